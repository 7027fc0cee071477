"""天地人 (tiandiren): the game as a state machine, and a match of several games.

The rules are ``../shared/spec/tiandiren.md`` (the seed is ``000_fa645941a2754e49``); the
player's version is ``docs/rules/tiandiren.md``. One game goes:

1. **Lottery** (抽签): the first dealer (首发牌者), the banker (庄家) and the 接风 queue (a
   permutation of all seats) are drawn with ``self.rng``.
2. **Deal**: N decks shuffled together, dealt one card at a time clockwise from the first
   dealer, 54 cards each.
3. **天牌** (sky): every hand holding 火星航母 / UFO / 星链 wins at once and leaves, scored by
   :func:`scoring.settle_sky`. Fewer than 2 players left: the game ends.
4. **实赛** (main play), climbing tricks (:class:`~desktop_app.engine.climbing.Trick`):
   round 1 is the first trick (地牌 when the opening lead empties the hand; the 抢地 window
   when the trick closes), round 2 is one trick led by the next 接风者, round 3 starts with
   a lead by the next 接风者 and goes on trick after trick until someone empties their
   hand (人牌): the game ends at once.

Seats are in play order (clockwise). Actions: ``play`` (cards; ``value`` may name the
reading: a type id, or a reading key ``type:length:kicker:rank`` when one type has
several readings, see ``patterns.reading_key``), ``pass`` and ``abandon`` (any live
seat, any time).

Decisions where the rules are silent:

* The 抢地 window is a choice, phase ``grab_earth``: the first trick's winner, whose hand is
  one legal play, may ``play`` the whole hand (抢地, 1,500, leaves; play goes on) or
  ``pass`` (keep the hand and hope for 人牌, 2,000, later). Players expect to be asked, not
  to have it played for them: the UI offers the whole hand preselected.
* A leader who abandons before leading hands the lead to the next 接风者 (that lead still
  counts for 地牌 in round 1). A round-3 trick won by a seat that has since abandoned is
  followed by a lead of the next 接风者.
* An abandonment that leaves one live player gives that player 人牌 by walkover; a 地牌 or
  抢地 that leaves one live player ends the game with that player as 完败者.

>>> g = TiandirenGame(3, seed=7)
>>> g.phase, len(g.view_for(0).hand), g.view_for(0).round
('play', 54, 1)
>>> seat = g.to_move
>>> card = g.view_for(seat).hand[0]
>>> [e.kind for e in g.apply(Action(seat, "play", (card,)))]
['play']
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from ..cards import Card, format_cards, make_pack, sort_cards
from ..climbing import Trick, next_seat_in
from ..core import (
    Action,
    ActionKind,
    ActionSpec,
    Event,
    Game,
    GameRecord,
    IllegalActionError,
    IllegalPlayError,
    InvalidOptionError,
    NotYourTurnError,
    Options,
    Outcome,
    RecordError,
    SeatResult,
    ValueSpec,
    View,
    new_seed,
)
from . import patterns as P
from . import scoring as S

__all__ = [
    "PHASE_GRAB_EARTH",
    "PHASE_OVER",
    "PHASE_PLAY",
    "RESULT_IDS",
    "DealPreset",
    "SkyInfo",
    "TiandirenGame",
    "TiandirenMatch",
    "TiandirenOptions",
    "TiandirenView",
    "TrickEntry",
]

PHASE_PLAY = "play"  # 实赛: tricks of rounds 1-3
PHASE_GRAB_EARTH = "grab_earth"  # 抢地 window: the first trick's winner may play out
PHASE_OVER = "over"

#: Seat status while the game runs: ``live``, or how the seat left.
LIVE = "live"
#: Result ids of :class:`SeatResult`: 天牌, 地牌, 抢地, 人牌, 完败者, 弃权者.
RESULT_IDS: tuple[str, ...] = ("sky", "earth", "grab_earth", "man", "loser", "abandoned")


@dataclass(frozen=True)
class TiandirenOptions(Options):
    """Rule options (``tiandiren.md``).

    ``strict_shape``: a rocket (火箭) or starship (星舰) beats another only with the same
    number of groups and the same kicker kind (default off: more groups win, whatever the
    kickers).
    """

    strict_shape: bool = False


@dataclass(frozen=True, slots=True)
class TrickEntry:
    """One turn of a trick: ``cards`` empty and ``reading`` None for a pass."""

    seat: int
    cards: tuple[Card, ...]
    reading: P.Reading | None

    @property
    def is_pass(self) -> bool:
        return not self.cards


@dataclass(frozen=True, slots=True)
class SkyInfo:
    """A 天牌 win: class (``banker``/``non_banker``/``grab``), kinds, score, the cards shown
    (the kinds' cards) and whether the x3 rule applied."""

    seat: int
    klass: str
    kinds: tuple[str, ...]
    score: int
    cards: tuple[Card, ...]
    triple: bool


@dataclass(frozen=True, kw_only=True)
class TiandirenView(View):
    """What one seat (or a spectator) may know of a 天地人 game.

    ``status`` per seat: ``live``, ``sky``, ``earth``, ``grab_earth``, ``man``, ``loser``
    (at the end) or ``abandoned``. ``queue`` is the 接风 queue and ``queue_pointer`` the
    index of the last seat taken from it (None: none yet); ``next_jiefeng`` is who would be
    taken next. ``trick`` lists the turns of the current trick (passes included), ``top``
    its top play, ``passed`` the seats that passed since it; ``last_trick`` is the previous
    closed trick. ``played`` holds every card played in 实赛 so far (public); ``sky`` the
    天牌 wins (their cards are shown); ``scores`` the points won so far this game.
    """

    options: Mapping[str, Any] = field(default_factory=dict)
    strict_shape: bool = False
    round: int = 0
    trick_number: int = 0
    trick_leader: int | None = None
    trick: tuple[TrickEntry, ...] = ()
    top: TrickEntry | None = None
    passed: frozenset[int] = frozenset()
    last_trick: tuple[TrickEntry, ...] = ()
    banker: int = 0
    first_dealer: int = 0
    opening_leader: int | None = None
    queue: tuple[int, ...] = ()
    queue_pointer: int | None = None
    next_jiefeng: int | None = None
    status: tuple[str, ...] = ()
    live: tuple[int, ...] = ()
    sky: tuple[SkyInfo, ...] = ()
    sky_triple: bool = False
    grab_seat: int | None = None
    played: tuple[Card, ...] = ()
    scores: tuple[int, ...] = ()


@dataclass(frozen=True)
class DealPreset:
    """A chosen lottery and deal, for tests and tutorials (the ``_deal_override`` hook):
    hands of any size, in seat order. ``queue`` defaults to seats in order."""

    hands: tuple[tuple[Card, ...], ...]
    banker: int = 0
    first_dealer: int = 0
    queue: tuple[int, ...] | None = None


def _err_cards(cards: Sequence[Card]) -> str:
    return format_cards(cards)


class TiandirenGame(Game):
    """天地人 for 2..8 players (the engine accepts up to 8; the rules work for any N >= 2).

    Test hook: a subclass may set ``_deal_override`` to a :class:`DealPreset`; the game
    then skips the lottery draws and the shuffle and uses the preset (replays of such a
    game go through the same subclass).
    """

    game_id: ClassVar[str] = "tiandiren"
    CARRY_KEYS: ClassVar[frozenset[str]] = frozenset({"match_game", "totals"})  # informative only
    options_class: ClassVar[type[Options]] = TiandirenOptions
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 8
    direction: ClassVar[str] = "clockwise"
    ACTION_SPECS: ClassVar[Mapping[str, ActionSpec]] = {
        ActionKind.PLAY: ActionSpec(
            ValueSpec.text(optional=True),  # a type id or a reading key (P.valid_value)
            cards=True,
            game_checks_value=True,
            error=IllegalPlayError,
            reason="unknown_type",
        ),
        ActionKind.PASS: ActionSpec(),
        ActionKind.ABANDON: ActionSpec(),
    }
    _deal_override: ClassVar[DealPreset | None] = None

    options: TiandirenOptions

    # ------------------------------------------------------------------ setup

    def _setup(self) -> list[Event]:
        n = self.num_players
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.status: list[str] = [LIVE] * n
        self.scores: list[int] = [0] * n
        self.sky: list[SkyInfo] = []
        self.sky_triple = False
        self.round = 0
        self.trick_number = 0
        self.trick: Trick | None = None
        self.last_trick: tuple[TrickEntry, ...] = ()
        self.pointer = -1  # index into the 接风 queue of the last seat taken; -1: none yet
        self.grab_seat: int | None = None
        self.played: list[Card] = []
        self.opening_leader: int | None = None
        self.walkover = False
        self._phase = PHASE_PLAY
        self._to_move: int | None = None
        self._outcome: Outcome | None = None
        events: list[Event] = []

        preset = type(self)._deal_override
        if preset is None:
            self.first_dealer = self.rng.randrange(n)
            self.banker = self.rng.randrange(n)
            self.queue: tuple[int, ...] = tuple(self.rng.sample(range(n), n))
            pack = make_pack(n)
            self.rng.shuffle(pack)
            for i, card in enumerate(pack):
                self.hands[(self.first_dealer + i) % n].append(card)
        else:
            if len(preset.hands) != n:
                raise InvalidOptionError(f"the preset deal has {len(preset.hands)} hands for {n} players")
            self.first_dealer, self.banker = preset.first_dealer, preset.banker
            self.queue = tuple(preset.queue) if preset.queue is not None else tuple(range(n))
            if sorted(self.queue) != list(range(n)) or not (0 <= self.banker < n and 0 <= self.first_dealer < n):
                raise InvalidOptionError("the preset lottery is not valid for this table")
            self.hands = [list(h) for h in preset.hands]
        events.append(
            Event(
                "lottery", None, {"first_dealer": self.first_dealer, "banker": self.banker, "queue": list(self.queue)}
            )
        )
        for seat in range(n):
            events.append(Event("deal", seat, {"cards": _err_cards(self.hands[seat])}, frozenset({seat})))
        events.append(Event("dealt", None, {"hand_sizes": [len(h) for h in self.hands], "decks": n}))

        # 天牌
        settled = S.settle_sky(self.hands, self.banker)
        kinds = [s["kinds"] for s in settled]
        self.sky_triple = S.triple_applies(kinds)
        winners: list[int] = []
        for seat, s in enumerate(settled):
            if s["class"] is None:
                continue
            shown = tuple(S.sky_cards(self.hands[seat], s["kinds"]))
            info = SkyInfo(seat, s["class"], tuple(s["kinds"]), s["score"], shown, self.sky_triple)
            self.sky.append(info)
            self.status[seat] = "sky"
            self.scores[seat] = s["score"]
            winners.append(seat)
            events.append(
                Event(
                    "sky",
                    seat,
                    {
                        "class": info.klass,
                        "kinds": list(info.kinds),
                        "score": info.score,
                        "cards": _err_cards(shown),
                        "triple": self.sky_triple,
                    },
                )
            )
        events.append(Event("sky_settled", None, {"winners": winners, "triple": self.sky_triple}))
        if len(self._live()) < 2:
            events.extend(self._finish())
            return events
        if winners:
            leader = self._take_jiefeng()
            by = "jiefeng"
        else:
            leader, by = self.banker, "banker"
        assert leader is not None
        self.opening_leader = leader
        events.extend(self._start_round(1, leader, by))
        return events

    # ------------------------------------------------------------------ helpers

    def _live(self) -> list[int]:
        return [s for s in range(self.num_players) if self.status[s] == LIVE]

    def _peek_jiefeng(self) -> tuple[int, int] | None:
        """(queue index, seat) of the next live seat in the 接风 queue after the pointer."""
        n = self.num_players
        for step in range(1, n + 1):
            i = (self.pointer + step) % n
            if self.status[self.queue[i]] == LIVE:
                return i, self.queue[i]
        return None

    def _take_jiefeng(self) -> int | None:
        nxt = self._peek_jiefeng()
        if nxt is None:
            return None
        self.pointer = nxt[0]
        return nxt[1]

    def _start_round(self, rnd: int, leader: int, by: str) -> list[Event]:
        self.round = rnd
        events = [Event("round_start", leader, {"round": rnd, "leader": leader, "by": by, "pointer": self._pointer()})]
        return events + self._start_trick(leader, by)

    def _start_trick(self, leader: int, by: str) -> list[Event]:
        self.trick = Trick(self.num_players, leader)
        self.trick_number += 1
        self._phase = PHASE_PLAY
        self._to_move = leader
        return [
            Event(
                "trick_start",
                leader,
                {
                    "round": self.round,
                    "trick": self.trick_number,
                    "leader": leader,
                    "by": by,
                    "pointer": self._pointer(),
                },
            )
        ]

    def _pointer(self) -> int | None:
        return None if self.pointer < 0 else self.pointer

    def _entries(self, trick: Trick) -> tuple[TrickEntry, ...]:
        return tuple(TrickEntry(t.seat, t.cards, t.reading) for t in trick.turns)

    def _finish(self, man: int | None = None, walkover: bool = False) -> list[Event]:
        """End the game: ``man`` wins 人牌 (by walkover or not); other live seats lose."""
        events: list[Event] = []
        if man is not None:
            self.status[man] = "man"
            self.scores[man] = S.MAN_SCORE
            self.walkover = walkover
            events.append(Event("man", man, {"score": S.MAN_SCORE, "walkover": walkover, "round": self.round}))
        for seat in self._live():
            self.status[seat] = "loser"
        self._phase = PHASE_OVER
        self._to_move = None
        if self.trick is not None and self.trick.turns:
            self.last_trick = self._entries(self.trick)
        self.trick = None
        self.grab_seat = None
        results = []
        sky_by_seat = {info.seat: info for info in self.sky}
        for seat in range(self.num_players):
            st = self.status[seat]
            detail: dict[str, Any] = {}
            if st == "sky":
                info = sky_by_seat[seat]
                detail = {"class": info.klass, "kinds": list(info.kinds), "triple": info.triple}
            elif st == "man":
                detail = {"walkover": walkover}
            results.append(SeatResult(seat, st, self.scores[seat], detail))
        self._outcome = Outcome(tuple(results))
        events.append(Event("game_over", None, {"results": [r.to_json() for r in results]}))
        return events

    def _after_round1(self) -> list[Event]:
        """Round 1 is over (地牌, 抢地 or its trick closed): round 2, or the end."""
        self.grab_seat = None
        if len(self._live()) < 2:
            return self._finish()
        leader = self._take_jiefeng()
        assert leader is not None
        return self._start_round(2, leader, "jiefeng")

    def _close_trick(self) -> list[Event]:
        trick = self.trick
        assert trick is not None and trick.top is not None
        winner = trick.top.seat
        self.last_trick = self._entries(trick)
        events = [Event("trick_closed", winner, {"round": self.round, "trick": self.trick_number, "winner": winner})]
        live = self._live()
        if self.round == 1:
            if self.status[winner] == LIVE and P.can_finish_in_one(self.hands[winner]):
                self.trick = None
                self._phase = PHASE_GRAB_EARTH
                self.grab_seat = winner
                self._to_move = winner
                events.append(Event("grab_window", winner, {"round": 1, "cards_left": len(self.hands[winner])}))
                return events
            return events + self._after_round1()
        if self.round == 2:
            leader = self._take_jiefeng()
            assert leader is not None
            return events + self._start_round(3, leader, "jiefeng")
        if winner in live:
            return events + self._start_trick(winner, "winner")
        leader = self._take_jiefeng()
        assert leader is not None
        return events + self._start_trick(leader, "jiefeng")

    # ------------------------------------------------------------------ state

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
        """``abandon`` for every live seat; ``play`` (and ``pass`` unless leading) for the
        seat to move."""
        if self._phase == PHASE_OVER or not 0 <= seat < self.num_players or self.status[seat] != LIVE:
            return frozenset()
        kinds = {ActionKind.ABANDON}
        if seat == self._to_move:
            kinds.add(ActionKind.PLAY)
            if self._phase == PHASE_GRAB_EARTH or (self.trick is not None and not self.trick.is_lead):
                kinds.add(ActionKind.PASS)
        return frozenset(kinds)

    def top_reading(self) -> P.Reading | None:
        """The reading of the current trick's top play (None when leading)."""
        if self.trick is None or self.trick.top is None:
            return None
        reading: P.Reading = self.trick.top.reading
        return reading

    def view_for(self, seat: int | None) -> TiandirenView:
        if seat is not None and not 0 <= seat < self.num_players:
            raise IllegalActionError(f"no seat {seat}", "bad_seat", seat=seat)
        trick = self.trick
        top = None
        if trick is not None and trick.top is not None:
            top = TrickEntry(trick.top.seat, trick.top.cards, trick.top.reading)
        peek = self._peek_jiefeng() if self._phase != PHASE_OVER else None
        return TiandirenView(
            game_id=self.game_id,
            seat=seat,
            num_players=self.num_players,
            phase=self._phase,
            to_move=self._to_move,
            hand=tuple(sort_cards(self.hands[seat])) if seat is not None else (),
            hand_sizes=tuple(len(h) for h in self.hands),
            legal_kinds=self.legal_kinds(seat) if seat is not None else frozenset(),
            options=self.options.to_dict(),
            strict_shape=self.options.strict_shape,
            round=self.round,
            trick_number=self.trick_number,
            trick_leader=trick.leader if trick is not None else None,
            trick=self._entries(trick) if trick is not None else (),
            top=top,
            passed=frozenset(trick.passed_since_top) if trick is not None else frozenset(),
            last_trick=self.last_trick,
            banker=self.banker,
            first_dealer=self.first_dealer,
            opening_leader=self.opening_leader,
            queue=self.queue,
            queue_pointer=self._pointer(),
            next_jiefeng=peek[1] if peek is not None else None,
            status=tuple(self.status),
            live=tuple(self._live()),
            sky=tuple(self.sky),
            sky_triple=self.sky_triple,
            grab_seat=self.grab_seat,
            played=tuple(self.played),
            scores=tuple(self.scores),
        )

    def seat_view(self, public: View, seat: int) -> TiandirenView:
        """A copy of ``public`` with the seat's own fields (seat, hand, legal kinds): the
        rest of a 天地人 view is the same for every seat."""
        if not isinstance(public, TiandirenView) or public.seat is not None:
            return self.view_for(seat)
        if not 0 <= seat < self.num_players:
            raise IllegalActionError(f"no seat {seat}", "bad_seat", seat=seat)
        view = copy.copy(public)
        object.__setattr__(view, "seat", seat)  # a frozen dataclass: set on the fresh copy
        object.__setattr__(view, "hand", tuple(sort_cards(self.hands[seat])))
        object.__setattr__(view, "legal_kinds", self.legal_kinds(seat))
        object.__setattr__(view, "options", dict(public.options))  # its own, as view_for gives
        return view

    # ------------------------------------------------------------------ actions

    def _apply(self, action: Action) -> list[Event]:
        seat, kind = action.seat, action.kind
        if kind not in (ActionKind.PLAY, ActionKind.PASS, ActionKind.ABANDON):
            raise IllegalActionError(f"天地人 has no {kind!r} action", "unknown_action", kind=kind)
        if self.status[seat] != LIVE:
            raise IllegalActionError(
                f"seat {seat} is out of the game ({self.status[seat]})", "seat_out", seat=seat, status=self.status[seat]
            )
        if kind == ActionKind.ABANDON:
            if action.cards or action.value is not None:
                raise IllegalActionError("abandoning takes no cards or value", "unexpected_cards")
            return self._abandon(seat)
        if seat != self._to_move:
            raise NotYourTurnError(
                f"it is seat {self._to_move}'s turn, not seat {seat}'s",
                "not_your_turn",
                seat=seat,
                to_move=self._to_move,
            )
        if kind == ActionKind.PASS:
            if action.cards or action.value is not None:
                raise IllegalActionError("a pass takes no cards or value", "unexpected_cards")
            return self._pass(seat)
        return self._play(seat, action)

    def _reading_for(self, seat: int, action: Action) -> P.Reading:
        """Validate a play and choose its reading (raises without mutating)."""
        cards, value = action.cards, action.value
        text = _err_cards(cards)
        if not cards:
            raise IllegalPlayError("a play needs at least one card", "no_cards")
        if value is not None and not P.valid_value(value):
            raise IllegalPlayError(f"unknown combination type {value!r}", "unknown_type", type=str(value))
        missing = Counter(cards) - Counter(self.hands[seat])
        if missing:
            gone = _err_cards(sort_cards(missing.elements()))
            raise IllegalPlayError(f"you do not hold {gone}", "not_in_hand", cards=gone)
        rds = P.readings(cards)
        if not rds:
            raise IllegalPlayError(f"{text} is not a combination", "not_a_combination", cards=text)
        if value is not None:
            assert isinstance(value, str)
            rds = P.select_readings(rds, value)
            if not rds:
                types = [rd.type for rd in P.readings(cards)]
                raise IllegalPlayError(
                    f"{text} cannot be played as {value}", "reading_not_available", cards=text, type=value, types=types
                )
        if self._phase == PHASE_GRAB_EARTH:
            if Counter(cards) != Counter(self.hands[seat]):
                raise IllegalPlayError(
                    "抢地 (grab earth): play your whole hand in one go, or pass",
                    "must_play_whole_hand",
                    cards=text,
                    hand_size=len(self.hands[seat]),
                )
            return rds[0]
        top = self.top_reading()
        if top is None:
            return rds[0]
        strict = self.options.strict_shape
        for rd in rds:
            if P.beats(rd, top, strict):
                return rd
        assert self.trick is not None and self.trick.top is not None
        top_cards = _err_cards(self.trick.top.cards)
        raise IllegalPlayError(
            f"{rds[0].describe()} does not beat {top.describe()}",
            "does_not_beat",
            cards=text,
            type=rds[0].type,
            play=rds[0].label_params(),
            top_cards=top_cards,
            top_seat=self.trick.top.seat,
            top_type=top.type,
            top=top.label_params(),
            strict_shape=strict,
        )

    def _remove(self, seat: int, cards: Sequence[Card]) -> None:
        hand = self.hands[seat]
        for card in cards:
            hand.remove(card)

    def _play(self, seat: int, action: Action) -> list[Event]:
        reading = self._reading_for(seat, action)
        # validated: mutate from here on
        cards = tuple(action.cards)
        self._remove(seat, cards)
        self.played.extend(cards)
        left = len(self.hands[seat])
        data: dict[str, Any] = {
            "cards": _err_cards(cards),
            "type": reading.type,
            "params": reading.label_params(),
            "round": self.round,
            "remaining": left,
        }
        if self._phase == PHASE_GRAB_EARTH:
            data["lead"] = True
            data["grab_earth"] = True
            events = [Event("play", seat, data)]
            self.status[seat] = "grab_earth"
            self.scores[seat] = S.GRAB_EARTH_SCORE
            events.append(Event("grab_earth", seat, {"score": S.GRAB_EARTH_SCORE}))
            return events + self._after_round1()
        trick = self.trick
        assert trick is not None
        was_lead = trick.is_lead
        data["lead"] = was_lead
        trick.record_play(seat, cards, reading)
        events = [Event("play", seat, data)]
        if left == 0:
            if self.round == 1 and was_lead:  # 地牌: the opening lead empties the hand
                self.status[seat] = "earth"
                self.scores[seat] = S.EARTH_SCORE
                self.last_trick = self._entries(trick)
                self.trick = None
                events.append(Event("earth", seat, {"score": S.EARTH_SCORE}))
                return events + self._after_round1()
            return events + self._finish(man=seat)  # 人牌 (round 3, or a huge play in rounds 1-2)
        self._to_move = trick.to_move_after(seat, self._live())
        return events

    def _pass(self, seat: int) -> list[Event]:
        if self._phase == PHASE_GRAB_EARTH:
            events = [Event("grab_declined", seat, {"round": 1})]
            return events + self._after_round1()
        trick = self.trick
        assert trick is not None
        if trick.is_lead:
            raise IllegalActionError("the leader must play, not pass", "leader_cannot_pass", seat=seat)
        trick.record_pass(seat)
        events = [Event("pass", seat, {"round": self.round})]
        live = self._live()
        if trick.is_closed(live):
            return events + self._close_trick()
        self._to_move = trick.to_move_after(seat, live)
        return events

    def _abandon(self, seat: int) -> list[Event]:
        self.status[seat] = "abandoned"
        events = [Event("abandon", seat, {"round": self.round, "phase": self._phase})]
        live = self._live()
        if len(live) == 1:  # every other live player abandoned: 人牌 by walkover
            return events + self._finish(man=live[0], walkover=True)
        if self._phase == PHASE_GRAB_EARTH:
            if seat == self.grab_seat:
                return events + self._after_round1()
            return events
        trick = self.trick
        assert trick is not None
        if trick.is_lead:
            if seat == self._to_move:  # the leader left before leading: the lead goes to 接风
                leader = self._take_jiefeng()
                assert leader is not None
                trick.leader = leader
                self._to_move = leader
                events.append(
                    Event("lead_passed", leader, {"round": self.round, "leader": leader, "pointer": self._pointer()})
                )
            return events
        if trick.is_closed(live):
            return events + self._close_trick()
        if seat == self._to_move:
            self._to_move = next_seat_in(seat, self.num_players, live)
        return events


# --------------------------------------------------------------------------- match


@dataclass
class TiandirenMatch:
    """A series of 天地人 games with running totals (each game draws its own lottery).

    ``seed`` None: every game gets a fresh seed from the OS; an int: game seeds are drawn
    from a generator seeded with it (a reproducible match). The carry of each game tells it
    its number in the match and the totals before it (informative: the rules of a game do
    not depend on earlier games).

    >>> m = TiandirenMatch(2, seed=5)
    >>> g = m.new_game()
    >>> g.carry["match_game"], m.totals
    (1, [0, 0])
    """

    num_players: int
    options: Mapping[str, Any] = field(default_factory=dict)
    seed: int | None = None
    records: list[GameRecord] = field(default_factory=list)
    results: list[list[int]] = field(default_factory=list)
    totals: list[int] = field(default_factory=list)
    game: TiandirenGame | None = None

    def __post_init__(self) -> None:
        self.options = TiandirenOptions.from_dict(self.options).to_dict()
        if not self.totals:
            self.totals = [0] * self.num_players
        self._rng = random.Random(self.seed) if self.seed is not None else None
        for _ in self.records:  # keep the seed stream in step when restoring a match
            self._next_seed()

    def _next_seed(self) -> int:
        return self._rng.getrandbits(64) if self._rng is not None else new_seed()

    def new_game(self) -> TiandirenGame:
        """Start the next game (the previous one must be over and recorded)."""
        if self.game is not None and not self.game.is_over:
            raise IllegalActionError("the current game is not over yet", "game_not_over")
        if self.game is not None:
            self.finish_game()
        carry = {"match_game": len(self.records) + 1, "totals": list(self.totals)}
        self.game = TiandirenGame(self.num_players, self.options, self._next_seed(), carry)
        return self.game

    def finish_game(self) -> list[int]:
        """Add the finished current game to the totals and the record; its scores."""
        game = self.game
        if game is None or game.outcome is None:
            raise IllegalActionError("no finished game to record", "game_not_over")
        scores = game.outcome.scores
        self.records.append(game.record())
        self.results.append(list(scores))
        self.totals = [a + b for a, b in zip(self.totals, scores, strict=True)]
        self.game = None
        return scores

    def standings(self) -> list[tuple[int, int]]:
        """(seat, total) best first."""
        return sorted(enumerate(self.totals), key=lambda st: (-st[1], st[0]))

    def to_json(self) -> dict[str, Any]:
        return {
            "format": "paiju-match",
            "game": TiandirenGame.game_id,
            "players": self.num_players,
            "options": dict(self.options),
            "seed": self.seed,
            "games": [r.to_json() for r in self.records],
            "results": [list(r) for r in self.results],
            "totals": list(self.totals),
        }

    @classmethod
    def from_json(cls, d: Any) -> TiandirenMatch:
        """Restore a match, replaying every game to check its recorded scores."""
        if not isinstance(d, Mapping) or d.get("format") != "paiju-match" or d.get("game") != TiandirenGame.game_id:
            raise RecordError("not a 天地人 match record", "bad_record")
        players, games = d.get("players"), d.get("games")
        if not isinstance(players, int) or not isinstance(games, list):
            raise RecordError("match record lacks players or games", "bad_record")
        seed = d.get("seed")
        if seed is not None and not isinstance(seed, int):
            raise RecordError("bad match seed", "bad_record")
        records = [GameRecord.from_json(g) for g in games]
        results: list[list[int]] = []
        for rec in records:
            game = TiandirenGame.replay(rec)
            if game.outcome is None:
                raise RecordError("a match game that did not finish", "bad_record")
            results.append(game.outcome.scores)
        if d.get("results") != results:
            raise RecordError("match results do not match the games", "bad_record")
        totals = [sum(col) for col in zip(*results, strict=True)] if results else [0] * players
        return cls(players, dict(d.get("options", {})), seed, records, results, totals)
