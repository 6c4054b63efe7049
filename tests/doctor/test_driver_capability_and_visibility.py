"""Driver, compute-capability and CUDA_VISIBLE_DEVICES lines, read as their sources mean them.

Each line is real: quoted from the thread named beside it (most are corpus records too).
"""

from __future__ import annotations

import pytest

from tests.doctor.corpus import CorpusLog, all_logs
from tfgpu_gui.doctor.knowledge.gpu_arch import (
    COMPILED,
    PTX_JIT,
    TOO_OLD,
    UNSUPPORTED,
    support_for,
    wheel_capabilities,
)
from tfgpu_gui.doctor.log_facts import read_log_facts
from tfgpu_gui.doctor.model import ERROR, INFO, WARNING
from tfgpu_gui.doctor.rules import diagnose_log


def _found(text: str) -> dict[str, str]:
    """Finding ID -> severity, in report order."""
    return {f.id: f.severity for f in diagnose_log(text.splitlines()).findings}


def _record(name: str) -> CorpusLog:
    (log,) = [log for log in all_logs() if log.name == name]
    return log


# --- the driver ---------------------------------------------------------------------------------

# https://github.com/google-deepmind/alphafold/issues/602
MISMATCH_803 = (
    "2022-09-29 20:05:59.142936: E external/org_tensorflow/tensorflow/stream_executor/cuda/"
    "cuda_driver.cc:265] failed call to cuInit: CUDA_ERROR_SYSTEM_DRIVER_MISMATCH: system has "
    "unsupported display driver / cuda driver combination"
)


def test_cuda_error_803_is_a_driver_and_library_mismatch_not_an_old_driver():
    found = _found(MISMATCH_803)
    assert found.get("driver-library-mismatch") == ERROR
    assert "driver-too-old" not in found
    # The runtime's wording of the same error, alone (cudaErrorSystemDriverMismatch).
    words = "Error 803: system has unsupported display driver / cuda driver combination"
    assert _found(words).get("driver-library-mismatch") == ERROR


def test_the_container_toolkit_refusing_an_image_newer_than_the_driver_is_an_old_driver():
    # https://github.com/GoogleCloudPlatform/gcsfuse/pull/1557
    text = (
        "nvidia-container-cli: requirement error: unsatisfied condition: cuda>=11.8, please "
        "update your driver to a newer version, or use an earlier cuda container: unknown."
    )
    assert _found(text).get("driver-too-old") == ERROR


# https://github.com/haotianteng/Chiron/issues/99: a CPU-only run that printed both.
LIBCUDA = (
    "2019-11-13 15:03:24.658577: W tensorflow/stream_executor/platform/default/dso_loader.cc:55]"
    " Could not load dynamic library 'libcuda.so.1'; dlerror: libcuda.so.1: cannot open shared "
    "object file: No such file or directory\n"
    "2019-11-13 15:03:24.658655: E tensorflow/stream_executor/cuda/cuda_driver.cc:318] failed "
    "call to cuInit: UNKNOWN ERROR (303)"
)


def test_the_driver_library_alone_is_harmless_without_a_gpu_and_says_when_it_is_not():
    report = diagnose_log(LIBCUDA.splitlines())
    (driver,) = [f for f in report.findings if f.id == "no-nvidia-driver"]
    assert driver.severity == INFO
    assert "without an NVIDIA GPU these lines are harmless" in driver.explanation
    assert not [f for f in report.findings if f.severity in (ERROR, WARNING) and not f.harmless]


def test_the_driver_library_is_the_cause_once_the_paste_shows_a_gpu_wanted():
    wanted = [
        "GPU available: False",
        "pip install tensorflow-gpu==1.15",
        "Why does TensorFlow not use my GPU?",
    ]
    for line in wanted:
        assert _found(f"{line}\n{LIBCUDA}").get("no-nvidia-driver") == ERROR, line


