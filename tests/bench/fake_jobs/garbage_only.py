"""Fake benchmark job: says hello, then prints only text that is not the protocol, exits 0."""

import json
import os
import sys

print(json.dumps({"type": "hello", "protocol": 1, "job": "bench", "pid": os.getpid()}))
sys.stdout.flush()
print("I am not speaking the protocol")
print("[1, 2, 3]")
