# ruff: noqa: E501, W291, E101 - log lines are quoted verbatim (long, some with trailing spaces, tabs)
"""A hundred-and-seventieth set of real threads, gathered apart, from GitHub issues (issues corpus) on GAN, style-transfer and image-generation projects on TensorFlow (zkmkarlsruhe/ofxTensorFlow2's pix2pix, NVlabs/stylegan2 as run in tensorflow/tensorflow, taki0112/BigGAN-Tensorflow, vanhuyz/CycleGAN-TensorFlow, anishathalye/neural-style, houssamzenati/Efficient-GAN-Anomaly-Detection, zsyzzsoft/co-mod-gan, mikael-alafriz-deel/lucid-sonic-dreams), 2017-2022.

Broken kinds held: an old TensorFlow pinned by a project (built for CUDA 10.1) on an RTX 3090 with
CUDA 11.7 (its CUDA 10 DLLs missing, then a stalled first epoch), StyleGAN2 on TensorFlow 1.14 and
an RTX 3090 taking half an hour to start (kernels JIT-compiled from PTX), three GPU out-of-memory
errors (a batch too large on Colab, a CycleGAN on a 4 GB card, neural-style on a GPU with about
370 MB for TensorFlow), the CPU-only `tensorflow` package in a GAN project's requirements, and two
StyleGAN2 custom CUDA ops that did not build or load (a C++ ABI flag that did not match the
compiler; a host compiler too new for nvcc and TensorFlow 1.15): no catalogue cause for those two.
Broken: 8; working runs: 1 (neural-style on a small GPU printing "ran out of memory trying to
allocate" while the run went on).

Three records are prose only (the pix2pix, StyleGAN2 start-up and requirements threads). Left out:
most StyleGAN2/StyleGAN2-ADA custom-op threads (fused_bias_act.cu "Compiling... Failed!", nvcc not
found, sm_86 not defined) whose stored copies end before any fix the poster confirmed; threads
whose fix came from another commenter and was never confirmed by the poster; a StyleGAN encoder
thread on a machine without a usable GPU (Puzer/stylegan-encoder#14: the maintainer said the code
needs a GPU, but the thread does not say whether the machine had one or a CPU-only TensorFlow);
and a TouchDesigner style-transfer thread fixed by a new version of the project file without saying
what changed (exsstas/StyleTransfer-in-TD#2).

At first look (the doctor of commit 5a1a71f) the cause was named in 4 of the 8 broken logs, all 4
first (two of the eight have no catalogue cause: on one the doctor named missing CUDA libraries,
on the other nothing); the StyleGAN2 start-up thread got compute-capability-unsupported instead of
the PTX JIT warning, and the requirements thread got nothing; the working run was flagged
(gpu-out-of-memory).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="ofxtensorflow2-pix2pix-rtx3090-cudart64-101-old-tf-pins",
        source=_GH + "zkmkarlsruhe/ofxTensorFlow2/issues/23",
        text=r"""GPU training using `main.py` with pix2pix is not working on my setup. The CPU training and the oF examples are working.

First I was missing .dll such as cudart64_101.dll or cusolver64_10.dll , i added the .dll from other folder or changed the name as suggested here https://stackoverflow.com/questions/65608713/tensorflow-gpu-could-not-load-dynamic-library-cusolver64-10-dll-dlerror-cuso
Ultimately it started training but blocking on Epoch 1 then, epoch 1 stays at 0% and the training continue. After training the resulting predicated image output is a full black images.

