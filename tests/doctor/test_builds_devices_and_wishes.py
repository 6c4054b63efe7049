"""Readings of what a paste shows of the build, the devices and the poster's wishes.

Each paste is quoted from the thread named beside it: conda's CPU builds by their build string,
a bug form's "Expected behavior" (wishes, not what ran), hosted notebooks that run Linux, XLA's
GPU device listed without TensorFlow's, and NVIDIA's containers refusing a GPU newer than them.
"""

from __future__ import annotations

from tests.helpers.pastes import findings_of as _all
from tests.helpers.pastes import read_lines as _read
from tfgpu_gui.doctor.knowledge.log_facts_patterns import EXPECTED_SECTION_LINES
from tfgpu_gui.doctor.log_facts import ExpectedSection
from tfgpu_gui.doctor.model import ERROR, INFO, WARNING
from tfgpu_gui.doctor.rules import diagnose_log


def _facts(*lines: str) -> dict:
    """The facts of a paste as the doctor reads it (a form's wishes set aside)."""
    return diagnose_log(list(lines)).facts


# --- conda's CPU builds ----------------------------------------------------------------------


def test_anacondas_eigen_and_mkl_builds_are_cpu_builds():
    # https://github.com/deepfakes/faceswap/issues/1035 (a `conda list`), the builds of
    # https://github.com/nanoporetech/medaka/issues/232 (`conda search tensorflow`)
    for line in (
        "tensorflow                1.15.0          eigen_py37h9f89a44_0  ",
        "tensorflow-base           1.15.0          eigen_py37h07d2309_0  ",
        "tensorflow                     2.2.0 mkl_py38h6d3daf0_0  pkgs/main",
        "# tensorflow                 2.4.1            mkl_py39h4683426_0",
    ):
        f = _all(line)["tensorflow-cpu-only-build"]
        assert (f.severity, f.confidence) == (ERROR, "likely"), line
        assert f.evidence[0] == f"log line 1: {line.strip()}"
    # The GPU build, and a package whose name only begins so, are not.
    assert "tensorflow-cpu-only-build" not in _all(
        "tensorflow                     2.2.0 gpu_py38hb782248_0  pkgs/main"
    )
    assert "tensorflow-cpu-only-build" not in _all(
        "tensorflow-estimator      1.15.1             mkl_py37_0"
    )


def test_anacondas_build_selector_names_the_cpu_build():
    # https://github.com/ContinuumIO/anaconda-issues/issues/13063
    assert "tensorflow-cpu-only-build" in _all(
        "_tflow_select             2.3.0                       mkl"
    )
    assert "tensorflow-cpu-only-build" in _all("_tflow_select 2.1.0 eigen    anaconda")
    assert "tensorflow-cpu-only-build" not in _all(
        "_tflow_select             2.1.0                       gpu    anaconda"
    )


# --- a bug form's "Expected behavior" ---------------------------------------------------------

# https://github.com/aws/studio-lab-examples/issues/275
STUDIO_LAB = """**Describe the bug**
Even with GPU instance, tensorflow ( with sagemaker-distribution kernel ) can't recognize the GPU.
`nvidia-smi` show I'm using GPU instance, and pytorch can recognize the GPU.

**To Reproduce**
```
import tensorflow as tf
import torch

tf.config.list_physical_devices('GPU') # []
tf.test.is_built_with_cuda() # False
torch.cuda.is_available() # True
```
TensorFlow can't recognize GPU, and is not even built with CUDA.

**Expected behavior**
```
tf.config.list_physical_devices('GPU') # at least one GPU should be in the list
tf.test.is_built_with_cuda() # True
```"""


