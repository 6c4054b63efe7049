"""What the machine's own listings say is installed, read as the versions it has.

Users answer "what is installed?" with the output of the commands they were told to run:
TensorFlow's environment script (tools/tf_env_collect.sh), cuDNN's header grepped for its
version, Debian's package list, a listing of the CUDA toolkit's lib64. Each is a version the
machine has (as `nvcc --version` is), checked by the same tested-build table as a stated one.
And a version a paste says TensorFlow looks for or needs, beside another that the machine has,
is the mismatch itself. The lines are quoted from the pages named beside them.
"""

from __future__ import annotations

import re

import pytest

from tests.helpers.pastes import findings_of, read_lines
from tfgpu_gui.doctor.knowledge.catalogue import make_finding
from tfgpu_gui.doctor.log_facts import read_log_facts

# TensorFlow's tools/tf_env_collect.sh prints these heads and, under "== tensorflow import ==",
# print("tf.version.VERSION = %s" % tf.version.VERSION) (1.x copies: "tf.VERSION = %s")
# (https://github.com/tensorflow/tensorflow/blob/0116762459d932c2afb979b14ebade335c8c511f/tools/tf_env_collect.sh).
# Its output as a public note on building TensorFlow 2.0.3 quotes it (the public code index's
# copy, document 31764466992; the user's name replaced), parts kept:
TF_ENV = """\
== are we in docker =============================================
No

== check pips ===================================================
numpy                         1.18.5
protobuf                      3.12.4
tensorflow                    2.0.3
tensorflow-estimator          2.0.1

== check for virtualenv =========================================
False

== tensorflow import ============================================
tf.version.VERSION = 2.0.3
tf.version.GIT_VERSION = v2.0.3-0-g295ad27
tf.version.COMPILER_VERSION = 7.4.0
== env ==========================================================
LD_LIBRARY_PATH /usr/local/cuda-10.0/extras/CUPTI/lib64/:/usr/local/nvidia/lib:/usr/local/cuda/lib64
DYLD_LIBRARY_PATH is unset

== cuda libs  ===================================================
/usr/local/cuda-10.0/targets/x86_64-linux/lib/libcudart.so.10.0.130
/usr/local/cuda-10.0/targets/x86_64-linux/lib/libcudart_static.a
"""
# The same script in a container (a design note that quotes it, document 19218568118):
IN_DOCKER = "== are we in docker =============================================\nYes"

# cuDNN's install check, `cat /usr/local/cuda/include/cudnn.h | grep CUDNN_MAJOR -A 2`, as a
# gist of version checks gives it (https://gist.github.com/Jongbhin/ad9aac8369751dbd84ca6a266a507bc7)
# and as a rendered thread runs it together (https://github.com/s9xie/hed/issues/16):
CUDNN_H = (
    "#define CUDNN_MAJOR 7",
    "#define CUDNN_MINOR 4",
    "#define CUDNN_PATCHLEVEL 1",
    "--",
    "#define CUDNN_VERSION (CUDNN_MAJOR * 1000 + CUDNN_MINOR * 100 + CUDNN_PATCHLEVEL)",
)
# `dpkg -l | grep cudnn` on a Jetson (JetPack 4.6) and in a CUDA 11.8 container, and apt's list:
DPKG = (
    "ii  libcudnn8                                  8.2.1.32-1+cuda10.2                        "
    "arm64        cuDNN runtime libraries"
)
DPKG_DEV = (
    "ii  libcudnn8-dev                          8.6.0.163-1+cuda11.8              amd64        "
    "cuDNN development libraries and headers"
)
APT_LIST = "libcudnn8/unknown,now 8.9.7.29-1+cuda12.2 amd64 [installed]"

# "I am getting error while importing tensorflow where it is looking cuda 11.0 version, I have
# cuda with 10.2" (https://github.com/tensorflow/tensorflow/issues/53390), and "it looks like
# it requires cuda 10.1 to work. However the version of cuda in the image is 9.2."
# (https://github.com/microsoft/nni/issues/3661), without the release the nni post names:
LOOKING_FOR = (
    "I am getting error while importing tensorflow where it is looking cuda 11.0 version, "
    "I have cuda with 10.2, unable to find compatible TF version with 10.2."
)
REQUIRES = (
    "It looks like it requires cuda 10.1 to work. However the version of cuda in the image is 9.2."
)


