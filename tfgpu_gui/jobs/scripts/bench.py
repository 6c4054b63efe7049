"""Benchmark job: how fast TensorFlow runs on each device of this interpreter.

Standalone on purpose: it runs in the user's interpreter, which has TensorFlow and numpy but not
tfgpu_gui. It speaks the job protocol (tfgpu_gui/jobs/protocol.py): JSON lines on stdout
(hello, progress, data, result, error); TensorFlow's log goes to stderr.

Suites:
  matmul     GFLOP/s of square matmuls per device, size and dtype, and numpy's BLAS matmul
             measured in the same run as the CPU reference;
  transfers  host->device and device->host copies in GB/s;
  training   images/s of a small Keras CNN on synthetic images, fed once from a plain Python
             generator and once from tf.data with cache/prefetch/AUTOTUNE;
  scaling    MirroredStrategy from 1 to N replicas when there is more than one GPU.
``--profile DIR`` records a profiler trace of a few training steps.

Timing rules: GPU memory growth on; explicit ``tf.device`` placement; kernels in a
``tf.function``; a warm-up before every timed region; the devices are synchronised before the
clock is read. SIGINT asks the job to stop at the next step (cooperative cancel).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import os
import platform
import signal
import sys
import time
import traceback

PROTOCOL = 1
SCHEMA = "tfgpu.bench-result/1"
SUITES = ("matmul", "transfers", "training", "scaling")

EXIT_ERROR = 1
EXIT_NO_TENSORFLOW = 3
EXIT_CANCELLED = 130


def emit(type_, **fields):
    """Write one protocol line on stdout."""
    sys.stdout.write(json.dumps({"type": type_, **fields}, default=str) + "\n")
    sys.stdout.flush()


class Cancelled(Exception):
    """SIGINT arrived: stop at the next step."""


class State:
    """Cancel flag, progress counter and the time spent inside timed regions."""

    def __init__(self):
        self.cancel = False
        self.done = 0
        self.total = 1
        self.timed_s = 0.0

    def check(self):
        if self.cancel:
            raise Cancelled()

    def step(self, key, message):
        self.check()
        emit(
            "progress",
            step=key,
            message=message,
            fraction=round(min(1.0, self.done / max(1, self.total)), 4),
        )
        self.done += 1


STATE = State()


def _on_sigint(signum, frame):
    STATE.cancel = True


# --- configuration -------------------------------------------------------------------------


def parse_args(argv):
    p = argparse.ArgumentParser(description="TensorFlow benchmark job (tfgpu)")
    p.add_argument("--quick", action="store_true", help="a small version of each suite")
    p.add_argument("--device", default="all", help="all, CPU, GPU or GPU:N")
    p.add_argument("--suite", default=",".join(SUITES), help="comma-separated suites")
    p.add_argument("--sizes", default=None, help="matmul sizes, e.g. 1024,2048")
    p.add_argument("--profile", default=None, metavar="DIR", help="record a profiler trace")
    p.add_argument("--seconds", type=float, default=None, help="target length of a timed region")
    p.add_argument("--repeats", type=int, default=None, help="timed regions per measurement")
    # Logical CPU devices standing in for GPUs so the scaling suite runs without GPUs (tests).
    p.add_argument("--scaling-cpus", type=int, default=0, help=argparse.SUPPRESS)
    return p.parse_args(argv)


def plan(args):
    """Sizes and timing targets for this run."""
    quick = args.quick
    cfg = {
        "target_s": args.seconds if args.seconds else (0.12 if quick else 0.6),
        "repeats": args.repeats if args.repeats else (2 if quick else 3),
        "gpu_sizes": [256, 1024, 4096] if quick else [256, 512, 1024, 2048, 4096, 8192],
        # A CPU matmul of 8192^2 takes seconds per iteration; 4096^2 says as much.
        "cpu_sizes": [256, 512, 1024] if quick else [256, 512, 1024, 2048, 4096],
        "transfer_bytes": [8 << 20, 32 << 20] if quick else [1 << 20, 16 << 20, 256 << 20],
        "train_images": 512 if quick else 4096,
        "train_batch": 64 if quick else 128,
        "train_steps": 12 if quick else 80,
    }
    if args.sizes:
        sizes = [int(s) for s in args.sizes.split(",") if s.strip()]
        cfg["gpu_sizes"] = cfg["cpu_sizes"] = sizes
    return cfg


# --- environment ---------------------------------------------------------------------------


def cpu_model():
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def numpy_blas(np):
    try:
        info = np.show_config(mode="dicts")
        blas = info.get("Build Dependencies", {}).get("blas", {})
        return f"{blas.get('name', '?')} {blas.get('version', '')}".strip()
    except Exception:  # noqa: BLE001 - older numpy has no dict mode; the name is a nicety
        return None


def environment(tf, np, gpus, selected):
    build = {}
    try:
        raw = tf.sysconfig.get_build_info()
        build = {k: raw.get(k) for k in ("cuda_version", "cudnn_version", "is_cuda_build")}
    except Exception:  # noqa: BLE001 - build info is missing on some builds
        pass
    gpu_info = []
    for i, gpu in enumerate(gpus):
        details = {}
        with contextlib.suppress(Exception):
            details = tf.config.experimental.get_device_details(gpu)
        cc = details.get("compute_capability")
        gpu_info.append(
            {
                "device": f"GPU:{i}",
                "name": details.get("device_name"),
                "compute_capability": list(cc) if cc else None,
            }
        )
    tf32 = None
    with contextlib.suppress(Exception):
        tf32 = bool(tf.config.experimental.tensor_float_32_execution_enabled())
    return {
        "python": sys.executable,
        "python_version": platform.python_version(),
        "tf_version": tf.__version__,
        "numpy_version": np.__version__,
        "numpy_blas": numpy_blas(np),
        "build_info": build,
        "gpus": gpu_info,
        "cpu": {"model": cpu_model(), "cores": os.cpu_count()},
        # TensorFlow's oneDNN CPU kernels: on by default only for some CPUs; "1" forces them.
        "tf_enable_onednn_opts": os.environ.get("TF_ENABLE_ONEDNN_OPTS"),
        "devices": selected,
        "tf32_enabled": tf32,
        "platform": platform.platform(),
    }


# --- figures -------------------------------------------------------------------------------


def matmul_flops(n):
    """Floating-point operations of one n x n by n x n matmul: n^3 multiplies and n^3 adds."""
    return 2.0 * n**3


def gflops(n, seconds_per_iter):
    """GFLOP/s of a matmul of side ``n`` that takes ``seconds_per_iter`` per product."""
    return matmul_flops(n) / seconds_per_iter / 1e9


def gb_per_s(nbytes, seconds_per_copy):
    """GB/s (10^9 bytes) of a copy of ``nbytes`` that takes ``seconds_per_copy``."""
    return nbytes / seconds_per_copy / 1e9


def images_per_s(batch, steps, seconds):
    """Images per second of ``steps`` training steps of ``batch`` images in ``seconds``."""
    return steps * batch / seconds


def matmul_row(device, dtype, n, seconds_per_iter, iters):
    """The result row of one matmul measurement."""
    return {
        "device": device,
        "dtype": dtype,
        "n": n,
        "seconds": seconds_per_iter,
        "iters": iters,
        "gflops": gflops(n, seconds_per_iter),
    }


def numpy_row(n, seconds_per_iter, iters):
    """The result row of numpy's float32 BLAS matmul, the CPU reference."""
    return {
        "dtype": "float32",
        "n": n,
        "seconds": seconds_per_iter,
        "iters": iters,
        "gflops": gflops(n, seconds_per_iter),
    }


