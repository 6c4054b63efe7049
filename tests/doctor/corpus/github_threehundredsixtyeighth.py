# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A three-hundred-and-sixty-eighth set of real threads: Keras 3 ecosystem threads (2023-2026) from GitHub issues (issues corpus) on keras-team/keras, where training with the TensorFlow backend on an NVIDIA GPU failed.

Broken kinds held: Keras 3 compiling the train step with XLA by default on the GPU, where an
LSTM's cuDNN fast path (the CudnnRNNV3 op) has no XLA_GPU_JIT kernel (no catalogue cause).
Working runs: none met.

Very small set: most Keras 3 GPU threads the searches returned on keras-team/keras,
keras-team/tf-keras, keras-team/keras-hub (keras-nlp), keras-team/keras-cv, keras-team/keras-core
and rstudio/keras3 are in the corpus already or were read before and left unconfirmed, and most of
the rest have no resolution in their stored copies (open issues, requests for a reproduction
left unanswered). Two confirmed threads were left out: keras-team/keras#18145 (2023, the same
issue as keras-team/tf-keras#194; `jit_compile=True` not working under MirroredStrategy on
several A100 GPUs; maintainer Frightera: 'This looks like a memory leak when
`jit_compile=True` with MirroredStrategy', closed for tracking in tensorflow/tensorflow#56423;
prose and code only, no log lines in the stored copy, left out to keep prose-only records to a
third) and keras-team/keras-cv#265 (2022, prose only, the maintainer's own 'I wasn't using a GPU
in my training pipeline').

At first look (the doctor of commit beb3b20) the cause was named in 0 of the 1 broken log, 0
first (it has no catalogue cause, and the doctor reported no other problem for it); no working
run to flag.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="keras3-tf-backend-lstm-cudnnrnnv3-no-xla-gpu-jit-kernel",
        source=_GH + "keras-team/keras/issues/18456",
        text=r"""Any updates on this? I just want to train a model with a RNN layer and I get:
 `Detected unsupported operations when trying to compile graph __inference_one_step_on_data_14684[] on XLA_GPU_JIT: CudnnRNNV3 (No registered 'CudnnRNNV3' OpKernel for XLA_GPU_JIT devices compatible with node {{node time_hvae_1/encoder_1/bidirectional_1/forward_lstm_1/CudnnRNNV3}}){{node time_hvae_1/encoder_1/bidirectional_1/forward_lstm_1/CudnnRNNV3}}`

I´m able to execute this with JAX and pytorch but the training is extremely slow (especially in pytorch).

I really appreciate your work but every time I want to do some quick experiment, especially with time series, I end up having library related issues :(""",
        expected_cause=None,
        note="2024. The text is a user's comment (NahuelCostaCortez) on an issue the Keras maintainer chenmoneygithub had opened in 2023 with the same error for CudnnRNN: 'RNN cannot be jit compiled, see error below ... Nothing we can really do, but open this issue for tracking and for reference purpose.' Keras 3 compiles the train step with XLA by default on the GPU, and the LSTM's cuDNN path (CudnnRNN/CudnnRNNV3) has no XLA_GPU_JIT kernel; the way out is jit_compile=False in compile() (fchollet, for the same error in keras-team/keras-core#322) or an LSTM setting that avoids the cuDNN path. A 2026 reply (maitry63) says XLA works more reliably with the latest Keras and TensorFlow. The GPU worked: no catalogue cause (not op-without-gpu-kernel: the op has a GPU kernel, only XLA cannot compile it). Platform not given (linux is a placeholder).",
        platform="linux",
    ),
)
