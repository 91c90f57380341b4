"""``dlbox estimate``: how fast a GPU (or a saved build) trains a workload, and whether it fits.

    dlbox estimate --gpu rtx-4090 --count 2 --workload resnet50 [--json]
    dlbox estimate mybox.json --workload llama3-8b-qlora --precision bf16
    dlbox estimate --gpu rtx4090 --workload custom --params 7e9 --tokens-per-sample 2048

Exit status: 0 the workload fits and was estimated, 1 it does not fit in GPU
memory (the estimate says why and what would help), 2 bad input.
"""

from __future__ import annotations

import argparse
import difflib
import json
import math
import re
import sys
from typing import Any, NoReturn

from dlbox.core import limits as lim
from dlbox.core.catalogue import CatalogueError, shipped_catalogue
from dlbox.core.estimate.moe import EXPERTS_IMPLEMENTATIONS
from dlbox.core.estimate.settings import (
    MEMORY_FORMATS,
    MULTI_GPU_SPLITS,
    OPTIMIZER_IMPLS,
    SERVING_ENGINES,
    SOFTWARE_TIERS,
    TRAINING_STACKS,
)
from dlbox.core.estimate.weight_formats import DECODE_KERNELS, WEIGHT_FORMATS, weight_format
from dlbox.core.parts import GPU, Category
from dlbox.core.words import SPLIT_WORDS, bottleneck_words, engine_words

EXIT_NOT_FIT = 1
CUSTOM = "custom"
# --family → (workload family, measured workloads whose efficiencies it borrows).
CUSTOM_FAMILIES: dict[str, tuple[str, tuple[str, ...]]] = {
    "decoder": ("transformer", ()),
    "encoder": ("transformer", ()),
    "cnn": ("cnn", ()),
    "rnn": ("rnn", ()),
    "diffusion": ("diffusion", ("resnet50", "bert-large-squad")),
}
# Flags that describe a custom workload (only with --workload custom).
CUSTOM_FLAGS = (
    "params",
    "tokens_per_sample",
    "flops_per_sample",
    "family",
    "layers",
    "hidden",
    "heads",
    "act_mb_per_sample",
    "model",
    "model_config",
    "task",
)
_SUFFIX = {"k": 1e3, "m": 1e6, "b": 1e9, "g": 1e9, "t": 1e12}
# TrainSettings field → the flag that sets it, for error messages.
FLAGS = {
    "precision": "--precision",
    "batch_per_gpu": "--batch",
    "grad_accum": "--grad-accum",
    "checkpointing": "--checkpointing",
    "adapter": "--adapter",
    "optimizer": "--optimizer",
    "zero_stage": "--zero",
    "power_limit_frac": "--power-limit",
    "software_tier": "--tier",
    "memory_format": "--memory-format",
    "training_stack": "--stack",
    "sdpa_backend": "--sdpa",
    "pytorch_version": "--pytorch",
    "optimizer_impl": "--optimizer-impl",
    "dataset_samples": "--dataset",
    "epochs": "--epochs",
    "inference_bits": "--bits",
    "weight_format": "--weights",
    "decode_kernel": "--decode-kernel",
    "expanded_kv_attention": "--expanded-kv-attention",
    "experts_implementation": "--experts",
    "latents": "--latents",
    "text_encoder": "--text-encoder",
    "vae_fp32": "--vae-fp32",
    "prior_preservation": "--prior-preservation",
    "ema": "--ema",
    "diffusion_attention": "--attention",
    "offload": "--offload",
    "context_tokens": "--context",
    "kv_cache_bits": "--kv-cache-bits",
    "serving_engine": "--engine",
    "multi_gpu_split": "--split",
    "gpu_memory_utilization": "--gpu-memory-utilization",
    "llamacpp_build_date": "--llamacpp-build",
}
# Each numeric flag's range (dlbox.core.limits states them for every command and dialog).
RANGES = {
    "count": lim.GPU_COUNT,
    "batch": lim.BATCH_PER_GPU,
    "grad_accum": lim.GRAD_ACCUM,
    "epochs": lim.EPOCHS,
    "dataset": lim.DATASET_SAMPLES,
    "power_limit": lim.POWER_LIMIT,
    "cpu_threads": lim.CPU_THREADS,
    "params": lim.PARAMS,
    "tokens_per_sample": lim.TOKENS_PER_SAMPLE,
    "flops_per_sample": lim.FLOPS_PER_SAMPLE,
    "act_mb_per_sample": lim.ACT_MB_PER_SAMPLE,
    "layers": lim.LAYERS,
    "hidden": lim.HIDDEN,
    "heads": lim.HEADS,
    # Decode workloads: context per stream (the prompt for the first token) and streams.
    "context": lim.TOKENS_PER_SAMPLE,
    "concurrency": lim.BATCH_PER_GPU,
}


