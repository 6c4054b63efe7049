"""Remote sources in the app: the Sources box of the settings dialog, and remote GPUs shown
with their host in the overview, the alerts and the process table."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from tests.helpers.servers import StaticFiles, free_port
from tfgpu_gui.settings import Settings, SettingsStore
from tfgpu_gui.telemetry.remote.multi import MultiBackend
from tfgpu_gui.telemetry.remote.prometheus import PrometheusBackend
from tfgpu_gui.telemetry.simulated import SimulatedBackend
from tfgpu_gui.telemetry.snapshot import (
    GpuProcess,
    GpuReading,
    GpuSnapshot,
    GpuStatic,
    ProcessInfo,
    Snapshot,
    SystemInfo,
)
from tfgpu_gui.ui.monitor.process_model import COLUMNS, ProcessModel
from tfgpu_gui.ui.shell.application import MonitorApp
from tfgpu_gui.ui.shell.settings_dialog import SettingsDialog

#: The real nvitop-exporter's page: two GPUs (tests/telemetry/remote/fixtures/SOURCES.md says
#: where each page comes from).
NVITOP = (
    Path(__file__).parents[2]
    / "telemetry"
    / "remote"
    / "fixtures"
    / "nvitop_exporter_1.7.2_fake_nvml.prom"
).read_bytes()


#: NVIDIA's own capture of the DCGM exporter on an A100 (host ub20-a100-k8s, GPU 0 at 61 °C).
A100 = (
    Path(__file__).parents[2]
    / "telemetry"
    / "remote"
    / "fixtures"
    / "dcgm_exporter_2x_a100_mig.prom"
).read_bytes()


@pytest.fixture
def exporter_page():
    files = StaticFiles({"/metrics": ("text/plain; version=0.0.4", NVITOP)})
    yield f"http://127.0.0.1:{files.port}/metrics"
    files.stop()


@pytest.fixture
def a100_page():
    files = StaticFiles({"/metrics": ("text/plain; version=0.0.4", A100)})
    yield f"http://127.0.0.1:{files.port}/metrics"
    files.stop()


def test_sources_are_added_checked_and_saved(qtbot):
    dialog = SettingsDialog(Settings(sources=["old-host"]))
    qtbot.addWidget(dialog)
    box = dialog.sources
    box.entry.setCurrentText("-oProxyCommand=touch /tmp/x")
    assert not box.add_typed()
    assert "cannot start with '-'" in box.result.text()
    box.entry.setCurrentText("http://user:pw@prom:9090")
    assert not box.add_typed() and "password" in box.result.text()
    box.entry.setCurrentText(" me@lab-1 ")
    assert box.add_typed()
    box.entry.setCurrentText("http://prom.lab:9090")
    assert box.add_typed()
    box.exporter.setChecked(True)
    result = dialog.result_settings()
    assert result.sources == ["old-host", "me@lab-1", "http://prom.lab:9090"]
    assert result.exporter_enabled is True
    box.list.setCurrentRow(0)
    box.remove_selected()
    assert dialog.result_settings().sources == ["me@lab-1", "http://prom.lab:9090"]


def test_ssh_config_aliases_are_offered(qtbot, tmp_path, monkeypatch):
    home = tmp_path / "home"
    (home / ".ssh").mkdir(parents=True)
    (home / ".ssh" / "config").write_text(
        "Host lab-1 lab-2\n  HostName 10.0.0.5\nHost *.corp !x\nHost -oProxyCommand=bad\n",
        encoding="utf-8",
    )
    monkeypatch.setenv("HOME", str(home))
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    entry = dialog.sources.entry
    assert [entry.itemText(i) for i in range(entry.count())] == ["lab-1", "lab-2"]


def test_the_test_button_says_what_happened_without_blocking(qtbot, exporter_page):
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    box = dialog.sources
    box.entry.setCurrentText(exporter_page)
    box.test_current()
    assert "Testing" in box.result.text()  # the dialog did not wait for the network
    qtbot.waitUntil(lambda: box.tests_running == 0, timeout=20_000)
    assert "Connected: 2 GPUs" in box.result.text()
    box.entry.setCurrentText(f"http://127.0.0.1:{free_port()}")
    box.test_current()
    qtbot.waitUntil(lambda: box.tests_running == 0, timeout=20_000)
    assert "does not answer" in box.result.text()


def test_remote_gpus_are_titled_and_alerted_with_their_host(qtbot, tmp_path, clock, a100_page):
    store = SettingsStore(tmp_path / "settings.json")
    store.save(Settings(temperature_c=55.0))
    backend = MultiBackend(
        [SimulatedBackend("idle", clock=clock), PrometheusBackend(a100_page)], clock=clock
    )
    app = MonitorApp(backend, store, clock=clock, me="alice")
    alerts = []
    app.alerted.connect(alerts.append)
    app.start(thread=False)
    try:
        app.step()
        app.tick()
        snap = app.last_snapshot
        assert snap is not None
        titles = [g.title for g in snap.gpus]
        assert "GPU 0" in titles and "ub20-a100-k8s GPU 0" in titles
        overview = app.window.overview
        html = " ".join(p._title[0] for p in overview.plots if p._title)
        assert "ub20-a100-k8s GPU 0" in html
        assert any(a.title == "ub20-a100-k8s GPU 0 is hot (61 °C)" for a in alerts), alerts
        clock.advance(1)
        app.step()
        index = next(g.index for g in snap.gpus if g.title == "ub20-a100-k8s GPU 0")
        times, temperature = app.sampler.history.series(index, "temperature")
        assert (
            list(temperature) == [61.0, 61.0] and times[1] - times[0] == 1.0
        )  # on the app's clock
    finally:
        app.shutdown()
        app.window.deleteLater()


def _remote_snapshot() -> Snapshot:
    info = ProcessInfo(pid=4242, visible=True, name="python", user="alice")
    proc = GpuProcess(4242, 0, "compute", 2**30, None, info)
    gpu = GpuSnapshot(
        GpuStatic(index=0, name="A100", host="lab-1", host_index=3), GpuReading(), (proc,)
    )
    local_proc = GpuProcess(4243, 1, "compute", 2**30, None, ProcessInfo(4243, True, user="alice"))
    local = GpuSnapshot(GpuStatic(index=1, name="RTX 4090"), GpuReading(), (local_proc,))
    return Snapshot(1.0, 1.0, SystemInfo("remote"), (gpu, local))


def test_process_table_names_the_host_and_never_offers_a_remote_pid(qtbot):
    model = ProcessModel(me="alice")
    model.set_snapshot(_remote_snapshot())
    host = [c.title for c in COLUMNS].index("Host")
    assert model.index(0, host).data() == "lab-1"
    assert model.index(1, host).data() == ""
    gpu = [c.title for c in COLUMNS].index("GPUs")
    assert model.index(0, gpu).data() == "lab-1: 3"  # lab-1's GPU 3, as its overview title says
    assert model.index(1, gpu).data() == "1"
    remote, local = model.rows
    assert (remote.host, local.host) == ("lab-1", None)
    assert not model.is_mine(remote)  # the same pid here would be another process
    assert model.is_mine(local)


def _gpu(index: int, util: float, temp: float = 40.0, host: str = "h") -> GpuSnapshot:
    return GpuSnapshot(
        GpuStatic(index=index, name="A100", host=host, host_index=index % 8),
        GpuReading(util_gpu_percent=util, temperature_c=temp),
    )


def test_tray_icon_shows_the_busiest_gpus_of_all_hosts(qtbot):
    from tfgpu_gui.ui.shell import tray_icon

    gpus = [_gpu(i, util=float(i)) for i in range(64)]
    gpus[3] = _gpu(3, util=1.0, temp=95.0)  # hot: always shown
    gpus[5] = GpuSnapshot(GpuStatic(index=5, name="A100", host="h"), None, lost=True)
    snap = Snapshot(1.0, 1.0, SystemInfo("remote"), tuple(gpus))
    shown = tray_icon.levels(snap, hot_c=85.0)
    assert len(shown) == tray_icon.MAX_ICON_GPUS
    assert shown[0].hot and shown[1].lost  # in GPU order: 3, 5, then the busiest
    assert [lv.util for lv in shown[2:]] == [58.0, 59.0, 60.0, 61.0, 62.0, 63.0]
    assert tray_icon.draw(22, shown).width() == 22


def test_sources_from_the_settings_are_merged_beside_the_local_gpus():
    from tfgpu_gui.telemetry.remote.background import BackgroundBackend
    from tfgpu_gui.telemetry.remote.ssh import SshBackend
    from tfgpu_gui.ui.shell.remote_sources import with_sources

    local = SimulatedBackend("idle")
    alone = with_sources(local, Settings())
    assert alone.backends == [local] and alone.read().system.backend == "simulated:idle"
    assert alone.name == "simulated:idle"  # what the app decides by (runs of simulated GPUs)
    merged = with_sources(local, Settings(sources=["lab-1", "http://prom:9090"]))
    assert isinstance(merged, MultiBackend)
    kinds = [type(b) for b in merged.backends]
    assert kinds == [SimulatedBackend, SshBackend, BackgroundBackend]
    merged.close()


def test_the_app_exporter_serves_only_this_computers_gpus():
    import urllib.request

    from tfgpu_gui.ui.shell.remote_sources import AppExporter

    snap = _remote_snapshot()  # GPU 0 on lab-1, GPU 1 here
    exporter = AppExporter(lambda: snap, listen="127.0.0.1:0")
    assert exporter.start()
    try:
        host, port = exporter.address or ("", 0)
        with urllib.request.urlopen(f"http://{host}:{port}/metrics", timeout=10) as r:
            body = r.read().decode()
    finally:
        exporter.stop()
    assert host == "127.0.0.1"
    assert 'name="RTX 4090"' in body and 'name="A100"' not in body


def test_source_states_show_in_the_status_bar_and_the_tray_tooltip(make_monitor):
    from tfgpu_gui.telemetry.remote.states import source_state
    from tfgpu_gui.ui.shell import tray_icon

    app = make_monitor("idle")
    up = source_state("lab-1", "ssh", "ok", gpus=2)
    down = source_state("lab-2", "ssh", "auth")
    snap = app.step()
    assert snap is not None
    app.on_snapshot(dataclasses.replace(snap, sources=(up, down)))
    status = app.source_status
    assert not status.isHidden()
    assert status.text() == "lab-1 ✓ · lab-2: key refused"
    assert "ssh-copy-id lab-2" in status.toolTip()
    text = tray_icon.tooltip(app.last_snapshot)
    assert "lab-2 refused the SSH key" in text and "lab-1: connected" not in text
    app.on_snapshot(snap)  # this computer only
    assert status.isHidden()


def test_saved_sources_and_exporter_apply_without_a_restart(make_monitor, tmp_path):
    import urllib.request

    from tfgpu_gui.telemetry.remote.ssh import SshBackend
    from tfgpu_gui.ui.shell.remote_sources import RemoteSources, with_sources

    local = SimulatedBackend("idle")
    backend = with_sources(local, Settings())
    assert backend.read().system.backend == "simulated:idle"  # alone: read as it is
    app = MonitorApp(backend, SettingsStore(tmp_path / "s.json"), me="alice")
    remote = RemoteSources(lambda: app.last_snapshot, backend, app.settings, "127.0.0.1:0")
    app.settings_hooks.append(remote.apply)
    try:
        app.apply_settings(
            dataclasses.replace(app.settings, sources=["lab-1"], exporter_enabled=True)
        )
        first = backend.backends[1]
        assert isinstance(first, SshBackend) and first.host == "lab-1"
        assert remote.exporter is not None and remote.exporter.address is not None
        app.apply_settings(dataclasses.replace(app.settings, sources=["lab-1", "lab-2"]))
        assert backend.backends[1] is first  # kept: its connection stays up
        assert [b.host for b in backend.backends[1:]] == ["lab-1", "lab-2"]  # type: ignore[attr-defined]
        app.step()
        host, port = remote.exporter.address
        with urllib.request.urlopen(f"http://{host}:{port}/metrics", timeout=10) as r:
            assert "tfgpu_gpu_utilization_percent" in r.read().decode()
        app.apply_settings(dataclasses.replace(app.settings, sources=[], exporter_enabled=False))
        assert backend.backends == [local] and remote.exporter is None
    finally:
        remote.stop()
        app.shutdown()
        app.window.deleteLater()


def test_the_sources_box_speaks_of_the_registered_kinds(qtbot):
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    entry = dialog.sources.entry
    assert entry.accessibleName() == "Host or URL to add"
    assert entry.toolTip() == (
        "An SSH host (an alias of ~/.ssh/config, or user@host; key login only) or a "
        "Prometheus URL (http://server:9090) or an exporter's http://host:9400/metrics"
    )
    dialog.sources.test_current()
    assert dialog.sources.result.text() == "Type or select a host or URL to test."


def test_a_kind_registered_once_shows_in_the_sources_box_status_line_and_tray(
    make_monitor, monkeypatch, qtbot
):
    from tests.helpers.fake_kind import register_fake_kind
    from tfgpu_gui.ui.shell import tray_icon

    kind = register_fake_kind(monkeypatch)
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    box = dialog.sources
    assert "a fake://NAME" in box.entry.toolTip()
    assert box.entry.accessibleName() == "Host, URL or fake name to add"
    box.entry.setCurrentText("fake://lab-9")
    assert box.add_typed() and box.sources() == ["fake://lab-9"]

    app = make_monitor("idle")
    snap = app.step()
    assert snap is not None
    down = kind.source_state("lab-9", "fake-down")
    app.on_snapshot(dataclasses.replace(snap, sources=(down,)))
    assert app.source_status.text() == "lab-9: fake host down"
    assert "lab-9 is a fake host, down. Nothing to do." in app.source_status.toolTip()
    assert "lab-9 is a fake host, down." in tray_icon.tooltip(app.last_snapshot)
    assert "a fake host" in app.watch_remote.toolTip()
