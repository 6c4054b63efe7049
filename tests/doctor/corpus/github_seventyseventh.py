# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A seventy-seventh set of real threads, gathered apart: GitHub issues where TensorFlow ran on the GPU but printed lines that alarmed its user, and a few broken set-ups met on the way, 2020-2023.

Broken kinds held: none (no broken set-up with a visible confirmed cause was met that was not
already in the corpus). Working runs: 4. The set is small: nearly every thread met on this angle
(the cuDNN/cuFFT/cuBLAS "already registered" lines, TF-TRT, NUMA, libnvinfer) was already in the
corpus, and in most of the rest the stored copy showed only the opening post, with no reply that
confirmed the run was fine. Two of the four are Stable Diffusion LoRA trainers (PyTorch on the GPU,
TensorFlow imported only for logging) whose posters say the training ran; in one of them the
stored copy cuts the post before the TensorFlow lines themselves.

At first look (the doctor of commit daf6880, before this set was read) none of the 4 working
runs was flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="tf22-windows-rtx2060-too-much-gpu-info-output",
        source=_GH + "tensorflow/tensorflow/issues/40988",
        text=r"""This template is for miscellaneous issues not covered by the other issue categories.

Python 3.8.0 (tags/v3.8.0:fa919fd, Oct 14 2019, 19:37:50) [MSC v.1916 64 bit (AMD64)] on win32
Type "help", "copyright", "credits" or "license" for more information.
>>> import tensorflow as tf
2020-07-01 18:46:30.457181: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cudart64_101.dll
>>> a = tf.constant([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
2020-07-01 18:49:32.218612: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library nvcuda.dll
2020-07-01 18:49:32.251014: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1561] Found device 0 with properties:
pciBusID: 0000:01:00.0 name: GeForce RTX 2060 computeCapability: 7.5
coreClock: 1.2GHz coreCount: 30 deviceMemorySize: 6.00GiB deviceMemoryBandwidth: 312.97GiB/s
2020-07-01 18:49:32.258807: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cudart64_101.dll
2020-07-01 18:49:32.265844: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cublas64_10.dll""",
        expected_cause=None,
        harmless=True,
        note="2020. Title: 'Too much information of GPU in output while running simple code'. A working run: TensorFlow finds the RTX 2060 and opens the CUDA 10.1 libraries; the poster only objects to the flood of lines. The maintainer (amahendrakar) pointed to the Stack Overflow answer on disabling TensorFlow's debugging information; the poster: 'Yeah it worked but is their any way to permanently disable it?'. The stored copy cuts the log after the cublas line. Windows.",
        platform="windows",
    ),
    CorpusLog(
        name="tf29-popos-numa-lines-after-gpu-works",
        source=_GH + "tensorflow/tensorflow/issues/57070",
        text=r"""UPDATE: Don't know why, but just __after updating PopOS seems to work properly__ (I don't know if only this or something in the last hundreds of commits fixed my issue...). Now running a matmul with tensorflow uses 100% of my GPU and some CPU work, while a deep-learning model training uses almost 70% of GPU and a little of CPU (about 15%). Anyway, even with tensorflow working as expected I'm still getting this console log:
2022-08-19 00:23:57.365770: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:975] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-08-19 00:23:57.370981: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:975] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-08-19 00:23:57.371104: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:975] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero""",
        expected_cause=None,
        harmless=True,
        note="2022 (TF 2.9, conda on Pop!_OS). Title: 'Tensorflow on Linux with conda is loading the process on GPU memory but executes with CPU'. Only the poster's later comment is quoted (the stored copy showed it, not the opening post): after an OS update the poster reports a matmul at 100% GPU and training at about 70% GPU, and asks about the NUMA lines that are still printed. The confirmation that the GPU is used is the poster's own; what cured the earlier problem is not known ('after updating PopOS'). The stored copy cuts the log after the third NUMA line. Weak.",
        platform="linux",
    ),
    CorpusLog(
        name="kohya-sdxl-runpod-rtx4090-register-messages-training-runs",
        source=_GH + "bmaltais/kohya_ss/issues/1616",
        text=r'''Strange new messages at the beginning of training.  Training still runs alright but I just wanted to bring the 'register' messages.  I wasn't sure what the implications if any might be.  But, once again, things seem to be running alright on my setup.

SETUP:
runpod.io
Linux/Ubuntu 22.04
PyTorch 2.0.1 CUDA 11.8
RTX 4090 x1

` ` ` (venv) alice@host:/workspace/kohya_ss# export LD_LIBRARY_PATH=/workspace/kohya_ss/venv/lib/python3.10/site-packages/tensorrt_libs:$LD_LIBRARY_PATH
(venv) alice@host:/workspace/kohya_ss# ./gui.sh --share --headless
04:20:10-999183 INFO     Version: v22.1.0

04:20:11-005497 INFO     nVidia toolkit detected
04:24:40-456325 INFO     lr_warmup_steps = 0
04:24:40-463813 INFO     Saving training config to
                         /workspace/kohya_ss/dataset/sdxl_mort_ukj_v10/model/sdxl_mort_ukj_v10_20231017-042440.json...
04:24:40-470974 INFO     accelerate launch --num_cpu_threads_per_process=10 "./sdxl_train_network.py" --enable_bucket
                         --min_bucket_reso=64 --max_bucket_reso=2048
                         --pretrained_model_name_or_path="stabilityai/stable-diffusion-xl-base-1.0"
                         --train_data_dir="/workspace/kohya_ss/dataset/sdxl_mort_ukj_v10/img" --resolution="1024,1024"''',
        expected_cause=None,
        harmless=True,
        note="2023. kohya_ss SDXL LoRA training on a RunPod RTX 4090 (PyTorch 2.0.1, CUDA 11.8; TensorFlow is only imported for TensorBoard logging). The poster says twice that the training runs alright and only asks what the new 'register' messages (cuDNN/cuFFT/cuBLAS factory) mean; the issue was closed. No maintainer reply was read. The stored copy cuts the post inside the accelerate command line, before the TensorFlow lines themselves, so the log shown holds none of them. Weak.",
        platform="linux",
    ),
    CorpusLog(
        name="kohya-trainer-runpod-register-errors-runs-okay-prose",
        source=_GH + "Linaqruf/kohya-trainer/issues/310",
        text=r"""Runpod.io VM
OS: Linux Ubuntu 22.04
PyTorch: 2.0.1
CUDA: 11.8

Since last git pull, and new requirements documents there seems to be some warnings appearing that I feel may be related to the Tensorflow it installed (just after running git pull then './gui.sh --share --headless').  I have attached images with the errors/warnings.  It seems to run okay and produce good results, however I wanted to make sure I wasn't missing something here.
![Screen Shot 2023-10-14 at 5 26 51 PM](https://github.com/Linaqruf/kohya-trainer/assets/126624100/552b68c4-433c-4732-be2f-9a1d997209b5)
![Screen Shot 2023-10-14 at 5 26 56 PM](https://github.com/Linaqruf/kohya-trainer/assets/126624100/ca3f5c82-2109-4d99-8cee-8429c3694db3)

The last warning is almost always there so I am not worried about that one.  Register errors befor (ie cuDNN, cuFFT, cuBLAS)""",
        expected_cause=None,
        harmless=True,
        note="2023. Prose only (the log is in screenshots). Title: 'Multiple Errors when initiating SDXL training with most recent update'. A LoRA trainer on a RunPod VM (PyTorch 2.0.1, CUDA 11.8) that prints the cuDNN/cuFFT/cuBLAS 'register' errors after an update; the poster: 'It seems to run okay and produce good results'. The confirmation is the poster's own; no reply was read (the issue is open). Same poster as bmaltais/kohya_ss#1616. Weak.",
        platform="linux",
    ),
)
