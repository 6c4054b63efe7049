# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-seventy-ninth set of real threads, gathered apart, from GitHub issues (issues corpus) on geospatial and remote-sensing tools built on TensorFlow, on repositories new to the corpus (remicres/otbtf, the Orfeo ToolBox with TensorFlow; remicres/sr4rs, Sentinel-2 super-resolution on OTBTF; azavea/raster-vision in its TensorFlow Object Detection era), found with plain words a user would type.

Broken kinds held: an OTBTF CPU docker image built with CPU instruction flags the poster's
processor lacked ("illegal instruction"), a prebuilt OTBTF GPU image whose TensorFlow had no
kernels for the poster's GPU (CUDA_ERROR_NO_BINARY_FOR_GPU; fixed by building the image on the
poster's machine; the GPU model is not given, so no catalogue cause is claimed), and a 2 GB
GeForce GTX 1050 running out of memory at batch size 4. Working runs: none met.

Small set (3 broken, 2019-2022): the OCR and document tools (Calamari, keras-ocr, OCR4all,
qurator-spk, OCR-D) and the geospatial ones (DeepForest, Doodleverse, CoastSeg, Esri's deep
learning frameworks) gave many GPU threads, but most sit in the corpus already or have no
confirmation in the stored text. Two confirmed threads were left out because the stored copy lacks
the failing log: OCR-D/ocrd_all#375 (2023; maintainer bertsky: suppress the LD_LIBRARY_PATH set in
.bashrc, which pointed at a system CUDA instead of the CUDA libraries installed into the venv, and
chown the files a sudo make left to root; the poster then: "`make test-cuda` results in
`everything seems to be fine`"; the stored opening log stops before TensorFlow's error lines) and
SatelliteShorelines/CoastSeg#68 (2022; the pip-installed TensorFlow found no GPU, and
`conda install -c conda-forge tensorflow-gpu` found it; only the comment after the fix is stored).
One record is mostly prose (otbtf#77: the error is named in the post, the screenshot is not text).

At first look (the doctor of commit 07f25dd) the cause was named in 1 of the 2 broken logs with a
catalogue cause, 1 first (the OTBTF post's misspelt "illegals instruction (core dumped)" was not
read: nothing named); the record without a catalogue cause got compute-capability-unsupported and
compute-capability-too-old (the two possible causes) and memory-growth-disabled. No working runs.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="otbtf-cpu-image-illegal-instruction-cpu-flags",
        source=_GH + "remicres/otbtf/issues/77",
        text=r"""i am using otbtf2.5:cpu on ubuntu 18.04. 
But in using the **otbcli_TensorflowModelTrain** command there is an error that is **illegals instruction (core dumped)**. I need help
![e](https://user-images.githubusercontent.com/99633837/155686110-b3600345-35bd-439e-b587-cb913d26dc3e.PNG)""",
        expected_cause="cpu-without-avx",
        note="2022. Maintainer remicres: 'This is likely because your computer does not support some of the CPU flags which have been used to build the docker image. Can give a try with the `cpu-basic` docker image?'; the poster: 'it worked, thank you'. The OTBTF CPU image is built with extra CPU instruction flags (which ones the thread does not say); the cpu-basic image is not. Mostly prose: the error is only named in the post (misspelt 'illegals instruction'), the rest is a screenshot.",
        platform="linux",
    ),
    CorpusLog(
        name="sr4rs-otbtf-gpu-image-no-binary-for-gpu-rebuilt-image",
        source=_GH + "remicres/sr4rs/issues/26",
        text=r"""Hi @remicres,

So when running the training on the `docker/otbtf/gpu:2.4`, after successfully opening TensorFlow libraries, I receive this error:
```
2021-05-04 14:53:04.337410: E tensorflow/stream_executor/cuda/cuda_blas.cc:226] failed to create cublas handle: CUBLAS_STATUS_NOT_INITIALIZED
Traceback (most recent call last):
  File "/opt/otbtf/lib/python3/site-packages/tensorflow/python/client/session.py", line 1375, in _do_call
    return fn(*args)
  File "/opt/otbtf/lib/python3/site-packages/tensorflow/python/client/session.py", line 1359, in _run_fn
    return self._call_tf_sessionrun(options, feed_dict, fetch_list,
  File "/opt/otbtf/lib/python3/site-packages/tensorflow/python/client/session.py", line 1451, in _call_tf_sessionrun
    return tf_session.TF_SessionRun_wrapper(self._session, options, feed_dict,
tensorflow.python.framework.errors_impl.InternalError: 2 root error(s) found.
  (0) Internal: Failed to load in-memory CUBIN: CUDA_ERROR_NO_BINARY_FOR_GPU: no kernel image is available for execution on the device
         [[{{node Abs_2}}]]
         [[Mean_24/_343]]
  (1) Internal: Failed to load in-memory CUBIN: CUDA_ERROR_NO_BINARY_FOR_GPU: no kernel image is available for execution on the device
         [[{{node Abs_2}}]]
0 successful operations.
0 derived errors ignored.
```
```
During handling of the above exception, another exception occurred:
...

I've tried to run this just now on a clean Ubuntu 20.04 install (real OS, not WLS2), but the error is the same.""",
        expected_cause=None,
        note="2021. Maintainer remicres first suspected WSL2 ('This is probably related to WSL2+GPU+CUDA') and suggested: 'What you could try, is to rebuild the docker image on you computer. That might actually work...'; the poster got the same error on a clean Ubuntu 20.04 (second paragraph), built the image with the repository's docker build command, and reported: 'Managed to build a new docker image and successfully trained the network.' The prebuilt image's TensorFlow had no kernels (and no usable PTX) for the poster's GPU; the stored thread never names the GPU, so whether it was older or newer than the image's build targets is unknown: no catalogue cause claimed (compute-capability-too-old or -unsupported, depending on the GPU). The traceback is cut in the stored copy after 'During handling of the above exception'. A later, separate error with sr.py is left out.",
        platform="linux",
    ),
    CorpusLog(
        name="raster-vision-tf-object-detection-gtx1050-oom-batch-size-4",
        source=_GH + "azavea/raster-vision/issues/687",
        text=r"""Hello I purchased HP-Z8-G4-Workstation machine with 2 GPU (GTX 1050) and 32G of RAM. Even that I can't execute an tensorflow object detection experiment .with_batch_size(4). Only accepted batch size is 2 and just one GPU used in this configuration even if tensorflow detect two GPUs. For more informations to debug see the following logs: 
2019-02-15 21:01:58:rastervision.backend.tf_object_detection: INFO - 2019-02-15 21:01:58.726988: W tensorflow/core/common_runtime/bfc_allocator.cc:279] ******************x*****************___****_______*******************************************_______

2019-02-15 21:01:58:rastervision.backend.tf_object_detection: INFO - 2019-02-15 21:01:58.727043: W tensorflow/core/framework/op_kernel.cc:1275] OP_REQUIRES failed at transpose_op.cc:199 : Resource exhausted: OOM when allocating tensor with shape[32,128,128,256] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc

2019-02-15 21:01:58:rastervision.backend.tf_object_detection: INFO - 2019-02-15 21:01:58.876788: W tensorflow/core/common_runtime/bfc_allocator.cc:219] Allocator (GPU_0_bfc) ran out of memory trying to allocate 1.12GiB. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available.
...""",
        expected_cause="gpu-out-of-memory",
        note="2019. Maintainer lewfish: 'I replied on Gitter: The GTX 1050 doesn't have a lot of GPU RAM(2-3GB). Typically we use GPUs with 12-16 GB of GPU RAM. So I'm not surprised it only runs with a batch size of 2.' On the second GPU: Raster Vision had not used multiple GPUs with the TF Object Detection API. The poster did not dispute; issue closed. The stored log is cut after the third line. The platform is not stated (Raster Vision ran in its Linux docker image; linux assumed).",
        platform="linux",
    ),
)