@pytest.mark.parametrize(
    "line",
    [
        # An NVIDIA GPU named as the machine's (TensorFlow's issue form has the field; prose).
        "GPU model and memory: NVIDIA GeForce RTX 3060 12GB",
        "I have an RTX 4090 on Ubuntu 22.04",
        # TensorFlow's CUDA wheels installed (https://www.tensorflow.org/install/pip).
        'pip install "tensorflow[and-cuda]==2.15.1"',
    ],
)
def test_a_gpu_named_or_the_cuda_wheels_installed_make_the_driver_library_the_cause(line):
    assert _found(f"{line}\n{LIBCUDA}").get("no-nvidia-driver") == ERROR


def test_a_build_linked_against_libcuda_that_does_not_import_is_no_driver_not_harmless():
    # https://github.com/tensorflow/tensorflow/issues/9969 (TensorFlow 1.1)
    text = "ImportError: libcuda.so.1: cannot open shared object file: No such file or directory"
    assert _found(text).get("no-nvidia-driver") == ERROR


def test_libcuda_missing_in_a_container_started_without_the_gpus():
    record = _record("sdcpp-cuda-image-run-without-gpus-libcuda-missing")
    found = _found(record.text)
    assert next(iter(found)) == "container-without-gpus"
    assert "no-nvidia-driver" not in found


# --- cuDNN handles ---------------------------------------------------------------------------


def test_a_cudnn_handle_told_in_words_is_possibly_the_memory_taken():
    # https://github.com/minimaxir/textgenrnn/pull/147, https://github.com/juglab/cryoCARE_T2T/issues/10
    for text in (
        "I kept getting the tensorflow error of: Could not create cuDNN handle",
        "The error message suggests cuDNN failed to initialize.",
    ):
        assert _found(text).get("memory-growth-disabled") == WARNING, text


# --- XLA_GPU without GPU ----------------------------------------------------------------------

# https://github.com/tensorflow/tensorflow/issues/30748 (TensorFlow 1.14)
XLA_ONLY = (
    "tensorflow.python.framework.errors_impl.InvalidArgumentError: Cannot assign a device for "
    "operation AvgPool: node AvgPool was explicitly assigned to /device:GPU:0 but available "
    "devices are [ /job:localhost/replica:0/task:0/device:CPU:0, /job:localhost/replica:0/task:0/"
    "device:XLA_CPU:0, /job:localhost/replica:0/task:0/device:XLA_GPU:0 ]."
)


def test_xla_gpu_devices_without_a_gpu_device_are_the_cuda_libraries_not_loading():
    assert "cuda-libraries-missing" in _found(XLA_ONLY)
    with_gpu = XLA_ONLY.replace("device:XLA_GPU:0 ]", "device:XLA_GPU:0, /device:GPU:0 ]")
    assert "cuda-libraries-missing" not in _found(with_gpu)


# --- CUDA_VISIBLE_DEVICES set to hide every GPU -----------------------------------------------


def test_visible_devices_set_empty_beside_a_complaint_is_possibly_the_cause():
    record = _record("ray-tune-local-mode-sets-cuda-visible-devices-empty")
    assert _found(record.text).get("cuda-visible-devices-hides-gpus") == WARNING
    complaint = "TensorFlow does not use my GPU.\n"
    for line in (
        'os.environ["CUDA_VISIBLE_DEVICES"] = "-1"',
        "os.environ['CUDA_VISIBLE_DEVICES'] = ''",
        "export CUDA_VISIBLE_DEVICES=-1",
        "the CUDA_VISIBLE_DEVICES variable is set to an empty string",
    ):
        found = _found(complaint + line)
        assert found.get("cuda-visible-devices-hides-gpus") == WARNING, line
        # Alone, -1 is how a script asks for the CPU: nothing to say.
        assert "cuda-visible-devices-hides-gpus" not in _found(line), line


def test_visible_devices_that_list_a_gpu_are_not_read_as_hiding_it():
    for line in ('os.environ["CUDA_VISIBLE_DEVICES"] = "0"', "CUDA_VISIBLE_DEVICES=1,2"):
        facts = read_log_facts([line])
        assert not facts["from_log"].get("gpus_hidden"), line


