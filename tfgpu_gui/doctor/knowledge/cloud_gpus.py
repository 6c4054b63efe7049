"""The NVIDIA GPU of a cloud machine named by its instance type, or that it has none.

A post names its machine by the provider's instance type more often than by its GPU: "aws
p3.2xlarge", "g4dn.xlarge", SageMaker's "ml.m4.xlarge". Amazon EC2's types are
``<family><generation>[attributes].<size>``; the accelerated families with NVIDIA GPUs are listed
with their GPU (RAPIDS' table of AWS's accelerated instance types,
https://raw.githubusercontent.com/rapidsai/deployment/refs/heads/main/source/cloud/aws/index.md:
P5 H100, P4 A100, P3 V100, G6 and Gr6 L4, G5 A10G, G4dn T4; G3 M60 and P4 A100 also in
https://gist.github.com/dudash/f88020d369ff4795f4c65d6a4f7eb541; P2 K80 as a post states it,
https://github.com/keras-team/keras/issues/8545; G6e L40S in AWS Deadline Cloud's accelerator
names, https://docs.amazonaws.cn/en_us/AWSCloudFormation/latest/TemplateReference/aws-properties-deadline-fleet-acceleratorcapabilities.html).
The general purpose (M, T), compute optimized (C) and memory optimized (R, X, Z) families have no
GPU (https://aws.amazon.com/ec2/instance-types/). SageMaker names the same types with "ml.".
Other families (G4ad's AMD GPU, Inferentia, Trainium, Gaudi...) are not told either way.
"""

from __future__ import annotations

import re

#: An instance type as written: "p3.2xlarge", "ml.m4.xlarge", "g4dn.metal"; group 1 the family
#: and generation with its attributes ("p3", "g4dn", "m4"), group 2 the whole type.
INSTANCE_TYPE = re.compile(
    r"(?<![\w.-])((?:ml\.)?([a-z]{1,3}\d[a-z]{0,3})\.(?:\d{0,2}x?large|metal|medium|small|"
    r"micro|nano))(?![\w-])",
    re.IGNORECASE,
)

#: NVIDIA GPU families: the family and generation, with its attributes, to the GPU's model.
NVIDIA_FAMILIES: dict[str, str] = {
    "p2": "Tesla K80",
    "p3": "Tesla V100",
    "p3dn": "Tesla V100",
    "p4d": "A100",
    "p4de": "A100",
    "p5": "H100",
    "g3": "Tesla M60",
    "g3s": "Tesla M60",
    "g4dn": "Tesla T4",
    "g5": "A10G",
    "g6": "L4",
    "gr6": "L4",
    "g6e": "L40S",
}

#: Families without a GPU, by their letter: general purpose, compute and memory optimized.
NO_GPU_LETTERS = re.compile(r"^(?:t|m|c|r|x|z)\d", re.IGNORECASE)


def gpu_of_instance(family: str) -> str | None:
    """The NVIDIA GPU model of an instance family ("p3" -> "Tesla V100"), if it has one."""
    return NVIDIA_FAMILIES.get(family.lower())


def instance_without_gpu(family: str) -> bool:
    """Whether an instance family has no GPU at all ("m4", "c5", "t3")."""
    return bool(NO_GPU_LETTERS.match(family)) and family.lower() not in NVIDIA_FAMILIES
