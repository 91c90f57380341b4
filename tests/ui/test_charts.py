"""Charts hold the expected series, follow edits, and export PNG, SVG and CSV."""

from __future__ import annotations

import csv
import re

import numpy as np

from dlbox.core.parts import Category


def test_cost_breakdown_follows_the_build(window):
    chart = window.chart_panels["cost"]
    assert chart.amounts().sum() == 0
    window.document.add_part(window.catalogue.get("gpu", "gpu-big"))
    window.document.add_part(window.catalogue.get("gpu", "gpu-small"))
    window.document.add_part(window.catalogue.get("psu", "psu-twd"))
    amounts = dict(zip(list(Category), chart.amounts(), strict=True))
    assert amounts[Category.GPU] == 2000  # 1,600 + 400
    assert amounts[Category.PSU] == 100  # 2,000 TWD at 20 per USD
    assert amounts[Category.CPU] == 0
    frame = chart.data_frame()
    assert list(frame.columns) == ["category", "price_usd", "share"]
    assert np.isclose(frame["share"].sum(), 1.0)
    assert "Total 2,100 USD" in chart.message.text()


def test_cost_breakdown_keeps_its_items_between_updates(window):
    chart = window.chart_panels["cost"]
    items_before = list(chart.plot.items)
    window.document.add_part(window.catalogue.get("cpu", "cpu-a"))
    window.document.undo_stack.undo()
    assert list(chart.plot.items) == items_before


def test_cost_breakdown_names_unpriced_parts(window):
    window.document.add_part(window.catalogue.get("gpu", "gpu-unpriced"))
    assert "no price for Test GPU No Price" in window.chart_panels["cost"].message.text()


def test_chart_export_png_svg_csv(window, tmp_path):
    window.document.add_part(window.catalogue.get("cpu", "cpu-a"))
    chart = window.chart_panels["cost"]
    png = chart.export(tmp_path / "cost.png")
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    svg = chart.export(tmp_path / "cost.svg")
    assert "<svg" in svg.read_text()
    rows = list(csv.DictReader(chart.export(tmp_path / "cost.csv").open()))
    assert {r["category"]: float(r["price_usd"]) for r in rows}["cpu"] == 550


def test_chart_csv_neutralises_formulas(window, tmp_path):
    import pandas as pd

    chart = window.chart_panels["cost"]
    chart.ensure_fresh()
    chart._frame = pd.DataFrame(
        {"label": ['=HYPERLINK("x")', "@sum", "plain"], "value": [-1.0, 2.0, 3.0]}
    )
    chart._stale = False
    text = chart.export(tmp_path / "evil.csv").read_text()
    assert "'=HYPERLINK" in text and "'@sum" in text
    assert ",-1.0" in text  # numbers stay numbers


# ---------------------------------------------------------------- engine-fed charts
from dataclasses import dataclass  # noqa: E402
from typing import Any  # noqa: E402

import pytest  # noqa: E402


@dataclass(frozen=True)
class FakeSpeed:
    throughput: float
    low: float
    high: float
    load_power_w: float = 500.0
    time_to_train_h: float | None = 100.0
    fits: bool = True
    bottleneck: str = "compute"
    batch_per_gpu: int = 32
    memory_gb: float = 10.0
    unit: str = "images/s"


@dataclass(frozen=True)
class FakeWorkload:
    id: str = "fake"
    name: str = "Fake workload"
    unit: str = "images/s"
    precision: str = "amp"
    epochs: float = 1.0


# What every test offer shares: an hourly USD price, dated, from the test itself.
HOURLY_USD = {"unit": "hour", "currency": "USD", "date": "2025-01-01", "source": "test"}


def hourly_offer(
    provider: str, instance: str, gpu_id: str, gpus: int, price: float, model: str = "on_demand"
) -> Any:
    """A test cloud offer: ``price`` USD an hour for ``gpus`` × ``gpu_id``."""
    from dlbox.core.cost.offers import Offer

    where = {"provider": provider, "instance_type": instance, "gpu_id": gpu_id}
    return Offer(**where, gpu_count=gpus, price=price, pricing_model=model, **HOURLY_USD)


