"""Lines that a training platform's troubleshooting guide quotes with their cause: CUDA's
"invalid device ordinal", NCCL's InfiniBand transport failing between nodes, and a service
log's return code 137 (the process killed for memory)."""

from __future__ import annotations

from tfgpu_gui.doctor.collect import explain_log_report


def _ids(text: str) -> list[str]:
    return [f.id for f in explain_log_report(text.splitlines()).findings if not f.harmless]


# Open Telekom Cloud's ModelArts guide (opentelekomcloud-docs/modelarts 1ba1873d, umn/source/
# troubleshooting/training_jobs/...): modelarts_trouble_0049, _0111 and modelarts_13_0074
ORDINAL = "cuda runtime error (10) : invalid device ordinal at xxx"
COMPLETION = "Got completion with error 12, opcode 1, len 32478, vendor err 129"
RETURN_CODE = "[Modelarts Service Log]Training end with return code: 137"
# NVIDIA/nccl 48bb7fec src/transport/net_ib.cc, the newer form of the same WARN (values filled)
COMPLETION_NEWER = (
    "NCCL WARN NET/IB : Got completion from peer 10.0.0.2<46523> with status=12 opcode=0 "
    "len=0 vendor err 129 (Recv)"
)


def test_cudas_invalid_device_ordinal_is_a_gpu_the_process_lacks():
    assert _ids(ORDINAL)[:1] == ["requested-gpu-missing"]
    assert _ids("CUDA_ERROR_INVALID_DEVICE: invalid device ordinal")[:1] == [
        "requested-gpu-missing"
    ]


def test_nccls_infiniband_completion_error_is_an_nccl_failure():
    assert _ids(COMPLETION)[:1] == ["nccl-multi-gpu-failed"]
    assert _ids(COMPLETION_NEWER)[:1] == ["nccl-multi-gpu-failed"]
    assert "nccl-multi-gpu-failed" not in _ids("Got completion with errors in 3 files")


def test_a_service_logs_return_code_137_is_possibly_the_computers_memory():
    assert _ids(RETURN_CODE)[:1] == ["host-out-of-memory"]
    assert "host-out-of-memory" not in _ids("Training end with return code: 1370")


# modelarts_13_0115 (devenviron_notebook_of_new_version/code_running_failures/...): the arch and
# code of a setup.py not set for the notebook's GPU
CHECK_MACRO = "cudaCheckError() failed : no kernel image is available for execution on the device"


def test_no_kernel_image_in_code_built_here_is_possibly_the_add_ons_build():
    assert _ids(CHECK_MACRO)[:1] == ["custom-op-build-mismatch"]
    in_source = "CUDA error at roi_align_kernel.cu:123 no kernel image is available for execution"
    assert _ids(in_source)[:1] == ["custom-op-build-mismatch"]
    tensorflows = "no kernel image is available for execution on the device"
    assert "custom-op-build-mismatch" not in _ids(tensorflows)


# https://github.com/conda-forge/tensorflow-feedstock/issues/216 (mamba in a Docker build) and
# #222 ("Tensorflow 2.7 doesn't install in Docker because GPU is unavailable during image build")
NO_CUDA_VIRTUAL = "  - nothing provides __cuda needed by tensorflow-2.7.0-cuda102py310hcf4adbc_0"


def test_conda_without_the_cuda_virtual_package_is_possibly_no_driver_here():
    report = explain_log_report(NO_CUDA_VIRTUAL.splitlines())
    assert [f.id for f in report.findings][:1] == ["no-nvidia-driver"]
    assert report.findings[0].confidence == "possible"
    assert "no-nvidia-driver" not in _ids("  - nothing provides requested tensorflow 9.9")


# ncclGetErrorString's words (NVIDIA/nccl 48bb7fec src/init.cc) as programs quote them after
# their own prefixes ("NCCL failure: ...", PyTorch's "NCCL error in: ..., internal error - ...")
NCCL_WORDS = [
    "NCCL failure: remote process exited or there was a network error",
    "RuntimeError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1275, "
    "internal error - please report this issue to the NCCL developers, NCCL version 2.18.1",
    "invalid usage (run with NCCL_DEBUG=WARN for details)",
    "ncclRemoteError: socketProgress: Connection closed by remote peer",
]


def test_nccls_own_words_for_its_results_are_an_nccl_failure():
    for line in NCCL_WORDS:
        assert _ids(line)[:1] == ["nccl-multi-gpu-failed"], line
    assert "nccl-multi-gpu-failed" not in _ids("the remote process exited normally")
