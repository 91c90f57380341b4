"""The user layer stores parts in the shipped CSV format, so they read back exactly."""

from __future__ import annotations

from dlbox.core.catalogue import load_catalogue
from dlbox.core.importers import load_user_catalogue, remove_user_parts, save_user_parts
from dlbox.core.importers.user_layer import user_catalogue_dir


def test_every_shipped_part_survives_a_trip_through_the_user_layer(catalogue, tmp_path):
    written = save_user_parts(list(catalogue), root=tmp_path)
    assert sum(written.values()) == len(catalogue)
    again = load_catalogue(tmp_path)  # the same loader as the shipped catalogue
    assert not again.issues
    assert list(again) == list(catalogue)


def test_user_parts_live_under_the_user_data_dir_and_can_be_removed(catalogue):
    parts = list(catalogue)[:3]
    save_user_parts(parts)
    assert (user_catalogue_dir() / "parts").is_dir()
    assert len(load_user_catalogue()) == 3
    assert remove_user_parts([parts[0].id, "not-there"]) == 1
    assert [p.id for p in load_user_catalogue()] == [p.id for p in parts[1:]]
