"""docs/build-file.schema.json describes what the loader accepts, and every example obeys it.

``jsonschema`` is not a dependency, so a small validator for the keywords the
schema uses lives here; it refuses keywords it does not know, so the schema
cannot silently outgrow it.
"""

from __future__ import annotations

import datetime as dt
import json
import math
import re
from pathlib import Path
from typing import Any, get_args

import pytest
from hypothesis import given, settings

from dlbox.core.build import resolve
from dlbox.core.export import export_build
from dlbox.core.files import BuildFileError, build_to_json, parse_build
from dlbox.core.job import (
    Job,
    JobAdapter,
    JobDiffusionAttention,
    JobEngine,
    JobExperts,
    JobLatents,
    JobMemoryFormat,
    JobPrecision,
    JobSplit,
    JobStack,
    JobTask,
    JobTextEncoder,
)

from .test_files_fuzz import builds
from .test_files_validation import BAD_FILES

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = json.loads((ROOT / "docs" / "build-file.schema.json").read_text(encoding="utf-8"))
# The job's fields whose values are a closed list, with that list's type.
LITERAL_FIELDS = [
    ("precision", JobPrecision),
    ("adapter", JobAdapter),
    ("task", JobTask),
    ("engine", JobEngine),
    ("memory_format", JobMemoryFormat),
    ("stack", JobStack),
    ("latents", JobLatents),
    ("text_encoder", JobTextEncoder),
    ("diffusion_attention", JobDiffusionAttention),
    ("experts", JobExperts),
    ("split", JobSplit),
]
EXAMPLES = sorted((ROOT / "data" / "examples").glob("*.dlbox.json"))

ANNOTATIONS = {"$schema", "$id", "title", "description", "default", "$defs"}
TYPES = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "number": lambda v: isinstance(v, int | float) and not isinstance(v, bool),
    "null": lambda v: v is None,
    "boolean": lambda v: isinstance(v, bool),
}


def _is_date(value: Any) -> bool:
    try:
        dt.date.fromisoformat(value)
    except (TypeError, ValueError):
        return False
    return True


def validate(value: Any, schema: dict[str, Any], path: str = "") -> list[str]:
    """Errors of ``value`` against ``schema`` (a draft 2020-12 subset)."""
    unknown = set(schema) - ANNOTATIONS - {
        "type", "const", "enum", "properties", "required", "additionalProperties", "items",
        "maxItems", "minLength", "maxLength", "pattern", "minimum", "maximum", "oneOf", "$ref",
        "format", "exclusiveMinimum",
    }  # fmt: skip
    assert not unknown, f"validator does not know {unknown}"
    if "$ref" in schema:
        name = schema["$ref"].removeprefix("#/$defs/")
        return validate(value, SCHEMA["$defs"][name], path)
    where = path or "(top)"
    if "type" in schema:
        kinds = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
        if not any(TYPES[k](value) for k in kinds):
            return [f"{where}: not {schema['type']}"]
    if "const" in schema and value != schema["const"]:
        return [f"{where}: not {schema['const']!r}"]
    if "enum" in schema and value not in schema["enum"]:
        return [f"{where}: not one of the enum"]
    if "oneOf" in schema:
        passing = [s for s in schema["oneOf"] if not validate(value, s, path)]
        if len(passing) != 1:
            return [f"{where}: matches {len(passing)} of oneOf"]
    errors: list[str] = []
    if isinstance(value, dict):
        for key in schema.get("required", []):
            if key not in value:
                errors.append(f"{where}: missing {key}")
        properties = schema.get("properties", {})
        for key, item in value.items():
            if key in properties:
                errors += validate(item, properties[key], f"{path}.{key}")
            elif schema.get("additionalProperties", True) is False:
                errors.append(f"{where}: unknown {key}")
    if isinstance(value, list):
        if len(value) > schema.get("maxItems", len(value)):
            errors.append(f"{where}: too many items")
        for index, item in enumerate(value):
            errors += validate(item, schema.get("items", {}), f"{path}[{index}]")
    if isinstance(value, str):
        if not schema.get("minLength", 0) <= len(value) <= schema.get("maxLength", len(value)):
            errors.append(f"{where}: length")
        if "pattern" in schema and not re.search(schema["pattern"], value):
            errors.append(f"{where}: pattern")
        if schema.get("format") == "date" and not _is_date(value):
            errors.append(f"{where}: not a date")
    low, high = schema.get("minimum", -math.inf), schema.get("maximum", math.inf)
    if TYPES["number"](value) and not low <= value <= high:
        errors.append(f"{where}: out of range")
    if TYPES["number"](value) and value <= schema.get("exclusiveMinimum", -math.inf):
        errors.append(f"{where}: out of range")
    return errors


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name.split(".")[0])
def test_every_example_build_validates(path):
    assert validate(json.loads(path.read_text(encoding="utf-8")), SCHEMA) == []


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name.split(".")[0])
def test_every_json_export_validates(path, catalogue):
    exported = export_build(resolve(parse_build(path.read_bytes(), path.name), catalogue), "json")
    assert validate(json.loads(exported), SCHEMA) == []


