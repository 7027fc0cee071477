"""The LAN client: a connection per local person (:class:`LanConnection`) and the
table-facing :class:`ClientSession`, which has the signals of ``GameSession`` and feeds the
same table from the host's updates alone.

The client never holds a ``Game``: what it knows of a game is exactly what the host's
``view_for(seat)`` gave each of its seats, and the events those seats may see. Readings,
hints and plans run on those views; the host re-checks every action and a refusal comes
back with the engine's reason code, shown in the same words as at one PC.

Several people at one PC join with one connection each (each its own seat and token);
the hot-seat hand-off then works among them as at a local table.
"""

from __future__ import annotations

import contextlib
import logging
import secrets
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from .. import __version__
from ..engine.core import (
    Action,
    ActionKind,
    EngineError,
    Event,
    GameRecord,
    Outcome,
    RecordError,
    View,
    void_outcome,
)
from ..engine.disputes import MAX_SEEN, Dispute, VoidMark, clean_text
from ..engine.wire import public_view, view_to_json
from ..session.info import GameInfo
from . import protocol as P
from .fair import DealCheck, check_deal
from .safety import connect_address, destination_allowed

__all__ = ["ClientSeat", "ClientSession", "LanConnection"]

log = logging.getLogger(__name__)

CONNECT_TIMEOUT_MS = 8000
HANDSHAKE_TIMEOUT_MS = 10000
PING_INTERVAL_S = 5.0
SILENCE_LIMIT_S = 25.0
#: What this client speaks beyond the core (the host waits for ``ready`` between games).
FEATURES = ("ready", "fair_deal")
#: No byte from the host for this long: the table warns that it stops answering.
HOST_QUIET_S = 8.0
#: Coming back after a drop: the waits between attempts, and for how long to try.
RECONNECT_DELAYS_MS = (500, 1000, 2000, 4000, 8000, 15000, 30000)
RECONNECT_FOR_S = 600.0
#: A timer update for the seat already on the clock that leaves this much more time than
#: the running countdown is a new timer (the seat acts again), not the same one.
TIMER_RESTART_SLACK_MS = 1500
#: How a connection ends when coming back makes no sense (also a table of a server of many
#: tables that failed or was closed: its seats and tokens are gone).
NO_COMEBACK = frozenset({"closed", "kicked", "replaced", "banned", "bad_token", "room_fault", "room_empty"})
#: How one connection of several at this PC ends without ending the others: only that
#: person leaves the table (the host removed them, or their seat was taken back elsewhere).
SEAT_ONLY = frozenset({"kicked", "replaced", "banned"})


