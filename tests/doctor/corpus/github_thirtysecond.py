# ruff: noqa: E501, W291, E101 - log lines are quoted verbatim (long, some with trailing spaces or tabs)
"""A thirty-second set of real threads, gathered apart: application projects built on TensorFlow.

Threads from NLP, vision, generative and reinforcement-learning projects (OpenAI baselines,
BERT wrappers, T5, NVIDIA examples, neural style, GAN, YOLO, Mask R-CNN and object-detection
tutorials, pose estimation, text generation, GPT-2 in Docker, lucid, tensorforce, DQN code),
each with a cause confirmed in the thread.

Broken set-ups: a CPU TensorFlow installed beside or instead of tensorflow-gpu by a project's
requirements, CUDA or cuDNN libraries of another version than the TensorFlow build expects,
CUDA_VISIBLE_DEVICES pointing at a GPU that does not exist, a container run without
``--gpus``, TensorFlow taking all GPU memory (no memory growth), running out of GPU memory,
and RTX cards newer than the CUDA of a TensorFlow 1.x build. Most are prose with versions;
a few carry logs.

Working runs: GPUs that were in use although the run looked CPU-bound (BERT preprocessing,
reinforcement-learning loops with tiny networks).

At first look (the doctor of commit 720db52) the cause of 4 of the 17 broken logs was named,
all first; no working run was flagged. Misses: prose only, most of them (low GPU use with both
tensorflow and tensorflow-gpu installed, a launcher setting CUDA_VISIBLE_DEVICES, an Ampere or
Turing card under a TensorFlow 1.x CUDA 9/10 build, cuDNN releases told as versions), and
"Registered devices: [CPU, XLA_CPU]". After the changes made from it: 5/17.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="openai-baselines-atari-low-gpu-usage-tensorflow-beside-tensorflow-gpu",
        source=_GH + "openai/baselines/issues/54",
        text=r"""When I tried to run `train.py` in the `atari` folder, I found the ETA reached 16 days after a few minutes and the usage of GPU was quite low.""",
        expected_cause="multiple-tensorflow-distributions",
        harmless=False,
        note="Poster confirmed: 'I found both tensorflow and tensorflow-gpu in the environment. I deleted tensorflow and the ETA drop down to 3 days.' Prose only, weak evidence; platform not stated (2017).",
        platform="linux",
    ),
    CorpusLog(
        name="nvidia-dle-bert-fastertransformer-registered-devices-cpu-only",
        source=_GH + "NVIDIA/DeepLearningExamples/issues/161",
        text=r"""I got this when running tensorflow demos and bert:
```
InvalidArgumentError (see above for traceback): No OpKernel was registered to support Op 'BertTransformer' used by node bert/encoder/layer_0/BertTransformer (defined at <string>:148) with these attrs: [from_seq_len=128, size_per_head=64, batch_size=8, to_seq_len=128, T=DT_FLOAT, head_num=12]
Registered devices: [CPU, XLA_CPU]
Registered kernels:
  device='GPU'; T in [DT_HALF]
  device='GPU'; T in [DT_FLOAT]

         [[node bert/encoder/layer_0/BertTransformer (defined at <string>:148) ]]
```
I use:
tensorflow=1.13.1
python=2.7

