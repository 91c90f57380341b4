"""Catalogue ▸ Add Custom Part…: a form generated from the part model of a category.

One row per model field, its unit read from the field-name suffix; required
fields are marked, an empty field means *unknown* (or the model's default).
Validation is pydantic's own, shown under the field it names; the part is
saved to the user layer only when the whole model validates.
"""

from __future__ import annotations

import datetime as dt
import re
import types
from typing import Annotated, Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel, ValidationError
from pydantic.fields import FieldInfo
from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from dlbox.core.build import PRICE_FIELDS as PRICE_COLUMNS
from dlbox.core.catalogue import Catalogue
from dlbox.core.importers import ImportFileError, save_user_parts
from dlbox.core.limits import Limit, shorten
from dlbox.core.parts import PART_MODELS, Category, PartBase
from dlbox.ui.columns import TITLES, UNIT_SUFFIXES, field_title
from dlbox.ui.labels import category_singular
from dlbox.ui.language import translate
from dlbox.ui.screen_fit import fit_to_screen
from dlbox.ui.value_labels import value_label

USER_SOURCE = "entered by the user"
IDENTITY = ("name", "id", "brand")
PROVENANCE = (*PRICE_COLUMNS, "source", "as_of", "notes")
# Only saved along with a price.
PRICE_FIELDS = ("price_date", "price_source", "price_condition", "price_market")
ERROR_STYLE = "color: #c0392b;"
LIST_HINTS = {
    "pcie_slots": QT_TRANSLATE_NOOP(
        "CustomPartDialog", "POS:xPHYS:xELEC[/xSHARED]:gGEN:cpu|chipset; … e.g. 1:x16:x16:g5:cpu"
    ),
    "m2_slots": QT_TRANSLATE_NOOP(
        "CustomPartDialog", "NAME:gGEN:xLANES[:cpu|chipset][:sata]; … e.g. M2_1:g5:x4:cpu"
    ),
}


# Suffixes the catalogue table never shows but the form does (GPU "l2_mb").
UNITS = {**UNIT_SUFFIXES, "_mb": "MB"}


def unit_of(field: str) -> str:
    return next((u for s, u in UNITS.items() if field.endswith(s)), "")


def field_label(field: str) -> str:
    """ "fp16_tflops" → "FP16 (TFLOPS)", "vram_gb" → "VRAM (GB)"."""
    unit = unit_of(field)
    title = TITLES.get(field)
    if title is not None:
        title = translate("Columns", title)
    else:  # the same words as the catalogue's column, translated the same way
        title = translate("Columns", field_title(field, UNITS))
    return f"{title} ({unit})" if unit else title


def _unwrap(annotation: Any) -> tuple[Any, bool]:
    """(the type without None, whether None is allowed)."""
    if get_origin(annotation) in (Union, types.UnionType):
        args = [a for a in get_args(annotation) if a is not type(None)]
        if len(args) < len(get_args(annotation)):
            inner = args[0] if len(args) == 1 else annotation
            # Annotated[float, limits.X] | None: the type is float, the range is metadata.
            if get_origin(inner) is Annotated:
                inner = get_args(inner)[0]
            return inner, True
    return annotation, False


def _limits_of(info: FieldInfo) -> list[Any]:
    """The field's dlbox.core.limits ranges, wherever pydantic keeps them."""
    found = [item for item in info.metadata if isinstance(item, Limit)]
    for arg in get_args(info.annotation):
        if get_origin(arg) is Annotated:
            found += [item for item in get_args(arg)[1:] if isinstance(item, Limit)]
    return found


def _constraint_text(info: FieldInfo) -> str:
    bits = [limit.expected() for limit in _limits_of(info)]
    for item in info.metadata:
        for name, word in (("gt", ">"), ("ge", "≥"), ("lt", "<"), ("le", "≤")):
            value = getattr(item, name, None)
            if value is not None:
                bits.append(f"{word} {value}")
    return ", ".join(bits)


