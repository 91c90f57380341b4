"""The language setting: dlbox's own translations, Qt's own strings and QLocale formats.

"system" follows the system locale (LANG, LC_ALL, LC_MESSAGES; the desktop's language
on Windows and macOS). dlbox ships translations for Traditional Chinese (zh_TW),
Simplified Chinese (zh_CN) and Korean (ko); any other language gets English texts
but its own number and date formats. Finding messages come from the Qt-free core and
stay English.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

SYSTEM = "system"
# Languages with a dlbox catalogue (resources/translations/dlbox_<code>.qm).
TRANSLATED = ("zh_TW", "zh_CN", "ko")
_installed: list[QTranslator] = []
# The dlbox catalogue the texts are in now ("zh_TW"); None: English.
_catalogue: list[str] = []


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``QCoreApplication.translate``; pyside6-lupdate finds the literal calls to ``translate``."""
    return QCoreApplication.translate(context, text, disambiguation, n)


def translations_dir() -> Path:
    """resources/translations in a checkout; the bundle keeps the same layout."""
    return Path(__file__).resolve().parents[2] / "resources" / "translations"


def resolve_language(code: str) -> str:
    """The locale name a setting stands for: "system" → the system's (e.g. "zh_TW")."""
    if code and code != SYSTEM:
        return code
    system = QLocale.system()
    name = system.name()  # e.g. "zh_TW", "ko_KR", "C"
    if system.language() == QLocale.Language.Chinese:
        # Hong Kong and Macau read Traditional Chinese too; Singapore Simplified.
        traditional = system.script() == QLocale.Script.TraditionalChineseScript or (
            system.territory()
            in (QLocale.Country.Taiwan, QLocale.Country.HongKong, QLocale.Country.Macau)
        )
        return "zh_TW" if traditional else "zh_CN"
    if name in ("C", "POSIX", ""):
        return "en_US"
    return name


def catalogue_for(code: str) -> str | None:
    """The dlbox catalogue for a setting ("ko_KR" → "ko"), None for English and the rest."""
    name = resolve_language(code)
    if name in TRANSLATED:
        return name
    language = name.split("_")[0]
    return language if language in TRANSLATED else None


def locale_for(code: str) -> QLocale:
    """The QLocale numbers, dates and money are written in for a setting."""
    name = resolve_language(code)
    return QLocale("ko_KR") if name == "ko" else QLocale(name)


def apply_language(code: str) -> bool:
    """Use ``code`` ("system", "en", "zh_TW", …) for texts and formats.

    True when dlbox's own translation for it was loaded. The main window re-labels its
    widgets itself (``MainWindow.retranslate``); new dialogs follow on their own.
    """
    QLocale.setDefault(locale_for(code))
    app = QCoreApplication.instance()
    if app is None:
        return False
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    _catalogue.clear()
    name = resolve_language(code)
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    qt = QTranslator(app)
    if not name.startswith("en") and qt.load(f"qtbase_{name}", qt_folder):
        app.installTranslator(qt)
        _installed.append(qt)
    catalogue = catalogue_for(code)
    if catalogue is None:
        return False
    own = QTranslator(app)
    if not own.load(f"dlbox_{catalogue}", str(translations_dir())):
        return False
    app.installTranslator(own)
    _installed.append(own)
    _catalogue.append(catalogue)
    return True


def text_language() -> str:
    """The language the window's texts are in, as HTML's ``lang`` names it ("zh-TW",
    "ko"; "en" when no dlbox catalogue is loaded)."""
    return _catalogue[0].replace("_", "-") if _catalogue else "en"
