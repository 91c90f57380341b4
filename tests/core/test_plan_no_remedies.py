"""The planner drops every build its jobs do not fit, so it asks the estimator without the
remedy search (each remedy is priced again: most of a does-not-fit estimate's time).  Such
an estimate must give the same verdict, speed and memory as the full one."""

from __future__ import annotations

from pathlib import Path

from dlbox.core.build import resolve
from dlbox.core.build_estimate import estimate_build
from dlbox.core.files import parse_build

EXAMPLE = Path(__file__).resolve().parents[2] / "data" / "examples" / "rtx-4090-tower.dlbox.json"


def test_an_estimate_without_remedies_keeps_every_other_answer(catalogue):
    resolved = resolve(parse_build(EXAMPLE.read_bytes(), EXAMPLE.name), catalogue)
    full = estimate_build(resolved, "llama3-8b-full")
    quick = estimate_build(resolved, "llama3-8b-full", remedies=False)
    assert not full.fits and full.memory["remedies"], "the case should need remedies"
    assert quick.memory["remedies"] == []
    assert (quick.fits, quick.throughput, quick.memory_gb, quick.load_power_w) == (
        full.fits,
        full.throughput,
        full.memory_gb,
        full.load_power_w,
    )
    assert quick.memory["verdict"] == full.memory["verdict"]
    assert quick.memory["peak_gib"] == full.memory["peak_gib"]
