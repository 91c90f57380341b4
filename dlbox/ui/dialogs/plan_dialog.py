"""Plan a build: the job, the budget and the site in; ranked complete builds, the
price/time front and the why out; each result opens in the editor with one click."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from dlbox.core.build import Build, resolve
from dlbox.core.catalogue import Catalogue
from dlbox.core.estimate.settings import PRECISIONS, TrainSettings
from dlbox.core.messages import render
from dlbox.core.plan import PlanInputError, PlanRequest, PlanResult, SiteLimits, plan
from dlbox.core.plan.result import money
from dlbox.core.plan.text import hours_column_msg, hours_msg
from dlbox.core.rig.site import MAINS_VOLTAGES
from dlbox.core.street_prices import DEFAULT_STALE_DAYS, is_stale
from dlbox.ui.dialogs.plan_chart import PlanChart
from dlbox.ui.labels import adapter_label, precision_label
from dlbox.ui.language import translate
from dlbox.ui.price_basis import has_floor, price_dates
from dlbox.ui.price_words import STALE_COLOUR, marked

REGION_PRESETS = (
    ("us-east", QT_TRANSLATE_NOOP("PlanDialog", "US East")),
    ("us-west", QT_TRANSLATE_NOOP("PlanDialog", "US West")),
    ("europe", QT_TRANSLATE_NOOP("PlanDialog", "Europe")),
    ("asia", QT_TRANSLATE_NOOP("PlanDialog", "Asia")),
    ("japan", QT_TRANSLATE_NOOP("PlanDialog", "Japan")),
    ("tokyo", QT_TRANSLATE_NOOP("PlanDialog", "Tokyo")),
    ("korea", QT_TRANSLATE_NOOP("PlanDialog", "Korea")),
    ("seoul", QT_TRANSLATE_NOOP("PlanDialog", "Seoul")),
    ("taiwan", QT_TRANSLATE_NOOP("PlanDialog", "Taiwan")),
)
OBJECTIVE_LABELS = (
    ("per-job", QT_TRANSLATE_NOOP("PlanDialog", "Lowest cost per job")),
    ("time", QT_TRANSLATE_NOOP("PlanDialog", "Fastest job within the budget")),
    ("cost", QT_TRANSLATE_NOOP("PlanDialog", "Lowest total cost over the horizon")),
)
DEMAND_LABELS = (
    ("utilization", QT_TRANSLATE_NOOP("PlanDialog", "Share of time training (%)")),
    ("hours", QT_TRANSLATE_NOOP("PlanDialog", "Training hours a month")),
    ("jobs", QT_TRANSLATE_NOOP("PlanDialog", "Jobs a month")),
)
CASE_LABELS = (
    ("", QT_TRANSLATE_NOOP("PlanDialog", "Any enclosed case")),
    ("sff", QT_TRANSLATE_NOOP("PlanDialog", "Small form factor only")),
    ("sff,mid", QT_TRANSLATE_NOOP("PlanDialog", "Up to a mid tower")),
    ("sff,mid,full", QT_TRANSLATE_NOOP("PlanDialog", "Up to a full tower")),
)


def tr(text: str) -> str:
    """A text from the tables above (marked with QT_TRANSLATE_NOOP) in the user's language."""
    return translate("PlanDialog", text)


PLAN_SIZE = QSize(1500, 940)


