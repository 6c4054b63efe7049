"""Series and label names of GPU exporters that other projects define, with their units.

The Prometheus reader maps foreign series to our metric keys. This module holds that mapping as
plain data (no Qt, no third-party imports) for two exporters:

- NVIDIA's DCGM exporter (``NVIDIA/dcgm-exporter``), whose series are DCGM field names
  (``DCGM_FI_DEV_*``, ``DCGM_FI_PROF_*``) with the unit given in the help text of its
  ``etc/default-counters.csv`` or in NVIDIA DCGM's field table (``NVIDIA/DCGM``);
- nvitop-exporter (``XuehaiPan/nvitop``, folder ``nvitop-exporter/``), whose series are
  ``prometheus_client`` gauges: no prefix, and the gauge's unit appended to its name
  (``name="gpu_utilization", unit="Percentage"`` is scraped as ``gpu_utilization_Percentage``).

Every row and every label name cites the upstream file (repository, path, commit, line) where
it is defined; a name or unit that could not be read upstream is not here. Real ``/metrics``
pages copied from upstream sources are in ``tests/telemetry/remote/fixtures/`` (see its
``SOURCES.md``).

Our metric keys and units: ``util_gpu``, ``util_mem``, ``fan`` (percent 0-100); ``mem_used``,
``mem_free``, ``mem_reserved``, ``mem_total`` (bytes); ``temperature`` (degrees C); ``power``,
``power_limit`` (W); ``sm_clock``, ``mem_clock`` (MHz); ``pcie_rx``, ``pcie_tx`` (bytes/s);
``energy`` (mJ).
"""

from __future__ import annotations

from dataclasses import dataclass

from tfgpu_gui.text.numbers import MIB

#: Parts of the framebuffer that some exporters publish instead of its total: not metrics of
#: ours, but the total is derived from them (used + free + reserved).
MEM_FREE = "mem_free"
MEM_RESERVED = "mem_reserved"


@dataclass(frozen=True)
class ForeignMetric:
    """One foreign series: its scraped name, our key, the factor to our unit, where upstream
    defines it."""

    name: str  # the series name exactly as scraped
    metric: str  # our metric key (tfgpu_gui.telemetry.metrics), or MEM_FREE / MEM_RESERVED
    factor: float  # multiply the scraped value by this to get our unit
    source: str  # where upstream defines the name and its unit


# -- NVIDIA DCGM exporter ---------------------------------------------------------------------

_DCGM_CSV = "NVIDIA/dcgm-exporter etc/default-counters.csv@d5e5f51"
_DCGM_FIELDS_H = "NVIDIA/DCGM dcgmlib/dcgm_fields.h@d646460 (DCGM 4.5.3)"
_DCGM_FIELDS_CPP = "NVIDIA/DCGM dcgmlib/src/dcgm_fields.cpp@d646460 (DCGM 4.5.3)"
_CUSTOM = (
    "; not in NVIDIA/dcgm-exporter's default counters: published under this name only when a "
    "custom counters file (dcgm-exporter -f) lists it"
)

