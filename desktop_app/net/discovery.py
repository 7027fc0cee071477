"""Finding rooms on the LAN: the host announces its room over UDP, Join lists what it hears.

:class:`Announcer` sends one datagram every :data:`ANNOUNCE_INTERVAL_MS` to the broadcast
address of every interface that is up and can broadcast (``QNetworkInterface``), and to
255.255.255.255 (which alone leaves through one adapter on machines with a VPN), on UDP
port :data:`DISCOVERY_PORT`. Under the loopback-only switch it sends to 127.0.0.1 alone.

The datagram is one JSON object (at most :data:`MAX_DATAGRAM` bytes, docs/protocol.md)::

    {"t": "room", "protocol": 1, "app": "0.1.0", "room": "Li's table", "game": "doudizhu",
     "players": 3, "seats_free": 2, "password": false, "started": false, "port": 47100,
     "id": "3f9c..."}

:class:`RoomBrowser` listens on that port (shared, so several Paiju windows on one
machine all hear), validates every datagram before use, keeps each room for
:data:`ROOM_TTL_S` after it was last heard and reports ``rooms_changed``. A room of
another protocol version is listed with ``compatible`` False.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import secrets
import time
import unicodedata
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface, QUdpSocket

from . import protocol as P
from .safety import LOOPBACK, loopback_only

__all__ = ["ANNOUNCE_INTERVAL_MS", "DISCOVERY_PORT", "Announcer", "FoundRoom", "RoomBrowser", "discovery_port"]

log = logging.getLogger(__name__)

DISCOVERY_PORT = 47111
ANNOUNCE_INTERVAL_MS = 1500
ROOM_TTL_S = 5.0
MAX_DATAGRAM = 2048
#: an environment override of the port (tests run rooms side by side)
PORT_ENV = "PAIJU_DISCOVERY_PORT"


def discovery_port() -> int:
    value = os.environ.get(PORT_ENV, "").strip()
    if value.isdigit() and 0 < int(value) < 65536:
        return int(value)
    return DISCOVERY_PORT


def broadcast_targets() -> list[str]:
    """Where announcements go: 127.0.0.1 alone under the loopback-only switch, else every
    up interface's IPv4 broadcast address and 255.255.255.255."""
    if loopback_only():
        return [LOOPBACK]
    targets: list[str] = []
    F = QNetworkInterface.InterfaceFlag
    for iface in QNetworkInterface.allInterfaces():
        flags = iface.flags()
        if not (flags & F.IsUp) or not (flags & F.CanBroadcast) or flags & F.IsLoopBack:
            continue
        for entry in iface.addressEntries():
            if entry.ip().protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
                continue
            bc = entry.broadcast()
            if not bc.isNull():
                targets.append(bc.toString())
    targets.append("255.255.255.255")
    return list(dict.fromkeys(targets))


class Announcer(QObject):
    """Announces ``host``'s room until :meth:`stop` (or the room closes)."""

    def __init__(self, host: Any, port: int | None = None, interval_ms: int = ANNOUNCE_INTERVAL_MS) -> None:
        super().__init__(host)
        self.host = host
        self.port = port or discovery_port()
        self.room_id = secrets.token_hex(8)
        self.sent = 0
        self._sock = QUdpSocket(self)
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.announce)
        host.room_closed.connect(lambda _r: self.stop())

    def start(self) -> None:
        self.announce()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    def datagram(self) -> bytes:
        host, c = self.host, self.host.config
        msg = {
            "t": "room",
            "protocol": P.PROTOCOL_VERSION,
            "app": host.app_version,
            "room": c.room,
            "game": c.game_id,
            "players": c.num_players,
            "seats_free": len(host.open_seats()),
            "password": bool(c.password),
            "started": bool(host.started),
            "port": host.port,
            "id": self.room_id,
        }
        return P.encode_json(msg)

    def announce(self) -> None:
        if not self.host.is_listening:
            return
        data = self.datagram()
        for target in broadcast_targets():
            self._sock.writeDatagram(data, QHostAddress(target), self.port)
        self.sent += 1


