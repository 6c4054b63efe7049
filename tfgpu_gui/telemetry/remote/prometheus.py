"""GPUs read from Prometheus: a server's HTTP API, or an exporter's ``/metrics`` directly.

Metrics understood (:data:`FIELDS`): NVIDIA's DCGM exporter and nvitop-exporter, by the tables
of ``foreign_metrics.py`` (each row citing where upstream defines the name), and our own
(``tfgpu_gpu_*``, derived from the metric table). A GPU is keyed by its host (``Hostname``,
``hostname``, ``host``, else the scrape ``instance``) and its UUID (else its index).

- A server is asked **one** instant query per tick for every metric of every GPU
  (``{__name__=~"A|B|..."}``), never one per GPU or per metric; :meth:`history` asks one
  ``query_range`` to fill the plots with the last hour at once.
- DCGM's "blank" sentinels (2147483632 and up for 32-bit fields, 9223372036854775792 and up for
  64-bit ones, 2**47 and up for doubles, e.g. 9223372036854775794 in the DCGM exporter README)
  are n/a, never a reading.
- Responses are untrusted: bounded in size and series, JSON type-checked, label values cut.
  Every value, from any path (an instant query, a ``query_range``, an exporter's page), is
  checked in our unit before it is a reading (:func:`valid`): finite, never negative (no metric
  of ours is), a percentage within 0-100; anything else is n/a.
- Every request has one overall deadline (``timeout``), from connecting to the last byte: a
  server that trickles its answer a byte at a time is cut off when it passes, and the source
  "does not answer" (urllib's own timeout applies to each read, not to the whole answer).
"""

from __future__ import annotations

import contextlib
import http.client
import json
import math
import socket
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from tfgpu_gui.telemetry.backend import Backend
from tfgpu_gui.telemetry.metrics import MEM_TOTAL, MEM_USED, METRICS
from tfgpu_gui.telemetry.remote.foreign_metrics import (
    DCGM_CONTAINER_LABELS,
    DCGM_HOST_LABELS,
    DCGM_INDEX_LABELS,
    DCGM_INT64_SERIES,
    DCGM_METRICS,
    DCGM_MIG_INSTANCE_LABEL,
    DCGM_MIG_PROFILE_LABEL,
    DCGM_MODEL_LABELS,
    DCGM_NAMESPACE_LABELS,
    DCGM_PCI_BUS_ID_LABEL,
    DCGM_POD_LABELS,
    DCGM_UUID_LABELS,
    MEM_FREE,
    MEM_RESERVED,
    NVITOP_HOST_LABELS,
    NVITOP_INDEX_LABELS,
    NVITOP_METRICS,
    NVITOP_MODEL_LABELS,
    NVITOP_UUID_LABELS,
)
from tfgpu_gui.telemetry.remote.states import RemoteUnavailable, source_state
from tfgpu_gui.telemetry.snapshot import (
    GpuReading,
    GpuSnapshot,
    GpuStatic,
    MigInstance,
    Snapshot,
    SourceState,
    SystemInfo,
)

MAX_RESPONSE_BYTES = 32 * 1024 * 1024
MAX_SERIES = 50_000
MAX_LABEL = 256
#: The smallest DCGM blank value (32-bit blanks start at 0x7ffffff0); no real reading is this big.
DCGM_BLANK_FLOOR = 2147483632.0
#: The smallest blank of a 64-bit DCGM field (0x7ffffffffffffff0).
DCGM_BLANK_FLOOR_64 = 9223372036854775792.0


@dataclass(frozen=True)
class Field:
    """Where a scraped series goes: one of our metrics (its key) and the factor to our unit."""

    field: str
    factor: float = 1.0


#: The foreign formats' series (DCGM exporter, nvitop-exporter), each row citing upstream.
FOREIGN_FIELDS: dict[str, Field] = {
    m.name: Field(m.metric, m.factor) for m in (*DCGM_METRICS, *NVITOP_METRICS)
}


def _own_fields() -> dict[str, Field]:
    """Our exporter's names (``tfgpu export``), read back into the metrics they came from."""
    return {
        m.exporter.name: Field(m.key, 1.0 / m.exporter.scale)
        for m in METRICS
        if m.exporter and (m.reading or m.static)
    }


