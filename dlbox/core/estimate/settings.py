"""What the user chooses about a training run, apart from the hardware and the model.

``None`` means "the workload's usual choice" (a QLoRA workload brings its own
adapter and checkpointing, an LLM trains in BF16, a CNN in AMP), so the same
``TrainSettings()`` gives a sensible estimate for every workload.
"""

from __future__ import annotations

from typing import Annotated, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, field_validator

from dlbox.core import limits as lim
from dlbox.core.estimate.checkpointing import parse_mode
from dlbox.core.estimate.llamacpp_fusion import checked_build_date
from dlbox.core.estimate.moe import ExpertsImplementation
from dlbox.core.estimate.pytorch_release import checked_version
from dlbox.core.estimate.weight_formats import parse_decode_kernel
from dlbox.core.estimate.weight_formats import weight_format as _weight_format

Precision = Literal["fp32", "tf32", "amp", "fp16", "bf16", "fp8"]
Adapter = Literal["none", "lora", "qlora"]
Optimizer = Literal["adamw", "adamw-bf16", "adamw8bit", "paged-adamw8bit", "sgd", "adafactor"]
Offload = Literal["none", "optimizer", "all"]
SoftwareTier = Literal["eager", "compiled", "vendor"]
# The serving stack (the runner) of a decode workload: a plain PyTorch server ("generic":
# Hugging Face generate when eager), vLLM (a pool of gpu_memory_utilization × the card,
# filled with KV cache), llama.cpp with FlashAttention (its default since -fa auto) or
# without it (-fa off: attention scores in its buffer), AutoAWQ's own decoding loop over
# its fused blocks (the 0.2.x line, or "autoawq-0.1": its 0.1.x releases, fewer calls a
# layer), or TinyChat's (llm-awq; the blocks AutoAWQ's follow) — both eager, with
# fewer Python calls per token than generate (host.py).  The
# runner, not the weight kernel, decides whose host calls an eager token costs: AutoAWQ
# runs the ExLlamaV2 kernel under its fused blocks, and transformers runs AWQ's GEMV/GEMM
# kernels under its own modules.
ServingEngine = Literal[
    "generic", "vllm", "llama.cpp", "llama.cpp-no-fa", "autoawq", "autoawq-0.1", "tinychat"
]
SERVING_ENGINES: tuple[str, ...] = get_args(ServingEngine)

# The decode speed stack a serving engine implies when no tier is chosen: vLLM (CUDA graphs,
# its own kernels) and llama.cpp (C++, one graph per token) make no Python call per operator,
# so they decode like the compiled stacks the fit measured (llama.cpp, gpt-fast, ExLlama),
# not like Hugging Face's eager generate, which waits on its host (host.py).
ENGINE_TIERS: dict[str, SoftwareTier] = {
    "vllm": "compiled",
    "llama.cpp": "compiled",
    "llama.cpp-no-fa": "compiled",
    # AutoAWQ decodes eagerly: its Python loop issues each fused block's calls per token.
    "autoawq": "eager",
    "autoawq-0.1": "eager",
    # So does TinyChat: its chat loop times one Python forward per token.
    "tinychat": "eager",
}

# How an engine spreads one model over several GPUs (docs/multi-gpu-split.md cites each):
# "layers": each GPU holds a run of whole layers and a token passes them in turn, so their
# memory adds but one GPU works at a time (llama.cpp's default LLAMA_SPLIT_MODE_LAYER;
# Hugging Face transformers' device_map="auto", which AutoAWQ's from_quantized uses with
# device_map="balanced"); "tensor": every layer's matrices are split and the GPUs work
# together, two all-reduces per layer (vLLM's tensor_parallel_size, gpt-fast, MLC);
# "single": the engine loads the whole model onto one device (TinyChat's load_awq_model);
# "row": llama.cpp's -sm row, each matrix's rows split over the GPUs and every product's
# result gathered on the main GPU, which also runs attention and holds the KV cache.
MultiGpuSplit = Literal["layers", "tensor", "single", "row"]
MULTI_GPU_SPLITS: tuple[str, ...] = get_args(MultiGpuSplit)
ENGINE_SPLITS: dict[str, MultiGpuSplit] = {
    "vllm": "tensor",
    "llama.cpp": "layers",
    "llama.cpp-no-fa": "layers",
    "autoawq": "layers",
    "autoawq-0.1": "layers",
    "tinychat": "single",
}


def engine_split(engine: str, tier: str) -> MultiGpuSplit:
    """How ``engine`` at ``tier`` splits a model over GPUs when nothing else is said.

    "generic" is Hugging Face generate when eager (accelerate's device_map: by layers) and a
    plain compiled PyTorch server otherwise (gpt-fast's tensor parallel)."""
    if engine in ENGINE_SPLITS:
        return ENGINE_SPLITS[engine]
    return "layers" if tier == "eager" else "tensor"


