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

import collections
import dataclasses
import hashlib
import json
import logging
import os
import secrets
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket

from .. import __version__, engine
from ..engine.core import EngineError
from ..engine.fairdeal import commit as deal_commit
from ..engine.fairdeal import fair_seed
from ..engine.wire import field_encoders, seat_fields, seat_view_json
from ..session.seats import SeatConfig
from ..session.session import GameSession
from ..store.movelog import EXTRA_KEY as MOVES_LOG_KEY
from ..store.movelog import MoveLog
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
#: Before the welcome: the largest frame (checked on its length header, before its body is
#: read: every hello within its fields' limits fits, even with every character escaped) ...
PRE_HELLO_FRAME = 16 * 1024
#: ... and frames in a burst, then per second (checked before decoding; beyond: closed).
PRE_HELLO_BURST = 8.0
PRE_HELLO_RATE_PER_S = 1.0
#: Connections waiting for their hello: from one address, and in all (beyond: closed at once).
PENDING_PER_ADDRESS = 16
PENDING_MAX = 64
#: Bytes waiting to be written to a connection that does not read before it is dropped.
MAX_BACKLOG = 32 * 1024 * 1024
#: The bot level that plays for a person who dropped out.
STAND_IN_LEVEL = "normal"
#: How long the host waits for the seats' fair-deal nonces before dealing without them.
DEAL_NONCE_TIMEOUT_MS = 3000
#: Chat: at most this many lines in this many seconds per connection.
CHAT_RATE = (5, 10.0)
#: Hellos allowed per rejoin token, and per address, within a minute (reconnect churn).
HELLOS_PER_TOKEN = 8
HELLOS_PER_ADDRESS = 40
#: With a move log, the whole autosave is written at most this often during a game.
LOGGED_SAVE_DELAY_S = 1.0
#: Trick fields of the views: a delayed spectator sees the table once they are empty.
_TRICK_FIELDS = ("trick", "trick_turns")


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
    is ready; ``ready_timeout_ms``: the longest wait for people to be ready.

    Room options: ``grace_ms``, how long a player who dropped out keeps the seat (a bot
    plays meanwhile) before the game's own rule for leaving applies; ``turn_ms``, a
    person's time to act (0: no limit); ``spectator_delay``, spectators see each trick
    only once it is over; ``wait_ready``, the first game starts only once the people
    seated say they are ready; ``fair_deal``, each game's seed comes from the
    commit-reveal exchange."""

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
    grace_ms: int = 60_000
    turn_ms: int = 0
    spectator_delay: bool = False
    wait_ready: bool = False
    fair_deal: bool = True

    def room_options(self) -> dict[str, Any]:
        """The room options as the lobby message shows them."""
        return {
            "grace_s": self.grace_ms / 1000,
            "turn_s": self.turn_ms / 1000,
            "spectator_delay": self.spectator_delay,
            "wait_ready": self.wait_ready,
            "fair_deal": self.fair_deal,
        }

    def to_json(self) -> dict[str, Any]:
        d = dataclasses.asdict(self)
        d["seats"] = [dataclasses.asdict(p) for p in self.seats]
        return d

    @classmethod
    def from_json(cls, d: Any) -> RoomConfig:
        """The inverse of :meth:`to_json` (ValueError on anything malformed)."""
        if not isinstance(d, dict) or not isinstance(d.get("seats"), list):
            raise ValueError("a room must be an object with seats")
        names = {f.name for f in dataclasses.fields(cls)}
        kwargs = {k: v for k, v in d.items() if k in names}
        kwargs["seats"] = tuple(SeatPlan(**p) for p in d["seats"] if isinstance(p, dict))
        try:
            return cls(**kwargs)
        except TypeError as e:
            raise ValueError(str(e)) from None


@dataclass
class _Deal:
    """The fair-deal exchange of one game: the secret, its commitment, the nonces."""

    number: int
    secret: bytes
    commit: str
    nonces: dict[int, bytes] = field(default_factory=dict)
    waiting: set[int] = field(default_factory=set)  # keys of connections whose nonce is due
    then: Callable[[int | None], None] | None = None

    def nonce_list(self, num_players: int) -> list[bytes]:
        return [self.nonces.get(s, b"") for s in range(num_players)]

    def to_json(self, num_players: int) -> dict[str, Any]:
        return {
            "commit": self.commit,
            "secret": self.secret.hex(),
            "nonces": [n.hex() for n in self.nonce_list(num_players)],
        }


class _TokenBucket:
    """A token bucket: ``burst`` frames at once, then ``per_s`` a second."""

    __slots__ = ("at", "burst", "per_s", "tokens")

    def __init__(self, burst: float, per_s: float, now: float) -> None:
        self.burst, self.per_s = burst, per_s
        self.tokens, self.at = float(burst), now

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.per_s)
        self.at = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True


class _Conn:
    """One client connection and what the host knows of it."""

    def __init__(self, sock: QTcpSocket, key: int) -> None:
        self.sock = sock
        self.key = key
        self.decoder = P.FrameDecoder(P.MAX_CLIENT_FRAME)
        self.nonce = P.make_nonce()
        self.ip = sock.peerAddress().toString()
        self.address = f"{self.ip}:{sock.peerPort()}"
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
        self.bucket = _TokenBucket(RATE_BURST, RATE_PER_S, self.opened)
        self.early_bucket = _TokenBucket(PRE_HELLO_BURST, PRE_HELLO_RATE_PER_S, self.opened)  # before the welcome
        self.gated = -1  # the decoder's frame count when the next frame's header was let through
        self.ping_id = 0
        self.last_ping = 0.0
        self.chat_times: collections.deque[float] = collections.deque()
        self.resyncs = 0
        self.snapshot_due = False

    def take_token(self) -> bool:
        return self.bucket.take()

    def take_early_token(self) -> bool:
        """A frame before the welcome: its own, smaller bucket (checked before decoding)."""
        return self.early_bucket.take()


class LanHost(QObject):
    """A room on the LAN around ``session`` (which this host starts and drives).

    Signals: ``lobby_changed()`` whenever the seating changes (joins, leaves, drops,
    ready marks, options), ``game_starting()`` just before a game of the room starts,
    ``room_closed(reason)`` after :meth:`close`, ``message(text)`` for a line of the
    host's log, ``chat_received(dict)`` for every chat line of the room (the ``chat``
    message as sent).

    ``seed`` makes the room reproducible (tests, benchmarks): the fair deal's secrets and
    the bots' seeds derive from it. A real room leaves it None.
    """

    lobby_changed = Signal()
    game_starting = Signal()
    room_closed = Signal(str)
    message = Signal(str)
    chat_received = Signal(object)

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
        self._view_memo: dict[type, dict[str, tuple[Any, Any, bytes]]] = {}  # see _ViewCache
        self._lobby_ready: set[int] = set()  # seats whose person is ready for the first game
        self._muted: set[int | None] = set()
        self._banned_names: set[str] = set()
        self._banned_addresses: set[str] = set()
        self._kicked: set[int] = set()
        self._hellos: dict[str, collections.deque[float]] = {}
        self._grace: dict[int, QTimer] = {}
        self._deal: _Deal | None = None  # the latest exchange (the next game's while it runs)
        self._played_deal: _Deal | None = None  # the exchange of the game on the table
        self._pending_resume: Any = None  # a match saved between two games, dealt once people are back
        self._costly: dict[int, collections.deque[float]] = {}  # conn key -> times of costly requests
        self._lobby_pending = False
        self._deals = 0
        self._local_chat_name = ""
        self.resyncs = 0
        self._last_game_over: dict[str, Any] | None = None
        self.saved_port = 0
        self.durable = True  # every move on disk before any update shows it (see flush)
        self._log: MoveLog | None = None  # the move log of the game on the table
        self._log_key = -1  # the _game_key the log was (or could not be) started for
        self._log_id = ""
        self.log_moves = True  # False: the whole autosave is written before every update
        self.hellos_per_address = HELLOS_PER_ADDRESS  # reconnect churn limits (per minute)
        self.hellos_per_token = HELLOS_PER_TOKEN
        self.pending_per_address = PENDING_PER_ADDRESS  # connections waiting for their hello
        self.pending_max = PENDING_MAX
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
        session.set_turn_timeout(config.turn_ms, STAND_IN_LEVEL)
        session.autoplay_changed.connect(self._on_autoplay_changed)
        if session.autosave_writer is not None:  # moves on disk before every update: see _make_durable
            session.autosave_writer.fsync = False

    # ------------------------------------------------------------------ reopening a saved room
    @classmethod
    def resume(
        cls, session: GameSession, snapshot: Any, parent: QObject | None = None, *, app_version: str = __version__
    ) -> LanHost:
        """Reopen the room of a match a LAN host saved (its ``lan`` extra): the same game,
        the same seats and tokens. Its people have the grace period to come back (the game
        waits for them meanwhile); :attr:`saved_port` is the port they will try. Raises
        ValueError when the save holds no room."""
        lan = snapshot.extra.get("lan") if isinstance(getattr(snapshot, "extra", None), dict) else None
        if not isinstance(lan, dict):
            raise ValueError("this save holds no LAN room")
        host = cls(session, RoomConfig.from_json(lan.get("room")), parent, app_version=app_version)
        host._restore(snapshot, lan)
        return host

    def _restore(self, snapshot: Any, lan: dict[str, Any]) -> None:
        tokens, names = lan.get("tokens", {}), lan.get("names", {})
        if not isinstance(tokens, dict) or not isinstance(names, dict):
            raise ValueError("the room's tokens or names are malformed")
        n = self.config.num_players
        self._tokens = {t: s for t, s in tokens.items() if isinstance(t, str) and isinstance(s, int) and 0 <= s < n}
        self._names = {int(k): v for k, v in names.items() if k.isdigit() and int(k) < n and isinstance(v, str)}
        self._kicked = {s for s in lan.get("kicked", []) if isinstance(s, int) and 0 <= s < n}
        port = lan.get("port")
        self.saved_port = port if isinstance(port, int) and 0 <= port < 65536 else 0
        deal = lan.get("deal")
        if isinstance(deal, dict):
            try:
                nonces = [bytes.fromhex(x) for x in deal.get("nonces", [])]
                self._deal = _Deal(
                    int(deal["number"]),
                    bytes.fromhex(deal["secret"]),
                    str(deal["commit"]),
                    {i: x for i, x in enumerate(nonces) if x},
                )
            except (KeyError, TypeError, ValueError):
                log.warning("the saved fair deal is malformed: the game ends without its proof")
        self._started = True
        remote = [i for i, s in enumerate(snapshot.seats) if getattr(s, "kind", "") == "remote"]
        if snapshot.current is None:
            # saved between two games: the next one is dealt (fairly) once its people are back
            self._pending_resume = snapshot
            self._played_deal = None
        else:
            self.session.resume(snapshot, remote_level=None)
        for seat in remote:
            if seat in self._kicked or self.config.grace_ms <= 0:
                if snapshot.current is not None:
                    self.session.set_autoplay(seat, STAND_IN_LEVEL)
                else:
                    self._away.add(seat)
            else:  # the game waits for its people to come back, up to the grace period
                self._away.add(seat)
                self._start_grace(seat)
        if snapshot.current is None and (not self._away or self.config.grace_ms <= 0):
            QTimer.singleShot(0, self._resume_now)
        else:
            self._save_extra()

    def _resume_now(self) -> None:
        """Deal the next game of a match that was saved between two games."""
        snapshot, self._pending_resume = self._pending_resume, None
        if snapshot is None or self._closed:
            return
        for seat in list(self._grace):
            self._stop_grace(seat)

        def deal(seed: int | None) -> None:
            self.game_starting.emit()
            if seed is None:
                self.session.resume(snapshot, remote_level=None)
            else:
                self.session.resume(snapshot, remote_level=None, game_seed=seed, deal="fair")
            for seat in sorted(self._away | self._kicked):
                self.session.set_autoplay(seat, STAND_IN_LEVEL)
                if seat in self._away:
                    self._start_grace(seat)
            self._save_extra()
            self._broadcast_lobby()

        self._begin_deal(len(snapshot.finished) + 1, deal)

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
                d.update(kind="person", name=plan.name, connected=True, local=True)
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
            if (i in self._lobby_ready and not self._started) or (self._waiting_next and self._seat_ready_for_next(i)):
                d["ready"] = True
            if self._started and i in self.session.autoplay_seats and i not in self._away:
                d["autoplay"] = True
            if i in self._muted:
                d["muted"] = True
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
            "room_options": self.config.room_options(),
        }

    def _broadcast_lobby(self) -> None:
        for conn in list(self._conns.values()):
            if conn.joined:
                self._send(conn, self._lobby_json(conn))
        self.lobby_changed.emit()

    def start_now(self) -> bool:
        """Start the first game now: bots take the open seats nobody took. With the fair
        deal the game starts once the seats' nonces are in (at most a few seconds)."""
        if self._started or self._closed:
            return False
        c = self.config
        engine.game_class(c.game_id).options_class.from_dict(c.options)  # refuse bad options now
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
        self._lobby_ready.clear()
        self._broadcast_lobby()

        def deal(seed: int | None) -> None:
            self.game_starting.emit()
            if seed is None:
                self.session.start(c.game_id, c.num_players, seats, c.options, c.match_length, self._seed)
            else:
                match_seed = self._seed
                self.session.start(
                    c.game_id, c.num_players, seats, c.options, c.match_length, match_seed, game_seed=seed, deal="fair"
                )
            self._save_extra()
            self._broadcast_lobby()

        self._begin_deal(1, deal)
        return True

    def start_new_match(self) -> bool:
        """After a match, start another with the same seats (a person who dropped out
        stays played by a bot until they come back)."""
        if not self._started or self._closed or not self.session.is_match_over:
            return False
        c = self.config
        seats = list(self.session.seats)

        def deal(seed: int | None) -> None:
            self.game_starting.emit()
            if seed is None:
                self.session.start(c.game_id, c.num_players, seats, c.options, c.match_length, None)
            else:
                self.session.start(
                    c.game_id, c.num_players, seats, c.options, c.match_length, None, game_seed=seed, deal="fair"
                )
            for seat in sorted(self._away | self._kicked):
                self.session.set_autoplay(seat, STAND_IN_LEVEL)
            self._save_extra()
            self._broadcast_lobby()

        self._begin_deal(1, deal)
        return True

    # ------------------------------------------------------------------ the fair deal
    def _secret(self, number: int) -> bytes:
        if self._seed is None:
            return secrets.token_bytes(32)
        self._deals += 1  # reproducible rooms (tests): the secret derives from the seed
        return hashlib.sha256(f"paiju room {self._seed} deal {self._deals}".encode()).digest()

    def _begin_deal(self, number: int, then: Callable[[int | None], None]) -> None:
        """Deal game ``number`` through ``then(seed)``: with the fair deal, first commit to
        a secret and collect the seats' nonces (``then`` gets the mixed seed); without,
        ``then(None)`` at once."""
        if not self.config.fair_deal:
            self._deal = None
            then(None)
            return
        secret = self._secret(number)
        deal = self._deal = _Deal(number, secret, deal_commit(secret))
        deal.then = then
        for conn in self._conns.values():
            if conn.joined:
                self._send(conn, {"t": "deal_commit", "game": number, "commit": deal.commit})
                if conn.seat is not None and not conn.spectator and "fair_deal" in conn.features:
                    deal.waiting.add(conn.key)
        if not deal.waiting:
            self._finish_deal(deal)
            return
        QTimer.singleShot(DEAL_NONCE_TIMEOUT_MS, lambda d=deal: self._finish_deal(d))

    def _on_deal_nonce(self, conn: _Conn, msg: P.DealNonce) -> None:
        deal = self._deal
        if deal is None or deal.then is None or msg.game != deal.number or conn.key not in deal.waiting:
            return  # late, early, a spectator's or a second one: not part of this deal
        deal.waiting.discard(conn.key)
        if conn.seat is not None:
            deal.nonces[conn.seat] = msg.nonce
        if not deal.waiting:
            self._finish_deal(deal)

    def _finish_deal(self, deal: _Deal) -> None:
        then, deal.then = deal.then, None
        if then is None or self._closed or deal is not self._deal:
            return
        if deal.waiting:
            log.info("deal %d: %d nonce(s) did not come in time", deal.number, len(deal.waiting))
        deal.waiting.clear()
        self._save_extra(deal)  # the game's first autosave must hold the secret to reveal it after a restart
        then(fair_seed(deal.secret, deal.nonce_list(self.config.num_players)))

    # ------------------------------------------------------------------ saving
    def _save_extra(self, deal: _Deal | None = None) -> None:
        """What a restarted host needs to reopen the room: kept in the session's saves
        (``deal``: the exchange of the game about to be dealt; else the one played)."""
        deal = deal or (None if self.session.is_game_over else self._played_deal)
        self.session.snapshot_extra = {
            "lan": {
                "room": self.config.to_json(),
                "port": self.port,
                "tokens": dict(self._tokens),
                "names": {str(s): n for s, n in self._names.items()},
                "kicked": sorted(self._kicked),
                "deal": None if deal is None else {"number": deal.number, **deal.to_json(self.config.num_players)},
            },
            **({MOVES_LOG_KEY: self._log_id} if self._log_id else {}),
        }

    # ------------------------------------------------------------------ the host's lobby tools
    def move_seat(self, source: int, target: int) -> bool:
        """Before the first game: move the person at ``source`` to the free open seat
        ``target`` (their token follows them)."""
        conn = self._takers.get(source)
        if self._started or conn is None or target not in self.open_seats():
            return False
        del self._takers[source]
        self._takers[target] = conn
        self._names[target] = self._names.pop(source, conn.name)
        self._tokens = {t: (target if s == source else s) for t, s in self._tokens.items()}
        if source in self._lobby_ready:
            self._lobby_ready.discard(source)
            self._lobby_ready.add(target)
        conn.seat = target
        self._send(conn, {"t": "welcome", "seat": target, "token": self._token_of(target), "name": conn.name,
                          "protocol": P.PROTOCOL_VERSION, "app": self.app_version, "room": self.config.room,
                          "game": self.config.game_id, "players": self.config.num_players,
                          "options": dict(self.config.options), "match_length": self.config.match_length,
                          "room_options": self.config.room_options(), "moved": True})  # fmt: skip
        self._broadcast_lobby()
        return True

    def set_seat_plan(self, seat: int, plan: SeatPlan) -> bool:
        """Before the first game: make a seat open, a bot or a person here. A seat a
        remote person has taken changes only by :meth:`kick` first."""
        if self._started or not 0 <= seat < self.config.num_players or seat in self._takers:
            return False
        seats = list(self.config.seats)
        seats[seat] = plan
        self.config = dataclasses.replace(self.config, seats=tuple(seats))
        self._lobby_ready.clear()  # the table changed: everyone says ready again
        self._broadcast_lobby()
        if self.config.auto_start and not self.open_seats():
            QTimer.singleShot(0, self._auto_start)
        return True

    def set_options(self, options: dict[str, Any], match_length: int | None = None) -> None:
        """Before the first game: change the rule options (checked by the game; raises
        EngineError) and the match length; everyone sees the change."""
        if self._started:
            raise ValueError("the game has started")
        opts = engine.game_class(self.config.game_id).options_class.from_dict(options).to_dict()
        changes: dict[str, Any] = {"options": opts}
        if match_length is not None:
            if not isinstance(match_length, int) or match_length < 1:
                raise ValueError(f"bad match length: {match_length!r}")
            changes["match_length"] = match_length
        self.config = dataclasses.replace(self.config, **changes)
        self._lobby_ready.clear()  # the rules changed: everyone says ready again
        self._broadcast_lobby()

    def kick(self, seat: int, ban: bool = False) -> bool:
        """Send the person at ``seat`` away (``ban``: their name and address may not come
        back this session). Before the first game the seat opens again; during a game a
        bot plays it to the end."""
        conn = self._takers.get(seat)
        if conn is None:
            return False
        if ban:
            self._banned_names.add(conn.name)
            self._banned_addresses.add(conn.address.rpartition(":")[0])
        self._send(conn, {"t": "bye", "reason": "kicked", "message": "the host has removed you from the room"})
        self._tokens = {t: s for t, s in self._tokens.items() if s != seat}  # no way back by token
        if self._started:
            self._kicked.add(seat)
        self.message.emit(f"{conn.name} was {'banned' if ban else 'removed'} by the host")
        self._drop(conn)
        return True

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

    def _token_of(self, seat: int) -> str:
        return next((t for t, s in self._tokens.items() if s == seat), "")

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
        self._stop_log()
        self._tick.stop()
        self._next_timer.stop()
        self._ready_timer.stop()
        for seat in list(self._grace):
            self._stop_grace(seat)
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
            if self._closed or not self._pending_ok(sock):
                self._discard(sock)
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

    def _pending_ok(self, sock: QTcpSocket) -> bool:
        """May one more connection wait for its hello (per address and in all)?"""
        ip = sock.peerAddress().toString()
        waiting = [c for c in self._conns.values() if not c.joined and not c.closing]
        if len(waiting) >= self.pending_max:
            log.warning("%d connections wait for their hello: %s closed at once", len(waiting), ip)
            return False
        if sum(1 for c in waiting if c.ip == ip) >= self.pending_per_address:
            log.warning("%s has %d connections waiting for their hello: one more closed at once", ip,
                        self.pending_per_address)  # fmt: skip
            return False
        return True

    @staticmethod
    def _discard(sock: QTcpSocket) -> None:
        """Close a socket the host does not take (no frame), and let it go entirely."""
        sock.abort()
        sock.setParent(None)  # else the server's Python wrapper keeps this one's for good
        sock.deleteLater()

    def _send(self, conn: _Conn, msg: dict[str, Any], frame: bytes | None = None) -> bool:
        """Send ``msg`` (``frame``: its frame, already encoded)."""
        if conn.closing and msg.get("t") not in ("bye", "refused", "error"):
            return False
        if not shiboken6.isValid(conn.sock):  # a closed connection whose socket is deleted already
            return False
        try:
            if frame is None:
                frame = P.encode_frame(msg, P.MAX_HOST_FRAME)
            elif len(frame) - 4 > P.MAX_HOST_FRAME:
                raise ValueError("the update is over the frame limit")
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
        if not shiboken6.isValid(sock):
            self._forget(conn, notify)
            return
        if sock.state() == QAbstractSocket.SocketState.ConnectedState:
            sock.disconnectFromHost()  # after what is written goes out; then disconnected -> deleteLater
        else:
            sock.abort()
        self._forget(conn, notify)

    def _forget(self, conn: _Conn, notify: bool = True) -> None:
        if self._conns.pop(conn.key, None) is None:
            return
        self._costly.pop(conn.key, None)
        deal = self._deal
        if deal is not None and conn.key in deal.waiting:  # it will not send its nonce now
            deal.waiting.discard(conn.key)
            if not deal.waiting:
                QTimer.singleShot(0, lambda d=deal: self._finish_deal(d))
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
                self._start_grace(seat)
            self.message.emit(f"{conn.name} dropped out: a bot plays for them")
            log.info("seat %d (%s) dropped out: a bot plays", seat, conn.name)
        if notify and not self._closed:
            self._broadcast_lobby()
            self._maybe_next_game()

    def _start_grace(self, seat: int) -> None:
        """The seat's person has ``grace_ms`` to come back; then the game's rule for
        leaving applies (弃权 / 逃跑: the engine's abandon)."""
        if seat in self._kicked or self.config.grace_ms <= 0 or seat in self._grace:
            return
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(lambda s=seat: self._grace_over(s))
        self._grace[seat] = timer
        timer.start(self.config.grace_ms)

    def _stop_grace(self, seat: int) -> None:
        timer = self._grace.pop(seat, None)
        if timer is not None:
            timer.stop()
            timer.deleteLater()

    def _grace_over(self, seat: int) -> None:
        self._stop_grace(seat)
        if self._pending_resume is not None:  # a reopened room between games: deal without them
            if not self._grace:
                self._resume_now()
            return
        if self._closed or seat not in self._away or self.session.is_game_over or self.session.game is None:
            return
        name = self._names.get(seat, "")
        log.info("seat %d (%s) did not come back in time: the game's rule for leaving applies", seat, name)
        error = self.session.abandon_for(seat)
        if error is not None:
            log.info("seat %d could not abandon: %s", seat, error)
            return
        self.message.emit(f"{name} did not come back in time: they abandon")
        self.session.set_autoplay(seat, STAND_IN_LEVEL)  # whatever the rules still ask of the seat

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
        for key in [k for k, times in self._hellos.items() if not times or now - times[-1] > 60.0]:
            del self._hellos[key]
        keep = []
        for sock in self._dead:
            if not shiboken6.isValid(sock):
                continue
            if sock.state() == QAbstractSocket.SocketState.UnconnectedState:
                sock.blockSignals(True)
                sock.setParent(None)  # else the server's Python wrapper keeps this one's for good
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
        conn.decoder.push(data)
        while not conn.closing:
            item = self._next_frame(conn)
            if item is None:
                break
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
        if conn.closing:
            return
        if not conn.decoder.pending:
            conn.frame_started = None
        elif conn.frame_started is None or conn.decoder.frames != frames_before:
            conn.frame_started = conn.last_rx  # a new frame began in this read

    def _next_frame(self, conn: _Conn) -> dict[str, Any] | P.ProtocolError | None:
        """The connection's next frame (None: none complete yet). Before the welcome its
        length header must be within :data:`PRE_HELLO_FRAME` and the early rate, both
        checked before its body is read or decoded: else a fatal error (the host closes)."""
        dec = conn.decoder
        if not conn.joined and conn.gated != dec.frames:
            n = dec.next_length()
            if n is None:
                return None
            if n > PRE_HELLO_FRAME:
                return dec.refuse(f"a frame of {n} bytes is over the limit of {PRE_HELLO_FRAME} before the welcome")
            if not conn.take_early_token():
                return dec.refuse("too many frames before the welcome", reason="rate_limited")
            conn.gated = dec.frames  # this frame is let through, whenever its body is complete
        return dec.pop()

    def _handle(self, conn: _Conn, d: dict[str, Any]) -> None:
        if not conn.joined:
            self._handle_before_hello(conn, d)
            return
        try:
            msg = P.parse_client_message(d)
        except P.ProtocolError as e:
            # a refused chat line is no misdeed: people type too much now and then
            self._error(conn, e.reason, str(e), e.msg_id, strike=e.reason != "chat_refused")
            return
        if isinstance(msg, P.ActionRequest):
            self._on_action(conn, msg)
        elif isinstance(msg, P.Ping):
            self._send(conn, {"t": "pong", "id": msg.id})
        elif isinstance(msg, P.Ready):
            self._on_ready(conn, msg.ready)
        elif isinstance(msg, P.ChatRequest):
            self._on_chat(conn, msg)
        elif isinstance(msg, P.DealNonce):
            self._on_deal_nonce(conn, msg)
        elif isinstance(msg, P.Autoplay):
            self._on_autoplay(conn, msg.on)
        elif isinstance(msg, P.Resync):
            if not self._costly_ok(conn):
                return
            conn.resyncs += 1
            self.resyncs += 1
            log.info("%s asks for a snapshot (resync %d)", conn.address, conn.resyncs)
            self._flush_one(conn, force=True, snapshot=True)
        elif isinstance(msg, P.Bye):
            log.info("%s says goodbye", conn.address)
            self._drop(conn)
        elif isinstance(msg, P.Hello):
            self._error(conn, "bad_frame", "already welcomed")

    def _handle_before_hello(self, conn: _Conn, d: dict[str, Any]) -> None:
        """Before the welcome: a ``hello``, or a ``ping``/``pong`` checked as after it (a
        malformed one is a ``bad_frame`` either way); anything else is a ``bad_frame``."""
        t = d.get("t")
        if t == "hello":
            self._on_hello(conn, d)
            return
        if t not in ("ping", "pong"):
            self._error(conn, "bad_frame", "the first message must be hello")
            return
        try:
            msg = P.parse_client_message(d)
        except P.ProtocolError as e:
            self._error(conn, e.reason, str(e), e.msg_id)
            return
        if isinstance(msg, P.Ping):
            self._send(conn, {"t": "pong", "id": msg.id})  # either side may ping, at any time

    def _on_hello(self, conn: _Conn, d: dict[str, Any]) -> None:
        problem = P.hello_error(d)
        if problem is not None:
            self._refuse(conn, *problem)
            return
        hello = P.parse_client_message(d)
        assert isinstance(hello, P.Hello)
        ip = conn.address.rpartition(":")[0]
        if self._churn(f"addr {ip}", self.hellos_per_address):  # wrong passwords count too
            self._refuse(conn, "rate_limited", "too many joins in a short time: wait a minute")
            return
        if self.config.password and not P.proof_matches(self.config.password, conn.nonce, hello.proof):
            self._refuse(conn, "bad_password", "wrong password")
            return
        if hello.name.strip() in self._banned_names or ip in self._banned_addresses:
            self._refuse(conn, "banned", "the host has banned you from this room")
            return
        if hello.token is not None and self._churn(f"token {hello.token}", self.hellos_per_token):
            self._refuse(conn, "rate_limited", "too many joins in a short time: wait a minute")
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
            if old is not None and old is not conn and not old.closing:  # (a dropped one is closed already)
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
                self._stop_grace(seat)
                if self._pending_resume is None:
                    self.session.set_autoplay(seat, None)
                elif not self._away:  # everyone is back: deal the next game
                    QTimer.singleShot(0, self._resume_now)
                self.message.emit(f"{conn.name} is back")
            self._save_extra()
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
                "room_options": self.config.room_options(),
            },
        )
        if seat is not None:
            self.message.emit(f"{conn.name} joined")
        self._broadcast_lobby()
        if self._started and self.session.game is not None:
            self._flush_one(conn, force=True)
            if self.session.is_game_over and self._last_game_over is not None:
                self._send(conn, self._last_game_over)  # the game ended while they were away
        elif self.config.auto_start and not self.open_seats():
            QTimer.singleShot(0, self._auto_start)

    def all_ready(self) -> bool:
        """Before the first game: is every person seated ready (when the room waits for
        ready marks; programs that do not speak ``ready`` always are)?"""
        if not self.config.wait_ready:
            return True
        for seat, conn in self._takers.items():
            if "ready" in conn.features and seat not in self._lobby_ready:
                return False
        return True

    def _on_ready(self, conn: _Conn, ready: bool) -> None:
        if conn.seat is None or conn.spectator or not self._costly_ok(conn):
            return
        if not self._started:
            if ready:
                self._lobby_ready.add(conn.seat)
            else:
                self._lobby_ready.discard(conn.seat)
            self._broadcast_lobby()
            if self.config.auto_start and not self.open_seats():
                QTimer.singleShot(0, self._auto_start)
        elif ready:
            self.request_next_game(conn.key)
            self._broadcast_lobby()
        else:
            self._ready.discard(conn.key)
            self._broadcast_lobby()

    def _on_autoplay_changed(self, _seat: int, _on: bool) -> None:
        """托管 began or ended (at a request, after time-outs, when a person acts): the
        lobby's marks follow, once per turn of the event loop."""
        if not self._lobby_pending:
            self._lobby_pending = True

            def send() -> None:
                self._lobby_pending = False
                if not self._closed:
                    self._broadcast_lobby()

            QTimer.singleShot(0, send)

    def _seat_ready_for_next(self, seat: int) -> bool:
        """Between games: has the person at ``seat`` said ready for the next one?"""
        if self.config.seats[seat].kind == "local":
            return "local" in self._ready
        conn = self._takers.get(seat)
        return conn is not None and ("ready" not in conn.features or conn.key in self._ready)

    def _costly_ok(self, conn: _Conn) -> bool:
        """Requests that make the host work for everyone (a snapshot, a lobby for every
        connection): at most 4 in 5 s per connection; more are refused as rate_limited."""
        now = time.monotonic()
        times = self._costly.setdefault(conn.key, collections.deque())
        while times and now - times[0] > 5.0:
            times.popleft()
        if len(times) >= 4:
            self._error(conn, "rate_limited", "too many requests of this kind: wait a little")
            return False
        times.append(now)
        return True

    def _on_autoplay(self, conn: _Conn, on: bool) -> None:
        """托管 at the player's wish: a bot plays the seat until they take it back."""
        if conn.seat is None or conn.spectator or not self._started or not self._costly_ok(conn):
            return
        self.session.set_autoplay(conn.seat, STAND_IN_LEVEL if on else None)
        self.message.emit(f"{conn.name}: {'a bot plays for them' if on else 'back at the table'}")
        self._broadcast_lobby()

    def _auto_start(self) -> None:
        if self._started or self._closed or self.open_seats() or not self.all_ready():
            return
        try:
            self.start_now()
        except Exception:
            log.exception("the room's game cannot start")
            self.message.emit("the game cannot start")

    def _churn(self, key: str, limit: int) -> bool:
        """Record a hello under ``key``; True when there were ``limit`` in the last minute."""
        now = time.monotonic()
        times = self._hellos.setdefault(key, collections.deque())
        while times and now - times[0] > 60.0:
            times.popleft()
        if len(times) >= limit:
            return True
        times.append(now)
        return False

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
        if conn.ack is not None:  # the update now, not after the event loop's next turn
            if self._flush_pending:
                self._deferred_flush()
            if conn.ack is not None:  # the session had nothing to flush: acknowledge anyway
                self._flush_one(conn, force=True)

    # ------------------------------------------------------------------ sending updates
    def _on_game_started(self, _info: Any) -> None:
        self._game_key += 1
        self._played_deal = self._deal if self.config.fair_deal else None
        self._waiting_next = False
        self._ready.clear()
        self._next_timer.stop()
        self._ready_timer.stop()

    def _on_event(self, _event: Any) -> None:
        if not self._flush_pending:
            self._flush_pending = True
            QTimer.singleShot(0, self._deferred_flush)

    def _deferred_flush(self) -> None:
        if self._flush_pending:  # not flushed meanwhile
            self._flush_pending = False
            self.flush()

    def _make_durable(self) -> None:
        """Before an update goes out: every move of the game so far on disk. The first
        time in a game the whole autosave is written and waited for, and a move log
        (:mod:`..store.movelog`) started from there; after that each update appends the
        moves since the last one to the log (a few dozen bytes, no waiting for the whole
        save, which its writer thread keeps writing in the background). Without a log
        (``log_moves`` off, or the disk refused it) the whole autosave is waited for."""
        writer = self.session.autosave_writer
        game = self.session.game
        if not self.durable or writer is None or game is None:
            return
        ml = self._log
        if self._log_key != self._game_key:
            self._start_log()
            ml = self._log
            if ml is not None:
                return  # the whole save holds every move so far
        elif ml is not None:
            try:
                ml.append(game.actions)
                return
            except OSError as e:
                log.warning("the move log %s cannot be written (%s): the whole save is written instead", ml.path, e)
                self._stop_log()
        self.session.flush_autosave(2.0)

    def _start_log(self) -> None:
        """Write the whole autosave now and start a move log for the game on the table."""
        self._stop_log()
        self._log_key = self._game_key  # tried once per game
        writer = self.session.autosave_writer
        if writer is None or not self.log_moves:
            return
        log_id = secrets.token_hex(8)
        self._log_id = log_id  # named in the save from now on (see _save_extra)
        self.session.snapshot_extra = {**self.session.snapshot_extra, MOVES_LOG_KEY: log_id}
        snap = self.session.snapshot()
        if snap is None or snap.current is None:
            return
        writes = writer.writes
        writer.save(snap)
        if not writer.flush(5.0) or writer.writes == writes:
            log.warning("the autosave could not be written: no move log for this game")
            return
        ml = MoveLog(writer.path)
        try:
            ml.start(log_id, len(snap.finished) + 1, snap.current.seed, len(snap.current.actions))
        except OSError as e:
            log.warning("no move log for this game (%s): the whole save is written before every update", e)
            ml.close()
            return
        self._log = ml
        writer.set_delay(LOGGED_SAVE_DELAY_S)  # the log holds the moves meanwhile
        self.session.coalesce_autosave(int(LOGGED_SAVE_DELAY_S * 1000))  # and a snapshot at most as often

    def _stop_log(self, remove: bool = False) -> None:
        ml, self._log = self._log, None
        if ml is not None:
            writer = self.session.autosave_writer
            if writer is not None:
                writer.set_delay(0.0)
            self.session.coalesce_autosave(0)
            if remove:
                ml.remove()
            else:
                ml.close()

    def _on_turn(self, _seat: int) -> None:
        # after the session's own work for the turn (a rule or turn timer starting): one update
        self._on_event(None)

    def _on_timer_started(self, seat: int, ms: int) -> None:
        self._timer = (seat, time.monotonic() + ms / 1000.0)

    def _on_timer_stopped(self, _seat: int) -> None:
        self._timer = None

    def flush(self) -> None:
        """Send every connection what changed since its last update. A durable host
        (:attr:`durable`) first puts every move on disk (:meth:`_make_durable`), so that
        no client ever sees a move a crash of the host would lose."""
        game = self.session.game
        if game is None:
            return
        self._make_durable()
        cache = _ViewCache(game, self._view_memo)
        to_move = game.to_move

        def order(conn: _Conn) -> int:
            # the connection whose action this acknowledges first (its round trip waits
            # for nothing else), the seat to move last (the host has done its work by the
            # time that seat answers); every connection still gets every update, in order
            if conn.ack is not None:
                return 0
            return 2 if conn.seat == to_move and not conn.spectator else 1

        for conn in sorted((c for c in self._conns.values() if c.joined and not c.closing), key=order):
            acknowledges = conn.ack is not None
            if self._flush_one(conn, cache=cache) and not conn.closing:
                conn.sock.flush()  # on its way now, in this order (not once every view is made)
                if acknowledges:
                    _give_way()

    def _flush_one(
        self, conn: _Conn, force: bool = False, cache: _ViewCache | None = None, snapshot: bool = False
    ) -> bool:
        """Send ``conn`` its update if it has one due; True when a frame was written."""
        game = self.session.game
        if game is None:
            return False
        events = game.events
        snapshot = snapshot or conn.game_key != self._game_key or (force and conn.seq == 0)
        start = 0 if snapshot else conn.sent
        if not snapshot and not force and start >= len(events) and conn.ack is None:
            return False
        seat = conn.seat
        cache = cache or _ViewCache(game, self._view_memo)
        if conn.spectator and self.config.spectator_delay and not game.is_over and not cache.trick_clear():
            conn.snapshot_due = conn.snapshot_due or snapshot
            return False  # a delayed spectator sees each trick once it is over
        snapshot = snapshot or conn.snapshot_due
        conn.snapshot_due = False
        self._make_durable()  # (nothing to do when flush() did it)
        start = 0 if snapshot else conn.sent
        mine = [e for e in events[start:] if e.visible(seat)]
        view, view_json, digest, view_bytes = cache.get(seat)
        timer = None
        if self._timer is not None:
            timer = (self._timer[0], int((self._timer[1] - time.monotonic()) * 1000))
        conn.seq += 1
        commit = self._played_deal.commit if snapshot and self._played_deal is not None else None
        msg = P.update_json(
            conn.seq,
            mine,
            view,
            snapshot=snapshot,
            ack=conn.ack,
            timer=timer,
            view_json=view_json,
            view_hash_text=digest,
            deal_commit=commit,
        )
        conn.ack = None
        conn.sent = len(events)
        conn.game_key = self._game_key
        return self._send(conn, msg, P.update_frame(msg, view_bytes))

    # ------------------------------------------------------------------ between games
    def _on_game_finished(self, outcome: Any) -> None:
        self.flush()
        s = self.session
        record = s.finished_record()
        match_over = s.is_match_over
        self._stop_log(remove=match_over)  # the save says the game is over (or is gone)
        self.games_finished += 1
        assert record is not None
        msg = {
            "t": "game_over",
            "outcome": outcome.to_json(),
            "record": record.to_json(),
            "seed_text": str(record.seed),  # record.seed may be beyond 2**53: exact for every reader
            **(
                {"fair": self._played_deal.to_json(s.num_players)}
                if self._played_deal is not None and record.deal == "fair"
                else {}
            ),
            "match": {
                "games_played": s.games_played,
                "match_length": s.match_length,
                "totals": list(s.totals),
                "over": match_over,
            },
        }
        self._last_game_over = msg  # for whoever comes back before the next game
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

        def deal(seed: int | None) -> None:
            self.game_starting.emit()
            self.session.next_game(seed)
            self._save_extra()
            self._broadcast_lobby()

        self._begin_deal(self.session.games_played + 1, deal)

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


