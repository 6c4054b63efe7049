"""Detection job: what this Python has installed and what TensorFlow sees of the GPU.

Standalone on purpose: it runs in the user's interpreter, which has TensorFlow (maybe) but not
tfgpu_gui; stdlib and TensorFlow only. It speaks the job protocol (tfgpu_gui/jobs/protocol.py):
JSON lines on stdout (hello, progress, data, result, error); TensorFlow's log goes to stderr.

Order matters for speed and for truth: the cheap facts (Python, installed distributions,
environment) first; then TensorFlow; the library probe last, so that it sees the CUDA libraries
TensorFlow itself loaded (from /proc/self/maps) and never pre-loads one TensorFlow would not
have chosen. ``--no-tf`` skips TensorFlow and probes the libraries directly.
"""

from __future__ import annotations

import ctypes
import json
import os
import platform
import re
import sys
import time
import traceback

PROTOCOL = 1

WANTED_PREFIXES = ("tensorflow", "tf-", "tf_", "keras", "nvidia-", "torch", "jax")
ENV_VARS = (
    "CUDA_VISIBLE_DEVICES",
    "TF_FORCE_GPU_ALLOW_GROWTH",
    "LD_LIBRARY_PATH",
    "XLA_FLAGS",
    "TF_CPP_MIN_LOG_LEVEL",
    "TF_ENABLE_ONEDNN_OPTS",
    "CUDA_HOME",
    "CUDA_PATH",
    "CONDA_PREFIX",
    "VIRTUAL_ENV",
)
# Library key -> (soname stem, nvidia wheel folder under site-packages/nvidia/).
LIBRARIES = {
    "libcuda": ("libcuda.so", None),
    "libcudart": ("libcudart.so", "cuda_runtime"),
    "libcudnn": ("libcudnn.so", "cudnn"),
    "libcublas": ("libcublas.so", "cublas"),
}


def emit(type_, **fields):
    """Write one protocol line on stdout."""
    sys.stdout.write(json.dumps({"type": type_, **fields}, default=str) + "\n")
    sys.stdout.flush()


def progress(step, message, fraction):
    emit("progress", step=step, message=message, fraction=fraction)


def short_error(exc):
    text = f"{type(exc).__name__}: {exc}".strip()
    return text if len(text) <= 600 else text[:597] + "..."


# --- the interpreter ---------------------------------------------------------------------


def python_facts():
    return {
        "executable": sys.executable,
        "version": platform.python_version(),
        "implementation": platform.python_implementation(),
        "prefix": sys.prefix,
        "base_prefix": getattr(sys, "base_prefix", sys.prefix),
        "conda": os.path.isdir(os.path.join(sys.prefix, "conda-meta")),
        "platform": sys.platform,
        "machine": platform.machine(),
    }


def _normalise(name):
    return re.sub(r"[-_.]+", "-", name).lower()


def installed_distributions():
    """Relevant distributions from the .dist-info/.egg-info folders on sys.path.

    These folders are what importlib.metadata reads; their names carry the normalised name
    and version, so listing them is ~100x faster than parsing every METADATA file.
    """
    found = {}
    for entry in sys.path:
        folder = entry or "."
        try:
            names = os.listdir(folder)
        except OSError:
            continue
        for fname in names:
            if fname.endswith(".dist-info"):
                stem = fname[: -len(".dist-info")]
            elif fname.endswith(".egg-info"):
                stem = fname[: -len(".egg-info")]
            else:
                continue
            m = re.match(r"^(.+?)-(\d[^-]*)", stem)
            if not m:
                continue
            name = _normalise(m.group(1))
            if name.startswith(WANTED_PREFIXES) and name not in found:
                found[name] = {"version": m.group(2), "location": folder}
    return found


def environment():
    return {k: os.environ[k] for k in ENV_VARS if k in os.environ}


# --- TensorFlow -----------------------------------------------------------------------------


