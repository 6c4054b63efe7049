"""How people say the GPU is not used, the GPU allocator as proof of a GPU, and GPUs named
beside a CUDA too old for them.

Each sentence is quoted from the public thread named beside it.
"""

from __future__ import annotations

import pytest

from tfgpu_gui.doctor.knowledge.gpu_arch import capability_of
from tfgpu_gui.doctor.log_facts import read_log_facts
from tfgpu_gui.doctor.model import ERROR, INFO, WARNING
from tfgpu_gui.doctor.rules import diagnose_log


def _complains(text: str) -> bool:
    return bool(read_log_facts(text.splitlines())["from_log"].get("gpu_not_used"))


def _problems(text: str) -> dict[str, str]:
    return {
        f.id: f.severity
        for f in diagnose_log(text.splitlines()).findings
        if f.severity in (ERROR, WARNING)
    }


@pytest.mark.parametrize(
    "text",
    [
        "One issue I found: TF doesnt use GPU even when its available.",  # matifali/dockerdl#7
        # https://github.com/keras-team/keras/issues/18844
        "the model does not run on the GPU and the fit process is very slow.",
        # https://github.com/deezer/spleeter/issues/158
        "it sucks that I can't take advantage of a powerful GPU when I have one.",
        # https://github.com/DeepLabCut/DeepLabCut/issues/2465
        "since this Friday all of sudden GPU stop being utilized.",
        # https://github.com/googlecolab/colabtools/issues/4248
        "GPU is connect in my colab but it is not being used and taking computation time",
        # https://github.com/deepfakes/faceswap-playground/issues/79
        "Wanted to know is there anyway to force the script to use GPU??",
        "Whenever I try to train the script uses CPU for training.",
        "Num GPUs: 0",  # https://github.com/patlevin/tfjs-to-tf/issues/35
        "Training on 0 GPUs",  # https://github.com/vanvalenlab/deepcell-tf/issues/383
        "It returns 0 GPUs because it is looking for a `cuda` library",  # tensorflow#42166
        "if I used ipython3 and jupyter, only CPU were used.",  # gw0/docker-keras-full#2
        "But after install keras, tensorflow only can find CPU.",  # keras-team/keras#5776
        "But with hyperopt only the CPU is used, not the GPU.",  # hyperopt/hyperopt#351
        # https://github.com/idealo/image-super-resolution/issues/37
        "The issue is that it's running on CPU and taking long time",
    ],
)
def test_a_gpu_not_used_said_in_more_words(text):
    assert _complains(text)


@pytest.mark.parametrize(
    "text",
    [
        "The GPU works, and the training runs on the GPU.",
        "I don't use the CPU build.",
        "Num GPUs: 1",
        "Training on 2 GPUs",
        "Only the CPU version was installed before; now the GPU one is.",
        "it is running on the GPU now, thanks",
        "I forced it to use the CPU for a test.",
        # some of several GPUs (https://github.com/tensorflow/tensor2tensor/issues/1110)
        "Shouldn't I see a speedup using multiple GPUs? If so: What might be the problem here?",
        "It does not use the second GPU at all.",
    ],
)
def test_sentences_that_are_no_complaint(text):
    assert not _complains(text)


# https://github.com/talmolab/sleap/issues/671: a working run whose reporter believed the GPU
# unused; the log's only text is the name of the GPU's allocator.
SLEAP = "GPU_0_bfc\n\nGood day, How do you fix this error? i cant seem to use my gpu on training."


def test_the_gpus_allocator_named_shows_a_gpu_in_use():
    facts = read_log_facts(SLEAP.splitlines())["from_log"]
    assert facts.get("gpu_in_use") == 1
    assert _problems(SLEAP) == {}
    # Without the allocator's line the same words are a complaint with possible causes.
    assert _problems(SLEAP.splitlines()[-1])


def test_an_out_of_memory_on_the_gpus_allocator_keeps_its_cause():
    # https://github.com/tensorflow/tensorflow/issues/16768 (the allocator is named in the report)
    text = (
        "ResourceExhaustedError: OOM when allocating tensor with shape[64,372,32,32] and type "
        "float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc"
    )
    assert _problems(text).get("gpu-out-of-memory") == ERROR