@pytest.fixture
def fake_engines(monkeypatch):
    """A stand-in estimator (speed = 10 × FP32 TFLOPS per GPU) and three offers, so the
    charts are tested on numbers the test controls, not on the calibrated engines."""
    import dlbox.core.build_estimate as build_estimate_module
    import dlbox.core.estimate as estimate_module
    from dlbox.core.cost.offers import OfferCatalogue
    from dlbox.core.estimate import TrainSettings
    from dlbox.ui import engines

    def speed_of(gpu, count):
        value = 10 * gpu.fp32_tflops * count
        return FakeSpeed(value, value * 0.8, value * 1.2)

    def estimate_build(resolved, workload, settings):
        total = sum(speed_of(p.part, p.quantity).throughput for p in resolved.of(Category.GPU))
        return FakeSpeed(total, total * 0.8, total * 1.2)

    def estimate_gpus(gpu, count, workload, settings, **_host):
        return speed_of(gpu, count)

    def estimate_arrays(*_args, **_kwargs):
        raise NotImplementedError("the cost engine falls back to estimate_gpus")

    monkeypatch.setattr(build_estimate_module, "estimate_build", estimate_build)
    monkeypatch.setattr(estimate_module, "estimate_gpus", estimate_gpus, raising=False)
    monkeypatch.setattr(estimate_module, "estimate_arrays", estimate_arrays, raising=False)
    offers = OfferCatalogue.from_offers(
        [
            hourly_offer("CloudA", "a.big", "gpu-big", 1, 2.0),
            hourly_offer("CloudA", "a.small", "gpu-small", 1, 0.5),
            hourly_offer("CloudB", "b.4big", "gpu-big", 4, 7.0),
        ]
    )
    monkeypatch.setattr(engines, "_offers", lambda: offers)
    monkeypatch.setattr(
        engines,
        "workload_objects",
        lambda choice: (FakeWorkload(), TrainSettings(precision=choice.precision or None)),
    )
    return offers


def _two_gpu_box(window):
    for category, part_id in [("gpu", "gpu-big"), ("cpu", "cpu-a"), ("psu", "psu-a")]:
        window.document.add_part(window.catalogue.get(category, part_id))


def test_speed_chart_holds_build_gpus_and_cloud(window, fake_engines):
    _two_gpu_box(window)
    chart = window.chart_panels["speed"]
    frame = chart.data_frame()
    rows = dict(zip(frame["label"], frame["throughput"], strict=True))
    assert rows["This build"] == 800  # 10 × 80 TFLOPS
    assert rows["4× Test GPU Big 24GB (cloud)"] == 3200
    assert rows["Test GPU Small 8GB"] == 65
    assert "Test GPU Big 24GB" not in rows  # already in the build
    assert list(frame["throughput"]) == sorted(frame["throughput"], reverse=True)
    assert (frame["low"] < frame["throughput"]).all() and (
        frame["high"] > frame["throughput"]
    ).all()
    assert chart.bars.opts["width"].tolist() == frame["throughput"].tolist()


def test_own_vs_rent_has_the_build_and_cheapest_offers(window, fake_engines):
    _two_gpu_box(window)
    chart = window.chart_panels["own_vs_rent"]
    names = chart.series_names()
    assert names[0].startswith("This build")
    # The build, then the cheapest offer of each provider (CloudA has two offers).
    assert len(names) == 3
    assert sorted(n.split()[0] for n in names[1:]) == ["CloudA", "CloudB"]
    frame = chart.data_frame()
    capital = 1600 + 550 + 180
    assert frame["this_build"].iloc[0] == pytest.approx(capital)
    assert (frame.iloc[:, 2:].iloc[0] == 0).all()  # renting starts at zero
    chart.axis_mode.setCurrentIndex(1)
    assert chart.data_frame().columns[0] == "months"
    assert "Training hours" not in chart.plot.getAxis("bottom").labelText


def test_chart_compare_view_and_report_give_one_break_even_against_one_named_offer(
    window, fake_engines, tmp_path
):
    # A review found two break-evens for one box: the chart's headline was the earliest
    # (against the dearest offer drawn), the compare view and the report the cheapest
    # comparable rental. Now all three give the comparable rental's figure and name it.
    # The box: one big GPU. Offers: 1× big (as fast, 2 USD/h), 1× small (far slower,
    # 0.50 USD/h), 4× big (7 USD/h: cheapest for the work, but not one GPU's rental).
    from dlbox.ui import exporting

    _two_gpu_box(window)
    chart = window.chart_panels["own_vs_rent"]
    chart.ensure_fresh()
    caption = chart.caption_for_report().split(" · ")
    found = re.fullmatch(r"Owning is cheaper after ([\d,]+) days.* than renting (.+)", caption[0])
    assert found, caption
    days = found.group(1)
    assert found.group(2) == "CloudA a.big"
    # The offer in full, as the compare view and the report name it.
    full = "Cheapest comparable rental (as many GPUs, at least as fast): "
    [named] = [part for part in caption if part.startswith(full)]
    offer = named.removeprefix(full)
    assert offer == "CloudA a.big, on-demand"

    window.docks["compare"].raise_()
    window.compare.refresh()
    rows = {row.label: row for row in window.compare.rows}
    assert rows["Cheapest comparable rental"].values[0].startswith(offer + " · ")
    assert rows["Break-even"].values[0].startswith(f"{days} days")

    report = exporting.export_build(window, tmp_path / "box.md").read_text(encoding="utf-8")
    assert f"Cheapest comparable rental: {offer}, 1× Test GPU Big 24GB" in report, report
    assert re.search(
        rf"Break-?\\?-?even against the cheapest comparable rental: owning is cheaper after "
        rf"{days} days",
        report,
    ), report
    # The headline's offer is drawn, and its mark is where the headline says.
    assert offer in chart.series_names()