# --- macOS ------------------------------------------------------------------------------------


def test_tensorflow_gpu_asked_for_on_a_mac_is_no_cuda_on_macos():
    # https://github.com/tensorflow/tensorflow/issues/15230
    text = "tensorflow-gpu on mac\nBut I don't find the correponding files for tensorflow-gpu."
    assert "macos-no-cuda" in _found(text)
    # "mac" inside a word is not the Mac.
    assert read_log_facts(["tensorflow-gpu on my machine"]).get("system") is None


# --- compute capability -----------------------------------------------------------------------


def test_a_gpu_between_the_builds_architectures_is_too_old_and_one_past_them_unsupported():
    caps = wheel_capabilities((2, 3, 1))
    assert caps == ("sm_35", "sm_37", "sm_52", "sm_60", "sm_61", "compute_70")
    assert support_for((5, 0), caps).status == TOO_OLD  # no 5.0 kernel, 5.2 cannot run on it
    assert support_for((3, 0), caps).status == TOO_OLD
    assert support_for((5, 3), caps).status == COMPILED  # sm_52 runs on 5.3
    assert support_for((7, 5), caps).status == PTX_JIT
    assert support_for((8, 6), caps).status == UNSUPPORTED
    assert wheel_capabilities((2, 4, 0)) == wheel_capabilities((2, 11, 0))
    assert wheel_capabilities((2, 2, 0)) is None


def test_a_capability_stated_in_words_decides_what_no_kernel_image_means():
    record = _record("libtensorflow-windows-231-cc50-no-kernel-image")
    found = _found(record.text)
    assert next(iter(found)) == "compute-capability-too-old"
    assert "compute-capability-unsupported" not in found
    # Without a capability, the line keeps its meaning: nothing this build can run on.
    line = "no kernel image is available for execution on the device"
    assert _found(line).get("compute-capability-unsupported") == ERROR


def test_a_required_capability_is_not_read_as_the_gpus():
    facts = read_log_facts(["TensorFlow 2.17 requires a GPU with compute capability 6.0"])
    assert "gpus" not in facts.get("stated", {})
    facts = read_log_facts(["TensorFlow 2.17 on my GPU with compute capability (CC) 5.0"])
    assert facts["stated"]["gpus"][0]["compute_capability"] == [5, 0]


# TensorFlow 2.x's "Found device" line: https://github.com/tensorflow/tensorflow/issues/45200
FOUND_2X = (
    "2020-11-26 10:23:22.894765: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1727] Found "
    "device 0 with properties:\n"
    "pciBusID: 0000:0d:00.0 name: GeForce GTX {model} computeCapability: {cc}"
)


def test_a_gpu_the_log_shows_found_is_judged_against_the_stated_releases_wheels():
    old = FOUND_2X.format(model="680", cc="3.0")
    found = _found("TensorFlow 2.17.0\n" + old + "\nNum GPUs Available:  0")
    assert found.get("compute-capability-too-old") == ERROR
    # TensorFlow 1.x writes the capability as major and minor, on the line after the name.
    facts = read_log_facts(
        ["name: GeForce GTX 1080 Ti major: 6 minor: 1 memoryClockRate(GHz): 1.582"]
    )
    (gpu,) = facts["stated"]["gpus"]
    assert (gpu["name"], gpu["compute_capability"]) == ("GeForce GTX 1080 Ti", [6, 1])
    # A name the model table does not know still brings its capability from the line
    # (https://github.com/tensorflow/tensorflow/issues/17445).
    line = "name: Quadro K2000M major: 3 minor: 0 memoryClockRate(GHz): 0.745"
    facts = read_log_facts([line])
    assert facts["stated"]["gpus"] == [
        {"name": "Quadro K2000M", "compute_capability": [3, 0], "logged": True}
    ]


# --- the memory reservation, TensorFlow Serving, and complaints in other words ----------------