# Activation layout of a CNN (layout.py): "auto" follows the tier (eager NCHW; compiled and
# vendor stacks channels-last), "nhwc" is PyTorch's channels_last.
MemoryFormat = Literal["auto", "nchw", "nhwc"]
MEMORY_FORMATS: tuple[str, ...] = get_args(MemoryFormat)

# The training software, for the memory it keeps beyond the default (stacks.py): "generic"
# is what the app assumed before (Hugging Face Trainer + PEFT); the others add their
# documented quirks (memory.STACK_QUIRKS), and "composer" (MosaicML Composer's FSDP) how
# its collectives meet the compute (comm.py); "llmq" (llm.q / llm.c) its fused classifier.
TrainingStack = Literal[
    "generic", "hf-fsdp", "answerai", "torchtune", "litgpt", "deepspeed", "composer", "llmq"
]
TRAINING_STACKS: tuple[str, ...] = get_args(TrainingStack)

# Whose batch-norm kernels a CNN runs (batch_norm.py): "auto" follows PyTorch's rule (its
# native kernels under BF16, cuDNN's otherwise), "native" a run known to use PyTorch's
# (bf16 autocast recorded as AMP), "cudnn" a stack that never does (TensorFlow, MXNet).
BatchNormKernels = Literal["auto", "native", "cudnn"]

PRECISIONS: tuple[str, ...] = get_args(Precision)
SOFTWARE_TIERS: tuple[str, ...] = get_args(SoftwareTier)
# The optimizer update's kernels (optimizer_step.py): torch's foreach, its per-tensor
# for-loop, or one fused kernel; "auto" follows the tier.
OptimizerImpl = Literal["auto", "foreach", "for-loop", "fused"]
OPTIMIZER_IMPLS: tuple[str, ...] = get_args(OptimizerImpl)


