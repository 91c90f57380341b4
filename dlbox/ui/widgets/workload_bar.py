"""Pick the workload, precision, dataset size and epochs the charts talk about — or a model
of the library (or a config.json) and what it is for: a full fine-tune, LoRA, QLoRA, or
inference with a context length and a number of streams.

The choice is the build's job: a user's change is recorded in the build (and
saved with it), and opening a build that names a job shows that job.
"""

from __future__ import annotations

import dataclasses
import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPoint, QSize, Qt
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QSpinBox,
    QToolBar,
    QToolButton,
    QToolTip,
    QWidget,
)

from dlbox.core import limits as lim
from dlbox.core.job import DEFAULT_SERVING_ENGINE, Job
from dlbox.core.limits import EPOCHS
from dlbox.ui.analysis import Analysis, WorkloadChoice
from dlbox.ui.labels import dataset_unit, epoch_unit, fill_engines, precision_label
from dlbox.ui.language import translate
from dlbox.ui.widgets.combo_fit import fit_text
from dlbox.ui.widgets.diffusion_menu import DiffusionOptionsButton
from dlbox.ui.widgets.menu_button import MenuButton
from dlbox.ui.widgets.pytorch_menu import PyTorchReleaseButton
from dlbox.ui.widgets.short_combo import ShortCombo
from dlbox.ui.widgets.stack_box import StackBox

if TYPE_CHECKING:
    from dlbox.ui.engines import ModelOption


def _engines() -> Any:
    """dlbox.ui.engines: it loads the estimator, so only once the window has painted."""
    from dlbox.ui import engines

    return engines


log = logging.getLogger(__name__)

ID_ROLE = Qt.ItemDataRole.UserRole + 1  # a benchmark workload's id
MODEL_ROLE = Qt.ItemDataRole.UserRole + 2  # a model's id
# What a model is used for: (key, label, estimator task, adapter).
TASKS: tuple[tuple[str, str, str, str], ...] = (
    ("full", QT_TRANSLATE_NOOP("WorkloadBar", "Full fine-tune"), "train", ""),
    ("lora", QT_TRANSLATE_NOOP("WorkloadBar", "LoRA fine-tune"), "train", "lora"),
    ("qlora", QT_TRANSLATE_NOOP("WorkloadBar", "QLoRA fine-tune"), "train", "qlora"),
    ("decode", QT_TRANSLATE_NOOP("WorkloadBar", "Inference"), "decode", ""),
)
# The task box's words in the bar (its list says the whole task); LoRA and QLoRA are names.
TASK_SHORT = {
    "full": QT_TRANSLATE_NOOP("WorkloadBar", "Fine-tune"),
    "lora": "LoRA",
    "qlora": "QLoRA",
}


def opening_engine(job: Job | None) -> str:
    """The stack a serving choice opens with: a saved serving job's (Hugging Face generate
    when it names none: it was saved when that was the default), else the default."""
    if job is not None and job.decodes:
        return job.serving_engine
    return DEFAULT_SERVING_ENGINE


def same_job(saved: Job, shown: Job | None) -> bool:
    """Whether the build's job is the one the bar shows: a serving job saved without an
    engine is the same as one naming Hugging Face generate."""
    if shown is None:
        return False
    if saved.decodes and saved.engine is None:
        saved = saved.model_copy(update={"engine": "generic"})
    return saved == shown


# The memory layout box: "" follows the tier (settings.MEMORY_FORMATS' "auto").
# (key, the box's words, the list's words)
MEMORY_LAYOUTS: tuple[tuple[str, str, str], ...] = (
    (
        "",
        QT_TRANSLATE_NOOP("WorkloadBar", "Layout: auto"),
        QT_TRANSLATE_NOOP("WorkloadBar", "Automatic layout: NCHW in PyTorch, NHWC vendor-tuned"),
    ),
    (
        "nchw",
        QT_TRANSLATE_NOOP("WorkloadBar", "Layout: NCHW"),
        QT_TRANSLATE_NOOP("WorkloadBar", "NCHW (PyTorch's default layout)"),
    ),
    (
        "nhwc",
        QT_TRANSLATE_NOOP("WorkloadBar", "Layout: NHWC"),
        QT_TRANSLATE_NOOP("WorkloadBar", "Channels-last (NHWC, torch.channels_last)"),
    ),
)
# A mixture-of-experts model under Hugging Face generate: the experts implementation it
# was loaded with (`dlbox estimate --experts`; estimate/moe.py).  "" is transformers 5's
# default (grouped_mm, which generate decodes with batched_mm on a GPU).
# (key, the menu's words, what it costs)
EXPERTS_CHOICES: tuple[tuple[str, str, str], ...] = (
    (
        "",
        QT_TRANSLATE_NOOP("WorkloadBar", "Experts: transformers 5's default (grouped_mm)"),
        QT_TRANSLATE_NOOP(
            "WorkloadBar",
            "generate decodes with batched_mm on a GPU: each routed row's expert weights are "
            "copied and read again, so the experts move more bytes than the active weights",
        ),
    ),
    (
        "batched_mm",
        QT_TRANSLATE_NOOP("WorkloadBar", "Experts: batched_mm"),
        QT_TRANSLATE_NOOP(
            "WorkloadBar",
            "Copies of every routed row's expert weights multiplied with torch.bmm (what "
            "generate switches grouped_mm to for decoding)",
        ),
    ),
    (
        "eager",
        QT_TRANSLATE_NOOP("WorkloadBar", "Experts: eager loop (transformers 4)"),
        QT_TRANSLATE_NOOP(
            "WorkloadBar",
            "The per-expert loop transformers 4 ran: each hit expert is read once, but the "
            "CPU waits on the GPU twice per expert the batch reaches, so fewer tokens/s",
        ),
    ),
)

# How the serving stack splits the model over several GPUs (`dlbox estimate --split`;
# settings.ENGINE_SPLITS, docs/multi-gpu-split.md): only the engines that offer more than
# one way.  "" follows the engine (its first split here).
ENGINE_SPLIT_CHOICES: dict[str, tuple[str, ...]] = {
    # llama.cpp's --split-mode: layer (its default), row, none (one GPU).
    "llama.cpp": ("layers", "row", "single"),
    "llama.cpp-no-fa": ("layers", "row", "single"),
    # Hugging Face: device_map="auto" (by layers), or tp_plan="auto" under torchrun.
    "generic": ("layers", "tensor"),
}
SPLIT_WORDS: dict[str, tuple[str, str]] = {
    "layers": (
        QT_TRANSLATE_NOOP("WorkloadBar", "Split: whole layers per GPU"),
        QT_TRANSLATE_NOOP(
            "WorkloadBar",
            "Each GPU holds a run of whole layers and a token passes them in turn: the "
            "memory adds, the speed does not",
        ),
    ),
    "row": (
        QT_TRANSLATE_NOOP("WorkloadBar", "Split: rows of every matrix (-sm row)"),
        QT_TRANSLATE_NOOP(
            "WorkloadBar",
            "Every weight matrix split by rows: the GPUs' bandwidth adds for the weights, each "
            "product is gathered on the main GPU, which also holds the KV cache",
        ),
    ),
    "single": (
        QT_TRANSLATE_NOOP("WorkloadBar", "Split: one GPU only"),
        QT_TRANSLATE_NOOP("WorkloadBar", "The whole model on one GPU; the others add nothing"),
    ),
    "tensor": (
        QT_TRANSLATE_NOOP("WorkloadBar", "Split: tensor parallel"),
        QT_TRANSLATE_NOOP(
            "WorkloadBar",
            "Every layer split over the GPUs: their bandwidth adds, two all-reduces per layer",
        ),
    ),
}


