"""The room's chat: lines from the host's PC and from connections (rate and mute checks)."""

from __future__ import annotations

import collections
import time
from typing import Any

from .. import protocol as P
from .connections import _Conn
from .limits import CHAT_RATE


def take_chat_line(times: collections.deque[float], now: float) -> str | None:
    """A chat line at ``now`` from a connection whose lines passed on are ``times``: None
    (and counted) when ``CHAT_RATE`` allows it, else the refusal to send."""
    n, window = CHAT_RATE
    while times and now - times[0] > window:
        times.popleft()
    if len(times) >= n:
        return f"at most {n} lines in {window:.0f} s"
    times.append(now)
    return None


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
        """A chat line from the host's PC (a person at ``seat``, or the host as ``name``).
        A text over ``CHAT_MAX`` characters (up to ``CHAT_READ_MAX``) is cut, and the line
        says so (``cut``)."""
        if phrase is None and P.check_chat_text(text, P.CHAT_READ_MAX) is not None:
            return False
        if phrase is not None and phrase not in P.CHAT_PHRASES:
            return False
        who = name or (self.session.seat_name(seat) if seat is not None else "") or self.config.room
        text = text.strip()
        cut = phrase is None and len(text) > P.CHAT_MAX
        self._broadcast_chat(seat, who, text[: P.CHAT_MAX].rstrip() if cut else text, phrase, cut=cut)
        return True

    def _on_chat(self, conn: _Conn, req: P.ChatRequest) -> None:
        seat = None if conn.spectator else conn.seat
        if seat in self._muted or (conn.spectator and None in self._muted):
            self._chat_refused(conn, "the host has muted you")
            return
        now = time.monotonic()
        too_fast = take_chat_line(conn.chat_times, now)
        if too_fast is not None:
            self._chat_refused(conn, too_fast)
            return
        conn.chat_notice = None  # a line passed: the next refusal is news again
        self._broadcast_chat(seat, conn.name, req.text, req.phrase, cut=req.cut)

    def _chat_refused(self, conn: _Conn, message: str) -> None:
        """Tell ``conn`` its chat line was refused: once per burst. The same refusal again
        before one of its lines passes, within the chat window, is not repeated (a flood
        gets one notice, not one per line). Never a strike."""
        now = time.monotonic()
        last = conn.chat_notice
        if last is not None and last[0] == message and now - last[1] < CHAT_RATE[1]:
            return
        conn.chat_notice = (message, now)
        self._error(conn, "chat_refused", message, strike=False)

    def _broadcast_chat(self, seat: int | None, name: str, text: str, phrase: str | None, cut: bool = False) -> None:
        """The line to everyone; ``cut``: the host cut it to ``CHAT_MAX`` (``"cut": true``
        on every copy: the sender's client tells its person)."""
        msg: dict[str, Any] = {"t": "chat", "seat": seat, "name": name, "text": text}
        if phrase is not None:
            msg["phrase"] = phrase
        if cut:
            msg["cut"] = True
        for conn in list(self._conns.values()):
            if conn.joined:
                self._send(conn, msg)
        self.chat_received.emit(msg)
