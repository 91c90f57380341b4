"""``python -m dlbox.core.estimate.calibrate``: refit and rewrite data/calibration.json."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from dlbox.core.catalogue import default_data_dir
from dlbox.core.estimate.calibration import CALIBRATION_FILE, calibrate, write_calibration
from dlbox.core.estimate.external import apply_external


def main(argv: Sequence[str] | None = None) -> int:
    """Refit on the shipped data and write data/calibration.json."""
    cal, _, _ = calibrate()
    apply_external(cal)
    path = default_data_dir() / CALIBRATION_FILE
    write_calibration(cal, path)
    overall = cal.residuals["all"]
    print(
        f"wrote {path}: {cal.meta['single_gpu_points']} single-GPU points, "
        f"leave-one-GPU-out median error {overall['median_abs_pct']:.1f} %, "
        f"p90 {overall['p90_abs_pct']:.1f} %; scaling median "
        f"{cal.residuals['scaling']['median_abs_pct']:.1f} %"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