# The decode kernels' product names (weight_formats.DECODE_KERNELS keys as the CLI takes them).
KERNEL_NAMES = {
    "mmvq": "llama.cpp MMVQ",
    "exllamav2": "ExLlamaV2",
    "exllamav2-wide": "ExLlamaV2 2/3/5/6/8-bit",
    "marlin": "Marlin",
    "tinygemm": "torchao tinygemm",
    "mlc": "MLC LLM",
    "inductor-int8": "torch.compile int8",
    "exllama-v1": "ExLlama v1",
    "gptq-for-llama": "GPTQ-for-LLaMa",
    "awq-gemv": "AutoAWQ GEMV",
    "awq-gemm": "AutoAWQ GEMM",
}
# The workload box's least width while serving, in characters ("Llama 3.1 8B" and most
# model names need more and get it).
SERVING_NAME_CHARS = 8
# A spin box's arrows and frame beside its digits, in pixels.
SPIN_BUTTONS_PX = 30
# The accumulation box's range; a saved job or a remedy may go further (to the limits').
GRAD_ACCUM_MAX = 1024


def _choice(menu: QMenu, group: QActionGroup, text: str, key: str) -> QAction:
    """A checkable menu entry of one exclusive choice (its key in the action's data)."""
    action = menu.addAction(text)
    action.setCheckable(True)
    action.setData(key)
    group.addAction(action)
    return action


class _NameCombo(QComboBox):
    """The workload box: as wide as its minimum contents length says, now. QComboBox keeps
    the minimum size hint it first worked out, so a box narrowed for serving would keep
    the training width in the bar's layout."""

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()


def _is_cnn(option: Any) -> bool:
    """Whether the layout box applies: a benchmark CNN (ResNet, VGG, SSD)."""
    return getattr(option, "family", "") == "cnn"


def _is_diffusion(option: Any) -> bool:
    """Whether the diffusion options apply: a U-Net fine-tune (the bar lists training only)."""
    return getattr(option, "family", "") == "diffusion"


# The spin boxes take more than the limits allow, so a typed 0 or 20,000,000 is answered
# with the range instead of silently ignored.
CONTEXT_ENTRY_MAX = 99_999_999
CONCURRENCY_ENTRY_MAX = 9_999_999


def _step_of(choice: WorkloadChoice) -> dict[str, Any]:
    """The step boxes' fields of a choice, as ``WorkloadBar._step_choice`` reads them."""
    return {
        "grad_accum": choice.grad_accum,
        "memory_format": choice.memory_format,
        "checkpointing": choice.checkpointing,
        "diffusion": choice.diffusion,
    }


def task_key(job: Job) -> str:
    """The task combo's key for a saved model job."""
    if job.task == "decode":
        return "decode"
    return job.adapter if job.adapter in ("lora", "qlora") else "full"


