# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-seventh set of real threads: audio separation and music tools on the CUDA stack (2022-2026), from GitHub issues of Anjok07/ultimatevocalremovergui (Ultimate Vocal Remover), nomadkaraoke/python-audio-separator, JeffreyCA/spleeter-web (its Demucs worker), msieg/deep-music-visualizer, facebookresearch/audiocraft and NeptuneHub/AudioMuse-AI.

The frameworks are PyTorch and ONNX Runtime, not TensorFlow, but every cause lies in the part of
the stack TensorFlow loads the same way: a GPU newer than the kernels the bundled PyTorch carries
(RTX 3070/3090 with CUDA 10 builds, RTX 50xx with builds before CUDA 12.8), a GPU older than the
bundled PyTorch supports (GTX 780 Ti), a driver older than the CUDA the application was built with
(an MX150 laptop, a Hugging Face Space whose driver speaks CUDA 11.4, a Debian 550 driver under a
CUDA 12.8+ container) and ONNX Runtime's CUDA provider that cannot find the cuDNN 9 it was built
with on Google Colab. Broken: 10 (three of them prose only). Working runs: none met inside the topic.

Left out: Ultimate Vocal Remover threads on RTX 50xx GPUs confirmed only by other users or by a
commenter's link to a patched build (Anjok07/ultimatevocalremovergui#1752, #1805, #2045, #2288; #1752 also
to keep prose-only records to a third); CarlGao4/Demucs-Gui#115 (RTX 50xx, confirmed by the poster
after a new runtime, but the stored copy of the thread shows only the start of his log); threads where
ONNX Runtime's CPU-only package, or both ONNX Runtime packages side by side, kept the GPU idle
(Anjok07/ultimatevocalremovergui#534, #500): a framework's own CPU build, outside the catalogue; and
many threads whose resolution is not in the stored copy (python-audio-separator#31, #70, #224,
demucs#116, Ultimate Vocal Remover #1251 and others).

At first look (the doctor of commit 9315641) the cause was named in 7 of 10 broken logs, 6 first;
no working run to flag. Missed: the three prose-only posts. One hit came second, after
windows-native-no-gpu (the RTX 5070 Ti laptop on Windows, where the application runs PyTorch).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="uvr-mx150-gpu-conversion-unselectable-old-driver",
        source=_GH + "Anjok07/ultimatevocalremovergui/issues/1105",
        text=r"""cant select Gpu conversion while my system apply Nvidia Geforce MX150 supporting cuda version""",
        expected_cause="driver-too-old",
        note="2024. Prose only (the whole post is one line). The poster WilsonDrew answered himself the same day: 'Problem solved, the cuda version of my Graphy card was too old, I just upgraded it and everything was fine' (the CUDA version a driver supports; the upgrade was the driver's). The platform is not stated (Ultimate Vocal Remover's installer is mostly used on Windows).",
        platform="windows",
    ),
    CorpusLog(
        name="uvr-rtx5070ti-laptop-gpu-conversion-hangs",
        source=_GH + "Anjok07/ultimatevocalremovergui/issues/1889",
        text=r"""GPU Acceleration Hangs on RTX 5070Ti (Driver 576.80, CUDA 12.9)

I have installed UVR5 on my Windows PC.  I like to let you know when I tried different Process Methods enabling the "GPU Conversion", all the processes got hung. 

Below are the specifications of my laptop.

Processor: Intel(R) Core(TM) Ultra 9 275HX   2.70 GHz
Installed RAM:   32.0 GB (31.4 GB usable)
...
System type:     64-bit operating system, x64-based processor
...
Graphic Chipset: GeForce RTX5070Ti Laptop GPU, 12GB GDDR7

Below is the log when I ran "nvidia-smi" in the Windows Command Prompt.

C:\Windows\System32>nvidia-smi
Tue Jun 24 00:44:13 2025
+-----------------------------------------------------------------------------------------+
| NVIDIA-SMI 576.80                 Driver Version: 576.80         CUDA Version: 12.9     |
|-----------------------------------------+------------------------+----------------------+
| GPU  Name                  Driver-Model | Bus-Id          Disp.A | Volatile Uncorr. ECC |
| Fan  Temp   Perf          Pwr:Usage/Cap |           Memory-Usage | GPU-Util  Compute M. |
|                                         |                        |               MIG M. |
|=========================================+======================
...""",
        expected_cause="compute-capability-unsupported",
        note="2025. The released Ultimate Vocal Remover bundles a PyTorch without kernels for the RTX 50 series (Blackwell, sm_120); commenters in this and sibling threads point to a patched build ('UVR_Patch_4_24_25_20_11_BETA_full_cuda_12.8', 'fixing CUDA for RTX 5000 Series GPUs', deton24). The poster pyeung99 later: 'After installing the latest graphics card driver and the UVR patch, the problem disappeared.' Device and product IDs of the laptop left out; the stored copy of the post ends inside the nvidia-smi table.",
        platform="windows",
    ),
    CorpusLog(
        name="uvr-rtx5070-htdemucs-stuck-at-5-percent",
        source=_GH + "Anjok07/ultimatevocalremovergui/issues/1900",
        text=r"""Stuck on Running Inference with htdemucs 6s on an RTX 5070, Can't Halt Process

I have upgraded my GPU finally from an Nvidia GTX 980Ti to an RTX 5070 and now UVR gets stuck on 'Running Inference' at 5% when using GPU acceleration with htdemucs 6s. This used to run fine on my GTX 980Ti. Now I cannot use UVR to split anything.

While it is running inference, task manager claims minimal CPU usage for the process and 0% GPU usage. I get no error messages about the running process, but if I try to halt the process it will then get stuck halting process forever.

The log in the window at that point is this:

```
File 1/1 "06. Air Towel.flac".

File 1/1 Loading model (htdemucs_6s)... Done!
File 1/1 Running inference...

Process stopped by user.

```
Despite that, at that point the button to start a new split is still saying "Halting process please wait...".
I then have to end process in task manager or UVR will not let me close it, because it wants me to wait for it to halt running processes first.

Specs:
CPU: AMD Ryzen 9 7900 12-Core Processor 3.70 GHz
RAM: 32.0 GB (31.1 GB usable)
Graphics Card: NVIDIA GeForce RTX 5070 (12 GB)
Graphics Driver Version: 576.88
OS: Windows 10 (22H2)""",
        expected_cause="compute-capability-unsupported",
        note="2025. No error is printed: the released build hangs on an RTX 50xx GPU. The poster woofmute edited his post: 'Did not see the beta release until now, trying it and we are getting past 5% on running inference but it seems quite slow in comparison to the older GPU' (the beta/patch built with CUDA 12.8 for the RTX 50 series); the edit is left out of the text.",
        platform="windows",
    ),
    CorpusLog(
        name="uvr-gtx780ti-gpu-conversion-cuda-core-not-found",
        source=_GH + "Anjok07/ultimatevocalremovergui/issues/281",
        text=r"""GPU conversion failed to start, CUDA core not found
CUDA version 11.4.4 installed
The graphics card version is GTX 780 Ti""",
        expected_cause="compute-capability-too-old",
        note="2022. Prose only. GTX 780 Ti: compute capability 3.5, below what the PyTorch bundled with the application supports. Maintainer Anjok07, answering the poster and two others with old cards: 'Unfortunately, GPU compatibility with Pytoch is out of my control. UVR requires the latest version of Pytorch in order to run many of the models in the application'; the poster fenginsc closed with 'It seems that the minimum requirement for graphics cards is GTX 1000 series graphics cards, and some GTX 900 series graphics cards can also run.' Platform not stated.",
        platform="windows",
    ),
    CorpusLog(
        name="audio-separator-rtx5090-docker-image-cu126",
        source=_GH + "nomadkaraoke/python-audio-separator/issues/219",
        text=r"""[Feature]: is audio separator compatible with the 5090?

### Description

I tried running it on 5090, but it didn't work.

I use the newest docker image, and retry it on 5090, it still didn't work.

I installed it  1.5 years ago, I recently replaced my gpu card.""",
        expected_cause="compute-capability-unsupported",
        note="2025. Prose only (the poster's output was in screenshots). Politrees: 'For the 50th series of video cards, CUDA version 12.8 is required, but you have 12.6'; the poster quanpy: 'thank you very much ， i use cu128 replace cu126，then it work!' (a PyTorch built with CUDA 12.8, the first with RTX 50xx kernels). Runs in the project's Docker image (linux).",
        platform="linux",
    ),
    CorpusLog(
        name="audio-separator-colab-ort-libcudnn-adv-so-9-missing",
        source=_GH + "nomadkaraoke/python-audio-separator/issues/142",
        text=r"""Resolving ONNX Runtime CUDA Provider Error in Google Colab

The following error messages appear in the Google Colab environment when processing audio with MDX-NET models:
```
[E:onnxruntime:Default, provider_bridge_ort.cc:1862 TryGetProviderInfo_CUDA] /onnxruntime_src/onnxruntime/core/session/provider_bridge_ort.cc:1539 onnxruntime::Provider& onnxruntime::ProviderLibrary::Get() [ONNXRuntimeError] : 1 : FAIL : Failed to load library libonnxruntime_providers_cuda.so with error: libcudnn_adv.so.9: cannot open shared object file: No such file or directory

[W:onnxruntime:Default, onnxruntime_pybind_state.cc:993 CreateExecutionProviderInstance] Failed to create CUDAExecutionProvider. Require cuDNN 9.* and CUDA 12.*. Please install all dependencies as mentioned in the GPU requirements page (https://onnxruntime.ai/docs/execution-providers/CUDA-ExecutionProvider.html#requirements), make sure they're in the PATH, and that your GPU is supported.
```

After this, the processing runs on a CPU, and the GPU is not utilized at all.""",
        expected_cause="cuda-libraries-missing",
        note="2024. The onnxruntime-gpu release installed was built for cuDNN 9, whose libraries Colab did not have. The poster Bebra777228 reported the fix in the same post (left out of the text): 'This issue can be resolved with the following command: python -m pip install ort-nightly-gpu --index-url=.../ort-cuda-12-nightly/pypi/simple/' and asked for it in the README; labelled documentation by the maintainer. cudnn-version-mismatch would also fit (a cuDNN 9 build where cuDNN 8 was installed); the log shows a library that cannot be found.",
        platform="linux",
    ),
    CorpusLog(
        name="spleeter-web-demucs-rtx3070-sm86-docker-torch",
        source=_GH + "JeffreyCA/spleeter-web/issues/141",
        text=r"""Demucs model - Error writing to file | Pytorch & RTX GPU

None of the other models had this issue.
Some of the logs that stood out to me the most were:
```
[2022-05-05 02:21:26,775: WARNING/Process-1:1] /usr/local/lib/python3.7/dist-packages/torch/cuda/__init__.py:104: UserWarning: 
NVIDIA GeForce RTX 3070 with CUDA capability sm_86 is not compatible with the current PyTorch installation.
The current PyTorch install supports CUDA capabilities sm_37 sm_50 sm_60 sm_70.
If you want to use the NVIDIA GeForce RTX 3070 GPU with PyTorch, please check the instructions at https://pytorch.org/get-started/locally/
```
```
[2022-05-05 02:21:27,490: WARNING/Process-1:1] RuntimeError: CUDA error: no kernel image is available for execution on the device

[2022-05-05 02:21:27,578: WARNING/ForkPoolWorker-1] media/separate/2ab370b2-ead0-4c37-b445-373be63ce69a/vocals.mp3 does not exist
[2022-05-05 02:21:27,578: WARNING/ForkPoolWorker-1] 

[2022-05-05 02:21:27,578: WARNING/ForkPoolWorker-1] Error writing to file
```""",
        expected_cause="compute-capability-unsupported",
        note="2022. The GPU Docker image installed a PyTorch built for CUDA 10 (no sm_86 kernels). Maintainer JeffreyCA: 'Looks like pytorch isn't compatible with your GPU', suggesting `pip3 install torch torchaudio --extra-index-url https://download.pytorch.org/whl/cu113` in gpu.Dockerfile; the poster Ma5onic then opened JeffreyCA/spleeter-web#142, 'Update gpu.Dockerfile to support RTX Graphics Card ... Fix to add support for RTX Graphics Cards', merged by the maintainer. The text is the log from Ma5onic's message in the thread (the stored copy shows it from its middle).",
        platform="linux",
    ),
    CorpusLog(
        name="deep-music-visualizer-rtx3090-no-kernel-image",
        source=_GH + "msieg/deep-music-visualizer/issues/28",
        text=r"""Cuda error with 3090

I can run the test just fine until it comes time for the rubber to hit the road.
Is anybody else experiencing this? and/or, how did you fix it?

```
Reading audio 


Generating input vectors 

100%|█████████████████████████████████████| 2586/2586 [00:01<00:00, 2400.27it/s]


Generating frames 

  0%|                                                    | 0/86 [00:00<?, ?it/s]
Traceback (most recent call last):
  File "/home/alice/deep-music-visualizer/visualize.py", line 378, in <module>
    output = model(noise_vector, class_vector, truncation)
  File "/home/alice/anaconda3/envs/ddvisualizer/lib/python3.9/site-packages/torch/nn/modules/module.py", line 1130, in _call_impl
    return forward_call(*input, **kwargs)
  File "/home/alice/anaconda3/envs/ddvisualizer/lib/python3.9/site-packages/pytorch_pretrained_biggan/model.py", line 293, in forward
    cond_vector = torch.cat((z, embed), dim=1)
RuntimeError: CUDA error: no kernel image is available for execution on the device
`
```""",
        expected_cause="compute-capability-unsupported",
        note="2022. The poster HandsomeDevilv112 closed it himself: 'Reinstalled the cuda toolkit in the environment did the trick. Closing. conda install pytorch==1.8.0 torchvision==0.9.0 torchaudio==0.8.0 cudatoolkit=11.1 -c pytorch -c conda-forge': a PyTorch built with CUDA 11.1, the first with kernels for the RTX 3090 (sm_86); the build he had before is not named in the thread.",
        platform="linux",
    ),
    CorpusLog(
        name="audiocraft-hf-space-a10g-driver-too-old-11040",
        source=_GH + "facebookresearch/audiocraft/issues/331",
        text=r"""Model Crashes on HuggingFace because of Outdated NVIDIA driver!

We are running a Space on HuggingFace (Currently offline: https://huggingface.co/spaces/TulipAIs/Soundscapes) which is based on Meta's Audiocraft. This model is currently running on the A10G large GPU. The space was working fine for a long time but recently we keep getting the following RuntimeError:

RuntimeError: The NVIDIA driver on your system is too old (found version 11040). Please update your GPU driver by downloading and installing a new version from the URL: http://www.nvidia.com/Download/index.aspx Alternatively, go to: https://pytorch.org/ to install a PyTorch version that has been compiled with your version of the CUDA driver.

Can you please assist us in fixing this issue?""",
        expected_cause="driver-too-old",
        note="2023. yoinked-h: 'you are probably on cuda 11.4 ? upgrade cuda to 12.1/11.8 and install pytorch anew'; the poster rezamora accepted it ('Thank you! It is on HuggingFace! I don't think we can install drivers or upgrade cuda on HF can we?!'), and the answer was 'you're gonna have to use dockerfile magic'. The driver speaks CUDA 11.4 and a newer PyTorch wanted more; no fix is reported (the thread is open).",
        platform="linux",
    ),
    CorpusLog(
        name="audiomuse-ai-gtx1080-driver-550-forward-compat",
        source=_GH + "NeptuneHub/AudioMuse-AI/issues/468",
        text=r"""[BUG] Analysis unable to use CUDA due to "forward compatibility was attempted on non supported HW"

**Describe the bug**
Audio analysis can't run using CUDA on my self-hosting server. It falls back to CPU, confirmed by seeing CPU spikes in btop.

**To Reproduce**
Steps to reproduce the behavior:
0. Setup AudioMuse-AI
1. Run "Start Analysis"

**Expected behavior**
Audio analysis uses CUDA to accelerate the task.

**Environment (please complete the following information):**
 - OS: Debian 13
 - Deployment: Docker Compose
 - AudioMuse-AI Version: latest-nvidia
 - Jellyfin/Navidrome Version: Jellyfin 10.11.8
 - Browser: Brave
 - CPU: Intel i7-6700K
 - RAM: 64GB DDR4
 - Disk: NVMe SSD
 - GPU: GTX 1080

**Additional context**
CUDA version shown in `nvidia-smi`: 12.4
I'm currently using nvidia drivers from Debian, which is version 550 and supports only CUDA 12.4. Could this be the cause? If so, is it possible for AudioMuse to reduce the required CUDA version?

[logs-clipped.txt](https://github.com/user-attachments/files/27232252/logs-clipped.txt)""",
        expected_cause="driver-too-old",
        note="2026. The image's CUDA is newer than the host's 550 driver; CUDA's forward-compatibility libraries run only on data-centre GPUs, hence error 804 on a GeForce. Maintainer NeptuneHub: 'No, I'm afraid. You gpu driver are not supported. I suggest you to pass to cpu image.' (closed as not supported); the poster NutchapolSal accepted it: 'Note for other Debian users out there: maybe consider switching to nvidia datacenter drivers'. The attached log is not in the stored copy; the error is in the title.",
        platform="linux",
    ),
)
