"""Rows read from dated price logs kept by others (PCPartPicker pages archived by the Wayback
Machine, r/buildapcsales deal posts, a Danawa crawl) say exactly which page and day they
come from, and never stand in for a listing they are not."""

from __future__ import annotations

import csv
import re

from dlbox.core.street_prices import PRICES_FILE
from tests.conftest import DATA_DIR

ROWS = list(csv.DictReader((DATA_DIR / PRICES_FILE).open(newline="", encoding="utf-8")))


def _rows(marker: str) -> list[dict[str, str]]:
    return [r for r in ROWS if marker in r["source"] or marker in r["notes"]]


def test_an_archived_pcpartpicker_page_is_dated_the_day_it_was_archived():
    rows = _rows("pcpartpicker_products/basket_prices.csv")
    assert len(rows) >= 20
    for row in rows:
        snapshot = re.search(
            r"web\.archive\.org/web/(\d{8})\d{6}/https://pcpartpicker\.com", row["notes"]
        )
        assert snapshot, row["notes"]
        stamp = snapshot.group(1)
        assert row["price_date"] == f"{stamp[:4]}-{stamp[4:6]}-{stamp[6:]}", row
        assert row["basis"] == "listing" and row["condition"] == "new", row


def test_a_deal_post_is_a_report_that_cites_the_post_it_was_read_from():
    # A sale price on the day of a post must not outrank a logged listing in the same
    # window, so it is recorded as a report, never as a listing.
    rows = _rows("reddit.com/r/buildapcsales")
    assert len(rows) >= 10
    for row in rows:
        post = re.fullmatch(
            r"https://www\.reddit\.com/r/buildapcsales/comments/(\w+)/", row["source"]
        )
        assert post, row["source"]
        assert f"deal post {post.group(1)}," in row["notes"], row
        assert row["basis"] == "" and row["market"] == "US", row


def test_a_danawa_row_takes_a_new_domestic_entry_or_the_used_entry_and_names_its_page():
    rows = _rows("danawa-monitor-crawler")
    assert len(rows) >= 20
    for row in rows:
        assert (row["market"], row["currency"]) == ("KR", "KRW"), row
        code, name = re.search(r"product (\d+) '([^']+)'", row["notes"]).groups()
        assert f"prod.danawa.com/info/?pcode={code}" in row["notes"], row
        assert f"column {row['price_date']}" in row["notes"], row
        if row["condition"] == "used":
            # Danawa's used (중고) entry: one per chip for cards, whatever the board
            # partner ('... (중고)'); a drive's sits in its name ('.../중고 (12TB, ...)').
            assert "중고" in name and re.search(" KRW, used[:;] ", row["notes"]), row
            continue
        assert row["condition"] == "new", row
        # used (중고), overseas-purchase (해외구매) and parallel-import (병행) entries are
        # other listings of the same chip, not what a Korean shop sells new.
        assert not re.search("중고|해외구매|병행", name), name


def test_a_purchase_plan_is_a_report_that_names_the_day_and_the_shop_page_it_quotes():
    # A plan in a repository quotes a shop's page on a stated day: that dates the figure,
    # but the plan is neither the shop's own listing, nor a price log, nor a purchase, so
    # it must not outrank a fresh listing or report in its window (basis stays empty).
    rows = _rows("bill of materials") + _rows("purchasing spec")
    assert len(rows) >= 10
    for row in rows:
        assert re.search(r"github\.com/[^/]+/[^/]+/blob/[0-9a-f]{40}/", row["source"]), row
        assert "read 2026" in row["notes"] or "read off" in row["notes"], row
        assert row["price_date"] in row["notes"], row
        assert re.search(r"linking https://www\.(newegg|samsung)\.com/\S+", row["notes"]), row
        assert "recorded as a report" in row["notes"], row
        assert row["basis"] == "" and row["condition"] == "new", row
