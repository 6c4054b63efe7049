"""Where a benchmark result becomes worth a sentence: the thresholds of the hints in ``hints.py``.

Each figure is a ratio between two measurements of the same run, or between a measurement and
its limit (``rating.py``). They are deliberately generous: a hint should point at a real
problem, not at the noise of a short run.
"""

from __future__ import annotations

# A large matmul under half the GPU's peak for its dtype: well-fed GPUs reach 60-90 %.
LOW_PEAK_FRACTION = 0.5
# A small matmul under half the efficiency of the largest one: launch overhead dominates.
SMALL_SIZE_FRACTION = 0.5
# float16 should beat float32 clearly where the GPU has tensor cores for it.
FP16_MIN_GAIN = 1.5
# TensorFlow's CPU matmul under half of numpy's BLAS in the same run.
CPU_VS_NUMPY = 0.5
# Host<->GPU copies under half the theoretical bandwidth of the PCIe link.
LOW_LINK_FRACTION = 0.5
# tf.data this much faster than a Python generator: the input pipeline was the limit (and its
# inverse: tf.data this much slower, its threads compete with the training step).
INPUT_BOUND_GAIN = 1.3
# A GPU should beat the CPU by more than this on large float32 matmuls.
MIN_GPU_SPEEDUP = 3.0
# N MirroredStrategy replicas under 70 % of N times one replica.
LOW_SCALING = 0.7
