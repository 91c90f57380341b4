"""Measure the per-token host work of text-generation-webui's llamacpp_HF loader on this CPU.

What runs per generated token on the thread that drives llama.cpp (text-generation-webui as
of mid-2024, the version matt-c1/llama-cpp-speed-measurements ran through its API; sources
below), llama.cpp's own decode aside:

1. Hugging Face generate's greedy loop (timed with transformers 4.40.2, a spring-2024
   release; the webui's pin at the commit matt-c1 named, bd7cc42, is not stored here): the model
   call, ``logits[:, -1, :]``, the logits processors, argmax, ``torch.cat`` of the new token
   onto ``input_ids`` and of a one onto the attention mask, and the stopping criteria
   (maximum length, EOS, the webui's stop flag and its ``Stream`` callback, which puts the
   sequence on the queue its Iteratorize thread reads).  With the API's defaults and
   ``ban_eos_token`` the one processor is ``SuppressTokensLogitsProcessor`` over the
   128,256-wide row; repetition penalty, DRY and the webui's warpers are off (penalty 1,
   multiplier 0, greedy).
2. ``LlamacppHF.__call__`` (modules/llamacpp_hf.py): ``input_ids[0].tolist()``, ``torch.tensor``
   of that list, ``torch.eq``/``torch.nonzero`` against the previous sequence for the common
   prefix, ``Llama.eval`` of the new token, and ``torch.tensor`` of the vocabulary's logits
   row out of llama-cpp-python's score array.
3. ``Llama.eval`` as the webui replaced it (modules/llama_cpp_python_hijack.py,
   ``eval_with_progress``, a copy of llama-cpp-python's eval with a progress bar, installed
   on every llama-cpp-python build the webui loads until oobabooga/textgen PR #6257 of
   2024-07-22): after llama.cpp's decode it saves the logits with
   ``self._ctx.get_logits()[: rows * cols]``, slicing a ctypes float pointer, which builds
   a Python list of 128,256 floats, and assigns that list into the float32 score row.
   llama-cpp-python's own eval read the buffer through numpy from PR #1476 (2024-05-24);
   ``--logits-copy numpy`` times that form.

The tool rebuilds that path with real torch and transformers: a stand-in model whose call
does part 2 and 3 around a stored logits row (no model, no llama.cpp), driven by
``model.generate`` with the processors and stopping criteria above, and times the gap
between consecutive tokens' callbacks (everything one token costs the driving thread) at
contexts 128 ... 16,384.  Not measured (no GPU here): the sync and copy behind ``tolist`` of
the CUDA ``input_ids`` (the loader's ``device`` is ``cuda:0``, so generate keeps the sequence
there), the logits' copy to the GPU, and CUDA launch costs of the loop's small tensor ops
(run on CPU tensors here); the webui's other thread, which decodes the reply and sends it to
the API client while llama.cpp decodes the next token, is not run.

torch and transformers are imported inside the measuring functions, so this file imports
without them (the project's environment has neither).  Run it with an environment that has
them, from the repository root:

    /path/to/venv/bin/python tools/llamacpp_hf_loop.py            # print the table
    /path/to/venv/bin/python tools/llamacpp_hf_loop.py --write    # and replace data/llamacpp_hf_loop.csv

Sources (read 2026-11-27): oobabooga/text-generation-webui modules/llamacpp_hf.py at
34b79c8aead89dadbfef2692da1e01c81628d2c9, modules/llama_cpp_python_hijack.py at
f19d201e440917e95f58cb58402d9071e7996309, modules/sampler_hijack.py at
00ed020d12fc46f9a6da62f0165677d3839966ca, extensions/openai/typing.py at
02678ae4be731bee37b4aeda15a78725ba25b562; oobabooga/textgen PR #6257 ('Remove the progress
bar monkey patch', 2024-07-22) and abetlen/llama-cpp-python PR #1248 (2024-03-04, the patch
offered upstream, 'I have been using this as a monkey patch in my project'); PR #1476
('Improve Llama.eval efficiency', 2024-05-24); matt-c1/llama-cpp-speed-measurements
ggufspeed_ooba.py at 77112afcae0a64e2e0790a5b43a9d4f9bbc216a8 (loader llamacpp_HF,
tensorcores, streamed v1/completions, do_sample False, ban_eos_token True).
"""

from __future__ import annotations

