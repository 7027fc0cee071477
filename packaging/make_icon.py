"""Draw the Paiju app icon with QPainter and write it to ``resources/``.

    python packaging/make_icon.py [--out DIR]

The icon is original vector art drawn here (no font, no copied artwork, so the output
does not depend on the fonts of the machine): a rounded green felt tile with three cards
fanned on it, the front one a red heart (红五's red suit), the others a spade and a
diamond. It writes

* ``paiju.png``  - 256 x 256, for the Linux desktop entry (``hicolor/256x256/apps``);
* ``paiju.ico``  - Windows, 16..256 px, each size PNG-compressed (Windows Vista and later);
* ``paiju.icns`` - macOS, 16..1024 px, PNG entries.

``--hicolor DIR`` writes the Linux theme icons instead (``DIR/<n>x<n>/apps/paiju.png``,
16..256 px; ``build.py --deb`` uses it).

The ICO and ICNS containers are written by hand (both are a small header plus PNG
payloads), so neither Pillow nor iconutil is needed.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: the sizes the Linux packages install into the hicolor icon theme
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256)
#: ICNS entry types that take PNG data, by pixel size
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
)


def _suit(kind: str, cx: float, cy: float, s: float):  # type: ignore[no-untyped-def]
    """A suit symbol of height ``s`` centred on (cx, cy), as a QPainterPath."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QPainterPath

    p = QPainterPath()
    h = s / 2
    if kind == "diamond":
        p.moveTo(cx, cy - h)
        p.quadTo(cx + 0.25 * s, cy - 0.12 * s, cx + 0.38 * s, cy)
        p.quadTo(cx + 0.25 * s, cy + 0.12 * s, cx, cy + h)
        p.quadTo(cx - 0.25 * s, cy + 0.12 * s, cx - 0.38 * s, cy)
        p.quadTo(cx - 0.25 * s, cy - 0.12 * s, cx, cy - h)
        return p
    # heart: two lobes and a point; the spade is the same shape upside down plus a stem
    flip = -1.0 if kind == "spade" else 1.0
    top = cy - flip * 0.28 * s
    p.moveTo(cx, top)
    p.cubicTo(
        cx + 0.08 * s, cy - flip * 0.52 * s, cx + 0.5 * s, cy - flip * 0.5 * s, cx + 0.48 * s, cy - flip * 0.15 * s
    )
    p.cubicTo(cx + 0.46 * s, cy + flip * 0.1 * s, cx + 0.2 * s, cy + flip * 0.28 * s, cx, cy + flip * h)
    p.cubicTo(
        cx - 0.2 * s, cy + flip * 0.28 * s, cx - 0.46 * s, cy + flip * 0.1 * s, cx - 0.48 * s, cy - flip * 0.15 * s
    )
    p.cubicTo(cx - 0.5 * s, cy - flip * 0.5 * s, cx - 0.08 * s, cy - flip * 0.52 * s, cx, top)
    p.closeSubpath()
    if kind == "spade":
        stem = QPainterPath()
        base = cy + 0.62 * s
        stem.moveTo(cx, cy + 0.05 * s)
        stem.quadTo(cx + 0.05 * s, cy + 0.45 * s, cx + 0.22 * s, base)
        stem.lineTo(cx - 0.22 * s, base)
        stem.quadTo(cx - 0.05 * s, cy + 0.45 * s, cx, cy + 0.05 * s)
        p = p.united(stem)
        p.translate(QPointF(0, -0.08 * s))
    return p


