"""A price source's short name — what the cost note and the HTML report show beside a
price — names a price log kept on GitHub by its repository, since "github.com" alone
would say nothing about whose log it is."""

from __future__ import annotations

from dlbox.core.catalogue import Catalogue
from dlbox.core.export.html import _source_html
from dlbox.core.price_source import source_short_name

COOLPC_LOG = (
    "https://github.com/knuckleslee/coolpc-evaluate-dump/blob/"
    "01073e08cb808505bb6aec577a247cdd920c0ce0/docs/data/items.json"
)


def test_a_github_price_log_is_named_by_its_repository() -> None:
    assert source_short_name(COOLPC_LOG) == "knuckleslee/coolpc-evaluate-dump"
    # Words after the URL (the shipped PCPartPicker rows) do not change the name.
    scrape = "https://github.com/docyx/pc-part-dataset (PCPartPicker scrape of 2025-07-23, MIT)"
    assert source_short_name(scrape) == "docyx/pc-part-dataset"
    raw = "https://raw.githubusercontent.com/Owner/Log.git/main/prices.csv"
    assert source_short_name(raw) == "Owner/Log"


def test_other_sources_keep_their_host_or_text() -> None:
    assert source_short_name("https://www.newegg.com/p/N82E16814137632") == "newegg.com"
    # A GitHub address that names no repository is only the host.
    assert source_short_name("https://github.com/knuckleslee") == "github.com"
    assert source_short_name("Micro Center flyer") == "Micro Center flyer"
    long_text = "a shop's printed price list handed out at Computex 2026 in Taipei"
    assert source_short_name(long_text) == long_text[:39] + "…"
    assert source_short_name("") is None and source_short_name(None) is None


def test_every_shipped_github_price_shows_its_repository(catalogue: Catalogue) -> None:
    sources = {q.source for qs in catalogue.prices.quotes.values() for q in qs}
    logs = [s for s in sources if s.startswith("https://github.com/")]
    assert logs, "the shipped prices include price logs kept on GitHub"
    for source in logs:
        name = source_short_name(source)
        assert name is not None and name != "github.com" and name.count("/") == 1, source


def test_the_html_report_links_the_repository_name() -> None:
    cell = _source_html(COOLPC_LOG + " (row 12)")
    assert ">knuckleslee/coolpc-evaluate-dump</a> (row 12)" in cell
    assert f'href="{COOLPC_LOG}"' in cell
    assert ">newegg.com</a>" in _source_html("https://www.newegg.com/p/1")
