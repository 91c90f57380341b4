"""The fast remedy search gives exactly the remedies of the straightforward one.

``find_remedies`` plans every candidate's memory first, stops at the rank that
completes the top four and estimates speed only for the candidates that qualify.
``_reference`` below is the straightforward search it replaced — every candidate
checked with ``fits_in_memory``, then fully re-estimated, all of them sorted; a pair
of remedies counts only when neither part fits alone — and both must give the same remedies (labels, settings, GPU counts, peaks, verdicts,
speeds, host RAM), bit for bit, across workloads, GPUs, counts and settings.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import pytest

from dlbox.core.estimate import TrainSettings
from dlbox.core.estimate.estimator import (
    SystemSpec,
    estimate_arrays,
    fits_in_memory,
    plan_fit,
)
from dlbox.core.estimate.hardware import arrays_for
from dlbox.core.estimate.remedies import (
    FULL_CHECKPOINTING_LABEL,
    GROUP,
    JOIN,
    MAX_REMEDIES,
    METHOD,
    SAME,
    SELECTIVE_LABEL,
    Remedy,
    _batch_note,
    _candidates,
    _faster_note,
    _offload_note,
    base_settings,
    combined,
    find_remedies,
    with_paging,
)
from dlbox.core.estimate.workloads import load_workloads, resolve_workload

GPUS = ("rtx-3060-12gb", "rtx-4090", "h100-sxm")
TWO_OF = "rtx-4090"  # also searched as a pair, with the build's RAM known
SETTINGS = {
    "defaults": TrainSettings(),
    # A batch the user set: often tight, where only an outright fit qualifies.
    "batch 8": TrainSettings(batch_per_gpu=8),
    "zero-1 compiled, LoRA, 8-bit decode": TrainSettings(
        zero_stage=1, software_tier="compiled", adapter="lora", inference_bits=8
    ),
}
SYSTEMS = {"no RAM known": SystemSpec(), "64 GB RAM": SystemSpec(ram_gb=64.0)}


def _reference(
    hw: Any,
    count: int,
    workload: Any,
    choices: Any,
    batch: float,
    if_it_fit: float,
    system: Any = None,
) -> list[Remedy]:
    """The remedy search as it was written first: everything estimated, then sorted."""
    base = base_settings(choices)
    ram = getattr(system, "ram_gb", None)
    # The largest smaller micro-batch dividing the effective batch that fits outright,
    # found by planning each one in turn (1 when none does).
    micro = 1
    if workload.task != "decode" and batch > 1:
        effective = int(choices.grad_accum) * int(batch)
        for size in range(int(batch) - 1, 1, -1):
            if effective % size:
                continue
            fit = plan_fit(hw, count, workload, TrainSettings(**{**base, "batch_per_gpu": size}))
            if str(fit.memory.verdict(fit.batch)[0]) == "fits":
                micro = size
                break
    singles = _candidates(workload, choices, count, batch, micro=micro)
    qualified: list[Remedy | None] = []
    unchanged = (int(batch), if_it_fit, choices)
    for label, change, n, note in singles:
        qualified.append(_reference_one(hw, workload, base, label, change, n, note, ram))
        qualified[-1] = _speed_of(qualified[-1], hw, count, workload, base, system, unchanged)
    for i, j, (label, change, n, note) in combined(workload, singles, count):
        if qualified[i] is None and qualified[j] is None:
            pair = _reference_one(hw, workload, base, label, change, n, note, ram)
            qualified.append(_speed_of(pair, hw, count, workload, base, system, unchanged))
    found = [x for x in qualified if x is not None]
    # A stronger variant of a change is not offered where a weaker one (alone or with the
    # same other change) makes the job fit too: selective before full checkpointing, a
    # lower ZeRO stage before a higher one, fewer GPUs bought before more.
    sets = {frozenset(x.label.split(JOIN)) for x in found}

    def ladder(part: str) -> list[str]:
        """The variants of ``part``'s kind, weakest first ([] for a part with none)."""
        if part in (SELECTIVE_LABEL, FULL_CHECKPOINTING_LABEL):
            return [SELECTIVE_LABEL, FULL_CHECKPOINTING_LABEL]
        zero = re.fullmatch(r"ZeRO-\d across the (\d+) GPUs", part)
        if zero:
            return [f"ZeRO-{k} across the {zero.group(1)} GPUs" for k in (1, 2, 3)]
        gpus = re.fullmatch(r"(\d+) (GPUs(?: with ZeRO-3)?)", part)
        if gpus:
            return [f"{n} {gpus.group(2)}" for n in (2, 4, 8)]
        return []

    def weaker_fits(label: str) -> bool:
        parts = label.split(JOIN)
        for i, part in enumerate(parts):
            steps = ladder(part)
            for weaker in steps[: steps.index(part)] if part in steps else []:
                if frozenset([*parts[:i], weaker, *parts[i + 1 :]]) in sets:
                    return True
        return False

    found = [x for x in found if not weaker_fits(x.label)]
    found.sort(
        key=lambda x: (
            x.more_gpus,
            x.count if x.more_gpus else 0,
            max(
                GROUP.get(part, SAME if part.startswith(("ZeRO", "batch ")) else METHOD)
                for part in x.label.split(JOIN)
            ),
            -(x.speed or 0.0),
        )
    )
    return found[:MAX_REMEDIES]


