"""Card faces and backs drawn with QPainter (vector), cached as device-pixel-ratio-aware
pixmaps.

Every face is drawn from paths at the size it is shown (never a scaled bitmap), so cards
stay crisp on HiDPI screens: :func:`card_pixmap` renders at ``size x dpr`` device pixels and
sets the pixmap's device pixel ratio. Two deck styles: ``"two"`` (red and black) and
``"four"`` (♠ black, ♥ red, ♣ green, ♦ blue).
"""

from __future__ import annotations

import math
from collections import OrderedDict
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)

from ...engine.cards import Card, Rank, Suit

__all__ = [
    "CARD_RATIO",
    "DECK_STYLES",
    "back_pixmap",
    "card_pixmap",
    "clear_cache",
    "paint_back",
    "paint_card",
    "suit_color",
]

DECK_STYLES = ("two", "four")
CARD_RATIO = 1.4  # height / width (poker size 63 x 88 mm)

_INK = QColor("#1b1b1f")
_RED = QColor("#c8102e")
_GREEN = QColor("#1c7c2e")
_BLUE = QColor("#1647a8")
_GOLD = QColor("#c89b2c")
_PAPER_TOP = QColor("#fffef9")
_PAPER_BOTTOM = QColor("#f3efe2")

_RANK_LABEL = {
    Rank.THREE: "3",
    Rank.FOUR: "4",
    Rank.FIVE: "5",
    Rank.SIX: "6",
    Rank.SEVEN: "7",
    Rank.EIGHT: "8",
    Rank.NINE: "9",
    Rank.TEN: "10",
    Rank.JACK: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
    Rank.ACE: "A",
    Rank.TWO: "2",
}
_PIP_COUNT = {
    Rank.TWO: 2,
    Rank.THREE: 3,
    Rank.FOUR: 4,
    Rank.FIVE: 5,
    Rank.SIX: 6,
    Rank.SEVEN: 7,
    Rank.EIGHT: 8,
    Rank.NINE: 9,
    Rank.TEN: 10,
}
_L, _C, _R = 0.29, 0.5, 0.71
_PIP_LAYOUT: dict[int, list[tuple[float, float]]] = {
    2: [(_C, 0.2), (_C, 0.8)],
    3: [(_C, 0.2), (_C, 0.5), (_C, 0.8)],
    4: [(_L, 0.2), (_R, 0.2), (_L, 0.8), (_R, 0.8)],
    5: [(_L, 0.2), (_R, 0.2), (_C, 0.5), (_L, 0.8), (_R, 0.8)],
    6: [(_L, 0.2), (_R, 0.2), (_L, 0.5), (_R, 0.5), (_L, 0.8), (_R, 0.8)],
    7: [(_L, 0.2), (_R, 0.2), (_C, 0.35), (_L, 0.5), (_R, 0.5), (_L, 0.8), (_R, 0.8)],
    8: [(_L, 0.2), (_R, 0.2), (_C, 0.35), (_L, 0.5), (_R, 0.5), (_C, 0.65), (_L, 0.8), (_R, 0.8)],
    9: [(x, y) for x in (_L, _R) for y in (0.2, 0.4, 0.6, 0.8)] + [(_C, 0.5)],
    10: [(x, y) for x in (_L, _R) for y in (0.2, 0.4, 0.6, 0.8)] + [(_C, 0.3), (_C, 0.7)],
}


def suit_color(suit: Suit | None, style: str = "two") -> QColor:
    """The ink of a suit in a deck style (None: the black joker's ink)."""
    if suit is None:
        return QColor(_INK)
    if style == "four":
        return QColor({Suit.SPADES: _INK, Suit.HEARTS: _RED, Suit.CLUBS: _GREEN, Suit.DIAMONDS: _BLUE}[suit])
    return QColor(_RED if suit.is_red else _INK)


# --------------------------------------------------------------------------- suit shapes


