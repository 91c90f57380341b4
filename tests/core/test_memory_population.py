"""Memory speed at two DIMMs per channel: the vendor's figure by platform, CPU generation and
module rank, and what the check says when the CPU or the rank is not given."""

from __future__ import annotations

from typing import Any

from dlbox.core.parts import Category
from dlbox.core.rig.view import BuildView
from dlbox.core.rules.unchecked import unknown_specs
from tests.core.rules_parts import board, check, cpu, good_parts, memory, of, replaced, resolved


def _no_cpu(*new: Any):  # type: ignore[no-untyped-def]
    """The good parts with ``new`` swapped in and no CPU picked."""
    rb = replaced(good_parts(), *new)
    return resolved(*[(p.part, p.quantity) for p in rb.picks if p.part.category != Category.CPU])


def _epyc(architecture: str, ranks: int | None):  # type: ignore[no-untyped-def]
    """16 DDR5-4800 RDIMMs on a 12-channel SP5 EPYC: two in some channels (the board model
    holds at most 16 slots)."""
    return replaced(
        good_parts(),
        cpu(socket="SP5", architecture=architecture, memory_channels=12, max_memory_gb=6144),
        board(socket="SP5", memory_slots=16, registered_only=True, max_memory_gb=6144),
        memory(speed_mts=4800, modules=16, module_gb=32, registered=True, ecc=True, ranks=ranks),
    )


def _population(rb) -> list[Any]:  # type: ignore[no-untyped-def]
    return of(check(rb), "memory.population")


def test_four_ddr5_modules_on_an_am5_board_warn_even_before_a_cpu_is_picked():
    rb = _no_cpu(memory(modules=4, module_gb=32, speed_mts=6000))
    [finding] = _population(rb)
    assert finding.severity == "warning"
    assert "the AM5 platform then supports 3,600 MT/s" in finding.message
    assert "6,000" in finding.message
    assert any(p.category == Category.MOTHERBOARD for p in finding.parts)


def test_four_modules_on_a_platform_with_no_vendor_figure_are_listed_as_not_checked():
    am4 = board(socket="AM4", chipset="B550", memory_type="DDR4")
    rb = _no_cpu(am4, memory(memory_type="DDR4", modules=4, module_gb=32, speed_mts=3200))
    assert not _population(rb)
    gaps = unknown_specs(BuildView.of(rb))
    assert any("two DIMMs per channel on AM4 DDR4 (no vendor figure" in g for g in gaps)
    two = _no_cpu(am4, memory(memory_type="DDR4", modules=2, module_gb=32, speed_mts=3200))
    assert not any("per channel" in g for g in unknown_specs(BuildView.of(two)))


def test_epyc_9004_runs_two_rdimms_per_channel_at_3600_whatever_the_rank():
    [finding] = _population(_epyc("Zen 4", None))
    assert "then supports 3,600 MT/s, not the kit's 4,800 MT/s" in finding.message
    assert "16 DDR5 modules on 12 channels is 2 per channel" in finding.message


def test_epyc_9005_figure_follows_the_module_rank():
    [single] = _population(_epyc("Zen 5", 1))
    [dual] = _population(_epyc("Zen 5", 2))
    assert "supports 4,000 MT/s" in single.message and "supports 3,600 MT/s" in dual.message
    [unknown] = _population(_epyc("Zen 5", None))
    assert "at most 4,000 MT/s whatever the modules' rank" in unknown.message
    assert unknown.fix is not None and "instead of at most 4,000" in unknown.fix.text


def test_an_sp5_generation_with_no_recorded_figure_is_not_guessed():
    rb = _epyc("Zen 6", 2)
    assert not _population(rb)
    assert any("on SP5 DDR5 (no vendor figure" in g for g in unknown_specs(BuildView.of(rb)))


def _lga1700(architecture: str, ranks: int | None, speed_mts: int = 5600):  # type: ignore[no-untyped-def]
    """Four DDR5 modules on a two-channel LGA1700 Core CPU and a Z790 board."""
    return replaced(
        good_parts(),
        cpu(
            vendor="Intel",
            socket="LGA1700",
            architecture=architecture,
            memory_channels=2,
            max_memory_speed_mts=5600,  # the 14th Gen Core rows' (data/parts/cpu.csv)
        ),
        board(socket="LGA1700", chipset="Z790"),
        memory(speed_mts=speed_mts, modules=4, module_gb=32, ranks=ranks),
    )


