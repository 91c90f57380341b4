"""Render resources/icons/dlbox.svg to the PNG sizes, .ico and .icns the platforms want.

Run from the repository root: ``QT_QPA_PLATFORM=offscreen .venv/bin/python
packaging/make_icons.py``. Only Qt (already a dependency) is used: QSvgRenderer
draws each size, and the .ico / .icns containers are written here around those
PNGs, so every size in them is drawn from the vector rather than scaled down.
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

ICON_DIR = Path(__file__).resolve().parent.parent / "resources" / "icons"
SVG = ICON_DIR / "dlbox.svg"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)  # 256 is the largest an .ico entry can say
# Apple's PNG-capable icns element types by pixel size (ic10 is 512@2x = 1024 px).
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}
ICNS_EXTRA = {1024: b"ic10"}


def png_name(size: int) -> str:
    return f"dlbox-{size}.png"


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn at ``size`` × ``size`` px with antialiasing, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise OSError(f"could not encode the {size} px PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico whose entries are PNGs (valid since Windows Vista)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = [], []
    for size in sizes:
        blob = pngs[size]
        side = 0 if size >= 256 else size  # 0 means 256 in an ICONDIRENTRY
        entries.append(struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset))
        blobs.append(blob)
        offset += len(blob)
    return header + b"".join(entries) + b"".join(blobs)


def icns_bytes(pngs: dict[bytes, bytes]) -> bytes:
    """A macOS .icns: an 'icns' header, then one (type, length, PNG) element per size."""
    body = b"".join(kind + struct.pack(">I", 8 + len(blob)) + blob for kind, blob in pngs.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def generate(svg: Path = SVG, out: Path = ICON_DIR) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    sizes = sorted(set(PNG_SIZES) | set(ICNS_TYPES) | set(ICNS_EXTRA))
    pngs = {size: render_png(svg, size) for size in sizes}
    written = []
    for size in PNG_SIZES:
        path = out / png_name(size)
        path.write_bytes(pngs[size])
        written.append(path)
    ico = out / "dlbox.ico"
    ico.write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    icns = out / "dlbox.icns"
    icns_types = {**ICNS_TYPES, **ICNS_EXTRA}
    icns.write_bytes(icns_bytes({icns_types[s]: pngs[s] for s in sorted(icns_types)}))
    return [*written, ico, icns]


def main() -> int:
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    for path in generate():
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
