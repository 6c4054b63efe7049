"""An add-on's own compiled ops (custom ops) that do not fit the TensorFlow, CUDA, compiler or GPU
they meet: a cause of its own, read from the messages of the loaders and builders that print them.
Lines are quoted from the public threads named beside them, or captured from TensorFlow itself.
"""

from __future__ import annotations

import pytest

from tests.doctor.corpus import all_logs
from tests.helpers.pastes import findings_of as _all
from tfgpu_gui.doctor.knowledge.catalogue import CATALOGUE
from tfgpu_gui.doctor.model import ERROR

ID = "custom-op-build-mismatch"

# tf.load_op_library on a library that needs a symbol TensorFlow 2.21 does not have, captured
# from TensorFlow 2.21 (load_library.py raises dlopen's error as it is).
TF_221_LOAD = (
    "tensorflow.python.framework.errors_impl.NotFoundError: /tmp/fused_bias_act_546f.so: "
    "undefined symbol: _ZN10tensorflow12OpDefBuilder6OutputESs"
)

MISMATCHES = (
    TF_221_LOAD,
    # https://github.com/zsyzzsoft/co-mod-gan/issues/8 (StyleGAN2's op, another C++ ABI)
    "tensorflow.python.framework.errors_impl.NotFoundError: /home/alice/code/co-mod-gan-master/"
    "dnnlib/tflib/_cudacache/fused_bias_act_546f398f36920850dca748ac250ee717.so: undefined "
    "symbol: _ZN10tensorflow12OpDefBuilder6OutputESs",
    # https://github.com/tensorflow/recommenders-addons/issues/406 (a wheel for another TF)
    "python3.11/site-packages/tensorflow_recommenders_addons/dynamic_embedding/core/_math_ops.so:"
    " undefined symbol: _ZN4absl12lts_2023012512log_internal15LogMessageFatalC1EPKciSt17basic_"
    "string_viewIcSt11char_traitsIcEE",
    # https://github.com/horovod/horovod/issues/2224 (built against another CUDA runtime)
    "mpi_lib.cpython-36m-x86_64-linux-gnu.so: **undefined symbol: cudaLaunch**",
    # https://github.com/mikael-alafriz-deel/lucid-sonic-dreams/issues/22
    'Setting up TensorFlow plugin "fused_bias_act.cu": Compiling... Failed!',
    'Setting up TensorFlow plugin "upfirdn_2d.cu": Preprocessing... Loading... Failed!',
    # StyleGAN's builder (dnnlib/tflib/custom_ops.py, _run_cmd)
    "RuntimeError: NVCC returned an error. See below for full command line and output log:",
    # CUDA's host compiler check (crt/host_config.h), as a build printed it
    "/usr/local/cuda/include/crt/host_config.h:119:2: error: #error -- unsupported GNU version! "
    "gcc versions later than 6 are not supported!",
    # https://github.com/smallcorgi/Faster-RCNN_TF/issues/19 (ops built for another GPU)
    "When running the demo.py I was getting an error `cudaCheckError() failed : invalid device "
    "function` with no traceback.",
)


@pytest.mark.parametrize("line", MISMATCHES)
def test_an_add_ons_ops_that_do_not_fit_are_named(line: str) -> None:
    found = _all(line)
    assert list(found) == [ID]
    assert found[ID].severity == ERROR
    assert found[ID].evidence == [f"log line 1: {line}"]


NOT_AN_ADD_ON = (
    # TensorFlow's own library: another TensorFlow problem, not an add-on's.
    "ImportError: /usr/lib/python3/site-packages/tensorflow/python/_pywrap_tensorflow_internal.so:"
    " undefined symbol: _ZN10tensorflow8internal21CheckOpMessageBuilder9NewStringB5cxx11Ev",
    "ImportError: libtensorflow_framework.so.2: undefined symbol: _ZN4absl12lts_20230802",
    # A CUDA library without a symbol TensorFlow tries (a working run,
    # https://github.com/runpod/containers/issues/22): "Could not load symbol ... from
    # libcublas.so.11" is TensorFlow looking, not failing.
    "Could not load symbol cublasGetSmCountTarget from libcublas.so.11. Error: "
    "/usr/local/cuda/lib64/libcublas.so.11: undefined symbol: cublasGetSmCountTarget",
    # StyleGAN's builder failing before it compiles anything: no GPU found
    # (https://github.com/NVlabs/stylegan2-ada/issues/74).
    'Setting up TensorFlow plugin "fused_bias_act.cu": Failed!',
    # TensorFlow's own kernel: not an add-on's build.
    "2020-10-03 17:02:24.528951: F .\\tensorflow/core/kernels/random_op_gpu.h:227] Non-OK-status:"
    " GpuLaunchKernel(FillPhiloxRandomKernelLaunch<Distribution>, num_blocks, block_size, 0, "
    "d.stream(), gen, data, size, dist) status: Internal: invalid device function",
)


@pytest.mark.parametrize("line", NOT_AN_ADD_ON)
def test_tensorflows_own_libraries_and_kernels_are_not_an_add_on(line: str) -> None:
    assert ID not in _all(line)


def test_a_gpu_too_new_for_the_build_is_named_instead_of_the_plugin() -> None:
    # https://github.com/NVlabs/stylegan2-ada/issues/32 (an RTX 3090 under TensorFlow 1.14) as
    # the corpus holds it: the plugin does not compile because the build cannot run there.
    paste = next(
        log.text
        for log in all_logs()
        if log.name == "stylegan2-ada-rtx-3090-tf114-plugin-compile-failed-in-docker"
    )
    assert "Compiling... Failed!" in paste
    found = _all(paste)
    assert "compute-capability-unsupported" in found
    assert ID not in found


def test_the_fix_rebuilds_with_tensorflows_own_flags() -> None:
    entry = CATALOGUE[ID]
    fix = entry.fix_for("linux")
    assert "tf.sysconfig.get_compile_flags()" in fix
    assert "tf.sysconfig.get_link_flags()" in fix
    assert "--force-reinstall" in fix
    assert "_GLIBCXX_USE_CXX11_ABI" in entry.explanation
    assert "CXX11_ABI_FLAG" in entry.confirm
