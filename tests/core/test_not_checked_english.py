"""The "not checked" list of `dlbox check` and its JSON stays the same English text, word for
word, now that the window shows each item translated: scripts read these lines.  The build
below has a gap of nearly every kind (a second PSU with unstated cables, cards with unknown
inputs, an unknown case limit, a cooler without a rating …); the expected lines are the ones
the f-strings printed before the items became translatable messages."""

from __future__ import annotations

from dlbox.core.build import Build, resolve
from dlbox.core.catalogue import Catalogue
from dlbox.core.messages import Message, render
from dlbox.core.rules import NOT_CHECKED, CheckResult, check_build
from tests.core.rules_parts import board, case, cooler, cpu, gpu, memory, psu, storage


def _gappy_rig() -> CheckResult:
    card = gpu(name="Card X", board_power_w=450, pcie_8pin=None, hpwr_16pin=None, plug_edge=None)
    card2 = gpu("gpu-b", name="Card Y", board_power_w=300, pcie_8pin=3, hpwr_16pin=0, eps_8pin=0)
    card3 = gpu(
        "gpu-c",
        name="Card Z",
        board_power_w=450,
        pcie_8pin=0,
        hpwr_16pin=1,
        eps_8pin=0,
        plug_edge=None,
    )
    first = psu(
        "psu-1", name="Unit One", atx_version=None, length_mm=None, eps_8pin=None, rail_12v_a=40
    )
    second = psu("psu-2", name="Unit Two", pcie_8pin=None, hpwr_16pin=None, eps_8pin=None)
    parts = [
        (cpu(memory_channels=None), 1),
        (board(pcie_slots=None), 1),
        (memory(module_gb=32), 4),
        (storage(), 1),
        (case(max_gpu_length_mm=None, expansion_slots=None), 1),
        (cooler(rated_w=None), 1),
        (card, 1),
        (card2, 2),
        (card3, 1),
        (first, 1),
    ]
    catalogue = Catalogue.from_parts([p for p, _ in parts] + [second])
    build = Build()
    for part, quantity in parts:
        build = build.with_part(part, quantity)
    data = build.with_another_psu(second).model_dump(mode="json")
    split = {"gpu-b": [1, 1], "gpu-c": [0, 1]}
    for pick in data["parts"]:
        if pick["id"] in split:
            pick["psu_split"] = split[pick["id"]]
    rb = resolve(Build.model_validate(data), catalogue)
    return check_build(rb, None, site={"mains_voltage_v": 230, "circuit_amps": 10})


EXPECTED = (
    "actual wall wiring and whatever else shares the circuit: the check assumes a 230 V / 10 A circuit (site setting; default 120 V / 15 A) with nothing else on it",
    'double-precision (FP64) speed of the GPUs, which only scientific code needs (turn on "I need FP64" in Settings, or dlbox check --fp64)',
    "whether a training workload fits in VRAM (no workload chosen)",
    "PSU length vs case: PSU 1 (Unit One)'s length is unknown",
    "CPU power connectors: PSU 1 (Unit One)'s EPS 8-pin count is unknown",
    "room for 2 PSUs in Case case-a: the catalogue records no count of PSU bays (most cases hold one; a second unit needs a dual-PSU case or a mount outside)",
    "GPU power connectors: PSU 2 (Unit Two), feeding 1 × Card Y, 1 × Card Z: its PCIe 8-pin and native 16-pin (12V-2x6) counts are unknown, so its cables were not counted",
    "12 V rails: which of Unit One's rails (40 A each) feed Card X; the build does not say (12 V rails per card on the GPU line)",
    "12 V rails: which of Unit One's rails (40 A each) feed Card Y; the build does not say (12 V rails per card on the GPU line)",
    "PSU excursion allowance of PSU 1 (Unit One): its ATX version is unknown, so the GPU spikes were held to its rating (as for ATX 2.x, which allows none)",
    "GPU power spikes up to 10 ms on PSU 1 (Unit One): no measured figure for Card X, Card Y (data/gpu_transients.csv), so their spikes were counted at a floor (steady draw or a longer peak)",
    "GPU power spikes up to 10 ms on PSU 2 (Unit Two): no measured figure for Card Y, Card Z (data/gpu_transients.csv), so their spikes were counted at a floor (steady draw or a longer peak)",
    "GPU power connectors: Card X's PCIe/12V-2x6/EPS input counts are unknown, so its cables were not counted",
    "GPU power connectors: Card Y's PCIe/12V-2x6/EPS input counts are unknown, so its cables were not counted",
    "GPU power connectors: Card Z's PCIe/12V-2x6/EPS input counts are unknown, so its cables were not counted",
    "cooler heat rating vs CPU power: Cooler cooler-a publishes no rating (only low-profile coolers are bounded)",
    "GPU slot spacing and link widths on Board board-a (slot layout unknown; only bounded by its board size and the CPU's lanes)",
    "memory speed by DIMMs per channel: CPU cpu-a's channel count is unknown",
    "16-pin cable bend room at Card Z (35 mm of straight cable from the plug, Seasonic's guidance): which edge of the card its 16-pin plug sits on is unknown",
    "GPU length vs case: Case case-a's GPU clearance is unknown",
    "expansion slots: Case case-a's count is unknown",
)


def test_the_cli_and_json_list_keeps_its_english_lines_word_for_word():
    result = _gappy_rig()
    assert result.not_checked == NOT_CHECKED + EXPECTED
    assert result.to_dict()["not_checked"] == list(NOT_CHECKED + EXPECTED)
    assert all(isinstance(line, str) for line in result.not_checked)


def test_the_window_gets_every_line_as_a_template_with_the_names_as_parameters():
    result = _gappy_rig()
    assert tuple(str(item) for item in result.unchecked) == result.not_checked

    def marked(context: str, text: str) -> str:  # a translator that shows where it ran
        assert context == "Findings"
        return "<" + text + ">"

    for item in result.unchecked:
        assert isinstance(item, Message)
        assert render(item, marked).startswith("<"), item
    # A translator sees the template, never a part name or value baked into it.
    naming = [i for i in result.unchecked if "Unit Two" in str(i) or "230 V" in str(i)]
    assert len(naming) == 3  # the circuit, PSU 2's cables, PSU 2's spikes
    for item in naming:
        assert "Unit Two" not in item.template and "230" not in item.template
        text = render(item, marked)
        assert "Unit Two" in text or "230 V" in text
