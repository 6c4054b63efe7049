# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A four-hundred-and-eleventh set of real threads: Julia CUDA.jl and Rust ML crates on the CUDA stack (2023-2024), from GitHub issues on JuliaGPU/CUDA.jl, huggingface/candle, chelsea0x3b/cudarc (the CUDA crate under candle, dfdx and mistral.rs) and chelsea0x3b/llama-dfdx.

Broken kinds held: PTX built by a CUDA toolkit newer than the NVIDIA driver (dfdx), the CUDA
runtime's NVRTC library not on the loader path (candle, libnvrtc in a conda environment), the
driver library not found inside WSL2 (cudarc through mistral.rs), and a Fermi GPU whose last
driver stops at CUDA 8 (CUDA.jl). Working runs: none met.

Small set: most threads on these repositories had no confirmation in the stored text (their
resolution, if any, lies past the stored opening), or their cause lay in the framework itself
(libtorch's own libraries not on the path for tch-rs, a CPU-only libtorch, candle's bf16 kernels
left out below compute capability 8.0, cudarc's library names). candle#2498 was left out: the
poster's 'It must be a cuda mismatch problem' came after the same error on a box built and run on
itself, so the cause is not settled.

At first look (the doctor of commit dbf53a7) the cause was named in 2 of the 4 broken logs,
both first; no working run is held.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="llama-dfdx-unsupported-ptx-version-driver-525",
        source=_GH + "chelsea0x3b/llama-dfdx/issues/6",
        text=r"""When trying to run the program, I get this error:
```
thread 'main' panicked at 'called `Result::unwrap()` on an `Err` value: Driver(DriverError(CUDA_ERROR_UNSUPPORTED_PTX_VERSION, "the provided PTX was compiled with an unsupported toolchain."))', /home/alice/.cargo/git/checkouts/dfdx-318e6e5ad83eea79/19da9fe/src/tensor_ops/select_and_gather/mod.rs:155:30
```""",
        expected_cause="driver-too-old",
        note="2023. The poster (opfromthestart) found the cause himself the next day: 'You need to update to cuda driver 530 for this version, 525 will not work' (the dfdx kernels' PTX came from a CUDA 12.1 toolkit, newer than what driver 525 accepts). Issue closed.",
        platform="linux",
    ),
    CorpusLog(
        name="candle-libnvrtc-so-12-in-conda-env-not-on-loader-path",
        source=_GH + "huggingface/candle/issues/2112",
        text=r"""Hi,
This is my Cargo.toml:
```
[package]
name = "myapp"
version = "0.1.0"
edition = "2021"

[dependencies]
candle-core = { git = "https://github.com/huggingface/candle.git", version = "0.5.0", features = ["cuda"] }
```
And this is my code:
```
use candle_core::{Device, Tensor};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let device = Device::new_cuda(0)?;

    let a = Tensor::randn(0f32, 1., (2, 3), &device)?;
    let b = Tensor::randn(0f32, 1., (3, 4), &device)?;

    let c = a.matmul(&b)?;
    println!("{c}");
    Ok(())
}
```
When compiling the code, an error occurred:
```
(py311) [alice@host myapp]$ cargo run
   Compiling cudarc v0.10.0
   Compiling candle-core v0.5.0 (https://github.com/huggingface/candle.git#b2e81675)
   Compiling myapp v0.1.0 (/home/alice/data/work/projects/practice/myapp)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 7.96s
     Running `target/debug/myapp`
target/debug/myapp: error while loading shared libraries: libnvrtc.so.12: cannot open shared object file: No such file or directory
```
The libnvrtc.so.12 is in "/home/alice/programs/miniconda3/envs/py311/lib", how to specify the path ?""",
        expected_cause="cuda-libraries-missing",
        note="2024. Maintainer LaurentMazare: 'You can probably use the `LD_LIBRARY_PATH` environment variable for this.'; the poster: 'Yes, now it can be compiled.' (the CUDA 12 NVRTC library sat in a conda environment's lib folder, outside the loader's search path). The stored copy of the thread breaks off after that reply (issue left open).",
        platform="linux",
    ),
    CorpusLog(
        name="cudarc-mistralrs-wsl-unable-to-find-cuda-lib",
        source=_GH + "chelsea0x3b/cudarc/issues/255",
        text=r"""Hello @coreylowman!

I was running mistral.rs on a WSL machine when I ran into this error:

```
thread 'main' panicked at /home/alice/.cargo/registry/src/index.crates.io-6f17d22bba15001f/cudarc-0.11.5/src/driver/sys/mod.rs:61:9:
Unable to find cuda lib under the names ["cuda", "nvcuda"]. Please open GitHub issue.
```

I have CUDA 12.2 installed""",
        expected_cause="wsl-windows-driver-unreachable",
        note="2024. The poster (EricLBuehler, mistral.rs's author) in the same post: 'my `LD_LIBRARY_PATH` does not point to a path where `libcuda.so` can be found. When I manually set it to point there, everything works.' Inside WSL2 libcuda.so comes from the Windows driver under /usr/lib/wsl/lib, which was not searched; maintainer coreylowman linked candle issues with the same cause and improved the error message. Text cut before the poster's own finding.",
        platform="linux",
    ),
    CorpusLog(
        name="cuda-jl-quadro-600-driver-cuda-8-not-compatible",
        source=_GH + "JuliaGPU/CUDA.jl/issues/2231",
        text=r"""**Is your feature request related to a problem? Please describe.**

Trying to install this package however getting error: Error: CUDA driver 8.0.0 is not compatible with any supported CUDA toolkit (11.4.4, 11.5.2, 11.6.2, 11.7.1, 11.8.0, 12.0.1, 12.1.1, 12.2.2 or 12.3.1)

**Describe the solution you'd like**

Currently I have old GPU (quadro 600) which has support of cuda till version 8 only and have also installed Visual Studio 2015 professional with compiler x64. **Microsoft (R) C/C++ Optimizing Compiler Version 19.00.24215.1 for x64**.

**Describe alternatives you've considered**

If however, older version of CUDA.jl could be installed please guide how to do that without uninstalling currently installed julia (I've julia 1.10 latest right now, and don't want to remove it from system because I have installed a few other packages and it would be bothersome to remove and reinstall them again.)

**Additional context**

If there is a way to use CUDA with my GPU and cuda toolkit version 8, please tell me.""",
        expected_cause="compute-capability-too-old",
        consequences=frozenset({"driver-too-old"}),
        note="2024. Maintainer maleadt: 'Sorry, that's not going to happen. CUDA 8 was released in 2016; it is sadly not realistic for an open-source project to provide support for such old software. We limit our support to what NVIDIA (publicly) support, which is CUDA 11.4+.' Issue closed. The Quadro 600 is a Fermi GPU (compute capability 2.1) whose drivers stop at CUDA 8, so the driver cannot be upgraded: the GPU is too old for the build; the driver-too-old message follows from it.",
        platform="windows",
    ),
)
