# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-fortieth set of real logs saved in repositories: TensorFlow run as a service or a distributed job on NVIDIA GPUs (Horovod over MPI on Kubernetes, TensorFlow Serving on SageMaker and in Docker), from stackhpc/k8s-rdma-horovod, PipelineAI/pipeline, mervo/tensorflow_serving_pipeline, and two projects' own pages: Horovod's troubleshooting page (horovod/horovod) and TensorFlow Serving's Docker guide (tensorflow/serving).

Each record is one committed log or one quoted block; the text holds only the lines as a user would
meet them, never the file's explanation or fix. Sources are given as the file at the commit read
(GitHub blob).

Broken kinds held: cuDNN unable to start inside a TensorFlow Serving GPU container because
TensorFlow had taken the whole GPU's memory on a shared development machine (the README's fix caps
the server's memory fraction); two Horovod NCCL failures quoted by Horovod's troubleshooting page
(Horovod linked against the wrong NCCL, conda's `nccl` package; servers that share one hostname,
so NCCL's CUDA IPC fails); a model pinned to /device:GPU:0 served where the server has no GPU
(TensorFlow Serving's Docker guide). Working runs: 3 (an 8-GPU Horovod benchmark over RoCE on
Kubernetes with TensorRT missing and NCCL's InfiniBand warnings, the same benchmark over TCP where
NCCL finds no InfiniBand device and falls back to sockets, and TensorFlow Serving's GPU start-up on
a SageMaker K80 with the NUMA notice). All from 2018-2020: no newer service or MPI log with
TensorFlow's own GPU lines was met. Three broken records are a single quoted line.

Small set: committed logs of TensorFlow services are rare (most serving READMEs quote CPU start-up
or only the last lines), Horovod and MPI logs with TensorFlow's own lines are rarer still, and
Triton logs met showed no TensorFlow GPU start-up. Left out: a Triton start-up without GPUs (the
model served was ONNX, no TensorFlow run), a TensorFlow Java run on an Azure Data Science VM (not a
service, and a plain install-and-run note), Horovod's troubleshooting entries without a quoted log
line (libcudart.so.X.Y, running out of memory) and its build-time NCCL errors (no GPU run involved).

At first look (the doctor of commit 884a56b) the cause was named in 1 of the 4 broken logs, first;
both Horovod NCCL lines and the device-assignment line got no finding. Of the 3 working runs, 2
were flagged: the two Horovod benchmarks as nccl-multi-gpu-failed, on NCCL's InfiniBand probe
warnings ('NCCL WARN Call to ibv_open_device failed') although NCCL went on ('Init COMPLETE') and
the runs finished; the SageMaker start-up was not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tfserving-docker-cudnn-handle-internal-error-memory-fraction",
        source=_GH
        + "mervo/tensorflow_serving_pipeline/blob/b2ab488fb4e9e6f2537bb3385ad3b63900abd2a0/README.md",
        text=r"""E external/org_tensorflow/tensorflow/stream_executor/cuda/cuda_dnn.cc:329] Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR""",
        expected_cause="memory-growth-disabled",
        note="2020. README of a pipeline that loads a model into the TensorFlow Serving GPU image (docker run --runtime=nvidia), section 'Errors', quoting this line and stating its cause: 'Should be caused by TensorFlow using up all of the available GPU memory, use the following arguments to run your container if you are testing on your development environment and not running a dedicated server: ... --per_process_gpu_memory_fraction=0.7', pointing to tensorflow/serving#1440. TensorFlow Serving maps nearly the whole GPU at start, so on a machine shared with other GPU programs cuDNN cannot start. A single quoted line.",
        platform="linux",
    ),
    CorpusLog(
        name="horovod-docs-ncclallreduce-invalid-data-type-conda-nccl",
        source=_GH
        + "horovod/horovod/blob/2626dc87a3a8eb8fb7d2216198ce45bce0f9e65a/docs/troubleshooting.rst",
        text=r"""UnknownError (see above for traceback): ncclAllReduce failed: invalid data type
         [[Node: DistributedMomentumOptimizer_Allreduce/HorovodAllreduce_gradients_AddN_2_0 = HorovodAllreduce[T=DT_FLOAT, _device="/job:localhost/replica:0/task:0/device:GPU:0"](gradients/AddN_2)]]
         [[Node: train_op/_653 = _Recv[client_terminated=false, recv_device="/job:localhost/replica:0/task:0/device:CPU:0", send_device="/job:localhost/replica:0/task:0/device:GPU:0", send_device_incarnation=1, tensor_name="edge_1601_train_op", tensor_type=DT_FLOAT, _device="/job:localhost/replica:0/task:0/device:CPU:
0"]()]]""",
        expected_cause="nccl-multi-gpu-failed",
        note="2018 (entry added March 2018). Horovod's troubleshooting page (horovod.readthedocs.io), section 'ncclAllReduce failed: invalid data type': 'If you see the error message below during the training, it means that Horovod was linked to the wrong version of NCCL library. If you're using Anaconda or Miniconda, you most likely have the nccl package installed. The solution is to remove the package and reinstall Horovod' (conda remove nccl; pip install horovod with HOROVOD_NCCL_HOME). The multi-GPU all-reduce fails in NCCL; the root is the NCCL library Horovod was built against, an add-on build question the catalogue names only through NCCL.",
        platform="linux",
    ),
    CorpusLog(
        name="horovod-docs-nccl-cuda-ipc-handle-duplicate-hostnames",
        source=_GH
        + "horovod/horovod/blob/2626dc87a3a8eb8fb7d2216198ce45bce0f9e65a/docs/troubleshooting.rst",
        text=r"""host:22671:22795 [1] transport/p2p.cu:431 WARN failed to open CUDA IPC handle : 30 unknown error""",
        expected_cause="nccl-multi-gpu-failed",
        note="2018 (entry added March 2018). Horovod's troubleshooting page, section 'transport/p2p.cu:431 WARN failed to open CUDA IPC handle : 30 unknown error': 'If you see the error message below during the training with -x NCCL_DEBUG=INFO, it likely means that multiple servers share the same hostname ... MPI and NCCL rely on hostnames to distinguish between servers, so you should make sure that every server has a unique hostname.' NCCL took GPUs on two servers for one machine and tried CUDA IPC (peer-to-peer within a host) between them. A single quoted line; the page's host name 'node1' is written as 'host'.",
        platform="linux",
    ),
    CorpusLog(
        name="tfserving-docs-gpu-model-on-cpu-cannot-assign-device-gpu0",
        source=_GH
        + "tensorflow/serving/blob/9d981c5c2708d23c5407c7c1e30309e6f9798874/tensorflow_serving/g3doc/docker.md",
        text=r"""Cannot assign a device for operation 'a': Operation was explicitly assigned to /device:GPU:0""",
        expected_cause="requested-gpu-missing",
        note="2018 (added August 2018). TensorFlow Serving's Docker guide (tensorflow.org/tfx/serving/docker), section on serving the saved_model_half_plus_two_gpu example with the GPU image: 'Trying to run the GPU model on a machine without a GPU or without a working GPU build of TensorFlow Model Server will result in an error that looks like:' (this line). The model's graph pins its operations to /device:GPU:0 and the serving process has no GPU 0 (no GPU, or a server without GPU support). A single quoted line.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="horovod-k8s-roce-p100-tensorrt-missing-nccl-ib-warn-working",
        source=_GH
        + "stackhpc/k8s-rdma-horovod/blob/4db6a51e34938d5af612491f7e7061c8e11b2566/README.md",
        text=r"""kubectl logs job/tf2-horovod
...
+ bash -c 'mpirun -np 8 -x NCCL_DEBUG=INFO -x PATH -x LD_LIBRARY_PATH -x HOROVOD_MPI_THREADS_DISABLE=1 -bind-to none -map-by slot -mca pml ob1 --hostfile /horovod/generated/hostfile --mca orte_keep_fqdn_hostnames t --allow-run-as-root --display-map --tag-output --timestamp-output sh -c '\''python /examples/tensorflow2_synthetic_benchmark.py'\'''
...
Thu Jun 18 14:28:35 2020[1,0]<stderr>:2020-06-18 14:28:35.310263: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'libnvinfer.so.6'; dlerror: libnvinfer.so.6: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/lib:/usr/local/nvidia/lib:/usr/local/nvidia/lib64
Thu Jun 18 14:28:35 2020[1,0]<stderr>:2020-06-18 14:28:35.310398: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'libnvinfer_plugin.so.6'; dlerror: libnvinfer_plugin.so.6: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/lib:/usr/local/nvidia/lib:/usr/local/nvidia/lib64
Thu Jun 18 14:28:35 2020[1,0]<stderr>:2020-06-18 14:28:35.310413: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:30] Cannot dlopen some TensorRT libraries. If you would like to use Nvidia GPU with TensorRT, please make sure the missing libraries mentioned above are installed properly.
...
Thu Jun 18 14:28:37 2020[1,0]<stderr>:2020-06-18 14:28:37.565908: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcuda.so.1
...
Thu Jun 18 14:28:37 2020[1,0]<stderr>:2020-06-18 14:28:37.731080: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1555] Found device 0 with properties: 
Thu Jun 18 14:28:37 2020[1,0]<stderr>:pciBusID: 0000:86:00.0 name: Tesla P100-PCIE-12GB computeCapability: 6.0
Thu Jun 18 14:28:37 2020[1,0]<stderr>:coreClock: 1.3285GHz coreCount: 56 deviceMemorySize: 11.91GiB deviceMemoryBandwidth: 511.41GiB/s
...
Thu Jun 18 14:28:37 2020[1,0]<stderr>:2020-06-18 14:28:37.745583: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcudnn.so.7
...
Thu Jun 18 14:28:37 2020[1,0]<stderr>:2020-06-18 14:28:37.791376: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1697] Adding visible gpu devices: 0
...
Thu Jun 18 14:28:38 2020[1,0]<stderr>:2020-06-18 14:28:38.272123: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1241] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 11329 MB memory) -> physical GPU (device: 0, name: Tesla P100-PCIE-12GB, pci bus id: 0000:86:00.0, compute capability: 6.0)
Thu Jun 18 14:28:38 2020[1,4]<stderr>:2020-06-18 14:28:38.235128: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1241] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 11329 MB memory) -> physical GPU (device: 0, name: Tesla P100-PCIE-12GB, pci bus id: 0000:05:00.0, compute capability: 6.0)
...
Thu Jun 18 14:28:41 2020[1,0]<stdout>:Model: ResNet50
Thu Jun 18 14:28:41 2020[1,0]<stdout>:Batch size: 32
Thu Jun 18 14:28:41 2020[1,0]<stdout>:Number of GPUs: 8
Thu Jun 18 14:28:41 2020[1,0]<stdout>:Running warmup...
...
Thu Jun 18 14:28:58 2020[1,0]<stdout>:host:30:97 [0] NCCL INFO Bootstrap : Using [0]eth0:10.233.99.245<0> [1]net1:10.56.217.16<0>
Thu Jun 18 14:28:58 2020[1,0]<stdout>:host:30:97 [0] NCCL INFO NET/Plugin : No plugin found (libnccl-net.so).
Thu Jun 18 14:28:58 2020[1,0]<stdout>:
Thu Jun 18 14:28:58 2020[1,0]<stdout>:host:30:97 [0] misc/ibvwrap.cc:212 NCCL WARN Call to ibv_open_device failed
Thu Jun 18 14:28:58 2020[1,0]<stdout>:
Thu Jun 18 14:28:58 2020[1,0]<stdout>:host:30:97 [0] transport/net_ib.cc:117 NCCL WARN NET/IB : Unable to open device mlx5_0
...
Thu Jun 18 14:28:58 2020[1,0]<stdout>:NCCL version 2.4.8+cuda10.1
...
Thu Jun 18 14:28:58 2020[1,0]<stdout>:host:30:97 [0] NCCL INFO comm 0x7f858041ae60 rank 0 nranks 8 cudaDev 0 nvmlDev 3 - Init COMPLETE
Thu Jun 18 14:29:07 2020[1,0]<stdout>:Running benchmark...
Thu Jun 18 14:29:10 2020[1,0]<stdout>:Iter #0: 108.0 img/sec per GPU
...
Thu Jun 18 14:29:36 2020[1,0]<stdout>:Iter #9: 109.8 img/sec per GPU
Thu Jun 18 14:29:36 2020[1,0]<stdout>:Img/sec per GPU: 109.3 +-3.9
Thu Jun 18 14:29:36 2020[1,0]<stdout>:Total img/sec on 8 GPU(s): 874.2 +-30.9""",
        harmless=True,
        note="2020. README of a Helm set-up running Horovod's tensorflow2_synthetic_benchmark.py with mpirun over 8 pods on Kubernetes, one Tesla P100 each, section 'Results / RoCE' (kubectl logs of the job, TensorFlow 2.2 era, CUDA 10.1). Every rank warns that TensorRT's libnvinfer.so.6 cannot be loaded, and NCCL warns 'Call to ibv_open_device failed' / 'NET/IB : Unable to open device mlx5_N' for the virtual functions it may not open, yet each rank creates its GPU device and the benchmark runs to 'Total img/sec on 8 GPU(s): 874.2 +-30.9', the figure the README reports. Shortened to rank 0 and two of the eight 'Created TensorFlow device' lines; pod names written as 'host'.",
        platform="linux",
    ),
    CorpusLog(
        name="horovod-k8s-tcp-p100-nccl-ib-unavailable-socket-fallback-working",
        source=_GH
        + "stackhpc/k8s-rdma-horovod/blob/4db6a51e34938d5af612491f7e7061c8e11b2566/results/TCP-8GPU-8PF.log",
        text=r"""+ bash -c 'mpirun -np 8 -x NCCL_DEBUG=INFO -x PATH -x LD_LIBRARY_PATH -x HOROVOD_MPI_THREADS_DISABLE=1 -bind-to none -map-by slot -mca pml ob1 --hostfile /horovod/generated/hostfile --mca orte_keep_fqdn_hostnames t --allow-run-as-root --display-map --tag-output --timestamp-output sh -c '\''python /examples/tensorflow2_synthetic_benchmark.py'\'''
...
Fri Jun 19 09:17:14 2020[1,0]<stderr>:2020-06-19 09:17:14.339656: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'libnvinfer.so.6'; dlerror: libnvinfer.so.6: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/lib:/usr/local/nvidia/lib:/usr/local/nvidia/lib64
Fri Jun 19 09:17:14 2020[1,0]<stderr>:2020-06-19 09:17:14.339796: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'libnvinfer_plugin.so.6'; dlerror: libnvinfer_plugin.so.6: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/lib:/usr/local/nvidia/lib:/usr/local/nvidia/lib64
Fri Jun 19 09:17:14 2020[1,0]<stderr>:2020-06-19 09:17:14.339811: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:30] Cannot dlopen some TensorRT libraries. If you would like to use Nvidia GPU with TensorRT, please make sure the missing libraries mentioned above are installed properly.
...
Fri Jun 19 09:17:15 2020[1,0]<stderr>:2020-06-19 09:17:15.991487: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1555] Found device 0 with properties: 
Fri Jun 19 09:17:15 2020[1,0]<stderr>:pciBusID: 0000:04:00.0 name: Tesla P100-PCIE-12GB computeCapability: 6.0
Fri Jun 19 09:17:15 2020[1,0]<stderr>:coreClock: 1.3285GHz coreCount: 56 deviceMemorySize: 11.91GiB deviceMemoryBandwidth: 511.41GiB/s
...
Fri Jun 19 09:17:16 2020[1,0]<stderr>:2020-06-19 09:17:16.911376: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1241] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 11329 MB memory) -> physical GPU (device: 0, name: Tesla P100-PCIE-12GB, pci bus id: 0000:04:00.0, compute capability: 6.0)
Fri Jun 19 09:17:20 2020[1,0]<stdout>:Model: ResNet50
Fri Jun 19 09:17:20 2020[1,0]<stdout>:Batch size: 32
Fri Jun 19 09:17:20 2020[1,0]<stdout>:Number of GPUs: 8
Fri Jun 19 09:17:20 2020[1,0]<stdout>:Running warmup...
...
Fri Jun 19 09:17:36 2020[1,0]<stdout>:host:30:97 [0] NCCL INFO Bootstrap : Using [0]eth0:10.233.64.146<0>
Fri Jun 19 09:17:36 2020[1,0]<stdout>:host:30:97 [0] NCCL INFO NET/Plugin : No plugin found (libnccl-net.so).
Fri Jun 19 09:17:36 2020[1,0]<stdout>:host:30:97 [0] misc/ibvwrap.cc:212 NCCL WARN Call to ibv_open_device failed
Fri Jun 19 09:17:36 2020[1,0]<stdout>:
Fri Jun 19 09:17:36 2020[1,0]<stdout>:host:30:97 [0] transport/net_ib.cc:117 NCCL WARN NET/IB : Unable to open device mlx5_0
Fri Jun 19 09:17:36 2020[1,0]<stdout>:
...
Fri Jun 19 09:17:36 2020[1,0]<stdout>:host:30:97 [0] transport/net_ib.cc:117 NCCL WARN NET/IB : Unable to open device mlx5_9
Fri Jun 19 09:17:36 2020[1,0]<stdout>:host:30:97 [0] NCCL INFO NET/IB : No device found.
Fri Jun 19 09:17:36 2020[1,0]<stdout>:host:30:97 [0] NCCL INFO NET/Socket : Using [0]eth0:10.233.64.146<0>
Fri Jun 19 09:17:36 2020[1,0]<stdout>:NCCL version 2.4.8+cuda10.1
...
Fri Jun 19 09:17:36 2020[1,0]<stdout>:host:30:97 [0] NCCL INFO Ring 00 : 7 -> 0 [receive] via NET/Socket/0
Fri Jun 19 09:17:36 2020[1,0]<stdout>:host:30:97 [0] NCCL INFO NET/Socket: Using 1 threads and 1 sockets per thread
Fri Jun 19 09:17:36 2020[1,0]<stdout>:host:30:97 [0] NCCL INFO comm 0x7f45703d7e40 rank 0 nranks 8 cudaDev 0 nvmlDev 0 - Init COMPLETE
...
Fri Jun 19 09:17:58 2020[1,0]<stdout>:Running benchmark...
Fri Jun 19 09:18:12 2020[1,0]<stdout>:Iter #0: 22.6 img/sec per GPU
...
Fri Jun 19 09:20:29 2020[1,0]<stdout>:Iter #9: 20.9 img/sec per GPU
Fri Jun 19 09:20:29 2020[1,0]<stdout>:Img/sec per GPU: 21.2 +-1.3
Fri Jun 19 09:20:29 2020[1,0]<stdout>:Total img/sec on 8 GPU(s): 169.7 +-10.6""",
        harmless=True,
        note="2020. Committed benchmark log ('Add logs from benchmark tests') of the same Horovod job run over plain TCP on 8 pods with one Tesla P100 each: TensorRT missing on every rank, then NCCL's InfiniBand probe fails on all ten mlx5 devices ('NCCL WARN NET/IB : Unable to open device'), 'NET/IB : No device found', and NCCL uses sockets ('NET/Socket : Using [0]eth0', rings 'via NET/Socket/0'); all ranks reach 'Init COMPLETE' and the run ends 'Total img/sec on 8 GPU(s): 169.7 +-10.6'. The low figure is the TCP case the repository measures against RoCE and InfiniBand, not a failure. Shortened to rank 0; pod names written as 'host'.",
        platform="linux",
    ),
    CorpusLog(
        name="sagemaker-tfserving-gpu-k80-numa-working",
        source=_GH
        + "PipelineAI/pipeline/blob/d35d64bf421ea65c0e3301e29624ba618e20aa01/docs/quickstart/sagemaker/README.md",
        text=r"""2018-01-09 21:40:47.842724: I tensorflow_serving/model_servers/main.cc:148] Building single TensorFlow model file config: model_name: mnist model_base_path: /root/ml/model/pipeline_tfserving
...
2018-01-09 21:40:47.949612: I external/org_tensorflow/tensorflow/cc/saved_model/loader.cc:240] Loading SavedModel with tags: { serve }; from: /root/ml/model/pipeline_tfserving/1510612528
2018-01-09 21:40:48.217917: I external/org_tensorflow/tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:898] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2018-01-09 21:40:48.218607: I external/org_tensorflow/tensorflow/core/common_runtime/gpu/gpu_device.cc:1202] Found device 0 with properties: 
name: Tesla K80 major: 3 minor: 7 memoryClockRate(GHz): 0.8755
pciBusID: 0000:00:1e.0
totalMemory: 11.17GiB freeMemory: 11.10GiB
2018-01-09 21:40:48.218644: I external/org_tensorflow/tensorflow/core/common_runtime/gpu/gpu_device.cc:1296] Adding visible gpu device 0
2018-01-09 21:40:50.336216: I external/org_tensorflow/tensorflow/core/common_runtime/gpu/gpu_device.cc:983] Creating TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 10765 MB memory) -> physical GPU (device: 0, name: Tesla K80, pci bus id: 0000:00:1e.0, compute capability: 3.7)
...
2018-01-09 21:40:50.634043: I tensorflow_serving/core/loader_harness.cc:86] Successfully loaded servable version {name: mnist version: 1510612528}
2018-01-09 21:40:50.640806: I tensorflow_serving/model_servers/main.cc:289] Running ModelServer at 0.0.0.0:9000 ...""",
        harmless=True,
        note="2018. PipelineAI's SageMaker quick start, section 'Monitor Your Models', GPU model's CloudWatch log: 'The logs below show that we are, indeed, using the GPU-based TensorFlow Serving runtime in the GPU model.' TensorFlow Serving's GPU build on an ml.p2.xlarge (Tesla K80) prints the NUMA notice, creates the GPU device and loads the servable; the page's load test gets predictions from the 'mnist-v1gpu-tensorflow-tfserving-gpu' variant. The '...' lines are the page's own.",
        platform="linux",
    ),
)
