"""The hot-seat hand-off screen: covers the table (every hand hidden) until the next
player clicks or presses Enter (or Space). It holds the keyboard focus while it shows; the
table takes it back when it goes."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

__all__ = ["HandoffOverlay"]


class HandoffOverlay(QWidget):
    confirmed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HandoffOverlay")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(
            "#HandoffOverlay { background: #0d1b2a; }"
            " QLabel { color: #fff8e1; } #HandoffTitle { font-size: 28px; font-weight: bold; }"
            " #HandoffSub { font-size: 16px; color: #b0bec5; }"
            " QPushButton { font-size: 18px; padding: 10px 28px; }"
        )
        self._name = ""
        lay = QVBoxLayout(self)
        lay.addStretch(2)
        self.title = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.title.setObjectName("HandoffTitle")
        self.title.setWordWrap(True)
        self.sub = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.sub.setObjectName("HandoffSub")
        self.sub.setWordWrap(True)
        self.button = QPushButton()
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the screen takes the keys, Enter included
        self.button.clicked.connect(self.confirmed)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        lay.addWidget(self.title)
        lay.addSpacing(12)
        lay.addWidget(self.sub)
        lay.addSpacing(24)
        lay.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        lay.addStretch(3)
        self.hide()

    def show_for(self, name: str) -> None:
        self._name = name
        self.retranslate()
        if self.parentWidget() is not None:
            self.setGeometry(self.parentWidget().rect())
        self.show()
        self.raise_()
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    @property
    def text(self) -> str:
        return self.title.text()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Pass the mouse to {name} — click when ready").format(name=self._name))
        self.sub.setText(self.tr("Every hand is hidden until {name} is at the screen.").format(name=self._name))
        self.button.setText(self.tr("I am {name}: show my hand (Enter)").format(name=self._name))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.confirmed.emit()
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and not event.isAutoRepeat():
            self.confirmed.emit()
            event.accept()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
