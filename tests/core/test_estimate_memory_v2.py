"""Memory model v2: components in GiB, usable VRAM, verdicts against published runs, remedies."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest

from dlbox.cli import main
from dlbox.core.estimate import TrainSettings, estimate_gpus, load_workloads
from dlbox.core.estimate.estimator import estimate_arrays
from dlbox.core.estimate.hardware import gpu_arrays
from dlbox.core.estimate.memory import constant, plan_memory, usable_gib
from dlbox.core.estimate.memory_check import lambda_results, published_results, summary
from dlbox.core.estimate.models import ModelConfigError, load_models, read_hf_config
from dlbox.core.estimate.workloads import workload_from_spec
from tests.core.memory_parts import one_gpu_plan

LLAMA31_8B_CONFIG = {
    "architectures": ["LlamaForCausalLM"],
    "hidden_act": "silu",
    "hidden_size": 4096,
    "intermediate_size": 14336,
    "max_position_embeddings": 131072,
    "model_type": "llama",
    "num_attention_heads": 32,
    "num_hidden_layers": 32,
    "num_key_value_heads": 8,
    "tie_word_embeddings": False,
    "vocab_size": 128256,
}


@pytest.fixture(scope="module")
def rtx4090(catalogue):
    return catalogue.get("gpu", "rtx-4090")


@pytest.fixture(scope="module")
def checked():
    published, runs = published_results(), lambda_results()
    return published, runs, summary(published, runs)


# ------------------------------------------------------------ what the issue names
def test_llama3_8b_lora_fits_one_rtx_4090(capsys):
    assert main(["estimate", "--gpu", "rtx-4090", "--workload", "llama3-8b-lora"]) == 0
    out = capsys.readouterr().out
    assert ": FITS" in out
    # Judged against what PyTorch can allocate, the total its OOM message prints.
    assert "of 23.64 GiB per GPU" in out


def test_a_24_gb_card_offers_what_pytorch_can_allocate(rtx4090):
    # "GPU 0 has a total capacity of 23.64 GiB": less than nvidia-smi's 24564 MiB.
    assert usable_gib(["rtx-4090"], np.array([24.0]))[0] == pytest.approx(23.64)
    assert usable_gib(["rtx-4090"], np.array([24.0]))[0] < 24564 / 1024
    # A card without a measured figure loses the median share measured cards lose.
    other = usable_gib(["no-such-card"], np.array([24.0]))[0]
    assert 23.5 < other < 24.0


def test_components_add_up_to_the_peak_with_no_blanket_margin(rtx4090):
    est = estimate_gpus(rtx4090, 1, "llama3-8b-qlora")
    parts = est.memory["components_gib"]
    assert sum(parts.values()) == pytest.approx(est.memory["peak_gib"])
    assert sum(est.memory_breakdown_gb.values()) == pytest.approx(est.memory_gb)
    # The allocator reserve is a share of the activations, not of the weights.
    assert parts["allocator"] == pytest.approx(constant("allocator_share") * parts["activations"])
    assert parts["context"] == pytest.approx(constant("cuda_context_gib"))


# ------------------------------------------------------------ public reality
def test_no_published_run_is_called_impossible_and_no_impossible_one_fits(checked):
    published, runs, s = checked
    wrong = published[~published["verdict_right"]]
    # One known miss, reported in docs/memory-accuracy.md and never hidden: fms-acceleration's
    # Llama-2 70B QLoRA over 2 × A100 80 GB ran out of memory at batch 4, which the model
    # calls a fit (its batch-2 peak is 22 % under-predicted; the term is not found yet).  The
    # table has it twice: with PEFT's preparation and with fms's own (identical under FSDP).
    known = {"fms-llama2-70b-qlora-2gpu-b4-oom", "fms-llama2-70b-qlora-acc-2gpu-b4-oom"}
    assert set(wrong["id"]) <= known, wrong[["id", "verdict", "outcome"]].to_string()
    assert s["wrong_lambda_verdicts"] == 0
    assert len(runs) > 300  # every single-GPU Lambda run is judged
    assert (published["outcome"] == "cannot").sum() >= 4


def test_predicted_peaks_track_published_peaks(checked):
    published, _, s = checked
    # torchtune's README runs whose recipe config is published (the A6000 full fine-tune's
    # is not: see its note in memory_points.csv).
    torchtune = published[
        published["id"].str.startswith("torchtune") & (published["id"] != "torchtune-8b-full-a6000")
    ]
    assert len(torchtune) == 7 and (torchtune["error"].abs() <= 0.10).all()
    assert s["in_median"] <= 0.10 and s["in_n"] >= 20
    sizes = published[published["measure"].isin(["weights", "kv_cache"])]
    loaded = sizes["id"].str.startswith("vllm-")
    # An imatrix file labelled Q4_K_M whose quantiser upgraded some tensors to q8_0 and q5_K
    # is not llama.cpp's Q4_K_M recipe: within 2 %, not exact.
    custom = sizes["id"] == "llamacpp-qwen3-30b-a3b-q4km-imatrix-weights"
    assert custom.sum() == 1 and (sizes[custom]["error"].abs() <= 0.02).all()
    exact = sizes[~loaded & ~custom]
    assert (exact["error"].abs() <= 0.01).all()  # model files and KV caches are counted exactly
    # vLLM's 'model weights took' is what the allocator grew by while loading, per GPU under
    # tensor parallel (buffers such as the RoPE cache included): within 2 %.
    assert loaded.sum() >= 4 and (sizes[loaded]["error"].abs() <= 0.02).all()
    # LitGPT's config-hub LoRA runs on a 24 GB card (in-source since the second memory round;
    # its QLoRA runs are 15-21 % under and reported, not hidden).
    lora = published[published["id"].str.match(r"litgpt-hub-.*-7b-lora|litgpt-hub-llama3-8b-lora")]
    assert len(lora) == 3 and (lora["error"].abs() <= 0.10).all()
    # fms-acceleration's Mistral 7B LoRA runs (A100 80 GB): out-of-source on one GPU; the two
    # over two GPUs were read in the sixth memory round (their per-token growth), so in-source.
    fms = published[published["id"].str.match(r"fms-mistral-lora-(2gpu-)?b\d$")]
    one_gpu = fms["id"].str.match(r"fms-mistral-lora-b\d$")
    assert len(fms) == 4 and (fms[one_gpu]["split"] == "out").all() and one_gpu.sum() == 2
    assert (fms["error"].abs() <= 0.10).all()
    assert s["context_median"] <= 0.10  # Unsloth's longest contexts


def test_the_tight_band_is_the_models_measured_error(checked):
    published, _, _ = checked
    train = published[published["measure"].isin(["allocated", "reserved", "monitor"])]
    assert constant("tight_band") >= train["error"].abs().quantile(0.8)


def test_quantised_model_files_match_llama_cpp_sizes():
    spec = load_models()["llama-3.1-8b"]
    w = workload_from_spec(spec, task="decode", seq_len=2048)
    for bits, gib in ((16, 14.96), (8, 7.95), (4, 4.33)):
        plan = one_gpu_plan(w, inference_bits=bits)
        assert float(plan.weights[0]) == pytest.approx(gib, rel=0.01)


def test_kv_cache_is_gqa_aware():
    models = load_models()
    gqa = workload_from_spec(models["llama-3.1-8b"], task="decode", seq_len=128_000)
    mha = workload_from_spec(models["llama-2-7b"], task="decode", seq_len=128_000)

    def kv(w) -> float:
        plan = one_gpu_plan(w, vram_gb=1e4)
        return float(plan.kv_per_sample[0])

    assert kv(gqa) == pytest.approx(15.625)  # Hugging Face's Llama 3.1 table: 15.62 GB
    assert kv(mha) == pytest.approx(4 * kv(gqa))  # 32 KV heads instead of 8


# ------------------------------------------------------------ sharding and offload
def _llama_plan(count: int, zero: int, offload: str = "none"):
    w = load_workloads()["llama3-8b-full"]
    return one_gpu_plan(w, checkpointing=True, count=count, zero_stage=zero, offload=offload)


def test_zero_stages_divide_exactly_what_they_shard():
    ddp, z1, z2, z3 = (_llama_plan(8, z) for z in (0, 1, 2, 3))
    assert z1.optimizer[0] == pytest.approx(ddp.optimizer[0] / 8)
    assert z1.master[0] == pytest.approx(ddp.master[0] / 8)
    assert z1.grads[0] == pytest.approx(ddp.grads[0])
    assert z2.grads[0] == pytest.approx(ddp.grads[0] / 8)
    assert z2.weights[0] == pytest.approx(ddp.weights[0])
    assert z3.weights[0] == pytest.approx(ddp.weights[0] / 8)
    # Without sharding the only working buffer is the cuBLAS workspace; the sharded layers
    # in flight come back whole.
    assert ddp.gathered[0] == pytest.approx(constant("cublas_workspace_mib") / 1024)
    assert z3.gathered[0] > ddp.gathered[0] + 0.1
    assert z3.act_per_sample[0] == pytest.approx(ddp.act_per_sample[0])  # not sharded


def test_offload_moves_the_states_to_host_ram():
    on_gpu, offloaded = _llama_plan(2, 2), _llama_plan(2, 2, "optimizer")
    assert offloaded.optimizer[0] == 0.0 and offloaded.master[0] == 0.0
    moved = (on_gpu.optimizer[0] + on_gpu.master[0]) * 2
    assert offloaded.host[0] == pytest.approx(moved)


def test_offload_is_no_remedy_when_the_build_lacks_the_ram(catalogue):
    from dlbox.core.estimate import SystemSpec
    from dlbox.core.estimate.system_estimate import estimate_system
    from dlbox.core.estimate.workloads import resolve_workload

    a100 = catalogue.get("gpu", "a100-sxm4-80gb")
    w = resolve_workload("llama3-8b-full")
    settings = TrainSettings(checkpointing=True)
    roomy = estimate_system(a100, 1, w, settings, SystemSpec(ram_gb=512))
    small = estimate_system(a100, 1, w, settings, SystemSpec(ram_gb=32))
    labels = [r["label"] for r in roomy.memory["remedies"]]
    assert "optimizer offload to CPU RAM" in labels
    assert "optimizer offload to CPU RAM" not in [r["label"] for r in small.memory["remedies"]]


# ------------------------------------------------------------ remedies
def test_remedies_fit_and_carry_their_speed_cost(rtx4090):
    est = estimate_gpus(rtx4090, 1, "llama3-8b-full")
    assert est.memory["verdict"] == "does not fit" and not est.fits
    remedies = est.memory["remedies"]
    assert remedies
    for remedy in remedies:
        settings = TrainSettings(**{**remedy["settings"]})
        again = estimate_gpus(rtx4090, remedy["count"], "llama3-8b-full", settings)
        assert again.fits, remedy["label"]
        # Offload with no host RAM given is charged as on the stated default host.
        assert remedy["speed"] is not None and remedy["speed"] > 0, remedy["label"]
    assert est.explain["remedies"] == [r["label"] for r in remedies]
    # With the host RAM known every remedy carries its speed cost.
    from dlbox.core.estimate.host_optimizer import HostMemory

    known = estimate_gpus(rtx4090, 1, "llama3-8b-full", host_memory=HostMemory(2, 5200.0))
    assert all(r["speed"] is not None and r["speed"] > 0 for r in known.memory["remedies"])


def test_accumulation_then_checkpointing_are_offered_first_when_they_are_enough(catalogue):
    """BERT-large at batch 64 on a 24 GB card: the changes that train the same model the
    same way come first, ranked by their real speed cost — the largest micro-batch that
    fits (16) accumulated 4 times (the same effective batch; each micro-batch still pays
    the per-step work that does not shrink with the batch, only the update is shared),
    then selective activation checkpointing (it keeps the attention output and every second
    matrix product, so it recomputes less than full checkpointing, which is then not offered
    beside it) — before LoRA or QLoRA change what is trained."""
    card = catalogue.get("gpu", "rtx-3090")
    est = estimate_gpus(card, 1, "bert-large-squad", TrainSettings(batch_per_gpu=64))
    assert not est.fits
    remedies = est.memory["remedies"]
    labels = [r["label"] for r in remedies]
    assert labels[:2] == ["batch 16 per GPU", "selective activation checkpointing"], labels
    assert "activation checkpointing" not in labels
    assert remedies[0]["settings"] == {"batch_per_gpu": 16, "grad_accum": 4}
    assert remedies[1]["settings"] == {"checkpointing": "selective"}
    assert 0.6 < remedies[1]["speed"] < 1.0  # recomputation costs time
    assert 1.0 > remedies[0]["speed"] > remedies[1]["speed"]  # ranked by speed in the group


# ------------------------------------------------------------ model library, config.json
def test_library_parameter_counts_follow_from_the_published_shapes():
    for spec in load_models().values():
        if not spec.is_transformer or spec.kv_cache_dim or spec.arch == "encoder-decoder":
            continue
        if spec.arch == "diffusion":
            continue
        assert spec.computed_params() == pytest.approx(spec.params_total, rel=0.03), spec.id
        if spec.is_moe:
            active = spec.active_matmul_params() + spec.embedding_params()
            assert active < 0.5 * spec.params_total
            assert spec.params_active == pytest.approx(active, rel=0.05), spec.id


def test_a_config_json_becomes_a_model(tmp_path, rtx4090):
    path = tmp_path / "config.json"
    path.write_text(json.dumps(LLAMA31_8B_CONFIG))
    spec = read_hf_config(path)
    assert spec.computed_params() == pytest.approx(8.03e9, rel=0.01)
    assert spec.gated_ffn and spec.kv == 8


def test_the_cli_estimates_a_config_json(tmp_path, capsys):
    path = tmp_path / "config.json"
    path.write_text(json.dumps(LLAMA31_8B_CONFIG))
    code = main(
        ["estimate", "--gpu", "rtx-4090", "--model-config", str(path), "--adapter", "qlora",
         "--checkpointing", "--json"]
    )  # fmt: skip
    data = json.loads(capsys.readouterr().out)
    assert code == 0 and data["memory"]["verdict"] == "fits"
    # NF4 linear layers (3.4 GiB) plus the FP32 embeddings and head PEFT keeps (3.9 GiB).
    assert data["memory"]["components_gib"]["weights"] < 8


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"num_hidden_layers": None}, "num_hidden_layers"),
        ({"num_hidden_layers": -3}, "num_hidden_layers"),
        ({"hidden_size": "big"}, "hidden_size"),
        ({"num_key_value_heads": 7}, "num_key_value_heads"),
        ({"vocab_size": 1e12}, "vocab_size"),
        ({"intermediate_size": 0}, "intermediate_size"),
    ],
)
def test_a_bad_config_json_names_the_field(tmp_path, capsys, change, field):
    config = {**LLAMA31_8B_CONFIG, **change}
    config = {k: v for k, v in config.items() if v is not None}
    path = tmp_path / "config.json"
    path.write_text(json.dumps(config))
    with pytest.raises(ModelConfigError, match=field):
        read_hf_config(path)
    assert main(["estimate", "--gpu", "rtx-4090", "--model-config", str(path)]) == 2
    err = capsys.readouterr().err
    assert field in err and "expected" in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1


def test_a_config_that_is_not_json_is_one_line(tmp_path, capsys):
    path = tmp_path / "config.json"
    path.write_text("{not json")
    assert main(["estimate", "--gpu", "rtx-4090", "--model-config", str(path)]) == 2
    err = capsys.readouterr().err
    assert "not valid JSON" in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize(
    "args",
    [
        ["--workload", "resnet50", "--batch", "0"],
        ["--workload", "resnet50", "--batch", "-4"],
        ["--workload", "resnet50", "--epochs", "nan"],
        ["--workload", "resnet50", "--dataset", "-1"],
        ["--workload", "resnet50", "--cpu-threads", "0"],
        ["--workload", "custom", "--params", "nan", "--tokens-per-sample", "2048"],
        ["--workload", "custom", "--params", "7B", "--tokens-per-sample", "0"],
        ["--model", "llama-3.1-8b", "--tokens-per-sample", "-1"],
        ["--model", "no-such-model"],
    ],
)
def test_bad_numbers_are_one_line_and_exit_2(capsys, args):
    try:
        code = main(["estimate", "--gpu", "rtx-4090", *args])
    except SystemExit as exc:  # argparse's own check: usage, then one error line
        code = exc.code
    assert code == 2
    err = capsys.readouterr().err.strip()
    assert err.splitlines()[-1].startswith(("dlbox: error:", "dlbox estimate: error:"))
    assert "Traceback" not in err


def test_model_library_ids_estimate_and_moe_holds_every_expert(capsys):
    assert main(["estimate", "--gpu", "h100-sxm", "--model", "mixtral-8x7b", "--task", "decode",
                 "--json"]) == 1  # fmt: skip
    data = json.loads(capsys.readouterr().out)
    # 46.7 B weights in 16 bits do not fit 80 GB, although only 12.9 B run per token.
    assert data["memory"]["components_gib"]["weights"] == pytest.approx(
        46.7e9 * 2 / 2**30, rel=0.02
    )
    assert not math.isnan(data["memory"]["usable_gib"])


def test_image_generation_holds_weights_and_one_forward_pass():
    from dlbox.core.estimate.memory import plan_generation_memory

    sd = load_workloads()["sd15-finetune"]
    plan = plan_generation_memory(sd, bytes_per_value=np.array([2.0]), vram_gb=np.array([8.0]))
    # U-Net, VAE and text encoder in 16 bits; no gradients, no optimizer.
    assert float(plan.weights[0]) == pytest.approx((859.5e6 + 206.8e6) * 2 / 2**30, rel=0.01)
    assert float(plan.optimizer[0]) == 0.0 and float(plan.grads[0]) == 0.0
    assert plan.max_batch[0] >= 1


# ------------------------------------------------------------ 8-bit and paged optimizers
def test_torchtune_full_fine_tune_on_a_4090_is_predicted_within_10_percent(checked):
    # torchtune README: Llama 3.1 8B full fine-tune on one 4090, 18.9 GiB (PagedAdamW8bit
    # stepped in the backward: its states are in unified memory, not in the allocator's peak).
    published, _, _ = checked
    row = published.set_index("id").loc["torchtune-8b-full-4090"]
    assert abs(row["error"]) <= 0.10 and row["verdict"] == "fits"


def test_paged_states_leave_the_peak_and_land_in_host_ram():
    w = workload_from_spec(load_models()["llama-3.1-8b"], seq_len=2048)
    kwargs = dict(
        bytes_per_value=np.array([2.0]),
        vram_gb=np.array([24.0]),
        adapter="none",
        checkpointing=True,
        fused_loss=True,
    )
    plain = plan_memory(w, optimizer="adamw8bit", **kwargs)
    paged = plan_memory(w, optimizer="paged-adamw8bit", **kwargs)
    assert paged.optimizer[0] == 0.0
    assert paged.paged[0] == pytest.approx(plain.optimizer[0])  # 2 bytes per weight
    assert paged.host[0] == pytest.approx(plain.optimizer[0])
    # Stepping in the backward keeps one gradient alive: the embedding table's, not 15 GiB.
    assert paged.grads[0] == pytest.approx(128256 * 4096 * 2 / 2**30)
    assert plain.grads[0] == pytest.approx(plain.weights[0])


def test_a_full_fine_tune_that_does_not_fit_is_offered_8_bit_adam(rtx4090):
    w = workload_from_spec(load_models()["llama-3.2-3b"], seq_len=2048)
    est = estimate_gpus(rtx4090, 1, w, TrainSettings(checkpointing=True))
    assert est.memory["verdict"] == "does not fit"
    by_label = {r["label"]: r for r in est.memory["remedies"]}
    # The plain 8-bit optimizer leaves it tight (19.6 GiB of 23.6: within the model's error),
    # so the one that fits outright is offered: the paged variant stepped in backward.
    assert "8-bit optimizer" not in by_label
    eight = by_label["paged 8-bit optimizer, stepped in backward"]
    assert eight["settings"] == {"optimizer": "paged-adamw8bit"}
    # bitsandbytes: no slower than Adam (its one kernel moves 16 B per FP32 weight where
    # torch's foreach AdamW moves 80: data/optimizer_update.csv).
    assert eight["speed"] >= 1.0
    assert eight["peak_gib"] < est.memory["usable_gib"] < est.memory["peak_gib"]


def test_an_8b_full_fine_tune_on_24_gb_is_offered_the_paged_optimizer_with_its_paging_cost(
    rtx4090, catalogue
):
    est = estimate_gpus(rtx4090, 1, "llama3-8b-full", TrainSettings(checkpointing=True))
    by_label = {r["label"]: r for r in est.memory["remedies"]}
    paged = by_label["paged 8-bit optimizer, stepped in backward"]
    assert paged["settings"] == {"optimizer": "paged-adamw8bit"}
    assert paged["peak_gib"] < est.memory["usable_gib"]
    # The states that do not fit cross PCIe every step: slower than the same optimizer
    # with every state on the card (its update is counted: bitsandbytes' one kernel moves
    # 10 B per bf16 weight where AdamW's foreach passes move 80 B per FP32 master weight,
    # so against AdamW as if it fit the paged run may still come out ahead).
    hw = gpu_arrays(catalogue.table("gpu").loc[["rtx-4090"]])
    w = load_workloads()["llama3-8b-full"]
    rate = {
        opt: float(
            estimate_arrays(hw, 1, w, TrainSettings(checkpointing=True, optimizer=opt))[
                "gpu_system_samples"
            ][0]
        )
        for opt in ("adamw", "paged-adamw8bit")
    }
    unpaged = rate["paged-adamw8bit"] / rate["adamw"]
    assert 0.0 < paged["speed"] < 0.95 * unpaged


def test_hugging_face_fsdp_keeps_the_embeddings_and_head_whole():
    # FSDP1 does not reshard its root unit after forward; with the Hugging Face wrapping
    # policy that unit holds the embeddings and the output head (Llama-2 70B: 0.98 GiB).
    w = workload_from_spec(load_models()["llama-2-70b"], seq_len=2048)
    kwargs = dict(
        bytes_per_value=np.array([2.0]),
        vram_gb=np.array([24.0]),
        adapter="qlora",
        optimizer="adamw-bf16",
        checkpointing=True,
        count=2,
        zero_stage=3,
        offload="all",
    )
    eager = plan_memory(w, **kwargs)
    torchtune = plan_memory(w, compiled=True, **kwargs)
    root = 32000 * 8192 * 2 * 2 / 2**30
    # torchtune streams the embeddings and head like any layer (two whole layers and the
    # prefetched shard's copy in flight, spread over its 80 layers).
    spread = root * (2 + 1 / 2) / 80
    assert eager.gathered[0] - torchtune.gathered[0] == pytest.approx(root - spread, rel=0.01)
    # The 4-bit model is in host RAM; bitsandbytes' quantisation statistics (a module
    # attribute, not a parameter) stay whole on the GPU, torchao's NF4 carries its own.
    stats = load_models()["llama-2-70b"].matmul_params() * (constant("nf4_bits") - 4) / 8 / 2**30
    assert eager.weights[0] == pytest.approx(stats) and torchtune.weights[0] == 0.0
    assert eager.host[0] > 30.0


def test_a_compiled_stack_whose_loss_stays_eager_keeps_the_fp32_logits(rtx4090):
    # Decoder layers compiled one by one (torchtune's compile: True) but Hugging Face's loss:
    # the compiled recipes' fused loss must not be assumed (our H100 set 8 ran this way).
    library = load_workloads()
    recipe = library["llama3-8b-lora"]
    layers_only = recipe.model_copy(update={"loss": "eager"})
    compiled = TrainSettings(software_tier="compiled")
    fused = estimate_gpus(rtx4090, 1, recipe, compiled).memory["components_gib"]
    eager_loss = estimate_gpus(rtx4090, 1, layers_only, compiled).memory["components_gib"]
    # batch 1 x 2,048 tokens x 128,256 logits: the FP32 copy alone is about 1 GiB.
    extra = eager_loss["activations"] - fused["activations"]
    assert 0.9 < extra < 3.0
    assert eager_loss["weights"] == fused["weights"]
