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
