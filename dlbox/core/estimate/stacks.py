"""Training stacks: which documented memory quirks (memory.STACK_QUIRKS) each one has.

The user names the software a run uses (``TrainSettings.training_stack``, ``dlbox
estimate --stack``, the job's ``stack``); the memory model then counts what that stack
keeps that the default does not.  ``generic`` is what the app assumed before stacks
could be chosen (current Hugging Face Trainer + PEFT, single process or DDP): no quirk,
so an estimate without a stack is unchanged.  Every quirk carries its source in
``memory.STACK_QUIRKS``; a quirk only changes what it describes (a QLoRA quirk nothing
for LoRA, a sharding quirk nothing on one GPU).
"""

from __future__ import annotations

from dataclasses import dataclass

from dlbox.core.estimate.settings import TRAINING_STACKS
from dlbox.core.estimate.workloads import Workload


@dataclass(frozen=True)
class Stack:
    """One training stack: the quirks it carries, whether its loss is chunked, whether
    its ZeRO-3/FSDP collectives run hidden under the compute (comm.py) and whether one
    fused kernel turns the 16-bit logits into their gradient in place (``fused_classifier``:
    the workload's loss "fused", whose traffic is counted, not fitted)."""

    quirks: tuple[str, ...]
    chunked_loss: bool
    what: str
    hides_sharded_comm: bool = True
    fused_classifier: bool = False


STACKS: dict[str, Stack] = {
    "generic": Stack((), False, "Hugging Face Trainer + PEFT (current), one GPU or DDP"),
    # Accelerate/Trainer FSDP1 with PEFT LoRA units and transformers' reentrant checkpointing
    # (the PEFT FSDP guide's --use_reentrant True; fms-acceleration's defaults).
    "hf-fsdp": Stack(
        ("fsdp_reentrant_frozen",), False, "Hugging Face Trainer / Accelerate FSDP (reentrant)"
    ),
    # Answer.AI fsdp_qlora train.py: loads and quantises the model itself in bf16 and adds
    # PEFT adapters without prepare_model_for_kbit_training (no FP32 cast of embeddings).
    "answerai": Stack(("no_kbit_cast",), False, "Answer.AI fsdp_qlora"),
    # torchtune's recipes compute the loss with CEWithChunkedOutputLoss even without
    # torch.compile (recipes/lora_finetune_single_device.py).
    "torchtune": Stack((), True, "torchtune recipes (chunked cross-entropy)"),
    # LitGPT finetune/lora.py: lm_head_chunk_size=128 with chunked_cross_entropy, LoRA on the
    # fused qkv, K/V repeated to every head, Fabric's bnb.nf4 quantisation of every Linear; its
    # attention's q, k, v views of the fused output and the copy its projection reads.
    "litgpt": Stack(
        (
            "fused_qkv",
            "kv_expanded",
            "chunks_all_kept",
            "head_quantised",
            "fp16_quant_state",
            "nf4_no_dq",
            "qkv_views_kept",
            "attn_output_copied",
        ),
        True,
        "LitGPT (Lightning Fabric)",
    ),
    # DeepSpeed ZeRO through Accelerate/Trainer with its default buckets.
    "deepspeed": Stack(("ds_zero_buffers",), False, "DeepSpeed ZeRO (default buckets)"),
    # MosaicML Composer's FSDP (PyTorch FSDP1), as llm-foundry's published benchmarks ran it:
    # backward_prefetch BACKWARD_POST (Composer's default), limit_all_gathers, one NCCL
    # stream for every all-gather and reduce-scatter.  PyTorch's BackwardPrefetch docs:
    # BACKWARD_POST "enables less overlap" (the next all-gather is issued after the current
    # gradient computation) and collectives "even if issued from different streams, contend
    # for the same per-device NCCL stream".  llm-foundry's own 8-GPU table behaves as if none
    # of the traffic were hidden: docs/llm-h100-gap.md.
    "composer": Stack(
        (), False, "MosaicML Composer / llm-foundry (FSDP1)", hides_sharded_comm=False
    ),
    # IST-DASLab/llmq (llm.q, after karpathy/llm.c): src/models/llama_model.cpp
    # _backward_lmhead runs the head matmul into a 16-bit Output buffer (llama_run_state.cpp:
    # Tensor{Config.DType, {B*T / LMHeadChunks, V}}), then src/kernels/fused_classifier.cu's
    # fused_classifier_kernel5 reads each row twice (softmax statistics, then probabilities)
    # and overwrites it with the logits' gradient, which the head's two backward matmuls read
    # (commit 00bd36917b73b2cc66e152fe21d5dacff178f3dc, read 2026-11-28).  llm.c's
    # train_gpt2.cu runs the same kernel.
    "llmq": Stack((), False, "llm.q / llm.c (pure CUDA, fused classifier)", fused_classifier=True),
}
assert tuple(STACKS) == TRAINING_STACKS  # one list of names (settings.TRAINING_STACKS)


def hides_sharded_comm(stack: str) -> bool:
    """Whether ``stack`` runs ZeRO-3/FSDP's gathers and reduce-scatters under the compute."""
    return STACKS[stack].hides_sharded_comm if stack in STACKS else True


def with_stack(workload: Workload, stack: str) -> Workload:
    """``workload`` as ``stack`` runs it: its quirks added, its loss chunked where it chunks.

    Serving workloads and the generic stack come back unchanged (the same object)."""
    if stack not in STACKS:
        raise ValueError(f"unknown training stack {stack!r}: expected one of {', '.join(STACKS)}")
    spec = STACKS[stack]
    if workload.task != "train" or not (spec.quirks or spec.chunked_loss or spec.fused_classifier):
        return workload
    quirks = tuple(dict.fromkeys((*workload.stack_quirks, *spec.quirks)))
    update: dict[str, object] = {"stack_quirks": quirks}
    if spec.chunked_loss:
        update["loss"] = "chunked"
    if spec.fused_classifier:
        update["loss"] = "fused"
    return workload.model_copy(update=update)
