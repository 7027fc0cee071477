"""The bar under a LAN room's table: the connection (here, the latency to the host, a
host that stops answering, reconnecting and how it ended), how many watch, the last
game's fair-deal check, and the 托管 button (let the AI play my seat, and take it back).

The bar keeps its state as codes and numbers and words them itself, so it follows a live
language switch. Its buttons take no keyboard focus: the keys stay with the table.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from .texts import deal_check_text

__all__ = ["STATES", "LanBar"]

#: connection states -> the dot's colour
STATES: dict[str, str] = {
    "hosting": "#66bb6a",
    "connected": "#66bb6a",
    "spectating": "#66bb6a",
    "back": "#66bb6a",
    "quiet": "#ffca28",
    "reconnecting": "#ff7043",
    "lost": "#e53935",
}

#: states without a connection to the host: no latency is shown, none is kept
_NO_LATENCY = frozenset({"reconnecting", "lost"})


class LanBar(QWidget):
    """Signal ``autoplay_toggled(bool)``: the player pressed 托管 (True: let the AI play)."""

    autoplay_toggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LanBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(
            "#LanBar { background: #0f1a22; border-top: 1px solid #263238; }"
            " QLabel { color: #cfd8dc; }"
            " #LanDot { font-size: 15px; }"
            " #LanState { font-weight: bold; color: #eceff1; }"
            " #DealOk { color: #a5d6a7; font-weight: bold; }"
            " #DealBad { color: #ff8a80; font-weight: bold; }"
            " #DealNone { color: #90a4ae; }"
        )
        lay = QHBoxLayout(self)
        lay.setContentsMargins(10, 3, 10, 4)
        lay.setSpacing(12)
        self.dot = QLabel("●")
        self.dot.setObjectName("LanDot")
        self.state_label = QLabel()
        self.state_label.setObjectName("LanState")
        self.latency_label = QLabel()
        self.watchers_label = QLabel()
        self.deal_label = QLabel()
        self.deal_label.setObjectName("DealNone")
        for w in (self.dot, self.state_label, self.latency_label, self.watchers_label, self.deal_label):
            lay.addWidget(w)
        lay.addStretch(1)
        self.autoplay_button = QPushButton()
        self.autoplay_button.setCheckable(True)
        self.autoplay_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.autoplay_button.clicked.connect(lambda on: self.autoplay_toggled.emit(bool(on)))
        lay.addWidget(self.autoplay_button)
        self.state = "connected"
        self.params: dict[str, Any] = {}
        self.latency: int | None = None
        self.watchers = 0
        self.deal: str | None = None  # the last DealCheck code
        self.room = ""
        self.retranslate()

    # ------------------------------------------------------------------ state
    def reset(self, state: str, room: str) -> None:
        """A new room: ``state`` ``hosting``, ``connected`` or ``spectating``."""
        self.room = room
        self.latency = None
        self.watchers = 0
        self.deal = None
        self.autoplay_button.setChecked(False)
        self.set_state(state)

    def set_state(self, state: str, **params: Any) -> None:
        self.state = state
        self.params = params
        if state in _NO_LATENCY:
            self.latency = None  # the last round trip was of a connection gone
        self.retranslate()

    def set_latency(self, ms: int | None) -> None:
        """The last ping's round trip (ignored while the connection is down: a late pong
        of a connection gone says nothing of the one to come)."""
        self.latency = None if self.state in _NO_LATENCY else ms
        self.retranslate()

    def set_watchers(self, n: int) -> None:
        if n != self.watchers:
            self.watchers = n
            self.retranslate()

    def set_deal(self, code: str | None) -> None:
        self.deal = code
        self.retranslate()

    def set_autoplay(self, on: bool, available: bool) -> None:
        """The 托管 button shows ``on`` (a bot plays my seat); ``available``: there is a
        seat of mine in a game to hand over."""
        self.autoplay_button.blockSignals(True)
        self.autoplay_button.setChecked(on)
        self.autoplay_button.blockSignals(False)
        self.autoplay_button.setVisible(available or on)
        self._word_autoplay()

    # ------------------------------------------------------------------ words
    def state_text(self) -> str:
        p, room = self.params, self.room
        if self.state == "hosting":
            return self.tr("You host {room} · {n} connected").format(room=room, n=p.get("connections", 0))
        if self.state == "connected":
            return self.tr("Connected to {room}").format(room=room)
        if self.state == "spectating":
            return self.tr("Watching {room} as a spectator").format(room=room)
        if self.state == "back":
            return self.tr("Back at the table")
        if self.state == "quiet":
            return self.tr("The host is not answering…")
        if self.state == "reconnecting" and p.get("closed"):
            return self.tr("The host closed the room. Waiting for it to reopen… attempt {n}").format(
                n=p.get("attempt", 1)
            )
        if self.state == "reconnecting":
            return self.tr("Connection lost. Reconnecting… attempt {n}").format(n=p.get("attempt", 1))
        if self.state == "lost":
            return self.tr("Disconnected")
        return ""

    def _word_autoplay(self) -> None:
        on = self.autoplay_button.isChecked()
        self.autoplay_button.setText(self.tr("Take my seat back") if on else self.tr("Let the AI play (托管)"))
        self.autoplay_button.setToolTip(
            self.tr("The AI plays your seat until you take it back.")
            if not on
            else self.tr("The AI plays your seat now. Press to play again yourself.")
        )

    def retranslate(self) -> None:
        self.dot.setStyleSheet(f"color: {STATES.get(self.state, '#90a4ae')};")
        self.state_label.setText(self.state_text())
        if self.latency is not None and self.state in ("connected", "spectating", "back"):
            self.latency_label.setText(self.tr("{ms} ms to the host").format(ms=self.latency))
            self.latency_label.show()
        else:
            self.latency_label.hide()
        self.watchers_label.setText(self.tr("{n} watching").format(n=self.watchers))
        self.watchers_label.setVisible(self.watchers > 0)
        if self.deal is None:
            self.deal_label.hide()
        else:
            ok = self.deal in ("verified", "verified_late", "verified_rejoined")
            name = "DealOk" if ok else "DealNone" if self.deal == "not_fair" else "DealBad"
            mark = "✓ " if ok else "" if self.deal == "not_fair" else "⚠ "
            if self.deal_label.objectName() != name:
                self.deal_label.setObjectName(name)
                self.deal_label.style().unpolish(self.deal_label)  # the style of the new name
                self.deal_label.style().polish(self.deal_label)
            self.deal_label.setText(mark + deal_check_text(self.deal, short=True))
            self.deal_label.setToolTip(deal_check_text(self.deal))
            self.deal_label.show()
        self._word_autoplay()

    def texts(self) -> list[str]:
        """What the bar says, left to right (tests read it)."""
        out = [self.state_label.text()]
        for w in (self.latency_label, self.watchers_label, self.deal_label):
            if not w.isHidden():
                out.append(w.text())
        if not self.autoplay_button.isHidden():
            out.append(self.autoplay_button.text())
        return out

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
