"""What a suggested part does to the build: its effect on speed, price and power.

A fix that swaps in a catalogue part must say what it costs: two RTX 4090s swapped for
RTX 3090 blower cards fix the heat finding and lose about 45 % of the speed.  Every
rule's suggestions get this here, in one place: the price change from catalogue prices
(in the build's currency), the load change from the power model, the speed change from
the estimator on the build's workload (none without a workload, or without a GPU).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

from dlbox.core.build import ResolvedBuild
from dlbox.core.messages import QT_TRANSLATE_NOOP, Message, Translator, join_comma, msg
from dlbox.core.parts import Category
from dlbox.core.rig.view import BuildView

# Changes smaller than these are "no change" and left unsaid.
SPEED_EPSILON = 0.005
POWER_EPSILON_W = 1.0


@dataclass(frozen=True, slots=True)
class FixEffect:
    """The build with ``part_id`` in it, compared with the build as it is."""

    part_id: str
    # Price of the parts added minus the parts they replace, in ``currency``; None when a
    # price involved is unknown or in another currency (never a guess).
    price_delta: float | None
    currency: str
    # DC load under training, watts (the power model of the check).
    power_delta_w: float | None
    # Training throughput ratio minus 1 (-0.45: 45 % slower); None without an estimate.
    speed_change: float | None

    def message(self) -> Message | str:
        """ "speed −45 %, price −1,850 USD, power −200 W" (only the changes known)."""
        parts: list[str | Message] = []
        if self.speed_change is not None and abs(self.speed_change) >= SPEED_EPSILON:
            parts.append(
                msg(
                    QT_TRANSLATE_NOOP("Findings", "speed %(change)s"),
                    change=f"{_signed(self.speed_change * 100, 0)} %",
                )
            )
        if self.price_delta is None:
            parts.append(msg(QT_TRANSLATE_NOOP("Findings", "price unknown")))
        elif self.price_delta != 0:
            parts.append(
                msg(
                    QT_TRANSLATE_NOOP("Findings", "price %(change)s"),
                    change=f"{_signed(self.price_delta, 0)} {self.currency}",
                )
            )
        if self.power_delta_w is not None and abs(self.power_delta_w) >= POWER_EPSILON_W:
            parts.append(
                msg(
                    QT_TRANSLATE_NOOP("Findings", "power %(change)s"),
                    change=f"{_signed(self.power_delta_w, 0)} W",
                )
            )
        if not parts:
            return msg(QT_TRANSLATE_NOOP("Findings", "no change in speed, price or power"))
        return join_comma(parts)

    def render(self, tr: Translator) -> str:
        text = self.message()
        return text.render(tr) if isinstance(text, Message) else text

    def __str__(self) -> str:
        return str(self.message())

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.part_id,
            "price_delta": None if self.price_delta is None else round(self.price_delta, 2),
            "currency": self.currency,
            "power_delta_w": None if self.power_delta_w is None else round(self.power_delta_w),
            "speed_change": None if self.speed_change is None else round(self.speed_change, 3),
        }


def _signed(value: float, decimals: int) -> str:
    """ "+120", "−1,850" (a real minus sign, as a number is printed)."""
    text = f"{abs(value):,.{decimals}f}"
    if float(text.replace(",", "")) == 0:
        return text
    return ("+" if value > 0 else "\u2212") + text


class EffectEstimator:
    """Effects of candidate builds against one base build, the base worked out once."""

    def __init__(self, view: BuildView) -> None:
        assert view.resolved is not None
        self.view = view
        self.resolved: ResolvedBuild = view.resolved
        self.currency = self.resolved.build.currency
        self._base_speed = self._throughput(self.resolved)

    def effect(
        self, category: Category, mode: str, part_id: str, candidate: ResolvedBuild
    ) -> FixEffect:
        removed = () if mode == "add" else tuple(self.resolved.of(category))
        added = [p for p in candidate.picks if p.part.id == part_id]
        return FixEffect(
            part_id=part_id,
            price_delta=self._price_delta(removed, added),
            currency=self.currency,
            power_delta_w=self._power_delta(candidate),
            speed_change=self._speed_change(candidate),
        )

    def _price_delta(self, removed: Any, added: Any) -> float | None:
        total = 0.0
        for sign, picks in ((-1.0, removed), (1.0, added)):
            for pick in picks:
                price = pick.part.price
                if price is None or pick.part.currency != self.currency:
                    return None
                total += sign * float(price) * pick.quantity
        return total

    def _power_delta(self, candidate: ResolvedBuild) -> float | None:
        try:
            after = BuildView.of(candidate, site=self.view.site).power.load_w
            return float(after - self.view.power.load_w)
        except Exception:  # an unknown figure in the candidate: say nothing, guess nothing
            return None

    def _throughput(self, resolved: ResolvedBuild) -> float | None:
        if self.view.workload is None or not resolved.of(Category.GPU):
            return None
        from dlbox.core.build_estimate import estimate_build

        try:
            result = estimate_build(resolved, self.view.workload, self.view.settings)
        except Exception:  # no estimate for this build (unknown spec, unsupported GPU)
            return None
        value = float(result.throughput) if result.fits else 0.0
        return value if math.isfinite(value) else None

    def _speed_change(self, candidate: ResolvedBuild) -> float | None:
        if self._base_speed is None or self._base_speed <= 0:
            return None
        after = self._throughput(candidate)
        return None if after is None else after / self._base_speed - 1.0


def keeps_form_factor(view: BuildView, category: Category, arrays: Any) -> np.ndarray:
    """Candidates a build of this form factor can take, beyond the compatibility mask:
    a box powered by an external adapter (a DeskMini: no case bay, no PSU cables) gets
    adapters only, never an ATX supply such as an AX1600i."""
    keep = np.ones(arrays.n, dtype=bool)
    if category != Category.PSU:
        return keep
    current = view.resolved.first(Category.PSU) if view.resolved is not None else None
    board_ff = str(getattr(view.board, "form_factor", "") or "").lower()
    external = (
        current is not None and str(getattr(current, "form_factor", "")).lower() == "external"
    ) or board_ff in EXTERNAL_POWER_BOARDS
    if external:
        keep &= arrays.col_equals("form_factor", "External")
    return keep


# Board form factors that take no internal PSU: the box runs from an external adapter.
EXTERNAL_POWER_BOARDS = frozenset({"mini-stx"})
