"""`dlbox export` as a user or a script runs it: formats, output files and exit codes."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from dlbox.cli import main
from dlbox.core.build import Build, Pick, resolve
from dlbox.core.catalogue import shipped_catalogue
from dlbox.core.export import read_csv_export
from dlbox.core.files import parse_build, read_build, write_build

EXAMPLES = Path(__file__).resolve().parents[2] / "data" / "examples"
TOWER = EXAMPLES / "rtx-4090-tower.dlbox.json"


def _street_total_usd(path: Path) -> float:
    """What the tower costs today: opening a file prices its lines at today's street
    prices (the saved snapshot price is history), all of them in USD here."""
    resolved = resolve(read_build(path), shipped_catalogue())
    assert {p.part.currency for p in resolved.picks} == {"USD"}
    return sum(p.part.price * p.quantity for p in resolved.picks)


def test_markdown_to_stdout_by_default(capsys):
    assert main(["export", str(TOWER)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("## Single RTX 4090 tower")
    assert "**GPU** | NVIDIA GeForce RTX 4090 | 1 |" in out


def _section(markdown: str, title: str) -> list[str]:
    lines = markdown.split(f"### {title}\n\n", 1)[1].split("\n\n", 1)[0]
    return lines.splitlines()


def test_markdown_has_the_speed_and_break_even_summary(capsys):
    # Issue 7: "Markdown for forums with totals, findings and the speed/break-even summary".
    assert main(["export", str(TOWER)]) == 0
    out = capsys.readouterr().out
    speed = _section(out, "Training speed")
    assert re.fullmatch(
        r"- ResNet-50 v1\.5, ImageNet 224², Mixed precision \(AMP\): [\d,]+ images/s \(estimate, likely "
        r"[\d,]+–[\d,]+\); bound by [a-z ]+",
        speed[0],
    ), speed
    rent = _section(out, "Own vs rent")
    assert rent[0].startswith("- Cheapest comparable rental: ")
    found = re.match(
        r"- Break\\?-even against the cheapest comparable rental: (owning is cheaper after [\d,]+ days( \([\d.,]+ years\))?|renting stays cheaper) at 10% "
        r"utilisation \(capital ([\d,]+) USD",
        rent[1],
    )
    assert found, rent
    # The capital is the build at today's street prices, not the file's saved ones.
    assert float(found.group(3).replace(",", "")) == pytest.approx(_street_total_usd(TOWER), abs=1)


def test_break_even_days_do_not_depend_on_the_builds_currency(tmp_path, capsys):
    """The build's parts are priced at the comparison's one rate per currency, like the
    offers and electricity: the same box breaks even on the same day in USD, KRW or EUR
    (it did not when its USD prices converted at their own dates' rates)."""
    build = read_build(TOWER)
    days = {}
    for currency in ("USD", "KRW", "EUR"):
        path = tmp_path / f"tower-{currency}.dlbox.json"
        write_build(path, build.model_copy(update={"currency": currency}))
        assert main(["export", str(path)]) == 0
        rent = _section(capsys.readouterr().out, "Own vs rent")
        assert f" {currency}/kWh" in rent[1]
        found = re.search(r"owning is cheaper after ([\d,]+) days", rent[1])
        assert found, rent
        days[currency] = found.group(1)
    assert days["KRW"] == days["USD"] and days["EUR"] == days["USD"], days


def test_summary_follows_workload_and_provider(capsys):
    argv = ["export", str(TOWER), "--workload", "bert-large-squad", "--provider", "aws"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "- BERT-large fine-tune, SQuAD v1.1 (seq 384), Mixed precision (AMP): " in out
    assert "sequences/s (estimate, likely" in out
    assert "- Cheapest comparable rental from AWS: AWS " in out


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["--workload", "nope"], "unknown training workload 'nope'; known: "),
        (["--provider", "acme"], "no cloud offers from 'acme' (providers: "),
        (
            ["--utilization", "0"],
            "--utilization: expected a number from 0.0001 to 1 (share of calendar time), got 0",
        ),
    ],
)
def test_bad_summary_options_exit_2(capsys, args, expected):
    assert main(["export", str(TOWER), *args]) == 2
    err = capsys.readouterr().err
    assert err.startswith("dlbox: error: ") and err.count("\n") == 1
    assert expected in err


def test_a_build_without_gpu_or_prices_says_why_there_is_no_summary(tmp_path, capsys):
    path = tmp_path / "empty.dlbox.json"
    write_build(path, Build(name="empty"))
    assert main(["export", str(path)]) == 0
    out = capsys.readouterr().out
    assert "not estimated: the build has no GPU" in out
    assert "not compared: no part of the build has a price" in out


@pytest.mark.parametrize(
    ("suffix", "check"),
    [
        (".md", lambda text: text.startswith("## ")),
        (".csv", lambda text: bool(read_csv_export(text)[0])),
        (".json", lambda text: bool(parse_build(text, "x").parts)),
        (".html", lambda text: text.startswith("<!DOCTYPE html>") and "Own vs rent" in text),
    ],
)
def test_format_follows_the_output_suffix(tmp_path, capsys, suffix, check):
    out = tmp_path / f"tower{suffix}"
    # Charts need Qt: the core tests stay without it (tests/ui checks the charts).
    assert main(["export", str(TOWER), "-o", str(out), "--no-charts"]) == 0
    assert capsys.readouterr().out == ""
    assert check(out.read_text(encoding="utf-8"))


