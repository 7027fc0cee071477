"""Animations of the table: deal, plays flying in, banners, the whose-turn pulse.

All run on Qt's animation timer (QPropertyAnimation / QVariantAnimation on QGraphicsObjects)
and never block. The speed setting scales every duration; ``"instant"`` places items at
once. :meth:`Animator.finish_all` jumps running moves to their end, so a new event never
waits for an old animation.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    QTimer,
    Signal,
)
from PySide6.QtWidgets import QGraphicsObject

__all__ = ["BANNER_FADE_MS", "SPEEDS", "Animator"]

#: speed name -> duration factor (0: instant)
SPEEDS: dict[str, float] = {"instant": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
BANNER_FADE_MS = 300  # a banner's fade-out


class Animator(QObject):
    """Owns the running animations of one scene."""

    banner_done = Signal()  # the banner's time is up (it fades out)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.factor = 1.0
        self._running: set[QAbstractAnimation] = set()
        self._pulses: dict[QGraphicsObject, QPropertyAnimation] = {}
        self._moves: dict[QGraphicsObject, QPropertyAnimation] = {}  # the running move of an item
        self._banner_timer = QTimer(self)
        self._banner_timer.setSingleShot(True)
        self._banner_item: QGraphicsObject | None = None
        self._banner_waited = False  # a banner is up that the queue waits for
        self._banner_fade: QPropertyAnimation | None = None
        self._banner_timer.timeout.connect(self._fade_banner)

    def set_speed(self, name: str) -> None:
        self.factor = SPEEDS.get(name, 1.0)

    @property
    def instant(self) -> bool:
        return self.factor <= 0

    def _ms(self, base: float) -> int:
        return max(1, int(base * self.factor))

    def _start(self, anim: QAbstractAnimation) -> None:
        self._running.add(anim)
        anim.finished.connect(lambda a=anim: self._running.discard(a))
        anim.start()

    def running(self) -> int:
        return len(self._running)

    def finish_all(self) -> None:
        """Jump every running move to its end state."""
        for anim in list(self._running):
            anim.setCurrentTime(anim.totalDuration())
            anim.stop()
            self._running.discard(anim)
        self._moves.clear()

    # ---- moves
    def move(self, item: QGraphicsObject, target: QPointF, base_ms: float = 200) -> None:
        """Slide ``item`` to ``target`` (replacing a move it is making); nothing when it is
        there already."""
        running = self._moves.get(item)
        if running is not None and running.endValue() == target:
            return
        self.stop_move(item)
        if self.instant or item.pos() == target:
            item.setPos(target)
            return
        anim = QPropertyAnimation(item, b"pos", self)
        anim.setDuration(self._ms(base_ms))
        anim.setStartValue(item.pos())
        anim.setEndValue(target)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._moves[item] = anim
        anim.finished.connect(lambda i=item, a=anim: self._move_done(i, a))
        self._start(anim)

    def _move_done(self, item: QGraphicsObject, anim: QPropertyAnimation) -> None:
        if self._moves.get(item) is anim:
            del self._moves[item]

    def stop_move(self, item: QGraphicsObject) -> None:
        """Stop ``item``'s running move where it is (the caller places it)."""
        anim = self._moves.pop(item, None)
        if anim is not None:
            anim.stop()
            self._running.discard(anim)

    def deal(self, items: Sequence[QGraphicsObject], origin: QPointF) -> None:
        """Cards fly from ``origin`` to where they lie now, one after another."""
        if self.instant or not items:
            return
        group = QParallelAnimationGroup(self)
        stagger = min(30.0, 900.0 / max(1, len(items))) * self.factor
        for i, item in enumerate(items):
            target = item.pos()
            item.setPos(origin)
            seq = QSequentialAnimationGroup(group)
            if i:
                seq.addPause(int(stagger * i))
            anim = QPropertyAnimation(item, b"pos", seq)
            anim.setDuration(self._ms(260))
            anim.setStartValue(origin)
            anim.setEndValue(target)
            anim.setEasingCurve(QEasingCurve.Type.OutQuad)
            seq.addAnimation(anim)
            group.addAnimation(seq)
        self._start(group)

    def fly_in(self, item: QGraphicsObject, start: QPointF) -> None:
        """A play pile flies from the player to its place and fades in."""
        if self.instant:
            item.setOpacity(1.0)
            return
        target = item.pos()
        group = QParallelAnimationGroup(self)
        move = QPropertyAnimation(item, b"pos", group)
        move.setDuration(self._ms(280))
        move.setStartValue(start)
        move.setEndValue(target)
        move.setEasingCurve(QEasingCurve.Type.OutCubic)
        fade = QPropertyAnimation(item, b"opacity", group)
        fade.setDuration(self._ms(200))
        fade.setStartValue(0.3)
        fade.setEndValue(1.0)
        group.addAnimation(move)
        group.addAnimation(fade)
        item.setPos(start)
        self._start(group)

    # ---- banner
    def banner(self, item: QGraphicsObject, hold_ms: int = 1400) -> None:
        """Show ``item`` for ``hold_ms`` (0: until the next one, nothing waits for it),
        then fade it out and emit :attr:`banner_done` once it has faded."""
        if self._banner_fade is not None:
            self._banner_fade.stop()  # the last one's fade must not hide this one
            self._banner_fade = None
        item.setOpacity(1.0)
        self._banner_item = item
        if hold_ms <= 0:  # instant: shown a moment, and nothing waits for it
            self._banner_timer.start(1400)
            QTimer.singleShot(0, self, self.banner_done.emit)
            self._banner_waited = False
            return
        self._banner_waited = True
        self._banner_timer.start(hold_ms)

    def banner_left_ms(self) -> int:
        """How long the banner shown stays up still (0: nothing waits for it)."""
        if not self._banner_waited or not self._banner_timer.isActive():
            return 0
        return max(0, self._banner_timer.remainingTime())

    def stop_banner(self) -> None:
        self._banner_timer.stop()
        self._banner_waited = False
        if self._banner_fade is not None:
            self._banner_fade.stop()
            self._banner_fade = None

    def _fade_banner(self) -> None:
        """The banner's time is up: it fades out, then the next may come."""
        waited, self._banner_waited = self._banner_waited, False
        item = self._banner_item
        if item is None or self.instant:
            if item is not None:
                item.setOpacity(0.0)
            if waited:
                self.banner_done.emit()
            return
        anim = QPropertyAnimation(item, b"opacity", self)
        anim.setDuration(BANNER_FADE_MS)
        anim.setStartValue(item.opacity())
        anim.setEndValue(0.0)
        self._banner_fade = anim

        def faded() -> None:
            if self._banner_fade is anim:
                self._banner_fade = None
                if waited:
                    self.banner_done.emit()

        anim.finished.connect(faded)
        anim.start()

    # ---- pulse (whose turn)
    def pulse(self, item: QGraphicsObject) -> None:
        if item in self._pulses:
            return
        anim = QPropertyAnimation(item, b"pulse", self)
        anim.setDuration(1200)
        anim.setKeyValueAt(0.0, 0.0)
        anim.setKeyValueAt(0.5, 1.0)
        anim.setKeyValueAt(1.0, 0.0)
        anim.setLoopCount(-1)
        self._pulses[item] = anim
        anim.start()

    def stop_pulse(self, item: QGraphicsObject) -> None:
        anim = self._pulses.pop(item, None)
        if anim is not None:
            anim.stop()

    def stop_all_pulses(self) -> None:
        for item in list(self._pulses):
            self.stop_pulse(item)
