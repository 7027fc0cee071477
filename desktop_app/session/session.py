"""``GameSession``: one match of any game, driven through the engine registry.

The session owns the engine :class:`~desktop_app.engine.core.Game` and is the only thing
that calls ``apply``. Humans act through :meth:`GameSession.submit`; bots think on a
worker thread (:mod:`.bots`) and their answers come back by a queued signal; the table
only listens to signals and reads :meth:`GameSession.view`.

Signals (past tense) and when they fire, in this order for one action:

1. ``event_applied(Event)`` for each event the engine returned (unfiltered: the table
   filters with ``event.visible(session.viewer)``);
2. then either ``game_finished(Outcome)`` (and ``match_finished(totals)`` after the last
   game) or ``turn_started(seat)``, followed for hot-seat by ``handoff_requested(seat)``
   when the turn passes to a different human than the one shown (``viewer`` becomes
   None and ``viewer_changed(None)`` fires first; the table hides every hand until
   :meth:`GameSession.confirm_handoff`, which sets the viewer and fires
   ``viewer_changed(seat)``), and ``bot_thinking(seat, True)`` when a bot starts.

Disputes and the void game (:mod:`desktop_app.engine.disputes`): :meth:`GameSession.raise_dispute`
keeps a dispute with the current game (``dispute_changed``), :meth:`GameSession.decide_dispute`
records its decision (an upheld one voids the game or takes the move back), and
:meth:`GameSession.void_game` ends the game as void: ``game_voided(VoidMark)`` and then
``game_finished`` with :func:`~desktop_app.engine.core.void_outcome` (no score: the match
totals stay as they were). A game whose every person left (abandoned, or dropped away
for good: :meth:`GameSession.person_left`) is void (``all_left``). The records of the
match hold the disputes and the mark.

``game_started(GameInfo)`` opens each game, followed by ``viewer_changed`` when the viewer
changes and by ``event_applied`` for every event of the game so far (the deal; on resume
the whole history, with ``is_replaying`` True so the table can skip animations). The table
never sees the engine's ``Game``: it draws from :meth:`GameSession.view` and the event
log (:meth:`GameSession.event_log`), as it does for a game played over the network.

Seats: a ``human`` seat is a person at this PC, a ``bot`` seat a bot, and a ``remote``
seat a person or program elsewhere, whose actions arrive through
:meth:`GameSession.submit_remote` (the LAN host). :meth:`GameSession.set_autoplay` lets a
bot play any seat for a while (a remote player who dropped out).
"""

from __future__ import annotations

import dataclasses
import itertools
import logging
import random
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from .. import engine
from ..ai.base import Bot, make_bot
from ..engine.core import (
    Action,
    ActionKind,
    EngineError,
    Game,
    GameRecord,
    NotYourTurnError,
    Outcome,
    View,
    void_outcome,
)
from ..engine.disputes import Decision, Dispute, DisputeError, VoidMark, clean_text, new_dispute_id, now_iso
from ..store.saves import AutosaveWriter, MatchSnapshot, validate_snapshot
from . import rules
from .bots import BotAnswer, BotJob, bot_pool, bot_relay
from .collector import collect_on_ui_thread
from .info import GameInfo
from .seats import REMOTE, SeatConfig

__all__ = ["REMOTE", "BotFactory", "GameSession", "SessionError"]

log = logging.getLogger(__name__)

#: ``factory(game_id, level, seat, seed)`` -> Bot; the default is :func:`make_bot`.
BotFactory = Callable[[str, str, int, int | None], Bot]

DEFAULT_BOT_DELAY_MS = 600
#: turns in a row a person's time runs out before the seat stays with the bot (托管)
TIMEOUTS_TO_AUTOPLAY = 3
DEFAULT_BOT_TIMEOUT_MS = 30_000


class SessionError(EngineError):
    """An action the session refuses before the engine sees it. ``reason``:
    ``no_game``, ``game_over``, ``not_human_seat``, ``handoff_pending``,
    ``seat_mismatch`` (``not_your_turn`` uses the engine's ``NotYourTurnError``)."""

    default_reason = "session"


_GENERATIONS = itertools.count(1)


def _is_remote(seat: Any) -> bool:
    return getattr(seat, "kind", None) == REMOTE


def _derive_seed(match_seed: int | None, *parts: object) -> int | None:
    if match_seed is None:
        return None
    return random.Random(":".join(str(p) for p in (match_seed, *parts))).getrandbits(63)


