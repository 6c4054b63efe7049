"""What remote GPUs cost the app, against the same GPUs simulated locally, in the same run.

- **SSH**: 8 hosts x 8 GPUs at 1 s, each a real ``ssh`` connection to a throwaway sshd on
  loopback running the real ``tfgpu watch --jsonl`` (simulated GPUs), read by the app's sampling
  core (8 SSH sources merged, sampled and recorded in the history every second). Reported: the
  CPU time of this process (the app's side: readers, parsing, merging, history) in % of one
  core, the ssh client processes separately, and the remote ``tfgpu`` processes separately
  (they run on the hosts in real use). Target: the app's side <= 2% of a core.
- **Baseline**: the same 64 GPUs simulated locally (8 simulated 8-GPU machines merged), sampled
  and recorded by the same core for the same time.
- **Prometheus**: a real Prometheus server on loopback scraping a DCGM exporter page of 64 GPUs;
  the source is read for N ticks and the HTTP requests counted (target: at most one per metric
  per tick; the source asks one per tick for every metric).

Figures on a shared machine are noisy: run it a few times.

    python benchmarks/remote_cost.py [--seconds 30] [--hosts 8] [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

import psutil

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.helpers.servers import (  # noqa: E402 - the tree's helpers, after the path
    Prometheus,
    Sshd,
    StaticFiles,
    tfgpu_remote_command,
    wait_until,
)
from tfgpu_gui.telemetry.remote.multi import MultiBackend  # noqa: E402
from tfgpu_gui.telemetry.remote.prometheus import FIELDS, PrometheusBackend  # noqa: E402
from tfgpu_gui.telemetry.remote.ssh import SshBackend, SshOptions  # noqa: E402
from tfgpu_gui.telemetry.sampler import Sampler  # noqa: E402
from tfgpu_gui.telemetry.simulated import SimulatedBackend  # noqa: E402


def cpu_of(procs: list[psutil.Process]) -> float:
    total = 0.0
    for p in procs:
        try:
            t = p.cpu_times()
            total += t.user + t.system
        except psutil.Error:
            pass
    return total


def run_core(backend: object, seconds: float) -> tuple[float, int]:
    """Sample ``backend`` at 1 s for ``seconds`` on a thread; (CPU s of this process, samples)."""
    sampler = Sampler(backend, interval=1.0, history_seconds=3600)  # type: ignore[arg-type]
    me = psutil.Process()
    start = cpu_of([me])
    sampler.start()
    time.sleep(seconds)
    sampler.stop()
    return cpu_of([me]) - start, sampler.samples_taken


def ssh_part(seconds: float, hosts: int, tmp: Path) -> dict[str, float]:
    sshd = Sshd(tmp / "sshd")
    sshd.start()
    config = sshd.client_config("host0")
    with config.open("a", encoding="utf-8") as f:
        for i in range(1, hosts):
            f.write(
                f"Host host{i}\n  HostName 127.0.0.1\n  Port {sshd.port}\n  User {sshd.user}\n"
                f"  IdentityFile {sshd.user_key}\n  IdentitiesOnly yes\n"
                f"  UserKnownHostsFile {sshd.tmp / 'known_hosts'}\n  LogLevel ERROR\n"
            )
    command = tfgpu_remote_command("watch", "--jsonl", "--simulate", "multi-gpu-8")
    backends = [
        SshBackend(f"host{i}", options=SshOptions(extra=("-F", str(config))), command=command)
        for i in range(hosts)
    ]
    multi = MultiBackend(backends)
    try:
        multi.open()
        wait_until(lambda: all(b.state.ok for b in backends), 120, "every host streaming")
        gpus = len(multi.read().gpus)
        me = psutil.Process()
        ssh_procs = [c for c in me.children(recursive=True) if c.name() == "ssh"]
        sshd_tree = psutil.Process(sshd.proc.pid).children(recursive=True)  # type: ignore[union-attr]
        remote = [p for p in sshd_tree if "tfgpu_gui.cli" in " ".join(p.cmdline())]
        ssh0, remote0 = cpu_of(ssh_procs), cpu_of(remote)
        app_cpu, samples = run_core(multi, seconds)
        ssh_cpu, remote_cpu = cpu_of(ssh_procs) - ssh0, cpu_of(remote) - remote0
    finally:
        multi.close()
        sshd.stop()
    return {
        "gpus": gpus,
        "samples": samples,
        "app_percent_of_core": 100 * app_cpu / seconds,
        "ssh_clients_percent_of_core": 100 * ssh_cpu / seconds,
        "remote_tfgpu_percent_of_core": 100 * remote_cpu / seconds,
        "ssh_processes": len(ssh_procs),
        "remote_processes": len(remote),
    }


def local_part(seconds: float, hosts: int) -> dict[str, float]:
    multi = MultiBackend([SimulatedBackend("multi-gpu-8", seed=i) for i in range(hosts)])
    gpus = len(multi.read().gpus)
    cpu, samples = run_core(multi, seconds)
    return {"gpus": gpus, "samples": samples, "app_percent_of_core": 100 * cpu / seconds}


def dcgm_page(gpus: int) -> bytes:
    metrics = {
        "DCGM_FI_DEV_GPU_UTIL": 87,
        "DCGM_FI_DEV_MEM_COPY_UTIL": 40,
        "DCGM_FI_DEV_FB_USED": 30000,
        "DCGM_FI_DEV_FB_FREE": 10000,
        "DCGM_FI_DEV_GPU_TEMP": 66,
        "DCGM_FI_DEV_POWER_USAGE": 301.5,
        "DCGM_FI_DEV_SM_CLOCK": 1410,
        "DCGM_FI_DEV_MEM_CLOCK": 1215,
    }
    lines = []
    for name, value in metrics.items():
        lines.append(f"# TYPE {name} gauge")
        for g in range(gpus):
            node, index = divmod(g, 8)
            lines.append(
                f'{name}{{gpu="{index}",UUID="GPU-{g:08x}-0000-0000-0000-000000000000",'
                f'modelName="NVIDIA A100-SXM4-40GB",Hostname="node{node}"}} {value}'
            )
    return ("\n".join(lines) + "\n").encode()


def prometheus_part(ticks: int, gpus: int, tmp: Path) -> dict[str, float]:
    files = StaticFiles({"/metrics": ("text/plain; version=0.0.4", dcgm_page(gpus))})
    prom = Prometheus(tmp / "prom", {"dcgm": f"127.0.0.1:{files.port}"})
    try:
        prom.start()
        source = PrometheusBackend(prom.url)

        def all_seen() -> bool:
            try:
                return len(source.read().gpus) == gpus
            except Exception:  # noqa: BLE001 - not scraped yet
                return False

        wait_until(all_seen, 60, "every GPU scraped")
        before = source.requests
        took = 0.0
        for _ in range(ticks):
            started = time.perf_counter()
            snap = source.read()
            took += time.perf_counter() - started
            time.sleep(1.0)  # one tick a second, as the app reads
        requests = source.requests - before
        history_before = source.requests
        history = source.history(600, step=1)
        history_requests = source.requests - history_before
    finally:
        prom.stop()
        files.stop()
    metrics_read = len({f for f in FIELDS if f.startswith("DCGM_")})
    return {
        "gpus": len(snap.gpus),
        "ticks": ticks,
        "requests": requests,
        "requests_per_tick": requests / ticks,
        "dcgm_metrics_known": metrics_read,
        "ms_per_tick": 1000 * took / ticks,
        "history_snapshots": len(history),
        "history_requests": history_requests,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--hosts", type=int, default=8)
    parser.add_argument("--ticks", type=int, default=20)
    parser.add_argument("--json", metavar="FILE")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="tfgpu-remote-bench-") as tmp_dir:
        tmp = Path(tmp_dir)
        ssh = ssh_part(args.seconds, args.hosts, tmp)
        local = local_part(args.seconds, args.hosts)
        prom = prometheus_part(args.ticks, args.hosts * 8, tmp)
    result = {"ssh": ssh, "local_baseline": local, "prometheus": prom}
    print(f"SSH, {ssh['gpus']} GPUs on {args.hosts} hosts at 1 s for {args.seconds:g} s:")
    print(f"  the app's side     {ssh['app_percent_of_core']:5.2f}% of a core  (target <= 2%)")
    print(
        f"  ssh clients (x{ssh['ssh_processes']})   "
        f"{ssh['ssh_clients_percent_of_core']:5.2f}% of a core in all"
    )
    print(
        f"  remote tfgpu (x{ssh['remote_processes']})  "
        f"{ssh['remote_tfgpu_percent_of_core']:5.2f}% of a core in all (on the hosts in real use)"
    )
    print(f"Baseline, the same {local['gpus']} GPUs simulated locally:")
    print(f"  the app's side     {local['app_percent_of_core']:5.2f}% of a core")
    print(f"Prometheus, {prom['gpus']} GPUs, {prom['ticks']} ticks:")
    print(
        f"  {prom['requests_per_tick']:.2f} HTTP requests per tick for "
        f"{prom['dcgm_metrics_known']} metrics (target <= 1 per metric), "
        f"{prom['ms_per_tick']:.1f} ms per tick"
    )
    print(
        f"  history at 1 s (query_range): {prom['history_snapshots']} snapshots from "
        f"{prom['history_requests']} request"
    )
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    ok = (
        ssh["app_percent_of_core"] <= 2.0
        and prom["requests_per_tick"] <= prom["dcgm_metrics_known"]
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
