"""DLBOX_DATA_DIR points every reader of a shipped table at another data folder.

The readers ask ``default_data_dir()`` (which reads the variable) on each call and keep
what they read per folder, so moving the variable and back reads the right table each
time, in the same process."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from dlbox.core.catalogue import DATA_ENV_VAR, default_data_dir
from dlbox.core.estimate.memory import CONSTANTS_FILE, constant
from dlbox.core.rig.spikes import TRANSIENTS_FILE, figures


def _shipped_constant(name: str) -> float:
    with (default_data_dir() / CONSTANTS_FILE).open(encoding="utf-8") as f:
        return next(float(r["value"]) for r in csv.DictReader(f) if r["name"] == name)


def test_a_memory_constant_follows_the_data_folder(tmp_path: Path, monkeypatch):
    shipped = _shipped_constant("cuda_context_gib")
    assert shipped != pytest.approx(0.5)  # else the test could not tell the folders apart
    mine = tmp_path / CONSTANTS_FILE
    mine.parent.mkdir(parents=True)
    text = (default_data_dir() / CONSTANTS_FILE).read_text(encoding="utf-8")
    mine.write_text(text.replace(f"cuda_context_gib,{shipped}", "cuda_context_gib,0.5"), "utf-8")
    assert constant("cuda_context_gib") == pytest.approx(shipped)
    monkeypatch.setenv(DATA_ENV_VAR, str(tmp_path))
    assert constant("cuda_context_gib") == pytest.approx(0.5)
    monkeypatch.delenv(DATA_ENV_VAR)
    assert constant("cuda_context_gib") == pytest.approx(shipped)


def test_the_transient_spike_figures_follow_the_data_folder(tmp_path: Path, monkeypatch):
    shipped = figures()
    assert len(shipped) > 1
    lines = (default_data_dir() / TRANSIENTS_FILE).read_text(encoding="utf-8").splitlines()
    (tmp_path / TRANSIENTS_FILE).write_text("\n".join(lines[:2]) + "\n", encoding="utf-8")
    monkeypatch.setenv(DATA_ENV_VAR, str(tmp_path))
    assert figures() == shipped[:1]
    monkeypatch.delenv(DATA_ENV_VAR)
    assert figures() == shipped
