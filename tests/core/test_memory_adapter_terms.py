"""What LoRA/QLoRA stacks keep in memory, term by term, as a practitioner would check it."""

from __future__ import annotations

import json

import pytest

from dlbox.core.catalogue import default_data_dir
from dlbox.core.estimate.memory import (
    GIB,
    adapter_input_bytes,
    constant,
    layer_coefficient,
)
from dlbox.core.estimate.memory_check import evaluate_point, load_points
from dlbox.core.estimate.models import model_spec
from dlbox.core.estimate.workloads import workload_from_spec
from tests.core.memory_parts import one_gpu_plan

TOKENS = 2048
DATA = default_data_dir()


def _plan(model: str, adapter: str, checkpointing: bool = False, **update):
    spec = model_spec(model)
    assert spec is not None
    workload = workload_from_spec(spec, seq_len=TOKENS)
    workload = workload.model_copy(
        update={"lora_params": spec.lora_params(16), "loss": "chunked", **update}
    )
    return one_gpu_plan(
        workload,
        adapter=adapter,
        optimizer="adamw-bf16",
        checkpointing=checkpointing,
        fused_loss=True,  # the eager stack with a chunked loss, as the estimator maps loss=chunked
    )


def _peak(plan) -> float:
    return float(plan.tensors(1.0)[0])


def test_lora_dropout_keeps_a_copy_and_a_mask_of_every_adapted_projections_input():
    # Llama 3.1 8B, PEFT LoRA on every linear map, 2048 tokens, no checkpointing: q, k and v
    # each keep a dropped-out copy (2 B) and a mask (1 B) of the layer input instead of
    # sharing it (2 B); gate+up and down likewise.  o's copy and mask come on top of its
    # input, the attention output, which the SDPA kernel keeps for its own backward.
    # h = 4096, FFN 14336, 32 layers.
    without = _peak(_plan("llama-3.1-8b", "lora", lora_dropout=0.0))
    with_dropout = _peak(_plan("llama-3.1-8b", "lora", lora_dropout=0.05))
    per_token_layer = (3 * 3 - 2) * 4096 + 3 * 4096 + (2 * 3 - 2) * 4096 + (3 - 2) * 14336
    expected = per_token_layer * 32 * TOKENS / GIB
    assert with_dropout - without == pytest.approx(expected, rel=1e-6)
    assert 4.3 < with_dropout - without < 4.4  # GiB: a user sees ~4.4 GiB more


def test_with_checkpointing_dropout_costs_only_the_recomputed_layer():
    without = _peak(_plan("llama-3.1-8b", "lora", checkpointing=True, lora_dropout=0.0))
    with_dropout = _peak(_plan("llama-3.1-8b", "lora", checkpointing=True, lora_dropout=0.05))
    assert 0.0 <= with_dropout - without < 0.15


def test_a_frozen_base_keeps_no_input_that_no_adapter_reads():
    # LoRA on q and v only: the inputs of the FFN and down are not kept (their weights
    # need no gradient), so the peak is lower than LoRA on every projection.  o's input is
    # the attention output, which SDPA keeps for its backward either way.
    every = _peak(_plan("llama-2-7b", "lora"))
    qv = _peak(_plan("llama-2-7b", "lora", lora_targets="qv"))
    per_token_layer = 2 * 4096 + 2 * 11008
    # (Both runs are given the same trainable-weight count, so only activations differ.)
    assert every - qv == pytest.approx(per_token_layer * 32 * TOKENS / GIB)


