"""Property-based fuzzing of everything a user can hand dlbox: command-line numbers,
build files and import files.

Every case runs the real ``dlbox`` command in-process under a time limit and must:
exit 0, 1 or 2 as documented; print no traceback (one ``dlbox…: error:`` line on
exit 2); finish (no hang); show no inf, nan, negative money or negative time; and,
after any failed import, leave every stored file byte for byte as it was.

``make test`` runs a few dozen examples per property; ``make fuzz`` (or
``DLBOX_FUZZ_EXAMPLES=2000``) runs the long job and prints what it covered.
"""

from __future__ import annotations

import contextlib
import csv
import io
import json
import os
import re
import shutil
import threading
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dlbox.cli import main
from dlbox.core import limits as lim
from dlbox.core.parts import ISO_CURRENCIES
from tests.core.cost_parts import DETTMERS_ARGS

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "data" / "examples").glob("*.dlbox.json"))
PCPARTS = ROOT / "tests" / "data" / "pcparts"
EXAMPLES_PER_PROPERTY = int(os.environ.get("DLBOX_FUZZ_EXAMPLES", "30"))
CASE_SECONDS = 30.0  # one command; the slowest real one takes ~2 s cold
FUZZ = settings(
    max_examples=EXAMPLES_PER_PROPERTY,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
    database=None,
)

# ------------------------------------------------------------ strategies
NASTY_NUMBERS = [
    "0", "-0", "-1", "0.5", "1", "2", "1e308", "-1e308", "1e-308", "5e-324", "1e400",
    "inf", "-inf", "nan", "NaN", "Infinity", "1e20", "1e12", "99999999999999999999999999",
    "", " ", "1_000", "0x10", "1e", "--", "1,5", "७", "9" * 5000,
]  # fmt: skip


def _edges() -> list[str]:
    """Each range's bounds and the numbers just outside them."""
    found: set[str] = set()
    for limit in lim.LIMITS.values():
        for bound in (limit.lo, limit.hi):
            found |= {repr(bound), repr(bound * (1 + 1e-9) + 1e-12), repr(bound - 1e-9)}
    return sorted(found)


number_text = st.one_of(
    st.sampled_from(NASTY_NUMBERS),
    st.sampled_from(_edges()),
    st.floats().map(repr),
    st.integers(min_value=-(10**30), max_value=10**30).map(str),
)

BUILD = str(EXAMPLES[0])
TOWER = str(ROOT / "data" / "examples" / "rtx-4090-tower.dlbox.json")
QUICK_COMPARE = ["compare", TOWER, "--speed-ratio", "2", "--power-w", "500"]
# command base → the numeric flags a case may override (the last value given wins).
COMMANDS: dict[str, tuple[list[str], list[str]]] = {
    "breakeven": (
        DETTMERS_ARGS,
        [
            "capital",
            "power-w",
            "kwh",
            "utilization",
            "cloud-price",
            "speed-ratio",
            "resale",
            "psu-efficiency",
            "idle-w",
            "idle-share",
        ],
    ),
    "compare": (
        QUICK_COMPARE,
        [
            "utilization",
            "kwh",
            "capital",
            "resale",
            "speed-ratio",
            "power-w",
            "spot-rerun",
            "job-hours",
            "deadline",
            "limit",
        ],
    ),
    "compare-job": (
        ["compare", TOWER, "--workload", "resnet50", "--providers", "aws"],
        [
            "epochs",
            "utilization",
            "resale",
            "deadline",
            "limit",
            "egress-gb",
            "egress-price",
            "storage-gb",
            "storage-price",
        ],
    ),
    "estimate": (
        ["estimate", "--gpu", "rtx-4090", "--workload", "resnet50"],
        ["count", "batch", "epochs", "dataset", "power-limit", "cpu-threads"],
    ),
    "estimate-custom": (
        [
            "estimate",
            "--gpu",
            "rtx-4090",
            "--workload",
            "custom",
            "--params",
            "1B",
            "--tokens-per-sample",
            "512",
        ],
        [
            "params",
            "tokens-per-sample",
            "flops-per-sample",
            "layers",
            "hidden",
            "heads",
            "count",
            "batch",
            "epochs",
            "dataset",
        ],
    ),
    "estimate-cnn": (
        [
            "estimate",
            "--gpu",
            "rtx-4090",
            "--workload",
            "custom",
            "--family",
            "cnn",
            "--params",
            "25e6",
            "--flops-per-sample",
            "8e9",
            "--act-mb-per-sample",
            "40",
        ],
        ["params", "flops-per-sample", "act-mb-per-sample", "dataset", "epochs"],
    ),
    "export": (["export", BUILD, "--format", "md"], ["utilization"]),
    "check": (["check", BUILD], ["mains-voltage", "circuit-amps"]),
}


