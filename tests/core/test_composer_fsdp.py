"""MosaicML Composer's FSDP (llm-foundry) waits for its gathers and reduce-scatters.

What a user can check: llm-foundry's published 8-GPU tables
(scripts/train/benchmarking/README.md, 2023-08), e.g. MPT-7B at 2k tokens, batch 6, on
8× H100 at 10,643 tokens/s per GPU and MPT-13B at batch 2 on 8× A100-80GB at 2,262.
Their missing time per micro-batch is about the FSDP collectives' own time, on both GPUs
(docs/llm-h100-gap.md): `dlbox estimate --stack composer` puts all of it on the step.
"""

from __future__ import annotations

import numpy as np
import pytest

from dlbox.cli import main
from dlbox.core.catalogue import shipped_catalogue
from dlbox.core.estimate import TrainSettings, estimate_gpus, external
from dlbox.core.estimate.calibration import load_calibration
from dlbox.core.estimate.workloads import load_workloads

FSDP = {"precision": "amp", "zero_stage": 3, "batch_per_gpu": 2}


def _est(stack: str, count: int = 8, gpu: str = "h100-sxm"):
    card = shipped_catalogue().get("gpu", gpu)
    return estimate_gpus(
        card, count, "llm-7b-pretrain", TrainSettings(**FSDP, training_stack=stack)
    )


def test_composer_pays_every_collective_and_no_contention():
    composer, generic = _est("composer"), _est("generic")
    st, gen = composer.explain["step_ms"], generic.explain["step_ms"]
    # The collectives' whole time is on the step; nothing overlaps, so nothing is slowed.
    assert st["comm_contention"] == 0.0
    assert st["allreduce_exposed"] == pytest.approx(gen["allreduce"], rel=1e-9)
    assert st["allreduce_exposed"] > gen["allreduce_exposed"]
    assert 0.0 < composer.throughput < generic.throughput
    note = " ".join(composer.explain["notes"])
    assert "MosaicML Composer" in note and "not run them under the compute" in note


def test_one_gpu_and_ddp_are_the_same_under_composer():
    one = [_est(s, count=1).throughput for s in ("composer", "generic")]
    assert one[0] == one[1]
    card = shipped_catalogue().get("gpu", "h100-sxm")
    ddp = [
        estimate_gpus(
            card,
            8,
            "llm-1b-pretrain",
            TrainSettings(precision="amp", batch_per_gpu=4, training_stack=s),
        ).throughput
        for s in ("composer", "generic")
    ]
    assert ddp[0] == ddp[1]


def test_more_h100s_still_train_faster_under_composer():
    rates = [_est("composer", count=n).throughput for n in (2, 4, 8)]
    assert rates[0] < rates[1] < rates[2]


def _foundry_rows():
    points = external.load_points()
    ids = points["id"].astype(str)
    return points[ids.str.startswith("foundry-") & points["overrides"].str.contains("composer")]


def test_llm_foundrys_published_fsdp_runs_land_near_their_measurement():
    """Every llm-foundry run named as Composer within ±20 %, the 2k-token BF16 ones ±10 %."""
    rows = _foundry_rows()
    assert len(rows) >= 9
    predicted, _ = external.predict(rows, load_calibration())
    ratio = predicted / rows["measured"].to_numpy(dtype=float)
    assert np.all(np.abs(np.log(ratio)) < np.log(1.2)), dict(zip(rows["id"], ratio, strict=True))
    short = ~rows["overrides"].str.contains("seq_len=4096").to_numpy()
    assert np.all(np.abs(np.log(ratio[short])) < np.log(1.1))
    # The same rows as the generic FSDP stack come out faster than measured on every row.
    generic = rows.assign(overrides=rows["overrides"].str.replace("stack=composer", ""))
    faster, _ = external.predict(generic, load_calibration())
    assert np.all(faster > predicted)


def test_a_run_naming_an_unknown_stack_is_refused_with_its_line(tmp_path):
    source = external.default_data_dir() / external.EXTERNAL_FILE
    lines = source.read_text(encoding="utf-8").splitlines()
    at = next(i for i, line in enumerate(lines) if "stack=composer" in line)
    lines[at] = lines[at].replace("stack=composer", "stack=megatron")
    (tmp_path / external.EXTERNAL_FILE).parent.mkdir(parents=True, exist_ok=True)
    (tmp_path / external.EXTERNAL_FILE).write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(external.ExternalDataError, match=rf"line {at + 1}: .*stack=megatron"):
        external.load_points(tmp_path)


def test_the_cli_takes_composer(capsys):
    args = ["estimate", "--gpu", "h100-sxm", "--count", "8", "--workload", "llm-7b-pretrain"]
    args += ["--zero", "3", "--precision", "amp", "--batch", "2", "--json"]
    assert main([*args, "--stack", "composer"]) == 0
    assert '"training_stack": "composer"' in capsys.readouterr().out
    assert "llm-7b-pretrain" in load_workloads()