@dataclass(frozen=True)
class _Layout:
    """A view class's members in canonical order, and where its seat's own fields go."""

    order: tuple[str, ...]  # the JSON names, sorted
    own: tuple[tuple[str, int], ...]  # (JSON name, place in order) of each seat field


_LAYOUTS: dict[type, _Layout] = {}


def _layout(cls: type, game_id: str) -> _Layout:
    found = _LAYOUTS.get(cls)
    if found is None:
        fields = field_encoders(cls)
        order = tuple(sorted(name for _attr, name, _enc in fields))
        own_attrs = seat_fields(game_id)
        own = tuple((name, order.index(name)) for attr, name, _enc in fields if attr in own_attrs)
        found = _LAYOUTS[cls] = _Layout(order, own)
    return found


_SCHED_YIELD = getattr(os, "sched_yield", None)  # not on Windows, where _give_way does nothing


def _give_way() -> None:
    """Let the process that an acknowledgement just woke have this core before the host
    makes the other views: where clients share the host's cores (a host that is also a
    player's PC, the benchmark) the acting player's client would otherwise wait behind
    the host, while on a machine with nothing else to run this returns at once. Five
    benchmark runs each, alternating, with and without: p50 1.31-1.59 against 1.39-1.83
    ms, p99 2.82-4.65 against 3.40-5.46 ms (docs/benchmarks.md)."""
    if _SCHED_YIELD is not None:
        _SCHED_YIELD()


