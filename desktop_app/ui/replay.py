"""Watching a saved game: a read-only stand-in for the session that re-applies a record's
actions one by one on a timer, with the same signals as ``GameSession`` (so the table
draws it the same way). The viewer is a spectator unless :meth:`set_viewer` picks a seat."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine import game_class
from ..engine.core import EngineError, Game, GameRecord, View

__all__ = ["ReplaySession"]


class ReplaySession(QObject):
    game_started = Signal(object)
    event_applied = Signal(object)
    turn_started = Signal(int)
    handoff_requested = Signal(int)
    viewer_changed = Signal(object)
    action_refused = Signal(int, object)
    bot_thinking = Signal(int, bool)
    game_finished = Signal(object)
    match_finished = Signal(object)

    def __init__(self, record: GameRecord, seats: Sequence[Any], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.record = record
        self.seats = tuple(seats)
        self._game: Game | None = None
        self._index = 0
        self._viewer: int | None = None
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.step)
        self.match_length = 1
        self.games_played = 0
        self.totals = [0] * record.num_players

    @property
    def game(self) -> Game | None:
        return self._game

    @property
    def viewer(self) -> int | None:
        return self._viewer

    def view(self) -> View | None:
        return None if self._game is None else self._game.view_for(self._viewer)

    def set_viewer(self, seat: int | None) -> None:
        self._viewer = seat
        self.viewer_changed.emit(seat)

    def start(self) -> None:
        r = self.record
        self._game = game_class(r.game_id)(r.num_players, dict(r.options), r.seed, dict(r.carry))
        self._index = 0
        self.game_started.emit(self._game)
        for e in list(self._game.events):
            self.event_applied.emit(e)

    def play(self, interval_ms: int = 600) -> None:
        if self._game is None:
            self.start()
        self._timer.start(max(1, interval_ms))

    def pause(self) -> None:
        self._timer.stop()

    def step(self) -> bool:
        """Apply the next action of the record; False at the end."""
        game = self._game
        if game is None or self._index >= len(self.record.actions):
            self._timer.stop()
            return False
        action = self.record.actions[self._index]
        self._index += 1
        try:
            events = game.apply(action)
        except EngineError as e:
            self._timer.stop()
            self.action_refused.emit(action.seat, e)
            return False
        for e in events:
            self.event_applied.emit(e)
        if game.outcome is not None:
            self._timer.stop()
            self.games_played = 1
            self.totals = list(game.outcome.scores)
            self.game_finished.emit(game.outcome)
            self.match_finished.emit(self.totals)
        elif game.to_move is not None:
            self.turn_started.emit(game.to_move)
        return True

    # the session slots the table may call: a replay ignores them
    def submit(self, seat: int, action: Any) -> bool:
        return False

    def confirm_handoff(self) -> bool:
        return False

    def next_game(self) -> bool:
        return False

    def abandon(self, seat: int) -> bool:
        return False

    def set_bot_delay(self, ms: int) -> None:
        if self._timer.isActive():
            self._timer.start(max(1, ms))

    def stop(self) -> None:
        self._timer.stop()
