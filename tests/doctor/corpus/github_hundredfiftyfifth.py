# ruff: noqa: E501, E101 - log lines are quoted verbatim (long, some indented with tabs)
"""A hundred-and-fifty-fifth set of real threads, gathered apart, from GitHub issues (issues corpus) on repositories other than tensorflow/tensorflow and new to the corpus (PennLINC/qsiprep, apcamargo/genomad, ZFTurbo/segmentation_models_3D), found with plain words a user would type and with the words of the messages.

Broken kinds held: a TensorFlow model (SynthSeg inside a QSIPrep container) running out of GPU memory while
other GPU work ran alongside it, a cuBLAS GEMV launch failure on the GPU for a one-sequence input in
geNomad's neural-network step (no catalogue cause), and a package's requirements pulling TensorFlow 2.12
(no GPU on native Windows) over an installed tensorflow-gpu 2.8. Working runs: none met with a confirmed
outcome. Two of the three are from 2024; one (2023) is prose only.

Small set: nearly every thread of 2024-2026 on TensorFlow 2.16-2.21, RTX 40xx/50xx, WSL2 or CUDA 12 that
the searches returned sat on tensorflow/tensorflow or on threads the corpus already holds, and most threads
on new repositories had no confirmation in the stored text. Left out for want of a confirmation there:
BBillot/SynthSeg#49 and #58, kundajelab/chrombpnet#48, rsanchezgarc/deepEMhancer#21 and #29 (Ampere cards
with a CUDA 10 build), birdnet-team/BirdNET-Analyzer#349, #615 and #826, singularityhub/shpc-registry#200,
kohya-ss/sd-scripts#1186 and ashleykleynhans/stable-diffusion-docker#51 (cuDNN 8.7 loaded, 8.9.4 wanted),
ANTsX/ANTsPyNet#159, labsyspharm/mcmicro#546 and #574, freesurfer/freesurfer#1290, apcamargo/genomad#16
and #54, Teichlab/bin2cell#16 (a working GPU run whose own log is cut off in the stored copy).

At first look (the doctor of commit 5518eb6) the cause was named in 1 of the 3 broken logs, first
(the SynthSeg out-of-memory log); the geNomad record has no catalogue cause and counts as a miss by
design (it drew no finding, so no false alarm); the prose-only Windows post (tensorflow 2.12 over
tensorflow-gpu 2.8) drew no finding at all. No working run was held.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="qsiprep-docker-synthseg-gpu-oom-parallel-eddy-cuda",
        source=_GH + "PennLINC/qsiprep/issues/751",
        text=r"""## Summary
When running eddy with CUDA I get an error in synthseg. The interactive html report was also not created.

## Additional details
- QSIPrep version: 0.21.4
- Docker version: 25.0.4

### What were you trying to do?
Preprocess data with qsiprep using eddy with CUDA.

### What did you expect to happen?
Successfully preprocess the data and all outputs.

### What actually happened?
The dwi preprocessing was successful but I got an error in synthseg for the anatomical data. The subject's html report was also missing.