@pytest.mark.parametrize(
    ("name", "cc"),
    [
        ("NVIDIA GeForce 3090", (8, 6)),
        ("GeForce 1080", (6, 1)),
        ("NVIDIA 4090", (8, 9)),
        ("GTX 2080Ti", (7, 5)),
        ("Quadro RTX 6000", (7, 5)),
        ("GeForce 1660 SUPER", (7, 5)),
    ],
)
def test_geforce_numbers_after_the_makers_name(name, cc):
    assert capability_of(name) == cc


def test_a_number_alone_is_not_a_gpu():
    assert capability_of("3090") is None
    assert capability_of("version 1080") is None


# https://github.com/DeepLabCut/DeepLabCut/issues/1245
DLC_3090 = (
    "I get an error that says my loss tensors has an NaN. I'm on an NVIDIA GeForce 3090 GPU. "
    "I'm running terminal as an administrator. I have CUDA 10.0.0."
)


def test_a_gpu_newer_than_the_stated_cuda_is_possibly_unsupported():
    assert _problems(DLC_3090) == {"compute-capability-unsupported": WARNING}
    (finding,) = [
        f
        for f in diagnose_log(DLC_3090.splitlines()).findings
        if f.id == "compute-capability-unsupported"
    ]
    text = " ".join(finding.evidence)
    assert "NVIDIA GeForce 3090 (stated): compute capability 8.6" in text
    assert "CUDA 10.0" in text and "7.5 at most" in text


def test_a_cuda_new_enough_for_the_gpu_is_no_finding():
    ok = DLC_3090.replace("CUDA 10.0.0", "CUDA 11.2")
    assert "compute-capability-unsupported" not in _problems(ok)
    # A release stated goes by its own build, not by the CUDA beside it.
    with_release = DLC_3090 + " TensorFlow 2.5."
    assert "compute-capability-unsupported" not in _problems(with_release)


@pytest.mark.parametrize(
    ("line", "version"),
    [
        ("Tensorflow: 1.15.2", "1.15"),  # https://github.com/lightvector/KataGo/issues/325
        (
            "TensorFlow: v2.2.0-17-g0854bb5",
            "2.2",
        ),  # https://github.com/mozilla/DeepSpeech/issues/3226
        ("tensorflow==2.12.0", "2.12"),
    ],
)
def test_a_release_after_a_colon_in_a_list_of_versions(line, version):
    assert read_log_facts([line])["stated"]["tf_version"] == version


def test_a_source_path_with_a_colon_is_no_release():
    line = "I tensorflow/core/common_runtime/gpu/gpu_device.cc:1561] Created device"
    assert "tf_version" not in read_log_facts([line]).get("stated", {})


# https://github.com/frankkramer-lab/MIScnn/issues/146: a TensorFlow downgraded on Colab, whose
# traceback (copied from Colab's page) links its frames to the notebook's server.
COLAB_CUDNN = """\
[<ipython-input-17-0920e1d4f2e6>](https://localhost:8080/#) in <module>()
UnknownError:  Failed to get convolution algorithm. This is probably because cuDNN failed to \
initialize, so try looking to see if a warning log message was printed above."""


def test_cudnn_not_starting_after_another_tensorflow_on_colab_is_possibly_its_cudnn():
    facts = read_log_facts(COLAB_CUDNN.splitlines())["from_log"]
    assert facts.get("colab") and facts.get("cudnn_start_failed")
    found = diagnose_log(COLAB_CUDNN.splitlines()).findings
    assert [f.id for f in found if f.severity == WARNING][:2] == [
        "cudnn-version-mismatch",
        "memory-growth-disabled",
    ]
    (mismatch,) = [f for f in found if f.id == "cudnn-version-mismatch"]
    evidence = " | ".join(mismatch.evidence)
    assert "from Colab" in evidence and "log line 1: [<ipython-input" in evidence
    assert "log line 2: UnknownError" in evidence
    assert "restart the runtime" in mismatch.fix


