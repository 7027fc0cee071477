"""The authoritative LAN host: a ``QTcpServer`` in front of one :class:`GameSession`.

The host holds the only full game. Every action, whether from the people at the host's
own table, from a bot or from a connection, goes through the session and so through the
engine; after every change each connection gets an ``update`` with the events its seat
may see and its whole ``view_for(seat)`` (``docs/protocol.md``). A connection acts only
for its own seat: the seat is the connection's, whatever the frame says.

Connections live on the UI thread (turn-based traffic is tiny); bots keep thinking on
the session's worker threads. Nothing a client sends can crash the host: every frame is
bounded and validated by :mod:`.protocol` before use, misbehaving connections are closed,
and the others play on.
"""

from __future__ import annotations

import logging
import secrets
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket

from .. import __version__
from ..engine.core import EngineError
from ..engine.wire import seat_view_json, view_to_json
from ..session.seats import SeatConfig
from ..session.session import GameSession
from . import protocol as P
from .safety import listen_address

__all__ = ["HANDSHAKE_TIMEOUT_S", "LanHost", "RoomConfig", "SeatPlan"]

log = logging.getLogger(__name__)

#: A connection that has not completed the handshake by then is closed.
HANDSHAKE_TIMEOUT_S = 10.0
#: A frame begun but not finished by then closes the connection (a stalled sender).
FRAME_TIMEOUT_S = 30.0
#: Every joined connection is pinged this often ...
PING_INTERVAL_S = 5.0
#: ... and counts as gone after this long without a byte from it.
SILENCE_LIMIT_S = 25.0
#: Bad frames (and actions for another seat) before a connection is closed.
MAX_STRIKES = 8
#: Frames per second a connection may send on average, and in a burst.
RATE_PER_S = 40.0
RATE_BURST = 120.0
#: Bytes waiting to be written to a connection that does not read before it is dropped.
MAX_BACKLOG = 32 * 1024 * 1024
#: The bot level that plays for a person who dropped out.
STAND_IN_LEVEL = "normal"


@dataclass(frozen=True)
class SeatPlan:
    """One seat of a room: ``local`` (a person at the host's PC), ``open`` (for a person
    or program who joins) or ``bot`` (with a ``level``)."""

    kind: str
    name: str = ""
    level: str | None = None

    def __post_init__(self) -> None:
        if self.kind not in ("local", "open", "bot"):
            raise ValueError(f"a seat is local, open or bot, not {self.kind!r}")


@dataclass(frozen=True)
class RoomConfig:
    """What a host offers: the game and its rules, the seats, the room's name and
    password (empty: none). ``auto_start``: start once every open seat is taken.
    ``fill_level``: the bots that take open seats when the host starts early.
    ``next_game_delay_ms``: the pause between a game's end and the next once everyone
    is ready; ``ready_timeout_ms``: the longest wait for people to be ready."""

    room: str
    game_id: str
    num_players: int
    seats: tuple[SeatPlan, ...]
    options: dict[str, Any] = field(default_factory=dict)
    match_length: int = 1
    password: str = ""
    auto_start: bool = True
    fill_level: str = "normal"
    next_game_delay_ms: int = 1500
    ready_timeout_ms: int = 60_000


class _Conn:
    """One client connection and what the host knows of it."""

    def __init__(self, sock: QTcpSocket, key: int) -> None:
        self.sock = sock
        self.key = key
        self.decoder = P.FrameDecoder(P.MAX_CLIENT_FRAME)
        self.nonce = P.make_nonce()
        self.address = f"{sock.peerAddress().toString()}:{sock.peerPort()}"
        self.opened = time.monotonic()
        self.last_rx = self.opened
        self.frame_started: float | None = None
        self.joined = False
        self.closing = False
        self.seat: int | None = None
        self.spectator = False
        self.name = ""
        self.features: frozenset[str] = frozenset()
        self.seq = 0
        self.game_key = -1
        self.sent = 0
        self.ack: int | None = None
        self.strikes = 0
        self.tokens = RATE_BURST
        self.tokens_at = self.opened
        self.ping_id = 0
        self.last_ping = 0.0

    def take_token(self) -> bool:
        now = time.monotonic()
        self.tokens = min(RATE_BURST, self.tokens + (now - self.tokens_at) * RATE_PER_S)
        self.tokens_at = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True


