"""A build: a name, a currency and picks of catalogue parts with quantities.

Builds are immutable values: every edit returns a new ``Build``.  That keeps
undo/redo trivial (store the previous value) and lets engines cache on
identity.  Each pick carries a snapshot of the part as it was picked, so a
saved file still opens when the catalogue changes or lacks the part.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    Strict,
    ValidationError,
    field_validator,
    model_validator,
)

from dlbox.core.catalogue import Catalogue, as_part
from dlbox.core.job import Job
from dlbox.core.limits import PAST_DATE, PRICE, error_text
from dlbox.core.parts import ISO_CURRENCIES as ISO_CURRENCIES  # re-exported for the UI
from dlbox.core.parts import Category, PartBase, iso_currency

SCHEMA_VERSION = 2

# Limits that keep a hostile or corrupt file from looking like a build.
MAX_QUANTITY = 64
MAX_PICKS = 256
MAX_NAME_CHARS = 200
MAX_NOTES_CHARS = 20_000
ID_PATTERN = r"^[a-z0-9][a-z0-9._-]*$"

# Strict: a file saying "quantity": "2" or true is wrong, not something to guess at.
StrictInt = Annotated[int, Strict()]
StrictStr = Annotated[str, Strict()]
StrictBool = Annotated[bool, Strict()]

# Categories a build holds one of; the others may hold several lines.
SINGLE_CATEGORIES = frozenset(
    {Category.CPU, Category.MOTHERBOARD, Category.PSU, Category.CASE, Category.COOLER}
)


class QuotedPrice(BaseModel):
    """A price someone quoted, with its currency, date and source.

    Used for a line (what this build paid for a part, which wins over the
    catalogue's price) and for the whole build (``quoted_total``, kept apart
    from the sum of the lines: the seeds quote boxes whose parts are not all
    listed, and the two figures rarely agree).  ``date`` is None only when the
    source gives none.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    amount: Annotated[float, PRICE]
    currency: StrictStr
    date: Annotated[dt.date, PAST_DATE] | None
    source: StrictStr = Field(min_length=3, max_length=500)
    # Why this price (shop, quote number, "used, local market"): shown beside it.
    note: StrictStr = Field(default="", max_length=500)
    # Whether the price is for a new or a used part (None: not said; the catalogue
    # row's condition stands).  A planned build saves the condition it budgeted.
    condition: Literal["new", "used"] | None = None

    _currency = field_validator("currency")(iso_currency)


# PCIe link widths a riser cable can carry.
RISER_LANES = (1, 4, 8, 16)
MAX_PSUS = 8
# Separate PSU cables (or 12 V rails) feeding one card: 4 × 8-pin is the most a card takes.
MAX_POWER_CABLES = 8
# Radiator sizes people fit (one to four 120/140 mm fans; 480/560 mm for four fans).
MIN_RADIATOR_MM, MAX_RADIATOR_MM = 120, 560


class Risers(BaseModel):
    """Units of a GPU line that sit on riser cables (open frames, vertical mounts) instead of
    directly in a board slot: their slot spacing does not matter, their link does."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    count: StrictInt = Field(ge=1, le=MAX_QUANTITY)
    # The cable's PCIe generation and width; None: unknown (listed under "not checked").
    gen: StrictInt | None = Field(default=None, ge=1, le=6)
    lanes: StrictInt | None = None
    # The cables start in the board's M.2 slots (M.2-to-PCIe adapters), not in PCIe slots:
    # each takes an M.2 slot the drives cannot use, and its link is at most that slot's x4.
    m2: StrictBool = False

    @field_validator("lanes")
    @classmethod
    def _lane_width(cls, value: int | None) -> int | None:
        if value is not None and value not in RISER_LANES:
            raise ValueError(f"expected a riser width of 1, 4, 8 or 16 lanes, got {value}")
        return value


class CustomLoop(BaseModel):
    """A custom water loop: its radiators (mm) and whether it cools the CPU.  GPUs join it
    per line (``Pick.water_blocks``)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    radiators_mm: tuple[
        Annotated[int, Strict(), Field(ge=MIN_RADIATOR_MM, le=MAX_RADIATOR_MM)], ...
    ] = Field(default=(), max_length=8)
    cpu: bool = True


