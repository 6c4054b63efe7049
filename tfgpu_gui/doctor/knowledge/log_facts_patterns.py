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


VERSION = r"(\d+\.\d+(?:\.\d+)?(?:rc\d+|\.post\d+|\.dev\d+)?)"

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
        # picked for it.
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
        # The Windows command prompt: "C:\Users\alice\project>pip install tensorflow".
        "platform_hint_windows",
        ">",
        _re(r"^\s*`?(?:[A-Z]:)?\\(?:[^\\>\s]+\\)*[^\\>\s]*>\s*\S"),
        "https://github.com/NikhilCodes/VirtualBLU/issues/2",
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
    # --- TensorFlow ---------------------------------------------------------------------
    FactPattern(
        # "TensorFlow version: 2.16.1", "Tensor Flow Version: 2.12.0" (a popular check script)
        "tf_version",
        "version",
        _re(r"tensor ?flow version\s*[:=]?\s*'?v?" + VERSION),
        "https://github.com/tensorflow/tensorflow/issues/68236",
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
        "created_device",
        "created device",
        _re(
            r"Created (?:TensorFlow )?device \S*GPU:(\d+).*?name: (.+?), pci bus id: .*?"
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
            r"(libcu(?:dart|blas|fft|rand|solver|sparse|dnn))\.so\.(\d+(?:\.\d+)?)"
            r": cannot open shared object file"
        ),
        "https://github.com/tensorflow/tensorflow/issues/26209",
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
        # A Windows CUDA DLL that does not load: its name carries the CUDA (or cuDNN) version.
        "dll_missing",
        "64_",
        _re(r"(?:Could not load dynamic library '|Could not find ')((cu[a-z]*?)64_(\d+)\.dll)"),
        "https://github.com/tensorflow/tensorflow/issues/31701",
    ),
    # --- driver -------------------------------------------------------------------------
    FactPattern(
        "smi_banner",
        "driver version",
        # Drivers before 410 print no "CUDA Version" (https://github.com/pytorch/examples/issues/115).
        _re(r"Driver Version:\s*(\d+\.\d+(?:\.\d+)?)(?:\s+CUDA Version:\s*(\d+\.\d+|N/A))?"),
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
    FactPattern(
        "smi_missing",
        "nvidia-smi",
        _re(r"nvidia-smi(?:: command not found|: No such file or directory|'? is not recognized)"),
        "https://github.com/tensorflow/tensorflow/issues/53383",
    ),
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
            r"cudatoolkit|cudnn|nvidia-[a-z-]+-cu1[1-3])\s+v?(\d+(?:\.\d+)+\S*)(?:\s+\S+){0,3}\s*$"
        ),
        "https://github.com/conda-forge/tensorflow-feedstock/issues/365",
    ),
    FactPattern(
        "pip_no_distribution",
        "no matching distribution found for",
        _re(r"No matching distribution found for ([A-Za-z0-9_.-]+)"),
        "https://github.com/QData/AdversarialDNN-Playground/issues/15",
    ),
    FactPattern(
        "pip_versions_none",
        "from versions: none",
        _re(r"satisfies the requirement ([A-Za-z0-9_.-]+).*\(from versions: none\)"),
        "https://github.com/QData/AdversarialDNN-Playground/issues/15",
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
    # --- containers ---------------------------------------------------------------------
    FactPattern(
        # A command, not prose that names one ("Use 'nvidia-docker run' to start this
        # container" in NVIDIA's banner); nvidia-docker passes the GPUs by itself.
        "docker_run",
        "docker run",
        _re(r"(?<![\w'\"`-])(?:(nvidia-)docker|docker) run\b(.*)$"),
        "https://github.com/tensorflow/addons/pull/2023",
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
    (_re(r"tf\.__version__|tf\.version\.VERSION"), "tf_version"),
    # "is_build_with_cuda" too: users retype the name from memory.
    (_re(r"tf\.test\.is_buil[dt]_with_cuda\(\)"), "built_with_cuda"),
    (_re(r"list_physical_devices\((?:device_type=)?['\"]GPU['\"]\)"), "gpu_list"),
    # All devices (no type, or None): the answer lists the GPUs among them.
    (_re(r"list_physical_devices\(\s*(?:(?:device_type=)?None)?\s*\)"), "gpu_list"),
    (_re(r"tf\.sysconfig\.get_build_info\(\)"), "build_info"),
)
REPL_SOURCE = "https://github.com/tensorflow/tensorflow/issues/62080"

# device_lib.list_local_devices() prints a list of protobuf texts over many lines:
# [name: "/device:CPU:0"\ndevice_type: "CPU"\n...\n]; its GPUs have device_type: "GPU".
LOCAL_DEVICES_START = _re(r'^\s*\[name: "/device:')
LOCAL_DEVICES_GPU = _re(r'^\s*device_type: "GPU"')
# An accelerator TensorFlow reaches another way (DirectML): the answer says nothing about CUDA.
LOCAL_DEVICES_OTHER = _re(r'^\s*device_type: "DML"')
LOCAL_DEVICES_SOURCE = "https://github.com/tensorflow/tensorflow/issues/60269"
