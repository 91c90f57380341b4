"""The diffusion fine-tune's options (`dlbox estimate --latents/--text-encoder/--vae-fp32/
--prior-preservation/--ema/--attention`) as one menu button for the workload bar: the bar has
no room at 1280 px for six more boxes, and each choice's tooltip says what it costs."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, Signal
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from dlbox.ui.language import translate
from dlbox.ui.widgets.menu_button import MenuButton

# (field, value, the menu's words, what it costs): the first of each field is the
# workload's own (None: the field is left out of the job, as without the option).
CHOICES: tuple[tuple[str, Any, str, str], ...] = (
    (
        "latents",
        None,
        QT_TRANSLATE_NOOP("WorkloadBar", "Latents: the VAE encodes every image"),
        QT_TRANSLATE_NOOP(
            "WorkloadBar", "The VAE encoder runs on every image each step (diffusers' scripts)"
        ),
    ),
    (
        "latents",
        "cached",
        QT_TRANSLATE_NOOP("WorkloadBar", "Latents cached before training"),
        QT_TRANSLATE_NOOP(
            "WorkloadBar",
            "Latents computed once before training: no VAE in the step (faster per image)",
        ),
    ),
    (
        "text_encoder",
        None,
        QT_TRANSLATE_NOOP("WorkloadBar", "Text encoder: frozen, run every step"),
        QT_TRANSLATE_NOOP("WorkloadBar", "The text encoder runs forward, frozen, every step"),
    ),
    (
        "text_encoder",
        "cached",
        QT_TRANSLATE_NOOP("WorkloadBar", "Text encoder: embeddings cached"),
        QT_TRANSLATE_NOOP(
            "WorkloadBar",
            "Prompt embeddings computed once: no text encoder in the step (a little faster)",
        ),
    ),
    (
        "text_encoder",
        "trained",
        QT_TRANSLATE_NOOP("WorkloadBar", "Text encoder trained with the U-Net"),
        QT_TRANSLATE_NOOP(
            "WorkloadBar",
            "Trained text encoder: its backward every step, and its weights, gradients and "
            "optimizer states in memory (its LoRA maps with LoRA)",
        ),
    ),
    (
        "vae_fp32",
        None,
        QT_TRANSLATE_NOOP("WorkloadBar", "VAE precision: the workload's usual"),
        QT_TRANSLATE_NOOP(
            "WorkloadBar", "The VAE in the precision the workload's source ran it in"
        ),
    ),
    (
        "vae_fp32",
        True,
        QT_TRANSLATE_NOOP("WorkloadBar", "VAE in FP32"),
        QT_TRANSLATE_NOOP(
            "WorkloadBar",
            "The VAE kept in FP32 to avoid NaN losses (SDXL scripts, --no_half_vae): it runs "
            "at the FP32/TF32 rate, slower than 16-bit",
        ),
    ),
    (
        "vae_fp32",
        False,
        QT_TRANSLATE_NOOP("WorkloadBar", "VAE in 16-bit"),
        QT_TRANSLATE_NOOP(
            "WorkloadBar", "The VAE in the run's 16-bit precision, at the tensor-core rate"
        ),
    ),
    (
        "diffusion_attention",
        None,
        QT_TRANSLATE_NOOP("WorkloadBar", "Attention: fused (xformers, SDPA)"),
        QT_TRANSLATE_NOOP(
            "WorkloadBar",
            "A fused attention kernel (xformers or PyTorch 2 SDPA): scores never stored",
        ),
    ),
    (
        "diffusion_attention",
        "materialized",
        QT_TRANSLATE_NOOP("WorkloadBar", "Attention: materialized (no xformers)"),
        QT_TRANSLATE_NOOP(
            "WorkloadBar",
            "Every attention score written to memory and read back: slower, and far more "
            "activation memory without checkpointing",
        ),
    ),
    (
        "prior_preservation",
        True,
        QT_TRANSLATE_NOOP("WorkloadBar", "Prior preservation (DreamBooth)"),
        QT_TRANSLATE_NOOP(
            "WorkloadBar",
            "Prior preservation: a class image with every instance image doubles the U-Net "
            "work and activations per step (speed in instance images/s)",
        ),
    ),
    (
        "ema",
        True,
        QT_TRANSLATE_NOOP("WorkloadBar", "EMA of the weights"),
        QT_TRANSLATE_NOOP(
            "WorkloadBar",
            "An EMA copy of the trained weights: an FP32 shadow in GPU memory (4 bytes per "
            "parameter) and an update of every tensor each optimizer step",
        ),
    ),
)
# The fields a checkbox sets (on: True; off: left out).
TOGGLES = ("prior_preservation", "ema")


class DiffusionOptionsButton(MenuButton):
    """ "Options…": a menu of the diffusion options; ``edited`` when the user picks one."""

    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("diffusion_options")
        self.setToolTip(
            translate(
                "WorkloadBar",
                "What a diffusion fine-tuning step runs besides the U-Net: cached latents or "
                "text embeddings, a trained text encoder, the VAE's precision, the attention "
                "kernel, DreamBooth prior preservation and an EMA. Each changes the speed and "
                "the memory as `dlbox estimate` does",
            )
        )
        menu = QMenu(self)
        menu.setToolTipsVisible(True)
        self._actions: dict[QAction, tuple[str, Any]] = {}
        groups: dict[str, QActionGroup] = {}
        for field, value, words, cost in CHOICES:
            if field not in groups and field not in TOGGLES:
                if groups:
                    menu.addSeparator()
                groups[field] = QActionGroup(menu)
                groups[field].setExclusive(True)
            elif field in TOGGLES and field == TOGGLES[0]:
                menu.addSeparator()
            action = menu.addAction(translate("WorkloadBar", words))
            action.setObjectName(f"{field}={value}")
            action.setToolTip(translate("WorkloadBar", cost))
            action.setCheckable(True)
            if field in groups:
                groups[field].addAction(action)
            self._actions[action] = (field, value)
            action.triggered.connect(self._picked)
        self.setMenu(menu)
        self.show_options(())

    def options(self) -> tuple[tuple[str, Any], ...]:
        """The picked options as sorted (field, value) pairs; the workload's own left out."""
        picked = {
            field: value if field not in TOGGLES else True
            for action, (field, value) in self._actions.items()
            if action.isChecked() and value is not None
        }
        return tuple(sorted(picked.items()))

    def show_options(self, options: tuple[tuple[str, Any], ...]) -> None:
        """Tick ``options`` (the rest: the workload's own) without a signal: not the user."""
        wanted = dict(options)
        for action, (field, value) in self._actions.items():
            action.blockSignals(True)
            if field in TOGGLES:
                action.setChecked(bool(wanted.get(field)))
            else:
                action.setChecked(wanted.get(field) == value if field in wanted else value is None)
            action.blockSignals(False)
        self._word()

    def pick(self, field: str, value: Any) -> None:
        """Pick an option as a user does in the menu (a toggle's value: True or False)."""
        for action, (name, own) in self._actions.items():
            if name != field:
                continue
            if field in TOGGLES:
                if action.isChecked() != bool(value):
                    action.trigger()
                return
            if own == value:
                action.trigger()
                return
        raise ValueError(f"no diffusion option {field}={value!r} in the menu")

    def _word(self) -> None:
        # "Options…" says what it opens; the count says how many differ from the workload's.
        count = len(self.options())
        text = translate("WorkloadBar", "Options…")
        self.setText(text if not count else f"{text} ({count})")

    def _picked(self, *_args: object) -> None:
        self._word()
        self.edited.emit()
