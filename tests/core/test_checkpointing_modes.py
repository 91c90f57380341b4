"""Activation checkpointing modes: none, full, selective (torchtitan's op-level policy),
attention (Megatron's selective recompute) and every-N layers — memory, speed, files, CLI.

Reference figures: Korthikanti et al. 2022, "Reducing Activation Recomputation in Large
Transformer Models" (activations per layer s·b·h·(34 + 5·a·s/h) bytes without recomputation,
34·s·b·h with selective recomputation, 2·s·b·h with full; a layer's forward 24·s·h² + 4·s²·h
FLOPs per sample, the attention core 4·s²·h of it); torchtitan's docs/performance.md Table 1
(Llama 3.1 8B, FSDP on 8 H100s, local batch 2 × 8192 tokens, selective checkpointing) and its
op-level policy ("saves output of all compute ops, except every second mm").
"""

from __future__ import annotations

import csv
import datetime as dt
import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from dlbox.core.catalogue import shipped_catalogue
from dlbox.core.estimate import TrainSettings, estimate_gpus
from dlbox.core.estimate.checkpointing import op_sac_recomputed_share, parse_mode
from dlbox.core.estimate.external import ExternalDataError, load_points, settings_of
from dlbox.core.estimate.memory import GIB, activation_gib
from dlbox.core.estimate.workloads import Workload, resolve_workload
from dlbox.core.job import Job

# GPT-3 175B (Brown et al. 2020; Korthikanti et al.'s Table 3 row): 96 layers, hidden 12,288,
# 96 heads, 2,048 tokens.
S, H, A, L = 2048, 12288, 96, 96


def _gpt3(**update) -> Workload:
    fields = {
        "flash_attention": False,
        **update,
    }
    return Workload(
        id="gpt3-175b",
        name="GPT-3 175B",
        family="transformer",
        unit="tokens/s",
        units_per_sample=S,
        params_total=175e9,
        params_matmul=12.0 * H * H * L,
        layers=L,
        hidden=H,
        heads=A,
        seq_len=S,
        source="Korthikanti et al. 2022",
        as_of=dt.date(2022, 5, 10),
        **fields,
    )


def _per_layer(mode: str) -> float:
    """Bytes kept per layer per token per hidden value (s·b·h units), 16-bit, one sample."""
    return activation_gib(_gpt3(), None, 2.0, mode, fused_loss=False) * GIB / (S * H * L)


def test_korthikanti_per_layer_activations_none_selective_full():
    """No recomputation keeps 34 + 5·a·s/h = 114 bytes per s·b·h for GPT-3; Megatron's
    selective recomputation 34 (the paper's 70 % saving); full 2 per layer, plus the one
    layer recomputed at a time."""
    assert _per_layer("none") == pytest.approx(34.0 + 5.0 * A * S / H)
    assert _per_layer("attention") == pytest.approx(34.0)
    assert 1.0 - _per_layer("attention") / _per_layer("none") == pytest.approx(0.70, abs=0.005)
    assert _per_layer("full") == pytest.approx(2.0 + 114.0 / L)
    # Op-level selective keeps each layer's input, q, v, the first FFN product and the
    # attention output (16 bytes per s·b·h): between full and Megatron's selective mode.
    assert _per_layer("full") < _per_layer("selective") < _per_layer("attention")
    # One layer in two kept whole: about half of no recomputation.
    assert _per_layer("full") < _per_layer("every-2") < _per_layer("none")
    assert _per_layer("every-2") == pytest.approx((114.0 + 2.0) / 2.0 + 114.0 / L, rel=1e-6)


def test_megatron_selective_recomputes_only_the_attention_core():
    """The attention core is 4·s²·h of a layer's 24·s·h² + 4·s²·h forward FLOPs: 2.7 % for
    GPT-3 (Korthikanti et al.); full recomputation reruns the whole forward."""
    w = _gpt3()
    none = w.flops_train_per_sample("none", "none")
    core = w.flops_train_per_sample("none", "attention") - none
    assert core == pytest.approx(4.0 * S * S * H * L)
    forward_layers = (24.0 * S * H * H + 4.0 * S * S * H) * L
    assert core / forward_layers == pytest.approx(0.027, abs=0.001)
    assert w.flops_train_per_sample("none", "full") - none == pytest.approx(forward_layers)
    assert w.flops_train_per_sample("none", "every-2") - none == pytest.approx(forward_layers / 2)