## Reproducing the bug
Command
```
docker run -ti --rm --gpus all \
	-v /usr/local/freesurfer/7.4.1/license.txt:/opt/freesurfer/license.txt:ro \
	-v $bids_dir:/data:ro \
	-v $eddy_config_file:/sngl/eddy/eddy_config.json:ro \
	-v $out_dir:/out \
	-v $out_dir:/scratch \
	qsiprep:latest /data /out participant \
	--eddy-config /sngl/eddy/eddy_config.json \
	--output-resolution $res --pepolar-method TOPUP \
	--bids-database-dir $bids_dir --omp-nthreads 1 \
	-w /scratch
```
Crash log
```
Node: qsiprep_wf.single_subject_0158_wf.anat_preproc_wf.synthseg_anat_wf.synthseg
Working directory: /scratch/qsiprep_wf/single_subject_0158_wf/anat_preproc_wf/synthseg_anat_wf/synthseg

Node inputs:

args = <undefined>
environ = {'OMP_NUM_THREADS': '1'}
fast = False
input_image = <undefined>
num_threads = 1
out_post = <undefined>
out_qc = <undefined>
...
	      outputs = call_fn(inputs, *args, **kwargs)
	    File "/opt/conda/envs/qsiprep/lib/python3.10/site-packages/keras/utils/traceback_utils.py", line 92, in error_handler
	      return fn(*args, **kwargs)
	    File "/opt/conda/envs/qsiprep/lib/python3.10/site-packages/keras/layers/convolutional.py", line 3043, in call
	      return backend.resize_volumes(
	    File "/opt/conda/envs/qsiprep/lib/python3.10/site-packages/keras/backend.py", line 3461, in resize_volumes
	      output = repeat_elements(output, width_factor, axis=3)
	    File "/opt/conda/envs/qsiprep/lib/python3.10/site-packages/keras/backend.py", line 3501, in repeat_elements
	      return concatenate(x_rep, axis)
	    File "/opt/conda/envs/qsiprep/lib/python3.10/site-packages/keras/backend.py", line 3313, in concatenate
	      return tf.concat([to_dense(x) for x in tensors], axis)
	Node: 'model_3/unet_up_8/concat_2'
	OOM when allocating tensor with shape[1,48,192,288,192] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
		 [[{{node model_3/unet_up_8/concat_2}}]]
	Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info. This isn't available when running in Eager mode.
	 [Op:__inference_predict_function_5912]

	resuming program execution
```""",
        expected_cause="gpu-out-of-memory",
        note="2024. QSIPrep 0.21.4 in Docker with --gpus all; eddy_cuda and the GPU build of SynthSeg (TensorFlow/Keras) in the same run. Maintainer mattcieslak asked 'What about if you set --nthreads 1'; the poster: 'It takes much longer, but it successfully outputs the html reports!'; mattcieslak: 'Closing this issue since the GPU problem has been solved'. In the project's #725 the same maintainer had written that synthseg 'doesn't fit on an 8gb gpu without some cropping'. Odd: the poster later met the synthseg error again with v0.22.0 and --nthreads 1, and another user with a 12 GB GPU reported the same; the GPU model is not given. The crash log stops before the last line of the stored copy, which is cut off there.",
        platform="linux",
    ),
    CorpusLog(
        name="genomad-nn-classification-blas-xgemv-single-sequence",
        source=_GH + "apcamargo/genomad/issues/78",
        text=r"""When the input file has only one sequence, the NN step can fail with the following error:
```
Blas xGEMV launch failed : a.shape=[1,2100,512], b.shape=[1,512,1], m=2100, n=1, k=512
         [[{{node model_1/model/igloo1d_kernel/MatMul}}]] [Op:__inference_predict_function_983]
```""",
        expected_cause=None,
        note="2024. geNomad's neural-network step on the GPU. The poster (simroux) found it 'can be fixed by setting the variable CUDA_VISIBLE_DEVICES (tested with setting it to 1 and -1)', i.e. with the GPU hidden the step runs; maintainer apcamargo: 'Fixed in https://github.com/apcamargo/genomad/commit/8463c914e43af689930dd5aaf34e4f345c0c1990'. The cause is a cuBLAS GEMV launch failure for a batch of one sequence on the GPU, not a set-up fault: no catalogue cause (the stored copy does not say what the commit changed). A later commenter had a different error on the same step. Platform not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="segmentation-models-3d-pulls-tensorflow-212-windows-no-gpu",
        source=_GH + "ZFTurbo/segmentation_models_3D/issues/26",
        text=r"""Hello, the tensorflow-gpu2.8 version has been installed in my virtual environment. During the installation of your segmentation-models-3d, the tensorflow2.12 version will be downloaded to me automatically. tensorflow2.12 does not support gpu under windows. How to solve it?""",
        expected_cause="windows-native-no-gpu",
        consequences=frozenset({"multiple-tensorflow-distributions"}),
        note="2023. Prose only. The poster named the cause himself (TensorFlow 2.12, pulled in by the package's requirements over tensorflow-gpu 2.8, has no GPU on native Windows); maintainer ZFTurbo: 'You must install exact version of modules: tensorflow==2.8.0 keras==2.8.0 ...' and 'I fixed requirements.txt'. tensorflow-gpu 2.8 and tensorflow 2.12 end up in one environment, hence the consequence.",
        platform="windows",
    ),
)
