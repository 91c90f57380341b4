"""torch.amp keeps FP32 parameters: with bitsandbytes' 8-bit Adam, FP16 AMP saves almost no
memory over FP32 training, because the weights and their gradients stay FP32."""

from __future__ import annotations

import pytest

from dlbox.core.catalogue import shipped_catalogue
from dlbox.core.estimate.calibration import load_calibration
from dlbox.core.estimate.estimator import estimate_arrays
from dlbox.core.estimate.hardware import gpu_arrays
from dlbox.core.estimate.settings import TrainSettings
from dlbox.core.estimate.workloads import load_workloads
from tests.core.memory_parts import one_gpu_plan, workload_of

GB_PER_GIB = 2**30 / 1e9


def _sd15_t4(precision: str, checkpointing: str) -> float:
    hw = gpu_arrays(shipped_catalogue().table("gpu").loc[["tesla-t4"]])
    settings = TrainSettings(
        batch_per_gpu=1, checkpointing=checkpointing, optimizer="adamw8bit", precision=precision
    )
    result = estimate_arrays(
        hw, 1, load_workloads()["sd15-finetune"], settings, calibration=load_calibration()
    )
    return float(result["memory"].total(1.0)[0])


def test_dreambooth_with_8bit_adam_needs_about_the_same_memory_with_or_without_amp():
    # ShivamShrirao/diffusers examples/dreambooth/README.md (Tesla T4, batch 1, 8-bit Adam):
    # 9.92 GB with fp16 and gradient checkpointing, 10.08 GB without fp16; 11.17 GB both
    # without checkpointing.
    amp, fp32 = _sd15_t4("amp", "full"), _sd15_t4("fp32", "full")
    assert amp == pytest.approx(fp32, rel=0.05)
    assert amp * GB_PER_GIB == pytest.approx(9.92, rel=0.10)
    assert _sd15_t4("amp", "none") * GB_PER_GIB == pytest.approx(11.17, rel=0.10)


def _llama_full(optimizer: str, autocast: bool) -> dict[str, float]:
    plan = one_gpu_plan(
        workload_of("llama-3.2-1b", 512), optimizer=optimizer, checkpointing=True, autocast=autocast
    )
    return {k: float(v[0]) for k, v in plan.components(1.0).items()}


def test_autocast_charges_fp32_weights_to_8bit_adam_but_not_pure_bf16_training():
    amp = _llama_full("adamw8bit", autocast=True)
    pure = _llama_full("adamw8bit", autocast=False)
    # Under torch.amp the parameters themselves are the FP32 weights (4 bytes a weight, not
    # 2); pure bf16 training keeps no FP32 copy at all.
    assert amp["weights"] + amp["master"] == pytest.approx(2.0 * pure["weights"], rel=0.01)
    assert pure["master"] == 0.0
    # The 8-bit states save AdamW's 6 state bytes a weight, never the FP32 weights.
    adamw = _llama_full("adamw", autocast=True)
    assert adamw["weights"] + adamw["master"] == pytest.approx(amp["weights"] + amp["master"])
    assert adamw["optimizer"] == pytest.approx(4.0 * amp["optimizer"])
