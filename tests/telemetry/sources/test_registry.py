"""The source kinds and their registry: each kind declares its states with both texts, the
settings and ``tfgpu`` read sources through the registry, and a kind registered there alone is
accepted by the settings file, the command line and the status line's texts."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.helpers.fake_kind import FakeBackend, register_fake_kind
from tfgpu_gui import cli
from tfgpu_gui.commands.remote import build_backend, remote_options, wants_remote
from tfgpu_gui.settings import SettingsStore
from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.remote import states as remote_states
from tfgpu_gui.telemetry.remote.multi import MultiBackend
from tfgpu_gui.telemetry.remote.ssh import classify_stderr
from tfgpu_gui.telemetry.remote.states import LOCAL
from tfgpu_gui.telemetry.snapshot import SourceState
from tfgpu_gui.telemetry.sources import registry
from tfgpu_gui.telemetry.sources.kind import BuildOptions, Source

PACKAGE = Path(registry.__file__).resolve().parents[2]


# -- each kind declares its states -----------------------------------------------------------


@pytest.mark.parametrize("kind", list(registry.KINDS.values()), ids=list(registry.KINDS))
def test_each_kind_declares_every_state_with_a_short_and_a_long_text(kind):
    assert kind.states and kind.state_kinds
    ids = [s.id for s in kind.states]
    assert len(ids) == len(set(ids)), f"{kind.name} declares a state twice"
    for state in kind.states:
        assert re.fullmatch(r"[a-z]+(-[a-z]+)*", state.id), state.id
        assert state.short.strip() and state.what.strip(), (kind.name, state.id)
        message = state.message("lab-1", "detail")  # its placeholders are the ones there are
        assert message.startswith(state.what.format(name="lab-1")[:10]) and "(detail)" in message
        shown = SourceState(name="lab-1", kind=kind.state_kinds[0], state=state.id)
        assert registry.short_text(shown) == state.short
    if kind.remote:
        assert {"ok", "connecting"} <= set(ids), "every remote source starts connecting"
        assert kind.option and kind.noun and kind.label and kind.written_as


def _named_states(module: str, patterns: tuple[str, ...]) -> set[str]:
    text = (PACKAGE / "telemetry" / "remote" / module).read_text(encoding="utf-8")
    return {m for pattern in patterns for m in re.findall(pattern, text)}


@pytest.mark.parametrize(
    ("kind_name", "modules", "patterns"),
    [
        (
            "ssh",
            ("ssh.py", "nvsmi.py", "background.py"),
            (
                r'_set_state\("([a-z-]+)"',
                r'failure = \("([a-z-]+)"',
                r'return "([a-z-]+)", ',
                r'state = "([a-z-]+)"',
                r'source_state\([^)]*?, "([a-z-]+)"',
            ),
        ),
        (
            "prometheus",
            ("prometheus.py", "background.py"),
            (r'PrometheusError\("([a-z-]+)"', r'source_state\([^)]*?, "([a-z-]+)"'),
        ),
    ],
)
def test_every_state_a_remote_backend_names_is_declared_by_its_kind(kind_name, modules, patterns):
    named = set().union(*(_named_states(m, patterns) for m in modules))
    declared = {s.id for s in registry.KINDS[kind_name].states}
    assert named and named <= declared, f"undeclared: {sorted(named - declared)}"


@pytest.mark.parametrize(
    ("kind_name", "target"),
    [
        ("ssh", "lab-1"),
        ("prometheus", "http://prom:9090"),
        ("prometheus", "http://lab-1:9400/metrics"),
        ("simulated", "no-driver"),
    ],
)
@pytest.mark.parametrize("background", [True, False])
def test_the_backends_a_kind_builds_report_states_of_that_kind(kind_name, target, background):
    kind = registry.KINDS[kind_name]
    backend = kind.build(target, BuildOptions(background=background))
    if kind.remote:  # its states carry the backend's kind; nothing is opened (no network)
        state_kind, state = backend.kind, "connecting"
    else:
        with pytest.raises(TelemetryUnavailable) as failed:
            backend.open()
        state_kind, state = LOCAL, failed.value.kind
    backend.close()
    assert state_kind in kind.state_kinds and kind.state(state) is not None
    assert registry.state_of(SourceState("x", state_kind, state)) == kind.state(state)


@pytest.mark.parametrize(
    "stderr",
    ["Permission denied (publickey).", "Host key verification failed.", "ssh: connect: timed out"],
)
def test_ssh_failures_read_as_the_ssh_kind_declares_them(stderr):
    state, _ = classify_stderr(stderr, 255)
    source = remote_states.source_state("lab-1", "ssh", state)
    declared = registry.KINDS["ssh"].state(state)
    assert declared is not None and source.message == declared.message("lab-1")


def test_states_read_as_before():
    """The status line's words and the sentences are the ones users already know."""
    said = {
        ("ssh", "auth"): "key refused",
        ("ssh", "host-key"): "host key unknown",
        ("ssh", "stalled"): "no readings",
        ("ssh", "no-driver"): "no NVIDIA driver",
        ("exporter", "bad-response"): "not Prometheus data",
        ("prometheus", "http-unreachable"): "does not answer",
        ("local", "no-driver"): "no NVIDIA driver",
        ("nobody", "what"): "what",  # an unknown kind or state shows its id
    }
    for (kind, state), short in said.items():
        assert registry.short_text(SourceState("x", kind, state)) == short
    auth = remote_states.source_state("lab-2", "ssh", "auth").message
    assert auth.startswith("lab-2 refused the SSH key (permission denied). The app never")
    odd = remote_states.source_state("lab-2", "ssh", "no-such-state")
    assert odd.state == "no-such-state" and "not GPU readings" in odd.message


