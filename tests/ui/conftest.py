from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings


@pytest.fixture(autouse=True)
def _settings_in_tmp(tmp_path, qapp):
    qapp.setOrganizationName("dlbox-tests")
    qapp.setApplicationName("dlbox-tests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    yield
