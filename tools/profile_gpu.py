"""Split a step's wall time into GPU-busy time and the rest, on a real GPU.

When a measured run and the estimator disagree, this says which side of the machine the
time went to: each case runs eagerly (Hugging Face ``generate`` for decoding, one eager
training step for a CNN) and is timed twice — by the wall clock, and under
``torch.profiler`` as the sum of the kernels' own device time — with the ten costliest
kernels and the count of kernel launches.  Decode cases subtract a 1-token generate from a
17-token one, so the prompt's prefill is not counted.  Only device (kernel) events are
summed: an aten operator's own device time is its kernels' time again, so summing every
event counted each kernel twice (the runs of 2026-11-26 in
data/benchmarks/measured/h100-sxm-2026-11-26-profile.jsonl did; halve their device_s).
CNN cases run ResNet-50 and VGG-16 channels-last and NCHW, so the kernels cuDNN adds
around its convolutions for NCHW tensors (transposes, other convolution kernels, batch
norm's NCHW kernels) can be named and timed against the channels-last step.  Needs PyTorch, transformers and
torchvision (not dlbox dependencies); models are built from data/models/models.csv with
random weights, nothing is downloaded.

    python tools/profile_gpu.py --out profile.jsonl
    python tools/profile_gpu.py --out profile.jsonl --cases cnn   # the CNN cases only
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import traceback
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

DECODE_CASES: tuple[tuple[str, tuple[tuple[int, int], ...]], ...] = (
    ("qwen2.5-14b", ((1, 1024),)),
    ("qwen2.5-7b", ((1, 1024),)),
    ("llama-3.1-8b", ((1, 1024), (16, 1024), (16, 256), (64, 512))),
)
# Mixture-of-experts decoding (own set 12) against dense models on the same host: the
# launches and host syncs a token costs with transformers 5's grouped GEMM over the routed
# tokens (experts None: its default) and with the per-expert loop ("eager").
MOE_CASES: tuple[tuple[str, tuple[tuple[int, int], ...], str | None], ...] = (
    ("llama-3.1-8b", ((1, 2048),), None),
    ("qwen3-8b", ((1, 2048),), None),
    ("qwen3-30b-a3b", ((1, 1024), (16, 1024)), None),
    ("qwen3-30b-a3b", ((1, 1024),), "eager"),
    ("mixtral-8x7b", ((1, 1024),), None),
)
# (torchvision architecture, memory format, batch, cudnn.benchmark): the layout A/B of our
# set-6 runs (tools/measure_gpu.py leaves cudnn.benchmark off), and NCHW ResNet-50 with
# cuDNN's autotuner on, as NVIDIA's DLE ConvNets (Lambda's NCHW runs) set it.
CNN_CASES: tuple[tuple[str, str, int, bool], ...] = (
    ("resnet50", "channels-last", 64, False),
    ("resnet50", "channels-last", 256, False),
    ("resnet50", "nchw", 256, False),
    ("resnet50", "nchw", 256, True),
    ("resnet50", "channels-last", 256, True),
    ("vgg16", "channels-last", 128, False),
    ("vgg16", "nchw", 128, False),
    ("vgg16", "nchw", 128, True),
)
TOP_KERNELS = 25


def _sync() -> None:
    import torch

    torch.cuda.synchronize()


def _device_us(event: Any) -> float:
    for name in ("self_device_time_total", "self_cuda_time_total"):
        value = getattr(event, name, None)
        if value:
            return float(value)
    return 0.0


def _is_kernel(event: Any) -> bool:
    """A device event (a kernel or memcpy/memset), not a host operator: an aten operator's
    own device time repeats its kernels', so only these are summed."""
    import torch

    return getattr(event, "device_type", None) == torch.autograd.DeviceType.CUDA


def _profile(fn: Any) -> dict[str, Any]:
    """Run ``fn`` once under the profiler: summed kernel time, launches, top kernels."""
    from torch.profiler import ProfilerActivity, profile

    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        fn()
        _sync()
    events = prof.key_averages()
    kernels = sorted(
        (
            (_device_us(e), e.key[:90], int(e.count))
            for e in events
            if _is_kernel(e) and _device_us(e) > 0
        ),
        reverse=True,
    )
    launches = sum(int(e.count) for e in events if "LaunchKernel" in e.key)
    syncs = sum(int(e.count) for e in events if "Synchronize" in e.key)
    return {
        "device_us": sum(k[0] for k in kernels),
        "launches": launches,
        "syncs": syncs,
        "top": kernels[:TOP_KERNELS],
    }


