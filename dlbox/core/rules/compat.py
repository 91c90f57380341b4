"""The "compatible with my build" filter: which catalogue parts would add no NEW error.

For a category, every error rule that the candidate part takes part in is
evaluated over the whole catalogue table at once (numpy over cached column
arrays, see arrays.py).  A part is excluded when it fails a check whose finding
is not already in the build without it — so a build that is already broken for
another reason does not empty every list.

Modes: ``replace`` (the candidate takes the place of the category's current
parts, at the same count — the default for CPU, board, PSU, case and cooler) and
``add`` (one more unit next to what is there — the default for GPUs, memory and
storage).  For PSUs, ``add`` judges a candidate as one more PSU beside the build's (a
dual-PSU rig, Edit ▸ Add as Another PSU): by the share of the GPUs' cable power it must
carry for PSU 1 to stay within its rating, not by the whole rig's load.  The workload-fit
rule is not part of the filter.

:class:`ExclusionReasons` explains one part on demand by running the scalar rules
on the build with that part, so the filter and the findings never disagree
(tests/core/test_rules_compat.py checks that they agree part by part).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any, Literal

import numpy as np
import pandas as pd

from dlbox.core.build import SINGLE_CATEGORIES, ResolvedBuild, ResolvedPick
from dlbox.core.catalogue import Catalogue
from dlbox.core.messages import QT_TRANSLATE_NOOP, msg
from dlbox.core.parts import Category, Motherboard, PartBase, Storage
from dlbox.core.rig.load import second_psu_need_w, second_psu_options
from dlbox.core.rig.view import OPEN_FRAME_WORDS, BuildView
from dlbox.core.rules import cooling, physical, platform, power, slots
from dlbox.core.rules import memory as memory_rules
from dlbox.core.rules import storage as storage_rules
from dlbox.core.rules.arrays import PAD, CategoryArrays, catalogue_arrays
from dlbox.core.rules.findings import ExtraFilter, Finding, error, w
from dlbox.core.rules.registry import run_rules
from dlbox.core.rules.suggest import board_layout_filter as board_layout_filter

Mode = Literal["replace", "add"]
# The filter's own key for a PSU too small to be the build's next PSU (no rule has it).
ANOTHER_PSU = "power.another_psu_share"
# An unknown native 16-pin count is read as "enough" (unknown never makes an error).
ALL_NATIVE = 1_000


@dataclass(frozen=True, slots=True)
class Check:
    """One error rule over every candidate.  ``per_candidate``: the finding's key is
    ``key:<candidate id>`` (a rule about the candidate itself)."""

    key: str
    fails: np.ndarray
    per_candidate: bool = False


@dataclass
class Ctx:
    category: Category
    mode: Mode
    quantity: int
    base: BuildView
    a: CategoryArrays
    catalogue: Catalogue
    checks: list[Check] = field(default_factory=list)

    def add(self, key: str, fails: np.ndarray, per_candidate: bool = False) -> None:
        self.checks.append(Check(key, np.asarray(fails, dtype=bool), per_candidate))

    @property
    def n(self) -> int:
        return self.a.n


# ------------------------------------------------------------------ the build around
def base_build(resolved: ResolvedBuild, category: Category, mode: Mode) -> ResolvedBuild:
    if mode == "add":
        return resolved
    picks = tuple(p for p in resolved.picks if p.part.category != category)
    return ResolvedBuild(resolved.build, picks, resolved.unresolved)


def candidate_quantity(resolved: ResolvedBuild, category: Category, mode: Mode) -> int:
    if mode == "add" or category in SINGLE_CATEGORIES:
        return 1
    return max(1, resolved.count(category))


def with_candidate(base: ResolvedBuild, part: PartBase, quantity: int) -> ResolvedBuild:
    picks = (*base.picks, ResolvedPick(part, quantity, "catalogue"))
    return ResolvedBuild(base.build, picks, base.unresolved)


# ------------------------------------------------------------------ shared pieces
def _load_fails(ctx: Ctx, extra_w: np.ndarray | float, supply: np.ndarray | float | None) -> None:
    """power.psu_capacity: base load + the candidate's share vs the supply rating."""
    if supply is None:
        return
    # A new part lands on PSU 1 (the one that feeds the board): its load against its rating.
    load = ctx.base.power.main_load_w + extra_w
    ctx.add("power.psu_capacity", np.greater(load, supply))


def _eps_fails(ctx: Ctx, board_eps: np.ndarray | int, gpu_eps: np.ndarray | int) -> None:
    base = ctx.base
    if base.psu is None or base.bundled_supply or base.psu.eps_8pin is None:
        return
    minimum = np.minimum(board_eps, 1) + gpu_eps
    ctx.add("power.eps_connectors", np.greater(minimum, base.psu.eps_8pin))


def _case_clearance(case_max: np.ndarray | float, front_only: np.ndarray | bool) -> Any:
    return case_max - np.where(front_only, physical.FRONT_RADIATOR_MM, 0.0)


def _gpu_length_checks(
    ctx: Ctx, clearance: Any, gpus: Any = None, where: np.ndarray | bool = True
) -> None:
    # An unnamed card model's length only stands in: a failing case is a warning then.
    unnamed = ctx.base.unnamed_card_ids
    for gpu in {g.id: g for g in (ctx.base.case_gpus if gpus is None else gpus)}.values():
        if gpu.length_mm is not None and gpu.id not in unnamed:
            ctx.add(f"physical.gpu_length:{gpu.id}", (gpu.length_mm > clearance) & where)


def _gpu_height_checks(ctx: Ctx, tallest: Any, gpus: Any, where: np.ndarray | bool = True) -> None:
    # physical.gpu_height: a named card taller than the tallest card the case takes.
    unnamed = ctx.base.unnamed_card_ids
    for gpu in {g.id: g for g in gpus}.values():
        if gpu.height_mm is not None and gpu.id not in unnamed:
            ctx.add(f"physical.gpu_height:{gpu.id}", (gpu.height_mm > tallest) & where)


def _open_cases(a: CategoryArrays) -> np.ndarray:
    """Cases whose type says open frame (riser cards hang outside them)."""

    def build() -> np.ndarray:
        kind = a.table["case_type"].astype("string").str.lower().fillna("")
        hit = np.zeros(a.n, dtype=bool)
        for word in OPEN_FRAME_WORDS:
            hit |= kind.str.contains(word, regex=False).to_numpy(bool)
        return hit

    return a.cached(("open_frame",), build)  # type: ignore[no-any-return]


