"""Redaction of who and where: this machine's names, names a report gives away, and what is left."""

from __future__ import annotations

import getpass
import socket
from pathlib import Path

import pytest

from tfgpu_gui.doctor import redact as redact_module
from tfgpu_gui.doctor.redact import Identity, local_identity, redact, redact_text
from tfgpu_gui.doctor.report import Report


def test_this_machine_s_identity(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(getpass, "getuser", lambda: "dana")
    monkeypatch.setattr(socket, "gethostname", lambda: "lab-07")
    monkeypatch.setattr(Path, "home", classmethod(lambda cls: Path("/srv/dana")))
    assert local_identity() == Identity("dana", "lab-07", "/srv/dana")


def test_this_machine_without_a_user_name_or_a_home(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_user() -> str:
        raise KeyError("getpwuid(): uid not found: 1234")

    def no_home(cls: type[Path]) -> Path:
        raise RuntimeError("Could not determine home directory.")

    monkeypatch.setattr(getpass, "getuser", no_user)
    monkeypatch.setattr(socket, "gethostname", lambda: "lab-07")
    monkeypatch.setattr(Path, "home", classmethod(no_home))
    assert local_identity() == Identity("", "lab-07", "")


def test_a_report_is_redacted_of_this_machine_s_names_by_default(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(
        redact_module, "local_identity", lambda: Identity("dana", "lab-07", "/srv/dana")
    )
    report = Report("log", {}, {}, [], log_lines=["dana ran /srv/dana/train.py on lab-07"])
    assert redact(report).log_lines == ["<user> ran ~/train.py on <host>"]
    # Given identities replace this machine's.
    assert redact(report, identities=[]).log_lines == ["dana ran /srv/dana/train.py on lab-07"]


def test_the_report_s_own_system_names_are_replaced_and_marked() -> None:
    facts = {"system": {"user": "erin", "hostname": "box9", "home": "/data/erin", "os": "Linux"}}
    report = Report(
        "environment",
        {"python": "/data/erin/venv/bin/python"},
        facts,
        [],
        log_lines=["erin@box9 started"],
        host="box9.lab.example",
    )
    red = redact(report, identities=[])
    assert red.facts["system"] == {
        "user": "<user>",
        "hostname": "<host>",
        "home": "~",
        "os": "Linux",
    }
    assert red.target == {"python": "~/venv/bin/python"}
    assert red.log_lines == ["<user>@<host> started"]
    assert red.host == "<host>"
    assert red.redacted is True


def test_system_names_not_known_stay_empty() -> None:
    facts = {"system": {"user": "", "hostname": None, "os": "Linux"}}
    red = redact(Report("environment", {}, facts, []), identities=[])
    assert red.facts["system"] == {"user": None, "hostname": None, "home": None, "os": "Linux"}
    assert red.host is None
    assert redact(Report("environment", {}, {"system": "x"}, []), identities=[]).facts == {
        "system": "x"
    }


def test_a_short_or_common_name_is_not_replaced_as_a_word() -> None:
    text = "ubuntu and bo ran on runner in /home/bo and /home/ubuntu"
    assert redact_text(text) == "ubuntu and bo ran on runner in /home/<user> and /home/<user>"
    assert redact_text("user jon ran") == "user jon ran"  # three letters: a name
    assert redact_text("USER=jon; jon ran") == "USER=<user>; <user> ran"


def test_names_are_replaced_as_whole_words_longest_first() -> None:
    me = Identity(user="ann", host="annex", home="")
    assert redact_text("ann on annex, anna and ann-marie", [me]) == (
        "<user> on <host>, anna and ann-marie"
    )


def test_a_host_s_short_name_is_learnt_from_its_full_name() -> None:
    out = redact_text("hostname: node12.cluster.example.org; ssh node12")
    assert out == "hostname: <host>; ssh <host>"


def test_names_learnt_from_the_text() -> None:
    assert redact_text("logname=fred then fred") == "logname=<user> then <user>"
    assert redact_text("user_name = fred; fred") == "user_name = <user>; <user>"
    assert redact_text("nodename: gpu17x; gpu17x") == "nodename: <host>; <host>"
    assert redact_text("host=gpu17x and gpu17x") == "host=<host> and <host>"


def test_a_home_is_replaced_only_as_a_whole_folder() -> None:
    me = Identity(home="/srv/dana/")
    assert redact_text("/srv/dana/x /srv/danaX /srv/dana /a/srv/dana", [me]) == (
        "~/x /srv/danaX ~ /a/srv/dana"
    )
    assert redact_text("C:/ is /", [Identity(home="/")]) == "C:/ is /"  # not a home at all


@pytest.mark.parametrize(
    ("text", "out"),
    [
        ("/Users/frank/Library", "/Users/<user>/Library"),
        ("C:\\Users\\frank\\AppData", "C:\\Users\\<user>\\AppData"),
        ("d:/users/frank/x", "d:/users/<user>/x"),
    ],
)
def test_homes_of_anyone(text: str, out: str) -> None:
    assert redact_text(text) == out


@pytest.mark.parametrize(
    ("text", "out"),
    [
        ("from 10.0.0.255 and 256.1.1.1", "from <ip> and 256.1.1.1"),
        ("version 1.2.3 and 1.2.3.4567", "version 1.2.3 and 1.2.3.4567"),
        ("fe80::1ff:fe23:4567:890a%eth0 up", "<ip> up"),
        ("std::vector::size", "std::vector::size"),  # no digit: no address
        ("12:30:45", "12:30:45"),  # a time
        ("::1", "<ip>"),
        ("1::2::3", "1::2::3"),  # not an address
    ],
)
def test_addresses(text: str, out: str) -> None:
    assert redact_text(text) == out


def test_secrets_and_addresses_in_keys_of_the_facts() -> None:
    facts = {"env": {"MY_TOKEN": "", "API_KEY": 5, "10.1.2.3": "x", "NAME": "nobody"}}
    red = redact(Report("environment", {}, facts, []), identities=[])
    assert red.facts["env"] == {"MY_TOKEN": "", "API_KEY": 5, "<ip>": "x", "NAME": "nobody"}


def test_versions_of_components_are_not_addresses_but_other_values_are() -> None:
    facts = {
        "tensorflow": {"cuda_version": "12.5.1.3", "server": "12.5.1.3"},
        "packages": {"nvidia-cudnn-cu12": "9.1.0.70"},
    }
    red = redact(Report("environment", {}, facts, []), identities=[])
    assert red.facts["tensorflow"] == {"cuda_version": "12.5.1.3", "server": "<ip>"}
    assert red.facts["packages"] == {"nvidia-cudnn-cu12": "9.1.0.70"}


def test_email_prompt_and_credentials_in_urls() -> None:
    assert redact_text("mail a.b+c@mail.example.co.uk now") == "mail <email> now"
    assert redact_text("https://bob:pa55@git.example.org/x") == (
        "https://<user>:<secret>@git.example.org/x"
    )
    assert redact_text("--api-key abcdef123 --password=hunter22") == (
        "--api-key <secret> --password=<secret>"
    )
    assert redact_text("sent Bearer abcdefgh12345") == "sent Bearer <secret>"
    assert redact_text("basic   QWxhZGRpbjpvcGVu") == "basic   <secret>"


def test_an_address_without_a_digit_is_left_as_it_is() -> None:
    # "cafe::beef" is a valid IPv6 address, and more likely a word of code in a log.
    assert redact_text("cafe::beef and fe80::beef") == "cafe::beef and <ip>"


def test_names_are_learnt_from_the_keys_of_the_facts_too() -> None:
    facts = {"caches": {"/home/zed/.cache/pip": "1.2 GiB"}}
    report = Report("log", {}, facts, [], log_lines=["zed started the run"])
    red = redact(report, identities=[])
    assert red.facts == {"caches": {"/home/<user>/.cache/pip": "1.2 GiB"}}
    assert red.log_lines == ["<user> started the run"]


def test_a_prompt_teaches_its_user_and_its_host() -> None:
    assert redact_text("dave@node7: ls; dave on node7") == "<user>@<host>: ls; <user> on <host>"


def test_a_home_ending_in_any_letter_is_replaced_whole() -> None:
    assert redact_text("/srv/MAX/run and /srv/MAX", [Identity(home="/srv/MAX/")]) == "~/run and ~"
    assert redact_text("/a/b", [Identity(home="/a")]) == "~/b"  # two characters: a home
    assert redact_text("x and x/y", [Identity(home="x")]) == "x and x/y"  # one: none


def test_a_name_inside_a_longer_name_is_replaced_after_it() -> None:
    # "al.ann" holds "ann" as a word: the longer name goes first, whatever their order.
    assert redact_text("user=al.ann; al.ann", [Identity(user="ann")]) == "user=<user>; <user>"


def test_the_home_inside_a_longer_home_is_replaced_after_it() -> None:
    homes = [Identity(home="/srv/ab"), Identity(home="/srv/ab/cd")]
    assert redact_text("/srv/ab/cd/x and /srv/ab/y", homes) == "~/x and ~/y"


def test_a_version_is_still_cleaned_of_names_and_a_list_of_versions_is_no_address() -> None:
    facts = {
        "libraries": {"cudnn_version": "9.1.0.70 from /home/zed/lib"},
        "tensorflow": {"component_versions": ["9.1.0.70", "12.5.1.3"]},
    }
    red = redact(Report("environment", {}, facts, []), identities=[])
    assert red.facts["libraries"] == {"cudnn_version": "9.1.0.70 from /home/<user>/lib"}
    assert red.facts["tensorflow"] == {"component_versions": ["9.1.0.70", "12.5.1.3"]}


def test_unknown_system_names_replace_nothing() -> None:
    facts = {"system": {"user": None, "hostname": "", "home": None}}
    report = Report("log", {}, facts, [], log_lines=["serial XXXX masked"])
    assert redact(report, identities=[]).log_lines == ["serial XXXX masked"]
