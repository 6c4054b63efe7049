"""The questions the rules ask of a facts dict: answered from the facts, ``None`` when unknown."""

from __future__ import annotations

from tests.doctor import factsets as fs
from tfgpu_gui.doctor.facts import FactView
from tfgpu_gui.doctor.knowledge.gpu_arch import DEFAULT_CAPABILITIES


def test_the_healthy_machine() -> None:
    v = FactView(fs.healthy())
    assert v.platform == "linux"
    assert v.env == {"TF_FORCE_GPU_ALLOW_GROWTH": "true"}
    assert (v.nvml_ok, v.nvml_error_kind, v.nvml_simulated) == (True, None, False)
    assert v.driver_version == (555, 42, 6)
    assert v.driver_known and v.driver_evidenced
    assert v.driver_cuda == (12, 5)
    assert [g["index"] for g in v.nvml_gpus] == [0]
    assert v.packages["nvidia-cudnn-cu12"] == "9.3.0.75"
    assert v.packages_known
    assert v.tf_distributions() == ["tensorflow"]
    assert v.nvidia_wheels("nvidia-cudnn") == {"nvidia-cudnn-cu12": "9.3.0.75"}
    assert (v.tf_ran, v.tf_imported, v.tf_version) == (True, True, (2, 21, 0))
    assert v.tf_build is not None and v.tf_build.tf == (2, 21)
    assert (v.tf_cuda, v.tf_cudnn_major) == ((12, 5), 9)
    assert v.capabilities == ["sm_60", "sm_70", "sm_80", "sm_89", "compute_90"]
    assert (v.built_with_cuda, v.tf_gpu_count) == (True, 1)
    assert v.library("libcudnn")["found"] is True
    assert v.python_version == (3, 11, 9)


def test_nothing_known() -> None:
    v = FactView({})
    assert v.platform == "linux"
    assert FactView({}, fallback_platform="windows").platform == "windows"
    assert v.platform_stated is True
    assert v.env == {}
    assert (v.nvml_ok, v.nvml_error_kind, v.nvml_simulated) == (False, None, False)
    assert v.driver_version is None
    assert not v.driver_known and not v.driver_evidenced
    assert v.driver_cuda is None and v.nvml_gpus == []
    assert v.packages == {} and not v.packages_known
    assert (v.tf_ran, v.tf_imported, v.tf_version, v.tf_build) == (False, False, None, None)
    assert (v.tf_cuda, v.tf_cudnn_major) == (None, None)
    assert v.capabilities == list(DEFAULT_CAPABILITIES)
    assert (v.built_with_cuda, v.tf_gpu_count) == (None, None)
    assert v.library("libcuda") == {} and v.python_version is None


def test_sections_of_the_wrong_type_are_unknown() -> None:
    v = FactView({"system": "linux", "nvml": ["ok"], "tensorflow": 1, "libraries": None})
    assert v.system == {} and v.nvml == {} and v.tf == {} and v.libraries == {}
    assert FactView({"libraries": {"libcuda": "found"}}).library("libcuda") == {}


def test_the_target_s_environment_wins_over_ours_and_is_text() -> None:
    assert FactView({"env": {"A": 1}}).env == {"A": "1"}
    assert FactView({"env": {"A": "1"}, "env_target": {"B": 2}}).env == {"B": "2"}
    assert FactView({"env": {"A": "1"}, "env_target": {}}).env == {}
    assert FactView({"env": {"A": "1"}, "env_target": "junk"}).env == {"A": "1"}


def test_nvml_s_answer() -> None:
    v = FactView({"nvml": {"ok": 1, "error_kind": "", "backend": "simulated:healthy"}})
    assert v.nvml_ok is True and v.nvml_error_kind is None and v.nvml_simulated
    assert FactView({"nvml": {"error_kind": "no-driver"}}).nvml_error_kind == "no-driver"
    assert not FactView({"nvml": {"backend": "nvml (simulated)"}}).nvml_simulated
    gpus = [{"index": 0}, "junk", None, {"index": 1}]
    assert FactView({"nvml": {"gpus": gpus}}).nvml_gpus == [{"index": 0}, {"index": 1}]


def test_driver_version_from_the_kernel_module_only_where_nvml_was_not_asked() -> None:
    driver = {"kernel_module_version": "470.256.02"}
    assert FactView({"driver": driver}).driver_version == (470, 256, 2)
    assert FactView({"driver": driver}).driver_known  # a log that states it
    asked = FactView({"driver": driver, "nvml": {"ok": False}})
    assert asked.driver_version is None and not asked.driver_known
    failed = FactView({"nvml": {"ok": False, "driver_version": "550.1"}})
    assert failed.driver_version == (550, 1) and not failed.driver_known


