"""The authoritative LAN host: a ``QTcpServer`` in front of one :class:`GameSession`.

The host holds the only full game. Every action, whether from the people at the host's
own table, from a bot or from a connection, goes through the session and so through the
engine; after every change each connection gets an ``update`` with the events its seat
may see and its whole ``view_for(seat)`` (``docs/protocol.md``). A connection acts only
for its own seat: the seat is the connection's, whatever the frame says.

Connections live on the UI thread (turn-based traffic is tiny); bots keep thinking on
the session's worker threads. Nothing a client sends can crash the host: every frame is
bounded and validated by :mod:`..protocol` before use, misbehaving connections are closed,
and the others play on.

:class:`LanHost` is put together from one part per concern: :mod:`.connections`,
:mod:`.room`, :mod:`.bans`, :mod:`.chat`, :mod:`.deal`, :mod:`.game` and :mod:`.saving`; this module
holds its state (``__init__``) and :meth:`LanHost.close`.
"""

from __future__ import annotations

import collections
import time
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QTcpSocket

from ... import __version__
from ...session.session import GameSession
from ...store.movelog import MoveLog
from .bans import Ban, BansMixin
from .chat import ChatMixin
from .config import RoomConfig
from .connections import ConnectionsMixin, _Conn, _Listener, _TokenBucket
from .deal import FairDealMixin, _Deal
from .disputes import DisputeMixin, _Round
from .game import GameMixin
from .limits import (
    ACCEPT_BURST,
    ACCEPT_PER_S,
    HELLOS_PER_ADDRESS,
    HELLOS_PER_TOKEN,
    PENDING_MAX,
    PENDING_PER_ADDRESS,
    SCORE_SHOWN_MS,
    STAND_IN_LEVEL,
)
from .room import RoomMixin
from .saving import SavingMixin


class LanHost(
    ConnectionsMixin, RoomMixin, BansMixin, ChatMixin, FairDealMixin, GameMixin, SavingMixin, DisputeMixin, QObject
):
    """A room on the LAN around ``session`` (which this host starts and drives).

    Signals: ``lobby_changed()`` whenever the seating changes (joins, leaves, drops,
    ready marks, options), ``game_starting()`` just before a game of the room starts,
    ``room_closed(reason)`` after :meth:`close`, ``message(text)`` for a line of the
    host's log, ``chat_received(dict)`` for every chat line of the room (the ``chat``
    message as sent), ``bans_changed()`` when a ban is made or lifted, ``seat_moved(name, source, target)``
    when :meth:`move_seat` moved someone.

    ``seed`` makes the room reproducible (tests, benchmarks): the fair deal's secrets and
    the bots' seeds derive from it. A real room leaves it None.
    """

    lobby_changed = Signal()
    game_starting = Signal()
    room_closed = Signal(str)
    message = Signal(str)
    chat_received = Signal(object)
    dispute_raised = Signal(object)  # Dispute: the host decides (its UI), or a headless server lets play go on
    dispute_decided = Signal(object)  # Dispute
    vote_changed = Signal(object)  # the open vote round (disputes.py), after every answer
    bans_changed = Signal()
    seat_moved = Signal(str, int, int)


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
        self._server = _Listener(self._admit, self)
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
        self._bans: dict[tuple[str, str], Ban] = {}  # (kind, value) -> the ban
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
        self.accept_burst: float = ACCEPT_BURST  # new connections per address: the accept-rate cap
        self.accept_per_s = ACCEPT_PER_S
        self._accepts: dict[str, _TokenBucket] = {}  # address -> its accept bucket
        self._accept_refused: dict[str, int] = {}  # address -> connections refused since the last tick
        self._flood_count = 0  # connections refused by the cap since the last pause (a flood pauses accepting)
        self._accept_paused = False
        self.accept_pauses = 0  # how often a flood paused accepting
        self.games_finished = 0
        self.on_game_over: Callable[[Any], None] | None = None
        self._vote: _Round | None = None  # the latest vote round (disputes.py)
        self._votes = 0
        #: called with the exception when handling a frame failed (None: the room goes on)
        self.on_fault: Callable[[BaseException], None] | None = None
        self._tick = QTimer(self)
        self._tick.setInterval(1000)
        self._tick.timeout.connect(self._housekeeping)
        self._next_timer = QTimer(self)
        self._next_timer.setSingleShot(True)
        self._next_timer.timeout.connect(self._start_next_game)
        self._ready_timer = QTimer(self)
        self._ready_timer.setSingleShot(True)
        self._ready_timer.timeout.connect(self._on_ready_timeout)
        self._closing_timer: QTimer | None = None  # see close_after_game
        session.game_started.connect(self._on_game_started)
        session.event_applied.connect(self._on_event)
        session.turn_started.connect(self._on_turn)
        session.game_finished.connect(self._on_game_finished)
        session.timer_started.connect(self._on_timer_started)
        session.timer_stopped.connect(self._on_timer_stopped)
        session.set_turn_timeout(config.turn_ms, STAND_IN_LEVEL)
        session.autoplay_changed.connect(self._on_autoplay_changed)
        session.dispute_changed.connect(self._on_session_dispute)
        if session.autosave_writer is not None:  # moves on disk before every update: see _make_durable
            session.autosave_writer.fsync = False

    def close_after_game(self, reason: str = "server_stopping", delay_ms: int = SCORE_SHOWN_MS) -> None:
        """Close the room once the last ``game_over`` has been shown: what is queued (the
        ``game_over``) goes out now, and the ``bye`` follows ``delay_ms`` later, so that
        each table shows the score before the notice (sooner once nobody is connected)."""
        if self._closed or self._closing_timer is not None:
            return
        for conn in self._conns.values():
            if not conn.closing and shiboken6.isValid(conn.sock):
                conn.sock.flush()
        end = time.monotonic() + max(0, delay_ms) / 1000

        def check() -> None:
            if time.monotonic() >= end or not any(c.joined for c in self._conns.values()):
                self.close(reason)

        timer = self._closing_timer = QTimer(self)
        timer.setInterval(100)
        timer.timeout.connect(check)
        timer.start()
        check()

    def close(self, reason: str = "host_quit") -> None:
        """Close the room: every connection gets ``bye`` and is closed; stop listening."""
        if self._closed:
            return
        self._closed = True
        if self._closing_timer is not None:
            self._closing_timer.stop()
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
