"""What a diffusion training step runs besides the U-Net, as options a user can set.

A fine-tuning script decides, per step, whether the VAE encodes every image (or the
latents were cached once), whether the text encoder runs forward (or its embeddings were
cached, or it is trained with the U-Net), whether the VAE runs in FP32 (diffusers' SDXL
scripts: "to avoid NaN losses"), whether DreamBooth's prior preservation adds a class
image to every instance image, and whether an EMA copy of the weights is updated.  The
library workloads (sd15-finetune, sdxl-finetune) run the VAE encoder and the frozen text
encoder(s) every step; each option here changes that workload in one place, from the
components' published shapes (``data/diffusion_parts.csv``), so the memory model and
the speed model see the same run.
"""

from __future__ import annotations

from dataclasses import dataclass

from dlbox.core.estimate.constants import named_constants
from dlbox.core.estimate.workloads import Workload

PARTS_FILE = "diffusion_parts.csv"


class DiffusionOptionError(ValueError):
    """A diffusion option asked of a workload it does not apply to; the message says why."""


@dataclass(frozen=True)
class DiffusionOptions:
    """The run's choices; None keeps what the workload (or a benchmark row) says."""

    latents: str | None = None
    text_encoder: str | None = None
    vae_fp32: bool | None = None
    prior_preservation: bool = False
    ema: bool = False
    # "fused": xformers' memory-efficient attention or PyTorch 2's SDPA (the workloads'
    # own); "materialized": the scores written to memory (diffusers without xformers).
    attention: str | None = None

    @property
    def materialized(self) -> bool:
        return self.attention == "materialized"

    @property
    def any(self) -> bool:
        return (
            self.attention is not None
            or self.latents is not None
            or self.text_encoder is not None
            or self.vae_fp32 is not None
            or self.prior_preservation
            or self.ema
        )


@dataclass(frozen=True)
class Parts:
    """A library diffusion workload's VAE encoder and text encoder(s)."""

    vae_flops: float  # per image at vae_px
    vae_px: float
    te_flops: float  # per prompt
    te_params: float
    te_tensors: float
    te_lora_maps: float
    te_host_ops: float
    largest_block_scores: float  # share of the scores in the largest transformer block

    def vae_flops_at(self, image_px: int | None) -> float:
        px = float(image_px or self.vae_px)
        return self.vae_flops * (px / self.vae_px) ** 2


def parts_of(workload: Workload) -> Parts | None:
    """The component counts of a library diffusion workload (or its calibration key)."""
    table = named_constants(PARTS_FILE)
    for key in (workload.id, workload.calibration_key):
        if key and f"{key}.vae_encoder_flops" in table:

            def get(name: str, key: str = key) -> float:
                return float(table[f"{key}.{name}"])

            return Parts(
                vae_flops=get("vae_encoder_flops"),
                vae_px=get("vae_px"),
                te_flops=get("text_encoder_flops"),
                te_params=get("text_encoder_params"),
                te_tensors=get("text_encoder_tensors"),
                te_lora_maps=get("text_encoder_lora_maps"),
                te_host_ops=get("text_encoder_host_ops"),
                largest_block_scores=get("largest_block_score_share"),
            )
    return None


def ema_constant(name: str) -> float:
    return float(named_constants(PARTS_FILE)[f"ema.{name}"])


def materialized_constant(name: str) -> float:
    return float(named_constants(PARTS_FILE)[f"attention.materialized_{name}"])


def materialized_bytes_per_score(rerun: float) -> float:
    """Bytes a materialised attention moves per score in a training step: forward,
    backward and, for the share ``rerun`` that checkpointing recomputes, forward again."""
    fwd = materialized_constant("fwd_bytes_per_score")
    return fwd * (1.0 + rerun) + materialized_constant("bwd_bytes_per_score")