#: DCGM exporter series. The first twelve are in the default counters of every 4.x release
#: (``DCGM_FI_DEV_FB_RESERVED`` since 4.3.1-4.4.0; ``DCGM_FI_PROF_PCIE_*_BYTES`` since
#: 3.3.7-3.5.0, declared there as counters "Total number of bytes" but carrying the same DCGM
#: field, a rate in bytes per second, that 4.2.3-4.2.0 re-declared as a gauge). Before 4.2 the
#: help text said "MB" for the framebuffer fields; DCGM's unit is the same (dcgm_fields.h says
#: "in MB" to this day), and the exporter's help now says MiB.
DCGM_METRICS: tuple[ForeignMetric, ...] = (
    ForeignMetric(
        "DCGM_FI_DEV_SM_CLOCK", "sm_clock", 1.0, f"{_DCGM_CSV}, line 6: SM clock (in MHz)"
    ),
    ForeignMetric(
        "DCGM_FI_DEV_MEM_CLOCK", "mem_clock", 1.0, f"{_DCGM_CSV}, line 7: memory clock (in MHz)"
    ),
    ForeignMetric(
        "DCGM_FI_DEV_GPU_TEMP", "temperature", 1.0, f"{_DCGM_CSV}, line 11: GPU temperature (in C)"
    ),
    ForeignMetric(
        "DCGM_FI_DEV_POWER_USAGE", "power", 1.0, f"{_DCGM_CSV}, line 14: power draw (in W)"
    ),
    ForeignMetric(
        "DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION",
        "energy",
        1.0,
        f"{_DCGM_CSV}, line 15: counter, total energy consumption since boot (in mJ)",
    ),
    ForeignMetric(
        "DCGM_FI_DEV_GPU_UTIL", "util_gpu", 1.0, f"{_DCGM_CSV}, line 23: GPU utilization (in %)"
    ),
    ForeignMetric(
        "DCGM_FI_DEV_MEM_COPY_UTIL",
        "util_mem",
        1.0,
        f"{_DCGM_CSV}, line 24: memory utilization (in %)",
    ),
    ForeignMetric(
        "DCGM_FI_DEV_FB_FREE", "mem_free", MIB, f"{_DCGM_CSV}, line 45: FB free (in MiB)"
    ),
    ForeignMetric(
        "DCGM_FI_DEV_FB_USED", "mem_used", MIB, f"{_DCGM_CSV}, line 46: FB used (in MiB)"
    ),
    ForeignMetric(
        "DCGM_FI_DEV_FB_RESERVED",
        "mem_reserved",
        MIB,
        f"{_DCGM_CSV}, line 47: FB reserved (in MiB)",
    ),
    ForeignMetric(
        "DCGM_FI_PROF_PCIE_TX_BYTES",
        "pcie_tx",
        1.0,
        f"{_DCGM_CSV}, line 97: rate of data transmitted over PCIe, in bytes per second",
    ),
    ForeignMetric(
        "DCGM_FI_PROF_PCIE_RX_BYTES",
        "pcie_rx",
        1.0,
        f"{_DCGM_CSV}, line 98: rate of data received over PCIe, in bytes per second",
    ),
    ForeignMetric(
        "DCGM_FI_DEV_POWER_MGMT_LIMIT",
        "power_limit",
        1.0,
        f"{_DCGM_FIELDS_CPP}, line 974: unit DCGM_FIELD_UNIT_POW_W{_CUSTOM}; seen published "
        "in https://github.com/NVIDIA/dcgm-exporter/issues/250 (300.000000 on a V100-SXM2-32GB)",
    ),
    ForeignMetric(
        "DCGM_FI_DEV_FB_TOTAL",
        "mem_total",
        MIB,
        f"{_DCGM_FIELDS_H}, line 858: total frame buffer in MB (MiB, as for FB_USED){_CUSTOM}",
    ),
    ForeignMetric(
        "DCGM_FI_DEV_FAN_SPEED",
        "fan",
        1.0,
        f"{_DCGM_FIELDS_H}, line 738: fan speed in percent 0-100{_CUSTOM}",
    ),
)

#: DCGM fields of type DCGM_FT_INT64 whose real values pass the 32-bit blank floor (a GPU's
#: energy counter in mJ, PCIe traffic in bytes per second): their blank values start at
#: 0x7ffffffffffffff0 instead (NVIDIA/DCGM dcgmlib/src/dcgm_fields.cpp@72fa3fe, lines 1059,
#: 4397 and 4407: DCGM_FT_INT64).
DCGM_INT64_SERIES = frozenset(
    {
        "DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION",
        "DCGM_FI_PROF_PCIE_TX_BYTES",
        "DCGM_FI_PROF_PCIE_RX_BYTES",
    }
)

# DCGM exporter labels. The GPU line of its text template is, in every release from 3.3.7-3.5.0
# through 4.5.3-4.8.2 (NVIDIA/dcgm-exporter internal/pkg/rendermetrics/render_metrics.go@691c927,
# line 47; pkg/dcgmexporter/pipeline.go in 3.x trees, pkg/pipeline.go in 2.x):
#   FIELD{gpu=..,UUID=..,pci_bus_id=..,device=..,modelName=..[,GPU_I_PROFILE=..,GPU_I_ID=..]
#         [,Hostname=..][,<pod labels>][,<label fields such as DCGM_FI_DRIVER_VERSION>]} value
# Releases before 3.3.7-3.5.0 lack pci_bus_id; 2.2.9-2.4.1 already has modelName, the MIG
# capture of 2.1.8-2.4.0-rc.2 in NVIDIA's docs does not.

#: Host: ``Hostname`` in every release through 4.5.3-4.8.2 (render_metrics.go@691c927, line 47);
#: ``hostname`` on ``main`` from d5e5f51 "Rename Hostname label to hostname (#655)"
#: (render_metrics.go@d5e5f51, line 47).
DCGM_HOST_LABELS = ("Hostname", "hostname")
#: GPU index (render_metrics.go@d5e5f51, line 47).
DCGM_INDEX_LABELS = ("gpu",)
#: UUID: ``UUID``, or ``uuid`` with ``--use-old-namespace``
#: (internal/pkg/collector/gpu_collector.go@d5e5f51, lines 167-170).
DCGM_UUID_LABELS = ("UUID", "uuid")
#: Model name (render_metrics.go@d5e5f51, line 47).
DCGM_MODEL_LABELS = ("modelName",)
#: Device node (``nvidia0``) and PCI bus id (render_metrics.go@d5e5f51, line 47).
DCGM_DEVICE_LABEL = "device"
DCGM_PCI_BUS_ID_LABEL = "pci_bus_id"
#: MIG instance: profile (``1g.5gb``) and GPU instance id, only on series of a MIG instance
#: (render_metrics.go@d5e5f51, line 47).
DCGM_MIG_PROFILE_LABEL = "GPU_I_PROFILE"
DCGM_MIG_INSTANCE_LABEL = "GPU_I_ID"

