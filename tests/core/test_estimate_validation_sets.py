"""The later validation sets: ``fresh2-*`` (published runs collected on 2026-11-26 before that
session's estimator term changes), ``fresh3-*`` (pre-registered before the quantised-decode
term fitted on the second set was merged), ``fresh4-*`` (pre-registered before that day's
training and decode term changes) and ``fresh5-*`` (training runs pre-registered before that
day's second round of training term changes) and ``fresh6-*`` (training, decode and image
generation runs pre-registered before the following session's term changes) and ``fresh7-*``
(training, decode and image generation runs pre-registered after that session's term changes,
before any later change) and ``fresh8-*`` (LLM fine-tuning, Transformer-XL training and decode
runs pre-registered before the next session's term changes) and ``fresh9-*`` (training on other
stacks and cards, image generation and decode runs pre-registered before that evening's term
changes) and ``fresh10-*`` (BERT on the Trainer, CNN layout A/B and eager/AWQ decode runs
pre-registered before that night's term changes) and ``fresh11-*`` (batch-1 decoding by runners
other than Hugging Face generate, pre-registered before that morning's decode-host and
eager-elementwise term changes) and ``fresh12-*`` (batch-1 decoding whose pages name the host
CPU, the same cards on two hosts, pre-registered before that morning's host-CPU term) and
``fresh13-*`` (small-batch and long-context decoding and full fine-tunes, pre-registered before
that midday's decode term changes) and ``fresh14-*`` (long-sequence SDPA training and batch-1
decoding, pre-registered before that afternoon's decode and training term changes) and
``fresh15-*`` (llama.cpp decoding on four GPUs split by layers and by rows, pre-registered before
that evening's term changes) and ``fresh16-*`` (torchtune fine-tunes with checkpointing off and
on, vLLM tensor-parallel decoding on 2-8 GPUs, Hugging Face generate at batch 1-32 over a layer
split, pre-registered at d8f79f2) and ``fresh17-*`` (mixture-of-experts decoding,
pre-registered at c7f52b4 right after the MoE terms landed) and ``fresh18-*`` (llm.q training
and 2025-2026 llama.cpp decoding on RTX 50 / PRO 6000 Blackwell and older cards, pre-registered at
db0fbd1) and ``fresh19-*`` (PEFT LoRA/full fine-tunes on an L40S, llm.q and LLaMA-Factory
data-parallel training on 4 x RTX 4090 and 4 x RTX PRO 6000, pre-registered at 7393148) and
``fresh20-*`` (optimum-benchmark's Llama 2 7B Trainer fine-tunes and generate runs, pre-registered at
7393148 after fresh19 was compared) and ``amd-*`` (runs on AMD GPUs under ROCm,
pre-registered before any AMD-specific term). Each is held out of every fit (the later sets out
of decoding's too) and reported as its own group, so a reader can judge those changes on runs
that shaped nothing."""

from __future__ import annotations

import dataclasses
import json
import math
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from dlbox.core.catalogue import shipped_catalogue
from dlbox.core.estimate.accuracy import _seen_training_rows, validation_row
from dlbox.core.estimate.calibration import load_calibration
from dlbox.core.estimate.external import (
    EXTERNAL_FILE,
    OWN_HELD_OUT_SETS,
    ExternalDataError,
    _run,
    fit_external,
    fresh_set,
    is_amd,
    is_decode_held_out,
    is_fresh,
    is_held_out,
    load_points,
    own_set,
    predict,
)
from dlbox.core.estimate.workloads import load_workloads

REPO = Path(__file__).resolve().parents[2]
BAND = {"lo": math.log(1 / 1.2), "hi": math.log(1 / 0.8)}  # predicted within −20 % … +20 %


def _points(ids: list[str], predicted_over_measured: list[float]) -> pd.DataFrame:
    ratio = np.array(predicted_over_measured)
    return pd.DataFrame({"id": ids, "log_ratio": np.log(1 / ratio)})


def _rows(in_set: Callable[[pd.Series], pd.Series]) -> pd.DataFrame:
    """The external.csv rows of one validation set (``in_set``: its id test)."""
    points = load_points()
    return points[in_set(points["id"])].reset_index(drop=True)


def test_the_two_validation_sets_are_told_apart_and_both_held_out():
    ids = pd.Series(["fresh-gptfast-a100", "fresh2-xdai-4090", "dle-rn50", "x-fresh2-1"])
    assert is_fresh(ids).tolist() == [True, False, False, False]
    assert fresh_set(2)(ids).tolist() == [False, True, False, False]
    assert is_held_out(ids).tolist() == [True, True, False, False]


def test_each_set_gets_its_own_summary_line():
    # One older run, two first-set runs off by +10 % and −30 %, three second-set runs off by
    # +5 %, +50 % and −40 %: each line counts and summarises only its own runs.
    points = _points(
        ["dle-a", "fresh-a", "fresh-b", "fresh2-a", "fresh2-b", "fresh2-c"],
        [1.0, 1.10, 0.70, 1.05, 1.50, 0.60],
    )
    (first,) = validation_row(points, BAND, 1)
    (second,) = validation_row(points, BAND, 2)
    cells = [c.strip() for c in second.strip("|").split("|")]
    assert "fresh validation 2 (`fresh2-*`, collected 2026-11-26" in cells[0]
    assert cells[2] == "3"
    assert cells[3] == "40.0 %"  # median |error| of 5, 50, 40 %
    assert cells[6] == "33%"  # only the +5 % run is inside −20 … +20 %
    assert [c.strip() for c in first.strip("|").split("|")][2] == "2"
    assert validation_row(_points(["dle-a", "fresh-a"], [1.0, 1.1]), BAND, 2) == []


def test_every_fresh2_row_loads_predicts_and_cites_its_source():
    rows = _rows(fresh_set(2))
    assert len(rows) >= 30
    assert set(rows["kind"]) == {"train", "decode", "generate"}
    assert rows["id"].is_unique and load_points()["id"].is_unique
    assert rows["source"].str.startswith("https://").all()
    assert (rows["as_of"].str.len() >= 4).all()
    assert rows["note"].str.startswith("fresh validation 2").all()
    predicted, _ = predict(rows, load_calibration())  # no row rejected
    assert np.isfinite(predicted).all() and (predicted > 0).all()


def test_fresh2_sources_are_pages_the_table_did_not_cite_before():
    points = load_points()
    older = set(points.loc[~fresh_set(2)(points["id"]), "source"])
    assert not set(_rows(fresh_set(2))["source"]) & older


def test_fresh3_ids_are_held_out_of_every_fit_and_of_the_decode_fit():
    ids = pd.Series(["fresh-gptfast-a100", "fresh2-xdai-4090", "fresh3-exl2-4090", "x-fresh3-1"])
    assert fresh_set(3)(ids).tolist() == [False, False, True, False]
    assert is_held_out(ids).tolist() == [True, True, True, False]
    # The once-fresh runs are in source for decoding; the later sets never are.
    assert is_decode_held_out(ids).tolist() == [False, True, True, False]


def test_the_summary_gets_a_third_validation_row_of_its_own():
    points = _points(
        ["dle-a", "fresh2-a", "fresh3-a", "fresh3-b", "fresh3-c", "fresh3-d"],
        [1.0, 1.5, 1.1, 0.9, 1.3, 1.0],
    )
    (third,) = validation_row(points, BAND, 3)
    cells = [c.strip() for c in third.strip("|").split("|")]
    assert "fresh validation 3 (`fresh3-*`, collected 2026-11-26" in cells[0]
    assert cells[2] == "4"  # the fresh3 rows only, not the fresh2 one
    assert cells[3] == "10.0 %"  # median of 10, 10, 30, 0 %
    assert cells[-1] == "75%"  # +30 % is outside the −20/+20 % band
    # ... and the second set's row does not count them.
    (second,) = validation_row(points, BAND, 2)
    assert [c.strip() for c in second.strip("|").split("|")][2] == "1"
    assert validation_row(_points(["dle-a", "fresh2-a"], [1.0, 1.1]), BAND, 3) == []