def test_cudnn_not_starting_with_nothing_else_shown_is_the_memory_only():
    alone = COLAB_CUDNN.splitlines()[1]
    assert _problems(alone) == {"memory-growth-disabled": WARNING}
    # A pip install of another TensorFlow in the paste is the same sign as Colab.
    reinstalled = "!pip install tensorflow-gpu==2.1.0\n" + alone
    assert "cudnn-version-mismatch" in _problems(reinstalled)
    (told,) = [
        f
        for f in diagnose_log(reinstalled.splitlines()).findings
        if f.id == "cudnn-version-mismatch"
    ]
    assert "installs or downgrades TensorFlow" in told.evidence[1]
    assert told.evidence[2].startswith("log line 1: !pip install tensorflow-gpu")
    downgraded = "I had to downgrade tensorflow to 2.7 for the package\n" + alone
    assert "cudnn-version-mismatch" in _problems(downgraded)
    # The loaded cuDNN's own line decides it: no second guess beside it.
    told = (
        "Loaded runtime CuDNN library: 8.0.5 but source was compiled with: 8.1.0.  CuDNN "
        "library needs to have matching major version and equal or higher minor version.\n"
        + reinstalled
    )
    assert _problems(told).get("cudnn-version-mismatch") == ERROR


def test_a_local_server_link_that_is_not_a_traceback_frame_is_no_colab():
    facts = read_log_facts(["Open http://localhost:8080/ in the browser"])["from_log"]
    assert not facts.get("colab")


# https://github.com/keras-team/keras-tuner/issues/168
KERAS_TUNER = """\
I am using Tensorflow on an Nvidia GPU by means of the PyPi-package "tensorflow-gpu" on \
Ubuntu 18.04.
When I install keras-tuner, the PyPi-package "tensorflow" is unnecessarily pulled in. As a \
result, my machine learning scripts are not executed on the GPU anymore, but on the CPU instead."""


def test_the_plain_package_pulled_in_beside_tensorflow_gpu_is_possibly_both_installed():
    problems = _problems(KERAS_TUNER)
    assert problems.get("multiple-tensorflow-distributions") == WARNING
    # https://github.com/keras-team/autokeras/issues/157, the package's version in its name
    autokeras = (
        "when i install autokeras-0.2.11 , it will auto install tensorflow-1.10.1 (cpu)  ,\n"
        "and if i install tensorflow-gpu-1.10.1 ,i can not run autokeras on the gpu ?"
    )
    assert _problems(autokeras).get("multiple-tensorflow-distributions") == WARNING


def test_the_plain_package_pulled_in_needs_the_gpu_package_and_a_complaint():
    pulled = KERAS_TUNER.split("\n")[1]
    assert "multiple-tensorflow-distributions" not in _problems(pulled)
    no_complaint = (
        KERAS_TUNER.splitlines()[0]
        + "\n"
        + ('When I install keras-tuner, the PyPi-package "tensorflow" is unnecessarily pulled in.')
    )
    assert "multiple-tensorflow-distributions" not in _problems(no_complaint)
    # tensorflow-gpu pulled in is not the plain package
    gpu_pulled = "keras-tuner pulls in tensorflow-gpu; the GPU is not used"
    assert not read_log_facts([gpu_pulled])["from_log"].get("plain_tf_pulled")


def test_the_older_wording_of_no_dnn_library_is_possibly_another_cudnn():
    # https://github.com/mozilla/DeepSpeech/issues/2788 (TensorFlow 1.15, cuDNN 7.5 for 7.6)
    line = (
        "tensorflow.python.framework.errors_impl.UnknownError: Fail to find the dnn implementation."
    )
    found = [f for f in diagnose_log([line]).findings if f.severity in (ERROR, WARNING)]
    # Or no GPU memory left for cuDNN (https://github.com/Dobiasd/frugally-deep/issues/317).
    assert [(f.id, f.confidence) for f in found] == [
        ("cudnn-version-mismatch", "possible"),
        ("memory-growth-disabled", "possible"),
    ]
    # An out-of-memory report beside it is the reason cuDNN did not start.
    oom = (
        "Resource exhausted: OOM when allocating tensor with shape[32,1024] and type float on "
        "/job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc\n" + line
    )
    assert not {"cudnn-version-mismatch", "memory-growth-disabled"} & set(_problems(oom))