import argparse
import datetime as dt
import itertools
import platform
import statistics
import sys
import time
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parent.parent
OUT = REPO / "data" / "llamacpp_hf_loop.csv"
# The fresh13 rows' contexts span 395-16,257 tokens; Llama 3's vocabulary is 128,256.
CONTEXTS = (128, 512, 1024, 2048, 4096, 8192, 16384)
VOCAB = 128_256
# Generate's loop sees the first GENERATE_VOCAB logits (see LoaderStandIn.__call__); the
# banned EOS id is one of them (any id works: it is banned and never chosen).
GENERATE_VOCAB = 1024
EOS = 1000
NEW_TOKENS = 24
LOGITS_COPIES = ("list", "numpy")
COMMAND = "python tools/llamacpp_hf_loop.py --write"
HEADER = (
    "context_tokens,seconds_per_token,logits_copy_seconds,cpu_model,cpu_signature,python,"
    "numpy,torch,transformers,command,as_of"
)


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


def _stand_in_model(logits_copy: str):
    """A transformers model that does the loader's per-call work around a stored logits row.

    Built here, not at module level, so that importing this file needs neither torch nor
    transformers."""
    import ctypes

    import torch
    from transformers import GenerationConfig, PretrainedConfig, PreTrainedModel
    from transformers.modeling_outputs import CausalLMOutputWithPast

    if logits_copy not in LOGITS_COPIES:
        raise ValueError(f"logits_copy is {logits_copy!r}, expected one of {LOGITS_COPIES}")

    class LoaderStandIn(PreTrainedModel):
        def __init__(self) -> None:
            super().__init__(PretrainedConfig())
            self.generation_config = GenerationConfig()
            self.past_seq = None
            self.n_tokens = 0
            rng = np.random.default_rng(0)
            row = rng.standard_normal(VOCAB).astype(np.float32)
            row[7] = 50.0  # greedy picks token 7 every step: no EOS, no early stop
            # llama.cpp's logits buffer, which llama_get_logits hands out as a float pointer.
            self._buffer = (ctypes.c_float * VOCAB).from_buffer_copy(row.tobytes())
            self._pointer = ctypes.cast(self._buffer, ctypes.POINTER(ctypes.c_float))
            # llama-cpp-python's score array (n_ctx rows with logits_all); two rows reused.
            self.scores = np.zeros((2, VOCAB), dtype=np.float32)

        def _validate_model_class(self):
            pass

        def _validate_model_kwargs(self, model_kwargs):
            pass

        def prepare_inputs_for_generation(self, input_ids, **kwargs):
            return {"input_ids": input_ids, **kwargs}

        @property
        def device(self):
            return torch.device("cpu")

        def eval_tokens(self, tokens: list[int]) -> None:
            """Llama.eval after llama.cpp's decode: save the tokens' last logits row."""
            row = self.n_tokens % 2
            if logits_copy == "list":
                # text-generation-webui's eval_with_progress: a ctypes slice is a list
                self.scores[row, :].reshape(-1)[::] = self._pointer[:VOCAB]
            else:
                # llama-cpp-python after PR #1476: the buffer viewed through numpy
                self.scores[row, :].reshape(-1)[::] = np.ctypeslib.as_array(
                    self._pointer, shape=(VOCAB,)
                )
            self.n_tokens += len(tokens)

        def __call__(self, *args, **kwargs):
            input_ids = kwargs["input_ids"]
            seq = input_ids[0].tolist()
            seq_tensor = torch.tensor(seq)
            reset = True
            if self.past_seq is not None:
                n = min(self.past_seq.shape[0], seq_tensor.shape[0])
                indices = torch.nonzero(~torch.eq(self.past_seq[:n], seq_tensor[:n]))
                prefix = indices[0].item() if len(indices) > 0 else n
                if prefix > 0:
                    reset = False
                    self.n_tokens = prefix
                    if len(seq_tensor) - prefix > 0:
                        self.eval_tokens(seq[prefix:])
            if reset:
                self.n_tokens = 0
                self.eval_tokens(seq)
            logits = (
                torch.tensor(self.scores[(self.n_tokens - 1) % 2, :])
                .view(1, 1, -1)
                .to(input_ids.device)
            )
            # On the measured runs this tensor is on the GPU, where generate's processors
            # and argmax over the vocabulary are kernels: the host pays their calls, not
            # their elements.  A narrow view keeps the calls and drops the elements here.
            logits = logits[..., :GENERATE_VOCAB]
            self.past_seq = seq_tensor
            return CausalLMOutputWithPast(logits=logits, past_key_values=seq)

    return LoaderStandIn()


