"""Usable VRAM is what PyTorch can allocate: the total its out-of-memory error prints."""

from __future__ import annotations

import logging
import shutil

import numpy as np
import pandas as pd
import pytest

from dlbox.cli import main
from dlbox.core.catalogue import DATA_ENV_VAR
from dlbox.core.estimate.memory import driver_gap_gib, fallback_share, usable_gib
from tests.conftest import DATA_DIR

TORCH = pd.read_csv(DATA_DIR / "models" / "gpu_torch_memory.csv")
SMI = pd.read_csv(DATA_DIR / "models" / "gpu_reported_memory.csv")


def _usable(gpu_id: str, vram: float) -> float:
    return float(usable_gib([gpu_id], np.array([vram]))[0])


def test_cards_offer_the_total_pytorch_prints_in_its_oom_message():
    # "GPU 0 has a total capacity of 23.64 GiB" (RTX 4090), "14.56 GiB" (T4), ...
    assert _usable("rtx-4090", 24) == pytest.approx(23.64)
    assert _usable("tesla-t4", 16) == pytest.approx(14.56)
    assert _usable("a100-sxm4-80gb", 80) == pytest.approx(79.15)
    assert _usable("h100-sxm", 80) == pytest.approx(79.11)
    assert _usable("h200-sxm", 141) == pytest.approx(139.81)


def test_pytorch_gets_less_than_the_monitor_shows():
    both = TORCH.merge(SMI, on="gpu_id")
    assert len(both) >= 5
    for row in both.itertuples():
        # nvidia-smi's total stays in data: it is what a monitor shows, not what CUDA gives.
        assert row.torch_total_gib < row.reported_mib / 1024, row.gpu_id


def test_a_card_known_only_to_nvidia_smi_loses_the_drivers_reservation():
    # The L4 has nvidia-smi's 23034 MiB on record but no PyTorch total.
    assert "l4" in set(SMI["gpu_id"]) and "l4" not in set(TORCH["gpu_id"])
    gap = driver_gap_gib()
    assert 0.2 < gap < 1.0  # the drivers keep a few hundred MiB
    assert _usable("l4", 24) == pytest.approx(23034 / 1024 - gap)
    # ... which lands where the A10, the same 24 GB of ECC GDDR6, is measured.
    assert _usable("l4", 24) == pytest.approx(_usable("a10", 24), abs=0.1)


def test_a_card_with_no_measured_figure_keeps_the_fallback():
    share = fallback_share()
    assert 0.0 < share < 0.05
    assert _usable("rtx-4080", 16) == pytest.approx(16 * (1 - share))
    assert _usable("rtx-4080", 16) < 16
    # An edited copy of a card with other VRAM (a 48 GB RTX 4090) keeps no measured figure.
    assert _usable("rtx-4090", 48) == pytest.approx(48 * (1 - share))


def test_every_figure_names_a_catalogue_card_and_its_source(catalogue):
    for row in TORCH.itertuples():
        gpu = catalogue.get("gpu", row.gpu_id)
        assert 0.9 * gpu.vram_gb <= row.torch_total_gib < gpu.vram_gb, row.gpu_id
        assert isinstance(row.source, str) and len(row.source) > 20, row.gpu_id
        if isinstance(row.seen_gib, str):  # the figure is one of the figures reported
            assert row.torch_total_gib in [float(x) for x in row.seen_gib.split(";")]


def test_the_cli_judges_a_fit_against_pytorchs_total(capsys):
    assert main(["estimate", "--gpu", "tesla-t4", "--workload", "llama3-8b-qlora"]) in (0, 1)
    assert "of 14.56 GiB per GPU" in capsys.readouterr().out


def test_a_bad_row_is_named_and_the_rest_still_load(tmp_path, monkeypatch, caplog):
    data = tmp_path / "data"
    shutil.copytree(DATA_DIR, data)
    path = data / "models" / "gpu_torch_memory.csv"
    text = path.read_text(encoding="utf-8").replace("rtx-3090,23.70,", "rtx-3090,n/a,")
    path.write_text(text, encoding="utf-8")
    monkeypatch.setenv(DATA_ENV_VAR, str(data))
    with caplog.at_level(logging.WARNING):
        assert _usable("rtx-4090", 24) == pytest.approx(23.64)
        fallback = _usable("rtx-3090", 24)
    assert fallback == pytest.approx(24 * (1 - fallback_share()))
    lines = [r.getMessage() for r in caplog.records if "gpu_torch_memory.csv" in r.getMessage()]
    assert len(lines) == 1 and "torch_total_gib" in lines[0] and "'n/a'" in lines[0]
