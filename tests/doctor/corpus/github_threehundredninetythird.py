# ruff: noqa: E501 - log lines are quoted verbatim (long lines)
"""A three-hundred-and-ninety-third set of real logs quoted in documentation: troubleshooting and FAQ pages of projects that run TensorFlow (or the same NVIDIA driver, CUDA and container stack), read as files (code corpus): the cellfinder user guide's troubleshooting page (brainglobe/cellfinder, doc_build/main/user_guide/troubleshooting.md) and its successor on the BrainGlobe site (brainglobe/brainglobe.github.io, cellfinder error-messages.md), the MediaPipe GPU support page (google-ai-edge/mediapipe, docs/getting_started/gpu_support.md), the DeepLabCut Docker page (DeepLabCut/DeepLabCut, docs/docker.md), the 'Common Errors' appendix of a TensorFlow Object Detection API tutorial for Windows 10 (EdjeElectronics/TensorFlow-Object-Detection-API-Tutorial-Train-Multiple-Objects-Windows-10, README.md), Jellyfin's NVIDIA hardware acceleration page (jellyfin/jellyfin.org), the MEGREZ GPU container platform's deployment FAQ (XShengTech/MEGREZ-docs) and the machine learning 'Common Issues' page of Iowa State's Pronto cluster (ResearchIT/pronto-user-docs). Pages of 2019-2025.

Broken kinds held: a CUDA runtime library TensorFlow was built for missing or not on the library
path (libcublas.so.9.0 on Linux; 'DLL load failed: The specified procedure could not be found'
with CUDA/cuDNN versions that do not fit the TensorFlow release on Windows), the Visual C++
runtime missing on Windows, Docker not knowing the 'nvidia' runtime until it is restarted, a
container that lost (or never got) its GPU device files ('Failed to initialize NVML: Unknown
Error' after a while; CUDA_ERROR_NO_DEVICE until /dev/nvidia* are passed), and a pip-installed
PyTorch not built for the cluster's newer GPUs. Broken: 8; working runs: 3 (MediaPipe's TensorFlow
build printing its GPU device while the GPU is used, and two lines the cellfinder page lists as
'Things that look like errors, but aren't'). All are files; for each, the page's own statement of
the cause is quoted in the note.

Left out: the cellfinder page's 'Failed to get convolution algorithm' entry (its cause is 'one of
two things, either your GPU memory is full, or an issue with your CUDA and cuDNN version', not told
apart), its 'Too many open files' and Python 3.5 f-string entries (not about the GPU stack),
MediaPipe's own 'DLL load failed: The specified module could not be found' entry (the same line
and cause as the BrainGlobe one kept here), and the Ollama troubleshooting page (it names NVIDIA
discovery error codes but quotes no line with a cause).

At first look (the doctor of commit a55b1b3) the cause was named in 3 of the 8 broken logs, all
first (the missing libcublas.so.9.0, Docker's unknown 'nvidia' runtime and the NVML 'Unknown Error'
after a while); the 3 working runs were not flagged. Missed: both Windows 'DLL load failed' lines
(nothing named), the two PyTorch messages of GPUs newer than the build (nothing named), and the
bare CUDA_ERROR_NO_DEVICE of the Jellyfin container (named cuda-visible-devices-hides-gpus and
container-without-gpus instead of the missing device files).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="cellfinder-docs-libcublas-so-9-cannot-open",
        source=_GH
        + "brainglobe/cellfinder/blob/ee5fe488ec8133594dd3a82a943909374622cd91/doc_build/main/user_guide/troubleshooting.md",
        text=r"""ImportError: libcublas.so.9.0: cannot open shared object file: No such file or directory
