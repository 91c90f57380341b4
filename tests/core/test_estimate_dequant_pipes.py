"""A quantised kernel's int-to-float conversions run on their own pipe, beside its integer work.

The conversion pipe (XU) turns out 16 results per clock per SM against the ALU's 64 integer
adds (CUDA C++ Programming Guide, data/instruction_rates.csv), and a GeForce RTX 4090 has
the same per-SM rates as an RTX 3090 Ti, 2.06x as many of them a second, on the same
1,008 GB/s.  MLC LLM's 4-bit kernel converts every weight (I2F.F16.U32, checked in its
compiled SASS: tools/dequant_sass.py) and still decodes at nearly the same speed on both
cards (mlc-ai/llm-perf-bench), so neither its conversions nor its integer work can be
what limits it on the slower one: the two overlap, and the memory stream sets the pace.

The published runs quoted here are rows of data/benchmarks/external.csv that the term was
chosen with (in source for that choice): these tests hold the app to them.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from dlbox.core.estimate import instruction_rates
from dlbox.core.estimate.instruction_rates import InstructionRatesError
from dlbox.core.estimate.workloads import resolve_workload
from tests.core.model_shapes import LLAMA2_7B, LLAMA2_13B
from tests.core.test_estimate_decode_layers import model, rate

# mlc-ai/llm-perf-bench (README @ 0274600 and PR #1, 2023): MLC LLM q4f16_1, batch 1,
# tokens/s, Llama-2-13B.
MLC_13B = {"rtx-3090-ti": (99.2, 107.4), "rtx-4090": (108.8, 113.5)}
# gpt-fast README (meta-pytorch/gpt-fast @ 258ae2ec), A100-SXM4-80GB, Llama-2-70B, tokens/s.
GPTFAST_A100_70B = {"torchao-int8": 19.13, "torchao-int4-g32": 25.25}


def mlc(catalogue, gpu: str, config: dict, context: int = 264) -> float:
    return rate(
        catalogue,
        gpu,
        workload=model(config, context),
        software_tier="vendor",
        inference_bits=4,
        decode_kernel="mlc",
    ).throughput


def test_mlc_4bit_13b_on_a_3090_ti_is_not_far_behind_a_4090(catalogue):
    ti, ada = mlc(catalogue, "rtx-3090-ti", LLAMA2_13B), mlc(catalogue, "rtx-4090", LLAMA2_13B)
    # Measured 0.91-0.95 of the 4090; with the conversions summed onto the integer work the
    # app said 0.65 (66.6 against 102.9 tokens/s).
    assert 0.80 < ti / ada < 1.0
    for gpu, speed in (("rtx-3090-ti", ti), ("rtx-4090", ada)):
        low, high = MLC_13B[gpu]
        assert 0.85 * low <= speed <= 1.15 * high, gpu


@pytest.mark.xfail(
    strict=True,
    reason="MLC LLM 4-bit Llama-2-13B: an RTX 3090 Ti is predicted 93.8 tokens/s against the "
    "4090's 108.5 (0.86; measured 99.2/108.8 and 107.4/113.5: 0.91, 0.95). The shared count "
    "of integer operations per weight (7.5, fitted on every quantised kernel: llama.cpp's "
    "MMVQ, tinygemm, ExLlama) still puts the 3090 Ti's unpacking at 9.6 ms a token, above "
    "its 9.3 ms measured whole token, so MLC's own integer work must be smaller; its kernel "
    "issues about 2 ALU instructions and one I2F per weight in a stand-in "
    "(tools/dequant_sass.py), not a count of the real TVM kernel. Strict: remove when "
    "this passes.",
)
def test_mlc_4bit_13b_runs_within_10_percent_on_a_3090_ti_and_a_4090(catalogue):
    ti, ada = mlc(catalogue, "rtx-3090-ti", LLAMA2_13B), mlc(catalogue, "rtx-4090", LLAMA2_13B)
    # Same bandwidth, both limited by it.
    assert ti / ada == pytest.approx(1.0, abs=0.10)


def test_mlc_7b_is_not_held_back_by_its_conversions_on_a_3090_ti(catalogue):
    ti = mlc(catalogue, "rtx-3090-ti", LLAMA2_7B)
    # llm-perf-bench: 166.7 (PR #1) and 186.7 (README) tokens/s; summing the conversions
    # onto the integer work had predicted 128-131.
    assert 150.0 < ti < 200.0


def gpt_fast_70b(catalogue, fmt: str) -> float:
    seventy = resolve_workload("llm-70b-decode").model_copy(update={"seq_len": 205})
    return rate(catalogue, "a100-sxm4-80gb", workload=seventy, weight_format=fmt).throughput


def test_4bit_weights_stay_integer_bound_on_an_a100(catalogue):
    """An A100 has few INT32 lanes per byte of bandwidth: gpt-fast's int4 Llama-2-70B
    decodes only 1.32x faster than its int8 for half the bytes (the unpacking, not the
    stream, sets the pace), and the app keeps it integer-bound."""
    int8 = gpt_fast_70b(catalogue, "torchao-int8")
    int4 = gpt_fast_70b(catalogue, "torchao-int4-g32")
    measured = GPTFAST_A100_70B["torchao-int4-g32"] / GPTFAST_A100_70B["torchao-int8"]
    assert measured < 1.4
    assert int4 / int8 < 1.4  # bandwidth-bound it would be ~1.8x


def test_conversions_take_four_integer_slots_where_the_guide_gives_rates():
    variants = np.array(["pascal/gddr", "turing/gddr", "ampere/hbm", "ampere/gddr", "ada/gddr"])
    families = np.array([v.split("/")[0] for v in variants])
    assert instruction_rates.conversion_slots(variants, families) == pytest.approx([4.0] * 5)
    # GA10x, AD10x and GH100 run INT32 on half their FP32 lanes; GA100 and Turing on all.
    halves = instruction_rates.int32_per_fp32(
        np.array(["ampere/gddr", "ada/gddr", "hopper/hbm", "ampere/hbm", "turing/gddr"]),
        np.array(["ampere", "ada", "hopper", "ampere", "turing"]),
    )
    assert list(halves) == [0.5, 0.5, 0.5, 1.0, 1.0]
    # No rate in the file: unknown, not guessed (and integers on every lane, as before).
    amd = instruction_rates.conversion_slots(np.array(["amd/hbm"]), np.array(["amd"]))
    assert math.isnan(amd[0])


def test_a_bad_rate_row_is_named(tmp_path, monkeypatch):
    good = instruction_rates.default_data_dir() / instruction_rates.RATES_FILE
    lines = good.read_text().splitlines()
    bad = lines[1].replace(",128,", ",fast,", 1)
    (tmp_path / instruction_rates.RATES_FILE).write_text("\n".join([lines[0], bad]) + "\n")
    with pytest.raises(InstructionRatesError, match=r"line 2 .*per_clock_per_sm is 'fast'"):
        instruction_rates._rates(tmp_path)
