"""The graphics items of the table: cards, seats, play piles, the centre and banners.

Speed: a play repaints only what changed. Setters return early when nothing changes (no
``update()``, no ``prepareGeometryChange()``), fonts are built once, and a seat panel is
drawn once into a device-pixel-ratio pixmap (re-rendered only when its contents change), so
a frame mostly blits cached pixmaps.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine.cards import Card
from .cardart import CARD_RATIO, back_pixmap, card_pixmap
from .paint import device_ratio, metrics, paint_to_pixmap, ui_font, wrap_lines
from .reveal_layout import (
    SHOWN_MARGIN,
    SHOWN_MAX_ROWS,
    SHOWN_MIN_STEP,
    SHOWN_ROW_STEP,
    pile_label_line,
    pile_label_px,
    pile_size,
)
from .seats import SeatInfo, SeatItem

__all__ = [
    "BannerItem",
    "CardItem",
    "CenterItem",
    "HandLabelsItem",
    "PileItem",
    "SeatInfo",
    "SeatItem",
    "ShownHandItem",
    "paint_to_pixmap",
    "ui_font",
]

_SELECTED_PEN = QPen(QColor("#f5b400"), 2.5)
_SELECTED_FILL = QColor(255, 214, 64, 40)
_HOVER_FILL = QColor(255, 255, 255, 40)
_DIM_FILL = QColor(0, 0, 0, 70)
_CURSOR_PEN = QPen(QColor("#2f9bff"), 2.5, Qt.PenStyle.DashLine)
_WILD_INK = QColor("#f5b400")  # the 癞子 star
#: The 癞子 frame: violet and inside the edge, so that a selected wild card shows both it
#: and the gold selection frame on the edge, told apart.
_WILD_FRAME = QPen(QColor("#8e24aa"), 2.5)
WILD_FRAME_INSET = 4.5


def _star(centre: QPointF, radius: float) -> QPainterPath:
    """A five-pointed star (drawn, so that no font needs the glyph)."""
    path = QPainterPath()
    for k in range(10):
        r = radius if k % 2 == 0 else radius * 0.45
        a = math.radians(-90 + 36 * k)
        p = QPointF(centre.x() + r * math.cos(a), centre.y() + r * math.sin(a))
        if k == 0:
            path.moveTo(p)
        else:
            path.lineTo(p)
    path.closeSubpath()
    return path


class CardItem(QGraphicsObject):
    """One card of the viewer's hand (face up) or a card back. ``slot`` is its index in
    the sorted hand: identical cards (several decks) are told apart by slot."""

    def __init__(self, card: Card | None, width: int, style: str = "two", slot: int = -1) -> None:
        super().__init__()
        self.card = card
        self.slot = slot
        self._width = width
        self._style = style
        self._selected = False
        self._cursor = False
        self._dimmed = False
        self._wild = False
        self.setAcceptHoverEvents(True)
        self._hover = False
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    # geometry
    @property
    def width(self) -> int:
        return self._width

    @property
    def height(self) -> int:
        return round(self._width * CARD_RATIO)

    def set_width(self, width: int) -> None:
        if width != self._width:
            self.prepareGeometryChange()
            self._width = width
            self.update()

    def set_style(self, style: str) -> None:
        if style != self._style:
            self._style = style
            self.update()

    def set_card(self, card: Card | None, slot: int) -> None:
        """Show another card in this item (the hand reuses its items when it changes)."""
        self.slot = slot
        if card != self.card:
            self.card = card
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-1, -1, self._width + 2, self.height + 2)

    def shape(self) -> QPainterPath:
        p = QPainterPath()
        p.addRect(QRectF(0, 0, self._width, self.height))
        return p

    # state
    @property
    def selected(self) -> bool:
        return self._selected

    def set_selected(self, on: bool) -> None:
        if on != self._selected:
            self._selected = on
            self.update()

    def set_cursor(self, on: bool) -> None:
        if on != self._cursor:
            self._cursor = on
            self.update()

    def set_dimmed(self, on: bool) -> None:
        if on != self._dimmed:
            self._dimmed = on
            self.update()

    @property
    def wild(self) -> bool:
        return self._wild

    def set_wild(self, on: bool) -> None:
        """Mark the card as wild (癞子): a gold star under its index, a violet frame inside
        the edge (the selection's gold frame is on the edge)."""
        if on != self._wild:
            self._wild = on
            self.update()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = False
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        dpr = device_ratio(widget)
        pm = (
            back_pixmap(self._width, dpr)
            if self.card is None
            else card_pixmap(self.card, self._width, dpr, self._style)
        )
        painter.drawPixmap(QPointF(0, 0), pm)
        rect = QRectF(0, 0, self._width, self.height)
        radius = self._width * 0.075
        if self._wild and self.card is not None:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setPen(_WILD_FRAME)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inset = WILD_FRAME_INSET
            painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)
            # under the index, in the strip that shows however much the next card covers
            size = max(6.0, self._width * 0.11)
            centre = QPointF(max(size + 3, self._width * 0.15), self.height * 0.36)
            painter.setPen(QPen(QColor("#7a4f00"), 1.0))
            painter.setBrush(_WILD_INK)
            painter.drawPath(_star(centre, size))
        if self._selected:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setPen(_SELECTED_PEN)
            painter.setBrush(_SELECTED_FILL)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        elif self._hover and self.card is not None and self.slot >= 0:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(_HOVER_FILL)
            painter.drawRoundedRect(rect, radius, radius)
        if self._dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(_DIM_FILL)
            painter.drawRoundedRect(rect, radius, radius)
        if self._cursor:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setPen(_CURSOR_PEN)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), radius, radius)


