"""Findings of the compatibility check: severity icon, message with numbers, parts, fix.

Rendered as rich text so long messages wrap: each finding links to the part it
is about (selects it in the build and the catalogue) and, when the engine
suggests one, to a fix that swaps in a catalogue part or changes the job's settings
(a shorter serving context) as one undoable edit.
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, QUrl, Signal
from PySide6.QtWidgets import QLabel, QStyle, QTextBrowser, QVBoxLayout, QWidget

from dlbox.core.messages import render
from dlbox.core.parts import Category, PartBase
from dlbox.ui.analysis import Analysis
from dlbox.ui.document import BuildDocument
from dlbox.ui.labels import menu_path
from dlbox.ui.language import translate
from dlbox.ui.remedy_apply import applied_choice

if TYPE_CHECKING:  # the rules engine loads after the first paint
    from dlbox.core.rules import CheckResult, Fix

SEVERITY_ORDER = {"error": 0, "warning": 1, "note": 2}


def count_text(severity: str, n: int) -> str:
    """ "2 errors", "1 warning", "3 notes" in the user's language."""
    texts = {
        "error": (translate("FindingsPanel", "%1 error"), translate("FindingsPanel", "%1 errors")),
        "warning": (
            translate("FindingsPanel", "%1 warning"),
            translate("FindingsPanel", "%1 warnings"),
        ),
        "note": (translate("FindingsPanel", "%1 note"), translate("FindingsPanel", "%1 notes")),
    }
    one, many = texts.get(severity, (f"%1 {severity}", f"%1 {severity}s"))
    return (one if n == 1 else many).replace("%1", QLocale().toString(n))


SEVERITY_ICONS = {
    "error": QStyle.StandardPixmap.SP_MessageBoxCritical,
    "warning": QStyle.StandardPixmap.SP_MessageBoxWarning,
    "note": QStyle.StandardPixmap.SP_MessageBoxInformation,
}


@dataclass(frozen=True)
class FindingView:
    """A finding as the panel shows it: texts in the UI language, parts resolved."""

    rule: str
    severity: str
    message: str
    parts: tuple[tuple[Category, str], ...]  # (category, part id) involved
    fix_text: str
    fix_parts: tuple[PartBase, ...]  # catalogue parts that resolve the finding
    # What the first suggested part does to speed, price and power ("" if not known).
    fix_effect: str = ""
    # A change of the job's settings that resolves it (a shorter serving context), applied
    # with one click as the fix text's link.
    fix_settings: tuple[tuple[str, object], ...] = ()


def _fix_parts(fix: Fix | None, document: BuildDocument) -> tuple[PartBase, ...]:
    """The catalogue parts a fix suggests (a part gone from the catalogue is skipped)."""
    if fix is None or fix.category is None:
        return ()
    found: list[PartBase] = []
    for part_id in fix.part_ids:
        try:
            found.append(document.catalogue.get(fix.category, part_id))
        except KeyError:
            continue
    return tuple(found)


def _first_effect(fix: Fix | None) -> str:
    if fix is None or not fix.part_ids:
        return ""
    effect = fix.effect_of(fix.part_ids[0])
    return effect.render(translate) if effect is not None else ""


def finding_views(result: CheckResult | None, document: BuildDocument) -> list[FindingView]:
    views = [
        FindingView(
            finding.rule,
            finding.severity,
            finding.render(translate),
            tuple((ref.category, ref.id) for ref in finding.parts),
            finding.fix.render(translate) if finding.fix is not None else "",
            _fix_parts(finding.fix, document),
            _first_effect(finding.fix),
            finding.fix.settings if finding.fix is not None else (),
        )
        for finding in (result.findings if result is not None else ())
    ]
    views.sort(key=lambda v: SEVERITY_ORDER.get(v.severity, 3))
    return views


class FindingsText(QTextBrowser):
    """Serves ``icon:<severity>`` images from the style's standard icons."""

    def loadResource(self, kind: int, name: QUrl) -> object:
        if name.scheme() == "icon" and name.path() in SEVERITY_ICONS:
            return self.style().standardIcon(SEVERITY_ICONS[name.path()]).pixmap(16, 16).toImage()
        return super().loadResource(kind, name)


