"""Reading a Prometheus server's answers and an exporter's page as untrusted input.

The JSON answers here have the shapes of the Prometheus HTTP API documentation's examples
(https://prometheus.io/docs/prometheus/latest/querying/api/, "Format overview",
"Instant queries", "Range queries", "Range vectors"): ``{"status": "success", "data":
{"resultType": "vector", "result": [{"metric": {...}, "value": [ts, "v"]}]}}``, a matrix's
series holding ``"values": [[ts, "v"], ...]``, and an error answer ``{"status": "error",
"errorType": "...", "error": "..."}``. The metric names and label names are those of the real
exporter pages in ``fixtures/`` (see its ``SOURCES.md``); :data:`DCGM` is a GPU's labels as
one of them writes them.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from tfgpu_gui.telemetry.remote.prometheus import (
    DCGM_BLANK_FLOOR,
    DCGM_BLANK_FLOOR_64,
    FIELDS,
    MAX_LABEL,
    MAX_SERIES,
    PrometheusError,
    Sample,
    blank,
    is_exporter_url,
    parse_exposition,
    parse_matrix,
    parse_vector,
    selector,
    valid,
    validate_url,
    workload,
)

FIXTURES = Path(__file__).parent / "fixtures"
#: The labels of a GPU on the DCGM exporter 4.x page (fixtures/dcgm_exporter_4x_l40s.prom).
DCGM = {
    "gpu": "0",
    "UUID": "GPU-5b4e07f6-3a86-4340-039d-25f2a83cdc43",
    "pci_bus_id": "00000000:00:07.0",
    "device": "nvidia0",
    "modelName": "NVIDIA L40S",
    "Hostname": "gpu1-wl8sg",
    "DCGM_FI_DRIVER_VERSION": "595.58.03",
}


def _answer(result_type: str, result: object) -> bytes:
    """A successful answer, as the API documentation's "Format overview" shows it."""
    return json.dumps(
        {"status": "success", "data": {"resultType": result_type, "result": result}}
    ).encode()


def _vector(*series: tuple[dict[str, str], str]) -> bytes:
    """An instant query's answer ("Instant queries" example): one value per series."""
    return _answer(
        "vector", [{"metric": labels, "value": [1435781451.781, v]} for labels, v in series]
    )


def _refused(body: bytes, parse=parse_vector) -> PrometheusError:
    with pytest.raises(PrometheusError) as caught:
        parse(body)
    return caught.value


# -- URLs --------------------------------------------------------------------------------------


def test_a_url_is_kept_without_the_spaces_around_it():
    assert validate_url("  http://prom:9090/ \n") == "http://prom:9090/"
    assert validate_url("\thttps://prom.example:9090") == "https://prom.example:9090"


@pytest.mark.parametrize("url", ["ftp://prom:9090", "http://", "https:///api", "prom:9090"])
def test_a_url_that_is_not_http_with_a_host_is_refused_with_its_text(url: str):
    with pytest.raises(ValueError, match="is not an http:// or https:// URL") as caught:
        validate_url(url)
    assert repr(url) in str(caught.value)


def test_a_long_refused_url_is_quoted_cut_to_80_characters():
    url = "ftp://" + "a" * 200
    with pytest.raises(ValueError) as caught:
        validate_url(url)
    assert str(caught.value) == f"{url[:80]!r} is not an http:// or https:// URL"


@pytest.mark.parametrize("url", ["http://user@prom:9090", "http://:secret@prom", "http://u:p@h"])
def test_credentials_in_a_url_are_refused(url: str):
    with pytest.raises(ValueError) as caught:
        validate_url(url)
    assert str(caught.value) == (
        "the URL holds a user name or password; they are not stored in settings"
    )


@pytest.mark.parametrize("url", ["http://prom:9090/a b", "http://prom:9090/\x01", "http://p/\x1fa"])
def test_spaces_and_control_characters_inside_a_url_are_refused(url: str):
    with pytest.raises(ValueError) as caught:
        validate_url(url)
    assert str(caught.value) == "the URL holds spaces or control characters"


