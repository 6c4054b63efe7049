"""Redaction of what a log carries: names, home folders, addresses and secrets, in every output
of ``tfgpu doctor --log --redact`` and wherever they are planted."""

from __future__ import annotations

import json
import string
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from tests.doctor import factsets as fs
from tfgpu_gui.cli import main
from tfgpu_gui.doctor.collect import explain_log_report
from tfgpu_gui.doctor.knowledge.catalogue import CATALOGUE, make_finding
from tfgpu_gui.doctor.log_reader import clean_line, text_lines
from tfgpu_gui.doctor.redact import Identity, redact, redact_text
from tfgpu_gui.doctor.render_markdown import render_markdown
from tfgpu_gui.doctor.render_text import render_report
from tfgpu_gui.doctor.report import Report
from tfgpu_gui.text.terminal import Style

# A blocking line (lands in evidence and groups), an unrecognised error line and a plain line.
BLOCKING = "W gpu_backend_lib.cc:274] libdevice not found at {x}"
UNRECOGNISED = "E0000 00:00:1.2 weird.cc:9] failed for {x}"
PLAIN = "step 12 {x}"

SECRETS = {
    "hf": "hf_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789",
    "github": "ghp_0123456789abcdefABCDEF0123456789abcd",
    "aws": "AKIAIOSFODNN7EXAMPLE",
    "bearer": "eyQ0xYz.Secret-Token_123",
    "password": "s3cr3t!Pa55",
    "email": "alice.smith@example.org",
    "ipv4": "192.168.17.42",
    "ipv6": "fe80::1ff:fe23:4567:890a",
    "user": "alicesmith",
    "host": "gpubox-17",
}
PLANTED = [
    f"/home/{SECRETS['user']}/runs/train.py",
    f"C:\\Users\\{SECRETS['user']}\\AppData",
    f"hostname: {SECRETS['host']}",
    SECRETS["hf"],
    f"token={SECRETS['github']}",
    f"aws_access_key_id={SECRETS['aws']}",
    f"Authorization: Bearer {SECRETS['bearer']}",
    f"password={SECRETS['password']}",
    f"mail {SECRETS['email']}",
    f"from {SECRETS['ipv4']}:8470 and [{SECRETS['ipv6']}]",
]


def _log(tmp_path: Path) -> Path:
    lines = [t.format(x=p) for p in PLANTED for t in (BLOCKING, UNRECOGNISED, PLAIN)]
    log = tmp_path / "train.log"
    log.write_text("\n".join(lines) + "\n")
    return log


@pytest.mark.parametrize("output", [[], ["--json"], ["--markdown"]], ids=["text", "json", "md"])
def test_redact_flag_leaves_no_secret_in_any_output(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], output: list[str]
) -> None:
    log = _log(tmp_path)
    main(["doctor", "--log", str(log), *output])
    plain = capsys.readouterr().out
    assert SECRETS["hf"] in plain  # the secrets reach the output unless redacted
    main(["doctor", "--log", str(log), "--redact", *output])
    out = capsys.readouterr().out
    leaked = {k: v for k, v in SECRETS.items() if v in out}
    assert not leaked
    if output == ["--json"]:
        data = json.loads(out)
        assert data["redacted"] is True
        assert data["findings"][0]["evidence"][0] == (
            "log line 1: W gpu_backend_lib.cc:274] libdevice not found at "
            "/home/<user>/runs/train.py"
        )


def test_catalogue_text_survives_redaction() -> None:
    findings = [make_finding(i, "linux", ["evidence"]) for i in CATALOGUE]
    report = Report("environment", {}, fs.healthy(), findings)
    again = redact(report, identities=[])
    for before, after in zip(report.findings, again.findings, strict=True):
        assert (after.title, after.explanation, after.fix) == (
            before.title,
            before.explanation,
            before.fix,
        )


def test_versions_are_not_addresses() -> None:
    facts = {"packages": {"nvidia-cudnn-cu12": "9.1.0.70"}, "tensorflow": {"version": "2.16.1"}}
    report = redact(Report("environment", {}, facts, []), identities=[])
    assert report.facts["packages"] == {"nvidia-cudnn-cu12": "9.1.0.70"}


def test_values_under_secret_keys_are_redacted() -> None:
    facts = {"env": {"WANDB_API_KEY": "0123abcd", "HF_TOKEN": "x9y8", "CUDA_VISIBLE_DEVICES": "0"}}
    report = redact(Report("environment", {}, facts, []), identities=[])
    assert report.facts["env"] == {
        "WANDB_API_KEY": "<secret>",
        "HF_TOKEN": "<secret>",
        "CUDA_VISIBLE_DEVICES": "0",
    }


