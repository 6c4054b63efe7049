# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A thirtieth set of real logs: threads written in other languages than English (Korean, Russian).

Gathered from GitHub issue threads posted in Korean and Russian (forum and Stack Exchange pages were
searched as well, but the stored pages held no forum thread with a confirmed cause). Texts are
kept verbatim in their language.

Broken set-ups: GPU memory exhausted during training, Python versions without a TensorFlow
wheel (a pinned release too old for the Python), a 32-bit Python on Windows, TensorFlow 1.15
with CUDA 10.1 instead of 10.0.

Working runs: a GPU run that was slow only because the models were loaded anew on every run.

At first look (the doctor of commit b6bfcc2) the cause of 5 of the 7 broken logs was named,
4 first; the working run was not flagged. Misses: a complaint in Russian with only the CUDA and
GPU named, and cuBLAS's allocation failure on an 8 GB card read as the memory reservation.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="ko-rbox-cnn-resource-exhausted-oom-gpu-bfc",
        source=_GH + "SIAnalytics/simplified_rbox_cnn/issues/1",
        text=r"""학습진행시 ResourceExhaustedError 발생

`ResourceExhaustedError : OOM when allocating tensor with shape[148, 48, 1024] and type float on/job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc`""",
        expected_cause="gpu-out-of-memory",
        note="Korean, 2020. The same account (jamesKoo) answers: ResourceExhaustedError comes from too little GPU memory; 12 GB recommended for 768x768 inputs, make the patches smaller (512x512). Self-answered FAQ; platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="ko-tf-tutorials-python-37-no-matching-distribution",
        source=_GH + "golbin/TensorFlow-Tutorials/issues/40",
        text=r"""현재 공홈에는 파이썬 3.7이 기본적으로 제공되는데, 그걸 설치하면
`Could not find a version that satisfies the requirement tensorflow (from versions: ) No matching distribution found for tensorflow`
이런 메시지가 나옵니다. 게다가 파이썬 64비트로도 설치해야하지만 기본 제공되는 설치파일은 32비트여서 깁숙히 들어가야 제대로된 설치파일이 나옵니다. 이미 출판된 책의 내용은 수정할 수 없으니 별 수 없겠네요... 

[https://stackoverflow.com/questions/38896424/tensorflow-not-found-using-pip/42596864#42596864](관련 링크)""",
        expected_cause="python-version-unsupported",
        note="Korean, 2018. Title: 'Python 3.7 이상에서 설치할경우에 에러가 납니다'. A commenter confirms TensorFlow did not yet support Python 3.7 and 3.6 must be installed; the poster also names the 32-bit installer, so python-32-bit is a second candidate. Weak: no later reply by the poster.",
        platform="windows",
    ),
    CorpusLog(
        name="ko-pykospacing-tf-264-no-wheel-python-310",
        source=_GH + "haven-jeon/PyKoSpacing/issues/39",
        text=r"""pip install tensorflow==2.6.4
ERROR: Could not find a version that satisfies the requirement tensorflow==2.6.4 (from versions: 2.8.0rc1, 2.8.0, 2.8.1, 2.8.2, 2.9.0rc0, 2.9.0rc1, 2.9.0rc2, 2.9.0, 2.9.1)
ERROR: No matching distribution found for tensorflow==2.6.4
파이썬 64비트 3.10버전을 쓰고 있는데 이 버전이 텐서플로우가 지원하지 않는 버전인가 봅니다.
PyKoSpacing에서 텐서플로우 버전을 올려주시기를 부탁드립니다.""",
        expected_cause="python-version-unsupported",
        note="Korean, 2022. The poster names Python 3.10 as unsupported by the pinned TF 2.6.4; the maintainer raised the TensorFlow pin (PR #36) and the poster confirmed '잘 되는 거 확인했습니다'. Platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="ko-pykospacing-tf-2111-pin-no-wheel-ubuntu",
        source=_GH + "haven-jeon/PyKoSpacing/issues/61",
        text=r"""우분투 환경 터미널에서 아래 코드를 실행했더니
`pip install git+https://github.com/haven-jeon/PyKoSpacing.git`

아래 내용이 뜨네요
```
Collecting git+https://github.com/haven-jeon/PyKoSpacing.git
  Cloning https://github.com/haven-jeon/PyKoSpacing.git to /tmp/pip-req-build-w71fya1v
  Running command git clone --filter=blob:none --quiet https://github.com/haven-jeon/PyKoSpacing.git /tmp/pip-req-build-w71fya1v
  Resolved https://github.com/haven-jeon/PyKoSpacing.git to commit 04aeebcbe26b109486a642e57dc58665c4818cf3
  Preparing metadata (setup.py) ... done
INFO: pip is looking at multiple versions of pykospacing to determine which version is compatible with other requirements. This could take a while.
ERROR: Could not find a version that satisfies the requirement tensorflow==2.11.1 (from pykospacing) (from versions: 2.12.0rc0, 2.12.0rc1, 2.12.0, 2.12.1, 2.13.0rc0, 2.13.0rc1, 2.13.0rc2, 2.13.0, 2.13.1, 2.14.0rc0, 2.14.0rc1, 2.14.0, 2.14.1, 2.15.0rc0, 2.15.0rc1, 2.15.0, 2.15.0.post1, 2.15.1, 2.16.0rc0, 2.16.1)
ERROR: No matching distribution found for tensorflow==2.11.1
```

필요한 tensorflow 버전이 현재 배포되고 있지 않는듯 한데 혹시 현재 배포되는 tensorflow 버전중에 호환되는 버전이 있을까요?""",
        expected_cause="python-version-unsupported",
        note="Korean, 2024. The package pinned tensorflow==2.11.1, which has no wheel for this Python (pip offers only 2.12+); the maintainer changed the pin and the poster confirmed it works with tensorflow 2.15.1 ('잘 동작하네요'). The Python version itself is not in the paste.",
        platform="linux",
    ),
    CorpusLog(
        name="ko-ml-bootcamp-windows-32bit-python-no-tensorflow",
        source=_GH + "RyanKor/2021-google-ml-bootcamp/issues/24",
        text=r"""유튜브 및 블로그 구글링을 하면서 텐서플로우 시험을 치를 때, 텐서플로우 시험 플러그인만 설치하면 안되고, 반드시 코드를 실행하는 필수 모듈까지 설치해야된다는 것을 확인했고, 이에 따라 M1 맥북에서는 시험에 필요한 모든 모듈을 설치하기 어렵다고 판단, 기존에 갖고 있던 5년 된 윈도우 노트북을 사용해야겠다 결론을 지음

M1 맥북에서

- 텐서플로우 설치는 되나 반드시 아나콘다를 설치해야함 (텐서플로우 시험 관리국에서 아나콘다는 절대 사용하지 말라고 언급)
- 판다스, 넘파이, pillow조차 아나콘다가 있어야 설치 가능

결과적으로 윈도우로 넘어와서 현재 환경 설정 중인데 환경 설정 중에 다음과 같은 에러가 발생했다.

```
could not find a version that satisfies the requirement tensorflow (from versions none)
```""",
        expected_cause="python-32-bit",
        note="Korean, 2021. The poster's own follow-up in the same post: the cause was a 32-bit Python; after removing it and installing 64-bit Python 3.8.0, tensorflow 2.5.0 installed ('설치 완료!'). The quoted part does not itself say 32-bit.",
        platform="windows",
    ),
    CorpusLog(
        name="ru-nomeroff-tf-gpu-trains-on-cpu-cuda-101",
        source=_GH + "ria-com/nomeroff-net/issues/81",
        text=r"""доброго времени суток!
установлен tensorflow-gpu

как реализовать mrcnn_train на gpu?

запускается и насилует все равно проц.

gtx 1080
cuda 10.1
python 3.7""",
        expected_cause="cuda-libraries-missing",
        note="Russian, 2020. The poster's own fix: tensorflow==1.15.2 and tensorflow-gpu==1.15.2 with the CUDA 10.0 libraries ('можно в папку с 10.1 закинуть библиотеки от 10'), 'Все заработало'. TF 1.15 needs CUDA 10.0 libraries, not 10.1. Prose only; platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="ko-rbox-cnn-rtx2080s-cublas-alloc-failed-8gb",
        source=_GH + "SIAnalytics/simplified_rbox_cnn/issues/5",
        text=r"""안녕하세요. 코드를 실행해보려다가 문제가 생겨서 질문드립니다.
Tensorflow1.6을 사용하라고 제시되어있는데, 제가 사용하는 GPU가 CUDA9.0이랑 호환이 되지 않기에 어쩔수없이 cuda10.0, tensorflow>=1.13.1을 설치하였습니다.  그런데 TF1.13.1를 설치한 후 tfrecords을 준비하고 train.py를 실행시켜보니 CUDA에러가 나면서 코드가 실행이 되지 않습니다.  이와 같이 TF1.6을 사용할 수 없는 PC에서는 이 코드를 실행해볼 수 없는 건가요? 다른 TF버전으로 가능한 방법이 있으면 알려주시면 감사하겠습니다.

- GPU: RTX 2080 SUPER

버전 문제는 해결했습니다. 
현재 failed to create cublas handle: CUBLAS_STATUS_ALLOC_FAILED에러가 발생하는데, 이 코드가 RTX2080 SUPER 8G 하나로 실행하기 무리인가요?""",
        expected_cause="gpu-out-of-memory",
        note="Korean, 2020. The last two lines are the poster's follow-up. Maintainer (jamesKoo), hedged: the default settings need at least 12 GB of GPU memory; on 8 GB shrink the input below 768 or use fewer anchor kinds. Not disputed (issue closed); weak.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="ru-nomeroff-gpu-fine-slow-model-loading-each-run",
        source=_GH + "ria-com/nomeroff-net/issues/29",
        text=r"""Добрый день! 
Запустили проект на Tensorflow GPU, но время распознования сократилось только до 5 секунд. Хотелось бы сократить время до 1-2 секунд. 
Комп: i7 8800k, GTX 1080 8G
Заранее спасибо за помощь.

WARNING: Logging before flag parsing goes to stderr.
W0717 18:20:31.254466 139731632719680 module_wrapper.py:126] From
/home/server/.envs/tensorflow/lib/python3.6/site-packages/tensorflow_core/python/util/module_wrapper.py:153:
The name tf.Session is deprecated. Please use tf.compat.v1.Session instead.

2019-07-17 18:20:31.256368: I
tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully
opened dynamic library libcuda.so.1
...""",
        expected_cause=None,
        harmless=True,
        note="Russian, 2019. The log is the poster's reply to the maintainer's device-placement check (read only up to libcuda.so.1; the rest cut). Maintainer ApelSYN: 'С поддержкой GPU у Вас все нормально' - the time goes into loading the models on every run; the poster accepted it and asked how to load the models once. GPU worked; slowness not a set-up fault.",
        platform="linux",
    ),
)
