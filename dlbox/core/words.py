"""Plain English words for stored codes, shared by the window and the exports.

The window translates these through its own tables (dlbox.ui.labels, which must hold
literal strings for the translation tools); a test keeps the two the same.
"""

from __future__ import annotations

# Precision codes (TrainSettings.precision) as the workload bar names them.
PRECISION_WORDS: dict[str, str] = {
    "fp32": "Single precision (FP32)",
    "tf32": "Tensor-core FP32 (TF32)",
    "amp": "Mixed precision (AMP)",
    "fp16": "Half precision (FP16)",
    "bf16": "BF16 mixed precision",
    "fp8": "8-bit floating point (FP8)",
}


def precision_words(code: str) -> str:
    """ "amp" → "Mixed precision (AMP)"; an unknown code as written."""
    return PRECISION_WORDS.get(code, code)


# What limits a speed (the estimator's ``bottleneck`` codes), as the window words them
# (dlbox.ui.labels.BOTTLENECKS; a test keeps the two the same).
BOTTLENECK_WORDS: dict[str, str] = {
    "compute": "compute",
    "memory_bandwidth": "memory bandwidth",
    "interconnect": "GPU interconnect",
    "cpu_input": "CPU data loading",
    "storage": "storage reads",
    "host_dispatch": "CPU kernel dispatch",
    "kernel_launches": "kernel launches",
    "host_offload": "CPU offload (PCIe and CPU optimizer step)",
    "vram": "GPU memory",
}
# Decoding words two of them apart: each token pays them once, whatever the GPU's
# bandwidth, so a faster card does not make those tokens faster.
DECODE_BOTTLENECK_WORDS: dict[str, str] = {
    "host_dispatch": "host: per-token overhead (CPU)",
    "kernel_launches": "per-token overhead (each layer's small kernels)",
}
# The codes where a fixed cost per step or token, not the GPU's bandwidth or arithmetic,
# sets the speed: a faster card of the same kind is about as fast.
OVERHEAD_BOUND = frozenset({"host_dispatch", "kernel_launches"})


def bottleneck_words(code: str, decodes: bool = False) -> str:
    """ "memory_bandwidth" → "memory bandwidth"; a decoding token's host or kernel overhead
    in per-token words; an unknown code with its underscores as spaces."""
    if decodes and code in DECODE_BOTTLENECK_WORDS:
        return DECODE_BOTTLENECK_WORDS[code]
    return BOTTLENECK_WORDS.get(code, code.replace("_", " "))


# Serving stacks (TrainSettings.serving_engine) as reports name them.
SERVING_ENGINE_WORDS: dict[str, str] = {
    "llama.cpp": "llama.cpp",
    "llama.cpp-no-fa": "llama.cpp, FlashAttention off",
    "vllm": "vLLM",
    "generic": "Hugging Face generate (eager)",
    "autoawq": "AutoAWQ",
    "autoawq-0.1": "AutoAWQ 0.1.x",
    "tinychat": "TinyChat",
}


# How a decode engine splits one model over several GPUs (TrainSettings.multi_gpu_split).
SPLIT_WORDS: dict[str, str] = {
    "layers": "by layers: a token passes the GPUs in turn, so memory adds but speed does not",
    "tensor": "tensor parallel: every layer split, the GPUs' bandwidth adds",
    "single": "the whole model on one GPU, the others idle",
    "row": "by rows (-sm row): weights' bandwidth adds, each product gathered on the main GPU",
}


def engine_words(code: str, tier: str = "eager") -> str:
    """ "generic" → "Hugging Face generate (eager)" (a plain PyTorch server at another
    ``tier``, as `dlbox estimate --tier` picks it); an unknown code as written."""
    if code == "generic" and tier != "eager":
        return f"a plain PyTorch server ({tier} tier)"
    return SERVING_ENGINE_WORDS.get(code, code)
