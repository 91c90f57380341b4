"""A memory remedy for a diffusion fine-tune with options is the run the user would get by
adding the remedy's flags: `dlbox estimate --prior-preservation` on a 24 GB card offers LoRA
with checkpointing at the memory and speed `--prior-preservation --adapter lora
--checkpointing full` gives, not at twice the class images (the options applied twice)."""

from __future__ import annotations

import json

import pytest

from dlbox.cli import main as cli

SDXL = ["estimate", "--gpu", "rtx-4090", "--workload", "sdxl-finetune", "--json"]


def _run(capsys, *flags: str) -> dict:
    capsys.readouterr()
    cli([*SDXL, *flags])
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize(
    "options", [(), ("--prior-preservation",), ("--prior-preservation", "--ema")]
)
def test_the_lora_remedy_is_what_its_flags_give(capsys, options):
    said = _run(capsys, *options)
    assert not said["fits"]
    lora = next(r for r in said["memory"]["remedies"] if r["label"] == "LoRA adapters")
    assert lora["settings"] == {"adapter": "lora", "checkpointing": "full"}
    direct = _run(capsys, *options, "--adapter", "lora", "--checkpointing", "full")
    assert direct["fits"]
    assert lora["peak_gib"] == pytest.approx(direct["memory"]["peak_gib"], rel=0.01)
    # The remedy's speed is a factor on what the run would do if it fit.
    if_it_fit = said["explain"]["if_it_fit"]
    assert lora["speed"] * if_it_fit == pytest.approx(direct["throughput"], rel=0.02)
