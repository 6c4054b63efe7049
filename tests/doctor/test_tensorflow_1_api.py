"""TensorFlow 1 code under TensorFlow 2: the names, read from the TensorFlow the tests install.

The table of names TensorFlow 2 dropped (tf1_api.py) is checked against TensorFlow 2.21's own
modules, and every one of them is looked up in a real TensorFlow so that the doctor reads the
words Python really prints for it. TensorFlow is imported in a child process only, as the
application does.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.helpers.pastes import findings_of as _all
from tfgpu_gui.doctor.knowledge import tf1_api
from tfgpu_gui.doctor.model import ERROR

# The child: TensorFlow 2's own modules (the table, computed afresh) and the message Python
# gives for each name of the table looked up on the module TensorFlow 2 has.
_CHILD = r"""
import json, sys, types
import tensorflow as tf
v1 = tf.compat.v1
table = json.loads(sys.stdin.read())
root = sorted(n for n in dir(v1) if not n.startswith("_") and not hasattr(tf, n))
subs = {}
for name in sorted(n for n in dir(v1) if not n.startswith("_")):
    m1, m2 = getattr(v1, name, None), getattr(tf, name, None)
    if not (isinstance(m1, types.ModuleType) and isinstance(m2, types.ModuleType)):
        continue
    if not m2.__name__.startswith("tensorflow"):
        continue
    names = sorted(n for n in dir(m1) if not n.startswith("_") and not hasattr(m2, n))
    if names:
        subs[name] = names
messages = []
for module, names in [("", table["root"]), *table["subs"].items()]:
    where = getattr(tf, module) if module else tf
    for n in names:
        try:
            getattr(where, n)
        except AttributeError as e:
            messages.append(f"AttributeError: {e}")
try:
    import tensorflow.contrib  # noqa
except ImportError as e:
    messages.append(f"{type(e).__name__}: {e}")
try:
    tf.keras.backend.get_session
except AttributeError as e:
    messages.append(f"AttributeError: {e}")
print(json.dumps({"version": tf.__version__, "root": root, "subs": subs, "messages": messages}))
"""


@pytest.fixture(scope="module")
def real_tensorflow() -> dict:
    table = {
        "root": list(tf1_api.ROOT),
        "subs": {k: list(v) for k, v in tf1_api.SUBMODULES.items()},
    }
    done = subprocess.run(
        [sys.executable, "-c", _CHILD],
        input=json.dumps(table),
        capture_output=True,
        text=True,
        timeout=240,
        check=True,
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_table_is_tensorflow_2s_own(real_tensorflow):
    assert real_tensorflow["version"].startswith("2.21.")
    # Every name TensorFlow 2.21 keeps only in tf.compat.v1, and tf.contrib.
    assert set(tf1_api.ROOT) == {*real_tensorflow["root"], "contrib"}
    assert {k: set(v) for k, v in tf1_api.SUBMODULES.items()} == {
        k: set(v) for k, v in real_tensorflow["subs"].items()
    }


def test_every_name_as_python_reports_it_is_read(real_tensorflow):
    messages = real_tensorflow["messages"]
    expected = len(tf1_api.ROOT) + sum(len(v) for v in tf1_api.SUBMODULES.values()) + 2
    assert len(messages) == expected
    assert "AttributeError: module 'tensorflow' has no attribute 'Session'" in "\n".join(messages)
    missed = [m for m in messages if "code-for-tensorflow-1" not in _all(m)]
    assert missed == []


@pytest.mark.parametrize(
    "line",
    [
        # TensorFlow 2.21's own words (the child above prints them too).
        "AttributeError: module 'tensorflow' has no attribute 'ConfigProto'",
        "AttributeError: module 'tensorflow' has no attribute 'Session'. Did you mean: 'version'?",
        "ModuleNotFoundError: No module named 'tensorflow.contrib'",
        "AttributeError: module 'keras._tf_keras.keras.backend' has no attribute 'get_session'. "
        "Did you mean: 'clear_session'?",
        # TensorFlow 2.0's module names; the maintainer: "use tensorflow 1.x"
        # (https://github.com/brightmart/albert_zh/issues/80).
        "AttributeError: module 'tensorflow_core._api.v2.train' has no attribute 'Optimizer'",
        # TensorFlow-GPU 2.3.0; "python3.7 -m pip install tensorflow==1.15.0 ... That fixed it
        # for me" (https://github.com/google-research/bert/issues/1140).
        "AttributeError: module 'tensorflow._api.v2.train' has no attribute 'Optimizer'",
        # Multi-backend Keras' module, which Keras 2.4.0 removed.
        "AttributeError: module 'keras.backend' has no attribute 'tensorflow_backend'",
    ],
)
def test_tensorflow_1_names_are_the_code_s_release(line):
    f = _all(line)["code-for-tensorflow-1"]
    assert f.severity == ERROR
    assert f.evidence == [f"log line 1: {line}"]
    assert "import tensorflow.compat.v1 as tf" in f.fix


@pytest.mark.parametrize(
    "line",
    [
        # Names TensorFlow 2 has, or never had: another fault.
        "AttributeError: module 'tensorflow' has no attribute 'keras'",
        "AttributeError: module 'tensorflow' has no attribute 'Sessions'",
        "AttributeError: module 'tensorflow_core._api.v2.train' has no attribute 'Adam'",
        "AttributeError: module 'torch' has no attribute 'Session'",
        # TensorFlow 1.x has tf.contrib; a part of it missing is that build's
        # (https://github.com/tensorflow/tensorrt/issues/113: TF-TRT on Windows).
        "ImportError: No module named 'tensorflow.contrib.tensorrt'",
    ],
)
def test_other_attribute_and_module_errors_are_not_read_so(line):
    assert "code-for-tensorflow-1" not in _all(line)


def test_beside_missing_libraries_both_are_named():
    # The program stops on the 1.x API; the cuDNN TensorFlow could not load is the next thing
    # it meets, and is named too.
    paste = (
        "W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic "
        "library 'libcudnn.so.7'; dlerror: libcudnn.so.7: cannot open shared object file: No "
        "such file or directory\n"
        "AttributeError: module 'tensorflow' has no attribute 'ConfigProto'"
    )
    found = _all(paste)
    assert {"code-for-tensorflow-1", "cuda-libraries-missing"} <= set(found)
