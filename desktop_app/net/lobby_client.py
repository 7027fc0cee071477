"""Looking into a server of many tables from the app: :class:`LobbyBrowser`.

It connects to an address, reads the core ``server`` frame and then either reports a
single host (``single(ServerHello)``: a room of its own, joined as always) or, when the
frame says ``"lobby": true``, says ``lobby_hello`` and keeps the list of tables
(:meth:`tables`, ``tables_changed``) and the lobby chat (``chat_received``) up to date
until :meth:`close`. Joining a table is then an ordinary :class:`LanConnection` with
``room=<table id>`` (a connection of its own: the browser only looks). The messages are
those of ``docs/protocol.md``, section 17.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from .. import __version__
from . import protocol as P
from .safety import connect_address, destination_allowed

__all__ = ["LobbyBrowser", "TableInfo", "TableSeat", "parse_table"]

log = logging.getLogger(__name__)

CONNECT_TIMEOUT_MS = 8000


@dataclass(frozen=True)
class TableSeat:
    """One seat of a table as the lobby lists it (``kind``: open, person or bot)."""

    seat: int
    kind: str
    name: str = ""
    level: str | None = None
    connected: bool = False
    away: bool = False


@dataclass(frozen=True)
class TableInfo:
    """One table of a server's lobby."""

    id: str
    name: str
    game: str
    players: int
    status: str
    seats: tuple[TableSeat, ...]
    open: int = 0
    password: bool = False
    spectators: tuple[str, ...] = ()
    spectator_count: int = 0
    games_played: int = 0
    match_length: int = 1
    options: dict[str, Any] = field(default_factory=dict)
    created_by: str | None = None


def _text(d: dict[str, Any], key: str, max_len: int = 256) -> str:
    v = d.get(key, "")
    if not isinstance(v, str):
        raise P.ProtocolError(f"{key!r} must be text")
    return v[:max_len]


def _count(d: dict[str, Any], key: str, default: int = 0) -> int:
    v = d.get(key, default)
    if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= 1_000_000:
        raise P.ProtocolError(f"{key!r} must be a count")
    return v


def parse_table(d: Any) -> TableInfo:
    """A ``tables`` entry as a :class:`TableInfo` (ProtocolError when malformed)."""
    if not isinstance(d, dict):
        raise P.ProtocolError("a table must be an object")
    seats = []
    raw_seats = d.get("seats", [])
    if not isinstance(raw_seats, list) or len(raw_seats) > 64:
        raise P.ProtocolError("'seats' must be a list")
    for s in raw_seats:
        if not isinstance(s, dict):
            raise P.ProtocolError("a seat must be an object")
        level = s.get("level")
        seats.append(
            TableSeat(
                _count(s, "seat"),
                _text(s, "kind", 16),
                _text(s, "name", 64),
                level if isinstance(level, str) else None,
                s.get("connected") is True,
                s.get("away") is True,
            )
        )
    watch = d.get("spectators", {})
    if not isinstance(watch, dict):
        raise P.ProtocolError("'spectators' must be an object")
    names = watch.get("names", [])
    if not isinstance(names, list):
        raise P.ProtocolError("'spectators.names' must be a list")
    options = d.get("options", {})
    created = d.get("created_by")
    return TableInfo(
        _text(d, "id", 32),
        _text(d, "name", 64),
        _text(d, "game", 32),
        _count(d, "players"),
        _text(d, "status", 16),
        tuple(seats),
        _count(d, "open"),
        d.get("password") is True,
        tuple(n[:64] for n in names if isinstance(n, str)),
        _count(watch, "count", len(names)),
        _count(d, "games_played"),
        _count(d, "match_length", 1),
        options if isinstance(options, dict) else {},
        created if isinstance(created, str) else None,
    )


