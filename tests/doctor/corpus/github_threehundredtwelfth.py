# ruff: noqa: E501, W291, E101 - log lines are quoted verbatim (long, some with trailing spaces, tabs)
"""A three-hundred-and-twelfth set of real threads, gathered apart, from GitHub issues (issues corpus) on U-Net and medical or microscopy image-segmentation repositories on Keras/TensorFlow, found with plain words a user would type.

Broken kinds held: a cuDNN other than the one TensorFlow was built with getting loaded on Google
Colab (frankkramer-lab/MIScnn, a 3D medical-segmentation framework, 2022). Working runs: none met.

A very small set: the repositories of this field (zhixuhao/unet, ellisdg/3DUnetCNN,
jocicmarko/ultrasound-nerve-segmentation, MrGiovanni/UNetPlusPlus, NiftyNet, StarDist, CSBDeep,
ZeroCostDL4Mic, mcmicro/UnMicst, deepcell) are largely held by the corpus already, and most other
threads found (MultiResUNet, MultiPlanarUNet, keras-unet-collection, BiaPy, UnMicst, covid19.MIScnn,
deepcell-applications, steinbock) show no confirmed cause in the stored text, or their stored opening
post is missing.

At first look (the doctor of commit b5d4f26) the cause was named in 1 of 1 broken logs, 1 first
(with memory-growth-disabled, a warning, given second); no working run to flag.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="miscnn-colab-conv3d-cudnn-failed-to-initialize-cudnn-discrepancy",
        source=_GH + "frankkramer-lab/MIScnn/issues/125",
        text=r"""Hi! I've previously had no issues with running my MIScnn models in Google Colab. However, as of recently, I am getting this error:

```
Failed to get convolution algorithm. This is probably because cuDNN failed to initialize, so try looking to see if a warning log message was printed above.
	 [[node model/conv3d/Conv3D
 (defined at /usr/local/lib/python3.7/dist-packages/keras/layers/convolutional.py:238)
]] [Op:__inference_train_function_5792]

Errors may have originated from an input operation.
Input Source operations connected to node model/conv3d/Conv3D:
In[0] IteratorGetNext (defined at /usr/local/lib/python3.7/dist-packages/keras/engine/training.py:866)	
In[1] model/conv3d/Conv3D/ReadVariableOp: 
(... follow by lots of locations that didn't seem to have much relevance)
```

I noticed that MIScnn was upgraded to 1.4.0 so I tried doing a factory reset and downgrading back to 1.3.0 but unfortunately, I get the same error. This could entirely be a problem on my end but would you have any ideas on this? CUDA and package versions seem to be the same when I do this so I'm really not sure what could be going on. Thanks!""",
        expected_cause="cudnn-version-mismatch",
        note="2022 (February). Google Colab with a GPU runtime, training a MIScnn 3D U-Net. The poster confirmed the cause himself the next day: 'EDIT: I somewhat fixed this bug with a sketchy workaround. It turns out that the issue lay in a discrepancy between cuDNN versions.' (the rest of the workaround is cut off in the stored copy). At that time Colab shipped cuDNN 8.0.5 while the TensorFlow that got installed was built with 8.1 (the same month as googlecolab/colabtools#2600). The log holds only the final 'Failed to get convolution algorithm' error, not the 'Loaded runtime CuDNN library' line.",
        platform="linux",
    ),
)
