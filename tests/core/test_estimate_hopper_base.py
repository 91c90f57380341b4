"""What the H100 base was checked against (issue 18, 2026-11-27): our own H100 kernel
profiles (data/benchmarks/measured/h100-sxm-2026-11-25-phases.jsonl, tools/measure_gpu.py's
phases runs: one forward and backward under torch.profiler) and the rows of our own runs.

The matrix products run at the share of the BF16 peak the estimator holds them to; the
recomputed forward of a checkpointed step is the blocks', not the output head's; a LoRA's
frozen weights are read by the matrix products only; our full_bf16 rows name the optimizer
they stepped."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dlbox.core.catalogue import shipped_catalogue
from dlbox.core.estimate import load_workloads
from dlbox.core.estimate.calibration import prior
from dlbox.core.estimate.estimator import _adapter_traffic_bytes, estimate_arrays, resolve_choices
from dlbox.core.estimate.external import load_points, settings_of, workload_of
from dlbox.core.estimate.hardware import gpu_arrays
from dlbox.core.estimate.matmul import achievable_share
from dlbox.core.estimate.settings import TrainSettings
from dlbox.core.estimate.workloads import Workload

MEASURED = Path(__file__).resolve().parents[2] / "data" / "benchmarks" / "measured"
PHASES = MEASURED / "h100-sxm-2026-11-25-phases.jsonl"


def _phases() -> dict[str, dict]:
    out = {}
    for line in PHASES.read_text(encoding="utf-8").splitlines():
        run = json.loads(line)
        out[run["name"]] = run["result"]
    return out


def _row(run_id: str):
    points = load_points()
    return points[points["id"] == run_id].iloc[0]


def _h100():
    return gpu_arrays(shipped_catalogue().table("gpu").loc[["h100-sxm"]])


def _sdpa_us(result: dict) -> float:
    return sum(t for t, name, _ in result["profile_top"] if "sdpa" in name)


@pytest.mark.parametrize(
    ("name", "run_id"),
    [
        ("phases_l3b_full_bf16_b2", "dlbox-h100-l3b-full-bf16-b2-compiled"),
        ("phases_l8b_lora_qv_b1", "dlbox-h100-l8b-lora-qv-b1"),
    ],
)
def test_llama_matrix_products_on_our_h100_run_at_the_share_the_estimator_uses(name, run_id):
    """cuBLAS's products (nvjet kernels) of a Llama 3.2 3B full step and a Llama 3.1 8B LoRA
    step, PyTorch 2.11: their linear-layer FLOPs over the products' kernel time is within
    3 points of the published best-shape share (stas00's MAMF table, 80.3 %), so the
    matrix products are not what the estimator over-charged on Hopper."""
    result = _phases()[name]
    row = _row(run_id)
    w = workload_of(row, load_workloads())
    passes = 3.0 if result["trainable"] == result["params"] else 2.0
    tokens = float(result["tokens"])
    linear = passes * 2.0 * (float(w.params_matmul or 0) * tokens + w.head_flops_fwd_per_sample())
    gemm_s = result["profile_kernel_us"] * result["profile_gemm_share"] * 1e-6
    hw = _h100()
    rate = linear / gemm_s / (float(hw.bf16[0]) * 1e12)
    assert rate == pytest.approx(float(achievable_share(hw.arch, "bf16")[0]), abs=0.03)


def test_the_8b_lora_products_take_the_compute_term_of_its_kernel_profile():
    """The profiled Llama 3.1 8B LoRA (q, v) step at 2,048 tokens: its products (79.9 ms)
    and cuDNN attention (9.6 ms) are the estimator's compute term within 10 %."""
    result = _phases()["phases_l8b_lora_qv_b1"]
    row = _row("dlbox-h100-l8b-lora-qv-b1")
    r = estimate_arrays(_h100(), 1, workload_of(row, load_workloads()), settings_of(row))
    kernels = result["profile_kernel_us"] * 1e-6
    products = kernels * result["profile_gemm_share"] + _sdpa_us(result) * 1e-6
    assert float(r["terms"]["compute"][0]) * float(r["batch"][0]) == pytest.approx(
        products, rel=0.10
    )


@pytest.mark.xfail(
    strict=True,
    reason="eager elementwise work on the H100 is over-charged: the 8B LoRA (q, v) step's "
    "kernels other than products and attention took 66.3 ms (profile), the estimator's "
    "vector and memory terms give 86.6 ms (+31 %: the BERT-borrowed per-activation cost, "
    "35 ms, plus the eager RMSNorm and rotary count, 31 ms at 0.7 of the bandwidth; 80 ms "
    "before the frozen weights' second read was dropped and the count charged)",
)
def test_the_8b_lora_step_splits_like_its_kernel_profile():
    """The rest of that step's kernels (66.3 ms of 155.8) are the estimator's vector and
    memory terms within 20 %."""
    result = _phases()["phases_l8b_lora_qv_b1"]
    row = _row("dlbox-h100-l8b-lora-qv-b1")
    r = estimate_arrays(_h100(), 1, workload_of(row, load_workloads()), settings_of(row))
    batch = float(r["batch"][0])
    terms = {k: float(v[0]) * batch for k, v in r["terms"].items()}
    kernels = result["profile_kernel_us"] * 1e-6
    products = kernels * result["profile_gemm_share"] + _sdpa_us(result) * 1e-6
    assert terms["compute"] == pytest.approx(products, rel=0.10)
    assert terms["vector"] + terms["memory"] == pytest.approx(kernels - products, rel=0.20)


def _llama_1b(vocab: int) -> Workload:
    w = load_workloads()["llm-1b-pretrain"]
    return w.model_copy(update={"vocab": vocab})


def test_checkpointing_reruns_the_blocks_forward_not_the_output_head():
    """Hugging Face's gradient_checkpointing_enable (and torchtune's, torchtitan's) wraps
    each decoder block: the recomputed forward is the blocks' products and attention.  The
    output head (Llama 3.2 1B: 263 M of its 1.24 B matmul weights) and the loss run once."""
    w = _llama_1b(128256)
    matmul, attention = w.flops_fwd()
    extra = w.flops_train_per_sample("none", "full") - w.flops_train_per_sample("none", "none")
    head = 2.0 * float(w.hidden or 0) * 128256 * w.tokens_per_sample
    assert extra == pytest.approx(matmul - head + attention)
    assert w.head_flops_fwd_per_sample() == pytest.approx(head)


def _memory_term(w: Workload, checkpointing: str, adapter: str | None = None) -> float:
    # Pure bf16 AdamW: no FP32 master whose casts checkpointing would also redo.
    settings = TrainSettings(
        precision="bf16",
        optimizer="adamw-bf16",
        batch_per_gpu=2,
        checkpointing=checkpointing,
        adapter=adapter,
        software_tier="compiled",
    )
    r = estimate_arrays(_h100(), 1, w, settings)
    return float(r["terms"]["memory"][0])


def test_checkpointing_adds_the_same_traffic_whatever_the_vocabulary():
    """The logits (tokens × vocabulary, 16-bit and their FP32 copy for the loss) are made
    once per step: a 128k vocabulary must cost checkpointing no more than a 32k one."""
    small, large = _llama_1b(32000), _llama_1b(128256)
    extra_small = _memory_term(small, "full") - _memory_term(small, "none")
    extra_large = _memory_term(large, "full") - _memory_term(large, "none")
    assert extra_small > 0.0
    assert extra_large == pytest.approx(extra_small, rel=1e-6)


def test_checkpointing_reruns_a_lora_forward_like_a_full_fine_tunes():
    """The blocks' elementwise kernels run forward and backward whatever the weights do: a
    LoRA's checkpointing adds the same activation traffic as a full fine-tune's (the FLOP
    ratio, 1.5 for frozen weights against 4/3, would charge it more)."""
    w = _llama_1b(128256)
    full = _memory_term(w, "full") - _memory_term(w, "none")
    lora = _memory_term(w, "full", "lora") - _memory_term(w, "none", "lora")
    # Beside the blocks' traffic a LoRA reruns its adapters' forward (their own count).
    adapters = 0.0
    for mode, sign in (("full", 1.0), ("none", -1.0)):
        settings = TrainSettings(
            precision="bf16",
            optimizer="adamw-bf16",
            batch_per_gpu=2,
            checkpointing=mode,
            adapter="lora",
            software_tier="compiled",
        )
        adapters += sign * _adapter_traffic_bytes(w, resolve_choices(w, settings))
    bandwidth = float(_h100().bw_gbs[0]) * 1e9 * float(prior("lora_train_bandwidth_efficiency"))
    assert adapters > 0.0
    assert lora - adapters / bandwidth == pytest.approx(full, rel=0.01)


def test_a_lora_pays_no_second_read_of_its_frozen_weights_but_qlora_keeps_its_copies():
    """Per sample, a LoRA's memory term no longer grows as the batch shrinks (a per-step
    read of 16 GB of frozen 8B weights was spread over the batch); QLoRA's dequantised
    16-bit copies are traffic outside the products and still are."""
    library = load_workloads()

    def per_sample(workload: str, adapter: str, batch: int) -> float:
        settings = TrainSettings(
            precision="bf16", batch_per_gpu=batch, adapter=adapter, software_tier="compiled"
        )
        r = estimate_arrays(_h100(), 1, library[workload], settings)
        return float(r["terms"]["memory"][0])

    lora = per_sample("llama3-8b-lora", "lora", 1) / per_sample("llama3-8b-lora", "lora", 4)
    qlora = per_sample("llama3-8b-qlora", "qlora", 1) / per_sample("llama3-8b-qlora", "qlora", 4)
    assert lora < 1.03  # the counted update of the adapters alone
    assert qlora > 1.05


def test_our_full_bf16_rows_name_the_pure_bf16_optimizer_they_ran():
    """tools/measure_gpu.py's full_bf16 mode steps torch AdamW over bf16 weights (bf16
    moments, no FP32 master): every own full fine-tune row in bf16 must say so, or it is
    charged an FP32 master and its casts (117 instead of 48 ms a step for Llama 3.2 3B)."""
    points = load_points()
    ours = points[
        points["id"].str.startswith(("dlbox-h100-", "dlbox-h200-"))
        & (points["kind"] == "train")
        & (points["precision"] == "bf16")
        & (points["adapter"] == "")
    ]
    assert len(ours) >= 6
    for _, row in ours.iterrows():
        assert "optimizer=adamw-bf16" in row["overrides"], row["id"]
