"""Watching a saved game: a read-only stand-in for the session with the same signals as
``GameSession`` (so the table draws it the same way), plus a playhead that can play,
pause, step either way and seek.

Going back, or jumping, re-runs the record from the deal up to the target move (the
engines are deterministic; a whole record replays in a few milliseconds) and emits
:attr:`ReplaySession.game_reset` once the game is rebuilt, so the table redraws everything
from the new view and event log. Stepping forward applies one action and emits its events, as a live game does.

Whose cards are shown (:meth:`ReplaySession.set_watch`):

* one seat (0..N-1): exactly what that player saw, their hand at the bottom;
* ``None``, a spectator: public information only;
* :data:`ALL_HANDS`: a spectator who also sees every hand face up beside its seat. This
  is the default for a finished game (nothing is secret any more, and it is what a player
  studying a game wants). A record of an unfinished game opens as a spectator so that
  opening one does not spoil it; every choice stays available, since the record holds the
  seed and so every card anyway.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine import game_class
from ..engine.cards import Card
from ..engine.core import EngineError, Game, GameRecord, View
from ..session.info import GameInfo
from .replay_deal import deal_cut, deal_view, decided_at_deal
from .replay_match import ReplayMatch

__all__ = ["ALL_HANDS", "BASE_INTERVAL_MS", "SPEEDS", "ReplaySession"]

#: ``set_watch`` choice: a spectator who sees every hand face up.
ALL_HANDS: Final = "all"
#: The playback speeds offered (multiples of the normal pace).
SPEEDS: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0)
#: Time between two moves at 1x, in milliseconds.
BASE_INTERVAL_MS = 900


class ReplaySession(QObject):
    """Plays ``record`` back. ``index`` actions of the record have been applied to
    ``game``; ``length`` is the number of actions. A replay never takes moves from the
    table (``read_only``)."""

    game_started = Signal(object)
    event_applied = Signal(object)
    turn_started = Signal(int)
    handoff_requested = Signal(int)
    viewer_changed = Signal(object)
    action_refused = Signal(int, object)
    bot_thinking = Signal(int, bool)
    game_finished = Signal(object)
    match_finished = Signal(object)
    game_reset = Signal(object)  # GameInfo: the game was rebuilt after a jump; redraw everything
    position_changed = Signal(int, int)  # index, length
    playing_changed = Signal(bool)
    watch_changed = Signal(object)  # int seat, None (spectator) or ALL_HANDS

    read_only = True

    def __init__(self, record: GameRecord, seats: Sequence[Any], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.record = record
        self.seats = tuple(seats)
        self._game: Game | None = None
        self._index = 0
        self._viewer: int | None = None
        self._all_hands = False
        self._speed = 1.0
        self._timer = QTimer(self)
        self._timer.setInterval(BASE_INTERVAL_MS)
        self._timer.timeout.connect(self._tick)
        self.match = ReplayMatch(1, 1, (0,) * record.num_players)
        self.match_length = 1
        self.games_played = 0
        self.totals = [0] * record.num_players
        self._deal_step = self._decided_at_deal()

    def _decided_at_deal(self) -> bool:
        """A game over at its deal (天牌) gets one step, its settlement (see replay_deal)."""
        try:
            return decided_at_deal(self._fresh_game(), self.record.actions)
        except Exception:  # a record that does not deal: start() says so as before
            return False

    @property
    def _at_deal(self) -> bool:
        """Showing the deal of a game decided at it, before its settlement step."""
        return self._deal_step and self._index == 0

    def set_match(self, match: ReplayMatch) -> None:
        """The game's place in its match: its score dialog shows the match totals up to it."""
        self.match = match
        self.match_length = match.length

    # ------------------------------------------------------------------ state
    @property
    def game(self) -> Game | None:
        return self._game

    @property
    def info(self) -> GameInfo | None:
        return None if self._game is None else GameInfo.of(self._game)

    @property
    def viewer(self) -> int | None:
        return self._viewer

    @property
    def num_players(self) -> int:
        return self.record.num_players

    @property
    def index(self) -> int:
        """How many actions of the record the shown game has had applied."""
        return self._index

    @property
    def length(self) -> int:
        return len(self.record.actions) + (1 if self._deal_step else 0)

    @property
    def is_playing(self) -> bool:
        return self._timer.isActive()

    @property
    def speed(self) -> float:
        return self._speed

    @property
    def interval_ms(self) -> int:
        """Time between two moves at the current speed."""
        return self._timer.interval()

    @property
    def watch(self) -> int | str | None:
        """A seat, None (spectator) or :data:`ALL_HANDS`."""
        return ALL_HANDS if self._all_hands else self._viewer

    def view(self) -> View | None:
        if self._game is None:
            return None
        view = self._game.view_for(self._viewer)
        return deal_view(view) if self._at_deal else view

    def event_log(self, viewer: int | None = None) -> Sequence[Any]:
        """Every event of the game so far (the table keeps those the viewer may see)."""
        if self._game is None:
            return ()
        events = self._game.events
        return events[: deal_cut(events)] if self._at_deal else events

    def shown_hands(self) -> dict[int, tuple[Card, ...]]:
        """The hands shown face up beside their seats: every seat's but the viewer's when
        watching :data:`ALL_HANDS`, else none."""
        game = self._game
        if game is None or not self._all_hands:
            return {}
        return {s: tuple(game.view_for(s).hand) for s in range(game.num_players) if s != self._viewer}

    # ------------------------------------------------------------------ whose cards
    def set_viewer(self, seat: int | None) -> None:
        """Show ``seat``'s hand (None: a spectator's public view, hands hidden)."""
        self.set_watch(seat)

    def set_watch(self, choice: int | str | None) -> None:
        """A seat, None (spectator) or :data:`ALL_HANDS` (a spectator seeing every hand)."""
        self._all_hands = choice == ALL_HANDS
        self._viewer = choice if isinstance(choice, int) and 0 <= choice < self.num_players else None
        self.viewer_changed.emit(self._viewer)
        self.watch_changed.emit(self.watch)

    # ------------------------------------------------------------------ the playhead
    def start(self) -> None:
        """Deal the game (no action applied) and draw it from scratch."""
        self._game = self._fresh_game()
        self._index = 0
        self.game_started.emit(GameInfo.of(self._game))
        for event in list(self.event_log()):
            self.event_applied.emit(event)
        self._emit_position()

    def play(self, interval_ms: int | None = None) -> None:
        """Play on from here (from the start when at the end); ``interval_ms`` overrides
        the speed's pace."""
        if self._game is None:
            self.start()
        elif self._index >= self.length:
            self.seek(0)
        if interval_ms is not None:
            self._timer.setInterval(max(1, interval_ms))
        if not self._timer.isActive():
            self._timer.start()
            self.playing_changed.emit(True)

    def pause(self) -> None:
        if self._timer.isActive():
            self._timer.stop()
            self.playing_changed.emit(False)

    def toggle_play(self) -> None:
        if self.is_playing:
            self.pause()
        else:
            self.play()

    def set_speed(self, factor: float) -> None:
        """Play ``factor`` times the normal pace (see :data:`SPEEDS`)."""
        if factor <= 0:
            raise ValueError(f"speed must be positive, not {factor!r}")
        self._speed = factor
        self._timer.setInterval(max(1, round(BASE_INTERVAL_MS / factor)))

    def _tick(self) -> None:
        if not self.step():
            self.pause()

    def step(self) -> bool:
        """Apply the next action of the record and emit its events; False at the end."""
        game = self._game
        if game is None or self._index >= self.length:
            return False
        if self._at_deal:  # the settlement of a game decided at the deal
            events = list(game.events[deal_cut(game.events) :])
        else:
            action = self.record.actions[self._index]
            try:
                events = game.apply(action)
            except EngineError as e:
                self.pause()
                self.action_refused.emit(action.seat, e)
                return False
        self._index += 1
        for event in events:
            self.event_applied.emit(event)
        self._emit_position()
        if game.outcome is not None:
            self.pause()
            self.games_played = self.match.number
            self.totals = self.match.totals_after(game.outcome.scores)
            self.game_finished.emit(game.outcome)
            self.match_finished.emit(self.totals)
        elif game.to_move is not None:
            self.turn_started.emit(game.to_move)
        return True

    def step_forward(self) -> bool:
        """One move on, paused (the Right key)."""
        self.pause()
        return self.step()

    def step_back(self) -> bool:
        """One move back, paused (the Left key); False at the start."""
        self.pause()
        if self._index <= 0:
            return False
        self.seek(self._index - 1)
        return True

    def to_start(self) -> None:
        self.seek(0)

    def to_end(self) -> None:
        self.pause()
        self.seek(self.length)

    def seek(self, index: int) -> None:
        """Show the game after ``index`` actions (clamped): re-run the record from the
        deal and redraw everything. Playing goes on from there."""
        index = max(0, min(index, self.length))
        if self._game is not None and index == self._index:
            return
        game = self._fresh_game()
        applied = 0 if not self._deal_step else index  # its one step is the settlement
        try:
            for action in self.record.actions[:index]:
                game.apply(action)
                applied += 1
        except EngineError as e:  # a record that does not replay: show what does
            self.pause()
            self.action_refused.emit(self.record.actions[applied].seat, e)
        self._game, self._index = game, applied
        self.game_reset.emit(GameInfo.of(game))
        self._emit_position()
        if applied >= self.length:
            self.pause()

    def _fresh_game(self) -> Game:
        r = self.record
        return game_class(r.game_id)(r.num_players, dict(r.options), r.seed, dict(r.carry))

    def _emit_position(self) -> None:
        self.position_changed.emit(self._index, self.length)

    # ------------------------------------------------------------------ session slots a replay ignores
    def explanation(self) -> Any:
        """Why? for the current step: the last move shown (the score once the game is
        over and shown to its end; the deal before any move)."""
        from ..engine.explain import explain_step, has_explanations

        if not has_explanations(self.record.game_id):
            return None
        game = self._game
        if self._index >= self.length and game is not None and game.is_over:
            return explain_step(self.record, self.length)
        return explain_step(self.record, self._index - 1)

    def submit(self, seat: int, action: Any) -> bool:
        return False

    def confirm_handoff(self) -> bool:
        return False

    def next_game(self) -> bool:
        return False

    def abandon(self, seat: int) -> bool:
        return False

    def set_bot_delay(self, ms: int) -> None:
        """The replay keeps its own pace (the speed selector), not the bots'."""

    def stop(self) -> None:
        self.pause()
