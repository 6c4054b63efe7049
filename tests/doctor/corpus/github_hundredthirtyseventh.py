# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-thirty-seventh set of real threads, gathered apart, from GitHub issues (issues corpus) on repositories new to the corpus (tensorlayer/TensorLayer, thtrieu/darkflow, f90/Wave-U-Net, zhangp365/ComfyUI-utils-nodes), found with plain words a user would type.

Broken kinds held: a cuDNN other than the one TensorFlow was built with getting loaded (several
cuDNN versions installed on Windows), tensorflow and tensorflow-gpu installed side by side, and an
application's own option dictionary that kept it on the CPU although TensorFlow saw the GPU
(no catalogue cause). Working runs: 1.

Small set: most threads the generic searches returned sat on tensorflow/tensorflow or on
repositories already in the corpus, and most threads on new repositories had no confirmation in
the stored text (their resolution, if any, lies past the stored opening). Only the working run is
from 2023 or later. One more confirmed thread on a new repository, prose only, was left out to keep
prose-only records to a third: zsdonghao/u-net-brain-tumor#23 (2018; the demo's pinned
`tf.device('/gpu:0')` changed to '/gpu:1' by the poster).

At first look (the doctor of commit 4b0af95, after the changes the hundred-and-twenty-sixth to
hundred-and-thirty-fourth sets led to) the cause was named in 2 of the 3 broken logs, both first;
the working run was not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tensorlayer-dcgan-win7-cudnn-6021-loaded-built-5105",
        source=_GH + "tensorlayer/TensorLayer/issues/229",
        text=r"""I try to run the DCGAN sample code(https://github.com/zsdonghao/tensorlayer) and meet a error at line 125:  
_`errG, _ = sess.run([g_loss, g_optim], feed_dict={z: batch_z})`_

The error message on red background is 
_"`An error ocurred while starting the kernel`"_

Among these error message there is a passage：
_`c:\tf_jenkins\home\workspace\release‑win\device\gpu\os\windows\tensorflow\stream_executor\cuda\cuda_dnn.cc:352] Loaded runtime CuDNN library: 6021 (compatibility version 6000) but source was compiled with 5105 (compatibility version 5100). If using a binary install, upgrade your CuDNNlibrary to match. If building from sources, make sure the library loaded at runtime matches a compatible version specified during compile configuration._`_

But there is no "c:\tf_jenkins" directory in my Computer at all.
I have install cudnn64_5/6/7. It doesn't work. 

The running environment is: win7 64bit，anaconda+spyder，python3.5，CUDA8，GTX 1050Ti.""",
        expected_cause="cudnn-version-mismatch",
        note="2017. The poster confirmed the fix himself the next day: following a Stack Overflow thread on the same message ('Now I palced cudnn directory singlely and add path setting then the problem solved') and 'I copy cudnn-8.0-windows7-x64-v6.0 to my cuda directory and then the problem solved!!!'. Several cuDNN versions were installed (cudnn64_5/6/7); rearranging which cuDNN sat on the path fixed it. Odd: the line says the build wanted 5.1 while the fix put cuDNN 6.0 in place; the thread does not explain this.",
        platform="windows",
    ),
    CorpusLog(
        name="wave-u-net-paperspace-tensorflow-and-tensorflow-gpu-both",
        source=_GH + "f90/Wave-U-Net/issues/33",
        text=r"""Hi @f90 ,
I have a GPU in my paperspace machine. I am trying to run `Training.py` using the following command: `python Training.py with cfg.full_44KHz`. But the script runs only on CPU, not on GPU. 
I have just forked this repo and executing the Training.py script.
How can I make sure that it runs on GPU.
I am a Pytorch guy, and trying to refactor the codebase for Pytorch. Please help.
Thak you

I have both `tensorflow` and `tensorflow-gpu` installed. 
`nvidia-smi` shows the attached GPU to the same instance. I am running GPU enabled Pytorch scripts from the same environment on the same GPU.""",
        expected_cause="multiple-tensorflow-distributions",
        note="2019. Environment in prose (the second paragraph is the poster's reply to the maintainer's question). Maintainer f90 asked whether `tensorflow` (CPU-only) rather than `tensorflow-gpu` was installed, 'That would explain the problem'; the poster answered he had both and 'I am trying to remove `tensorflow` and install only `tensorflow-gpu` now', and f90: 'Yes you should remove tensorflow if you have tensorflow-gpu installed already.' The poster's report after the removal is not in the stored copy of the thread (closed).",
        platform="linux",
    ),
    CorpusLog(
        name="darkflow-options-dict-error-running-entirely-on-cpu",
        source=_GH + "thtrieu/darkflow/issues/417",
        text=r"""Sorry for this basic question, but I'm a newcomer to darkflow.
Following "Using darkflow from another python application", in readme.md.
I can not get it to run on GPU, "Running entirely on CPU" appears in the console.
Later each image takes a little more than a second to be processed without use GPU.
Other Cnn with Tensorflow, use the GPU without problems on the same computer.
Any idea where my problem may be, to make darkflow use the GPU?
Windows 10, nvidia gtx 1070.

Yes, Tensorflow was installed in my equipe as gpu mode and I run another cnn with tensorflow using the gpu.

I was monitoring, using the **_nvidia-smi_** utility, the use of GPU with 0 results of use in the Darkflow example previously put. 
Of course! running other networks with tensorflow showed the intensive use of the GPU.""",
        expected_cause=None,
        note="2017. Prose only (the log the poster posted is not in the stored copy; a commenter, rlan, read 'Creating TensorFlow device (/gpu:0)' in it). The poster found the cause: 'After debugging I was able to check that I had an error in the options dict.' (the options dict passed to darkflow's TFNet; the rest of the comment is cut off in the stored copy). An application setting that kept darkflow on the CPU: no catalogue cause.",
        platform="windows",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="comfyui-utils-nodes-onednn-notice-at-start",
        source=_GH + "zhangp365/ComfyUI-utils-nodes/issues/26",
        text=r"""2026-01-30 22:44:42.456316: I tensorflow/core/util/port.cc:153] oneDNN custom operations are on. You may see slightly different numerical results due to floating-point round-off errors from different computation orders. To turn them off, set the environment variable `TF_ENABLE_ONEDNN_OPTS=0`.
2026-01-30 22:44:43.770067: I tensorflow/core/util/port.cc:153] oneDNN custom operations are on. You may see slightly different numerical results due to floating-point round-off errors from different computation orders. To turn them off, set the environment variable `TF_ENABLE_ONEDNN_OPTS=0`.
[ComfyUI-Easy-Use] server: v1.3.4 Loaded

I get this msg in comfyui log when each time i start after install you node, what causes this?""",
        expected_cause=None,
        harmless=True,
        note="2026. ComfyUI started and loaded its nodes; the TensorFlow lines came in with this custom-node package. Maintainer zhangp365: 'I believe this is just a notification rather than an error or a warning. It seems to be related to the TensorFlow 2.17 installation.' Issue closed. The thread does not say which GPU ComfyUI used, nor the platform (linux is a placeholder).",
        platform="linux",
    ),
)