# Fields only a GPU line may carry (how the rig powers, mounts and cables its cards).
GPU_LINE_FIELDS = (
    "psu_split",
    "risers",
    "water_blocks",
    "power_cables",
    "power_rails",
    "card_model_named",
)
# Fields only a motherboard line may carry (what the builder states about its firmware).
BOARD_LINE_FIELDS = ("bios", "bios_dense_ddr5")
MAX_BIOS_CHARS = 60


class Pick(BaseModel):
    """One line of the build: a catalogue id, how many, and the part as it was saved."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    category: Category
    id: StrictStr = Field(min_length=1, max_length=80, pattern=ID_PATTERN)
    quantity: StrictInt = Field(default=1, ge=1, le=MAX_QUANTITY)
    snapshot: dict[str, Any] | None = None
    # Unit price this build paid or was quoted; wins over the part's own price.
    price: QuotedPrice | None = None
    # v2, GPU lines only.  ``psu_split``: how many units PSU 1, PSU 2, … feed (PSU units in
    # the build's order; units left over go to PSU 1, the one that feeds the board).
    psu_split: tuple[Annotated[int, Strict(), Field(ge=0, le=MAX_QUANTITY)], ...] | None = Field(
        default=None, max_length=MAX_PSUS
    )
    risers: Risers | None = None
    # Units of this line cooled by the build's custom loop (full-cover water blocks).
    water_blocks: StrictInt | None = Field(default=None, ge=0, le=MAX_QUANTITY)
    # How each card of the line is cabled (None: not stated).  ``power_cables``: separate
    # PSU cables ending in its PCIe 6/8-pin plugs (a Y-split or daisy-chained cable feeding
    # two plugs counts once); ``power_rails``: separate 12 V rails of its PSU those cables
    # come from (multi-rail and OEM workstation units).
    power_cables: StrictInt | None = Field(default=None, ge=1, le=MAX_POWER_CABLES)
    power_rails: StrictInt | None = Field(default=None, ge=1, le=MAX_POWER_CABLES)
    # False: the line's catalogue row is not the card the source describes: the source
    # names the chip but not the card model, or names a partner card the catalogue lacks
    # (partner cards differ in thickness, length and height), so the row's dimensions only
    # stand in for the real card's: a slot count or length they fail is a warning, not an
    # error, and the 16-pin bend room is not checked.  None: not stated (the row is the card).
    card_model_named: StrictBool | None = None
    # Motherboard lines only (None: not stated).  ``bios``: the BIOS the board runs as the
    # builder states it (the vendor's version, and/or "AGESA 1.0.0.7b");
    # ``bios_dense_ddr5``: the builder reports that this BIOS runs (true) or does not run
    # (false) 24/48 GB "non-binary" DDR5 modules.
    bios: StrictStr | None = Field(default=None, min_length=1, max_length=MAX_BIOS_CHARS)
    bios_dense_ddr5: StrictBool | None = None

    @model_validator(mode="after")
    def _line_fields_on_their_lines(self) -> Pick:
        for names, category, label in (
            (GPU_LINE_FIELDS, Category.GPU, "GPU"),
            (BOARD_LINE_FIELDS, Category.MOTHERBOARD, "motherboard"),
        ):
            if self.category == category:
                continue
            for name in names:
                if getattr(self, name) is not None:
                    raise ValueError(
                        f"{name} describes {label} lines only; this line is a {self.category.value}"
                    )
        return self


class Build(BaseModel):
    """The contract of build file v2 (docs/build-file.schema.json)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    schema_version: StrictInt = SCHEMA_VERSION
    name: StrictStr = Field(default="Untitled build", max_length=MAX_NAME_CHARS)
    currency: StrictStr = "USD"
    parts: tuple[Pick, ...] = Field(default=(), max_length=MAX_PICKS)
    notes: StrictStr = Field(default="", max_length=MAX_NOTES_CHARS)
    quoted_total: QuotedPrice | None = None
    # The training job this build is for (workload, dataset, epochs, precision, adapter).
    job: Job | None = None
    # v2: an open-frame rig (GPUs on risers beside the board: no case limits for them).
    open_frame: bool = False
    loop: CustomLoop | None = None

    _currency = field_validator("currency")(iso_currency)

    @model_validator(mode="after")
    def _each_part_once(self) -> Build:
        seen: dict[tuple[Category, str], int] = {}
        for index, pick in enumerate(self.parts):
            key = (pick.category, pick.id)
            if key in seen:
                raise ValueError(
                    f"parts[{index}] repeats {pick.category.value} {pick.id!r} from "
                    f"parts[{seen[key]}]; expected each part once (raise its quantity instead)"
                )
            seen[key] = index
        return self

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

    def with_line_price(self, category: Category, part_id: str, price: QuotedPrice | None) -> Build:
        """Set (or with None clear) the price this build pays for one line."""
        picks = tuple(
            p.model_copy(update={"price": price})
            if p.category == category and p.id == part_id
            else p
            for p in self.parts
        )
        return self.model_copy(update={"parts": picks})

    def with_job(self, job: Job | None) -> Build:
        return self.model_copy(update={"job": job})

    def with_gpu_rig(
        self,
        part_id: str,
        *,
        psu_split: tuple[int, ...] | None,
        risers: Risers | None,
        open_frame: bool | None = None,
    ) -> Build:
        """Set how one GPU line's units are powered (units per PSU) and mounted (risers);
        ``open_frame`` (when given) marks the whole build as an open-frame rig."""
        picks = tuple(
            p.model_copy(update={"psu_split": psu_split, "risers": risers})
            if p.category == Category.GPU and p.id == part_id
            else p
            for p in self.parts
        )
        update: dict[str, Any] = {"parts": picks}
        if open_frame is not None:
            update["open_frame"] = open_frame
        return self.model_copy(update=update)

    def with_gpu_cables(
        self, part_id: str, power_cables: int | None, power_rails: int | None
    ) -> Build:
        """Set how each card of one GPU line is cabled (None: not stated)."""
        picks = tuple(
            p.model_copy(update={"power_cables": power_cables, "power_rails": power_rails})
            if p.category == Category.GPU and p.id == part_id
            else p
            for p in self.parts
        )
        return self.model_copy(update={"parts": picks})

    def with_board_bios(self, part_id: str, bios: str | None, dense_ddr5: bool | None) -> Build:
        """Set what the build states about one motherboard line's BIOS (None: not stated)."""
        picks = tuple(
            p.model_copy(update={"bios": bios or None, "bios_dense_ddr5": dense_ddr5})
            if p.category == Category.MOTHERBOARD and p.id == part_id
            else p
            for p in self.parts
        )
        return self.model_copy(update={"parts": picks})

    def with_replaced(self, category: Category, old_id: str, new: PartBase) -> Build:
        """Swap one line for another part, keeping its quantity.  A GPU line keeps how the rig
        holds, powers and cools its cards (PSU split, risers, water blocks, cables): that is
        the rig, not the card.  ``card_model_named`` and a board's BIOS facts are dropped:
        choosing a catalogue card names the model, and a BIOS belongs to its board."""
        old = next((p for p in self.parts if p.category == category and p.id == old_id), None)
        if old is None or old.id == new.id:
            return self.with_part(new) if old is None else self
        after = self.without(category, old_id).with_part(new, old.quantity)
        if category != Category.GPU or new.category != Category.GPU:
            return after
        kept = {
            name: getattr(old, name)
            for name in GPU_LINE_FIELDS
            if name != "card_model_named" and getattr(old, name) is not None
        }
        if not kept:
            return after
        picks = tuple(
            p.model_copy(update=kept) if p.category == Category.GPU and p.id == new.id else p
            for p in after.parts
        )
        return after.model_copy(update={"parts": picks})

    def with_another_psu(self, part: PartBase) -> Build:
        """Add ``part`` as one more PSU unit, keeping the PSUs already there (a rig whose GPUs
        several supplies feed; ``with_part`` replaces the PSU).  The new unit is the last PSU,
        so ``psu_split`` counts stay on the supplies they named."""
        if part.category != Category.PSU:
            raise ValueError(f"expected a PSU, got a {part.category.value}")
        if any(p.category == Category.PSU and p.id == part.id for p in self.parts):
            return self.with_part(part)  # the same model again: one more unit on its line
        snapshot = part.model_dump(mode="json")
        picks = [*self.parts, Pick(category=part.category, id=part.id, snapshot=snapshot)]
        return self.model_copy(update={"parts": tuple(_in_category_order(picks))})

    def with_water_blocks(
        self, part_id: str, water_blocks: int | None, loop: CustomLoop | None
    ) -> Build:
        """Set how many units of one GPU line sit in the custom loop, and the loop itself
        (None: no loop; every line's water blocks are then cleared, as the file requires)."""
        picks = tuple(
            p.model_copy(update={"water_blocks": (water_blocks or None) if loop else None})
            if p.category == Category.GPU and p.id == part_id
            else p.model_copy(update={"water_blocks": None})
            if loop is None and p.water_blocks is not None
            else p
            for p in self.parts
        )
        return self.model_copy(update={"parts": picks, "loop": loop})

    def psu_units(self) -> int:
        """PSU units in the build (a PSU line of quantity 2 is two units)."""
        return sum(p.quantity for p in self.parts if p.category == Category.PSU)

    def renamed(self, name: str) -> Build:
        return self.model_copy(update={"name": name})

    def picks_in(self, category: Category) -> list[Pick]:
        return [p for p in self.parts if p.category == category]

    # ------------------------------------------------------------ files
    def to_dict(self) -> dict[str, Any]:
        data = self.model_dump(mode="json")
        data["schema_version"] = SCHEMA_VERSION
        # Optional keys are left out rather than written as null.
        for key in ("quoted_total", "job"):
            if data.get(key) is None:
                data.pop(key, None)
        if "job" in data:
            data["job"] = {k: v for k, v in data["job"].items() if v is not None}
        for key, empty in (("open_frame", False), ("loop", None)):
            if data.get(key) == empty:
                data.pop(key, None)
        for pick in data["parts"]:
            for key in ("price", *GPU_LINE_FIELDS, *BOARD_LINE_FIELDS):
                if pick.get(key) is None:
                    pick.pop(key, None)
            if pick.get("price") is not None:
                for key in ("note", "condition"):
                    if not pick["price"].get(key):
                        pick["price"].pop(key, None)
        if data.get("quoted_total"):
            for key in ("note", "condition"):
                if not data["quoted_total"].get(key):
                    data["quoted_total"].pop(key, None)
        return data