def test_every_fresh3_row_loads_predicts_and_cites_its_source():
    rows = _rows(fresh_set(3))
    assert len(rows) >= 20
    assert rows["id"].is_unique
    assert (rows["kind"] == "decode").sum() >= len(rows) * 0.6  # mostly LLM decoding
    predicted, _ = predict(rows, load_calibration())
    assert np.isfinite(predicted).all() and (predicted > 0).all()
    assert rows["source"].str.startswith("https://").all()
    assert (rows["as_of"].str.len() >= 4).all()
    assert rows["note"].str.startswith("fresh validation 3").all()
    # Both weight regimes the quantised-decode change touches: 16/8-bit and 4-bit weights.
    bits = rows["bits"].replace("", "16").astype(int)
    assert (bits == 4).sum() >= 5 and (bits >= 8).sum() >= 5


def test_fresh3_sources_are_pages_the_table_did_not_cite_before():
    points = load_points()
    older = set(points.loc[~fresh_set(3)(points["id"]), "source"])
    assert not set(_rows(fresh_set(3))["source"]) & older
    assert not set(points.loc[fresh_set(2)(points["id"]), "id"]) & set(_rows(fresh_set(3))["id"])


def test_fresh4_ids_are_held_out_of_every_fit_and_of_the_decode_fit():
    ids = pd.Series(["fresh3-exl2-4090", "fresh4-dle-txl-a100", "fresh4x-a", "x-fresh4-1"])
    assert fresh_set(4)(ids).tolist() == [False, True, False, False]
    assert is_held_out(ids).tolist() == [True, True, False, False]
    assert is_decode_held_out(ids).tolist() == [True, True, False, False]


def test_the_summary_gets_a_fourth_validation_row_that_counts_only_its_runs():
    points = _points(
        ["dle-a", "fresh3-a", "fresh4-a", "fresh4-b", "fresh4-c"],
        [1.0, 1.5, 1.1, 0.5, 1.0],
    )
    (fourth,) = validation_row(points, BAND, 4)
    cells = [c.strip() for c in fourth.strip("|").split("|")]
    assert "fresh validation 4 (`fresh4-*`, collected 2026-11-26" in cells[0]
    assert cells[2] == "3"  # not the fresh3 run
    assert cells[3] == "10.0 %"  # median of 10, 50, 0 %
    assert cells[-1] == "67%"  # −50 % is outside the −20/+20 % band
    (third,) = validation_row(points, BAND, 3)
    assert [c.strip() for c in third.strip("|").split("|")][2] == "1"
    assert validation_row(_points(["dle-a", "fresh3-a"], [1.0, 1.1]), BAND, 4) == []


def test_rows_read_for_a_term_choice_are_shown_apart_from_the_still_blind_ones():
    """NVIDIA's BERT-large rows of sets 4 and 5 (and set 4's Transformer-XL rows) were read
    when a training term was chosen: the summary gives them their own line and the blind
    remainder of each set its own, so a reader can judge the change on runs that shaped
    nothing."""
    points = _points(
        [
            "dle-a",
            "fresh4-dle-pt-bertl-squad-v100x1",
            "fresh5-dle-tf-bertl-pt128-a100x1",
            "fresh4-dle-txl-base-a100x1",
            "fresh4-dle-tf-rn50-a100x1",
            "fresh5-dle-mx-rn50-a100x1",
            "fresh5-dle-mx-rn50-v100x1",
        ],
        [1.0, 1.5, 1.3, 1.1, 1.05, 0.9, 0.5],
    )
    seen, blind4, blind5 = _seen_training_rows(points, BAND)
    cells = [[c.strip() for c in row.strip("|").split("|")] for row in (seen, blind4, blind5)]
    assert "in source for that choice" in cells[0][0]
    assert [c[2] for c in cells] == ["2", "1", "2"]  # BERT; fresh4 ResNet; fresh5 ResNets
    assert "still blind" in cells[1][0] and "fresh validation 5" in cells[2][0]
    assert cells[2][-1] == "50%"  # the −50 % run is outside the −20/+20 % band


def test_the_fresh4_rows_cover_what_the_set_was_collected_for():
    rows = _rows(fresh_set(4))
    assert len(rows) >= 30
    assert set(rows["kind"]) == {"train", "decode", "generate"}
    assert rows["source"].str.startswith("https://").all()
    # The multi-GPU training the day's contention term touches: runs on 1, 2 and 8 GPUs.
    train = rows[rows["kind"] == "train"]
    assert {1, 2, 8} <= set(train["count"].astype(int))
    # 16-bit decoding, the regime the kernel-generation change touches.
    decode = rows[rows["kind"] == "decode"]
    assert (decode["bits"].replace("", "16").astype(int) == 16).sum() >= 4


def test_fresh5_ids_are_held_out_of_every_fit_and_of_the_decode_fit():
    ids = pd.Series(["fresh4-dle-txl-a100", "fresh5-dle-mx-rn50-a100x1", "fresh5x-a", "x-fresh5-1"])
    assert fresh_set(5)(ids).tolist() == [False, True, False, False]
    assert fresh_set(4)(ids).tolist() == [True, False, False, False]
    assert is_held_out(ids).tolist() == [True, True, False, False]
    assert is_decode_held_out(ids).tolist() == [True, True, False, False]


@pytest.mark.parametrize("which", [1, 2, 3, 4, 5, 6, 7, 8])
def test_every_validation_set_gets_a_summary_row_that_counts_only_its_runs(which):
    # Three runs of the set off by +10 %, −50 % and 0 %, beside one older run and one run of
    # every other set, each off by +50 %: the set's row sees its three runs only.
    mine = "fresh-" if which == 1 else f"fresh{which}-"
    others = ["fresh-x" if n == 1 else f"fresh{n}-x" for n in range(1, 9) if n != which]
    ids = ["dle-a", *others, f"{mine}a", f"{mine}b", f"{mine}c"]
    points = _points(ids, [1.5] * (1 + len(others)) + [1.1, 0.5, 1.0])
    (row,) = validation_row(points, BAND, which)
    cells = [c.strip() for c in row.strip("|").split("|")]
    assert f"`{mine}*`" in cells[0]
    assert cells[2] == "3"
    assert cells[3] == "10.0 %"  # median of 10, 50, 0 %
    assert cells[-1] == "67%"  # −50 % is outside the −20/+20 % band
    assert validation_row(_points(["dle-a", *others], [1.0] * (1 + len(others))), BAND, which) == []


def test_the_fifth_set_is_named_in_the_summary_as_collected_before_the_training_changes():
    (row,) = validation_row(_points(["fresh5-a"], [1.0]), BAND, 5)
    assert "fresh validation 5 (`fresh5-*`, collected 2026-11-26 before" in row
    assert "training term changes" in row


def test_the_fresh5_rows_cover_what_the_set_was_collected_for():
    rows = _rows(fresh_set(5))
    assert len(rows) >= 30
    assert (rows["kind"] == "train").all()  # the task whose target is missed
    assert (
        rows["source"].str.startswith("https://github.com/NVIDIA/DeepLearningExamples/blob/").all()
    )
    # Each note says the set, what the source states (its table) and what was assumed.
    assert rows["note"].str.contains("Table '").all()
    assert rows["note"].str.contains("Assumed").all()
    # Single- and multi-GPU runs, mixed precision and TF32/FP32, CNN and transformer.
    assert {1, 2, 4, 8} <= set(rows["count"].astype(int))
    assert {"amp", "tf32", "fp32"} <= set(rows["precision"])
    assert {"resnet50", "bert-large-squad"} <= set(rows["workload"])


