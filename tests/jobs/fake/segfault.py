"""A job that says hello, then dies the way a broken native library does."""

import json
import os
import signal
import sys

sys.stdout.write(json.dumps({"type": "hello", "protocol": 1, "pid": os.getpid()}) + "\n")
sys.stdout.flush()
sys.stderr.write("I0000 dso_loader.cc:53] Successfully opened dynamic library libcudart.so.12\n")
sys.stderr.flush()
os.kill(os.getpid(), signal.SIGSEGV)