@settings(max_examples=100, deadline=None)
@given(builds)
def test_whatever_dlbox_writes_the_schema_accepts(build):
    assert validate(json.loads(build_to_json(build)), SCHEMA) == []


# Rules JSON Schema cannot state (repeats, duplicate keys, NaN) or that are not JSON at all.
NOT_SCHEMA_EXPRESSIBLE = {
    "repeated part",
    "duplicate key",
    "NaN",
    "huge float",
    # The schema's pattern takes any three letters in either case, as the loader does
    # before it checks the code against ISO 4217 (a case-insensitive enum of ~160 codes
    # is beyond a JSON Schema pattern worth reading).
    "currency no one pays with",
    "line price in an unknown currency",
}


@pytest.mark.parametrize(
    ("what", "content"),
    [(what, content) for what, content, _ in BAD_FILES if what not in NOT_SCHEMA_EXPRESSIBLE],
)
def test_the_schema_rejects_what_the_loader_rejects(what, content):
    with pytest.raises(BuildFileError):
        parse_build(content, what)
    try:
        document = json.loads(content.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return  # not JSON: nothing for a schema to judge
    if "version" in document and "schema_version" not in document:
        return  # v0 files are migrated, not validated
    assert validate(document, SCHEMA), what


def test_the_schema_names_every_job_field_the_loader_takes():
    # A job saved with --weights or --experts was refused by the documented schema while
    # the app itself wrote and read it: the schema had fallen behind the Job model.
    assert set(SCHEMA["$defs"]["job"]["properties"]) == set(Job.model_fields)


@pytest.mark.parametrize(
    ("field", "choices"),
    [(name, get_args(kind)) for name, kind in LITERAL_FIELDS],
)
def test_the_schema_offers_the_same_choices_as_the_loader(field, choices):
    assert set(SCHEMA["$defs"]["job"]["properties"][field]["enum"]) == {*choices, None}


def test_a_serving_job_with_every_option_saved_validates():
    job = Job(
        workload="llama-3.1-8b-decode",
        model="llama-3.1-8b",
        task="decode",
        engine="llama.cpp",
        weights="Q4_K_M",
        decode_kernel="mmvq",
        expanded_kv_attention=True,
        experts="grouped_mm",
        split="layers",
        llamacpp_build="2024-06",
        context_tokens=4096,
        concurrency=2,
    )
    build = parse_build(EXAMPLES[0].read_bytes(), EXAMPLES[0].name)
    document = json.loads(build_to_json(build.with_job(job)))
    assert document["job"]["weights"] == "Q4_K_M"
    assert validate(document, SCHEMA) == []
