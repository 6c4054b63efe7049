# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A three-hundred-and-fifty-sixth set of real output quoted by self-hosted TensorFlow applications' documentation: error pages of self-hosted servers and platforms that run TensorFlow models on NVIDIA GPUs (cortexlabs/cortex, determined-ai/determined, blakeblackshear/frigate), each quoting the lines a user meets and stating their cause.

Records are documentation files, not threads: each text is only the output the page quotes as met
by users; the note quotes the page's own statement of the cause. Broken kinds held: TensorFlow
worker processes sharing one GPU failing with CUDA_ERROR_OUT_OF_MEMORY (the first process reserves
all of the GPU's memory), the NVIDIA container hook refusing a CUDA 10 image on a driver too old
for it, and the NVIDIA container runtime failing because the host's driver is not loaded.
Working runs: none met.

Small set, all short single-error texts: the troubleshooting, FAQ and GPU pages of PhotoPrism
(photoprism-docs), Nextcloud Recognize, LibrePhotos, DeepStack, CodeProject.AI Server, DeOldify,
DeepFaceLab, faceswap and Spleeter's stored files quote no GPU output with a stated cause (their
GPU advice is install steps only). Left out: Mozilla DeepSpeech's TRAINING.rst quotes 'Failed to
get convolution algorithm. This is probably because cuDNN failed to initialize' but gives two
possible causes (memory growth or a wrong libcudnn), so no single confirmed cause; Frigate's
'Illegal instruction (core dumped)' entry likewise names two causes (a Coral driver or a CPU
without AVX).

At first look (the doctor of commit 1d08a9f) the cause was named in 1 of the 3 broken logs, first;
no working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="cortex-docs-workers-per-replica-tensorflow-cuda-error-out-of-memory",
        source=_GH
        + "cortexlabs/cortex/blob/7d448c7e3f85561599733df4321d9bbc468bc253/docs/deployments/gpus.md",
        text=r"""CUDA_ERROR_OUT_OF_MEMORY: out of memory""",
        expected_cause="gpu-out-of-memory",
        note="2020 (Cortex 0.14 docs, 'Using GPUs', section Pitfalls). The page: 'When using `workers_per_replica` > 1 with TensorFlow-based models (including Keras) in the Python Predictor, loading the model in separate processes at the same time will throw a `CUDA_ERROR_OUT_OF_MEMORY: out of memory` error. This is because the first process that loads the model will allocate all of the GPU's memory and leave none to other processes.' Its fixes: tf.config.experimental.set_memory_growth or a per-process memory limit. The page's one quoted line only; the same situation as cortexlabs/cortex#853, from which the page was written.",
        platform="linux",
    ),
    CorpusLog(
        name="determined-docs-nvidia-container-cli-unsatisfied-brand-tesla-cuda10-driver",
        source=_GH
        + "determined-ai/determined/blob/c1e9c6d7b821ef246d612bb9922f7fb1b58dcf2e/docs/manage/troubleshooting.rst",
        text=r"""docker: Error response from daemon: OCI runtime create failed: container_linux.go:345: starting container process caused "process_linux.go:424: container init caused \"process_linux.go:407: running prestart hook 1 caused \\\"error running hook: exit status 1, stdout: , stderr: exec command: [/usr/bin/nvidia-container-cli --load-kmods configure --ldconfig=@/sbin/ldconfig --device=all --compute --utility --require=cuda>=10.0 brand=tesla,driver>=384,driver<385 brand=tesla,driver>=410,driver<411 --pid=35777 /var/lib/docker/devicemapper/mnt/7b5b6d59cd4fe9307b7523f1cc9ce3bc37438cc793ff4a5a18a0c0824ec03982/rootfs]\\\\nnvidia-container-cli: requirement error: unsatisfied condition: brand = tesla\\\\n\\\"\"": unknown.""",
        expected_cause="driver-too-old",
        note="Determined (self-hosted training platform for TensorFlow and PyTorch) 'Troubleshooting' page, section Error messages; the quoted error dates from the CUDA 10 era, the page as stored is of 2024. The page: 'This error message indicates that the GPU hardware and/or NVIDIA drivers installed on the agent are not compatible with CUDA 10, and you are trying to run a Docker image that depends on CUDA 10.' It suggests checking with `docker run --gpus all --rm nvidia/cuda:10.0-runtime nvidia-smi` and using CUDA 9 images otherwise. The requirement that failed is --require=cuda>=10.0 with the brand/driver alternatives (driver 384 or 410 on Tesla), i.e. a driver too old for the image's CUDA.",
        platform="linux",
    ),
    CorpusLog(
        name="frigate-docs-nvidia-container-cli-nvml-driver-not-loaded",
        source=_GH
        + "blakeblackshear/frigate/blob/e3fa70189324e5eb3b1dba756c153f6696f457de/docs/docs/troubleshooting/common_errors.md",
        text=r"""nvidia-container-cli: nvml error: driver not loaded""",
        expected_cause="driver-not-loaded",
        note="2026. Frigate (self-hosted NVR; its NVIDIA images run detection models on the GPU) 'Common Error Messages' page, Hardware acceleration section. The page: 'This comes from the NVIDIA container runtime while starting the container, not from Frigate, and the container never starts. The NVIDIA driver is not loaded on the host. Confirm `nvidia-smi` works on the host itself (not inside the container) before troubleshooting Frigate. In a VM or LXC, the driver must be available inside the guest.' The page quotes the message only, not the whole docker error line.",
        platform="linux",
    ),
)