def _spans(a: CategoryArrays) -> np.ndarray:
    def build() -> np.ndarray:
        width = a.num("slot_width")
        span = np.ceil(np.nan_to_num(width, nan=1.0) - 1e-9)
        return np.maximum(span, 1).astype(np.int64)

    return a.cached(("spans",), build)


# ------------------------------------------------------------------------ boards
def _board_slots(a: CategoryArrays) -> dict[str, np.ndarray]:
    """Per board: x16 slot positions (padded), M.2 counts, memory form, chipset facts."""

    def build() -> dict[str, np.ndarray]:
        series = a.table["pcie_slots"]
        positions = [
            sorted(int(s["position"]) for s in (v or []) if int(s["physical_lanes"]) >= 16)
            for v in series
        ]
        width = max((len(p) for p in positions), default=0) or 1
        matrix = np.full((a.n, width), PAD, dtype=np.int64)
        for row, pos in enumerate(positions):
            matrix[row, : len(pos)] = pos
        # Boards share a handful of slot layouts: seat the cards once per layout.
        layouts, layout_of = np.unique(matrix, axis=0, return_inverse=True)
        m2 = a.table["m2_slots"]
        m2_sata = m2.map(lambda v: sum(1 for s in (v or []) if s["sata"])).to_numpy(np.int64)
        m2_disables = m2.map(lambda v: any(s["disables"] for s in (v or []))).to_numpy(bool)
        # Per distinct value, then spread back through the factorised codes.
        chips = {v: platform.chipset_key(str(v)) for v in a.codes("chipset")[1]}
        forms = {
            v: {"sodimm": 1, "dimm": 2}.get(memory_rules.module_form_for(str(v)) or "", 0)
            for v in a.codes("form_factor")[1]
        }
        return {
            "x16": matrix,
            "layouts": layouts,
            "layout_of": layout_of.reshape(-1),
            "x16_count": (matrix < PAD).sum(axis=1),
            "m2_sata": m2_sata,
            "m2_disables": m2_disables,
            "chip_known": a.mapped(
                "chipset", {v: float(c in platform.CHIPSET_YEAR) for v, c in chips.items()}, 0.0
            ).astype(bool),
            "chip_v1": a.mapped(
                "chipset",
                {v: float(c in platform.LGA1151_V1_CHIPSETS) for v, c in chips.items()},
                0.0,
            ).astype(bool),
            "module_form": a.mapped("form_factor", forms, 0.0).astype(np.int64),
        }

    return a.cached(("board_slots",), build)


def _greedy_min_end(matrix: np.ndarray, spans: list[int]) -> np.ndarray:
    """Fewest case slots per board to seat ``spans`` (PAD: the board cannot seat them)."""
    n = matrix.shape[0]
    if not spans:
        return np.zeros(n, dtype=np.int64)
    orders = slots.distinct_orders(spans)
    if orders is None:  # very mixed card set: exact search per distinct slot layout
        return _exact_min_end(matrix, spans)
    best = np.full(n, PAD, dtype=np.int64)
    for order in orders:
        next_free = np.ones(n, dtype=np.int64)
        end = np.zeros(n, dtype=np.int64)
        ok = np.ones(n, dtype=bool)
        for span in order:
            seat = np.where(matrix >= next_free[:, None], matrix, PAD).min(axis=1)
            ok &= seat < PAD
            end = seat + span - 1
            next_free = seat + span
        best = np.minimum(best, np.where(ok, end, PAD))
    return best


def _exact_min_end(matrix: np.ndarray, spans: list[int]) -> np.ndarray:
    layouts, inverse = np.unique(matrix, axis=0, return_inverse=True)
    ends = np.array(
        [slots.min_case_slots([int(p) for p in row if p < PAD], spans) or PAD for row in layouts],
        dtype=np.int64,
    )
    return ends[inverse.reshape(-1)]


_MOST_POSITIONS = {k: float(v[1]) for k, v in physical.BOARD_SLOT_POSITIONS.items()}
_positions_needed = physical.positions_needed


def _stranded(view: BuildView) -> bool:
    return any(lk.riser and not lk.mount.riser_m2 and not lk.placed for lk in view.placement.links)


def _stranded_per_layout(ctx: Ctx) -> np.ndarray:
    """physical.riser_slots per board: seat the build's cards once per distinct slot layout."""
    a, base = ctx.a, ctx.base

    def build() -> np.ndarray:
        keys = [repr(v) for v in a.table["pcie_slots"]]
        codes, uniques = pd.factorize(pd.Series(keys, dtype=object))
        verdict = np.zeros(len(uniques), dtype=bool)
        for code in range(len(uniques)):
            row = int(np.flatnonzero(codes == code)[0])
            if not isinstance(a.table["pcie_slots"].iloc[row], list):
                continue  # unknown layout: nothing seated, nothing failed
            board = _row_part(ctx, row)
            verdict[code] = _stranded(replace(base, board=board))  # type: ignore[arg-type]
        return verdict[codes]

    key = ("stranded", base.slot_gpu_spans, tuple(base.gpu_mounts), base.open_frame)
    return a.cached(key, build)  # type: ignore[no-any-return]


