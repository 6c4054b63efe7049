# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A hundred-and-eighteenth set of real threads, gathered apart, from Korean and Japanese Q&A: the Korean volunteer Q&A board codingeverybody/codingyahac (run on GitHub issues), reached through the issues corpus.

Broken kinds held: none (no Korean or Japanese thread met in this search confirmed its cause
within the stored text and was not already in the corpus). Working runs: 1.

The pages corpus held no teratail, ja.stackoverflow, Qiita question, Zenn, OKKY or velog
Q&A thread about TensorFlow on a GPU; the Korean and Japanese GitHub threads it surfaced were
either already in the corpus (SIAnalytics/simplified_rbox_cnn#5, naver/nlp-challenge#38) or
open with no confirmation in view (itsuki8914/Voice-morphing-RelGAN#4,
INVESTAR/StockAnalysisInPython#131: both show a cuDNN 'Loaded runtime CuDNN library ... but
source was compiled with' line, left out because nobody in the thread confirmed it).

At first look (the doctor of commit a90613a, before this set was read) the working run was not
flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- working (harmless)
    CorpusLog(
        name="codingyahac-win7-pip-tensorflow-lemonade-warnings-not-errors",
        source=_GH + "codingeverybody/codingyahac/issues/1009",
        text=r"""local 환경?에서 pandas, tensorflow 사용

# 해결하고자 하는 문제
Tensorflow 학습을 google colaboratory가 아닌 제 개인 노트북의 IDE(PyCharm)를 통해 하고 있습니다!
(이걸 local환경이라고 하는 것 같던데 아니면 죄송합니다...)
학습하는 도중 두가지의 질문이 생겼습니다!

1. Google colaboratory에서 Pandas와 Tensorflow를 사용하기 위해서는 따로 라이브러리 설치를 안해도 되는건가요? 혹시 이번 수업에서 Google colaboratory를 통한 학습이 권장되나요?

2. local 환경에서 Tensorflow를 사용하기 위해 명령 프롬프트에서 "pip install tensorflow"로 tensorflow를 설치하고 레모네이드 판매 예측 실습에서 아래와 같은 error가 발생했습니다! 무슨 문제가 있는것인가요?

# 코드 혹은 오류
![lemonade_tensorflow](https://user-images.githubusercontent.com/51051464/90724987-67d5fd00-e2fa-11ea-9e75-42555801621a.JPG)

작성한 코드는 변수명, 마지막에 model 사용 부분을 제외하고는 다 동일합니다!!
Error에 대한 메세지가 출력된 이후에
'''
print(model.predict(lemonade_indvar))
print(model.predict([[15]]))
'''
의 결과는 정상적으로 출력되었습니다.

# 환경
Window7, python""",
        expected_cause=None,
        harmless=True,
        note=(
            "2020. Korean Q&A board (codingyahac, GitHub issues). Gist of the key sentence: "
            "'after the error message was printed, the model.predict results printed normally' "
            "(Windows 7 laptop, plain `pip install tensorflow`). A volunteer answerer (progh2) "
            "replied that the lines are 'not errors but warnings and info' (로그가 에러가 아니고 "
            "워닝과 인포), that on a laptop without a separate GPU `pip install tensorflow-cpu` is "
            "enough, and linked cudart64 set-up guides only for someone who wants an external GPU; "
            "the issue was closed. The log itself was posted only as a screenshot (the linked "
            "answer pages are about the missing cudart64 DLL warning), so the text is prose only "
            "(weak). Whether the laptop has an NVIDIA GPU is not stated."
        ),
        platform="windows",
    ),
)
