# ruff: noqa: E501 - log lines are quoted verbatim
"""What a pasted log states, line by line: the REPL's questions and their answers, a device
list over many lines, a `docker run` continued with backslashes, an issue form's fields, the
versions and systems people write, and the fact dict they make. Each line is one users post
(the shapes of the threads named in knowledge/log_facts_patterns.py)."""

from __future__ import annotations

import pytest

from tfgpu_gui.doctor.log_facts import LogFacts, read_log_facts


def reader(lines: list[str]) -> LogFacts:
    facts = LogFacts()
    for line in lines:
        facts.feed(line)
    return facts


# --- the REPL -----------------------------------------------------------------------------------
def test_an_answer_within_six_lines_of_its_prompt() -> None:
    lines = [">>> print(tf.__version__)", *(f"W0000 warning {n}" for n in range(5)), "2.16.1"]
    # Five lines that do not answer, then the answer: still within the window.
    assert read_log_facts(lines)["tensorflow"]["version"] == "2.16.1"
    late = [">>> print(tf.__version__)", *(f"W0000 warning {n}" for n in range(6)), "2.16.1"]
    assert "tensorflow" not in read_log_facts(late)


def test_blank_lines_do_not_use_up_the_window() -> None:
    lines = [">>> tf.__version__", *[""] * 10, "'2.15.0'"]
    assert read_log_facts(lines)["tensorflow"]["version"] == "2.15.0"


def test_a_new_prompt_drops_the_question_before() -> None:
    lines = [">>> tf.__version__", ">>> import os", "2.16.1"]
    assert "tensorflow" not in read_log_facts(lines)
    # A prompt that asks nothing, then a bare number: no version.
    assert "tensorflow" not in read_log_facts([">>> 1 + 1", "2.16.1"])


def test_ipython_prompts_and_outputs() -> None:
    lines = [
        "In [1]: import tensorflow as tf",
        "In [2]: tf.__version__",
        "Out[2]: '2.17.0'",
        "In [3]: tf.test.is_built_with_cuda()",
        "Out[3]: True",
        "In [4]: tf.config.list_physical_devices('GPU')",
        "Out[4]: [PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')]",
    ]
    facts = read_log_facts(lines)
    assert facts["tensorflow"] == {
        "imported": True,
        "version": "2.17.0",
        "built_with_cuda": True,
        "gpus": ["/physical_device:GPU:0"],
    }
    assert facts["from_log"]["gpu_in_use"] == 7


def test_a_script_s_questions_are_answered_in_order() -> None:
    # A script pasted with its output: three questions, then three answers.
    lines = [
        "import tensorflow as tf",
        "print(tf.__version__)",
        "print(tf.test.is_built_with_cuda())",
        "print(tf.config.list_physical_devices('GPU'))",
        "2.10.1",
        "False",
        "[]",
    ]
    tf = read_log_facts(lines)["tensorflow"]
    assert tf["version"] == "2.10.1"
    assert tf["built_with_cuda"] is False
    assert tf["gpus"] == []


def test_an_answer_is_taken_by_the_first_question_it_fits() -> None:
    # The version's question waits; "True" answers the second one.
    lines = ["print(tf.__version__)", "print(tf.test.is_built_with_cuda())", "True", "2.12.0"]
    tf = read_log_facts(lines)["tensorflow"]
    assert tf["built_with_cuda"] is True
    assert tf["version"] == "2.12.0"


def test_at_most_eight_questions_wait() -> None:
    questions = ["print(tf.test.is_built_with_cuda())"] * 8 + ["print(tf.__version__)"]
    # The ninth question is not kept: its answer is not read.
    assert "tensorflow" not in read_log_facts([*questions, "2.16.1"])
    assert read_log_facts([*questions[1:], "2.16.1"])["tensorflow"]["version"] == "2.16.1"


