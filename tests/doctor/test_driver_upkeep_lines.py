"""The NVIDIA driver after a kernel or driver update, read from what the kernel, lspci and DKMS
print and from what users tell (the kernel module refusing new libraries, nouveau holding the
GPU, DKMS builds that fail); CUDA's forward-compatibility error on a machine, and Windows'
"DLL initialisation failed" in other languages.
"""

from __future__ import annotations

from tfgpu_gui.doctor.collect import explain_log_report
from tfgpu_gui.doctor.model import ERROR

# https://github.com/NVIDIA/nvidia-docker/issues/182 (the driver upgraded, the old module still
# loaded: "after I upgraded I needed to reboot")
API_MISMATCH = """Aug 26 14:08:07 host kernel: NVRM: API mismatch: the client has the version 367.44, but
                                      NVRM: this kernel module has the version 367.35.  Please
                                      NVRM: make sure that this kernel module and all NVIDIA driver
                                      NVRM: components have the same version."""  # noqa: E501

# https://github.com/stackhpc/ansible-slurm-appliance/issues/287 (syslog joins the lines with
# "#012"; a reboot fixed it)
API_MISMATCH_SYSLOG = "Jun 30 11:07:05 host kernel: NVRM: API mismatch: the client has the version 535.54.03, but#012NVRM: this kernel module has the version 530.30.02.  Please#012NVRM: make sure that this kernel module and all NVIDIA driver#012NVRM: components have the same version."  # noqa: E501

# https://github.com/negativo17/nvidia-driver/issues/73 (lspci -vv: nouveau bound to the card)
LSPCI_NOUVEAU = """01:00.0 VGA compatible controller: NVIDIA Corporation GM204 [GeForce GTX 970] (rev a1) (prog-if 00 [VGA controller])
	Subsystem: eVga.com. Corp. Device 1972
	Kernel driver in use: nouveau
	Kernel modules: nouveau, nvidia_drm, nvidia"""  # noqa: E501

# https://github.com/vanities/GPU-Passthrough-Arch-Linux-to-Windows10/issues/6 (lspci -nnk with
# NVIDIA's module bound to the card)
LSPCI_NVIDIA = """01:00.0 VGA compatible controller [0300]: NVIDIA Corporation TU117M [GeForce GTX 1650 Mobile / Max-Q] [10de:1f91] (rev a1)
        Subsystem: Hewlett-Packard Company Device [103c:85fc]
        Kernel driver in use: nvidia
        Kernel modules: nouveau, nvidia_drm, nvidia"""  # noqa: E501

# https://github.com/negativo17/nvidia-driver/issues/75
NOUVEAU_TOLD = (
    "Hi! I just upgraded an f27 to f29 and it seems that nvidia cannot be loaded because nouveau "
    "is always present an loaded!! (and no package with nouveau is installed)"
)

# https://github.com/linux-surface/linux-surface/issues/52 (DKMS's make.log: the 418.74 driver
# does not build for the 5.3 kernel)
DKMS_MAKE_LOG = """/var/lib/dkms/nvidia-current/418.74/build/common/inc/nv-linux.h:733:21: error: void value not ignored as it ought to be
         int __ret = on_each_cpu(func, info, 1);        \\"""  # noqa: E501

# https://github.com/linux-surface/linux-surface/issues/1296
DKMS_TOLD = (
    "I'm experiencing an issue installing the linux-surface kernel, getting several errors from "
    "dkms as well as dpkg."
)

# https://github.com/ai2ys/Deep-Learning-Workstation-Setup/issues/1
KERNEL_UPDATES = (
    "From time to time the NVIDIA GPU driver stops working. I found out that this error relates "
    "to kernel updates."
)

# https://github.com/rapidsai/cusignal/issues/398 (bare metal; "Rebooting resolved this issue")
COMPAT_804 = (
    "**cupy_backends.cuda.api.runtime.CUDARuntimeError: cudaErrorCompatNotSupportedOnDevice: "
    "forward compatibility was attempted on non supported HW**"
)

