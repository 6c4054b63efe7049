"""A question's empty answer told in words, and a driver device file that Docker could not stat.

Each line is quoted from the public thread named beside it.
"""

from __future__ import annotations

import pytest

from tests.helpers.pastes import findings_of, read_lines

# --- tf.test.gpu_device_name() answered in words ----------------------------------------------
# https://github.com/googlecolab/colabtools/issues/4153
COLAB = (
    "!pip install keras-nlp\nimport tensorflow\nprint(tensorflow.test.gpu_device_name())\n"
    "```\nThe output of `tensorflow.test.gpu_device_name()` is an empty string.\n"
)


def test_an_empty_device_name_told_in_words_is_no_gpu():
    assert read_lines(COLAB).values.get("tf_gpu_count") == 0


def test_told_on_the_questions_own_line_too():
    line = "tf.test.gpu_device_name() returns '' on this machine"
    assert read_lines(line).values.get("tf_gpu_count") == 0


@pytest.mark.parametrize(
    "words",
    [
        "The output of `tensorflow.test.gpu_device_name()` is /device:GPU:0.",
        "The output of `tensorflow.test.gpu_device_name()` is not an empty string.",
        "I print tensorflow.test.gpu_device_name() to see which GPU it picks.",
    ],
)
def test_other_words_about_the_name_are_not_an_empty_answer(words):
    assert read_lines(words).values.get("tf_gpu_count") is None


def test_an_empty_list_is_still_read_for_the_list_question():
    # https://github.com/tensorflow/tensorflow/issues/63362
    line = "tf.config.list_physical_devices('GPU') returns []"
    assert read_lines(line).values.get("tf_gpu_count") == 0


def test_the_colab_paste_is_a_gpu_tensorflow_does_not_see():
    found = findings_of(COLAB)
    assert "cuda-libraries-missing" in found


# --- /dev/nvidia-uvm missing ----------------------------------------------------------------
# https://github.com/NVIDIA/nvidia-docker/issues/139
LSTAT = (
    "After a system reboot none of the nvidia-docker containers would restart and would give "
    "an error along the lines of.\n\n```\nlstat /dev/nvidia-uvm: no such file or directory\n```"
)


def test_a_driver_device_file_docker_cannot_stat_is_the_module_not_loaded():
    assert "driver-not-loaded" in findings_of(LSTAT)


def test_another_device_file_is_not_the_driver():
    assert "driver-not-loaded" not in findings_of("lstat /dev/nvme0n1: no such file or directory")
