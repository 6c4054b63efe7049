"""What a user types after ``tfgpu COMMAND``: every option of every command as ``--help`` shows
it (its spelling, the name of its value, its sentence), what it reads to when left out and
when given, and the usage error (the command's usage status, one line naming the option) for
a value that is not one.

The sentences below are the help as written for users; the values are those each option
documents (``--interval`` 1 second, ``--limit`` 50 runs, ``--timeout`` 300 s for the doctor,
10 s for a notification...).
"""

from __future__ import annotations

import re

import pytest

from tfgpu_gui import cli
from tfgpu_gui.commands.exit_codes import (
    BenchExit,
    DoctorExit,
    ExplainExit,
    ExportExit,
    NotifyExit,
    RunsExit,
    SnapshotExit,
    WatchExit,
)

# -- the help ----------------------------------------------------------------------------------

#: Each command's own options: (what the usage line shows, the sentence of ``--help``).
#: Flags show no value; an option with a short spelling is listed by its long one.
OWN_OPTIONS: dict[str, list[tuple[str, str]]] = {
    "watch": [
        ("--interval S", "seconds between samples, 0.1 to 86400 (default 1)"),
        ("--csv FILE", "append every sample to this CSV file"),
        ("--count N", "stop after N samples"),
        (
            "--jsonl",
            "print one JSON object per line (schema tfgpu.stream/1, see docs/remote.md): what "
            "the app reads from a host over SSH",
        ),
    ],
    "snapshot": [
        ("--json", "print JSON (schema tfgpu.snapshot/1, see docs/snapshot-schema.md)"),
    ],
    "export": [
        (
            "--listen HOST:PORT",
            "address to serve /metrics on (default 127.0.0.1:9835; another address exposes the "
            "GPU metrics to whoever can reach it)",
        ),
        ("--interval S", "seconds between readings (default 1)"),
    ],
    "notify": [
        ("--test URL", "send one test message to this apprise URL (repeatable)"),
        ("--timeout S", "seconds each destination may take to answer (default 10)"),
    ],
    "explain": [
        ("ID", "a finding ID, e.g. no-nvidia-driver, or 'list'"),
        ("--json", "print the entry as JSON"),
    ],
    "runs": [
        ("--json", "print JSON (schema tfgpu.runs/1)"),
        ("--history FILE", "history database (default: user data dir)"),
        ("--limit LIMIT", "list at most this many runs (50)"),
    ],
    "bench": [
        ("--quick", "a small version of each suite (seconds on a CPU)"),
        ("--device DEV", "GPU:N, GPU (all GPUs), CPU, or all (default: every GPU and the CPU)"),
        ("--suite LIST", "comma-separated suites (default: matmul,transfers,training,scaling)"),
        (
            "--python PATH",
            "the interpreter with TensorFlow (your training environment; default: this one)",
        ),
        ("--json", "print the run as JSON (schema tfgpu.bench/1)"),
        ("--profile DIR", "record a TensorFlow profiler trace of the training step into DIR"),
        ("--timeout S", "stop the job after S seconds (at most a day)"),
        ("--history FILE", "history database (default: user data dir)"),
        (
            "--no-save",
            "leave the history alone: neither open nor create it (no comparison either)",
        ),
    ],
    "doctor": [
        (
            "--python PATH",
            "the interpreter to diagnose (default: the one running tfgpu; with --host, the "
            "python3 on the host's PATH)",
        ),
        (
            "--host NAME",
            "diagnose this host over SSH instead (an alias of ~/.ssh/config or user@host; key "
            "authentication only); nothing is installed there",
        ),
        (
            "--ssh-config FILE",
            "with --host: the ssh_config file to use instead of ~/.ssh/config (ssh -F)",
        ),
        (
            "--remote-tfgpu PATH",
            "with --host: the host's tfgpu to run (default: the one on its PATH, if any; "
            "'none': never, run the detection in the host's Python)",
        ),
        (
            "--log FILE",
            "explain a TensorFlow log instead (a file, a Jupyter notebook, or - for standard "
            "input)",
        ),
        ("--no-tf", "do not import TensorFlow (facts only, fast)"),
        ("--json", "print one JSON object (schema tfgpu.doctor-report/1)"),
        ("--markdown", "print Markdown (for an issue)"),
        (
            "--redact",
            "replace user and host names, home folders, e-mail and IP addresses, tokens and "
            "passwords in the output",
        ),
        ("--timeout SECONDS", "stop TensorFlow after this long (default 300)"),
    ],
}

