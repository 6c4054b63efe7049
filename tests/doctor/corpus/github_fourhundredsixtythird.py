# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-sixtythird set of real threads: object detection, OCR and face tools on PyTorch and dlib (2018-2024), from GitHub issues on ageitgey/face_recognition, ultralytics/yolov5, ultralytics/ultralytics, ogkalu2/comic-translate (a YOLOv8 front end) and MotorCityCobra/face_ripper_9000.

Broken kinds held: a CPU-only framework build where a GPU was wanted (four: PyTorch
'+cpu' wheels under YOLOv5, YOLOv8 and comic-translate on Windows, and dlib compiled
without CUDA under face_recognition twice, once on Windows and once on Ubuntu where a
README's '--no DLIB_USE_CUDA' flag did it), a Windows NVIDIA driver that was not loaded
(Device Manager code 52, dlib's cudaGetDevice code 999), and a CUDA-built dlib started
with CUDA_VISIBLE_DEVICES="" (no CUDA-capable device). All broken: 7; working runs: 0.

Left out: most threads on these trackers had no confirmation in the stored copy (the
excerpt ends inside the opening post or with a maintainer's advice the poster never
answered): the YOLOv5 'no kernel image' threads for sm_80/sm_86 GPUs on cu102 wheels
(ultralytics/yolov5#2855, #3360, #8361, #10141), torch+cpu threads whose poster never
came back (ultralytics/ultralytics#1495, SunOner/sunone_aimbot#47, #117, #212),
dlib 'invalid device function' threads on old GPUs (ageitgey/face_recognition#1205,
takuya-takeuchi/FaceRecognitionDotNet#181) and ONNX Runtime provider threads in face
tools (facefusion/facefusion#32, ototadana/sd-face-editor#170, whose 'CUDA 12.1 is ok'
names no cause). Threads fixed 'through a series of random steps' or by a clean
reinstall with no cause named were skipped (ultralytics/ultralytics#16833,
WongKinYiu/yolov7#1248, WongKinYiu/ScaledYOLOv4#183), as were causes inside the
user's program (mindee/doctr#1195: the predictor was never moved to the GPU).
hacksider/Deep-Live-Cam threads were left to the set that already covers them.

At first look (the doctor of commit 85a1016) the cause was named in 3 of the 7 broken logs,
each first; there is no working run in the set. After the changes of the same day, 6 of 7, 5
first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="face-recognition-windows-dlib-without-cuda-get-num-devices-1-cpu-load",
        source=_GH + "ageitgey/face_recognition/issues/796",
        text=r"""* face_recognition version: 8217bd2
* Python version: 3.7
* Operating System: windows

### Description

i would love to batch process some images with my gpu.
the gpu gets detected by dlib in python.
however face_recognition does not use it when i run the find_faces_in_batches.py example.

### What I Did

when i run this:
```
import dlib.cuda as cuda
print(cuda.get_num_devices())
```
it shows 1. so im 100% sure dlib could use my gpu.

when i run this example:
https://github.com/ageitgey/face_recognition/blob/master/examples/find_faces_in_batches.py
my cpu load goes astronomical and the gpu does nothing
not even the gpu ram usage changes.

im also sure that i didn't mix up python installations, because i inserted the cuda.get_num_devices() in the beginning of the 
find_faces_in_batches.py example.

please help.
can i force face_recognition to use the gpu? seems like its falling back to cpu usage. but why?""",
        expected_cause="framework-cpu-only-build",
        note="2019. The poster (soundreactor), the next day: 'i found the problem. dlib was not compiled with cuda. `print(cuda.get_num_devices())` this returns 1 even when cuda is cpu only the real test is this `dlib.DLIB_USE_CUDA`'; issue closed. The catalogue names no dlib build; the nearest ID is framework-cpu-only-build (the installed framework is a CPU-only build).",
        platform="windows",
    ),
    CorpusLog(
        name="face-ripper-dlib-built-with-no-dlib-use-cuda-flag-gpu-idle-gtx980",
        source=_GH + "MotorCityCobra/face_ripper_9000/issues/6",
        text=r"""@MotorCityCobra You state in your readme the compile option `-DDLIB_USE_CUDA=0` and when installing `--no DLIB_USE_CUDA`

Are you sure? Because when compiling with this argument and running the process my GPU isn't used at all. Extract process runs fine nevertheless but CPU is maxed out.

Have copy and pasted everything as in the read me. No errors. Nvidia-smi shows that the python3 process is using 69mb but the volatile GPU usage is 1-4%

Ubuntu 16.04. Cuda 8. GTX 980 4g.""",
        expected_cause="framework-cpu-only-build",
        note="2018. The poster (Ianmcmill) found the cause himself, in the comment after the README author's 'You ran all the commands for it in the readme?': 'When compiling dlib it doesn't say anything about Cuda. But when I remove the -D in -DDLIB it compiles with cuda. If I compile it like this: ... python3 setup.py install --yes USE_AVX_INSTRUCTIONS ... I get Cuda support.' The README's `-DDLIB_USE_CUDA=0` / `--no DLIB_USE_CUDA` had built dlib without CUDA, so face_recognition ran on the CPU (issue left open). The last two paragraphs of the text are the first half of that comment, cut before his finding. No catalogue ID names dlib; the nearest is framework-cpu-only-build.",
        platform="linux",
    ),
    CorpusLog(
        name="yolov5-train-torch-1110-cpu-gtx1080-only-cpu-used",
        source=_GH + "ultralytics/yolov5/issues/7639",
        text=r"""### Search before asking

- [X] I have searched the YOLOv5 [issues](https://github.com/ultralytics/yolov5/issues) and [discussions](https://github.com/ultralytics/yolov5/discussions) and found no similar questions.

### Question

I'm training a neural network with coco128 dataset and yolov5s ...actually yolo is using only Cpu for traning instead of my gpu (gtx 1080 ) and it works fine.How can i use my gpu...i think the problem is the torch version
as displayed in this code line
`YOLOv5  2022-4-22 torch 1.11.0+cpu CPU`
 generated after
`python train.py --img 640 --batch 16 --epochs 3 --data coco128.yaml --weights yolov5s.p` 
Any idea? Thank you""",
        expected_cause="framework-cpu-only-build",
        note="2022. MartinPedersenpp: 'I think you answered the question yourself, but uninstall torch and run something like: `pip3 install torch torchvision torchaudio --extra-index-url https://download.pytorch.org/whl/cu113`'; the poster (GiaZ90): 'Ty i was so near the solution...looks like now It recognizes the gpu'; closed. The thread does not name the OS; a 'torch 1.11.0+cpu' wheel is what a plain pip install gave on Windows, so the platform is set to windows on that ground.",
        platform="windows",
    ),
    CorpusLog(
        name="yolov8-windows-torch-221-cpu-index-trains-on-cpu-i5-12600kf",
        source=_GH + "ultralytics/ultralytics/issues/8869",
        text=r"""also now when i  run:yolo task=detect mode=train model=yolov8s.pt data="C:\Users\alice\Downloads\fortnite final 1.v8i.yolov8\data.yaml"" epochs=75 imgsz=640 plots=True

i get this:C:\Users\alice\Downloads\fortnite final 1.v8i.yolov8>yolo task=detect mode=train model=yolov8s.pt data="C:\Users\alice\Downloads\fortnite final 1.v8i.yolov8\data.yaml"" epochs=75 imgsz=640 plots=True
New https://pypi.org/project/ultralytics/8.1.27 available  Update with 'pip install -U ultralytics'
Ultralytics YOLOv8.0.196  Python-3.10.5 torch-2.2.1+cpu CPU (12th Gen Intel Core(TM) i5-12600KF)""",
        expected_cause="framework-cpu-only-build",
        note="2024. The poster (zur000), after a helper said 'I think your Pytorch version is CPU only': 'even tho i installed it with this commend pip install torch==2.2.0 torchvision==0.17.0 torchaudio==2.2.0 --index-url https://download.pytorch.org/whl/cpu fixed it by uninstalling and installing using pip3 install torch torchvision torchaudio --index-url https://download.pytorch.org/whl/cu121'. The opening post is not in the stored copy; the text is the poster's own earlier comment in the thread, cut where the stored copy breaks off inside the 'engine\\trainer:' arguments line.",
        platform="windows",
    ),
    CorpusLog(
        name="comic-translate-yolov8-torch-210-cpu-invalid-cuda-device-0-rtx3060ti",
        source=_GH + "ogkalu2/comic-translate/issues/17",
        text=r"""Ultralytics YOLOv8.1.3 🚀 Python-3.10.11 torch-2.1.0+cpu
An Error occurred: Invalid CUDA 'device=0' requested. Use 'device=cpu' or pass valid CUDA device(s) if available, i.e. 'device=0' or 'device=0,1,2,3' for Multi-GPU.

torch.cuda.is_available(): False
torch.cuda.device_count(): 0
os.environ['CUDA_VISIBLE_DEVICES']: 0
See https://pytorch.org/get-started/locally/ for up-to-date torch install instructions if no CUDA devices are seen by torch.
.

Video card: 3060ti""",
        expected_cause="framework-cpu-only-build",
        note="2024. The poster (DygDyg), the same day: 'It helped me to remove torch torchvision: pip uninstall torch touch vision and install it version for CUDA 12.1: ... --index-url https://download.pytorch.org/whl/cu121'; to the maintainer's 'So you got it working in the end?': 'Yes.' (nvidia-smi read through CMD, so Windows). Issue closed. The last line of the text is the poster's own follow-up before any answer.",
        platform="windows",
    ),
    CorpusLog(
        name="face-recognition-windows-dlib-cudagetdevice-999-driver-signature-code-52",
        source=_GH + "ageitgey/face_recognition/issues/930",
        text=r"""Hi,

face_recognition was working properly until I've restarted my computer, then during the `import face_recognition` I'm having a:
Error while calling cudaGetDevice(&the_device_id) in file
...\AppData\Local\Temp\pip-install-l23j6xdc\dlib\dlib\cuda\gpu_data.cpp:201. code: 999, reason: unknown error

I've checked the file and it not exists. Folder `pip-install-l23j6xdc`  is not there. 

For further details program fails when calling:
24 
     25 cnn_face_detection_model = face_recognition_models.cnn_face_detector_model_location()
---> 26 cnn_face_detector = dlib.cnn_face_detection_model_v1(cnn_face_detection_model)
     27 
     28 face_recognition_model = face_recognition_models.face_recognition_model_location()

And yes... I've restarted my machine already""",
        expected_cause="driver-not-loaded",
        note="2019. The poster (BRUT4LxD), the next day: 'Solved it. My graphic card signature failed with code 52. Needed to reinstall driver and cuda'; closed. Windows Device Manager code 52 means the driver's digital signature could not be verified, so Windows did not load the NVIDIA driver and CUDA's first call failed.",
        platform="windows",
    ),
    CorpusLog(
        name="face-recognition-dlib-cuda-build-cuda-visible-devices-empty-no-device",
        source=_GH + "ageitgey/face_recognition/issues/604",
        text=r"""* face_recognition version:1.2.2
* Python version:3.6.5
* Operating System:Ubuntu16.04

### Description
Dear ageigey,
  If I don't want to use GPU to speed up the codes, what should I do? I just want to use cpu to run the codes. When I ran my code by  CUDA_VISIBLE_DEVICES="" python xxx.py, I got a error said that "RuntimeError: Error while calling cudaGetDevice(&the_device_id) in file /tmp/pip-install-qhoqkpna/dlib/dlib/cuda/gpu_data.cpp:178. code: 38, reason: no CUDA-capable device is". But if i run my code on Windows, there is no problem though my Windows machine doesn't have a GPU.""",
        expected_cause="cuda-visible-devices-hides-gpus",
        note="2018. Maintainer ageitgey: 'Did you compile dlib with CUDA support? Just recompile dlib without CUDA support and it won't ever try to use a GPU.'; the poster (DQ0408): 'THX... It worked~'; closed. The dlib build was a CUDA one, and CUDA_VISIBLE_DEVICES=\"\" hid every GPU from it, hence 'no CUDA-capable device'; the poster, who wanted the CPU, rebuilt dlib without CUDA.",
        platform="linux",
    ),
)
