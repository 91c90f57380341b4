"""The language setting: number formats (QLocale) and Qt's own strings (dialog buttons).

dlbox's own texts are English for now (no .ts catalogue yet); Qt ships translations
of its standard buttons and dialogs for every language the seeds use.
"""

from __future__ import annotations

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

_installed: QTranslator | None = None


def apply_language(code: str) -> bool:
    """Use ``code`` (e.g. "zh_TW") for numbers and Qt's strings; True if Qt has a translation."""
    global _installed
    QLocale.setDefault(QLocale(code))
    app = QApplication.instance()
    if app is None:
        return False
    if _installed is not None:
        app.removeTranslator(_installed)
        _installed = None
    if code == "en":
        return False
    translator = QTranslator(app)
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if translator.load(f"qtbase_{code}", folder):
        app.installTranslator(translator)
        _installed = translator
        return True
    return False
