"""What a user pastes into a forum names parts and precisions as the window does, keeps
links clickable, and says which rental each break-even figure is against."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from dlbox.core.build import resolve
from dlbox.core.export import build_report
from dlbox.core.export.markdown import md_escape, to_markdown
from dlbox.core.export.summary import summarise
from dlbox.core.files import read_build
from dlbox.core.parts import Category
from dlbox.core.rules import check_build

EXAMPLES = Path(__file__).resolve().parents[2] / "data" / "examples"
TOWER = EXAMPLES / "rtx-4090-tower.dlbox.json"


@pytest.fixture(scope="module")
def tower(catalogue):  # type: ignore[no-untyped-def]
    resolved = resolve(read_build(TOWER), catalogue)
    summary = summarise(resolved, catalogue)
    report = build_report(resolved, speed=summary.speed, break_even=summary.break_even)
    return resolved, summary, to_markdown(report)


def test_the_cheapest_rental_names_its_gpu_as_the_catalogue_does(tower, catalogue):
    _, summary, markdown = tower
    result = summary.compared.comparison
    offer = result.offers[summary.compared.comparable().index]
    name = catalogue.find(offer.gpu_id).name
    [line] = [line for line in markdown.splitlines() if "Cheapest comparable rental" in line]
    assert f"{offer.gpu_count}× {md_escape(name)}," in line, line
    assert f"× {offer.gpu_id}" not in line


def test_the_precision_is_in_words(tower):
    markdown = tower[2]
    assert "ImageNet 224², Mixed precision (AMP):" in markdown
    assert ", amp:" not in markdown


def test_price_source_links_keep_their_underscores(tower):
    resolved, _, markdown = tower
    urls = [
        p.part.price_source.split()[0]
        for p in resolved.picks
        if p.part.price_source and p.part.price_source.startswith("http")
    ]
    with_underscores = [u for u in urls if "_" in u]
    assert with_underscores, urls  # the tower's GPU price comes from prices_history.csv
    for url in with_underscores:
        assert f"<{url}>" in markdown
    assert "\\_" not in "".join(re.findall(r"<https?://[^>]*>", markdown))


def test_text_is_escaped_around_a_link_but_never_inside_it():
    text = "see https://example.org/a_b_(c)_d.csv, or *not* a_link (https://x.org/p_q)."
    assert md_escape(text) == (
        "see <https://example.org/a_b_(c)_d.csv>, or \\*not\\* a\\_link (<https://x.org/p_q>)."
    )
    # A "|" inside an address would end the table cell: it is percent-encoded instead.
    assert md_escape("https://x.org/?a=1|2") == "<https://x.org/?a=1%7C2>"


def test_the_one_break_even_is_against_a_rental_of_the_builds_gpu_count(tower):
    # The RTX 4090 tower's report named two figures: against the cheapest rental and an
    # "earliest" one against Lambda's 8× V100 (the dearest offer the chart drew). A one-GPU
    # box is now measured against a one-GPU rental at least as fast, named once.
    _, summary, markdown = tower
    result = summary.compared.comparison
    rent = {str(k): str(v) for k, v in summary.break_even}
    assert list(rent) == [
        "Cheapest comparable rental",
        "Break-even against the cheapest comparable rental",
    ]
    pick = summary.compared.comparable()
    offer = result.offers[pick.index]
    assert offer.gpu_count == 1 and pick.same_gpu_count
    assert offer.label in rent["Cheapest comparable rental"]
    if pick.as_fast:
        assert result.speed_ratio[pick.index] <= 1.02
    days = rent["Break-even against the cheapest comparable rental"]
    assert f"after {result.breakeven_days[pick.index]:,.0f} days" in days
    assert "Earliest" not in markdown


def test_a_psu_remedy_names_the_supplies(catalogue):
    build = read_build(EXAMPLES / "rtx-5090-2x-workstation.dlbox.json")
    [psu] = [p for p in build.parts if p.category == Category.PSU]
    small = catalogue.get(Category.PSU, "corsair-rm650e-2025")
    resolved = resolve(build.without(Category.PSU, psu.id).with_part(small, 1), catalogue)
    findings = check_build(resolved, catalogue).findings
    [capacity] = [f for f in findings if f.rule == "power.psu_capacity"]
    assert capacity.fix is not None and capacity.fix.parts
    markdown = to_markdown(build_report(resolved, findings=findings))
    [line] = [line for line in markdown.splitlines() if "`power.psu_capacity`" in line]
    for part in capacity.fix.parts:
        assert md_escape(part.name) in line
        assert part.id not in line