class _ViewCache:
    """The views of one moment and their JSON: the part every seat shares (the public
    view) is encoded once, then each seat's own fields on top of it. The canonical bytes
    are put together the same way: each top-level value of the public view is encoded
    once, and a seat's view is the public view's members in key order with its own
    fields' members in their places.

    ``memo`` (kept by the host from one update to the next) holds each public field's
    last value with its JSON and its ``"key":value`` bytes: a field whose value is
    unchanged since the last update (most of them: the options, the scores, the cards
    played so far until someone plays) is not encoded again."""

    def __init__(self, game: Any, memo: dict[type, dict[str, tuple[Any, Any, bytes]]] | None = None) -> None:
        self.game = game
        self._memo = memo if memo is not None else {}
        self._public: tuple[Any, dict[str, Any], str, bytes] | None = None
        self._members: list[bytes] = []  # the public view's members, in key order
        self._layout: _Layout | None = None
        self._seats: dict[int, tuple[Any, dict[str, Any], str, bytes]] = {}

    def get(self, seat: int | None) -> tuple[Any, dict[str, Any], str, bytes]:
        """The view of ``seat``, its JSON, its hash and its canonical bytes (encoded once:
        they are hashed and go into the frame as they are)."""
        if self._public is None:
            self._public = self._make_public()
        if seat is None:
            return self._public
        found = self._seats.get(seat)
        if found is None:
            view = self.game.seat_view(self._public[0], seat)
            vj = seat_view_json(view, self._public[1])
            members = list(self._members)
            assert self._layout is not None  # made with the public view
            for name, place in self._layout.own:
                members[place] = _member(name, vj[name])
            vb = b"{" + b",".join(members) + b"}"
            found = self._seats[seat] = (view, vj, P.hash_bytes(vb), vb)
        return found

    def _make_public(self) -> tuple[Any, dict[str, Any], str, bytes]:
        public = self.game.view_for(None)
        cls = type(public)
        memo = self._memo.setdefault(cls, {})  # per view class: a name may encode otherwise elsewhere
        layout = self._layout = _layout(cls, public.game_id)
        pj: dict[str, Any] = {}
        parts: dict[str, bytes] = {}
        for attr, name, enc in field_encoders(cls):
            value = getattr(public, attr)
            known = memo.get(name)
            if known is not None and (known[0] is value or (type(known[0]) is type(value) and known[0] == value)):
                _, pj[name], parts[name] = known
            else:
                pj[name] = enc(value)
                parts[name] = _member(name, pj[name])
                memo[name] = (value, pj[name], parts[name])
        self._members = [parts[name] for name in layout.order]
        pb = b"{" + b",".join(self._members) + b"}"
        return (public, pj, P.hash_bytes(pb), pb)

    def trick_clear(self) -> bool:
        """No trick on the table (in the public view): a delayed spectator may look."""
        public = self.get(None)[1]
        return not any(public.get(name) for name in _TRICK_FIELDS)


#: :func:`protocol.canonical_json`'s encoder, made once (``json.dumps`` makes one per call).
_CANONICAL = json.JSONEncoder(ensure_ascii=False, sort_keys=True, separators=(",", ":"), allow_nan=False)
_KEYS: dict[str, bytes] = {}  # a view's field name -> its JSON and the colon


def _member(key: str, value: Any) -> bytes:
    """``"key":value`` as :func:`protocol.canonical_json` writes it inside an object."""
    head = _KEYS.get(key)
    if head is None:
        head = _KEYS[key] = _CANONICAL.encode(key).encode("utf-8") + b":"
    return head + _CANONICAL.encode(value).encode("utf-8")


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
