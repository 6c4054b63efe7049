"""A native Windows release that still had the GPU, stated beside a GPU not seen; a GPU load
above zero told in words. Each text is quoted from the public thread named beside it."""

from __future__ import annotations

from tests.doctor.corpus import all_logs
from tfgpu_gui.doctor.log_facts import read_log_facts
from tfgpu_gui.doctor.model import ERROR, WARNING
from tfgpu_gui.doctor.rules import diagnose_log

# https://github.com/tensorflow/tensorflow/issues/36776 as the corpus holds it (the GPU listed
# after a restart: the new PATH to CUDA's DLLs had not been seen)
WINDOWS_21 = next(
    log.text
    for log in all_logs()
    if log.name == "tf21-windows-gtx1650-gpu-listed-only-after-reboot-prose"
)

# https://github.com/tensorflow/tensorflow/issues/62375: a release after 2.10 on native Windows
WINDOWS_214 = """### TensorFlow version

2.14

### OS platform and distribution

Windows 10

### CUDA/cuDNN version

11.2/8.1

### Current behavior?

I installed tensorflow and cuda/cudnn but cannot see GPU in tensorflow."""

# https://github.com/lengstrom/fast-style-transfer/issues/283 (shortened): a run that worked,
# only slowly
LOAD_TOLD = (
    "I'm using rtx2080 with 8gb's memory on windows 10, but I can only run style.py when batch "
    "size is 1. Also, when batch size is 1 and it's running, I see that the gpu usage is only "
    "about 5% and it runs quite slowly. When batch size is higher, there is only a high peak of "
    "about 100% then the gpu doesn't work. The cuda version is 11.7 and tensorflow-gpu verison "
    "is 2.9.0."
)


def _problems(text: str) -> dict[str, str]:
    return {
        f.id: f.severity
        for f in diagnose_log(text.splitlines()).findings
        if f.severity in (ERROR, WARNING)
    }


def test_only_the_cpu_seen_is_a_complaint():
    facts = read_log_facts(WINDOWS_21.splitlines())["from_log"]
    assert facts["gpu_not_used"] is True


def test_a_windows_release_with_the_gpu_not_seen_is_possibly_its_cuda_dlls():
    diagnosis = diagnose_log(WINDOWS_21.splitlines())
    found = {f.id: f for f in diagnosis.findings}
    assert _problems(WINDOWS_21) == {"cuda-libraries-missing": WARNING}
    evidence = " ".join(found["cuda-libraries-missing"].evidence)
    assert "native Windows" in evidence and "PATH" in evidence


def test_a_windows_release_after_2_10_keeps_its_own_cause():
    assert _problems(WINDOWS_214) == {"windows-native-no-gpu": ERROR}


def test_a_gpu_load_above_zero_told_is_a_gpu_in_use():
    facts = read_log_facts(LOAD_TOLD.splitlines())["from_log"]
    assert facts.get("gpu_works_stated") is True
    assert "cuda-libraries-missing" not in _problems(LOAD_TOLD)
    for idle in ("the GPU usage is 0% the whole time", "GPU utilization stays at 0 %"):
        assert not read_log_facts([idle])["from_log"].get("gpu_works_stated"), idle


def test_the_gpu_load_told_in_chinese():
    def told(line: str) -> dict:
        return {k: v for k, v in read_log_facts([line])["from_log"].items() if k != "evidence"}

    # Zero: not used (https://github.com/LinXueyuanStdio/LaTeX_OCR/issues/6,
    # https://github.com/MaybeShewill-CV/CRNN_Tensorflow/issues/16,
    # https://github.com/610265158/face_landmark/issues/18)
    for idle in (
        "为什么我的GPU利用率为0啊，是哪里的参数要设置吗？Linux系统",
        "突然发现个问题，我的gpu使用率是0，你们有遇见吗？",
        "GPU使用率0%",
    ):
        assert told(idle) == {"gpu_wanted": True, "gpu_not_used": True}, idle
    # Above zero, the GPU's (on a line about it) and not the CPU's or the memory's
    # (https://github.com/MorvanZhou/Reinforcement-learning-with-tensorflow/issues/117)
    morvan = (
        "通过“nvidia-smi”命令查看GPU的使用情况。我当前仅执行了您的DQN和PG，发现利用率最多也就1%。"
    )
    for used in (morvan, "GPU利用率为30%"):
        assert told(used) == {"gpu_works_stated": True}, used
    for other in ("GPU利用率为0.5", "GPU的内存使用率80%", "CPU利用率100%，显存也满了 GPU"):
        assert "gpu_works_stated" not in told(other) and "gpu_not_used" not in told(other), other


def test_the_system_cuda_of_a_windows_release_only_up_to_2_10():
    # The rule itself, before any other cause is found: a Windows release after 2.10 has no
    # system CUDA to miss (windows_native says why); 2.10 itself has.
    from tfgpu_gui.doctor.facts import FactView
    from tfgpu_gui.doctor.rules import _stated_system_no_gpu

    def found(text: str) -> list[str]:
        return [
            f.id for f in _stated_system_no_gpu(FactView(read_log_facts(text.split("\n"))), set())
        ]

    assert found(WINDOWS_214) == []
    assert found(WINDOWS_214.replace("\n2.14\n", "\n2.10\n")) == ["cuda-libraries-missing"]