#: The options every command has (``-h`` and the common ones), left out of the lists above.
COMMON = {"-h", "--simulate", "--seed", "--debug"}

#: Short spellings: (command, short, long).
SHORT = [("watch", "-i", "--interval"), ("watch", "-n", "--count"), ("export", "-i", "--interval")]


def help_entries(out: str) -> tuple[str, dict[str, tuple[str, str]]]:
    """The usage line, and each option's entry of ``--help``: its first spelling -> (every
    spelling as shown, the sentence with its white space made single)."""
    usage, _, body = out.partition("\n\n")
    body = body.split("\nexit status:")[0]  # the epilog lists the exit codes
    entries: dict[str, tuple[str, str]] = {}
    current = ""
    for line in body.splitlines():
        own = re.match(r"^  (\S.*?)(?:\s{2,}(\S.*))?$", line)
        if own:  # an option's own line: its spellings, then its sentence
            shown, sentence = own.group(1), own.group(2) or ""
            current = re.split(r"[ ,]", shown)[0]
            entries[current] = (shown, sentence)
        elif line.startswith("    ") and current:  # the sentence on the next lines
            shown, sentence = entries[current]
            entries[current] = (shown, f"{sentence} {line.strip()}".strip())
        else:
            current = ""
    return " ".join(usage.split()), entries


