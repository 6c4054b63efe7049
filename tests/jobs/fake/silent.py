"""A job that says hello and exits 0 without a result (only garbage)."""

import json
import os
import sys

sys.stdout.write(json.dumps({"type": "hello", "protocol": 1, "pid": os.getpid()}) + "\n")
print("done?")
