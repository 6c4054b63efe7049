# ruff: noqa: E501, W291, W293 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-third set of real threads: llama.cpp, its bindings and front-ends on the CUDA stack (2023-2026).

GitHub issues on ggml-org/llama.cpp, abetlen/llama-cpp-python, LostRuins/koboldcpp, the
prebuilt-wheel repository dougeeai/llama-cpp-python-wheels, the ik_llama.cpp docker recipes of
noonghunna/club-3090 and CrispStrobe/CrispASR (a ggml CUDA build), where the GPU failed for a
reason in the CUDA stack: a wheel linked against a cuBLAS the machine does not have, CUDA
runtime libraries not found by a prebuilt wheel (pip's nvidia-* wheels, a conda environment),
a Tesla K80 dropped from a build's GPU list, an RTX 50xx (compute capability 12.0) run by a
build that stops at sm_89, NVIDIA drivers older than the CUDA runtime of a build or a container
image (forward compatibility refused on GeForce cards), an nvcc too old for the GPU
(compute_89), and two causes the catalogue has no ID for: WSL's limit on pinned host memory
making llama.cpp's pinned allocation fail, and Docker's seccomp profile refusing a call CUDA
makes. Broken: 11. Working runs: 0 (none met whose poster asked about alarming lines).

Left out: threads whose stored copy shows no confirmation (listed apart), threads the corpus
already holds, ollama threads, and Jetson, media-server and audio-separation threads.

At first look (the doctor of commit 9315641) the cause was named in 8 of 11 broken logs, 8 first
(the two forward-compatibility logs also drew driver-library-mismatch after driver-too-old); the
three misses are the driver older than the toolkit behind 'no CUDA devices found' and the two
causes without a catalogue ID. No working runs.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="llama-cpp-python-wheels-cuda121-wheel-links-cublas64-13-not-found",
        source=_GH + "dougeeai/llama-cpp-python-wheels/issues/3",
        text=r"""Python 3.12 Cuda 12.1 sm86 win wheel is built against cuda 13

`llama_cpp_python-0.3.16+cuda12.1.sm86.ampere-cp312-cp312-win_amd64.whl` wheel is built against cuda 13
module fails to load .dll `ggml-cuda.dll`, and according to ntldd (from MSYS2), it searches for `cublas64_13.dll`
```bash
$ ntldd ggml-cuda.dll
        ggml-base.dll (0x000001e615c90000)
        cublas64_13.dll => not found
        KERNEL32.dll => C:\Windows\SYSTEM32\KERNEL32.dll (0x000001e615e10000)
        MSVCP140.dll => C:\Windows\SYSTEM32\MSVCP140.dll (0x000001e615e10000)
        VCRUNTIME140.dll => C:\Windows\SYSTEM32\VCRUNTIME140.dll (0x000001e6138b0000)
        VCRUNTIME140_1.dll => C:\Windows\SYSTEM32\VCRUNTIME140_1.dll (0x000001e6138b0000)
```""",
        expected_cause="cuda-libraries-missing",
        note="2025. The wheel named for CUDA 12.1 needed cublas64_13.dll, which the machine (CUDA 12) lacks. Maintainer dougeeai: 'Thanks @Ha6d3r, you were right. The \"cuda12.1\" wheel was built in an environment where CUDA 13 was active, so it ended up linking cublas64_13.dll despite the filename claiming 12.1.' and published a replacement 'that correctly links cublas64_12.dll'.",
        platform="windows",
    ),
    CorpusLog(
        name="llama-cpp-python-prebuilt-wheel-libcublas-so-12-not-found-pip-nvidia-wheels",
        source=_GH + "abetlen/llama-cpp-python/issues/1460",
        text=r"""Support PyPI-installed `nvidia-cuda-runtime-cu12` and `nvidia-cublas-cu12`

**Is your feature request related to a problem? Please describe.**
PyTorch is able to install its CUDA dependencies via the above wheels during pip-install. Adding these wheels to the dependencies of the prebuilt CUDA llama-cpp-python wheels would be convenient. Requires a slight change to import logic.

...

`RuntimeError: Failed to load shared library '/workspaces/app/.venv/lib/python3.11/site-packages/llama_cpp/libllama.so': libcublas.so.12: cannot open shared object file: No such file or directory`.""",
        expected_cause="cuda-libraries-missing",
        note="2024. The CUDA libraries were only in pip's nvidia-cublas-cu12 / nvidia-cuda-runtime-cu12 wheels, which the prebuilt llama-cpp-python wheel does not search. The poster (Interpause) loaded libcublas.so.12 and libcudart.so.12 from those wheels with ctypes before importing and wrote: 'This resolved the prior so issues like `RuntimeError: Failed to load shared library ... libcublas.so.12: cannot open shared object file`'. The workaround code is left out of the text.",
        platform="linux",
    ),
    CorpusLog(
        name="llama-cpp-python-cu124-wheel-libcudart-so-12-missing-in-conda-env-wsl2",
        source=_GH + "abetlen/llama-cpp-python/issues/1822",
        text=r"""Prebuilt CUDA wheels not working

There are multiple issues with the CUDA wheels:

1. The cu125 repository returns 404:
   
   ```bash
   $ curl -I https://abetlen.github.io/llama-cpp-python/whl/cu125/
   HTTP/2 404
   ```

2. While cu124 exists, pip fails to find wheels using --extra-index-url:
   
   ```bash
   pip install llama-cpp-python --extra-index-url https://abetlen.github.io/llama-cpp-python/whl/cu124
   ```

3. Even direct wheel installation fails due to missing CUDA dependencies:
   
   ```bash
   pip install https://github.com/abetlen/llama-cpp-python/releases/download/v0.2.90-cu124/llama_cpp_python-0.2.90-cp312-cp312-linux_x86_64.whl
   ```
   
   Results in:
   
   ```
   RuntimeError: Failed to load shared library '.../libllama.so': libcudart.so.12: cannot open shared object file: No such file or directory
   ```

This setup was working a few weeks ago without requiring manual CUDA installation. 

Environment:

- Python 3.12
- pip 24.2
- WSL2 Ubuntu""",
        expected_cause="cuda-libraries-missing",
        note="2024. The poster (mjwweb) found the cause himself: 'I figured out the issue is related to my conda environment. The prebuild CUDA wheels work on my system level (Ubuntu) but not in my Conda environment.', with a workaround that installs libgomp1 and sets LD_LIBRARY_PATH to the system libraries. The CUDA runtime the wheel needs was not on the library path inside the conda environment. The 404 and index parts of the post are about the wheel index, not the GPU.",
        platform="linux",
    ),
    CorpusLog(
        name="koboldcpp-tesla-k80-no-kernel-image-build-dropped-kepler",
        source=_GH + "LostRuins/koboldcpp/issues/1409",
        text=r"""Using on K80 Tesla Windows - Cuda No Kernal Image

Nvidia & its drivers are correctly installed 11.4 I am getting an output also for nvidia-smi, also while running in settings I can see k8o is recognized in koboldcpp

but, I'm getting this error as I run the app .exe

ggml_cuda_compute_forward: ADD failed
CUDA error: no kernel image is available for execution on the device
  current device: 0, in function ggml_cuda_compute_forward at d:\a\koboldcpp\koboldcpp\ggml\src\ggml-cuda\ggml-cuda.cu:2325
  err
d:\a\koboldcpp\koboldcpp\ggml\src\ggml-cuda\ggml-cuda.cu:75: CUDA error""",
        expected_cause="compute-capability-too-old",
        note="2025. Maintainer LostRuins: 'I had **just recently dropped K80** support as I could no longer obtain K80 GPUs anywhere on the cloud to test it' and prepared a test binary with it added back; the poster: '@LostRuins Wonderful I tried ...' (the rest of the reply is past the stored excerpt). The release's CUDA build no longer carried kernels for the K80 (compute capability 3.7).",
        platform="windows",
    ),
    CorpusLog(
        name="crispasr-rtx-5060-no-kernel-image-windows-build-capped-at-sm89",
        source=_GH + "CrispStrobe/CrispASR/issues/30",
        text=r"""RTX50xy support seems not to work (cuda 12)

**Problem**
I did start CrispASR via SubtitleEdit.

Got the following error:
ggml_cuda_init: found 1 CUDA devices (Total VRAM: 8150 MiB):
Device 0: NVIDIA GeForce RTX 5060, **compute capability 12.0**, VMM: yes, VRAM: 8150 MiB
qwen3_asr: loaded E:\Transcribing\SubtitleEdit-Windows-x64_v5.0.0-beta18\Whisper\CrispASR\models\qwen3-asr-1.7b-q8_0.gguf  (audio 24 layers, llm 28 layers, vocab 151936)
crispasr: audio: 54015536 samples (3376.0 s) @ 16000 Hz, 4 threads
crispasr: processing 113 slice(s)
ggml_cuda_compute_forward: IM2COL failed
CUDA error: no kernel image is available for execution on the device
current device: 0, in function ggml_cuda_compute_forward at D:\a\CrispASR\CrispASR\ggml\src\ggml-cuda\ggml-cuda.cu:2824
err
D:\a\CrispASR\CrispASR\ggml\src\ggml-cuda\ggml-cuda.cu:98: CUDA error""",
        expected_cause="compute-capability-unsupported",
        note="2026. Maintainer CrispStrobe: 'Fixed in 896c32b. The Windows CUDA build was capped at sm_75/86/89 (RTX 20/30/40-series) and didn't include sm_120 SASS for Blackwell.', bumping the release build's CUDA toolkit from 12.4 to 12.8 and adding 120-real;120-virtual. The post's 'Suggested solution from AI' paragraph is left out of the text.",
        platform="windows",
    ),
    CorpusLog(
        name="llama-cpp-make-cublas-no-cuda-devices-found-driver-older-than-toolkit",
        source=_GH + "ggml-org/llama.cpp/issues/6184",
        text=r"""ggml_init_cublas: no CUDA devices found, CUDA will be disabled

System:

```
> uname -m && cat /etc/*release
x86_64
DISTRIB_ID=Pop
DISTRIB_RELEASE=22.04
DISTRIB_CODENAME=jammy
DISTRIB_DESCRIPTION="Pop!_OS 22.04 LTS"
NAME="Pop!_OS"
VERSION="22.04 LTS"
ID=pop
ID_LIKE="ubuntu debian"
PRETTY_NAME="Pop!_OS 22.04 LTS"
VERSION_ID="22.04"
HOME_URL="https://pop.system76.com"
SUPPORT_URL="https://support.system76.com"
BUG_REPORT_URL="https://github.com/pop-os/pop/issues"
PRIVACY_POLICY_URL="https://system76.com/privacy"
VERSION_CODENAME=jammy
UBUNTU_CODENAME=jammy
LOGO=distributor-logo-pop-os
```

I compiled `llama.cpp` with [`cuBLAS` support](https://github.com/ggerganov/llama.cpp?tab=readme-ov-file#cublas):

```
 make clean && make LLAMA_CUBLAS=1
```

I then run `llama.cpp` with:

```
./main -m ./models/Llama-2-7B-GGUF/llama-2-7b.Q8_0.gguf -p "test"
```

I see the following:

```
ggml_init_cublas: no CUDA devices found, CUDA will be disabled
```

I haven't seen any other issues with this error, so not sure what to do next.

I have a NVIDIA GeForce RTX 3090 Ti. `nvidia-smi` works correctly and `nvcc` is available. GPU support works for other invocations of models (e.g., via Jupyter or Pytorch invocations).

Full logs:

```
Log start
main: build = 2406 (48358b2e)
main: built with cc (Ubuntu 11.4.0-1ubuntu1~22.04) 11.4.0 for x86_64-linux-gnu
main: seed  = 1710958493
...
```

Also tried with `CMake` but same issue.""",
        expected_cause="driver-too-old",
        note="2024. Maintainer slaren: 'Note that each CUDA toolkit version requires a minimum driver version. Even if CUDA works with other applications, they may have been built with an older version of the toolkit.'; the poster: '@slaren you were right - once everything was on the same version (both driver and base on `12.4`) `llama.cpp` builds with GPU support.' The driver and toolkit versions are not in the post.",
        platform="linux",
    ),
    CorpusLog(
        name="club-3090-ik-llama-cu13-image-forward-compatibility-on-rtx-3090",
        source=_GH + "noonghunna/club-3090/issues/222",
        text=r"""[bug] Single RTX 3090 not able to start using ik_llama

### What happened?

I am unable to run using ik_llama for all supplied docker compose files.
Error message : ggml_cuda_init: failed to initialize CUDA: forward compatibility was attempted on non supported HW

### Steps to reproduce

```bash
docker compose -f iq4ks-mtp-vision.yml up -d && docker compose -f iq4ks-mtp-vision.yml logs -f
[+] Running 2/2
 ✔ Network single_default                Created                                                                                                                              0.0s
 ✔ Container ik-llama-qwen36-27b-vision  Started                                                                                                                              0.9s
ik-llama-qwen36-27b-vision  | INFO [                    main] build info | tid="139777747496960" timestamp=1779677036 build=4535 commit="3f45ba93"
ik-llama-qwen36-27b-vision  | INFO [                    main] system info | tid="139777747496960" timestamp=1779677036 n_threads=16 n_threads_batch=-1 total_threads=32 system_info="AVX = 1 | AVX_VNNI = 0 | AVX2 = 1 | AVX512 = 0 | AVX512_VBMI = 0 | AVX512_VNNI = 0 | AVX512_BF16 = 0 | FMA = 1 | NEON = 0 | SVE = 0 | ARM_FMA = 0 | F16C = 1 | FP16_VA = 0 | WASM_SIMD = 0 | BLAS = 1 | SSE3 = 1 | SSSE3 = 1 | VSX = 0 | MATMUL_INT8 = 0 | "
...
ggml_cuda_init: failed to initialize CUDA: forward compatibility was attempted on non supported HW
CPU: using device CPU
```""",
        expected_cause="driver-too-old",
        note="2026. Maintainer noonghunna: 'This is a **CUDA forward-compatibility failure** ... Your driver `580.159.03` provides **CUDA 13.0** (top of your `nvidia-smi`). The `ik-llama-cpp:cu13-server` image ships a **newer CUDA 13.x toolkit** ... Forward-compat is **only supported on datacenter GPUs** ... not consumer GeForce', and suggested the CUDA-12 image 'which your 580 driver runs natively'. The 'CPU: using device CPU' line is quoted from the poster's report in the maintainer's answer; the poster's nvidia-smi is not in the stored excerpt.",
        platform="linux",
    ),
    CorpusLog(
        name="club-3090-ik-llama-cu132-image-on-driver-580-cuda-130-error-804",
        source=_GH + "noonghunna/club-3090/issues/633",
        text=r"""## Summary

The digest-pinned ik-llama image (`ghcr.io/ikawrakow/ik-llama-cpp@sha256:5f914f1c…`, build 4574 / commit `e6f8112f`, CUDA 13.2 runtime — the compose header notes "cu13 = matches our CUDA 13.2 host driver") does not run on a driver **580.159.03** rig, whose driver-supported CUDA ceiling is **13.0**. The README's stated requirement ("NVIDIA driver 580.x+") is satisfied, yet every `ik-llama/iq4ks-mtp` boot fails:

```
ggml_cuda_init: failed to initialize CUDA: forward compatibility was attempted on non supported HW
CPU: using device CPU
...
(loads 866 tensors on CPU, prints the layer table, then segfaults — exit 139, restart loop)
```""",
        expected_cause="driver-too-old",
        note="2026. The poster (DelspoN) confirmed it with the same build compiled for CUDA 12: 'What does work — resolution data point: `cu12-server-4574` is the **same build (4574 / e6f8112f) as the pinned digest**, compiled against CUDA 12.6, which is backward-compatible with the 13.0 driver'. The post's title and its explanation of the cause ('CUDA runtime 13.2 > host driver 13.0 forces the CUDA forward-compatibility path, which GeForce hardware doesn't support (error 804)') are left out of the text.",
        platform="linux",
    ),
    CorpusLog(
        name="llama-cpp-make-cublas-rtx-4090-nvcc-unsupported-compute-89",
        source=_GH + "ggml-org/llama.cpp/issues/1420",
        text=r"""CUBLAS compilation issue on 4090 with `make` : `"Unsupported gpu architecture 'compute_89'" ` Works with `cmake` or without `-arch=native`

But why does it work fine when I use cmake, or remove `-arch=native` ?""",
        expected_cause="custom-op-build-mismatch",
        note="2023. Building llama.cpp's CUDA code with an nvcc too old for the RTX 4090 (compute capability 8.9). The text is the title and the poster's follow-up question; the opening post is not in the stored excerpt. Maintainer slaren: 'It seems that your nvcc doesn't support `compute_89`, which is the compute capability of your 4090. Updating your CUDA toolkit should fix this.'; the poster (TheBloke): 'OK thank you very much for the detailed explanation. That makes sense now.' Without -arch=native the build targets an older architecture that the driver JIT-compiles for the 4090.",
        platform="linux",
    ),
    CorpusLog(
        name="llama-cpp-wsl-cuda-error-2-out-of-memory-pinned-host-memory-limit",
        source=_GH + "ggml-org/llama.cpp/issues/1230",
        text=r"""WSL: CUDA error 2 at ggml-cuda.cu:359: out of memory

Trying to load model that worked before update

```
(textgen) root@host:/mnt/e/LLaMA/Ubuntu/llama-cpp-python/vendor/llama.cpp# ./main -m /mnt/wsl/ggml-vic13b-q5_0.bin -b 512 -t 12 --no-mmap
main: seed = 1682770733
llama.cpp: loading model from /mnt/wsl/ggml-vic13b-q5_0.bin
llama_model_load_internal: format     = ggjt v1 (latest)
llama_model_load_internal: n_vocab    = 32000
llama_model_load_internal: n_ctx      = 512
llama_model_load_internal: n_embd     = 5120
llama_model_load_internal: n_mult     = 256
llama_model_load_internal: n_head     = 40
llama_model_load_internal: n_layer    = 40
llama_model_load_internal: n_rot      = 128
llama_model_load_internal: ftype      = 8 (mostly Q5_0)
llama_model_load_internal: n_ff       = 13824
llama_model_load_internal: n_parts    = 1
llama_model_load_internal: model size = 13B
llama_model_load_internal: ggml ctx size = 8740093.73 KB
llama_model_load_internal: mem required  = 10583.25 MB (+ 1608.00 MB per state)
CUDA error 2 at ggml-cuda.cu:359: out of memory
```

I haven't updated my libllama.so for llama-cpp-python yet, so it uses previous version, and works with this very model just fine. Smth happened.

RTX 3050 8GB

UPD 2:
Issue persists on WSL. I did full clean and yet it doesn't work after being built with current version.""",
        expected_cause=None,
        note="2023. Cause: WSL2 limits pinned (page-locked) host memory, and that llama.cpp build allocated its host buffers as pinned memory without a fallback, so the allocation failed with CUDA 'out of memory' although the GPU had room. Confirmed by maintainer slaren's PR ggml-org/llama.cpp#1233 'cuBLAS: fall back to pageable memory if pinned alloc fails' ('Fixes #1230'), which the poster (Priestru) tested: 'Yes you are a wizard', the run then going on past 'WARNING: failed to allocate 1024.00 MB of pinned memory: out of memory'. The nearest catalogue ID, pinned-host-memory-warning, is about a run that goes on; here the refusal was fatal.",
        platform="linux",
    ),
    CorpusLog(
        name="llama-cpp-python-docker-cuda-error-304-seccomp-blocks-cuda-call",
        source=_GH + "abetlen/llama-cpp-python/issues/645",
        text=r"""cuda error 304 when using Docker cuda-simple

# Steps to reproduce:
```
git clone https://github.com/abetlen/llama-cpp-python
cd llama-cpp-python/docker/cuda-simple
docker build -t llama-cpp-python .
docker run --gpus=all -ti -p 8080:8080 \
  -v $PWD/model.bin:/content/saved-model/model.bin --cap-add SYS_RESOURCE -e USE_MLOCK=0 -e MODEL=/content/saved-model/model.bin llama-cpp-python bash

python3 -m llama_cpp.server
CUDA error 304 at /tmp/pip-install-jyfgheyj/llama-cpp-python_1b0933bab9d24ed297e7d077c7ec53f5/vendor/llama.cpp/ggml-cuda.cu:5065: OS call failed or operation not supported on this OS
```

# Expected Behavior

Launch a web server on port 8080

# Current Behavior

Throws following error:
```
CUDA error 304 at /tmp/pip-install-jyfgheyj/llama-cpp-python_1b0933bab9d24ed297e7d077c7ec53f5/vendor/llama.cpp/ggml-cuda.cu:5065: OS call failed or operation not supported on this OS
```""",
        expected_cause=None,
        note="2023. Cause: Docker's default seccomp profile refused a system call the CUDA runtime makes in the container (CUDA error 304, 'OS call failed or operation not supported'). The poster edited the post: 'Update: this is resolved by adding `--security-opt seccomp=unconfined` to the `docker run` command' (that line is left out of the text). The container had the GPUs (--gpus=all); no catalogue ID covers a seccomp refusal.",
        platform="linux",
    ),
)
