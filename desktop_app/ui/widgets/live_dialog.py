"""A file dialog's own words (its title, its file type filter) follow a live language
switch: they are kept as source texts and translated again on each language change."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QFileDialog

__all__ = ["LiveWords", "live_words"]


class LiveWords(QObject):
    """Re-words ``dialog`` (title and name filter, translation ``context``) when the
    language changes; owned by the dialog."""

    def __init__(self, dialog: QFileDialog, context: str, title: str, name_filter: str | None = None) -> None:
        super().__init__(dialog)
        self.dialog = dialog
        self.context = context
        self.title = title
        self.name_filter = name_filter
        self.apply()
        dialog.installEventFilter(self)

    def apply(self) -> None:
        """The dialog's words in the current language."""
        tr = QCoreApplication.translate
        self.dialog.setWindowTitle(tr(self.context, self.title))
        if self.name_filter is not None:
            self.dialog.setNameFilter(tr(self.context, self.name_filter))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.dialog and event.type() == QEvent.Type.LanguageChange:
            QTimer.singleShot(0, self, self.apply)  # after the dialog's own re-wording
        return False


def live_words(dialog: QFileDialog, context: str, title: str, name_filter: str | None = None) -> QFileDialog:
    """Give ``dialog`` its title and ``name_filter`` (source texts of ``context``, marked
    for translation with QT_TRANSLATE_NOOP) in every language; returns ``dialog``."""
    LiveWords(dialog, context, title, name_filter)
    return dialog