my setup:
Windows 11
RTX 3090 driver 516.01
conda environement with python 3.7 and the packages version from `requirments.txt`
CUDA  11.7 and CUDNN 8.4.1""",
        expected_cause="cuda-libraries-missing",
        consequences=frozenset({"compute-capability-ptx-jit", "compute-capability-unsupported"}),
        note="2022. Prose only. The project's requirements.txt pinned a TensorFlow built for CUDA 10.1 (it looked for cudart64_101.dll / cusolver64_10.dll) while CUDA 11.7 was installed on an RTX 3090; after the poster copied or renamed DLLs, the first epoch stalled and the output was black. The poster confirmed the fix the same day: 'I modified requirements.txt with newer packages and now I can train with the GPU. Each epoch went from 4min to 10 seconds' (the new pins include keras==2.6.0; the tensorflow pin itself is past the stored copy). Root cause: a TensorFlow too old for the installed CUDA and for the GPU; the missing CUDA 10 DLLs are what the poster saw first.",
        platform="windows",
    ),
    CorpusLog(
        name="stylegan2-tf114-rtx3090-30-minute-startup-ptx-jit",
        source=_GH + "tensorflow/tensorflow/issues/44200",
        text=r"""I am running Stylegan 2 model on 4x RTX 3090 and it is taking a long time **to start up the training** than as in 1x RTX 3090. Although, as training starts, it gets finished up earlier in 4x than in 1x. I am using CUDA 11.1 and TensorFlow 1.14 in both the GPUs. 

Secondly, When I am using 1x RTX 2080ti, with CUDA 10.2 and TensorFlow 1.14, it is taking less amount **to start the training** as compared to 1x RTX 3090 with 11.1 CUDA and Tensorflow 1.14. Tentatively, it is taking 5 min in 1x RTX 2080ti, 30-35 minutes in 1x RTX 3090, and 1.5 hrs in 4x RTX 3090 **to start the training** for one of the dataset.

I'll be grateful if anyone can help me to resolve this issue.

I am using Ubuntu 16.04, Core™ i9-10980XE CPU, and 32 GB ram both in 2080ti and 3090 machines.

