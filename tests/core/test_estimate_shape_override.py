"""A run that names a library model but overrides its shape is estimated with its own shape,
and LoRA counts only the projections the run adapts (issue 18, memory correctness).

Reference figures: Llama 2 7B's config.json (meta-llama/Llama-2-7b-hf: hidden 4096, 32 layers,
32 heads and 32 K/V heads, intermediate_size 11,008, vocabulary 32,000) against Llama 3.1 8B's
(the same width and depth, 8 K/V heads, intermediate_size 14,336); PEFT's trainable counts in
our own run records (data/benchmarks/measured/h100-sxm-2026-11-25-set3.jsonl, experiments
l2_7b_lora_all_b2_ckpt: 39,976,960 for rank 16 on every linear map, and l3b_lora_qv_b4:
2,293,760 for Llama 3.2 3B at rank 8 on q and v).
"""

from __future__ import annotations

import pytest

from dlbox.core.estimate.activation import kernels_of
from dlbox.core.estimate.checkpointing import (
    ffn_width,
    op_sac_kept_bytes,
    op_sac_recomputed_share,
)
from dlbox.core.estimate.memory import activation_gib
from dlbox.core.estimate.memory_check import load_points, point_workload
from dlbox.core.estimate.models import arch_of, model_spec, same_shape
from dlbox.core.estimate.workloads import Workload, workload_from_spec

LLAMA2_FFN = 11008
LLAMA3_FFN = 14336


def _llama2_on_llama3_id() -> Workload:
    """Llama 2 7B's shape given as overrides on a Llama 3.1 8B workload (as the benchmark
    rows of external.csv do: params, layers, width, heads and K/V heads)."""
    llama2 = model_spec("llama-2-7b")
    assert llama2 is not None
    base = workload_from_spec(model_spec("llama-3.1-8b"), seq_len=2048)  # type: ignore[arg-type]
    return base.model_copy(
        update={
            "params_total": llama2.params_total,
            "params_matmul": llama2.active_matmul_params(),
            "layers": 32,
            "hidden": 4096,
            "heads": 32,
            "kv_heads": 32,
            "vocab": 32000,
        }
    )


def _llama2() -> Workload:
    return workload_from_spec(model_spec("llama-2-7b"), seq_len=2048)  # type: ignore[arg-type]


def test_a_llama_2_shape_on_a_llama_3_id_has_llama_2s_ffn_width():
    override = _llama2_on_llama3_id()
    # Width and depth agree with Llama 3.1 8B; the FFN and K/V heads do not.
    assert not same_shape(model_spec("llama-3.1-8b"), override)  # type: ignore[arg-type]
    assert ffn_width(override, True) == pytest.approx(LLAMA2_FFN)
    assert kernels_of(override).ffn_width == pytest.approx(LLAMA2_FFN)  # type: ignore[union-attr]
    # The library workload itself keeps its published width.
    llama3 = workload_from_spec(model_spec("llama-3.1-8b"), seq_len=2048)  # type: ignore[arg-type]
    assert ffn_width(llama3, True) == pytest.approx(LLAMA3_FFN)


def test_the_override_reads_as_llama_2_everywhere_the_shape_counts():
    override, llama2 = _llama2_on_llama3_id(), _llama2()
    spec = arch_of(override)
    assert spec is not None
    assert (spec.kv, spec.ffn, spec.gated_ffn) == (32, LLAMA2_FFN, True)
    # Op-level selective checkpointing saves q, v, the gate and down: Llama 2's widths.
    assert op_sac_kept_bytes(override) == pytest.approx(op_sac_kept_bytes(llama2))
    assert op_sac_recomputed_share(override) == pytest.approx(op_sac_recomputed_share(llama2))
    # Activations kept for the backward, with and without checkpointing: Llama 2's.
    for mode in ("none", "selective", "full"):
        got = activation_gib(override, spec, 2.0, mode, fused_loss=False, adapter="lora")
        want = activation_gib(llama2, arch_of(llama2), 2.0, mode, fused_loss=False, adapter="lora")
        assert got == pytest.approx(want), mode
    # LoRA r16 on every linear map: PEFT counted 39,976,960 on our Llama 2 7B run.
    assert spec.lora_params(16) == 39_976_960


