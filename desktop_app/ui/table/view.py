"""The QGraphicsView that shows the table at 1:1 and handles keyboard play."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .scene import TableScene

__all__ = ["TableView"]


class TableView(QGraphicsView):
    """Arrows move the cursor over the hand, Space selects, Enter plays, P passes, H hints,
    Escape clears the selection."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setMinimumSize(480, 360)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table.resize(size.width(), size.height())
        self.setSceneRect(self.table.sceneRect())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        t = self.table
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            t.move_cursor(-1)
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            t.move_cursor(1)
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
