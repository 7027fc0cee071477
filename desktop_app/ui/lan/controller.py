"""LAN play in the main window: Game ▸ Host a game…, Join a game…, Leave the room, the
waiting screens, and a room's life around the table.

:class:`LanController` belongs to one :class:`~desktop_app.ui.main_window.MainWindow`.

* Hosting: the Host dialog's choices become a :class:`~desktop_app.net.host.LanHost` around
  a :class:`~desktop_app.session.GameSession` of its own, with its own autosave file
  (:func:`host_autosave_path`, so a LAN game never overwrites the local Continue
  autosave). The window's table plays that session like any other: the host's people are
  its human seats (hot-seat among them as at one PC). The waiting screen shows the room
  until the first game starts.
* Joining: one :class:`~desktop_app.net.client.LanConnection` per person at this PC,
  opened one after the other into one :class:`~desktop_app.net.client.ClientSession`
  (which hands the mouse from one to the other), which the table plays. Every refusal
  and failure is said in words (:mod:`.texts`), never as a traceback.
* Between games the score dialog's "Next game" says ready (client) or asks the host for
  the next game (host), and stays open saying whom the next game waits for; it closes
  when the next game starts.
* Leaving: a client's Leave (or closing the window) says goodbye; a client's Abandon
  escapes its seat first. The host's Close room, closing the window or starting anything
  else at the table closes the room, after asking when a game of the room is on.
* The room (:class:`~.room.Room`): the lobby screens show its seats, ready marks, rules and
  chat; at the table (:class:`~.at_table.RoomAtTable`) the chat is a tab of the side panel
  and the LAN bar under the action bar says how the connection is, how many watch, the
  last deal's check, and has the 托管 button. The host announces its room on the LAN
  (``net.discovery.Announcer``) unless the Host dialog says not to.
* Coming back: a client whose connection drops tries to come back by itself (the
  session does); meanwhile the bar says so and nothing blocks the window; only when it
  gives up does a message say why. Game ▸ Reopen my room reopens a LAN room this PC
  hosted from its autosave (``lan-host.json``), on the port it had, so that every
  client's token gets its seat back.
"""

from __future__ import annotations

import dataclasses
import functools
import logging
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer
from PySide6.QtWidgets import QMenu, QMessageBox

from ...net.client import ClientSession, LanConnection
from ...net.discovery import Announcer
from ...net.host import LanHost
from ...net.safety import listen_address
from ...store.device import device_id
from ...store.lan_ticket import RejoinTicket, clear_ticket, load_ticket, save_ticket
from .at_table import RoomAtTable
from .host_dialog import HostChoices, HostDialog
from .join_dialog import JoinChoices, JoinDialog
from .lan_bar import LanBar
from .room import Room
from .room_rules import RoomRulesDialog
from .texts import connect_failure_text, deal_check_text, failure_text, reconnect_failure_text
from .waiting_room import ClientWaitingDialog, HostWaitingDialog

__all__ = ["HOST_AUTOSAVE_NAME", "LanController", "host_autosave_path", "leaves_room"]

log = logging.getLogger(__name__)

#: The host's autosave, beside the local one in the saves folder.
HOST_AUTOSAVE_NAME = "lan-host.json"
#: seats held longer ago than this are not offered any more (a room gone for good)
TICKET_MAX_AGE_S = 12 * 3600
#: why a host will not take this PC's seats back: the rejoin file goes
FORGOTTEN = frozenset({"bad_token", "kicked", "banned", "replaced"})
#: How long a room's client lives on after leaving, for its sockets to say goodbye (ms).
SOCKET_GRACE_MS = 5000
#: How often the score dialog's "waiting for ..." note is brought up to date (ms).
READY_POLL_MS = 250


def host_autosave_path() -> Path:
    from ...paths import saves_dir

    return saves_dir() / HOST_AUTOSAVE_NAME


