"""The game log: every visible event in words, re-worded on a language switch.

Speed: a play appends one line. The log is a read-only plain-text document, so appending
lays out that line only and, when the log follows the game, scrolls by blitting what is
already drawn (a list view lays out every line again and repaints itself whole). The log
follows the game unless the player scrolled up to read (then it stays where they are, until
they scroll back to the end): the end is kept in view whenever the document grows, also
while the log is hidden behind another tab or a dialog, since its layout may come later
than the line.

Keys: the log keeps the copying keys (Ctrl+C, Ctrl+A) and the paging ones; the others go
to :attr:`GameLog.key_target` (the table), so a click into the log never takes the table's
keys away.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QPalette, QTextBlockFormat, QTextCursor, QTextOption
from PySide6.QtWidgets import QApplication, QPlainTextEdit, QWidget

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
        self._follow = True  # keep the end in view (False once the player scrolled up)
        self._scrolling = False  # the log itself moves the bar
        self.key_target: QWidget | None = None
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)  # never handed the focus when another widget goes
        bar = self.verticalScrollBar()
        bar.rangeChanged.connect(self._range_changed)
        bar.valueChanged.connect(self._value_changed)

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
        """Append one event's line; it scrolls into view unless the player scrolled up."""
        self._events.append(event)
        self._append(self._text(event))
        if self._follow:
            self._to_end()

    def _to_end(self) -> None:
        """The last line in view, whole. The document lays blocks out lazily and the
        edit's scroll range counts a block not laid out yet as one line, so when the end
        does not show whole at the range's end, the blocks that fill the view from the end
        are laid out and the edit is told the document's size (its range follows)."""
        bar = self.verticalScrollBar()
        self._scrolling = True
        try:
            bar.setValue(bar.maximum())
            last = self.document().lastBlock()
            bottom = self.blockBoundingGeometry(last).translated(self.contentOffset()).bottom()
            if bottom > self.viewport().height() + 1:
                self._lay_out_end()
                bar.setValue(bar.maximum())
        finally:
            self._scrolling = False

    def _lay_out_end(self) -> None:
        """Lay out the blocks that fill the view from the end, and tell the edit the
        document's size."""
        layout = self.document().documentLayout()
        block = self.document().lastBlock()
        room = self.viewport().height()
        height = 0.0
        while block.isValid() and height <= room:
            height += layout.blockBoundingRect(block).height()
            block = block.previous()
        layout.documentSizeChanged.emit(layout.documentSize())

    def _range_changed(self, _low: int, _high: int) -> None:
        if self._follow:
            self._to_end()

    def _value_changed(self, value: int) -> None:
        if not self._scrolling:  # the player moved the bar (wheel, drag, keys)
            self._follow = value >= self.verticalScrollBar().maximum()

    def lines(self) -> list[str]:
        return list(self._lines)

    def count(self) -> int:
        """The number of lines (events) in the log."""
        return len(self._lines)

    def is_following(self) -> bool:
        """Whether new lines scroll into view (the player has not scrolled up)."""
        return self._follow

    def at_end(self) -> bool:
        """Whether the bar is at the end of the log now."""
        bar = self.verticalScrollBar()
        return bar.value() >= bar.maximum()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        own = (
            event.matches(QKeySequence.StandardKey.Copy)
            or event.matches(QKeySequence.StandardKey.SelectAll)
            or event.key() in (Qt.Key.Key_PageUp, Qt.Key.Key_PageDown)
        )
        target = self.key_target
        if own or target is None or event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            super().keyPressEvent(event)
            return
        target.setFocus(Qt.FocusReason.OtherFocusReason)
        QApplication.sendEvent(target, QKeyEvent(event.type(), event.key(), event.modifiers(), event.text()))
        event.accept()

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
        self._follow = True
        self._to_end()

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
