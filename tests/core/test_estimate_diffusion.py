"""Diffusion generation and training against the published runs in data/benchmarks/external.csv.

Each check names the run a user can look up; "within the band" is the app's own
out-of-source band for the task, so these fail when the estimator drifts away from
what people measured.
"""

from __future__ import annotations

import dataclasses
import math

import numpy as np
import pytest

from dlbox.core.catalogue import shipped_catalogue
from dlbox.core.estimate import TrainSettings, estimate_gpus
from dlbox.core.estimate.calibration import load_calibration
from dlbox.core.estimate.estimator import estimate_arrays
from dlbox.core.estimate.external import load_points, workload_of
from dlbox.core.estimate.hardware import gpu_arrays
from dlbox.core.estimate.workloads import load_workloads


@pytest.fixture(scope="module")
def catalogue():
    return shipped_catalogue()


def images_per_s(catalogue, gpu: str, images: int, workload="sd15-generate", tier="eager"):
    return estimate_gpus(
        catalogue.get("gpu", gpu),
        1,
        workload,
        TrainSettings(batch_per_gpu=2 * images, precision="fp16", software_tier=tier),
    )


def inside_band(estimate, measured: float, task: str) -> bool:
    lo, hi = load_calibration().out_of_source_band(task)  # type: ignore[misc]
    return estimate.throughput * math.exp(lo) <= measured <= estimate.throughput * math.exp(hi)


def test_the_app_band_for_image_generation_is_at_most_30_percent():
    lo, hi = load_calibration().out_of_source_band("generate")  # type: ignore[misc]
    assert -math.log(1.30) <= lo < 0 < hi <= math.log(1.30)


@pytest.mark.parametrize(
    ("gpu", "images", "workload", "measured"),
    [
        # diffusers' PyTorch 2.0 benchmark (docs/source/en/optimization/torch2.0.md), eager SDPA
        ("tesla-t4", 1, "sd15-generate", 0.138),  # 6.9 it/s
        ("tesla-t4", 4, "sdxl-generate", 0.02304),  # 0.288 it/s
        ("rtx-3090", 16, "sd15-generate", 0.544),  # 1.7 it/s
        ("a100-sxm4-40gb", 16, "sdxl-generate", 0.2048),  # 0.64 it/s
        ("rtx-4090", 16, "sdxl-generate", 0.1664),  # 0.52 it/s
    ],
)
def test_generation_is_within_the_band_of_diffusers_published_runs(
    catalogue, gpu, images, workload, measured
):
    est = images_per_s(catalogue, gpu, images, workload)
    assert est.fits
    assert inside_band(est, measured, "generate")


def test_a_70_w_card_runs_below_its_boost_clock_tflops(catalogue):
    # The T4's 65 TFLOPS are counted at 1,590 MHz; fed by its slot alone it holds ~585 MHz.
    # diffusers measured SD 1.5 at batch 16 at 2.34 s per step: 0.137 images/s.
    cal = load_calibration()
    hw = gpu_arrays(shipped_catalogue().table("gpu").loc[["tesla-t4"]])
    w = load_workloads()["sd15-generate"]
    settings = TrainSettings(batch_per_gpu=32, precision="fp16")
    at_base = estimate_arrays(hw, 1, w, settings, calibration=cal)
    at_boost = estimate_arrays(
        dataclasses.replace(hw, slot_clock=np.array([np.nan])), 1, w, settings, calibration=cal
    )
    ratio = float(at_base["terms"]["compute"][0] / at_boost["terms"]["compute"][0])
    assert ratio > 1.2  # the tensor math runs slower than the fitted power law says
    lo, hi = cal.out_of_source_band("generate")  # type: ignore[misc]
    measured = 0.13675
    base = float(at_base["throughput"][0])
    boost = float(at_boost["throughput"][0])
    assert base * math.exp(lo) <= measured <= base * math.exp(hi)
    assert measured < boost * math.exp(lo)  # without the term the run falls outside the band
    est = images_per_s(catalogue, "tesla-t4", 16)
    assert any("slot-powered" in n for n in est.explain["notes"])
    # A board with auxiliary power keeps the fitted power law: no such note.
    assert not any("slot-powered" in n for n in images_per_s(catalogue, "a10", 16).explain["notes"])


