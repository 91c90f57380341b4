"""Every bad build file gets one line naming the file, the field and what was expected."""

from __future__ import annotations

import json
import os

import pytest

from dlbox.cli import main
from dlbox.core.build import Build
from dlbox.core.files import (
    MAX_BUILD_FILE_BYTES,
    MAX_NESTING,
    BuildFileError,
    build_to_json,
    parse_build,
    read_build,
    write_build,
)


def _pick(**overrides):
    return {"category": "gpu", "id": "rtx-4090", "quantity": 1, **overrides}


def _doc(**overrides):
    return json.dumps({"schema_version": 2, "name": "x", "parts": [_pick()], **overrides})


BAD_FILES = [
    # (what, file content, text the message must contain)
    ("malformed JSON", b'{"name": "x",, }', "not valid JSON at line 1, column 14"),
    ("truncated JSON", _doc().encode()[:-3], "not valid JSON"),
    ("top level list", b"[1, 2]", "expected a JSON object"),
    ("empty file", b"", "not valid JSON at line 1, column 1"),
    (
        "quantity as text",
        _doc(parts=[_pick(quantity="2")]).encode(),
        'field parts[0].quantity: expected a whole number, got "2"',
    ),
    (
        "quantity as bool",
        _doc(parts=[_pick(quantity=True)]).encode(),
        "field parts[0].quantity: expected a whole number, got true",
    ),
    (
        "quantity as float",
        _doc(parts=[_pick(quantity=2.5)]).encode(),
        "field parts[0].quantity: expected a whole number, got 2.5",
    ),
    (
        "negative quantity",
        _doc(parts=[_pick(quantity=-3)]).encode(),
        "field parts[0].quantity: expected a whole number from 1 to 64, got -3",
    ),
    (
        "absurd quantity",
        _doc(parts=[_pick(quantity=10**6)]).encode(),
        "field parts[0].quantity: expected a whole number from 1 to 64, got 1000000",
    ),
    (
        "unknown category",
        _doc(parts=[_pick(category="toaster")]).encode(),
        "field parts[0].category: expected one of gpu, cpu, motherboard, memory, storage, psu, "
        'case, cooler, got "toaster"',
    ),
    (
        "name as number",
        _doc(name=42).encode(),
        "field name: expected text, got 42",
    ),
    (
        "parts as object",
        _doc(parts={"gpu": "rtx-4090"}).encode(),
        "field parts: expected a list, got an object",
    ),
    (
        "misspelt top-level key",
        _doc(prts=[]).encode(),
        "field prts: is not a known field (expected one of schema_version, name, currency",
    ),
    (
        "misspelt pick key",
        _doc(parts=[_pick(qty=2)]).encode(),
        "field parts[0].qty: is not a known field (expected one of category, id, quantity",
    ),
    (
        "negative power cables",
        _doc(parts=[_pick(power_cables=-1)]).encode(),
        "field parts[0].power_cables: expected a whole number of cables from 1 to 8 per card "
        "(leave the field out when it is not known), got -1",
    ),
    (
        "power cables as text",
        _doc(parts=[_pick(power_cables="2")]).encode(),
        'field parts[0].power_cables: expected a whole number, got "2"',
    ),
    (
        "fractional power rails",
        _doc(parts=[_pick(power_rails=1.5)]).encode(),
        "field parts[0].power_rails: expected a whole number, got 1.5",
    ),
    (
        "missing id",
        _doc(parts=[{"category": "gpu"}]).encode(),
        "field parts[0].id: is required but missing",
    ),
    (
        "bad id",
        _doc(parts=[_pick(id="RTX 4090!")]).encode(),
        "field parts[0].id: expected a catalogue id (lowercase letters, digits",
    ),
    (
        "bad currency",
        _doc(currency="dollars").encode(),
        "field currency: expected a 3-letter ISO currency code",
    ),
    (
        "currency no one pays with",
        _doc(currency="XYZ").encode(),
        "field currency: expected an ISO 4217 currency code such as USD, EUR, JPY, KRW, CNY "
        "or TWD, got 'XYZ'",
    ),
    (
        "line price in an unknown currency",
        _doc(
            parts=[_pick(price={"amount": 1, "currency": "ABC", "date": None, "source": "shop"})]
        ).encode(),
        "field parts[0].price.currency: expected an ISO 4217 currency code",
    ),
    (
        "quantity with 5000 digits",
        _doc(parts=[_pick(quantity=1)])
        .replace('"quantity": 1', '"quantity": ' + "9" * 5000)
        .encode(),
        "field parts[0].quantity: expected a whole number from 1 to 64, got a number with "
        "5,000 digits",
    ),
    (
        "schema version with 400 digits",
        _doc().replace('"schema_version": 2', '"schema_version": ' + "1" * 400).encode(),
        "field schema_version: expected a number of at most 30 digits, got a number with 400",
    ),
    (
        "repeated part",
        _doc(parts=[_pick(), _pick(quantity=2)]).encode(),
        "parts[1] repeats gpu 'rtx-4090' from parts[0]",
    ),
    (
        "newer schema",
        _doc(schema_version=3).encode(),
        "field schema_version: this file was written by a newer dlbox (schema_version 3",
    ),
    (
        "negative schema",
        _doc(schema_version=-1).encode(),
        "field schema_version: expected 0 to 2, got -1",
    ),
    (
        "schema as text",
        _doc(schema_version="1").encode(),
        "field schema_version: expected a whole number (0 to 2), got '1'",
    ),
    ("NaN", b'{"name": "x", "notes": NaN}', "NaN is not a number JSON allows"),
    ("huge float", b'{"name": "x", "quoted_total": {"amount": 1e999}}', "is too large"),
    ("duplicate key", b'{"name": "x", "name": "y"}', "duplicate key 'name'"),
    ("non-UTF-8", "名前".encode("big5") + b'{"name": "x"}', "is not UTF-8 text (byte 0)"),
    ("UTF-16", '{"name": "x"}'.encode("utf-16"), "is not UTF-8 text"),
    (
        "line price without date",
        _doc(parts=[_pick(price={"amount": 1, "currency": "USD", "source": "shop"})]).encode(),
        "field parts[0].price.date: is required but missing",
    ),
]