def _decode(
    model_id: str, shapes: tuple[tuple[int, int], ...], experts: str | None = None
) -> list[dict[str, Any]]:
    import torch
    import transformers
    from measure_gpu import _hf_config, greedy_generate

    chosen = {} if experts is None else {"experts_implementation": experts}
    with torch.device("cuda"):
        model = transformers.AutoModelForCausalLM.from_config(
            _hf_config(model_id), dtype=torch.bfloat16, attn_implementation="sdpa", **chosen
        )
    model.eval()
    out = []
    for batch, ctx in shapes:
        ids = torch.randint(0, model.config.vocab_size, (batch, ctx), device="cuda")
        mask = torch.ones_like(ids)

        def generate(new: int, ids: Any = ids, mask: Any = mask, lm: Any = model) -> None:
            greedy_generate(lm, ids, mask, new)

        def wall(new: int) -> float:
            _sync()
            start = time.perf_counter()
            generate(new)
            _sync()
            return time.perf_counter() - start

        wall(4)
        per_token = (min(wall(33) for _ in range(2)) - min(wall(1) for _ in range(2))) / 32
        one, many = _profile(lambda: generate(1)), _profile(lambda: generate(17))
        out.append(
            {
                "case": f"decode {model_id} batch {batch} prompt {ctx}"
                + (f" experts {experts}" if experts else ""),
                "wall_s_per_token": per_token,
                "device_s_per_token": (many["device_us"] - one["device_us"]) / 16 / 1e6,
                "launches_per_token": (many["launches"] - one["launches"]) / 16,
                "syncs_per_token": (many["syncs"] - one["syncs"]) / 16,
                "top_kernels_17_tokens": many["top"],
            }
        )
    del model
    torch.cuda.empty_cache()
    return out


def _cnn(arch: str, layout_name: str, batch: int, autotune: bool) -> dict[str, Any]:
    import torch
    import torchvision

    torch.backends.cudnn.benchmark = autotune

    layout = torch.channels_last if layout_name == "channels-last" else torch.contiguous_format
    model = getattr(torchvision.models, arch)().cuda().to(memory_format=layout)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9, weight_decay=5e-5)
    images = torch.randn(batch, 3, 224, 224, device="cuda").to(memory_format=layout)
    labels = torch.randint(0, 1000, (batch,), device="cuda")
    loss_fn = torch.nn.CrossEntropyLoss()

    def step() -> None:
        with torch.autocast("cuda", dtype=torch.bfloat16):
            loss = loss_fn(model(images), labels)
        loss.backward()
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)

    for _ in range(3):
        step()
    _sync()
    start = time.perf_counter()
    for _ in range(10):
        step()
    _sync()
    wall = (time.perf_counter() - start) / 10
    prof = _profile(step)
    return {
        "case": f"train {arch} {layout_name} bf16 autocast batch {batch}"
        + (" cudnn.benchmark" if autotune else ""),
        "wall_s_per_step": wall,
        "device_s_per_step": prof["device_us"] / 1e6,
        "launches_per_step": prof["launches"],
        "top_kernels": prof["top"],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument(
        "--cases", choices=("all", "decode", "cnn", "moe"), default="all", help="which cases to run"
    )
    args = parser.parse_args(argv)
    jobs: list[Any] = []
    if args.cases in ("all", "decode"):
        jobs += [lambda m=m, s=s: _decode(m, s) for m, s in DECODE_CASES]
    if args.cases in ("all", "moe"):
        jobs += [lambda m=m, s=s, e=e: _decode(m, s, e) for m, s, e in MOE_CASES]
    if args.cases in ("all", "cnn"):
        jobs += [lambda c=c: [_cnn(*c)] for c in CNN_CASES]
    for job in jobs:
        try:
            records = job()
        except Exception as error:  # one failed case is a result too
            records = [{"error": f"{type(error).__name__}: {error}", "tb": traceback.format_exc()}]
        with args.out.open("a", encoding="utf-8") as handle:
            for record in records:
                handle.write(json.dumps(record) + "\n")
                print(json.dumps(record)[:600], flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