# Text options: codes, ids and lists, where a 200,000-character value must stay one short line.
TEXT_FLAGS: dict[str, list[str]] = {
    "breakeven": ["currency"],
    "compare": ["currency", "rate", "providers", "pricing"],
    "compare-job": ["workload", "providers"],
    "estimate": ["gpu", "workload"],
    "export": ["workload", "provider"],
}
OFFERS = (["offers"], ["gpu", "provider", "pricing"])
hostile_text = st.one_of(
    st.text(max_size=30),
    st.sampled_from(["KRW=1e308", "KRW=0", "KRW=-1", "EUR=nan", "usd", "X" * 200_000, "a,,b"]),
    number_text,
)


@st.composite
def cli_cases(draw: st.DrawFn) -> list[str]:
    name = draw(st.sampled_from([*sorted(COMMANDS), "offers"]))
    base, flags = COMMANDS[name] if name != "offers" else OFFERS
    texts = TEXT_FLAGS.get(name, [])
    argv = list(base)
    if name == "offers" or (texts and draw(st.integers(0, 3)) == 0):
        for flag in draw(st.lists(st.sampled_from(texts or flags), min_size=1, max_size=2)):
            argv.append(f"--{flag}={draw(hostile_text)}")
        return argv
    chosen = draw(st.lists(st.sampled_from(flags), min_size=1, max_size=3, unique=True))
    for flag in chosen:
        argv.append(f"--{flag}={draw(number_text)}")
    if name != "export" and draw(st.booleans()):
        argv.append("--json")
    return argv


# ------------------------------------------------------------- the checks
class HangError(AssertionError):
    pass


def run(argv: list[str]) -> tuple[int, str, str]:
    """``dlbox ARGV`` in-process: (exit code, stdout, stderr), or Hang after CASE_SECONDS."""
    out, err = io.StringIO(), io.StringIO()
    result: list[Any] = []

    def target() -> None:
        try:
            result.append(main(argv))
        except SystemExit as exc:  # argparse
            result.append(exc.code if isinstance(exc.code, int) else 2)
        except BaseException as exc:
            result.append(exc)

    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        thread = threading.Thread(target=target, daemon=True)
        thread.start()
        thread.join(CASE_SECONDS)
    if not result:
        raise HangError(f"dlbox {_brief(argv)} did not finish in {CASE_SECONDS:.0f} s")
    if isinstance(result[0], BaseException):
        raise AssertionError(f"dlbox {_brief(argv)} raised {result[0]!r}") from result[0]
    return int(result[0]), out.getvalue(), err.getvalue()


def _brief(argv: list[str]) -> str:
    return " ".join(lim.shorten(a, 60) for a in argv)


_NON_FINITE = re.compile(r"(?<![\w-])(-?inf|nan|infinity)(?![\w-])", re.IGNORECASE)
# Money prints as "USD 2,200.00" (Money.format): the ISO code, then the amount.
_NEGATIVE_MONEY = re.compile(rf"\b({'|'.join(sorted(ISO_CURRENCIES))}) -\d")
_NEGATIVE_TIME = re.compile(r"(?<![\w.])-\d[\d,]*(\.\d+)? ?(h|hours?|days?|years?)\b")
# JSON keys whose value is money or time; none of them may be negative or non-finite.
_MONEY_OR_TIME = re.compile(
    r"(price|cost|capital|resale|days|hours|_h$|time|energy|throughput|electricity)"
)