def _board_checks(ctx: Ctx) -> None:
    a, base = ctx.a, ctx.base
    info = _board_slots(a)
    cpu, case = base.cpu, base.case
    if cpu is not None:
        wrong = ~a.col_equals("socket", cpu.socket)
        if cpu.socket == "LGA1151" and cpu.architecture:
            arch = cpu.architecture.lower()
            v1, v2 = arch in platform.LGA1151_V1_ARCH, arch in platform.LGA1151_V2_ARCH
            lga = info["chip_known"] & a.col_equals("socket", "LGA1151")
            wrong |= lga & ((v1 & ~info["chip_v1"]) | (v2 & info["chip_v1"]))
        ctx.add("platform.socket", wrong)
    # memory
    for kit in {k.id: k for k in base.memory}.values():
        ctx.add(
            f"memory.type:{kit.id}",
            a.known("memory_type") & ~a.col_equals("memory_type", kit.memory_type),
        )
        wanted = info["module_form"]
        kit_code = 1 if kit.form == "sodimm" else 2
        ctx.add(f"memory.form:{kit.id}", (wanted != 0) & (wanted != kit_code))
        reg_only = a.col_true("registered_only")
        ctx.add(
            f"memory.registered:{kit.id}",
            a.known("registered_only")
            & ((kit.registered & ~reg_only) | (~kit.registered & reg_only)),
        )
    if base.memory:
        ctx.add("memory.slots", base.memory_modules > a.num("memory_slots"))
        limit = a.num("max_memory_gb")
        if cpu is not None and cpu.max_memory_gb is not None:
            limit = np.minimum(limit, cpu.max_memory_gb)
        ctx.add("memory.capacity", base.memory_gb > limit)
    if case is not None and case.form_factors:
        accepted = np.zeros(a.n, dtype=bool)
        for listed in case.form_factors:
            accepted |= a.col_isin(
                "form_factor", {listed, *physical.IMPLIED_FORM_FACTORS.get(listed, ())}
            )
        ctx.add("physical.form_factor", ~accepted)
    # GPUs (a board whose slot layout is unknown fails no slot check)
    has_x16 = info["x16_count"] > 0
    mxm_slot = a.col_true("mxm_slot")
    for gpu in {g.id: g for g in base.gpus}.values():
        if gpu.form_factor == "mxm":
            ctx.add(f"physical.gpu_form:{gpu.id}", ~mxm_slot)
        elif gpu.form_factor == "pcie":
            ctx.add(f"physical.gpu_form:{gpu.id}", a.known("pcie_slots") & ~has_x16)
    if sum(1 for g in base.gpus if g.form_factor == "mxm") > 1:
        ctx.add("physical.gpu_slots:mxm", mxm_slot)
    spans = list(base.slot_gpu_spans)
    if spans:
        end = a.cached(
            ("min_end", tuple(sorted(spans))),
            lambda: _greedy_min_end(info["layouts"], spans)[info["layout_of"]],
        )
        ctx.add("physical.gpu_slots", has_x16 & (end >= PAD))
        # Unknown layout: the cards' widths against the most positions the board size has.
        most = a.mapped("form_factor", _MOST_POSITIONS, math.inf)
        ctx.add("physical.gpu_slots", ~a.known("pcie_slots") & (_positions_needed(spans) > most))
        if case is not None and case.expansion_slots is not None and not base.open_frame:
            needed = np.where(has_x16 & (end < PAD), end, sum(spans))
            ctx.add("physical.case_slots", needed > case.expansion_slots)
    if base.riser_gpus:
        ctx.add("physical.riser_slots", _stranded_per_layout(ctx))
    # storage
    m2 = [d for d in base.drives if storage_rules.is_m2(d)]
    m2_slots = a.list_len("m2_slots")
    if m2 or base.m2_adapter_gpus:
        m2_known = a.known("m2_slots")
        wanted = len(m2) + len(base.m2_adapter_gpus)
        ctx.add("storage.m2_count", m2_known & (wanted > m2_slots))
        sata_m2 = sum(1 for d in m2 if d.kind != "nvme")
        ctx.add("storage.m2_sata", m2_known & (len(m2) <= m2_slots) & (sata_m2 > info["m2_sata"]))
    sata = sum(1 for d in base.drives if storage_rules.uses_sata_port(d))
    if sata:
        disabled = _disabled_sata(ctx, info)
        ctx.add("storage.sata_ports", sata > a.num("sata_ports") - disabled)
    # power: the board sets the "rest" share, and asks for EPS connectors
    rest = a.mapped("form_factor", power.BOARD_REST_W, power.DEFAULT_BOARD_REST_W)
    _load_fails(ctx, rest - power.DEFAULT_BOARD_REST_W, base.power.main_supply_w)
    board_eps = np.nan_to_num(a.num("eps_8pin"), nan=0.0).astype(np.int64)
    _eps_fails(ctx, board_eps, sum(g.eps_8pin or 0 for g in power.main_feed_gpus(base)))


def _disabled_sata(ctx: Ctx, info: dict[str, np.ndarray]) -> np.ndarray:
    """SATA ports each board loses to the build's M.2 drives (only boards with such sharing)."""
    a = ctx.a
    drives = tuple(d for d in ctx.base.drives if storage_rules.is_m2(d))
    key = ("disabled_sata", sum(1 for d in drives if d.kind == "nvme"), len(drives))

    def build() -> np.ndarray:
        out = np.zeros(a.n, dtype=float)
        if drives:
            for row in np.flatnonzero(info["m2_disables"]):
                board = _row_part(ctx, int(row))
                assert isinstance(board, Motherboard)
                out[row] = len(BuildView(board=board, drives=drives).m2_use.disabled_sata)
        return out

    return a.cached(key, build)


# ------------------------------------------------------------------------ GPUs
def _gpu_columns(a: CategoryArrays) -> dict[str, Any]:
    """Per GPU table, once: form masks, each card's span group (one per distinct slot
    width of PCIe cards, then one for every other card) and its first row, the
    connector classes (distinct cable count, 16-pin inputs, adapter size) and the
    EPS inputs — so a mask call does a few gathers over the table, not a pass per group."""

    def build() -> dict[str, Any]:
        pcie = a.col_equals("form_factor", "pcie")
        spans = _spans(a)
        values = np.unique(spans[pcie])
        group = np.full(a.n, len(values), dtype=np.int64)  # the last group: non-PCIe cards
        group[pcie] = np.searchsorted(values, spans[pcie])
        firsts = np.full(len(values) + 1, -1, dtype=np.int64)
        present, first_rows = np.unique(group, return_index=True)
        firsts[present] = first_rows
        # Connector classes: NaN (unknown) kept as NaN after a sentinel round trip.
        cables = a.num("pcie_6pin") + a.num("pcie_8pin")
        hp_each = np.nan_to_num(a.num("hpwr_16pin"), nan=0.0)
        per_input = a.num("board_power_w") / np.maximum(hp_each, 1)
        adapter = np.clip(np.ceil(per_input / power.PCIE_8PIN_W - 1e-9), 2, 4)
        columns = [np.nan_to_num(cables, nan=-1.0), hp_each, np.nan_to_num(adapter, nan=-1.0)]
        combined = np.zeros(a.n, dtype=np.int64)
        for column in columns:  # one integer key per row (hashed: sorting rows is slow)
            code, distinct = pd.factorize(column)
            combined = combined * len(distinct) + code
        conn_code, classes_found = pd.factorize(combined)
        first = np.empty(len(classes_found), dtype=np.int64)
        first[conn_code[::-1]] = np.arange(a.n)[::-1]  # each class's first row
        classes = np.stack([column[first] for column in columns], axis=1)
        classes[classes[:, 0] < 0, 0] = np.nan
        classes[classes[:, 2] < 0, 2] = np.nan
        return {
            "pcie": pcie,
            "mxm": a.col_equals("form_factor", "mxm"),
            "module": a.col_isin("form_factor", {"sxm", "oam"}),
            "span_values": [int(v) for v in values],
            "group": group,
            "first_row": firsts,
            "conn_classes": classes,
            "conn_code": conn_code,
            "eps": np.nan_to_num(a.num("eps_8pin"), nan=0.0).astype(np.int64),
        }

    return a.cached(("gpu_columns",), build)  # type: ignore[no-any-return]


