"""Remote GPUs: SSH hosts and Prometheus as sources of the same snapshots as local NVML.

Qt-free. :mod:`.ssh` streams readings from a host through the system ssh client
(:mod:`.stream` for ``tfgpu watch --jsonl``, :mod:`.nvsmi` for plain nvidia-smi);
:mod:`.prometheus` reads a Prometheus server or an exporter's ``/metrics``; :mod:`.exporter`
serves our own readings to Prometheus; :mod:`.multi` merges several sources into one snapshot.
"""