def test_the_comparable_rental_is_drawn_where_it_is_not_its_providers_cheapest(
    window, fake_engines, monkeypatch
):
    # Four small GPUs at 0.60 USD/h do the one-big-GPU box's work for 1.85 USD an hour,
    # less than the 1× big offer's 2 USD: CloudA's cheapest line is the 4-GPU one. The
    # headline still names the one-GPU rental, whose line is drawn as well.
    from dlbox.core.cost.offers import OfferCatalogue
    from dlbox.ui import engines

    offers = OfferCatalogue.from_offers(
        [*fake_engines.offers, hourly_offer("CloudA", "a.4small", "gpu-small", 4, 0.6)]
    )
    monkeypatch.setattr(engines, "_offers", lambda: offers)
    _two_gpu_box(window)
    chart = window.chart_panels["own_vs_rent"]
    chart.ensure_fresh()
    caption = chart.caption_for_report()
    assert caption.startswith("Owning is cheaper after "), caption
    assert "than renting CloudA a.big · " in caption and "fast): CloudA a.big, on-demand" in caption
    names = chart.series_names()
    assert "CloudA a.big, on-demand" in names and "CloudA a.4small, on-demand" in names
    assert "the cheapest comparable rental and the cheapest offer of 2 providers" in caption


def test_job_chart_marks_build_and_front(window, fake_engines):
    _two_gpu_box(window)
    chart = window.chart_panels["job"]
    frame = chart.data_frame()
    assert frame["option"].iloc[0] == "This build"
    assert frame["hours"].iloc[0] == 100
    # a.big is the same GPU: same hours; 4× is four times faster
    by_name = dict(zip(frame["option"], frame["hours"], strict=True))
    assert by_name["CloudB b.4big, on-demand"] == pytest.approx(25)
    assert frame["pareto"].any()


def test_charts_say_why_when_there_is_no_gpu(window, fake_engines):
    window.document.add_part(window.catalogue.get("cpu", "cpu-a"))
    assert "no GPU" in window.chart_panels["own_vs_rent"].problem()
    assert window.chart_panels["job"].data_frame().empty


def test_every_chart_exports_png(window, fake_engines, tmp_path):
    _two_gpu_box(window)
    for key, chart in window.chart_panels.items():
        path = chart.export(tmp_path / f"{key}.png")
        assert path.stat().st_size > 1000, key
        svg = chart.export(tmp_path / f"{key}.svg")
        assert "<svg" in svg.read_text()


def test_exports_carry_speed_and_break_even(window, fake_engines):
    _two_gpu_box(window)
    # The lines `dlbox export` writes (dlbox.core.export.summary), not a second wording.
    speed = window.analysis.speed_summary()
    assert [(str(a), str(b)) for a, b in speed] == [
        (
            "Fake workload, Mixed precision (AMP)",  # words, as the workload bar shows it
            "800 images/s (estimate, likely 640–960); bound by compute",
        ),
        ("Time to train", "100.0 h for 1 epoch, 500 W under load"),
    ]
    lines = window.analysis.break_even_summary()
    assert lines and all("utilisation" in str(text) for _label, text in lines)


def test_the_apps_electricity_price_converts_at_the_users_rate():
    from dlbox.core.cost.compare import DEFAULT_KWH_USD
    from dlbox.core.cost.money import shipped_rates
    from dlbox.ui import engines
    from dlbox.ui.preferences import Preferences

    mine = Preferences(currency="EUR", rates={"EUR": 0.5})
    assert engines.kwh_price(mine, "EUR") == pytest.approx(DEFAULT_KWH_USD * 0.5)
    shipped = shipped_rates().rate("EUR").per_usd
    assert engines.kwh_price(Preferences(), "EUR") == pytest.approx(DEFAULT_KWH_USD * shipped)
    # A price typed in USD is converted, never relabelled (0.3 USD/kWh is not 0.3 EUR/kWh).
    assert engines.kwh_price(Preferences(electricity_price=0.3), "EUR") == pytest.approx(
        0.3 * shipped
    )
    assert engines.kwh_price(Preferences(electricity_price=0.3), "USD") == 0.3