@cache
def _heart_unit() -> QPainterPath:
    p = QPainterPath(QPointF(0, 0.5))
    p.cubicTo(-0.2, 0.32, -0.5, 0.06, -0.5, -0.2)
    p.cubicTo(-0.5, -0.42, -0.35, -0.5, -0.25, -0.5)
    p.cubicTo(-0.12, -0.5, -0.03, -0.42, 0, -0.3)
    p.cubicTo(0.03, -0.42, 0.12, -0.5, 0.25, -0.5)
    p.cubicTo(0.35, -0.5, 0.5, -0.42, 0.5, -0.2)
    p.cubicTo(0.5, 0.06, 0.2, 0.32, 0, 0.5)
    p.closeSubpath()
    return p


def _stem() -> QPainterPath:
    p = QPainterPath(QPointF(-0.03, 0.08))
    p.cubicTo(-0.04, 0.3, -0.12, 0.42, -0.22, 0.5)
    p.lineTo(0.22, 0.5)
    p.cubicTo(0.12, 0.42, 0.04, 0.3, 0.03, 0.08)
    p.closeSubpath()
    return p


@cache
def _spade_unit() -> QPainterPath:
    body = QTransform().translate(0, -0.1).scale(1.0, -0.8).map(_heart_unit())
    p = QPainterPath()
    p.setFillRule(Qt.FillRule.WindingFill)
    p.addPath(body)
    p.addPath(_stem())
    return p.simplified()


@cache
def _club_unit() -> QPainterPath:
    p = QPainterPath()
    p.setFillRule(Qt.FillRule.WindingFill)
    r = 0.215
    for cx, cy in ((0.0, -0.27), (-0.26, 0.03), (0.26, 0.03)):
        p.addEllipse(QPointF(cx, cy), r, r)
    p.addRect(QRectF(-0.08, -0.12, 0.16, 0.2))
    p.addPath(_stem())
    return p.simplified()


@cache
def _diamond_unit() -> QPainterPath:
    p = QPainterPath(QPointF(0, -0.5))
    p.quadTo(0.16, -0.2, 0.4, 0)
    p.quadTo(0.16, 0.2, 0, 0.5)
    p.quadTo(-0.16, 0.2, -0.4, 0)
    p.quadTo(-0.16, -0.2, 0, -0.5)
    p.closeSubpath()
    return p


_SUIT_PATH = {Suit.SPADES: _spade_unit, Suit.HEARTS: _heart_unit, Suit.CLUBS: _club_unit, Suit.DIAMONDS: _diamond_unit}


def suit_path(suit: Suit, center: QPointF, size: float, flip: bool = False) -> QPainterPath:
    """The suit symbol as a path of height ``size`` centred on ``center``."""
    t = QTransform().translate(center.x(), center.y())
    if flip:
        t = t.rotate(180)
    t = t.scale(size, size)
    return t.map(_SUIT_PATH[suit]())


def _star(center: QPointF, outer: float, inner: float, points: int = 5, rot: float = -90) -> QPainterPath:
    p = QPainterPath()
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = math.radians(rot + i * 180 / points)
        pt = QPointF(center.x() + r * math.cos(a), center.y() + r * math.sin(a))
        if i == 0:
            p.moveTo(pt)
        else:
            p.lineTo(pt)
    p.closeSubpath()
    return p


# --------------------------------------------------------------------------- fonts


def _font(px: float, bold: bool = True, families: tuple[str, ...] = ()) -> QFont:
    f = QFont()
    f.setFamilies(
        [*families, "DejaVu Sans Condensed", "Liberation Sans Narrow", "Arial Narrow", "Helvetica", "Noto Sans CJK SC"]
    )
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return f


def _serif(px: float) -> QFont:
    f = QFont()
    f.setFamilies(["DejaVu Serif", "Georgia", "Times New Roman", "Noto Serif CJK SC", "Serif"])
    f.setPixelSize(max(1, round(px)))
    f.setBold(True)
    return f


def _cjk(px: float) -> QFont:
    f = QFont()
    f.setFamilies(["Noto Serif CJK SC", "Noto Sans CJK SC", "Source Han Serif SC", "SimSun", "Microsoft YaHei"])
    f.setPixelSize(max(1, round(px)))
    f.setBold(True)
    return f


# --------------------------------------------------------------------------- painting


