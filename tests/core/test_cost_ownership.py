"""Capital Σ price × quantity across currencies, electricity through the PSU, resale."""

from __future__ import annotations

import datetime as dt

import pytest

from dlbox.core.build import Build, resolve
from dlbox.core.catalogue import Catalogue
from dlbox.core.cost.money import Money, Rate, RateTable
from dlbox.core.cost.ownership import (
    CapitalLine,
    Ownership,
    build_capital,
    build_psu_efficiency,
    capital_cost,
    psu_efficiency,
    resale_value,
)
from dlbox.core.parts import PSU, Storage

D = dt.date
RATES = RateTable((Rate("TWD", 30.232, D(2017, 10, 11), "Focus Taiwan"),))

# The seed's 2017 DeskMini box in TWD (seed 001).
DESKMINI = [
    CapitalLine("ASRock DeskMini 250 GTX", Money(13900, "TWD"), 1, D(2017, 10, 7)),
    CapitalLine("GTX 1070 (MXM)", Money(22500, "TWD"), 1, D(2017, 10, 7)),
    CapitalLine("Pentium G4600", Money(2150, "TWD"), 1, D(2017, 10, 7)),
    CapitalLine("Crucial DDR4-2400 16 GB", Money(4400, "TWD"), 1, D(2017, 10, 7)),
    CapitalLine("Plextor M8PeG 256 GB", Money(3450, "TWD"), 1, D(2017, 10, 7)),
]


def test_capital_adds_price_times_quantity_in_the_parts_currency():
    capital = capital_cost(DESKMINI, "TWD", RATES)
    assert capital.total == Money(46400, "TWD")  # the seed's "whole box ~46400"
    assert capital.complete and capital.conversions == ()


def test_capital_converts_each_line_at_its_dated_rate_and_adds_tax_and_shipping():
    capital = capital_cost(DESKMINI, "USD", RATES, tax_pct=5, shipping_pct=2)
    assert capital.parts_total.amount == pytest.approx(46400 / 30.232)
    assert capital.total.amount == pytest.approx(46400 / 30.232 * 1.07)
    assert {c.from_rate.date for c in capital.conversions} == {D(2017, 10, 11)}


def test_unpriced_parts_are_named_not_counted_as_zero():
    lines = [*DESKMINI, CapitalLine("Seagate 2 TB HDD", None, 1)]
    capital = capital_cost(lines, "TWD", RATES)
    assert capital.unpriced == ("Seagate 2 TB HDD",)
    assert not capital.complete


def _psu(efficiency: str) -> PSU:
    return PSU(
        id="psu-x",
        name="PSU X",
        wattage_w=850,
        efficiency=efficiency,
        pcie_8pin=3,
        eps_8pin=2,
        price=120,
        currency="USD",
        source="vendor page",
        as_of=D(2025, 1, 1),
    )


def test_build_capital_and_psu_efficiency_come_from_the_resolved_build():
    ssd = Storage(
        id="ssd-x",
        name="SSD X",
        kind="nvme",
        interface="PCIe 4.0 x4",
        form_factor="m2_2280",
        capacity_gb=2000,
        price=3450,
        currency="TWD",
        price_date=D(2017, 10, 7),
        source="vendor page",
        as_of=D(2025, 1, 1),
    )
    psu = _psu("gold")
    catalogue = Catalogue.from_parts([ssd, psu])
    build = Build().with_part(psu).with_part(ssd, quantity=2)
    resolved = resolve(build, catalogue)
    capital = build_capital(resolved, "USD", RATES)
    assert capital.total.amount == pytest.approx(120 + 2 * 3450 / 30.232)
    assert build_psu_efficiency(resolved) == 0.90
    assert psu_efficiency("none") is None and psu_efficiency("platinum") == 0.92


def test_electricity_counts_psu_losses_and_idle_hours():
    own = Ownership(
        capital=2200,
        load_power_w=450,
        kwh_price=0.12,
        utilization=0.15,
        psu_efficiency=0.9,
        idle_power_w=60,
        idle_share=0.25,
    )
    assert own.electricity_per_training_hour == pytest.approx(0.5 * 0.12)
    assert own.idle_cost_per_day == pytest.approx(24 * 0.25 * 60 / 0.9 / 1000 * 0.12)
    assert own.total_cost(365) == pytest.approx(2200 + 365 * own.running_cost_per_day)
    assert own.amortised_capital_per_training_hour(3) == pytest.approx(2200 / (3 * 365 * 24 * 0.15))


def test_resale_is_a_share_of_the_capital_in_its_currency():
    assert resale_value(Money(2200, "USD"), 0.4) == Money(880, "USD")
    with pytest.raises(ValueError):
        resale_value(Money(2200, "USD"), 1.5)