def test_fresh6_ids_are_held_out_of_every_fit_and_of_the_decode_fit():
    ids = pd.Series(["fresh5-dle-mx-rn50", "fresh6-dle-pd-rn50-a100x1", "fresh6x-a", "x-fresh6-1"])
    assert fresh_set(6)(ids).tolist() == [False, True, False, False]
    assert fresh_set(5)(ids).tolist() == [True, False, False, False]
    assert is_held_out(ids).tolist() == [True, True, False, False]
    assert is_decode_held_out(ids).tolist() == [True, True, False, False]


def test_the_sixth_set_is_named_in_the_summary_as_collected_before_that_sessions_changes():
    (row,) = validation_row(_points(["fresh6-a"], [1.0]), BAND, 6)
    assert "fresh validation 6 (`fresh6-*`, collected 2026-11-26 before" in row
    assert "term changes" in row


def test_the_fresh6_rows_cover_what_the_set_was_collected_for():
    rows = _rows(fresh_set(6))
    assert len(rows) >= 12
    # Training, decoding and image generation, each from a stack the base fit never saw.
    assert {"train", "decode", "generate"} <= set(rows["kind"])
    assert not rows["stack"].str.contains("Lambda").any()
    # Each note quotes the row of the source it was read from.
    assert rows["note"].str.contains("Row '|Table '").all()
    # Decoding with and without CUDA graphs, and at a long context.
    decode = rows[rows["kind"] == "decode"]
    assert decode["overrides"].str.contains("cuda_graphs=0").any()
    assert (~decode["overrides"].str.contains("cuda_graphs=0")).any()
    assert decode["overrides"].str.contains("seq_len=33280").any()


def test_fresh7_ids_are_held_out_of_every_fit_and_of_the_decode_fit():
    ids = pd.Series(["fresh6-autoawq-a", "fresh7-diffusers-a", "fresh7x-a", "x-fresh7-1"])
    assert fresh_set(7)(ids).tolist() == [False, True, False, False]
    assert fresh_set(6)(ids).tolist() == [True, False, False, False]
    assert is_held_out(ids).tolist() == [True, True, False, False]
    assert is_decode_held_out(ids).tolist() == [True, True, False, False]


def test_the_seventh_set_is_named_in_the_summary_as_collected_after_that_sessions_changes():
    (row,) = validation_row(_points(["fresh7-a"], [1.0]), BAND, 7)
    assert "fresh validation 7 (`fresh7-*`, collected 2026-11-26 after" in row
    assert "before any later change" in row


def test_the_fresh7_rows_cover_what_the_set_was_collected_for():
    rows = _rows(fresh_set(7))
    assert len(rows) >= 10
    # Training, decoding and image generation, each from a stack the base fit never saw.
    assert {"train", "decode", "generate"} <= set(rows["kind"])
    assert not rows["stack"].str.contains("Lambda").any()
    # Each note quotes the row of the source it was read from.
    assert rows["note"].str.contains("Row '").all()
    # Multi-GPU training both unsharded and under ZeRO-3 (the DeepSpeed stack).
    train = rows[rows["kind"] == "train"]
    assert set(train["zero_stage"]) == {"0", "3"}
    assert train["overrides"].str.contains("stack=deepspeed").any()
    assert (train["count"].astype(int) > 1).all()
    # Every source is pinned to a commit and none was cited by an earlier row.
    assert rows["source"].str.contains("/blob/[0-9a-f]{40}/", regex=True).all()


def test_fresh8_ids_are_held_out_of_every_fit_and_of_the_decode_fit():
    ids = pd.Series(["fresh7-diffusers-a", "fresh8-torchtune-a", "fresh8x-a", "x-fresh8-1"])
    assert fresh_set(8)(ids).tolist() == [False, True, False, False]
    assert fresh_set(7)(ids).tolist() == [True, False, False, False]
    assert is_held_out(ids).tolist() == [True, True, False, False]
    assert is_decode_held_out(ids).tolist() == [True, True, False, False]


def test_the_eighth_set_is_named_in_the_summary_as_collected_before_the_next_changes():
    (row,) = validation_row(_points(["fresh8-a"], [1.0]), BAND, 8)
    assert "fresh validation 8 (`fresh8-*`, collected 2026-11-26 before" in row


def test_the_fresh8_rows_cover_what_the_set_was_collected_for():
    rows = _rows(fresh_set(8))
    assert len(rows) >= 15
    assert {"train", "decode"} <= set(rows["kind"])
    assert not rows["stack"].str.contains("Lambda").any()
    assert rows["note"].str.contains("Row '").all()
    # Mostly training (fresh7 had two runs): LLM fine-tuning with torchtune on one GPU (full,
    # LoRA, QLoRA) and sharded over eight, one of them with FSDP's CPU offload.
    train = rows[rows["kind"] == "train"]
    assert len(train) >= 10
    tune = train[train["overrides"].str.contains("stack=torchtune")]
    assert {"lora", "qlora"} <= set(tune["adapter"])
    assert {1, 8} <= set(tune["count"].astype(int))
    assert tune["overrides"].str.contains("offload=all").sum() == 1
    assert set(tune.loc[tune["count"].astype(int) == 8, "zero_stage"]) == {"3"}


def test_a_rows_offload_override_reaches_the_estimate():
    """FSDP's CPU offload, stated in the row, is what the estimator is asked about: the run is
    costed with weights coming up the PCIe link every micro-batch; the same row without the
    override is costed with everything on the cards."""
    rows = _rows(fresh_set(8))
    offloaded = rows[rows["overrides"].str.contains("offload=all")].iloc[0]
    on_card = offloaded.copy()
    on_card["overrides"] = on_card["overrides"].replace(";offload=all", "")
    cal, library = load_calibration(), load_workloads()
    gpus = shipped_catalogue().table("gpu")
    cost = _run(offloaded, cal, library, gpus)["offload"]
    assert cost is not None and (cost.up_s > 0).all() and (cost.down_s > 0).all()
    assert _run(on_card, cal, library, gpus)["offload"] is None


def test_an_unknown_offload_in_a_row_is_refused_with_its_line(tmp_path):
    source = REPO / "data" / EXTERNAL_FILE
    lines = source.read_text(encoding="utf-8").splitlines()
    at = next(i for i, line in enumerate(lines) if "offload=all" in line)
    lines[at] = lines[at].replace("offload=all", "offload=disk")
    (tmp_path / EXTERNAL_FILE).parent.mkdir(parents=True, exist_ok=True)
    (tmp_path / EXTERNAL_FILE).write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(ExternalDataError, match=rf"line {at + 1}: override offload=disk"):
        load_points(tmp_path)


def test_fresh9_ids_are_held_out_of_every_fit_and_of_the_decode_fit():
    ids = pd.Series(["fresh8-torchtune-a", "fresh9-dle-a", "fresh9x-a", "x-fresh9-1"])
    assert fresh_set(9)(ids).tolist() == [False, True, False, False]
    assert fresh_set(8)(ids).tolist() == [True, False, False, False]
    assert is_held_out(ids).tolist() == [True, True, False, False]
    assert is_decode_held_out(ids).tolist() == [True, True, False, False]


def test_the_ninth_set_is_named_in_the_summary_as_collected_before_that_evenings_changes():
    (row,) = validation_row(_points(["fresh9-a"], [1.0]), BAND, 9)
    assert "fresh validation 9 (`fresh9-*`, collected 2026-11-26 before that evening's" in row


def test_the_fresh9_rows_cover_what_the_set_was_collected_for():
    rows = _rows(fresh_set(9))
    assert 15 <= len(rows) <= 30
    assert {"train", "decode", "generate"} <= set(rows["kind"])
    assert not rows["stack"].str.contains("Lambda").any()
    assert rows["note"].str.contains("Row '").all()
    # Training on one and eight GPUs, from more than one framework, and on a consumer card.
    train = rows[rows["kind"] == "train"]
    assert len(train) >= 8
    assert {1, 8} <= set(train["count"].astype(int))
    assert train["stack"].str.contains("TensorFlow").any()
    assert train["stack"].str.contains("PyTorch").any()
    assert train["gpu_id"].str.startswith("rtx-").any()
    # Image generation on data-centre cards of three generations, eager and compiled.
    generate = rows[rows["kind"] == "generate"]
    assert {"tesla-t4", "a100-sxm4-40gb", "h100-sxm"} <= set(generate["gpu_id"])
    assert {"eager", "compiled"} <= set(generate["tier"])