def test_an_answer_in_the_code_line_s_comment() -> None:
    line = "print(tf.config.list_physical_devices('GPU'))  # returns []"
    facts = read_log_facts([line])
    assert facts["tensorflow"]["gpus"] == []
    assert facts["from_log"]["evidence"]["tf_gpu_count"] == f"log line 1: {line}"
    # A comment that is not an answer leaves the question waiting for the next line.
    waiting = ["print(tf.__version__)  # should print the version", "2.14.0"]
    assert read_log_facts(waiting)["tensorflow"]["version"] == "2.14.0"


def test_whether_a_gpu_is_available_asked_the_older_ways() -> None:
    # tf.test.is_gpu_available() answers True or False, tf.test.gpu_device_name() a device's
    # name or '' (https://www.tensorflow.org/api_docs/python/tf/test/is_gpu_available,
    # https://www.tensorflow.org/api_docs/python/tf/test/gpu_device_name).
    for lines in (
        [">>> tf.test.is_gpu_available()", "False"],
        [">>> tf.test.gpu_device_name()", "''"],
        ["In [2]: tf.test.is_gpu_available(cuda_only=True)", "Out[2]: False"],
        ["print(tf.test.is_gpu_available())  # prints False"],
        ["Ubuntu 20.04, TF 2.4: tf.test.is_gpu_available() returns False."],
        ["print(tf.test.is_gpu_available()) gives False"],
        # the question's second form (all devices), answered on its line
        [
            "print(tf.config.list_physical_devices()) returns "
            "[PhysicalDevice(name='/physical_device:CPU:0', device_type='CPU')]"
        ],
    ):
        facts = read_log_facts(lines)
        assert facts["tensorflow"]["gpus"] == [], lines
        assert "gpu_in_use" not in facts["from_log"], lines
    for lines in (
        [">>> tf.test.is_gpu_available()", "True"],
        [">>> tf.test.gpu_device_name()", "'/device:GPU:0'"],
        ["tf.test.gpu_device_name() gives '/device:GPU:0'"],
    ):
        facts = read_log_facts(lines)
        assert facts["from_log"]["gpu_in_use"] == len(lines), lines
        assert "gpus" not in facts.get("tensorflow", {}), lines
    # The question told without its answer ("returns nothing useful") settles nothing.
    told = read_log_facts(["tf.test.is_gpu_available() returns something odd"])
    assert "tensorflow" not in told
    assert "gpu_in_use" not in told["from_log"]


def test_gpu_lists_of_several_devices_are_counted() -> None:
    two = (
        "[PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU'), "
        "PhysicalDevice(name='/physical_device:GPU:1', device_type='GPU')]"
    )
    facts = read_log_facts([">>> tf.config.list_physical_devices('GPU')", two])
    assert facts["tensorflow"]["gpus"] == ["/physical_device:GPU:0", "/physical_device:GPU:1"]
    assert facts["from_log"]["gpu_in_use"] == 2
    assert read_log_facts(["Num GPUs Available:  3"])["tensorflow"]["gpus"] == [
        "/physical_device:GPU:0",
        "/physical_device:GPU:1",
        "/physical_device:GPU:2",
    ]
    none = read_log_facts(["Num GPUs Available:  0"])
    assert none["tensorflow"]["gpus"] == []
    assert "gpu_in_use" not in none["from_log"]


def test_no_more_than_sixteen_gpus_are_listed() -> None:
    facts = read_log_facts(["Num GPUs Available: 40"])
    assert len(facts["tensorflow"]["gpus"]) == 16
    assert facts["tensorflow"]["gpus"][-1] == "/physical_device:GPU:15"


# --- device_lib.list_local_devices() --------------------------------------------------------------
def _device(kind: str, n: int) -> list[str]:
    return [
        f'name: "/device:{kind}:{n}"',
        f'device_type: "{kind}"',
        "memory_limit: 268435456",
        "locality {",
        "}",
        "incarnation: 4929457466236434355",
        'xla_global_id: -1, name: "/device:GPU:0"',
    ]