def _gpu_checks(ctx: Ctx) -> None:
    a, base, q = ctx.a, ctx.base, ctx.quantity
    board, case, psu = base.board, base.case, base.psu
    cols = _gpu_columns(a)
    pcie, mxm = cols["pcie"], cols["mxm"]
    form_bad = cols["module"]
    if board is not None:
        if not board.mxm_slot:
            form_bad = form_bad | mxm
        if board.pcie_slots is not None and not slots.x16_slots(board):
            form_bad = form_bad | pcie
    ctx.add("physical.gpu_form", form_bad, per_candidate=True)
    if case is not None:
        limit, _ = physical.gpu_clearance(case, base.cooler)
        if limit is not None:
            ctx.add("physical.gpu_length", pcie & (a.num("length_mm") > limit), per_candidate=True)
        if case.max_gpu_height_mm is not None:
            ctx.add(
                "physical.gpu_height",
                pcie & (a.num("height_mm") > case.max_gpu_height_mm),
                per_candidate=True,
            )
    if board is not None and board.mxm_slot:
        base_mxm = sum(1 for g in base.gpus if g.form_factor == "mxm")
        ctx.add("physical.gpu_slots:mxm", base_mxm + np.where(mxm, q, 0) > 1)
    _gpu_slot_checks(ctx, cols)
    # power
    cap = power.power_limit(base)
    _load_fails(ctx, q * a.num("board_power_w") * cap, base.power.main_supply_w)
    if psu is not None and not base.bundled_supply and psu.pcie_8pin is not None:
        _connector_fails(ctx, cols, psu.pcie_8pin, psu.hpwr_16pin)
    board_eps = (board.eps_8pin or 0) if board is not None else 0
    gpu_eps = sum(g.eps_8pin or 0 for g in power.main_feed_gpus(base))
    # An unknown input count (NaN) asks for nothing: the filter keeps such cards.
    _eps_fails(ctx, board_eps, gpu_eps + q * cols["eps"])


def _gpu_slot_checks(ctx: Ctx, cols: dict[str, Any]) -> None:
    """Slot fit depends only on card thickness: one verdict per span group, spread back
    over the table with one gather per rule."""
    a, base, q = ctx.a, ctx.base, ctx.quantity
    board, case = base.board, base.case
    base_spans = list(base.slot_gpu_spans)
    positions = [s.position for s in slots.x16_slots(board)] if board is not None else []
    most = (
        physical.BOARD_SLOT_POSITIONS.get(board.form_factor, (0, None))[1]
        if board is not None and board.pcie_slots is None
        else None
    )
    totals = [[*base_spans, *[s] * q] for s in cols["span_values"]] + [base_spans]
    count = len(totals)
    board_fail = np.zeros(count, dtype=bool)
    case_fail = np.zeros(count, dtype=bool)
    riser_fail = np.zeros(count, dtype=bool)
    for g, total in enumerate(totals):
        first = int(cols["first_row"][g])
        if not total or first < 0:
            continue
        needed = slots.min_case_slots(positions, total) if positions else None
        if positions and needed is None:
            board_fail[g] = True
        if most is not None and _positions_needed(total) > most:
            board_fail[g] = True
        if case is not None and case.expansion_slots is not None and not base.open_frame:
            need = needed if (positions and needed is not None) else sum(total)
            case_fail[g] = need > case.expansion_slots
        if base.riser_gpus and board is not None:
            candidate = _row_part(ctx, first)
            added = (*base.gpus, *[candidate] * (q if candidate.form_factor == "pcie" else 0))
            riser_fail[g] = _stranded(replace(base, gpus=added))  # type: ignore[arg-type]
    group = cols["group"]
    for key, verdict in (
        ("physical.gpu_slots", board_fail),
        ("physical.case_slots", case_fail),
        ("physical.riser_slots", riser_fail),
    ):
        ctx.add(key, verdict[group] if verdict.any() else np.zeros(a.n, dtype=bool))


def _connector_fails(
    ctx: Ctx, cols: dict[str, Any], eight_pins: int, native_count: int | None
) -> None:
    """power.gpu_connectors for GPU candidates: 6/8-pin inputs plus adapters for 16-pin inputs
    that the PSU cannot feed natively (the largest adapters get the native sockets).  Judged
    once per connector class (cable count, 16-pin inputs, adapter size), then gathered."""
    q = ctx.quantity
    native = native_count if native_count is not None else ALL_NATIVE
    feeds = ctx.base.power.feeds
    need = power.connector_need(feeds[0].gpus if len(feeds) > 1 else ctx.base.gpus)
    classes = cols["conn_classes"]
    cables = need.pcie_cables + q * classes[:, 0]
    hp = (q * classes[:, 1]).astype(np.int64)
    adapter = classes[:, 2]
    existing = need.adapter_8pins
    prefix = np.concatenate([[0], np.cumsum(existing)])
    total_adapters = sum(existing) + hp * adapter
    best = np.zeros(len(classes))
    for j in range(0, min(native, int(hp.max(initial=0))) + 1):
        take_existing = prefix[min(max(native - j, 0), len(existing))]
        best = np.maximum(best, np.where(hp >= j, j * adapter + take_existing, 0))
    verdict = cables + total_adapters - best > eight_pins
    ctx.add("power.gpu_connectors", verdict[cols["conn_code"]])