def test_what_the_poster_expected_is_not_what_ran():
    facts = _facts(*STUDIO_LAB.splitlines())
    assert facts["tensorflow"]["built_with_cuda"] is False
    found = _all(STUDIO_LAB)
    f = found["tensorflow-cpu-only-build"]
    assert f.severity == ERROR
    assert any("is_built_with_cuda() # False" in line for line in f.evidence)
    # SageMaker runs Linux: neither Windows nor macOS is offered as the reason.
    assert "windows-native-no-gpu" not in found
    assert "macos-no-cuda" not in found


def test_the_expected_section_ends_at_the_next_heading_or_a_log_line():
    wish = "tf.test.is_built_with_cuda() # True"
    ran = "tf.test.is_built_with_cuda() # False"
    for heading in (
        "**Expected behavior**",
        "### Expected Behaviour",
        "**Describe the expected behavior**",
    ):
        facts = _facts(heading, wish, "**Other info / logs**", ran)
        assert facts["tensorflow"]["built_with_cuda"] is False, heading
        # Without a heading after it, the wish is all there is: nothing read.
        assert "built_with_cuda" not in _facts(heading, wish).get("tensorflow", {})
        # Read by the log reader alone (no form), the same line is a fact.
        assert _read(heading, wish).facts()["tensorflow"]["built_with_cuda"] is True
    # TensorFlow's own log line is what ran, whatever section it is in.
    line = (
        "2020-01-14 14:37:14.163651: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1096] "
        "Device interconnect StreamExecutor with strength 1 edge matrix:"
    )
    section = ExpectedSection()
    shown = [section.hides(x) for x in ("**Expected behavior**", "GPU should be used", line, "x")]
    assert shown == [True, True, False, False]
    # Written on one line, the heading hides that line only.
    facts = _facts(ran, "Expected behavior: tf.test.is_built_with_cuda() # True")
    assert facts["tensorflow"]["built_with_cuda"] is False
    facts = _facts("Expected behavior: the GPU is used", wish)
    assert facts["tensorflow"]["built_with_cuda"] is True


def test_a_failure_written_under_expected_behaviour_is_still_read():
    # https://github.com/iperov/DeepFaceLab/issues/140: the report put in the wrong section.
    text = (
        "## Expected behavior\n"
        "I have a k40 graphics card，but your software says that Tesla K40m does not meet "
        "minimum required compute capability: 3.7. Falling back to CPU mode.\n"
        "\n"
        "## Actual behavior\n"
        " The software always call cpu calculations automatically"
    )
    f = _all(text, "windows")["compute-capability-too-old"]
    assert f.severity == ERROR


# --- XLA's GPU device without TensorFlow's -----------------------------------------------------

# https://github.com/tensorflow/tensorflow/issues/38990 (TensorFlow 2.1 under CUDA 10.2)
XLA_ONLY = """tf.config.list_physical_devices(
    device_type=None
)

`[PhysicalDevice(name='/physical_device:CPU:0', device_type='CPU'),
 PhysicalDevice(name='/physical_device:XLA_CPU:0', device_type='XLA_CPU'),
 PhysicalDevice(name='/physical_device:XLA_GPU:0', device_type='XLA_GPU')]`

and for

physical_devices = tf.config.list_physical_devices('GPU')
print("Num GPUs:", len(physical_devices))

`Num GPUs: 0`"""


def test_xla_gpu_listed_without_a_gpu_device_is_cuda_libraries_missing():
    f = _all(XLA_ONLY)["cuda-libraries-missing"]
    assert (f.severity, f.confidence) == (WARNING, "possible")
    assert f.evidence[0] == (
        "XLA's GPU device is listed but TensorFlow registered no GPU device of its own: the "
        "driver works, the CUDA libraries of the build did not load"
    )
    assert "XLA_GPU:0" in f.evidence[1] and "Num GPUs: 0" in f.evidence[2]
    # With TensorFlow's GPU device beside it (a working TensorFlow 2.1-2.3), nothing.
    working = XLA_ONLY.replace("`Num GPUs: 0`", "`Num GPUs: 1`")
    assert "cuda-libraries-missing" not in _all(working)