@ravikyram check the code here:- https://github.com/NVlabs/stylegan2""",
        expected_cause="compute-capability-ptx-jit",
        note="2020. Prose only. TensorFlow member ymodak: 'Are you the building TensorFlow from source against those cuda versions (10.2 and 11.1)? If you are you using pre built pip packages then I your gpu is not being utilized for computing. Reason being that ...' (rest past the stored copy); the poster agreed and closed: 'I have checked from another source also that TF 1.14 is incompatible with CUDA 11.1. and probably the error popped-up due to that only. I'm closing the issue now.', later adding 'for start-up time you can increase the cache size'. The prebuilt TensorFlow 1.14 has no kernels for the RTX 3090 (compute capability 8.6): the half-hour start is the driver JIT-compiling PTX, which the JIT cache size shortens.",
        platform="linux",
    ),
    CorpusLog(
        name="biggan-colab-oom-batch-2048",
        source=_GH + "taki0112/BigGAN-Tensorflow/issues/3",
        text=r"""Google colab: GPU memory usage is close to the limit

...
```
    raise type(e)(node_def, op, message)
tensorflow.python.framework.errors_impl.ResourceExhaustedError: OOM when allocating tensor with shape[2048,3,130,130] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
	 [[{{node gradients/discriminator/resblock_down_1/skip/conv_0/Conv2D_grad/Conv2DBackpropFilter-0-TransposeNHWCToNCHW-LayoutOptimizer}} = Transpose[T=DT_FLOAT, Tperm=DT_INT32, _device="/job:localhost/replica:0/task:0/device:GPU:0"](discriminator/resblock_down_1/skip/conv_0/Pad, PermConstNHWCToNCHW-LayoutOptimizer)]]
Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info.

	 [[{{node add_2/_5}} = _Recv[client_terminated=false, recv_device="/job:localhost/replica:0/task:0/device:CPU:0", send_device="/job:localhost/replica:0/task:0/device:GPU:0", send_device_incarnation=1, tensor_name="edge_7346_add_2", tensor_type=DT_FLOAT, _device="/job:localhost/replica:0/task:0/device:CPU:0"]()]]
Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info.

```""",
        expected_cause="gpu-out-of-memory",
        note="2019. The stored copy holds the issue title and the end of the opening post (the traceback's last lines). Maintainer taki0112: 'The batch size is too large. I recommend you to reduce the size.'; a later commenter agreed ('Your batch_size is incredibly ...'). Google Colab, so linux.",
        platform="linux",
    ),
    CorpusLog(
        name="cyclegan-tf-gtx1050ti-oom-instance-norm",
        source=_GH + "vanhuyz/CycleGAN-TensorFlow/issues/64",
        text=r"""Hello,when I run your project,raise a error:ResourceExhaustedError (see above for traceback): OOM when allocating tensor with shape[1,64,64,256]
	 [[Node: G_6/R256_2/layer2/instance_norm/moments/sufficient_statistics/Sub = Sub[T=DT_FLOAT, _device="/job:localhost/replica:0/task:0/gpu:0"](G_6/R256_2/layer2/Conv2D, G_6/R256_2/layer2/instance_norm/moments/StopGradient)]]
	 [[Node: add_1/_497 = _Recv[client_terminated=false, recv_device="/job:localhost/replica:0/task:0/cpu:0", send_device="/job:localhost/replica:0/task:0/gpu:0", send_device_incarnation=1, tensor_name="edge_84861_add_1", tensor_type=DT_FLOAT, _device="/job:localhost/replica:0/task:0/cpu:0"]()]]
can you help me?

Yesterday,I searched the error in Baidu.Someone said it ran out of memory or the batchsize is wrong,but I don't change anything in your code and I don't train something else. My gpu is GeForce GTX1050Ti and the free memory is 3.32GB,so I can't understand why the error happend.""",
        expected_cause="gpu-out-of-memory",
        note="2018. The second paragraph is the poster's reply to the maintainer. Maintainer vanhuyz: 'It seems ran out of memory.' The poster did not dispute it; another user with the same error: 'I resolved this error by reducing the image size. Ex. python3 train.py --image_size 128', and a third: 'it works for out of video memory, thanks'. The platform is not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="neural-style-bfc-allocator-oom-370mb-limit",
        source=_GH + "anishathalye/neural-style/issues/60",
        text=r""" tensorflow/core/common_runtime/bfc_allocator.cc:696] 3 Chunks of size 6860800 totalling 19.63MiB
I tensorflow/core/common_runtime/bfc_allocator.cc:696] 13 Chunks of size 9437184 totalling 117.00MiB
I tensorflow/core/common_runtime/bfc_allocator.cc:696] 1 Chunks of size 59686400 totalling 56.92MiB
I tensorflow/core/common_runtime/bfc_allocator.cc:696] 1 Chunks of size 103601920 totalling 98.80MiB
I tensorflow/core/common_runtime/bfc_allocator.cc:700] Sum Total of in-use chunks: 369.92MiB
I tensorflow/core/common_runtime/bfc_allocator.cc:702] Stats: 
Limit:                   387907584
InUse:                   387890944
MaxInUse:                387907584
NumAllocs:                     622
MaxAllocSize:            147177472

W tensorflow/core/common_runtime/bfc_allocator.cc:274] ****************************************************************************************xxxxxxxxxxxx
W tensorflow/core/common_runtime/bfc_allocator.cc:275] Ran out of memory trying to allocate 2.44MiB.  See logs for memory state.
W tensorflow/core/framework/op_kernel.cc:993] Resource exhausted: OOM when allocating tensor with shape[1,533,400,3]

this is why?""",
        expected_cause="gpu-out-of-memory",
        note="2017. The stored copy of the opening post begins mid-log (as here). Maintainer anishathalye: 'not enough memory - see #28, #21' (issues on image size and GPU memory). TensorFlow had about 370 MB of GPU memory (Limit: 387907584). The platform is not stated (linux is a placeholder; the paths are not a Windows build's).",
        platform="linux",
    ),
    CorpusLog(
        name="efficient-gan-requirements-cpu-tensorflow",
        source=_GH + "houssamzenati/Efficient-GAN-Anomaly-Detection/issues/10",
        text=r"""training on GPU or CPU?

I installed your code and tried to run the example, but I found it ran on CPU, not on GPU. Do I need to change tensorflow into tensorflow-gpu in your requirement.txt?""",
        expected_cause="tensorflow-cpu-only-build",
        note="2018. Prose only (title and post). The project's requirements.txt installed `tensorflow`, which for TensorFlow 1.x is the CPU-only package. Maintainer houssamzenati: 'Yes correct, thanks'. The platform is not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="co-mod-gan-fused-bias-act-undefined-symbol-cxx11-abi",
        source=_GH + "zsyzzsoft/co-mod-gan/issues/8",
        text=r"""I have difficulty setting the environment.

My virtual environment variants are listed here:

``
python 3.6.13    

tensorflow-gpu 1.14.0

CUDA: 10.2
``

There is an error when I tried to `run_generator` with the pretrained model.

``
tensorflow.python.framework.errors_impl.NotFoundError: /home/alice/code/co-mod-gan-master/dnnlib/tflib/_cudacache/fused_bias_act_546f398f36920850dca748ac250ee717.so: undefined symbol: _ZN10tensorflow12OpDefBuilder6OutputESs
``

Is it necessary to switch the CUDA version from **10.2** to **10.0** ?""",
        expected_cause="custom-op-build-mismatch",
        note="Expected cause given when the catalogue gained custom-op-build-mismatch (an add-on's own compiled ops built for another TensorFlow, CUDA, compiler or GPU); before, no catalogue cause. 2021. The problem is posted in a comment (by usherbob) in an issue opened to ask which TensorFlow the project needs. Maintainer zsyzzsoft: 'This is an error related to stylegan2's custom ops. You can try this solution' (a blog post); the poster confirmed: 'It now works when I change `--compiler-options \\'-fPIC -D_GLIBCXX_USE_CXX11_ABI=0` to `--compiler-options \\'-fPIC -D_GLIBCXX_USE_CXX11_ABI=1` here, since I use gcc 5.4. No need to switch CUDA version.' The StyleGAN2 custom op was compiled with a C++ ABI flag that did not match the TensorFlow build.",
        platform="linux",
    ),
    CorpusLog(
        name="lucid-sonic-dreams-fused-bias-act-compile-failed-gcc",
        source=_GH + "mikael-alafriz-deel/lucid-sonic-dreams/issues/22",
        text=r"""Setting up TensorFlow plugin "fused_bias_act.cu": Compiling... Failed!

I get this with some of the downloaded weights but not all of them (eg lsun cats is fine, obama gives me the above error). I am using anaconda, with nvcc installed via conda install cudatoolkit-dev. Anyone else seeing this and found a workaround?""",
        expected_cause="custom-op-build-mismatch",
        note="Expected cause given when the catalogue gained custom-op-build-mismatch (an add-on's own compiled ops built for another TensorFlow, CUDA, compiler or GPU); before, no catalogue cause. 2021. The first line is the issue title. The poster confirmed the fix the same day: 'OK, so I did the following to make this work: 1. I swapped to stylegan2 from stylegan2-ada 2. I installed g++ and gcc version 7 and promoted them to be the ones cuda looks for 3. I changed line 127 in custom_ops.py to compile_opts += ' --compiler-options \\'-fPIC -D_GLIBCXX_USE_CXX11_ABI=1\\''', adding 'I suspect that the underlying issue with the original error was the gcc/g++ compiler version (tensorflow 1.15 can't stomach 8 or up)'. The StyleGAN2 custom CUDA op did not build with the host compiler and ABI flag in place. Anaconda with a gcc switched by the poster, so linux.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="neural-style-ran-out-of-memory-trying-to-allocate-runs-fine",
        source=_GH + "anishathalye/neural-style/issues/86",
        text=r"""Hi, this is amazing piece of work!
I have a question regarding GPU memory allocation
when running neural_style.py it indicates I have 1.5gb available, but right after it starts iteration 1 it says: `ran out of memory trying to allocate 975.59MiB  `
`ran out of memory trying to allocate 278.55MiB  `
 ect..

the script runs fine but I wonder if this memory allocation issue affects performance?

please see attached screen shot.

Many thanks!""",
        expected_cause=None,
        harmless=True,
        note="2017. The run went on and finished ('the script runs fine'); the lines are TensorFlow's allocator notices that a larger allocation (for a faster algorithm) did not fit, which are not failures. The maintainer did not know more ('I'm not super familiar with Tensorflow's allocator and scheduler, so I'm not sure.'). The screenshot's name ('screenshot from 2017-06-13 16-11-48') is Ubuntu's, so linux.",
        platform="linux",
    ),
)