def test_megatron_selective_frees_nothing_with_flash_attention():
    """FlashAttention never keeps the score tensors, so recomputing the attention core frees
    nothing (Megatron Bridge's guide says to compare it with no recompute in that case)."""
    w = _gpt3(flash_attention=True)
    none = activation_gib(w, None, 2.0, "none", fused_loss=False)
    assert activation_gib(w, None, 2.0, "attention", fused_loss=False) == pytest.approx(none)


def test_op_level_selective_reruns_a_third_of_llama_3_8bs_matrix_products():
    """torchtitan saves the 1st, 3rd, 5th and 7th product of a Llama block (q, v, gate, down)
    and reruns k, o and up: (4096·1024 + 4096² + 4096·14336) of 218 M weights, 36.5 %."""
    w = resolve_workload("llama3-8b-full")
    h, kv, ffn = 4096.0, 1024.0, 14336.0
    rerun = h * kv + h * h + h * ffn
    block = 2 * h * h + 2 * h * kv + 3 * h * ffn
    assert op_sac_recomputed_share(w) == pytest.approx(rerun / block, rel=1e-6)
    assert op_sac_recomputed_share(w) == pytest.approx(0.365, abs=0.001)
    none = w.flops_train_per_sample("none", "none")
    full = w.flops_train_per_sample("none", "full")
    selective = w.flops_train_per_sample("none", "selective")
    assert none < selective < full
    assert (selective - none) / (full - none) < 0.4  # a fraction of full's recompute


def _titan_run(mode: str):
    """torchtitan's Table 1 run: Llama 3.1 8B, FSDP over 8 H100s, batch 2 × 8,192 tokens."""
    card = shipped_catalogue().get("gpu", "h100-sxm")
    w = resolve_workload("llama3-8b-full").model_copy(
        update={"seq_len": 8192, "units_per_sample": 8192.0}
    )
    settings = TrainSettings(batch_per_gpu=2, zero_stage=3, precision="bf16", checkpointing=mode)
    return estimate_gpus(card, 8, w, settings)


def test_llama3_8b_fsdp_on_8_h100_fits_with_selective_not_without():
    """What torchtitan runs: without checkpointing batch 2 × 8k tokens does not fit an 80 GB
    H100; selective checkpointing fits, and trains faster than full recomputation."""
    none, selective, full = (_titan_run(m) for m in ("none", "selective", "full"))
    assert not none.fits
    assert selective.fits and full.fits
    assert full.memory["peak_gib"] < selective.memory["peak_gib"] < none.memory["peak_gib"]
    assert selective.throughput > full.throughput * 1.05
    # The remedy for the run without it is the lightest mode that fits outright (below the
    # memory model's error band): selective when it does, else full — never both.
    labels = [r["label"] for r in none.memory["remedies"]]
    if selective.memory["verdict"] != "fits":
        # Selective is only "tight" here (65.7 of 79.1 GiB, the band is 18 %): full is offered.
        assert "selective activation checkpointing" not in labels, labels
        assert "activation checkpointing" in labels, labels
        remedy = next(
            r for r in none.memory["remedies"] if r["settings"] == {"checkpointing": "full"}
        )
        # Its speed cost: full recomputation, dearer than selective would have been.
        assert remedy["peak_gib"] == pytest.approx(full.memory["peak_gib"])
        assert 0.0 < remedy["speed"] < 1.0
        if_it_fit = full.throughput / remedy["speed"]
        assert remedy["speed"] + 0.05 < selective.throughput / if_it_fit < 1.0
        return
    assert "selective activation checkpointing" in labels, labels
    assert "activation checkpointing" not in labels
    remedy = next(
        r for r in none.memory["remedies"] if r["settings"] == {"checkpointing": "selective"}
    )
    # Its speed cost is against the run as set if it fit: recomputing a third of the matrix
    # products costs less than full recomputation would.
    if_it_fit = selective.throughput / remedy["speed"]
    assert full.throughput / if_it_fit + 0.05 < remedy["speed"] < 1.0