class _CardFan(QGraphicsObject):
    """Cards of one seat lying on the table, laid out within ``max_width``."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.cards: tuple[Card, ...] = ()
        self.card_width = 46
        self.style = "two"
        self.max_width = 300.0

    def set_geometry(self, card_width: int, max_width: float) -> None:
        """The card size and the widest fan (the layout); repaints only when they change."""
        if (card_width, max_width) != (self.card_width, self.max_width):
            self.prepareGeometryChange()
            self.card_width = card_width
            self.max_width = max_width
            self.update()


class PileItem(_CardFan):
    """A seat's last play: a small fan of cards with its reading below (on up to two
    lines), or "Pass". A play of a closed trick is drawn dimmed: it is not to be beaten."""

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        self.label = ""
        self.passed = False
        self.highlight = False
        self.dimmed = False
        self.label_room = 220.0  # the reading wraps past this width (or the fan's), two lines at most
        self._lines_key: tuple[str, float, int] | None = None
        self._bounds: tuple[object, QRectF] | None = None
        self._lines: list[str] = []
        self._label_px = 0  # the reading's font size as fitted (0: not worked out yet)
        self.setZValue(3)
        # drawn once per play into a device pixmap: the fly-in's frames move and fade a blit
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_play(self, cards: Sequence[Card], label: str, passed: bool) -> bool:
        """Show a play (or a pass); False, and no repaint, when it is shown already. A new
        play is not highlighted."""
        cards = tuple(cards)
        if (cards, label, passed) == (self.cards, self.label, self.passed):
            return False
        self.prepareGeometryChange()
        self.cards = cards
        self.label = label
        self.passed = passed
        self.highlight = False
        self.update()
        return True

    def set_highlight(self, on: bool) -> None:
        """Frame the play (the trick's winner)."""
        if on != self.highlight:
            self.highlight = on
            self.update()

    def set_dimmed(self, on: bool) -> None:
        """Draw the play faded (its trick is closed)."""
        if on != self.dimmed:
            self.dimmed = on
            self.update()

    def clear(self) -> None:
        self.set_play((), "", False)

    @property
    def is_empty(self) -> bool:
        return not self.cards and not self.passed

    def _step(self) -> float:
        n = len(self.cards)
        if n <= 1:
            return 0.0
        natural = self.card_width * 0.32
        return max(1.0, min(natural, (self.max_width - self.card_width) / (n - 1)))

    def _fan_width(self) -> float:
        n = len(self.cards)
        return self.card_width + self._step() * max(0, n - 1) if n else 0.0

    def set_label_room(self, room: float) -> None:
        """Wrap the reading past ``room`` pixels (or the fan's width)."""
        if room != self.label_room:
            self.prepareGeometryChange()
            self.label_room = room
            self.update()

    #: How many pixels a reading's font may shrink so that it is not cut (8 crowded seats).
    LABEL_SHRINK = 3

    @property
    def label_px(self) -> int:
        """The reading's font size: smaller with small cards (a crowded table), and up to
        :attr:`LABEL_SHRINK` pixels smaller again for a reading two lines would cut."""
        self.label_lines()
        return self._label_px or pile_label_px(self.card_width)

    def label_lines(self) -> list[str]:
        """The reading as drawn: wrapped to the pile's room, two lines at most, in the
        largest font that shows it whole (worked out once per reading and room: Qt asks for
        the bounding rectangle often)."""
        if not self.label or self.passed:
            return []
        base = pile_label_px(self.card_width)
        key = (self.label, max(self._fan_width(), self.label_room), base)
        if self._lines_key != key:
            self._lines_key = key
            for px in range(base, base - self.LABEL_SHRINK - 1, -1):
                self._label_px = px
                self._lines = wrap_lines(metrics(px, True), self.label, key[1], 2)
                if not self._lines or not self._lines[-1].endswith("…"):
                    break
        return self._lines

    def _label_width(self) -> float:
        """The width of the reading's plate under the fan."""
        lines = self.label_lines()
        if not lines:
            return 0.0
        fm = metrics(self.label_px, True)
        return max(fm.horizontalAdvance(t) for t in lines) + 16

    def _top(self) -> float:
        return -pile_size(self.card_width, 0).height() / 2 + 4

    def boundingRect(self) -> QRectF:
        key = (self.cards, self.label, self.passed, self.card_width, self.max_width, self.label_room)
        if self._bounds is None or self._bounds[0] != key:  # Qt asks often: worked out once per play
            w = max(self._fan_width(), self._label_width(), 84.0)
            h = pile_size(self.card_width, 0).height()
            self._bounds = (key, QRectF(-w / 2 - 6, -h / 2, w + 12, h))
        return QRectF(self._bounds[1])

    def reserved_size(self) -> QSizeF:
        """The most room any play can take with the pile's geometry (its bounding size with
        the widest fan and reading)."""
        return pile_size(self.card_width, max(self.max_width, self.label_room))

    def content_rect(self) -> QRectF:
        """What the play covers now, in scene coordinates (empty when nothing is shown)."""
        if self.is_empty:
            return QRectF()
        if self.passed:
            return self.mapRectToScene(QRectF(-40, -16, 80, 32))
        w = max(self._fan_width(), self._label_width())
        ch = self.card_width * CARD_RATIO
        lines = max(1, len(self.label_lines()))
        h = ch + 8 + lines * pile_label_line(self.card_width) + 4
        return self.mapRectToScene(QRectF(-w / 2 - 5, self._top() - 5, w + 10, h))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        ch = self.card_width * CARD_RATIO
        top = self._top()
        if self.dimmed:
            painter.setOpacity(painter.opacity() * 0.42)
        if self.passed:
            r = QRectF(-40, -16, 80, 32)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 110))
            painter.drawRoundedRect(r, 16, 16)
            painter.setPen(QColor("#e0e0e0"))
            painter.setFont(ui_font(15, True))
            painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.label)
            return
        if not self.cards:
            return
        dpr = device_ratio(widget)
        step = self._step()
        x0 = -self._fan_width() / 2
        if self.highlight:
            painter.setPen(QPen(QColor("#ffd54a"), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(x0 - 5, top - 5, self._fan_width() + 10, ch + 10), 8, 8)
        for i, c in enumerate(self.cards):
            painter.drawPixmap(QPointF(x0 + i * step, top), card_pixmap(c, self.card_width, dpr, self.style))
        lines = self.label_lines()
        if lines:
            painter.setFont(ui_font(self.label_px, True))
            w = self._label_width()
            lh = pile_label_line(self.card_width)
            r = QRectF(-w / 2, top + ch + 3, w, len(lines) * lh + 4)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 130))
            painter.drawRoundedRect(r, 10, 10)
            painter.setPen(QColor("#fff6d5"))
            for i, text in enumerate(lines):
                line = QRectF(r.left(), r.top() + 2 + i * lh, r.width(), lh)
                painter.drawText(line, Qt.AlignmentFlag.AlignCenter, text)


