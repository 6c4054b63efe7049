# ruff: noqa: E501, E101, W291 - log lines are quoted verbatim (long, trailing spaces, tabs)
"""A two-hundred-and-twenty-seventh set of real threads, gathered apart, from GitHub issues and pull requests (issues corpus) in which TensorFlow ran out of NVIDIA GPU memory or could not get it, (2018-2024), on repositories new to the corpus (IBM/low-resource-text-classification-framework, jgraving/DeepPoseKit, stardist/stardist-napari, junyongyou/triq, rishizek/tensorflow-deeplab-v3-plus, juglab/cryoCARE_pip, jina-ai/finetuner) and one more thread on talmolab/sleap.

Broken kinds held: a model, batch, volume or tile too large for the GPU (training, prediction in a
loop, 3D prediction without tiling, evaluation that kept every model output), and TensorFlow
reserving nearly all GPU memory at start (pinned host memory then failing; PyTorch in the same
process then finding no GPU memory left). Working runs: none.

Small set: the generic OOM searches returned mostly threads already in the corpus or threads whose
stored copy ends before any answer; the 2020-2026 threads on tensorflow/tensorflow were nearly all
closed as stale. Two records are prose only (sleap 568, finetuner 328). In three posts (rishizek 8,
cryoCARE_pip 20, finetuner 328) the poster's own fix or diagnosis, part of the same post, is left
out of the text. Left out: lllyasviel/style2paints#76 (2018; a maintainer said the card lacked
memory and asked which card, no answer), talmolab/sleap#1157 (2023, open, no answer).

At first look (the doctor of commit 3e3edd5) the cause was named in 6 of the 8 broken logs, all 6
first; the two where TensorFlow had reserved the GPU memory at start (memory-growth-disabled) were
read as gpu-out-of-memory alone. No working runs.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="lrtc-bert-eval-kept-model-outputs-oom-erf",
        source=_GH + "IBM/low-resource-text-classification-framework/pull/1",
        text=r"""I was getting an OOM error with larger datasets even with a smaller batch size and model (base with batch 10): 
`tensorflow.python.framework.errors_impl.ResourceExhaustedError: OOM when allocating tensor with shape[10,100,3072] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc [Op:Erf]`""",
        expected_cause="gpu-out-of-memory",
        note="2021. Pull request by the poster (jysdoran), merged: 'The lines that were causing it are those changed in the commit. I found that keeping a list of the model calls was using uneccessary memory during evaluation and it works after this change.' The evaluation code held every batch's model output on the GPU. The fix sentences of the post are left out of the text. Platform not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="deepposekit-tf2-windows-batch-too-large-oom-conv",
        source=_GH + "jgraving/DeepPoseKit/issues/32",
        text=r"""I have a model which trains and predicts fine using CPU-only TensorFlow (2.0.0). However, when I try to run it in a different conda environment with tensorflow-gpu (also 2.0.0), this is the output:

