# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-forty-third set of real job outputs kept in repositories: the stderr (log.e) and stdout (log.o) files that a video-analytics deployment, WorkPlaceForMe/G-SATE (2021), committed for each of its processing jobs, in which a TensorFlow 2.x (CUDA 10.1, cuDNN 7) clothing-attribute model ran on an NVIDIA Tesla T4 next to a darknet YOLOv3 detector sharing the same GPU.

Broken: 0. Working runs: 1, with alarming lines around the GPU start: TensorFlow created its GPU
device with only 688 MB because the detector in the same job already held most of the T4, then
printed dozens of "failed to allocate ... CUDA_ERROR_OUT_OF_MEMORY: out of memory" lines and
"Allocator (GPU_0_bfc) ran out of memory ... The caller indicates that this is not a failure"
warnings; the job's own stdout shows the model predicting on every frame and the video finished.

The record is a file, not a thread: it is confirmed by the same job folder (the stdout next to the
stderr). Small set: committed job outputs with TensorFlow lines are few in the stored copies and
seldom found by their content; none of the other candidates met showed a failure together with a
stated cause or a later run after a stated change. Left out: the other job folders of the same
repository (the same program, the same lines, or failures that are not about the GPU: a MySQL host
that could not be reached, a Python UnboundLocalError); a distributed-training log of 2019 on
V100 nodes (a parameter-server task reporting CUDA_ERROR_NO_DEVICE) and a text-classification
comparison log of 2020 (CUDA 10.1 libraries missing on a GTX 1080), whose repositories could not
be identified; a README of a ChRIS COVID-Net container whose sample output shows TensorFlow falling
back to the CPU inside a container started without GPUs, with no cause stated.