def test_old_bitsandbytes_qlora_keeps_every_4_bit_layers_input():
    # bitsandbytes < 0.43.2 kept the input of each 4-bit matmul; with LoRA on q and v only,
    # that is the inputs of gate/up and down (o's input, the attention output, SDPA keeps
    # anyway): (2·4096 + 2·11008) B per token per layer for Llama 2 7B — 1.8 GiB at 2048 tokens.
    new = _peak(_plan("llama-2-7b", "qlora", lora_targets="qv"))
    old = _peak(_plan("llama-2-7b", "qlora", lora_targets="qv", stack_quirks=("bnb_saves_input",)))
    assert old - new == pytest.approx((2 * 4096 + 2 * 11008) * 32 * TOKENS / GIB)
    # The fix never matters for plain LoRA (no 4-bit layers).
    lora = _peak(_plan("llama-2-7b", "lora", stack_quirks=("bnb_saves_input",)))
    assert lora == pytest.approx(_peak(_plan("llama-2-7b", "lora")))


def test_litgpt_quantises_the_output_head_and_dequantises_it_through_fp16():
    base = _plan("llama-3.1-8b", "qlora")
    head = _plan("llama-3.1-8b", "qlora", stack_quirks=("head_quantised",))
    both = _plan("llama-3.1-8b", "qlora", stack_quirks=("head_quantised", "fp16_quant_state"))
    head_params = 128256 * 4096
    # The head's 0.5 B params move from bf16 to NF4 ...
    shrink = head_params * (2.0 - constant("nf4_bits") / 8.0) / GIB
    assert float(base.weights[0] - head.weights[0]) == pytest.approx(shrink, rel=1e-6)
    # ... and become the largest matrix dequantised (1 GiB in bf16; twice via FP16).
    assert float(head.gathered[0] - base.gathered[0]) == pytest.approx(
        (head_params - 4096 * 14336) * 2 / GIB, rel=1e-3
    )
    assert float(both.gathered[0] - head.gathered[0]) == pytest.approx(
        head_params * 2 / GIB, rel=1e-3
    )


def test_nf4_without_double_quantisation_costs_half_a_bit_per_weight():
    dq = _plan("llama-2-7b", "qlora")
    plain = _plan("llama-2-7b", "qlora", stack_quirks=("nf4_no_dq",))
    spec = model_spec("llama-2-7b")
    assert spec is not None
    extra = spec.matmul_params() * (4.5 - constant("nf4_bits")) / 8.0 / GIB
    assert float(plain.weights[0] - dq.weights[0]) == pytest.approx(extra, rel=1e-6)


def test_repeating_k_and_v_to_every_head_undoes_gqas_activation_saving():
    gqa = _peak(_plan("llama-3.1-8b", "lora"))
    expanded = _peak(_plan("llama-3.1-8b", "lora", stack_quirks=("kv_expanded",)))
    # K and V at 32 heads instead of 8: 2 × 2 B × (4096 − 1024) per token per layer.
    assert expanded - gqa == pytest.approx(4 * (4096 - 1024) * 32 * TOKENS / GIB)


def test_an_unknown_stack_quirk_is_one_clear_error():
    with pytest.raises(ValueError, match="unknown stack quirk 'bnb_old'"):
        _plan("llama-2-7b", "qlora", stack_quirks=("bnb_old",))


def test_every_quirk_a_published_point_names_is_known():
    for row in load_points().to_dict(orient="records"):
        if row["quirks"].strip():
            evaluate_point(row)  # raises on an unknown quirk


def test_litgpt_qlora_is_predicted_larger_than_before_its_stack_was_read():
    # LitGPT's config-hub QLoRA runs (bitsandbytes of early 2024, Fabric quantisation) come
    # out higher with the stack's documented behaviours than as a generic QLoRA run.
    row = next(
        r
        for r in load_points().to_dict(orient="records")
        if r["id"] == "litgpt-hub-llama3-8b-qlora"
    )
    generic = evaluate_point({**row, "quirks": "", "lora_dropout": "", "lora_targets": ""})
    read = evaluate_point(row)
    assert read["predicted"] > generic["predicted"] + 1.5