@pytest.mark.parametrize(
    ("url", "exporter"),
    [
        ("http://node:9400/metrics", True),
        ("http://node:9400/metrics/", True),
        ("http://node:9400/proxy/metrics?x=1", True),
        ("http://prom:9090", False),
        ("http://prom:9090/", False),
        ("http://node:9400/metricsx", False),
        ("http://node:9400/metricsX", False),
        ("http://node:9400/metrics//", True),
        ("http://node:9400/not-metrics", False),
        ("http://metrics:9090/", False),
    ],
)
def test_an_exporter_url_ends_its_path_with_metrics(url: str, exporter: bool):
    assert is_exporter_url(url) is exporter


# -- values ------------------------------------------------------------------------------------


def test_dcgm_32_bit_blanks_start_at_their_floor():
    name = "DCGM_FI_DEV_GPU_TEMP"
    assert DCGM_BLANK_FLOOR == 0x7FFFFFF0
    assert blank(DCGM_BLANK_FLOOR, name) and blank(DCGM_BLANK_FLOOR + 14, name)
    assert not blank(DCGM_BLANK_FLOOR - 1, name)
    assert blank(-DCGM_BLANK_FLOOR, name)  # by size, either sign
    assert not blank(0.0, name)
    # the default name is a DCGM one
    assert blank(DCGM_BLANK_FLOOR) and not blank(DCGM_BLANK_FLOOR - 1)


def test_dcgm_64_bit_fields_keep_values_past_the_32_bit_floor():
    # The energy counter (mJ) passes 2**31 after 25 days at 1 kW: a reading, not a blank.
    energy = "DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION"
    assert not blank(3_000_000_000.0, energy)
    assert not blank(float(2**62), energy)
    assert float(0x7FFFFFFFFFFFFFF0) == DCGM_BLANK_FLOOR_64
    assert blank(float(2**63), energy) and blank(DCGM_BLANK_FLOOR_64, energy)
    assert not blank(math.nextafter(DCGM_BLANK_FLOOR_64, 0.0), energy)
    # 9223372036854775794: a blank the DCGM exporter README shows
    assert blank(float("9223372036854775794"), "DCGM_FI_PROF_PCIE_TX_BYTES")


def test_only_dcgm_names_have_blanks_but_nothing_infinite_is_a_value():
    assert not blank(3e12, "gpu_memory_used_MiB")
    assert not blank(3e12, "tfgpu_gpu_memory_used_bytes")
    assert not blank(3e12, "XDCGM_FI_DEV_GPU_TEMP")
    for name in ("gpu_temperature_C", "DCGM_FI_DEV_GPU_TEMP"):
        assert blank(math.inf, name) and blank(-math.inf, name) and blank(math.nan, name)


@pytest.mark.parametrize(
    ("metric", "value", "ok"),
    [
        ("temperature", 0.0, True),
        ("temperature", 0.5, True),
        ("temperature", -0.0, True),
        ("power", 1e-9, True),
        ("power", -1e-9, False),
        ("util_gpu", 99.5, True),
        ("util_gpu", 100.0, True),
        ("util_mem", 100.25, False),
        ("fan", 101.0, False),
        ("sm_clock", 100.5, True),
        ("temperature", 101.0, True),
        ("mem_used", 1e15, True),
        ("energy", -math.inf, False),
    ],
)
def test_a_value_can_be_a_reading(metric: str, value: float, ok: bool):
    assert valid(metric, value) is ok


# -- labels ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("labels", "text"),
    [
        ({"namespace": "ns", "pod": "p", "container": "c"}, "ns/p (c)"),
        ({"namespace": "ns", "pod": "p"}, "ns/p"),
        ({"pod": "p", "container": "c"}, "p (c)"),
        ({"pod": "p"}, "p"),
        ({"namespace": "", "pod": "p", "container": ""}, "p"),
        ({}, ""),
        ({"pod_namespace": "a", "pod_name": "b", "container_name": "c"}, "a/b (c)"),
    ],
)
def test_the_workload_is_namespace_slash_pod_and_container(labels: dict[str, str], text: str):
    assert workload(labels) == text


def test_each_part_of_a_workload_is_cut_to_100_characters():
    labels = {"namespace": "n" * 150, "pod": "p" * 150, "container": "c" * 150}
    assert workload(labels) == f"{'n' * 100}/{'p' * 100} ({'c' * 100})"


