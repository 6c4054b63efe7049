# ruff: noqa: E501 - a post is quoted verbatim
"""The ways of saying it that the readings of tests/doctor/test_what_a_post_asks_and_swaps.py
know besides the ones quoted there: each a question about what to install, an unticked form
choice, a package swapped for another, NVIDIA's own TensorFlow 1.15 or TensorFlow on the CPU,
written as posts write them."""

from __future__ import annotations

import pytest

from tfgpu_gui.doctor.log_facts import read_log_facts


def _stated(lines: list[str]) -> dict:
    return read_log_facts(lines).get("stated") or {}


def _from_log(lines: list[str]) -> dict:
    return read_log_facts(lines).get("from_log") or {}


@pytest.mark.parametrize(
    "question",
    [
        "Shall I install CUDA 11.2?",
        "Must I use CUDA 11.2 for this?",
        "Would it work with CUDA 11.2?",
        "Should we move to CUDA 11.2?",
        "Should it be CUDA 11.2 instead?",
        "Does TensorFlow need CUDA 11.2?",
        "Does tf need CUDA 11.2?",
        "Do we really need CUDA 11.2?",
        "Does it require CUDA 11.2?",
        "Do I have to install CUDA 11.2?",
        "Is it necessary to install CUDA 11.2?",
        "Is it possible to use CUDA 11.2?",
        "Is it recommended to use CUDA 11.2?",
    ],
)
def test_a_cuda_asked_about_in_any_of_these_words_is_not_stated(question):
    assert _stated([question]).get("cuda") is None
    # The same words without the question state it.
    assert _stated([f"I have CUDA 11.2. {question}"]).get("cuda") == "11.2"


APPLE = "[Apple Silicon Macs](https://sleap.ai/installation.html#apple-silicon-macs)"


@pytest.mark.parametrize(
    "box",
    [
        f"* [ ] {APPLE}",
        f"+ [ ] {APPLE}",
        f"[ ] {APPLE}",
        f"> - [ ] {APPLE}",
    ],
)
def test_an_unticked_choice_states_nothing_whatever_its_bullet(box):
    def kind(line: str) -> str | None:
        return (read_log_facts([line]).get("system") or {}).get("platform_kind")

    assert kind(box) != "macos"
    assert kind(box.replace("[ ]", "[x]")) == "macos"


@pytest.mark.parametrize(
    "line",
    [
        "Replace tensorflow==2.3.0 with tensorflow-gpu==2.3.0 in requirements.txt",
        "Replacing tensorflow==2.3.0 by tensorflow-gpu==2.3.0 fixed it",
        "Swap tensorflow==1.14.0 for tensorflow-gpu==1.14.0 in setup.py",
        "Swapping out tensorflow==1.14.0 for tensorflow-gpu==1.14.0 works",
        "Change tensorflow==1.15.0 to tensorflow-gpu==1.15.0 in setup.py",
        "Changing tensorflow==1.15.0 to tensorflow-gpu==1.15.0 solved it",
        "Switching tensorflow==1.14.0 to tensorflow-gpu==1.14.0 solved it",
        # told as done, and as what helped
        "I replaced tensorflow==1.14.0 with tensorflow-gpu==1.14.0 and it works",
    ],
)
def test_a_package_swapped_in_any_of_these_words_was_the_one_installed(line):
    facts = read_log_facts([line])
    version = line.split("==")[1].split()[0]
    assert facts.get("packages") == {"tensorflow": {"version": version}}
    assert not (facts.get("from_log") or {}).get("tf_gpu_named")


@pytest.mark.parametrize(
    "line",
    [
        "Switched tensorflow==1.14.0 to tensorflow-gpu==1.14.0, same error",
        "I swapped tensorflow==2.3.0 for tensorflow-gpu==2.3.0",
        "changed tensorflow==2.3.0 to tensorflow-gpu==2.3.0 in setup.py",
        "I replaced tensorflow==2.3.0 with tensorflow-gpu==2.3.0 but it does not help",
    ],
)
def test_a_package_swapped_in_without_helping_is_the_one_installed_now(line):
    facts = read_log_facts([line])
    version = line.split("==")[2].split()[0].rstrip(",")
    assert facts.get("packages") == {"tensorflow-gpu": {"version": version}}
    assert (facts.get("from_log") or {}).get("tf_gpu_named")


