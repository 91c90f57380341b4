"""The training-stack box of the workload bar: which software trains the model.

The stack changes what GPU memory holds (``dlbox.core.estimate.stacks``): FSDP with
reentrant checkpointing keeps every layer's input, DeepSpeed its buckets, LitGPT its
chunked logits; and how long its collectives take: Composer's FSDP waits for all of them.
Kept in its own widget so the bar only places it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QWidget

from dlbox.ui.language import translate
from dlbox.ui.widgets.short_combo import ShortCombo

# settings.TRAINING_STACKS with the box's short label and the list's full name: product
# names, not translated (a test keeps the two lists equal).
STACKS: tuple[tuple[str, str, str], ...] = (
    ("generic", "HF Trainer", "Hugging Face Trainer + PEFT"),
    ("hf-fsdp", "HF FSDP", "Hugging Face Trainer / Accelerate FSDP"),
    ("answerai", "Answer.AI", "Answer.AI fsdp_qlora"),
    ("torchtune", "torchtune", "torchtune"),
    ("litgpt", "LitGPT", "LitGPT (Lightning Fabric)"),
    ("deepspeed", "DeepSpeed", "DeepSpeed ZeRO"),
    ("composer", "Composer", "MosaicML Composer / llm-foundry (FSDP)"),
    ("llmq", "llm.q", "llm.q / llm.c (pure CUDA)"),
)


class StackBox(ShortCombo):
    """A combo of the training stacks; ``key()`` is "" for the generic one (what a job
    without a stack says)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("training_stack")
        # As wide as its longest short label, so "HF Trainer" shows whole at 1280 px (a
        # three-character box cut it to "HF Train…"); the list shows the full names.
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for key, short, full in STACKS:
            self.add(short, full, key)
        self.setToolTip(
            translate(
                "StackBox",
                "The training software, for the memory it keeps: FSDP with reentrant "
                "checkpointing holds every layer's input, DeepSpeed its gradient bucket and "
                "gathered weights, LitGPT its chunked logits",
            )
        )

    def key(self) -> str:
        value = str(self.currentData() or "generic")
        return "" if value == "generic" else value

    def set_key(self, key: str | None) -> None:
        """Show ``key`` ("" or None: the generic stack) without emitting a change."""
        self.blockSignals(True)
        self.setCurrentIndex(max(self.findData(key or "generic", Qt.ItemDataRole.UserRole), 0))
        self.blockSignals(False)
