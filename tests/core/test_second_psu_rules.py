"""PSU 2 (and later) as a full subject of the rules: its PSU bay fit, its GPU cables (PCIe
8-pin, 16-pin, EPS) against the cards it feeds, what is not checked for it — and the PSU
tab's "As another PSU" filter judging candidates by the same checks where specs are known."""

from __future__ import annotations

from dlbox.core.build import Build, ResolvedBuild, resolve
from dlbox.core.catalogue import Catalogue
from dlbox.core.parts import Category, PartBase
from dlbox.core.rig.view import BuildView
from dlbox.core.rules import check_build, compatible_mask
from dlbox.core.rules.unchecked import unknown_specs
from tests.core.rules_parts import good_parts, gpu, psu

# Two 600 W cards on one 16-pin each, a 1000 W PSU 1: ~480 W over, so one card moves.
CARD = gpu(board_power_w=600, pcie_8pin=0, hpwr_16pin=1)
FIRST = psu("psu-first", wattage_w=1000)


def _rest() -> list[tuple[PartBase, int]]:
    return [(p, q) for p, q in good_parts() if p.category not in (Category.GPU, Category.PSU)]


def _rig(second: PartBase, *, on_second: int = 1, card: PartBase = CARD, open_frame=False):  # type: ignore[no-untyped-def]
    """The two-card rig with ``second`` as PSU 2 feeding ``on_second`` of the cards."""
    parts = [*_rest(), (card, 2), (FIRST, 1)]
    catalogue = Catalogue.from_parts([p for p, _ in parts] + [second])
    build = Build()
    for part, quantity in parts:
        build = build.with_part(part, quantity)
    build = build.with_another_psu(second)
    data = build.model_dump(mode="json")
    data["open_frame"] = open_frame
    for pick in data["parts"]:
        if pick["category"] == "gpu":
            pick["psu_split"] = [2 - on_second, on_second]
    return catalogue, resolve(Build.model_validate(data), catalogue)


def _errors(rb: ResolvedBuild, catalogue: Catalogue) -> dict[str, str]:
    return {f.key: f.message for f in check_build(rb, catalogue).errors}


def test_psu_2_longer_than_the_bay_is_an_error_naming_it():
    long_unit = psu("psu-long", name="Long 1000", wattage_w=1000, length_mm=240)
    catalogue, rb = _rig(long_unit)
    errors = _errors(rb, catalogue)
    assert "physical.psu_length:psu2" in errors
    message = errors["physical.psu_length:psu2"]
    assert "PSU 2 (Long 1000)" in message and "240 mm" in message and "220 mm" in message
    # PSU 1 (180 mm) fits: its own key stays clean.
    assert "physical.psu_length" not in errors


def test_psu_2_of_a_form_the_case_does_not_take_is_an_error():
    server = psu("psu-server", name="Server 1000", wattage_w=1000, form_factor="Server")
    catalogue, rb = _rig(server)
    assert "physical.psu_form:psu2" in _errors(rb, catalogue)


def test_on_an_open_frame_psu_2_sits_outside_any_bay():
    long_unit = psu("psu-long", wattage_w=1000, length_mm=240)
    catalogue, rb = _rig(long_unit, open_frame=True)
    assert not [k for k in _errors(rb, catalogue) if k.startswith("physical.psu")]


def test_psu_2_with_too_few_8_pins_for_its_cards():
    card = gpu("gpu-8pin", board_power_w=350, pcie_8pin=3, hpwr_16pin=0)
    short = psu("psu-short", name="Short 1000", wattage_w=1000, pcie_8pin=2, hpwr_16pin=0)
    catalogue, rb = _rig(short, card=card)
    errors = _errors(rb, catalogue)
    assert "power.gpu_connectors:psu2" in errors
    assert "PSU 2 (Short 1000)" in errors["power.gpu_connectors:psu2"]
    # PSU 1 (8 × 8-pin) feeds the other card: no error of its own.
    assert "power.gpu_connectors" not in errors


def test_eps_inputs_of_a_card_on_psu_2_count_against_psu_2_not_psu_1():
    # Workstation cards (RTX A6000 class) take an EPS 8-pin; PSU 1 has 2, the board wants 2.
    card = gpu("gpu-eps", board_power_w=600, pcie_8pin=0, hpwr_16pin=0, eps_8pin=1)
    no_eps = psu("psu-no-eps", name="No EPS", wattage_w=1000, eps_8pin=0)
    catalogue, rb = _rig(no_eps, card=card)
    errors = _errors(rb, catalogue)
    assert "power.eps_connectors:psu2" in errors and "No EPS" in errors["power.eps_connectors:psu2"]
    assert "the GPU on PSU 2 (No EPS) takes 1 EPS 8-pin; it has 0" in errors[
        "power.eps_connectors:psu2"
    ].replace("The GPU", "the GPU")
    # PSU 1 (2 EPS) feeds the board's 2 sockets and the other card's 1: only that card counts.
    [first] = [f for f in check_build(rb, catalogue).findings if f.key == "power.eps_connectors"]
    assert "the GPU takes 1 EPS 8-pin" in first.message and first.severity == "warning"
    # With both cards on a PSU 2 that has the sockets, PSU 1 feeds the board alone: clean.
    two_eps = psu("psu-two-eps", wattage_w=1600, eps_8pin=2)
    catalogue, rb = _rig(two_eps, card=card, on_second=2)
    keys = {f.key for f in check_build(rb, catalogue).findings}
    assert not {"power.eps_connectors", "power.eps_connectors:psu2"} & keys