def _in_category_order(picks: list[Pick]) -> list[Pick]:
    order = {c: i for i, c in enumerate(Category)}
    return sorted(picks, key=lambda p: order[p.category])


@dataclass(frozen=True)
class ResolvedPick:
    """A pick with its part: from the catalogue, or rebuilt from the saved snapshot.

    ``origin`` says where ``part`` comes from: ``"catalogue"`` (the catalogue row,
    equal to what was saved, or nothing usable was saved), ``"snapshot"`` (the
    catalogue lacks the part: the saved specs), or ``"saved"`` (the catalogue has
    the part but its row differs from what was saved: the saved specs are used,
    and ``catalogue_part`` is the catalogue's version to offer instead).
    """

    part: PartBase
    quantity: int
    origin: Literal["catalogue", "snapshot", "saved"]
    # Set when the build gives this line its own price: ``part`` then carries
    # that price and ``listed_part`` is the part as the catalogue/snapshot has it.
    listed_part: PartBase | None = None
    # The catalogue's current row when it differs from the saved specs in ``part``.
    catalogue_part: PartBase | None = None

    @property
    def price_from_build(self) -> bool:
        return self.listed_part is not None

    @property
    def catalogue_changed(self) -> bool:
        """True when the catalogue has the id but its row differs from the saved specs."""
        return self.catalogue_part is not None


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
    """Pair each pick with a part: the saved specs win, the catalogue fills in.

    A pick whose snapshot equals the catalogue row (or that saved none) uses the
    catalogue; one the catalogue lacks uses its snapshot; one whose snapshot differs
    from the catalogue row keeps the saved specs (a file opens as it was saved) and
    carries the catalogue's version for the app to offer.
    """
    resolved: list[ResolvedPick] = []
    unresolved: list[UnresolvedPick] = []
    for pick in build.parts:
        current = catalogue.parts.get(pick.category, {}).get(pick.id)
        saved: PartBase | None = None
        problem = ""
        if pick.snapshot:
            try:
                saved = as_part(pick.category, pick.snapshot)
            except ValidationError as exc:
                first = exc.errors()[0]
                loc = ".".join(str(x) for x in first.get("loc", ()))
                problem = f"saved specs of {pick.id!r} are invalid at {loc}: {error_text(first)}"
        if current is not None:
            if saved is not None:
                # The price a file saved is the catalogue's street price of that day, not
                # the user's: today's street price replaces it (a line's own price, the
                # user's override, still wins in _priced).
                saved = with_price_of(saved, current)
            if saved is None or saved == current:
                # Nothing usable was saved (an old or hand-written file): the catalogue's row.
                resolved.append(_priced(pick, ResolvedPick(current, pick.quantity, "catalogue")))
            else:
                resolved.append(
                    _priced(
                        pick,
                        ResolvedPick(saved, pick.quantity, "saved", catalogue_part=current),
                    )
                )
            continue
        if saved is None:
            reason = problem or f"{pick.category.value} {pick.id!r} is not in the catalogue"
            unresolved.append(UnresolvedPick(pick, reason))
            continue
        resolved.append(_priced(pick, ResolvedPick(saved, pick.quantity, "snapshot")))
    return ResolvedBuild(build, tuple(resolved), tuple(unresolved))


