"""The seat panels round the table: name, title, bot or person, cards left, badges, and
the whose-turn glow."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from PySide6.QtCore import Property, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .paint import device_ratio, metrics, paint_to_pixmap, ui_font

__all__ = ["SeatInfo", "SeatItem"]


@dataclass
class SeatInfo:
    """What a seat panel shows (texts already translated)."""

    name: str = ""
    is_bot: bool = False
    bot_label: str = ""
    human_label: str = ""
    cards_left: int | None = None
    cards_label: str = ""
    badges: list[tuple[str, str]] = field(default_factory=list)  # (text, colour)
    to_move: bool = False
    thinking: bool = False
    is_viewer: bool = False
    out: bool = False
    title: str = ""  # e.g. a 红五 career title ("钟灵 Lv 1"), drawn under the name


_TITLE_INK = QColor("#ffd27a")
_GLOW = QColor("#ffd54a")


class SeatItem(QGraphicsObject):
    """A seat panel: name, title, bot/human mark, cards left, role badges, whose-turn glow.

    The panel is drawn once into a pixmap per contents and device pixel ratio; the pulsing
    glow is one cached ring drawn at the pulse's opacity, so a pulse frame is two blits."""

    WIDTH = 184
    HEIGHT = 74

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.info = SeatInfo()
        self._pulse = 0.0
        self._panel: tuple[tuple[float, int], QPixmap] | None = None  # ((dpr, dots), pixmap)
        self.setZValue(5)

    def set_info(self, info: SeatInfo) -> bool:
        """Show ``info``; False (and no repaint) when it is what the panel shows already."""
        if info == self.info:
            return False
        self.info = info
        self._panel = None
        self.update()
        return True

    def _get_pulse(self) -> float:
        return self._pulse

    def _set_pulse(self, v: float) -> None:
        self._pulse = v
        self.update()

    pulse = Property(float, _get_pulse, _set_pulse)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.WIDTH / 2 - 8, -self.HEIGHT / 2 - 8, self.WIDTH + 16, self.HEIGHT + 16)

    def panel_rect(self) -> QRectF:
        """The panel itself (without the glow), in item coordinates."""
        return QRectF(-self.WIDTH / 2, -self.HEIGHT / 2, self.WIDTH, self.HEIGHT)

    def _dots(self) -> int:
        """How many "thinking" dots show (0 when the seat is not thinking)."""
        return 1 + int(self._pulse * 2.99) if self.info.thinking else 0

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        dpr = device_ratio(widget)
        if self.info.to_move:
            opacity = painter.opacity()
            painter.setOpacity(opacity * (0.55 + 0.35 * self._pulse))
            painter.drawPixmap(self.boundingRect().topLeft(), _glow_pixmap(dpr))
            painter.setOpacity(opacity)
        key = (dpr, self._dots())
        if self._panel is None or self._panel[0] != key:
            self._panel = (key, paint_to_pixmap(self.panel_rect(), dpr, self._paint_panel))
        painter.drawPixmap(self.panel_rect().topLeft(), self._panel[1])

    def _paint_panel(self, painter: QPainter) -> None:
        info = self.info
        rect = self.panel_rect()
        painter.drawPixmap(rect.topLeft(), _panel_background(info.out, painter.device().devicePixelRatioF()))
        # avatar disc with the mark
        disc = QRectF(rect.left() + 8, rect.top() + 8, 30, 30)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#5b7cfa") if not info.is_bot else QColor("#8a6d3b"))
        painter.drawEllipse(disc)
        painter.setPen(QColor("white"))
        painter.setFont(ui_font(12, True))
        mark = info.bot_label if info.is_bot else info.human_label
        painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, mark[:2])
        text_left = disc.right() + 8
        text_w = rect.right() - 8 - text_left
        self._paint_name(painter, QRectF(text_left, rect.top() + 6, text_w, 20))
        self._paint_subline(painter, QRectF(text_left, rect.top() + 26, text_w, 16))
        self._paint_badges(painter, rect)

    def _paint_name(self, painter: QPainter, box: QRectF) -> None:
        """The name; with a title under it, the cards left go at the name's right."""
        side = self._subline_text() if self.info.title else ""
        side_w = metrics(12).horizontalAdvance(side) + 6 if side else 0.0
        painter.setFont(ui_font(14, True))
        painter.setPen(QColor("#ffffff") if not self.info.out else QColor("#bbbbbb"))
        room = QRectF(box.left(), box.top(), box.width() - side_w, box.height())
        text = metrics(14, True).elidedText(self.info.name, Qt.TextElideMode.ElideRight, room.width())
        painter.drawText(room, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
        if side:
            painter.setFont(ui_font(12))
            painter.setPen(QColor("#cfd8dc"))
            painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, side)

    def _subline_text(self) -> str:
        sub = self.info.cards_label
        dots = self._dots()
        if dots:
            sub = f"{sub}  {'.' * dots}" if sub else "." * dots
        return sub

    def _paint_subline(self, painter: QPainter, box: QRectF) -> None:
        """The title (smaller, gold, italic) on a line of its own under the name, or
        without a title the cards left."""
        if not self.info.title:
            painter.setFont(ui_font(12))
            painter.setPen(QColor("#cfd8dc"))
            painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self._subline_text())
            return
        title = metrics(11, False, True).elidedText(self.info.title, Qt.TextElideMode.ElideRight, box.width())
        painter.setFont(ui_font(11, False, True))
        painter.setPen(_TITLE_INK)
        painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, title)

    def title_shown(self) -> str:
        """The title as the panel draws it (elided only past the panel's width)."""
        width = self.panel_rect().width() - 8 - 30 - 8 - 8  # the disc and the margins
        return metrics(11, False, True).elidedText(self.info.title, Qt.TextElideMode.ElideRight, width)

    def _badge_boxes(self, rect: QRectF) -> tuple[int, list[tuple[str, str, QRectF]]]:
        """The font size of the badges and the badges that fit on the panel's bottom line,
        in order, with their boxes: the normal size when all fit, else a tighter one; a
        badge too wide for the room left is skipped and a narrower later one still shows."""
        right = rect.right() - 4
        for px, pad, gap in _BADGE_FITS:
            fm = metrics(px, True)
            x = rect.left() + 8
            boxes = []
            for text, colour in self.info.badges:
                w = fm.horizontalAdvance(text) + pad
                if x + w > right:
                    continue
                boxes.append((text, colour, QRectF(x, rect.bottom() - 24, w, 18)))
                x += w + gap
            if len(boxes) == len(self.info.badges):
                break
        return px, boxes

    def badges_shown(self) -> list[str]:
        """The badge texts the panel draws."""
        return [text for text, _colour, _box in self._badge_boxes(self.panel_rect())[1]]

    def _paint_badges(self, painter: QPainter, rect: QRectF) -> None:
        px, boxes = self._badge_boxes(rect)
        painter.setFont(ui_font(px, True))
        for text, colour, r in boxes:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(colour))
            painter.drawRoundedRect(r, 9, 9)
            painter.setPen(QColor("white"))
            painter.drawText(r, Qt.AlignmentFlag.AlignCenter, text)