@dataclass(frozen=True)
class FoundRoom:
    """A room heard on the LAN (``address`` is the sender's)."""

    address: str
    port: int
    room: str
    game: str
    players: int
    seats_free: int
    password: bool
    started: bool
    protocol: int
    app: str
    room_id: str
    seen: float

    @property
    def compatible(self) -> bool:
        return self.protocol == P.PROTOCOL_VERSION


def parse_announcement(data: bytes, address: str, now: float | None = None) -> FoundRoom | None:
    """A datagram as a room, or None when it is not a valid announcement."""
    if len(data) > MAX_DATAGRAM:
        return None
    try:
        d = P.decode_json(data)
    except P.ProtocolError:
        return None
    if not isinstance(d, dict) or d.get("t") != "room":
        return None

    def num(key: str, lo: int, hi: int) -> int | None:
        v = d.get(key)
        return v if isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi else None

    def text(key: str, limit: int) -> str | None:
        v = d.get(key)
        if not isinstance(v, str) or len(v) > limit:
            return None
        return None if any(unicodedata.category(ch) in ("Cc", "Cf", "Cs") for ch in v) else v

    protocol, port = num("protocol", 0, 1 << 16), num("port", 1, 65535)
    players, free = num("players", 1, 64), num("seats_free", 0, 64)
    room, game, app, rid = text("room", 64), text("game", 32), text("app", 64), text("id", 64)
    password, started = d.get("password"), d.get("started", False)
    if None in (protocol, port, players, free, room, game, app, rid) or not isinstance(password, bool):
        return None
    if not isinstance(started, bool):
        return None
    return FoundRoom(
        address, port, room, game, players, free, password, started, protocol, app, rid,  # type: ignore[arg-type]
        time.monotonic() if now is None else now,
    )  # fmt: skip


class RoomBrowser(QObject):
    """The rooms heard on the LAN, live. ``rooms_changed()`` after each change."""

    rooms_changed = Signal()

    def __init__(self, parent: QObject | None = None, port: int | None = None) -> None:
        super().__init__(parent)
        self.port = port or discovery_port()
        self._rooms: dict[tuple[str, int], FoundRoom] = {}
        self._sock = QUdpSocket(self)
        self._sock.readyRead.connect(self._on_ready_read)
        self._expiry = QTimer(self)
        self._expiry.setInterval(1000)
        self._expiry.timeout.connect(self._expire)
        self.error_string = ""

    def start(self) -> bool:
        where = QHostAddress(LOOPBACK) if loopback_only() else QHostAddress(QHostAddress.SpecialAddress.AnyIPv4)
        mode = QUdpSocket.BindFlag.ShareAddress | QUdpSocket.BindFlag.ReuseAddressHint
        ok = self._sock.bind(where, self.port, mode)
        self.error_string = "" if ok else self._sock.errorString()
        if ok:
            self._expiry.start()
        else:
            log.warning("cannot listen for rooms on UDP port %d: %s", self.port, self.error_string)
        return bool(ok)

    def stop(self) -> None:
        self._expiry.stop()
        self._sock.close()

    def rooms(self) -> list[FoundRoom]:
        return sorted(self._rooms.values(), key=lambda r: (not r.compatible, r.room.lower(), r.address, r.port))

    def _on_ready_read(self) -> None:
        changed = False
        while self._sock.hasPendingDatagrams():
            dg = self._sock.receiveDatagram(MAX_DATAGRAM + 1)
            data = bytes(dg.data().data())
            sender = dg.senderAddress()
            address = sender.toString().removeprefix("::ffff:")  # an IPv4 sender seen as IPv6
            room = parse_announcement(data, address)
            if room is None:
                continue
            key = (room.address, room.port)
            old = self._rooms.get(key)
            self._rooms[key] = room
            if old is None or dataclasses.replace(old, seen=0.0) != dataclasses.replace(room, seen=0.0):
                changed = True
        if changed:
            self.rooms_changed.emit()

    def _expire(self) -> None:
        now = time.monotonic()
        gone = [k for k, r in self._rooms.items() if now - r.seen > ROOM_TTL_S]
        for k in gone:
            del self._rooms[k]
        if gone:
            self.rooms_changed.emit()
