"""The game log: every visible event in words, re-worded on a language switch."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QListWidget, QWidget

from ...engine.core import Event
from ..eventtext import event_text

__all__ = ["GameLog"]


class GameLog(QListWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GameLog")
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self._events: list[Event] = []
        self._game_id = ""
        self._viewer: int | None = None
        self._name_of: Callable[[int], str] = lambda s: str(s + 1)

    def configure(self, game_id: str, name_of: Callable[[int], str], viewer: int | None) -> None:
        self._game_id = game_id
        self._name_of = name_of
        self._viewer = viewer

    def set_events(self, events: list[Event], viewer: int | None) -> None:
        self._viewer = viewer
        self._events = list(events)
        self._render()

    def add_event(self, event: Event) -> None:
        self._events.append(event)
        self.addItem(event_text(self._game_id, event, self._name_of, self._viewer))
        self.scrollToBottom()

    def lines(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]

    def _render(self) -> None:
        self.clear()
        for e in self._events:
            self.addItem(event_text(self._game_id, e, self._name_of, self._viewer))
        self.scrollToBottom()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._render()
        super().changeEvent(event)
