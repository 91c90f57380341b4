"""Two to four builds side by side; rows whose values differ are highlighted."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
from PySide6.QtCore import QLocale, Qt, QTimer
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dlbox.core.build import Build, ResolvedBuild, resolve
from dlbox.core.files import BuildFileError, read_build
from dlbox.core.parts import Category
from dlbox.ui import file_dialogs
from dlbox.ui.analysis import Analysis
from dlbox.ui.labels import (
    category_singular,
    keep_whole,
    offer_label,
    pricing_name,
    throughput_unit,
)
from dlbox.ui.language import translate
from dlbox.ui.price_basis import has_floor, price_basis, price_dates
from dlbox.ui.price_words import marked, unpriced_names, unpriced_suffix
from dlbox.ui.region_combo import fill_region_combo
from dlbox.ui.visibility import on_screen
from dlbox.ui.widgets.findings_panel import count_text, finding_views
from dlbox.ui.widgets.wrapping_header import WrappingHeader

if TYPE_CHECKING:
    from dlbox.core.cost.comparable import Comparable

log = logging.getLogger(__name__)
MAX_BUILDS = 4
EACH_BUILD = "each build"  # the offer box's first choice: every build its own comparator
DIFF_BRUSH = QBrush(QColor(255, 196, 0, 70))


@dataclass(frozen=True)
class _Offer:
    """A cloud offer as one column is compared with it."""

    text: str  # "AWS g6e.xlarge (東京 ap-northeast-1), 隨需 · 1.86 USD/h"
    price: float  # effective price per rented hour, in the display currency
    throughput: float  # on the workload in the workload bar
    gpus: int
    match: Comparable | None = None  # how it was chosen (None: picked in the box)
    # Kept on one line on screen: its instance id ("p6-b200.48xlarge"), its pricing words.
    unbroken: tuple[str, ...] = ()


def _hourly(price: float, currency: str) -> str:
    """An hourly price with its cents: "2.62 TWD" (the money format rounds TWD to whole
    dollars, which made 2.62 TWD an hour read "3 TWD")."""
    decimals = 0 if price >= 100 else 2
    return f"{QLocale().toString(float(price), 'f', decimals)} {currency}"


def _why(offer: _Offer, speed: float | None, gpus: int) -> str:
    """The tooltip of a "Compared with" cell: why this offer stands for this build."""
    locale = QLocale()
    if offer.match is None:
        text = translate("CompareView", "The offer chosen above, for every build")
    elif not offer.match.same_gpu_count:
        text = (
            translate(
                "CompareView",
                "No offer has this build's GPU count (%1): one with %2 GPUs, the nearest count",
            )
            .replace("%1", locale.toString(gpus))
            .replace("%2", locale.toString(offer.gpus))
        )
    elif not offer.match.as_fast:
        text = translate(
            "CompareView",
            "No offer with this build's GPU count (%1) is as fast as it: the fastest of them",
        ).replace("%1", locale.toString(gpus))
    else:
        text = translate(
            "CompareView",
            "The cheapest offer with this build's GPU count (%1) that is at least as fast",
        ).replace("%1", locale.toString(gpus))
    if speed:
        text += "\n" + translate("CompareView", "Speed: offer %1, this build %2").replace(
            "%1", locale.toString(round(offer.throughput))
        ).replace("%2", locale.toString(round(speed)))
    return text


def _reference_tip(offer: Any, match: Comparable, gpus: int) -> str:
    """The tooltip of a provider's reference offer in the offer box: how many GPUs it rents
    against the build's, and why it is not like for like where it is not."""
    locale = QLocale()
    if gpus and not match.same_gpu_count:
        return (
            translate(
                "CompareView",
                "%1 rents no offer with this build's GPU count (%2) here: this one has %3, "
                "the nearest count",
            )
            .replace("%1", offer.provider)
            .replace("%2", locale.toString(gpus))
            .replace("%3", locale.toString(offer.gpu_count) if offer.gpu_count else "?")
        )
    if not match.as_fast:
        return (
            translate(
                "CompareView",
                "None of %1's offers with this build's GPU count (%2) is as fast as it: the fastest",
            )
            .replace("%1", offer.provider)
            .replace("%2", locale.toString(gpus))
        )
    return (
        translate(
            "CompareView",
            "%1's cheapest offer with this build's GPU count (%2) that is at least as fast",
        )
        .replace("%1", offer.provider)
        .replace("%2", locale.toString(gpus))
    )