def test_all_the_gpu_memory_taken_told_in_words_is_possibly_the_reservation():
    # https://github.com/tensorflow/serving/issues/1650
    said = "cause it's tend to use all memory of GPU ."
    assert _found(said).get("memory-growth-disabled") == WARNING
    for text in (
        "TensorFlow allocates all the GPU memory",
        "it takes almost all of the memory",
        # TensorFlow's guide quoted (https://github.com/hammerlab/flowdec/issues/13)
        '_Tensorflow gpu_ will ["map nearly all of the GPU memory of all GPUs"]',
    ):
        assert _found(text).get("memory-growth-disabled") == WARNING, text
    # Memory that is not the GPU's, or not all of it, says nothing.
    assert "memory-growth-disabled" not in _found("the script uses some of the GPU memory")


def test_the_model_server_without_the_gpu_is_possibly_its_cpu_only_build():
    record = _record("serving-bazel-build-without-config-cuda-keras-model-no-gpu")
    report = diagnose_log(record.text.splitlines())
    (cpu,) = [f for f in report.findings if f.id == "tensorflow-cpu-only-build"]
    assert cpu.severity == WARNING
    assert "--config=cuda" in cpu.fix and "tensorflow/serving:latest-gpu" in cpu.fix
    # The GPU image, or no complaint: nothing to guess.
    gpu_image = record.text + "\ndocker run --gpus all -t tensorflow/serving:latest-gpu"
    assert "tensorflow-cpu-only-build" not in _found(gpu_image)
    assert "tensorflow-cpu-only-build" not in _found("tensorflow_model_server --port=9000")


def test_complaints_in_other_words():
    complaints = [
        "the GPU device cannot be found.",  # https://github.com/tensorflow/serving/issues/603
        "However, the model is served on cpu only.",  # tensorflow/tensor2tensor#687
        "thus making the gpus unused",  # https://github.com/ray-project/ray/issues/8838
    ]
    for text in complaints:
        assert read_log_facts([text])["from_log"].get("gpu_not_used"), text
    assert not read_log_facts(["the GPU is used by the training"])["from_log"].get("gpu_not_used")


# --- installers ---------------------------------------------------------------------------------


def test_no_wheel_of_a_platform_built_dependency_is_that_dependency():
    # https://github.com/tensorflow/io/issues/1832 (poetry), PINTO0309/Tensorflow-bin#41 (pip)
    poetry = "Unable to find installation candidates for tensorflow-io-gcs-filesystem (0.33.0)"
    pip = "ERROR: No matching distribution found for tensorflow-io-gcs-filesystem>=0.21.0"
    for text in (poetry, pip):
        report = diagnose_log(text.splitlines())
        (dep,) = [f for f in report.findings if f.id == "dependency-no-platform-wheel"]
        assert dep.severity == ERROR
        assert "tensorflow-io-gcs-filesystem" in dep.evidence[0], dep.evidence
    # A package that is neither TensorFlow nor one of its platform-built requirements.
    assert "dependency-no-platform-wheel" not in _found(
        "ERROR: No matching distribution found for somepackage==1.0"
    )


def test_tensorflow_gpu_pinned_to_a_published_release_is_the_python_not_the_removal():
    # https://github.com/Zeta36/chess-alpha-zero/issues/104: tensorflow-gpu 1.15 on Python 3.8
    pinned = (
        "ERROR: Could not find a version that satisfies the requirement tensorflow-gpu==1.15\n"
        "ERROR: No matching distribution found for tensorflow-gpu==1.15"
    )
    found = _found(pinned)
    assert found.get("python-version-unsupported") == WARNING
    assert "tensorflow-gpu-package-removed" not in found
    found = _found("Python 3.8.10\n" + pinned)
    assert found.get("python-version-unsupported") == ERROR
    # A range that ends before 2.12 is the same (CorentinJ/Real-Time-Voice-Cloning#194).
    ranged = "ERROR: No matching distribution found for tensorflow-gpu<=1.14.0,>=1.10.0"
    assert "tensorflow-gpu-package-removed" not in _found(ranged)
    # Unpinned, or at 2.12 and later, it is the removed package.
    for text in (
        "ERROR: No matching distribution found for tensorflow-gpu",
        "ERROR: No matching distribution found for tensorflow-gpu==2.12.0",
    ):
        assert _found(text).get("tensorflow-gpu-package-removed") == ERROR, text