class PlanDialog(QDialog):
    """Non-modal: the user plans, opens a result in the editor, and plans again."""

    open_build = Signal(object)  # a Build

    def __init__(
        self,
        catalogue: Catalogue,
        workloads: list[tuple[str, str]],
        preferences: Any,
        currencies: list[str],
        rates: Any = None,
        parent: QWidget | None = None,
        selected: str = "",
    ) -> None:
        """``selected``: the workload ticked at first (the job the window shows), else the
        first of ``workloads``."""
        super().__init__(parent)
        self.setObjectName("plan_dialog")
        self.setWindowTitle(translate("PlanDialog", "Plan a build"))
        self.catalogue = catalogue
        self.rates = rates
        # Prices older than this are marked orange, as in the catalogue and the build list.
        self.price_max_age_days = int(
            getattr(preferences, "price_max_age_days", DEFAULT_STALE_DAYS)
        )
        self.result: PlanResult | None = None
        self._speeds: dict[Any, Any] = {}
        self._rows: list[Any] = []
        # As large as the main window opens: on a 2560×1440 screen the 1240×680 it had
        # showed five jobs and a cramped chart; fit_to_screen trims it on a laptop.
        self.resize(PLAN_SIZE)

        # ------------------------------------------------ inputs
        self.workloads = QListWidget()
        self.workloads.setObjectName("plan_workloads")
        for workload_id, name in workloads:
            item = QListWidgetItem(name)
            item.setData(Qt.ItemDataRole.UserRole, workload_id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            item.setToolTip(f"{name} ({workload_id})")
            self.workloads.addItem(item)
        # Whole names on two lines, not cut at the column's edge ("BERT-large pre-training,
        # pha…" on a 1280-px screen) behind a sideways scroll bar.
        self.workloads.setWordWrap(True)
        self.workloads.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # The job the window shows (a user who picked BERT fine-tuning was planned
        # ResNet-50's box), else the first.
        ids = [workload_id for workload_id, _name in workloads]
        first = ids.index(selected) if selected in ids else 0
        if self.workloads.count():
            self.workloads.item(first).setCheckState(Qt.CheckState.Checked)
            self.workloads.scrollToItem(self.workloads.item(first))
        # At least five jobs; taller where the dialog is (the column's spare height was
        # left empty under the Plan button while the list scrolled).
        self.workloads.setMinimumHeight(130)

        self.budget = QDoubleSpinBox()
        self.budget.setObjectName("plan_budget")
        self.budget.setRange(1, 1e10)
        self.budget.setDecimals(0)
        self.budget.setSingleStep(500)
        self.budget.setValue(5000)
        self.currency = QComboBox()
        self.currency.setObjectName("plan_currency")
        self.currency.addItems(currencies)
        current = getattr(preferences, "currency", "USD")
        self.currency.setCurrentText(current if current in currencies else "USD")
        self.budget.setGroupSeparatorShown(True)
        # The budget keeps its value when the currency changes: 5,000 USD becomes about
        # 166,000 TWD, not 5,000 TWD (a 150-USD budget nothing fits in).
        self._budget_currency = "USD"
        self._convert_budget()
        self.currency.currentTextChanged.connect(lambda _text: self._convert_budget())
        budget_row = QHBoxLayout()
        budget_row.addWidget(self.budget, 1)
        budget_row.addWidget(self.currency)

        self.horizon = QSpinBox()
        self.horizon.setRange(1, 120)
        self.horizon.setValue(36)
        self.horizon.setSuffix(translate("PlanDialog", " months"))
        self.demand_kind = QComboBox()
        for key, label in DEMAND_LABELS:
            self.demand_kind.addItem(tr(label), key)
        self.demand = QDoubleSpinBox()
        self.demand.setObjectName("plan_demand")
        self.demand.setRange(0.01, 100000)
        self.demand.setValue(round(100 * float(getattr(preferences, "utilisation", 0.1)), 2))
        self.demand_kind.currentIndexChanged.connect(self._demand_kind_changed)
        self.kwh = QDoubleSpinBox()
        self.kwh.setRange(0, 1000)
        self.kwh.setDecimals(3)
        self.kwh.setSpecialValueText(translate("PlanDialog", "default"))
        self.kwh.setValue(float(getattr(preferences, "electricity_price", None) or 0.0))
        self.volts = QComboBox()
        for volts in MAINS_VOLTAGES:
            self.volts.addItem(f"{volts:g} V", volts)
        self.volts.setCurrentIndex(
            max(0, self.volts.findData(float(getattr(preferences, "mains_voltage_v", 120.0))))
        )
        self.amps = QDoubleSpinBox()
        self.amps.setRange(5, 63)
        self.amps.setDecimals(0)
        self.amps.setSuffix(" A")
        self.amps.setValue(float(getattr(preferences, "circuit_amps", 15.0)))
        site_row = QHBoxLayout()
        site_row.addWidget(self.volts)
        site_row.addWidget(self.amps)
        self.case = QComboBox()
        for key, label in CASE_LABELS:
            self.case.addItem(tr(label), key)
        self.open_frame = QCheckBox(translate("PlanDialog", "Open frame allowed"))
        # Off by default: a buyer expects new prices unless they ask for used ones.  Off,
        # a card the catalogue shows used is planned at its newest new price; on, its
        # used price is an option of its own beside the new one.
        self.used = QCheckBox(translate("PlanDialog", "Include used cards"))
        self.used.setObjectName("plan_used")
        self.used.setToolTip(
            translate(
                "PlanDialog",
                "Also plan with used prices (resale listings): each card's used price is an "
                "option of its own beside its new price. Off: new prices only.",
            )
        )
        self.region = QComboBox()
        self.region.setEditable(True)
        self.region.addItem(translate("PlanDialog", "any region"), "")
        # Parts of the offers' region codes or of their places (AWS, GCP, Azure and
        # marketplace spellings), shown as words in the user's language.
        for key, label in REGION_PRESETS:
            self.region.addItem(translate("PlanDialog", label), key)
        self.objective = QComboBox()
        self.objective.setObjectName("plan_objective")
        for key, label in OBJECTIVE_LABELS:
            self.objective.addItem(tr(label), key)
        self.top = QSpinBox()
        self.top.setRange(1, 20)
        self.top.setValue(5)
        # The estimator's choices that decide whether a big model fits (dlbox estimate's flags).
        self.precision = QComboBox()
        self.precision.addItem(translate("PlanDialog", "default"), None)
        for name in PRECISIONS:
            self.precision.addItem(precision_label(name), name)
        self.adapter = QComboBox()
        self.adapter.addItem(translate("PlanDialog", "default"), None)
        for name in ("none", "lora", "qlora"):
            self.adapter.addItem(adapter_label(name), name)
        self.zero = QSpinBox()
        self.zero.setObjectName("plan_zero")
        self.zero.setRange(0, 3)
        self.zero.setPrefix("ZeRO ")
        self.epochs = QDoubleSpinBox()
        self.epochs.setRange(0, 10000)
        self.epochs.setDecimals(1)
        self.epochs.setSpecialValueText(translate("PlanDialog", "default"))
        self.precision.setToolTip(translate("PlanDialog", "Precision (default: the workload's)"))
        self.adapter.setToolTip(translate("PlanDialog", "Adapter (default: the workload's)"))
        self.epochs.setToolTip(translate("PlanDialog", "Epochs (default: the workload's)"))
        run_row = QHBoxLayout()
        run_row.addWidget(self.precision, 1)
        run_row.addWidget(self.adapter, 1)
        size_row = QHBoxLayout()
        size_row.addWidget(self.zero, 1)
        size_row.addWidget(self.epochs, 1)
        self.run_button = QPushButton(translate("PlanDialog", "Plan"))
        self.run_button.setObjectName("plan_run")
        self.run_button.setDefault(True)
        self.run_button.clicked.connect(self.run_plan)

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow(translate("PlanDialog", "Job"), self.workloads)
        form.addRow(translate("PlanDialog", "Budget"), budget_row)
        form.addRow(translate("PlanDialog", "Objective"), self.objective)
        form.addRow(translate("PlanDialog", "Horizon"), self.horizon)
        form.addRow(self.demand_kind, self.demand)
        form.addRow(translate("PlanDialog", "Electricity / kWh"), self.kwh)
        form.addRow(translate("PlanDialog", "Wall circuit"), site_row)
        form.addRow(translate("PlanDialog", "Case"), self.case)
        form.addRow("", self.open_frame)
        form.addRow("", self.used)
        form.addRow(translate("PlanDialog", "Cloud region"), self.region)
        form.addRow(translate("PlanDialog", "Precision, adapter"), run_row)
        form.addRow(translate("PlanDialog", "ZeRO, epochs"), size_row)
        form.addRow(translate("PlanDialog", "Builds listed"), self.top)
        inputs = QWidget()
        inputs.setObjectName("plan_inputs")
        left = QVBoxLayout(inputs)
        left.setContentsMargins(0, 0, 0, 0)
        left.addLayout(form, 1)
        left.addWidget(self.run_button)
        inputs.setMaximumWidth(400)

        # ------------------------------------------------ results
        self.status = QLabel(
            translate("PlanDialog", "Pick the job, the budget and the site, then Plan.")
        )
        self.status.setObjectName("plan_status")
        self.status.setWordWrap(True)
        self.status.setMinimumHeight(2 * self.fontMetrics().lineSpacing() + 6)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.table = QTableWidget(0, 7)
        self.table.setObjectName("plan_results")
        self.table.setHorizontalHeaderLabels(
            [
                translate("PlanDialog", "#"),
                translate("PlanDialog", "Build"),
                translate("PlanDialog", "Price"),
                translate("PlanDialog", "Job"),
                translate("PlanDialog", "Wall W"),
                translate("PlanDialog", "Total"),
                translate("PlanDialog", "Per job"),
            ]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._selected)
        self.table.cellDoubleClicked.connect(lambda *_: self.open_selected())
        self.open_button = QPushButton(translate("PlanDialog", "Open in editor"))
        self.open_button.setObjectName("plan_open")
        self.open_button.setEnabled(False)
        self.open_button.clicked.connect(self.open_selected)
        self.why = QTextBrowser()
        self.why.setObjectName("plan_why")

        self.chart = PlanChart()
        # The chart's items, as the dialog's tests and callers knew them.
        self.front, self.picked = self.chart.front, self.chart.picked

        buttons = QHBoxLayout()
        buttons.addWidget(self.open_button)
        buttons.addStretch(1)
        close = QPushButton(translate("PlanDialog", "Close"))
        close.clicked.connect(self.close)
        buttons.addWidget(close)

        lower = QSplitter(Qt.Orientation.Horizontal)
        lower.addWidget(self.chart)
        lower.addWidget(self.why)
        lower.setSizes([480, 360])
        right_split = QSplitter(Qt.Orientation.Vertical)
        right_split.addWidget(self.table)
        right_split.addWidget(lower)
        right_split.setSizes([230, 330])
        right = QWidget()
        right_box = QVBoxLayout(right)
        right_box.setContentsMargins(0, 0, 0, 0)
        right_box.addWidget(self.status)
        right_box.addWidget(right_split, 1)
        right_box.addLayout(buttons)

        layout = QHBoxLayout(self)
        layout.addWidget(inputs)
        layout.addWidget(right, 1)

    # ------------------------------------------------ inputs → request

    def _convert_budget(self) -> None:
        """The budget in the newly chosen currency, rounded to three figures."""
        to = self.currency.currentText()
        if to == self._budget_currency:
            return
        try:
            factor = self.rates.pinned().factor(self._budget_currency, to)
        except Exception:  # no rate for it: the number stays, in the new currency
            factor = None
        if factor:
            value = self.budget.value() * factor
            digits = max(0, len(str(int(value))) - 3)
            self.budget.setValue(round(value, -digits))
            self.budget.setSingleStep(max(1.0, round(500 * self.budget.value() / 5000, -1)))
        self._budget_currency = to

    def _demand_kind_changed(self) -> None:
        kind = self.demand_kind.currentData()
        self.demand.setValue({"utilization": 10.0, "hours": 73.0, "jobs": 4.0}[kind])

    def checked_workloads(self) -> list[str]:
        return [
            self.workloads.item(i).data(Qt.ItemDataRole.UserRole)
            for i in range(self.workloads.count())
            if self.workloads.item(i).checkState() == Qt.CheckState.Checked
        ]

    def request(self) -> PlanRequest:
        kind = self.demand_kind.currentData()
        value = float(self.demand.value())
        classes = self.case.currentData()
        region = self.region.currentData() if self.region.currentIndex() >= 0 else None
        if self.region.currentText() != self.region.itemText(self.region.currentIndex()):
            region = self.region.currentText().strip()
        return PlanRequest(
            workloads=tuple(self.checked_workloads()),
            budget=float(self.budget.value()),
            currency=self.currency.currentText(),
            horizon_months=float(self.horizon.value()),
            utilization=value / 100.0 if kind == "utilization" else None,
            gpu_hours_per_month=value if kind == "hours" else None,
            jobs_per_month=value if kind == "jobs" else None,
            kwh_price=float(self.kwh.value()) or None,
            site=SiteLimits(
                mains_voltage_v=float(self.volts.currentData()),
                circuit_amps=float(self.amps.value()),
                case_classes=frozenset(classes.split(",")) if classes else None,
                open_frame=self.open_frame.isChecked(),
                used_parts=self.used.isChecked(),
            ),
            region=region or None,
            objective=self.objective.currentData(),
            settings=TrainSettings(
                precision=self.precision.currentData(),
                adapter=self.adapter.currentData(),
                zero_stage=int(self.zero.value()),
                epochs=float(self.epochs.value()) or None,
            ),
            top=int(self.top.value()),
        )

    # ------------------------------------------------ plan
    def run_plan(self) -> PlanResult | None:
        request = self.request()
        # The inputs the form itself can get wrong, said in the user's language (the
        # planner's own one-line errors name command-line flags).
        if not request.workloads:
            self.status.setText(translate("PlanDialog", "Tick at least one job to plan for."))
            return None
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            result = plan(request, self.catalogue, rates=self.rates, speed_cache=self._speeds)
        except PlanInputError as exc:
            if str(exc).startswith("--region"):
                self.status.setText(
                    translate(
                        "PlanDialog", "No current cloud offer in a region matching “{region}”."
                    ).format(region=request.region)
                )
            else:
                self.status.setText(str(exc))
            return None
        finally:
            QGuiApplication.restoreOverrideCursor()
        self.show_result(result)
        return result

    def show_result(self, result: PlanResult) -> None:
        self.result = result
        cur = result.currency
        rows = result.builds or ([result.cheapest] if result.cheapest is not None else [])
        self._rows = rows
        self.table.setRowCount(len(rows))
        for row, build in enumerate(rows):
            values = [
                str(build.rank or "–"),
                render(build.label_text, translate) + ("  ★" if build.pareto else ""),
                money(build.price, cur),
                render(hours_column_msg(build.job_hours), translate),
                f"{build.wall_w:,.0f}",
                money(build.mix.total, cur),
                money(build.mix.per_job, cur),
            ]
            resolved = resolve(build.build, self.catalogue)
            book = self.catalogue.prices
            values[2] = marked(values[2], has_floor(resolved, book))  # "≥ 4,875 USD"
            old = any(
                is_stale(p.part.price_date, max_age_days=self.price_max_age_days)
                for p in resolved
                if p.part.price is not None
            )
            for column, text in enumerate(values):
                item = QTableWidgetItem(text)
                if column != 1:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                if column == 3:  # the length with its days ("53 h (2.2 days)")
                    item.setToolTip(render(hours_msg(build.job_hours), translate))
                if column == 2:  # what the price rests on: its dates, old or list prices
                    item.setToolTip(
                        price_dates(resolved, self.price_max_age_days, book)
                        + "\n"
                        + self._gpu_price(build)
                    )
                    if old:
                        item.setForeground(QBrush(QColor(STALE_COLOUR)))
                self.table.setItem(row, column, item)
        cloud = result.cloud
        cloud_text = (
            translate("PlanDialog", "Cloud: {cost} a job on {offer}.").format(
                cost=money(cloud.job_cost, cur), offer=render(cloud.label_text, translate)
            )
            if cloud is not None
            else ""
        )
        if result.builds:
            self.status.setText(
                (
                    translate("PlanDialog", "{n} build checked clean within {budget}. ")
                    if len(result.builds) == 1
                    else translate("PlanDialog", "{n} builds checked clean within {budget}. ")
                ).format(n=len(result.builds), budget=money(result.budget, cur))
                + cloud_text
            )
        else:
            self.status.setText(render(result.message_text or result.message, translate))
        self.chart.draw(result)
        if rows:
            # Cleared first: row 0 still selected from the last plan would not signal a
            # change, and the details would go on showing the last plan's build.
            self.table.clearSelection()
            self.table.selectRow(0)
        else:
            self.why.setPlainText(self._notes_text(result))

    def _selected(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        build = self._rows[rows[0].row()] if rows and self.result is not None else None
        self.open_button.setEnabled(build is not None)
        if build is None or self.result is None:
            return
        parts = "\n".join(
            f"  {p.quantity}× {(p.snapshot or {}).get('name', p.id)}" for p in build.build.parts
        )
        # The planner's sentences are messages: shown in the user's language.
        why = render(build.why_text or build.why, translate)
        title = translate("PlanDialog", "Parts:")  # a literal call, so lupdate sees it
        gpu_price = self._gpu_price(build)
        self.why.setPlainText(
            f"{why}\n\n{title}\n{parts}\n{gpu_price}\n\n" + self._notes_text(self.result)
        )
        self.chart.pick(build)

    def _gpu_price(self, build: Any) -> str:
        """The quote the cards were budgeted at (new/used, market, date, source, age)."""
        return render(build.gpu_price_text(self.price_max_age_days), translate)

    @staticmethod
    def _notes_text(result: PlanResult) -> str:
        notes = result.note_texts or result.notes
        return "\n".join(render(n, translate) for n in notes)

    def selected_build(self) -> Build | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows or not self._rows:
            return None
        return self._rows[rows[0].row()].build

    def open_selected(self) -> None:
        build = self.selected_build()
        if build is not None:
            self.open_build.emit(build)
