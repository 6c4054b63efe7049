"""A job that says hello and gives its result, closes its output, then takes a moment to end
(as a program that closes its streams before it exits: GNU cat does at exit)."""

import json
import os
import sys
import time

sys.stdout.write(json.dumps({"type": "hello", "protocol": 1, "pid": os.getpid()}) + "\n")
sys.stdout.write(json.dumps({"type": "result", "value": {"ok": True}}) + "\n")
sys.stdout.flush()
os.close(1)
os.close(2)
time.sleep(float(sys.argv[1]) if len(sys.argv) > 1 else 0.3)
os._exit(0)