class CenterItem(QGraphicsObject):
    """The middle of the table: phase, markers (trump, 癞子, 刀, points on the table)."""

    def __init__(self) -> None:
        super().__init__()
        self.title = ""
        self.lines: list[str] = []
        self._rect = QRectF()
        self._measure()
        self.setZValue(1)

    def set_lines(self, title: str, lines: list[str]) -> None:
        if (title, lines) == (self.title, self.lines):
            return
        self.prepareGeometryChange()
        self.title = title
        self.lines = list(lines)
        self._measure()
        self.update()

    @staticmethod
    def line_height() -> float:
        """A marker line's height: the font's, so no script is clipped."""
        return max(20.0, metrics(14).height() + 3)

    @staticmethod
    def _title_height() -> float:
        return max(22.0, metrics(15, True).height() + 4)

    def _measure(self) -> None:
        fm = metrics(14)
        title_w = metrics(15, True).horizontalAdvance(self.title)
        w = max([fm.horizontalAdvance(t) for t in self.lines] + [title_w, 120]) + 28
        h = 6 + self._title_height() + self.line_height() * len(self.lines) + 8
        self._rect = QRectF(-w / 2, -h / 2, w, h)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.title and not self.lines:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self.boundingRect()
        painter.setPen(QPen(QColor(255, 255, 255, 40), 1))
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(r, 12, 12)
        painter.setPen(QColor("#ffe082"))
        painter.setFont(ui_font(15, True))
        th, lh = self._title_height(), self.line_height()
        painter.drawText(QRectF(r.left(), r.top() + 4, r.width(), th), Qt.AlignmentFlag.AlignCenter, self.title)
        painter.setFont(ui_font(14))
        painter.setPen(QColor("#eceff1"))
        for i, line in enumerate(self.lines):
            box = QRectF(r.left(), r.top() + 6 + th + lh * i, r.width(), lh)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, line)