def leaves_room(method: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """A MainWindow method (no arguments) that puts something else at the table: it first
    leaves the window's LAN room (:meth:`LanController.leave_first`: asked first while a
    game of the room is on, then run after a Yes)."""

    @functools.wraps(method)
    def run(window: Any) -> Any:
        if window.lan.leave_first(lambda: method(window)):
            return None
        return method(window)

    return run


class LanController(QObject):
    """The LAN side of ``window`` (a MainWindow): see the module's text.

    ``seed``: the deal seed of the rooms this window hosts (None: random; tests fix it).
    ``host_session_factory(parent, autosave_path)``: builds the host's GameSession.
    """

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.w = window
        self.host: LanHost | None = None
        self.client: ClientSession | None = None
        self.host_dialog: HostDialog | None = None
        self.join_dialog: JoinDialog | None = None
        self.waiting: HostWaitingDialog | ClientWaitingDialog | None = None
        self.question: QMessageBox | None = None
        self.room: Room | None = None
        self.at_table: RoomAtTable | None = None
        self.announcer: Announcer | None = None
        self.rules_dialog: RoomRulesDialog | None = None
        self.bar = LanBar()
        self.bar.hide()
        window.table_page.add_bar(self.bar)
        self._reconnecting = False
        self._lost_note: tuple[str, Any] | None = None
        self._said_ready = False
        self.seed: int | None = None
        #: tests: the fair-deal nonces this PC's connections send (a callable giving bytes;
        #: None: the OS's random numbers), so that a room of a given seed deals the same cards
        self.nonce_source: Callable[[], bytes] | None = None
        self.host_session_factory: Callable[[Any, Path], Any] | None = None
        self._join: JoinChoices | None = None
        #: coming back after a restart: token -> (the commitment, our nonce) of the deal it took part in
        self._rejoin_deals: dict[str, tuple[str, bytes]] = {}
        self._to_join: list[str] = []
        self._connecting: LanConnection | None = None
        self._window_close_confirmed = False
        self._ready_note = ""
        self._ready_poll = QTimer(self)
        self._ready_poll.setInterval(READY_POLL_MS)
        self._ready_poll.timeout.connect(self._show_ready_note)
        self.host_action = QAction(window)
        self.host_action.triggered.connect(self.host_game)
        self.join_action = QAction(window)
        self.join_action.triggered.connect(self.join_game)
        self.leave_action = QAction(window)
        self.leave_action.triggered.connect(self.leave_room)
        self.reopen_action = QAction(window)
        self.reopen_action.triggered.connect(self.reopen_room)
        self._saved_room_key: Any = None
        self._saved_room: Any = None
        self._sync()

    # ------------------------------------------------------------------ state
    @property
    def active(self) -> bool:
        """Is this window hosting a room or in one?"""
        return self.host is not None or self.client is not None

    @property
    def is_host(self) -> bool:
        return self.host is not None

    @property
    def is_client(self) -> bool:
        return self.client is not None

    def running(self) -> bool:
        """Is a match of the room on (leaving it would end or abandon a game)?"""
        if self.host is not None:
            return self.host.started and not self.host.session.is_match_over
        c = self.client
        return c is not None and c.info is not None and not c.is_lost and not c.is_match_over

    def room_name(self) -> str:
        if self.host is not None:
            return self.host.config.room
        if self.client is not None:
            if self.client.room:
                return self.client.room
            welcome = next((c.welcome for c in self.client.connections if c.welcome is not None), None)
            room = welcome.extra.get("room") if welcome is not None else None
            return room if isinstance(room, str) else ""
        return ""

    def title(self) -> str:
        """The room, as the window's title names it ("" when not in one)."""
        room = self.room_name()
        if not room:
            return ""
        if self.client is not None and self.client.is_lost:
            if self._reconnecting:
                return self.tr("Room {room} (reconnecting…)").format(room=room)
            return self.tr("Room {room} (disconnected)").format(room=room)
        return self.tr("Room {room}").format(room=room)

    # ------------------------------------------------------------------ menus
    def add_actions(self, menu: QMenu) -> None:
        for a in (self.host_action, self.join_action, self.reopen_action, self.leave_action):
            menu.addAction(a)
        menu.aboutToShow.connect(self._sync)

    def _sync(self) -> None:
        self.leave_action.setEnabled(self.active)
        self.leave_action.setText(self.tr("Close the &room") if self.is_host else self.tr("&Leave the room"))
        self.reopen_action.setEnabled(not self.active and self.saved_room() is not None)
        refresh = getattr(self.w, "_refresh_continue", None)
        if callable(refresh) and getattr(self.w, "continue_action", None) is not None:
            refresh()  # Continue and the start page's "Reopen my LAN room"

    def retranslate(self) -> None:
        self.host_action.setText(self.tr("&Host a game…"))
        self.join_action.setText(self.tr("&Join a game…"))
        self.reopen_action.setText(self.tr("Re&open my room"))
        self.reopen_action.setToolTip(
            self.tr("Open again the LAN room this PC hosted, so that everyone gets their seat back")
        )
        if self.at_table is not None:
            self.at_table.retranslate()
        self._sync()

    # ------------------------------------------------------------------ asking
    def _ask(self, title: str, text: str, on_yes: Callable[[], None]) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Question,
            title,
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self.w,
        )
        box.setObjectName("LanConfirm")
        box.setDefaultButton(QMessageBox.StandardButton.No)

        def answered(_result: int) -> None:
            if box.standardButton(box.clickedButton()) == QMessageBox.StandardButton.Yes:
                on_yes()

        box.finished.connect(answered)
        self.question = box
        self.w._show_dialog(box)

    def _leave_question(self) -> tuple[str, str]:
        if self.is_host:
            return self.tr("Close the room"), self.tr(
                "Close the room? The game in progress stops for everyone in the room. It is saved: "
                "Game ▸ Reopen my room opens it again, and everyone gets their seat back."
            )
        return self.tr("Leave the room"), self.tr("Leave the room? A bot plays your seat for the rest of the game.")

    def leave_first(self, then: Callable[[], Any]) -> bool:
        """Before something else takes the table: leave the room (asking first when a
        game of the room is on, then calling ``then``). True when ``then`` is left to the
        answer; False when the caller may go on now."""
        if not self.active:
            return False
        if not self.running():
            self.shut()
            return False

        def yes() -> None:
            self.shut()
            then()

        self._ask(*self._leave_question(), yes)
        return True

    def leave_room(self) -> None:
        """Game ▸ Leave the room / Close the room (asks when a game is on)."""
        if not self.active:
            return
        if self.running():
            self._ask(*self._leave_question(), self._leave_now)
        else:
            self._leave_now()

    def _leave_now(self) -> None:
        if self.is_client:
            clear_ticket()  # left on purpose: nothing to come back to after a restart
        self.shut()
        self.w.show_start()

    # ------------------------------------------------------------------ coming back after a restart
    def _save_ticket(self) -> None:
        """Keep this PC's seats (names and tokens) in the saves folder, so that the app
        can rejoin them after it stopped (Continue on the start page)."""
        client, choices = self.client, self._join
        if client is None or choices is None or choices.spectate:
            return
        held = [c for c in client.connections if c.seat is not None and c.token]
        seats = tuple(sorted((c.seat, c.name, c.token) for c in held))
        deals = tuple(
            sorted(
                (c.seat, c.current_deal[0], c.current_deal[1].hex())
                for c in held
                if c.current_deal and c.current_deal[1]
            )
        )
        if seats:
            room = self.room.name if self.room is not None else ""
            game = client.info.game_id if client.info is not None else ""
            save_ticket(
                RejoinTicket(
                    choices.address, choices.port, room, game, seats, bool(choices.password), time.time(), deals,
                    choices.table,
                )
            )

    def saved_seats(self) -> RejoinTicket | None:
        """The seats of a LAN game this PC joined and did not leave (None in a room, and
        for seats held longer ago than :data:`TICKET_MAX_AGE_S`: that file is removed)."""
        if self.active:
            return None
        ticket = load_ticket()
        if ticket is not None and not 0 <= time.time() - ticket.saved_at <= TICKET_MAX_AGE_S:
            clear_ticket()  # a game of long ago (or a clock gone wrong): nothing to come back to
            return None
        return ticket

    def rejoin(self) -> bool:
        """Come back to the seats of :meth:`saved_seats`: at once, or through the Join
        dialog filled in when the room has a password to type again."""
        if self.leave_first(self.rejoin):
            return False
        ticket = self.saved_seats()
        if ticket is None:
            self.w._error(self.tr("There is no LAN game of yours to rejoin."))
            self._sync()
            return False
        names = tuple(name for _seat, name, _token in ticket.seats)
        tokens = tuple(token for _seat, _name, token in ticket.seats)
        token_of = {seat: token for seat, _name, token in ticket.seats}
        self._rejoin_deals = {token_of[s]: (c, bytes.fromhex(n)) for s, c, n in ticket.deals if s in token_of}
        if not ticket.password:
            self.join(JoinChoices(ticket.address, ticket.port, names, tokens=tokens, table=ticket.table))
            return True
        last = {"address": ticket.address, "port": ticket.port, "names": list(names)}
        dlg = JoinDialog(self.w, last=last, player_name="", listen=False)
        dlg.set_people(list(names))
        dlg.set_rejoin_note(ticket.room)
        self.join_dialog = dlg
        dlg.accepted.connect(
            lambda: self.join(dataclasses.replace(dlg.choices(), names=names, tokens=tokens, table=ticket.table))
        )
        self.w._show_dialog(dlg)
        return True

    def after_abandon(self) -> None:
        """A client's seat escaped (Game ▸ Abandon): it leaves the room too."""
        if self.is_client:
            self._leave_now()

    def close_event(self, event: QCloseEvent) -> bool:
        """The window is closing: True when the close waits for the host's answer (the
        event is ignored); otherwise the room is left or closed now."""
        if not self.active:
            return False
        if self.is_host and self.running() and not self._window_close_confirmed:
            event.ignore()

            def yes() -> None:
                self._window_close_confirmed = True
                self.shut()
                self.w.close()

            self._ask(*self._leave_question(), yes)
            return True
        self.shut()
        return False

    def shut(self) -> None:
        """Close the room (host: every client is told) or leave it (client: goodbye);
        the table lets go of the room's session."""
        self._ready_poll.stop()
        self._close_waiting()
        if self.rules_dialog is not None:
            self.rules_dialog.done(0)
            self.rules_dialog = None
        host, client, conn = self.host, self.client, self._connecting
        self.host = self.client = self._connecting = None
        self._to_join = []
        self._reconnecting, self._lost_note, self._said_ready = False, None, False
        if self.at_table is not None:
            self.at_table.remove()
            self.at_table.deleteLater()
            self.at_table = None
        self.room, self.announcer = None, None
        if conn is not None:
            conn.close()
            conn.deleteLater()
        if host is not None:
            host.close()
            host.session.stop()
        if client is not None:
            client.stop()
        if host is not None or client is not None:
            self.w.drop_session()
        if host is not None:
            host.deleteLater()
        if client is not None:  # deleted once its goodbyes are out (a socket deleted at once drops them)
            QTimer.singleShot(SOCKET_GRACE_MS, client, client.deleteLater)
        self._sync()
        self.w.retranslate()

    # ------------------------------------------------------------------ hosting
    def host_game(self) -> None:
        """Game ▸ Host a game…: the Host dialog, then the room's waiting screen."""
        if self.leave_first(self.host_game):
            return
        s = self.w.settings
        dlg = HostDialog(self.w, last=s.last_host, player_name=s.player_name, known_names=self.w.profiles.names())
        self.host_dialog = dlg
        dlg.accepted.connect(lambda: self.open_room(dlg.choices(), dlg.last_json()))
        self.w._show_dialog(dlg)

    def _host_session(self) -> Any:
        if self.host_session_factory is not None:
            return self.host_session_factory(self.w, host_autosave_path())
        from ...session import GameSession

        return GameSession(self.w, bot_delay_ms=self.w.bot_delay_ms(), autosave_path=host_autosave_path())

    def open_room(self, choices: HostChoices, last: dict[str, Any] | None = None) -> bool:
        """Listen for the room ``choices`` describes and show its waiting screen; False
        (with the reason said) when it cannot be hosted."""
        if self.active:
            self.shut()
        if last is not None:
            self.w._set(last_host=last)
        session = self._host_session()
        host = LanHost(session, choices.config, self, seed=self.seed)
        if not host.listen("0.0.0.0", choices.port):
            text = _listen_problem(choices.port, host.error_string)
            host.deleteLater()
            session.deleteLater()
            self.w._error(text)
            return False
        self._host_opened(host, session, announce=choices.announce)
        return True

    def _host_opened(self, host: LanHost, session: Any, announce: bool = True, waiting: bool = True) -> None:
        """``host`` listens: the window plays its session; the lobby shows (``waiting``)."""
        self.w.drop_session()
        self.host = host
        self.w.install_session(session)
        session.game_started.connect(self._on_game_started)
        host.lobby_changed.connect(self._on_lobby_changed)
        self.room = Room(host=host, parent=host)
        self.room.host_chat_name = self.w.settings.player_name or host.config.room
        self.at_table = RoomAtTable(self.w, self.room, self.bar)
        if announce:
            self.announcer = Announcer(host)
            self.announcer.start()
        if waiting:
            self.w.show_start()
            dlg = HostWaitingDialog(host, self.w, self.room)
            dlg.start_requested.connect(self.start_now)
            dlg.close_requested.connect(self._leave_now)
            dlg.rules_requested.connect(self.change_rules)
            self._show_waiting(dlg)
        self._sync()

    def change_rules(self) -> None:
        """The lobby's "Change the rules…": the rule options and the match length."""
        host = self.host
        if host is None or host.started:
            return
        c = host.config
        dlg = RoomRulesDialog(c.game_id, c.num_players, c.options, c.match_length, self.w)
        self.rules_dialog = dlg

        def accepted() -> None:
            if self.host is host and not host.started:
                try:
                    host.set_options(dlg.options(), dlg.match_length())
                except Exception as e:  # the dialog checked them: a game that changed its mind
                    self.w._error(self.tr("The rules cannot be changed: {reason}").format(reason=str(e)))

        dlg.accepted.connect(accepted)
        self.w._show_dialog(dlg)

    # ------------------------------------------------------------------ reopening
    def saved_room(self) -> Any:
        """The LAN match this PC hosted and did not finish (the host's autosave, with its
        room), or None; read again only when the file changed."""
        path = host_autosave_path()
        try:
            st = os.stat(path)
        except OSError:
            self._saved_room_key = self._saved_room = None
            return None
        key = (st.st_ino, st.st_size, st.st_mtime_ns)
        if key != self._saved_room_key:
            self._saved_room_key = key
            self._saved_room = _read_saved_room(path)
        return self._saved_room

    def reopen_room(self) -> bool:
        """Game ▸ Reopen my room: the room of the LAN match this PC hosted, as it was saved
        (the same game, seats and tokens), listening on the port it had, so that every
        client coming back gets its seat. Its people have the grace period to come back
        (a bot plays for them meanwhile, or the next game waits for them)."""
        if self.leave_first(self.reopen_room):
            return False
        snap = self.saved_room()
        if snap is None:
            self.w._error(self.tr("There is no LAN room of yours to reopen."))
            self._sync()
            return False
        session = self._host_session()
        try:
            host = LanHost.resume(session, snap, self)
        except Exception as e:
            log.warning("the saved room cannot be reopened", exc_info=True)
            session.deleteLater()
            self.w._error(self.tr("The room cannot be reopened: {reason}").format(reason=str(e)))
            return False
        port = host.saved_port
        if not host.listen("0.0.0.0", port):
            text = _listen_problem(port, host.error_string)
            host.close()
            host.deleteLater()
            session.stop()
            session.deleteLater()
            self.w._error(text)
            return False
        announce = bool(self.w.settings.last_host.get("announce", True))
        self._host_opened(host, session, announce=announce, waiting=snap.current is None)
        if snap.current is not None:
            self.w.show_table()
        return True

    def start_now(self) -> bool:
        """Start the room's first game: bots take the open seats nobody took."""
        host = self.host
        if host is None:
            return False
        try:
            return host.start_now()
        except Exception as e:
            log.warning("the room's game cannot start", exc_info=True)
            self.w._error(self.tr("The game cannot start: {reason}").format(reason=str(e)))
            return False

    # ------------------------------------------------------------------ joining
    def join_game(self) -> None:
        """Game ▸ Join a game…: the Join dialog, then connecting and the waiting screen."""
        if self.leave_first(self.join_game):
            return
        self._rejoin_deals = {}
        s = self.w.settings
        dlg = JoinDialog(self.w, last=s.last_join, player_name=s.player_name)
        self.join_dialog = dlg
        dlg.accepted.connect(lambda: self.join(dlg.choices()))
        self.w._show_dialog(dlg)

    def join(self, choices: JoinChoices) -> None:
        """Connect every person of ``choices`` to the host, one after the other."""
        if self.active:
            self.shut()
        self.w._set(last_join=choices.to_json())
        self.w.drop_session()
        client = ClientSession(self)
        self.client = client
        self.w.install_session(client)
        client.game_started.connect(self._on_game_started)
        client.lobby_changed.connect(self._on_lobby_changed)
        client.connection_lost.connect(self._on_connection_lost)
        client.reconnecting.connect(self._on_reconnecting)
        client.reconnected.connect(self._on_reconnected)
        client.reconnect_failed.connect(self._on_reconnect_failed)
        client.game_started.connect(lambda _info: self._save_ticket())  # the game it is
        client.match_finished.connect(lambda _totals: clear_ticket())  # nothing left to come back to
        client.seat_removed.connect(lambda _seat, _reason: self._save_ticket())  # the others' seats only
        self.room = Room(client=client, parent=client)
        self.at_table = RoomAtTable(self.w, self.room, self.bar)
        self._join = choices
        self._to_join = list(choices.names[:1] if choices.spectate else choices.names)
        self.w.show_start()
        dlg = ClientWaitingDialog(self.w, self.room)
        dlg.leave_requested.connect(self._leave_now)
        dlg.ready_toggled.connect(self.set_ready)
        self._show_waiting(dlg)
        self._sync()
        self._connect_next()

    def _connect_next(self) -> None:
        choices, client = self._join, self.client
        if choices is None or client is None or self._connecting is not None:
            return
        if not self._to_join:
            self._show_lobby(done=True)
            return
        name = self._to_join.pop(0)
        index = len(choices.names) - len(self._to_join) - 1
        conn = LanConnection(
            choices.address,
            choices.port,
            name,
            choices.password,
            spectate=choices.spectate,
            token=choices.token_for(index),
            device=device_id(),  # so that a host can ban this PC without its whole address
            room=choices.table,  # a table of a server of many tables (None: the one it greets with)
            parent=self,
        )
        conn.nonce_source = self.nonce_source
        deal = self._rejoin_deals.pop(conn.token, None) if conn.token else None
        if deal is not None:  # the deal of the game it comes back to, as this PC answered it before it stopped
            conn.deals[-1] = deal
        self._connecting = conn
        conn.welcomed.connect(lambda _w, c=conn: self._on_welcomed(c))
        conn.failed.connect(lambda code, params, c=conn: self._on_join_failed(c, code, params))
        if isinstance(self.waiting, ClientWaitingDialog):
            self.waiting.set_connecting(name, choices.address, choices.port)
        conn.open()

    def _on_welcomed(self, conn: LanConnection) -> None:
        if self.client is None or conn is not self._connecting:
            conn.close()
            return
        self._connecting = None
        self.client.add_connection(conn)  # at once: the host's next frames are for the session
        self._save_ticket()
        self._show_lobby(done=not self._to_join)
        self.w.retranslate()
        QTimer.singleShot(0, self._connect_next)

    def _on_join_failed(self, conn: LanConnection, code: str, params: Any) -> None:
        if conn is not self._connecting:
            return
        self._connecting = None
        conn.deleteLater()
        text = connect_failure_text(code, params)
        if self.client is None or not self.client.connections:
            self.shut()
            self.w.show_start()
            self.w._error(text)
            return
        self._to_join = []  # the others would meet the same refusal
        self._show_lobby(done=True)
        self.w._error(self.tr("{name} cannot join: {reason}").format(name=conn.name, reason=text))

    def _show_lobby(self, done: bool) -> None:
        if isinstance(self.waiting, ClientWaitingDialog) and self.client is not None:
            self.waiting.set_lobby(self.client.lobby, self.client.local_seats, done)

    def set_ready(self, ready: bool) -> None:
        """The lobby's Ready toggle (every person here)."""
        if self.client is not None:
            self.client.set_ready(ready)

    def _on_connection_lost(self, code: str, params: Any) -> None:
        """The host went away or closed the room. Before the first game: back to the start
        page, with the reason. During a match the session tries to come back (the bar says
        so, nothing blocks the window) unless the reason rules it out; the table stays."""
        client = self.client
        if code in FORGOTTEN:
            clear_ticket()
        if self.waiting is not None:  # before the first game: back to the start page
            self.shut()
            self.w.show_start()
            self.w._error(connect_failure_text(code, params))
            return
        if client is not None and client.is_match_over:
            client.auto_reconnect = False  # the match is over: nothing to come back to
        self._ready_poll.stop()
        self._lost_note = (code, params)
        if self.at_table is not None:
            self.at_table.lost_code = code
        QTimer.singleShot(0, self._after_lost)  # the session says now whether it tries to come back
        self._sync()
        self.w.retranslate()

    def _after_lost(self) -> None:
        note, self._lost_note = self._lost_note, None
        if note is None or self.client is None or self._reconnecting:
            return
        if self.at_table is not None:
            self.at_table.lost()
        self.w.retranslate()
        self.w._error(connect_failure_text(*note))

    def _on_reconnecting(self, _attempt: int, _delay_ms: int) -> None:
        self._reconnecting = True
        self.w.retranslate()

    def _on_reconnected(self) -> None:
        self._reconnecting = False
        self._lost_note = None
        self._sync()
        self.w.retranslate()

    def _on_reconnect_failed(self, code: str) -> None:
        """Coming back failed for good: the bar says so, and a message why."""
        if code in FORGOTTEN:
            clear_ticket()
        self._reconnecting = False
        self._lost_note = None
        self.w.retranslate()
        self.w._error(reconnect_failure_text(code))

    # ------------------------------------------------------------------ the room's life
    def _show_waiting(self, dlg: HostWaitingDialog | ClientWaitingDialog) -> None:
        self._close_waiting()
        self.waiting = dlg
        self.w._show_dialog(dlg)

    def _close_waiting(self) -> None:
        dlg, self.waiting = self.waiting, None
        if dlg is not None:
            dlg.blockSignals(True)  # closing it is not a request to leave
            dlg.done(0)
            dlg.deleteLater()

    def _on_lobby_changed(self) -> None:
        if isinstance(self.waiting, ClientWaitingDialog):
            self._show_lobby(done=not self._to_join and self._connecting is None)
        if self._said_ready:
            self._show_client_ready_note()
        self.w.table_page.refresh()  # a seat's badge (away) may have changed
        self.w.retranslate()

    def _on_game_started(self, _info: Any) -> None:
        """A game of the room starts: the table replaces the waiting screen or the score
        dialog of the game before."""
        self._ready_poll.stop()
        self._said_ready = False
        self._close_waiting()
        score = self.w.score_dialog
        if score is not None and score.isVisible():
            score.done(0)
        self.w.show_table()

    def prepare_score_dialog(self, dlg: Any) -> None:
        """A LAN score dialog's "Next game" says ready and the dialog stays open until
        the next game starts; it says whether the deal was verified (a client checks it,
        the host says that the players check it), and has the room's chat."""
        if not self.active:
            return
        dlg.stay_open_on_next = True
        if self.client is not None and self.client.deal_check is not None:
            check = self.client.deal_check
            dlg.set_deal_line(deal_check_text(check.code), True if check.ok else None if not check.failed else False)
        elif self.host is not None and self.host.config.fair_deal:
            dlg.set_deal_line(self.tr("Dealt by the fair-deal exchange: each player's Paiju checks this deal."), None)
        if self.room is not None and hasattr(dlg, "add_extra"):
            from .chat import ChatPanel

            chat = ChatPanel(compact=True)
            chat.setObjectName("ScoreChat")
            chat.bind(self.room)
            dlg.add_extra(chat)

    def next_game(self) -> bool:
        """The score dialog's "Next game" in a room (False: not in one)."""
        if self.host is not None:
            self._ready_note = ""
            self.host.request_next_game()
            self._ready_poll.start()
            self._show_ready_note()
            return True
        if self.client is not None:
            if self.client.next_game():
                self._said_ready = True
                self._show_client_ready_note()
            return True
        return False

    def _show_client_ready_note(self) -> None:
        """A client said ready for the next game: whom it waits for, per the host's lobby."""
        room = self.room
        waiting = room.not_ready(between_games=True) if room is not None else []
        here = {s.get("name") for s in room.seats() if s.get("seat") in room.here()} if room is not None else set()
        others = [n for n in waiting if n not in here]
        if others:
            self._set_score_note(self.tr("Ready. The next game waits for {names}.").format(names=", ".join(others)))
        else:
            self._set_score_note(self.tr("Ready. The next game starts when everyone is ready."))

    def _show_ready_note(self) -> None:
        host = self.host
        if host is None or host.session.is_match_over:
            self._ready_poll.stop()
            return
        names = host.ready_pending()
        if names:
            note = self.tr("The next game waits for {names}.").format(names=", ".join(names))
        else:
            note = self.tr("The next game starts in a moment…")
        if note != self._ready_note:
            self._ready_note = note
            self._set_score_note(note)

    def _set_score_note(self, text: str) -> None:
        dlg = self.w.score_dialog
        if dlg is not None:
            dlg.set_note(text)


def _read_saved_room(path: Path) -> Any:
    """The snapshot in the host's autosave ``path`` when it is an unfinished match with a
    LAN room (else None; a damaged file is left where it is)."""
    from ...session.rules import carry_for
    from ...store.saves import check_autosave

    snap = check_autosave(path, carry_rule=carry_for, keep_aside=False).snapshot
    extra = getattr(snap, "extra", None)
    if snap is None or not isinstance(extra, dict) or not isinstance(extra.get("lan"), dict):
        return None
    return snap


def _listen_problem(port: int, detail: str) -> str:
    """Why a room cannot listen on ``port``, in words (a port in use said plainly)."""
    probe = QTcpServer()
    try:
        in_use = QAbstractSocket.SocketError.AddressInUseError
        if not probe.listen(QHostAddress(listen_address("0.0.0.0")), port) and probe.serverError() == in_use:
            return failure_text("port_in_use", port=port)
    finally:
        probe.close()
    return failure_text("listen_failed", port=port, detail=detail)