class _CheckpointingAction(argparse.Action):
    """``--checkpointing [MODE]``: alone it is full recomputation, as the flag always was; a
    build file right after it (``--checkpointing my.json``, which used to work) is the build."""

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: Any,
        option_string: str | None = None,
    ) -> None:
        from dlbox.core.estimate.checkpointing import parse_mode

        if values is None:
            setattr(namespace, self.dest, "full")
            return
        try:
            setattr(namespace, self.dest, parse_mode(values))
        except ValueError as exc:
            if str(values).lower().endswith(".json"):
                setattr(namespace, self.dest, "full")
                namespace.build_after_flag = values
                return
            parser.error(f"--checkpointing: {exc}")


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "estimate",
        help="estimate training speed, memory and time to train",
        description=(
            "Estimate training throughput (with a low/high band), the bottleneck, GPU memory, "
            "time to train and energy for a workload on catalogue GPUs or a saved build. "
            "Exit status 1 means the workload does not fit in GPU memory."
        ),
        epilog=(
            "A model the library does not hold: --workload custom --params 7e9 "
            "--tokens-per-sample 2048 estimates a decoder LLM trained on 2,048-token sequences "
            "(tokens/s; FLOPs by the 2·N-per-token rule plus attention, the shape derived from "
            "the parameter count); add --flops-per-sample to give the forward FLOPs yourself. "
            "Any other network: --workload custom --family cnn --params 25e6 "
            "--flops-per-sample 8.2e9 --act-mb-per-sample 41 (samples/s). Counts take k/M/B/T "
            "suffixes (7B = 7e9)."
        ),
    )
    parser.add_argument("build", nargs="?", metavar="BUILD.json", help="a saved build file")
    parser.add_argument(
        "--gpu", help="catalogue GPU id or a name matching one GPU, e.g. 'rtx 4090'"
    )
    parser.add_argument("--count", type=int, default=1, help="number of GPUs (default 1)")
    parser.add_argument(
        "--workload",
        help="workload id (an unknown id lists them all), or 'custom' with the flags below "
        "(--model or --model-config alone imply custom)",
    )
    parser.add_argument("--precision", choices=["fp32", "tf32", "amp", "fp16", "bf16", "fp8"])
    parser.add_argument(
        "--batch",
        type=int,
        help="batch per GPU (default: largest that clearly fits, up to the usual)",
    )
    parser.add_argument(
        "--grad-accum",
        type=int,
        default=1,
        help="micro-batches (of --batch) accumulated per optimizer step (default 1): the "
        "optimizer update and, with DDP or ZeRO-1, the gradient all-reduce run once per step",
    )
    parser.add_argument(
        "--epochs", type=float, help="epochs over the dataset (default: the workload's)"
    )
    parser.add_argument(
        "--dataset", type=float, help="dataset size in the workload's unit (images, tokens…)"
    )
    parser.add_argument("--adapter", choices=["none", "lora", "qlora"])
    parser.add_argument(
        "--optimizer",
        choices=["adamw", "adamw-bf16", "adamw8bit", "paged-adamw8bit", "sgd", "adafactor"],
        help="adamw: FP32 m, v (+ FP32 master weights in 16-bit training); adamw-bf16: bf16 "
        "m, v, no master; adamw8bit: 8-bit m, v (bitsandbytes); paged-adamw8bit: 8-bit m, v "
        "in unified memory that pages to host RAM, stepped in the backward (torchtune's "
        "single-GPU full fine-tune); sgd: momentum; adafactor: factored second moments "
        "(transformers' Adafactor, a for-loop over the tensors)",
    )
    parser.add_argument(
        "--offload",
        choices=["none", "optimizer", "all"],
        default="none",
        help="CPU offload (ZeRO-Offload / FSDP): optimizer states, or also weights and gradients, "
        "in host RAM; the speed counts the PCIe copies and the CPU's optimizer step "
        "(docs/offload.md)",
    )
    ckpt = parser.add_mutually_exclusive_group()
    ckpt.add_argument(
        "--checkpointing",
        dest="checkpointing",
        nargs="?",
        action=_CheckpointingAction,
        default=None,
        metavar="MODE",
        help="activation checkpointing: full (the default when given alone: every layer "
        "recomputed), selective (torchtitan's op-level policy: the attention output and every "
        "second matrix product kept), attention (Megatron/NeMo --recompute-granularity "
        "selective: only the attention core recomputed), every-N (one layer in N), none",
    )
    ckpt.add_argument(
        "--no-checkpointing", dest="checkpointing", action="store_const", const="none"
    )
    parser.add_argument("--zero", type=int, choices=[0, 1, 2, 3], default=0, help="ZeRO stage")
    parser.add_argument(
        "--tier",
        choices=SOFTWARE_TIERS,
        default=None,
        help="software tier (default eager; a serving --engine picks its own decode stack)",
    )
    parser.add_argument(
        "--memory-format",
        choices=MEMORY_FORMATS,
        default="auto",
        help="CNN activation layout: nhwc is PyTorch's channels_last (no transposes around "
        "tensor-core convolutions); auto: NCHW eager and compiled (torch.compile keeps the "
        "layout it is given), NHWC vendor",
    )
    parser.add_argument(
        "--stack",
        choices=TRAINING_STACKS,
        default="generic",
        help="training software, for the memory it keeps: generic (Hugging Face Trainer + "
        "PEFT), hf-fsdp (Trainer/Accelerate FSDP, reentrant checkpointing), answerai "
        "(fsdp_qlora), torchtune, litgpt, deepspeed (ZeRO at its default buckets), composer "
        "(MosaicML Composer / llm-foundry FSDP: its gathers and reduce-scatters are not "
        "hidden under the compute), llmq (llm.q / llm.c: a fused classifier over the 16-bit "
        "logits, no FP32 copy)",
    )
    parser.add_argument(
        "--sdpa",
        choices=("auto", "flash", "efficient", "cudnn"),
        default="auto",
        help="the fused attention kernel PyTorch's scaled_dot_product_attention runs "
        "(torch.nn.attention.sdpa_kernel): flash and efficient are SM80 code (half of a "
        "Hopper's tensor peak, a quarter of a B200's), cudnn has Hopper/Blackwell kernels; "
        "auto: the kernel the PyTorch release (--pytorch) picks",
    )
    parser.add_argument(
        "--pytorch",
        metavar="VERSION",
        default=None,
        help="the PyTorch release the training runs (2.4, 2.5.1, 2.11, …), for the SDPA "
        "kernel --sdpa auto means: on H100/H200/B200, 2.5.0, 2.9 and 2.11 on pick cuDNN, "
        "other releases flash (half of a Hopper's tensor peak); default: the newest",
    )
    parser.add_argument(
        "--optimizer-impl",
        choices=OPTIMIZER_IMPLS,
        default="auto",
        help="the optimizer update's kernels: foreach (torch's default), for-loop (one tensor "
        "at a time), fused (one kernel); auto: foreach eager and compiled, fused vendor",
    )
    parser.add_argument(
        "--power-limit", type=float, default=1.0, help="GPU power limit as a fraction (0.5–1.0)"
    )
    parser.add_argument(
        "--bits", type=int, choices=[16, 8, 4], default=16, help="weight bits for decode workloads"
    )
    parser.add_argument(
        "--weights",
        metavar="FORMAT",
        help="decode workloads: the weights' stored format by name, over --bits: "
        + ", ".join(WEIGHT_FORMATS)
        + " (GGUF types; int4-gN: GPTQ/AWQ 4-bit, group N; torchao-int4-gN: torchao/gpt-fast)",
    )
    parser.add_argument(
        "--decode-kernel",
        choices=list(DECODE_KERNELS),
        help="decode workloads: the quantised GEMV kernel (default: the format's own: GGUF "
        "mmvq, GPTQ exllamav2, torchao tinygemm); exllama-v1, gptq-for-llama, mlc and "
        "inductor-int8 convert every weight with an int-to-float instruction, awq-gemv two; "
        "the host's calls per token follow --engine, not the kernel (AutoAWQ's loop: "
        "--engine autoawq; TinyChat's: --engine tinychat)",
    )
    parser.add_argument(
        "--expanded-kv-attention",
        action="store_true",
        help="decode workloads: attention copies K/V out to every query head before plain "
        "PyTorch attention (ExLlamaV2 without flash attention): the KV cache is read "
        "1 + 2 × heads/KV-heads times per token",
    )
    parser.add_argument(
        "--experts",
        choices=EXPERTS_IMPLEMENTATIONS,
        help="mixture-of-experts models under Hugging Face transformers: the "
        "experts_implementation the model was loaded with (default grouped_mm, transformers "
        "5's, which generate decodes with batched_mm on a GPU: copies of each routed row's "
        "expert weights; eager: the per-expert loop of transformers 4, two host syncs per "
        "expert the batch reaches)",
    )
    diffusion = parser.add_argument_group(
        "diffusion training (sd15-finetune, sdxl-finetune)",
        "What a step runs besides the U-Net. By default the VAE encodes every image and "
        "the text encoder(s) run forward, frozen, every step.",
    )
    diffusion.add_argument(
        "--latents",
        choices=["encoded", "cached"],
        help="encoded: the VAE encoder runs on every image each step (diffusers' DreamBooth "
        "and text-to-image scripts); cached: latents computed once before training "
        "(kohya's cache_latents, MosaicML's precomputed latents)",
    )
    diffusion.add_argument(
        "--text-encoder",
        choices=["frozen", "cached", "trained"],
        help="frozen: forward every step; cached: prompt embeddings computed once; trained: "
        "trained with the U-Net (--train_text_encoder): its backward, its weights in the "
        "optimizer (full) or its LoRA maps (--adapter lora)",
    )
    diffusion.add_argument(
        "--vae-fp32",
        action="store_true",
        default=None,
        help="the VAE kept in FP32 in a 16-bit run (diffusers' SDXL scripts, kohya's "
        "--no_half_vae without cached latents): at the FP32/TF32 rate",
    )
    diffusion.add_argument(
        "--prior-preservation",
        action="store_true",
        help="DreamBooth prior preservation: a class image with every instance image "
        "(twice the U-Net work and activations per step; speed in instance images/s)",
    )
    diffusion.add_argument(
        "--ema",
        action="store_true",
        help="an EMA copy of the trained weights (--use_ema): an FP32 shadow in GPU memory "
        "and a per-tensor update every optimizer step",
    )
    diffusion.add_argument(
        "--attention",
        choices=["fused", "materialized"],
        help="the U-Net's attention: fused (xformers or PyTorch 2 SDPA, the default) or "
        "materialized (no xformers on PyTorch 1.x: every score written and read, FP32 "
        "softmax under autocast; slower, and much more memory without checkpointing)",
    )
    parser.add_argument("--cpu-threads", type=int, help="CPU threads feeding the GPUs (with --gpu)")
    parser.add_argument(
        "--cpu",
        metavar="ID",
        help="the host CPU (a catalogue id such as ryzen-9-7950x; with --gpu, a build gives its "
        "own): its single-thread speed sets eager steps' and tokens' host-bound floors",
    )
    parser.add_argument(
        "--host-memory",
        metavar="CHANNELSxMT/s",
        help="the host RAM's populated channels and speed, e.g. 8x5200 (with --gpu; a build "
        "gives its own): --offload's CPU optimizer step runs over it",
    )
    parser.add_argument(
        "--context",
        type=int,
        help="decode workloads: tokens of context per stream (the prompt for time to first token)",
    )
    parser.add_argument(
        "--kv-cache-bits",
        type=int,
        choices=[16, 8],
        help="decode workloads: bits per cached K/V value (8 as vLLM --kv-cache-dtype fp8 or "
        "llama.cpp -ctk/-ctv q8_0; default 16)",
    )
    parser.add_argument(
        "--concurrency",
        type=int,
        help="decode workloads: streams decoded at once (default 1); gives total tokens/s",
    )
    parser.add_argument(
        "--engine",
        choices=list(SERVING_ENGINES),
        help="decode workloads: the serving stack. vllm: a pool of --gpu-memory-utilization × "
        "the card, the KV cache filling what the weights leave (says how many sequences of "
        "--context fit); llama.cpp: its compute buffer for one 512-token micro-batch; "
        "llama.cpp-no-fa: -fa off, the attention scores (context × heads × 512, FP32) in that "
        "buffer too; autoawq: AutoAWQ's own eager loop over its fused blocks (fewer Python "
        "calls per token than Hugging Face generate, whatever --decode-kernel; the 0.2.x "
        "line), autoawq-0.1: the same loop in its 0.1.x releases (about half the calls a "
        "layer); tinychat: "
        "TinyChat's (llm-awq) loop over its fused blocks, likewise; generic: a plain PyTorch "
        "server, Hugging Face generate when eager (default llama.cpp, the engine under "
        "Ollama and LM Studio; with --tier and no --engine, generic at that tier)",
    )
    parser.add_argument(
        "--llamacpp-build",
        metavar="DATE",
        type=_llamacpp_build,
        help="decode workloads through llama.cpp (--engine llama.cpp or llama.cpp-no-fa): the "
        "date of its build, YYYY, YYYY-MM or YYYY-MM-DD, or 'current' (the default). Its CUDA "
        "backend fused a dense layer's kernels during 2025 (27 a layer before June 2025, 18 "
        "since November 2025 with quantised weights), so an older build, as Ollama, LM Studio "
        "or text-generation-webui may bundle, decodes small models more slowly. Ignored, with "
        "a warning, for other engines",
    )
    parser.add_argument(
        "--split",
        choices=list(MULTI_GPU_SPLITS),
        help="decode workloads on several GPUs: how the engine splits the model (default: the "
        "engine's own). layers: each GPU holds whole layers and a token passes them in turn, "
        "so memory adds but speed does not (llama.cpp, Hugging Face device_map, AutoAWQ); "
        "tensor: every layer split, bandwidth adds, two all-reduces per layer (vLLM, gpt-fast, "
        "MLC); single: the whole model on one GPU (TinyChat); row: llama.cpp's -sm row, every "
        "matrix split by rows, bandwidth adds for the weights, each product gathered on the "
        "main GPU, which holds the KV cache",
    )
    parser.add_argument(
        "--gpu-memory-utilization",
        type=float,
        help="with --engine vllm: the share of the card vLLM takes (0 to 1; vLLM's default 0.9)",
    )
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    custom = parser.add_argument_group(
        "custom workload (with --workload custom)",
        "Describe a model by its numbers. Efficiencies are borrowed from the measured "
        "workloads of its family, so its band is the family's, widened.",
    )
    custom.add_argument(
        "--params", type=_count, metavar="N", help="total parameters, e.g. 7e9 or 7B (required)"
    )
    custom.add_argument(
        "--tokens-per-sample",
        type=_count,
        metavar="S",
        help="sequence length of a transformer; throughput is then in tokens/s",
    )
    custom.add_argument(
        "--flops-per-sample",
        type=_count,
        metavar="F",
        help="forward-pass FLOPs per sample (not MACs; training is charged 3×, plus recomputation "
        "with checkpointing); default for transformers: 2·N per token plus attention",
    )
    custom.add_argument(
        "--family",
        choices=sorted(CUSTOM_FAMILIES),
        help="which measured family it borrows efficiencies from "
        "(default: decoder with --tokens-per-sample, else cnn)",
    )
    custom.add_argument(
        "--act-mb-per-sample",
        type=_count,
        metavar="MB",
        help="activation memory per sample at 16 bits, in MB (needed without --tokens-per-sample)",
    )
    custom.add_argument("--layers", type=_count, help="transformer layers (default: from --params)")
    custom.add_argument("--hidden", type=_count, help="transformer width (default: from --params)")
    custom.add_argument("--heads", type=_count, help="attention heads (default: hidden ÷ 128)")
    custom.add_argument(
        "--model",
        metavar="ID",
        help="an architecture from the model library (data/models/models.csv), e.g. "
        "llama-3.1-70b, mixtral-8x7b, qwen2.5-7b",
    )
    custom.add_argument(
        "--model-config",
        metavar="PATH",
        help="a Hugging Face config.json: layers, width, heads, KV heads, FFN, vocabulary and "
        "experts are read from it",
    )
    custom.add_argument(
        "--task",
        choices=["train", "decode"],
        help="with --model/--model-config: train (default) or decode (serving, batch = streams)",
    )
    parser.set_defaults(handler=run)
    parser.error = _one_line_error  # type: ignore[method-assign]


