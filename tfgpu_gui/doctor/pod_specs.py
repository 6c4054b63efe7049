"""A Kubernetes pod spec in a paste: whether a GPU job's containers ask Kubernetes for a GPU.

Kubernetes gives a container GPUs only through its resources' limits ("GPUs are only supposed
to be specified in the limits section": https://kubernetes.io/docs/tasks/manage-gpus/scheduling-gpus/);
a spec that asks for none, or only under requests, runs the container without them
("for Job you are setting "limits" but in "TFJob" you are setting "requests"",
https://github.com/kubeflow/kubeflow/issues/1042; a tf-cnn GPU image with --num_gpus=1 and
resources that request CPU only, https://github.com/kubeflow/kubeflow/issues/48).

The YAML is read line by line, by its keys and their indentation: no YAML parser, and nothing in
a paste that is not a pod spec is taken for one (a spec needs its ``containers:`` key and a
``resources:`` key after it).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# "  key: value" or "  - key: value" (a list item): its indentation, key and value.
_KEY = re.compile(r"^(\s*)(?:-\s+)?([\w./-]+):(?:\s+(.*?))?\s*$")
# What says the job wants a GPU: a GPU image, or a GPU count among its arguments.
_GPU_IMAGE = re.compile(r"gpu|nvidia|nvcr\.io|cuda", re.IGNORECASE)
_GPU_ARG = re.compile(r"--?num[_-]gpus[=\s]+[1-9]|--gpus[=\s]+(?:all|[1-9])", re.IGNORECASE)
_GPU_RESOURCE = ("nvidia.com/gpu",)
MAX_SPEC_LINES = 400  # a pod spec read no further than this after its containers key


@dataclass
class PodSpecs:
    """Reads the pod specs of a paste; ``gpu_not_asked`` says what was found."""

    containers_line: int = 0  # 0: no spec met yet
    resources: str = ""  # the first resources line of the spec, with its number
    gpu_wanted: str = ""  # the line that says the job wants a GPU
    limits_gpu: bool = False
    requests_gpu: str = ""  # a GPU asked for under requests: its line
    _block: tuple[str, int] | None = None  # "limits" or "requests", and its indentation

    def feed(self, line: str, number: int) -> None:
        m = _KEY.match(line)
        if m and m.group(2) == "containers" and not m.group(3):
            self.containers_line = number  # the spec read is the last one met
            return
        if not self.containers_line or number - self.containers_line > MAX_SPEC_LINES:
            return
        if _GPU_ARG.search(line) and not self.gpu_wanted:
            self.gpu_wanted = f"log line {number}: {line.strip()}"
        if not m:
            return
        indent, key, value = len(m.group(1)), m.group(2), m.group(3) or ""
        if self._block is not None and indent <= self._block[1]:
            self._block = None
        if key == "image" and _GPU_IMAGE.search(value) and not self.gpu_wanted:
            self.gpu_wanted = f"log line {number}: {line.strip()}"
        elif key == "resources" and not self.resources:
            self.resources = f"log line {number}: {line.strip()}"
        elif key in ("limits", "requests"):
            self._block = (key, indent)
            if any(r in value for r in _GPU_RESOURCE):  # a flow mapping: "{nvidia.com/gpu: 1}"
                self._gpu(key, number, line)
        elif key in _GPU_RESOURCE and self._block is not None:
            self._gpu(self._block[0], number, line)

    def _gpu(self, block: str, number: int, line: str) -> None:
        if block == "limits":
            self.limits_gpu = True
        elif not self.requests_gpu:
            self.requests_gpu = f"log line {number}: {line.strip()}"

    def gpu_not_asked(self) -> list[str] | None:
        """The evidence that a GPU job's pod spec asks Kubernetes for no GPU; None otherwise."""
        if not self.containers_line or not self.resources or self.limits_gpu:
            return None
        if not self.gpu_wanted:
            return None
        if self.requests_gpu:
            said = "asks for nvidia.com/gpu under requests only, not under limits"
            return [f"a Kubernetes pod spec {said}", self.requests_gpu, self.gpu_wanted]
        said = "of a GPU job asks for no nvidia.com/gpu in its resources"
        return [f"a Kubernetes pod spec {said}", self.resources, self.gpu_wanted]
