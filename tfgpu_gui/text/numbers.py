"""Numbers as people read them; ``None`` is always "n/a". Shared by the CLI and the app."""

from __future__ import annotations

NA = "n/a"

#: Bytes in a gibibyte and in a mebibyte: the binary units NVML and nvidia-smi count memory in.
GIB = 1024**3
MIB = 1024**2


def fmt_bytes(value: float | None, binary: bool = True) -> str:
    """1234567890 -> "1.1 GiB" (or "1.2 GB" with ``binary=False``)."""
    if value is None:
        return NA
    base = 1024.0 if binary else 1000.0
    units = ("B", "KiB", "MiB", "GiB", "TiB") if binary else ("B", "kB", "MB", "GB", "TB")
    v = float(value)
    for unit in units:
        if abs(v) < base or unit == units[-1]:
            if unit == "B":
                return f"{v:.0f} B"
            return f"{v:.1f} {unit}"
        v /= base
    raise AssertionError("unreachable")


def fmt_used_of(
    used: float | None, total: float | None, binary: bool = True, whole_from: float | None = None
) -> str:
    """Memory used of a total, both in the total's unit: "21.8/24.0 GiB", "0.3/24.0 GiB";
    with ``whole_from=10``, whole numbers from 10 units up ("71/80 GiB"). "n/a/24.0 GiB" when
    the use is not reported; the use alone when the total is not."""
    if total is None:
        return fmt_bytes(used, binary)
    unit = fmt_bytes(total, binary).split()[-1]
    base = 1024.0 if binary else 1000.0
    units = ("B", "KiB", "MiB", "GiB", "TiB") if binary else ("B", "kB", "MB", "GB", "TB")
    factor = base ** units.index(unit)
    t = total / factor
    whole = unit == "B" or (whole_from is not None and t >= whole_from)
    digits = 0 if whole else 1
    u = NA if used is None else f"{used / factor:.{digits}f}"
    return f"{u}/{t:.{digits}f} {unit}"


def fmt_rate(bytes_per_s: float | None) -> str:
    """Throughput in decimal units, as PCIe and network figures are quoted: "3.9 GB/s"."""
    if bytes_per_s is None:
        return NA
    return fmt_bytes(bytes_per_s, binary=False) + "/s"


def fmt_num(value: float | None, unit: str = "", digits: int = 0) -> str:
    """A number with an optional unit: fmt_num(71.04, "°C") -> "71 °C"."""
    if value is None:
        return NA
    text = f"{value:.{digits}f}"
    if not unit:
        return text
    return f"{text}{unit}" if unit == "%" else f"{text} {unit}"


def fmt_duration(seconds: float | None) -> str:
    """3725 -> "1h02m"; 95 -> "1m35s"."""
    if seconds is None or seconds < 0:
        return NA
    s = int(seconds)
    if s < 60:
        return f"{s}s"
    if s < 3600:
        return f"{s // 60}m{s % 60:02d}s"
    if s < 86400:
        return f"{s // 3600}h{(s % 3600) // 60:02d}m"
    return f"{s // 86400}d{(s % 86400) // 3600:02d}h"


def fmt_pcie(gen: int | None, width: int | None) -> str:
    if gen is None and width is None:
        return NA
    return f"Gen{gen if gen is not None else '?'} x{width if width is not None else '?'}"


def pcie_bandwidth_bytes_s(gen: int | None, width: int | None) -> float | None:
    """Theoretical one-direction bandwidth of a PCIe link, after line encoding.

    Per-lane rates: Gen1 2.5 GT/s and Gen2 5 GT/s with 8b/10b encoding; Gen3 8, Gen4 16,
    Gen5 32 GT/s with 128b/130b; Gen6 64 GT/s (PAM4, FLIT; about 7.56 GB/s per lane).
    Source: PCI-SIG specifications, https://pcisig.com/specifications
    """
    if gen is None or width is None:
        return None
    per_lane = {
        1: 2.5e9 * 8 / 10 / 8,
        2: 5e9 * 8 / 10 / 8,
        3: 8e9 * 128 / 130 / 8,
        4: 16e9 * 128 / 130 / 8,
        5: 32e9 * 128 / 130 / 8,
        6: 64e9 * 242 / 256 / 8,
    }.get(gen)
    return None if per_lane is None else per_lane * width
