"""Measure the per-token host work of text-generation-webui's llamacpp_HF loader on this CPU.

Every generated token, text-generation-webui's ``LlamacppHF.__call__`` (modules/llamacpp_hf.py,
the 2024 prefix-matching version) turns the whole sequence into Python and back before
llama.cpp sees the one new token, and hands llama.cpp's logits row to Hugging Face's
generate loop:

1. ``seq = input_ids[0].tolist()``: the whole sequence, one Python int per token;
2. ``seq_tensor = torch.tensor(seq)``: that list back into a tensor (a type-discovery pass
   and a store pass over every element);
3. ``torch.nonzero(~torch.eq(past_seq[:n], seq_tensor[:n]))``: the new sequence against the
   previous call's, element by element, to find the common prefix;
4. ``torch.tensor(self.model.scores[last_updated_index, :])``: the logits row (the
   vocabulary, float32) copied out of llama-cpp-python's score array, after
   llama-cpp-python's ``eval`` copied llama.cpp's logits into that array.

Parts 1-3 grow with the context, part 4 with the vocabulary.  torch is not installed here,
so numpy's equivalents stand in for them (``ndarray.tolist``, ``np.array`` from a list
without a dtype, ``np.equal``/``np.nonzero``, two row copies): what the term charges is a
proxy, not torch's own time.  Not measured (no GPU here, or no stand-in): the sync and
device-to-host copy behind ``tolist`` of a CUDA tensor, the logits' host-to-device copy,
Hugging Face generate's own per-token loop and logits processors, text-generation-webui's
streaming thread, and llama.cpp's decode itself.

The result is written with the CPU's model string and the command into
data/llamacpp_hf_loop.csv (``--write``); the estimator fits seconds = a + b × context to it
(dlbox/core/estimate/hf_generate.py) and scales it to a run's named host by single thread.

    python tools/llamacpp_hf_loop.py            # print the table
    python tools/llamacpp_hf_loop.py --write    # and replace data/llamacpp_hf_loop.csv
"""

from __future__ import annotations

import argparse
import datetime as dt
import platform
import sys
import time
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parent.parent
OUT = REPO / "data" / "llamacpp_hf_loop.csv"
# The fresh13 rows' contexts span 395-16,257 tokens; Llama 3's vocabulary is 128,256.
CONTEXTS = (128, 512, 1024, 2048, 4096, 8192, 16384)
VOCAB = 128_256
COMMAND = "python tools/llamacpp_hf_loop.py --write"


def cpu_model() -> str:
    """The CPU's model string as /proc/cpuinfo gives it (else the platform's)."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def cpu_signature() -> str:
    """Family, model and stepping, which name the microarchitecture where the string does not."""
    fields: dict[str, str] = {}
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            key, _, value = line.partition(":")
            key = key.strip()
            if key in ("cpu family", "model", "stepping") and key not in fields:
                fields[key] = value.strip()
    except OSError:
        return ""
    return "family {} model {} stepping {}".format(
        fields.get("cpu family", "?"), fields.get("model", "?"), fields.get("stepping", "?")
    )


def one_token(ids: np.ndarray, past: np.ndarray, scores: np.ndarray) -> None:
    """The loader's per-token host work for a sequence ``ids`` (numpy stand-ins)."""
    seq = ids.tolist()  # input_ids[0].tolist()
    seq_arr = np.array(seq)  # torch.tensor(seq): discovers the type, then stores
    n = min(past.shape[0], seq_arr.shape[0])
    np.nonzero(~np.equal(past[:n], seq_arr[:n]))  # the common-prefix search
    scores[1, :] = scores[0, :]  # llama-cpp-python's eval: logits into the score row
    np.array(scores[1, :])  # torch.tensor(scores[last_updated_index, :])


def measure(context: int, repeats: int) -> float:
    """The fastest of ``repeats`` timings of one token's work at ``context`` tokens (s)."""
    rng = np.random.default_rng(context)
    ids = rng.integers(1, VOCAB, size=context, dtype=np.int64)
    past = ids[:-1].copy()
    scores = rng.random((2, VOCAB), dtype=np.float32)
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        one_token(ids, past, scores)
        best = min(best, time.perf_counter() - start)
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=200)
    parser.add_argument("--write", action="store_true", help=f"replace {OUT.relative_to(REPO)}")
    args = parser.parse_args(argv)
    cpu, signature = cpu_model(), cpu_signature()
    today = dt.date.today().isoformat()
    rows = [(c, measure(c, args.repeats)) for c in CONTEXTS]
    print(f"CPU: {cpu} ({signature}); Python {platform.python_version()}, numpy {np.__version__}")
    for context, seconds in rows:
        print(f"{context:>6} tokens: {seconds * 1e6:9.1f} µs per token (fastest of {args.repeats})")
    if args.write:
        lines = [
            "context_tokens,seconds_per_token,cpu_model,cpu_signature,python,numpy,command,as_of"
        ]
        for context, seconds in rows:
            lines.append(
                f'{context},{seconds:.4e},"{cpu}","{signature}",{platform.python_version()},'
                f"{np.__version__},{COMMAND} (fastest of {args.repeats}),{today}"
            )
        tmp = OUT.with_suffix(".csv.tmp")
        tmp.write_text("\n".join(lines) + "\n", encoding="utf-8")
        tmp.replace(OUT)  # atomic: a reader never sees half a file
        print(f"wrote {OUT.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