class LanHost(QObject):
    """A room on the LAN around ``session`` (which this host starts and drives).

    Signals: ``lobby_changed()`` whenever the seating changes (joins, leaves, drops),
    ``game_starting()`` just before a game of the room starts, ``room_closed(reason)``
    after :meth:`close`, ``message(text)`` for a line of the host's log.
    """

    lobby_changed = Signal()
    game_starting = Signal()
    room_closed = Signal(str)
    message = Signal(str)

    def __init__(
        self,
        session: GameSession,
        config: RoomConfig,
        parent: QObject | None = None,
        *,
        app_version: str = __version__,
        seed: int | None = None,
    ) -> None:
        super().__init__(parent)
        if len(config.seats) != config.num_players:
            raise ValueError(f"{config.num_players} players need {config.num_players} seats")
        self.session = session
        self.config = config
        self.app_version = app_version
        self._seed = seed
        self._server = QTcpServer(self)
        self._server.newConnection.connect(self._on_new_connection)
        self._conns: dict[int, _Conn] = {}
        self._dead: list[QTcpSocket] = []  # closed sockets waiting to be deleted
        self._keys = 0
        self._takers: dict[int, _Conn] = {}  # open seat -> the connection seated there
        self._names: dict[int, str] = {}  # seat -> the remote person's name
        self._tokens: dict[str, int] = {}  # rejoin token -> seat
        self._away: set[int] = set()  # remote seats whose person dropped (a bot plays)
        self._started = False
        self._closed = False
        self._game_key = 0
        self._timer: tuple[int, float] | None = None  # (seat, monotonic end) of a rule timer
        self._ready: set[Any] = set()
        self._waiting_next = False
        self._flush_pending = False
        self.games_finished = 0
        self.on_game_over: Callable[[Any], None] | None = None
        self._tick = QTimer(self)
        self._tick.setInterval(1000)
        self._tick.timeout.connect(self._housekeeping)
        self._next_timer = QTimer(self)
        self._next_timer.setSingleShot(True)
        self._next_timer.timeout.connect(self._start_next_game)
        self._ready_timer = QTimer(self)
        self._ready_timer.setSingleShot(True)
        self._ready_timer.timeout.connect(self._on_ready_timeout)
        session.game_started.connect(self._on_game_started)
        session.event_applied.connect(self._on_event)
        session.turn_started.connect(self._on_turn)
        session.game_finished.connect(self._on_game_finished)
        session.timer_started.connect(self._on_timer_started)
        session.timer_stopped.connect(self._on_timer_stopped)

    # ------------------------------------------------------------------ listening
    def listen(self, address: str = "0.0.0.0", port: int = 0) -> bool:
        """Start listening (on 127.0.0.1 under the loopback-only switch). False, with
        :attr:`error_string`, when the port cannot be used."""
        addr = listen_address(address or "0.0.0.0")
        host = QHostAddress(addr)
        if host.isNull():
            self.error_string = f"not an address: {addr}"
            return False
        ok = self._server.listen(host, port)
        self.error_string = "" if ok else self._server.errorString()
        if ok:
            self._tick.start()
            if self.config.auto_start and not self.open_seats():  # bots only: nobody to wait for
                QTimer.singleShot(0, self._auto_start)
            log.info("room %r (%s) listening on %s:%d", self.config.room, self.config.game_id, addr, self.port)
        return bool(ok)

    @property
    def port(self) -> int:
        return int(self._server.serverPort())

    @property
    def address(self) -> str:
        return str(self._server.serverAddress().toString())

    @property
    def is_listening(self) -> bool:
        return bool(self._server.isListening())

    @property
    def started(self) -> bool:
        """Has the first game of the room started?"""
        return self._started

    # ------------------------------------------------------------------ the room
    def seat_plan(self, seat: int) -> SeatPlan:
        return self.config.seats[seat]

    def open_seats(self) -> list[int]:
        """Open seats nobody has taken yet (before the first game)."""
        if self._started:
            return []
        return [i for i, p in enumerate(self.config.seats) if p.kind == "open" and i not in self._takers]

    def remote_name(self, seat: int) -> str | None:
        """The name of the person who took an open seat (None: nobody)."""
        return self._names.get(seat)

    def is_away(self, seat: int) -> bool:
        return seat in self._away

    def connections(self) -> int:
        return sum(1 for c in self._conns.values() if c.joined)

    def spectators(self) -> int:
        return sum(1 for c in self._conns.values() if c.joined and c.spectator)

    def lobby_seats(self, viewer: _Conn | None = None) -> list[dict[str, Any]]:
        """The seats as the ``lobby`` message describes them."""
        out: list[dict[str, Any]] = []
        live = self.session.seats if self._started else ()
        for i, plan in enumerate(self.config.seats):
            d: dict[str, Any] = {"seat": i}
            if plan.kind == "local":
                d.update(kind="person", name=plan.name, connected=True)
            elif plan.kind == "bot":
                d.update(kind="bot", name=plan.name, level=plan.level or "normal")
            elif i in self._names:
                d.update(kind="person", name=self._names[i], connected=i in self._takers and i not in self._away)
                if i in self._away:
                    d["away"] = True
            elif self._started and i < len(live):
                d.update(kind="bot", name=live[i].name, level=live[i].level or self.config.fill_level)
            else:
                d.update(kind="open", name="")
            if viewer is not None and viewer.seat == i and not viewer.spectator:
                d["you"] = True
            out.append(d)
        return out

    def _lobby_json(self, conn: _Conn | None) -> dict[str, Any]:
        s = self.session
        return {
            "t": "lobby",
            "room": self.config.room,
            "game": self.config.game_id,
            "players": self.config.num_players,
            "options": dict(self.config.options),
            "match_length": self.config.match_length,
            "seats": self.lobby_seats(conn),
            "started": self._started,
            "games_played": s.games_played if self._started else 0,
            "totals": list(s.totals) if self._started else [],
            "spectators": self.spectators(),
        }

    def _broadcast_lobby(self) -> None:
        for conn in list(self._conns.values()):
            if conn.joined:
                self._send(conn, self._lobby_json(conn))
        self.lobby_changed.emit()

    def start_now(self) -> bool:
        """Start the first game now: bots take the open seats nobody took."""
        if self._started or self._closed:
            return False
        seats: list[SeatConfig] = []
        for i, plan in enumerate(self.config.seats):
            if plan.kind == "local":
                seats.append(SeatConfig.human(plan.name))
            elif plan.kind == "bot":
                seats.append(SeatConfig.bot(plan.name, plan.level or "normal"))
            elif i in self._takers:
                seats.append(SeatConfig.remote(self._names.get(i, "")))
            else:
                seats.append(SeatConfig.bot("", self.config.fill_level))
        self._started = True
        self.game_starting.emit()
        c = self.config
        try:
            self.session.start(c.game_id, c.num_players, seats, c.options, c.match_length, self._seed)
        except Exception:
            self._started = False
            raise
        self._broadcast_lobby()
        return True

    def start_new_match(self) -> bool:
        """After a match, start another with the same seats (a person who dropped out
        stays played by a bot until they come back)."""
        if not self._started or self._closed or not self.session.is_match_over:
            return False
        c = self.config
        self.game_starting.emit()
        self.session.start(c.game_id, c.num_players, list(self.session.seats), c.options, c.match_length, None)
        for seat in sorted(self._away):
            self.session.set_autoplay(seat, STAND_IN_LEVEL)
        self._broadcast_lobby()
        return True

    def request_next_game(self, who: Any = "local") -> None:
        """``who`` (the people at the host's PC by default) is ready for the next game."""
        if not self._waiting_next:
            return
        self._ready.add(who)
        self._maybe_next_game()

    def close(self, reason: str = "host_quit") -> None:
        """Close the room: every connection gets ``bye`` and is closed; stop listening."""
        if self._closed:
            return
        self._closed = True
        self._tick.stop()
        self._next_timer.stop()
        self._ready_timer.stop()
        messages = {
            "host_quit": "the host has closed the room",
            "server_stopping": "the server is shutting down",
        }
        for conn in list(self._conns.values()):
            self._send(conn, {"t": "bye", "reason": reason, "message": messages.get(reason, reason)})
            conn.sock.flush()
            self._drop(conn, notify=False)
        for sock in self._dead:
            if shiboken6.isValid(sock):
                sock.blockSignals(True)  # from now on the sockets live and die with the server
        self._dead = []
        self._server.close()
        self.room_closed.emit(reason)

    # ------------------------------------------------------------------ connections
    def _on_new_connection(self) -> None:
        while self._server.hasPendingConnections():
            sock = self._server.nextPendingConnection()
            if sock is None:
                break
            if self._closed:
                sock.abort()
                continue
            self._keys += 1
            conn = _Conn(sock, self._keys)
            self._conns[conn.key] = conn
            sock.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
            sock.readyRead.connect(lambda c=conn: self._on_ready_read(c))
            sock.disconnected.connect(lambda c=conn: self._on_disconnected(c))
            sock.errorOccurred.connect(lambda _e, c=conn: self._on_socket_error(c))
            log.info("connection from %s", conn.address)
            self._send(
                conn,
                {
                    "t": "server",
                    "protocol": P.PROTOCOL_VERSION,
                    "app": self.app_version,
                    "room": self.config.room,
                    "game": self.config.game_id,
                    "players": self.config.num_players,
                    "password": bool(self.config.password),
                    "nonce": conn.nonce,
                    "seats_open": len(self.open_seats()),
                    "started": self._started,
                },
            )

    def _send(self, conn: _Conn, msg: dict[str, Any]) -> bool:
        if conn.closing and msg.get("t") not in ("bye", "refused", "error"):
            return False
        try:
            frame = P.encode_frame(msg, P.MAX_HOST_FRAME)
        except ValueError:
            log.exception("a %r frame could not be encoded", msg.get("t"))
            return False
        if conn.sock.state() != QAbstractSocket.SocketState.ConnectedState:
            return False
        conn.sock.write(frame)
        if conn.sock.bytesToWrite() > MAX_BACKLOG:
            log.warning("%s does not read its frames: dropped", conn.address)
            self._drop(conn)
            return False
        return True

    def _error(self, conn: _Conn, reason: str, message: str, msg_id: int | None = None, strike: bool = True) -> None:
        d: dict[str, Any] = {"t": "error", "reason": reason, "message": message}
        if msg_id is not None:
            d["id"] = msg_id
        self._send(conn, d)
        if strike:
            self._strike(conn)

    def _strike(self, conn: _Conn) -> None:
        """One more misdeed of ``conn``; the last one closes it."""
        conn.strikes += 1
        if conn.strikes >= MAX_STRIKES and not conn.closing:
            self._send(conn, {"t": "error", "reason": "too_many_errors", "message": "too many bad frames"})
            log.warning("%s keeps misbehaving: closed", conn.address)
            self._drop(conn)

    def _refuse(self, conn: _Conn, code: str, message: str) -> None:
        self._send(conn, {"t": "refused", "reason": code, "message": message})
        log.info("%s refused: %s (%s)", conn.address, code, message)
        self._drop(conn)

    def _drop(self, conn: _Conn, notify: bool = True) -> None:
        """Close ``conn`` (after what was written to it is sent)."""
        if conn.closing:
            return
        conn.closing = True
        sock = conn.sock
        if sock.state() == QAbstractSocket.SocketState.ConnectedState:
            sock.disconnectFromHost()  # after what is written goes out; then disconnected -> deleteLater
        else:
            sock.abort()
        self._forget(conn, notify)

    def _forget(self, conn: _Conn, notify: bool = True) -> None:
        if self._conns.pop(conn.key, None) is None:
            return
        self._dead.append(conn.sock)  # deleted by the housekeeping, outside its own signals
        if not conn.joined or conn.seat is None or conn.spectator:
            if conn.joined and conn.spectator and notify:
                self._broadcast_lobby()
            return
        seat = conn.seat
        if self._takers.get(seat) is not conn:
            return
        if not self._started:
            del self._takers[seat]
            self._names.pop(seat, None)
            self._tokens = {t: s for t, s in self._tokens.items() if s != seat}
            self.message.emit(f"{conn.name} left")
        else:
            self._away.add(seat)
            if not self._closed:
                self.session.set_autoplay(seat, STAND_IN_LEVEL)
            self.message.emit(f"{conn.name} dropped out: a bot plays for them")
            log.info("seat %d (%s) dropped out: a bot plays", seat, conn.name)
        if notify and not self._closed:
            self._broadcast_lobby()
            self._maybe_next_game()

    def _on_disconnected(self, conn: _Conn) -> None:
        if not shiboken6.isValid(self):
            return
        conn.closing = True
        self._forget(conn)

    def _on_socket_error(self, conn: _Conn) -> None:
        if not shiboken6.isValid(self) or not shiboken6.isValid(conn.sock):
            return
        if conn.sock.state() != QAbstractSocket.SocketState.ConnectedState:
            conn.closing = True
            self._forget(conn)

    def _housekeeping(self) -> None:
        now = time.monotonic()
        keep = []
        for sock in self._dead:
            if not shiboken6.isValid(sock):
                continue
            if sock.state() == QAbstractSocket.SocketState.UnconnectedState:
                sock.blockSignals(True)
                sock.deleteLater()
            else:
                keep.append(sock)
        self._dead = keep
        for conn in list(self._conns.values()):
            if conn.closing:
                continue
            if not conn.joined and now - conn.opened > HANDSHAKE_TIMEOUT_S:
                self._send(conn, {"t": "error", "reason": "timeout", "message": "no hello within 10 s"})
                log.info("%s: no handshake in time: closed", conn.address)
                self._drop(conn)
                continue
            if conn.frame_started is not None and now - conn.frame_started > FRAME_TIMEOUT_S:
                self._send(conn, {"t": "error", "reason": "timeout", "message": "a frame took too long"})
                self._drop(conn)
                continue
            if conn.joined and now - conn.last_rx > SILENCE_LIMIT_S:
                log.info("%s: silent for %.0f s: gone", conn.address, now - conn.last_rx)
                self._drop(conn)
                continue
            if conn.joined and now - max(conn.last_rx, conn.last_ping) > PING_INTERVAL_S:
                conn.ping_id += 1
                conn.last_ping = now
                self._send(conn, {"t": "ping", "id": conn.ping_id})

    # ------------------------------------------------------------------ receiving
    def _on_ready_read(self, conn: _Conn) -> None:
        if conn.closing:
            conn.sock.readAll()
            return
        data = bytes(conn.sock.readAll().data())
        if not data:
            return
        conn.last_rx = time.monotonic()
        frames_before = conn.decoder.frames
        for item in conn.decoder.feed(data):
            if conn.closing:
                return
            if isinstance(item, P.ProtocolError):
                self._error(conn, item.reason, str(item))
                if item.fatal:
                    self._drop(conn)
                    return
                continue
            if not conn.take_token():
                self._error(conn, "rate_limited", "too many frames: slow down")
                continue
            try:
                self._handle(conn, item)
            except Exception:  # a bug of ours must not take the room down
                log.exception("frame from %s could not be handled", conn.address)
                self._error(conn, "internal", "the host could not handle that frame", strike=False)
        if not conn.decoder.pending:
            conn.frame_started = None
        elif conn.frame_started is None or conn.decoder.frames != frames_before:
            conn.frame_started = conn.last_rx  # a new frame began in this read

    def _handle(self, conn: _Conn, d: dict[str, Any]) -> None:
        if not conn.joined:
            if d.get("t") == "hello":
                self._on_hello(conn, d)
            elif d.get("t") == "ping" and isinstance(d.get("id"), int) and not isinstance(d.get("id"), bool):
                self._send(conn, {"t": "pong", "id": d["id"]})  # either side may ping, at any time
            elif d.get("t") != "pong":
                self._error(conn, "bad_frame", "the first message must be hello")
            return
        try:
            msg = P.parse_client_message(d)
        except P.ProtocolError as e:
            self._error(conn, e.reason, str(e), e.msg_id)
            return
        if isinstance(msg, P.ActionRequest):
            self._on_action(conn, msg)
        elif isinstance(msg, P.Ping):
            self._send(conn, {"t": "pong", "id": msg.id})
        elif isinstance(msg, P.Ready):
            if conn.seat is not None and not conn.spectator:
                self.request_next_game(conn.key)
        elif isinstance(msg, P.Bye):
            log.info("%s says goodbye", conn.address)
            self._drop(conn)
        elif isinstance(msg, P.Hello):
            self._error(conn, "bad_frame", "already welcomed")

    def _on_hello(self, conn: _Conn, d: dict[str, Any]) -> None:
        problem = P.hello_error(d)
        if problem is not None:
            self._refuse(conn, *problem)
            return
        hello = P.parse_client_message(d)
        assert isinstance(hello, P.Hello)
        if self.config.password and not P.proof_matches(self.config.password, conn.nonce, hello.proof):
            self._refuse(conn, "bad_password", "wrong password")
            return
        seat: int | None
        if hello.spectate:
            seat = None
        elif hello.token is not None:
            seat = self._tokens.get(hello.token)
            if seat is None:
                self._refuse(conn, "bad_token", "unknown rejoin token")
                return
            old = self._takers.get(seat)
            if old is not None and old is not conn:
                log.info("seat %d reclaimed by its token: the old connection is closed", seat)
                self._send(old, {"t": "bye", "reason": "replaced", "message": "the seat was taken back elsewhere"})
                old.joined = False  # the seat passes on: no drop-out
                self._drop(old)
        else:
            free = self.open_seats()
            if hello.seat is not None:
                if not 0 <= hello.seat < self.config.num_players:
                    self._refuse(conn, "bad_hello", f"there is no seat {hello.seat}")
                    return
                if hello.seat not in free:
                    self._refuse(conn, "seat_taken", f"seat {hello.seat} is not open")
                    return
                seat = hello.seat
            elif free:
                seat = free[0]
            else:
                self._refuse(conn, "room_full", "no seat is open")
                return
        conn.joined = True
        conn.features = hello.features
        conn.name = self._unique_name(hello.name.strip(), seat)
        token = ""
        if seat is None:
            conn.spectator = True
        else:
            conn.seat = seat
            self._takers[seat] = conn
            self._names[seat] = conn.name
            token = next((t for t, s in self._tokens.items() if s == seat), "") or secrets.token_hex(16)
            self._tokens[token] = seat
            if seat in self._away:
                self._away.discard(seat)
                self.session.set_autoplay(seat, None)
                self.message.emit(f"{conn.name} is back")
        log.info("%s joined as %r, seat %s", conn.address, conn.name, seat)
        self._send(
            conn,
            {
                "t": "welcome",
                "seat": seat,
                "token": token,
                "name": conn.name,
                "protocol": P.PROTOCOL_VERSION,
                "app": self.app_version,
                "room": self.config.room,
                "game": self.config.game_id,
                "players": self.config.num_players,
                "options": dict(self.config.options),
                "match_length": self.config.match_length,
            },
        )
        if seat is not None:
            self.message.emit(f"{conn.name} joined")
        self._broadcast_lobby()
        if self._started and self.session.game is not None:
            self._flush_one(conn, force=True)
        elif self.config.auto_start and not self.open_seats():
            QTimer.singleShot(0, self._auto_start)

    def _auto_start(self) -> None:
        if self._started or self._closed or self.open_seats():
            return
        try:
            self.start_now()
        except Exception:
            log.exception("the room's game cannot start")
            self.message.emit("the game cannot start")

    def _unique_name(self, name: str, seat: int | None) -> str:
        """``name``, or ``name (2)``, ``name (3)``... when someone in the room has it."""
        taken = {p.name for p in self.config.seats if p.kind != "open" and p.name}
        taken |= {n for s, n in self._names.items() if s != seat}
        taken |= {c.name for c in self._conns.values() if c.joined and c.spectator}
        if name not in taken:
            return name
        k = 2
        while True:
            suffix = f" ({k})"
            candidate = name[: P.NAME_MAX - len(suffix)] + suffix
            if candidate not in taken:
                return candidate
            k += 1

    def _on_action(self, conn: _Conn, req: P.ActionRequest) -> None:
        def reject(reason: str, message: str, **params: Any) -> None:
            self._send(conn, {"t": "rejected", "id": req.id, "reason": reason, "params": params, "message": message})

        if conn.spectator or conn.seat is None:
            reject("spectator", "a spectator takes no actions")
            return
        seat = conn.seat
        if req.seat is not None and req.seat != seat:
            reject("not_your_seat", f"this connection plays seat {seat}, not seat {req.seat}", seat=req.seat)
            self._strike(conn)
            return
        if not self._started or self.session.game is None:
            reject("no_game", "no game is running")
            return
        conn.ack = req.id
        error = self.session.submit_remote(seat, req.action(seat))
        if error is not None:
            conn.ack = None
            reject(error.reason, str(error), **_json_params(error))
            return
        if conn.ack is not None:  # the session had nothing to flush: acknowledge anyway
            self._flush_one(conn, force=True)

    # ------------------------------------------------------------------ sending updates
    def _on_game_started(self, _info: Any) -> None:
        self._game_key += 1
        self._waiting_next = False
        self._ready.clear()
        self._next_timer.stop()
        self._ready_timer.stop()

    def _on_event(self, _event: Any) -> None:
        if not self._flush_pending:
            self._flush_pending = True
            QTimer.singleShot(0, self._deferred_flush)

    def _deferred_flush(self) -> None:
        self._flush_pending = False
        self.flush()

    def _on_turn(self, _seat: int) -> None:
        self.flush()

    def _on_timer_started(self, seat: int, ms: int) -> None:
        self._timer = (seat, time.monotonic() + ms / 1000.0)

    def _on_timer_stopped(self, _seat: int) -> None:
        self._timer = None

    def flush(self) -> None:
        """Send every connection what changed since its last update."""
        if self.session.game is None:
            return
        cache = _ViewCache(self.session.game)
        for conn in list(self._conns.values()):
            if conn.joined and not conn.closing:
                self._flush_one(conn, cache=cache)

    def _flush_one(self, conn: _Conn, force: bool = False, cache: _ViewCache | None = None) -> None:
        game = self.session.game
        if game is None:
            return
        events = game.events
        snapshot = conn.game_key != self._game_key or (force and conn.seq == 0)
        start = 0 if snapshot else conn.sent
        if not snapshot and not force and start >= len(events) and conn.ack is None:
            return
        seat = conn.seat
        mine = [e for e in events[start:] if e.visible(seat)]
        view, view_json = (cache or _ViewCache(game)).get(seat)
        timer = None
        if self._timer is not None:
            timer = (self._timer[0], int((self._timer[1] - time.monotonic()) * 1000))
        conn.seq += 1
        msg = P.update_json(conn.seq, mine, view, snapshot=snapshot, ack=conn.ack, timer=timer, view_json=view_json)
        conn.ack = None
        conn.sent = len(events)
        conn.game_key = self._game_key
        self._send(conn, msg)

    # ------------------------------------------------------------------ between games
    def _on_game_finished(self, outcome: Any) -> None:
        self.flush()
        s = self.session
        record = s.finished_record()
        match_over = s.is_match_over
        self.games_finished += 1
        assert record is not None
        msg = {
            "t": "game_over",
            "outcome": outcome.to_json(),
            "record": record.to_json(),
            "seed_text": str(record.seed),  # record.seed may be beyond 2**53: exact for every reader
            "match": {
                "games_played": s.games_played,
                "match_length": s.match_length,
                "totals": list(s.totals),
                "over": match_over,
            },
        }
        for conn in list(self._conns.values()):
            if conn.joined:
                self._send(conn, msg)
        if self.on_game_over is not None:
            self.on_game_over(outcome)
        if match_over or self._closed:
            return
        self._waiting_next = True
        self._ready.clear()
        self._ready_timer.start(self.config.ready_timeout_ms)
        self._maybe_next_game()

    def _waiting_for(self) -> set[Any]:
        """Who must still say ready: the people here, and connected people whose client
        speaks ``ready`` (other programs are ready at once)."""
        want: set[Any] = set()
        if self.session.human_seats:
            want.add("local")
        for conn in self._conns.values():
            if conn.joined and not conn.spectator and conn.seat is not None and "ready" in conn.features:
                want.add(conn.key)
        return want - self._ready

    def _maybe_next_game(self) -> None:
        if self._waiting_next and not self._waiting_for() and not self._next_timer.isActive():
            self._next_timer.start(max(0, self.config.next_game_delay_ms))

    def _on_ready_timeout(self) -> None:
        if self._waiting_next:
            log.info("not everyone said ready in time: the next game starts")
            self._start_next_game()

    def _start_next_game(self) -> None:
        if not self._waiting_next or self._closed:
            return
        self._waiting_next = False
        self._ready_timer.stop()
        self._next_timer.stop()
        self.game_starting.emit()
        self.session.next_game()
        self._broadcast_lobby()

    def ready_pending(self) -> list[str]:
        """Names of the people the next game waits for."""
        out: list[str] = []
        for who in self._waiting_for():
            if who == "local":
                out.extend(self.session.seat_name(s) for s in self.session.human_seats)
            else:
                conn = self._conns.get(who)
                if conn is not None:
                    out.append(conn.name)
        return out


