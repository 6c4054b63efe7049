"""A job that says hello, then prints without end, as fast as it can.

``lines`` (the default): short lines on stdout and stderr, alternately; ``long``: one line on
stdout that never ends (no newline, ever).
"""

import json
import os
import sys

mode = sys.argv[1] if len(sys.argv) > 1 else "lines"
sys.stdout.write(json.dumps({"type": "hello", "protocol": 1, "pid": os.getpid()}) + "\n")
sys.stdout.flush()
out = sys.stdout.buffer
err = sys.stderr.buffer
if mode == "long":
    chunk = b"x" * 65536
    while True:
        out.write(chunk)
        out.flush()
garbage = b"garbage garbage garbage garbage\n" * 2048
log = b"W0000 flood.cc:1] a log line that never stops\n" * 2048
while True:
    out.write(garbage)
    out.flush()
    err.write(log)
    err.flush()
