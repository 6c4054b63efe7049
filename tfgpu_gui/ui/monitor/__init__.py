"""The monitor window: overview and detail plots, the process table, the sampler thread."""