def test_local_devices_count_their_gpus_once_the_list_ends() -> None:
    lines = [
        '[name: "/device:CPU:0"',
        'device_type: "CPU"',
        "memory_limit: 268435456",
        *_device("GPU", 0),
        *_device("GPU", 1),
        "]",
    ]
    facts = reader(lines)
    assert facts.values["tf_gpu_count"] == 2
    assert facts.values["gpu_in_use"] == len(lines)
    assert facts.evidence["tf_gpu_count"] == f"log line {len(lines)}: ]"
    cpu_only = reader(['[name: "/device:CPU:0"', 'device_type: "CPU"', "]"])
    assert cpu_only.values["tf_gpu_count"] == 0
    assert "gpu_in_use" not in cpu_only.values


def test_a_directml_device_list_says_nothing_about_cuda() -> None:
    lines = ['[name: "/device:CPU:0"', 'device_type: "CPU"', *_device("DML", 0), "]"]
    assert "tf_gpu_count" not in reader(lines).values


def test_a_device_list_that_never_ends_is_dropped_after_400_lines() -> None:
    body = ['[name: "/device:CPU:0"', 'device_type: "GPU"'] + ["incarnation: 1"] * 397
    assert reader([*body, "]"]).values["tf_gpu_count"] == 1  # the 400th line ends it
    assert "tf_gpu_count" not in reader([*body, "incarnation: 1", "]"]).values


# --- docker run ---------------------------------------------------------------------------------
def test_a_docker_run_continued_over_lines_is_read_whole() -> None:
    lines = [
        "docker run -it --rm \\",
        "  -v $PWD:/work \\",
        "  --gpus all \\",
        "  tensorflow/tensorflow:latest-gpu python train.py",
    ]
    facts = reader(lines)
    assert facts.values["docker_gpus"] is True
    assert facts.evidence["docker_gpus"] == f"log line 1: {lines[0]}"
    assert reader(lines[:2] + lines[3:]).values["docker_gpus"] is False
    # One line, and nvidia-docker (which passes the GPUs itself).
    assert reader(["$ docker run -it tensorflow/tensorflow bash"]).values["docker_gpus"] is False
    assert reader(["$ nvidia-docker run -it tensorflow/tensorflow bash"]).values["docker_gpus"]


def test_a_container_started_without_gpus_cites_the_command_s_first_line() -> None:
    from tfgpu_gui.doctor.collect import explain_log_report

    lines = [
        "$ docker run -it --rm \\",
        "    -v $PWD:/work \\",
        '    tensorflow/tensorflow:latest-gpu python -c "import tensorflow as tf"',
        "The NVIDIA Driver was not detected.  GPU functionality will not be available.",
    ]
    report = explain_log_report(lines)
    finding = next(f for f in report.findings if f.id == "container-without-gpus")
    assert f"docker run without --gpus (log line 1: {lines[0]})" in finding.evidence


def test_the_line_after_a_continued_docker_run_is_not_read_for_other_facts() -> None:
    facts = reader(["docker run --rm \\", "Python 3.10.12 (main) [GCC 11.4.0] on linux"])
    assert facts.values["docker_gpus"] is False
    assert "python_version" not in facts.values


# --- an issue form ------------------------------------------------------------------------------
FORM = [
    "### TensorFlow version",
    "tf 2.16.1",
    "### OS platform and distribution",
    "Windows 11",
    "### Python version",
    "3.12.4",
    "### CUDA/cuDNN version",
    "12.3/8.9.7",
    "### GPU model and memory",
    "4090 24GB",
]