def _reference_one(
    hw: Any,
    workload: Any,
    base: dict[str, Any],
    label: str,
    change: dict[str, Any],
    n: int,
    note: str | None,
    ram: float | None,
) -> Remedy | None:
    """One candidate judged by memory alone (speed filled in by ``_speed_of``)."""
    settings = TrainSettings(**{**base, **change})
    if not bool(fits_in_memory(hw, n, workload, settings)[0]):
        return None
    r = estimate_arrays(hw, n, workload, settings)
    memory = r["memory"]
    peak = float(memory.total(r["batch"])[0])
    verdict = str(memory.verdict(r["batch"])[0])
    if verdict != "fits":  # only an outright fit is a remedy
        return None
    host = float(memory.host[0])
    if host > 0 and ram is not None and host > ram:
        return None
    extra = {"host_gib": host} if host > 0 else {}
    return Remedy(label, change, n, None, peak, verdict, note, more_gpus=False, extra=extra)


def _speed_of(
    x: Remedy | None,
    hw: Any,
    count: int,
    workload: Any,
    base: dict[str, Any],
    system: Any,
    unchanged: tuple[int, float, Any],
) -> Remedy | None:
    """``x`` with its speed cost, fully re-estimated with the build's system, against the
    unchanged run at the same global batch (``unchanged``: the run's batch per GPU, its
    throughput there — at another batch it is estimated again — and its choices)."""
    if x is None:
        return None
    change, n = x.settings, x.count
    r = estimate_arrays(hw, n, workload, TrainSettings(**{**base, **change}), system)
    memory = r["memory"]
    speed_now = float(r["gpu_system_samples"][0] * workload.units_per_sample)
    note = x.note
    if change.get("offload", "none") != "none":
        note = "; ".join(part for part in (note, _offload_note(r)) if part)
    if memory.paged is not None and float(memory.paged[0]) > 0 and speed_now > 0:
        speed_now = with_paging(hw, r, speed_now)
    micro = int(r["batch"][0])
    batch, if_it_fit, choices = unchanged
    if workload.task == "decode":
        compared = batch
    else:
        compared = micro * int(r["choices"].grad_accum) // int(base["grad_accum"])
    if compared != batch:
        same = TrainSettings(**{**base, "batch_per_gpu": compared})
        again = estimate_arrays(hw, count, workload, same, system)
        if_it_fit = float(again["gpu_system_samples"][0] * workload.units_per_sample)
        note = "; ".join(part for part in (note, _batch_note(compared, batch)) if part)
    speed = speed_now / if_it_fit if if_it_fit > 0 else None
    if speed is not None and speed > 1.0 + 1e-6:
        reason = _faster_note(change, choices, n if n == count else 0)
        note = "; ".join(part for part in (note, reason) if part)
    return dataclasses.replace(
        x,
        speed=speed,
        note=note,
        more_gpus=n > count,
        batch=micro,
        compared_batch=compared,
        batch_differs=compared != batch,
    )


@pytest.mark.parametrize("settings_case", sorted(SETTINGS))
def test_fast_search_gives_the_straightforward_remedies(catalogue, settings_case):
    settings = SETTINGS[settings_case]
    checked = 0
    verdicts: set[str] = set()
    seen: set[str] = set()
    for gpu_id in GPUS:
        hw = arrays_for([catalogue.get("gpu", gpu_id)])
        for workload_id in load_workloads():
            for count in (1, 2) if gpu_id == TWO_OF else (1,):
                system = SYSTEMS["64 GB RAM" if count == 2 else "no RAM known"]
                r = estimate_arrays(hw, count, resolve_workload(workload_id), settings, system)
                args = (
                    hw,
                    count,
                    r["workload"],
                    r["choices"],
                    float(r["batch"][0]),
                    float(r["gpu_system_samples"][0] * r["workload"].units_per_sample),
                    system,
                )
                fast, slow = find_remedies(*args), _reference(*args)
                what = f"{workload_id} on {count} × {gpu_id}, {settings_case}"
                assert fast == slow, what
                checked += 1
                verdicts.add(str(r["memory"].verdict(r["batch"])[0]))
                seen.update(x.label for x in fast)
    # The sweep must reach jobs that need remedies and a spread of remedy kinds.
    assert checked == (len(GPUS) + 1) * len(load_workloads())
    assert "does not fit" in verdicts
    assert len(seen) >= 5, seen


