"""The example builds in data/examples open, use real catalogue parts and carry the seeds' figures."""

from __future__ import annotations

from pathlib import Path

import pytest

from dlbox.core.build import PRICE_FIELDS, resolve
from dlbox.core.catalogue import as_part
from dlbox.core.files import read_build

EXAMPLES = sorted((Path(__file__).resolve().parents[2] / "data" / "examples").glob("*.dlbox.json"))
IDS = [p.name.removesuffix(".dlbox.json") for p in EXAMPLES]


@pytest.mark.parametrize("path", EXAMPLES, ids=IDS)
def test_every_pick_is_a_real_catalogue_part_with_a_valid_snapshot(path, catalogue):
    build = read_build(path)
    resolved = resolve(build, catalogue)
    assert resolved.unresolved == ()
    assert all(p.origin == "catalogue" for p in resolved)
    for pick in build.parts:
        assert as_part(pick.category, pick.snapshot).id == pick.id  # opens without the catalogue


def test_the_seed_builds_are_all_there():
    assert {
        "deskmini-250-gtx-1070-2017",
        "1700-usd-deep-learning-box-2017",
        "titan-x-pascal-4x-server-2017",
        "rtx-4090-tower",
        "rtx-5090-2x-workstation",
        "rtx-6000-ada-4x-threadripper-pro",
    } <= set(IDS)


@pytest.mark.parametrize(
    ("stem", "amount", "currency"),
    [
        # seed 001: "主機：ASRock DeskMini250 GTX (~$46400) [time=Oct 07, 2017]" (TWD)
        ("deskmini-250-gtx-1070-2017", 46400, "TWD"),
        # seed 001: "approximately 8.5K$ which includes 4x Titan X Pascals"
        ("titan-x-pascal-4x-server-2017", 8500, "USD"),
        # seed 001: "this put it at around $1700 for the whole thing"
        ("1700-usd-deep-learning-box-2017", 1700, "USD"),
    ],
)
def test_seed_totals_are_kept_as_quoted_totals(stem, amount, currency):
    quote = read_build(EXAMPLES[IDS.index(stem)]).quoted_total
    assert quote is not None and (quote.amount, quote.currency) == (amount, currency)
    assert "seed 001" in quote.source


@pytest.mark.parametrize(
    ("stem", "gpu", "count"),
    [
        ("titan-x-pascal-4x-server-2017", "titan-x-pascal", 4),
        ("rtx-4090-tower", "rtx-4090", 1),
        ("rtx-5090-2x-workstation", "rtx-5090", 2),
        ("rtx-6000-ada-4x-threadripper-pro", "rtx-6000-ada", 4),
        ("deskmini-250-gtx-1070-2017", "gtx-1070-mxm", 1),
    ],
)
def test_gpu_counts_match_the_names(stem, gpu, count):
    build = read_build(EXAMPLES[IDS.index(stem)])
    assert [(p.id, p.quantity) for p in build.parts if p.category == "gpu"] == [(gpu, count)]


@pytest.mark.parametrize("path", EXAMPLES, ids=IDS)
def test_snapshots_equal_the_catalogue_rows(path):
    """An example's saved specs drift from the catalogue when a row is edited; the app
    would then open the example on the saved specs and offer an update (issue 7).
    Refresh the example's snapshots whenever this fails."""
    from dlbox.core.catalogue import shipped_catalogue

    catalogue = shipped_catalogue()
    build = read_build(path)
    drifted = []
    for pick in build.parts:
        row = catalogue.get(pick.category, pick.id).model_dump(mode="json")
        assert pick.snapshot is not None
        # A snapshot's price is that day's street price, which the catalogue's current
        # one replaces on opening (build.resolve): only the specs must match.
        fields = sorted(
            k
            for k in row.keys() | pick.snapshot.keys()
            if k not in PRICE_FIELDS and row.get(k) != pick.snapshot.get(k)
        )
        if fields:
            drifted.append(f"{pick.category.value} {pick.id}: {', '.join(fields)}")
    assert drifted == []