def test_an_xla_gpu_device_is_not_counted_as_a_gpu():
    line = (
        "GPU available: [PhysicalDevice(name='/physical_device:XLA_GPU:0', device_type='XLA_GPU')]"
    )
    assert _read(line).values["tf_gpu_count"] == 0
    both = (
        "GPUs available: [PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU'), "
        "PhysicalDevice(name='/physical_device:XLA_GPU:0', device_type='XLA_GPU')]"
    )
    assert _read(both).values["tf_gpu_count"] == 1


# --- NVIDIA's containers and a GPU newer than them ----------------------------------------------

# https://github.com/NVIDIA/DeepLearningExamples/issues/803
NGC_TOO_OLD = """I have choose nvcr.io/nvidia/tensorflow:20.03-tf1-py3 container,but final shows bellow:
WARNING: Detected NVIDIA GeForce RTX 3060 Ti GPU, which is not yet supported in this version of the container
ERROR: No supported GPU(s) detected to run this container"""  # noqa: E501


def test_an_ngc_container_older_than_the_gpu_says_so():
    f = _all(NGC_TOO_OLD)["compute-capability-unsupported"]
    assert (f.severity, f.confidence) == (ERROR, "likely")
    assert "not yet supported in this version of the container" in f.evidence[0]
    # The verdict alone suggests it.
    alone = _all("ERROR: No supported GPU(s) detected to run this container")
    assert alone["compute-capability-unsupported"].confidence == "possible"


# --- the allocator's dump after a failed allocation ----------------------------------------------

# https://github.com/endernewton/tf-faster-rcnn/issues/7 (the dump pasted without its first line)
BFC_DUMP = (
    "I tensorflow/core/common_runtime/bfc_allocator.cc:687] Free at 0x1305ba7300 of size 133120\n"
    "I tensorflow/core/common_runtime/bfc_allocator.cc:687] Free at 0x1305bebb00 of size 294912\n"
    "I tensorflow/core/common_runtime/bfc_allocator.cc:678] Chunk at 0x1306930000 of size 589824"
)
# https://github.com/talmolab/sleap/issues/587: the allocator's note that is not a failure
NOT_A_FAILURE = (
    "2021-09-29 16:46:34.070863: W tensorflow/core/common_runtime/bfc_allocator.cc:246] "
    "Allocator (GPU_0_bfc) ran out of memory trying to allocate 3.60GiB with freed_by_count=0. "
    "The caller indicates that this is not a failure, but may mean that there could be "
    "performance gains if more memory were available."
)


def test_the_allocators_memory_dump_is_an_out_of_memory():
    f = _all(BFC_DUMP)["gpu-out-of-memory"]
    assert (f.severity, f.confidence) == (ERROR, "likely")
    assert f.evidence[0].startswith("log line 1: I tensorflow/core/common_runtime/bfc_allocator")
    # The note that is not a failure prints no dump and is no out-of-memory.
    assert "gpu-out-of-memory" not in _all(NOT_A_FAILURE)


# --- the complaint that the GPU is not used, by construction --------------------------------------


def test_a_negation_a_verb_of_using_and_the_gpu_make_a_complaint():
    for line in (
        # https://github.com/mvirgo/MLND-Capstone/issues/37
        "Not using CUDA GPU despite that being available",
        # https://github.com/freesurfer/samseg/issues/9
        "This warning disappears after the cuda drivers are installed but the execution time was "
        'the same as before and "watch nvidia-smi" does not show any GPU usage at all.',
        # https://github.com/tensorforce/tensorforce/issues/127 (the poster was wrong: it was)
        "it ran slow and I did not see any load on the gpu",
        "the GPU is still not being used",
    ):
        assert _read(line).values.get("gpu_not_used") is True, line


