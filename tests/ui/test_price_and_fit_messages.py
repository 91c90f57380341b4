"""What a new user reads on a 1280×720 screen: the prices behind the totals, why the build
has no speed bar, and a memory panel whose remedies stay on screen."""

from __future__ import annotations

import datetime as dt
from urllib.parse import urlparse

from dlbox.core.build import QuotedPrice
from dlbox.core.parts import Category
from dlbox.ui.widgets.workload_bar import ID_ROLE


def _show(window, qtbot, workload: str) -> None:
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    window.analysis.start()
    bar = window.workload_bar
    bar.workload.setCurrentIndex(bar.workload.findData(workload, ID_ROLE))


def _message(window, key: str) -> str:
    window.charts.show_chart(key)
    chart = window.chart_panels[key]
    chart.ensure_fresh()
    return chart.message.text()


def test_cost_chart_names_the_gpus_street_price_date_and_source(tower_window, qtbot):
    _show(tower_window, qtbot, "resnet50")
    gpu = next(iter(tower_window.document.resolved.of(Category.GPU))).part
    text = _message(tower_window, "cost")
    assert f"GPU {tower_window.analysis.converter.format(gpu.price, gpu.currency)}" in text
    assert str(gpu.price_date) in text
    # The card's shown quote comes from a retailer's price log kept on GitHub: the note
    # names the log's repository (owner/name), not "github.com" nor a 90-character address.
    assert urlparse(gpu.price_source).hostname == "github.com"
    owner, name = urlparse(gpu.price_source).path.split("/")[1:3]
    assert f"{owner}/{name}" in text
    assert "github.com" not in text and gpu.price_source not in text
    assert "older than 180 days" in text  # the seed's 2025 scrape is flagged


def test_a_line_price_of_your_own_is_what_the_charts_say_they_use(tower_window, qtbot):
    _show(tower_window, qtbot, "resnet50")
    gpu = next(iter(tower_window.document.resolved.of(Category.GPU))).part
    quote = QuotedPrice(amount=2999.0, currency="USD", date=dt.date(2026, 11, 1), source="shop")
    tower_window.document.set_line_price(Category.GPU, gpu.id, quote)
    text = _message(tower_window, "cost")
    assert "GPU 2,999 USD (your price)" in text
    assert "1 at your own price" in text
    # The own-vs-rent caption's price basis is on its hover at 1280 px (the break-even
    # comes first), and whole in a report.
    _message(tower_window, "own_vs_rent")
    chart = tower_window.chart_panels["own_vs_rent"]
    assert "1 at your own price" in chart.message.text() + chart.message.toolTip()
    assert "1 at your own price" in chart.caption_for_report()
    # The compare view's price dates say it in words too (it read "1 your own").
    from dlbox.ui.widgets.compare_view import compare_rows

    rows = compare_rows([tower_window.document.resolved], tower_window.analysis, [None])
    dates = next(row for row in rows if row.label == "Price dates")
    assert dates.values[0].endswith("· 1 at your own price")


def test_speed_chart_says_the_job_does_not_fit_with_both_numbers(tower_window, qtbot):
    _show(tower_window, qtbot, "llama3-8b-full")  # 8B full fine-tune on one 24 GB card
    memory = tower_window.analysis.estimate().memory
    text = _message(tower_window, "speed")
    assert "Add a GPU" not in text  # the build has one
    assert "does not fit in GPU memory" in text
    assert f"{memory['peak_gib']:.1f} GiB per GPU of {memory['usable_gib']:.1f} GiB" in text


def test_long_remedies_keep_the_window_on_a_1280_pixel_screen(tower_window, qtbot):
    _show(tower_window, qtbot, "llama3-8b-full")
    _message(tower_window, "memory")
    chart = tower_window.chart_panels["memory"]
    buttons = chart.remedy_buttons()
    assert len(buttons) >= 3
    qtbot.wait(50)
    assert tower_window.width() <= 1280
    assert chart.message.text().startswith("Does not fit")
    assert "(not even batch 1 fits)" in chart.message.text()
    # A shortened button still names its whole remedy in its tooltip, and clicking applies it.
    longest = max(buttons, key=lambda b: len(b.text()))
    assert longest.text() in longest.toolTip()
    assert "speed" in longest.text()
