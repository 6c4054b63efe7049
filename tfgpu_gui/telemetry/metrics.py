"""The GPU metrics, each declared once with everything that is a property of the metric.

A :class:`Metric` says where its value lives (a :class:`~tfgpu_gui.telemetry.snapshot.GpuReading`
field, a :class:`~tfgpu_gui.telemetry.snapshot.GpuStatic` field used when the reading has none,
or a function of the whole GPU), its unit, and how each format names it: the path in the
``tfgpu.snapshot/1`` JSON (also the ``tfgpu watch --jsonl`` stream), the CSV column, our
exporter's Prometheus name and help, the ``nvidia-smi --query-gpu`` key, whether the history
keeps it (and so the plots can draw it) and the colour of its line.

Every output is derived from :data:`METRICS`, in its order: the snapshot JSON
(``telemetry/export.py``), the CSV (live and from the history), the stream reader
(``remote/stream.py``), our exporter (``remote/exporter.py``) and the reader of its page
(``remote/prometheus.py``), the nvidia-smi fallback (``remote/nvsmi.py``), the history
(``history.py``) and the plots. Foreign formats map their own names to these keys in one
table each (``remote/foreign_metrics.py``).

Units are our own and fixed: percent 0-100, bytes, bytes per second, degrees Celsius, watts,
megahertz, millijoules. A value the GPU does not report is ``None``, never 0.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from tfgpu_gui.telemetry.snapshot import GpuReading, GpuSnapshot

#: How a value is written and read back: a number, a whole number, a P-state, or a list of
#: words (the throttle reasons).
Kind = Literal["float", "int", "reasons"]


@dataclass(frozen=True)
class Exported:
    """The metric in our exporter's ``/metrics`` page (docs/exporter-metrics.md).

    ``scale`` turns our unit into the Prometheus base unit (MHz -> Hz is 1e6).
    """

    name: str
    help: str
    scale: float = 1.0


@dataclass(frozen=True)
class SmiField:
    """The metric in ``nvidia-smi --query-gpu=... --format=csv,noheader,nounits``.

    ``unit`` is what nvidia-smi reports without its unit (``nvidia-smi --help-query-gpu``):
    ``"MiB"`` is turned into bytes, ``"P"`` is a performance state written ``P0``..``P12``.
    """

    key: str
    unit: Literal["", "MiB", "P"] = ""


@dataclass(frozen=True)
class Metric:
    """One GPU metric and every name and rule that belongs to it."""

    #: The metric's key: the history series, the plots, the foreign-format tables.
    key: str
    label: str
    #: Our unit (shown on plots and in the CSV column's name).
    unit: str
    #: The GpuReading field that holds it.
    reading: str | None = None
    #: The GpuStatic field that holds it, used when the reading has none (n/a rule).
    static: str | None = None
    #: A value computed from the whole GPU (process counts) instead of a field.
    derive: Callable[[GpuSnapshot], float | None] | None = None
    kind: Kind = "float"
    #: Its path in a GPU of the ``tfgpu.snapshot/1`` JSON; None: not in the JSON.
    json: tuple[str, ...] | None = None
    #: Its CSV column; None: not in the CSV.
    csv: str | None = None
    #: Kept in the history (and so drawn and exported from the history).
    history: bool = False
    exporter: Exported | None = None
    smi: SmiField | None = None
    #: The palette name of its plot line (``ui/colors.py``).
    color: str | None = None
    #: The largest value that can be true by the metric's definition (a share of time is at
    #: most 100 %); a larger one read from another machine is n/a. None: no such bound.
    most: float | None = None
    #: Its short name in the terminal views (``tfgpu watch``'s bars and columns); None: none.
    short: str | None = None

    def read(self, reading: GpuReading | None) -> float | int | None:
        """The value in a reading (no fallback): what the history keeps."""
        if reading is None or self.reading is None:
            return None
        value = getattr(reading, self.reading)
        return value if isinstance(value, (int, float)) else None

    def value(self, gpu: GpuSnapshot) -> object:
        """The metric of a GPU: its reading's value, else its static value, else None."""
        if self.derive is not None:
            return self.derive(gpu)
        value = getattr(gpu.reading, self.reading) if gpu.reading and self.reading else None
        if value is None and self.static is not None:
            value = getattr(gpu.static, self.static)
        return value


def _processes(g: GpuSnapshot) -> float:
    return float(len(g.processes))


def _tensorflow_processes(g: GpuSnapshot) -> float:
    return float(sum(1 for p in g.processes if p.info.tensorflow))