def transfer_row(device, direction, nbytes, seconds_per_copy, iters):
    """The result row of one copy measurement (h2d, d2h or host-copy)."""
    return {
        "device": device,
        "direction": direction,
        "bytes": nbytes,
        "seconds": seconds_per_copy,
        "iters": iters,
        "gb_s": gb_per_s(nbytes, seconds_per_copy),
    }


# --- timing --------------------------------------------------------------------------------

# Every timed region reads this clock; the tests put a fake one here to run the arithmetic on
# known durations.
clock = time.perf_counter


def make_sync(tf):
    """A function of a run's output that returns once every device has finished its work."""
    sync_devices = getattr(getattr(tf.test, "experimental", None), "sync_devices", None)
    if sync_devices is not None:
        return lambda out: sync_devices()

    def fetch_one(out):
        # Older TensorFlow: pulling one element to the host waits for the ops that made it.
        if hasattr(out, "numpy"):
            tf.reshape(out, [-1])[:1].numpy()

    return fetch_one


def no_sync(out):
    """numpy work is synchronous: nothing to wait for."""


def calibrate(run, sync, target_s, max_iters=100_000):
    """Warm up ``run`` and return how many iterations fill a timed region of ``target_s``.

    The warm-up (tracing, kernel selection, allocator growth) is timed too: when one iteration
    is long next to the target, that time calibrates well enough and a second untimed
    iteration would only add overhead.
    """
    t = clock()
    sync(run(1))
    one = clock() - t
    if one * 20 < target_s:
        t = clock()
        sync(run(1))
        one = clock() - t
    return int(min(max_iters, max(1, math.ceil(target_s / max(one, 1e-6)))))


