"""The host CPU's single-thread speed, which sets every host-bound floor.

An eager step's (or token's) operator calls go out from one Python thread, so the
host's time per call scales with that core's speed: the same TinyChat on one RTX 4090
took 7.5-8.5 ms a token with an i9-13900K and 17.7-18.6 ms with an EPYC 7-series
(mit-han-lab/llm-awq issue #61).  Each per-call constant of host_dispatch.csv (and the
generation stacks' fitted dispatch) was measured or chosen on one host, its *reference
host* (data/host_reference.csv); a build or a published run with a known CPU is
charged ``constant × reference single-thread / its single-thread``.  The single-thread
figure is one benchmark for every CPU (Cinebench R23 single-core, data/cpu_single_thread.csv:
listed, or scaled from a listed CPU of the same microarchitecture by boost clock and a
vendor's IPC figure).  An unknown CPU, or one without a figure, is charged as the
reference host, and the estimate says so.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pandas as pd

from dlbox.core.catalogue import default_data_dir
from dlbox.core.csv_records import number_cell
from dlbox.core.estimate.notes import QT_TRANSLATE_NOOP, Note, note

SINGLE_THREAD_FILE = Path("cpu_single_thread.csv")
REFERENCE_FILE = Path("host_reference.csv")
RUN_HOSTS_FILE = Path("benchmarks") / "run_hosts.csv"
SCORE = "cinebench_r23_single"
# Whose per-call constants a host-bound floor uses (host_reference.csv's ``group``).
GROUPS = ("decode-hf", "train", "autoawq", "tinychat", "generate", "llamacpp", "llamacpp-hf")


class HostCpuDataError(ValueError):
    """A host-CPU data file has a bad row; the message names the file, row and field."""


@dataclass(frozen=True)
class HostCpu:
    """A CPU whose single-thread figure may be unknown (``single_thread`` None)."""

    id: str
    name: str
    single_thread: float | None


@dataclass(frozen=True)
class HostTerm:
    """How much longer than on its reference host a host call takes on ``cpu``."""

    factor: float
    cpu: HostCpu | None
    reference: HostCpu
    # False where the published runs that name their host contradict the scaling
    # (host_reference.csv ``applied`` 0): the reference host's time for every CPU.
    applied: bool = True

    @property
    def known(self) -> bool:
        return self.applied and self.cpu is not None and self.cpu.single_thread is not None


@cache
def _cpus(root: Path) -> dict[str, HostCpu]:
    path = root / SINGLE_THREAD_FILE
    frame = pd.read_csv(path, dtype=str, keep_default_na=False)
    out: dict[str, HostCpu] = {}
    for line, row in enumerate(frame.itertuples(index=False), start=2):
        text = str(getattr(row, SCORE)).strip()
        score: float | None = None
        if text:
            score = number_cell(text)
            if not math.isfinite(score) or score <= 0:
                raise HostCpuDataError(
                    f"{path}, line {line} ({row.id}): {SCORE} is {text!r}, expected a positive "
                    "number or empty (unknown)"
                )
        out[str(row.id)] = HostCpu(str(row.id), str(row.name), score)
    return out


@cache
def _references(root: Path) -> dict[str, tuple[str, bool]]:
    path = root / REFERENCE_FILE
    frame = pd.read_csv(path, dtype=str, keep_default_na=False)
    cpus = _cpus(root)
    out: dict[str, tuple[str, bool]] = {}
    for line, row in enumerate(frame.itertuples(index=False), start=2):
        ref = cpus.get(str(row.cpu_id))
        if ref is None or ref.single_thread is None:
            raise HostCpuDataError(
                f"{path}, line {line} ({row.group}): cpu_id {row.cpu_id!r} has no single-thread "
                f"figure in {SINGLE_THREAD_FILE}"
            )
        if row.applied not in ("0", "1"):
            raise HostCpuDataError(
                f"{path}, line {line} ({row.group}): applied is {row.applied!r}, expected 1 or 0"
            )
        out[str(row.group)] = (str(row.cpu_id), row.applied == "1")
    missing = sorted(set(GROUPS) - set(out))
    if missing:
        raise HostCpuDataError(f"{path}: no reference host for group {missing[0]!r}")
    return out


@cache
def _run_hosts(root: Path) -> dict[str, str]:
    path = root / RUN_HOSTS_FILE
    if not path.exists():
        return {}
    frame = pd.read_csv(path, dtype=str, keep_default_na=False)
    cpus = _cpus(root)
    for line, row in enumerate(frame.itertuples(index=False), start=2):
        if str(row.cpu_id) not in cpus:
            raise HostCpuDataError(
                f"{path}, line {line} ({row.run_id}): cpu_id {row.cpu_id!r} is not in "
                f"{SINGLE_THREAD_FILE}"
            )
    return dict(zip(frame["run_id"], frame["cpu_id"], strict=True))


def host_cpu(cpu_id: str | None, name: str | None = None) -> HostCpu | None:
    """The CPU ``cpu_id`` with its single-thread figure (None figure when the data has none;
    None when no CPU is given)."""
    if cpu_id is None:
        return None
    known = _cpus(default_data_dir()).get(cpu_id)
    return known if known is not None else HostCpu(cpu_id, name or cpu_id, None)


def known_cpu_ids() -> frozenset[str]:
    """Every CPU id the single-thread data lists (with or without a figure)."""
    return frozenset(_cpus(default_data_dir()))


def reference_host(group: str) -> HostCpu:
    """The host a group's per-call constants were measured or chosen on."""
    return _cpus(default_data_dir())[_references(default_data_dir())[group][0]]