# -- instant queries ---------------------------------------------------------------------------


def test_the_documented_instant_query_answer_reads_as_its_samples():
    # The "Instant queries" example of the API documentation, as it is there.
    body = json.dumps(
        {
            "status": "success",
            "data": {
                "resultType": "vector",
                "result": [
                    {
                        "metric": {
                            "__name__": "up",
                            "job": "prometheus",
                            "instance": "localhost:9090",
                        },
                        "value": [1435781451.781, "1"],
                    },
                    {
                        "metric": {"__name__": "up", "job": "node", "instance": "localhost:9100"},
                        "value": [1435781451.781, "0"],
                    },
                ],
            },
        }
    ).encode()
    assert parse_vector(body) == [
        Sample("up", {"job": "prometheus", "instance": "localhost:9090"}, 1.0),
        Sample("up", {"job": "node", "instance": "localhost:9100"}, 0.0),
    ]


def test_a_series_without_a_name_is_named_empty():
    (sample,) = parse_vector(_vector((dict(DCGM), "7")))
    assert sample == Sample("", DCGM, 7.0)


def test_malformed_items_are_skipped_and_the_rest_read():
    good = {"metric": {"__name__": "DCGM_FI_DEV_GPU_UTIL", **DCGM}, "value": [1.0, "42"]}
    result = [
        5,
        {"metric": ["not", "labels"], "value": [1.0, "1"]},
        {"metric": {"__name__": "DCGM_FI_DEV_GPU_UTIL"}, "value": [1.0, "1", "2"]},
        {"metric": {"__name__": "DCGM_FI_DEV_GPU_UTIL"}, "value": [1.0]},
        {"metric": {"__name__": "DCGM_FI_DEV_GPU_UTIL"}, "value": [1.0, 1]},
        {"metric": {"__name__": "DCGM_FI_DEV_GPU_UTIL"}, "value": [1.0, "many"]},
        {"metric": {"__name__": "DCGM_FI_DEV_GPU_UTIL"}, "value": [1.0, "2147483632"]},
        good,
    ]
    assert parse_vector(_answer("vector", result)) == [Sample("DCGM_FI_DEV_GPU_UTIL", DCGM, 42.0)]


def test_a_value_is_read_from_its_first_64_characters():
    digits = "1" + "0" * 63  # 1e63
    (sample,) = parse_vector(_vector(({"__name__": "gpu_clock_sm_MHz"}, digits + "999")))
    assert sample.value == 1e63
    # 64 characters that are no number: the rest is never read
    assert parse_vector(_vector(({"__name__": "gpu_clock_sm_MHz"}, "1" * 63 + "x" + "1"))) == []


def test_blanks_are_left_out_by_the_series_name():
    body = _vector(
        ({"__name__": "DCGM_FI_DEV_GPU_TEMP", **DCGM}, "2147483632"),
        ({"__name__": "DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION", **DCGM}, "2147483632"),
        ({"__name__": "gpu_memory_used_MiB", **DCGM}, "2147483632"),
        ({"__name__": "gpu_memory_total_MiB", **DCGM}, "NaN"),
    )
    assert [(s.name, s.value) for s in parse_vector(body)] == [
        ("DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION", 2147483632.0),
        ("gpu_memory_used_MiB", 2147483632.0),
    ]


def test_label_names_and_values_are_cut_and_at_most_64_labels_read():
    labels = {"__name__": "DCGM_FI_DEV_GPU_UTIL", "k" * 300: "v" * 300}
    labels |= {f"l{i:02d}": str(i) for i in range(70)}
    (sample,) = parse_vector(_vector((labels, "1")))
    assert sample.labels["k" * MAX_LABEL] == "v" * MAX_LABEL
    # the name and the long label, then the first 62 others
    assert len(sample.labels) == 63
    assert "l61" in sample.labels and "l62" not in sample.labels


def test_labels_that_are_not_strings_are_read_as_text():
    (sample,) = parse_vector(_vector(({"__name__": "gpu_temperature_C", "index": 3}, "40")))  # type: ignore[dict-item]
    assert sample.labels == {"index": "3"}