def _stated(text: str) -> dict:
    return read_log_facts(text.splitlines()).get("stated", {})


def test_the_environment_scripts_import_gives_the_version_that_imported():
    facts = read_log_facts(TF_ENV.splitlines())
    assert facts["tensorflow"]["version"] == "2.0.3"
    assert facts["from_log"]["evidence"]["tf_version"].startswith("log line 14: tf.version.")
    old = read_log_facts(["tf.VERSION = 1.12.0", "tf.GIT_VERSION = v1.12.0-0-ga6d8ffae09"])
    assert old["tensorflow"]["version"] == "1.12.0"


def test_the_environment_scripts_cuda_libs_are_the_cuda_the_machine_has():
    assert _stated(TF_ENV)["cuda"] == "10.0"


def test_the_scripts_docker_question_names_docker_only_when_answered_yes():
    assert "docker_named" not in read_log_facts(TF_ENV.splitlines())["from_log"]
    facts = read_log_facts(IN_DOCKER.splitlines())["from_log"]
    assert facts["docker_named"] is True
    assert facts["evidence"]["docker_named"].endswith("Yes")


def test_a_release_built_for_another_cuda_than_the_script_lists_is_the_mismatch():
    # TensorFlow 1.12's wheels were built with CUDA 9.0: a machine with only CUDA 10.0's
    # runtime has none of the libraries it loads
    text = TF_ENV.replace("tf.version.VERSION = 2.0.3", "tf.version.VERSION = 1.12.0")
    f = findings_of(text)["cuda-libraries-missing"]
    assert f.severity == "error"
    assert any("libcudart.so.10.0.130" in e for e in f.evidence)
    assert "cuda-libraries-missing" not in findings_of(TF_ENV)  # 2.0 was built with CUDA 10.0


def test_cudnns_header_defines_are_the_cudnn_the_machine_has():
    assert _stated("\n".join(CUDNN_H))["cudnn"] == "7.4"
    # TensorFlow 1.13 was built with cuDNN 7.4; 2.1 with 7.6, which 7.4 is older than
    ok = findings_of("\n".join(("tensorflow-gpu 1.13.1", *CUDNN_H)))
    assert "cudnn-version-mismatch" not in ok
    f = findings_of("\n".join(("tensorflow-gpu 2.1.0", *CUDNN_H)))["cudnn-version-mismatch"]
    assert any("#define CUDNN_MINOR 4" in e for e in f.evidence)


def test_a_rendered_page_runs_the_defines_together():
    assert (
        _stated("#define CUDNN_MAJOR 8 #define CUDNN_MINOR 1 #define CUDNN_PATCHLEVEL 0")["cudnn"]
        == "8.1"
    )
    # the page lost the minor: no version is read
    assert "cudnn" not in _stated(
        "#define CUDNN_MAJOR 4 #define CUDNN_PATCHLEVEL 7#define CUDNN_VERSION (CUDNN_MAJOR * 1000"
    )


def test_a_minor_far_from_its_major_is_not_paired():
    lines = ["#define CUDNN_MAJOR 7", *[f"line {n}" for n in range(4)], "#define CUDNN_MINOR 4"]
    assert "cudnn" not in _stated("\n".join(lines))


@pytest.mark.parametrize(
    ("line", "cudnn"),
    [(DPKG, "8.2"), (DPKG_DEV, "8.6"), (APT_LIST, "8.9")],
)
def test_a_debian_package_of_cudnn_gives_its_version(line, cudnn):
    stated = _stated(line)
    assert stated["cudnn"] == cudnn
    # the CUDA it was built for is read as before
    assert stated["cuda"] == line.split("+cuda")[1].split()[0]


def test_a_package_whose_name_and_version_disagree_is_not_read():
    assert "cudnn" not in _stated("ii  libcudnn8  7.6.5.32-1+cuda10.2  amd64  cuDNN runtime")