@pytest.mark.parametrize(
    ("content", "expected"), [c[1:] for c in BAD_FILES], ids=[c[0] for c in BAD_FILES]
)
def test_bad_file_names_field_and_expectation_in_one_line(tmp_path, content, expected):
    path = tmp_path / "bad.dlbox.json"
    path.write_bytes(content)
    with pytest.raises(BuildFileError) as info:
        read_build(path)
    message = str(info.value)
    assert message.startswith(f"{path}: ")
    assert expected in message
    assert "\n" not in message


@pytest.mark.parametrize(
    ("content", "expected"), [c[1:] for c in BAD_FILES], ids=[c[0] for c in BAD_FILES]
)
def test_cli_exits_2_with_one_line_and_no_traceback(tmp_path, capsys, content, expected):
    path = tmp_path / "bad.dlbox.json"
    path.write_bytes(content)
    assert main(["export", str(path), "--format", "md"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1
    assert captured.err.startswith("dlbox: error: ")
    assert expected in captured.err
    assert "Traceback" not in captured.err


def test_deep_nesting_names_the_path(tmp_path):
    deep = "[" * (MAX_NESTING + 5) + "]" * (MAX_NESTING + 5)
    path = tmp_path / "deep.json"
    path.write_text(f'{{"name": "x", "notes": {deep}}}', encoding="utf-8")
    with pytest.raises(BuildFileError, match=r"field notes\[0\]\[0\].*nested more than 20 levels"):
        read_build(path)


def test_nesting_beyond_the_json_parser_is_a_clean_error(tmp_path):
    path = tmp_path / "deeper.json"
    path.write_text("[" * 200_000 + "]" * 200_000, encoding="utf-8")
    with pytest.raises(BuildFileError, match="nested"):
        read_build(path)


def test_file_over_10_mb_is_refused_without_reading_it_all(tmp_path):
    path = tmp_path / "huge.json"
    with path.open("wb") as handle:
        handle.write(b'{"name": "')
        handle.seek(MAX_BUILD_FILE_BYTES + 10)
        handle.write(b'"}')
    with pytest.raises(BuildFileError, match="more than 10 MB; expected a build file"):
        read_build(path)


def test_missing_file_and_folder(tmp_path):
    with pytest.raises(BuildFileError, match="no such file"):
        read_build(tmp_path / "nope.json")
    with pytest.raises(BuildFileError, match="is a folder"):
        read_build(tmp_path)


def test_only_the_first_problem_is_spelled_out_and_the_rest_counted():
    text = _doc(parts=[_pick(quantity=0), _pick(id="b", quantity=-1), _pick(id="c", quantity=99)])
    with pytest.raises(BuildFileError) as info:
        parse_build(text, "t")
    assert "parts[0].quantity" in str(info.value)
    assert str(info.value).endswith("(and 2 more problems)")
    assert info.value.field == "parts[0].quantity"


def test_a_file_without_schema_version_reads_as_v1():
    build = parse_build('{"name": "hand-written", "parts": [{"category": "cpu", "id": "x"}]}')
    assert build.name == "hand-written"
    assert build.parts[0].quantity == 1


def test_export_block_is_ignored_on_reading():
    text = _doc(exported={"totals": {"USD": 1}})
    assert "exported" not in parse_build(text).to_dict()


def test_utf8_with_bom_and_non_ascii_names_round_trip(tmp_path):
    path = tmp_path / "bom.json"
    build = Build(name="深度學習 box", notes="メモ — ✓", currency="TWD")
    write_build(path, build)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert read_build(path) == build


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_is_refused_instead_of_hanging(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(BuildFileError, match="is not a regular file"):
        read_build(fifo)


def test_a_file_name_with_a_newline_still_gives_one_line(tmp_path):
    path = tmp_path / "two\nlines.json"
    path.write_bytes(b"{oops")
    with pytest.raises(BuildFileError) as info:
        read_build(path)
    assert "\n" not in str(info.value) and "two\\nlines.json" in str(info.value)


def test_the_tree_is_walked_for_long_integers_only_when_the_parser_met_one(monkeypatch):
    import dlbox.core.files as files

    walked = []
    real = files._find_huge
    monkeypatch.setattr(files, "_find_huge", lambda data: walked.append(1) or real(data))
    files.parse_build_json(_doc(parts=[_pick(quantity=2)]), "b.json")
    assert walked == []
    with pytest.raises(BuildFileError, match="at most 30 digits"):
        files.parse_build_json('{"schema_version": ' + "1" * 40 + "}", "b.json")
    assert walked == [1]


def test_cabling_on_a_non_gpu_line_is_refused_naming_the_line():
    # The schema cannot say "GPU lines only"; the loader does, in one line.
    content = _doc(parts=[_pick(category="psu", id="psu-a", power_cables=2)])
    with pytest.raises(BuildFileError) as info:
        parse_build(content, "rig.dlbox.json")
    message = str(info.value)
    assert "parts[0]" in message and "power_cables describes GPU lines only" in message
    assert "\n" not in message


def test_a_bios_on_a_non_board_line_is_refused_and_a_board_line_keeps_it():
    content = _doc(parts=[_pick(category="gpu", id="gpu-a", bios="1222")])
    with pytest.raises(BuildFileError) as info:
        parse_build(content, "rig.dlbox.json")
    message = str(info.value)
    assert "parts[0]" in message and "bios describes motherboard lines only" in message
    assert "\n" not in message
    board_line = _pick(category="motherboard", id="board-a", bios="1222", bios_dense_ddr5=False)
    build = parse_build(_doc(parts=[board_line]), "rig.dlbox.json")
    [pick] = build.parts
    assert (pick.bios, pick.bios_dense_ddr5) == ("1222", False)
    assert '"bios": "1222"' in build_to_json(build)
    assert '"bios"' not in build_to_json(build.with_board_bios("board-a", None, None))
