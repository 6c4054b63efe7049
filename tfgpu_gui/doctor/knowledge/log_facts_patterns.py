"""Lines of a pasted log that state a fact about the machine, with a public example of each.

A user pastes more than TensorFlow's own log: the Python banner, a REPL session, ``pip list``,
``nvidia-smi``, ``uname -a``, a ``docker run`` command. log_facts.py reads these lines into the
fact dict the rules read (facts.py); this module only holds the wordings. Each pattern has a
lower-case ``needle`` (a fast substring test done first) and a regular expression whose groups
carry the values; ``kind`` names what log_facts.py does with them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class FactPattern:
    """One line shape that carries a fact."""

    kind: str
    needle: str
    regex: re.Pattern[str]
    source: str


def _re(text: str) -> re.Pattern[str]:
    return re.compile(text, re.IGNORECASE)


def _words(text: str) -> re.Pattern[str]:
    """A pattern whose word boundaries are ASCII's: Chinese and Japanese write a version or a
    GPU right after a word, no space between ("我的tensorflow-gpu=1.13.1", "显卡是A100",
    https://github.com/taoqi98/KIM/issues/7), and their letters are word characters to
    Unicode."""
    return re.compile(text, re.IGNORECASE | re.ASCII)


# Windows' message for ERROR_MOD_NOT_FOUND (126) in the languages of its users, as Python's
# "DLL load failed" quotes it (the sources are named where it is used).
MODULE_NOT_FOUND = (
    r"(?:the specified module could not be found|找不到指定的模[块組]|"
    r"не найден указанный модуль|imposs[ií]vel localizar o m[oó]dulo especificado|"
    r"das angegebene modul wurde nicht gefunden|le module sp[ée]cifi[ée] est introuvable|"
    r"指定されたモジュールが見つかりません|no se puede encontrar el m[oó]dulo especificado)"
)

# TensorFlow's own script that collects the environment for an issue, whose output users paste.
TF_ENV_COLLECT_SOURCE = (
    "https://github.com/tensorflow/tensorflow/blob/master/tools/tf_env_collect.sh"
)

# No nvidia-smi to run: bash's "nvidia-smi: command not found", dash's "/bin/sh: 1: nvidia-smi:
# not found" (a Dockerfile's RUN, https://github.com/NVIDIA/nvidia-docker/issues/225), cmd.exe's
# "'nvidia-smi' is not recognized". The driver installs it; the container toolkit mounts it
# into a container started with the GPUs.
SMI_MISSING = re.compile(
    r"nvidia-smi(?:: command not found|: not found|: No such file or directory"
    r"|'? is not recognized)|"
    # Told so: "type `nvidia-smi` but command not found" (in a container started without the
    # GPUs, https://github.com/TonyXuQAQ/Topo-boundary/issues/1).
    r"nvidia-smi[`'\"]?,? (?:but|and|then) (?:I )?(?:got |get |gets |it says |says )?"
    r"(?:a |the )?[`'\"]?command not found|"
    # Python's subprocess, asked to start it (GPUtil, gpustat): "FileNotFoundError: [Errno 2]
    # No such file or directory: 'nvidia-smi'" (https://github.com/jina-ai/clip-as-service/issues/4).
    r"No such file or directory: '(?:[^' ]*/)?nvidia-smi'",
    re.IGNORECASE,
)
SMI_MISSING_SOURCE = "https://github.com/tensorflow/tensorflow/issues/53383"

# conda's solver found no TensorFlow that fits the environment: "UnsatisfiableError: The
# following specifications were found to be in conflict:" then a list ("  - python 2.7*", "  -
# tensorflow -> protobuf ==3.1.0 -> python 3.4*", https://github.com/conda/conda/issues/5048;
# "  - paver" "  - tensorflow", https://github.com/hplgit/doconce/issues/175), or, from conda
# 4.7, "... incompatible with the existing python installation in your environment:" with
# "  - tensorflow -> python[version='>=3.5,<3.6.0a0|...']" and "Your python: python=3.8"
# (conda/exceptions.py, UnsatisfiableError). TensorFlow as one item of the list, within the
# lines that follow the error.
CONDA_CONFLICT_TF = re.compile(r"^\s*-\s*(tensorflow(?:-gpu)?)(?!\w|-(?!>))", re.IGNORECASE)
CONDA_CONFLICT_WINDOW = 40

# The dynamic loader's search for a CUDA library, traced: strace's open calls, each with its
# result (-1 ENOENT for a path without the file, a descriptor for the one it opened:
# 'openat(AT_FDCWD, "/usr/local/cuda/lib64/libcudnn.so.9", O_RDONLY|O_CLOEXEC) = -1 ENOENT',
# https://github.com/Iwaki09/V2X_Network_Simulation/blob/main/prototype2/CUDA_cuDNN_Debugging_Knowledge.md),
# and glibc's LD_DEBUG=libs ("trying file=.../libcublas.so.8.0" for each path,
# https://github.com/mozilla/DeepSpeech/issues/1210; "calling init: <path>" once one is loaded,
# elf/dl-init.c's _dl_debug_printf). A library tried and never opened is missing, as the dso
# loader's "Could not load dynamic library" says.
_TRACED_LIBRARY = r"(libcu(?:dart|blasLt|blas|fft|rand|solver|sparse|dnn))\.so\.(\d+(?:\.\d+)?)"
LIBRARY_TRIED = re.compile(
    rf'\bopen(?:at)?\((?:AT_FDCWD, *)?"[^"]*?{_TRACED_LIBRARY}"[^)]*\)\s*=\s*(-?\d+)|'
    rf"^\s*\d+:\s+trying file=\S*?{_TRACED_LIBRARY}\s*$",
    re.IGNORECASE,
)
LIBRARY_LOADED = re.compile(rf"^\s*\d+:\s+calling init: \S*?{_TRACED_LIBRARY}\s*$", re.IGNORECASE)

AMD_SOURCE = "https://github.com/tensorflow/tensorflow/issues/20340"

# TensorFlow's CUDA-runtime stub (third_party/xla/xla/tsl/cuda/cudart_stub.cc; before 2.15
# tensorflow/tsl/cuda/cudart_stub.cc).
CUDART_STUB_SOURCE = (
    "https://github.com/tensorflow/tensorflow/blob/0866b7a759f11fe6a2f9f1253da6dc26e49e19a5/"
    "third_party/xla/xla/tsl/cuda/cudart_stub.cc"
)

VERSION = r"(\d+\.\d+(?:\.\d+)?(?:rc\d+|\.post\d+|\.dev\d+)?)"

# A TensorFlow distribution given its version with "=" or "==" (see packages_inline). Its edges
# are ASCII's: Chinese writes it right after a word
# ("已装了tensorflow-gpu==1.2.1、tensorflow==1.14.0",
# https://github.com/david8862/keras-YOLOv3-model-set/issues/72).
_INLINE_TF_PACKAGE = (
    r"(?<![A-Za-z0-9_.-])(tensorflow(?:-gpu|-cpu)?|tf-nightly(?:-gpu)?)\s*={1,2}\s*"
    r"(\d+(?:\.\d+)+)(?![A-Za-z0-9_.])"
)
INLINE_TF_PACKAGE = _re(_INLINE_TF_PACKAGE)
# The CUDA a Debian package of a library was built for, after its version: "8.9.3.28-1+cuda12.1"
# (NVIDIA's libcudnn8 packages, https://github.com/tensorflow/tensorflow/issues/61326).
PACKAGE_BUILT_FOR = _re(r"(?<=\d)\+cuda\d+(?:\.\d+)*")
# Two of them named as one swapped for the other: "Switch out `tensorflow==1.14.0` with
# `tensorflow-gpu==1.14.0` fixes the issue"
# (https://github.com/hsp-panda/grasping-benchmarks-panda/issues/22): not both installed, the
# first replaced by the second; the same told as done ("replaced", "switched", "swapped",
# "changed").
PACKAGE_SWAPPED = _re(
    rf"\b(?:switch(?:ing|ed)?(?:\s+out)?|replac(?:e|ed|ing)|swap(?:ped|ping)?(?:\s+out)?|"
    rf"chang(?:e|ed|ing))"
    rf"\W+{_INLINE_TF_PACKAGE}\W+(?:with|to|by|for)\W+{_INLINE_TF_PACKAGE}"
)
# The same in words, without versions: "Replacing tensorflow with tensorflow-gpu made things
# run much faster" (https://github.com/matterport/Mask_RCNN/pull/1946), "uninstalled
# tensorflow and installed tensorflow-gpu" (and it worked): the plain package was what ran.
GPU_PACKAGE_SWAPPED_IN = _re(
    r"\b(?:replac(?:e|ed|ing)|switch(?:ed|ing)?(?:\s+from)?|swap(?:ped|ping)?(?:\s+out)?|"
    r"chang(?:e|ed|ing)(?:\s+from)?|uninstall(?:ed|ing)?)\s+(?:the\s+)?[`'\"]?tensorflow[`'\"]?"
    # ("change tensorflow into tensorflow-gpu in your requirement.txt",
    # https://github.com/houssamzenati/Efficient-GAN-Anomaly-Detection/issues/10)
    r"(?:\s+package)?\s+(?:with|to|into|by|for|and\s+(?:then\s+)?install(?:ed|ing)?)\s+"
    r"(?:the\s+)?[`'\"]?tensorflow-gpu\b"
)
# Which side of a swap ran. A swap told as the fix, because it helped ("fixes the issue", "made
# things run much faster") or as what to do ("Replace ... in requirements.txt"), says the first
# package ran; one told as done without helping ("I replaced tensorflow with tensorflow-gpu but
# it still uses the CPU", "Switched ... , same error") or with no outcome ("I swapped ...") says
# the second is installed now.
SWAP_HELPED = _re(
    r"\b(?:fix(?:es|ed)?|solv(?:es|ed)|resolv(?:es|ed)|works?|worked|faster|helped)\b"
)
SWAP_DID_NOT_HELP = _re(r"\b(?:still|but|however|not|never|same)\b|n[’']t\b")
SWAP_PROPOSED = _re(
    r"^\W*(?:fix:\s*|please\s+|just\s+|try\s+(?:to\s+)?|"
    # asked: "Do I need to change tensorflow into tensorflow-gpu in your requirement.txt?"
    # (https://github.com/houssamzenati/Efficient-GAN-Anomaly-Detection/issues/10)
    r"(?:do|should|must) (?:I|we) (?:need to |have to )?)?"
    r"(?:replac(?:e|ing)|switch(?:ing)?|swap(?:ping)?|chang(?:e|ing))\b"
)
# What starts: a start-up, an initialisation, a model or graph loaded, a session created, the
# first step (not a first epoch: tracing and autotuning make that one slower on any build).
_START = (
    r"(?:\bstart[- ]?up\b|\bstarting up\b|\binitiali[sz](?:e|es|ed|ing|ation)\b|\bwarm[- ]?up\b|"
    r"\bload(?:s|ed|ing)?\s+(?:the |a |my |our |this )?(?:\w+ )?(?:models?|networks?|graphs?)\b|"
    r"\b(?:models?|networks?|graphs?)\s+(?:are |is |were |was )?load(?:ed|ing)\b|"
    r"\bfirst[- ](?:time|batch|iteration|step|run|call|inference|prediction)\b|"
    r"\bsession\s+creat\w*|\bcreat\w*\s+(?:the |a )?session\b|_make_train_function|"
    # the GPU device itself: "RTX 3060 TI, creating GPU device take about 5 Minutes"
    # (https://github.com/tensorflow/tensorflow/issues/45635)
    r"\bcreat\w*\s+(?:the |a )?(?:GPU |TensorFlow |tf )?device\b)"
)
# How slow, told as a complaint: slow, very long, a delay, minutes taken ("anywhere from 1 - 20
# mins"); not "not slow".
_SLOW = (
    r"(?:(?<!not )(?<!n't )\b(?:slow(?:ly|er|ness)?|(?:very|too|so|extremely) long|forever|"
    r"delay(?:ed|s)?)\b|\b(?:took|takes|taking|(?<!will )(?<!may )(?<!might )(?<!can )take|"
    r"requires?|required|lasts?)\s+(?:about |around |"
    r"nearly |almost |over |more than |up to |just under )?\d+(?:\.\d+)?\s*(?:minutes?|mins?)\b|"
    r"\banywhere from \d+\s*-\s*\d+\s*(?:minutes?|mins?)\b)"
)

FACT_PATTERNS: tuple[FactPattern, ...] = (
    # --- platform and Python -------------------------------------------------------------
    FactPattern(
        "python_banner",
        "python ",
        _re(r"^\s*Python (\d+\.\d+\.\d+)\S*\s.*\bon (win32|linux|darwin|cygwin)\b"),
        "https://github.com/tensorflow/tensorflow/issues/62080",
    ),
    FactPattern(
        "python_version",
        "python",
        _re(r"^\s*(?:-\s*)?Python(?: version)?:?\s+(\d+\.\d+(?:\.\d+)?)\s*$"),
        "https://github.com/tensorflow/tensorflow/issues/53229",
    ),
    FactPattern(
        # The interpreter pip runs in: `pip --version` ("pip 24.2 from ... (python 3.13)"),
        # Windows' install folder (...\Python312\...), a wheel pip picked (-cp313-).
        "python_seen",
        "python",
        _re(r"^\s*pip \S+ from \S.* \(python (\d+\.\d+)\)\s*$"),
        "https://github.com/tensorflow/tensorflow/issues/43244",
    ),
    FactPattern(
        # `python -VV`: "Python 3.14.3 (main, Apr 2026, 12:34:56)  [MSC v.1940 64 bit (AMD64)]"
        "python_seen",
        "python ",
        _re(r"^\s*Python (\d+\.\d+)\.\d+\S* \(.*\)\s*\[(?:MSC|GCC|Clang)"),
        "https://github.com/python/cpython/issues/149178",
    ),
    FactPattern(
        # A 64-bit interpreter: `python -VV`'s "[MSC v.1940 64 bit (AMD64)]", or a wheel pip
        # picked for it. Not told in words: "unable to install tensorflow on python 3.7  64 bit
        # version" came from a 32-bit one ("I actually didn't checked my python installed was 32
        # bit", https://github.com/tensorflow/tensorflow/issues/41262).
        "python_64_bit",
        "64",
        _re(
            r"\[MSC v\.\d+ 64 bit \((?:AMD64|ARM64)\)\]|"
            r"-cp3\d+-\w+-(?:win_amd64|manylinux\w*_(?:x86_64|aarch64)|macosx_\w+)\.whl"
        ),
        "https://github.com/python/cpython/issues/149178",
    ),
    FactPattern(
        "python_seen",
        "\\python3",
        _re(r"\\Python(3)(\d{1,2})(?:-32)?\\"),
        "https://github.com/tensorflow/tensorflow/issues/60886",
    ),
    FactPattern(
        "python_seen",
        "-cp3",
        _re(r"(?:Downloading|Using cached|Collecting) \S+-cp(3)(\d{1,2})-cp3\d{1,2}\w*-\w+\.whl"),
        "https://github.com/tensorflow/tensorflow/issues/62054",
    ),
    FactPattern(
        # `uname -a` ("Linux HOST 5.15.0-56-generic #62-Ubuntu SMP ...") and /proc/version
        # ("Linux version 5.15.90.1-microsoft-standard-WSL2 ...").
        "uname",
        "linux ",
        _re(r"^\s*Linux (?:version |\S+ )(\d+\.\d+\.\d+\S*)(?:\s|$)"),
        "https://github.com/microsoft/WSL/issues/9821",
    ),
    FactPattern(
        # C:\Users\NAME\...\site-packages\tensorflow\..., C:\...\Scripts\python.exe
        "windows_path",
        ":\\",
        _re(r"\b[A-Z]:\\(?:[^\\\s\"']+\\)*(?:site-packages\\tensorflow\b|python\.exe\b)"),
        "https://github.com/tensorflow/tensorflow/issues/60886",
    ),
    FactPattern(
        # A Windows site-packages folder in pip's output: "in c:\users\...\site-packages".
        "windows_path",
        "site-packages",
        _re(r"(?<![\w/])[A-Z]:\\(?:[^\\\s\"']+\\)*(?:site-packages|dist-packages)\b"),
        "https://github.com/tensorflow/tensorflow/issues/64525",
    ),
    FactPattern(
        # tensorflow (2.13-2.17) depends on tensorflow-intel only on Windows: tensorflow's
        # tools/pip_package/setup.py, "tensorflow-intel ...; platform_system=='Windows'".
        "windows_path",
        "tensorflow-intel",
        _re(r"\(from tensorflow-intel==|Collecting tensorflow-intel\b|tensorflow[-_]intel-2\.\d+"),
        "https://github.com/tensorflow/tensorflow/blob/v2.16.1/tensorflow/tools/pip_package/setup.py",
    ),
    FactPattern(
        # The Windows command prompt: "C:\Users\alice\project>pip install tensorflow"; and
        # PowerShell's, the same after "PS ": "PS C:\...\projects\anamorpher> uv run
        # .\backend\app.py" (https://github.com/trailofbits/anamorpher/issues/8); either one
        # also after the name of an activated conda or venv environment: "(Python37MLAgents)
        # C:\Projects\Unity\ml-agents>pip list" (https://github.com/Unity-Technologies/ml-agents/issues/4033).
        "platform_hint_windows",
        ">",
        _re(r"^\s*`?(?:\([\w.+-]{1,64}\)\s+)?(?:PS )?(?:[A-Z]:)?\\(?:[^\\>\s]+\\)*[^\\>\s]*>\s*\S"),
        "https://github.com/NikhilCodes/VirtualBLU/issues/2",
    ),
    FactPattern(
        # zlib's Windows DLL, which cuDNN 8.3 to 8.9 load there: "Could not locate
        # zlibwapi.dll" (https://github.com/NickSwardh/YoloDotNet/issues/18).
        "platform_hint_windows",
        "zlibwapi",
        _re(r"\bzlibwapi\.dll\b"),
        "https://github.com/NickSwardh/YoloDotNet/issues/18",
    ),
    FactPattern(
        # TensorFlow's install page for Windows, linked by someone installing there
        # (https://github.com/tensorflow/tensorflow/issues/62696).
        "platform_hint_windows",
        "windows",
        _re(r"tensorflow\.(?:org|google\.cn)/install/(?:source_windows|pip#windows)"),
        "https://github.com/tensorflow/tensorflow/issues/62696",
    ),
    FactPattern(
        # Programs only Windows has, named as where the GPU was watched or set up: "in task
        # manager python is using only 1% of gpu"
        # (https://github.com/hacksider/Deep-Live-Cam/issues/959), or Device Manager.
        "platform_hint_windows",
        "manager",
        _re(r"\b(?:task manager|device manager)\b"),
        "https://github.com/hacksider/Deep-Live-Cam/issues/959",
    ),
    FactPattern(
        # A drive-letter path given as an argument: inference.audio="r:\9.mp3"
        # (https://github.com/eloimoliner/denoising-historical-recordings/issues/10).
        "platform_hint_windows",
        ":\\",
        _re(r"[=\s][\"'][A-Za-z]:\\[^\\\s\"']"),
        "https://github.com/eloimoliner/denoising-historical-recordings/issues/10",
    ),
    FactPattern(
        # A build for Windows: the target triple in cargo's output, as TensorFlow's Rust
        # bindings print it ("cargo:rerun-if-env-changed=PKG_CONFIG_x86_64-pc-windows-msvc",
        # https://github.com/tensorflow/rust/issues/400).
        "platform_hint_windows",
        "windows",
        _re(r"(?<![A-Za-z0-9])(?:x86_64|aarch64|i686)-pc-windows-(?:msvc|gnu)\b"),
        "https://github.com/tensorflow/rust/issues/400",
    ),
    FactPattern(
        # A virtual environment's Windows layout: venv\Scripts\python, .venv\Scripts\pip.exe
        "platform_hint_windows",
        "\\scripts\\",
        _re(r"\\Scripts\\(?:python|pip|activate)\w*(?:\.exe|\.bat)?\b"),
        "https://github.com/tensorflow/tensorflow/issues/42384",
    ),
    FactPattern(
        # TensorFlow's loader naming a Windows DLL (cudart64_110.dll, nvcuda.dll ...).
        "windows_path",
        "dynamic library",
        _re(r"(?:Could not load|Successfully opened) dynamic library '?\w+\.dll\b"),
        "https://github.com/tensorflow/tensorflow/issues/45028",
    ),
    # Weaker hints: a path or a library name only one system has. A stated platform (a
    # banner, `uname`, a Windows path) wins over them.
    *(
        FactPattern(f"platform_hint_{system}", needle, _re(regex), source)
        for system, needle, regex, source in (
            (
                "linux",
                ".so",
                r"\blib\w+\.so(?:\.\d+)*\b",
                "https://github.com/tensorflow/tensorflow/issues/36294",
            ),
            (
                "linux",
                "/usr/",
                r"/usr/(?:local/)?lib\d*/python3",
                "https://github.com/codalab/codalab-worksheets/issues/1745",
            ),
            (
                # A bash prompt as Linux distributions set it: "[alice@host ~]$" (Fedora, Red
                # Hat), "alice@host:~/src$" (Debian, Ubuntu, also inside WSL).
                "linux",
                "@",
                r"^\s*(?:\(\S+\)\s*)?"
                r"(?:\[\w[\w.-]*@[\w.-]+ [^\]]*\]|\w[\w.-]*@[\w.-]+:[~/]\S*)[$#](?:\s|$)",
                "https://github.com/tensorflow/tensorflow/issues/121157",
            ),
            (
                # The driver's version in three parts, as nvidia-smi prints it ("NVIDIA-SMI
                # 515.65.01    Driver Version: 515.65.01",
                # https://github.com/huggingface/community-events/issues/118): NVIDIA numbers
                # its Linux drivers so since R450 (450.51.06, 525.60.13), its Windows drivers in
                # two parts (451.48, 527.41; the release notes' table of drivers for each CUDA).
                # Inside WSL2 nvidia-smi shows the Windows driver's version.
                "linux",
                "version",
                r"\b(?:NVIDIA-SMI|Driver Version:)\s*(?:4[5-9]\d|[5-9]\d\d)\.\d{2,3}\.\d{2}\b",
                "https://docs.nvidia.com/cuda/cuda-toolkit-release-notes/index.html",
            ),
            (
                # A conda-forge TensorFlow built for CUDA (its build string names it): those
                # builds exist for Linux only.
                "linux",
                "cuda1",
                r"^\s*tensorflow(?:-base)?\s+\d+\.\d+\S*\s+cuda1\d+py\d+\w*",
                "https://github.com/conda-forge/tensorflow-feedstock/issues/365",
            ),
            (
                "linux",
                "/home/",
                r"(?:^|[\s'\"(=])/home/\w",
                "https://github.com/tensorflow/tensorflow/issues/14280",
            ),
            (
                "linux",
                "/opt/conda/",
                r"/opt/conda/",
                "https://github.com/orpatashnik/StyleCLIP/issues/20",
            ),
            (
                "macos",
                "/users/",
                r"(?:^|[\s'\"(=])/Users/\w",
                "https://github.com/tensorflow/tensorflow/issues/53026",
            ),
            (
                "macos",
                "metal device set to",
                r"Metal device set to:",
                "https://github.com/tensorflow/tensorflow/issues/57058",
            ),
            (
                "macos",
                "-macosx_",
                r"-macosx_\d+_\d+_(?:arm64|x86_64|universal2)\.whl",
                "https://github.com/sun1638650145/Libraries-and-Extensions-for-TensorFlow-for-Apple-Silicon/issues/20",
            ),
        )
    ),
    FactPattern(
        "wsl",
        "microsoft-standard",
        _re(r"\d+\.\d+\.\d+\S*-microsoft-standard(?:-WSL2)?"),
        "https://github.com/microsoft/WSL/issues/9821",
    ),
    FactPattern(
        # Another framework's CPU package named as installed, one per line as pip's list,
        # freeze or a requirements file give it: "paddlepaddle==3.1.0" beside "paddleocr==3.1.0"
        # (https://github.com/PaddlePaddle/PaddleOCR/issues/16093), "onnxruntime 1.17.1"; their
        # GPU builds are the -gpu packages (paddlepaddle-gpu, onnxruntime-gpu).
        "framework_cpu_package",
        "paddlepaddle",
        _re(r"^\s*[-*]?\s*(paddlepaddle)(?:\s*==\s*|\s+)v?\d+\.\d+(?:\.\d+)*\s*$"),
        "https://github.com/PaddlePaddle/PaddleOCR/issues/16093",
    ),
    FactPattern(
        "framework_cpu_package",
        "onnxruntime",
        _re(r"^\s*[-*]?\s*(onnxruntime)(?:\s*==\s*|\s+)v?\d+\.\d+(?:\.\d+)*\s*$"),
        "https://onnxruntime.ai/docs/install/",
    ),
    FactPattern(
        # Another framework's GPU build named: "paddlepaddle-gpu==3.1.0", "onnxruntime-gpu",
        # a PyTorch of a CUDA index ("2.1.0+cu121"), JAX's CUDA extra ("jax[cuda12]"): not its
        # CPU build, whatever else keeps the GPU from it.
        "framework_gpu_named",
        "-gpu",
        _re(r"\b(?:paddlepaddle|onnxruntime)-gpu\b"),
        "https://onnxruntime.ai/docs/install/",
    ),
    FactPattern(
        "framework_gpu_named",
        "+cu",
        _re(r"\d\+cu\d{2,3}\b"),
        "https://pytorch.org/get-started/locally/",
    ),
    FactPattern(
        "framework_gpu_named",
        "jax[cuda",
        _re(r"\bjax\[cuda"),
        "https://docs.jax.dev/en/latest/installation.html",
    ),
    FactPattern(
        # PyTorch without a CUDA device. PyTorch Lightning's refusal of the GPUs asked for when
        # torch finds none: "You requested GPUs: [0]\n But your machine only has: []"
        # (lightning/fabric/utilities/device_parser.py, "You requested gpu: {gpus}\n But your
        # machine only has: {all_available_gpus}"; a conda PyTorch built for the CPU,
        # https://github.com/Lightning-AI/pytorch-lightning/issues/899). (torch.cuda.is_available()
        # answered False is read with the REPL's questions.)
        "torch_no_gpu",
        "machine only has",
        _re(r"\bBut your machine only has: \[\s*\]"),
        "https://github.com/Lightning-AI/pytorch-lightning/issues/899",
    ),
    FactPattern(
        # PyTorch's own environment report (torch/utils/collect_env.py, as its issue form asks
        # for it): "Is CUDA available: False", and "CUDA used to build PyTorch: None" (printed
        # "Could not collect", the report's word for a value that is None) for a build without
        # CUDA (a nightly that conda fell back to,
        # https://github.com/pytorch/pytorch/issues/108607).
        "torch_no_gpu",
        "is cuda available",
        _re(r"^\s*Is CUDA available: (?:False|No)\s*$"),
        "https://github.com/pytorch/pytorch/blob/main/torch/utils/collect_env.py",
    ),
    FactPattern(
        # The training scripts of Hugging Face's examples and the programs built on them log
        # where the Trainer runs: f"Process rank: {training_args.local_rank}, device:
        # {training_args.device}, n_gpu: {training_args.n_gpu}" (transformers' examples, e.g.
        # examples/pytorch/language-modeling/run_clm.py). "device: cpu, n_gpu: 0" is PyTorch
        # without a CUDA device ("Process rank: 0, device: cpu, n_gpu: 0, distributed training:
        # False" on eight A100s, a PyTorch for the CPU,
        # https://github.com/hiyouga/LlamaFactory/issues/3228).
        "torch_no_gpu",
        "n_gpu",
        _re(r"\bProcess rank: -?\d+, device: cpu, n_gpu: 0\b"),
        "https://github.com/hiyouga/LlamaFactory/issues/3228",
    ),
    FactPattern(
        # The launchers' own checks of PyTorch's CUDA: AUTOMATIC1111's web UI ("RuntimeError:
        # Torch is not able to use GPU; add --skip-torch-cuda-test to COMMANDLINE_ARGS variable
        # to disable this check", modules/launch_utils.py's `assert torch.cuda.is_available()`),
        # Forge Neo's ("RuntimeError: PyTorch is not able to access CUDA", its requirements
        # having put the CPU build in, https://github.com/Haoming02/sd-webui-forge-classic/issues/277)
        # and Unsloth's ("Unsloth: No NVIDIA GPU found? Unsloth currently only supports GPUs!",
        # a PyTorch for the CPU, https://github.com/unslothai/unsloth/issues/2024).
        "torch_no_gpu",
        "able to",
        _re(r"\bTorch is not able to use GPU\b|\bPyTorch is not able to access CUDA\b"),
        "https://github.com/Haoming02/sd-webui-forge-classic/issues/277",
    ),
    FactPattern(
        # PyTorch loading a checkpoint saved on a GPU (torch/serialization.py,
        # validate_cuda_device): "RuntimeError: Attempting to deserialize object on a CUDA
        # device but torch.cuda.is_available() is False." (a PyTorch without CUDA on Windows,
        # reinstalled with it, https://github.com/Project-MONAI/MONAILabel/issues/1015).
        "torch_no_gpu",
        "deserialize",
        _re(r"\bdeserialize object on a CUDA device but torch\.cuda\.is_available\(\) is False\b"),
        "https://github.com/Project-MONAI/MONAILabel/issues/1015",
    ),
    FactPattern(
        "torch_no_gpu",
        "unsloth",
        _re(r"\bUnsloth: No NVIDIA GPU found\b"),
        "https://github.com/unslothai/unsloth/issues/2024",
    ),
    FactPattern(
        # PyTorch 2.8's list of the capabilities its build holds, a line each after "Found GPU0
        # ... which is of compute capability (CC) 6.1. The following list shows the CCs this
        # version of PyTorch was built for and the hardware CCs it supports:" ("• 7.5 which
        # supports hardware CC >=7.5,<8.0", https://github.com/LykosAI/StabilityMatrix/issues/1648):
        # its lowest is the oldest GPU the build runs on.
        "build_cc_listed",
        "which supports hardware cc",
        _re(r"^\W*(\d{1,2})\.(\d) which supports hardware CC >="),
        "https://github.com/LykosAI/StabilityMatrix/issues/1648",
    ),
    FactPattern(
        "torch_cpu_listed",
        "cuda used to build pytorch",
        _re(r"^\s*CUDA used to build PyTorch: (?:None|Could not collect)\s*$"),
        "https://github.com/pytorch/pytorch/blob/main/torch/utils/collect_env.py",
    ),
    FactPattern(
        # conda's mark of a PyTorch built for the CPU in `conda list`: the _pytorch_select
        # metapackage's cpu build ("_pytorch_select 0.1 cpu_0",
        # https://github.com/Lightning-AI/pytorch-lightning/issues/899).
        "torch_cpu_listed",
        "_pytorch_select",
        _re(r"^\s*_pytorch_select\s+\S+\s+cpu_\d+\b"),
        "https://github.com/Lightning-AI/pytorch-lightning/issues/899",
    ),
    # Another framework named anywhere (its CPU-only build has its own finding): PyTorch, JAX,
    # PaddlePaddle, ONNX Runtime, by the names their packages and imports use.
    *(
        FactPattern(
            "framework_named", needle, _re(regex), "https://pytorch.org/get-started/locally/"
        )
        # (bounded by ASCII: a name beside Chinese has no word boundary, "pytorch有",
        # https://github.com/hiyouga/LlamaFactory/issues/3545)
        for needle, regex in (
            ("torch", r"(?<![A-Za-z0-9_])(?:py)?torch(?![A-Za-z0-9_])"),
            ("jax", r"(?<![A-Za-z0-9_])jax(?:lib)?(?![A-Za-z0-9_])"),
            ("paddle", r"(?<![A-Za-z0-9_])paddle(?:paddle)?(?![A-Za-z0-9_])"),
            ("onnxruntime", r"(?<![A-Za-z0-9_])onnxruntime(?![A-Za-z0-9_])"),
            ("dlib", r"(?<![A-Za-z0-9_])dlib(?![A-Za-z0-9_])"),
            ("faiss", r"(?<![A-Za-z0-9_])faiss(?![A-Za-z0-9_])"),
        )
    ),
    FactPattern(
        # The HPC containers, Singularity and Apptainer, which give a container the GPUs only
        # with --nv ("singularity build py27-gpu.img docker://ufoym/deepo:all-py27", then CUDA
        # not found; "singularity shell --nv" worked, https://github.com/ufoym/deepo/issues/30).
        "hpc_container",
        "singularity",
        _re(r"\bsingularity\s+(?:build|shell|exec|run|pull|instance)\b"),
        "https://github.com/ufoym/deepo/issues/30",
    ),
    FactPattern(
        "hpc_container",
        "apptainer",
        _re(r"\bapptainer\s+(?:build|shell|exec|run|pull|instance)\b"),
        "https://apptainer.org/docs/user/latest/gpu.html",
    ),
    FactPattern(
        "nv_flag",
        "--nv",
        _re(r"(?<![\w-])--nv(?:ccli)?\b"),
        "https://apptainer.org/docs/user/latest/gpu.html",
    ),
    FactPattern(
        # The Windows driver's libraries as WSL2 maps them in, /usr/lib/wsl/lib (NVIDIA's CUDA
        # on WSL guide): "$ /usr/lib/wsl/lib/nvidia-smi" (also in a Hyper-V guest given the GPU
        # the same way, https://github.com/staralt/dxgkrnl-dkms/issues/7).
        "wsl",
        "/usr/lib/wsl/",
        _re(r"(?<![\w.-])/usr/lib/wsl/(?:lib|drivers)\b"),
        "https://docs.nvidia.com/cuda/wsl-user-guide/index.html",
    ),
    FactPattern(
        # A GPU in TCC mode, the Windows driver model of data-center GPUs, which WSL2 does not
        # reach (it passes WDDM GPUs only): "the Tesla P4 ... works in TCC mode instead of WDDM
        # mode" (https://github.com/microsoft/WSL/issues/12835), "H100 PCIe cards do not
        # support WDDM mode, only TCC mode" (https://github.com/microsoft/WSL/issues/9952), or
        # a GPU row of nvidia-smi on Windows whose driver model reads TCC ("| 0  NVIDIA L40S
        # TCC |", https://github.com/microsoft/WSL/issues/11865); not the table's "TCC/WDDM"
        # heading.
        "tcc_mode",
        "tcc",
        _re(
            r"\b(?:in |to |the )?TCC (?:mode|driver model)\b|\bonly TCC\b|"
            r"^\|\s+\d+\s+\S.*?\s+TCC\s+\|"
        ),
        "https://github.com/microsoft/WSL/issues/11865",
    ),
    FactPattern(
        # nvidia-smi told not to work, in words: "i find i can not use nvidia-smi in wsl2"
        # (https://github.com/microsoft/WSL/issues/12835), "nvidia-smi does not work".
        "smi_fails_told",
        "nvidia-smi",
        _re(
            r"\b(?:can ?not|can'?t|cannot|unable to|could ?n[o'’]?t|could not) (?:use|run|"
            r"execute|call|start) [`'\"]?nvidia-smi\b|"
            r"\bnvidia-smi[`'\"]? (?:does ?n[o'’]?t|did ?n[o'’]?t|does not|did not|do not|"
            r"won'?t|will not) (?:work|run)\b"
        ),
        "https://github.com/microsoft/WSL/issues/12835",
    ),
    # --- TensorFlow ---------------------------------------------------------------------
    FactPattern(
        # "TensorFlow version: 2.16.1", "Tensor Flow Version: 2.12.0" (a popular check script)
        "tf_version",
        "version",
        _re(r"tensor ?flow version\s*[:=]?\s*'?v?" + VERSION),
        "https://github.com/tensorflow/tensorflow/issues/68236",
    ),
    FactPattern(
        # TensorFlow's own environment script, tools/tf_env_collect.sh, under "== tensorflow
        # import ==": print("tf.version.VERSION = %s" % tf.version.VERSION) (1.x copies of it:
        # "tf.VERSION = %s"), the version that imported.
        "tf_version",
        "version =",
        _re(r"^\s*tf\.(?:version\.)?VERSION = v?" + VERSION + r"\s*$"),
        TF_ENV_COLLECT_SOURCE,
    ),
    FactPattern(
        "built_with_cuda",
        "built with cuda",
        _re(r"built with cuda\W*\s*(True|False)\s*$"),
        "https://github.com/tensorflow/tensorflow/issues/68236",
    ),
    FactPattern(
        # The same script's verdict: print("GPU is", "available" if gpu else "NOT AVAILABLE")
        "gpu_list",
        "gpu is not available",
        _re(r"^\s*GPU is (NOT) AVAILABLE\s*$"),
        "https://github.com/tensorflow/tensorflow/issues/60237",
    ),
    FactPattern(
        "gpu_list",
        "available",  # "GPU available", "GPUs Available", "Num GPUs Available"
        _re(r"gpus? available\W*\s*(\[\]|\[PhysicalDevice.*|\d+)\s*$"),
        "https://github.com/tensorflow/tensorflow/issues/68236",
    ),
    FactPattern(
        # A session that logs device placement prints its devices that have a physical
        # description (GPUs; the CPU has none): "Device mapping: no known devices." when there is
        # no GPU (tensorflow/core/common_runtime/direct_session.cc: `if (mapping_str.empty())
        # printf("Device mapping: no known devices.\n")`).
        "gpu_list",
        "device mapping: no known devices",
        _re(r"\bDevice mapping: (no) known devices\b"),
        "https://github.com/tensorflow/tensorflow/blob/v1.15.0/tensorflow/core/common_runtime/direct_session.cc",
    ),
    FactPattern(
        # The devices a placement error lists (see the placement patterns in log_patterns.py):
        # "All available devices [/job:localhost/replica:0/task:0/device:CPU:0]." (eager, and
        # TensorFlow 2.21's colocation error), "available devices are [ .../cpu:0 ]" (TensorFlow
        # 1.x), "available devices: .../cpu:0" (colocation_graph.cc). Its GPUs are what
        # TensorFlow has; none listed, it sees none.
        "gpu_list",
        "available devices",
        _re(
            r"\bavailable devices (?:are )?\[([^\]]*)\]|"
            r"\bregistered in this process; available devices: (.*?)(?:\.?\s*$|\s*Colocation\b)"
        ),
        "https://github.com/tensorflow/tensorflow/blob/v2.21.0/tensorflow/core/common_runtime/colocation_graph.cc",
    ),
    FactPattern(
        # The devices TensorFlow registered, as its placer lists them when no kernel fits:
        # "No OpKernel was registered to support Op 'ActiveShift2DOp' with these attrs.
        # Registered devices: [CPU], Registered kernels: device='GPU'" (a GPU-only op in a
        # process with no GPU: CUDA_VISIBLE_DEVICES named a GPU the machine lacks,
        # https://github.com/jyh2986/Active-Shift-TF/issues/1). Only a list without a GPU is
        # read (none: TensorFlow sees no GPU); XLA_GPU is XLA's device. The list holds no "[":
        # a line repeating the words without one is read in one pass, not once per repetition.
        "gpu_list",
        "registered devices: [",
        _re(r"\bRegistered devices: \[((?:(?!(?<![A-Za-z_])GPU\b)[^\[\]])*)\]"),
        "https://github.com/tensorflow/tensorflow/blob/v1.15.0/tensorflow/core/common_runtime/colocation_graph.cc",
    ),
    FactPattern(
        # One of TensorFlow's physical GPU devices printed by name, alone or after a label (a
        # test script's "  Device: /physical_device:GPU:0",
        # https://github.com/rlogwood/gpu_tests, tensorflow_run.md, a run on an RTX 5080 whose
        # later lines show the GPU computing): TensorFlow lists that GPU.
        "gpu_list",
        "/physical_device:gpu:",
        _re(r"^\W*(?:[A-Za-z][\w ]{0,30}:\s*)?(/physical_device:GPU:\d+)\s*$"),
        "https://github.com/rlogwood/gpu_tests/blob/dab181e724f21e79cdad6aa93c7f6c03a728e8b2/tensorflow_run.md",
    ),
    FactPattern(
        # The guide's check retyped: print("Num GPUs:", len(physical_devices))
        # (https://github.com/tensorflow/tensorflow/issues/38990).
        "gpu_list",
        "num gpus",
        _re(r"^\W*num(?:ber of)? gpus?\W*\s*(\d+)\W*$"),
        "https://github.com/tensorflow/tensorflow/issues/38990",
    ),
    FactPattern(
        # XLA's device of TensorFlow 2.1-2.3, which XLA registers with the driver alone
        # ("PhysicalDevice(name='/physical_device:XLA_GPU:0', device_type='XLA_GPU')",
        # device_lib's 'device_type: "XLA_GPU"', "my gpu device type is XLA_GPU"): listed where
        # TensorFlow's own GPU device is not, the CUDA libraries of its build did not load
        # (https://github.com/tensorflow/tensorflow/issues/38990,
        # https://github.com/tensorflow/tensorflow/issues/35702). A "No OpKernel was registered"
        # error names the devices the process registered the same way ("Registered devices:
        # [CPU, XLA_CPU, XLA_GPU]", TensorFlow 1.15 in mozilla/DeepSpeech#3494).
        "xla_gpu_listed",
        "xla_gpu",
        _re(
            r"\bXLA_GPU:\d|device_type:\s*['\"]XLA_GPU['\"]|\bdevice type is XLA_GPU\b|"
            r"\bRegistered devices: \[[^\[\]]*\bXLA_GPU\b"
        ),
        "https://github.com/tensorflow/tensorflow/issues/38990",
    ),
    FactPattern(
        # Several TensorFlow processes on one GPU, each reserving nearly all of its memory at
        # start: MPI workers ("python -m baselines.her.experiment.train --num_cpu 3", one MPI
        # worker per CPU, https://github.com/openai/baselines/issues/324; mpirun/mpiexec/
        # horovodrun), a distributed agent's actors ("In the actor processes I get the following
        # error", https://github.com/google-deepmind/acme/issues/121), processes said to be
        # several. (Not a data loader's workers: those do not use the GPU.)
        "several_tf_processes",
        "",
        _re(
            r"\b(?:multiple|several|two|three|four|many|parallel|concurrent|actor)\s+"
            r"(?:tensorflow\s+|tf\s+|python\s+)?(?:processes|instances|notebooks|jobs)\b|"
            r"\b(?:mpirun|mpiexec|horovodrun)\b|--num_cpu[= ]+(?:[2-9]|[1-9]\d+)\b"
        ),
        "https://github.com/openai/baselines/issues/324",
    ),
    FactPattern(
        # XLA's devices turned back on in 2.4 and later ("TF_XLA_FLAGS=
        # --tf_xla_enable_xla_devices", https://stackoverflow.com/questions/65907365): an XLA_GPU
        # device listed then does not date the release. (Not the notice of those releases that
        # they are off: "Not creating XLA devices, tf_xla_enable_xla_devices not set".)
        "xla_devices_enabled",
        "--tf_xla_enable_xla_devices",
        _re(r"--tf_xla_enable_xla_devices\b"),
        "https://stackoverflow.com/questions/65907365",
    ),
    FactPattern(
        # A printed list of TensorFlow's devices that names a GPU, whatever asked for it:
        # "[PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')]".
        "gpu_list",
        "physical_device:gpu:",
        _re(r"^\s*(?:Out\[\d+\]:\s*)?(\[PhysicalDevice\(name='/physical_device:GPU:\d+'.*\])\s*$"),
        "https://www.tensorflow.org/guide/gpu",
    ),
    FactPattern(
        # An op without a kernel lists the devices TensorFlow registered: only CPUs means it
        # has no GPU device ("Registered devices: [CPU, XLA_CPU]" beside "Registered kernels:
        # device='GPU'", https://github.com/NVIDIA/DeepLearningExamples/issues/161;
        # tensorflow/core/framework/op_kernel.cc).
        "gpu_list",
        "registered devices:",
        _re(r"\bRegistered devices:\s*\[((?:XLA_)?CPU(?:,\s*(?:XLA_)?CPU){0,3})\]"),
        "https://github.com/NVIDIA/DeepLearningExamples/issues/161",
    ),
    FactPattern(
        # The same list with a GPU in it: the process has a GPU device (a missing kernel is
        # then the op's, not the GPU's: "Registered devices: [CPU, GPU]" under the Metal
        # plugin, https://github.com/lewagon/data-setup/pull/137).
        "gpu_registered",
        "registered devices:",
        _re(r"\bRegistered devices:\s*\[[^\]]*\bGPU\b"),
        "https://github.com/lewagon/data-setup/pull/137",
    ),
    FactPattern(
        # The kernels an op has, as the same error lists them: "Registered kernels:" then
        # "  device='GPU'; T in [DT_FLOAT]" (tensorflow/core/framework/op_kernel.cc,
        # KernelsRegisteredForOp). For TensorFlow's own cuDNN ops the list shows a CUDA build
        # (log_facts: one that found no GPU when "Registered devices" lists none: R keras's
        # use_session_with_seed() had hidden it, https://github.com/rstudio/keras3/issues/729);
        # an add-on's op registers GPU kernels of its own in any build
        # (https://github.com/NVIDIA/DeepLearningExamples/issues/161).
        "gpu_kernels_registered",
        "device='gpu'",
        _re(r"^\s*device='GPU'(?:;|\s*$)|\bRegistered kernels:\s*device='GPU'"),
        "https://github.com/tensorflow/tensorflow/blob/v2.21.0/tensorflow/core/framework/op_kernel.cc",
    ),
    FactPattern(
        # An op with GPU kernels only and none found: the cuDNN RNN ops (CudnnRNN, CudnnRNNV3,
        # CudnnRNNParamsSize, ...) are registered for DEVICE_GPU alone
        # (tensorflow/core/kernels/cudnn_rnn_ops.cc), so "No OpKernel was registered to support
        # Op 'CudnnRNNParamsSize'" means the process has no GPU device
        # (https://github.com/Arturus/kaggle-web-traffic/issues/13: the CPU-only package).
        "gpu_op_unkernelled",
        "no opkernel was registered",
        _re(r"\bNo OpKernel was registered to support Op '(Cudnn\w*)'"),
        "https://github.com/tensorflow/tensorflow/blob/master/tensorflow/core/kernels/cudnn_rnn_ops.cc",
    ),
    FactPattern(
        # What the user expected: a GPU. "GPU available: False" / "Is GPU available: False"
        # (tf.test.is_gpu_available() printed), tensorflow-gpu or tfjs-node-gpu asked for.
        "gpu_not_used",
        "available",
        _re(r"\bGPUs? (?:is )?available\W*\s*False\b"),
        "https://www.tensorflow.org/api_docs/python/tf/test/is_gpu_available",
    ),
    FactPattern(
        # CUDA told not found where the program runs: "upon running it complains that it can't
        # find cuda" (a Singularity container started without --nv,
        # https://github.com/ufoym/deepo/issues/30). Not the toolkit or its compiler asked for
        # by a build, nor TensorFlow's own "Could not find cuda drivers" (NO_COMPLAINT).
        "gpu_not_used",
        "cuda",
        _re(
            r"\b(?:can(?:no|[’'])?t|cannot|could(?:n[’']t| not)|unable to|fails? to|failed to) "
            r"(?:find|detect|see|locate) (?:the )?cuda\b"
            r"(?![ -]?(?:toolkit|compiler|drivers?|home|path|root|_home|_path|\.h|headers?|"
            r"librar|install|version|arch))"
        ),
        "https://github.com/ufoym/deepo/issues/30",
    ),
    FactPattern(
        "gpu_wanted",
        "-gpu",
        _re(
            r"(?:pip3? install|conda install|npm i(?:nstall)?|yarn add|uv (?:add|pip install))\b"
            r".*\b(?:tensorflow-gpu|tf-nightly-gpu|@tensorflow/tfjs-node-gpu)\b|"
            r"@tensorflow/tfjs-node-gpu|tfjs-node-gpu/"
        ),
        "https://github.com/tensorflow/tfjs/issues/8269",
    ),
    FactPattern(
        # Another framework sees the GPU in the same environment: "torch.cuda can successfully
        # find the GPU" (https://github.com/recommenders-team/recommenders/issues/2378). The GPU
        # is there and wanted.
        "gpu_wanted",
        "torch",
        _re(
            r"\b(?:torch(?:\.cuda)?|pytorch)\b.{0,30}\b(?:can |does |could |did )?"
            r"(?:successfully )?(?:finds?|found|sees?|saw|detects?|detected|recogni[sz]es?)\b"
            r".{0,12}\bGPUs?\b"
        ),
        "https://github.com/recommenders-team/recommenders/issues/2378",
    ),
    FactPattern(
        # A question about the GPU not being used: "why is my GPU not used", "TensorFlow does
        # not detect my GPU", "not using the GPU".
        "gpu_not_used",
        "gpu",
        _re(
            # (and the apostrophe left out: "still cant load the gpu",
            # https://github.com/RVC-Project/Retrieval-based-Voice-Conversion-WebUI/issues/618)
            r"(?:\bnot|n't|\b(?:can|don|doesn|didn|won|isn)t|\bnever|\bcannot|\bunable to|"
            r"\bfail(?:s|ed)? to)\s+(?:\w+\s+){0,3}"
            r"(?:use|using|used|load|loading|detect|detecting|"
            r"detected|see|seeing|find|finding|recogni[sz]e|recogni[sz]ing|utili[sz]e|utili[sz]ing)"
            # (not the processes on it: "Cannot see gpu process using nvidia-smi in container",
            # https://github.com/NVIDIA/gpu-operator/issues/629, a run that worked; nor a
            # monitor's figure: "nvidia-smi inside Ubuntu cannot see GPU usage, but able to run
            # GPU acceleration", https://github.com/microsoft/WSL/issues/7162)
            r"\s+(?:my |the |any )?(?:NVIDIA |nvidia )?GPUs?\b"
            r"(?!'?s? process|'?s?\s+(?:usage|utili[sz]ation|util|load|stats|statistics|metrics))|"
            # (a model in brackets: "because the gpu(1080ti) is not utilized",
            # https://github.com/qqwweee/keras-yolo3/issues/43)
            r"\bGPUs?(?:\s*\([^()]{1,30}\))? (?:is |are |was |were )?(?:not|n't) (?:being )?"
            r"(?:used|detected|found|recogni[sz]ed|utili[sz]ed|available|visible|showing|"
            r"access?ible)\b|"
            # "it works with the CPU (slow) although I have a GPU"
            # (https://github.com/eloimoliner/denoising-historical-recordings/issues/10)
            r"\bCPU\b.{0,40}\b(?:although|even though|though|while|but) I have (?:a |an |my )?"
            r"(?:NVIDIA |nvidia )?GPU\b|"
            # "the GPU device cannot be found" (https://github.com/tensorflow/serving/issues/603)
            r"\bGPU(?: devices?)? (?:cannot|can'?t|could not|couldn'?t) be "
            r"(?:found|detected|used|seen)\b|"
            # "thus making the gpus unused" (https://github.com/ray-project/ray/issues/8838)
            r"\bGPUs? (?:is |are |stays? |remains? )?unused\b|"
            # "GPU does not appear in my screen" (a GUI's device choice on a Mac,
            # https://github.com/MouseLand/cellpose/issues/366)
            r"\bGPUs? (?:does|do|did) ?(?:not|n[’']t) (?:appear|show up)\b|"
            # "no GPU detected", "runs on the CPU instead of the GPU", "only uses the CPU";
            # StyleGAN's custom ops: "RuntimeError: No GPU devices found"
            # (https://github.com/mit-han-lab/data-efficient-gans/issues/41)
            # ("no gpu has been used", https://github.com/eragonruan/text-detection-ctpn/issues/167)
            r"\bno GPUs?(?: devices?)? (?:is |are |was |were |(?:has|have|had) been )?"
            # ("when I look up the 'nvidia-smi', no gpu is used",
            # https://github.com/rail-berkeley/softlearning/issues/26)
            r"(?:detected|found|available|visible|recogni[sz]ed|used|utili[sz]ed)\b|"
            # (not a guess asked: "Is this because the rllib using tensorflow CPU instead of
            # GPU?" about a run using 1 GB of the GPU, https://github.com/ray-project/ray/issues/8680)
            r"^(?!.*\b(?:is|was) (?:this|it|that) because\b).*\bCPU instead of (?:the |my )?GPU\b|"
            # "I found it ran on CPU, not on GPU"
            # (https://github.com/houssamzenati/Efficient-GAN-Anomaly-Detection/issues/10)
            r"\b(?:runs?|ran|running|trains?|trained|training) on (?:the )?CPU,? (?:and |but )?"
            r"not (?:on )?(?:the |my )?GPU\b|"
            # "With these NN models, I am only getting CPU load and not gpu"
            # (https://github.com/suragnair/alpha-zero-general/issues/60)
            r"\bonly (?:getting|seeing|get|see|got|saw) (?:a )?CPU (?:load|usage|utili[sz]ation)\b|"
            # "when I did nvidia-smi there is no usage of GPU"
            # (https://github.com/Calamari-OCR/calamari/issues/98)
            r"\bno (?:usage|use|utili[sz]ation) of (?:the |my |any )?GPUs?\b"
        ),
        "https://github.com/tensorflow/tensorflow/issues/62080",
    ),
    FactPattern(
        # An op in the GPU's NCHW layout run by TensorFlow's CPU kernels, which take NHWC only:
        # the program expected a GPU and got the CPU, a GPU not used, in TensorFlow's own log
        # line too ("Conv2DCustomBackpropInputOp only
        # supports NHWC." with the CPU-only package,
        # https://github.com/leela-zero/leela-zero/issues/1691; "Generic conv implementation
        # only supports NHWC tensor format for now.", https://github.com/inoryy/reaver/issues/23;
        # "Default MaxPoolingOp only supports NHWC on device type CPU").
        "nhwc_on_cpu",
        "only supports nhwc",
        _re(r"\b(?:\w*Op|Generic conv implementation) only supports NHWC\b"),
        "https://github.com/leela-zero/leela-zero/issues/1691",
    ),
    FactPattern(
        # TensorFlow said not to find CUDA or cuDNN, the GPU's libraries: "[Windows] Tensorflow
        # GPU fails to find CUDA." (https://github.com/tensorflow/tensorflow/issues/5968).
        "gpu_not_used",
        "find",
        _re(
            r"\b(?:tensorflow|TF)(?:[- _]?gpu)?\b.{0,20}?\b(?:fail(?:s|ed)? to|cannot|can[’']?t|"
            r"could ?n[o’']?t|does ?n[o’']?t|did ?n[o’']?t|unable to|is not|isn[’']t|not) "
            r"(?:find|finding|locate|locating|load|loading)\b.{0,15}?\b(?:CUDA|cuDNN)\b"
        ),
        "https://github.com/tensorflow/tensorflow/issues/5968",
    ),
    FactPattern(
        # The complaint by construction rather than by phrase: a negation, a verb of using
        # (or seeing) and the GPU, a few words apart, in either order: "Not using CUDA GPU
        # despite that being available" (https://github.com/mvirgo/MLND-Capstone/issues/37),
        # '"watch nvidia-smi" does not show any GPU usage at all'
        # (https://github.com/freesurfer/samseg/issues/9), "the GPU is still not being used".
        # (A condition or a guess asked is no complaint: NO_COMPLAINT.)
        "gpu_not_used",
        "gpu",
        _re(
            r"(?:(?:\bnot|n[’']t|\bnever|\bno)\W+(?:\w+\W+){0,6}?"
            r"(?:us(?:e|es|ed|ing)|utili[sz]\w*|detect\w*|recogni[sz]\w*|see|sees|seen|seeing|"
            # ("The above does not include the GPU(s)" of a device list,
            # https://github.com/ray-project/ray/issues/15217)
            r"find|finds|found|finding|show|shows|showing|include|includes|list|lists)\W+"
            r"(?:\w+\W+){0,4}?"
            r"(?:(?:NVIDIA|nvidia|CUDA|cuda) )?(?<![-\w])GPUs?\b(?!['’]?s? process)"
            # (not its memory not freed, which the GPU holds: "I don't see memory on the GPU
            # clear with nvidia-smi", https://stackoverflow.com/questions/39758094)
            r"(?!\W+(?:\w+\W+)?(?:clear|clears|cleared|free|freed|release|released)\b)|"
            r"(?<![-\w])GPUs?\W+(?:\w+\W+){0,4}?(?:not|n[’']t|never)\W+(?:\w+\W+){0,3}?"
            r"(?:used|utili[sz]ed|detected|recogni[sz]ed|seen|found|working)\b|"
            r"(?:\bno\W+(?:\w+\W+){0,2}?|(?:\bnot|n[’']t|\bnever)\W+(?:\w+\W+){0,2}?"
            r"(?:show\w*|see|sees|saw|seen|seeing|get|gets|got|getting|notice\w*|observe\w*|"
            # "nvidia-smi does not report any GPU memory usage by the JVM either"
            # (https://github.com/bytedeco/javacpp-presets/issues/294)
            r"report\w*)\W+"
            r"(?:\w+\W+){0,2}?)(?:(?:load|usage|activity) on (?:the |my )?GPUs?\b|"
            r"(?<![-\w])GPUs? (?:memory )?(?:usage|utili[sz]ation|activity|load)\b))"
        ),
        "https://github.com/mvirgo/MLND-Capstone/issues/37",
    ),
    FactPattern(
        # The GPU told to stay idle while the program runs: "the GPU Memory-Usage and GPU-Util
        # Compute M is all 0" (https://github.com/MaybeShewill-CV/CRNN_Tensorflow/issues/209),
        # "its usage doesnt increase from 0%" (https://github.com/qurator-spk/eynollah/issues/123).
        "gpu_not_used",
        "usage",
        _re(
            r"\bGPU[- ](?:Util|usage|utili[sz]ation)\b.{0,30}?\b(?:is|are|stays?|remains?) "
            r"(?:all |always |still )?(?:at )?0(?:\s*%)?(?![\w.%])|"
            r"\busage (?:does ?n[o'’]?t|never) (?:increase|go|rise)s? (?:above|from|over|beyond) "
            r"0\s*%"
        ),
        "https://github.com/qurator-spk/eynollah/issues/123",
    ),
    FactPattern(
        # A GPU build that runs on the CPU: "Tensorflow-gpu utilize only CPU"
        # (https://github.com/tensorflow/models/issues/4299), "GPU there still training on CPU"
        # (https://github.com/tensorflow/tensorflow/issues/23856).
        "gpu_not_used",
        "cpu",
        _re(
            # ("only can use cpu", https://github.com/tensorflow/java/issues/454)
            r"\b(?:only|still|always) (?:can |could )?(?:uses?|using|used|utili[sz]e[sd]?|"
            r"utili[sz]ing|runs? on|"
            r"running on|trains? on|training on) (?:the |my )?CPU\b|"
            r"\b(?:uses?|using|utili[sz]es?|utili[sz]e|utili[sz]ing) only (?:the |my )?CPUs?\b|"
            # "results in CPU mode only for training"
            # (https://github.com/DeepLabCut/DeepLabCut/issues/2081), "falls back to the CPU"
            r"\bCPU mode\b|\b(?:falls?|fell|falling) back to (?:the )?CPU\b|"
            # "The code runs only on CPU." (https://github.com/matterport/Mask_RCNN/issues/1234)
            r"\b(?:runs?|running|trains?|training|works?) only (?:on|with) (?:the |my )?CPU\b|"
            # "the model is served on cpu only" (https://github.com/tensorflow/tensor2tensor/issues/687)
            r"\b(?:runs?|running|ran|trains?|training|served|serves|serving|executed|executes)"
            r" on (?:the )?CPU only\b|"
            r"\bdefaults? to (?:the )?CPU\b|"
            # TensorFlow itself the subject: "Tensorflow running on CPU in Dex-Net container"
            # (https://github.com/hsp-panda/grasping-benchmarks-panda/issues/22)
            r"\b(?:tensorflow|tf|keras)(?:[-\w]*)\s+(?:is\s+|are\s+)?(?:still\s+)?"
            r"(?:running|runs|ran|trains|training|executes|executing)\s+on\s+(?:the\s+)?CPU\b"
        ),
        "https://github.com/tensorflow/models/issues/4299",
    ),
    FactPattern(
        # The same complaint in more of the words people write: without the apostrophe ("TF
        # doesnt use GPU", https://github.com/matifali/dockerdl/issues/7), "the GPU doesn't
        # work", "the model does not run on the GPU"
        # (https://github.com/keras-team/keras/issues/18844), "can't take advantage of a
        # powerful GPU" (https://github.com/deezer/spleeter/issues/158), "GPU stop being
        # utilized" (https://github.com/DeepLabCut/DeepLabCut/issues/2465), "GPU is connect in
        # my colab but it is not being used" (https://github.com/googlecolab/colabtools/issues/4248),
        # "is there anyway to force the script to use GPU??"
        # (https://github.com/deepfakes/faceswap-playground/issues/79).
        "gpu_not_used",
        "gpu",
        _re(
            r"\b(?:doesn|don|didn|isn|aren|wasn|weren|couldn|can|won|wouldn)[’']?t\s+"
            # ("the program still can't call GPU", https://github.com/serengil/retinaface/issues/11)
            r"(?:\w+\s+){0,2}(?:use|using|detect|see|find|recogni[sz]e|utili[sz]e|access|call)\s+"
            # ("tensorflow didn't recognize the available GPU",
            # https://github.com/evanseitz/seam-nn/issues/1)
            r"(?:my |the |any |a )?(?:available |existing )?GPUs?\b|"
            r"\bGPUs? (?:does|do|did|is|was)(?: not|n[’']?t) work(?:ing)?\b|"
            r"(?:\bnot|n[’']t|\bcannot) (?:\w+\s+){0,2}(?:run|running|train|training|work|working|"
            r"executed|execute)\s+(?:\w+\s+)?(?:on|with)\s+(?:my |the |any |a |an )?"
            r"(?:\w+ )?GPUs?\b|"
            r"(?:\bnot|n[’']t|\bcannot) (?:\w+\s+){0,2}(?:take advantage of|make use of|"
            r"benefit from|access|accessing)\s+(?:my |the |any |a |an )?(?:\w+ )?GPUs?\b|"
            r"\bGPUs? (?:stops?|stopped|is not|isn[’']?t|are not) being "
            r"(?:used|utili[sz]ed|detected|recogni[sz]ed)\b|"
            r"\bGPU\b.{0,60}?\bbut (?:it|they) (?:is|are|was|were)(?: not|n[’']?t) "
            r"(?:being )?(?:used|utili[sz]ed|detected|recogni[sz]ed)\b|"
            r"\b(?:force|make|get)\s+(?:\w+\s+){0,3}to (?:use|run on) (?:the |my )?GPU\b|"
            # "the GPUs don't get used" (https://github.com/justinalsing/pydelfi/pull/12)
            r"\bGPUs? (?:do|does|did)(?: not|n[’']?t) get (?:used|utili[sz]ed)\b|"
            # No memory taken on the GPU while training: "the GPU memmory usage is nearly 0"
            # (https://github.com/argman/EAST/issues/245); TensorFlow on a GPU takes memory.
            r"\bGPU mem+ory(?: usage| used)? (?:is |was |stays? |remains? )?"
            r"(?:(?:nearly|almost|about|only|just|always|still) )?0(?:\s*%|\s*Mi?B)?(?![\w.%])"
        ),
        "https://github.com/matifali/dockerdl/issues/7",
    ),
    FactPattern(
        # CUDA told as missing for the program: "Keeps complaining that CUDA is not enabled"
        # (https://github.com/kshitizrimal/deepStyle/issues/2).
        # And the CPU used "not cuda" ("plantSeg is using CPU, not cuda",
        # https://github.com/kreshuklab/panseg/issues/172).
        "gpu_not_used",
        "cuda",
        _re(
            r"\bCUDA (?:is |was )?not (?:enabled|available|detected|found)\b|"
            r"\b(?:using|uses|use|runs? on|running on) (?:the )?CPU,? (?:and )?not (?:the )?CUDA\b"
        ),
        "https://github.com/kshitizrimal/deepStyle/issues/2",
    ),
    FactPattern(
        # A count of zero GPUs printed or told: "Num GPUs: 0"
        # (https://github.com/patlevin/tfjs-to-tf/issues/35), "Training
        # on 0 GPUs" (https://github.com/vanvalenlab/deepcell-tf/issues/383), "It returns 0
        # GPUs" (https://github.com/tensorflow/tensorflow/issues/42166).
        "gpu_not_used",
        "gpu",
        _re(
            r"^\s*(?:Num(?:ber)?(?: of)? GPUs?|GPU count)\s*[:=]\s*0\s*$|"
            r"\b(?:training|running|training model) on 0 GPUs\b|"
            r"\b(?:returns?|returned|shows?|showed|gives?|gave|found|finds|detects?|detected)"
            r" 0 GPUs?\b"
        ),
        "https://github.com/vanvalenlab/deepcell-tf/issues/383",
    ),
    FactPattern(
        # Only the CPU, said the other way round: "only CPU were used"
        # (https://github.com/gw0/docker-keras-full/issues/2), "tensorflow only can
        # find CPU" (https://github.com/keras-team/keras/issues/5776), "with hyperopt only the
        # CPU is used, not the GPU" (https://github.com/hyperopt/hyperopt/issues/351), "it's
        # running on CPU" (https://github.com/idealo/image-super-resolution/issues/37), "the
        # script uses CPU for training" (https://github.com/deepfakes/faceswap-playground/issues/79).
        "gpu_not_used",
        "cpu",
        _re(
            # "it seems like only the CPU is working"
            # (https://github.com/theAIGuysCode/yolov4-deepsort/issues/154)
            r"\bonly (?:the |my )?CPUs? (?:is|was|were|are|gets?|got|being) (?:being )?"
            r"(?:used|working|running|utili[sz]ed|detected|detcted|listed|found|shown|visible|"
            r"recogni[sz]ed)\b|"
            # "I can see only cpu is detcted" (https://github.com/tensorflow/tensorflow/issues/36776)
            r"\b(?:see|sees|saw|find|finds|found|detects?|detected|lists?|listed|shows?|showed|"
            r"get|gets|got) only (?:the |my |a |one )?CPUs?\b|"
            r"\bonly (?:can |could )?(?:finds?|found|sees?|saw|detects?|detected|lists?|listed|"
            r"shows?|showed) (?:the |my |a )?CPUs?\b|"
            # "the code will still be running on cpu"
            # (https://github.com/flowersteam/TeachMyAgent/issues/3)
            r"\b(?:it[’']?s|it is|it was|is|was|are|were|still|keeps?)(?: be)? "
            r"(?:running|training|executing|being executed|being run) on (?:the )?CPU\b|"
            r"\b(?:uses?|using) (?:the )?CPU (?:for|to|during|in) (?:the )?"
            r"(?:training|train|inference|prediction|predict|computation|compute)\b|"
            # "all of the operations are being placed on the CPU"
            # (https://github.com/tensorflow/tensorflow/issues/311), "the placement log says they
            # are all placed on CPU" (https://github.com/bytedeco/javacpp-presets/issues/294), "it
            # is utilizing CPU source not GPU" (https://github.com/JohnSnowLabs/spark-nlp/issues/13540)
            r"\b(?:operations|ops|they) (?:are |were )?(?:all )?(?:being )?placed on "
            r"(?:the )?CPU\b|"
            r"\butili[sz]ing (?:the )?CPU\b.{0,20}?\bnot (?:the )?GPU\b"
        ),
        "https://github.com/hyperopt/hyperopt/issues/351",
    ),
    FactPattern(
        # The same complaints in Chinese: "tensorflow默认使用cpu" (TensorFlow uses the CPU by
        # default, https://github.com/youdao-ai/SRNet/issues/13), "它还是默认用CPU跑的" (it still
        # runs on the CPU, https://github.com/nickliqian/cnn_captcha/issues/137), "GPU并没有怎么
        # 使用" (the GPU is hardly used, https://github.com/WeijingShi/Point-GNN/issues/92),
        # "不能使用GPU只能使用CPU" (cannot use the GPU, only the CPU).
        "gpu_not_used",
        "pu",
        _re(
            r"(?:默认|还是|只能|只|仍然|一直)(?:使用|用)\s*CPU|(?:使用|用)\s*CPU\s*(?:进行)?(?:训练|跑|运行|计算)|"
            r"(?:没有|没|未|不能|无法|不会)(?:怎么)?(?:使用|调用|用到|用上|识别|检测到|找到)(?:到)?\s*GPU|"
            # "使用的还是cpu，无法用gpu加速" (what it uses is still the CPU, the GPU cannot speed it
            # up), "训练还是只占cpu" (training still only takes the CPU), "cpu都满了gpu也没有动静"
            # (the CPU is full, the GPU does nothing)
            # (https://github.com/bubbliiiing/faster-rcnn-keras/issues/17,
            # https://github.com/youdao-ai/SRNet/issues/5,
            # https://github.com/beyondguo/label_confusion_learning/issues/12)
            r"(?:使用|用)的(?:还是|是|都是)\s*CPU|(?:还是|仍然|都)只(?:占|占用|用|使用)\s*CPU|"
            r"(?:无法|不能|没法)用\s*GPU|GPU\s*(?:也)?(?:没有|没)(?:任何)?(?:动静|反应)|"
            r"GPU\s*(?:并)?(?:没有|没|未).{0,3}?(?:使用|调用|被使用|用到)|"
            # "计算都放在了cpu而不是gpu" (the work is put on the CPU, not the GPU,
            # https://github.com/bojone/bert4keras/issues/340)
            r"CPU\s*(?:上)?\s*而(?:不是|非)\s*(?:在\s*)?GPU"
        ),
        "https://github.com/youdao-ai/SRNet/issues/13",
    ),
    FactPattern(
        # The same of CUDA or the graphics card (显卡): "我的任务检测不到cuda" (my job detects no
        # CUDA), "显示找不到cuda" (it says CUDA is not found,
        # https://github.com/hiyouga/LlamaFactory/issues/3228), "有CUDA环境，却显示未检测到" (there
        # is a CUDA set-up, yet it shows none detected,
        # https://github.com/hiyouga/LlamaFactory/issues/3545).
        "gpu_not_used",
        "到",
        _re(
            r"(?:没有|没|未|不能|无法)(?:识别|检测|找|用)到\s*(?:GPU|CUDA|显卡)|"
            r"(?:检测|识别|找|用)不到\s*(?:GPU|CUDA|显卡)|"
            r"(?:GPU|CUDA|显卡)(?:环境)?[^。.!?！？]{0,6}(?:未|没有|没)(?:被)?(?:检测|识别)到"
        ),
        "https://github.com/hiyouga/LlamaFactory/issues/3228",
    ),
    FactPattern(
        # The poster asks how to get the work onto the GPU: it runs on the CPU now. "How to train
        # it with GPU?" (https://github.com/persephone-tools/persephone/issues/236), "Which
        # parameters should I modify so that training can be done under the gpu?"
        # (https://github.com/MaybeShewill-CV/attentive-gan-derainnet/issues/44), "is it possible
        # to run the processing on a gpu instead of the cpu?"
        # (https://github.com/gvne/spleeterpp/issues/34), "怎么切换到使用GPU训练呢" (how do I
        # switch to training on the GPU, https://github.com/bojone/bert4keras/issues/254), "как
        # реализовать mrcnn_train на gpu?" (https://github.com/ria-com/nomeroff-net/issues/81).
        "gpu_not_used",
        "pu",
        _re(
            r"\bhow (?:do I |can I |could I |should I |to |do you |can we )?(?:\w+\s+){0,4}?"
            r"(?:train|run|use|enable|switch to|make use of|utili[sz]e|execute)\b(?:\s+\S+){0,4}?"
            r"\s+(?:on|with|under|using|via) (?:the |my |a |an )?GPUs?\b|"
            r"\bhow (?:do I |can I |could I |to )(?:use|enable|utili[sz]e) (?:the |my |a )?GPUs?\b|"
            r"\b(?:is it|it is) possible to (?:\w+\s+){0,4}?(?:on|with|using) "
            r"(?:a |the |my )?GPU\b|"
            # "is there a way to run your code on GPU? ... takes forever to run on CPU"
            # (https://github.com/XifengGuo/DCEC/issues/3)
            # ("Is there any way or option to run the code on GPU for testing efficiently",
            # https://github.com/jiny2001/dcscn-super-resolution/issues/85)
            r"\bis there (?:a|any) ?way(?: or option)? to "
            r"(?:run|train|use)\b(?:\s+\w+){0,4}?\s+(?:on|with) "
            r"(?:the |my |a )?GPU\b|"
            r"\b(?:which|what) (?:\w+\s+){0,3}(?:should|do|must|can) I (?:modify|change|set|edit|"
            r"add)\b.{0,60}?\bGPU\b|"
            r"(?:怎么|怎样|如何)(?:才能)?(?:切换到?)?(?:使用|用|调用)\s*GPU|"
            r"\bкак\b.{0,40}?\bна\s+(?:gpu|видеокарт)"
        ),
        "https://github.com/MaybeShewill-CV/attentive-gan-derainnet/issues/44",
    ),
    FactPattern(
        # The GPU idle while the work runs: "gpu usage displayed with nvidia-smi is none"
        # (https://github.com/serengil/deepface/issues/235), "GPU utilization stays at 0%",
        # "each GPU-Util is always shown  zero" (https://github.com/pierluigiferrari/ssd_keras/issues/216),
        # "the gpu utilization showed in nvidia-smi is insignificant"
        # (https://github.com/GeorgeSeif/Semantic-Segmentation-Suite/issues/189).
        "gpu_not_used",
        "gpu",
        _re(
            r"\bGPUs?[- ](?:usage|utili[sz]ation|util|load)\b.{0,40}?"
            r"\b(?:is|are|was|stays|remains|at|of|shows?)\s+(?:(?:always|still|shown|showing)\s+){0,2}"
            r"(?:0(?:\.0)?\s?%|zero|none|nothing|insignificant|negligible)(?![-\w])|"
            # without the verb: "why is my GPU utilization 0?", "GPU util: 0%"
            r"\bGPUs? (?:usage|utili[sz]ation|util|load)\s*[:=]?\s*0(?:\.0)?\s?%?(?![.\d\w])|"
            # in Chinese: "为什么我的GPU利用率为0啊" (https://github.com/LinXueyuanStdio/LaTeX_OCR/issues/6),
            # "我的gpu使用率是0" (https://github.com/MaybeShewill-CV/CRNN_Tensorflow/issues/16),
            # "GPU使用率0%" (https://github.com/610265158/face_landmark/issues/18)
            r"GPU\s*的?\s*(?:利用率|使用率|占用率)\s*(?:一直|始终|总是|只有|仅|都)?\s*"
            r"(?:是|为|在|=|:|：)?\s*0(?:\.0)?\s*%?(?![.\d%])"
        ),
        "https://github.com/tensorflow/models/issues/4299",
    ),
    FactPattern(
        "build_info",
        "_version'",
        _re(r"'(cuda_version|cudnn_version)'\)?\s*[,:]\s*'([\w.]+)'"),
        "https://github.com/conda-forge/tensorflow-feedstock/pull/157",
    ),
    FactPattern(
        "build_is_cuda",
        "'is_cuda_build'",
        _re(r"'is_cuda_build'\)?\s*[,:]\s*(True|False)"),
        "https://github.com/conda-forge/tensorflow-feedstock/pull/157",
    ),
    FactPattern(
        # A device created with almost no memory (gpu_device.cc gives each device the memory
        # free at start): "Created device /job:localhost/replica:0/task:0/device:GPU:0 with 3 MB
        # memory:  -> device: 0, name: NVIDIA GeForce GTX 1080 Ti" beside GPU:1's 10128 MB, in
        # a simulation of ten TensorFlow clients (https://github.com/flwrlabs/flower/issues/3159).
        # Not "0 MB": what the Metal plugin prints for Apple's GPU.
        "device_memory_taken",
        "created",
        _re(
            r"Created (?:TensorFlow )?device \(?\S*GPU:\d+\)? with ([1-9]\d?) MB memory\)?"
            r":?\s*(?:->|.{0,40}?compute capability)"
        ),
        "https://github.com/flwrlabs/flower/issues/3159",
    ),
    FactPattern(
        "created_device",
        "created device",
        _re(
            r"Created (?:TensorFlow )?device \S*GPU:(\d+).*?name: (.+?), pci bus id: .*?"
            r"compute capability: (\d+)\.(\d+)"
        ),
        "https://github.com/fo40225/tensorflow-windows-wheel/pull/182",
    ),
    FactPattern(
        # TF 1.x to 2.4: "Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0
        # with 4722 MB memory) -> physical GPU (device: 0, name: ..., pci bus id: ...,
        # compute capability: 6.1)" (tensorflow/core/common_runtime/gpu/gpu_device.cc).
        "created_device",
        "created tensorflow device",
        _re(
            r"Created TensorFlow device \(\S*GPU:(\d+).*?name: (.+?), pci bus id: .*?"
            r"compute capability: (\d+)\.(\d+)"
        ),
        "https://github.com/fo40225/tensorflow-windows-wheel/pull/182",
    ),
    FactPattern(
        "created_device",
        "creating tensorflow device",
        _re(
            r"Creating TensorFlow device \(\S*GPU:(\d+)\).*?name: (.+?), pci bus id: .*?"
            r"compute capability: (\d+)\.(\d+)"
        ),
        "https://github.com/tensorflow/tensorflow/issues/15485",
    ),
    FactPattern(
        # The GPU TensorFlow found, before it decides to use it: "Found device 0 with
        # properties: pciBusID: ... name: GeForce GTX 1080 Ti computeCapability: 6.1" (TF 2.x,
        # one line) or "name: GeForce GTX 1080 Ti major: 6 minor: 1 memoryClockRate(GHz): ..."
        # (TF 1.x, the line after it); tensorflow/core/common_runtime/gpu/gpu_device.cc.
        "logged_gpu",
        "name: ",
        # (the name bounded: a line of many "name: " stays linear)
        _re(
            r"\bname: (\S.{0,80}?)\s+"
            r"(?:computeCapability: (\d+)\.(\d+)|major: (\d+) minor: (\d+))\b"
        ),
        "https://github.com/tensorflow/tensorflow/issues/45200",
    ),
    FactPattern(
        # The allocator of a GPU device TensorFlow created, named "GPU_<id>_bfc" in
        # tensorflow/core/common_runtime/gpu/gpu_process_state.cc: an out-of-memory report or
        # a low-memory warning names it ("Allocator (GPU_0_bfc) ran out of memory"), so the
        # GPU was in use. So is the constructor of that allocator (GPUBFCAllocator, the only
        # caller of gpu_bfc_allocator.cc's GetAllowGrowthValue) reading TF_FORCE_GPU_ALLOW_GROWTH:
        # "gpu_bfc_allocator.cc:42] Overriding orig_value setting because the
        # TF_FORCE_GPU_ALLOW_GROWTH environment variable is set"
        # (https://github.com/DeepLabCut/DeepLabCut/issues/2292, a run that used the GPU).
        "gpu_allocator",
        "_bfc",
        _re(
            r"\bGPU_\d+_bfc\b|"
            r"gpu_bfc_allocator\.cc:\d+\] Overriding orig_value setting because the "
            r"TF_FORCE_GPU_ALLOW_GROWTH"
        ),
        "https://github.com/tensorflow/tensorflow/blob/master/tensorflow/core/common_runtime/gpu/gpu_process_state.cc",
    ),
    # Lines only a process at work on an NVIDIA GPU prints (each sets gpu_in_use, as the
    # allocator's name does). XLA's service made for the CUDA platform and its devices
    # (xla/service/service.cc: "XLA service %p initialized for platform %s (this does not
    # guarantee that XLA will be used). Devices:", then "  StreamExecutor device (%d): %s, %s"
    # with the device's name and, on CUDA, "Compute Capability 8.6"; on the CPU it is
    # "platform Host" and "Host, Default Version").
    FactPattern(
        "gpu_at_work",
        "initialized for platform cuda",
        _re(r"\bXLA service \S+ initialized for platform CUDA\b"),
        "https://github.com/tensorflow/tensorflow/blob/v2.4.0/tensorflow/compiler/xla/service/service.cc",
    ),
    FactPattern(
        "gpu_at_work",
        "streamexecutor device",
        _re(r"\bStreamExecutor device \(\d+\): \S.{0,80}?, Compute Capability \d+\.\d"),
        "https://github.com/tensorflow/tensorflow/blob/v2.4.0/tensorflow/compiler/xla/service/service.cc",
    ),
    FactPattern(
        # PaddlePaddle's note once it has a GPU device (gpu_resources.cc: "Please NOTE: device:
        # 0, GPU Compute Capability: 12.0, Driver API Version: 13.2, Runtime API Version: 13.0"),
        # which it prints only when the driver answered (a WSL2 run whose GPU was 158 times
        # faster than its CPU, https://github.com/PaddlePaddle/Paddle/issues/78917).
        "gpu_at_work",
        "gpu compute capability",
        _re(r"\bdevice: \d+, GPU Compute Capability: \d+\.\d+, Driver API Version: \d+\.\d+"),
        "https://github.com/PaddlePaddle/Paddle/issues/78917",
    ),
    FactPattern(
        # cuDNN started on a GPU: CudnnSupport::Init logs "Loaded cuDNN version " <<
        # cudnnGetVersion() once the handle is made (xla/stream_executor/cuda/cuda_dnn.cc).
        "gpu_at_work",
        "loaded cudnn version",
        _re(r"\bLoaded cuDNN version \d+"),
        "https://github.com/openxla/xla/blob/main/xla/stream_executor/cuda/cuda_dnn.cc",
    ),
    FactPattern(
        # XLA's GPU runtime launching CUDA graphs (xla/service/gpu/runtime/graph_launch.cc):
        # "graph_launch.cc:671] Fallback to op-by-op mode because memset node breaks graph
        # update" from a Kaggle run that trained (https://github.com/tensorflow/tensorflow/issues/66589).
        "gpu_at_work",
        "graph_launch.cc:",
        _re(r"\bgraph_launch\.cc:\d+\]"),
        "https://github.com/tensorflow/tensorflow/issues/66589",
    ),
    FactPattern(
        # The TensorFlow Addons release, as a bug form of its own asks it ("TensorFlow-Addons
        # version: 0.8.3 (pip) and tfa-nightly", https://github.com/tensorflow/addons/issues/1277),
        # pinned ("tensorflow-addons==0.12.1") or listed by pip ("tensorflow-addons   0.17.1").
        "tfa_version",
        "addons",
        _re(r"\btensorflow[-_ ]addons(?:\s+version)?\s*(?::|==?|\s)\s*v?(0\.\d{1,2})(?:\.\d+)?\b"),
        "https://github.com/tensorflow/addons/issues/1277",
    ),
    FactPattern(
        "placement",
        "device:gpu:",
        _re(r"Executing op \S+ in device \S*device:GPU:\d+"),
        "https://www.tensorflow.org/guide/gpu",
    ),
    FactPattern(
        "cudnn_versions",
        "loaded runtime cudnn library",
        _re(r"Loaded runtime CuDNN library: (\d+(?:\.\d+)*).*?compiled with:? (\d+(?:\.\d+)*)"),
        "https://github.com/google-research/deeplab2/issues/66",
    ),
    FactPattern(
        # A CUDA library TensorFlow looked for and did not find: its soname says which CUDA
        # (or cuDNN) release the build expects (https://github.com/tensorflow/tensorflow/issues/20271).
        "cuda_lib_missing",
        "libcu",
        _re(
            # (the colon dropped where a page quotes it, as in log_patterns)
            r"(libcu(?:dart|blas|fft|rand|solver|sparse|dnn))\.so\.(\d+(?:\.\d+)?)"
            r"(?::\s*|\s+)cannot open shared object file"
        ),
        "https://github.com/tensorflow/tensorflow/issues/26209",
    ),
    FactPattern(
        # TensorFlow's CUDA-runtime stub could not load libcudart (not the driver, whatever
        # the words say): GetDsoHandle() logs this when DsoLoader::GetCudaRuntimeDsoHandle()
        # fails; its error-string stand-in says "Error loading CUDA libraries. GPU will not be
        # used."
        "cudart_stub",
        "gpu will not be used",
        _re(
            r"Could not find cuda drivers on your machine, GPU will not be used|"
            r"Error loading CUDA libraries\. GPU will not be used"
        ),
        CUDART_STUB_SOURCE,
    ),
    FactPattern(
        # The CUDA runtime TensorFlow opened, of a release whose library name carries its
        # minor: CUDA 10.x and older ("Successfully opened dynamic library libcudart.so.10.1",
        # https://github.com/tensorflow/tensorflow/issues/44349; "cudart64_101.dll"). From 11
        # on the name carries only the major (libcudart.so.11.0 and cudart64_110.dll for every
        # 11.x), so it says no release.
        "cudart_opened",
        "successfully opened dynamic library",
        _re(
            r"Successfully opened dynamic library '?(?:libcudart\.so\.([1-9]|10)\.(\d)\b|"
            r"cudart64_([1-9]|10)(\d)\.dll)"
        ),
        "https://github.com/tensorflow/tensorflow/issues/44349",
    ),
    FactPattern(
        # An NGC image's driver check (its banner: "ERROR: This container was built for NVIDIA
        # Driver Release 450.51 or later, but / version 440.33.01 was detected and compatibility
        # mode is UNAVAILABLE."): the driver the image needs; the next line, the host's.
        "ngc_driver_wanted",
        "container was built for nvidia driver release",
        _re(r"This container was built for NVIDIA Driver Release (\d+\.\d+(?:\.\d+)?) or later"),
        "https://github.com/NVIDIA/nvidia-docker/issues/1479",
    ),
    FactPattern(
        "ngc_driver_found",
        "was detected and compatibility mode is",
        _re(r"\bversion (\d+\.\d+(?:\.\d+)?) was detected and compatibility mode is UNAVAILABLE"),
        "https://github.com/NVIDIA/nvidia-docker/issues/1479",
    ),
    FactPattern(
        "cudart_wanted",
        "cudart",
        _re(
            r"(?:Could not load|Successfully opened) dynamic library "
            r"'?(?:libcudart\.so\.|cudart64_)(\d+)"
        ),
        "https://github.com/tensorflow/tensorflow/issues/36864",
    ),
    FactPattern(
        # Windows could not load a DLL that TensorFlow's own needs (ERROR_MOD_NOT_FOUND, Python's
        # "ImportError: DLL load failed: The specified module could not be found."), in the
        # system's language: "找不到指定的模块" on a Chinese Windows
        # (https://github.com/tensorflow/tensorflow/issues/11139), "Не найден указанный модуль."
        # on a Russian one (https://github.com/tensorflow/tensorflow/issues/12437), "Impossível
        # localizar o módulo especificado." on a Brazilian one
        # (https://github.com/tensorflow/tensorflow/issues/9603), "Das angegebene Modul wurde
        # nicht gefunden." (https://github.com/tensorflow/tensorflow/issues/35903), "Le module
        # spécifié est introuvable." (https://github.com/tensorflow/tensorflow/issues/39284),
        # "指定されたモジュールが見つかりません。" (https://github.com/gitextensions/gitextensions/issues/9506),
        # "No se puede encontrar el módulo especificado." (a Spanish Windows' traceback kept in
        # a public repository, the code index's document 10539621646). For a GPU build the
        # module most often missing is a CUDA or cuDNN DLL of its build (TensorFlow 1.2 wanting
        # cudnn64_5.dll).
        "dll_module_not_found",
        "dll load failed",
        _re(r"DLL load failed\b.{0,80}?" + MODULE_NOT_FOUND),
        "https://github.com/tensorflow/tensorflow/issues/11139",
    ),
    FactPattern(
        # The same in the words of Python 3.8 and later, which name the module being imported
        # ("DLL load failed while importing %U: %s", Python/dynload_win.c since 3.8): "DLL load
        # failed while importing _pywrap_tensorflow_internal: The specified module could not be
        # found." (TensorFlow 2.3 on Python 3.8, https://github.com/tensorflow/tensorflow/issues/44669).
        # A Python that new dates the TensorFlow release to one with wheels for it (the tested
        # build table).
        "dll_load_while_importing",
        "dll load failed while importing",
        _re(r"DLL load failed while importing (\w+)\W{0,4}" + MODULE_NOT_FOUND),
        "https://github.com/python/cpython/blob/3.8/Python/dynload_win.c",
    ),
    FactPattern(
        # CUDA or cuDNN named at all ("1. Install CUDA 2. Install cuDNN",
        # https://github.com/davisking/dlib/issues/2039): a set-up with CUDA in it.
        "cuda_said",
        "cu",
        _re(r"\bcu(?:da|dnn)\b"),
        "https://github.com/davisking/dlib/issues/2039",
    ),
    FactPattern(
        # Python's traceback of an exception that was not caught: "Traceback (most recent call
        # last):" (CPython's traceback module) starts what failed.
        "traceback_seen",
        "most recent call last",
        _re(r"^\W*Traceback \(most recent call last\)"),
        "https://github.com/ConnorJL/GPT2/issues/25",
    ),
    FactPattern(
        # TensorFlow's native module named in a traceback ("from
        # tensorflow.python._pywrap_tensorflow_internal import *", "pywrap_tensorflow.py", line
        # 64; https://github.com/AaronJny/xyolo/issues/1): a DLL that fails to load there is
        # TensorFlow's own.
        "pywrap_seen",
        "pywrap_tensorflow",
        _re(r"pywrap_tensorflow"),
        "https://github.com/AaronJny/xyolo/issues/1",
    ),
    FactPattern(
        # A frame of TensorFlow's native module failing to load: pywrap_tensorflow.py raising
        # its ImportError at module level ("raise ImportError(msg)", whose message, "Failed to
        # load the native TensorFlow runtime.", follows the original error), or SWIG's loader of
        # TensorFlow 1.x (pywrap_tensorflow_internal.py, "in swig_import_helper").
        "pywrap_import_failed",
        "pywrap_tensorflow",
        _re(
            r"pywrap_tensorflow(?:_internal)?\.py\W{0,3}, line \d+, "
            r"in (?:<module>|swig_import_helper)"
        ),
        "https://github.com/tensorflow/tensorflow/blob/r1.15/tensorflow/python/pywrap_tensorflow.py",
    ),
    FactPattern(
        # A Windows CUDA DLL that does not load: its name carries the CUDA (or cuDNN) version.
        "dll_missing",
        "64_",
        # (and the Windows self-check script's "Could not load 'cudart64_80.dll'",
        # https://github.com/tensorflow/tensorflow/issues/13970)
        _re(
            r"(?:Could not load dynamic library ['\"`]?|Could not find '|Could not load ')"
            r"((cu[a-z]*?)64_(\d+)\.dll)"
        ),
        "https://github.com/tensorflow/tensorflow/issues/31701",
    ),
    # --- driver -------------------------------------------------------------------------
    FactPattern(
        "smi_banner",
        "driver version",
        # Drivers before 410 print no "CUDA Version" (https://github.com/pytorch/examples/issues/115).
        # An NVIDIA driver's branch has three digits (R390, R535); Windows' own file version of
        # the same driver ("Driver Version: 31.0.15.3623", Device Manager) is not it.
        _re(
            r"Driver Version:\s*([1-9]\d{2}\.\d+(?:\.\d+)?)(?![.\d])"
            r"(?:\s+CUDA Version:\s*(\d+\.\d+|N/A))?"
        ),
        "https://github.com/tensorflow/tensorflow/issues/62328",
    ),
    FactPattern(
        "smi_gpu_row",
        "|",
        _re(r"^\|\s+(\d+)\s+((?:NVIDIA |GeForce |Tesla |Quadro |TITAN )[^|]*?)\s+(?:On|Off)\s+\|"),
        "https://github.com/tensorflow/tensorflow/issues/38134",
    ),
    FactPattern(
        "smi_failed",
        "nvidia-smi has failed",
        _re(r"NVIDIA-SMI has failed because it couldn.t communicate with the NVIDIA driver"),
        "https://github.com/GoogleCloudPlatform/compute-gpu-installation/pull/18",
    ),
    FactPattern("smi_missing", "nvidia-smi", SMI_MISSING, SMI_MISSING_SOURCE),
    FactPattern(
        "kernel_driver_version",
        "version",
        _re(
            r"(?:kernel reported version is|possibly insufficient driver version):?\s*"
            r"(\d+\.\d+(?:\.\d+)?)"
        ),
        "https://github.com/tensorflow/tensorflow/issues/22525",
    ),
    FactPattern(
        "proc_version",
        "nvrm version",
        _re(r"NVRM version: NVIDIA UNIX \S+ Kernel Module\s+(\d+\.\d+(?:\.\d+)?)"),
        "https://github.com/tensorflow/tensorflow/issues/22525",
    ),
    FactPattern(
        "modprobe_missing",
        "modprobe",
        _re(r"modprobe: FATAL: (?:Module )?(nvidia\S*) not found"),
        "https://github.com/Witko/nvidia-xrun/issues/144",
    ),
    FactPattern(
        "dkms",
        "nvidia",
        _re(
            r"^\s*nvidia(?:-srv)?[/,]\s*(\d+\.\d+(?:\.\d+)?),\s*(\S+?),\s*\S+?:\s*(installed|built|added)"
        ),
        "https://github.com/negativo17/nvidia-driver/issues/56",
    ),
    # --- packages -----------------------------------------------------------------------
    FactPattern(
        # pip's resolver naming what is installed: "tensorflow-gpu 2.2.0 requires gast==0.3.3,
        # but you have gast 0.3.0 which is incompatible."
        "package",
        " requires ",
        _re(
            r"^\s*(tensorflow(?:-gpu|-cpu|-intel|-macos)?|tf-nightly(?:-gpu)?) "
            r"(\d+(?:\.\d+)+\S*) requires \S.*, but you have "
        ),
        "https://github.com/apple/turicreate/issues/3405",
    ),
    FactPattern(
        "package",
        "",
        _re(
            r"^\s*(?:[-*]\s+)?(tensorflow(?:-gpu|-cpu|-intel|-macos|-metal)?|tf-nightly(?:-gpu)?|keras|"
            r"cudatoolkit|cudnn|nvidia-[a-z-]+-cu1[1-3])\s+v?(\d+(?:\.\d+)+\S*)"
            # (a range in words is no listing: "cuDNN 8.1 or newer",
            # https://github.com/tensorflow/tensorflow/issues/60192)
            r"(?!\s+(?:or|and|to)\s)(?:\s+(\S+))?(?:\s+\S+){0,2}\s*$"
        ),
        "https://github.com/conda-forge/tensorflow-feedstock/issues/365",
    ),
    FactPattern(
        # `pip freeze`'s "name==version", one a line ("$ pip freeze | grep tensorflow" ...
        # "tensorflow==2.1.0", https://github.com/ray-project/ray/issues/8838).
        "package",
        "==",
        _re(
            r"^\s*(tensorflow(?:-gpu|-cpu|-intel|-macos|-metal)?|tf-nightly(?:-gpu)?|keras|"
            r"nvidia-[a-z-]+-cu1[1-3])\s*==\s*(\d+(?:\.\d+)+)\s*$"
        ),
        "https://github.com/ray-project/ray/issues/8838",
    ),
    FactPattern(
        # Several TensorFlow distributions given their versions in one line of settings: "My
        # settings :python36,tensorflow=1.13.1,tensorflow-gpu=1.4.0,cuda=10.0"
        # (https://github.com/microsoft/Recursive-Cascaded-Networks/issues/13); each is read.
        "packages_inline",
        "tensorflow",
        _re(rf"(?:{_INLINE_TF_PACKAGE}.*?){{2}}"),
        "https://github.com/microsoft/Recursive-Cascaded-Networks/issues/13",
    ),
    FactPattern(
        # Two distributions told installed in words: "It installs Tensorflow 1.15 and
        # Tensorflow-gpu 2.2.0 by default" (https://github.com/deephyper/deephyper/issues/35).
        "packages_told",
        "tensorflow",
        _re(
            r"\b(?:install(?:s|ed)?|(?:I )?have|has|there (?:is|are))\b[^.;]{0,40}?"
            r"(?<![\w.-])(tensorflow(?:-gpu|-cpu)?)\s+v?(\d+\.\d+(?:\.\d+)?)\s*(?:,|and|&|\+)\s*"
            r"(?:also )?(tensorflow(?:-gpu|-cpu)?)\s+v?(\d+\.\d+(?:\.\d+)?)(?![\w.])"
        ),
        "https://github.com/deephyper/deephyper/issues/35",
    ),
    FactPattern(
        # `pip show tensorflow-gpu` prints "Name: tensorflow-gpu" then "Version: 1.15.4"
        # (https://github.com/OCR-D/ocrd_all/issues/220); the version is read on the next line.
        "pip_show_name",
        "name:",
        _re(
            r"^\s*Name: (tensorflow(?:-gpu|-cpu|-intel|-macos)?|tf-nightly(?:-gpu|-cpu)?|"
            r"intel-tensorflow|tensorflow-metal|keras)\s*$"
        ),
        "https://github.com/OCR-D/ocrd_all/issues/220",
    ),
    FactPattern(
        # TensorFlow works from a shell but not from a notebook or an IDE: the kernel did not
        # get the shell's environment (LD_LIBRARY_PATH, PATH with the CUDA libraries). "plain
        # python can run it, but not on JupyterHub ... JupyterHub knows no LD_LIBRARY_PATH"
        # (https://github.com/tensorflow/tensorflow/issues/35539); "I am also able to import
        # TensorFlow in Python Console launched from Terminal" ... "The problem arises only when
        # I open the ipynb file with Jupyter Notebook" (tensorflow/tensorflow#7602).
        "kernel_env",
        "but not",
        _re(
            r"\b(?:terminal|shell|command line|console|plain python|python interpreter)\b.{0,80}"
            r"\bbut not (?:in|on|from|with|when) (?:the |a )?(?:jupyter\w*|notebooks?|"
            r"pycharm|spyder|vs ?code|ide|kernel)\b"
        ),
        "https://github.com/tensorflow/tensorflow/issues/35539",
    ),
    FactPattern(
        "kernel_env",
        "path",
        _re(
            r"\b(?:jupyter\w*|notebooks?|pycharm|spyder|vs ?code|kernel)\b.{0,40}"
            r"\b(?:knows no|does not (?:get|see|inherit|have)|doesn'?t (?:get|see|inherit|have))\b"
            r".{0,30}\b(?:LD_LIBRARY_PATH|DYLD_LIBRARY_PATH|PATH)\b"
        ),
        "https://github.com/tensorflow/tensorflow/issues/35539",
    ),
    FactPattern(
        "kernel_env",
        "only when",
        _re(
            r"\bproblem (?:arises|happens|occurs) only when I (?:open|run|use)\b.{0,40}"
            r"\b(?:jupyter\w*|notebook|pycharm|spyder|vs ?code)\b"
        ),
        "https://github.com/tensorflow/tensorflow/issues/7602",
    ),
    FactPattern(
        # Said outright: TensorFlow does use this GPU elsewhere in the same set-up ("I was able
        # to train the model using my GPU so I know it's not an issue with my installation",
        # https://github.com/stardist/stardist/issues/32): the set-up works.
        "gpu_works_stated",
        "gpu",
        _re(
            r"\bable to (?:train|run|use)\b.{0,30}\b(?:using|on|with) (?:my |the )?GPU\b.{0,60}"
            r"\bnot (?:an? )?(?:issue|problem) with (?:my|the) (?:installation|install|set-?up|"
            r"drivers?|hardware)\b"
        ),
        "https://github.com/stardist/stardist/issues/32",
    ),
    FactPattern(
        # A GPU load above zero told: the GPU is used, however little ("I see that the gpu usage
        # is only about 5% and it runs quite slowly", "the usage jumps frequently from 90% or
        # higher to about 40%", https://github.com/lengstrom/fast-style-transfer/issues/283).
        # A slow run then is another question than a GPU not used.
        "gpu_works_stated",
        "gpu",
        _re(
            r"\bGPUs?[- ](?:usage|utili[sz]ation|util|load)\b.{0,20}?"
            r"\b(?:is|was|are|were|stays|remains|at|of|reaches|goes up to|jumps to)\s+"
            r"(?:(?:only|about|around|roughly|approximately|just|always|still|between)\s+){0,2}~?"
            r"(?:[1-9]\d?|100)(?:\.\d+)?\s?%|"
            # "shows that my GPU is being used 5%", "shows the GPU being used around 80%" (of
            # Task Manager and a vendor's tool, https://github.com/iperov/DeepFaceLab/issues/5445)
            r"\bGPUs? (?:is |was )?being used (?:at |by )?"
            r"(?:(?:only|about|around|roughly|approximately|just)\s+)?~?"
            r"(?:[1-9]\d?|100)(?:\.\d+)?\s?%|"
            # in Chinese, on a line about the GPU (the needle): "发现利用率最多也就1%" (the
            # utilisation at most 1%,
            # https://github.com/MorvanZhou/Reinforcement-learning-with-tensorflow/issues/117);
            # not the CPU's or the memory's ("CPU利用率100%", "内存使用率")
            r"(?<!CPU)(?<!cpu)(?<!存)(?:利用率|使用率)\s*"
            r"(?:最多|最高|只有|仅有?|也就|大约|大概|约|在|为|是|\s)*"
            r"(?:[1-9]\d?|100)(?:\.\d+)?\s*%"
        ),
        "https://github.com/lengstrom/fast-style-transfer/issues/283",
    ),
    FactPattern(
        # The GPU's work said to run: "nvidia-smi inside Ubuntu cannot see GPU usage, but able
        # to run GPU acceleration and detected the devices" (WSL2's nvidia-smi without the
        # utilisation figure, https://github.com/microsoft/WSL/issues/7162).
        "gpu_works_stated",
        "able to",
        _re(r"(?<!not )(?<!n't )(?<!never )\bable to (?:run|use) (?:the )?GPU acceleration\b"),
        "https://github.com/microsoft/WSL/issues/7162",
    ),
    FactPattern(
        # Seen in nvidia-smi: the program's own process on the GPU ("everything seems to be
        # working fine (I see the `recognize/bin/node` process running on my GPU using
        # `nvidia-smi`)", https://github.com/nextcloud/recognize/issues/1060). A warning beside it
        # (an app's "couldn't load GPU") is wrong about this run.
        "gpu_works_stated",
        "process",
        _re(
            r"(?<!n't )(?<!not )(?<!never )\b(?:I|we) (?:can )?(?:see|saw)\b.{0,60}"
            r"\bprocess(?:es)?\b.{0,30}"
            r"\b(?:running )?(?:on|in) (?:my |the |both )?GPUs?\b(?!.{0,20}\b(?:but|only)\b)"
        ),
        "https://github.com/nextcloud/recognize/issues/1060",
    ),
    # The CPU wanted, the GPU not: "I would like to disable cuda support, is there how?"
    # (TensorFlow's cuInit line in a container without GPUs,
    # https://github.com/serengil/deepface/issues/34), "I only want to run it on the CPU", "I
    # don't need the GPU". (One regular expression, tried on the lines that name one of its
    # words.)
    *(
        FactPattern(
            "cpu_wanted",
            needle,
            _re(
                r"\b(?:would like|want|wanted|need|needed|wish|prefer|try|tried|trying) to "
                r"(?:disable|turn off|switch off|deactivate) (?:the )?(?:cuda|GPUs?)\b|"
                r"\bhow (?:do|can|could|should) I (?:disable|turn off|switch off) (?:the )?"
                r"(?:cuda|GPUs?)\b|"
                r"\b(?:only )?(?:want|need|would like) to (?:run|use|train) (?:it |this |"
                r"tensorflow |the model )?(?:on|with) (?:the )?CPU\b|"
                r"\b(?:do ?n[o'’]?t|do not) (?:need|want) (?:to use )?(?:the |a |any )?GPUs?\b"
            ),
            "https://github.com/serengil/deepface/issues/34",
        )
        for needle in ("cuda", "gpu", "cpu")
    ),
    FactPattern(
        # Keras starting a second (or later) epoch of fit(): the training went on past its first
        # ("Epoch 2/10"; keras/src/callbacks/progbar_logger.py prints f"Epoch {epoch + 1}/
        # {self.epochs}" at each epoch's start). Its first line number is kept: what was printed
        # before it did not stop the run.
        "later_epoch",
        "epoch",
        _re(r"^\W{0,4}Epoch\s+(?:[2-9]|[1-9]\d+)/\d+\s*$"),
        "https://github.com/keras-team/keras/blob/69f46ffdd65d4c951bec1eca47189387de7e9e93/keras/src/callbacks/progbar_logger.py",
    ),
    FactPattern(
        # tf_cnn_benchmarks past its first step: "10\timages/sec: 398.2 +/- 9.8 (jitter = 26.0)
        # \t7.900" (the step, the images per second so far, the loss; a committed log of Lambda's
        # TensorFlow benchmark that ran to "total images/sec: 406.84").
        "later_epoch",
        "images/sec:",
        _re(r"^\s*(?:[2-9]|[1-9]\d+)\s+images/sec: \d"),
        "https://github.com/lambdal/lambda-tensorflow-benchmark/blob/6595db3eb8b2a840924cb370ae60d610d8128f26/logs/Processor-LambdaCloud_1xQuadro_RTX_6000.logs/real-replicated-fp16-1gpus/resnet50-256/throughput/1",
    ),
    FactPattern(
        # The program's own last words, on a line of their own: "Finished processing video.",
        # then "Total time is 16.4364 minutes" (a committed job output of WorkPlaceForMe/G-SATE,
        # handle/shares/c18a0-0766-2/log.o, after TensorFlow's refused GPU allocations). Its last
        # line number is kept: what came before it did not stop the program.
        "run_ended",
        "finished",
        _re(
            r"^\W{0,4}(?:Finished (?:processing|training|inference|predictions?|evaluation)\b|"
            r"Training (?:has )?(?:finished|completed?)\b)[^?]{0,80}$"
        ),
        "https://github.com/WorkPlaceForMe/G-SATE/blob/dfc739446326995f1ce24ee543c56065f32ed812/handle/shares/c18a0-0766-2/log.e",
    ),
    FactPattern(
        # Said outright: the program goes on and ends well in spite of the lines pasted ("the
        # software keeps running and was able to finish successfully",
        # https://github.com/apcamargo/genomad/issues/3).
        "run_goes_on",
        "run",
        _re(r"\b(?:keeps?|kept) running\b|\bcontinues? (?:to run|running)\b"),
        "https://github.com/apcamargo/genomad/issues/3",
    ),
    FactPattern(
        "run_goes_on",
        "successfully",
        _re(
            r"\b(?:able to|could|did) (?:still )?finish(?:ed)? successfully\b|"
            r"\b(?:finishe[sd]|complete[sd]|ran|runs?) successfully\b"
        ),
        "https://github.com/apcamargo/genomad/issues/3",
    ),
    FactPattern(
        # The outcome told right: "I got "CUDA_ERROR_OUT_OF_MEMORY", but the results is
        # correct" (https://github.com/google-deepmind/kinetics-i3d/issues/70).
        "run_goes_on",
        "result",
        _re(
            r"\bbut (?:the |my )?(?:results?|outputs?|predictions?) (?:is|are|was|were|seems? "
            r"(?:to be )?|looks?) (?:still )?(?:correct|right|fine|good|ok(?:ay)?|as expected)\b"
        ),
        "https://github.com/google-deepmind/kinetics-i3d/issues/70",
    ),
    FactPattern(
        # The run told to have ended in spite of the lines: "I got this error mesages, but it
        # still finished SNP calling and all the output files seemed fine"
        # (https://github.com/google/deepvariant/issues/722).
        "run_goes_on",
        "but",
        _re(
            r"\bbut (?:it|the (?:run|job|program|script|training|pipeline)) (?:still )?"
            r"(?:finishe[sd]|complete[sd]|ran to the end|ended (?:well|fine))\b|"
            r"\bbut it still (?:works?|worked|runs?|ran)\b"
        ),
        "https://github.com/google/deepvariant/issues/722",
    ),
    FactPattern(
        # The same as a sentence of its own: "It still manages to train, but this is not
        # ideal." after a slower fallback's warning (https://github.com/NVlabs/instant-ngp/issues/551).
        "run_goes_on",
        "still",
        _re(r"\bit still (?:manages to |is able to |can )(?:train|run|work)s?\b"),
        "https://github.com/NVlabs/instant-ngp/issues/551",
    ),
    FactPattern(
        # Said of an error line: it does no harm ("I am aware that Tensorflow warnings and
        # `CUDA_ERROR_NOT_INITIALIZED` error should not affect GPU usage", as DeepVariant's FAQ
        # says of its forked workers, https://github.com/google/deepvariant/issues/960). Not a
        # question ("Does it affect the GPU?").
        "error_said_harmless",
        "affect",
        _re(
            r"\b(?:should(?:n[’']?t| not)|does(?:n[’']?t| not)|won[’']?t|will not|do(?:n[’']?t| "
            r"not)) (?:\w+ )?affect (?:the |my )?(?:GPU|results?|outputs?|training|run)\b"
            r"(?![^.]*\?)"
        ),
        "https://github.com/google/deepvariant/issues/960",
    ),
    FactPattern(
        "run_goes_on",
        "正常运行",
        _re(r"可以正常运行|能正常运行|正常运行(?:完|结束)"),
        "https://github.com/apcamargo/genomad/issues/3",
    ),
    # A slow start told: loading a model, starting a session or the first step takes minutes on
    # the GPU. Read beside a GPU the build has no kernels for, it is the driver JIT-compiling the
    # build's PTX ("a first-time delay of 90-120 seconds when we create the session", on an
    # Ampere card with TensorFlow 2.3, https://github.com/emgucv/emgutf/issues/71; "keras startup
    # time (_make_train_function()) very slow on Tesla V100", with a CUDA 8 build,
    # https://github.com/keras-team/keras/issues/8537). A run that is slow throughout
    # ("training started but is slow") is not a start; a program's own notice ("This will take
    # a few minutes") is not a complaint.
    *(
        FactPattern(
            "slow_start",
            needle,
            _re(rf"{_START}.{{0,80}}?{_SLOW}|{_SLOW}.{{0,80}}?{_START}"),
            source,
        )
        for needle, source in (
            ("slow", "https://github.com/keras-team/keras/issues/8537"),
            ("long", "https://github.com/ContinuumIO/anaconda-issues/issues/8834"),
            ("delay", "https://github.com/emgucv/emgutf/issues/71"),
            ("min", "https://github.com/emgucv/emgutf/issues/71"),
        )
    ),
    FactPattern(
        # Said outright: the machine has no GPU ("on a machine *without* a GPU",
        # https://github.com/tensorflow/tensorflow/issues/37689; "I don't have a GPU"; "so we
        # don't have GPU" of a cluster, https://github.com/ertis-research/kafka-ml/issues/99).
        # (no_gpu_stated too: log_facts.py)
        "no_gpu_here",
        "gpu",
        _re(
            # ("load this model on device without GPU?",
            # https://github.com/BrikerMan/Kashgari/issues/302)
            r"\b(?:machine|computer|node|host|server|system|laptop|container|VM|instance|"
            r"device)s?\s+"
            r"[*_]{0,2}without[*_]{0,2}\s+(?:a |an |any )?(?:NVIDIA |nvidia )?GPUs?\b|"
            # (not a template's "if you do not have a GPU, write No GPU")
            r"(?<!you )\b(?:I )?(?:do not|don'?t) have "
            r"(?:a |an |any )?(?:NVIDIA |nvidia |dedicated )?GPU\b|"
            r"\b(?:no|without) GPU (?:on|in) (?:this|the|my) "
            r"(?:machine|computer|laptop|node|server)\b|"
            # "Running on Windows 11 (not using WSL) and without a dedicated GPU"
            # (https://github.com/xencon/aixcl/issues/142)
            r"\b(?:and|but|running|run|machine|computer|laptop|PC) without (?:a |an |any )?"
            r"(?:dedicated|discrete) (?:NVIDIA )?(?:GPU|graphics card)\b"
        ),
        "https://github.com/tensorflow/tensorflow/issues/37689",
    ),
    FactPattern(
        # The same said of the machine further along the sentence: "my computer that has only
        # 4GB and hasn't a GPU" (https://github.com/GeorgeSeif/Semantic-Segmentation-Suite/issues/8),
        # "the server has no GPU"; not where the sentence reports what a program says or
        # thinks of it ("TensorFlow says my machine has no GPU" is the complaint).
        "no_gpu_here",
        "gpu",
        _re(
            r"^(?!.*\b(?:says|said|thinks|claims|reports|shows|tells|detects|believes)\b).*?"
            # ("My system does not have a Nvidia GPU, so CPU is used",
            # https://github.com/SummitKwan/transparent_latent_gan/issues/18)
            r"\b(?:machine|computer|laptop|PC|server|node|host|notebook|workstation|system)\b"
            r"[^.?!]{0,40}?\b(?:hasn'?t(?: got)?|has not(?: got)?|doesn'?t have|does not have|"
            r"has no)\s+(?:a |an |any )?(?:NVIDIA |dedicated |discrete )?GPUs?\b"
        ),
        "https://github.com/GeorgeSeif/Semantic-Segmentation-Suite/issues/8",
    ),
    FactPattern(
        "no_gpu_stated",
        "gpu",
        _re(
            # A run meant without the GPU: "For this particular run I forgot to use GPU"
            # (https://github.com/apcamargo/genomad/issues/147), "on a CPU node".
            r"\bforgot to (?:use|request|ask for|allocate|reserve) (?:a |the |any )?GPUs?\b|"
            r"\b(?:on|in) a CPU(?:[- ]only)? (?:node|partition|queue|instance)\b|"
            # Puzzled that it looks for one at all: "Not really sure why unmicst is looking for
            # a GPU, or trying to nvidia-smi when I have not passed any options"
            # (https://github.com/HMS-IDAC/UnMicst/issues/20): a run meant for the CPU.
            r"\bwhy\b.{0,40}\b(?:is |it'?s )?(?:looking|searching|asking) for "
            r"(?:a |the |any )?GPU\b|"
            # Run so on purpose: "when running non-GPU steps without a GPU", "using the google
            # CPU docker image" (https://github.com/google/deepvariant/issues/1076).
            r"\b(?:run|running|runs|ran)\b.{0,40}?\bwithout (?:a |an |any )?GPUs?\b|"
            r"\b(?:using|use|uses|with|run|running|ran|in) (?:the |a |an |our |its )?(?:\w+ )?"
            r"CPU(?:[- ]only)? (?:docker |container )?image\b"
        ),
        "https://github.com/tensorflow/tensorflow/issues/37689",
    ),
    FactPattern(
        # The same in Chinese: "win10环境，新conda环境，不用gpu" (no GPU used, a CPU set-up;
        # https://github.com/AaronJny/xyolo/issues/1), "没有独立显卡".
        "no_gpu_stated",
        "不",
        _re(r"不(?:用|使用|需要)\s*(?:GPU|显卡)(?![加训跑])"),
        "https://github.com/AaronJny/xyolo/issues/1",
    ),
    FactPattern(
        "no_gpu_here",
        "没有",
        _re(r"没有(?:独立)?显卡|(?:电脑|机器)没有\s*GPU"),
        "https://github.com/AaronJny/xyolo/issues/1",
    ),
    FactPattern(
        "pip_no_distribution",
        "no matching distribution found for",
        # The name, then the versions asked for ("tensorflow-gpu==1.15",
        # "tensorflow-gpu<=1.14.0,>=1.10.0").
        _re(r"No matching distribution found for ([A-Za-z0-9_.-]+)((?:\s*[<>=!~]=?\s*[\w.*]+,?)*)"),
        "https://github.com/QData/AdversarialDNN-Playground/issues/15",
    ),
    FactPattern(
        # Poetry's installer: "Unable to find installation candidates for
        # tensorflow-io-gcs-filesystem (0.33.0)" (poetry/installation/chooser.py, quoted in
        # https://github.com/tensorflow/io/issues/1832).
        "pip_no_distribution",
        "unable to find installation candidates for",
        _re(r"Unable to find installation candidates for ([A-Za-z0-9_.-]+)(?: \(([\w.]+)\))?"),
        "https://github.com/tensorflow/io/issues/1832",
    ),
    FactPattern(
        # A package's own build failed under pip: pip's InstallationSubprocessError says
        # "{command_description} did not run successfully" (pypa/pip 23.0
        # src/pip/_internal/exceptions.py) for "python setup.py egg_info" / "bdist_wheel";
        # "Failed building wheel for X" (src/pip/_internal/wheel_builder.py) names it.
        "setup_failed",
        "did not run successfully",
        _re(
            r"(?:python setup\.py (?:egg_info|bdist_wheel|install|develop)|Getting requirements "
            r"to build wheel|Preparing metadata \(pyproject\.toml\)) did not run successfully"
        ),
        "https://github.com/pypa/pip/blob/23.0/src/pip/_internal/exceptions.py",
    ),
    FactPattern(
        # pip resolving a dependency that a TensorFlow-family package pins below a version:
        # "Collecting absl-py<0.9,>=0.7 (from tfx)" (pip's "Collecting {req} (from {parent})",
        # src/pip/_internal/operations/prepare.py; quoted in
        # https://github.com/googlecolab/colabtools/issues/3981).
        "pinned_by_tf",
        "collecting",
        _re(
            r"\bCollecting ([A-Za-z0-9_.-]+)\s*\[?[\w,]*\]?\s*[^()\s]*<[^()\s]*\s*"
            r"\(from (?:tensorflow|tfx|tf-|keras)[\w.-]*"
        ),
        "https://github.com/googlecolab/colabtools/issues/3981",
    ),
    FactPattern(
        # The release pip took is a source archive, to be built here: "Using cached
        # absl-py-0.8.1.tar.gz (103 kB)", "Downloading absl-py-0.8.1.tar.gz" (pip's
        # "Using cached {link}" / "Downloading {link}", src/pip/_internal/operations/prepare.py;
        # https://github.com/googlecolab/colabtools/issues/5135).
        "sdist_fetched",
        ".tar.gz",
        _re(
            r"\b(?:Using cached|Downloading)\s+(?:\S*/)?"
            r"([A-Za-z0-9_.]+(?:-[A-Za-z][A-Za-z0-9_.]*)*)-\d[\w.]*\.tar\.gz\b"
        ),
        "https://github.com/googlecolab/colabtools/issues/5135",
    ),
    FactPattern(
        "setup_failed_for",
        "failed building wheel for",
        _re(r"Failed building wheel for ([A-Za-z0-9_.-]+)"),
        "https://github.com/pypa/pip/blob/23.0/src/pip/_internal/wheel_builder.py",
    ),
    FactPattern(
        # cuDNN's own loader (its message, not TensorFlow's "Could not load dynamic library")
        # naming a CUDA library it needs, with that library's CUDA major: "Could not load
        # library libcublasLt.so.12. Error: libcublasLt.so.12: cannot open shared object file"
        # from a cuDNN 8.9 built for CUDA 12 under TensorFlow 2.13, built for CUDA 11.8
        # (https://github.com/tensorflow/tensorflow/issues/61326); "Could not load library
        # libcudnn_cnn_infer.so.8. Error: libnvrtc.so" names none (tensorflow/tensorflow#62194).
        "cudnn_wants_cuda",
        "could not load library",
        _re(r"\bCould not load library \S+?\.? Error: lib(?:cublas|cublasLt|cudart)\.so\.(\d+)\b"),
        "https://github.com/tensorflow/tensorflow/issues/61326",
    ),
    FactPattern(
        # NVIDIA's own TensorFlow 1.15 (nvidia-tensorflow 1.15.5), built with CUDA 11
        # and later for Ampere and newer GPUs: not the 1.15 release of the tested build table
        # ("I installed TF1.15 using this article ... It basically describes using Nvidia's
        # build of Tensorflow 1.15 for RTX 30xx GPUs", https://github.com/NVIDIA/tensorflow/issues/55;
        # the package and its versions in the README of https://github.com/NVIDIA/tensorflow).
        # Named as the way out ("Switching to nvidia-tensorflow") it is not what ran.
        "tf_nvidia_build",
        "nvidia",
        _re(
            r"\bnvidia(?:'s|’s)? (?:own )?build of tensorflow\b|"
            r"\bnvidia-tensorflow(?:\[[\w,]+\])?\s*(?:==\s*)?1\.15\.\d"
        ),
        "https://github.com/NVIDIA/tensorflow/issues/55",
    ),
    FactPattern(
        # Where TensorFlow's own log lines come from dates the release when nothing states it:
        # a release after 2.13 builds XLA and TSL as external repositories ("E
        # external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc", TensorFlow 2.15 in
        # https://github.com/tensorflow/tensorflow/issues/62626; "I external/local_tsl/tsl/cuda/
        # cudart_stub.cc:31]" in https://github.com/recommenders-team/recommenders/issues/2378);
        # 2.12 and 2.13 printed tensorflow/compiler/xla/... and tensorflow/tsl/...
        # (https://github.com/stardist/stardist/issues/228, tensorflow/tensorflow#62328): such
        # a line means 2.14 or later.
        "tf_floor",
        "external/local_",
        _re(r"\bexternal/local_(?:xla|tsl)/(?:xla|tsl)/"),
        "https://github.com/tensorflow/tensorflow/issues/62626",
    ),
    FactPattern(
        # TensorFlow Serving's model server: its apt package (tensorflow-model-server) and a
        # build without --config=cuda run on the CPU only; the GPU needs the
        # tensorflow/serving:*-gpu image or a CUDA build
        # (https://github.com/tensorflow/serving/issues/549,
        # https://github.com/tensorflow/serving/issues/603).
        "serving_named",
        "serving",
        _re(r"\btensorflow[_ -]model[_ -]server\b|\bTensorFlow[ -]Serving\b|\bTF[ -]?Serving\b"),
        "https://github.com/tensorflow/serving/issues/549",
    ),
    FactPattern(
        "serving_named",
        "model_server",
        _re(r"\btensorflow_model_server\b|\btensorflow-model-server\b"),
        "https://github.com/tensorflow/serving/issues/603",
    ),
    FactPattern(
        "serving_gpu_image",
        "serving:",
        _re(r"tensorflow/serving:[\w.-]*gpu"),
        "https://github.com/tensorflow/serving/issues/1929",
    ),
    FactPattern(
        # tensorflow-gpu asked for by name anywhere (a command, a requirements line): from
        # 2.12 its only release is a source package whose setup.py raises on purpose
        # (https://pypi.org/project/tensorflow-gpu/2.12.0/).
        "tf_gpu_named",
        "tensorflow",
        # (its version may follow: "tensorflow-gpu-1.10.1", a wheel's "tensorflow_gpu-1.13.1-...")
        # (or with a space before its version: "tensorflow gpu是1.6.0版本的",
        # https://github.com/guoqiangqi/PFLD/issues/10)
        _re(
            r"(?<![\w-])tensorflow[-_]gpu(?![\w]|-(?!\d))|"
            r"(?<![\w-])tensorflow gpu(?=\s*(?:==?\s*\d|是|版本|v?\d+\.\d))"
        ),
        "https://github.com/devanshkv/fetch/pull/35",
    ),
    FactPattern(
        # The plain (before 2.1: CPU-only) tensorflow package installed by another package, said
        # on a line of its own: "the PyPi-package "tensorflow" is unnecessarily pulled in"
        # (https://github.com/keras-team/keras-tuner/issues/168), "it will auto install
        # tensorflow-1.10.1 (cpu)" (https://github.com/keras-team/autokeras/issues/157).
        "plain_tf_pulled",
        "tensorflow",
        _re(
            r"\b(?:pull(?:s|ed|ing)?\s+in|auto[- ]?install(?:s|ed|ing)?|brings?\s+in|"
            r"drags?\s+in|(?:also|automatically)\s+install(?:s|ed)?)\b.{0,40}?"
            r"(?:\btensorflow-\d[\d.]*\s*\(cpu\)|[\"'`]tensorflow[\"'`]|\btensorflow\b(?![-_\w\[]))|"
            r"[\"'`]tensorflow[\"'`] (?:package )?(?:is|was|gets|got|being) (?:\w+ ){0,2}?"
            r"(?:pulled in|installed)\b|"
            # "Seems the `tensorflow_gpu` package is overridden by `tensorflow` from datumaro
            # requirements" (https://github.com/cvat-ai/cvat/issues/1124)
            r"\btensorflow[-_]gpu\W{0,2}\s+(?:package\s+)?(?:is|was|gets|got)\s+"
            r"(?:overridden|overwritten|replaced|shadowed)\s+by\s+\W?tensorflow\b(?![-_])"
        ),
        "https://github.com/keras-team/keras-tuner/issues/168",
    ),
    FactPattern(
        # A GPU's memory told as (nearly) all taken, in figures: "GPU Memory Usage
        # 22553MiB/24265MiB" for a sample model (https://github.com/tensorflow/serving/issues/1929);
        # "在16G V100上运行，占用内存接近16个G" (the maintainer: TensorFlow takes all the memory
        # whatever the model, https://github.com/ZhuiyiTechnology/roformer-sim/issues/10). The
        # reader compares the figures (MEMORY_AMOUNT); nvidia-smi's table rows are left out.
        "memory_figures",
        "memory",
        _re(
            r"^(?!.*\|)(?=.*\b(?:GPU|VRAM|video)\b)"
            r"(?=.*\b(?:uses?|using|used|usage|takes?|taking|took|occup\w*|consum\w*|reserv\w*)\b)"
            r".*\d\s*(?:GiB|GB|G|MiB|MB)\b"
        ),
        "https://github.com/tensorflow/serving/issues/1929",
    ),
    FactPattern(
        # Memory growth turned on in the paste's code or environment: "I had set
        # "tf_config.gpu_options.allow_growth = True"" (https://github.com/tensorpack/tensorpack/issues/1303).
        "memory_growth_on",
        "growth",
        _re(
            r"allow_growth\s*=\s*True|set_memory_growth\([^)]*,\s*True\)|"
            # also as os.environ['TF_FORCE_GPU_ALLOW_GROWTH'] = 'true'
            r"TF_FORCE_GPU_ALLOW_GROWTH['\"\]]*\s*[=:,]\s*['\"]?true"
        ),
        "https://github.com/tensorpack/tensorpack/issues/1303",
    ),
    # Another framework with its own GPU allocator in the same program: its imports, or Keras 3
    # told to run on it. TensorFlow imported beside it (TFDS for the input, Keras importing it)
    # still maps nearly all of each GPU's memory ("keras_core will always import and initialize
    # tensorflow - tensorflow will use all available GPU memory - jax will attempt any GPU
    # allocation and immediately fail", https://github.com/keras-team/keras-core/pull/473).
    FactPattern(
        "other_framework",
        "import",
        _re(r"^\s*(?:import|from)\s+(?:jax|jaxlib|flax|torch|torchvision)\b"),
        "https://github.com/jax-ml/jax/issues/9454",
    ),
    FactPattern(
        # The CUDA array and kernel libraries that keep their own GPU memory pools: CuPy (and
        # Chainer on it), Numba's CUDA target, PyOpenCL.
        "other_framework",
        "import",
        _re(r"^\s*(?:import|from)\s+(?:cupy|chainer|numba(?:\.cuda)?|pyopencl)\b"),
        "https://github.com/cupy/cupy/issues/1912",
    ),
    FactPattern(
        "other_framework",
        "backend",
        _re(
            r"\bKERAS_BACKEND\W{0,8}(?:jax|torch)\b|"
            r"\bset_backend\(\s*['\"](?:jax|torch)['\"]"
        ),
        "https://github.com/keras-team/keras-core/pull/473",
    ),
    # That framework's own failure for want of GPU memory. PyTorch's out-of-memory words, with
    # "reserved in total by PyTorch" or "Including non-PyTorch memory" after them
    # (https://github.com/One-2-3-45/One-2-3-45/issues/25,
    # https://github.com/Synthintel0/MyGirlGPT/issues/11); the R package's ("Error in
    # `torch_tensor_cpp(...)`: CUDA error: out of memory", only when TensorFlow's tests ran
    # first in the same R session, https://github.com/Kaggle/docker-rstats/pull/182); JAX's
    # (XlaRuntimeError, and XLA's convolution autotuner that finds no algorithm it can run when
    # the memory is gone: "Failed to determine best cudnn convolution algorithm" after
    # tfds.load, https://github.com/jax-ml/jax/issues/9454).
    FactPattern(
        "other_framework_failed",
        "memory",
        _re(
            r"\bCUDA out of memory\. Tried to allocate\b|\btorch(?:\.cuda)?\.OutOfMemoryError\b|"
            # (its exception's start alone, as an issue's title gives it: "RuntimeError: CUDA
            # out of memory" over a log of TensorFlow's input pipeline creating its devices,
            # https://github.com/geoelements/gns/issues/10; TensorFlow's own is a
            # ResourceExhaustedError)
            r"\bRuntimeError: CUDA out of memory\b|"
            # (two words anywhere in the line, each looked for once from its start: no
            # backtracking over a long line that repeats one of them)
            r"^(?=.*?\btorch)(?=.*?\bCUDA error: out of memory\b)|"
            r"^(?=.*?\bXlaRuntimeError\b)(?=.*?\bRESOURCE_EXHAUSTED\b)|"
            # PyTorch before 1.0: "RuntimeError: cuda runtime error (2) : out of memory at
            # /pytorch/torch/lib/THC/generic/THCStorage.cu:58"
            # (https://github.com/chineseocr/chinese-ocr/issues/32).
            r"\bcuda runtime error \(2\) : out of memory at\b|"
            # CuPy's: "cupy.cuda.memory.OutOfMemoryError: out of memory to allocate 1073741824
            # bytes (total 12373894656 bytes)" (https://github.com/cupy/cupy/issues/1912; the
            # wording of https://github.com/cupy/cupy/pull/314), "Out of memory allocating
            # 25,600,000 bytes (allocated so far: 3,635,267,072 bytes)." (later releases,
            # https://github.com/cupy/cupy/issues/2537), and the runtime's own before it
            # ("cupy.cuda.runtime.CUDARuntimeError: cudaErrorMemoryAllocation: out of memory",
            # https://github.com/chainer/chainer/issues/2373).
            r"\bcupy\.cuda\.memory\.OutOfMemoryError\b|"
            r"\bout of memory to allocate \d+ bytes \(total \d+ bytes\)|"
            r"\bOut of memory allocating [\d,]+ bytes \(allocated so far: [\d,]+ bytes\)|"
            r"\bcupy\.cuda\.runtime\.CUDARuntimeError: cudaErrorMemoryAllocation\b|"
            # Numba's: "numba.cuda.cudadrv.driver.CudaAPIError: [2] Call to cuMemAlloc results
            # in CUDA_ERROR_OUT_OF_MEMORY" (https://github.com/rapidsai/dask-cuda/issues/225,
            # https://github.com/NVIDIA/cudf/issues/185).
            r"\bCall to cuMemAlloc\w* results in CUDA_ERROR_OUT_OF_MEMORY\b|"
            # OpenCL's, through PyOpenCL: "pyopencl._cl.MemoryError: clEnqueueWriteBuffer failed:
            # MEM_OBJECT_ALLOCATION_FAILURE" (https://github.com/tinygrad/tinygrad/issues/722).
            r"\bpyopencl\._cl\.MemoryError\b|"
            # told: "Out of memory error is occurred in pytorch codes"
            # (https://github.com/SeldonIO/alibi-detect/issues/432)
            r"\bout[- ]of[- ]memory\b[^.]{0,40}?\b(?:in|with|from|on|by)\s+(?:the\s+)?"
            r"(?:py)?torch\b"
        ),
        "https://github.com/One-2-3-45/One-2-3-45/issues/25",
    ),
    FactPattern(
        # told the other way round: "a miner that uses the `TorchStrategicMiningHelper` (which
        # uses torch) we get a CUDA OOM error" (PyTorch's own "CUDA out of memory"), not where
        # TensorFlow or a denial comes between
        "other_framework_failed",
        "torch",
        _re(
            r"\b(?:py)?torch\b(?:(?!tensorflow|\btf\b|keras|\bno\b|\bnot\b|n't|without)[^.])"
            r"{0,60}?\bCUDA\s+(?:OOM|out[- ]of[- ]memory)\b"
        ),
        "https://github.com/jina-ai/finetuner/issues/328",
    ),
    FactPattern(
        # (XLA's, so TensorFlow's own with XLA too: the other framework's only beside its code.)
        "conv_autotune_failed",
        "failed to determine best cudnn convolution algorithm",
        _re(r"\bFailed to determine best cudnn convolution algorithm\b"),
        "https://github.com/jax-ml/jax/issues/9454",
    ),
    # TensorFlow in the paste at all: its name, TFDS's (almost every log line of its own).
    FactPattern("tf_named", "tensorflow", _re(r"tensorflow"), "https://www.tensorflow.org/"),
    FactPattern("tf_named", "tfds", _re(r"\btfds\b"), "https://www.tensorflow.org/datasets"),
    FactPattern(
        "memory_figures",
        "占",
        _re(
            r"^(?!.*\|)(?=.*(?:显存|内存)).*占(?:用|了).*\d\s*个?\s*(?:GiB|GB|G|MiB|MB)(?![A-Za-z])"
        ),
        "https://github.com/ZhuiyiTechnology/roformer-sim/issues/10",
    ),
    FactPattern(
        # The GPU lost after installing another package: "My model was running fine on GPU, but
        # after installing this package as mentioned in the README, now my model started running
        # on CPU only" (https://github.com/IBM/tensorflow-large-model-support/issues/14). Its
        # requirements put another tensorflow over the GPU one.
        "install_then_cpu",
        "install",
        _re(
            r"\bafter (?:I )?(?:pip )?install(?:ing|ed)?\b.{0,100}?"
            r"\b(?:(?:runs?|running|ran|trains?|training|uses?|using) (?:\w+ )?on (?:the )?CPU|"
            r"only (?:the )?CPU (?:shows|is|was))\b"
        ),
        "https://github.com/IBM/tensorflow-large-model-support/issues/14",
    ),
    FactPattern(
        # pip's "(from versions: ...)" list of tensorflow-gpu ending at 2.10.x while a newer
        # one is asked for: tensorflow-gpu 2.11.0 was published for Linux only, so an index
        # that offers none past 2.10 is answering native Windows (or macOS, which has none).
        "tf_gpu_versions_upto_2_10",
        "tensorflow-gpu",
        _re(
            r"requirement tensorflow-gpu\s*(?:==|>=|~=)\s*2\.(?:1[1-9]|[2-9]\d)\S*\s*"
            r"\(from versions: (?:[\w.]+, )*2\.10\.\d+\)"
        ),
        "https://pypi.org/project/tensorflow-gpu/2.11.0/#files",
    ),
    FactPattern(
        # The releases pip did find ("... satisfies the requirement tensorflow-gpu==2.3.0rc0
        # (from versions: 1.13.1, ..., 2.3.0, 2.3.1, ...)",
        # https://github.com/duongttr/vehicles-counting-yolov4-deepsort/issues/9): this Python is
        # one they were published for.
        "pip_offered",
        "(from versions:",
        _re(
            r"satisfies the requirement ([A-Za-z0-9_.-]+)[^()]{0,120}?"
            r"\(from versions: ((?:[\w.+!-]+, ){0,400}[\w.+!-]+)"
        ),
        "https://github.com/duongttr/vehicles-counting-yolov4-deepsort/issues/9",
    ),
    FactPattern(
        "pip_versions_none",
        "from versions: none",
        _re(r"satisfies the requirement ([A-Za-z0-9_.-]+).*\(from versions: none\)"),
        "https://github.com/QData/AdversarialDNN-Playground/issues/15",
    ),
    FactPattern(
        # pip with a versions list ("tensorflow-gpu==2.11 (from versions: 2.5.0, ..., 2.12.0)"),
        # or "a final version" under --only-final. pypa/pip 26.2.1
        # src/pip/_internal/resolution/resolvelib/factory.py ("Could not find a %s that
        # satisfies the requirement %s (from versions: %s)").
        "pip_versions_none",
        "that satisfies the requirement",
        _re(
            r"Could ?not find a (?:final )?version that satisfies the requirement ([A-Za-z0-9_.-]+)"
        ),
        "https://github.com/tensorflow/tensorflow/issues/62073",
    ),
    FactPattern(
        # A requirement pip found no release of, with the package that required it: pip's
        # resolver writes "<requirement> (from <parent>)" (pypa/pip src/pip/_internal/
        # resolution/resolvelib/factory.py, _report_single_requirement_conflict:
        # req_disp = f"{req} (from {parent.name})"), e.g. "tensorrt==8.5.3.1; extra ==
        # "and-cuda" (from tensorflow[and-cuda])" (https://github.com/tensorflow/tensorflow/issues/61986).
        # A parent that is a TensorFlow distribution makes the missing package its dependency.
        "dependency_of_tf",
        "(from t",
        _re(
            r"satisfies the requirement ([A-Za-z0-9_.-]+)[^()]{0,120}"
            r"\(from (t(?:ensorflow|f-nightly)(?:[-_][a-z0-9]+)?)(?![\w.-])(?:\[[\w,-]*\])?"
            r"[^()]{0,40}\)"
        ),
        "https://github.com/tensorflow/tensorflow/issues/61986",
    ),
    FactPattern(
        # uv's way of saying the same: "Because there is no version of
        # tensorflow-intel{sys_platform == 'win32'}==2.19.0 and tensorflow-cpu==2.19.0 depends
        # on tensorflow-intel{sys_platform == 'win32'}==2.19.0, ..." (astral-sh/uv
        # crates/uv-resolver/src/pubgrub/report.rs; quoted in https://github.com/astral-sh/uv/issues/12588).
        "dependency_of_tf",
        "depends on",
        _re(
            r"there (?:is no version|are no versions) of ([A-Za-z0-9_.-]+?)(?:\{[^{}]{0,80}\})?"
            r"(?:[=<>!~]=?[^\s{}]*)? and (t(?:ensorflow|f-nightly)(?:[-_][a-z0-9]+)?)(?![\w.-])"
            r"(?:\{[^{}]{0,80}\})?(?:[=<>!~]=?[^\s{}]*)? depends on"
        ),
        "https://github.com/astral-sh/uv/issues/12588",
    ),
    FactPattern(
        # uv's resolver: "Because there is no version of tensorflow-gpu==2.11.0 and you require
        # tensorflow-gpu==2.11.0, ..." (astral-sh/uv 26a9dd4b crates/uv-resolver/src/pubgrub/
        # report.rs: "there is no version of {package}{set}", "there are no versions of
        # {package}"); "Because tensorflow-gpu was not found in the package registry ..."
        # (crates/uv-resolver/src/resolver/availability.rs).
        "pip_no_distribution",
        "version",
        _re(
            r"there (?:is no version|are no versions) of ([A-Za-z0-9_.-]+?)(?:[=<>!~]=?\S*)?"
            r"(?:\s|,|$)"
        ),
        "https://github.com/astral-sh/uv/blob/26a9dd4b2125bc271b47855e1fa0c49af3365db5/crates/uv-resolver/src/pubgrub/report.rs",
    ),
    FactPattern(
        "pip_no_distribution",
        "not found in the package registry",
        _re(r"\b([A-Za-z0-9_.-]+) was not found in the package registry"),
        "https://github.com/astral-sh/uv/blob/26a9dd4b2125bc271b47855e1fa0c49af3365db5/crates/uv-resolver/src/resolver/availability.rs",
    ),
    FactPattern(
        # pip refusing a distribution it was given (a wheel file, an old pip's resolver) for
        # its Requires-Python: "ERROR: Package 'tensorflow' requires a different Python: 3.13.0
        # not in '<3.13,>=3.9'" (UnsupportedPythonVersion, pypa/pip src/pip/_internal/
        # resolution/legacy/resolver.py, _check_dist_requires_python).
        "pip_requires_python",
        "requires a different python",
        _re(r"\bPackage '([A-Za-z0-9_.-]+)' requires a different Python: (\d+)\.(\d+)\S* not in"),
        "https://github.com/pypa/pip/blob/f0d717077a4850128a47876549b36e9df56d3355/src/pip/_internal/resolution/legacy/resolver.py",
    ),
    FactPattern(
        # pip names the releases it skipped for Requires-Python just before "Could not find a
        # version that satisfies ...": pypa/pip 26.2.1 src/pip/_internal/resolution/resolvelib/
        # factory.py ("Ignored the following versions that require a different python version:
        # %s"), each as "2.16.0rc0 Requires-Python >=3.9".
        "pip_ignored_python",
        "require a different python version",
        _re(r"Ignored the following versions that require a different python version: (.*)$"),
        "https://github.com/pypa/pip/blob/6d309205789d368b2749d93fd6193d584811efd5/src/pip/_internal/resolution/resolvelib/factory.py",
    ),
    FactPattern(
        # uv: a release without a wheel for this interpreter. "Because tensorflow==2.15.0 has no
        # wheels with a matching Python ABI tag (e.g., `cp313`) and ..." (astral-sh/uv 26a9dd4b
        # crates/uv-distribution-types/src/prioritized_distribution.rs, IncompatibleTag::Abi;
        # the example tag from the same file).
        "uv_python_tag",
        "no wheels with a matching python",
        _re(
            r"(?:all versions of )?([A-Za-z0-9_.-]+?)(?:[=<>!~]=?[\w.*+!]+)?(?:,[<>=!~]=?[\w.*]+)*"
            r" (?:has|have) no wheels with a matching Python (?:ABI|implementation|version) tag"
            r"(?: \(e\.g\., `?cp(3)(\d+)t?`?\))?"
        ),
        "https://github.com/astral-sh/uv/blob/26a9dd4b2125bc271b47855e1fa0c49af3365db5/crates/uv-distribution-types/src/prioritized_distribution.rs",
    ),
    FactPattern(
        # The same where the versions before it were cut from the paste (a long list wrapped
        # or elided): "... have no wheels with a matching Python ABI tag and you require
        # tensorflow, we can conclude that your requirements are unsatisfiable" (pixi, which
        # resolves with uv's resolver, https://github.com/prefix-dev/pixi/issues/2554): the
        # package is the one required after it.
        "uv_python_tag",
        "no wheels with a matching python",
        _re(
            r"\bhave no wheels with a matching Python (?:ABI|implementation|version) tag and "
            r"you require ([A-Za-z0-9_.-]+)()()"
        ),
        "https://github.com/prefix-dev/pixi/issues/2554",
    ),
    FactPattern(
        # The same in uv before 0.2: "tensorflow==2.4.0 is unusable because no wheels are
        # available with a matching Python ABI" (https://github.com/astral-sh/uv/issues/1491).
        "uv_python_tag",
        "no wheels are available with a matching python",
        _re(
            r"([A-Za-z0-9_.-]+?)==\S+ is unusable because no wheels are available with a "
            r"matching Python (?:ABI|implementation)()()"
        ),
        "https://github.com/astral-sh/uv/issues/1491",
    ),
    FactPattern(
        # uv's hints: "You're using CPython 3.13 (`cp313`), but `tensorflow` (v2.15.0) only has
        # wheels with the following Python ABI tags: ..." (crates/uv-resolver/src/lock/mod.rs)
        # and "You require CPython 3.12 (`cp312`), but we only found wheels for `tensorflow`
        # (v2.15.0) with the following Python ABI tag: ..." (crates/uv-resolver/src/pubgrub/
        # report.rs), astral-sh/uv 26a9dd4b.
        "uv_python_hint",
        "you",
        # A pasted thread may lose the backticks; a long hint wraps after "the following".
        _re(
            r"You(?:'re using| require) (?:CPython|PyPy|GraalPy) (\d+\.\d+)\S* \(`?\w+`?\), "
            r"but (?:`?([A-Za-z0-9_.-]+)`?(?: \([^)]*\))? only has wheels with|we only found "
            r"wheels for `?([A-Za-z0-9_.-]+)`?(?: \([^)]*\))? with)"
        ),
        "https://github.com/astral-sh/uv/blob/26a9dd4b2125bc271b47855e1fa0c49af3365db5/crates/uv-resolver/src/pubgrub/report.rs",
    ),
    FactPattern(
        # uv: the interpreter's version outside a release's Requires-Python. "Because the current
        # Python version (3.9.[X]) does not satisfy Python>=3.10 and a==2.0.0 depends on
        # Python>=3.10, ..." (astral-sh/uv 26a9dd4b crates/uv/tests/pip/pip_install_scenarios.rs).
        "uv_requires_python",
        "does not satisfy python",
        _re(
            r"the current Python version \((\d+)\.(\d+)\S*\) does not satisfy Python\S* and "
            r"([A-Za-z0-9_.-]+?)(?:[=<>!~]=?[\w.*]+)? depends on Python"
        ),
        "https://github.com/astral-sh/uv/blob/26a9dd4b2125bc271b47855e1fa0c49af3365db5/crates/uv/tests/pip/pip_install_scenarios.rs",
    ),
    FactPattern(
        # uv: no wheel for this platform. "Because a==1.0.0 has no wheels with a matching platform
        # tag (e.g., `manylinux_2_17_x86_64`) and ..." (prioritized_distribution.rs,
        # IncompatibleTag::Platform).
        "uv_platform_tag",
        "no wheels with a matching platform tag",
        _re(
            r"(?:all versions of )?([A-Za-z0-9_.-]+?)(?:[=<>!~]=?[\w.*+!]+)?(?:,[<>=!~]=?[\w.*]+)*"
            r" (?:has|have) no wheels with a matching platform tag(?: \(e\.g\., `?(\w+)`?\))?"
        ),
        "https://github.com/astral-sh/uv/blob/26a9dd4b2125bc271b47855e1fa0c49af3365db5/crates/uv-distribution-types/src/prioritized_distribution.rs",
    ),
    FactPattern(
        # `uv sync` from a lock: "Distribution `nvidia-nccl-cu12==2.21.5 @ registry+...` can't be
        # installed because it doesn't have a source distribution or wheel for the current
        # platform" (crates/uv-resolver/src/lock/mod.rs); `uv pip sync` says "Package `torch`
        # can't be installed because ..." (crates/uv-resolver/src/lock/export/pylock_toml.rs).
        "uv_platform_tag",
        "wheel for the current platform",
        _re(
            r"(?:Distribution|Package) `?([A-Za-z0-9_.-]+?)(?:==[^`\s]+)?(?: @ [^`\s]*)?`? "
            r"can't be installed because it doesn't have a source distribution or wheel for the "
            r"current platform()"
        ),
        "https://github.com/astral-sh/uv/blob/26a9dd4b2125bc271b47855e1fa0c49af3365db5/crates/uv-resolver/src/lock/mod.rs",
    ),
    FactPattern(
        # uv's hint names the platform: "You're on Windows (`win_amd64`), but `nvidia-nccl-cu12`
        # (v2.21.5) only has wheels for the following platforms: ..." (lock/mod.rs; the names
        # from crates/uv-platform-tags/src/platform_tag.rs PlatformTag::pretty).
        "uv_platform_hint",
        "only has wheels for the following platform",
        _re(
            r"You're on (Windows|macOS|Linux) \(`?(\w+)`?\), but `?([A-Za-z0-9_.-]+)`?"
            r"(?: \([^)]*\))? only has wheels for the following platform"
        ),
        "https://github.com/astral-sh/uv/blob/26a9dd4b2125bc271b47855e1fa0c49af3365db5/crates/uv-resolver/src/lock/mod.rs",
    ),
    FactPattern(
        # An install that failed, told in words: "PIP won't install" (a form's prose,
        # https://github.com/tensorflow/tensorflow/issues/86879), "can't install tensorflow".
        "install_failed_told",
        "install",
        _re(
            r"\b(?:won'?t|can'?t|cannot|could ?n[o']t|unable to|fails? to|failed to|not able to)"
            r" (?:\w+ ){0,2}install\b|\binstall(?:ation)? (?:fails|failed|doesn'?t work|errors?)\b"
        ),
        "https://github.com/tensorflow/tensorflow/issues/86879",
    ),
    FactPattern(
        # cuDNN did not start, and the line does not say why: "Failed to get convolution
        # algorithm. This is probably because cuDNN failed to initialize, so try looking to see
        # if a warning log message was printed above" (tensorflow/core/kernels/conv_ops*.cc);
        # the warning above it is the memory cuDNN could not get, or the cuDNN it loaded not
        # being the one TensorFlow was built with
        # (https://github.com/googlecolab/colabtools/issues/2578: a pip install of another
        # TensorFlow on Colab).
        "cudnn_start_failed",
        "cudnn",
        _re(r"cuDNN failed to initiali[sz]e|could not create cudnn handle"),
        "https://github.com/googlecolab/colabtools/issues/2578",
    ),
    FactPattern(
        # A TensorFlow installed, or downgraded, over the one the machine had: "!pip install
        # tensorflow-gpu" in a notebook (https://github.com/googlecolab/colabtools/issues/2578),
        # "downgrade it to 2.7" (https://github.com/frankkramer-lab/MIScnn/issues/146).
        "tf_reinstalled",
        "tensorflow",
        _re(
            r"(?:pip3?|conda|mamba|uv pip) install\b[^#\n]{0,80}?\btensorflow(?:-gpu)?\b(?![-.\w])|"
            r"\bdowngrad\w*\b.{0,40}?\btensorflow\b|\btensorflow\b.{0,40}?\bdowngrad"
        ),
        "https://github.com/googlecolab/colabtools/issues/2578",
    ),
    FactPattern(
        # The plain tensorflow package installed by a command the paste shows (pip, uv, Poetry,
        # Pipenv, PDM, Pixi): since 2.14 its Linux wheel brings no CUDA, which comes with
        # `pip install "tensorflow[and-cuda]"` (https://www.tensorflow.org/install/pip): "!pip
        # install tensorflow==2.15.0 keras==2.15.0" on Colab
        # (https://github.com/tensorflow/tensorflow/issues/63362). Not tensorflow-gpu, -cpu,
        # -io or the extra itself.
        "plain_tf_installed",
        "tensorflow",
        _re(
            r"(?:\bpip3?|\bpython3? -m pip|\buv(?: pip)?|\bpoetry|\bpipenv|\bpdm|\bpixi)"
            r"\s+(?:install|add)\b[^#\n]{0,80}?(?<![\w/.-])tensorflow(?![-\w\[])"
        ),
        "https://www.tensorflow.org/install/pip",
    ),
    FactPattern(
        # An AMD GPU named as the machine's GPU: "AMD Radeon HD7500M"
        # (https://github.com/tensorflow/tensorflow/issues/27059), "AMD Raedon R5 M335"
        # (https://github.com/tensorflow/tensorflow/issues/20340), "APU AMD A10 - AMD GPU R6
        # M340DX" (https://github.com/tensorflow/tensorflow/issues/23321), "an amd radeon GPU"
        # (https://github.com/Unity-Technologies/ml-agents/issues/204). Not an AMD CPU (Ryzen,
        # AMD64).
        "amd_gpu_named",
        "radeon",
        _re(r"\bRadeon\b"),
        "https://github.com/tensorflow/tensorflow/issues/27059",
    ),
    FactPattern("amd_gpu_named", "raedon", _re(r"\bRaedon\b"), AMD_SOURCE),
    FactPattern("amd_gpu_named", "amd", _re(r"\bAMD\s+(?:GPU|APU|graphics)\b"), AMD_SOURCE),
    FactPattern(
        # An Intel GPU named as the machine's: "I'm using a integrated Intel GPU(iris xe
        # graphics)" (a laptop without an NVIDIA GPU, where the CUDA build of torch and
        # bitsandbytes reported "CUDA driver version is insufficient for CUDA runtime version",
        # https://github.com/Akegarasu/lora-scripts/issues/101), "Intel(R) UHD Graphics 620",
        # "Intel Arc A770". Not an Intel CPU.
        "intel_gpu_named",
        "intel",
        _re(
            r"\bIntel(?:\(R\))?\s+(?:Iris|UHD|HD|Arc)\b|\bintegrated Intel\s+(?:GPU|graphics)\b|"
            r"\bIntel\s+(?:integrated\s+)?(?:GPU|graphics)\b"
        ),
        "https://github.com/Akegarasu/lora-scripts/issues/101",
    ),
    FactPattern(
        # The native TensorFlow that .NET programs load comes in NuGet packages: a CPU build
        # ("SciSharp.TensorFlow.Redist", ML.NET's "Microsoft.ML.TensorFlow.Redist": "I think
        # Microsoft.ML.TensorFlow.Redist is a CPU version so uninstall it, keep
        # SciSharp.TensorFlow.Redist-Windows-GPU installed", a TensorFlow.NET maintainer,
        # https://github.com/SciSharp/TensorFlow.NET/issues/474; "the CPU-based
        # SciSharp.TensorFlow.Redist package", https://github.com/dotnet/machinelearning/issues/4325)
        # and a GPU build for each system. One told as removed is not there ("added a
        # reference to `SciSharp.TensorFlow.Redist-Windows-GPU` and removed the
        # `SciSharp.TensorFlow.Redist`", https://github.com/dotnet/machinelearning-samples/pull/857).
        "nuget_cpu_runtime",
        "redist",
        _re(
            r"(?:\b(remov|uninstall|delet|drop)\w*\s+(?:the\s+)?`?)?"
            r"\b(?:SciSharp|Microsoft\.ML)\.TensorFlow\.Redist\b(?![-\w])"
        ),
        "https://github.com/SciSharp/TensorFlow.NET/issues/474",
    ),
    FactPattern(
        "nuget_gpu_runtime",
        "redist",
        _re(r"\bSciSharp\.TensorFlow\.Redist-(?:Windows|Linux)-GPU\b"),
        "https://github.com/SciSharp/TensorFlow.NET/issues/474",
    ),
    FactPattern(
        # Microsoft's DirectML builds (tensorflow-directml, tensorflow-directml-plugin) run
        # TensorFlow on AMD and Intel GPUs through DirectX 12 on Windows and WSL ("DirectML:
        # creating device on adapter 0 (AMD Radeon RX 6600)",
        # https://github.com/microsoft/tensorflow-directml/issues/378), AMD's ROCm build
        # (tensorflow-rocm) on AMD GPUs under Linux: an AMD GPU there is one TensorFlow can use.
        "amd_build_named",
        "directml",
        _re(r"\bDirectML\b|\btensorflow[-_]directml"),
        "https://github.com/microsoft/tensorflow-directml/issues/378",
    ),
    FactPattern(
        "amd_build_named",
        "rocm",
        _re(r"\bROCm\b|\btensorflow[-_]rocm\b"),
        "https://github.com/deepfakes/faceswap/issues/1348",
    ),
    FactPattern(
        # TensorFlow's ROCm build (tensorflow-rocm, AMD GPUs) leaving out a GPU its build has no
        # code for: "Ignoring visible gpu device (device: 0, name: AMD Radeon RX 7900 XT, pci
        # bus id: 0000:03:00.0) with AMDGPU version : gfx1100. The supported AMDGPU versions
        # are gfx1030, gfx900, gfx906, gfx908, gfx90a." (https://github.com/deepfakes/faceswap/issues/1348)
        "amdgpu_unsupported",
        "amdgpu version",
        _re(
            r"with AMDGPU version\s*:\s*(gfx\w{1,8})\.?\s*The supported AMDGPU versions are\s*"
            r"([\w ,]{1,200}?)\.?\s*$"
        ),
        "https://github.com/deepfakes/faceswap/issues/1348",
    ),
    FactPattern(
        # An NVIDIA Jetson board (aarch64, JetPack): "I'm using NVIDIA's Jetson Nano device"
        # (https://github.com/KumaTea/tensorflow-aarch64/issues/6). Its GPU needs NVIDIA's
        # TensorFlow for JetPack; the aarch64 wheels elsewhere are CPU builds.
        "jetson_named",
        "jet",
        _re(r"\bJetson\s*(?:Nano|TX[12]|Xavier|AGX|Orin|TK1)\b|\bJetPack\b"),
        "https://github.com/KumaTea/tensorflow-aarch64/issues/6",
    ),
    FactPattern(
        # A Linux machine with an ARM CPU: `uname -a`, /proc/cpuinfo or a path that says so
        # ("aarch64", "/usr/lib/aarch64-linux-gnu/", "armv7l", "model name : ARMv7 Processor rev 0
        # (v7l)",
        # https://github.com/tensorflow/tensorflow/issues/57632). Not a wheel's platform tag
        # ("manylinux2014_aarch64" lists what exists, not what ran), not macOS's "arm64". Its
        # "Illegal instruction" is no AVX matter: ARM CPUs have none (numpy 1.19.5 dying so on
        # Jetson boards: https://github.com/numpy/numpy/issues/18131).
        "arm_machine",
        "aarch64",
        _re(r"(?<![\w-])aarch64\b"),
        "https://github.com/numpy/numpy/issues/18131",
    ),
    FactPattern(
        "arm_machine",
        "armv",
        _re(r"(?<![\w-])armv[78]l\b|\bARMv[78]\w* Processor\b"),
        "https://github.com/tensorflow/tensorflow/issues/57632",
    ),
    FactPattern(
        # NVIDIA's own TensorFlow for JetPack, by its version ("2.11.0+nv23.01") or its index
        # (https://docs.nvidia.com/deeplearning/frameworks/install-tf-jetson-platform/).
        "jetson_build_named",
        "nv",
        _re(
            r"\b\d+\.\d+\.\d+\+nv\d{2}\.\d{1,2}\b|developer\.download\.nvidia\.com/compute/redist/jp/"
        ),
        "https://docs.nvidia.com/deeplearning/frameworks/install-tf-jetson-platform/index.html",
    ),
    FactPattern(
        # The NVIDIA Container Toolkit said installed: "I did run `apt-get install
        # nvidia-container-toolkit` prior to running local-ai"
        # (https://github.com/mudler/LocalAI/issues/4511), "I have already installed
        # `nvidia-container-toolkit` on this machine!"
        # (https://github.com/gazebo-tooling/gzdev/issues/97). Installed is not configured: Docker
        # uses it once `nvidia-ctk runtime configure --runtime=docker` registered it and the
        # daemon restarted.
        "toolkit_installed",
        "nvidia-container-toolkit",
        _re(
            r"\b(?:apt(?:-get)?|yum|dnf|zypper|pacman -S)\s+(?:-\w+\s+)*install\b[^#\n]{0,60}?"
            r"\bnvidia-container-toolkit\b|\binstalled\s+(?:the\s+)?[`'\"]?nvidia-container-toolkit\b|"
            r"\bnvidia-container-toolkit[`'\"]?\s+(?:is|was)\s+(?:already\s+)?installed\b"
        ),
        "https://github.com/mudler/LocalAI/issues/4511",
    ),
    FactPattern(
        # Google Colab: a Linux runtime whose TensorFlow loads the runtime's system CUDA.
        "colab",
        "colab",
        _re(r"\b(?:Google )?Colab(?:oratory)?\b|colab\.research\.google\.com"),
        "https://github.com/googlecolab/colabtools/issues/4214",
    ),
    FactPattern(
        # Other hosted notebooks run Linux too: Amazon SageMaker (Studio, Studio Lab, its
        # "sagemaker-distribution" images, https://github.com/aws/studio-lab-examples/issues/275)
        # and Kaggle's notebooks (the image of https://github.com/Kaggle/docker-python).
        "hosted_linux",
        "sagemaker",
        _re(r"\bSageMaker\b"),
        "https://github.com/aws/studio-lab-examples/issues/275",
    ),
    FactPattern(
        "hosted_linux",
        "kaggle",
        _re(r"\bKaggle(?:'s)? (?:notebooks?|kernels?)\b"),
        "https://github.com/Kaggle/docker-python",
    ),
    FactPattern(
        # A traceback copied from Colab's page, whose frames link to the notebook's own
        # server: "[<ipython-input-17-0920e1d4f2e6>](https://localhost:8080/#) in <module>()"
        # (https://github.com/frankkramer-lab/MIScnn/issues/146).
        "colab",
        "localhost:8080/#",
        _re(r"\]\(https?://localhost:8080/#\)"),
        "https://github.com/frankkramer-lab/MIScnn/issues/146",
    ),
    FactPattern(
        # The paste names the extra that brings TensorFlow's CUDA wheels: "pip install
        # tensorflow[and-cuda]" (https://github.com/tensorflow/tensorflow/issues/63362).
        # Named alone in prose too: "TF 2.21 pip `and-cuda`"
        # (https://github.com/GretaLupi/hamlet-toolkit/issues/1), "the [and-cuda] extra".
        "and_cuda_named",
        "and",
        _re(r"tensorflow\[and[-_]cuda\]|`and[-_]cuda`|(?<![\w.])\[and[-_]cuda\]"),
        "https://github.com/tensorflow/tensorflow/issues/63362",
    ),
    FactPattern(
        # pip asked for tensorflow[and-cuda] and the wheel it picked has no such extra: a
        # release before 2.14, or a wheel that is not Linux's (the extra is Linux-only).
        # pypa/pip 26.2.1 src/pip/_internal/resolution/resolvelib/candidates.py ("%s %s does not
        # provide the extra '%s'").
        "and_cuda_absent",
        "does not provide the extra",
        _re(
            r"\b(tensorflow(?:-cpu|-intel)?) (\d+\.\d+\S*) does not provide the extra '?and[-_]cuda"
        ),
        "https://github.com/tensorflow/tensorflow/issues/61993",
    ),
    # --- environment --------------------------------------------------------------------
    FactPattern(
        # A shell line, a script's export, a notebook's %env or os.environ: the GPU indices
        # it selects (-1 or empty, an intended CPU-only run, is not read).
        "cuda_visible_devices",
        "cuda_visible_devices",
        _re(r"CUDA_VISIBLE_DEVICES['\"]?\]?\s*=(?!=)\s*(['\"]?)(\d+(?:\s*,\s*\d+)*)\1(?![\w$.-])"),
        "https://github.com/thuml/Autoformer/issues/25",
    ),
    FactPattern(
        # The variable set so that CUDA sees no GPU: -1 or empty, in code or told in words
        # ("the CUDA_VISIBLE_DEVICES are always set to empty string", a library that sets it
        # on import). CUDA counts only the devices the variable lists
        # (https://docs.nvidia.com/cuda/cuda-c-programming-guide/index.html#cuda-environment-variables).
        "gpus_hidden",
        "cuda_visible_devices",
        _re(
            r"CUDA_VISIBLE_DEVICES['\"]?\]?\s*=(?!=)\s*(?:(['\"])\s*(?:-1)?\s*\1|-1\b)|"
            r"CUDA_VISIBLE_DEVICES`?\s+(?:\w+\s+){0,4}?(?:set\s+)?to\s+(?:an?\s+)?"
            r"(?:empty(?:\s+string)?|blank|''|\"\"|-1)(?!\w)"
        ),
        "https://github.com/ray-project/ray/issues/8838",
    ),
    # --- containers ---------------------------------------------------------------------
    FactPattern(
        # A command, not prose that names one ("Use 'nvidia-docker run' to start this
        # container" in NVIDIA's banner, "the `docker run` command"); nvidia-docker passes the
        # GPUs by itself. In lower case, as commands are typed: "Non-interactive Docker run
        # failed" is a program's message (https://github.com/gazebo-tooling/gzdev/issues/97).
        "docker_run",
        "docker run",
        _re(r"(?<![\w'\"`-])(?-i:(?:(nvidia-)docker|docker) run)\b(.*)$"),
        "https://github.com/tensorflow/addons/pull/2023",
    ),
    FactPattern(
        # A container run shown at all, a command quoted in prose with its options too ("I ran:
        # `docker run --rm --gpus all ontresearch/medaka:latest python3 -c ...`",
        # https://github.com/nanoporetech/medaka/issues/428): what runs in it runs on Linux,
        # whatever the host. (Which of several commands passed the GPUs is docker_run's.)
        "container_run_shown",
        "run",
        _re(r"(?<![\w-])(?-i:(?:nvidia-)?(?:docker|podman) run)\s+-"),
        "https://github.com/nanoporetech/medaka/issues/428",
    ),
    FactPattern(
        # Told in words, no command shown: "I tried removing `--gpus all` from the `docker run`
        # command but then ... ImportError: libcuda.so.1: cannot open shared object file"
        # (https://github.com/tom-doerr/TecoGAN-Docker/issues/7). Docker named in the same line:
        # other programs have a --gpus option of their own (Ludwig's, uber/ludwig).
        "docker_gpus_left_out",
        "--gpus",
        _re(
            r"^(?=.*\b(?:docker|podman|containers?)\b).*?"
            r"\b(?:remov(?:e|ed|ing)|drop(?:ped|ping)?|omit(?:ted|ting)?|without)\s+(?:the\s+)?"
            r"[`'\"]?--gpus\b"
        ),
        "https://github.com/tom-doerr/TecoGAN-Docker/issues/7",
    ),
    FactPattern(
        # The paste uses TF-TRT (TensorFlow's TensorRT conversion): its API's names, as code
        # or a traceback shows them (tensorflow/python/compiler/tensorrt/trt_convert.py;
        # "from tensorflow.python.compiler.tensorrt import trt_convert as trt",
        # https://github.com/tensorflow/tensorrt/issues/153; "import
        # tensorflow.contrib.tensorrt as trt", https://github.com/tensorflow/tensorrt/issues/85).
        "tftrt_used",
        "trt",
        _re(
            r"\btrt_convert\b|\bTrtGraphConverter(?:V2)?\b|\bcreate_inference_graph\b|"
            r"\b(?:experimental|contrib|compiler)\.tensorrt\b|\bConvert_to_TRT\b"
        ),
        "https://github.com/tensorflow/tensorrt/issues/153",
    ),
    FactPattern(
        # TensorFlow's CUDA diagnostics after cuInit failed: the kernel driver runs on this
        # kernel (/proc/driver/nvidia/version exists, else it says "kernel driver does not
        # appear to be running") but the GPU's device file is absent (cuda_diagnostics.cc,
        # Diagnostician::LogDiagnosticInformation, stream_executor/cuda in TensorFlow 1.x-2.x,
        # xla/stream_executor/cuda later). What a container started without the GPUs shows:
        # the host kernel's /proc shows through, the device files come only with --gpus
        # (remicres/otbtf, doc/docker_troubleshooting.md: "failed call to cuInit: UNKNOWN ERROR
        # (303) / no NVIDIA GPU device is present: /dev/nvidia0 does not exist ... make sure to
        # add --gpus=all to your docker run").
        "device_file_missing",
        "no nvidia gpu device is present",
        # (the path may follow on the next line, as pages that wrap it show)
        _re(r"no NVIDIA GPU device is present:\s*(?:/dev/nvidia\d+ does not exist|$)"),
        "https://github.com/remicres/otbtf/blob/af693c41a60a8ee3b88afc551f20e142d77b0971/doc/docker_troubleshooting.md",
    ),
    FactPattern(
        # FFmpeg could not load the driver's encoder library ("Cannot load
        # libnvidia-encode.so.1"): then its "minimum required Nvidia driver for nvenc" that
        # follows says nothing of the driver's age. In a container the video libraries come
        # only with NVIDIA_DRIVER_CAPABILITIES naming video
        # (https://github.com/linuxserver/docker-plex/issues/340).
        "nvenc_library_missing",
        "libnvidia-encode",
        _re(r"\bCannot load libnvidia-encode\.so"),
        "https://github.com/linuxserver/docker-plex/issues/340",
    ),
    FactPattern(
        "container_no_driver",
        "nvidia driver was not detected",
        _re(r"The NVIDIA Driver was not detected\.\s+GPU functionality will not be available"),
        "https://github.com/NVIDIA/nvidia-docker/issues/1071",
    ),
)

# REPL questions whose answer (a later line) is a fact: the expression, and the kind of answer.
# A script's code line asks them too (its printed answer follows the code in a paste).
REPL_QUESTIONS: tuple[tuple[re.Pattern[str], str], ...] = (
    # (the module's full name too: 'python -c "import tensorflow; print(tensorflow.__version__)"',
    # TensorFlow's own issue template of 2016, https://github.com/tensorflow/tensorflow/issues/5968)
    (_re(r"\b(?:tf|tensorflow)\.__version__|tf\.version\.VERSION"), "tf_version"),
    # "is_build_with_cuda" too: users retype the name from memory.
    (_re(r"tf\.test\.is_buil[dt]_with_cuda\(\)"), "built_with_cuda"),
    # The logical devices too: "tf.config.list_logical_devices("GPU")" then "Output:" and "[]"
    # (https://github.com/huggingface/community-events/issues/118).
    (_re(r"list_(?:physical|logical)_devices\((?:device_type=)?['\"]GPU['\"]\)"), "gpu_list"),
    # All devices (no type, or None): the answer lists the GPUs among them.
    (_re(r"list_(?:physical|logical)_devices\(\s*(?:(?:device_type=)?None)?\s*\)"), "gpu_list"),
    (_re(r"tf\.sysconfig\.get_build_info\(\)"), "build_info"),
    # Whether TensorFlow can use a GPU, the deprecated way (True or False;
    # https://www.tensorflow.org/api_docs/python/tf/test/is_gpu_available), and the first GPU
    # device's name ('' without one;
    # https://www.tensorflow.org/api_docs/python/tf/test/gpu_device_name).
    (_re(r"\bis_gpu_available\([^()]*\)"), "gpu_available"),
    (_re(r"\bgpu_device_name\(\)"), "gpu_device_name"),
    # PyTorch's own question: whether it has a CUDA device (True or False;
    # https://pytorch.org/docs/stable/generated/torch.cuda.is_available.html).
    (_re(r"\btorch\.cuda\.is_available\(\)"), "torch_available"),
)
REPL_SOURCE = "https://github.com/tensorflow/tensorflow/issues/62080"

# device_lib.list_local_devices() prints a list of protobuf texts over many lines:
# [name: "/device:CPU:0"\ndevice_type: "CPU"\n...\n]; its GPUs have device_type: "GPU".
# An empty GPU list told in words after (or beside) the question: "I get an empty list [ ]",
# "returns []" (https://github.com/tensorflow/tensorflow/issues/63362).
EMPTY_LIST_PROSE = _re(
    r"\bempty (?:list|array)\b|\b(?:returns?|returned|get|got|gives?|gave|shows?|showed|"
    r"prints?|printed|outputs?|is|was)\s*:?\s*`?\[\s*\]"
)

# An empty device name told in words: "The output of `tensorflow.test.gpu_device_name()` is an
# empty string" (https://github.com/googlecolab/colabtools/issues/4153), "returns ''".
EMPTY_NAME_PROSE = _re(
    r"(?<!not an )(?<!n't an )\bempty (?:string|name|str)\b|"
    r"\b(?:returns?|returned|get|got|gives?|gave|shows?|showed|prints?|printed|outputs?|is|was)\s*:?\s*`?(?:''|\"\")(?!\w)"
)
# The prose that gives each question's "none" answer.
EMPTY_ANSWER_PROSE = {"gpu_list": EMPTY_LIST_PROSE, "gpu_device_name": EMPTY_NAME_PROSE}

LOCAL_DEVICES_START = _re(r'^\s*\[name: "/device:')
LOCAL_DEVICES_GPU = _re(r'^\s*device_type: "GPU"')
# An accelerator TensorFlow reaches another way (DirectML): the answer says nothing about CUDA.
LOCAL_DEVICES_OTHER = _re(r'^\s*device_type: "DML"')
LOCAL_DEVICES_SOURCE = "https://github.com/tensorflow/tensorflow/issues/60269"

# --- facts a person states ------------------------------------------------------------------
# TensorFlow's issue form (https://github.com/tensorflow/tensorflow/blob/master/.github/
# ISSUE_TEMPLATE/tensorflow_issue_template.yaml) renders each field as a heading with its value
# on the next line ("### CUDA/cuDNN version" / "12.2/8.9"); the older Markdown templates
# (.github/ISSUE_TEMPLATE/00-bug-issue.md) as a list item ("- CUDA/cuDNN version: 11.2/8.1",
# "- **TensorFlow version (use command below)**: 1.9").
TEMPLATE_FIELDS = {
    "tensorflow version": "tf_version",
    "os platform and distribution": "os",
    "python version": "python",
    "cuda/cudnn version": "cuda_cudnn",
    "gpu model and memory": "gpu",
    # Where the TensorFlow came from: "TensorFlow installed from (source or binary): source"
    # (the older template), "### Source" then "source" or "binary" (the issue form). A build of
    # one's own has the CUDA and capabilities it was configured with, not the wheel's
    # (a tensorflow_cc build, https://github.com/tensorflow/tensorflow/issues/56895, which
    # gives its Bazel versions). The form's answer is "source" in many pip and conda installs
    # (TF 2.10 in a conda environment on Windows,
    # https://github.com/tensorflow/tensorflow/issues/76038): it counts only beside a Bazel
    # version, which only a build from source has.
    "tensorflow installed from": "source_template",
    "source": "source_form",
    "bazel version": "bazel",
}
_FIELD = (
    r"(TensorFlow version|OS platform and distribution|Python version|CUDA/cuDNN version|"
    r"GPU model and memory|Source|TensorFlow installed from|Bazel version)"
)
# A form's TensorFlow version that names the one it came from and the one it goes to: "2.4.1,
# trying to upgrade to 2.6.0" (https://github.com/tensorflow/tensorflow/issues/51684, where the
# GPUs were lost after the upgrade), "2.15 -> 2.16". Read between the two versions.
UPGRADED_TO = _re(r"\b(?:upgrad|updat|mov|switch)\w*\s+(?:\w+\s+){0,2}?to\b|->|→|=>")
# The answer that says it was built from source ("source", "Source (r2.4 branch)"), not
# "binary" nor the question's own words repeated.
FROM_SOURCE = _re(r"^\W*source\b(?!\s+or\b)")
TEMPLATE_HEADING = _re(r"^\s*#{2,4}\s*" + _FIELD + r"\s*$")
# The field's name, then its value after a colon, or after a dash or "=" between spaces
# ("TensorFlow version - 2.1.0", https://github.com/tensorflow/tensorflow/issues/36776).
TEMPLATE_INLINE = _re(
    r"^\s*(?:[-*]\s*)?\**\s*" + _FIELD + r"(?:\s*\([^)]*\))?\s*\**(?:\s*:|\s+(?:-{1,2}|=)\s)"
    r"\s*\**\s*(.*?)\s*$"
)
TEMPLATE_SOURCE = "https://github.com/tensorflow/tensorflow/issues/68236"
# A Markdown list item ("- ...", "* ...", "+ ..."), nested or not.
LIST_ITEM = _re(r"^\s*[-*+]\s")
NO_RESPONSE = _re(r"^\s*(?:_No response_|n/?a|none|-+|unknown.*)\s*$")

# `nvcc --version`: "Cuda compilation tools, release 12.4, V12.4.131"
# (https://github.com/tensorflow/tfjs/issues/8269).
NVCC_RELEASE = _re(r"Cuda compilation tools, release (\d+\.\d+)")

# A line that is only a name and its version, as a post lists its set-up ("My server is...",
# then "Geforce RTX 3090, Linux 20.04", "CUDA 10.1", "cudnn 7.6.5" a line each,
# https://github.com/TensorSpeech/TensorFlowTTS/issues/563): declared, as a form's field is, so
# it outweighs a version the story mentions ("I replaced that file with one in CUDA 11.2 bin").
# (The bare shape only: a form's "* CUDA Version: 10.0" and an environment file's "- python=3.9"
# are read as they were.)
LISTED_VERSION = _re(r"^\s*(?:CUDA|cuDNN)\s+v?\d+(?:\.\d+){1,3}\s*$")

# The machine's own listings of what is installed, each a version the machine has (declared, as
# nvcc's is):
# - cuDNN's header, as its install check prints it (`cat /usr/include/cudnn_version.h | grep
#   CUDNN_MAJOR -A 2`, cudnn.h before cuDNN 8): "#define CUDNN_MAJOR 7", "#define CUDNN_MINOR
#   6", "#define CUDNN_PATCHLEVEL 5", a line each, or run together in a rendered page.
CUDNN_DEFINE = re.compile(r"#\s*define\s+CUDNN_(MAJOR|MINOR)\s+(\d{1,2})\b")
CUDNN_DEFINE_LINES = 3  # lines between the major's define and the minor's
# - Debian's and Ubuntu's packages of cuDNN, as `dpkg -l` lists them ("ii  libcudnn8
#   8.2.1.32-1+cuda10.2  amd64  cuDNN runtime libraries", "ii  libcudnn9-cuda-12  9.1.0.70-1
#   amd64 ...") and `apt list --installed` ("libcudnn8/unknown,now 8.9.7.29-1+cuda12.2 amd64
#   [installed]"): the package's major is its version's.
CUDNN_DEB = _re(
    r"^\s*(?:[uihrp][ncuihrpHUFWt]\w?\s+)?(?:lib)?cudnn(\d{1,2})(?:-cuda-\d+)?"
    r"(?:-dev|-samples|-doc)?(?::\w+)?(?:/\S+)?\s+(\d{1,2})\.(\d{1,2})\.\d+(?:\.\d+)?-\S+\s+\S"
)
# - The name of NVIDIA's cuDNN archive, which says both versions: the CUDA release it is for,
#   then the cuDNN ("cudnn-9.0-linux-x64-v7.tgz" in NVIDIA's cuDNN 7 install guide,
#   https://gist.github.com/nvnnghia/e51172cb9a2055ed9b822454988d290f;
#   "cudnn-11.4-linux-x64-v8.2.2.26.tgz" on developer.download.nvidia.com,
#   https://gist.github.com/peters/74de0f04f7e7f7161ef137bea92492a6; "I installed this cudnn:
#   cudnn-7.0-linux-x64-v4.0-prod.tgz", https://github.com/tensorflow/models/issues/1940;
#   "cudnn-10.1-windows10-x64-v7.6.5.32.zip"), and from 8.3 on the other way round
#   ("cudnn-linux-x86_64-8.9.7.29_cuda11-archive.tar.xz",
#   https://gist.github.com/ryujaehun/bce6714ea1a1226a14c085c2ac356383 for the shape).
CUDNN_ARCHIVE = _re(
    r"\bcudnn-(\d{1,2}\.\d)-(?:linux|windows\d*|osx)-x64-v(\d{1,2})(?:\.(\d{1,2}))?[\w.-]*?"
    r"\.(?:tgz|zip|solitairetheme8)\b|"
    r"\bcudnn-(?:linux|windows)-x86_64-(\d{1,2})\.(\d{1,2})\.[\d.]+_cuda(\d{1,2})-archive\b"
)
# - The CUDA runtime's own file, named with its full version, alone on its line: the "== cuda
#   libs ==" part of tools/tf_env_collect.sh (`find /usr/local -type f -name 'libcudart*'`:
#   "/usr/local/cuda-10.0/targets/x86_64-linux/lib/libcudart.so.10.0.130"), `ls -l` of the
#   toolkit's lib64 ("libcudart.so.10.0 -> libcudart.so.10.0.130"), `find` or `locate`. Only a
#   name with three numbers is the file's version: from CUDA 11 the soname is "libcudart.so.11.0"
#   whatever the 11.x, and `ldconfig -p` lists sonames.
# conda's build of TensorFlow for the GPU, as `conda list` shows its build string ("tensorflow
# 2.11.1 cuda112py39h01bd6f0_0 conda-forge", https://github.com/PacktPublishing/TinyML-Cookbook/
# issues/6; Anaconda's "gpu_py37h..."): the conda package tensorflow-gpu of the same version
# beside it is the metapackage that chose it, not a second distribution.
CONDA_GPU_BUILD = _re(r"^(?:cuda\d{2,3}|gpu_)py\d")
CUDART_FILE = _re(r"(?:^\s*|\s->\s)(?:/\S*/)?libcudart\.so\.(\d{1,2}\.\d)\.\d+\s*$")
# The same script asks whether it runs in a container, then answers "Yes" or "No" on the next
# line: the heading names Docker whatever the answer.
TF_ENV_DOCKER = _re(r"^\s*== are we in docker =+\s*$")

# Versions written right beside their product's name, in prose or a field's value. Lines that
# state another version of the same name are not read (nvidia-smi's "CUDA Version" is the
# driver's, not the toolkit's).
# "is" between a name and its version in Chinese: "cuda是9.0版本的", "tensorflow gpu是1.6.0版本的"
# (https://github.com/guoqiangqi/PFLD/issues/10), "cuda版本为10.1", "版本号：" (its full-width
# colon read as ":", as the log reader folds it).
_ZH_IS = r"(?:的)?(?:版本号?)?\s*(?:是|为|：|:)|(?:的)?版本号?"
# A version told as the one that was there before, not the one that fails now: "This was working
# on earlier tensorflow-gpu version 2.1(MX150 GPU), on 2.3 it does not work"
# (https://github.com/ContinuumIO/anaconda-issues/issues/12194); "upgraded from 2.3 to 2.4".
# Read in the words just before the version's name.
PAST_VERSION = _re(
    r"\b(?:earlier|previous(?:ly)?|older|formerly|used to work\w*|was working|"
    r"worked(?: fine| well)?(?: on| with)?|(?:upgrad|downgrad|updat|mov|switch)(?:ed|ing) from)"
    r"\W+(?:\w+\W+){0,3}$"
)
# A version told as the one TensorFlow (or a program) looks for, not one the machine has: "it is
# looking cuda 11.0 version, I have cuda with 10.2"
# (https://github.com/tensorflow/tensorflow/issues/53390). Read in the words just before the
# version's name, as PAST_VERSION.
WANTED_VERSION = _re(
    r"\b(?:(?:is|are|was|were|keeps?)\s+)?(?:looking|searching|asking)(?:\s+for)?\W*$|"
    r"\b(?:looks|searches|asks)\s+for\W*$"
)
# Another machine than the one the paste is about, named in the sentence: "I have another
# computer with an AMD GPU which I would also like to run TecoGAN on"
# (https://github.com/tom-doerr/TecoGAN-Docker/issues/7).
OTHER_MACHINE = _re(
    r"\b(?:another|other|second|different|(?:my|a) (?:friend|colleague)'?s?)\s+"
    r"(?:\w+\s+)?(?:computer|machine|pc|laptop|desktop|server|box|workstation|notebook)s?\b"
)
# The names TensorFlow's own compiled modules start with, as Windows' "DLL load failed while
# importing X" names them (_pywrap_tensorflow_internal, _pywrap_tfe, ...); any other X is another
# program's extension.
TF_OWN_MODULES = ("_pywrap", "tensorflow")
# A system told as where the same thing works, in the words before its name: "runs fine on the
# same machine with Windows 11", "works perfectly under Ubuntu" (read with STATED_OS).
WORKS_THERE = _re(
    r"\b(?:runs?|works?|worked|ran|running|working)\s+(?:just\s+)?"
    r"(?:fine|well|perfectly|ok(?:ay)?|great|properly|correctly|normally)\b"
    r"(?:(?!\b(?:but|except|however|not|until|now)\b)[^.;!?]){0,80}?"
    r"\b(?:on|with|in|under)\b(?:(?!\b(?:but|except|however|not)\b)[^.;!?]){0,60}$"
)
# A CUDA, cuDNN or driver told as what a release requires or was built for, not what the machine
# has: "The tensorflow version is 2.3.1 and it looks like it requires cuda 10.1 to work. However
# the version of cuda in the image is 9.2." (https://github.com/microsoft/nni/issues/3661). (A
# program's need for a TensorFlow release is the release it runs: "sionna needs TensorFlow
# 2.13-2.15".)
REQUIRED_VERSION = _re(
    r"\b(?:requires?|required|requiring|needs|expects|(?:was |is |were |are )?"
    r"(?:built|compiled|tested) (?:for|with|against)|only works? with|works? only with|"
    # the same in the languages posts come in: "Tensorflow requiere cuda 10.0 y no funciona con
    # 10.1" (https://github.com/cvicom/deep_learning_escuela_verano_19/pull/1)
    r"requiere|necesita|espera|requer|precisa(?: de)?|exige|n[ée]cessite|requiert|"
    r"a besoin de|ben[öo]tigt|erfordert|braucht|richiede)"
    # ("requires a specific version of CUDA v9.0 I have 9.1 installed",
    # https://github.com/daniel-kukiela/nmt-chatbot/issues/49)
    r"(?:\s+(?:a|an|the)\s+(?:specific|particular|certain|exact)\s+version\s+of)?\W*$"
)
# What the machine has, told right after what is needed, by its number alone: "requires a
# specific version of CUDA v9.0 I have 9.1 installed" (the issue above). The same component.
HAD_AFTER_NEEDED = _re(
    r"[^.!?]{0,12}?\bI(?:'ve| have| had| got| installed)(?: only)?\s+(?:version\s+)?v?"
    r"(\d{1,2}\.\d)(?:\.\d+)?(?![\w.]*\d)(?!\s*(?:GB|MB|GiB|%))"
)
# The same told after the version: "Only CUDA 9.0 will work with Tensorflow 1.10.1"
# (https://github.com/orasanen/ALICE/issues/13), "cuDNN 7.6 is required". Matched at the
# version's end (re.match at a position: no "^").
REQUIRED_AFTER = _re(
    r"\W{0,3}(?:(?:is|are)\s+(?:required|needed)\b|"
    r"(?:will|would|does|do|can)?\s*(?:only\s+)?works?\s+(?:only\s+)?with\s+(?:tensorflow|tf)\b)"
)
# A version told as the least of a range, not one the machine has: "cuDNN 8.1 or newer" (every
# cuDNN from 8.1 on met the bug, https://github.com/tensorflow/tensorflow/issues/60192), "CUDA
# 11.2+", "2.4 and later". Matched at the version's end (re.match at a position: no "^").
RANGE_AFTER = _re(
    r"(?:\.\d+)*(?:\+(?![\w.])|\s+(?:or|and)\s+(?:any\s+)?"
    r"(?:newer|later|higher|above|up|greater|more recent)\b)"
)
# An issue form's checkbox left unticked: "-   [ ] [Apple Silicon Macs](...)" among the ways to
# install (https://github.com/talmolab/sleap/issues/2172), "- [ ] I am using the latest
# release". Its text is a choice offered, not one made.
UNCHECKED_BOX = re.compile(r"^\s*(?:>\s*)*(?:[-*+]\s+)?\[ \]\s")
# An issue form's question, a heading the form asks and the poster answers on the lines below:
# "### Which Docker container are you using to run Nextcloud? (if applicable)" answered "N/A"
# (https://github.com/nextcloud/recognize/issues/1060). Its words are the form's, not the
# poster's: what they name is only what the answer says.
FORM_QUESTION = re.compile(
    # (the blanks after it read once: a line of spaces stays linear)
    r"^\s*(?:#{1,6}\s+|\*\*)[^#*].*?(?:\?|\(if applicable\)|\(optional\))\s*(?:\*\*\s*)?$",
    re.IGNORECASE,
)
# A version a person asks about, not one the machine has: "Should I instead upgrade to cuda 10.1
# or even 10.2?" after "CUDA Version: 10.0" in the same post
# (https://github.com/google-parfait/tensorflow-federated/issues/827), "Do I need CUDA 11.2?".
# Read as the start of a question's sentence; the sentence must end with "?".
CONSIDERED_VERSION = _re(
    r"^\W*(?:should|shall|must|would)\s+(?:i|we|it)\b|"
    r"^\W*(?:do|does)\s+(?:i|we|it|tensorflow|tf)\s+(?:really\s+)?(?:need|require|have to)\b|"
    r"^\W*is\s+it\s+(?:better|necessary|possible|recommended)\b"
)
STATED: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        # "Tensorflow: 1.15.2" in a list of versions (https://github.com/lightvector/KataGo/issues/325),
        # "TensorFlow: v2.2.0-17-g0854bb5" (DeepSpeech's banner,
        # https://github.com/mozilla/DeepSpeech/issues/3226)
        "tf_version",
        _words(
            # "verison", the common slip (https://github.com/lengstrom/fast-style-transfer/issues/283)
            r"(?<![\w/.-])(?:tensorflow|tf)(?:[-_]gpu| gpu(?=\s*[的版是为]))?\s*"
            rf"(?:==|=|:|v|ver(?:si|is)on:?|ver(?:si|is)on is|{_ZH_IS})?\s*`?v?"
            # a release candidate's suffix: "2.4.0rc4", "2.2.0-rc2"
            r"([12]\.\d{1,2})(?:\.\d+)?(?:-?rc\d+)?(?!\w|\.\d)"
        ),
    ),
    (
        # The release pinned with the extra that brings the CUDA wheels: "pip install
        # tensorflow[and-cuda]==2.16.1" (the extra of https://www.tensorflow.org/install/pip).
        "tf_version",
        _re(
            r"(?<![\w/.-])tensorflow\[[\w,-]+\]\s*(?:==|~=)\s*v?([12]\.\d{1,2})(?:\.\d+)?"
            r"(?:-?rc\d+)?(?!\w|\.\d)"
        ),
    ),
    (
        # A TensorFlow wheel's file name carries its release ({distribution}-{version}-{python
        # tag}-..., PEP 427), as a distribution's name joined to its version does (0.x too):
        # "pip install --upgrade https://storage.googleapis.com/tensorflow/windows/gpu/
        # tensorflow_gpu-0.12.0rc0-cp35-cp35m-win_amd64.whl"
        # (https://github.com/tensorflow/tensorflow/issues/5968)
        "tf_version",
        _re(
            r"(?<![\w.-])(?:tensorflow|tensorflow_gpu|tensorflow_cpu|tf_nightly(?:_gpu)?)-"
            r"(\d+\.\d+)"
        ),
    ),
    (
        # The official image's tag is its TensorFlow release: "tensorflow/tensorflow:2.3.0rc0-gpu",
        # "tensorflow/tensorflow:2.15.0-gpu-jupyter", "tensorflow/tensorflow:1.15.5-gpu-py3"
        # (https://www.tensorflow.org/install/docker; "the Docker image
        # tensorflow/tensorflow:2.3.0rc0-gpu won't work with my GPU",
        # https://github.com/tensorflow/tensorflow/issues/41132)
        "tf_version",
        _re(r"\btensorflow/tensorflow:v?([12]\.\d{1,2})(?:\.\d+)?(?:-?rc\d+)?"),
    ),
    (
        "keras",
        _words(
            r"(?<![\w/.-])keras\s*(?:==|=|v|version:?)?\s*v?([23]\.\d{1,2})(?:\.\d+)?(?!\w|\.\d)"
        ),
    ),
    (
        "cuda",
        _words(
            # "cudatoolkit==11.8.0" as a requirement (a conda list row is a package, not prose)
            # "I have cuda with 10.2" (https://github.com/tensorflow/tensorflow/issues/53390)
            r"(?<![\w/.-])cuda(?:\s+toolkit|toolkit(?=\s*[=<>]))?(?:\s+with)?(?:\s+version)?"
            r"(?:\s+(?:of|on|in) (?:my|the) \w+)?"
            rf"(?:\s+is)?\s*(?:==|=|:|v|{_ZH_IS})?\s*`?v?"
            # CUDA 7.0 is the oldest any TensorFlow used; "cuda 3.0" is a compute capability
            # ("to support cuda 3.0", https://github.com/tensorflow/tensorflow/issues/23663).
            r"((?:[7-9]|1\d)\.\d)(?:\.\d+)?(?!\w|\.\d)"
        ),
    ),
    (
        "cudnn",
        _words(
            r"(?<![\w/.-])cudnn(?:\s+version)?\s*"
            rf"(?:==|=|:|v|{_ZH_IS})?\s*v?(\d{{1,2}}\.\d{{1,2}})(?:\.\d+)*(?!\w|\.\d)"
        ),
    ),
    (
        "python",
        _words(
            rf"(?<![\w/.-])python\s*(?:==|=|v|version:?|{_ZH_IS})?\s*(3\.\d{{1,2}})(?:\.\d+)?(?!\w|\.\d)"
        ),
    ),
)
# Lines where a "CUDA x.y" is not the toolkit's: nvidia-smi's banner, a driver's report.
NOT_STATED = _re(r"driver version|nvidia-smi|cuda driver|libcuda reported")

# The NVIDIA driver's version stated beside its name: "Nvidia Drivers: 390.116" in a list of
# versions (https://github.com/tensorflow/tensorflow/issues/32551), "nvidia driver: 460.91.03"
# (https://github.com/MadryLab/trak/issues/68), "Driver Version: 535.104.05", "driver 470".
# Linux and Windows drivers share the first number (R390, R470, R535); Windows' own file version
# ("31.0.15.3623") and the CUDA driver API's version ("CUDA driver version 12.2") are not it.
# nvidia-smi's banner is its own fact (smi_banner); a requirement ("driver 450 or
# newer") is not the machine's: see DRIVER_NEEDED.
STATED_DRIVER = _words(
    r"(?<![\w/.-])(?:nvidia\s+|geforce\s+|gpu\s+|graphics\s+|display\s+)*drivers?"
    r"(?:\s+version)?(?:\s+is)?\s*(?:==|=|:|v|r)?\s*`?v?"
    r"([2-9]\d{2})(?:\.(\d{1,3}))?(?:\.\d{1,3})?(?![\w.]*\d)"
)
DRIVER_NEEDED = _re(
    r"requir|minimum|at least|or (?:higher|above|newer|later)|>=|\bneeds?\b|\bsupports?\b"
)

# The letters outside ASCII that Python's case-insensitive matching takes for ASCII ones (the
# Turkish dotted capital and dotless small i, the long s, the Kelvin sign), for a quick look for
# a word before its pattern is tried.
ASCII_FOLDS = str.maketrans({"\u0130": "i", "\u0131": "i", "\u017f": "s", "\u212a": "k"})

STATED_OS: tuple[tuple[str, re.Pattern[str]], ...] = (
    # Not where it is denied: "Running on Windows 11 (not using WSL)"
    # (https://github.com/xencon/aixcl/issues/142).
    ("wsl2", _re(r"(?<!\bnot using )(?<!\bnot in )(?<!\bwithout )(?<!\bno )\bWSL\s*2?\b")),
    # "unuseable on Windows" (https://github.com/serengil/deepface/issues/1525): the system
    # named after "on", not merely mentioned.
    (
        "windows",
        # ("WIN 10" in a form's field, https://github.com/DeepLabCut/DeepLabCut/issues/1483)
        _re(
            r"\bWindows\s*(?:10|11|7|8\.1|Server)\b|\bWin\s?(?:7|10|11)\b(?!\s*(?:times|games|%))|"
            r"\bon (?:native )?Windows\b"
        ),
    ),
    # "Ubuntu20.04" written without a space (https://github.com/FORTH-ModelBasedTracker/MocapNET/issues/114).
    (
        "linux",
        _re(
            r"\b(?:Ubuntu|Debian|Fedora|CentOS|Rocky Linux|Arch Linux|Linux Mint|RHEL)"
            r"(?:\b|(?=\d))|"
            # Other distributions by name: "Pop!_OS 22.04 (Linux 5.19)" with its kernel's
            # version (https://github.com/GretaLupi/hamlet-toolkit/issues/1), Manjaro, openSUSE...
            r"\b(?:Pop!_OS|Manjaro|openSUSE|Red Hat Enterprise Linux|AlmaLinux|Amazon Linux|"
            r"Kali Linux|NixOS|Gentoo|Linux [3-6]\.\d{1,2}(?:\.\d+)?)\b|"
            # Linux by name as the machine's: "on Linux", "a Linux server", "Linux系统" (a Linux
            # system, https://github.com/LinXueyuanStdio/LaTeX_OCR/issues/6)
            r"\bon (?:a |my |the )?Linux\b(?![-/])|"
            r"\bLinux\s*(?:系统|系統|machine|server|PC|workstation|laptop)"
        ),
    ),
    # "tensorflow-gpu on mac" (https://github.com/tensorflow/tensorflow/issues/15230), "on my
    # MacBook", "Apple M1", "on my M1 macbook" (https://github.com/OHBA-analysis/osl-dynamics/issues/247).
    (
        "macos",
        _re(
            r"\bmacOS\b|\bMac ?OS X?\b|\bOS X\b|"
            r"\bon (?:a |my |the )?Mac(?:Book(?: Pro| Air)?)?\b|"
            r"\bM[1-5](?: Pro| Max| Ultra)? Mac(?:Book(?: Pro| Air)?| mini| Studio)?\b|"
            r"\bApple (?:M[1-5]|Silicon)\b|"
            # A form's machine field: "Device: MacBook Pro 2016"
            # (https://github.com/imsoo/fight_detection/issues/5).
            r"\b(?:Device|Machine|Computer|Laptop|Hardware)\s*:\s*(?:an? |my )?(?:Apple )?"
            r"(?:MacBook(?: Pro| Air)?|iMac(?: Pro)?|Mac ?(?:mini|Pro|Studio))\b|"
            # The poster's own Mac, told with what it is: "I'm using an early 2020 16' MBP with
            # AMD Radeon Pro 5500M" (https://github.com/apple/tensorflow_macos/issues/5).
            r"\b(?:using|use|have|own|got|bought|on|with)\s+(?:an?\s+|my\s+|the\s+)?"
            r"(?:[\w'\"’.-]+\s+){0,4}?"
            r"(?:MBP|MacBook(?: Pro| Air)?|iMac(?: Pro)?|Mac ?(?:mini|Studio))\b"
        ),
    ),
)
# Words one of STATED_OS's systems needs (lower case): a line with none is not searched.
STATED_OS_WORDS = (
    "linux",
    "wsl",
    "win",
    "ubuntu",
    "debian",
    "fedora",
    "centos",
    "rocky",
    "arch linux",
    "linux mint",
    "rhel",
    "pop!_os",
    "manjaro",
    "opensuse",
    "red hat",
    "almalinux",
    "amazon linux",
    "kali",
    "nixos",
    "gentoo",
    "mac",
    "mbp",
    "os x",
    "apple",
)
# A GPU model: its family and number ("RTX 4090", "GeForce GTX 1060 6GB", "A100", "Tesla T4").
STATED_GPU = _words(
    # A family as people ask for it ("RTX 50xx", "RTX 50 series") counts as its generation.
    r"\b(?:(?:NVIDIA\s+)?(?:GeForce\s+)?(?:RTX|GTX)\s*(?:PRO\s*)?(?:\d{3,4}(?:\s*(?:Ti|SUPER|M))?|"
    r"[2-5]0\s*(?:xx|-?\s*series)\b)|"
    r"(?:Tesla\s+)?(?:[ABHLTVPK]\d{1,3}[GSmcx]?|GB?200|GH200)(?=[\s,.;)/，。、；）-]|$)|TITAN\s*(?:RTX|V|Xp|X)|MX\s*\d{3}|"
    r"Quadro\s+[A-Z]{0,3}\d{3,4}\w*|Jetson\s+\w+|GeForce\s+\d{3}MX?\b|(?:RTX\s+)?A[2-6]000\b|"
    # "an NVIDIA GeForce 3090" (https://github.com/DeepLabCut/DeepLabCut/issues/1245)
    r"(?:NVIDIA\s+)?GeForce\s+(?:1[06]|[2-5]0)\d0(?:\s*(?:Ti|SUPER))?\b)"
)
STATED_SOURCE = "https://github.com/tensorflow/tensorflow/issues/20865"
# A compute capability stated without the GPU's name: "my GPU with compute capability (CC) 5.0"
# (https://github.com/tensorflow/tensorflow/issues/46537), "compute capability of 3.0".
STATED_CC = _words(
    r"\bcompute[ _-]?capability\b(?:\s*\(CC\))?(?:\s+(?:of|is|=|:))?\s*:?\s*(\d{1,2})\.(\d)\b"
)
# The GeForce numbers a card is named by alone: 1050-1080, 1650 and 1660 are GTX, 2050-5090 RTX
# (NVIDIA's numbering, https://developer.nvidia.com/cuda-gpus).
_GEFORCE_NUMBERS = r"10[5-8]0|16[56]0|[2-5]0[5-9]0"
# Such a number alone in a form's GPU field ("5070TI", "4090 24GB", "3060"): only in that field,
# where a number is a GPU.
BARE_GEFORCE = _words(rf"(?<![\w.])(?<!RTX )(?<!GTX )({_GEFORCE_NUMBERS})(?!\d)")
# The same number in prose, where what is around it makes it a card and not a count: a suffix
# ("2080ti", "1080 Ti", "3060 super"), a word for a card after it ("two 3090 GPUs"), or Chinese
# around it ("请问3090如何装", "目前3090的需要cuda11", https://github.com/bojone/SPACES/issues/42)
# unless a unit follows ("3050步", "2080年"). 1650 and 1660 are GTX too.
_GEFORCE_NUMBER = (
    r"(?<![\w.:/#@$-])(?<!RTX )(?<!GTX )(?<!GeForce )(?<!NVIDIA )(?<!端口)(?<!第)(?<!共)"
    rf"({_GEFORCE_NUMBERS})(?!\d)"
)
_CJK = "\u3000-\u9fff\uff00-\uffef"
_NOT_A_CARD_ZH = (
    "步|年|次|个|行|条|轮|元|万|秒|分|米|号|端口|像素|维|层|字|份|位|篇|词|句|人|天|小时|兆|倍|帧|度|"
    "张图|％"
)
BARE_GEFORCE_PROSE = _words(
    rf"{_GEFORCE_NUMBER}(?:(?=\s?(?:ti|super)\b|\s?(?:s\s+)?(?:gpus?|graphics cards?|cards?)\b)|"
    rf"(?=[{_CJK}])(?!{_NOT_A_CARD_ZH})|(?<=[{_CJK}]\d{{4}})(?=\s|$|[,.;:!?)]))"
)
# A GeForce number with its series written after it: "using NVIDIA 970 GTX"
# (https://github.com/kaixxx/noScribe/issues/164), "1080 Ti GTX"; read as "GTX 970".
SERIES_AFTER = _words(rf"(?<![\w.])([6-9][1-8]0|{_GEFORCE_NUMBERS})(\s?Ti)?\s(GTX|RTX)\b")
# A generation as Chinese posts name it: "40系" (the GeForce 40 series), "30系列显卡".
SERIES_ZH = _words(r"(?<![\w.])([2-5]0)\s?系列?")
# What a GeForce number or generation named alone has: a quick look before the two above.
GEFORCE_HINT = re.compile(rf"(?:{_GEFORCE_NUMBERS})|[2-5]0\s?系")
# A form's TensorFlow version given as the newest release rather than a number
# (https://github.com/tensorflow/tensorflow/issues/95705).
LATEST_WORDS = _re(r"^\W*(?:the\s+)?(?:latest|newest|nightly|tf-nightly|most recent)\b")
# TensorFlow's own log line ("2023-03-15 13:22:16.469590: E tensorflow/stream_executor/cuda/
# cuda_driver.cc:271] ...", "W external/local_xla/xla/...cc:NNN] ..."): a machine's words, in which
# the readings of what a person writes (PROSE_KINDS) find nothing. Skipping them there keeps a
# long log fast.
TF_LOG_LINE = re.compile(
    r"^\s*(?:\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(?:\.\d+)?:\s+)?[IWEF]\s+"
    r"(?:external/|tensorflow/|third_party/)[\w./-]+\.cc:\d+\]"
)
# A GPU device of TensorFlow's in a list of devices ("/physical_device:GPU:0", "/device:GPU:1";
# TensorFlow 1.x before 1.5 wrote ".../task:0/gpu:0"), not XLA's ("XLA_GPU:0").
GPU_DEVICE_NAME = _re(r"(?<![A-Za-z_])GPU:\d")
# A line that says the GPU is not used under a condition or as a guess asked, not as what
# happened: "Unless you do not want to use the GPU, keep this line", "If TensorFlow does not find
# the GPU, ...", "Is this because the rllib using tensorflow CPU instead of GPU?"
# (https://github.com/ray-project/ray/issues/8680, a run that used the GPU).
# (The negation must be in the condition itself: "if I used ipython3 and jupyter, only CPU were
# used" is the complaint, https://github.com/gw0/docker-keras-full/issues/2.)
NO_COMPLAINT = _re(
    r"^\W*(?:if|unless|whether)\b[^,.;]{0,80}?(?:\bnot\b|n[’']t\b|\bno\b|\bnever\b)|"
    r"\b(?:is|was) (?:it|this|that) because\b|"
    # A consequence asked about: "If so, does that mean I can not train by using this single
    # GPU?" of a run that worked (https://github.com/google-deepmind/kinetics-i3d/issues/70).
    r"\b(?:does|would|will) (?:that|this|it) mean\b|"
    # TensorFlow's own refusal of one op's GPU kernel, a size limit, not a GPU left unused:
    # "Cannot use GPU when output.shape[1] * nnz(a) > 2^31", "Cannot use GPU for > 2^31 entry
    # inputs" (tensorflow/core/kernels/sparse_tensor_dense_matmul_op.cc,
    # https://github.com/yao8839836/text_gcn/issues/41).
    r"\bCannot use GPU (?:when output\.shape|for > 2\^31)|"
    # TensorFlow's own words, quoted without its log prefix (cudart_stub.cc: "Could not find
    # cuda drivers on your machine, GPU will not be used."): the CUDA runtime, not a complaint.
    r"\bcuda drivers on your machine, GPU will not be used\b|"
    # Keras' own notice that an LSTM or GRU runs on its generic kernel ("Layer lstm will not use
    # cuDNN kernels since it doesn't meet the criteria. It will use a generic GPU kernel as
    # fallback when running on GPU.", _CUDNN_NOT_AVAILABLE_MSG of
    # tensorflow/python/keras/layers/recurrent_v2.py, v2.4.0): printed on the CPU and on the GPU
    # alike, no complaint.
    r"\bwill not use cuDNN kernels? since it doesn.t meet the criteria\b"
)
# A complaint about some of several GPUs ("Shouldn't I see a speedup using multiple GPUs?" of a
# run on four, https://github.com/tensorflow/tensor2tensor/issues/1110; "not using the second
# GPU"): the others are in use, so it is no GPU left unused by TensorFlow.
SEVERAL_GPUS = _re(
    r"\b(?:multiple|several|many|more|all|both|[2-9]|[1-9]\d+|two|three|four|eight)\s+(?:of\s+(?:the|my)\s+)?"
    r"(?:\w+\s+)?GPUs\b|\b(?:second|other|another|extra)\s+GPUs?\b"
)
# A bug form's section of what the poster hoped to see ("**Expected behavior**" in GitHub's
# default form, https://github.com/aws/studio-lab-examples/issues/275; "**Describe the expected
# behavior**" in TensorFlow's, https://github.com/googlecolab/colabtools/issues/4235): its lines
# are wishes (a GPU listed, "is_built_with_cuda() # True"), not what ran. The heading alone on
# its line opens the section; the next heading (Markdown's "#" or a line in bold), a line of
# TensorFlow's own log, or EXPECTED_SECTION_LINES lines end it. Written on one line ("Expected
# behavior: the GPU is used", its group "text") it is that line only; a colon with nothing
# after it ("- Describe the expected behavior:", "**Expected behavior:**",
# https://github.com/googlecolab/colabtools/issues/662) is the heading alone.
EXPECTED_HEADING = _re(
    r"^\W{0,8}(?:describe (?:the )?|what is the )?expected (?:behaviou?r|results?|outputs?)"
    r"(?:\s*:[\s*_]*(?P<text>[^\s*_].*)|\W{0,8})$"
)
SECTION_HEADING = re.compile(r"^\s*(?:#{1,6}\s+\S|\*\*[^*\s][^*]{0,80}\*\*\s*:?\s*$)")
EXPECTED_SECTION_LINES = 40
# A line of that section that tells of a failure is what happened, put in the wrong section
# ("## Expected behavior\nI have a k40 graphics card, but your software says that Tesla K40m
# does not meet minimum required compute capability: 3.7. Falling back to CPU mode.",
# https://github.com/iperov/DeepFaceLab/issues/87): wishes are told in the positive.
NOT_A_WISH = _re(
    r"n't\b|\b(?:not|never|cannot|error|errors|failed|fails|failure|falling back|falls back|"
    r"crash(?:es|ed)?|slow)\b"
)
PROSE_KINDS = frozenset(
    {
        "cpu_wanted",
        "docker_gpus_left_out",
        "gpu_not_used",
        "gpu_works_stated",
        "no_gpu_stated",
        "no_gpu_here",
        "smi_fails_told",
        "run_goes_on",
        "error_said_harmless",
        "slow_start",
        "install_then_cpu",
        "plain_tf_pulled",
        "tf_reinstalled",
        "plain_tf_installed",
        "tf_gpu_named",
        "packages_inline",
        "packages_told",
        "memory_figures",
        "memory_growth_on",
    }
)
# An amount of memory in a line that tells how much is taken ("22553MiB", "16个G", "24000MB").
MEMORY_AMOUNT = re.compile(r"(\d+(?:\.\d+)?)\s*个?\s*(GiB|GB|G|MiB|MB)(?![A-Za-z])", re.IGNORECASE)
# Words that make such a line an allocation that failed (an out-of-memory report), not a
# reservation.
MEMORY_FAILURE = _re(r"out of memory|\bOOM\b|resource ?exhausted|tried to allocate|不足|不够")