def test_this_machines_names_are_redacted_from_a_log() -> None:
    report = explain_log_report(["E0000 x.cc:1] on deskbox as bobby in /srv/bobby"])
    me = Identity(user="bobby", host="deskbox", home="/srv/bobby")
    text = redact(report, identities=[me]).to_json()
    assert "bobby" not in text and "deskbox" not in text
    assert "on <host> as <user> in ~" in text


def test_tensorflows_bytes_on_host_name_no_machine() -> None:
    # https://github.com/openai/gpt-2/issues/213
    line = (
        "2019-11-19 17:13:26.908876: E tensorflow/stream_executor/cuda/cuda_driver.cc:893] "
        "failed to alloc 4294967296 bytes on host: CUDA_ERROR_OUT_OF_MEMORY: out of memory"
    )
    assert redact_text(line) == line
    assert redact_text("host: node7 ran it") == "host: <host> ran it"


def test_names_learnt_from_paths_are_redacted_elsewhere() -> None:
    out = redact_text("run by carol at /home/carol/x; carol@node7: ls")
    assert out == "run by <user> at /home/<user>/x; <user>@<host>: ls"


# --- planted anywhere -----------------------------------------------------------------------
_ALNUM = string.ascii_letters + string.digits
# A person's or a machine's name: letters and a number, so that it is no word of the catalogue.
_NAME = st.tuples(
    st.text(string.ascii_lowercase, min_size=4, max_size=10), st.integers(10, 999)
).map(lambda t: f"{t[0]}{t[1]}")
_KINDS = {
    "hf": (st.text(_ALNUM, min_size=12, max_size=40).map(lambda s: "hf_" + s), "{s}"),
    "github": (st.text(_ALNUM, min_size=12, max_size=40).map(lambda s: "ghp_" + s), "{s}"),
    "aws": (st.text(string.ascii_uppercase + string.digits, min_size=16, max_size=16), "AKIA{s}"),
    "bearer": (st.text(_ALNUM + "-._~+/", min_size=12, max_size=40), "Bearer {s}"),
    "password": (
        st.text(_ALNUM + "!#$%^&*()-_+[]{}|/?.,;", min_size=8, max_size=30),
        "password={s}",
    ),
    "api_key": (st.text(_ALNUM, min_size=8, max_size=30), "WANDB_API_KEY={s}"),
    "email": (
        st.tuples(
            st.text(string.ascii_lowercase, min_size=4, max_size=12),
            st.sampled_from(["example.org", "uni.edu"]),
        ).map(lambda t: f"{t[0]}@{t[1]}"),
        "{s}",
    ),
    "ipv4": (
        st.tuples(*[st.integers(1, 255)] * 4).map(lambda t: ".".join(map(str, t))),
        "{s}",
    ),
    "home": (_NAME, "/home/{s}/x"),
    "mac_home": (_NAME, "/Users/{s}"),
    "win_home": (_NAME, "C:\\Users\\{s}\\y"),
    "host": (_NAME, "hostname={s}"),
}
# What separates a planted secret from the text around it (a secret glued to other letters is
# another word).
_SEP = st.sampled_from([" ", "\t", "(", ")", "[", "]", '"', "'", ",", ";", " = ", ": "])
_AROUND = st.text(st.characters(blacklist_categories=("Cs",)), max_size=60)


def _outputs(report: Report) -> tuple[str, str, str]:
    return report.to_json(), render_markdown(report), render_report(report, Style(False))


@st.composite
def _planted(draw: st.DrawFn) -> tuple[str, str, str]:
    kind = draw(st.sampled_from(sorted(_KINDS)))
    strategy, form = _KINDS[kind]
    secret = draw(strategy)
    text = draw(_AROUND) + draw(_SEP) + form.format(s=secret) + draw(_SEP) + draw(_AROUND)
    return secret, form.format(s=secret), text


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_planted(), st.sampled_from([BLOCKING, UNRECOGNISED, PLAIN]))
def test_a_planted_secret_is_in_no_output(planted: tuple[str, str, str], template: str) -> None:
    secret, form, text = planted
    assume(text.count(secret) == 1)
    log = "I0000 start\n" + template.format(x=text) + "\n"
    assume(secret in "\n".join(text_lines(log)))  # a "\r" later in the line may hide it anyway
    # The secret in its form as the program printed it: an escape sequence drawn right before
    # it can take the form's first letter as its own last ("ESC [ A", cursor up, prints
    # "KIA..." of "AKIA..."), and what is left is no longer that form.
    assume(form in "\n".join(clean_line(line) for line in text_lines(log)))
    # A "secret" that is a word of the report's own text ("Findings") is no leak: skip it.
    plain = explain_log_report(text_lines("I0000 start\n" + template.format(x="x") + "\n"))
    assume(all(secret not in output for output in _outputs(plain)))
    report = redact(explain_log_report(text_lines(log)), identities=[])
    for output in _outputs(report):
        assert secret not in output
        assert json.dumps(secret)[1:-1] not in output
