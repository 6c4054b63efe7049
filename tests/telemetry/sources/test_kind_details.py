"""What each source kind does beside its states: how a source is written and validated, the
aliases read from ``~/.ssh/config``, the backend it builds from the command line, and the
sentence of a connection test."""

from __future__ import annotations

import argparse
from pathlib import Path
from types import SimpleNamespace

import pytest

from tfgpu_gui.telemetry.backend import Backend
from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.remote import prometheus as prometheus_module
from tfgpu_gui.telemetry.remote import ssh as ssh_module
from tfgpu_gui.telemetry.remote.background import BackgroundBackend
from tfgpu_gui.telemetry.remote.prometheus import PrometheusBackend
from tfgpu_gui.telemetry.remote.ssh import SshBackend
from tfgpu_gui.telemetry.simulated import SimulatedBackend
from tfgpu_gui.telemetry.snapshot import GpuSnapshot, GpuStatic, Snapshot, SystemInfo
from tfgpu_gui.telemetry.sources import kind as kind_module
from tfgpu_gui.telemetry.sources import registry
from tfgpu_gui.telemetry.sources.kind import BuildOptions, SourceKind
from tfgpu_gui.telemetry.sources.nvml import NVML
from tfgpu_gui.telemetry.sources.prometheus import PROMETHEUS
from tfgpu_gui.telemetry.sources.simulated import SIMULATED
from tfgpu_gui.telemetry.sources.ssh import MAX_CONFIG_BYTES, SSH, ssh_config_aliases

# -- ~/.ssh/config's aliases -------------------------------------------------------------------


def test_the_aliases_of_an_ssh_config_leave_out_patterns_repeats_and_odd_names(tmp_path):
    config = tmp_path / "config"
    config.write_text(
        "# my machines\n"
        "Host lab-1 lab-2\n"
        "    HostName 10.0.0.1\n"
        "    User alice\n"
        "host gpu-box Xeon-1\n"  # the keyword in any case; capital letters in a name
        "  HOST   *.example.org  lab-?  !lab-3  me@lab-4\n"
        "Host lab-1\n"  # said twice: listed once
        "Host -oProxyCommand=x bad/name lab-6\n"  # an option and a name ssh cannot take
        "Host\n"  # no name
        "Match host lab-9\n"
        "Hostname lab-5\n",
        encoding="utf-8",
    )
    assert ssh_config_aliases(config) == [
        "lab-1",
        "lab-2",
        "gpu-box",
        "Xeon-1",
        "me@lab-4",
        "lab-6",
    ]


def test_no_ssh_config_gives_no_aliases(tmp_path):
    assert ssh_config_aliases(tmp_path / "missing") == []
    assert ssh_config_aliases(tmp_path) == []  # a folder cannot be read either


def test_the_home_ssh_config_is_read_when_no_file_is_given(tmp_path, monkeypatch):
    (tmp_path / ".ssh").mkdir()
    (tmp_path / ".ssh" / "config").write_text("Host home-1\n", encoding="utf-8")
    monkeypatch.setenv("HOME", str(tmp_path))
    assert ssh_config_aliases() == ["home-1"]
    assert SSH.suggestions() == ["home-1"]
    assert registry.suggestions() == ["home-1"]  # the only kind with suggestions


def test_only_the_first_mebibyte_of_an_ssh_config_is_read(tmp_path):
    config = tmp_path / "config"
    head = "Host first\n"
    padding = "#" * (MAX_CONFIG_BYTES - len(head) - 1) + "\n"
    config.write_text(head + padding + "Host beyond\n", encoding="utf-8")
    assert ssh_config_aliases(config) == ["first"]
    # The line that ends exactly at the limit is still read.
    config.write_text(
        "#" * (MAX_CONFIG_BYTES - len("Host last\n") - 1) + "\nHost last\n", encoding="utf-8"
    )
    assert ssh_config_aliases(config) == ["last"]