def test_core_14th_gen_runs_four_ddr5_modules_at_intels_2dpc_figure_by_rank():
    [single] = _population(_lga1700("Raptor Lake Refresh", 1))
    [dual] = _population(_lga1700("Raptor Lake Refresh", 2))
    assert "supports 4,000 MT/s, not the kit's 5,600 MT/s" in single.message
    assert "supports 3,600 MT/s, not the kit's 5,600 MT/s" in dual.message
    assert dual.fix is not None and "5,600 MT/s instead of 3,600" in dual.fix.text
    # A kit no faster than the figure runs as rated: nothing to say.
    assert not _population(_lga1700("Raptor Lake Refresh", 2, speed_mts=3600))


def test_lga1700_generations_and_boards_without_a_quoted_figure_stay_not_checked():
    # Intel's rows were quoted for 14th Gen only: 12th/13th Gen and a bare board are not guessed.
    for rb in (
        _lga1700("Alder Lake", 2),
        _lga1700("Raptor Lake", 2),
        _no_cpu(board(socket="LGA1700", chipset="Z790"), memory(modules=4, ranks=2)),
    ):
        assert not _population(rb)
        assert any(
            "on LGA1700 DDR5 (no vendor figure" in g for g in unknown_specs(BuildView.of(rb))
        )


def test_core_ultra_200s_runs_four_ddr5_modules_at_intels_2dpc_figure_by_rank():
    """Intel's Core Ultra 200S datasheet (as Hardwareluxx quotes it, memory.py): two DIMMs per
    channel DDR5-4800 single rank, DDR5-4400 dual rank.  A Tom's Hardware builder's 245K ran
    4 × 48 GB DDR5-6400 at 4400 MT/s with XMP off, XMP failing to train
    (tests/data/real-builds/tomshw-245k-z890-4x48gb-ddr5-6400-2dpc.dlbox.json)."""

    def arrow_lake(ranks: int | None, speed_mts: int = 6400, arch: str = "Arrow Lake"):  # type: ignore[no-untyped-def]
        return replaced(
            good_parts(),
            cpu(
                vendor="Intel",
                socket="LGA1851",
                architecture=arch,
                memory_channels=2,
                max_memory_speed_mts=6400,  # the Core Ultra 200S rows' (data/parts/cpu.csv)
            ),
            board(socket="LGA1851", chipset="Z890"),
            memory(speed_mts=speed_mts, modules=4, module_gb=48, ranks=ranks),
        )

    [single] = _population(arrow_lake(1))
    [dual] = _population(arrow_lake(2))
    [unknown] = _population(arrow_lake(None))
    assert "supports 4,800 MT/s, not the kit's 6,400 MT/s" in single.message
    assert "supports 4,400 MT/s, not the kit's 6,400 MT/s" in dual.message
    assert "at most 4,800 MT/s whatever the modules' rank" in unknown.message
    assert dual.fix is not None and "6,400 MT/s instead of 4,400" in dual.fix.text
    assert not _population(arrow_lake(2, speed_mts=4400))  # runs as rated
    # A later LGA1851 generation has no quoted figure: not guessed.
    assert not _population(arrow_lake(2, arch="Nova Lake"))


def test_the_fix_counts_one_module_per_channel_at_the_speed_the_cpu_supports(catalogue):
    """Zach Mueller's Workhorse 1.1.0 (muellerzr.github.io/builds/workhorse/1.1.0, 2024-07-01):
    4 x 48 GB DDR5-6800 on a Ryzen 9 7950X ran at 3600 MT/s.  Two larger modules run at what
    AMD supports at one per channel, 5,200 MT/s; 6,800 is only the kit's EXPO profile, so the
    fix's gain is 5,200 / 3,600 (was counted at the kit's 6,800: 89 %)."""
    from pathlib import Path

    from dlbox.core.build import resolve
    from dlbox.core.files import read_build

    if not catalogue.in_category(Category.GPU):
        import pytest

        pytest.skip("data/parts not present")
    path = Path(__file__).resolve().parents[1] / "data/real-builds"
    rb = resolve(read_build(path / "workhorse-4x48gb-ddr5-6800-3600-2024.dlbox.json"), catalogue)
    [finding] = _population(rb)
    assert "supports 3,600 MT/s, not the kit's 6,800 MT/s" in finding.message
    assert finding.fix is not None
    assert "supports 5,200 MT/s at one module per channel" in finding.fix.text
    assert (
        "(the kit's 6,800 MT/s only as its XMP/EXPO profile) instead of 3,600" in finding.fix.text
    )
    assert "about 44% more memory bandwidth at 5,200" in finding.fix.text
