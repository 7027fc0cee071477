"""The 原子 bots: legal whole games at every level, decisions from the view alone,
reproducible seeds, and a strength smoke test (no timing assertions)."""

from __future__ import annotations

import copy
import random

import pytest

import desktop_app.ai.yuanzi  # noqa: F401  (registers the bots)
from desktop_app.ai.base import BOT_FACTORIES, make_bot
from desktop_app.ai.yuanzi.bots import YuanziBot
from desktop_app.engine.core import Action
from desktop_app.engine.yuanzi.game import YuanziGame

from .states import random_states

#: The expert with a small deterministic search (no time budget) keeps tests fast.
FAST_EXPERT = {"samples": 3, "budget": None}


def bot(level: str, seat: int, seed: int) -> YuanziBot:
    if level == "expert":
        return YuanziBot(seat, level, seed, **FAST_EXPERT)
    return YuanziBot(seat, level, seed)


def play_game(levels: list[str], seed: int) -> YuanziGame:
    g = YuanziGame(4, seed=seed)
    bots = [bot(level, s, seed * 10 + s) for s, level in enumerate(levels)]
    for _ in range(5000):
        if g.is_over:
            return g
        s = g.to_move
        view = g.view_for(s)
        action = bots[s].decide(view)
        assert isinstance(action, Action) and action.seat == s
        assert action.kind in view.legal_kinds and action.kind != "abandon"
        g.apply(action)  # raises if the action is illegal
    raise AssertionError("the game did not end")


def test_every_level_is_registered():
    for level in ("easy", "normal", "expert"):
        b = make_bot("yuanzi", level, 2, 7)
        assert b.level == level
    assert BOT_FACTORIES[("yuanzi", "random")](1, 3).level == "random"


@pytest.mark.parametrize(
    "levels",
    [["random"] * 4, ["easy"] * 4, ["normal"] * 4, ["expert", "normal", "expert", "easy"], ["random", "expert"] * 2],
)
def test_bots_play_whole_games_legally(levels):
    for seed in range(2):
        g = play_game(levels, seed)
        assert g.outcome is not None and g.result.kind != "escape"


def scrambled(g: YuanziGame, seat: int, rng: random.Random) -> YuanziGame:
    """The same game for ``seat``, with the other hands dealt differently."""
    h = copy.deepcopy(g)
    others = [s for s in range(4) if s != seat]
    pool = [c for s in others for c in h._hands[s]]
    rng.shuffle(pool)
    pos = 0
    for s in others:
        n = len(h._hands[s])
        h._hands[s] = pool[pos : pos + n]
        pos += n
    assert h.view_for(seat) == g.view_for(seat)
    return h


@pytest.mark.parametrize("level", ["random", "easy", "normal", "expert"])
def test_bots_never_read_hidden_state(level):
    rng = random.Random(9)
    changed = 0
    for g in random_states(12, seed=5):
        seat = g.to_move
        want = bot(level, seat, 42).decide(g.view_for(seat))
        for _ in range(2):
            other = scrambled(g, seat, rng)
            changed += other.hands != g.hands
            assert bot(level, seat, 42).decide(other.view_for(seat)) == want
    assert changed  # the hidden deals really differed


@pytest.mark.parametrize("level", ["random", "easy", "normal", "expert"])
def test_decisions_are_reproducible(level):
    for g in random_states(6, seed=6):
        seat = g.to_move
        view = g.view_for(seat)
        b = bot(level, seat, 5)
        first = b.decide(view)
        assert b.decide(view) == first
        assert bot(level, seat, 5).decide(view) == first


def test_a_bot_refuses_to_act_out_of_turn():
    g = YuanziGame(4, seed=1)
    with pytest.raises(ValueError):
        bot("normal", 0, 1).decide(g.view_for((g.to_move + 1) % 4))


def side_wins(strong: str, weak: str, deals: int) -> float:
    wins = 0
    for seed in range(deals):
        for swap in (False, True):
            levels = [weak, strong, weak, strong] if swap else [strong, weak, strong, weak]
            g = play_game(levels, 1000 + seed)
            side = 1 if swap else 0
            wins += g.outcome.scores[side] > 0
    return wins / (2 * deals)


def test_strength_smoke_normal_beats_random_and_easy_beats_random():
    assert side_wins("normal", "random", 10) >= 0.75
    assert side_wins("easy", "random", 10) >= 0.7