#: Every series understood: the foreign formats' tables and our own exporter's names.
FIELDS: dict[str, Field] = {**FOREIGN_FIELDS, **_own_fields()}
# Labels by what they say, each exporter's first; ours (docs/exporter-metrics.md) and the
# scrape's ``instance`` last.
HOST_LABELS = (*DCGM_HOST_LABELS, *NVITOP_HOST_LABELS, "host", "instance")
INDEX_LABELS = (*DCGM_INDEX_LABELS, *NVITOP_INDEX_LABELS)
UUID_LABELS = (*DCGM_UUID_LABELS, *NVITOP_UUID_LABELS)
NAME_LABELS = (*DCGM_MODEL_LABELS, *NVITOP_MODEL_LABELS, "name")


class PrometheusError(Exception):
    """A request failed; ``state`` is the source state it leads to, ``detail`` says why."""

    def __init__(self, state: str, detail: str) -> None:
        super().__init__(detail)
        self.state = state
        self.detail = detail


def validate_url(url: str) -> str:
    """``url`` stripped, when it is an http(s) URL with a host and no credentials in it.

    Raises:
        ValueError: otherwise (credentials do not belong in settings; the message says so).
    """
    text = url.strip()
    parts = urllib.parse.urlsplit(text)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ValueError(f"{text[:80]!r} is not an http:// or https:// URL")
    if parts.username or parts.password:
        raise ValueError("the URL holds a user name or password; they are not stored in settings")
    if any(c.isspace() or ord(c) < 32 for c in text):
        raise ValueError("the URL holds spaces or control characters")
    return text


def is_exporter_url(url: str) -> bool:
    """An exporter's own page (``…/metrics``) rather than a Prometheus server."""
    return urllib.parse.urlsplit(url).path.rstrip("/").endswith("/metrics")


def blank(value: float, name: str = "DCGM_") -> bool:
    """NaN, infinity, or (for a DCGM metric, whose units keep real values far below it) a DCGM
    blank sentinel: n/a. A 64-bit DCGM field's blanks start at 2**63 - 16."""
    if not math.isfinite(value):
        return True
    if not name.startswith("DCGM_"):
        return False
    floor = DCGM_BLANK_FLOOR_64 if name in DCGM_INT64_SERIES else DCGM_BLANK_FLOOR
    return abs(value) >= floor


#: Our metrics in percent (0-100), by the metric table's unit.
PERCENT_METRICS = frozenset(m.key for m in METRICS if m.unit == "%")


def valid(metric: str, value: float) -> bool:
    """Whether ``value``, in our unit, can be a reading of ``metric`` (a key of ours): finite,
    not negative (no metric of ours is), and within 0-100 for a percentage."""
    if not math.isfinite(value) or value < 0:
        return False
    return value <= 100 or metric not in PERCENT_METRICS


def workload(labels: dict[str, str]) -> str:
    """The DCGM exporter's Kubernetes labels as "namespace/pod (container)".

    A label renamed by Prometheus (``exported_pod``…) names the workload; a plain ``pod`` is
    then the exporter's own pod.
    """
    namespace, pod, container = (
        _first(labels, names) or ""
        for names in (DCGM_NAMESPACE_LABELS, DCGM_POD_LABELS, DCGM_CONTAINER_LABELS)
    )
    namespace, pod, container = namespace[:100], pod[:100], container[:100]
    text = f"{namespace}/{pod}" if namespace else pod
    return f"{text} ({container})" if container else text


def _first(labels: dict[str, str], names: Iterable[str]) -> str | None:
    for name in names:
        value = labels.get(name)
        if value:
            return value[:MAX_LABEL]
    return None


@dataclass(frozen=True)
class Sample:
    """One series value: the metric name, its labels and its value (n/a already removed)."""

    name: str
    labels: dict[str, str]
    value: float


#: The most GPUs a host has (an index label above this is not believed) and the most MIG
#: instances a GPU has (7 on the GPUs that have MIG).
MAX_INDEX = 1024
MAX_INSTANCES = 16


def _index(text: str | None) -> int | None:
    """A GPU or instance index label as a number; None when it is not a small whole number."""
    if not text or len(text) > 4 or not text.isdecimal():
        return None
    value = int(text)
    return value if value < MAX_INDEX else None


