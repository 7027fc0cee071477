"""A tiny climbing game for the session tests (test-only, registered as ``"toy"``).

Singles only: beat the top card by rank or pass; when every other live player has passed,
the top card's owner leads again; the first to empty their hand wins (+N-1, others -1).
Option ``choose_phase``: the game opens with seat 0 choosing a suit (``trump``), for the
phase-timer tests. ``carry["leader"]`` chooses who leads (the session passes the last
winner through :meth:`ToyGame.next_carry`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar

from desktop_app.engine.cards import Card, Rank, Suit, format_cards
from desktop_app.engine.core import (
    Action,
    ActionKind,
    Event,
    Game,
    IllegalActionError,
    IllegalPlayError,
    NotYourTurnError,
    Options,
    Outcome,
    SeatResult,
    View,
    WrongPhaseError,
)
from desktop_app.session.seats import SeatConfig


@dataclass(frozen=True)
class ToyOptions(Options):
    cards_per_player: int = 4
    choose_phase: bool = False


@dataclass(frozen=True, kw_only=True)
class ToyView(View):
    top: tuple[Card, ...] = ()
    top_seat: int | None = None
    live: tuple[bool, ...] = ()
    trump: str | None = None


class ToyGame(Game):
    game_id: ClassVar[str] = "toy"
    CARRY_KEYS: ClassVar[frozenset[str]] = frozenset({"leader"})
    options_class: ClassVar[type[Options]] = ToyOptions
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6

    def _setup(self) -> list[Event]:
        opts: Any = self.options
        deck = [Card.of(r, s) for s in (Suit.SPADES, Suit.HEARTS) for r in Rank if not r.is_joker]
        self.rng.shuffle(deck)
        k = opts.cards_per_player
        self.hands = [
            sorted(deck[i * k : (i + 1) * k], key=lambda c: (c.rank, c.suit.value)) for i in range(self.num_players)
        ]
        self.live = [True] * self.num_players
        self.top: tuple[Card, ...] = ()
        self.top_seat: int | None = None
        self.passes = 0
        self.trump: str | None = None
        self.winner: int | None = None
        leader = self.carry.get("leader", 0)
        self.turn = leader if isinstance(leader, int) and 0 <= leader < self.num_players else 0
        self._phase = "choose" if opts.choose_phase else "play"
        if opts.choose_phase:
            self.turn = 0
        events = [Event("deal", s, {"cards": format_cards(h)}, frozenset({s})) for s, h in enumerate(self.hands)]
        events.append(Event("dealt", None, {"sizes": [len(h) for h in self.hands]}))
        return events

    @property
    def phase(self) -> str:
        return "over" if self.winner is not None else self._phase

    @property
    def to_move(self) -> int | None:
        return None if self.winner is not None else self.turn

    def legal_kinds(self, seat: int) -> frozenset[str]:
        if self.winner is not None or seat != self.turn:
            return frozenset()
        if self._phase == "choose":
            return frozenset({ActionKind.TRUMP, ActionKind.ABANDON})
        kinds = {ActionKind.PLAY, ActionKind.ABANDON}
        if self.top:
            kinds.add(ActionKind.PASS)
        return frozenset(kinds)

    def view_for(self, seat: int | None) -> ToyView:
        return ToyView(
            game_id=self.game_id,
            seat=seat,
            num_players=self.num_players,
            phase=self.phase,
            to_move=self.to_move,
            hand=tuple(self.hands[seat]) if seat is not None else (),
            hand_sizes=tuple(len(h) for h in self.hands),
            legal_kinds=self.legal_kinds(seat) if seat is not None else frozenset(),
            top=self.top,
            top_seat=self.top_seat,
            live=tuple(self.live),
            trump=self.trump,
        )

    @property
    def outcome(self) -> Outcome | None:
        if self.winner is None:
            return None
        n = self.num_players
        return Outcome(
            tuple(
                SeatResult(s, "winner" if s == self.winner else "loser", n - 1 if s == self.winner else -1)
                for s in range(n)
            )
        )

    def next_carry(self) -> dict[str, Any]:
        return {"leader": self.winner}

    def _next_live(self, seat: int) -> int:
        for i in range(1, self.num_players + 1):
            s = (seat + i) % self.num_players
            if self.live[s]:
                return s
        return seat

    def _apply(self, action: Action) -> list[Event]:
        seat = action.seat
        if action.kind == ActionKind.ABANDON:
            if not self.live[seat]:
                raise IllegalActionError("already out", "already_out")
            self.live[seat] = False
            events = [Event("abandoned", seat)]
            if sum(self.live) == 1:
                self.winner = self.live.index(True)
                events.append(Event("game_over", self.winner))
                return events
            if self.turn == seat:
                self.turn = self._next_live(seat)
                self.passes = 0 if self.top_seat is None else self.passes
            if self.top_seat == seat or not self.top:
                self.top, self.top_seat, self.passes = (), None, 0
            return events
        if seat != self.turn:
            raise NotYourTurnError("it is not your turn", "not_your_turn")
        if self._phase == "choose":
            if action.kind != ActionKind.TRUMP:
                raise WrongPhaseError("choose a suit first", "wrong_phase")
            if action.value not in ("s", "h", "c", "d"):
                raise IllegalActionError("not a suit", "bad_suit")
            self.trump = str(action.value)
            self._phase = "play"
            return [Event("trump", seat, {"suit": self.trump})]
        if action.kind == ActionKind.PASS:
            if not self.top:
                raise IllegalPlayError("the leader must play", "must_lead")
            self.passes += 1
            events = [Event("pass", seat)]
            self.turn = self._next_live(seat)
            if self.passes >= sum(self.live) - 1:
                events.append(Event("trick_closed", self.top_seat))
                self.turn = self.top_seat if self.top_seat is not None and self.live[self.top_seat] else self.turn
                self.top, self.top_seat, self.passes = (), None, 0
            return events
        if action.kind != ActionKind.PLAY:
            raise WrongPhaseError("play or pass", "wrong_phase")
        if len(action.cards) != 1 or action.cards[0] not in self.hands[seat]:
            raise IllegalPlayError("play one card from your hand", "not_in_hand")
        card = action.cards[0]
        if self.top and card.rank <= self.top[0].rank:
            raise IllegalPlayError("does not beat", "does_not_beat", top=format_cards(self.top))
        self.hands[seat].remove(card)
        self.top, self.top_seat, self.passes = (card,), seat, 0
        events = [Event("play", seat, {"cards": format_cards([card])})]
        if not self.hands[seat]:
            self.winner = seat
            events.append(Event("game_over", seat))
            return events
        self.turn = self._next_live(seat)
        return events


class RandomToyBot:
    """Random legal action from the view (test-only)."""

    def __init__(self, seat: int, level: str = "normal", seed: int | None = None) -> None:
        self.seat, self.level = seat, level
        self.rng = random.Random(seed)

    def decide(self, view: View) -> Action:
        assert isinstance(view, ToyView)
        seat = view.seat
        assert seat is not None
        if ActionKind.TRUMP in view.legal_kinds:
            return Action(seat, ActionKind.TRUMP, value=self.rng.choice("shcd"))
        top = view.top[0].rank if view.top else 0
        options = [Action(seat, ActionKind.PLAY, (c,)) for c in view.hand if c.rank > top]
        if ActionKind.PASS in view.legal_kinds:
            options.append(Action(seat, ActionKind.PASS))
        return self.rng.choice(options)


def humans_and_bots(kinds: str) -> list[SeatConfig]:
    """``"hhb"`` -> human, human, bot."""
    return [SeatConfig.human(f"H{i}") if k == "h" else SeatConfig.bot(f"B{i}", "normal") for i, k in enumerate(kinds)]


def random_toy_action(view: ToyView, rng: random.Random) -> Action:
    return RandomToyBot(view.seat or 0, seed=rng.random()).decide(view)