# The fields that say what a part costs today, not what it is.
PRICE_FIELDS = (
    "price",
    "currency",
    "price_date",
    "price_source",
    "price_condition",
    "price_market",
)


def with_price_of(part: PartBase, priced: PartBase) -> PartBase:
    """``part`` carrying ``priced``'s current price (the specs stay ``part``'s)."""
    update = {name: getattr(priced, name) for name in PRICE_FIELDS}
    if all(getattr(part, name) == value for name, value in update.items()):
        return part
    return part.model_copy(update=update)


def catalogue_versions(build: Build, resolved: ResolvedBuild) -> Build:
    """``build`` with every pick whose catalogue row differs from its saved specs
    updated to the catalogue's version (quantities and line prices kept)."""
    newer = {
        (p.catalogue_part.category, p.catalogue_part.id): p.catalogue_part
        for p in resolved.picks
        if p.catalogue_part is not None
    }
    if not newer:
        return build
    picks = tuple(
        pick.model_copy(
            update={"snapshot": newer[(pick.category, pick.id)].model_dump(mode="json")}
        )
        if (pick.category, pick.id) in newer
        else pick
        for pick in build.parts
    )
    return build.model_copy(update={"parts": picks})


def changed_fields(saved: PartBase, current: PartBase) -> list[str]:
    """The fields of ``current`` (the catalogue's row) whose value differs in ``saved``."""
    return [
        name
        for name in type(current).model_fields
        if getattr(saved, name, None) != getattr(current, name, None)
    ]


def _priced(pick: Pick, resolved: ResolvedPick) -> ResolvedPick:
    """Give the part the line's own price, so every engine sees what this build paid."""
    if pick.price is None:
        return resolved
    quote = pick.price
    priced = resolved.part.model_copy(
        update={
            "price": quote.amount,
            "currency": quote.currency,
            "price_date": quote.date,
            "price_source": quote.source,
            **({"price_condition": quote.condition} if quote.condition is not None else {}),
        }
    )
    return replace(resolved, part=priced, listed_part=resolved.part)


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


def snapshot_build(resolved: ResolvedBuild) -> Build:
    """The build with every resolved pick's snapshot set to the part in use.

    A file exported or mailed this way opens with the same specs and prices on
    a machine whose catalogue lacks or changed those parts.  Unresolved picks
    are kept as they are.
    """
    by_key = {(p.part.category, p.part.id): p.listed_part or p.part for p in resolved.picks}
    picks = tuple(
        pick.model_copy(
            update={"snapshot": by_key[(pick.category, pick.id)].model_dump(mode="json")}
        )
        if (pick.category, pick.id) in by_key
        else pick
        for pick in resolved.build.parts
    )
    return resolved.build.model_copy(update={"parts": picks})
