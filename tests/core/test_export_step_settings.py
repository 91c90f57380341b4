"""An exported report names the gradient accumulation and layout the build's job trains with,
next to the precision, so a reader can repeat the run."""

from __future__ import annotations

from pathlib import Path

from dlbox.cli import main as cli
from dlbox.core.files import read_build, write_build
from dlbox.core.job import Job

TOWER = Path(__file__).resolve().parents[2] / "data" / "examples" / "rtx-4090-tower.dlbox.json"


def test_markdown_report_names_accumulation_and_channels_last(tmp_path, capsys):
    build = read_build(TOWER).with_job(
        Job(workload="resnet50", precision="amp", grad_accum=4, memory_format="nhwc")
    )
    path = tmp_path / "accum.dlbox.json"
    write_build(path, build)
    out = tmp_path / "report.md"
    assert cli(["export", str(path), "--format", "md", "-o", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    assert "4 micro-batches per step" in text
    assert "channels-last (NHWC)" in text
    # The figure is the estimate with both applied, as `dlbox estimate` gives it.
    capsys.readouterr()
    cli(["estimate", str(path), "--workload", "resnet50", "--grad-accum", "4",
         "--memory-format", "nhwc"])  # fmt: skip
    said = capsys.readouterr().out
    first = next(line for line in said.splitlines() if "images/s" in line)
    number = first.split("images/s")[0].split()[-1]
    assert number in text


def test_a_job_without_them_reads_as_before(tmp_path):
    path = tmp_path / "plain.dlbox.json"
    write_build(path, read_build(TOWER).with_job(Job(workload="resnet50")))
    out = tmp_path / "report.md"
    assert cli(["export", str(path), "--format", "md", "-o", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    assert "micro-batches" not in text and "NHWC" not in text


def test_a_dreambooth_report_names_its_options_and_gives_the_clis_figure(tmp_path, capsys):
    """A build saved with prior preservation and an EMA (the app's "Options…" menu): the
    report says so, and its images/s is `dlbox estimate --prior-preservation --ema`'s."""
    job = Job(workload="sd15-finetune", prior_preservation=True, ema=True)
    path = tmp_path / "dreambooth.dlbox.json"
    write_build(path, read_build(TOWER).with_job(job))
    out = tmp_path / "report.md"
    assert cli(["export", str(path), "--format", "md", "-o", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    assert "prior preservation, EMA" in text
    figures = {}
    for flags in ((), ("--prior-preservation", "--ema")):
        capsys.readouterr()
        cli(["estimate", str(path), "--workload", "sd15-finetune", *flags])
        said = capsys.readouterr().out
        first = next(line for line in said.splitlines() if "images/s" in line)
        figures[flags] = first.split("images/s")[0].split()[-1]
    assert figures[("--prior-preservation", "--ema")] in text
    assert figures[()] != figures[("--prior-preservation", "--ema")]
