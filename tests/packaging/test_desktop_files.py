"""The .desktop entry and AppStream metainfo: validated by the freedesktop tools where
installed (apt-get install desktop-file-utils appstream), and consistent with each other."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from dlbox import __version__

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"
APP_ID = "org.dlbox.dlbox"
DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"


def _tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed")
    return path


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_file_validates():
    result = subprocess.run(
        [_tool("desktop-file-validate"), str(DESKTOP)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "error" not in result.stdout.lower()


def test_metainfo_validates():
    result = subprocess.run(
        [_tool("appstreamcli"), "validate", "--no-net", "--pedantic", str(METAINFO)],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_desktop_entry_starts_dlbox_with_its_icon():
    entry = _desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Exec"].split()[0] == "dlbox"  # the console script and the bundle's executable
    assert entry["Icon"] == APP_ID


def test_metainfo_matches_the_desktop_file_and_the_version():
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.find("launchable").text == DESKTOP.name
    assert root.findtext("provides/binary") == "dlbox"
    assert root.findtext("project_license") == "MIT"
    versions = [r.get("version") for r in root.iter("release")]
    assert __version__ in versions, "add a <release> for the new version to the metainfo"


def test_the_app_tells_the_desktop_its_id():
    from dlbox.ui.app import DESKTOP_ID

    assert DESKTOP_ID == APP_ID