@dataclass
class _Gpu:
    """What the series of one (host, GPU) say, gathered before the GPU is built."""

    host: str
    index: int | None
    uuid: str | None
    name: str | None = None
    pci_bus_id: str | None = None
    workload: str | None = None
    values: dict[str, float] = field(default_factory=dict)
    #: MIG instances by GPU instance id: their profile, workload and values.
    instances: dict[int, _Instance] = field(default_factory=dict)


@dataclass
class _Instance:
    profile: str | None = None
    workload: str | None = None
    values: dict[str, float] = field(default_factory=dict)


class GpuTable:
    """Gives each (host, GPU) a stable index and turns samples into a snapshot.

    A series with a MIG instance label (DCGM's ``GPU_I_ID``) belongs to that instance of its
    GPU, never to the whole GPU: each instance is a row of the GPU's MIG instances, with its
    profile, memory and workload.
    """

    def __init__(self) -> None:
        self._index: dict[tuple[str, str], int] = {}

    def snapshot(
        self, samples: Iterable[Sample], source: str, wall_time: float, monotonic: float
    ) -> Snapshot:
        found: dict[tuple[str, str], _Gpu] = {}
        for s in samples:
            spec = FIELDS.get(s.name)
            if spec is None:
                continue
            host = _first(s.labels, HOST_LABELS) or source
            uuid = _first(s.labels, UUID_LABELS)
            index = _index(_first(s.labels, INDEX_LABELS))
            key_id = uuid or (f"#{index}" if index is not None else None)
            if key_id is None:
                continue
            key = (host, key_id)
            gpu = found.get(key)
            if gpu is None:
                gpu = found[key] = _Gpu(host, index, uuid, _first(s.labels, NAME_LABELS))
                gpu.pci_bus_id = _first(s.labels, (DCGM_PCI_BUS_ID_LABEL,))
            value = s.value * spec.factor
            if not valid(spec.field, value):
                continue  # n/a: the GPU is listed, this metric is not a reading
            pod = _first(s.labels, DCGM_POD_LABELS)
            instance_text = s.labels.get(DCGM_MIG_INSTANCE_LABEL)
            if instance_text is not None:
                instance_id = _index(instance_text)
                if instance_id is None:
                    continue
                instance = gpu.instances.get(instance_id)
                if instance is None:
                    if len(gpu.instances) >= MAX_INSTANCES:
                        continue
                    profile = _first(s.labels, (DCGM_MIG_PROFILE_LABEL,))
                    instance = gpu.instances[instance_id] = _Instance(profile)
                instance.values[spec.field] = value
                if pod and instance.workload is None:
                    instance.workload = workload(s.labels)
                continue
            gpu.values[spec.field] = value
            if pod and gpu.workload is None:
                gpu.workload = workload(s.labels)
        gpus = []
        for key in sorted(found, key=lambda k: (k[0], found[k].index or 0, k[1])):
            if key not in self._index:
                if len(self._index) >= 4096:
                    continue
                self._index[key] = len(self._index)
            gpus.append(_build(self._index[key], found[key]))
        gpus.sort(key=lambda g: g.index)
        return Snapshot(
            wall_time=wall_time,
            monotonic=monotonic,
            system=SystemInfo(backend=f"prometheus:{source}"[:200]),
            gpus=tuple(gpus),
        )


def _with_total(v: dict[str, float]) -> dict[str, float]:
    """The values with the memory total, derived where only its parts were published."""
    if MEM_TOTAL.key not in v and MEM_USED.key in v and MEM_FREE in v:
        # DCGM's framebuffer is used + free + reserved (FB_RESERVED, where published).
        total = v[MEM_USED.key] + v[MEM_FREE] + v.get(MEM_RESERVED, 0.0)
        return {**v, MEM_TOTAL.key: total}
    return v


def _mig(position: int, instance_id: int, instance: _Instance) -> MigInstance:
    v = _with_total(instance.values)
    used, total = v.get(MEM_USED.key), v.get(MEM_TOTAL.key)
    return MigInstance(
        index=position,
        gpu_instance_id=instance_id,
        compute_instance_id=None,
        name=instance.profile,
        memory_used_bytes=int(used) if used is not None else None,
        memory_total_bytes=int(total) if total is not None else None,
        workload=instance.workload,
    )