# ------------------------------------------------------------------------ the rest
def _cpu_checks(ctx: Ctx) -> None:
    a, base = ctx.a, ctx.base
    board = base.board
    if board is not None:
        wrong = ~a.col_equals("socket", board.socket)
        chip = platform.chipset_key(board.chipset)
        if board.socket == "LGA1151" and chip in platform.CHIPSET_YEAR:
            arch = a.cached(
                ("arch_lower",),
                lambda: a.table["architecture"].astype("string").str.lower().fillna(""),
            )
            v1 = arch.isin(platform.LGA1151_V1_ARCH).to_numpy(bool)
            v2 = arch.isin(platform.LGA1151_V2_ARCH).to_numpy(bool)
            board_v1 = chip in platform.LGA1151_V1_CHIPSETS
            wrong |= a.col_equals("socket", "LGA1151") & ((v1 & (not board_v1)) | (v2 & board_v1))
        ctx.add("platform.socket", wrong)
    has_types = a.list_len("memory_types") > 0
    for kit in {k.id: k for k in base.memory}.values():
        ctx.add(f"memory.type:{kit.id}", has_types & ~a.list_has("memory_types", kit.memory_type))
    if base.memory:
        limit = a.num("max_memory_gb")
        if board is not None:
            limit = np.fmin(limit, board.max_memory_gb)
        ctx.add("memory.capacity", base.memory_gb > limit)
    if base.cooler is not None and base.cooler.sockets:
        ctx.add("cooler.socket", ~a.col_isin("socket", base.cooler.sockets))
    # power.cpu_power_w: an unknown sustained draw counts the TDP, its floor.
    sustained = a.num("sustained_power_w")
    _load_fails(
        ctx, np.where(np.isnan(sustained), a.num("tdp_w"), sustained), base.power.main_supply_w
    )


def _memory_checks(ctx: Ctx) -> None:
    a, base, q = ctx.a, ctx.base, ctx.quantity
    board, cpu = base.board, base.cpu
    wrong_type = np.zeros(ctx.n, dtype=bool)
    if board is not None and board.memory_type is not None:
        wrong_type |= ~a.col_equals("memory_type", board.memory_type)
    if cpu is not None and cpu.memory_types:
        wrong_type |= ~a.col_isin("memory_type", cpu.memory_types)
    ctx.add("memory.type", wrong_type, per_candidate=True)
    if board is not None:
        wanted = memory_rules.board_module_form(board)
        if wanted is not None:
            ctx.add("memory.form", ~a.col_equals("form", wanted), per_candidate=True)
        if board.registered_only is not None:
            registered = a.col_true("registered")
            ctx.add("memory.registered", registered != board.registered_only, per_candidate=True)
        ctx.add("memory.slots", base.memory_modules + q * a.num("modules") > board.memory_slots)
    limits = [p.max_memory_gb for p in (board, cpu) if p is not None and p.max_memory_gb]
    if limits:
        ctx.add("memory.capacity", base.memory_gb + q * a.num("capacity_gb") > min(limits))
    module_w = np.where(a.col_true("registered"), power.REGISTERED_MODULE_W, power.MODULE_W)
    _load_fails(ctx, q * a.num("modules") * module_w, base.power.main_supply_w)


def _psu_checks(ctx: Ctx) -> None:
    a, base = ctx.a, ctx.base
    if ctx.mode == "add":
        _another_psu_checks(ctx)
        return
    _psu_bay_checks(ctx)
    _load_fails(ctx, 0.0, a.num("wattage_w"))
    if base.bundled_supply:
        return
    if base.gpus:
        ctx.add("power.gpu_connectors", _short_of_cables(a, power.connector_need(base.gpus)))
    board_eps = (base.board.eps_8pin or 0) if base.board is not None else 0
    gpu_eps = sum(g.eps_8pin or 0 for g in power.main_feed_gpus(base))
    minimum = min(board_eps, 1) + gpu_eps
    if board_eps + gpu_eps:
        ctx.add("power.eps_connectors", minimum > a.num("eps_8pin"))


def _another_psu_checks(ctx: Ctx) -> None:
    """A candidate as one more PSU (unit N): it must carry the least GPU cable power that
    brings PSU 1 within its rating, have the cables for some least set of cards that does
    (stated counts only: an unknown count never hides a PSU), and fit the case's PSU bay as
    the rules judge PSU N (not on an open frame)."""
    a, base = ctx.a, ctx.base
    unit = f":psu{len(base.psus) + 1}"
    _psu_bay_checks(ctx, unit)
    need = second_psu_need_w(base)
    if need is None:
        return
    rating = a.num("wattage_w")
    ctx.add(ANOTHER_PSU, rating < need)
    options = second_psu_options(base)
    if not options:
        return  # too many card sets to list: the connectors stay with the rules
    some_set = np.zeros(ctx.n, dtype=bool)
    for watts, gpus in options:
        some_set |= (rating >= watts) & ~_short_of_cables(a, power.connector_need(gpus))
    ctx.add("power.gpu_connectors" + unit, (rating >= need) & ~some_set)


def _short_of_cables(a: CategoryArrays, need: power.ConnectorNeed) -> np.ndarray:
    """PSUs whose stated PCIe 8-pin count cannot feed ``need`` (the largest adapters get
    the native 16-pin sockets; an unknown native count is read as enough)."""
    if not (need.pcie_cables or need.hpwr_inputs):
        return np.zeros(a.n, dtype=bool)
    native = np.nan_to_num(a.num("hpwr_16pin"), nan=ALL_NATIVE).astype(np.int64)
    prefix = np.concatenate([[0], np.cumsum(need.adapter_8pins)])
    served = prefix[np.minimum(native, len(need.adapter_8pins))]
    eight = need.pcie_cables + prefix[-1] - served
    return np.asarray(eight > a.num("pcie_8pin"), dtype=bool)


def _psu_bay_checks(ctx: Ctx, unit: str = "") -> None:
    """physical.psu_form / psu_length of a candidate PSU against the build's case."""
    a, base = ctx.a, ctx.base
    case = base.case
    if case is None or (unit and (base.open_frame or base.bundled_supply)):
        return
    form_bad = np.zeros(ctx.n, dtype=bool)
    if case.psu_form_factors or base.bundled_supply:  # else the bay is unknown: a note
        accepted = set(case.psu_form_factors)
        accepted |= {s for s, host in physical.BRACKETED_PSU.items() if host in accepted}
        form_bad = ~a.col_isin("form_factor", accepted)
    ctx.add("physical.psu_form" + unit, form_bad)
    if case.max_psu_length_mm is not None:
        ctx.add(
            "physical.psu_length" + unit,
            ~form_bad & (a.num("length_mm") > case.max_psu_length_mm),
        )