At first look (the doctor of commit 9f88e13) there was no broken log to name; the working run was
flagged (as the GPU running out of memory).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="g-sate-clothing-attributes-t4-shared-with-darknet-688mb-cuda-oom-lines",
        source=_GH
        + "WorkPlaceForMe/G-SATE/blob/dfc739446326995f1ce24ee543c56065f32ed812/handle/shares/c18a0-0766-2/log.e",
        text=r"""2021-08-30 02:08:43.370157: I tensorflow/stream_executor/platform/default/dso_loader.cc:48] Successfully opened dynamic library libcudart.so.10.1
/home/alice/ClothingAttributes/use/mysql.py:17: Warning: (1007, "Can't create database 'gsate'; database exists")
  self.cursor.execute('create database if not exists {}'.format(self.table.split('.')[0]))
/home/alice/ClothingAttributes/use/mysql.py:20: Warning: (1050, "Table 'clothing_gsate' already exists")
  self.cursor.execute('create table if not exists {} {}'.format(self.table, self.get_all(columns)))
 0 : compute_capability = 750, cudnn_half = 1, GPU: Tesla T4 
...
Loading weights from ./darknet/backup/yolov3.weights...Done! Loaded 107 layers from weights-file 
2021-08-30 02:13:14.339419: I tensorflow/stream_executor/platform/default/dso_loader.cc:48] Successfully opened dynamic library libcuda.so.1
2021-08-30 02:13:34.003326: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1716] Found device 0 with properties: 
pciBusID: 0001:00:00.0 name: Tesla T4 computeCapability: 7.5
coreClock: 1.59GHz coreCount: 40 deviceMemorySize: 15.75GiB deviceMemoryBandwidth: 298.08GiB/s
2021-08-30 02:13:43.896098: I tensorflow/stream_executor/platform/default/dso_loader.cc:48] Successfully opened dynamic library libcudart.so.10.1
2021-08-30 02:14:39.063247: I tensorflow/stream_executor/platform/default/dso_loader.cc:48] Successfully opened dynamic library libcublas.so.10
2021-08-30 02:15:29.350981: I tensorflow/stream_executor/platform/default/dso_loader.cc:48] Successfully opened dynamic library libcufft.so.10
2021-08-30 02:16:27.257558: I tensorflow/stream_executor/platform/default/dso_loader.cc:48] Successfully opened dynamic library libcurand.so.10
2021-08-30 02:19:27.140973: I tensorflow/stream_executor/platform/default/dso_loader.cc:48] Successfully opened dynamic library libcusolver.so.10
2021-08-30 02:19:28.531055: I tensorflow/stream_executor/platform/default/dso_loader.cc:48] Successfully opened dynamic library libcusparse.so.10
2021-08-30 02:19:28.532792: I tensorflow/stream_executor/platform/default/dso_loader.cc:48] Successfully opened dynamic library libcudnn.so.7
2021-08-30 02:19:28.728577: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1858] Adding visible gpu devices: 0
...
2021-08-30 02:19:34.236321: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1858] Adding visible gpu devices: 0
2021-08-30 02:19:34.236361: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1257] Device interconnect StreamExecutor with strength 1 edge matrix:
2021-08-30 02:19:34.236367: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1263]      0 
2021-08-30 02:19:34.236372: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1276] 0:   N 
2021-08-30 02:19:34.293206: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1402] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 688 MB memory) -> physical GPU (device: 0, name: Tesla T4, pci bus id: 0001:00:00.0, compute capability: 7.5)
2021-08-30 02:23:29.696368: I tensorflow/stream_executor/cuda/cuda_driver.cc:775] failed to allocate 128.00M (134217728 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory
2021-08-30 02:23:29.860630: I tensorflow/stream_executor/cuda/cuda_driver.cc:775] failed to allocate 115.20M (120796160 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory
...
2021-08-30 02:24:16.903756: W tensorflow/core/framework/cpu_allocator_impl.cc:81] Allocation of 51380224 exceeds 10% of free system memory.
2021-08-30 02:24:16.979928: W tensorflow/core/framework/cpu_allocator_impl.cc:81] Allocation of 51380224 exceeds 10% of free system memory.
2021-08-30 02:24:22.499646: W tensorflow/core/common_runtime/bfc_allocator.cc:246] Allocator (GPU_0_bfc) ran out of memory trying to allocate 546.16MiB with freed_by_count=0. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available.
2021-08-30 02:24:22.526123: I tensorflow/stream_executor/cuda/cuda_driver.cc:775] failed to allocate 177.62M (186253312 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory
...
2021-08-30 02:24:23.165630: I tensorflow/stream_executor/cuda/cuda_driver.cc:775] failed to allocate 177.62M (186253312 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory

Starting the YOLO loop...
Tensor("sleeve_length/Softmax:0", shape=(None, 4), dtype=float32)
Tensor("top_color/Softmax:0", shape=(None, 13), dtype=float32)
Tensor("bottom_length/Softmax:0", shape=(None, 3), dtype=float32)
Tensor("bottom_color/Softmax:0", shape=(None, 13), dtype=float32)
Tensor("shoe_color/Softmax:0", shape=(None, 13), dtype=float32)
<tensorflow.python.keras.engine.functional.Functional object at 0x7f09d8223710>
['long', 'White', 'Long', 'Blue', 'Unknown']
is running: 1630290263.248179
['long', 'White', 'Long', 'Blue', 'Unknown']
is running: 1630290268.3766475
...
EMPTY FRAME ENCOUNTERED
Finished processing video.
Total time is 16.4364 minutes
FPS -> 0.0000""",
        expected_cause=None,
        harmless=True,
        note="2021. Working run: the job's stderr (log.e) followed by its stdout (log.o, same folder), one NVIDIA Tesla T4 shared by a darknet YOLOv3 detector and a TensorFlow 2.x Keras model (CUDA 10.1, cuDNN 7). Alarming lines: 'Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 688 MB memory)' on a 15.75GiB card, dozens of 'failed to allocate ... from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory' lines and 'Allocator (GPU_0_bfc) ran out of memory trying to allocate 546.16MiB ... The caller indicates that this is not a failure', besides 'Allocation of 51380224 exceeds 10% of free system memory'. The stdout shows the outcome: the model's five softmax heads built, predictions per frame (\"['long', 'White', 'Long', 'Blue', 'Unknown']\") with 'is running:' heartbeats, then 'Finished processing video.' and 'Total time is 16.4364 minutes'; the stderr ends without an error.",
        platform="linux",
    ),
)
