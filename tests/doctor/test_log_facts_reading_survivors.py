"""What a paste states at the edges of the log reader's readings: a form's field
the prose step leaves to the field's own words, the sentence a compute capability stands in, a
driver without its minor number, the systems told beside the one the log shows, the releases
named beside the one stated, and the lines the evidence cites.

The texts are corpus records (each with its thread) or lines of the threads the corpus cites;
where no thread has the case, the test writes it in the shape of such lines (an issue form's
fields, tensorflow/tensorflow#68236) and says so.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog, all_logs
from tests.helpers.pastes import findings_of as _all
from tests.helpers.pastes import read_lines
from tfgpu_gui.doctor.log_facts import LogFacts
from tfgpu_gui.doctor.model import ERROR, WARNING


def _record(name: str) -> CorpusLog:
    (log,) = [log for log in all_logs() if log.name == name]
    return log


def _read(text: str) -> LogFacts:
    """The log reader after the lines of ``text``."""
    return read_lines(*text.splitlines())


# --- the sentence a stated compute capability stands in ------------------------------------------

# https://github.com/tensorflow/tensorflow/issues/23663: its two sentences, the requirement first.
REQUIREMENT_FIRST = (
    "So when I checked the official tensorflow website it says requires cuda compute capability "
    "3.5 or higher. I have a cuda compute capability 3.0 GPU ,AMD processor and running on "
    "windows 10 64bit ."
)


def test_a_requirement_before_the_gpus_own_capability_does_not_hide_it():
    facts = _read(REQUIREMENT_FIRST)
    assert facts.prose["gpu_cc"] == ["3.0"]
    f = _all(REQUIREMENT_FIRST)["compute-capability-too-old"]
    assert (f.severity, f.confidence) == (WARNING, "possible")
    assert f.evidence == [
        "the GPU (stated): compute capability 3.0",
        "the PyPI wheels of every release from 2.3 to 2.21 start above compute capability 3.0: "
        "TensorFlow ignores the GPU",
        f"log line 1: {REQUIREMENT_FIRST}",
    ]


def test_a_requirement_word_that_opens_the_line_still_makes_it_a_requirement():
    # A requirement whose first word says so (written in the words of the lists of minimums).
    for line in ("Minimum compute capability: 3.5", "Needs compute capability 3.5"):
        facts = _read(line)
        assert facts.stated("gpu_cc") is None, line
        assert "stated" not in facts.facts(), line


# --- a form's OS field the prose step leaves to the field's own words ----------------------------

# An issue form's field (https://github.com/tensorflow/tensorflow/issues/68236) that names WSL and
# nvidia-smi: a line naming nvidia-smi is no version's statement, so the field's words decide.
WSL_FIELD = (
    "- OS Platform and Distribution: Windows 11, WSL 2 with Ubuntu 22.04 (nvidia-smi sees the GPU)"
)


def test_an_os_field_naming_wsl_beside_nvidia_smi_is_wsl2():
    text = f"{WSL_FIELD}\n- TensorFlow version: 2.15"
    facts = _read(text)
    assert facts.declared["os"] == ["wsl2"]
    assert facts.platform == "wsl2"
    assert facts.facts()["system"] == {"platform_kind": "wsl2"}
    # Not native Windows, where 2.15 has no GPU.
    assert "windows-native-no-gpu" not in _all(text)


# --- the driver, the CUDA and the capability a person states -------------------------------------


def test_a_driver_without_its_minor_number_is_the_major_alone():
    # "driver 580.x": the branch alone.
    log = _record("microwakeword-docker-rtx-5060-ti-tf-nightly-no-sm120-ptx-85")
    facts = _read(log.text)
    assert facts.prose["driver"] == ["580"]
    assert facts.facts()["stated"]["driver"] == "580"


def test_a_form_fields_sentences_beside_nvidia_smi_stay_the_forms():
    # Written in the form's shape: the field's first sentence states the toolkit, the second is
    # nvidia-smi's (the driver's).
    field = "- CUDA/cuDNN version: CUDA 11.2. nvidia-smi shows CUDA 12.0"
    facts = _read(f"{field}\n- TensorFlow version: 2.11\nI also tried CUDA 11.8 before")
    assert facts.declared == {"cuda": ["11.2"], "tf_version": ["2.11"]}
    assert facts.prose == {"cuda": ["11.8"]}
    # What the form states comes before the prose.
    assert facts.facts()["stated"] == {"tf_version": "2.11", "cuda": "11.2"}


def test_a_capability_in_the_gpu_field_is_the_forms():
    # Written in the form's shape.
    field = "- GPU model and memory: GeForce GT 730 2GB, compute capability 3.5"
    facts = _read(field)
    assert facts.declared == {"gpu_cc": ["3.5"]}
    assert facts.prose == {}
    # Another number in prose does not make the form's ambiguous.
    other = _read(f"{field}\nsome GT 730 cards have compute capability 3.0")
    assert other.stated("gpu_cc") == "3.5"
    assert other.facts()["stated"]["gpus"] == [{"name": "the GPU", "compute_capability": [3, 5]}]


def test_a_tesla_model_named_alone_in_prose_is_the_gpu():
    # "on K40": the letter and number alone, no word "GPU" in the line.
    log = _record("keras-retinanet-k40-first-image-slow-warmup")
    facts = _read(log.text)
    assert facts.prose["gpu"] == ["K40"]
    assert facts.facts()["stated"] == {"gpus": [{"name": "K40", "compute_capability": [3, 5]}]}


# --- the evidence: a docker run without the GPUs, a GPU TensorFlow logged ------------------------


def test_a_docker_run_without_gpus_before_one_with_them_cites_its_line():
    log = _record("ecord-docker-run-without-gpus-flag")
    line = log.text.splitlines()[1]
    f = _all(log.text)["container-without-gpus"]
    assert (f.severity, f.confidence) == (WARNING, "possible")
    assert f.evidence == [
        f"a docker run without --gpus (log line 2: {line}); a later one passes them"
    ]
    assert _read(log.text).evidence["docker_run_without_gpus"] == f"log line 2: {line}"


def test_a_gpu_only_the_log_names_cites_the_line_that_names_it():
    log = _record("tf-compute-capability-3.0-k2000m")
    first, *_, last = log.text.splitlines()
    f = _all(log.text)["compute-capability-too-old"]
    assert (f.severity, f.confidence) == (ERROR, "confirmed")
    assert f.evidence == [
        "Quadro K2000M (stated): compute capability 3.0",
        "the PyPI wheels of every release from 2.3 to 2.21 start above compute capability 3.0: "
        "TensorFlow ignores the GPU",
        f"log line 1: {first}",
        f"log line 4: {last}",
    ]


# --- the systems told ----------------------------------------------------------------------------


def test_the_systems_a_forms_field_names_are_told():
    # "Windows 11 - WSL2 - Ubuntu 22.04.5 LTS" in the form's field, nothing in the log shows which.
    log = _record("rtx5090-wsl2-tf-nightly-template")
    facts = _read(log.text)
    assert facts.declared["os"] == ["wsl2", "windows", "linux"]
    assert facts.prose["os"] == ["linux"]  # "gcc (Ubuntu 11.4.0-1ubuntu1~22.04) 11.4.0"
    assert facts.facts()["from_log"]["os_told"] == ["linux", "windows", "wsl2"]


def test_one_system_told_is_no_list_of_systems():
    # "unuseable on Windows", and no other system.
    log = _record("deepface-windows-native-tensorflow-no-gpu-rtx50")
    facts = _read(log.text)
    assert facts.prose["os"] == ["windows"]
    assert facts.platform == "windows"
    assert "os_told" not in facts.facts()["from_log"]


def test_systems_told_beside_the_one_the_log_shows_are_not_listed():
    # WSL2 and Linux told, the Python banner shows Linux.
    log = _record("wsl2-empty-gpu-list-fixed-by-updating-wsl")
    facts = _read(log.text)
    assert facts.values["platform"] == "linux"
    assert sorted(facts.prose["os"]) == ["linux", "wsl2"]
    assert "os_told" not in facts.facts()["from_log"]


# --- the releases named beside the one stated ----------------------------------------------------


def test_a_release_stated_in_the_form_is_not_listed_beside_one_in_prose():
    # The form says TF 2.16.1; the prose also names 2.15.1, which works.
    log = _record("tf216-and-cuda-empty-gpu-list-venv")
    facts = _read(log.text)
    assert facts.declared["tf_version"] == ["2.16"]
    assert facts.prose["tf_version"] == ["2.16", "2.15"]
    stated = facts.facts()["stated"]
    assert stated["tf_version"] == "2.16"
    assert "tf_versions" not in stated


# A form (https://github.com/tensorflow/tensorflow/issues/68236's fields) whose CUDA field names a
# second release.
TWO_RELEASES_FORM = (
    "- TensorFlow version: 1.14\n"
    "- CUDA/cuDNN version: CUDA 10.0, cuDNN 7.6 (the same with tf 1.15)\n"
)


def test_two_releases_in_a_forms_fields_are_both_named():
    facts = _read(TWO_RELEASES_FORM)
    assert facts.declared["tf_version"] == ["1.14", "1.15"]
    assert "tf_version" not in facts.prose
    stated = facts.facts()["stated"]
    assert "tf_version" not in stated
    assert stated["tf_versions"] == ["1.14", "1.15"]


def test_at_most_eight_releases_are_named():
    prose = "Same on tf 1.8, tf 1.9, tf 1.10, tf 1.11, tf 1.12, tf 1.13 and tf 2.0"
    facts = _read(TWO_RELEASES_FORM + prose)
    assert len(facts.prose["tf_version"]) == 7
    named = facts.facts()["stated"]["tf_versions"]
    assert len(named) == 8
    assert set(named) < {"1.8", "1.9", "1.10", "1.11", "1.12", "1.13", "1.14", "1.15", "2.0"}