def test_pip_show_lists_the_distributions_installed():
    # https://github.com/OCR-D/ocrd_all/issues/220
    text = (
        "(headless-tf1) root@5e85f82cd11c:/data# pip show tensorflow-gpu\n"
        "Name: tensorflow-gpu\nVersion: 1.15.4\n"
        "(headless-tf1) root@5e85f82cd11c:/data# pip show tensorflow\n"
        "Name: tensorflow\nVersion: 1.15.4"
    )
    facts = read_log_facts(text.splitlines())
    packages = facts["packages"]
    versions = (packages["tensorflow-gpu"]["version"], packages["tensorflow"]["version"])
    assert versions == ("1.15.4", "1.15.4")
    assert "multiple-tensorflow-distributions" in _found(text)


def test_the_cpu_package_put_beside_tensorflow_gpu_told_in_words():
    for text in (
        # https://github.com/aws/sagemaker-tensorflow-extensions/issues/20
        "it uninstalls whatever tensorflow-gpu version I have and reinstalls the CPU version.",
        # https://github.com/autorope/donkeycar/pull/346
        "If you have tensorflow package installed, it apparently uses the CPU even if you have "
        "tensorflow-gpu and a properly set up GPU.",
        # https://github.com/hill-a/stable-baselines/issues/193
        "found out I had the package tensorflow installed in addition to tensorflow-gpu.",
    ):
        assert _found(text).get("multiple-tensorflow-distributions") == WARNING, text
    # PyPI's notice of the removed package is not two distributions.
    notice = (
        "tensorflow-gpu has been removed. Please install tensorflow instead. The tensorflow "
        "package supports GPU accelerated operations via Nvidia CUDA."
    )
    assert "multiple-tensorflow-distributions" not in _found(notice)


def test_other_wordings_of_known_lines():
    # The cuDNN message wrapped in a paste (https://github.com/tensorflow/docs/pull/2251).
    wrapped = "NN library: 8.1.0 but source was compiled with: 8.6.0."
    assert _found(wrapped).get("cudnn-version-mismatch") == ERROR
    # Python 2's ImportError (https://github.com/aymericdamien/TensorFlow-Examples/issues/37).
    py2 = "it said `ImportError: No module named tensorflow`"
    assert _found(py2).get("tensorflow-not-installed") == ERROR
    # A library named by an ImportError in a title
    # (https://github.com/googlecolab/colabtools/issues/442).
    title = "Google colab tensorflow-gpu stuck with importerror: libcublas.so.9.0"
    assert "cuda-libraries-missing" in _found(title)
    # pip's "couldnot" (https://github.com/tensorflow/tensorflow/issues/13340).
    typo = 'error: "couldnot find a version that satisfies the requirement tensorflow"'
    assert read_log_facts([typo])["from_log"]["pip_not_found"] == ["tensorflow"]


# --- what the person says about the machine ---------------------------------------------------


def test_a_machine_said_to_have_no_gpu_makes_the_driver_lines_expected():
    # https://github.com/tensorflow/tensorflow/issues/37689
    said = 'on a machine *without* a GPU, the following code emits "error:  failed call to cuInit'
    line = (
        "E tensorflow/stream_executor/cuda/cuda_driver.cc:318] failed call to cuInit: UNKNOWN "
        "ERROR (303)"
    )
    report = diagnose_log([said, line])
    (cuinit,) = [f for f in report.findings if f.id == "cuinit-unknown-error"]
    assert cuinit.severity == INFO
    assert "the paste says this machine has no GPU" in cuinit.evidence
    # Alone, nothing shows a GPU either: expected on a machine without one, said so.
    assert _found(line).get("cuinit-unknown-error") == INFO
    # A paste that shows a GPU wanted makes it the problem it usually is.
    assert _found("GPU available: False\n" + line).get("cuinit-unknown-error") == ERROR