# The order is the order of every output: the JSON's fields, the CSV's columns, the exporter's
# families and the nvidia-smi query.
UTIL_GPU = Metric(
    "util_gpu",
    "GPU utilization",
    "%",
    reading="util_gpu_percent",
    json=("utilization", "gpu_percent"),
    csv="util_gpu_percent",
    history=True,
    exporter=Exported(
        "tfgpu_gpu_utilization_percent",
        "Percent of time a kernel ran on the GPU over the last sample period (0-100).",
    ),
    smi=SmiField("utilization.gpu"),
    color="green",
    most=100,
    short="UTIL",
)
UTIL_MEM = Metric(
    "util_mem",
    "Memory controller",
    "%",
    reading="util_mem_percent",
    json=("utilization", "memory_percent"),
    csv="util_mem_percent",
    history=True,
    exporter=Exported(
        "tfgpu_gpu_memory_utilization_percent",
        "Percent of time device memory was read or written (0-100).",
    ),
    smi=SmiField("utilization.memory"),
    color="orange",
    most=100,
    short="MEMCTL",
)
MEM_USED = Metric(
    "mem_used",
    "Memory used",
    "B",
    reading="memory_used_bytes",
    kind="int",
    json=("memory", "used_bytes"),
    csv="memory_used_bytes",
    history=True,
    exporter=Exported("tfgpu_gpu_memory_used_bytes", "Device memory in use, bytes."),
    smi=SmiField("memory.used", "MiB"),
    color="sky",
    short="MEM",
)
MEM_TOTAL = Metric(
    "mem_total",
    "Memory total",
    "B",
    reading="memory_total_bytes",
    static="memory_total_bytes",
    kind="int",
    json=("memory", "total_bytes"),
    csv="memory_total_bytes",
    history=True,
    exporter=Exported("tfgpu_gpu_memory_total_bytes", "Device memory in all, bytes."),
    smi=SmiField("memory.total", "MiB"),
    color="grey",
)
TEMPERATURE = Metric(
    "temperature",
    "Temperature",
    "°C",
    reading="temperature_c",
    json=("temperature_c",),
    csv="temperature_c",
    history=True,
    exporter=Exported("tfgpu_gpu_temperature_celsius", "GPU temperature, °C."),
    smi=SmiField("temperature.gpu"),
    color="vermilion",
    short="TEMP",
)
POWER = Metric(
    "power",
    "Power draw",
    "W",
    reading="power_w",
    json=("power", "draw_w"),
    csv="power_w",
    history=True,
    exporter=Exported("tfgpu_gpu_power_watts", "Power draw, watts."),
    smi=SmiField("power.draw"),
    color="purple",
    short="POWER",
)
POWER_LIMIT = Metric(
    "power_limit",
    "Power limit",
    "W",
    reading="power_limit_w",
    static="power_limit_w",
    json=("power", "limit_w"),
    csv="power_limit_w",
    history=True,
    exporter=Exported("tfgpu_gpu_power_limit_watts", "Enforced power limit, watts."),
    smi=SmiField("power.limit"),
    color="grey",
)
POWER_DEFAULT_LIMIT = Metric(
    "power_default_limit",
    "Default power limit",
    "W",
    static="power_default_limit_w",
    json=("power", "default_limit_w"),
)
ENERGY = Metric(
    "energy",
    "Energy since the driver loaded",
    "mJ",
    reading="energy_mj",
    kind="int",
    json=("power", "energy_mj"),
)
FAN = Metric(
    "fan",
    "Fan",
    "%",
    reading="fan_percent",
    json=("fan_percent",),
    csv="fan_percent",
    history=True,
    exporter=Exported("tfgpu_gpu_fan_percent", "Fan speed, percent of its maximum."),
    smi=SmiField("fan.speed"),
    color="green",
    short="FAN",
)
SM_CLOCK = Metric(
    "sm_clock",
    "SM clock",
    "MHz",
    reading="sm_clock_mhz",
    json=("clocks", "sm_mhz"),
    csv="sm_clock_mhz",
    history=True,
    exporter=Exported("tfgpu_gpu_sm_clock_hertz", "SM clock, hertz.", 1e6),
    smi=SmiField("clocks.sm"),
    color="blue",
    short="SM",
)
MEM_CLOCK = Metric(
    "mem_clock",
    "Memory clock",
    "MHz",
    reading="mem_clock_mhz",
    json=("clocks", "memory_mhz"),
    csv="mem_clock_mhz",
    history=True,
    exporter=Exported("tfgpu_gpu_memory_clock_hertz", "Memory clock, hertz.", 1e6),
    smi=SmiField("clocks.mem"),
    color="orange",
)
SM_CLOCK_MAX = Metric(
    "sm_clock_max",
    "SM clock, maximum",
    "MHz",
    static="sm_clock_max_mhz",
    kind="int",
    json=("clocks", "sm_max_mhz"),
    smi=SmiField("clocks.max.sm"),
)
MEM_CLOCK_MAX = Metric(
    "mem_clock_max",
    "Memory clock, maximum",
    "MHz",
    static="mem_clock_max_mhz",
    kind="int",
    json=("clocks", "memory_max_mhz"),
    smi=SmiField("clocks.max.mem"),
)
PCIE_GEN = Metric(
    "pcie_gen",
    "PCIe generation",
    "",
    reading="pcie_gen",
    kind="int",
    json=("pcie", "generation"),
    csv="pcie_gen",
    smi=SmiField("pcie.link.gen.current"),
)
PCIE_WIDTH = Metric(
    "pcie_width",
    "PCIe width",
    "lanes",
    reading="pcie_width",
    kind="int",
    json=("pcie", "width"),
    csv="pcie_width",
    smi=SmiField("pcie.link.width.current"),
)
PCIE_GEN_MAX = Metric(
    "pcie_gen_max",
    "PCIe generation, maximum",
    "",
    static="pcie_gen_max",
    kind="int",
    json=("pcie", "max_generation"),
    smi=SmiField("pcie.link.gen.max"),
)
PCIE_WIDTH_MAX = Metric(
    "pcie_width_max",
    "PCIe width, maximum",
    "lanes",
    static="pcie_width_max",
    kind="int",
    json=("pcie", "max_width"),
    smi=SmiField("pcie.link.width.max"),
)
PCIE_RX = Metric(
    "pcie_rx",
    "PCIe rx",
    "B/s",
    reading="pcie_rx_bytes_s",
    json=("pcie", "rx_bytes_per_s"),
    csv="pcie_rx_bytes_s",
    history=True,
    exporter=Exported(
        "tfgpu_gpu_pcie_rx_bytes_per_second", "PCIe receive throughput, bytes per second."
    ),
    color="green",
    short="RX",
)
PCIE_TX = Metric(
    "pcie_tx",
    "PCIe tx",
    "B/s",
    reading="pcie_tx_bytes_s",
    json=("pcie", "tx_bytes_per_s"),
    csv="pcie_tx_bytes_s",
    history=True,
    exporter=Exported(
        "tfgpu_gpu_pcie_tx_bytes_per_second", "PCIe transmit throughput, bytes per second."
    ),
    color="vermilion",
    short="TX",
)
PSTATE = Metric(
    "pstate",
    "Performance state",
    "",
    reading="pstate",
    kind="int",
    json=("performance_state",),
    smi=SmiField("pstate", "P"),
    most=15,  # P0 (most performance) to P15 (least)
)
THROTTLE_REASONS = Metric(
    "throttle_reasons",
    "Clocks slowed by",
    "",
    reading="throttle_reasons",
    kind="reasons",
    json=("throttle_reasons",),
    csv="throttle_reasons",
)
PROCESSES = Metric(
    "processes",
    "Processes",
    "",
    derive=_processes,
    csv="processes",
    exporter=Exported("tfgpu_gpu_processes", "Processes using the GPU."),
)
TENSORFLOW_PROCESSES = Metric(
    "tensorflow_processes",
    "TensorFlow processes",
    "",
    derive=_tensorflow_processes,
    csv="tensorflow_processes",
    exporter=Exported(
        "tfgpu_gpu_tensorflow_processes", "Processes using the GPU that have TensorFlow loaded."
    ),
)