@dataclass(frozen=True)
class Row:
    label: str
    values: list[str]
    tips: list[str]
    compare: bool = True  # False: informational rows (names) are never highlighted
    # Words the table never breaks at a hyphen (instance ids); the values stay plain.
    unbroken: tuple[str, ...] = ()

    @property
    def differs(self) -> bool:
        return self.compare and len(set(self.values)) > 1


def _parts_text(resolved: ResolvedBuild, category: Category) -> str:
    picks = resolved.of(category)
    if not picks:
        return "—"
    return "\n".join(
        f"{p.quantity}× {p.part.name}" if p.quantity > 1 else p.part.name for p in picks
    )


def compare_rows(
    builds: list[ResolvedBuild],
    analysis: Analysis,
    checks: list[Any],
    extra: Callable[[list[ResolvedBuild]], list[Row]] | None = None,
) -> list[Row]:
    converter = analysis.converter
    rows: list[Row] = []
    totals = []
    for resolved in builds:
        total, missing = converter.build_total(resolved)
        floor = has_floor(resolved, analysis.document.catalogue.prices)
        text = marked(converter.format(total), floor) if total else "—"
        totals.append(
            text
            + (
                translate("CompareView", " + parts in %1").replace("%1", ", ".join(missing))
                if missing
                else ""
            )
            + (unpriced_suffix(len(unpriced_names(resolved))) if total else "")
        )
    rows.append(
        Row(
            translate("CompareView", "Total (%1)").replace("%1", converter.currency),
            totals,
            [""] * len(builds),
        )
    )
    # What each total rests on: its prices' dates, how many are old or not street prices
    # (issue 14: a total of last year's prices must not pass for today's).
    # After the answers (speed, break-even), before the findings and parts.
    days = analysis.preferences.price_max_age_days
    book = analysis.document.catalogue.prices
    dated = Row(
        translate("CompareView", "Price dates"),
        [price_dates(r, days, book) for r in builds],
        [price_basis(r, converter, days, book=book) for r in builds],
    )
    # The answers first (price, speed, break-even, findings), the parts after: on a
    # 1280×720 laptop the dock shows about six rows before it scrolls.
    summary = rows
    rows = []
    for category in Category:
        rows.append(
            Row(
                category_singular(category),
                [_parts_text(r, category) for r in builds],
                [""] * len(builds),
            )
        )
    gpus = [r.expanded(Category.GPU) for r in builds]
    rows.append(
        Row(translate("CompareView", "GPUs"), [str(len(g)) for g in gpus], [""] * len(builds))
    )
    rows.append(
        Row(
            translate("CompareView", "Total VRAM (GB)"),
            [f"{sum(getattr(g, 'vram_gb', 0) for g in gpu_list):g}" for gpu_list in gpus],
            [translate("CompareView", "Sum over every GPU in the build")] * len(builds),
        )
    )
    memory = [
        sum(getattr(p.part, "capacity_gb", 0) * p.quantity for p in r.of(Category.MEMORY))
        for r in builds
    ]
    rows.append(
        Row(
            translate("CompareView", "System RAM (GB)"),
            [f"{m:g}" for m in memory],
            [""] * len(builds),
        )
    )
    if any(c is not None for c in checks):
        counts, tips, power = [], [], []
        for resolved, check in zip(builds, checks, strict=True):
            if check is None:
                counts.append(translate("CompareView", "not checked"))
                tips.append("")
                power.append("—")
                continue
            views = finding_views(check, analysis.document)
            errors = sum(v.severity == "error" for v in views)
            warnings = sum(v.severity == "warning" for v in views)
            counts.append(  # "1 error, 2 warnings", never "1 errors"
                translate("CompareView", "%1, %2")
                .replace("%1", count_text("error", errors))
                .replace("%2", count_text("warning", warnings))
            )
            tips.append(
                "\n".join(f"[{v.severity}] {v.message}" for v in views)
                or translate("CompareView", "No problems found.")
            )
            p = getattr(check, "power", None)
            power.append(f"{p.load_w:,.0f} W" if p is not None else "—")
            del resolved
        checked = [
            Row(translate("CompareView", "Findings"), counts, tips),
            Row(
                translate("CompareView", "Load power"),
                power,
                [translate("CompareView", "Sustained load, from the compatibility check")]
                * len(builds),
            ),
        ]
    else:
        checked = []
    answers = extra(builds) if extra is not None else []
    return [*summary, *answers, dated, *checked, *rows]