def test_fresh10_ids_are_held_out_of_every_fit_and_of_the_decode_fit():
    ids = pd.Series(["fresh9-dle-a", "fresh10-hfdoc-a", "fresh1-a", "fresh100-a", "x-fresh10-1"])
    assert fresh_set(10)(ids).tolist() == [False, True, False, False, False]
    assert fresh_set(9)(ids).tolist() == [True, False, False, False, False]
    assert is_fresh(ids).tolist() == [False] * 5
    assert is_held_out(ids).tolist() == [True, True, False, False, False]
    assert is_decode_held_out(ids).tolist() == [True, True, False, False, False]


def test_the_tenth_set_is_named_in_the_summary_as_collected_before_that_nights_changes():
    (row,) = validation_row(_points(["fresh10-a"], [1.0]), BAND, 10)
    assert "fresh validation 10 (`fresh10-*`, collected 2026-11-27 before that night's" in row
    # A tenth-set run is not counted in the first or ninth set's summary.
    assert validation_row(_points(["fresh10-a"], [1.0]), BAND, 1) == []
    assert validation_row(_points(["fresh10-a"], [1.0]), BAND, 9) == []


def test_the_fresh10_rows_cover_what_the_set_was_collected_for():
    rows = _rows(fresh_set(10))
    assert 15 <= len(rows) <= 30
    assert {"train", "decode"} <= set(rows["kind"])
    assert not rows["stack"].str.contains("Lambda").any()
    assert rows["note"].str.contains("Row '").all()
    train = rows[rows["kind"] == "train"]
    # CNN layout A/B: the same network, card and precision run NCHW and channels-last.
    cnn = train[train["workload"].isin(["resnet50", "vgg16"])]
    layout = np.where(cnn["stack"].str.contains("NHWC"), "nhwc", "nchw")
    pairs = cnn.assign(layout=layout).groupby(["workload", "gpu_id", "precision"])
    assert sum(set(g["layout"]) == {"nchw", "nhwc"} for _, g in pairs) >= 4
    assert {"v100-sxm2-16gb", "rtx-3090"} <= set(cnn["gpu_id"])
    # BERT on the Trainer: FP32 and AMP, accumulation, checkpointing, Adafactor, 8-bit Adam.
    bert = train[train["workload"] == "bert-large-squad"]
    assert {"fp32", "amp"} <= set(bert["precision"])
    assert (bert["checkpointing"] == "true").any()
    assert bert["overrides"].str.contains("grad_accum=4").any()
    assert bert["overrides"].str.contains("optimizer=adafactor").any()
    assert bert["overrides"].str.contains("optimizer=adamw8bit").any()
    # Decoding at 16 and 4 bits on a workstation and a desktop card.
    decode = rows[rows["kind"] == "decode"]
    assert {"rtx-a6000", "rtx-4090"} <= set(decode["gpu_id"])
    assert {"16", "4"} <= set(decode["bits"])


def test_amd_ids_are_held_out_of_every_fit_and_of_the_decode_fit():
    ids = pd.Series(["fresh9-dle-a", "amd-llamacpp-a", "amdx-a", "x-amd-1"])
    assert is_amd(ids).tolist() == [False, True, False, False]
    assert is_held_out(ids).tolist() == [True, True, False, False]
    assert is_decode_held_out(ids).tolist() == [True, True, False, False]


def test_the_amd_set_is_named_in_the_summary_as_collected_before_any_amd_term():
    (row,) = validation_row(_points(["amd-a"], [1.0]), BAND, "amd")
    assert "AMD validation (`amd-*`, collected 2026-11-27 before any AMD term)" in row


def test_every_amd_row_ran_on_an_amd_card_predicts_and_cites_a_page_no_other_row_cited():
    points = load_points()
    rows = _rows(is_amd)
    assert 5 <= len(rows) <= 25
    vendors = shipped_catalogue().table("gpu").set_index("id")["vendor"]
    assert (vendors[rows["gpu_id"]].str.upper() == "AMD").all()
    predicted, _ = predict(rows, load_calibration())
    assert np.isfinite(predicted).all() and (predicted > 0).all()
    assert rows["note"].str.startswith("AMD validation").all()
    assert (rows["as_of"].str.len() >= 4).all()
    assert not set(rows["source"]) & set(points.loc[~is_amd(points["id"]), "source"])
    # Training and decoding, on a consumer RDNA 3 card and a data-centre CDNA 3 one.
    assert {"train", "decode"} <= set(rows["kind"])
    assert {"radeon-rx-7900-xtx", "instinct-mi300x"} <= set(rows["gpu_id"])


def test_fresh11_ids_are_held_out_of_every_fit_and_of_the_decode_fit():
    ids = pd.Series(["fresh10-hfdoc-a", "fresh11-ooba-a", "fresh1-a", "fresh110-a", "x-fresh11-1"])
    assert fresh_set(11)(ids).tolist() == [False, True, False, False, False]
    assert fresh_set(10)(ids).tolist() == [True, False, False, False, False]
    assert is_fresh(ids).tolist() == [False] * 5
    assert is_held_out(ids).tolist() == [True, True, False, False, False]
    assert is_decode_held_out(ids).tolist() == [True, True, False, False, False]


def test_the_eleventh_set_is_named_in_the_summary_as_collected_before_that_mornings_changes():
    (row,) = validation_row(_points(["fresh11-a"], [1.0]), BAND, 11)
    assert "fresh validation 11 (`fresh11-*`, collected 2026-11-27 before that morning's" in row
    assert "decode-host and eager-elementwise term changes" in row
    # An eleventh-set run is not counted in the first or tenth set's summary.
    assert validation_row(_points(["fresh11-a"], [1.0]), BAND, 1) == []
    assert validation_row(_points(["fresh11-a"], [1.0]), BAND, 10) == []


def test_the_fresh11_rows_cover_what_the_set_was_collected_for():
    rows = _rows(fresh_set(11))
    assert 15 <= len(rows) <= 30
    assert not rows["stack"].str.contains("Lambda").any()
    assert rows["note"].str.contains("Row '").all()
    decode = rows[rows["kind"] == "decode"]
    # Batch-1 decoding by runners other than Hugging Face generate, each named in its stack.
    stacks = decode["stack"].str.lower()
    for runner in ("exllamav2", "exllama (v1", "autoawq", "llama.cpp"):
        assert stacks.str.contains(runner, regex=False).any(), runner
    assert (decode["batch_per_gpu"] == "1").all()
    # The same model, card and context under four runners: only the runner differs.
    ooba = decode[decode["id"].str.startswith("fresh11-ooba-")]
    assert ooba["overrides"].str.contains("seq_len=4000").all()
    assert set(ooba["gpu_id"]) == {"rtx-3090"} and ooba["stack"].nunique() >= 4
    # Consumer and data-centre cards; 16-bit and 4-bit weights.
    assert {"rtx-3090", "rtx-4090", "a100-sxm4-80gb"} <= set(decode["gpu_id"])
    assert {"16", "4"} <= set(decode["bits"])


def _fresh12() -> pd.DataFrame:
    points = load_points()
    return points[fresh_set(12)(points["id"])].reset_index(drop=True)


def test_fresh12_ids_are_held_out_of_every_fit_and_of_the_decode_fit():
    ids = pd.Series(
        ["fresh11-ooba-a", "fresh12-geerling-a", "fresh1-a", "fresh120-a", "x-fresh12-1"]
    )
    assert fresh_set(12)(ids).tolist() == [False, True, False, False, False]
    assert fresh_set(11)(ids).tolist() == [True, False, False, False, False]
    assert is_fresh(ids).tolist() == [False] * 5
    assert is_held_out(ids).tolist() == [True, True, False, False, False]
    assert is_decode_held_out(ids).tolist() == [True, True, False, False, False]