def _build(index: int, gpu: _Gpu) -> GpuSnapshot:
    """A GPU from its series' values, keyed by metric; a metric without a series is n/a."""
    v = _with_total(gpu.values)
    static_values: dict[str, object] = {}
    reading_values: dict[str, object] = {}
    for metric in METRICS:
        raw = v.get(metric.key)
        if raw is None or metric.kind == "reasons":
            continue
        value = int(raw) if metric.kind == "int" else raw
        if metric.static:
            static_values[metric.static] = value
        if metric.reading:
            reading_values[metric.reading] = value
    static = GpuStatic(
        index=index,
        name=gpu.name,
        uuid=gpu.uuid,
        pci_bus_id=gpu.pci_bus_id,
        host=gpu.host,
        host_index=gpu.index if gpu.index is not None else index,
        mig_mode=True if gpu.instances else None,
        **static_values,  # type: ignore[arg-type]
    )
    mig = tuple(_mig(i, gi, gpu.instances[gi]) for i, gi in enumerate(sorted(gpu.instances)))
    return GpuSnapshot(
        static=static,
        reading=GpuReading(**reading_values),  # type: ignore[arg-type]
        mig=mig,
        workload=gpu.workload,
    )


# -- responses ---------------------------------------------------------------------------------


def _labels(raw: object) -> dict[str, str] | None:
    if not isinstance(raw, dict):
        return None
    return {str(k)[:MAX_LABEL]: str(v)[:MAX_LABEL] for k, v in list(raw.items())[:64]}


def _value(raw: object, name: str) -> float | None:
    """``[timestamp, "value"]`` as a float, or None when malformed or blank."""
    if not (isinstance(raw, list) and len(raw) == 2 and isinstance(raw[1], str)):
        return None
    try:
        value = float(raw[1][:64])
    except ValueError:
        return None
    return None if blank(value, name) else value


def _data(body: bytes, result_type: str) -> list[object]:
    try:
        obj = json.loads(body)
    except (ValueError, RecursionError):
        raise PrometheusError("bad-response", "not JSON") from None
    if not isinstance(obj, dict) or obj.get("status") != "success":
        error = obj.get("error") if isinstance(obj, dict) else None
        raise PrometheusError("http-error", str(error)[:200] if error else "no success status")
    data = obj.get("data")
    if not isinstance(data, dict) or data.get("resultType") != result_type:
        raise PrometheusError("bad-response", f"not a {result_type} result")
    result = data.get("result")
    if not isinstance(result, list):
        raise PrometheusError("bad-response", "no result list")
    if len(result) > MAX_SERIES:
        raise PrometheusError("bad-response", f"{len(result)} series (at most {MAX_SERIES})")
    return result


def parse_vector(body: bytes) -> list[Sample]:
    """An ``/api/v1/query`` response (a vector) as samples; blank values left out."""
    out = []
    for item in _data(body, "vector"):
        if not isinstance(item, dict):
            continue
        labels = _labels(item.get("metric"))
        if labels is None:
            continue
        name = labels.pop("__name__", "")
        value = _value(item.get("value"), name)
        if value is None:
            continue
        out.append(Sample(name, labels, value))
    return out


def _timestamp(raw: object) -> bool:
    """A sample's time: a finite, positive number of seconds (not a JSON true)."""
    return (
        isinstance(raw, (int, float))
        and not isinstance(raw, bool)
        and math.isfinite(raw)
        and raw > 0
    )


def parse_matrix(body: bytes) -> dict[float, list[Sample]]:
    """An ``/api/v1/query_range`` response (a matrix) as samples grouped by timestamp."""
    by_time: dict[float, list[Sample]] = {}
    for item in _data(body, "matrix"):
        if not isinstance(item, dict):
            continue
        labels = _labels(item.get("metric"))
        values = item.get("values")
        if labels is None or not isinstance(values, list):
            continue
        name = labels.pop("__name__", "")
        for raw in values[:20_000]:
            value = _value(raw, name)
            if value is None or not _timestamp(raw[0]):
                continue
            by_time.setdefault(float(raw[0]), []).append(Sample(name, labels, value))
    return by_time


