# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-forty-fifth set of real output quoted by platform and vendor documentation: NVIDIA's GPU Operator guide for Anthos (NVIDIA/cloud-native-docs, the source of docs.nvidia.com/datacenter/cloud-native), the Open Telekom Cloud ModelArts troubleshooting pages (opentelekomcloud-docs/modelarts), the AWS Deep Learning AMI developer guide (awsdocs/aws-deep-learning-amis), the JADE HPC facility's TensorFlow page (jade-hpc-gpu/docs) and the FAQ of a community TensorFlow AMI (ritchieng/dlami).

Each record's text is only the output the page quotes as met by a user; the note quotes the
page's own statement of its cause (broken records) or the page's own words that the run used the
GPU (working runs). Sources are the files in the documentation repositories, at the commit read.

Broken kinds held: CUDA_VISIBLE_DEVICES hiding the GPUs of a cloud
training job, a CUDA package reinstalled for another CUDA than the image's, an uncorrectable ECC
error on a cloud GPU node, Horovod's TensorFlow library not matching the TensorFlow build of the
AMI, and an NVML driver/library mismatch on an AMI after a driver update. Working runs: 2 (an NGC
TensorFlow container on JADE printing the legacy-driver compatibility note and a group-ID warning,
and TensorFlow Serving on a Graviton GPU instance printing "Start cannot spawn child process"). A
third, the TensorFlow notebook on Kubernetes whose log NVIDIA's Anthos guide quotes, is held
already (nvidia-anthos-guide-tf-notebook-tesla-p4-gpu-log).

Left out: pages whose output is only an image (ModelArts "invalid device ordinal", its OOM page),
pages on PyTorch-only errors (cuDNN non-contiguous input, fork with CUDA, a setup.py built for the
wrong GPU architecture), the toolkit page's apt "Conflicting values set for option Signed-By" and
nvidia-docker wrapper SELinux errors (installation, not a GPU run), its "cannot find name for group
ID" warning alone (no GPU run shown; the JADE record holds the same warning with one), a second
ModelArts page with the same cuInit line, and the AMI FAQ's "NVIDIA-SMI has failed" entry (a fix
without a cause). Most records are from 2020-2025 pages; the AMI FAQ is from 2017-2021.

The toolkit page's two quoted NVML errors (a container that lost its GPUs after a systemd reload,
"Insufficient Permissions" under SELinux) were read too, but the corpus already holds them from
the same page (nvidia-ctk-docs-*), so they are not kept twice.

