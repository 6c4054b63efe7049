# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""An eighty-third set of real threads, gathered apart: working runs with alarming lines and cluster threads (GitHub issues; Apptainer/Singularity on HPC, Slurm).

Broken kinds held: an official TensorFlow GPU image (run under Apptainer on an HPC host) that lacks
the CUDA/cuDNN libraries its TensorFlow needs, a Singularity image on a Slurm cluster whose CUDA
toolkit (ptxas) is older than the GPU, and a cuDNN older than the one TensorFlow was built with.
Working runs: 3.

At first look (the doctor of commit be07fbf, before this set was read) the cause was named in all 3 broken logs, each first; none of the 3 working runs was flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="keras-hub-gpt2-fit-ptxas-spill-spam-a100-rocky-working",
        source=_GH + "keras-team/keras-hub/issues/2161",
        text=r"""ptxas spam warning

When training GPT2, e.g., gpt2_causal_lm.fit(train_ds, epochs=num_epochs) ptxas warnings are spammed to output, e.g., messages similar to those below appear 100+ times in the output:

ptxas warning : Registers are spilled to local memory in function 'input_add_multiply_reduce_select_fusion_11', 64 bytes spill stores, 64 bytes spill loads

2025-03-23 20:38:42.249509: I external/local_xla/xla/stream_executor/cuda/cuda_asm_compiler.cc:397] ptxas warning : Registers are spilled to local memory in function 'gemm_fusion_dot_78_0', 56 bytes spill stores, 56 bytes spill loads

System info:
NAME="Rocky Linux"
VERSION="8.10 (Green Obsidian)"
ID="rocky"
ID_LIKE="rhel centos fedora"
VERSION_ID="8.10"
PLATFORM_ID="platform:el8"

The ptxas warning also appears (not spammed as often, but still a pain) during inference before any training is implemented, e.g., 

preprocessor = keras_nlp.models.GPT2CausalLMPreprocessor.from_preset(
    chosen_preset,
    sequence_length=128,
)

gpt2_causal_lm = keras_nlp.models.GPT2CausalLM.from_preset(
    chosen_preset, preprocessor=preprocessor
)

sentence_starters = ["I bought a pair of crocs", "Crocs are","Received a pair of crocs"]
max_length = 75

output = gpt2_causal_lm.generate(sentence_starters,max_length=max_length)

for sentence in output:
  print(f"--{sentence}\n")

2025-03-31 13:17:53.430428: E tensorflow/core/util/util.cc:131] oneDNN supports DT_INT64 only on platforms with AVX-512. Falling back to the default Eigen-based implementation if present.
WARNING: All log messages before absl::InitializeLog() is called are written to STDERR
I0000 00:00:1743387476.255537 3897003 service.cc:148] XLA service 0x5626c18924d0 initialized for platform CUDA (this does not guarantee that XLA will be used). Devices:
I0000 00:00:1743387476.255570 3897003 service.cc:156]   StreamExecutor device (0): NVIDIA A100-PCIE-40GB, Compute Capability 8.0
...""",
        expected_cause=None,
        harmless=True,
        note="2025. The poster (ashep29) reports that training (gpt2_causal_lm.fit) and generation run on the A100 and only complains that ptxas register-spill notices flood the output; the later comment's log shows XLA initialised on CUDA with the A100. The maintainers asked for the code and the issue was closed as stale; nobody reported a failure. A working GPU run whose log holds ptxas, oneDNN, XLA and MLIR-reproducer lines. The quoted log is cut before the line the stored excerpt ends in.",
        platform="linux",
    ),
    CorpusLog(
        name="sionna-pusch-keras-ptxas-register-spill-warning-working",
        source=_GH + "NVlabs/sionna/issues/126",
        text=r"""Memory spillage to local memory

This is not an error per se it's a warning that I am getting when I run end-to-end PUSCH using Keras model wrapper. But I feel due to this the simulations are preforming slower. Do let me know if I am right and if there is some way to fix this.

**Below is the warning I am getting:**
2023-04-28 19:37:29.120441: I tensorflow/compiler/xla/stream_executor/gpu/asm_compiler.cc:328] ptxas warning : Registers are spilled to local memory in function 'fusion_136', 456 bytes spill stores, 344 bytes spill loads""",
        expected_cause=None,
        harmless=True,
        note="2023. The poster says it is 'not an error per se' and the simulation runs (the ptxas line comes from XLA compiling GPU kernels); a maintainer (gmarcusm): 'Thanks for reporting this. We can reproduce it.' Closed later for inactivity, nothing broken reported. A working run with a ptxas register-spill notice. Prose with one log line; OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-2-4rc4-windows-pycharm-red-cudart64-110-line-working",
        source=_GH + "tensorflow/tensorflow/issues/47753",
        text=r"""I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library cudart64_110.dll

I run my code on pycharm
include :  import tensorflow as tf

In the run window show me the red line: 
I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library cudart64_110.dll

tf version: tensorflow-2.4.0rc4-cp37-cp37m-win_amd64.whl

How can I fix it""",
        expected_cause=None,
        harmless=True,
        note="2021 (older than the angle; kept as the only clear maintainer 'it works' met). Maintainer amahendrakar: 'The messages are just information logs stating that TensorFlow has successfully detected the GPU on your machine. You can safely ignore them.' (with TF_CPP_MIN_LOG_LEVEL to hide them). The first line is the issue title. Prose with one log line.",
        platform="windows",
    ),
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="apptainer-shpc-tf-2-18-latest-gpu-cannot-dlopen-gpu-libraries",
        source=_GH + "apptainer/apptainer/issues/2706",
        text=r"""--nv not being honored within Singularity Registry HPC (SHPC) module for tensorflow a non root user

`Apptainer version: 1.3.4-1.el9` installed via `dnf`

The folks at [SHPC suggested](https://github.com/singularityhub/singularity-hpc/discussions/687#discussioncomment-11857981) I open this here. There is a [Tensorflow module](https://singularityhub.github.io/singularity-hpc/r/tensorflow-tensorflow/) that is not registering/seeing  the GPUs. This should be easy to reproduce. After installing the TF with GPU module:
`shpc install tensorflow/tensorflow:latest-gpu`

The [yaml file has](https://github.com/singularityhub/shpc-registry/blob/main/tensorflow/tensorflow/container.yaml#L54-L55) has:
```
features:
  gpu: true

```
And making sure to update the `~shpc/settings.yml `file with:

```
 # container features like gpu will modify generated recipes
105 container_features:
106   gpu: nvidia      # one of null, amd, or nvidia
```
As a non root user:
`apptainer run --nv  /apps/Miniforge/lib/python3.12/site-packages/containers/tensorflow/tensorflow/latest-gpu/tensorflow-tensorflow-latest-gpu-sha256.sif python`

```
>>> import tensorflow as tf
>>> print("Num GPUs Available: ", len(tf.config.list_physical_devices('GPU')))
W0000 00:00:1737056879.944635 1311055 gpu_device.cc:2344] Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed ...
...
```
I see there are different  with `fuseapps` in the non root user, could that be related? Or as non root, this log:
`Kernel squashfs mount not allowed because ECL not activated`""",
        expected_cause="cuda-libraries-missing",
        consequences=frozenset({"no-gpu-visible"}),
        note="2025, HPC host (EL9) with Apptainer and an SHPC module of tensorflow/tensorflow:latest-gpu (TF 2.18). Apptainer maintainer DrDaveD reproduced it with that image and then got 'the same error as inside Apptainer' on the host with a plain `pip install tensorflow` (no CUDA libraries), i.e. not an Apptainer problem; the poster accepted this and took it to TensorFlow (tensorflow#85689: 'we determined the latest TF-GPU running 2.18.0 does not register any GPUs. Older versions like 2.7.1-gpu work just fine'). The 2.18 image lacks the cuDNN 9 its TensorFlow loads (as tensorflow/build#217 also found). The TF warning line is cut where the stored excerpt cuts it, after 'are installed'.",
        platform="linux",
    ),
    CorpusLog(
        name="dnascent-singularity-slurm-cuda-11-0-ptxas-sm89-driver-fallback",
        source=_GH + "MBoemo/DNAscent/issues/87",
        text=r"""CUDA version

Hello there,

I would just like to report an issue when running DNAscent on certain GPUs.

I ran the following

```shell
#! /bin/bash

#SBATCH --job-name="dnascent detect"
#SBATCH --partition=gpulong
#SBATCH --gres=gpu:1
#SBATCH --cpus-per-task=8
#SBATCH --mem=32G
#SBATCH --nodes=1
#SBATCH --output=dnascentdetect-%A.log
#SBATCH --error=dnascentdetect-%A.log

CONTAINER_PATH=/home/xyz/DNAscent_do_not_use.sif
BASE_DIR=/fsimb/groups/imb-xyz/Nanopore/project
REFERENCE_PATH=$BASE_DIR/../sacCer3.fa
INDEX_PATH=$BASE_DIR/../index.dnascent

for FILE in $BASE_DIR/*plusDox_plusBrdU.fast.bam*;
do 
    NAME=`basename $FILE`
    NAME=${NAME::-4}
    singularity run --contain --nv --nvccli --writable-tmpfs --bind /home,/fsimb,/media,/mnt,/tmp $CONTAINER_PATH detect --GPU 0 -t 8 -q 8 -b $BASE_DIR/$NAME.bam -r $REFERENCE_PATH -i $INDEX_PATH -o /$BASE_DIR/$NAME.detect.bam
done
```

and started seeing the following warning (repeated 1000s of times)

`W tensorflow/stream_executor/gpu/asm_compiler.cc:235] Your CUDA software stack is old. We fallback to the NVIDIA driver for some compilation. Update your CUDA version to get the best performance. The ptxas error was: ptxas fatal   : Value 'sm_89' is not defined for option 'gpu-name'`

The processing time skyrocketed to >5000 h.

Our sysadmin pinned this down to the version of CUDA running inside the container

> Yeah, your container includes CUDA 11.0.3 (...""",
        expected_cause="ptxas-too-old",
        note="2025, Slurm cluster, Singularity image of a TensorFlow-based application (TF's older stream_executor paths). The diagnosis is the poster's, from the site's sysadmin, quoted in the report: the container ships CUDA 11.0.3, whose ptxas does not know sm_89 (Ada), so TensorFlow falls back to the driver for compilation and the run crawls. No maintainer reply seen; the issue is open. The stored excerpt ends inside the sysadmin's quote; 'xyz' in the paths is the poster's own placeholder.",
        platform="linux",
    ),
    CorpusLog(
        name="faceswap-train-conv2d-fails-cudnn-7-0-5-vs-built-7-2-1",
        source=_GH + "deepfakes/faceswap-playground/issues/227",
        text=r"""failed run the training with latest pull

here is the error message

[[{{node model_1/conv2d_1/convolution}} = Conv2D[T=DT_FLOAT, _class=["loc:@train...propFilter"], data_format="NCHW", dilations=[1, 1, 1, 1], padding="SAME", strides=[1, 1, 2, 2], use_cudnn_on_gpu=true, _device="/job:localhost/replica:0/task:0/device:GPU:0"](training/Adam/gradients/model_1/conv2d_1/convolution_grad/Conv2DBackpropFilter-0-TransposeNHWCToNCHW-LayoutOptimizer, conv2d_1/kernel/read)]]
[[{{node loss/mul/_379}} = _Recv[client_terminated=false, recv_device="/job:localhost/replica:0/task:0/device:CPU:0", send_device="/job:localhost/replica:0/task:0/device:GPU:0", send_device_incarnation=1, tensor_name="edge_1678_loss/mul", tensor_type=DT_FLOAT, _device="/job:localhost/replica:0/task:0/device:CPU:0"]()]]

E tensorflow/stream_executor/cuda/cuda_dnn.cc:363] Loaded runtime CuDNN library: 7.0.5 but source was compiled with: 7.2.1. CuDNN library major and minor version needs to match or have higher minor version in case of CuDNN 7.0 or later version. If using a binary install, upgrade your CuDNN library. If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.""",
        expected_cause="cudnn-version-mismatch",
        note="2018 (met on the way). The first post is the two node lines; the maintainer asked for the crash report, and the cuDNN line is the one from the poster's crash report as quoted in maintainer torzdf's reply ('your error is here ... Upgrade your cuDNN'). The poster: 'after update CUDNN, all solve'. OS not stated.",
        platform="linux",
    ),
)
