"""A job whose environment prints junk on stdout around valid protocol lines."""

import json
import os
import sys

print("Welcome to the cluster! Quota: 93% used")
sys.stdout.write(json.dumps({"type": "hello", "protocol": 1, "pid": os.getpid()}) + "\n")
print("{not json")
print(json.dumps({"type": "unknown-type"}))
sys.stdout.write(json.dumps({"type": "result", "value": {"answer": 42}}) + "\n")
print("bye")
