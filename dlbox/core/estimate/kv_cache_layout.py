"""How an eager decoding runner keeps its KV cache, and what that costs per token.

Hugging Face generate's default cache grows by concatenation: every layer's update is
``self.keys = torch.cat([self.keys, key_states], dim=-2)`` and the same for the values
(transformers cache_utils.py DynamicLayer.update; before the Cache classes,
LlamaAttention.forward concatenated ``past_key_value`` the same way).  Each token therefore
reads every layer's whole K and V once and writes them once more before attention reads
them: the cache crosses memory three times instead of once.  A preallocated ("static")
cache is written in place at the new position (AutoAWQ, TinyChat, gpt-fast, llama.cpp,
vLLM): once.
"""

from __future__ import annotations

from typing import Literal

KvCacheLayout = Literal["dynamic", "static"]
# torch.cat reads the old cache and writes the grown one: two more passes over its bytes.
CONCAT_PASSES = 2.0


def resolve_layout(layout: str | None, tier: str, host: str) -> str:
    """The cache layout a decode runs with: the one chosen, else Hugging Face generate's
    dynamic cache for eager tokens through its modules, else a preallocated one."""
    if layout is not None:
        return layout
    return "dynamic" if tier == "eager" and host == "hf" else "static"


def extra_passes(layout: str | None, tier: str, host: str) -> float:
    """Passes over each stream's KV cache per token beyond attention's one read."""
    return CONCAT_PASSES if resolve_layout(layout, tier, host) == "dynamic" else 0.0


def layout_of_stack(stack: str) -> KvCacheLayout | None:
    """A published run's cache layout where its stack text names one (None: follow the runner)."""
    text = stack.lower()
    if "preallocated" in text or "pre-allocated" in text:
        return "static"
    return None