def parse_exposition(text: str) -> list[Sample]:
    """An exporter's ``/metrics`` page (Prometheus text format) as samples of known metrics."""
    from prometheus_client.parser import text_string_to_metric_families

    out = []
    try:
        for family in text_string_to_metric_families(text):
            for s in family.samples:
                # The parser names a counter's samples NAME_total even where the page wrote
                # NAME (the DCGM exporter's energy counter): the page's name is the series'.
                name = family.name if s.name == f"{family.name}_total" else s.name
                if name in FIELDS and not blank(float(s.value), name):
                    out.append(Sample(name, dict(s.labels), float(s.value)))
                    if len(out) > MAX_SERIES:
                        raise PrometheusError("bad-response", "too many series")
    except (ValueError, TypeError, IndexError) as exc:
        raise PrometheusError("bad-response", f"not the Prometheus text format ({exc})") from None
    return out


def selector() -> str:
    """The one selector that matches every metric of :data:`FIELDS`."""
    return '{__name__=~"' + "|".join(sorted(FIELDS)) + '"}'


# -- requests with one deadline ----------------------------------------------------------------

#: How much of a body is read at a time (the deadline is checked between reads).
CHUNK_BYTES = 64 * 1024


class _Deadline:
    """Cuts a request's connection off when its overall time is up.

    The connection's socket is registered when it connects; at the deadline a timer shuts it
    down, so a read blocked in urllib (the status line, a header, the body) ends at once.
    """

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.at = time.monotonic() + seconds
        self._lock = threading.Lock()
        self._sockets: list[socket.socket] = []
        self._expired = False
        self._timer = threading.Timer(seconds, self._expire)
        self._timer.daemon = True

    @property
    def expired(self) -> bool:
        return self._expired or time.monotonic() >= self.at

    def watch(self, sock: socket.socket) -> None:
        with self._lock:
            if self._expired:
                _shut(sock)
            self._sockets.append(sock)

    def _expire(self) -> None:
        with self._lock:
            self._expired = True
            for sock in self._sockets:
                _shut(sock)

    def __enter__(self) -> _Deadline:
        self._timer.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._timer.cancel()


def _shut(sock: socket.socket) -> None:
    with contextlib.suppress(OSError):  # already closed
        sock.shutdown(socket.SHUT_RDWR)


def _watched(base: type[http.client.HTTPConnection], deadline: _Deadline) -> Callable[..., Any]:
    """``base`` (HTTP or HTTPS connection) whose socket ``deadline`` shuts down when due."""

    class Watched(base):  # type: ignore[valid-type,misc]
        def connect(self) -> None:
            super().connect()
            deadline.watch(self.sock)

    return Watched


class _HttpHandler(urllib.request.HTTPHandler):
    def __init__(self, deadline: _Deadline) -> None:
        super().__init__()
        self.deadline = deadline

    def http_open(self, req: urllib.request.Request) -> http.client.HTTPResponse:
        return self.do_open(_watched(http.client.HTTPConnection, self.deadline), req)


class _HttpsHandler(urllib.request.HTTPSHandler):
    def __init__(self, deadline: _Deadline) -> None:
        super().__init__()
        self.deadline = deadline

    def https_open(self, req: urllib.request.Request) -> http.client.HTTPResponse:
        # The arguments urllib's own HTTPSHandler passes (check_hostname before Python 3.12).
        options: dict[str, Any] = {"context": getattr(self, "_context", None)}
        if hasattr(self, "_check_hostname"):
            options["check_hostname"] = self._check_hostname
        return self.do_open(_watched(http.client.HTTPSConnection, self.deadline), req, **options)


def _read_body(response: Any, deadline: _Deadline, limit: int) -> bytes:
    """At most ``limit`` + 1 bytes of ``response``, read in chunks until the end or the
    deadline (raises :class:`PrometheusError` when it passes first)."""
    parts: list[bytes] = []
    size = 0
    while size <= limit:
        if deadline.expired:
            raise _too_slow(deadline)
        chunk: bytes = response.read1(min(CHUNK_BYTES, limit + 1 - size))
        if not chunk:
            break
        parts.append(chunk)
        size += len(chunk)
    if deadline.expired:
        raise _too_slow(deadline)
    return b"".join(parts)


def _too_slow(deadline: _Deadline) -> PrometheusError:
    return PrometheusError("http-unreachable", f"no complete answer within {deadline.seconds:g} s")


