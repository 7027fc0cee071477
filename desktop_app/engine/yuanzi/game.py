"""原子 (yuanzi): the game as a state machine, from the deal of the first half to the
settlement.

Seats, in play order, and the seed's compass numbering (East 1, South 2, West 3, North 0):
seat ``s`` sits at the compass place numbered ``s``, so seat 0 = North, 1 = East,
2 = South, 3 = West. Dealing and play go East -> South -> West -> North (counter-clockwise
at a Chinese table, as in mahjong), which is seat + 1. Partners sit opposite: side 0 is
seats 0 & 2 (North-South), side 1 is seats 1 & 3 (East-West).

>>> g = YuanziGame(4, seed=7)
>>> g.phase, sorted(len(h) for h in g.hands)
('first_half', [40, 40, 41, 41])
>>> g.to_move == g.dao_holder
True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from ..cards import Card, Rank, format_cards, make_pack
from ..climbing import Trick, next_seat_in
from ..core import (
    Action,
    ActionKind,
    ActionSpec,
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
)
from .patterns import TYPE_IDS, Reading, beats, card_points, plays, points, readings, refusal, sort_hand
from .scoring import (
    GameResult,
    HalfResult,
    double_clip_result,
    escape_scores,
    first_half_double_clip,
    partner_of,
    settle_game,
    settle_half,
    side_of,
)

__all__ = [
    "COMPASS",
    "YuanziGame",
    "YuanziOptions",
    "YuanziView",
    "dao_rank_for",
    "first_receiver",
]

#: Seat -> the seed's compass place (its number in the seed is the seat number).
COMPASS: tuple[str, str, str, str] = ("north", "east", "south", "west")

DECKS = 3
_POINT_RANKS = (Rank.FIVE, Rank.TEN, Rank.KING)
_RANK_VALUE = {Rank.ACE: 1, Rank.TWO: 2, Rank.JACK: 11, Rank.QUEEN: 12, Rank.KING: 13}


def dao_rank_for(card: Card, half: int) -> Rank:
    """The 刀 rank a turned card gives: its rank, but 3 for a joker (both halves) and
    for a 5, 10 or K in the second half.

    >>> from desktop_app.engine.cards import parse_card
    >>> dao_rank_for(parse_card("Kh"), 1).text, dao_rank_for(parse_card("Kh"), 2).text
    ('K', '3')
    >>> dao_rank_for(parse_card("RJ"), 1).text
    '3'
    """
    if card.is_joker or (half == 2 and card.rank in _POINT_RANKS):
        return Rank.THREE
    return card.rank


def first_receiver(dao: Rank) -> int:
    """First-half first receiver: the 刀 rank's value (A=1, J=11, Q=12, K=13, 2=2) mod 4,
    read as the seed's compass number, which is the seat.

    >>> first_receiver(Rank.KING), first_receiver(Rank.ACE), first_receiver(Rank.EIGHT)
    (1, 1, 0)
    """
    return _RANK_VALUE.get(dao, int(dao)) % 4


@dataclass(frozen=True)
class YuanziOptions(Options):
    """Rule options (defaults follow the seed and ``spec/yuanzi.md``)."""

    double_clip_threshold: int = 60  # 双夹 when the 上游's opponents end the first half below this
    win_stake: int = 1  # each winner +, each loser -
    double_clip_stake: int = 2  # 双夹: each winner +, each loser -
    escape_penalty_first_half: int = 4
    escape_penalty_second_half: int = 2
    escape_bonus: int = 1  # to each opponent of an escaper
    escape_bonus_min_tricks: int = 5  # first half: the bonus is paid once this many tricks were played

    def validate(self) -> None:
        for name, value in self.to_dict().items():
            if value < 0:
                raise InvalidOptionError(f"rule option {name!r} must not be negative", option=name)
        if self.double_clip_threshold > 300:
            raise InvalidOptionError("double_clip_threshold is at most 300", option="double_clip_threshold")


@dataclass(frozen=True, kw_only=True)
class YuanziView(View):
    """What one seat may know. ``trick`` lists the current trick's turns as
    ``(seat, cards)`` (no cards = a pass); ``played`` every card played this half;
    ``won_points`` the points each seat took this half; ``revealed`` the hands shown at the
    end of the previous half; ``half_results`` the settled halves."""

    half: int = 1
    partner: int | None = None
    dao_card: Card | None = None
    dao_rank: Rank | None = None
    dao_holder: int | None = None
    first_receiver: int | None = None
    leader: int | None = None
    trick: tuple[tuple[int, tuple[Card, ...]], ...] = ()
    top_seat: int | None = None
    top_cards: tuple[Card, ...] = ()
    top_reading: Reading | None = None
    table_points: int = 0
    won_points: tuple[int, ...] = ()
    finished: tuple[int, ...] = ()
    played: tuple[Card, ...] = ()
    tricks_closed: int = 0
    first_half_shangyou: int | None = None
    half_results: tuple[HalfResult, ...] = ()
    revealed: tuple[tuple[Card, ...], ...] = ()
    result: GameResult | None = None


class YuanziGame(Game):
    """原子: four players, partners opposite, three decks, two halves."""

    game_id: ClassVar[str] = "yuanzi"
    options_class: ClassVar[type[Options]] = YuanziOptions
    min_players: ClassVar[int] = 4
    max_players: ClassVar[int] = 4
    direction: ClassVar[str] = "counterclockwise"
    ACTION_SPECS: ClassVar[Mapping[str, ActionSpec]] = {
        ActionKind.PLAY: ActionSpec(
            ValueSpec.choice(TYPE_IDS, optional=True),
            cards=True,
            game_checks_value=True,
            error=IllegalPlayError,
            reason="unknown_reading",
        ),
        ActionKind.PASS: ActionSpec(),
        ActionKind.ABANDON: ActionSpec(),
    }

    options: YuanziOptions

    # ------------------------------------------------------------------ setup

    def _setup(self) -> list[Event]:
        self._result: GameResult | None = None
        self._half_results: list[HalfResult] = []
        self._first_shangyou: int | None = None
        self._revealed: tuple[tuple[Card, ...], ...] = ()
        return self._start_half(1)

    def _start_half(self, half: int) -> list[Event]:
        pack = make_pack(DECKS)
        self.rng.shuffle(pack)
        pos = self.rng.randrange(len(pack))
        dao_card = pack[pos]
        dao = dao_rank_for(dao_card, half)
        if half == 1:
            first = first_receiver(dao)
        else:
            assert self._first_shangyou is not None
            first = self._first_shangyou
        hands: list[list[Card]] = [[] for _ in range(4)]
        for i, card in enumerate(pack):
            hands[(first + i) % 4].append(card)
        holder = (first + pos) % 4
        leader = holder if half == 1 else first

        self._half = half
        self._dao_card = dao_card
        self._dao = dao
        self._dao_holder = holder
        self._first = first
        self._hands = [sort_hand(h, dao) for h in hands]
        self._trick = Trick(4, leader)
        self._to_move: int | None = leader
        self._table_points = 0
        self._won = [0, 0, 0, 0]
        self._finished: list[int] = []
        self._played: list[Card] = []
        self._tricks_closed = 0

        events = [
            Event(
                "half_started",
                None,
                {
                    "half": half,
                    "dao_card": dao_card.text,
                    "dao_rank": dao.text,
                    "first_receiver": first,
                    "dao_holder": holder,
                    "leader": leader,
                    "hand_sizes": [len(h) for h in hands],
                },
            )
        ]
        for seat, hand in enumerate(self._hands):
            events.append(Event("deal", seat, {"half": half, "cards": format_cards(hand)}, frozenset({seat})))
        return events

    # ------------------------------------------------------------------ public state

    @property
    def phase(self) -> str:
        if self._result is not None:
            return "over"
        return "first_half" if self._half == 1 else "second_half"

    @property
    def to_move(self) -> int | None:
        return None if self._result is not None else self._to_move

    @property
    def half(self) -> int:
        return self._half

    @property
    def dao(self) -> Rank:
        """The 刀 rank of the current half."""
        return self._dao

    @property
    def dao_card(self) -> Card:
        return self._dao_card

    @property
    def dao_holder(self) -> int:
        """The seat that received the turned 刀 card this half."""
        return self._dao_holder

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Every hand (the full state: not for players; use :meth:`view_for`)."""
        return tuple(tuple(h) for h in self._hands)

    @property
    def result(self) -> GameResult | None:
        return self._result

    @property
    def half_results(self) -> tuple[HalfResult, ...]:
        return tuple(self._half_results)

    def legal_kinds(self, seat: int) -> frozenset[str]:
        """The kinds ``seat`` may take: play (and pass unless leading) on its turn;
        abandon (逃跑) any time before the game is over."""
        if self._result is not None:
            return frozenset()
        if seat != self._to_move:
            return frozenset({ActionKind.ABANDON})
        if self._trick.is_lead:
            return frozenset({ActionKind.PLAY, ActionKind.ABANDON})
        return frozenset({ActionKind.PLAY, ActionKind.PASS, ActionKind.ABANDON})

    def _live(self) -> set[int]:
        return {s for s in range(4) if self._hands[s]}

    @property
    def top(self) -> Reading | None:
        """The reading of the play to beat (None when the next play is a lead)."""
        return None if self._trick.top is None else self._trick.top.reading

    def readings_for(self, cards: Sequence[Card]) -> list[Reading]:
        """The readings under which ``cards`` may be played now (beating the top play if
        there is one), strongest first: for the live reading of a selection."""
        rs = readings(cards, self._dao)
        top = self.top
        return rs if top is None else [r for r in rs if beats(r, top)]

    def legal_plays(self, seat: int) -> list[tuple[tuple[Card, ...], Reading]]:
        """Every distinct play ``seat`` could make now (empty when not its turn)."""
        if self._result is not None or seat != self._to_move:
            return []
        return plays(self._hands[seat], self._dao, self.top)

    def view_for(self, seat: int | None) -> YuanziView:
        top = self._trick.top
        return YuanziView(
            game_id=self.game_id,
            seat=seat,
            num_players=4,
            phase=self.phase,
            to_move=self.to_move,
            hand=tuple(self._hands[seat]) if seat is not None else (),
            hand_sizes=tuple(len(h) for h in self._hands),
            legal_kinds=self.legal_kinds(seat) if seat is not None else frozenset(),
            half=self._half,
            partner=partner_of(seat) if seat is not None else None,
            dao_card=self._dao_card,
            dao_rank=self._dao,
            dao_holder=self._dao_holder,
            first_receiver=self._first,
            leader=self._trick.leader,
            trick=tuple((t.seat, t.cards) for t in self._trick.turns),
            top_seat=None if top is None else top.seat,
            top_cards=() if top is None else top.cards,
            top_reading=None if top is None else top.reading,
            table_points=self._table_points,
            won_points=tuple(self._won),
            finished=tuple(self._finished),
            played=tuple(self._played),
            tricks_closed=self._tricks_closed,
            first_half_shangyou=self._first_shangyou,
            half_results=tuple(self._half_results),
            revealed=self._revealed,
            result=self._result,
        )

    @property
    def outcome(self) -> Outcome | None:
        r = self._result
        if r is None:
            return None
        halves = [list(h.side_points) for h in self._half_results]
        results = []
        for seat in range(4):
            side = side_of(seat)
            if r.kind == "escape":
                if seat == r.escaper:
                    res = "escaped"
                elif side == side_of(r.escaper or 0):
                    res = "partner_escaped"
                else:
                    res = "opponent_escaped"
            else:
                won = side == r.winner_side
                res = ("double_clip_" if r.kind == "double_clip" else "") + ("win" if won else "loss")
            detail = {"side": side, "kind": r.kind, "totals": list(r.totals), "halves": halves}
            results.append(SeatResult(seat, res, r.scores[seat], detail))
        return Outcome(tuple(results))

    # ------------------------------------------------------------------ actions

    def _apply(self, action: Action) -> list[Event]:
        seat, kind = action.seat, action.kind
        if kind == ActionKind.ABANDON:
            return self._abandon(seat)
        if kind not in (ActionKind.PLAY, ActionKind.PASS):
            raise IllegalActionError(f"{kind!r} is not an action in yuanzi", "unknown_action", kind=kind)
        if seat != self._to_move:
            raise NotYourTurnError(
                f"it is seat {self._to_move}'s turn, not seat {seat}'s",
                "not_your_turn",
                seat=seat,
                to_move=self._to_move,
            )
        if kind == ActionKind.PASS:
            if self._trick.is_lead:
                raise IllegalActionError("the leader must play", "cannot_pass_lead")
            return self._pass(seat)
        return self._play(seat, action.cards, action.value)

    def _check_play(self, seat: int, cards: tuple[Card, ...], value: object) -> Reading:
        text = format_cards(cards)
        if not cards:
            raise IllegalPlayError("choose cards to play", "no_cards")
        have = Counter(self._hands[seat])
        if any(have[c] < n for c, n in Counter(cards).items()):
            raise IllegalPlayError(f"{text} are not all in your hand", "cards_not_in_hand", cards=text)
        rs = readings(cards, self._dao)
        if not rs:
            raise IllegalPlayError(f"{text} is not a combination", refusal(cards, self._dao), cards=text)
        if value is not None:
            if not isinstance(value, str) or value not in TYPE_IDS or not any(r.type == value for r in rs):
                raise IllegalPlayError(
                    f"{text} cannot be played as {value!r}", "unknown_reading", cards=text, type=str(value)
                )
            rs = [r for r in rs if r.type == value]
        top = self._trick.top
        if top is None:
            return rs[0]
        for r in rs:
            if beats(r, top.reading):
                return r
        top_reading: Reading = top.reading
        raise IllegalPlayError(
            f"{rs[0].describe()} does not beat {top_reading.describe()}",
            "does_not_beat",
            cards=text,
            type=rs[0].type,
            top=format_cards(top.cards),
            top_type=top_reading.type,
        )

    def _play(self, seat: int, cards: tuple[Card, ...], value: object) -> list[Event]:
        reading = self._check_play(seat, cards, value)
        lead = self._trick.is_lead
        hand = self._hands[seat]
        for c in cards:
            hand.remove(c)
        pts = points(cards)
        self._played.extend(cards)
        self._table_points += pts
        self._trick.record_play(seat, tuple(cards), reading)
        events = [
            Event(
                "play",
                seat,
                {
                    "cards": format_cards(cards),
                    "type": reading.type,
                    "reading": reading.label_params(),
                    "lead": lead,
                    "points": pts,
                    "table_points": self._table_points,
                    "left": len(hand),
                },
            )
        ]
        if not hand:
            self._finished.append(seat)
            events.append(Event("player_out", seat, {"place": len(self._finished)}))
            if self._half_is_over():
                events.extend(self._end_half())
                return events
        self._to_move = next_seat_in(seat, 4, self._live())
        return events

    def _pass(self, seat: int) -> list[Event]:
        self._trick.record_pass(seat)
        events = [Event("pass", seat, {})]
        live = self._live()
        if self._trick.is_closed(live):
            events.extend(self._close_trick(live))
        else:
            self._to_move = next_seat_in(seat, 4, live)
        return events

    def _close_trick(self, live: set[int]) -> list[Event]:
        winner = self._trick.winner
        assert winner is not None
        pts = self._collect(winner)
        jiefeng = winner not in live
        if not jiefeng:
            leader: int | None = winner
        elif partner_of(winner) in live:
            leader = partner_of(winner)  # 接风
        else:
            leader = next_seat_in(winner, 4, live)
        assert leader is not None
        self._tricks_closed += 1
        self._trick = Trick(4, leader)
        self._to_move = leader
        return [
            Event(
                "trick_closed",
                winner,
                {"points": pts, "won": self._won[winner], "leader": leader, "jiefeng": jiefeng},
            )
        ]

    def _collect(self, winner: int) -> int:
        pts = self._table_points
        self._won[winner] += pts
        self._table_points = 0
        return pts

    def _half_is_over(self) -> bool:
        f = self._finished
        return len(f) >= 3 or (len(f) == 2 and side_of(f[0]) == side_of(f[1]))

    def _end_half(self) -> list[Event]:
        events: list[Event] = []
        winner = self._trick.winner
        assert winner is not None
        pts = self._collect(winner)  # the last play's owner takes the points on the table
        self._tricks_closed += 1
        events.append(
            Event("trick_closed", winner, {"points": pts, "won": self._won[winner], "leader": None, "jiefeng": False})
        )
        hand_points = [sum(card_points(c) for c in h) for h in self._hands]
        result = settle_half(self._finished, self._won, hand_points, self._half)
        self._half_results.append(result)
        self._revealed = tuple(tuple(h) for h in self._hands)
        data = result.to_json()
        data["hands"] = [format_cards(h) for h in self._hands]
        opts = self.options
        double_clip = self._half == 1 and first_half_double_clip(result, opts.double_clip_threshold)
        data["double_clip"] = double_clip  # 双夹: the game ends after this half
        events.append(Event("half_over", None, data))
        if self._half == 1:
            self._first_shangyou = result.shangyou
            if double_clip:
                return events + self._finish(double_clip_result(result, opts.double_clip_stake))
            return events + self._start_half(2)
        return events + self._finish(settle_game(self._half_results[0], result, opts.win_stake))

    def _finish(self, result: GameResult) -> list[Event]:
        self._result = result
        self._to_move = None
        return [Event("game_over", None, result.to_json())]

    def _abandon(self, seat: int) -> list[Event]:
        o = self.options
        scores = escape_scores(
            seat,
            self._half,
            self._tricks_closed,
            first_penalty=o.escape_penalty_first_half,
            second_penalty=o.escape_penalty_second_half,
            bonus=o.escape_bonus,
            bonus_min_tricks=o.escape_bonus_min_tricks,
        )
        totals = [0, 0]
        for h in self._half_results:
            totals[0] += h.side_points[0]
            totals[1] += h.side_points[1]
        result = GameResult("escape", 1 - side_of(seat), scores, (totals[0], totals[1]), seat)
        events = [Event("abandon", seat, {"half": self._half, "tricks": self._tricks_closed})]
        return events + self._finish(result)

    # ------------------------------------------------------------------ helpers for tests and tools

    def summary(self) -> dict[str, Any]:
        """A small JSON summary of the public state (for logs)."""
        return {
            "phase": self.phase,
            "half": self._half,
            "dao": self._dao.text,
            "to_move": self.to_move,
            "finished": list(self._finished),
            "won": list(self._won),
            "table_points": self._table_points,
        }
