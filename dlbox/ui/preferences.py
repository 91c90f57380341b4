"""User preferences, stored in QSettings under ``prefs/`` — apart from window state.

Picard splits QSettings into user settings and persisted UI state; we do the same
so "reset layout" never loses a user's electricity price, and tests can build a
``Preferences`` value without touching disk.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields, replace
from typing import Any, Literal

from PySide6.QtCore import QSettings

from dlbox.core.limits import (
    AUTOSAVE_INTERVAL_S,
    DEFAULT_UTILIZATION,
    KWH_PRICE,
    RATE_PER_USD,
    UTILISATION,
)
from dlbox.core.rig.site import (
    DEFAULT_CIRCUIT_A,
    DEFAULT_MAINS_V,
    Site,
    circuit_amps_problem,
    mains_voltage_problem,
)
from dlbox.core.street_prices import DEFAULT_STALE_DAYS

PREFIX = "prefs/"
MIN_PRICE_AGE_DAYS, MAX_PRICE_AGE_DAYS = 7, 3650
Theme = Literal["system", "light", "dark"]
THEMES: tuple[Theme, ...] = ("system", "light", "dark")
# "system" follows the system locale; the others are the languages dlbox is translated
# into (names in their own language, as language pickers show them).
LANGUAGES: dict[str, str] = {
    "system": "System",
    "en": "English",
    "ko": "한국어",
    "zh_TW": "繁體中文",
    "zh_CN": "简体中文",
}
# The cost engine's pricing families (dlbox.core.cost.offers.PRICING_FAMILIES).
PRICING_MODELS: tuple[str, ...] = (
    "ondemand",
    "spot",
    "reserved1y",
    "reserved3y",
    "sustained",
    "monthly",
    "free",
)


JOB_EXTRAS = ("egress_gb", "egress_price_per_gb", "storage_gb", "storage_price_per_gb_month")


@dataclass(frozen=True)
class Preferences:
    currency: str = "USD"
    # Units of each currency per 1 USD, typed in by the user with their date;
    # the cost engine's shipped rates are used for currencies missing here.
    rates: dict[str, float] = field(default_factory=dict)
    rates_date: str = ""
    # Per kWh, in ``electricity_currency``. None = not set: the cost model's worked
    # example (0.12 USD/kWh, COST_MODEL.md) is used and the charts say so.
    electricity_price: float | None = None
    # The currency the price was typed in; "" (files from before it was stored) means
    # ``currency``. Kept apart so a new display currency converts the price instead of
    # relabelling it (4.2 TWD/kWh must not become 4.2 USD/kWh).
    electricity_currency: str = ""
    utilisation: float = DEFAULT_UTILIZATION  # share of calendar time spent training
    providers: tuple[str, ...] = ()  # empty: every provider
    pricing_models: tuple[str, ...] = ("ondemand", "spot")
    theme: Theme = "system"
    language: str = "system"
    # Where the box runs (the compatibility check's wall-circuit and FP64 rules).
    mains_voltage_v: float = DEFAULT_MAINS_V
    circuit_amps: float = DEFAULT_CIRCUIT_A
    needs_fp64: bool = False
    # Seconds between autosaves while editing goes on (also one after a burst of edits).
    autosave_interval_s: int = 30
    # A street price older than this many days is flagged as stale wherever it is shown.
    price_max_age_days: int = DEFAULT_STALE_DAYS
    # Optional lines of a job's cloud cost, in ``currency`` (0: left out): data moved
    # out once per job, and data kept in cloud storage while it runs.
    egress_gb: float = 0.0
    egress_price_per_gb: float = 0.0
    storage_gb: float = 0.0
    storage_price_per_gb_month: float = 0.0
    # The currency those two prices were typed in ("" means ``currency``), pinned like
    # the electricity price's: 1.5 TWD/GB must not become 1.5 USD/GB.
    extras_currency: str = ""

    def with_changes(self, **changes: Any) -> Preferences:
        # A new display currency must not relabel the electricity price: pin the
        # currency it is in, unless the change sets the price (then it is in the new
        # currency) or says which currency that is.
        if "currency" in changes and not {"electricity_price", "electricity_currency"} & set(
            changes
        ):
            changes["electricity_currency"] = self.electricity_in()
        priced = {"egress_price_per_gb", "storage_price_per_gb_month", "extras_currency"}
        if "currency" in changes and not priced & set(changes):
            changes["extras_currency"] = self.extras_in()
        changed = replace(self, **changes)
        if changed.electricity_currency.upper() == changed.currency.upper():
            changed = replace(changed, electricity_currency="")
        if changed.extras_currency.upper() == changed.currency.upper():
            changed = replace(changed, extras_currency="")
        return changed

    def extras_in(self) -> str:
        """The currency the egress and storage prices are in."""
        return (self.extras_currency or self.currency).upper()

    def electricity_in(self) -> str:
        """The currency ``electricity_price`` is in."""
        return (self.electricity_currency or self.currency).upper()

    def site(self) -> Site:
        """Where the box runs, as the compatibility check takes it."""
        return Site(self.mains_voltage_v, self.circuit_amps, self.needs_fp64)


def load_preferences(settings: QSettings | None = None) -> Preferences:
    """Read preferences; a damaged value falls back to its default, never raises."""
    settings = settings or QSettings()
    defaults = Preferences()
    values: dict[str, Any] = {}
    for f in fields(Preferences):
        raw = settings.value(PREFIX + f.name)
        if raw is None:
            continue
        try:
            values[f.name] = _decode(f.name, raw, getattr(defaults, f.name))
        except (TypeError, ValueError):
            continue
    return Preferences(**values)


def save_preferences(prefs: Preferences, settings: QSettings | None = None) -> None:
    settings = settings or QSettings()
    for name, value in asdict(prefs).items():
        settings.setValue(PREFIX + name, json.dumps(value))
    settings.sync()


def _decode(name: str, raw: Any, default: Any) -> Any:
    value = json.loads(raw) if isinstance(raw, str) else raw
    if name == "rates":
        if not isinstance(value, dict):
            raise ValueError(name)
        return {
            str(k).upper(): float(v) for k, v in value.items() if RATE_PER_USD.contains(float(v))
        }
    if name in ("providers", "pricing_models"):
        if not isinstance(value, list):
            raise ValueError(name)
        items = tuple(str(v) for v in value)
        if name == "pricing_models" and not set(items) <= set(PRICING_MODELS):
            raise ValueError(name)
        return items
    if name == "theme" and value not in THEMES:
        raise ValueError(name)
    # Ranges from dlbox.core.limits, as the dialogs and the command line take them.
    if name == "utilisation" and not UTILISATION.contains(float(value)):
        raise ValueError(name)
    if name == "electricity_price":
        if value is not None and not KWH_PRICE.contains(float(value)):
            raise ValueError(name)
        return None if value is None else float(value)
    if name == "autosave_interval_s":
        if isinstance(value, bool) or not AUTOSAVE_INTERVAL_S.contains(value):
            raise ValueError(name)
        return int(value)
    if name == "mains_voltage_v" and mains_voltage_problem(float(value)):
        raise ValueError(name)
    if name == "circuit_amps" and circuit_amps_problem(float(value)):
        raise ValueError(name)
    if name in JOB_EXTRAS and not 0 <= float(value) <= 1e9:
        raise ValueError(name)
    if isinstance(default, bool):
        if not isinstance(value, bool):
            raise ValueError(name)
        return value
    if isinstance(default, float):
        return float(value)
    if name == "price_max_age_days":
        if isinstance(value, bool) or not MIN_PRICE_AGE_DAYS <= int(value) <= MAX_PRICE_AGE_DAYS:
            raise ValueError(name)
        return int(value)
    return str(value)
