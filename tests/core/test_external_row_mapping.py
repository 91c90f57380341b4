"""How a published run's figure is mapped: what its clock covered and what context it read.

A benchmark that divides its new tokens by the whole generate call (fxmarty's run_llama.py)
also timed the prompt's forward; AutoAWQ's examples/benchmark.py sizes the fused KV cache to
the round's new tokens, so no timed token attends over more; llama.cpp built before CUDA
graphs launched every kernel.  Corrected on 2026-11-27 (issue 18) from the scripts' source;
data/benchmarks/README.md, 'Corrected mappings (2026-11-27)'.
"""

from __future__ import annotations

import re
from pathlib import Path

import pandas as pd
import pytest

from dlbox.core.catalogue import shipped_catalogue
from dlbox.core.estimate import load_workloads
from dlbox.core.estimate.calibration import load_calibration
from dlbox.core.estimate.external import (
    EXTERNAL_FILE,
    ExternalDataError,
    _run,
    fit_external,
    load_points,
    predict,
    workload_of,
)

REPO = Path(__file__).resolve().parents[2]
LIBRARY = load_workloads()


def _decode_row(overrides: str, **values: str) -> pd.Series:
    base = {
        "id": "test-decode", "kind": "decode", "workload": "llm-8b-decode",
        "overrides": overrides, "gpu_id": "a10g", "count": "1", "precision": "fp16",
        "tier": "eager", "adapter": "", "batch_per_gpu": "1", "zero_stage": "0",
        "checkpointing": "", "power_limit_frac": "", "bits": "16",
        "stack": "Hugging Face transformers generate (PyTorch eager), fp16",
    }  # fmt: skip
    return pd.Series({**base, **values})


def test_a_figure_that_includes_the_prompt_predicts_fewer_tokens_per_second():
    """200 new tokens over the whole call, a 1,000-token prompt inside: slower than decode alone,
    by exactly the prompt's forward standing in for one decode step."""
    cal = load_calibration()
    alone = _decode_row("seq_len=1200")
    timed = _decode_row("seq_len=1200;prompt_in_timing=1000")
    decode = predict(pd.DataFrame([alone]), cal)[0][0]
    whole = predict(pd.DataFrame([timed]), cal)[0][0]
    assert whole < decode
    gpus = shipped_catalogue().table("gpu")
    prefill = float(
        _run(_decode_row("seq_len=1000"), cal, LIBRARY, gpus)["inference"]["prefill_s"][0]
    )
    assert prefill > 0
    assert whole == pytest.approx(200 / (prefill + 199 / decode))


def test_a_longer_prompt_inside_the_clock_costs_more():
    cal = load_calibration()
    short = _decode_row("seq_len=1200;prompt_in_timing=200")
    long = _decode_row("seq_len=1200;prompt_in_timing=1000")
    rates = predict(pd.DataFrame([short, long]), cal)[0]
    assert rates[1] < rates[0]


@pytest.mark.parametrize("batch", ["1", "4"])
def test_a_prompt_in_timing_that_leaves_no_new_token_is_refused(batch):
    row = _decode_row("seq_len=1200;prompt_in_timing=1200", batch_per_gpu=batch, id="bad-row")
    with pytest.raises(ExternalDataError, match=r"bad-row: override prompt_in_timing="):
        predict(pd.DataFrame([row]), load_calibration())


