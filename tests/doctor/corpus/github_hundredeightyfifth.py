# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-eighty-fifth set of real threads, gathered apart, from GitHub issues (issues corpus) on image restoration projects built on TensorFlow: super-resolution (krasserm/super-resolution, tensorlayer/SRGAN, jiny2001/dcscn-super-resolution) and deblurring (jiangsutx/SRN-Deblur) (2017-2022).

Broken kinds held: the GPU running out of memory (an SRGAN demo image too large for an 8 GB card,
a 4 GB card too small for the default batch), the CPU-only TensorFlow package installed instead of
tensorflow-gpu (prose only), and three with no catalogue cause: a deblurring script whose GPU
option did not take effect until the script itself was edited, a TensorLayer API change
(`G.weights`) that crashed training while the poster blamed memory, and a tensorflow-gpu install
that had broken and was fixed by reinstalling (prose only). Working runs: none met.

Small set: most threads on these repositories ask for help and stop without a confirmed answer
in the stored copy (left out: tensorlayer/SRGAN#44, #57, #84, #126, #175, #219 and #248;
JustinhoCHN/SRGAN_Wasserstein#15; idealo/image-super-resolution#108 and #122;
PENGLU-WashU/IMC_Denoise#11, #13 and #25; JiahuiYu/generative_inpainting#69, #316 and #515;
deeppomf/DeepCreamPy#177; yu4u/noise2noise#46; TheNishishiro/ColorGAN#1). Only two records are
from 2020 or later. Several threads report out-of-memory in these models, so two of the six
records are of that kind.

At first look (the doctor of commit 8967b78) the cause was named in 2 of the 6 broken logs (2 of
the 3 with a catalogue cause), both first; the prose-only CPU-only-package post was missed; of the
three with no catalogue cause, the SRN-Deblur post drew only conditional findings (a CPU-only
build, missing CUDA libraries) and the other two none. No working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="krasserm-sr-srgan-demo-oom-gtx1080-8gb",
        source=_GH + "krasserm/super-resolution/issues/55",
        text=r"""I try to scale one photo by  " resolve_and_plot('demo/2.jpg')", and get the error like this:
ResourceExhaustedError: OOM when allocating tensor with shape[1,666,1000,64] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc [Op:Conv2D]

how to fix this? thanks lot!

the file is example-srgan.ipynb

my gpu is GTX1080 /8G""",
        expected_cause="gpu-out-of-memory",
        note="2020. The second and third paragraphs are the poster's own follow-up comments. Maintainer krasserm named the cause and closed the issue: 'When running the demo in `example-srgan.ipynb` it requires 8003 MB of the available 8119 MB of a GTX 1080 (8 GB). So if you have another process running on this card, for example X server or whatever, you probably won't have enough memory for running the SRGAN example ... You could try running the example with smaller test images'. The poster did not dispute it. A later commenter (gastoneb) did not dispute the memory use either and planned to process the image in 512*512 blocks. The thread does not give the platform (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="tensorlayer-srgan-train-oom-4gb-gpu",
        source=_GH + "tensorlayer/SRGAN/issues/30",
        text=r"""OOM when allocating tensor with shape[16,64,192,192]

If someone meet this problem during training.
It seems a memory problem. My GPU memory is 4G. I'm not sure if it's enough.""",
        expected_cause="gpu-out-of-memory",
        note="2017. The first line is the issue title (the error line); the rest is the opening post. Maintainer zsdonghao answered the same day: 'it is not enough, you can try to reduce the batch size'. The poster did not dispute it and the issue was closed. The platform is not given (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="dcscn-sr-test-gpu-idle-needs-tensorflow-gpu",
        source=_GH + "jiny2001/dcscn-super-resolution/issues/85",
        text=r"""Hello,

First of all, thank you for this code. Is there any way or option to run the code on GPU for testing efficiently on external images?  

Thank you in advance,
alice""",
        expected_cause="tensorflow-cpu-only-build",
        note="2019. Prose only. Another user (NicoLivesey) added that his two GPUs stayed at 0% in inference and asked the poster how he had fixed it; maintainer jiny2001: 'if you installed GPU version of tensorflow, that it. It will automatically pick your main GPU device and calculate it on it.'; the poster (charles-bonnineau, who had closed the issue) answered: 'Hi, yes exactly : `pip install tensorflow-gpu`'. In the TensorFlow 1.x of the time the `tensorflow` package was CPU-only. The platform is not given (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="srn-deblur-colab-gpu-flag-ignored-runs-on-cpu",
        source=_GH + "jiangsutx/SRN-Deblur/issues/67",
        text=r"""I passed the argument --gpu=0.
I have cuda installed.
 I even tried to  run  it on google colab still it displays "Your CPU supports instructions that this TensorFlow binary was not compiled to use: SSE4.1 SSE4.2 AVX AVX2 FMA" showing it is running on CPU.
I need to do tesing on thousands of images and CPU testing is too slow.
am I doing anything wrong? please help.""",
        expected_cause=None,
        note="2021. The poster (KainatRiaz98) confirmed the fix four months later: 'I did find the solution. Firstly, instead of this repository I used ' https://github.com/thisishardik/SRN-Deblur' . it has support for tensor flow 2.x . secondly passing arguments does not work for this repository for some reason so just physically change in the script run_model.py. I was able to do testing on GPU by making these changes.' The CPU-instructions line the poster read as proof of CPU use is only a notice. An application option (--gpu) that did not take effect, together with code written for an old TensorFlow 1.x: no catalogue cause. Google Colab (Linux).",
        platform="linux",
    ),
    CorpusLog(
        name="tensorlayer-srgan-colab-k80-g-weights-attributeerror-not-memory",
        source=_GH + "tensorlayer/SRGAN/issues/161",
        text=r"""I am running it on google colab and I have been assigned to TESLA K80 GPU
![GPU_name](https://user-images.githubusercontent.com/53205776/61869916-6b7e3100-aefa-11e9-8062-e2a12a5bf654.PNG)

Even 12GB ram is not suffice. I wonder if someone else is facing same problem!
![GPU_problem](https://user-images.githubusercontent.com/53205776/61870038-b304bd00-aefa-11e9-92e0-cd20086da923.PNG)

Consequently the popped out error is:
**2019-07-25 11:02:16.370912: W tensorflow/core/framework/cpu_allocator_impl.cc:81] Allocation of 28311552 exceeds 10% of system memory.
Traceback (most recent call last):
  File "train.py", line 357, in <module>
    train()
  File "train.py", line 100, in train
    grad = tape.gradient(mse_loss, G.weights)
AttributeError: 'Model' object has no attribute 'weights'**

### note: 
Pre-trained model vgg19.npy is in "srgan/models" directory.""",
        expected_cause=None,
        note="2019. Title: 'Running our of memory'. TensorLayer contributor ChrisWu1997 named the cause of the crash the same day: 'regard the error, try to change `G.weights` to `G.trainable_weights` as there is some api changes in the latest tensorlayer.' and '@zsdonghao It seems that SRGAN should be updated.'; another user (tuchuants) saw the same 'Allocation of ... exceeds 10% of system memory' warning 'but the training process could still on'. The poster did not dispute it; closed. The memory the poster blamed was not the failure: a TensorLayer API change in the application code, no catalogue cause. Google Colab (Linux).",
        platform="linux",
    ),
    CorpusLog(
        name="tensorlayer-srgan-1080ti-not-on-gpu-broken-tf-gpu-reinstalled",
        source=_GH + "tensorlayer/SRGAN/issues/14",
        text=r"""![qq 20170811170605](https://user-images.githubusercontent.com/24873787/29207224-e844ea6e-7eb7-11e7-9a01-18ef27bcf063.jpg)

when I run the SRGAN code - main.py, it seems not training in gpu, how to solve this problem? My gpu is GTX 1080Ti.""",
        expected_cause=None,
        note="2017. Prose only (the screenshot is not in the text). The poster (JustinhoCHN) answered himself the same day: 'my bad, somehow tensorflow gpu version crashed, reinstalling fixed. Please close this issue, thanks.' A tensorflow-gpu install that had broken in a way the thread does not say, fixed by reinstalling it: no catalogue cause. The platform is not given (linux is a placeholder).",
        platform="linux",
    ),
)