def test_the_twelfth_set_is_named_in_the_summary_as_collected_before_the_host_cpu_term():
    (row,) = validation_row(_points(["fresh12-a"], [1.0]), BAND, 12)
    assert "fresh validation 12 (`fresh12-*`, collected 2026-11-27 before that morning's" in row
    assert "host-CPU term" in row
    # A twelfth-set run is not counted in the eleventh set's summary, nor an eleventh-set run
    # in the twelfth's.
    assert validation_row(_points(["fresh12-a"], [1.0]), BAND, 11) == []
    assert validation_row(_points(["fresh11-a"], [1.0]), BAND, 12) == []


HOST_CPU = r"host_cpu=([^;]+);"


def test_every_fresh12_row_names_its_host_cpu_in_the_fixed_form():
    rows = _fresh12()
    assert 15 <= len(rows) <= 30
    hosts = rows["note"].str.extract(HOST_CPU)[0]
    assert hosts.notna().all(), rows.loc[hosts.isna(), "id"].tolist()
    # The host is also in the stack the row was run on, as the page states it.
    assert all(h in s for h, s in zip(hosts, rows["stack"], strict=True))
    assert (rows["kind"] == "decode").all() and (rows["batch_per_gpu"] == "1").all()


def test_the_fresh12_pairs_differ_only_in_the_host():
    """The set's point: the same card, model, weights and runner on two hosts, so that a
    host-CPU term is judged on the ratio it predicts between them."""
    rows = _fresh12()
    rows = rows.assign(host=rows["note"].str.extract(HOST_CPU)[0])
    pairs = rows[rows["id"].str.startswith("fresh12-geerling-")]
    keys = ["gpu_id", "overrides", "precision", "tier", "bits"]
    groups = pairs.groupby(keys)["host"].agg(lambda h: sorted(set(h)))
    assert len(groups) >= 6
    assert all(h == ["Intel Core Ultra 265K", "Raspberry Pi CM5 16GB"] for h in groups)
    # Consumer cards of three generations and a data-centre card; 16-bit and 4-bit weights.
    assert {"rtx-4090", "rtx-3060-12gb", "rtx-2080-ti", "a10g"} <= set(rows["gpu_id"])
    assert {"16", "4"} <= set(rows["bits"])


def test_fresh13_ids_are_held_out_of_every_fit_and_of_the_decode_fit():
    ids = pd.Series(
        ["fresh12-geerling-a", "fresh13-optimum-a", "fresh1-a", "fresh130-a", "x-fresh13-1"]
    )
    assert fresh_set(13)(ids).tolist() == [False, True, False, False, False]
    assert fresh_set(12)(ids).tolist() == [True, False, False, False, False]
    assert is_fresh(ids).tolist() == [False] * 5
    assert is_held_out(ids).tolist() == [True, True, False, False, False]
    assert is_decode_held_out(ids).tolist() == [True, True, False, False, False]


def test_the_thirteenth_set_is_named_in_the_summary_as_collected_before_the_decode_changes():
    (row,) = validation_row(_points(["fresh13-a"], [1.0]), BAND, 13)
    assert "fresh validation 13 (`fresh13-*`, collected 2026-11-27 before that midday's" in row
    assert "decode term changes" in row
    # A thirteenth-set run is not counted in the twelfth set's summary, nor a twelfth-set run
    # in the thirteenth's.
    assert validation_row(_points(["fresh13-a"], [1.0]), BAND, 12) == []
    assert validation_row(_points(["fresh12-a"], [1.0]), BAND, 13) == []


def test_the_thirteenth_sets_decode_row_says_its_read_rows_are_in_source():
    """Its matt-c1 llamacpp_HF rows were read when that loader was measured (2026-11-28) and
    its optimum rows when generate's batch terms were chosen: the decode section says so."""
    (row,) = validation_row(_points(["fresh13-a"], [1.0]), BAND, 13, seen=True)
    assert "llamacpp_HF rows (matt-c1)" in row
    assert "in source for those choices" in row


def _seq_len(overrides: pd.Series) -> pd.Series:
    return overrides.str.extract(r"seq_len=(\d+)")[0].astype(int)


def test_the_fresh13_rows_cover_what_the_set_was_collected_for():
    """Mostly decoding, to judge the decode terms changed after it was registered: small
    batches (the same model, card and runner at batch 1 to 16), short and long contexts (the
    same model, card, weights and runner from a few hundred to 16,000 tokens), 16-, 8- and
    4-bit weights on consumer and data-centre cards; the rest full fine-tunes."""
    rows = _rows(fresh_set(13))
    assert 20 <= len(rows) <= 35
    assert not rows["stack"].str.contains("Lambda").any()
    decode = rows[rows["kind"] == "decode"]
    assert 3 * len(decode) >= 2 * len(rows)
    assert set(rows["kind"]) == {"decode", "train"}
    # Small batches: Hugging Face fp16 generate of one model on one card at batch 1 to 16.
    hf = decode[decode["id"].str.contains("-fp16-b")]
    assert set(hf["batch_per_gpu"]) == {"1", "2", "4", "8", "16"}
    assert hf["overrides"].nunique() == 1 and hf["gpu_id"].nunique() == 1
    # Short and long contexts: one llama.cpp configuration from under 512 to over 8,192 tokens.
    long = decode[
        decode["id"].str.startswith("fresh13-mattc1-") & decode["id"].str.contains("-nofa-")
    ]
    contexts = _seq_len(long["overrides"])
    assert contexts.min() <= 512 and contexts.max() >= 8192 and contexts.nunique() >= 5
    assert long["stack"].nunique() == 1 and long["gpu_id"].nunique() == 1
    # Weights of 16, 8 and 4 bits; consumer and data-centre cards.
    assert {"16", "8", "4"} <= set(decode["bits"])
    assert {"rtx-4090", "rtx-3090", "a100-sxm4-80gb"} <= set(decode["gpu_id"])
    # The training rows are full fine-tunes with every layer checkpointed at 8,192 tokens.
    train = rows[rows["kind"] == "train"]
    assert (train["checkpointing"] == "true").all()
    assert (_seq_len(train["overrides"]) == 8192).all()


def test_every_fresh13_row_that_names_a_host_gives_it_in_the_fixed_form():
    rows = _rows(fresh_set(13))
    hosts = rows["note"].str.extract(HOST_CPU)[0]
    named = hosts.notna()
    # The llama.cpp rows' pages name their hosts; the host is also in the stack as stated.
    assert named[rows["id"].str.contains("-mattc1-|-jan-")].all()
    assert all(h in s for h, s in zip(hosts[named], rows.loc[named, "stack"], strict=True))


def test_fresh14_ids_are_held_out_of_every_fit_and_of_the_decode_fit():
    ids = pd.Series(
        ["fresh13-optimum-a", "fresh14-cudnnfe-a", "fresh1-a", "fresh140-a", "x-fresh14-1"]
    )
    assert fresh_set(14)(ids).tolist() == [False, True, False, False, False]
    assert fresh_set(13)(ids).tolist() == [True, False, False, False, False]
    assert is_fresh(ids).tolist() == [False] * 5
    assert is_held_out(ids).tolist() == [True, True, False, False, False]
    assert is_decode_held_out(ids).tolist() == [True, True, False, False, False]


def test_the_fourteenth_set_is_named_in_the_summary_as_collected_before_the_afternoon_changes():
    (row,) = validation_row(_points(["fresh14-a"], [1.0]), BAND, 14)
    assert "fresh validation 14 (`fresh14-*`, collected 2026-11-27 before that afternoon's" in row
    assert "decode and training term changes" in row
    # A fourteenth-set run is not counted in the thirteenth set's summary, nor the reverse.
    assert validation_row(_points(["fresh14-a"], [1.0]), BAND, 13) == []
    assert validation_row(_points(["fresh13-a"], [1.0]), BAND, 14) == []