def _one_line_error(message: str) -> NoReturn:
    """argparse's complaint as one line (no usage block), exit status 2."""
    from dlbox.cli import short_quotes  # a 5,000-digit value is cut, as every error line

    print(
        f"dlbox estimate: error: {short_quotes(message)} (see dlbox estimate --help)",
        file=sys.stderr,
    )
    raise SystemExit(2)


def _count(text: str) -> float:
    """A positive number, with an optional k/M/B/G/T suffix (7B = 7e9)."""
    raw = text.strip().replace("_", "").replace(",", "")
    scale = 1.0
    if raw and raw[-1].lower() in _SUFFIX:
        scale, raw = _SUFFIX[raw[-1].lower()], raw[:-1]
    try:
        value = float(raw) * scale
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not value > 0 or not math.isfinite(value):
        raise argparse.ArgumentTypeError(f"must be a positive finite number, got {text!r}")
    return value


def _llamacpp_build(text: str) -> str:
    """``--llamacpp-build``: 'current' or a date YYYY[-MM[-DD]] as given (one line naming
    what was expected otherwise)."""
    from dlbox.core.estimate.llamacpp_fusion import CURRENT, user_build_date

    try:
        return user_build_date(text) or CURRENT
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _norm(text: str) -> str:
    return re.sub(r"[\s_-]+", " ", text.lower()).strip()


