"""The 癞子斗地主 game: 明牌开始, the deal, 叫地主 / 抢地主, the bottom cards, 明牌, the 癞子
draw, counter-clockwise play and the coin settlement (rules: ``docs/rules/doudizhu.md``).

Seats are 0..2 in play order (seat + 1 plays next; the table lays them out
counter-clockwise). Phases, in order: ``show_start`` (each seat in turn from a random
opener may choose 明牌开始, action ``show``), ``calling`` (``call`` True = 叫地主, False =
不叫), ``grabbing`` (``grab`` True = 抢地主), ``show`` (the landlord may choose 明牌 after
taking the bottom cards), ``play`` (``play`` cards / ``pass``) and ``over``. The
``classic`` variant has no 癞子 and no 明牌, so it goes straight from the deal to calling.
Any seat may ``abandon`` (逃跑) at any time.

>>> g = DoudizhuGame(3, {"variant": "classic"}, seed=7)
>>> g.phase, g.to_move in (0, 1, 2), [len(h) for h in g.hands]
('calling', True, [17, 17, 17])
>>> _ = g.apply(Action(g.to_move, "call", value=True))
>>> while g.phase == "grabbing":
...     _ = g.apply(Action(g.to_move, "grab", value=False))
>>> g.phase, len(g.hands[g.landlord]), g.to_move == g.landlord
('play', 20, True)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from ..cards import Card, Rank, full_deck, sort_cards
from ..climbing import Trick
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
from .patterns import (
    BJ,
    NUM_RANKS,
    RANK_TEXT,
    TYPE_IDS,
    Move,
    Reading,
    bomb_count,
    by_rank,
    card_ids,
    cards_text,
    counts_of,
    interned,
    moves,
    rank_of,
    readings_of_counts,
)
from .scoring import BASE_SCORE, settle_escape, settle_game

__all__ = ["PHASES", "VARIANTS", "DoudizhuGame", "DoudizhuOptions", "DoudizhuView"]

VARIANTS = ("laizi", "classic")
PHASES = ("show_start", "calling", "grabbing", "show", "play", "over")
SHOW_START_FACTOR = 4  # 明牌开始 x4
SHOW_FACTOR = 2  # 明牌 after the bottom cards x2
HAND_SIZE = 17
_PLAY_KINDS = frozenset({ActionKind.PLAY, ActionKind.PASS, ActionKind.ABANDON})
_ABANDON_ONLY = frozenset({ActionKind.ABANDON})
_LEAD_KINDS = frozenset({ActionKind.PLAY, ActionKind.ABANDON})


@dataclass(frozen=True)
class DoudizhuOptions(Options):
    """Rule options (every one a JSON scalar with its default)."""

    variant: str = "laizi"  # "laizi" (癞子 and 明牌) or "classic" (neither)
    spring: bool = False  # 春天 / 反春 double the multiplier
    jokers_as_kickers: bool = False  # both jokers may be the two singles of 4+2 or plane wings
    room_stake: int = 10  # N: the room's stake per point
    starting_coins: int = 1000  # each seat's balance at the start of a match

    def validate(self) -> None:
        if self.variant not in VARIANTS:
            raise InvalidOptionError(f"unknown variant {self.variant!r}", option="variant", value=self.variant)
        if self.room_stake < 1:
            raise InvalidOptionError("the room stake must be at least 1", option="room_stake", value=self.room_stake)
        if self.starting_coins < 0:
            raise InvalidOptionError(
                "starting coins cannot be negative", option="starting_coins", value=self.starting_coins
            )


@dataclass(frozen=True, kw_only=True)
class DoudizhuView(View):
    """What one seat (or a spectator) may know."""

    variant: str = "laizi"
    jokers_as_kickers: bool = False  # rule option: both jokers may be the singles of 4+2 / wings
    spring: bool = False  # rule option: 春天/反春 x2
    room_stake: int = 10
    coins: tuple[int, ...] = ()  # each seat's balance: after the settlement once the game is over
    opener: int | None = None
    deal_round: int = 1
    show_start_seats: tuple[int, ...] = ()  # who chose 明牌开始, in order
    shown: tuple[bool, ...] = ()  # whose hand lies face up
    shown_hands: tuple[tuple[Card, ...] | None, ...] = ()  # face-up hands (None: hidden)
    bids: tuple[tuple[int, str, bool], ...] = ()  # (seat, "show_start"/"call"/"grab"/"show", choice)
    caller: int | None = None
    landlord: int | None = None
    grabs: int = 0
    multiplier: int = 1
    bottom: tuple[Card, ...] = ()  # shown once the landlord takes them
    laizi: Rank | None = None
    leader: int | None = None  # who led the current trick
    top_seat: int | None = None
    top_cards: tuple[Card, ...] = ()
    top_reading: Reading | None = None
    trick_turns: tuple[tuple[int, tuple[Card, ...]], ...] = ()  # this trick, () = pass
    played: tuple[Card, ...] = ()  # every card played so far
    played_by: tuple[tuple[Card, ...], ...] = ()
    plays_made: tuple[int, ...] = ()
    bombs_played: int = 0
    winner: str | None = None  # "landlord" / "peasants" once over
    escaped: int | None = None
    deltas: tuple[int, ...] = ()
    final_hands: tuple[tuple[Card, ...], ...] = ()  # every hand, once the game is over


class DoudizhuGame(Game):
    """癞子斗地主 for three seats. ``carry`` may hold ``{"coins": [c0, c1, c2]}``."""

    game_id: ClassVar[str] = "doudizhu"
    CARRY_KEYS: ClassVar[frozenset[str]] = frozenset({"coins"})
    options_class: ClassVar[type[Options]] = DoudizhuOptions
    min_players: ClassVar[int] = 3
    max_players: ClassVar[int] = 3
    direction: ClassVar[str] = "counterclockwise"
    ACTION_SPECS: ClassVar[Mapping[str, ActionSpec]] = {
        ActionKind.PLAY: ActionSpec(ValueSpec.choice(TYPE_IDS, optional=True), cards=True, game_checks_value=True),
        ActionKind.PASS: ActionSpec(),
        ActionKind.SHOW: ActionSpec(ValueSpec.flag()),
        ActionKind.CALL: ActionSpec(ValueSpec.flag()),
        ActionKind.GRAB: ActionSpec(ValueSpec.flag()),
        ActionKind.ABANDON: ActionSpec(),
    }

    options: DoudizhuOptions

    # ------------------------------------------------------------------ setup

    def _setup(self) -> list[Event]:
        opts = self.options
        self.wild = opts.variant == "laizi"  # 癞子 and 明牌 are on
        coins = self.carry.get("coins")
        if coins is None:
            self.coins = [opts.starting_coins] * 3
        else:
            if (
                not isinstance(coins, Sequence)
                or len(coins) != 3
                or not all(isinstance(c, int) and not isinstance(c, bool) and c >= 0 for c in coins)
            ):
                raise InvalidOptionError("carry.coins must be three non-negative integers", "bad_carry")
            self.coins = list(coins)
        self._phase = "show_start"
        self._to_move: int | None = None
        self.hands: list[list[Card]] = [[], [], []]
        self.counts: list[list[int]] = [[0] * NUM_RANKS for _ in range(3)]
        self.bottom: list[Card] = []
        self.deal_round = 0
        self.opener: int | None = None
        self.landlord: int | None = None
        self.caller: int | None = None
        self.multiplier = 1
        self.grabs = 0
        self.laizi: int | None = None
        self.trick: Trick | None = None
        self.played: list[Card] = []
        self.played_by: list[list[Card]] = [[], [], []]
        self.plays_made = [0, 0, 0]
        self.bombs_by = [0, 0, 0]
        self.bombs_played = 0
        self.start_counts: list[list[int]] | None = None
        self._outcome: Outcome | None = None
        self.winner: str | None = None
        self.escaped: int | None = None
        self.deltas: list[int] = []
        events = [
            Event(
                "game_start",
                None,
                {"variant": opts.variant, "room_stake": opts.room_stake, "coins": list(self.coins)},
            )
        ]
        events += self._new_round()
        return events

    def _new_round(self) -> list[Event]:
        """Draw the opener and start a deal round (明牌开始 offers first when on)."""
        self.deal_round += 1
        self.shown = [False, False, False]
        self.show_start_seats: list[int] = []
        self.bids: list[tuple[int, str, bool]] = []
        self.passed: set[int] = set()
        self.multiplier = 1
        self.grabs = 0
        self.caller = None
        self.last_grabber: int | None = None
        self.grab_queue: list[int] = []
        self.caller_asked = False
        self.hands = [[], [], []]
        self.counts = [[0] * NUM_RANKS for _ in range(3)]
        self.held: list[set[int]] = [set(), set(), set()]
        self._offer: dict[int, tuple[Action, Reading]] = {}
        self._offer_version = -1
        self.buckets: list[list[list[Card]]] = [by_rank(()) for _ in range(3)]
        self.bottom = []
        self.opener = self.rng.randrange(3)
        events = [Event("opener_drawn", self.opener, {"round": self.deal_round})]
        if self.wild:
            self._phase = "show_start"
            self._to_move = self.opener
            self.asked = 0
            events.append(Event("phase", None, {"phase": "show_start"}))
        else:
            events += self._deal()
        return events

    def _set_hand(self, seat: int, hand: list[Card]) -> None:
        self.hands[seat] = hand
        self.counts[seat] = counts_of(hand)
        self.held[seat] = card_ids(hand)
        self.buckets[seat] = by_rank(hand)

    def _deal(self) -> list[Event]:
        deck = full_deck()
        self.rng.shuffle(deck)
        events: list[Event] = []
        for s in range(3):
            hand = sort_cards(deck[s * HAND_SIZE : (s + 1) * HAND_SIZE])
            self._set_hand(s, hand)
            events.append(Event("deal", s, {"cards": cards_text(hand)}, None if self.shown[s] else frozenset({s})))
        self.bottom = sort_cards(deck[3 * HAND_SIZE :])
        events.append(Event("bottom_dealt", None, {"count": len(self.bottom)}))
        self.passed = set()
        first = self.show_start_seats[0] if self.show_start_seats else self.opener
        self._phase = "calling"
        self._to_move = first
        events.append(Event("phase", None, {"phase": "calling", "first": first}))
        return events

    # ------------------------------------------------------------------ protocol

    @property
    def phase(self) -> str:
        return self._phase

    @property
    def to_move(self) -> int | None:
        return self._to_move

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    def legal_kinds(self, seat: int) -> frozenset[str]:
        if self._outcome is not None:
            return frozenset()
        if seat != self._to_move:
            return _ABANDON_ONLY  # any seat may escape at any time
        ph = self._phase
        if ph == "play":
            assert self.trick is not None
            return _LEAD_KINDS if self.trick.is_lead else _PLAY_KINDS
        kind = {"show_start": ActionKind.SHOW, "show": ActionKind.SHOW, "calling": ActionKind.CALL}.get(
            ph, ActionKind.GRAB
        )
        return frozenset({kind, ActionKind.ABANDON})

    @property
    def top(self) -> Reading | None:
        """The reading to beat in the current trick (None when leading)."""
        if self.trick is None or self.trick.top is None:
            return None
        reading: Reading = self.trick.top.reading
        return reading

    def legal_moves(self, all_kickers: bool = True) -> list[Move]:
        """The distinct plays (count vectors and readings) the seat to move may make now:
        the fast path for bots and random self-play (a pass is also legal when following)."""
        if self._phase != "play" or self._to_move is None:
            return []
        return moves(self.counts[self._to_move], self.laizi, self.top, self.options.jokers_as_kickers, all_kickers)

    def legal_actions(self, all_kickers: bool = True) -> list[Action]:
        """Every legal action of the seat to move except ``abandon``."""
        seat = self._to_move
        if seat is None or self._outcome is not None:
            return []
        ph = self._phase
        if ph != "play":
            kind = next(iter(self.legal_kinds(seat) - {ActionKind.ABANDON}))
            return [Action(seat, kind, (), True), Action(seat, kind, (), False)]
        buckets = self.buckets[seat]
        play = ActionKind.PLAY
        acts = []
        offer: dict[int, tuple[Action, Reading]] = {}
        for p, r in self.legal_moves(all_kickers):
            got: list[Card] = []
            for b, k in zip(buckets, p, strict=True):
                if k:
                    got += b[:k]
            a = Action(seat, play, tuple(got), r.type)
            acts.append(a)
            offer[id(a)] = (a, r)
        if not self.wild and all_kickers:
            # readings without 癞子 are exact: apply() may trust these actions
            self._offer = offer
            self._offer_version = len(self.actions)
        if self.top is not None:
            acts.append(Action(seat, ActionKind.PASS))
        return acts

    # ------------------------------------------------------------------ actions

    def _apply(self, action: Action) -> list[Event]:
        seat, kind = action.seat, action.kind
        if kind == ActionKind.ABANDON:
            return self._escape(seat)
        if seat != self._to_move:
            raise NotYourTurnError(
                f"it is seat {self._to_move}'s turn, not seat {seat}'s",
                "not_your_turn",
                seat=seat,
                to_move=self._to_move,
            )
        allowed = self.legal_kinds(seat)
        if kind == ActionKind.PASS and self._phase == "play" and kind not in allowed:
            raise IllegalActionError("you lead this round and cannot pass", "cannot_pass_lead")
        if kind not in allowed:
            raise WrongPhaseError(
                f"{kind!r} is not possible in the {self._phase} phase",
                "wrong_phase",
                kind=kind,
                phase=self._phase,
                allowed=sorted(allowed),
            )
        if kind in (ActionKind.SHOW, ActionKind.CALL, ActionKind.GRAB):
            if not isinstance(action.value, bool):
                raise IllegalActionError(f"{kind} needs the value true or false", "bad_value", kind=kind)
            if action.cards:
                raise IllegalActionError(f"{kind} takes no cards", "bad_value", kind=kind)
            if kind == ActionKind.CALL:
                return self._call(seat, action.value)
            if kind == ActionKind.GRAB:
                return self._grab(seat, action.value)
            return self._show(seat, action.value)
        if kind == ActionKind.PASS:
            return self._pass(seat)
        return self._play(seat, action)

    def _show(self, seat: int, show: bool) -> list[Event]:
        events: list[Event] = []
        if self._phase == "show_start":
            self.bids.append((seat, "show_start", show))
            if show:
                self.shown[seat] = True
                self.show_start_seats.append(seat)
                self.multiplier *= SHOW_START_FACTOR
            events.append(Event("show_start", seat, {"show": show, "multiplier": self.multiplier}))
            self.asked += 1
            if self.asked < 3:
                self._to_move = (seat + 1) % 3
                return events
            return events + self._deal()
        # 明牌 after the bottom cards (the landlord)
        self.bids.append((seat, "show", show))
        data: dict[str, Any] = {"show": show}
        if show:
            self.shown[seat] = True
            self.multiplier *= SHOW_FACTOR
            data["cards"] = cards_text(self.hands[seat])
        data["multiplier"] = self.multiplier
        events.append(Event("show", seat, data))
        return events + self._start_play()

    def _call(self, seat: int, call: bool) -> list[Event]:
        self.bids.append((seat, "call", call))
        events = [Event("call", seat, {"call": call})]
        if call:
            self.caller = seat
            self.grab_queue = [(seat + k) % 3 for k in (1, 2) if (seat + k) % 3 not in self.passed]
            if not self.grab_queue:
                return events + self._landlord_found(seat, "call")
            self._phase = "grabbing"
            self._to_move = self.grab_queue[0]
            events.append(Event("phase", None, {"phase": "grabbing", "caller": seat}))
            return events
        self.passed.add(seat)
        if len(self.passed) < 3:
            self._to_move = (seat + 1) % 3
            return events
        if self.show_start_seats:
            return events + self._landlord_found(self.show_start_seats[0], "show_start")
        events.append(Event("redeal", None, {"round": self.deal_round + 1}))
        return events + self._new_round()

    def _grab(self, seat: int, grab: bool) -> list[Event]:
        self.bids.append((seat, "grab", grab))
        self.grab_queue.pop(0)
        if grab:
            self.grabs += 1
            self.multiplier *= 2
            self.last_grabber = seat
        events = [Event("grab", seat, {"grab": grab, "multiplier": self.multiplier})]
        if not self.grab_queue and self.last_grabber is not None and not self.caller_asked:
            assert self.caller is not None
            self.caller_asked = True  # the caller's last chance, only after somebody grabbed
            self.grab_queue = [self.caller]
        if self.grab_queue:
            self._to_move = self.grab_queue[0]
            return events
        winner = self.last_grabber if self.last_grabber is not None else self.caller
        assert winner is not None
        return events + self._landlord_found(winner, "grab" if self.last_grabber is not None else "call")

    def _landlord_found(self, seat: int, how: str) -> list[Event]:
        self.landlord = seat
        self._set_hand(seat, sort_cards(self.hands[seat] + self.bottom))
        events = [
            Event("landlord", seat, {"by": how, "multiplier": self.multiplier, "grabs": self.grabs}),
            Event("bottom", seat, {"cards": cards_text(self.bottom)}),
        ]
        if self.wild and not self.shown[seat]:
            self._phase = "show"
            self._to_move = seat
            events.append(Event("phase", None, {"phase": "show"}))
            return events
        return events + self._start_play()

    def _start_play(self) -> list[Event]:
        events: list[Event] = []
        if self.wild:
            self.laizi = self.rng.randrange(13)
            events.append(Event("laizi", None, {"rank": RANK_TEXT[self.laizi]}))
        assert self.landlord is not None
        self.start_counts = [list(c) for c in self.counts]
        self.trick = Trick(3, self.landlord)
        self._phase = "play"
        self._to_move = self.landlord
        events.append(Event("phase", None, {"phase": "play", "leader": self.landlord}))
        return events

    def _play(self, seat: int, action: Action) -> list[Event]:
        offer = self._offer.get(id(action)) if self._offer_version == len(self.actions) else None
        if offer is not None and offer[0] is action:
            # an action legal_actions() just built for this very state (classic only)
            cards = action.cards
            hand = self.hands[seat]
            held = self.held[seat]
            chosen = card_ids(cards)
            play = counts_of(cards)
            reading = offer[1]
            text = cards_text(cards)
        else:
            cards, play, reading, text = self._check_play(seat, action)
            hand = self.hands[seat]
            held = self.held[seat]
            chosen = card_ids(cards)
        return self._do_play(seat, cards, hand, held, chosen, play, reading, text)

    def _check_play(self, seat: int, action: Action) -> tuple[tuple[Card, ...], list[int], Reading, str]:
        """Validate a play; return (cards, counts, the reading it gets, its text)."""
        cards = action.cards
        text = cards_text(cards)
        if not cards:
            raise IllegalPlayError("choose cards to play", "no_cards")
        held = self.held[seat]
        chosen = card_ids(cards)
        if not held.issuperset(chosen):
            cards = interned(cards)  # cards built directly rather than parsed
            chosen = card_ids(cards)
        if len(chosen) != len(cards) or not held.issuperset(chosen):
            missing = [c for c in cards if id(c) not in held]
            raise IllegalPlayError(
                f"{cards_text(missing) or text} is not in your hand",
                "not_in_hand",
                cards=cards_text(missing or cards),
            )
        value = action.value
        if value is not None and value not in TYPE_IDS:
            raise IllegalActionError(f"unknown combination type {value!r}", "bad_value", kind="play", value=value)
        play = counts_of(cards)
        found = readings_of_counts(play, self.laizi, self.options.jokers_as_kickers)
        if not found:
            raise IllegalPlayError(f"{text} is not a combination", "not_a_combination", cards=text)
        if value is not None:
            found = [r for r in found if r.type == value]
            if not found:
                raise IllegalPlayError(f"{text} cannot be played as {value}", "not_that_type", cards=text, type=value)
        assert self.trick is not None
        top = self.top
        if top is None:
            reading = found[0]
        else:
            beating = [r for r in found if r.beats(top)]
            if not beating:
                top_cards = cards_text(self.trick.top.cards) if self.trick.top else ""
                raise IllegalPlayError(
                    f"{text} does not beat {top_cards}",
                    "does_not_beat",
                    cards=text,
                    type=found[0].type,
                    top=top_cards,
                    top_type=top.type,
                )
            same = [r for r in beating if r.type == top.type]
            reading = same[0] if same else beating[0]
        return cards, play, reading, text

    def _do_play(
        self,
        seat: int,
        cards: tuple[Card, ...],
        hand: list[Card],
        held: set[int],
        chosen: set[int],
        play: list[int],
        reading: Reading,
        text: str,
    ) -> list[Event]:
        assert self.trick is not None
        # mutate
        self.hands[seat] = [c for c in hand if id(c) not in chosen]
        held -= chosen
        cnt = self.counts[seat]
        buckets = self.buckets[seat]
        for i in range(NUM_RANKS):
            if play[i]:
                cnt[i] -= play[i]
                buckets[i] = [c for c in buckets[i] if id(c) not in chosen]
        self.trick.record_play(seat, tuple(cards), reading)
        self.played.extend(cards)
        self.played_by[seat].extend(cards)
        self.plays_made[seat] += 1
        if reading.is_bomb:
            self.bombs_played += 1
            self.bombs_by[seat] += 1
            self.multiplier *= 2
        data = reading.label_params()
        data["cards"] = text
        data["multiplier"] = self.multiplier
        data["remaining"] = len(self.hands[seat])
        if self.shown[seat]:
            data["hand"] = cards_text(self.hands[seat])
        events = [Event("play", seat, data)]
        if not self.hands[seat]:
            return events + self._finish(seat)
        self._to_move = (seat + 1) % 3
        return events

    def _pass(self, seat: int) -> list[Event]:
        assert self.trick is not None
        self.trick.record_pass(seat)
        events = [Event("pass", seat)]
        if self.trick.is_closed(range(3)):
            winner = self.trick.winner
            assert winner is not None
            events.append(Event("trick_closed", winner, {"winner": winner}))
            self.trick = Trick(3, winner)
            self._to_move = winner
        else:
            self._to_move = (seat + 1) % 3
        return events

    # ------------------------------------------------------------------ the end

    def _reveal(self) -> Event:
        return Event("reveal", None, {"hands": [cards_text(h) for h in self.hands]})

    def _finish(self, first_out: int) -> list[Event]:
        assert self.landlord is not None
        landlord_won = first_out == self.landlord
        events: list[Event] = []
        spring = None
        if self.options.spring:
            peasants = [s for s in range(3) if s != self.landlord]
            if landlord_won and all(self.plays_made[p] == 0 for p in peasants):
                spring = "spring"  # 春天
            elif not landlord_won and self.plays_made[self.landlord] == 1:
                spring = "anti_spring"  # 反春
            if spring:
                self.multiplier *= 2
                events.append(Event("spring", None, {"kind": spring, "multiplier": self.multiplier}))
        x = BASE_SCORE * self.multiplier * self.options.room_stake
        deltas = settle_game(self.coins, self.landlord, landlord_won, x, first_out)
        self.winner = "landlord" if landlord_won else "peasants"
        results = []
        for s in range(3):
            role = "landlord" if s == self.landlord else "peasant"
            won = (s == self.landlord) == landlord_won
            owed = x * (2 if role == "landlord" else 1)
            results.append(
                SeatResult(
                    s,
                    f"{role}_{'win' if won else 'loss'}",
                    deltas[s],
                    {
                        "role": role,
                        "multiplier": self.multiplier,
                        "x": x,
                        "owed": owed,
                        "coins_before": self.coins[s],
                        "coins_after": self.coins[s] + deltas[s],
                        "bombs": self.bombs_played,
                        "spring": spring,
                        "grabs": self.grabs,
                        "show_factor": self._show_factor(),
                    },
                )
            )
        return events + self._close(deltas, results, {"winner": self.winner, "first_out": first_out, "spring": spring})

    def _escape(self, seat: int) -> list[Event]:
        bombs = self._bombs_everywhere()
        multiplier = (2**self.grabs) * self._show_factor() * (2**bombs)
        x = BASE_SCORE * multiplier * self.options.room_stake
        deltas = settle_escape(self.coins, self.landlord, seat, x)
        self.escaped = seat
        self.winner = None
        results = []
        for s in range(3):
            role = None if self.landlord is None else ("landlord" if s == self.landlord else "peasant")
            results.append(
                SeatResult(
                    s,
                    "escaped" if s == seat else "opponent_escaped",
                    deltas[s],
                    {
                        "role": role,
                        "multiplier": multiplier,
                        "x": x,
                        "bombs": bombs,
                        "grabs": self.grabs,
                        "show_factor": self._show_factor(),
                        "coins_before": self.coins[s],
                        "coins_after": self.coins[s] + deltas[s],
                    },
                )
            )
        events = [Event("escape", seat, {"multiplier": multiplier, "x": x, "bombs": bombs})]
        return events + self._close(deltas, results, {"winner": None, "escaped": seat})

    def _close(self, deltas: list[int], results: list[SeatResult], over: dict[str, Any]) -> list[Event]:
        self.deltas = deltas
        coins_after = [c + d for c, d in zip(self.coins, deltas, strict=True)]
        events = [
            self._reveal(),
            Event(
                "settlement",
                None,
                {
                    "multiplier": results[0].detail["multiplier"],
                    "x": results[0].detail["x"],
                    "deltas": deltas,
                    "coins": coins_after,
                },
            ),
            Event("game_over", None, over),
        ]
        self._phase = "over"
        self._to_move = None
        self._outcome = Outcome(tuple(results))
        return events

    def _show_factor(self) -> int:
        factor: int = SHOW_START_FACTOR ** len(self.show_start_seats)
        if any(b == (s, "show", True) for s in range(3) for b in self.bids):
            factor *= SHOW_FACTOR
        return factor

    def _bombs_everywhere(self) -> int:
        """Every bomb in every hand, played or not (the escape rule)."""
        if self.start_counts is not None:
            return sum(max(bomb_count(c, self.laizi), self.bombs_by[s]) for s, c in enumerate(self.start_counts))
        return sum(bomb_count(c, None) for c in self.counts)

    # ------------------------------------------------------------------ views

    def view_for(self, seat: int | None) -> DoudizhuView:
        over = self._outcome is not None
        trick = self.trick
        top = trick.top if trick is not None else None
        shown_hands = tuple(tuple(h) if (self.shown[s] or over) else None for s, h in enumerate(self.hands))
        return DoudizhuView(
            game_id=self.game_id,
            seat=seat,
            num_players=3,
            phase=self._phase,
            to_move=self._to_move,
            hand=tuple(self.hands[seat]) if seat is not None else (),
            hand_sizes=tuple(len(h) for h in self.hands),
            legal_kinds=self.legal_kinds(seat) if seat is not None else frozenset(),
            variant=self.options.variant,
            jokers_as_kickers=self.options.jokers_as_kickers,
            spring=self.options.spring,
            room_stake=self.options.room_stake,
            coins=tuple(c + d for c, d in zip(self.coins, self.deltas, strict=True)) if over else tuple(self.coins),
            opener=self.opener,
            deal_round=self.deal_round,
            show_start_seats=tuple(self.show_start_seats),
            shown=tuple(self.shown),
            shown_hands=shown_hands,
            bids=tuple(self.bids),
            caller=self.caller,
            landlord=self.landlord,
            grabs=self.grabs,
            multiplier=self.multiplier,
            bottom=tuple(self.bottom) if self.landlord is not None else (),
            laizi=None if self.laizi is None else rank_of(self.laizi),
            leader=trick.leader if trick is not None else None,
            top_seat=top.seat if top is not None else None,
            top_cards=top.cards if top is not None else (),
            top_reading=top.reading if top is not None else None,
            trick_turns=tuple((t.seat, t.cards) for t in trick.turns) if trick is not None else (),
            played=tuple(self.played),
            played_by=tuple(tuple(p) for p in self.played_by),
            plays_made=tuple(self.plays_made),
            bombs_played=self.bombs_played,
            winner=self.winner,
            escaped=self.escaped,
            deltas=tuple(self.deltas),
            final_hands=tuple(tuple(h) for h in self.hands) if over else (),
        )

    # ------------------------------------------------------------------ helpers for tools

    def play_reading(self, seat: int, cards: Sequence[Card]) -> list[Reading]:
        """The readings ``cards`` could be played as by ``seat`` now (beating the top play
        when following), strongest first: what a UI shows for a selection."""
        found = readings_of_counts(counts_of(cards), self.laizi, self.options.jokers_as_kickers)
        top = self.top
        return found if top is None else [r for r in found if r.beats(top)]

    @staticmethod
    def coins_after(game: DoudizhuGame) -> list[int]:
        """Balances after a finished game (to carry into the next one)."""
        if game.outcome is None:
            raise ValueError("the game is not over")
        return [c + d for c, d in zip(game.coins, game.outcome.scores, strict=True)]


def next_carry(game: DoudizhuGame) -> Mapping[str, Any]:
    """The ``carry`` for the next game of a match."""
    return {"coins": DoudizhuGame.coins_after(game)}


assert BJ == 13