def _radiator_room(a: CategoryArrays) -> tuple[np.ndarray, np.ndarray]:
    """Largest front and largest other radiator per case (0 = none listed)."""

    def build() -> tuple[np.ndarray, np.ndarray]:
        def split(mounts: Any) -> tuple[int, int]:
            front = other = 0
            for mount in mounts or []:
                where, _, size = str(mount).partition(":")
                if size.isdigit():
                    if where.strip().lower() == "front":
                        front = max(front, int(size))
                    else:
                        other = max(other, int(size))
            return front, other

        pairs = a.table["radiator_mounts"].map(split)
        return (
            np.fromiter((p[0] for p in pairs), dtype=float, count=a.n),
            np.fromiter((p[1] for p in pairs), dtype=float, count=a.n),
        )

    return a.cached(("radiators",), build)


def _case_checks(ctx: Ctx) -> None:
    a, base = ctx.a, ctx.base
    board, cooler, psu = base.board, base.cooler, base.psu
    front, other = _radiator_room(a)
    if board is not None:
        accepted = a.list_has("form_factors", board.form_factor)
        for listed, implied in physical.IMPLIED_FORM_FACTORS.items():
            if board.form_factor in implied:
                accepted = accepted | a.list_has("form_factors", listed)
        ctx.add("physical.form_factor", ~accepted & (a.list_len("form_factors") > 0))
    front_only = np.zeros(ctx.n, dtype=bool)
    if cooler is not None and cooler.kind == "aio" and cooler.radiator_mm is not None:
        rad = cooler.radiator_mm
        front_only = (rad > other) & (rad <= front)
        listed = a.list_len("radiator_mounts") > 0
        ctx.add("cooler.radiator", listed & (rad > other) & (rad > front))
    open_case = _open_cases(a) | base.open_frame_rig
    clearance = _case_clearance(a.num("max_gpu_length_mm"), front_only)
    _gpu_length_checks(ctx, clearance, base.slot_gpus)
    riser_only = [g for g in base.riser_gpus if g.id not in {s.id for s in base.slot_gpus}]
    _gpu_length_checks(ctx, clearance, riser_only, ~open_case)
    tallest = a.num("max_gpu_height_mm")
    _gpu_height_checks(ctx, tallest, base.slot_gpus)
    _gpu_height_checks(ctx, tallest, riser_only, ~open_case)
    gpus = base.slot_gpus
    if gpus:
        needed = base.placement.case_slots_needed
        if board is None or not slots.x16_slots(board) or needed is None:
            needed = sum(base.slot_gpu_spans)
        ctx.add("physical.case_slots", (needed > a.num("expansion_slots")) & ~open_case)
    if cooler is not None and cooler.kind == "air" and cooler.height_mm is not None:
        ctx.add("cooler.height", cooler.height_mm > a.num("max_cooler_height_mm"))
    if psu is not None:
        ok = a.list_has("psu_form_factors", psu.form_factor)
        host = physical.BRACKETED_PSU.get(psu.form_factor)
        if host is not None:
            ok = ok | a.list_has("psu_form_factors", host)
        known = (a.list_len("psu_form_factors") > 0) | ~np.isnan(a.num("includes_psu_w"))
        ctx.add("physical.psu_form", ~ok & known)
        ok = ok | ~known  # an unknown PSU bay is not a form error: its length is still checked
        if psu.length_mm is not None:
            ctx.add("physical.psu_length", ok & (psu.length_mm > a.num("max_psu_length_mm")))
    _radiator_mount_checks(ctx, open_case)
    big = sum(1 for d in base.drives if d.form_factor == "3.5")
    small = sum(1 for d in base.drives if d.form_factor == "2.5")
    bays_35, bays_25 = a.num("bays_35"), a.num("bays_25")
    if big:
        ctx.add("storage.bays_35", big > bays_35)
    if small:
        ctx.add("storage.bays_25", small > bays_25 + np.maximum(0, bays_35 - big))
    if psu is None:
        _load_fails(ctx, 0.0, a.num("includes_psu_w"))


def _several_radiators(view: BuildView) -> list[int] | None:
    """The radiator sizes cooler.radiator_mounts checks, or None when it checks nothing."""
    radiators = cooling.build_radiators(view)
    only_cpu_aio = len(radiators) == 1 and view.cooler is not None and view.cooler.kind == "aio"
    if not radiators or only_cpu_aio or any(size is None for _, size in radiators):
        return None
    return [size for _, size in radiators if size is not None]


def _radiator_mount_checks(ctx: Ctx, open_case: np.ndarray) -> None:
    """cooler.radiator_mounts for case candidates: once per distinct mount list."""
    a, base = ctx.a, ctx.base
    sizes = _several_radiators(base)
    if sizes is None:
        return
    codes, uniques = a.cached(
        ("mount_codes",),
        lambda: pd.factorize(a.table["radiator_mounts"].map(lambda v: ";".join(v or []))),
    )

    def verdict() -> np.ndarray:
        ok = np.array(
            [
                cooling.fits_mounts(sizes, cooling.mount_sizes(u.split(";") if u else []))
                for u in uniques
            ],
            dtype=bool,
        )
        return ok[codes] if len(uniques) else np.ones(a.n, dtype=bool)

    # Per distinct mount list, once per set of radiator sizes (cached with the table).
    fits = a.cached(("mounts_fit", tuple(sorted(sizes))), verdict)
    ctx.add("cooler.radiator_mounts", (a.list_len("radiator_mounts") > 0) & ~fits & ~open_case)


