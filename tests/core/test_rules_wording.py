"""The exact English a user reads for findings whose wording picks a singular or plural, or
one of two templates by the case: one line each, so a change to how the rules put a message
together shows here."""

from __future__ import annotations

import pytest

from tests.core import rules_parts as rp


def _said(result, rule: str) -> tuple[str, str, str]:
    (finding,) = rp.of(result, rule)
    return finding.severity, finding.message, finding.fix.text if finding.fix else ""


def test_dimms_the_board_does_not_take_say_which_kind_to_pick():
    rdimm = rp.memory(name="Server Kit", ecc=True, registered=True)
    assert _said(rp.check(rp.replaced(rp.good_parts(), rdimm)), "memory.registered") == (
        "error",
        "Server Kit is registered (RDIMM); Board board-a takes unbuffered DIMMs only",
        "Pick unbuffered (UDIMM) memory",
    )
    server = rp.board(name="Server Board", registered_only=True, ecc=True)
    assert _said(rp.check(rp.replaced(rp.good_parts(), server)), "memory.registered") == (
        "error",
        "Memory mem-a is unbuffered; Server Board takes registered ECC DIMMs (RDIMM) only",
        "Pick registered ECC memory (RDIMM)",
    )


@pytest.mark.parametrize(
    ("threads", "severity", "ending"),
    [(2, "warning", ": data loading will starve the GPUs"), (6, "note", "")],
)
def test_few_cpu_threads_per_gpu_read_as_a_warning_or_a_note(threads, severity, ending):
    slow = rp.cpu(name="Small CPU", cores=threads, threads=threads)
    said, message, _fix = _said(rp.check(rp.replaced(rp.good_parts(), slow)), "dl.cpu_threads")
    assert said == severity
    assert message == (
        f"Small CPU has {threads} threads for 2 GPUs ({threads / 2:.1f} per GPU); on-the-fly "
        f"preprocessing wants ≥ 4 per GPU{ending}"
    )


@pytest.mark.parametrize(
    ("drives", "says"),
    [
        (2, "1 of the 2.5-inch drives goes in a 3.5-inch bay of Case case-a: most trays take it"),
        (3, "2 of the 2.5-inch drives go in 3.5-inch bays of Case case-a: most trays take them"),
    ],
)
def test_25_inch_drives_in_35_inch_bays_are_a_note_in_the_right_number(drives, says):
    ssd = rp.storage("sata-ssd", kind="sata_ssd", interface="SATA 6Gb/s", form_factor="2.5")
    rest = [p for p in rp.good_parts() if p[0].category.value not in ("storage", "case")]
    result = rp.check(rp.resolved(*rest, rp.case(bays_25=1, bays_35=2), (ssd, drives)))
    assert _said(result, "storage.bays_25") == ("note", f"{says}, some need an adapter", "")


def test_too_few_eps_plugs_name_the_boards_sockets():
    message = _said(
        rp.check(rp.replaced(rp.good_parts(), rp.psu(eps_8pin=1))), "power.eps_connectors"
    )[1]
    assert "Board board-a has 2 EPS 8-pin sockets" in message


def test_a_server_module_is_offered_the_pcie_card_with_as_much_vram():
    module = rp.gpu(name="Module GPU", form_factor="sxm", vram_gb=80)
    severity, message, fixed = _said(
        rp.check(rp.replaced(rp.good_parts(), (module, 1))), "physical.gpu_form"
    )
    assert severity == "error"
    assert message.startswith("Module GPU is a server module (SXM)")
    assert fixed == "Pick the PCIe version of the GPU"


@pytest.mark.parametrize(
    ("igpu", "cards", "says"),
    [
        (
            None,
            2,
            "CPU cpu-a's integrated graphics is unknown and no GPU in the build has a "
            "display connector: check the box has a display output, or run it headless (SSH)",
        ),
        (
            False,
            2,
            "No display output: CPU cpu-a has no integrated graphics and the GPUs have no "
            "display connectors; install and run the machine headless (SSH)",
        ),
        (
            False,
            1,
            "No display output: CPU cpu-a has no integrated graphics and the GPU has no "
            "display connector; install and run the machine headless (SSH)",
        ),
    ],
)
def test_a_box_with_no_display_output_says_how_to_run_it(igpu, cards, says):
    headless = rp.gpu(display_outputs=False)
    parts = rp.replaced(rp.good_parts(), rp.cpu(integrated_graphics=igpu), (headless, cards))
    assert _said(rp.check(parts), "dl.display") == ("note", says, "")


def test_an_unknown_igpu_beside_a_gpu_with_outputs_says_nothing():
    parts = rp.replaced(rp.good_parts(), rp.cpu(integrated_graphics=None))
    assert not rp.of(rp.check(parts), "dl.display")
