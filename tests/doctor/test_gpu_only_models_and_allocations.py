"""A model that runs only on a GPU (cuDNN RNN ops, NCHW convolutions) where TensorFlow has
none; the computer's memory told by a killed or bad_alloc'd process; a refused allocation in a
run that ended well; and sentences that only look like complaints or two distributions.
"""

from __future__ import annotations

from tfgpu_gui.doctor.collect import explain_log_report
from tfgpu_gui.doctor.log_facts import read_log_facts
from tfgpu_gui.doctor.model import ERROR, INFO, WARNING

# https://github.com/BrikerMan/Kashgari/issues/302 (a model with CuDNNLSTM layers, trained on
# Colab, loaded on a machine without a GPU; use_cudnn_cell=False was the fix)
KASHGARI = """I trained BiLSTM_CRF_Model on GPU (colab) and save it. I possible to load this model on device without GPU?
I have an error on loading:
`No OpKernel was registered to support Op 'CudnnRNNV2' used by node layer_blstm/forward_cu_dnnlstm_1/CudnnRNNV2`"""  # noqa: E501

# https://github.com/SummitKwan/transparent_latent_gan/issues/18 (a progressive GAN built NCHW,
# run on the CPU of a machine without an NVIDIA GPU)
TL_GAN = """My system does not have a Nvidia GPU, so CPU is used. This results in the following error:
tensorflow.python.framework.errors_impl.UnimplementedError: Generic conv implementation only supports NHWC tensor format for now.
\t [[Node: G_paper_1/Run/G_paper_1/4x4/Conv/Conv2D = Conv2D[T=DT_FLOAT, data_format="NCHW", dilations=[1, 1, 1, 1], padding="SAME", strides=[1, 1, 1, 1], use_cudnn_on_gpu=true, _device="/job:localhost/replica:0/task:0/device:CPU:0"](G_paper_1/Run/G_paper_1/4x4/Dense/PixelNorm/mul, G_paper_1/Run/G_paper_1/4x4/Conv/mul)]]"""  # noqa: E501

# https://github.com/ningshixian/Keras-Tutorial/issues/1 (CuDNN layers, "Registered devices:
# [CPU]", nothing said of the machine)
CUDNN_RNN_NO_GPU = """InvalidArgumentError (see above for traceback): No OpKernel was registered to support Op 'CudnnRNN' with these attrs.  Registered devices: [CPU], Registered kernels:
  <no registered kernels>"""  # noqa: E501

# https://github.com/lewagon/data-setup/pull/137 (tensorflow-metal: a GPU is registered, the
# Apple one, and the cuDNN op has no kernel there)
METAL = """  (0) Invalid argument:  No OpKernel was registered to support Op 'CudnnRNNV3' used by {{node cond_40/then/_0/cond/CudnnRNNV3}} with these attrs: [T=DT_FLOAT, input_mode="linear_input", direction="unidirectional", rnn_mode="lstm", is_training=true, seed2=0, num_proj=0, time_major=false, dropout=0, seed=0]
Registered devices: [CPU, GPU]
Registered kernels:
  <no registered kernels>"""  # noqa: E501

# https://github.com/google-deepmind/kinetics-i3d/issues/70 (the demo ran and its results were
# right; the allocator's refusal stopped nothing)
I3D = """out of memory

When I ran evaluate_sample, I got "CUDA_ERROR_OUT_OF_MEMORY", but the results is correct. My GPU has 8GB memory.
Is it correct that the demo will cost that amount of memory? If so, does that mean I can not train by using this single GPU?"""  # noqa: E501

# https://github.com/datamllab/rlcard/issues/126 (PyCharm's report of the OOM killer's SIGKILL:
# the replay buffer outgrew the RAM)
EXIT_137 = "Process finished with exit code 137 (interrupted by signal 9: SIGKILL) "

# https://github.com/hx173149/C3D-tensorflow/issues/57 ("my computer was too low in ram")
BAD_ALLOC = (
    "While training the process stops and I'm getting a \"tensorflow terminate called after "
    "throwing an instance of 'std::bad_alloc'\" error."
)

# https://github.com/YoYo000/MVSNet/issues/18 (each package tried in turn)
TRIED_EACH = (
    "I've tried to test the code with an Intel 8700k, 16GB RAM and Nvidia 1070 8GB VRAM without "
    "success using both tensorflow-cpu and tensorflow-gpu."
)

# https://github.com/yao8839836/text_gcn/issues/41 (TensorFlow's own size limit of one GPU
# kernel, sparse_tensor_dense_matmul_op.cc)
SPARSE_LIMIT = "Cannot use GPU when output.shape[1] * nnz(a) > 2^31"