def test_a_batch_whose_clock_holds_its_prompts_pays_every_prompts_forward():
    """optimum's benchmark_gptq.py times whole generate calls of a batch: the forward of the
    batch's prompts (compute-bound, their FLOPs add; the weights are read once) then one step
    of the batch per other new token.  At batch 16 the 16 prompts cost more than one prompt,
    less than 16 separate forwards, and the rate is that whole call's."""
    cal = load_calibration()
    gpus = shipped_catalogue().table("gpu")
    b16 = {"batch_per_gpu": "16", "gpu_id": "a100-sxm4-80gb"}
    alone = predict(pd.DataFrame([_decode_row("seq_len=1024", **b16)]), cal)[0][0]
    timed = predict(pd.DataFrame([_decode_row("seq_len=1024;prompt_in_timing=512", **b16)]), cal)
    at_prompt = _run(_decode_row("seq_len=512", **b16), cal, LIBRARY, gpus)["inference"]
    one, batch = float(at_prompt["prefill_s"][0]), float(at_prompt["prefill_batch_s"][0])
    assert one < batch < 16 * one
    assert timed[0][0] == pytest.approx(16 * 512 / (batch + 511 * 16 / alone))
    assert timed[0][0] < alone


def test_a_prompt_in_timing_that_is_not_a_token_count_is_refused_with_its_line(tmp_path):
    source = REPO / "data" / EXTERNAL_FILE
    lines = source.read_text(encoding="utf-8").splitlines()
    at = next(i for i, line in enumerate(lines) if "prompt_in_timing=1000" in line)
    lines[at] = lines[at].replace("prompt_in_timing=1000", "prompt_in_timing=long")
    (tmp_path / EXTERNAL_FILE).parent.mkdir(parents=True, exist_ok=True)
    (tmp_path / EXTERNAL_FILE).write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(ExternalDataError, match=rf"line {at + 1}: override prompt_in_timing=long"):
        load_points(tmp_path)


def test_fxmartys_a10g_rows_count_the_prompt_their_script_timed():
    """run_llama.py reports new_tokens / (time per generate call): the 1,000-token prompt's
    forward is inside, and its rows say so."""
    points = load_points()
    rows = points[points["id"].str.startswith("fresh12-fxmarty-")]
    assert len(rows) == 2
    for overrides in rows["overrides"]:
        assert "prompt_in_timing=1000" in overrides and "seq_len=1200" in overrides


def test_an_autoawq_benchmark_row_reads_no_more_context_than_its_script_allocates():
    """examples/benchmark.py loads the model with max_new_tokens=n_generate, which sizes every
    fused block's KV cache; a row's context cannot exceed that window."""
    points = load_points()
    bench = points[
        points["stack"].str.contains("AutoAWQ", regex=False)
        & points["stack"].str.contains("fused modules", regex=False)
        & points["id"].str.contains(r"-p\d+-d\d+$")
    ]
    assert len(bench) >= 20  # fresh6's 12, fresh7's 1, fresh11's 8
    for _, row in bench.iterrows():
        n_generate = int(re.search(r"-d(\d+)$", row["id"]).group(1))
        assert workload_of(row, LIBRARY).seq_len == n_generate, row["id"]


def test_a_shorter_window_makes_a_long_autoawq_run_faster():
    """The correction is visible: the same 2,048 + 2,048 run predicted at its 2,048-token
    cache is faster than at the 4,096 tokens the row used to say."""
    points = load_points()
    row = points[points["id"] == "fresh6-autoawq-4090-mistral7b-gemm-p2048-d2048"].iloc[0]
    before = row.copy()
    before["overrides"] = row["overrides"].replace("seq_len=2048", "seq_len=4096")
    cal = load_calibration()
    now, then = predict(pd.DataFrame([row, before]), cal)[0]
    assert now > then


def test_a_llamacpp_run_from_before_cuda_graphs_is_not_priced_with_them():
    """CUDA graphs came to llama.cpp with PR #6766 (opened 2024-04-19): a run dated before it
    says cuda_graphs=0, whatever its GPU."""
    points = load_points()
    dated = points["as_of"].str.fullmatch(r"\d{4}-\d{2}(-\d{2})?")
    old = points[
        (points["kind"] == "decode")
        & points["stack"].str.lower().str.contains("llama.cpp", regex=False)
        & dated
        & (points["as_of"].str[:7] < "2024-04")
    ]
    assert len(old) >= 10
    for _, row in old.iterrows():
        assert "cuda_graphs=0" in row["overrides"], row["id"]


