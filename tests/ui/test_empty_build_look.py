"""A new, empty build as a first-time user meets it (File ▸ New, or the second start
without a saved file): its name and empty lines in the user's language, and panels that
say what to add instead of an engine's English error."""

from __future__ import annotations

import logging

from PySide6.QtCore import Qt

from dlbox.core.parts import Category

from .typing_helpers import fresh_chart, in_language, settle


def _slot_texts(window) -> list[str]:  # type: ignore[no-untyped-def]
    model = window.editor.model
    return [
        str(model.data(model.index(row, 1), Qt.ItemDataRole.DisplayRole))
        for row in range(model.rowCount())
        if model.line(row).is_slot
    ]


def test_an_empty_builds_lines_name_each_category_as_written_in_a_sentence(window):
    window.new_build()
    texts = _slot_texts(window)
    assert "Choose a GPU…" in texts  # not "a gpu"
    assert "Choose a CPU cooler…" in texts  # not "a cpu cooler"
    assert "Choose a motherboard…" in texts
    model = window.editor.model
    row = next(r for r in range(model.rowCount()) if model.line(r).category == Category.GPU)
    tip = model.data(model.index(row, 1), Qt.ItemDataRole.ToolTipRole)
    assert "Double-click a GPU in the catalogue" in tip


def test_a_new_build_in_traditional_chinese_is_named_and_labelled_in_chinese(window):
    with in_language(window, "zh_TW"):
        window.new_build()
        settle()
        assert window.editor.name_edit.text() == "未命名配置"  # not "Untitled build"
        texts = _slot_texts(window)
        assert "選擇CPU 散熱器…" in texts  # "cpu 散熱器" before
        assert not any("cpu" in t or "gpu" in t for t in texts)


def test_the_memory_panel_of_a_build_without_gpu_asks_for_one(window, caplog):
    window.new_build()
    with caplog.at_level(logging.ERROR):
        window.docks["charts"].raise_()
        window.charts.show_chart("memory")
        chart = fresh_chart(window, "memory")
        settle()
    message = chart.message.text()
    assert message == "Add a GPU to see the workload's memory."
    assert "Error" not in message  # it showed "EstimateError: the build has no GPU…"
    assert not [r for r in caplog.records if "estimate" in r.getMessage()]
    low, high = chart.plot.getAxis("bottom").range
    assert high - low >= 1.0  # whole GiB, not ticks of 0.00000000000005


def test_the_memory_panel_of_a_build_without_gpu_speaks_the_users_language(window):
    with in_language(window, "zh_TW"):
        window.new_build()
        window.docks["charts"].raise_()
        window.charts.show_chart("memory")
        chart = fresh_chart(window, "memory")
        assert chart.message.text() == "加入 GPU 以查看工作負載的記憶體。"


def test_an_empty_build_says_how_to_start_and_the_planner_is_one_click_away(window, qtbot):
    from PySide6.QtCore import QUrl

    window.new_build()
    settle()
    shown = window.findings.text.toPlainText()
    assert "To start: double-click a part in the catalogue" in shown
    assert "File ▸ Open Example" in shown and "File ▸ Plan a Build…" in shown
    window.findings.text.anchorClicked.emit(QUrl("start:plan"))
    qtbot.waitUntil(lambda: getattr(window, "_plan", None) is not None and window._plan.isVisible())
    window._plan.close()
    # With a part in it, the hint gives way to the findings.
    window.document.add_part(window.document.catalogue.get(Category.GPU, "gpu-big"))
    settle()
    assert "To start" not in window.findings.text.toPlainText()


def test_the_first_start_says_the_build_on_screen_is_an_example(window, tmp_path, parts_catalogue):
    from dlbox.core.build import Build
    from dlbox.core.files import write_build
    from dlbox.ui.app import open_start_build
    from dlbox.ui.autosave import offer_recovery

    example = tmp_path / "example.dlbox.json"
    write_build(example, Build(name="Example box").with_part(parts_catalogue.get("gpu", "gpu-big")))
    open_start_build(window, False, offer_recovery, lambda: example)
    assert window.document.build.name == "Example box"
    said = window.statusBar().currentMessage()
    assert said.startswith("An example build to start from")
    assert "then Replace; File ▸ New starts an empty build" in said
    # File ▸ New: the empty build on screen is no example, so the hint goes with it.
    window.actions["new"].trigger()
    assert window.document.build.name != "Example box"
    assert window.statusBar().currentMessage() == ""


def test_remove_imported_parts_with_none_says_where_parts_come_from(window):
    from dlbox.ui.dialogs.import_dialog import RemoveUserPartsDialog

    window.actions["remove_user_parts"].trigger()
    dialog = window.findChild(RemoveUserPartsDialog)
    empty = dialog.findChild(type(window.findings.summary), "no_user_parts")
    assert empty.isVisibleTo(dialog)
    assert "Catalogue ▸ Import Parts…" in empty.text()
    assert "Catalogue ▸ Add Custom Part…" in empty.text()
    assert not dialog.remove_button.isEnabled()  # nothing to remove: not a live button
    dialog.close()


def test_the_how_to_start_hint_is_in_the_users_language(window):
    with in_language(window, "zh_TW"):
        window.new_build()
        settle()
        shown = window.findings.text.toPlainText()
        assert "開始方式" in shown and "檔案 ▸ 開啟範例" in shown and "檔案 ▸ 規劃組裝…" in shown
        assert "double-click" not in shown and "File" not in shown
    with in_language(window, "ko"):
        window.new_build()
        settle()
        shown = window.findings.text.toPlainText()
        assert "시작하려면" in shown and "파일 ▸ 예제 열기" in shown
        assert "catalogue" not in shown


def test_compare_with_only_the_open_build_says_how_to_add_another(window):
    window.docks["compare"].raise_()
    compare = window.compare
    compare.refresh()
    assert compare.legend.text().startswith("Only the open build so far: Add Build…")
    compare.add_build("copy", window.document.build)
    compare.refresh()
    assert compare.legend.text() == "Highlighted rows differ between the builds."


def test_compare_alone_speaks_the_users_language(window):
    with in_language(window, "zh_TW"):
        window.docks["compare"].raise_()
        window.compare.refresh()
        text = window.compare.legend.text()
        assert text.startswith("目前只有開啟中的配置") and "「加入配置…」" in text
        assert "Add" not in text