def _compact(text: str) -> str:
    """Case, spaces, hyphens and punctuation ignored: 'RTX-4090' == 'rtx4090'."""
    return re.sub(r"[^a-z0-9]+", "", text.lower())


_BRANDS = re.compile(r"\b(nvidia|geforce|tesla|quadro|amd|radeon|firepro)\b")


def find_gpu(query: str, gpus: list[GPU]) -> tuple[GPU | None, list[GPU]]:
    """(the GPU, []) for an id or a name matching one GPU, else (None, candidates)."""
    by_id = {g.id: g for g in gpus}
    if query in by_id:
        return by_id[query], []
    q, c = _norm(query), _compact(query)
    if not c:
        return None, []
    # "GeForce RTX4090" names the reference card, not every partner board built on it.
    bare = _compact(_BRANDS.sub(" ", _norm(query)))
    exact = [
        g
        for g in gpus
        if c in (_compact(g.id), _compact(g.name), _compact(_BRANDS.sub(" ", g.name.lower())))
        or bare == _compact(_BRANDS.sub(" ", g.name.lower()))
    ]
    if len(exact) == 1:
        return exact[0], []
    words = q.split()
    matches = [g for g in gpus if all(w in f"{_norm(g.name)} {_norm(g.id)}" for w in words)]
    if not matches:  # 'rtx4090', 'A100SXM': the words run together
        matches = [g for g in gpus if c in _compact(g.name) or c in _compact(g.id)]
    if len(matches) == 1:
        return matches[0], []
    return None, matches


