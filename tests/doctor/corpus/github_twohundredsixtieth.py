# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-sixtieth set of real threads, gathered apart, from GitHub issues (issues corpus) on image-restoration and super-resolution projects on TensorFlow new to the corpus (JiahuiYu/generative_inpainting, idealo/image-super-resolution, Sanaxen/tecoGAN_app), found with plain words a user would type.

Broken kinds held: the inpainting demo's own GPU picker (neuralgym's `ng.get_gpus(1)`) refusing
a GPU that other programs already use (twice, no catalogue cause), the GPU running out of memory
on a 4x video upscale of 1080p frames (the log shows only the end of the traceback), and a Docker
image built on tensorflow-gpu into which `pip install -e .` pulled the CPU-only `tensorflow` as
well. Working runs: none met with a confirmation.

Small set: most threads in this field on GitHub answer GPU questions with guesses, or their
resolution lies past the stored opening; many are already in the corpus. Several confirmed threads
that are prose only (no log lines) were left out to keep prose-only records to a third:
google-research/frame-interpolation#34 (2022; 'OOM error' on a laptop GPU, the poster confirmed
the `--block_height 2 --block_width 2` tiling worked), google-research/frame-interpolation#44
(2022; 5760x3048 frames out of memory, the maintainer named the image size), thunil/TecoGAN#76
(2020; the computer's RAM and swap filled with a 32k-frame input on the CPU build, a smaller batch
worked) and km2ii/JVP_TG-PLUS#2 (2021; a TecoGAN-based Windows upscaler on the CPU until the CUDA
10.1 runtime DLLs were copied next to it, 'The files fixed it'). Only one record is from 2021;
the rest are from 2018-2019.

