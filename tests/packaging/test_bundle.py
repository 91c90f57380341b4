"""Build the PyInstaller bundle and run it: ``DLBOX_TEST_PACKAGE=1`` only (about a minute on
2 cores; needs PyInstaller in the venv, which ``make package`` installs)."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ENABLE = "DLBOX_TEST_PACKAGE"

pytestmark = pytest.mark.skipif(
    os.environ.get(ENABLE) != "1", reason=f"set {ENABLE}=1 to build and run the bundle"
)


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> Path:
    if importlib.util.find_spec("PyInstaller") is None:
        pytest.fail(f"{ENABLE}=1 but PyInstaller is not installed: run `make package` once")
    work = tmp_path_factory.mktemp("pyinstaller")
    build = subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--log-level",
            "WARN",
            "--distpath",
            str(work / "dist"),
            "--workpath",
            str(work / "build"),
            str(ROOT / "packaging" / "dlbox.spec"),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert build.returncode == 0, build.stderr[-4000:]
    return work / "dist" / "dlbox"


def _run(bundle: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "DLBOX_DATA_DIR"}
    env["QT_QPA_PLATFORM"] = "offscreen"
    # Run from elsewhere, so nothing can be found through the checkout by accident.
    return subprocess.run(
        [str(bundle / "dlbox"), *args],
        cwd=bundle.parent,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_bundled_self_test_passes(bundle):
    result = _run(bundle, "--self-test")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "self-test passed" in result.stdout


def test_bundled_cli_finds_its_subcommands_and_catalogue(bundle):
    from dlbox import __version__

    assert _run(bundle, "--version").stdout.strip() == f"dlbox {__version__}"
    result = _run(bundle, "catalogue", "gpu", "--json")
    assert result.returncode == 0, result.stderr
    assert '"rtx-4090"' in result.stdout


def test_bundle_carries_data_icons_and_no_unused_qt(bundle):
    internal = bundle / "_internal"
    assert (internal / "data" / "parts" / "gpu.csv").is_file()
    assert (internal / "resources" / "icons" / "dlbox.svg").is_file()
    qt_libs = {p.name for p in (internal / "PySide6" / "Qt" / "lib").iterdir()}
    for unused in ("libQt6Qml.so.6", "libQt6Quick.so.6", "libQt6Pdf.so.6"):
        assert unused not in qt_libs