def timed(run, sync, iters):
    """Seconds per iteration of one timed region; the clock is read after ``sync(output)``."""
    STATE.check()
    t = clock()
    sync(run(iters))
    dt = clock() - t
    STATE.timed_s += dt
    return dt / iters


def measure(run, sync, target_s, repeats):
    """Best time per iteration of ``run(iters)`` over ``repeats`` timed regions, after a warm-up.

    ``run(iters)`` queues ``iters`` iterations and returns its last output.
    Returns (seconds per iteration, iterations per timed region).
    """
    iters = calibrate(run, sync, target_s)
    return min(timed(run, sync, iters) for _ in range(repeats)), iters


def measure_pair(run_a, sync_a, run_b, sync_b, target_s, repeats):
    """:func:`measure` for two contenders, their timed regions interleaved.

    On a shared machine the load changes from second to second; alternating A and B regions
    exposes both to the same conditions, so their ratio is fairer than two separate series.
    """
    iters_a = calibrate(run_a, sync_a, target_s)
    iters_b = calibrate(run_b, sync_b, target_s)
    best_a = best_b = math.inf
    for _ in range(repeats):
        best_a = min(best_a, timed(run_a, sync_a, iters_a))
        best_b = min(best_b, timed(run_b, sync_b, iters_b))
    return (best_a, iters_a), (best_b, iters_b)


# --- suites --------------------------------------------------------------------------------


def matmul_dtypes(device, gpu_cc):
    if device.startswith("CPU"):
        # float16/bfloat16 matmuls on most CPUs are emulated: not a measure of the hardware.
        return ["float32"]
    cc = tuple(gpu_cc.get(device) or (0, 0))
    dtypes = ["float32"]
    if cc >= (6, 0):
        dtypes.append("float16")
    if cc >= (8, 0):
        dtypes.append("bfloat16")
    return dtypes