def test_an_issue_form_s_fields_are_declared_facts() -> None:
    facts = reader(FORM)
    assert facts.declared == {
        "tf_version": ["2.16"],
        "os": ["windows"],
        "python": ["3.12"],
        "cuda": ["12.3"],
        "cudnn": ["8.9"],
        "gpu": ["RTX 4090"],
    }
    out = facts.facts()
    assert out["stated"] == {
        "tf_version": "2.16",
        "cuda": "12.3",
        "cudnn": "8.9",
        "python": "3.12",
        "gpus": [{"name": "RTX 4090", "compute_capability": [8, 9]}],
    }
    assert out["system"] == {"platform_kind": "windows"}
    assert out["python"] == {"version": "3.12", "stated": True}
    assert out["from_log"]["evidence"]["stated:tf_version"] == "log line 2: tf 2.16.1"
    assert out["from_log"]["evidence"]["python_version"] == "log line 6: 3.12.4"


@pytest.mark.parametrize(
    ("value", "name"),
    [
        ("1080 8GB", "GTX 1080"),
        ("5070TI", "RTX 5070TI"),
        ("3060", "RTX 3060"),
        ("1660", "GTX 1660"),
    ],
)
def test_a_geforce_number_alone_in_the_gpu_field(value: str, name: str) -> None:
    facts = reader(["### GPU model and memory", value])
    assert facts.declared["gpu"] == [name]


def test_form_values_that_say_nothing() -> None:
    lines = ["### TensorFlow version", "_No response_", "### Python version", "n/a"]
    lines += ["### CUDA/cuDNN version", "", "### GPU model and memory", "unknown (laptop)"]
    assert reader(lines).declared == {}


@pytest.mark.parametrize(
    ("value", "version"),
    [("v2.15.0", "2.15"), ("2.12.0rc0", "2.12"), ("tf2.18", "2.18"), ("latest", None)],
)
def test_form_tensorflow_versions(value: str, version: str | None) -> None:
    from tfgpu_gui.doctor.knowledge.tf_builds import LATEST
    from tfgpu_gui.doctor.versions import fmt

    facts = reader(["- TensorFlow version: " + value])
    assert facts.declared["tf_version"] == [version or fmt(LATEST.tf)]


def test_form_cuda_cudnn_written_with_names_or_numbers() -> None:
    assert reader(["- CUDA/cuDNN version: 11.2 / 8.1.0"]).declared == {
        "cuda": ["11.2"],
        "cudnn": ["8.1"],
    }
    assert reader(["- CUDA/cuDNN version: 12"]).declared == {"cuda": ["12"]}
    assert reader(["- CUDA/cuDNN version: CUDA 11.8, cuDNN 8.6"]).declared == {
        "cuda": ["11.8"],
        "cudnn": ["8.6"],
    }


def test_form_os_field_with_a_system_word_only() -> None:
    assert reader(["- OS platform and distribution: linux"]).declared == {"os": ["linux"]}
    assert reader(["- OS platform and distribution: wsl"]).declared == {"os": ["wsl2"]}
    # A named release is read as prose is: no second value from the bare word.
    assert reader(["- OS platform and distribution: Ubuntu 22.04 (linux)"]).declared == {
        "os": ["linux"]
    }


# --- what people write --------------------------------------------------------------------------
def test_prose_versions_and_the_one_value_rule() -> None:
    facts = reader(["I have tensorflow 2.15 with CUDA 12.2 and cuDNN 8.9 on Ubuntu 22.04"])
    assert facts.prose == {
        "tf_version": ["2.15"],
        "cuda": ["12.2"],
        "cudnn": ["8.9"],
        "os": ["linux"],
    }
    two = reader(["tried tensorflow 2.15", "then tensorflow 2.16"])
    assert two.prose["tf_version"] == ["2.15", "2.16"]
    assert two.stated("tf_version") is None  # two values: none is the one
    # Both are kept apart, as the releases named: never as the one that ran.
    assert two.facts()["stated"] == {"tf_versions": ["2.15", "2.16"]}
    # A declared value wins over prose.
    both = reader(["- TensorFlow version: 2.13", "tensorflow 2.15 did not work either"])
    assert both.stated("tf_version") == "2.13"


