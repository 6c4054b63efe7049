# ruff: noqa: E501, W291, E101 - log lines are quoted verbatim (long, some with trailing spaces or tabs)
"""A hundred-and-eightieth set of real threads, gathered apart, from GitHub issues (issues corpus) on scientific codes built on TensorFlow: lululxvi/deepxde (physics-informed networks for PDEs), deepmodeling/deepmd-kit (machine-learned interatomic potentials run from LAMMPS) and titu1994/tfdiffeq (ODE solvers in TensorFlow).

Broken kinds held: the GPU's memory exhausted in four different ways: XLA in the TensorFlow 2
backend of DeepXDE taking far more GPU memory than the TensorFlow 1 graph for the same model, a
PDE residual predicted on 6.5 million points at once, a memory-hungry three-body descriptor
(se_e3) in a deep potential run from LAMMPS, and an adaptive-step ODE solver whose float64 graph
and growing number of function calls filled an 8 GB card. Working runs: none met with a
confirmation.

Small set, all of one cause: most GPU threads on these repositories (and on deepchem/deepchem,
tensorflow/quantum, henrysky/astroNN, ehsanhaghighat/sciann, materialyzeai/m3gnet,
deepmodeling/dpgen) either sat in the corpus already or had no confirmation in the stored text:
their answers lie past the stored opening of the thread. Threads read and left out for want of a
confirmation there: deepmodeling/deepmd-kit#1494, #1694 (cudaGetDevice initialization error
with a conda cudatoolkit newer than the cluster's driver), #742 (Blas GEMM launch failed with the
CUDA 10 offline package), #2154 (no kernel image on a K80 build), #2863 (a CPU build variant of
deepmd-kit next to a GPU TensorFlow), #3218 (libdevice not found with 2.2.8), #294 and #4182
(LAMMPS OOM), deepchem/deepchem#3357 and #1150, lululxvi/deepxde#985 (ptxas error on an
RTX 3070 Ti with CUDA 11.0), microsoft/molecule-generation#61 (libdevice not found),
rsanchezgarc/deepEMhancer#29, materialyzeai/megnet#71 (OOM on a P100),
deepmodeling/dpgen#528. One confirmed thread was left out because its stored copy holds
none of the poster's log or error: deepmodeling/deepmd-kit#1572 (2022; conda pulled
cudatoolkit 11.3 onto a server whose driver only took CUDA 10.1; the poster reported 'dp train
works well' after CONDA_OVERRIDE_CUDA="10.1" and cudatoolkit=10.1).

At first look (the doctor of commit 07f25dd) the cause was named in 3 of the 4 broken logs, all
three first; the DeepXDE XLA thread, whose stored log stops before the memory error and whose
title says 'exceeds GPU memory', got no finding. No working runs.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="deepxde-tf2-backend-xla-output-transform-exceeds-gpu-memory",
        source=_GH + "lululxvi/deepxde/issues/731",
        text=r"""apply_output/input_transform exceeds GPU memory with tensorflow 2, but works with tf.compat.v1

Output with `tensorflow`:
```log
Using backend: tensorflow

2022-06-10 12:40:07.777235: I tensorflow/core/util/util.cc:169] oneDNN custom operations are on. You may see slightly different numerical results due to floating-point round-off errors from different computation orders. To turn them off, set the environment variable `TF_ENABLE_ONEDNN_OPTS=0`.
/scratch/local/alice/tensorflow/venv/lib/python3.10/site-packages/skopt/sampler/sobol.py:246: UserWarning: The balance properties of Sobol' points require n to be a power of 2. 0 points have been previously generated, then: n=0+3002=3002. 
  warnings.warn("The balance properties of Sobol' points require "

Compiling model...
'compile' took 0.000374 s

2022-06-10 12:40:09.945946: I tensorflow/core/platform/cpu_feature_guard.cc:193] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX2 AVX512F AVX512_VNNI FMA
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
2022-06-10 12:40:10.348793: W tensorflow/core/common_runtime/gpu/gpu_bfc_allocator.cc:42] Overriding orig_value setting because the TF_FORCE_GPU_ALLOW_GROWTH environment variable is set. Original config value was 0.
...""",
        expected_cause="gpu-out-of-memory",
        note="2022. The title is the poster's own words; the stored copy of the opening post ends where shown (the rest of the log, with the memory error, is past it). The poster, dajuno, confirmed later in the thread: 'Yes, it works with XLA disabled. (And takes about 3x the time compared to tf1. still faster than pytorch, though)'; maintainer lululxvi: 'DeepXDE uses different strategies of XLA for TensorFlow 1.x and TensorFlow 2.x.' The GPU ran out of memory because XLA compiled the TensorFlow 2 backend's graph with output transforms; the same model fit with the TensorFlow 1 backend or with XLA off. The issue is still open.",
        platform="linux",
    ),
    CorpusLog(
        name="deepxde-wave-2d-predict-residual-6m-points-gpu-oom",
        source=_GH + "lululxvi/deepxde/issues/230",
        text=r"""Dear @lululxvi 

Thanks for everything you do to answer the community questions. I really appreciate it!

I was running the code on GPU and it works fine and noticeably faster. However, when I tried to run it on my 2D wave simulation I got this error (It's a bit lengthy, but I wanted to convey every possible cause). I also noticed that I don't face this problem when I comment out this line:
```python
f = model.predict(X, operator=pde)
```
Can I run the code without predicting the residual? Is it considered correct? What are the ways we can go around this?

```python
ResourceExhaustedError: 2 root error(s) found.
  (0) Resource exhausted: OOM when allocating tensor with shape[6553600,35] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
	 [[node gradients_16/dense_18/Tanh_grad/TanhGrad (defined at C:\ProgramData\Anaconda3\lib\site-packages\deepxde\gradients.py:37) ]]
Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info.

	 [[sub_39/_455]]
Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info.

  (1) Resource exhausted: OOM when allocating tensor with shape[6553600,35] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GP
