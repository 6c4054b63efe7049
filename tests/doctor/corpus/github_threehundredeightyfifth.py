# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-eighty-fifth set of real threads: JAX CUDA threads 2024-2026, from GitHub issues and pull requests (issues corpus) of projects that run JAX on NVIDIA GPUs (google-deepmind/alphafold3, conda-forge/jaxlib-feedstock, conda-forge/jax-feedstock, dusty-nv/jetson-containers, AI-Hypercomputer/maxtext), where JAX's CUDA back end failed in the CUDA stack that TensorFlow loads the same way.

The framework is JAX, not TensorFlow, but the causes lie in the stack under it: a cuDNN older
than the one jaxlib was built with (conda-forge's cudnn 8.9 under a jax that wants 9.1, a Jetson
image built with cuDNN 9.3 under a jaxlib built with 9.4, the nvidia-cudnn wheel that torch pulled
in under a jax that wants 9.8), a CUDA 12.3 toolkit whose ptxas was older than the PTX that XLA
emitted, and a host driver (CUDA 12.5) older than the CUDA 12.6 of the AlphaFold 3 image, refused
by the NVIDIA Container Toolkit. Broken: 6. Working runs: 1 (AlphaFold 3 on a cluster whose driver
is older than the PTX compiler of the image: XLA only turns parallel compilation off).

