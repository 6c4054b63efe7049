"""A job whose progress lines are malformed but JSON: each must end up as garbage."""

import json
import os
import sys


def out(obj):
    sys.stdout.write(json.dumps(obj) + "\n")


out({"type": "hello", "protocol": 1, "pid": os.getpid()})
out({"type": "progress", "step": "a", "message": "fraction as text", "fraction": "half"})
out({"type": "progress", "step": "b", "message": ["not", "text"], "fraction": 0.2})
out({"type": "progress", "step": "c", "message": "past the end", "fraction": 1.5})
out({"type": "progress", "step": "d", "message": "Measuring", "fraction": 0.5})
out({"type": "result", "value": {"answer": 42}})
