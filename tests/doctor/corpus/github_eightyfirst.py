# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""An eighty-first set of real threads, gathered apart: sought as 2024-2026 threads on TF 2.16-2.21 (any tracker), but the confirmed ones met were already in the corpus; what qualified is 2022-2023 threads on TF 2.11-2.12 from a crystallography app's tracker and tensorflow/tensorflow.

Broken kinds held: a cuDNN older than the one TensorFlow was built with (an HPC module), and XLA not
finding libdevice (twice: a cluster without the CUDA toolkit TF 2.11 expects, and a conda install
without the nvcc/libdevice files). Working runs: 0.

At first look (the doctor of commit be07fbf, before this set was read) the cause was named in all 3 broken logs, each first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="careless-hpc-cudnn-module-850-tf-built-860",
        source=_GH + "rs-station/careless/issues/93",
        text=r"""Running a fresh install of Careless. Our old friend, the THz data, processed in CrystFEL. All input MTZs should have the same unit cell dims. Not sure what's going on.

[myoutput_53659994.err.txt]
[slurm_script.txt]
[inputs_params.log.txt]

with `--tf-debug`. There's a complaint about the CuDNN library version (`Loaded runtime CuDNN library: 8.5.0 but source 
was compiled with: 8.6.0.`). The most recent version of CuDNN available according to `module avail` is 8.5.0.96.

[myoutput_54039894.err.txt]""",
        expected_cause="cudnn-version-mismatch",
        note="2023. HPC cluster (slurm job, `module avail`). The maintainer (kmdalton) asked for a `--tf-debug` run; the poster's second message (kept here, before the cause was settled) quotes TF's own 'Loaded runtime CuDNN library: 8.5.0 but source was compiled with: 8.6.0' and notes the newest cluster cuDNN module is 8.5.0.96. With the next careless release (0.2.6) the poster reported he 'instead' got only 'seemingly non-fatal errors & warnings'; closed. Weak: no explicit 'fixed' sentence, and the full tracebacks are in attachments not stored.",
        platform="linux",
    ),
    CorpusLog(
        name="careless-cluster-tf211-libdevice-not-found-prose",
        source=_GH + "rs-station/careless/issues/81",
        text=r"""Running Careless with the following arguments, 

`poly --separate-files --merge-half-datasets --half-dataset-repeats=1 --mlp-layers=10 --image-layers=1 --dmin=1.7 --iterations=30_000 --positional-encoding-frequencies=0 --positional-encoding-keys=X,Y --test-fraction=0.10 --seed=29725 --double-wilson-parents=None,0,0,1,2,1,2 --double-wilson-r=0.,0.99,0.99,0.99,0.99,0.99,0.99 --wavelength-key=Wavelength --refine-uncertainties --studentt-likelihood-dof=128 BATCH,Wavelength,dHKL,Hobs,Kobs,Lobs,X,Y,file_id (some mtz files)`

'I get a libdevice not found' error (see attached for full traceback. Is this some kind of CUDA version error?

[myoutput_38465658.err.txt]""",
        expected_cause="xla-libdevice-missing",
        note="2023. Prose only (one quoted error phrase; the traceback is an attachment not stored). Maintainer kmdalton: 'turns out this issue is because tf 2.11 moved to using cuda 11.2 which is not available on our cluster. this is not really a bug with careless. it is more an issue with our cluster.' The poster (a collaborator on the same cluster) did not dispute; closed. The failing piece is XLA's libdevice from the CUDA toolkit, hence xla-libdevice-missing rather than cuda-libraries-missing.",
        platform="linux",
    ),
    CorpusLog(
        name="tf211-ubuntu2204-gtx1060-keras-fit-libdevice-dir-not-found",
        source=_GH + "tensorflow/tensorflow/issues/58681",
        text=r"""Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice.

### Issue Type

Bug

### Source

binary

### Tensorflow Version

2.11.0

### Custom Code

Yes

### OS Platform and Distribution

Linux Ubuntu 22.04.01

### Python version

3.9.15

### CUDA/cuDNN version

CUDA 11.2, cuDNN 8.1.0

### GPU model and memory

Nvidia GTX 1060 6gb

### Current Behaviour?

I was installing tensorflow according to this guide https://www.tensorflow.org/install/pip and ran into the error. I am running a fresh install of ubuntu. I have tried `export XLA_FLAGS=--xla_gpu_cuda_data_dir=/path/to/cuda` to no avail.

### Standalone code to reproduce the issue

model = tf.keras.models.Sequential([
  tf.keras.layers.Flatten(input_shape=(28, 28)),
  tf.keras.layers.Dense(128, activation='relu'),
  tf.keras.layers.Dropout(0.2),
  tf.keras.layers.Dense(10, activation='softmax')
])
model.compile(optimizer='adam',
              loss='sparse_categorical_crossentropy',
              metrics=['accuracy'])
model.fit(x_train, y_train, epochs=5) #fails here

### Relevant log output

Epoch 1/5
...""",
        expected_cause="xla-libdevice-missing",
        note="2022 (thread active into 2025). The first line is the issue's title, which carries the error; the log is cut after 'Epoch 1/5' where the stored excerpt ends mid-line. The thread's fix (a later comment quoting an earlier participant: 'It seems like our solution made it to the official installation guide!') is TF's documented Ubuntu 22.04 section: install cuda-nvcc in the conda env, set XLA_FLAGS=--xla_gpu_cuda_data_dir, copy libdevice.10.bc into nvvm/libdevice. Weak: the original poster's own confirmation was not seen in the stored excerpts.",
        platform="linux",
    ),
)