def test_the_base_clock_term_applies_to_every_slot_powered_card_and_no_other():
    hw = gpu_arrays(shipped_catalogue().table("gpu"))
    slot = {str(i) for i, c in zip(hw.ids, hw.slot_clock, strict=True) if np.isfinite(c)}
    assert {"tesla-t4", "l4"} <= slot
    assert all(p <= 75 for i, p in zip(hw.ids, hw.power_w, strict=True) if str(i) in slot)
    assert not slot & {"a10", "rtx-4090", "a100-sxm4-80gb", "rtx-a2000"}


def test_sdxl_is_relatively_faster_than_sd15_on_an_a100_than_its_flops_say(catalogue):
    # Measured (diffusers, batch 16): SDXL takes 4.8× SD 1.5's time per image on an A100,
    # though its U-Net does 7.6× the FLOPs; its attention holds half the scores per FLOP.
    sd15 = images_per_s(catalogue, "a100-sxm4-40gb", 16).throughput
    sdxl = images_per_s(catalogue, "a100-sxm4-40gb", 16, "sdxl-generate").throughput
    assert 4.0 < sd15 / sdxl < 6.5


def test_batch_one_eager_on_an_a100_waits_on_the_host_and_cuda_graphs_remove_it(catalogue):
    # diffusers: 21.7 it/s eager vs 44.0 compiled at batch 1; 3.04 vs 3.83 at batch 16.
    one = [
        images_per_s(catalogue, "a100-sxm4-40gb", 1, tier=t).throughput
        for t in ("eager", "compiled")
    ]
    many = [
        images_per_s(catalogue, "a100-sxm4-40gb", 16, tier=t).throughput
        for t in ("eager", "compiled")
    ]
    assert one[1] / one[0] > many[1] / many[0]
    eager = images_per_s(catalogue, "a100-sxm4-40gb", 1)
    assert eager.explain["step_ms"]["overhead"] > 0.2 * eager.explain["step_ms"]["gpu_total"]


def _published(run_id: str):
    points = load_points()
    row = points[points["id"] == run_id].iloc[0]
    return row


def test_diffusion_training_is_within_30_percent_of_mosaicml_sd2_on_8_a100s():
    # MosaicML diffusion README: SD 2 base U-Net, precomputed latents, 8 A100s. The 256²
    # run is inside the app's band; the 512² one is predicted 22 % slow (a miss the
    # accuracy report lists), just outside the narrower band since the CNN layout term,
    # so both are held to the issue's ±30 %.
    from dlbox.core.estimate.external import settings_of

    cal = load_calibration()
    lo, hi = cal.out_of_source_band("train")  # type: ignore[misc]
    gpus = shipped_catalogue().table("gpu")
    for run_id in ("mosaic-a100x8-sd2-256", "mosaic-a100x8-sd2-512"):
        row = _published(run_id)
        w = workload_of(row, load_workloads())
        r = estimate_arrays(
            gpu_arrays(gpus.loc[[row["gpu_id"]]]), 8, w, settings_of(row), calibration=cal
        )
        predicted = float(r["throughput"][0])
        assert abs(predicted / row["measured"] - 1.0) <= 0.30, run_id
        if run_id.endswith("256"):
            assert predicted * math.exp(lo) <= row["measured"] <= predicted * math.exp(hi)


def _train_row_speed(row) -> float:
    from dlbox.core.estimate.external import settings_of

    gpus = shipped_catalogue().table("gpu")
    w = workload_of(row, load_workloads())
    r = estimate_arrays(
        gpu_arrays(gpus.loc[[row["gpu_id"]]]),
        int(row["count"]),
        w,
        settings_of(row),
        calibration=load_calibration(),
    )
    return float(r["throughput"][0])