def test_what_only_looks_like_the_complaint_is_none():
    for line in (
        # https://github.com/google/deepvariant/issues/960 (a run that worked)
        "Yes, I am aware that Tensorflow warnings and `CUDA_ERROR_NOT_INITIALIZED` error should "
        "not affect GPU usage.",
        # pip's words about a package whose name ends in "gpu"
        # (https://github.com/CorentinJ/Real-Time-Voice-Cloning/issues/194)
        "ERROR: No matching distribution found for tensorflow-gpu<=1.14.0,>=1.10.0 (from -r "
        "requirements.txt (line 1))",
        # a guess asked, a condition
        "Is that because nvidia-smi shows no GPU usage?",
        "Unless you do not want to use the GPU, keep this line.",
    ):
        assert _read(line).values.get("gpu_not_used") is None, line


# --- the user's own reading: the GPU is newer than the CUDA there ---------------------------------


def test_a_gpu_said_to_need_a_newer_cuda_or_tensorflow_is_possibly_too_new():
    for text in (
        # https://github.com/Esri/deep-learning-frameworks/issues/17
        "I have an RTX 3090 but it cannot run any deep learning tasks through ArcGIS Pro. My "
        "understanding is that these new GPUs require CUDA 11 support.",
        # https://github.com/google/deepvariant/issues/452
        "I am using RTX 3090 and this card needs a higher version of TF.",
        # https://github.com/google/deepvariant/issues/430
        "Current version of `google/deepvariant:latest-gpu` uses Cuda 10, which does not work on "
        "newest nVidia GPUs.",
    ):
        f = _all(text)["compute-capability-unsupported"]
        assert (f.severity, f.confidence) == (ERROR, "possible"), text
        assert f.evidence[0].startswith("log line 1: ")


def test_a_question_or_a_need_of_ones_own_is_no_reading_of_the_gpu():
    for text in (
        "Does the RTX 3090 need CUDA 11?",
        "I need CUDA 11 for my project",
        "CUDA 10 does not work with my script",
    ):
        assert "compute-capability-unsupported" not in _all(text), text


# --- the usual causes guessed for a paste that shows nothing, most common first -----------------


def test_a_bare_complaint_lists_the_usual_causes_most_common_first():
    # https://github.com/mvirgo/MLND-Capstone/issues/37: a complaint, no system, no release.
    report = diagnose_log(["Not using CUDA GPU despite that being available"])
    causes = [f.id for f in report.findings if f.rank]
    assert causes == [
        "tensorflow-cpu-only-build",
        "cuda-libraries-missing",
        "windows-native-no-gpu",
        "and-cuda-extra-missing",
        "macos-no-cuda",
    ]
    assert [f.rank for f in report.findings if f.rank] == [1, 2, 3, 4, 5]
    assert all(f.confidence == "possible" for f in report.findings if f.rank)


def test_with_the_release_shown_its_own_reading_orders_the_causes():
    # A release after 2.10 with no system shown: native Windows has no GPU build, first.
    report = diagnose_log(["TensorFlow version: 2.15.0", "Num GPUs Available: 0"])
    causes = [f.id for f in report.findings if f.rank]
    assert causes[0] == "windows-native-no-gpu"
    assert "tensorflow-cpu-only-build" not in causes[:1]


# --- the computer's memory, not the GPU's ---------------------------------------------------------

# https://github.com/tensorflow/models/issues/6450
HOST_OOM = (
    "INFO:tensorflow:Error reported to Coordinator: <class 'tensorflow.python.framework."
    "errors_impl.ResourceExhaustedError'>, OOM when allocating tensor with shape[24,1,2304,1152,3]"
    " and type float on /job:localhost/replica:0/task:0/device:CPU:0 by allocator cpu\n"
    "\t [[{{node batch}}]]\n"
    "Hint: If you want to see a list of allocated tensors when OOM happens, add "
    "report_tensor_allocations_upon_oom to RunOptions for current allocation info."
)
# https://github.com/tensorflow/tensorflow/issues/17669 (the GPU's allocator)
GPU_OOM = (
    "ResourceExhaustedError: OOM when allocating tensor with shape[256,256,128,128] and type "
    "float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc"
)


