"""``tfgpu bench``: arguments, clear failures, a real quick run, the progress line."""

from __future__ import annotations

import io
import json

import pytest

from tests.helpers.bench_samples import gpu_result
from tfgpu_gui import cli
from tfgpu_gui.bench.history import History
from tfgpu_gui.bench.render import fmt_progress_bar, render_comparison
from tfgpu_gui.bench.results import BenchRun
from tfgpu_gui.commands.bench import ProgressLine
from tfgpu_gui.jobs.runner import JobEvent
from tfgpu_gui.text.terminal import Style


@pytest.mark.parametrize(
    "argv", [["bench", "--suite", "matmul,nope"], ["bench", "--device", "TPU:0"]]
)
def test_bad_arguments_are_usage_errors(argv, capsys):
    with pytest.raises(SystemExit) as exc:
        cli.main(argv)
    assert exc.value.code == 2
    assert "bench" in capsys.readouterr().err


def test_bench_is_a_registered_command(capsys):
    with pytest.raises(SystemExit):
        cli.main(["bench", "--help"])
    out = capsys.readouterr().out
    for option in ("--quick", "--device", "--suite", "--python", "--json", "--profile"):
        assert option in out


def test_a_path_that_is_not_python(tmp_path, capsys):
    assert cli.main(["bench", "--python", str(tmp_path / "nope" / "python")]) == 5
    assert "does not exist" in capsys.readouterr().err


def test_an_interpreter_without_tensorflow(python_without_tf, tmp_path, capsys):
    code = cli.main(
        [
            "bench",
            "--quick",
            "--python",
            python_without_tf,
            "--history",
            str(tmp_path / "h"),
        ]
    )
    err = capsys.readouterr().err
    assert code == 5
    assert f"TensorFlow is not installed in {python_without_tf}" in err
    assert not (tmp_path / "h").exists()


def test_a_real_quick_run_prints_json_and_is_saved(tmp_path, capsys):
    pytest.importorskip("tensorflow")
    history = tmp_path / "history.sqlite3"
    argv = ["bench", "--quick", "--suite", "transfers", "--json", "--history", str(history)]
    assert cli.main(argv) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["schema"] == "tfgpu.bench/1" and data["status"] == "ok"
    suites = {m["suite"] for m in data["measurements"]}
    assert suites == {"transfers"}
    assert all(m["value"] > 0 for m in data["measurements"])
    with History(history) as h:
        (stored,) = h.runs()
        assert stored.machine.machine_id == data["machine"]["machine_id"]
        assert len(stored.run.measurements) == len(data["measurements"])


class Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def progress(fraction, message):
    return JobEvent("progress", {"fraction": fraction, "message": message}, 0.0)


def test_progress_line_on_a_terminal():
    stream = Tty()
    line = ProgressLine(stream)
    line(progress(0.0, "Importing TensorFlow"))
    line(progress(0.5, "matmul 1024x1024 float32 on CPU:0"))
    line(JobEvent("log", {"line": "I tensorflow ..."}, 0.0))
    line.clear()
    text = stream.getvalue()
    assert "\r[" + "#" * 15 + "." * 15 + "]  50%  matmul 1024x1024" in text
    assert "I tensorflow" not in text
    assert text.endswith("\r")


def test_no_progress_line_in_a_pipe():
    stream = io.StringIO()
    line = ProgressLine(stream)
    line(progress(0.5, "matmul"))
    line.clear()
    assert stream.getvalue() == ""


def test_progress_bar_bounds():
    assert fmt_progress_bar(1.5, "x", width=4) == "[####] 100%  x"
    assert fmt_progress_bar(None, "x", width=4) == "[....]   ?%  x"


def test_comparison_with_earlier_runs_shows_the_change(cpu_result):
    now = BenchRun.from_result(gpu_result(fp32_gflops={8192: 330_000.0}))
    before = BenchRun.from_result(gpu_result(fp32_gflops={8192: 300_000.0}))
    text = render_comparison(now, [("2.20.0 #1", before)], Style(False))
    assert "Earlier runs on this machine" in text
    line = next(ln for ln in text.splitlines() if ln.startswith("matmul GPU:0 8192x8192"))
    assert "+10%" in line
    assert render_comparison(now, [], Style(False)) == ""