class BannerItem(QGraphicsObject):
    """An announcement over the table (fades in and out): one line, or a few for a longer
    text (a lottery, a 天牌), wrapped to the table's width."""

    PX = 19
    MAX_LINES = 6

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.max_width = 600.0
        self._lines: list[str] = []
        self._rect = QRectF()
        self.setZValue(20)
        self.setOpacity(0.0)

    def set_text(self, text: str, max_width: float | None = None) -> None:
        width = self.max_width if max_width is None else max_width
        if (text, width) == (self.text, self.max_width):
            return
        self.prepareGeometryChange()
        self.text = text
        self.max_width = width
        fm = metrics(self.PX, True)
        self._lines = []
        for part in text.split("\n"):
            self._lines += wrap_lines(fm, part, width - 48, self.MAX_LINES - len(self._lines))
        w = max([fm.horizontalAdvance(t) for t in self._lines] + [0.0]) + 48
        h = max(48.0, len(self._lines) * self._line_height() + 22)
        self._rect = QRectF(-w / 2, -h / 2, w, h)
        self.update()

    @staticmethod
    def _line_height() -> float:
        return max(24.0, metrics(BannerItem.PX, True).height() + 4)

    @property
    def lines(self) -> list[str]:
        return list(self._lines)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self.boundingRect()
        painter.setPen(QPen(QColor("#ffd54a"), 2))
        painter.setBrush(QColor(20, 20, 20, 215))
        radius = min(24.0, r.height() / 2)
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), radius, radius)
        painter.setPen(QColor("#fff8e1"))
        painter.setFont(ui_font(self.PX, True))
        lh = self._line_height()
        y = r.top() + (r.height() - lh * len(self._lines)) / 2
        for i, line in enumerate(self._lines):
            painter.drawText(QRectF(r.left(), y + i * lh, r.width(), lh), Qt.AlignmentFlag.AlignCenter, line)