def test_an_allocation_that_failed_on_the_hosts_allocator_is_the_computers_memory():
    found = _all(HOST_OOM)
    f = found["host-out-of-memory"]
    assert (f.severity, f.confidence) == (ERROR, "likely")
    assert "gpu-out-of-memory" not in found  # the other lines of the same failure follow it
    assert len(f.evidence) == 2
    gpu = _all(GPU_OOM)
    assert "gpu-out-of-memory" in gpu and "host-out-of-memory" not in gpu


def test_a_tensorflow_told_to_have_no_gpu_support_is_possibly_a_cpu_build():
    # https://github.com/tensorflow/tensorflow/issues/36347
    text = (
        "As announced Tensorflow 1.15 contained GPU support by default. Tensorflow 1.15.2 no "
        "longer has GPU support."
    )
    f = _all(text)["tensorflow-cpu-only-build"]
    assert (f.severity, f.confidence) == (ERROR, "possible")
    # Asked, or said of a build that has it, it is no such reading.
    assert "tensorflow-cpu-only-build" not in _all("Does my TensorFlow have no GPU support?")
    assert "tensorflow-cpu-only-build" not in _all("TensorFlow with GPU support is installed")


# --- native Windows stated, the release not shown ----------------------------------------------

# https://github.com/DeepLabCut/DeepLabCut/issues/1483 (a form: "WIN 10"; the environment had no
# cuDNN or CUDA toolkit)
DLC_WINDOWS = """So, during training, DLC is using only my CPU.

### Operating System

WIN 10"""


def test_windows_with_no_release_shown_offers_both_of_its_usual_causes():
    report = diagnose_log(DLC_WINDOWS.splitlines())
    assert report.platform == "windows"
    causes = [(f.id, f.severity, f.confidence) for f in report.findings if f.rank]
    assert causes == [
        ("windows-native-no-gpu", WARNING, "possible"),
        ("cuda-libraries-missing", WARNING, "possible"),
    ]
    older = next(f for f in report.findings if f.id == "cuda-libraries-missing")
    assert older.evidence[1] == (
        "up to 2.10, TensorFlow on native Windows loads the CUDA and cuDNN DLLs of its build "
        "from PATH (the tested build table)"
    )
    # CUDA 12 named: no release with the GPU on native Windows was built for it.
    cuda_12 = diagnose_log([*DLC_WINDOWS.splitlines(), "CUDA 12.1"])
    assert [f.id for f in cuda_12.findings if f.rank] == ["windows-native-no-gpu"]


# --- the readings above at their edges ----------------------------------------------------------


def test_the_expected_section_ends_after_its_last_line_without_a_heading():
    # The wish of https://github.com/aws/studio-lab-examples/issues/275, repeated until the
    # section's length runs out: the next line is read again.
    wish = "tf.config.list_physical_devices('GPU') # at least one GPU should be in the list"
    section = ExpectedSection()
    assert section.hides("**Expected behavior**")
    assert all(section.hides(wish) for _ in range(EXPECTED_SECTION_LINES))
    assert not section.hides(wish)
    assert not section.hides("tf.test.is_built_with_cuda() # False")


def test_sagemaker_and_kaggle_notebooks_are_linux_unless_the_paste_shows_another_system():
    # https://github.com/aws/sagemaker-distribution/issues/539
    sagemaker = (
        "I'm trying to train a model in a script that requires TF 2.14. As I understand, the "
        "right way to do that is to select an earlier version of the SageMaker Distribution "
        "when starting the instance."
    )
    # https://github.com/Kaggle/docker-python/issues/1085
    kaggle = (
        "I'm pretty new to docker, recently want to use the container as my local machine "
        "generates different results compared to the Kaggle notebook."
    )
    assert _read(sagemaker).values["platform"] == "linux"
    assert _read(kaggle).values["platform"] == "linux"
    # A system the paste shows first stays: the notebook named is not where this ran.
    # https://github.com/Liang-yc/ssq/issues/25
    windows = (
        "Python 3.7.7 (tags/v3.7.7:d7c567b08f, Mar 10 2020, 10:41:24) [MSC v.1900 64 bit "
        "(AMD64)] on win32"
    )
    assert _read(windows, kaggle).values["platform"] == "windows"


