"""A source kind that exists only in tests: registering it in the registry alone must make it
work everywhere a source kind is used (settings, ``tfgpu`` options, the Sources box, the status
line), with its backend in the same module, as a new kind's would be."""

from __future__ import annotations

import re

import pytest

from tfgpu_gui.telemetry.backend import Backend
from tfgpu_gui.telemetry.remote.states import RemoteUnavailable, State
from tfgpu_gui.telemetry.snapshot import Snapshot, SystemInfo
from tfgpu_gui.telemetry.sources import registry
from tfgpu_gui.telemetry.sources.kind import BuildOptions, SourceKind


class FakeBackend(Backend):
    """A host that is always down, in its kind's own state."""

    def __init__(self, target: str, kind: FakeKind) -> None:
        self.name = f"fake:{target}"
        self.target = target
        self.kind = kind
        self._open = False

    @property
    def is_open(self) -> bool:
        return self._open

    def open(self) -> SystemInfo:
        self._open = True
        return SystemInfo(backend=self.name, host=self.target)

    def read(self) -> Snapshot:
        raise RemoteUnavailable(self.kind.source_state(self.target, "fake-down", "test"))

    def close(self) -> None:
        self._open = False


class FakeKind(SourceKind):
    name = "fake"
    state_kinds = ("fake",)
    states = (
        State("ok", "fine", "{name}: fine."),
        State("fake-down", "fake host down", "{name} is a fake host, down.", "Nothing to do."),
    )
    remote = True
    schemes = ("fake",)
    noun = "fake name"
    label = "a fake host"
    written_as = "a fake://NAME"
    option = "--fake"
    metavar = "NAME"
    help = "read a fake host (tests only)"

    def parse(self, text: str) -> str:
        target = text.strip()
        if not re.fullmatch(r"(fake://)?[a-z0-9-]{1,20}", target):
            raise ValueError(f"{target[:40]!r} is not a fake host")
        return target

    def build(self, target: str, options: BuildOptions) -> Backend:
        return FakeBackend(target, self)


def register_fake_kind(monkeypatch: pytest.MonkeyPatch) -> FakeKind:
    """:class:`FakeKind` in the registry for one test: the one place a kind is added."""
    kind = FakeKind()
    monkeypatch.setitem(registry.KINDS, kind.name, kind)
    return kind