Failed to load the native TensorFlow runtime.
See https://www.tensorflow.org/install/errors
for some common reasons and solutions.  Include the entire stack trace
above this error message when asking for help.""",
        expected_cause="cuda-libraries-missing",
        note="About 2019-2020 (TensorFlow 1.x/2.0, CUDA 9/10). cellfinder (a TensorFlow cell detection tool) user guide, Troubleshooting, 'libcublas.so.9.0: cannot open shared object file': 'If you see an error like this, it is likely that you don't have CUDA installed, or it isn't added to your path (so tensorflow can't find it). If you have a CUDA 10 version of tensorflow-gpu installed, you may instead see: ImportError: libcublas.so.10.0 ...'; the fix: install the CUDA the build wants and add its lib64 to LD_LIBRARY_PATH.",
        platform="linux",
    ),
    CorpusLog(
        name="edjeelectronics-tfod-windows-dll-load-failed-procedure-not-found",
        source=_GH
        + "EdjeElectronics/TensorFlow-Object-Detection-API-Tutorial-Train-Multiple-Objects-Windows-10/blob/c1645825822622fc75919b6be253779d49678f55/README.md",
        text=r"""ImportError: DLL load failed: The specified procedure could not be found.""",
        expected_cause="cuda-libraries-missing",
        note="2019 (tensorflow-gpu 1.x on Windows 10). The tutorial README's 'Appendix: Common Errors', entry 6, 'ImportError: DLL load failed: The specified procedure could not be found. (or other DLL-related errors)': 'This error occurs because the CUDA and cuDNN versions you have installed are not compatible with the version of TensorFlow you are using. The easiest way to resolve this error is to use Anaconda's cudatoolkit package rather than manually installing CUDA and cuDNN' (conda install tensorflow-gpu in a new environment).",
        platform="windows",
    ),
    CorpusLog(
        name="brainglobe-docs-cellfinder-dll-load-failed-module-not-found",
        source=_GH
        + "brainglobe/brainglobe.github.io/blob/6da894f5be46e28cdba21c2bd6cf40f99a4fa611/docs/source/documentation/cellfinder/troubleshooting/error-messages.md",
        text=r"""ImportError: DLL load failed: The specified module could not be found.""",
        expected_cause="msvc-runtime-missing",
        note="2023-2024. BrainGlobe documentation, cellfinder 'Debugging common error messages': 'If this occurs on Windows, it is likely that you need to install \"Microsoft Visual C++ Redistributable for Visual Studio 2015, 2017 and 2019\", available from Microsoft's website'. MediaPipe's troubleshooting page states the same cause for the same line ('usually indicates that the local Windows system is missing Visual C++ redistributable packages and/or Visual C++ runtime DLLs').",
        platform="windows",
    ),
    CorpusLog(
        name="deeplabcut-docker-docs-unknown-runtime-specified-nvidia",
        source=_GH
        + "DeepLabCut/DeepLabCut/blob/2df0f46c8c8c56c8238b46b3d58384163bafb2f0/docs/docker.md",
        text=r"""docker: Error response from daemon: Unknown runtime specified nvidia.""",
        expected_cause="container-runtime-not-configured",
        note="2020-2026 (the line is on the page since 2020). DeepLabCut Docker page, Prerequisites: '*if you get the error `docker: Error response from daemon: Unknown runtime specified nvidia.` just simply restart docker: sudo systemctl daemon-reload; sudo systemctl restart docker' - the Docker daemon had not yet loaded the 'nvidia' runtime from its configuration. The page gives the fix, not the cause in words.",
        platform="linux",
    ),
    CorpusLog(
        name="megrez-docs-faq-nvml-unknown-error-after-running-a-while",
        source=_GH
        + "XShengTech/MEGREZ-docs/blob/8708a0750c794caa34d3afa2d8f077f1395dbac6/zh/deploy/faq.md",
        text=r"""实例运行一段时间后, 运行 `nvidia-smi` 报错 `Failed to initialize NVML: Unknown Error`""",
        expected_cause="container-lost-gpu-access",
        note="2025. MEGREZ (a GPU container platform) deployment FAQ (Chinese), the entry titled 'after an instance has run for a while, nvidia-smi reports Failed to initialize NVML: Unknown Error': related issue NVIDIA/nvidia-container-toolkit#48 (containers losing access to their GPUs when systemd reloads the cgroups), with its workaround on the node, 'sudo nvidia-ctk system create-dev-char-symlinks --create-all'; the page adds that versions before v0.1.0 may hit this and v0.1.0 tries a fix. The text is the FAQ entry's title (the symptom as met).",
        platform="linux",
    ),
    CorpusLog(
        name="jellyfin-docs-nvidia-docker-cuda-error-no-device",
        source=_GH
        + "jellyfin/jellyfin.org/blob/04dc6a60fd7045474ac40b1cac962947a4a9b4a9/docs/general/post-install/transcoding/hardware-acceleration/nvidia.md",
        text=r"""CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected""",
        expected_cause="container-lost-gpu-access",
        note="2023-2026. Jellyfin's NVIDIA hardware acceleration page, Docker section (container started with --runtime=nvidia --gpus all): 'If you encounter the upstream issue `CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected`, pass these extra devices to the Docker: /dev/nvidia-caps, /dev/nvidia0, /dev/nvidiactl, /dev/nvidia-modeset, /dev/nvidia-uvm, /dev/nvidia-uvm-tools' - the container lacked the GPU device files. Odd: the page gives the fix (the device files), not the cause in words.",
        platform="linux",
    ),
    CorpusLog(
        name="pronto-docs-no-kernel-image-is-available",
        source=_GH
        + "ResearchIT/pronto-user-docs/blob/a5d13a99292edffc2cf18834a71595427e10dad3/docs/machine_learning/common_issues.md",
        text=r"""CUDA Error: no kernel image is available""",
        expected_cause="compute-capability-unsupported",
        note="2022. Iowa State Pronto cluster, machine learning 'Common Issues': 'You might receive this error when using an old version of the container or if you installed pytorch in a virtual environment'; resolve by reinstalling PyTorch as the page directs or 're-running your job with a GPU type of lower compute capability, such as gtx_1080_ti'. The page on installing packages: a different PyTorch 'likely will not work with newer GPU cards unless you follow the instructions on the PyTorch website'. A PyTorch build without kernels for the newer GPUs.",
        platform="linux",
    ),
    CorpusLog(
        name="pronto-docs-a100-not-compatible-with-current-pytorch",
        source=_GH
        + "ResearchIT/pronto-user-docs/blob/a5d13a99292edffc2cf18834a71595427e10dad3/docs/machine_learning/common_issues.md",
        text=r"""NVIDIA A100 is not compatible with the current PyTorch""",
        expected_cause="compute-capability-unsupported",
        note="2022. Same page, entry 'NVIDIA A100 is not compatible with the current PyTorch' (the entry's heading): the same statement, 'when using an old version of the container or if you installed pytorch in a virtual environment', and the same fixes (a PyTorch built for the A100, or a GPU of lower compute capability).",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="mediapipe-docs-tensorflow-cuda-gpu-device-info",
        source=_GH
        + "google-ai-edge/mediapipe/blob/85c0cdc7d70653888903c88df45962b764296342/docs/getting_started/gpu_support.md",
        text=r"""I external/org_tensorflow/tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcuda.so.1
