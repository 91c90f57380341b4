"""``dlbox prices refresh --from FILE``: dated street quotes from a public price file.

Two inputs are read:

* SpotWire's valuator dataset (``https://www.spotwire.ai/data/valuator_data.json``,
  CC-BY-4.0): per GPU SKU, the current secondary-market price from eBay sold
  listings with its date and number of sales.  Each SKU is matched to the catalogue
  GPU with the same model name, memory size and form factor; a SKU that matches no
  card, or more than one, is reported and skipped — never guessed.
* A CSV in ``data/prices.csv``'s own columns (part_id, market, currency, condition,
  price, price_high, price_date, source, notes), for quotes a user collects by hand.

The quotes are stored in the user layer (``<user data dir>/catalogue/
street_prices.csv``, same columns) and join the shipped quotes on load, so the
newest quote per market wins as for shipped ones.  A refresh that finds nothing
usable writes nothing.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from dlbox.core.atomic import atomic_write_many
from dlbox.core.catalogue import Catalogue
from dlbox.core.csv_records import MAX_CSV_BYTES
from dlbox.core.importers.summary import ImportFileError
from dlbox.core.parts import GPU, Category
from dlbox.core.safe_read import UnreadableFileError, read_regular
from dlbox.core.street_prices import (
    PRICES_FILE,
    PriceBook,
    PriceIssue,
    PriceQuote,
    apply_street_prices,
    load_price_book,
)

SPOTWIRE_URL = "https://www.spotwire.ai/data/valuator_data.json"
USER_QUOTES_FILE = "street_prices.csv"
QUOTE_COLUMNS = (
    "part_id",
    "market",
    "currency",
    "condition",
    "price",
    "price_high",
    "price_date",
    "source",
    "notes",
    "kind",
    "at_least",
    "basis",
)
# SpotWire's form factors → the catalogue's GPU form factors.
FORM_FACTORS = {"pcie": "pcie", "sxm": "sxm", "sxm4": "sxm", "sxm5": "sxm", "oam": "oam"}


@dataclass
class QuoteRefresh:
    """What a refresh found: the quotes it can store and every entry it skipped, why."""

    quotes: list[PriceQuote] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    source: str = ""


def _token(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


def match_gpu(gpus: Sequence[GPU], model: str, vram_gb: float, form_factor: str) -> GPU | str:
    """The one catalogue GPU with this model name, memory and form factor, or why not."""
    form = FORM_FACTORS.get(_token(form_factor))
    if form is None:
        return f"form factor {form_factor!r} is not one the catalogue knows"
    wanted = _token(model)
    if not wanted:
        return "no model name"
    found = [
        g
        for g in gpus
        if g.form_factor == form
        and g.vram_gb == vram_gb
        and re.search(rf"(?<![a-z0-9]){re.escape(wanted)}(?![0-9])", _spaced(g.name))
    ]
    if len(found) == 1:
        return found[0]
    if not found:
        return f"no catalogue GPU is a {model} {vram_gb:g} GB {form_factor}"
    return f"{model} {vram_gb:g} GB {form_factor} matches {', '.join(g.id for g in found)}"


def _spaced(name: str) -> str:
    # "NVIDIA H100 PCIe" → "nvidia h100 pcie": the model must be a whole word of the name.
    return " ".join(_token(word) for word in name.split())


def _number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value)


def spotwire_quotes(data: Any, catalogue: Catalogue) -> QuoteRefresh:
    """Used US quotes from SpotWire's valuator dataset; bad or unmatched SKUs skipped."""
    if not isinstance(data, dict) or not isinstance(data.get("skus"), list):
        raise ImportFileError("not SpotWire's valuator dataset: no 'skus' list")
    gpus = [g for g in catalogue.in_category(Category.GPU) if isinstance(g, GPU)]
    result = QuoteRefresh(source=SPOTWIRE_URL)
    file_date = str(data.get("as_of", ""))
    licence = str(data.get("license", ""))
    for index, sku in enumerate(data["skus"]):
        name = str(sku.get("sku", f"#{index + 1}")) if isinstance(sku, dict) else f"#{index + 1}"
        if not isinstance(sku, dict):
            result.skipped.append(f"SKU {name}: not an object")
            continue
        current = sku.get("secondary_price_current")
        if not isinstance(current, dict):
            result.skipped.append(f"SKU {name}: no secondary_price_current")
            continue
        value, vram = _number(current.get("value")), _number(sku.get("vram_gb"))
        if value is None or value <= 0:
            result.skipped.append(f"SKU {name}: secondary_price_current.value is not a price")
            continue
        if vram is None:
            result.skipped.append(f"SKU {name}: vram_gb is missing")
            continue
        try:
            seen = dt.date.fromisoformat(str(current.get("as_of", "")))
        except ValueError:
            result.skipped.append(f"SKU {name}: secondary_price_current.as_of is not a date")
            continue
        gpu = match_gpu(gpus, str(sku.get("model", "")), vram, str(sku.get("form_factor", "")))
        if isinstance(gpu, str):
            result.skipped.append(f"SKU {name}: {gpu}")
            continue
        comps = current.get("n_comps")
        notes = (
            f"SpotWire SKU {name}: secondary_price_current {value:g} USD from "
            f"{comps} eBay sold listings, as_of {seen}; file as_of {file_date}; {licence}"
        )
        try:
            quote = PriceQuote(
                part_id=gpu.id,
                market="US",
                currency="USD",
                condition="used",
                price=value,
                price_date=seen,
                source=SPOTWIRE_URL,
                notes=notes,
                # eBay sales logged with their date: a listing, not an article's figure.
                basis="listing",
            )
        except ValidationError as exc:
            result.skipped.append(f"SKU {name}: {exc.errors()[0].get('msg', 'invalid')}")
            continue
        result.quotes.append(quote)
    return result


