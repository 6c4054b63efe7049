"""The runs' CSV and JSON files, written out in full and compared with text worked out by hand."""

from __future__ import annotations

import json

import pytest

from tfgpu_gui.telemetry.runs import RunSummary
from tfgpu_gui.telemetry.runs_export import (
    CSV_COLUMNS,
    SCHEMA,
    csv_row,
    runs_document,
    write_runs_csv,
    write_runs_json,
)

GIB = 1024**3

HEADER = (
    "started_at,ended_at,host,gpus,duration_s,util_mean,util_peak,idle_fraction,input_bound_s,"
    "memory_peak_bytes,throttled_s,throttle_reasons,power_mean_w,energy_wh,energy_source,"
    "possibly_oom,user,pid,cwd,command"
)


def summary(**kw) -> RunSummary:
    base = dict(
        host=None,
        pid=4242,
        create_time=99.5,
        command="python train.py --lr 0.1",
        user="ann",
        cwd="/home/ann",
        tensorflow=True,
        gpus=(0, 3),
        started_at=1000.0,
        ended_at=1120.0,
        duration_s=120.0,
        samples=121,
        util_mean=87.25,
        util_peak=100.0,
        memory_peak_bytes=18 * GIB,
        input_bound_s=30.0,
        throttled_s=16.5,
        throttle_reasons={"sw-thermal": 12.4, "hw-slowdown": 4.1},
        power_mean_w=251.125,
        energy_wh=8.5,
        energy_source="counter+power",
        spark=(80.0,),
        possibly_oom=False,
        ending="finished",
    )
    base.update(kw)
    return RunSummary(**base)  # type: ignore[arg-type]


def test_the_columns():
    assert ",".join(CSV_COLUMNS) == HEADER
    assert SCHEMA == "tfgpu.runs/1"


def test_a_row_by_hand():
    assert csv_row(summary()) == [
        "1000",
        "1120",
        "",
        "0 3",
        "120",
        "87.25",
        "100",
        "0.25",
        "30",
        "19327352832",
        "16.5",
        "hw-slowdown:4s sw-thermal:12s",
        "251.125",
        "8.5",
        "counter+power",
        "no",
        "ann",
        "4242",
        "/home/ann",
        "python train.py --lr 0.1",
    ]


def test_unknown_figures_are_empty_cells():
    row = csv_row(
        summary(
            ended_at=None,
            host="lab-1",
            duration_s=0.0,
            input_bound_s=0.0,
            util_mean=None,
            util_peak=None,
            memory_peak_bytes=None,
            throttle_reasons={},
            power_mean_w=None,
            energy_wh=None,
            energy_source=None,
            possibly_oom=True,
            user=None,
            cwd=None,
        )
    )
    cells = dict(zip(CSV_COLUMNS, row, strict=True))
    assert cells["ended_at"] == "" and cells["host"] == "lab-1"
    assert cells["idle_fraction"] == ""  # an empty run has no idle share
    for name in ("util_mean", "util_peak", "memory_peak_bytes", "power_mean_w", "energy_wh"):
        assert cells[name] == ""
    assert cells["throttle_reasons"] == "" and cells["energy_source"] == ""
    assert cells["possibly_oom"] == "yes" and cells["user"] == "" and cells["cwd"] == ""


@pytest.mark.parametrize(
    ("text", "cell"),
    [
        ("=HYPERLINK(1)", "'=HYPERLINK(1)"),
        ("+cmd", "'+cmd"),
        ("-rf", "'-rf"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("\tpython", "'\tpython"),
        ("\rpython", "'\rpython"),
        ("-1.5", "-1.5"),  # a number, not a formula
        ("+7", "+7"),
        ("python -c 'x=1'", "python -c 'x=1'"),
        ("", ""),
    ],
)
def test_a_text_a_spreadsheet_would_run_starts_with_an_apostrophe(text, cell):
    cells = dict(zip(CSV_COLUMNS, csv_row(summary(command=text, cwd=text)), strict=True))
    assert cells["command"] == cell and cells["cwd"] == cell


def test_the_csv_file_by_hand(tmp_path):
    path = tmp_path / "runs.csv"
    second = summary(
        pid=7,
        gpus=(1,),
        started_at=2000.0,
        ended_at=2010.0,
        duration_s=10.0,
        input_bound_s=0.0,
        throttled_s=0.0,
        throttle_reasons={},
        util_mean=50.0,
        util_peak=60.0,
        memory_peak_bytes=1024,
        power_mean_w=100.0,
        energy_wh=None,
        energy_source=None,
        possibly_oom=True,
        command='python "a,b".py é',
    )
    assert write_runs_csv([summary(), second], path) == 2
    assert path.read_bytes().decode("utf-8") == (
        HEADER
        + "\n"
        + "1000,1120,,0 3,120,87.25,100,0.25,30,19327352832,16.5,hw-slowdown:4s sw-thermal:12s,"
        + "251.125,8.5,counter+power,no,ann,4242,/home/ann,python train.py --lr 0.1\n"
        + "2000,2010,,1,10,50,60,0,0,1024,0,,100,,,yes,ann,7,/home/ann,"
        + '"python ""a,b"".py é"\n'
    )
    assert [p.name for p in tmp_path.iterdir()] == ["runs.csv"]  # no temporary file left


def test_an_empty_csv_file_has_its_header(tmp_path):
    path = tmp_path / "runs.csv"
    assert write_runs_csv([], str(path)) == 0
    assert path.read_text(encoding="utf-8") == HEADER + "\n"


def test_the_json_document(tmp_path):
    s = summary(host="lab-1")
    assert runs_document([s]) == {"schema": "tfgpu.runs/1", "runs": [s.to_dict()]}
    path = tmp_path / "runs.json"
    assert write_runs_json([s, summary(pid=8, command="naïve")], path) == 2
    text = path.read_bytes().decode("utf-8")
    assert text.endswith("}\n") and not text.endswith("\n\n")
    assert text.startswith('{\n  "schema": "tfgpu.runs/1",\n  "runs": [\n    {\n      "host"')
    assert '"command": "na\\u00efve"' in text
    doc = json.loads(text)
    assert doc["schema"] == SCHEMA
    assert [RunSummary.from_dict(r) for r in doc["runs"]] == [s, summary(pid=8, command="naïve")]
    assert [p.name for p in tmp_path.iterdir()] == ["runs.json"]


def test_an_empty_json_document(tmp_path):
    path = tmp_path / "runs.json"
    assert write_runs_json([], path) == 0
    assert path.read_text(encoding="utf-8") == '{\n  "schema": "tfgpu.runs/1",\n  "runs": []\n}\n'


def test_a_figure_that_is_not_a_number_is_refused_and_nothing_is_written(tmp_path):
    path = tmp_path / "runs.json"
    with pytest.raises(ValueError):
        write_runs_json([summary(power_mean_w=float("nan"))], path)
    assert list(tmp_path.iterdir()) == []


def test_a_file_is_replaced_whole(tmp_path):
    path = tmp_path / "runs.csv"
    path.write_text("old content that is longer than the new one\n" * 100, encoding="utf-8")
    write_runs_csv([], path)
    assert path.read_text(encoding="utf-8") == HEADER + "\n"


def test_a_field_column_is_named_for_the_field_it_reads() -> None:
    from tfgpu_gui.telemetry.runs_export import _field

    column = _field("pid")
    assert column.name == "pid" and column.value(summary(pid=31337)) == 31337
