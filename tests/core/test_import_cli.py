"""`dlbox import` as a user or a script runs it: summaries, --json and exit codes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dlbox.cli import main
from dlbox.core.importers import load_user_catalogue

DATA = Path(__file__).resolve().parents[1] / "data"


def test_folder_import_prints_a_summary_with_reasons(capsys):
    assert main(["import", str(DATA / "pcparts"), "--as-of", "2025-07-23"]) == 0
    out = capsys.readouterr().out
    assert "Took 32 rows into " in out
    assert "motherboard.csv: dual-socket board" in out
    assert len(load_user_catalogue()) == 32


def test_json_summary_groups_skips_with_example_lines(capsys):
    assert main(["import", str(DATA / "pcparts" / "memory.csv"), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["kind"] == "pcparts" and data["taken"] == {"memory": 5}
    ddr2 = next(group for group in data["skipped"] if "DDR3/DDR4/DDR5" in group["reason"])
    assert ddr2["rows"] == 1 and ddr2["examples"] == [{"line": 7, "detail": "2,800"}]


def test_without_as_of_prices_carry_the_docyx_snapshot_date(capsys):
    assert main(["import", str(DATA / "pcparts" / "power-supply.csv")]) == 0
    priced = [p for p in load_user_catalogue() if p.price is not None]
    assert priced and {p.price_date.isoformat() for p in priced} == {"2025-07-23"}


def test_price_list_is_detected(capsys):
    assert main(["import", str(DATA / "prices.csv")]) == 0
    assert "Took 2 rows" in capsys.readouterr().out


def test_dry_run_writes_nothing(capsys):
    assert main(["import", str(DATA / "pcparts"), "--dry-run"]) == 0
    assert "Took 32 rows:" in capsys.readouterr().out
    assert len(load_user_catalogue()) == 0


def test_nothing_importable_exits_1(tmp_path, capsys):
    # Boards dlbox cannot model: dual-socket, two sockets listed, CPU soldered on.
    lines = (DATA / "pcparts" / "motherboard.csv").read_text(encoding="utf-8").splitlines()
    path = tmp_path / "motherboard.csv"
    path.write_text(
        "\n".join(
            [lines[0], *(x for x in lines if " x LGA" in x or "/AM3" in x or "Integrated" in x)]
        )
        + "\n",
        encoding="utf-8",
    )
    assert main(["import", str(path)]) == 1
    assert "Took 0 rows" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["nope.csv"], "nope.csv: no such file"),
        (["{tmp}/odd.csv"], "not a docyx/PCPartPicker parts file nor a price list"),
        (["{tmp}/odd.csv", "--kind", "prices"], "line 1: missing columns id, price"),
        (["{data}/pcparts", "--kind", "prices"], "is a folder; expected a CSV file"),
    ],
)
def test_bad_input_exits_2_with_one_line(tmp_path, capsys, args, expected):
    (tmp_path / "odd.csv").write_text("x,y\n1,2\n", encoding="utf-8")
    argv = [a.format(tmp=tmp_path, data=DATA) for a in args]
    assert main(["import", *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith("dlbox: error: ") and err.count("\n") == 1
    assert expected in err


def test_bad_date_is_an_argparse_error(capsys):
    with pytest.raises(SystemExit) as info:
        main(["import", str(DATA / "pcparts"), "--as-of", "July"])
    assert info.value.code == 2
    assert "expected a date like 2025-07-23" in capsys.readouterr().err