def suite_matmul(tf, np, devices, cfg, gpu_cc, sync, results, skipped):
    loops = {}

    def loop_for(dtype):
        if dtype not in loops:
            spec = tf.TensorSpec([None, None], getattr(tf, dtype))

            @tf.function(
                input_signature=[spec, spec, tf.TensorSpec([], tf.int32)],
                jit_compile=False,
            )
            def loop(a, b, iters):
                # Each product feeds the next, so no iteration can be optimised away.
                c = b
                for _ in tf.range(iters):
                    c = tf.matmul(a, c)
                return c

            loops[dtype] = loop
        return loops[dtype]

    rng = np.random.default_rng(0)
    for device in devices:
        sizes = cfg["cpu_sizes"] if device.startswith("CPU") else cfg["gpu_sizes"]
        for dtype in matmul_dtypes(device, gpu_cc):
            for n in sizes:
                STATE.step(f"matmul:{device}:{dtype}:{n}", f"matmul {n}x{n} {dtype} on {device}")
                # numpy's BLAS beside TensorFlow's CPU matmul: same machine, same moment.
                with_numpy = device.startswith("CPU") and dtype == "float32"
                try:
                    with tf.device(device):
                        a = tf.cast(tf.random.normal((n, n), seed=1) / math.sqrt(n), dtype)
                        b = tf.cast(tf.random.normal((n, n), seed=2) / math.sqrt(n), dtype)
                        loop = loop_for(dtype)

                        def run(iters, loop=loop, a=a, b=b):
                            return loop(a, b, tf.constant(iters, tf.int32))

                        if with_numpy:
                            a_np = (rng.standard_normal((n, n)) / math.sqrt(n)).astype(np.float32)
                            b_np = (rng.standard_normal((n, n)) / math.sqrt(n)).astype(np.float32)
                            c_np = np.empty_like(a_np)

                            def run_np(iters, a_np=a_np, b_np=b_np, c_np=c_np):
                                for _ in range(iters):
                                    np.matmul(a_np, b_np, out=c_np)

                            (per_iter, iters), (np_per, np_iters) = measure_pair(
                                run, sync, run_np, no_sync, cfg["target_s"], cfg["repeats"]
                            )
                        else:
                            per_iter, iters = measure(run, sync, cfg["target_s"], cfg["repeats"])
                except tf.errors.ResourceExhaustedError:
                    skipped.append(
                        {
                            "suite": "matmul",
                            "device": device,
                            "dtype": dtype,
                            "size": n,
                            "reason": "out of memory",
                        }
                    )
                    break
                results["matmul"].append(matmul_row(device, dtype, n, per_iter, iters))
                emit("data", key="matmul", value=results["matmul"])
                if with_numpy:
                    results["numpy"].append(numpy_row(n, np_per, np_iters))
                    emit("data", key="numpy", value=results["numpy"])