...
  File "<ipython-input-7-72ab0d92a55d>", line 89, in <module>
    model.compile("adam", lr=1e-3)
  File "C:\ProgramData\Anaconda3\lib\site-packages\deepxde\utils.py", line 52, in wrapper
    result = f(*args, **kwargs)
  File "C:\ProgramData\Anaconda3\lib\site-packages\deepxde\model.py", line 87, in compile
    self.losses = self.data.losses(self.net.targets, self.net.outputs, loss, self)
  File "C:\ProgramData\Anaconda3\lib\site-packages\deepxde\data\pde.py", line 93, in losses
    f = self.pde(model.net.inputs, outputs)
  File "<ipython-input-7-72ab0d92a55d>", line 7, in pde
    du_xx = dde.grad.hessian(u, x, i=0, j=0)
  File "C:\ProgramData\Anaconda3\lib\site-packages\deepxde\gradients.py", line 162, in hessian
    return hessian._fn(ys, xs, component=component, i=i, j=j, grad_y=grad_y)
...
```""",
        expected_cause="gpu-out-of-memory",
        note="2021. DeepXDE with the TensorFlow 1 graph on Windows. The confirmation is the poster's own, in the opening post: training on the GPU worked ('it works fine and noticeably faster') and the out-of-memory error went away when the one line predicting the PDE residual on all 6,553,600 points at once was commented out, so the residual computation on that many points did not fit in the GPU's memory. The maintainer's answer is not in the stored copy (issue closed).",
        platform="windows",
    ),
    CorpusLog(
        name="deepmd-lammps-se-e3-descriptor-failed-to-allocate-gpu-oom",
        source=_GH + "deepmodeling/deepmd-kit/issues/1412",
        text=r"""Memory issue while running lammps with se_e3 descriptor

Hi,

I have generated the MLFF using se_e3 descriptor. Now I am getting a memory issue, while running the lammps. Earlier I have trained the model with "se_a" and could run the lammps successfully. Is se_e3 is very memory intensive or I am doing some mistakes? Please see the attached log file of lammps calculation with se_e3 MLFF.

Thanks,
Mayank

The memory issue is  pasted below:
..
**Setting up Verlet run ...
  Unit style    : metal
  Current step  : 0
  Time step     : 0.001
2022-01-11 10:12:44.462278: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully opened dynamic library libcublas.so.10
2022-01-11 10:12:45.291136: I tensorflow/stream_executor/cuda/cuda_driver.cc:789] failed to allocate 4.00G (4294967296 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory
...""",
        expected_cause="gpu-out-of-memory",
        note="2022. Maintainer wanghan-iapcm named the cause before the poster pasted the log (second paragraph group, the poster's reply): '`se_3` consumes much more memory than `se_2_a`. You may try to hybrid them and reduce the rc of `se_3`.' The poster did not dispute it; the same system had run with an se_a model. The stored copy of the poster's log ends after the first allocation failure; the attached log file was unavailable ('The attached file is unavailable', njzjz). Issue closed by the stale bot.",
        platform="linux",
    ),
    CorpusLog(
        name="tfdiffeq-neural-ode-mnist-gtx1070-oom-mid-training",
        source=_GH + "titu1994/tfdiffeq/issues/1",
        text=r"""Resource exhausted error in the middle of training

I am using a 1070 and 8GB graphic card, and I still get the OOM resource exhausted method in between training a mnist for default configuration. I even Reduced the batch sizefrom 32->16->8 , can you help me with this?

I am using adam not dopri""",
        expected_cause="gpu-out-of-memory",
        note="2019. Prose only. The maintainer, titu1994, named the cause: 'TF needs everything to be the same dtype during computation of the adaptive step of dopri5, so everything is cast to float64. This is basically your entire model being double the size it normally is.' and the missing adjoint method: 'the number of function calls explodes and eventually causes an oom'; to the poster's 'I am using adam not dopri' he answered 'Both of the adaptive step methods are costly'. The GPU's memory ran out during training; a smaller batch did not help. The thread does not name the platform (linux is a placeholder).",
        platform="linux",
    ),
)