def scaled(group: str) -> bool:
    """Whether ``group``'s per-call time follows the CPU (host_reference.csv ``applied``)."""
    return _references(default_data_dir())[group][1]


def run_host(run_id: str) -> HostCpu | None:
    """The host CPU a published run's source names (data/benchmarks/run_hosts.csv), else None."""
    return host_cpu(_run_hosts(default_data_dir()).get(run_id))


def host_term(cpu: HostCpu | None, group: str) -> HostTerm:
    """The factor on ``group``'s per-call time for ``cpu``: reference single-thread over
    its own; 1 (the reference host's time) when the CPU or its figure is unknown."""
    ref = reference_host(group)
    if not scaled(group):
        return HostTerm(1.0, cpu, ref, applied=False)
    if cpu is None or cpu.single_thread is None:
        return HostTerm(1.0, cpu, ref)
    return HostTerm(float(ref.single_thread or 0.0) / cpu.single_thread, cpu, ref)


def describe(term: HostTerm, per_call_s: float, bound: bool = True, launches: bool = False) -> Note:
    """One line for an estimate's explanation: the host's time per call (per kernel launch
    where ``launches``: a step whose counted launches set the host's time) and on what CPU
    (``bound``: the GPU waits on those calls)."""
    head = (
        note(QT_TRANSLATE_NOOP("Estimate", "host-bound"))
        if bound
        else note(QT_TRANSLATE_NOOP("Estimate", "host calls"))
    )
    if launches:
        return charged_on_cpu(
            term,
            QT_TRANSLATE_NOOP(
                "Estimate",
                "%(head)s: %(us)s µs per kernel launch on CPU %(cpu)s (its single thread "
                "%(ratio)s× the reference host %(reference)s's)",
            ),
            QT_TRANSLATE_NOOP(
                "Estimate",
                "%(head)s: %(us)s µs per kernel launch, as on the reference host %(reference)s "
                "(%(what)s)",
            ),
            head=head,
            us=f"{per_call_s * 1e6:.1f}",
        )
    return charged_on_cpu(
        term,
        QT_TRANSLATE_NOOP(
            "Estimate",
            "%(head)s: %(us)s µs per call on CPU %(cpu)s (its single thread %(ratio)s× "
            "the reference host %(reference)s's)",
        ),
        QT_TRANSLATE_NOOP(
            "Estimate",
            "%(head)s: %(us)s µs per call, as on the reference host %(reference)s (%(what)s)",
        ),
        head=head,
        us=f"{per_call_s * 1e6:.1f}",
    )


def charged_on_cpu(term: HostTerm, scaled: str, unscaled: str, **params: str) -> Note:
    """A host term's line: ``scaled`` (with %(cpu)s and %(ratio)s, its single thread against
    the reference's) when the CPU's speed is known, else ``unscaled`` (with %(what)s: why
    not); both templates also get %(reference)s and ``params``."""
    params = {**params, "reference": term.reference.name}
    if term.known and term.cpu is not None:
        return note(scaled, **params, cpu=term.cpu.name, ratio=f"{1.0 / term.factor:.2f}")
    return note(unscaled, **params, what=unscaled_reason(term))


def unscaled_reason(term: HostTerm) -> Note:
    """Why a host term is charged as on the reference host (``term.known`` is False)."""
    if not term.applied:
        return note(
            QT_TRANSLATE_NOOP(
                "Estimate",
                "not scaled by the CPU: published desktop runs of this kind matched it unscaled",
            )
        )
    if term.cpu is None:
        return note(QT_TRANSLATE_NOOP("Estimate", "no CPU given"))
    return note(
        QT_TRANSLATE_NOOP("Estimate", "%(cpu)s's single-thread speed unknown"),
        cpu=term.cpu.name,
    )