class WorkloadBar(QToolBar):
    def __init__(self, analysis: Analysis, parent: QWidget | None = None) -> None:
        super().__init__(translate("WorkloadBar", "Workload"), parent)
        self.setObjectName("workload_bar")
        self.analysis = analysis
        self.last_problem = ""  # the last refused entry's message (also shown by the field)
        self.workload = _NameCombo()
        self.workload.setObjectName("workload")
        self.workload.setMinimumContentsLength(19)  # the list shows whole names (1280 px)
        self._train_chars = 19
        self.workload.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.workload.setToolTip(
            translate(
                "WorkloadBar",
                "The job the speed, memory and cost figures are for; point at an entry of the "
                "list for what it runs",
            )
        )
        self.pick_model = QToolButton()
        self.pick_model.setObjectName("pick_model")
        self.pick_model.setText(translate("WorkloadBar", "Model…"))
        self.pick_model.setToolTip(
            translate(
                "WorkloadBar",
                "Pick a model of the library (Llama, Qwen, Mistral, Gemma, …) to fine-tune or "
                "serve; the arrow loads your own model's config.json",
            )
        )
        self.pick_model.clicked.connect(self._ask_model)
        self.task = ShortCombo()  # "LoRA" in the bar, "LoRA fine-tune" listed (1280 px)
        self.task.setObjectName("task")
        for key, label, _task, _adapter in TASKS:
            short = TASK_SHORT.get(key, label)
            self.task.add(translate("WorkloadBar", short), translate("WorkloadBar", label), key)
        self.task.setToolTip(
            translate(
                "WorkloadBar", "What the model is for: a fine-tune (full, LoRA, QLoRA) or inference"
            )
        )
        self.precision = ShortCombo()  # "AMP" in the bar, "Mixed precision (AMP)" listed
        self.precision.setObjectName("precision")
        self.precision.setToolTip(
            translate("WorkloadBar", "The number format the job computes in (the list names each)")
        )
        self.dataset = QDoubleSpinBox()
        self.dataset.setObjectName("dataset_size")
        self.dataset.setDecimals(0)
        self.dataset.setRange(1, 1e12)
        self.dataset.setGroupSeparatorShown(True)
        # Sized for a billion samples, not for the 10¹² it takes (1280 px); more still types.
        self.dataset.setMaximumWidth(
            self.dataset.fontMetrics().horizontalAdvance("9,999,999,999") + SPIN_BUTTONS_PX
        )
        self.dataset.setToolTip(
            translate("WorkloadBar", "Training samples per epoch (images, sequences, …)")
        )
        self.epochs = QDoubleSpinBox()
        self.epochs.setObjectName("epochs")
        self.epochs.setDecimals(1)
        self.epochs.setRange(EPOCHS.lo, EPOCHS.hi)  # the range every entry point takes
        self.epochs.setMaximumWidth(
            self.epochs.fontMetrics().horizontalAdvance("9,999.9") + SPIN_BUTTONS_PX
        )
        self.epochs.setToolTip(translate("WorkloadBar", "Passes over the dataset"))
        self.unit = QLabel()
        self.unit.setObjectName("dataset_unit")
        self.context = QSpinBox()
        self.context.setObjectName("context")
        self.context.setRange(0, CONTEXT_ENTRY_MAX)
        self.context.setGroupSeparatorShown(True)
        # Sized for a 7-digit context (1,048,576 tokens), not for the 10⁸ it takes (1280 px).
        self.context.setMaximumWidth(
            self.context.fontMetrics().horizontalAdvance("9,999,999") + SPIN_BUTTONS_PX
        )
        self.context.setToolTip(
            translate(
                "WorkloadBar",
                "Tokens each stream holds (prompt and answer); the whole prompt is read before "
                "the first token",
            )
            + "\n"
            + translate(
                "WorkloadBar",
                "Until you type one: Ollama's default for the GPUs' memory (4,096 tokens below "
                "24 GiB, 32,768 up to 48 GiB, 262,144 above), shortened to the longest that "
                "fits at these streams",
            )
        )
        self.concurrency = QSpinBox()
        self.concurrency.setObjectName("concurrency")
        self.concurrency.setRange(0, CONCURRENCY_ENTRY_MAX)
        # Sized for 99,999 streams, not for the 10⁷ it takes (1280 px); more still types.
        self.concurrency.setMaximumWidth(
            self.concurrency.fontMetrics().horizontalAdvance("99,999") + SPIN_BUTTONS_PX
        )
        self.concurrency.setToolTip(
            translate("WorkloadBar", "Streams decoded at once (users served together)")
        )
        self.engine = ShortCombo()
        self.engine.setObjectName("engine")
        fill_engines(self.engine)
        self.engine.setToolTip(
            translate(
                "WorkloadBar",
                "The serving stack, which sets each token's fixed costs: llama.cpp (also under "
                "Ollama and LM Studio) is the default; vLLM takes 90 % of the card and fills what "
                "the weights leave with KV cache; Hugging Face generate waits on the CPU for "
                "every token, so fast cards tie. On several GPUs llama.cpp, Hugging Face and "
                "AutoAWQ split the model by layers (memory adds, speed does not); vLLM splits "
                "every layer (their bandwidth adds); TinyChat uses one GPU",
            )
        )
        self.weights = QComboBox()
        self.weights.setObjectName("weights")
        # The bar must fit 1280 px: the box shows the format's start, its list the whole name.
        self.weights.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.weights.setMinimumContentsLength(4)
        self.weights.addItem(translate("WorkloadBar", "16-bit"), "")  # the rest: _populate
        self.weights.setItemData(
            0, translate("WorkloadBar", "16-bit weights"), Qt.ItemDataRole.ToolTipRole
        )
        self.weights.setToolTip(
            translate(
                "WorkloadBar",
                "How the weights are stored: GGUF types (llama.cpp) or GPTQ/AWQ 4-bit with a "
                "scale per group; their bits per weight set the memory and the decode speed",
            )
        )
        self._decode_controls()
        self.stack = StackBox()
        self.diffusion = DiffusionOptionsButton()
        self.pytorch = PyTorchReleaseButton()
        self._good = {self.context: 2048, self.concurrency: 1}  # the last accepted entries
        # Whether the context is the bar's default (the user has not set one): it then follows
        # the streams, weights and engine, so it always fits the card (_with_default_context).
        self._context_auto = False
        self._actions: dict[str, list[QAction]] = {}
        for group, label, widget in (
            ("workload", translate("WorkloadBar", "Workload") + " ", self.workload),
            ("workload", "", self.pick_model),
            ("task", " ", self.task),  # its items say what they are: no label (1280 px)
            ("precision", "  " + translate("WorkloadBar", "Precision") + " ", self.precision),
            ("train", "  " + translate("WorkloadBar", "Dataset") + " ", self.dataset),
            ("train", "", self.unit),
            ("train", "  " + translate("WorkloadBar", "Epochs") + " ", self.epochs),
            *self._step_controls(),
            ("train", "", self.stack),  # its items name the software: no label, no gap (1280 px)
            ("diffusion", " ", self.diffusion),  # "Options…" opens a menu (1280 px)
            ("pytorch", " ", self.pytorch),  # "PyTorch: newest": H100/H200/B200 only
            ("serve", "  " + translate("WorkloadBar", "Context") + " ", self.context),
            ("serve", " " + translate("WorkloadBar", "tokens") + " ", None),
            ("serve", "  " + translate("WorkloadBar", "Concurrency") + " ", self.concurrency),
            ("serve", " ", self.engine),  # its items name the stack: no label (1280 px)
            ("serve", "", self.weights),  # its items name the format: no label, no gap (1280 px)
            ("serve", "", self.kernel),  # "Kernel: auto" says what it is (1280 px)
        ):
            actions = self._actions.setdefault(group, [])
            if label:
                text = QLabel(label)
                text.setAlignment(Qt.AlignmentFlag.AlignVCenter)
                actions.append(self.addWidget(text))
            if widget is not None:
                actions.append(self.addWidget(widget))
        # Framed (the bar makes its buttons flat when they join it), so "Model…" reads as a
        # button that opens the library, not as text cut short.
        self.pick_model.setAutoRaise(False)
        self.kernel.setAutoRaise(False)  # framed too: "Kernel: auto" opens a menu
        self.diffusion.setAutoRaise(False)  # and "Options…"
        self.pytorch.setAutoRaise(False)  # and "PyTorch: newest"
        # config.json… rides on Model…'s arrow: the bar must fit a 1280-px window.
        menu = QMenu(self.pick_model)
        menu.setToolTipsVisible(True)
        self.load_config = menu.addAction(translate("WorkloadBar", "config.json…"))
        self.load_config.setObjectName("load_model_config")
        self.load_config.setToolTip(
            translate(
                "WorkloadBar",
                "Estimate a model of your own: load its Hugging Face config.json (layers, width, "
                "heads, KV heads, FFN, vocabulary, experts)",
            )
        )
        self.load_config.triggered.connect(self._ask_config)
        self.pick_model.setMenu(menu)
        self.pick_model.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        if analysis.is_ready:
            self._populate()
        else:  # the estimator's workloads are read once the window has painted
            self._wait_for_engines()
        self.workload.currentIndexChanged.connect(self._user_picked_workload)
        self.task.currentIndexChanged.connect(self._user_picked_task)
        self.precision.currentIndexChanged.connect(self._user_edited)
        self.dataset.editingFinished.connect(self._user_edited)
        self.epochs.editingFinished.connect(self._user_edited)
        self.context.editingFinished.connect(self._serving_edited)
        self.concurrency.editingFinished.connect(self._serving_edited)
        self.engine.currentIndexChanged.connect(self._engine_edited)
        self.weights.currentIndexChanged.connect(self._weights_edited)
        self.grad_accum.editingFinished.connect(self._step_edited)
        self.memory_format.currentIndexChanged.connect(self._step_edited)
        self.stack.currentIndexChanged.connect(self._user_edited)
        self.diffusion.edited.connect(self._user_edited)
        self.pytorch.edited.connect(self._user_edited)
        document = analysis.document
        document.current_job = lambda: self.analysis.workload.job()
        document.build_changed.connect(self._follow_build)
        analysis.workload_changed.connect(self._follow_choice)
        self._follow_build()

    # ------------------------------------------------------------ training step
    def _step_controls(self) -> tuple[tuple[str, str, QWidget | None], ...]:
        """Gradient accumulation and a CNN's memory layout (`dlbox estimate --grad-accum`,
        `--memory-format`): the bar's (group, label, widget) entries for them."""
        self.grad_accum = QSpinBox()
        self.grad_accum.setObjectName("grad_accum")
        self.grad_accum.setRange(1, GRAD_ACCUM_MAX)
        self.grad_accum.setPrefix("×")
        self.grad_accum.setToolTip(
            translate(
                "WorkloadBar",
                "Gradient accumulation: micro-batches whose gradients are summed before one "
                "optimizer step. The effective batch is the batch per GPU × this × the GPUs; "
                "the optimizer step and the gradient all-reduce run once per step, so a larger "
                "count trains a little faster per sample without using more memory",
            )
        )
        self.memory_format = ShortCombo()  # its items say what they are: no label (1280 px)
        self.memory_format.setObjectName("memory_format")
        for key, short, full in MEMORY_LAYOUTS:
            self.memory_format.add(
                translate("WorkloadBar", short), translate("WorkloadBar", full), key
            )
        self.memory_format.setToolTip(
            translate(
                "WorkloadBar",
                "How a CNN keeps its activations: NCHW (PyTorch's default) transposes them "
                "around every tensor-core convolution; channels-last (NHWC) does not. Automatic "
                "follows the software stack: NCHW in PyTorch, eager or compiled (torch.compile "
                "keeps the layout it is given), NHWC in vendor-tuned stacks",
            )
        )
        # The job's activation checkpointing ("" the workload's usual): chosen in the memory
        # panel (the bar has no room at 1280 px), kept here with the job's other step fields.
        self.checkpointing = ""
        return (
            ("train", " " + translate("WorkloadBar", "Accum.") + " ", self.grad_accum),
            ("cnn", "  ", self.memory_format),
        )

    def _enable_step(self, enabled: bool) -> None:
        """Off until the workloads are read (as the other boxes): nothing to apply them to."""
        for widget in (self.grad_accum, self.memory_format):
            widget.setEnabled(enabled)

    def _show_step(
        self,
        grad_accum: int,
        memory_format: str,
        checkpointing: str = "",
        diffusion: tuple[tuple[str, Any], ...] = (),
    ) -> None:
        """Show a job's or a remedy's accumulation, layout, checkpointing and diffusion
        options (no signal: not the user)."""
        self.diffusion.show_options(diffusion)
        widgets = (self.grad_accum, self.memory_format)
        for widget in widgets:
            widget.blockSignals(True)
        if grad_accum > self.grad_accum.maximum():  # a file or a remedy may ask for more
            self.grad_accum.setMaximum(grad_accum)
        self.grad_accum.setValue(max(1, grad_accum))
        self.memory_format.setCurrentIndex(max(self.memory_format.findData(memory_format), 0))
        self.checkpointing = checkpointing
        for widget in widgets:
            widget.blockSignals(False)

    def _step_edited(self) -> None:
        """A changed accumulation or layout is the user's edit; leaving the box unchanged
        (focus moving on, the window closing) is not."""
        choice = self.analysis.workload
        now = self._step_choice(self.workload.currentData())
        if now != _step_of(choice):
            self._user_edited()

    def _step_choice(self, option: Any) -> dict[str, Any]:
        """The WorkloadChoice fields of the step boxes for ``option`` (a layout for CNNs only)."""
        layout = str(self.memory_format.currentData() or "") if _is_cnn(option) else ""
        return {
            "grad_accum": self.grad_accum.value(),
            "memory_format": layout,
            "checkpointing": self.checkpointing,
            "diffusion": self.diffusion.options() if _is_diffusion(option) else (),
        }

    # ------------------------------------------------------------ decode kernel
    def _decode_controls(self) -> None:
        """The quantised decode kernel and expanded K/V attention (`dlbox estimate
        --decode-kernel`, `--expanded-kv-attention`): one menu button, as the bar has room
        for one more box at 1280 px in serving mode."""
        self.kernel = MenuButton()
        self.kernel.setObjectName("decode_kernel")
        self.kernel.setToolTip(
            translate(
                "WorkloadBar",
                "The GPU kernel that multiplies the quantised weights while decoding. Some "
                "kernels turn every weight into a float with a conversion instruction, which "
                "the GPU runs on a separate unit at a quarter of its integer rate, beside the "
                "integer work: it costs tokens/s only where it outlasts that work and decoding "
                "is not limited by memory bandwidth. Automatic: the format's usual kernel (GGUF: "
                "llama.cpp MMVQ, GPTQ/AWQ: ExLlamaV2, torchao: tinygemm). 16-bit weights use no "
                "such kernel.",
            )
        )
        menu = QMenu(self.kernel)
        menu.setToolTipsVisible(True)
        self._kernel_group = QActionGroup(menu)
        self._kernel_group.setExclusive(True)
        _choice(
            menu,
            self._kernel_group,
            translate("WorkloadBar", "Automatic: the format's usual kernel"),
            "",
        ).setChecked(True)
        self._kernel_menu = menu
        menu.addSeparator()
        self.expand_kv = menu.addAction(
            translate(
                "WorkloadBar", "Attention copies K/V to every head (ExLlamaV2, no FlashAttention)"
            )
        )
        self.expand_kv.setObjectName("expanded_kv_attention")
        self.expand_kv.setCheckable(True)
        self.expand_kv.setToolTip(
            translate(
                "WorkloadBar",
                "Plain PyTorch attention after repeat_kv copies the K/V cache out to every query "
                "head, so each token reads the cache 1 + 2 × heads/KV-heads times instead of "
                "once: far fewer tokens/s at long contexts (ExLlamaV2 with flash attention off)",
            )
        )
        # A mixture-of-experts model under Hugging Face generate: its experts implementation.
        self._experts_section = menu.addSection(translate("WorkloadBar", "Mixture of experts"))
        self._experts_group = QActionGroup(menu)
        self._experts_group.setExclusive(True)
        for key, words, what in EXPERTS_CHOICES:
            action = _choice(menu, self._experts_group, translate("WorkloadBar", words), key)
            action.setChecked(not key)
            action.setObjectName(f"experts_{key or 'default'}")
            action.setToolTip(translate("WorkloadBar", what))
        # Two or more GPUs and an engine with a choice: how the model is split over them.
        self._split_section = menu.addSection(translate("WorkloadBar", "Several GPUs"))
        self._split_group = QActionGroup(menu)
        self._split_group.setExclusive(True)
        auto_split = _choice(
            menu, self._split_group, translate("WorkloadBar", "Split: the engine's own"), ""
        )
        auto_split.setChecked(True)
        auto_split.setObjectName("split_default")
        for key, (words, what) in SPLIT_WORDS.items():
            action = _choice(menu, self._split_group, translate("WorkloadBar", words), key)
            action.setObjectName(f"split_{key}")
            action.setToolTip(translate("WorkloadBar", what))
        # llama.cpp: the build's date, for the kernels its CUDA backend fuses (filled with
        # the periods between fusions once the estimator is loaded: _fill_builds).
        self._build_section = menu.addSection(translate("WorkloadBar", "llama.cpp build"))
        self._build_group = QActionGroup(menu)
        self._build_group.setExclusive(True)
        current = _choice(menu, self._build_group, translate("WorkloadBar", "Current build"), "")
        current.setChecked(True)
        current.setObjectName("llamacpp_build_current")
        self.other_build = menu.addAction(translate("WorkloadBar", "Other build date…"))
        self.other_build.setObjectName("llamacpp_build_other")
        self.other_build.setToolTip(
            translate(
                "WorkloadBar",
                "Type the date of your llama.cpp build (YYYY, YYYY-MM or YYYY-MM-DD): Ollama, "
                "LM Studio and text-generation-webui each bundle a build of some date",
            )
        )
        self.other_build.triggered.connect(self._ask_build)
        self._kernel_group.triggered.connect(self._kernel_edited)
        self.expand_kv.toggled.connect(self._kernel_edited)
        self._experts_group.triggered.connect(self._kernel_edited)
        self._split_group.triggered.connect(self._kernel_edited)
        self._build_group.triggered.connect(self._kernel_edited)
        self.kernel.setMenu(menu)
        self._show_kernel("", False)

    def _fill_kernels(self) -> None:
        """The estimator's decode kernels, once it is loaded (it lists them)."""
        if len(self._kernel_group.actions()) > 1:
            return
        first = self._kernel_menu.actions()[2]  # K/V attention: the kernels go above it
        for key, kernel in _engines().DECODE_KERNELS.items():
            name = KERNEL_NAMES.get(key, key)
            words = (
                translate("WorkloadBar", "%1: converts every weight")
                if kernel.conversions > 0
                else translate("WorkloadBar", "%1: no per-weight conversion")
            ).replace("%1", name)
            action = QAction(f"{words}  [{key}]", self._kernel_menu)
            action.setCheckable(True)
            action.setData(key)
            action.setToolTip(f"{kernel.what} ({kernel.source})")
            self._kernel_group.addAction(action)
            self._kernel_menu.insertAction(first, action)
        self._kernel_menu.insertSeparator(first)

    def _fill_builds(self) -> None:
        """The periods of llama.cpp builds between its CUDA kernel fusions (the estimator
        lists them), above "Other build date…"."""
        if len(self._build_group.actions()) > 1:
            return
        for period in _engines().build_periods()[1:]:  # the first is the current build's
            self._build_action(str(period.date), period)

    def _build_action(self, day: str, period: Any = None) -> QAction:
        """The menu's checkable entry for builds of ``day`` (a period's, or a date typed or
        saved), placed before "Other build date…"."""
        action = QAction(self._kernel_menu)
        action.setCheckable(True)
        action.setData(day)
        action.setObjectName(f"llamacpp_build_{day}")
        if period is not None and period.added is not None:
            fusion = period.added
            action.setToolTip(
                translate("WorkloadBar", "From %1 on: %2 (%3)")
                .replace("%1", fusion.since)
                .replace("%2", fusion.what)
                .replace("%3", fusion.source)
            )
        elif period is not None:
            action.setToolTip(
                translate(
                    "WorkloadBar",
                    "Builds from before the first of llama.cpp's 2025 CUDA kernel fusions (the "
                    "builds the estimator's llama.cpp runs were measured on)",
                )
            )
        action.setProperty("period", period is not None)
        self._build_group.addAction(action)
        self._kernel_menu.insertAction(self.other_build, action)
        return action

    def _label_builds(self) -> None:
        """Each build entry with its kernels a layer for the weights shown (quantised
        weights run a quantise kernel before each product)."""
        engines = _engines()
        quantised = bool(self.weights.currentData())
        try:  # the first GPU's family: a Pascal card skips a fusion, AMD runs HIP
            family = engines.gpu_family(self.analysis.document.resolved)
        except Exception as exc:  # the menu must never break on an odd build
            log.warning("reading the build's GPU family failed: %s", exc)
            family = ""
        periods = {str(p.date): p for p in engines.build_periods() if p.date}
        for action in self._build_group.actions():
            day = str(action.data() or "")
            kernels = engines.kernels_per_layer(day or "9999-12-31", quantised, family)
            period = periods.get(day) if action.property("period") else None
            if not day:
                words = translate("WorkloadBar", "Current build: %1 kernels a layer")
            elif period is not None and period.first is None:
                words = translate("WorkloadBar", "Built before %2: %1 kernels a layer").replace(
                    "%2", engines.build_periods()[-2].first or ""
                )
            elif period is not None:
                words = (
                    translate("WorkloadBar", "Built %2 to %3: %1 kernels a layer")
                    .replace("%2", period.first or "")
                    .replace("%3", period.last or "")
                )
            else:
                words = translate("WorkloadBar", "Build of %2: %1 kernels a layer").replace(
                    "%2", day
                )
            action.setText(words.replace("%1", str(kernels)))

    def llamacpp_build_key(self) -> str:
        """The picked llama.cpp build's date ("" a current build, and wherever the menu does
        not offer it: another serving stack)."""
        checked = self._build_group.checkedAction()
        key = str(checked.data() or "") if checked is not None else ""
        return key if self._offers_build() else ""

    def pick_llamacpp_build(self, key: str) -> None:
        """Pick a llama.cpp build as a user does in the menu ("" current; a date not listed
        gets its own entry, as typed in "Other build date…")."""
        if not any(a.data() == key for a in self._build_group.actions()):
            self._build_action(key)
            self._label_builds()
        self._pick(self._build_group, key, "llama.cpp build")

    def _ask_build(self) -> None:
        """ "Other build date…": a date typed; a bad one is answered with what was expected."""
        from PySide6.QtWidgets import QInputDialog

        text, ok = QInputDialog.getText(
            self,
            translate("WorkloadBar", "llama.cpp build"),
            translate("WorkloadBar", "Date of the llama.cpp build (YYYY, YYYY-MM or YYYY-MM-DD):"),
        )
        if ok and text.strip():
            self.set_build_text(text)

    def set_build_text(self, text: str) -> bool:
        """Use a typed build date ("current" too); False, with the problem shown, if it is
        not one."""
        try:
            day = _engines().user_build_date(text)
        except ValueError as exc:
            self._refuse(self.kernel, translate("WorkloadBar", "llama.cpp build") + f": {exc}")
            return False
        self.pick_llamacpp_build(day or "")
        return True

    def _offers_build(self) -> bool:
        """llama.cpp serves the model: its build's fusions move the estimate."""
        return self._engine_key().startswith("llama.cpp")

    def kernel_key(self) -> str:
        """The picked decode kernel ("" the format's own)."""
        checked = self._kernel_group.checkedAction()
        return str(checked.data() or "") if checked is not None else ""

    def pick_kernel(self, key: str) -> None:
        """Pick a decode kernel as a user does in the menu ("" automatic)."""
        for action in self._kernel_group.actions():
            if action.data() == key:
                action.trigger()
                return
        raise ValueError(f"no decode kernel {key!r} in the menu")

    def experts_key(self) -> str:
        """The picked experts implementation ("" transformers 5's default; "" too where the
        menu does not offer it: a dense model, a serving stack other than generate)."""
        checked = self._experts_group.checkedAction()
        key = str(checked.data() or "") if checked is not None else ""
        return key if self._offers_experts() else ""

    def split_key(self) -> str:
        """The picked split over several GPUs ("" the engine's own, and wherever the menu
        does not offer one: one GPU, an engine with one way)."""
        checked = self._split_group.checkedAction()
        key = str(checked.data() or "") if checked is not None else ""
        return key if key in self._offered_splits() else ""

    def pick_experts(self, key: str) -> None:
        """Pick an experts implementation as a user does in the menu ("" the default)."""
        self._pick(self._experts_group, key, "experts implementation")

    def pick_split(self, key: str) -> None:
        """Pick a split over GPUs as a user does in the menu ("" the engine's own)."""
        self._pick(self._split_group, key, "split")

    @staticmethod
    def _pick(group: QActionGroup, key: str, what: str) -> None:
        for action in group.actions():
            if action.data() == key and action.isVisible() and action.isEnabled():
                action.trigger()
                return
        raise ValueError(f"no {what} {key!r} offered in the menu")

    def _offers_experts(self) -> bool:
        """A mixture-of-experts model served by Hugging Face generate: the only stack whose
        experts path the estimator prices (moe.py; vLLM and llama.cpp fuse their own)."""
        option = self.workload.currentData()
        moe = bool(getattr(option, "active_params", None))
        return moe and self._engine_key() == "generic"

    def _offered_splits(self) -> tuple[str, ...]:
        """The splits the engine offers on this build: none on one GPU."""
        if self._gpu_count() < 2:
            return ()
        return ENGINE_SPLIT_CHOICES.get(self._engine_key(), ())

    def _gpu_count(self) -> int:
        from dlbox.core.parts import Category

        if not self.analysis.is_ready:
            return 0
        try:
            return len(list(self.analysis.document.resolved.expanded(Category.GPU)))
        except Exception as exc:  # the menu must never break on an odd build
            log.warning("counting the build's GPUs failed: %s", exc)
            return 0

    def _show_kernel(
        self,
        key: str,
        expand_kv: bool,
        experts: str | None = None,
        split: str | None = None,
        build: str | None = None,
    ) -> None:
        """Show a kernel, the K/V attention, experts, split and llama.cpp build choices (no
        signal: not the user); None keeps the experts, split or build shown."""
        groups = (self._kernel_group, self._experts_group, self._split_group, self._build_group)
        for group in groups:
            group.blockSignals(True)
        self.expand_kv.blockSignals(True)
        if build and not any(a.data() == build for a in self._build_group.actions()):
            self._build_action(build)  # a saved date the periods do not name
        for action in self._kernel_group.actions():
            action.setChecked(action.data() == key)
        for group, wanted in (
            (self._experts_group, experts),
            (self._split_group, split),
            (self._build_group, build),
        ):
            if wanted is not None:
                for action in group.actions():
                    action.setChecked(action.data() == wanted)
        self.expand_kv.setChecked(expand_kv)
        for group in groups:
            group.blockSignals(False)
        self.expand_kv.blockSignals(False)
        quantised = bool(self.weights.currentData())
        for action in self._kernel_group.actions():
            action.setEnabled(quantised or not action.data())
        self._show_menu_sections()
        # The kernel's CLI name once picked ("exllama-v1"): the bar has no room for more;
        # experts and split likewise, by the CLI's words, once they are not the default.
        # With those, the automatic kernel reads "auto": "Kernel: auto +eager +tensor" pushed
        # the button off the bar at 1280 px in English.
        chosen = "".join(
            f" +{x}" for x in (self.experts_key(), self.split_key(), self.llamacpp_build_key()) if x
        )
        text = key or ("auto" if chosen else translate("WorkloadBar", "Kernel: auto"))
        self.kernel.setText(text + (" +K/V" if expand_kv else "") + chosen)

    def _show_menu_sections(self) -> None:
        """The experts section for an MoE model under generate; the split section on two
        or more GPUs with an engine that splits more than one way (its splits only)."""
        experts = self._offers_experts()
        self._experts_section.setVisible(experts)
        for action in self._experts_group.actions():
            action.setVisible(experts)
        splits = self._offered_splits()
        self._split_section.setVisible(bool(splits))
        for action in self._split_group.actions():
            action.setVisible(bool(splits) and (not action.data() or action.data() in splits))
        builds = self._offers_build()
        self._build_section.setVisible(builds)
        for action in (*self._build_group.actions(), self.other_build):
            action.setVisible(builds)
        if builds and self.analysis.is_ready:
            self._label_builds()

    def _kernel_edited(self, *_args: object) -> None:
        self._show_kernel(self.kernel_key(), self.expand_kv.isChecked())
        self._user_edited()

    def _engine_edited(self) -> None:
        """Another serving stack offers other experts and split choices (the menu follows)."""
        self._show_kernel(self.kernel_key(), self.expand_kv.isChecked())
        self._user_edited()

    def _weights_edited(self) -> None:
        """16-bit weights run no quantised kernel: a picked one is dropped (and greyed)."""
        if not self.weights.currentData():
            self._show_kernel("", self.expand_kv.isChecked())
        else:
            self._show_kernel(self.kernel_key(), self.expand_kv.isChecked())
        self._user_edited()

    # ------------------------------------------------------------ options
    def _wait_for_engines(self) -> None:
        for widget in (self.workload, self.pick_model, self.precision, self.dataset, self.epochs):
            widget.setEnabled(False)
        self._enable_step(False)
        for spin in (self.dataset, self.epochs):  # blank, not a made-up "1" or "0.0"
            spin.setSpecialValueText(" ")
            spin.setValue(spin.minimum())
        self.workload.addItem(translate("WorkloadBar", "loading workloads…"))
        self._show_groups(None)
        # Stays connected (ready fires once): disconnecting a Python slot while it runs
        # deletes PySide's receiver under it, which can crash.
        self.analysis.ready.connect(self._engines_ready)

    def _engines_ready(self) -> None:
        for widget in (self.workload, self.pick_model, self.precision, self.dataset, self.epochs):
            widget.setEnabled(True)
        self._enable_step(True)
        for spin in (self.dataset, self.epochs):
            spin.setSpecialValueText("")
        self.workload.blockSignals(True)  # filling the list is not the user picking
        self.workload.clear()
        self._populate()
        self.workload.blockSignals(False)
        self._follow_build()

    def _fill_weights(self) -> None:
        """The named weight formats, once the estimator is loaded (it lists them)."""
        if self.weights.count() > 1:
            return
        self.weights.blockSignals(True)
        for name, fmt in _engines().WEIGHT_FORMATS.items():
            if name == "F16":
                continue
            # The item is the format's name (as `--weights` takes it); its tooltip says more.
            group = name.rsplit("-g", 1)[-1]
            if fmt.family == "gptq":
                label = translate("WorkloadBar", "GPTQ/AWQ 4-bit, group %1").replace("%1", group)
            elif fmt.family == "torchao":
                label = translate("WorkloadBar", "torchao int4, group %1").replace("%1", group)
            elif fmt.family == "bnb":
                label = translate("WorkloadBar", "bitsandbytes NF4 (%1)").replace("%1", name)
            else:
                label = translate("WorkloadBar", "GGUF %1").replace("%1", name)
            self.weights.addItem(name, name)
            self.weights.setItemData(self.weights.count() - 1, label, Qt.ItemDataRole.ToolTipRole)
        view = self.weights.view()
        view.setMinimumWidth(view.sizeHintForColumn(0) + 24)  # the scroll bar's room
        self.weights.blockSignals(False)

    def _populate(self) -> None:
        self._fill_weights()
        self._fill_kernels()
        self._fill_builds()
        self.pytorch.fill(_engines().pytorch_defaults())
        options = _engines().workload_options()
        if not options:
            for widget in (self.workload, self.precision, self.dataset, self.epochs):
                widget.setEnabled(False)
            self.workload.addItem(translate("WorkloadBar", "(speed estimates not available)"))
            self.setToolTip(
                translate(
                    "WorkloadBar", "The training-speed estimator is not available in this version."
                )
            )
            self._show_groups(None)
            return
        for option in options:
            self.workload.addItem(option.label, option)
            row = self.workload.count() - 1
            self.workload.setItemData(row, option.description, Qt.ItemDataRole.ToolTipRole)
            # The id, so a build's job finds its workload.
            self.workload.setItemData(row, option.id, ID_ROLE)
        # The first (default) workload shows whole: a new user's first look at the bar.
        fit_text(self.workload, options[0].label)
        self._train_chars = self.workload.minimumContentsLength()
        self._workload_picked()

    def model_row(self, model: ModelOption) -> int:
        """The combo row of ``model``, added below the benchmark workloads if new."""
        found = self.workload.findData(model.id, MODEL_ROLE)
        if found >= 0:
            return found
        if all(self.workload.itemData(i, MODEL_ROLE) is None for i in range(self.workload.count())):
            self.workload.insertSeparator(self.workload.count())
        self.workload.blockSignals(True)
        self.workload.addItem(model.name, model)
        self.workload.blockSignals(False)
        row = self.workload.count() - 1
        self.workload.setItemData(row, model.description, Qt.ItemDataRole.ToolTipRole)
        self.workload.setItemData(row, model.id, MODEL_ROLE)
        return row

    def pick(self, model_id: str, task: str | None = None) -> bool:
        """Show the library model ``model_id`` (as if picked in the Model… dialog), and the
        task ("full", "lora", "qlora", "decode") when given."""
        model = _engines().model_option(model_id)
        if model is None:
            return False
        if task is not None:
            self.task.blockSignals(True)
            self.task.setCurrentIndex(max(self.task.findData(task), 0))
            self.task.blockSignals(False)
        row = self.model_row(model)
        if row == self.workload.currentIndex():
            self._user_picked_task()
        else:
            self.workload.setCurrentIndex(row)
        return True

    def _ask_model(self) -> None:
        from dlbox.ui.dialogs.model_picker import ModelPicker  # opened rarely

        current = self.workload.currentData(MODEL_ROLE) or ""
        dialog = ModelPicker(_engines().model_options(), current, self)
        if dialog.exec() == ModelPicker.DialogCode.Accepted and dialog.picked():
            self.pick(dialog.picked())

    def _ask_config(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self,
            translate("WorkloadBar", "Load a model's config.json"),
            "",
            translate("WorkloadBar", "Hugging Face config (*.json)"),
        )
        if path:
            self.add_config(path)

    def add_config(self, path: str) -> bool:
        """Add the model of ``path`` (a config.json) and pick it."""
        try:
            model = _engines().model_from_config(path)
        except ValueError as exc:
            QMessageBox.warning(self, translate("WorkloadBar", "Cannot use this config"), str(exc))
            return False
        self.workload.setCurrentIndex(self.model_row(model))
        return True

    # ------------------------------------------------------------ showing
    def _show_groups(self, option: Any) -> None:
        """Task for models; dataset and epochs for training; context and streams for serving."""
        model = option is not None and isinstance(option, _engines().ModelOption)
        serving = model and self.task.currentData() == "decode"
        visible = {
            "workload": True,
            "precision": True,
            "task": model,
            "train": not serving,
            "serve": serving,
            "cnn": not serving and _is_cnn(option),
            "diffusion": not serving and _is_diffusion(option),
            "pytorch": not serving and self._pytorch_matters(option),
        }
        for group, actions in self._actions.items():
            for action in actions:
                action.setVisible(visible[group])
        # Serving shows a model's short name: the box gives the room the serving boxes and the
        # kernel button need at 1280 px; training keeps the room a workload's long name needs.
        if serving:
            self.workload.setMinimumContentsLength(SERVING_NAME_CHARS)
            fit_text(self.workload, self.workload.currentText())
        elif self.workload.minimumContentsLength() != self._train_chars:
            self.workload.setMinimumContentsLength(self._train_chars)
        self.workload.updateGeometry()
        layout = self.layout()
        if layout is not None:
            layout.invalidate()  # the bar lays its boxes out again for the new width

    def _pytorch_matters(self, option: Any) -> bool:
        """Whether the PyTorch release moves this training estimate on this build (a
        transformer on H100/H200/B200: engines.pytorch_release_matters)."""
        if option is None or not self.analysis.is_ready:
            return False
        try:
            return _engines().pytorch_release_matters(option, self.analysis.document.resolved)
        except Exception as exc:  # the bar must never break on an odd build
            log.warning("checking the PyTorch release's effect failed: %s", exc)
            return False

    def shows(self, group: str) -> bool:
        """Whether the bar shows a group: "task", "train" (dataset, epochs, accumulation),
        "serve", "cnn" (the memory layout), "diffusion" (a U-Net fine-tune's options)."""
        return all(action.isVisible() for action in self._actions[group])

    def _set_tasks_for(self, model: ModelOption) -> None:
        """Inference only for models that generate tokens (decoders)."""
        item = self.task.model().item(self.task.findData("decode"))  # type: ignore[attr-defined]
        item.setEnabled(model.serves)
        item.setToolTip(
            ""
            if model.serves
            else translate("WorkloadBar", "Only decoder language models are served token by token")
        )
        if not model.serves and self.task.currentData() == "decode":
            self.task.setCurrentIndex(0)

    def _workload_picked(self, job: Job | None = None) -> None:
        """Show the picked workload's settings: the job's where it names them, else
        the workload's usual ones."""
        option = self.workload.currentData()
        if option is None:
            return
        widgets = (self.precision, self.dataset, self.epochs, self.task, self.context)
        for widget in (*widgets, self.concurrency, self.engine, self.weights):
            widget.blockSignals(True)
        if isinstance(option, _engines().ModelOption):
            if job is not None and (job.model or job.config_json):
                self.task.setCurrentIndex(max(self.task.findData(task_key(job)), 0))
            self._set_tasks_for(option)
            context = (job.context_tokens if job else None) or option.default_context
            self._context_auto = not (job is not None and job.context_tokens)
            self.context.setValue(context)
            self.concurrency.setValue((job.concurrency if job else None) or 1)
            self.engine.setCurrentIndex(max(self.engine.findData(opening_engine(job)), 0))
            weights = (job.weights if job else None) or ""
            self.weights.setCurrentIndex(max(self.weights.findData(weights), 0))
            self._show_kernel(
                (job.decode_kernel if job else None) or "",
                bool(job.expanded_kv_attention) if job else False,
                (job.experts if job else None) or "",
                (job.split if job else None) or "",
                (job.llamacpp_build if job else None) or "",
            )
            self._good = {self.context: context, self.concurrency: self.concurrency.value()}
            precisions, default = tuple(_engines().PRECISIONS), "bf16"
            dataset, epochs, unit = 1_000_000.0, 1.0, "tokens/s"
        else:
            assert isinstance(option, _engines().WorkloadOption)
            precisions, default = option.precisions, option.default_precision
            dataset, epochs, unit = option.dataset_size, option.epochs, option.unit
        self.precision.clear()
        for precision in precisions:
            self.precision.add(precision.upper(), precision_label(precision), precision)
        wanted = (job.precision if job else None) or default
        self.precision.setCurrentIndex(max(self.precision.findData(wanted), 0))
        self.dataset.setValue((job.dataset_samples if job else None) or dataset)
        self.epochs.setValue((job.epochs if job else None) or epochs)
        self.stack.set_key(job.stack if job else None)
        self.pytorch.set_key(job.pytorch if job else None)
        # Worded now (the language may change); short in the bar: "images per epoch" took
        # the room the training-stack box needs at 1280 px.
        self.unit.setText(f" {dataset_unit(unit)}")
        self.unit.setToolTip(epoch_unit(unit))
        self._show_step(
            (job.grad_accum if job else None) or 1,
            (job.memory_format if job else None) or "",
            (job.checkpointing if job else None) or "",
            tuple(sorted(job.diffusion_settings().items())) if job else (),
        )
        for widget in (*widgets, self.concurrency, self.engine, self.weights):
            widget.blockSignals(False)
        self._show_groups(option)
        self._emit(job.adapter or "" if job else "")

    def _choice(self, adapter: str) -> WorkloadChoice | None:
        option = self.workload.currentData()
        if option is None:
            return None
        if isinstance(option, _engines().ModelOption):
            key = str(self.task.currentData())
            _key, _label, task, task_adapter = next(t for t in TASKS if t[0] == key)
            serving = task == "decode"
            return WorkloadChoice(
                f"{option.id}-{task}",
                str(self.precision.currentData() or ""),
                None if serving else self.dataset.value(),
                None if serving else self.epochs.value(),
                task_adapter,
                model=option.id,
                task=task,
                context=self._good[self.context] if serving else None,
                concurrency=self._good[self.concurrency] if serving else None,
                engine=self._engine_key() if serving else "",
                weights=str(self.weights.currentData() or "") if serving else "",
                kernel=self.kernel_key() if serving else "",
                expand_kv=self.expand_kv.isChecked() if serving else False,
                experts=self.experts_key() if serving else "",
                split=self.split_key() if serving else "",
                llamacpp_build=self.llamacpp_build_key() if serving else "",
                **({} if serving else self._step_choice(option)),
                stack="" if serving else self.stack.key(),
                pytorch="" if serving else self._pytorch_key(option),
            )
        return WorkloadChoice(
            option.id,
            str(self.precision.currentData() or ""),
            self.dataset.value(),
            self.epochs.value(),
            adapter,
            **self._step_choice(option),
            stack=self.stack.key(),
            pytorch=self._pytorch_key(option),
        )

    def _pytorch_key(self, option: Any) -> str:
        """The picked PyTorch release where it moves the estimate ("" elsewhere)."""
        return self.pytorch.key() if self._pytorch_matters(option) else ""

    def _engine_key(self) -> str:
        """The engine box's stack, always named: a saved job without one reads as Hugging
        Face generate, the default of the files saved before llama.cpp was."""
        return str(self.engine.currentData() or DEFAULT_SERVING_ENGINE)

    def _emit(self, adapter: str = "") -> None:
        choice = self._choice(adapter)
        if choice is not None and choice.decodes and self._context_auto:
            choice = self._with_default_context(choice)
        if choice is not None:
            self.analysis.set_workload(choice)

    def _with_default_context(self, choice: WorkloadChoice) -> WorkloadChoice:
        """``choice`` at the context a user would start with on this build (Ollama's default
        for the GPUs' memory, shortened to what fits at these streams), shown in the box."""
        option = self.workload.currentData()
        window = option.context if isinstance(option, _engines().ModelOption) else None
        tokens = _engines().default_serving_context(choice, self.analysis.document.resolved, window)
        if not tokens or tokens == choice.context:
            return choice
        self.context.blockSignals(True)
        self.context.setValue(tokens)
        self.context.blockSignals(False)
        self._good[self.context] = tokens
        return dataclasses.replace(choice, context=tokens)

    # ------------------------------------------------------------ the user's edits
    def _user_picked_workload(self) -> None:
        self._workload_picked()
        self._record()

    def _user_picked_task(self) -> None:
        self._show_groups(self.workload.currentData())
        self._emit()
        self._record()

    def _user_edited(self) -> None:
        self._emit(self.analysis.workload.adapter)
        self._record()

    def _serving_edited(self) -> None:
        """A context or stream count in range is used; anything else is answered with one
        line naming the field and the range, and the last good value comes back."""
        for widget, problem in (
            (self.context, self._context_problem(self.context.value())),
            (self.concurrency, lim.BATCH_PER_GPU.problem(self.concurrency.value())),
        ):
            if problem is None:
                if widget is self.context and self.sender() is self.context:
                    self._context_auto = False  # the user's own context from now on
                self._good[widget] = widget.value()
                continue
            name = (
                translate("WorkloadBar", "Context")
                if widget is self.context
                else translate("WorkloadBar", "Concurrency")
            )
            self._refuse(widget, f"{name}: {problem}")
            widget.blockSignals(True)
            widget.setValue(self._good[widget])
            widget.blockSignals(False)
        self._emit()
        self._record()

    def _context_problem(self, value: int) -> str | None:
        """The limits' range for a context, narrowed to the model's own context window."""
        model = self.workload.currentData()
        window = model.context if isinstance(model, _engines().ModelOption) else None
        limit = lim.TOKENS_PER_SAMPLE
        if window and window < limit.hi:
            unit = f"tokens, the context window of {model.name}"
            limit = lim.Limit(limit.lo, window, unit, integer=True)
        return limit.problem(value)

    def _refuse(self, widget: QWidget, message: str) -> None:
        self.last_problem = message
        log.info("refused: %s", message)
        QToolTip.showText(widget.mapToGlobal(QPoint(0, widget.height())), message, widget)
        window = self.window()
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(message, 10_000)

    def _record(self) -> None:
        """A user's choice becomes the build's job (undoable, saved with the file)."""
        self.analysis.document.set_job(self.analysis.workload.job())

    def _follow_choice(self) -> None:
        """Show the serving context, streams and stack the analysis uses when something other
        than these boxes set them (a remedy of the memory panel, undoing one)."""
        choice = self.analysis.workload
        option = self.workload.currentData()
        if not choice.decodes and getattr(option, "id", None) in (
            choice.model or choice.workload_id,
        ):
            if self._step_choice(option) != _step_of(choice):
                self._show_step(
                    choice.grad_accum,
                    choice.memory_format,
                    choice.checkpointing,
                    choice.diffusion,
                )
            return
        if not choice.decodes or getattr(option, "id", None) != choice.model:
            return
        wanted = choice.engine or "generic"
        if self.engine.currentData() != wanted:
            self.engine.blockSignals(True)
            self.engine.setCurrentIndex(max(self.engine.findData(wanted), 0))
            self.engine.blockSignals(False)
        if self.weights.currentData() != choice.weights:
            self.weights.blockSignals(True)
            self.weights.setCurrentIndex(max(self.weights.findData(choice.weights), 0))
            self.weights.blockSignals(False)
        shown = (
            self.kernel_key(),
            self.expand_kv.isChecked(),
            self.experts_key(),
            self.split_key(),
            self.llamacpp_build_key(),
        )
        wanted_menu = (
            choice.kernel,
            choice.expand_kv,
            choice.experts,
            choice.split,
            choice.llamacpp_build,
        )
        if shown != wanted_menu:
            self._show_kernel(*wanted_menu)
        for spin, value in ((self.context, choice.context), (self.concurrency, choice.concurrency)):
            if value is None or (spin.value() == value and self._good[spin] == value):
                continue
            spin.blockSignals(True)
            spin.setValue(value)
            spin.blockSignals(False)
            self._good[spin] = value
            if spin is self.context:
                self._context_auto = False  # a remedy's context (or undoing one) stays

    def _follow_build(self) -> None:
        """Show the job a build names (opened, undone); keep the choice when it has none."""
        job = self.analysis.document.build.job
        if not self.analysis.is_ready:  # the list is not filled yet: _engines_ready follows
            return
        # The GPU count decides whether the menu offers a split; the GPUs, whether the
        # PyTorch release is asked.
        self._show_kernel(self.kernel_key(), self.expand_kv.isChecked())
        self._show_groups(self.workload.currentData())
        if job is None or same_job(job, self.analysis.workload.job()):
            return
        if job.config_json:
            try:
                model: ModelOption | None = _engines().model_from_config(job.config_json)
            except ValueError as exc:  # moved or changed since: say so, keep the choice
                self._refuse(self.workload, str(exc))
                return
            assert model is not None
            index = self.model_row(model)
        elif job.model:
            model = _engines().model_option(job.model)
            if model is None:
                log.warning("the build's model %r is not available here", job.model)
                return
            index = self.model_row(model)
        else:
            index = self.workload.findData(job.workload, ID_ROLE)
        if index < 0:
            log.warning("the build's workload %r is not available here", job.workload)
            return
        self.workload.blockSignals(True)
        self.workload.setCurrentIndex(index)
        self.workload.blockSignals(False)
        self._workload_picked(job)
