"""Write translations into the Qt Linguist files from a JSON list, then compile them.

    python tools/fill_translations.py texts.json

``texts.json`` holds ``[{"context": "Document", "source": "Change the job",
"zh_TW": "…", "zh_CN": "…", "ko": "…"}, …]``.  Each matching ``<message>`` gets
its translation and loses ``type="unfinished"``; a (context, source) pair that
no .ts file holds is reported, so a typo does not pass silently.  Run
``make translations`` before (so the new texts are in the files) and after (it
rewrites the files in lupdate's own layout and compiles the .qm files).
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDER = ROOT / "resources" / "translations"
LANGUAGES = ("zh_TW", "zh_CN", "ko")


def fill(entries: list[dict[str, str]]) -> list[str]:
    unmatched = []
    for language in LANGUAGES:
        path = FOLDER / f"dlbox_{language}.ts"
        tree = ET.parse(path)
        index = {
            (context.findtext("name"), message.findtext("source")): message
            for context in tree.getroot().iter("context")
            for message in context.iter("message")
        }
        for entry in entries:
            message = index.get((entry["context"], entry["source"]))
            if message is None:
                unmatched.append(f"{language}: {entry['context']}: {entry['source']!r}")
                continue
            node = message.find("translation")
            if node is None:
                node = ET.SubElement(message, "translation")
            node.text = entry[language]
            node.attrib.pop("type", None)
        body = ET.tostring(tree.getroot(), encoding="unicode")
        path.write_text(
            '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
            encoding="utf-8",
        )
    return unmatched


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    entries = json.loads(Path(argv[0]).read_text(encoding="utf-8"))
    unmatched = fill(entries)
    for line in unmatched:
        print(f"not in the .ts files: {line}", file=sys.stderr)
    print("now run `make translations` to lay out the files and compile them", file=sys.stderr)
    return 1 if unmatched else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