def friendly_message(error: dict[str, Any]) -> str:
    """Pydantic's message without its "Value error, " prefix; "required" for a missing value."""
    if error.get("type") == "missing":
        return translate("CustomPartDialog", "required; enter a value")
    message = str(error.get("msg") or translate("CustomPartDialog", "invalid value"))
    return re.sub(r"^(Value|Assertion) error, ", "", message)


class FieldEditor:
    """One model field: its widget, how to read it, and the label under it for errors."""

    def __init__(self, name: str, info: FieldInfo, parent: QWidget) -> None:
        self.name = name
        self.info = info
        self.required = info.is_required()
        kind, optional = _unwrap(info.annotation)
        self.optional = optional
        default = None if self.required else info.get_default(call_default_factory=True)
        self.widget: QWidget
        tip = info.description or ""
        if get_origin(kind) is Literal:
            combo = QComboBox(parent)
            if self.required or optional:
                combo.addItem(
                    translate("CustomPartDialog", "choose…")
                    if self.required
                    else translate("CustomPartDialog", "unknown"),
                    None,
                )
            for choice in get_args(kind):
                combo.addItem(value_label(str(choice)), choice)  # codes as words
            if default is not None:
                combo.setCurrentIndex(combo.findData(default))
            self.widget = combo
        elif kind is bool and not optional:
            box = QCheckBox(parent)
            box.setChecked(bool(default))
            self.widget = box
        elif kind is bool:
            combo = QComboBox(parent)
            combo.addItem(translate("CustomPartDialog", "unknown"), None)
            combo.addItem(translate("CustomPartDialog", "yes"), True)
            combo.addItem(translate("CustomPartDialog", "no"), False)
            self.widget = combo
        else:
            edit = QLineEdit(parent)
            if default not in (None, [], ""):
                edit.setText(str(default))
            if get_origin(kind) is list:
                hint = LIST_HINTS.get(name, "")
                hint = (
                    translate("CustomPartDialog", hint)
                    if hint
                    else translate("CustomPartDialog", "items separated by ;")
                )
                edit.setPlaceholderText(hint)
                tip = tip or hint
            elif kind is dt.date:
                edit.setPlaceholderText(
                    "YYYY-MM-DD"
                    if self.required
                    else translate("CustomPartDialog", "YYYY-MM-DD or empty")
                )
            else:
                edit.setPlaceholderText(
                    translate("CustomPartDialog", "required")
                    if self.required
                    else translate("CustomPartDialog", "unknown")
                )
            self.widget = edit
        limits = _constraint_text(info)
        if limits:
            allowed = translate("CustomPartDialog", "Allowed: %1").replace("%1", limits)
            tip = f"{tip}\n{allowed}".strip()
        self.widget.setToolTip(f"{name}\n{tip}".strip())
        self.widget.setObjectName(f"field_{name}")
        self.error = QLabel(parent)
        self.error.setObjectName(f"error_{name}")
        self.error.setStyleSheet(ERROR_STYLE)
        self.error.setWordWrap(True)
        self.error.hide()
        self.touched = False

    def value(self) -> Any:
        """What the user entered; ``None`` means leave it out (unknown or the default)."""
        if isinstance(self.widget, QComboBox):
            return self.widget.currentData()
        if isinstance(self.widget, QCheckBox):
            return self.widget.isChecked()
        assert isinstance(self.widget, QLineEdit)
        return self.widget.text().strip() or None

    def set_text(self, text: str) -> None:
        if isinstance(self.widget, QLineEdit):
            self.widget.setText(text)
        elif isinstance(self.widget, QComboBox):
            index = self.widget.findText(text)
            if index >= 0:
                self.widget.setCurrentIndex(index)

    def text(self) -> str:
        if isinstance(self.widget, QLineEdit):
            return self.widget.text()
        if isinstance(self.widget, QComboBox):
            return self.widget.currentText() if self.widget.currentData() is not None else ""
        return ""

    def connect(self, slot: Any) -> None:
        if isinstance(self.widget, QComboBox):
            self.widget.currentIndexChanged.connect(slot)
        elif isinstance(self.widget, QCheckBox):
            self.widget.toggled.connect(slot)
        else:
            assert isinstance(self.widget, QLineEdit)
            self.widget.textChanged.connect(slot)

    def show_error(self, message: str) -> None:
        self.error.setText(message)
        self.error.setVisible(bool(message))


