# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-sixtysecond set of real threads: Rust bindings to libtorch and ONNX Runtime on the CUDA stack (2020-2025), from GitHub issues on LaurentMazare/tch-rs and pykeio/ort.

Broken kinds held: a CPU-only libtorch fetched by tch-rs's default install (1), ONNX Runtime
binaries without the CUDA execution provider picked by the ort crate (the aarch64 prebuilt; a
feature set mixing rocm with cuda) (2), cuDNN 9 beside an ONNX Runtime 1.17 built for cuDNN 8
on Windows (1), and libtorch's own libtorch_cuda.so left off the loader path (2, no catalogue
ID). All broken: 6; working runs: 0.

Left out: the Julia and R threads of this angle met in the stored copies had no confirmation
before the excerpt ends (JuliaGPU/CUDA.jl#415, #2252, #605 whose poster gave another cause than
the maintainer's, CUDAnative.jl#351, CliMA/Oceananigans.jl#1189, mlverse/torch#301, #378,
#536, #577), or their cause lay in the package itself (CUDA.jl#1755, #1850, #2212), or they
predate 2019 (Flux.jl#417). Rust threads left out: fixes guessed by a maintainer and closed
without a reply (tch-rs#702), resolutions past the stored opening (tch-rs#329, #740, #866,
pykeio/ort#281, #463, huggingface/candle#1846, #2237, kyutai-labs/moshi#114), a maintainer's
diagnosis no poster confirmed (SceneWorks/SceneWorks#1966, driver/module mismatch), threads
whose platform is not stated (csukuangfj/onnxruntime-libs#15), and candle's bf16 kernels left
out below compute capability 8.0 (candle#353, a framework limit). ort#171 is held although
its stored first post breaks off after the line that loads ONNX Runtime 1.17.1: its CUDA
error lines are not in the stored copy.

At first look (the doctor of commit 85a1016) the cause was named in none of the 6 broken logs;
there is no working run in the set. After the changes of the same day, the same.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tch-rs-tesla-t4-vm-default-install-cpu-libtorch",
        source=_GH + "LaurentMazare/tch-rs/issues/213",
        text=r"""I'm using a VM with a TeslaT4 and pytorch + tensorflow are working fine under python with the GPU and CUDA

    In [2]: torch.cuda.is_available()                                                                                                                                                                                            
    Out[2]: True

I can also see the GPU some under load via `nvidia-smi` and `gpustat` when I use tensorflow.

Switching over to rust and tch and I get

    println!("Cuda available: {:?}", Cuda::is_available());
    > false

How can I go about trouble shooting this?

Versions:
     NVIDIA-SMI 440.64       Driver Version: 440.64       CUDA Version: 10.2""",
        expected_cause="framework-cpu-only-build",
        note="2020. Maintainer LaurentMazare: 'How did you install libtorch? The automatic install is cpu only (unless you set some specific environment variables), if you want the gpu version you should probably follow these steps and download the appropriate gpu enabled libtorch.' The poster: 'Thank you I was using the default install.', then, after a path typo, 'It needed to be the `(cxx11 ABI)` version. Thank you' (the CUDA libtorch, cxx11 ABI build, which exists for Linux only). Issue closed.",
        platform="linux",
    ),
    CorpusLog(
        name="tch-rs-libtorch-cuda-so-not-found-ld-library-path-missing-lib",
        source=_GH + "LaurentMazare/tch-rs/issues/767",
        text=r"""when doing a fully clean build of myproject, i am getting this error:
```
target/release/myproject : error while loading shared libraries: libtorch_cuda.so: cannot open shared object file: No such file or directory
```
but i can build and run the tch-rs mnist example just fine in the same environment.

tch-rs is added to my dependencies via:
```
"tch" = { git = "https://github.com/LaurentMazare/tch-rs" }
```""",
        expected_cause=None,
        note="2023. no catalogue ID: the cause was libtorch's own shared library (libtorch_cuda.so, the CUDA half of libtorch) not on the loader path; the closest ID is cuda-libraries-missing, which is about NVIDIA's libraries. Maintainer LaurentMazare: 'Indeed you probably want to set your `LD_LIBRARY_PATH` appropriately' (or copy the crate's build.rs that sets the rpath); the poster: 'my `LD_LIBRARY_PATH` was missing the trailing `/lib` (i.e. it was `/usr/local/libtorch` rather than `/usr/local/libtorch/lib`)'. Issue closed.",
        platform="linux",
    ),
    CorpusLog(
        name="tch-rs-candle-ffi-libtorch-cuda-so-not-found-clean-instance",
        source=_GH + "LaurentMazare/tch-rs/issues/824",
        text=r"""Hello everybody,

I am using `tch-rs` as an FFI between Rust (Candle) and C++ (Pytorch). However, during my testing, I get the following error:
`target/debug/tch_test: error while loading shared libraries: libtorch_cuda.so: cannot open shared object file: No such file or directory`

Here is the program:
```rust
use tch::Tensor;

fn main() {
    let t = Tensor::from_slice(&[1.1f32, 2.1, 3.1]);
    t.print();
}
```
And my Cargo.toml:
```toml
[package]
name = "tch_test"
version = "0.1.0"
edition = "2021"

[dependencies]
tch = "0.14.0"
```
I do not have a `build.rs` file, and this is run on a clean instance. I would appreciate any help!

I tried a manual installation of libtorch (11.8, 2.1.0) as well as not doing anything (both compiled), but they gave the same error.""",
        expected_cause=None,
        note="2023. no catalogue ID: the cause was libtorch's own shared library (libtorch_cuda.so) not on the loader path; the closest ID is cuda-libraries-missing. The poster (EricLBuehler) found it himself: 'Fixed by updating LD_LIBRARY_PATH, according to README.' Issue closed. The text joins his first post and his follow-up posted before the fix.",
        platform="linux",
    ),
    CorpusLog(
        name="ort-rs-aarch64-prebuilt-cuda-ep-not-enabled-in-build",
        source=_GH + "pykeio/ort/issues/456",
        text=r"""Using CUDA fails with this error:

```
Error { code: GenericFailure, msg: "CUDA execution provider is not enabled in this build." }
```

even though it's enabled as a feature in `Cargo.toml`:

```toml
ort = { version = "=2.0.0-rc.9", default-features = false, features = [
    "ndarray",
    "cuda",
    "download-binaries"
] }
```

I am guessing that CUDA version is not available for aarch64 on `2.0.0-rc.9` and `ort` silently ignores it, or, am I missing something else?""",
        expected_cause="framework-cpu-only-build",
        note="2025. The poster guessed the cause; maintainer decahedron1 confirmed: 'Correct. You'd need to build ONNX Runtime from source.' (ort's download-binaries has no CUDA build of ONNX Runtime for aarch64, so the crate linked a CPU-only one). Issue closed. The title says aarch64; a CUDA aarch64 machine runs Linux (Jetson/Grace), the thread does not name the OS.",
        platform="linux",
    ),
    CorpusLog(
        name="ort-rs-cuda-ep-unavailable-rocm-coreml-features-enabled",
        source=_GH + "pykeio/ort/issues/475",
        text=r"""I cant use the cuda execution provider(defaults back to cpu). cuda & cudnn is installed correctly. if I check with `CUDAExecutionProvider::default().is_available()` it returns false.

this is how I checked if its installed cuda&cudnn. A simple python test with torch also found cuda&cudnn. 

I also checked if the execution provider is in the target folder and it is. It works on windows, even though the cuda runtime is not properly setup(panics at a later step but the is_available returns true)
```
ls $CUDA_HOME/lib64/libcudnn*
nvidia-smi
nvcc --version 
```""",
        expected_cause="framework-cpu-only-build",
        note="2025. The poster, after maintainer decahedron1 asked for logs: 'cuda works if i remove the features coreml, tensor, rocm'; decahedron1: 'If you're building with CUDA, then only enable the `cuda`/`tensorrt` features. `rocm` is mutually exclusive with CUDA.' With rocm (and coreml) enabled beside cuda, the ONNX Runtime the crate linked on Linux had no CUDA execution provider; the thread confirms the feature mix, not which binary was picked, so the ID is the nearest fit. Issue left open.",
        platform="linux",
    ),
    CorpusLog(
        name="ort-rs-windows-onnxruntime-1-17-cuda12-with-cudnn-9",
        source=_GH + "pykeio/ort/issues/171",
        text=r"""I am having some difficulty with adding CUDA/openvino execution providers.

```
[dependencies.ort]
version = "2.0.0-alpha.4"
# I've also tried `git = "https://github.com/pykeio/ort.git"`, `2.0.0-rc.0`
optional = true
default-features = false
features = [
  "cuda",
  "load-dynamic",
  "ndarray",
  "openvino",
]
```

I've tried both [onnxruntime-win-x64-cuda12-1.17.1.zip](https://github.com/microsoft/onnxruntime/releases/download/v1.17.1/onnxruntime-win-x64-cuda12-1.17.1.zip) and [onnxruntime-win-x64-gpu-1.17.1.zip](https://github.com/microsoft/onnxruntime/releases/download/v1.17.1/onnxruntime-win-x64-gpu-1.17.1.zip) pre-built releases, using the following environment:
```
ONNXRUNTIME_DIR="C:\Users\alice\repos\bevy_ort\onnxruntime\" ORT_DYLIB_PATH="C:\Users\alice\repos\bevy_ort\onnxruntime\onnxruntime_providers_openvino.dll" cargo run
```

```
❯ echo $CUDA_HOME
C:\Program Files\NVIDIA GPU Computing Toolkit\CUDA
12.2
❯ echo $CUDNN_HOME
C:\Program Files\NVIDIA\CUDNN
9.0
```

### execution provider library loading error
```
2024-03-09T18:17:08.521250Z  INFO ort: Loaded ONNX Runtime dylib with version '1.17.1'

the `onnxruntime` folder looks like this, copied from here: [onnxruntime-win-x64-cuda12-1.17.1.zip](https://github.com/microsoft/onnxruntime/releases/download/v1.17.1/onnxruntime-win-x64-cuda12-1.17.1.zip)
```
❯ cd onnxruntime
❯ ls
onnxruntime.dll  onnxruntime_providers_cuda.dll  onnxruntime_providers_shared.dll
onnxruntime.lib  onnxruntime_providers_cuda.lib  onnxruntime_providers_shared.lib
onnxruntime.pdb  onnxruntime_providers_cuda.pdb  onnxruntime_providers_shared.pdb
```""",
        expected_cause="cudnn-version-mismatch",
        note="2024. Maintainer decahedron1 could not reproduce with the same zip ('Maybe there's an issue with your CUDA install? Is cuDNN in the `PATH`?'); the poster: 'I've resolved this by downgrading cuDNN from v9.0 -> v8.9.7. thanks for the help!' (ONNX Runtime 1.17.1's CUDA 12 build was built for cuDNN 8). Issue closed. The stored first post breaks off after the INFO line (its register errors are not in the stored copy); the text then gives the poster's folder listing, posted before the maintainer's reply.",
        platform="windows",
    ),
)