def test_the_fresh14_rows_cover_what_the_set_was_collected_for():
    """Long-sequence decoder training with SDPA (one model, precision and runner from 768 to
    16,384 tokens at a near-constant token count per step, two SDPA kernels, two cards) and
    batch-1 4-bit decoding on consumer cards by runners other than Hugging Face generate."""
    rows = _rows(fresh_set(14))
    assert 24 <= len(rows) <= 36
    assert not rows["stack"].str.contains("Lambda").any()
    assert set(rows["kind"]) == {"decode", "train"}
    train = rows[rows["kind"] == "train"]
    # One configuration per card and kernel across six shapes, 768 to 16,384 tokens.
    assert set(train["gpu_id"]) == {"h200-sxm", "b200"}
    assert (train["checkpointing"] == "false").all()
    assert (train["precision"] == "bf16").all() and (train["count"] == "1").all()
    seq = _seq_len(train["overrides"])
    assert seq.min() == 768 and seq.max() == 16384 and seq.nunique() == 6
    tokens = seq * train["batch_per_gpu"].astype(int)
    assert tokens.min() >= 12_000 and tokens.max() <= 18_500
    kernels = train["id"].str.extract(r"-(flash|efficient)-")[0]
    assert set(kernels) == {"flash", "efficient"}
    assert (train.groupby([train["gpu_id"], kernels]).size() == 6).all()
    # Clock-locked cards carry the locked peak as a board override, never a catalogue edit.
    assert train["overrides"].str.contains("gpu.bf16_tflops=").all()
    decode = rows[rows["kind"] == "decode"]
    assert (decode["batch_per_gpu"] == "1").all() and (decode["bits"] == "4").all()
    assert {"rtx-3090-ti", "rtx-4090"} <= set(decode["gpu_id"])
    assert (
        decode["stack"].str.contains("MLC").any()
        and decode["stack"].str.contains("llama.cpp").any()
    )


def test_every_fresh14_row_that_names_a_host_gives_it_in_the_fixed_form():
    rows = _rows(fresh_set(14))
    hosts = rows["note"].str.extract(HOST_CPU)[0]
    # The cudnn-frontend README names both hosts and llama-bench's README its own; the
    # llm-perf-bench page names none.
    assert hosts[rows["id"].str.contains("-cudnnfe-|-llamabench-")].notna().all()
    assert hosts[rows["id"].str.contains("-mlcperf-")].isna().all()
    assert set(hosts.dropna()) == {
        "Intel(R) Xeon(R) Silver 4314 CPU @ 2.40GHz",
        "INTEL(R) XEON(R) PLATINUM 8570",
        "13th Gen Intel(R) Core(TM) i9-13900K",
    }


def test_fresh15_ids_are_held_out_of_every_fit_and_of_the_decode_fit():
    ids = pd.Series(
        ["fresh14-cudnnfe-a", "fresh15-llamacpp-a", "fresh1-a", "fresh150-a", "x-fresh15-1"]
    )
    assert fresh_set(15)(ids).tolist() == [False, True, False, False, False]
    assert fresh_set(14)(ids).tolist() == [True, False, False, False, False]
    assert is_fresh(ids).tolist() == [False] * 5
    assert is_held_out(ids).tolist() == [True, True, False, False, False]
    assert is_decode_held_out(ids).tolist() == [True, True, False, False, False]


def test_the_fifteenth_set_is_named_in_the_summary_as_collected_before_the_evening_changes():
    (row,) = validation_row(_points(["fresh15-a"], [1.0]), BAND, 15)
    assert "fresh validation 15 (`fresh15-*`, collected 2026-11-27 evening before" in row
    # A fifteenth-set run is not counted in the fourteenth set's summary, nor the reverse.
    assert validation_row(_points(["fresh15-a"], [1.0]), BAND, 14) == []
    assert validation_row(_points(["fresh14-a"], [1.0]), BAND, 15) == []


def test_the_fresh15_rows_cover_what_the_set_was_collected_for():
    """llama.cpp batch-1 decoding of one 70B model on four RTX 4090s, split by layers (the
    default dlbox prices as sequential) and by rows, from an empty context to 65,536 tokens,
    plus single-GPU decoding on a card other than the 4090/3090."""
    rows = _rows(fresh_set(15))
    assert set(rows["kind"]) == {"decode"}
    assert (rows["batch_per_gpu"] == "1").all() and rows["stack"].str.contains("llama.cpp").all()
    multi = rows[rows["count"] != "1"]
    assert (multi["count"] == "4").all() and (multi["gpu_id"] == "rtx-4090").all()
    modes = multi["id"].str.extract(r"-sm(layer|row)-")[0]
    assert set(modes) == {"layer", "row"}
    # Each split mode at the same three depths, so the two modes compare context for context.
    seq = _seq_len(multi["overrides"])
    assert all(set(seq[modes == m]) == {128, 32896, 65664} for m in ("layer", "row"))
    # dlbox has no split-mode field: every row-split run says so in its note.
    assert multi.loc[modes == "row", "note"].str.contains("no split-mode field").all()
    assert set(rows.loc[rows["count"] == "1", "gpu_id"]) == {"rtx-6000-ada"}


def test_fresh16_ids_are_held_out_of_every_fit_and_of_the_decode_fit():
    ids = pd.Series(
        ["fresh15-llamacpp-a", "fresh16-vllm-a", "fresh1-a", "fresh160-a", "x-fresh16-1"]
    )
    assert fresh_set(16)(ids).tolist() == [False, True, False, False, False]
    assert fresh_set(15)(ids).tolist() == [True, False, False, False, False]
    assert is_held_out(ids).tolist() == [True, True, False, False, False]
    assert is_decode_held_out(ids).tolist() == [True, True, False, False, False]


def test_the_sixteenth_set_is_named_in_the_summary_and_counts_only_its_own_runs():
    (row,) = validation_row(_points(["fresh16-a"], [1.0]), BAND, 16)
    assert "fresh validation 16 (`fresh16-*`" in row
    assert validation_row(_points(["fresh16-a"], [1.0]), BAND, 15) == []
    assert validation_row(_points(["fresh15-a"], [1.0]), BAND, 16) == []


def test_the_fresh16_rows_cover_what_the_set_was_collected_for():
    """The same fine-tune with activation checkpointing off and on (nothing else changed),
    vLLM tensor-parallel decoding of one model over 2, 4 and 8 GPUs at two batches, and
    Hugging Face generate at batch > 1 with the model split by layers."""
    rows = _rows(fresh_set(16))
    train = rows[rows["kind"] == "train"]
    full = train[train["adapter"] == ""].set_index("id")
    off = full.loc["fresh16-torchtune-a100-l32-3b-full-packed-compile-chunked-noac"]
    on = full.loc["fresh16-torchtune-a100-l32-3b-full-packed-compile-chunked-ac"]
    assert (off["checkpointing"], on["checkpointing"]) == ("false", "true")
    same = ["workload", "overrides", "gpu_id", "tier", "batch_per_gpu", "precision"]
    assert off[same].tolist() == on[same].tolist()
    decode = rows[rows["kind"] == "decode"]
    vllm = decode[decode["stack"].str.contains("vLLM")]
    assert vllm["stack"].str.contains("tensor parallel").all()
    for batch in ("1", "16"):
        assert set(vllm.loc[vllm["batch_per_gpu"] == batch, "count"]) == {"2", "4", "8"}
    # Hugging Face generate at batch > 1, the model split by layers over the node's GPUs.
    hf = decode[decode["stack"].str.contains("Hugging Face transformers generate")]
    assert hf["stack"].str.contains("device_map").all() and (hf["tier"] == "eager").all()
    assert {int(b) for b in hf["batch_per_gpu"]} >= {8, 16, 32}


