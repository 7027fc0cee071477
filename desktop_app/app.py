"""The QApplication and the start-up sequence."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from . import APP_NAME, __version__
from .paths import resource_path

__all__ = ["create_application", "open_file", "run"]


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


def open_file(window: Any, path: str) -> bool:
    """A file named on the command line (a double-clicked one, through the desktop entry's
    ``Exec=paiju %f`` or the Windows association): a replay (``.paiju-replay``) opens in the
    replay viewer, a match save where it was saved (a finished match as its replay). A file
    that cannot be opened is refused in words by the window; False then."""
    from .store.saves import REPLAY_SUFFIX

    if path.lower().endswith(REPLAY_SUFFIX):
        return bool(window.load_replay(path))
    return bool(window.open_match_from(path))


class FileOpenFilter(QObject):
    """macOS hands a double-clicked document (or one dropped on the Dock icon) to the
    running app as a ``QFileOpenEvent``, not on the command line: open it like one."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen:
            path = event.file()  # type: ignore[attr-defined]
            if path:
                open_file(self.window, path)
                return True
        return False


def run(argv: list[str], smoke_test: bool = False, language: str | None = None, path: str | None = None) -> int:
    """Show the main window (opening ``path`` if given) and run the event loop.

    With ``smoke_test`` the window is drawn once and the app exits: 0, or 2 when ``path``
    was given and could not be opened (so that packaging checks see a broken association)."""
    app = create_application(argv)
    from .ui.main_window import MainWindow

    window = MainWindow(language=language)
    app.installEventFilter(FileOpenFilter(window))
    window.show()
    opened = open_file(window, path) if path else True
    if smoke_test:
        if path:
            print(f"smoke test: {'opened' if opened else 'could not open'} {path}", flush=True)
        # draw the window once, then leave
        QTimer.singleShot(0, lambda: (window.grab(), app.exit(0 if opened else 2)))
    return app.exec()
