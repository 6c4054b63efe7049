"""A job that says hello and a progress line, then never finishes (ignores SIGINT)."""

import json
import os
import signal
import sys
import time

signal.signal(signal.SIGINT, signal.SIG_IGN)
sys.stdout.write(json.dumps({"type": "hello", "protocol": 1, "pid": os.getpid()}) + "\n")
sys.stdout.write(json.dumps({"type": "progress", "step": "import", "message": "Importing"}) + "\n")
sys.stdout.flush()
while True:
    time.sleep(1)
