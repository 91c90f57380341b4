"""The compatibility engine in the window: findings, fixes, the "compatible only" filter."""

from __future__ import annotations

from PySide6.QtCore import Qt, QUrl

from dlbox.core.parts import Category


def _build(window, *picks: tuple[str, str]) -> None:
    for category, part_id in picks:
        window.document.add_part(window.catalogue.get(category, part_id))


def _rules(window) -> set[str]:
    return {v.rule for v in window.findings.views}


def test_adding_gpus_until_power_and_slot_errors_appear(window):
    _build(
        window,
        ("cpu", "cpu-a"),
        ("motherboard", "board-a"),
        ("psu", "psu-twd"),
        ("gpu", "gpu-small"),
    )
    assert not any(v.severity == "error" for v in window.findings.views)
    window.document.add_part(window.catalogue.get("gpu", "gpu-big"))
    window.document.add_part(window.catalogue.get("gpu", "gpu-big"))
    errors = {v.rule for v in window.findings.views if v.severity == "error"}
    assert {"power.psu_capacity", "physical.gpu_slots"} <= errors
    assert window.findings_label.text().startswith("Check: 2 errors")
    assert window.editor.gauge.level().name() == "#c8322f"  # load above the PSU rating
    window.actions["undo"].trigger()
    window.actions["undo"].trigger()
    assert "power.psu_capacity" not in _rules(window)


def test_fix_swaps_in_the_suggested_part_as_one_undo(window):
    _build(window, ("gpu", "gpu-big"), ("cpu", "cpu-a"), ("psu", "psu-twd"))
    index = next(i for i, v in enumerate(window.findings.views) if v.rule == "power.psu_capacity")
    view = window.findings.views[index]
    assert [p.id for p in view.fix_parts] == ["psu-a"]
    assert "fix: use Test PSU 1000W" in window.findings.text.toPlainText()
    window.findings.text.anchorClicked.emit(QUrl(f"finding:fix:{index}"))
    assert [p.id for p in window.document.build.picks_in(Category.PSU)] == ["psu-a"]
    assert "power.psu_capacity" not in _rules(window)
    window.actions["undo"].trigger()
    assert [p.id for p in window.document.build.picks_in(Category.PSU)] == ["psu-twd"]


def test_clicking_a_finding_selects_its_part(window):
    _build(window, ("gpu", "gpu-big"), ("cpu", "cpu-a"), ("psu", "psu-twd"))
    index = next(i for i, v in enumerate(window.findings.views) if v.rule == "power.psu_capacity")
    window.findings.text.anchorClicked.emit(QUrl(f"finding:select:{index}"))
    assert window.editor.current_line() == (Category.PSU, "psu-twd")
    assert window.browser.current_page().category == Category.PSU
    # Hidden by "compatible only" (it is the part at fault), yet its details are shown.
    details = window.browser.current_page().details.toHtml()
    assert "Test PSU 650W (TWD)" in details and "Does not fit the build" in details


def test_compatible_only_hides_parts_and_explains_on_hover(window):
    _build(window, ("gpu", "gpu-big"), ("cpu", "cpu-a"))
    page = window.browser.show_category(Category.PSU)
    assert page.compatible_only
    visible = {page.model.row_id(r) for r in range(page.model.rowCount())}
    assert visible == {"psu-a"}
    assert "1 hidden as incompatible" in page.count_label.text()
    window.browser.compatible_only.setChecked(False)
    assert page.model.rowCount() == 2
    row = page.model.row_of_id("psu-twd")
    tip = page.model.data(page.model.index(row, 0), Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("Does not fit: Estimated load") and "650 W" in tip
    assert page.model.data(page.model.index(row, 0), Qt.ItemDataRole.ForegroundRole) is not None
    page.select_part("psu-twd")
    assert "Does not fit the build" in page.details.toHtml()
    assert window.actions["compatible_only"].isChecked() is False


def test_power_gauge_reads_load_against_psu(window):
    _build(window, ("gpu", "gpu-big"), ("cpu", "cpu-a"), ("psu", "psu-a"))
    gauge = window.editor.gauge
    power = window.analysis.power()
    assert gauge.load_w == power.load_w and gauge.psu_w == 1000
    assert f"Sustained load ≈ {power.load_w:,.0f} W" in gauge.toolTip()


def test_compare_two_builds_highlights_differences(window):
    _build(window, ("gpu", "gpu-big"), ("cpu", "cpu-a"))
    other = window.document.build.with_quantity(Category.GPU, "gpu-big", 2)
    window.docks["compare"].raise_()
    assert window.compare.add_build("Two GPUs", other)
    window.compare.refresh()
    rows = {row.label: row for row in window.compare.rows}
    assert rows["GPUs"].values == ["1", "2"] and rows["GPUs"].differs
    assert rows["CPU"].values == ["Test CPU 16C", "Test CPU 16C"] and not rows["CPU"].differs
    assert rows["Total VRAM (GB)"].values == ["24", "48"]
    assert rows["Total (USD)"].values == ["2,150 USD", "3,750 USD"]
    assert window.compare.table.columnCount() == 2
    assert window.compare.table.item(1, 0).background().color().alpha() > 0  # GPU row highlighted
    for _ in range(3):
        window.compare.add_build("more", other)
    assert window.compare.table.columnCount() <= 4