def test_a_gpu_said_to_work_for_training_is_no_complaint():
    # https://github.com/stardist/stardist/issues/32
    text = (
        "When I run model.predict_instances my CPU jumps to 100% and it seems like my GPU is not "
        "being utilized at all.\n"
        "Just to clarify I was able to train the model using my GPU so I know it's not an issue "
        "with my installation or hardware."
    )
    problems = [
        f for f in diagnose_log(text.splitlines()).findings if f.severity in (ERROR, WARNING)
    ]
    assert problems == []
    assert [f for f in diagnose_log(text.splitlines()[:1]).findings if f.severity == WARNING]


def test_systems_named_in_more_ways():
    assert read_log_facts(["Ubuntu20.04"])["system"]["platform_kind"] == "linux"
    assert (
        read_log_facts(["literally unuseable on Windows"])["system"]["platform_kind"] == "windows"
    )
    # https://github.com/eloimoliner/denoising-historical-recordings/issues/10
    drive = 'python inference.py inference.audio="r:\\9.mp3"'
    assert read_log_facts([drive])["system"]["platform_kind"] == "windows"
    assert read_log_facts(["Windows is not supported"]).get("system") is None


def test_gpus_older_than_every_release():
    # https://github.com/iperov/DeepFaceLab/issues/5481 (a GTX 465: compute capability 2.0)
    text = "I am trying to run Train Quick96 with my NVIDIA GeForce GTX 465 GPU, but it keeps "
    text += "running on CPU."
    found = _found(text)
    assert next(iter(found)) == "compute-capability-too-old"
    assert support_for((3, 0), None).status == TOO_OLD


def test_complaints_written_in_chinese():
    for text in (
        "tensorflow-gpu==1.14.0下默认使用cpu进行训练",  # youdao-ai/SRNet#13
        "TensorFlow-GPU 也安装了，它还是默认用CPU跑的",  # nickliqian/cnn_captcha#137
        "发现迭代周期很长，但是GPU并没有怎么时使用到",  # WeijingShi/Point-GNN#92
        "导致它不能使用GPU只能使用CPU",
    ):
        assert read_log_facts([text])["from_log"].get("gpu_not_used"), text
    assert not read_log_facts(["GPU训练速度很快"])["from_log"].get("gpu_not_used")


def test_a_destination_tensor_not_initialized_is_possibly_out_of_memory():
    # https://github.com/naturomics/CapsNet-Tensorflow/issues/39
    line = "InternalError (see above for traceback): Dst tensor is not initialized."
    assert _found(line).get("gpu-out-of-memory") == ERROR
    (oom,) = [f for f in diagnose_log([line]).findings if f.id == "gpu-out-of-memory"]
    assert oom.confidence == "possible"


def test_working_from_a_shell_but_not_from_a_notebook_is_possibly_the_kernels_library_path():
    # https://github.com/tensorflow/tensorflow/issues/35539 (JupyterHub, TensorFlow 1.14)
    text = (
        "After that I realized that plain python can run it, but not on JupyterHub. After a "
        "lot of trying I realized JupyterHub knows no LD_LIBRARY_PATH (var is empty or not set)"
    )
    report = diagnose_log([text])
    (libs,) = [f for f in report.findings if f.id == "cuda-libraries-missing"]
    assert libs.severity == WARNING
    assert "kernel.json" in libs.fix
    # A notebook named without a shell to compare with says nothing of the kind.
    assert "cuda-libraries-missing" not in _found("I run the model in a Jupyter notebook.")


def test_more_words_for_libraries_and_packages():
    # google-research/timesfm#225: the CUDA runtime TensorFlow asks for, told in words.
    asked = "import timesfm makes tensorflow asking for libcudart.so.11.0, which is older"
    assert "cuda-libraries-missing" in _found(asked)
    # JuliaGPU/XLA.jl#3: TensorFlow.jl's build needs the Python package.
    julia = "│ ERROR: LoadError: Python TensorFlow not installed"
    assert _found(julia).get("tensorflow-not-installed") == ERROR
    # recommenders-team/recommenders#2378: PyTorch sees the GPU, so it is there and wanted.
    seen = "However, `torch.cuda` can successfully find the GPU."
    assert read_log_facts([seen])["from_log"].get("gpu_wanted")