class TrainSettings(BaseModel):
    """Choices about one run; every field has a default that follows the workload."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    precision: Precision | None = None
    batch_per_gpu: Annotated[int, lim.BATCH_PER_GPU] | None = None
    # Micro-batches of ``batch_per_gpu`` whose gradients are summed before one optimizer
    # step (and, with DDP or ZeRO-1, one all-reduce): the per-step costs are shared.
    grad_accum: Annotated[int, lim.GRAD_ACCUM] = 1
    # Activation checkpointing (checkpointing.py): "none", "full", "selective" (torchtitan's
    # op-level policy), "attention" (Megatron's selective recompute) or "every-N"; the old
    # booleans read as full (True) and none (False).  None follows the workload.
    checkpointing: str | None = None
    adapter: Adapter | None = None
    optimizer: Optimizer | None = None
    zero_stage: int = Field(default=0, ge=0, le=3)
    power_limit_frac: Annotated[float, lim.POWER_LIMIT] = 1.0
    software_tier: SoftwareTier = "eager"
    memory_format: MemoryFormat = "auto"
    batch_norm_kernels: BatchNormKernels = "auto"
    # Training: the software stack, for the memory quirks it has (stacks.py).
    training_stack: TrainingStack = "generic"
    # Training: the fused attention kernel PyTorch's SDPA runs (sdpa_kernel.py); "auto"
    # keeps the fitted pricing of the matrix products.
    sdpa_backend: Literal["auto", "flash", "efficient", "cudnn"] = "auto"
    # Training: the PyTorch release the run uses ("2.7", "2.5.1"), for the kernel "auto"
    # means on datacenter Hopper/Blackwell (sdpa_kernel.HOPPER_DEFAULTS); None: the newest.
    pytorch_version: str | None = None
    dataset_samples: Annotated[float, lim.DATASET_SAMPLES] | None = None
    epochs: Annotated[float, lim.EPOCHS] | None = None
    inference_bits: Literal[16, 8, 4] = 16
    # Decode workloads: the weights' stored format by name (GGUF Q6_K, Q4_K_M, …; GPTQ/AWQ
    # int4-g128, …: weight_formats.WEIGHT_FORMATS); None follows ``inference_bits``.
    weight_format: str | None = None
    # ZeRO-Offload / FSDP CPU offload: optimizer states (and weights with "all") in host RAM.
    offload: Offload = "none"
    # Decode workloads: tokens of context each stream holds (prompt + generated); None
    # keeps the workload's.  The prompt is this long for the time to first token.
    context_tokens: int | None = Field(default=None, ge=1, le=10_000_000)
    # Decode workloads: bits per cached K/V value (16, or 8 as vLLM --kv-cache-dtype fp8 and
    # llama.cpp -ctk/-ctv q8_0 store it).
    kv_cache_bits: Literal[16, 8] = 16
    # Training: the optimizer update's implementation (torch foreach, per-tensor for-loop,
    # fused kernel); "auto" follows the tier (optimizer_step.TIER_IMPL).
    optimizer_impl: OptimizerImpl = "auto"
    # Decode workloads: the serving stack, and vLLM's --gpu-memory-utilization (None: its
    # default, 0.9).
    serving_engine: ServingEngine = "generic"
    gpu_memory_utilization: float | None = Field(default=None, gt=0.0, le=1.0)
    # Decode workloads on several GPUs: how the engine splits the model (MultiGpuSplit);
    # None follows the engine (engine_split); a run set up otherwise names its own
    # (transformers loaded with tp_plan="auto" under torchrun splits tensors).
    multi_gpu_split: MultiGpuSplit | None = None
    # Decode workloads: whether the stack replays each token's kernels as one CUDA graph
    # (vLLM, gpt-fast, llama.cpp since May 2024 on the GPUs its gate allows); None follows
    # the engine and the GPU (estimator.ungraphed_gpus).  False: an older build that
    # launches every kernel by itself.
    cuda_graphs: bool | None = None
    # Decode workloads: the quantised GEMV kernel by name (weight_formats.DECODE_KERNELS:
    # mmvq, exllamav2, exllama-v1, tinygemm, …); None follows the weight format.
    decode_kernel: str | None = None
    # Decode workloads: attention that copies K and V out to every query head before a
    # plain PyTorch attention (ExLlamaV2 without flash attention): GQA's cache read
    # 1 + 2 × heads/KV-heads times per token instead of once.
    expanded_kv_attention: bool = False
    # Decode workloads: how the runner keeps the KV cache (kv_cache_layout.py): "dynamic"
    # (Hugging Face generate's concatenated cache: read and rewritten every token) or
    # "static" (preallocated, written in place); None follows the runner.
    kv_cache_layout: Literal["dynamic", "static"] | None = None
    # Decode workloads: a PyTorch before its vectorised 16-bit torch.cat (2025): the
    # concatenated cache's cat passes at 4 bytes per 16-bit element (hf_generate.py).
    legacy_half_cat: bool = False
    # Decode workloads under llama.cpp's CUDA backend: the build's date (YYYY[-MM[-DD]]),
    # for how many kernels its fused layers launch (llamacpp_fusion.py); None: a current
    # build; "unknown" (a published run of no known date): the fitted per-layer cost.
    llamacpp_build_date: str | None = None
    # Decode workloads: a Python generate loop around the engine that converts the whole
    # sequence every token (text-generation-webui's llamacpp_HF loader; hf_generate.py).
    decode_loop: Literal["llamacpp_hf"] | None = None
    # Mixture-of-experts models under Hugging Face transformers (moe.py): the
    # experts_implementation the model was loaded with; None is transformers 5's default,
    # grouped_mm (generate decodes with batched_mm on a GPU); "eager" is the per-expert
    # loop transformers 4 ran.
    experts_implementation: ExpertsImplementation | None = None
    # Diffusion training (diffusion.py): whether the VAE encodes every image ("encoded") or
    # the latents were cached once; the text encoder run frozen each step, cached, or
    # trained with the U-Net; the VAE kept in FP32; DreamBooth's prior preservation (a
    # class image with every instance image); an EMA copy of the trained weights.
    # None / False keep the workload's own (VAE and frozen text encoder every step).
    latents: Literal["encoded", "cached"] | None = None
    text_encoder: Literal["frozen", "cached", "trained"] | None = None
    vae_fp32: bool | None = None
    prior_preservation: bool = False
    ema: bool = False
    # Diffusion training: the U-Net's attention fused (xformers, PyTorch 2 SDPA: the
    # workloads' own) or materialised (diffusers without xformers writes every score).
    diffusion_attention: Literal["fused", "materialized"] | None = None

    @field_validator("decode_kernel")
    @classmethod
    def _known_kernel(cls, v: str | None) -> str | None:
        return parse_decode_kernel(v)

    @field_validator("llamacpp_build_date")
    @classmethod
    def _build_date(cls, v: str | None) -> str | None:
        return checked_build_date(v)

    @field_validator("pytorch_version")
    @classmethod
    def _known_release(cls, v: str | None) -> str | None:
        return checked_version(v)

    @field_validator("checkpointing", mode="before")
    @classmethod
    def _checkpoint_mode(cls, v: object) -> str | None:
        return None if v is None else parse_mode(v)

    @field_validator("weight_format")
    @classmethod
    def _known_format(cls, v: str | None) -> str | None:
        return None if v is None else _weight_format(v).name

    def split_for(self, decodes: bool) -> MultiGpuSplit:
        """How the decode engine splits the model over several GPUs: the explicit choice,
        else the engine's own (at the tier that sets its speed)."""
        if self.multi_gpu_split is not None:
            return self.multi_gpu_split
        return engine_split(self.serving_engine, self.tier_for(decodes))

    def tier_for(self, decodes: bool) -> SoftwareTier:
        """The software tier that sets the speed: a serving engine picks its own decode
        stack (ENGINE_TIERS) unless a tier was chosen explicitly."""
        if decodes and "software_tier" not in self.model_fields_set:
            return ENGINE_TIERS.get(self.serving_engine, self.software_tier)
        return self.software_tier
