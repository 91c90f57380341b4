"""Where the box runs: the wall circuit and whether the user needs FP64.

The check reads these from the ``site`` argument of ``check_build`` (any object or
dict with ``mains_voltage_v``, ``circuit_amps`` and ``needs_fp64``); the app fills it
from Settings and ``dlbox check`` from ``--mains-voltage``, ``--circuit-amps`` and
``--fp64``.  Without it the check assumes a North American 120 V / 15 A circuit.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dlbox.core.limits import CIRCUIT_AMPS, MAINS_VOLTAGE

DEFAULT_MAINS_V = 120.0
DEFAULT_CIRCUIT_A = 15.0

# Nominal mains voltages people pick from: 100 V Japan, 110 V Taiwan, 120 V North
# America, 127 V parts of Mexico and Brazil, 220 V Korea and China, 230 V Europe,
# 240 V older UK and Australian installations.
MAINS_VOLTAGES: tuple[float, ...] = (100.0, 110.0, 120.0, 127.0, 220.0, 230.0, 240.0)
MIN_MAINS_V, MAX_MAINS_V = MAINS_VOLTAGE.lo, MAINS_VOLTAGE.hi
# Household branch circuits and outlets: 10 A (Australia, China sockets) to 32 A
# (European radial circuits); 63 A is the largest common residential breaker.
MIN_CIRCUIT_A, MAX_CIRCUIT_A = CIRCUIT_AMPS.lo, CIRCUIT_AMPS.hi


@dataclass(frozen=True, slots=True)
class Site:
    mains_voltage_v: float = DEFAULT_MAINS_V
    circuit_amps: float = DEFAULT_CIRCUIT_A
    needs_fp64: bool = False


def mains_voltage_problem(value: float) -> str | None:
    """Why ``value`` is not a usable mains voltage ('expected …, got …'), or None."""
    return MAINS_VOLTAGE.problem(value)


def circuit_amps_problem(value: float) -> str | None:
    """Why ``value`` is not a usable circuit rating ('expected …, got …'), or None."""
    return CIRCUIT_AMPS.problem(value)


def site_value(site: Any, name: str) -> Any:
    """``name`` from any object or dict of settings (None when absent or ``site`` is None)."""
    if site is None:
        return None
    return site.get(name) if isinstance(site, dict) else getattr(site, name, None)