# Windows' ERROR_DLL_INIT_FAILED under TensorFlow's import, in the words of Windows in other
# languages (German: https://github.com/boy1dr/SpleeterGui/issues/36; the others as Python
# quotes them, the texts of Windows' message table)
DLL_INIT = {
    "de": "ImportError: DLL load failed: Eine DLL-Initialisierungsroutine ist fehlgeschlagen.",
    "fr": (
        "ImportError: DLL load failed while importing _pywrap_tensorflow_internal: Une routine "
        "d’initialisation d’une bibliothèque de liens dynamiques (DLL) a échoué."
    ),
    "es": (
        "ImportError: DLL load failed while importing _pywrap_tensorflow_internal: Error en una "
        "rutina de inicialización de biblioteca de vínculos dinámicos (DLL)."
    ),
    "ru": (
        "ImportError: DLL load failed while importing _pywrap_tensorflow_internal: Произошел сбой "
        "в программе инициализации библиотеки динамической компоновки (DLL)."
    ),
    "ja": (
        "ImportError: DLL load failed while importing _pywrap_tensorflow_internal: ダイナミック "
        "リンク ライブラリ (DLL) 初期化ルーチンの実行に失敗しました。"
    ),
}


def _causes(text: str, platform: str = "linux") -> list[tuple[str, str]]:
    report = explain_log_report(text.splitlines(), platform)
    return [(f.id, f.severity) for f in report.findings if not f.harmless]


def test_the_kernel_module_refusing_newer_libraries_is_a_mismatch() -> None:
    for text in (API_MISMATCH, API_MISMATCH_SYSLOG):
        assert _causes(text)[0] == ("driver-library-mismatch", ERROR), text
    report = explain_log_report(API_MISMATCH.splitlines())
    first = report.findings[0]
    assert any("367.44" in e for e in first.evidence)
    assert "reboot" in first.fix.lower()
    # the module's other lines are not it
    loaded = "NVRM: loading NVIDIA UNIX x86_64 Kernel Module  390.129  Mon Jul 22 21:10:21 PDT 2019"
    assert "driver-library-mismatch" not in dict(_causes(loaded))


def test_nouveau_holding_the_gpu_means_nvidias_module_is_not_loaded() -> None:
    assert _causes(LSPCI_NOUVEAU)[0] == ("driver-not-loaded", ERROR)
    assert _causes(LSPCI_NVIDIA) == []
    found = _causes(NOUVEAU_TOLD)
    assert found[0][0] == "driver-not-loaded"
    told = explain_log_report(
        ["The logs indicate that Nouveau wasn't disabled and the nvidia module couldn't load."]
    )
    assert [f.id for f in told.findings][:1] == ["driver-not-loaded"]
    # an install guide's condition, or a question, is not a statement
    for line in (
        "If nouveau is loaded, blacklist it and rebuild the initramfs.",
        "Make sure nouveau is not loaded before installing.",
        "Is nouveau still loaded?",
        # nor a purpose
        "To avoid that nouveau is loaded at boot, add it to the blacklist.",
    ):
        assert "driver-not-loaded" not in dict(_causes(line)), line


def test_dkms_builds_that_fail_leave_no_module_for_the_kernel() -> None:
    for text in (DKMS_MAKE_LOG, DKMS_TOLD, KERNEL_UPDATES):
        assert _causes(text)[0][0] == "driver-not-loaded", text
    # a warning in the same build, or a build of another module, is not it
    warning = "/var/lib/dkms/nvidia/535.54.03/build/nvidia/nv.c:12:3: warning: unused variable"
    assert _causes(warning) == []
    other = "/var/lib/dkms/virtualbox/6.1.38/build/vboxdrv/linux.c:20:1: error: unknown type"
    assert "driver-not-loaded" not in dict(_causes(other))
    for line in (
        "Check whether dkms failed for the new kernel.",
        "If the driver stops working after kernel updates, reinstall it.",
    ):
        assert "driver-not-loaded" not in dict(_causes(line)), line


def test_forward_compatibility_on_a_machine_may_be_an_update_before_a_reboot() -> None:
    report = explain_log_report([COMPAT_804])
    ids = [f.id for f in report.findings if not f.harmless]
    assert ids[:2] == ["driver-too-old", "driver-library-mismatch"]
    mismatch = next(f for f in report.findings if f.id == "driver-library-mismatch")
    assert mismatch.confidence == "possible"
    # a line that proves a mismatch takes its place as the cause
    both = [COMPAT_804, "Failed to initialize NVML: Driver/library version mismatch"]
    assert _causes("\n".join(both))[0] == ("driver-library-mismatch", ERROR)


def test_dll_initialisation_failures_in_other_languages_point_at_the_cpu() -> None:
    for lang, line in DLL_INIT.items():
        ids = [i for i, _ in _causes(line, "windows")]
        assert ids[:1] == ["cpu-without-avx"], lang
        assert "tensorflow-import-failed" in ids, lang
    # Windows' "module not found" in German is another failure
    missing = "ImportError: DLL load failed: Das angegebene Modul wurde nicht gefunden."
    assert "cpu-without-avx" not in dict(_causes(missing, "windows"))