At first look (the doctor of commit 9e2813a) the cause was named in 0 of the 4 broken logs, 0
first: on the two neuralgym logs (no catalogue cause) it named nothing; on the upscale that ran
out of GPU memory (the OOM lines only in the attachment) it named nothing; on the Docker image it
gave cuda-libraries-missing, tensorflow-cpu-only-build, container-without-gpus and
container-toolkit-missing, not multiple-tensorflow-distributions. No working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="generative-inpainting-get-gpus-no-gpu-for-dedicated-usage",
        source=_GH + "JiahuiYu/generative_inpainting/issues/47",
        text=r"""Hello, I have a question and I am writing. 
I want to 'test' the 'canyon_input.png' image in the 'examples' folder.
I also want to 'train' the 'places2' dataset
Look for your github and save the files to be stored in 'model_logs'
I wrote an error below the article saying that an error occurred in 'neuralgym'.
Your answers I'll wait.

<Error
Traceback (most recent call last):
  File "test.py", line 23, in <module>
    ng.get_gpus(1)
  File "/home/alice/Documents/alice/alice/lib/python3.5/site-packages/neuralgym/utils/gpus.py", line 70, in get_gpus
    ' [(gpu id: num of processes)]: {}'.format(sorted_gpus))
SystemError: No enough gpus for dedicated usage. [(gpu id: num of processes)]: [(0, 3)]""",
        expected_cause=None,
        note="2018. Maintainer JiahuiYu: 'Please see #35 #41.' and later, to another user with the same error: 'If you only have one GPU, starts from 0. please add os.environ['CUDA_VISIBLE_DEVICES']='0' in test.py, and remove the line of ng.get_gpus(1).' In JiahuiYu/neuralgym#4 he gives the reason: 'Xorg and other programs are taken up your GPU. ng.get_gpus(1) will automatically get one FREE gpu.' The demo's own GPU picker (neuralgym) wants a GPU with no processes on it; the GPU had 3. Not TensorFlow's error and not exclusive-process mode: no catalogue cause. The poster did not answer.",
        platform="linux",
    ),
    CorpusLog(
        name="generative-inpainting-test-get-gpus-seven-processes-on-gpu",
        source=_GH + "JiahuiYu/generative_inpainting/issues/318",
        text=r"""Hi，Jiahui Yu @JiahuiYu   ， thanks for your code 
i have some problem in the test ，i use this command to test ‘python3.6 test.py --image examples/celeba/celebahr_patches_164036_input.png --mask examples/center_mask_256.png --output examples/output.png --checkpoint_dir model_logs/20191009214622181966_host_celeba_NORMAL_wgan_gp_full_model_celeba_256 ’ 

but have some trouble as follow:
Traceback (most recent call last):
  File "test.py", line 23, in <module>
    ng.get_gpus(1)
  File "/usr/local/lib/python3.6/site-packages/neuralgym/utils/gpus.py", line 70, in get_gpus
    ' [(gpu id: num of processes)]: {}'.format(sorted_gpus))
SystemError: No enough gpus for dedicated usage. [(gpu id: num of processes)]: [(0, 7)]

Thanks for your reply""",
        expected_cause=None,
        note="2019. Maintainer JiahuiYu answered only '#35', the thread he points every report of this error to (in #47 of the same repository: remove the line `ng.get_gpus(1)` and set CUDA_VISIBLE_DEVICES; in JiahuiYu/neuralgym#4: 'Xorg and other programs are taken up your GPU. ng.get_gpus(1) will automatically get one FREE gpu.'). The GPU had 7 processes on it, so neuralgym's picker refused it. No catalogue cause. The poster did not answer; closed. The host name in the checkpoint folder was replaced.",
        platform="linux",
    ),
    CorpusLog(
        name="tecogan-app-1080p-video-4x-upscale-stops-at-frame-evaluation",
        source=_GH + "Sanaxen/tecoGAN_app/issues/11",
        text=r"""Same issue here. Not showing up in dist\main\tecoGAN\results as well. 
Trying to run from a video (Prores made with the one frame) or from a folder also gives errors:
last code it runs is":
 Frame evaluation starts!!
  File "D:\library\software\windows\tecogan\dist\main\env\lib\site-packages\tensorflow_core\python\framework\ops.py", line 1748, in __init__
    self._traceback = tf_stack.extract_stack()

Added the logs in here:
[logs.txt](https://github.com/Sanaxen/tecoGAN_app/files/6353638/logs.txt)

I am using a GTX1080.""",
        expected_cause="gpu-out-of-memory",
        note="2021. A commenter's report in a thread opened for another problem (images not saved). Maintainer Sanaxen read the attached log: 'Looking at log.txt, it seems that the GPU is out of memory. The size of the frame image of the video is input shape: [1, 1080, 1998, 3]. The output is output shape: [1, 4320, 7992, 3]. Is the memory size of the GPU sufficient?' and 'I think it's a good idea to reduce the frame size of the video.' The poster did not dispute it (he then asked whether the card was too old). The OOM lines are only in the attached logs.txt, not in the stored text; the last line of the text is the poster's answer about his GPU.",
        platform="windows",
    ),
    CorpusLog(
        name="isr-dockerfile-gpu-pip-install-pulls-cpu-tensorflow",
        source=_GH + "idealo/image-super-resolution/issues/9",
        text=r"""Great project, thank you! 

Just wondering if you have been able to run the predictions (not the training) on GPU. Using the Dockerfile.gpu I find that ISR will use the CPU to calculate the prediction and not the GPU.""",
        expected_cause="multiple-tensorflow-distributions",
        note="2019. Prose only. Maintainer cfrancesco: 'the new line in the dockerfile `RUN pip install -e .` is the issue. This installs the packages defined in setup.py, which include tensorflow, not tensorflow-gpu. It's a known problem that if tensorflow is install, despite using the docker image tensorflow-gpu, the non-gpu version will be used.' The poster: 'Awesome man. You beat me to it!'; maintainer datitran: 'We should fix this i.e. we should add tensorflow-gpu ...'. The image was tensorflow-gpu based with the CPU-only tensorflow installed on top.",
        platform="linux",
    ),
)
