"""The main window."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QLabel, QMainWindow


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.resize(1200, 800)
        self._placeholder = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.setCentralWidget(self._placeholder)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Paiju"))
        self._placeholder.setText(self.tr("The card table is coming soon."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
