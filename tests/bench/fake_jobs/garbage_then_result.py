"""Fake benchmark job: a library prints to stdout around the protocol lines."""

import json
import os
import sys


def emit(type_, **fields):
    sys.stdout.write(json.dumps({"type": type_, **fields}) + "\n")
    sys.stdout.flush()


emit("hello", protocol=1, job="bench", python=sys.executable, version="3", pid=os.getpid())
print("Epoch 1/1 ....... done")
print("{not json either")
emit(
    "result",
    value={
        "schema": "tfgpu.bench-result/1",
        "quick": True,
        "env": {"tf_version": "2.21.0", "gpus": []},
        "matmul": [{"device": "CPU:0", "dtype": "float32", "n": 256, "gflops": 40.0}],
        "numpy": [{"dtype": "float32", "n": 256, "gflops": 50.0}],
    },
)
print("trailing chatter")