def test_stylegans_no_gpu_devices_found_is_a_complaint():
    # https://github.com/mit-han-lab/data-efficient-gans/issues/41
    assert _complains("RuntimeError: No GPU devices found")
    assert not _complains("Found 2 GPU devices")


# https://github.com/deepfakes/faceswap/issues/1348
ROCM = (
    "2023-08-31 15:12:03.523307: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1990] "
    "Ignoring visible gpu device (device: 0, name: AMD Radeon RX 7900 XT, pci bus id: "
    "0000:03:00.0) with AMDGPU version : gfx1100. The supported AMDGPU versions are gfx1030, "
    "gfx900, gfx906, gfx908, gfx90a."
)


def test_an_amd_gpu_left_out_by_the_rocm_build_is_not_an_old_nvidia_gpu():
    found = [f for f in diagnose_log([ROCM]).findings if f.severity in (ERROR, WARNING)]
    assert [f.id for f in found] == ["compute-capability-unsupported"]
    (finding,) = found
    assert finding.evidence[:2] == [
        "TensorFlow's ROCm build ignored an AMD GPU of architecture gfx1100",
        "the build supports: gfx1030, gfx900, gfx906, gfx908, gfx90a",
    ]
    assert "gfx1100" in finding.fix and "NVIDIA driver, CUDA and cuDNN steps do not apply" in (
        finding.fix
    )
    assert "ROCm build for AMD GPUs" in finding.explanation
    assert "rocminfo" in finding.confirm


def test_nvidias_ignored_gpu_line_stays_too_old():
    # https://github.com/tensorflow/tensorflow/issues/23385
    line = (
        "Ignoring visible gpu device (device: 0, name: Tesla K80, pci bus id: 0000:00:04.0, "
        "compute capability: 3.7) with Cuda compute capability 3.7. The minimum required Cuda "
        "capability is 5.0."
    )
    assert _problems(line) == {"compute-capability-too-old": ERROR}


def test_several_releases_named_all_too_old_for_the_gpu():
    # https://github.com/alexanderkroner/saliency/issues/25
    text = (
        "After upgrading to an RTX 3090, I was getting bad outputs with Tensorflow 1.13. "
        "Tensorflow 1.15 causes the program to hang."
    )
    assert read_log_facts([text])["stated"]["tf_versions"] == ["1.13", "1.15"]
    assert _problems(text) == {"compute-capability-unsupported": WARNING}
    (finding,) = [
        f for f in diagnose_log([text]).findings if f.id == "compute-capability-unsupported"
    ]
    assert "TensorFlow 1.13, 1.15 (each named) were built with CUDA 10.0 at the newest" in (
        " ".join(finding.evidence)
    )
    # One of them new enough for the GPU: the newest CUDA among them decides, no finding.
    newer = text.replace("Tensorflow 1.15", "Tensorflow 2.5")
    assert "compute-capability-unsupported" not in _problems(newer)


@pytest.mark.parametrize(
    "text",
    [
        "there is no issue during train 1. but i got OOM issue when train 2.",  # dc_tts#10
        # https://github.com/deezer/spleeter/issues/64
        "Hello, I'm getting Tensorflow OOM errors on my GPU if I don't limit the length of audio",
        # https://github.com/experiencor/keras-yolo3/issues/21 (its title, then its words)
        "OOM when training raccoon dataset",
        "using train.py with only change dataset path, oom after print",
        "the training stops with an OOM. Any idea?",
    ],
)
def test_out_of_memory_told_in_words_is_possibly_the_gpus_memory(text):
    found = [f for f in diagnose_log([text]).findings if f.severity in (ERROR, WARNING)]
    assert [(f.id, f.confidence) for f in found] == [("gpu-out-of-memory", "possible")]


def test_a_room_is_no_out_of_memory():
    assert "gpu-out-of-memory" not in _problems("I got a room with a GPU server in it")
    assert "gpu-out-of-memory" not in _problems("a zoom after print of the image")
    assert "gpu-out-of-memory" not in _problems("Does it stop with an OOM on a 4 GB card?")


