# ruff: noqa: E501, W291, W293, E101 - log lines are quoted verbatim (long, trailing spaces, whitespace-only lines, tabs)
"""An eighty-fourth set gathered apart, found by TensorFlow's GPU messages on application trackers (a self-driving-car kit on a Jetson, an HDX analysis tool, YOLO export benchmarks, a karaoke-chart generator), 2020-2024.

Broken kinds held: a Jetson Nano GPU (compute capability 5.3) with no precompiled kernels in the
TensorFlow build, so kernels are JIT-compiled from PTX (a twenty-minute start); cuBLAS failing to
allocate because a previous run still held the GPU memory; and an older cuDNN (8.3.2) loaded by a
TensorFlow built against 8.6. Working runs: 2 (TensorFlow 2.10 on native Windows using the GPU,
one with BFC allocator "ran out of memory ... not a failure" warnings, both failing later in the
application's own code).

At first look (the doctor of commit be07fbf, before this set was read) the cause was named in 2 of the 3 broken logs, both first; neither working run was flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="donkeycar-jetson-nano-tf29-cc53-jit-from-ptx",
        source=_GH + "autorope/donkeycar/issues/1124",
        text=r"""When I install the tf_2_9 branch on Jetson Nano 4GB B01, capture some training data, and train it on MacOS M1, when I try to run the model on the Nano, I get the error:

> TensorFlow was not built with CUDA kernel binaries compatible with compute capability 5.3. CUDA kernels will be jit-compiled from PTX, which could take 30 minutes or longer.

```
 python manage.py drive --model=models/mypiolt.h5 --type=linear
________             ______                   _________              
___  __ \_______________  /___________  __    __  ____/_____ ________
__  / / /  __ \_  __ \_  //_/  _ \_  / / /    _  /    _  __ `/_  ___/
_  /_/ // /_/ /  / / /  ,<  /  __/  /_/ /     / /___  / /_/ /_  /    
/_____/ \____//_/ /_//_/|_| \___/_\__, /      \____/  \__,_/ /_/     
                                 /____/                              

