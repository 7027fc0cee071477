"""The QApplication and the start-up sequence."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from . import APP_NAME, __version__
from .paths import resource_path

__all__ = ["create_application", "run"]


def create_application(argv: list[str]) -> QApplication:
    app = QApplication.instance() or QApplication(argv)
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("paiju")  # matches packaging/paiju.desktop (Wayland icons)
    icon = resource_path("icons", "paiju.png")
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))
    return app  # type: ignore[return-value]


def run(argv: list[str], smoke_test: bool = False, language: str | None = None) -> int:
    app = create_application(argv)
    from .ui.main_window import MainWindow

    window = MainWindow(language=language)
    window.show()
    if smoke_test:
        # draw the window once, then leave
        QTimer.singleShot(0, lambda: (window.grab(), app.quit()))
    return app.exec()