I checked my /build/lib/libtf_fastertransformer.so and it is successfully imported""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="Maintainer: 'Registered devices: [CPU, XLA_CPU] It seems that tensorflow didn't recognize any available GPUs'; poster: 'Thank you, I should install tensorflow-gpu instead of tensorflow'.",
        platform="linux",
    ),
    CorpusLog(
        name="bert-for-tf2-params-flow-pulls-tensorflow-beside-tensorflow-gpu",
        source=_GH + "kpe/bert-for-tf2/issues/6",
        text=r"""I was trying to set up a new conda environment to use this package. I want to use tensorflow with gpu support so I first run `pip install tensorflow-gpu==1.14`. Running `tensorflow.test.is_gpu_available()` returns True and all works.

I then run `pip install bert-for-tf2` and in the process of installing the requirements, params-flow has a requirement of tensorflow, so tensorflow==1.14 gets installed at this time. Now when running 'tensorflow.test.is_gpu_available()` False is returned. Both tensorflow and tensorflow-gpu are in the conda environment.""",
        expected_cause="multiple-tensorflow-distributions",
        harmless=False,
        note="Poster's own diagnosis (worked around by installing without the tensorflow requirement); maintainer confirmed and removed the tensorflow requirement from params-flow. Prose only; platform not stated (2019).",
        platform="linux",
    ),
    CorpusLog(
        name="neural-style-tf-cudnn-v5-with-tensorflow-built-for-v4",
        source=_GH + "anishathalye/neural-style/issues/23",
        text=r"""I'm not able to run it with CUDA 7.5 and cuDNNv5. Is there any other way besides downgrading my cuDNN to v4.""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="Maintainer: an issue with TensorFlow (its install guide of the time asked for cuDNN v4); poster: 'I downgraded it to v4 and it's working.' Prose only, no log (2016).",
        platform="linux",
    ),
    CorpusLog(
        name="image-completion-tf-gpu-1-6-needs-cuda-9-has-cuda-8",
        source=_GH + "neka-nat/image_completion_tf2/issues/4",
        text=r"""Hello, I can train your model on CPU with the following configuration:CUDA8.0    Tensorflow(1.6.0)   Keras (2.1.5) . 
But when I install Tensorflow-gpu(1.6.0) instead of  Tensorflow(1.6.0), the program does not work ,even if I tried Tensorflow-gpu1.5.0 to 1.0.0. My GPU is NVIDIA 1080.

After I input 'python train.py', the following errors occurred：
ImportError: libcublas.so.9.0: cannot open shared object file: No such file or directory
Failed to load the native TensorFlow runtime.
See https://www.tensorflow.org/install/install_sources#common_installation_problems
for some common reasons and solutions.  Include the entire stack trace
above this error message when asking for help.""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="Poster: 'I have solved the problem, First I change cuda from 8.0 to 9.0 ... Then I installed cudnn ... The model can run the GPU.' Description and the poster's error comment joined (2018).",
        platform="linux",
    ),
    CorpusLog(
        name="t5-gpu-training-libcudart-10-0-missing-cuda-9-installed",
        source=_GH + "google-research/text-to-text-transfer-transformer/issues/40",
        text=r"""I see some warnings like `libcudart.so.10.0: cannot open shared object file: No such file or directory`. Could be that?

Btw: 
```
$ cat /usr/local/cuda/version.txt
CUDA Version 9.0.176
```""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="Commenter: it looks for libcu*.so.10.0 but another CUDA is installed; poster: 'For those who have the same issue, I did use a conda environment to install ... conda install cudatoolkit / conda install cudnn' with LD_LIBRARY_PATH. Poster's follow-up comments only (title: killed after XLA compilation); weak.",
        platform="linux",
    ),
    CorpusLog(
        name="animegan-main-py-sets-cuda-visible-devices-1-on-single-gpu",
        source=_GH + "TachibanaYoshino/AnimeGAN/issues/50",
        text=r"""I installed tf-gpu 1.15.0, my GPU utilization is about 20%, an iter will run for 10s, and a data set will run for about 13 days""",
        expected_cause="cuda-visible-devices-hides-gpus",
        harmless=False,
        note='Poster: \'The problem has been resolved. My computer only has a 2080ti, and in main.py os.environ["CUDA_VISIBLE_DEVICES"] = "1" Change it to "0"\'. Prose only, the setting is not in the paste; platform not stated.',
        platform="linux",
    ),
    CorpusLog(
        name="edje-object-detection-windows-cudnn-7-1-instead-of-7-0-5",
        source=_GH
        + "EdjeElectronics/TensorFlow-Object-Detection-API-Tutorial-Train-Multiple-Objects-Windows-10/issues/35",
        text=r"""Hi, 

I have downloaded the following:

- CUDA Version 9.0.176
- cuDNN v7.1.2 (Mar 21, 2018), for CUDA 9.0

but still I get the following error when running the very last chunck of code for the object detection demo

![object detection error](https://user-images.githubusercontent.com/38398968/38987995-fa69dc4c-43d1-11e8-9f21-419113ef3bce.png)

Can anyone help me solve this issue. I'm very new to coding in general and dont know how to solve this issue or even how to go about problem solving this 

Thank you,""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="Poster: 'I solved it ... I just needed to download cuDNN v7.05 for CUDA v9.0 as it says in the terminal'. The error itself is only in a screenshot; prose with versions, weak (2018).",
        platform="windows",
    ),
    CorpusLog(
        name="pose-estimation-tf-1-14-cudnn-failed-to-initialize-memory",
        source=_GH
        + "ChengeYang/Human-Pose-Estimation-Benchmarking-and-Action-Recognition/issues/3",
        text=r"""cuda10
cudnn7.6.1
tensorflow-gpu 1.14.0

I meet the error while running the code. And I have no idea how to solve it

**(1) Unknown: Failed to get convolution algorithm. This is probably because cuDNN failed to initialize, so try looking to see if a warning log message was printed above.
	 [[{{node TfPoseEstimator/conv1_1/Conv2D}}]]
	 [[strided_slice_3-0-0-TransposeNCHWToNHWC-LayoutOptimizer/_9]]**""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="Poster's own answer a day later: 'It's memory issue.' No detail on the fix; platform not stated; weak (2019).",
        platform="linux",
    ),
    CorpusLog(
        name="lucid-pip-install-replaced-tensorflow-gpu-with-cpu-build",
        source=_GH + "tensorflow/lucid/issues/66",
        text=r"""When I use lucid on my on pc (in a notebook) it doesn't use a gpu. Is there some command I should use with render_vis so it knows to use a gpu?""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="Poster's own answer next day: 'apperently using pip install to install lucid changes my gpu install of tensorflow to a cpu install...'. Prose only; platform not stated (2018).",
        platform="linux",
    ),
    CorpusLog(
        name="gruv-keras-training-on-cpu-tensorflow-build-without-cuda-8",
        source=_GH + "MattVitelli/GRUV/issues/26",
        text=r"""Hi there,
I heavent noticed it earlier, but today I checked system monitor and NVIDIA X server settings. Both on theano and tensorflow beckends I see that only my CPU is running while training, GPU usage is about 2-3% and GPU memory usage is slightly more than 200mb.
What should I change to get it on GPU?""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="Poster closed it: 'Solution was downloading tensor flow version that supports cuda 8.0' (the installed TensorFlow was built for another CUDA). Prose only, weak (2016).",
        platform="linux",
    ),
    CorpusLog(
        name="gpt2-docker-image-run-without-gpus-libcuda-import-error",
        source=_GH + "ConnorJL/GPT2/issues/25",
        text=r"""It might also help others to include the (probably common) error people get when trying to run the image without enabling CUDA:

```
[root@machine ~]# docker run --rm -it -e MODE=http -p 5000:5000 deepaiorg/gpt2
Unable to find image 'deepaiorg/gpt2:latest' locally
latest: Pulling from deepaiorg/gpt2
Digest: sha256:805592697648bd7e83ea558d071b3db3e486553e32d5622b56c74f6da97cb0a8
Status: Downloaded newer image for deepaiorg/gpt2:latest
Traceback (most recent call last):
  File "/usr/local/lib/python3.5/dist-packages/tensorflow/python/pywrap_tensorflow.py", line 58, in <module>
    from tensorflow.python.pywrap_tensorflow_internal import *
...
```""",
        expected_cause="container-without-gpus",
        harmless=False,
        note="Poster's own write-up: the image needs nvidia-docker and 'docker run --gpus all ...'; the paste is the error 'when trying to run the image without enabling CUDA'. Only the start of the traceback was readable; the tail is cut (2020).",
        platform="linux",
    ),
    CorpusLog(
        name="octopus-dirt-rasteriser-fails-tensorflow-took-all-gpu-memory",
        source=_GH + "thmoa/octopus/issues/4",
        text=r"""Hello! 

I'm trying to build and use the octopus on the following configuration:
- GeForce RTX 2080 Ti
- Ubuntu 18.04
- Cuda 10.0.130, Nvidia driver 410.48, cuDNN 7.5.1.10
- Python 2.7.15rc1, pip 9.0.1

I successfully built the dirt using these commands
```
git clone https://github.com/pmh47/dirt.git
cd dirt
mkdir build ; cd build
vim ../csrc/CMakeLists.txt
#add_definitions(-D_GLIBCXX_USE_CXX11_ABI=0)
cmake ../csrc
vim CMakeFiles/rasterise.dir/flags.make
#add CUDA_FLAGS = -DNDEBUG
make
cd ..
pip install -e .
```

The dirt tests (lighting_tests.py  and  square_test.py)  passed without any errors. 

And when I'm trying to run the octopus tests at the end I receive

```
...
2019-04-25 07:57:54.313242: I /opt/dirt/csrc/gl_common.h:84] successfully created new GL context on thread 0x7f371f9f6700 (EGL = 1.5, GL = 4.6.0 NVIDIA 410.48, renderer = GeForce RTX 2080 Ti/PCIe/SSE2)
2019-04-25 07:57:54.322804: I /opt/dirt/csrc/rasterise_egl.cpp:266] reinitialised framebuffer with size 1080 x 1080
2019-04-25 07:57:54.333154: I /opt/dirt/csrc/gl_common.h:66] selected egl device #0 to match cuda device #0 for thread 0x7f371c9bd700
2019-04-25 07:57:54.360844: I /opt/dirt/csrc/gl_common.h:84] successfully created new GL context on thread 0x7f371c9bd700 (EGL = 1.5, GL = 4.6.0 NVIDIA 410.48, renderer = GeForce RTX 2080 Ti/PCIe/SSE2)
...""",
        expected_cause="memory-growth-disabled",
        harmless=False,
        note="Poster relayed the DIRT author's diagnosis ('Octopus doesn't use allow_growth, so tensorflow grabs all the GPU memory, which leaves DIRT unable to perform its own small allocations') and confirmed the allow_growth patch: 'And all works fine at me.' The failing line (title: cudaGraphicsGLRegisterImage failed: cudaErrorNotSupported) was not readable in the excerpt (2019).",
        platform="linux",
    ),
    CorpusLog(
        name="mask-rcnn-tf1-cuda10-windows-rtx30-cublas-execution-failed",
        source=_GH + "matterport/Mask_RCNN/issues/2510",
        text=r"""## Error Logs
```
Epoch 1/1
C:\Users\alice\PycharmProjects\FRC-opencv-python\venv\lib\site-packages\skimage\transform\_warps.py:830: FutureWarning: Input image dtype is bool. Interpolation is not defined with bool data type. Please set order to 0 or explicitely cast input image to another data type. Starting from version 0.19 a ValueError will be raised instead of this warning.
  order = _validate_interpolation_order(image.dtype, order)
2021-03-16 08:02:53.951349: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cublas64_100.dll
2021-03-16 08:02:54.762683: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cudnn64_7.dll
2021-03-16 08:11:53.875933: W tensorflow/stream_executor/cuda/redzone_allocator.cc:312] Internal: Invoking ptxas not supported on Windows
Relying on driver to perform ptx compilation. This message will be only logged once.
2021-03-16 08:11:55.140273: E tensorflow/stream_executor/cuda/cuda_blas.cc:428] failed to run cuBLAS routine: CUBLAS_STATUS_EXECUTION_FAILED
2021-03-16 08:11:55.145031: W tensorflow/core/framework/op_kernel.cc:1651] OP_REQUIRES failed at conv_grad_input_ops.cc:1161 : Not found: No algorithm worked!
...
```""",
        expected_cause="compute-capability-unsupported",
        harmless=False,
        note="Poster's own answer: 'the issue was caused by a compatibility problem between the tensorflow 1.x and 30 Series GPU drivers'; fixed with a third-party TF 1.15 build that supports RTX 30 (on Linux). The GPU model is not in the readable part of the paste (2021).",
        platform="windows",
    ),
    CorpusLog(
        name="animegan-tf-1-8-cuda-9-on-rtx-2080-ti-cublas-execution-failed",
        source=_GH + "TachibanaYoshino/AnimeGAN/issues/18",
        text=r"""Hi @TachibanaYoshino , your animegan is amazing, thanks for your great works!
Could you consider upgrade this repo with newer tensorflow version, eg. 1.14 or 1.15. since tensorflow 1.8 only support cuda to 9.x version, but cuda 9.x does not supppot newer nvidia rtx graphic card like rtx 2080ti, I run into this problem and it stuck me for a few days. here are to reference:

https://stackoverflow.com/questions/50622525/which-tensorflow-and-cuda-version-combinations-are-compatible

https://github.com/tensorflow/tensorflow/issues/23341

btw here are error output when train animegan in my 2080ti cuda9.0 machine:
```