@pytest.mark.parametrize(
    ("line", "cuda"),
    [
        ("/usr/local/cuda-10.0/targets/x86_64-linux/lib/libcudart.so.10.0.130", "10.0"),
        (
            "lrwxrwxrwx 1 root root 21 Apr  4 2019 libcudart.so.10.0 -> libcudart.so.10.0.130",
            "10.0",
        ),
        ("/usr/local/cuda-11.2/lib64/libcudart.so.11.2.152", "11.2"),
    ],
)
def test_the_cuda_runtimes_own_file_gives_its_release(line, cuda):
    assert _stated(line)["cuda"] == cuda


@pytest.mark.parametrize(
    "line",
    [
        # from CUDA 11 the soname is 11.0 whatever the release; ldconfig lists sonames
        "\tlibcudart.so.11.0 (libc6,x86-64) => /usr/local/cuda-11.2/lib64/libcudart.so.11.0",
        "/usr/local/cuda/lib64/libcudart.so.11.0",
        # TensorFlow's own line about the library is not a listing
        "I tensorflow/stream_executor/platform/default/dso_loader.cc:48] Successfully opened "
        "dynamic library libcudart.so.10.1",
    ],
)
def test_a_soname_or_a_log_line_is_not_the_release(line):
    assert _stated(line).get("cuda") != "11.0"
    assert "10.1" not in str(read_lines(line).declared)


def test_several_runtimes_listed_give_no_one_release():
    lines = (
        "/usr/local/cuda-9.0/lib64/libcudart.so.9.0.176",
        "/usr/local/cuda-10.0/lib64/libcudart.so.10.0.130",
    )
    assert "cuda" not in _stated("\n".join(lines))


def test_a_cuda_told_as_what_tensorflow_looks_for_beside_the_one_it_has():
    stated = _stated(LOOKING_FOR)
    assert (stated["cuda_wanted"], stated["cuda"]) == ("11.0", "10.2")
    f = findings_of(LOOKING_FOR)["cuda-libraries-missing"]
    assert f.severity == "error"
    assert f.evidence[0] == (
        "TensorFlow looks for (or needs) the libraries of CUDA 11.0; the machine has CUDA 10.2"
    )
    assert "cuda-libraries-missing" in findings_of(REQUIRES)


# The need told in the language of the post: "Tensorflow requiere cuda 10.0 y no funciona con
# 10.1 ... conda instala cuda 10.1, y tensorflow espera 10.0"
# (https://github.com/cvicom/deep_learning_escuela_verano_19/pull/1); the German and French the
# same (“benötigt”, “nécessite”).
NEEDED_ES = (
    "Tensorflow requiere cuda 10.0 y no funciona con 10.1.\n"
    "El problema es que conda instala cuda 10.1, y tensorflow espera 10.0"
)


def test_a_cuda_told_as_needed_in_another_language_is_no_cuda_the_machine_has():
    stated = _stated(NEEDED_ES)
    assert (stated["cuda_wanted"], stated["cuda"]) == ("10.0", "10.1")
    assert "cuda-libraries-missing" in findings_of(NEEDED_ES)


@pytest.mark.parametrize(
    "need",
    [
        "requiere",
        "necesita",
        "espera",
        "requer",
        "precisa de",
        "exige",
        "nécessite",
        "requiert",
        "a besoin de",
        "benötigt",
        "erfordert",
        "braucht",
        "richiede",
    ],
)
def test_each_languages_word_for_a_need(need):
    stated = _stated(f"TensorFlow 1.15 {need} CUDA 10.0. Ich habe CUDA 10.1.")
    assert (stated["cuda_wanted"], stated["cuda"]) == ("10.0", "10.1")


def test_what_is_looked_for_and_had_alike_is_no_mismatch():
    # CUDA's libraries are named by their major from CUDA 11 on
    same_major = "It is looking for cuda 11.0, I have cuda 11.2."
    assert "cuda-libraries-missing" not in findings_of(same_major)
    assert "cuda-libraries-missing" not in findings_of("It requires cuda 10.1, I have cuda 10.1.")


