"""Finding messages and fixes follow the UI language, numbers filled in."""

from __future__ import annotations

import pytest

from dlbox.core.build import resolve
from dlbox.core.parts import Category
from dlbox.core.rules import check_build
from dlbox.ui.language import apply_language


@pytest.fixture
def traditional_chinese():
    assert apply_language("zh_TW") is True
    yield
    apply_language("en")


def _psu_overload(window):  # type: ignore[no-untyped-def]
    for category, part_id in (("gpu", "gpu-big"), ("cpu", "cpu-a"), ("psu", "psu-twd")):
        window.document.add_part(window.catalogue.get(category, part_id))
    view = next(v for v in window.findings.views if v.rule == "power.psu_capacity")
    core = check_build(resolve(window.document.build, window.catalogue), window.catalogue)
    return view, next(f for f in core.findings if f.rule == "power.psu_capacity")


def test_findings_panel_reads_in_traditional_chinese(window, traditional_chinese):
    view, finding = _psu_overload(window)
    assert finding.message.startswith("Estimated load")  # the core stays English
    assert view.message.startswith("預估負載 ")
    assert "Estimated" not in view.message and "rated" not in view.message
    for value in ("load", "supply", "share"):
        assert str(finding.params[value]) in view.message
    # The nested breakdown ("… GPU + … CPU (sustained) + … rest") is translated too.
    assert "（持續）" in view.message
    assert view.fix_text.startswith("請選擇至少 ") and "電源供應器" in view.fix_text
    shown = window.findings.text.toPlainText()
    assert "預估負載" in shown and finding.params["load"] in shown


def test_findings_panel_stays_english_by_default(window):
    view, finding = _psu_overload(window)
    assert view.message == finding.message
    assert view.fix_text == finding.fix.text


def test_does_not_fit_reason_reads_in_traditional_chinese(window, traditional_chinese):
    _psu_overload(window)
    compat = window.analysis.compat(Category.PSU)
    assert compat is not None
    reason = compat.explain("psu-twd")  # the 650 W unit already in the build is too small
    assert "預估負載" in reason and "Estimated" not in reason


def test_memory_finding_names_its_remedies_in_traditional_chinese(window, traditional_chinese):
    """A job that does not fit: the finding and its fix read in Chinese, speeds kept."""
    from dlbox.ui.analysis import WorkloadChoice

    window.document.add_part(window.catalogue.get("gpu", "gpu-big"))
    window.analysis.set_workload(WorkloadChoice("llama3-8b-full", "bf16", 1e6, 1.0))
    window.findings.refresh()
    view = next(v for v in window.findings.views if v.rule == "dl.workload_fit")
    text = view.message + " " + view.fix_text
    assert "可用" in view.message and "usable" not in view.message
    assert "速度 ×" in view.fix_text, view.fix_text
    for english in ("speed", "GPUs", "LoRA adapters", "offload"):
        assert english not in text, text


def test_what_the_check_does_not_cover_reads_in_chinese_on_hover(window, traditional_chinese):
    """ "20 things are not checked (hover)": the hover listed the engine's fixed items in
    English in a Chinese window; the CLI's and JSON's list stays English."""
    from dlbox.core.rules.engine import NOT_CHECKED

    _psu_overload(window)
    window.findings.refresh()
    hover = window.findings.not_checked.toolTip()
    assert hover.startswith("未檢查")
    assert "前面板接頭、USB 針腳與風扇針腳" in hover
    assert not [item for item in NOT_CHECKED if item in hover]
    core = check_build(resolve(window.document.build, window.catalogue), window.catalogue)
    assert "front-panel connectors, USB headers and fan headers" in core.not_checked


def test_not_checked_items_that_name_a_part_or_a_value_read_in_chinese(window, traditional_chinese):
    """The hover's items about this build's parts (a boxed cooler, a PSU's cables, the site's
    circuit) were English in a Chinese window; now only the names and numbers stay as given."""
    _psu_overload(window)
    window.findings.refresh()
    hover = window.findings.not_checked.toolTip()
    assert "• Test CPU 16C 是否附原廠散熱器" in hover
    assert "檢查假設為 120 V / 15 A 的迴路" in hover
    assert "Test PSU 650W (TWD) 的瞬間過載容許值" in hover
    assert "16-pin 線材彎折空間：插頭到所朝向面板之間需 35 mm 直線段" in hover
    for english in ("ships with a boxed cooler", "wall wiring", "excursion allowance", "unknown"):
        assert english not in hover, english
    # The window's own check (its workload included): one hover line per English line.
    english = window.findings.analysis.check().not_checked
    assert "whether Test CPU 16C ships with a boxed cooler" in english
    assert len(hover.splitlines()) == 1 + len(english)


def test_not_checked_items_read_in_korean(window):
    assert apply_language("ko") is True
    try:
        _psu_overload(window)
        window.findings.refresh()
        hover = window.findings.not_checked.toolTip()
    finally:
        apply_language("en")
    assert "• Test CPU 16C에 기본 쿨러가 포함되는지 여부" in hover
    assert "ships with a boxed cooler" not in hover and "unknown" not in hover
