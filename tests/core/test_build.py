from __future__ import annotations

import datetime as dt
import json

import pytest

from dlbox.core.build import (
    SCHEMA_VERSION,
    Build,
    QuotedPrice,
    catalogue_versions,
    changed_fields,
    price_totals,
    resolve,
)
from dlbox.core.catalogue import Catalogue
from dlbox.core.files import BuildFileError, read_build, write_build
from dlbox.core.parts import Category
from tests.core.rules_parts import plain_gpu, plain_psu


@pytest.fixture
def small_catalogue() -> Catalogue:
    return Catalogue.from_parts([plain_gpu(), plain_psu()])


def test_adding_the_same_gpu_twice_raises_quantity(small_catalogue):
    gpu = small_catalogue.get(Category.GPU, "test-gpu")
    build = Build().with_part(gpu).with_part(gpu)
    assert [(p.id, p.quantity) for p in build.parts] == [("test-gpu", 2)]


def test_single_slot_categories_replace(small_catalogue):
    psu = small_catalogue.get(Category.PSU, "test-psu")
    bigger = plain_psu(id="test-psu-2", wattage_w=1600)
    build = Build().with_part(psu).with_part(bigger)
    assert [p.id for p in build.picks_in(Category.PSU)] == ["test-psu-2"]


def test_edits_return_new_builds_and_leave_the_old_one(small_catalogue):
    gpu = small_catalogue.get(Category.GPU, "test-gpu")
    empty = Build()
    one = empty.with_part(gpu)
    assert empty.parts == ()
    assert one.with_quantity(Category.GPU, "test-gpu", 0).parts == ()


def test_price_totals_multiply_quantity(small_catalogue):
    gpu = small_catalogue.get(Category.GPU, "test-gpu")
    psu = small_catalogue.get(Category.PSU, "test-psu")
    build = Build().with_part(gpu, 2).with_part(psu)
    assert price_totals(resolve(build, small_catalogue)) == {"USD": 2 * 1599 + 180}


def test_round_trip_through_file(tmp_path, small_catalogue):
    gpu = small_catalogue.get(Category.GPU, "test-gpu")
    build = Build(name="Lab box 實驗室", currency="TWD", notes="備註").with_part(gpu, 2)
    path = tmp_path / "lab.dlbox.json"
    write_build(path, build)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["schema_version"] == SCHEMA_VERSION
    assert data["parts"][0]["snapshot"]["vram_gb"] == 24
    assert read_build(path) == build


def test_missing_part_falls_back_to_the_saved_snapshot(small_catalogue):
    gpu = small_catalogue.get(Category.GPU, "test-gpu")
    build = Build().with_part(gpu)
    resolved = resolve(build, Catalogue.from_parts([]))
    assert resolved.picks[0].origin == "snapshot"
    assert resolved.picks[0].part.vram_gb == 24


def test_changed_catalogue_row_keeps_the_saved_specs_and_offers_the_new_ones(small_catalogue):
    # Issue 7: a file opens as it was saved; the catalogue's newer row is only offered.
    gpu = small_catalogue.get(Category.GPU, "test-gpu")
    build = Build().with_part(gpu, 2)
    newer = Catalogue.from_parts([plain_gpu(price=1399, notes="re-checked")])
    resolved = resolve(build, newer)
    [pick] = resolved.picks
    assert pick.origin == "saved" and pick.catalogue_changed
    assert pick.part.notes is None  # the specs the file saved
    # ...but the price is today's street price, not the one of the day it was saved
    # (issue 14: costs use the street price unless the line gives its own).
    assert pick.part.price == 1399
    assert pick.catalogue_part is not None and pick.catalogue_part.price == 1399
    assert price_totals(resolved) == {"USD": 2 * 1399}

    updated = catalogue_versions(build, resolved)
    again = resolve(updated, newer)
    assert [(p.origin, p.part.price, p.quantity) for p in again.picks] == [("catalogue", 1399, 2)]
    assert catalogue_versions(updated, again) is updated  # nothing left to update


def test_changed_fields_names_what_the_catalogue_row_changed(small_catalogue):
    gpu = small_catalogue.get(Category.GPU, "test-gpu")
    newer = plain_gpu(price=1399, notes="re-checked")
    assert changed_fields(gpu, newer) == ["price", "notes"]
    assert changed_fields(gpu, gpu) == []


def test_unchanged_or_unsaved_specs_use_the_catalogue_row(small_catalogue):
    gpu = small_catalogue.get(Category.GPU, "test-gpu")
    saved = resolve(Build().with_part(gpu), small_catalogue).picks[0]
    assert (saved.origin, saved.catalogue_changed, saved.catalogue_part) == (
        "catalogue",
        False,
        None,
    )
    bare = Build.model_validate({"parts": [{"category": "gpu", "id": "test-gpu"}]})
    assert resolve(bare, small_catalogue).picks[0].origin == "catalogue"


