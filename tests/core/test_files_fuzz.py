"""Fuzzing the build-file loader: whatever the bytes, a Build or one clean line — never a crash."""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dlbox.core.build import MAX_QUANTITY, Build, Pick, QuotedPrice
from dlbox.core.files import BuildFileError, build_to_json, parse_build
from dlbox.core.parts import Category

# The structured mutation test runs 1,000 examples; the others add ~1,000 more.
FUZZ = settings(max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SOME = settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])

json_scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**20), max_value=10**20)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12)
)
json_values = st.recursive(
    json_scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)

VALID: dict[str, Any] = {
    "schema_version": 2,
    "name": "Fuzz box",
    "currency": "USD",
    "notes": "",
    "parts": [
        {"category": "gpu", "id": "rtx-4090", "quantity": 2, "snapshot": {"id": "rtx-4090"}},
        {
            "category": "psu",
            "id": "psu-1",
            "price": {"amount": 10.0, "currency": "EUR", "date": "2025-01-01", "source": "shop"},
        },
    ],
    "quoted_total": {"amount": 100.0, "currency": "USD", "date": None, "source": "a quote"},
}
# Paths into VALID that a mutation may replace.
PATHS = [
    ("schema_version",),
    ("name",),
    ("currency",),
    ("notes",),
    ("parts",),
    ("parts", 0),
    ("parts", 0, "category"),
    ("parts", 0, "id"),
    ("parts", 0, "quantity"),
    ("parts", 0, "snapshot"),
    ("parts", 1, "price"),
    ("parts", 1, "price", "amount"),
    ("parts", 1, "price", "date"),
    ("quoted_total",),
    ("quoted_total", "currency"),
]


def _load_or_clean_error(raw: bytes | str) -> Build | None:
    """The contract: a Build, or BuildFileError with one line that names the source."""
    try:
        return parse_build(raw, "fuzz.json")
    except BuildFileError as exc:
        message = str(exc)
        assert message.startswith("fuzz.json")
        assert "\n" not in message and len(message) < 400
        return None


@SOME
@given(st.binary(max_size=64))
def test_random_bytes(raw):
    _load_or_clean_error(raw)


@SOME
@given(json_values)
def test_random_json_documents(value):
    _load_or_clean_error(json.dumps(value))


@FUZZ
@given(st.sampled_from(PATHS), json_values)
def test_valid_build_with_one_field_replaced(path, value):
    doc = json.loads(json.dumps(VALID))
    node = doc
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    build = _load_or_clean_error(json.dumps(doc))
    if build is not None:
        # Whatever was accepted must save and read back unchanged.
        assert parse_build(build_to_json(build), "again") == build


@SOME
@given(st.binary(min_size=1, max_size=8), st.integers(min_value=0, max_value=400))
def test_valid_file_with_bytes_spliced_in(junk, at):
    text = json.dumps(VALID).encode()
    at = min(at, len(text))
    _load_or_clean_error(text[:at] + junk + text[at:])


@SOME
@given(st.integers(min_value=0, max_value=len(json.dumps(VALID))))
def test_truncated_file(cut):
    build = _load_or_clean_error(json.dumps(VALID)[:cut])
    assert build is None or cut == len(json.dumps(VALID))


picks = st.builds(
    Pick,
    category=st.sampled_from(list(Category)),
    id=st.from_regex(r"\A[a-z0-9][a-z0-9._-]{0,20}\Z"),
    quantity=st.integers(min_value=1, max_value=MAX_QUANTITY),
    snapshot=st.none() | st.dictionaries(st.text(max_size=6), json_scalars, max_size=3),
    price=st.none()
    | st.builds(
        QuotedPrice,
        amount=st.floats(min_value=0, max_value=1e7, allow_nan=False),
        currency=st.sampled_from(["USD", "TWD", "KRW", "CNY"]),
        date=st.none() | st.dates(min_value=dt.date(1990, 1, 1), max_value=dt.date.today()),
        source=st.text(min_size=3, max_size=20),
    ),
)
builds = st.builds(
    Build,
    name=st.text(max_size=30),
    currency=st.sampled_from(["USD", "TWD", "EUR"]),
    notes=st.text(max_size=40),
    parts=st.lists(picks, max_size=5, unique_by=lambda p: (p.category, p.id)).map(tuple),
)


@settings(max_examples=100, deadline=None)
@given(builds)
def test_every_valid_build_round_trips(build):
    assert parse_build(build_to_json(build).encode("utf-8"), "rt") == build