def test_fresh17_ids_are_held_out_of_every_fit_and_of_the_decode_fit():
    ids = pd.Series(
        ["fresh16-vllm-a", "fresh17-gptfast-a", "fresh1-a", "fresh170-a", "x-fresh17-1"]
    )
    assert fresh_set(17)(ids).tolist() == [False, True, False, False, False]
    assert fresh_set(16)(ids).tolist() == [True, False, False, False, False]
    assert is_held_out(ids).tolist() == [True, True, False, False, False]
    assert is_decode_held_out(ids).tolist() == [True, True, False, False, False]


def test_the_seventeenth_set_is_named_in_the_summary_and_counts_only_its_own_runs():
    (row,) = validation_row(_points(["fresh17-a"], [1.0]), BAND, 17)
    assert "fresh validation 17 (`fresh17-*`" in row
    assert validation_row(_points(["fresh17-a"], [1.0]), BAND, 16) == []
    assert validation_row(_points(["fresh16-a"], [1.0]), BAND, 17) == []


def test_the_fresh17_rows_are_mixture_of_experts_decoding_over_one_to_eight_gpus():
    """Every run decodes a library MoE model (its experts held, the routed ones computed):
    Mixtral in tensor parallel over 1, 2, 4 and 8 GPUs, and two finer-grained MoE models on
    one consumer or older card."""
    rows = _rows(fresh_set(17))
    assert (rows["kind"] == "decode").all()
    models = rows["overrides"].str.extract(r"model=([^;]+)")[0]
    assert set(models) == {"mixtral-8x7b", "deepseek-v2-lite", "qwen3-30b-a3b"}
    mixtral = rows[models == "mixtral-8x7b"]
    assert set(mixtral["count"]) == {"1", "2", "4", "8"}
    assert mixtral.loc[mixtral["count"] != "1", "stack"].str.contains("tensor parallel").all()
    assert set(rows.loc[models != "mixtral-8x7b", "gpu_id"]) == {
        "tesla-p40",
        "rtx-3090",
        "rtx-4090",
    }


def test_fresh18_ids_are_held_out_of_every_fit_and_of_the_decode_fit():
    ids = pd.Series(["fresh17-a", "fresh18-llmq-a", "fresh1-a", "fresh180-a", "x-fresh18-1"])
    assert fresh_set(18)(ids).tolist() == [False, True, False, False, False]
    assert fresh_set(17)(ids).tolist() == [True, False, False, False, False]
    assert is_held_out(ids).tolist() == [True, True, False, False, False]
    assert is_decode_held_out(ids).tolist() == [True, True, False, False, False]


def test_the_eighteenth_set_is_named_in_the_summary_and_counts_only_its_own_runs():
    (row,) = validation_row(_points(["fresh18-a"], [1.0]), BAND, 18)
    assert "fresh validation 18 (`fresh18-*`" in row
    assert validation_row(_points(["fresh18-a"], [1.0]), BAND, 17) == []
    assert validation_row(_points(["fresh17-a"], [1.0]), BAND, 18) == []


def test_the_fresh18_rows_are_recent_training_and_decoding_on_blackwell_and_older_cards():
    """Training runs of four Qwen2.5 sizes on a Blackwell workstation card, a consumer
    Blackwell card, an H100 and an RTX 4090 (BF16, and FP8 on the two with FP8 rows), and
    one-token-at-a-time llama.cpp decoding of 2025-2026 builds, an RTX 5090 among them, from
    an empty context to 33k tokens."""
    rows = _rows(fresh_set(18))
    train, decode = rows[rows["kind"] == "train"], rows[rows["kind"] == "decode"]
    assert len(train) >= 5 and len(decode) >= 5
    models = rows["overrides"].str.extract(r"model=([^;]+)")[0]
    assert set(models[train.index]) == {
        "qwen2.5-0.5b",
        "qwen2.5-1.5b",
        "qwen2.5-3b",
        "qwen2.5-7b",
    }
    assert {"rtx-pro-6000-blackwell", "rtx-5060-ti-16gb", "h100-sxm"} <= set(train["gpu_id"])
    assert set(train["precision"]) == {"bf16", "fp8"}
    assert (train["count"] == "1").all()
    assert "rtx-5090" in set(decode["gpu_id"])
    assert (decode["batch_per_gpu"] == "1").all()
    contexts = decode["overrides"].str.extract(r"seq_len=(\d+)")[0].astype(int)
    assert contexts.min() <= 512 and contexts.max() > 32768
    assert (decode["as_of"].str[:4] >= "2025").all()


def test_fresh19_ids_are_held_out_of_every_fit_and_of_the_decode_fit():
    ids = pd.Series(["fresh18-a", "fresh19-peft-a", "fresh1-a", "fresh190-a", "x-fresh19-1"])
    assert fresh_set(19)(ids).tolist() == [False, True, False, False, False]
    assert fresh_set(18)(ids).tolist() == [True, False, False, False, False]
    assert is_held_out(ids).tolist() == [True, True, False, False, False]
    assert is_decode_held_out(ids).tolist() == [True, True, False, False, False]


def test_the_nineteenth_set_is_named_in_the_summary_and_counts_only_its_own_runs():
    (row,) = validation_row(_points(["fresh19-a"], [1.0]), BAND, 19)
    assert "fresh validation 19 (`fresh19-*`" in row
    assert validation_row(_points(["fresh19-a"], [1.0]), BAND, 18) == []
    assert validation_row(_points(["fresh18-a"], [1.0]), BAND, 19) == []


def test_the_fresh19_rows_are_fine_tunes_on_one_card_and_data_parallel_training_on_four():
    """LoRA (two ranks on q/v) and a full fine-tune of Llama 3.2 3B on one L40S, and
    four-card data-parallel pre-training of Qwen2.5 0.5B-7B on RTX 4090s and RTX PRO 6000s
    (llm.q with its sharded optimizer states in BF16 and FP8, LLaMA-Factory's DDP with
    checkpointing)."""
    rows = _rows(fresh_set(19))
    assert (rows["kind"] == "train").all() and len(rows) >= 15
    one, four = rows[rows["count"] == "1"], rows[rows["count"] == "4"]
    assert set(one["gpu_id"]) == {"l40s"} and set(one["adapter"]) == {"lora", ""}
    ranks = one["overrides"].str.extract(r"lora_params=(\d+)")[0].dropna().astype(int)
    assert sorted(ranks) == [9175040, 18350080]
    assert set(four["gpu_id"]) == {"rtx-4090", "rtx-pro-6000-blackwell"}
    assert set(four["precision"]) == {"bf16", "fp8"}
    assert set(four["zero_stage"]) == {"0", "1"}
    assert set(four.loc[four["zero_stage"] == "0", "checkpointing"]) == {"true"}
    assert (rows["as_of"].str[:4] == "2025").all()


def test_fresh20_ids_are_held_out_of_every_fit_and_of_the_decode_fit():
    ids = pd.Series(["fresh19-a", "fresh20-ob-a", "fresh1-a", "fresh200-a", "x-fresh20-1"])
    assert fresh_set(20)(ids).tolist() == [False, True, False, False, False]
    assert fresh_set(19)(ids).tolist() == [True, False, False, False, False]
    assert is_held_out(ids).tolist() == [True, True, False, False, False]
    assert is_decode_held_out(ids).tolist() == [True, True, False, False, False]


def test_the_twentieth_set_is_named_in_the_summary_and_counts_only_its_own_runs():
    (row,) = validation_row(_points(["fresh20-a"], [1.0]), BAND, 20)
    assert "fresh validation 20 (`fresh20-*`" in row
    assert validation_row(_points(["fresh20-a"], [1.0]), BAND, 19) == []
    assert validation_row(_points(["fresh19-a"], [1.0]), BAND, 20) == []


