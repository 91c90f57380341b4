"""The GEMM-shape what-if (tools/gemm_shape.py): the physics a user would check by hand.

Not part of the estimator (it did not improve the out-of-source accuracy; see the tool's
docstring), but its numbers are in the team's report, so its rules are tested.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest

from dlbox.core.catalogue import shipped_catalogue
from dlbox.core.estimate.hardware import gpu_arrays, math_peaks
from dlbox.core.estimate.workloads import custom_workload, load_workloads


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    path = Path(__file__).parents[2] / "tools" / "gemm_shape.py"
    spec = importlib.util.spec_from_file_location("gemm_shape", path)
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    sys.modules["gemm_shape"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def _share(tool: ModuleType, products, gpu: str, batch: float, roofline: bool = True) -> float:
    hw = gpu_arrays(shipped_catalogue().table("gpu").loc[[gpu]])
    peaks = math_peaks(hw, "amp", 1.0)
    return float(
        tool.shape_efficiency(
            products,
            np.array([batch]),
            hw.ids,
            hw.arch,
            peaks.kind,
            peaks.tflops,
            hw.bw_gbs,
            peaks.bytes_per_value,
            roofline,
        )[0]
    )


def _one(tool: ModuleType, m: float, n: float, k: float):
    return tool.Gemms(
        m=np.array([m]),
        n=np.array([n]),
        k=np.array([k]),
        tokens=np.array([0]),
        group=np.array([1.0]),
        attention=np.array([False]),
        fused=np.array([False]),
        flops=np.array([2.0 * m * n * k]),
    )


def test_a_huge_aligned_product_reaches_the_fitted_efficiency(tool):
    # 8192-wide layers over 32 k tokens: every tile full, many waves, compute-bound.
    big = custom_workload(
        "wide", params=12 * 8192**2 * 4, layers=4, hidden=8192, heads=64, seq_len=4096
    )
    assert _share(tool, tool.gemms(big, "none"), "a100-sxm4-40gb", 8) > 0.97


def test_widths_not_multiples_of_8_train_slower_per_flop(tool):
    # Transformer-XL's original base shape (d_model 410, 10 heads of 41) against the
    # nearest aligned one (400, 10 heads of 40): tensor cores pad 41 to 48.
    def shaped(hidden: int):
        return custom_workload(
            f"w{hidden}",
            params=12 * hidden**2 * 16,
            layers=16,
            hidden=hidden,
            heads=10,
            seq_len=192,
        )

    for gpu in ("a100-sxm4-40gb", "v100-sxm2-16gb"):
        odd = _share(tool, tool.gemms(shaped(410), "none"), gpu, 32, roofline=False)
        even = _share(tool, tool.gemms(shaped(400), "none"), gpu, 32, roofline=False)
        assert odd < even, (gpu, odd, even)

    # The attention products alone (per head 192 queries × 384 keys × the head width):
    # 41 padded to 48 does 7 of every 48 multiply-adds for nothing.
    def head(width: float):
        products = _one(tool, 192, 384, width)
        return tool.Gemms(**{**products.__dict__, "attention": np.array([True])})

    ratio = _share(tool, head(41), "a100-sxm4-40gb", 1, False) / _share(
        tool, head(40), "a100-sxm4-40gb", 1, False
    )
    assert ratio == pytest.approx(41 / 48, rel=0.02)


def test_one_tile_past_a_full_wave_costs_a_second_wave(tool):
    # An A100 has 108 SMs: 108 tiles of 128×128 fill one wave exactly; one more tile
    # needs a second wave, and with a short reduction (K = 256) nothing can be split.
    full = _share(tool, _one(tool, 108 * 128, 128, 256), "a100-sxm4-40gb", 1, roofline=False)
    over = _share(tool, _one(tool, 109 * 128, 128, 256), "a100-sxm4-40gb", 1, roofline=False)
    assert full == pytest.approx(1.0)
    assert over == pytest.approx(109 / 216)
    # A long reduction is split over the idle SMs (split-K): most of the wave comes back.
    split = _share(tool, _one(tool, 109 * 128, 128, 8192), "a100-sxm4-40gb", 1, roofline=False)
    assert 0.85 < split < 1.0


def test_a_skinny_product_is_memory_bound(tool):
    # Eight tokens through a 4096×4096 weight: ~8 FLOPs per byte against an A100's ~200.
    skinny = _share(tool, _one(tool, 8, 4096, 4096), "a100-sxm4-40gb", 1)
    assert skinny < 0.1


def test_unknown_sm_count_and_convolutions_are_left_alone(tool):
    # No SM count for AMD boards in the data: no wave quantisation is guessed.
    assert _share(tool, _one(tool, 109 * 128, 128, 256), "radeon-rx-7900-xtx", 1, False) == 1.0
    assert tool.gemms(load_workloads()["resnet50"], "none") is None


def test_the_recipe_runs_smaller_products_than_lambdas_full_softmax(tool):
    # Why the term was tried: Lambda's Transformer-XL runs spend most of their matmul
    # FLOPs in one 267,735-wide product, the recipe in 512-wide layers.
    from dlbox.core.estimate.benchmarks import as_benchmarked

    library = load_workloads()
    lam = as_benchmarked(library)["transformer-xl-base"]
    recipe = _share(tool, tool.gemms(library["transformer-xl-base"], "none"), "a100-sxm4-40gb", 32)
    full = _share(tool, tool.gemms(lam, "none"), "a100-sxm4-40gb", 32)
    assert recipe < 0.9 * full
