# ruff: noqa: E501 - log lines are quoted verbatim
"""Readings of what a post asks rather than states, of an issue form's unticked choices, of a
package swapped for another, of a Debian package's CUDA suffix, of NVIDIA's own TensorFlow 1.15,
of TensorFlow's PTX line for a Blackwell GPU, of a build for a Windows target and of cuDNN
asking for another CUDA's library.

Each paste is quoted from the thread named beside it.
"""

from __future__ import annotations

import pytest

from tests.doctor.corpus import all_logs
from tests.helpers.pastes import findings_of as _all
from tfgpu_gui.doctor.collect import explain_log_report
from tfgpu_gui.doctor.knowledge.catalogue import make_finding
from tfgpu_gui.doctor.log_facts import read_log_facts

# TensorFlow Federated over tensorflow-gpu 2.1 on a CUDA 10.0 server
# (https://github.com/google-parfait/tensorflow-federated/issues/827): the post asks whether to
# move to another CUDA after stating the one it has.
ASKS = """However it looks like 'libcufft.so.10', 'libcurand.so.10', 'libcusolver.so.10' and 'libcusparse.so.10' are missing.

What dependency did I miss?

Is downgrading the only solution?

Should I instead upgrade to cuda 10.1 or even 10.2?

**Environment:**
* OS: Linux Ubuntu 16.04
* Python package versions:
  * tensorflow 2.1.0
* CUDA/cuDNN version:
  * CUDA Version: 10.0"""


def _stated(text: str) -> dict:
    return read_log_facts(text.splitlines()).get("stated") or {}


def test_a_version_asked_about_is_not_one_the_machine_has():
    assert _stated(ASKS).get("cuda") == "10.0"
    cuda = next(
        f
        for f in explain_log_report(ASKS.splitlines()).findings
        if f.id == "cuda-libraries-missing"
    )
    assert any("CUDA 10.0 stated" in e for e in cuda.evidence)
    # Stated, not asked, the same versions leave the machine's CUDA unknown.
    stated = ASKS.replace(
        "Should I instead upgrade to cuda 10.1 or even 10.2?", "I also have cuda 10.1 and 10.2."
    )
    assert "cuda" not in _stated(stated)


def test_only_a_question_about_what_to_install_is_set_aside():
    assert _stated("Do I need CUDA 11.2?").get("cuda") is None
    assert _stated("Is it better to use CUDA 11.2 with TensorFlow 2.5?").get("cuda") is None
    # A question that states what is there keeps it.
    assert _stated("I have CUDA 11.2 installed, why is the GPU not used?").get("cuda") == "11.2"
    assert _stated("Should I worry? I have CUDA 11.2.").get("cuda") == "11.2"
    assert _stated("Do I have CUDA 11.2 installed correctly?").get("cuda") == "11.2"
    assert _stated("Do I have to install CUDA 11.2?").get("cuda") is None


# SLEAP's issue form with an RTX 5090 (https://github.com/talmolab/sleap/issues/2172): the
# ways to install are offered as checkboxes, one ticked.
FORM = """## Your personal set up
GPU: NVIDIA 5090RTX
System: intel core ultra 9

-   SLEAP installation method (listed [here](https://sleap.ai/installation.html#)):
    -   [X] [Conda from package](https://sleap.ai/installation.html#conda-package)
    -   [ ] [Conda from source](https://sleap.ai/installation.html#conda-from-source)
    -   [ ] [pip package](https://sleap.ai/installation.html#pip-package)
    -   [ ] [Apple Silicon Macs](https://sleap.ai/installation.html#apple-silicon-macs)"""


def test_an_unticked_choice_of_a_form_states_nothing():
    facts = read_log_facts(FORM.splitlines())
    assert (facts.get("system") or {}).get("platform_kind") != "macos"
    assert "macos-no-cuda" not in _all(FORM)
    ticked = FORM.replace("-   [ ] [Apple Silicon Macs]", "-   [x] [Apple Silicon Macs]")
    assert (read_log_facts(ticked.splitlines()).get("system") or {}).get("platform_kind") == "macos"