def test_at_most_500_aliases_are_offered(tmp_path):
    config = tmp_path / "config"
    config.write_text("".join(f"Host h{i}\n" for i in range(600)), encoding="utf-8")
    aliases = ssh_config_aliases(config)
    assert len(aliases) == 500 and aliases[0] == "h0" and aliases[-1] == "h499"


def test_undecodable_bytes_in_an_ssh_config_do_not_hide_the_other_aliases(tmp_path):
    config = tmp_path / "config"
    config.write_bytes(b"# caf\xe9\nHost lab-1\n")
    assert ssh_config_aliases(config) == ["lab-1"]


# -- how sources are written -------------------------------------------------------------------


def test_each_kind_s_option_is_read_into_its_own_attribute():
    assert (SSH.dest, PROMETHEUS.dest, SIMULATED.dest) == ("host", "prometheus", "simulate")
    assert NVML.dest == ""  # no option


def test_a_url_scheme_is_claimed_in_any_case_and_a_plain_name_by_the_plain_kind():
    assert PROMETHEUS.claims("HTTPS://prom:9090") and PROMETHEUS.claims("http://x")
    assert not PROMETHEUS.claims("ftp://x") and not PROMETHEUS.claims("lab-1")
    assert SSH.claims("lab-1") and not SSH.claims("http://lab-1")
    assert registry.kind_of("  http://prom:9090 ") is PROMETHEUS
    assert registry.kind_of("lab-1") is SSH


def test_an_empty_source_is_refused_with_what_it_should_be():
    class Plain(SourceKind):
        name = "plain"

        def build(self, target, options):
            raise AssertionError("not built")

    class Named(Plain):
        noun = "scenario"

    with pytest.raises(ValueError, match=r"^the source is empty$"):
        Plain().parse("   ")
    with pytest.raises(ValueError, match=r"^the scenario is empty$"):
        Named().parse("")
    assert Named().parse("  x y ") == "x y"
    assert Plain().suggestions() == []


def test_a_bad_url_is_named_with_only_its_first_60_characters():
    text = "ftp://" + "a" * 100
    with pytest.raises(ValueError) as refused:
        registry.kind_of(text)
    assert str(refused.value) == f"{text[:60]!r}: only http:// and https:// URLs are sources"


@pytest.mark.parametrize(
    ("words", "said"),
    [([], ""), (["a"], "a"), (["a", "b"], "a and b"), (["a", "b", "c"], "a, b and c")],
)
def test_words_are_joined_as_a_sentence_says_them(words, said):
    assert registry.joined(words, "and") == said
    assert registry.joined(["x", "y", "z", "w"]) == "x, y, z or w"


def test_the_remote_kinds_are_the_ones_with_an_option_beside_the_gpus():
    assert registry.remote_kinds() == [SSH, PROMETHEUS]
    assert registry.kind_reporting("exporter") is PROMETHEUS
    assert registry.kind_reporting("local") is NVML  # the first kind that reports it
    assert registry.kind_reporting("nothing") is None


def test_the_ssh_kind_adds_its_own_options():
    parser = argparse.ArgumentParser()
    SSH.add_extra_arguments(parser.add_argument_group("remote"))
    args = parser.parse_args(["--ssh-config", "/tmp/cfg", "--remote-tfgpu", "~/venv/bin/tfgpu"])
    assert (args.ssh_config, args.remote_tfgpu) == ("/tmp/cfg", "~/venv/bin/tfgpu")
    other = argparse.ArgumentParser()
    assert PROMETHEUS.add_extra_arguments(other.add_argument_group("remote")) is None
    assert other.parse_args([]) == argparse.Namespace()  # no option added


# -- the backends a kind builds ----------------------------------------------------------------