def test_litgpts_chunked_loss_keeps_every_chunks_log_softmax():
    # LitGPT computes every 128-token chunk's cross-entropy (in bf16) before backward: the
    # logits and their log-softmax stay, 4 B per logit, not one chunk's FP32 copy.
    one_chunk = _peak(_plan("llama-3.1-8b", "lora"))
    all_kept = _peak(_plan("llama-3.1-8b", "lora", stack_quirks=("chunks_all_kept",)))
    per_logit = 4.0 - (2.0 + 4.0 / constant("logits_chunks"))
    assert all_kept - one_chunk == pytest.approx(per_logit * 128256 * TOKENS / GIB)


def test_lora_on_the_attention_alone_keeps_no_ffn_input():
    # LoRA on q, k, v and o (the fms-acceleration and QLoRA-paper-era default): the FFN's
    # frozen matmuls keep neither their input nor the down projection's.
    every = _peak(_plan("mistral-7b", "lora"))
    attention = _peak(_plan("mistral-7b", "lora", lora_targets="attention"))
    assert every - attention == pytest.approx((2 * 4096 + 2 * 14336) * 32 * TOKENS / GIB)


def _qlora(count: int, zero: int, optimizer: str = "adamw") -> float:
    spec = model_spec("llama-3.1-8b")
    assert spec is not None
    workload = workload_from_spec(spec, seq_len=TOKENS).model_copy(
        update={"lora_params": spec.lora_params(16)}
    )
    plan = one_gpu_plan(
        workload,
        adapter="qlora",
        optimizer=optimizer,
        checkpointing=True,
        count=count,
        zero_stage=zero,
    )
    return float(plan.activations(1.0)[0])


def test_peft_qlora_checkpoints_fp32_layer_inputs_unless_sharded():
    # prepare_model_for_kbit_training casts the embeddings to FP32, so the residual stream
    # (what checkpointing keeps per layer) is FP32: 2 more bytes per value, 0.5 GiB per
    # 2048-token sample for Llama 3.1 8B.  Pure-bf16 stacks and sharded QLoRA (FSDP), which
    # skip that cast, keep bf16.
    extra = 2 * 4096 * 32 * TOKENS / GIB
    one_gpu = _qlora(1, 0)
    assert one_gpu - _qlora(1, 0, "adamw-bf16") == pytest.approx(extra)
    assert one_gpu - _qlora(2, 3) == pytest.approx(extra)


def test_fms_accelerations_own_kbit_preparation_keeps_the_stream_and_embeddings_16_bit():
    # fms-acceleration's bitsandbytes plugin prepares QLoRA with its own copy of PEFT's
    # prepare_model_for_kbit_training that casts nothing: the residual stream stays 16-bit
    # (2 B less per value checkpointing keeps: 0.5 GiB per 2048-token sample of Llama 3.1
    # 8B) and the embeddings and head stay 16-bit (2 × 128256 × 4096 weights, 2 B less each,
    # plus 65 norms of 4096 weights).
    spec = model_spec("llama-3.1-8b")
    assert spec is not None
    workload = workload_from_spec(spec, seq_len=TOKENS).model_copy(
        update={"lora_params": spec.lora_params(16)}
    )
    peft = one_gpu_plan(workload, adapter="qlora", checkpointing=True)
    fms = one_gpu_plan(
        workload.model_copy(update={"stack_quirks": ("no_kbit_cast",)}),
        adapter="qlora",
        checkpointing=True,
    )
    stream = 2 * 4096 * 32 * TOKENS / GIB
    assert peft.activations(1.0)[0] - fms.activations(1.0)[0] == pytest.approx(stream)
    unquantised = 2 * 128256 * 4096 + 65 * 4096
    assert peft.weights[0] - fms.weights[0] == pytest.approx(2 * unquantised / GIB, rel=1e-3)