def http_get(url: str, timeout: float, limit: int = MAX_RESPONSE_BYTES) -> bytes:
    """The body of ``GET url``, all of it within ``timeout`` seconds, at most ``limit`` bytes.

    Raises:
        PrometheusError: ``http-unreachable`` (no answer, or no complete one in time),
            ``http-error`` (an HTTP error status, with the server's error text), or
            ``bad-response`` (more than ``limit`` bytes).
    """
    request = urllib.request.Request(url, headers={"Accept": "application/json, text/plain"})
    with _Deadline(timeout) as deadline:
        opener = urllib.request.build_opener(_HttpHandler(deadline), _HttpsHandler(deadline))
        try:
            with opener.open(request, timeout=timeout) as response:
                body = _read_body(response, deadline, limit)
        except urllib.error.HTTPError as exc:
            try:
                error_body = _read_body(exc, deadline, 64 * 1024)
                detail = str(json.loads(error_body).get("error", ""))[:200]
            except (ValueError, AttributeError, OSError, PrometheusError):
                detail = ""
            raise PrometheusError("http-error", f"HTTP {exc.code} {detail}".strip()) from None
        except (urllib.error.URLError, http.client.HTTPException, OSError) as exc:
            if deadline.expired:
                raise _too_slow(deadline) from None
            reason = getattr(exc, "reason", exc)
            raise PrometheusError("http-unreachable", str(reason)[:200]) from None
    if len(body) > limit:
        raise PrometheusError("bad-response", f"more than {limit} bytes")
    return body


# -- the backend -------------------------------------------------------------------------------


class PrometheusBackend(Backend):
    """GPUs from a Prometheus server (``http://host:9090``) or an exporter's ``…/metrics``.

    ``read`` makes one HTTP request, answered in full within ``timeout`` seconds or failed;
    ``requests`` counts them.
    """

    def __init__(self, url: str, timeout: float = 5.0) -> None:
        self.url = validate_url(url)
        self.exporter = is_exporter_url(self.url)
        self.kind = "exporter" if self.exporter else "prometheus"
        self.name = self.url
        self.timeout = timeout
        self.requests = 0
        self._table = GpuTable()
        self._open = False
        self._state = source_state(self.url, self.kind, "connecting")

    @property
    def is_open(self) -> bool:
        return self._open

    @property
    def state(self) -> SourceState:
        return self._state

    def open(self) -> SystemInfo:
        self._open = True
        return SystemInfo(backend=f"prometheus:{self.url}")

    def close(self) -> None:
        self._open = False

    def _get(self, path: str, params: dict[str, str] | None = None) -> bytes:
        base = self.url.rstrip("/")
        url = base + path + ("?" + urllib.parse.urlencode(params) if params else "")
        self.requests += 1
        return http_get(url, self.timeout)

    def _fail(self, exc: PrometheusError) -> RemoteUnavailable:
        self._state = source_state(self.url, self.kind, exc.state, exc.detail)
        return RemoteUnavailable(self._state)

    def fetch(self) -> list[Sample]:
        """The current samples: one request."""
        if self.exporter:
            body = self._get("")
            return parse_exposition(body.decode("utf-8", "replace"))
        return parse_vector(self._get("/api/v1/query", {"query": selector()}))

    def read(self) -> Snapshot:
        self._open = True
        try:
            samples = self.fetch()
        except PrometheusError as exc:
            raise self._fail(exc) from None
        snap = self._table.snapshot(samples, self.url, time.time(), time.monotonic())
        if not snap.gpus:
            raise self._fail(PrometheusError("no-gpu-metrics", ""))
        self._state = source_state(self.url, self.kind, "ok", gpus=len(snap.gpus))
        return Snapshot(
            wall_time=snap.wall_time,
            monotonic=snap.monotonic,
            system=snap.system,
            gpus=snap.gpus,
            sources=(self._state,),
        )

    def history(self, seconds: float = 3600.0, step: float = 15.0) -> list[Snapshot]:
        """The last ``seconds`` as snapshots ``step`` apart, from one ``query_range``.

        An exporter URL has no history: the list is empty. Raises :class:`RemoteUnavailable`
        when the server cannot be asked.
        """
        if self.exporter:
            return []
        end = time.time()
        params = {
            "query": selector(),
            "start": f"{end - seconds:.3f}",
            "end": f"{end:.3f}",
            "step": f"{max(step, 1.0):g}",
        }
        try:
            by_time = parse_matrix(self._get("/api/v1/query_range", params))
        except PrometheusError as exc:
            raise self._fail(exc) from None
        offset = time.monotonic() - end
        return [self._table.snapshot(by_time[t], self.url, t, t + offset) for t in sorted(by_time)]
