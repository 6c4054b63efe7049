# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A hundred-and-sixteenth set of real threads, gathered apart, from the trackers of Linux distributions' own TensorFlow/CUDA packages (NixOS/nixpkgs and System76's Pop!_OS CUDA packages).

Broken kinds held: a distribution-packaged TensorFlow binary whose XLA could not find libdevice,
and a distribution's CUDA/cuDNN packages of the wrong versions for the pip TensorFlow (CUDA 11.2
with a cuDNN built for CUDA 10.2, under a TensorFlow built for CUDA 11.0). Working runs: 0.

At first look (the doctor of commit a90613a, before this set was read) the cause was named in 2
of the 2 broken logs, both first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="nixpkgs-tensorflow-bin-cant-find-libdevice-jit-fails",
        source=_GH + "NixOS/nixpkgs/pull/449662",
        text=r"""2025-10-07 17:29:56.600986: W external/local_xla/xla/service/gpu/llvm_gpu_backend/default/nvptx_libdevice_path.cc:40] Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice. This may result in compilation or runtime failures, if the program we try to run uses routines from libdevice.""",
        expected_cause="xla-libdevice-missing",
        note="2025. Log posted by the author of the nixpkgs PR 'python3Packages.tensorflow-bin: fix cuda routines that require jit', who hit it with Nix's tensorflow-bin: 'Without this change (or $XLA_FLAGS set properly), errors like this would crop up, resulting in JIT compilation failures'; the PR pointing XLA at the CUDA libdevice was merged. Only the one log line is in the thread.",
        platform="linux",
    ),
    CorpusLog(
        name="popos-system76-cuda-112-with-cudnn-102-tf24-libs-missing",
        source=_GH + "system76/cuda/issues/17",
        text=r"""Could not load dynamic library 'libcusolver.so.10'; dlerror: libcusolver.so.10: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/lib/cuda-11.2/lib

Could not load dynamic library 'libcudnn.so.8'; dlerror: libcudnn.so.8: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/lib/cuda/lib64

The above warning was after installing the NVIDIA CUDA Toolkit using the following commands
sudo apt install system76-cuda-latest
sudo apt install system76-cudnn-10.2""",
        expected_cause="cuda-libraries-missing",
        note="2021. Weak: confirmed by other users, not the poster. Yiming-M: 'Why you installed an incompatible version of CUDNN? Currently, there is no cudnn-11.2 in the repository ... the newest stable version of TensorFlow is 2.4 which support CUDA 11.0', and reported TF 2.4 running with system76-cuda-11.1 + system76-cudnn-11.1; theofpa later: 'cuda 11.2 is now the latest and still has the problem as cudnn-11.2 is not available'. Pop!_OS packages; TF version inferred (2.4) from the thread.",
        platform="linux",
    ),
)
