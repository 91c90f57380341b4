"""AutoAWQ's GEMM kernel at a token's single row is a chain of k-steps, not a stream.

Its grid is (rows/16) × (outputs/128) × 8 blocks of two warps; each block walks K/256 steps,
one memory round trip, dequantisation and MMAs at a time (AutoAWQ_kernels
gemm_cuda_gen.cu, gemm_forward_4bit_cuda_m16n128k32).  SqueezeBits/QUICK's kernel benchmark
timed it at batch 1 on an A100 (8192 × 8192: 2.94 TFLOPS, 37 % of the card's bandwidth):
1.43 µs a step (data/split_k_kstep.csv).  A 4,096-output projection runs only 256 blocks
and a down projection 43 steps, so on an A100 a Llama-2-7B token's AWQ GEMM matrices take
longer than their bytes or their unpacking say.  Cards without a latency-bound measurement
keep the stream (unknown, not guessed).
"""

from __future__ import annotations

import numpy as np
import pytest

from dlbox.core.estimate import TrainSettings, estimate_gpus, occupancy
from dlbox.core.estimate.estimator import block_matrices
from dlbox.core.estimate.weight_formats import DECODE_KERNELS
from dlbox.core.estimate.workloads import resolve_workload
from tests.core.test_estimate_decode_layers import LLAMA2_7B

GRID = DECODE_KERNELS["awq-gemm"].split_k
A100 = (np.array(["ampere/hbm"]), np.array(["ampere"]), np.array([108.0]))


def chain(matrices, rows=1.0, card=A100):
    variant, family, sms = card
    return occupancy.split_k_chain_seconds(
        "awq-gemm", GRID, matrices, np.array([rows]), variant, family, sms
    )[0]


def token_ms(catalogue, gpu: str, kernel: str) -> float:
    w = resolve_workload("llm-8b-decode").model_copy(update={**LLAMA2_7B, "seq_len": 512})
    s = TrainSettings(software_tier="compiled", weight_format="int4-g128", decode_kernel=kernel)
    return 1e3 / estimate_gpus(catalogue.get("gpu", gpu), 1, w, s).throughput


def test_the_step_reproduces_the_published_kernel_timing():
    # QUICK's A100 row: 2 × 8192 × 8192 operations at 2.94 TFLOPS, one wave of 512 blocks.
    assert chain([(8192.0, 8192.0)])[0] == pytest.approx(2 * 8192**2 / 2.94e12, rel=1e-3)


def test_narrow_and_deep_matrices_take_longer_than_their_bytes_say():
    o, down = chain([(4096.0, 4096.0), (11008.0, 4096.0)])
    # Half the published matrix's outputs, half its steps: no faster per step.
    assert o == pytest.approx(16 * 1.4266e-6, rel=1e-3)
    assert down == pytest.approx(43 * 1.4266e-6, rel=1e-3)  # ceil(11008 / 256) steps


def test_a_second_row_tile_can_spill_into_a_second_wave():
    # 17 rows: two 16-row tiles; 12,288 outputs then need 1,536 blocks, over 108 SMs × 10.
    one, two = chain([(4096.0, 12288.0)], rows=1.0), chain([(4096.0, 12288.0)], rows=17.0)
    assert two[0] == pytest.approx(2 * one[0])


def test_no_measured_step_or_sm_count_means_no_chain():
    ada = (np.array(["ada"]), np.array(["ada"]), np.array([128.0]))
    unknown = (np.array(["ampere/hbm"]), np.array(["ampere"]), np.array([np.nan]))
    assert chain([(8192.0, 8192.0)], card=ada).tolist() == [0.0]
    assert chain([(8192.0, 8192.0)], card=unknown).tolist() == [0.0]
    # Outputs the 128-wide tile does not divide run AutoAWQ's 64-wide kernel: not measured.
    assert chain([(4096.0, 4160.0)]).tolist() == [0.0]


def test_awq_gemm_on_an_a100_is_slower_than_marlin_but_not_on_an_unmeasured_card(catalogue):
    gemm, marlin = (
        token_ms(catalogue, "a100-sxm4-80gb", "awq-gemm"),
        token_ms(catalogue, "a100-sxm4-80gb", "marlin"),
    )
    # Llama-2-7B: its o and down projections' chains add about a millisecond a token.
    assert 0.5 < gemm - marlin < 2.5
    assert token_ms(catalogue, "rtx-4090", "awq-gemm") == pytest.approx(
        token_ms(catalogue, "rtx-4090", "marlin")
    )


def test_the_blocks_projections_follow_the_runs_own_shape():
    w = resolve_workload("llm-8b-decode").model_copy(update=LLAMA2_7B)
    # Llama-2-7B under the Llama 3.1 8B workload: its own 11,008-wide FFN, fused or split qkv.
    assert block_matrices(w, fused_qkv=True) == [
        (4096.0, 12288.0),
        (4096.0, 4096.0),
        (4096.0, 11008.0),
        (4096.0, 11008.0),
        (11008.0, 4096.0),
    ]
    assert len(block_matrices(resolve_workload("llm-8b-decode"), fused_qkv=False)) == 7


def test_a_bad_step_row_names_the_file_line_and_field(tmp_path):
    (tmp_path / occupancy.KSTEP_FILE).write_text(
        "kernel,arch,seconds_per_kstep,blocks_per_sm,gpu,source,as_of,notes\n"
        "awq-gemm,ampere/hbm,0,10,A100,QUICK README,2026-11-28,\n"
    )
    with pytest.raises(
        occupancy.ResidencyError, match=r"line 2 \(awq-gemm, ampere/hbm\): seconds_per_kstep"
    ):
        occupancy._kstep_table(tmp_path)


def test_the_estimate_says_what_the_chains_add(catalogue):
    def notes(gpu: str) -> list[str]:
        w = resolve_workload("llm-8b-decode").model_copy(update=LLAMA2_7B)
        s = TrainSettings(
            software_tier="compiled", weight_format="int4-g128", decode_kernel="awq-gemm"
        )
        r = estimate_gpus(catalogue.get("gpu", gpu), 1, w, s)
        return [str(n) for n in r.explain["notes"] if "16-row tile" in str(n)]

    (a100,) = notes("a100-sxm4-80gb")
    assert "ms per token" in a100
    assert notes("rtx-4090") == []  # no latency-bound measurement on Ada
