"""llama.cpp's CUDA kernel fusions of 2025 shorten a dated build's per-layer cost (issue 18)."""

from __future__ import annotations

import pandas as pd
import pytest
from pydantic import ValidationError

from dlbox.core.estimate import TrainSettings, estimate_gpus
from dlbox.core.estimate.external import settings_of, workload_of
from dlbox.core.estimate.llamacpp_fusion import (
    build_date_of_row,
    kernels_per_layer,
    layer_factor,
)
from dlbox.core.estimate.workloads import load_workloads, resolve_workload

LLAMACPP = TrainSettings(
    software_tier="compiled", serving_engine="llama.cpp", batch_per_gpu=1, weight_format="Q4_0"
)


def _llama_1b():
    return resolve_workload("llm-8b-decode").model_copy(
        update={
            "model": "llama-3.2-1b",
            "params_total": 1_235_814_400,
            "params_matmul": 973_078_528,
            "layers": 16,
            "hidden": 2048,
            "heads": 32,
            "kv_heads": 8,
            "vocab": 128_256,
            "seq_len": 512,
        }
    )


def _token_ms(catalogue, work, settings, gpu="rtx-4090") -> tuple[float, float]:
    est = estimate_gpus(catalogue.get("gpu", gpu), 1, work, settings)
    return 1e3 / est.throughput, float(est.explain["inference"]["kernels_ms_per_token"])


def test_a_2026_build_runs_a_third_fewer_kernels_per_layer_than_a_2024_one():
    assert kernels_per_layer("2024-06", quantised=True) == 27
    assert kernels_per_layer("2026-03", quantised=True) == 18
    assert kernels_per_layer("2026-03", quantised=False) == 12
    # Each step arrives with its pull request: none before June 2025, all by November.
    steps = [kernels_per_layer(d, True) for d in ("2025-06-01", "2025-07", "2025-08", "2025-09")]
    assert steps == sorted(steps, reverse=True) and steps[0] == 27 and steps[-1] == 22
    # A month-only date is its first day: an "August 2025" master predates the 08-28 fusion.
    assert kernels_per_layer("2025-08", True) == kernels_per_layer("2025-08-27", True)
    assert layer_factor(None, True) == 1.0


def test_a_dated_llamacpp_build_decodes_a_small_model_faster(catalogue):
    work = _llama_1b()
    unknown = LLAMACPP.model_copy(update={"llamacpp_build_date": "unknown"})
    unknown_ms, unknown_kernels = _token_ms(catalogue, work, unknown)
    dated = LLAMACPP.model_copy(update={"llamacpp_build_date": "2026-03"})
    dated_ms, dated_kernels = _token_ms(catalogue, work, dated)
    assert dated_kernels == pytest.approx(unknown_kernels * 18 / 27, rel=1e-9)
    # Only the layers' small kernels got shorter: the weights still take what they took.
    assert unknown_ms - dated_ms == pytest.approx(unknown_kernels - dated_kernels, rel=1e-6)
    # A build from before the fusions is priced as an unknown one (the fit's own builds).
    old = LLAMACPP.model_copy(update={"llamacpp_build_date": "2024-05"})
    assert _token_ms(catalogue, work, old)[0] == pytest.approx(unknown_ms, rel=1e-12)


def test_an_estimate_without_a_build_date_is_a_current_llamacpp(catalogue):
    """A user who names no build runs today's llama.cpp: every fusion dlbox knows of."""
    work = _llama_1b()
    current = LLAMACPP.model_copy(update={"llamacpp_build_date": "2026-11"})
    assert LLAMACPP.llamacpp_build_date is None
    assert _token_ms(catalogue, work, LLAMACPP) == pytest.approx(
        _token_ms(catalogue, work, current), rel=1e-12
    )
    unknown = LLAMACPP.model_copy(update={"llamacpp_build_date": "unknown"})
    assert _token_ms(catalogue, work, LLAMACPP)[0] < _token_ms(catalogue, work, unknown)[0]


def test_the_build_date_moves_neither_other_engines_nor_moe_layers(catalogue):
    work = _llama_1b()
    vllm = TrainSettings(software_tier="compiled", serving_engine="vllm", batch_per_gpu=1)
    dated = vllm.model_copy(update={"llamacpp_build_date": "2026-03"})
    assert _token_ms(catalogue, work, dated)[0] == pytest.approx(
        _token_ms(catalogue, work, vllm)[0], rel=1e-12
    )
    moe = resolve_workload("llm-8b-decode").model_copy(
        update={
            "model": "qwen3-30b-a3b",
            "params_total": 30_532_122_624,
            "params_matmul": 2_717_908_992,
            "layers": 48,
            "hidden": 2048,
            "heads": 32,
            "kv_heads": 4,
            "vocab": 151_936,
            "seq_len": 8704,
        }
    )
    undated = _token_ms(
        catalogue, moe, LLAMACPP.model_copy(update={"llamacpp_build_date": "unknown"}), "rtx-5090"
    )[0]
    dated_moe = LLAMACPP.model_copy(update={"llamacpp_build_date": "2026-03"})
    assert _token_ms(catalogue, moe, dated_moe, "rtx-5090")[0] == pytest.approx(undated, 1e-12)


@pytest.mark.parametrize(
    ("stack", "as_of", "date"),
    [
        ("llama.cpp master (Mar 2026), CUDA, FlashAttention on, Q4_0", "2026-03", "2026-03-01"),
        ("llama.cpp (Dec 2025, build 6b82eb788), CUDA, Q4_0", "2025-12", "2025-12-01"),
        ("llama.cpp llama-bench (Vulkan backend, late-2025 master), Q4_K_M", "2025-12", "unknown"),
        ("llama.cpp master (July 2026), HIP/ROCm, Q4_K_M", "2026-07", "unknown"),
        ("llama.cpp master, CUDA", "", "unknown"),
        ("vLLM 0.6, CUDA graphs", "2026-03", "unknown"),
    ],
)
def test_a_published_rows_build_date_comes_from_a_cuda_llamacpp_stack(stack, as_of, date):
    assert build_date_of_row(stack, as_of) == date


def test_a_published_row_carries_its_build_date_into_the_estimate():
    row = pd.Series(
        {
            "id": "x",
            "kind": "decode",
            "workload": "llm-8b-decode",
            "overrides": "seq_len=512;weights=Q4_0",
            "gpu_id": "rtx-4090",
            "count": "1",
            "precision": "fp16",
            "tier": "compiled",
            "adapter": "",
            "batch_per_gpu": "1",
            "zero_stage": "0",
            "checkpointing": "",
            "power_limit_frac": "",
            "bits": "4",
            "measured": "193.09",
            "unit": "tokens/s",
            "stack": "llama.cpp master (Mar 2026), CUDA, FlashAttention on, Q4_0",
            "source": "",
            "as_of": "2026-03",
            "note": "",
        }
    )
    assert settings_of(row).llamacpp_build_date == "2026-03-01"
    assert workload_of(row, load_workloads()).layers == 32


def test_a_build_date_that_is_not_a_date_is_refused_by_name():
    with pytest.raises(ValidationError, match="llamacpp_build_date: expected a date"):
        TrainSettings(llamacpp_build_date="last spring")
