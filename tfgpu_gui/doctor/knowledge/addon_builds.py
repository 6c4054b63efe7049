"""The TensorFlow each release of a packaged add-on's compiled ops was built against.

TensorFlow Addons' C++ and CUDA ops are built against one TensorFlow release; its README's "C++
Custom Op Compatibility Matrix" lists it ("we can only guarantee compatibility with the version
TensorFlow Addons was built against ... there is also a chance for segmentation faults or other
problematic crashes", https://github.com/tensorflow/addons/blob/master/README.md, the version
stored with releases 0.6.0 to 0.17.1). Its GPU ops exist on Linux only: on Windows and macOS
Addons runs Python implementations instead (same README, "GPU and CPU Custom Ops").
"""

from __future__ import annotations

#: tensorflow-addons release (major, minor) -> the TensorFlow (major, minor) its ops were built
#: against (the README lists 0.7.1, 0.8.3, 0.9.1, 0.10.0, 0.11.2, 0.12.1, 0.13.0 ... 0.17.1).
TFA_BUILT_AGAINST: dict[tuple[int, int], tuple[int, int]] = {
    (0, 6): (2, 0),
    (0, 7): (2, 1),
    (0, 8): (2, 1),
    (0, 9): (2, 1),
    (0, 10): (2, 2),
    (0, 11): (2, 3),
    (0, 12): (2, 4),
    (0, 13): (2, 5),
    (0, 14): (2, 6),
    (0, 15): (2, 7),
    (0, 16): (2, 8),
    (0, 17): (2, 9),
}
