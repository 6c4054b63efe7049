"""A Kubernetes pod spec pasted: a GPU job whose containers ask Kubernetes for no GPU.

Kubernetes gives GPUs only through a container's resources' limits
(https://kubernetes.io/docs/tasks/manage-gpus/scheduling-gpus/). The spec is the corpus's record of
https://github.com/kubeflow/kubeflow/issues/48 (a tf-cnn GPU image with --num_gpus=1 whose
resources request CPU only; the fix was a ``limits: nvidia.com/gpu`` entry).
"""

from __future__ import annotations

from tests.doctor.corpus import all_logs
from tests.helpers.pastes import findings_of as _all
from tfgpu_gui.doctor.model import WARNING
from tfgpu_gui.doctor.pod_specs import MAX_SPEC_LINES, PodSpecs

# The pod spec as the thread quotes it, from its "spec:" line on.
_KUBEFLOW_48 = next(log for log in all_logs() if log.source.endswith("kubeflow/kubeflow/issues/48"))
SPEC = _KUBEFLOW_48.text[_KUBEFLOW_48.text.index("spec:") :].removesuffix("```").rstrip()


def _no(line: str) -> int:
    """The number of ``line`` (stripped) in SPEC, as the evidence counts lines (from 1)."""
    return [x.strip() for x in SPEC.splitlines()].index(line) + 1


WITH_LIMITS = SPEC.replace(
    "      requests:\n        cpu: 100m",
    "      limits:\n        nvidia.com/gpu: 1\n      requests:\n        cpu: 100m",
)
# The GPU asked for under requests only (https://github.com/kubeflow/kubeflow/issues/1042).
REQUESTS_ONLY = SPEC.replace("        cpu: 100m", "        cpu: 100m\n        nvidia.com/gpu: 1")


def _read(text: str) -> PodSpecs:
    pods = PodSpecs()
    for n, line in enumerate(text.splitlines(), start=1):
        pods.feed(line, n)
    return pods


def test_a_gpu_jobs_spec_without_a_gpu_limit_is_a_container_without_gpus():
    f = _all(SPEC)["container-without-gpus"]
    assert (f.severity, f.confidence) == (WARNING, "possible")
    assert f.evidence == [
        "a Kubernetes pod spec of a GPU job asks for no nvidia.com/gpu in its resources",
        f"log line {_no('resources:')}: resources:",
        f"log line {_no('- --num_gpus=1')}: - --num_gpus=1",
        "Kubernetes gives a container GPUs only through its resources' limits (nvidia.com/gpu, "
        "from the NVIDIA device plugin): a container that asks for none runs without them",
    ]
    assert f.fix.startswith(
        "Ask for the GPUs under the container's resources.limits (requests alone are not "
        "enough; if both are given they must be equal):\n  resources:\n    limits:\n"
        "      nvidia.com/gpu: 1\n"
    )
    assert f.fix.endswith("$ kubectl describe nodes | grep nvidia.com/gpu")
    # Told as Kubernetes', not Docker's: no `docker run --gpus` to try.
    assert f.explanation.startswith("A Kubernetes pod's container sees the GPUs only when")
    assert "docker" not in (f.explanation + f.confirm).lower()
    assert f.confirm.startswith("Run `nvidia-smi` in the running container (kubectl exec)")


def test_a_gpu_asked_for_under_requests_only_is_named():
    f = _all(REQUESTS_ONLY)["container-without-gpus"]
    assert f.evidence[:2] == [
        "a Kubernetes pod spec asks for nvidia.com/gpu under requests only, not under limits",
        f"log line {_no('cpu: 100m') + 1}: nvidia.com/gpu: 1",
    ]


def test_a_spec_with_a_gpu_limit_is_fine():
    assert "container-without-gpus" not in _all(WITH_LIMITS)
    assert _read(WITH_LIMITS).gpu_not_asked() is None
    # The same in YAML's flow style.
    flow = SPEC.replace("      requests:\n        cpu: 100m", "      limits: {nvidia.com/gpu: 1}")
    assert _read(flow).gpu_not_asked() is None
    flow_requests = SPEC.replace(
        "      requests:\n        cpu: 100m", "      requests: {nvidia.com/gpu: 1}"
    )
    assert _read(flow_requests).gpu_not_asked()[1] == (
        f"log line {_no('resources:') + 1}: requests: {{nvidia.com/gpu: 1}}"
    )


def test_what_says_the_job_wants_a_gpu():
    no_args = SPEC.replace("    - --num_gpus=1\n", "")
    # The image alone says it: its line is the evidence.
    image = next(x.strip() for x in SPEC.splitlines() if x.strip().startswith("image:"))
    told = _read(no_args).gpu_not_asked()[2]
    assert told == f"log line {_no(image) - 1}: {image}"
    # Neither a GPU image nor a GPU count: a CPU job, left alone.
    cpu = no_args.replace("tf-benchmarks-gpu", "tf-benchmarks")
    assert _read(cpu).gpu_not_asked() is None
    assert "container-without-gpus" not in _all(cpu)
    for image in ("nvcr.io/nvidia/tensorflow:24.01-tf2-py3", "tensorflow/tensorflow:latest-gpu"):
        assert _read(cpu.replace("gcr.io/kubeflow/tf-benchmarks", image)).gpu_not_asked()


def test_no_spec_without_its_containers_and_resources_keys():
    # No containers key: the same lines are not a pod spec.
    assert _read(SPEC.replace("  containers:", "  pods:")).gpu_not_asked() is None
    # No resources key: nothing to judge.
    bare = "\n".join(x for x in SPEC.splitlines() if "resources" not in x)
    assert _read(bare).gpu_not_asked() is None
    # A containers key with a value is no spec's list of containers.
    assert _read("containers: 2\n    resources:\n    image: x-gpu").gpu_not_asked() is None


def test_a_limits_block_ends_where_its_indentation_does():
    # nvidia.com/gpu at the indentation of limits (not under it) is not a limit.
    outside = SPEC.replace(
        "      requests:\n        cpu: 100m",
        "      limits:\n        cpu: 1\n      nvidia.com/gpu: 1",
    )
    assert _read(outside).gpu_not_asked() is not None


def test_a_docker_run_shown_beside_a_spec_is_the_evidence():
    run = "$ docker run -it gcr.io/kubeflow/tf-benchmarks-gpu python tf_cnn_benchmarks.py"
    f = _all(f"{run}\n{SPEC}")["container-without-gpus"]
    assert f.evidence[0].startswith("docker run without --gpus (log line 1: $ docker run")
    assert not f.fix.startswith("Ask for the GPUs under the container's resources.limits")


def test_a_spec_is_read_only_so_far():
    # The resources key MAX_SPEC_LINES lines after the containers key is read; one more, not.
    lines = SPEC.splitlines()
    gap = MAX_SPEC_LINES - (lines.index("    resources:") - lines.index("  containers:"))
    near = SPEC.replace("    resources:", "\n".join(["    x: y"] * gap) + "\n    resources:")
    assert _read(near).gpu_not_asked() is not None
    far = SPEC.replace("    resources:", "\n".join(["    x: y"] * (gap + 1)) + "\n    resources:")
    assert _read(far).gpu_not_asked() is None


def test_a_later_spec_is_read_from_its_own_containers_key():
    filler = "\n".join(["log line"] * MAX_SPEC_LINES)
    first = "spec:\n  containers:\n  - name: cpu-job"
    assert _read(f"{first}\n{filler}\n{SPEC}").gpu_not_asked() is not None