def test_the_convolution_algorithm_line_alone_is_possibly_the_memory():
    # https://github.com/juglab/n2v/issues/100 (its title)
    title = '"Unknown: Failed to get convolution algorithm." error and how to solve it'
    assert _problems(title) == {"memory-growth-disabled": WARNING}


# https://github.com/apcamargo/genomad/issues/147: a run on a CPU node on purpose.
NO_DEVICE = (
    "2025-03-06 05:57:51.083194: E tensorflow/stream_executor/cuda/cuda_driver.cc:271] failed "
    "call to cuInit: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected"
)


def test_no_cuda_device_on_a_run_said_to_be_without_the_gpu_is_not_a_problem():
    said = NO_DEVICE + "\nFor this particular run I forgot to use GPU, and the job completed."
    assert _problems(said) == {}
    # Alone, the line is the GPUs hidden (possibly): a paste to a GPU doctor wants the GPU.
    assert "cuda-visible-devices-hides-gpus" in _problems(NO_DEVICE)


def test_tensorflow_gpu_before_2_1_is_the_gpu_build_not_an_obsolete_name():
    # https://github.com/ChengeYang/Human-Pose-Estimation-Benchmarking-and-Action-Recognition/issues/3
    old = "cuda10\ncudnn7.6.1\ntensorflow-gpu 1.14.0"
    assert "tensorflow-gpu-package-removed" not in _problems(old)
    newer = "tensorflow-gpu 2.10.0"
    assert "tensorflow-gpu-package-removed" in _problems(newer)


def test_only_cpus_registered_is_tensorflow_without_a_gpu_device():
    # https://github.com/NVIDIA/DeepLearningExamples/issues/161
    text = "Registered devices: [CPU, XLA_CPU]\ntensorflow=1.13.1"
    facts = read_log_facts(text.splitlines())
    assert facts["tensorflow"]["gpus"] == []
    assert _problems(text).get("tensorflow-cpu-only-build") == WARNING
    with_gpu = "Registered devices: [CPU, GPU, XLA_CPU, XLA_GPU]"
    assert "gpus" not in read_log_facts([with_gpu]).get("tensorflow", {})


def test_a_wheel_of_another_python_refused_is_possibly_the_python():
    # https://github.com/Qengineering/TensorFlow-JetsonNano/issues/2
    line = (
        "ERROR: tensorflow-2.3.1-cp36-cp36m-linux_aarch64.whl is not a supported wheel on this "
        "platform."
    )
    found = [f for f in diagnose_log([line]).findings if f.severity in (ERROR, WARNING)]
    assert [(f.id, f.confidence) for f in found] == [("python-version-unsupported", "possible")]


# https://github.com/KumaTea/tensorflow-aarch64/issues/6
JETSON = """\
I've installed your version, but it seems like it doesn't use GPU for calculations:
>>> tf.config.list_physical_devices('GPU')
[]
I'm using NVIDIA's Jetson Nano device."""


def test_a_jetson_without_nvidias_tensorflow_is_possibly_a_cpu_build():
    found = [f for f in diagnose_log(JETSON.splitlines()).findings if f.severity == WARNING]
    assert found[0].id == "tensorflow-cpu-only-build"
    assert "developer.download.nvidia.com/compute/redist/jp/" in found[0].fix
    # Not native Windows or a Mac: a Jetson runs Linux.
    assert not {"windows-native-no-gpu", "macos-no-cuda"} & {f.id for f in found}
    # NVIDIA's build named: not this.
    nv = JETSON + "\npip3 install tensorflow==2.11.0+nv23.01"
    assert "tensorflow-cpu-only-build" not in _problems(nv)


def test_a_pascal_gpu_beside_a_cuda_of_the_maxwell_years_is_possibly_unsupported():
    # a GTX 1080 and CUDA 7.5, as in https://github.com/carpedm20/DCGAN-tensorflow/issues/19
    text = "I'm using a GeForce GTX 1080 with CUDA 7.5 and the results are wrong."
    assert _problems(text) == {"compute-capability-unsupported": WARNING}
    assert "compute-capability-unsupported" not in _problems(text.replace("7.5", "8.0"))


# --- wheels, containers and clusters -------------------------------------------------------------


