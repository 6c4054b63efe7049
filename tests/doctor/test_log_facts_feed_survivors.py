"""How a pasted log's lines are taken one by one: a line's length, a cell's questions after its
first line, a `pip show` version and its line, an environment file named "tensorflow", what
names Docker, and the lines of a conda UnsatisfiableError that are its list.

Each test gives a paste (quoted from the thread named beside it where there is one) and compares
the facts read or the whole finding's words.
"""

from __future__ import annotations

from tests.helpers.pastes import findings_of as _all
from tests.helpers.pastes import read_lines as _read
from tfgpu_gui.doctor.log_facts import read_log_facts

# --- a long line ----------------------------------------------------------------------------------

# TensorFlow's CUDA-runtime stub (cudart_stub.cc), at the end of a line that other output
# (a progress bar redrawn without line breaks) made long.
STUB = "Could not find cuda drivers on your machine, GPU will not be used."


def test_a_line_is_read_up_to_its_4000th_character():
    def line(ends_at: int) -> str:  # the stub's words end with the ``ends_at``-th character
        used = STUB[:-1]  # up to "used", the last character the pattern needs
        return "=" * (ends_at - len(used)) + used + "."

    assert len(line(4000)) == 4001
    assert _read(line(4000)).values["cuda_libs_missing"] == ["cudart"]
    # One character further: the pattern's last letter is cut off, nothing is read.
    assert "cuda_libs_missing" not in _read(line(4001)).values


# --- a cell's questions ---------------------------------------------------------------------------


def test_a_cell_s_first_line_takes_none_of_the_eight_places_of_its_questions():
    # An IPython cell: its first line asks nothing, its eight lines after it ask; their eight
    # answers follow in order. The eighth (the version) is read as the first seven are.
    cell = [
        "In [1]: import tensorflow as tf",
        *["   ...: print(tf.test.is_built_with_cuda())"] * 7,
        "   ...: print(tf.__version__)",
    ]
    facts = read_log_facts([*cell, *["True"] * 7, "2.16.1"])
    assert facts["tensorflow"] == {"imported": True, "version": "2.16.1", "built_with_cuda": True}


# --- pip show ---------------------------------------------------------------------------------

# `pip show`'s shape (https://github.com/OCR-D/ocrd_all/issues/220: "Name: tensorflow-gpu" then
# "Version: 1.15.4"), here with a tensorflow-gpu from after 2.1.
PIP_SHOW = (
    "(tf) C:\\Users\\alice> pip show tensorflow-gpu\n"
    "Name: tensorflow-gpu\n"
    "Version: 2.4.0\n"
    "Summary: TensorFlow is an open source machine learning framework for everyone."
)


def test_a_pip_show_version_line_is_cited_with_its_number():
    f = _all(PIP_SHOW)["tensorflow-gpu-package-removed"]
    assert f.evidence == ["installed: tensorflow-gpu 2.4.0", "log line 3: Version: 2.4.0"]
    assert _read(*PIP_SHOW.splitlines()).evidence["package:tensorflow-gpu"] == (
        "log line 3: Version: 2.4.0"
    )


def test_a_version_line_without_a_pip_show_name_before_it_names_no_package():
    # The paste starts below `pip show`'s "Name:" line: the version is nobody's.
    reader = _read("Version: 2.4.0", "Summary: TensorFlow is an open source machine learning")
    assert reader.packages == {}
    assert "packages" not in reader.facts()


# A conda environment file whose environment is called "tensorflow": its "name:" line is no
# `pip show`, and the line after it no version.
ENVIRONMENT_YML = (
    "name: tensorflow\n"
    "channels:\n"
    "  - conda-forge\n"
    "dependencies:\n"
    "  - python=3.9\n"
    "  - cudatoolkit=11.2\n"
    "  - cudnn=8.1.0"
)


def test_an_environment_named_tensorflow_is_read_without_a_package_from_its_name():
    reader = _read(*ENVIRONMENT_YML.splitlines())
    assert reader.packages == {}
    assert reader.facts() == {
        "stated": {"cuda": "11.2", "cudnn": "8.1", "python": "3.9"},
        "from_log": {
            "cuda_said": True,
            "evidence": {
                "stated:python": "log line 5: - python=3.9",
                "stated:cuda": "log line 6: - cudatoolkit=11.2",
                "stated:cudnn": "log line 7: - cudnn=8.1.0",
                "cuda_said": "log line 7: - cudnn=8.1.0",
            },
        },
    }
    assert _all(ENVIRONMENT_YML) == {}


# --- what names Docker ----------------------------------------------------------------------------

