"""The compare view on a laptop: whole build names in the column headers, and each
build weighed against a cloud offer like itself."""

from __future__ import annotations

from dlbox.core.build import Build
from dlbox.ui.widgets.wrapping_header import PAD
from tests.ui.test_charts import fake_engines  # noqa: F401 (a fixture)

from .typing_helpers import settle

LONG_NAMES = [
    "ASRock DeskMini 250 GTX with GTX 1070 MXM (Taiwan, 110 V, 2017 street prices)",
    "Dual RTX 4090 open-frame workstation for LLM fine-tuning (Threadripper PRO)",
    "Someone's very long build name without any spaces: AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
]


def _box(window, gpus: int, name: str) -> Build:
    cpu, psu = window.catalogue.get("cpu", "cpu-a"), window.catalogue.get("psu", "psu-a")
    gpu = window.catalogue.get("gpu", "gpu-big")
    build = Build(name=name)
    for part, count in ((gpu, gpus), (cpu, 1), (psu, 1)):
        build = build.with_part(part, count)
    return build


def test_at_1280x720_every_header_shows_the_whole_build_name(window):
    window.resize(1280, 720)
    window.docks["compare"].raise_()
    for name in LONG_NAMES:
        assert window.compare.add_build(name, _box(window, 1, name))
    window.compare.refresh()
    settle()
    header = window.compare.table.horizontalHeader()
    metrics = header.fontMetrics()
    assert header.count() == 4
    for column in range(header.count()):
        label = window.compare.table.horizontalHeaderItem(column).text()
        lines = header.lines(column)
        # Nothing cut: the lines put together are the name, each as wide as its column
        # allows, and the header is tall enough for every line.
        assert "".join(lines).replace(" ", "") == label.replace(" ", ""), label
        for line in lines:
            assert metrics.horizontalAdvance(line) <= header.sectionSize(column) - 2 * PAD
        assert header.height() >= len(lines) * metrics.lineSpacing(), label
    assert max(len(header.lines(c)) for c in range(4)) >= 2  # the long names did wrap
    # The row labels leave the builds most of the width (the workload's name is in a tip).
    labels = [row.label for row in window.compare.rows]
    assert any(label.startswith("Speed (") for label in labels), labels
    table = window.compare.table
    assert table.verticalHeader().width() <= table.width() / 4, labels


def test_two_builds_of_different_gpu_counts_each_get_their_own_comparator(window, fake_engines):  # noqa: F811
    # The open build has one big GPU; the compared one four (the fake offers: 1× big
    # "a.big", 1× small "a.small", 4× big "b.4big").
    window.document.load(_box(window, 1, "One GPU tower"), None)
    window.docks["compare"].raise_()
    assert window.compare.add_build("Four GPU box", _box(window, 4, "Four GPU box"))
    window.compare.refresh()
    combo = window.compare.offer_combo
    assert combo.currentIndex() == 0 and "Each build" in combo.currentText()
    rows = {row.label: row for row in window.compare.rows}
    # Each build's own, in the words the own-vs-rent chart and the report use.
    compared = rows["Cheapest comparable rental"].values
    assert "a.big" in compared[0] and "b.4big" in compared[1], compared
    assert all("—" not in days for days in rows["Break-even"].values)
    assert "GPU count (1)" in rows["Cheapest comparable rental"].tips[0]
    assert "GPU count (4)" in rows["Cheapest comparable rental"].tips[1]

    # One offer picked in the box: every column is measured against it, and says so.
    combo.setCurrentIndex(combo.findText("b.4big", flags=_contains()))
    window.compare.refresh()
    rows = {row.label: row for row in window.compare.rows}
    assert all("b.4big" in text for text in rows["Compared with"].values)


def test_the_offer_box_starts_from_aws_and_google_offers_with_the_builds_gpu_count(
    window,
    fake_engines,  # noqa: F811
    monkeypatch,
):
    """A 4-GPU build's reference offers rent four GPUs where the provider has them (was: the
    cheapest same-or-faster offer of any count: here the 8-GPU one), and a
    provider that rents no 4-GPU instance has its nearest count named in the item's tip."""
    from PySide6.QtCore import Qt

    from dlbox.core.cost.offers import OfferCatalogue
    from dlbox.ui import engines
    from tests.ui.test_charts import hourly_offer

    offers = OfferCatalogue.from_offers(
        [
            hourly_offer("AWS", "aws.big", "gpu-big", 1, 2.0),
            hourly_offer("AWS", "aws.4big", "gpu-big", 4, 7.0),
            # Twice as fast for 10.0 an hour: 5.0 an hour of the build's work, cheaper.
            hourly_offer("AWS", "aws.8big", "gpu-big", 8, 10.0),
            hourly_offer("Google Cloud", "gcp.big", "gpu-big", 1, 1.5),
        ]
    )
    monkeypatch.setattr(engines, "_offers", lambda: offers)
    window.document.load(_box(window, 4, "Four GPU box"), None)
    window.docks["compare"].raise_()
    window.compare.refresh()
    combo = window.compare.offer_combo
    texts = [combo.itemText(i) for i in range(combo.count())]
    assert "aws.4big" in texts[1] and "gcp.big" in texts[2], texts
    tips = [combo.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in (1, 2)]
    assert "GPU count (4)" in tips[0] and "nearest" not in tips[0], tips
    assert "Google Cloud rents no offer with this build's GPU count (4)" in tips[1], tips
    assert "this one has 1" in tips[1], tips


def _contains():  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt

    return Qt.MatchFlag.MatchContains


def test_at_1280x720_the_answers_come_before_the_parts(window, fake_engines):  # noqa: F811
    """Price, speed, its comparator and break-even are on screen without scrolling."""
    window.resize(1280, 720)
    window.document.load(_box(window, 1, "One GPU tower"), None)
    window.docks["compare"].raise_()
    assert window.compare.add_build("Four GPU box", _box(window, 4, "Four GPU box"))
    window.compare.refresh()
    settle()
    labels = [row.label for row in window.compare.rows]
    answers = [
        labels.index(name) for name in ("Cheapest comparable rental", "Break-even", "Findings")
    ]
    assert labels[0].startswith("Total") and labels[1].startswith("Speed (")
    assert answers == sorted(answers) and max(answers) < labels.index("GPU"), labels
