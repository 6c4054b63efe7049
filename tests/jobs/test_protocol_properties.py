"""Property tests of the child-process protocol: whatever a child prints, the parent copes.

A job runs in the user's interpreter; its stdout is untrusted. Any line, valid JSON or not,
any nesting, any types, parses to a message, a progress or nothing, and never raises.
"""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from tfgpu_gui.jobs.protocol import (
    MAX_MESSAGE_CHARS,
    MAX_STEP_CHARS,
    MESSAGE_TYPES,
    Progress,
    parse_line,
    parse_progress,
    progress_from_body,
)

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=50),
    lambda children: (
        st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=10), children, max_size=5)
    ),
    max_leaves=30,
)
bodies = st.fixed_dictionaries(
    {"type": st.sampled_from([*sorted(MESSAGE_TYPES), "other"])},
    optional={
        "step": json_values | st.text(max_size=600),
        "message": json_values | st.text(max_size=900),
        "fraction": json_values,
    },
)


@settings(max_examples=300)
@given(st.text(max_size=300) | st.binary(max_size=300).map(lambda b: b.decode("latin-1")))
def test_any_text_line_parses_or_is_garbage(line: str) -> None:
    msg = parse_line(line)
    assert msg is None or (msg.type in MESSAGE_TYPES and isinstance(msg.body, dict))
    parse_progress(line)


@settings(max_examples=300)
@given(bodies)
def test_any_json_message_gives_a_valid_progress_or_none(body: dict) -> None:
    line = json.dumps(body, default=str)
    msg = parse_line(line)
    progress = parse_progress(line)
    if body["type"] not in MESSAGE_TYPES:
        assert msg is None and progress is None
        return
    assert msg is not None and msg.type == body["type"]
    if progress is None:
        return
    assert body["type"] == "progress"
    assert isinstance(progress.step, str) and len(progress.step) <= MAX_STEP_CHARS
    assert isinstance(progress.message, str) and len(progress.message) <= MAX_MESSAGE_CHARS
    assert progress.fraction is None or 0.0 <= progress.fraction <= 1.0


@given(st.integers(min_value=1, max_value=100_000))
def test_deep_nesting_is_garbage_not_a_crash(depth: int) -> None:
    line = '{"type": "progress", "step": ' + "[" * depth + "]" * depth + "}"
    assert parse_progress(line) is None


@given(
    st.text(max_size=MAX_STEP_CHARS),
    st.text(max_size=MAX_MESSAGE_CHARS),
    st.none() | st.floats(min_value=0.0, max_value=1.0),
)
def test_a_valid_progress_round_trips(step: str, message: str, fraction: float | None) -> None:
    sent = Progress(step, message, fraction)
    assert parse_progress(sent.to_line()) == sent
    assert progress_from_body(json.loads(sent.to_line())) == sent