def suite_transfers(tf, np, devices, cfg, sync, results, skipped):
    for nbytes in cfg["transfer_bytes"]:
        host = np.ones(nbytes // 4, dtype=np.float32)
        for device in devices:
            STATE.step(f"transfers:{device}:{nbytes}", f"copies of {nbytes >> 20} MiB, {device}")
            try:
                if device.startswith("CPU"):
                    # On the CPU "the device" is host memory: feeding TF means a copy from
                    # numpy into a tensor, reading back a copy out of it.
                    with tf.device(device):
                        t = tf.constant(host)

                        def h2d(iters, host=host):
                            out = None
                            for _ in range(iters):
                                out = tf.constant(host)
                            return out

                        def d2h(iters, t=t):
                            for _ in range(iters):
                                np.array(t)

                else:
                    with tf.device("CPU:0"):
                        src = tf.constant(host)
                    with tf.device(device):
                        dev = tf.identity(src)

                    def h2d(iters, device=device, src=src):
                        out = None
                        with tf.device(device):
                            for _ in range(iters):
                                out = tf.identity(src)
                        return out

                    def d2h(iters, dev=dev):
                        out = None
                        with tf.device("CPU:0"):
                            for _ in range(iters):
                                out = tf.identity(dev)
                        return out

                for direction, fn in (("h2d", h2d), ("d2h", d2h)):
                    per, iters = measure(fn, sync, cfg["target_s"], cfg["repeats"])
                    results["transfers"].append(transfer_row(device, direction, nbytes, per, iters))
            except tf.errors.ResourceExhaustedError:
                skipped.append(
                    {
                        "suite": "transfers",
                        "device": device,
                        "bytes": nbytes,
                        "reason": "out of memory",
                    }
                )
                continue
            emit("data", key="transfers", value=results["transfers"])
        # The ceiling of any host copy on this machine: numpy copying between two buffers.
        STATE.step(f"transfers:host:{nbytes}", f"host memory copy of {nbytes >> 20} MiB")
        dst = np.empty_like(host)

        def host_copy(iters, dst=dst, host=host):
            for _ in range(iters):
                np.copyto(dst, host)

        per, iters = measure(host_copy, no_sync, cfg["target_s"], cfg["repeats"])
        results["transfers"].append(transfer_row("host", "host-copy", nbytes, per, iters))
        emit("data", key="transfers", value=results["transfers"])


def build_model(keras, classes=10):
    layers = keras.layers
    inputs = keras.Input((32, 32, 3))
    x = layers.Conv2D(32, 3, padding="same", activation="relu")(inputs)
    x = layers.MaxPooling2D()(x)
    x = layers.Conv2D(64, 3, padding="same", activation="relu")(x)
    x = layers.MaxPooling2D()(x)
    x = layers.Conv2D(64, 3, padding="same", activation="relu")(x)
    x = layers.GlobalAveragePooling2D()(x)
    outputs = layers.Dense(classes)(x)
    return keras.Model(inputs, outputs)


def synthetic_images(np, count):
    rng = np.random.default_rng(0)
    images = rng.integers(0, 256, size=(count, 32, 32, 3), dtype=np.uint8)
    labels = rng.integers(0, 10, size=(count,), dtype=np.int32)
    return images, labels


def python_batches(np, images, labels, batch, rng):
    """What a hand-written loader does: normalise and flip each image in Python, every epoch."""
    while True:
        for i in range(0, len(images) - batch + 1, batch):
            out = []
            for img in images[i : i + batch]:
                x = img.astype(np.float32) / 255.0
                if rng.random() < 0.5:
                    x = x[:, ::-1, :]
                out.append(x)
            yield np.stack(out), labels[i : i + batch]


def tf_data_pipeline(tf, images, labels, batch):
    """The same work with tf.data: normalise once (cached), flip in parallel, prefetch."""
    ds = tf.data.Dataset.from_tensor_slices((images, labels))
    ds = ds.map(
        lambda x, y: (tf.cast(x, tf.float32) / 255.0, y), num_parallel_calls=tf.data.AUTOTUNE
    )
    ds = ds.cache().repeat()
    ds = ds.map(
        lambda x, y: (tf.image.random_flip_left_right(x), y), num_parallel_calls=tf.data.AUTOTUNE
    )
    return ds.batch(batch, drop_remainder=True).prefetch(tf.data.AUTOTUNE)


def make_train_step(tf, keras, model):
    optimizer = keras.optimizers.SGD(learning_rate=0.01)
    loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)

    @tf.function
    def train_step(x, y):
        with tf.GradientTape() as tape:
            loss = loss_fn(y, model(x, training=True))
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables, strict=True))
        return loss

    return train_step


def time_steps(step_fn, batches, steps, batch, warmup=2):
    """Images per second of ``steps`` training steps after ``warmup`` untimed ones."""
    loss = None
    for _ in range(warmup):
        STATE.check()
        x, y = next(batches)
        loss = step_fn(x, y)
    if loss is not None:
        loss.numpy()
    t = clock()
    for _ in range(steps):
        STATE.check()
        x, y = next(batches)
        loss = step_fn(x, y)
    loss.numpy()  # the last step has finished on the device
    dt = clock() - t
    STATE.timed_s += dt
    return images_per_s(batch, steps, dt), dt


# What views a profiler trace: TensorBoard with its profile plug-in. TensorFlow 2.21 no longer
# depends on tensorboard (its wheel's Requires-Dist), so both may be missing.
TRACE_VIEWER = (
    ("tensorboard", "tensorboard"),
    ("tensorboard-plugin-profile", "tensorboard_plugin_profile"),
)


def trace_viewer(logdir, find_spec=None):
    """The command that shows the trace in ``logdir``, installing the viewer first if needed.

    Run with this interpreter (``python -m tensorboard.main``): the target's own TensorBoard,
    whether or not its scripts folder is on PATH.
    """
    import importlib.util
    import shlex

    find = find_spec or importlib.util.find_spec
    missing = []
    for package, module in TRACE_VIEWER:
        try:
            found = find(module) is not None
        except (ImportError, ValueError):
            found = False
        if not found:
            missing.append(package)
    python = shlex.quote(sys.executable)
    view = f"{python} -m tensorboard.main --logdir {shlex.quote(logdir)}"
    if not missing:
        return {"command": view, "viewer_missing": []}
    install = f"{python} -m pip install {' '.join(missing)}"
    return {"command": f"{install} && {view}", "viewer_missing": missing}