# TensorFlow's line for a Blackwell GPU, quoted by the SLEAP user whose conda TensorFlow
# JIT-compiled on every video (talmolab/sleap#2172) and printed by TensorFlow 2.17's wheel
# before the PTX was refused (https://github.com/tensorflow/tensorflow/issues/97387).
JIT_LINE = "W0000 00:00:1753232013.685876   24341 gpu_device.cc:2431] TensorFlow was not built with CUDA kernel binaries compatible with compute capability 12.0. CUDA kernels will be jit-compiled from PTX, which could take 30 minutes or longer."
REFUSED = [
    "W tensorflow/compiler/mlir/tools/kernel_gen/tf_gpu_runtime_wrappers.cc:40] 'cuModuleLoadData(&module, data)' failed with 'CUDA_ERROR_INVALID_PTX'",
    "W tensorflow/compiler/mlir/tools/kernel_gen/tf_gpu_runtime_wrappers.cc:40] 'cuModuleGetFunction(&function, module, kernel_name)' failed with 'CUDA_ERROR_INVALID_HANDLE'",
]


def test_the_ptx_line_for_a_blackwell_gpu_leaves_a_slow_jit_open_until_the_ptx_is_refused():
    alone = explain_log_report([JIT_LINE]).findings
    ids = [f.id for f in alone if not f.harmless]
    assert ids[0] == "compute-capability-unsupported"
    jit = next(f for f in alone if f.id == "compute-capability-ptx-jit")
    assert jit.confidence == "possible"
    refused = [f.id for f in explain_log_report([JIT_LINE, *REFUSED]).findings]
    assert "compute-capability-unsupported" in refused
    assert "compute-capability-ptx-jit" not in refused
    # A GPU of a major the PTX covers is read as the line says, alone.
    hopper = JIT_LINE.replace("12.0", "9.0")
    assert [f.id for f in explain_log_report([hopper]).findings if not f.harmless] == [
        "compute-capability-ptx-jit"
    ]


# Dex-Net's container (https://github.com/hsp-panda/grasping-benchmarks-panda/issues/22): the
# issue's title and its one line.
SWAPPED = """Tensorflow running on CPU in Dex-Net container

Switch out `tensorflow==1.14.0` with `tensorflow-gpu==1.14.0` fixes the issue"""


def test_a_package_swapped_for_another_was_the_one_installed():
    facts = read_log_facts(SWAPPED.splitlines())
    assert set(facts.get("packages") or {}) == {"tensorflow"}
    ids = [f.id for f in explain_log_report(SWAPPED.splitlines()).findings if not f.harmless]
    assert ids[0] == "tensorflow-cpu-only-build"
    assert "multiple-tensorflow-distributions" not in ids
    # Swapped without helping: the second is what is installed now.
    unhelped = read_log_facts(
        [
            "Switch out `tensorflow==1.14.0` with `tensorflow-gpu==1.14.0` but it still runs on the CPU"
        ]
    )
    assert set(unhelped.get("packages") or {}) == {"tensorflow-gpu"}
    # Named side by side, both are installed (https://github.com/microsoft/Recursive-Cascaded-Networks/issues/13).
    both = read_log_facts(
        ["My settings :python36,tensorflow=1.13.1,tensorflow-gpu=1.4.0,cuda=10.0"]
    )
    assert set(both.get("packages") or {}) == {"tensorflow", "tensorflow-gpu"}
    # Written right after Chinese words, no space between
    # (https://github.com/david8862/keras-YOLOv3-model-set/issues/72); a longer name that
    # only ends in the same letters is none of them.
    zh = read_log_facts(["已装了tensorflow-gpu==1.2.1、tensorflow==1.14.0、keras==2.1.2、CUDA8"])
    assert zh.get("packages") == {
        "tensorflow-gpu": {"version": "1.2.1"},
        "tensorflow": {"version": "1.14.0"},
    }
    other = read_log_facts(["my-tensorflow==1.2.1, tensorflow-gpu==1.14.0"])
    assert set(other.get("packages") or {}) <= {"tensorflow-gpu"}


def test_tensorflow_running_on_the_cpu_is_a_complaint():
    facts = read_log_facts(["Tensorflow running on CPU in Dex-Net container"])
    assert (facts.get("from_log") or {}).get("gpu_not_used")
    assert not (
        read_log_facts(["Running on CPU is fine for this example"]).get("from_log") or {}
    ).get("gpu_not_used")


# TensorFlow's issue form (https://github.com/tensorflow/tensorflow/issues/61326): the cuDNN
# package's version ends with the CUDA it was built for.
FIELD = """### TensorFlow version

v2.13.0-rc2-7-g1cb1a030a62 2.13.0

### OS platform and distribution

Linux Ubuntu 23.10

### CUDA/cuDNN version

11.8.0-1/8.9.3.28-1+cuda12.1"""


