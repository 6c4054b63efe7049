# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-fifty-third set of real threads, gathered apart, on TensorFlow failing or disappointing while it runs (memory running out, a container that cannot start the GPU, warnings during multi-GPU training), from GitHub issues on tensorflow/tensorflow, ufoym/deepo, amaiya/ktrain, happylun/SketchModeling and kuza55/keras-extras (2015-2020).

Broken kinds held: the computer's memory too small for the MNIST example (a 512 MB server), a
training run killed because its Docker container was limited to 1 GB of memory, a script that
failed on the GPU while a notebook with the same model held the GPU ("memory and resource
error"), and Docker that did not know the 'nvidia' runtime (the deprecated `--runtime=nvidia`).
Working runs: 1 (colocation warnings while training with BatchNorm on several GPUs, safe to
ignore).

Small set, and older than wanted: questions from Stack Overflow or its mirror sites were not
among the stored pages, so the threads come from GitHub issues, and most runtime threads on
GitHub (cuDNN failing to start, "Blas GEMM launch failed", libdevice and ptxas, GPU use near
0%) are already in the corpus or have no confirmation in the stored copy. Left out: a RTX 2080
thread where the poster's own workaround is shown only as code the stored copy lost
(tensorflow/tensorflow#29632), and a Chinese thread whose reporter blamed a wrong cuDNN version
for a killed run but whose opening post is not in the stored copy
(MaybeShewill-CV/CRNN_Tensorflow#348). One record is prose only.

At first look (the doctor of commit 5518eb6) the cause was named in 1 of the 4 broken logs, first;
the working run was not flagged. The Docker log also drew cpu-without-avx and
tensorflow-import-failed from its second error ('Illegal instruction' on import), which the thread
left without a named cause; the three memory logs drew nothing.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf-mnist-convolutional-memoryerror-512mb-server",
        source=_GH + "tensorflow/tensorflow/issues/657",
        text=r"""I followed the pip install of TensorFlow and when trying the "Test your installation" I recevied the following output with a MemoryError.
```
Extracting data/train-images-idx3-ubyte.gz
Traceback (most recent call last):
  File "convolutional.py", line 290, in <module>
    tf.app.run()
  File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/platform/default/_app.py", line 30, in run
    sys.exit(main(sys.argv))
  File "convolutional.py", line 127, in main
    train_data = extract_data(train_data_filename, 60000)
  File "convolutional.py", line 75, in extract_data
    data = (data - (PIXEL_DEPTH / 2.0)) / PIXEL_DEPTH
MemoryError
```
Any suggestions would be much appreciated.""",
        expected_cause="host-out-of-memory",
        note="2015. Maintainer vincentvanhoucke: 'It looks the system you're running on has very little RAM available, and can't handle loading the whole MNIST training set into memory'; the poster (Vivalldi): 'I accidentally installed on my 512 MB server rather than my 2 GB ram server. Thanks again.' The failure is Python's own MemoryError while the example prepares its data, before TensorFlow runs anything; the thread does not say whether the server had a GPU.",
        platform="linux",
    ),
    CorpusLog(
        name="sketchmodeling-training-killed-docker-memory-limit",
        source=_GH + "happylun/SketchModeling/issues/5",
        text=r"""Hi, I have a problem re-training the network, after few iterations, the process get killed. I've tried many fixes found on the net (for example: https://github.com/tensorflow/tensorflow/issues/5289) like decreasing batch_size (which is already at 2) but nothing solves it, I still have the 'killed' problem. 

I train the network on a Tesla K40c with 12GB of RAM with python 3.5, NumPy 1.12.1,SciPy 0.19.0
and TensorFlow 1.0.1, the asked requirements.

Does anybody have an idea to solve this?

Thank you

That does not raise an error, it just gets killed, as you can see on the last line of my terminal's screenshot. This time, it took 40 minutes to get killed after 18 iterations. (I have a 16 Go CPU by the way)""",
        expected_cause="host-out-of-memory",
        note="2018. Prose only (the terminal output was a screenshot); the second paragraph block is the poster's reply to the maintainer. The poster (HenriMir) found it himself: '[solved] Mea Culpa, in fact, I was on a docker and I did not know it was automatically restraining my CPU to 1Go, I solved this 'killed' problem by adding: --memory=\"16g\" to the docker command'. The container's memory limit, not the GPU, ended the run; that Docker was used is known only from the fix.",
        platform="linux",
    ),
    CorpusLog(
        name="ktrain-distilbert-script-fails-while-notebook-holds-gpu",
        source=_GH + "amaiya/ktrain/issues/179",
        text=r"""Hi,
Thanks for answering my other questions. I have run into another problem
My code is working in Jupyter Notebook but not in python script.
```
import ktrain
predictor = ktrain.load_predictor('distilbert')
data = ['this movie is really great. deserve lots of praise']
predictor.predict(data)
```
Running fine in a jupyter notebook but throwing this error in a .py file.

```
Traceback (most recent call last):
  File "app.py", line 6, in <module>
    predictor = ktrain.load_predictor('distilbert')
  File "C:\ProgramData\Anaconda3\lib\site-packages\ktrain\core.py", line 1341, in load_predictor
    model = _load_model(fpath, preproc=preproc)
...
    outputs = self.call(cast_inputs, *args, **kwargs)
  File "C:\ProgramData\Anaconda3\lib\site-packages\transformers\modeling_tf_distilbert.py", line 380, in call
    layer_outputs = layer_module([hidden_state, attn_mask, head_mask[i]], training=training)
  File "C:\ProgramData\Anaconda3\lib\site-packages\tensorflow_core\python\keras\engine\base_layer.py", line 822, in __call__
    outputs = self.call(cast_inputs, *args, **kwargs)
  File "C:\ProgramData\Anaconda3\lib\site-packages\transformers\modeling_tf_distilbert.py", line 323, in call
...
```
Any idea why it is happening. I am using Anaconda 3 on Windows 10 Machine.""",
        expected_cause="gpu-out-of-memory",
        note="2020. The stored copy holds only parts of the traceback (the console had padded every line; the frames are put one to a line here, the gaps marked '...'); its last line, which the maintainer calls the same 'Blas GEMM failed' error as in the poster's other issue, is not in the stored copy. Maintainer amaiya: it 'suggests it is either a TensorFlow issue or a memory issue', 'make sure you shutdown your notebooks before running the .py script if memory is limited'; the poster (laxmimerit): 'You are right. It is memory and resource error. This is happening because of GPU.' He then ran the script on the CPU (CUDA_VISIBLE_DEVICES=-1). The GPU memory was taken, most likely by the notebook that ran the same model.",
        platform="windows",
    ),
    CorpusLog(
        name="deepo-runtime-nvidia-unknown-then-illegal-instruction",
        source=_GH + "ufoym/deepo/issues/123",
        text=r"""I am a beginner in docker, when I follow the quick start instruction:
`docker run --runtime=nvidia --rm ufoym/deepo nvidia-smi`
got:
```
docker: Error response from daemon: Unknown runtime specified nvidia.
See 'docker run --help'.
```

Is ` --runtime=nvidia` deprecated?

As the instruction of the nvidia-docker I use `--gpus` instead of `--runtime=nvidia`:
`docker run --gpus all -it --ipc=host ufoym/deepo bash`  

But:
```
root@host:/# python
Python 3.6.8 (default, Jan 14 2019, 11:02:34) 
[GCC 8.0.1 20180414 (experimental) [trunk revision 259383]] on linux
Type "help", "copyright", "credits" or "license" for more information.
>>> import tensorflow
Illegal instruction (core dumped)
root@host:/# 
```

Was there anything wrong with what I did?  Thx""",
        expected_cause="container-runtime-not-configured",
        note="2019. Maintainer ufoym: 'Fixed. Feel free to reopen it if you still have issues with the latest images. BTW, `--runtime=nvidia` is deprecated and should be replaced by `--gpus all`. Thank you for pointing out our mistake.' The confirmed cause is the first error: the poster's Docker took `--gpus all` but had no 'nvidia' runtime registered, so the image's quick-start command failed. The 'Illegal instruction' on import was answered only by 'Fixed ... the latest images'; the thread names neither the CPU nor what was changed in the images. Container ID in the prompt replaced by 'host'.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="keras-extras-colocate-gradients-warning-multi-gpu-batchnorm",
        source=_GH + "kuza55/keras-extras/issues/17",
        text=r"""When I use a model that uses BatchNorm, I get a lot (~100) of warnings in the following form:

```
WARNING:tensorflow:Tried to colocate gradients/tower_0/sequential_1/batch_normalization_5/moments/sufficient_statistics/count_grad/Rank with an op tower_0/sequential_1/batch_normalization_5/moments/sufficient_statistics/count that had a different device: /device:CPU:0 vs /device:GPU:0. Ignoring colocation property.
```

After googleing I found out it maybe has to do with some functions not being implemented on the GPU (yet).

How would it be possible to avoid those warnings? Or to fix the bug?
Can I just ignore the warning? After all it seems to train okayish.""",
        expected_cause=None,
        harmless=True,
        note="2017. Multi-GPU training with the repository's data-parallel wrapper (tower_0). Maintainer kuza55: 'This is safe to ignore, but does sound like it may impact speed.' Training ran. OS not stated (linux is a placeholder).",
        platform="linux",
    ),
)
