"""A server of many tables: one listening port in front of many :class:`LanHost` rooms.

``paiju --server --rooms N`` (or ``--table``, ``--room-spec``, ``--allow-create``) runs a
:class:`LobbyServer`. Each table is an ordinary room: a :class:`LanHost` around its own
:class:`GameSession`, with no listening socket of its own. The lobby takes every
connection, greets it with the core ``server`` frame of the *default table* (the first
table still waiting for people, else the first table), and then either

* receives a ``hello`` (the core handshake, with an optional ``"room": "<table id>"``):
  the connection, with its nonce and whatever bytes came after the hello, is handed to
  that table's host (:meth:`LanHost.adopt`), which answers ``welcome`` or ``refused``
  exactly as a room of its own would. A client that knows only the fixed core therefore
  plays at the default table without knowing there is a lobby;
* or receives ``lobby_hello``: the connection stays in the lobby, gets the list of
  tables (``tables``, pushed again whenever a table changes), the lobby chat
  (``lobby_chat``), may create a table (``create_room``, when the server allows it), and
  later picks a table with a ``hello`` carrying ``room``.

A table's fault never touches the others: every call the lobby makes into a table is
guarded, and an exception escaping a table's own code on the event loop (a slot of its
host or session) is traced back to the table through ``sys.excepthook``; the faulty
table is closed (its people get ``bye`` with reason ``room_fault``) and opened again
empty with the same settings, while every other table plays on. The messages are
described in ``docs/protocol.md``, section 17.
"""

from __future__ import annotations

import collections
import dataclasses
import logging
import sys
import time
import types
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket

from .. import __version__, engine
from ..session.session import GameSession
from . import protocol as P
from .host import LanHost, RoomConfig, SeatPlan
from .host.chat import take_chat_line
from .safety import listen_address

__all__ = ["LOBBY_CLIENT_TYPES", "LOBBY_HOST_TYPES", "LobbyServer", "Table"]

log = logging.getLogger(__name__)

#: Messages only a lobby speaks (besides the core's ``server``, ``hello``, ``ping``,
#: ``pong``, ``error``, ``refused`` and ``bye``).
LOBBY_CLIENT_TYPES = frozenset({"lobby_hello", "lobby_chat", "create_room"})
LOBBY_HOST_TYPES = frozenset({"lobby_welcome", "tables", "lobby_chat", "room_created"})
#: Before its hello or lobby_hello a connection has this long (then it is closed) ...
HANDSHAKE_TIMEOUT_S = 10.0
#: ... and a lobby member is pinged this often, and gone after this long without a byte.
PING_INTERVAL_S = 5.0
SILENCE_LIMIT_S = 25.0
#: The largest frame the lobby reads (checked on the length header, before the body).
LOBBY_FRAME = 16 * 1024
#: Frames a connection in the lobby may send: a burst, then per second.
LOBBY_BURST = 20.0
LOBBY_RATE_PER_S = 4.0
#: Bad frames before the lobby closes a connection.
MAX_STRIKES = 8
#: Connections in the lobby (greeted or members): from one address, and in all.
PER_ADDRESS = 32
MAX_CONNECTIONS = 512
#: Lobby chat: lines kept for newcomers (lines per connection: the rooms' CHAT_RATE).
CHAT_HISTORY = 20
#: Tables players may create: in all (with those of the command line), per address.
MAX_TABLES = 16
CREATED_PER_ADDRESS = 2
#: The codes of a refused ``create_room`` (the ``error`` ``create_refused``'s ``refusal``).
CREATE_REFUSALS = frozenset({
    "not_allowed", "max_tables", "per_address", "bad_game", "bad_players", "bad_seats", "no_open_seat",
    "bad_options", "bad_match_length", "bad_name",
})  # fmt: skip
#: A created table nobody is at (and nobody has been at for this long) is closed.
EMPTY_TABLE_S = 120.0
#: A table that faults this often within FAULT_WINDOW_S is closed for good.
MAX_FAULTS = 3
FAULT_WINDOW_S = 600.0
#: Tables closed for a fault remembered (so that a late error of theirs is known as theirs).
RETIRED_KEPT = 32
#: A closing socket whose last bytes are not taken by then is aborted.
DEAD_SOCKET_S = 30.0
#: Pushes of ``tables`` are at most this often (changes in between are folded into one).
PUSH_DELAY_MS = 200