def test_wsl2_is_the_system_whatever_else_is_named() -> None:
    facts = reader(["Windows 11 with WSL2, Ubuntu 22.04"])
    assert facts.stated("os") == "wsl2"
    assert facts.facts()["system"] == {"platform_kind": "wsl2"}


def test_nvidia_smi_s_cuda_version_is_not_a_stated_toolkit() -> None:
    facts = reader(["| NVIDIA-SMI 550.54.14   Driver Version: 550.54.14   CUDA Version: 12.4 |"])
    assert facts.prose == {}
    assert reader(["Cuda compilation tools, release 12.4, V12.4.131"]).declared == {
        "cuda": ["12.4"]
    }


def test_a_stated_python_counts_beside_a_tensorflow_version_only() -> None:
    assert "python" not in read_log_facts(["I use python 3.11"])
    assert read_log_facts(["I use python 3.11 and tensorflow 2.15"])["python"] == {
        "version": "3.11",
        "stated": True,
    }
    assert read_log_facts(["I use python 3.11", "TensorFlow version: 2.16.1"])["python"] == {
        "version": "3.11",
        "stated": True,
    }
    # The interpreter's own banner wins over what was written.
    banner = "Python 3.10.12 (main, Nov 20 2023, 15:14:05) [GCC 11.4.0] on linux"
    assert read_log_facts([banner, "python 3.11 and tensorflow 2.15"])["python"] == {
        "version": "3.10.12"
    }


def test_stated_gpus_need_a_known_model() -> None:
    facts = reader(["My GPU is an RTX 3080 and a GTX 9999"])
    assert facts.prose["gpu"] == ["RTX 3080"]
    assert facts.facts()["stated"]["gpus"] == [{"name": "RTX 3080", "compute_capability": [8, 6]}]


def test_a_conda_list_states_cuda_and_cudnn() -> None:
    lines = [
        "cudatoolkit               11.2.2              hbe64b41_10    conda-forge",
        "cudnn                     8.1.0.77            h90431f1_0     conda-forge",
        "tensorflow                2.10.0          gpu_py39h6b1b4bc_0",
    ]
    facts = read_log_facts(lines)
    # The TensorFlow row is read as written prose is ("tensorflow 2.10").
    assert facts["stated"] == {"tf_version": "2.10", "cuda": "11.2", "cudnn": "8.1"}
    assert facts["from_log"]["evidence"]["stated:cuda"] == f"log line 1: {lines[0]}"
    assert facts["packages"]["tensorflow"] == {"version": "2.10.0"}
    assert facts["packages_partial"] is True
    # A version written out wins over the package.
    with_prose = read_log_facts([*lines, "CUDA 11.8 is installed"])
    assert with_prose["stated"]["cuda"] == "11.8"


# --- the fact dict ------------------------------------------------------------------------------
def test_evidence_quotes_a_long_line_clipped() -> None:
    line = "TensorFlow version: 2.16.1 " + "x" * 300
    evidence = read_log_facts([line])["from_log"]["evidence"]["tf_version"]
    assert evidence == "log line 1: " + line[:197] + "..."
    exact = "TensorFlow version: 2.16.1 " + "y" * (200 - 27)
    assert read_log_facts([exact])["from_log"]["evidence"]["tf_version"] == f"log line 1: {exact}"