def tensorflow_facts():
    """Import TensorFlow and ask it about the GPU; every step guarded on its own."""
    out = {"imported": False}
    progress("import", "Importing TensorFlow", 0.1)
    t0 = time.monotonic()
    try:
        import tensorflow as tf
    except ImportError as exc:
        out["import_error"] = short_error(exc)
        out["missing"] = getattr(exc, "name", None) in ("tensorflow", None) and (
            "No module named 'tensorflow'" in str(exc)
        )
        return out
    except Exception as exc:  # noqa: BLE001 - any failure of the import is a fact
        out["import_error"] = short_error(exc)
        out["import_traceback"] = traceback.format_exc()[-3000:]
        return out
    out["imported"] = True
    out["import_s"] = round(time.monotonic() - t0, 3)
    out["version"] = str(getattr(tf, "__version__", "?"))
    out["location"] = os.path.dirname(getattr(tf, "__file__", "") or "")
    emit("data", key="tf_version", value=out["version"])

    progress("build", "Reading the build information", 0.6)
    try:
        out["build_info"] = {k: v for k, v in dict(tf.sysconfig.get_build_info()).items()}
    except Exception as exc:  # noqa: BLE001
        out["build_info_error"] = short_error(exc)
    try:
        out["built_with_cuda"] = bool(tf.test.is_built_with_cuda())
    except Exception as exc:  # noqa: BLE001
        out["built_with_cuda_error"] = short_error(exc)
    emit("data", key="build_info", value=out.get("build_info"))

    progress("devices", "Listing GPUs (initialises CUDA)", 0.7)
    gpus = []
    try:
        gpus = tf.config.list_physical_devices("GPU")
        out["gpus"] = [g.name for g in gpus]
    except Exception as exc:  # noqa: BLE001
        out["gpus"] = []
        out["gpus_error"] = short_error(exc)
    details = []
    for g in gpus:
        try:
            d = tf.config.experimental.get_device_details(g)
            cc = d.get("compute_capability")
            details.append(
                {"name": d.get("device_name"), "compute_capability": list(cc) if cc else None}
            )
        except Exception as exc:  # noqa: BLE001
            details.append({"error": short_error(exc)})
    out["device_details"] = details
    emit("data", key="gpus", value={"gpus": out["gpus"], "details": details})

    growth = {"ok": None}
    if gpus:
        try:
            for g in gpus:
                tf.config.experimental.set_memory_growth(g, True)
            growth = {"ok": True}
        except Exception as exc:  # noqa: BLE001
            growth = {"ok": False, "error": short_error(exc)}
    out["memory_growth"] = growth

    progress("matmul", "Running a small matmul on /GPU:0", 0.8)
    try:
        with tf.device("/GPU:0"):
            a = tf.random.uniform((256, 256))
            b = tf.matmul(a, a)
        _ = float(tf.reduce_sum(b))
        out["matmul"] = {"ok": True, "requested": "/GPU:0", "device": b.device}
    except Exception as exc:  # noqa: BLE001
        out["matmul"] = {"ok": False, "requested": "/GPU:0", "error": short_error(exc)}
    if gpus:
        try:
            info = tf.config.experimental.get_memory_info("GPU:0")
            out["memory_info"] = {k: int(v) for k, v in dict(info).items()}
        except Exception as exc:  # noqa: BLE001
            out["memory_info"] = {"error": short_error(exc)}

    progress("strategy", "Creating a MirroredStrategy", 0.9)
    try:
        out["replicas"] = int(tf.distribute.MirroredStrategy().num_replicas_in_sync)
    except Exception as exc:  # noqa: BLE001
        out["replicas_error"] = short_error(exc)
    return out


# --- libraries ------------------------------------------------------------------------------


def _loaded_paths():
    try:
        with open("/proc/self/maps", encoding="utf-8", errors="replace") as f:
            return {line.split()[-1] for line in f if "/" in line and ".so" in line}
    except OSError:
        return set()


def _find_loaded(stem, paths):
    for p in sorted(paths):
        if os.path.basename(p).startswith(stem):
            return p
    return None


def _candidates(stem, build):
    cuda_major = str(build.get("cuda_version") or "").split(".")[0]
    cudnn_major = str(build.get("cudnn_version") or "").split(".")[0]
    if stem == "libcuda.so":
        return ["libcuda.so.1"]
    if stem == "libcudnn.so":
        majors = [cudnn_major] if cudnn_major else ["9", "8"]
    else:
        majors = [cuda_major] if cuda_major else ["12", "11.0", "11", "13"]
    return [f"{stem}.{m}" for m in majors]


def library_facts(build):
    """Which CUDA libraries this interpreter can load, and from where."""
    if not sys.platform.startswith("linux"):
        return {"checked": False, "reason": f"not checked on {sys.platform}"}
    out = {"checked": True}
    loaded = _loaded_paths()
    site_dirs = [p for p in sys.path if p.endswith(("site-packages", "dist-packages"))]
    for key, (stem, wheel) in LIBRARIES.items():
        path = _find_loaded(stem, loaded)
        if path:
            out[key] = {"found": True, "path": path, "how": "already loaded by TensorFlow"}
            continue
        errors = []
        for soname in _candidates(stem, build):
            try:
                ctypes.CDLL(soname)
            except OSError as exc:
                errors.append(str(exc))
                continue
            path = _find_loaded(stem, _loaded_paths()) or soname
            out[key] = {"found": True, "path": path, "how": "system loader", "soname": soname}
            break
        else:
            wheel_path = None
            if wheel:
                for site in site_dirs:
                    folder = os.path.join(site, "nvidia", wheel, "lib")
                    for soname in _candidates(stem, build):
                        if os.path.exists(os.path.join(folder, soname)):
                            wheel_path = os.path.join(folder, soname)
                            break
                    if wheel_path:
                        break
            if wheel_path:
                out[key] = {"found": True, "path": wheel_path, "how": "nvidia wheel"}
            else:
                out[key] = {"found": False, "error": errors[0] if errors else "not found"}
    return out


def main(argv):
    no_tf = "--no-tf" in argv
    emit(
        "hello",
        protocol=PROTOCOL,
        python=sys.executable,
        version=platform.python_version(),
        pid=os.getpid(),
    )
    result = {}
    try:
        progress("python", "Reading the interpreter and its packages", 0.02)
        result["python"] = python_facts()
        result["packages"] = installed_distributions()
        result["env"] = environment()
        emit("data", key="python", value=result["python"])
        emit("data", key="packages", value=result["packages"])
        if not no_tf:
            result["tensorflow"] = tensorflow_facts()
        progress("libraries", "Checking which CUDA libraries load", 0.95)
        build = (result.get("tensorflow") or {}).get("build_info") or {}
        result["libraries"] = library_facts(build)
        emit("data", key="libraries", value=result["libraries"])
    except KeyboardInterrupt:
        emit("error", message="Cancelled.")
        return 130
    except Exception as exc:  # noqa: BLE001 - report, never a bare traceback
        emit("error", message=short_error(exc), traceback=traceback.format_exc())
        return 1
    progress("done", "Done", 1.0)
    emit("result", value=result)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
