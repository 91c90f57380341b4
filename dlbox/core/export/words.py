"""The words of the reports people read (Markdown for forums, HTML/PDF), as
``QT_TRANSLATE_NOOP("Export", …)`` templates: the app passes its translator, the CLI
and the data exports (CSV, JSON) read them in English.
"""

from __future__ import annotations

from dlbox.core.messages import QT_TRANSLATE_NOOP, Translator, english, msg_in
from dlbox.core.parts import Category

EXPORT = "Export"  # the lupdate context of the reports' words

CATEGORY_LABELS: dict[Category, str] = {
    Category.GPU: QT_TRANSLATE_NOOP("Export", "GPU"),
    Category.CPU: QT_TRANSLATE_NOOP("Export", "CPU"),
    Category.MOTHERBOARD: QT_TRANSLATE_NOOP("Export", "Motherboard"),
    Category.MEMORY: QT_TRANSLATE_NOOP("Export", "Memory"),
    Category.STORAGE: QT_TRANSLATE_NOOP("Export", "Storage"),
    Category.PSU: QT_TRANSLATE_NOOP("Export", "Power supply"),
    Category.CASE: QT_TRANSLATE_NOOP("Export", "Case"),
    Category.COOLER: QT_TRANSLATE_NOOP("Export", "CPU cooler"),
}
# The part table's columns and the sections, as the Markdown and HTML reports name them.
COLUMNS = (
    QT_TRANSLATE_NOOP("Export", "Type"),
    QT_TRANSLATE_NOOP("Export", "Item"),
    QT_TRANSLATE_NOOP("Export", "Qty"),
    QT_TRANSLATE_NOOP("Export", "Unit price"),
    QT_TRANSLATE_NOOP("Export", "Line total"),
    QT_TRANSLATE_NOOP("Export", "Price date"),
    QT_TRANSLATE_NOOP("Export", "Price source"),
)
TOTAL = QT_TRANSLATE_NOOP("Export", "Total")
FINDINGS = QT_TRANSLATE_NOOP("Export", "Compatibility findings")
SPEED = QT_TRANSLATE_NOOP("Export", "Training speed")
OWN_VS_RENT = QT_TRANSLATE_NOOP("Export", "Own vs rent")
NOTES = QT_TRANSLATE_NOOP("Export", "Notes")
QUOTED = QT_TRANSLATE_NOOP("Export", "Quoted total: %(amount)s (%(source)s, %(date)s)")
FIX = QT_TRANSLATE_NOOP("Export", "fix: %(fix)s")  # after a finding, in Markdown
FIX_LABEL = QT_TRANSLATE_NOOP("Export", "Fix:")  # before the fix, in HTML
MADE_WITH = QT_TRANSLATE_NOOP("Export", "Made with %(generator)s on %(date)s.")
# A finding's severity as the reports name it.
SEVERITY_WORDS: dict[str, str] = {
    "error": QT_TRANSLATE_NOOP("Export", "error"),
    "warning": QT_TRANSLATE_NOOP("Export", "warning"),
    "note": QT_TRANSLATE_NOOP("Export", "note"),
}


def say(text: str, tr: Translator = english) -> str:
    """One of the reports' words (a ``QT_TRANSLATE_NOOP("Export", …)`` literal) in ``tr``'s
    language; a text not marked (a severity the engine added later) comes back as it is."""
    return tr(EXPORT, text)


def phrase(template: str, tr: Translator = english, **params: str) -> str:
    """A report template (``QUOTED``, ``FIX``, ``MADE_WITH``) filled in, in ``tr``'s language."""
    return msg_in(EXPORT, template, **params).render(tr)
