"""Fake benchmark job: reports one matmul, then dies of a segfault (as a broken driver would)."""

import json
import os
import signal
import sys


def emit(type_, **fields):
    sys.stdout.write(json.dumps({"type": type_, **fields}) + "\n")
    sys.stdout.flush()


emit("hello", protocol=1, job="bench", python=sys.executable, version="3", pid=os.getpid())
emit("progress", step="matmul:GPU:0:float32:256", message="matmul", fraction=0.1)
emit(
    "data",
    key="matmul",
    value=[{"device": "GPU:0", "dtype": "float32", "n": 256, "seconds": 0.001, "gflops": 33.5}],
)
print("Segmentation fault is coming", file=sys.stderr, flush=True)
os.kill(os.getpid(), signal.SIGSEGV)