@dataclass
class Table:
    """One table of the lobby: its id, its settings, its room and what befell it."""

    id: str
    config: RoomConfig
    host: LanHost
    session: GameSession
    created_by: str | None = None  # the name of the person who created it from the lobby
    creator_ip: str = ""
    faults: collections.deque[float] = field(default_factory=collections.deque)
    empty_since: float | None = None
    closed: bool = False

    def status(self) -> str:
        """``waiting`` (for its people), ``playing`` or ``between`` (two games), ``closed``."""
        if self.closed:
            return "closed"
        if not self.host.started:
            return "waiting"
        return "between" if self.session.game is None or self.session.is_game_over else "playing"

    def summary(self) -> dict[str, Any]:
        """The table as the ``tables`` message lists it."""
        seats = []
        for d in self.host.lobby_seats():
            seat = {k: d[k] for k in ("seat", "kind", "name") if k in d}
            for k in ("level", "away", "autoplay"):
                if d.get(k):
                    seat[k] = d[k]
            if d.get("kind") == "person":
                seat["connected"] = bool(d.get("connected"))
            seats.append(seat)
        c = self.config
        watchers = self.host.spectator_names()
        return {
            "id": self.id,
            "name": c.room,
            "game": c.game_id,
            "players": c.num_players,
            "options": dict(c.options),
            "match_length": c.match_length,
            "password": bool(c.password),
            "status": self.status(),
            "seats": seats,
            "open": len(self.host.open_seats()),
            "spectators": {"count": len(watchers), "names": watchers},
            "games_played": self.session.games_played if self.host.started else 0,
            "created_by": self.created_by,
        }


class _LobbyConn:
    """A connection the lobby holds: greeted (before its hello) or a lobby member."""

    def __init__(self, sock: QTcpSocket, key: int, default: str) -> None:
        self.sock = sock
        self.key = key
        self.default = default  # the table its ``server`` frame described
        self.decoder = P.FrameDecoder(P.MAX_CLIENT_FRAME)
        self.nonce = P.make_nonce()
        self.ip = sock.peerAddress().toString()
        self.opened = self.last_rx = time.monotonic()
        self.last_ping = 0.0
        self.ping_id = 0
        self.member = False  # said lobby_hello
        self.name = ""
        self.strikes = 0
        self.closing = False
        self.tokens, self.tokens_at = LOBBY_BURST, self.opened
        self.chat_times: collections.deque[float] = collections.deque()

    def take_token(self) -> bool:
        now = time.monotonic()
        self.tokens = min(LOBBY_BURST, self.tokens + (now - self.tokens_at) * LOBBY_RATE_PER_S)
        self.tokens_at = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True


def _default_session(_table_id: str, _config: RoomConfig) -> GameSession:
    return GameSession(autosave=False, bot_delay_ms=0)


