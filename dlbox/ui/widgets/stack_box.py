"""The training-stack box of the workload bar: which software trains the model.

The stack changes what GPU memory holds (``dlbox.core.estimate.stacks``): FSDP with
reentrant checkpointing keeps every layer's input, DeepSpeed its buckets, LitGPT its
chunked logits.  Kept in its own widget so the bar only places it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QWidget

from dlbox.ui.language import translate

# settings.TRAINING_STACKS with the box's labels: product names, not translated (a test
# keeps the two lists equal).
STACKS: tuple[tuple[str, str], ...] = (
    ("generic", "HF Trainer"),
    ("hf-fsdp", "HF FSDP"),
    ("answerai", "Answer.AI FSDP"),
    ("torchtune", "torchtune"),
    ("litgpt", "LitGPT"),
    ("deepspeed", "DeepSpeed"),
)


class StackBox(QComboBox):
    """A combo of the training stacks; ``key()`` is "" for the generic one (what a job
    without a stack says)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("training_stack")
        # The bar must fit 1280 px: the box shows the label's start, its list the whole name.
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(3)
        for key, label in STACKS:
            self.addItem(label, key)
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
