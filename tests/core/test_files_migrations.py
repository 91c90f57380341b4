"""Build files from older dlbox versions open, and are saved in the current version."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dlbox.core.build import SCHEMA_VERSION
from dlbox.core.files import BuildFileError, parse_build, read_build, write_build
from dlbox.core.migrations import MIGRATIONS, OLDEST_SUPPORTED, migrate
from dlbox.core.parts import Category

V0_FIXTURE = Path(__file__).resolve().parents[1] / "data" / "build_v0.json"


def test_v0_fixture_opens_with_everything_it_held():
    build = read_build(V0_FIXTURE)
    assert build.name == "Pre-release lab box"
    assert build.currency == "USD"
    assert build.notes.startswith("Written by a dlbox build from before")
    assert [(p.category, p.id, p.quantity) for p in build.parts] == [
        (Category.GPU, "rtx-4090", 2),
        (Category.CPU, "ryzen-9-7950x", 1),
        (Category.PSU, "corsair-ax1600i", 1),
        (Category.STORAGE, "samsung-990-pro-2tb", 2),
        (Category.COOLER, "noctua-nh-d15", 1),
    ]
    assert build.parts[0].snapshot == {
        "id": "rtx-4090",
        "name": "NVIDIA GeForce RTX 4090",
        "vram_gb": 24,
    }


def test_migrated_build_is_saved_as_the_current_version(tmp_path):
    build = read_build(V0_FIXTURE)
    path = tmp_path / "migrated.dlbox.json"
    write_build(path, build)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["schema_version"] == SCHEMA_VERSION
    assert "items" not in data and "version" not in data
    assert read_build(path) == build


def test_every_old_version_has_a_migration_step():
    assert sorted(MIGRATIONS) == list(range(OLDEST_SUPPORTED, SCHEMA_VERSION))


def test_migrate_reports_the_version_it_came_from():
    data = json.loads(V0_FIXTURE.read_text(encoding="utf-8"))
    current, original = migrate(data)
    assert (original, current["schema_version"]) == (0, SCHEMA_VERSION)


@pytest.mark.parametrize(
    ("doc", "expected"),
    [
        ({"version": 0, "items": {"a": 1}}, "field items: expected a list, got dict"),
        ({"version": 0, "items": [3]}, "field items[0]: expected an object, got int"),
        (
            {"version": 0, "items": [{"type": "cpu", "part": "x", "count": 2}]},
            "field items[0].count: not a v0 item field",
        ),
        ({"version": 0, "items": [], "owner": "me"}, "field owner: not a v0 field"),
        (
            {"version": 0, "items": [{"type": "cpu", "part": "x", "qty": "two"}]},
            'field parts[0].quantity: expected a whole number, got "two" '
            "(after migrating from schema_version 0)",
        ),
        (
            {"version": 0, "items": [{"type": "sound-card", "part": "x"}]},
            "field parts[0].category: expected one of gpu",
        ),
    ],
)
def test_bad_v0_files_name_the_field(doc, expected):
    with pytest.raises(BuildFileError) as info:
        parse_build(json.dumps(doc), "old.json")
    assert expected in str(info.value)


def test_a_v1_box_with_two_psus_opens_with_every_card_on_psu_1_and_says_so(catalogue):
    # v1 could not say which PSU feeds which card (the second unit was ignored): the file
    # opens unchanged, the check counts the load on PSU 1 as v1 did, and names the fix.
    from dlbox.core.build import resolve
    from dlbox.core.rules import check_build

    if not catalogue.in_category(Category.GPU):
        pytest.skip("data/parts not present")
    text = json.dumps(
        {
            "schema_version": 1,
            "parts": [
                {"category": "gpu", "id": "rtx-3090", "quantity": 2},
                {"category": "psu", "id": "corsair-rm1000x-2024", "quantity": 2},
            ],
        }
    )
    build = parse_build(text, "old.dlbox.json")
    [gpu] = build.picks_in(Category.GPU)
    assert gpu.psu_split is None and build.psu_units() == 2
    result = check_build(resolve(build, catalogue), catalogue)
    [finding] = [f for f in result.findings if f.rule == "power.psu_assignment"]
    assert finding.severity == "warning" and "PSU 2" in finding.message
    assert finding.fix is not None and "psu_split" in finding.fix.text