def test_the_fresh20_rows_are_trainer_fine_tunes_and_generate_batches_of_llama_2_7b():
    """LoRA, QLoRA and full fine-tunes of Llama 2 7B at 256 tokens in plain fp16 on one RTX
    4090 and one A100, and generate from a 512-token prompt at batch 1-16 in fp16 and
    bitsandbytes 4-bit on the A100."""
    rows = _rows(fresh_set(20))
    train, decode = rows[rows["kind"] == "train"], rows[rows["kind"] == "decode"]
    assert len(train) >= 15 and len(decode) >= 10
    assert (rows["overrides"].str.contains("model=llama-2-7b;")).all()
    assert (rows["precision"] == "fp16").all() and (rows["count"] == "1").all()
    assert set(train["adapter"]) == {"lora", "qlora", ""}
    assert set(train["gpu_id"]) == {"rtx-4090", "a100-sxm4-80gb"}
    assert (train["overrides"].str.contains("seq_len=256")).all()
    assert set(decode["batch_per_gpu"]) == {"1", "2", "4", "8", "16"}
    assert (decode["overrides"].str.contains("prompt_in_timing=512")).all()
    assert set(decode["bits"]) == {"16", "4"}


# Each held-out set: its id test, its pre-registered record and the main commit it was made on.
HELD_OUT_SETS = [
    pytest.param(fresh_set(2), "fresh2-predicted.json", "7281015", id="fresh2"),
    pytest.param(fresh_set(3), "fresh3-predicted.json", "7a2ba24", id="fresh3"),
    pytest.param(fresh_set(4), "fresh4-predicted.json", "30296b2", id="fresh4"),
    pytest.param(fresh_set(5), "fresh5-predicted.json", "59d5a78", id="fresh5"),
    pytest.param(fresh_set(6), "fresh6-predicted.json", "821ee3e", id="fresh6"),
    pytest.param(fresh_set(7), "fresh7-predicted.json", "d4d19f3", id="fresh7"),
    pytest.param(fresh_set(8), "fresh8-predicted.json", "cd0a803", id="fresh8"),
    pytest.param(fresh_set(9), "fresh9-predicted.json", "76e982e", id="fresh9"),
    pytest.param(fresh_set(10), "fresh10-predicted.json", "772dbd7", id="fresh10"),
    pytest.param(fresh_set(11), "fresh11-predicted.json", "b440ce9", id="fresh11"),
    pytest.param(fresh_set(12), "fresh12-predicted.json", "a18b879", id="fresh12"),
    pytest.param(fresh_set(13), "fresh13-predicted.json", "17790ab", id="fresh13"),
    pytest.param(fresh_set(14), "fresh14-predicted.json", "e1ed746", id="fresh14"),
    pytest.param(fresh_set(15), "fresh15-predicted.json", "ef0d82d", id="fresh15"),
    pytest.param(fresh_set(16), "fresh16-predicted.json", "d8f79f2", id="fresh16"),
    pytest.param(fresh_set(17), "fresh17-predicted.json", "c7f52b4", id="fresh17"),
    pytest.param(fresh_set(18), "fresh18-predicted.json", "db0fbd1", id="fresh18"),
    pytest.param(fresh_set(19), "fresh19-predicted.json", "7393148", id="fresh19"),
    pytest.param(fresh_set(20), "fresh20-predicted.json", "7393148", id="fresh20"),
    pytest.param(is_amd, "amd-predicted.json", "ea85226", id="amd"),
]


@pytest.mark.parametrize("which", [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20])
def test_every_row_of_a_new_validation_set_predicts_and_cites_a_page_no_earlier_row_cited(which):
    """Sets 4-20 were collected from pages no earlier row cited: each row loads, gets a finite
    prediction, carries its date and a note naming its set, and its source is new to the
    table."""
    points = load_points()
    in_set = points["id"].str.startswith(f"fresh{which}-")
    rows = points[in_set].reset_index(drop=True)
    assert len(rows) and rows["id"].is_unique and points["id"].is_unique
    predicted, _ = predict(rows, load_calibration())
    assert np.isfinite(predicted).all() and (predicted > 0).all()
    assert (rows["as_of"].str.len() >= 4).all()
    assert rows["note"].str.startswith(f"fresh validation {which}").all()
    assert not set(rows["source"]) & set(points.loc[~in_set, "source"])


def _held_out_masks(ids: pd.Series) -> dict[str, np.ndarray]:
    """Every held-out set's rows: the published sets and our own GPU sets."""
    masks = {param.id: np.asarray(param.values[0](ids)) for param in HELD_OUT_SETS}
    masks.update({f"own{n}": own_set(n)(ids) for n in OWN_HELD_OUT_SETS})
    return masks


def test_the_validation_sets_move_no_fitted_constant(tmp_path):
    """Tripling every measurement of every held-out set (published and our own) leaves the
    fitted tiers exactly as shipped in calibration.json: the sets judge the model, they never
    shape it.  One fit for all of them: a set that leaked into any fit would move a constant
    here (refit without one set at a time to name it)."""
    table = pd.read_csv(REPO / "data" / EXTERNAL_FILE, dtype=str, keep_default_na=False)
    masks = _held_out_masks(table["id"])
    assert all(mask.any() for mask in masks.values()), [k for k, m in masks.items() if not m.any()]
    rows = np.logical_or.reduce(list(masks.values()))
    table.loc[rows, "measured"] = [str(float(v) * 3) for v in table.loc[rows, "measured"]]
    (tmp_path / EXTERNAL_FILE).parent.mkdir(parents=True)
    table.to_csv(tmp_path / EXTERNAL_FILE, index=False)
    shipped = load_calibration()
    fit = fit_external(dataclasses.replace(shipped, external={}, tiers={}), tmp_path)
    assert json.dumps(fit.tiers, sort_keys=True) == json.dumps(shipped.tiers, sort_keys=True)
    # ... while the bands, which every held-out run counts in, do see them (each task's band
    # keeps its count and moves).
    kinds = set(table.loc[rows, "kind"])
    assert all(fit.band[k]["n"] == shipped.external[k]["n"] for k in kinds)
    assert all(fit.band[k] != shipped.external[k] for k in kinds)


@pytest.mark.parametrize(("in_set", "record_file", "base"), HELD_OUT_SETS)
def test_every_run_of_a_validation_set_was_predicted_before_the_change_it_judges(
    in_set, record_file, base
):
    """The pre-registered record (tools/predict_fresh2.py [--set N]) covers every row of its
    set, with the clean commit and date it was written on: the later estimator is judged
    against it."""
    record = json.loads((REPO / "data" / "benchmarks" / "measured" / record_file).read_text())
    points = load_points()
    assert set(record["rows"]) == set(points.loc[in_set(points["id"]), "id"])
    assert len(record["commit"]) == 40 and record["date"][:10] in {
        "2026-11-26",
        "2026-11-27",
        "2026-11-28",
    }
    assert record["worktree_clean"] is True
    assert record["main_base"].startswith(base)
    assert all(r["predicted"] > 0 for r in record["rows"].values())


@pytest.mark.parametrize(("in_set", "record_file", "base"), HELD_OUT_SETS)
def test_a_validation_sets_measurements_are_the_ones_it_was_registered_with(
    in_set, record_file, base
):
    """A row's measured value and unit never change after its prediction was registered: the
    record judges the estimator on the runs as they were when it was written."""
    record = json.loads((REPO / "data" / "benchmarks" / "measured" / record_file).read_text())
    points = load_points()
    rows = points[in_set(points["id"])].set_index("id")
    for run, registered in record["rows"].items():
        assert rows.loc[run, "measured"] == pytest.approx(registered["measured"]), run
        assert rows.loc[run, "unit"] == registered["unit"], run


def test_fresh13_training_rows_say_they_were_read_for_a_training_term_and_decode_does_not():
    """The four universal-llm-trainer fine-tunes were read when its source was checked for a
    training term: the training summary row says they are in source; the same set's decode
    row keeps the blind label."""
    points = _points(["fresh13-ult-a", "fresh13-ult-b"], [1.6, 2.0])
    (train,) = validation_row(points, BAND, 13, task="train")
    (decode,) = validation_row(points, BAND, 13, task="decode")
    assert "universal-llm-trainer" in train and "in source for those choices" in train
    assert "collected 2026-11-27 before that midday's decode" in decode
    assert "in source" not in decode