using donkey v5.0.dev1 ...
INFO:donkeycar.config:loading config file: /home/alice/mycar/config.py
INFO:donkeycar.config:loading personal config over-rides from myconfig.py
INFO:__main__:PID: 7669
WARNING:donkeycar.parts.pins:pigpio was not imported.
cfg.CAMERA_TYPE CSIC
INFO:__main__:cfg.CAMERA_TYPE CSIC
GST_ARGUS: Creating output stream
CONSUMER: Waiting until producer is connected...
GST_ARGUS: Available Sensor modes :
...
```""",
        expected_cause="compute-capability-ptx-jit",
        note="2023. Jetson Nano (compute capability 5.3), donkeycar tf_2_9 branch. The maintainer (DocGarbanzo) answered the JIT compilation itself: 'If the jit compilation is too slow, I suggest you file an issue w/ NVidia support. I agree that a 20min waiting time is unacceptable', i.e. the model did run after the PTX JIT wait. The rest of the pasted log (after the camera modes) was not in the stored copy and is shortened to '...'.",
        platform="linux",
    ),
    CorpusLog(
        name="pyhdx-windows-cublas-alloc-failed-memory-held-by-previous-run",
        source=_GH + "Jhsmit/PyHDX/issues/95",
        text=r"""2020-08-05 14:50:28.218502: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cublas64_10.dll
2020-08-05 14:50:28.489542: E tensorflow/stream_executor/cuda/cuda_blas.cc:238] failed to create cublas handle: CUBLAS_STATUS_ALLOC_FAILED
2020-08-05 14:50:28.489701: W tensorflow/stream_executor/stream.cc:2041] attempting to perform BLAS operation using StreamExecutor without BLAS support
2020-08-05 14:50:28.489887: W tensorflow/core/common_runtime/base_collective_executor.cc:217] BaseCollectiveExecutor::StartAbort Internal: Blas xGEMM launch failed

this happens somewhat frequently

last time tf was loaded, then script errorred on something else, then GPU memory was not realeased and caused this error on next run""",
        expected_cause="gpu-out-of-memory",
        note="2020. Weak confirmation: the poster (the project's own maintainer, Jhsmit) states the cause in the post itself: the GPU memory of an earlier, crashed TensorFlow run 'was not realeased and caused this error on next run' (cuBLAS could not allocate its handle). Closed later with 'no longer using TF'. Windows (cublas64_10.dll).",
        platform="windows",
    ),
    CorpusLog(
        name="ultralytics-benchmark-tf213-cudnn-832-loaded-built-with-86",
        source=_GH + "ultralytics/ultralytics/issues/9601",
        text=r"""I tried to run bench mark analysis on GPU for my custom dataset and I get error for TensorFlow Saved model format stating that cuDNN library doesn't match. So i want to know with which CUDA version does this error gets resolved, because right now I have CUDA 11.6 PyTorch 1.13.1 and cuDNN 8.4 TensorFlow 2.13.1, also I tried degrading my TensorFlow version to 2.8 but the error remains the same. 
  
### Additional

ERROR ❌️ Benchmark failure for TensorFlow SavedModel: {{function_node __inference_<lambda>_9977}} DNN library is not found.
	 [[{{node model/tf.nn.convolution/convolution}}]] [Op:__inference_<lambda>_9977]
2024-04-05 10:00:40.450619: E tensorflow/compiler/xla/stream_executor/cuda/cuda_dnn.cc:425] Loaded runtime CuDNN library: 8.3.2 but source was compiled with: 8.6.0.  CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.""",
        expected_cause="cudnn-version-mismatch",
        note="2024. TensorFlow 2.13.1 (built with cuDNN 8.6) loaded a cuDNN 8.3.2 from the environment; TensorFlow's own message names both versions. The poster answered the reply on the thread with 'Thank you :)' (the reply's text is not in the stored copy), so the confirmation is weak. Platform not stated; a TensorFlow 2.13 that loads cuDNN is a Linux (or WSL2) install.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="ultrasinger-crepe-tf210-windows-gpu-bfc-not-a-failure-then-app-indexerror",
        source=_GH + "rakuri255/UltraSinger/issues/111",
        text=r"""Sure:
Reinstallation did not work for me either. I suspect, not enough vram. (6gb, gtx 1660 super)

D:\Other Games\Ultrastar\Python\UltraSinger> python src/UltraSinger.py -i https://www.youtube.com/watch?v=kRrP-bZvD2s --language de
The torchaudio backend is switched to 'soundfile'. Note that 'sox_io' is not supported on Windows.
The torchaudio backend is switched to 'soundfile'. Note that 'sox_io' is not supported on Windows.

[UltraSinger] *****************************
[UltraSinger] UltraSinger Version: 0.0.7
[UltraSinger] *****************************
[UltraSinger] Checking GPU support for tensorflow and pytorch.
[UltraSinger] tensorflow - using cuda gpu.
[UltraSinger] pytorch - using cuda gpu.
[UltraSinger] full automatic mode
[youtube] Extracting URL: https://www.youtube.com/watch?v=kRrP-bZvD2s
[youtube] kRrP-bZvD2s: Downloading webpage
...
2023-12-30 17:36:52.574582: W tensorflow/core/common_runtime/bfc_allocator.cc:290] Allocator (GPU_0_bfc) ran out of memory trying to allocate 2.51GiB with freed_by_count=0. The caller indicates that this is not a failure, but this may mean that there could be performance gains if more memory were available.
2023-12-30 17:36:52.596424: W tensorflow/core/common_runtime/bfc_allocator.cc:290] Allocator (GPU_0_bfc) ran out of memory trying to allocate 2.51GiB with freed_by_count=0. The caller indicates that this is not a failure, but this may mean that there could be performance gains if more memory were available.
2023-12-30 17:36:52.596562: W tensorflow/core/common_runtime/bfc_allocator.cc:290] Allocator (GPU_0_bfc) ran out of memory trying to allocate 2.51GiB with freed_by_count=0. The caller indicates that this is not a failure, but this may mean that there could be performance gains if more memory were available.
735/735 [==============================] - 16s 21ms/step
[UltraSinger] Creating midi notes from pitched data
[UltraSinger] Creating Ultrastar notes from midi data
[UltraSinger] BPM is 108.17
[UltraSinger] Creating D:\Other Games\Ultrastar\Python\UltraSinger\output\Die Ärzte - Deine Schuld (2)\Die Ärzte - Deine Schuld.txt from transcription.
Traceback (most recent call last):
...""",
        expected_cause=None,
        harmless=True,
        note="2023. A later commenter's log (dwedman93) on the thread. TensorFlow (2.10, the release the project pins for GPU on native Windows; GTX 1660 Super) ran the crepe pitch model on the GPU to the end (735/735 steps); the BFC allocator warnings say themselves 'this is not a failure'. The thread's failure is the application's own: the opener's traceback is an index-out-of-range while writing the UltraStar txt, and the issue was labelled bug and closed; the commenter's guess of 'not enough vram' was not the cause. The middle of the log (download, separation, transcription) and the rest of the traceback are not in the stored copy.",
        platform="windows",
    ),
    CorpusLog(
        name="ultrasinger-crepe-tf210-windows-gtx1080ti-gpu-used-cudnn-8500",
        source=_GH + "rakuri255/UltraSinger/issues/118",
        text=r"""...
100%|███████████████████████████████████████████████████████████████████████████████| 360M/360M [00:03<00:00, 96.0MB/s]
[UltraSinger] Hyphenate using language code: en
[UltraSinger] Error in hyphenation for language  en, maybe you want to disable it?
[UltraSinger] Removing silent parts from transcription data
[UltraSinger] Pitching with crepe and model full and cuda as worker
2024-01-17 00:37:08.564250: I tensorflow/core/platform/cpu_feature_guard.cc:193] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX AVX2
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
2024-01-17 00:37:09.229320: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1532] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 8404 MB memory:  -> device: 0, name: NVIDIA GeForce GTX 1080 Ti, pci bus id: 0000:03:00.0, compute capability: 6.1
2024-01-17 00:37:18.775162: I tensorflow/stream_executor/cuda/cuda_dnn.cc:384] Loaded cuDNN version 8500
501/501 [==============================] - 7s 12ms/step
[UltraSinger] Creating midi notes from pitched data
[UltraSinger] Creating Ultrastar notes from midi data
[UltraSinger] BPM is 117.19
[UltraSinger] Creating C:\Users\alice\Desktop\UltraSinger-main\src\output\Beck...""",
        expected_cause=None,
        harmless=True,
        note="2024. A later comment's log on the thread (D4ftchunk). TensorFlow 2.10 on native Windows created the GPU device on a GTX 1080 Ti, loaded cuDNN 8.5 and ran the crepe model to the end (501/501); the only alarming TensorFlow line is the oneDNN/CPU-instructions notice. The thread is about missing output text files (an application matter; the maintainer labelled it invalid), not the GPU. Only this part of the comment is in the stored copy.",
        platform="windows",
    ),
)
