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
:mod:`.room`, :mod:`.chat`, :mod:`.deal`, :mod:`.game` and :mod:`.saving`; this module
holds its state (``__init__``) and :meth:`LanHost.close`.
"""

from __future__ import annotations

import collections
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QTcpServer, QTcpSocket

from ... import __version__
from ...session.session import GameSession
from ...store.movelog import MoveLog
from .chat import ChatMixin
from .config import RoomConfig
from .connections import ConnectionsMixin, _Conn
from .deal import FairDealMixin, _Deal
from .game import GameMixin
from .limits import HELLOS_PER_ADDRESS, HELLOS_PER_TOKEN, PENDING_MAX, PENDING_PER_ADDRESS, STAND_IN_LEVEL
from .room import RoomMixin
from .saving import SavingMixin


class LanHost(ConnectionsMixin, RoomMixin, ChatMixin, FairDealMixin, GameMixin, SavingMixin, QObject):
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