def measure_generate(context: int, repeats: int, logits_copy: str = "list") -> float:
    """The fastest of ``repeats`` medians of the time between two tokens' callbacks (s)
    of a greedy generate over the stand-in model at ``context`` tokens."""
    import queue

    import torch
    from transformers import LogitsProcessorList, StoppingCriteria, StoppingCriteriaList

    class StopEverything(StoppingCriteria):  # the webui's _StopEverythingStoppingCriteria
        def __call__(self, input_ids, scores, **kwargs) -> bool:
            return False

    class Stream(StoppingCriteria):  # the webui's Stream: hands each sequence to its queue
        def __init__(self, callback):
            self.callback = callback

        def __call__(self, input_ids, scores, **kwargs) -> bool:
            self.callback(input_ids[0])
            return False

    model = _stand_in_model(logits_copy)
    rng = np.random.default_rng(context)
    prompt = torch.tensor(rng.integers(1, VOCAB, size=(1, context), dtype=np.int64))
    best = float("inf")
    for _ in range(repeats):
        stamps: list[float] = []
        handed: queue.Queue = queue.Queue()

        def callback(sequence, stamps=stamps, handed=handed) -> None:
            handed.put(sequence)
            stamps.append(time.thread_time())

        model.past_seq = None
        with torch.no_grad():
            model.generate(
                inputs=prompt,
                attention_mask=torch.ones_like(prompt),
                max_new_tokens=NEW_TOKENS,
                do_sample=False,
                suppress_tokens=[EOS],
                eos_token_id=[EOS],
                pad_token_id=EOS,
                use_cache=True,
                logits_processor=LogitsProcessorList(),
                stopping_criteria=StoppingCriteriaList([StopEverything(), Stream(callback)]),
            )
        # The first callback follows the prompt's call; the gaps after it are one token each.
        gaps = [b - a for a, b in itertools.pairwise(stamps[1:])]
        best = min(best, statistics.median(gaps))
    return best


def measure_copy(repeats: int) -> float:
    """The fastest of ``repeats`` timings of the webui's logits save alone (s): the ctypes
    slice to a list and its assignment into a float32 row."""
    import ctypes

    row = np.random.default_rng(1).standard_normal(VOCAB).astype(np.float32)
    buffer = (ctypes.c_float * VOCAB).from_buffer_copy(row.tobytes())
    pointer = ctypes.cast(buffer, ctypes.POINTER(ctypes.c_float))
    scores = np.zeros((2, VOCAB), dtype=np.float32)
    best = float("inf")
    for _ in range(repeats):
        start = time.thread_time()
        scores[1, :].reshape(-1)[::] = pointer[:VOCAB]
        best = min(best, time.thread_time() - start)
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=15, help="generate calls per context")
    parser.add_argument(
        "--logits-copy",
        choices=LOGITS_COPIES,
        default="list",
        help="the logits save to time: the webui's list (default) or llama-cpp-python's numpy",
    )
    parser.add_argument("--write", action="store_true", help=f"replace {OUT.relative_to(REPO)}")
    args = parser.parse_args(argv)
    try:
        import torch
        import transformers
    except ImportError as exc:
        print(
            f"needs torch and transformers ({exc}); run it with an environment that has them",
            file=sys.stderr,
        )
        return 2
    if int(transformers.__version__.split(".")[0]) >= 5:
        print(
            f"transformers {transformers.__version__}: the stand-in needs a 4.x generate (the "
            "webui's 2024 stack); 5.x builds a model cache the stand-in does not have",
            file=sys.stderr,
        )
        return 2
    if args.write and args.logits_copy != "list":
        print("--write records the webui's list copy; drop --logits-copy", file=sys.stderr)
        return 2
    torch.set_num_threads(1)
    cpu, signature = cpu_model(), cpu_signature()
    today = dt.date.today().isoformat()
    copy_s = measure_copy(max(50, args.repeats * 10))
    rows = [(c, measure_generate(c, args.repeats, args.logits_copy)) for c in CONTEXTS]
    versions = (
        f"Python {platform.python_version()}, numpy {np.__version__}, torch {torch.__version__}, "
        f"transformers {transformers.__version__}"
    )
    print(f"CPU: {cpu} ({signature}); {versions}")
    print(f"the webui's logits save alone: {copy_s * 1e3:.2f} ms (fastest)")
    for context, seconds in rows:
        print(
            f"{context:>6} tokens: {seconds * 1e3:8.3f} ms per token "
            f"(logits copy {args.logits_copy}; fastest median of {args.repeats})"
        )
    if args.write:
        lines = [HEADER]
        for context, seconds in rows:
            lines.append(
                f'{context},{seconds:.4e},{copy_s:.4e},"{cpu}","{signature}",'
                f"{platform.python_version()},{np.__version__},{torch.__version__},"
                f"{transformers.__version__},{COMMAND} (fastest median of {args.repeats} "
                f"generate calls of {NEW_TOKENS} tokens),{today}"
            )
        tmp = OUT.with_suffix(".csv.tmp")
        tmp.write_text("\n".join(lines) + "\n", encoding="utf-8")
        tmp.replace(OUT)  # atomic: a reader never sees half a file
        print(f"wrote {OUT.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