def field_order(model: type[BaseModel]) -> list[str]:
    """Identity, then the required specs, the optional specs, then price and provenance."""
    names = list(model.model_fields)
    specs = [n for n in names if n not in IDENTITY and n not in PROVENANCE]
    required = [n for n in specs if model.model_fields[n].is_required()]
    optional = [n for n in specs if n not in required]
    return [*IDENTITY, *required, *optional, *PROVENANCE]


def slug(text: str) -> str:
    return "-".join(re.sub(r"[^a-z0-9]+", " ", text.lower()).split())[:60]


class CustomPartDialog(QDialog):
    """Enter a part by hand; ``saved`` carries it once it is in the user layer."""

    saved = Signal(object)  # PartBase

    def __init__(
        self,
        catalogue: Catalogue,
        parent: QWidget | None = None,
        *,
        currency: str = "USD",
        user_ids: frozenset[str] = frozenset(),
        category: Category = Category.GPU,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("custom_part_dialog")
        self.setWindowTitle(translate("CustomPartDialog", "Add Custom Part"))
        self.catalogue = catalogue
        self.user_ids = user_ids
        self.currency = currency
        self.fields: dict[str, FieldEditor] = {}
        self.part: PartBase | None = None
        self._id_edited = False
        self._show_all = False

        self.category = QComboBox()
        self.category.setObjectName("custom_category")
        for cat in Category:
            self.category.addItem(category_singular(cat), cat)
        intro = QLabel(
            translate(
                "CustomPartDialog",
                "Fields marked * are required. Leave a field empty when you do not know it: "
                "dlbox never fills a gap with a guess. Units are in the labels.",
            )
        )
        intro.setWordWrap(True)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setObjectName("custom_form")
        self.status = QLabel()
        self.status.setObjectName("custom_status")
        self.status.setWordWrap(True)
        self.status.setStyleSheet(ERROR_STYLE)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.save_button = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        self.save_button.setObjectName("custom_save")
        self.save_button.setText(translate("CustomPartDialog", "Save to My Catalogue"))
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        top = QFormLayout()
        top.addRow(translate("CustomPartDialog", "Category:"), self.category)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(intro)
        layout.addWidget(self.scroll, 1)
        layout.addWidget(self.status)
        layout.addWidget(self.buttons)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(200)
        self._timer.timeout.connect(self.validate)
        self.category.setCurrentIndex(self.category.findData(category))
        self.category.currentIndexChanged.connect(self._build_form)
        self._build_form()
        self.resize(620, 720)
        fit_to_screen(self)  # a 720-px laptop screen shows its buttons

    # ---------------------------------------------------------------- form
    def model(self) -> type[PartBase]:
        return PART_MODELS[Category(self.category.currentData())]

    def _build_form(self, *_args: object) -> None:
        kept = {name: editor.text() for name, editor in self.fields.items()}
        model = self.model()
        page = QWidget()
        form = QFormLayout(page)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.fields = {}
        self._show_all = False
        for name in field_order(model):
            editor = FieldEditor(name, model.model_fields[name], page)
            label = QLabel(field_label(name) + (" *" if editor.required else ""))
            if editor.required:
                font = label.font()
                font.setBold(True)
                label.setFont(font)
            label.setBuddy(editor.widget)
            label.setToolTip(name)
            box = QWidget(page)
            column = QVBoxLayout(box)
            column.setContentsMargins(0, 0, 0, 0)
            column.setSpacing(1)
            column.addWidget(editor.widget)
            column.addWidget(editor.error)
            form.addRow(label, box)
            self.fields[name] = editor
        self._defaults(kept)
        for editor in self.fields.values():
            editor.connect(lambda *_a, e=editor: self._edited(e))
        id_widget = self.fields["id"].widget
        assert isinstance(id_widget, QLineEdit)
        id_widget.textEdited.connect(self._id_typed)
        self.scroll.setWidget(page)
        self.validate()

    def _defaults(self, kept: dict[str, str]) -> None:
        today = dt.date.today().isoformat()
        defaults = {
            "source": USER_SOURCE,
            "as_of": today,
            "price_date": today,
            "price_source": USER_SOURCE,
            "currency": self.currency,
        }
        for name, text in {**defaults, **kept}.items():
            if name in self.fields and text:
                self.fields[name].set_text(text)

    def _id_typed(self, _text: str) -> None:
        self._id_edited = True

    def _edited(self, editor: FieldEditor) -> None:
        editor.touched = True
        if editor.name == "name" and not self._id_edited:
            name = self.fields["name"].text()
            self.fields["id"].set_text(f"user-{slug(name)}" if slug(name) else "")
        self._timer.start()

    # ---------------------------------------------------------- validation
    def form_values(self) -> dict[str, Any]:
        values = {name: editor.value() for name, editor in self.fields.items()}
        if values.get("price") is None:
            for name in PRICE_FIELDS:
                values[name] = None
        return {k: v for k, v in values.items() if v is not None}

    def validate(self) -> PartBase | None:
        """The part if the form is valid; otherwise errors under the fields (touched ones,
        or all after a save attempt) and a one-line status naming them."""
        errors: dict[str, str] = {}
        part: PartBase | None = None
        try:
            part = self.model().model_validate(self.form_values())
        except ValidationError as exc:
            for error in exc.errors():
                loc = error.get("loc") or ("",)
                name = str(loc[0])
                errors.setdefault(name, friendly_message(error))
        if part is not None:
            clash = self.catalogue.find(part.id)
            if clash is not None and part.id not in self.user_ids:
                errors["id"] = translate(
                    "CustomPartDialog", "already used by “%1”; choose another id"
                ).replace("%1", clash.name)
                part = None
        for name, editor in self.fields.items():
            shown = errors.get(name, "") if (self._show_all or editor.touched) else ""
            editor.show_error(f"{field_label(name)}: {shown}" if shown else "")
        if errors and self._show_all:
            names = ", ".join(field_label(n) for n in errors if n in self.fields)
            self.status.setText(
                translate("CustomPartDialog", "Fix %1 before saving.").replace("%1", names)
            )
        else:
            self.status.setText("")
        notice = ""
        if part is not None and part.id in self.user_ids:
            notice = translate(
                "CustomPartDialog", "Saving replaces your earlier part with this id."
            )
        self.status.setText(self.status.text() or notice)
        self.part = part
        return part

    def errors(self) -> dict[str, str]:
        """Field → the message shown under it (empty fields left out)."""
        return {n: e.error.text() for n, e in self.fields.items() if e.error.text()}

    def save(self) -> None:
        self._timer.stop()
        self._show_all = True
        part = self.validate()
        if part is None:
            first = next((e for e in self.fields.values() if e.error.text()), None)
            if first is not None:
                self.scroll.ensureWidgetVisible(first.widget)
                first.widget.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        try:
            save_user_parts([part])
        except (OSError, ImportFileError) as exc:
            detail = (
                f"{exc.filename}: {exc.strerror or exc}" if isinstance(exc, OSError) else str(exc)
            )
            self.status.setText(
                translate("CustomPartDialog", "Cannot save: %1").replace("%1", shorten(detail, 300))
            )
            return
        self.saved.emit(part)
        self.accept()
