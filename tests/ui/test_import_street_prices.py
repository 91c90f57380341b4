"""Catalogue ▸ Import Street Prices: the app's `prices refresh --from FILE` — the file is
read on a worker thread, usable quotes land in the user layer and price the catalogue,
every bad entry is named once, and a file that cannot be read changes nothing."""

from __future__ import annotations

import datetime as dt

from PySide6.QtWidgets import QMessageBox

from dlbox.core.importers.street_quotes import user_quotes_path
from dlbox.core.importers.user_layer import user_catalogue_dir

HEADER = "part_id,market,currency,condition,price,price_high,price_date,source,notes\n"


def _catalogue_menu(window):  # type: ignore[no-untyped-def]
    return window.menuBar().findChild(type(window.menuBar().actions()[0].menu()), "menu_catalogue")


def _run(window, qtbot, path):  # type: ignore[no-untyped-def]
    runner = window.street_price_import
    runner.start(path, window.catalogue)
    assert runner.running()  # the reading happens off the GUI thread
    qtbot.waitUntil(lambda: not runner.running(), timeout=30_000)
    return runner


def test_the_action_is_in_the_catalogue_menu(window):
    action = window.actions["import_street_prices"]
    assert action.text().replace("&", "") == "Import Street Prices…"
    assert action in _catalogue_menu(window).actions()


def test_good_rows_price_the_part_and_each_bad_row_is_named(window, qtbot, tmp_path):
    seen = dt.date.today() - dt.timedelta(days=3)
    prices = tmp_path / "my_quotes.csv"
    prices.write_text(
        HEADER
        + f"gpu-small,US,USD,new,333,,{seen},https://shop.example/gpu-small,listing\n"
        + f"gpu-nope,US,USD,new,100,,{seen},https://shop.example/x,unknown part\n"
        + "gpu-big,US,USD,new,-5,,2026-01-01,https://shop.example/y,negative\n",
        encoding="utf-8",
    )
    assert window.catalogue.get("gpu", "gpu-small").price != 333
    runner = _run(window, qtbot, prices)
    # The stored quote prices the part in the reloaded catalogue, dated and sourced.
    part = window.catalogue.get("gpu", "gpu-small")
    assert (part.price, part.price_date) == (333, seen)
    assert "shop.example/gpu-small" in (part.price_source or "")
    assert "Stored 1 dated quote (" in runner.message and "entries skipped: 2" in runner.message
    assert runner.message in window.statusBar().currentMessage()
    details = runner.summary.detailedText().splitlines()
    assert len(details) == 2
    assert any("line 3" in d and "gpu-nope" in d for d in details), details
    assert any("line 4" in d and "price" in d for d in details), details
    stored = user_quotes_path(user_catalogue_dir()).read_text(encoding="utf-8")
    assert "gpu-small" in stored and "gpu-nope" not in stored


def test_a_file_that_cannot_be_read_changes_nothing_and_says_which(
    window, qtbot, tmp_path, answers
):
    broken = tmp_path / "valuator_data.json"
    broken.write_text('{"skus": [', encoding="utf-8")
    before = window.catalogue.get("gpu", "gpu-small").price
    _run(window, qtbot, broken)
    _, asked = answers
    assert asked and "valuator_data.json" in asked[-1] and "Nothing was changed" in asked[-1]
    assert not user_quotes_path(user_catalogue_dir()).exists()
    assert window.catalogue.get("gpu", "gpu-small").price == before


def test_a_file_with_no_usable_quote_writes_nothing(window, qtbot, tmp_path):
    prices = tmp_path / "none.csv"
    prices.write_text(HEADER + "gpu-nope,US,USD,new,100,,2026-01-01,https://x.example,\n")
    runner = _run(window, qtbot, prices)
    assert "No usable quote" in runner.message and "Nothing was changed" in runner.message
    assert runner.summary.icon() == QMessageBox.Icon.Warning
    assert not user_quotes_path(user_catalogue_dir()).exists()
