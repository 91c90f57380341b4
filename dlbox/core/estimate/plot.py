"""A log-log scatter plot written as PNG with numpy and zlib only (no plotting library).

Used for docs/estimator-accuracy.png; the core must not import Qt, and
matplotlib is not a dependency, so this draws pixels itself: axes, decade
grid, a 5×7 bitmap font for labels, round markers and straight lines.
"""

from __future__ import annotations

import math
import struct
import zlib
from collections.abc import Sequence
from pathlib import Path

import numpy as np

# 5×7 glyphs, one string of 7 rows of 5 bits each ('#' = ink).
_FONT_ROWS: dict[str, str] = {
    "0": ".###.#...##..###.#.###..##...#.###.",
    "1": "..#...##....#....#....#....#...###.",
    "2": ".###.#...#....#...#...#...#...#####",
    "3": "#####...#...#.....#.....##...#.###.",
    "4": "...#...##..#.#.#..#.#####...#....#.",
    "5": "######....####.....#....##...#.###.",
    "6": "..##..#...#....####.#...##...#.###.",
    "7": "#####....#...#...#...#....#....#...",
    "8": ".###.#...##...#.###.#...##...#.###.",
    "9": ".###.#...##...#.####....#...#..##..",
    "A": ".###.#...##...#######...##...##...#",
    "B": "####.#...##...#####.#...##...#####.",
    "C": ".###.#...##....#....#....#...#.###.",
    "D": "###..#..#.#...##...##...##..#.###..",
    "E": "######....#....####.#....#....#####",
    "F": "######....#....####.#....#....#....",
    "G": ".###.#...##....#.####...##...#.####",
    "H": "#...##...##...#######...##...##...#",
    "I": ".###...#....#....#....#....#...###.",
    "J": "..###...#....#....#....##..#..##...",
    "K": "#...##..#.#.#..##...#.#..#..#.#...#",
    "L": "#....#....#....#....#....#....#####",
    "M": "#...###.###.#.##...##...##...##...#",
    "N": "#...##...###..##.#.##..###...##...#",
    "O": ".###.#...##...##...##...##...#.###.",
    "P": "####.#...##...#####.#....#....#....",
    "Q": ".###.#...##...##...##.#.##..#..##.#",
    "R": "####.#...##...#####.#.#..#..#.#...#",
    "S": ".#####....#.....###.....#....#####.",
    "T": "#####..#....#....#....#....#....#..",
    "U": "#...##...##...##...##...##...#.###.",
    "V": "#...##...##...##...##...#.#.#...#..",
    "W": "#...##...##...##.#.##.#.##.#.#.#.#.",
    "X": "#...##...#.#.#...#...#.#.#...##...#",
    "Y": "#...##...#.#.#...#....#....#....#..",
    "Z": "#####....#...#...#...#...#....#####",
    ".": "..............................##...",
    ",": ".....................##....#...#...",
    "-": "................###................",
    "+": ".......#....#..#####..#....#.......",
    "/": "....#...#....#...#...#....#...#....",
    "(": "...#...#...#....#....#.....#.....#.",
    ")": ".#.....#.....#....#....#...#...#...",
    "%": "##...##..#...#...#...#...#..##...##",
    ":": ".......##...##.........##...##.....",
    "=": "..........#####.....#####..........",
    "*": ".......#..#.#.#.###.#.#.#..#.......",
    " ": "...................................",
}


def _glyph(ch: str) -> np.ndarray:
    rows = _FONT_ROWS.get(ch.upper(), _FONT_ROWS[" "]).ljust(35, ".")[:35]
    return np.array([c == "#" for c in rows], dtype=bool).reshape(7, 5)


