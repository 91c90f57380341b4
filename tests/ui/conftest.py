from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, QSettings
from PySide6.QtWidgets import QMessageBox

from dlbox.core.catalogue import Catalogue
from dlbox.core.parts import CPU, GPU, PSU, Case, Cooler, Memory, Motherboard, Storage

# Parts made up for the UI tests: only the shape matters here, not real specs
# (the shipped catalogue is exercised by the core and self-test checks).
COMMON = {
    "source": "unit test fixture",
    "as_of": "2025-01-01",
    "price_date": "2025-01-01",
    "price_source": "test",
}


def _parts() -> list:
    return [
        GPU(
            id="gpu-big",
            name="Test GPU Big 24GB",
            vendor="NVIDIA",
            architecture="Ada",
            year=2022,
            vram_gb=24,
            mem_bw_gbs=1000,
            fp32_tflops=80,
            fp16_tflops=160,
            board_power_w=450,
            pcie_gen=4,
            length_mm=330,
            slot_width=3,
            hpwr_16pin=1,
            price=1600,
            **COMMON,
        ),
        GPU(
            id="gpu-small",
            name="Test GPU Small 8GB",
            vendor="NVIDIA",
            architecture="Pascal",
            year=2016,
            vram_gb=8,
            mem_bw_gbs=256,
            fp32_tflops=6.5,
            board_power_w=150,
            pcie_gen=3,
            length_mm=200,
            slot_width=2,
            pcie_8pin=1,
            price=400,
            **COMMON,
        ),
        GPU(
            id="gpu-unpriced",
            name="Test GPU No Price",
            vendor="AMD",
            architecture="RDNA",
            year=2020,
            vram_gb=16,
            mem_bw_gbs=512,
            fp32_tflops=20,
            board_power_w=300,
            pcie_gen=4,
            source="unit test fixture",
            as_of="2025-01-01",
        ),
        CPU(
            id="cpu-a",
            name="Test CPU 16C",
            vendor="AMD",
            socket="AM5",
            cores=16,
            threads=32,
            tdp_w=170,
            sustained_power_w=230,
            pcie_lanes=24,
            pcie_gen=5,
            memory_types="DDR5",
            ecc=False,
            integrated_graphics=False,
            price=550,
            **COMMON,
        ),
        Motherboard(
            id="board-a",
            name="Test Board ATX",
            socket="AM5",
            chipset="X670E",
            form_factor="ATX",
            memory_type="DDR5",
            memory_slots=4,
            max_memory_gb=192,
            pcie_slots="1:x16:x16/x8:g5:cpu;3:x16:x8:g5:cpu",
            m2_slots="M2_1:g5:x4:cpu",
            sata_ports=4,
            ecc=False,
            registered_only=False,
            price=300,
            **COMMON,
        ),
        Memory(
            id="ram-a",
            name="Test DDR5 2x32GB",
            memory_type="DDR5",
            speed_mts=6000,
            modules=2,
            module_gb=32,
            price=200,
            **COMMON,
        ),
        Storage(
            id="ssd-a",
            name="Test NVMe 2TB",
            kind="nvme",
            interface="PCIe 4.0 x4",
            form_factor="m2_2280",
            pcie_gen=4,
            capacity_gb=2000,
            price=150,
            **COMMON,
        ),
        PSU(
            id="psu-a",
            name="Test PSU 1000W",
            wattage_w=1000,
            efficiency="gold",
            atx_version="3.0",
            pcie_8pin=4,
            hpwr_16pin=1,
            eps_8pin=2,
            price=180,
            **COMMON,
        ),
        PSU(
            id="psu-twd",
            name="Test PSU 650W (TWD)",
            wattage_w=650,
            efficiency="bronze",
            pcie_8pin=2,
            eps_8pin=1,
            price=2000,
            currency="TWD",
            source="unit test fixture",
            as_of="2025-01-01",
            price_date="2025-01-01",
            price_source="test",
        ),
        Case(
            id="case-a",
            name="Test Tower",
            case_type="ATX Mid Tower",
            form_factors="ATX;Micro-ATX",
            max_gpu_length_mm=360,
            expansion_slots=7,
            max_cooler_height_mm=170,
            psu_form_factors="ATX",
            price=120,
            **COMMON,
        ),
        Cooler(
            id="cooler-a",
            name="Test Tower Cooler",
            kind="air",
            sockets="AM5;AM4",
            height_mm=158,
            rated_w=250,
            price=90,
            **COMMON,
        ),
    ]


@pytest.fixture
def parts_catalogue() -> Catalogue:
    return Catalogue.from_parts(_parts())


@pytest.fixture(autouse=True)
def _settings_in_tmp(tmp_path, qapp):
    qapp.setOrganizationName("dlbox-tests")
    qapp.setApplicationName("dlbox-tests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    QSettings().clear()
    # Formats follow QLocale's default, which the app sets at start-up (apply_language)
    # and some tests change: every test starts in the app's English, not in whatever
    # the previous test or the machine's LANG (often "C": no digit grouping) left.
    QLocale.setDefault(QLocale("en_US"))
    yield
    QLocale.setDefault(QLocale("en_US"))


@pytest.fixture
def answers(monkeypatch):
    """Scripted answers for modal message boxes; a test appends what the user clicks."""
    queue: list[QMessageBox.StandardButton] = []
    asked: list[str] = []

    def question(parent, title, text, *args, **kwargs):
        asked.append(text)
        return queue.pop(0) if queue else QMessageBox.StandardButton.Discard

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    monkeypatch.setattr(
        QMessageBox,
        "warning",
        staticmethod(lambda *a, **k: asked.append(a[2]) or QMessageBox.StandardButton.Ok),
    )
    return queue, asked


@pytest.fixture
def window(qtbot, parts_catalogue, answers):
    from dlbox.ui.main_window import MainWindow
    from dlbox.ui.preferences import Preferences

    win = MainWindow(parts_catalogue, Preferences(rates={"EUR": 0.5, "TWD": 20.0}))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    # The window paints first, then starts the engines (check, workloads, charts).
    qtbot.waitUntil(lambda: win.analysis.is_ready)
    return win


@pytest.fixture
def tower_window(qtbot, catalogue, answers):
    """The single-RTX-4090 tower example, open in the window (closing discards edits)."""
    from dlbox.core.files import read_build

    from .typing_helpers import TOWER_EXAMPLE, open_window

    return open_window(qtbot, catalogue, read_build(TOWER_EXAMPLE))


@pytest.fixture
def shown_tower(tower_window, qtbot):
    """The tower example shown on screen with its analysis finished."""
    tower_window.show()
    qtbot.waitExposed(tower_window)
    qtbot.waitUntil(lambda: tower_window.analysis.is_ready)
    return tower_window