def test_an_ssh_source_uses_the_given_ssh_config_and_remote_tfgpu():
    plain = SSH.build("lab-1", BuildOptions(interval=2.0))
    assert isinstance(plain, SshBackend)
    assert (plain.host, plain.interval, plain.options.extra) == ("lab-1", 2.0, ())
    assert plain.command == ssh_module.remote_command(2.0)  # tfgpu if it is there, else nvidia-smi
    options = BuildOptions(
        interval=0.25,
        command_line={"ssh_config": "/home/a/my config", "remote_tfgpu": "/opt/my env/tfgpu"},
    )
    built = SSH.build("lab-2", options)
    assert isinstance(built, SshBackend)
    assert built.options.extra == ("-F", "/home/a/my config")
    assert built.command == "'/opt/my env/tfgpu' watch --jsonl --interval 0.250"
    assert built.interval == 0.25


def test_a_prometheus_source_is_polled_in_the_background_only_when_asked():
    background = PROMETHEUS.build("http://prom:9090", BuildOptions(interval=3.0))
    assert isinstance(background, BackgroundBackend) and background.interval == 3.0
    assert background.kind == "prometheus"
    exporter = PROMETHEUS.build("http://lab:9400/metrics", BuildOptions(interval=3.0))
    assert isinstance(exporter, BackgroundBackend) and exporter.kind == "exporter"
    direct = PROMETHEUS.build("http://prom:9090", BuildOptions(background=False))
    assert isinstance(direct, PrometheusBackend)


def test_the_simulated_kind_builds_the_scenario_with_the_seed_and_clock():
    from tfgpu_gui.telemetry.clock import ManualClock

    clock = ManualClock(start=50.0)
    backend = SIMULATED.build("training", BuildOptions(seed=7, clock=clock))
    assert isinstance(backend, SimulatedBackend)
    assert (backend.scenario.name, backend.seed) == ("training", 7)
    assert backend.read().monotonic == 50.0
    assert SIMULATED.parse("idle") == "idle"
    other = registry.make_backend("idle", seed=3, clock=clock)
    assert isinstance(other, SimulatedBackend) and other.seed == 3
    assert other.read().monotonic == 50.0


def test_the_local_kind_builds_nvml_on_the_given_clock(monkeypatch):
    from tests.helpers.fake_nvml import FakeNvml
    from tfgpu_gui.telemetry.clock import ManualClock
    from tfgpu_gui.telemetry.nvml_backend import NvmlBackend

    FakeNvml().install(monkeypatch)
    clock = ManualClock(start=77.0)
    backend = NVML.build("", BuildOptions(clock=clock))
    assert isinstance(backend, NvmlBackend)
    assert backend.read().monotonic == 77.0
    backend.close()


def test_at_most_64_sources_are_read_and_bad_ones_are_left_out():
    texts = ["ftp://bad", *[f"lab-{i}" for i in range(70)]]
    backends = registry.make_backends(texts, 5.0)
    assert len(backends) == registry.MAX_SOURCES - 1  # the bad one counts among the 64
    assert [b.name for b in backends[:2]] == ["ssh:lab-0", "ssh:lab-1"]
    assert all(isinstance(b, SshBackend) and b.interval == 5.0 for b in backends)
    backends_2 = registry.make_backends(["http://prom:9090"], 2.0)
    assert isinstance(backends_2[0], BackgroundBackend)  # read on a thread of its own
    for b in backends + backends_2:
        b.close()


# -- the connection test -----------------------------------------------------------------------


class _Answer(Backend):
    """A backend that answers one snapshot (or fails) and records how it was used."""

    def __init__(self, snapshot: Snapshot | None, calls: list[object]) -> None:
        self.snapshot = snapshot
        self.calls = calls

    @property
    def is_open(self) -> bool:
        return False

    def open(self) -> SystemInfo:
        raise AssertionError("read opens")

    def wait_ready(self, timeout: float) -> bool:
        self.calls.append(("wait_ready", timeout))
        return True

    def read(self) -> Snapshot:
        self.calls.append("read")
        if self.snapshot is None:
            raise TelemetryUnavailable("no-permission")
        return self.snapshot

    def close(self) -> None:
        self.calls.append("close")


