"""tools/llm_term_sizes.py: the sizes behind the over-predicted 8-GPU LLM runs (issue 18).

The tool sizes candidate terms on published runs only; a held-out validation row is never
opened there, and the figures it prints are the estimator's own and the runs' published
settings."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

REPO = Path(__file__).resolve().parents[2]
TOOL = REPO / "tools" / "llm_term_sizes.py"


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("llm_term_sizes", TOOL)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


def test_refuses_a_held_out_validation_row() -> None:
    tool = _tool()
    with pytest.raises(SystemExit, match="held-out"):
        tool.published_rows(["foundry-h100-7b-2k", "fresh2-titan-h100x8-l31-8b-fp8-s32k"])


def test_default_rows_are_the_published_llm_runs_without_validation_rows() -> None:
    ids = set(_tool().published_rows()["id"])
    assert {"foundry-h100-13b-2k", "foundry-a100-13b-2k", "titan-h100-8b-eager"} <= ids
    assert not any(i.startswith("fresh") for i in ids)


def test_mpt_7b_at_2k_spends_under_a_tenth_of_its_flops_in_attention() -> None:
    # MosaicML's README formula: attention 4·L·s·d per token forward against 2·N for the
    # weights: MPT-7B (N = 6.66 B incl. the 50,368 × 4,096 head) at 2,048 tokens ≈ 7.5 %.
    tool = _tool()
    row = tool.published_rows(["foundry-h100-7b-2k"]).iloc[0]
    sized = tool.sizes(row, None, tool.LOSS_PASSES)
    assert sized.attention_share == pytest.approx(0.075, abs=0.002)


def test_fp32_reduce_scatter_adds_a_third_to_pure_bf16_fsdp_traffic() -> None:
    # amp_bf16 with FSDP mixed_precision DEFAULT: BF16 gathers, FP32 reduce-scatter; an amp
    # row is charged exactly that, a pure-BF16 row a third less.
    tool = _tool()
    pure = tool.fsdp_bytes_per_microbatch(12.85e9, 8, tool.model_fsdp_bytes("bf16"))
    default = tool.fsdp_bytes_per_microbatch(12.85e9, 8, tool.FP32_REDUCE_BYTES)
    assert default / pure == pytest.approx(4.0 / 3.0)
    assert tool.model_fsdp_bytes("amp") == tool.FP32_REDUCE_BYTES
    assert default / 1e9 == pytest.approx(90.0, rel=0.01)  # 13B: ~90 GB per GPU per micro-batch


def test_only_composers_unhidden_collectives_close_the_13b_h100_gap() -> None:
    # Sized as the generic FSDP stack (collectives overlapped): each candidate is well under
    # the ~100 ms per sequence the 13B H100 run was slower than predicted (the exposed
    # backward gathers an upper bound).  Named as Composer's FSDP, whose all-gathers and
    # reduce-scatters are all on the step, the run misses by a fifth of that or less.
    tool = _tool()
    row = tool.published_rows(["foundry-h100-13b-2k"]).iloc[0]
    assert "stack=composer" in row["overrides"]
    generic = row.copy()
    generic["overrides"] = row["overrides"].replace("stack=composer", "")
    s = tool.sizes(generic, None, tool.LOSS_PASSES)
    candidates = {
        "attention": s.attention_at_kernel_ms - s.attention_model_ms,
        "fp32 reduce-scatter": s.fsdp_extra_contention_ms,
        "exposed backward gathers": s.backward_gather_exposed_ms,
        "fp32 loss": s.loss_fp32_ms,
    }
    assert s.gap_ms > 80.0
    assert max(candidates.values()) < 0.5 * s.gap_ms, candidates
    composer = tool.sizes(row, None, tool.LOSS_PASSES)
    assert abs(composer.gap_ms) < 0.2 * s.gap_ms