def test_a_wheel_of_another_python_refused_names_the_python_when_the_paste_does():
    # https://github.com/tensorflow/tensorflow/issues/17873
    text = (
        "tensorflow-1.0.0-cp35-cp35m-win_amd64.whl is not a supported wheel on this platform.\n"
        "I am running python3.6 64 bit on windows 10"
    )
    found = {f.id: f for f in diagnose_log(text.splitlines()).findings}
    unsupported = found["python-version-unsupported"]
    assert unsupported.severity == ERROR
    assert unsupported.evidence[0] == (
        "pip refused a wheel built for CPython 3.5 only; this Python is 3.6"
    )
    assert found["python-32-bit"].severity == INFO
    # The same wheel for the Python the paste names: the version is not why.
    fits = text.replace("python3.6", "python3.5")
    assert "python-version-unsupported" not in _problems(fits)


def test_a_refused_windows_wheel_without_the_python_is_both_possible_the_version_first():
    # https://github.com/tensorflow/tensorflow/issues/10061, the line wrapped in the paste
    text = (
        "tensorflow_gpu-1.1.0-cp35-cp35m-win_amd64.whl is not a supported wheel on this p\nlatform."
    )
    found = [f for f in diagnose_log(text.splitlines()).findings if f.severity == WARNING]
    assert [(f.id, f.confidence) for f in found] == [
        ("python-version-unsupported", "possible"),
        ("python-32-bit", "possible"),
    ]
    assert found[0].evidence[0] == "pip refused a wheel built for CPython 3.5 only"


def test_a_kubernetes_pod_without_libcuda_is_a_container_without_the_gpus():
    # https://github.com/NVIDIA/k8s-device-plugin/issues/5
    text = (
        "Hi, I'm trying to deploy `TensorFlow` (with GPU support) on kubernetes with this "
        "device plugin.\n"
        "ImportError: libcuda.so.1: cannot open shared object file: No such file or directory\n"
        "Failed to load the native TensorFlow runtime."
    )
    assert "container-without-gpus" in _problems(text)


def test_pytorchs_no_driver_found_in_a_compose_service_is_the_gpus_not_passed_in():
    # https://github.com/weaviate/weaviate/issues/1736
    text = (
        "Trying to spin up the GPU-enabled docker-compose I generated\n"
        "qna-transformers_1  | RuntimeError: Found no NVIDIA driver on your system. Please check "
        "that you have an NVIDIA GPU and installed a driver"
    )
    assert _problems(text).get("container-without-gpus") == ERROR
    # Outside a container, with nothing showing a GPU wanted: what a machine without one
    # prints (information), the driver once a GPU is wanted.
    host = text.splitlines()[1].split("|", 1)[1]
    assert {f.id: f.severity for f in diagnose_log([host]).findings} == {"no-nvidia-driver": INFO}
    wanted = host + "\nTensorFlow does not use my GPU."
    assert _problems(wanted).get("no-nvidia-driver") == ERROR


def test_the_runtime_unknown_retyped_is_still_the_runtime_not_configured():
    # https://github.com/D34DC3N73R/netdata-glibc/issues/2
    assert "container-runtime-not-configured" in _problems(
        "I am getting unknow runtime specified nvidia."
    )


def test_the_toolkit_installed_but_docker_not_told_is_the_runtime_not_configured():
    # https://github.com/mudler/LocalAI/issues/4511
    text = (
        "Getting `could not select device driver  with capabilities: [[gpu]]`\n"
        "docker run -p 8080:8080 --gpus all --name local-ai -ti localai/localai:latest\n"
        "I did run `apt-get install nvidia-container-toolkit` prior to running local-ai"
    )
    found = [f for f in diagnose_log(text.splitlines()).findings if f.severity in (ERROR, WARNING)]
    assert [(f.id, f.severity) for f in found][:2] == [
        ("container-runtime-not-configured", ERROR),
        ("container-toolkit-missing", WARNING),
    ]
    assert any("log line 3: I did run" in e for e in found[0].evidence)
    # Without the install told, the toolkit missing stays the cause.
    alone = "\n".join(text.splitlines()[:2])
    assert _problems(alone).get("container-toolkit-missing") == ERROR