class GameSession(QObject):
    """One match (``match_length`` games) of one game with a fixed set of seats."""

    game_started = Signal(object)  # GameInfo
    event_applied = Signal(object)  # core.Event, every one, in order
    turn_started = Signal(int)  # seat to act
    handoff_requested = Signal(int)  # hot-seat: pass the mouse to this seat
    viewer_changed = Signal(object)  # int seat, or None (spectator / hands hidden)
    action_refused = Signal(int, object)  # seat, EngineError
    bot_thinking = Signal(int, bool)  # seat, started (True) / done (False)
    game_finished = Signal(object)  # core.Outcome
    match_finished = Signal(object)  # list[int]: match totals per seat
    timer_started = Signal(int, int)  # seat, milliseconds (a phase timeout runs)
    timer_stopped = Signal(int)  # seat
    autoplay_changed = Signal(int, bool)  # seat, a bot now plays it (True) or its player again
    dispute_changed = Signal(object)  # Dispute: raised, or decided
    game_voided = Signal(object)  # VoidMark: the game ends void (game_finished follows)

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        bot_factory: BotFactory | None = None,
        autosave: bool = True,
        autosave_path: Any = None,
        bot_delay_ms: int = DEFAULT_BOT_DELAY_MS,
        bot_timeout_ms: int = DEFAULT_BOT_TIMEOUT_MS,
    ) -> None:
        super().__init__(parent)
        collect_on_ui_thread()  # bots and the autosave run on threads of their own
        self._bot_factory: BotFactory = bot_factory or make_bot
        self._writer: AutosaveWriter | None = AutosaveWriter(autosave_path) if autosave else None
        self._save_every_ms = 0  # 0: a snapshot for the autosave at every change
        self._save_due = False  # a change not in a snapshot yet (coalesce_autosave)
        self._save_timer = QTimer(self)
        self._save_timer.setSingleShot(True)
        self._save_timer.timeout.connect(self._save_now)
        self._bot_delay_ms = max(0, int(bot_delay_ms))
        self._bot_timeout_ms = max(1, int(bot_timeout_ms))
        self._timeouts_enabled = True
        relay = bot_relay()
        key = self._relay_key = relay.register(self)
        self.destroyed.connect(lambda *_: relay.unregister(key))

        # match state
        self._game_id = ""
        self._num_players = 0
        self._seats: tuple[SeatConfig, ...] = ()
        self._options: dict[str, Any] = {}
        self._match_length = 1
        self._match_seed: int | None = None
        self._finished: list[Any] = []  # GameRecord of each finished game
        self._outcomes: list[Outcome] = []
        self._totals: list[int] = []
        self._game: Game | None = None
        self._game_done = False
        self._disputes: list[Dispute] = []  # of the current game
        self._void: VoidMark | None = None  # the current game's, once voided
        self._left: set[int] = set()  # person seats that left the current game
        self._counted_game: Game | None = None  # the last finished game that was not void (carry-over)
        self._bots: dict[int, Bot] = {}
        self._bot_locks: dict[int, threading.Lock] = {}
        self._autoplay: dict[int, str] = {}  # seat -> bot level, while a bot plays a non-bot seat
        self._autoplay_once: set[int] = set()  # autoplay seats a bot plays for one action only
        self._deal = "mt"
        self.snapshot_extra: dict[str, Any] = {}  # JSON the owner (a LAN host) keeps in saves
        #: the owner's word on a seat's connection state (a LAN host knows who dropped out)
        self.seat_status_hook: Callable[[int], str | None] | None = None

        # flow state
        self._generation = 0
        self._game_serial = 0
        self._stopped = True
        self._viewer: int | None = None
        self._demo_viewer: int | None = None
        self._pending_handoff: int | None = None
        self._replaying = False
        self._bot_token: Any = None
        self._bot_seat: int | None = None
        self._bot_started = 0.0
        self._paced_answer: BotAnswer | None = None
        self._hold_until = 0.0  # monotonic time before which no bot move is shown (an announcement)
        self._pace_floor_ms = 0  # the least bot delay while the table asks for one (nobody here plays)
        self._rush = False  # "finish quickly": no bot delay for the rest of this game
        self._timer_seat: int | None = None
        self._timer_token: Any = None

        self._pace_timer = QTimer(self)
        self._pace_timer.setSingleShot(True)
        self._pace_timer.timeout.connect(self._on_pace_timeout)
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._on_bot_watchdog)
        self._turn_ms = 0  # a person's time to act (a LAN room option; 0: no limit)
        self._turn_level = "normal"
        self._timeouts: dict[int, int] = {}  # seat -> turns in a row its time ran out
        self._turn_timer = QTimer(self)
        self._turn_timer.setSingleShot(True)
        self._turn_timer.timeout.connect(self._on_turn_timeout)
        self._phase_timer = QTimer(self)
        self._phase_timer.setSingleShot(True)
        self._phase_timer.timeout.connect(self._on_phase_timeout)

    # ------------------------------------------------------------------ properties

    @property
    def game(self) -> Game | None:
        """The current (or just finished) game; read it, never apply to it."""
        return self._game

    @property
    def game_id(self) -> str:
        return self._game_id

    @property
    def num_players(self) -> int:
        return self._num_players

    @property
    def seats(self) -> tuple[SeatConfig, ...]:
        return self._seats

    @property
    def options(self) -> dict[str, Any]:
        return dict(self._options)

    @property
    def match_length(self) -> int:
        return self._match_length

    @property
    def games_played(self) -> int:
        return len(self._finished)

    @property
    def totals(self) -> list[int]:
        return list(self._totals)

    @property
    def outcomes(self) -> list[Outcome]:
        return list(self._outcomes)

    @property
    def human_seats(self) -> list[int]:
        """The seats of the people at this PC."""
        return [i for i, s in enumerate(self._seats) if s.is_human]

    @property
    def remote_seats(self) -> list[int]:
        """The seats played from elsewhere (LAN)."""
        return [i for i, s in enumerate(self._seats) if _is_remote(s)]

    @property
    def autoplay_seats(self) -> dict[int, str]:
        """Non-bot seats a bot plays for now, with its level."""
        return dict(self._autoplay)

    @property
    def info(self) -> GameInfo | None:
        """The public facts of the current game."""
        g = self._game
        return None if g is None else GameInfo.of(g, len(self._finished) + (0 if self._game_done else 1))

    @property
    def is_hot_seat(self) -> bool:
        return len(self.human_seats) > 1

    @property
    def is_demo(self) -> bool:
        """All seats are bots (nobody's hand is private: the table may show any)."""
        return bool(self._seats) and all(s.is_bot for s in self._seats)

    @property
    def is_game_over(self) -> bool:
        return self._game_done

    @property
    def is_match_over(self) -> bool:
        return self._game_done and len(self._finished) >= self._match_length

    @property
    def is_running(self) -> bool:
        return not self._stopped and self._game is not None

    @property
    def is_replaying(self) -> bool:
        """True while :meth:`resume` re-emits the restored game's past events (the table
        may skip animations then). False for the deal of a new game."""
        return self._replaying

    @property
    def viewer(self) -> int | None:
        """The seat whose hand the table shows (None: no hand, e.g. during a hand-off or
        for a spectator in demo mode)."""
        return self._viewer

    @property
    def pending_handoff(self) -> int | None:
        """The human seat the table waits for (hot-seat), else None."""
        return self._pending_handoff

    @property
    def thinking_seat(self) -> int | None:
        """The bot seat whose answer is awaited, if any."""
        return self._bot_seat

    @property
    def bot_delay(self) -> int:
        return self._bot_delay_ms

    @property
    def autosave_writer(self) -> AutosaveWriter | None:
        return self._writer

    def view(self) -> View | None:
        """The game as the table may show it: ``game.view_for(viewer)``."""
        return None if self._game is None else self._game.view_for(self._viewer)

    def view_for(self, seat: int | None) -> View | None:
        return None if self._game is None else self._game.view_for(seat)

    def event_log(self, viewer: int | None = None) -> Sequence[Any]:
        """The events of the current game so far, in order. Here every event (the table
        keeps those ``viewer`` may see); a session fed over the network gives only the
        viewer's."""
        return () if self._game is None else self._game.events

    def finished_record(self) -> Any:
        """The record of the game that finished last (None before any)."""
        return self._finished[-1] if self._finished else None

    def current_record(self) -> GameRecord | None:
        """The current game's record with its disputes (and void mark)."""
        if self._game is None:
            return None
        if self._game_done and self._finished:
            finished: GameRecord = self._finished[-1]
            return finished
        return self._game.record().with_disputes(self._disputes, self._void)

    @property
    def disputes(self) -> tuple[Dispute, ...]:
        """The disputes raised on the current game."""
        return tuple(self._disputes)

    @property
    def person_seats(self) -> list[int]:
        """The seats people play, here or from elsewhere."""
        return [i for i, s in enumerate(self._seats) if s.is_human or _is_remote(s)]

    def seat_name(self, seat: int) -> str:
        return self._seats[seat].name if 0 <= seat < len(self._seats) else ""

    def seat_status(self, seat: int) -> str | None:
        """``away`` for a remote seat a bot plays for now (its player dropped out),
        ``remote`` for one played from elsewhere, None for the seats here; the owner's
        :attr:`seat_status_hook` answers instead when it is set (``autoplay``: a bot plays
        at the person's wish, 托管)."""
        if self.seat_status_hook is not None:
            return self.seat_status_hook(seat)
        if not 0 <= seat < len(self._seats) or not _is_remote(self._seats[seat]):
            return None
        return "away" if seat in self._autoplay else "remote"

    # ------------------------------------------------------------------ starting

    def start(
        self,
        game_id: str,
        num_players: int,
        seats: Sequence[SeatConfig | Mapping[str, Any]],
        options: Mapping[str, Any] | None = None,
        match_length: int = 1,
        seed: int | None = None,
        *,
        game_seed: int | None = None,
        deal: str = "mt",
    ) -> Game:
        """Start a new match (replacing any match in progress and its autosave).

        ``seed`` seeds the whole match (each game's seed derives from it; None: fresh
        seeds from the OS). ``game_seed`` gives the first game's seed exactly and ``deal``
        its random source (a LAN host's fair deal: "fair").

        Raises ``EngineError`` (bad options or player count), ``ValueError`` (bad seats
        or match length) or ``LookupError`` (no bot for a bot seat) before changing
        anything.
        """
        seat_list = tuple(s if isinstance(s, SeatConfig) else SeatConfig.from_json(s) for s in seats)
        if len(seat_list) != num_players:
            raise ValueError(f"{num_players} players need {num_players} seats, not {len(seat_list)}")
        if not isinstance(match_length, int) or match_length < 1:
            raise ValueError(f"bad match length: {match_length!r}")
        cls = engine.game_class(game_id)
        opts = cls.options_class.from_dict(options).to_dict()
        carry = rules.carry_for(game_id, None, [0] * num_players, 1)
        first_seed = game_seed if game_seed is not None else _derive_seed(seed, "game", 0)
        game = cls(num_players, opts, first_seed, carry, deal)
        bots = self._make_bots(game_id, seat_list, game.seed, seed)

        self._reset_flow()
        self._game_id, self._num_players, self._seats = game_id, num_players, seat_list
        self._options, self._match_length, self._match_seed = opts, match_length, seed
        self._finished, self._outcomes, self._totals = [], [], [0] * num_players
        self._counted_game = None
        self._demo_viewer = None
        self._autoplay = {}
        self._deal = deal
        self._stopped = False
        self._install_game(game, bots)
        return game

    def resume(
        self,
        snapshot: MatchSnapshot,
        remote_level: str | None = "normal",
        *,
        game_seed: int | None = None,
        deal: str | None = None,
    ) -> Game:
        """Continue a saved match exactly where it was (see ``store.load_autosave``).

        Remote seats of a match saved by a LAN host are played by bots at
        ``remote_level`` (None: they stay remote, for a host that reopens its room).
        A match saved between two games starts the next one, from ``game_seed`` with the
        random source ``deal`` when given (a LAN host's fair deal).
        Raises ``SaveError`` for a snapshot that does not validate, ``LookupError`` for a
        missing bot, before changing anything.
        """
        if not snapshot.validated:
            snapshot = validate_snapshot(snapshot)
        if snapshot.is_match_over:
            raise ValueError("that match is over")
        cls = engine.game_class(snapshot.game_id)
        counted = [r for r in snapshot.finished if not r.is_void]  # a void game carries nothing over
        last = cls.replay(counted[-1]) if counted else None
        if snapshot.current is not None:
            game = cls.replay(snapshot.current)
        else:  # saved between two games: start the next one
            carry = rules.carry_for(snapshot.game_id, last, snapshot.totals, len(snapshot.finished) + 1)
            seed = _derive_seed(snapshot.match_seed, "game", len(snapshot.finished))
            if game_seed is not None:
                seed = game_seed
            game = cls(snapshot.num_players, dict(snapshot.options), seed, carry, deal or snapshot.finished[-1].deal)
        bots = self._make_bots(snapshot.game_id, snapshot.seats, game.seed, snapshot.match_seed)

        self._reset_flow()
        self._game_id, self._num_players = snapshot.game_id, snapshot.num_players
        self._seats, self._options = tuple(snapshot.seats), dict(snapshot.options)
        self._match_length, self._match_seed = snapshot.match_length, snapshot.match_seed
        self._finished, self._outcomes = list(snapshot.finished), list(snapshot.outcomes)
        self._totals = list(snapshot.totals)
        self._counted_game = last
        dv = snapshot.extra.get("demo_viewer")
        self._demo_viewer = dv if isinstance(dv, int) and 0 <= dv < snapshot.num_players else None
        self._autoplay = {}
        self._deal = game.deal
        if remote_level is not None:
            self._autoplay = {i: remote_level for i, s in enumerate(snapshot.seats) if _is_remote(s)}
        self._stopped = False
        disputes = snapshot.current.disputes if snapshot.current is not None else ()
        self._install_game(game, bots, resumed=snapshot.current is not None, disputes=disputes)
        return game

    def _make_bots(
        self, game_id: str, seats: Sequence[SeatConfig], game_seed: int, match_seed: int | None
    ) -> dict[int, Bot]:
        bots: dict[int, Bot] = {}
        for i, s in enumerate(seats):
            if s.is_bot:
                bot_seed = None if match_seed is None else _derive_seed(game_seed, "bot", i)
                bots[i] = self._bot_factory(game_id, s.level or "normal", i, bot_seed)
        return bots

    def _install_game(
        self, game: Game, bots: dict[int, Bot], resumed: bool = False, disputes: Sequence[Dispute] = ()
    ) -> None:
        """Make ``game`` current and announce it: ``game_started``, then
        ``viewer_changed`` if the viewer changed, then every event so far, then the turn."""
        self._game = game
        self._game_done = False
        self._disputes, self._void, self._left = list(disputes), None, set()
        self._game_serial += 1
        self._rush, self._hold_until, self._pace_floor_ms = False, 0.0, 0
        self._bots = bots
        for seat, level in self._autoplay.items():
            if seat not in bots:
                bots[seat] = self._bot_factory(game.game_id, level, seat, None)
        self._bot_locks = {i: threading.Lock() for i in bots}
        self._pending_handoff = None
        old_viewer = self._viewer
        if len(self.human_seats) == 1:
            self._viewer = self.human_seats[0]
        elif self.is_demo:
            self._viewer = self._demo_viewer
        else:
            self._viewer = None  # hot-seat: nobody's hand until the first hand-off
        token = self._token()
        self.game_started.emit(GameInfo.of(game, len(self._finished) + 1))
        if self._token() != token:
            return
        if self._viewer != old_viewer:
            self.viewer_changed.emit(self._viewer)
            if self._token() != token:
                return
        self._replaying = resumed
        try:
            for event in list(game.events):
                self.event_applied.emit(event)
        finally:
            self._replaying = False
        if self._token() != token:
            return
        self._autosave()
        self._after_change()

    @Slot()
    def next_game(self, game_seed: int | None = None) -> bool:
        """Start the next game of the match once the current one is over (``game_seed``:
        its seed exactly, as a LAN host's fair deal gives it)."""
        if self._stopped or self._game is None or not self._game_done or self.is_match_over:
            return False
        index = len(self._finished)
        carry = rules.carry_for(self._game_id, self._counted_game, self._totals, index + 1)
        seed = game_seed if game_seed is not None else _derive_seed(self._match_seed, "game", index)
        game = engine.new_game(self._game_id, self._num_players, self._options, seed, carry, self._deal)
        bots = self._make_bots(self._game_id, self._seats, game.seed, self._match_seed)
        self._reset_flow()
        self._stopped = False
        self._install_game(game, bots)
        return True

    @Slot()
    def stop(self) -> None:
        """Halt the match: no more bot moves or timers; late answers are dropped. The
        autosave stays (the match can be continued later)."""
        self._reset_flow()
        self._stopped = True
        self.flush_autosave()

    def _reset_flow(self) -> None:
        self._generation = next(_GENERATIONS)  # unique across sessions: old tokens go stale
        self._cancel_bot()
        self._stop_phase_timer()
        self._pending_handoff = None

    def _token(self) -> tuple[int, int, int]:
        n = len(self._game.actions) if self._game is not None else -1
        return (self._generation, self._game_serial, n)

    # ------------------------------------------------------------------ viewer

    def _set_viewer(self, seat: int | None) -> None:
        if seat != self._viewer:
            self._viewer = seat
            self.viewer_changed.emit(seat)

    @Slot(object)
    def set_viewer(self, seat: int | None) -> bool:
        """Choose whose hand the table shows in all-bot demo mode (None: spectator).
        Refused (False) when humans play: their hands are private."""
        if not self.is_demo or (seat is not None and not 0 <= seat < self._num_players):
            return False
        self._demo_viewer = seat
        self._set_viewer(seat)
        return True

    @Slot()
    def confirm_handoff(self) -> bool:
        """The player the hand-off screen asked for is at the screen: show their hand."""
        seat = self._pending_handoff
        if seat is None or self._stopped:
            return False
        self._pending_handoff = None
        self._set_viewer(seat)
        if self._game is not None and not self._game_done and self._game.to_move == seat:
            self._start_phase_timer(seat)
        return True

    # ------------------------------------------------------------------ actions

    def _refuse(self, seat: int, error: EngineError) -> bool:
        self.action_refused.emit(seat, error)
        return False

    @Slot(int, object)
    def submit(self, seat: int, action: Action) -> bool:
        """A human seat acts. Refused (``action_refused`` and False, nothing changed) when
        it is not that human's turn, while a hand-off is pending, or by the engine."""
        game = self._game
        if game is None or self._stopped:
            return self._refuse(seat, SessionError("no game is running", "no_game"))
        if self._game_done:
            return self._refuse(seat, SessionError("the game is over", "game_over"))
        if not isinstance(action, Action) or action.seat != seat:
            return self._refuse(seat, SessionError("the action is not for that seat", "seat_mismatch"))
        if not 0 <= seat < self._num_players or not self._seats[seat].is_human:
            return self._refuse(seat, SessionError("that seat is not played here", "not_human_seat", seat=seat))
        if action.kind != ActionKind.ABANDON:
            if self._pending_handoff is not None:
                return self._refuse(
                    seat, SessionError("waiting for the hand-off", "handoff_pending", seat=self._pending_handoff)
                )
            if seat != game.to_move and action.kind not in game.legal_kinds(seat):
                return self._refuse(
                    seat, NotYourTurnError("it is not your turn", "not_your_turn", seat=seat, to_move=game.to_move)
                )
            if self.is_hot_seat and seat != self._viewer:
                return self._refuse(
                    seat, NotYourTurnError("it is not your turn", "not_your_turn", seat=seat, to_move=game.to_move)
                )
            if seat in self._autoplay:  # the person takes the seat back from the bot
                self.set_autoplay(seat, None)
        if not self._apply(action, refuse_to=seat):
            return False
        self._timeouts.pop(seat, None)
        return True

    def submit_remote(self, seat: int, action: Any) -> EngineError | None:
        """A remote seat acts (the LAN host, for a connection's own seat). Returns the
        refusal (nothing changed) or None once the action is applied. A seat a bot was
        playing for (``set_autoplay``) is handed back to its player first."""
        game = self._game
        if game is None or self._stopped:
            return SessionError("no game is running", "no_game")
        if self._game_done:
            return SessionError("the game is over", "game_over")
        if not isinstance(seat, int) or not 0 <= seat < self._num_players or not _is_remote(self._seats[seat]):
            return SessionError("that seat is not played from elsewhere", "not_remote_seat", seat=seat)
        if not isinstance(action, Action) or action.seat != seat:
            return SessionError("the action is not for that seat", "seat_mismatch")
        if action.kind != ActionKind.ABANDON and seat != game.to_move and action.kind not in game.legal_kinds(seat):
            return NotYourTurnError("it is not your turn", "not_your_turn", seat=seat, to_move=game.to_move)
        if seat in self._autoplay and action.kind != ActionKind.ABANDON:
            self.set_autoplay(seat, None)
        try:
            self._game_apply_checked(action)
        except EngineError as e:
            return e
        self._timeouts.pop(seat, None)
        return None

    def abandon_for(self, seat: int) -> EngineError | None:
        """The seat abandons (弃权 / 逃跑) whoever plays it: the LAN host applies the game's
        own rule to a player who stayed away past the grace period."""
        game = self._game
        if game is None or self._stopped or self._game_done:
            return SessionError("no game is running", "no_game")
        self._autoplay.pop(seat, None)
        try:
            self._game_apply_checked(Action(seat, ActionKind.ABANDON))
        except EngineError as e:
            return e
        return None

    def set_autoplay(self, seat: int, level: str | None) -> None:
        """Let a bot at ``level`` play ``seat`` from now on (None: stop; the seat's own
        player acts again). Used for a LAN player who dropped out (托管)."""
        if not 0 <= seat < self._num_players:
            return
        game = self._game
        if level is None:
            if self._autoplay.pop(seat, None) is None:
                return
            self._autoplay_once.discard(seat)
            if self._bot_seat == seat:
                self._cancel_bot()
            self.autoplay_changed.emit(seat, False)
            if game is not None and not self._game_done and not self._stopped and game.to_move == seat:
                self._start_phase_timer(seat)
            return
        new = seat not in self._autoplay
        self._autoplay[seat] = level
        if new and seat not in self._autoplay_once:
            self.autoplay_changed.emit(seat, True)
        if game is None:
            return
        if seat not in self._bots:
            self._bots[seat] = self._bot_factory(game.game_id, level, seat, None)
            self._bot_locks[seat] = threading.Lock()
        if not self._game_done and not self._stopped and game.to_move == seat and self._bot_seat is None:
            self._pending_handoff = None
            self._stop_phase_timer()
            self._start_bot(seat)

    @Slot(int)
    def abandon(self, seat: int) -> bool:
        """A human seat gives up (弃权 / escape): allowed at any time, even out of turn."""
        return self.submit(seat, Action(seat, ActionKind.ABANDON))

    def _apply(self, action: Action, refuse_to: int | None = None) -> bool:
        """Apply through the engine; on success autosave, emit and move on."""
        try:
            self._game_apply_checked(action)
        except EngineError as e:
            if refuse_to is not None:
                self._refuse(refuse_to, e)
            else:
                log.info("action %s refused: %s", action, e)
            return False
        return True

    def _after_change(self) -> None:
        """After the game changed: finish it, or announce the next turn."""
        game = self._game
        if game is None or self._stopped:
            return
        self._pending_handoff = None  # re-decided below for whoever is to act now
        if game.outcome is not None:
            self._finish_game()
            return
        seat = game.to_move
        if seat is None:
            log.warning("%s: nobody to move in phase %s", self._game_id, game.phase)
            return
        token = self._token()
        self.turn_started.emit(seat)
        if self._token() != token:
            return
        if seat in self._autoplay:
            self._start_bot(seat)
        elif _is_remote(self._seats[seat]):
            self._start_phase_timer(seat)
        elif self._seats[seat].is_human:
            if self.is_hot_seat and self._viewer != seat:
                self._pending_handoff = seat
                self._set_viewer(None)
                if self._token() != token:
                    return
                self.handoff_requested.emit(seat)
            else:
                self._start_phase_timer(seat)
        else:
            self._start_bot(seat)

    def _finish_game(self) -> None:
        game = self._game
        assert game is not None and (game.outcome is not None or self._void is not None)
        if self._game_done:
            return
        self._game_done = True
        outcome = game.outcome if self._void is None else void_outcome(self._num_players)
        assert outcome is not None
        self._finished.append(game.record().with_disputes(self._disputes, self._void))
        self._outcomes.append(outcome)
        if self._void is None:
            self._counted_game = game
            for i, score in enumerate(outcome.scores[: self._num_players]):
                self._totals[i] += score
        match_over = len(self._finished) >= self._match_length
        if match_over:
            if self._writer is not None:
                self._save_due = False  # nothing of the match is kept: no snapshot may follow
                self._save_timer.stop()
                self._writer.clear()
        else:
            self._autosave()
        self.game_finished.emit(outcome)
        if match_over:
            self.match_finished.emit(list(self._totals))

    # ------------------------------------------------------------------ bots

    @Slot(int)
    def set_bot_delay(self, ms: int) -> None:
        """The least time between a bot's turn and its move being shown (0: instant)."""
        self._bot_delay_ms = max(0, int(ms))
        if self._paced_answer is not None and self._bot_delay_ms == 0:
            self._pace_timer.stop()
            self._on_pace_timeout()

    def hold_bots(self, ms: int) -> None:
        """The table shows something for ``ms`` (an announcement): no bot move is shown
        before then (a move already thought of waits)."""
        self._hold_until = max(self._hold_until, time.monotonic() + max(0, int(ms)) / 1000.0)
        self._repace()

    def set_pace_floor(self, ms: int) -> None:
        """Bots move no faster than one per ``ms`` (0: the bot delay alone), e.g. while
        nobody at this table plays any more and the players only watch."""
        self._pace_floor_ms = max(0, int(ms))

    def finish_quickly(self) -> None:
        """The bots play the rest of this game without pauses (the next game paces again)."""
        self._rush = True
        self._repace()

    def _pace_left_ms(self) -> int:
        """How long the bot's answer waits still before it is played."""
        if self._rush:
            return 0
        delay = max(self._bot_delay_ms, self._pace_floor_ms) if self._bot_delay_ms > 0 else 0
        left = delay - int((time.monotonic() - self._bot_started) * 1000)
        held = int((self._hold_until - time.monotonic()) * 1000)
        return max(left, held, 0)

    def _repace(self) -> None:
        """Wait afresh for an answer already waiting (a hold came, or a rush)."""
        if self._paced_answer is None:
            return
        left = self._pace_left_ms()
        if left > 0:
            self._pace_timer.start(left)
        else:
            self._pace_timer.stop()
            self._on_pace_timeout()

    def set_bot_timeout(self, ms: int) -> None:
        """How long a bot may think before the session falls back to a safe move."""
        self._bot_timeout_ms = max(1, int(ms))

    def _start_bot(self, seat: int) -> None:
        game = self._game
        assert game is not None
        bot = self._bots.get(seat)
        token = self._token()
        self._bot_token, self._bot_seat = token, seat
        self._bot_started = time.monotonic()
        self.bot_thinking.emit(seat, True)
        if self._bot_token != token:
            return
        if bot is None:
            log.error("no bot object for seat %d", seat)
            self._finish_bot(seat)
            self._fallback(seat)
            return
        job = BotJob(bot, game.view_for(seat), seat, token, self._relay_key, self._bot_locks[seat])
        self._watchdog.start(self._bot_timeout_ms)
        bot_pool().start(job)

    def _cancel_bot(self) -> None:
        """Forget the awaited bot answer (it becomes stale)."""
        self._watchdog.stop()
        self._pace_timer.stop()
        self._paced_answer = None
        seat = self._bot_seat
        self._bot_token, self._bot_seat = None, None
        if seat is not None:
            self.bot_thinking.emit(seat, False)

    def _finish_bot(self, seat: int) -> None:
        self._watchdog.stop()
        self._bot_token, self._bot_seat = None, None
        self.bot_thinking.emit(seat, False)

    def _on_bot_answer(self, answer: BotAnswer) -> None:
        """An answer arrived from a worker (on the UI thread, via the relay)."""
        if answer.token != self._bot_token or answer.token != self._token() or self._stopped:
            log.debug("stale bot answer from seat %d dropped", answer.seat)
            return
        self._watchdog.stop()
        remaining = self._pace_left_ms()
        if remaining > 0:
            self._paced_answer = answer
            self._pace_timer.start(remaining)
            return
        self._use_bot_answer(answer)

    @Slot()
    def _on_pace_timeout(self) -> None:
        if self._paced_answer is not None and (left := self._pace_left_ms()) > 0:
            self._pace_timer.start(left)  # a hold came meanwhile
            return
        answer, self._paced_answer = self._paced_answer, None
        if answer is not None and answer.token == self._bot_token == self._token():
            self._use_bot_answer(answer)

    def _use_bot_answer(self, answer: BotAnswer) -> None:
        seat = answer.seat
        self._finish_bot(seat)
        action = answer.action
        if answer.error is not None:
            log.warning("bot at seat %d raised: %s", seat, answer.error)
        elif not isinstance(action, Action) or action.seat != seat:
            log.warning("bot at seat %d answered %r, not an action for its seat", seat, action)
        else:
            try:
                self._game_apply_checked(action)
            except EngineError as e:
                log.warning("bot at seat %d played an illegal action %s: %s", seat, action, e)
            else:
                return
        self._fallback(seat)

    def _game_apply_checked(self, action: Action) -> None:
        """Apply ``action`` or raise the engine's error (state unchanged then)."""
        game = self._game
        assert game is not None
        # Validate by applying: the engine mutates only when the action is legal.
        events = game.apply(action)
        self._after_apply(events)

    def _after_apply(self, events: list[Any]) -> None:
        game = self._game
        assert game is not None
        last = game.actions[-1].seat if game.actions else None
        if last in self._autoplay_once:  # the bot's one move for a person out of time
            self._autoplay_once.discard(last)
            self._autoplay.pop(last, None)
        if game.actions and game.actions[-1].kind == ActionKind.ABANDON and last in self.person_seats:
            self._left.add(last)
        self._stop_phase_timer()
        self._cancel_bot()  # a bot still thinking is now stale (e.g. after an abandon)
        if game.outcome is None:
            self._autosave()
        token = self._token()
        for event in events:
            self.event_applied.emit(event)
            if self._token() != token:
                return
        if game.outcome is None and self._everybody_left():
            self.void_game("all_left")
            return
        self._after_change()

    def _fallback(self, seat: int) -> None:
        """A safe legal action for a seat whose bot failed (or whose timer ran out)."""
        game = self._game
        if game is None or self._game_done or self._stopped:
            return
        for action in rules.fallback_candidates(game, seat):
            try:
                self._game_apply_checked(action)
            except EngineError:
                continue
            log.info("seat %d: fallback action %s", seat, action)
            return
        log.error("seat %d: no safe action found; the seat abandons so the game goes on", seat)
        try:
            self._game_apply_checked(Action(seat, ActionKind.ABANDON))
        except EngineError as e:
            log.critical("seat %d cannot even abandon (%s): the game is stuck", seat, e)

    @Slot()
    def _on_bot_watchdog(self) -> None:
        seat = self._bot_seat
        if seat is None or self._bot_token != self._token():
            return
        log.warning("bot at seat %d took longer than %d ms: safe move instead", seat, self._bot_timeout_ms)
        self._finish_bot(seat)
        self._fallback(seat)

    # ------------------------------------------------------------------ phase timers

    def set_timeouts_enabled(self, enabled: bool) -> None:
        """Turn the rules' phase timers (e.g. 红五's trump choice) on or off."""
        self._timeouts_enabled = bool(enabled)
        if not enabled:
            self._stop_phase_timer()

    def timer_remaining_ms(self) -> int:
        """Milliseconds left on the running phase timer (0 if none)."""
        return max(0, self._phase_timer.remainingTime()) if self._phase_timer.isActive() else 0

    def set_turn_timeout(self, ms: int, level: str = "normal") -> None:
        """Give each person ``ms`` milliseconds to act (0: no limit). When the time runs
        out a bot at ``level`` moves for them; after three in a row the seat stays with
        the bot (托管) until its person acts again."""
        self._turn_ms = max(0, int(ms))
        self._turn_level = level

    @property
    def turn_timeout_ms(self) -> int:
        return self._turn_ms

    def timeouts_in_a_row(self, seat: int) -> int:
        return self._timeouts.get(seat, 0)

    def clear_timeouts(self, seat: int) -> None:
        """Count the seat's time-outs afresh (its person took the seat back from 托管)."""
        self._timeouts.pop(seat, None)

    def _start_phase_timer(self, seat: int) -> None:
        game = self._game
        if game is None or not self._timeouts_enabled:
            return
        pt = rules.phase_timeout(game)
        if pt is None:
            if self._turn_ms > 0 and seat not in self._autoplay:
                self._stop_phase_timer()
                self._timer_seat, self._timer_token = seat, self._token()
                self._turn_timer.start(self._turn_ms)
                self.timer_started.emit(seat, self._turn_ms)
            return
        self._stop_phase_timer()
        self._timer_seat, self._timer_token = seat, self._token()
        self._phase_timer.start(pt.ms)
        self.timer_started.emit(seat, pt.ms)

    @Slot()
    def _on_turn_timeout(self) -> None:
        seat, token = self._timer_seat, self._timer_token
        self._stop_phase_timer()
        game = self._game
        if game is None or seat is None or token != self._token() or self._stopped or self._game_done:
            return
        n = self._timeouts[seat] = self._timeouts.get(seat, 0) + 1
        log.info("seat %d ran out of time (%d in a row): a bot moves", seat, n)
        if n >= TIMEOUTS_TO_AUTOPLAY:
            self.set_autoplay(seat, self._turn_level)
        else:
            self._autoplay_once.add(seat)
            self.set_autoplay(seat, self._turn_level)

    def _stop_phase_timer(self) -> None:
        seat = self._timer_seat
        self._turn_timer.stop()
        self._phase_timer.stop()
        self._timer_seat, self._timer_token = None, None
        if seat is not None:
            self.timer_stopped.emit(seat)

    @Slot()
    def _on_phase_timeout(self) -> None:
        seat, token = self._timer_seat, self._timer_token
        game = self._game
        self._stop_phase_timer()
        if game is None or seat is None or token != self._token() or self._stopped:
            return
        pt = rules.phase_timeout(game)
        if pt is not None:
            try:
                self._game_apply_checked(pt.default_action(game, seat))
                return
            except EngineError as e:
                log.warning("the timer's default action was refused: %s", e)
        self._fallback(seat)

    # ------------------------------------------------------------------ saving

    def snapshot(self) -> MatchSnapshot | None:
        """The match as it stands (for the autosave or "save as")."""
        if self._game is None:
            return None
        current = None if self._game_done else self._game.record().with_disputes(self._disputes)
        return MatchSnapshot(
            game_id=self._game_id,
            num_players=self._num_players,
            seats=self._seats,
            options=dict(self._options),
            match_length=self._match_length,
            finished=tuple(self._finished),
            current=current,
            totals=tuple(self._totals),
            match_seed=self._match_seed,
            extra={
                **({"demo_viewer": self._demo_viewer} if self._demo_viewer is not None else {}),
                **self.snapshot_extra,
            },
            outcomes=tuple(self._outcomes),
        )

    def _autosave(self) -> None:
        if self._writer is None:
            return
        self._save_due = True
        if self._save_every_ms <= 0:
            self._save_now()
        elif not self._save_timer.isActive():
            self._save_timer.start(self._save_every_ms)

    @Slot()
    def _save_now(self) -> None:
        """Hand the writer a snapshot of the match if a change is not in one yet."""
        if not self._save_due or self._writer is None:
            return
        self._save_due = False
        self._save_timer.stop()
        snap = self.snapshot()
        if snap is not None:
            self._writer.save(snap)

    def coalesce_autosave(self, ms: int) -> None:
        """Take the autosave's snapshot at most once per ``ms`` (0, the default: at every
        change). For a LAN host whose move log holds every move meanwhile: a snapshot of
        the whole match costs more than the move it records. :meth:`flush_autosave` and
        :meth:`stop` take a snapshot that is due first."""
        self._save_every_ms = max(0, int(ms))
        if self._save_every_ms == 0:
            self._save_now()

    def flush_autosave(self, timeout: float = 10.0) -> bool:
        """Wait until the autosave file is up to date."""
        if self._writer is None:
            return True
        self._save_now()
        return self._writer.flush(timeout)

    # ------------------------------------------------------------------ disputes and the void game

    def _everybody_left(self) -> bool:
        people = self.person_seats
        return bool(people) and all(seat in self._left for seat in people)

    def person_left(self, seat: int) -> bool:
        """A person's seat is gone for good (a LAN player who left the room): when every
        person has left, the game is void (``all_left``). True when that voided it."""
        if self._game is None or self._game_done or seat not in self.person_seats:
            return False
        self._left.add(seat)
        if self._everybody_left():
            return self.void_game("all_left")
        return False

    def raise_dispute(
        self,
        text: str,
        step: int | None = None,
        *,
        seat: int | None = None,
        name: str | None = None,
        explanation: Mapping[str, str] | None = None,
        dispute_id: str | None = None,
        when: str | None = None,
    ) -> Dispute:
        """Keep a dispute with the current game: ``text`` (1..500 characters), on ``step``
        (the number of moves made when the disputed move was; None: the last move), by
        ``seat`` (``name``: the seat's name when not given); ``explanation``: what the
        app said of that move. Raises :class:`SessionError` (``no_game``, ``bad_dispute``)."""
        game = self._game
        if game is None or self._game_done:
            raise SessionError("no game is running", "no_game")
        step = len(game.actions) if step is None else step
        if seat is not None and (type(seat) is not int or not 0 <= seat < self._num_players):
            raise SessionError(f"no seat {seat!r}", "bad_dispute")
        who = name if name is not None else (self.seat_name(seat) if seat is not None else "")
        try:
            dispute = Dispute.from_json(
                {
                    "id": dispute_id or new_dispute_id(),
                    "step": step,
                    "name": clean_text(who, 64),
                    "text": clean_text(text),
                    "time": when or now_iso(),
                    **({"seat": seat} if seat is not None else {}),
                    **({"explanation": dict(explanation)} if explanation is not None else {}),
                    "decision": None,
                }
            )
            game.record().with_disputes([*self._disputes, dispute])
        except (DisputeError, EngineError) as e:
            raise SessionError(f"bad dispute: {e}", "bad_dispute") from None
        self._disputes.append(dispute)
        self._autosave()
        self.dispute_changed.emit(dispute)
        return dispute

    def decide_dispute(
        self, dispute_id: str, verdict: str, reason: str, by: str, remedy: str | None = None, *, when: str | None = None
    ) -> Dispute:
        """Decide a dispute of the current game: ``rejected`` (play goes on) or
        ``upheld`` with ``remedy`` ``void`` (the game ends void), ``take_back`` (the game
        goes back to before the disputed move: the caller has the agreement of every
        seated person) or None. Raises :class:`SessionError` (``no_dispute``,
        ``decided``, ``bad_dispute``)."""
        found = [d for d in self._disputes if d.id == dispute_id]
        if not found or self._game is None or self._game_done:
            raise SessionError(f"no open dispute {dispute_id!r}", "no_dispute")
        if found[0].decided:
            raise SessionError("that dispute is decided already", "decided")
        if remedy == "take_back" and found[0].step < 1:
            raise SessionError("the deal cannot be taken back", "bad_dispute")
        try:
            decision = Decision.from_json(
                {
                    "verdict": verdict,
                    "reason": clean_text(reason),
                    "by": clean_text(by, 64),
                    "time": when or now_iso(),
                    "remedy": remedy,
                }
            )
        except DisputeError as e:
            raise SessionError(f"bad decision: {e}", "bad_dispute") from None
        decided = found[0].decided_as(decision)
        self._disputes = [decided if d.id == dispute_id else d for d in self._disputes]
        self.dispute_changed.emit(decided)
        if remedy == "void":
            self.void_game("dispute", found[0].text[:200])
        elif remedy == "take_back":
            self.take_back(found[0].step)
        else:
            self._autosave()
        return decided

    def void_game(self, reason: str, detail: str = "") -> bool:
        """End the current game as void (``reason`` one of
        :data:`~desktop_app.engine.disputes.VOID_REASONS`): ``game_voided`` then
        ``game_finished`` with the void outcome; the match totals do not change. False
        when no game runs."""
        game = self._game
        if game is None or self._game_done or self._stopped:
            return False
        mark = VoidMark(reason, clean_text(detail))
        self._reset_flow()
        self._void = mark
        self.game_voided.emit(mark)
        self._finish_game()
        return True

    def take_back(self, step: int) -> bool:
        """Go back to before the move of ``step`` (1-based: that move and the ones after
        it are taken back, by agreement of every seated person); the game goes on from
        there. The disputes keep their decisions; one on a move taken back now names the
        step the game went back to."""
        game = self._game
        if game is None or self._game_done or self._stopped or not 1 <= step <= len(game.actions):
            return False
        keep = step - 1
        record = game.record()
        back = type(game).replay(dataclasses.replace(record, actions=record.actions[:keep]))
        disputes = [dataclasses.replace(d, step=min(d.step, keep)) for d in self._disputes]
        bots = self._make_bots(self._game_id, self._seats, back.seed, self._match_seed)
        self._reset_flow()
        self._install_game(back, bots, resumed=True, disputes=disputes)
        self._left = {a.seat for a in back.actions if a.kind == ActionKind.ABANDON and a.seat in self.person_seats}
        return True