# Differences are signed by nature: a fix that saves 50 USD has price_delta -50.
_SIGNED = re.compile(r"(delta|saving|change|diff)")


def _walk(value: Any, key: str = "") -> list[str]:
    problems: list[str] = []
    if isinstance(value, dict):
        for k, v in value.items():
            problems += _walk(v, str(k))
    elif isinstance(value, list):
        for v in value:
            problems += _walk(v, key)
    elif (
        isinstance(value, float)
        and _MONEY_OR_TIME.search(key)
        and not _SIGNED.search(key)
        and value < 0
    ):
        problems.append(f"{key} = {value}")
    return problems


def _no_constant(name: str) -> Any:
    raise AssertionError(f"JSON output holds {name}")


def assert_sane(argv: list[str], code: int, out: str, err: str, *, echoes: bool = False) -> None:
    """``echoes``: the output quotes the input's cells (an import's skipped rows), so a
    cell reading "inf" is not a computed infinity; only the counts line is checked."""
    what = _brief(argv)
    assert code in (0, 1, 2), f"dlbox {what}: exit {code}"
    assert "Traceback" not in err and "Traceback" not in out, f"dlbox {what}: traceback\n{err}"
    if code == 2:
        lines = err.strip().splitlines()
        assert lines and re.match(r"dlbox( \w+)?: error: ", lines[-1]), f"dlbox {what}: {err!r}"
        # One line: ours; argparse adds its usage above.
        assert len(lines[-1]) < 1000, f"dlbox {what}: error line of {len(lines[-1])} chars"
        return
    if echoes:
        out = out.split("\n", 1)[0]
    if out.lstrip().startswith(("{", "[")):
        data = json.loads(out, parse_constant=_no_constant)
        bad = _walk(data)
        assert not bad, f"dlbox {what}: negative money or time in JSON: {bad[:3]}"
        return
    for pattern, kind in (
        (_NON_FINITE, "inf/nan"),
        (_NEGATIVE_MONEY, "negative money"),
        (_NEGATIVE_TIME, "negative time"),
    ):
        found = pattern.search(out)
        assert found is None, (
            f"dlbox {what}: {kind} in output: …{out[max(0, found.start() - 60) : found.end() + 20]!r}"
        )


@pytest.fixture(scope="module", autouse=True)
def _warm() -> None:
    """Load the catalogues once, so the first case's time limit measures dlbox, not imports."""
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        main(["check", BUILD])
        main([*QUICK_COMPARE])


# ---------------------------------------------------------- CLI numbers
@FUZZ
@given(argv=cli_cases())
def test_any_number_on_the_command_line_is_answered_or_refused_in_one_line(argv):
    code, out, err = run(argv)
    assert_sane(argv, code, out, err)


# ---------------------------------------------------------- build files
NUMERIC_SNAPSHOT_VALUES = st.one_of(
    st.sampled_from([0, -1, 1, 4, 5, 10**12, 10**30, 1e308, -1e308, 1e-308, 0.5]),
    st.integers(min_value=-(10**15), max_value=10**15),
    st.floats(allow_nan=False, allow_infinity=False),
)


