# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A two-hundred-and-ninety-second set of real logs quoted in documentation pages: TensorFlow's own install and profiler guides (tensorflow/docs, the source of tensorflow.org), NVIDIA's cloud-native documentation (NVIDIA/cloud-native-docs, the source of docs.nvidia.com/datacenter/cloud-native: the Container Toolkit troubleshooting page and the Anthos guide) and the Amazon SageMaker developer guide (awsdocs/amazon-sagemaker-developer-guide), each page stating the cause of the lines it quotes.

Each record is one quoted block with the cause the page gives for it; the text holds only the
lines as a user would meet them, never the page's explanation or fix. Sources are given as the
documentation file at the commit read (GitHub blob), the published page is named in the note.

Broken kinds held: XLA unable to find libdevice and ptxas (a conda-installed CUDA without NVCC,
TensorFlow 2.11 on Ubuntu 22.04), the profiler refused the GPU's counters (CUPTI privileges), an
NVML driver/library mismatch inside a SageMaker inference container (driver libraries bundled in
the image), and two container-level NVML failures with no catalogue cause (a container that lost
its GPUs after a systemd reload; SELinux labels refusing NVML). Working runs: 2 (a cosmetic
group-ID warning in GPU containers; TensorFlow's GPU start-up log from a notebook that ran on a
Tesla P4 in Kubernetes, NUMA and CPU-instruction notices included).

Small set, and several records are a single quoted line: the vendors' and clouds' troubleshooting
pages rarely quote TensorFlow's own log, and most cloud pages (Deep Learning VM, Vertex AI, Azure
DSVM, Azure N-series driver set-up, EC2) quote no error text at all. Left out: the tensorflow.org
install page's note that "Status: device kernel image is invalid" means the package holds no PTX for
the GPU's architecture (the page does not say whether the GPU is older or newer than the build's
targets, so the catalogue cause is ambiguous); NVIDIA's NIM troubleshooting pages (CUDA driver
errors 802/803 quoted from PyTorch, not TensorFlow); the Container Toolkit page's apt Signed-By and
nvidia-docker SELinux errors (package-manager and wrapper errors, no GPU run involved).

