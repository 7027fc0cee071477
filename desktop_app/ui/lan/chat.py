"""The room's chat as a panel: the lines heard so far, a line to type (at most
``protocol.CHAT_MAX`` characters, Enter sends), the quick phrases in the player's language,
and a mute per player.

:class:`ChatPanel` only shows and asks: the :class:`~.room.Room` it is bound to sends the
lines, keeps the history (so a panel opened later, in the lobby, at the table or in the
score dialog, shows the same lines) and says which players are muted. A line the host
refuses (the rate limit, a mute) comes back as a red note, and the refused text goes back
into the box so it can be sent again.
"""

from __future__ import annotations

import contextlib
import html
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...net import protocol as P
from .texts import chat_cut_text, chat_phrase_text, chat_refusal_text, room_note_text

__all__ = ["ChatPanel", "line_text"]

#: the names' colours, by seat (spectators and notes have their own)
_SEAT_COLOURS = ("#1565c0", "#2e7d32", "#ad1457", "#ef6c00", "#6a1b9a", "#00838f", "#5d4037", "#455a64")
#: characters left when the counter under the box starts to show
_COUNT_FROM = 40


def line_text(line: Mapping[str, Any]) -> str:
    """A chat line as plain text ("Kai: Good luck!"), a note as its sentence."""
    if line.get("refused") is not None:
        n, seconds = line.get("n", 5), line.get("s", 10)  # the host's numbers, when it said them
        text = chat_refusal_text(str(line["refused"]), str(line.get("detail") or ""), int(n), int(seconds))
        count = int(line.get("count", 1))
        return f"{text} ×{count}" if count > 1 else text
    if line.get("system") == "cut":
        return chat_cut_text(int(line.get("n", P.CHAT_MAX)), int(line.get("k", 0)))
    if line.get("system") is not None:
        seat = line.get("seat")
        return room_note_text(str(line["system"]), str(line.get("name") or ""), seat if isinstance(seat, int) else None)
    phrase = line.get("phrase")
    body = chat_phrase_text(str(phrase)) if phrase else str(line.get("text") or "")
    return f"{line.get('name') or '?'}: {body}"


