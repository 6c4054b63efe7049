# ruff: noqa: E501, E101 - log lines are quoted verbatim (long, with tabs)
"""A two-hundred-and-ninety-fifth set of real threads, gathered apart, from speech and voice projects built on TensorFlow: one GitHub issue on mozilla/DeepSpeech (issues corpus) and one page of DeepSpeech's own training documentation (deepspeech.readthedocs.io, v0.7.3) that quotes the error users met and says what helps.

Broken kinds held: a TensorFlow 1.15 whose GPU device was never registered (only CPU, XLA_CPU
and XLA_GPU) because the cuDNN set-up was broken, so DeepSpeech's --train_cudnn op had no kernel;
and the cuDNN initialisation failure of DeepSpeech training ("Failed to get convolution
algorithm") that the project's documentation answers with TF_FORCE_GPU_ALLOW_GROWTH. Working
runs: none met.

Small set. The speech and voice repositories on TensorFlow (mozilla/DeepSpeech, coqui-ai/STT,
TensorSpeech/TensorFlowTTS and TensorFlowASR, CorentinJ/Real-Time-Voice-Cloning,
Rayhane-mamah/Tacotron-2, keithito/tacotron, Kyubyong's TTS repositories, ibab/tensorflow-wavenet,
NVIDIA/OpenSeq2Seq, MycroftAI/mycroft-precise) are largely in the corpus already, and most of the
threads left on them stop before any confirmation in their stored copies: questions answered with
"try X" and no reply, closed as stale, or closed with a maintainer's general remark ("your CUDA
installation is broken or has incorrect versions") that does not single out one cause. The
DeepSpeech Discourse was not found among the stored pages. Both records date from 2020 and 2021;
none from 2022 or later was confirmed.

One record is a documentation page, not a thread: its text is only the error the page quotes as
met by users, and the page's own remedy is the confirmation.

At first look (the doctor of commit fc6f546) the cause was named in 2 of the 2 broken logs, 1
first: for the DeepSpeech issue the doctor put and-cuda-extra-missing (a TensorFlow 2.14+ cause)
before cuda-libraries-missing although the log is from TensorFlow 1.15 (tensorflow_core paths);
no working run is held.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="deepspeech-train-cudnn-no-gpu-device-only-xla-gpu-registered",
        source=_GH + "mozilla/DeepSpeech/issues/3494",
        text=r"""Hi. I am using Linux Ubuntu 20.14 OS with GTX 1060 GPU. With "--train_cudnn" flag I am getting this error:
tensorflow.python.framework.errors_impl.InvalidArgumentError: No OpKernel was registered to support Op 'CudnnRNNCanonicalToParams' used by node tower_0/cudnn_lstm/cudnn_lstm/CudnnRNNCanonicalToParams (defined at /home/alice/anaconda3/envs/RUSSIAN/lib/python3.6/site-packages/tensorflow_core/python/framework/ops.py:1748) with these attrs: [seed2=257, seed=4568, dropout=0, num_params=8, T=DT_FLOAT, input_mode="linear_input", direction="unidirectional", rnn_mode="lstm"]
Registered devices: [CPU, XLA_CPU, XLA_GPU]
Registered kernels:
  device='GPU'; T in [DT_DOUBLE]
  device='GPU'; T in [DT_FLOAT]
  device='GPU'; T in [DT_HALF]

	 [[tower_0/cudnn_lstm/cudnn_lstm/CudnnRNNCanonicalToParams]]
----------------------------------------------------------------------------------------------------------------------------------------------------------------------
I have installed required CUDA, cuDNN and Tensorflow-gpu correct versions.  Without "--train_cudnn" flag I can do the training. How can I fix this error?""",
        expected_cause="cuda-libraries-missing",
        note="2021. DeepSpeech maintainer lissyx named the cause: 'Your error explicitely stipulates that your CuDNN setup is broken.' The poster did not dispute it and the issue was closed (the stored copy is cut after the maintainer's next words, 'When reaching for'). The registered devices show why: the GPU device itself was never registered (only CPU, XLA_CPU, XLA_GPU), which TensorFlow 1.15 does when it cannot load the GPU libraries, so the training without --train_cudnn that 'works' ran on the CPU.",
        platform="linux",
    ),
    CorpusLog(
        name="deepspeech-docs-training-failed-to-get-convolution-algorithm-allow-growth",
        source="https://deepspeech.readthedocs.io/en/v0.7.3/TRAINING.html",
        text=r"""tensorflow.python.framework.errors_impl.UnknownError: Failed to get convolution algorithm. This is probably because cuDNN failed to initialize, so try looking to see if a warning log message was printed above.
     [[{{node tower_0/conv1d/Conv2D}}]]""",
        expected_cause="memory-growth-disabled",
        note="2020. A documentation page (deepspeech.readthedocs.io, DeepSpeech v0.7.3, 'Training Your Own Model'), not a thread. The page introduces these lines with 'It has been reported for some people failure at training:' and follows them with its remedy, 'Setting the TF_FORCE_GPU_ALLOW_GROWTH en[vironment variable ...]' (the stored copy is cut there): TensorFlow reserving the GPU memory at start left cuDNN none to initialise, which letting memory grow fixes. The text is only the two lines the page quotes.",
        platform="linux",
    ),
)
