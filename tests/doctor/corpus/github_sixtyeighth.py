# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A sixty-eighth set of real threads, gathered apart: GitHub issues on the trackers of applications and libraries built on TensorFlow (reading comprehension, OCR, face swapping, a Keras-to-C++ model converter, R's keras, reinforcement learning, animal pose tracking), 2018-2022.

Broken kinds held: two TensorFlow distributions side by side (CPU package shadowing tensorflow-gpu), CUDA/cuDNN that does not match the TensorFlow build or is not on the library path (prose reports, an HPC cluster without its CUDA modules loaded), cuDNN failing to initialise until GPU memory growth is turned on (a model converter, an RL framework), a GPU starved by a CPU-bound RL environment, and a Colab runtime with no GPU attached. Working runs: 0 (none met with a confirmed thread).

At first look (the doctor of commit 3673e78, before this set was read) the cause was named in
none of the 8 broken logs (six are prose without a log line).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="rnet-cudnnrnn-no-gpu-kernel-cpu-tensorflow-beside-gpu",
        source=_GH + "HKUST-KnowComp/R-Net/issues/24",
        text=r"""Hello,
When i use CPU, it works normally. But when i use GPU, i got this error:

InvalidArgumentError (see above for traceback): No OpKernel was registered to support Op 'CudnnRNNParamsSize' with these attrs.  Registered devices: [CPU], Registered kernels:
  device='GPU'; T in [DT_DOUBLE]; S in [DT_INT32]
  device='GPU'; T in [DT_FLOAT]; S in [DT_INT32]

Can someone help me solve this problem ?
Thanks.""",
        expected_cause="multiple-tensorflow-distributions",
        consequences=frozenset({"tensorflow-cpu-only-build"}),
        note="2018. Prose plus one error. A commenter (JianboTang): 'I uninstall the tensorflow, and install tensorflow-gpu. it works'; the maintainer (wzhouad) took it into the README. The poster confirmed in the follow-up #29 that he had both: 'If i have both tensorflow and tensorflow-gpu: i got CudnnRNNParamsSize error' (TF 1.4). The CPU package shadowed the GPU one.",
        platform="linux",
    ),
    CorpusLog(
        name="ctpn-train-no-gpu-cuda-cudnn-not-matching-tf-prose",
        source=_GH + "eragonruan/text-detection-ctpn/issues/167",
        text=r"""I follow the steps that doc shows.and download the dataset and pretrained-model.
and then run python/train_net.py.
but it shows it needs 5s every iter. and no gpu has been used.
by the way, I have one gpu, tesla M40 on my machine. however ctpn/demo.py can work on gpu.
who can help me? very appreciate.""",
        expected_cause="cuda-libraries-missing",
        note="2018. Prose only. The poster: 'I solve the issue. it is because cuda and cudnn version is not compatible with my tensorflow version. now I use cuda8.0, tensorflow1.5, and cudnn5.0. It works.' Platform not stated (Linux assumed).",
        platform="linux",
    ),
    CorpusLog(
        name="deepfacelab-linux-saehd-cpu-only-cluster-cuda-modules-not-loaded",
        source=_GH + "nagadit/DeepFaceLab_Linux/issues/66",
        text=r"""![image](https://user-images.githubusercontent.com/109330558/190642088-6252eaf6-8452-44a6-8c40-7516b73d26f3.png)
Since it is in a Cloud Servers, parameters cannot be passed in. All parameters are default values
and anaconda = 2021.05 cuda=11.3.
appreciate!""",
        expected_cause="cuda-libraries-missing",
        note="2022. Prose only (title: 'only use cpu train SAEHD'; the log is a screenshot). The poster: 'i solve this by load following conda cuda/11.3 gcc/8.3 cudnn/8.2.1_cuda11.x' (environment modules on the cluster), i.e. the CUDA/cuDNN libraries were not on the library path.",
        platform="linux",
    ),
    CorpusLog(
        name="frugally-deep-convert-gru-fail-to-find-dnn-implementation",
        source=_GH + "Dobiasd/frugally-deep/issues/317",
        text=r"""I get the following error when trying to convert a model with a GRU layer:

Traceback (most recent call last):
  File "frugally-deep/keras_export/convert_model.py", line 839, in <module>
    main()
  File "frugally-deep/keras_export/convert_model.py", line 835, in main
    convert(in_path, out_path, no_tests)
  File "frugally-deep/keras_export/convert_model.py", line 808, in convert
    json_output = model_to_fdeep_json(model, no_tests)
  File "frugally-deep/keras_export/convert_model.py", line 780, in model_to_fdeep_json
    test_data = None if no_tests else gen_test_data(model)
  File "frugally-deep/keras_export/convert_model.py", line 188, in gen_test_data
    data_out_test, duration = measure_predict(model, data_in)
  File "frugally-deep/keras_export/convert_model.py", line 108, in measure_predict
    data_out = model.predict(data_in)
  File "/home/alice/devel/wsd/venv/lib/python3.8/site-packages/keras/utils/traceback_utils.py", line 67, in error_handler
    raise e.with_traceback(filtered_tb) from None
  File "/home/alice/devel/wsd/venv/lib/python3.8/site-packages/tensorflow/python/eager/execute.py", line 54, in quick_execute
    tensors = pywrap_tfe.TFE_Py_Execute(ctx._handle, device_name, op_name,
tensorflow.python.framework.errors_impl.UnknownError: Graph execution error:

Fail to find the dnn implementation.
...""",
        expected_cause="memory-growth-disabled",
        note="2022. The poster (noe) fixed it himself in PR #318, merged by the maintainer (Dobiasd, 'Thanks!'): 'Apply the workaround described in tensorflow#36508 and keras#10634 to avoid the misleading cudnn not found problem', i.e. turning on GPU memory growth in convert_model.py so cuDNN can initialise. Only the visible part of the traceback is kept.",
        platform="linux",
    ),
    CorpusLog(
        name="r-keras-install-keras-gpu-cuda-92-instead-of-90-prose",
        source=_GH + "rstudio/keras3/issues/477",
        text=r"""Hi,
I tried my best to install keras with gpu on my laptop. I used cuda 9.2 firstly and it installed and showed the version correctly on command terminal as 9.2. But when i tried to install using install_keras(tensorflow=gpu), it executes. But at last, it just fails. I also tried with cuda 9.0 which raised an error due to incompatiblity issue with my gpu on the laptop. How to solve this issue? I am in big trouble. Thanks""",
        expected_cause="cuda-libraries-missing",
        note="2018. Prose only (R keras, GeForce GTX 1050 laptop per the title). Asked where it failed, the poster: 'It was compatibility issue! I fixed it after I installed 9.0 cuda package!' (the TensorFlow of the day was built for CUDA 9.0). Platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="seed-rl-rtx2070-super-cudnn-handle-fixed-by-allow-growth-prose",
        source=_GH + "google-research/seed_rl/issues/22",
        text=r"""I'm trying to get the run_local.sh script to run on my computer, but I keep getting cuInit errors when trying to create the Conv2D layers (the exact error seems to change with CUDA/driver version). My franctic googling has suggested that this is due to a CUDA and/or cudNN version mismatch with Tensorflow 2.1. However, I'm confused because I'm not sure how much of the CUDA versioning is handled by docker, and how much needs to be set up on my host machine.

Could you please provide a list of the required versions of CUDA, cudNN, docker and the NVIDIA Container Toolkit and graphics driver to get the code to run properly?
I'm currently using a RTX 2070 SUPER gfx card with drivers 440.64, CUDA 10.2, cudNN 7.6.5, docker 19.03.8 and the most recent release of NVIDIA Container Toolkit.""",
        expected_cause="memory-growth-disabled",
        note="2020. Prose only (versions, no log). Asked whether TF 2.1 works outside docker, the poster: 'It was not working outside of docker either. This helped me debug the issue which was the same as [SO: could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR]' and fixed it with tf.compat.v1.GPUOptions(allow_growth=True), i.e. GPU memory growth; not a version mismatch.",
        platform="linux",
    ),
    CorpusLog(
        name="highway-env-stable-baselines-gpu-low-utilisation-env-on-cpu-prose",
        source=_GH + "Farama-Foundation/HighwayEnv/issues/103",
        text=r"""hello:
device: jetson nano and PC
tensorflow-version: tensorflow1.15.2 and tensorflow-gpu 1.15.2
env: highway-v0
  when i training a model use "highway-v0" and stable-baselines, CPU utilization reaches 100%,but GPU is very low.The same situation occurred when I trained the model on the PC.I use the "stable-baselines" official example and everything is normal. i want to know why.
 thanks for your any reply.""",
        expected_cause="gpu-underutilized-input-bound",
        note="2020. Prose only. The maintainer (eleurent): 'The GPU utilization is probably low because the env simulation in CPU is actually the computational bottleneck, which is quite common in RL' (suggests more workers, fewer agents); the poster: 'thanks a lot~'. The GPU is used; the CPU-side environment starves it.",
        platform="linux",
    ),
    CorpusLog(
        name="sleap-colab-centroid-training-no-progress-runtime-without-gpu-prose",
        source=_GH + "talmolab/sleap/issues/533",
        text=r"""Hi,

As suggested on my previous post, I updated SLEAP and used the latest notebook codes for training and inference, however, while running the "!sleap-train centroid.json colab.pkg.slp" code there is no progress what so ever. Please refer to the screenshot. 
![SLEAP](https://user-images.githubusercontent.com/80673676/112821396-4fe40a00-908f-11eb-9e13-7e41664a5247.png)""",
        expected_cause="no-nvidia-driver",
        note="2021. Prose only (Colab, the log is a screenshot). The maintainer (talmo): 'Did you set the Colab to use a GPU (Runtime -> Change runtime type...)?'; the poster: 'Hi! That worked!'. The runtime had no GPU (so no NVIDIA driver reachable); training crawled on the CPU.",
        platform="linux",
    ),
)