def _causes(text: str, platform: str = "linux") -> list[tuple[str, str]]:
    report = explain_log_report(text.splitlines(), platform)
    return [(f.id, f.severity) for f in report.findings if not f.harmless]


def test_a_gpu_only_model_on_a_machine_said_to_have_no_gpu_is_the_cause() -> None:
    for text in (KASHGARI, TL_GAN):
        found = _causes(text)
        assert found[0] == ("model-needs-gpu", ERROR), text
    report = explain_log_report(TL_GAN.splitlines())
    first = report.findings[0]
    assert first.confidence == "confirmed"  # stated outright, and the op's line
    assert any("My system does not have a Nvidia GPU" in e for e in first.evidence)
    assert any("Generic conv implementation" in e for e in first.evidence)
    # what would explain a missing GPU explains nothing on a machine without one: notes only
    others = [f for f in report.findings[1:] if not f.harmless]
    assert others and all(f.severity == INFO for f in others)
    assert "tensorflow-cpu-only-build" in [f.id for f in others]


def test_the_statements_of_no_gpu_are_read() -> None:
    for line in (KASHGARI.splitlines()[0], TL_GAN.splitlines()[0]):
        assert read_log_facts([line])["from_log"].get("no_gpu_here") is True, line
    # what a program says of the machine is the complaint, not a statement
    said = "TensorFlow says my system does not have a GPU"
    assert "no_gpu_here" not in read_log_facts([said])["from_log"]


def test_without_a_statement_it_comes_after_what_explains_the_missing_gpu() -> None:
    found = _causes(CUDNN_RNN_NO_GPU)
    ids = [i for i, _ in found]
    assert ("model-needs-gpu", WARNING) in found
    assert ids[0] == "tensorflow-cpu-only-build"
    assert ids.index("model-needs-gpu") > ids.index("tensorflow-cpu-only-build")
    # alone (nothing else found), it is an error, possible
    report = explain_log_report([KASHGARI.splitlines()[2]])
    f = next(x for x in report.findings if x.id == "model-needs-gpu")
    assert f.severity in (ERROR, WARNING)
    assert f.confidence == "possible"


def test_not_where_a_gpu_device_is_registered_or_on_a_mac() -> None:
    assert "model-needs-gpu" not in dict(_causes(METAL))
    mac = "Python 3.9.7 (default, Sep 16 2021, 08:50:36) [Clang 10.0.0 ] on darwin\n" + KASHGARI
    assert "model-needs-gpu" not in dict(_causes(mac))
    assert "macos-no-cuda" in dict(_causes(mac))
    # no op of that kind: nothing to say
    assert "model-needs-gpu" not in dict(_causes(KASHGARI.splitlines()[0]))


def test_the_computers_memory_told_by_a_kill_or_bad_alloc() -> None:
    for text in (EXIT_137, BAD_ALLOC, "my_container exited with code 137"):
        assert _causes(text)[0][0] == "host-out-of-memory", text
    assert _causes("Process finished with exit code 1") == []


def test_a_refused_allocation_in_a_run_that_ended_well_is_information() -> None:
    report = explain_log_report(I3D.splitlines())
    oom = next(f for f in report.findings if f.id == "gpu-out-of-memory")
    assert oom.severity == INFO
    assert not [f for f in report.findings if f.severity in (ERROR, WARNING) and not f.harmless]
    # without the outcome told, the same line is the error
    refused = I3D.replace(", but the results is correct", "")
    assert ("gpu-out-of-memory", ERROR) in _causes(refused)
    # the outcome does not excuse an out-of-memory error that stopped an op
    stopped = I3D + "\nResourceExhaustedError: OOM when allocating tensor with shape[64,1024]"
    assert ("gpu-out-of-memory", ERROR) in _causes(stopped)


def test_questions_and_tensorflows_own_refusals_are_no_complaint() -> None:
    question = I3D.splitlines()[3]
    assert "gpu_not_used" not in read_log_facts([question])["from_log"]
    assert "gpu_not_used" not in read_log_facts([SPARSE_LIMIT])["from_log"]
    assert _causes(SPARSE_LIMIT) == []
    # the complaint itself still is one
    assert read_log_facts(["I can not use my GPU"])["from_log"].get("gpu_not_used") is True


def test_packages_tried_in_turn_are_not_two_distributions() -> None:
    assert "multiple-tensorflow-distributions" not in dict(_causes(TRIED_EACH))
    both = "I have both tensorflow-cpu and tensorflow-gpu installed"
    assert "multiple-tensorflow-distributions" in dict(_causes(both))