def suite_training(tf, np, keras, devices, cfg, results, profile_dir, profile_out):
    images, labels = synthetic_images(np, cfg["train_images"])
    batch, steps = cfg["train_batch"], cfg["train_steps"]
    profiled = False
    for device in devices:
        with tf.device(device):
            keras.utils.set_random_seed(0)
            model = build_model(keras)
            train_step = make_train_step(tf, keras, model)
            rng = np.random.default_rng(1)
            gen = python_batches(np, images, labels, batch, rng)

            def from_generator(gen=gen):
                while True:
                    x, y = next(gen)
                    yield tf.constant(x), tf.constant(y)

            STATE.step(
                f"training:{device}:generator", f"training step on {device}, Python generator"
            )
            ips, dt = time_steps(train_step, from_generator(), steps, batch)
            results["training"].append(
                {
                    "device": device,
                    "pipeline": "generator",
                    "batch": batch,
                    "steps": steps,
                    "seconds": dt,
                    "images_per_s": ips,
                }
            )
            emit("data", key="training", value=results["training"])

            STATE.step(f"training:{device}:tf.data", f"training step on {device}, tf.data")
            ds = iter(tf_data_pipeline(tf, images, labels, batch))
            # Fill the cache first: the first epoch of a cached pipeline is not its speed.
            for _ in range(len(images) // batch):
                STATE.check()
                next(ds)
            ips, dt = time_steps(train_step, ds, steps, batch)
            results["training"].append(
                {
                    "device": device,
                    "pipeline": "tf.data",
                    "batch": batch,
                    "steps": steps,
                    "seconds": dt,
                    "images_per_s": ips,
                }
            )
            emit("data", key="training", value=results["training"])

            if profile_dir and not profiled and (device.startswith("GPU") or device == devices[-1]):
                STATE.step("profile", f"profiler trace of the training step on {device}")
                profiled = True
                tf.profiler.experimental.start(profile_dir)
                try:
                    time_steps(train_step, ds, min(steps, 10), batch, warmup=0)
                finally:
                    tf.profiler.experimental.stop()
                profile_out.update(
                    {
                        "logdir": os.path.abspath(profile_dir),
                        "device": device,
                        **trace_viewer(os.path.abspath(profile_dir)),
                    }
                )
                emit("data", key="profile", value=profile_out)


def suite_scaling(tf, np, keras, replica_devices, cfg, results):
    images, labels = synthetic_images(np, cfg["train_images"])
    per_replica, steps = cfg["train_batch"], cfg["train_steps"]
    counts = sorted(
        {1, *[2**k for k in range(1, 8) if 2**k < len(replica_devices)], len(replica_devices)}
    )
    for r in counts:
        STATE.step(f"scaling:{r}", f"MirroredStrategy with {r} replica(s)")
        strategy = tf.distribute.MirroredStrategy(devices=replica_devices[:r])
        global_batch = per_replica * r
        with strategy.scope():
            keras.utils.set_random_seed(0)
            model = build_model(keras)
            optimizer = keras.optimizers.SGD(learning_rate=0.01)
            loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True, reduction="none")
        ds = tf_data_pipeline(tf, images, labels, global_batch)
        batches = iter(strategy.experimental_distribute_dataset(ds))

        def replica_step(
            x, y, model=model, optimizer=optimizer, loss_fn=loss_fn, global_batch=global_batch
        ):
            with tf.GradientTape() as tape:
                per_example = loss_fn(y, model(x, training=True))
                loss = tf.nn.compute_average_loss(per_example, global_batch_size=global_batch)
            grads = tape.gradient(loss, model.trainable_variables)
            optimizer.apply_gradients(zip(grads, model.trainable_variables, strict=True))
            return loss

        @tf.function
        def step(x, y, strategy=strategy, replica_step=replica_step):
            losses = strategy.run(replica_step, args=(x, y))
            return strategy.reduce(tf.distribute.ReduceOp.SUM, losses, axis=None)

        ips, dt = time_steps(step, batches, steps, global_batch)
        results["scaling"].append(
            {
                "replicas": r,
                "devices": replica_devices[:r],
                "global_batch": global_batch,
                "steps": steps,
                "seconds": dt,
                "images_per_s": ips,
            }
        )
        emit("data", key="scaling", value=results["scaling"])