def test_not_checked_names_psu_2_its_cards_and_the_missing_count():
    unknown = psu(
        "psu-unknown", name="Mystery 1000", wattage_w=1000, pcie_8pin=None, hpwr_16pin=None
    )
    _catalogue, rb = _rig(unknown)
    gaps = unknown_specs(BuildView.of(rb))
    [line] = [g for g in gaps if "Mystery 1000" in g and "connectors" in g]
    assert "PSU 2 (Mystery 1000)" in line and "1 × GPU gpu-a" in line
    assert "PCIe 8-pin and native 16-pin (12V-2x6) counts are unknown" in line
    assert any("room for 2 PSUs" in g for g in gaps)
    # The same unit feeding no card: nothing of its cables is needed, nothing to list.
    _catalogue, rb = _rig(unknown, on_second=0)
    assert not [
        g for g in unknown_specs(BuildView.of(rb)) if "Mystery 1000" in g and "connectors" in g
    ]


# ------------------------------------------------------------ the "As another PSU" filter
CANDIDATES = {
    # id: (watts, PCIe 8-pin, native 16-pin, length)
    "enough": (1000, 8, 1, 180),
    "adapters-only": (1000, 4, 0, 180),  # one 600 W card through its adapter: 4 × 8-pin
    "too-few-cables": (1000, 3, 0, 180),
    "unknown-cables": (1000, None, None, 180),
    "too-long": (1000, 8, 1, 240),
}


def _filter_rig(open_frame: bool = False):  # type: ignore[no-untyped-def]
    extra = [
        psu(k, wattage_w=w_, pcie_8pin=e, hpwr_16pin=n, length_mm=length)
        for k, (w_, e, n, length) in CANDIDATES.items()
    ]
    parts = [*_rest(), (CARD, 2), (FIRST, 1)]
    catalogue = Catalogue.from_parts([p for p, _ in parts] + extra)
    build = Build()
    for part, quantity in parts:
        build = build.with_part(part, quantity)
    data = build.model_dump(mode="json")
    data["open_frame"] = open_frame
    return catalogue, resolve(Build.model_validate(data), catalogue)


def _kept(catalogue: Catalogue, mask) -> set[str]:  # type: ignore[no-untyped-def]
    ids = catalogue.table(Category.PSU).index
    return {str(i) for i, keep in zip(ids, mask, strict=True) if keep and i in CANDIDATES}


def test_the_filter_hides_a_psu_without_the_cables_or_the_room():
    catalogue, rb = _filter_rig()
    mask, reasons = compatible_mask(catalogue, Category.PSU, rb, mode="add")
    assert _kept(catalogue, mask) == {"enough", "adapters-only", "unknown-cables"}
    [why] = reasons("too-few-cables")
    assert "3 PCIe 8-pin" in why and "1 × GPU gpu-a" in why and "needs 4 PCIe 8-pin" in why
    [why] = reasons("too-long")
    assert "240 mm" in why and "PSU 2" in why


def test_on_an_open_frame_the_bay_does_not_matter():
    catalogue, rb = _filter_rig(open_frame=True)
    mask, _ = compatible_mask(catalogue, Category.PSU, rb, mode="add")
    assert "too-long" in _kept(catalogue, mask)


def test_the_filter_agrees_with_the_rules_over_every_split():
    """A candidate kept has a split of the cards with no error on PSU 1 or PSU 2; one hidden
    has none."""
    catalogue, rb = _filter_rig()
    mask, _ = compatible_mask(catalogue, Category.PSU, rb, mode="add")
    kept = _kept(catalogue, mask)
    for key in CANDIDATES:
        second = catalogue.get(Category.PSU, key)
        clean = []
        for on_second in range(3):
            data = rb.build.with_another_psu(second).model_dump(mode="json")
            for pick in data["parts"]:
                if pick["category"] == "gpu":
                    pick["psu_split"] = [2 - on_second, on_second]
            result = check_build(resolve(Build.model_validate(data), catalogue), None)
            clean.append(not result.errors)
        assert any(clean) == (key in kept), key
