"""Bring build files of older schema versions up to the current one.

Each migration takes the parsed JSON of version *n* and returns version *n + 1*;
``migrate`` chains them, so a file from any supported version opens.

Version 0 — the pre-release layout (files written before schema_version existed)::

    {
      "version": 0,
      "title": "Lab box",
      "currency": "USD",            # optional, USD when absent
      "comment": "…",               # optional
      "items": [
        {"type": "video-card", "part": "rtx-4090", "qty": 2, "specs": {…}},
        …
      ]
    }

``type`` used PCPartPicker's category names (``video-card``, ``power-supply``,
``cpu-cooler``, ``internal-hard-drive``) as well as today's (``gpu``, ``psu``…).

Version 1 — parts with snapshots and line prices.
Version 2 — adds optional fields only, so a version 1 file keeps its content and only
its version number changes: the training ``job`` a build is for, a ``note`` beside a
quoted price, and the rig (``open_frame``, ``loop``; on GPU lines ``psu_split``,
``risers``, ``water_blocks``, ``power_cables``, ``power_rails``, ``card_model_named``; on motherboard lines
``bios`` and ``bios_dense_ddr5``).  Version 2 is documented in ``docs/build-file.schema.json``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from dlbox.core.build import SCHEMA_VERSION

OLDEST_SUPPORTED = 0

# PCPartPicker category names that v0 files used.
V0_CATEGORY_NAMES = {
    "video-card": "gpu",
    "power-supply": "psu",
    "cpu-cooler": "cooler",
    "internal-hard-drive": "storage",
}


class MigrationError(ValueError):
    """A file claims an old version but its content does not fit that version."""


def detect_version(data: dict[str, Any]) -> int:
    """The schema version a parsed build file claims.

    ``schema_version`` wins; a v0 file says ``"version"``; a file with neither
    is read as the current version (hand-written files often omit it).
    Raises ``MigrationError`` for a version that is not a whole number.
    """
    if "schema_version" in data:
        key = "schema_version"
    elif "version" in data and "items" in data:
        key = "version"
    else:
        return SCHEMA_VERSION
    version = data[key]
    if not isinstance(version, int) or isinstance(version, bool):
        raise MigrationError(
            f"field {key}: expected a whole number (0 to {SCHEMA_VERSION}), got {_short(version)}"
        )
    return version


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "…"


def _v0_to_v1(data: dict[str, Any]) -> dict[str, Any]:
    items = data.get("items", [])
    if not isinstance(items, list):
        raise MigrationError(f"field items: expected a list, got {type(items).__name__}")
    parts: list[Any] = []
    for index, item in enumerate(items):
        if not isinstance(item, dict):
            raise MigrationError(
                f"field items[{index}]: expected an object, got {type(item).__name__}"
            )
        unknown = set(item) - {"type", "part", "qty", "specs"}
        if unknown:
            raise MigrationError(
                f"field items[{index}].{sorted(unknown)[0]}: not a v0 item field "
                "(expected type, part, qty, specs)"
            )
        category = item.get("type")
        pick: dict[str, Any] = {
            "category": V0_CATEGORY_NAMES.get(category, category)
            if isinstance(category, str)
            else category,
            "id": item.get("part"),
            "quantity": item.get("qty", 1),
        }
        if item.get("specs") is not None:
            pick["snapshot"] = item["specs"]
        parts.append(pick)
    unknown = set(data) - {"version", "title", "currency", "comment", "items"}
    if unknown:
        raise MigrationError(
            f"field {sorted(unknown)[0]}: not a v0 field "
            "(expected version, title, currency, comment, items)"
        )
    migrated: dict[str, Any] = {"schema_version": 1, "parts": parts}
    for old, new in (("title", "name"), ("currency", "currency"), ("comment", "notes")):
        if old in data:
            migrated[new] = data[old]
    return migrated


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Every v2 addition is optional with a default that means "as v1 read it"."""
    return {**data, "schema_version": 2}


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {0: _v0_to_v1, 1: _v1_to_v2}


def migrate(data: dict[str, Any]) -> tuple[dict[str, Any], int]:
    """Return ``(data at SCHEMA_VERSION, version the file had)``.

    Raises ``MigrationError`` naming the field when the version is unknown or
    newer than this dlbox, or when the old content does not fit its version.
    """
    version = detect_version(data)
    if version > SCHEMA_VERSION:
        raise MigrationError(
            f"field schema_version: this file was written by a newer dlbox (schema_version "
            f"{version}; this version reads {OLDEST_SUPPORTED} to {SCHEMA_VERSION}) — "
            "update dlbox to open it"
        )
    if version < OLDEST_SUPPORTED:
        raise MigrationError(
            f"field schema_version: expected {OLDEST_SUPPORTED} to {SCHEMA_VERSION}, got {version}"
        )
    original = version
    while version < SCHEMA_VERSION:
        data = MIGRATIONS[version](data)
        version += 1
    return data, original
