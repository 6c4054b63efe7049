"""A log reads the same however it reached the doctor: saved with the terminal's colours, copied
from a web page or a chat, quoted in a reply, typed with a Chinese input method.

The whole corpus (real logs from public threads) is rewritten the way these ways change a paste
(each log two or three ways), and every log must give the same findings as it does as posted.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Callable
from dataclasses import replace

import pytest

from tests.doctor.corpus import CorpusLog, all_logs
from tests.doctor.corpus.score import Outcome, explain
from tests.helpers.cli import run_tfgpu
from tests.helpers.corpus_outcomes import corpus_outcomes
from tfgpu_gui.doctor.collect import explain_log_report
from tfgpu_gui.doctor.log_reader import clean_line, text_lines

# IPython's tracebacks and pip's and uv's errors on a terminal are coloured with ECMA-48 "SGR"
# sequences: IPython.utils.coloransi's templates ("0;31" red, "1;33" yellow, then "0" to reset),
# uv's "error:" in bold red. A saved log keeps them.
_LEVEL = re.compile(r"^(\S+\s+\S+\s+)?([IWEF])\b")


def _coloured(text: str) -> str:
    out = []
    for line in text.splitlines():
        if _LEVEL.match(line):
            line = _LEVEL.sub(lambda m: f"{m.group(1) or ''}\x1b[1;33m{m.group(2)}\x1b[0m", line)
        else:
            line = f"\x1b[0;31m{line}\x1b[0m\x1b[K"
        out.append(line)
    return "\n".join(out)


def _quoted(text: str) -> str:
    """A reply quoting the post ("> " before each line, as GitHub's "Quote reply" does)."""
    return "\n".join(f"> {line}" if line else ">" for line in text.splitlines())


def _from_page_source(text: str) -> str:
    return html.escape(text, quote=True)


def _from_a_web_page(text: str) -> str:
    """What a rendered page or a chat gives: runs of spaces as no-break spaces, a zero-width
    space after each slash (where the page may wrap), curly quotes."""
    text = re.sub(r"  +", lambda m: "\u00a0" * len(m.group()), text)
    text = text.replace("/", "/\u200b")
    return re.sub(r"'([^'\n]*)'", "\u2018\\1\u2019", text).replace('"', "\u201d")


def _docker_json_file(text: str) -> str:
    """The container's log file as Docker's json-file driver writes it, one record a line
    (https://docs.docker.com/engine/logging/drivers/json-file/)."""
    return "\n".join(
        json.dumps(
            {"log": f"{line}\n", "stream": "stderr", "time": "2019-01-01T11:11:11.111111111Z"}
        )
        for line in text.splitlines()
    )


def _compose_logs_with_timestamps(text: str) -> str:
    """`docker compose logs -t`: the container's name padded to one more than the longest, " | ",
    then Docker's RFC 3339 timestamp (docker/compose cmd/formatter/logs.go)."""
    return "\n".join(
        f"trainer-1  | 2024-01-15T10:00:01.000000000Z {line}" for line in text.splitlines()
    )


def _cri_log_file(text: str) -> str:
    """The kubelet's CRI log file of the pod's container: time, stream, full-line tag."""
    return "\n".join(
        f"2019-01-01T01:00:00.000000001Z stderr F {line}" for line in text.splitlines()
    )


def _page_html(text: str) -> str:
    """A page's HTML: the block in <pre><code>, a <br> closing each line."""
    return "<pre><code>" + "<br>\n".join(text.splitlines()) + "</code></pre>"


def _markdown(text: str) -> str:
    """A post's Markdown (CommonMark): versions in code spans, a field's name in bold."""
    text = re.sub(r"(?<![\w.`])(\d+\.\d+(?:\.\d+)?)(?![\w.`])", r"`\1`", text)
    return re.sub(r"(?m)^(\s*)([A-Za-z][\w /()-]{1,40}):", r"\1**\2**:", text)


REWRITES: dict[str, Callable[[str], str]] = {
    "in a page's HTML": _page_html,
    "written in Markdown": _markdown,
    "kept by Docker's json-file driver": _docker_json_file,
    "shown by docker compose logs -t": _compose_logs_with_timestamps,
    "kept in a Kubernetes pod's log file": _cri_log_file,
    "saved with the terminal's colours": _coloured,
    "quoted in a reply": _quoted,
    "copied from a page's source": _from_page_source,
    "copied from a web page or a chat": _from_a_web_page,
}


def _findings(outcome: Outcome) -> tuple[object, ...]:
    return (outcome.refused, outcome.problems, outcome.conditional)


@pytest.fixture(scope="module")
def as_posted() -> dict[str, tuple[CorpusLog, tuple[object, ...]]]:
    outcomes = corpus_outcomes()
    return {log.name: (log, _findings(outcomes[log.name])) for log in all_logs()}


# Each way rewrites a quarter of the corpus (every fourth log, from its own offset), so that
# every log is rewritten two or three ways and each way meets some seven hundred real logs.
SHARES = 4


@pytest.mark.parametrize("way", list(REWRITES))
def test_every_corpus_log_gives_the_same_findings_however_it_was_kept(
    way: str, as_posted: dict[str, tuple[CorpusLog, tuple[object, ...]]]
) -> None:
    rewrite = REWRITES[way]
    offset = list(REWRITES).index(way) % SHARES
    share = list(as_posted.items())[offset::SHARES]
    changed, rewritten_logs = [], 0
    for name, (log, findings) in share:
        rewritten = replace(log, text=rewrite(log.text))
        rewritten_logs += rewritten.text != log.text
        if _findings(explain(rewritten)) != findings:
            changed.append(name)
    assert rewritten_logs > 0.5 * len(share)
    assert changed == [], f"{len(changed)} logs read otherwise when {way}: {changed[:10]}"


def test_colours_are_taken_out_of_the_evidence_and_the_log_kept() -> None:
    # (https://github.com/iot-salzburg/gpu-jupyter/issues/147)
    line = (
        "2024-06-12 14:33:35.816093: W tensorflow/core/common_runtime/gpu/gpu_device.cc:2251]"
        " Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned"
        " above are installed properly if you would like to use GPU. Follow the guide at"
        " https://www.tensorflow.org/install/gpu for how to download and setup the required"
        " libraries for your platform."
    )
    report = explain_log_report(text_lines(f"\x1b[1;33m{line}\x1b[0m\x1b[K\n"))
    quoted = [e for f in report.findings for e in f.evidence]
    assert any(line[:60] in e for e in quoted)
    assert not any("\x1b" in e for e in quoted)
    assert "\x1b" not in str(report.to_dict())


@pytest.mark.parametrize(
    ("seen", "printed"),
    [
        # colours (CSI), a window title set by the shell (OSC, ended by BEL), erase to the end
        ("\x1b[0;31mImportError\x1b[0m: libcudnn.so.8", "ImportError: libcudnn.so.8"),
        ("\x1b]0;alice@host: ~\x07$ nvidia-smi", "$ nvidia-smi"),
        ("100%|\x1b[32m#####\x1b[0m| 5/5\x1b[K", "100%|#####| 5/5"),
        # a page's and a chat's characters
        ("Num\u00a0GPUs\u00a0Available:\u00a0\u00a00", "Num GPUs Available:  0"),
        ("/usr/\u200blocal/\u200bcuda", "/usr/local/cuda"),
        ("\ufeffpip install tensorflow", "pip install tensorflow"),
        ("\u201cGPU\u201d isn\u2019t used", '"GPU" isn\'t used'),
        # a Chinese input method's full-width forms and space
        ("CUDA版本\uff1a\uff11\uff11\uff0e\uff12\uff08cuDNN 8\uff09", "CUDA版本:11.2(cuDNN 8)"),
        ("显卡\u3000RTX\u30003090", "显卡 RTX 3090"),
        # "--" turned into a dash by a word processor or a blog, only before an option
        ("docker run \u2013gpus all -it", "docker run --gpus all -it"),
        ("pip install \u2014upgrade pip", "pip install --upgrade pip"),
        ("CUDA 11.2 \u2013 11.8", "CUDA 11.2 \u2013 11.8"),
        # a page's source: the characters HTML escapes, and nothing else
        (
            "Could not load dynamic library &#39;libcudart.so.11.0&#39;",
            "Could not load dynamic library 'libcudart.so.11.0'",
        ),
        ("&lt;module&gt; &quot;x&quot; &amp; y", '<module> "x" & y'),
        ("a && b &copy &nbsp", "a && b &copy &nbsp"),
        ("&#x1b;]0;title&#7; &#10;&gt;", "&#x1b;]0;title&#7; &#10;>"),
        ("&nbsp;&nbsp;0", "  0"),
        # a quoted reply, a shell's continuation prompt; Python's prompt stays
        ("> > 2023-01-01 W tensorflow", "2023-01-01 W tensorflow"),
        (
            "> print(tf.config.list_physical_devices('GPU'))\"",
            "print(tf.config.list_physical_devices('GPU'))\"",
        ),
        (">>> import tensorflow as tf", ">>> import tensorflow as tf"),
        ("> >>> import tensorflow as tf", ">>> import tensorflow as tf"),
        ("C:\\Users\\alice> python train.py", "C:\\Users\\alice> python train.py"),
        ("exit code > 0", "exit code > 0"),
        # a container's line as Docker, Compose and the kubelet keep it
        (
            '{"log":"\\u001b[33mW tensorflow\\u001b[0m\\n","stream":"stderr",'
            '"time":"2019-01-01T11:11:11.1Z"}',
            "W tensorflow",
        ),
        ('{"log":"cut', '{"log":"cut'),
        # (the line's own end kept: its spaces, a last X)
        ('{"log":"Built with LaTeX  \\r\\n","stream":"stdout"}', "Built with LaTeX  "),
        ('{"log":"Built with LaTeX\\n","stream":"stdout"}', "Built with LaTeX"),
        ('{"log": 7}', '{"log": 7}'),
        ("web-1    | 2024-01-15T10:00:01.000Z Server starting", "Server starting"),
        ("\x1b[36mtrainer-1  | \x1b[0mCould not load", "Could not load"),
        # tput sgr0's return to ASCII and the line-drawing set are taken out
        ("\x1b(B\x1b[mW tensorflow \x1b(0x\x1b(B done", "W tensorflow x done"),
        ("2019-01-01T01:00:00.000000001Z stderr P test", "test"),
        (
            "2023-10-05T14:45:12.3863720Z ##[group]Run python train.py",
            "##[group]Run python train.py",
        ),
        (
            "2023-10-05 14:45:12.386372: W tensorflow/core/x.cc:1] y",
            "2023-10-05 14:45:12.386372: W tensorflow/core/x.cc:1] y",
        ),
        ("OS | Windows 10", "OS | Windows 10"),
        # a page's tags and a post's Markdown; a traceback's "<module>" and a heading stay
        ("<pre><code>Num GPUs Available:  0<br>", "Num GPUs Available:  0"),
        ('<p class="x">TensorFlow 2.15</p>', "TensorFlow 2.15"),
        ('  File "train.py", line 1, in <module>', '  File "train.py", line 1, in <module>'),
        (
            "I have TF `2.15.0` and CUDA `v12.2`, `nvidia-smi` works",
            "I have TF 2.15.0 and CUDA v12.2, `nvidia-smi` works",
        ),
        ("**TensorFlow version**: 2.15", "TensorFlow version: 2.15"),
        ("**Expected behavior**", "**Expected behavior**"),
        ("python -c 'f(**kwargs)'", "python -c 'f(**kwargs)'"),
        # a plain line is left as it is
        (
            "2023-10-05 W tensorflow/core/gpu_device.cc:2211] Cannot dlopen",
            "2023-10-05 W tensorflow/core/gpu_device.cc:2211] Cannot dlopen",
        ),
    ],
)
def test_a_line_is_read_as_the_program_printed_it(seen: str, printed: str) -> None:
    assert clean_line(seen) == printed


def test_a_chinese_template_in_full_width_forms_states_its_versions() -> None:
    # The form's fields as a Chinese input method types them: full-width colon, digits and
    # full stop (the way "CUDA版本：10.1" is written in
    # https://github.com/guoqiangqi/PFLD/issues/10, digits typed full-width as well).
    report = explain_log_report(
        text_lines(
            "tensorflow版本\uff1a\uff12\uff0e\uff11\uff10\nCUDA版本\uff1a\uff11\uff11\uff0e\uff12\n"
        )
    )
    assert report.facts["stated"]["tf_version"] == "2.10"
    assert report.facts["stated"]["cuda"] == "11.2"


def test_tfgpu_doctor_log_reads_a_coloured_file(tmp_path) -> None:
    # pip's resolver error in red as a terminal shows it (pip colours its ERROR lines), saved
    # with `script`; the lines are those of https://github.com/tensorflow/tensorflow/issues/39130
    log = tmp_path / "install.log"
    log.write_bytes(
        b"\x1b[31mERROR: Could not find a version that satisfies the requirement tensorflow==2.1.0"
        b" (from versions: 2.2.0rc1, 2.2.0rc2, 2.2.0rc3, 2.2.0rc4)\x1b[0m\r\n"
        b"\x1b[31mERROR: No matching distribution found for tensorflow==2.1.0\x1b[0m\r\n"
    )
    done = run_tfgpu("doctor", "--log", str(log))
    assert "\x1b" not in done.stdout
    assert "python-version-unsupported" in done.stdout
    assert "ERROR: No matching distribution found for tensorflow==2.1.0" in done.stdout


def test_a_containers_name_is_looked_for_in_the_first_128_characters():
    # (Compose pads every name to the longest: a long project's names push " | " far right)
    def compose_line(width: int) -> str:
        return f"{'x' * 100 + '-1':<{width}} | Could not load"

    assert clean_line(compose_line(125)) == "Could not load"  # " | " at 125-127
    assert clean_line(compose_line(126)).endswith("-1" + " " * 24 + " | Could not load")