# --- main ----------------------------------------------------------------------------------


def select_devices(spec, n_gpus):
    gpus = [f"GPU:{i}" for i in range(n_gpus)]
    spec = (spec or "all").strip()
    if spec.lower() == "all":
        return [*gpus, "CPU:0"]
    if spec.upper() in ("CPU", "CPU:0"):
        return ["CPU:0"]
    if spec.upper() == "GPU":
        if not gpus:
            raise ValueError("TensorFlow sees no GPU in this interpreter.")
        return gpus
    if spec.upper().startswith("GPU:"):
        name = spec.upper()
        if name not in gpus:
            seen = ", ".join(gpus) or "none"
            raise ValueError(f"TensorFlow has no {name} (GPUs it sees: {seen}).")
        return [name]
    raise ValueError(f"Unknown device {spec!r}: use all, CPU, GPU or GPU:N.")


def count_steps(args, suites, devices, cfg, gpu_cc, scaling_n):
    n = 0
    if "matmul" in suites:
        for d in devices:
            sizes = cfg["cpu_sizes"] if d.startswith("CPU") else cfg["gpu_sizes"]
            n += len(sizes) * len(matmul_dtypes(d, gpu_cc))
    if "transfers" in suites:
        n += len(cfg["transfer_bytes"]) * (len(devices) + 1)
    if "training" in suites:
        n += 2 * len(devices) + (1 if args.profile else 0)
    if "scaling" in suites and scaling_n > 1:
        n += len({1, *[2**k for k in range(1, 8) if 2**k < scaling_n], scaling_n})
    return max(1, n)


class JobFailed(Exception):
    """The job cannot run as asked: reported as one protocol ``error`` with ``kind``."""

    def __init__(self, kind, message, exit_code=EXIT_ERROR):
        super().__init__(message)
        self.kind = kind
        self.exit_code = exit_code


def say_hello():
    emit(
        "hello",
        protocol=PROTOCOL,
        job="bench",
        python=sys.executable,
        version=platform.python_version(),
        pid=os.getpid(),
    )


def chosen_suites(spec):
    """The suites of ``--suite``, in the order given; an unknown name is a usage error."""
    suites = [s.strip() for s in spec.split(",") if s.strip()]
    unknown = [s for s in suites if s not in SUITES]
    if unknown:
        raise JobFailed("usage", f"Unknown suite(s): {', '.join(unknown)}.")
    return suites


def import_tensorflow(suites):
    """(tf, np, keras or None, seconds the imports took); Keras only for the suites that train."""
    emit("progress", step="import", message="Importing TensorFlow", fraction=0.0)
    t0 = clock()
    try:
        import numpy as np
        import tensorflow as tf

        keras = None
        if "training" in suites or "scaling" in suites:
            import keras
    except ImportError as exc:
        raise JobFailed(
            "no-tensorflow",
            f"TensorFlow is not installed in {sys.executable} ({exc}).",
            EXIT_NO_TENSORFLOW,
        ) from exc
    return tf, np, keras, clock() - t0


def probe_devices(tf, args):
    """(TensorFlow's physical GPUs, the devices to measure), with the GPUs set up to share.

    Memory growth goes on for every GPU; ``--scaling-cpus`` splits the CPU into logical
    devices. A ``--device`` TensorFlow does not have is a device error.
    """
    try:
        gpus = tf.config.list_physical_devices("GPU")
        for gpu in gpus:
            # Never grab the whole GPU from a training run beside us.
            with contextlib.suppress(RuntimeError):
                tf.config.experimental.set_memory_growth(gpu, True)
        if args.scaling_cpus > 1:
            cpu = tf.config.list_physical_devices("CPU")[0]
            tf.config.set_logical_device_configuration(
                cpu, [tf.config.LogicalDeviceConfiguration()] * args.scaling_cpus
            )
        return gpus, select_devices(args.device, len(gpus))
    except ValueError as exc:
        raise JobFailed("device", str(exc)) from exc


