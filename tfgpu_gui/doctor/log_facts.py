"""Facts about the machine read from a pasted log, in the shape the rules read.

A pasted log is a second source of facts beside the live collectors (collect.py
``host_facts`` and the detection job): the Python banner, a REPL session, ``pip list``,
``nvidia-smi``, ``uname -a``, ``docker run`` lines. :class:`LogFacts` sees the lines one at a
time (as log_explainer.py does) and keeps a bounded state; :meth:`LogFacts.facts` returns the
fact dict for facts.FactView. A fact the log does not state is absent, never guessed. The line
shapes live in knowledge/log_facts_patterns.py.
"""

from __future__ import annotations

import bisect
import functools
import re
from typing import Any

from tfgpu_gui.doctor.knowledge.cloud_gpus import (
    INSTANCE_TYPE,
    gpu_of_instance,
    instance_without_gpu,
)
from tfgpu_gui.doctor.knowledge.gpu_arch import capability_of
from tfgpu_gui.doctor.knowledge.log_facts_patterns import (
    ASCII_FOLDS,
    BARE_GEFORCE,
    BARE_GEFORCE_PROSE,
    CONDA_CONFLICT_TF,
    CONDA_CONFLICT_WINDOW,
    CONDA_GPU_BUILD,
    CONSIDERED_VERSION,
    CUDART_FILE,
    CUDNN_ARCHIVE,
    CUDNN_DEB,
    CUDNN_DEFINE,
    CUDNN_DEFINE_LINES,
    DRIVER_NEEDED,
    EMPTY_ANSWER_PROSE,
    EXPECTED_HEADING,
    EXPECTED_SECTION_LINES,
    FACT_PATTERNS,
    FORM_QUESTION,
    FROM_SOURCE,
    GEFORCE_HINT,
    GPU_DEVICE_NAME,
    GPU_PACKAGE_SWAPPED_IN,
    HAD_AFTER_NEEDED,
    INLINE_TF_PACKAGE,
    LATEST_WORDS,
    LIBRARY_LOADED,
    LIBRARY_TRIED,
    LIST_ITEM,
    LISTED_VERSION,
    LOCAL_DEVICES_GPU,
    LOCAL_DEVICES_OTHER,
    LOCAL_DEVICES_START,
    MEMORY_AMOUNT,
    MEMORY_FAILURE,
    NO_COMPLAINT,
    NO_RESPONSE,
    NOT_A_WISH,
    NOT_STATED,
    NVCC_RELEASE,
    OTHER_MACHINE,
    PACKAGE_BUILT_FOR,
    PACKAGE_SWAPPED,
    PAST_VERSION,
    PROSE_KINDS,
    RANGE_AFTER,
    REPL_QUESTIONS,
    REQUIRED_AFTER,
    REQUIRED_VERSION,
    SECTION_HEADING,
    SERIES_AFTER,
    SERIES_ZH,
    SEVERAL_GPUS,
    STATED,
    STATED_CC,
    STATED_DRIVER,
    STATED_GPU,
    STATED_OS,
    STATED_OS_WORDS,
    SWAP_DID_NOT_HELP,
    SWAP_HELPED,
    SWAP_PROPOSED,
    TEMPLATE_FIELDS,
    TEMPLATE_HEADING,
    TEMPLATE_INLINE,
    TF_ENV_DOCKER,
    TF_LOG_LINE,
    UNCHECKED_BOX,
    UPGRADED_TO,
    WANTED_VERSION,
    WORKS_THERE,
)
from tfgpu_gui.doctor.knowledge.log_patterns import (
    DOCKER_MENTION,
    DOCKER_RUN_GPUS,
    DOCKER_WORDS,
)
from tfgpu_gui.doctor.knowledge.tf_builds import LATEST, TF_DISTRIBUTIONS
from tfgpu_gui.doctor.pod_specs import PodSpecs
from tfgpu_gui.doctor.versions import fmt

MAX_GPUS = 16
MAX_PACKAGES = 64
MAX_NAMES = 8
MAX_TEXT = 200
REPL_ANSWER_WINDOW = 6  # lines after a prompt in which its answer may appear
MAX_QUESTIONS = 8  # a script's questions waiting for their printed answers
LOCAL_DEVICES_LINES = 400  # lines a device_lib.list_local_devices() answer may take

_PLATFORMS = {
    "win32": "windows",
    "cygwin": "windows",
    "darwin": "macos",
    "macos": "macos",
    "linux": "linux",
}
_NO = re.compile(r"^\W*(?:no|false)\W*$", re.IGNORECASE)  # a yes-or-no question answered no
_PROMPT = re.compile(r"^\s*(?:>>>|In \[\d+\]:)")
# TensorFlow's and PyTorch's "is a GPU there" questions answer True or False.
_TRUE_OR_FALSE = re.compile(r"^\s*(?:Out\[\d+\]:\s*)?`?(True|False)`?\W*$", re.IGNORECASE)
_ANSWERS = {
    "tf_version": re.compile(r"^\s*(?:Out\[\d+\]:\s*)?'?v?(\d+\.\d+\.\d+\S*?)'?\s*$"),
    "built_with_cuda": re.compile(r"^\s*(?:Out\[\d+\]:\s*)?(True|False)\s*$", re.IGNORECASE),
    # A whole list on one line; a list printed over several lines is not counted from its first.
    "gpu_list": re.compile(
        r"^\s*(?:Out\[\d+\]:\s*)?(\[\s*\]|\[(?:Physical|Logical)Device\(.*\])\s*$"
    ),
    "gpu_available": _TRUE_OR_FALSE,
    "torch_available": _TRUE_OR_FALSE,
    # An empty name is printed as nothing; only its repr ('') or a device's name reads.
    "gpu_device_name": re.compile(
        r"^\s*(?:Out\[\d+\]:\s*)?`?(''|\"\"|'?/device:GPU:\d+'?)`?\W*$", re.IGNORECASE
    ),
}


# Words around the value in a comment that gives a code line's result.
_COMMENT_FILLER = re.compile(
    r"\b(?:is |are |gets? |was )?(?:returned|returns?|output|outputs|prints?|printed|gives?|"
    r"shows?|result)\b\s*:?|->|=>|→",
    re.IGNORECASE,
)

# A yes-or-no answer told in words after the question, in the same sentence: "it says true",
# "and it returns with true", "which gives False" (group 1: the answer).
_PROSE_TRUE_OR_FALSE = re.compile(
    r"^[^.?!]*?\b(?:returns?|returned|says?|said|gives?|gave|prints?|printed|outputs?|shows?|"
    r"showed|answers?|answered)\s+(?:with\s+|as\s+|me\s+|back\s+)?[`'\"]?(True|False)\b",
    re.IGNORECASE,
)
_PROSE_ANSWER_REACH = 120  # characters after the question that its answer is looked for in
# The same told on a line of its own after the code: "`docker run ... python -c "import torch;
# print(torch.cuda.is_available())"`" then "outputs false"
# (https://github.com/ray-project/ray/issues/14683).
_TOLD_TRUE_OR_FALSE = re.compile(
    r"^\s*(?:(?:it|this|that|which|and|but|then|just|always|still|only)\s+){0,2}"
    r"(?:returns?|returned|says?|said|gives?|gave|prints?|printed|outputs?|shows?|showed)\s+"
    r"(?:with\s+|me\s+|back\s+)?[`'\"]?(True|False)\b",
    re.IGNORECASE,
)

# Words that say a GPU model may be named in a line.
_GPU_WORDS = ("rtx", "gtx", "tesla", "titan", "mx", "quadro", "jetson", "geforce")
# The fact lines read in TensorFlow's own log lines: all but the readings of what a person writes.
_MACHINE_PATTERNS = tuple(p for p in FACT_PATTERNS if p.kind not in PROSE_KINDS)


@functools.lru_cache(maxsize=1024)
def _fact_matches(line: str) -> tuple[tuple[str, re.Match[str]], ...]:
    """The fact patterns ``line`` matches, in their order (a tool's line has no prose to read).
    Each distinct line is matched once: logs repeat their lines."""
    low = line.lower()
    patterns = _MACHINE_PATTERNS if TF_LOG_LINE.match(line) else FACT_PATTERNS
    found = []
    for pattern in patterns:
        if pattern.needle in low:
            match = pattern.regex.search(line)
            if match:
                found.append((pattern.kind, match))
    return tuple(found)


def forget_lines() -> None:
    """Empty the cache of the lines matched (what a new process starts with)."""
    _fact_matches.cache_clear()


# The complaint that the GPU is not used, read again where the GPU is named by its model ("it
# does not use my RTX 3060", "the GTX 1080 is not detected"): the model stands for "the GPU".
_COMPLAINT_PATTERNS = tuple(p for p in FACT_PATTERNS if p.kind == "gpu_not_used")


def _of_several_gpus(line: str, m: re.Match[str]) -> bool:
    """Whether a complaint of a GPU not used is about some of several ("a speedup using
    multiple GPUs", "the second GPU"): with those words blanked out no complaint is left."""
    spans = [q.span() for q in SEVERAL_GPUS.finditer(line) if q.end() > m.start() - 1]
    spans = [(a, b) for a, b in spans if a <= m.end()]
    if not spans:
        return False
    rest = line
    for a, b in spans:
        rest = rest[:a] + " " * (b - a) + rest[b:]
    return not any(p.regex.search(rest) for p in _COMPLAINT_PATTERNS)


