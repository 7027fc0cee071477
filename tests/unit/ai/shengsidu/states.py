"""Random 生死堵 states for the AI tests: games played part-way by random legal moves."""

from __future__ import annotations

import random
from collections.abc import Iterator

from desktop_app.engine.cards import Card, sort_cards
from desktop_app.engine.core import Action, ActionKind
from desktop_app.engine.shengsidu.game import ShengsiduGame

OPTION_SETS = [
    {},
    {"loose_three_two": True},
    {"two_connects_three": True},
    {"loose_three_two": True, "two_connects_three": True, "must_play": False},
    {"report_single": False, "must_play": False},
]


def random_options(rng: random.Random) -> dict[str, bool]:
    return {
        "loose_three_two": rng.random() < 0.4,
        "two_connects_three": rng.random() < 0.4,
        "must_play": rng.random() < 0.7,
        "report_single": rng.random() < 0.8,
    }


def step_randomly(g: ShengsiduGame, rng: random.Random) -> None:
    """One random legal action (the engine's own hints; a pass when allowed, sometimes)."""
    s = g.to_move
    assert s is not None
    hints = g.hints(s)
    kinds = g.legal_kinds(s)
    if ActionKind.PASS in kinds and (not hints or rng.random() < 0.3):
        g.apply(Action(s, ActionKind.PASS))
    else:
        g.apply(Action(s, ActionKind.PLAY, rng.choice(hints[:6])))


def random_states(seed: int, n: int | None = None, options: dict[str, bool] | None = None) -> Iterator[ShengsiduGame]:
    """Every state (before each action) of one game played by random legal moves."""
    rng = random.Random(seed)
    n = n or rng.choice([2, 3, 4])
    g = ShengsiduGame(n, options if options is not None else random_options(rng), seed=seed)
    while not g.is_over:
        yield g
        step_randomly(g, rng)


def small_hand_game(seed: int, size: int, options: dict[str, bool] | None = None) -> ShengsiduGame:
    """A game where the seat to move holds only ``size`` cards: a random game is played
    until then; the other seats keep what they hold."""
    rng = random.Random(seed)
    while True:
        for g in random_states(rng.getrandbits(32), rng.choice([2, 3, 4]), options):
            if g.to_move is not None and len(g.hands[g.to_move]) <= size:
                return g


def scramble_hidden(g: ShengsiduGame, seat: int, rng: random.Random) -> ShengsiduGame:
    """A copy of ``g`` with every card ``seat`` cannot see dealt anew (same sizes)."""
    import copy

    h = copy.deepcopy(g)
    others = [s for s in range(h.num_players) if s != seat]
    pool: list[Card] = [c for s in others for c in h.hands[s]] + list(h.undealt)
    rng.shuffle(pool)
    i = 0
    for s in others:
        k = len(h.hands[s])
        h.hands[s] = sort_cards(pool[i : i + k])
        i += k
    h.undealt = pool[i:]
    h._cache.clear()
    return h
