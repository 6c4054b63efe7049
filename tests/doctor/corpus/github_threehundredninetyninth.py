# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-ninety-ninth set of real threads: face-swap and ONNX Runtime applications on the CUDA stack (2023-2026), from GitHub issues (issues corpus) on iperov/DeepFaceLive, C0untFloyd/roop-unleashed, Gourieff/sd-webui-reactor, Nick088Official/FaceFusion-Online-Ports, microsoft/onnxruntime, deepbeepmeep/Wan2GP, CVHub520/X-AnyLabeling and danielgatis/rembg.

None of the threads runs TensorFlow; all of them run onnxruntime-gpu's CUDA execution provider
(face detection and swapping through insightface, face restoration, background removal, a
labelling tool), whose CUDA and cuDNN libraries are found and loaded the way TensorFlow's are.

Broken kinds held (9): an onnxruntime-gpu build for another CUDA major release than the one
installed or a CUDA/cuDNN library it needs not found (seven threads: a CUDA 12 wheel on a CUDA 11.7
machine, a CUDA 11.8 wheel beside CUDA 12.1 twice, cuBLAS 11 missing on a Colab A100, cuBLAS 12 missing
beside CUDA 13, cuBLAS 12 DLLs not found in a conda environment, cuDNN 9 missing on Ubuntu 24), an
NVIDIA driver older than the CUDA runtime (DeepFaceLive's NVIDIA build), and a laptop with an
Intel GPU only running the CUDA provider. Working runs: none met.

Left out: the many threads whose stored copy ends before any answer or whose fix came only from
another commenter (facefusion's threads are sent to Discord; most Deep-Live-Cam and ReActor
"CUDA_PATH is set but CUDA wasn't able to be loaded" threads), threads whose cause was the
framework's own package (the CPU-only onnxruntime installed beside onnxruntime-gpu, the fix
"pip install onnxruntime-gpu==1.15.1"), an FP16 fault on an old GPU (no catalogue cause), and
threads whose GPU-too-old answer came from a bystander only (C0untFloyd/roop-unleashed#506, an
MX130). Prose-only records: one of nine.

