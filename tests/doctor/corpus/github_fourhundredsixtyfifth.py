# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-sixtyfifth set of real threads: working runs whose monitors or warnings worried their users (2019-2024), from GitHub issues on XuehaiPan/nvitop, microsoft/WSL, svc-develop-team/so-vits-svc, nerfstudio-project/nerfstudio, ollama/ollama, oobabooga/textgen, voicepaw/so-vits-svc-fork, OpenBMB/MiniCPM, Doodleverse/segmentation_gym and juglab/n2v.

Working runs only: nvidia-smi (and nvitop) showing 'N/A' for memory on a Windows GPU in WDDM
mode; nvidia-smi inside WSL2 showing 'ERR!' for GPU-Util while CUDA samples ran; the Windows Task
Manager showing a training GPU idle while its CUDA graph (or nvidia-smi) showed it busy (two); an
Ollama for Windows run that looked CPU-bound because a large model was only partly offloaded
to the GPU; PyTorch 2.0's 'TypedStorage is deprecated' warning under a text-generation server on
WSL2, a voice training on Windows and a demo in an NVIDIA container (three); and TensorFlow's
Grappler 'layout failed' error line in trainings that went on (two). All broken: 0; working
runs: 10.

Left out: the container threads where nvidia-smi lists no processes (the driver knows no PID
namespaces) were held already (nvidia-docker#179, gpu-operator#629) or their stored copies end
before any answer (nvidia-docker#759, #1460, microsoft/pai#2001, nvidia-container-toolkit#1013,
HAMi#235, #1341); nvidia-docker#476 and Theano#6438 are from 2017. The TensorFlow startup-warning
threads (factory registration, NUMA, TF-TRT, XLA devices, the BFC allocator's 'not a failure')
met on the way were nearly all held already (tensorflow#62075, #62170, #44683, #32851, #73487,
kohya_ss#1616, tensorpack#1303). Low GPU-Util threads whose cause was only advised, never
confirmed (NeMo#1204, espnet#5837, imagen-pytorch#348, traiNNer#72, nanoGPT#123), threads where
other users, not the poster, said the run still trained (tensorflow#59578), and XLA slow-compile
alarms with no GPU in view (elixir-nx/xla#76, Mava#758) were skipped. No broken run with a
confirmed cause turned up that was not held already (hand-detection-tutorial#37 and
Tensorflow-Object-Detection-API-Train-Model#33, both cuDNN mismatches, are held).

At first look (the doctor of commit 85a1016) 4 of the 10 working runs were flagged: WSL2's
nvidia-smi that cannot show the GPU's use, read as the GPU not seen, and three posters who said
the GPU was not used when it was (Windows' Task Manager, a model bigger than the GPU's memory).
There is no broken log in the set. After the changes of the same day, 3 of 10: a monitor's
figure not seen is no longer the GPU not seen.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- working runs
    CorpusLog(
        name="nvitop-windows-wddm-gpu-memory-usage-n-a",
        source=_GH + "XuehaiPan/nvitop/issues/55",
        text=r"""[Question] Unable to view GPU memory usage in Windows (N/A memory usage)
### Required prerequisites

- [X] I have read the documentation <https://nvitop.readthedocs.io>.
- [X] I have searched the [Issue Tracker](https://github.com/XuehaiPan/nvitop/issues) that this hasn't already been reported. (comment there if it has.)
- [X] I have tried the latest version of nvitop in a new isolated virtual environment.

### Questions

Whether I use `nvidia-smi` or `nvitop`, they both list my GPU memory usage as `N/A` and `WDDM:N/A` respectively. Seeing as nvitop uses nvidia's SMI under-the-hood, I suppose that's why I'm having the similar issue. Oddly, using Process Explorer I am able to see the memory usage of my applications. My drivers are up to date, but the behavior is odd. Has anyone experienced this or better yet resolved it?

OS: Windows 10
GPU: RTX 3080 (531.18)
Both on WSL2 or Windows environments""",
        expected_cause=None,
        harmless=True,
        note="2023. The issue title (first line) and body. The maintainer (XuehaiPan): 'this is intentional behavior and there is nothing we can do on our side. Both `nvidia-smi` and `nvitop` query the GPU states from the NVIDIA Management Library (NVML). Since you are using Windows, the GPU is set with the Windows Display Driver Model (WDDM) mode, the NVML cannot report per-process' memory; labelled question/upstream and closed. The applications did use the GPU (Process Explorer showed their memory); only the per-process readout is missing under WDDM.",
        platform="windows",
    ),
    CorpusLog(
        name="wsl2-nvidia-smi-gpu-util-err-cuda-samples-working",
        source=_GH + "microsoft/WSL/issues/7162",
        text=r"""WSL 2.0 Windows 11 insider build GPU-Util ERR!
### Windows Build Number

Microsoft Windows 21H2 (22000.51)

### WSL Version

- [X] WSL 2
- [ ] WSL 1

### Kernel Version

5.4.72

### Distro Version

Ubuntu-20.04

### Repro Steps

Install CUDA preview drivers for WSL 2.0

### Expected Behavior

nvidia-smi shows all the GPUs, and GPU-utilization

### Actual Behavior

All GPU are available. CUDA samples working. 
GPU-Util ERR! (unable to monitor utilization)

When running nvidia-smi inside WSL 2.0 (ubuntu) the GPU utilization cannot be read (ERR!)

Not sure if it's WSL problem or NVIDIA problem.

For the top half, nvidia-smi inside windows showing 100% usage for both GPUs.

The bottom half, inside WSL 2.0 (Ubuntu 18.04 with CUDA driver for WSL 2.0), nvidia-smi inside Ubuntu cannot see GPU usage, but able to run GPU acceleration and detected the devices.""",
        expected_cause=None,
        harmless=True,
        note="2021. The issue title (first line), the first post, and two later replies of the poster (charleswg) to the maintainer's requests for detail (a screenshot left out). The run works ('CUDA samples working', 'able to run GPU acceleration'); only nvidia-smi's GPU-Util column inside WSL2 reads 'ERR!' (later drivers print 'N/A'). Another user: 'GPU-Util need NVIDIA updates ... per-process stats may not be supported in the future, because of WDDM'; the WSL maintainer (craigloewen-msft): 'I've marked this item as a feature request, this isn't yet supported but we'll be tracking the request for it here!' The issue stays open as a feature request.",
        platform="wsl2",
    ),
    CorpusLog(
        name="so-vits-svc-task-manager-gpu-low-cuda-graph-full",
        source=_GH + "svc-develop-team/so-vits-svc/issues/101",
        text=r"""训练时GPU占用低，显存可以跑满，但是GPU利用率很低，如何多线程跑？（尝试过把num_works改成24，但是比原来更慢了）""",
        expected_cause=None,
        harmless=True,
        note="2023. In Chinese; the text is the issue title, the only text of the first post in the stored copy: 'During training the GPU usage is low; the video memory fills up but GPU utilization is very low. How do I run it multi-threaded? (I tried num_works=24, but it got slower.)' A contributor (HuanLinOTO): '我猜你正在使用 Windows 训练 ... 你应该看 Cuda 利用率' (I guess you are training on Windows ... you should look at the CUDA utilization); the poster (TQG1997), with a screenshot: 'cuda利用率达到100%了，中间会回到0%可能是在保存log' (the CUDA utilization reaches 100%; the dips to 0% are probably log saving). The Task Manager's default graphs do not show CUDA work. Platform from the contributor's guess, which the poster's answer bears out. Closed.",
        platform="windows",
    ),
    CorpusLog(
        name="nerfstudio-windows-task-manager-gpu-0-nvidia-smi-70",
        source=_GH + "nerfstudio-project/nerfstudio/issues/997",
        text=r"""Training does not use the Nvidia GPU, is it normal?""",
        expected_cause=None,
        harmless=True,
        note="2022. The issue title; the body of the first post (a screenshot of the training and the Task Manager, by the replies) is not in the stored copy. A user (Jordan-Pierce): 'Are you sure your GPU isn't being used? Your training time per iteration is ~90ms'; the poster (mpizenberg): 'it seems like you are right. It is an issue with windows task manager reporting. I just tried with nvidia-smi during the training, and the GPU is at 70% load, and not 0%.' Closed.",
        platform="windows",
    ),
    CorpusLog(
        name="ollama-windows-large-model-partly-offloaded-looks-cpu-only",
        source=_GH + "ollama/ollama/issues/2766",
        text=r"""Some issues on Windows
Guys, have some issues with Ollama on Windows (11 + WSL2). 
Ollama version - was downloaded 24.02.2024 from off-site, version for Windows.

1. Ollama models works on CPU, not on GPU (Nvidia 1080 11G). Once upon a time it somehow run on the video card - but the pattern of how and when it works could not be found out, looks that select GPU/CPU randomly. On CPU good/big models works very slow.
2. After restart of Windows Ollama server not up. Need manually open cmd-terminal, type "ollama serve", and hold terminal-windows opened.""",
        expected_cause=None,
        harmless=True,
        note="2024. The issue title (first line) and body; the server log the poster attached on request is not in the stored text. The maintainer (dhiltgen), after reading it: 'It looks like things are behaving as expected, and the models are being loaded into the GPU. When you load the larger model, it's only able to load `26/81 layers to GPU` given your limited VRAM. As a result, the GPU spends most of its time idle waiting for the CPU to process the layers it has loaded into system memory. This is expected behavior.' The GPU was used; a model larger than the 11 GB card is split between GPU and CPU. Ollama's native Windows build, so platform windows.",
        platform="windows",
    ),
    CorpusLog(
        name="text-generation-webui-wsl-typedstorage-deprecated-warning",
        source=_GH + "oobabooga/textgen/issues/910",
        text=r"""UserWarning: TypedStorage is deprecated
### Describe the bug

1. Warning. not a bug.

### Is there an existing issue for this?

- [X] I have searched the existing issues

### Reproduction

python server.py --auto-devices --verbose --wbits 4 --listen --groupsize 128 --model llama-7B-Int4-128G

### Logs

```shell
/safetensors/torch.py:99: UserWarning...
/torch/storage.py:899: UserWarning...
/storage.py:899: UserWarning...

UserWarning: TypedStorage is deprecated. It will be removed in the future and UntypedStorage will be the only storage class. This should only matter to you if you are using storages directly.  To access UntypedStorage directly, use tensor.untyped_storage() instead of tensor.storage()
```

### System Info

```shell
WSL, CUDA, conda python 3.10
```""",
        expected_cause=None,
        harmless=True,
        note="2023. The issue title (first line) and body. A contributor (jllllll): 'Just a warning letting devs know that future versions of Torch will not have those classes.'; another (mcmonkey4eva): 'You don't need to worry about that at all, doesn't affect anything for users. (As said above, it's a notice to devs).' Closed. A later commenter's crash on Windows is another problem.",
        platform="wsl2",
    ),
    CorpusLog(
        name="so-vits-svc-fork-typedstorage-warning-every-epoch",
        source=_GH + "voicepaw/so-vits-svc-fork/issues/330",
        text=r""""TypedStorage is deprecated" while Training
**Describe the bug**
Spammy "TypedStorage is deprecated" warning on every epoch.

```
[23:52:12] WARNING  [23:52:12] C:\omited\venv\lib\site-packages\torch\_utils.py:776: UserWarning:        warnings.py:109
                    TypedStorage is deprecated. It will be removed in the future and UntypedStorage will
                    be the only storage class. This should only matter to you if you are using storages
                    directly.  To access UntypedStorage directly, use tensor.untyped_storage() instead
                    of tensor.storage()
                      return self.fget.__get__(instance, owner)()
```

**To Reproduce**
Simply train a voice.

**Additional context**
I updated to 3.6.1 today and start seeing the issue. Unfortunately I didn't know what was last good known version.

I'm training a voice using CREPE F0 predictor and using PyTorch 2.0.0 in Windows 11 if that matters.""",
        expected_cause=None,
        harmless=True,
        note="2023. Weak. The issue title (first line) and body. The training runs on: the poster sees the warning 'on every epoch'. Another user (Lordmau5): 'this is an issue with *some* library / package that this project is utilizing, as I can't find any usage of `tensor.storage()` or `TypedStorage` in general in the code'. No maintainer statement in the stored copy; the issue is closed. PyTorch 2.0's deprecation notice, no fault of the GPU stack.",
        platform="windows",
    ),
    CorpusLog(
        name="minicpm-ngc-container-typedstorage-warning-demo-runs",
        source=_GH + "OpenBMB/MiniCPM/issues/13",
        text=r"""[Bug]: UserWarning: TypedStorage is deprecated.
### Is there an existing issue ? / 是否已有相关的 issue ?

- [X] I have searched, and there is no existing issue. / 我已经搜索过了，没有相关的 issue。

### Describe the bug / 描述这个 bug

annoying log alerts

### To Reproduce / 如何复现

```bash
python demo/hf_based_demo.py --model_path=../models/OpenBMB/MiniCPM-2B-sft-fp32/
/usr/local/lib/python3.10/dist-packages/torch/_utils.py:836: UserWarning: TypedStorage is deprecated. It will be removed in the future and UntypedStorage will be the only storage class. This should only matter to you if you are using storages directly.  To access UntypedStorage directly, use tensor.untyped_storage() instead of tensor.storage()
  return self.fget.__get__(instance, owner)()
Running on local URL:  http://0.0.0.0:7860

To create a public link, set `share=True` in `launch()`.
```

### Environment / 环境

```shell
nvidia docker 24.01-py3
```

### Additional context / 其他信息

refs: https://github.com/pytorch/pytorch/issues/97207""",
        expected_cause=None,
        harmless=True,
        note="2024. Weak. The issue title (first line) and body (template headings in English and Chinese). The poster's own log shows the demo coming up ('Running on local URL') after the warning, in NVIDIA's 24.01 PyTorch container; the poster calls the lines 'annoying log alerts' and points at the PyTorch issue on the deprecation notice. No reply in the stored copy; closed.",
        platform="linux",
    ),
    CorpusLog(
        name="segmentation-gym-segformer-grappler-layout-failed-trains-on",
        source=_GH + "Doodleverse/segmentation_gym/issues/147",
        text=r"""layout failed: INVALID_ARGUMENT: Size of values 0 does not match size of permutation 4 @ fanin shape intf_segformer_for_semantic_segmentation/decode_head/dropout_24/dropout/SelectV2-2-TransposeNHWCToN
**Describe the bug**
When I train the segformer model, this error occurs, the program is still running but the error occurs for each epoch, I try to change the tf.transpose but this does not solve the problem, I m using python 3.8. How can I solve it

 - OS: Ubuntu 18.01""",
        expected_cause=None,
        harmless=True,
        note="2024. The issue title (first line, the error as posted, cut by GitHub's title limit) and body. A maintainer (ebgoldstein): 'does the model actually train? if it trains, and produces reasonable results, than you can sometimes ignore the issue...'; the poster: 'No, No change are made to segmentation Gym / The model actually train, for the segformer, it only train 20 epochs'. TensorFlow's Grappler layout optimizer (NHWC to NCHW for the GPU) gives up on one node and the run goes on; closed.",
        platform="linux",
    ),
    CorpusLog(
        name="n2v-tf114-grappler-layout-failed-unsupported-tensor-size",
        source=_GH + "juglab/n2v/issues/51",
        text=r"""## Behaviour
An error message is displayed in the background (not in the jupyter notebook but in the terminal jupyter notebook was called from):
` E tensorflow/core/grappler/optimizers/meta_optimizer.cc:502] layout failed: Invalid argument: Unsupported tensor size: 1`
This does not seem to cause noticeable errors in the ongoing jupyter session.
## Context and Steps to Reproduce:
Running the file  n2v/examples/2D/denoising2D_SEM/01_training.ipynb, from a fresh clone and the conda environment with Tensorflow-gpu 1.14.0, Keras 2.2.4, n2v 0.1.9. 
The issue happens during:
`history = model.train(X, X_val)`
Right after the first epoch is completed, and is visible in the terminal.

Alternatively, running the same code in a .py file , the issue can also be seen right after the first epoch.

Again, **this does not prevent the training to continue** and the results of the resulting model look okay when running the file/n2v/examples/2D/denoising2D_SEM/02_prediction.ipynb
## Additional Information:
The issue does not appear when running similar code using normal csbdeep models in the same environment. This is the reason why I report this here.
I open this issue to confirm whether this could this be something affecting in some way the results or performance of the library.""",
        expected_cause=None,
        harmless=True,
        note="2019. Weak. The first post. Only the poster confirms the run: 'this does not prevent the training to continue and the results of the resulting model look okay' (tensorflow-gpu 1.14.0); no maintainer reply in the stored copy and the issue is open. TensorFlow's Grappler layout optimizer declined one node after the first epoch. OS not stated.",
        platform="linux",
    ),
)