@st.composite
def hostile_builds(draw: st.DrawFn) -> tuple[str, str]:
    """(file text, where it was changed): an example build with one value made hostile."""
    source = draw(st.sampled_from(EXAMPLES))
    data = json.loads(source.read_text(encoding="utf-8"))
    picks = data["parts"]
    if not picks:
        picks.append({"category": "gpu", "id": "rtx-4090", "quantity": 1})
    index = draw(st.integers(min_value=0, max_value=len(picks) - 1))
    pick = picks[index]
    target = draw(st.sampled_from(["snapshot", "price", "quantity", "quoted_total"]))
    if target == "snapshot" and isinstance(pick.get("snapshot"), dict):
        snap = pick["snapshot"]
        numeric = sorted(k for k, v in snap.items() if isinstance(v, int | float))
        key = draw(st.sampled_from([*numeric, "price", "hpwr_16pin", "pcie_8pin"]))
        snap[key] = draw(NUMERIC_SNAPSHOT_VALUES)
        if draw(st.booleans()):
            snap["price_date"] = draw(st.sampled_from(["9999-12-31", "0001-01-01", "2025-01-01"]))
        where = f"parts[{index}].snapshot.{key}"
    elif target == "price":
        pick["price"] = {
            "amount": draw(NUMERIC_SNAPSHOT_VALUES),
            "currency": draw(st.sampled_from(["USD", "KRW", "usd", "XXX", "X" * 300])),
            "date": draw(st.sampled_from(["2025-01-01", "9999-12-31", None])),
            "source": "fuzz",
        }
        where = f"parts[{index}].price"
    elif target == "quantity":
        pick["quantity"] = draw(NUMERIC_SNAPSHOT_VALUES)
        where = f"parts[{index}].quantity"
    else:
        data["quoted_total"] = {
            "amount": draw(NUMERIC_SNAPSHOT_VALUES),
            "currency": "USD",
            "date": None,
            "source": "fuzz",
        }
        where = "quoted_total"
    text = json.dumps(data)
    if draw(st.integers(0, 9)) == 0:  # JSON's own overflow: a literal that is inf as a float
        text = text.replace('"schema_version": 1', '"schema_version": 1, "x": 1e400', 1)
    return text, where


BUILD_COMMANDS = [
    ["check", "{}"],
    ["check", "{}", "--json"],
    ["export", "{}", "--format", "md"],
    ["export", "{}", "--format", "json"],
    ["estimate", "{}", "--workload", "resnet50"],
    ["compare", "{}", "--speed-ratio", "2", "--power-w", "500", "--limit", "5"],
    ["compare", "{}", "--workload", "resnet50", "--providers", "aws", "--json"],
]


@FUZZ
@given(case=hostile_builds(), command=st.sampled_from(BUILD_COMMANDS))
def test_any_build_file_is_checked_exported_and_priced_or_refused(tmp_path, case, command):
    text, where = case
    path = tmp_path / "fuzz.dlbox.json"
    path.write_text(text, encoding="utf-8")
    argv = [str(path) if a == "{}" else a for a in command]
    code, out, err = run(argv)
    assert_sane([*argv, f"(changed {where})"], code, out, err)


# ---------------------------------------------------------- imports
HAND_EDITED = (
    b"id,price,currency,price_date,price_source\r\n"
    b'rtx-4090,"1,299.00",USD,2025-06-01,my shop receipt\r\n'
    b"not-loadable,abc,USD,2025-01-01,typed by hand\r\n"
    b"rtx-3090,700,USD,2024-12-01,forum\r\n"
)
cell_text = st.one_of(
    number_text,
    st.sampled_from(["rtx-4090", "rtx-3090", "no-such-part", "USD", "usd", "KRW", "XXX"]),
    st.sampled_from(["2025-01-01", "9999-12-31", "0001-01-01", "2025-13-45", "yesterday"]),
    st.text(max_size=20),
    st.just("X" * 200_000),
)


