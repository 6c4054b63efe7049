"""A job whose process group reports each signal it gets: the leader and the children it starts.

    signal_family.py CHILDREN EXIT_ON THEN

- CHILDREN: how many children the leader starts in its process group;
- EXIT_ON: signal names, comma-separated, on which a process exits with status 3; SIGINT and
  SIGTERM are otherwise only reported (then only SIGKILL ends the process);
- THEN: ``stay`` (the leader waits for signals), ``leave`` (the leader exits with status 7 at
  once, its children left in its group) or ``escape`` (the leader starts one more child in a
  session of its own, which holds stderr for 30 s, then reports a result and exits 0).

No process of the family lives longer than two minutes (``SIGALRM``), so that one left
behind by a broken runner (as under a mutation run) goes away by itself.

Each process writes on stderr ``<role> <pid> ready`` once its handlers are in place and
``<role> <pid> got <SIGNAL> at <time.monotonic()>`` for each signal; the leader writes
``leader <pid> started <child pid>`` for each child and ``leader <pid> leaving at <time>``
before it exits of its own. The leader says hello on stdout first, as a job does.
"""

import json
import os
import signal
import subprocess
import sys
import time


def say(text):
    os.write(2, (text + "\n").encode())


def report(role, exit_on):
    def handler(signum, frame):
        name = signal.Signals(signum).name
        say(f"{role} {os.getpid()} got {name} at {time.monotonic():.6f}")
        if name in exit_on:
            os._exit(3)

    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, handler)


signal.alarm(120)

if sys.argv[1] == "child":
    report("child", sys.argv[2].split(","))
    say(f"child {os.getpid()} ready")
    while True:
        signal.pause()

children, exit_on, then = int(sys.argv[1]), sys.argv[2], sys.argv[3]
sys.stdout.write(json.dumps({"type": "hello", "protocol": 1, "pid": os.getpid()}) + "\n")
sys.stdout.flush()
report("leader", exit_on.split(","))
for _ in range(children):
    child = subprocess.Popen([sys.executable, __file__, "child", exit_on])
    say(f"leader {os.getpid()} started {child.pid}")
if then == "escape":
    code = "import time; time.sleep(30)"
    child = subprocess.Popen([sys.executable, "-c", code], start_new_session=True)
    say(f"leader {os.getpid()} started {child.pid}")
    sys.stdout.write(json.dumps({"type": "result", "value": {"escaped": child.pid}}) + "\n")
    sys.stdout.flush()
say(f"leader {os.getpid()} ready")
if then in ("leave", "escape"):
    say(f"leader {os.getpid()} leaving at {time.monotonic():.6f}")
    os._exit(7 if then == "leave" else 0)
while True:
    signal.pause()