`(tf-gpu) Z:\My Documents>python tensorflow/project/Training_v5.py
2019-11-22 08:37:53.351449: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cudart64_100.dll
C:\Users\alice\AppData\Local\conda\conda\envs\tf-gpu\lib\site-packages\h5py\_hl\dataset.py:313: H5pyDeprecationWarning: dataset.value has been deprecated. Use dataset[()] instead.
  "Use dataset[()] instead.", H5pyDeprecationWarning)
{'n_train': 663, 'n_validation': 73, 'validation_split': 0.1, 'downsample_factor': 2, 'output_shape': (50, 50), 'n_output_channels': 68, 'shuffle': True, 'sigma': 5, 'output_sigma': 1.25, 'use_graph': True, 'graph_scale': 1, 'random_seed': 1, 'augmenter': True, 'datapath': 'R:/Locust/alice/Warren Research Technician/deepposekit/flat/annotation_flat_v3.h5', 'dataset': 'images', 'generator': 'DataGenerator', 'n_samples': 736, 'image_shape': (200, 200, 1), 'keypoints_shape': (33, 2)}
2019-11-22 08:38:06.557412: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library nvcuda.dll
...
2019-11-22 08:44:21.465913: W tensorflow/core/common_runtime/bfc_allocator.cc:424] *********************************************************************************************_______
2019-11-22 08:44:21.474321: W tensorflow/core/framework/op_kernel.cc:1622] OP_REQUIRES failed at conv_ops.cc:947 : Resource exhausted: OOM when allocating tensor with shape[48,128,100,100] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
Traceback (most recent call last):
  File "tensorflow/project/Training_v5.py", line 152, in <module>
    shuffle=True
  File "C:\Users\alice\AppData\Local\conda\conda\envs\tf-gpu\lib\site-packages\deepposekit\models\engine.py", line 174, in fit
    **kwargs
  File "C:\Users\alice\AppData\Local\conda\conda\envs\tf-gpu\lib\site-packages\tensorflow_core\python\keras\engine\training.py", line 1297, in fit_generator
    steps_name='steps_per_epoch')
  File "C:\Users\alice\AppData\Local\conda\conda\envs\tf-gpu\lib\site-packages\tensorflow_core\python\keras\engine\training_generator.py", line 265, in model_iteration
    batch_outs = batch_function(*batch_data)
...""",
        expected_cause="gpu-out-of-memory",
        note="2019. Maintainer jgraving: 'Have you tried reducing the batch size during prediction? Set batch_size=1 ... and work your way up from there.' The poster (btcooper22): 'That seems to have fixed it, it can only handle a batch size of 6 or less on the GPU.' The stored copy of the long log is in two excerpts; the part between them is shortened with '...'. The title speaks of predicting, the traceback is in fit.",
        platform="windows",
    ),
    CorpusLog(
        name="stardist-napari-3d-volume-untiled-oom-conv3d",
        source=_GH + "stardist/stardist-napari/issues/24",
        text=r"""Hi, thank you for providing this great plugin for Napari!
Unfortunately, tensorflow crashed for me with a tif volume of dimensions 195 x 633 x 1024 and a size of 133MB:

`2024-01-31 09:59:52.515119: W tensorflow/core/framework/op_kernel.cc:1839] OP_REQUIRES failed at conv_ops_3d.cc:167 : RESOURCE_EXHAUSTED: OOM when allocating tensor with shape[1,32,195,666,1024] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc`

Could you add some input windows to adjust the argument n_tiles?
I suspect it may be able to help with OOM issues.""",
        expected_cause="gpu-out-of-memory",
        note="2024. Maintainer maweigert: 'It seems you run `model.predict_instances` with the default `n_tiles`, which doesn't do any tiling at all. Try `n_tiles=(1,2,4)` (or something higher).' The poster did not dispute it: 'Thank you for the quick reply. I will try different tile arrangements.' The whole 3D volume went to the GPU in one piece. Platform not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="triq-predict-loop-windows-oom-batch-64",
        source=_GH + "junyongyou/triq/issues/16",
        text=r"""hello, i have a question. I want to predict all the pictures of koniq using the trained model. So, I used a loop to process all the pictures in the folder, but there are some problem like this, can you help me?

tensorflow.python.framework.errors_impl.ResourceExhaustedError:  OOM when allocating tensor with shape[64,386,514] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
	 [[node model_10/pool1_pad/Pad (defined at E:/Graudate/Code/triq-master-play/src/examples/image_quality_prediction.py:21) ]]
Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info.
 [Op:__inference_predict_function_106843]

But I didn't do the training, just preidict using the code of example""",
        expected_cause="gpu-out-of-memory",
        note="2022. Maintainer junyongyou: 'you can try to reduce the batch size, e.g., using 4 or 2 or 1. Your GPU memory might not be large enough.' The poster first objected that he only predicted (second paragraph of the text), then after the maintainer could not reproduce it: 'Thank you, I have solved it.' How he solved it is not said; the confirmation is the weaker kind. 'model_10' hints that the model was built again inside the loop.",
        platform="windows",
    ),
    CorpusLog(
        name="deeplab-v3-plus-inference-pinned-host-alloc-cuda-unknown",
        source=_GH + "rishizek/tensorflow-deeplab-v3-plus/issues/8",
        text=r"""CUDA MEMORY ERROR occur when doing inference.

Same problem with the link:
[TensorFlow CUDA_ERROR_OUT_OF_MEMORY](https://stackoverflow.com/questions/43503409/tensorflow-cuda-error-out-of-memory)

Error message as below:
```
2018-04-19 09:42:36.892837: W ./tensorflow/core/common_runtime/gpu/pool_allocator.h:195] could not allocate pinned host memory of size: 2304
2018-04-19 09:42:36.892859: E tensorflow/stream_executor/cuda/cuda_driver.cc:967] failed to alloc 2304 bytes on host: CUDA_ERROR_UNKNOWN
```

I am using the pre-trained model for a simply validation work. No clue for update the memory config code in this case. Thanks for checking.""",
        expected_cause="memory-growth-disabled",
        note="2018. The post quoted the Stack Overflow answer's allow_growth code (left out of the text, as the fix); the poster the next day: 'Simply doing tf.Session(config=config) and it was resolved....' (the session made with gpu_options.allow_growth = True). TensorFlow had reserved nearly all GPU memory at start and the later allocations failed. Platform not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="cryocare-pip-a100-predict-untiled-oom-narrowing-check",
        source=_GH + "juglab/cryoCARE_pip/issues/20",
        text=r"""Hi,

My understanding is that in prediction `n_tiles` should be automatically increased until OOM errors are avoided. However, this does not seem the case.

This is the error I get (full stderr attached):
```
2022-08-16 15:44:19.209565: W tensorflow/core/common_runtime/bfc_allocator.cc:441] **_____________________********************************************_________________________________
2022-08-16 15:44:19.209599: W tensorflow/core/framework/op_kernel.cc:1763] OP_REQUIRES failed at concat_op.cc:158 : Resource exhausted: OOM when allocating tensor with shape[1,280,512,928,32] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
2022-08-16 15:44:46.276663: F tensorflow/stream_executor/cuda/cuda_dnn.cc:88] Check failed: narrow == wide (-1946157056 vs. 2348810240)checked narrowing failed; values not equal post-conversion
18.24user 59.67system 1:41.95elapsed 76%CPU (0avgtext+0avgdata 13349336maxresident)k
0inputs+18616outputs (0major+1911054minor)pagefaults 0swaps
srun: error: host: task 0: Exited with exit code 6
```""",
        expected_cause="gpu-out-of-memory",
        note="2022. The poster's own test, in the same post (left out of the text): 'I always run into an OOM error (see below) until I increase `n_tiles` to at least `[2, 4, 2]`, which then works fine.' The tomogram went to the A100 untiled. The fatal line is cuDNN's narrowing check on the oversized tensor, which follows from the same size. Host name replaced.",
        platform="linux",
    ),
    CorpusLog(
        name="sleap-track-colab-oom-topdown-model-too-large",
        source=_GH + "talmolab/sleap/issues/568",
        text=r"""When running training or inference, I seem to be getting some OOM error. 
This is the code I ran on Google Colab, but I also got the same error when running the code on my lab's computing cluster and on Amazon Cloud Computing, so I doubt the error is coming from the RAM limitations of the machine. 

Do you know where it could be coming from?

I've attached a document of the entire error message that displays on Colab. 

Here is the code I am running: 
!sleap-track \
    -m 210630_125004.centered_instance \
    -m 210630_125004.centroid \
    --frames 1000-2000 \
    -o colab.predicted_suggestions.slp \
    --report_tensor_allocations_upon_oom \
    colab.pkg.slp""",
        expected_cause="gpu-out-of-memory",
        note="2021. Prose and the command only (the error was an attached document). Maintainer talmo, closing: 'Closing because we sorted this out over email. For future reference: adjusting hyperparameters such as input resolution and output stride, and/or using the UNet-based models can reduce memory usage considerably.' The models' settings needed more GPU memory than the Colab, cluster and AWS GPUs had.",
        platform="linux",
    ),
    CorpusLog(
        name="finetuner-tf-model-torch-miner-cuda-oom",
        source=_GH + "jina-ai/finetuner/issues/328",
        text=r"""When fine-tuning a TensorFlow model with a miner that uses the `TorchStrategicMiningHelper` (which uses torch) we get a CUDA OOM error.""",
        expected_cause="memory-growth-disabled",
        note="2022. Prose only; the first sentence of the post. The rest of the same post (left out of the text) gives the diagnosis and the fix that worked for the poster (gmastrapas, a project member): 'This is probably due to TensorFlow pre-allocating the entire VRAM by default, leaving no space for PyTorch. Using ... tf.config.experimental.set_memory_growth(_physical_devices[0], True) makes TensorFlow allocate memory on-demand and seems to solve the issue.' Issue closed.",
        platform="linux",
    ),
)