class Canvas:
    """An RGB image with the few drawing operations a scatter plot needs."""

    def __init__(self, width: int, height: int) -> None:
        self.pixels = np.full((height, width, 3), 255, dtype=np.uint8)

    @property
    def height(self) -> int:
        return int(self.pixels.shape[0])

    @property
    def width(self) -> int:
        return int(self.pixels.shape[1])

    def rect(self, x0: int, y0: int, x1: int, y1: int, color: Sequence[int]) -> None:
        x0, x1 = sorted((max(0, x0), min(self.width, x1)))
        y0, y1 = sorted((max(0, y0), min(self.height, y1)))
        self.pixels[y0:y1, x0:x1] = color

    def line(
        self,
        x0: float,
        y0: float,
        x1: float,
        y1: float,
        color: Sequence[int],
        width: int = 1,
        dash: int = 0,
    ) -> None:
        steps = int(max(abs(x1 - x0), abs(y1 - y0))) + 1
        xs = np.linspace(x0, x1, steps)
        ys = np.linspace(y0, y1, steps)
        keep = np.ones(steps, dtype=bool) if not dash else (np.arange(steps) // dash) % 2 == 0
        for x, y in zip(xs[keep], ys[keep], strict=True):
            half = width // 2
            self.rect(
                int(x) - half, int(y) - half, int(x) - half + width, int(y) - half + width, color
            )

    def dot(self, x: float, y: float, radius: float, color: Sequence[int]) -> None:
        r = math.ceil(radius)
        yy, xx = np.mgrid[-r : r + 1, -r : r + 1]
        mask = xx**2 + yy**2 <= radius**2
        for dy, dx in zip(yy[mask], xx[mask], strict=True):
            px, py = int(x) + int(dx), int(y) + int(dy)
            if 0 <= px < self.width and 0 <= py < self.height:
                self.pixels[py, px] = color

    def text(
        self,
        x: int,
        y: int,
        text: str,
        color: Sequence[int] = (0, 0, 0),
        scale: int = 2,
        anchor: str = "left",
        vertical: bool = False,
    ) -> None:
        """Bitmap text; ``anchor`` is left/center/right; ``vertical`` reads bottom to top."""
        advance = 6 * scale
        length = len(text) * advance - scale
        if anchor == "center":
            offset = -length // 2
        elif anchor == "right":
            offset = -length
        else:
            offset = 0
        for i, ch in enumerate(text):
            glyph = np.kron(_glyph(ch), np.ones((scale, scale), dtype=bool))
            if vertical:
                glyph = np.rot90(glyph)
                gx, gy = x, y - offset - (i + 1) * advance + scale
            else:
                gx, gy = x + offset + i * advance, y
            h, w = glyph.shape
            ys, xs = np.nonzero(glyph)
            ys, xs = ys + gy, xs + gx
            ok = (xs >= 0) & (xs < self.width) & (ys >= 0) & (ys < self.height)
            self.pixels[ys[ok], xs[ok]] = color
            del h, w

    def png(self) -> bytes:
        raw = b"".join(b"\x00" + row.tobytes() for row in self.pixels)

        def chunk(kind: bytes, data: bytes) -> bytes:
            body = kind + data
            return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

        header = struct.pack(">IIBBBBB", self.width, self.height, 8, 2, 0, 0, 0)
        return (
            b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b"")
        )


def _decade_label(exponent: int) -> str:
    value = 10**exponent
    for limit, suffix in ((1e9, "G"), (1e6, "M"), (1e3, "K")):
        if value >= limit:
            return f"{value / limit:g}{suffix}"
    return f"{value:g}"


def loglog_scatter(
    path: Path,
    series: Sequence[tuple[str, np.ndarray, np.ndarray, tuple[int, int, int]]],
    *,
    title: str,
    x_label: str,
    y_label: str,
    band: float = 0.25,
    size: tuple[int, int] = (960, 760),
) -> None:
    """Write ``series`` (label, x, y, colour) as a log-log scatter with y = x and ±band lines."""
    canvas = Canvas(*size)
    left, right, top, bottom = 110, size[0] - 30, 60, size[1] - 90
    values = np.concatenate([np.concatenate([x, y]) for _, x, y, _ in series])
    values = values[np.isfinite(values) & (values > 0)]
    lo = math.floor(math.log10(values.min()))
    hi = math.ceil(math.log10(values.max()))

    def px(v: np.ndarray | float) -> np.ndarray:
        return left + (np.log10(v) - lo) / (hi - lo) * (right - left)

    def py(v: np.ndarray | float) -> np.ndarray:
        return bottom - (np.log10(v) - lo) / (hi - lo) * (bottom - top)

    grey, dark = (225, 225, 225), (60, 60, 60)
    for e in range(lo, hi + 1):
        x, y = float(px(10.0**e)), float(py(10.0**e))
        canvas.line(x, top, x, bottom, grey)
        canvas.line(left, y, right, y, grey)
        canvas.text(int(x), bottom + 10, _decade_label(e), dark, anchor="center")
        canvas.text(left - 10, int(y) - 7, _decade_label(e), dark, anchor="right")
    canvas.line(left, bottom, right, bottom, dark, 2)
    canvas.line(left, top, left, bottom, dark, 2)
    a, b = 10.0**lo, 10.0**hi
    canvas.line(float(px(a)), float(py(a)), float(px(b)), float(py(b)), (0, 0, 0), 2)
    for factor in (1 + band, 1 - band):
        canvas.line(
            float(px(a)),
            float(py(a * factor)),
            float(px(b / factor)),
            float(py(b)),
            (150, 150, 150),
            1,
            dash=6,
        )
    for _, x, y, color in series:
        for xv, yv in zip(px(x), py(y), strict=True):
            canvas.dot(float(xv), float(yv), 3.2, color)
    canvas.text(size[0] // 2, 18, title, (0, 0, 0), anchor="center")
    canvas.text((left + right) // 2, size[1] - 45, x_label, dark, anchor="center")
    canvas.text(30, (top + bottom) // 2, y_label, dark, anchor="center", vertical=True)
    legend_y = top + 12
    for label, _, _, color in series:
        canvas.rect(left + 16, legend_y, left + 28, legend_y + 12, color)
        canvas.text(left + 36, legend_y - 1, label, dark)
        legend_y += 22
    canvas.text(left + 16, legend_y + 4, f"DASHED: +/-{band:.0%}", (110, 110, 110))
    path.write_bytes(canvas.png())
