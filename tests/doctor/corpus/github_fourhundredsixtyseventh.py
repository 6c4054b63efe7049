# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-sixtyseventh set of real threads: GPU problems posted in Korean and Russian (2021-2024), from GitHub issues on LISTatSNU/FastMRI_challenge (a Korean university challenge whose teams train PyTorch models on shared GTX 1080 container nodes) and ai-forever/ru-gpts.

Broken kinds held: a CPU-only PyTorch under a Russian GPT-3 fine-tuning script on Windows
(ru-gpts, the script reports device: cpu, n_gpu: 0); a container that lost its access to the GPU
(nvidia-smi 'Failed to initialize NVML: Unknown Error' inside a Vessl workspace, fixed by stopping
and starting the workspace); and four CUDA out-of-memory reports on the challenge's 8 GB nodes, two
where the memory was held by leftover or zombie processes on the node (freed by the course
assistants) and two where the team's own model was simply larger than the 8 GB card. All broken: 6;
working runs: 0. All the texts are in Korean except the ru-gpts one (Russian); the notes translate.

Left out: the search index answers mostly with English threads whatever the query's language, so
few non-English threads surfaced at all, and most of those had no confirmation in the stored copy:
hccho2/Tacotron2-Wavenet-Korean-TTS#3 (CUDNN_STATUS_INTERNAL_ERROR, stored copy ends before any
answer), INVESTAR/StockAnalysisInPython#131 (cuDNN 8.0.5 loaded, 8.1.0 built; open, no answer),
Korea-Health-Datathon/KHD2020#65 and LISTatSNU/FastMRI_challenge#18 (torch.cuda.is_available()
False, no answer that names a cause), ria-com/nomeroff-net#91 (cuDNN failed to initialize, only the
maintainer's guess), VinerX/NeuroMita#90 (RTX 5070 'no kernel image', open, the poster's own guess),
FastMRI_challenge#201 and #210 (out of memory on one node, nvidia-smi failing: a hardware fault or a
broken node only suspected, the node recreated), FastMRI_challenge#265 (the NVML error of #263 again;
the assistant pointed to #263, the poster did not confirm). Causes in the user's program were left
out too (nawnoes/korean-wellness-chatbot-models#17: the script never moved the model to the GPU), as
were English threads in Korean or Russian projects (wikibook/tf2#18, deeppavlov/DeepPavlov#1212).

At first look (the doctor of commit 56a7ba4) the cause was named in 5 of the 6 broken logs,
each first; there is no working run in the set. After the changes of the same day, the same.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="ru-gpts-pretrain-transformers-device-cpu-torch-without-cuda",
        source=_GH + "ai-forever/ru-gpts/issues/64",
        text=r"""Не используется gpu
При запуске предупреждение device=cpu
```
(D:\data\Other\GPT-3\gpt3env) > python pretrain_transformers.py --output_dir=../models/essays --model_type=gpt2 --model_name_or_path=../models/gpt2-large --do_train --train_data_file=train.txt --do_eval --eval_data_file=valid.txt --per_gpu_train_batch_size 1 --gradient_accumulation_steps 1 --num_train_epochs 5 --block_size 512 --overwrite_output_dir
2021-06-11 17:01:51.656591: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library cudart64_110.dll
06/11/2021 17:02:06 - WARNING - __main__ -   Process rank: -1, device: cpu, n_gpu: 0, distributed training: False, 16-bits training: False
```
И скорость ~58.42s/it

CUDA 11.3.1
Windows 10 x64
Nvidia GTX 1080
Модель ruGPT3Large
Что может быть не так?""",
        expected_cause="framework-cpu-only-build",
        note="2021. In Russian: title 'GPU is not used'; 'on start, a device=cpu warning'; 'and the speed is ~58.42 s/it'; 'what can be wrong?'. The poster (viktor02) answered himself: 'Был поставлен torch без поддержки cuda' (a torch without CUDA support had been installed) and gave the fix, pip install torch==1.7.1+cu110 ... -f https://download.pytorch.org/whl/torch_stable.html; closed. The cudart64_110.dll line is TensorFlow's (imported by transformers), not the torch that ran. The first line is the issue title; the full log the poster folded under <details> ('Полный лог') is left out: the stored excerpt breaks off there.",
        platform="windows",
    ),
    CorpusLog(
        name="fastmri-vessl-nvml-unknown-error-container-lost-gpu-access",
        source=_GH + "LISTatSNU/FastMRI_challenge/issues/263",
        text=r"""Failed to initialize NVML: Unknown Error 오류
안녕하세요, train.py 코드가 끝나고 reconstruct.py를 돌리려고 하는데 device가 cpu로 설정되는 것을 확인하고, torch.cuda.is_avaliable()이 False로 반환됨을 확인하였습니다. 터미널에 nvidia-smi를 입력하니 Failed to initialize NVML: Unknown Error 오류가 발생합니다. 어떻게 해결해야 할지 조언 부탁드립니다.
![image](https://github.com/user-attachments/assets/a97cb93e-b88e-4109-8135-832414e0c0b8)""",
        expected_cause="container-lost-gpu-access",
        note="2024. In Korean: after train.py finished, reconstruct.py ran with device set to cpu, torch.cuda.is_available() returned False, and nvidia-smi in the terminal gave 'Failed to initialize NVML: Unknown Error'; how to fix it? The course assistant (jslee525): Vessl reports the host machine works normally; try Workspace Stop/Start. The poster (YunseokHan): 'Docker container에서 가끔 gpu access를 잃는 경우가 발생한다고 합니다' (a Docker container sometimes loses its GPU access), linking NVIDIA/nvidia-docker#1730, and 'Workspace를 stop 후 다시 start하였더니 문제가 해결되었습니다' (after stopping and starting the workspace the problem was solved); the assistants labelled the issue Announcement. The first line is the issue title. Linux containers (Vessl workspaces on GTX 1080 nodes).",
        platform="linux",
    ),
    CorpusLog(
        name="fastmri-vessl-cuda-oom-node-gpu-memory-held-reset",
        source=_GH + "LISTatSNU/FastMRI_challenge/issues/197",
        text=r"""Cuda Out of Memory 관련 문의
![image](https://github.com/LISTatSNU/FastMRI_challenge/assets/100509050/6fe880be-a1c4-49c3-bb57-81747f5531ce)

안녕하세요. 이틀 전부터 위와 같은 에러가 뜨는데, 전에 학습이 돌아갔던 동일한 파라미터로 다시 확인해 봐도 계속 위와 같은 에러가 뜹니다. 혹시 현재 gpu 관련 이슈가 있는지 문의드립니다.""",
        expected_cause="gpu-out-of-memory",
        note="2023. In Korean: title 'question about Cuda Out of Memory'; 'for two days the error above appears, even with the same parameters that trained before; is there a GPU issue right now?' (the error itself was a screenshot). The course assistant (wogur110), after the poster named node iabeng43: 'GPU (GTX 1080) 메모리를 초기화하였습니다' (I reset the GPU memory), training should run again; the poster: '다시 작동하는 것 확인했습니다' (confirmed it works again). The card's memory was held on the node, so the job ran out of it. The first line is the issue title.",
        platform="linux",
    ),
    CorpusLog(
        name="fastmri-vessl-cuda-oom-batch-1-zombie-process-holds-6gb",
        source=_GH + "LISTatSNU/FastMRI_challenge/issues/238",
        text=r"""안녕하세요. 올려주신 pdf대로 설정해보았는데, train을 실행하니 cuda out of memory가 발생합니다. 배치 사이즈는 1로 설정했습니다. 
![image](https://github.com/LISTatSNU/FastMRI_challenge/assets/135943267/1bcc8b9a-5da3-4c7c-a7b3-7c0d97201ac3)

기본적으로 차지하고 있는 6기가 가량의 메모리가 존재하는데, 원인을 잘 모르겠어서 질문드립니다.""",
        expected_cause="gpu-out-of-memory",
        note="2024. In Korean: 'set up as in the PDF, running train gives cuda out of memory, batch size set to 1'; 'about 6 GB of memory is taken from the start and I don't know why'. The course assistant (yxxshin), for node IABENG11: '좀비 프로세스가 돌아가고 있는 것을 확인하여 방금 kill 하였습니다' (found a zombie process running and killed it); the poster's teammate on that node (DanielSon052): '네 잘 돌아가는것 같습니다!' (yes, it seems to run well). The issue title ('nvidia-smi shows no process') is left out: the thread was made an Announcement and other nodes were added in later comments. The error was a screenshot.",
        platform="linux",
    ),
    CorpusLog(
        name="fastmri-vessl-cuda-oom-model-larger-than-8gb-gtx-1080",
        source=_GH + "LISTatSNU/FastMRI_challenge/issues/203",
        text=r"""cuda out of memory 오류에 대해서 질문드립니다.
안녕하세요! 파라미터를 바꿔가며 모델을 계속 시험을 하고 있는데, 파라미터 값을 키울 경우 다음과 같이 cuda out of memory가 뜨는 것을 확인했습니다. 그래서 그럴 경우에 파라미터 값들을 감소시켜서 돌아가는 크기까지 줄여서 모델을 학습시켰었습니다. 혹시 다음과 같은 화면처럼 나오는 경우에는 제 모델은 돌아갈 수 있었을 크기이나, 이미 다른 계산들로 메모리가 많이 할당이 되어서 계산이 돌아가지 않은 경우인가요?
감사합니다.
![image](https://github.com/LISTatSNU/FastMRI_challenge/assets/133941853/3b3e640a-22ed-41b3-8a97-aadec689cc84)""",
        expected_cause="gpu-out-of-memory",
        note="2023. In Korean: 'when I raise the model's parameters I get cuda out of memory, so I shrank them until it ran; in a case like this screen, would my model have fit, and the memory was already taken by other computations?' The course assistant (wogur110): CUDA out of memory means the job used more than the GPU's limit (about 8 GB, a GTX 1080), the model being too big; if nvidia-smi shows memory already used before the run, give the node number and stray processes will be killed. The poster: '명령어 확인결과 저희 모델의 크기가 커서 그랬던 것 같습니다' (checking with the command, it was because our model is large). Memory ran out, and that is all. The first line is the issue title.",
        platform="linux",
    ),
    CorpusLog(
        name="fastmri-vessl-torch-outofmemoryerror-process-exceeds-8gb",
        source=_GH + "LISTatSNU/FastMRI_challenge/issues/252",
        text=r"""torch.cuda.OutOfMemoryError: CUDA out of memory
#238 와 비슷한 이슈로 문의드립니다.

하나의 train.sh 파일을 다 돌린 후 terminal 창을 shut down 했음에도 gpu memory가 비워지지 않는 문제가 있었습니다. 해당 workspace를 terminate 한 후 새로운 workspace를 만든 후 다시 train.sh 파일을 돌리니 아래와 같이 에러가 나왔습니다.

#238 을 참고하여 terminal 창에 올려주신 명령어를 쳐봤지만 pid가 출력되지 않아 뚜렷한 해결방법을 찾지 못하였습니다.

제 노드 번호는 IABENG 58 입니다. 혹시 관리자 권한으로 진행중인 프로세스를 멈춰주실 수 있으신가요?

감사합니다.
<img width="1079" alt="스크린샷 2024-07-16 오전 12 22 27" src="https://github.com/user-attachments/assets/40eb2612-da1a-4933-96f4-79b28c90538a">""",
        expected_cause="gpu-out-of-memory",
        note="2024. In Korean: 'similar to #238: after one train.sh run the GPU memory was not freed even after shutting the terminal; after terminating the workspace and making a new one, train.sh gave the error below; the command from #238 printed no pid; node IABENG 58, can you stop the running process with admin rights?' The course assistant (yxxshin): with admin rights no process is running either; is your process going over the 8 GB of GPU VRAM? That gives CUDA Out of memory. The poster: '확인해보니, 돌리려는 프로세스가 GPU VRAM 8GB를 넘어가는 것이었습니다' (on checking, the process needed more than the 8 GB of VRAM). The stale-memory suspicion was wrong; memory simply ran out. The first line is the issue title; the error itself was a screenshot.",
        platform="linux",
    ),
)