def _snapshot(*hosts: str | None) -> Snapshot:
    gpus = tuple(
        GpuSnapshot(GpuStatic(index=i, name="GPU", host=host), None) for i, host in enumerate(hosts)
    )
    return Snapshot(0.0, 0.0, SystemInfo("prometheus"), gpus)


class _Kind(SourceKind):
    name = "answer"

    def __init__(self, snapshot: Snapshot | None) -> None:
        self.snapshot = snapshot
        self.calls: list[object] = []
        self.options: list[BuildOptions] = []

    def build(self, target: str, options: BuildOptions) -> Backend:
        self.options.append(options)
        self.calls.append(("build", target))
        return _Answer(self.snapshot, self.calls)


@pytest.fixture
def seconds(monkeypatch):
    """The connection test's clock: 12.5 s, then 14.25 s (it took 1.75 s)."""
    times = iter([12.5, 14.25])
    monkeypatch.setattr(kind_module, "time", SimpleNamespace(monotonic=lambda: next(times)))


def test_a_connection_test_says_how_many_gpus_on_how_many_hosts_and_how_long(seconds):
    kind = _Kind(_snapshot("lab-1", "lab-2", "lab-1"))
    result = kind.check("lab", timeout=7.0)
    assert result.ok
    assert result.message == "Connected: 3 GPUs on 2 hosts (prometheus, 1.8 s)."
    assert kind.calls == [("build", "lab"), ("wait_ready", 7.0), "read", "close"]
    assert [o.background for o in kind.options] == [False]  # the test reads once, in place


def test_one_gpu_on_one_host_is_said_in_the_singular(seconds):
    result = _Kind(_snapshot(None)).check("lab")
    assert result.message == "Connected: 1 GPU (prometheus, 1.8 s)."


def test_gpus_without_a_host_name_count_as_one_machine(seconds):
    # A source that names no host gives None or an empty name: the same unnamed machine.
    result = _Kind(_snapshot(None, "")).check("lab")
    assert result.message == "Connected: 2 GPUs (prometheus, 1.8 s)."


@pytest.mark.parametrize("name", ["XXXX", "unknown", "-", "localhost"])
def test_the_unnamed_machine_is_apart_from_a_host_of_any_name(monkeypatch, name):
    times = iter([12.5, 14.25])
    monkeypatch.setattr(kind_module, "time", SimpleNamespace(monotonic=lambda: next(times)))
    result = _Kind(_snapshot(None, name)).check("lab")
    assert result.message == "Connected: 2 GPUs on 2 hosts (prometheus, 1.8 s)."


def test_no_gpu_is_said_in_the_plural(seconds):
    assert _Kind(_snapshot()).check("lab").message == "Connected: 0 GPUs (prometheus, 1.8 s)."


def test_a_failed_connection_test_says_why_and_still_closes(seconds):
    kind = _Kind(None)
    result = kind.check("lab")
    assert result.ok is False
    assert result.message == TelemetryUnavailable("no-permission").sentence()
    assert kind.calls == [("build", "lab"), ("wait_ready", 20.0), "read", "close"]  # 20 s


def test_the_registry_s_connection_test_reads_the_source_as_written(monkeypatch):
    asked: list[tuple[str, float]] = []

    def probe(target: str, timeout: float) -> Snapshot:
        asked.append((target, timeout))
        return _snapshot("prom")

    monkeypatch.setattr(PROMETHEUS, "probe", probe)
    result = registry.check_source("  http://prom:9090  ", timeout=4.0)
    assert result.ok and result.message.startswith("Connected: 1 GPU (prometheus, ")
    assert asked == [("http://prom:9090", 4.0)]
    registry.check_source("http://prom:9090")
    assert asked[-1] == ("http://prom:9090", 20.0)


