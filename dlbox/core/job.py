"""The training job a build is meant for, saved with the build.

A build file answers "will this box do *my* job?" only if the job travels with
it: the workload, the dataset size, the epochs, the precision and the adapter.
Fields left ``None`` follow the workload's usual choice (as ``TrainSettings``
does), so an old file without a job and a file with an empty job read the same.

A job may name a model of the library (``data/models/models.csv``) instead of a
benchmark workload: ``model`` and ``task`` (train, or decode for serving) say
which, with ``adapter`` for LoRA/QLoRA and, when serving, the context length and
the number of streams and the serving stack — what ``dlbox estimate --model ID --task
decode --context N --concurrency M --engine E`` takes (with the weights' format, the
decode kernel and expanded K/V attention: ``--weights``, ``--decode-kernel``,
``--expanded-kv-attention``).  A training job may also name its
gradient accumulation, a CNN's activation layout and its activation checkpointing
(``--grad-accum``, ``--memory-format``, ``--checkpointing``), and a diffusion fine-tune
its latents, text encoder, VAE precision, prior preservation, EMA and attention
(``--latents``, ``--text-encoder``, ``--vae-fp32``, ``--prior-preservation``, ``--ema``,
``--attention``).  A serving job may name a mixture-of-experts model's experts path and its
split over several GPUs (``--experts``, ``--split``) and its llama.cpp build's date
(``--llamacpp-build``), a training job its PyTorch release (``--pytorch``).
The fields are optional, so files without them read as before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, Strict, field_validator

from dlbox.core.limits import (
    BATCH_PER_GPU,
    DATASET_SAMPLES,
    EPOCHS,
    GRAD_ACCUM,
    TOKENS_PER_SAMPLE,
)

if TYPE_CHECKING:
    from dlbox.core.estimate.settings import TrainSettings
    from dlbox.core.estimate.workloads import Workload

# The estimator's choices (estimate/settings.py), spelled again so that a build, which
# carries its job, loads without the estimator (a test keeps the two lists equal).
JobPrecision = Literal["fp32", "tf32", "amp", "fp16", "bf16", "fp8"]
JobAdapter = Literal["none", "lora", "qlora"]
# What a library model is used for: trained (fine-tuned; the adapter says how) or decoded.
JobTask = Literal["train", "decode"]
# The serving stack of a decode job (`dlbox estimate --engine`).
JobEngine = Literal[
    "generic", "vllm", "llama.cpp", "llama.cpp-no-fa", "autoawq", "autoawq-0.1", "tinychat"
]
# The serving stack of a new serving job and of `dlbox estimate` without --engine:
# llama.cpp, the engine under Ollama and LM Studio and the serving stack with the most
# published decode runs behind the estimator (74 of 190; docs/estimator-accuracy.md).
# Hugging Face generate ("generic") waits on the CPU for every token, so fast cards tie.
# TrainSettings itself keeps "generic", so the estimator's own callers (the fits, the
# memory checks) get exactly the stack they pass.
DEFAULT_SERVING_ENGINE: JobEngine = "llama.cpp"
# A CNN's activation layout (`dlbox estimate --memory-format`; settings.MEMORY_FORMATS).
JobMemoryFormat = Literal["auto", "nchw", "nhwc"]
# The training software, for the memory quirks it has (`dlbox estimate --stack`).
JobStack = Literal[
    "generic", "hf-fsdp", "answerai", "torchtune", "litgpt", "deepspeed", "composer", "llmq"
]
# Diffusion training (`dlbox estimate --latents/--text-encoder/--attention`; settings.py).
JobLatents = Literal["encoded", "cached"]
JobTextEncoder = Literal["frozen", "cached", "trained"]
JobDiffusionAttention = Literal["fused", "materialized"]
# Serving a mixture-of-experts model under Hugging Face transformers: the
# experts_implementation it was loaded with (`--experts`; moe.EXPERTS_IMPLEMENTATIONS).
JobExperts = Literal["grouped_mm", "batched_mm", "eager"]
# Serving on several GPUs: how the engine splits the model (`--split`; MULTI_GPU_SPLITS).
JobSplit = Literal["layers", "tensor", "single", "row"]

# The workload the app and `dlbox compare` use when neither the user nor the file
# names one: ImageNet ResNet-50 is the benchmark every GPU review and cloud page quotes.
DEFAULT_WORKLOAD = "resnet50"


class Job(BaseModel):
    """What the build should run; saved as ``"job"`` in build files (schema 2+)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    workload: Annotated[str, Strict()] = Field(
        min_length=1, max_length=80, pattern=r"^[a-z0-9][a-z0-9._-]*$"
    )
    precision: JobPrecision | None = None
    # The ranges every other input of these uses (dlbox.core.limits).
    dataset_samples: Annotated[float, DATASET_SAMPLES] | None = None
    epochs: Annotated[float, EPOCHS] | None = None
    adapter: JobAdapter | None = None
    # A model of the library (its id) and what it is used for; the workload then is
    # "<model>-<task>", as `dlbox estimate --model` names it.
    model: Annotated[str, Strict()] | None = Field(
        default=None, min_length=1, max_length=60, pattern=r"^[a-z0-9][a-z0-9._-]*$"
    )
    task: JobTask | None = None
    # Or a model of the user's own: the Hugging Face config.json it was read from
    # (`dlbox estimate --model-config PATH`); the workload is then "custom-<task>".
    config_json: Annotated[str, Strict()] | None = Field(
        default=None, min_length=1, max_length=4096
    )
    # Serving (task decode): tokens of context per stream and streams decoded at once,
    # in the ranges `dlbox estimate --context/--concurrency` take.
    context_tokens: Annotated[int, TOKENS_PER_SAMPLE] | None = None
    concurrency: Annotated[int, BATCH_PER_GPU] | None = None
    # Serving: the stack (`dlbox estimate --engine`).  None is Hugging Face generate
    # ("generic"): the default when files were saved without it (before 2026-11-27), so they
    # keep that engine; the app now writes the engine of every serving job it saves.
    engine: JobEngine | None = None
    # Serving: the weights' stored format by name (`dlbox estimate --weights`: Q6_K, Q4_K_M,
    # int4-g128, …); None follows the bits (16).
    weights: str | None = Field(default=None, min_length=1, max_length=20)
    # Training: micro-batches summed per optimizer step (`--grad-accum`; None is 1) and a
    # CNN's activation layout (`--memory-format`; None is auto, which follows the tier).
    grad_accum: Annotated[int, GRAD_ACCUM] | None = None
    memory_format: JobMemoryFormat | None = None
    # Training: the software stack (`dlbox estimate --stack`); None is the generic stack
    # (files written before stacks could be chosen read as they did).
    stack: JobStack | None = None
    # Training: activation checkpointing (`--checkpointing MODE`: none, full, selective,
    # attention, every-N; estimate/checkpointing.py), with true/false read as full/none.
    # None follows the workload.
    checkpointing: str | None = Field(default=None, min_length=1, max_length=12)
    # Serving: the quantised decode kernel (`--decode-kernel`: mmvq, exllamav2, …; None
    # follows the weight format) and attention that copies K/V to every query head
    # (`--expanded-kv-attention`; None is off).
    decode_kernel: str | None = Field(default=None, min_length=1, max_length=20)
    expanded_kv_attention: bool | None = None
    # Diffusion training (sd15-finetune, sdxl-finetune; estimate/diffusion.py): latents
    # encoded every step or cached, the text encoder frozen, cached or trained, the VAE in
    # FP32, DreamBooth prior preservation, an EMA copy and the U-Net's attention
    # (`--latents`, `--text-encoder`, `--vae-fp32`, `--prior-preservation`, `--ema`,
    # `--attention`).  None follows the workload (files without them read as before).
    latents: JobLatents | None = None
    text_encoder: JobTextEncoder | None = None
    vae_fp32: Annotated[bool, Strict()] | None = None
    prior_preservation: Annotated[bool, Strict()] | None = None
    ema: Annotated[bool, Strict()] | None = None
    diffusion_attention: JobDiffusionAttention | None = None
    # Serving: a mixture-of-experts model's experts implementation (`--experts`; None is
    # transformers 5's default) and the split over several GPUs (`--split`; None follows the
    # engine).  Training: the PyTorch release (`--pytorch`; None the newest), for the SDPA
    # kernel "auto" picks on Hopper/Blackwell.  Files without them read as before.
    experts: JobExperts | None = None
    split: JobSplit | None = None
    pytorch: str | None = Field(default=None, min_length=1, max_length=20)
    # Serving through llama.cpp: its build's date, YYYY[-MM[-DD]] (`--llamacpp-build`), for
    # the kernels its CUDA backend fuses (estimate/llamacpp_fusion.py).  None is a current
    # build: files saved before it could be chosen read as one, as the estimate then was.
    llamacpp_build: str | None = Field(default=None, min_length=4, max_length=10)

    @field_validator("llamacpp_build")
    @classmethod
    def _build_date(cls, v: str | None) -> str | None:
        from dlbox.core.estimate.llamacpp_fusion import user_build_date

        return None if v is None else user_build_date(v)

    @field_validator("pytorch")
    @classmethod
    def _known_release(cls, v: str | None) -> str | None:
        from dlbox.core.estimate.pytorch_release import checked_version

        return checked_version(v)

    @field_validator("decode_kernel")
    @classmethod
    def _known_kernel(cls, v: str | None) -> str | None:
        from dlbox.core.estimate.weight_formats import parse_decode_kernel

        return parse_decode_kernel(v)

    @field_validator("checkpointing", mode="before")
    @classmethod
    def _checkpoint_mode(cls, v: object) -> str | None:
        from dlbox.core.estimate.checkpointing import parse_mode

        return None if v is None else parse_mode(v)

    @field_validator("weights")
    @classmethod
    def _known_weights(cls, v: str | None) -> str | None:
        from dlbox.core.estimate.weight_formats import weight_format

        return None if v is None else weight_format(v).name

    @property
    def decodes(self) -> bool:
        return self.task == "decode"

    def train_settings(self) -> TrainSettings:
        """The estimator's settings for this job (unset fields follow the workload).

        A serving job's streams are its batch and its context the tokens each holds, as
        `dlbox estimate --concurrency/--context` set them."""
        from dlbox.core.estimate.settings import TrainSettings

        return TrainSettings(
            precision=self.precision,
            dataset_samples=self.dataset_samples,
            epochs=self.epochs,
            adapter=self.adapter,
            **(self.serving_settings() if self.decodes else {}),
            grad_accum=1 if self.decodes else self.grad_accum or 1,
            memory_format=self.memory_format or "auto",
            training_stack="generic" if self.decodes else (self.stack or "generic"),
            checkpointing=None if self.decodes else self.checkpointing,
            pytorch_version=None if self.decodes else self.pytorch,
            **({} if self.decodes else self.diffusion_settings()),
        )

    @property
    def serving_engine(self) -> str:
        """The serving stack this job decodes with: its own, or "generic" (Hugging Face
        generate) for a job saved without one, as it was estimated when it was saved."""
        return self.engine or "generic"

    def serving_settings(self) -> dict[str, object]:
        """The TrainSettings fields of a serving job: its streams, context, stack, weight
        format, decode kernel and K/V attention (`dlbox estimate --concurrency --context
        --engine --weights --decode-kernel --expanded-kv-attention`)."""
        return {
            "batch_per_gpu": self.concurrency,
            "context_tokens": self.context_tokens,
            "serving_engine": self.serving_engine,
            "weight_format": self.weights,
            "decode_kernel": self.decode_kernel,
            "expanded_kv_attention": bool(self.expanded_kv_attention),
            "experts_implementation": self.experts,
            "multi_gpu_split": self.split,
            "llamacpp_build_date": self.llamacpp_build,
        }

    def diffusion_settings(self) -> dict[str, object]:
        """The TrainSettings fields of the diffusion options the job sets (none: {})."""
        return {
            name: value
            for name, value in (
                ("latents", self.latents),
                ("text_encoder", self.text_encoder),
                ("vae_fp32", self.vae_fp32),
                ("prior_preservation", self.prior_preservation),
                ("ema", self.ema),
                ("diffusion_attention", self.diffusion_attention),
            )
            if value is not None
        }

    def model_workload(self) -> Workload | None:
        """The estimator's workload for a library model's or a config.json's job (None for
        a workload id); raises the model library's one-line error for an unknown model or
        an unreadable config.json."""
        from dlbox.core.estimate.models import model_spec, read_hf_config
        from dlbox.core.estimate.workloads import workload_from_spec

        if self.model is not None:
            spec = model_spec(self.model)
        elif self.config_json is not None:
            spec = read_hf_config(self.config_json)
        else:
            return None
        assert spec is not None
        return workload_from_spec(spec, task=self.task or "train")