At first look (the doctor of commit 9f88e13) the cause was named in 5 of the 5 broken logs kept, 4
first; the working runs were not flagged (0 of 2 kept).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="modelarts-otc-training-job-cuinit-no-device-cuda-visible-devices",
        source=_GH
        + "opentelekomcloud-docs/modelarts/blob/1ba1873d960563c60759f67898a855d9ba3c3502/umn/source/troubleshooting/training_jobs/gpu_issues/error_message_no_cuda-capable_device_is_detected_displayed_in_logs.rst",
        text=r"""1. 'failed call to cuInit: CUDA_ERROR_NO_DEVICE:  no CUDA-capable device is detected'
2. 'No CUDA-capable device is detected although requirements are installed'""",
        expected_cause="cuda-visible-devices-hides-gpus",
        note="Open Telekom Cloud ModelArts troubleshooting page 'Error Message \"No CUDA-capable device is detected\" Displayed in Logs' (modelarts_trouble_0032, 2024): 'Possible Causes: CUDA_VISIBLE_DEVICES has been incorrectly set. CUDA operations are performed on GPUs with IDs that are not specified by CUDA_VISIBLE_DEVICES.' Solution: 'Do not change the CUDA_VISIBLE_DEVICES value in the code. Use its default value.' The two lines are quoted as the page lists them (numbered, in quotes). A cloud training job's log.",
        platform="linux",
    ),
    CorpusLog(
        name="modelarts-otc-reinstalled-cuda-package-mismatches-image-libcudart9",
        source=_GH
        + "opentelekomcloud-docs/modelarts/blob/1ba1873d960563c60759f67898a855d9ba3c3502/umn/source/troubleshooting/training_jobs/in-cloud_migration_adaptation_issues/reinstalled_cuda_version_does_not_match_the_one_in_the_target_image.rst",
        text=r'''1. "RuntimeError: cuda runtime error (11) : invalid argument at /pytorch/aten/src/THC/THCCachingHostAllocator.cpp:278"
2. "libcudart.so.9.0 cannot open shared object file no such file or directory"
3. "Make sure the device specification refers to a valid device. The requested device appears to be a GPU,but CUDA is not enabled"''',
        expected_cause="cuda-libraries-missing",
        note="Open Telekom Cloud ModelArts troubleshooting page 'Reinstalled CUDA Version Does Not Match the One in the Target Image' (modelarts_trouble_0047): 'An error occurs after the engine version is reinstalled or a new CUDA package is compiled based on the existing image.' 'Possible Causes: The CUDA version of the newly installed package does not match the CUDA version in the image.' Solution: run nvcc -V in the image and reinstall the framework for that CUDA. Odd: the page lists a PyTorch line, a missing CUDA 9.0 runtime and TensorFlow's 'CUDA is not enabled' placement error together under the one cause; the last, alone, is what a CPU-only TensorFlow says.",
        platform="linux",
    ),
    CorpusLog(
        name="modelarts-otc-training-job-uncorrectable-ecc-error",
        source=_GH
        + "opentelekomcloud-docs/modelarts/blob/1ba1873d960563c60759f67898a855d9ba3c3502/umn/source/troubleshooting/training_jobs/service_code_issues/ecc_error_occurs_in_the_log_causing_training_job_failure.rst",
        text=r"""RuntimeError: CUDA error: uncorrectable ECC error encountered""",
        expected_cause="gpu-hardware-fault",
        note="Open Telekom Cloud ModelArts troubleshooting page 'ECC Error Occurs in the Log, Causing Training Job Failure' (modelarts_13_0028): 'If a job fails to be executed due to an ECC error, the node of the job will be automatically isolated. In this case, you need to restart the job.' The node's GPU memory fault is the cause; the message is PyTorch's wording of CUDA's error.",
        platform="linux",
    ),
    CorpusLog(
        name="aws-dlami-horovod-tensorflow-mpi-lib-undefined-symbol",
        source=_GH
        + "awsdocs/aws-deep-learning-amis/blob/578e7dd1e3d35e5cdd31caad1671a75ec1118911/doc_source/tutorial-horovod-tensorflow.md",
        text=r'''---------------------------------------------------------------------------
NotFoundError Traceback (most recent call last)
<ipython-input-3-e90ed6cabab4> in <module>()
----> 1 import horovod.tensorflow as hvd

~/anaconda3/envs/tensorflow_p36/lib/python3.6/site-packages/horovod/tensorflow/__init__.py in <module>()
** *34* check_extension('horovod.tensorflow', 'HOROVOD_WITH_TENSORFLOW', __file__, 'mpi_lib')
** *35* 
---> 36 from horovod.tensorflow.mpi_ops import allgather, broadcast, _allreduce
** *37* from horovod.tensorflow.mpi_ops import init, shutdown
** *38* from horovod.tensorflow.mpi_ops import size, local_size, rank, local_rank

~/anaconda3/envs/tensorflow_p36/lib/python3.6/site-packages/horovod/tensorflow/mpi_ops.py in <module>()
** *56* 
** *57* MPI_LIB = _load_library('mpi_lib' + get_ext_suffix(),
---> 58 ['HorovodAllgather', 'HorovodAllreduce'])
** *59* 
** *60* _basics = _HorovodBasics(__file__, 'mpi_lib')

~/anaconda3/envs/tensorflow_p36/lib/python3.6/site-packages/horovod/tensorflow/mpi_ops.py in _load_library(name, op_list)
** *43* """
** *44* filename = resource_loader.get_path_to_datafile(name)
---> 45 library = load_library.load_op_library(filename)
** *46* for expected_op in (op_list or []):
** *47* for lib_op in library.OP_LIST.op:

~/anaconda3/envs/tensorflow_p36/lib/python3.6/site-packages/tensorflow/python/framework/load_library.py in load_op_library(library_filename)
** *59* RuntimeError: when unable to load the library or get the python wrappers.
** *60* """
---> 61 lib_handle = py_tf.TF_LoadLibrary(library_filename)
** *62* 
** *63* op_list_str = py_tf.TF_GetOpList(lib_handle)

NotFoundError: /home/ubuntu/anaconda3/envs/tensorflow_p36/lib/python3.6/site-packages/horovod/tensorflow/mpi_lib.cpython-36m-x86_64-linux-gnu.so: undefined symbol: _ZN10tensorflow14kernel_factory17OpKernelRegistrar12InitInternalEPKNS_9KernelDefEN4absl11string_viewEPFPNS_8OpKernelEPNS_20OpKernelConstructionEE''',
        expected_cause="custom-op-build-mismatch",
        note="AWS Deep Learning AMI developer guide, 'TensorFlow with Horovod' tutorial, Troubleshooting section (2018-2021 versions): 'You may receive the following error code if you try to use TensorFlow with Horovod on an unsupported instance type:' followed by this traceback. The AMI installed a TensorFlow build chosen for the instance type, and Horovod's compiled TensorFlow library (mpi_lib) was built against another, hence the undefined TensorFlow symbol. Odd: the traceback holds two docstring lines of TensorFlow's load_library.py with triple quotes, kept as the page shows them.",
        platform="linux",
    ),
    CorpusLog(
        name="tfami-community-ami-faq-nvml-driver-library-mismatch",
        source=_GH + "ritchieng/dlami/blob/904310d093460c0ec8557ba8f15ad43c8556a61c/README.md",
        text=r"""Error: `Failed to initialize NVML: Driver/library version mismatch`""",
        expected_cause="driver-library-mismatch",
        note="README of TFAMI/DLAMI, a community TensorFlow AMI for AWS GPU instances (p2/g2) maintained at NUS, section 'FAQs (Relating to Driver Issues)': '1. Error: Failed to initialize NVML: Driver/library version mismatch - Run sudo reboot.' The reboot loads the kernel module of the updated driver. The FAQ gives the fix rather than a sentence on the cause; the error names it. 2017-2021.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="jade-hpc-ngc-tensorflow-container-legacy-driver-compat-two-v100",
        source=_GH
        + "jade-hpc-gpu/docs/blob/e958ec5852c7d5f3ca2fca0aabee80532829d50d/software/machine-learning/tensorflow.rst",
        text=r"""================
== TensorFlow ==
================

NVIDIA Release 20.11-tf2 (build 17379986)
TensorFlow Version 2.3.1

Container image Copyright (c) 2020, NVIDIA CORPORATION.  All rights reserved.
Copyright 2017-2020 The TensorFlow Authors.  All rights reserved.

Various files include modifications (c) NVIDIA CORPORATION.  All rights reserved.
NVIDIA modifications are covered by the license terms that apply to the underlying project or file.

NOTE: Legacy NVIDIA Driver detected.  Compatibility mode ENABLED.

groups: cannot find name for group ID 30773
I have no name!@d129dbb678f2:/home_directory$

I tensorflow/core/common_runtime/gpu/gpu_device.cc:1428] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 4322 MB memory) -> physical GPU (device: 0, name: Tesla V100-SXM2-32GB-LS, pci bus id: 0000:06:00.0, compute capability: 7.0)
I tensorflow/core/common_runtime/gpu/gpu_device.cc:1428] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:1 with 31031 MB memory) -> physical GPU (device: 1, name: Tesla V100-SXM2-32GB-LS, pci bus id: 0000:07:00.0, compute capability: 7.0)
I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcublas.so.11

tf.Tensor(
[[ 44.  56.][ 98. 128.]], shape=(2, 2), dtype=float32)""",
        harmless=True,
        note="JADE (UK Tier-2 GPU facility, DGX nodes) user documentation, TensorFlow page (2021): the NGC TensorFlow 20.11 container started on a compute node ('The group ID warning and no name warning can safely be ignored'), then the page's multi-GPU example 'You will see something similar to the following output' with TensorFlow devices created on two V100s and the matmul result. The text joins the two outputs the page shows from the same container (the container banner, then the example's output). 'Legacy NVIDIA Driver detected. Compatibility mode ENABLED.' is the container's CUDA forward-compatibility notice: the run works.",
        platform="linux",
    ),
    CorpusLog(
        name="aws-dlami-graviton-gpu-tf-serving-start-cannot-spawn-child",
        source=_GH
        + "awsdocs/aws-deep-learning-amis/blob/578e7dd1e3d35e5cdd31caad1671a75ec1118911/doc_source/tutorial-graviton-tensorflow.md",
        text=r"""2021-11-10 06:18:51.028341: I tensorflow_serving/model_servers/server_core.cc:486] Finished adding/updating models
2021-11-10 06:18:51.028420: I tensorflow_serving/model_servers/server.cc:133] Using InsecureServerCredentials
2021-11-10 06:18:51.028460: I tensorflow_serving/model_servers/server.cc:383] Profiler service is enabled
2021-11-10 06:18:51.028889: I tensorflow_serving/model_servers/server.cc:409] Running gRPC ModelServer at 0.0.0.0:8500 ...
[evhttp_server.cc : 245] NET_LOG: Entering the event loop ...
2021-11-10 06:18:51.030985: I tensorflow_serving/model_servers/server.cc:430] Exporting HTTP/REST API at:localhost:8501 ...

2021-11-10 06:18:59.335327: I external/org_tensorflow/tensorflow/stream_executor/cuda/cuda_dnn.cc:368] Loaded cuDNN version 8204
2021-11-10 06:18:59.956156: I external/org_tensorflow/tensorflow/core/platform/default/subprocess.cc:304] Start cannot spawn child process
Prediction class: 285, avg latency: 111.4673 ms""",
        harmless=True,
        note="AWS Deep Learning AMI developer guide, 'Using the Graviton GPU TensorFlow DLAMI' (2021): TensorFlow Serving started with a ResNet-50 model ('Your output should look similar to the following'), then the resnet_client example run against it, whose expected output is these lines: cuDNN 8.2.4 loaded by the server for the model's convolutions on the instance's GPU (a g5g, Graviton with NVIDIA T4G) and a prediction returned. 'Start cannot spawn child process' is part of the output the page expects. The text joins the server's and the client's outputs as the page shows them.",
        platform="linux",
    ),
)