def test_missing_output_folder_is_refused_not_created(tmp_path, capsys):
    out = tmp_path / "nonexistent" / "dir" / "x.md"
    assert main(["export", str(TOWER), "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("dlbox: error: ") and err.count("\n") == 1
    assert f"folder {out.parent} does not exist" in err
    assert not (tmp_path / "nonexistent").exists()


def test_unknown_suffix_without_format_is_bad_input(tmp_path, capsys):
    assert main(["export", str(TOWER), "-o", str(tmp_path / "tower.docx")]) == 2
    err = capsys.readouterr().err
    assert "cannot tell the format from the suffix '.docx'" in err


def test_unknown_part_exports_with_a_warning_and_exits_like_check(tmp_path, capsys):
    # The documented contract: 1 only when the build has errors. An unknown part is a
    # warning (`dlbox check` exits 0 on it), so export exits 0 as well.
    path = tmp_path / "odd.dlbox.json"
    write_build(path, Build(name="odd", parts=(Pick(category="gpu", id="no-such-gpu"),)))
    out = tmp_path / "odd.csv"
    assert main(["check", str(path)]) == 0
    capsys.readouterr()
    assert main(["export", str(path), "-o", str(out)]) == 0
    assert "dlbox: warning: gpu 'no-such-gpu' is not in the catalogue" in capsys.readouterr().err
    assert read_csv_export(out.read_text(encoding="utf-8"))[0][0].id == "no-such-gpu"


def test_a_build_with_error_findings_exits_1(tmp_path, capsys, catalogue):
    # An RTX 4090 on a 450 W supply: `dlbox check` says error, so does export.
    build = (
        Build(name="underpowered")
        .with_part(catalogue.get("gpu", "rtx-4090"))
        .with_part(next(p for p in catalogue.in_category("psu") if p.wattage_w <= 550))
    )
    path = tmp_path / "weak.dlbox.json"
    write_build(path, build)
    assert main(["check", str(path)]) == 1
    capsys.readouterr()
    assert main(["export", str(path), "-f", "md"]) == 1
    assert "dlbox: build error: " in capsys.readouterr().err


def test_json_export_is_machine_readable(capsys):
    assert main(["export", str(TOWER), "-f", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["schema_version"] == 2
    assert set(data["exported"]) >= {"totals", "lines", "findings", "generator"}


def _markdown_total(markdown: str) -> tuple[float, str]:
    rows = [line for line in markdown.splitlines() if "| **Total** |" in line]
    assert len(rows) == 1, f"expected one total, got {rows}"
    amount, currency = re.search(r"\*\*([\d,.]+) ([A-Z]{3})\*\*", rows[0]).groups()
    return float(amount.replace(",", "")), currency


def test_currency_option_gives_one_total_in_that_currency(capsys):
    """Issue 16 item 8: one total in the asked currency, the same the cost summary uses."""
    assert main(["export", str(TOWER), "--currency", "twd", "--rate", "TWD=32"]) == 0
    out = capsys.readouterr().out
    amount, currency = _markdown_total(out)
    usd = _street_total_usd(TOWER)
    assert currency == "TWD"
    assert amount == pytest.approx(usd * 32, abs=1)
    assert "Converted at 1 USD = 32 TWD" in out
    capital = re.search(r"capital ([\d,]+) TWD", out).group(1)
    assert float(capital.replace(",", "")) == pytest.approx(amount, abs=1)
    assert "USD**" not in out  # no second total in the parts' own currency


def test_json_export_is_in_the_asked_currency_and_reopens_in_it(tmp_path, capsys):
    target = tmp_path / "tower.json"
    assert main(["export", str(TOWER), "--currency", "KRW", "-o", str(target)]) == 0
    data = json.loads(target.read_text(encoding="utf-8"))
    assert data["currency"] == "KRW"
    assert data["exported"]["total"]["currency"] == "KRW"
    assert list(data["exported"]["totals"]) == ["KRW"]
    assert data["exported"]["rates"] and data["exported"]["rates"][0].startswith("1 USD = ")
    assert read_build(target).currency == "KRW"


def test_csv_total_row_is_in_the_report_currency(capsys):
    assert main(["export", str(TOWER), "--currency", "EUR", "--format", "csv"]) == 0
    lines, totals = read_csv_export(capsys.readouterr().out)
    assert list(totals) == ["EUR"]
    assert lines and all(line.currency == "USD" for line in lines)  # unit prices as quoted


def test_unknown_export_currency_is_refused_in_one_line(capsys):
    assert main(["export", str(TOWER), "--currency", "XYZ"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no exchange rate for XYZ" in err and "--rate XYZ=" in err


def test_a_line_with_unusable_saved_specs_keeps_its_saved_name(tmp_path, capsys):
    data = json.loads(TOWER.read_text(encoding="utf-8"))
    data["parts"][0] = {
        "category": "gpu",
        "id": "my-own-card",
        "quantity": 1,
        "snapshot": {"id": "my-own-card", "name": "Friend's water-cooled 4090"},
    }
    path = tmp_path / "odd.dlbox.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["export", str(path), "--format", "csv"]) == 0
    lines, _ = read_csv_export(capsys.readouterr().out)
    assert ("my-own-card", "Friend's water-cooled 4090") in [(x.id, x.name) for x in lines]


def test_export_summarises_the_builds_saved_job(tmp_path, capsys):
    from dlbox.core.job import Job

    path = tmp_path / "job.dlbox.json"
    write_build(path, read_build(TOWER).with_job(Job(workload="bert-base-squad", epochs=2)))
    assert main(["export", str(path)]) == 0
    speed = _section(capsys.readouterr().out, "Training speed")
    assert speed[0].startswith("- BERT-base"), speed
    assert "for 2 epochs" in speed[1]
