"""The sentences of a remote source's states: what happened, the remote detail, the next step."""

from __future__ import annotations

from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.remote.states import (
    STATES,
    UNKNOWN,
    RemoteUnavailable,
    State,
    by_id,
    make_state,
    source_state,
    state_message,
)


def test_a_sentence_is_what_happened_the_detail_in_brackets_then_the_step() -> None:
    state = State("x", "short", "{name} went away.", "Ask {name} again.")
    assert state.message("lab") == "lab went away. Ask lab again."
    assert state.message("lab", "port 22") == "lab went away. (port 22) Ask lab again."


def test_a_state_without_a_step_ends_with_what_happened() -> None:
    state = State("x", "short", "{name} is fine.")
    assert state.message("lab") == "lab is fine."
    assert state.message("lab", "detail") == "lab is fine. (detail)"


def test_the_name_is_cut_at_80_characters_and_the_detail_at_300() -> None:
    state = State("x", "short", "[{name}]")
    name80, name81 = "h" * 80, "h" * 81
    assert state.message(name80) == f"[{name80}]"
    shown = state.message(name81)[1:-1]
    assert len(shown) == 80 and shown != name81[:80]  # cut, and it says so (an ellipsis)
    detail300, detail301 = "d" * 300, "d" * 301
    assert state.message("h", detail300) == f"[h] ({detail300})"
    cut = state.message("h", detail301)[len("[h] (") : -1]
    assert len(cut) == 300 and cut != detail301[:300]


def test_remote_text_is_cleaned_of_control_characters() -> None:
    text = state_message("lost", "lab\x1b[31m", "bye\x07")
    assert "\x1b" not in text and "\x07" not in text
    assert text.startswith("The connection to lab")


def test_each_declared_state_is_found_by_its_id() -> None:
    states = (State("a", "A", "a"), State("b", "B", "b"))
    assert by_id(states) == {"a": states[0], "b": states[1]}
    assert STATES["auth"].short == "key refused"
    assert STATES["ok"].message("lab") == "lab: connected."


def test_an_unknown_state_reads_as_bad_output_and_keeps_its_id() -> None:
    assert UNKNOWN.id == "bad-output"
    assert state_message("made-up", "lab") == STATES["bad-output"].message("lab")
    source = source_state("lab", "ssh", "made-up")
    assert source.state == "made-up"
    assert source.message == STATES["bad-output"].message("lab")


def test_a_source_state_says_its_name_kind_state_detail_and_gpus() -> None:
    source = source_state("lab", "ssh", "lost", "reset", gpus=3)
    assert (source.name, source.kind, source.state, source.gpu_count) == ("lab", "ssh", "lost", 3)
    assert source.message == STATES["lost"].message("lab", "reset")
    plain = source_state("lab", "ssh", "ok")
    assert plain.gpu_count == 0 and plain.message == "lab: connected."
    assert plain.ok


def test_make_state_takes_the_declared_state() -> None:
    made = make_state("lab", "prometheus", STATES["http-error"], "503", gpus=2)
    assert (made.name, made.kind, made.state, made.gpu_count) == (
        "lab",
        "prometheus",
        "http-error",
        2,
    )
    assert made.message == "lab answered with an error. (503) Check the URL."
    plain = make_state("lab", "prometheus", STATES["ok"])
    assert plain.gpu_count == 0 and plain.message == "lab: connected."


def test_remote_unavailable_carries_the_source_and_its_sentence() -> None:
    source = source_state("lab", "ssh", "auth")
    error = RemoteUnavailable(source)
    assert isinstance(error, TelemetryUnavailable)
    assert error.source is source
    assert error.kind == "auth"
    assert error.sentence() == source.message
    assert error.detail == source.message
