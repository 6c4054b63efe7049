# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-fifty-fifth set of real threads, gathered apart, from GitHub issues (issues corpus) on chemistry, materials-science and structural-biology projects that run TensorFlow on an NVIDIA GPU (deepmodeling/deepmd-kit with dpgen, deepchem/deepchem of the TensorFlow era, rsanchezgarc/deepEMhancer), found with plain words a user would type.

Broken kinds held: a DeePMD-kit custom-op library (libdeepmd_op.so) that no longer fitted the
libdeepmd library installed beside it (two conda packages of different versions: undefined
symbol, the GPU sat idle), DeepChem's graph-convolution models taking all GPU memory up front
(TensorFlow's default reservation, no allow_growth in the model's session), and a cryo-EM volume
too large for a K80 at the default batch size (GPU out of memory). Working runs: none met.

Small set: most threads on these repositories that the searches returned were already in the
corpus or had no confirmation in the stored text (their resolution, if any, lies past the stored
opening), and many deepmd-kit threads are LAMMPS plugin, ROCm or compiler questions with no
NVIDIA GPU fault. Only one record is from 2023 or later. One record is prose only.

At first look (the doctor of commit 9e2813a) the cause was named in 2 of the 3 broken logs, both
first; the prose-only out-of-memory post was missed (no working run to flag).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="deepmd-dpgen-rtx4090-libdeepmd-op-undefined-symbol-gpu-idle",
        source=_GH + "deepmodeling/deepmd-kit/issues/4042",
        text=r"""### Bug summary

System version ubuntu-22.04

Training the model using dpgen and submitting it on an AMD9654+4090 shows the following error message and using nvidia-smi reveals that the graphics card has no tasks
DeepModeling
Version: 0.12.1
Path: /home/alice/miniconda3/envs/deepmd/lib/python3.10/site-packages/dpgen

Dependency
 numpy     1.22.3   /home/alice/miniconda3/envs/deepmd/lib/python3.10/site-packages/numpy
dpdata     0.2.18   /home/alice/miniconda3/envs/deepmd/lib/python3.10/site-packages/dpdata
pymatgen unknown version or path
monty 2024.3.31 /home/alice/miniconda3/envs/deepmd/lib/python3.10/site-packages/monty
ase 3.22.1 /home/alice/miniconda3/envs/deepmd/lib/python3.10/site-packages/ase
paramiko 3.4.0 /home/alice/miniconda3/envs/deepmd/lib/python3.10/site-packages/paramiko
custodian 2024.3.12 /home/alice/miniconda3/envs/deepmd/lib/python3.10/site-packages/custodian
...
WARNING:root:To get the best performance, it is recommended to adjust the number of threads by setting the environment variables OMP_NUM_THREADS, TF_INTRA_OP_PARALLELISM_THREADS, and TF_INTER_OP_PARALLELISM_THREADS. See https://deepmd.rtfd.io/parallelism/ for more information.
Traceback (most recent call last):
  File "/home/alice/miniconda3/envs/deepmd/lib/python3.10/site-packages/deepmd/env.py", line 396, in get_module
    module = tf.load_op_library(str(module_file))
  File "/home/alice/miniconda3/envs/deepmd/lib/python3.10/site-packages/tensorflow/python/framework/load_library.py", line 54, in load_op_library
    lib_handle = py_tf.TF_LoadLibrary(library_filename)
tensorflow.python.framework.errors_impl.NotFoundError: /home/alice/miniconda3/envs/deepmd/lib/python3.10/site-packages/deepmd/lib/libdeepmd_op.so: undefined symbol: _ZN6deepmd6RegionIfEC1EPfS2_

The above exception was the direct cause of the following exception:

Traceback (most recent call last):
  File "/home/alice/miniconda3/envs/deepmd/bin/dp", line 10, in <module>
    sys.exit(main())
  File "/home/alice/miniconda3/envs/deepmd/lib/python3.10/site-packages/deepmd_utils/main.py", line 655, in main
    from deepmd.entrypoints.main import main as deepmd_main
...

For deepmd-kit installation, I use the following command in '1.1.2. Install with conda':
conda create -n deepmd deepmd-kit=*=*gpu libdeepmd=*=*gpu lammps cudatoolkit=11.6 horovod -c https://conda.deepmodeling.com -c defaults

For dpgen installation, I use:
pip install dpgen

On 9654 and 8383C machine, I use the same command to install.""",
        expected_cause="custom-op-build-mismatch",
        note="2024. The issue was first filed on deepmodeling/dpgen (#1602 in Chinese, #1603 in English) and moved to deepmd-kit by maintainer njzjz; the traceback lines are the poster's own, from his dpgen#1603 post (quote markers removed), the description and install paragraphs from deepmd-kit#4042. njzjz: 'Please use `conda list` to check if `deepmd-kit` and `libdeepmd` have the same version. If not for any reason, considering removing and reinstalling libdeepmd.' The poster: 'you are right, the version of these 2 are 2.2.7 and 2.2.10. I reinstall deepmd and the problem solv[ed]'. The op library did not fit the libdeepmd beside it (not TensorFlow itself): the nearest catalogue cause is a compiled add-on that does not fit.",
        platform="linux",
    ),
    CorpusLog(
        name="deepchem-graphconv-takes-all-gpu-memory-up-front",
        source=_GH + "deepchem/deepchem/issues/944",
        text=r"""Hi.

When i run graph_conv and irv models with gpu, it eats all memory available. At one machine i have 8gb and it occupies 8 gb. But at another machine i have only 1gb, and it takes 1gb and wotks fine. The whole dataset is much less than 1gb, so i suppose that it just takes all memory that it can take.

Other models, like robust_mtnn, does not eat all memory at same task.

I cannot run several processes at a time, so can i somehow disable that behaviour?

Thanks

One detail: at the beginning (tensorflow initialization) it says smth like:
`Total memory: 972MiB
Free memory: 906MiB`
and at another machine:
`Total memory: 7920MiB
Free memory: 7800MiB`
so it really takes all avail memory up front""",
        expected_cause="memory-growth-disabled",
        note="2017. The second paragraph group is the poster's reply to maintainer rbharath (who first thought allow_growth was already on). Maintainer lilleswing named the remedy: 'You can manually set the configproto in the constructor for TensorGraph' with `config.gpu_options.allow_growth = True` passed as `configproto=config` to GraphConvTensorGraph, i.e. the TensorGraph models ran without allow_growth and TensorFlow reserved the whole GPU. The poster did not dispute it; the issue was closed. The poster's own report after the change is not in the stored copy. Platform not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="deepemhancer-512-volume-k80-oom-default-batch",
        source=_GH + "rsanchezgarc/deepEMhancer/issues/3",
        text=r"""Hello - 

I can't seem to find what batch sizes I should try when I crash the memory of my GPUs. I have a 512x512x512 volume that is crashing K80 GPUs and I'm trying to change the batch size, but I'm unsure what values I should be trying. 

Thanks!
Mike""",
        expected_cause="gpu-out-of-memory",
        note="2020. Prose only. Maintainer rsanchezgarc: 'By default we use a batch of size 6, so if you are getting out of memory error, i would try first using batch size 2 and if problems remain, finally 1.' The poster: 'switching to batch size of 5 allowed our job to finish on K80 GPUs.' Platform not stated (linux is a placeholder; K80s are server GPUs).",
        platform="linux",
    ),
)