def test_xla_gpu_listed_gives_the_fix_of_the_system_it_ran_on():
    def fix_on(platform: str) -> str:
        report = diagnose_log(XLA_ONLY.splitlines(), platform=platform)
        return next(f.fix for f in report.findings if f.id == "cuda-libraries-missing")

    assert fix_on("windows") != fix_on("linux")


def test_the_usual_causes_keep_their_places_beside_a_reading_of_the_installer():
    # A complaint (https://github.com/mvirgo/MLND-Capstone/issues/37) beside pip finding no
    # TensorFlow at all (https://github.com/tensorflow/tensorflow/issues/42384): the
    # installer's readings, not among the usual causes, keep their places.
    report = diagnose_log(
        [
            "Not using CUDA GPU despite that being available",
            "ERROR: Could not find a version that satisfies the requirement tensorflow "
            "(from versions: none)",
        ]
    )
    assert [f.id for f in report.findings if f.rank] == [
        "tensorflow-cpu-only-build",
        "cuda-libraries-missing",
        "python-version-unsupported",
        "windows-native-no-gpu",
        "and-cuda-extra-missing",
        "macos-no-cuda",
        "python-32-bit",
    ]


def test_a_heading_with_its_colon_alone_on_its_line_opens_the_section():
    # https://github.com/googlecolab/colabtools/issues/662 (TensorFlow's Colab bug form)
    wish = "tf.test.is_built_with_cuda() # True"
    ran = "tf.test.is_built_with_cuda() # False"
    for heading in (
        "- Describe the expected behavior:",
        "**Expected behavior:**",
        "Expected behavior :",
    ):
        facts = _facts(ran, heading, "", "GPU is available", wish)
        assert facts["tensorflow"]["built_with_cuda"] is False, heading
    # With words after the colon, the heading is its one line: the next line is read.
    facts = _facts(ran, "Expected behavior : the GPU is used", wish)
    assert facts["tensorflow"]["built_with_cuda"] is True


# --- the user's own reading: no GPU on Windows, a CUDA library not found -------------------------


def test_tensorflows_gpu_support_said_gone_on_windows_is_possibly_the_cause():
    for text in (
        # https://github.com/tensorflow/tensorflow/issues/73652
        "Removing GPU support from Tensorflow on Windows is a worst violation and discriminatory, "
        "as it hits people like me.",
        "TensorFlow no longer supports GPUs on native Windows, so my RTX 3060 sits idle.",
        "Since the end of GPU support for Windows in TF 2.11 it only trains on the CPU.",
    ):
        f = _all(text)["windows-native-no-gpu"]
        assert (f.severity, f.confidence) == (ERROR, "possible"), text
        assert f.evidence[0].startswith("log line 1: ")


def test_a_question_about_gpu_support_on_windows_is_no_reading():
    for text in (
        "Does TensorFlow no longer support GPUs on Windows?",
        "GPU support on Windows works fine with 2.10.",
        "Windows has GPU support through WSL2.",
    ):
        assert "windows-native-no-gpu" not in _all(text), text


def test_a_cuda_library_said_not_found_further_on_in_the_sentence_is_possibly_missing():
    # https://github.com/deepfakes/faceswap/issues/1170: the library named some words after
    # "cannot find", behind a placeholder the poster wrote first
    text = (
        "I found that tensorflow cannot find shared library file libXXXX.so.11.0 (If I remember "
        "correctly, it's libcudart.so.11.0)."
    )
    f = _all(text)["cuda-libraries-missing"]
    assert f.evidence[0].startswith("log line 1: ")
    far = (
        "tensorflow cannot find my data, and later in a long unrelated sentence it loads "
        "libcudart.so.11.0"
    )
    assert "cuda-libraries-missing" not in _all(far)


