"""Compiled extensions of libraries built on PyTorch (PyTorch Geometric's, OpenMMLab's mmcv,
DGL) that do not fit the PyTorch or the GPU beside them, or were built without CUDA.

Each line is quoted from the public thread named beside it.
"""

from __future__ import annotations

import pytest

from tests.helpers.pastes import findings_of

OP = "custom-op-build-mismatch"


@pytest.mark.parametrize(
    "line",
    [
        # https://github.com/rusty1s/pytorch_sparse/issues/86
        "RuntimeError: Detected that PyTorch and torch_sparse were compiled with different CUDA "
        "versions. PyTorch has CUDA version 10.2 and torch_sparse has CUDA version 11.1. Please "
        "reinstall the torch_sparse that matches your PyTorch install.",
        # https://github.com/rusty1s/pytorch_scatter/issues/237
        "RuntimeError: Detected that PyTorch and torch_scatter were compiled with different CUDA "
        "versions. PyTorch has CUDA version 10.1 and torch_scatter has CUDA version 10.2.",
        # https://github.com/chenhang98/BPR/issues/13
        "but getting the error `ModuleNotFoundError: No module named 'mmcv._ext'`",
        # https://github.com/open-mmlab/mmdetection/issues/10841
        'Errors reported during training, "RuntimeError: ms_deform_attn_impl_forward: '
        'implementation for device cuda:0 not found."',
        # https://github.com/open-mmlab/mmagic/issues/1854
        'I get the import error: "ImportError: libtorch_cuda_cu.so: cannot open shared object '
        'file: No such file or directory"',
    ],
)
def test_an_extension_that_does_not_fit(line):
    assert OP in findings_of(line)


def test_mmcvs_registry_line_cut_by_the_paste():
    # https://github.com/open-mmlab/mmrotate/issues/395 (the line broken where the post wraps)
    paste = (
        "This is error:   \nRuntimeError: nms_impl: implementation for device cu\nda:0 not found."
    )
    assert OP in findings_of(paste)


def test_another_module_not_found_is_not_mmcvs():
    assert OP not in findings_of("ModuleNotFoundError: No module named 'mmcv'")


@pytest.mark.parametrize(
    "line",
    [
        # https://github.com/dmlc/dgl/issues/5427
        "dgl._ffi.base.DGLError: [14:00:04] /opt/dgl/src/runtime/c_runtime_api.cc:82: Check "
        "failed: allow_missing: Device API cuda is not enabled. Please install the cuda version "
        "of dgl.",
        # https://github.com/THUDM/GraphMAE/issues/9
        "# dgl._ffi.base.DGLError: [21:48:49] /opt/dgl/src/runtime/c_runtime_api.cc:88: Check "
        "failed: allow_missing: Device API gpu is not enabled. Please install the cuda version "
        "of dgl.",
    ],
)
def test_dgls_cpu_build_asked_for_a_gpu(line):
    found = findings_of(line)
    cpu = found["framework-cpu-only-build"]
    assert cpu.title == "This DGL is a CPU-only build"
    assert "dgl" in cpu.fix


def test_the_general_title_names_every_framework_of_the_table():
    from tfgpu_gui.doctor.knowledge.catalogue import CATALOGUE
    from tfgpu_gui.doctor.knowledge.catalogue_install import FRAMEWORK_CPU_BUILDS

    entry = CATALOGUE["framework-cpu-only-build"]
    assert all(b.name in entry.title for b in FRAMEWORK_CPU_BUILDS)
    # and its explanation each one's way of coming as a CPU build, its check each one's
    assert all(b.example in entry.explanation for b in FRAMEWORK_CPU_BUILDS)
    assert all(b.confirm in entry.confirm for b in FRAMEWORK_CPU_BUILDS)