def test_the_platform_from_what_the_log_shows() -> None:
    uname = "Linux deskbox 5.15.153.1-microsoft-standard-WSL2 #1 SMP Fri Mar 29 23:14:13 UTC 2024 x86_64 x86_64 x86_64 GNU/Linux"
    facts = read_log_facts([uname])
    assert facts["system"] == {
        "platform_kind": "wsl2",
        "kernel": "5.15.153.1-microsoft-standard-WSL2",
    }
    plain = "Linux deskbox 5.15.0-56-generic #62-Ubuntu SMP Tue Nov 22 19:54:14 UTC 2022 x86_64 x86_64 x86_64 GNU/Linux"
    assert read_log_facts([plain])["system"] == {
        "platform_kind": "linux",
        "kernel": "5.15.0-56-generic",
    }
    # A Windows prompt only hints; WSL2 written out is the Linux side.
    assert reader([r"C:\Users\alice>wsl", "running in WSL2"]).platform == "wsl2"
    assert reader([r"C:\Users\alice>python train.py"]).platform == "windows"
    # What the form declares comes before prose.
    form = ["- OS platform and distribution: Windows 10", "running in WSL2"]
    assert reader(form).platform == "windows"
    # A Windows path seen in the log is native Windows whatever is written.
    seen = reader(
        [
            r"C:\Users\alice\AppData\Local\Programs\Python\Python310\lib\site-packages\tensorflow\__init__.py",
            "WSL2",
        ]
    )
    assert seen.platform == "windows"
    assert reader(["nothing here"]).platform is None


def test_a_hint_gives_way_to_a_stated_platform() -> None:
    lines = ["/usr/lib/python3/dist-packages/tensorflow/__init__.py", "macOS Sonoma 14.2"]
    assert reader(lines).platform == "macos"
    assert reader(lines[:1]).platform == "linux"
    # The first hint is kept.
    assert reader(["/Users/alice/miniforge3/bin/python", "/opt/conda/lib"]).platform == "macos"


def test_nvidia_smi_failing_is_an_nvml_error() -> None:
    line = "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running."
    nvml = read_log_facts([line])["nvml"]
    assert nvml == {
        "ok": False,
        "backend": "nvidia-smi (log)",
        "error": line,
        "error_kind": "nvml-error",
    }


def test_the_driver_side_facts() -> None:
    lines = [
        "NVRM version: NVIDIA UNIX x86_64 Kernel Module  535.129.03  Thu Oct 19 18:56:32 UTC 2023",
        "modprobe: FATAL: Module nvidia not found in directory /lib/modules/6.5.0-14-generic",
        "CUDA_VISIBLE_DEVICES=1",
        "export CUDA_VISIBLE_DEVICES='0, 2'",
    ]
    facts = read_log_facts(lines)
    assert facts["driver"]["nvidia_module_loaded"] is False
    assert facts["env"] == {"CUDA_VISIBLE_DEVICES": "0,2"}  # the last one shown
    assert facts["from_log"]["evidence"]["cuda_visible_devices"] == f"log line 4: {lines[3]}"


def test_nothing_stated_gives_only_the_empty_evidence() -> None:
    assert read_log_facts(["Epoch 1/10", "loss: 0.52"]) == {"from_log": {"evidence": {}}}


# --- details that survive small slips -----------------------------------------------------------
def test_a_form_value_that_says_it_is_unknown_is_not_read() -> None:
    lines = ["### CUDA/cuDNN version", "unknown (whatever conda installed, 11.2?)"]
    assert reader(lines).declared == {}


def test_a_build_info_question_with_a_comment_is_no_answer() -> None:
    line = "print(tf.sysconfig.get_build_info())  # prints the dict below"
    facts = reader([line, "OrderedDict([('cuda_version', '11.2'), ('cudnn_version', '8')])"])
    assert facts.values["build_cuda_version"] == "11.2"


def test_a_question_answered_in_its_comment_does_not_wait_for_more() -> None:
    lines = ["print(tf.test.is_built_with_cuda())  # -> False", "x = 1", "True"]
    assert reader(lines).values["built_with_cuda"] is False


UV_PLATFORM = (
    "Distribution `{}==2.21.5 @ registry+https://pypi.org/simple` can't be installed because it "
    "doesn't have a source distribution or wheel for the current platform"
)


