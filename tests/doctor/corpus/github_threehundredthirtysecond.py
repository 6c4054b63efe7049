# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-thirty-second set of real logs saved in Jupyter notebooks committed to GitHub (kingsene19/streamlit_app, StefanoBavaro/Progetto-Tesi): the cells' saved outputs of TensorFlow 2.6-2.8 runs on Google Colab's NVIDIA GPUs (2021-2022).

Working runs only (2): in both notebooks TensorFlow finds the GPU ('Found GPU at:
/device:GPU:0', a GPU device created) and the later outputs of the same file show Keras training
going on (epochs with losses, a test accuracy), with the usual alarming lines around it: the
NUMA-node notice repeated many times, 'Overriding allow_growth setting because the
TF_FORCE_GPU_ALLOW_GROWTH environment variable is set', cuDNN loaded, oneDNN/CPU notices. Broken
runs: 0 (no notebook met showed a failure and its fix in the same file).

Small set: few notebooks with saved TensorFlow GPU output were within reach, and most of those
were left out: further copies of the first notebook (other versions in the same repository, the
same run pattern), a Colab notebook that only loaded a model into a streamlit app without
running it (no training or inference shown), a TensorFlow 1.x Colab notebook, and notebooks
whose machine had no NVIDIA driver at all (no GPU, no fix). A notebook exported to Markdown with a
four-V100 training run (Yandex DataSphere, TensorFlow 2.6) was left out as its repository could
not be named.

At first look (the doctor of commit 486c7ee) there were no broken logs to name; the 2 working
runs were not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="colab-k80-tf26-keras-tuner-simpsons-numa-allow-growth-trains",
        source=_GH
        + "kingsene19/streamlit_app/blob/d97c79ecfa71c3849c92044815bd9a7669d14eda/main_v1_.ipynb",
        text=r"""Found GPU at: /device:GPU:0
2021-09-30 13:20:20.706961: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-09-30 13:20:21.148855: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-09-30 13:20:21.149741: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-09-30 13:20:26.428866: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-09-30 13:20:26.429909: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-09-30 13:20:26.430683: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-09-30 13:20:26.431853: W tensorflow/core/common_runtime/gpu/gpu_bfc_allocator.cc:39] Overriding allow_growth setting because the TF_FORCE_GPU_ALLOW_GROWTH environment variable is set. Original config value was 0.
2021-09-30 13:20:26.431914: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1510] Created device /device:GPU:0 with 10819 MB memory:  -> device: 0, name: Tesla K80, pci bus id: 0000:00:04.0, compute capability: 3.7
2021-09-30 13:20:26.454655: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
...
2021-09-30 13:20:26.460945: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2021-09-30 13:20:26.461718: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1510] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 10819 MB memory:  -> device: 0, name: Tesla K80, pci bus id: 0000:00:04.0, compute capability: 3.7
2021-09-30 13:20:29.046272: I tensorflow/stream_executor/cuda/cuda_dnn.cc:369] Loaded cuDNN version 8005
Time (s) to convolve 32x7x7x3 filter over random 100x100x100x3 images (batch x height x width x channel). Sum of ten runs.
CPU (s):
3.724701197999991
GPU (s):
0.04444383699996024
GPU speedup over CPU: 83x

Trial 5 Complete [00h 02m 27s]
val_accuracy: 0.8620564937591553

Best val_accuracy So Far: 0.8808833956718445
Total elapsed time: 00h 12m 44s
INFO:tensorflow:Oracle triggered exit
2021-09-30 14:47:46.463 INFO    tensorflow: Oracle triggered exit

/usr/local/lib/python3.7/dist-packages/keras/engine/training.py:1972: UserWarning: `Model.fit_generator` is deprecated and will be removed in a future version. Please use `Model.fit`, which supports generators.
  warnings.warn('`Model.fit_generator` is deprecated and '
Epoch 1/5
346/346 - 25s - loss: 0.5277 - accuracy: 0.8394 - val_loss: 0.3895 - val_accuracy: 0.8791
Epoch 2/5
346/346 - 24s - loss: 0.5156 - accuracy: 0.8456 - val_loss: 0.3703 - val_accuracy: 0.8892
...
Epoch 5/5
346/346 - 24s - loss: 0.4617 - accuracy: 0.8723 - val_loss: 0.2922 - val_accuracy: 0.9138

16/16 - 1s - loss: 0.1786 - accuracy: 0.9456
0.9455645084381104""",
        expected_cause=None,
        harmless=True,
        note="2021. Saved outputs of a Colab notebook (accelerator GPU, Tesla K80, TensorFlow 2.6 by its gpu_device.cc:1510 / cuda_dnn.cc:369 lines) that trains a Simpsons-character classifier with keras-tuner. The same file shows the run working on the GPU: the timing cell printed 'GPU speedup over CPU: 83x' right after the device lines, the keras-tuner search finished ('Total elapsed time: 00h 12m 44s'), the best model trained five more epochs at 24s each and scored 'accuracy: 0.9456' on the test set. The alarming lines (NUMA node notice repeated, the TF_FORCE_GPU_ALLOW_GROWTH override warning that Colab's environment causes) did no harm. Outputs of several cells put one after another (blank lines between cells); the repeated NUMA lines are cut with '...'.",
        platform="linux",
    ),
    CorpusLog(
        name="colab-tf28-hyperopt-lstm-allow-growth-override-trains",
        source=_GH
        + "StefanoBavaro/Progetto-Tesi/blob/d4893fa8cc91cd1e9412870d74b2315eb24c40d1/Untitled0.ipynb",
        text=r"""Found GPU at: /device:GPU:0

Processing CSV...
NUMERO TRACCE = 782
NUMERO EVENTI = 13120
NUMERO EVENTI DOPO UPDATE= 13902
17
2
Done: updated CSV created
  0% 0/20 [00:00<?, ?it/s, best loss: ?]2022-04-11 18:23:20.176443: W tensorflow/core/common_runtime/gpu/gpu_bfc_allocator.cc:39] Overriding allow_growth setting because the TF_FORCE_GPU_ALLOW_GROWTH environment variable is set. Original config value was 0.
Model: "model"

__________________________________________________________________________________________________

 Layer (type)                   Output Shape         Param #     Connected to                     

==================================================================================================

 input_act (InputLayer)         [(None, 4)]          0           []                               

 embedding (Embedding)          (None, 4, 23)        414         ['input_act[0][0]']              

 lstm (LSTM)                    (None, 4, 45)        12420       ['embedding[0][0]']              
...
 outcome_output (Dense)         (None, 2)            22          ['batch_normalization_2[0][0]']  

==================================================================================================

Total params: 97,533

Trainable params: 97,183

Non-trainable params: 350

__________________________________________________________________________________________________

None
  0% 0/20 [00:04<?, ?it/s, best loss: ?]/usr/local/lib/python3.7/dist-packages/keras/optimizer_v2/adam.py:105: UserWarning: The `lr` argument is deprecated, use `learning_rate` instead.
  super(Adam, self).__init__(name, **kwargs)

Epoch 1/500

1050/1050 - 29s - loss: 1.9560 - act_output_loss: 1.4836 - outcome_output_loss: 0.4724 - act_output_accuracy: 0.5220 - outcome_output_accuracy: 0.8235 - val_loss: 1.7347 - val_act_output_loss: 1.2903 - val_outcome_output_loss: 0.4445 - val_act_output_accuracy: 0.5514 - val_outcome_output_accuracy: 0.8414 - lr: 0.0016 - 29s/epoch - 28ms/step

Epoch 2/500

1050/1050 - 16s - loss: 1.6707 - act_output_loss: 1.2207 - outcome_output_loss: 0.4500 - act_output_accuracy: 0.5787 - outcome_output_accuracy: 0.8371 - val_loss: 1.5739 - val_act_output_loss: 1.1367 - val_outcome_output_loss: 0.4372 - val_act_output_accuracy: 0.6176 - val_outcome_output_accuracy: 0.8414 - lr: 0.0016 - 16s/epoch - 16ms/step
...
Epoch 9/500

1050/1050 - 16s - loss: 1.4754 - act_output_loss: 1.0338 - outcome_output_loss: 0.4416 - act_output_accuracy: 0.6168 - outcome_output_accuracy: 0.8371 - val_loss: 1.4810 - val_act_output_loss: 1.0461 - val_outcome_output_loss: 0.4349 - val_act_output_accuracy: 0.6176 - val_outcome_output_accuracy: 0.8414 - lr: 0.0016 - 16s/epoch - 16ms/step

Epoch 10/500

  0% 0/20 [02:46<?, ?it/s, best loss: ?]""",
        expected_cause=None,
        harmless=True,
        note="2022. Saved outputs of a Colab notebook (accelerator GPU; the TensorFlow that Colab shipped in April 2022, 2.8 going by the Keras model-summary and epoch-line formats and the Python 3.7 paths) that runs a thesis project's `!python main.py` (hyperopt search over an LSTM next-activity model). The same file shows the run working on the GPU: the check cell printed 'Found GPU at: /device:GPU:0' and the script then trained nine epochs of 1050 steps at '16s/epoch - 16ms/step' before the notebook was saved. The one warning line (the TF_FORCE_GPU_ALLOW_GROWTH override that Colab's environment causes) did no harm. Outputs of two cells put one after another; part of the model summary and epochs 3-8 are cut with '...'. The GPU model is not printed in the file.",
        platform="linux",
    ),
)