I external/org_tensorflow/tensorflow/core/common_runtime/gpu/gpu_device.cc:1544] Found device 0 with properties: pciBusID: 0000:00:04.0 name: Tesla T4 computeCapability: 7.5 coreClock: 1.59GHz coreCount: 40 deviceMemorySize: 14.75GiB deviceMemoryBandwidth: 298.08GiB/s
I external/org_tensorflow/tensorflow/core/common_runtime/gpu/gpu_device.cc:1686] Adding visible gpu devices: 0""",
        harmless=True,
        note="2020. MediaPipe GPU support page, 'TensorFlow CUDA Support and Setup on Linux Desktop' (MediaPipe built with --config=cuda against TensorFlow, CUDA 10.1, cuDNN 7.6): 'While the binary is running, it prints out the GPU device info:' these lines; the page then shows nvidia-smi's GPU utilisation rising to 83% and 100% during inference.",
        platform="linux",
    ),
    CorpusLog(
        name="cellfinder-docs-critical-tensorflow-cv2-not-found",
        source=_GH
        + "brainglobe/cellfinder/blob/ee5fe488ec8133594dd3a82a943909374622cd91/doc_build/main/user_guide/troubleshooting.md",
        text=r"""CRITICAL:tensorflow:Optional Python module cv2 not found, please install cv2 and retry if the application fails.""",
        harmless=True,
        note="About 2019-2020. cellfinder troubleshooting, 'Things that look like errors, but aren't', 'Can't find openCV': 'Tensorflow thinks this is critical, it's not.'",
        platform="linux",
    ),
    CorpusLog(
        name="cellfinder-docs-cpu-instructions-notice",
        source=_GH
        + "brainglobe/cellfinder/blob/ee5fe488ec8133594dd3a82a943909374622cd91/doc_build/main/user_guide/troubleshooting.md",
        text=r"""tensorflow/core/platform/cpu_feature_guard.cc:141] Your CPU supports instructions that this TensorFlow binary was not compiled to use: SSE4.1 SSE4.2 AVX AVX2 FMA""",
        harmless=True,
        note="About 2019-2020. cellfinder troubleshooting, 'Things that look like errors, but aren't', 'CPU instruction sets': 'Unless you built tensorflow from source, something like this will come up. It'll still work fine'.",
        platform="linux",
    ),
)
