"""The Traditional Chinese, Simplified Chinese and Korean catalogues: they load, the
main window reads in them, nothing is left untranslated, and CJK text has glyphs."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtGui import QFont, QFontDatabase, QFontMetrics
from PySide6.QtWidgets import QAbstractButton, QDockWidget, QLabel, QTabWidget

from dlbox.ui.language import (
    TRANSLATED,
    apply_language,
    catalogue_for,
    locale_for,
    resolve_language,
    translate,
    translations_dir,
)

# A menu title and an action each language must show (Qt's CJK accelerator style).
EXPECTED = {
    "zh_TW": ("檔案(&F)", "儲存(&S)", "顯示卡", "設定"),
    "zh_CN": ("文件(&F)", "保存(&S)", "显卡", "设置"),
    "ko": ("파일(&F)", "저장(&S)", "그래픽 카드", "설정"),
}
CJK_FONT_HINTS = (
    "Noto Sans CJK",
    "Noto Serif CJK",
    "WenQuanYi",
    "Source Han",
    "Droid Sans Fallback",
)


@pytest.fixture
def english():
    """Put English back afterwards: the rest of the suite reads English texts."""
    yield
    apply_language("en")


def _ts(code: str) -> ET.Element:
    return ET.parse(translations_dir() / f"dlbox_{code}.ts").getroot()


def _messages(root: ET.Element):  # type: ignore[no-untyped-def]
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            yield name, message


@pytest.mark.parametrize("code", TRANSLATED)
def test_compiled_catalogue_loads_and_translates_menus(window, english, code):
    assert (translations_dir() / f"dlbox_{code}.qm").is_file()
    assert apply_language(code) is True
    file_menu, save, gpu, settings = EXPECTED[code]
    assert translate("MainWindow", "&File") == file_menu
    assert translate("Categories", "GPU") == gpu
    assert translate("SettingsDialog", "Settings") == settings
    # Qt's own strings (standard buttons) come from qtbase_<lang>.qm.
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") != "Cancel"
    from dlbox.ui.main_window import MainWindow

    translated = MainWindow(window.catalogue, window.analysis.preferences)
    try:
        menus = [a.text() for a in translated.menuBar().actions()]
        assert menus[0] == file_menu
        assert translated.actions["save"].text() == save
        assert translated.docks["build"].windowTitle() != "Build"
        tabs = translated.browser.tabs
        assert tabs.tabText(0).startswith(gpu)
    finally:
        translated.deleteLater()
    apply_language("en")
    assert translate("MainWindow", "&File") == "&File"


def test_system_language_picks_the_matching_catalogue():
    assert catalogue_for("ko_KR") == "ko"
    assert catalogue_for("zh_TW") == "zh_TW"
    assert catalogue_for("en") is None
    assert catalogue_for("de_DE") is None
    assert resolve_language("zh_CN") == "zh_CN"
    assert locale_for("ko").territory() == QLocale.Country.SouthKorea
    # "system" resolves to a concrete locale name, never to "system" itself.
    assert resolve_language("system") not in ("system", "", "C")


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_text_is_translated_with_its_placeholders(code):
    problems = []
    for context, message in _messages(_ts(code)):
        if not context:  # texts lupdate could not place in a context never match at run time
            continue
        source = message.findtext("source") or ""
        node = message.find("translation")
        text = "" if node is None else (node.text or "")
        if node is None or node.get("type") in ("unfinished", "vanished", "obsolete") or not text:
            problems.append(f"{context}: {source!r} untranslated")
        elif sorted(re.findall(r"%\d", source)) != sorted(re.findall(r"%\d", text)):
            problems.append(f"{context}: {source!r} → {text!r} changes the placeholders")
        elif set(re.findall(r"%\(\w+\)s|%%", source)) != set(re.findall(r"%\(\w+\)s|%%", text)):
            # Finding templates are filled with Python's % operator: same names, %% kept.
            problems.append(f"{context}: {source!r} → {text!r} changes the %(name)s fields")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(("code", "word"), [("zh_TW", "詞元"), ("zh_CN", "词元")])
def test_chinese_says_token_one_way(code, word):
    # The workload bar read "個詞元" while the memory verdict beside it read "個 token".
    mixed = [
        text
        for _context, message in _messages(_ts(code))
        if (text := message.findtext("translation") or "")
        and re.search(r"(?<![%(\w])tokens?(?![\w)])", text)
    ]
    assert not mixed, f"'token' where the rest say {word}: {mixed[:3]}"


# A GPU kernel, said one way: zh_TW readers take a bare 核心 for a CPU core (and zh_CN's
# bare 内核 for the OS kernel), so a kernel is 核心函式 / 内核函数 wherever the English says
# kernel; the bare word is left to a CPU core (zh_TW) and the OS's kernel log.
KERNEL_WORDS = [("zh_TW", "核心函式", r"核心(?!函式)"), ("zh_CN", "内核函数", r"内核(?!函数)")]


@pytest.mark.parametrize(("code", "word", "bare"), KERNEL_WORDS)
def test_chinese_says_gpu_kernel_one_way(code, word, bare):
    wrong = []
    for _context, message in _messages(_ts(code)):
        source = message.findtext("source") or ""
        text = message.findtext("translation") or ""
        gpu_kernel = re.search(r"kernel(?! log)", source, re.IGNORECASE)
        if gpu_kernel and (word not in text or "kernel" in text.lower()):
            wrong.append(f"{source[:50]!r} → {text[:50]!r}")
        # What is left of the bare word is a CPU core ("CPU 核心", "16 核心") or an OS
        # kernel log, never a GPU kernel.
        for hit in re.finditer(bare, text):
            if gpu_kernel and not re.search(r"\bcores?\b| log", source):
                wrong.append(f"{source[:50]!r} → {text[max(0, hit.start() - 8) : hit.end() + 8]!r}")
        if word in text and not gpu_kernel:
            wrong.append(f"{word} with no kernel in {source[:50]!r}")
    assert not wrong, f"a GPU kernel not said as {word}: {wrong[:4]}"


def test_catalogues_cover_every_string_in_the_source(tmp_path):
    """A new translate()/tr() text must reach the .ts files (run `make translations`)."""
    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    if not lupdate.exists():
        lupdate = Path(shutil.which("pyside6-lupdate") or "")
    if not lupdate.is_file():
        pytest.skip("pyside6-lupdate is not installed")
    package = Path(__file__).resolve().parents[2] / "dlbox"
    fresh = tmp_path / "fresh.ts"
    # The UI's translate() calls and the finding, planner, estimator-note and report
    # templates (QT_TRANSLATE_NOOP), as `make translations` reads them.
    folders = (
        package / "ui",
        package / "core" / "rules",
        package / "core" / "plan",
        package / "core" / "estimate",
        package / "core" / "export",
    )
    sources = sorted(str(p) for folder in folders for p in folder.rglob("*.py"))
    sources.append(str(package / "core" / "messages.py"))  # the join words ("Findings")
    sources.append(str(package / "core" / "build_estimate.py"))  # a saved build's notes
    subprocess.run([str(lupdate), *sources, "-ts", str(fresh)], check=True, capture_output=True)
    wanted = {(c, m.findtext("source")) for c, m in _messages(ET.parse(fresh).getroot()) if c}
    for code in TRANSLATED:
        have = {(c, m.findtext("source")) for c, m in _messages(_ts(code))}
        missing = sorted(wanted - have)
        assert not missing, f"dlbox_{code}.ts lacks {missing[:5]} (run `make translations`)"


def _cjk_font() -> QFont | None:
    for family in QFontDatabase.families():
        if any(hint.lower() in family.lower() for hint in CJK_FONT_HINTS):
            return QFont(family)
    return None


def _visible_texts(win) -> list[str]:  # type: ignore[no-untyped-def]
    texts = [a.text() for a in win.menuBar().actions()]
    for menu_action in win.menuBar().actions():
        menu = menu_action.menu()
        if menu is not None:
            texts += [a.text() for a in menu.actions()]
    texts += [d.windowTitle() for d in win.findChildren(QDockWidget)]
    for tabs in win.findChildren(QTabWidget):
        texts += [tabs.tabText(i) for i in range(tabs.count())]
    texts += [w.text() for w in win.findChildren(QLabel)]
    texts += [w.text() for w in win.findChildren(QAbstractButton)]
    return [t for t in texts if t]


@pytest.mark.parametrize("code", TRANSLATED)
def test_window_starts_in_each_language_without_missing_glyphs(window, english, code):
    from dlbox.ui.main_window import MainWindow

    apply_language(code)
    translated = MainWindow(window.catalogue, window.analysis.preferences)
    try:
        translated.show()
        texts = _visible_texts(translated)
        hangul_or_han = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
        assert sum(bool(hangul_or_han.search(t)) for t in texts) >= 10, texts
        font = _cjk_font()
        if font is None:
            pytest.skip("no CJK font installed (apt-get install fonts-noto-cjk)")
        metrics = QFontMetrics(font)
        missing = sorted(
            {ch for t in texts for ch in t if ch.strip() and not metrics.inFontUcs4(ord(ch))}
        )
        assert not missing, f"{font.family()} has no glyph for {missing}"
    finally:
        translated.close()
        translated.deleteLater()


def test_qt_base_translation_is_installed_alongside(english):
    apply_language("zh_CN")
    probe = QTranslator()
    from PySide6.QtCore import QLibraryInfo

    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if not probe.load("qtbase_zh_CN", folder):
        pytest.skip("this Qt ships no qtbase_zh_CN.qm")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "取消"