@pytest.mark.parametrize(
    ("run_id", "as_stated"),
    [
        ("brian6091-t4-sd15-db-b4", "prior_preservation=1"),
        ("brian6091-a100-sd15-db-b4", "prior_preservation=1;attention=materialized"),
    ],
)
def test_brian6091s_dreambooth_runs_as_his_notebook_ran_them_are_inside_the_band(run_id, as_stated):
    # brian6091/Dreambooth#6: SD 1.5 DreamBooth with the text encoder, 8-bit AdamW and
    # checkpointing at batch 4, launched from the repository's notebook, whose form turns
    # prior preservation on (a class image beside every instance image); the A100 run's
    # xformers wheel was built for an A10G (warnings, 31 GB where the T4 used 14.4 GB).
    # Read without those (no class images, fused attention) both were far too fast.
    lo, hi = load_calibration().out_of_source_band("train")  # type: ignore[misc]
    row = _published(run_id).copy()
    assert row["overrides"].endswith(as_stated)
    predicted = _train_row_speed(row)
    assert predicted * math.exp(lo) <= row["measured"] <= predicted * math.exp(hi)
    row["overrides"] = row["overrides"].removesuffix(";" + as_stated)
    assert _train_row_speed(row) > 1.5 * row["measured"]


def test_computing_latents_while_training_costs_about_what_mosaicml_measured(catalogue):
    # MosaicML: running the VAE and CLIP encoders in every step instead of precomputing
    # their latents costs about 1.4× the time (SD 2 at 512² on A100s).
    card = catalogue.get("gpu", "a100-sxm4-80gb")
    settings = TrainSettings(batch_per_gpu=16, precision="amp")
    frozen = load_workloads()["sd15-finetune"]
    precomputed = frozen.model_copy(update={"flops_frozen_fwd_per_sample": 0.0})
    ratio = (
        estimate_gpus(card, 1, precomputed, settings).throughput
        / estimate_gpus(card, 1, frozen, settings).throughput
    )
    assert 1.2 < ratio < 1.6


def test_an_sdxl_lora_training_estimate_exists_on_an_rtx_4090(catalogue):
    est = estimate_gpus(
        catalogue.get("gpu", "rtx-4090"),
        1,
        "sdxl-finetune",
        TrainSettings(adapter="lora", checkpointing=True, batch_per_gpu=1),
    )
    assert est.fits and est.throughput > 0
    assert est.low < est.throughput < est.high
    # Fewer images/s than SD 1.5 under the same settings: 7.6× the U-Net FLOPs at 4× the pixels.
    sd15 = estimate_gpus(
        catalogue.get("gpu", "rtx-4090"),
        1,
        "sd15-finetune",
        TrainSettings(adapter="lora", checkpointing=True, batch_per_gpu=1),
    )
    assert est.throughput < sd15.throughput / 3


def test_sdxl_full_finetune_on_24_gb_is_offered_lora_that_fits(catalogue):
    """SDXL LoRA on one 24 GB card is routine (kohya, diffusers): the remedy says so."""
    card = catalogue.get("gpu", "rtx-4090")
    est = estimate_gpus(card, 1, "sdxl-finetune", TrainSettings())
    assert est.memory["verdict"] == "does not fit"
    lora = next(r for r in est.memory["remedies"] if r["label"] == "LoRA adapters")
    assert lora["verdict"] == "fits" and lora["peak_gib"] < est.memory["usable_gib"]
    applied = estimate_gpus(
        card, 1, "sdxl-finetune", TrainSettings(adapter="lora", checkpointing=True)
    )
    assert applied.memory["peak_gib"] == pytest.approx(lora["peak_gib"])


def _kohya_lora(catalogue, gpu: str, batch: int, optimizer: str = "adafactor", ckpt=False):
    # kohya-ss/sd-scripts#827: SDXL LoRA at 1024², batch 1, Adafactor, U-Net and text
    # encoder adapters (722 + 264 maps), latents cached, checkpointing off.
    w = load_workloads()["sdxl-finetune"].model_copy(update={"adapter_modules": 986})
    settings = TrainSettings(
        adapter="lora",
        optimizer=optimizer,
        batch_per_gpu=batch,
        precision="bf16",
        checkpointing=ckpt,
    )
    return estimate_gpus(catalogue.get("gpu", gpu), 1, w, settings)


