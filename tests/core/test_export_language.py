"""The reports people read (Markdown for a forum, HTML/PDF) speak the window's language:
the app passes its translator.  CSV and JSON are data, read back by dlbox: English."""

from __future__ import annotations

from pathlib import Path

import pytest

from dlbox.core.build import resolve
from dlbox.core.export import export_build
from dlbox.core.files import read_build
from dlbox.core.rules import check_build

EXAMPLES = Path(__file__).resolve().parents[2] / "data" / "examples"
WORKSTATION = EXAMPLES / "rtx-5090-2x-workstation.dlbox.json"


def marked(context: str, text: str) -> str:
    """A stand-in language: every translated template is wrapped in « », so a word that
    stays English shows up unwrapped."""
    return f"«{text}»"


@pytest.fixture(scope="module")
def workstation(catalogue):  # type: ignore[no-untyped-def]
    resolved = resolve(read_build(WORKSTATION), catalogue)
    findings = check_build(resolved, catalogue).findings
    assert findings, "the example should have findings to translate"
    return resolved, findings


@pytest.mark.parametrize("fmt", ["md", "html"])
def test_the_forum_post_and_the_report_speak_the_given_language(workstation, fmt):
    resolved, findings = workstation
    text = export_build(resolved, fmt, findings=findings, tr=marked)
    for word in ("«Type»", "«Unit price»", "«GPU»", "«Power supply»", "«Total»"):
        assert word in text, word
    assert "«Compatibility findings»" in text
    assert "«warning»" in text  # the severity
    assert "«Converted at " in text  # a total's note (the PSU is priced in TWD)
    assert "«Made with " in text
    # The findings come in the window's words, as the findings panel shows them.
    assert "«Up to 575 W through each 16-pin plug" in text
    assert "«Cap the cards at 460 W" in text  # its fix
    english = export_build(resolved, fmt, findings=findings)
    assert "«" not in english and "Type" in english and "Compatibility findings" in english


@pytest.mark.parametrize("fmt", ["csv", "json"])
def test_data_exports_stay_english_whatever_the_window_speaks(workstation, fmt):
    resolved, findings = workstation
    translated = export_build(resolved, fmt, findings=findings, tr=marked)
    assert translated == export_build(resolved, fmt, findings=findings)
    assert "«" not in translated