@pytest.mark.parametrize(
    ("body", "state", "detail"),
    [
        (b"<html>", "bad-response", "not JSON"),
        (b"[" * 100_000 + b"]" * 100_000, "bad-response", "not JSON"),
        (b"[]", "http-error", "no success status"),
        (b'{"status": "error"}', "http-error", "no success status"),
        (
            # "Format overview": an error answer with its errorType and error
            b'{"status": "error", "errorType": "bad_data", "error": "parse error at char 3"}',
            "http-error",
            "parse error at char 3",
        ),
        (
            b'{"status": "error", "errorType": "timeout", "error": "' + b"e" * 300 + b'"}',
            "http-error",
            "e" * 200,
        ),
        (b'{"status": "success"}', "bad-response", "not a vector result"),
        (b'{"status": "success", "data": []}', "bad-response", "not a vector result"),
        (_answer("matrix", []), "bad-response", "not a vector result"),
        (_answer("vector", {"a": 1}), "bad-response", "no result list"),
        (
            _answer("vector", [{}] * (MAX_SERIES + 1)),
            "bad-response",
            "50001 series (at most 50000)",
        ),
    ],
)
def test_answers_that_are_no_vector_are_refused_saying_why(body: bytes, state: str, detail: str):
    error = _refused(body)
    assert (error.state, error.detail, str(error)) == (state, detail, detail)


def test_as_many_series_as_allowed_are_read():
    item = {"metric": {"__name__": "gpu_temperature_C", "index": "0"}, "value": [1.0, "40"]}
    assert len(parse_vector(_answer("vector", [item] * MAX_SERIES))) == MAX_SERIES


def test_a_matrix_answer_is_refused_by_its_own_type():
    error = _refused(_answer("vector", []), parse_matrix)
    assert (error.state, error.detail) == ("bad-response", "not a matrix result")


# -- range queries -----------------------------------------------------------------------------


def test_the_documented_range_query_answer_is_grouped_by_time():
    # The "Range queries" example of the API documentation.
    body = json.dumps(
        {
            "status": "success",
            "data": {
                "resultType": "matrix",
                "result": [
                    {
                        "metric": {
                            "__name__": "up",
                            "job": "prometheus",
                            "instance": "localhost:9090",
                        },
                        "values": [
                            [1435781430.781, "1"],
                            [1435781445.781, "1"],
                            [1435781460.781, "1"],
                        ],
                    },
                    {
                        "metric": {"__name__": "up", "job": "node", "instance": "localhost:9091"},
                        "values": [
                            [1435781430.781, "0"],
                            [1435781445.781, "0"],
                            [1435781460.781, "1"],
                        ],
                    },
                ],
            },
        }
    ).encode()
    by_time = parse_matrix(body)
    assert list(by_time) == [1435781430.781, 1435781445.781, 1435781460.781]
    prom = {"job": "prometheus", "instance": "localhost:9090"}
    node = {"job": "node", "instance": "localhost:9091"}
    assert by_time[1435781430.781] == [Sample("up", prom, 1.0), Sample("up", node, 0.0)]
    assert by_time[1435781460.781] == [Sample("up", prom, 1.0), Sample("up", node, 1.0)]


def test_malformed_series_and_samples_of_a_matrix_are_skipped():
    good = {"__name__": "DCGM_FI_DEV_GPU_UTIL", **DCGM}
    result = [
        7,
        {"metric": "x", "values": [[10, "1"]]},
        {"metric": good, "values": {"10": "1"}},
        {"metric": good},
        {
            "metric": good,
            "values": [
                [0, "1"],
                [0.5, "2"],
                [True, "3"],
                ["20", "4"],
                [float("nan"), "5"],
                [30, "NaN"],
                [40, 6],
                [50, "7"],
            ],
        },
        {"metric": {"gpu": "1"}, "values": [[50, "8"]]},
    ]
    by_time = parse_matrix(_answer("matrix", result))
    assert by_time == {
        0.5: [Sample("DCGM_FI_DEV_GPU_UTIL", DCGM, 2.0)],
        50.0: [Sample("DCGM_FI_DEV_GPU_UTIL", DCGM, 7.0), Sample("", {"gpu": "1"}, 8.0)],
    }