def test_old_boolean_values_still_mean_full_and_none(tmp_path: Path):
    assert TrainSettings(checkpointing=True).checkpointing == "full"
    assert TrainSettings(checkpointing=False).checkpointing == "none"
    assert TrainSettings(checkpointing="true").checkpointing == "full"
    assert TrainSettings(checkpointing="every-2").checkpointing == "every-2"
    # A build file's job written with the old boolean.
    from dlbox.core.files import read_build

    example = Path(__file__).parents[2] / "data" / "examples" / "rtx-4090-tower.dlbox.json"
    data = json.loads(example.read_text(encoding="utf-8"))
    data["job"] = {"workload": "llama3-8b-full", "checkpointing": True}
    path = tmp_path / "old.dlbox.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    job = read_build(path).job
    assert job is not None and job.checkpointing == "full"
    assert job.train_settings().checkpointing == "full"
    assert Job(workload="llama3-8b-full", checkpointing="selective").checkpointing == "selective"
    # Same estimate as the mode it stands for.
    assert _titan_run("full").throughput == pytest.approx(
        estimate_gpus(
            shipped_catalogue().get("gpu", "h100-sxm"),
            8,
            resolve_workload("llama3-8b-full").model_copy(
                update={"seq_len": 8192, "units_per_sample": 8192.0}
            ),
            TrainSettings(batch_per_gpu=2, zero_stage=3, precision="bf16", checkpointing=True),
        ).throughput
    )


@pytest.mark.parametrize("bad", ["sometimes", "every-1", "every-99", "", 3])
def test_an_unknown_mode_is_refused_with_the_expected_values(bad):
    with pytest.raises((ValueError, ValidationError), match="none, full, selective"):
        parse_mode(bad)
    with pytest.raises(ValidationError, match="every-N"):
        TrainSettings(checkpointing=bad)


def test_cli_flag_alone_is_full_and_takes_a_mode(capsys):
    from dlbox.cli import main

    base = ["estimate", "--gpu", "h100-sxm", "--count", "8", "--model", "llama-3.1-8b"]
    base += ["--zero", "3", "--json"]
    out = {}
    for flags in (["--checkpointing"], ["--checkpointing", "full"], ["--no-checkpointing"]):
        assert main([*base, *flags]) == 0
        out[" ".join(flags)] = json.loads(capsys.readouterr().out)
    for flags in (["--checkpointing", "selective"], ["--checkpointing", "every-2"]):
        assert main([*base, *flags]) == 0
        out[" ".join(flags)] = json.loads(capsys.readouterr().out)
    settings = {k: v["explain"]["settings"] for k, v in out.items()}
    assert settings["--checkpointing"]["checkpointing"] is True  # the old key, still a bool
    assert settings["--checkpointing"]["checkpointing_mode"] == "full"
    assert settings["--no-checkpointing"]["checkpointing"] is False
    assert settings["--checkpointing selective"]["checkpointing_mode"] == "selective"
    assert out["--checkpointing"]["throughput"] == out["--checkpointing full"]["throughput"]
    with pytest.raises(SystemExit) as exit_:
        main([*base, "--checkpointing", "sometimes"])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "every-N" in err


def test_published_selective_runs_say_so_and_a_bad_mode_names_its_line(tmp_path: Path):
    points = load_points()
    titan = points[points["id"] == "titan-h100-8b-eager"].iloc[0]
    assert settings_of(titan).checkpointing == "selective"
    source = Path(__file__).parents[2] / "data" / "benchmarks" / "external.csv"
    with source.open(encoding="utf-8", newline="") as f:
        header, row = list(csv.reader(f))[:2]
    row[header.index("checkpointing")] = "sometimes"
    (tmp_path / "benchmarks").mkdir()
    with (tmp_path / "benchmarks" / "external.csv").open("w", encoding="utf-8", newline="") as f:
        csv.writer(f).writerows([header, row])
    with pytest.raises(ExternalDataError, match=r"line 2: checkpointing must be one of"):
        load_points(tmp_path)
