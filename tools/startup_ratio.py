"""Time dlbox's start-up against a bare QMainWindow importing the same libraries.

Run: ``.venv/bin/python tools/startup_ratio.py [--rounds 9]``.

Both are launched alternately, in the very same environment (offscreen, and a fresh
temporary HOME/XDG folders shared by both so neither reads the developer's settings;
bytecode cached as on a user's machine), so a busy machine slows both alike.  Each launch is timed three ways:

- ``paint``: from launch to the window's first paint (the child prints the monotonic
  clock when it paints; CLOCK_MONOTONIC is system-wide on Linux and macOS);
- ``paint_cpu``: the CPU seconds the child had used when it painted (least sensitive to
  other jobs on the machine, but blind to time spent waiting for the disk);
- ``exit``: from launch to the process having exited: adds the interpreter's teardown
  and, for dlbox, the work it starts right after the first paint (check, workloads);
- ``cpu``: user + system CPU seconds of the whole child process.

The goal (issue 16) is ``paint`` ratio <= 1.3.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
BARE_SCRIPT = REPO / "tools" / "startup_bare.py"
CLOCK = re.compile(r"monotonic clock at first paint: ([0-9.]+)")
CPU = re.compile(r"CPU time at first paint: ([0-9.]+)")


@dataclass(frozen=True)
class Launch:
    paint_s: float
    paint_cpu_s: float
    exit_s: float
    cpu_s: float


def commands(python: str = sys.executable) -> dict[str, list[str]]:
    return {
        "bare": [python, str(BARE_SCRIPT)],
        "dlbox": [python, "-m", "dlbox", "--quit-after-show"],
    }


def environment(home: Path) -> dict[str, str]:
    """One environment for both processes: offscreen, settings and caches in ``home``."""
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
        "XDG_CACHE_HOME": str(home / ".cache"),
        "XDG_STATE_HOME": str(home / ".local" / "state"),
    }
    # pytest's settings must not reach one child and not the other.  Bytecode is cached
    # as on a user's machine (pip writes .pyc files at install; a checkout writes them
    # on the first start): with PYTHONDONTWRITEBYTECODE set, dlbox's ~150 modules would be
    # compiled from source at every start (~0.15 s) while the libraries' come compiled.
    for name in ("PYTEST_CURRENT_TEST", "PYTEST_VERSION", "PYTHONDONTWRITEBYTECODE"):
        env.pop(name, None)
    return env


def _cpu_children() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def launch(command: list[str], env: dict[str, str], cwd: Path = REPO) -> Launch:
    """Run one start-up to first paint and exit; raises when it failed."""
    cpu = _cpu_children()
    start = time.monotonic()
    result = subprocess.run(
        command, env=env, cwd=cwd, capture_output=True, text=True, timeout=120, check=False
    )
    ended = time.monotonic()
    if result.returncode != 0:
        raise RuntimeError(f"{command} exited {result.returncode}: {result.stderr[-2000:]}")
    found, used = CLOCK.search(result.stdout), CPU.search(result.stdout)
    if found is None or used is None:
        raise RuntimeError(f"{command} printed no paint time: {result.stdout[-500:]}")
    return Launch(float(found[1]) - start, float(used[1]), ended - start, _cpu_children() - cpu)


def alternate(rounds: int, env: dict[str, str], repo: Path = REPO) -> dict[str, list[Launch]]:
    """Bare, dlbox, bare, dlbox… after one unmeasured launch of each (file cache, .pyc);
    ``repo`` is the dlbox checkout to start (another one to compare before and after)."""
    runs: dict[str, list[Launch]] = {"bare": [], "dlbox": []}
    for command in commands().values():
        launch(command, env, repo)
    for _ in range(rounds):
        for name, command in commands().items():
            runs[name].append(launch(command, env, repo))
    return runs


def summary(runs: dict[str, list[Launch]]) -> str:
    lines = []
    for measure in ("paint_s", "paint_cpu_s", "exit_s", "cpu_s"):
        bare = statistics.median(getattr(r, measure) for r in runs["bare"])
        dlbox = statistics.median(getattr(r, measure) for r in runs["dlbox"])
        lines.append(
            f"{measure.removesuffix('_s'):9s}  bare {bare:.2f} s  dlbox {dlbox:.2f} s  "
            f"ratio {dlbox / bare:.2f}"
        )
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=9, help="pairs of launches (default 9)")
    parser.add_argument(
        "--repo", type=Path, default=REPO, help="the dlbox checkout to start (default: this one)"
    )
    args = parser.parse_args()
    load = os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="dlbox-startup-") as home:
        runs = alternate(args.rounds, environment(Path(home)), args.repo.resolve())
    print(f"{args.rounds} rounds, median; load average before: {load[0]:.2f} {load[1]:.2f}")
    print(summary(runs))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