def test_an_ssh_connection_test_backs_off_no_longer_than_its_timeout(monkeypatch):
    made: list[dict[str, object]] = []
    calls: list[object] = []

    class Recorder(_Answer):
        def __init__(self, host: str, **kw: object) -> None:
            made.append({"host": host, **kw})
            super().__init__(_snapshot("lab-1"), calls)

    monkeypatch.setattr(ssh_module, "SshBackend", Recorder)
    snap = SSH.probe("lab-1", 9.0)
    assert snap.gpus[0].static.host == "lab-1"
    assert made == [{"host": "lab-1", "interval": 1.0, "backoff_max": 9.0}]
    assert calls == [("wait_ready", 9.0), "read", "close"]


def test_a_prometheus_connection_test_waits_at_most_ten_seconds(monkeypatch):
    made: list[tuple[str, float]] = []

    class Recorder:
        def __init__(self, url: str, timeout: float) -> None:
            made.append((url, timeout))

        def read(self) -> Snapshot:
            return _snapshot("prom")

    monkeypatch.setattr(prometheus_module, "PrometheusBackend", Recorder)
    PROMETHEUS.probe("http://prom:9090", 30.0)
    PROMETHEUS.probe("http://prom:9090", 4.0)
    assert made == [("http://prom:9090", 10.0), ("http://prom:9090", 4.0)]


def test_state_lookups_of_a_kind():
    assert SSH.state("auth") is not None and SSH.state("auth").short == "key refused"
    assert SSH.state("nope") is None
    state = PROMETHEUS.source_state("http://p:9090", "http-unreachable", "refused", gpus=2)
    assert (state.name, state.kind, state.state, state.gpu_count) == (
        "http://p:9090",
        "prometheus",  # the kind's first state kind
        "http-unreachable",
        2,
    )
    assert "(refused)" in state.message
    plain = PROMETHEUS.source_state("http://p:9090", "ok")
    assert plain.gpu_count == 0 and "(" not in plain.message  # no detail, no GPUs unless told


def test_a_file_path_option_is_passed_to_ssh_as_text(tmp_path):
    config = tmp_path / "cfg"
    built = SSH.build("lab-1", BuildOptions(command_line={"ssh_config": config}))
    assert isinstance(built, SshBackend) and built.options.extra == ("-F", str(Path(config)))


def test_a_source_that_is_not_valid_fails_its_connection_test_with_the_reason():
    result = registry.check_source("-oProxyCommand=x")
    assert result.ok is False and "cannot start with '-'" in result.message


def test_a_url_is_claimed_by_its_first_scheme_only():
    assert PROMETHEUS.claims("http://prom:9090/?next=ftp://elsewhere")
    assert not PROMETHEUS.claims("ftp://files/?back=http://prom")


def test_the_ssh_kind_s_options_in_the_help():
    parser = argparse.ArgumentParser(prog="tfgpu", formatter_class=argparse.RawTextHelpFormatter)
    SSH.add_extra_arguments(parser.add_argument_group("remote"))
    lines = [line.split() for line in parser.format_help().splitlines()]
    assert [
        "--ssh-config", "FILE", "the", "ssh_config", "file", "to", "use", "instead", "of",
        "~/.ssh/config", "(ssh", "-F)",
    ] in lines  # fmt: skip
    assert [
        "--remote-tfgpu", "PATH", "where", "tfgpu", "is", "on", "the", "hosts", "when", "it", "is",
        "not", "on", "their", "PATH", "(e.g.", "~/venv/bin/tfgpu)",
    ] in lines  # fmt: skip


def test_an_unknown_scenario_names_every_scenario_in_order():
    from tfgpu_gui.telemetry.scenarios import SCENARIOS

    with pytest.raises(ValueError) as unknown:
        SIMULATED.parse("nope")
    assert str(unknown.value) == (
        f"unknown scenario 'nope'; choose one of: {', '.join(sorted(SCENARIOS))}"
    )


def test_this_computer_s_simulated_gpus_use_seed_0_unless_told():
    backend = registry.make_backend("training")
    assert isinstance(backend, SimulatedBackend) and backend.seed == 0