def closest_gpus(query: str, gpus: list[GPU], n: int = 5) -> list[GPU]:
    """The catalogue GPUs whose id or short name is nearest to a query that matched none."""
    keys: dict[str, GPU] = {}
    for g in gpus:
        keys.setdefault(_compact(g.id), g)
        keys.setdefault(_compact(_BRANDS.sub(" ", g.name.lower())), g)
    found: list[GPU] = []
    for key in difflib.get_close_matches(_compact(query), list(keys), n=3 * n, cutoff=0.5):
        if keys[key] not in found:
            found.append(keys[key])
    return found[:n]


def _default_engine(args: argparse.Namespace, decodes: bool) -> str:
    """The serving stack without --engine: llama.cpp for a decode workload (what a user who
    serves a model runs), unless --tier names the decode stack itself (generic at that
    tier, as before); training has none."""
    from dlbox.core.job import DEFAULT_SERVING_ENGINE

    return DEFAULT_SERVING_ENGINE if decodes and not args.tier else "generic"


def _settings(args: argparse.Namespace, decodes: bool = False) -> Any:
    from dlbox.core.estimate import TrainSettings

    return TrainSettings(
        precision=args.precision,
        batch_per_gpu=args.concurrency if args.concurrency is not None else args.batch,
        grad_accum=args.grad_accum,
        checkpointing=args.checkpointing,
        adapter=args.adapter,
        optimizer=args.optimizer,
        zero_stage=args.zero,
        power_limit_frac=args.power_limit,
        **({"software_tier": args.tier} if args.tier else {}),
        memory_format=args.memory_format,
        training_stack=args.stack,
        sdpa_backend=args.sdpa,
        pytorch_version=args.pytorch,
        optimizer_impl=args.optimizer_impl,
        dataset_samples=args.dataset,
        epochs=args.epochs,
        inference_bits=args.bits,
        weight_format=args.weights,
        decode_kernel=args.decode_kernel,
        expanded_kv_attention=args.expanded_kv_attention,
        experts_implementation=args.experts,
        latents=args.latents,
        text_encoder=args.text_encoder,
        vae_fp32=args.vae_fp32,
        prior_preservation=args.prior_preservation,
        ema=args.ema,
        diffusion_attention=args.attention,
        offload=args.offload,
        context_tokens=args.context,
        kv_cache_bits=args.kv_cache_bits or 16,
        serving_engine=args.engine or _default_engine(args, decodes),
        gpu_memory_utilization=args.gpu_memory_utilization,
        multi_gpu_split=args.split,
        llamacpp_build_date=_build_date(args.llamacpp_build),
    )


def _build_date(given: str | None) -> str | None:
    """The settings' llama.cpp build date of ``--llamacpp-build`` (None: a current build)."""
    from dlbox.core.estimate.llamacpp_fusion import CURRENT

    return None if given in (None, CURRENT) else given


def llamacpp_build_warning(given: str | None, settings: Any, decodes: bool, workload: str) -> str:
    """Why ``--llamacpp-build`` does not apply to this estimate ("" where it does): a
    training workload, another serving engine, or llama.cpp's eager tier."""
    from dlbox.core.estimate.llamacpp_host import is_llamacpp

    if given is None:
        return ""
    if not decodes:
        return f"--llamacpp-build ignored: {workload} trains; the build applies to decoding"
    engine = settings.serving_engine
    if not is_llamacpp(engine):
        return (
            f"--llamacpp-build ignored: it applies to llama.cpp (--engine llama.cpp or "
            f"llama.cpp-no-fa), not to --engine {engine}"
        )
    if settings.tier_for(True) == "eager":
        return "--llamacpp-build ignored: --tier eager prices no llama.cpp kernels"
    return ""