def test_unknown_part_without_snapshot_is_reported_not_dropped():
    build = Build.model_validate({"parts": [{"category": "gpu", "id": "nope"}]})
    resolved = resolve(build, Catalogue.from_parts([]))
    assert resolved.picks == ()
    assert "not in the catalogue" in resolved.unresolved[0].reason


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (b"{not json", "not valid JSON at line 1"),
        (b"[1, 2]", "expected a JSON object"),
        (b'{"parts": [{"category": "gpu", "id": "x", "quantity": 0}]}', "parts[0].quantity"),
        (b'{"parts": [{"category": "toaster", "id": "x"}]}', "parts[0].category"),
        (b'{"schema_version": 99, "parts": []}', "newer dlbox"),
        (b"\xff\xfe\x00garbage", "not UTF-8"),
    ],
)
def test_bad_build_files_name_the_problem(tmp_path, content, expected):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(BuildFileError) as info:
        read_build(path)
    assert expected in str(info.value)
    assert str(path) in str(info.value)


def test_failed_write_keeps_the_old_file(tmp_path, monkeypatch, small_catalogue):
    path = tmp_path / "keep.json"
    write_build(path, Build(name="old"))

    def explode(*_args, **_kwargs):
        raise OSError("disk full")

    monkeypatch.setattr("os.fsync", explode)
    with pytest.raises(OSError, match="disk full"):
        write_build(path, Build(name="new"))
    assert read_build(path).name == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["keep.json"]


def test_a_saved_price_is_replaced_by_todays_street_price_unless_the_line_sets_one(
    small_catalogue,
):
    gpu = small_catalogue.get(Category.GPU, "test-gpu")
    build = Build().with_part(gpu, 2)  # snapshot says 1599 USD
    street = plain_gpu(price=2100, price_date=dt.date(2026, 5, 1))
    resolved = resolve(build, Catalogue.from_parts([street]))
    [pick] = resolved.picks
    # Only the price moved: the pick is the catalogue's row, nothing to "update".
    assert pick.origin == "catalogue" and not pick.catalogue_changed
    assert (pick.part.price, pick.part.price_date) == (2100, dt.date(2026, 5, 1))
    assert price_totals(resolved) == {"USD": 2 * 2100}
    quoted = QuotedPrice(amount=1500, currency="USD", date=dt.date(2026, 6, 1), source="my shop")
    own = build.model_copy(update={"parts": (build.parts[0].model_copy(update={"price": quoted}),)})
    assert price_totals(resolve(own, Catalogue.from_parts([street]))) == {"USD": 2 * 1500}


def test_another_psu_goes_after_the_first_and_the_same_model_raises_its_quantity():
    from dlbox.core.build import Build
    from dlbox.core.parts import PSU, Category

    def psu(part_id: str, watts: int) -> PSU:
        return PSU(
            id=part_id,
            name=part_id,
            wattage_w=watts,
            efficiency="gold",
            source="test",
            as_of="2025-01-01",
        )

    build = Build().with_part(psu("big", 2000)).with_another_psu(psu("small", 850))
    assert [(p.id, p.quantity) for p in build.picks_in(Category.PSU)] == [("big", 1), ("small", 1)]
    build = build.with_another_psu(psu("small", 850))
    assert [(p.id, p.quantity) for p in build.picks_in(Category.PSU)] == [("big", 1), ("small", 2)]
    assert build.psu_units() == 3
    # Add (with_part) still swaps the supply of an ordinary one-PSU build.
    assert [p.id for p in build.with_part(psu("other", 1000)).picks_in(Category.PSU)] == ["other"]


def test_removing_the_custom_loop_clears_every_lines_water_blocks():
    from dlbox.core.build import Build, CustomLoop, Pick
    from dlbox.core.parts import Category

    build = Build(
        parts=(
            Pick(category=Category.GPU, id="a", quantity=2, water_blocks=2),
            Pick(category=Category.GPU, id="b", quantity=2, water_blocks=1),
        ),
        loop=CustomLoop(radiators_mm=(360,)),
    )
    kept = build.with_water_blocks("a", 1, build.loop)
    assert [p.water_blocks for p in kept.parts] == [1, 1] and kept.loop == build.loop
    gone = build.with_water_blocks("a", 2, None)
    assert gone.loop is None and [p.water_blocks for p in gone.parts] == [None, None]


def test_replacing_a_gpu_keeps_how_the_rig_holds_it_but_names_the_new_card():
    from dlbox.core.build import Pick, Risers

    old = plain_gpu(id="old-card")
    new = plain_gpu(id="new-card")
    build = Build(
        parts=(
            Pick(
                category=Category.GPU,
                id="old-card",
                quantity=4,
                psu_split=(2, 2),
                risers=Risers(count=2),
                power_cables=2,
                card_model_named=False,
            ),
        )
    )
    swapped = build.with_replaced(Category.GPU, "old-card", new)
    (line,) = swapped.picks_in(Category.GPU)
    assert (line.id, line.quantity) == ("new-card", 4)
    # The rig's cabling and risers are still what the user described …
    assert line.psu_split == (2, 2) and line.risers == Risers(count=2) and line.power_cables == 2
    # … but the card is now a catalogue model, so its size is no longer a stand-in.
    assert line.card_model_named is None
    assert build.with_replaced(Category.GPU, "old-card", old) == build