def test_moe_and_matching_rows_keep_the_library_architecture():
    spec = model_spec("qwen3-30b-a3b")
    assert spec is not None
    workload = workload_from_spec(spec, seq_len=2048)
    assert arch_of(workload) is spec
    # An MoE row whose totals differ cannot say its experts' widths: the library's stay.
    odd = workload.model_copy(update={"layers": 40})
    assert arch_of(odd) is spec


def _point(**fields: str) -> dict[str, str]:
    row = {k: "" for k in load_points().columns}
    row.update({"id": "test-point", "task": "train", "adapter": "lora", **fields})
    return row


@pytest.mark.parametrize(
    ("targets", "expected"),
    [
        # Llama 3.2 3B (28 layers, width 3072, 8 K/V heads of 128, FFN 8192), rank 8.
        ("qv", 8 * 28 * ((3072 + 3072) + (3072 + 1024))),  # PEFT: 2,293,760
        ("attention", 8 * 28 * (2 * (3072 + 3072) + 2 * (3072 + 1024))),
        ("", 8 * 28 * (2 * (3072 + 3072) + 2 * (3072 + 1024) + 3 * (3072 + 8192))),
        ("all", 8 * 28 * (2 * (3072 + 3072) + 2 * (3072 + 1024) + 3 * (3072 + 8192))),
        (
            "all+head",
            8 * (28 * (2 * (3072 + 3072) + 2 * (3072 + 1024) + 3 * (3072 + 8192)) + 3072 + 128256),
        ),
    ],
)
def test_a_points_lora_count_follows_the_projections_it_adapted(targets: str, expected: int):
    row = _point(model="llama-3.2-3b", seq="2048", lora_rank="8", lora_targets=targets)
    assert point_workload(row).lora_params == expected
    if targets == "qv":
        assert expected == 2_293_760


def test_a_bad_lora_target_names_the_point_and_the_choices():
    row = _point(model="llama-3.2-3b", seq="2048", lora_rank="8", lora_targets="mlp")
    with pytest.raises(ValueError, match=r"point test-point: lora_targets must be one of all, qv"):
        point_workload(row)


def test_every_own_lora_memory_point_carries_its_runs_trainable_count():
    points = load_points()
    own = points[points["id"].str.startswith("dlbox-") & points["adapter"].isin(["lora", "qlora"])]
    assert len(own) >= 10
    missing = own.loc[own["trainable"].str.strip() == "", "id"].tolist()
    assert not missing, missing
    # Each agrees with the count of its targets from the library shape.
    for row in own.to_dict(orient="records"):
        spec = model_spec(row["model"])
        assert spec is not None
        count = spec.lora_params(int(row["lora_rank"]), row["lora_targets"] or "all")
        assert float(row["trainable"]) == pytest.approx(count), row["id"]


def test_a_library_model_asked_for_lora_counts_its_own_adapters():
    # `dlbox estimate --model llama-3.1-70b --adapter qlora`: rank-16 LoRA on every linear
    # map of Llama 3.1 70B is 207 M weights (0.29 %), not 0.5 % of 70.6 B (353 M).
    from dlbox.core.catalogue import shipped_catalogue
    from dlbox.core.estimate import TrainSettings
    from dlbox.core.estimate.estimator import estimate_arrays
    from dlbox.core.estimate.hardware import arrays_for

    spec = model_spec("llama-3.1-70b")
    assert spec is not None
    hw = arrays_for([shipped_catalogue().get("gpu", "h100-sxm")])  # type: ignore[list-item]
    settings = TrainSettings(adapter="qlora", batch_per_gpu=1, checkpointing="full")
    asked = workload_from_spec(spec, seq_len=2048)
    counted = asked.model_copy(update={"lora_params": 207_093_760.0})
    old_guess = asked.model_copy(update={"lora_params": 0.005 * spec.params_total})

    def peak(w: Workload) -> float:
        r = estimate_arrays(hw, 1, w, settings)
        return float(r["memory"].total(r["batch"])[0])

    assert peak(asked) == pytest.approx(peak(counted))
    assert peak(old_guess) > peak(asked) + 1.0  # GiB: 146 M more adapters, their grads, states
