"""生死堵 (shengsidu): the game as a state machine.

Two to four players, 13 cards each from one 52-card deck; the holder of ♦3 (or the next
diamond up) leads, or the previous winner under ``winner_leads``. Players beat the top play
or pass; the first to empty their hand wins and the game ends at once.

>>> g = ShengsiduGame(3, seed=7)
>>> g.phase, len(g.view_for(0).hand), g.view_for(None).hand
('play', 13, ())
>>> lead = g.hints(g.to_move)[-1]
>>> _ = g.apply(Action(g.to_move, ActionKind.PLAY, lead))
>>> g.view_for(None).top_cards == lead
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from ..cards import Card, Rank, Suit, format_cards, full_deck, sort_cards
from ..climbing import Trick, next_seat_in
from ..core import (
    Action,
    ActionKind,
    ActionSpec,
    EngineError,
    Event,
    Game,
    IllegalActionError,
    IllegalPlayError,
    InvalidOptionError,
    NotYourTurnError,
    Options,
    Outcome,
    SeatResult,
    ValueSpec,
    View,
    WrongPhaseError,
)
from . import patterns as P
from .scoring import SCORING_MODES, BombRecord, Settlement, settle, settle_abandon

__all__ = ["HAND_SIZE", "ShengsiduGame", "ShengsiduOptions", "ShengsiduView"]

HAND_SIZE = 13
PHASE_PLAY = "play"
PHASE_OVER = "over"


@dataclass(frozen=True)
class ShengsiduOptions(Options):
    """Room options (the seed's 创建房间 and 特殊规则)."""

    winner_leads: bool = False  # 赢家先出: from the second game the previous winner leads
    two_connects_three: bool = False  # 取消2不3连: sequences may run 2-3-4...
    loose_three_two: bool = False  # 3带2不分对和散
    report_single: bool = True  # 报单必顶
    must_play: bool = True  # 必出
    scoring: str = "cards"  # "cards" (剩余牌张计分) or "rank" (排名计分)
    bomb_bonus: int = 5  # 炸弹加分, paid by every other player; 0 turns it off

    def validate(self) -> None:
        if self.scoring not in SCORING_MODES:
            raise InvalidOptionError(
                f"scoring must be one of {', '.join(SCORING_MODES)}, not {self.scoring!r}",
                option="scoring",
            )
        if self.bomb_bonus < 0:
            raise InvalidOptionError("bomb_bonus cannot be negative", option="bomb_bonus")


@dataclass(frozen=True, kw_only=True)
class ShengsiduView(View):
    """What one seat (or a spectator) may know.

    ``trick`` lists the current trick's turns as (seat, cards), empty cards for a pass,
    and ``last_trick`` those of the trick closed before it (public: everyone saw them);
    ``played`` every card each seat has played this game (public); ``bombs`` every bomb as
    (seat, rank text, beaten). ``must_play``, ``hint_available`` and ``report_single`` are
    only filled for the seat to move (None otherwise): whether a pass would be refused
    (必出), whether it holds a play (the hint button), and whether 报单必顶 applies to it
    now (the next player holds one card). ``revealed`` holds every hand once the game is
    over.
    """

    options: Mapping[str, Any] = field(default_factory=dict)
    first_leader: int | None = None
    first_lead_reason: str = ""
    leader: int | None = None
    is_lead: bool = False
    top_seat: int | None = None
    top_cards: tuple[Card, ...] = ()
    top_reading: P.Reading | None = None
    trick: tuple[tuple[int, tuple[Card, ...]], ...] = ()
    last_trick: tuple[tuple[int, tuple[Card, ...]], ...] = ()
    played: tuple[tuple[Card, ...], ...] = ()
    bombs: tuple[tuple[int, str, bool], ...] = ()
    undealt: int = 0
    must_play: bool | None = None
    hint_available: bool | None = None
    report_single: bool | None = None
    winner: int | None = None
    abandoned: int | None = None
    scores: tuple[int, ...] | None = None
    spring: bool = False
    big_spring: bool = False
    revealed: tuple[tuple[Card, ...], ...] | None = None


class ShengsiduGame(Game):
    """生死堵. ``carry`` may hold ``previous_winner`` (a seat) for ``winner_leads``.

    Actions: ``play`` (cards; ``value`` may name the type id to read them as), ``pass``,
    ``abandon`` (any seat, any time).
    """

    game_id: ClassVar[str] = "shengsidu"
    CARRY_KEYS: ClassVar[frozenset[str]] = frozenset({"previous_winner"})
    options_class: ClassVar[type[Options]] = ShengsiduOptions
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    direction: ClassVar[str] = "counterclockwise"
    ACTION_SPECS: ClassVar[Mapping[str, ActionSpec]] = {
        ActionKind.PLAY: ActionSpec(
            ValueSpec.choice(P.TYPE_IDS, optional=True),
            cards=True,
            game_checks_value=True,
            error=IllegalPlayError,
            reason="unknown_type",
        ),
        ActionKind.PASS: ActionSpec(cards_reason="bad_action"),
        ActionKind.ABANDON: ActionSpec(),
    }
    unknown_action_error: ClassVar[type[EngineError]] = WrongPhaseError

    options: ShengsiduOptions

    # ------------------------------------------------------------------ setup

    def _setup(self) -> list[Event]:
        n = self.num_players
        deck = full_deck(jokers=False)
        self.rng.shuffle(deck)
        self.hands: list[list[Card]] = [sort_cards(deck[s * HAND_SIZE : (s + 1) * HAND_SIZE]) for s in range(n)]
        self.undealt: list[Card] = deck[n * HAND_SIZE :]
        self.played: list[list[Card]] = [[] for _ in range(n)]
        self.bombs: list[BombRecord] = []
        self.winner: int | None = None
        self.abandoned: int | None = None
        self.settlement: Settlement | None = None
        self._outcome: Outcome | None = None
        self._cache: dict[tuple[str, int], Any] = {}

        events: list[Event] = [
            Event("deal", s, {"cards": format_cards(self.hands[s])}, frozenset({s})) for s in range(n)
        ]
        events.append(Event("dealt", None, {"hand_sizes": [HAND_SIZE] * n, "undealt": len(self.undealt)}))
        leader, reason, card = self._first_leader()
        self.first_leader = leader
        self.first_lead_reason = reason
        data: dict[str, Any] = {"reason": reason}
        if card is not None:
            data["card"] = card.text
        events.append(Event("first_lead", leader, data))
        self.trick = Trick(n, leader)
        self.last_trick: tuple[tuple[int, tuple[Card, ...]], ...] = ()
        return events

    def _first_leader(self) -> tuple[int, str, Card | None]:
        prev = self.carry.get("previous_winner")
        if self.options.winner_leads and prev is not None:
            if not isinstance(prev, int) or isinstance(prev, bool) or not 0 <= prev < self.num_players:
                raise InvalidOptionError(f"carry previous_winner is not a seat: {prev!r}", "bad_carry")
            return prev, "previous_winner", None
        for rank in Rank:
            if rank.is_joker:
                continue
            card = Card.of(rank, Suit.DIAMONDS)
            for s, hand in enumerate(self.hands):
                if card in hand:
                    return s, "diamond", card
        return self.rng.randrange(self.num_players), "random", None

    # ------------------------------------------------------------------ state

    @property
    def phase(self) -> str:
        return PHASE_OVER if self._outcome is not None else PHASE_PLAY

    @property
    def to_move(self) -> int | None:
        if self._outcome is not None:
            return None
        if self.trick.is_lead:
            return self.trick.leader
        return self.trick.to_move_after(self.trick.turns[-1].seat, range(self.num_players))

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    @property
    def top_reading(self) -> P.Reading | None:
        top = self.trick.top
        return None if top is None else top.reading

    def _rules(self) -> dict[str, bool]:
        return {"loose": self.options.loose_three_two, "two_low": self.options.two_connects_three}

    def _cached(self, key: str, seat: int, compute: Any) -> Any:
        k = (key, seat)
        stamp = len(self.actions)
        hit = self._cache.get(k)
        if hit is not None and hit[0] == stamp:
            return hit[1]
        value = compute()
        self._cache[k] = (stamp, value)
        return value

    def can_beat(self, seat: int) -> bool:
        """Whether ``seat`` holds a play that beats the top play (True on a lead)."""
        top = self.top_reading
        if top is None:
            return True
        return bool(self._cached("beat", seat, lambda: P.has_beating_play(self.hands[seat], top, **self._rules())))

    def _next_holds_one(self, seat: int) -> int | None:
        """The next seat if 报单必顶 applies to ``seat`` now (it holds exactly one card)."""
        if not self.options.report_single:
            return None
        nxt = next_seat_in(seat, self.num_players, range(self.num_players))
        if nxt is not None and nxt != seat and len(self.hands[nxt]) == 1:
            return nxt
        return None

    def _pass_refusal(self, seat: int) -> IllegalActionError | None:
        top = self.top_reading
        if top is None:
            return IllegalActionError("the leader must play, not pass", "leader_cannot_pass")
        if self.options.must_play and self.can_beat(seat):
            return IllegalActionError(
                f"you must play (必出): you can beat the {top}",
                "must_play",
                top=format_cards(self.trick.top.cards) if self.trick.top else "",
                top_type=top.type,
            )
        if top.type == "single" and self._next_holds_one(seat) is not None:
            highest = max(c.rank for c in self.hands[seat])
            if highest > top.rank:
                nxt = self._next_holds_one(seat)
                return IllegalActionError(
                    f"seat {nxt} holds one card (报单必顶): you must beat the single",
                    "report_single_must_beat",
                    seat=nxt,
                    top=format_cards(self.trick.top.cards) if self.trick.top else "",
                )
        return None

    def legal_kinds(self, seat: int) -> frozenset[str]:
        """``abandon`` for every seat while the game runs; the seat to move also gets
        ``play`` when it holds a play and ``pass`` when a pass would be accepted."""
        if self._outcome is not None:
            return frozenset()
        kinds = {ActionKind.ABANDON}
        if seat == self.to_move:
            if self.can_beat(seat):
                kinds.add(ActionKind.PLAY)
            if self._pass_refusal(seat) is None:
                kinds.add(ActionKind.PASS)
        return frozenset(kinds)

    # ------------------------------------------------------------------ hints

    def hints(self, seat: int) -> list[tuple[Card, ...]]:
        """Every distinct (by ranks) play ``seat`` may make now under the table rules,
        best suggestion first; empty when it has none (no hint button)."""
        hand = self.hands[seat]
        c = P.counts_of(hand)
        top = self.top_reading
        rules = self._rules()
        if top is None:
            found = P.plays(c, **rules, whole=True)
            planned = set(P.plan(c, **rules, last=True))

            def key(item: tuple[P.Counts, P.Reading]) -> tuple[int, ...]:
                m, r = item
                return (int(m not in planned), *P.hint_order(c, m, r))

        else:
            found = P.beating_plays(c, top, **rules)

            def key(item: tuple[P.Counts, P.Reading]) -> tuple[int, ...]:
                return P.hint_order(c, item[0], item[1])

        if self._next_holds_one(seat) is not None:
            highest = max(card.rank for card in hand)
            found = [(m, r) for m, r in found if r.type != "single" or r.rank == highest]
        found.sort(key=key)
        return [P.materialize(hand, m) for m, _r in found]

    # ------------------------------------------------------------------ actions

    def _apply(self, action: Action) -> list[Event]:
        seat = action.seat
        if action.kind == ActionKind.ABANDON:
            return self._abandon(seat)
        if action.kind not in (ActionKind.PLAY, ActionKind.PASS):
            raise WrongPhaseError(f"{action.kind!r} is not an action of 生死堵", "unknown_action", kind=action.kind)
        if seat != self.to_move:
            raise NotYourTurnError(f"it is seat {self.to_move}'s turn, not seat {seat}'s", to_move=self.to_move)
        if action.kind == ActionKind.PASS:
            if action.cards:
                raise IllegalActionError("a pass carries no cards", "bad_action")
            refusal = self._pass_refusal(seat)
            if refusal is not None:
                raise refusal
            return self._do_pass(seat)
        reading = self._check_play(seat, action)
        return self._do_play(seat, action.cards, reading)

    def _check_play(self, seat: int, action: Action) -> P.Reading:
        cards = action.cards
        text = format_cards(cards)
        if not cards:
            raise IllegalPlayError("choose the cards to play", "no_cards")
        if len(set(cards)) != len(cards):
            raise IllegalPlayError(f"the same card twice in {text}", "duplicate_cards", cards=text)
        hand = self.hands[seat]
        missing = [c for c in cards if c not in hand]
        if missing:
            raise IllegalPlayError(
                f"not in your hand: {format_cards(missing)}", "not_in_hand", cards=format_cards(missing)
            )
        want = action.value
        if want is not None and (not isinstance(want, str) or want not in P.TYPE_IDS):
            raise IllegalPlayError(f"unknown combination type {want!r}", "unknown_type", type=str(want))
        whole = len(cards) == len(hand)
        options = P.readings(cards, **self._rules(), last=whole)
        if not options:
            raise IllegalPlayError(f"{text} is not a combination", "not_a_combination", cards=text)
        if want is not None:
            options = [r for r in options if r.type == want]
            if not options:
                raise IllegalPlayError(f"{text} is not a {want}", "not_that_combination", cards=text, type=want)
        top = self.top_reading
        if top is None:
            reading = options[0]
        else:
            beating = [r for r in options if P.beats(r, top)]
            if not beating:
                top_text = format_cards(self.trick.top.cards) if self.trick.top else ""
                raise IllegalPlayError(
                    f"the {options[0]} ({text}) does not beat the {top} ({top_text})",
                    "does_not_beat",
                    cards=text,
                    type=options[0].type,
                    top=top_text,
                    top_type=top.type,
                )
            reading = beating[0]
        nxt = self._next_holds_one(seat)
        if reading.type == "single" and nxt is not None:
            highest = max(c.rank for c in hand)
            if reading.rank != highest:
                raise IllegalPlayError(
                    f"seat {nxt} holds one card (报单必顶): play your highest single, a {highest.text}",
                    "report_single_highest",
                    cards=text,
                    highest=highest.text,
                    seat=nxt,
                )
        return reading

    def _do_play(self, seat: int, cards: tuple[Card, ...], reading: P.Reading) -> list[Event]:
        events: list[Event] = []
        lead = self.trick.is_lead
        prev = self.trick.top
        hand = self.hands[seat]
        for c in cards:
            hand.remove(c)
        self.played[seat].extend(cards)
        played = tuple(sort_cards(cards))
        self.trick.record_play(seat, played, reading)
        data = {"cards": format_cards(played), **reading.label_params(), "lead": lead, "left": len(hand)}
        events.append(Event("play", seat, data))
        if reading.is_bomb:
            if prev is not None and prev.reading is not None and prev.reading.is_bomb:
                for i in range(len(self.bombs) - 1, -1, -1):
                    b = self.bombs[i]
                    if b.seat == prev.seat and b.rank == prev.reading.rank.text and not b.beaten:
                        self.bombs[i] = BombRecord(b.seat, b.rank, True)
                        break
                events.append(Event("bomb_beaten", prev.seat, {"rank": prev.reading.rank.text, "by": seat}))
            self.bombs.append(BombRecord(seat, reading.rank.text))
        if len(hand) == 1:
            events.append(Event("report_single", seat, {}))
        if not hand:
            self.winner = seat
            events.extend(self._finish())
        return events

    def _do_pass(self, seat: int) -> list[Event]:
        self.trick.record_pass(seat)
        events = [Event("pass", seat, {})]
        everyone = range(self.num_players)
        if self.trick.is_closed(everyone):
            winner = self.trick.winner
            assert winner is not None
            events.append(Event("trick_closed", winner, {"winner": winner}))
            self.last_trick = tuple((t.seat, t.cards) for t in self.trick.turns)
            self.trick = Trick(self.num_players, winner)
        return events

    def _abandon(self, seat: int) -> list[Event]:
        self.abandoned = seat
        return [Event("abandon", seat, {}), *self._finish()]

    def _finish(self) -> list[Event]:
        n = self.num_players
        left = [len(h) for h in self.hands]
        played = [bool(p) for p in self.played]
        opts = self.options
        if self.abandoned is not None:
            st = settle_abandon(
                n, self.abandoned, left, played, self.bombs, scoring=opts.scoring, bomb_bonus=opts.bomb_bonus
            )
        else:
            assert self.winner is not None
            st = settle(n, self.winner, left, played, self.bombs, scoring=opts.scoring, bomb_bonus=opts.bomb_bonus)
        self.settlement = st
        results = []
        for s in st.seats:
            detail = s.detail() | {"spring": st.spring, "big_spring": st.big_spring, "bombs": st.standing_bombs[s.seat]}
            results.append(SeatResult(s.seat, s.result, s.score, detail))
        self._outcome = Outcome(tuple(results))
        reveal = Event("reveal", None, {"hands": [format_cards(h) for h in self.hands]})
        over = Event(
            "game_over",
            self.winner,
            {
                "winner": self.winner,
                "abandoned": self.abandoned,
                "spring": st.spring,
                "big_spring": st.big_spring,
                "scores": st.scores,
                "bomb_value": st.bomb_value,
            },
        )
        return [reveal, over]

    def next_carry(self) -> dict[str, Any]:
        """What the next game of a match needs (``previous_winner`` for ``winner_leads``)."""
        return {} if self.winner is None else {"previous_winner": self.winner}

    # ------------------------------------------------------------------ views

    def view_for(self, seat: int | None) -> ShengsiduView:
        if seat is not None and not 0 <= seat < self.num_players:
            raise IllegalActionError(f"no seat {seat}", "bad_seat", seat=seat)
        over = self._outcome is not None
        to_move = self.to_move
        top = self.trick.top
        mine = seat is not None and seat == to_move
        must_play = hint = report = None
        if mine:
            assert seat is not None
            hint = self.can_beat(seat)
            refusal = self._pass_refusal(seat)
            must_play = refusal is not None and refusal.reason == "must_play"
            report = self._next_holds_one(seat) is not None
        st = self.settlement
        return ShengsiduView(
            game_id=self.game_id,
            seat=seat,
            num_players=self.num_players,
            phase=self.phase,
            to_move=to_move,
            hand=tuple(self.hands[seat]) if seat is not None else (),
            hand_sizes=tuple(len(h) for h in self.hands),
            legal_kinds=self.legal_kinds(seat) if seat is not None else frozenset(),
            options=self.options.to_dict(),
            first_leader=self.first_leader,
            first_lead_reason=self.first_lead_reason,
            leader=None if over else self.trick.leader,
            is_lead=not over and self.trick.is_lead,
            top_seat=None if top is None else top.seat,
            top_cards=() if top is None else top.cards,
            top_reading=None if top is None else top.reading,
            trick=tuple((t.seat, t.cards) for t in self.trick.turns),
            last_trick=self.last_trick,
            played=tuple(tuple(p) for p in self.played),
            bombs=tuple((b.seat, b.rank, b.beaten) for b in self.bombs),
            undealt=len(self.undealt),
            must_play=must_play,
            hint_available=hint,
            report_single=report,
            winner=self.winner,
            abandoned=self.abandoned,
            scores=None if st is None else tuple(st.scores),
            spring=False if st is None else st.spring,
            big_spring=False if st is None else st.big_spring,
            revealed=tuple(tuple(h) for h in self.hands) if over else None,
        )