def run(args: argparse.Namespace) -> int:
    from pydantic import ValidationError

    from dlbox.cli import fail
    from dlbox.core.build_estimate import estimate_build
    from dlbox.core.estimate import (
        CalibrationError,
        EstimateError,
        WorkloadError,
        estimate_gpus,
        load_workloads,
    )

    if args.build is None and getattr(args, "build_after_flag", None):
        args.build = args.build_after_flag  # `--checkpointing my.json`, as before modes
    if (args.build is None) == (args.gpu is None):
        return fail("give either a BUILD.json file or --gpu, not both and not neither")
    problem = lim.options_problem(args, RANGES)
    if problem is not None:
        return fail(problem)
    host = parse_host_memory(args.host_memory) if args.host_memory is not None else None
    if isinstance(host, str):
        return fail(f"--host-memory: {host}")
    if host is not None and args.build is not None:
        return fail("--host-memory is for --gpu: a build's CPU and memory kits give its own")
    if args.cpu is not None and args.build is not None:
        return fail("--cpu is for --gpu: a build's own CPU sets its host speed")
    if args.workload is None:
        if args.model is None and args.model_config is None:
            return fail("give --workload (an id, or 'custom'), --model ID or --model-config PATH")
        args.workload = CUSTOM
    if args.concurrency is not None and args.batch is not None:
        return fail("--concurrency and --batch say the same for decode workloads: give one")
    if args.weights is not None:
        try:
            weight_format(args.weights)
        except ValueError as exc:
            return fail(f"--weights: {exc}")
    if args.gpu_memory_utilization is not None and args.engine != "vllm":
        return fail("--gpu-memory-utilization is vLLM's: use it with --engine vllm")
    try:
        workloads = load_workloads()
        workload: Any = args.workload
        if args.workload == CUSTOM:
            workload = _custom(args)
            if isinstance(workload, str):
                return fail(workload)
        else:
            given = [f for f in CUSTOM_FLAGS if getattr(args, f) is not None]
            if given:
                flag = "--" + given[0].replace("_", "-")
                return fail(f"{flag} describes a custom workload: use it with --workload custom")
            if args.workload not in workloads:
                return fail(
                    f"unknown workload {args.workload!r}; known: {', '.join(sorted(workloads))}, "
                    "or 'custom' (see --help)"
                )
            decode_only = [
                f
                for f in ("context", "concurrency", "kv_cache_bits", "engine", "weights", "split")
                if getattr(args, f) is not None
            ]
            if decode_only and workloads[args.workload].task != "decode":
                return fail(
                    f"--{decode_only[0].replace('_', '-')} applies to decode workloads (llm-8b-decode, "
                    f"llm-70b-decode); {args.workload} trains"
                )
        task = workload.task if args.workload == CUSTOM else workloads[args.workload].task
        settings = _settings(args, decodes=task == "decode")
    except WorkloadError as exc:
        return fail(str(exc))
    except ValidationError as exc:
        first = exc.errors()[0]
        field = str(first["loc"][0]) if first.get("loc") else "settings"
        return fail(f"{FLAGS.get(field, field)}: {lim.error_text(first)}")
    named = str(getattr(workload, "name", workload))
    warning = llamacpp_build_warning(args.llamacpp_build, settings, task == "decode", named)
    if warning:
        print(f"dlbox: warning: {warning}", file=sys.stderr)
    try:
        catalogue = shipped_catalogue()
    except CatalogueError as exc:
        return fail(str(exc))
    try:
        if args.build is not None:
            estimate = _from_build(args, catalogue, settings, estimate_build, workload)
            if isinstance(estimate, str):
                return fail(estimate)
        else:
            gpus = [g for g in catalogue.in_category(Category.GPU) if isinstance(g, GPU)]
            gpu, candidates = find_gpu(args.gpu, gpus)
            if gpu is None:
                if not candidates:
                    close = closest_gpus(args.gpu, gpus)
                    hint = (
                        "; closest: " + ", ".join(f"{g.id} ({g.name})" for g in close)
                        if close
                        else ""
                    )
                    return fail(
                        f"no catalogue GPU matches {args.gpu!r}{hint} (see `dlbox catalogue gpu`)"
                    )
                listed = "; ".join(f"{g.id} ({g.name})" for g in candidates[:20])
                return fail(f"--gpu {args.gpu!r} matches {len(candidates)} GPUs: {listed}")
            estimate = estimate_gpus(
                gpu,
                args.count,
                workload,
                settings,
                cpu_threads=args.cpu_threads,
                host_memory=host,
                host_cpu=_host_cpu(args.cpu, catalogue),
            )
    except (EstimateError, WorkloadError, CalibrationError) as exc:
        return fail(str(exc))
    if args.json:
        json.dump(estimate.to_dict(), sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
    else:
        print(render(estimate))
    return 0 if estimate.fits else EXIT_NOT_FIT


def _host_cpu(cpu_id: str | None, catalogue: Any) -> Any:
    """The ``--cpu`` host (None when not given); an id neither the catalogue nor the
    single-thread data knows is a one-line error."""
    from dlbox.core.estimate import EstimateError
    from dlbox.core.estimate.host_cpu import host_cpu, known_cpu_ids

    if cpu_id is None:
        return None
    part = catalogue.parts.get(Category.CPU, {}).get(cpu_id)
    if part is None and cpu_id not in known_cpu_ids():
        raise EstimateError(
            f"--cpu: no catalogue CPU has id {lim.shown(cpu_id)} (see `dlbox catalogue cpu`)"
        )
    return host_cpu(cpu_id, getattr(part, "name", None))


def parse_host_memory(text: str) -> Any:
    """'8x5200' → HostMemory(8 channels, 5,200 MT/s), or what is wrong with it (one line)."""
    from dlbox.core.estimate.host_optimizer import HostMemory

    found = re.fullmatch(r"\s*(\d+)\s*[x×*]\s*(\d+)\s*", str(text), flags=re.IGNORECASE)
    if not found:
        return f"expected CHANNELSxMT/s such as 8x5200, got {lim.shown(text)}"
    channels, mts = int(found.group(1)), int(found.group(2))
    for limit, value in ((lim.MEMORY_CHANNELS, channels), (lim.MEMORY_SPEED_MTS, mts)):
        problem = limit.problem(value)
        if problem is not None:
            return problem
    return HostMemory(channels, float(mts))


def _custom(args: argparse.Namespace) -> Any:
    """The Workload that the custom flags describe, or a one-line error message."""
    from dlbox.core.estimate import custom_workload
    from dlbox.core.estimate.workloads import transformer_shape

    if args.model is not None or args.model_config is not None:
        return _from_model(args)
    if args.task is not None:
        return "--task needs --model or --model-config"
    if args.params is None:
        return "--workload custom needs --params (total parameters, e.g. 7e9)"
    seq = None if args.tokens_per_sample is None else round(args.tokens_per_sample)
    family = args.family or ("decoder" if seq else "cnn")
    kind, proxies = CUSTOM_FAMILIES[family]
    shaped = family in ("decoder", "encoder")
    if seq is None:
        if shaped:
            return f"--family {family} needs --tokens-per-sample (the sequence length)"
        if args.flops_per_sample is None or args.act_mb_per_sample is None:
            return (
                "a custom workload without --tokens-per-sample needs --flops-per-sample and "
                "--act-mb-per-sample"
            )
    layers = hidden = heads = None
    if seq is not None:
        d_layers, d_hidden, _ = transformer_shape(args.params)
        layers = round(args.layers or d_layers)
        hidden = round(args.hidden or d_hidden)
        heads = round(args.heads or max(1, hidden // 128))
    if not proxies and kind == "transformer":
        # As the shipped LLMs do: BERT-base's efficiencies below ~300 M weights, BERT-large's above.
        proxies = ("bert-base-squad",) if args.params < 3e8 else ("bert-large-squad",)
    billions = f"{args.params / 1e9:.3g} B" if args.params >= 1e9 else f"{args.params / 1e6:.3g} M"
    name = f"custom {family}, {billions} parameters" + (f", {seq} tokens per sample" if seq else "")
    return custom_workload(
        name,
        params=args.params,
        flops_fwd_per_sample=args.flops_per_sample,
        act_mb_per_sample_16bit=args.act_mb_per_sample,
        family=kind,  # type: ignore[arg-type]
        unit="tokens/s" if seq else "samples/s",
        layers=layers,
        hidden=hidden,
        heads=heads,
        seq_len=seq,
        precision="bf16" if family == "decoder" else "amp",
        usual_batch=8 if seq else 32,
        efficiency_proxy=list(proxies),
    )


def _from_model(args: argparse.Namespace) -> Any:
    """The workload of a library model or a config.json, or a one-line error message."""
    from dlbox.core.estimate.models import ModelConfigError, model_spec, read_hf_config
    from dlbox.core.estimate.workloads import workload_from_spec

    if args.model is not None and args.model_config is not None:
        return "give --model or --model-config, not both"
    for flag in ("params", "flops_per_sample", "act_mb_per_sample", "layers", "hidden", "heads"):
        if getattr(args, flag) is not None:
            name = "--" + flag.replace("_", "-")
            return (
                f"{name} cannot be combined with --model/--model-config (the shape comes from it)"
            )
    try:
        spec = (
            model_spec(args.model) if args.model is not None else read_hf_config(args.model_config)
        )
    except ModelConfigError as exc:
        return str(exc)
    assert spec is not None
    seq = None if args.tokens_per_sample is None else round(args.tokens_per_sample)
    try:
        return workload_from_spec(spec, task=args.task or "train", seq_len=seq)
    except ModelConfigError as exc:
        return str(exc)


def _from_build(
    args: argparse.Namespace, catalogue: Any, settings: Any, estimate_build: Any, workload: Any
) -> Any:
    from dlbox.core.build import resolve
    from dlbox.core.files import BuildFileError, read_build

    try:
        build = read_build(args.build)
    except BuildFileError as exc:
        return str(exc)
    resolved = resolve(build, catalogue)
    for missing in resolved.unresolved:
        print(f"dlbox: warning: {missing.reason}", file=sys.stderr)
    return estimate_build(resolved, workload, settings)


def _num(value: float) -> str:
    if value >= 100:
        return f"{value:,.0f}"
    return f"{value:,.3g}"


COMPONENT_NAMES = {
    "weights": "weights",
    "master": "master",
    "grads": "grads",
    "optimizer": "optimizer",
    "gathered": "gathered layers, buffers",
    "activations": "activations",
    "kv_cache": "KV cache",
    "allocator": "allocator",
    "context": "CUDA context",
}


def memory_lines(est: Any) -> list[str]:
    """Peak memory against the usable memory, by component, the verdict and the remedies."""
    from dlbox.core.estimate.remedies import compared_batch, speed_text

    mem = est.memory or {}
    if not mem:
        return [f"memory       {est.memory_gb:.1f} GiB per GPU at batch {est.batch_per_gpu}"]
    parts = " + ".join(
        f"{COMPONENT_NAMES[k]} {v:.1f}" for k, v in mem["components_gib"].items() if v >= 0.05
    )
    lines = [
        f"memory       {mem['peak_gib']:.1f} of {mem['usable_gib']:.2f} GiB per GPU at batch "
        f"{mem['batch_per_gpu']} (largest that may fit: {mem['max_batch_per_gpu']}): "
        f"{mem['verdict'].upper()} (model error band ±{mem['band']:.0%})",
        f"             = {parts}",
    ]
    if mem.get("peak_at") == "optimizer step" and not mem.get("serving"):
        lines.append(
            "             the peak is the optimizer step (every gradient and AdamW's "
            "temporary): a smaller batch will not lower it"
        )
    stack = (est.explain or {}).get("settings", {}).get("training_stack", "generic")
    if stack != "generic" and not mem.get("serving"):
        from dlbox.core.estimate.stacks import STACKS

        lines.append(f"stack        {STACKS[stack].what}: its memory quirks counted")
    if mem.get("host_gib"):
        ram = mem.get("host_ram_gb")
        where = f" of {ram:.0f} GB" if ram else ""
        # DIMMs are sold in binary gigabytes, so "64 GB" of RAM holds 64 GiB.
        short = ": MORE than the build's RAM (add memory, or offload less)"
        over = short if mem.get("host_fits") is False else ""
        lines.append(f"host RAM     {mem['host_gib']:.1f} GiB offloaded{where}{over}")
    lines.extend(serving_lines(mem.get("serving")))
    for remedy in mem.get("remedies", []):
        note = f"; {remedy['note']}" if remedy.get("note") else ""
        lines.append(
            f"remedy       {remedy['label']}: {remedy['peak_gib']:.1f} GiB, "
            f"{speed_text(remedy['speed'], compared_batch(remedy))}{note}"
        )
    if mem["verdict"] != "fits" and not mem.get("remedies"):
        lines.append("remedy       a GPU with more memory")
    return lines


def serving_lines(serving: dict[str, Any] | None) -> list[str]:
    """What the serving stack does with the memory: vLLM's pool and the sequences it holds,
    llama.cpp's attention scores without FlashAttention."""
    if not serving:
        return []
    if serving["engine"] == "vllm":
        n = serving["max_sequences"]
        lines = [
            f"vLLM pool    {serving['gpu_memory_utilization']:.2f} × {serving['card_gib']:.2f} = "
            f"{serving['pool_gib']:.2f} GiB per GPU; KV cache room {serving['kv_pool_gib']:.2f} GiB "
            f"holds {n} sequence{'' if n == 1 else 's'} of {serving['context_tokens']:,} tokens "
            "at once (vLLM's 'Maximum concurrency')"
        ]
        if not serving["starts"]:
            lines.append(
                "vLLM pool    the pool and the CUDA context exceed the card: vLLM refuses to "
                "start; lower --gpu-memory-utilization"
            )
        return lines
    if "attention_scores_gib" in serving:
        return [
            f"llama.cpp    attention scores {serving['attention_scores_gib']:.2f} GiB in the "
            "compute buffer (-fa off: context × heads × 512-token micro-batch, FP32); -fa on "
            "removes them"
        ]
    return []


def llamacpp_build_words(build: dict[str, Any]) -> str:
    """The llama.cpp build an estimate assumed, in one line: "build of 2024-06: 27 kernels a
    layer; a current build: 18 (--llamacpp-build to change)"."""
    kernels, current = build["kernels_per_layer"], build["current_kernels_per_layer"]
    if build["backend"] is None:
        return (
            f"build {build['build']}: the backend this GPU runs is not known, so no kernel "
            "fusion is counted"
        )
    if not build["applied"]:
        return (
            f"build {build['build']}: its kernel fusions are not counted for a "
            "mixture-of-experts model (--llamacpp-build to change)"
        )
    pascal = "" if build["gate_up_fused"] else "; no gate + up fusion on Pascal or older"
    backend = build["backend"]
    if build["build"] == "current":
        return (
            f"a current build ({backend}): {kernels} kernels a layer "
            f"({build['pre_fusion_kernels_per_layer']} before June 2025{pascal}; "
            "--llamacpp-build DATE for an older build)"
        )
    return (
        f"build of {build['build']} ({backend}): {kernels} kernels a layer; a current build: "
        f"{current}{pascal} (--llamacpp-build to change)"
    )


# Why this figure differs from `dlbox check`'s load (both are right for their question).
POWER_REASON = (
    "(the draw while training this workload: GPUs at its utilisation + 75 W for board, fans "
    "and drives; `dlbox check` counts every part at its rated draw, for sizing the PSU)"
)


def render(est: Any) -> str:
    """A few lines a person reads: speed with its band, the bound, memory, time, energy."""
    ex = est.explain
    head = f"{ex['workload']} on {est.count} × {ex['gpu']}"
    lines = [head, "=" * len(head)]
    if est.fits:
        lines.append(
            f"throughput   {_num(est.throughput)} {est.unit}  (likely {_num(est.low)}–{_num(est.high)}; "
            f"{_num(est.per_gpu)} per GPU)"
        )
    else:
        lines.append(
            f"does NOT fit: needs {est.memory_gb:.1f} GiB per GPU; it would run at "
            f"{_num(ex.get('if_it_fit', 0.0))} {est.unit} if it did"
        )
    decodes = ex.get("task") == "decode"
    lines.append(f"bound by     {bottleneck_words(est.bottleneck, decodes=decodes)}")
    inf = ex.get("inference")
    if inf:
        tier = ex.get("settings", {}).get("software_tier", "eager")
        lines.append(f"engine       {engine_words(inf['engine'], tier)} (--engine to change)")
        if inf.get("llamacpp_build"):
            lines.append(f"llama.cpp    {llamacpp_build_words(inf['llamacpp_build'])}")
        if est.count > 1:
            lines.append(f"split        {SPLIT_WORDS[inf['multi_gpu_split']]} (--split to change)")
    lines.extend(memory_lines(est))
    if est.time_to_train_h is not None:
        lines.append(
            f"time         {est.time_to_train_h:,.1f} h to train, {est.energy_kwh:,.1f} kWh at "
            f"{est.load_power_w:,.0f} W"
        )
    else:
        lines.append(
            f"power        {est.load_power_w:,.0f} W under load (give --dataset/--epochs for time)"
        )
    lines.append(f"             {POWER_REASON}")
    if inf:
        lines.append(
            f"inference    {inf['tokens_per_s_per_stream']:,.1f} tokens/s per stream × "
            f"{inf['concurrency']} = {inf['tokens_per_s_total']:,.0f} tokens/s; first token after "
            f"{inf['time_to_first_token_ms']:,.0f} ms ({inf['context_tokens']:,}-token prompt)"
        )
    st = ex["step_ms"]
    # A layer split's link time is the hidden state handed from GPU to GPU, not a reduce.
    handed = bool(inf) and inf.get("multi_gpu_split") == "layers"
    gathered = bool(inf) and inf.get("multi_gpu_split") == "row"
    comm = "hand-over" if handed else "row gathers" if gathered else "all-reduce exposed"
    lines.append(
        f"per step     compute {st['compute']:.1f} ms, FP32 vector {st['vector']:.1f} ms, memory "
        f"{st['memory']:.1f} ms, overhead {st['overhead']:.1f} ms, {comm} "
        f"{st['allreduce_exposed']:.1f} ms ({ex['link']['kind']}"
        + (
            f"; {st['comm_contention']:.1f} ms of it contention"
            if st.get("comm_contention", 0.0) >= 0.05
            else ""
        )
        + ")"
    )
    off = ex.get("offload")
    if off:
        lines.append(
            f"offload      {off['mode']}: +{off['exposed_ms']:,.0f} ms per step "
            f"({off['share']:.0%} of {off['step_ms']:,.0f} ms) — {off['link']}; CPU step "
            f"{off['cpu_step_ms']:,.0f} ms ({off['host_memory']})"
        )
    if ex.get("mfu") is not None:
        lines.append(
            f"math         {ex['math_unit']} peak {ex['peak_tflops']:,.1f} TFLOPS, "
            f"{ex['achieved_tflops_per_gpu']:.1f} achieved ({ex['mfu']:.0%} MFU)"
        )
    lines.append(f"band         {ex['band']}")
    for note in ex.get("notes", []):
        if inf and inf.get("llamacpp_build") and note.startswith("llama.cpp build"):
            continue  # the llama.cpp line above says it, with the flag that changes it
        lines.append(f"note         {note}")
    return "\n".join(lines)