class LobbyServer(QObject):
    """Many tables behind one port (see the module). ``configs``: the tables to open;
    ``allow_create``: people in the lobby may create tables (at most ``max_tables`` in
    all); ``make_session(table_id, config)``: each table's session (autosave and the
    like: the server's choice); ``seed``: reproducible tables (tests, benchmarks).

    Signals: ``tables_changed()`` after any table changed, ``table_faulted(id, text)``
    when a table was closed for a fault (and opened again unless it faulted too often).
    """

    tables_changed = Signal()
    table_faulted = Signal(str, str)

    def __init__(
        self,
        configs: Sequence[RoomConfig],
        parent: QObject | None = None,
        *,
        allow_create: bool = False,
        max_tables: int = MAX_TABLES,
        create_defaults: RoomConfig | None = None,
        make_session: Callable[[str, RoomConfig], GameSession] = _default_session,
        app_version: str = __version__,
        seed: int | None = None,
        server_name: str = "",
    ) -> None:
        super().__init__(parent)
        if not configs:
            raise ValueError("a lobby needs at least one table")
        self.app_version = app_version
        self.allow_create = allow_create
        self.max_tables = max(max_tables, len(configs))
        self.create_defaults = create_defaults or configs[0]
        self.make_session = make_session
        self.server_name = server_name
        self._seed = seed
        self._server = QTcpServer(self)
        self._server.newConnection.connect(self._on_new_connection)
        self._tables: dict[str, Table] = {}
        self._numbers = 0
        self._conns: dict[int, _LobbyConn] = {}
        self._keys = 0
        self._dead: list[tuple[QTcpSocket, float]] = []  # closing sockets, deleted once closed
        self._chat: collections.deque[dict[str, Any]] = collections.deque(maxlen=CHAT_HISTORY)
        self._push_pending = False
        self._closed = False
        self.error_string = ""
        self.on_table_game_over: Callable[[Table, Any], None] | None = None
        self.on_table_opened: Callable[[Table], None] | None = None
        self._previous_hook: Callable[..., Any] | None = None
        #: the tables closed for a fault, newest last (a late error of theirs is no new fault)
        self._retired: collections.deque[Table] = collections.deque(maxlen=RETIRED_KEPT)
        self._tick = QTimer(self)
        self._tick.setInterval(1000)
        self._tick.timeout.connect(self._housekeeping)
        for config in configs:
            self._open_table(config)

    # ------------------------------------------------------------------ tables
    def tables(self) -> list[Table]:
        """The open tables, in their order."""
        return [t for t in self._tables.values() if not t.closed]

    def table(self, table_id: str) -> Table | None:
        t = self._tables.get(table_id)
        return None if t is None or t.closed else t

    def _open_table(
        self, config: RoomConfig, table_id: str | None = None, created_by: str | None = None, ip: str = ""
    ) -> Table:
        if table_id is None:
            self._numbers += 1
            table_id = f"t{self._numbers}"
        session = self.make_session(table_id, config)
        seed = None if self._seed is None else self._seed * 1000 + self._numbers
        host = LanHost(session, config, self, app_version=self.app_version, seed=seed)
        table = Table(table_id, config, host, session, created_by, ip)
        old = self._tables.get(table_id)
        if old is not None:
            table.faults = old.faults
        self._tables[table_id] = table
        host.lobby_changed.connect(self._schedule_push)
        host.game_starting.connect(self._schedule_push)
        session.game_finished.connect(lambda outcome, t=table: self._on_game_over(t, outcome))
        host.on_game_over = None  # the lobby's own handler above (it knows the table)
        host.on_fault = lambda e, t=table: QTimer.singleShot(0, lambda: self.fault(t, e))
        if self._server.isListening():
            host.serve()
        if self.on_table_opened is not None:
            self.on_table_opened(table)
        self._schedule_push()
        return table

    def _on_game_over(self, table: Table, outcome: Any) -> None:
        if table.closed or self._tables.get(table.id) is not table:
            return
        self._schedule_push()
        if self.on_table_game_over is not None:
            self._guard(table, lambda: self.on_table_game_over(table, outcome))  # type: ignore[misc]

    def close_table(self, table_id: str, reason: str = "server_stopping") -> None:
        """Close a table for good (its people get ``bye`` with ``reason``)."""
        table = self._tables.get(table_id)
        if table is None or table.closed:
            return
        table.closed = True
        self._shut(table, reason)
        del self._tables[table_id]
        self._schedule_push()

    @staticmethod
    def _shut(table: Table, reason: str) -> None:
        """Stop a table's session and close its room, whatever state they are in."""
        for step in (table.session.stop, lambda: table.host.close(reason)):
            try:
                step()
            except Exception:  # a broken table still closes: its people are let go
                log.exception("table %s did not close cleanly", table.id)
        QTimer.singleShot(2000, table.host.deleteLater)

    # ------------------------------------------------------------------ faults
    def _guard(self, table: Table, fn: Callable[[], Any]) -> Any:
        """Run ``fn`` (a call into ``table``); a fault closes and reopens the table."""
        try:
            return fn()
        except Exception as e:
            self.fault(table, e)
            return None

    def fault(self, table: Table, error: BaseException) -> None:
        """``table`` failed: close it (``bye`` ``room_fault`` to its people) and open it
        again empty with the same settings, unless it failed too often."""
        if table.closed or self._tables.get(table.id) is not table:
            return
        text = f"{type(error).__name__}: {error}"
        log.error("table %s (%r) failed: %s", table.id, table.config.room, text, exc_info=error)
        table.closed = True
        self._retired.append(table)
        self._shut(table, "room_fault")
        now = time.monotonic()
        table.faults.append(now)
        while table.faults and now - table.faults[0] > FAULT_WINDOW_S:
            table.faults.popleft()
        if len(table.faults) >= MAX_FAULTS or self._closed:
            log.error("table %s failed %d times: closed for good", table.id, len(table.faults))
            del self._tables[table.id]
        else:
            self._open_table(table.config, table.id, table.created_by, table.creator_ip)
        self.table_faulted.emit(table.id, text)
        self._schedule_push()

    def _table_of(self, tb: types.TracebackType | None) -> Table | None:
        """The table whose code raised (a frame of its host or session), if any: a live
        table, or one closed for a fault (whose queued slots may still raise)."""
        owners: dict[int, Table] = {}
        for t in [*self._retired, *self._tables.values()]:
            owners[id(t.host)] = owners[id(t.session)] = t
        for frame in _frames(tb):
            obj = frame.f_locals.get("self")
            if obj is not None and id(obj) in owners:
                return owners[id(obj)]
        return None

    def _excepthook(self, kind: type[BaseException], error: BaseException, tb: types.TracebackType | None) -> None:
        table = self._table_of(tb) if shiboken6.isValid(self) else None
        if table is None:
            hook = self._previous_hook or sys.__excepthook__
            hook(kind, error, tb)
            return
        if table.closed:  # a late error of a table already closed for its fault
            log.info("table %s, closed for a fault, raised again: %s: %s", table.id, kind.__name__, error)
            return
        QTimer.singleShot(0, lambda: self.fault(table, error))

    # ------------------------------------------------------------------ listening
    def listen(self, address: str = "0.0.0.0", port: int = 0) -> bool:
        """Listen for every table (127.0.0.1 under the loopback-only switch)."""
        addr = listen_address(address or "0.0.0.0")
        qaddr = QHostAddress(addr)
        if qaddr.isNull():
            self.error_string = f"not an address: {addr}"
            return False
        ok = bool(self._server.listen(qaddr, port))
        self.error_string = "" if ok else self._server.errorString()
        if ok:
            self._tick.start()
            self._previous_hook = sys.excepthook
            sys.excepthook = self._excepthook
            for table in self.tables():
                self._guard(table, table.host.serve)
            log.info("lobby of %d tables listening on %s:%d", len(self._tables), addr, self.port)
        return ok

    @property
    def port(self) -> int:
        return int(self._server.serverPort())

    @property
    def address(self) -> str:
        return str(self._server.serverAddress().toString())

    def close(self, reason: str = "server_stopping") -> None:
        """Close every table and every lobby connection; stop listening."""
        if self._closed:
            return
        self._closed = True
        self._tick.stop()
        for conn in list(self._conns.values()):
            self._send(conn, {"t": "bye", "reason": reason, "message": "the server is shutting down"})
            self._drop(conn)
        for table_id in list(self._tables):
            self.close_table(table_id, reason)
        self._server.close()
        if sys.excepthook == self._excepthook:
            sys.excepthook = self._previous_hook or sys.__excepthook__

    # ------------------------------------------------------------------ connections
    def _default_table(self) -> Table:
        """The table a core-only client plays at: the first one waiting for people."""
        tables = self.tables()
        for t in tables:
            if not t.host.started and t.host.open_seats():
                return t
        return tables[0]

    def _on_new_connection(self) -> None:
        while self._server.hasPendingConnections():
            sock = self._server.nextPendingConnection()
            if sock is None:
                break
            ip = sock.peerAddress().toString()
            if (
                self._closed
                or not self.tables()
                or len(self._conns) >= MAX_CONNECTIONS
                or sum(1 for c in self._conns.values() if c.ip == ip) >= PER_ADDRESS
            ):
                log.warning("lobby full (or closed): a connection from %s closed at once", ip)
                sock.abort()
                sock.setParent(None)
                sock.deleteLater()
                continue
            table = self._default_table()
            self._keys += 1
            conn = _LobbyConn(sock, self._keys, table.id)
            self._conns[conn.key] = conn
            sock.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
            sock.readyRead.connect(lambda c=conn: self._on_ready_read(c))
            sock.disconnected.connect(lambda c=conn: self._forget(c))
            sock.errorOccurred.connect(lambda _e, c=conn: self._on_socket_error(c))
            greeting = self._guard(table, lambda t=table, c=conn: self._server_frame(t, c))
            if greeting is None:  # the default table just failed: the next one
                table = self._default_table()
                conn.default = table.id
                greeting = self._server_frame(table, conn)
            self._send(conn, greeting)

    def _server_frame(self, table: Table, conn: _LobbyConn) -> dict[str, Any]:
        """The core ``server`` frame of ``table``, with the lobby's own fields."""
        c = table.config
        return {
            "t": "server",
            "protocol": P.PROTOCOL_VERSION,
            "app": self.app_version,
            "room": c.room,
            "game": c.game_id,
            "players": c.num_players,
            "password": bool(c.password),
            "nonce": conn.nonce,
            "seats_open": len(table.host.open_seats()),
            "started": table.host.started,
            "lobby": True,
            "table": table.id,
            "tables": len(self.tables()),
        }

    def _send(self, conn: _LobbyConn, msg: dict[str, Any]) -> bool:
        if not shiboken6.isValid(conn.sock) or conn.sock.state() != QAbstractSocket.SocketState.ConnectedState:
            return False
        try:
            conn.sock.write(P.encode_frame(msg, P.MAX_HOST_FRAME))
        except ValueError:
            log.exception("a %r frame could not be encoded", msg.get("t"))
            return False
        return True

    def _error(self, conn: _LobbyConn, reason: str, message: str, strike: bool = True) -> None:
        self._send(conn, {"t": "error", "reason": reason, "message": message})
        if strike:
            conn.strikes += 1
            if conn.strikes >= MAX_STRIKES:
                self._send(conn, {"t": "error", "reason": "too_many_errors", "message": "too many bad frames"})
                self._drop(conn)

    def _drop(self, conn: _LobbyConn) -> None:
        if conn.closing:
            return
        conn.closing = True
        if shiboken6.isValid(conn.sock):
            if conn.sock.state() == QAbstractSocket.SocketState.ConnectedState:
                conn.sock.flush()  # the refusal or error on its way first
                conn.sock.disconnectFromHost()
            else:
                conn.sock.abort()
        self._forget(conn)

    def _forget(self, conn: _LobbyConn) -> None:
        conn.closing = True
        if self._conns.pop(conn.key, None) is None:
            return
        if shiboken6.isValid(conn.sock):
            conn.sock.blockSignals(True)
            self._dead.append((conn.sock, time.monotonic()))  # deleted once it is closed (what is written goes out)
        if conn.member:
            self._schedule_push()

    def _on_socket_error(self, conn: _LobbyConn) -> None:
        if shiboken6.isValid(conn.sock) and conn.sock.state() != QAbstractSocket.SocketState.ConnectedState:
            self._forget(conn)

    def _housekeeping(self) -> None:
        now = time.monotonic()
        keep = []
        for sock, since in self._dead:
            if not shiboken6.isValid(sock):
                continue
            if sock.state() == QAbstractSocket.SocketState.UnconnectedState or now - since > DEAD_SOCKET_S:
                sock.abort()
                sock.setParent(None)
                sock.deleteLater()
            else:
                keep.append((sock, since))
        self._dead = keep
        for conn in list(self._conns.values()):
            if conn.closing:
                continue
            if not conn.member and now - conn.opened > HANDSHAKE_TIMEOUT_S:
                self._send(conn, {"t": "error", "reason": "timeout", "message": "no hello within 10 s"})
                self._drop(conn)
            elif conn.member and now - conn.last_rx > SILENCE_LIMIT_S:
                self._drop(conn)
            elif conn.member and now - max(conn.last_rx, conn.last_ping) > PING_INTERVAL_S:
                conn.ping_id += 1
                conn.last_ping = now
                self._send(conn, {"t": "ping", "id": conn.ping_id})
        for table in list(self._tables.values()):
            if table.created_by is None or table.closed:
                continue
            busy = self._guard(table, lambda t=table: t.host.connections() > 0)
            if busy is None:
                continue
            if busy:
                table.empty_since = None
            elif table.empty_since is None:
                table.empty_since = now
            elif now - table.empty_since > EMPTY_TABLE_S:
                log.info("table %s has been empty for %.0f s: closed", table.id, now - table.empty_since)
                self.close_table(table.id, "room_empty")

    # ------------------------------------------------------------------ receiving
    def _on_ready_read(self, conn: _LobbyConn) -> None:
        if conn.closing or not shiboken6.isValid(conn.sock):
            return
        data = bytes(conn.sock.readAll().data())
        if not data:
            return
        conn.last_rx = time.monotonic()
        dec = conn.decoder
        dec.push(data)
        while not conn.closing and conn.key in self._conns:
            n = dec.next_length()
            if n is None:
                return
            if n > LOBBY_FRAME:
                self._error(conn, "bad_frame", f"a frame of {n} bytes is over the lobby's limit of {LOBBY_FRAME}")
                dec.refuse("too long")
                self._drop(conn)
                return
            item = dec.pop()
            if item is None:
                return
            if not conn.take_token():
                self._error(conn, "rate_limited", "too many frames: slow down")
                continue
            if isinstance(item, P.ProtocolError):
                self._error(conn, item.reason, str(item))
                continue
            try:
                self._handle(conn, item)
            except Exception:  # a bug of ours must not take the lobby down
                log.exception("a lobby frame from %s could not be handled", conn.ip)
                self._error(conn, "internal", "the server could not handle that frame", strike=False)

    def _handle(self, conn: _LobbyConn, d: dict[str, Any]) -> None:
        t = d.get("t")
        if t == "hello":
            self._to_table(conn, d)
        elif t == "ping":
            msg_id = d.get("id")
            if isinstance(msg_id, int) and not isinstance(msg_id, bool) and abs(msg_id) <= P.MAX_ID:
                self._send(conn, {"t": "pong", "id": msg_id})
            else:
                self._error(conn, "bad_frame", "'id' must be an integer")
        elif t == "pong":
            return
        elif t == "bye":
            self._drop(conn)
        elif t == "lobby_hello":
            self._on_lobby_hello(conn, d)
        elif t in ("lobby_chat", "create_room") and not conn.member:
            self._error(conn, "bad_frame", f"{t} comes after lobby_hello")
        elif t == "lobby_chat":
            self._on_chat(conn, d)
        elif t == "create_room":
            self._on_create(conn, d)
        else:
            self._error(conn, "bad_frame", f"unknown message type {t!r} in the lobby")

    def _on_lobby_hello(self, conn: _LobbyConn, d: dict[str, Any]) -> None:
        if conn.member:
            self._error(conn, "bad_frame", "already in the lobby")
            return
        version = d.get("protocol")
        if version != P.PROTOCOL_VERSION or isinstance(version, bool):
            self._send(conn, {"t": "refused", "reason": "protocol_mismatch",
                              "message": f"this server speaks protocol version {P.PROTOCOL_VERSION}; "
                                         f"the client speaks version {version}"})  # fmt: skip
            self._drop(conn)
            return
        name = d.get("name")
        why = P.check_name(name)
        if why is not None or not isinstance(name, str):
            self._send(conn, {"t": "refused", "reason": "bad_hello", "message": why or "no name"})
            self._drop(conn)
            return
        conn.member = True
        conn.name = self._unique_name(name.strip())
        self._send(
            conn,
            {
                "t": "lobby_welcome",
                "name": conn.name,
                "server": self.server_name,
                "create": self._create_info(),
                "chat": list(self._chat),
                **self._tables_json(),
            },
        )
        self._schedule_push()

    def _unique_name(self, name: str) -> str:
        taken = {c.name for c in self._conns.values() if c.member and not c.closing}
        k, out = 2, name
        while out in taken:
            suffix = f" ({k})"
            out = name[: P.NAME_MAX - len(suffix)] + suffix
            k += 1
        return out

    def _on_chat(self, conn: _LobbyConn, d: dict[str, Any]) -> None:
        text = d.get("text")
        why = P.check_chat_text(text)
        if why is not None:
            self._error(conn, "chat_refused", why, strike=False)
            return
        too_fast = take_chat_line(conn.chat_times, time.monotonic())
        if too_fast is not None:
            self._error(conn, "chat_refused", too_fast, strike=False)
            return
        assert isinstance(text, str)
        line = {"t": "lobby_chat", "name": conn.name, "text": text.strip(), "time": int(time.time())}
        self._chat.append(line)
        for member in self._members():
            self._send(member, line)

    def _create_info(self) -> dict[str, Any]:
        return {
            "allowed": self.allow_create,
            "games": list(engine.GAME_IDS) if self.allow_create else [],
            "max_tables": self.max_tables,
        }

    def _on_create(self, conn: _LobbyConn, d: dict[str, Any]) -> None:
        def refuse(code: str, message: str) -> None:
            self._send(conn, {"t": "error", "reason": "create_refused", "refusal": code, "message": message})

        if not self.allow_create:
            refuse("not_allowed", "this server does not let players create tables")
            return
        if len(self.tables()) >= self.max_tables:
            refuse("max_tables", f"the server holds its most tables ({self.max_tables})")
            return
        mine = [t for t in self.tables() if t.created_by is not None and t.creator_ip == conn.ip]
        if len(mine) >= CREATED_PER_ADDRESS:
            refuse("per_address", f"at most {CREATED_PER_ADDRESS} tables per address")
            return
        try:
            config = self._created_config(conn, d)
        except CreateRefused as e:
            refuse(e.code, str(e))
            return
        table = self._open_table(config, created_by=conn.name, ip=conn.ip)
        log.info("%s (%s) created table %s: %s for %d", conn.name, conn.ip, table.id, config.game_id,
                 config.num_players)  # fmt: skip
        self._send(conn, {"t": "room_created", "room": table.id, "name": config.room})
        self._push_now()

    def _created_config(self, conn: _LobbyConn, d: dict[str, Any]) -> RoomConfig:
        """The room a ``create_room`` asks for (:class:`CreateRefused`: why it cannot be)."""
        game = d.get("game")
        if game not in engine.GAME_IDS:
            raise CreateRefused("bad_game", f"unknown game {game!r}")
        cls = engine.game_class(game)
        players = d.get("players", DEFAULT_PLAYERS.get(game, cls.min_players))
        if (
            not isinstance(players, int)
            or isinstance(players, bool)
            or not cls.min_players <= players <= cls.max_players
        ):
            raise CreateRefused("bad_players", f"{game} takes {cls.min_players} to {cls.max_players} players")
        seats_in = d.get("seats")
        if seats_in is None:
            seats = (SeatPlan("open"),) * players
        else:
            if not isinstance(seats_in, list) or len(seats_in) != players:
                raise CreateRefused("bad_seats", "'seats' must hold one entry per seat")
            try:
                seats = tuple(_seat_plan(s) for s in seats_in)
            except ValueError as e:
                raise CreateRefused("bad_seats", str(e)) from None
        if not any(p.kind == "open" for p in seats):
            raise CreateRefused("no_open_seat", "a table needs at least one open seat")
        options = d.get("options") or {}
        if not isinstance(options, dict):
            raise CreateRefused("bad_options", "'options' must be an object")
        try:
            opts = cls.options_class.from_dict(options).to_dict()
        except ValueError as e:
            raise CreateRefused("bad_options", f"bad options: {e}") from None
        match = d.get("match_length", 1)
        if not isinstance(match, int) or isinstance(match, bool) or not 1 <= match <= 100:
            raise CreateRefused("bad_match_length", "'match_length' must be 1..100")
        name = d.get("name")
        if name is None or name == "":
            name = f"{conn.name}'s table"
        if not isinstance(name, str) or P.check_name(name[: P.NAME_MAX]) is not None or len(name) > 64:
            raise CreateRefused("bad_name", "'name' must be 1..64 characters, no control characters")
        return dataclasses.replace(
            self.create_defaults,
            room=name.strip(),
            game_id=game,
            num_players=players,
            seats=seats,
            options=opts,
            match_length=match,
        )

    def _to_table(self, conn: _LobbyConn, hello: dict[str, Any]) -> None:
        """Hand ``conn`` to the table its hello names (else its default table)."""
        want = hello.get("room", conn.default)
        if want is None:
            want = conn.default
        table = self.table(want) if isinstance(want, str) else None
        if table is None:
            message = f"there is no table {str(want)[:32]!r}"
            self._send(conn, {"t": "refused", "reason": "no_such_table", "message": message})
            self._drop(conn)
            return
        sock, nonce, rest = conn.sock, conn.nonce, conn.decoder.rest()
        self._conns.pop(conn.key, None)
        conn.closing = True  # the lobby lets go of it
        for signal in (sock.readyRead, sock.disconnected, sock.errorOccurred):
            signal.disconnect()
        if conn.member:
            self._schedule_push()
        frame = P.encode_frame(hello)
        self._guard(table, lambda: table.host.adopt(sock, nonce, frame + rest))
        if table.closed and shiboken6.isValid(sock):  # the table failed taking it: the fault closed it
            sock.abort()

    # ------------------------------------------------------------------ pushing the list
    def _members(self) -> Iterator[_LobbyConn]:
        return (c for c in list(self._conns.values()) if c.member and not c.closing)

    def _tables_json(self) -> dict[str, Any]:
        tables = []
        for table in self.tables():
            summary = self._guard(table, table.summary)
            if summary is not None:
                tables.append(summary)
        people = sorted(c.name for c in self._members())
        return {"tables": tables, "people": people}

    def _schedule_push(self) -> None:
        if not self._push_pending and not self._closed:
            self._push_pending = True
            QTimer.singleShot(PUSH_DELAY_MS, self._push_now)

    def _push_now(self) -> None:
        self._push_pending = False
        if self._closed:
            return
        members = list(self._members())
        if members:
            msg = {"t": "tables", **self._tables_json()}
            frame = P.encode_frame(msg, P.MAX_HOST_FRAME)
            for conn in members:
                if shiboken6.isValid(conn.sock) and conn.sock.state() == QAbstractSocket.SocketState.ConnectedState:
                    conn.sock.write(frame)
        self.tables_changed.emit()


class CreateRefused(ValueError):
    """Why a ``create_room`` cannot be: ``code`` (one of :data:`CREATE_REFUSALS`) and the
    English message."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


#: the number of players each game takes when a table does not say
DEFAULT_PLAYERS = {"tiandiren": 3, "doudizhu": 3, "hongwu": 4, "yuanzi": 4, "shengsidu": 3}
BOT_LEVELS = ("easy", "normal", "expert", "random")


def _seat_plan(spec: Any) -> SeatPlan:
    """``open`` or ``bot:LEVEL`` (ValueError otherwise)."""
    if not isinstance(spec, str):
        raise ValueError("a seat is 'open' or 'bot:easy|normal|expert|random'")
    kind, _, level = spec.strip().lower().partition(":")
    if kind == "open" and not level:
        return SeatPlan("open")
    if kind == "bot" and (level in BOT_LEVELS or not level):
        return SeatPlan("bot", "", level or "normal")
    raise ValueError(f"a seat is 'open' or 'bot:easy|normal|expert|random', not {spec[:40]!r}")


def _frames(tb: types.TracebackType | None) -> Iterator[types.FrameType]:
    while tb is not None:
        yield tb.tb_frame
        tb = tb.tb_next