def test_a_series_of_a_matrix_gives_at_most_20000_samples():
    values = [[1000 + i, "1"] for i in range(20_001)]
    result = [{"metric": {"__name__": "gpu_temperature_C", "index": "0"}, "values": values}]
    by_time = parse_matrix(_answer("matrix", result))
    assert len(by_time) == 20_000 and max(by_time) == 1000 + 19_999


# -- exporter pages ----------------------------------------------------------------------------


def test_a_dcgm_counter_written_without_total_keeps_its_page_name():
    # The DCGM exporter 4.x page writes its energy counter (mJ, 64-bit, past 2**32 here) as a
    # counter named without _total.
    page = (FIXTURES / "dcgm_exporter_4x_l40s.prom").read_text(encoding="utf-8")
    assert "# TYPE DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION counter" in page
    name = "DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION"
    assert [s for s in parse_exposition(page) if "ENERGY" in s.name] == [
        Sample(name, DCGM, 5551899580.0)
    ]


def test_a_page_keeps_only_known_series_without_blanks():
    page = (
        "# TYPE DCGM_FI_DEV_GPU_TEMP gauge\n"
        'DCGM_FI_DEV_GPU_TEMP{gpu="0",UUID="GPU-1"} 2147483632\n'
        'DCGM_FI_DEV_GPU_TEMP{gpu="1",UUID="GPU-2"} 41\n'
        'DCGM_FI_DEV_UNKNOWN{gpu="1",UUID="GPU-2"} 5\n'
        'gpu_utilization_Percentage{index="0",uuid="GPU-3"} 2147483632\n'
    )
    assert parse_exposition(page) == [
        Sample("DCGM_FI_DEV_GPU_TEMP", {"gpu": "1", "UUID": "GPU-2"}, 41.0),
        Sample("gpu_utilization_Percentage", {"index": "0", "uuid": "GPU-3"}, 2147483632.0),
    ]


def test_only_a_sample_of_the_series_own_name_is_read():
    # The text format's histogram (https://prometheus.io/docs/instrumenting/exposition_formats/,
    # "Histograms and summaries" example, its counts; the name is one of a known series): its
    # _bucket, _sum and _count samples are not values of that series.
    page = (
        "# TYPE gpu_utilization_Percentage histogram\n"
        'gpu_utilization_Percentage_bucket{le="0.05"} 24054\n'
        'gpu_utilization_Percentage_bucket{le="+Inf"} 144320\n'
        "gpu_utilization_Percentage_sum 53423\n"
        "gpu_utilization_Percentage_count 144320\n"
        "# TYPE gpu_temperature_C gauge\n"
        'gpu_temperature_C{index="0"} 40\n'
    )
    assert parse_exposition(page) == [Sample("gpu_temperature_C", {"index": "0"}, 40.0)]


def test_a_page_of_as_many_series_as_allowed_is_read_and_one_more_refused():
    line = 'DCGM_FI_DEV_GPU_TEMP{{gpu="{i}"}} 40\n'
    page = "".join(line.format(i=i) for i in range(MAX_SERIES))
    assert len(parse_exposition(page)) == MAX_SERIES
    error = _refused(page + line.format(i=MAX_SERIES), parse_exposition)
    assert (error.state, error.detail) == ("bad-response", "too many series")


@pytest.mark.parametrize(
    "page",
    [
        'DCGM_FI_DEV_GPU_TEMP{gpu="0" 40\n',
        "DCGM_FI_DEV_GPU_TEMP forty\n",
        "# TYPE DCGM_FI_DEV_GPU_TEMP\n",
    ],
)
def test_a_page_that_is_not_the_text_format_is_refused(page: str):
    error = _refused(page, parse_exposition)
    assert error.state == "bad-response"
    assert error.detail.startswith("not the Prometheus text format (")


def test_the_selector_names_every_series_once_in_order():
    text = selector()
    assert text.startswith('{__name__=~"') and text.endswith('"}')
    names = text[len('{__name__=~"') : -2].split("|")
    assert names == sorted(FIELDS) and len(set(names)) == len(FIELDS)
    # our exporter's count of processes is no GPU metric of a reading: not asked
    assert "tfgpu_gpu_processes" not in names and "tfgpu_gpu_utilization_percent" in names