class LobbyBrowser(QObject):
    """A look into the lobby at ``address:port`` as ``name`` (see the module).

    Signals: ``single(ServerHello)`` (not a server of tables: the connection is closed),
    ``joined()`` (in the lobby), ``tables_changed()``, ``chat_received(dict)`` (a
    ``lobby_chat`` line), ``created(table id)``, ``refused(reason, refusal, message)`` for an
    ``error`` the server answered a request with (``refusal``: the ``create_refused``'s
    code, ``""`` when the server sent none), ``failed(code)`` (could not connect,
    refused, or the connection ended: ``connection_refused``, ``timeout``, ``host_gone``,
    ``loopback_only``, ``protocol_error`` or a refusal code).
    """

    single = Signal(object)
    joined = Signal()
    tables_changed = Signal()
    chat_received = Signal(object)
    created = Signal(str)
    refused = Signal(str, str, str)
    failed = Signal(str)

    def __init__(self, address: str, port: int, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.address, self.port, self.name = address.strip(), int(port), name
        self.server: P.ServerHello | None = None
        self.server_fields: dict[str, Any] = {}
        self.state = "idle"  # connecting, greeted, lobby, single, closed
        self.my_name = ""
        self.create_info: dict[str, Any] = {}
        self.chat_lines: list[dict[str, Any]] = []
        self.people: list[str] = []
        self._tables: list[TableInfo] = []
        self._decoder = P.FrameDecoder(P.MAX_HOST_FRAME)
        self._sock = QTcpSocket(self)
        self._sock.readyRead.connect(self._on_ready_read)
        self._sock.disconnected.connect(lambda: self._fail("host_gone"))
        self._sock.errorOccurred.connect(self._on_error)
        self._deadline = QTimer(self)
        self._deadline.setSingleShot(True)
        self._deadline.timeout.connect(lambda: self._fail("timeout"))

    # ---- opening and closing
    def open(self) -> None:
        if not self.address or not destination_allowed(self.address) or not 0 < self.port < 65536:
            QTimer.singleShot(0, lambda: self._fail("loopback_only" if self.address else "not_an_address"))
            return
        self.state = "connecting"
        self._deadline.start(CONNECT_TIMEOUT_MS)
        self._sock.connectToHost(connect_address(self.address), self.port)

    def close(self) -> None:
        if self.state == "closed":
            return
        if self.state == "lobby":
            self._send({"t": "bye", "reason": "leaving", "message": ""})
            self._sock.flush()
        self.state = "closed"
        self._deadline.stop()
        self._sock.disconnectFromHost()

    def _fail(self, code: str) -> None:
        if self.state in ("closed", "single") or not shiboken6.isValid(self) or not shiboken6.isValid(self._sock):
            return
        self.state = "closed"
        self._deadline.stop()
        self._sock.abort()
        self.failed.emit(code)

    def _on_error(self, error: QAbstractSocket.SocketError) -> None:
        E = QAbstractSocket.SocketError
        if self.state == "connecting" and error == E.ConnectionRefusedError:
            self._fail("connection_refused")
        elif self.state == "connecting" and error == E.HostNotFoundError:
            self._fail("host_not_found")
        else:
            self._fail("host_gone")

    # ---- reading
    def tables(self) -> list[TableInfo]:
        return list(self._tables)

    def _send(self, msg: dict[str, Any]) -> bool:
        if self._sock.state() != QAbstractSocket.SocketState.ConnectedState:
            return False
        self._sock.write(P.encode_frame(msg, P.MAX_CLIENT_FRAME))
        return True

    def send_chat(self, text: str) -> bool:
        """Say ``text`` to the lobby (False when it cannot be a chat line)."""
        if self.state != "lobby" or P.check_chat_text(text) is not None:
            return False
        return self._send({"t": "lobby_chat", "text": text.strip()})

    def create_table(
        self,
        game: str,
        players: int,
        name: str = "",
        seats: list[str] | None = None,
        options: dict[str, Any] | None = None,
        match_length: int | None = None,
    ) -> bool:
        """Ask the server for a new table (``created`` or ``refused`` answers): ``seats``
        each ``open`` or ``bot:LEVEL`` (None: all open), ``options`` the game's rule
        options, ``match_length`` games per match (None: the server's default of 1)."""
        if self.state != "lobby":
            return False
        msg: dict[str, Any] = {"t": "create_room", "game": game, "players": players}
        if name:
            msg["name"] = name
        if seats is not None:
            msg["seats"] = list(seats)
        if options:
            msg["options"] = dict(options)
        if match_length is not None:
            msg["match_length"] = match_length
        return self._send(msg)

    def _on_ready_read(self) -> None:
        for item in self._decoder.feed(bytes(self._sock.readAll().data())):
            if self.state in ("closed", "single"):
                return
            if isinstance(item, P.ProtocolError):
                if item.fatal:
                    self._fail("protocol_error")
                    return
                continue
            try:
                self._handle(item)
            except P.ProtocolError as e:
                log.warning("bad %r message from the lobby: %s", item.get("t"), e)

    def _handle(self, d: dict[str, Any]) -> None:
        t = d.get("t")
        if t == "ping":
            self._send({"t": "pong", "id": d.get("id")})
        elif t == "server":
            self._on_server(d)
        elif t in ("lobby_welcome", "tables"):
            if t == "lobby_welcome":
                self.state = "lobby"
                self._deadline.stop()
                self.my_name = _text(d, "name", 64)
                create = d.get("create")
                self.create_info = create if isinstance(create, dict) else {}
                chat = d.get("chat")
                self.chat_lines = [c for c in chat if isinstance(c, dict)] if isinstance(chat, list) else []
            raw = d.get("tables")
            if not isinstance(raw, list):
                raise P.ProtocolError("'tables' must be a list")
            self._tables = [parse_table(x) for x in raw]
            people = d.get("people")
            self.people = [p for p in people if isinstance(p, str)] if isinstance(people, list) else []
            if t == "lobby_welcome":
                self.joined.emit()
            self.tables_changed.emit()
        elif t == "lobby_chat":
            line = {"name": _text(d, "name", 64), "text": _text(d, "text", 4 * P.CHAT_MAX)}
            self.chat_lines.append(line)
            self.chat_received.emit(line)
        elif t == "room_created":
            self.created.emit(_text(d, "room", 32))
        elif t == "error":
            self.refused.emit(_text(d, "reason", 64), _text(d, "refusal", 64), _text(d, "message", 1024))
        elif t == "refused":
            self._fail(_text(d, "reason", 64) or "refused")
        elif t == "bye":
            self._fail(_text(d, "reason", 64) or "host_gone")

    def _on_server(self, d: dict[str, Any]) -> None:
        msg = P.parse_host_message(d)
        assert isinstance(msg, P.ServerHello)
        self.server, self.server_fields = msg, dict(d)
        if d.get("lobby") is not True:
            self.state = "single"
            self._deadline.stop()
            self._sock.abort()
            self.single.emit(msg)
            return
        self.state = "greeted"
        self._send({"t": "lobby_hello", "protocol": P.PROTOCOL_VERSION, "app": __version__, "name": self.name})