def _paper(p: QPainter, rect: QRectF) -> QPainterPath:
    radius = rect.width() * 0.075
    path = QPainterPath()
    path.addRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    grad.setColorAt(0, _PAPER_TOP)
    grad.setColorAt(1, _PAPER_BOTTOM)
    p.fillPath(path, QBrush(grad))
    p.setPen(QPen(QColor(0, 0, 0, 110), max(0.8, rect.width() * 0.012)))
    p.drawPath(path)
    return path


def _draw_index(p: QPainter, rect: QRectF, text: str, suit: Suit | None, color: QColor) -> None:
    """Rank text and a small suit under it, in the top-left corner; rotated copy bottom-right."""
    w, h = rect.width(), rect.height()
    col_w = w * 0.21
    px = h * (0.17 if w >= 56 else 0.2)
    font = _font(px)
    fm = QFontMetricsF(font)
    adv = fm.horizontalAdvance(text)
    x_scale = min(1.0, col_w / adv) if adv > 0 else 1.0
    for flip in (False, True):
        p.save()
        if flip:
            p.translate(rect.center())
            p.rotate(180)
            p.translate(-rect.center())
        cx = rect.left() + w * 0.125
        top = rect.top() + h * 0.035
        p.save()
        p.translate(cx, top)
        p.scale(x_scale, 1.0)
        p.setFont(font)
        p.setPen(color)
        p.drawText(QRectF(-adv / 2 - 2, 0, adv + 4, px * 1.2), Qt.AlignmentFlag.AlignCenter, text)
        p.restore()
        if suit is not None:
            p.fillPath(
                suit_path(suit, QPointF(cx, top + px * 1.15 + h * 0.05), h * (0.095 if w >= 56 else 0.12)), color
            )
        p.restore()


def _draw_pips(p: QPainter, rect: QRectF, card: Card, color: QColor) -> None:
    assert card.suit is not None
    n = _PIP_COUNT[card.rank]
    w, h = rect.width(), rect.height()
    inner = QRectF(rect.left() + w * 0.06, rect.top() + h * 0.02, w * 0.88, h * 0.96)
    size = h * (0.17 if n <= 3 else 0.15 if n <= 6 else 0.135 if n <= 8 else 0.118)
    path = QPainterPath()
    for fx, fy in _PIP_LAYOUT[n]:
        c = QPointF(inner.left() + inner.width() * fx, inner.top() + inner.height() * fy)
        path.addPath(suit_path(card.suit, c, size, flip=fy > 0.5))
    p.fillPath(path, color)