def test_names_without_a_wheel_are_kept_once_each_and_at_most_eight() -> None:
    names = [f"nvidia-lib{n}-cu12" for n in range(9)]
    lines = ["$ uv sync", UV_PLATFORM.format(names[0]), UV_PLATFORM.format(names[0])]
    lines += [UV_PLATFORM.format(name) for name in names[1:]]
    facts = reader(lines)
    assert facts.values["no_wheel_platform"] == names[:8]
    assert facts.evidence["no_wheel_platform"] == f"log line 2: {lines[1]}"


def test_a_cuda_cudnn_field_with_names_is_read_as_prose() -> None:
    # cuDNN alone: its number is not CUDA's.
    assert reader(["- CUDA/cuDNN version: cuDNN 8.9.7"]).declared == {"cudnn": ["8.9"]}
    # CUDA named beside another number: that number is not cuDNN's (it is the driver's).
    assert reader(["- CUDA/cuDNN version: CUDA 12.4 (driver 550.54)"]).declared == {
        "cuda": ["12.4"],
        "driver": ["550.54"],
    }


CREATED = (
    "2023-06-01 10:00:00.000000: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1635] "
    "Created device /job:localhost/replica:0/task:0/device:GPU:0 with 21458 MB memory:  -> "
    "device: 0, name: NVIDIA GeForce RTX 4090, pci bus id: 0000:01:00.0, compute capability: 8.9"
)
PLACED = (
    "2023-06-01 10:00:01.000000: I tensorflow/core/common_runtime/eager/execute.cc:1525] "
    "Executing op MatMul in device /job:localhost/replica:0/task:0/device:GPU:0"
)


def test_the_first_line_that_shows_the_gpu_in_use_is_kept() -> None:
    facts = read_log_facts(["Epoch 1/10", CREATED, PLACED])
    assert facts["from_log"]["gpu_in_use"] == 2
    assert facts["from_log"]["placed_on_gpu"] is True
    assert facts["from_log"]["evidence"]["gpu_in_use"].startswith("log line 2: 2023-06-01")
    assert facts["tensorflow"]["device_details"] == [
        {"index": 0, "name": "NVIDIA GeForce RTX 4090", "compute_capability": [8, 9]}
    ]
    assert facts["tensorflow"]["gpus"] == ["/physical_device:GPU:0"]


def test_only_the_os_field_reads_a_bare_system_word() -> None:
    assert reader(["### GPU model and memory", "RTX 3060 12GB, linux box"]).declared == {
        "gpu": ["RTX 3060"]
    }
    # A release named in the field is the answer: a word beside it adds no second system.
    lines = ["- OS platform and distribution: Ubuntu 22.04 (dual boot with windows)"]
    assert reader(lines).declared == {"os": ["linux"]}


def test_the_os_field_s_bare_word_in_any_case() -> None:
    assert reader(["- OS platform and distribution: Windows"]).declared == {"os": ["windows"]}
    assert reader(["### OS platform and distribution", "LINUX"]).declared == {"os": ["linux"]}


def test_a_docker_run_is_cited_at_its_own_line() -> None:
    lines = ["$ nvidia-smi", "$ docker run -it tensorflow/tensorflow:latest-gpu bash"]
    assert reader(lines).evidence["docker_gpus"] == f"log line 2: {lines[1]}"
    continued = ["$ nvidia-smi", "$ docker run --rm \\", "  tensorflow/tensorflow bash"]
    assert reader(continued).evidence["docker_gpus"] == f"log line 2: {continued[1]}"


def test_uv_s_requires_python_names_the_interpreter_and_the_package() -> None:
    line = (
        "  ╰─▶ Because the current Python version (3.9.18) does not satisfy Python>=3.10 and "
        "tensorflow==2.16.1 depends on Python>=3.10, we can conclude that tensorflow==2.16.1 "
        "cannot be used."
    )
    log = read_log_facts(["$ uv pip install tensorflow==2.16.1", line])["from_log"]
    assert log["python_seen"] == "3.9"
    assert log["no_wheel_python"] == ["tensorflow"]
    assert log["evidence"]["no_wheel_python"] == "log line 2: " + line.strip()