#: the badges' (font px, padding, gap) from the normal size to the tightest one tried
_BADGE_FITS = ((11, 12, 4), (10, 8, 3))


@cache
def _panel_background(out: bool, dpr: float) -> QPixmap:
    """A seat panel's rounded, shaded card (greyed for a seat that is out), shared by all."""
    rect = QRectF(-SeatItem.WIDTH / 2, -SeatItem.HEIGHT / 2, SeatItem.WIDTH, SeatItem.HEIGHT)

    def draw(painter: QPainter) -> None:
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        base = QColor(22, 30, 38, 215) if not out else QColor(60, 60, 60, 180)
        grad.setColorAt(0, base.lighter(125))
        grad.setColorAt(1, base)
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 12, 12)

    return paint_to_pixmap(rect, dpr, draw)


@cache
def _glow_pixmap(dpr: float) -> QPixmap:
    """The whose-turn ring round a seat panel, at full opacity (drawn at the pulse's)."""
    rect = QRectF(-SeatItem.WIDTH / 2 - 8, -SeatItem.HEIGHT / 2 - 8, SeatItem.WIDTH + 16, SeatItem.HEIGHT + 16)

    def draw(painter: QPainter) -> None:
        painter.setPen(QPen(_GLOW, 5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(5, 5, -5, -5), 14, 14)

    return paint_to_pixmap(rect, dpr, draw)