def _cooler_checks(ctx: Ctx) -> None:
    a, base = ctx.a, ctx.base
    cpu, case = base.cpu, base.case
    if cpu is not None:
        ctx.add("cooler.socket", ~a.list_has("sockets", cpu.socket) & (a.list_len("sockets") > 0))
    if case is None:
        return
    air = a.col_equals("kind", "air")
    aio = a.col_equals("kind", "aio")
    if case.max_cooler_height_mm is not None:
        ctx.add("cooler.height", air & (a.num("height_mm") > case.max_cooler_height_mm))
    front = other = 0
    for mount in case.radiator_mounts:
        where, _, size = mount.partition(":")
        if size.isdigit():
            if where.strip().lower() == "front":
                front = max(front, int(size))
            else:
                other = max(other, int(size))
    rad = a.num("radiator_mm")
    if case.radiator_mounts:
        ctx.add("cooler.radiator", aio & (rad > other) & (rad > front))
    others = _several_radiators(replace(base, cooler=None))
    if others and case.radiator_mounts and not base.open_frame:
        room = cooling.mount_sizes(case.radiator_mounts)
        fails = np.zeros(ctx.n, dtype=bool)
        for size in np.unique(rad[aio & ~np.isnan(rad)]):
            if not cooling.fits_mounts([*others, int(size)], room):
                fails |= aio & (rad == size)
        ctx.add("cooler.radiator_mounts", fails)
    front_only = aio & (rad > other) & (rad <= front)
    if case.max_gpu_length_mm is not None:
        _gpu_length_checks(ctx, _case_clearance(case.max_gpu_length_mm, front_only))


def _storage_checks(ctx: Ctx) -> None:
    """Storage errors depend on a drive's kind and form factor only: one scalar run per pair."""
    a, base, q = ctx.a, ctx.base, ctx.quantity
    kinds, _kind_lookup = a.codes("kind")
    forms, form_lookup = a.codes("form_factor")
    pair = kinds * (len(form_lookup) + 1) + forms
    keys = (
        "storage.m2_count",
        "storage.m2_sata",
        "storage.sata_ports",
        "storage.bays_35",
        "storage.bays_25",
        "power.psu_capacity",
    )
    fails = {k: np.zeros(ctx.n, dtype=bool) for k in keys}
    rules = (
        storage_rules.m2_slots,
        storage_rules.sata_ports,
        storage_rules.bays,
        power.psu_capacity,
    )
    for code in np.unique(pair):
        rows = pair == code
        first = int(np.flatnonzero(rows)[0])
        drive = _row_part(ctx, first)
        assert isinstance(drive, Storage)
        view = replace(base, drives=(*base.drives, *[drive] * q))  # a fresh view: nothing cached
        found = {f.rule for rule in rules for f in rule(view) if f.severity == "error"}
        for key in keys:
            if key in found:
                fails[key] |= rows
    for key in keys:
        ctx.add(key, fails[key])


def _row_part(ctx: Ctx, row: int) -> PartBase:
    return ctx.catalogue.get(ctx.category, str(ctx.a.ids[row]))


EVALUATORS: dict[Category, Callable[[Ctx], None]] = {
    Category.CPU: _cpu_checks,
    Category.MOTHERBOARD: _board_checks,
    Category.GPU: _gpu_checks,
    Category.MEMORY: _memory_checks,
    Category.STORAGE: _storage_checks,
    Category.PSU: _psu_checks,
    Category.CASE: _case_checks,
    Category.COOLER: _cooler_checks,
}


# ------------------------------------------------------------------------ public API
@dataclass
class ExclusionReasons:
    """Why a part is excluded: ``reasons(part_id)`` gives the messages of the new errors."""

    catalogue: Catalogue
    category: Category
    base: ResolvedBuild
    quantity: int
    base_keys: set[str] | None  # None: not needed for the mask, found when a part is explained
    ids: np.ndarray
    checks: list[tuple[str, np.ndarray]]
    settings: Any = None
    mode: Mode = "replace"
    # The build the candidates are judged in (without the category's parts in replace mode).
    base_view: BuildView | None = None

    def failed_checks(self, part_id: str) -> list[str]:
        """The vectorised checks the part failed (rule keys), without running the rules."""
        rows = np.flatnonzero(self.ids == part_id)
        if rows.size == 0:
            return []
        return [key for key, new_fail in self.checks if new_fail[rows[0]]]

    def __call__(self, part_id: str) -> list[str]:
        return [f.message for f in self.findings(part_id)]

    def findings(self, part_id: str) -> list[Finding]:
        """The new errors themselves: the UI renders their templates in its language."""
        part = self.catalogue.get(self.category, part_id)
        if self.category == Category.PSU and self.mode == "add":
            return self._another_psu(part)
        if self.base_keys is None:
            self.base_keys = _error_keys(BuildView.of(self.base, settings=self.settings))
        candidate = with_candidate(self.base, part, self.quantity)
        view = BuildView.of(candidate, settings=self.settings)
        return [f for f in run_rules(view) if f.severity == "error" and f.key not in self.base_keys]

    def _another_psu(self, part: PartBase) -> list[Finding]:
        """Why ``part`` cannot be the build's next PSU: the share it would have to carry, the
        cables for the cards it would take over, its fit in the case's PSU bay."""
        view = BuildView.of(self.base, settings=self.settings)
        unit = f":psu{len(view.psus) + 1}"
        found: list[Finding] = []
        need = second_psu_need_w(view)
        rating = float(getattr(part, "wattage_w", 0.0))
        if need is not None and rating < need:
            message = msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "As another PSU, %(name)s (%(psu)s) is too small: it would feed at least "
                    "%(need)s of GPU cable power so that PSU 1 stays within its rating",
                ),
                name=part.name,
                psu=w(rating),
                need=w(need),
            )
            found.append(error(ANOTHER_PSU, message, part))
        if "power.gpu_connectors" + unit in self.failed_checks(part.id):
            found.append(self._too_few_cables(view, part, unit))
        beside = replace(view, extra_psus=(*view.extra_psus, part))  # type: ignore[arg-type]
        found += [
            f for f in physical.psu_fit(beside) if f.severity == "error" and f.key.endswith(unit)
        ]
        return found

    def _too_few_cables(self, view: BuildView, part: PartBase, unit: str) -> Finding:
        options = second_psu_options(view) or []
        _, least = min(options, key=lambda o: (o[0], len(o[1])))
        names = dict.fromkeys(g.name for g in least)
        cards = ", ".join(f"{sum(1 for g in least if g.name == n)} × {n}" for n in names)
        need = power.connector_need(least)
        native = getattr(part, "hpwr_16pin", None)
        # An unknown native count is read as enough for every 16-pin input (as the filter does).
        eight = need.eight_pins_needed(need.hpwr_inputs if native is None else native)
        message = msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "As another PSU, %(name)s has %(has)s PCIe 8-pin and %(native)s native 16-pin: "
                "too few for any set of cards it would take over so that PSU 1 stays within "
                "its rating (the lightest set, %(cards)s, needs %(eight)s PCIe 8-pin)",
            ),
            name=part.name,
            has=str(getattr(part, "pcie_8pin", "?")),
            native=str(native) if native is not None else "?",
            cards=cards,
            eight=str(eight),
        )
        return error("power.gpu_connectors", message, part, key="power.gpu_connectors" + unit)