# Kubernetes workload labels. The exporter writes pod/namespace/container, or with
# --use-old-namespace pod_name/pod_namespace/container_name
# (internal/pkg/transformation/const.go@d5e5f51, lines 21-23 and 29-31;
# kubernetes.go@d5e5f51, lines 235-241). A Prometheus server scraping with honor_labels: false
# (the Helm chart's serviceMonitor default, deployment/values.yaml@d5e5f51, line 132) renames a
# scraped label that clashes with a target label to exported_<label> (prometheus/prometheus
# docs/configuration/configuration.md, honor_labels); with a ServiceMonitor the target labels
# pod/namespace/container name the exporter's own pod, so the workload is in exported_pod etc.
# (https://github.com/NVIDIA/dcgm-exporter/issues/85). Hence exported_* first.
DCGM_POD_LABELS = ("exported_pod", "pod", "pod_name")
DCGM_NAMESPACE_LABELS = ("exported_namespace", "namespace", "pod_namespace")
DCGM_CONTAINER_LABELS = ("exported_container", "container", "container_name")


# -- nvitop-exporter --------------------------------------------------------------------------

_NVITOP = "XuehaiPan/nvitop nvitop-exporter/nvitop_exporter/exporter.py@3e797b2"

#: nvitop-exporter series (``Gauge(name=..., unit=...)``; prometheus_client appends ``_<unit>``).
#: Values are set in ``update_device`` (exporter.py@3e797b2, lines 551-573): memory is
#: ``bytes / MiB``, power is ``mW / 1000``, PCIe is nvitop's KiB/s ``/ 1024`` (MiB/s).
NVITOP_METRICS: tuple[ForeignMetric, ...] = (
    ForeignMetric(
        "gpu_utilization_Percentage", "util_gpu", 1.0, f"{_NVITOP}, line 238 (unit Percentage)"
    ),
    ForeignMetric(
        "gpu_memory_utilization_Percentage",
        "util_mem",
        1.0,
        f"{_NVITOP}, line 245 (unit Percentage; memory bandwidth utilization)",
    ),
    ForeignMetric("gpu_memory_total_MiB", "mem_total", MIB, f"{_NVITOP}, line 266 (unit MiB)"),
    ForeignMetric("gpu_memory_used_MiB", "mem_used", MIB, f"{_NVITOP}, line 273 (unit MiB)"),
    ForeignMetric("gpu_memory_free_MiB", "mem_free", MIB, f"{_NVITOP}, line 280 (unit MiB)"),
    ForeignMetric("gpu_clock_sm_MHz", "sm_clock", 1.0, f"{_NVITOP}, line 294 (unit MHz)"),
    ForeignMetric("gpu_clock_memory_MHz", "mem_clock", 1.0, f"{_NVITOP}, line 301 (unit MHz)"),
    ForeignMetric("gpu_power_usage_W", "power", 1.0, f"{_NVITOP}, line 322 (unit W)"),
    ForeignMetric("gpu_power_limit_W", "power_limit", 1.0, f"{_NVITOP}, line 329 (unit W)"),
    ForeignMetric("gpu_temperature_C", "temperature", 1.0, f"{_NVITOP}, line 336 (unit C)"),
    ForeignMetric("gpu_fan_speed_Percentage", "fan", 1.0, f"{_NVITOP}, line 343 (unit Percentage)"),
    ForeignMetric(
        "gpu_pcie_tx_throughput_MiBps",
        "pcie_tx",
        MIB,
        f"{_NVITOP}, line 350 (unit MiBps: MiB/s)",
    ),
    ForeignMetric(
        "gpu_pcie_rx_throughput_MiBps",
        "pcie_rx",
        MIB,
        f"{_NVITOP}, line 357 (unit MiBps: MiB/s)",
    ),
)

# nvitop-exporter labels: every GPU gauge has labelnames hostname, index, devicename, uuid
# (exporter.py@3e797b2, line 241).
#: Host: the --hostname option, else the host's IP address (exporter.py@3e797b2, line 52).
NVITOP_HOST_LABELS = ("hostname",)
#: Index: ``"0"``, or ``"<gpu>:<mig>"`` for a MIG device (exporter.py@3e797b2, lines 544-546).
NVITOP_INDEX_LABELS = ("index",)
#: UUID (exporter.py@3e797b2, line 241).
NVITOP_UUID_LABELS = ("uuid",)
#: Model name, from ``device.name()`` (exporter.py@3e797b2, lines 241 and 547).
NVITOP_MODEL_LABELS = ("devicename",)
