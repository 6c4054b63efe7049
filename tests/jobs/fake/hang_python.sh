#!/bin/sh
# A stand-in for the user's interpreter that hangs once it runs a job.
#
# `-c CODE` (the interpreter probe) goes to the real Python in $TFGPU_FAKE_REAL_PYTHON. Anything
# else is a job: it says hello and a progress line, starts $TFGPU_FAKE_CHILDREN background
# children in its process group (they ignore SIGINT, as a shell's background jobs do), then
# becomes `sleep`.
if [ "$1" = "-c" ]; then
    exec "$TFGPU_FAKE_REAL_PYTHON" "$@"
fi
printf '{"type": "hello", "protocol": 1, "pid": %d}\n' "$$"
printf '{"type": "progress", "step": "import", "message": "Importing"}\n'
n="${TFGPU_FAKE_CHILDREN:-0}"
while [ "$n" -gt 0 ]; do
    sleep 1000 &
    n=$((n - 1))
done
exec sleep 1000
