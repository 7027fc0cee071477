"""Legal plays on card indices: the follows that win the trick, legal follows built from a
card preference, the lead candidates of a hand and the safety of a throw.

Every function here agrees with the engine's rules (:mod:`desktop_app.engine.hongwu.
patterns`); the tests apply what they return to real games.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...engine.hongwu import patterns as P
from .tables import (
    NUM_CARDS,
    PAIR,
    SINGLE,
    THROW,
    TRACTOR,
    TRUMP,
    Component,
    Lead,
    Tables,
    cards_of,
    decompose,
    tractors,
)

__all__ = [
    "class_cards_in",
    "follow_fill",
    "follow_pool",
    "hand_components",
    "hinted_follows",
    "is_boss",
    "lead_components",
    "winning_follows",
]


def class_cards_in(hand: Sequence[int], klass: int, t: Tables) -> list[int]:
    """The cards of ``klass`` in a 54-count hand, with repeats, low to high."""
    out: list[int] = []
    for i in reversed(t.class_cards[klass]):
        n = hand[i]
        if n:
            out.extend([i] * n)
    return out


def follow_pool(hand: Sequence[int], lead: Lead, t: Tables) -> tuple[list[int], int] | None:
    """The cards a winning follow must come from and their class: the led class when the
    hand holds enough of it, the trumps when it is void in a plain led suit; None when no
    follow can win (short in the led suit, or following a throw in its own suit)."""
    klass = lead.klass
    held = class_cards_in(hand, klass, t)
    n = len(lead.cards)
    if len(held) >= n:
        if lead.type == THROW:
            return None
        return held, klass
    if held or klass == TRUMP:
        return None
    trumps = class_cards_in(hand, TRUMP, t)
    if len(trumps) < n:
        return None
    return trumps, TRUMP


def winning_follows(
    hand: Sequence[int], lead: Lead, t: Tables, best: int, limit: int | None = 64
) -> list[tuple[int, ...]]:
    """Every distinct legal follow that beats ``best`` (the strength winning the trick so
    far), weakest first; for a thrown lead at most ``limit`` of them (None: every one among
    the engine's first 4,000 combinations). Each is legal with or without the
    ``follow_pattern`` room rule."""
    got = follow_pool(hand, lead, t)
    if got is None:
        return []
    pool, pclass = got
    strength = t.strength
    kind = lead.type
    if kind == SINGLE:
        out: list[tuple[int, ...]] = []
        last = -1
        for i in pool:
            if strength[i] > best and i != last:
                out.append((i,))
            last = i
        return out
    counts = [0] * NUM_CARDS
    for i in pool:
        counts[i] += 1
    if kind == PAIR:
        return [(i, i) for i in reversed(t.class_cards[pclass]) if counts[i] >= 2 and strength[i] > best]
    if kind == TRACTOR:
        return [
            tuple(i for i in tr for _ in (0, 1))
            for tr in tractors(counts, pclass, lead.pairs, t)
            if strength[tr[0]] > best
        ]
    reading = P.read(cards_of(lead.cards), t.order)
    assert reading is not None
    plays = P.beating_follows(cards_of(pool), reading, t.order, best, limit=limit)
    return [tuple(c.index for c in p) for p in plays]


def hinted_follows(hand: Sequence[int], lead: Lead, t: Tables, best: int, limit: int = 64) -> list[tuple[int, ...]]:
    """The winning follows the hints list. For a single, pair or tractor lead all of them.
    A thrown lead ruffed with trumps can have hundreds: its ruffs win by their top trump,
    so first one ruff per top trump (the cheapest with it; lowest top first: every way to
    win is there), then the others cheapest first, ``limit`` in all."""
    if lead.type != THROW:
        return winning_follows(hand, lead, t, best)
    every = winning_follows(hand, lead, t, best, limit=None)
    if len(every) <= limit:
        return every
    strength = t.strength
    by_top: dict[int, tuple[int, tuple[int, ...]]] = {}  # top -> (cost, the cheapest ruff)
    for play in every:
        top = max(strength[i] for i in play)
        cost = sum(strength[i] for i in play)
        if top not in by_top or cost < by_top[top][0]:
            by_top[top] = (cost, play)
    first = [by_top[top][1] for top in sorted(by_top)]
    chosen = set(first)
    return (first + [p for p in every if p not in chosen])[: max(limit, len(first))]


def follow_fill(hand: Sequence[int], lead: Lead, t: Tables, fp: bool, key: Callable[[int], float]) -> tuple[int, ...]:
    """A legal follow choosing the cards with the lowest ``key``: the led class first (as
    many as the rule demands; with ``fp`` its required pairs first, cheapest pairs), then
    the cheapest other cards."""
    n = len(lead.cards)
    held = class_cards_in(hand, lead.klass, t)
    if len(held) <= n:
        rest = [i for i in range(NUM_CARDS) for _ in range(hand[i]) if t.cls[i] != lead.klass]
        rest.sort(key=key)
        return tuple(held + rest[: n - len(held)])
    chosen: list[int] = []
    if fp and lead.pairs:
        pair_cards = sorted({i for i in held if hand[i] >= 2}, key=key)
        for i in pair_cards[: lead.pairs]:
            chosen += [i, i]
            held.remove(i)
            held.remove(i)
    held.sort(key=key)
    chosen += held[: n - len(chosen)]
    return tuple(chosen)


def hand_components(hand: Sequence[int], t: Tables) -> list[tuple[int, list[Component]]]:
    """Per suit class held: (class, its components: maximal tractors, pairs, singles)."""
    out: list[tuple[int, list[Component]]] = []
    for klass in (TRUMP, 0, 1, 2, 3):
        cards = class_cards_in(hand, klass, t)
        if cards:
            comps = decompose(cards, t)
            assert comps is not None
            out.append((klass, comps))
    return out


def lead_components(hand: Sequence[int], t: Tables) -> list[tuple[int, ...]]:
    """Every distinct single, pair and tractor (of any length) in the hand: the legal
    leads without throws. Tractors longest and highest first, then pairs, then singles,
    high to low (as the engine's ``legal_leads``)."""
    strength = t.strength
    tr_out: list[tuple[int, int, tuple[int, ...]]] = []
    pairs: list[int] = []
    singles: list[int] = []
    for klass in range(5):
        cc = t.class_cards[klass]
        if not any(hand[i] for i in cc):
            continue
        k = 2
        while True:
            found = False
            for tr in tractors(hand, klass, k, t):
                found = True
                tr_out.append((k, strength[tr[0]], tuple(i for i in tr for _ in (0, 1))))
            if not found:
                break
            k += 1
        pairs.extend(i for i in cc if hand[i] >= 2)
        singles.extend(i for i in cc if hand[i])
    tr_out.sort(key=lambda x: (-x[0], -x[1]))
    pairs.sort(key=lambda i: (-strength[i], i))
    singles.sort(key=lambda i: (-strength[i], i))
    return [x[2] for x in tr_out] + [(i, i) for i in pairs] + [(i,) for i in singles]


def is_boss(comp: Component, klass: int, unseen: Callable[[int], int], t: Tables) -> bool:
    """Can no unseen cards beat ``comp`` by following its class? (A single with nothing
    stronger unseen; a pair with no stronger card unseen twice; a tractor with no stronger
    tractor of its length possible among the unseen cards.) The engine's throw check uses
    the same rule, so a throw of boss components cannot fail."""
    strength = t.strength
    s = comp.strength
    if comp.pairs == 0:
        for i in t.class_cards[klass]:
            if strength[i] <= s:
                return True
            if unseen(i) > 0:
                return False
        return True
    if comp.pairs == 1:
        for i in t.class_cards[klass]:
            if strength[i] <= s:
                return True
            if unseen(i) >= 2:
                return False
        return True
    lv = t.level_cards[klass]
    k = comp.pairs
    paired = [any(unseen(i) >= 2 for i in group) for group in lv]
    for start in range(len(lv) - k + 1):
        if strength[lv[start][0]] <= s:
            break
        if all(paired[start : start + k]):
            return False
    return True


def follow_variants(
    hand: Sequence[int],
    lead: Lead,
    t: Tables,
    fp: bool,
    keys: Sequence[Callable[[int], float]],
) -> list[tuple[int, ...]]:
    """Distinct legal follows, one per choice of shape and preference: when the hand holds
    enough of the led class, for every number of pairs the follow may contain (at least
    the pairs ``follow_pattern`` demands), the follow with exactly that many pairs built
    from the lowest-``key`` cards, for each key; when it holds too few, all of them plus
    the lowest-``key`` other cards, for each key. Never empty for a hand that can follow."""
    n = len(lead.cards)
    held = class_cards_in(hand, lead.klass, t)
    out: list[tuple[int, ...]] = []
    seen: set[tuple[int, ...]] = set()

    def add(play: list[int]) -> None:
        k = tuple(sorted(play))
        if k not in seen:
            seen.add(k)
            out.append(tuple(play))

    if len(held) <= n:
        rest = [i for i in range(NUM_CARDS) for _ in range(hand[i]) if t.cls[i] != lead.klass]
        for key in keys:
            add(held + sorted(rest, key=key)[: n - len(held)])
        return out
    distinct = sorted(set(held))
    pair_cards = [i for i in distinct if hand[i] >= 2]
    pmin = min(lead.pairs, len(pair_cards)) if fp else 0
    pmax = min(n // 2, len(pair_cards))
    for p in range(pmax, pmin - 1, -1):
        if len(distinct) - p < n - 2 * p:
            continue
        for key in keys:
            pairs = sorted(pair_cards, key=key)[:p]
            chosen = [i for i in pairs for _ in (0, 1)]
            singles = sorted((i for i in distinct if i not in pairs), key=key)[: n - 2 * p]
            add(chosen + singles)
    return out


__all__ += ["follow_variants"]