@pytest.fixture
def help_of(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("COLUMNS", "400")  # one line per option where it fits

    def help_of(command: str) -> str:
        with pytest.raises(SystemExit) as exc:
            cli.main([command, "--help"])
        assert exc.value.code == 0
        out, err = capsys.readouterr()
        assert err == ""
        return out

    return help_of


@pytest.mark.parametrize("command", sorted(OWN_OPTIONS))
def test_the_help_shows_each_option_with_its_value_and_sentence(command, help_of):
    usage, entries = help_entries(help_of(command))
    expected = OWN_OPTIONS[command]
    for shown, sentence in expected:
        name = shown.split()[0]
        assert name in entries, name
        assert entries[name][1] == sentence, name
        if name.startswith("-"):
            # The usage line names the value as the help does ("[--interval S]").
            assert f"[{shown}]" in usage or f" {shown} " in f"{usage} ", shown
            assert entries[name][0].startswith(shown), entries[name][0]
        else:
            assert usage.endswith(f" {shown}")
    remote = {"--host", "--prometheus", "--ssh-config", "--remote-tfgpu"}
    notify = {"--notify", "--notify-file"}
    extra = {
        "watch": remote | notify,
        "snapshot": remote,
    }.get(command, set())
    assert set(entries) == {shown.split()[0] for shown, _ in expected} | COMMON | extra


@pytest.mark.parametrize(("command", "short", "long"), SHORT)
def test_a_short_spelling_is_shown_beside_the_long_one(command, short, long, help_of):
    _usage, entries = help_entries(help_of(command))
    spellings = re.split(r"[ ,]+", entries[long][0])
    assert short in spellings and spellings.index(short) > spellings.index(long)


def test_a_required_option_is_shown_without_brackets(help_of):
    usage, _entries = help_entries(help_of("notify"))
    assert " --test URL " in f"{usage} " and "[--test URL]" not in usage
    assert "[--timeout S]" in usage


def test_the_remote_options_come_in_a_group_of_their_own(help_of):
    for command in ("watch", "snapshot"):
        out = help_of(command)
        group = out[out.index("\nremote GPUs:\n") + 1 :].split("\n\n")[0]
        assert [line.split()[0] for line in group.splitlines()[1:]] == [
            "--host",
            "--prometheus",
            "--ssh-config",
            "--remote-tfgpu",
        ]
        usage = " ".join(out.split("\n\n")[0].split())
        assert "[--host NAME] [--prometheus URL]" in usage


# -- what each option reads to -----------------------------------------------------------------


def parsed(*argv: str) -> dict[str, object]:
    args = vars(cli.build_parser().parse_args(list(argv)))
    return {k: v for k, v in args.items() if not k.startswith("_")}


REMOTE_DEFAULTS = {"host": None, "prometheus": None, "ssh_config": None, "remote_tfgpu": None}


def test_what_each_command_reads_when_no_option_is_given():
    assert parsed("watch") == {
        "command": "watch",
        "interval": 1.0,
        "csv": None,
        "count": None,
        "jsonl": False,
        "notify": None,
        "notify_file": None,
        **REMOTE_DEFAULTS,
    }
    assert parsed("snapshot") == {"command": "snapshot", "json": False, **REMOTE_DEFAULTS}
    assert parsed("export") == {"command": "export", "listen": ("127.0.0.1", 9835), "interval": 1.0}
    assert parsed("notify", "--test", "json://localhost") == {
        "command": "notify",
        "test": ["json://localhost"],
        "timeout": 10.0,
    }
    assert parsed("explain", "list") == {"command": "explain", "id": "list", "json": False}
    assert parsed("runs") == {"command": "runs", "json": False, "history": None, "limit": 50}
    assert parsed("bench") == {
        "command": "bench",
        "quick": False,
        "device": "all",
        "suite": None,
        "python": None,
        "json": False,
        "profile": None,
        "timeout": None,
        "history": None,
        "no_save": False,
    }
    assert parsed("doctor") == {
        "command": "doctor",
        "python": None,
        "host": None,
        "ssh_config": None,
        "remote_tfgpu": None,
        "log": None,
        "no_tf": False,
        "json": False,
        "markdown": False,
        "redact": False,
        "timeout": 300.0,
    }


def test_every_option_of_watch_given():
    args = parsed(
        "watch",
        "--interval",
        "2.5",
        "--csv",
        "gpus.csv",
        "--count",
        "3",
        "--jsonl",
        "--host",
        "lab",
    )
    assert args["interval"] == 2.5 and args["csv"] == "gpus.csv" and args["count"] == 3
    assert args["jsonl"] is True and args["host"] == ["lab"]
    assert type(args["interval"]) is float and type(args["count"]) is int
    short = parsed("watch", "-i", "0.5", "-n", "10")
    assert short["interval"] == 0.5 and short["count"] == 10


def test_every_option_of_export_given():
    args = parsed("export", "--listen", "0.0.0.0:80", "-i", "4")
    assert args["listen"] == ("0.0.0.0", 80) and args["interval"] == 4.0
    assert parsed("export", "--interval", "0.25")["interval"] == 0.25


def test_every_option_of_notify_given():
    args = parsed("notify", "--test", "json://a", "--test", " ntfy://b ", "--timeout", "2")
    assert args["test"] == ["json://a", "ntfy://b"] and args["timeout"] == 2.0


def test_every_option_of_explain_and_runs_given():
    assert parsed("explain", "no-nvidia-driver", "--json") == {
        "command": "explain",
        "id": "no-nvidia-driver",
        "json": True,
    }
    assert parsed("runs", "--json", "--history", "h.db", "--limit", "7") == {
        "command": "runs",
        "json": True,
        "history": "h.db",
        "limit": 7,
    }


def test_every_option_of_snapshot_given():
    args = parsed("snapshot", "--json", "--prometheus", "http://lab:9090", "--host", "lab")
    assert args["json"] is True
    assert args["prometheus"] == ["http://lab:9090"] and args["host"] == ["lab"]


def test_every_option_of_bench_given():
    args = parsed(
        "bench",
        "--quick",
        "--device",
        "gpu:1",
        "--suite",
        "training, matmul",
        "--python",
        "/opt/tf/bin/python",
        "--json",
        "--profile",
        "trace",
        "--timeout",
        "90",
        "--history",
        "b.db",
        "--no-save",
    )
    assert args == {
        "command": "bench",
        "quick": True,
        "device": "GPU:1",
        "suite": ["training", "matmul"],
        "python": "/opt/tf/bin/python",
        "json": True,
        "profile": "trace",
        "timeout": 90.0,
        "history": "b.db",
        "no_save": True,
    }


def test_every_option_of_doctor_given():
    args = parsed(
        "doctor",
        "--python",
        "/usr/bin/python3",
        "--host",
        " me@lab ",
        "--ssh-config",
        "cfg",
        "--remote-tfgpu",
        "none",
        "--log",
        "-",
        "--no-tf",
        "--json",
        "--markdown",
        "--redact",
        "--timeout",
        "45",
    )
    assert args == {
        "command": "doctor",
        "python": "/usr/bin/python3",
        "host": "me@lab",
        "ssh_config": "cfg",
        "remote_tfgpu": "none",
        "log": "-",
        "no_tf": True,
        "json": True,
        "markdown": True,
        "redact": True,
        "timeout": 45.0,
    }


def test_a_remote_option_repeated_keeps_every_value_in_order():
    args = parsed("watch", "--host", "b", "--prometheus", "http://p:9090", "--host", "a")
    assert args["host"] == ["b", "a"] and args["prometheus"] == ["http://p:9090"]


# -- usage errors ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("argv", "status", "message"),
    [
        (
            ["watch", "--interval", "0.01"],
            WatchExit.USAGE,
            "argument --interval/-i: 0.01 seconds is too short: the interval is at least 0.1 s",
        ),
        (["watch", "-n", "0"], WatchExit.USAGE, "argument --count/-n: "),
        (["watch", "--jsonl=yes"], WatchExit.USAGE, "argument --jsonl: ignored explicit argument"),
        (["watch", "--host", "a b"], WatchExit.USAGE, "argument --host: 'a b' is not a host name"),
        (["snapshot", "--json=1"], SnapshotExit.USAGE, "argument --json: ignored explicit"),
        (["snapshot", "--prometheus", "ftp://x"], SnapshotExit.USAGE, "argument --prometheus: "),
        (["export", "-i", "0.01"], ExportExit.USAGE, "argument --interval/-i: 0.01 seconds is"),
        (["export", "--listen", "nowhere"], ExportExit.USAGE, "argument --listen: "),
        (["notify"], NotifyExit.USAGE, "the following arguments are required: --test"),
        (
            ["notify", "--test", "json://a", "--timeout", "0"],
            NotifyExit.USAGE,
            "argument --timeout: ",
        ),
        (["explain"], ExplainExit.USAGE, "the following arguments are required: ID"),
        (["explain", "x", "--json=no"], ExplainExit.USAGE, "argument --json: ignored explicit"),
        (["runs", "--limit", "0"], RunsExit.USAGE, "argument --limit: "),
        (["runs", "--json=1"], RunsExit.USAGE, "argument --json: ignored explicit"),
        (["bench", "--device", "TPU"], BenchExit.USAGE, "argument --device: not a device: 'TPU'"),
        (["bench", "--suite", "disk"], BenchExit.USAGE, "argument --suite: unknown suite(s) disk"),
        (["bench", "--timeout", "-1"], BenchExit.USAGE, "argument --timeout: "),
        (["bench", "--quick=1"], BenchExit.USAGE, "argument --quick: ignored explicit"),
        (["bench", "--no-save=1"], BenchExit.USAGE, "argument --no-save: ignored explicit"),
        (["doctor", "--host", "a b"], DoctorExit.USAGE, "argument --host: 'a b' is not a host"),
        (["doctor", "--timeout", "x"], DoctorExit.USAGE, "argument --timeout: "),
        (["doctor", "--no-tf=1"], DoctorExit.USAGE, "argument --no-tf: ignored explicit"),
        (["doctor", "--json=1"], DoctorExit.USAGE, "argument --json: ignored explicit"),
        (["doctor", "--markdown=1"], DoctorExit.USAGE, "argument --markdown: ignored explicit"),
        (["doctor", "--redact=1"], DoctorExit.USAGE, "argument --redact: ignored explicit"),
    ],
)
def test_a_bad_value_is_one_usage_error_naming_the_option(argv, status, message, capsys):
    with pytest.raises(SystemExit) as exc:
        cli.main(argv)
    assert exc.value.code == status
    out, err = capsys.readouterr()
    assert out == ""
    last = err.splitlines()[-1]
    assert last.startswith(f"tfgpu {argv[0]}: error: {message}"), last
    assert err.startswith(f"usage: tfgpu {argv[0]} ")


def test_the_usage_status_is_2_and_64_for_the_doctor():
    # docs/exit-codes.md: 2 for every command but the doctor, whose 2 means "errors found".
    assert {WatchExit.USAGE, SnapshotExit.USAGE, ExportExit.USAGE, NotifyExit.USAGE} == {2}
    assert {ExplainExit.USAGE, RunsExit.USAGE, BenchExit.USAGE} == {2}
    assert DoctorExit.USAGE == 64
