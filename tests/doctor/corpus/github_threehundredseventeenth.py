# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-seventeenth set of real threads, gathered apart, from GitHub issues (issues corpus) on TensorFlow video projects new to the corpus: google-deepmind/kinetics-i3d (I3D), hx173149/C3D-tensorflow, alexlee-gk/video_prediction (SAVP) and junkeun-yi/SAVi-pytorch (a video object model whose input pipeline is TensorFlow's).

Broken kinds held: the GPU's memory running out on long video clips or on large frames (two, each
named by the maintainer), the computer's RAM running out while training C3D on UCF-101 (the
poster's own finding), and TensorFlow's input pipeline reserving all GPU memory so that PyTorch,
in the same process, had none left (the poster's own fix). Working runs: 1 (I3D's sample finished
with correct results although TensorFlow printed CUDA_ERROR_OUT_OF_MEMORY).

Small set, all from 2018-2022: the threads of these projects are short, and most that the searches
returned had no confirmation in the stored text (FILM, TecoGAN, OSVOS, S2VT and other video
captioning ports, C3D runs that stopped in the BFC allocator, a video denoiser with CUDA 11.2 under
tensorflow-gpu 1.4) or were already in the corpus. The posters of these threads mostly wrote prose:
four records give only the error's name (in the title or quoted in a sentence) and one, the SAVi
thread, has no log text at all (its error was a screenshot).

At first look (the doctor of commit 1903dcf) the cause was named in 2 of the 4 broken logs, both
first; the working run was flagged (gpu-out-of-memory, with the conditional causes of a log that
shows no GPU).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="kinetics-i3d-evaluate-sample-987-frame-video-resource-exhausted",
        source=_GH + "google-deepmind/kinetics-i3d/issues/74",
        text=r"""ResourceExhaustedError when running the file evaluate_sample.py with my own video

Hello, I am trying to run the file `evaluate_sample.py` with my own video as input. **It works well with the given cricket sample video**, but it simply does not work with mine.

The only difference between the sample video and mine is their duration. Mine has 987 frames while the cricket one is 79 frames long. Thus, the `myvideo_rgb.npy` file weights 1.2 Go and the `myvideo_flow.npy` weights 791 Mo.

I do not understand how can I have such an error since my video is not very heavy (1 minute and 32s)... and I have some videos that are way longer than that (1 hour long)...

My configuration :
- GPU: Nvidia GTX 1080 (8 GB)
- Tensorflow-gpu

I also tried to set the tensorflow session's config like below but it did not solve anything : 
```
config = tf.ConfigProto()
config.gpu_options.allocator_type = 'BFC'
config.gpu_options.per_process_gpu_memory_fraction = 0.40
with tf.Session(config=config) as sess:
```

My final goal is to be able to extract features of my videos.""",
        expected_cause="gpu-out-of-memory",
        note="2019. The issue's title (first line) names the error; no log lines. Maintainer joaoluiscarreira: 'that is natural. You'll just have to pass a smaller chunk of frames to the model each time, then combine the results. I don't know what's the maximum number of frames that saturates the GPU memory, you'll have to try a few values -- e.g. 256 frames.' The poster's reply is not in the stored copy (closed). The OS is not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="c3d-tensorflow-ucf101-training-std-bad-alloc-low-ram",
        source=_GH + "hx173149/C3D-tensorflow/issues/57",
        text=r"""out of memory?

While training the process stops and I'm getting a "tensorflow terminate called after throwing an instance of 'std::bad_alloc'" error.

Is this due to lack of sufficient memory?

How much memory is needed to train on the full UCF-101 dataset?

thanks""",
        expected_cause="host-out-of-memory",
        note="2018. The only log text is the error the poster quoted. The poster, JulioEndara, closed it himself: 'I confirmed my computer was too low in ram and generally low performance. I'm closing this issue.' The OS is not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="savp-video-prediction-240x320-frames-cdna-oom-batch-1",
        source=_GH + "alexlee-gk/video_prediction/issues/6",
        text=r"""ResourceExhaustedError OOM even my batch_size equal 1?

Hi Alex,

Thanks for releasing all the code. I am working on fitting a new dataset into your model. I resize the (height,width) to (240,320) which same as ucf101 datasets. I set context_frames equal to 2 in order to predict 8 frames with the model. When I train the model with batchsize 1 ，everything started fine in  few steps, but after a while it have mistakes like oom ResourceExhaustedError. I don't know why this is happening. 

Do you have any good suggestion on this issue?

Thanks a lot.

Best,
Sander""",
        expected_cause="gpu-out-of-memory",
        note="2018. The title (first line) and the post name the error; no log lines. Maintainer alexlee-gk: 'the default model is not fully-convolutional and as a consequence it's quite expensive (and has too many weights) for large images. In particular, this is likely caused by the `cdna` transformations. I'd suggest to try `dna` or `flow` transformations ... With these hyperparameters, a `batch_size` of 1 should not give OOM errors.' The poster's reply is not in the stored copy (closed). The OS is not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="savi-pytorch-tf-input-pipeline-holds-all-gpu-memory",
        source=_GH + "junkeun-yi/SAVi-pytorch/issues/2",
        text=r"""some questions about cuda memory

* Hi~~~. I tried to run your code on my pc which has only **1 GPU**, but the following question appeared. 
![image](https://user-images.githubusercontent.com/64779310/179355691-29a97d90-2693-45ac-b625-22b38ac1dcb2.png)
I'm pretty sure the memory is enough, but no matter how small the 'batch size' and 'workers' I set, it didn't work. So, I guess there might be some places I didn't notice that need to be changed, or there are some problems in the code. 
* Also, I noticed you mentioned the implementation could get 62.6 points on MOVI-c. How did it perform on MOVI-a?
* Thanks a lot!""",
        expected_cause="memory-growth-disabled",
        note="2022. Prose only: the error was a screenshot, not in the stored copy. The repository trains a PyTorch model fed by a TensorFlow (tf.data) input pipeline in the same process. The poster, iamtonymwt, fixed it himself: 'Because TF (input pipeline) will occupy all memory automatically, so it will leave no memory for pytorch to load the model. If we need to run the model on **1 GPU**, we have to limit the memory TF uses' (tf.config.experimental.set_virtual_device_configuration with memory_limit=10000), 'Then it will work.' The maintainer, junkeun-yi: 'thanks for the fix.' The OS is not stated (linux is a placeholder).",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="kinetics-i3d-evaluate-sample-cuda-error-out-of-memory-results-correct",
        source=_GH + "google-deepmind/kinetics-i3d/issues/70",
        text=r"""out of memory

When I ran evaluate_sample, I got "CUDA_ERROR_OUT_OF_MEMORY", but the results is correct. My GPU has 8GB memory.
Is it correct that the demo will cost that amount of memory? If so, does that mean I can not train by using this single GPU?""",
        expected_cause=None,
        harmless=True,
        note="2019. Prose with the quoted message only. The run finished on the 8 GB GPU with correct results (the poster). Maintainer joaoluiscarreira took the demo's memory use as expected and answered only about training: 'You should be able to train, but will have to adjust the batch size accordingly. For example batches of 2 videos, each with 64 frames should fit your gpu during training.' Harmless by the outcome: nothing in the thread explains the message itself. The OS is not stated (linux is a placeholder).",
        platform="linux",
    ),
)