def test_the_cloud_comparison_prices_capital_and_electricity_at_the_users_rates(
    window, fake_engines
):
    from dlbox.core.cost.compare import DEFAULT_KWH_USD
    from dlbox.core.cost.money import Money
    from dlbox.ui.preferences import Preferences

    _two_gpu_box(window)
    window.analysis.set_preferences(Preferences(currency="EUR", rates={"EUR": 0.5}))
    view = window.analysis.cloud()
    assert not isinstance(view, str), view
    compared = view.compared
    assert compared.own.capital == Money((1600 + 550 + 180) * 0.5, "EUR")
    assert compared.kwh_default and compared.kwh_price == Money(DEFAULT_KWH_USD * 0.5, "EUR")
    assert view.ownership.kwh_price == pytest.approx(DEFAULT_KWH_USD * 0.5)
    assert view.ownership.capital == pytest.approx((1600 + 550 + 180) * 0.5)


def test_editing_the_epochs_estimates_no_offer_again(window, fake_engines, monkeypatch):
    import dlbox.core.estimate as estimate_module
    from dlbox.core.estimate import TrainSettings
    from dlbox.ui import engines
    from dlbox.ui.analysis import WorkloadChoice

    monkeypatch.setattr(
        engines,
        "workload_objects",
        lambda choice: (
            FakeWorkload(),
            TrainSettings(
                precision=choice.precision or None,
                dataset_samples=choice.dataset_size,
                epochs=choice.epochs,
            ),
        ),
    )
    fake = estimate_module.estimate_gpus
    asked: list = []

    def counting(gpu, count, *args, **kwargs):
        asked.append((gpu.id, count))
        return fake(gpu, count, *args, **kwargs)

    monkeypatch.setattr(estimate_module, "estimate_gpus", counting)
    _two_gpu_box(window)
    analysis = window.analysis
    speeds = []
    for epochs, samples in ((1.0, 1e6), (2.0, 1e6), (30.0, 5e4)):
        analysis.set_workload(WorkloadChoice("fake", "amp", samples, epochs))
        view = analysis.cloud()
        assert not isinstance(view, str), view
        assert not isinstance(analysis.speeds(), str)
        speeds.append(view.throughput / view.comparison.speed_ratio)
        if epochs == 1.0:
            first = len(asked)
    assert first and len(asked) == first  # offers and reference GPUs: asked once
    np.testing.assert_array_equal(speeds[0], speeds[2])
    # A setting that changes speed is estimated afresh, in the same cache.
    analysis.set_workload(WorkloadChoice("fake", "fp32", 1e6, 1.0))
    analysis.cloud()
    assert len(asked) > first


def test_a_part_without_a_price_is_named_beside_every_total(window, fake_engines):
    from dlbox.ui.widgets.compare_view import compare_rows

    # The export said "1 line has no known price and is not in the total"; the window showed
    # the total of the priced parts alone, and owning looked cheaper in both cost charts.
    _two_gpu_box(window)
    plain = window.editor.total_label.text()
    assert "without a price" not in plain
    window.document.add_part(window.catalogue.get("gpu", "gpu-unpriced"))
    assert window.editor.total_label.text() == plain + " + 1 part without a price"
    assert window.total_label.text().endswith("2,330 USD + 1 part without a price")
    note = "no price for Test GPU No Price: left out of the capital, so owning looks cheaper"
    own = window.chart_panels["own_vs_rent"]
    own.ensure_fresh()
    # Right after the break-even it changes, in the caption or its hover.
    parts = own.caption_for_report().split(" · ")
    assert parts[0].startswith("Owning is cheaper after") and parts[1] == note
    assert note in own.message.text() + own.message.toolTip()
    job = window.chart_panels["job"]
    job.ensure_fresh()
    assert re.search(r"This build: [\d.]+ h, ≥ [\d.,]+ USD", job.caption_for_report())
    assert note in job.caption_for_report()
    # The compare view's total, beside other builds' totals, says so too.
    total_row = compare_rows([window.document.resolved], window.analysis, [None])[0]
    assert total_row.values == ["2,330 USD + 1 part without a price"]
    # Taken out again, the totals and captions are whole once more.
    window.document.undo_stack.undo()
    assert window.editor.total_label.text() == plain
    own.ensure_fresh()
    assert note not in own.caption_for_report()
    job.ensure_fresh()
    assert "≥" not in job.caption_for_report()
