# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-eighty-ninth set of real threads: LLM inference server threads (2023-2026) from GitHub issues, on servers and engines that run language models on NVIDIA GPUs (vllm-project/vllm, huggingface/text-generation-inference, huggingface/text-embeddings-inference, marella/ctransformers, li-plus/chatglm.cpp, ggml-org/ggml, canonical/inference-snaps, IEIT-Yuan/Yuan-2.0, zai-org/ChatGLM3), where the GPU was not used or failed for a reason in the CUDA stack.

Broken kinds held: an NVIDIA driver older than the CUDA the server, its wheel or its prebuilt
kernels were built with (PyTorch's "driver on your system is too old", ggml's "provided PTX was
compiled with an unsupported toolchain", llama.cpp's "device kernel image is invalid"), Docker asked
for GPUs it cannot give ("could not select device driver"), and a GPU older than the build (vLLM
before Volta, a ggml build without sm_50). Working runs: none met.

Left out: threads on vllm-project/vllm, ggml-org/llama.cpp, sgl-project/sglang and
text-generation-webui whose stored copy ends before any answer or fix (NCCL "unhandled
system error" under tensor parallelism, "Failed to infer device type" in containers, "No CUDA GPUs
are available", CUDA error 222 with a 515 driver, a GTX 1080 Ti on vLLM 0.9.1), a
text-embeddings-inference thread where `--gpus '"device=2"'` and `CUDA_VISIBLE_DEVICES=2` were set
together (no answer), and a GPUStack thread on a GTX 1080 Ti whose post gave only an attachment.
Two records are prose only (the posts carry no log line).

At first look (the doctor of commit cf7d57e) the cause was named in 8 of the 12 broken logs, all 8
first; no working run in the set.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="vllm-build-from-source-nvidia-driver-too-old-cuda-11-4",
        source=_GH + "vllm-project/vllm/issues/1772",
        text=r"""I tried to build vllm from the source code, but encountered the following error:
RuntimeError: The NVIDIA driver on your system is too old
![image](https://github.com/vllm-project/vllm/assets/16505966/c9c37a72-09e8-4715-80f0-c5b7d0a6b204)
![image](https://github.com/vllm-project/vllm/assets/16505966/a4dbcfdb-69e1-44c7-b9b0-0394ffd797b9)""",
        expected_cause="driver-too-old",
        note="2023. Maintainer WoosukKwon: 'as shown in the error message, your driver version is too old. The driver only covers up to CUDA 11.4. Please upgrade the NVIDIA driver.' Not disputed; closed. The rest of the log is in the two screenshots (not text).",
        platform="linux",
    ),
    CorpusLog(
        name="vllm-pascal-gpu-install-refused-below-compute-7-0",
        source=_GH + "vllm-project/vllm/issues/774",
        text=r"""Why isn't Pascal supported?

I tried to install and got a message saying nothing under CUDA Compute 7.0 can be used""",
        expected_cause="compute-capability-too-old",
        note="2023. Prose only (the title and the one-line post). Maintainer WoosukKwon: 'Unfortunately, vLLM currently does not support GPU architectures before Volta.' The GPU is a Pascal one (compute capability 6.x), older than anything the vLLM build of the time ran on.",
        platform="linux",
    ),
    CorpusLog(
        name="vllm-v100-cuda-11-4-driver-no-permission-to-upgrade",
        source=_GH + "vllm-project/vllm/issues/3812",
        text=r"""[Installation]: Tesla V100 cuda11.4, I have no permission to install a upper-version cuda driver, how can I install vllm? I have tried to build from source and use pip, both failed.

### Your current environment

Tesla V100, cuda11.4

### How you are installing vllm

```sh
pip install vllm
```""",
        expected_cause="driver-too-old",
        note="2024. Prose only (title and template answers; the duplicate #3811 by the same poster has no more). robertgshaw2-neuralmagic: 'I believe you need at least CUDA 11.8 to build vLLM'; maintainer youkaichao: 'You need a decently new cudatoolkit and driver to build vLLM from source, or have cuda 11.8/12.1 so that you can use our pre-built wheels.' The driver reaches CUDA 11.4 only, older than the CUDA of vLLM's wheels. Not disputed.",
        platform="linux",
    ),
    CorpusLog(
        name="tgi-docker-gpus-all-could-not-select-device-driver",
        source=_GH + "huggingface/text-generation-inference/issues/904",
        text=r"""I launch:
**model=meta-llama/Llama-2-7b-chat-hf**
**volume=$PWD/data** 

**docker run --gpus all --shm-size 1g -p 8080:80 -v $volume:/data ghcr.io/huggingface/text-generation-inference:1.0.1 --model-id $model**

**and I have this error**
**docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].
ERRO[0000] error waiting for container:**  
![error](https://github.com/huggingface/text-generation-inference/assets/30750249/196d7569-7346-44b5-8ed8-ac372cbe1327)

Nvidia Container Toolkit installed
**nvidia-ctk --version
NVIDIA Container Toolkit CLI version 1.13.5**

**nvidia-smi**
![nvidia-smi](https://github.com/huggingface/text-generation-inference/assets/30750249/85d05945-154e-410e-9c7c-0180fe03ad62)

### Expected behavior

No error""",
        expected_cause="container-toolkit-missing",
        note="2023. Maintainer Narsil: 'You need `nvidia-docker` : https://github.com/NVIDIA/nvidia-docker.' Not disputed; closed. Odd: the poster had nvidia-ctk 1.13.5 installed, so Docker most likely had not been set up (or restarted) to use it; either way Docker could not hand GPUs to the container.",
        platform="linux",
    ),
    CorpusLog(
        name="text-embeddings-inference-could-not-select-device-driver-gpu",
        source=_GH + "huggingface/text-embeddings-inference/issues/458",
        text=r"""while running this 
model=Alibaba-NLP/gte-large-en-v1.5
volume=$PWD/data 
sudo docker run --gpus all -p 5001:80 -v $volume:/data --pull always ghcr.io/huggingface/text-embeddings-inference:1.5 --model-id $model

I'm getting this error
docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].

how to solve it?""",
        expected_cause="container-toolkit-missing",
        note="2024. Maintainer OlivierDehaene: 'You need to install the nvidia container runtime: https://developer.nvidia.com/container-runtime'. Not disputed; closed.",
        platform="linux",
    ),
    CorpusLog(
        name="text-embeddings-inference-cpu-image-gpus-all-no-gpu-card",
        source=_GH + "huggingface/text-embeddings-inference/issues/149",
        text=r"""docker image built for cpu

I try the simplest command to start the cpu version as below

docker run --gpus all -p 8888:80 -v $volume:/data -d ghcr.io/huggingface/text-embeddings-inference:cpu-0.6 --model-id $model --revision $revision

but get error below
docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].

this is a machine without gpu card

### Expected behavior

it should start""",
        expected_cause="container-toolkit-missing",
        note="2024. Maintainer OlivierDehaene: 'Remove `--gpus all` from the docker command.' Closed. The machine has no NVIDIA GPU (the poster says so), so Docker cannot give GPUs to the container; the catalogue cause covers 'or no NVIDIA GPU'.",
        platform="linux",
    ),
    CorpusLog(
        name="ctransformers-cuda-error-222-ptx-cuda-12-2-libs-driver-525",
        source=_GH + "marella/ctransformers/issues/162",
        text=r"""Hi, I am trying to use the llama-2-70b-chat.Q5_K_M.gguf model with ctransformers on GPU but I get this error:
```CUDA error 222 at /home/runner/work/ctransformers/ctransformers/models/ggml/ggml-cuda.cu:6045: the provided PTX was compiled with an unsupported toolchain.```
My torch version is '2.1.0+cu121' and the GPU Driver Version: 525.125.06 supporting CUDA Version: 12.0.

The code: ```llm = AutoModelForCausalLM.from_pretrained("../llama", model_file="llama-2-13b-chat.q5_K_M.gguf", model_type="llama", gpu_layers=50, temperature=1, context_length=4096)```

Can someone suggest something on this?""",
        expected_cause="driver-too-old",
        note="2023. The poster found the cause the next day: 'the problem was caused by having a nvcc version not compatible with the GPU driver version. When installing with pip install ctransformers[cuda] precompiled libs for CUDA 12.2 are used, but in my cases I needed CUDA version 12.0.' She rebuilt ctransformers with a CUDA 12.0 nvcc (CMAKE_CUDA_COMPILER) instead of upgrading the driver. The driver (12.0) was older than the CUDA the kernels were built with.",
        platform="linux",
    ),
    CorpusLog(
        name="chatglm-cpp-cublas-cuda-error-222-ptx-unsupported-toolchain",
        source=_GH + "li-plus/chatglm.cpp/issues/12",
        text=r"""built with cuBLAS, after that running ./main gives error
CUDA error 222 at xxxxxx/chatglm.cpp/third_party/ggml/src/ggml-cuda.cu:1835: the provided PTX was compiled with an unsupported toolchain.""",
        expected_cause="driver-too-old",
        note="2023. Maintainer li-plus: 'Your might need to upgrade your nvidia driver to match your cuda version.' The poster: 'Yes upgrading driver solved the problem.'",
        platform="linux",
    ),
    CorpusLog(
        name="ggml-cuda-error-209-geforce-940mx-cc-5-0-not-in-build",
        source=_GH + "ggml-org/ggml/issues/465",
        text=r"""Hi, I'm using a old GPU.
I can try run the whisper demo with CUDA but fail.
```
ggml_init_cublas: found 1 CUDA devices:
  Device 0: NVIDIA GeForce 940MX, compute capability 5.0
CUDA error 209 at D:\Download\ggml-master\ggml-master\src\ggml-cuda.cu:5284: no kernel image is available for execution on the device
```
Is there any way to support the old Nvidia GPU?""",
        expected_cause="compute-capability-too-old",
        note='2023. ggml is the tensor library under llama.cpp; the run was its whisper example. The poster fixed it himself: in src/CMakeLists.txt \'from: set_property(TARGET ggml  PROPERTY CUDA_ARCHITECTURES "52;61") to: set_property(TARGET ggml  PROPERTY CUDA_ARCHITECTURES "50;52;61") -- It works now.\' The GPU (5.0) was older than the oldest architecture the build carried.',
        platform="windows",
    ),
    CorpusLog(
        name="inference-snaps-llama-cli-gtx-1080-ti-driver-535-kernel-image-invalid",
        source=_GH + "canonical/inference-snaps/issues/255",
        text=r"""```
alice@host:~/Downloads/llamacpp-amd64+cuda12/bin$ ./llama-cli --model ~/Downloads/gemma-4-E4B-it-Q4_K_M.gguf 
ggml_cuda_init: found 1 CUDA devices (Total VRAM: 11172 MiB):
  Device 0: NVIDIA GeForce GTX 1080 Ti, compute capability 6.1, VMM: yes, VRAM: 11172 MiB
load_backend: loaded CUDA backend from /home/alice/Downloads/llamacpp-amd64+cuda12/bin/libggml-cuda.so
load_backend: loaded CPU backend from /home/alice/Downloads/llamacpp-amd64+cuda12/bin/libggml-cpu-ivybridge.so

Loading model... \/home/runner/work/llama.cpp-builds/llama.cpp-builds/ggml/src/ggml-cuda/ggml-cuda.cu:97: CUDA error
ggml_cuda_compute_forward: SCALE failed
CUDA error: device kernel image is invalid
  current device: 0, in function ggml_cuda_compute_forward at /home/runner/work/llama.cpp-builds/llama.cpp-builds/ggml/src/ggml-cuda/ggml-cuda.cu:2962
  err
|[New LWP 5559]
[New LWP 5558]
[New LWP 5557]
```""",
        expected_cause="driver-too-old",
        note="2026. Issue titled 'llama-server crash on prompt if host nvidia drivers are outdated'. The log is from a comment by jpm-canonical (the opening post is not in the stored copy), who tested a CUDA 12 llama.cpp build on a GTX 1080 Ti: 'Using drivers 580, both the existing method to build llama.cpp and this modified build works correctly. Downgrading the drivers to 535, which Ubuntu 24.04 ships with, causes llama.cpp to fail in a different way' (this log). Confirmed by the outcome on the same machine: the 535 driver is older than the build's CUDA. Host name and home folder replaced.",
        platform="linux",
    ),
    CorpusLog(
        name="yuan-2-finetune-container-cuda-12-1-driver-too-old-11000",
        source=_GH + "IEIT-Yuan/Yuan-2.0/issues/65",
        text=r"""/usr/local/lib/python3.10/dist-packages/torch/cuda/__init__.py:124: UserWarning: CUDA initialization: The NVIDIA driver on your system is too old (found version 11000). Please update your GPU driver by downloading and installing a new version from the URL: http://www.nvidia.com/Download/index.aspx Alternatively, go to: https://pytorch.org to install a PyTorch version that has been compiled with your version of the CUDA driver. (Triggered internally at /opt/pytorch/pytorch/c10/cuda/CUDAFunctions.cpp:108.)
请问需要安装什么版本？""",
        expected_cause="driver-too-old",
        note="2023. Fine-tuning the Yuan 2.0 LLM in the project's container ('which version do I need?'). Maintainer zhaoxudong01: '我们提供的容器cuda版本是12.1，建议gpu驱动更新到535' (our container's CUDA is 12.1; update the GPU driver to 535). The poster: '版本问题已解决' (the version problem is solved).",
        platform="linux",
    ),
    CorpusLog(
        name="chatglm3-runtimeerror-nvidia-driver-too-old-11060",
        source=_GH + "zai-org/ChatGLM3/issues/100",
        text=r"""提示NVIDIA驱动太老，需要哪个版本以上才能跑起来呢

RuntimeError: The NVIDIA driver on your system is too old (found version 11060). Please update your GPU driver by downloading and installing a new version from the URL: http://www.nvidia.com/Download/index.aspx Alternatively, go to: https://pytorch.org to install a PyTorch version that has been compiled with your version of the CUDA driver.""",
        expected_cause="driver-too-old",
        note="2023. Title: 'It says the NVIDIA driver is too old; which version is needed to run?'. yhyu13: '一般更新driver到最新都行' (updating the driver to the latest generally works); ItsFated gave the CUDA toolkit/driver install commands; maintainer zRzRzRzRzRzRzR closed it: '社区用户已经解决问题，该issue关闭' (community users solved the problem). The poster did not report back in the stored copy.",
        platform="linux",
    ),
)
