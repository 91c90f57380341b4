"""How many of the specs the compatibility rules read are known, and what the shipped
example builds leave "not checked" because of a missing spec.

Per category and rule spec: known / applicable (the same counts as ``dlbox catalogue
--missing``).  Per example build in data/examples: the build-specific "not checked"
items (those naming a part, not the fixed list every check carries).  With ``--against
REF`` the catalogue and examples of a git revision are measured with today's code too,
and the tool prints before -> after and which items each example now checks.

The examples are measured on their catalogue rows, not their saved snapshots, so an
edited row shows up even before the examples' snapshots are refreshed.

    .venv/bin/python tools/spec_coverage.py [--against main] [--json]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

# This checkout's dlbox, not the one the virtual environment was installed from (a shared
# .venv's editable install points at another tree).
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dlbox.core.build import Build, resolve
from dlbox.core.catalogue import Catalogue, load_catalogue
from dlbox.core.files import read_build
from dlbox.core.rules.engine import NOT_CHECKED, check_build
from dlbox.core.spec_gaps import coverage

DATA = ROOT / "data"


@dataclass(frozen=True)
class Snapshot:
    """The measured state of one data folder."""

    coverage: dict[str, dict[str, tuple[int, int]]]  # category -> field -> (known, applicable)
    examples: dict[str, list[str]]  # example stem -> build-specific not-checked items


def measure(data_dir: Path) -> Snapshot:
    catalogue = load_catalogue(data_dir)
    counts: dict[str, dict[str, tuple[int, int]]] = {}
    for row in coverage(catalogue):
        counts.setdefault(row.category.value, {})[row.field] = (row.known, row.applicable)
    examples = {
        path.name.removesuffix(".dlbox.json"): _spec_items(path, catalogue)
        for path in sorted((data_dir / "examples").glob("*.dlbox.json"))
    }
    return Snapshot(counts, examples)


def _spec_items(path: Path, catalogue: Catalogue) -> list[str]:
    build = read_build(path)
    # Drop the saved snapshots: measure the catalogue rows as they are now.
    build = build.model_copy(
        update={"parts": tuple(p.model_copy(update={"snapshot": None}) for p in build.parts)}
    )
    result = check_build(resolve(build, catalogue), None, suggest_parts=False)
    # What a build with no parts is told (the fixed list, the site's circuit, FP64) is
    # not about a spec of this build's parts.
    empty = check_build(resolve(Build(), catalogue), None, suggest_parts=False)
    fixed = set(NOT_CHECKED) | set(empty.not_checked)
    return [item for item in result.not_checked if item not in fixed]


def materialise(ref: str, into: Path) -> Path:
    """data/parts, data/prices.csv and data/examples of a git revision, copied into ``into``."""
    listing = subprocess.run(
        ["git", "ls-tree", "-r", "--name-only", ref, "data/parts", "data/examples"],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
    ).stdout.split()
    for name in [*listing, "data/prices.csv"]:
        blob = subprocess.run(
            ["git", "show", f"{ref}:{name}"], cwd=ROOT, check=True, capture_output=True
        ).stdout
        target = into / Path(name).relative_to("data")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(blob)
    return into


def _print(now: Snapshot, before: Snapshot | None, ref: str | None) -> None:
    head = f"known/applicable ({ref} -> working tree)" if before else "known/applicable"
    print(f"== rule specs: {head}")
    for category, fields in now.coverage.items():
        for field, (known, applicable) in fields.items():
            text = f"{known}/{applicable}"
            if before is not None:
                old = before.coverage.get(category, {}).get(field)
                text = f"{old[0]}/{old[1]} -> {text}" if old else f"(new) -> {text}"
            print(f"  {category:<12} {field:<22} {text}")
    print()
    print("== example builds: items not checked for a missing or unverified spec")
    for stem, items in now.examples.items():
        if before is None:
            print(f"  {stem}: {len(items)}")
            for item in items:
                print(f"    - {item}")
            continue
        old = before.examples.get(stem, [])
        print(f"  {stem}: {len(old)} -> {len(items)}")
        for item in old:
            if item not in items:
                print(f"    now checked: {item}")
        for item in items:
            if item not in old:
                print(f"    newly listed: {item}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--against", metavar="REF", help="git revision to compare with")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    args = parser.parse_args(argv)
    now = measure(DATA)
    before = None
    if args.against:
        with tempfile.TemporaryDirectory() as tmp:
            try:
                before = measure(materialise(args.against, Path(tmp)))
            except subprocess.CalledProcessError as exc:
                err = exc.stderr
                text = err.decode(errors="replace") if isinstance(err, bytes) else str(err or "")
                detail = text.strip().splitlines()
                print(
                    f"spec_coverage: cannot read {args.against!r}: {detail[-1] if detail else exc}",
                    file=sys.stderr,
                )
                return 2
    if args.json:
        out = {"now": now.__dict__, "against": args.against}
        if before is not None:
            out["before"] = before.__dict__
        json.dump(out, sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        _print(now, before, args.against)
    return 0


if __name__ == "__main__":
    sys.exit(main())
