"""The app's dialogs; :func:`open_dialogs` makes each one as a menu would open it
(for screenshots and the fits-on-a-laptop test)."""

from __future__ import annotations

from typing import Any


def open_dialogs(window: Any) -> dict[str, Any]:
    """Name → a fresh, not yet shown dialog of every kind the menus open."""
    from dlbox.ui import engines
    from dlbox.ui.dialogs.about_dialog import AboutDialog
    from dlbox.ui.dialogs.custom_part_dialog import CustomPartDialog
    from dlbox.ui.dialogs.import_dialog import ImportDialog, RemoveUserPartsDialog
    from dlbox.ui.dialogs.model_picker import ModelPicker
    from dlbox.ui.dialogs.settings_dialog import SettingsDialog

    return {
        "settings": SettingsDialog(
            window.analysis.preferences, engines.providers(), engines.shipped_rates(), window
        ),
        "import": ImportDialog(window.shipped_catalogue, window.catalogue, window),
        "custom-part": CustomPartDialog(
            window.catalogue,
            window,
            currency=window.analysis.preferences.currency,
            user_ids=window.user_part_ids,
            category=window.browser.current_page().category,
        ),
        "remove-user-parts": RemoveUserPartsDialog(window),
        "about": AboutDialog(window.catalogue, window),
        "plan": window.make_plan_dialog(),
        "model-library": ModelPicker(engines.model_options(), "llama-3.1-8b", window),
    }
