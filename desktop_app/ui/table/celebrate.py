"""Short celebrations at the table: a bomb's shock ring, the star burst of a special hand
(天牌, 人牌, 地牌), 春天's falling petals, a 原子 双夹's two rings closing, the winner's
confetti, a 红五 career level up's rising chevrons.

Each is one item drawn from its progress (0..1) on Qt's animation timer: it takes no
mouse button, no key and no focus (the table answers at once), lies under the cards (it
never hides one) and removes itself at its end. Nothing shows at the "instant" speed (the
tests, Finish quickly) or with "reduce motion" on.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from PySide6.QtCore import Property, QEasingCurve, QObject, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

__all__ = ["CELEBRATION_MS", "MAX_WAITING", "Burst", "Celebrations"]

#: Each celebration's length at the normal speed (ms); the speed setting scales it.
CELEBRATION_MS: dict[str, int] = {
    "bomb": 800, "special": 1300, "spring": 1700, "double_clip": 1100, "win": 1600, "level_up": 1400,
}  # fmt: skip
#: The most celebrations waiting behind the one running: older ones are stale by then
#: (the bots played on) and give way to the newest.
MAX_WAITING = 3
#: Under the piles (z 3), the seats and the hand: a celebration never hides a card.
CELEBRATION_Z = 2.0

_GOLD = QColor("#ffd54a")
_CONFETTI = [QColor(c) for c in ("#ff5252", "#ffd54a", "#69f0ae", "#40c4ff", "#e040fb", "#ffffff")]


class Burst(QGraphicsObject):
    """One celebration of ``kind`` (a :data:`CELEBRATION_MS` key) round ``centre``, as
    wide as ``radius``; ``room`` is the table (petals fall across it)."""

    def __init__(self, kind: str, centre: QPointF, radius: float, room: QRectF, seed: int = 0) -> None:
        super().__init__()
        self.kind = kind
        self._radius = radius
        self._room = room
        self._progress = 0.0
        rng = random.Random(seed)
        self._bits = [(rng.random(), rng.random(), rng.random(), rng.choice(_CONFETTI)) for _ in range(40)]
        self.setPos(centre)
        self.setZValue(CELEBRATION_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setFlag(QGraphicsObject.GraphicsItemFlag.ItemIsFocusable, False)

    def _get_progress(self) -> float:
        return self._progress

    def _set_progress(self, v: float) -> None:
        self._progress = v
        self.update()

    progress = Property(float, _get_progress, _set_progress)

    def boundingRect(self) -> QRectF:
        if self.kind == "spring":
            return self._room.translated(-self.pos())
        r = self._radius * 1.3
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fade = 1.0 - max(0.0, (self._progress - 0.6) / 0.4)  # the last 40 %: fading out
        painter.setOpacity(painter.opacity() * fade)
        {
            "bomb": self._paint_bomb, "special": self._paint_special, "spring": self._paint_spring,
            "double_clip": self._paint_double_clip, "win": self._paint_win, "level_up": self._paint_level_up,
        }.get(self.kind, self._paint_special)(painter)  # fmt: skip

    def _paint_bomb(self, painter: QPainter) -> None:
        p, r = self._progress, self._radius
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for k, colour in enumerate((QColor("#ff7043"), QColor("#ffca28"))):
            ring = r * min(1.0, p * 1.6 - k * 0.15)
            if ring > 0:
                painter.setPen(QPen(colour, 6 - 2 * k))
                painter.drawEllipse(QPointF(0, 0), ring, ring * 0.7)
        painter.setPen(Qt.PenStyle.NoPen)
        for a, speed, size, _c in self._bits[:24]:
            angle = a * 2 * math.pi
            d = r * (0.3 + 0.9 * speed) * p
            painter.setBrush(QColor("#ffab40") if size > 0.5 else QColor("#fff176"))
            painter.drawEllipse(QPointF(math.cos(angle) * d, math.sin(angle) * d * 0.7), 2 + 3 * size, 2 + 3 * size)

    def _paint_special(self, painter: QPainter) -> None:
        p, r = self._progress, self._radius
        painter.setPen(QPen(_GOLD, 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), r * (0.5 + 0.5 * p), r * (0.5 + 0.5 * p) * 0.6)
        painter.setPen(Qt.PenStyle.NoPen)
        for k in range(12):
            angle = (k / 12 + p * 0.15) * 2 * math.pi
            d = r * (0.4 + 0.8 * p)
            painter.setBrush(_GOLD if k % 2 else QColor("#fff8e1"))
            painter.drawPath(_star(QPointF(math.cos(angle) * d, math.sin(angle) * d * 0.6), 7 + 5 * (1 - p)))

    def _paint_spring(self, painter: QPainter) -> None:
        room = self._room.translated(-self.pos())
        painter.setPen(Qt.PenStyle.NoPen)
        for x, start, sway, _c in self._bits:
            y = room.top() + (self._progress * 1.2 - start * 0.4) * room.height()
            if y < room.top():
                continue
            px = room.left() + x * room.width() + math.sin((self._progress * 4 + sway) * math.pi) * 18
            painter.setBrush(QColor("#f8bbd0") if sway > 0.5 else QColor("#f48fb1"))
            painter.save()
            painter.translate(px, y)
            painter.rotate(360 * (sway + self._progress))
            painter.drawEllipse(QRectF(-6, -3.5, 12, 7))
            painter.restore()

    def _paint_double_clip(self, painter: QPainter) -> None:
        p, r = self._progress, self._radius
        shift = r * (1.0 - min(1.0, p * 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for side, colour in ((-1, _GOLD), (1, QColor("#ff8a65"))):
            painter.setPen(QPen(colour, 5))
            painter.drawEllipse(QPointF(side * (shift + r * 0.18), 0), r * 0.35, r * 0.35)

    def _paint_level_up(self, painter: QPainter) -> None:
        p, r = self._progress, self._radius
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for k in range(3):  # three chevrons rising one after another
            rise = (p * 1.4 - k * 0.2) % 1.0 if p * 1.4 > k * 0.2 else -1.0
            if rise < 0:
                continue
            y = -r * 0.35 - rise * r * 0.9  # above the seat panel (it lies over the cards)
            w = r * 0.35
            pen = QPen(_GOLD if k != 1 else QColor("#fff8e1"), 5)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            path = QPainterPath(QPointF(-w, y + w * 0.6))
            path.lineTo(QPointF(0, y))
            path.lineTo(QPointF(w, y + w * 0.6))
            painter.drawPath(path)

    def _paint_win(self, painter: QPainter) -> None:
        p, r = self._progress, self._radius
        painter.setPen(Qt.PenStyle.NoPen)
        for a, speed, size, colour in self._bits:
            angle = math.radians(-150 + 120 * a)  # a fan upwards
            v = r * (1.2 + 1.3 * speed)
            x = math.cos(angle) * v * p
            y = math.sin(angle) * v * p + 2.2 * r * p * p  # falls back as it goes
            painter.setBrush(colour)
            painter.save()
            painter.translate(x, y)
            painter.rotate(720 * p * (size - 0.5))
            painter.drawRect(QRectF(-4, -2.5, 8 * (0.6 + size), 5))
            painter.restore()


def _star(centre: QPointF, outer: float) -> QPainterPath:
    path = QPainterPath()
    for k in range(10):
        rad = outer if k % 2 == 0 else outer * 0.45
        a = -math.pi / 2 + k * math.pi / 5
        pt = QPointF(centre.x() + rad * math.cos(a), centre.y() + rad * math.sin(a))
        path.moveTo(pt) if k == 0 else path.lineTo(pt)
    path.closeSubpath()
    return path


class Celebrations(QObject):
    """Starts and ends the celebrations of one scene, paced like the banners: one after
    another, each for its own short time (:data:`CELEBRATION_MS` by the speed). ``factor``
    is the speed's duration factor (0: instant, nothing shows or waits); ``reduce_motion``
    turns them all off; ``rushing`` (Finish quickly) lets no new one in."""

    def __init__(self, scene: QGraphicsScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.factor = 1.0
        self.reduce_motion = False
        self.rushing = False  # Finish quickly: the game runs to its end without pauses
        self.shown: list[str] = []  # the kinds started (the last few, for the tests)
        self._running: dict[Burst, QPropertyAnimation] = {}
        self._queue: list[tuple[str, QPointF, float, int | None]] = []  # waiting: kind, centre, radius, seat
        self._seat_of: dict[Burst, int | None] = {}
        self._serial = 0

    @property
    def enabled(self) -> bool:
        return self.factor > 0 and not self.reduce_motion and not self.rushing

    def running(self) -> list[Burst]:
        return list(self._running)

    def waiting(self) -> list[str]:
        """The kinds queued behind the one running."""
        return [kind for kind, *_rest in self._queue]

    def pending_ms(self) -> int:
        """How long the celebrations running and waiting take still (0: none)."""
        left = sum(max(0, a.duration() - a.currentTime()) for a in self._running.values())
        return left + sum(self._duration(kind) for kind in self.waiting())

    def _duration(self, kind: str) -> int:
        return max(1, int(CELEBRATION_MS[kind] * self.factor))

    def celebrate(self, kind: str, centre: QPointF, radius: float = 120.0, seat: int | None = None) -> bool:
        """Queue the celebration ``kind`` round ``centre`` (``seat``: whose it is); it
        starts at once when none runs. False when they are off."""
        if not self.enabled or kind not in CELEBRATION_MS:
            return False
        self._queue.append((kind, QPointF(centre), radius, seat))
        del self._queue[:-MAX_WAITING]
        if not self._running:
            self._next()
        return True

    def _next(self) -> None:
        if self._running or not self._queue:  # only filled while they are on (see celebrate)
            return
        kind, centre, radius, seat = self._queue.pop(0)
        self._serial += 1
        burst = Burst(kind, centre, radius, self.scene.sceneRect(), seed=self._serial)
        self.scene.addItem(burst)
        anim = QPropertyAnimation(burst, b"progress", self)
        anim.setDuration(self._duration(kind))
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setEasingCurve(QEasingCurve.Type.OutQuad)
        anim.finished.connect(lambda b=burst: self._finished(b))
        self._running[burst] = anim
        self._seat_of[burst] = seat
        self.shown = [*self.shown[-31:], kind]
        anim.start()

    def _finished(self, burst: Burst) -> None:
        self._done(burst)
        self._next()

    def _done(self, burst: Burst) -> None:
        anim = self._running.pop(burst, None)
        self._seat_of.pop(burst, None)
        if anim is not None:
            anim.stop()
            anim.deleteLater()
        if burst.scene() is not None:
            burst.scene().removeItem(burst)

    def keep(self, keep: Callable[[str, int | None], bool]) -> None:
        """Drop the celebrations running or waiting but those ``keep`` (kind, seat) says to
        keep: Finish quickly keeps the player's own 天牌, as its banner stays."""
        self._queue = [q for q in self._queue if keep(q[0], q[3])]
        for burst in list(self._running):
            if not keep(burst.kind, self._seat_of.get(burst)):
                self._done(burst)
        self._next()

    def clear(self) -> None:
        """End every celebration now and drop those waiting (a skip, a new game, a jump)."""
        self._queue.clear()
        for burst in list(self._running):
            self._done(burst)