def test_a_debian_packages_cuda_suffix_is_not_the_cuda_installed():
    stated = _stated(FIELD)
    assert (stated.get("cuda"), stated.get("cudnn")) == ("11.8", "8.9")
    assert "cuda-libraries-missing" not in _all(FIELD)  # 11.8 is what 2.13 was built with


# NVIDIA's TensorFlow 1.15 on an RTX 3070 (https://github.com/NVIDIA/tensorflow/issues/55).
NVIDIA_BUILD = """**System information**
Device: Intel i7 11th Gen with RTX 3070 GPU and 32GB RAM
OS: Ubuntu 20.04
CUDA: 11.2
Cudnn: 8.1.0
Nvidia Driver version: 470.103.01
Tensorflow: 1.15.5

**Describe the current behavior**

Hi all. I have an RTX 3070 GPU in an Ubuntu setting and I want to run a TF1.15 code. I installed TF1.15 using this article: [https://www.pugetsystems.com/labs/hpc/How-To-Install-TensorFlow-1-15-for-NVIDIA-RTX30-GPUs-without-docker-or-CUDA-install-2005/](url). It basically describes using Nvidia's build of Tensorflow 1.15 for RTX 30xx GPUs."""


def test_nvidias_own_tensorflow_1_15_is_not_held_to_the_release_s_cuda_10():
    ids = _all(NVIDIA_BUILD)
    assert "compute-capability-unsupported" not in ids
    assert "cuda-libraries-missing" not in ids  # CUDA 11.2 is not wrong for it
    stock = NVIDIA_BUILD.replace(
        "It basically describes using Nvidia's build of Tensorflow 1.15 for RTX 30xx GPUs.", ""
    )
    assert {"compute-capability-unsupported", "cuda-libraries-missing"} <= set(_all(stock))
    # (a package list's line: nvidia-tensorflow's versions carry NVIDIA's release, as Jetson's
    # wheels do, so "+nv22.12" alone is not it)
    for written in ("nvidia-tensorflow==1.15.5", "nvidia-tensorflow   1.15.5+nv22.12"):
        assert read_log_facts([written])["from_log"].get("tf_nvidia_build")
    asked = read_log_facts(["Should I use nvidia-tensorflow==1.15.5 for my RTX 3070?"])
    assert not asked["from_log"].get("tf_nvidia_build")
    # Named as the way out, it is not what ran (https://github.com/alexanderkroner/saliency/issues/25).
    assert not read_log_facts(
        [
            "Switching to [nvidia-tensorflow](https://github.com/NVIDIA/tensorflow) gets back the great results"
        ]
    )["from_log"].get("tf_nvidia_build")


# TensorFlow's Rust bindings built with their GPU feature on Windows
# (https://github.com/tensorflow/rust/issues/400): cargo's output names the target.
CARGO = """> cargo b --features=tensorflow_gpu
    Blocking waiting for file lock on build directory
error: failed to run custom build command for `tensorflow-sys v0.23.0`
  --- stdout
  cargo:rerun-if-env-changed=TENSORFLOW_NO_PKG_CONFIG
  cargo:rerun-if-env-changed=PKG_CONFIG_x86_64-pc-windows-msvc"""


def test_a_build_for_a_windows_target_is_on_windows():
    assert (read_log_facts(CARGO.splitlines()).get("system") or {}).get(
        "platform_kind"
    ) == "windows"
    ids = [f.id for f in explain_log_report(CARGO.splitlines()).findings if not f.harmless]
    assert ids[0] == "windows-native-no-gpu"
    linux = CARGO.replace("x86_64-pc-windows-msvc", "x86_64-unknown-linux-gnu")
    assert (read_log_facts(linux.splitlines()).get("system") or {}).get(
        "platform_kind"
    ) != "windows"


def test_a_package_swapped_in_words_was_the_plain_one():
    # A pull request's description (https://github.com/matterport/Mask_RCNN/pull/1946).
    told = "I noticed that running the balloon sample wasn't really using my GPU. Replacing tensorflow with tensorflow-gpu made things run much faster."
    ids = [f.id for f in explain_log_report(told.splitlines()).findings if not f.harmless]
    assert ids[0] == "tensorflow-cpu-only-build"
    for said in (
        "I uninstalled tensorflow and installed tensorflow-gpu, and it works.",
        "switched from `tensorflow` to `tensorflow-gpu`, which fixed it",
    ):
        assert not (read_log_facts([said]).get("from_log") or {}).get("tf_gpu_named")
    # A swap that did not help, or not told as helping, leaves tensorflow-gpu installed.
    for said in (
        "I replaced tensorflow with tensorflow-gpu but it still uses the CPU",
        "Replacing tensorflow with tensorflow-gpu did not make it work",
        "I uninstalled tensorflow and installed tensorflow-gpu.",
    ):
        assert read_log_facts([said])["from_log"].get("tf_gpu_named")
    still = "I replaced tensorflow with tensorflow-gpu but the GPU is still not used"
    assert "tensorflow-cpu-only-build" not in _all(still)
    # tensorflow-gpu named as what is installed is named.
    assert read_log_facts(["I have tensorflow-gpu installed"])["from_log"].get("tf_gpu_named")