def test_the_source_paths_of_tensorflows_lines_date_the_release():
    # recommenders-team/recommenders#2378: TensorFlow 2.15's lines, no version stated, PyTorch
    # sees the GPU: the CUDA runtime TensorFlow takes from tensorflow[and-cuda] is missing.
    record = _record("recommenders-a800-torch-sees-gpu-tensorflow-without-and-cuda")
    assert read_log_facts(record.text.splitlines())["from_log"]["tf_floor"] == "2.14"
    assert "and-cuda-extra-missing" in _found(record.text)
    # The same lines from TensorFlow 2.13's layout date nothing.
    old = "I tensorflow/tsl/cuda/cudart_stub.cc:28] Could not find cuda drivers on your machine"
    assert "tf_floor" not in read_log_facts([old])["from_log"]


def test_every_way_of_naming_a_system_passes_the_quick_word_check():
    # The system readers run only on lines holding one of STATED_OS_WORDS.
    from tfgpu_gui.doctor.knowledge.log_facts_patterns import STATED_OS

    names = {
        "WSL2": "wsl2",
        "Windows 10": "windows",
        "Win11": "windows",
        "it fails on Windows": "windows",
        "Ubuntu20.04": "linux",
        "Debian 12": "linux",
        "Fedora 39": "linux",
        "CentOS 7": "linux",
        "Rocky Linux 9": "linux",
        "Arch Linux": "linux",
        "Linux Mint 21": "linux",
        "RHEL 8": "linux",
        "macOS 14": "macos",
        "Mac OS X": "macos",
        "on my MacBook Pro": "macos",
        "Apple M1": "macos",
        # https://github.com/OHBA-analysis/osl-dynamics/issues/247
        "I was able to train HMMs on my M1 macbook": "macos",
        "an M2 Max MacBook Pro": "macos",
        "on a M3 Mac mini": "macos",
    }
    for text, system in names.items():
        assert [s for s, regex in STATED_OS if regex.search(text)] == [system], text
        assert read_log_facts([text])["system"]["platform_kind"] == system, text


def test_the_newest_release_a_pip_specifier_allows():
    from tfgpu_gui.doctor.rules_install import _highest_allowed

    assert _highest_allowed("==1.15") == (1, 15)
    assert _highest_allowed("<=1.14.0,>=1.10.0") == (1, 14, 0)
    assert _highest_allowed(">=1.10.0,<=1.14.0") == (1, 14, 0)  # the bound need not come first
    assert _highest_allowed("==1.15.*") == (1, 15)  # pip's wildcard
    assert _highest_allowed("<2.12") == (2, 12)
    assert _highest_allowed("~=1.14.0") == (1, 14, 9999)  # any 1.14.x
    assert _highest_allowed("~=2.1") == (2, 9999)  # any 2.x from 2.1
    assert _highest_allowed("~=3") == (3,)
    assert _highest_allowed("<=2.10,==1.15") == (1, 15)  # the tighter bound
    assert _highest_allowed(">=1.10") is None  # no upper bound
    assert _highest_allowed("") is None


def _view(lines: list[str]):
    from tfgpu_gui.doctor.facts import FactView

    return FactView(read_log_facts(lines))


PINNED_115 = [
    "ERROR: Could not find a version that satisfies the requirement tensorflow-gpu==1.15",
    "ERROR: No matching distribution found for tensorflow-gpu==1.15",
]


