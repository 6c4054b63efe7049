# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A three-hundred-and-sixty-third set of real threads from NLP and vision model repositories on TensorFlow (2021-2025): GitHub issues (issues corpus) in which running a vision model on an NVIDIA GPU failed, with the cause confirmed in the thread (z-mahmud22/Mask-RCNN_TF2.14.0, a TensorFlow 2.14 port of matterport/Mask_RCNN, and ayoolaolafenwa/PixelLib).

Broken kinds held: tensorflow[and-cuda]==2.14.0 installed on Google Colab's Python 3.11, whose
pinned packages have no wheels for that Python (the GPU then is not detected), and a segmentation
run that failed on the GPU but not on the CPU because of the OpenCV version (no catalogue cause).
Working runs: none met.

Very small set: the repositories of this kind (huggingface/transformers' TensorFlow classes,
google-research/bert, albert, electra, zihangdai/xlnet, openai/gpt-2, minimaxir/gpt-2-simple,
faustomorales/keras-ocr, qubvel/segmentation_models and efficientnet, tensorflow/models,
matterport/Mask_RCNN, the YOLO ports, NVlabs/stylegan2, google/automl, fizyr/keras-retinanet)
returned almost only threads the corpus already holds or whose stored copy has no confirmation.
Left out as unconfirmed in the stored text: matterport/Mask_RCNN#2921 (Colab Pro, TF 1.15 env
without the CUDA 10.0 libraries; the resolution lies past the stored turns), #2650 and #2976 (an
RTX 3060 Laptop and an A40, compute capability 8.6, under CUDA 10.0 builds of TensorFlow 1.x; no
answer), #2865 (RTX 3050 with tensorflow-gpu 1.15; solved 'through this blog' by another user),
google/automl#283 (nvcuda.dll not found, cuInit 303 on Windows; no answer stored),
google-research/electra#63 and dorarad/gansformer#8 (no resolution stored).

At first look (the doctor of commit 60cdfcd) the cause was named in 0 of the 2 broken logs, 0
first: the Colab log drew cuda-libraries-missing instead of the missing wheels, and the PixelLib
record (no catalogue cause) drew no finding, as it should. No working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="mask-rcnn-tf214-colab-python311-and-cuda-pins-no-wheel",
        source=_GH + "z-mahmud22/Mask-RCNN_TF2.14.0/issues/23",
        text=r"""Hi @z-mahmud22. I'm trying to run it on Google Colab, but it doesn't detect the GPU. The Python version is 3.11.11, TensorFlow is 2.14.0, and CUDA is 11.8 (I followed what you explained in #20).

First, with the new requirements.txt, the tensorflow[and-cuda]==2.14.0 part gives me the following error:

Collecting nvidia-cuda-runtime-cu11==11.8.89 (from tensorflow[and-cuda]==2.14.0->-r requirements.txt (line 16))
  Using cached nvidia_cuda_runtime_cu11-11.8.89-py3-none-manylinux2014_x86_64.whl.metadata (1.5 kB)
Collecting nvidia-cublas-cu11==11.11.3.6 (from tensorflow[and-cuda]==2.14.0->-r requirements.txt (line 16))
  Using cached nvidia_cublas_cu11-11.11.3.6-py3-none-manylinux2014_x86_64.whl.metadata (1.5 kB)
Collecting nvidia-cufft-cu11==10.9.0.58 (from tensorflow[and-cuda]==2.14.0->-r requirements.txt (line 16))
  Using cached nvidia_cufft_cu11-10.9.0.58-py3-none-manylinux2014_x86_64.whl.metadata (1.5 kB)
Collecting nvidia-cudnn-cu11==8.7.0.84 (from tensorflow[and-cuda]==2.14.0->-r requirements.txt (line 16))
  Using cached nvidia_cudnn_cu11-8.7.0.84-py3-none-manylinux1_x86_64.whl.metadata (1.6 kB)
Collecting nvidia-curand-cu11==10.3.0.86 (from tensorflow[and-cuda]==2.14.0->-r requirements.txt (line 16))
  Using cached nvidia_curand_cu11-10.3.0.86-py3-none-manylinux2014_x86_64.whl.metadata (1.5 kB)
...""",
        expected_cause="dependency-no-platform-wheel",
        note="2025. The maintainer z-mahmud22: 'The issue here is the Python version. Tensorflow 2.14 is not compatible with Python 3.11, the current version of Python running on Google Colab. When you're trying to install the libraries via `pip3 install -r requirements.txt`, it will tell you in the console which libraries are incompatible with this version of Python', quoting pip's 'Ignored the following versions that require a different python version: ... Requires-Python >=3.7,<3.11' and 'Could not find a version that satisfies the requirement tensorrt==8.5.3.1; extra == \"and-cuda\"'; the poster did not dispute it (the issue is open). TensorFlow 2.14 itself has Python 3.11 wheels: what fails is the TensorRT 8.5.3.1 that its [and-cuda] extra pins (no Python 3.11 wheel, tensorflow/tensorflow#61986) and the repository's other pins, so no GPU libraries get installed. The stored copy of the opening post stops inside the pip output, before its error lines (cut with '...').",
        platform="linux",
    ),
    CorpusLog(
        name="pixellib-video-segmentation-fails-on-gpu-opencv-version",
        source=_GH + "ayoolaolafenwa/PixelLib/issues/33",
        text=r"""I run the semantic segmentation on CPU without any errors, but when run on GPU for the same video I got the following error "UnboundLocalError: local variable 'raw_labels' referenced before assignment." Tensorflow-gpu 2.4.0 is installed.

@ayoolaolafenwa Thanks for fast reply to my question, but I have the same error "File "/home/alice/anaconda3/lib/python3.7/site-packages/pixellib/instance.py", line 248, in process_video return segmask, output
UnboundLocalError: local variable 'segmask' referenced before assignment""",
        expected_cause=None,
        note="2021. The maintainer ayoolaolafenwa first: 'PixelLib works fine on tensorflow 2.4.0. This error occurs when the specified video path does not exists'; the poster mab85 then: '@ayoolaolafenwa Its solved. This error is due to the version of opencv' (the video frames were not read, so the segmentation loop never ran). Not a GPU cause although the poster saw it only on the GPU machine: no catalogue cause. The second paragraph is the poster's reply with the traceback line; /home/dota replaced by /home/alice.",
        platform="linux",
    ),
)