# cuDNN's own loader under TensorFlow 2.13 (https://github.com/tensorflow/tensorflow/issues/61326):
# the cuDNN installed was the build for CUDA 12.
CUDNN_ASKS = "Could not load library libcublasLt.so.12. Error: libcublasLt.so.12: cannot open shared object file: No such file or directory"


def test_cudnn_asking_for_another_cuda_s_library_is_another_cudnn():
    told = f"{FIELD}\n\n### Relevant log output\n\n{CUDNN_ASKS}"
    ids = [f.id for f in explain_log_report(told.splitlines()).findings if not f.harmless]
    assert ids == ["cudnn-version-mismatch"]
    mismatch = explain_log_report(told.splitlines()).findings[0]
    # the rule's own reading, in order: what cuDNN asks for, the line, the build
    assert mismatch.evidence[:3] == [
        "cuDNN asks for a library of CUDA 12: it is a cuDNN built for CUDA 12",
        f"log line 15: {CUDNN_ASKS}",
        "TensorFlow 2.13 was built with CUDA 11.8 and cuDNN 8.6",
    ]
    # TensorFlow 2.13 loads the system's cuDNN: the fix is cuDNN 8.6 for CUDA 11.8, not a wheel
    assert mismatch.fix.startswith("Install cuDNN 8.6 built for CUDA 11.8")
    assert "$ apt list --installed 2>/dev/null | grep -i cudnn" in mismatch.fix
    assert "tensorflow[and-cuda]" not in mismatch.fix
    # Built with CUDA 12 (2.15), the same line is a library missing.
    newer = told.replace("v2.13.0-rc2-7-g1cb1a030a62 2.13.0", "2.15.0").replace(
        "11.8.0-1/8.9.3.28-1+cuda12.1", "12.2/8.9"
    )
    newer_ids = [f.id for f in explain_log_report(newer.splitlines()).findings if not f.harmless]
    assert "cuda-libraries-missing" in newer_ids
    assert "cudnn-version-mismatch" not in newer_ids
    # The release unknown, it is a library missing too (a Docker image without CUDA 12's
    # cuBLAS, https://github.com/grobidOrg/grobid/issues/1170).
    assert "cudnn-version-mismatch" not in _all(CUDNN_ASKS)
    assert "cuda-libraries-missing" in _all(CUDNN_ASKS)


def test_cudnn_under_a_build_of_its_own_is_not_held_to_the_release_s_cuda():
    # NVIDIA's 1.15 is built with CUDA 11: its cuDNN asking for CUDA 11's cuBLAS is its own.
    stock = f"Tensorflow: 1.15.5\n{CUDNN_ASKS.replace('.so.12', '.so.11')}"
    assert "cudnn-version-mismatch" in _all(stock)
    nvidia = f"pip install nvidia-tensorflow==1.15.5\n{stock}"
    assert "cudnn-version-mismatch" not in _all(nvidia)


@pytest.mark.parametrize(
    "target", ["aarch64-pc-windows-msvc", "x86_64-pc-windows-gnu", "i686-pc-windows-msvc"]
)
def test_every_windows_target_is_on_windows(target):
    line = f"  cargo:rerun-if-env-changed=PKG_CONFIG_{target}"
    assert (read_log_facts([line]).get("system") or {}).get("platform_kind") == "windows"


