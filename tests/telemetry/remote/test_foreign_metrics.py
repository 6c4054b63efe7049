"""The foreign-metric tables against real exporter output copied from upstream.

The fixtures and where each was copied from are listed in ``fixtures/SOURCES.md``.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tfgpu_gui.telemetry.metrics import METRICS
from tfgpu_gui.telemetry.remote import foreign_metrics as fm
from tfgpu_gui.telemetry.remote.prometheus import GpuTable, blank, parse_exposition

FIXTURES = Path(__file__).parent / "fixtures"
DCGM_PAGES = sorted(FIXTURES.glob("dcgm_exporter_*.prom"))
NVITOP_EXPRS = FIXTURES / "nvitop_exporter_dashboard_exprs.txt"
NVITOP_PAGE = FIXTURES / "nvitop_exporter_1.7.2_fake_nvml.prom"
SERIES = re.compile(r"^([A-Za-z_:][A-Za-z0-9_:]*)\{(.*)\} (\S+)$")
LABEL = re.compile(r'([A-Za-z_][A-Za-z0-9_]*)="([^"]*)"')
#: What a row may map to: a metric of ours that a reading or the static facts hold, or a part
#: of the framebuffer the total is derived from.
OUR_KEYS = {m.key for m in METRICS if m.reading or m.static} | {fm.MEM_FREE, fm.MEM_RESERVED}


def _series(path: Path) -> list[tuple[str, dict[str, str], str]]:
    out = []
    for line in path.read_text().splitlines():
        if not line or line.startswith("#"):
            continue
        match = SERIES.match(line)
        assert match, f"{path.name}: not a series line: {line[:80]}"
        name, labels, value = match.groups()
        out.append((name, dict(LABEL.findall(labels)), value))
    return out


def _all_dcgm_series() -> list[tuple[str, dict[str, str], str]]:
    return [s for page in DCGM_PAGES for s in _series(page)]


def test_fixtures_are_listed_with_their_sources() -> None:
    sources = (FIXTURES / "SOURCES.md").read_text()
    assert DCGM_PAGES, "no DCGM exporter page"
    for path in [*DCGM_PAGES, NVITOP_EXPRS, NVITOP_PAGE]:
        assert f"`{path.name}`" in sources, path.name


def test_default_counter_rows_appear_in_real_dcgm_pages() -> None:
    scraped = {name for name, _, _ in _all_dcgm_series()}
    defaults = [m for m in fm.DCGM_METRICS if "etc/default-counters.csv" in m.source]
    assert len(defaults) >= 10
    missing = [m.name for m in defaults if m.name not in scraped]
    assert not missing


def test_power_limit_row_appears_in_a_real_page() -> None:
    scraped = {name for name, _, _ in _all_dcgm_series()}
    assert "DCGM_FI_DEV_POWER_MGMT_LIMIT" in scraped


@pytest.mark.parametrize("table", [fm.DCGM_METRICS, fm.NVITOP_METRICS], ids=["dcgm", "nvitop"])
def test_rows_are_well_formed(table: tuple[fm.ForeignMetric, ...]) -> None:
    names = [m.name for m in table]
    assert len(names) == len(set(names))
    for m in table:
        assert m.metric in OUR_KEYS, m
        assert m.factor > 0, m
        assert m.source.strip(), m


def test_sources_name_the_upstream_repository() -> None:
    for m in fm.DCGM_METRICS:
        assert m.source.startswith(("NVIDIA/dcgm-exporter ", "NVIDIA/DCGM ")), m
        assert "@" in m.source, m
    for m in fm.NVITOP_METRICS:
        assert m.source.startswith("XuehaiPan/nvitop nvitop-exporter/"), m
        assert "@" in m.source and "line" in m.source, m


def test_framebuffer_rows_are_mib() -> None:
    by_name = {m.name: m for m in fm.DCGM_METRICS}
    for name in ("DCGM_FI_DEV_FB_USED", "DCGM_FI_DEV_FB_FREE", "DCGM_FI_DEV_FB_RESERVED"):
        assert by_name[name].factor == 1024 * 1024
        assert "MiB" in by_name[name].source


def test_every_dcgm_page_carries_the_labels_we_read() -> None:
    for page in DCGM_PAGES:
        for name, labels, _ in _series(page):
            where = f"{page.name}: {name}"
            assert any(k in labels for k in fm.DCGM_INDEX_LABELS), where
            assert any(k in labels for k in fm.DCGM_UUID_LABELS), where
            assert any(k in labels for k in fm.DCGM_HOST_LABELS), where


def test_both_host_label_spellings_occur_in_real_pages() -> None:
    hosts = {k for _, labels, _ in _all_dcgm_series() for k in labels if k in fm.DCGM_HOST_LABELS}
    assert hosts == {"Hostname", "hostname"}


def test_model_name_label_occurs() -> None:
    assert any(
        any(k in labels for k in fm.DCGM_MODEL_LABELS) for _, labels, _ in _all_dcgm_series()
    )


def test_mig_labels_come_in_pairs() -> None:
    mig = [
        labels
        for _, labels, _ in _all_dcgm_series()
        if fm.DCGM_MIG_PROFILE_LABEL in labels or fm.DCGM_MIG_INSTANCE_LABEL in labels
    ]
    assert mig, "no MIG series in the fixtures"
    for labels in mig:
        assert labels[fm.DCGM_MIG_INSTANCE_LABEL].isdigit()
        assert re.fullmatch(r"\d+g\.\d+gb", labels[fm.DCGM_MIG_PROFILE_LABEL])


def test_pod_labels_are_known() -> None:
    known = {*fm.DCGM_POD_LABELS, *fm.DCGM_NAMESPACE_LABELS, *fm.DCGM_CONTAINER_LABELS}
    seen = {
        k
        for _, labels, _ in _all_dcgm_series()
        for k in labels
        if k.endswith(("pod", "namespace", "container"))
    }
    assert seen and seen <= known
    assert any(labels.get("pod") for _, labels, _ in _all_dcgm_series())


def test_nvitop_names_the_upstream_dashboard_queries_are_in_the_table() -> None:
    text = NVITOP_EXPRS.read_text()
    queried = set(re.findall(r"\b(gpu_[a-z_]+_(?:Percentage|MiBps|MiB|MHz|W|C))\{", text))
    assert queried, "no GPU series in the dashboard queries"
    table = {m.name for m in fm.NVITOP_METRICS}
    # No key of ours: memory used in percent (derived from used/total) and NVLink throughput.
    unmapped = {q for q in queried if q == "gpu_memory_percent_Percentage" or "nvlink" in q}
    assert not (queried - unmapped) - table
    assert "gpu_utilization_Percentage" in queried and "gpu_memory_used_MiB" in queried


def test_nvitop_rows_queried_by_the_dashboard_use_its_labels() -> None:
    text = NVITOP_EXPRS.read_text()
    assert "gpu_utilization_Percentage{hostname=~" in text
    assert "by(hostname, index)" in text and "group by(uuid)" in text
    assert fm.NVITOP_HOST_LABELS == ("hostname",)
    assert fm.NVITOP_INDEX_LABELS == ("index",)
    assert fm.NVITOP_UUID_LABELS == ("uuid",)


def test_every_nvitop_row_is_a_series_of_the_real_exporters_page() -> None:
    # fixtures/nvitop_exporter_1.7.2_fake_nvml.prom: the released exporter's own output.
    scraped = {name for name, _, _ in _series(NVITOP_PAGE)}
    assert not {m.name for m in fm.NVITOP_METRICS} - scraped
    labels = {tuple(sorted(labels)) for name, labels, _ in _series(NVITOP_PAGE)}
    assert ("devicename", "hostname", "index", "uuid") in labels


def test_a_real_dcgm_4x_page_reads_as_the_gpu_it_describes() -> None:
    # fixtures/dcgm_exporter_4x_l40s.prom: a whole page of DCGM exporter 4.x on an L40S.
    text = (FIXTURES / "dcgm_exporter_4x_l40s.prom").read_text()
    snap = GpuTable().snapshot(parse_exposition(text), "src", 1.0, 2.0)
    (gpu,) = snap.gpus
    r = gpu.reading
    assert r is not None
    assert (gpu.static.name, gpu.static.host, gpu.static.host_index) == (
        "NVIDIA L40S",
        "gpu1-wl8sg",
        0,
    )
    assert gpu.static.uuid == "GPU-5b4e07f6-3a86-4340-039d-25f2a83cdc43"
    assert (r.util_gpu_percent, r.util_mem_percent, r.temperature_c, r.power_w) == (
        0.0,
        0.0,
        32.0,
        35.686,
    )
    assert (r.sm_clock_mhz, r.mem_clock_mhz) == (210.0, 405.0)
    mib = 1024 * 1024
    assert r.memory_used_bytes == 0
    # used 0 + free 45459 + reserved 608 MiB: the reserved part belongs to the total.
    assert r.memory_total_bytes == gpu.static.memory_total_bytes == 46067 * mib
    # A 64-bit counter past the 32-bit blank floor is a reading, not a blank.
    assert r.energy_mj == 5551899580
    assert (r.pcie_tx_bytes_s, r.pcie_rx_bytes_s) == (175084.0, 19831.0)
    assert r.fan_percent is None and r.power_limit_w is None  # not in the default counters


@pytest.mark.parametrize("page", DCGM_PAGES, ids=lambda p: p.stem)
def test_every_real_dcgm_page_gives_gpus_with_memory(page: Path) -> None:
    samples = parse_exposition(page.read_text())
    snap = GpuTable().snapshot(samples, "src", 1.0, 2.0)
    assert bool(snap.gpus) == bool(samples)  # a page of only unmapped series has no GPU
    for gpu in snap.gpus:
        assert gpu.static.host and gpu.static.host != "src"  # the page's own host label
        assert gpu.reading is not None


def test_dcgm_blanks_of_64_bit_fields_are_n_a() -> None:
    assert blank(9223372036854775794.0, "DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION")
    assert not blank(5551899580.0, "DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION")
    assert blank(2147483632.0, "DCGM_FI_DEV_GPU_TEMP")
    assert not blank(2147483631.0, "DCGM_FI_DEV_GPU_TEMP")


def test_a_dcgm_mig_instance_is_a_row_of_its_gpu_with_its_pod() -> None:
    # fixtures/dcgm_exporter_main_hostname_pr736.prom: an A30 whose only series belongs to MIG
    # instance 3 (1g.6gb), given to a Triton pod; an RTX 2000 Ada without MIG beside it.
    text = (FIXTURES / "dcgm_exporter_main_hostname_pr736.prom").read_text()
    ada, a30 = GpuTable().snapshot(parse_exposition(text), "src", 1.0, 2.0).gpus
    assert (ada.static.name, a30.static.name) == ("NVIDIA RTX 2000 Ada Generation", "NVIDIA A30")
    assert (ada.static.host, a30.static.host) == ("dcgm-exporter-wwwjh", "dcgm-exporter-wwwjh")
    assert (ada.static.pci_bus_id, a30.static.pci_bus_id) == (
        "00000000:B1:00.0",
        "00000000:CA:00.0",
    )
    assert ada.mig == () and ada.static.mig_mode is None and ada.workload is None
    (instance,) = a30.mig
    assert (instance.gpu_instance_id, instance.name) == (3, "1g.6gb")
    assert instance.workload == "default/triton-server-f7cb5d77-95xcf (triton-server)"
    # The instance's free memory is not the GPU's: the whole A30 has no reading of its own.
    assert a30.reading is not None and a30.reading.memory_used_bytes is None
    assert a30.static.mig_mode is True and a30.workload is None
    assert instance.memory_used_bytes is None and instance.memory_total_bytes is None


def _dcgm(name: str, value: float, **labels: str) -> str:
    base = {"gpu": "0", "UUID": "GPU-a", "modelName": "NVIDIA A100", "Hostname": "n1", **labels}
    text = ",".join(f'{k}="{v}"' for k, v in base.items())
    return f"{name}{{{text}}} {value}"


def test_each_mig_instance_keeps_its_own_memory_and_pod() -> None:
    mig = {"GPU_I_PROFILE": "3g.20gb"}
    page = "\n".join(
        [
            _dcgm("DCGM_FI_DEV_FB_USED", 30000),
            _dcgm("DCGM_FI_DEV_FB_FREE", 10000),
            _dcgm("DCGM_FI_DEV_FB_USED", 100, GPU_I_ID="1", pod="a", namespace="ml", **mig),
            _dcgm("DCGM_FI_DEV_FB_FREE", 19900, GPU_I_ID="1", pod="a", namespace="ml", **mig),
            _dcgm("DCGM_FI_DEV_FB_USED", 200, GPU_I_ID="2", pod="b", namespace="ml", **mig),
            _dcgm("DCGM_FI_DEV_FB_FREE", 19800, GPU_I_ID="2", pod="b", namespace="ml", **mig),
        ]
    )
    (gpu,) = GpuTable().snapshot(parse_exposition(page + "\n"), "src", 1.0, 2.0).gpus
    mib = 1024 * 1024
    assert gpu.reading is not None
    assert (gpu.reading.memory_used_bytes, gpu.reading.memory_total_bytes) == (
        30000 * mib,
        40000 * mib,
    )
    assert [(m.gpu_instance_id, m.memory_used_bytes, m.workload) for m in gpu.mig] == [
        (1, 100 * mib, "ml/a"),
        (2, 200 * mib, "ml/b"),
    ]
    assert {m.memory_total_bytes for m in gpu.mig} == {20000 * mib}


@pytest.mark.parametrize(
    ("labels", "expected"),
    [
        ({"exported_pod": "train-0", "exported_namespace": "ml", "pod": "dcgm-x"}, "ml/train-0"),
        (
            {"pod_name": "old-0", "pod_namespace": "legacy", "container_name": "c"},
            "legacy/old-0 (c)",
        ),
        ({"pod": "p", "namespace": "n"}, "n/p"),
    ],
)
def test_the_workload_prefers_prometheus_renamed_then_current_then_legacy_labels(
    labels: dict[str, str], expected: str
) -> None:
    (gpu,) = (
        GpuTable()
        .snapshot(
            parse_exposition(_dcgm("DCGM_FI_DEV_GPU_UTIL", 5, **labels) + "\n"), "src", 1.0, 2.0
        )
        .gpus
    )
    assert gpu.workload == expected


@pytest.mark.parametrize("index", ["12345678901234567890", "-1", "1.5", "0x1", "4096"])
def test_an_index_label_that_is_not_a_small_number_is_not_an_index(index: str) -> None:
    page = _dcgm("DCGM_FI_DEV_GPU_UTIL", 5, gpu=index, UUID="") + "\n"
    assert GpuTable().snapshot(parse_exposition(page), "src", 1.0, 2.0).gpus == ()
    page = _dcgm("DCGM_FI_DEV_GPU_UTIL", 5, gpu=index) + "\n"
    (gpu,) = GpuTable().snapshot(parse_exposition(page), "src", 1.0, 2.0).gpus
    assert gpu.static.host_index == gpu.index == 0  # keyed by its UUID, numbered by us
