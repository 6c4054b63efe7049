# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-ninetieth set of real threads, gathered apart, from GitHub issues (issues corpus) on 3D-vision projects built on TensorFlow: point clouds (charlesq34/pointnet, HuguesTHOMAS/KPConv), lidar detection for driving (tyagi-iiitv/PointPillars, open-mmlab/OpenPCDet's TensorFlow-based Waymo conversion) and grasp prediction from point clouds (NVlabs/contact_graspnet), found with plain words a user would type.

Broken kinds held: the GPU running out of memory during training (a point-cloud batch or an
unsubsampled input too large for the card, 4 records), an RTX 30xx card under the repository's
CUDA 10 era TensorFlow whose custom point-cloud ops gave wrong results until TensorFlow 2.5 with
CUDA 11 (prose only), and a conversion script that sets CUDA_VISIBLE_DEVICES=-1 itself, so that
TensorFlow reports no CUDA device on a machine that has one. Working runs: none met with a
confirmation (2017-2022).

Small set: most threads on these repositories about the GPU not being used (lanenet, pointnet2's
"Registered devices: [CPU]" for FarthestPointSample, RandLA-Net on RTX 30xx, Waymo's
waymo-open-dataset-tf-2-12-0 wheels) end with a guess, a third user's fix or no reply in the
stored copy. Left out: open-mmlab/OpenPCDet#350 (2020; the fix, CUDA_VISIBLE_DEVICES=-1, was
confirmed, but the stored copy holds too little of the opening log to say what failed) and
sshaoshuai/MTR#8 (2023; CUDA_ERROR_OUT_OF_MEMORY lines from many preprocessing workers, judged
harmless by the maintainer only "if the number of files keeps increasing", never reported back).
Two records are prose only (charlesq34/pointnet#54, NVlabs/contact_graspnet#13).

At first look (the doctor of commit 9c59779) the cause was named in 2 of the 6 broken logs, both
first (the GTX 1060 OOM and the CUDA_VISIBLE_DEVICES=-1 conversion); the RTX 2080 Ti allocator log
drew compute-capability-unsupported instead of the out-of-memory, the PointPillars allocator
warnings and the two prose posts drew nothing. No working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="kpconv-gtx1060-6gb-oom-tensor-104051x256",
        source=_GH + "HuguesTHOMAS/KPConv/issues/14",
        text=r"""ResourceExhaustedError (see above for traceback): OOM when allocating tensor with shape[104051,256] and type float

I am using a 6GB memory GTX1060 laptop.

How much graphic memory should I use?""",
        expected_cause="gpu-out-of-memory",
        note="2019. The maintainer HuguesTHOMAS: 'The parameters are set for a 11GB GPU, like the one used in the paper. Like @lhyfst said, the batch size is the first thing you can reduce if you have a smaller GPU' (lhyfst: 'You can reduce the batch size to solve the problem.'), then increase first_subsampling_dl or decrease in_radius. The poster did not dispute it. Platform not stated (the TensorFlow KPConv builds its ops on Linux).",
        platform="linux",
    ),
    CorpusLog(
        name="kpconv-rtx2080ti-no-subsampling-bfc-oom-6-36gib",
        source=_GH + "HuguesTHOMAS/KPConv/issues/90",
        text=r"""Hello, I'm very sorry that I encountered some problems.
` Allocator (GPU_0_bfc) ran out of memory trying to allocate 6.36GiB.  Current allocation summary follows.
........  .................
Limit:                 10508668109
InUse:                  8296583424
MaxInUse:               9055883776
NumAllocs:                    1190
MaxAllocSize:           6826283264`
This may be insufficient memory（GPU）
 **_**situation:**_**
I slightly modified your code so that it uses my own data ，several inputs have been added，and 
 `subsampling_parameter=0   `
` batch_num=1`,
 The above error occurs when running here （trainer.py）
` _, L_out, L_reg, L_p, probs, labels, acc = self.sess.run(ops, {model.dropout_prob: 0.5})`
**_My computer_** : RTX2080TI, Video Memory:11g.     CPU:intel i9 ,Memory:16g
TensorFlow 1.12.0, CUDA 9.0 and cuDNN 7.4
I don't want to buy any more graphics cards or reduce the depth of  network
Can you give me some suggestions to reduce the GPU memory usage of the program?
thank you!!""",
        expected_cause="gpu-out-of-memory",
        note="2020. The maintainer HuguesTHOMAS named the cause: 'you do not subsample the input point cloud, this not very memory-safe because if your input have high density areas, then some of your convolution neighborhoods will be too big', to be fixed by a smaller input or convolution radius or some subsampling. The poster did not dispute it (closed).",
        platform="linux",
    ),
    CorpusLog(
        name="pointpillars-rtx2070-super-bfc-oom-batch-4",
        source=_GH + "tyagi-iiitv/PointPillars/issues/16",
        text=r"""Hi alice

I'm using single GPU ( RTX 2070 SUPER )

Below is the complete log where the problem occurs. (It's pretty long...)

...
Epoch 00001: LearningRateScheduler reducing learning rate to 0.00019999999494757503.
Epoch 1/160
2020-10-01 02:17:45.859263: W tensorflow/core/framework/cpu_allocator_impl.cc:81] Allocation of 134400000 exceeds 10% of free system memory.
2020-10-01 02:17:45.965246: I tensorflow/stream_executor/platform/default/dso_loader.cc:48] Successfully opened dynamic library libcudnn.so.7
2020-10-01 02:17:47.726050: I tensorflow/stream_executor/platform/default/dso_loader.cc:48] Successfully opened dynamic library libcublas.so.10
2020-10-01 02:17:48.489603: W tensorflow/core/common_runtime/bfc_allocator.cc:246] Allocator (GPU_0_bfc) ran out of memory trying to allocate 3.80GiB with freed_by_count=0. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available.
2020-10-01 02:17:48.506336: W tensorflow/core/common_runtime/bfc_allocator.cc:246] Allocator (GPU_0_bfc) ran out of memory trying to allocate 3.04GiB with freed_by_count=0. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available.
...""",
        expected_cause="gpu-out-of-memory",
        note="2020. The poster confirmed the fix in the opening post itself (edited): 'Changing the batch size from 4 to 2 seems to solve the problem.' (left out of the text). Issue titled 'GPU runs out of memory Issue', closed. The stored copy shows only the start of the long log; the maintainer's name in the greeting is replaced.",
        platform="linux",
    ),
    CorpusLog(
        name="pointnet-numerous-out-of-memory-exceptions-batch-size",
        source=_GH + "charlesq34/pointnet/issues/54",
        text=r"""Hello, thank you for making this software tool available. I have been testing it in the last days and I would like to ask you what hardware did you use for training, testing or more precisely what kind of GPUs? I am asking this because  on the computer that I am testing, I get numerous "Out of memory exceptions"?

Sincerely,
alice""",
        expected_cause="gpu-out-of-memory",
        note="2017, prose only. The author charlesq34: 'I used GTX 1080 and Titan X for training and evaluation. How large is your GPU memory capacity? You can try to reduce batch size to fit the mini-batch in memory'; the poster: 'I did reduce the batch size before asking and the training and evaluation went well'. Platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="contact-graspnet-sparse-grasps-newer-gpu-needs-tf25-cuda11",
        source=_GH + "NVlabs/contact_graspnet/issues/13",
        text=r"""Hi,

I was using default parameters to test the model on 7.npy, and the resulting grasps are sparse as shown in the image below. May I ask if I was doing anything wrong? 

Here is the command I used: python contact_graspnet/inference.py  --np_path=test_data/7.npy  --local_regions --filter_grasps

Checkpoint: checkpoints/scene_test_2048_bs3_hor_sigma_001

Thank you!
@alice""",
        expected_cause="compute-capability-unsupported",
        note="2022, prose only (the poster's screenshot of the grasps is left out). The maintainer MartinSmeyer: 'This looks like issue #9. Apparently, users of newer GPUs require tensorflow-gpu=2.5 with CUDA >= 11 to run this code. Recompile the tf_ops if you use a newer version.'; the poster: 'Yes, it works! Thank you so much for helping!'. The repository's environment was TensorFlow 2.2 with CUDA 10 era tools; on RTX 30xx cards (#9: RTX 3090, tensorflow-gpu 2.2) the point-cloud custom ops gave wrong grasps. The poster never names the GPU, so the text alone cannot show it.",
        platform="linux",
    ),
    CorpusLog(
        name="openpcdet-waymo-infos-script-sets-cuda-visible-devices-minus-one",
        source=_GH + "open-mmlab/OpenPCDet/issues/1052",
        text=r"""So in the original tutorial you will run this:
```
python -m pcdet.datasets.waymo.waymo_dataset --func create_waymo_infos \
    --cfg_file tools/cfgs/dataset_configs/waymo_dataset.yaml
```
And this will cause error:

> failed call to cuInit: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected

Generating the dataset ignoring the error is OK, but I think this is a problem to be solved, as whether the process will succeed without gpu is unknown.""",
        expected_cause="cuda-visible-devices-hides-gpus",
        note="2022. The poster traced it himself in the same post (left out of the text): 'finally I found this in OpenPCDet/pcdet/datasets/waymo/waymo_dataset.py line 415: os.environ[\"CUDA_VISIBLE_DEVICES\"] = \"-1\". Obviously, the process does not require gpu at all, so the error is not required to be solved.' The Waymo conversion runs TensorFlow on the CPU on purpose; the line is the script hiding every GPU. In OpenPCDet#350 (2020) the same variable set by hand was what let the conversion run ('Your solution seems to work').",
        platform="linux",
    ),
)