def apply_options(
    workload: Workload, options: DiffusionOptions, adapter: str, checkpointing: bool
) -> Workload:
    """``workload`` as the run described by ``options`` costs it, per instance image
    (``checkpointing``: whether the trained networks' forward runs again in backward).

    Raises :class:`DiffusionOptionError` for an option the workload cannot take."""
    if not options.any:
        return workload
    if workload.family != "diffusion" or workload.task != "train":
        raise DiffusionOptionError(
            f"{workload.id} is not a diffusion training workload: the latents, text-encoder, "
            "VAE-precision, prior-preservation and EMA options apply to sd15-finetune, "
            "sdxl-finetune and the like"
        )
    parts = parts_of(workload)
    needs_parts = options.latents or options.text_encoder or options.vae_fp32
    if parts is None and (needs_parts or options.materialized):
        raise DiffusionOptionError(
            f"{workload.id} has no published VAE/text-encoder/attention counts "
            f"(data/{PARTS_FILE}): use sd15-finetune or sdxl-finetune for the latents, "
            "text-encoder, VAE-precision and attention options"
        )
    up: dict[str, object] = {}
    frozen = workload.flops_frozen_fwd_per_sample
    fp32 = workload.frozen_fp32_flops_per_sample
    fwd = workload.flops_fwd_per_sample
    if parts is not None:
        vae = parts.vae_flops_at(workload.image_px)
        if options.latents == "cached":
            # Latents encoded once before training: no VAE in the step.
            frozen, fp32 = max(0.0, frozen - vae), max(0.0, fp32 - vae)
        elif options.vae_fp32 is not None:
            # The VAE kept in FP32 runs at the FP32 unit (TF32 where the GPU has it).
            fp32 = min(vae, frozen) if options.vae_fp32 else 0.0
        te = parts.te_flops
        if options.text_encoder == "cached":
            frozen = max(0.0, frozen - te)
            up["frozen_host_ops_fwd"] = max(0.0, workload.frozen_host_ops_fwd - parts.te_host_ops)
        if options.text_encoder == "trained":
            # Trained with the U-Net: besides its forward, a backward (2× the forward for a
            # full fine-tune, 1× with LoRA: input gradients only) and, under checkpointing,
            # its forward again (the scripts checkpoint it too).  Kept with the encoders'
            # work, which carries its share of the traffic and norms, not the U-Net's.
            # Its weights join the optimizer's (full) or its maps the adapter's (LoRA).
            frozen = frozen + te * ((2.0 if adapter == "none" else 1.0) + float(checkpointing))
            up["frozen_host_ops_fwd"] = max(0.0, workload.frozen_host_ops_fwd - parts.te_host_ops)
            if workload.host_ops_fwd is not None:
                up["host_ops_fwd"] = workload.host_ops_fwd + parts.te_host_ops
            if adapter == "none":
                up["params_total"] = workload.params_total + parts.te_params
                up["params_frozen"] = max(0.0, workload.params_frozen - parts.te_params)
                if workload.param_tensors is not None:
                    up["param_tensors"] = int(workload.param_tensors + parts.te_tensors)
            elif workload.adapter_modules is not None:
                up["adapter_modules"] = int(workload.adapter_modules + parts.te_lora_maps)
    scores = workload.attn_scores_per_sample
    act, act_ckpt = workload.act_mb_per_sample_16bit, workload.act_mb_checkpointed_16bit
    if options.materialized and parts is not None and scores is not None:
        # Without a fused kernel the softmax's FP32 output and the FP16 probabilities stay
        # for backward: every score's without checkpointing, the recomputed block's with.
        kept = materialized_constant("kept_bytes_per_score") * scores / 1e6
        act = None if act is None else act + kept
        act_ckpt = None if act_ckpt is None else act_ckpt + kept * parts.largest_block_scores
    if options.prior_preservation:
        # DreamBooth's prior preservation concatenates a class image (and its prompt) to
        # every instance image: the U-Net, the encoders and the activations do twice the
        # work per instance image; the host's calls are the same (one batch).
        fwd = None if fwd is None else 2.0 * fwd
        frozen, fp32 = 2.0 * frozen, 2.0 * fp32
        scores = None if scores is None else 2.0 * scores
        act = None if act is None else 2.0 * act
        act_ckpt = None if act_ckpt is None else 2.0 * act_ckpt
    up.update(
        flops_fwd_per_sample=fwd,
        flops_frozen_fwd_per_sample=frozen,
        frozen_fp32_flops_per_sample=min(fp32, frozen),
        attn_scores_per_sample=scores,
        act_mb_per_sample_16bit=act,
        act_mb_checkpointed_16bit=act_ckpt,
    )
    return workload.model_copy(update=up)


def ema_step_bytes(trainable_params: float) -> float:
    """Bytes an EMA update moves per optimizer step (diffusers' EMAModel loop)."""
    return trainable_params * ema_constant("bytes_per_param")


def ema_step_calls(trainable_tensors: float) -> float:
    """Host operator calls an EMA update issues per optimizer step (one loop per tensor)."""
    return trainable_tensors * ema_constant("ops_per_tensor")


def ema_state_bytes(trainable_params: float) -> float:
    """GPU bytes of the EMA's FP32 shadow weights."""
    return trainable_params * ema_constant("state_bytes_per_param")