At first look (the doctor of commit cd26af4) the cause was named in 6 of 9 broken logs, 6 first;
there is no working run. Missed: the Intel-GPU laptop (error 35 read as a driver older than the
CUDA runtime, with nothing in the log to say that no NVIDIA GPU is there) and the two ReActor posts
whose stored logs stop before the onnxruntime lines (nothing named).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="deepfacelive-nvidia-build-face-detector-cuda-failure-35-driver-insufficient",
        source=_GH + "iperov/DeepFaceLive/issues/155",
        text=r"""use nvidia build is error when i choose my nvidia card in face detector

RuntimeError: D:\a\_work\1\s\onnxruntime\core\providers\cuda\cuda_execution_provider_info.cc:102 onnxruntime::CUDAExecutionProviderInfo::FromProviderOptions [ONNXRuntimeError] : 1 : FAIL : provider_options_utils.h:153 onnxruntime::ProviderOptionsParser::Parse Failed to parse provider option "device_id": CUDA failure 35: CUDA driver version is insufficient for CUDA runtime version ; GPU=2 ; hostname=host ; expr=cudaGetDeviceCount(&num_devices);""",
        expected_cause="driver-too-old",
        note="2023. DeepFaceLive's Windows NVIDIA build (onnxruntime-gpu). The maintainer, iperov, answered: 'upd video drivers'; the poster did not dispute it (the issue stayed open with no further word). The first line is the issue's title.",
        platform="windows",
    ),
    CorpusLog(
        name="roop-unleashed-intel-gpu-laptop-cuda-provider-failure-35",
        source=_GH + "C0untFloyd/roop-unleashed/issues/457",
        text=r"""D:\a\_work\1\s\onnxruntime\core\providers\cuda\cuda_call.cc:121 onnxruntime::CudaCall D:\a\_work\1\s\onnxruntime\core\providers\cuda\cuda_call.cc:114 onnxruntime::CudaCall CUDA failure 35: CUDA driver version is insufficient for CUDA runtime version ; GPU=1167449144 ; hostname=host ; file=D:\a\_work\1\s\onnxruntime\core\providers\cuda\cuda_execution_provider.cc ; line=236 ; expr=cudaSetDevice(info_.device_id);

**To Reproduce**
i open web interface, add photo, add another target image then start and have this error

**Details**
What OS are you using?
- [ ] Linux
- [ ] Linux in WSL
- [+] Windows 
- [ ] Mac

Are you using a GPU?
- [ ] No. CPU FTW
- [ ] NVIDIA
- [ ] AMD
- [+] Intel
- [ ] Mac

**Which version of roop unleashed are you using?**
3.5.1""",
        expected_cause="no-nvidia-driver",
        note="2024. The laptop has an Intel GPU and no NVIDIA one, yet the CUDA provider was selected. lysxelapsed (a regular answerer on the repository): 'Cuda provider is for Nvidia cards. You need to install and select openvino provider for intel cards. See Wiki -> Installation.'; the maintainer, C0untFloyd, closed the issue pointing at the installation instructions. The poster did not dispute it. No NVIDIA driver is reachable, so the CUDA runtime reports error 35.",
        platform="windows",
    ),
    CorpusLog(
        name="sd-webui-reactor-cuda-fails-first-run-ort-gpu-cuda118-beside-cuda121",
        source=_GH + "Gourieff/sd-webui-reactor/issues/418",
        text=r"""CUDA Fails on every launch until I switch to CPU and back

As mentioned in the title. When I first open A1111, reactor no longer works on the first try, occasionally throwing errors into the console. After switching to CPU, generating one image I can then switch back to CUDA and all is fine till the next restart.

Surely there must be a fix that someone smarter than me can figure out.

### Steps to reproduce the problem

1. launch webui
2. enable reactor in img2img and generate.
3. face doesnt change
4. switch to cpu in reactor settings
5. generate
6. works fine
7. switch to cuda in reactor settings
8. works fine till next restart

### Relevant console log

```Shell
100%|████████████████████████████████████████████████████████████████████████████████████| 1/1 [00:01<00:00,  1.20s/it]
18:43:11 - ReActor - STATUS - Working: source face index [0], target face index [0]              | 0/1 [00:00<?, ?it/s]
...""",
        expected_cause="cuda-libraries-missing",
        note="2024. The maintainer, Gourieff: 'This is the answer, you have CUDA 12.1 but it seems that you have ORT-GPU for CUDA 11.8. You should uninstall onnxruntime-gpu you have - and let ReActor install the right version' (the CUDA 12 build); the poster did not dispute it and asked for simpler steps; labelled 'dependencies conflict' and closed. The stored copy of the console log stops after its first lines (the versions Gourieff read are not in it), so the text is mostly prose.",
        platform="windows",
    ),
    CorpusLog(
        name="sd-webui-reactor-error-126-ort-gpu-cuda118-with-torch-cu121-rtx3090",
        source=_GH + "Gourieff/sd-webui-reactor/issues/310",
        text=r"""FAIL : LoadLibrary failed with error 126

### What happened?

just getting error in terminal , see log

no issues with aaa111 initialization
14:39:11 - ReActor - STATUS - Running v0.6.0-a4

### Steps to reproduce the problem

it was no issue with auto111 V1.6

install Automatic1111 version: [v1.7.0-285-g15ec54dd](https://github.com/AUTOMATIC1111/stable-diffusion-webui/commit/15ec54dd969d6dc3fea7790ca5cce5badcfda426)  •  python: 3.10.6  •  torch: 2.1.2+cu121

### Sysinfo

app: stable-diffusion-webui.git
updated: 2024-01-04
hash: 15ec54dd
url: https://github.com/AUTOMATIC1111/stable-diffusion-webui.git/tree/dev

arch: AMD64
cpu: AMD64 Family 23 Model 113 Stepping 0, AuthenticAMD
system: Windows
release: Windows-10-10.0.22631-SP0
python: 3.10.6

2.1.2+cu121 autocast  half

device: NVIDIA GeForce RTX 3090 (1) (sm_90) (8, 6)
cuda: 12.1
cudnn: 8801
driver: 546.33

xformers: 
diffusers: 0.16.1
transformers: 4.30.2

### Relevant console log

```Shell
14:42:15 - ReActor - STATUS - Working: source face index [0], target face index [0]████| 20/20 [00:05<00:00,  3.36it/s]
14:42:15 - ReActor - STATUS - Analyzing Source Image...
...""",
        expected_cause="cuda-libraries-missing",
        note="2024. The maintainer, Gourieff: 'You have CUDA 12.1, but ORT-GPU works with 11.8 ... There's no guarantee to work with 12.1. You need to downgrade it to 11.8 alongside with Torch and Torchvision' (or install the CUDA 12 build); labelled 'dependencies conflict' and closed, the poster did not dispute it. The onnxruntime-gpu build wanted CUDA 11 DLLs that the CUDA 12.1 setup lacks (LoadLibrary error 126, a dependent DLL not found). The stored copy of the console log stops after its first lines; the first line is the issue's title.",
        platform="windows",
    ),
    CorpusLog(
        name="onnxruntime-gpu-1-19-cuda12-build-on-cuda-11-7-error-126",
        source=_GH + "microsoft/onnxruntime/issues/21769",
        text=r"""【CUDA does not work】onnxruntime-gpu==1.19.0

I used onnxruntime-gpu==1.18.1 before, it can load onnx and work in CUDA（11.7）.

Today, after upgrading to onnxruntime-gpu==1.19.0, it prompts that CUDA does not work

```
2024-08-16 15:41:33.7983729 [E:onnxruntime:Default, provider_bridge_ort.cc:1992 onnxruntime::TryGetProviderInfo_CUDA] D:\a\_work\1\s\onnxruntime\core\session\provider_bridge_ort.cc:1637 onnxruntime::ProviderLibrary::Get [ONNXRuntimeError] : 1 : FAIL : LoadLibrary failed with error 126 "" when trying to load "C:\Users\alice\anaconda3\envs\pytorch\lib\site-packages\onnxruntime\capi\onnxruntime_providers_cuda.dll"

2024-08-16 15:41:33.8037106 [W:onnxruntime:Default, onnxruntime_pybind_state.cc:965 onnxruntime::python::CreateExecutionProviderInstance] Failed to create CUDAExecutionProvider. Require cuDNN 9.* and CUDA 12.*, and the latest MSVC runtime. Please install all dependencies as mentioned in the GPU requirements page (https://onnxruntime.ai/docs/execution-providers/CUDA-ExecutionProvider.html#requirements), make sure they're in the PATH, and that your GPU is supported.
```

Use the following code to check, it is available.

```
providers = onnxruntime.get_available_providers()
print(providers)
# ['TensorrtExecutionProvider', 'CUDAExecutionProvider', 'CPUExecutionProvider']
```""",
        expected_cause="cuda-libraries-missing",
        note="2024. onnxruntime-gpu 1.19.0's default wheel is built for CUDA 12 and cuDNN 9; the machine had CUDA 11.7 (1.18.1, a CUDA 11.8 build, had worked). The ONNX Runtime maintainer tianleiwu answered the poster in the related microsoft/onnxruntime#21965: '@juntaosun, you can install python package for cuda 11.8 version'; the issue was closed. The stored copy of #21769 itself holds no answer, hence the cross-thread confirmation.",
        platform="windows",
    ),
    CorpusLog(
        name="facefusion-colab-port-a100-libcublaslt-so-11-missing",
        source=_GH + "Nick088Official/FaceFusion-Online-Ports/issues/10",
        text=r"""onnxruntime/cublas error

After install (on an A100 colab instance), the RunUI step shows the following error:

`[E:onnxruntime:Default, provider_bridge_ort.cc:1548 TryGetProviderInfo_CUDA] /onnxruntime_src/onnxruntime/core/session/provider_bridge_ort.cc:1209 onnxruntime::Provider& onnxruntime::ProviderLibrary::Get() [ONNXRuntimeError] : 1 : FAIL : Failed to load library libonnxruntime_providers_cuda.so with error: libcublasLt.so.11: cannot open shared object file: No such file or directory`""",
        expected_cause="cuda-libraries-missing",
        note="2024. A FaceFusion notebook on Google Colab; the onnxruntime-gpu build needed CUDA 11's cuBLAS, which the runtime lacked. The poster, nicholas-miles, the same day: 'Fixed by running `!apt-get update` before re running `!apt-get install nvidia-cuda-toolkit`' (the notebook's CUDA toolkit install had not taken, so the CUDA 11 libraries were missing).",
        platform="linux",
    ),
    CorpusLog(
        name="wan2gp-onnxruntime-cuda-provider-cublaslt64-12-missing-beside-cuda-13",
        source=_GH + "deepbeepmeep/Wan2GP/issues/1513",
        text=r""""cublasLt64_12.dll" which is missing. (Error 126: "The specified module could not be found.")

I updated my conda env for wan2gp using the exact steps in the installation guide, but now i get this error when running ltx2

2026-02-10 00:58:04.5745265 [E:onnxruntime:Default, provider_bridge_ort.cc:2195 onnxruntime::TryGetProviderInfo_CUDA] D:\a\_work\1\s\onnxruntime\core\session\provider_bridge_ort.cc:1778 onnxruntime::ProviderLibrary::Get [ONNXRuntimeError] : 1 : FAIL : Error loading "C:\Users\alice\.conda\envs\wan2gp\Lib\site-packages\onnxruntime\capi\onnxruntime_providers_cuda.dll" which depends on "cublasLt64_12.dll" which is missing. (Error 126: "The specified module could not be found.")

it wants cuda 12 but i have cuda 13 as i should as indicated in the guide.

what should i do?  Should I install cuda 12 or will that conflict?
i have my old conda wan2gp folder backed up.  should i just move the cublasLt64_12.dll into the correct folder, or do i need to install cuda 12 and do that as well?""",
        expected_cause="cuda-libraries-missing",
        note="2026. The onnxruntime-gpu wheel in the environment was built for CUDA 12 while only CUDA 13 was installed. The poster's edit to the post: 'i fixed it by installing cuda 12.8 and it just recognizes it without having to put the 12 version dlls into the folder.' (the edit is left out of the text). The first line is the issue's title.",
        platform="windows",
    ),
    CorpusLog(
        name="x-anylabeling-conda-onnxruntime-gpu-cublaslt64-12-dll-not-found-prose",
        source=_GH + "CVHub520/X-AnyLabeling/issues/1014",
        text=r"""解决在conda环境下缺少cublaslt64_12.dll的问题

问题主要：
我们已经在conda环境中安装好了onnx-gpu对应的cuda和cudnn，但是还是还报错cublaslt64_12.dll问题，尝试onnx-gpu也能找到cuda，已经排除版本兼容问题。""",
        expected_cause="cuda-libraries-missing",
        note="2025. In Chinese, prose only: onnxruntime-gpu in a conda environment kept reporting cublasLt64_12.dll missing although CUDA and cuDNN were installed there. The poster's own fix, in the same post: install PyTorch cu124 and add `import torch` as the first line of app.py, so that its bundled CUDA 12 DLLs are loaded first ('就可以使用gpu的onnx了 不会报错了', then the GPU onnxruntime works without the error); the maintainer CVHub520 thanked him. Only the problem statement is kept as text. Windows from the DLL name.",
        platform="windows",
    ),
    CorpusLog(
        name="rembg-ubuntu-24-libcudnn-so-9-missing-falls-back-to-cpu",
        source=_GH + "danielgatis/rembg/issues/798",
        text=r"""error: libcudnn.so.9: cannot open shared object file: No such file or directory

hi, i just tried your great tool on ubuntu 24, when i run software i get this error:
```
./rembg p /home/alice/images /home/alice/
Downloading data from 'https://github.com/danielgatis/rembg/releases/download/v0.0.0/u2net.onnx' to file '/home/alice/.u2net/u2net.onnx'.
100%|███████████████████████████████████████| 176M/176M [00:00<00:00, 1.43TB/s]
2025-10-30 11:03:17.233410897 [E:onnxruntime:Default, provider_bridge_ort.cc:2251 TryGetProviderInfo_CUDA] /onnxruntime_src/onnxruntime/core/session/provider_bridge_ort.cc:1844 onnxruntime::Provider& onnxruntime::ProviderLibrary::Get() [ONNXRuntimeError] : 1 : FAIL : Failed to load library libonnxruntime_providers_cuda.so with error: libcudnn.so.9: cannot open shared object file: No such file or directory

100%|██████████████████████████████████████████████████████| 1/1 [00:00<00:00,  1.84it/s]
```

but background for image was removed! i installed onnxruntime-gpu  wihtout errors, i don't know why this error appear, if you need additional logs for debug problem, let me know, best regards.""",
        expected_cause="cuda-libraries-missing",
        note="2025. cuDNN 9, which the onnxruntime-gpu build needs, was not installed; the run went on on the CPU. The poster the same day: 'problem was solved by installing additional components:' followed by the steps to add NVIDIA's CUDA repository key (cuda-keyring) and install from it (the stored copy cuts the command list there). The first line is the issue's title.",
        platform="linux",
    ),
)