class HandLabelsItem(QGraphicsObject):
    """The names of the planned groups of the viewer's hand, each on a plate in the strip
    above its group (drawn under the cards: a card standing up hides its group's name).

    ``row`` None draws every caption; a row number draws that hand row's captions only: a
    lower row's strip lies on the row above's cards, so its names are drawn by an item
    stacked between the two rows (over the row above, under their own cards)."""

    def __init__(self, row: int | None = None, z: float = 9) -> None:
        super().__init__()
        self.row = row
        self.captions: list[tuple[QRectF, str]] = []
        self.rows: list[int] = []  # each caption's hand row
        self._rect = QRectF()
        self.setZValue(z)

    def set_captions(self, captions: Sequence[tuple[QRectF, str]], rows: Sequence[int] | None = None) -> None:
        captions = [(QRectF(r), t) for r, t in captions]
        rows = list(rows) if rows is not None and len(rows) == len(captions) else [0] * len(captions)
        if captions == self.captions and rows == self.rows:
            return
        self.prepareGeometryChange()
        self.captions = captions
        self.rows = rows
        self._rect = QRectF()
        for r, _t in self._drawn():
            self._rect = self._rect.united(r)
        self.update()

    def _drawn(self) -> list[tuple[QRectF, str]]:
        return [c for c, row in zip(self.captions, self.rows, strict=True) if self.row is None or row == self.row]

    PX = 10

    def texts(self) -> list[str]:
        """Each caption as drawn (elided to its group's width)."""
        fm = metrics(self.PX, True)
        return [fm.elidedText(t, Qt.TextElideMode.ElideRight, r.width() - 6) for r, t in self.captions]

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setFont(ui_font(self.PX, True))
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        fm = metrics(self.PX, True)
        for r, t in self._drawn():
            text = fm.elidedText(t, Qt.TextElideMode.ElideRight, r.width() - 6)
            plate = r.adjusted(0, 1, -2, -1)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 120))
            painter.drawRoundedRect(plate, 6, 6)
            painter.setPen(QColor("#ffe082"))
            painter.drawText(plate.adjusted(3, 0, -2, 0), left, text)


class ShownHandItem(_CardFan):
    """A hand lying face up (明牌) beside its seat, laid out to stay readable: cards overlap
    no more than leaves each index corner visible, rows of at most ``max_width`` pixels, in
    at most :attr:`max_rows` rows (past that the overlap tightens). The item's origin is
    the top centre of its cards."""

    MIN_STEP = SHOWN_MIN_STEP  # of the card width: the index column is about a quarter of a card
    ROW_STEP = SHOWN_ROW_STEP  # of the card height: the index and the top pip show

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        self.max_rows = 3
        self.setZValue(4)

    def set_cards(self, cards: Sequence[Card]) -> None:
        self.prepareGeometryChange()
        self.cards = tuple(cards)
        self.update()

    def set_play(self, cards: Sequence[Card], _label: str = "", _passed: bool = False) -> None:
        self.set_cards(cards)

    def set_layout(self, card_width: int, max_width: float, max_rows: int = SHOWN_MAX_ROWS) -> None:
        """Card size, row width and the most rows (see :mod:`.reveal_layout`)."""
        if max_rows != self.max_rows:
            self.prepareGeometryChange()
            self.max_rows = max_rows
        self.set_geometry(card_width, max_width)

    def rows(self) -> list[tuple[Card, ...]]:
        n = len(self.cards)
        if not n:
            return []
        step = self.card_width * self.MIN_STEP
        per_row = max(1, int((self.max_width - self.card_width) / step + 1e-6) + 1)
        n_rows = min(self.max_rows, -(-n // per_row))
        per_row = -(-n // n_rows)
        return [self.cards[i : i + per_row] for i in range(0, n, per_row)]

    def _geometry(self) -> tuple[float, float, float]:
        """(step, width, height) of the layout."""
        rows = self.rows()
        if not rows:
            return 0.0, 0.0, 0.0
        longest = max(len(r) for r in rows)
        step = self.card_width * self.MIN_STEP
        if longest > 1:
            step = min(
                self.card_width * 0.6, max(step * 0.5, min(step, (self.max_width - self.card_width) / (longest - 1)))
            )
        ch = self.card_width * CARD_RATIO
        width = self.card_width + step * (longest - 1)
        height = ch + ch * self.ROW_STEP * (len(rows) - 1)
        return step, width, height

    def boundingRect(self) -> QRectF:
        _step, w, h = self._geometry()
        m = SHOWN_MARGIN
        return QRectF(-w / 2 - m, -m, w + 2 * m, h + 2 * m)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.cards:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        step, w, h = self._geometry()
        painter.setPen(QPen(QColor("#ef6c00"), 2))
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawRoundedRect(QRectF(-w / 2 - 4, -4, w + 8, h + 8), 6, 6)
        dpr = device_ratio(widget)
        ch = self.card_width * CARD_RATIO
        for r, row in enumerate(self.rows()):
            x0 = -w / 2
            for i, c in enumerate(row):
                at = QPointF(round(x0 + i * step), round(r * ch * self.ROW_STEP))  # whole pixels: crisp
                painter.drawPixmap(at, card_pixmap(c, self.card_width, dpr, self.style))
