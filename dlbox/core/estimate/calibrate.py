"""``python -m dlbox.core.estimate.calibrate``: refit and rewrite data/calibration.json."""

from __future__ import annotations

import sys

from dlbox.core.estimate.calibration import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
