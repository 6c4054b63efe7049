"""XLA without ptxas (the CUDA toolkit's PTX assembler), in each release's words, and the
messages TensorFlow's own checks print before it loads: Windows' self_check.py and TSL's
dlopen_checker.cc, XLA's newer wording of the cuDNN handle failure, a session's GPU list that
names a GPU the process does not have, Slurm's report of a job step its memory cgroup killed,
and NCCL and Horovod lines from their troubleshooting pages and a run that worked."""

from __future__ import annotations

from tfgpu_gui.doctor.collect import explain_log_report
from tfgpu_gui.doctor.model import ERROR, INFO, WARNING

# https://github.com/YoshitakaMo/localcolabfold/issues/70 (an nvidia/cuda -base image: no ptxas;
# the -devel image fixed it). The second line is cut where the poster's paste was.
STOPPED = """2022-03-11 15:15:48.010379: W external/org_tensorflow/tensorflow/stream_executor/gpu/asm_compiler.cc:80] Couldn't get ptxas version string: INTERNAL: Couldn't invoke ptxas --version
2022-03-11 15:15:48.010891: F external/org_tensorflow/tensorflow/compiler/xla/service/gpu/nvptx_compiler.cc:435] ptxas returned an error during compilation of ptx to sass: 'INTERNAL: Failed to launch ptxas'  If the error message indicates that a file could not be written, please verify that sufficie"""  # noqa: E501

# https://github.com/pangeo-data/pangeo-docker-images/issues/450 (the driver compiled instead)
DRIVER_COMPILES = """2023-04-11 14:56:14.664302: W tensorflow/compiler/xla/stream_executor/gpu/asm_compiler.cc:85] Couldn't get ptxas version string: INTERNAL: Couldn't invoke ptxas --version
2023-04-11 14:56:14.665682: W tensorflow/compiler/xla/stream_executor/gpu/redzone_allocator.cc:318] INTERNAL: Failed to launch ptxas
Relying on driver to perform ptx compilation. 
Modify $PATH to customize ptxas location.
This message will be only logged once."""  # noqa: E501, W291

# https://github.com/jax-ml/jax/issues/6583 (TensorFlow's XLA of 2021: the driver compiles)
CANT_FIND_BINARY = "2021-04-28 21:34:18.432071: W tensorflow/compiler/xla/service/gpu/nvptx_compiler.cc:70] Can't find ptxas binary in ${CUDA_DIR}/bin.  Will back to the GPU driver for PTX -> sass compilation.  This is OK so long as you don't see a warning below about an out-of-date driver version. Custom ptxas location can be specified using $PATH."  # noqa: E501

# https://github.com/NixOS/nixpkgs/pull/375186 (the newer XLA's search; fixed by adding the
# CUDA compiler package)
NO_SUITABLE = "jaxlib.xla_extension.XlaRuntimeError: INTERNAL: CustomCall failed: Couldn't find a suitable version of ptxas. The following locations were considered: bin/ptxas, /nix/store/r1dw8c14c4mvw6b44y0hmvxajap7s6aq-python3-3.12.8-env/bin/ptxas"  # noqa: E501

# https://github.com/tensorflow/models/issues/9847 (TensorFlow 2.0-2.1's status)
BIN_NOT_FOUND = "OP_REQUIRES failed at xla_ops.cc:489 : Not found: ./bin/ptxas not found"

# https://github.com/tensorflow/tensorflow/issues/66716 (TensorFlow 2.16 on an A100): an older
# ptxas first on PATH; the cause as stanford-crfm/levanter's docs/faq.md states it
TOO_OLD_FOR_XLA = "2024-04-30 16:37:32.740441: W tensorflow/core/framework/op_kernel.cc:1839] OP_REQUIRES failed at xla_ops.cc:580 : INTERNAL: XLA requires ptxas version 11.8 or higher"  # noqa: E501