Left out: threads whose stored copy ends before any confirmation (the kernel/DSO version
mismatches in alphafold3#352 and jax#25822, the cudaErrorSymbolNotFound threads under AlphaFold 3
containers, jax#20519 whose fix is only a link to another thread), threads opened before 2024
(a cuInit unknown error after suspend in gbionics/jaxsim#50, 2023), and the cuSolver internal
errors of 2025 (an nvidia-cublas wheel too old for the cuSolver wheel beside it), whose cause has
no catalogue entry.

At first look (the doctor of commit 3d3afd8) the cause was named in 3 of the 6 broken logs, all
3 first; the working run was not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="alphafold3-conda-cuda-12-3-ptxas-unsupported-ptx-version-8-4",
        source=_GH + "google-deepmind/alphafold3/issues/68",
        text=r"""The following error occurred, do not know how to solve it

Running model inference for seed 123467...
E1118 09:27:10.864007   36855 pjrt_stream_executor_client.cc:3084] Execution of replica 0 failed: INTERNAL: CustomCall failed: ptxas exited with non-zero error code 65280, output: ptxas /tmp/tempfile-911e745ba31e-6fcbb92-36855-62725d0d028be, line 5; fatal   : Unsupported .version 8.4; current version is '8.3'
ptxas fatal   : Ptx assembly aborted due to errors

Traceback (most recent call last):
  File "/root/lanyun-tmp/AF3/alphafold3/run_alphafold.py", line 678, in <module>
    app.run(main)
  File "/root/miniconda/envs/af3/lib/python3.11/site-packages/absl/app.py", line 308, in run
    _run_main(main, args)
  File "/root/miniconda/envs/af3/lib/python3.11/site-packages/absl/app.py", line 254, in _run_main
    sys.exit(main(argv))
             ^^^^^^^^^^
  File "/root/lanyun-tmp/AF3/alphafold3/run_alphafold.py", line 663, in main
    process_fold_input(
  File "/root/lanyun-tmp/AF3/alphafold3/run_alphafold.py", line 542, in process_fold_input
    all_inference_results = predict_structure(
                            ^^^^^^^^^^^^^^^^^^
  File "/root/lanyun-tmp/AF3/alphafold3/run_alphafold.py", line 375, in predict_structure
    result = model_runner.run_inference(example, rng_key)
             ^^^^^^^^^^^^^^^^^^^^^^^^^
...""",
        expected_cause="ptxas-too-old",
        note="2024 (AlphaFold 3 in a conda environment). The poster (XIANZHE-LI) reported the fix himself: '已解决，感谢大家的帮助。CUDA 12.4 和 PTX 8.4 完美修复了错误。' ('Solved, thanks for the help: CUDA 12.4 and PTX 8.4 fixed the error') and, asked by another user whether he upgraded CUDA to 12.4, 'CUDA得12.4'. The ptxas found first came from a CUDA 12.3 toolkit (PTX ISA 8.3), older than the PTX 8.4 that XLA emits; the catalogue's ptxas-too-old is the nearest entry (its text speaks of a ptxas older than the GPU). The issue stayed open.",
        platform="linux",
    ),
    CorpusLog(
        name="jaxlib-feedstock-conda-forge-cudnn-8907-below-minimum-9100",
        source=_GH + "conda-forge/jaxlib-feedstock/issues/277",
        text=r"""~~~
Python 3.12.4 | packaged by conda-forge | (main, Jun 17 2024, 10:23:07) [GCC 12.3.0] on linux
Type "help", "copyright", "credits" or "license" for more information.
>>> import jax
>>> jax.devices()
CUDA backend failed to initialize: Unable to use CUDA because of the following issues with CUDA components:
Outdated cuDNN installation found.
Version JAX was built against: 8907
Minimum supported: 9100
Installed version: 8907
The local installation version must be no lower than 9100..(Set TF_CPP_MIN_LOG_LEVEL=0 and rerun for more info.)
[CpuDevice(id=0)]
~~~

(jax) alice@host:~$ conda list
# packages in environment at /home/alice/miniforge3/envs/jax:""",
        expected_cause="cudnn-version-mismatch",
        note="2024. The poster (traversaro, a maintainer of the feedstock) named the cause in the opening post: from 0.4.30 the runtime requirement became cudnn>=9.1 while conda-forge had only cudnn 8.9; in the thread: 'the check is actually on jax ... So the proper workaround is to install a jax version earlier or equal to 0.4.28' and 'So to solve this we need https://github.com/conda-forge/cudnn-feedstock/pull/83' (a cuDNN 9 package). The text keeps only the log, not the opening sentence that states the cause; the conda list is cut after its header.",
        platform="linux",
    ),
    CorpusLog(
        name="jax-feedstock-keras-jax-backend-outdated-cudnn-falls-back-to-cpu",
        source=_GH + "conda-forge/jax-feedstock/issues/149",
        text=r"""## Steps to reproduce

1. Install the latest JAX and Keras versions with GPU support from conda-forge
2. Instantiate a Keras model in Python making sure to use JAX as the backend
3. Call the model (or use the fit/predict methods) so the execution graph gets compiled

## Expected result

The model runs on GPU.

## Actual result

The model falls back to running on CPU and throws the following error:

```
CUDA backend failed to initialize: Unable to use CUDA because of the following issues with CUDA components:
Outdated cuDNN installation found.
Version JAX was built against: 8907
Minimum supported: 9100
Installed version: 8907
The local installation version must be no lower than 9100..(Set TF_CPP_MIN_LOG_LEVEL=0 and rerun for more info.)
```""",
        expected_cause="cudnn-version-mismatch",
        note="2024. Confirmed by the poster (sergiovaneg) in the opening post: 'this can be temporarily remediated by pinning the JAX version as `jax<=0.4.29`' (a jax that accepts the installed cuDNN 8.9), and his suggestion to pin cuDNN 9.1 as the minimum; the same cause was worked out by the feedstock maintainers in conda-forge/jaxlib-feedstock#277 (conda-forge had no cuDNN 9 yet). The remedy and the suggestion are left out of the text. Keras 3 with the JAX back end.",
        platform="linux",
    ),
    CorpusLog(
        name="jetson-containers-jax-0-4-38-cudnn-9-3-loaded-built-9-4",
        source=_GH + "dusty-nv/jetson-containers/issues/1008",
        text=r"""installing jax using:

`CUDA_VERSION=12.6 ./jetson-containers build --skip-tests=all  jax:0.4.38`

gives an error at runtime:

`E0402 11:40:27.667155  238613 cuda_dnn.cc:522] Loaded runtime CuDNN library: 9.3.0 but source was compiled with: 9.4.0.  CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.`

### Environment

jetson-containers=6051c7c
L4T_VERSION=4.3
JETPACK_VERSION=36.4.3
CUDA_VERSION=12.6
PYTHON_VERSION=3.10.12
LSB_RELEASE=22.04""",
        expected_cause="cudnn-version-mismatch",
        note="2025 (Jetson, JetPack 6). The poster (hkortier) confirmed the fix three days later: 'This however works: `CUDA_VERSION=12.6  CUDNN_VERSION=9.4 ./jetson-containers build --skip-tests=intermediate jax`' (the image built with cuDNN 9.4, the version jaxlib was compiled with); adding ros to the build fell back to cuDNN 9.3 again.",
        platform="linux",
    ),
    CorpusLog(
        name="maxtext-torch-pulled-nvidia-cudnn-9-1-under-jax-built-9-8",
        source=_GH + "AI-Hypercomputer/maxtext/pull/1509",
        text=r"""```
Loaded runtime CuDNN library: 9.1.0 but source was compiled with: 9.8.0.  CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.
```""",
        expected_cause="cudnn-version-mismatch",
        note="2025, a pull request. Its author (parambole) stated the cause: 'JAX nightly now was a requirement for cudnn 9.8 ... it turns out that this issue is because the Torch library is installing NVIDIA packages ... and that these are of a lower version than what is required by JAX'; the fix removed the torch dependency ('Verified with local build') and was merged. Only the error line is quoted.",
        platform="linux",
    ),
    CorpusLog(
        name="alphafold3-docker-image-needs-cuda-12-6-driver-555-cuda-12-5",
        source=_GH + "google-deepmind/alphafold3/issues/141",
        text=r"""Docker version 27.2.1, build 9e34c9b. 

I confirmed that CUDA Version: 12.5 is available to containers, driver version is 555.42.06.

I ran this command with the alphafold3 container to check for CudaDevices  "docker run --rm --gpus all alphafold3 python -c "import jax; print(jax.local_devices())"" and got this error:

docker: Error response from daemon: failed to create task for container: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'
nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.6, please update your driver to a newer version, or use an earlier cuda container: unknown.

So AF3 requires cuda>=12.6? 

Running the above command without "--gpus all" returns [CpuDevice(id=0)].""",
        expected_cause="driver-too-old",
        note="2024. The text is the poster's (gotero) second report in the thread, on a machine with driver 555.42.06 (CUDA 12.5); a maintainer (jsspencer) confirmed: 'The Dockerfile supplied requires the host has CUDA 12.6 or higher, yes -- this is due to the CUDA version used inside the docker container.' The opening post (the same image turned into a Singularity container on an RTX A5000 node with driver 550.120, failing with CUDA_ERROR_NO_DEVICE) is left out: its cause is not settled in the stored thread (the poster later got AlphaFold 3 running on the A5000 with CUDA 12.4).",
        platform="linux",
    ),
    # --------------------------------------------------------------- working
    CorpusLog(
        name="alphafold3-cluster-driver-cuda-12-2-older-than-ptx-compiler-runs",
        source=_GH + "google-deepmind/alphafold3/issues/272",
        text=r"""I am installing Alphafold3 on an academic cluster. While I am able to run the code, I get a warning of this kind:

```
The NVIDIA driver's CUDA version is 12.2 which is older than the PTX compiler version 12.6.77. Because 
the driver is older than the PTX compiler version, XLA is disabling parallel compilation, which 
may slow down compilation. You should update your NVIDIA driver or use the 
NVIDIA-provided CUDA forward compatibility packages.
```

I attempted to rebuild with `FROM nvidia/cuda:12.2.0-base-ubuntu22.04` instead of 12.6 due to the currently installed drivers. 

Many packages in `dev-requirements.txt` and `requirements.txt` appear to be dependent on 12.6.x versions. Is there a way to create a match between the PTX compiler and the 12.2 CUDA version by changing details in the Dockerfile. """,
        harmless=True,
        note="2025. The run worked ('While I am able to run the code'). A maintainer (Augustin-Zidek) answered that updating the host driver to CUDA 12.6 is best, and: 'The other option is run even with the current warning. You will get slower compile times, but it is still less risky than downgrading package versions in requirements.txt.' The warning only turns off XLA's parallel compilation.",
        platform="linux",
    ),
)
