# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-twenty-ninth set of real threads, gathered apart, from GitHub issues (issues corpus) on TensorFlow with an NVIDIA GPU on a desktop Linux distribution: installing TensorFlow from the distribution's own packages (system76/cuda, Pop!_OS).

Broken kinds held: Pop!_OS's packaged TensorFlow (`tensorflow-1.12-cuda-10.0`) that apt could
not install because the Pop!_OS package archive its dependencies come from was not enabled (no
catalogue cause). Working runs: 0.

A very small set: the threads on TensorFlow 2.13-2.21 with the GPU of a recent distribution
(Ubuntu 23.04-25.04, Debian 12, Fedora 38-42, Linux Mint 21/22, Pop!_OS 22.04, openSUSE
Tumbleweed: the distribution's Python 3.12/3.13, its driver and CUDA packages, Secure Boot) that
the searches returned were all already in the corpus or had no confirmation in their stored text.
Left out although confirmed: tensorflow/io#1993 (2024, Ubuntu 22.04 with Python 3.12.3: the
tensorflow-io 0.37.0 wheel's metadata left out Python 3.12, "Fixed v0.37.1" by the poster; prose
only, and about tensorflow-io rather than TensorFlow on the GPU) and ocf/puppet#404 (2018,
Debian stretch, a pull request whose author said TensorFlow had failed because "a kernel module
wasn't loaded"; prose only, no log).

At first look (the doctor of commit 720b333) the cause was named in 0 of 1 broken logs, 0 first
(its cause lies outside the catalogue, and the doctor raised no finding on it); no working runs.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="pop-os-1810-apt-tensorflow-cuda-package-unmet-deps-pop-archive-missing",
        source=_GH + "system76/cuda/issues/10",
        text=r"""I'm using Pop OS 18.10, I tried to install tensorflow but the following errors were found:

sudo apt install tensorflow-1.12-cuda-10.0
Reading package lists... Done
Building dependency tree       
Reading state information... Done
Some packages could not be installed. This may mean that you have
requested an impossible situation or if you are using the unstable
distribution that some required packages have not yet been created
or been moved out of Incoming.
The following information may help to resolve the situation:

The following packages have unmet dependencies:
 tensorflow-1.12-cuda-10.0 : Depends: python3-keras (>= 2.2.2) but it is not going to be installed
                             Depends: python3-keras-applications (>= 1.0.5) but it is not installable
                             Depends: python3-keras-preprocessing (>= 1.0.3) but it is not installable
E: Unable to correct problems, you have held broken packages.""",
        expected_cause=None,
        note="2018. Pop!_OS 18.10, TensorFlow 1.12 from System76's own apt package. The System76 maintainer mmstick named the cause: 'You must not have Pop's PPA enabled:', showing `apt-cache policy python3-keras python3-keras-applications python3-keras-preprocessing` with python3-keras 2.2.2-1pop1 coming from http://ppa.launchpad.net/system76/pop/ubuntu cosmic/main. The poster did not dispute it and the issue was closed (the poster's reply, if any, is not in the stored copy). Cause outside the catalogue: a distribution package archive (the Pop!_OS PPA) not enabled, so the packaged TensorFlow's dependencies could not be installed.",
        platform="linux",
    ),
)
