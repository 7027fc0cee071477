"""The 天地人 referee ops (see ``desktop_app.engine.judge`` for the interface).

``ctx`` accepts one key, ``strict_shape`` (bool, default false): the rule variant in which a
rocket or starship beats another only with the same number of groups and the same kicker
kind.

>>> from desktop_app.engine.cards import parse_cards as p
>>> classify(p("7s 7h 7d 9s"), {})
['rocket']
>>> beats(p("7s 7h 7d 3s"), p("8s 8h 8d 8c"), {}, None)
True
>>> [" ".join(c.text for c in play) for play in hint(p("3s As"), p("Ks"), {})]
['As']
>>> len(plan(p("3s 3h 4s 4h 5s 5h Ks Kh Kd As"), {}))
2
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Mapping, Sequence
from itertools import combinations
from typing import Any

from ..cards import Card, format_cards
from ..core import EngineError, IllegalPlayError
from . import patterns as P

__all__ = [
    "CTX",
    "CTX_REQUIRED",
    "HINT_LIMIT",
    "beats",
    "classify",
    "hint",
    "hint_plays",
    "plan",
    "plan_hand",
    "settle_sky",
    "sky",
]

CTX: dict[str, tuple[str, Any]] = {"strict_shape": ("bool", False)}
CTX_REQUIRED: frozenset[str] = frozenset()

#: The referee's ``hint`` lists at most this many plays (all of them for any hand whose
#: beating plays are fewer; a big hand asked for any lead has far more).
HINT_LIMIT = 2000
#: Time the planner may spend on its beam search before it finishes greedily (seconds).
PLAN_BUDGET = 1.0


def _strict(ctx: Mapping[str, Any] | None) -> bool:
    return bool((ctx or {}).get("strict_shape", False))


def classify(cards: Sequence[Card], ctx: Mapping[str, Any] | None = None) -> list[str]:
    """Every type id under which the set is a legal lead, strongest first (no repeats)."""
    types: list[str] = []
    for rd in P.readings(cards):
        if rd.type not in types:
            types.append(rd.type)
    return types


def lead_reading(lead: Sequence[Card], lead_type: str | None = None) -> P.Reading:
    """How a led set reads: its strongest reading, or its strongest reading of type
    ``lead_type``. Raises :class:`IllegalPlayError` otherwise: ``not_a_combination``
    (params ``cards``), ``unknown_type`` (``type``), ``reading_not_available`` (``cards``,
    ``type``, ``types``: the types the set does have)."""
    text = format_cards(lead)
    rds = P.readings(lead)
    if not rds:
        raise IllegalPlayError(f"the lead {text!r} is not a combination", "not_a_combination", cards=text)
    if lead_type is None:
        return rds[0]
    if lead_type not in P.TYPE_IDS:
        raise IllegalPlayError(f"unknown type id {lead_type!r}", "unknown_type", type=lead_type)
    for rd in rds:
        if rd.type == lead_type:
            return rd
    raise IllegalPlayError(
        f"the lead {text!r} cannot be read as {lead_type}",
        "reading_not_available",
        cards=text,
        type=lead_type,
        types=[rd.type for rd in rds],
    )


def beats(
    lead: Sequence[Card], play: Sequence[Card], ctx: Mapping[str, Any] | None, lead_type: str | None = None
) -> bool:
    """Some legal reading of ``play`` beats the lead (read as led, or as ``lead_type``)."""
    top = lead_reading(lead, lead_type)
    return P.beating_reading(play, top, _strict(ctx)) is not None


# --------------------------------------------------------------------------- hints


def _valuable(cards: Sequence[Card]) -> int:
    return sum(1 for c in cards if c.rank >= 15)


def suggestion_key(cards: Sequence[Card], rd: P.Reading, top: P.Reading | None) -> tuple[Any, ...]:
    """Sort key of a hint, best first: no bomb before a normal play (then the smallest
    bomb); then the same shape as the top play before a bigger one; then fewer 2s and
    jokers spent; then the lowest rank and kickers. With no top play: fewest 2s and jokers,
    lowest rank, then the most cards."""
    if rd.is_bomb:
        level = {P.DRONE: 1, P.SUPER_DRONE: 2, P.SPACESHIP: 3}[rd.type]
        return (1, level, rd.length, rd.rank, 0, 0, (), 0)
    if top is None:
        return (0, 0, _valuable(cards), rd.low, rd.rank, -rd.size, rd.kickers, 0)
    grow = rd.length - top.length if rd.type in (P.ROCKET, P.STARSHIP) else 0
    return (0, grow, _valuable(cards), rd.kicker != top.kicker, rd.rank, rd.kickers, rd.size)


def hint_plays(
    hand: Sequence[Card], top: P.Reading | None, strict_shape: bool = False, limit: int = HINT_LIMIT
) -> list[tuple[tuple[Card, ...], P.Reading]]:
    """Distinct plays (rank multisets) from ``hand`` that beat ``top`` (any lead when None),
    best suggestion first: at most ``limit`` of them, taken from :func:`patterns.plays_from`
    in its wave order, then sorted by :func:`suggestion_key`."""
    found: list[tuple[tuple[Card, ...], P.Reading]] = []
    for item in P.plays_from(hand, top, strict_shape):
        found.append(item)
        if len(found) >= limit:
            break
    if top is None:  # leading: the plan's plays first, in plan order
        first = {_ranks(play): i for i, play in enumerate(_best_plan(hand))}
        found.sort(key=lambda it: (first.get(_ranks(it[0]), len(first)), suggestion_key(it[0], it[1], None)))
    else:
        found.sort(key=lambda it: suggestion_key(it[0], it[1], top))
    return found


def _ranks(cards: Sequence[Card]) -> tuple[int, ...]:
    return tuple(sorted(c.rank for c in cards))


def _suit_variants(play: Sequence[Card], hand: Sequence[Card]) -> Iterator[tuple[Card, ...]]:
    """The other card multisets of the same ranks that ``hand`` could give (suits differ)."""
    by_rank: dict[int, list[Card]] = {}
    for c in sorted(hand, key=lambda x: x.index):
        by_rank.setdefault(c.rank, []).append(c)
    need: dict[int, int] = {}
    for c in play:
        need[c.rank] = need.get(c.rank, 0) + 1
    options = [sorted(set(combinations(by_rank[r], n)), key=lambda t: [c.index for c in t]) for r, n in need.items()]

    def rec(i: int, acc: tuple[Card, ...]) -> Iterator[tuple[Card, ...]]:
        if i == len(options):
            yield acc
            return
        for opt in options[i]:
            yield from rec(i + 1, acc + opt)

    yield from rec(0, ())


def hint(hand: Sequence[Card], lead: Sequence[Card] | None, ctx: Mapping[str, Any] | None) -> list[list[Card]]:
    """Every distinct play from ``hand`` beating ``lead`` (any legal lead when None), best
    suggestion first. Suits play no part, so each rank multiset is listed once first (in
    suggestion order), then its other suit choices; at most :data:`HINT_LIMIT` plays."""
    top = lead_reading(lead) if lead else None
    plays = [cards for cards, _ in hint_plays(hand, top, _strict(ctx))]
    out: list[list[Card]] = [list(p) for p in plays]
    seen = {tuple(sorted(c.index for c in p)) for p in plays}
    for p in plays:
        if len(out) >= HINT_LIMIT:
            break
        for variant in _suit_variants(p, hand):
            key = tuple(sorted(c.index for c in variant))
            if key not in seen:
                seen.add(key)
                out.append(list(variant))
                if len(out) >= HINT_LIMIT:
                    break
    return out


# --------------------------------------------------------------------------- planning


def _plan_moves(h: Sequence[int], width: int) -> list[list[int]]:
    """Up to ``width`` large legal plays from counts ``h``, the largest of each type first:
    wave 1 of the enumeration plus rockets and starships carrying the kickers a planner
    would rather shed. With ``width`` 1: the largest play."""
    seen: set[tuple[int, ...]] = set()
    by_type: dict[str, list[tuple[int, int, list[int]]]] = {}
    hl = list(h)
    sources = (
        P._candidates(hl, None, False, False),
        P._bodies(hl, 3, None, False, 1, lonely=True),
        P._bodies(hl, 4, None, False, 1, lonely=True),
    )
    for source in sources:
        for vec in source:
            key = tuple(vec[3:])
            if key in seen:
                continue
            seen.add(key)
            rds = P._readings_key(key)
            if rds:
                by_type.setdefault(rds[0].type, []).append((sum(key), -sum(r * n for r, n in enumerate(vec)), vec))
    # half the largest plays, half the largest of each type in turn (variety)
    ranked: list[tuple[int, int, int, list[int]]] = []
    for group in by_type.values():
        group.sort(key=lambda m: (m[0], m[1]), reverse=True)
        ranked.extend((i, -m[0], -m[1], m[2]) for i, m in enumerate(group))
    ranked.sort(key=lambda m: m[1:3])
    chosen = ranked[: (width + 1) // 2]
    ids = {id(m) for m in chosen}
    ranked.sort(key=lambda m: m[:3])
    chosen.extend(m for m in ranked if id(m) not in ids)
    return [m[3] for m in chosen[:width]]


def _minus(a: Sequence[int], b: Sequence[int]) -> tuple[int, ...]:
    return tuple(x - y for x, y in zip(a, b, strict=True))


def plan_hand(
    hand: Sequence[Card], budget: float = PLAN_BUDGET, beam: int = 4, width: int = 10
) -> list[tuple[Card, ...]]:
    """A partition of ``hand`` into legal plays, as few as a quick search finds.

    Greedy: play the largest legal play (wave 1 of :func:`patterns.plays_from`, plus
    rockets and starships carrying the loneliest cards as kickers) until the rest is one
    legal play. Improvement (a pilot beam search): each step extends each of the ``beam``
    best partial plans with each of its ``width`` largest plays, scores every extension by
    its greedy completion and keeps the best; it stops when no partial plan can beat the
    best complete plan found, or after ``budget`` seconds. Always succeeds (singles are
    legal plays).
    """
    start = time.monotonic()
    h0 = tuple(P.counts_of(hand))
    if not sum(h0):
        return []
    cache: dict[tuple[int, ...], list[tuple[int, ...]]] = {}

    def greedy(hk: tuple[int, ...]) -> list[tuple[int, ...]]:
        if hk in cache:
            return cache[hk]
        path: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
        cur = hk
        tail: list[tuple[int, ...]] = []
        while sum(cur):
            if cur in cache:
                tail = cache[cur]
                break
            if P._readings_key(cur[3:]):
                tail = [cur]
                cache[cur] = tail
                break
            mv = tuple(_plan_moves(cur, 1)[0])
            path.append((cur, mv))
            cur = _minus(cur, mv)
        for state, mv in reversed(path):
            tail = [mv, *tail]
            cache[state] = tail
        return tail

    best = greedy(h0)
    states: list[tuple[tuple[int, ...], list[tuple[int, ...]]]] = [(h0, [])]
    while states and time.monotonic() - start < budget:
        children: dict[tuple[int, ...], tuple[int, int, list[tuple[int, ...]]]] = {}
        for hk, done in states:
            if len(done) + 2 >= len(best):  # a remainder needs >= 2 plays to improve on best
                continue
            for mv in _plan_moves(hk, width):
                nh = _minus(hk, mv)
                if nh in children or not sum(nh):
                    continue
                path = [*done, tuple(mv)]
                rest = greedy(nh)
                if len(path) + len(rest) < len(best):
                    best = path + rest
                children[nh] = (len(path) + len(rest), sum(nh), path)
            if time.monotonic() - start >= budget:
                break
        ranked = sorted(children.items(), key=lambda kv: (kv[1][0], kv[1][1]))[:beam]
        states = [(nh, path) for nh, (_, _, path) in ranked]
    pools: list[list[Card]] = [[] for _ in range(18)]
    for card in sorted(hand, key=lambda x: x.index):
        pools[card.rank].append(card)
    out: list[tuple[Card, ...]] = []
    for vec in best:
        play: list[Card] = []
        for r in range(3, 18):
            play.extend(pools[r][: vec[r]])
            del pools[r][: vec[r]]
        out.append(tuple(play))
    return out


def _best_plan(hand: Sequence[Card]) -> list[tuple[Card, ...]]:
    """The AI's planner (``desktop_app.ai.tiandiren``: exact for small hands, a quicker
    and better beam for big ones) when it is installed, else :func:`plan_hand`. Imported
    here, lazily: the engine does not depend on the AI."""
    try:
        from ...ai.tiandiren.assist import plan_cards
    except ImportError:
        return plan_hand(hand)
    return plan_cards(hand)


def plan(hand: Sequence[Card], ctx: Mapping[str, Any] | None) -> list[list[Card]]:
    """A partition of ``hand`` into legal plays, as few as the planner finds."""
    return [list(p) for p in _best_plan(hand)]


# --------------------------------------------------------------------------- 天牌


def _scoring() -> Any:
    try:
        from . import scoring
    except ImportError as e:
        if e.name not in (f"{__package__}.scoring", __package__):
            raise
        raise EngineError("天牌 (sky) settlement is not available yet", "not_available") from None
    return scoring


def sky(cards: Sequence[Card]) -> list[str]:
    """天牌 kinds held in one dealt hand (``mars_carrier``, ``ufo``, ``starlink``)."""
    fn = getattr(_scoring(), "sky_kinds", None)
    if fn is None:
        raise EngineError("天牌 (sky) detection is not available yet", "not_available")
    return list(fn(cards))


def settle_sky(hands: Sequence[Sequence[Card]], banker: int) -> list[dict[str, Any]]:
    """Per seat ``{"class", "kinds", "score"}`` of the 天牌 settlement."""
    fn = getattr(_scoring(), "settle_sky", None)
    if fn is None:
        raise EngineError("天牌 (sky) settlement is not available yet", "not_available")
    return list(fn(hands, banker))
