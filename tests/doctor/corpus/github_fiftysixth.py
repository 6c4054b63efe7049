# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A fifty-sixth set of real threads, gathered apart: GitHub issues on the trackers of applications and ML platforms that run TensorFlow on a GPU (assistants, AutoML, pipelines, speech, photo libraries, translation), any year.

Broken kinds held: a TensorFlow that does not match the installed CUDA, CPU-only TensorFlow
installs (a CPU environment, a plain `tensorflow` pulled in over `tensorflow-gpu`), a container
run without `--gpus`, an image without the CUDA libraries, an app that sets CUDA_VISIBLE_DEVICES
to hide the GPU, Keras left on the Theano backend,
an app's GPU setting that disagrees with the visible GPUs, a memory limit the app ignored, and a
CPU-bound pipeline that leaves the GPU idle. No working (harmless) runs were met in this set.

At first look (the doctor of commit 23030a3, before this set was read) the cause was named in 2
of the 14 broken logs (2 have no catalogue cause), 1 of them first; the set holds no working
run. (A fifteenth record, ina-foss/inaSpeechSegmenter#87, was already in the corpus as
inaspeechsegmenter-ec2-t4-tensorflow-without-cuda-extra and was taken out: its URL had been
checked against the used sources in another letter case.)
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="dialog-nlu-tf23-cuda100-gpu-not-used-prose",
        source=_GH + "MahmoudWahdan/dialog-nlu/issues/17",
        text=r"""Hello there,

I realized while I train a joint transformer model, GPU is not used. How can I make it an active?

...

Installed tensorflow version is 2.3.0. However, Cuda version was 10.0, cuDNN was 7.6.5.""",
        expected_cause="cuda-libraries-missing",
        note="Prose only, weak. The poster (after the maintainer's generic advice) found it: TF 2.3.0 with CUDA 10.0; 'I have installed Cuda 10.1 and the training has worked on GPU.'",
        platform="linux",
    ),
    CorpusLog(
        name="spleeter-train-in-spleeter-cpu-conda-env",
        source=_GH + "deezer/spleeter/issues/89",
        text=r"""I want train using **GPU**. I do `conda activate spleeter-cpu` and `spleeter train -p configs/jazz_config.json -d ./configs/train`.
Am I doing it right?""",
        expected_cause="tensorflow-cpu-only-build",
        note="Prose only, weak. Maintainer (Faylixe): the spleeter-cpu environment uses the CPU, use the spleeter-gpu environment; the poster did not dispute (only had the CPU env). Platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="imageai-colab-tf-gpu-1131-native-runtime-failed",
        source=_GH + "OlafenwaMoses/ImageAI/issues/414",
        text=r"""Hi, I'm having issues getting the Custom Detection Model up and running on Google Colab and was hoping for some help.

I initially tried with tensorflow-gpu 1.15.0 but I got the '_TfDeviceCaptureOp' object has no attribute '_set_device_from_string' error. 

I then tried downgrading to 1.13.1 like the guide says, but now I'm greeted with the error: Failed to load the native TensorFlow runtime.

Any ideas on what I should do or what I'm doing wrong? I have made sure that I've selected GPU as the hardware accelerator.

Thanks!""",
        expected_cause="cuda-libraries-missing",
        consequences=frozenset({"tensorflow-import-failed"}),
        note="Prose plus one error line. A commenter: tensorflow-gpu 1.13.1 works with CUDA 10.0 while Colab had a newer CUDA; the poster: 'I think I solved it', purged the Colab NVIDIA packages and installed CUDA 10.0.130.",
        platform="linux",
    ),
    CorpusLog(
        name="bilm-tf-one-gpu-idle-cuda-visible-devices-vs-n-gpus",
        source=_GH + "allenai/bilm-tf/issues/140",
        text=r"""When training on new corpus, I used three gpus. While training, the video memories of the cards were all occupied, but one of the video card has usage of 0% all the time. How to solve the problem?""",
        expected_cause=None,
        note="Prose only. Commenter asked about n_gpus in train_elmo.py; the poster: 'You are right. I set CUDA_VISIBLE_DEVICES and forget to reset the n_gpu.' An application setting (replica count) out of step with the visible GPUs: no catalogue cause.",
        platform="linux",
    ),
    CorpusLog(
        name="nextcloud-recognize-gpu-mode-enabled-still-cpu-prose",
        source=_GH + "nextcloud/recognize/issues/67",
        text=r"""Hello @marcelklehr ,

I have enabled GPU support at the admin GUI but when I start a manual process via `occ recognize:classify` I can see that a process is being started and using 100 % a CPU core.
The GPU is not being used.

I have installed all the specified Nvidia applications/libraries""",
        expected_cause="tensorflow-cpu-only-build",
        note="Prose only, weak. Maintainer (2021): GPU use was not implemented yet ('I have to develop that blindly'), 'For the moment no NVIDIA drivers and libraries are needed' -- the app shipped the CPU build of tfjs-node; GPU mode came later (PR #529).",
        platform="linux",
    ),
    CorpusLog(
        name="calamari-predict-cudnn-lstm-backend-on-cpu-tensorflow-not-gpu",
        source=_GH + "Calamari-OCR/calamari/issues/98",
        text=r"""Hi, thanks for the reply now I am able to run. But when I did nvidia-smi there is no usage of GPU. And also when I run its showing **Using CUDNN compatible LSTM backend on CPU**. Is there anything else i need to do to run i GPU""",
        expected_cause="tensorflow-cpu-only-build",
        note="Prose plus one app log line, weak. Maintainer (ChWick): 'Did you install `tensorflow_gpu`? If not, run: pip uninstall tensorflow / pip install tensorflow_gpu'; the poster did not dispute (no further reply from him).",
        platform="linux",
    ),
    CorpusLog(
        name="ocr4all-docker-gpus-all-but-image-has-no-cuda-libraries",
        source=_GH + "OCR4all/docker_image/issues/16",
        text=r"""I successfully used the docker image on a server and can preprocess and perform the recognition without any issues. For the training step, however, it seems like no GPU is used even when activated in the settings. Did I miss anything in the instructions or is it just not possible to use the GPU for training yet?

I found https://github.com/NVIDIA/nvidia-docker and successfully used this to loop through the GPUs to the existing docker image via the `--gpus all` command and checking it by running `nvidia-smi` inside the container. But the pre-packaged TensorFlow does not report any GPUs when running `tf.config.experimental.list_physical_devices('GPU')` in a Python shell since the CUDA libraries seem to be missing.""",
        expected_cause="cuda-libraries-missing",
        consequences=frozenset({"no-gpu-visible"}),
        note="Prose only. Maintainer (maxnth): 'none of our currently available Docker images for OCR4all offer GPU support', a GPU image was planned for v0.5 -- the image lacked the CUDA libraries, as the poster suspected.",
        platform="linux",
    ),
    CorpusLog(
        name="ocrd-calamari-maximum-cuda-workflow-without-gpus-flag",
        source=_GH + "OCR-D/ocrd_calamari/issues/46",
        text=r"""I am using `ocrd-calamari-recognize` in my workflow using the [ocrd/all:maximum-cuda][] Docker image. I have NVIDIA driver 455.23.05, CUDA 11.1, and two Tesla T4 GPUs. I can successfully run the following command:

``` sh
$ docker run --rm --gpus all ocrd/all:maximum-cuda nvidia-smi
```

However, when I run my workflow, I can see in nvidia-smi that my GPUs are not used by `ocrd-calamari-recognize`. Do you have any idea why that could be?

[ocrd/all:maximum-cuda]: https://hub.docker.com/layers/ocrd/all/maximum-cuda/images/sha256-64f8ed0b9aad56038c42f06facd947dd2c71535794fd3db644ac3c879d0ba654?context=explore""",
        expected_cause="container-without-gpus",
        note="Prose only. The poster: 'I did not pass `--gpus all` when running my workflow. I am closing the issue.' He reopened it for a crash after adding the flag; a maintainer then found the image's CUDA 11 toolkit also unfit for tensorflow-gpu 1.15 (base image moved to CUDA 10.0 in OCR-D/core PR #629). That later part is not quoted here.",
        platform="linux",
    ),
    CorpusLog(
        name="eynollah-gtx950m-gpu-idle-cpu-bound-steps",
        source=_GH + "qurator-spk/eynollah/issues/123",
        text=r"""Hi, how can i enable GPU mode in eynollah? i have installed all tools needed for cuda, running nvidia-smi works fine, but i dont see a better performance of eynollah... my card is a gtx 950m with 480 cuda cores, i have monitored its performance but its usage doesnt increase from 0%

The versions of the tools are: ubuntu 22.04, Python 3.9.13, tensorflow 2.12, cuda toolkit 11.8, cuDNN 8.6, and the drivers of my graphic card are version 520 and also supports cuda 12
- The nvidia-smi works fine""",
        expected_cause="gpu-underutilized-input-bound",
        note="Prose only, weak. Maintainer (cneud, 2024): 'Your GPU/CUDA/cuDNN setup seems valid'; several processing steps are CPU-only and 'the GPU needs to wait for these', so nvidia-smi shows use only briefly; a notebook GPU gains little. Not disputed (no reply).",
        platform="linux",
    ),
    CorpusLog(
        name="nmt-keras-docker-keras-backend-still-theano",
        source=_GH + "lvapeab/nmt-keras/issues/68",
        text=r"""Hello!
I am trying to run NMT-Keras in an nvidia-docker container but it uses Theano backend no matter what I set in USE_TF_OPTIMIZER parameter in the config file. I haven't changed anything yet, just wanna see it running.
I installed CUDA 9.0 with CudNN on the host and tensorflow-gpu in the container. If I run
```
from tensorflow.python.client import device_lib
print(device_lib.list_local_devices())
```
i cac see the GPUs.
Can you help me what to change for tensorflow gpu usage?
Thanks!""",
        expected_cause=None,
        note="Prose only. Maintainer (lvapeab): set the Keras backend to tensorflow in $HOME/.keras/keras.json; the poster: 'Thenak you very much, it's so obvious I forgot it'. Keras was running on the Theano backend: no catalogue cause.",
        platform="linux",
    ),
    CorpusLog(
        name="kur-keras-backend-sets-cuda-visible-devices-100",
        source=_GH + "deepgram/kur/issues/65",
        text=r"""When calling kur with tensorflow backend, the keras_backend.py script will override the CUDA_VISIBLE_DEVICES environment variable if theano cannot use the GPU, even though tensorflow is correctly configured to use the GPU. 

```
        if not self.devices:
                replace_theano_flag('device', 'cpu')
                env['CUDA_VISIBLE_DEVICES'] = '100'
                logger.info('Requesting CPU')
```

CUDA_VISIBLE_DEVICES shouldn't be overwritten in this fashion. There should be a check for which backend is used beforehand and only override if the selected backend can't access the GPU.""",
        expected_cause="cuda-visible-devices-hides-gpus",
        note="Prose plus the app's code. The poster traced it in Kur's keras_backend.py (CUDA_VISIBLE_DEVICES set to '100', no such GPU); maintainer (ajsyp): 'Yep, this is true' and explained why it was done.",
        platform="linux",
    ),
    CorpusLog(
        name="retinaface-gpu-not-called-tensorflow-gpu-not-installed-first",
        source=_GH + "serengil/retinaface/issues/11",
        text=r"""Hi!
I wrote the following statement in the Python code for the use of GPU

os.environ["CUDA_VISIBLE_DEVICES"]="0" 
resp = RetinaFace.detect_faces(image)

I can ensure that the environment running GPU is normal, but the program still can't call GPU.""",
        expected_cause="tensorflow-cpu-only-build",
        note="Prose only, weak. Maintainer (serengil): 'you should install tensorflow-gpu before installing retina-face' (the package pulls in the CPU tensorflow otherwise); closed, not disputed.",
        platform="linux",
    ),
    CorpusLog(
        name="ludwig-gpu-memory-limit-ignored-without-gpus-flag",
        source=_GH + "ludwig-ai/ludwig/issues/828",
        text=r"""I'm trying to use the new gpu_memory_limit parameter introduced by TF2 as opposed as the gpu_fraction one.
One thing I noticed is that it only works if `--gpus` is also specified, as per
https://github.com/uber/ludwig/blob/b31ce876f6cd364471f7154740485656ab4ea6c9/ludwig/utils/tf_utils.py#L87-L107
Once you both specify `--gpus 0 --gpu_memory_limit 4000` (for example), allocated GPU memory is correctly set to 4GB. Without the `--gpus 0` bit, all available memory is allocated as if no `--gpu_memory_limit 4000` was specified.

One more thing is that Hyperopt still references the "old" `--gpu_fraction`
https://github.com/uber/ludwig/blob/b31ce876f6cd364471f7154740485656ab4ea6c9/ludwig/hyperopt_cli.py#L473-L479""",
        expected_cause="memory-growth-disabled",
        note="Prose only. Ludwig (TF 2 era) skipped its memory setting unless --gpus was given, so TensorFlow kept its default of reserving all GPU memory; maintainers fixed it in PR #829 and the poster confirmed: 'Works fine'. The root is an app bug; the finding describes the resulting behaviour.",
        platform="linux",
    ),
    CorpusLog(
        name="cvat-tf-annotation-cuda-component-tensorflow-gpu-overridden",
        source=_GH + "cvat-ai/cvat/issues/1124",
        text=r"""How to reproduce:
build `docker-compose -f docker-compose.yml -f components/tf_annotation/docker-compose.tf_annotation.yml -f components/cuda/docker-compose.cuda.yml up -d --build` and run tf_annotation. Inference will be runned on CPU.

Seems the `tensorflow_gpu` package is overridden by `tensorflow` from datumaro requirements.""",
        expected_cause="tensorflow-cpu-only-build",
        note="Prose only. Maintainer's own report: the plain (CPU) tensorflow pulled in by Datumaro's requirements replaced tensorflow_gpu in the CUDA image. Fixed by PR #1129 (TF made optional for Datumaro); a user also confirmed GPU runs after commenting out that requirement line.",
        platform="linux",
    ),
)
