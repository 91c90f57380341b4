"""Write dlbox's predictions for the sixth held-out H100 set before it runs.

Set 6 tests the estimator terms added without a GPU — the NCHW ↔ NHWC transposes of a
CNN (estimate/layout.py), eager activation kernels (estimate/activation.py), eager
Hugging Face decoding's host dispatch (estimate/host.py) and gradient accumulation —
on configurations tools/measure_gpu.py has not run yet.  Each experiment is written as
the data/benchmarks/external.csv row it will become once measured, predicted with the
current calibration (data/calibration.json) and stored with the app's out-of-source
band and, for training, the predicted peak memory.

    python tools/predict_set6.py            # writes data/benchmarks/measured/set6-predicted.json
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

OUT = REPO / "data" / "benchmarks" / "measured" / "set6-predicted.json"
COLUMNS = [
    "id",
    "kind",
    "workload",
    "overrides",
    "gpu_id",
    "count",
    "precision",
    "tier",
    "adapter",
    "batch_per_gpu",
    "zero_stage",
    "checkpointing",
    "power_limit_frac",
    "bits",
    "stack",
]

# Model shapes as earlier rows of external.csv give them (data/models/models.csv).
L1B = (
    "model=llama-3.2-1b;params_total=1235814400;params_matmul=973078528;layers=16;"
    "hidden=2048;heads=32;kv_heads=8;vocab=128256"
)
L3B = (
    "model=llama-3.2-3b;params_total=3212749824;params_matmul=2818572288;layers=28;"
    "hidden=3072;heads=24;"
    "kv_heads=8;vocab=128256"
)
Q7B = (
    "model=qwen2.5-7b;params_total=7615616512;params_matmul=6525288448;layers=28;"
    "hidden=3584;heads=28;"
    "kv_heads=4;vocab=152064"
)
GPT2_MEDIUM = (
    "params_total=354823168;params_matmul=301989888;layers=24;hidden=1024;heads=16;"
    "seq_len=1024;vocab=50257"
)
CNN = "PyTorch 2.11.0+cu130, torchvision 0.26.0, bf16 autocast, SGD momentum"
GPT2 = "PyTorch 2.11.0+cu130, transformers 5.17.0, eager (GPT2LMHeadModel: SDPA, dropout 0.1)"
LLM = "PyTorch 2.11.0+cu130, transformers 5.17.0, eager, SDPA attention, torch.optim AdamW"
DECODE = "Hugging Face transformers 5.17.0 generate (greedy, dynamic KV cache, SDPA), bf16"

# experiment name in tools/measure_gpu.py -> its external.csv row (without measured/source)
SET6: dict[str, dict[str, str]] = {
    "resnet50_amp_b256_nchw": dict(
        kind="train",
        workload="resnet50",
        precision="amp",
        tier="eager",
        batch_per_gpu="256",
        stack=f"{CNN}, NCHW (contiguous), eager",
    ),
    "resnet50_amp_b128": dict(
        kind="train",
        workload="resnet50",
        precision="amp",
        tier="eager",
        batch_per_gpu="128",
        stack=f"{CNN}, channels-last, eager",
    ),
    "vgg16_amp_b128_nchw": dict(
        kind="train",
        workload="vgg16",
        precision="amp",
        tier="eager",
        batch_per_gpu="128",
        stack=f"{CNN}, NCHW (contiguous), eager",
    ),
    "gpt2_124m_tanh_b16": dict(
        kind="train",
        workload="gpt2-124m",
        overrides="ffn_activation=gelu_tanh;hidden_dropout=0.1",
        precision="bf16",
        tier="eager",
        batch_per_gpu="16",
        checkpointing="false",
        stack=f"{GPT2}, gelu_pytorch_tanh",
    ),
    "gpt2_medium_tanh_b8": dict(
        kind="train",
        workload="gpt2-124m",
        overrides=f"{GPT2_MEDIUM};ffn_activation=gelu_tanh;hidden_dropout=0.1",
        precision="bf16",
        tier="eager",
        batch_per_gpu="8",
        checkpointing="false",
        stack=f"{GPT2}, gelu_pytorch_tanh",
    ),
    "gpt2_medium_b4": dict(
        kind="train",
        workload="gpt2-124m",
        overrides=f"{GPT2_MEDIUM};ffn_activation=gelu_new;hidden_dropout=0.1",
        precision="bf16",
        tier="eager",
        batch_per_gpu="4",
        checkpointing="false",
        stack=f"{GPT2}, gelu_new",
    ),
    "decode_l3b_b1_ctx2048": dict(
        kind="decode",
        workload="llm-8b-decode",
        overrides=f"{L3B};seq_len=2048",
        precision="bf16",
        tier="eager",
        batch_per_gpu="1",
        bits="16",
        stack=DECODE,
    ),
    "decode_l3b_b4_ctx2048": dict(
        kind="decode",
        workload="llm-8b-decode",
        overrides=f"{L3B};seq_len=2048",
        precision="bf16",
        tier="eager",
        batch_per_gpu="4",
        bits="16",
        stack=DECODE,
    ),
    "decode_q7b_b1_ctx2048": dict(
        kind="decode",
        workload="llm-8b-decode",
        overrides=f"{Q7B};seq_len=2048",
        precision="bf16",
        tier="eager",
        batch_per_gpu="1",
        bits="16",
        stack=DECODE,
    ),
    "decode_q7b_b4_ctx2048": dict(
        kind="decode",
        workload="llm-8b-decode",
        overrides=f"{Q7B};seq_len=2048",
        precision="bf16",
        tier="eager",
        batch_per_gpu="4",
        bits="16",
        stack=DECODE,
    ),
    "l1b_full_mixed_b2_s1024": dict(
        kind="train",
        workload="llm-1b-pretrain",
        overrides=f"{L1B};seq_len=1024",
        precision="bf16",
        tier="eager",
        batch_per_gpu="2",
        checkpointing="false",
        stack=f"{LLM}, full_mixed (FP32 weights, bf16 autocast)",
    ),
    "l1b_full_mixed_b2_s1024_ga4": dict(
        kind="train",
        workload="llm-1b-pretrain",
        overrides=f"{L1B};seq_len=1024;grad_accum=4",
        precision="bf16",
        tier="eager",
        batch_per_gpu="2",
        checkpointing="false",
        stack=f"{LLM}, full_mixed (FP32 weights, bf16 autocast), 4 micro-batches per step",
    ),
    "resnet50_amp_b128_nchw_compiled": dict(
        kind="train",
        workload="resnet50",
        precision="amp",
        tier="compiled",
        batch_per_gpu="128",
        stack=f"{CNN}, NCHW input, torch.compile (default mode; inductor picks the layout)",
    ),
}

ABOUT = (
    "Predicted before the runs (H100 SXM, sixth held-out set): the terms added without a "
    "GPU on configurations not yet run — CNN layout (ResNet-50 NCHW at batch 256 against "
    "the measured channels-last row, ResNet-50 channels-last at batch 128, VGG-16 NCHW "
    "against the measured channels-last row, ResNet-50 compiled from NCHW input), eager "
    "activation kernels (GPT-2 small and medium with gelu_pytorch_tanh against the measured "
    "gelu_new rows, GPT-2 medium gelu_new at batch 4), eager Hugging Face decoding of Llama "
    "3.2 3B and Qwen 2.5 7B at batch 1 and 4 after a 2,048-token prompt, and a Llama 3.2 1B "
    "full fine-tune with 4 micro-batches per optimizer step against 1. Written by "
    "tools/predict_set6.py; measured rows get their ids as dlbox-h100-<name with - for _>."
)


def command() -> str:
    """The run on the lent H100: ~15 s a run, the compiled one (~60 s) last; no new run
    starts after 360 s, so the set ends within 8 minutes even if one run hangs."""
    return (
        "python tools/measure_gpu.py --out data/benchmarks/measured/h100-sxm-DATE-set6.jsonl "
        "--budget-s 360 --per-run-s 120 --only " + " ".join(SET6)
    )


def full_row(name: str, partial: dict[str, str]) -> dict[str, str]:
    row = {c: "" for c in COLUMNS}
    row.update(gpu_id="h100-sxm", count="1", zero_stage="0")
    row.update(partial)
    row["id"] = "dlbox-h100-" + name.replace("_", "-")
    return row


def predict_all() -> dict[str, Any]:
    import pandas as pd

    from dlbox.core.catalogue import shipped_catalogue
    from dlbox.core.estimate.calibration import load_calibration
    from dlbox.core.estimate.external import _run
    from dlbox.core.estimate.workloads import load_workloads

    cal = load_calibration()
    library = load_workloads()
    gpus = shipped_catalogue().table("gpu")
    out: dict[str, Any] = {}
    for name, partial in SET6.items():
        row = full_row(name, partial)
        r = _run(pd.Series(row), cal, library, gpus)
        w = r["workload"]
        value = float(r["gpu_system_samples"][0] * w.units_per_sample)
        band = cal.external.get(row["kind"], {})
        entry: dict[str, Any] = {
            "row": row,
            "predicted": round(value, 1),
            "band": [
                round(value * math.exp(band["lo"]), 1),
                round(value * math.exp(band["hi"]), 1),
            ],
            "unit": w.unit,
        }
        memory, batch = r["memory"], r["batch"]
        entry["predicted_allocated_gib"] = round(float(memory.tensors(batch)[0]), 2)
        entry["predicted_reserved_gib"] = round(float(memory.reserved(batch)[0]), 2)
        entry["verdict"] = str(memory.verdict(batch)[0])
        out[name] = entry
    out["_about"] = ABOUT
    out["_command"] = command()
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    text = json.dumps(predict_all(), indent=1, ensure_ascii=False) + "\n"
    tmp = args.out.with_suffix(".tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(args.out)
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