def _draw_ace(p: QPainter, rect: QRectF, card: Card, color: QColor) -> None:
    assert card.suit is not None
    c = rect.center()
    h = rect.height()
    size = h * (0.46 if card.suit is Suit.SPADES else 0.36)
    path = suit_path(card.suit, c, size)
    if card.suit is Suit.SPADES:
        # the ornate ace of spades: a gold ring and a fine outline
        p.setPen(QPen(_GOLD, max(1.0, h * 0.012)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(c, size * 0.62, size * 0.62)
        p.fillPath(path, color)
        p.fillPath(suit_path(card.suit, c + QPointF(0, -size * 0.06), size * 0.34), QColor(_GOLD))
        p.fillPath(suit_path(card.suit, c + QPointF(0, -size * 0.06), size * 0.22), color)
    else:
        p.fillPath(path, color)


def _crown(base_center: QPointF, width: float, height: float, kind: str) -> QPainterPath:
    """A crown (K), a tiara (Q) or a plumed cap (J) standing on ``base_center``."""
    x0 = base_center.x() - width / 2
    y0 = base_center.y()
    p = QPainterPath()
    if kind == "K":
        pts = [
            (0, 0),
            (0, -0.75),
            (0.2, -0.4),
            (0.35, -1.0),
            (0.5, -0.45),
            (0.65, -1.0),
            (0.8, -0.4),
            (1, -0.75),
            (1, 0),
        ]
        p.moveTo(x0, y0)
        for fx, fy in pts[1:]:
            p.lineTo(x0 + fx * width, y0 + fy * height)
        p.closeSubpath()
        for fx in (0.0, 0.35, 0.65, 1.0):
            p.addEllipse(
                QPointF(x0 + fx * width, y0 - (1.0 if fx in (0.35, 0.65) else 0.75) * height),
                width * 0.06,
                width * 0.06,
            )
    elif kind == "Q":
        p.moveTo(x0, y0)
        p.cubicTo(x0, y0 - height * 0.5, x0 + width * 0.25, y0 - height * 0.9, x0 + width * 0.5, y0 - height * 0.95)
        p.cubicTo(x0 + width * 0.75, y0 - height * 0.9, x0 + width, y0 - height * 0.5, x0 + width, y0)
        p.closeSubpath()
        for fx, fy in ((0.18, 0.45), (0.5, 0.95), (0.82, 0.45)):
            p.addEllipse(QPointF(x0 + fx * width, y0 - fy * height), width * 0.08, width * 0.08)
    else:  # J: a cap with a feather
        p.moveTo(x0, y0)
        p.lineTo(x0 + width * 0.1, y0 - height * 0.55)
        p.quadTo(x0 + width * 0.5, y0 - height * 0.8, x0 + width * 0.9, y0 - height * 0.55)
        p.lineTo(x0 + width, y0)
        p.closeSubpath()
        feather = QPainterPath(QPointF(x0 + width * 0.7, y0 - height * 0.6))
        feather.cubicTo(
            x0 + width * 0.9,
            y0 - height * 1.3,
            x0 + width * 1.2,
            y0 - height * 1.2,
            x0 + width * 1.15,
            y0 - height * 1.05,
        )
        feather.cubicTo(
            x0 + width * 1.0,
            y0 - height * 1.0,
            x0 + width * 0.85,
            y0 - height * 0.8,
            x0 + width * 0.8,
            y0 - height * 0.55,
        )
        feather.closeSubpath()
        p.addPath(feather)
    return p


def _draw_court(p: QPainter, rect: QRectF, card: Card, color: QColor) -> None:
    """A court card: a framed double-ended panel with a crown emblem, the letter and pips."""
    assert card.suit is not None
    w, h = rect.width(), rect.height()
    frame = QRectF(rect.left() + w * 0.22, rect.top() + h * 0.1, w * 0.56, h * 0.8)
    radius = w * 0.04
    fpath = QPainterPath()
    fpath.addRoundedRect(frame, radius, radius)
    tint = QColor(color)
    tint.setAlpha(28)
    grad = QLinearGradient(frame.topLeft(), frame.bottomRight())
    grad.setColorAt(0, QColor("#fdf3d2"))
    grad.setColorAt(1, QColor("#f4e2a8"))
    p.fillPath(fpath, QBrush(grad))
    p.fillPath(fpath, tint)
    letter = _RANK_LABEL[card.rank]
    cx = frame.center().x()
    for flip in (False, True):
        p.save()
        if flip:
            p.translate(frame.center())
            p.rotate(180)
            p.translate(-frame.center())
        half = QRectF(frame.left(), frame.top(), frame.width(), frame.height() / 2)
        # emblem
        em_w = half.width() * 0.5
        em_h = half.height() * 0.22
        crown = _crown(QPointF(cx, half.top() + half.height() * 0.36), em_w, em_h, letter)
        p.fillPath(crown, _GOLD)
        p.setPen(QPen(color.darker(120), max(0.6, w * 0.008)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(crown)
        # the letter
        font = _serif(half.height() * 0.5)
        p.setFont(font)
        p.setPen(color)
        p.drawText(
            QRectF(half.left(), half.top() + half.height() * 0.34, half.width(), half.height() * 0.62),
            Qt.AlignmentFlag.AlignCenter,
            letter,
        )
        # two small pips flanking the letter
        for fx in (0.16, 0.84):
            p.fillPath(
                suit_path(
                    card.suit, QPointF(half.left() + half.width() * fx, half.top() + half.height() * 0.72), h * 0.06
                ),
                color,
            )
        p.restore()
    # the diagonal divide and the frame
    p.setPen(QPen(color, max(0.6, w * 0.006)))
    p.drawLine(
        QPointF(frame.left() + w * 0.03, frame.center().y()), QPointF(frame.right() - w * 0.03, frame.center().y())
    )
    p.setPen(QPen(_GOLD.darker(110), max(0.8, w * 0.014)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(fpath)
    p.setPen(QPen(color, max(0.6, w * 0.006)))
    inner = frame.adjusted(w * 0.025, w * 0.025, -w * 0.025, -w * 0.025)
    p.drawRoundedRect(inner, radius * 0.7, radius * 0.7)


def _draw_joker(p: QPainter, rect: QRectF, big: bool) -> None:
    """大王 (big, red, a sun) and 小王 (small, black, a moon): clearly different faces."""
    w, h = rect.width(), rect.height()
    ink = QColor(_RED) if big else QColor(_INK)
    # vertical JOKER index in both corners
    letters = "JOKER"
    px = h * 0.075
    font = _font(px)
    for flip in (False, True):
        p.save()
        if flip:
            p.translate(rect.center())
            p.rotate(180)
            p.translate(-rect.center())
        p.setFont(font)
        p.setPen(ink)
        for i, ch in enumerate(letters):
            p.drawText(
                QRectF(rect.left() + w * 0.03, rect.top() + h * 0.04 + i * px * 1.02, w * 0.18, px * 1.1),
                Qt.AlignmentFlag.AlignCenter,
                ch,
            )
        star = _star(QPointF(rect.left() + w * 0.12, rect.top() + h * 0.04 + 5.5 * px * 1.02), w * 0.06, w * 0.025)
        p.fillPath(star, _GOLD if big else QColor("#777777"))
        p.restore()
    # central medallion
    c = QPointF(rect.center().x(), rect.top() + h * 0.42)
    r = w * 0.3
    if big:
        grad = QRadialGradient(c, r * 1.4)
        grad.setColorAt(0, QColor("#ffe07a"))
        grad.setColorAt(0.55, QColor("#f59e0b"))
        grad.setColorAt(1, QColor("#c8102e"))
        rays = _star(c, r * 1.25, r * 0.8, points=12, rot=-90)
        p.fillPath(rays, QColor("#f5b400"))
        disc = QPainterPath()
        disc.addEllipse(c, r * 0.82, r * 0.82)
        p.fillPath(disc, QBrush(grad))
        p.fillPath(_star(c, r * 0.55, r * 0.22), QColor("#c8102e"))
    else:
        grad = QRadialGradient(c, r * 1.2)
        grad.setColorAt(0, QColor("#f2f2f2"))
        grad.setColorAt(1, QColor("#8a8f99"))
        disc = QPainterPath()
        disc.addEllipse(c, r * 0.9, r * 0.9)
        p.fillPath(disc, QBrush(grad))
        bite = QPainterPath()
        bite.addEllipse(c + QPointF(r * 0.35, -r * 0.2), r * 0.75, r * 0.75)
        moon = QPainterPath()
        moon.addEllipse(c, r * 0.72, r * 0.72)
        p.fillPath(moon.subtracted(bite), _INK)
        p.fillPath(_star(c + QPointF(r * 0.45, -r * 0.05), r * 0.2, r * 0.08), _INK)
        p.setPen(QPen(_INK, max(0.8, w * 0.01)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(c, r * 0.9, r * 0.9)
    # the name in Chinese, as players call them
    p.setFont(_cjk(h * 0.13))
    p.setPen(ink)
    p.drawText(
        QRectF(rect.left(), rect.top() + h * 0.64, w, h * 0.2),
        Qt.AlignmentFlag.AlignCenter,
        "大王" if big else "小王",
    )


def paint_card(p: QPainter, rect: QRectF, card: Card, style: str = "two") -> None:
    """Draw ``card``'s face into ``rect`` (logical pixels) with painter ``p``."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    clip = _paper(p, rect)
    p.setClipPath(clip)
    if card.is_joker:
        _draw_joker(p, rect, big=card.rank is Rank.RED_JOKER)
    else:
        color = suit_color(card.suit, style)
        _draw_index(p, rect, _RANK_LABEL[card.rank], card.suit, color)
        if card.rank is Rank.ACE:
            _draw_ace(p, rect, card, color)
        elif card.rank in (Rank.JACK, Rank.QUEEN, Rank.KING):
            _draw_court(p, rect, card, color)
        elif rect.width() < 56:
            # small cards: one big suit symbol reads better than a crowd of pips
            p.fillPath(
                suit_path(
                    card.suit,  # type: ignore[arg-type]  # not a joker: it has a suit
                    QPointF(rect.center().x() + rect.width() * 0.1, rect.center().y() + rect.height() * 0.12),
                    rect.height() * 0.4,
                ),
                color,
            )
        else:
            body = QRectF(
                rect.left() + rect.width() * 0.18,
                rect.top() + rect.height() * 0.06,
                rect.width() * 0.64,
                rect.height() * 0.88,
            )
            _draw_pips(p, body, card, color)
    p.restore()


def paint_back(p: QPainter, rect: QRectF) -> None:
    """The card back: a blue lattice with a gold medallion."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    w, h = rect.width(), rect.height()
    outer = _paper(p, rect)
    p.setClipPath(outer)
    inner = rect.adjusted(w * 0.07, w * 0.07, -w * 0.07, -w * 0.07)
    ipath = QPainterPath()
    ipath.addRoundedRect(inner, w * 0.05, w * 0.05)
    grad = QLinearGradient(inner.topLeft(), inner.bottomRight())
    grad.setColorAt(0, QColor("#1d3f8f"))
    grad.setColorAt(1, QColor("#0f2660"))
    p.fillPath(ipath, QBrush(grad))
    p.setClipPath(ipath)
    step = max(4.0, w * 0.11)
    p.setPen(QPen(QColor(255, 255, 255, 60), max(0.6, w * 0.01)))
    n = int((w + h) / step) + 2
    for i in range(-n, n):
        x = inner.left() + i * step
        p.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
        p.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()))
    c = inner.center()
    r = w * 0.24
    p.setBrush(QColor("#0f2660"))
    p.setPen(QPen(_GOLD, max(1.0, w * 0.025)))
    p.drawEllipse(c, r, r)
    p.fillPath(_star(c, r * 0.72, r * 0.3, points=8, rot=-90), _GOLD)
    p.setClipping(False)
    p.setPen(QPen(_GOLD, max(0.8, w * 0.015)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(ipath)
    p.restore()


# --------------------------------------------------------------------------- cache

_CACHE: OrderedDict[tuple[str, int, int, float, str], QPixmap] = OrderedDict()
_CACHE_LIMIT = 1200


def clear_cache() -> None:
    _CACHE.clear()


def cache_size() -> int:
    return len(_CACHE)


def _render(key: tuple[str, int, int, float, str], draw) -> QPixmap:  # type: ignore[no-untyped-def]
    pm = _CACHE.get(key)
    if pm is not None:
        _CACHE.move_to_end(key)
        return pm
    _, w, h, dpr, _style = key
    pm = QPixmap(max(1, math.ceil(w * dpr)), max(1, math.ceil(h * dpr)))
    pm.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pm)
    painter.scale(dpr, dpr)
    draw(painter, QRectF(0, 0, w, h))
    painter.end()
    pm.setDevicePixelRatio(dpr)
    _CACHE[key] = pm
    if len(_CACHE) > _CACHE_LIMIT:
        _CACHE.popitem(last=False)
    return pm


def card_pixmap(card: Card, width: int, dpr: float = 1.0, style: str = "two") -> QPixmap:
    """The face of ``card``, ``width`` logical pixels wide, at device pixel ratio ``dpr``."""
    width = max(8, int(width))
    height = round(width * CARD_RATIO)
    key = (card.text, width, height, round(dpr, 3), style)
    return _render(key, lambda p, r: paint_card(p, r, card, style))


def back_pixmap(width: int, dpr: float = 1.0) -> QPixmap:
    width = max(8, int(width))
    height = round(width * CARD_RATIO)
    return _render(("back", width, height, round(dpr, 3), ""), paint_back)
