"""A LAN room at the window's table: the chat as a tab of the table page's side panel
(``table_page.side``, with the count of unread lines on the tab while another tab shows),
the :class:`~.lan_bar.LanBar` under the action bar, and the seats' connection states.

:class:`RoomAtTable` lives as long as the window is in the room. For a client it follows
``ClientSession``'s latency, ``host_quiet``, ``reconnecting`` / ``reconnected`` /
``reconnect_failed`` and ``deal_checked``; for the host, the connections and spectators.
The 托管 button hands the viewer's seat to the bot (a client asks the host:
``ClientSession.set_autoplay``; the host's own people: ``GameSession.set_autoplay``) and
takes it back.
"""

from __future__ import annotations

import contextlib
from typing import Any

from PySide6.QtCore import QObject, QTimer

from .chat import ChatPanel
from .lan_bar import LanBar

__all__ = ["BACK_NOTE_MS", "RoomAtTable", "host_seat_status"]

#: how long the bar says "Back at the table" after a reconnection (ms)
BACK_NOTE_MS = 4000


def host_seat_status(host: Any, seat: int) -> str | None:
    """A seat's connection state at the host's table: ``away`` (its person dropped out and
    a bot plays for them), ``waiting`` (its person has not come back to a reopened room:
    the game waits for them, no bot plays), ``autoplay`` (a bot plays at the person's wish
    or after time-outs), ``remote``, or None for the host's own people playing themselves."""
    session = host.session
    if host.is_away(seat):
        return "away" if seat in session.autoplay_seats else "waiting"
    if seat in session.autoplay_seats:
        return "autoplay"
    if seat in session.remote_seats:
        return "remote"
    return None