def test_fms_single_gpu_70b_qlora_without_the_cast_is_predicted_within_10_percent():
    # fms-acceleration's table, Llama-2 70B QLoRA on one A100 80 GB at batch 4 × 4096 tokens:
    # 68,159,977,472 B with the plugin's own preparation, out of memory with PEFT's (FP32).
    points = load_points().set_index("id")
    ran = evaluate_point(points.loc["fms-llama2-70b-qlora-acc-b4"].to_dict())
    assert ran["predicted"] == pytest.approx(68_159_977_472 / GIB, rel=0.10)
    oom = evaluate_point(points.loc["fms-llama2-70b-qlora-1gpu-b4-oom"].to_dict())
    assert oom["verdict"] != "fits" and oom["predicted"] > ran["predicted"] + 20.0


def test_a_frozen_output_projection_still_leaves_the_attention_output_kept():
    # SDPA/FlashAttention's backward reads its own output, so LoRA on q and v keeps the
    # attention output (2 B per value) although o_proj needs no gradient; with eager
    # (materialised) attention nothing keeps it once o_proj is frozen.
    spec = model_spec("llama-3.1-8b")
    assert spec is not None
    workload = workload_from_spec(spec, seq_len=TOKENS)
    flash = adapter_input_bytes(workload.model_copy(update={"lora_targets": "qv"}), spec, "lora")
    materialised = adapter_input_bytes(
        workload.model_copy(update={"lora_targets": "qv", "flash_attention": False}), spec, "lora"
    )
    assert flash - materialised == pytest.approx(2 * 4096)


def test_fp32_adapters_under_autocast_keep_a_16_bit_copy_per_adapted_module():
    # PEFT casts each adapted module's input to the adapters' FP32 and autocast casts it back
    # to bf16 for lora_A: without dropout q, k and v keep three copies, not one shared input.
    spec = model_spec("llama-3.1-8b")
    assert spec is not None
    workload = workload_from_spec(spec, seq_len=TOKENS)
    shared = adapter_input_bytes(workload, spec, "lora")
    cast = adapter_input_bytes(workload, spec, "lora", cast_copies=True)
    # q,k,v: 3 copies for 1; o: its copy beside the kept attention output; gate+up: 2 for 1;
    # down: its copy (a lone module: the same bytes as sharing).
    assert cast - shared == pytest.approx((2 * 2 + 2 + 2) * 4096)
    # Through plan_memory: mixed precision (FP32 adapters) keeps them, pure bf16 does not.
    base = workload.model_copy(update={"lora_params": spec.lora_params(16)})

    def peak(optimizer: str) -> float:
        plan = one_gpu_plan(base, adapter="lora", optimizer=optimizer)
        return float(plan.act_per_sample[0])

    assert peak("adamw") - peak("adamw-bf16") == pytest.approx(
        (2 * 2 + 2 + 2) * 4096 * 32 * TOKENS / GIB
    )


def _probe(name: str) -> dict:
    path = DATA / "benchmarks" / "measured" / "h100-sxm-2026-11-25.jsonl"
    for line in path.read_text().splitlines():
        row = json.loads(line)
        if row["name"] == name:
            return row
    raise AssertionError(f"no probe {name}")


@pytest.mark.parametrize(
    ("probe", "adapter"), [("probe_layer_full", "none"), ("probe_layer_lora_all", "lora")]
)
def test_one_decoder_layer_keeps_what_the_h100_probe_measured(probe: str, adapter: str):
    # tools/measure_gpu.py measured one Llama 3.1 8B decoder layer (transformers 5.17, SDPA,
    # bf16 under autocast) on an H100: bytes kept per token per hidden value.
    row = _probe(probe)
    exp = row["experiment"]
    spec = model_spec(exp["model"])
    assert spec is not None
    workload = workload_from_spec(spec, seq_len=exp["seq"]).model_copy(
        update={"lora_dropout": exp["lora_dropout"], "lora_targets": "all"}
    )
    coef = layer_coefficient(workload, spec, trained_norms=adapter == "none")
    coef += adapter_input_bytes(workload, spec, adapter) / 4096
    measured = row["result"]["kept_bytes_per_token_hidden"]
    assert coef == pytest.approx(measured, rel=0.005)