def csv_quotes(path: Path, catalogue: Catalogue) -> QuoteRefresh:
    """Quotes from a CSV in prices.csv's columns; a bad row is skipped, naming its line."""
    book, issues = load_price_book(path, (p.id for p in catalogue))
    result = QuoteRefresh(source=str(path))
    result.quotes = book.every_row()
    result.skipped = [f"{path.name}, {str(i).split(', ', 1)[1]}" for i in issues]
    return result


def read_quote_file(path: Path, catalogue: Catalogue) -> QuoteRefresh:
    """Quotes from ``path``: SpotWire's JSON or a prices.csv-style CSV."""
    try:
        raw = read_regular(path, MAX_CSV_BYTES)
    except (UnreadableFileError, OSError) as exc:
        raise ImportFileError(f"{path}: cannot be read ({exc})") from exc
    if path.suffix.lower() == ".json":
        try:
            data = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise ImportFileError(f"{path}: not valid JSON ({exc})") from exc
        return spotwire_quotes(data, catalogue)
    return csv_quotes(path, catalogue)


# ------------------------------------------------------------------ the user layer
def user_quotes_path(root: Path) -> Path:
    return root / USER_QUOTES_FILE


def load_user_quotes(root: Path, known_ids: Iterable[str]) -> tuple[list[PriceQuote], list[str]]:
    """The user's stored street quotes and, for a bad row, one line naming it."""
    path = user_quotes_path(root)
    if not path.exists():
        return [], []
    book, issues = load_price_book(path, known_ids)
    return book.every_row(), [_user_issue(i) for i in issues]


def _user_issue(issue: PriceIssue) -> str:
    return str(issue).replace(PRICES_FILE, f"user {USER_QUOTES_FILE}", 1)


def _key(quote: PriceQuote) -> tuple[str, str, str, dt.date, str]:
    return (quote.part_id, quote.market, quote.condition, quote.price_date, quote.source)


def quotes_csv(quotes: Iterable[PriceQuote]) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(QUOTE_COLUMNS)
    for q in sorted(quotes, key=lambda q: (q.part_id, q.market, q.price_date, q.source)):
        writer.writerow(
            [
                q.part_id,
                q.market,
                q.currency,
                q.condition,
                f"{q.price:g}",
                "" if q.price_high is None else f"{q.price_high:g}",
                q.price_date.isoformat(),
                q.source,
                q.notes or "",
                "" if q.kind == "street" else q.kind,
                "true" if q.at_least else "",
                "" if q.basis == "report" else q.basis,
            ]
        )
    return buffer.getvalue()


def store_quotes(
    root: Path, new: Sequence[PriceQuote], known_ids: Iterable[str]
) -> tuple[int, int]:
    """Add ``new`` to the user's stored quotes (a quote seen again — same part, market,
    condition, date and source — replaces the old row).  Returns (added, replaced)."""
    stored, _issues = load_user_quotes(root, known_ids)
    by_key = {_key(q): q for q in stored}
    replaced = sum(1 for q in new if _key(q) in by_key)
    by_key.update({_key(q): q for q in new})
    atomic_write_many({user_quotes_path(root): quotes_csv(by_key.values()).encode("utf-8")})
    return len(new) - replaced, replaced


def with_user_quotes(catalogue: Catalogue, quotes: Sequence[PriceQuote]) -> Catalogue:
    """``catalogue`` with the user's quotes joined to the shipped ones and every part
    re-priced from the newest quote for the catalogue's market."""
    if not quotes:
        return catalogue
    # A user quote the shipped file also holds (same part, market, condition, date and
    # source) replaces it rather than counting twice.
    joined = {_key(q): q for q in catalogue.prices.every_row()}
    joined.update({_key(q): q for q in quotes})
    book = PriceBook.of(joined.values())
    priced = apply_street_prices(list(catalogue), book, catalogue.market)
    return Catalogue.from_parts(
        priced, catalogue.issues, book, catalogue.market, catalogue.searches
    )