class FindingsPanel(QWidget):
    part_selected = Signal(object, str)  # Category, part id
    # "example" or "plan": the empty build's hint offers to open an example or the planner.
    start_wanted = Signal(str)

    def __init__(self, document: BuildDocument, analysis: Analysis, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("findings_panel")
        self.document = document
        self.analysis = analysis
        self.views: list[FindingView] = []
        self.summary = QLabel()
        self.summary.setObjectName("findings_summary")
        self.summary.setWordWrap(True)
        self.text = FindingsText()
        self.text.setObjectName("findings_text")
        self.text.setOpenLinks(False)
        self.text.anchorClicked.connect(self._link)
        self.not_checked = QLabel()
        self.not_checked.setObjectName("not_checked")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.summary)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.not_checked)
        analysis.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        if not self.analysis.is_ready:  # the window just opened: the check runs next
            self.views = []
            self.summary.setText(translate("FindingsPanel", "Checking the build…"))
            self.text.clear()
            self.not_checked.clear()
            return
        result = self.analysis.check()
        if result is None:
            self.views = []
            error = self.analysis.errors.get("check")
            self.summary.setText(
                translate("FindingsPanel", "The compatibility check failed: %1").replace(
                    "%1", str(error)
                )
                if error
                else translate(
                    "FindingsPanel", "The compatibility check is not available in this version."
                )
            )
            self.text.clear()
            self.not_checked.clear()
            return
        self.views = finding_views(result, self.document)
        counts = {s: sum(v.severity == s for v in self.views) for s in SEVERITY_ORDER}
        self.summary.setText(
            ", ".join(count_text(s, n) for s, n in counts.items() if n)
            if self.views
            else translate("FindingsPanel", "No problems found.")
        )
        self.text.setHtml(self._html() + self._start_html())
        # Each item is a message template with the part names and values as parameters.
        unchecked = [
            render(x, translate)
            for x in getattr(result, "unchecked", ()) or getattr(result, "not_checked", ()) or ()
        ]
        self.not_checked.setText(
            "<small>"
            + translate("FindingsPanel", "%1 things are not checked (hover)").replace(
                "%1", str(len(unchecked))
            )
            + "</small>"
            if unchecked
            else ""
        )
        self.not_checked.setToolTip(
            translate("FindingsPanel", "Not checked:") + "\n• " + "\n• ".join(unchecked)
            if unchecked
            else ""
        )

    def _html(self) -> str:
        blocks = []
        for i, view in enumerate(self.views):
            links = []
            if view.parts:
                label = translate("FindingsPanel", "show part")
                links.append(f"<a href='finding:select:{i}'>{label}</a>")
            if view.fix_parts:
                links.append(
                    f"<a href='finding:fix:{i}'>"
                    + translate("FindingsPanel", "fix: use %1").replace(
                        "%1", html.escape(view.fix_parts[0].name)
                    )
                    + "</a>"
                    + (f" ({html.escape(view.fix_effect)})" if view.fix_effect else "")
                )
            elif view.fix_settings and view.fix_text:
                links.append(f"<a href='finding:settings:{i}'>{html.escape(view.fix_text)}</a>")
            elif view.fix_text:
                links.append(f"<i>{html.escape(view.fix_text)}</i>")
            tail = f"<br><small>{' · '.join(links)}</small>" if links else ""
            blocks.append(
                f"<p style='margin:2px 0 6px 0'><img src='icon:{view.severity}' width=16 height=16> "
                f"{html.escape(view.message)}{tail}</p>"
            )
        return "".join(blocks)

    def _start_html(self) -> str:
        """For a build with no parts: how to begin (a first-time user saw only "nothing was
        checked"), with the example builds and the planner one click away."""
        if self.document.build.parts:
            return ""
        example = menu_path(
            translate("MainWindow", "&File"), translate("MainWindow", "Open E&xample")
        )
        plan = menu_path(translate("MainWindow", "&File"), translate("Actions", "&Plan a Build…"))
        text = html.escape(
            translate(
                "FindingsPanel",
                "To start: double-click a part in the catalogue (or drag it into the build); "
                "or open an example build (%1); or let the planner pick the parts for your job "
                "and budget (%2).",
            )
        )
        text = text.replace("%1", f"<a href='start:example'>{html.escape(example)}</a>")
        text = text.replace("%2", f"<a href='start:plan'>{html.escape(plan)}</a>")
        return f"<p style='margin:6px 0'>{text}</p>"

    def _link(self, url: QUrl) -> None:
        _scheme, _, rest = url.toString().partition(":")
        if _scheme == "start":
            self.start_wanted.emit(rest)
            return
        action, _, index = rest.partition(":")
        if index.isdigit():
            if action == "select":
                self.select(int(index))
            elif action == "fix":
                self.apply_fix(int(index))
            elif action == "settings":
                self.apply_settings(int(index))

    def select(self, index: int) -> None:
        """Show the first part the finding is about (build line and catalogue row)."""
        if 0 <= index < len(self.views) and self.views[index].parts:
            self.part_selected.emit(*self.views[index].parts[0])

    def apply_fix(self, index: int) -> None:
        """Swap in the finding's first suggested part, as one undoable edit."""
        if not 0 <= index < len(self.views) or not self.views[index].fix_parts:
            return
        view = self.views[index]
        new = view.fix_parts[0]
        # Replace the involved part of the same category (keeping its quantity); otherwise
        # add it (a single-slot category such as the PSU is replaced by add_part itself).
        old = next((ref for ref in view.parts if ref[0] == new.category), None)
        if old is not None and any(p.id == old[1] for p in self.document.build.parts):
            self.document.replace_part(old[0], old[1], new)
        else:
            self.document.add_part(new)

    def apply_settings(self, index: int) -> None:
        """Change the job as the finding's fix says (a shorter serving context): the workload
        bar shows it and the build saves it, as one undoable edit."""
        if not 0 <= index < len(self.views) or not self.views[index].fix_settings:
            return
        choice = self.analysis.workload
        applied = applied_choice(choice, dict(self.views[index].fix_settings))
        self.analysis.set_workload(applied)
        if applied.job() != choice.job():
            self.document.set_job(applied.job())