def test_a_cudnn_told_as_needed_beside_an_older_one_it_has():
    text = "TensorFlow requires cuDNN 7.6, but I have cuDNN 7.4 installed."
    stated = _stated(text)
    assert (stated["cudnn_wanted"], stated["cudnn"]) == ("7.6", "7.4")
    f = findings_of(text)["cudnn-version-mismatch"]
    assert f.evidence[0] == "TensorFlow looks for (or needs) cuDNN 7.6; the machine has cuDNN 7.4"
    assert "cudnn-version-mismatch" not in findings_of(
        "TensorFlow requires cuDNN 7.4, but I have cuDNN 7.6 installed."
    )


def test_a_named_release_is_judged_by_its_own_build_not_by_the_words():
    # TensorFlow 2.0 was built with CUDA 10.0: the table decides, once, what it loads
    text = "TensorFlow 2.0 looks for cuda 10.1 but I have cuda 10.0"
    assert "cuda-libraries-missing" not in findings_of(text)


# `conda list` after `conda install tensorflow-gpu` on Linux in 2019: the mkl (CPU) build of 1.14
# beside tensorflow-gpu 1.5 (the corpus's record of the thread, with its source: its lines from
# the command through the last package row).
def _conda_list() -> str:
    from tests.doctor.corpus import all_logs

    record = next(
        log
        for log in all_logs()
        if log.name.startswith("anaconda-conda-install-tensorflow-gpu-old")
    )
    lines = record.text.splitlines()
    first = next(i for i, line in enumerate(lines) if "conda list" in line)
    rows = [line for line in lines[first:] if re.match(r"^\s+(?:conda|cud|tensorflow)", line)]
    return "\n".join(rows[: rows.index(next(r for r in rows if "tensorboard" in r))]) + "\n"


CONDA_LIST = _conda_list()


def test_a_cpu_build_beside_a_gpu_distribution_is_the_two_distributions():
    found = findings_of(CONDA_LIST)
    both = found["multiple-tensorflow-distributions"]
    assert both.severity == "error"
    assert "tensorflow-cpu-only-build" not in found
    # the CPU build's own lines are the evidence of what the two lead to
    assert any("mkl_py36h2526735_0" in e for e in both.evidence)


def test_several_releases_installed_are_not_judged_against_a_stated_cuda():
    # which of 1.14 (built with CUDA 10.0) and 1.5 (9.0) imports is not known: CUDA 9.0 is
    # not a mismatch of either alone
    assert "cuda-libraries-missing" not in findings_of(CONDA_LIST)
    one = "".join(row for row in CONDA_LIST.splitlines(keepends=True) if "1.5.0" not in row)
    assert "cuda-libraries-missing" in findings_of(one)


def test_the_machines_own_listing_wins_over_words():
    # a version the machine lists is read before one a person writes
    text = "\n".join(("I installed cuDNN 7.6 as the guide says", *CUDNN_H))
    assert _stated(text)["cudnn"] == "7.4"
    assert _stated(f"I think I have cuDNN 8.9\n{DPKG}")["cudnn"] == "8.2"
    cuda = "I have CUDA 11.2\n/usr/local/cuda-10.0/lib64/libcudart.so.10.0.130"
    assert _stated(cuda)["cuda"] == "10.0"


def test_the_minor_may_come_three_lines_after_the_major():
    near = ["#define CUDNN_MAJOR 7", "x", "y", "#define CUDNN_MINOR 4"]
    assert _stated("\n".join(near))["cudnn"] == "7.4"
    far = ["#define CUDNN_MAJOR 7", "x", "y", "z", "#define CUDNN_MINOR 4"]
    assert "cudnn" not in _stated("\n".join(far))


def test_a_cuda_named_as_cudnn_and_looked_for_is_a_cuda():
    stated = _stated("it is looking for cudnn 10.0")
    assert stated.get("cuda_wanted") == "10.0"
    assert "cudnn_wanted" not in stated


