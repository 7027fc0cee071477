"""What the table shows, derived from the events one viewer may see (no Qt drawing here).

The engines emit small events; this model keeps the public picture a player would carry
in their head: each seat's last play (or pass) in the current trick with its reading, who
won the last trick and what it was worth, the cards played so far (for the card counter),
announcements. Event kinds differ a little between games, so the names are matched
loosely; a game adapter can refine them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ...engine.cards import Card, CardParseError, parse_cards
from ...engine.core import Event

__all__ = ["PASS_KINDS", "PLAY_KINDS", "TRICK_END_KINDS", "SeatPlay", "TableState", "event_cards"]

PLAY_KINDS = frozenset({"play", "played", "plays", "lead", "follow", "throw"})
PASS_KINDS = frozenset({"pass", "passed"})
TRICK_END_KINDS = frozenset({"trick_closed", "trick_won", "trick_end", "trick", "trick_over", "trick_taken"})
DEAL_KINDS = frozenset({"deal", "dealt", "hand", "hand_dealt"})
NEW_TRICK_KINDS = frozenset({"new_trick", "trick_started", "trick_start", "round_started", "round_start", "round"})
#: a seat leaves the game (its seat stays; nobody plays it any more)
GONE_KINDS = frozenset({"abandon", "abandoned", "escape"})
#: a phase change: what lay on the table (a bidding's passes and bids) is cleared
PHASE_KINDS = frozenset({"phase", "phase_started"})


def event_cards(event: Event, key: str = "cards") -> tuple[Card, ...]:
    """The cards an event names under ``key`` (notation string or list), () if none."""
    value = event.data.get(key) if isinstance(event.data, Mapping) else None
    if not value:
        return ()
    try:
        if isinstance(value, str):
            return tuple(parse_cards(value))
        if isinstance(value, (list, tuple)):
            return tuple(parse_cards([str(v) for v in value]))
    except CardParseError:
        return ()
    return ()


def event_reading(event: Event) -> Any:
    data = event.data if isinstance(event.data, Mapping) else {}
    for key in ("reading", "combo", "combination"):
        if key in data:
            return data[key]
    if "type" in data:
        return {k: v for k, v in data.items() if k not in ("cards", "seat")}
    return None


@dataclass
class SeatPlay:
    """One seat's latest turn in the current trick."""

    cards: tuple[Card, ...] = ()
    reading: Any = None
    passed: bool = False
    order: int = 0
    bid: int | None = None  # a bid (叫分) shown as the seat's bubble (``passed`` is set too: no cards)


@dataclass
class TableState:
    """The public table as one viewer sees it."""

    num_players: int
    plays: dict[int, SeatPlay] = field(default_factory=dict)
    trick_closed: bool = False
    last_trick_winner: int | None = None
    last_trick_points: int | None = None
    played: Counter[Card] = field(default_factory=Counter)
    counter: int = 0
    top_seat: int | None = None
    gone: set[int] = field(default_factory=set)  # seats that abandoned (escaped)
    has_played: set[int] = field(default_factory=set)  # seats that played cards this game

    def reset(self) -> None:
        self.gone.clear()
        self.has_played.clear()
        self.plays.clear()
        self.trick_closed = False
        self.last_trick_winner = None
        self.last_trick_points = None
        self.played.clear()
        self.top_seat = None

    def _start_trick_if_closed(self) -> None:
        if self.trick_closed:
            self.plays.clear()
            self.trick_closed = False
            self.top_seat = None

    def apply(self, event: Event) -> str:
        """Update from one visible event; return what kind of change it was:
        ``"play"``, ``"pass"``, ``"trick"``, ``"deal"`` or ``"other"``."""
        kind = event.kind
        self.counter += 1
        if kind in PLAY_KINDS and event.seat is not None:
            cards = event_cards(event)
            if cards:
                self._start_trick_if_closed()
                self.plays[event.seat] = SeatPlay(cards, event_reading(event), False, self.counter)
                self.played.update(cards)
                self.has_played.add(event.seat)
                self.top_seat = event.seat
                return "play"
        if kind in PASS_KINDS and event.seat is not None:
            self._start_trick_if_closed()
            self.plays[event.seat] = SeatPlay((), None, True, self.counter)
            return "pass"
        if kind in TRICK_END_KINDS:
            data = event.data if isinstance(event.data, Mapping) else {}
            winner = data.get("winner", event.seat)
            self.last_trick_winner = winner if isinstance(winner, int) else None
            points = data.get("points")
            self.last_trick_points = points if isinstance(points, int) and not isinstance(points, bool) else None
            self.trick_closed = True
            return "trick"
        if kind in NEW_TRICK_KINDS:
            self.trick_closed = True
            return "other"
        if kind in PHASE_KINDS:
            data = event.data if isinstance(event.data, Mapping) else {}
            if data.get("phase") != "over":  # the last trick stays on the table at the end
                self.plays.clear()
                self.trick_closed = False
                self.top_seat = None
            return "other"
        if kind == "bid" and event.seat is not None:
            data = event.data if isinstance(event.data, Mapping) else {}
            amount = data.get("amount", data.get("value", data.get("bid")))
            if isinstance(amount, int) and not isinstance(amount, bool) and amount > 0:
                self.plays[event.seat] = SeatPlay((), None, True, self.counter, amount)
                return "pass"
        if kind in GONE_KINDS and event.seat is not None:
            self.gone.add(event.seat)
            return "other"
        if kind in DEAL_KINDS:
            return "deal"
        return "other"

    def apply_all(self, events: Iterable[Event]) -> None:
        for e in events:
            self.apply(e)