class LanConnection(QObject):
    """One connection to a host for one seat (or a spectator).

    Before it is welcomed it reports ``failed(code, params)`` at most once (``code``: a
    refusal code of the protocol, or ``connection_refused``, ``host_not_found``,
    ``timeout``, ``host_gone``, ``protocol_error``, ``loopback_only``, ``network``; the UI
    puts it in words). After ``welcomed(Welcome)``, every message comes as
    ``received(message)`` (typed, validated) and the end as ``closed(reason)``
    (``host_quit``, ``server_stopping``, ``replaced``, ``host_gone``, ``protocol_error``,
    ``closed`` when we closed it).
    """

    server_hello = Signal(object)
    welcomed = Signal(object)
    failed = Signal(str, object)
    received = Signal(object)
    closed = Signal(str)
    latency_changed = Signal(int)  # ms of the last ping's round trip
    host_quiet = Signal(bool)  # True: the host has not answered for HOST_QUIET_S

    def __init__(
        self,
        address: str,
        port: int,
        name: str,
        password: str = "",
        *,
        seat: int | None = None,
        spectate: bool = False,
        token: str | None = None,
        device: str | None = None,
        room: str | None = None,
        app_version: str = __version__,
        protocol_version: int = P.PROTOCOL_VERSION,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.address, self.port, self.name, self.password = address.strip(), int(port), name, password
        self.want_seat, self.spectate, self.token = seat, spectate, token
        self.device = device  # this PC's id (store.device.device_id), sent in the hello when given
        self.room = room  # a table of a server of many tables (None: the one it greets with)
        self.app_version, self.protocol_version = app_version, protocol_version
        self.seat: int | None = None
        self.welcome: P.Welcome | None = None
        self.server: P.ServerHello | None = None
        self.state = "idle"  # connecting, handshake, joined, closed
        self._decoder = P.FrameDecoder(P.MAX_HOST_FRAME)
        self._next_id = 0
        self._last_rx = time.monotonic()
        self._reported = False
        self._sock = QTcpSocket(self)
        self._sock.connected.connect(self._on_connected)
        self._sock.readyRead.connect(self._on_ready_read)
        self._sock.disconnected.connect(self._on_disconnected)
        self._sock.errorOccurred.connect(self._on_error)
        self._deadline = QTimer(self)
        self._deadline.setSingleShot(True)
        self._deadline.timeout.connect(self._on_deadline)
        self._pinger = QTimer(self)
        self._pinger.setInterval(1000)
        self._pinger.timeout.connect(self._on_ping_timer)
        self._pings: dict[int, float] = {}  # ping id -> monotonic time sent
        self._last_ping = 0.0
        self.latency_ms: int | None = None
        self.quiet = False
        #: fair deal: game number -> (the host's commitment, the nonce we sent or b"")
        self.deals: dict[int, tuple[str, bytes]] = {}
        #: the commitment of the game being played (as received before its deal) and our nonce
        self.current_deal: tuple[str, bytes] | None = None
        self.nonce_source: Any = None  # tests: a callable giving nonce bytes (else the OS CSPRNG)
        self.came_back = token is not None  # it asks for a seat it held (a rejoin token)
        self.deal_lost = False  # the game's deal was made while it held the seat, but its nonce is not known

    # ------------------------------------------------------------------ opening
    def open(self) -> None:
        """Connect (asynchronously). Refused at once, before any packet, when the
        loopback-only switch forbids the address."""
        if not self.address:
            self._fail("not_an_address", {})
            return
        if not destination_allowed(self.address):
            self._fail("loopback_only", {"address": self.address})
            return
        if not 0 < self.port < 65536:
            self._fail("bad_port", {"port": self.port})
            return
        self.state = "connecting"
        self._deadline.start(CONNECT_TIMEOUT_MS)
        self._sock.connectToHost(connect_address(self.address), self.port)

    def _on_connected(self) -> None:
        self.state = "handshake"
        self._sock.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        self._deadline.start(HANDSHAKE_TIMEOUT_MS)

    def _params(self, **more: Any) -> dict[str, Any]:
        return {"address": self.address, "port": self.port, **more}

    def _fail(self, code: str, params: dict[str, Any]) -> None:
        if self._reported:
            return
        self._reported = True
        self._deadline.stop()
        self._pinger.stop()
        was_joined = self.state == "joined"
        self.state = "closed"
        self._sock.abort()
        if was_joined:
            self.closed.emit(code)
        else:
            self.failed.emit(code, {**self._params(), **params})

    def _on_deadline(self) -> None:
        if self.state in ("connecting", "handshake"):
            self._fail("timeout", {})

    def _on_error(self, error: QAbstractSocket.SocketError) -> None:
        if self.state == "closed":
            return
        E = QAbstractSocket.SocketError
        if self.state == "connecting":
            if error == E.ConnectionRefusedError:
                self._fail("connection_refused", {})
            elif error == E.HostNotFoundError:
                self._fail("host_not_found", {})
            elif error == E.SocketTimeoutError:
                self._fail("timeout", {})
            else:
                self._fail("network", {"detail": self._sock.errorString()})
        elif error == E.RemoteHostClosedError:
            self._on_disconnected()
        else:
            self._fail("host_gone", {"detail": self._sock.errorString()})

    def _on_disconnected(self) -> None:
        if self.state != "closed":
            self._fail("host_gone", {})

    # ------------------------------------------------------------------ sending
    def send(self, msg: dict[str, Any]) -> bool:
        if self._sock.state() != QAbstractSocket.SocketState.ConnectedState:
            return False
        try:
            self._sock.write(P.encode_frame(msg, P.MAX_CLIENT_FRAME))
        except ValueError:
            log.exception("a %r frame could not be sent", msg.get("t"))
            return False
        return True

    def send_action(self, action: Action) -> int:
        """Send ``action`` (its seat must be ours); return the message id."""
        self._next_id += 1
        body: dict[str, Any] = {"kind": action.kind}
        if action.cards:
            body["cards"] = " ".join(c.text for c in action.cards)
        if action.value is not None:
            body["value"] = action.value
        self.send({"t": "action", "id": self._next_id, "action": body})
        return self._next_id

    def close(self, reason: str = "leaving") -> None:
        """Say goodbye and close."""
        if self.state == "closed":
            return
        if self.state == "joined":
            self.send({"t": "bye", "reason": reason, "message": ""})
        self._reported = True
        self.state = "closed"
        self._deadline.stop()
        self._pinger.stop()
        if self._sock.state() == QAbstractSocket.SocketState.ConnectedState:
            self._sock.flush()  # what is written (an abandon, the bye) leaves now, even if the app quits next
            self._sock.disconnectFromHost()
        else:
            self._sock.abort()
        self.closed.emit("closed")

    # ------------------------------------------------------------------ receiving
    def _on_ready_read(self) -> None:
        data = bytes(self._sock.readAll().data())
        if not data or self.state == "closed":
            return
        self._last_rx = time.monotonic()
        if self.quiet:
            self.quiet = False
            self.host_quiet.emit(False)
        for item in self._decoder.feed(data):
            if self.state == "closed":
                return
            if isinstance(item, P.ProtocolError):
                log.warning("bad frame from the host: %s", item)
                if item.fatal:
                    self._fail("protocol_error", {"detail": str(item)})
                    return
                continue
            try:
                msg = P.parse_host_message(item, self.seat)
            except P.ProtocolError as e:
                log.warning("bad %r message from the host: %s", item.get("t"), e)
                if self.state != "joined":
                    self._fail("protocol_error", {"detail": str(e)})
                    return
                continue
            self._handle(msg)

    def _handle(self, msg: Any) -> None:
        if isinstance(msg, P.Ping):
            self.send({"t": "pong", "id": msg.id})
            return
        if isinstance(msg, P.Pong):
            sent = self._pings.pop(msg.id, None)
            if sent is not None:
                self.latency_ms = max(0, round((time.monotonic() - sent) * 1000))
                self.latency_changed.emit(self.latency_ms)
            return
        if isinstance(msg, P.DealCommit) and self.state == "joined":
            self._on_deal_commit(msg)
        if self.state == "handshake":
            self._handshake(msg)
            return
        if isinstance(msg, P.Bye):
            self._fail(msg.reason or "host_quit", {"detail": msg.message})
            return
        if isinstance(msg, P.Welcome):  # the host moved us to another seat (before the first game)
            self.welcome = msg
            self.seat = msg.seat
            self.token = msg.token or self.token
        self.received.emit(msg)

    def _handshake(self, msg: Any) -> None:
        if isinstance(msg, P.ServerHello):
            self.server = msg
            self.server_hello.emit(msg)
            if msg.protocol != self.protocol_version:
                self._fail("protocol_mismatch", {"theirs": msg.protocol, "ours": self.protocol_version})
                return
            proof = P.password_proof(self.password, msg.nonce) if msg.password else None
            hello = {
                "t": "hello",
                "protocol": self.protocol_version,
                "app": self.app_version,
                "name": self.name,
                "seat": self.want_seat,
                "spectate": self.spectate,
                "token": self.token,
                "proof": proof,
                "features": list(FEATURES),
            }
            if self.device:
                hello["device"] = self.device
            if self.room:
                hello["room"] = self.room
            self.send(hello)
        elif isinstance(msg, P.Welcome):
            self.welcome = msg
            self.seat = msg.seat
            self.token = msg.token or self.token
            self.state = "joined"
            self._deadline.stop()
            self._pinger.start()
            self.welcomed.emit(msg)
        elif isinstance(msg, P.Refused):
            theirs = self.server.protocol if self.server is not None else "?"
            self._fail(msg.reason, {"detail": msg.message, "theirs": theirs, "ours": self.protocol_version})
        elif isinstance(msg, P.ErrorMsg):
            log.warning("the host reports an error during the handshake: %s %s", msg.reason, msg.message)
            if msg.reason == "timeout":
                self._fail("timeout", {})

    def deals_by_commit(self) -> dict[str, bytes]:
        """The fair-deal commitments this connection saw, with the nonce it sent each."""
        return {c: n for c, n in self.deals.values()}

    def _on_deal_commit(self, msg: P.DealCommit) -> None:
        """Answer the host's commitment with our nonce (a seated connection)."""
        nonce = b""
        if self.seat is not None:
            nonce = self.nonce_source() if callable(self.nonce_source) else secrets.token_bytes(16)
            self.send({"t": "deal_nonce", "game": msg.game, "nonce": nonce.hex()})
        self.deals[msg.game] = (msg.commit, nonce)
        self.current_deal = (msg.commit, nonce)

    def _on_ping_timer(self) -> None:
        if self.state != "joined":
            return
        now = time.monotonic()
        silent = now - self._last_rx
        if silent > SILENCE_LIMIT_S:
            log.warning("the host has been silent for %.0f s", silent)
            self._fail("host_gone", {})
            return
        quiet = silent > HOST_QUIET_S
        if quiet != self.quiet:
            self.quiet = quiet
            self.host_quiet.emit(quiet)
        if now - self._last_ping >= PING_INTERVAL_S:
            self._last_ping = now
            self._next_id += 1
            self._pings = {k: t for k, t in self._pings.items() if now - t < SILENCE_LIMIT_S}
            self._pings[self._next_id] = now
            self.send({"t": "ping", "id": self._next_id})


@dataclass(frozen=True)
class ClientSeat:
    """A seat as the client's table names it: ``kind`` ``human`` (a person, here or
    elsewhere) or ``bot``; ``local`` for the people at this PC."""

    kind: str = "human"
    name: str = ""
    level: str | None = None
    local: bool = False
    away: bool = False
    connected: bool = True

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"


class ClientSession(QObject):
    """A game played at a LAN host, as the table sees it (the signals of GameSession).

    Built from joined :class:`LanConnection` objects (:meth:`add_connection`), one per
    person at this PC (or one spectator). Extra signals: ``lobby_changed()`` when the
    seating changes, ``connection_lost(code, params)`` when the host goes away (the table
    stays as it was; the session then tries to come back by itself, with its tokens:
    ``reconnecting(attempt, delay_ms)``, ``reconnected()``, ``reconnect_failed(code)``),
    ``chat_received(dict)`` (seat, name, text, phrase), ``deal_checked(DealCheck)`` at the
    end of a fairly dealt game, ``latency_changed(ms)`` and ``host_quiet(bool)``.
    ``seat_moved(name, source, target)``: the host moved a person to another seat (the
    ``lobby_changed`` that follows is that move, not a leave and a join).
    ``seat_removed(seat, reason)``: one of several people here was sent away by the host
    (``kicked``) or their seat taken back elsewhere (``replaced``); the others play on,
    and there is no ``connection_lost``.
    """

    game_started = Signal(object)
    event_applied = Signal(object)
    turn_started = Signal(int)
    handoff_requested = Signal(int)
    viewer_changed = Signal(object)
    action_refused = Signal(int, object)
    bot_thinking = Signal(int, bool)
    game_finished = Signal(object)
    match_finished = Signal(object)
    timer_started = Signal(int, int)
    timer_stopped = Signal(int)
    lobby_changed = Signal()
    connection_lost = Signal(str, object)
    reconnecting = Signal(int, int)
    reconnected = Signal()
    reconnect_failed = Signal(str)
    chat_received = Signal(object)
    deal_checked = Signal(object)
    latency_changed = Signal(int)
    host_quiet = Signal(bool)
    resynced = Signal()
    dispute_changed = Signal(object)  # Dispute: raised or decided at the host (everybody hears it)
    vote_changed = Signal(object)  # protocol.VoteMsg: a vote round of every seated person
    game_voided = Signal(object)  # VoidMark: the game ends void (game_finished follows)
    seat_removed = Signal(int, str)
    seat_moved = Signal(str, int, int)
    dispute_refused = Signal(str)  # the host did not keep a dispute or vote of this PC (its message)

    read_only = False

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._conns: dict[int | None, LanConnection] = {}
        self._views: dict[int | None, View] = {}
        self._logs: dict[int | None, list[Event]] = {}
        self._public: list[Event] = []  # the public events of the primary connection's log
        self._seqs: dict[int | None, int] = {}
        self._lobby: P.LobbyMsg | None = None
        self._info: GameInfo | None = None
        self._viewer: int | None = None
        self._pending_handoff: int | None = None
        self._game_done = False
        self._games_played = 0
        self._match_length = 1
        self._totals: list[int] = []
        self._outcome: Outcome | None = None
        self._record: GameRecord | None = None
        self._match_over = False
        self._lost = False
        self._timer_seat: int | None = None
        self._timer_end = 0.0  # monotonic end of the running rule timer, as last announced
        self._to_move: int | None = None
        self._pending: dict[int, tuple[int, Action]] = {}  # message id -> (seat, action)
        self.resyncs = 0
        self.muted: set[str] = set()  # names whose chat this PC does not show
        self.chat: list[dict[str, Any]] = []  # every chat line heard (the side panel's history)
        self.deal_check: DealCheck | None = None  # the last finished game's fair-deal check
        self._game_views: dict[int | None, list[View]] = {}  # this game's views per local seat
        self._password = ""
        self._reconnect: dict[int | None, int] = {}  # seat -> attempts so far
        self._reconnect_until = 0.0
        self._views_done: set[int | None] = set()
        self._rejoining: set[int | None] = set()
        self.auto_reconnect = True
        self._disputes: list[Dispute] = []  # of the current game, as the host told them
        self.vote: P.VoteMsg | None = None  # the latest vote round heard
        self._ready_wish: bool | None = None  # the last lobby Ready, until every seat here shows it
        self._ready_rules: Any = None  # the rules it was said for

    # ------------------------------------------------------------------ connections
    def add_connection(self, conn: LanConnection) -> None:
        """Play ``conn``'s seat (a joined connection) at this table."""
        seat = conn.seat
        self._conns[seat] = conn
        self._logs.setdefault(seat, [])
        conn.setParent(self)
        conn.received.connect(lambda msg, c=conn: self._on_message(c, msg))
        conn.closed.connect(lambda reason, c=conn: self._on_closed(c, reason))
        conn.latency_changed.connect(self.latency_changed)
        conn.host_quiet.connect(self.host_quiet)
        self._password = conn.password
        welcome = conn.welcome
        if welcome is not None:
            ml = welcome.extra.get("match_length")
            if isinstance(ml, int) and not isinstance(ml, bool) and ml >= 1:
                self._match_length = ml
        if self._info is not None and not self._game_done and not self._lost and self.is_hot_seat:
            # a second person here joined after the game's first update (it raced this
            # connection's welcome): their hands hide now, until a hand-off as at one PC
            view = self._views.get(self._primary())
            if self._pending_handoff is None and self._viewer is not None:
                self._set_viewer(None)
                if view is not None:
                    self._after_change(view)

    @property
    def connections(self) -> list[LanConnection]:
        return list(self._conns.values())

    @property
    def local_seats(self) -> list[int]:
        return sorted(s for s in self._conns if s is not None)

    @property
    def is_spectator(self) -> bool:
        return not self.local_seats

    def _primary(self) -> int | None:
        seats = self.local_seats
        return seats[0] if seats else None

    # ------------------------------------------------------------------ the GameSession API
    @property
    def info(self) -> GameInfo | None:
        return self._info

    @property
    def game(self) -> None:
        """A client never holds the game."""
        return None

    @property
    def game_id(self) -> str:
        return self._info.game_id if self._info else (self._lobby.game if self._lobby else "")

    @property
    def num_players(self) -> int:
        return self._info.num_players if self._info else (self._lobby.players if self._lobby else 0)

    @property
    def viewer(self) -> int | None:
        return self._viewer

    @property
    def pending_handoff(self) -> int | None:
        return self._pending_handoff

    @property
    def human_seats(self) -> list[int]:
        """The seats of the people at this PC."""
        return self.local_seats

    @property
    def is_hot_seat(self) -> bool:
        return len(self.local_seats) > 1

    @property
    def is_demo(self) -> bool:
        return False

    @property
    def is_game_over(self) -> bool:
        return self._game_done

    @property
    def is_match_over(self) -> bool:
        return self._match_over

    @property
    def is_running(self) -> bool:
        return self._info is not None and not self._lost

    @property
    def is_lost(self) -> bool:
        """The host has gone (the table shows the last state)."""
        return self._lost

    @property
    def games_played(self) -> int:
        return self._games_played

    @property
    def match_length(self) -> int:
        return self._match_length

    @property
    def totals(self) -> list[int]:
        return list(self._totals) if self._totals else [0] * self.num_players

    @property
    def lobby(self) -> P.LobbyMsg | None:
        return self._lobby

    @property
    def room(self) -> str:
        return self._lobby.room if self._lobby else ""

    @property
    def options(self) -> dict[str, Any]:
        return dict(self._lobby.options) if self._lobby else {}

    @property
    def seats(self) -> tuple[ClientSeat, ...]:
        if self._lobby is None:
            return tuple(ClientSeat(local=s in self._conns) for s in range(self.num_players))
        out = []
        for s in self._lobby.seats:
            kind = "bot" if s.kind == "bot" else "human"
            out.append(ClientSeat(kind, s.name, s.level, s.seat in self._conns, s.away, s.connected))
        return tuple(out)

    def seat_name(self, seat: int) -> str:
        seats = self.seats
        return seats[seat].name if 0 <= seat < len(seats) else ""

    def seat_status(self, seat: int) -> str | None:
        """``away`` for a person who dropped out (a bot plays for them), ``waiting`` for one
        away whom no bot plays for (a reopened room waits for them), ``autoplay`` for one a
        bot plays for at their wish or after time-outs (托管), else None."""
        lobby = self._lobby
        found = next((s for s in lobby.seats if s.seat == seat), None) if lobby is not None else None
        if found is None or found.kind != "person":
            return None
        if found.away:
            return "waiting" if found.waiting else "away"
        return "autoplay" if found.autoplay else None

    def view(self) -> View | None:
        if self._viewer is not None:
            return self._views.get(self._viewer)
        shown = self._views.get(self._display_seat())
        return None if shown is None else (shown if shown.seat is None else public_view(shown))

    def view_for(self, seat: int | None) -> View | None:
        """The view this client holds for ``seat`` (one of its own, or None)."""
        if seat is None:
            return self.view() if self._viewer is None else public_view(self._views[self._viewer])
        return self._views.get(seat)

    def event_log(self, viewer: int | None = None) -> Sequence[Event]:
        """The events ``viewer`` has seen (None: the public ones)."""
        if viewer is not None and viewer in self._logs:
            return self._logs[viewer]
        if self.is_spectator:
            return self._logs.get(None, [])
        return self._public

    def finished_record(self) -> GameRecord | None:
        return self._record

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    def timer_remaining_ms(self) -> int:
        return 0

    # ------------------------------------------------------------------ acting
    @Slot(int, object)
    def submit(self, seat: int, action: Action) -> bool:
        """Send the action of a local seat to the host; the answer comes back as an update
        (accepted) or ``action_refused`` (refused, with the engine's reason)."""
        conn = self._conns.get(seat)
        if conn is None or seat is None:
            self.action_refused.emit(seat, EngineError("that seat is not played here", "not_human_seat", seat=seat))
            return False
        if not isinstance(action, Action) or action.seat != seat:
            self.action_refused.emit(seat, EngineError("the action is not for that seat", "seat_mismatch"))
            return False
        if self._lost or conn.state != "joined":
            self.action_refused.emit(seat, EngineError("the host is gone", "no_game"))
            return False
        if action.kind != ActionKind.ABANDON and self._pending_handoff is not None:
            self.action_refused.emit(
                seat, EngineError("waiting for the hand-off", "handoff_pending", seat=self._pending_handoff)
            )
            return False
        if any(s == seat for s, _a in self._pending.values()):
            return False  # its last action is still on the way: the host's answer comes first
        msg_id = conn.send_action(action)
        self._pending[msg_id] = (seat, action)
        return True

    @Slot(int)
    def abandon(self, seat: int) -> bool:
        return self.submit(seat, Action(seat, ActionKind.ABANDON))

    @Slot()
    def confirm_handoff(self) -> bool:
        seat = self._pending_handoff
        if seat is None:
            return False
        self._pending_handoff = None
        self._set_viewer(seat)
        return True

    @Slot()
    def next_game(self) -> bool:
        """Tell the host every person here is ready for the next game."""
        if not self._game_done or self._match_over or self._lost:
            return False
        for conn in self._conns.values():
            if conn.seat is not None:
                conn.send({"t": "ready"})
        return True

    @Slot()
    def stop(self) -> None:
        """Leave the room (and stop trying to come back)."""
        self.auto_reconnect = False
        for conn in list(self._conns.values()):
            conn.close()

    def set_bot_delay(self, _ms: int) -> None:
        """Bots play at the host: their pace is the host's."""

    def send_chat(self, text: str = "", phrase: str | None = None) -> bool:
        """Say something to the room (a line of text, or a quick phrase id)."""
        conn = self._conns.get(self._viewer) or next(iter(self._conns.values()), None)
        if conn is None or conn.state != "joined":
            return False
        if phrase is not None:
            return conn.send({"t": "chat", "phrase": phrase})
        text = text.strip()[: P.CHAT_READ_MAX]  # the host cuts what is over CHAT_MAX, and says so
        if P.check_chat_text(text, P.CHAT_READ_MAX) is not None:
            return False
        return conn.send({"t": "chat", "text": text})

    # ------------------------------------------------------------------ disputes and the void game
    @property
    def disputes(self) -> tuple[Dispute, ...]:
        """The current game's disputes, as the host told them."""
        return tuple(self._disputes)

    def takes_disputes(self) -> bool:
        """Does the host take ``dispute``, ``vote`` and ``void_request`` (its welcome says so)?"""
        conn = self._conns.get(self._viewer) or next((c for s, c in self._conns.items() if s is not None), None)
        welcome = getattr(conn, "welcome", None)
        features = welcome.extra.get("features", []) if welcome is not None else []
        return isinstance(features, list) and P.DISPUTES_FEATURE in features

    def _seated_conn(self) -> LanConnection | None:
        conn = self._conns.get(self._viewer) if self._viewer is not None else None
        conn = conn or next((c for s, c in self._conns.items() if s is not None), None)
        return conn if conn is not None and conn.state == "joined" and self.takes_disputes() else None

    def send_dispute(self, step: int | None, text: str, explanation: dict[str, str] | None = None) -> bool:
        """Dispute a move (``step``; None: the last one made) at the host, which keeps it
        and tells everybody; refused (False) by a host that does not take disputes."""
        conn = self._seated_conn()
        text = clean_text(text)
        if conn is None or not text or self._game_done:
            return False
        msg: dict[str, Any] = {"t": "dispute", "text": text}
        if step is not None:
            msg["move"] = int(step)
        if explanation:
            msg["explanation"] = {k: str(v)[:4000] for k, v in explanation.items() if k in ("text", "rule", "source")}
        return conn.send(msg)

    def send_void(self, detail: str = "") -> bool:
        """Ask that the game be void: every seated person is asked (a vote round)."""
        conn = self._seated_conn()
        return conn is not None and conn.send({"t": "void_request", "detail": clean_text(detail, 200)})

    def send_vote(self, agree: bool) -> bool:
        """Answer the open vote round for every local seat asked."""
        r = self.vote
        if r is None or r.result is not None:
            return False
        sent = False
        for seat, conn in self._conns.items():
            if seat is not None and seat in r.voters and conn.state == "joined":
                sent = conn.send({"t": "vote", "round": r.round, "agree": bool(agree)}) or sent
        return sent

    def _on_dispute_msg(self, msg: P.DisputeMsg) -> None:
        d = msg.dispute
        self._disputes = [x for x in self._disputes if x.id != d.id] + [d]
        self.dispute_changed.emit(d)

    def _host_lost(self) -> None:
        """The host's machine is gone and the game cannot be reopened (coming back failed
        for good): the game in progress is void (``host_lost``). This PC never held its
        deal: the record it keeps names the game, the room and a *partial* mark holding
        the events this PC saw (its own seat's when it plays one), never moves or a deal;
        its random seed only names the record (``GameRecord.replayable`` is False)."""
        if self._info is None or self._game_done or self.is_spectator:
            return
        conn = next(iter(self._conns.values()), None)
        room = self.room or ""
        where = f"{room} ({conn.address}:{conn.port})" if conn is not None else room
        seats = self.local_seats
        seen = self._logs.get(seats[0], []) if len(seats) == 1 else self._public
        events = tuple(e.to_json() for e in seen if not e.kind.startswith("lan_"))[-MAX_SEEN:]
        mark = VoidMark("host_lost", clean_text(where, 200), partial=True, seen=events)
        record = GameRecord(self.game_id, self.num_players, secrets.randbits(64), dict(self.options), void=mark)
        with contextlib.suppress(RecordError):  # the disputes as the host told them, on the steps seen
            record = record.with_disputes(self._disputes)
        self._record = record
        self._outcome = void_outcome(self.num_players)
        self._game_done = True
        self.game_voided.emit(mark)
        self.game_finished.emit(self._outcome)

    def set_autoplay(self, seat: int, on: bool) -> bool:
        """托管: let the host's bot play ``seat`` (a local seat), or take it back."""
        conn = self._conns.get(seat)
        return conn is not None and conn.send({"t": "autoplay", "on": bool(on)})

    def set_ready(self, ready: bool = True) -> None:
        """Every person here is ready (or not) for the first game, in the lobby.

        The people here say it together, one frame per seat; the host answers each frame
        with a lobby of its own, so the marks come back one seat at a time. Until every
        seat here shows ``ready`` (:meth:`lobby_ready`), the wish stands: a lobby that shows
        some seats here ready and others not is the host's answer still on its way."""
        self._ready_wish = bool(ready)
        self._ready_rules = self._rules_of(self._lobby)
        for conn in self._conns.values():
            if conn.seat is not None:
                conn.send({"t": "ready", "ready": bool(ready)})

    def lobby_ready(self) -> bool:
        """Before the first game: are the people here ready, as far as this PC knows (the
        host's marks for every seat here; while the host has not answered every seat of
        the last Ready, what was asked)?"""
        if self._ready_wish is not None:
            return self._ready_wish
        return self._marks_ready()

    def _marks_ready(self) -> bool:
        lobby = self._lobby
        if lobby is None:
            return False
        marks = [s.ready for s in lobby.seats if s.seat in self._conns]
        return bool(marks) and all(marks)

    @staticmethod
    def _rules_of(lobby: P.LobbyMsg | None) -> Any:
        return None if lobby is None else (tuple(sorted(lobby.options.items())), lobby.match_length)

    def _settle_ready(self) -> None:
        """A lobby came: the last Ready is answered once every seat here shows it; it is
        void when the host changed the rules meanwhile (the marks are cleared: say Ready
        again) or the game started."""
        wish, lobby = self._ready_wish, self._lobby
        if wish is None or lobby is None:
            return
        marks = [s.ready for s in lobby.seats if s.seat in self._conns]
        answered = all(m == wish for m in marks)
        if answered or lobby.started or self._rules_of(lobby) != self._ready_rules:
            self._ready_wish = None

    def latency_ms(self) -> int | None:
        """The last round trip to the host (None while the host is gone)."""
        conn = next(iter(self._conns.values()), None)
        return None if conn is None or self._lost else conn.latency_ms

    # ------------------------------------------------------------------ receiving
    def _display_seat(self) -> int | None:
        """Whose connection the table follows: the viewer's, else the first local seat's
        (public events only), or the spectator connection."""
        if self._viewer is not None:
            return self._viewer
        return self._primary()

    def _on_message(self, conn: LanConnection, msg: Any) -> None:
        seat = conn.seat
        if isinstance(msg, P.Welcome):
            self._on_moved(conn)
            return
        if isinstance(msg, P.Update):
            self._on_update(seat, msg)
        elif isinstance(msg, P.Rejected):
            self._on_rejected(seat, msg)
        elif isinstance(msg, P.GameOver):
            if seat == self._primary():
                self._on_game_over(msg)
        elif isinstance(msg, P.LobbyMsg):
            if seat == self._primary():
                self._lobby = msg
                if msg.totals:
                    self._totals = list(msg.totals)
                self._match_length = msg.match_length
                self._settle_ready()
                if msg.moved is not None:
                    self.seat_moved.emit(msg.moved.name, msg.moved.source, msg.moved.target)
                self.lobby_changed.emit()
        elif isinstance(msg, P.ChatMsg):
            if seat == self._primary():
                line = {"seat": msg.seat, "name": msg.name, "text": msg.text, "phrase": msg.phrase}
                if msg.cut:
                    line["cut"] = True
                if msg.name not in self.muted:
                    self.chat.append(line)
                    self.chat_received.emit(line)
        elif isinstance(msg, P.DisputeMsg):
            if seat == self._primary():
                self._on_dispute_msg(msg)
        elif isinstance(msg, P.VoteMsg):
            if seat == self._primary():
                self.vote = msg
                self.vote_changed.emit(msg)
        elif isinstance(msg, P.ErrorMsg):
            log.warning("the host says: %s (%s)", msg.message, msg.reason)
            if msg.reason == "rate_limited" and self._ready_wish is not None:
                self._ready_wish = None  # a Ready the host did not take: the marks say how it is
                self.lobby_changed.emit()
            if msg.id is not None and msg.id in self._pending:  # an action the host could not take
                self._on_rejected(seat, P.Rejected(msg.id, msg.reason, {}, msg.message))
            elif msg.reason in ("dispute_refused", "vote_refused"):
                self.dispute_refused.emit(msg.message)
            if msg.reason == "chat_refused":
                self.chat_received.emit({"seat": None, "name": "", "text": "", "phrase": None, "refused": msg.message})

    def _on_moved(self, conn: LanConnection) -> None:
        """The host moved this connection to another seat: file it under the new one."""
        old = next((s for s, c in self._conns.items() if c is conn), None)
        new = conn.seat
        if old == new:
            return
        tables: list[dict[Any, Any]] = [self._conns, self._logs, self._views, self._seqs, self._game_views]
        for table in tables:
            if old in table:
                table[new] = table.pop(old)
        if self._viewer == old:
            self._viewer = new
        log.info("the host moved us from seat %s to seat %s", old, new)
        self.lobby_changed.emit()

    def _on_rejected(self, seat: int | None, msg: P.Rejected) -> None:
        pending = self._pending.pop(msg.id, None) if msg.id is not None else None
        who = pending[0] if pending is not None else seat
        if who is None:
            return
        self.action_refused.emit(who, EngineError(msg.message or msg.reason, msg.reason, **dict(msg.params)))

    def _on_update(self, seat: int | None, up: P.Update) -> None:
        last = self._seqs.get(seat, 0)
        gap = up.seq != last + 1
        self._seqs[seat] = up.seq
        if up.ack is not None:
            self._pending.pop(up.ack, None)
        conn = self._conns.get(seat)
        if up.snapshot and up.deal_commit and conn is not None:
            known = conn.deals_by_commit()
            if up.deal_commit not in known:  # dealt before this connection came: no nonce of ours
                conn.deals[-len(conn.deals) - 1] = (up.deal_commit, b"")
                conn.deal_lost = conn.came_back  # a seat held before (a restart): it may have sent one
            conn.current_deal = (up.deal_commit, known.get(up.deal_commit, b""))
        views = self._game_views.setdefault(seat, [])
        if up.snapshot and seat in self._views_done:
            views.clear()
            self._views_done.discard(seat)
        views.append(up.view)
        mismatch = up.hash is not None and P.view_hash(view_to_json(up.view)) != up.hash
        if (gap and not up.snapshot) or mismatch:
            self.resyncs += 1
            why = "a gap in seq" if gap else "a view that hashes otherwise"
            log.warning("resync %d (seat %s): %s; asking the host for a snapshot", self.resyncs, seat, why)
            if conn is not None:
                conn.send({"t": "resync"})
            self.resynced.emit()
        events = self._logs.setdefault(seat, [])
        new_game = up.snapshot and (self._game_done or self._info is None)
        back: list[Event] = []
        if up.snapshot:
            seen = len(events)
            events[:] = up.events
            if seat in self._rejoining and not new_game:  # a line in the log: what happened while away
                self._rejoining.discard(seat)
                back = [Event("lan_rejoined", seat, {"missed": max(0, len(up.events) - seen)})]
                events.extend(back)
        else:
            events.extend(up.events)
        self._views[seat] = up.view
        primary = seat == self._primary()  # a spectator's only connection is its primary
        if primary:
            public = [e for e in up.events if e.visible_to is None] + back
            if up.snapshot:
                self._public[:] = public
            else:
                self._public.extend(public)
            self._timer_update(up.timer)
            if up.snapshot:
                self._begin_game(up.view, new_game)
                return
        elif up.snapshot:
            if seat == self._viewer and self._info is not None:  # this seat rejoined: redraw it
                self.game_started.emit(self._info)
            return
        if seat != self._display_seat():
            return  # another local seat's copy: kept for when that seat is shown
        for e in up.events:
            self.event_applied.emit(e)
        self._after_change(up.view)

    def _begin_game(self, view: View, new_game: bool) -> None:
        if new_game and self._match_over:  # the first game of the host's next match
            self._match_over = False
            self._games_played = 0
            self._totals = []
        if new_game:
            number = self._games_played + 1
            self._game_done = False
            self._outcome = None
            self._disputes, self.vote = [], None
        else:
            number = self._info.number if self._info is not None else 1
        self._info = GameInfo.of_game_id(view.game_id, view.num_players, self.options, number)
        self._to_move = None
        old = self._viewer
        seats = self.local_seats
        self._viewer = seats[0] if len(seats) == 1 else None
        self._pending_handoff = None
        self.game_started.emit(self._info)
        if self._viewer != old:
            self.viewer_changed.emit(self._viewer)
        for e in self.event_log(self._viewer):
            self.event_applied.emit(e)
        self._after_change(self.view() or view)

    def _after_change(self, view: View) -> None:
        if self._game_done:
            return
        to_move = view.to_move
        self._to_move = to_move
        if to_move is None:
            return
        self.turn_started.emit(to_move)
        hand_off = self.is_hot_seat and to_move in self._conns and self._viewer != to_move
        if hand_off and self._pending_handoff != to_move:
            self._pending_handoff = to_move
            self._set_viewer(None)
            self.handoff_requested.emit(to_move)

    def _set_viewer(self, seat: int | None) -> None:
        if seat != self._viewer:
            self._viewer = seat
            self.viewer_changed.emit(seat)

    def _timer_update(self, timer: tuple[int, int] | None) -> None:
        if timer is None:
            if self._timer_seat is not None:
                seat, self._timer_seat = self._timer_seat, None
                self.timer_stopped.emit(seat)
            return
        seat, ms = timer
        now = time.monotonic()
        # a new timer: another seat's, or the same seat's again (it leads after a trick) with more time left
        if self._timer_seat != seat or ms > (self._timer_end - now) * 1000 + TIMER_RESTART_SLACK_MS:
            self._timer_seat = seat
            self._timer_end = now + ms / 1000
            self.timer_started.emit(seat, ms)

    def _client_seats(self) -> set[int] | None:
        """The seats of remote people (only they may add a nonce to the fair deal)."""
        if self._lobby is None:
            return None
        return {s.seat for s in self._lobby.seats if s.kind == "person" and not s.local}

    def _check_deals(self, msg: P.GameOver) -> None:
        """Check the fair deal for every seat here; keep the worst answer."""
        results = []
        for seat, conn in self._conns.items():
            seen, nonce = conn.current_deal if conn.current_deal is not None else (None, None)
            views = self._game_views.get(seat, [])
            result = check_deal(msg.record, msg.fair, seat, seen, nonce, views, self._client_seats())
            if result.code == "verified_late" and conn.deal_lost:  # not "came after the deal": it cannot tell
                result = DealCheck("verified_rejoined", result.detail)
            results.append(result)
        if not results:
            return
        worst = next((r for r in results if r.failed), None) or next((r for r in results if not r.ok), None)
        self.deal_check = worst or results[0]
        if self.deal_check.failed:
            log.warning("the fair-deal check FAILED: %s (%s)", self.deal_check.code, self.deal_check.detail)
        self.deal_checked.emit(self.deal_check)

    def _on_game_over(self, msg: P.GameOver) -> None:
        self._views_done.update(self._conns)
        self._check_deals(msg)
        self._game_done = True
        self._outcome = msg.outcome
        self._record = msg.record
        self._games_played = msg.games_played
        self._match_length = msg.match_length
        if msg.totals:
            self._totals = list(msg.totals)
        self._match_over = msg.match_over
        self._pending_handoff = None
        self._timer_update(None)
        if msg.void is not None:
            self.game_voided.emit(msg.void)
        self.game_finished.emit(msg.outcome)
        if msg.match_over:
            self.match_finished.emit(self.totals)

    def _on_closed(self, conn: LanConnection, reason: str) -> None:
        if reason == "closed" or self._conns.get(conn.seat) is not conn:
            return  # we closed it, or it was replaced already
        if reason in SEAT_ONLY and conn.seat is not None and len(self._conns) > 1:
            self._remove_seat(conn.seat, reason)
            return
        if not self._lost:
            self._lost = True
            self._pending_handoff = None
            self._timer_update(None)
            self._pending.clear()
            self.connection_lost.emit(reason, {"address": conn.address, "port": conn.port})
        comeback = reason not in NO_COMEBACK and self.auto_reconnect and bool(conn.token)
        # in a game, or in a room whose game has started before its first update came:
        # the host keeps the seat either way
        started = self._info is not None or (self._lobby is not None and self._lobby.started)
        if comeback and started:
            if not self._reconnect:
                self._reconnect_until = time.monotonic() + RECONNECT_FOR_S
            self._schedule_reconnect(conn.seat, conn)

    def _remove_seat(self, seat: int, reason: str) -> None:
        """One person here has left the room (``reason``): forget their seat and go on with
        the others (the table follows the first seat left)."""
        primary = self._primary()
        for table in (self._conns, self._views, self._logs, self._seqs, self._game_views, self._reconnect):
            table.pop(seat, None)  # type: ignore[attr-defined]
        self._pending = {k: v for k, v in self._pending.items() if v[0] != seat}
        self._rejoining.discard(seat)
        self._views_done.discard(seat)
        if self._pending_handoff == seat:
            self._pending_handoff = None
        log.info("seat %s left this PC's table (%s)", seat, reason)
        new_primary = self._primary()
        if new_primary != primary and new_primary in self._logs:  # the public log now comes from it
            self._public[:] = [e for e in self._logs[new_primary] if e.visible_to is None]
        self.seat_removed.emit(seat, reason)
        view = self._views.get(new_primary)
        if self._info is not None and not self._game_done and view is not None:
            self._begin_game(view, new_game=False)  # redraw for the people still here
        elif self._viewer == seat:
            self._set_viewer(None)
        self.lobby_changed.emit()

    # ------------------------------------------------------------------ coming back
    def _schedule_reconnect(self, seat: int | None, old: LanConnection) -> None:
        attempt = self._reconnect.get(seat, 0) + 1
        self._reconnect[seat] = attempt
        if time.monotonic() > self._reconnect_until:
            self._reconnect.pop(seat, None)
            self.reconnect_failed.emit("gave_up")
            self._host_lost()  # the host is gone for good: the game is void
            return
        delay = RECONNECT_DELAYS_MS[min(attempt - 1, len(RECONNECT_DELAYS_MS) - 1)]
        self.reconnecting.emit(attempt, delay)
        QTimer.singleShot(delay, lambda: self._try_reconnect(seat, old))

    def _try_reconnect(self, seat: int | None, old: LanConnection) -> None:
        if not self.auto_reconnect or self._conns.get(seat) is not old:
            return
        conn = LanConnection(
            old.address, old.port, old.name, self._password,
            seat=old.seat, spectate=old.spectate, token=old.token, device=old.device, room=old.room, parent=self,
        )  # fmt: skip
        conn.deals = dict(old.deals)
        conn.current_deal = old.current_deal
        conn.deal_lost = old.deal_lost
        conn.nonce_source = old.nonce_source

        def welcomed(_w: Any) -> None:
            self._replace_connection(seat, old, conn)

        def failed(code: str, _params: Any) -> None:
            conn.deleteLater()
            if code in ("bad_token", "banned", "bad_password", "protocol_mismatch", "seat_taken"):
                self._reconnect.pop(seat, None)
                self.reconnect_failed.emit(code)
            else:
                self._schedule_reconnect(seat, old)

        conn.welcomed.connect(welcomed)
        conn.failed.connect(failed)
        conn.open()

    def _replace_connection(self, seat: int | None, old: LanConnection, conn: LanConnection) -> None:
        if conn.seat != seat:  # the host gave another seat: that is not coming back
            conn.close()
            self.reconnect_failed.emit("seat_changed")
            return
        self._reconnect.pop(seat, None)
        self._seqs[seat] = 0
        self._rejoining.add(seat)
        self.add_connection(conn)
        old.deleteLater()
        if not self._reconnect:
            self._lost = False
            log.info("back at the host's table (seat %s)", seat)
            self.reconnected.emit()
