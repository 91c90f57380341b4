"""gpt-fast / torchao int8 weight-only serving: the eager prefill casts every int8 matrix to a
16-bit copy, and the caching allocator keeps those copies; quantising a 16-bit model in place
on the GPU keeps the 16-bit model's segments reserved."""

from __future__ import annotations

from dlbox.core.estimate.memory import eager_dequant_cache_bytes
from dlbox.core.estimate.models import ModelSpec, model_spec
from dlbox.core.estimate.workloads import Workload, workload_from_spec
from tests.core.memory_parts import one_gpu_plan, workload_of

GIB = 2.0**30


def _plan(model: str, weight_format: str, quirks: tuple[str, ...] = ()) -> dict[str, float]:
    workload = workload_of(model, 206, task="decode", stack_quirks=quirks)
    plan = one_gpu_plan(workload, weight_format=weight_format)
    parts = plan.components(1.0)
    return {
        "weights": float(parts["weights"][0]),
        "reserved": float(plan.reserved(1.0)[0]),
    }


def _spec_and_workload(model: str) -> tuple[ModelSpec, Workload]:
    spec = model_spec(model)
    assert spec is not None
    return spec, workload_from_spec(spec, task="decode", seq_len=206)


def test_int8_weight_only_reserves_its_16_bit_head_copy_beyond_the_weights():
    # Llama 3's 128,256-token head is four times Llama 2's 32,000: its 16-bit copy (1 GB)
    # dominates what int8 weight-only serving holds beyond the int8 weights and the cache.
    for model in ("llama-2-7b", "llama-3.1-8b"):
        spec, workload = _spec_and_workload(model)
        head16 = 2.0 * float(spec.vocab or 0) * float(spec.hidden or 0) / GIB
        cache = eager_dequant_cache_bytes(spec, workload) / GIB
        assert head16 < cache < 1.5 * head16
        int8 = _plan(model, "torchao-int8")
        # torchao int4 runs tinygemm's packed kernel: no 16-bit copy in its eager linear.
        int4 = _plan(model, "torchao-int4-g32")
        assert int8["reserved"] - int8["weights"] > int4["reserved"] - int4["weights"] + head16


def test_every_layer_matrix_fits_the_first_cached_copy_of_its_size():
    # The cache grows only when a copy is larger than every earlier one: 80 identical
    # layers leave the same cache as one.
    spec, workload = _spec_and_workload("llama-2-70b")
    one_layer = spec.model_copy(update={"layers": 1})
    cache = eager_dequant_cache_bytes(spec, workload)
    assert cache == eager_dequant_cache_bytes(one_layer, workload)
    # Llama-2 70B: the FFN's input map (28,672 × 8,192) is its largest layer copy; the head
    # (32,000 × 8,192) is larger still, and the two are what stays cached.
    ffn = float(spec.ffn_width * (spec.hidden or 0))
    head = float((spec.vocab or 0) * (spec.hidden or 0))
    assert ffn < head
    assert cache >= 2.0 * (ffn + head)


def test_quantising_in_place_on_the_gpu_keeps_the_16_bit_model_reserved():
    # pytorch/ao issue #346: torchao's int8wo Llama-2 7B peaked at 14.50 GB, above the bf16
    # run's 13.88, where gpt-fast's offline-quantised int8 model peaked at 7.74 GB.
    bf16 = _plan("llama-2-7b", "F16")
    offline = _plan("llama-2-7b", "torchao-int8")
    in_place = _plan("llama-2-7b", "torchao-int8", ("quantised_on_gpu",))
    assert offline["reserved"] < 0.6 * bf16["reserved"]
    assert in_place["reserved"] > bf16["reserved"]
