"""tfgpu-gui: watch, diagnose and benchmark TensorFlow on NVIDIA GPUs."""

__version__ = "0.1.0"
APP_NAME = "tfgpu-gui"