# A data-centre model's letter and number ("A100", "T4"), also in lower case with two digits or
# more: "NVIDIA p100" in a form's GPU field (https://github.com/tensorflow/tensorflow/issues/34282),
# "a GH200 node"; "t4" or "l4" alone in lower case are other words.
_DATA_CENTRE_GPU = re.compile(r"\b[ABHLTVPK]\d|\b(?i:[abhvpk]\d\d|g[bh]\d)")
# Where a sentence ends in prose: a full stop, "!" or "?" before a space, or a semicolon.
_SENTENCE = re.compile(r"(?<=[.!?])\s+|;\s*")
# `git describe`'s name of a build: the last tag, the commits since, "g" and the commit.
GIT_DESCRIBE = re.compile(r"\bv?\d+\.\d+(?:\.\d+)?(?:-rc\d+)?-\d+-g[0-9a-f]{6,40}\b")
# What follows a development build's version: tf-nightly's "2.5.0.dev20201108" (PEP 440),
# "2.6.0-dev20210407" (tf.version.VERSION of the same builds). Such a build is the next release
# on its way, built with whatever CUDA and cuDNN the tree had that day: a 2.5 nightly of November
# 2020 ran with CUDA 11.0 and cuDNN 8.0 (https://github.com/tensorflow/tensorflow/issues/44750),
# the 2.5.0 release was built with 11.2 and 8.1. The tested build table describes releases only.
DEV_BUILD = re.compile(r"[.-]?dev\d{6,}")


def _geforce(m: re.Match[str]) -> str:
    """A GeForce number alone with its series: 1050-1080, 1650 and 1660 are GTX, 2050-5090 RTX."""
    return ("GTX " if m.group(1).startswith(("10", "16")) else "RTX ") + m.group(1)


# MiB in one of MEMORY_AMOUNT's units (G and M as people write them: GiB and MiB).
_MIB_PER = {"g": 1024.0, "gb": 1024.0, "gib": 1024.0, "m": 1.0, "mb": 1.0, "mib": 1.0}


def _nearly_all_of(line: str) -> bool:
    """Whether a line's two largest amounts of memory are one nearly the other ("22553MiB/24265MiB",
    "16G V100 ... 占用内存接近16个G"): memory told as nearly all taken; not a failed allocation."""
    if MEMORY_FAILURE.search(line):
        return False
    amounts = sorted(
        float(m.group(1)) * _MIB_PER[m.group(2).lower()] for m in MEMORY_AMOUNT.finditer(line)
    )
    return len(amounts) >= 2 and amounts[-1] >= 2048 and amounts[-2] >= 0.85 * amounts[-1]


def _dist_name(text: str) -> str:
    """A distribution's name as the installers compare names (PEP 503: case, and runs of "-",
    "_" and "." alike): "absl_py" and "absl.py" are "absl-py"."""
    return re.sub(r"[-_.]+", "-", text.lower())


def _clip(text: str) -> str:
    text = text.strip()
    return text if len(text) <= MAX_TEXT else text[: MAX_TEXT - 3] + "..."


# `pip show`'s version line.
_PIP_SHOW_VERSION = re.compile(r"^\s*Version: (\d+(?:\.\d+)+\S*)\s*$")
# Words that make a stated compute capability a requirement, not the GPU's own.
_CC_NEEDED = re.compile(
    r"requir|minimum|at least|or (?:higher|above|newer|later)|\bsupport|\bneeds?\b|\bdropped\b",
    re.IGNORECASE,
)

# Where a sentence ends: its stop and a space (a version's point has a digit after it).
_SENTENCE_END = re.compile(r"[.!?;](?=\s|$)")


def _swap_was_the_fix(swap: re.Match[str] | None, line: str) -> bool | None:
    """Of ``swap``, one package swapped for another in ``line``: True where its sentence tells
    it as the fix (it helped, or it is what to do: the first package is what ran), False where
    as done without helping or with no outcome (the second is installed now), None where there
    is no swap."""
    if swap is None:
        return None
    sentence = _sentence_of(line, swap.start())
    if SWAP_DID_NOT_HELP.search(sentence):
        return False
    return bool(SWAP_HELPED.search(sentence) or SWAP_PROPOSED.search(sentence))


def _considered(text: str, at: int) -> bool:
    """Whether the version at ``at`` is in a question about what to install (CONSIDERED_VERSION)."""
    if "?" not in text:
        return False  # (most lines: no sentence to find)
    sentence = _sentence_of(text, at)
    return sentence.rstrip().endswith("?") and bool(CONSIDERED_VERSION.search(sentence))


def _cuda_not_cudnn(version: str) -> bool:
    """A version given as cuDNN's that no cuDNN release has had and a CUDA release has: "cudnn
    10.0" beside "tf 2.4.1" (https://github.com/huggingface/transformers/issues/14347) is CUDA
    10.0. cuDNN's releases are numbered 1 to 9 (9.22 in 2026: NVIDIA's redistributables,
    https://developer.download.nvidia.com/compute/redist/cudnn , and conda channel,
    https://anaconda.org/nvidia/cudnn/labels); CUDA's 10.0 to 13.x."""
    major = version.split(".", 1)[0]
    return major.isdigit() and 10 <= int(major) <= 13 and "." in version


@functools.lru_cache(maxsize=8)
def _sentence_ends(text: str) -> tuple[int, ...]:
    """Where each sentence of ``text`` ends (kept for the few lines read at once: a line's
    versions each ask for their sentence)."""
    return tuple(m.end() for m in _SENTENCE_END.finditer(text))


def _works_there(text: str, at: int) -> bool:
    """Whether the system named at ``at`` is told as where the same thing works ("The same
    Command runs fine on the same machine with Windows 11 & WSL2",
    https://github.com/SecureAI-Tools/SecureAI-Tools/issues/26): not the one that fails."""
    ends = _sentence_ends(text)
    n = bisect.bisect_right(ends, at)
    return bool(WORKS_THERE.search(text, ends[n - 1] if n else 0, at))


def _sentence_of(text: str, at: int) -> str:
    """The sentence of ``text`` that holds position ``at``."""
    ends = _sentence_ends(text)
    n = bisect.bisect_right(ends, at)  # the first end after ``at``
    return text[ends[n - 1] if n else 0 : ends[n] if n < len(ends) else len(text)]


class ExpectedSection:
    """Tells the lines of a bug form's "Expected behavior" section: what the poster hoped for.

    Fed every line in order; :meth:`hides` is true for the lines of that section (the heading
    included), which no reader should take for what ran.
    """

    def __init__(self) -> None:
        self._left = 0  # lines of the open section still to hide

    def hides(self, line: str) -> bool:
        # (a quick look first: most lines are no heading of the kind)
        heading = EXPECTED_HEADING.match(line) if "xpect" in line or "XPECT" in line else None
        if heading is not None:
            one_line = heading.group("text") is not None
            self._left = 0 if one_line else EXPECTED_SECTION_LINES
            return True
        if self._left and (SECTION_HEADING.match(line) or TF_LOG_LINE.match(line)):
            self._left = 0
        if self._left:
            self._left -= 1
            return not NOT_A_WISH.search(line)
        return False