# https://github.com/tensorflow/tensorflow/issues/60269 (TensorFlow 2.12 on native Windows):
# Python's "from ... import" is no Dockerfile's FROM.
DEVICE_LIB = """from tensorflow.python.client import device_lib
print(device_lib.list_local_devices())

[name: "/device:CPU:0"
device_type: "CPU"
memory_limit: 268435456
locality {
}
incarnation: 17504734730771000338
xla_global_id: -1
]"""


def test_an_import_from_line_does_not_make_a_paste_about_docker():
    assert "docker_named" not in _read(*DEVICE_LIB.splitlines()).values
    found = _all(DEVICE_LIB)
    assert "container-without-gpus" not in found
    assert "container-toolkit-missing" not in found
    assert list(found) == [
        "tensorflow-cpu-only-build",
        "cuda-libraries-missing",
        "windows-native-no-gpu",
        "and-cuda-extra-missing",
        "macos-no-cuda",
    ]


def test_a_line_naming_every_container_tool_names_docker():
    line = (
        "Same from docker, podman and containerd, and on kubernetes (k8s, kubectl) with the "
        "nvcr.io image"
    )
    reader = _read(line)
    assert reader.values["docker_named"] is True
    assert reader.evidence["docker_named"] == f"log line 1: {line}"


# --- conda's UnsatisfiableError ---------------------------------------------------------------

# conda's list of the specifications in conflict (https://github.com/hplgit/doconce/issues/175):
# the error's first line, then the list, one "  - name" a line.
UNSATISFIABLE = "UnsatisfiableError: The following specifications were found to be in conflict:"
# Thirty-nine other packages before tensorflow in a long list.
OTHERS = [
    "absl-py", "astor", "astunparse", "blas", "bleach", "cachetools", "certifi", "chardet",
    "cudatoolkit", "cudnn", "cupti", "gast", "google-auth", "google-auth-oauthlib",
    "google-pasta", "grpcio", "h5py", "idna", "keras-applications", "keras-preprocessing",
    "markdown", "mkl", "mkl_fft", "mkl_random", "numpy", "numpy-base", "oauthlib", "opt_einsum",
    "protobuf", "pyasn1", "pyasn1-modules", "python=3.8", "requests", "requests-oauthlib", "rsa",
    "scipy", "six", "tensorboard", "tensorboard-plugin-wit",
]  # fmt: skip
CONDA_SAYS = (
    "conda found no tensorflow that fits this environment (an UnsatisfiableError lists it): "
    "most often no tensorflow build on the channel supports the environment's Python"
)
# The list's own Python: the one the environment asks for.
CONDA_SAYS_38 = CONDA_SAYS + " (3.8)"


def test_tensorflow_is_read_within_the_40_lines_after_the_unsatisfiable_error():
    assert len(OTHERS) == 39
    within = "\n".join([UNSATISFIABLE, *(f"  - {n}" for n in OTHERS), "  - tensorflow"])
    f = _all(within)["python-version-unsupported"]
    assert f.evidence == [CONDA_SAYS_38, "log line 41: - tensorflow", "log line 33: - python=3.8"]
    # One more line between: the 41st line after the error is not read as its list.
    beyond = within.replace("\n", "\nUse conda info <package> to see the dependencies.\n", 1)
    assert "python-version-unsupported" not in _all(beyond)
    assert "conda_tf_conflict" not in _read(*beyond.splitlines()).values


def test_the_first_tensorflow_of_the_list_is_the_one_named():
    first = "- tensorflow -> python[version='>=3.5,<3.6.0a0|>=3.6,<3.7.0a0|>=3.7,<3.8.0a0']"
    paste = "\n".join(
        [
            UNSATISFIABLE,
            f"  {first}",
            "  - tensorflow-gpu -> python[version='>=3.6,<3.7.0a0|>=3.7,<3.8.0a0']",
        ]
    )
    f = _all(paste)["python-version-unsupported"]
    assert f.evidence == [CONDA_SAYS, f"log line 2: {first}"]


# https://github.com/tensorflow/tensorflow/issues/52144, its list of versions pasted from its
# TensorFlow line on: a list item naming TensorFlow with no UnsatisfiableError before it.
VERSIONS = """- TensorFlow version: 2.6.0
- Python version: 3.9.7
- Installed Tensorflow using pip
- CUDA/cuDNN version: 11.4
- GPU model and memory: NVIDIA T600 / 4GB"""


def test_a_first_line_naming_tensorflow_in_a_list_is_no_conda_conflict():
    assert "conda_tf_conflict" not in _read(*VERSIONS.splitlines()).values
    assert "python-version-unsupported" not in _all(VERSIONS)
