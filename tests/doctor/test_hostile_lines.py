"""Lines built to be slow: a log of long lines repeating what a pattern looks for.

Every pattern's needle (the words that make the reader try its regex) is repeated over a whole
line, the longest the reader keeps: a regex that nests one ".*" in another, or tries a lookahead
at every position, takes seconds or minutes on such a line (a 4,000-character line of
"tensorflow-gpu" took 13 s before the words patterns were anchored). Each needle's log must be
read about as fast as plain text, measured in the same test.
"""

from __future__ import annotations

import time

from tfgpu_gui.doctor.collect import explain_log_report
from tfgpu_gui.doctor.knowledge.log_facts_patterns import FACT_PATTERNS
from tfgpu_gui.doctor.knowledge.log_patterns import LOG_PATTERNS
from tfgpu_gui.doctor.log_explainer import forget_lines
from tfgpu_gui.doctor.log_reader import MAX_LINE_CHARS, text_lines

LINES = 2


def _log_of(unit: str) -> str:
    # (after a word: a line of "> " alone is a reply's quote marks, read as blank; each line
    # its own, so that the reader's per-line caches do not answer for the second)
    return "\n".join([f"{n} " + unit * ((MAX_LINE_CHARS - 2) // len(unit)) for n in range(LINES)])


def _seconds(text: str, tries: int = 3) -> float:
    best = float("inf")
    for _ in range(tries):
        # (each try reads the lines afresh: the reader's per-line caches would answer again)
        forget_lines()
        start = time.perf_counter()
        explain_log_report(text_lines(text))
        best = min(best, time.perf_counter() - start)
    return best


# What the readers of stated facts look for on every line (a form's fields, versions in
# prose, systems, GPU models, capabilities, complaints).
PROSE_UNITS = (
    "tensorflow ",
    "tf2.",
    "cuda 12.2 ",
    "- TensorFlow version: ",
    "### CUDA/cuDNN version ",
    "I have CUDA 10.2 and TF 2.1 on Windows 10. ",
    "Should I use CUDA 12.2? ",
    "on my mac ",
    "rtx 4090 ",
    "name: a major: 1 ",
    "compute capability ",
    "GPU was not used ",
    "默认使用",
    "1.2.3.4.5.6.7.8.9.",
    "### Which Docker container are you using? ",
    "instance_type='ml.m4.xlarge' ",
    "Pop!_OS 22.04 (Linux 5.19) ",
    "tensorflow along with tensorflow-gpu ",
    "tensorflow package overrides the gpu package ",
    "requirement tensorrt==8.5.3.1; extra == (from tensorflow[and-cuda] ",
    "there is no version of tensorflow-intel{sys_platform == 'win32'} and tensorflow-cpu ",
    "cudnn 10.0 ",
    "removing --gpus from the docker run ",
    "another computer with an AMD GPU ",
    "it requires cuda 10.1 ",
    "cuda 9.0 will only work with tensorflow ",
    "Device mapping: no known devices. ",
    "uv pip install tensorflow-io ",
    "cuDNN 8.1 is required but cuDNN 8.1 is required but ",
    # another framework's failure, a traced library search, an upgraded-to version
    "torch out of memory ",
    "XlaRuntimeError out of memory ",
    'openat(AT_FDCWD, "/usr/lib/libcudnn.so.9 ',
    "     1:\t  trying file=libcublas.so.8.0 ",
    "- TensorFlow version: 2.4.1, trying to upgrade to ",
    "TensorFlow allocates memory on ",
)


def test_no_needle_repeated_over_long_lines_is_much_slower_than_plain_text():
    needles = sorted({p.needle for p in (*FACT_PATTERNS, *LOG_PATTERNS) if p.needle.strip()})
    assert len(needles) > 100  # every pattern of both tables
    needles += [unit.rstrip() for unit in PROSE_UNITS]
    plain = _seconds(_log_of("hello world "))
    slow = {}
    for needle in needles:
        log = _log_of(needle + " ")
        # (once, and the best of three more where that once was slow: a pause of the machine
        # is not the pattern's)
        took = _seconds(log, tries=1)
        if took > 10 * plain + 0.02:
            took = min(took, _seconds(log))
        if took > 10 * plain + 0.02:
            slow[needle] = round(took, 3)
    assert not slow, (plain, slow)