class LogFacts:
    """Reads facts from log lines fed one at a time; memory stays bounded."""

    def __init__(self) -> None:
        self.values: dict[str, Any] = {}
        self.evidence: dict[str, str] = {}
        self.smi_gpus: list[dict[str, Any]] = []
        self.tf_gpus: list[dict[str, Any]] = []
        #: The package whose `pip show` "Name:" line was the last line read.
        self._pip_show: str | None = None
        #: The versions asked of each package pip found none of ("==1.15", "<=1.14.0,>=1.10.0").
        self.pip_wanted: dict[str, str] = {}
        self.pip_offered: dict[str, list[str]] = {}  # the releases pip listed it found
        #: GPUs TensorFlow found and named with their capability, used or not.
        self.logged_gpus: list[dict[str, Any]] = []
        self.packages: dict[str, str] = {}
        self._conda_gpu_tf: str | None = None  # the version of a conda GPU build listed
        self._conda_gpu_meta: str | None = None  # and of conda's tensorflow-gpu listed
        self.pip_missing: list[str] = []
        self.dkms: list[str] = []
        self.line_no = 0
        self._asked: list[list[Any]] = []  # questions waiting for an answer: [kind, lines left]
        self._local: list[int] | None = None  # device_lib answer: [GPUs seen, lines left]
        # A `docker run` continued with "\\": its arguments so far, its first line and number.
        self._docker: tuple[str, str, int] | None = None
        # Versions a paste states: in a form's field, `nvcc --version` or the machine's own
        # listings (declared), or in prose; each name -> its distinct values, read only when
        # there is one.
        self.declared: dict[str, list[str]] = {}
        self.prose: dict[str, list[str]] = {}
        self._field: str | None = None  # a form heading whose value is the next line
        self._field_item = False  # the field was a list item's (its value left to the next line)
        # An issue form's question about a container, waiting for its answer: the question's
        # line and number ("### Which Docker container are you using ...? (if applicable)").
        self._docker_question: tuple[str, int] | None = None
        # pip's "Ignored the following versions that require a different python version": where.
        self._ignored_python: tuple[int, str] = (0, "")
        # Lines left of a conda UnsatisfiableError's list of conflicting specifications.
        self._unsatisfiable = 0
        self._pods = PodSpecs()  # a Kubernetes pod spec pasted: whether it asks for a GPU
        # CUDA libraries a traced loader looked for (strace, LD_DEBUG): "libcudnn.so.9" ->
        # whether one path opened it, and the line of its first try.
        self._traced: dict[str, tuple[bool, str]] = {}
        self._tf_named: str | None = None  # the first line that names TensorFlow (or TFDS)
        # cuDNN's header printed: the major's "#define CUDNN_MAJOR 8" and its line number, until
        # the minor's define follows.
        self._cudnn_major: tuple[str, int] | None = None

    # --- reading ----------------------------------------------------------------------
    def feed(self, line: str) -> None:
        """Read one line (any text; never raises on what it contains)."""
        self.line_no += 1
        if not line.strip():
            return
        line = line[:4000]
        self._pods.feed(line, self.line_no)
        self._local_devices(line)
        repl = next(
            ((m, kind) for q, kind in REPL_QUESTIONS if (m := q.search(line)) is not None), None
        )
        asked = repl[1] if repl else None
        if _PROMPT.match(line):
            self._asked = [[asked, REPL_ANSWER_WINDOW]] if asked else []
            return
        if asked and self._comment_answer(asked, line):
            pass  # the answer is in the line's own comment: print(...)  # [] is returned
        elif asked in EMPTY_ANSWER_PROSE and EMPTY_ANSWER_PROSE[asked].search(line):
            self._set("tf_gpu_count", 0, line)  # "... list_physical_devices('GPU') returns []"
        elif repl and self._inline_answer(repl[1], line[repl[0].end() :], line):
            pass  # "tf.test.is_gpu_available() returns False"
        elif repl and self._prose_answer(repl[1], line[repl[0].end() :], line):
            pass  # "I tried torch.cuda.is_available() ... and it returns with true"
        elif asked:  # a script's code line: its answer comes after the code, in order
            if len(self._asked) < MAX_QUESTIONS:
                self._asked.append([asked, REPL_ANSWER_WINDOW])
        elif self._asked:
            self._answer(line)
        if self._docker is not None:
            args, first, first_no = self._docker
            self._docker = None
            self._docker_run(args + " " + line.strip(), first, first_no)
            return
        self._stated(line)
        low = line.lower()
        self._conda_conflict(line, low)
        if "libcu" in low:
            self._library_traced(line)
        shown, self._pip_show = self._pip_show, None
        if shown is not None:  # the line after "Name: tensorflow-gpu" in `pip show`
            version = _PIP_SHOW_VERSION.match(line)
            if version and (shown in self.packages or len(self.packages) < MAX_PACKAGES):
                self.packages[shown] = version.group(1)
                self.evidence.setdefault(
                    f"package:{shown}", f"log line {self.line_no}: {_clip(line)}"
                )
        question, self._docker_question = self._docker_question, None
        if question is not None and not NO_RESPONSE.match(line) and not _NO.match(line):
            self._add_docker_answer(question, line)
        named = "docker_named" in self.values or not any(w in low for w in DOCKER_WORDS)
        if not named and DOCKER_MENTION.search(line):
            if FORM_QUESTION.match(line) or TF_ENV_DOCKER.match(line):
                # A question the form asks names a container; its answer says whether there is
                # one: "N/A" says there is none.
                self._docker_question = (line, self.line_no)
            else:
                self._set("docker_named", True, line)
        for kind, match in _fact_matches(line):
            self._take(kind, match, line)
        if "gpu_not_used" not in self.values and not TF_LOG_LINE.match(line):
            self._complaint_by_model(line, low)

    def _complaint_by_model(self, line: str, low: str) -> None:
        """A complaint about the GPU that names it by its model: read with "GPU" in its place."""
        if not any(w in low for w in _GPU_WORDS) or not STATED_GPU.search(line):
            return
        plain = STATED_GPU.sub("GPU", line)
        for pattern in _COMPLAINT_PATTERNS:
            if pattern.needle in plain.lower():
                match = pattern.regex.search(plain)
                if match:
                    self._take(pattern.kind, match, line)
                    return

    # --- what a person states ----------------------------------------------------------
    def _state(self, key: str, value: str, line: str, declared: bool) -> None:
        if key == "cudnn" and _cuda_not_cudnn(value):
            # "cudnn 10.0": a CUDA release under cuDNN's name, taken where no CUDA is stated
            # by its own name ("我的cuda是10.2，cudnn是10.1版本": the cuDNN for CUDA 10.1 beside
            # CUDA 10.2, https://github.com/bubbliiiing/yolov4-keras/issues/2)
            key = "cuda_of_cudnn"
        values = (self.declared if declared else self.prose).setdefault(key, [])
        if value not in values and len(values) < MAX_NAMES:
            values.append(value)
        self.evidence.setdefault(f"stated:{key}", f"log line {self.line_no}: {_clip(line)}")
        if key == "gpu" and value in values:  # each GPU named keeps its own line
            self.evidence.setdefault(
                f"stated:gpu:{value}", f"log line {self.line_no}: {_clip(line)}"
            )

    def _stated(self, line: str) -> None:
        """Versions stated in a form's field, `nvcc --version` or prose beside their names."""
        if UNCHECKED_BOX.match(line):
            # An issue form's choice left unticked ("- [ ] Apple Silicon Macs") states nothing.
            self._field = None
            return
        heading = TEMPLATE_HEADING.match(line)
        inline = None if heading else TEMPLATE_INLINE.match(line)
        if self._field is not None:
            field, self._field = self._field, None
            field_item, self._field_item = self._field_item, False
            # (a field left empty: the next field is no value, nor a list item under it, read
            # as a line of its own: "* CUDA/cuDNN version:" then "  * CUDA Version: 10.0")
            if not (heading or inline or (field_item and LIST_ITEM.match(line))):
                self._field_value(field, line, line)
                return
        if heading:
            self._field, self._field_item = TEMPLATE_FIELDS[heading.group(1).lower()], False
            return
        if inline:
            field = TEMPLATE_FIELDS[inline.group(1).lower()]
            if inline.group(2).strip("* "):
                self._field_value(field, inline.group(2), line)
            else:
                # The list item's value on the line after it, as a rendered post shows it
                # ("- **TensorFlow version (use command below)**:" then "1.1").
                self._field, self._field_item = field, True
            return
        nvcc = NVCC_RELEASE.search(line)
        if nvcc:
            self._state("cuda", nvcc.group(1), line, declared=True)
            return
        if self._installed(line):
            return
        self._prose(line, line, declared=bool(LISTED_VERSION.match(line)))

    def _installed(self, line: str) -> bool:
        """A version the machine's own listing shows installed: cuDNN's header defines, a
        Debian package of cuDNN, the CUDA runtime's file. True when the line needs no more
        reading (a package's line is prose too)."""
        low = line.lower()
        defines = list(CUDNN_DEFINE.finditer(line)) if "cudnn_m" in low else []
        for m in defines:
            if m.group(1).upper() == "MAJOR":
                self._cudnn_major = (m.group(2), self.line_no)
            elif self._cudnn_major is not None:
                (major, at), self._cudnn_major = self._cudnn_major, None
                if self.line_no - at <= CUDNN_DEFINE_LINES:
                    self._state("cudnn", f"{major}.{m.group(2)}", line, declared=True)
        if defines:
            return True
        deb = CUDNN_DEB.match(line) if "cudnn" in low else None
        if deb and deb.group(1) == deb.group(2):
            # (read as prose too: "+cuda10.2" names the CUDA the package was built for)
            self._state("cudnn", f"{deb.group(2)}.{deb.group(3)}", line, declared=True)
        archive = CUDNN_ARCHIVE.search(line) if "cudnn-" in low else None
        if archive:  # its CUDA is stated only where no CUDA is (nvcc's comes first)
            if archive.group(1):
                cuda, cudnn = archive.group(1), f"{archive.group(2)}.{archive.group(3) or 0}"
            else:
                cuda, cudnn = archive.group(6), f"{archive.group(4)}.{archive.group(5)}"
            self._state("cudnn", cudnn, line, declared=True)
            self._state("cuda_of_cudnn", cuda, line, declared=True)
            # the rest of the line is prose ("I used cudnn-windows-x86_64-8.8.1.3_cuda12-archive.
            # My Anaconda is ...", https://github.com/spyder-ide/spyder/issues/20790)
            rest = f"{line[: archive.start()]} {line[archive.end() :]}"
            self._prose(rest, line, declared=bool(LISTED_VERSION.match(line)))
            return True
        cudart = CUDART_FILE.search(line) if "libcudart.so." in line else None
        if cudart:
            self._state("cuda", cudart.group(1), line, declared=True)
            return True
        return False

    def _field_value(self, field: str, value: str, line: str) -> None:
        if not value.strip() or NO_RESPONSE.match(value):
            return
        if field == "tf_version":
            # "2.18", "tf2.12.0", "v2.15.0", "2.12.0rc0"; "latest" and "nightly" are the
            # newest release the tables know (a nightly is built like it). The form's command
            # prints tf.version.GIT_VERSION before tf.version.VERSION: the tag a build was
            # described from ("v1.12.1-2420-g4fd6e533f6" for a 2.0 nightly) is not its version.
            value = GIT_DESCRIBE.sub(" ", value)
            found = list(re.finditer(r"(?<![\d.])([12]\.\d{1,2})(?:\.\d+)?(?![\d.]*\d)", value))
            if len(found) > 1 and UPGRADED_TO.search(value, found[0].end(), found[-1].start()):
                found = found[-1:]  # "2.4.1, trying to upgrade to 2.6.0": the one that fails
            # Several releases met it ("TF 2.12, TF 2.11, TF nightly, TF 2.8",
            # https://github.com/tensorflow/tensorflow/issues/60192): each one is named, none
            # for sure (the rules then keep what every one of them gives).
            for release in found:
                self._state("tf_version", release.group(1), line, declared=True)
                if DEV_BUILD.match(value, release.end()):
                    self._state("tf_dev", release.group(1), line, declared=True)
            if not found and LATEST_WORDS.search(value):
                self._state("tf_version", fmt(LATEST.tf), line, declared=True)
        elif field in ("source_template", "source_form", "bazel"):
            if field == "bazel" and re.search(r"\d+\.\d+", value):
                self._set("bazel_given", True, line)
            elif field != "bazel" and FROM_SOURCE.match(value):
                self._set(field, True, line)
            # the answer read as prose as well ("binary (pip install tensorflow-gpu==2.4)")
            self._prose(value, line, declared=False)
        elif field == "python":
            m = re.search(r"\b(3\.\d{1,2})(?:\.\d+)?\b", value)
            if m:
                self._state("python", m.group(1), line, declared=True)
        elif field == "cuda_cudnn":
            # A Debian package's version names the CUDA it was built for after "+": the cuDNN
            # of "11.8.0-1/8.9.3.28-1+cuda12.1" is 8.9, built for CUDA 12.1; the CUDA is 11.8
            # (https://github.com/tensorflow/tensorflow/issues/61326).
            value = PACKAGE_BUILT_FOR.sub("", value)
            low = value.lower()
            if "cuda" in low or "cudnn" in low:
                self._prose(value, line, declared=True)
            else:  # "11.2/8.1", "11 / 8", "12.2, 8.9"
                # each part's leading version: "11.8.0-1/8.9.3.28-1" is 11.8 and 8.9
                parts = re.split(r"[/,;|]|\s+", value)
                numbers = [m.group(1) for p in parts if (m := re.match(r"v?(\d+(?:\.\d+)?)", p))]
                if numbers:
                    self._state("cuda", ".".join(numbers[0].split(".")[:2]), line, True)
                if len(numbers) > 1:
                    self._state("cudnn", ".".join(numbers[1].split(".")[:2]), line, True)
        else:  # os, gpu: the same names as in prose
            if field == "gpu":  # "5070TI", "4090 24GB": the GeForce number alone
                value = BARE_GEFORCE.sub(_geforce, value)
            self._prose(value, line, declared=True)
            if field == "os" and "os" not in self.declared:  # the field alone: "windows"
                for word, system in (("wsl", "wsl2"), ("windows", "windows"), ("linux", "linux")):
                    if re.search(rf"\b{word}\b", value, re.IGNORECASE):
                        self._state("os", system, line, declared=True)
                        break

    def _prose(self, text: str, line: str, declared: bool) -> None:
        low = text.lower()
        # (nvidia-smi's banner is its own fact, smi_banner)
        if "driver" in low and "nvidia-smi" not in low:
            # a sentence that says what is needed states no driver; the next one may ("Cuda10
            # requires Nvidia driver 418. Currently at JADE default driver is 384.145",
            # https://github.com/jade-hpc-gpu/jade-hpc-gpu.github.io/issues/109)
            for sentence in _SENTENCE.split(text):
                if DRIVER_NEEDED.search(sentence):
                    continue
                for m in STATED_DRIVER.finditer(sentence):
                    version = m.group(1) + (f".{m.group(2)}" if m.group(2) else "")
                    self._state("driver", version, line, declared)
        if NOT_STATED.search(text):
            # One sentence about nvidia-smi or the driver does not hide the others: "TF 2.13
            # with CUDA 12.2. nvidia-smi works fine."
            sentences = _SENTENCE.split(text)
            if len(sentences) > 1:
                for sentence in sentences:
                    self._prose(sentence, line, declared)
            return
        for key, regex in STATED:
            if key.split("_")[0] in low or (key == "tf_version" and "tensorflow" in low):
                for m in regex.finditer(text):
                    if _considered(text, m.start()):
                        continue  # asked about, not had: "Should I upgrade to CUDA 10.1?"
                    if RANGE_AFTER.match(text, m.end()):
                        continue  # the least of a range: "cuDNN 8.1 or newer"
                    before = max(0, m.start() - 40)
                    if WANTED_VERSION.search(text, before, m.start()):
                        # looked for, not had: "it is looking cuda 11.0 version"
                        self._wanted(key, m.group(1), line, declared)
                        continue
                    if key != "tf_version" and (
                        REQUIRED_VERSION.search(text, before, m.start())
                        or REQUIRED_AFTER.match(text, m.end())
                    ):
                        # what a release needs: "it requires cuda 10.1 to work"
                        self._wanted(key, m.group(1), line, declared)
                        if key in ("cuda", "cudnn") and (
                            had := HAD_AFTER_NEEDED.match(text, m.end())
                        ):
                            self._state(key, had.group(1), line, declared)
                        continue
                    if not PAST_VERSION.search(text, before, m.start()):
                        self._state(key, m.group(1), line, declared)
                        if key == "tf_version" and DEV_BUILD.match(text, m.end()):
                            self._state("tf_dev", m.group(1), line, declared)
        # The patterns ignore case as Python folds it (a Turkish "İ" or "ı" matches "i", "ſ"
        # matches "s", the Kelvin sign "k"): the quick look for their words folds the same.
        folded = low if text.isascii() else text.translate(ASCII_FOLDS).lower()
        if any(word in folded for word in STATED_OS_WORDS):
            for system, regex in STATED_OS:
                if any(not _works_there(text, m.start()) for m in regex.finditer(text)):
                    self._state("os", system, line, declared)
        if "capabilit" in low and "(device: " not in low:  # TensorFlow's device lines: logged
            for m in STATED_CC.finditer(text):
                if not _CC_NEEDED.search(_sentence_of(text, m.start())):  # not a requirement
                    self._state("gpu_cc", f"{m.group(1)}.{m.group(2)}", line, declared)
        if "large" in low or "metal" in low:  # a cloud instance's type: "p3.2xlarge"
            for m in INSTANCE_TYPE.finditer(text):
                gpu = gpu_of_instance(m.group(2))
                if gpu is not None:
                    self._state("gpu", gpu, line, declared)
                elif instance_without_gpu(m.group(2)):
                    self._set("instance_without_gpu", m.group(1), line)
        named = text
        if "gtx" in low or "rtx" in low:
            named = SERIES_AFTER.sub(r"\3 \1\2", named)
        if GEFORCE_HINT.search(named):  # (a quick look first: most lines have none)
            named = SERIES_ZH.sub(r"RTX \1 series", BARE_GEFORCE_PROSE.sub(_geforce, named))
        if (
            "gpu" in low
            or any(w in low for w in _GPU_WORDS)
            or _DATA_CENTRE_GPU.search(text)
            or named != text
        ):
            for m in STATED_GPU.finditer(named):
                if capability_of(m.group(0)) is not None:
                    self._state("gpu", m.group(0).strip(), line, declared)

    def _wanted(self, key: str, value: str, line: str, declared: bool) -> None:
        """A CUDA or cuDNN told as the one TensorFlow (or the program) looks for or needs."""
        if key == "cudnn" and _cuda_not_cudnn(value):
            key = "cuda"  # "cudnn 10.0": a CUDA release under cuDNN's name
        if key in ("cuda", "cudnn"):
            self._state(f"{key}_wanted", value, line, declared)

    def _package(self, name: str, version: str, line: str) -> None:
        """An installed package and its version (the first line naming it is the evidence)."""
        name = name.lower()
        if name == "cudnn" and _cuda_not_cudnn(version):
            self._state("cudnn", version, line, declared=False)  # (a CUDA under cuDNN's name)
            return
        if name in self.packages or len(self.packages) < MAX_PACKAGES:
            self.packages[name] = version
            self.evidence.setdefault(f"package:{name}", f"log line {self.line_no}: {_clip(line)}")

    def stated(self, key: str) -> str | None:
        """The one value stated for ``key`` (declared first, then prose); None if several."""
        for source in (self.declared, self.prose):
            values = source.get(key) or []
            if key == "os" and "wsl2" in values:
                return "wsl2"  # "Windows 11 with WSL2": TensorFlow runs in the Linux side
            if len(values) == 1:
                return values[0]
            if values:
                return None
        return None

    def _comment_answer(self, kind: str, line: str) -> bool:
        """Take the answer a code line's comment gives: ``...('GPU'))  # [] is returned``. The
        comment is what follows the last ``#``: one inside the code's strings (``print("# GPUs",
        ...)``) or a doubled one (``## []``) starts none."""
        _code, sep, comment = line.rpartition("#")
        if not sep or kind not in _ANSWERS:
            return False
        answer = _COMMENT_FILLER.sub(" ", comment).strip()
        match = _ANSWERS[kind].match(answer)
        if match is None:
            return False
        self._take(kind, match, line)
        return True

    def _inline_answer(self, kind: str, rest: str, line: str) -> bool:
        """Take the answer told after the question on its own line (``rest``), with or without
        a word of returning between: ``tf.test.is_gpu_available() returns False``."""
        if kind not in _ANSWERS:
            return False
        # (the question inside print(...): its closing brackets come first)
        answer = _COMMENT_FILLER.sub(" ", rest.lstrip(") ")).strip().rstrip(".,;!")
        match = _ANSWERS[kind].match(answer)
        if match is None:
            return False
        self._take(kind, match, line)
        return True

    def _prose_answer(self, kind: str, rest: str, line: str) -> bool:
        """Take a yes-or-no answer told in the sentence after the question: "I tried
        torch.cuda.is_available() to see if torch recognises CUDA, and it returns with true"
        (https://github.com/kshitizrimal/deepStyle/issues/2)."""
        if _ANSWERS.get(kind) is not _TRUE_OR_FALSE:
            return False
        match = _PROSE_TRUE_OR_FALSE.search(rest[:_PROSE_ANSWER_REACH])
        if match is None:
            return False
        self._take(kind, match, line)
        return True

    def _answer(self, line: str) -> None:
        """Take ``line`` as the answer to the first waiting question it answers."""
        for n, (kind, _left) in enumerate(self._asked):
            match = _ANSWERS[kind].match(line) if kind in _ANSWERS else None
            if match is None and _ANSWERS.get(kind) is _TRUE_OR_FALSE:
                match = _TOLD_TRUE_OR_FALSE.match(line)  # "outputs false"
            if match:
                self._take(kind, match, line)
                del self._asked[n]
                return
            empty = EMPTY_ANSWER_PROSE.get(kind)
            if empty is not None and empty.search(line):  # "I get an empty list"
                self._set("tf_gpu_count", 0, line)
                del self._asked[n]
                return
        for question in self._asked:
            question[1] -= 1
        self._asked = [q for q in self._asked if q[1] > 0]

    def _local_devices(self, line: str) -> None:
        """Count the GPUs of a device_lib.list_local_devices() answer, once it has ended."""
        if self._local is None:
            if LOCAL_DEVICES_START.match(line):
                self._local = [0, LOCAL_DEVICES_LINES]
            else:
                return
        if LOCAL_DEVICES_GPU.match(line):
            self._local[0] += 1
        elif LOCAL_DEVICES_OTHER.match(line):  # DirectML (tensorflow-directml): not counted
            self._local = None
            return
        self._local[1] -= 1
        # (the list closed on its own line, or after its last field as Jupyter prints it:
        # 'physical_device_desc: "device: XLA_CPU device"]', GPU-Jupyter's saved test notebook)
        if line.strip() == "]" or line.rstrip().endswith(('"]', "}]")):
            self._set("tf_gpu_count", self._local[0], line)
            if self._local[0]:
                self._gpu_in_use(line)
            self._local = None
        elif self._local[1] <= 0:
            self._local = None

    def _docker_run(self, args: str, first: str, first_no: int = 0) -> None:
        """A `docker run` command: whether it passes the GPUs in, once all its lines are read.

        The evidence is its first line (``first``, line ``first_no``; 0: the current line).
        """
        first_no = first_no or self.line_no
        if args.rstrip().endswith("\\") and len(args) < 4000:
            self._docker = (args.rstrip()[:-1], first, first_no)
            return
        gpus = bool(DOCKER_RUN_GPUS.search(args))
        self.values["docker_gpus"] = gpus
        self.evidence.setdefault("docker_gpus", f"log line {first_no}: {_clip(first)}")
        if not gpus:  # one of several commands without the GPUs (the others may be the fix)
            self.values["docker_run_without_gpus"] = True
            self.evidence.setdefault(
                "docker_run_without_gpus", f"log line {first_no}: {_clip(first)}"
            )

    def _missing_library(self, stem: str) -> None:
        """Note a CUDA library that did not load (cudart, cublas, cudnn, ...)."""
        missing = self.values.setdefault("cuda_libs_missing", [])
        if stem not in missing and len(missing) < MAX_NAMES:
            missing.append(stem)

    def _add(self, key: str, name: str, line: str, line_no: int = 0) -> None:
        """Add ``name`` to the bounded list of names ``key``; its first line is the evidence."""
        names = self.values.setdefault(key, [])
        if name not in names and len(names) < MAX_NAMES:
            names.append(name)
        self.evidence.setdefault(key, f"log line {line_no or self.line_no}: {_clip(line)}")

    def _conda_conflict(self, line: str, low: str) -> None:
        """TensorFlow among the specifications of a conda UnsatisfiableError (within the lines
        of its list, which follow the error's first line)."""
        if "unsatisfiableerror" in low:
            self._unsatisfiable = CONDA_CONFLICT_WINDOW
            return
        if self._unsatisfiable <= 0:
            return
        self._unsatisfiable -= 1
        if "conda_tf_conflict" not in self.values and (m := CONDA_CONFLICT_TF.match(line)):
            self._set("conda_tf_conflict", m.group(1).lower(), line)

    def _library_traced(self, line: str) -> None:
        """A traced search for a CUDA library (strace, LD_DEBUG): each try, and whether one
        path had it."""
        tried = LIBRARY_TRIED.search(line)
        loaded = None if tried else LIBRARY_LOADED.search(line)
        if tried:
            g = tried.groups()
            name, version, result = (g[0], g[1], g[2]) if g[0] else (g[3], g[4], None)
            found = result is not None and not result.startswith("-")
        elif loaded:
            name, version = loaded.groups()
            found = True
        else:
            return
        soname = f"{name}.so.{version}"
        before = self._traced.get(soname)
        if before is None and len(self._traced) >= MAX_NAMES:
            return
        first = before[1] if before else f"log line {self.line_no}: {_clip(line)}"
        self._traced[soname] = ((before is not None and before[0]) or found, first)

    def _traced_missing(self) -> None:
        """The libraries a traced search never found: missing, as a failed dlopen says."""
        for soname, (found, first) in self._traced.items():
            if found:
                continue
            name, _, version = soname.partition(".so.")
            missing = self.values.setdefault("traced_missing", [])
            missing.append(soname)
            self.evidence.setdefault("traced_missing", first)
            self._missing_library(name.lower().removeprefix("lib"))
            if "cuda_lib_missing" not in self.values:
                self.values["cuda_lib_missing"] = [name, version]
                self.evidence.setdefault("cuda_lib_missing", first)

    def _gpu_in_use(self, line: str) -> None:
        """The first line that shows TensorFlow using a GPU (a device created, an op placed)."""
        if "gpu_in_use" not in self.values:
            self._set("gpu_in_use", self.line_no, line)

    def _add_docker_answer(self, question: tuple[str, int], answer: str) -> None:
        """A form's container question answered: the question is the evidence."""
        if "docker_named" not in self.values:
            self.values["docker_named"] = True
            line, number = question
            self.evidence["docker_named"] = (
                f"log line {number}: {_clip(line)} {_clip(answer.strip())}"
            )

    def _set(self, key: str, value: Any, line: str) -> None:
        self.values[key] = value
        self.evidence.setdefault(key, f"log line {self.line_no}: {_clip(line)}")

    def _take(self, kind: str, m: re.Match[str], line: str) -> None:
        g = m.groups()
        if kind == "python_banner":
            self._set("python_version", g[0], line)
            self._set("platform", _PLATFORMS[g[1].lower()], line)
        elif kind == "python_seen":
            self._set("python_seen", g[0] if len(g) == 1 else f"{g[0]}.{g[1]}", line)
        elif kind == "python_64_bit":
            self._set("python_64_bit", True, line)
        elif kind == "python_version":
            self._set("python_version", g[0], line)
        elif kind == "uname":
            self._set("kernel", g[0], line)
            self._set("platform", "linux", line)
            if "microsoft" in g[0].lower():
                self._set("wsl", True, line)
        elif kind == "windows_path":
            self._set("platform", "windows", line)
        elif kind in ("platform_hint_linux", "platform_hint_macos", "platform_hint_windows"):
            if "platform_hint" not in self.values:
                self._set("platform_hint", kind.rsplit("_", 1)[1], line)
        elif kind == "wsl":
            self._set("wsl", True, line)
        elif kind == "framework_cpu_package":
            self._set(kind, g[0].lower(), line)
        elif kind == "framework_named":
            if kind not in self.values:
                self._set(kind, _FRAMEWORK_NAMES[m.group(0).lower().removeprefix("py")], line)
        elif kind == "tf_version":
            if UPGRADED_TO.search(line, m.end()) and re.search(r"\b[12]\.\d", line[m.end() :]):
                # "TensorFlow version: 2.4.1, trying to upgrade to 2.6.0": the form's field
                # reads the later one (_field_value)
                return
            self._set("tf_version", g[0], line)
        elif kind in ("built_with_cuda", "build_is_cuda"):
            self._set("built_with_cuda", g[0].lower() == "true", line)
        elif kind == "gpu_list":
            text = next(x for x in g if x is not None)  # (a pattern of two shapes)
            # XLA's own device of TensorFlow 2.1-2.3 ("XLA_GPU:0") is no GPU device.
            count = int(text) if text.isdecimal() else len(GPU_DEVICE_NAME.findall(text))
            self._set("tf_gpu_count", count, line)
            if count:
                self._gpu_in_use(line)
        elif kind == "gpu_available":
            if g[0].lower() == "false":
                self._set("tf_gpu_count", 0, line)
            else:
                self._gpu_in_use(line)
        elif kind == "build_cc_listed":  # the lowest capability a build's list names
            cc = [int(g[0]), int(g[1])]
            low = self.values.get("build_lowest_cc")
            if not isinstance(low, list) or cc < low:
                self._set("build_lowest_cc", cc, line)
        elif kind == "torch_available":
            # (PyTorch's answer; True says the driver and the GPU work for PyTorch)
            self._set("torch_no_gpu" if g[0].lower() == "false" else "torch_gpu", True, line)
        elif kind == "gpu_device_name":
            if "gpu" in g[0].lower():
                self._gpu_in_use(line)
            else:
                self._set("tf_gpu_count", 0, line)
        elif kind == "build_info":
            self._set(f"build_{g[0]}", g[1], line)
        elif kind == "created_device":
            if len(self.tf_gpus) < MAX_GPUS and all(d["index"] != int(g[0]) for d in self.tf_gpus):
                self.tf_gpus.append(
                    {
                        "index": int(g[0]),
                        "name": _clip(g[1]),
                        "compute_capability": [int(g[2]), int(g[3])],
                    }
                )
                self._set("tf_ran", True, line)
                self._gpu_in_use(line)
        elif kind == "logged_gpu":
            name = _clip(g[0].strip())
            major, minor = (g[1], g[2]) if g[1] is not None else (g[3], g[4])
            known = len(self.logged_gpus) >= MAX_GPUS
            if not known and all(d["name"] != name for d in self.logged_gpus):
                cc = [int(major), int(minor)]
                self.logged_gpus.append({"name": name, "compute_capability": cc})
                self.evidence.setdefault("logged:gpu", f"log line {self.line_no}: {_clip(line)}")
        elif kind == "tfa_version":
            self._set(kind, g[0], line)
        elif kind in ("gpu_allocator", "gpu_at_work"):
            self._gpu_in_use(line)
        elif kind == "placement":
            self._set("placed_on_gpu", True, line)
            self._gpu_in_use(line)
        elif kind == "cudnn_versions":
            self._set("cudnn_loaded", g[0], line)
            self._set("build_cudnn_version", g[1], line)
        elif kind == "dll_missing":
            self._set("dll_missing", [g[0], g[1].lower(), g[2]], line)
            self._missing_library(g[1].lower())
        elif kind == "cuda_lib_missing":
            if "cuda_lib_missing" not in self.values:
                self._set("cuda_lib_missing", [g[0], g[1]], line)
            self._missing_library(g[0].lower().removeprefix("lib"))
        elif kind == "cudart_stub":
            self._missing_library("cudart")
            self.evidence.setdefault("cuda_libs_missing", f"log line {self.line_no}: {_clip(line)}")
        elif kind == "cudart_opened":
            major, minor = (g[0], g[1]) if g[0] else (g[2], g[3])
            self._set("cudart_opened", f"{major}.{minor}", line)
        elif kind in ("ngc_driver_wanted", "ngc_driver_found"):
            self._set(kind, g[0], line)
        elif kind == "cudart_wanted":
            self._set("cudart_major", int(g[0][:2]) if len(g[0]) >= 3 else int(g[0]), line)
        elif kind == "smi_banner":
            self._set("smi_driver", g[0], line)
            if g[1] and g[1][0].isdigit():
                self._set("smi_cuda", g[1], line)
        elif kind == "smi_gpu_row":
            if len(self.smi_gpus) < MAX_GPUS and "smi_driver" in self.values:
                self.smi_gpus.append({"index": int(g[0]), "name": _clip(g[1])})
        elif kind == "smi_failed":
            self._set("smi_failed", _clip(line), line)
        elif kind == "smi_missing":
            self._set("smi_missing", True, line)
        elif kind in ("kernel_driver_version", "proc_version"):
            self._set("kernel_driver", g[0], line)
        elif kind == "modprobe_missing":
            self._set("module_missing", g[0], line)
        elif kind == "dkms":
            if len(self.dkms) < MAX_NAMES:
                self.dkms.append(f"nvidia {g[0]} for kernel {g[1]}: {g[2]}")
        elif kind == "package":
            self._package(g[0], g[1], line)
            build = (g[2] or "") if len(g) > 2 else ""
            if g[0].lower() == "tensorflow" and CONDA_GPU_BUILD.match(build):
                self._conda_gpu_tf = g[1]
            elif g[0].lower() == "tensorflow-gpu" and build and not build.startswith("pypi"):
                self._conda_gpu_meta = g[1]  # (conda's own package, not pip's in conda's list)
        elif kind == "packages_inline":
            named = {m.group(1).lower(): m.group(2) for m in INLINE_TF_PACKAGE.finditer(line)}
            fix = _swap_was_the_fix(PACKAGE_SWAPPED.search(line), line)
            if len(named) > 1 and fix is not None:
                # "Switch out tensorflow==1.14.0 with tensorflow-gpu==1.14.0 fixes the issue":
                # the first is what ran; swapped without helping, the second is installed now.
                name, version = list(named.items())[0 if fix else -1]
                self._package(name, version, line)
            elif len(named) > 1:  # one named twice is no list of what is installed
                for name, version in named.items():
                    self._package(name, version, line)
        elif kind == "packages_told":  # two distributions named installed, in words
            if g[0].lower() != g[2].lower():
                self._package(g[0], g[1], line)
                self._package(g[2], g[3], line)
        elif kind == "pip_offered":
            name = _dist_name(g[0])
            if name not in self.pip_offered and len(self.pip_offered) < MAX_NAMES:
                self.pip_offered[name] = g[1].split(", ")[:400]
        elif kind in ("pip_no_distribution", "pip_versions_none"):
            name = _dist_name(g[0])
            if name not in self.pip_missing and len(self.pip_missing) < MAX_NAMES:
                self.pip_missing.append(name)
                self.evidence.setdefault("pip", f"log line {self.line_no}: {_clip(line)}")
            wanted = (g[1] or "").strip() if len(g) > 1 else ""
            if wanted and wanted[0] not in "<>=!~":  # poetry's "(0.33.0)": that release
                wanted = "==" + wanted
            if wanted and name not in self.pip_wanted and len(self.pip_wanted) < MAX_NAMES:
                self.pip_wanted[name] = _clip(re.sub(r"\s+", "", wanted))
            seen, ignored = self._ignored_python
            if ignored and self.line_no - seen <= 2:
                self._add("pip_python_mismatch", name, ignored, seen)
        elif kind == "dependency_of_tf":
            name, parent = _dist_name(g[0]), _dist_name(g[1])
            if parent in TF_DISTRIBUTIONS and name != parent:
                self._add("dependency_of_tf_missing", name, line)
        elif kind == "pip_ignored_python":
            self._ignored_python = (self.line_no, line)
        elif kind == "pip_requires_python":  # the package, the Python that does not fit
            self._add("no_wheel_python", _dist_name(g[0]), line)
            if "python_seen" not in self.values:
                self._set("python_seen", f"{g[1]}.{g[2]}", line)
        elif kind == "uv_python_tag":
            self._add("no_wheel_python", g[0].lower(), line)
            if g[1]:
                self._set("python_seen", f"{g[1]}.{g[2]}", line)
        elif kind == "uv_python_hint":
            self._set("python_seen", g[0], line)
            self._add("no_wheel_python", (g[1] or g[2]).lower(), line)
        elif kind == "uv_requires_python":
            self._set("python_seen", f"{g[0]}.{g[1]}", line)
            self._add("no_wheel_python", g[2].lower(), line)
        elif kind == "uv_platform_tag":
            self._add("no_wheel_platform", f"{g[0].lower()} {g[1] or ''}".strip(), line)
        elif kind == "uv_platform_hint":
            self._set("platform", _PLATFORMS[g[0].lower().replace("windows", "win32")], line)
            self._add("no_wheel_platform", f"{g[2].lower()} {g[1]}", line)
        elif kind == "and_cuda_absent":
            self._set("and_cuda_absent", g[1], line)
        elif kind in ("colab", "hosted_linux"):  # hosted notebooks run Linux
            if kind == "colab":
                self._set("colab", True, line)
            if "platform" not in self.values:
                self._set("platform", "linux", line)
        elif kind == "xla_gpu_listed":
            self._set("xla_gpu_listed", True, line)
        elif kind == "install_failed_told":
            self._set("install_failed_told", True, line)
        elif kind == "and_cuda_named":
            self._set("and_cuda_named", True, line)
        elif kind == "gpu_wanted":
            self._set("gpu_wanted", True, line)
        elif kind == "nhwc_on_cpu":
            self._set("gpu_wanted", True, line)
            self._set("gpu_not_used", True, line)
            self._set("nhwc_on_cpu", True, line)
        elif kind == "gpu_not_used":  # told that TensorFlow does not use the GPU
            if NO_COMPLAINT.search(line):
                return  # a condition or a guess asked, not what happened
            if _of_several_gpus(line, m):
                return  # some of several GPUs: the others are in use
            self._set("gpu_wanted", True, line)
            self._set("gpu_not_used", True, line)
        elif kind == "no_gpu_here":  # the machine has none: no GPU in use either
            self._set("no_gpu_here", True, line)
            self._set("no_gpu_stated", True, line)
        elif kind == "pip_show_name":
            self._pip_show = g[0].lower()
        elif kind == "dll_load_while_importing":  # the module being imported
            self._set(kind, g[0], line)
            if "platform_hint" not in self.values:
                self._set("platform_hint", "windows", line)
        elif kind in _FLAGS or kind in _READER_FLAGS:
            self._set(kind, True, line)
            if kind == "dll_module_not_found" and "platform_hint" not in self.values:
                # "DLL load failed" is Python's Windows loader's (Python/dynload_win.c)
                self._set("platform_hint", "windows", line)
        elif kind == "later_epoch":  # where the training was seen going on
            if "later_epoch" not in self.values:
                self._set("later_epoch", self.line_no, line)
        elif kind == "run_ended":  # where the program said it was done (the last time)
            self.values["run_ended"] = self.line_no
            self.evidence["run_ended"] = f"log line {self.line_no}: {_clip(line)}"
        elif kind == "tf_named":  # kept apart: in nearly every paste (facts())
            if self._tf_named is None:
                self._tf_named = f"log line {self.line_no}: {_clip(line)}"
        elif kind == "memory_figures":
            if _nearly_all_of(line):
                self._set("memory_nearly_full", True, line)
        elif kind == "amdgpu_unsupported":
            self._set("amdgpu_unsupported", [g[0], g[1].strip()], line)
        elif kind == "gpus_hidden":
            self._set("gpus_hidden", True, line)
        elif kind == "cuda_visible_devices":  # the last assignment shown wins
            self.values["cuda_visible_devices"] = re.sub(r"\s+", "", g[1])
            self.evidence["cuda_visible_devices"] = f"log line {self.line_no}: {_clip(line)}"
        elif kind == "docker_gpus_left_out":
            if "docker_gpus" not in self.values:  # a command shown says it better
                self._set("docker_gpus", False, line)
                self._set("docker_run_without_gpus", True, line)
        elif kind == "docker_run":
            self._docker_run(g[1] + (" --runtime=nvidia" if g[0] else ""), line)
        elif kind == "setup_failed":
            self._set("setup_failed", True, line)
        elif kind == "setup_failed_for":
            self._add("setup_failed_for", _dist_name(g[0]), line)
        elif kind in ("pinned_by_tf", "sdist_fetched"):
            self._add(kind, _dist_name(g[0]), line)
        elif kind in _GUARDED_FLAGS:
            if kind == "nuget_cpu_runtime" and g[0]:
                return  # told as removed
            if kind in ("amd_gpu_named", "intel_gpu_named") and OTHER_MACHINE.search(
                _sentence_of(line, m.start())
            ):
                return  # "I have another computer with an AMD GPU": not this one's
            self._set(kind, True, line)
            if kind == "jetson_named" and self.values.get("platform_hint") != "linux":
                # A Jetson runs Linux (L4T): its name outweighs a Windows or macOS hint, the
                # prompt of the computer a paste was made on (the ssh to the board).
                self.values["platform_hint"] = "linux"
                self.evidence["platform_hint"] = f"log line {self.line_no}: {_clip(line)}"
        elif kind == "cudnn_wants_cuda":
            self._set("cudnn_wants_cuda", int(g[0]), line)
        elif kind == "tf_nvidia_build":
            if not _considered(line, m.start()):  # "Should I use nvidia-tensorflow==1.15.5?"
                self._set("tf_nvidia_build", True, line)
        elif kind == "tf_floor":
            self._set("tf_floor", "2.14", line)  # the earliest release it can be
        elif kind == "tf_gpu_named":
            # (named as the fix, not as what ran)
            swapped = PACKAGE_SWAPPED.search(line) or GPU_PACKAGE_SWAPPED_IN.search(line)
            if not _swap_was_the_fix(swapped, line):
                self._set("tf_gpu_named", True, line)
        elif kind == "tf_gpu_versions_upto_2_10":
            if "platform_hint" not in self.values:
                self._set("platform_hint", "windows", line)
        elif kind in ("container_no_driver", "device_file_missing", "tftrt_used", "cpu_wanted"):
            self._set(kind, True, line)

    # --- the fact dict ----------------------------------------------------------------
    @property
    def platform(self) -> str | None:
        """The platform key when the log states one ("windows", "wsl2", "linux", "macos")."""
        stated = self.stated("os")
        platform = self.values.get("platform") or stated or self.values.get("platform_hint")
        if (self.values.get("wsl") or stated == "wsl2") and platform in (None, "linux", "wsl2"):
            return "wsl2"
        if stated == "wsl2" and platform == "windows" and "platform" not in self.values:
            return "wsl2"
        return platform if isinstance(platform, str) else None

    def facts(self) -> dict[str, Any]:
        """The facts the log states, in the live path's shape; unknown facts are absent."""
        if "traced_missing" not in self.values:
            self._traced_missing()
        if self.values.get("source_template") or (
            self.values.get("source_form") and self.values.get("bazel_given")
        ):
            self.values["tf_from_source"] = True
            self.evidence.setdefault(
                "tf_from_source",
                self.evidence.get("source_template") or self.evidence["source_form"],
            )
        v = self.values
        plugin = self.platform == "macos" or v.get("amd_build_named")
        own_op = v.get("gpu_op_unkernelled")  # TensorFlow's cuDNN ops, not an add-on's own op
        if own_op and v.get("gpu_kernels_registered") and "built_with_cuda" not in v and not plugin:
            # TensorFlow registers its cuDNN ops' GPU kernels in a CUDA build only (the CPU
            # package lists "<no registered kernels>"); an add-on's op library registers its own
            # whatever TensorFlow it loads into, and the Metal and DirectML plugins register
            # theirs under the same device name.
            v["built_with_cuda"] = True
            self.evidence["built_with_cuda"] = self.evidence["gpu_kernels_registered"]
        for kind in ("gpu_op_unkernelled", "nhwc_on_cpu"):
            if v.get(kind) and not v.get("gpu_registered") and "gpu_only_op" not in v:
                # An op with GPU kernels only (a cuDNN RNN op, a convolution in NCHW) on a
                # TensorFlow with no GPU device: the model needs one (rules: model-needs-gpu).
                v["gpu_only_op"] = True
                self.evidence["gpu_only_op"] = self.evidence[kind]
        if v.get("gpu_op_unkernelled") and not v.get("gpu_registered") and "tf_gpu_count" not in v:
            # An op with GPU kernels only found none, and no GPU device is listed: none there.
            v["tf_gpu_count"] = 0
            self.evidence["tf_gpu_count"] = self.evidence["gpu_op_unkernelled"]
        facts: dict[str, Any] = {}
        if self.platform:
            system: dict[str, Any] = {"platform_kind": self.platform}
            if "kernel" in v:
                system["kernel"] = v["kernel"]
            facts["system"] = system
        if "python_version" in v:
            facts["python"] = {"version": v["python_version"]}
        elif self.stated("python") and (
            # In prose, only beside a TensorFlow version: what the rules compare it with.
            "python" in self.declared or "tf_version" in v or self.stated("tf_version")
        ):
            facts["python"] = {"version": self.stated("python"), "stated": True}
            self.evidence.setdefault("python_version", self.evidence["stated:python"])
        stated = self._stated_facts()
        if stated:
            facts["stated"] = stated
        tf = self._tensorflow()
        if tf:
            facts["tensorflow"] = tf
        if "smi_driver" in v:
            facts["nvml"] = {
                "ok": True,
                "backend": "nvidia-smi (log)",
                "driver_version": v["smi_driver"],
                "cuda_driver_version": v.get("smi_cuda"),
                "gpus": list(self.smi_gpus),
            }
        elif "smi_failed" in v:
            facts["nvml"] = {
                "ok": False,
                "backend": "nvidia-smi (log)",
                "error": v["smi_failed"],
                "error_kind": "nvml-error",
            }
        driver: dict[str, Any] = {}
        if "kernel_driver" in v:
            driver["kernel_module_version"] = v["kernel_driver"]
        if "module_missing" in v:
            driver["nvidia_module_loaded"] = False
        if self.dkms:
            driver["dkms"] = list(self.dkms)
        if driver:
            facts["driver"] = driver
        if "cuda_visible_devices" in v:
            facts["env"] = {"CUDA_VISIBLE_DEVICES": v["cuda_visible_devices"]}
        packages = dict(self.packages)
        conda_gpu = self._conda_gpu_tf
        if conda_gpu is not None and self._conda_gpu_meta == conda_gpu == packages.get(
            "tensorflow-gpu"
        ):
            del packages["tensorflow-gpu"]  # conda's metapackage for the GPU build listed
        if packages:
            facts["packages"] = {n: {"version": ver} for n, ver in packages.items()}
            facts["packages_partial"] = True
        log = {k: v[k] for k in _LOG_ONLY if k in v}
        if self._tf_named and {"other_framework", "other_framework_failed", "framework_named"} & (
            log.keys()
        ):
            # TensorFlow named: asked only beside another framework
            log["tf_named"] = True
            self.evidence.setdefault("tf_named", self._tf_named)
        told = (self.declared.get("os") or []) + (self.prose.get("os") or [])
        if len(set(told)) > 1 and "platform" not in v:
            # "Windows 11 ... WSL2 configured": which side TensorFlow ran on is only told.
            log["os_told"] = sorted(set(told))
        if self.pip_missing:
            log["pip_not_found"] = list(self.pip_missing)
            if self.pip_wanted:
                log["pip_wanted"] = dict(self.pip_wanted)
            if self.pip_offered:
                log["pip_offered"] = dict(self.pip_offered)
        pod = self._pods.gpu_not_asked()
        if pod:
            log["pod_without_gpu"] = pod
        log["evidence"] = dict(self.evidence)
        facts["from_log"] = log
        return facts

    def _stated_facts(self) -> dict[str, Any]:
        """Versions the paste states (a form, nvcc, a listing, prose, a conda list) and those it
        says TensorFlow looks for, each unambiguous."""
        out: dict[str, Any] = {}
        for key in (
            "tf_version",
            "keras",
            "cuda",
            "cudnn",
            "python",
            "driver",
            "cuda_wanted",
            "cudnn_wanted",
        ):
            value = self.stated(key)
            if value:
                out[key] = value
        if "cuda" not in out and (of_cudnn := self.stated("cuda_of_cudnn")):
            out["cuda"] = of_cudnn
            self.evidence.setdefault("stated:cuda", self.evidence["stated:cuda_of_cudnn"])
        dev = {*(self.declared.get("tf_dev") or []), *(self.prose.get("tf_dev") or [])}
        if out.get("tf_version") in dev:  # a development build of that release
            out["tf_dev"] = True
        if "tf_version" not in out:  # several releases named ("bad outputs with 1.13, 1.15 hangs")
            named = (self.declared.get("tf_version") or []) + (self.prose.get("tf_version") or [])
            if len(set(named)) > 1:
                out["tf_versions"] = sorted(set(named))[:8]
        for key, package in (("cuda", "cudatoolkit"), ("cudnn", "cudnn")):
            if key not in out and package in self.packages:
                out[key] = ".".join(self.packages[package].split(".")[:2])
                self.evidence.setdefault(f"stated:{key}", self.evidence[f"package:{package}"])
        gpus: list[dict[str, Any]] = []
        for source in (self.declared, self.prose):
            for name in source.get("gpu") or []:
                cc = capability_of(name)
                if cc and all(g["name"] != name for g in gpus):
                    gpus.append({"name": name, "compute_capability": list(cc)})
            if gpus:
                break
        if not gpus and self.logged_gpus:  # the GPUs the log shows TensorFlow found
            gpus = [{**g, "logged": True} for g in self.logged_gpus]
            self.evidence.setdefault("stated:gpu", self.evidence["logged:gpu"])
        stated_cc = self.stated("gpu_cc")
        if not gpus and stated_cc:  # a capability stated without a model
            major, minor = stated_cc.split(".")
            gpus = [{"name": "the GPU", "compute_capability": [int(major), int(minor)]}]
            self.evidence.setdefault("stated:gpu", self.evidence["stated:gpu_cc"])
        if gpus:
            out["gpus"] = gpus
        return out

    def _tensorflow(self) -> dict[str, Any]:
        v = self.values
        keys = ("tf_version", "built_with_cuda", "tf_gpu_count", "tf_ran", "cudnn_loaded")
        if not any(k in v for k in keys) and not any(k.startswith("build_") for k in v):
            return {}
        tf: dict[str, Any] = {"imported": True}
        if "tf_version" in v:
            tf["version"] = v["tf_version"]
        build = {k[len("build_") :]: val for k, val in v.items() if k.startswith("build_")}
        if build:
            tf["build_info"] = build
        if "built_with_cuda" in v:
            tf["built_with_cuda"] = v["built_with_cuda"]
        if self.tf_gpus:
            tf["gpus"] = [f"/physical_device:GPU:{d['index']}" for d in self.tf_gpus]
            tf["device_details"] = list(self.tf_gpus)
        elif "tf_gpu_count" in v:
            tf["gpus"] = [
                f"/physical_device:GPU:{i}" for i in range(min(v["tf_gpu_count"], MAX_GPUS))
            ]
        return tf