def test_a_pinned_tensorflow_gpu_names_the_pythons_of_its_release():
    from tfgpu_gui.doctor.rules_install import _old_tensorflow_gpu_not_found

    # TensorFlow 1.15's tested Pythons: 2.7 (not on Windows), 3.3-3.7 (the tested-build table).
    (f,) = _old_tensorflow_gpu_not_found(_view(["Python 3.8.10", *PINNED_115]), "tensorflow-gpu")
    assert f.severity == ERROR
    assert f.evidence == [
        "Python 3.8",
        "pip found no tensorflow-gpu==1.15: those releases are published as wheels for "
        "Python 2.7 (not on Windows), 3.3-3.7 (64-bit) only, so this Python is not one of them",
        "log line 2: " + PINNED_115[0],
    ]
    # A Python the release has wheels for: something else (32-bit, the platform) is why.
    assert (
        _old_tensorflow_gpu_not_found(_view(["Python 3.7.9", *PINNED_115]), "tensorflow-gpu") == []
    )
    # 2.10 is the last release with wheels for Windows too; 2.11 is judged elsewhere.
    ten = ["ERROR: No matching distribution found for tensorflow-gpu==2.10"]
    (f,) = _old_tensorflow_gpu_not_found(_view(ten), "tensorflow-gpu")
    assert f.severity == WARNING and "Python 3.7-3.10 (64-bit)" in f.evidence[0]
    eleven = ["ERROR: No matching distribution found for tensorflow-gpu==2.11"]
    assert _old_tensorflow_gpu_not_found(_view(eleven), "tensorflow-gpu") == []
    # A release the table does not know.
    old = ["ERROR: No matching distribution found for tensorflow-gpu==0.5"]
    (f,) = _old_tensorflow_gpu_not_found(_view(old), "tensorflow-gpu")
    assert "the 64-bit Pythons of its time" in f.evidence[0]


def test_the_dependency_without_a_wheel_is_named_with_the_versions_asked_and_its_line():
    from tfgpu_gui.doctor.rules_install import pip_found_no_platform_dependency

    line = "ERROR: No matching distribution found for tensorflow-io-gcs-filesystem>=0.21.0"
    (f,) = pip_found_no_platform_dependency(_view([line]))
    assert f.evidence == [
        "the installer found no tensorflow-io-gcs-filesystem>=0.21.0 for this system: "
        "TensorFlow requires it, and its wheels cover fewer systems and Pythons than "
        "TensorFlow's",
        "log line 1: " + line,
    ]


def test_the_line_that_hides_the_gpus_is_cited():
    text = ["TensorFlow does not use my GPU.", 'os.environ["CUDA_VISIBLE_DEVICES"] = "-1"']
    (f,) = [f for f in diagnose_log(text).findings if f.id == "cuda-visible-devices-hides-gpus"]
    assert f.evidence == [
        "CUDA_VISIBLE_DEVICES is set to -1 or empty, and the paste says the GPU is not used",
        "CUDA shows a program only the GPUs that variable lists: none",
        "log line 2: " + text[1],
    ]


KERNEL = "plain python can run it, but not on JupyterHub."


def test_the_kernels_library_path_is_said_with_its_line_and_gives_way():
    (f,) = [f for f in diagnose_log([KERNEL]).findings if f.id == "cuda-libraries-missing"]
    assert f.evidence == [
        "the paste says TensorFlow works from a shell but not from the notebook or IDE",
        "a kernel or an IDE starts Python without the shell's LD_LIBRARY_PATH (PATH on "
        "Windows), where the CUDA libraries were found",
        "log line 1: " + KERNEL,
    ]
    # A line showing the GPU in use, or a cause the paste shows, takes its place.
    used = (
        "Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 4722 MB "
        "memory) -> physical GPU (device: 0, name: GeForce GTX 1060 6GB, pci bus id: "
        "0000:01:00.0, compute capability: 6.1)"
    )
    assert "cuda-libraries-missing" not in _found(KERNEL + "\n" + used)
    driver = "ImportError: libcuda.so.1: cannot open shared object file: No such file"
    found = _found(KERNEL + "\n" + driver)
    assert next(iter(found)) == "no-nvidia-driver"
    assert found.get("cuda-libraries-missing") is None
