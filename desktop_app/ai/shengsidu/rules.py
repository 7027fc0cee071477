"""The 生死堵 table rules as pure functions of a view (no game object needed).

:func:`check_play` mirrors :meth:`ShengsiduGame.apply` for a ``play`` action exactly (the
same checks in the same order, the same reason codes and parameters), and
:func:`pass_refusal` mirrors the refusal of a ``pass``; the tests hold them against the
engine on many random states. :func:`legal_moves` lists every distinct play the seat may
make now, with the reading the engine would give it.

>>> from desktop_app.engine.shengsidu.game import ShengsiduGame
>>> g = ShengsiduGame(3, seed=7)
>>> v = g.view_for(g.to_move)
>>> check_play(v, v.hand[:1]).reason is None
True
>>> check_play(v, v.hand[:1] * 2).reason
'duplicate_cards'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ...engine.cards import Card, format_cards
from ...engine.core import View
from ...engine.shengsidu import patterns as P
from .moves import Counts, Move, from_reading, to_reading

__all__ = ["Check", "Rules", "check_play", "legal_moves", "legal_moves_counts", "next_holds_one", "pass_refusal"]


@dataclass(frozen=True, slots=True)
class Rules:
    """The room options that matter to play."""

    loose: bool = False  # loose_three_two: 3带2不分对和散
    two_low: bool = False  # two_connects_three: 取消2不3连
    report_single: bool = True  # 报单必顶
    must_play: bool = True  # 必出
    scoring: str = "cards"
    bomb_bonus: int = 5

    @classmethod
    def from_options(cls, options: Mapping[str, Any]) -> Rules:
        return cls(
            loose=bool(options.get("loose_three_two", False)),
            two_low=bool(options.get("two_connects_three", False)),
            report_single=bool(options.get("report_single", True)),
            must_play=bool(options.get("must_play", True)),
            scoring=str(options.get("scoring", "cards")),
            bomb_bonus=int(options.get("bomb_bonus", 5)),
        )

    @classmethod
    def of(cls, view: View) -> Rules:
        return cls.from_options(getattr(view, "options", {}) or {})

    @property
    def kw(self) -> dict[str, bool]:
        """Keyword arguments of the pattern functions."""
        return {"loose": self.loose, "two_low": self.two_low}


@dataclass(frozen=True, slots=True)
class Check:
    """The verdict on a play: the readings of the cards, the one the engine would use
    (None when refused) and the engine's reason code and parameters when refused."""

    readings: tuple[P.Reading, ...]
    reading: P.Reading | None = None
    reason: str | None = None
    params: Mapping[str, Any] = field(default_factory=dict)


def next_holds_one(num_players: int, hand_sizes: Sequence[int], seat: int, rules: Rules) -> int | None:
    """The next seat when 报单必顶 applies to ``seat`` (that seat holds one card)."""
    if not rules.report_single:
        return None
    nxt = (seat + 1) % num_players
    if nxt != seat and hand_sizes[nxt] == 1:
        return nxt
    return None


def _top(view: View) -> P.Reading | None:
    top: P.Reading | None = getattr(view, "top_reading", None)
    return top


def _readings_of(cards: Sequence[Card], hand: Sequence[Card], rules: Rules) -> list[P.Reading]:
    if not cards or any(c.is_joker for c in cards):
        return []
    whole = len(cards) == len(hand) and set(cards) == set(hand) and len(set(cards)) == len(cards)
    return P.readings(P.counts_of(cards), **rules.kw, last=whole)


