"""A build: a name, a currency and picks of catalogue parts with quantities.

Builds are immutable values: every edit returns a new ``Build``.  That keeps
undo/redo trivial (store the previous value) and lets engines cache on
identity.  Each pick carries a snapshot of the part as it was picked, so a
saved file still opens when the catalogue changes or lacks the part.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from dlbox.core.catalogue import Catalogue, as_part
from dlbox.core.parts import CURRENCY_RE, Category, PartBase

SCHEMA_VERSION = 1

# Categories a build holds one of; the others may hold several lines.
SINGLE_CATEGORIES = frozenset(
    {Category.CPU, Category.MOTHERBOARD, Category.PSU, Category.CASE, Category.COOLER}
)


class Pick(BaseModel):
    model_config = ConfigDict(extra="allow", frozen=True)

    category: Category
    id: str = Field(min_length=1)
    quantity: int = Field(default=1, ge=1, le=64)
    snapshot: dict[str, Any] | None = None


class Build(BaseModel):
    """The contract of build file v1 (more keys are kept, not required)."""

    model_config = ConfigDict(extra="allow", frozen=True)

    schema_version: int = SCHEMA_VERSION
    name: str = "Untitled build"
    currency: str = "USD"
    parts: tuple[Pick, ...] = ()
    notes: str = ""

    @field_validator("currency")
    @classmethod
    def _currency_code(cls, value: str) -> str:
        value = value.upper()
        if not CURRENCY_RE.match(value):
            raise ValueError(f"expected a 3-letter ISO currency code, got {value!r}")
        return value

    # ------------------------------------------------------------ edits
    def with_part(self, part: PartBase, quantity: int = 1) -> Build:
        """Add ``part``; single-slot categories replace, repeats raise the quantity."""
        snapshot = part.model_dump(mode="json")
        picks = list(self.parts)
        for index, pick in enumerate(picks):
            if pick.category == part.category and pick.id == part.id:
                picks[index] = pick.model_copy(
                    update={"quantity": pick.quantity + quantity, "snapshot": snapshot}
                )
                return self.model_copy(update={"parts": tuple(picks)})
        if part.category in SINGLE_CATEGORIES:
            picks = [p for p in picks if p.category != part.category]
        picks.append(Pick(category=part.category, id=part.id, quantity=quantity, snapshot=snapshot))
        return self.model_copy(update={"parts": tuple(_in_category_order(picks))})

    def without(self, category: Category, part_id: str) -> Build:
        picks = tuple(p for p in self.parts if not (p.category == category and p.id == part_id))
        return self.model_copy(update={"parts": picks})

    def with_quantity(self, category: Category, part_id: str, quantity: int) -> Build:
        if quantity < 1:
            return self.without(category, part_id)
        picks = tuple(
            p.model_copy(update={"quantity": quantity})
            if p.category == category and p.id == part_id
            else p
            for p in self.parts
        )
        return self.model_copy(update={"parts": picks})

    def renamed(self, name: str) -> Build:
        return self.model_copy(update={"name": name})

    def picks_in(self, category: Category) -> list[Pick]:
        return [p for p in self.parts if p.category == category]

    # ------------------------------------------------------------ files
    def to_dict(self) -> dict[str, Any]:
        data = self.model_dump(mode="json")
        data["schema_version"] = SCHEMA_VERSION
        return data


def _in_category_order(picks: list[Pick]) -> list[Pick]:
    order = {c: i for i, c in enumerate(Category)}
    return sorted(picks, key=lambda p: order[p.category])


@dataclass(frozen=True)
class ResolvedPick:
    """A pick with its part: from the catalogue, or rebuilt from the saved snapshot."""

    part: PartBase
    quantity: int
    origin: Literal["catalogue", "snapshot"]
    # True when the catalogue has the id but its row differs from the snapshot.
    catalogue_changed: bool = False


@dataclass(frozen=True)
class UnresolvedPick:
    pick: Pick
    reason: str


@dataclass(frozen=True)
class ResolvedBuild:
    build: Build
    picks: tuple[ResolvedPick, ...]
    unresolved: tuple[UnresolvedPick, ...] = ()

    def __iter__(self) -> Iterator[ResolvedPick]:
        return iter(self.picks)

    def of(self, category: Category) -> list[ResolvedPick]:
        return [p for p in self.picks if p.part.category == category]

    def first(self, category: Category) -> PartBase | None:
        found = self.of(category)
        return found[0].part if found else None

    def count(self, category: Category) -> int:
        return sum(p.quantity for p in self.of(category))

    def expanded(self, category: Category) -> list[PartBase]:
        """Each physical part once per unit (two RTX 4090s → two entries)."""
        return [p.part for p in self.of(category) for _ in range(p.quantity)]


def resolve(build: Build, catalogue: Catalogue) -> ResolvedBuild:
    """Pair each pick with a part; prefer the catalogue, fall back to the snapshot."""
    resolved: list[ResolvedPick] = []
    unresolved: list[UnresolvedPick] = []
    for pick in build.parts:
        current = catalogue.parts.get(pick.category, {}).get(pick.id)
        if current is not None:
            changed = bool(pick.snapshot) and pick.snapshot != current.model_dump(mode="json")
            resolved.append(ResolvedPick(current, pick.quantity, "catalogue", changed))
            continue
        if not pick.snapshot:
            unresolved.append(
                UnresolvedPick(pick, f"{pick.category.value} {pick.id!r} is not in the catalogue")
            )
            continue
        try:
            part = as_part(pick.category, pick.snapshot)
        except ValidationError as exc:
            first = exc.errors()[0]
            loc = ".".join(str(x) for x in first.get("loc", ()))
            unresolved.append(
                UnresolvedPick(
                    pick, f"saved specs of {pick.id!r} are invalid at {loc}: {first['msg']}"
                )
            )
            continue
        resolved.append(ResolvedPick(part, pick.quantity, "snapshot"))
    return ResolvedBuild(build, tuple(resolved), tuple(unresolved))


def price_totals(resolved: ResolvedBuild) -> dict[str, float]:
    """Σ price × quantity per currency; parts with unknown price are left out."""
    totals: dict[str, float] = {}
    for pick in resolved:
        if pick.part.price is None:
            continue
        totals[pick.part.currency] = (
            totals.get(pick.part.currency, 0.0) + pick.part.price * pick.quantity
        )
    return totals
