"""The game log: every visible event in words, re-worded on a language switch.

Speed: a play appends one line. The log is a read-only plain-text document, so appending
lays out that line only and, when the log follows the game, scrolls by blitting what is
already drawn (a list view lays out every line again and repaints itself whole). The log
follows the game only while the player is at its end: one who scrolled up to read stays
where they are.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent
from PySide6.QtGui import QPalette, QTextBlockFormat, QTextCursor, QTextOption
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from ...engine.core import Event
from ..eventtext import event_text

__all__ = ["GameLog"]


class GameLog(QPlainTextEdit):
    """One line (a text block) per event, on alternating backgrounds; selectable, so a
    line can be copied."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GameLog")
        self.setReadOnly(True)
        self.setUndoRedoEnabled(False)
        self.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        self._events: list[Event] = []
        self._lines: list[str] = []
        self._game_id = ""
        self._viewer: int | None = None
        self._name_of: Callable[[int], str] = lambda s: str(s + 1)
        self._formats = (QTextBlockFormat(), QTextBlockFormat())
        self._set_formats()

    def configure(self, game_id: str, name_of: Callable[[int], str], viewer: int | None) -> None:
        self._game_id = game_id
        self._name_of = name_of
        self._viewer = viewer

    def set_events(self, events: list[Event], viewer: int | None) -> None:
        """Show these events (a new game, a seek in a replay, another viewer)."""
        self._viewer = viewer
        self._events = list(events)
        self._render()

    def add_event(self, event: Event) -> None:
        """Append one event's line; scroll to it only if the end of the log was in view."""
        self._events.append(event)
        bar = self.verticalScrollBar()
        following = bar.value() >= bar.maximum()
        self._append(self._text(event))
        if following:
            bar.setValue(bar.maximum())

    def lines(self) -> list[str]:
        return list(self._lines)

    def count(self) -> int:
        """The number of lines (events) in the log."""
        return len(self._lines)

    def is_following(self) -> bool:
        """Whether the end of the log is in view (new lines scroll into view)."""
        bar = self.verticalScrollBar()
        return bar.value() >= bar.maximum()

    def _text(self, event: Event) -> str:
        return event_text(self._game_id, event, self._name_of, self._viewer).replace("\n", " ")

    def _append(self, text: str) -> None:
        """A new block (line) at the end, its background alternating with the one above
        (one edit: the document lays out and repaints the new line only)."""
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        fmt = self._formats[len(self._lines) % 2]
        cursor.beginEditBlock()
        if self._lines:
            cursor.insertBlock(fmt)
        else:
            cursor.setBlockFormat(fmt)
        cursor.insertText(text)
        cursor.endEditBlock()
        self._lines.append(text)

    def _render(self) -> None:
        """Write every line again (in one edit: one layout), ending at the last one."""
        self.clear()
        self._lines = []
        cursor = QTextCursor(self.document())
        cursor.beginEditBlock()
        for e in self._events:
            self._append(self._text(e))
        cursor.endEditBlock()
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _set_formats(self) -> None:
        """The two block backgrounds: the palette's base and alternate base colours."""
        odd = QTextBlockFormat()
        odd.setBackground(self.palette().color(QPalette.ColorRole.AlternateBase))
        self._formats = (QTextBlockFormat(), odd)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._render()
        elif event.type() == QEvent.Type.PaletteChange:
            self._set_formats()
            self._render()
        super().changeEvent(event)
