# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-thirty-third set of real threads, gathered apart, from GitHub issues (issues corpus) on a repository new to the corpus (rstudio/keras3, the R interface to Keras), on two TensorFlow distributions installed side by side in one environment.

Broken kinds held: `tensorflow` pip-installed beside `tensorflow-cpu` by the R keras package, which
did not recognise `tensorflow-cpu` as TensorFlow. Working runs: none met.

Very small set: threads on two TensorFlow distributions in one environment (tensorflow beside
tensorflow-gpu, tf-nightly, tensorflow-cpu or intel-tensorflow; conda's beside pip's) are already
well represented in the corpus, and nearly every such thread the searches returned is held already
or was read before without a confirmation. Threads on repositories new to the corpus that looked
promising lacked a confirmation in the stored text: google/prettytensor#40 (2016; installing
prettytensor pulled `tensorflow` 0.12.0rc1 into a tensorflow-gpu conda environment and TensorFlow
then ran on the CPU, no reply stored), tensorflow/tensorflow#13973 (2017; the title blames both
packages, but the stored text shows cuDNN 5 beside TensorFlow 1.3, which wants cuDNN 6, so the
cause is not clear), rstudio/keras3#623 (2018; tensorflow and tensorflow-gpu 1.8 both installed, R
on the CPU, no resolution stored).

At first look (the doctor of commit 6f9589e) the cause was named in 1 of 1 broken log, first;
no working run held.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="rstudio-keras-reinstalls-tensorflow-beside-tensorflow-cpu",
        source=_GH + "rstudio/keras3/issues/1079",
        text=r"""Keras tries do reinstall tensorflow when I only have the cpu version installed

Hi, 

We are working on servers with no GPU. Hence, our users use the CPU version of tensorflow. 

What we did to install is 
```r
library(tensorflow)
install_tensorflow(envname="r-tensorflow",
                   version = "cpu",
                   python = "/applis/Python/3.6.10/bin/python3", 
                   ignore_installed = FALSE)
```
Everything is fine and we get `tensorflow-cpu` installed. 
```bash
Collecting tensorflow-cpu==2.2.0
```

But when trying to test the installation with the keras tutorial

```r
library(keras)
# load data (we are on offline servers so they are cached)
c(c(x_train, y_train), c(x_test, y_test)) %<-% dataset_mnist(path = "/home/share/echange/data/mnist.npz")
```
keras will reinstall `tensorflow` 
```r
Using virtual environment '/home/alice/.virtualenvs/r-tensorflow' ...
Looking in indexes: https://host/repository/pypi-all/simple
Collecting tensorflow
```

Looking with `pip list` in the virtualenv I have both
```r
tensorflow                2.2.0
tensorflow-cpu         2.2.0
```

This will cause `tensorflow` to be used, and I have what I think to be GPU related errors. 

With `tensorflow-cpu` only, everything is working fine.""",
        expected_cause="multiple-tensorflow-distributions",
        note="2020. The opening post itself carries the outcome that confirms the cause: with both `tensorflow` 2.2.0 and `tensorflow-cpu` 2.2.0 in the virtualenv R runs into errors, while the poster (cderv) states 'With `tensorflow-cpu` only, everything is working fine.'; the maintainers labelled the issue a bug (the keras R package pip-installed `tensorflow` because it did not recognise `tensorflow-cpu` as TensorFlow) and closed it. Odd: a server without GPU, so the harm was errors, not a lost GPU; the errors themselves are not in the stored copy. The company's package-index host and the user's home directory are replaced.",
        platform="linux",
    ),
)