# The names framework_named reads, as FRAMEWORK_CPU_BUILDS names the frameworks.
_FRAMEWORK_NAMES = {
    "torch": "PyTorch",
    "jax": "JAX",
    "jaxlib": "JAX",
    "paddle": "PaddlePaddle",
    "paddlepaddle": "PaddlePaddle",
    "onnxruntime": "ONNX Runtime",
    "dlib": "dlib",
    "faiss": "Faiss",
}


# Facts a pattern sets to True by being seen; kept for the rules.
_FLAGS = (
    "xla_devices_enabled",
    "several_tf_processes",
    "no_gpu_stated",
    "gpu_works_stated",
    "kernel_env",
    "dll_module_not_found",
    "cuda_said",
    "install_then_cpu",
    "memory_growth_on",
    "pywrap_seen",
    "pywrap_import_failed",
    "traceback_seen",
    "run_goes_on",
    "error_said_harmless",
    "slow_start",
    "other_framework",
    "other_framework_failed",
    "conv_autotune_failed",
    "device_memory_taken",
    "tcc_mode",
    "smi_fails_told",
    "hpc_container",
    "nv_flag",
    "torch_no_gpu",
    "torch_cpu_listed",
    "framework_gpu_named",
    "container_run_shown",
    "nvenc_library_missing",
)