# --- a CPU named that has no AVX ----------------------------------------------------------------


def test_a_cpu_named_from_before_avx_is_possibly_the_cause():
    for line in (
        # https://github.com/tensorflow/tfjs/issues/2619 (Windows' systeminfo)
        "1) Intel64 Family 6 Model 37 Stepping 2 3201 Intel Core i5 CPU 650 @ 3.20GHz 2 cores",
        "model name\t: Intel(R) Core(TM)2 Quad CPU    Q6600  @ 2.40GHz",
        "model name\t: Intel(R) Xeon(R) CPU           X5650  @ 2.67GHz",
        "CPU: AMD Phenom(tm) II X6 1090T",
    ):
        f = _all(line)["cpu-without-avx"]
        assert f.confidence == "possible", line


def test_a_cpu_with_avx_is_no_reading():
    for line in (
        "model name\t: Intel(R) Core(TM) i5-2500K CPU @ 3.30GHz",
        "CPU: Intel Core i7 9700K, RAM 32 GB",
        "model name\t: Intel(R) Xeon(R) CPU E5-2670 0 @ 2.60GHz",
        "AMD Ryzen 9 5900X 12-Core Processor",
    ):
        assert "cpu-without-avx" not in _all(line), line


# --- TensorFlow's CUDA runtime line on a machine said to have no GPU --------------------------


def test_the_cuda_runtime_line_on_a_machine_run_without_a_gpu_is_harmless():
    # https://github.com/google/deepvariant/issues/1076: the CPU image, its make_examples step
    cudart = (
        "2026-05-15 11:47:34.726817: I external/local_tsl/tsl/cuda/cudart_stub.cc:32] Could not "
        "find cuda drivers on your machine, GPU will not be used."
    )
    said = (
        "The documentation makes it clear that `make_examples` does not use GPU. However when "
        "running this command using the google CPU docker image you get a huge amount of "
        "concerning looking GPU warnings."
    )
    for text in (cudart, f"{said}\n{cudart}"):
        found = _all(text)
        # (the extra of 2.14 and later, guessed behind it, is needed on the same condition)
        assert {f.id: f.severity for f in found.values() if f.id != "onednn-info"} == {
            "cuda-libraries-missing": "info",
            "and-cuda-extra-missing": "info",
        }, text
        assert found["and-cuda-extra-missing"].explanation.startswith("TensorFlow 2.14 and later")


def test_only_a_gpu_named_keeps_a_line_of_its_own():
    evidence = _read("I have CUDA 11.2 and a GTX 1080", "and a GTX 1080 again").evidence
    assert evidence["stated:gpu:GTX 1080"] == "log line 1: I have CUDA 11.2 and a GTX 1080"
    assert [k for k in evidence if k.startswith("stated:gpu:")] == ["stated:gpu:GTX 1080"]


def test_the_extra_lowered_beside_the_cuda_runtime_line_leaves_other_warnings_alone():
    # The CUDA runtime's line alone beside a warning of another cause (a Python the release has
    # no wheel for, told in prose): only the runtime and the extra behind it become information.
    cudart = (
        "2024-01-01 10:00:00.000000: I external/local_tsl/tsl/cuda/cudart_stub.cc:31] Could not "
        "find cuda drivers on your machine, GPU will not be used."
    )
    told = "I use Python 3.13 with TensorFlow 2.15 on my laptop without a GPU"
    assert {f.id: f.severity for f in _all(f"{told}\n{cudart}").values()} == {
        "python-version-unsupported": WARNING,
        "cuda-libraries-missing": INFO,
        "and-cuda-extra-missing": INFO,
    }
