"""The PyTorch release a training job runs (`dlbox estimate --pytorch`) as one menu button
for the workload bar, shown only where the release changes the estimate: a transformer
trained on datacenter Hopper or Blackwell GPUs, where PyTorch's SDPA has picked cuDNN's or
FlashAttention's kernel by release (estimate/pytorch_release.py)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from dlbox.ui.language import translate
from dlbox.ui.widgets.menu_button import MenuButton

# The kernels' product names, as PyTorch's documentation spells them.
KERNEL_NAMES = {"flash": "FlashAttention", "cudnn": "cuDNN", "efficient": "memory-efficient"}


def release_ranges(
    defaults: tuple[tuple[tuple[int, int, int], str], ...],
) -> list[tuple[str, str, str]]:
    """(the release the job saves, the releases it stands for, the kernel) for each span of
    releases whose SDPA default is one kernel, newest first; "" is the newest release.

    ``defaults`` is pytorch_release.HOPPER_DEFAULTS: the first release of each span."""
    spans = []
    for i, (first, kernel) in enumerate(defaults):
        following = defaults[i + 1][0] if i + 1 < len(defaults) else None
        if following is None:
            spans.append(("", _words(first), kernel))
            continue
        major, minor, patch = following
        if patch:  # the span ends one patch release before: 2.5.0 before 2.5.1
            last = f"{major}.{minor}.{patch - 1}"
            alone = first == (major, minor, patch - 1)
        else:  # the span ends with the minor release before: 2.8 before 2.9
            last = f"{major}.{minor - 1}"
            alone = first == (major, minor - 1, 0)
        if first == (0, 0, 0) or alone:
            spans.append((last, last, kernel))
        else:
            spans.append((last, f"{_words(first)} – {last}", kernel))
    return spans[::-1]


def _words(release: tuple[int, int, int]) -> str:
    major, minor, patch = release
    return f"{major}.{minor}.{patch}" if patch else f"{major}.{minor}"


class PyTorchReleaseButton(MenuButton):
    """ "PyTorch: newest": a menu of the releases by the attention kernel each picks;
    ``edited`` when the user picks one."""

    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pytorch_release")
        self.setToolTip(
            translate(
                "WorkloadBar",
                "The PyTorch release the training runs: on H100, H200 and B200 GPUs its "
                "attention (scaled_dot_product_attention) picks cuDNN's kernel in some "
                "releases and FlashAttention's, which runs at about half a Hopper's tensor "
                "peak, in others",
            )
        )
        self._menu = QMenu(self)
        self._menu.setToolTipsVisible(True)
        self._group = QActionGroup(self._menu)
        self._group.setExclusive(True)
        self._group.triggered.connect(self._picked)
        self.setMenu(self._menu)
        self._key = ""
        self._show()

    def fill(self, defaults: tuple[tuple[tuple[int, int, int], str], ...]) -> None:
        """The releases, once the estimator is loaded (pytorch_release.HOPPER_DEFAULTS)."""
        if self._group.actions():
            return
        spans = release_ranges(defaults)
        for i, (key, releases, kernel) in enumerate(spans):
            words = (
                translate("WorkloadBar", "PyTorch %1 or newer")
                if i == 0
                else translate("WorkloadBar", "PyTorch %1 or older")
                if i == len(spans) - 1
                else translate("WorkloadBar", "PyTorch %1")
            ).replace("%1", releases)
            action = self._menu.addAction(
                translate("WorkloadBar", "%1: %2 attention")
                .replace("%1", words)
                .replace("%2", KERNEL_NAMES.get(kernel, kernel))
            )
            action.setCheckable(True)
            action.setData(key)
            action.setObjectName(f"pytorch_{key or 'newest'}")
            self._group.addAction(action)
        self._show()

    def key(self) -> str:
        """The picked release ("" the newest)."""
        return self._key

    def set_key(self, key: str | None) -> None:
        """Show ``key`` ("" or None: the newest) without emitting ``edited``; a release the
        menu does not list (a file's "2.7.1") is kept and named on the button."""
        self._key = key or ""
        self._show()

    def pick(self, key: str) -> None:
        """Pick a release as a user does in the menu ("" the newest)."""
        for action in self._group.actions():
            if action.data() == key:
                action.trigger()
                return
        raise ValueError(f"no PyTorch release {key!r} in the menu")

    def _picked(self, action: object) -> None:
        self._key = str(getattr(action, "data", lambda: "")() or "")
        self._show()
        self.edited.emit()

    def _show(self) -> None:
        for action in self._group.actions():
            action.setChecked(action.data() == self._key)
        self.setText(
            translate("WorkloadBar", "PyTorch: newest")
            if not self._key
            else translate("WorkloadBar", "PyTorch %1").replace("%1", self._key)
        )