# The same, each after a check of its line (their branch in LogFacts._take).
_GUARDED_FLAGS = (
    "serving_named",
    "serving_gpu_image",
    "cudnn_start_failed",
    "tf_reinstalled",
    "plain_tf_installed",
    "plain_tf_pulled",
    "jetson_named",
    "jetson_build_named",
    "arm_machine",
    "toolkit_installed",
    "amd_gpu_named",
    "intel_gpu_named",
    "amd_build_named",
    "nuget_cpu_runtime",
    "nuget_gpu_runtime",
)

# Flags that decide other facts within facts() and are not kept.
_READER_FLAGS = (
    "gpu_op_unkernelled",
    "nhwc_on_cpu",
    "gpu_registered",
    "gpu_kernels_registered",
)

# What the rules read of a log beyond the live-shaped facts: the flags and the valued facts.
_LOG_ONLY = (
    _FLAGS
    + _GUARDED_FLAGS
    + (
        "tfa_version",
        "dll_load_while_importing",
        "dll_missing",
        "memory_nearly_full",
        "cuda_libs_missing",
        "traced_missing",
        "tf_from_source",
        "python_seen",
        "python_64_bit",
        "cuda_lib_missing",
        "cudart_major",
        "ngc_driver_wanted",
        "ngc_driver_found",
        "cudart_opened",
        "cudnn_loaded",
        "placed_on_gpu",
        "torch_gpu",
        "build_lowest_cc",
        "smi_missing",
        "module_missing",
        "docker_gpus",
        "docker_run_without_gpus",
        "docker_named",
        "container_no_driver",
        "device_file_missing",
        "tftrt_used",
        "cpu_wanted",
        "setup_failed",
        "setup_failed_for",
        "pinned_by_tf",
        "sdist_fetched",
        "tf_gpu_named",
        "wsl",
        "pip_python_mismatch",
        "no_wheel_python",
        "no_wheel_platform",
        "dependency_of_tf_missing",
        "and_cuda_absent",
        "and_cuda_named",
        "install_failed_told",
        "colab",
        "xla_gpu_listed",
        "gpu_wanted",
        "gpu_not_used",
        "gpu_in_use",
        "later_epoch",
        "run_ended",
        "gpus_hidden",
        "no_gpu_here",
        "tf_floor",
        "tf_nvidia_build",
        "cudnn_wants_cuda",
        "amdgpu_unsupported",
        "conda_tf_conflict",
        "instance_without_gpu",
        "gpu_only_op",
        "framework_cpu_package",
        "framework_named",
    )
)


def read_log_facts(lines: Any) -> dict[str, Any]:
    """The facts of a whole log (a convenience for tests and small texts)."""
    reader = LogFacts()
    for line in lines:
        reader.feed(str(line))
    return reader.facts()