def test_a_fitted_stacks_row_with_its_prompt_in_the_clock_is_predicted_slower_not_fitted(tmp_path):
    """On a compiled stack the held-out prediction also counts the prompt, and the row does
    not enter the fit: the other rows are predicted as if it were absent."""
    points = load_points()
    compiled = points[
        (points["kind"] == "decode")
        & (points["tier"] == "compiled")
        & points["stack"].str.contains("llama.cpp", regex=False)
        & ~points["id"].str.startswith("fresh")
    ].head(4)
    plain = compiled.iloc[0].copy()
    plain["id"] = "test-plain"
    timed = plain.copy()
    timed["id"] = "test-timed"
    timed["overrides"] = _with_prompt(plain, 100)
    header = (REPO / "data" / EXTERNAL_FILE).read_text(encoding="utf-8").splitlines()[0]

    def fit(name: str, *extra: pd.Series) -> pd.DataFrame:
        path = tmp_path / name / EXTERNAL_FILE
        path.parent.mkdir(parents=True, exist_ok=True)
        frame = pd.concat([compiled, *(e.to_frame().T for e in extra)])
        frame.to_csv(path, index=False, columns=header.split(","))
        return fit_external(load_calibration(), path.parents[1]).points.set_index("id")

    alone, with_plain, with_timed = fit("alone"), fit("plain", plain), fit("timed", timed)
    assert with_timed.loc["test-timed", "predicted"] < with_plain.loc["test-plain", "predicted"]
    for rid in compiled["id"]:
        assert with_timed.loc[rid, "predicted"] == pytest.approx(alone.loc[rid, "predicted"])


def _with_prompt(row: pd.Series, prompt: int) -> str:
    seq_len = workload_of(row, LIBRARY).seq_len
    assert seq_len and seq_len > prompt
    return f"{row['overrides']};prompt_in_timing={prompt}"


def test_a_tinychat_readme_row_reads_tinychats_benchmark_context_not_its_cache():
    """TinyChat's decoding tables follow exLLaMA's setting, 4 context tokens (TinyChat 2.0's
    tinychat/README.md; tinychat/benchmark.py at 429d974 times 200 tokens after a 4-token
    prompt), not the 2,048-token pre-allocated cache the rows first assumed.  At it, Llama 3 8B
    AWQ on an RTX 4090 comes within 15 % of the README's 6.66 ms a token; at 2,048 tokens the
    unsplit attention kernel alone took 4.3 ms of it and the row came out 34 % slow."""
    points = load_points()
    tiny = points[points["id"].str.startswith("fresh10-tinychat-")]
    assert len(tiny) == 4
    for _, row in tiny.iterrows():
        assert workload_of(row, LIBRARY).seq_len == 4 + 200, row["id"]
    row = tiny[tiny["id"] == "fresh10-tinychat-4090-llama3-8b-awq-int4"].iloc[0]
    cached = row.copy()
    cached["overrides"] = row["overrides"].replace("seq_len=204", "seq_len=2048")
    now, then = predict(pd.DataFrame([row, cached]), load_calibration())[0]
    assert now == pytest.approx(1000.0 / 6.66, rel=0.15)
    assert then < 0.75 * 1000.0 / 6.66


def test_a_yes_no_override_is_read_as_yes_or_no():
    """``flash_attention=false`` names an eager attention; read as the word it was a true
    string, so fresh validation 7's GPT-2 XL runs and fresh 20's Trainer runs were predicted
    with fused attention (until 2026-11-28)."""
    row = pd.Series(
        {"workload": "llama3-8b-lora", "overrides": "seq_len=256;flash_attention=false"}
    )
    assert workload_of(row, LIBRARY).flash_attention is False
    row = pd.Series({"workload": "llama3-8b-lora", "overrides": "flash_attention=true"})
    assert workload_of(row, LIBRARY).flash_attention is True