def test_a_search_with_few_qualifying_remedies_matches_too(catalogue):
    """Llama 3 8B full fine-tune on one RTX 4090: most candidates do not fit, so every rank
    is searched (the benchmark's case)."""
    hw = arrays_for([catalogue.get("gpu", "rtx-4090")])
    r = estimate_arrays(hw, 1, resolve_workload("llama3-8b-full"), TrainSettings())
    assert str(r["memory"].verdict(r["batch"])[0]) == "does not fit"
    args = (hw, 1, r["workload"], r["choices"], float(r["batch"][0]), 1234.5)
    fast = find_remedies(*args)
    assert fast and fast == _reference(*args)
    assert all(x.verdict != "does not fit" for x in fast)


def test_a_tight_job_takes_only_remedies_that_fit_outright(catalogue):
    """A batch the user set that lands in the band: the unchanged job is tight, and both
    searches agree on remedies that fit outright."""
    hw = arrays_for([catalogue.get("gpu", "rtx-4090")])
    workload = resolve_workload("llama3-8b-lora")
    tight = None
    for batch in range(1, 65):
        r = estimate_arrays(hw, 1, workload, TrainSettings(batch_per_gpu=batch))
        if str(r["memory"].verdict(r["batch"])[0]) == "tight":
            tight = r
            break
    assert tight is not None, "no batch of llama3-8b-lora is tight on an RTX 4090"
    args = (hw, 1, tight["workload"], tight["choices"], float(tight["batch"][0]), 100.0)
    fast = find_remedies(*args)
    assert fast == _reference(*args)
    assert fast and all(x.verdict == "fits" for x in fast)


@pytest.mark.parametrize(
    ("gpu_id", "count", "workload_id", "settings"),
    [
        ("rtx-4090", 1, "llama3-8b-full", TrainSettings()),
        ("rtx-4090", 2, "llama3-8b-full", TrainSettings(zero_stage=1)),
        ("rtx-3060-12gb", 1, "llama3-8b-lora", TrainSettings(batch_per_gpu=4)),
        ("rtx-3060-12gb", 1, "llm-8b-decode", TrainSettings(context_tokens=32768)),
        ("rtx-4090", 1, "gpt2-1.5b", TrainSettings()),  # tight
        ("rtx-4090", 1, "llama3-70b-qlora", TrainSettings()),  # more GPUs
        ("rtx-4090", 1, "llm-70b-decode", TrainSettings(batch_per_gpu=16)),
    ],
)
def test_an_estimate_shows_the_straightforward_remedies(
    catalogue, gpu_id, count, workload_id, settings
):
    """What the user sees (the estimate's memory account and its explanation) starts the
    search from the estimate's own memory plan: still the reference's remedies."""
    from dlbox.core.estimate import estimate_gpus

    card = catalogue.get("gpu", gpu_id)
    est = estimate_gpus(card, count, workload_id, settings, ram_gb=64.0)
    assert est.memory["verdict"] != "fits"
    hw = arrays_for([card])
    r = estimate_arrays(hw, count, resolve_workload(workload_id), settings)
    if_it_fit = float(r["gpu_system_samples"][0] * r["workload"].units_per_sample)
    slow = _reference(
        hw,
        count,
        r["workload"],
        r["choices"],
        float(r["batch"][0]),
        if_it_fit,
        SystemSpec(ram_gb=64.0),
    )
    assert slow, "the case should have remedies"
    assert est.memory["remedies"] == [x.to_dict() for x in slow]
    if est.memory["verdict"] == "does not fit":
        assert est.explain["remedies"] == [x.label for x in slow]


def test_a_gpu_whose_link_is_unknown_gets_the_straightforward_remedies(catalogue):
    """An edited card with no PCIe generation: offload's speed cost cannot be worked out
    (NaN), and the order must still be the one sorting every candidate would give."""
    import dataclasses

    import numpy as np

    hw = arrays_for([catalogue.get("gpu", "rtx-4090")])
    hw = dataclasses.replace(hw, pcie_gen=np.full(len(hw), np.nan))
    for workload_id in ("llama3-8b-full", "gpt2-1.5b", "llama3-70b-qlora"):
        r = estimate_arrays(hw, 1, resolve_workload(workload_id), TrainSettings())
        args = (hw, 1, r["workload"], r["choices"], float(r["batch"][0]), 100.0)
        fast = find_remedies(*args)
        # repr: exact for floats, and NaN (never equal to itself) reads "nan".
        assert repr(fast) == repr(_reference(*args)), workload_id
    assert any(x.speed is not None and np.isnan(x.speed) for x in fast)
