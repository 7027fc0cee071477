"""Test-only stand-ins: a tiny climbing game and a session with the real session's
signals, so the table can be tested without the real engines or bots."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from desktop_app.engine.cards import format_cards, full_deck, parse_cards, sort_cards
from desktop_app.engine.core import (
    Action,
    ActionKind,
    EngineError,
    Event,
    Game,
    IllegalPlayError,
    NotYourTurnError,
    Outcome,
    SeatResult,
    View,
)
from desktop_app.session.info import GameInfo


@dataclass(frozen=True, kw_only=True)
class FakeView(View):
    top: Any = None
    banker: int | None = None


class FakeGame(Game):
    """Singles and pairs; higher rank beats; pass allowed except when leading."""

    game_id = "fake"
    CARRY_KEYS = frozenset({"hand_size"})
    min_players = 2
    max_players = 8
    direction = "counterclockwise"

    def _setup(self) -> list[Event]:
        deck = full_deck()
        self.rng.shuffle(deck)
        size = self.carry.get("hand_size", 13)
        self.hands = [sort_cards(deck[i * size : (i + 1) * size]) for i in range(self.num_players)]
        self.turn = 0
        self.top: tuple[int, tuple] | None = None  # (seat, cards)
        self.passes = 0
        self.winner: int | None = None
        events = [Event("deal", s, {"cards": format_cards(h)}, frozenset({s})) for s, h in enumerate(self.hands)]
        events.append(Event("banker", 0, {}))
        return events

    @property
    def phase(self) -> str:
        return "over" if self.winner is not None else "play"

    @property
    def to_move(self) -> int | None:
        return None if self.winner is not None else self.turn

    def legal_kinds(self, seat: int) -> frozenset[str]:
        if self.winner is not None or seat != self.turn:
            return frozenset({ActionKind.ABANDON})
        kinds = {ActionKind.PLAY, ActionKind.ABANDON}
        if self.top is not None:
            kinds.add(ActionKind.PASS)
        return frozenset(kinds)

    def view_for(self, seat: int | None) -> FakeView:
        return FakeView(
            game_id=self.game_id,
            seat=seat,
            num_players=self.num_players,
            phase=self.phase,
            to_move=self.to_move,
            hand=tuple(self.hands[seat]) if seat is not None else (),
            hand_sizes=tuple(len(h) for h in self.hands),
            legal_kinds=self.legal_kinds(seat) if seat is not None else frozenset(),
            top=self.top,
            banker=0,
        )

    @property
    def outcome(self) -> Outcome | None:
        if self.winner is None:
            return None
        return Outcome(
            tuple(
                SeatResult(s, "win" if s == self.winner else "loss", 10 if s == self.winner else -len(self.hands[s]))
                for s in range(self.num_players)
            )
        )

    def _apply(self, action: Action) -> list[Event]:
        seat = action.seat
        if action.kind == ActionKind.ABANDON:
            self.winner = (seat + 1) % self.num_players
            return [Event("abandon", seat, {}), Event("game_over", None, {})]
        if seat != self.turn:
            raise NotYourTurnError("not your turn", "not_your_turn", seat=seat)
        n = self.num_players
        if action.kind == ActionKind.PASS:
            if self.top is None:
                raise IllegalPlayError("the leader cannot pass", "leader_cannot_pass")
            self.passes += 1
            self.turn = (seat + 1) % n
            events = [Event("pass", seat, {})]
            if self.passes >= n - 1:
                winner = self.top[0]
                events.append(Event("trick_closed", winner, {"winner": winner, "points": 5}))
                self.top = None
                self.passes = 0
                self.turn = winner
            return events
        if action.kind != ActionKind.PLAY:
            raise EngineError("unknown action", "unknown_action")
        cards = tuple(action.cards)
        hand = list(self.hands[seat])
        for c in cards:
            if c not in hand:
                raise IllegalPlayError("not in hand", "cards_not_in_hand", cards=format_cards(cards))
            hand.remove(c)
        if not cards or len(cards) > 2 or len({c.rank for c in cards}) != 1:
            raise IllegalPlayError("not a combination", "not_a_combination", cards=format_cards(cards))
        rtype = "single" if len(cards) == 1 else "pair"
        if self.top is not None:
            top_cards = self.top[1]
            if len(top_cards) != len(cards) or cards[0].rank <= top_cards[0].rank:
                raise IllegalPlayError(
                    "does not beat",
                    "does_not_beat",
                    top={"type": "single" if len(top_cards) == 1 else "pair", "rank": int(top_cards[0].rank)},
                )
        self.hands[seat] = hand
        self.top = (seat, cards)
        self.passes = 0
        events = [Event("play", seat, {"cards": format_cards(cards), "type": rtype, "rank": int(cards[0].rank)})]
        if not hand:
            self.winner = seat
            events.append(Event("game_over", None, {"scores": [r.score for r in self.outcome.results]}))
        else:
            self.turn = (seat + 1) % n
        return events


@dataclass(frozen=True)
class FakeSeat:
    kind: str = "human"
    name: str = ""
    level: str | None = None


class FakeSession(QObject):
    """The GameSession's signals and slots over a FakeGame. Bots (seat kind "bot") play
    at once the lowest legal single, or pass; hot-seat hand-off like the real session."""

    game_started = Signal(object)
    event_applied = Signal(object)
    turn_started = Signal(int)
    handoff_requested = Signal(int)
    viewer_changed = Signal(object)
    action_refused = Signal(int, object)
    bot_thinking = Signal(int, bool)
    game_finished = Signal(object)
    match_finished = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game: FakeGame | None = None
        self._viewer: int | None = None
        self.seats: tuple[FakeSeat, ...] = ()
        self.pending: int | None = None
        self.submitted: list[Action] = []
        self.totals: list[int] = []
        self.match_length = 1
        self.games_played = 0

    @property
    def game(self) -> FakeGame | None:
        return self._game

    @property
    def viewer(self) -> int | None:
        return self._viewer

    @property
    def info(self) -> GameInfo | None:
        return None if self._game is None else GameInfo.of(self._game)

    def view(self) -> View | None:
        return None if self._game is None else self._game.view_for(self._viewer)

    def event_log(self, viewer: int | None = None) -> list[Event]:
        return [] if self._game is None else self._game.events

    def start_fake(self, seats: list[FakeSeat], seed: int = 1, hand_size: int = 13) -> FakeGame:
        self.seats = tuple(seats)
        self.totals = [0] * len(seats)
        game = FakeGame(len(seats), None, seed, {"hand_size": hand_size})
        self._game = game
        humans = [i for i, s in enumerate(seats) if s.kind == "human"]
        self._viewer = humans[0] if len(humans) == 1 else None
        self.viewer_changed.emit(self._viewer)
        self.game_started.emit(GameInfo.of(game))
        for e in list(game.events):
            self.event_applied.emit(e)
        self._after()
        return game

    def _after(self) -> None:
        game = self._game
        assert game is not None
        if game.outcome is not None:
            self.games_played += 1
            for i, s in enumerate(game.outcome.scores):
                self.totals[i] += s
            self.game_finished.emit(game.outcome)
            self.match_finished.emit(list(self.totals))
            return
        seat = game.to_move
        assert seat is not None
        self.turn_started.emit(seat)
        if self.seats[seat].kind == "bot":
            self._bot(seat)
        elif self._viewer != seat and len([s for s in self.seats if s.kind == "human"]) > 1:
            self.pending = seat
            self._viewer = None
            self.viewer_changed.emit(None)
            self.handoff_requested.emit(seat)

    def _bot(self, seat: int) -> None:
        game = self._game
        assert game is not None
        hand = game.hands[seat]
        for c in hand[::-1] + hand:
            if game.top is None or (len(game.top[1]) == 1 and c.rank > game.top[1][0].rank):
                self._apply(Action(seat, ActionKind.PLAY, (c,)))
                return
        self._apply(Action(seat, ActionKind.PASS))

    def _apply(self, action: Action) -> bool:
        game = self._game
        assert game is not None
        try:
            events = game.apply(action)
        except EngineError as e:
            self.action_refused.emit(action.seat, e)
            return False
        for e in events:
            self.event_applied.emit(e)
        self._after()
        return True

    # slots
    def submit(self, seat: int, action: Action) -> bool:
        self.submitted.append(action)
        if self.pending is not None:
            self.action_refused.emit(seat, EngineError("hand-off pending", "handoff_pending"))
            return False
        return self._apply(action)

    def confirm_handoff(self) -> bool:
        if self.pending is None:
            return False
        self._viewer, self.pending = self.pending, None
        self.viewer_changed.emit(self._viewer)
        return True

    def next_game(self) -> bool:
        return False

    def abandon(self, seat: int) -> bool:
        return self._apply(Action(seat, ActionKind.ABANDON))

    def set_bot_delay(self, ms: int) -> None:
        pass

    def stop(self) -> None:
        pass


def cards(text: str) -> list:
    return parse_cards(text)


_ = random
