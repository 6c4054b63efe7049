"""Container labels from /proc/PID/cgroup, on lines copied from real machines."""

from __future__ import annotations

import os

import pytest

from tfgpu_gui.telemetry.processes import container_label, container_of

DOCKER_ID = "d0b3604b67ac7930dd34ba3a796627e3e4717d12309e90a4afe3f38b6816ac98"


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # cgroup v2, Docker with the systemd cgroup driver
        (f"0::/system.slice/docker-{DOCKER_ID}.scope\n", "docker d0b3604b67ac"),
        # cgroup v1, Docker with the cgroupfs driver (docs.docker.com runmetrics)
        (f"12:memory:/docker/{DOCKER_ID}\n11:cpu:/docker/{DOCKER_ID}\n", "docker d0b3604b67ac"),
        # rootless Podman, cgroup v2
        (
            "0::/user.slice/user-1000.slice/user@1000.service/user.slice/"
            f"libpod-{DOCKER_ID}.scope/container\n",
            "podman d0b3604b67ac",
        ),
        # Kubernetes, systemd driver, Docker runtime (github.com/lxc/lxc/issues/3890)
        (
            "11:freezer:/kubepods.slice/kubepods-burstable.slice/kubepods-burstable-"
            f"pod7d4424e6_bb13_42f4_a47a_45a4828bf54d.slice/docker-{DOCKER_ID}.scope\n",
            "k8s pod 7d4424e6",
        ),
        # Kubernetes, containerd, v1 "slice:cri-containerd:id" form
        # (github.com/open-telemetry/opentelemetry-java/issues/4507)
        (
            "11:perf_event:/kubepods-besteffort-pod0125ec2f_b64a_4868_8f5b_94b56cbab864.slice"
            ":cri-containerd:ee4b20e90ac7f42a10bd004d05646b13d8ab5e2c5e7cbc01abf8006bac016459\n",
            "k8s pod 0125ec2f",
        ),
        # Kubernetes, cgroupfs driver (github.com/google/cadvisor/pull/2540)
        (
            f"4:memory:/kubepods/burstable/pod1ff47ee6-9685-4726-ac6f-0ff070c452d6/{DOCKER_ID}\n",
            "k8s pod 1ff47ee6",
        ),
        # containerd without Kubernetes
        (f"0::/system.slice/cri-containerd-{DOCKER_ID}.scope\n", "containerd d0b3604b67ac"),
        # CRI-O outside a kubepods path
        (f"0::/machine.slice/crio-{DOCKER_ID}.scope\n", "cri-o d0b3604b67ac"),
        # LXC / Incus
        ("0::/lxc.payload.web01/init.scope\n", "lxc web01"),
        # the host: a user session, a system service, the root
        ("0::/user.slice/user-1000.slice/session-3.scope\n", None),
        ("0::/system.slice/ssh.service\n", None),
        ("12:memory:/\n0::/\n", None),
        # not a cgroup file
        ("", None),
        ("garbage without colons docker-xyz\n", None),
    ],
)
def test_container_label(text, label):
    assert container_label(text) == label


def test_a_hostile_lxc_name_is_bounded():
    label = container_label("0::/lxc/" + "a" * 500 + "\n")
    assert label is not None and len(label) <= 4 + 32


def test_own_process_label_matches_its_cgroup_file():
    """Whatever machine runs this (host, Docker, a CI container), /proc agrees."""
    with open(f"/proc/{os.getpid()}/cgroup", encoding="utf-8") as f:
        expected = container_label(f.read())
    assert container_of(os.getpid()) == expected


def test_a_pid_that_does_not_exist_has_no_container():
    assert container_of(2**22 + 12345) is None


def test_the_inspector_keeps_the_label_on_every_sample(monkeypatch):
    """Read once when the process is first seen, shown on every later sample too."""
    from tfgpu_gui.telemetry import processes

    calls = []

    def fake_container_of(pid):
        calls.append(pid)
        return "docker d0b3604b67ac"

    monkeypatch.setattr(processes, "container_of", fake_container_of)
    inspector = processes.ProcessInspector()
    first = inspector.inspect(os.getpid(), 0.0)
    second = inspector.inspect(os.getpid(), 1.0)
    assert first.container == second.container == "docker d0b3604b67ac"
    assert calls == [os.getpid()]


def test_only_the_first_64_kib_of_the_cgroup_file_is_read(monkeypatch):
    """A cgroup file is a few lines; a huge one is not read whole (the id past 64 KiB is
    never seen)."""
    import io

    from tfgpu_gui.telemetry import processes

    text = "0::/" + "x" * (64 * 1024) + f"\n0::/system.slice/docker-{DOCKER_ID}.scope\n"
    monkeypatch.setattr(processes, "open", lambda *a, **k: io.StringIO(text), raising=False)
    assert processes.container_of(os.getpid()) is None
    short = f"0::/system.slice/docker-{DOCKER_ID}.scope\n"
    monkeypatch.setattr(processes, "open", lambda *a, **k: io.StringIO(short), raising=False)
    assert processes.container_of(os.getpid()) == "docker d0b3604b67ac"


def test_the_cgroup_file_is_read_as_utf8_whatever_the_locale(monkeypatch):
    """Its paths are the kernel's bytes, UTF-8 in practice: read so under any locale (an
    ASCII locale would split a line elsewhere, at U+2028 and its like, or not at all)."""
    import io

    from tfgpu_gui.telemetry import processes

    opened = {}

    def spy(path, *args, **kwargs):
        opened.update(path=path, args=args, **kwargs)
        return io.StringIO("0::/kubepods/besteffort/pod0125ec2f-8a1b-4c2d-9e3f-001122334455/x\n")

    monkeypatch.setattr(processes, "open", spy, raising=False)
    assert container_of(4242) == "k8s pod 0125ec2f"
    assert opened == {
        "path": "/proc/4242/cgroup",
        "args": (),
        "encoding": "utf-8",
        "errors": "replace",
    }
