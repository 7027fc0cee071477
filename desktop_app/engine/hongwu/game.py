"""红五 (Red Five) as a state machine: deal, bidding (叫分), trump choice (叫主), burying
the kitty (扣底), 25-card trick play with follow suit, trumps and throws (甩牌), then the
settlement of the dealer (庄家) against the three 闲家.

Phases: ``bidding`` -> ``trump`` -> ``bury`` -> ``play`` -> ``over``. Seats 0..3 are in
play order (counter-clockwise round the table). Any seat may ``abandon`` at any time.

>>> g = HongwuGame(4, seed=7)
>>> g.phase, len(g.view_for(0).hand), g.view_for(0).kitty_size
('bidding', 25, 8)
>>> first = g.to_move
>>> _ = g.apply(Action(first, "bid", value=60))
>>> for s in range(1, 4):
...     _ = g.apply(Action((first + s) % 4, "pass"))
>>> g.phase, g.view_for(None).dealer == first, g.view_for(None).bid
('trump', True, 60)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from ..cards import Card, CardParseError, Suit, format_cards, make_pack, sort_cards
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
    WrongPhaseError,
)
from .cards_order import CLASS_NAMES, RED_FIVE, TRUMP, CardOrder, order_for
from .patterns import (
    THROW,
    Reading,
    beating_follows,
    cheapest_follow,
    contest_strength,
    follow_error,
    lead_error,
    legal_leads,
    read,
    throw_failure,
)
from .scoring import ABANDON_UNITS, KITTY_MULTIPLIER, card_points, dealer_score, settle

__all__ = [
    "BIDDING",
    "BID_STEP",
    "BURY",
    "DEFAULT_TRUMP",
    "HAND_SIZE",
    "KITTY_SIZE",
    "MAX_BID",
    "MAX_RAISE",
    "MIN_BID",
    "OVER",
    "PLAY",
    "PLAYERS",
    "TRUMP_PHASE",
    "HongwuGame",
    "HongwuOptions",
    "HongwuView",
]

PLAYERS = 4
HAND_SIZE = 25
KITTY_SIZE = 8
MIN_BID = 60
MAX_BID = 200
BID_STEP = 5  # every bid is a multiple of 5, at least 5 above the current bid
MAX_RAISE = 20  # ... and at most 20 above it
#: The trump suit the session picks when the dealer's 30-second timer runs out.
DEFAULT_TRUMP = "s"

BIDDING = "bidding"
TRUMP_PHASE = "trump"
BURY = "bury"
PLAY = "play"
OVER = "over"

_PHASE_KINDS: dict[str, frozenset[str]] = {
    BIDDING: frozenset({ActionKind.BID, ActionKind.PASS}),
    TRUMP_PHASE: frozenset({ActionKind.TRUMP}),
    BURY: frozenset({ActionKind.BURY}),
    PLAY: frozenset({ActionKind.PLAY}),
    OVER: frozenset(),
}
_KNOWN_KINDS = frozenset().union(*_PHASE_KINDS.values()) | {ActionKind.ABANDON}


@dataclass(frozen=True)
class HongwuOptions(Options):
    """Room rules (all default to the seed's plain reading).

    * ``kitty_double``: kitty points taken by the 闲家 (last trick) count double.
    * ``follow_pattern``: a follower must follow pairs with pairs of the led suit while
      they hold them (the seed only asks for the suit).
    * ``red_five_penalty``: points deducted from the dealer's score per ♥5 captured by
      the 闲家 (红5被抓分); 0 = no deduction.
    * ``base_score``: the room's base score (基准分) multiplying the settlement bands.
    """

    kitty_double: bool = False
    follow_pattern: bool = False
    red_five_penalty: int = 0
    base_score: int = 1

    def validate(self) -> None:
        if not 0 <= self.red_five_penalty <= MAX_BID:
            raise InvalidOptionError(
                f"red_five_penalty must be 0..{MAX_BID}", "invalid_option", option="red_five_penalty"
            )
        if not 1 <= self.base_score <= 1_000_000:
            raise InvalidOptionError("base_score must be at least 1", "invalid_option", option="base_score")


Plays = tuple[tuple[int, tuple[Card, ...]], ...]


@dataclass(frozen=True, kw_only=True)
class HongwuView(View):
    """What one seat (or a spectator) may know.

    Bidding: ``opener``, ``bids`` ((seat, amount or None for a pass) in order),
    ``passed``, ``high_bid``/``high_bidder``, ``bid_range`` (min, max) for the seat to
    bid. Then ``dealer``, ``bid`` (the contract), ``trump`` (suit letter). ``kitty`` is the
    dealer's own: the 8 cards picked up (bury phase) or buried (later); empty for others.
    Play: ``leader``, ``trick`` ((seat, cards) so far), ``trick_lead`` (the lead's label
    params), ``trick_best`` (seat winning the trick so far), ``trick_points``,
    ``trick_number`` (1-based), ``last_trick``/``last_trick_winner``, ``tricks_won`` and
    ``points_won`` per seat, ``dealer_points``/``defender_points``, ``red_fives_captured``
    (♥5s in tricks the 闲家 won), ``played`` (cards each seat has played, public),
    ``voids`` (suit classes each seat has shown it lacks), ``last_throw_failure``. At the
    end: ``kitty_revealed``, ``settlement`` (the settlement event's data).
    """

    options: Mapping[str, Any]
    opener: int
    bids: tuple[tuple[int, int | None], ...]
    passed: frozenset[int]
    high_bid: int | None
    high_bidder: int | None
    bid_range: tuple[int, int] | None
    dealer: int | None
    bid: int | None
    trump: str | None
    kitty_size: int
    kitty: tuple[Card, ...]
    leader: int | None
    trick: Plays
    trick_lead: Mapping[str, Any] | None
    trick_best: int | None
    trick_points: int
    trick_number: int
    last_trick: Plays
    last_trick_winner: int | None
    tricks_won: tuple[int, ...]
    points_won: tuple[int, ...]
    dealer_points: int
    defender_points: int
    red_fives_captured: int
    played: tuple[tuple[Card, ...], ...]
    voids: tuple[frozenset[str], ...]
    last_throw_failure: Mapping[str, Any] | None
    kitty_revealed: tuple[Card, ...]
    settlement: Mapping[str, Any] | None


def _suit_word(name: str) -> str:
    return {"s": "spades", "h": "hearts", "c": "clubs", "d": "diamonds"}.get(name, name)


class HongwuGame(Game):
    """红五 for exactly four players; see the module docstring and ``docs/rules/hongwu.md``.

    Actions: ``bid`` (value: amount), ``pass`` (bidding only), ``trump`` (value: suit
    letter), ``bury`` (8 cards), ``play`` (cards), ``abandon``.
    """

    game_id: ClassVar[str] = "hongwu"
    options_class: ClassVar[type[Options]] = HongwuOptions
    min_players: ClassVar[int] = PLAYERS
    max_players: ClassVar[int] = PLAYERS
    direction: ClassVar[str] = "counterclockwise"
    ACTION_SPECS: ClassVar[Mapping[str, ActionSpec]] = {
        ActionKind.BID: ActionSpec(
            ValueSpec.integer(MIN_BID, MAX_BID),
            reason="bad_bid",
            range_reason="bid_out_of_range",
            cards_reason="bad_action",
        ),
        ActionKind.PASS: ActionSpec(reason="bad_action", cards_reason="bad_action"),
        ActionKind.TRUMP: ActionSpec(
            ValueSpec.choice({t for s in Suit for t in (s.value, s.value.upper(), s.symbol)}),
            reason="bad_trump",
            cards_reason="bad_action",
        ),
        ActionKind.BURY: ActionSpec(cards=True, reason="bad_action"),
        ActionKind.PLAY: ActionSpec(cards=True),
        ActionKind.ABANDON: ActionSpec(),
    }

    options: HongwuOptions

    # ------------------------------------------------------------------ setup

    def _setup(self) -> list[Event]:
        pack = make_pack(2)
        self.rng.shuffle(pack)
        n = self.num_players
        self.hands: list[list[Card]] = [pack[i * HAND_SIZE : (i + 1) * HAND_SIZE] for i in range(n)]
        self.kitty: list[Card] = pack[n * HAND_SIZE :]
        self.buried: list[Card] = []
        self.opener: int = self.rng.randrange(n)
        self._phase = BIDDING
        self.turn: int | None = self.opener
        self.bids: list[tuple[int, int | None]] = []
        self.passed: set[int] = set()
        self.high_bid: int | None = None
        self.high_bidder: int | None = None
        self.dealer: int | None = None
        self.contract: int | None = None
        self.trump: Suit | None = None
        self.order: CardOrder | None = None
        self.leader: int | None = None
        self.trick: list[tuple[int, tuple[Card, ...]]] = []
        self.lead: Reading | None = None
        self.best_seat: int | None = None
        self.best_strength = 0
        self.trick_number = 0
        self.last_trick: list[tuple[int, tuple[Card, ...]]] = []
        self.last_trick_winner: int | None = None
        self.tricks_won = [0] * n
        self.points_won = [0] * n
        self.red_fives = 0
        self.played: list[list[Card]] = [[] for _ in range(n)]
        self.voids: list[set[str]] = [set() for _ in range(n)]
        self.last_throw_failure: dict[str, Any] | None = None
        self.kitty_revealed: list[Card] = []
        self.settlement: dict[str, Any] | None = None
        self._outcome: Outcome | None = None
        events = [Event("deal", s, {"cards": format_cards(self.hands[s])}, frozenset({s})) for s in range(n)]
        events.append(Event("dealt", None, {"hand_sizes": [HAND_SIZE] * n, "kitty": KITTY_SIZE}))
        events.append(Event("phase", None, {"phase": BIDDING}))
        events.append(Event("bidding_started", self.opener, {"opener": self.opener}))
        return events

    # ------------------------------------------------------------------ state queries

    @property
    def phase(self) -> str:
        return self._phase

    @property
    def to_move(self) -> int | None:
        if self._phase == OVER:
            return None
        if self._phase == BIDDING:
            return self.turn
        if self._phase in (TRUMP_PHASE, BURY):
            return self.dealer
        assert self.leader is not None
        return (self.leader + len(self.trick)) % self.num_players

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    def legal_kinds(self, seat: int) -> frozenset[str]:
        if self._phase == OVER:
            return frozenset()
        kinds = {ActionKind.ABANDON}
        if seat == self.to_move:
            kinds |= _PHASE_KINDS[self._phase]
        return frozenset(kinds)

    def bid_range(self) -> tuple[int, int] | None:
        """(lowest, highest) legal bid now, None outside the bidding."""
        if self._phase != BIDDING:
            return None
        if self.high_bid is None:
            return MIN_BID, MAX_BID
        return self.high_bid + BID_STEP, min(self.high_bid + MAX_RAISE, MAX_BID)

    def hints(self, seat: int) -> list[tuple[Card, ...]]:
        """Suggested plays for ``seat`` when it is to play, best first: a lead from the
        hand plan (tractors, pairs, singles; no throws), or the cheapest plays that win the
        trick so far, then the cheapest legal follow. Empty when the seat is not to play."""
        if self._phase != PLAY or seat != self.to_move or self.order is None:
            return []
        hand, order = self.hands[seat], self.order
        if not self.trick:
            return legal_leads(hand, order, throws=False)
        assert self.lead is not None
        out = beating_follows(hand, self.lead, order, self.best_strength)
        cheap = cheapest_follow(hand, self.lead, order, self.options.follow_pattern)
        if Counter(cheap) not in [Counter(p) for p in out]:
            out.append(cheap)
        return out

    def _sort(self, cards: Sequence[Card]) -> tuple[Card, ...]:
        if self.order is not None:
            return tuple(self.order.sort(cards))
        return tuple(sort_cards(cards, descending=True))

    def _side_points(self) -> tuple[int, int]:
        if self.dealer is None:
            return 0, 0
        d = self.points_won[self.dealer]
        return d, sum(self.points_won) - d

    def view_for(self, seat: int | None) -> HongwuView:
        n = self.num_players
        own = seat is not None and 0 <= seat < n
        is_dealer = own and seat == self.dealer
        kitty: tuple[Card, ...] = ()
        if is_dealer and self._phase == BURY:
            kitty = self._sort(self.kitty)
        elif is_dealer and self.buried:
            kitty = self._sort(self.buried)
        dealer_pts, defender_pts = self._side_points()
        scores_ = self.settlement["scores"] if self.settlement is not None else []
        if self.settlement is not None:
            dealer_pts = self.settlement["dealer_points"]
            defender_pts = self.settlement["defender_points"]
        return HongwuView(
            game_id=self.game_id,
            seat=seat,
            num_players=n,
            phase=self._phase,
            to_move=self.to_move,
            hand=self._sort(self.hands[seat]) if own and seat is not None else (),
            hand_sizes=tuple(len(h) for h in self.hands),
            legal_kinds=self.legal_kinds(seat) if own and seat is not None else frozenset(),
            options=self.options.to_dict(),
            opener=self.opener,
            bids=tuple(self.bids),
            passed=frozenset(self.passed),
            high_bid=self.high_bid,
            high_bidder=self.high_bidder,
            bid_range=self.bid_range(),
            dealer=self.dealer,
            bid=self.contract,
            trump=None if self.trump is None else self.trump.value,
            kitty_size=KITTY_SIZE,
            kitty=kitty,
            leader=self.leader,
            trick=tuple(self.trick),
            trick_lead=None if self.lead is None or not self.trick else self.lead.label_params(),
            trick_best=self.best_seat if self.trick else None,
            trick_points=card_points(c for _, cards in self.trick for c in cards),
            trick_number=self.trick_number,
            last_trick=tuple(self.last_trick),
            last_trick_winner=self.last_trick_winner,
            tricks_won=tuple(self.tricks_won),
            points_won=tuple(self.points_won),
            dealer_points=dealer_pts,
            defender_points=defender_pts,
            red_fives_captured=self.red_fives,
            played=tuple(tuple(p) for p in self.played),
            voids=tuple(frozenset(v) for v in self.voids),
            last_throw_failure=None if self.last_throw_failure is None else dict(self.last_throw_failure),
            kitty_revealed=tuple(self.kitty_revealed),
            settlement=None if self.settlement is None else {**self.settlement, "scores": list(scores_)},
        )

    # ------------------------------------------------------------------ actions

    def _apply(self, action: Action) -> list[Event]:
        kind, seat = action.kind, action.seat
        if kind == ActionKind.ABANDON:
            return self._abandon(seat)
        if kind not in _KNOWN_KINDS:
            raise IllegalActionError(f"红五 has no action {kind!r}", "unknown_action", kind=kind)
        if kind not in _PHASE_KINDS[self._phase]:
            raise WrongPhaseError(
                f"cannot {kind} during the {self._phase} phase", "wrong_phase", phase=self._phase, kind=kind
            )
        if seat != self.to_move:
            raise NotYourTurnError(
                f"it is seat {self.to_move}'s turn, not seat {seat}'s",
                "not_your_turn",
                seat=seat,
                to_move=self.to_move,
            )
        if kind == ActionKind.BID:
            return self._bid(action)
        if kind == ActionKind.PASS:
            return self._pass(action)
        if kind == ActionKind.TRUMP:
            return self._choose_trump(action)
        if kind == ActionKind.BURY:
            return self._bury(action)
        return self._play(action)

    @staticmethod
    def _no_cards(action: Action) -> None:
        if action.cards:
            raise IllegalActionError(f"{action.kind} takes no cards", "bad_action", kind=action.kind)

    # ---- bidding

    def _bid(self, action: Action) -> list[Event]:
        self._no_cards(action)
        amount = action.value
        if not isinstance(amount, int) or isinstance(amount, bool):
            raise IllegalActionError(f"a bid needs an amount, not {amount!r}", "bad_bid", value=amount)
        lo, hi = self.bid_range() or (MIN_BID, MAX_BID)
        if amount % BID_STEP:
            raise IllegalActionError(
                f"bids go in steps of {BID_STEP}: {amount}", "bid_not_multiple", amount=amount, step=BID_STEP
            )
        if not lo <= amount <= hi:
            raise IllegalActionError(f"bid {lo}..{hi}, not {amount}", "bid_out_of_range", amount=amount, min=lo, max=hi)
        seat = action.seat
        self.bids.append((seat, amount))
        self.high_bid, self.high_bidder = amount, seat
        events = [Event("bid", seat, {"amount": amount})]
        others_out = all(s in self.passed for s in range(self.num_players) if s != seat)
        if amount >= MAX_BID:
            events += self._become_dealer(seat, amount, "max_bid")
        elif others_out:
            events += self._become_dealer(seat, amount, "outbid")
        else:
            self.turn = self._next_bidder(seat)
        return events

    def _pass(self, action: Action) -> list[Event]:
        self._no_cards(action)
        if action.value is not None:
            raise IllegalActionError("a pass takes no value", "bad_action", kind=action.kind)
        seat = action.seat
        self.bids.append((seat, None))
        self.passed.add(seat)
        events = [Event("pass", seat, {})]
        n = self.num_players
        if len(self.passed) == n:
            events += self._become_dealer(self.opener, MIN_BID, "no_bids")
        elif self.high_bidder is not None and all(s in self.passed for s in range(n) if s != self.high_bidder):
            assert self.high_bid is not None
            events += self._become_dealer(self.high_bidder, self.high_bid, "outbid")
        else:
            self.turn = self._next_bidder(seat)
        return events

    def _next_bidder(self, seat: int) -> int:
        n = self.num_players
        for step in range(1, n + 1):
            s = (seat + step) % n
            if s not in self.passed:
                return s
        raise AssertionError("no bidder left")  # pragma: no cover

    def _become_dealer(self, seat: int, amount: int, reason: str) -> list[Event]:
        self.dealer, self.contract = seat, amount
        self.turn = None
        self._phase = TRUMP_PHASE
        return [
            Event("dealer", seat, {"dealer": seat, "bid": amount, "reason": reason}),
            Event("phase", None, {"phase": TRUMP_PHASE}),
        ]

    # ---- trump and kitty

    def _choose_trump(self, action: Action) -> list[Event]:
        self._no_cards(action)
        value = action.value
        suit: Suit | None = None
        if isinstance(value, str):
            try:
                suit = Suit.parse(value)
            except CardParseError:
                suit = None
        if suit is None:
            raise IllegalActionError(f"choose a trump suit (s, h, c or d), not {value!r}", "bad_trump", value=value)
        dealer = action.seat
        self.trump = suit
        self.order = order_for(suit)
        self.hands[dealer].extend(self.kitty)
        self._phase = BURY
        return [
            Event("trump", dealer, {"suit": suit.value}),
            Event("kitty_taken", dealer, {"count": KITTY_SIZE}),
            Event("kitty_cards", dealer, {"cards": format_cards(self.kitty)}, frozenset({dealer})),
            Event("phase", None, {"phase": BURY}),
        ]

    def _bury(self, action: Action) -> list[Event]:
        if action.value is not None:
            raise IllegalActionError("bury takes cards, no value", "bad_action", kind=action.kind)
        cards = list(action.cards)
        if len(cards) != KITTY_SIZE:
            raise IllegalActionError(
                f"bury exactly {KITTY_SIZE} cards, not {len(cards)}",
                "bury_count",
                count=KITTY_SIZE,
                selected=len(cards),
            )
        self._check_in_hand(action.seat, cards)
        hand = self.hands[action.seat]
        for c in cards:
            hand.remove(c)
        self.buried = cards
        self._phase = PLAY
        self.leader = action.seat
        self.trick_number = 1
        dealer = action.seat
        return [
            Event("buried", dealer, {"count": KITTY_SIZE}),
            Event("buried_cards", dealer, {"cards": format_cards(cards)}, frozenset({dealer})),
            Event("phase", None, {"phase": PLAY}),
        ]

    def _check_in_hand(self, seat: int, cards: Sequence[Card]) -> None:
        missing = Counter(cards) - Counter(self.hands[seat])
        if missing:
            text = format_cards(missing.elements())
            raise IllegalPlayError(f"you do not hold {text}", "cards_not_in_hand", cards=text)

    # ---- play

    def _play(self, action: Action) -> list[Event]:
        order = self.order
        assert order is not None
        seat, cards = action.seat, tuple(action.cards)
        hand = self.hands[seat]
        fp = self.options.follow_pattern
        events: list[Event] = []
        if not self.trick:
            if not cards:
                raise IllegalPlayError("play at least one card", "empty_play")
            self._check_in_hand(seat, cards)
            err = lead_error(cards, order)
            if err is not None:
                raise err
            reading = read(cards, order)
            assert reading is not None
            others = [((seat + k) % self.num_players, self.hands[(seat + k) % self.num_players]) for k in (1, 2, 3)]
            failure = throw_failure(reading, others, order) if reading.type == THROW else None
            # ---- valid: mutate from here on
            if failure is not None:
                params = failure.params()
                params["attempted"] = format_cards(reading.cards)
                self.last_throw_failure = params
                holder_name = f"seat {failure.holder}"
                events.append(
                    Event(
                        "throw_failed",
                        seat,
                        dict(
                            params,
                            reason="throw_failed",
                            message=f"throw failed: {holder_name} holds {failure.beater.top.text}",
                        ),
                    )
                )
                cards = failure.forced.cards
                reading = read(cards, order)
                assert reading is not None
            else:
                self.last_throw_failure = None
            self.lead = reading
            self.best_seat, self.best_strength = seat, reading.strength
            data: dict[str, Any] = {"cards": format_cards(cards), "lead": True, **reading.label_params()}
        else:
            lead = self.lead
            assert lead is not None
            err = follow_error(hand, lead, cards, order, fp)
            if err is not None:
                raise err
            strength = contest_strength(lead, cards, order)
            if strength is not None and strength > self.best_strength:
                self.best_seat, self.best_strength = seat, strength
            klasses = {order.cls[c.index] for c in cards}
            top = max(cards, key=lambda c: order.strength[c.index])
            data = {
                "cards": format_cards(cards),
                "lead": False,
                "type": lead.type if strength is not None else None,
                "suit": CLASS_NAMES[klasses.pop()] if len(klasses) == 1 else "mixed",
                "top": top.text,
                "ruff": strength is not None and lead.suit_class != TRUMP and order.cls[top.index] == TRUMP,
            }
            if sum(1 for c in cards if order.cls[c.index] == lead.suit_class) < lead.size:
                self.voids[seat].add(lead.suit)
        for c in cards:
            hand.remove(c)
        self.played[seat].extend(cards)
        self.trick.append((seat, cards))
        data["best"] = self.best_seat
        events.append(Event("play", seat, data))
        if len(self.trick) == self.num_players:
            events += self._close_trick()
        return events

    def _close_trick(self) -> list[Event]:
        winner = self.best_seat
        assert winner is not None and self.dealer is not None
        cards = [c for _, p in self.trick for c in p]
        points = card_points(cards)
        self.points_won[winner] += points
        self.tricks_won[winner] += 1
        defenders_won = winner != self.dealer
        fives = sum(1 for c in cards if c is RED_FIVE) if defenders_won else 0
        self.red_fives += fives
        events = [
            Event(
                "trick",
                winner,
                {
                    "number": self.trick_number,
                    "winner": winner,
                    "points": points,
                    "side": "defenders" if defenders_won else "dealer",
                    "cards": format_cards(cards),
                    "red_fives": fives,
                },
            )
        ]
        self.last_trick, self.last_trick_winner = list(self.trick), winner
        self.trick = []
        self.lead = None
        self.best_seat = None
        self.leader = winner
        if not any(self.hands):
            events += self._finish(winner)
        else:
            self.trick_number += 1
        return events

    def _finish(self, last_winner: int) -> list[Event]:
        dealer = self.dealer
        assert dealer is not None and self.contract is not None
        opts = self.options
        kitty_points = card_points(self.buried)
        defenders_take = last_winner != dealer
        multiplier = KITTY_MULTIPLIER if (defenders_take and opts.kitty_double) else 1
        awarded = kitty_points * multiplier
        kitty_fives = sum(1 for c in self.buried if c is RED_FIVE) if defenders_take else 0
        self.red_fives += kitty_fives
        dealer_pts, defender_pts = self._side_points()
        if defenders_take:
            defender_pts += awarded
        else:
            dealer_pts += awarded
        score = dealer_score(dealer_pts, self.contract, self.red_fives, opts.red_five_penalty)
        dealer_delta, defender_delta = settle(score, opts.base_score)
        scores = [dealer_delta if s == dealer else defender_delta for s in range(self.num_players)]
        dealer_won = dealer_delta > 0
        self.kitty_revealed = list(self.buried)
        self.settlement = {
            "dealer": dealer,
            "bid": self.contract,
            "dealer_points": dealer_pts,
            "defender_points": defender_pts,
            "kitty_points": kitty_points,
            "kitty_awarded": awarded,
            "kitty_side": "defenders" if defenders_take else "dealer",
            "red_fives": self.red_fives,
            "red_five_penalty": self.red_fives * opts.red_five_penalty,
            "dealer_score": score,
            "band": dealer_delta // (3 * opts.base_score),
            "base": opts.base_score,
            "scores": scores,
        }
        results = []
        for s in range(self.num_players):
            if s == dealer:
                result = "dealer_win" if dealer_won else "dealer_loss"
            else:
                result = "defender_loss" if dealer_won else "defender_win"
            role = "dealer" if s == dealer else "defender"
            results.append(SeatResult(s, result, scores[s], {"role": role, **self.settlement, "scores": list(scores)}))
        self._outcome = Outcome(tuple(results))
        self._phase = OVER
        return [
            Event(
                "kitty",
                dealer,
                {
                    "cards": format_cards(self.buried),
                    "points": kitty_points,
                    "side": "defenders" if defenders_take else "dealer",
                    "multiplier": multiplier,
                    "awarded": awarded,
                    "red_fives": kitty_fives,
                },
            ),
            Event("settlement", dealer, {**self.settlement, "scores": list(scores)}),
            Event("phase", None, {"phase": OVER}),
            Event("game_over", None, {"scores": list(scores), "results": [r.result for r in results]}),
        ]

    # ---- abandon

    def _abandon(self, seat: int) -> list[Event]:
        base = self.options.base_score
        per_other = ABANDON_UNITS * base // (self.num_players - 1)
        scores = [-ABANDON_UNITS * base if s == seat else per_other for s in range(self.num_players)]
        results = tuple(
            SeatResult(
                s,
                "abandoned" if s == seat else "opponent_abandoned",
                scores[s],
                {
                    "role": "dealer" if s == self.dealer else "defender" if self.dealer is not None else None,
                    "abandoned_by": seat,
                    "phase": self._phase,
                },
            )
            for s in range(self.num_players)
        )
        self._outcome = Outcome(results)
        self.turn = None
        prior = self._phase
        self._phase = OVER
        return [
            Event("abandon", seat, {"phase": prior}),
            Event("phase", None, {"phase": OVER}),
            Event("game_over", None, {"scores": scores, "results": [r.result for r in results]}),
        ]