def test_another_cudnn_s_fix_is_the_release_s_own_cudnn():
    # A cuDNN stated beside the release it does not fit, on each system and each side of 2.14
    # (the form's fields as https://github.com/tensorflow/tensorflow/issues/61326 has them).
    def fix(version: str, cudnn: str, system: str) -> str:
        form = FIELD.replace("v2.13.0-rc2-7-g1cb1a030a62 2.13.0", version)
        form = form.replace("11.8.0-1/8.9.3.28-1+cuda12.1", cudnn).replace(
            "Linux Ubuntu 23.10", system
        )
        return _all(form)["cudnn-version-mismatch"].fix

    windows = fix("2.10.0", "11.2/8.0", "Windows 10")  # built with cuDNN 8.1: an older minor
    assert windows.startswith("Install cuDNN 8.1 built for CUDA 11.2")
    assert windows.endswith("> where cudnn64_8.dll")
    # From 2.14 the cuDNN is the wheel's: the catalogue's fix. (TensorFlow's line as
    # https://github.com/tensorflow/docs/pull/2251 quotes it, under a 2.15 form.)
    loaded = "Loaded runtime CuDNN library: 8.1.0 but source was compiled with: 8.6.0."
    newer = FIELD.replace("v2.13.0-rc2-7-g1cb1a030a62 2.13.0", "2.15.0")
    newer = newer.replace("11.8.0-1/8.9.3.28-1+cuda12.1", "12.2")
    wheel = _all(f"{newer}\n\n{loaded}")["cudnn-version-mismatch"].fix
    assert wheel == make_finding("cudnn-version-mismatch", "linux", []).fix
    older = _all(f"{FIELD}\n\n{loaded}")["cudnn-version-mismatch"].fix
    assert older.startswith("Install cuDNN 8.6")
    # A rule's own fix is kept: cuDNN failing to start on Colab after TensorFlow 2.7 was
    # installed over the runtime's (the corpus's record of the thread, with its source).
    record = next(log for log in all_logs() if log.name.startswith("miscnn-colab-tf27-downgrade"))
    for text in (record.text, f"!pip install tensorflow==2.7.0\n{record.text}"):
        kept = _all(text)["cudnn-version-mismatch"].fix
        assert kept.startswith("Use the TensorFlow the system or runtime came with")


def test_nvidias_own_build_keeps_the_catalogue_s_cudnn_fix():
    # Its cuDNN is not the 1.15 release's: no version to name.
    loaded = "Loaded runtime CuDNN library: 8.1.0 but source was compiled with: 8.6.0."
    told = f"{NVIDIA_BUILD}\n{loaded}"
    fix = _all(told)["cudnn-version-mismatch"].fix
    assert fix == make_finding("cudnn-version-mismatch", "linux", []).fix
    assert _all(f"{told.replace('Nvidia', 'the')}")["cudnn-version-mismatch"].fix.startswith(
        "Install cuDNN 7.4 built for CUDA 10.0"
    )


# TensorFlow's loader missing CUDA 11.0's runtime, as https://github.com/jax-ml/jax/issues/3746
# has it (the release stated beside it in the tests below).
CUDART_11_0 = "2021-04-09 19:52:41.024315: W tensorflow/stream_executor/platform/default/dso_loader.cc:60] Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory"


def test_missing_libraries_fix_names_the_release_s_own_cuda_and_cudnn():
    catalogue = make_finding("cuda-libraries-missing", "linux", []).fix
    release = _all(f"TensorFlow version: 2.4.0\n{CUDART_11_0}")["cuda-libraries-missing"].fix
    assert release.startswith("Install CUDA 11.0 and cuDNN 8.0, what TensorFlow 2.4 was built with")
    assert release.endswith("$ ldconfig -p | grep -e libcudart -e libcudnn")
    # The release unknown, or 2.14 and later (the wheels), or NVIDIA's own build: both ways.
    assert _all(CUDART_11_0)["cuda-libraries-missing"].fix == catalogue
    nvidia = f"pip install nvidia-tensorflow==1.15.5\nTensorflow: 1.15.5\n{CUDART_11_0}"
    assert _all(nvidia)["cuda-libraries-missing"].fix == catalogue


def test_a_rule_s_own_fix_for_missing_libraries_is_kept_and_macos_gets_no_cuda():
    # "plain python can run it, but not on JupyterHub ... JupyterHub knows no LD_LIBRARY_PATH"
    # (https://github.com/tensorflow/tensorflow/issues/35539), under a stated release.
    kernel = "TensorFlow version: 2.4.0\nplain python can run it, but not on JupyterHub"
    assert _all(kernel)["cuda-libraries-missing"].fix.startswith(
        "Give the kernel the shell's library path"
    )
    # On a Mac ("- OS Platform and Distribution: macOS 10.15.7 (19H2)", a form's field as
    # https://github.com/tensorflow/tensorflow/issues/44416 has it) no CUDA release is the fix.
    mac = "- OS Platform and Distribution: macOS 10.15.7 (19H2)\nTensorFlow version: 2.4.0"
    found = _all(f"{mac}\n{CUDART_11_0}")
    assert (
        found["cuda-libraries-missing"].fix
        == make_finding("cuda-libraries-missing", "macos", []).fix
    )
