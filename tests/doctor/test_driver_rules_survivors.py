"""The driver rules at the edges their mutation survivors showed (docs/mutation.md).

Each test gives the paste at which a small change to a rule would change what the user reads:
a finding missed or added.
"""

from __future__ import annotations

from tfgpu_gui.doctor.model import Finding
from tfgpu_gui.doctor.rules import diagnose_log


def pasted(text: str) -> dict[str, Finding]:
    return {f.id: f for f in diagnose_log(text.splitlines()).findings}


BLACKWELL = "GPU: 16GB RTX 5060 Ti (Blackwell)"


def test_a_gpu_beyond_every_wheel_with_releases_named_that_the_table_lacks_is_not_judged() -> None:
    # Two releases named, one of them unknown to the table: the paste is about those releases,
    # not about "every release", and what they were built for is not known.
    assert "compute-capability-unsupported" not in pasted(
        f"{BLACKWELL}\nI tried tensorflow 2.19 and tensorflow 2.99"
    )
    # Without the releases named, the same GPU is judged against every release's wheels.
    f = pasted(f"{BLACKWELL}\nTraining fails")["compute-capability-unsupported"]
    assert "every release from 2.3 to 2.21" in f.evidence[1]


def test_a_gpu_beyond_every_wheel_named_after_one_the_wheels_run_is_still_judged() -> None:
    # The Ada GPU named first is run by the newest wheels; the Blackwell one after it is not.
    f = pasted("GPUs: GeForce RTX 4090 and RTX 5060 Ti")["compute-capability-unsupported"]
    assert f.evidence[:2] == [
        "RTX 5060 Ti (stated): compute capability 12.0",
        "the PyPI wheels of every release from 2.3 to 2.21 have neither kernels nor a PTX for "
        "compute capability 12.0",
    ]


def test_each_gpu_named_on_its_own_line_is_cited_by_its_own_line() -> None:
    # Two "GPU:" lines: the finding on the second GPU cites the second line, not the first.
    f = pasted(f"GPU: GeForce RTX 4090\n{BLACKWELL}\nTraining fails")[
        "compute-capability-unsupported"
    ]
    assert f.evidence[0] == "RTX 5060 Ti (stated): compute capability 12.0"
    assert f.evidence[2] == f"log line 2: {BLACKWELL}"
