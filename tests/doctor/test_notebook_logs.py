"""A Jupyter notebook handed to the doctor (`tfgpu doctor --log train.ipynb`, or dropped on the
wizard) is read as what it shows: its cells' sources and outputs, not as lines of JSON.

The notebooks are written in nbformat 4's layout, as Jupyter saves them (the shape of
https://github.com/jupyter/nbformat's tests/test4.ipynb: sorted keys, "cells" first, multiline
strings as lists of lines), holding real logs from the corpus.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from tests.doctor.corpus import all_logs
from tests.helpers.cli import run_tfgpu
from tests.helpers.corpus_outcomes import corpus_outcomes
from tfgpu_gui.doctor import log_reader, notebook
from tfgpu_gui.doctor.collect import explain_log_report
from tfgpu_gui.doctor.log_reader import LogReader

# TensorFlow's start-up without the CUDA 11 runtime, its lines as
# https://github.com/RedisGrafana/redis-camera-ai/issues/11 shows them (without Compose's prefix)
STARTUP = [
    "2022-03-09 16:58:05.518613: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] "
    "Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open "
    "shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/lib/redis/modules\n",
    "2022-03-09 16:58:05.878673: W tensorflow/core/common_runtime/gpu/gpu_device.cc:1835] Cannot "
    "dlopen some GPU libraries. Please make sure the missing libraries mentioned above are "
    "installed properly if you would like to use GPU.\n",
    "Skipping registering GPU devices...\n",
]


def _notebook(*cells: dict, indent: int = 1) -> bytes:
    return json.dumps(
        {
            "cells": list(cells),
            "metadata": {"kernelspec": {"display_name": "Python 3", "name": "python3"}},
            "nbformat": 4,
            "nbformat_minor": 5,
        },
        indent=indent,
        sort_keys=True,
    ).encode()


def _code(source: list[str], *outputs: dict) -> dict:
    return {
        "cell_type": "code",
        "execution_count": 1,
        "metadata": {},
        "outputs": list(outputs),
        "source": source,
    }


def _stream(name: str, text: list[str]) -> dict:
    return {"name": name, "output_type": "stream", "text": text}


def _lines(data: bytes) -> tuple[LogReader, list[str]]:
    reader = LogReader(io.BytesIO(data))
    return reader, list(reader)


def test_a_notebook_is_read_as_its_cells_and_outputs():
    nb = _notebook(
        {"cell_type": "markdown", "metadata": {}, "source": ["# Training\n", "on the GPU"]},
        _code(
            ["import tensorflow as tf\n", "print(tf.config.list_physical_devices('GPU'))"],
            _stream("stderr", STARTUP),
            _stream("stdout", ["[]\n"]),
        ),
        {"cell_type": "raw", "metadata": {}, "source": ["not shown"]},
        _code(
            ["1 / 0"],
            {
                "ename": "ZeroDivisionError",
                "evalue": "division by zero",
                "output_type": "error",
                # IPython's traceback, coloured (IPython.utils.coloransi's "0;31" and "0")
                "traceback": ["\x1b[0;31mZeroDivisionError\x1b[0m: division by zero"],
            },
            {
                "data": {"image/png": "iVBORw0KGgo=", "text/plain": ["<Figure size 640x480>"]},
                "metadata": {},
                "output_type": "display_data",
            },
        ),
    )
    reader, lines = _lines(nb)
    assert reader.notebook
    assert lines == [
        "# Training",
        "on the GPU",
        "import tensorflow as tf",
        "print(tf.config.list_physical_devices('GPU'))",
        STARTUP[0].rstrip("\n"),
        STARTUP[1].rstrip("\n"),
        STARTUP[2].rstrip("\n"),
        "[]",
        "1 / 0",
        "\x1b[0;31mZeroDivisionError\x1b[0m: division by zero",
        "<Figure size 640x480>",
    ]


def test_a_notebook_names_the_cause_its_outputs_show(tmp_path: Path):
    path = tmp_path / "train.ipynb"
    path.write_bytes(
        _notebook(
            _code(
                ["import tensorflow as tf\n", "tf.config.list_physical_devices('GPU')"],
                _stream("stderr", STARTUP),
                {
                    "data": {"text/plain": ["[]"]},
                    "execution_count": 1,
                    "metadata": {},
                    "output_type": "execute_result",
                },
            )
        )
    )
    done = run_tfgpu("doctor", "--log", str(path))
    assert "cuda-libraries-missing" in done.stdout
    assert "log line 3: 2022-03-09 16:58:05.518613: W" in done.stdout
    assert '\\n"' not in done.stdout  # no JSON string shown as evidence


def test_an_error_output_without_a_traceback_is_its_name_and_value():
    nb = _notebook(
        _code(
            ["import tensorflow"],
            {
                "ename": "ImportError",
                "evalue": "libcudnn.so.8: cannot open shared object file",
                "output_type": "error",
                "traceback": [],
            },
        )
    )
    assert _lines(nb)[1][-1] == "ImportError: libcudnn.so.8: cannot open shared object file"


@pytest.mark.parametrize(
    "data",
    [
        b'{"cells": 3, "log": "Could not load dynamic library"}',  # JSON, not a notebook
        b'{"cells": [\n "Could not load dynamic library',  # cut short
        b'  {"cells": [], "nbformat": 4}',  # a notebook with nothing in it
    ],
)
def test_what_is_not_a_readable_notebook_is_read_as_text(data: bytes):
    reader, lines = _lines(data)
    if data.strip().endswith(b"}") and b"[]" in data:
        assert reader.notebook and lines == []
    else:
        assert not reader.notebook
        assert lines == data.decode().splitlines()


def test_a_notebook_too_big_to_read_whole_is_read_as_text(monkeypatch):
    monkeypatch.setattr(log_reader, "MAX_NOTEBOOK_CHARS", 64)
    nb = _notebook(_code(["x"], _stream("stderr", STARTUP)))
    reader = LogReader(io.BytesIO(nb), chunk_bytes=16)
    lines = list(reader)
    assert not reader.notebook
    assert "\n".join(lines) == nb.decode()
    assert reader.bytes_read == len(nb)


def test_notebook_text_skips_what_is_not_a_cell():
    shown = list(
        notebook.notebook_text(
            {"cells": [7, {"cell_type": "code", "source": 5, "outputs": [3, {"output_type": "x"}]}]}
        )
    )
    assert shown == []
    assert list(notebook.notebook_text(["cells"])) == []


def test_every_corpus_log_saved_in_a_notebook_gives_the_same_findings():
    changed = []
    outcomes = corpus_outcomes()
    for log in all_logs():
        lines = [f"{line}\n" for line in log.text.splitlines()]
        nb = _notebook(_code([], _stream("stderr", lines)))
        as_posted = outcomes[log.name]
        try:
            report = explain_log_report(LogReader(io.BytesIO(nb)))
        except Exception as exc:  # noqa: BLE001 - compared with the log as posted
            if not as_posted.refused:
                changed.append((log.name, repr(exc)))
            continue
        found = tuple(
            (f.id, f.severity)
            for f in report.findings
            if not f.harmless and f.severity in ("error", "warning")
        )
        if found != as_posted.problems:
            changed.append(log.name)
    assert changed == []


def test_outputs_of_every_kind_give_their_text_and_odd_ones_nothing():
    nb = _notebook(
        _code(
            ["x"],
            {
                "data": {"text/plain": ["2.15.0"]},
                "execution_count": 1,
                "metadata": {},
                "output_type": "execute_result",
            },
            {"data": ["not", "a", "mapping"], "metadata": {}, "output_type": "display_data"},
            {
                "ename": "ImportError",
                "evalue": "x",
                "output_type": "error",
                "traceback": ["Traceback (most recent call last)", "ImportError: x"],
            },
        )
    )
    reader, lines = _lines(nb)
    assert reader.notebook is True
    assert lines == ["x", "2.15.0", "Traceback (most recent call last)", "ImportError: x"]
    assert _lines(b"plain text\n")[0].notebook is False


def test_a_notebook_read_whole_is_bounded_exactly(monkeypatch):
    nb = _notebook(_code(["x"], _stream("stderr", STARTUP)))
    # Read in one piece of exactly the bound: still read to its end, and read as a notebook.
    monkeypatch.setattr(log_reader, "MAX_NOTEBOOK_CHARS", len(nb))
    assert _lines(nb)[0].notebook is True
    # Past the bound at the end of a read with more to come: text, even where what was read
    # would make a whole notebook (its end falls on the end of a read).
    padded = nb + b" " * (-len(nb) % 16) + b" " * 16
    monkeypatch.setattr(log_reader, "MAX_NOTEBOOK_CHARS", len(padded) - 20)
    reader = LogReader(io.BytesIO(padded), chunk_bytes=16)
    assert next(iter(reader)) == padded.decode().splitlines()[0]
    assert reader.notebook is False


def test_a_notebook_that_ends_in_a_broken_character_is_read_as_text():
    nb = _notebook(_code(["x"], _stream("stderr", STARTUP))) + b"\xc3"
    reader, lines = _lines(nb)
    assert not reader.notebook
    assert lines[-1] == "}\ufffd"
