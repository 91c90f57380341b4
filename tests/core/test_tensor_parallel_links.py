"""Tensor parallel's two all-reduces per layer, priced by the link the GPUs share.

vLLM issue #16300 (fresh16's vLLM rows: QwQ-32B over 2, 4 and 8 "A100(80GB)") does not say
whether the A100s were SXM4 boards on NVSwitch or PCIe cards; the rows keep their
registered SXM4 mapping (docs/multi-gpu-split.md). These tests pin what each link costs a
token and what the rows would read on either board."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from dlbox.core.catalogue import shipped_catalogue
from dlbox.core.estimate import TrainSettings, estimate_gpus
from dlbox.core.estimate.calibration import load_calibration
from dlbox.core.estimate.external import _run, fresh_set, load_points, predict
from dlbox.core.estimate.workloads import load_workloads

ISSUE = "fresh16-vllm16300-a100x{n}-qwq32b-bf16-b{b}-in1-out200"


@pytest.fixture(scope="module")
def cal():
    return load_calibration()


@pytest.fixture(scope="module")
def rows() -> pd.DataFrame:
    points = load_points()
    return points[fresh_set(16)(points["id"])].set_index("id", drop=False)


def _on(rows: pd.DataFrame, n: int, b: int, gpu: str) -> pd.DataFrame:
    row = rows.loc[[ISSUE.format(n=n, b=b)]].copy()
    row["gpu_id"] = gpu
    return row.reset_index(drop=True)


def _tp_ms(row: pd.DataFrame, cal) -> float:  # type: ignore[no-untyped-def]
    r = _run(row.iloc[0], cal, load_workloads(), shipped_catalogue().table("gpu"))
    return float(np.asarray(r["inference"]["tp_ms_per_token"]).ravel()[0])


def test_the_issue_rows_keep_their_registered_board_and_say_the_form_is_unstated(rows):
    """Held-out rows are not remapped after their error was seen: the form factor stays the
    registered guess, and the note says it is one."""
    vllm = rows[rows["id"].str.startswith("fresh16-vllm16300-")]
    assert len(vllm) == 6
    assert set(vllm["gpu_id"]) == {"a100-sxm4-80gb"}
    assert vllm["note"].str.contains("The A100's form is not stated").all()


def test_qwq32b_all_reduces_cost_about_1_3_ms_a_token_on_an_nvswitch_a100_board(rows, cal):
    """64 layers x 2 all-reduces of a few KiB: latency-bound, ~10 us each on NVSwitch, and
    hardly more at batch 16 (160 KiB each at NVLink's bandwidth)."""
    b1 = _tp_ms(_on(rows, 8, 1, "a100-sxm4-80gb"), cal)
    b16 = _tp_ms(_on(rows, 8, 16, "a100-sxm4-80gb"), cal)
    assert 1.0 < b1 < 1.6
    assert b1 < b16 < 1.2 * b1


def test_over_pcie_the_all_reduces_cost_several_times_more_and_grow_with_the_batch(rows, cal):
    nvswitch = _tp_ms(_on(rows, 8, 1, "a100-sxm4-80gb"), cal)
    pcie_b1 = _tp_ms(_on(rows, 8, 1, "a100-pcie-80gb"), cal)
    pcie_b16 = _tp_ms(_on(rows, 8, 16, "a100-pcie-80gb"), cal)
    assert pcie_b1 > 3.0 * nvswitch
    # 16 streams' 160 KiB per all-reduce at PCIe's bus bandwidth add about a millisecond.
    assert pcie_b16 > pcie_b1 + 0.8


def test_four_a100_pcie_cards_serve_qwq32b_at_batch_1_within_20_percent_of_the_issue(rows, cal):
    """If the issue's server held PCIe cards: 4 x A100 80GB PCIe decode QwQ-32B at batch 1
    within 20 % of the published 200 tokens in 3.91 s (51.2 tokens/s)."""
    row = _on(rows, 4, 1, "a100-pcie-80gb")
    (predicted,), _ = predict(row, cal)
    measured = float(row["measured"].iloc[0])
    assert measured == pytest.approx(200 / 3.91, rel=1e-3)
    assert predicted == pytest.approx(measured, rel=0.20)


def test_on_pcie_the_issue_rows_all_land_within_20_percent_at_batch_1(rows, cal):
    """Read on PCIe cards, the batch-1 runs over 2, 4 and 8 GPUs are all within 20 %; read on
    NVSwitch the 8-GPU one is over 50 % too fast — what the SXM4 mapping leaves open."""
    pcie = pd.concat([_on(rows, n, 1, "a100-pcie-80gb") for n in (2, 4, 8)], ignore_index=True)
    sxm = _on(rows, 8, 1, "a100-sxm4-80gb")
    on_pcie, _ = predict(pcie, cal)
    (on_sxm,), _ = predict(sxm, cal)
    measured = pcie["measured"].astype(float).to_numpy()
    assert np.all(np.abs(on_pcie / measured - 1.0) < 0.20)
    assert on_sxm / float(sxm["measured"].iloc[0]) - 1.0 > 0.5


def test_gpt_fast_8_a100_sxm_70b_run_is_predicted_within_10_percent(cal):
    """The NVSwitch latency charged here is the one gpt-fast's 8 x A100 SXM Llama-2-70B run
    (62.5 tokens/s, NCCL all-reduces in a compiled graph) is predicted with: within 10 %."""
    points = load_points()
    row = points[points["id"] == "fresh-gptfast-a100x8-l2-70b-bf16"].reset_index(drop=True)
    assert len(row) == 1
    (predicted,), _ = predict(row, cal)
    assert predicted == pytest.approx(float(row["measured"].iloc[0]), rel=0.10)


def test_two_geforce_cards_without_peer_to_peer_can_decode_slower_than_one_and_say_why():
    """A 4-bit 8B model streams ~4.5 GB a token: on one RTX 4090 that is ~5 ms. Split over two
    4090s (no peer-to-peer: every all-reduce bounces through host memory) each streams half,
    but 64 all-reduces at ~50 us each cost more than the half saved — and the note names
    that cost and the link."""
    card = shipped_catalogue().get("gpu", "rtx-4090")
    settings = TrainSettings(
        serving_engine="vllm", weight_format=None, inference_bits=4, context_tokens=2048
    )
    one = estimate_gpus(card, 1, "llm-8b-decode", settings)
    two = estimate_gpus(card, 2, "llm-8b-decode", settings)
    assert two.throughput < one.throughput
    ms = two.explain["inference"]["tensor_parallel_ms_per_token"]
    assert ms > 0.2 * 1e3 / one.throughput
    text = " ".join(two.explain["notes"])
    assert f"two all-reduces per layer cost {ms:.2f} ms per token on pcie host" in text