def compatible_mask(
    catalogue: Catalogue,
    category: Category | str,
    resolved: ResolvedBuild,
    *,
    mode: Mode | None = None,
    settings: Any = None,
) -> tuple[np.ndarray, ExclusionReasons]:
    """Boolean mask over ``catalogue.table(category)``: True = adds no new error to the build.

    Returns the mask and an :class:`ExclusionReasons` that explains any excluded part.
    """
    category = Category(category)
    another_psu = category == Category.PSU and mode == "add" and resolved.count(category) > 0
    # A build holds one CPU, board, …; a PSU may join the build's as one more unit.
    if mode is None or (category in SINGLE_CATEGORIES and not another_psu):
        mode = "replace" if category in SINGLE_CATEGORIES else (mode or "add")
    a = catalogue_arrays(catalogue, category)
    base = base_build(resolved, category, mode)
    base_view = BuildView.of(base, settings=settings)
    # The base's errors matter only where a check shares their key; a PSU in place of the
    # build's has none of its checks' keys among them (see _supply_free), so the rules on
    # the base run only if a part's exclusion is explained (a plan asks for ~300 PSU masks).
    base_keys = None if _supply_free(category, mode, base_view) else _error_keys(base_view)
    ctx = Ctx(category, mode, candidate_quantity(resolved, category, mode), base_view, a, catalogue)
    if a.n:
        EVALUATORS[category](ctx)
    mask = np.ones(a.n, dtype=bool)
    explained: list[tuple[str, np.ndarray]] = []
    for check in ctx.checks:
        if check.per_candidate and base_keys:
            prefix = check.key + ":"
            failing = [k[len(prefix) :] for k in base_keys if k.startswith(prefix)]
            new = check.fails & ~np.isin(a.ids, failing) if failing else check.fails
        elif base_keys and check.key in base_keys:
            continue
        else:
            new = check.fails
        if new.any():
            mask &= ~new
            explained.append((check.key, new))
    reasons = ExclusionReasons(
        catalogue,
        category,
        base,
        ctx.quantity,
        base_keys,
        a.ids,
        explained,
        settings,
        mode,
        base_view,
    )
    return mask, reasons


def _error_keys(view: BuildView) -> set[str]:
    return {f.key for f in run_rules(view) if f.severity == "error"}


def _supply_free(category: Category, mode: Mode, base: BuildView) -> bool:
    """A PSU judged in place of the build's on a build with no other supply (no PSU left,
    no barebone adapter): every rule behind the PSU checks (bay form and length, load,
    GPU cables, EPS) finds nothing to judge without a supply, so none of their keys can be
    among the base's errors and the mask needs no run of the rules on the base
    (tests/core/test_rules_compat.py checks the mask against the rules part by part)."""
    return (
        category == Category.PSU and mode == "replace" and not base.psus and not base.bundled_supply
    )


@dataclass(frozen=True)
class Compatibility:
    """The browser's view of a category: a part is shown when it fits the build either as
    one more unit or in place of the parts already there (a user browsing GPUs with an
    RTX 4090 in the build wants the cards that can replace it, not only a second one).

    ``add`` and ``replace`` are the two masks; ``mask`` is their union; ``reasons``
    explains a part that fails both (as a replacement, the more lenient of the two)."""

    mask: np.ndarray
    add: np.ndarray
    replace: np.ndarray
    reasons: ExclusionReasons

    @property
    def replace_only(self) -> np.ndarray:
        """Parts that fit only in place of the current ones."""
        return self.replace & ~self.add


def compatibility(
    catalogue: Catalogue,
    category: Category | str,
    resolved: ResolvedBuild,
    *,
    settings: Any = None,
    another_psu: bool = False,
) -> Compatibility:
    """Both ways of fitting a part into the build (see :class:`Compatibility`); with
    ``another_psu`` (a build with a PSU), PSUs are judged as one more PSU beside it."""
    category = Category(category)
    if another_psu and category == Category.PSU and resolved.count(category) > 0:
        mask, reasons = compatible_mask(
            catalogue, category, resolved, mode="add", settings=settings
        )
        return Compatibility(mask, mask, mask, reasons)
    replace, reasons = compatible_mask(
        catalogue, category, resolved, mode="replace", settings=settings
    )
    if category in SINGLE_CATEGORIES or resolved.count(category) == 0:
        return Compatibility(replace, replace, replace, reasons)
    add, _ = compatible_mask(catalogue, category, resolved, mode="add", settings=settings)
    return Compatibility(add | replace, add, replace, reasons)


def suggest_ids(
    catalogue: Catalogue,
    category: Category,
    mask: np.ndarray,
    extra: ExtraFilter | None,
    currency: str = "USD",
    limit: int = 3,
    exclude: Any = (),
) -> tuple[str, ...]:
    """Up to ``limit`` ids from ``mask`` (and ``extra``), cheapest first; prices in the
    build's currency rank before other currencies, unpriced parts last.  Ids in
    ``exclude`` (the parts already in the build) are never suggested."""
    a = catalogue_arrays(catalogue, category)
    keep = mask & extra(a) if extra is not None else mask
    if len(exclude):
        keep = keep & ~np.isin(a.ids, list(exclude))
    rows = np.flatnonzero(keep)
    if rows.size == 0:
        return ()
    price, same_currency = a.prices(currency)
    p = price[rows]
    unpriced = np.isnan(p)
    order = np.lexsort(
        (a.ids[rows].astype(str), np.nan_to_num(p, nan=math.inf), ~same_currency[rows], unpriced)
    )
    return tuple(str(a.ids[rows[i]]) for i in order[:limit])


def compatible_ids(
    catalogue: Catalogue, category: Category | str, resolved: ResolvedBuild, **kwargs: Any
) -> list[str]:
    """Convenience for scripts and tests: the ids the mask keeps."""
    mask, _ = compatible_mask(catalogue, category, resolved, **kwargs)
    return [str(i) for i in catalogue_arrays(catalogue, category).ids[mask]]


__all__ = [
    "Compatibility",
    "ExclusionReasons",
    "board_layout_filter",
    "compatibility",
    "compatible_ids",
    "compatible_mask",
    "suggest_ids",
]
