# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A two-hundred-and-ninety-ninth set of real threads, gathered apart, from GitHub issues (issues corpus) on TensorFlow pods and jobs on Kubernetes that did not get the NVIDIA GPU, on a repository new to the corpus (afritzler/docker-tensorflow-keras-gpu).

Broken kinds held: a TensorFlow GPU pod that was never scheduled because the example pod
specification mounted the NVIDIA driver from a path the node did not use (Kubernetes' early
alpha GPU support; no catalogue cause). Working runs: 0.

Very small set: the threads on TensorFlow with Kubernetes GPUs (NVIDIA k8s-device-plugin and
gpu-operator, Kubeflow TFJob, notebooks and pipelines, GKE, EKS and AKS GPU nodes, Volcano, KServe,
JupyterHub on Kubernetes, Slurm) were either already in the corpus or had no confirmation in the
stored text (the stored copy of most of them stops at the opening post or at an answer the poster
never acknowledged). Left out for that reason, among others: charmed-kubernetes/bundle#430,
kubernetes/kubernetes#63436, kubernetes/kubernetes#59631, kubernetes/kubernetes#42146,
kubernetes/kubernetes#56669, GoogleCloudPlatform/container-engine-accelerators#139,
jupyterhub/zero-to-jupyterhub-k8s#994, NVIDIA/k8s-device-plugin#121 and #19, NVIDIA/nvidia-docker#828,
kubeflow/trainer#1169 (a TFJob whose GPU limits sit under a misspelt `resourceas:` key; nobody
points it out in the stored text), nestybox/sysbox#643. Azure/kubeflow-labs#26 (a CPU image
in a TFJob that requests GPUs, fixed by the lab's pull request #30) was left out because its
one line states the cause itself.

At first look (the doctor of commit fc6f546) the cause was named in 0 of the 1 broken logs (it
has no catalogue cause); the doctor named nothing for it, so it raised no false alarm either.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="k8s-tensorflow-keras-gpu-pod-no-host-assigned-driver-path",
        source=_GH + "afritzler/docker-tensorflow-keras-gpu/issues/1",
        text=r"""$ kubectl exec -it tensorflow-keras-gpu -- /bin/bash
Error from server (BadRequest): pod tensorflow-keras-gpu does not have a host assigned

Hey,

I tried running the container in kubernetes and I got the above problem, is there any way I can solve this issue?

The pod wasn't scheduled. The GPU's weren't discoverable.""",
        expected_cause=None,
        note="2017. Kubernetes with the early alpha GPU support (the project's example pod mounts the NVIDIA driver from the node with hostPath volumes and selects GPU nodes by a label). The maintainer afritzler asked whether the pod was scheduled and to label the GPU node gpu=\"true\"; the poster (swiftdiaries) confirmed the cause and the fix: 'The pod wasn't scheduled. The GPU's weren't discoverable. Turns out the driver location is different on my node and had to modify the YAML file and mount the appropriate paths.' The last paragraph of the text is from that reply (the facts, not the fix). Cause: the pod specification mounted the NVIDIA driver from a path the node did not have, so the GPU pod never got a node; no catalogue cause (the closest, a container started without the GPUs, does not fit: the container never started).",
        platform="linux",
    ),
)
