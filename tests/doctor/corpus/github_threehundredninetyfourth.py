# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A three-hundred-and-ninety-fourth set of real threads: GitHub issues on repositories new to the corpus (openvinotoolkit/model_server, snowzach/doods2, angadsingh/argos), found with the messages users paste.

Broken kinds held: a TensorFlow build that needs CPU instructions the machine lacks, met inside
Docker images of applications that bundle TensorFlow (a Celeron NAS without AVX, a CPU without
SSE4.2, an old Xeon server). None of the three is on the GPU side: the threads on GPU set-ups that
the messages users paste turned up on repositories new to the corpus had no confirmation in the
stored text. Working runs: none met with a confirmation.

Small set, one of the three prose only (the stored copy of angadsingh/argos#6 lacks the opening
post; the record keeps the title and a fact the poster added). Left out: OpenNMT/nmt-wizard-docker#80
(2019, the same AVX message on a Pentium N4200 laptop; only the opening post is stored, no reply)
and deeppavlov/DeepPavlov#823 (2019, the same message after moving a Docker image from an Intel
Core machine to a Xeon; the stored copy ends after a maintainer's first answer, which took the
line for an information message).

At first look (the doctor of commit a55b1b3) the cause was named in 3 of 3 broken logs, 3 first;
no working run to flag.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="openvino-model-server-celeron-j1800-no-avx",
        source=_GH + "openvinotoolkit/model_server/issues/49",
        text=r"""When trying to run the container on a QNAP TS-251, having a Celeron J1800, the container would not start because of missing AVX instructions :

`[tensorflow/core/platform/cpu_feature_guard.cc:37] The TensorFlow library was compiled to use AVX instructions, but these aren't available on your machine.`

I've been running inference with OpenVino docker image on this NAS without any problem, why should TensorFlow prevent running the whole OpenVino server while it's only there for the protobuf API format right ?""",
        expected_cause="cpu-without-avx",
        note="2019. Maintainer dtrawins: 'In the OpenVINO model server is used several functions for tensorflow contrib which implement data serialization and deserialization in a proto buffer. The inference itself is used without tensorflow library. In your case the easiest fix should be to build the pip package for tensorflow without AVX support.' (pointing to a community wheel built without AVX); the poster did not dispute it. No GPU: the container's TensorFlow only serialises data, and the Celeron J1800 lacks AVX.",
        platform="linux",
    ),
    CorpusLog(
        name="doods2-docker-tensorflow-sse42-missing-old-cpu",
        source=_GH + "snowzach/doods2/issues/46",
        text=r"""The TensorFlow library was compiled to use SSE4.2 instructions, but these aren't available on your machine.

Hi is there anyway to resolve this or is my machine a little to old""",
        expected_cause="cpu-without-avx",
        note="2022. The first line is the issue's title. Maintainer snowzach answered the poster's question ('is my machine a little to old') with the image built for CPUs without AVX: 'You could try the `noavx` image. THat might work.' Issue closed; the poster's report after trying it is not in the stored copy. The CPU lacks SSE4.2, an instruction set even older than AVX, which the TensorFlow in the default image needs: the same kind of cause as a missing AVX.",
        platform="linux",
    ),
    CorpusLog(
        name="argos-docker-illegal-instruction-old-xeon-e5",
        source=_GH + "angadsingh/argos/issues/6",
        text=r"""Instructions for x86-64 install? Getting Illegal instruction

Ah this is an old Xenon E5 server""",
        expected_cause="cpu-without-avx",
        note="2021. Prose only: the first line is the issue's title (the opening post is not in the stored copy); the second is the poster's (edalquist) own fact about the machine. Maintainer angadsingh: 'your CPU might not have AVX instructions. tensorflow apparently uses them since 1.6 (but we need 2.x so cant downgrade to 1.5) and in that case you'll have to build tensorflow from source.' The poster confirmed by the outcome: 'That was it! Moved from a Xeon E5-2670 to a Ryzen 9 3900X and it works!' Odd: the Xeon E5-2670 (Sandy Bridge) has AVX but not AVX2 or FMA, so the TensorFlow in the image likely needed more than AVX; the thread does not say which. Linux inside Docker.",
        platform="linux",
    ),
)