class _ViewCache:
    """The views of one moment and their JSON: the part every seat shares (the public
    view) is encoded once, then each seat's own fields on top of it."""

    def __init__(self, game: Any) -> None:
        self.game = game
        self._public: tuple[Any, dict[str, Any]] | None = None
        self._seats: dict[int, tuple[Any, dict[str, Any]]] = {}

    def get(self, seat: int | None) -> tuple[Any, dict[str, Any]]:
        if self._public is None:
            public = self.game.view_for(None)
            self._public = (public, view_to_json(public))
        if seat is None:
            return self._public
        found = self._seats.get(seat)
        if found is None:
            view = self.game.view_for(seat)
            found = self._seats[seat] = (view, seat_view_json(view, self._public[1]))
        return found


def _json_params(error: EngineError) -> dict[str, Any]:
    """An error's params as JSON values (anything else as text)."""
    out: dict[str, Any] = {}
    for k, v in getattr(error, "params", {}).items():
        try:
            out[str(k)] = P.decode_json(P.encode_json({"v": v}))["v"]
        except (TypeError, ValueError, P.ProtocolError):
            out[str(k)] = str(v)
    return out


def seat_plans(specs: Sequence[str]) -> tuple[SeatPlan, ...]:
    """``open`` / ``bot:LEVEL`` / ``local`` entries as seat plans (the server's --seats)."""
    out = []
    for spec in specs:
        kind, _, level = spec.strip().partition(":")
        if kind == "bot":
            out.append(SeatPlan("bot", "", level or "normal"))
        else:
            out.append(SeatPlan(kind))
    return tuple(out)