class CompareView(QWidget):
    """Column 0 is always the open build; up to three more come from files or examples."""

    def __init__(
        self,
        analysis: Analysis,
        examples: Callable[[], list[Path]] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("compare_view")
        self.analysis = analysis
        self._examples = examples or (lambda: [])
        self.others: list[tuple[str, Build]] = []
        self.rows: list[Row] = []
        self.table = QTableWidget()
        self.table.setObjectName("compare_table")
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)
        # Build names wrap onto more header lines: elided, two similar builds looked alike.
        self.table.setHorizontalHeader(WrappingHeader(self.table))
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.add_button = QPushButton(translate("CompareView", "Add Build…"))
        self.add_button.setObjectName("compare_add")
        self.add_button.setToolTip(
            translate("CompareView", "Compare the open build with a saved build file")
        )
        self.add_button.clicked.connect(self._add_from_file)
        self.example_button = QPushButton(translate("CompareView", "Add Example"))
        self.example_button.setObjectName("compare_add_example")
        self.example_button.clicked.connect(self.add_next_example)
        self.example_button.setToolTip(
            translate("CompareView", "Set the next example build beside the open one")
        )
        self.remove_button = QPushButton(translate("CompareView", "Remove Last"))
        self.remove_button.setObjectName("compare_remove")
        self.remove_button.clicked.connect(self.remove_last)
        self.legend = QLabel(
            translate("CompareView", "Highlighted rows differ between the builds.")
        )
        self.offer_combo = QComboBox()
        self.offer_combo.setObjectName("compare_offer")
        self.offer_combo.setToolTip(
            translate("CompareView", "The cloud offer break-even is measured against")
        )
        self.offer_combo.setMinimumContentsLength(20)
        self.offer_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        # The box takes the row's free width (an offer's name is long) and its list is
        # as wide as the longest offer, so neither cuts a name.
        self.offer_combo.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.offer_combo.view().setTextElideMode(Qt.TextElideMode.ElideNone)
        self.offer_combo.currentIndexChanged.connect(self.invalidate)
        # Where the user would rent: the reference offers come from this region only.
        self.region_combo = QComboBox()
        self.region_combo.setObjectName("compare_region")
        self.region_combo.setToolTip(
            translate(
                "CompareView",
                "Only offers in this region (the providers and pricing models follow Settings)",
            )
        )
        self.region_combo.addItem(translate("CompareView", "All regions"), None)
        self.region_combo.currentIndexChanged.connect(self.invalidate)
        buttons = QHBoxLayout()
        for widget in (
            self.add_button,
            self.example_button,
            self.remove_button,
            QLabel(translate("CompareView", "Break-even vs")),
            self.region_combo,
        ):
            buttons.addWidget(widget)
        buttons.addWidget(self.offer_combo, 1)
        # The legend on a line of its own, wrapped: beside the buttons it made the
        # dock 943 px wide at least, squeezing the build panel on a 1280-px screen.
        self.legend.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(buttons)
        layout.addWidget(self.legend)
        layout.addWidget(self.table, 1)
        self._stale = True
        analysis.changed.connect(self.invalidate)

    # ------------------------------------------------------------ builds
    def add_build(self, label: str, build: Build) -> bool:
        if len(self.others) >= MAX_BUILDS - 1:
            return False
        self.others.append((label, build))
        self.invalidate()
        return True

    def remove_last(self) -> None:
        if self.others:
            self.others.pop()
            self.invalidate()

    def _add_from_file(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self,
            translate("CompareView", "Compare with…"),
            str(file_dialogs.start_folder()),
            translate("CompareView", "dlbox build (*.dlbox.json *.json)"),
        )
        if path:
            self.add_file(Path(path))

    def add_file(self, path: Path) -> bool:
        try:
            build = read_build(path)
        except BuildFileError as exc:
            QMessageBox.warning(self, translate("CompareView", "Cannot compare"), str(exc))
            return False
        return self.add_build(build.name or path.stem, build)

    def add_next_example(self) -> None:
        """Add the first example build not yet compared (and not the open build)."""
        taken = {label for label, _ in self.others} | {self.analysis.document.build.name}
        for path in self._examples():
            try:
                build = read_build(path)
            except BuildFileError:
                continue
            if build.parts and (build.name or path.stem) not in taken:
                self.add_build(build.name or path.stem, build)
                return

    # ---------------------------------------------------------- refresh
    def invalidate(self) -> None:
        self._stale = True
        if on_screen(self):
            self.refresh()

    def ensure_fresh(self) -> None:
        if self._stale:
            self.refresh()

    def showEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().showEvent(event)
        # After the event loop turns: a tabified dock is shown for a moment while the
        # window lays out, and reading every cloud offer then would delay its first paint.
        QTimer.singleShot(0, self, self._refresh_if_shown)

    def _refresh_if_shown(self) -> None:
        if self._stale and on_screen(self):
            self.refresh()

    def resolved_builds(self) -> list[tuple[str, ResolvedBuild]]:
        document = self.analysis.document
        current = (
            translate("CompareView", "%1 (open)").replace("%1", document.build.name),
            document.resolved,
        )
        return [current] + [(label, resolve(b, document.catalogue)) for label, b in self.others]

    def _extra_rows(self, builds: list[ResolvedBuild]) -> list[Row]:
        """Speed on the chosen workload and break-even against the chosen offer."""
        from dlbox.ui import engines  # loaded after the first paint, like the view's data

        workload, settings = self.analysis.workload_objects()
        if workload is None:
            return []
        unit = getattr(workload, "unit", "")
        speeds: list[Any] = []
        for resolved in builds:
            try:
                speeds.append(
                    engines.estimate_build(resolved, workload, settings)
                    if resolved.of(Category.GPU)
                    else None
                )
            except Exception:  # a build the estimator cannot model shows a dash
                log.exception("estimating a compared build failed")
                speeds.append(None)
        throughput = [getattr(s, "throughput", None) for s in speeds]
        rows = [
            Row(
                # The workload's name in the tip: in the row label it made the label column
                # a third of the dock's width on a 1280-px screen.
                translate("CompareView", "Speed (%1)").replace("%1", throughput_unit(unit)),
                [f"{t:,.0f}" if t else "—" for t in throughput],
                [
                    translate(
                        "CompareView", "Estimate for %1, the workload in the workload bar"
                    ).replace("%1", str(getattr(workload, "name", workload.id)))
                ]
                * len(builds),
            )
        ]
        choice = self.offer_combo.currentData()
        if choice is None:
            return rows
        gpu_counts = [len(r.expanded(Category.GPU)) for r in builds]
        if choice == EACH_BUILD:
            offers = self._comparables(throughput, gpu_counts)
        else:
            offers = [choice] * len(builds)
        rows.append(self._compared_with_row(offers, throughput, gpu_counts, choice == EACH_BUILD))
        converter = self.analysis.converter
        days = []
        for resolved, speed, offer in zip(builds, speeds, offers, strict=True):
            capital, missing = converter.build_total(resolved)
            value = None
            if offer is not None and speed is not None and not missing and speed.throughput:
                value = engines.breakeven_days(
                    resolved,
                    capital,
                    speed.throughput,
                    float(getattr(speed, "load_power_w", 0) or 0),
                    offer.price,
                    offer.throughput,
                    self.analysis.preferences,
                    converter.currency,
                )
            days.append(
                "—"
                if value is None
                else translate("CompareView", "never")
                if value == float("inf")
                else engines.days_text(value)
            )
        rows.append(
            Row(
                translate("CompareView", "Break-even"),
                days,
                [
                    translate(
                        "CompareView",
                        "Calendar days until owning this build costs less than renting the "
                        "offer above, at the utilisation in Settings",
                    )
                ]
                * len(builds),
            )
        )
        return rows

    def _comparables(
        self, throughput: list[float | None], gpu_counts: list[int]
    ) -> list[_Offer | None]:
        """Each build's own comparator: as many GPUs, at least as fast, cheapest per hour."""
        from dlbox.core.cost.comparable import comparable_offers  # the cost model: after paint

        view = self.analysis.cloud()
        if isinstance(view, str) or not view.throughput:
            return [None] * len(throughput)
        result = view.comparison
        offer_tp = view.throughput / result.speed_ratio
        gpus = np.array(
            [o.gpu_count if o.gpu_count else np.nan for o in result.offers], dtype=float
        )
        picks = comparable_offers(
            offer_tp,
            gpus,
            result.effective_price_per_hour,
            list(zip(throughput, gpu_counts, strict=True)),
            keep=self._region_mask(result),
        )
        return [None if pick is None else self._offer(view, pick.index, pick) for pick in picks]

    def _offer(self, view: Any, index: int, match: Comparable | None = None) -> _Offer:
        result = view.comparison
        offer = result.offers[index]
        price = float(result.effective_price_per_hour[index])
        text = f"{offer_label(offer)} · {_hourly(price, self.analysis.converter.currency)}/h"
        if offer.is_stale():
            text += translate("CompareView", " · price of %1").replace("%1", offer.date.isoformat())
        return _Offer(
            text,
            price,
            float(view.throughput / result.speed_ratio[index]),
            int(offer.gpu_count or 0),
            match,
            (offer.instance_type, pricing_name(offer.pricing_model)),
        )

    def _compared_with_row(
        self,
        offers: list[_Offer | None],
        throughput: list[float | None],
        gpu_counts: list[int],
        comparable: bool = False,
    ) -> Row:
        """Which offer each column's break-even is measured against, and why that one."""
        values, tips = [], []
        for offer, speed, count in zip(offers, throughput, gpu_counts, strict=True):
            values.append("—" if offer is None else offer.text)
            tips.append(_why(offer, speed, count) if offer is not None else "")
        # Each build's own: in the words the own-vs-rent chart and the report use for it.
        label = (
            translate("CompareView", "Cheapest comparable rental")
            if comparable
            else translate("CompareView", "Compared with")
        )
        unbroken = tuple(word for o in offers if o is not None for word in o.unbroken)
        return Row(label, values, tips, unbroken=unbroken)

    def _region_mask(self, result: Any) -> np.ndarray | None:
        region = self.region_combo.currentData()
        if region is None:
            return None
        return np.array([o.region == region for o in result.offers], dtype=bool)

    def _fill_regions(self, result: Any) -> None:
        """The regions of the compared offers, by provider and code, with their city."""
        fill_region_combo(self.region_combo, (o.region for o in result.offers if o.region))

    def _fill_offers(self) -> None:
        """First "each build's own comparable offer"; then reference offers for every
        column alike: the cheapest same-or-faster AWS and Google Cloud offers (what a
        user has in mind when renting), then the cheapest of every other provider; all
        from the chosen region."""
        from dlbox.core.cost.compare import default_comparators
        from dlbox.ui import engines  # loaded after the first paint, like the view's data

        previous = self.offer_combo.currentText()
        self.offer_combo.blockSignals(True)
        self.offer_combo.clear()
        view = self.analysis.cloud()
        if not isinstance(view, str) and view.throughput:
            result = view.comparison
            self._fill_regions(result)
            keep = self._region_mask(result)
            self.offer_combo.addItem(
                translate("CompareView", "Each build: its cheapest comparable rental"),
                EACH_BUILD,
            )
            # Like for like: the AWS and Google Cloud offers with this build's GPU count.
            gpus = view.compared.gpu_count
            matches = default_comparators(result, keep=keep, gpu_count=gpus)
            first = [m.index for m in matches]
            rest = [
                int(i)
                for i in engines.cheapest_offers(view, 20)
                if int(i) not in first and (keep is None or keep[int(i)])
            ]
            tips = {m.index: _reference_tip(result.offers[m.index], m, gpus) for m in matches}
            for i in first + rest:
                offer = self._offer(view, i)
                self.offer_combo.addItem(offer.text, offer)
                if i in tips:
                    self.offer_combo.setItemData(
                        self.offer_combo.count() - 1, tips[i], Qt.ItemDataRole.ToolTipRole
                    )
        self.offer_combo.setEnabled(self.offer_combo.count() > 0)
        index = self.offer_combo.findText(previous)
        self.offer_combo.setCurrentIndex(max(index, 0))
        self.offer_combo.setToolTip(
            translate("CompareView", "The cloud offer break-even is measured against")
            + "\n"
            + self.offer_combo.currentText()
        )
        self.offer_combo.blockSignals(False)

    def refresh(self) -> None:
        from dlbox.ui import engines

        self._stale = False
        self._fill_offers()
        labelled = self.resolved_builds()
        builds = [r for _, r in labelled]
        workload, settings = self.analysis.workload_objects()
        checks = [self.analysis.check()]
        for resolved in builds[1:]:
            try:
                checks.append(
                    engines.check_build(
                        resolved, self.analysis.document.catalogue, workload, settings
                    )
                )
            except Exception:  # one odd build must not blank the whole comparison
                log.exception("checking a compared build failed")
                checks.append(None)
        self.rows = compare_rows(builds, self.analysis, checks, self._extra_rows)
        self.table.clear()
        self.table.setColumnCount(len(builds))
        self.table.setRowCount(len(self.rows))
        self.table.setHorizontalHeaderLabels([label for label, _ in labelled])
        for column, (label, _resolved) in enumerate(labelled):
            header = self.table.horizontalHeaderItem(column)
            if header is not None:
                header.setToolTip(label)
        self.table.setVerticalHeaderLabels([row.label for row in self.rows])
        for r, row in enumerate(self.rows):
            for c, value in enumerate(row.values):
                item = QTableWidgetItem(keep_whole(value, row.unbroken))
                item.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
                if row.tips[c]:
                    item.setToolTip(row.tips[c])
                if row.differs:
                    item.setBackground(DIFF_BRUSH)
                self.table.setItem(r, c, item)
        self.remove_button.setEnabled(bool(self.others))
        # One build alone: say how to get a second (it read "Highlighted rows differ").
        self.legend.setText(
            translate("CompareView", "Highlighted rows differ between the builds.")
            if self.others
            else translate(
                "CompareView",
                "Only the open build so far: %1 sets a saved build file beside it, %2 one of "
                "the examples.",
            )
            .replace("%1", self.add_button.text())
            .replace("%2", self.example_button.text())
        )
        self.add_button.setEnabled(len(self.others) < MAX_BUILDS - 1)
        self.example_button.setEnabled(len(self.others) < MAX_BUILDS - 1 and bool(self._examples()))