At first look (the doctor of commit 73b0d74) the cause was named in 3 of the 3 broken logs that
have a catalogue cause, all first; the 2 broken logs without one got no finding; the working runs
were not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf-docs-pip-ubuntu2204-libdevice-ptxas-not-found",
        source=_GH
        + "tensorflow/docs/blob/5b96ef6e94e6db28f4a4becdaade2afac558c437/site/en/install/pip.md",
        text=r"""Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice.
...
Couldn't invoke ptxas --version
...
InternalError: libdevice not found at ./libdevice.10.bc [Op:__some_op]""",
        expected_cause="xla-libdevice-missing",
        consequences=frozenset({"ptxas-missing"}),
        note="2023. tensorflow.org/install/pip as of TensorFlow 2.11 (commit 'Update the install guide to support TensorFlow 2.11 for linux (Ubuntu 22.04)', 2023-02-08), section 'Ubuntu 22.04': 'In Ubuntu 22.04, you may encounter the following error:' (the block quoted, its '...' are the page's own) and the fix it gives installs NVCC into the conda environment ('conda install -c nvidia cuda-nvcc=11.3.58'), sets XLA_FLAGS=--xla_gpu_cuda_data_dir=$CONDA_PREFIX/lib/ and copies libdevice.10.bc to $CONDA_PREFIX/lib/nvvm/libdevice/: XLA could not find libdevice (nor ptxas) in the conda-installed CUDA. The page's install used conda's cudatoolkit 11.2 and cuDNN 8.1 with pip's tensorflow.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-docs-profiler-cupti-insufficient-privileges",
        source=_GH
        + "tensorflow/docs/blob/87622f0d4888b557639c605c04a0e822874df5ba/site/en/guide/profiler.md",
        text=r"""CUPTI_ERROR_INSUFFICIENT_PRIVILEGES""",
        expected_cause="profiler-counters-restricted",
        note="2020. tensorflow.org/guide/profiler, section 'Resolve privilege issues' (added 2020-07-08): 'When you run profiling with CUDA® Toolkit 10.1 in a Docker environment or on Linux, you may encounter issues related to insufficient CUPTI privileges (`CUPTI_ERROR_INSUFFICIENT_PRIVILEGES`)', pointing to NVIDIA's ERR_NVGPUCTRPERM page (performance counters restricted to administrators) and to 'docker run option --privileged=true'. The page quotes only the error code, inline.",
        platform="linux",
    ),
    CorpusLog(
        name="sagemaker-inference-container-nvml-driver-library-mismatch",
        source=_GH
        + "awsdocs/amazon-sagemaker-developer-guide/blob/a869fa5c9bd1074a85bd23748d0463e322ad8939/doc_source/inference-gpu-drivers.md",
        text=r"""Failed to initialize NVML: Driver/library version mismatch""",
        expected_cause="driver-library-mismatch",
        note="2022. Amazon SageMaker developer guide, 'Best practices to minimize interruptions during GPU driver upgrades' (docs.aws.amazon.com/sagemaker/latest/dg/inference-gpu-drivers.html), section 'GPU card detection failure or NVIDIA initialization error': running nvidia-smi inside the model container returns the line quoted; the causes it gives are NVIDIA driver packages bundled in a bring-your-own image ('Ensure no NVIDIA driver packages are bundled in the image which could cause conflict with on host NVIDIA driver version') or a CUDA compatibility package the host's driver does not support (disable or remove it). SageMaker's hosts ran driver 470.57.02. Both are driver libraries of another release than the host's kernel module.",
        platform="linux",
    ),
    CorpusLog(
        name="nvidia-ctk-docs-nvml-unknown-error-after-daemon-reload",
        source=_GH
        + "NVIDIA/cloud-native-docs/blob/52dcb7b8d956784344e241df476de17094a4574c/container-toolkit/troubleshooting.md",
        text=r"""Failed to initialize NVML: Unknown Error""",
        expected_cause="container-lost-gpu-access",
        note="2025. NVIDIA Container Toolkit troubleshooting page (docs.nvidia.com/datacenter/cloud-native/container-toolkit/latest/troubleshooting.html), section 'Containers losing access to GPUs with error: \"Failed to initialize NVML: Unknown Error\"' (added 2025-07-08): the runtime hook sets up the container's GPU cgroup access without runc knowing, so an update to the container removes it; 'On systems where systemd is used to manage the cgroups of the container, reloading the systemd unit files (systemctl daemon-reload) is sufficient to trigger container updates and cause a loss of GPU access.' Fix: delete and restart the container; prevent with the cgroupfs driver, explicit --device flags or CDI. Labelled None at first look (no catalogue cause then: the container had its GPUs at start and lost them later); the catalogue's container-lost-gpu-access was added later from this page.",
        platform="linux",
    ),
    CorpusLog(
        name="nvidia-ctk-docs-nvml-insufficient-permissions-selinux",
        source=_GH
        + "NVIDIA/cloud-native-docs/blob/52dcb7b8d956784344e241df476de17094a4574c/container-toolkit/troubleshooting.md",
        text=r"""Failed to initialize NVML: Insufficient Permissions""",
        expected_cause="gpu-device-permission-denied",
        note="2020. NVIDIA Container Toolkit documentation, section 'NVML: Insufficient Permissions and SELinux' (first in the RHEL 7 install instructions of 2020-08-19, now on the troubleshooting page): 'Depending on how your Red Hat Enterprise Linux system is configured with SELinux, you might have to specify --security-opt=label=disable on the Docker or Podman command line to share parts of the host OS that cannot be relabeled. Without this option, you might observe this error when running GPU containers'. The page quotes the message inline. SELinux labels blocking the container's access to the driver. Labelled None at first look (no catalogue cause then); the catalogue's gpu-device-permission-denied was added later from this page.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="nvidia-ctk-docs-groups-cannot-find-name-for-gid",
        source=_GH
        + "NVIDIA/cloud-native-docs/blob/52dcb7b8d956784344e241df476de17094a4574c/container-toolkit/troubleshooting.md",
        text=r"""groups: cannot find name for group ID 993""",
        expected_cause=None,
        harmless=True,
        note="2026. NVIDIA Container Toolkit troubleshooting page, section '\"cannot find name for group ID\" warning when running containers' (added 2026-07-22): the toolkit adds the host's group IDs of device nodes such as /dev/dri/renderD128 to the container, and the container's /etc/group has no name for them; 'This warning is cosmetic and does not affect access to the requested devices.' The GPU container runs with its devices.",
        platform="linux",
    ),
    CorpusLog(
        name="nvidia-anthos-guide-tf-notebook-tesla-p4-gpu-log",
        source=_GH
        + "NVIDIA/cloud-native-docs/blob/52dcb7b8d956784344e241df476de17094a4574c/edge/anthos-guide.rst",
        text=r"""=========snip===============
[I 19:17:58.116 NotebookApp] Saving file at /tensorflow-tutorials/classification.ipynb
2020-05-21 19:21:01.422482: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcuda.so.1
2020-05-21 19:21:01.436767: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:981] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-05-21 19:21:01.437469: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1561] Found device 0 with properties:
pciBusID: 0000:13:00.0 name: Tesla P4 computeCapability: 6.1
coreClock: 1.1135GHz coreCount: 20 deviceMemorySize: 7.43GiB deviceMemoryBandwidth: 178.99GiB/s
2020-05-21 19:21:01.438477: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcudart.so.10.1
2020-05-21 19:21:01.462370: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcublas.so.10
2020-05-21 19:21:01.475269: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcufft.so.10
2020-05-21 19:21:01.478104: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcurand.so.10
2020-05-21 19:21:01.501057: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcusolver.so.10
2020-05-21 19:21:01.503901: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcusparse.so.10
2020-05-21 19:21:01.544763: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcudnn.so.7
2020-05-21 19:21:01.545022: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:981] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-05-21 19:21:01.545746: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:981] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-05-21 19:21:01.546356: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1703] Adding visible gpu devices: 0
2020-05-21 19:21:01.546705: I tensorflow/core/platform/cpu_feature_guard.cc:143] Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2 AVX512F FMA
2020-05-21 19:21:01.558283: I tensorflow/core/platform/profile_utils/cpu_utils.cc:102] CPU Frequency: 2194840000 Hz
2020-05-21 19:21:01.558919: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x7f6f2c000b20 initialized for platform Host (this does not guarantee that XLA will be used). Devices:
2020-05-21 19:21:01.558982: I tensorflow/compiler/xla/service/service.cc:176]   StreamExecutor device (0): Host, Default Version
2020-05-21 19:21:01.645786: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:981] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-05-21 19:21:01.646387: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x53ab350 initialized for platform CUDA (this does not guarantee that XLA will be used). Devices:
2020-05-21 19:21:01.646430: I tensorflow/compiler/xla/service/service.cc:176]   StreamExecutor device (0): Tesla P4, Compute Capability 6.1
2020-05-21 19:21:01.647005: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:981] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-05-21 19:21:01.647444: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1561] Found device 0 with properties:
pciBusID: 0000:13:00.0 name: Tesla P4 computeCapability: 6.1
coreClock: 1.1135GHz coreCount: 20 deviceMemorySize: 7.43GiB deviceMemoryBandwidth: 178.99GiB/s
...
2020-05-21 19:21:01.648720: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1703] Adding visible gpu devices: 0
2020-05-21 19:21:01.649158: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcudart.so.10.1
2020-05-21 19:21:01.650302: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1102] Device interconnect StreamExecutor with strength 1 edge matrix:
2020-05-21 19:21:01.650362: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1108]      0
2020-05-21 19:21:01.650392: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1121] 0:   N
2020-05-21 19:21:01.650860: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:981] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-05-21 19:21:01.651341: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:981] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-05-21 19:21:01.651773: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1247] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 7048 MB memory) -> physical GPU (device: 0, name: Tesla P4, pci bus id: 0000:13:00.0, compute capability: 6.1)
2020-05-21 19:21:03.601093: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcublas.so.10
[I 19:21:58.132 NotebookApp] Saving file at /tensorflow-tutorials/classification.ipynb""",
        expected_cause=None,
        harmless=True,
        note="2020. NVIDIA's guide to Google Cloud Anthos with NVIDIA GPUs (docs.nvidia.com/datacenter/cloud-native/edge/anthos-guide.html): the tensorflow/tensorflow:latest-gpu-jupyter pod (nvidia.com/gpu: 1, GPU Operator, Tesla P4 passed through from vSphere) runs the classification tutorial notebook to its end, then 'Once the notebook is complete you can check the logs of the tf-notebook pod to confirm it was using the GPU' with the log quoted (the page's own '=========snip===============' line). The run worked on the GPU; the NUMA, CPU-instruction and XLA lines are notices. The repeated library-loading lines of the second device set-up are cut with '...'.",
        platform="linux",
    ),
)
