"""dlbox.core.limits: one range per number, the same answer at every entry point."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from pydantic import ValidationError

from dlbox.cli import main
from dlbox.core import limits as lim
from dlbox.core.estimate.settings import TrainSettings
from dlbox.core.files import BuildFileError, parse_build
from dlbox.core.importers import import_price_overrides
from dlbox.core.parts import GPU

TOWER = Path(__file__).resolve().parents[2] / "data" / "examples" / "rtx-4090-tower.dlbox.json"


def test_a_range_says_what_it_expects_with_its_unit():
    assert lim.CPU_THREADS.problem(0) == (
        "expected a whole number from 1 to 1,536 (threads), got 0"
    )
    assert lim.UTILISATION.problem(float("nan")).endswith("got nan")
    assert (
        lim.PRICE.problem(1e308) == "expected a number from 0 to 1e11 (in its currency), got 1e+308"
    )
    assert lim.SPOT_RERUN.expected() == "a number from 0 below 1 (share of spot work re-run)"
    assert lim.PARAMS.problem(0.5) is not None and lim.PARAMS.problem(7e9) is None
    assert lim.GPU_POWER_INPUTS.problem(True) is not None  # a boolean is not a count


def test_every_range_is_finite_and_not_empty():
    for name, limit in lim.LIMITS.items():
        assert limit.lo < limit.hi < 1e19, name
        assert limit.contains(limit.hi) != limit.hi_open, name


def test_long_values_are_shortened_in_messages():
    text = lim.shorten("X" * 200_000)
    assert len(text) < 70 and text.endswith("(200,000 characters)")
    assert "\n" not in lim.shorten("a\nb" * 30)
    assert len(lim.shown(10**5000)) < 50


def test_an_absurd_price_is_refused_with_one_message_everywhere(tmp_path, catalogue):
    expected = lim.PRICE.expected()
    # A catalogue or custom part,
    gpu = catalogue.get("gpu", "rtx-4090")
    with pytest.raises(ValidationError) as model_error:
        GPU.model_validate({**gpu.model_dump(), "price": 1e308})
    assert expected in str(model_error.value)
    # a line price in a build file,
    build = json.loads(TOWER.read_text())
    build["parts"][0]["price"] = {"amount": 1e308, "currency": "USD", "date": None, "source": "x"}
    with pytest.raises(BuildFileError) as file_error:
        parse_build(json.dumps(build), "box.json")
    assert (
        str(file_error.value)
        .split(" (and ")[0]
        .endswith(f"box.json: field parts[0].price.amount: expected {expected}, got 1e+308")
    )
    # and a price list.
    listing = tmp_path / "prices.csv"
    listing.write_text("id,price,currency,price_date\nrtx-4090,1e308,USD,2025-01-01\n")
    summary = import_price_overrides(listing, catalogue, root=tmp_path / "user")
    assert summary.skipped[0].reason == f"price: expected {expected}"


def test_epochs_out_of_range_are_refused_by_the_model_and_every_command(capsys):
    with pytest.raises(ValidationError, match=r"expected a number from 0\.01 to 10,000"):
        TrainSettings(epochs=float("inf"))
    for argv in (
        ["estimate", "--gpu", "rtx-4090", "--workload", "resnet50", "--epochs", "inf"],
        ["compare", str(TOWER), "--workload", "resnet50", "--epochs", "inf"],
    ):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert err == f"dlbox: error: --epochs: expected {lim.EPOCHS.expected()}, got inf\n"


@pytest.mark.parametrize(
    ("argv", "flag"),
    [
        (["estimate", "--gpu", "rtx-4090", "--workload", "resnet50", "--cpu-threads", "0"], "--cpu-threads"),
        (["estimate", "--gpu", "rtx-4090", "--workload", "custom", "--params", "0.5", "--tokens-per-sample", "8"], "--params"),
        (["estimate", "--gpu", "rtx-4090", "--workload", "custom", "--params", "7B", "--tokens-per-sample", "1e308"], "--tokens-per-sample"),
        (["compare", str(TOWER), "--speed-ratio", "2", "--power-w", "500", "--limit", "-2000"], "--limit"),
        (["compare", str(TOWER), "--speed-ratio", "2", "--power-w", "0"], "--power-w"),
        (["compare", str(TOWER), "--workload", "resnet50", "--utilization", "1e-308"], "--utilization"),
        (["breakeven", "--capital", "2200", "--power-w", "450", "--kwh", "0.12", "--utilization", "0.15", "--cloud-price", "1e20"], "--cloud-price"),
        (["breakeven", "--capital", "2200", "--power-w", "450", "--kwh", "0.12", "--utilization", "0.15", "--cloud-price", "2", "--psu-efficiency", "1e-308"], "--psu-efficiency"),
        (["check", str(TOWER), "--mains-voltage", "1e400"], "--mains-voltage"),
    ],
)  # fmt: skip
def test_the_issues_absurd_options_are_refused_naming_flag_and_range(capsys, argv, flag):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"dlbox: error: {flag}: expected ") and err.count("\n") == 1


def test_resale_above_the_build_capital_is_refused(capsys):
    argv = ["compare", str(TOWER), "--speed-ratio", "2", "--power-w", "500", "--resale", "1e9"]
    assert main(argv) == 2
    assert "cannot exceed the build's capital" in capsys.readouterr().err


def test_a_million_power_inputs_no_longer_freeze_check_or_export(tmp_path, capsys):
    build = json.loads(TOWER.read_text())
    gpu = next(p for p in build["parts"] if p["category"] == "gpu")
    gpu["id"] = "my-own-4090"  # not in the catalogue: its saved specs are used
    gpu["snapshot"]["id"] = "my-own-4090"
    gpu["snapshot"]["hpwr_16pin"] = 10**12
    path = tmp_path / "huge.dlbox.json"
    path.write_text(json.dumps(build))
    for argv in (["check", str(path)], ["export", str(path), "--format", "md"]):
        started = time.perf_counter()
        assert main(argv) in (0, 1)
        assert time.perf_counter() - started < 10
        shown = capsys.readouterr()
        # The part is left out with a finding that names the field and its range.
        assert "hpwr\\_16pin: expected" in shown.out or "hpwr_16pin: expected" in shown.out
        assert "a whole number from 0 to 4 (power inputs)" in shown.out


def test_a_200000_character_currency_is_named_not_echoed(tmp_path, capsys):
    build = json.loads(TOWER.read_text())
    build["currency"] = "X" * 200_000
    path = tmp_path / "long.dlbox.json"
    path.write_text(json.dumps(build))
    # The line the app's warning box shows, and the command line's.
    with pytest.raises(BuildFileError) as opened:
        parse_build(path.read_text(), "long.dlbox.json")
    assert len(str(opened.value)) < 200 and "(200,000 characters)" in str(opened.value)
    assert main(["check", str(path)]) == 2
    err = capsys.readouterr().err
    assert len(err) < 250 and err.count("\n") == 1
    argv = ["breakeven", "--capital", "1", "--power-w", "1", "--kwh", "0", "--utilization", "1"]
    assert main([*argv, "--cloud-price", "1", "--currency", "X" * 200_000]) == 2
    assert len(capsys.readouterr().err) < 200