# https://github.com/wutzebaer/tensorflow-5090/issues/3 (a TensorFlow 2.20 build in a container
# without the CUDA compiler), cut where the post was
NO_PROVIDER = "2025-05-31 19:37:00.138606: W tensorflow/core/framework/op_kernel.cc:1855] OP_REQUIRES failed at xla_ops.cc:590 : UNAVAILABLE: No PTX compilation provider is available. Neither ptxas/nvlink nor nvjtlink is available. As a fallback you can ena"  # noqa: E501

# https://github.com/iot-salzburg/gpu-jupyter/issues/93
TOLD = (
    "Everything works great until I try to fit models. I get an error saying it cannot find "
    "ptxas. Looking at the filesystem, I cannot find ptxas anywhere in teh container filesystem."
)

# https://github.com/tensorflow/tensorflow/issues/23874: TensorFlow 1.12 warned of any CUDA 10
# ptxas by a bug of its version check
BOGUS_OLDER = "*** WARNING *** You are using ptxas 10.0.145, which is older than 9.2.88"

# tensorflow/tensorflow 09746cd5 tensorflow/python/platform/self_check.py, raised on Windows
# before TensorFlow loads (the values as its format strings fill them)
SELF_CHECK_32_BIT = (
    "ImportError: TensorFlow requires a 64-bit Python interpreter, but this interpreter is "
    "32-bit. Reinstall the 64-bit build of Python and reinstall TensorFlow into it."
)
SELF_CHECK_CONFLICT = (
    "ImportError: Found conflicting TensorFlow installations in this environment: tensorflow "
    "2.21.0, tensorflow-intel 2.20.0. These distributions install into the same directory, so "
    "mixing versions leaves shared libraries from different releases on disk and the native "
    "TensorFlow runtime will fail to load. Uninstall all of them and reinstall exactly one."
)


def _found(text: str) -> dict[str, str]:
    report = explain_log_report(text.splitlines())
    return {f.id: f.severity for f in report.findings if not f.harmless}


def test_xla_without_ptxas_that_stops_is_an_error() -> None:
    for text in (STOPPED, NO_SUITABLE, BIN_NOT_FOUND, TOO_OLD_FOR_XLA, NO_PROVIDER):
        found = _found(text)
        assert next(iter(found)) == "ptxas-missing", text
        assert found["ptxas-missing"] == ERROR, text
    bin_not_found = explain_log_report([BIN_NOT_FOUND]).findings[0]
    assert bin_not_found.confidence != "possible"  # TensorFlow's own status, not words
    # the driver's fallback told before a compilation that failed all the same (two real
    # logs' lines together): it stopped
    both = DRIVER_COMPILES.splitlines() + STOPPED.splitlines()[1:]
    assert _found("\n".join(both))["ptxas-missing"] == ERROR
    report = explain_log_report(STOPPED.splitlines())
    assert "nvidia-cuda-nvcc" in report.findings[0].fix
    assert "-devel" in report.findings[0].fix
    # a ptxas older than XLA accepts: the fix says how to put the right one first
    too_old = explain_log_report([TOO_OLD_FOR_XLA]).findings[0]
    assert "which ptxas" in too_old.fix
    assert "11.8" in too_old.explanation


# tensorflow/tensorflow 00107500 nvptx_compiler.cc (TensorFlow 1.x-2.1) as its format string
# fills it, with the status of BIN_NOT_FOUND
FAILED_TO_CUBIN = (
    "W tensorflow/compiler/xla/service/gpu/nvptx_compiler.cc:385] Failed to compile ptx to "
    "cubin.  Will attempt to let GPU driver compile the ptx. Not found: ./bin/ptxas not found"
)


def test_xla_without_ptxas_that_lets_the_driver_compile_is_a_warning() -> None:
    for text in (DRIVER_COMPILES, CANT_FIND_BINARY, FAILED_TO_CUBIN):
        found = _found(text)
        assert found == {"ptxas-missing": WARNING}, text
    report = explain_log_report(DRIVER_COMPILES.splitlines())
    assert any("driver compiling" in e for e in report.findings[0].evidence)


def test_ptxas_told_missing_in_words() -> None:
    assert "ptxas-missing" in _found(TOLD)
    assert "ptxas-missing" not in _found("Can you check whether ptxas is not found on PATH?")