# -- how sources are written -----------------------------------------------------------------


def test_sources_are_written_as_before():
    assert registry.parse_source(" me@lab-1 ") == Source("ssh", "me@lab-1")
    assert registry.parse_source("HTTP://prom:9090") == Source("prometheus", "HTTP://prom:9090")
    only_http = r"^'ftp://x': only http:// and https:// URLs are sources$"
    with pytest.raises(ValueError, match=only_http):
        registry.parse_source("ftp://x")
    with pytest.raises(ValueError, match="cannot start with '-'"):
        registry.parse_source("-oProxyCommand=x")
    with pytest.raises(ValueError, match="password"):
        registry.parse_source("http://user:pw@prom:9090")
    assert remote_options() == "--host or --prometheus"
    checked = registry.check_source("ftp://x")
    assert not checked.ok and "only http://" in checked.message


def test_the_local_backend_comes_from_its_kind():
    assert registry.make_backend("training").name == "simulated:training"
    assert registry.make_backend(None).name == "nvml"
    with pytest.raises(ValueError, match=r"unknown scenario 'nope'; choose one of: .*training"):
        registry.KINDS["simulated"].parse("nope")


def test_a_bad_scenario_is_a_usage_error_naming_the_scenarios(capsys):
    with pytest.raises(SystemExit):
        cli.main(["--simulate", "nope", "snapshot"])
    assert "unknown scenario 'nope'; choose one of:" in capsys.readouterr().err


# -- a kind registered in one place ----------------------------------------------------------


def _settings_with(tmp_path: Path, sources: list[str]) -> SettingsStore:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"sources": sources}), encoding="utf-8")
    return SettingsStore(path)


def test_an_unregistered_kind_is_refused_by_the_settings_and_the_command_line(tmp_path, capsys):
    store = _settings_with(tmp_path, ["fake://lab-9"])
    assert store.load().sources == [] and store.error and "fake://" in store.error
    with pytest.raises(SystemExit):
        cli.build_parser().parse_args(["snapshot", "--fake", "lab-9"])
    assert "unrecognized arguments: --fake" in capsys.readouterr().err


def test_a_kind_registered_once_is_read_by_the_settings_the_command_line_and_the_states(
    monkeypatch, tmp_path, capsys
):
    kind = register_fake_kind(monkeypatch)

    store = _settings_with(tmp_path, ["fake://lab-9", "lab-1"])
    settings = store.load()
    assert store.error is None and settings.sources == ["fake://lab-9", "lab-1"]
    assert registry.parse_source("fake://lab-9") == Source("fake", "fake://lab-9")
    backends = registry.make_backends(["fake://lab-9"], 1.0)
    assert isinstance(backends[0], FakeBackend)

    args = cli.build_parser().parse_args(["watch", "--fake", "lab-9", "--fake", "lab-9"])
    assert args.fake == ["lab-9"] * 2 and wants_remote(args)
    multi = build_backend(args, interval=1.0, background=True)
    assert [b.name for b in multi.backends] == ["fake:lab-9"]  # each source once
    assert remote_options() == "--host, --prometheus or --fake"
    with pytest.raises(SystemExit):
        cli.build_parser().parse_args(["snapshot", "--fake", "Not Fake"])
    assert "'Not Fake' is not a fake host" in capsys.readouterr().err

    snapshot = MultiBackend([registry.make_backend("training"), *backends]).read()
    (state,) = snapshot.sources
    assert (state.kind, state.state) == ("fake", "fake-down")
    assert state.message == "fake://lab-9 is a fake host, down. (test) Nothing to do."
    assert registry.short_text(state) == "fake host down"
    assert registry.state_of(state) is kind.state("fake-down")
    with pytest.raises(KeyError):
        kind.source_state("lab-9", "never-declared")


def test_a_backend_of_simulated_gpus_is_known_by_its_name() -> None:
    from tfgpu_gui.telemetry.clock import ManualClock
    from tfgpu_gui.telemetry.sources.registry import is_simulated, make_backend

    assert is_simulated(make_backend("training", clock=ManualClock()).name)
    assert is_simulated("simulated") and is_simulated("simulated:gpu-lost")
    assert not is_simulated("nvml") and not is_simulated("prometheus:simulated")
    assert not is_simulated("simulatedx:training") and not is_simulated("")
