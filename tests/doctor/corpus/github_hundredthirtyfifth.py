# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A hundred-and-thirty-fifth set of real threads, gathered apart, from the GitHub tracker of DOODS (snowzach/doods), a self-hosted object-detection server used with Home Assistant, running TensorFlow on an NVIDIA GPU in Docker.

Broken kinds held: a GPU whose kernels are compiled at start-up, so the server takes minutes
before it answers (it only looked broken). Working runs: 0.

The angle (home automation, voice assistants, self-hosted edge servers) gave little: in the
threads met, Frigate's GPU detector is TensorRT, Immich's and Piper's are ONNX Runtime and
Wyoming's Whisper is faster-whisper; Nextcloud Recognize, microWakeWord-Trainer, BirdNET and
deepface threads with a confirmed cause were already in the corpus; and in the rest the
confirmation was out of view of the stored copy.

At first look (the doctor of commit ea19d30, after the changes the hundred-and-twenty-sixth to
hundred-and-thirty-fourth sets led to) the cause was not named: the paste says only that the
server does not answer, not that it is slow to start.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="doods-cuda-image-api-not-listening-kernels-compiled-at-start",
        source=_GH + "snowzach/doods/issues/43",
        text=r"""When I tried to use the cuda docker image, the api http does not respond. just says 'connection refused', the following command was used:

`docker run --name="doods-gpu" --gpus all -i -t -d -v /home/alice/doods-gpu/models:/opt/doods/models -v /home/alice/doods-gpu/config.yaml:/opt/doods/config.yaml -p 8080:8080 snowzach/doods:cuda`

I have successfully run the 'latest' docker image with the command:

`docker run -i -t -d --device /dev/bus/usb -v /home/alice/doods/models:/opt/doods/models -v /home/alice/doods/config.yaml:/opt/doods/config.yaml -p 8080:8080 snowzach/doods:latest`

I only have one container at time running.

Also, I was not able to build the CUDA image locally, I receive an error:

`unable to prepare context: unable to evaluate symlinks in Dockerfile path: lstat /home/alice/doods-build/Dockerfile: no such file or directory`

The docker log output from the cuda container does not seem to launch the http listener, or something like that. The log from the 'latest' container show API listening events.

Thanks for your work on this and assistance!

docker log from cuda:
2020-11-03 00:11:59.860454: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcudart.so.10.2

...""",
        expected_cause="compute-capability-ptx-jit",
        note="2020. The maintainer (snowzach): 'it's probably working. It has to \"compile\" something for the GPU you are using ... on my GTX970, it will take a good 2-3 minutes before it starts working'; the poster: 'You are correct! ... it took almost 10 minutes for my config to initialize the model' (GTX 1070, used from Home Assistant). Neither names PTX; compute-capability-ptx-jit is taken as the catalogue's name for kernels compiled for the GPU at start-up. The stored copy of the opening post shows only the first log line (the rest is cut at '...'); the GPU model is from the poster's later comment, not in the text.",
        platform="linux",
    ),
)