class RoomAtTable(QObject):
    """``window``'s table in ``room`` (a :class:`~.room.Room`); ``bar``: the window's
    LAN bar (made once, kept under the action bar)."""

    def __init__(self, window: Any, room: Any, bar: LanBar) -> None:
        super().__init__(window)
        self.w = window
        self.room = room
        self.bar = bar
        self.page = window.table_page
        self.chat = ChatPanel()
        self.chat.setObjectName("TableChat")
        self.chat.bind(room)
        self.unread = 0
        self.lost_code = ""  # why the connection went, while the session tries to come back
        self._deal_game: int | None = None  # the game number the bar's deal check is about
        self._links: list[tuple[Any, Any]] = []
        side = self.page.side
        side.addTab(self.chat, "")
        self._link(side.currentChanged, self._on_tab)
        self._link(room.chat_line, self._on_line)
        self._link(room.changed, self.refresh)
        self._back = QTimer(self)
        self._back.setSingleShot(True)
        self._back.timeout.connect(self._back_done)
        self.bar.autoplay_toggled.connect(self.set_autoplay)
        client = room.client
        if client is not None:
            self.bar.reset("spectating" if client.is_spectator else "connected", room.name)
            for sig, slot in (
                (client.latency_changed, self.bar.set_latency),
                (client.host_quiet, self._on_quiet),
                (client.reconnecting, self._on_reconnecting),
                (client.reconnected, self._on_reconnected),
                (client.reconnect_failed, self._on_failed),
                (client.deal_checked, self._on_deal),
                (client.viewer_changed, self._viewer_changed),
                (client.game_started, self._viewer_changed),
                (client.game_started, self._on_game_started),
                (client.game_finished, self._viewer_changed),  # no seat to hand over any more
            ):
                self._link(sig, slot)
        else:
            self.bar.reset("hosting", room.name)
            session = room.host.session
            session.seat_status_hook = lambda seat, h=room.host: host_seat_status(h, seat)
            for sig in (session.viewer_changed, session.game_started, session.autoplay_changed, session.game_finished):
                self._link(sig, self._viewer_changed)
        self.bar.show()
        self.retranslate()
        self.refresh()

    def _link(self, signal: Any, slot: Any) -> None:
        signal.connect(slot)
        self._links.append((signal, slot))

    def remove(self) -> None:
        """The window leaves the room: the chat tab and the bar go."""
        for signal, slot in self._links:
            with contextlib.suppress(RuntimeError, TypeError):
                signal.disconnect(slot)
        self._links = []
        with contextlib.suppress(RuntimeError, TypeError):
            self.bar.autoplay_toggled.disconnect(self.set_autoplay)
        self._back.stop()
        self.chat.unbind()
        side = self.page.side
        index = side.indexOf(self.chat)
        if index >= 0:
            side.removeTab(index)
        self.chat.deleteLater()
        self.bar.hide()
        host = self.room.host
        if host is not None:
            host.session.seat_status_hook = None

    # ------------------------------------------------------------------ the chat tab
    def _on_line(self, line: Any) -> None:
        """A line the player has not seen yet: the table shows, and another tab is on top
        (a refusal folded into the line before it is not a new line)."""
        if int(line.get("count", 1)) > 1:
            return
        if self.page.isVisible() and self.page.side.currentWidget() is not self.chat:
            self.unread += 1
            self.retranslate()

    def _on_tab(self, _index: int) -> None:
        if self.page.side.currentWidget() is self.chat and self.unread:
            self.unread = 0
            self.retranslate()

    def show_chat(self) -> None:
        self.page.side.setCurrentWidget(self.chat)

    # ------------------------------------------------------------------ the bar
    def refresh(self) -> None:
        room = self.room
        self.bar.set_watchers(room.spectators)
        if room.name:
            self.bar.room = room.name
        if room.host is not None and self.bar.state == "hosting":
            self.bar.set_state("hosting", connections=room.host.connections())
        elif room.client is not None and self.bar.state in ("connected", "spectating"):
            self.bar.set_state(self._normal_state())
        self._viewer_changed()
        self.page.refresh()  # the seats' badges follow (away, 托管)

    def _my_seat(self) -> int | None:
        """The seat the 托管 button hands over: the viewer's."""
        session = self.room.client if self.room.client is not None else self.room.host.session
        viewer = getattr(session, "viewer", None)
        if viewer is None and len(session.human_seats) == 1:
            viewer = session.human_seats[0]
        return viewer if viewer in session.human_seats else None

    def autoplay_on(self) -> bool:
        seat = self._my_seat()
        if seat is None:
            return False
        if self.room.host is not None:
            return seat in self.room.host.session.autoplay_seats
        return any(s.get("seat") == seat and s.get("autoplay") for s in self.room.seats())

    def _viewer_changed(self, *_args: Any) -> None:
        session = self.room.client if self.room.client is not None else self.room.host.session
        playing = session.info is not None and not session.is_game_over and not getattr(session, "is_lost", False)
        self.bar.set_autoplay(self.autoplay_on(), playing and self._my_seat() is not None)

    def set_autoplay(self, on: bool) -> bool:
        """托管: the AI plays my seat (``on``), or I take it back."""
        seat = self._my_seat()
        if seat is None:
            return False
        if self.room.host is not None:  # the host's own people: taking it back resets the time-outs
            ok = bool(self.room.host.set_autoplay(seat, on))
        else:
            ok = bool(self.room.client.set_autoplay(seat, on))
        self.bar.set_autoplay(on if ok else self.autoplay_on(), True)  # the lobby confirms it
        return ok

    def _on_quiet(self, quiet: bool) -> None:
        if self.bar.state in ("connected", "spectating", "back", "quiet"):
            self.bar.set_state("quiet" if quiet else self._normal_state())

    def _normal_state(self) -> str:
        client = self.room.client
        return "spectating" if client is not None and client.is_spectator else "connected"

    def _on_reconnecting(self, attempt: int, delay_ms: int) -> None:
        self._back.stop()
        self.bar.set_state("reconnecting", attempt=attempt, delay_ms=delay_ms, closed=self.lost_code == "host_quit")
        self._viewer_changed()

    def _on_reconnected(self) -> None:
        self.bar.set_state("back")
        self._back.start(BACK_NOTE_MS)
        self._viewer_changed()

    def _back_done(self) -> None:
        if self.bar.state == "back":
            self.bar.set_state(self._normal_state())

    def _on_failed(self, _code: str) -> None:
        self.lost()

    def lost(self) -> None:
        """The connection is gone for good: the bar says so."""
        self._back.stop()
        self.bar.set_state("lost")
        self.bar.set_latency(None)
        self._viewer_changed()

    def _on_deal(self, check: Any) -> None:
        info = self.room.client.info if self.room.client is not None else None
        self._deal_game = info.number if info is not None else None
        self.bar.set_deal(getattr(check, "code", None))

    def _on_game_started(self, info: Any) -> None:
        """The next game starts: the last game's deal check is about a game gone (a
        redraw of the same game, after coming back, keeps it)."""
        if self.bar.deal is not None and getattr(info, "number", None) != self._deal_game:
            self._deal_game = None
            self.bar.set_deal(None)

    # ------------------------------------------------------------------ language
    def retranslate(self) -> None:
        index = self.page.side.indexOf(self.chat)
        if index < 0:
            return
        title = self.tr("Chat")
        if self.unread:
            title = self.tr("Chat ({n})").format(n=self.unread)
        self.page.side.setTabText(index, title)
