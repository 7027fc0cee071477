"""The room's chat: lines from the host's PC and from connections (rate and mute checks)."""

from __future__ import annotations

import time
from typing import Any

from .. import protocol as P
from .connections import _Conn
from .limits import CHAT_RATE


class ChatMixin:
    """:class:`~.core.LanHost`'s part that relays chat lines."""

    def mute(self, seat: int | None, on: bool = True) -> None:
        """Refuse (or allow again) the chat of the person at ``seat``."""
        if on:
            self._muted.add(seat)
        else:
            self._muted.discard(seat)
        self._broadcast_lobby()

    def send_chat(self, text: str = "", phrase: str | None = None, seat: int | None = None, name: str = "") -> bool:
        """A chat line from the host's PC (a person at ``seat``, or the host as ``name``)."""
        if phrase is None and P.check_chat_text(text) is not None:
            return False
        if phrase is not None and phrase not in P.CHAT_PHRASES:
            return False
        who = name or (self.session.seat_name(seat) if seat is not None else "") or self.config.room
        self._broadcast_chat(seat, who, text.strip(), phrase)
        return True

    def _on_chat(self, conn: _Conn, req: P.ChatRequest) -> None:
        seat = None if conn.spectator else conn.seat
        if seat in self._muted or (conn.spectator and None in self._muted):
            self._error(conn, "chat_refused", "the host has muted you", strike=False)
            return
        now = time.monotonic()
        n, window = CHAT_RATE
        while conn.chat_times and now - conn.chat_times[0] > window:
            conn.chat_times.popleft()
        if len(conn.chat_times) >= n:
            self._error(conn, "chat_refused", f"at most {n} lines in {window:.0f} s", strike=False)
            return
        conn.chat_times.append(now)
        self._broadcast_chat(seat, conn.name, req.text, req.phrase)

    def _broadcast_chat(self, seat: int | None, name: str, text: str, phrase: str | None) -> None:
        msg: dict[str, Any] = {"t": "chat", "seat": seat, "name": name, "text": text}
        if phrase is not None:
            msg["phrase"] = phrase
        for conn in list(self._conns.values()):
            if conn.joined:
                self._send(conn, msg)
        self.chat_received.emit(msg)