def replica_devices_for(args, devices):
    """The devices MirroredStrategy spreads over: the selected GPUs, or the logical CPUs."""
    if args.scaling_cpus > 1:
        return [f"/cpu:{i}" for i in range(args.scaling_cpus)]
    return [f"/gpu:{d.split(':')[1]}" for d in devices if d.startswith("GPU")]


def run_suites(tf, np, keras, args, suites, devices, cfg, gpu_cc, replica_devices):
    """Run the chosen suites in their fixed order: (results by suite, skipped, profile)."""
    sync = make_sync(tf)
    results = {"matmul": [], "numpy": [], "transfers": [], "training": [], "scaling": []}
    skipped, profile = [], {}
    if "matmul" in suites:
        suite_matmul(tf, np, devices, cfg, gpu_cc, sync, results, skipped)
    if "transfers" in suites:
        suite_transfers(tf, np, devices, cfg, sync, results, skipped)
    if "training" in suites:
        suite_training(tf, np, keras, devices, cfg, results, args.profile, profile)
    if "scaling" in suites:
        if len(replica_devices) > 1:
            suite_scaling(tf, np, keras, replica_devices, cfg, results)
        else:
            skipped.append(
                {"suite": "scaling", "reason": "needs more than one GPU (MirroredStrategy)"}
            )
    return results, skipped, profile


def timing(import_s, wall_s):
    """How long the job took, and the share of it spent outside timed regions."""
    return {
        "import_s": import_s,
        "wall_s": wall_s,
        "timed_s": STATE.timed_s,
        "overhead_fraction": max(0.0, 1.0 - STATE.timed_s / wall_s) if wall_s else None,
    }


def main(argv=None):
    """Parse the arguments, import TensorFlow, probe the devices, run the suites, emit the result.

    Returns the exit code; every way of failing is reported as a protocol ``error`` first.
    """
    args = parse_args(sys.argv[1:] if argv is None else argv)
    say_hello()
    signal.signal(signal.SIGINT, _on_sigint)
    try:
        suites = chosen_suites(args.suite)
        tf, np, keras, import_s = import_tensorflow(suites)
        start = clock()
        started_at = time.time()
        gpus, devices = probe_devices(tf, args)
    except JobFailed as exc:
        emit("error", kind=exc.kind, message=str(exc))
        return exc.exit_code
    cfg = plan(args)
    env = environment(tf, np, gpus, devices)
    emit("data", key="env", value=env)
    gpu_cc = {g["device"]: g["compute_capability"] for g in env["gpus"]}
    replica_devices = replica_devices_for(args, devices)
    STATE.total = count_steps(args, suites, devices, cfg, gpu_cc, len(replica_devices))
    try:
        results, skipped, profile = run_suites(
            tf, np, keras, args, suites, devices, cfg, gpu_cc, replica_devices
        )
    except Cancelled:
        emit("error", kind="cancelled", message="Cancelled.")
        return EXIT_CANCELLED
    wall_s = clock() - start
    emit("progress", step="done", message="Finished", fraction=1.0)
    emit(
        "result",
        value={
            "schema": SCHEMA,
            "started_at": started_at,
            "quick": bool(args.quick),
            "suites": suites,
            "config": cfg,
            "env": env,
            **results,
            "profile": profile or None,
            "skipped": skipped,
            "timing": timing(import_s, wall_s),
        },
    )
    return 0


if __name__ == "__main__":
    try:
        code = main()
    except Cancelled:
        emit("error", kind="cancelled", message="Cancelled.")
        code = EXIT_CANCELLED
    except KeyboardInterrupt:
        emit("error", kind="cancelled", message="Cancelled.")
        code = EXIT_CANCELLED
    except Exception as exc:  # noqa: BLE001 - the parent must hear about any failure
        emit(
            "error",
            kind="exception",
            message=f"{type(exc).__name__}: {exc}",
            traceback=traceback.format_exc(),
        )
        code = EXIT_ERROR
    sys.exit(code)
