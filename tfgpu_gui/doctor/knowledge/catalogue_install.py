"""Catalogue entries about how TensorFlow and its CUDA libraries are installed."""

from __future__ import annotations

import re
from dataclasses import dataclass

from tfgpu_gui.doctor.knowledge.tf_builds import PIP_INSTALL_URL, TESTED_BUILDS_URL
from tfgpu_gui.doctor.model import ERROR, WARNING, Entry, NoGpu


@dataclass(frozen=True)
class FrameworkCpuBuild:
    """Another framework's CPU-only build: how its lines name it, and its GPU build's install."""

    name: str
    named: re.Pattern[str]  # a line of the finding's evidence that names this framework
    example: str  # how its CPU build comes, in the entry's explanation
    how: str  # what to do, before the commands
    commands: str  # "$ " lines
    confirm: str
    source: str

    @property
    def fix(self) -> str:
        return f"{self.how}:\n{self.commands}"


FRAMEWORK_CPU_BUILDS: tuple[FrameworkCpuBuild, ...] = (
    FrameworkCpuBuild(
        "PyTorch",
        re.compile(r"\+cpu\b|\b(?:py)?torch\b|'aten::", re.IGNORECASE),
        "PyTorch's +cpu wheels",
        "Replace it by a CUDA build from PyTorch's own index (pytorch.org's selector gives the "
        "CUDA release for your driver)",
        "$ python -m pip uninstall -y torch torchvision torchaudio\n"
        "$ python -m pip install torch torchvision torchaudio --index-url "
        "https://download.pytorch.org/whl/cu126",
        '`python -c "import torch; print(torch.__version__, torch.version.cuda)"` prints a '
        "version ending in +cpu and None",
        "https://pytorch.org/get-started/locally/",
    ),
    FrameworkCpuBuild(
        "JAX",
        re.compile(
            r"\bjax(?:lib)?\b|\bUnknown backend:? '?gpu|registered platform with name",
            re.IGNORECASE,
        ),
        "jaxlib without its CUDA plugin",
        "Install jax with its CUDA plugin (Linux and WSL2), in place of the plain jaxlib",
        '$ python -m pip install -U "jax[cuda12]"',
        '`python -c "import jax; print(jax.devices())"` lists only CpuDevice',
        "https://docs.jax.dev/en/latest/installation.html",
    ),
    FrameworkCpuBuild(
        "ONNX Runtime",
        re.compile(r"ExecutionProvider|onnxruntime", re.IGNORECASE),
        "the onnxruntime package rather than onnxruntime-gpu",
        "Keep one package, the GPU one (both install the same onnxruntime module, and the "
        "CPU one shadows the other)",
        "$ python -m pip uninstall -y onnxruntime onnxruntime-gpu\n"
        "$ python -m pip install onnxruntime-gpu",
        '`python -c "import onnxruntime as ort; print(ort.get_available_providers())"` lists no '
        "CUDAExecutionProvider",
        "https://onnxruntime.ai/docs/install/",
    ),
    FrameworkCpuBuild(
        "DGL",
        re.compile(r"\bdgl\b|Device API (?:cuda|gpu) is not enabled", re.IGNORECASE),
        "DGL's CPU build",
        "Replace it by DGL's CUDA build for the PyTorch and CUDA installed (dgl.ai's install "
        "page gives the command for each pair)",
        "$ python -m pip uninstall -y dgl",
        '`python -c "import dgl; dgl.graph(([0], [1])).to(\'cuda\')"` fails with "Device API '
        'cuda is not enabled"',
        "https://github.com/dmlc/dgl/issues/5427",
    ),
    FrameworkCpuBuild(
        "Faiss",
        re.compile(r"\bfaiss\b", re.IGNORECASE),
        "faiss-cpu rather than faiss-gpu",
        "Keep one package, the GPU one (faiss-cpu and faiss-gpu install the same faiss module, "
        "and the CPU one shadows the other)",
        "$ python -m pip uninstall -y faiss-cpu faiss-gpu\n"
        "$ conda install -c pytorch -c nvidia faiss-gpu",
        '`python -c "import faiss; print(faiss.get_num_gpus())"` prints 0, or fails: the CPU '
        "build has no GPU functions",
        "https://github.com/facebookresearch/faiss/blob/main/INSTALL.md",
    ),
    FrameworkCpuBuild(
        "dlib",
        re.compile(r"\bdlib\b|DLIB_USE_CUDA", re.IGNORECASE),
        "dlib built without DLIB_USE_CUDA",
        "Build dlib again with CUDA (its setup finds the CUDA toolkit and cuDNN when they are "
        "installed; the build's output says whether it uses CUDA)",
        "$ python -m pip uninstall -y dlib\n"
        "$ python -m pip install --no-binary dlib --no-cache-dir dlib",
        '`python -c "import dlib; print(dlib.DLIB_USE_CUDA)"` prints False',
        "https://github.com/davisking/dlib",
    ),
    FrameworkCpuBuild(
        "PaddlePaddle",
        re.compile(r"paddle", re.IGNORECASE),
        "paddlepaddle rather than paddlepaddle-gpu",
        "Replace it by the GPU package for your CUDA (paddlepaddle.org.cn's install page gives "
        "the index)",
        "$ python -m pip uninstall -y paddlepaddle\n$ python -m pip install paddlepaddle-gpu",
        '`python -c "import paddle; print(paddle.device.is_compiled_with_cuda())"` prints False',
        "https://www.paddlepaddle.org.cn/install/quick",
    ),
)
# The title and the fix shown when the evidence names none of them (each framework's own
# replaces them).
_NAMES = [b.name for b in FRAMEWORK_CPU_BUILDS]
FRAMEWORK_CPU_BUILD_TITLE = (
    f"The {', '.join(_NAMES[:-1])} or {_NAMES[-1]} installed is a CPU-only build"
)
FRAMEWORK_CPU_BUILD_FIX = "Replace the CPU build by the framework's CUDA build:\n" + "\n".join(
    f"{b.name}:\n{b.commands}" for b in FRAMEWORK_CPU_BUILDS
)

