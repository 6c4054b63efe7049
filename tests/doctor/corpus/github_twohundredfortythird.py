# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A two-hundred-and-forty-third set of real threads, gathered apart, from GitHub issues (issues corpus) on deepfakes/faceswap (already in the corpus) and d4ichi/PassGAN (new to it): a TensorFlow build looking for the CUDA libraries of one release while the machine held another.

Broken kinds held: a TensorFlow wheel built for CUDA 9.1 on a machine left with CUDA 9.0 only
(libcublas.so.9.1 not found at import), and a TensorFlow 1.13 wheel built for CUDA 10.0 on a
machine with CUDA 12.2 (libcublas.so.10.0 not found at import). Working runs: 0.

Small set: nearly every thread the searches returned on CUDA libraries that TensorFlow could not
find (LD_LIBRARY_PATH, PATH, ldconfig, several toolkits side by side, cudart64_110.dll on Windows)
is already in the corpus or was read before without a confirmation in its stored copy. Left out
for lack of a confirmation in the stored text: google-research/ssl_detection#8,
google-deepmind/alphafold#26, #81, #83, #115 and #339 (libcusolver.so.11 missing in the Docker
image; a maintainer called the line a warning that should not matter), tensorflow/tensorflow#21801
and #25797 (GPU build fails under systemd), #15294, #8898 and #4827 (CUDA 7.5/8.0/9.0 side by
side), #23961 (the poster's fix, 'Downgrading to CUDA==10 and tensorflow-gpu==1.10', contradicts
the CUDA 10 he already had), #40108, #31808, #45258 and #57951.

At first look (the doctor of commit 2647244) the cause was named in 2 of the 2 broken logs, both
first; there is no working run in this set.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="faceswap-libcublas-so-9-1-missing-only-cuda-9-0-left",
        source=_GH + "deepfakes/faceswap/issues/340",
        text=r"""`ImportError: libcublas.so.9.1: cannot open shared object file: No such file or directory`

I have only Cuda 9.0 installed right now, but I had Cuda 9.1 installed in the past.
How to overcome this?

environment installed from requirements-gpu-python36-cuda9.txt""",
        expected_cause="cuda-libraries-missing",
        note="2018. Prose with the one error line. Maintainer bryanlyon: 'Install cuda 9.1 as well.  Cuda supports multiple parallel installations.'; the poster: 'solved installing also cuda 9.1. thanks :)'. The TensorFlow wheel the requirements file gave was built for CUDA 9.1 while only CUDA 9.0 was left on the machine. The platform follows from the .so name (Linux).",
        platform="linux",
    ),
    CorpusLog(
        name="passgan-tf-1-13-libcublas-so-10-0-with-cuda-12-2",
        source=_GH + "d4ichi/PassGAN/issues/33",
        text=r"""With CUDA 12.2, I have encountered the following error:

ImportError: libcublas.so.10.0: cannot open shared object file: No such file or directory

Most of the recommended solution on the internet are downloading and setting up CUDA 10.0.

Using NVIDIA L4, CUDA 12.2, V12.2.140. With Python3.7.""",
        expected_cause="cuda-libraries-missing",
        note="2024. Prose with the one error line; the poster's own resolution, in the same post and left out of the text: 'even though the requirements of this rep is different, using tensorflow==1.15.5 and tensorflow-gpu==1.15.5 worked' (the repository pins tensorflow-gpu 1.13.1, built for CUDA 10.0, whose libcublas.so.10.0 CUDA 12.2 does not have). Odd: TensorFlow 1.15 is built for CUDA 10.0 too; it loads the CUDA libraries only when it needs them, so the switch may have removed the import error rather than brought the GPU in; the post does not say the GPU was used.",
        platform="linux",
    ),
)