@pytest.mark.parametrize(
    "line",
    [
        "It uses NVIDIA’s build of TensorFlow 1.15 for the RTX 3090",
        "I use the nvidia build of tensorflow 1.15",
        "This is NVIDIA's own build of TensorFlow 1.15",
        "pip install nvidia-tensorflow[horovod]==1.15.5",
    ],
)
def test_nvidias_own_tensorflow_named_in_any_of_these_words(line):
    assert _from_log([line]).get("tf_nvidia_build")
    assert not _from_log([line.replace("nvidia", "the").replace("NVIDIA", "the")]).get(
        "tf_nvidia_build"
    )


@pytest.mark.parametrize(
    "line",
    [
        "TF runs on the CPU",
        "Keras runs on CPU",
        "tensorflow-gpu ran on CPU",
        "TensorFlow trains on the CPU",
        "Tensorflow training on CPU takes a day",
        "Tensorflow executes on CPU",
        "Tensorflow executing on the CPU",
    ],
)
def test_tensorflow_on_the_cpu_in_any_of_these_words_is_a_complaint(line):
    assert _from_log([line]).get("gpu_not_used")


def test_a_question_leaves_the_version_stated_after_it_in_the_same_line():
    # (the asked version is set aside, not every version of the line)
    assert _stated(["Should I upgrade to CUDA 10.1? I have CUDA 10.0."]).get("cuda") == "10.0"


def test_the_form_field_after_an_unticked_choice_is_read():
    stated = _stated([f"- [ ] {APPLE}", "### CUDA/cuDNN version", "", "11.8/8.6"])
    assert (stated.get("cuda"), stated.get("cudnn")) == ("11.8", "8.6")


def _cuda_cudnn_field(value: str) -> tuple[str | None, str | None]:
    stated = _stated(["### CUDA/cuDNN version", "", value])
    return stated.get("cuda"), stated.get("cudnn")


def test_a_cudnn_built_for_another_cuda_is_read_beside_its_name():
    assert _cuda_cudnn_field("CUDA 11.8, cuDNN 8.9+cuda12.1") == ("11.8", "8.9")


def test_versions_written_with_a_v_are_read_from_the_form():
    assert _cuda_cudnn_field("v11.2/v8.1") == ("11.2", "8.1")


def test_one_package_changed_from_one_version_to_another_states_neither():
    # (which of the two was installed the line does not say: "Change ... to ..." is advice)
    facts = read_log_facts(["Change tensorflow==2.3.0 to tensorflow==2.4.0 in requirements.txt"])
    assert not facts.get("packages")


# https://github.com/tensorflow/tensorflow/issues/53390
LOOKED_FOR = "I am getting error while importing tensorflow where it is looking cuda 11.0 version, I have cuda with 10.2, unable to find compatible TF version with 10.2."


def test_the_cuda_looked_for_is_kept_apart_from_the_one_had():
    assert (_stated([LOOKED_FOR]).get("cuda"), _stated([LOOKED_FOR]).get("cuda_wanted")) == (
        "10.2",
        "11.0",
    )


@pytest.mark.parametrize(
    "told",
    [
        "TensorFlow keeps looking for CUDA 11.0",
        "it looks for cuda 11.0 and fails",
        "the import is searching for CUDA 11.0",
        "why is it asking for cuda 11.0?",
    ],
)
def test_a_cuda_looked_for_is_not_the_one_the_machine_has(told):
    assert _stated([told]).get("cuda") is None


def test_the_cuda_had_beside_the_one_looked_for_is_stated():
    assert _stated(["I have CUDA 10.2 but it is looking for CUDA 11.0"]).get("cuda") == "10.2"
    assert _stated(["I have CUDA 11.0 installed"]).get("cuda") == "11.0"