def test_the_windows_drivers_library_not_found_is_no_driver():
    # TensorFlow 0.12's loader (https://github.com/tensorflow/tensorflow/issues/6993, a laptop
    # with Intel graphics only): the driver's library first, the CUDA DLLs after it.
    old = (
        r"I c:\tf_jenkins\home\workspace\release-win\device\gpu\os\windows\tensorflow"
        r"\stream_executor\dso_loader.cc:119] Couldn't open CUDA library cublas64_80.dll"
        "\n"
        r"I c:\tf_jenkins\home\workspace\release-win\device\gpu\os\windows\tensorflow"
        r"\stream_executor\dso_loader.cc:119] Couldn't open CUDA library nvcuda.dll"
    )
    assert list(_problems(old)) == ["no-nvidia-driver", "cuda-libraries-missing"]
    # TensorFlow 1.x's self-check at import (https://github.com/faroit/CountNet/issues/5).
    check = (
        "ImportError: Could not find 'nvcuda.dll'. TensorFlow requires that this DLL be "
        "installed in a directory that is named in your %PATH% environment variable. Typically "
        "it is installed in 'C:\\Windows\\System32'. If it is not present, ensure that you have "
        "a CUDA-capable GPU with the correct driver installed."
    )
    assert _problems(check) == {"no-nvidia-driver": ERROR}
    # TensorFlow 2.x's loader, then cuInit's 303 (https://github.com/rstudio/tensorflow/issues/560):
    # printed on every computer without an NVIDIA GPU, so harmless unless a GPU is wanted.
    new = (
        "W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic "
        "library 'nvcuda.dll'; dlerror: nvcuda.dll not found\n"
        " W tensorflow/stream_executor/cuda/cuda_driver.cc:269] failed call to cuInit: UNKNOWN "
        "ERROR (303)"
    )
    assert _problems(new) == {}
    infos = {f.id for f in diagnose_log(new.splitlines()).findings}
    assert "no-nvidia-driver" in infos


def test_pythons_memory_error_is_the_computers_memory():
    # https://github.com/tensorflow/tensorflow/issues/657 (MNIST on a 512 MB server)
    trace = (
        '  File "convolutional.py", line 75, in extract_data\n'
        "    data = (data - (PIXEL_DEPTH / 2.0)) / PIXEL_DEPTH\n"
        "MemoryError"
    )
    assert _problems(trace) == {"host-out-of-memory": ERROR}
    # NumPy's own (numpy/_core/_exceptions.py, _ArrayMemoryError.__str__)
    numpy = (
        "numpy.core._exceptions._ArrayMemoryError: Unable to allocate 5.93 MiB for an array "
        "with shape (1080, 1920, 3) and data type uint8"
    )
    assert _problems(numpy) == {"host-out-of-memory": ERROR}
    # Code that raises or names it is no such error.
    assert _problems("    raise MemoryError()\nexcept MemoryError:") == {}
    assert _problems("MemoryError handling was added in 2.3") == {}


def test_a_cudnn_of_another_major_shown_loaded_is_the_wrong_cudnn_not_a_missing_one():
    # https://github.com/2033329616/notebook/blob/08dbb4b0659a85ec1b979b83c08503aa67ce852b/tensorflow/tensorflow中遇到的问题.md
    lines = [
        "Loaded runtime CuDNN library: 7003 (compatibility version 7000) but source was compiled "
        "with 6021 (compatibility version 6000).  If using a binary install, upgrade your CuDNN "
        "library to match.",
        "这里使用的cuda8.0,cudnn7.0.3和tensorflow1.4",
    ]
    assert _problems("\n".join(lines)) == {"cudnn-version-mismatch": ERROR}
    # Stated alone, a cuDNN of another major is a library TensorFlow 1.4 never finds.
    assert _problems(lines[1]) == {"cuda-libraries-missing": ERROR}


def test_the_release_said_to_lack_the_gpu_on_windows_written_against_its_name():
    # https://github.com/ZFTurbo/segmentation_models_3D/issues/26 (its sentence, without the
    # question that follows it on the same line)
    said = "tensorflow2.12 does not support gpu under windows."
    assert _problems(said) == {"windows-native-no-gpu": ERROR}


def test_a_statement_counts_beside_a_question_on_the_same_line_a_question_does_not():
    # The line as the thread has it: the statement, then its own question.
    line = "tensorflow2.12 does not support gpu under windows. How to solve it?"
    assert _problems(line) == {"windows-native-no-gpu": ERROR}
    assert _problems("Why? " + line.partition(" How")[0]) == {"windows-native-no-gpu": ERROR}
    # The same words asked, before or after another sentence, are no evidence.
    assert _problems("I use it. Does tensorflow2.12 not support gpu under windows? thanks.") == {}
    assert _problems("Is it that tensorflow no longer supports GPUs on Windows?") == {}
    assert _problems("Is it that my RTX 3080 card needs CUDA 11? I have CUDA 10.") == {}
    assert _problems("My RTX 3080 card needs CUDA 11. Right?") == {
        "compute-capability-unsupported": ERROR
    }
    assert _problems("Tensorflow 1.15.2 no longer has GPU support. What now?") == {
        "tensorflow-cpu-only-build": ERROR
    }
    assert _problems("Tensorflow 1.15.2 no longer has GPU support 吗") == {}
    # A version's dot ends no sentence.
    assert _problems("So tensorflow no longer has GPU support after version 2.10?") == {}
    assert _problems("Tensorflow 1.15.2 no longer has GPU support。怎么办？") == {
        "tensorflow-cpu-only-build": ERROR
    }