def test_processes_not_seen_in_a_container_are_no_complaint():
    # https://github.com/NVIDIA/gpu-operator/issues/629 (a run that worked)
    assert not _complains('Cannot see gpu process using "nvidia-smi" in container')
    assert _complains("Cannot see gpu in the container")


@pytest.mark.parametrize(
    "shown",
    [
        # An op placed on the GPU (no device list in the paste) ...
        "Executing op MatMul in device /job:localhost/replica:0/task:0/device:GPU:0",
        # ... or one GPU device created (a count of one, not only of several).
        "2024-01-01 12:00:00.000000: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1928] "
        "Created device /job:localhost/replica:0/task:0/device:GPU:0 with 22282 MB memory:  -> "
        "device: 0, name: NVIDIA GeForce RTX 3090, pci bus id: 0000:01:00.0, compute "
        "capability: 8.6",
    ],
)
def test_a_gpu_shown_in_use_silences_the_complaint_entirely(shown: str):
    # A complaint beside proof of a GPU in use lists none of the system's usual causes, not
    # even as information.
    paste = f"Ubuntu 22.04, TensorFlow 2.16\nthe GPU is not used\n{shown}"
    assert diagnose_log(paste.splitlines()).findings == []
    # Without the proof, the same paste gets them.
    assert "and-cuda-extra-missing" in _problems(
        "Ubuntu 22.04, TensorFlow 2.16\nthe GPU is not used"
    )


@pytest.mark.parametrize(
    "text",
    [
        # https://github.com/persephone-tools/persephone/issues/236
        "How to train it with GPU? I read the documentation but it seems GPU support is missing.",
        # https://github.com/MaybeShewill-CV/attentive-gan-derainnet/issues/44
        "Which parameters should I modify so that training can be done under the gpu?",
        # https://github.com/gvne/spleeterpp/issues/34
        "Yo, is it possible to run the processing on a gpu instead of the cpu?",
        # https://github.com/bojone/bert4keras/issues/254
        "BERT预训练时，GPU占用仅287M，CPU用了40个，怎么切换到使用GPU训练呢?",
        # https://github.com/ria-com/nomeroff-net/issues/81
        "установлен tensorflow-gpu как реализовать mrcnn_train на gpu?",
        "How can I use the GPU with this model?",
    ],
)
def test_asking_how_to_get_the_work_onto_the_gpu_is_a_complaint(text):
    assert _complains(text)
    # with nothing else shown, the usual causes follow, each "possible" (a CPU-only build not
    # where tensorflow-gpu is named)
    assert "cuda-libraries-missing" in _problems(text)


@pytest.mark.parametrize(
    "text",
    [
        "How to train it faster?",
        "How do I run the tests?",
        "It trains on the GPU now, thanks!",
        "How do I limit the memory TensorFlow takes on the GPU?",
    ],
)
def test_other_questions_are_no_complaint(text):
    assert not _complains(text)


@pytest.mark.parametrize(
    "text",
    [
        # https://github.com/tensorflow/tensorflow/issues/47623 (its title)
        "Tensorflow doesn't seem to work on rtx2060",
        # https://github.com/tensorflow/tensorflow/issues/44478 (its title)
        "I can't use tensorflow very well by using RTX 3090,When will you updata your new "
        "version to support the new RTX3090?",
    ],
)
def test_a_complaint_that_names_the_gpu_by_its_model(text):
    assert _complains(text)


def test_a_gpu_named_by_its_model_without_a_complaint_is_none():
    # https://github.com/tensorflow/tensorflow/issues/45285: the model named, nothing wrong said
    assert not _complains("pciBusID: 0000:08:00.0 name: GeForce RTX 3070 computeCapability: 8.6")
    assert not _complains("I bought an RTX 3060 and training works well now.")


@pytest.mark.parametrize(
    "text",
    [
        # https://github.com/kubeflow/kubeflow/issues/4704
        '"import tensorflow as tf" and pythons typical no module found error.',
        # https://github.com/kubeflow/kubeflow/issues/4471
        "this image contains both python2 and python3 runtime, and tensorflow only exists in "
        "python2 runtime.",
        "I run import tensorflow and it fails to find the module",
        "tensorflow is installed only in the python 2 environment",
    ],
)
def test_tensorflow_told_missing_in_words_is_possibly_not_installed(text):
    found = [f for f in diagnose_log([text]).findings if f.severity in (ERROR, WARNING)]
    assert [f.id for f in found] == ["tensorflow-not-installed"]