@st.composite
def import_files(draw: st.DrawFn) -> tuple[bytes, list[str]]:
    """(file bytes, extra arguments): a price list or a dataset file with hostile cells."""
    kind = draw(st.sampled_from(["prices", "pcparts"]))
    if kind == "prices":
        header = ["id", "price", "currency", "price_date"]
        if draw(st.booleans()):
            header.append("price_source")
        ids = st.sampled_from(["rtx-4090", "rtx-3090", "no-such-part", "rtx-4080"])
        rows = draw(
            st.lists(
                st.fixed_dictionaries(
                    {
                        "id": ids | cell_text,
                        "price": number_text,
                        "currency": st.sampled_from(["USD", "EUR", "usd", "", "X" * 9]),
                        "price_date": st.sampled_from(["2025-01-01", "9999-12-31", "1066-10-14"])
                        | cell_text,
                        "price_source": cell_text,
                    }
                ),
                max_size=4,
            )
        )
        table = [header, *[[row[c] for c in header] for row in rows]]
    else:
        source = draw(st.sampled_from(sorted(PCPARTS.glob("*.csv"))))
        with source.open(newline="", encoding="utf-8") as handle:
            table = list(csv.reader(handle))[:4]
        for row in table[1:]:
            column = draw(st.integers(min_value=0, max_value=len(row) - 1))
            row[column] = draw(cell_text)
    buffer = io.StringIO()
    ending = draw(st.sampled_from(["\n", "\r\n"]))
    csv.writer(buffer, lineterminator=ending).writerows(table)
    raw = buffer.getvalue().encode("utf-8")
    if draw(st.integers(0, 9)) == 0:
        raw = raw[: draw(st.integers(0, len(raw)))] + b"\xff\x00"  # cut short, then binary
    extra = draw(st.sampled_from([[], ["--kind", kind], ["--as-of", "9999-01-01"]]))
    return raw, extra


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()
    }


def _rows(data: bytes) -> dict[str, list[str]]:
    reader = csv.reader(io.StringIO(data.decode("utf-8"), newline=""))
    next(reader)
    return {row[0]: row for row in reader if row}


@FUZZ
@given(case=import_files())
def test_any_import_is_taken_or_refused_and_never_loses_a_stored_row(tmp_path, case):
    from dlbox.core.importers.user_layer import price_overrides_path, user_catalogue_dir

    raw, extra = case
    shutil.rmtree(user_catalogue_dir(), ignore_errors=True)  # a fresh user layer per example
    stored = price_overrides_path()
    stored.parent.mkdir(parents=True, exist_ok=True)
    stored.write_bytes(HAND_EDITED)
    before = _snapshot(user_catalogue_dir())
    path = tmp_path / "list.csv"
    path.write_bytes(raw)
    argv = ["import", str(path), *extra]
    code, out, err = run(argv)
    assert_sane(argv, code, out, err, echoes=True)
    after = _snapshot(user_catalogue_dir())
    assert not [n for n in after if n.endswith(".tmp")], f"temp files left: {list(after)}"
    if code != 0:
        assert after == before, f"dlbox import exited {code} and changed stored files"
        return
    # Taken: every stored row this import did not replace is still there, unchanged.
    replaced = set(_rows(raw).keys()) if raw.startswith(b"id,") else set()
    now = _rows(after["prices.csv"])
    for part_id, row in _rows(HAND_EDITED).items():
        if part_id not in replaced:
            assert now.get(part_id) == row, f"stored row {part_id} lost or changed"


# ---------------------------------------------------------- autosaves
@FUZZ
@given(case=hostile_builds(), wrap=st.booleans())
def test_any_autosave_is_offered_or_named_never_raised(case, wrap):
    from dlbox.core import autosave

    text, _where = case
    folder = autosave.autosave_dir()
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    path = folder / f"fuzz{autosave.AUTOSAVE_SUFFIX}"
    if wrap:  # a well-formed wrapper around a hostile build
        head = {"dlbox_autosave": autosave.AUTOSAVE_FORMAT, "source": None, "pid": 1}
        text = json.dumps(head)[:-1] + ', "saved_at": "2025-01-01T00:00:00+00:00", "build": '
        text += case[0] + "}"
    path.write_text(text, encoding="utf-8")
    found = autosave.read_autosave(path)
    assert (found.build is None) == (found.error is not None)
    if found.error is not None:
        assert "\n" not in found.error and len(found.error) < 1000
    assert [r.path for r in autosave.list_recoverable(include_running=True)] == [path]