def test_a_driver_is_evidenced_by_any_sign_of_it() -> None:
    assert FactView({"driver": {"proc_version": "NVRM 555"}}).driver_evidenced
    assert FactView({"libraries": {"libcuda": {"found": True}}}).driver_evidenced
    tf = {"imported": True, "gpus": ["/physical_device:GPU:0"]}
    assert FactView({"tensorflow": tf}).driver_evidenced
    assert not FactView({"tensorflow": {"imported": True, "gpus": []}}).driver_evidenced
    assert not FactView({"driver": {"proc_version": ""}, "nvml": {}}).driver_evidenced


def test_packages_as_name_to_version_text() -> None:
    v = FactView({"packages": {"tensorflow": {"version": "2.21.0"}, "keras": "3.12.0", "x": 1}})
    assert v.packages == {"tensorflow": "2.21.0", "keras": "3.12.0", "x": "1"}
    assert not FactView({"packages": {}, "packages_partial": True}).packages_known
    assert FactView({"packages": {}, "packages_partial": False}).packages_known


def test_distributions_in_the_table_s_order() -> None:
    v = FactView({"packages": {"tf-nightly": "2.22", "tensorflow-cpu": "2.21", "torch": "2"}})
    assert v.tf_distributions() == ["tensorflow-cpu", "tf-nightly"]


def test_nvidia_wheels_of_a_stem_need_their_cuda_suffix() -> None:
    v = FactView(
        {
            "packages": {
                "nvidia-cudnn-cu12": "9.3",
                "nvidia-cudnn-cu11": "8.6",
                "nvidia-cudnn-frontend": "1.0",
                "nvidia-cuda-runtime-cu12": "12.5",
            }
        }
    )
    assert v.nvidia_wheels("nvidia-cudnn") == {
        "nvidia-cudnn-cu12": "9.3",
        "nvidia-cudnn-cu11": "8.6",
    }
    assert v.nvidia_wheels("nvidia-cuda") == {}


def test_tensorflow_s_version_from_the_import_then_the_distributions_then_what_is_stated() -> None:
    assert FactView({"tensorflow": {"version": "2.16.1"}}).tf_version == (2, 16, 1)
    packages = {"tf-nightly": "x", "tensorflow-cpu": "junk", "tensorflow-intel": "2.15.0"}
    v = FactView({"tensorflow": {"version": None}, "packages": packages})
    assert v.tf_version == (2, 15, 0)  # the first distribution with a version
    v = FactView({"packages": {"keras": "3.0"}, "stated": {"tf_version": "2.12"}})
    assert v.tf_version == (2, 12)
    both = FactView({"tensorflow": {"version": "2.16.1"}, "stated": {"tf_version": "2.12"}})
    assert both.tf_version == (2, 16, 1)


def test_the_build_s_cuda_and_cudnn_from_its_build_info_then_the_table() -> None:
    tf = {"version": "2.11.0", "build_info": {"cuda_version": "64_112", "cudnn_version": "64_8"}}
    v = FactView({"tensorflow": tf})
    assert (v.tf_cuda, v.tf_cudnn_major) == ((64, 112), 64)  # what the build says, as read
    v = FactView({"tensorflow": {"version": "2.11.0", "build_info": {}}})
    assert (v.tf_cuda, v.tf_cudnn_major) == ((11, 2), 8)
    v = FactView({"tensorflow": {"version": "2.99", "build_info": {}}})
    assert (v.tf_cuda, v.tf_cudnn_major) == (None, None)


def test_capabilities_from_the_build_info_as_text() -> None:
    caps = {"cuda_compute_capabilities": ["sm_50", 90]}
    assert FactView({"tensorflow": {"build_info": caps}}).capabilities == ["sm_50", "90"]
    empty = {"cuda_compute_capabilities": []}
    assert FactView({"tensorflow": {"build_info": empty}}).capabilities == list(
        DEFAULT_CAPABILITIES
    )
    odd = {"cuda_compute_capabilities": "sm_50"}
    assert FactView({"tensorflow": {"build_info": odd}}).capabilities == list(DEFAULT_CAPABILITIES)


def test_built_with_cuda_from_the_test_then_the_build_info() -> None:
    assert FactView({"tensorflow": {"built_with_cuda": 0}}).built_with_cuda is False
    info = {"build_info": {"is_cuda_build": True}}
    assert FactView({"tensorflow": info}).built_with_cuda is True
    both = {"built_with_cuda": False, "build_info": {"is_cuda_build": True}}
    assert FactView({"tensorflow": both}).built_with_cuda is False
    assert FactView({"tensorflow": {"built_with_cuda": None}}).built_with_cuda is None


def test_gpu_count_only_when_tensorflow_imported_and_listed_them() -> None:
    assert FactView({"tensorflow": {"imported": True, "gpus": []}}).tf_gpu_count == 0
    assert FactView({"tensorflow": {"imported": False, "gpus": ["g"]}}).tf_gpu_count is None
    assert FactView({"tensorflow": {"imported": True, "gpus": "g"}}).tf_gpu_count is None