def test_a_ptxas_too_old_for_xla_and_a_bogus_warning() -> None:
    old = (
        "You are using ptxas 8.x, but TF requires ptxas 9.x (and strongly prefers >= 9.2.88).  "
        "Compilation of XLA kernels below will likely fail."
    )
    assert _found(old) == {"ptxas-too-old": WARNING}
    assert _found(BOGUS_OLDER) == {}


def test_windows_self_check_messages() -> None:
    assert next(iter(_found(SELF_CHECK_32_BIT))) == "python-32-bit"
    assert "multiple-tensorflow-distributions" in _found(SELF_CHECK_CONFLICT)


def test_the_newer_words_of_library_checks() -> None:
    # TSL dlopen_checker.cc (tensorflow/tensorflow 10e5487e), XLA cuda_dnn.cc (openxla/xla
    # 0007719d): the statuses as absl prints them
    assert "cuda-libraries-missing" in _found("INTERNAL: Cannot dlopen all CUDA libraries.")
    trt = explain_log_report(["INTERNAL: Cannot dlopen all TensorRT libraries."])
    assert [(f.id, f.harmless) for f in trt.findings] == [("tensorrt-missing-warning", True)]
    handle = "INTERNAL: cudnn library could not create a handle: CUDNN_STATUS_NOT_INITIALIZED"
    assert "memory-growth-disabled" in _found(handle)


def test_a_gpu_number_the_session_asks_for_that_the_process_lacks() -> None:
    # https://github.com/horovod/horovod/issues/86 (more workers than GPUs on the machine)
    line = (
        "2017-11-12 07:30:47.189651: E tensorflow/core/common_runtime/direct_session.cc:170] "
        "Invalid argument: 'visible_device_list' listed an invalid GPU id '5' but visible "
        "device count is 4"
    )
    assert next(iter(_found(line))) == "requested-gpu-missing"


def test_a_slurm_step_killed_by_its_memory_cgroup_ran_out_of_host_memory() -> None:
    for line in (
        # https://github.com/nesi/support-docs (docs/General/FAQs/What_does_oom-kill_mean.md)
        "slurmstepd: error: Detected 1 oom-kill event(s) in step 370626.batch cgroup",
        # https://github.com/hil-se/Comparable (Code/ImageExp/log/18834478_4294967294.e)
        "slurmstepd: error: Detected 1 oom_kill event in StepId=18834478.batch. Some of the step "
        "tasks have been OOM Killed.",
    ):
        assert _found(line) == {"host-out-of-memory": ERROR}, line


def test_nccl_failures_named_by_horovod_and_an_infiniband_probe_that_falls_back() -> None:
    # https://github.com/horovod/horovod/blob/2626dc87a3a8eb8fb7d2216198ce45bce0f9e65a/docs/troubleshooting.rst
    for line in (
        "UnknownError (see above for traceback): ncclAllReduce failed: invalid data type",
        "host:22671:22795 [1] transport/p2p.cu:431 WARN failed to open CUDA IPC handle : 30 "
        "unknown error",
    ):
        assert next(iter(_found(line))) == "nccl-multi-gpu-failed", line
    # https://github.com/stackhpc/k8s-rdma-horovod (results/TCP-8GPU-8PF.log): NCCL cannot open
    # the InfiniBand devices, uses sockets, and the benchmark runs to its end
    probe = """Fri Jun 19 09:17:36 2020[1,0]<stdout>:host:30:97 [0] misc/ibvwrap.cc:212 NCCL WARN Call to ibv_open_device failed
Fri Jun 19 09:17:36 2020[1,0]<stdout>:host:30:97 [0] transport/net_ib.cc:117 NCCL WARN NET/IB : Unable to open device mlx5_0
Fri Jun 19 09:17:36 2020[1,0]<stdout>:host:30:97 [0] NCCL INFO NET/IB : No device found.
Fri Jun 19 09:17:36 2020[1,0]<stdout>:host:30:97 [0] NCCL INFO NET/Socket : Using [0]eth0:10.233.64.146<0>"""  # noqa: E501
    assert _found(probe) == {}