# The Python of the example environment in python-version-unsupported's fix; a rule that knows
# the release puts a Python it supports in its place (rules_install._for_python).
EXAMPLE_PYTHON = "3.12"

ENTRIES: tuple[Entry, ...] = (
    Entry(
        "cuda-libraries-missing",
        ERROR,
        "CUDA libraries that TensorFlow needs cannot be loaded",
        "TensorFlow loads the CUDA runtime, cuBLAS, cuDNN and friends at start-up. Some of "
        'them were not found ("Could not load dynamic library ...", "Cannot dlopen some GPU '
        'libraries ... Skipping registering GPU devices"), so TensorFlow registers no GPU. '
        '"Could not find cuda drivers on your machine, GPU will not be used" says the same of '
        "the CUDA runtime (libcudart), whatever its words: it is not about the driver.",
        {
            "linux": "With TensorFlow 2.14 or later, let pip install the matching libraries:\n"
            '$ python -m pip install "tensorflow[and-cuda]"\n'
            "With an older TensorFlow, install the CUDA and cuDNN versions of the tested build "
            "table and put their lib folders on LD_LIBRARY_PATH.",
            "windows": "Install the CUDA and cuDNN versions of the tested build table "
            "(TensorFlow 2.10 or older) and add their bin folders to PATH.",
        },
        if_system="If this ran on Linux or Windows: TensorFlow before 2.14 loads the CUDA and "
        "cuDNN versions it was built with from the system (the tested build table); when they "
        'are missing it registers no GPU, and its start-up log says "Could not load dynamic '
        'library ...".',
        if_no_gpu="TensorFlow did not find the CUDA runtime (cudart) it was built with. It "
        "looks for it at import on every machine: without an NVIDIA GPU the line is harmless "
        "and TensorFlow runs on the CPU. If this machine has an NVIDIA GPU you want TensorFlow "
        "to use, that CUDA release (and its cuDNN) is missing or not on the library path.",
        sources=(
            "https://github.com/JdeRobot/BehaviorMetrics/issues/385",
            "https://github.com/NVIDIA/tensorflow/issues/110",
            TESTED_BUILDS_URL,
        ),
        confirm=(
            'Run `python -c "import tensorflow as tf; print(tf.sysconfig.get_build_info())"` and '
            "check that the CUDA and cuDNN libraries of those versions load (`ldconfig -p | grep "
            "-E 'libcudart|libcudnn'`, or `pip list | grep nvidia-` for the wheels)."
        ),
        root_order=170,
        no_gpu=NoGpu.CAUSE,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "cudnn-version-mismatch",
        ERROR,
        "The cuDNN that gets loaded is not the version TensorFlow was built with",
        "TensorFlow needs a cuDNN with the same major version and an equal or higher minor "
        "version than the one it was compiled with. Another cuDNN is found first: an older "
        "nvidia-cudnn wheel pinned by another framework (PyTorch, JAX) in the same "
        "environment, a system cuDNN on LD_LIBRARY_PATH, or a conda cudnn package "
        '("Loaded runtime CuDNN library: 8.x but source was compiled with: 9.x").',
        {
            "linux": "Install the cuDNN wheel this TensorFlow expects (the evidence says "
            "which) and keep other cuDNNs off LD_LIBRARY_PATH:\n"
            '$ python -m pip install "tensorflow[and-cuda]"\n'
            "$ python -m pip show nvidia-cudnn-cu12\n"
            "If another framework pins an older cuDNN, give TensorFlow its own environment.",
        },
        sources=(
            "https://github.com/tensorflow/tensorflow/issues/60913",
            "https://github.com/Kaggle/docker-python/issues/1435",
            "https://github.com/tensorflow/tensorflow/issues/101746",
        ),
        confirm=(
            "Run `pip list | grep -i cudnn` (and `ldconfig -p | grep libcudnn`): a cuDNN of "
            "another major version than TensorFlow's build confirms it."
        ),
        root_order=190,
        no_gpu=NoGpu.CAUSE,
        outcome=False,
        container_refused=False,
        host_decided=False,
        log_facts=("build_cudnn_version",),
    ),
    Entry(
        "xla-libdevice-missing",
        ERROR,
        "XLA cannot find libdevice (part of the CUDA toolkit's NVVM)",
        "XLA-compiled functions (jit_compile=True, many Keras models) need libdevice.10.bc. "
        'XLA searches a few fixed folders and fails with "libdevice not found at '
        './libdevice.10.bc" when none has it.',
        {
            "linux": "Point XLA at a CUDA folder that contains nvvm/libdevice, e.g. the "
            "nvidia-cuda-nvcc wheel's:\n"
            '$ python -m pip install "tensorflow[and-cuda]"\n'
            '$ export XLA_FLAGS=--xla_gpu_cuda_data_dir=$(python -c "import nvidia.cuda_nvcc, '
            'os; print(os.path.dirname(nvidia.cuda_nvcc.__file__))")',
        },
        sources=(
            "https://github.com/tensorflow/tensorflow/issues/60790",
            "https://github.com/tensorflow/tensorflow/issues/58681",
        ),
        root_order=None,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=True,
    ),
    Entry(
        "ptxas-missing",
        ERROR,
        "XLA cannot find a ptxas it can use (the CUDA toolkit's PTX assembler)",
        "XLA (jit_compile=True, many Keras models) compiles its GPU code with ptxas, which "
        "TensorFlow does not ship: it comes with a CUDA toolkit, conda's cuda-nvcc, the "
        "nvidia-cuda-nvcc wheel (tensorflow[and-cuda]) or NVIDIA's -devel images, not with "
        "their -base and -runtime images or conda's cudatoolkit. Without it XLA says it "
        '"Couldn\'t invoke ptxas --version", "Couldn\'t find a suitable version of ptxas" or '
        '"No PTX compilation provider is available", then either lets the driver compile the '
        'code (a slower start) or stops ("Failed to launch ptxas"). An older CUDA toolkit '
        "earlier on PATH (Ubuntu's nvidia-cuda-toolkit puts CUDA 11.5's in /usr/bin) hides the "
        'right one: "XLA requires ptxas version 11.8 or higher".',
        {
            "linux": "With conda: conda install -c nvidia cuda-nvcc. In Docker: build FROM an "
            "nvidia/cuda ...-devel image, not -base or -runtime.\n"
            "With pip, install ptxas and put it first on PATH, before any older one (CUDA "
            "11.5's in /usr/bin, an old /usr/local/cuda/bin); ptxas --version must then say "
            "11.8 or newer:\n"
            "$ python -m pip install nvidia-cuda-nvcc-cu12\n"
            '$ export PATH=$(python -c "import nvidia.cuda_nvcc, os; '
            'print(os.path.dirname(nvidia.cuda_nvcc.__file__))")/bin:$PATH\n'
            "$ which ptxas && ptxas --version",
        },
        sources=(
            "https://github.com/tensorflow/tensorflow/blob/021bfd4e8001ca9ded726921e90d61594c044419/tensorflow/stream_executor/gpu/asm_compiler.cc",
            "https://github.com/tensorflow/tensorflow/blob/master/third_party/xla/xla/stream_executor/cuda/assemble_compilation_provider.cc",
            "https://github.com/stanford-crfm/levanter/blob/adb1552c0423d750105af342b798891d747d3e1b/docs/faq.md",
            "https://github.com/openxla/xla/blob/827aca0eb2748018b7e803606250f9ea56939ab0/xla/stream_executor/cuda/subprocess_compilation.cc",
            "https://github.com/YoshitakaMo/localcolabfold/issues/70",
            "https://github.com/iot-salzburg/gpu-jupyter/issues/93",
            "https://github.com/pangeo-data/pangeo-docker-images/issues/450",
        ),
        confirm='Run `which ptxas` and `ptxas --version` in the same environment: "command not '
        'found", or a release older than 11.8, confirms it.',
        root_order=None,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "tensorrt-unavailable",
        ERROR,
        "TF-TRT cannot run: TensorRT is missing, of another release, or not in this build",
        "TF-TRT (tf.experimental.tensorrt, trt_convert, the old tensorflow.contrib.tensorrt) "
        "converts a model with NVIDIA's TensorRT. It needs a TensorFlow built with TensorRT "
        "and, when it runs, the TensorRT release that build was linked against: a conversion "
        'stops when the build has none ("Tensorflow needs to be built with TensorRT support '
        'enabled", a loaded TensorRT "0.0.0"), when the TensorRT library cannot be loaded, or '
        'when it is older than the one the build names ("TensorRT version mismatch"). '
        "TensorFlow's Windows and macOS packages were never built with TensorRT, and the Linux "
        "wheels dropped it after TensorFlow 2.17. Training and running a model on the GPU "
        "without TF-TRT need no TensorRT.",
        {
            "linux": "Run TF-TRT where it is built in: NVIDIA's TensorFlow containers "
            "(nvcr.io/nvidia/tensorflow) carry a TensorFlow and the TensorRT it was built with. "
            "With a pip wheel up to 2.17, install the TensorRT release the log names (the "
            'missing libnvinfer.so.N, or the version after "Compiled against") and put its '
            "lib folder on LD_LIBRARY_PATH. Or run the model without the TF-TRT conversion.",
            "windows": "TensorFlow's Windows packages have no TF-TRT. Convert on Linux (WSL2 "
            "with NVIDIA's TensorFlow container), or run the model without the conversion.",
            "macos": "macOS has no CUDA and no TensorRT: run the model without the TF-TRT "
            "conversion, or convert on a Linux machine with an NVIDIA GPU.",
        },
        sources=(
            "https://github.com/tensorflow/tensorflow/blob/master/tensorflow/python/compiler/"
            "tensorrt/trt_convert.py",
            "https://github.com/tensorflow/tensorflow/releases/tag/v2.17.0",
            "https://github.com/tensorflow/tensorrt/issues/85",
            "https://github.com/tensorflow/tensorrt/issues/279",
        ),
        confirm=(
            'A conversion logs "Linked TensorRT version" and "Loaded TensorRT version" at its '
            "start: they must be the same major release, and not 0.0.0."
        ),
        root_order=None,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "custom-op-build-mismatch",
        ERROR,
        "A compiled add-on (a custom op) does not fit this TensorFlow, CUDA, compiler or GPU",
        "Some programs and packages bring GPU code of their own, compiled into a shared library "
        "that TensorFlow loads (tf.load_op_library): StyleGAN's fused_bias_act and upfirdn2d, "
        "PointNet's tf_ops, Horovod, TensorFlow Addons and Recommenders Addons, a paper's CUDA "
        "kernels. Such a library is built against one TensorFlow (its headers and C++ ABI, "
        "-D_GLIBCXX_USE_CXX11_ABI), one CUDA toolkit and a list of GPU architectures. Loaded "
        'into another TensorFlow it misses symbols ("undefined symbol: _ZN10tensorflow..."); '
        'built with a compiler its CUDA does not support it does not build ("unsupported GNU '
        'version!"); built for other GPUs its kernels fail ("invalid device function"). '
        "TensorFlow itself and the GPU can be fine.",
        {
            "any": "Rebuild the add-on against the TensorFlow that loads it, with that "
            "TensorFlow's own flags (they include the C++ ABI it was built with):\n"
            "$ python -c \"import tensorflow as tf; print(' '.join(tf.sysconfig.get_compile_flags()"
            ' + tf.sysconfig.get_link_flags()))"\n'
            "Compile its CUDA part for this GPU (nvcc -gencode arch=compute_XY,code=sm_XY, XY "
            "the GPU's compute capability) with a gcc that CUDA release supports. A program "
            "that compiles its ops on first use keeps them in a cache folder (StyleGAN: "
            "_cudacache): delete it so they are built again. A packaged add-on (horovod, "
            "tensorflow-addons, tensorflow-recommenders-addons): install the release built for "
            "this TensorFlow, or reinstall it after TensorFlow:\n"
            "$ python -m pip install --no-cache-dir --force-reinstall PACKAGE",
        },
        sources=(
            "https://www.tensorflow.org/api_docs/python/tf/sysconfig/get_compile_flags",
            "https://github.com/tensorflow/tensorflow/blob/master/tensorflow/python/framework/"
            "load_library.py",
            "https://github.com/NVlabs/stylegan2/blob/master/dnnlib/tflib/custom_ops.py",
            "https://github.com/tensorflow/addons/blob/master/tensorflow_addons/utils/"
            "resource_loader.py",
            "https://github.com/zsyzzsoft/co-mod-gan/issues/8",
        ),
        confirm=(
            "The failing library is not TensorFlow's own (not _pywrap_tensorflow_internal or "
            'libtensorflow_framework): its path names the add-on. `python -c "import '
            'tensorflow as tf; print(tf.__version__, tf.sysconfig.CXX11_ABI_FLAG)"` gives what '
            "it must be built for."
        ),
        root_order=None,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "tensorflow-not-installed",
        ERROR,
        "TensorFlow is not installed in this Python",
        "`import tensorflow` fails in the chosen interpreter. It may be installed in another "
        "environment (check which python your IDE or notebook kernel uses).",
        {
            "linux": '$ python -m pip install "tensorflow[and-cuda]"',
            "wsl2": '$ python -m pip install "tensorflow[and-cuda]"',
            "windows": "GPU on native Windows ends with TensorFlow 2.10; use WSL2 for newer "
            "versions. CPU only:\n$ python -m pip install tensorflow",
            "macos": "$ python -m pip install tensorflow tensorflow-metal",
        },
        sources=(PIP_INSTALL_URL,),
        root_order=100,
        no_gpu=NoGpu.CAUSE,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "tensorflow-gpu-package-removed",
        WARNING,
        "The tensorflow-gpu package is obsolete",
        "tensorflow and tensorflow-gpu have been the same package since 2.1; since December "
        '2022 tensorflow-gpu is an empty package whose installation fails ("The '
        '"tensorflow-gpu" package has been removed!"). An old tensorflow-gpu left in the '
        "environment shares files with tensorflow and confuses upgrades.",
        {
            "any": "Remove it and install tensorflow:\n"
            "$ python -m pip uninstall -y tensorflow-gpu\n"
            '$ python -m pip install "tensorflow[and-cuda]"',
        },
        sources=(
            "https://pypi.org/project/tensorflow-gpu/",
            "https://github.com/dionhaefner/pyhpc-benchmarks/issues/17",
        ),
        confirm=("Run `pip list | grep -i tensorflow`: a tensorflow-gpu line confirms it."),
        root_order=140,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=False,
        log_facts=("package:tensorflow-gpu",),
    ),
    Entry(
        "tensorflow-cpu-only-build",
        ERROR,
        "This TensorFlow is a CPU-only build",
        "`tf.test.is_built_with_cuda()` is False: the installed distribution (tensorflow-cpu, "
        "tensorflow-intel, a conda 'mkl' build, ...) has no GPU support at all, whatever the "
        "driver.",
        {
            "linux": "Replace it by the CUDA build:\n"
            "$ python -m pip uninstall -y tensorflow-cpu tensorflow-intel\n"
            '$ python -m pip install "tensorflow[and-cuda]"',
        },
        sources=(PIP_INSTALL_URL, "https://pypi.org/project/tensorflow-cpu/"),
        confirm=(
            'Run `python -c "import tensorflow as tf; print(tf.test.is_built_with_cuda())"`: '
            "False confirms it."
        ),
        root_order=120,
        no_gpu=NoGpu.CAUSE,
        outcome=False,
        container_refused=False,
        host_decided=False,
        log_facts=("built_with_cuda", "package:tensorflow", "package:tensorflow-cpu"),
    ),
    Entry(
        "framework-cpu-only-build",
        ERROR,
        FRAMEWORK_CPU_BUILD_TITLE,
        "The framework the program runs on was installed in its build without CUDA ("
        + ", ".join(b.example for b in FRAMEWORK_CPU_BUILDS)
        + "), often by an installer or a requirements file that chose for the machine, or "
        "beside the GPU build, which it then shadows: it runs on the CPU whatever the driver, "
        "and says so only in a warning.",
        {"any": FRAMEWORK_CPU_BUILD_FIX},
        sources=tuple(b.source for b in FRAMEWORK_CPU_BUILDS),
        confirm="Ask the framework whether it was built with CUDA: "
        + "; ".join(f"{b.name}: {b.confirm}" for b in FRAMEWORK_CPU_BUILDS)
        + ".",
        root_order=121,
        no_gpu=NoGpu.CAUSE,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "multiple-tensorflow-distributions",
        WARNING,
        "Several TensorFlow distributions are installed in one environment",
        "tensorflow, tensorflow-cpu, tensorflow-gpu, tf-nightly ... all install the same "
        "`tensorflow` package folder; the last one installed overwrote files of the others, "
        "so what you import may be a mix (e.g. a CPU-only build although `pip list` shows "
        "tensorflow).",
        {
            "any": "Uninstall all of them, then install one:\n"
            "$ python -m pip uninstall -y tensorflow tensorflow-cpu tensorflow-gpu tf-nightly\n"
            '$ python -m pip install "tensorflow[and-cuda]"',
        },
        sources=("https://github.com/rstudio/tensorflow/issues/364",),
        root_order=130,
        no_gpu=NoGpu.CAUSE,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "and-cuda-extra-missing",
        ERROR,
        "TensorFlow was installed without its CUDA libraries (tensorflow[and-cuda])",
        'Since 2.14 the Linux wheels do not bundle CUDA; `pip install "tensorflow[and-cuda]"` '
        "adds the nvidia-* wheels (cuDNN, cuBLAS, CUDA runtime, ...). They are not installed "
        "here and no system CUDA libraries can be loaded either, so TensorFlow cannot use a GPU.",
        {
            "linux": '$ python -m pip install "tensorflow[and-cuda]==<your TF version>.*"',
            "wsl2": '$ python -m pip install "tensorflow[and-cuda]==<your TF version>.*"',
        },
        if_system="If this ran on Linux: since 2.14 the pip wheels do not bundle CUDA. Without "
        '`pip install "tensorflow[and-cuda]"` (or a system CUDA and cuDNN of the build\'s '
        "versions on the library path) TensorFlow registers no GPU; its start-up log then says "
        '"Cannot dlopen some GPU libraries".',
        if_no_gpu="TensorFlow 2.14 and later on Linux take CUDA from the nvidia-* wheels of "
        "tensorflow[and-cuda]. Without an NVIDIA GPU they are not needed: TensorFlow says it "
        "did not find the CUDA runtime and runs on the CPU. If this machine has an NVIDIA GPU "
        "you want TensorFlow to use, install the extra.",
        sources=(PIP_INSTALL_URL, "https://github.com/tensorflow/text/issues/554"),
        confirm=(
            "Run `pip list | grep nvidia-`: no nvidia-*-cu12 wheels next to TensorFlow confirms it."
        ),
        root_order=160,
        no_gpu=NoGpu.CAUSE,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "windows-native-no-gpu",
        ERROR,
        "TensorFlow after 2.10 has no GPU support on native Windows",
        "TensorFlow 2.10 was the last release with CUDA on native Windows. Newer versions run "
        "on the CPU there; the GPU works through WSL2.",
        {
            "windows": "Use WSL2 (recommended):\n$ wsl --install\n"
            'then inside WSL: python -m pip install "tensorflow[and-cuda]".\n'
            "Or stay native with TensorFlow 2.10 (Python 3.7-3.10, CUDA 11.2, cuDNN 8.1):\n"
            '$ python -m pip install "tensorflow<2.11"',
        },
        if_system="If this ran on native Windows (not WSL2): TensorFlow 2.10 was the last "
        "release with CUDA there. Newer versions run on the CPU, whatever the GPU and driver; "
        "the GPU works through WSL2.",
        sources=("https://www.tensorflow.org/install/pip#windows-native",),
        confirm=(
            'Run `python -c "import sys, tensorflow as tf; print(sys.platform, tf.__version__)"`:'
            " win32 with a version above 2.10 confirms it."
        ),
        root_order=90,
        no_gpu=NoGpu.CAUSE,
        outcome=False,
        container_refused=False,
        host_decided=False,
        log_facts=("platform", "tf_version", "package:tensorflow", "built_with_cuda"),
    ),
    Entry(
        "macos-no-cuda",
        WARNING,
        "macOS has no CUDA",
        "NVIDIA CUDA is not available on macOS. On Apple silicon, TensorFlow can use the GPU "
        "through the tensorflow-metal plug-in instead.",
        {
            "macos": "$ python -m pip install tensorflow tensorflow-metal",
        },
        if_system="If this ran on a Mac: there is no CUDA on macOS. TensorFlow uses an Apple "
        "GPU only through the tensorflow-metal plug-in, and without it lists no GPU.",
        sources=(
            "https://developer.apple.com/metal/tensorflow-plugin/",
            "https://github.com/sun1638650145/Libraries-and-Extensions-for-TensorFlow-for-Apple-Silicon/issues/20",
        ),
        confirm=(
            'Run `python -c "import platform; print(platform.system(), platform.machine())"`: '
            "Darwin confirms a Mac; then `pip list | grep tensorflow-metal` shows whether the "
            "plug-in is there."
        ),
        root_order=180,
        no_gpu=NoGpu.CAUSE,
        outcome=False,
        container_refused=False,
        host_decided=False,
        log_facts=("platform",),
    ),
    Entry(
        "msvc-runtime-missing",
        ERROR,
        "The Microsoft Visual C++ runtime that TensorFlow needs is missing (Windows)",
        "TensorFlow's Windows builds are compiled with Microsoft's C++ compiler and need its "
        "runtime DLLs (msvcp140.dll and, from TensorFlow 2.1, msvcp140_1.dll), which Windows "
        'does not always have. TensorFlow checks for them at import and stops with "Could not '
        "find the DLL(s) 'msvcp140_1.dll'\" (\"Could not find 'msvcp140.dll'\" in 1.x); where "
        'its check misses one, Python reports only "DLL load failed: The specified module '
        'could not be found." Since 2.1 TensorFlow loads the CUDA DLLs only after the import, '
        "so for those releases a module that is not found at import is not a CUDA one: the "
        "C++ runtime is the usual one (long paths not enabled, which leaves the package "
        "incomplete, is another).",
        {
            "windows": "Install Microsoft's Visual C++ Redistributable for Visual Studio "
            "2015-2022 (x64) with winget (or from "
            "https://learn.microsoft.com/cpp/windows/latest-supported-vc-redist), then open a "
            "new terminal and import TensorFlow again:\n"
            "$ winget install --id Microsoft.VCRedist.2015+.x64 -e",
            "any": "Only native Windows needs the Visual C++ runtime; on Linux and macOS look "
            "at the library the message names.",
        },
        sources=(
            "https://github.com/tensorflow/tensorflow/blob/v2.1.0/tensorflow/python/platform/"
            "self_check.py",
            "https://github.com/tensorflow/tensorflow/blob/v1.12.0/tensorflow/python/platform/"
            "self_check.py",
            PIP_INSTALL_URL,
            "https://github.com/tensorflow/tensorflow/issues/35618",
            "https://github.com/tensorflow/tensorflow/issues/36167",
        ),
        confirm=(
            "In the same Python, `python -c \"import ctypes; ctypes.WinDLL('msvcp140_1.dll')\"` "
            "fails with FileNotFoundError or OSError when the runtime is missing."
        ),
        root_order=175,
        no_gpu=NoGpu.CAUSE,
        outcome=False,
        container_refused=False,
        host_decided=False,
        log_facts=("dll_module_not_found", "dll_load_while_importing", "tf_version"),
    ),
    Entry(
        "python-32-bit",
        ERROR,
        "This Python is 32-bit; TensorFlow ships 64-bit wheels only",
        "TensorFlow publishes wheels for 64-bit Python only (win_amd64, x86_64, arm64). A 32-bit "
        'Python (its banner says "32 bit (Intel)", its folder ends in -32) finds no TensorFlow '
        'at all ("from versions: none") and refuses the 64-bit wheels ("is not a supported wheel '
        'on this platform").',
        {
            "windows": "Uninstall the 32-bit Python and install the 64-bit one (the "
            '"Windows installer (64-bit)" from python.org), then in a new terminal:\n'
            "$ python -m pip install tensorflow",
            "any": "Install a 64-bit Python and create the environment with it.",
        },
        sources=(
            "https://www.tensorflow.org/install/pip#system-requirements",
            "https://github.com/tensorflow/tensorflow/issues/30158",
            "https://github.com/tensorflow/tensorflow/issues/43244",
        ),
        confirm=(
            "Run `python -c \"import struct, sys; print(struct.calcsize('P') * 8, sys.version)\"`:"
            " 32 confirms it; 64 rules it out."
        ),
        root_order=None,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=False,
    ),
    Entry(
        "python-version-unsupported",
        ERROR,
        "This Python version is not supported by the TensorFlow release",
        "Each TensorFlow release publishes wheels for a range of Python versions only. Outside "
        "it pip installs an older TensorFlow (or none), or the installed one misbehaves.",
        {
            "any": "Create an environment with a supported Python (the evidence says which), "
            f"e.g. with uv or conda:\n$ uv venv --python {EXAMPLE_PYTHON} .venv\n"
            f"$ conda create -n tf python={EXAMPLE_PYTHON}",
        },
        sources=(TESTED_BUILDS_URL,),
        confirm=(
            "Run `python --version` in the environment that installs TensorFlow and compare with "
            "the versions the release supports."
        ),
        root_order=150,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=False,
        log_facts=("python_version", "python_seen", "tf_version", "package:tensorflow", "pip"),
    ),
    Entry(
        "dependency-no-platform-wheel",
        ERROR,
        "A package TensorFlow needs has no wheel for this platform or Python",
        "TensorFlow requires other packages, some of them built per platform and Python "
        "(tensorflow-io-gcs-filesystem, libclang, tensorflow-intel on Windows, the TensorRT "
        "that tensorflow[and-cuda] 2.14 pinned). When the version it asks for has no wheel for "
        "your system or your Python, the install fails before TensorFlow is installed: pip says "
        "'Could not find a version that satisfies the requirement ... (from tensorflow...)'. uv "
        "resolves a project once for every platform (a universal lock) and may pick a version "
        "with wheels for some platforms only (tensorflow-io-gcs-filesystem 0.37.1 has none for "
        "Windows); installing on the platform left out then fails with 'doesn't have a source "
        "distribution or wheel for the current platform'.",
        {
            "any": "With pip: use a Python the package has wheels for, or a TensorFlow release "
            "whose requirement has them (PyPI lists each release's files):\n"
            "$ python -m pip index versions <package>\n"
            "With uv: tell it which platforms the project must install on, so that it picks "
            "versions with wheels for them, then lock again:\n"
            "# pyproject.toml\n[tool.uv]\n"
            "required-environments = [\"sys_platform == 'win32' and platform_machine == "
            "'AMD64'\"]\n"
            "$ uv lock\n"
            "Or pin the package, for your platform only, to a release that has a wheel for it.",
        },
        sources=(
            "https://docs.astral.sh/uv/concepts/resolution/#required-environments",
            "https://github.com/astral-sh/uv/issues/14501",
            "https://github.com/tensorflow/io/issues/2087",
            "https://github.com/tensorflow/tensorflow/issues/61986",
        ),
        confirm="pip names the package in 'Could not find a version that satisfies the "
        "requirement': `python -m pip index versions <package>` lists the releases it can "
        "install here. With uv, look for the package in uv.lock: its wheels list no file for "
        "your platform (win_amd64 on Windows).",
        root_order=155,
        no_gpu=NoGpu.UNRELATED,
        outcome=False,
        container_refused=False,
        host_decided=False,
        log_facts=("no_wheel_platform", "dependency_of_tf_missing", "pip"),
    ),
)
