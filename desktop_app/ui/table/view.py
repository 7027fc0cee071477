"""The QGraphicsView that shows the table at 1:1 and handles keyboard play and the hand's
zoom.

The table's background (a radial gradient) is cached as a pixmap by the view
(``CacheBackground``: drawn again only on a resize or a colour change), so a repainted
rectangle blits the background instead of filling the gradient."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .scene import TableScene

__all__ = ["TableView"]

#: Ctrl+key -> zoom steps for the hand (0: back to the natural size)
_ZOOM_KEYS = {Qt.Key.Key_Plus: 1, Qt.Key.Key_Equal: 1, Qt.Key.Key_Minus: -1, Qt.Key.Key_0: 0}


class TableView(QGraphicsView):
    """Left and Right move the cursor over the hand, Up and Down to the row above or below
    (in a hand of one row, to the card before or after), Space selects, Enter plays, P passes, H hints,
    Escape clears the selection. Ctrl+= (or Ctrl++) and Ctrl+- zoom the hand's cards in
    and out, Ctrl+0 resets the zoom, as does Ctrl+mouse wheel."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self._wheel_angle = 0
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setMinimumSize(480, 360)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table.resize(size.width(), size.height())
        self.setSceneRect(self.table.sceneRect())

    def _zoom(self, steps: int) -> None:
        """Zoom the hand ``steps`` levels; 0 resets it to its natural size."""
        if steps:
            self.table.zoom_hand(steps)
        else:
            self.table.set_hand_zoom(1.0)

    def wheelEvent(self, event: QWheelEvent) -> None:
        if not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            super().wheelEvent(event)
            return
        self._wheel_angle += event.angleDelta().y()
        steps = int(self._wheel_angle / 120)  # one notch of a wheel, or a touchpad's worth
        if steps:
            self._wheel_angle -= steps * 120
            self._zoom(steps)
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        t = self.table
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier and key in _ZOOM_KEYS:
            self._zoom(_ZOOM_KEYS[Qt.Key(key)])
        elif key == Qt.Key.Key_Left:
            t.move_cursor(-1)
        elif key == Qt.Key.Key_Right:
            t.move_cursor(1)
        elif key == Qt.Key.Key_Up:
            t.move_cursor_row(-1)
        elif key == Qt.Key.Key_Down:
            t.move_cursor_row(1)
        elif key == Qt.Key.Key_Home:
            t.move_cursor(-10_000)
        elif key == Qt.Key.Key_End:
            t.move_cursor(10_000)
        elif key == Qt.Key.Key_Space:
            t.toggle_cursor()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            t.play_requested.emit()
        elif key == Qt.Key.Key_P:
            t.pass_requested.emit()
        elif key == Qt.Key.Key_H:
            t.hint_requested.emit()
        elif key == Qt.Key.Key_Escape:
            t.clear_selection()
        else:
            super().keyPressEvent(event)
            return
        event.accept()