METRICS: tuple[Metric, ...] = (
    UTIL_GPU,
    UTIL_MEM,
    MEM_USED,
    MEM_TOTAL,
    TEMPERATURE,
    POWER,
    POWER_LIMIT,
    POWER_DEFAULT_LIMIT,
    ENERGY,
    FAN,
    SM_CLOCK,
    MEM_CLOCK,
    SM_CLOCK_MAX,
    MEM_CLOCK_MAX,
    PCIE_GEN,
    PCIE_WIDTH,
    PCIE_GEN_MAX,
    PCIE_WIDTH_MAX,
    PCIE_RX,
    PCIE_TX,
    PSTATE,
    THROTTLE_REASONS,
    PROCESSES,
    TENSORFLOW_PROCESSES,
)


def history_metrics() -> tuple[Metric, ...]:
    """The metrics the history keeps, in order (one ring column each)."""
    return tuple(m for m in METRICS if m.history)


def csv_metrics() -> tuple[Metric, ...]:
    return tuple(m for m in METRICS if m.csv)


def exported_metrics() -> tuple[Metric, ...]:
    return tuple(m for m in METRICS if m.exporter)


def json_metrics() -> tuple[Metric, ...]:
    return tuple(m for m in METRICS if m.json)


def smi_metrics() -> tuple[Metric, ...]:
    return tuple(m for m in METRICS if m.smi)