def test_sdxl_lora_at_batch_one_waits_on_the_host_so_a_4090_is_no_faster(catalogue):
    # Users measured 1.12 s/it on an RTX 3090 Ti (#827) and 1.45 s/it on an RTX 4090
    # (#834): the eager step's operator calls, not the tensor cores, set the pace.
    ti, ada = _kohya_lora(catalogue, "rtx-3090-ti", 1), _kohya_lora(catalogue, "rtx-4090", 1)
    # At most the part of Adafactor's ~53,000 calls the 3090 Ti's slower backward keeps
    # waiting behind the launch queue: far from the 4090's 1.6× on the GPU alone.
    assert ti.throughput <= ada.throughput < 1.15 * ti.throughput
    assert "a faster GPU would not help" in " ".join(ada.explain["notes"])
    assert ada.bottleneck == "host_dispatch"
    # On the GPU alone the 4090 is much faster: with a foreach AdamW and batch 4
    # (checkpointing, to fit 24 GB) the GPU's work hides the host and the 4090 pulls ahead.
    big = [
        _kohya_lora(catalogue, g, 4, optimizer="adamw", ckpt=True)
        for g in ("rtx-3090-ti", "rtx-4090")
    ]
    assert all(b.fits for b in big)
    assert big[1].throughput > 1.3 * big[0].throughput


def test_a_foreach_optimizer_removes_most_of_the_host_time_of_a_lora_step(catalogue):
    # Adafactor's for-loop touches each of ~2,000 LoRA tensors ~27 times a step;
    # torch's AdamW (foreach) updates them all in a dozen launches.
    adafactor = _kohya_lora(catalogue, "rtx-4090", 1)
    adamw = _kohya_lora(catalogue, "rtx-4090", 1, optimizer="adamw")
    assert adamw.throughput > 1.5 * adafactor.throughput


def test_sdxl_lora_at_batch_8_with_checkpointing_fits_and_is_within_the_band_of_a_4090_run():
    # bmaltais/kohya_ss#1288: batch 8 at 3 s/it on an RTX 4090 with gradient checkpointing.
    from dlbox.core.estimate.external import settings_of

    cal = load_calibration()
    lo, hi = cal.out_of_source_band("train")  # type: ignore[misc]
    row = _published("diff-kohya-4090-sdxl-lora-b8-ckpt")
    w = workload_of(row, load_workloads())
    gpus = shipped_catalogue().table("gpu")
    r = estimate_arrays(gpu_arrays(gpus.loc[["rtx-4090"]]), 1, w, settings_of(row), calibration=cal)
    # It ran in 24 GB: block checkpointing keeps each block's input and recomputes one
    # block at a time (tools/model_flops.py), far less than a fixed share of everything.
    assert bool(r["fits"][0])
    predicted = float(r["throughput"][0])
    assert predicted * math.exp(lo) <= row["measured"] <= predicted * math.exp(hi)
    assert float(r["dispatch_exposed_s"][0]) == 0.0  # the GPU's work hides the host


def test_the_counted_lora_maps_match_what_kohya_logs():
    # sd-scripts prints "create LoRA for U-Net: 192 modules" (SD 1.x) and 722 (SDXL).
    import importlib.util
    import sys
    from pathlib import Path

    path = Path(__file__).parents[2] / "tools" / "model_flops.py"
    spec = importlib.util.spec_from_file_location("model_flops", path)
    tool = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    sys.modules["model_flops"] = tool  # dataclasses look their module up
    spec.loader.exec_module(tool)  # type: ignore[union-attr]
    counts = {}
    for name, cfg in (("sd15-finetune", tool.SD15), ("sdxl-finetune", tool.SDXL)):
        c = tool.Counter()
        tool.unet(c, cfg)
        counts[name] = c
        w = load_workloads()[name]
        assert (w.host_ops_fwd, w.adapter_modules, w.param_tensors) == (c.ops, c.adapted, c.tensors)
    assert (counts["sd15-finetune"].adapted, counts["sdxl-finetune"].adapted) == (192, 722)


def test_a_bad_host_count_names_the_file_line_and_field(tmp_path):
    from dlbox.core.catalogue import default_data_dir
    from dlbox.core.estimate.workloads import WorkloadError, read_workloads

    src = default_data_dir()
    (tmp_path / "workloads.csv").write_bytes((src / "workloads.csv").read_bytes())
    (tmp_path / "model_counts.csv").write_text(
        "workload,host_ops_fwd,frozen_host_ops_fwd,adapter_modules,param_tensors,source,as_of,notes\n"
        "sd15-finetune,-5,0,192,686,x,2026-11-25,\n",
        encoding="utf-8",
    )
    with pytest.raises(WorkloadError, match=r"model_counts.csv, line 2, field 'host_ops_fwd'"):
        read_workloads(tmp_path / "workloads.csv")
