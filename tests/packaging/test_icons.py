"""The icon set: one SVG, PNGs 16–512 px, .ico and .icns, all generated from the SVG."""

from __future__ import annotations

import struct
import sys
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtGui import QImage, QImageReader
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parents[2]
ICONS = ROOT / "resources" / "icons"
sys.path.insert(0, str(ROOT / "packaging"))
import make_icons  # noqa: E402


def _sizes(path: Path) -> list[int]:
    reader = QImageReader(str(path))
    sizes = []
    for index in range(reader.imageCount()):
        reader.jumpToImage(index)
        image = reader.read()
        assert not image.isNull(), f"{path.name} image {index}: {reader.errorString()}"
        assert image.width() == image.height()
        sizes.append(image.width())
    return sorted(sizes)


def _image_difference(a: QImage, b: QImage) -> float:
    """Share of pixels whose colour differs visibly (any channel by more than 48 of 255)."""
    assert (a.width(), a.height()) == (b.width(), b.height())
    fmt = QImage.Format.Format_RGBA8888
    # Copy the bytes while the converted images are alive.
    rgba_a, rgba_b = a.convertToFormat(fmt), b.convertToFormat(fmt)
    pixels_a = np.frombuffer(rgba_a.constBits(), np.uint8).copy()
    pixels_b = np.frombuffer(rgba_b.constBits(), np.uint8).copy()
    delta = np.abs(pixels_a.astype(np.int16) - pixels_b.astype(np.int16)).reshape(-1, 4)
    return float((delta.max(axis=1) > 48).mean())


def test_svg_is_a_square_valid_drawing(qapp):
    renderer = QSvgRenderer(str(ICONS / "dlbox.svg"))
    assert renderer.isValid()
    assert renderer.defaultSize().width() == renderer.defaultSize().height()


@pytest.mark.parametrize("size", make_icons.PNG_SIZES)
def test_png_of_each_size(qapp, size):
    image = QImage(str(ICONS / make_icons.png_name(size)))
    assert (image.width(), image.height()) == (size, size)
    assert image.hasAlphaChannel()
    # Transparent corner (the rounded box), opaque middle: drawn from the SVG, not blank.
    assert image.pixelColor(0, 0).alpha() == 0
    assert image.pixelColor(size // 2, size // 2).alpha() == 255


def test_ico_and_icns_hold_every_size(qapp):
    assert _sizes(ICONS / "dlbox.ico") == sorted(make_icons.ICO_SIZES)
    icns_sizes = sorted({**make_icons.ICNS_TYPES, **make_icons.ICNS_EXTRA})
    assert _sizes(ICONS / "dlbox.icns") == icns_sizes


def test_png_sizes_cover_16_to_512():
    assert min(make_icons.PNG_SIZES) == 16
    assert max(make_icons.PNG_SIZES) == 512


def test_generator_rebuilds_the_set_from_the_svg(qapp, tmp_path):
    written = make_icons.generate(ICONS / "dlbox.svg", tmp_path)
    names = {p.name for p in written}
    assert names == {p.name for p in ICONS.iterdir() if p.suffix != ".svg"}
    data = (tmp_path / "dlbox.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    assert struct.unpack("<HHH", (tmp_path / "dlbox.ico").read_bytes()[:6]) == (
        0,
        1,
        len(make_icons.ICO_SIZES),
    )
    # The committed PNGs are the SVG as it is now. Qt's rasteriser changes its
    # anti-aliasing between releases, so compare the drawing, not exact pixels:
    # an edited SVG moves whole shapes and fails this; a new renderer does not.
    for size in (16, 256):
        fresh = QImage(str(tmp_path / make_icons.png_name(size)))
        shipped = QImage(str(ICONS / make_icons.png_name(size)))
        difference = _image_difference(fresh, shipped)
        assert difference < 0.02, (
            f"regenerate the icons: {size} px differs from dlbox.svg by {difference:.1%}"
        )


@pytest.mark.qt_log_ignore("Cannot read file")
def test_invalid_svg_is_reported_by_name(qapp, tmp_path):
    bad = tmp_path / "bad.svg"
    bad.write_text("<svg", encoding="utf-8")
    with pytest.raises(ValueError, match=r"bad\.svg: not a valid SVG"):
        make_icons.render_png(bad, 16)


def test_icon_comparison_catches_an_edited_drawing(qapp):
    from PySide6.QtGui import QColor, QPainter

    shipped = QImage(str(ICONS / make_icons.png_name(256)))
    edited = shipped.copy()
    painter = QPainter(edited)
    painter.fillRect(64, 64, 64, 64, QColor("magenta"))
    painter.end()
    assert _image_difference(shipped, shipped) == 0.0
    assert _image_difference(shipped, edited) > 0.02