def test_an_op_pinned_to_a_gpu_quoted_without_the_devices_listed() -> None:
    # https://github.com/tensorflow/serving (tensorflow_serving/g3doc/docker.md): a GPU model
    # served where there is no GPU
    line = (
        "Cannot assign a device for operation 'a': Operation was explicitly assigned to "
        "/device:GPU:0"
    )
    found = explain_log_report([line]).findings
    assert [(f.id, f.confidence) for f in found][:1] == [("requested-gpu-missing", "possible")]


def test_ptxas_missing_before_a_benchmark_that_went_on_is_information() -> None:
    # https://github.com/lambdal/lambda-tensorflow-benchmark (a committed tf_cnn_benchmarks log,
    # TensorFlow 1.15 on a Quadro RTX 6000, that ran to "total images/sec: 406.84")
    head = """2020-08-30 00:33:11.515151: W tensorflow/stream_executor/cuda/redzone_allocator.cc:312] Not found: ./bin/ptxas not found
Relying on driver to perform ptx compilation. This message will be only logged once.
Step\tImg/sec\ttotal_loss
1\timages/sec: 408.2 +/- 0.0 (jitter = 0.0)\t7.848 1598772797"""  # noqa: E501
    went_on = head + "\n10\timages/sec: 398.2 +/- 9.8 (jitter = 26.0)\t7.900 1598772803"
    assert _found(head) == {"ptxas-missing": WARNING}  # the first step only: not yet
    assert _found(went_on) == {"ptxas-missing": INFO}
    report = explain_log_report(went_on.splitlines())
    assert any("training going on" in e for f in report.findings for e in f.evidence)


def test_a_missing_library_s_line_wrapped_by_a_page() -> None:
    # https://github.com/talmolab/sleap (docs/installation.md quotes it wrapped so)
    wrapped = """W tensorflow/stream_executor/platform/default/dso_loader.cc:64 Could not load dynamic
library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object
file: No such file or directory"""  # noqa: E501
    report = explain_log_report(wrapped.splitlines())
    assert "cuda-libraries-missing" in {f.id for f in report.findings}


# https://github.com/ycrc/ycrc.github.io/blob/921978456e5c2bfcc47cb5134e43254376521756/docs/clusters-at-yale/guides/tensorflow.md
YALE = "Tensorflow missing ptxas or complaining about can't find $CUDA/nvvm/libdevice"


def test_ptxas_or_libdevice_told_missing_with_their_paths():
    assert list(_found(YALE))[:1] == ["ptxas-missing"]
    assert "xla-libdevice-missing" in _found("It can't find $CUDA/nvvm/libdevice")
    assert "ptxas-missing" not in _found("The ptxas of CUDA 12.3 was used.")


# JAX's check of the libraries it loaded (XLA's stack, as TensorFlow's):
# https://github.com/jax-ml/jax/issues/19004 and https://github.com/michael-0brien/cryojax/issues/559
FOUND_OLDER_CUDNN = (
    "CUDA backend failed to initialize: Found cuDNN version 8500, but JAX was built against "
    "version 8600, which is newer. The copy of cuDNN that is installed must be at least as new "
    "as the version against which JAX was built."
)
NO_CUSPARSE = (
    "RuntimeError: jaxlib/cuda/versions_helpers.cc:81: operation cusparseGetProperty("
    "MAJOR_VERSION, &major) failed: The cuSPARSE library was not found."
)
# https://github.com/jax-ml/jax/issues/22590
LIBDEVICE_TOLD = "[HPC] Missing libdevice.so.10"


def test_the_libraries_jax_checks_read_as_tensorflows():
    assert list(_found(FOUND_OLDER_CUDNN))[:1] == ["cudnn-version-mismatch"]
    assert list(_found(NO_CUSPARSE))[:1] == ["cuda-libraries-missing"]
    assert list(_found(LIBDEVICE_TOLD))[:1] == ["xla-libdevice-missing"]
    assert "xla-libdevice-missing" in _found("the `libdevice.so.10` is not detected")
    assert "xla-libdevice-missing" not in _found("libdevice.10.bc found in /usr/local/cuda/nvvm")
