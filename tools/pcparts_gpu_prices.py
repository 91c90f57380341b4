"""Lowest US listing per GPU chipset in the PCPartPicker scrape (2025-07-23).

Prints data/prices.csv rows for the shipped GPUs whose chipset the scrape lists, so
the catalogue carries a dated street price instead of the launch MSRP.  Re-run with
``python tools/pcparts_gpu_prices.py ../shared/reference/pcparts/video-card.csv``
and paste rows that are not in data/prices.csv yet.
"""

from __future__ import annotations

import csv
import statistics
import sys
from pathlib import Path

SOURCE = "https://github.com/docyx/pc-part-dataset (PCPartPicker scrape of 2025-07-23, MIT)"
DATE = "2025-07-23"
# catalogue id -> (chipset names in the scrape, memory GB or None for any)
CHIPSETS: dict[str, tuple[tuple[str, ...], int | None]] = {
    "gtx-1050-ti": (("GeForce GTX 1050 Ti",), None),
    "gtx-1060-6gb": (("GeForce GTX 1060 6GB",), None),
    "gtx-1070": (("GeForce GTX 1070",), None),
    "gtx-1080": (("GeForce GTX 1080",), None),
    "gtx-1080-ti": (("GeForce GTX 1080 Ti",), None),
    "titan-xp": (("Titan Xp",), None),
    "titan-v": (("Titan V",), None),
    "rtx-2080-ti": (("GeForce RTX 2080 Ti",), None),
    "titan-rtx": (("TITAN RTX",), None),
    "quadro-rtx-5000": (("Quadro RTX 5000",), None),
    "quadro-rtx-6000": (("Quadro RTX 6000",), None),
    "quadro-rtx-8000": (("Quadro RTX 8000",), None),
    "rtx-3060-12gb": (("GeForce RTX 3060 12GB",), None),
    "rtx-3060-ti": (("GeForce RTX 3060 Ti", "GeForce RTX 3060 Ti LHR"), None),
    "rtx-3070": (("GeForce RTX 3070", "GeForce RTX 3070 LHR"), None),
    "rtx-3070-ti": (("GeForce RTX 3070 Ti",), None),
    "rtx-3080": (("GeForce RTX 3080 10GB", "GeForce RTX 3080 10GB LHR"), None),
    "rtx-3080-ti": (("GeForce RTX 3080 Ti",), None),
    "rtx-3090": (("GeForce RTX 3090",), None),
    "rtx-3090-ti": (("GeForce RTX 3090 Ti",), None),
    "rtx-4060-ti-16gb": (("GeForce RTX 4060 Ti",), 16),
    "rtx-4070": (("GeForce RTX 4070",), None),
    "rtx-4070-super": (("GeForce RTX 4070 SUPER",), None),
    "rtx-4070-ti": (("GeForce RTX 4070 Ti",), None),
    "rtx-4070-ti-super": (("GeForce RTX 4070 Ti SUPER",), None),
    "rtx-4080": (("GeForce RTX 4080",), None),
    "rtx-4080-super": (("GeForce RTX 4080 SUPER",), None),
    "rtx-4090": (("GeForce RTX 4090",), None),
    "rtx-5060-ti-16gb": (("GeForce RTX 5060 Ti",), 16),
    "rtx-5070": (("GeForce RTX 5070",), None),
    "rtx-5070-ti": (("GeForce RTX 5070 Ti",), None),
    "rtx-5080": (("GeForce RTX 5080",), None),
    "rtx-5090": (("GeForce RTX 5090",), None),
    "rtx-a4000": (("RTX A4000",), None),
    "rtx-a5000": (("RTX A5000",), None),
    "rtx-a6000": (("RTX A6000",), None),
    "rtx-4000-ada": (("RTX 4000 Ada Generation",), None),
    "rtx-5000-ada": (("RTX 5000 Ada Generation",), None),
    "rtx-6000-ada": (("RTX 6000 Ada Generation",), None),
    "radeon-rx-7900-xtx": (("Radeon RX 7900 XTX",), None),
    "radeon-pro-w7900": (("Radeon PRO W7900",), None),
}


def main(path: Path) -> None:
    with path.open(newline="", encoding="utf-8") as fh:
        rows = [r for r in csv.DictReader(fh) if r["price"]]
    out = csv.writer(sys.stdout, lineterminator="\n")
    for part_id, (names, memory) in CHIPSETS.items():
        prices = sorted(
            float(r["price"])
            for r in rows
            if r["chipset"] in names and (memory is None or float(r["memory"] or 0) == memory)
        )
        if not prices:
            continue
        note = (
            f"lowest of {len(prices)} priced listings for chipset '{' / '.join(names)}'"
            + (f" {memory} GB" if memory else "")
            + f"; median {statistics.median(prices):.2f}, highest {prices[-1]:.2f}"
        )
        out.writerow([part_id, "US", "USD", "new", f"{prices[0]:.2f}", "", DATE, SOURCE, note])


if __name__ == "__main__":
    main(Path(sys.argv[1]))