# ignore...

2020-04-20 11:45:56.252939: E tensorflow/stream_executor/cuda/cuda_blas.cc:654] failed to run cuBLAS routine cublasSgemm_v2: CUBLAS_STATUS_EXECUTION_FAILED
Traceback (most recent call last):
  File "/home/alice/anaconda3/envs/animegan/lib/python3.6/site-packages/tensorflow/python/client/session.py", line 1322, in _do_call
    return fn(*args)
  File "/home/alice/anaconda3/envs/animegan/lib/python3.6/site-packages/tensorflow/python/client/session.py", line 1307, in _run_fn
    options, feed_dict, fetch_list, target_list, run_metadata)
  File "/home/alice/anaconda3/envs/animegan/lib/python3.6/site-packages/tensorflow/python/client/session.py", line 1409, in _call_tf_sessionrun
    run_metadata)
...
```""",
        expected_cause="compute-capability-unsupported",
        harmless=False,
        note="Poster's own diagnosis after days on it: TF 1.8 is built for CUDA 9.x, which does not support the RTX 2080 Ti; asks for a TF 1.14/1.15 upgrade. Self-diagnosed, no maintainer reply seen; weak (2020). The text states the cause in prose.",
        platform="linux",
    ),
    CorpusLog(
        name="textgenrnn-cublas-alloc-failed-fixed-by-allow-growth",
        source=_GH + "minimaxir/textgenrnn/issues/217",
        text=r"""I was getting a lot of CUBLAS_STATUS_ALLOC_FAILED when using my GPU and running even just this 4 line program

`from textgenrnn import textgenrnn
textgen = textgenrnn()
textgen.train_from_file('goodcombined.txt', num_epochs=2)
textgen.generate(15)`""",
        expected_cause="memory-growth-disabled",
        harmless=False,
        note="Poster's own fix in the same post: a session config with allow_growth = True (and per_process_gpu_memory_fraction 0.8) 'resolve[d] it for me'. Prose and code only, the fix part is left out of the text (2020).",
        platform="linux",
    ),
    CorpusLog(
        name="keras-yolo3-video-slow-tensorflow-cpu-beside-tensorflow-gpu",
        source=_GH + "qqwweee/keras-yolo3/issues/43",
        text=r"""When I use the python yolo_video.py the frame rate is really slow(3-4s per picture), because the gpu(1080ti) is not utilized. I've installed precompiled tensorflow-gpu.
Do you have any idea how to utilize the gpu?""",
        expected_cause="multiple-tensorflow-distributions",
        harmless=False,
        note="Poster's own fix: 'cpu tensorflow mustn't be installed in parallel to tensorflow-gpu' (uninstall tensorflow and tensorflow-gpu, reinstall tensorflow-gpu). Prose only; platform not stated (2018).",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="bert-run-squad-seems-cpu-only-was-preprocessing",
        source=_GH + "google-research/bert/issues/451",
        text=r"""I am trying to perform the SQUAD training, but it seems to ignore the GTX1080 (although it is available to tensorflow) and run on the CPU, on a single core.

python run_squad.py \
    --vocab_file=$BERT_BASE_DIR/vocab.txt \
    --bert_config_file=$BERT_BASE_DIR/bert_config.json \
    --init_checkpoint=$BERT_BASE_DIR/bert_model.ckpt \
    --do_train=True \
    --train_file=$SQUAD_DIR/train-v2.0.json \
    --do_predict=True \
    --predict_file=$SQUAD_DIR/dev-v2.0.json \
    --train_batch_size=8 \
    --learning_rate=3e-5 \
    --num_train_epochs=1.0 \
    --max_seq_length=128 \
    --doc_stride=128 \
    --output_dir=/home/alice/Data/Bert_Models/Bert_SQUAD/ \
    --version_2_with_negative=True \
    --max_query_length 32""",
        expected_cause=None,
        harmless=True,
        note="Working run: a commenter said it does preprocessing on the CPU before fine-tuning; poster: '2. solved it. I wasn't patient enough.' Prose and command only.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorforce-ppo-cartpole-looked-cpu-only-gpu-z-showed-gpu-used",
        source=_GH + "tensorforce/tensorforce/issues/127",
        text=r"""I have Tensorflow 1.3.0 with gpu and openai/gym 0.9.1
I installed tensorforce and ran 
python examples/openai_gym.py CartPole-v0 -a PPOAgent -c examples/configs/ppo_cartpole.json -n examples/configs/ppo_cartpole_network.json
it ran slow and I did not see any load on the gpu
Is there a parameter that I need to set to use gpu?""",
        expected_cause=None,
        harmless=True,
        note="Working run: poster: 'I installed GPU-Z on my windows 10 machine and confirmed that GPU is being used. My apologies'; maintainer: RL agents interact with the environment every step, which is slow. Prose only (2017).",
        platform="windows",
    ),
    CorpusLog(
        name="dqn-tensorflow-titan-x-low-gpu-usage-small-network-expected",
        source=_GH + "dennybritz/reinforcement-learning/issues/43",
        text=r"""Hello Denny,
thanks a lot for all the code you have made available. I have been trying to implement a DQN myself using tensorflow, but I have noticed (also when testing your code) that during training only a small fraction of the GPU is used (around 10-15%). This is of course not very efficient and I do not see how this is going to be better than using a CPU... Do you have any thoughts on this?

I am training using a Titan X and with the current progress I estimate it will take me a little more than a week to train the model as described in the original paper. 

Please let me know what do you think about all this.""",
        expected_cause=None,
        harmless=True,
        note="Working run: maintainer: if it is memory, that's expected, 'the network used in DQN is extremely small'; the Atari emulator and main loop run on the CPU. Poster: 'I was talking about memory usage. I agree it should be expected'. Prose only; platform not stated (2016).",
        platform="linux",
    ),
    CorpusLog(
        name="morvan-rl-dqn-pg-gpu-utilisation-one-percent-model-too-small",
        source=_GH + "MorvanZhou/Reinforcement-learning-with-tensorflow/issues/117",
        text=r"""Morvan老师，您好。我在执行RL算法时，通过“nvidia-smi”命令查看GPU的使用情况。我当前仅执行了您的DQN和PG，发现利用率最多也就1%。执行时已经指定了GPU，请问是什么造成这个结果，模型太简单还是数据量不足？我依照您的代码实现了我自己的env，微小改动了方法的一些地方，GPU的利用率始终是0%。""",
        expected_cause=None,
        harmless=True,
        note="Working run (zh): maintainer: the model is too simple, the CPU is far more efficient than the GPU for it ('是模型太简单了，使用CPU的效率会远远大于GPU'); not disputed. Prose only; platform not stated (2019).",
        platform="linux",
    ),
)
