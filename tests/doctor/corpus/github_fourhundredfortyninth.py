# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-fortyninth set of real threads: image restoration, upscaling and video generation on NVIDIA GPUs (2021-2025), from GitHub issues on TencentARC/GFPGAN, xinntao/Real-ESRGAN, chaiNNer-org/chaiNNer, IceClear/StableSR, zai-org/CogVideo, deepbeepmeep/HunyuanVideoGP, FP-Studio/framepack-studio, modelscope/DiffSynth-Studio, Stability-AI/generative-models, thecooltechguy/ComfyUI-Stable-Video-Diffusion and Kosinkadink/ComfyUI-AnimateDiff-Evolved.

Broken kinds held: a CPU-only PyTorch under GFPGAN, Real-ESRGAN, FramePack Studio and
DiffSynth-Studio (4); chaiNNer on Windows not finding nvidia-smi because System32 was missing
from PATH, so it did not see the NVIDIA GPU (2, no catalogue ID); basicsr's CUDA operators
(fused_act) not built by the pip install, fixed by compiling them against the local CUDA
toolkit (1); an old PyTorch in chaiNNer whose NVRTC rejects an RTX 4070's architecture (1);
plain GPU out-of-memory (5: CogVideo, HunyuanVideoGP, Stable Video Diffusion twice, StableSR).
Working runs: ComfyUI-AnimateDiff-Evolved's 'xformers is enabled but it has a bug'
warning, which the maintainer called a leftover warning. All broken: 13; working runs: 1.

