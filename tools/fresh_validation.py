"""Predict the fresh validation runs (external.csv ids ``fresh-*``) with a frozen calibration.

`make accuracy` predicts every external run leave-one-point-out, so a fresh run's
prediction still borrows the tier fits of the other fresh runs. The strict test is the
calibration that existed before any fresh run was read: pass that file and every fresh run
is predicted by a model none of them shaped. Prints one line per run, then per task the
median |error|, the 10 % and 90 % quantiles of the signed error and the share inside that
calibration's own band.

Run: ``git show 64c72a4:data/calibration.json > /tmp/frozen.json``
then ``.venv/bin/python tools/fresh_validation.py /tmp/frozen.json``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np

# This checkout's dlbox, not the one the virtual environment was installed from (a shared
# .venv's editable install points at another tree).
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from dlbox.core.estimate.calibration import Calibration
from dlbox.core.estimate.external import is_fresh, load_points, predict


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: fresh_validation.py CALIBRATION.json", file=sys.stderr)
        return 2
    try:
        cal = Calibration.from_json(json.loads(Path(argv[0]).read_text(encoding="utf-8")))
    except (OSError, json.JSONDecodeError) as exc:
        print(f"{argv[0]}: not a readable calibration file ({exc})", file=sys.stderr)
        return 2
    points = load_points()
    fresh = points[is_fresh(points["id"])].reset_index(drop=True)
    if fresh.empty:
        print("external.csv has no fresh-* rows", file=sys.stderr)
        return 1
    predicted, _ = predict(fresh, cal)
    fresh = fresh.assign(predicted=predicted)
    log_ratio = np.log(fresh["measured"].to_numpy() / predicted)
    lo = np.array([cal.external[k]["lo"] for k in fresh["kind"]])
    hi = np.array([cal.external[k]["hi"] for k in fresh["kind"]])
    fresh = fresh.assign(
        err=predicted / fresh["measured"] - 1, inside=(log_ratio >= lo) & (log_ratio <= hi)
    )
    print("| run | GPU × n | measured | predicted | error | in band |")
    print("|---|---|---|---|---|---|")
    for r in fresh.itertuples():
        print(
            f"| {r.id} | {r.gpu_id} × {r.count} | {r.measured:,.4g} {r.unit} | "
            f"{r.predicted:,.4g} | {r.err:+.0%} | {'yes' if r.inside else 'no'} |"
        )
    print()
    for kind, g in fresh.groupby("kind"):
        e = g["err"].to_numpy()
        q10, q90 = np.quantile(e, [0.10, 0.90])
        print(
            f"{kind}: n {len(e)}, median |error| {np.median(np.abs(e)):.1%}, signed 10/90 % "
            f"{q10:+.0%} / {q90:+.0%}, inside the band {g['inside'].mean():.0%}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
