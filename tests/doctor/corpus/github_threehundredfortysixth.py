# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A three-hundred-and-forty-sixth set of real output quoted by cloud vendors' troubleshooting pages kept in GitHub repositories: the ModelArts user guide of Open Telekom Cloud (opentelekomcloud-docs/modelarts, Huawei's ModelArts service), the Amazon SageMaker developer guide (awsdocs/amazon-sagemaker-developer-guide) and the IBM Cloud VPC documentation (ibm-cloud-docs/vpc), each entry a symptom with the cause the page states for it (2022-2026).

Each record is one troubleshooting entry: the text holds only the lines a user would meet in a
GPU training job's or notebook's log (the page's quoted block, or the message its title quotes),
never the page's explanation or fix; the note quotes the page's cause. Sources are the
documentation files at the commit read (GitHub blob); the published page is named in the note.

Broken kinds held: a compiled extension built for another GPU architecture (no kernel image), a
TensorFlow "Dst tensor is not initialized" on a job out of GPU memory, a CUDA device ordinal beyond
the job's GPUs, CUDA started before a fork, NCCL over an unstable RoCE network, a training
container killed with exit code 137 (out of memory), an NCCL system error that the page puts down
to a process out of GPU memory, and three with no catalogue cause (cuDNN refusing non-contiguous
input; the NVIDIA kernel module refusing a B300's PCI region in an unprepared guest OS; two B300
GPUs locked at full clock by a driver bug). Working runs: 0 (no page quoted a working TensorFlow
run on the GPU).

Small set, and most records are a single line: these pages quote short messages, often only in a
title or a screenshot. Left out: the ModelArts pages already held (no CUDA-capable device,
reinstalled CUDA not matching the image, ECC error) and its "No GPU Is Found for a Training Job"
page (the same cuInit line as a page already held); ModelArts entries quoting only screenshots
(connect() timed out, "no socket interface found"), PyTorch-only messages with no CUDA part
(DataLoader worker killed, max_pool2d after a PyTorch upgrade) and INFO lines of TensorFlow 1.8's
OBS client (no GPU involved); the Deep Learning AMI FAQ entry "I'm getting CUDA errors or
GPU-related messages from my framework" (no message quoted, cause too general); the Azure ML
known-issues page ("Horovod has been shut down" only points to another rank's log), the Azure
DSVM and N-series driver pages, Scaleway's GPU troubleshooting pages and Google's
compute-gpu-installation README (no error text quoted).

At first look (the doctor of commit f8714de) the cause was named in 2 of the 7 broken logs that
have a catalogue cause, both first (one more got only the consequence, NCCL, and the compiled
extension was taken for a GPU outside the build's range); the 3 broken logs without a catalogue
cause got no finding. No working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

_MODELARTS = (
    _GH
    + "opentelekomcloud-docs/modelarts/blob/1ba1873d960563c60759f67898a855d9ba3c3502/umn/source/troubleshooting/"
)

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="modelarts-notebook-cudacheckerror-no-kernel-image-setup-py-arch",
        source=_MODELARTS
        + "devenviron_notebook_of_new_version/code_running_failures/what_do_i_do_if_cudacheckerror_occurs_during_training.rst",
        text=r"""cudaCheckError() failed : no kernel image is available for execution on the device""",
        expected_cause="custom-op-build-mismatch",
        note="2024. Open Telekom Cloud ModelArts user guide, 'What Do I Do If cudaCheckError Occurs During Training?' (modelarts_13_0115): symptom 'The following error occurs when the training code is executed in a notebook'; possible cause 'Parameters arch and code in setup.py have not been set to match the GPU compute power'; fix for Tesla V100: '-gencode arch=compute_70,code=[sm_70,compute_70]'. A compiled extension built without the notebook GPU's architecture.",
        platform="linux",
    ),
    CorpusLog(
        name="modelarts-tensorflow-dst-tensor-not-initialized-gpu-memory",
        source=_MODELARTS + "training_jobs/memory_limit_issues/training_job_failed_due_to_oom.rst",
        text=r"""Dst tensor is not initialized""",
        expected_cause="gpu-out-of-memory",
        note="2024. Open Telekom Cloud ModelArts user guide, 'Training Job Failed Due to OOM' (modelarts_trouble_0044): among the symptoms of a training job failed for out of memory, 'Error message \"Dst tensor is not initialized\" is displayed in TensorFlow logs'; possible causes 'GPU memory is insufficient' or OOM on a faulty node; fix: smaller batch_size and other network parameters, release unneeded tensors. The page's other symptoms (exit code 137, 'killed', PyTorch's 'CUDA out of memory') are shown only in screenshots or belong to PyTorch and are not in the text.",
        platform="linux",
    ),
    CorpusLog(
        name="modelarts-cuda-runtime-error-10-invalid-device-ordinal",
        source=_MODELARTS
        + "training_jobs/gpu_issues/error_message_cuda_runtime_error_10_invalid_device_ordinal_at_xxx_displayed_in_logs.rst",
        text=r"""cuda runtime error (10) : invalid device ordinal at xxx""",
        expected_cause="requested-gpu-missing",
        note="2024. Open Telekom Cloud ModelArts user guide, 'Error Message \"cuda runtime error (10) : invalid device ordinal at xxx\" Displayed in Logs' (modelarts_trouble_0049); the log itself is a screenshot, the text is the message as the title quotes it ('xxx' is the page's own placeholder for the source location). Cause: 'The CUDA_VISIBLE_DEVICES setting does not comply with job specifications. For example, you select a job with four GPUs, and the IDs of available GPUs are 0, 1, 2, and 3. However, when you perform CUDA operations, for example tensor.to(device=\"cuda:7\"), tensors are specified to run on GPU 7, which is beyond the available GPU IDs' (or a damaged GPU leaves fewer GPUs than selected).",
        platform="linux",
    ),
    CorpusLog(
        name="modelarts-pytorch-cannot-reinitialize-cuda-forked-subprocess",
        source=_MODELARTS
        + "training_jobs/gpu_issues/error_message_runtimeerror_cannot_re-initialize_cuda_in_forked_subprocess_displayed_in_logs.rst",
        text=r"""RuntimeError: Cannot re-initialize CUDA in forked subprocess""",
        expected_cause="cuda-initialized-before-fork",
        note="2024. Open Telekom Cloud ModelArts user guide, 'Error Message \"RuntimeError: Cannot re-initialize CUDA in forked subprocess\" Displayed in Logs' (modelarts_trouble_0051): 'When PyTorch is used to start multiple processes, the following error message is displayed'; possible cause 'The multi-processing startup mode is incorrect'; the fix shown sets mp.set_start_method(\"spawn\") before starting the processes.",
        platform="linux",
    ),
    CorpusLog(
        name="modelarts-nccl-got-completion-error-12-unstable-roce",
        source=_MODELARTS + "training_jobs/training_job_suspended/suspension_before_training.rst",
        text=r"""Got completion with error 12, opcode 1, len 32478, vendor err 129""",
        expected_cause="nccl-multi-gpu-failed",
        note="2024. Open Telekom Cloud ModelArts user guide, 'Suspension Before Training' (modelarts_trouble_0111), multi-node job with NCCL_DEBUG=INFO, Symptom 3: 'Communication information such as \"Got completion with error 12, opcode 1, len 32478, vendor err 129\" is displayed. The current network is unstable.' Fix: NCCL_IB_GID_INDEX=3 (RoCEv2), NCCL_IB_TC=128 and NCCL_IB_TIMEOUT=22. The job hangs in NCCL's InfiniBand/RoCE transport between nodes.",
        platform="linux",
    ),
    CorpusLog(
        name="modelarts-training-end-return-code-137-memory",
        source=_MODELARTS
        + "training_jobs/service_code_issues/training_job_process_exits_unexpectedly.rst",
        text=r"""[Modelarts Service Log]Training end with return code: 137""",
        expected_cause="host-out-of-memory",
        note="2024. Open Telekom Cloud ModelArts user guide, 'Training Job Process Exits Unexpectedly' (modelarts_13_0074): 'Exit code: 137 or 247 - The possible cause is that the memory overflows. To resolve this issue, you can reduce the data volume, decrease the batch_size value, optimize the code ...' and 'The size of data files is not equal to the memory usage.' Exit code 137 is the process killed by SIGKILL, the container's memory limit (RAM), not the GPU's.",
        platform="linux",
    ),
    CorpusLog(
        name="sagemaker-model-parallel-nccl-unhandled-system-error-gpu-oom",
        source=_GH
        + "awsdocs/amazon-sagemaker-developer-guide/blob/a869fa5c9bd1074a85bd23748d0463e322ad8939/doc_source/distributed-troubleshooting-model-parallel.md",
        text=r"""NCCL error in: ../torch/lib/c10d/ProcessGroupNCCL.cpp:825, unhandled system error, NCCL version 2.7.8
ncclSystemError: System call (socket, malloc, munmap, etc) failed.""",
        expected_cause="gpu-out-of-memory",
        consequences=frozenset({"nccl-multi-gpu-failed"}),
        note="2022. Amazon SageMaker developer guide, 'Model Parallel Troubleshooting' (docs.aws.amazon.com/sagemaker/latest/dg/distributed-troubleshooting-model-parallel.html), section 'Receiving NCCL Error for a PyTorch Training Job': 'If you encountered the following error, it might be due to a process running out of GPU memory.' Fix: 'reducing the batch size or active_microbatches', or manual partitioning when auto partitioning is unbalanced.",
        platform="linux",
    ),
    CorpusLog(
        name="modelarts-cudnn-status-not-supported-non-contiguous",
        source=_MODELARTS
        + "training_jobs/service_code_issues/error_message_cudnn_status_not_supported_displayed_in_logs.rst",
        text=r"""RuntimeError: cuDNN error: CUDNN_STATUS_NOT_SUPPORTED. This error may appear if you passed in a non-contiguous input.""",
        expected_cause=None,
        note="2024. Open Telekom Cloud ModelArts user guide, 'Error Message \"CUDNN_STATUS_NOT_SUPPORTED\" Displayed in Logs' (modelarts_trouble_0056), PyTorch training: 'The input data is not of contiguous type, which is not supported by cuDNN.' Fix: disable cuDNN or make the input contiguous (the page writes images.permute(0, 3, 1, 2).contigous()). No catalogue cause: a data-layout problem of the program, not of the set-up.",
        platform="linux",
    ),
    CorpusLog(
        name="ibm-vpc-b300-nvrm-pci-io-region-invalid",
        source=_GH
        + "ibm-cloud-docs/vpc/blob/3fdff6f647da156dc034f2e2b0d11c61f1c86f3d/managing-gpus.md",
        text=r"""NVRM: This PCI I/O region assigned to your NVIDIA device is invalid:""",
        expected_cause=None,
        note="2026. IBM Cloud VPC documentation, 'Managing GPUs and accelerators for VPC', section 'Configuring a virtual server instance with an NVIDIA B300 GPU': 'When you use the B300 GPU profile, the guest operating system needs an update. If the guest OS is not modified, you might see errors such as, \"NVRM: This PCI I/O region assigned to your NVIDIA device is invalid:\"'. Fix: add 'pci=assign-busses pci=realloc pci=nocrs pci=big_root_window' to GRUB_CMDLINE_LINUX_DEFAULT, update-grub2, reboot. No catalogue cause: the guest kernel's PCI resource assignment keeps the NVIDIA driver from taking the GPU (the driver is installed; the GPU stays unusable).",
        platform="linux",
    ),
    CorpusLog(
        name="ibm-vpc-b300-locked-gpu-clocks-nvidia-smi",
        source=_GH
        + "ibm-cloud-docs/vpc/blob/3fdff6f647da156dc034f2e2b0d11c61f1c86f3d/vsi_is_troubleshoot_b300_gpu_performance.md",
        text=r"""nvidia-smi --query-gpu=index,pstate,power.draw,clocks.current.graphics,clocks.current.sm,temperature.gpu --format=csv index, pstate, power.draw [W], clocks.current.graphics [MHz], clocks.current.sm [MHz], temperature.gpu

0, P0, 134.45 W, 120 MHz, 120 MHz, 37
1, P0, 136.28 W, 120 MHz, 120 MHz, 37
2, P0, 135.65 W, 120 MHz, 120 MHz, 31
3, P0, 133.02 W, 120 MHz, 120 MHz, 31
4, P0, 136.44 W, 120 MHz, 120 MHz, 39
5, P0, 138.55 W, 120 MHz, 120 MHz, 39
6, P0, 187.59 W, 2017 MHz, 2017 MHz, 34
7, P0, 188.10 W, 2017 MHz, 2017 MHz, 34""",
        expected_cause=None,
        note="2026. IBM Cloud VPC documentation, troubleshooting entry 'Why is my virtual server with NVIDIA B300 GPUs exhibiting degraded performance or running at high speeds for some GPUs?': the output, taken with no workload running, shows GPUs 6 and 7 at 2017 MHz and 187-188 W against 120 MHz and 133-138 W for the others. Cause: 'This issue is due to an NVIDIA bug for the B300 GPU. The issue can occur when the GPU goes into an idle state and the clock speed becomes locked.' Fix: reset the GPUs with 'nvidia-smi -r'. No catalogue cause (a driver bug locking clocks; not overheating, not a failing GPU).",
        platform="linux",
    ),
)