Left out: most FramePack and Wan2GP threads about RTX 50xx (sm_120) 'no kernel image' end in
the stored copy before any confirmation, or the confirmation is from someone other than the
poster (FramePack#31, #267, #339, #357, #539, #722, #757; Wan2GP#95, #376, #746, #759, #1500);
the same holds for most Real-ESRGAN and CodeFormer 'running on CPU' threads (Real-ESRGAN#586,
#670, #726; CodeFormer#23, #152, #167, #307, #315; CodeFormer#176's 'Thank You. I did: ...'
breaks off before saying whether it worked). Flash-attention and xFormers ABI threads were
either in other repositories or unconfirmed (Wan2.1#112, deforum-stable-diffusion#361, #377,
#383, SeedVR2_VideoUpscaler#376, kijai/ComfyUI-WanVideoWrapper#717), and Open-Sora#134 (apex
against a CUDA toolkit other than PyTorch's) was cut in the stored excerpt before its error
ended. Out-of-memory threads whose poster never confirmed the cure were skipped
(HunyuanVideo#62, Pyramid-Flow#128, Real-ESRGAN#314, #437, generative-models#240). Several
platforms are not stated in the threads; the note says when the platform was inferred.

At first look (the doctor of commit 055abb6) the cause was named in 3 of the 13 broken logs,
each first; the working run was not flagged. After the changes of the same day, 6 of 13, each
first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="gfpgan-rtx3080-realesrgan-slow-on-cpu-torch-without-cuda",
        source=_GH + "TencentARC/GFPGAN/issues/229",
        text=r"""Hi all,

First, its a very nice tool, you did a very good job here !

Sadly, i cant use my RTX3080 GPU to process the images, only the CPU is used, can someone help me with this ?

I can tell my GPU isn't used because of this error : 

UserWarning: The unoptimized RealESRGAN is slow on CPU. We do not use it. If you really want to use it, please modify the corresponding codes.

Can someone tell me how to set GFPGAN so it use my GPU ? 

Thanks a lot in advance

![image](https://user-images.githubusercontent.com/92190077/182247941-f3fa944d-66fc-49c6-830a-5e468a8421e9.png)""",
        expected_cause="framework-cpu-only-build",
        note="2022. elen07zz: 'You need to install nvidia cuda and then install torch with cuda: conda remove torchvision torchaudio pytorch / conda install pytorch torchvision torchaudio cudatoolkit=11.6 -c pytorch -c conda-forge'; the poster (DrBlou): 'Thanks a lot it works now !!' Issue closed. The PyTorch installed had no CUDA support. The OS is not stated (the rest is a screenshot); windows is a guess.",
        platform="windows",
    ),
    CorpusLog(
        name="real-esrgan-uses-cpu-fixed-by-torch-1-10-1-cu113",
        source=_GH + "xinntao/Real-ESRGAN/issues/323",
        text=r"""GPU acceleration

It is using my CPU and is therefore slow. How to utilize my GPU?""",
        expected_cause="framework-cpu-only-build",
        note="2022. The first line is the issue's title. The poster (egorpezdir) four days later: 'solved by running this command pip3 install torch==1.10.1+cu113 torchvision==0.11.2+cu113 torchaudio===0.10.1+cu113 -f https://download.pytorch.org/whl/cu113/torch_stable.html'; another user in 2024: 'thank you very much. It helped'. Issue closed. The PyTorch first installed (by Real-ESRGAN's requirements) was the CPU build. Platform inferred from the 'torchaudio===' form of PyTorch's Windows install command.",
        platform="windows",
    ),
    CorpusLog(
        name="diffsynth-studio-webui-torch-not-compiled-with-cuda-redeploy-cu121",
        source=_GH + "modelscope/DiffSynth-Studio/issues/114",
        text=r"""Usage (in WebUI) 遇到提示Torch not compiled with CUDA enabled的错误，我已经按照要求安装了cuda12.3，请问这是什么导致的呢

![image](https://github.com/user-attachments/assets/a812f888-859e-4b25-b3ad-7d009aae145b)

问题截图如下

![image](https://github.com/user-attachments/assets/2f781afe-6169-4151-a42f-e13e71e71ee0)""",
        expected_cause="framework-cpu-only-build",
        note="2024. In Chinese; the first line is the issue's title: 'Usage (in WebUI): I get the error Torch not compiled with CUDA enabled; I installed CUDA 12.3 as required, what causes this?', then 'screenshots of the problem below'. The poster (piaotq) the same day: '可以关闭了，我退回到cuda12.1 重新部署可以了' ('it can be closed: I went back to CUDA 12.1 and redeployed, now it works'); maintainer Artiprocher apologised and promised more testing on Windows. Issue closed. The PyTorch of the first deployment was a CPU-only build (what the error means); redeploying with a CUDA 12.1 PyTorch fixed it.",
        platform="windows",
    ),
    CorpusLog(
        name="framepack-studio-requirements-install-cpu-torch-not-compiled-with-cuda",
        source=_GH + "FP-Studio/framepack-studio/issues/272",
        text=r"""When following the installation instructions with pip install -r requirements.txt, the application fails to start with this error:

AssertionError: Torch not compiled with CUDA enabled""",
        expected_cause="framework-cpu-only-build",
        note="2025. The poster (IckeBins67) found the cause in the same post, under 'Root Cause': 'The requirements.txt file installs the CPU-only version of PyTorch instead of the CUDA-enabled version. When pip installs torch without explicit CUDA specification, it defaults to the CPU version.' Text cut before that finding (the post then quotes the traceback from E:\\myVENV\\...\\diffusers_helper\\memory.py, torch.cuda.current_device). The maintainers pointed to updated install docs, merged pull request #301 'Force CUDA torch version to be installed', and closed the issue.",
        platform="windows",
    ),
    CorpusLog(
        name="chainner-rtx2070-not-recognized-system32-missing-from-path",
        source=_GH + "chaiNNer-org/chaiNNer/issues/794",
        text=r"""**Information:**
- Chainner version: [e.g. 0.11.2]
- OS: [e.g. Windows 10]

**Description**
CHAINNER did not recognize my GPU + it only uses CPU
![image](https://user-images.githubusercontent.com/111653830/185758452-8dc7f563-6da7-4186-9ed3-6f04ed1c47e0.png)
![image](https://user-images.githubusercontent.com/111653830/185758531-b5492996-2a21-48d8-a992-239d4e7aa3a9.png)

**Logs**
[logs.zip](https://github.com/joeyballentine/chaiNNer/files/9387739/logs.zip)
thanks""",
        expected_cause=None,
        note="2022. The GPU is an RTX 2070 (the poster's answer to a maintainer), and nvidia-smi worked in a terminal. The poster (evaVSP): 'I got to work, I just added windows\\system32 to the path in user & system variables :)'; maintainer joeyballentine: 'Don't forget to reinstall pytorch if you installed it when it didn't recognize your GPU.' Issue closed. No catalogue ID: the cause was C:\\Windows\\System32 missing from PATH, so chaiNNer could not run nvidia-smi to detect the NVIDIA GPU (and would install or use CPU PyTorch). The template's version and OS fields were left as placeholders; the fix shows Windows.",
        platform="windows",
    ),
    CorpusLog(
        name="chainner-rtx3070ti-no-gpu-available-system32-missing-from-path",
        source=_GH + "chaiNNer-org/chaiNNer/issues/942",
        text=r"""Hello! Been absolutely **loving** using chaiNNer the past few days <3

But unfortunately I cannot get chainner to recognize my GPU. I installed chainner on my wife's PC, which has a 2070 super GPU, and her GPU is recognized and works with chainner and PyTorch.

Could anyone help me figure out why my GPU is being ignored?
Below is my "System information" from chaiNNer:

{
  "app": {
    "version": "0.12.4",
    "packaged": true,
    "path": "C:\\Users\\alice\\AppData\\Local\\chainner\\app-0.12.4\\resources\\app"
  },
  "process": {
    "cwd": "C:\\Users\\alice\\AppData\\Local\\chainner\\app-0.12.4",
    "argv": [
      "C:\\Users\\alice\\AppData\\Local\\chainner\\app-0.12.4\\chainner.exe"
    ]
  },
  "os": {
    "version": "Windows 10 Home",
    "release": "10.0.19044",
    "arch": "x64",
    "endianness": "LE"
  },
  "cpu": {
    "manufacturer": "",
    "brand": "",
    "vendor": "",
    "family": "",
    "model": "",
    "stepping": "",
    "revision": "",
    "voltage": "",
    "speed": null,
    "speedMin": null,
    "speedMax": null,
    "governor": "",
    "cores": 12,
    "physicalCores": 12,
    "processors": 1,
    "socket": "",
    "flags": "",
    "virtualization": false,
    "cache": {
      "l1d": 0,
      "l1i": 0,
      "l2": "",
      "l3": ""
    }
  },
  "gpus": [],""",
        expected_cause=None,
        note="2022. Title: 'No GPU available -- but I have a GTX 3070 TI with updated drivers'. The text is cut after the empty 'gpus' list (the stored post goes on with chaiNNer's settings). Maintainer joeyballentine: 'You could try just adding system32 to your path variable ... add the full C:/Windows/System32 path as a new entry there. Then restart your computer.'; the poster (jsenderatx): 'That did the trick! Woohoo thank you so much!' (a later question about GPU use followed). Issue closed. No catalogue ID: C:\\Windows\\System32, where the driver puts nvidia-smi, was missing from PATH, so chaiNNer did not detect the NVIDIA GPU.",
        platform="windows",
    ),
    CorpusLog(
        name="gfpgan-fused-act-ext-not-defined-basicsr-ops-not-compiled",
        source=_GH + "TencentARC/GFPGAN/issues/90",
        text=r"""NameError: name 'fused_act_ext' is not defined

参考使用了：
BASICSR_EXT=True BASICSR_JIT=True pip install basicsr

后，还是存在这个问题，还有什么办法解决吗""",
        expected_cause="custom-op-build-mismatch",
        note="2021. In Chinese; the first line is the issue's title: 'After trying BASICSR_EXT=True BASICSR_JIT=True pip install basicsr the problem is still there; is there any other way?' The poster (alexliyang) the next day: '使用本地编译安装正常了' ('installing with a local compile works now'): CUDA_HOME=/usr/local/cuda CUDNN_INCLUDE_DIR=/usr/local/cuda CUDNN_LIB_DIR=/usr/local/cuda BASICSR_EXT=True python setup.py develop. Issue closed. basicsr's compiled CUDA operator (fused_act) was missing from the pip install; building it against the local CUDA toolkit fixed it.",
        platform="linux",
    ),
    CorpusLog(
        name="chainner-codeformer-rtx4070-nvrtc-invalid-gpu-architecture-old-pytorch",
        source=_GH + "chaiNNer-org/chaiNNer/issues/2028",
        text=r"""**Information:**

- Chainner version: 0.19.0
- OS: Windows 11, RTX 4070 

**Description**
Attempting to use CodeFormer as a face restoration method seems to do nothing. GFPGAN executes as expected

**Logs**
Logs are attached, I believe the relevant point is: 

`[2023-07-31 23:34:51.031] [info]  Backend: [3516] [ERROR] 	Failed inference for Face Upscale: nvrtc: error: invalid value for --gpu-architecture (-arch)`

[logs.zip](https://github.com/chaiNNer-org/chaiNNer/files/12231021/logs.zip)""",
        expected_cause="compute-capability-unsupported",
        note="2023. Maintainer joeyballentine: 'This is a bug certain people get using an old version of pytorch. We will be upgrading the version we recommend using soon (it's pretty old) but in the meantime if you want to avoid this, you can switch to using system python and install a later version of pytorch manually.' Issue closed. The old PyTorch's NVRTC does not know the RTX 4070's Ada architecture (sm_89), so the runtime-compiled kernel fails.",
        platform="windows",
    ),
    CorpusLog(
        name="cogvideo-rtx4090-24gb-out-of-memory-needs-25gb",
        source=_GH + "zai-org/CogVideo/issues/36",
        text=r"""torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 4.56 GiB (GPU 0; 23.68 GiB total capacity; 18.96 GiB already allocated; 2.84 GiB free; 18.97 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.

您好，在使用4090显卡尝试生成视频的时候出现了这个问题，请问有什么解决的方法吗？""",
        expected_cause="gpu-out-of-memory",
        note="2023. The poster's follow-up in Chinese: 'Hello, this happened when trying to generate a video with a 4090; is there a way to solve it?' Maintainer wenyihong: '生成视频需要25G左右的显存' ('generating a video needs about 25 GB of GPU memory'; a fixed Hugging Face demo was promised). Issue closed. The OS is not stated; linux is assumed (CogVideo's 2023 code ran on Linux).",
        platform="linux",
    ),
    CorpusLog(
        name="hunyuanvideogp-rtx4090-cuda-error-out-of-memory-profile-4",
        source=_GH + "deepbeepmeep/HunyuanVideoGP/issues/4",
        text=r"""32GB RAM and RTX 4090 -> RuntimeError: CUDA error: out of memory

as title, running profile 4. 
Normal ?""",
        expected_cause="gpu-out-of-memory",
        note="2024. The first line is the issue's title. The poster (phatpigeon) the same day: 'solved by choosing profile 5' (HunyuanVideoGP's lowest-VRAM memory profile). Issue closed. The OS is not stated; windows is a guess.",
        platform="windows",
    ),
    CorpusLog(
        name="stable-video-diffusion-rtx4090-oom-decoding-t-1",
        source=_GH + "Stability-AI/generative-models/issues/140",
        text=r"""It would be cool to write SVD VRAM requirement. 

I tried in on a 4090 and ended up with 

```torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 3.94 GiB. GPU 0 has a total capacty of 23.99 GiB of which 0 bytes is free. Of the allocated memory 17.76 GiB is allocated by PyTorch, and 1.34 GiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF
``` 

![image](https://github.com/Stability-AI/generative-models/assets/54249329/61b44d6b-ceca-42ac-a4a7-c2e40fa42e56)""",
        expected_cause="gpu-out-of-memory",
        note="2023. Title: 'SVD vram requirement'. The poster (maciekpoplawski) the same day: 'in the end i go 14 13 10 5 ... 2.... 1..... decoding_t: int = 1,  # Number of frames decoded at a time! This eats most VRAM. Reduce if necessary. ... And I GOT IT :D' (the video was generated; an mp4 codec question followed). The OS is not stated; the 23.99 GiB total of a 24 GB card is what Windows reports, so windows is inferred.",
        platform="windows",
    ),
    CorpusLog(
        name="comfyui-svd-a100-40gb-oom-on-vae-decode",
        source=_GH + "thecooltechguy/ComfyUI-Stable-Video-Diffusion/issues/3",
        text=r"""Thanks for creating this node so quickly!

I'm running on an A100 with 40gb VRAM, but seeing this:

<img width="745" alt="image" src="https://github.com/thecooltechguy/ComfyUI-Stable-Video-Diffusion/assets/117719106/e6193b98-2de6-4931-9bd1-c688678f493a">

This is with normal SVD. SVD_xt would OOM before even running inference.""",
        expected_cause="gpu-out-of-memory",
        note="2023. Title: 'Getting an OOM on decode'. The poster (Mindspherical) the same day: 'Fixed this by lowering the t_value of the decoder to 1.'; the maintainer: 'got it, thank you!' Issue closed. The error itself is in a screenshot. The OS is not stated; linux is assumed for an A100.",
        platform="linux",
    ),
    CorpusLog(
        name="stablesr-tile-script-oom-on-15gb-gpu-default-tile-1280",
        source=_GH + "IceClear/StableSR/issues/4",
        text=r"""execute this tile  command  :
	python scripts/sr_val_ddpm_text_T_vqganfin_oldcanvas_tile.py --config configs/stableSRNew/v2-finetune_text_T_512.yaml --ckpt CKPT_PATH --vqgan_ckpt VQGANCKPT_PATH --init-img INPUT_PATH --outdir OUT_DIR --skip_grid --ddpm_steps 200 --dec_w 0.5

still  CUDA out of memory.
my cuda memory size is  15G

Is there any way to solve this problem？""",
        expected_cause="gpu-out-of-memory",
        note="2023. Title: 'Tile strategy: CUDA out of memory.' Maintainer IceClear: 'we currently use a very large tile by default ... the tile size is 1280 (in pixel space), and the stride is 1000. If you would like to save GPU memory, you may need to reduce the tile size accordingly', and the next day: 'I further remove some unimportant operation in the test file to further reduce memory cost. Now, 16G should be enough for most cases with a slightly smaller tile, e.g., 1024'. Issue closed (labelled good first issue); the poster did not reply. The OS is not stated; linux is assumed.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working runs
    CorpusLog(
        name="comfyui-animatediff-evolved-xformers-bug-warning-harmless",
        source=_GH + "Kosinkadink/ComfyUI-AnimateDiff-Evolved/issues/390",
        text=r"""[AnimateDiff] - WARNING - xformers is enabled but it has a bug that can cause issue while using with AnimateDiff.
![image](https://github.com/Kosinkadink/ComfyUI-AnimateDiff-Evolved/assets/42430868/c23e6549-b25f-4a06-b5e3-2f756df235d6)""",
        harmless=True,
        note="2024. Maintainer Kosinkadink: 'It's just a warning that was present in older versions of AnimateDiff-Evolved to let the user know of potential issues with xformers, as the message says. If you update AnimateDiff-Evolved, it will no longer be present as it was not necessary to display that warning for several months now.' Issue closed. The OS is not stated; windows is a guess.",
        platform="windows",
    ),
)
