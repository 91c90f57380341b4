"""Settings round trip, crash dialog and handler."""

from __future__ import annotations

import sys

from PySide6.QtCore import QSettings

from dlbox.core.files import read_build
from dlbox.ui.dialogs.crash_dialog import CrashDialog, CrashHandler
from dlbox.ui.dialogs.settings_dialog import SettingsDialog
from dlbox.ui.preferences import Preferences, load_preferences, save_preferences


def test_settings_dialog_round_trip(qtbot):
    prefs = Preferences(currency="USD", rates={"EUR": 0.9}, electricity_price=0.3, utilisation=0.15)
    dialog = SettingsDialog(
        prefs,
        providers=["AWS", "GCP"],
        shipped_rates={"EUR": (0.92, "2025-01-01, test"), "KRW": (1400, "2025-01-01, test")},
    )
    qtbot.addWidget(dialog)
    assert dialog.preferences() == prefs  # untouched dialog changes nothing
    dialog.currency.setCurrentText("krw")
    dialog.utilisation.setValue(40)
    dialog.electricity_set.setChecked(False)
    dialog.providers.item(1).setCheckState(dialog.providers.item(1).checkState().Unchecked)
    dialog.pricing["reserved3y"].setChecked(True)
    dialog.theme.setCurrentIndex(2)
    changed = dialog.preferences()
    assert changed.currency == "KRW"
    assert changed.utilisation == 0.40
    assert changed.electricity_price is None
    assert changed.providers == ("AWS",)
    assert "reserved3y" in changed.pricing_models
    assert changed.theme == "dark"
    assert changed.rates == {"EUR": 0.9}  # shipped KRW rate is not copied into user rates


def test_settings_dialog_keeps_only_valid_typed_rates(qtbot):
    dialog = SettingsDialog(Preferences(), shipped_rates={})
    qtbot.addWidget(dialog)
    dialog._add_rate_row("twd", 31.5, user=True)
    dialog._add_rate_row("XX", 2, user=True)
    dialog._add_rate_row("JPY", -1, user=True)
    assert dialog.user_rates() == {"TWD": 31.5}


def test_settings_dialog_takes_only_iso_currencies_and_finite_rates(qtbot):
    dialog = SettingsDialog(Preferences(currency="EUR"), shipped_rates={})
    qtbot.addWidget(dialog)
    for code, rate in (("XAU", 0.0004), ("ABC", 2), ("KRW", float("nan")), ("JPY", float("inf"))):
        dialog._add_rate_row(code, rate, user=True)
    dialog._add_rate_row("krw", 1400, user=True)
    assert dialog.user_rates() == {"KRW": 1400}
    for typed in ("XAU", "abc", "US"):
        dialog.currency.setCurrentText(typed)
        assert dialog.preferences().currency == "EUR"
    dialog.currency.setCurrentText("gbp")
    assert dialog.preferences().currency == "GBP"


def test_preferences_survive_a_restart_and_damage():
    prefs = Preferences(
        currency="TWD", rates={"TWD": 30.1}, electricity_price=4.2, theme="dark", language="zh_TW"
    )
    save_preferences(prefs)
    assert load_preferences() == prefs
    QSettings().setValue("prefs/utilisation", "not json")
    QSettings().setValue("prefs/theme", '"purple"')
    loaded = load_preferences()
    assert loaded.utilisation == Preferences().utilisation
    assert loaded.theme == "system"
    assert loaded.currency == "TWD"


def test_crash_handler_logs_and_offers_a_copy(qtbot, tmp_path, parts_catalogue, monkeypatch):
    from dlbox.core.build import Build
    from dlbox.core.files import write_build

    build = Build(name="Crashed").with_part(parts_catalogue.get("gpu", "gpu-big"))
    shown: list[CrashDialog] = []
    flushed: list[bool] = []

    def fake_exec(dialog: CrashDialog) -> int:
        shown.append(dialog)
        dialog.save_copy_to(tmp_path / "copy.json")
        return 1  # Continue

    monkeypatch.setattr(CrashDialog, "exec", fake_exec)
    handler = CrashHandler(
        tmp_path / "logs" / "crash.log",
        lambda: lambda path: write_build(path, build),
        tmp_path,
        on_crash=lambda: flushed.append(True),
    )
    try:
        raise ValueError("boom")
    except ValueError:
        handler(*sys.exc_info())
    assert flushed == [True]
    assert "ValueError: boom" in (tmp_path / "logs" / "crash.log").read_text()
    assert "ValueError: boom" in shown[0].details.toPlainText()
    assert read_build(tmp_path / "copy.json") == build
    assert shown[0].saved_to == tmp_path / "copy.json"


def test_crash_dialog_without_a_build_cannot_save(qtbot, tmp_path):
    dialog = CrashDialog("Traceback…", None, tmp_path / "x.json")
    qtbot.addWidget(dialog)
    assert not dialog.save_button.isEnabled()


def test_fault_log_receives_native_crash_tracebacks(tmp_path):
    import faulthandler

    from dlbox.ui import app

    path = app.enable_fault_log(tmp_path / "logs" / "crash.log")
    try:
        assert path is not None and faulthandler.is_enabled()
        faulthandler.dump_traceback(file=app._fault_log)
        app._fault_log.flush()
        assert "test_fault_log_receives_native_crash_tracebacks" in path.read_text()
    finally:
        faulthandler.enable(sys.__stderr__)  # give pytest its own handler back


def test_settings_dialog_sets_where_the_box_runs(qtbot):
    dialog = SettingsDialog(Preferences(), shipped_rates={})
    qtbot.addWidget(dialog)
    offered = [dialog.mains_voltage.itemData(i) for i in range(dialog.mains_voltage.count())]
    for volts in (100, 110, 120, 220, 230, 240):  # Japan, Taiwan, US, Korea/China, EU, UK
        assert volts in offered
    assert dialog.mains_voltage.currentText() == "120 V" and dialog.circuit_amps.value() == 15
    assert not dialog.needs_fp64.isChecked()
    dialog.mains_voltage.setCurrentIndex(dialog.mains_voltage.findData(220.0))
    dialog.circuit_amps.setValue(16)
    dialog.needs_fp64.setChecked(True)
    changed = dialog.preferences()
    assert (changed.mains_voltage_v, changed.circuit_amps, changed.needs_fp64) == (220, 16, True)
    save_preferences(changed)
    assert load_preferences() == changed
    QSettings().setValue("prefs/mains_voltage_v", "5000")
    QSettings().setValue("prefs/needs_fp64", '"yes"')
    damaged = load_preferences()
    assert damaged.mains_voltage_v == 120 and damaged.needs_fp64 is False


def test_site_preferences_reach_the_compatibility_check(qtbot, parts_catalogue):
    from dlbox.ui.analysis import Analysis
    from dlbox.ui.document import BuildDocument

    document = BuildDocument(parts_catalogue)
    for category, part_id in (("cpu", "cpu-a"), ("gpu", "gpu-big"), ("psu", "psu-a")):
        document.add_part(parts_catalogue.get(category, part_id))
    analysis = Analysis(document, Preferences())

    def rules() -> dict[str, str]:
        return {f.rule: f.message for f in analysis.check().findings}

    assert "power.wall_circuit" not in rules() and "dl.fp64" not in rules()
    analysis.set_preferences(Preferences(mains_voltage_v=100, circuit_amps=5, needs_fp64=True))
    found = rules()
    assert "100 V / 5 A" in found["power.wall_circuit"]
    assert "dl.fp64" in found
    not_checked = " ".join(analysis.check().not_checked)
    assert "100 V / 5 A circuit" in not_checked