def test_what_is_looked_for_and_had_are_compared_release_by_release():
    from tfgpu_gui.doctor.rules_install import _differ

    # up to CUDA 10 by release, from 11 by major; cuDNN by major, an older minor not enough
    assert _differ((10, 0), (10, 1), cuda=True)
    assert not _differ((10, 0), (10, 0, 130), cuda=True)
    assert not _differ((10, 0, 130), (10, 0), cuda=True)
    assert not _differ((11, 0), (11, 8), cuda=True)
    assert _differ((11, 0), (12, 2), cuda=True)
    assert not _differ((7, 6), (7, 6), cuda=False)
    assert _differ((7, 6), (7, 4), cuda=False)
    assert not _differ((7, 4), (7, 6), cuda=False)
    # a version without its minor says too little
    assert not _differ((11,), (10, 2), cuda=True)
    assert not _differ((11, 0), (10,), cuda=True)
    assert not _differ((8,), (7, 6), cuda=False)
    text = "It requires cuda 10.0, I have cuda 10.1."
    assert "cuda-libraries-missing" in findings_of(text)


def test_the_mismatch_told_names_both_lines_and_the_systems_fix():
    f = findings_of(f"{LOOKING_FOR}")["cuda-libraries-missing"]
    assert f.evidence == [
        "TensorFlow looks for (or needs) the libraries of CUDA 11.0; the machine has CUDA 10.2",
        f"log line 1: {LOOKING_FOR}",
        f"log line 1: {LOOKING_FOR}",
    ]
    text = "TensorFlow requires cuDNN 7.6\nbut I have cuDNN 7.4 installed."
    f = findings_of(text)["cudnn-version-mismatch"]
    assert f.evidence[1:] == [
        "log line 1: TensorFlow requires cuDNN 7.6",
        "log line 2: but I have cuDNN 7.4 installed.",
    ]
    windows = findings_of(f"{LOOKING_FOR}\n" + r"C:\Users\alice>python -c " "import tensorflow" "")
    assert (
        windows["cuda-libraries-missing"].fix
        == make_finding("cuda-libraries-missing", "windows", []).fix
    )
    on_windows = findings_of(f"{text}\n" + r"C:\Users\alice>python train.py")
    assert (
        on_windows["cudnn-version-mismatch"].fix
        == make_finding("cudnn-version-mismatch", "windows", []).fix
    )
    mac = findings_of(f"{LOOKING_FOR}\nmacOS Ventura 13.4")
    assert "cuda-libraries-missing" not in mac


def test_the_release_that_imported_is_judged_whatever_else_is_installed():
    # the import shows which of the two runs: 1.14, built with CUDA 10.0, beside CUDA 9.0
    text = f"{CONDA_LIST}tf.version.VERSION = 1.14.0\n"
    assert "cuda-libraries-missing" in findings_of(text)


def test_two_cpu_builds_are_the_cpu_build():
    # neither distribution has the GPU: the CPU-only build is the cause, two of them a remark
    text = (
        "tensorflow                1.14.0          mkl_py36h2526735_0\n"
        "tensorflow-cpu            2.4.0\n"
    )
    found = findings_of(text)
    assert found["tensorflow-cpu-only-build"].severity == "error"
    assert found["multiple-tensorflow-distributions"].severity == "warning"


def test_a_driver_needed_and_the_one_had_in_the_same_line():
    # https://github.com/jade-hpc-gpu/jade-hpc-gpu.github.io/issues/109
    line = (
        "I am using TensorFlow 1.14 which requires CUDA10, and Cuda10 requires Nvidia driver "
        "418. Currently at JADE default driver is 384.145, which is compatible up to TensorFlow"
    )
    assert _stated(line)["driver"] == "384.145"
    assert "driver" not in _stated("Cuda10 requires Nvidia driver 418.")


def test_two_distributions_told_installed_in_words():
    # https://github.com/deephyper/deephyper/issues/35
    line = (
        "> I installed DeepHyper on V100 GPUs. It installs Tensorflow 1.15 and Tensorflow-gpu "
        "2.2.0 by default, these versions conflict each other for Tensorboard and Tensorflow "
        "estimator."
    )
    facts = read_log_facts([line])
    assert facts["packages"] == {
        "tensorflow": {"version": "1.15"},
        "tensorflow-gpu": {"version": "2.2.0"},
    }
    assert "multiple-tensorflow-distributions" in findings_of(line)
    # what was tried, and one distribution named twice, are no list of what is installed
    for told in (
        "I tried tensorflow 1.15 and tensorflow-gpu 2.2.0, neither works",
        "It installs tensorflow 2.4 and tensorflow 2.5",
    ):
        assert "packages" not in read_log_facts([told]), told