class _ChatEdit(QLineEdit):
    """The box: Esc gives the keys back (to the table)."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self.text() == "":
            self.clearFocus()
            event.accept()
            return
        super().keyPressEvent(event)


class ChatPanel(QWidget):
    """Bind with :meth:`bind` (a :class:`~.room.Room`); it then follows the room's lines."""

    def __init__(self, parent: QWidget | None = None, compact: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("ChatPanel")
        self.room: Any = None
        self._last_sent = ""
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(4)
        self.view = QTextBrowser()
        self.view.setOpenLinks(False)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.view.setMinimumHeight(70 if compact else 120)
        lay.addWidget(self.view, 1)
        row = QHBoxLayout()
        row.setSpacing(4)
        self.edit = _ChatEdit()  # no maxLength: Qt would cut a long paste without a word
        self.edit.returnPressed.connect(self._send_typed)
        self.edit.textChanged.connect(self._update_count)
        self.send_button = QPushButton()
        self.send_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.send_button.setAutoDefault(False)
        self.send_button.clicked.connect(self._send_typed)
        row.addWidget(self.edit, 1)
        row.addWidget(self.send_button)
        lay.addLayout(row)
        tools = QHBoxLayout()
        tools.setSpacing(4)
        self.phrase_button = QToolButton()
        self.phrase_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.phrase_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.phrase_menu = QMenu(self.phrase_button)
        self.phrase_actions: dict[str, QAction] = {}
        for phrase in P.CHAT_PHRASES:
            a = self.phrase_menu.addAction("")
            a.triggered.connect(lambda _=False, p=phrase: self.send_phrase(p))
            self.phrase_actions[phrase] = a
        self.phrase_button.setMenu(self.phrase_menu)
        self.mute_button = QToolButton()
        self.mute_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.mute_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.mute_menu = QMenu(self.mute_button)
        self.mute_menu.aboutToShow.connect(self._fill_mute_menu)
        self.mute_button.setMenu(self.mute_menu)
        self.count_label = QLabel()
        self.count_label.setStyleSheet("color: #757575;")
        tools.addWidget(self.phrase_button)
        tools.addWidget(self.mute_button)
        tools.addStretch(1)
        tools.addWidget(self.count_label)
        lay.addLayout(tools)
        self.retranslate()

    # ------------------------------------------------------------------ the room
    def bind(self, room: Any) -> None:
        """Show ``room``'s lines (its history first) and send through it."""
        self.unbind()
        self.room = room
        room.chat_line.connect(self._on_line)
        room.changed.connect(self._update_enabled)
        self._render()
        self._update_enabled()

    def unbind(self) -> None:
        room, self.room = self.room, None
        if room is None:
            return
        for sig, slot in ((room.chat_line, self._on_line), (room.changed, self._update_enabled)):
            with contextlib.suppress(RuntimeError, TypeError):
                sig.disconnect(slot)

    def _on_line(self, line: Mapping[str, Any]) -> None:
        if line.get("refused") is not None and line.get("mine", True) and not self.edit.text() and self._last_sent:
            self.edit.setText(self._last_sent)  # refused: the words come back, to send once allowed
        self._render()

    def _update_enabled(self) -> None:
        can = self.room is not None and self.room.can_chat()
        self.edit.setEnabled(can)
        self.send_button.setEnabled(can)
        self.phrase_button.setEnabled(can)
        self.mute_button.setEnabled(self.room is not None and bool(self.room.chat_people()))

    # ------------------------------------------------------------------ sending
    def _send_typed(self) -> None:
        text = self.edit.text().strip()
        if not text or self.room is None:
            return
        if P.check_chat_text(text) is not None:
            return  # control characters only: nothing to send
        self._last_sent = text
        if self.room.send_chat(text=text):
            self.edit.clear()

    def send_phrase(self, phrase: str) -> bool:
        """Say a quick phrase (its id, one of ``protocol.CHAT_PHRASES``)."""
        if self.room is None:
            return False
        self._last_sent = ""
        return bool(self.room.send_chat(phrase=phrase))

    def type_and_send(self, text: str) -> bool:
        """Type ``text`` and press Enter (tests)."""
        self.edit.setText(text)
        before = self.edit.text()
        self._send_typed()
        return self.edit.text() != before

    # ------------------------------------------------------------------ muting
    def _fill_mute_menu(self) -> None:
        self.mute_menu.clear()
        room = self.room
        if room is None:
            return
        for key, name, muted in room.chat_people():
            a = self.mute_menu.addAction(self.tr("Mute {name}").format(name=name))
            a.setCheckable(True)
            a.setChecked(muted)
            a.triggered.connect(lambda on, k=key: self._mute(k, on))

    def _mute(self, key: Any, on: bool) -> None:
        if self.room is not None:
            self.room.set_muted(key, on)
            self._render()

    # ------------------------------------------------------------------ showing
    def lines(self) -> list[str]:
        """The lines shown, as plain text (tests read them)."""
        if self.room is None:
            return []
        return [line_text(line) for line in self.room.visible_chat()]

    def _render(self) -> None:
        if self.room is None:
            self.view.clear()
            return
        parts = []
        for line in self.room.visible_chat():
            parts.append(self._html(line))
        self.view.setHtml("<br>".join(parts))
        bar = self.view.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _html(self, line: Mapping[str, Any]) -> str:
        if line.get("refused") is not None:
            return f'<span style="color:#c62828;">{html.escape(line_text(line))}</span>'
        if line.get("system") is not None:
            return f'<span style="color:#757575;"><i>{html.escape(line_text(line))}</i></span>'
        seat = line.get("seat")
        colour = _SEAT_COLOURS[seat % len(_SEAT_COLOURS)] if isinstance(seat, int) else "#616161"
        name = html.escape(str(line.get("name") or "?"))
        phrase = line.get("phrase")
        if phrase:
            body = f"<i>{html.escape(chat_phrase_text(str(phrase)))}</i>"
        else:
            body = html.escape(str(line.get("text") or ""))
        who = name if isinstance(seat, int) else self.tr("{name} (watching)").format(name=name)
        return f'<b style="color:{colour};">{who}</b>: {body}'

    def limit(self) -> int:
        """The longest line the room takes."""
        return self.room.chat_limit() if self.room is not None else P.CHAT_MAX

    def _update_count(self) -> None:
        text, limit = self.edit.text(), self.limit()
        if len(text) > limit:  # a paste (or typing) past the limit: cut, and said once in the chat
            cut = len(text) - limit
            pos = min(self.edit.cursorPosition(), limit)
            self.edit.blockSignals(True)
            self.edit.setText(text[:limit])
            self.edit.setCursorPosition(pos)
            self.edit.blockSignals(False)
            if self.room is not None and cut > 1:  # (one more key at the limit is just the limit)
                self.room.note_cut(limit, cut)
            text = self.edit.text()
        left = limit - len(text)
        self.count_label.setText(self.tr("{n} characters left").format(n=left) if left <= _COUNT_FROM else "")

    # ------------------------------------------------------------------ language
    def retranslate(self) -> None:
        self.edit.setPlaceholderText(self.tr("Say something… (Enter sends)"))
        self.send_button.setText(self.tr("Send"))
        self.phrase_button.setText(self.tr("Quick phrases"))
        self.mute_button.setText(self.tr("Mute"))
        self.mute_button.setToolTip(self.tr("Hide a player's lines"))
        for phrase, a in self.phrase_actions.items():
            a.setText(chat_phrase_text(phrase))
        self._update_count()
        if self.room is not None:
            self._render()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