def test_asked_about_a_missing_module_is_no_evidence():
    assert _problems("Why does import tensorflow give no module found?") == {}


def test_the_allocators_notice_quoted_without_its_start_is_no_out_of_memory():
    # https://github.com/anishathalye/neural-style/issues/86: the run went on
    text = (
        "right after it starts iteration 1 it says: `ran out of memory trying to allocate "
        "975.59MiB`\nthe script runs fine but I wonder if this memory allocation issue affects "
        "performance?"
    )
    assert "gpu-out-of-memory" not in _problems(text)
    # Out of memory in the user's own words still is.
    assert "gpu-out-of-memory" in _problems("my GPU ran out of memory at iteration 1")


# https://github.com/serengil/deepface/issues/34 (its lines, shortened): a container without GPUs,
# where the poster wants the CPU and the run finishes
CPU_WANTED = """I have this error using debian on the docker, I would like to disable cuda support, is there how?
Using TensorFlow backend.
2020-05-20 14:35:39.426369: E tensorflow/stream_executor/cuda/cuda_driver.cc:313] failed call to cuInit: UNKNOWN ERROR (303)
Verification: 100%|██████████| 1/1 [00:00<00:00,  1.46it/s]"""  # noqa: E501


def test_the_gpu_absent_where_the_cpu_is_wanted_is_no_fault():
    assert _problems(CPU_WANTED) == {}
    d = diagnose_log(CPU_WANTED.splitlines())
    noted = next(f for f in d.findings if f.id == "container-without-gpus")
    assert noted.severity == INFO and "on the CPU" in noted.evidence[-1]
    # Without the wish, the same container lines are the cause.
    assert _problems(CPU_WANTED.replace("I would like to disable cuda support, ", "")) == {
        "container-without-gpus": ERROR
    }
    # A wish for the CPU beside a complaint about the GPU changes nothing.
    both = CPU_WANTED + "\nbut why does tensorflow not use the GPU"
    assert "container-without-gpus" in _problems(both)
    # Nor beside something that failed: a traceback, or another error.
    failed = CPU_WANTED + '\nTraceback (most recent call last):\n  File "x.py", line 1'
    assert "container-without-gpus" in _problems(failed)
    oom = CPU_WANTED + "\nResourceExhaustedError: OOM when allocating tensor with shape[8,64]"
    assert "container-without-gpus" in _problems(oom)


def test_a_run_on_the_cpu_not_the_gpu_and_the_swap_asked_about():
    # https://github.com/houssamzenati/Efficient-GAN-Anomaly-Detection/issues/10
    text = (
        "I installed your code and tried to run the example, but I found it ran on CPU, not on "
        "GPU. Do I need to change tensorflow into tensorflow-gpu in your requirement.txt?"
    )
    facts = read_log_facts([text])
    assert facts["from_log"].get("gpu_not_used") is True
    # The swap asked about: the plain package is what ran, tensorflow-gpu is not there.
    assert not facts["from_log"].get("tf_gpu_named")
    assert next(iter(_problems(text))) == "tensorflow-cpu-only-build"
    # Done without helping, the GPU package is what is there now.
    done = "I changed tensorflow into tensorflow-gpu but it still runs on the CPU"
    assert read_log_facts([done])["from_log"].get("tf_gpu_named") is True


def test_keras_generic_rnn_kernel_notice_is_no_complaint():
    # Keras prints it for an LSTM or GRU on the CPU and on the GPU alike (saved notebook
    # outputs print it before epochs that ran); alone it says nothing about the GPU.
    notice = (
        "WARNING:tensorflow:Layer lstm_18 will not use cuDNN kernels since it doesn't meet the "
        "criteria. It will use a generic GPU kernel as fallback when running on GPU."
    )
    assert not _complains(notice)
    assert _problems(notice) == {}
    # Beside the poster's own words, the complaint is still read.
    assert _complains(f"{notice}\nMy GPU is not used at all during training")