def test_a_device_created_twice_is_listed_once() -> None:
    second = CREATED.replace("GPU:0", "GPU:1").replace("device: 0,", "device: 1,")
    facts = read_log_facts([CREATED, CREATED, second])
    assert [d["index"] for d in facts["tensorflow"]["device_details"]] == [0, 1]
    assert facts["tensorflow"]["gpus"] == ["/physical_device:GPU:0", "/physical_device:GPU:1"]


def test_dkms_builds_are_kept_up_to_eight() -> None:
    lines = [f"nvidia/535.129.03, 6.5.0-{n}-generic, x86_64: installed" for n in range(10, 20)]
    facts = reader(lines)  # as `dkms status` prints them
    assert facts.dkms[0] == "nvidia 535.129.03 for kernel 6.5.0-10-generic: installed"
    assert len(facts.dkms) == 8


def test_a_form_version_that_names_no_release() -> None:
    assert reader(["- TensorFlow version: the one pip installs"]).declared == {}
    assert reader(["- OS platform and distribution: ChromeOS Flex"]).declared == {}


def test_a_continued_docker_run_with_blanks_after_its_backslash() -> None:
    lines = ["docker run -it --rm \\   ", "    --gpus all tensorflow/tensorflow:latest-gpu bash"]
    assert reader(lines).values["docker_gpus"] is True
    tight = ["docker run -it --runtime=nvidia\\", "  tensorflow/tensorflow:latest-gpu bash"]
    assert reader(tight).values["docker_gpus"] is True


def test_a_continued_docker_run_is_followed_up_to_4000_characters() -> None:
    def lines(length: int) -> list[str]:  # the arguments so far reach ``length`` characters
        second = "  -e A=" + "a" * (length - 9) + " \\"
        return ["docker run \\  ", second, "  --gpus all img"]  # blanks after the first "\\"

    assert reader(lines(3999)).values["docker_gpus"] is True
    # Longer: the command is judged as it stands, the next line is not read into it.
    assert reader(lines(4000)).values["docker_gpus"] is False


DLL = (
    "2021-01-01 12:00:00.000000: W tensorflow/stream_executor/platform/default/dso_loader.cc:60] "
    "Could not load dynamic library '{0}64_110.dll'; dlerror: {0}64_110.dll not found"
)


def test_missing_libraries_are_named_once_each_and_at_most_eight() -> None:
    stems = ["cudart", "cublas", "cublasLt", "cufft", "curand", "cusolver", "cusparse", "cudnn"]
    stems.append("cupti")
    lines = [DLL.format(stems[0])] + [DLL.format(s) for s in stems]
    log = read_log_facts(lines)["from_log"]
    assert log["cuda_libs_missing"] == [s.lower() for s in stems[:8]]
    assert log["dll_missing"] == ["cupti64_110.dll", "cupti", "110"]  # the last one seen


def test_at_most_eight_stated_values_are_kept_per_name() -> None:
    facts = reader([f"then I tried tensorflow 2.{n}" for n in range(10, 20)])
    assert facts.prose["tf_version"] == [f"2.{n}" for n in range(10, 18)]


def test_a_python_version_from_the_form_alone_or_beside_a_printed_tensorflow() -> None:
    form = ["### Python version", "3.12.4"]
    assert read_log_facts(form)["python"] == {"version": "3.12", "stated": True}
    # In prose, beside a version TensorFlow printed (not written by the person).
    lines = ["I use python 3.11", ">>> tf.__version__", "'2.16.1'"]
    assert read_log_facts(lines)["python"] == {"version": "3.11", "stated": True}


def test_a_stated_keras_version() -> None:
    facts = read_log_facts(["Using tensorflow 2.16 with keras 3.3.3 on my laptop"])
    assert facts["stated"] == {"tf_version": "2.16", "keras": "3.3"}