def check_play(view: View, cards: Sequence[Card], want: str | None = None) -> Check:
    """Would ``Action(view.seat, "play", cards, want)`` be accepted? The engine's checks,
    in the engine's order, on what the view shows."""
    rules = Rules.of(view)
    cards = tuple(cards)
    hand = view.hand
    shown = tuple(_readings_of(cards, hand, rules))

    def refuse(reason: str, **params: Any) -> Check:
        return Check(shown, None, reason, params)

    seat = view.seat
    if seat is None or not 0 <= seat < view.num_players:
        return refuse("bad_seat", seat=seat)
    if view.phase == "over" or view.to_move is None:
        return refuse("game_over")
    if seat != view.to_move:
        return refuse("not_your_turn", to_move=view.to_move)
    text = format_cards(cards)
    if not cards:
        return refuse("no_cards")
    if len(set(cards)) != len(cards):
        return refuse("duplicate_cards", cards=text)
    held = set(hand)
    missing = [c for c in cards if c not in held]
    if missing:
        return refuse("not_in_hand", cards=format_cards(missing))
    if want is not None and want not in P.TYPE_IDS:
        return refuse("unknown_type", type=str(want))
    options = list(shown)
    if not options:
        return refuse("not_a_combination", cards=text)
    if want is not None:
        options = [r for r in options if r.type == want]
        if not options:
            return refuse("not_that_combination", cards=text, type=want)
    top = _top(view)
    if top is None:
        reading = options[0]
    else:
        beating = [r for r in options if P.beats(r, top)]
        if not beating:
            top_cards: tuple[Card, ...] = getattr(view, "top_cards", ())
            return refuse(
                "does_not_beat",
                cards=text,
                type=options[0].type,
                top=format_cards(top_cards),
                top_type=top.type,
            )
        reading = beating[0]
    nxt = next_holds_one(view.num_players, view.hand_sizes, seat, rules)
    if reading.type == "single" and nxt is not None:
        highest = max(c.rank for c in hand)
        if reading.rank != highest:
            return refuse("report_single_highest", cards=text, highest=highest.text, seat=nxt)
    return Check(shown, reading)


def pass_refusal(view: View) -> tuple[str, dict[str, Any]] | None:
    """Why a pass by ``view.seat`` would be refused now (reason, params), or None."""
    rules = Rules.of(view)
    seat = view.seat
    if seat is None or not 0 <= seat < view.num_players:
        return "bad_seat", {"seat": seat}
    if view.phase == "over" or view.to_move is None:
        return "game_over", {}
    if seat != view.to_move:
        return "not_your_turn", {"to_move": view.to_move}
    top = _top(view)
    if top is None:
        return "leader_cannot_pass", {}
    top_text = format_cards(getattr(view, "top_cards", ()))
    if rules.must_play and P.has_beating_play(P.counts_of(view.hand), top, **rules.kw):
        return "must_play", {"top": top_text, "top_type": top.type}
    nxt = next_holds_one(view.num_players, view.hand_sizes, seat, rules)
    if top.type == "single" and nxt is not None:
        highest = max(c.rank for c in view.hand)
        if highest > top.rank:
            return "report_single_must_beat", {"seat": nxt, "top": top_text}
    return None


def legal_moves_counts(c: Counts, top: Move | None, rules: Rules, highest_only: bool, whole: bool = True) -> list[Move]:
    """Every distinct play from ``c`` now: any lead (``top`` None) or every play that
    beats ``top``; with ``highest_only`` (报单必顶 applies) a single must be the highest
    card. Each with the reading the engine would give it."""
    found = P.plays(c, **rules.kw, whole=whole) if top is None else P.beating_plays(c, to_reading(top), **rules.kw)
    moves = [from_reading(m, r) for m, r in found]
    if highest_only:
        hi = max(p for p in range(13) if c[p])
        moves = [mv for mv in moves if mv.type != "single" or mv.rank == hi]
    return moves


def legal_moves(view: View) -> list[Move]:
    """Every distinct play ``view.seat`` may make now (empty when it may not play)."""
    seat = view.seat
    if seat is None or view.phase == "over" or seat != view.to_move or not view.hand:
        return []
    rules = Rules.of(view)
    top = _top(view)
    c = P.counts_of(view.hand)
    highest_only = next_holds_one(view.num_players, view.hand_sizes, seat, rules) is not None
    top_mv = None if top is None else from_reading(P.counts_of(getattr(view, "top_cards", ())), top)
    return legal_moves_counts(c, top_mv, rules, highest_only)