def draw_icon(size: int):  # type: ignore[no-untyped-def]
    """The icon as a ``QImage`` of ``size`` x ``size`` pixels (ARGB, transparent corners)."""
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QBrush, QColor, QImage, QLinearGradient, QPainter, QPen, QRadialGradient

    img = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(size / 256.0, size / 256.0)  # everything below is drawn on a 256-unit grid

    # the felt tile
    tile = QRectF(8, 8, 240, 240)
    felt = QRadialGradient(QPointF(128, 110), 170)
    felt.setColorAt(0.0, QColor("#2f9a5a"))
    felt.setColorAt(1.0, QColor("#145a34"))
    p.setPen(QPen(QColor("#0d3f24"), 4))
    p.setBrush(QBrush(felt))
    p.drawRoundedRect(tile, 48, 48)
    p.setPen(QPen(QColor(255, 255, 255, 40), 3))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(tile.adjusted(10, 10, -10, -10), 40, 40)

    # three fanned cards, back to front
    cards = (
        ("spade", -22.0, QColor("#1b1b1f")),
        ("diamond", 22.0, QColor("#c8102e")),
        ("heart", 0.0, QColor("#c8102e")),
    )
    w, h = 96.0, 134.0
    for kind, angle, ink in cards:
        p.save()
        p.translate(128, 196)
        p.rotate(angle)
        p.translate(0, -h * 0.62)
        rect = QRectF(-w / 2, -h / 2, w, h)
        # a soft shadow, then the paper
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 70))
        p.drawRoundedRect(rect.translated(3, 5), 12, 12)
        paper = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        paper.setColorAt(0.0, QColor("#fffef9"))
        paper.setColorAt(1.0, QColor("#efe9d8"))
        p.setPen(QPen(QColor("#8a8470"), 2))
        p.setBrush(QBrush(paper))
        p.drawRoundedRect(rect, 12, 12)
        # the front card shows a big pip; the fanned ones show the corner index that peeks out
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(ink)
        if angle == 0.0:
            p.drawPath(_suit(kind, 0, 4, 54))
            p.drawPath(_suit(kind, -w / 2 + 17, -h / 2 + 20, 20))
            p.drawPath(_suit(kind, w / 2 - 17, h / 2 - 20, 20))
        else:
            side = -1.0 if angle < 0 else 1.0
            p.drawPath(_suit(kind, side * (w / 2 - 19), -h / 2 + 24, 26))
        p.restore()

    p.end()
    return img


def png_bytes(size: int) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    if not draw_icon(size).save(buf, "PNG"):
        raise RuntimeError("PNG encoding failed")
    buf.close()
    return bytes(data.data())


def ico_bytes(sizes: tuple[int, ...] = ICO_SIZES) -> bytes:
    """An ICO file whose images are PNG streams (one directory entry per size)."""
    images = [png_bytes(s) for s in sizes]
    out = bytearray(struct.pack("<HHH", 0, 1, len(images)))
    offset = 6 + 16 * len(images)
    for s, data in zip(sizes, images, strict=True):
        dim = 0 if s >= 256 else s  # 0 means 256 in an ICO directory entry
        out += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    for data in images:
        out += data
    return bytes(out)


def icns_bytes(types: tuple[tuple[bytes, int], ...] = ICNS_TYPES) -> bytes:
    """An ICNS file of PNG entries."""
    body = bytearray()
    for code, s in types:
        data = png_bytes(s)
        body += code + struct.pack(">I", len(data) + 8) + data
    return b"icns" + struct.pack(">I", len(body) + 8) + bytes(body)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "resources"), help="the folder to write to")
    parser.add_argument(
        "--hicolor", metavar="DIR", help="instead: write DIR/<n>x<n>/apps/paiju.png for every HICOLOR_SIZES size"
    )
    args = parser.parse_args(argv)
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    if args.hicolor:
        for size in HICOLOR_SIZES:
            target = Path(args.hicolor) / f"{size}x{size}" / "apps" / "paiju.png"
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(png_bytes(size))
            print(target)
        return 0
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "paiju.png").write_bytes(png_bytes(256))
    (out / "paiju.ico").write_bytes(ico_bytes())
    (out / "paiju.icns").write_bytes(icns_bytes())
    for name in ("paiju.png", "paiju.ico", "paiju.icns"):
        print(out / name)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
