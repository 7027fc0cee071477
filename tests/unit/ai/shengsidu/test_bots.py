"""生死堵 bots: registered at every level, only legal actions over whole games, blind to
hidden cards, reproducible from their seed, and stronger than the random baseline."""

import dataclasses
import random

import pytest

from desktop_app.ai import base
from desktop_app.ai.play import play_out
from desktop_app.ai.shengsidu.bots import BOT_LEVELS, EXPERT_SEARCH, NORMAL_SEARCH, ShengsiduBot
from desktop_app.ai.shengsidu.search import SearchConfig
from desktop_app.engine.core import Action, ActionKind
from desktop_app.engine.shengsidu.game import ShengsiduGame

from .states import OPTION_SETS, scramble_hidden, step_randomly

#: The searches in tests: no clock (so that they are reproducible), the normal bot's own
#: iteration cap, and a small one for the expert.
NORMAL_TEST = dataclasses.replace(NORMAL_SEARCH, budget=None)
EXPERT_TEST = SearchConfig(budget=None, iterations=4, candidates=4)


def bot(level, seat, seed):
    return ShengsiduBot(seat, level, seed, {"normal": NORMAL_TEST, "expert": EXPERT_TEST}.get(level))


def test_registered_at_every_level():
    import desktop_app.ai.shengsidu  # noqa: F401 - registers

    for level in ("easy", "normal", "expert", "random"):
        assert ("shengsidu", level) in base.BOT_FACTORIES
        b = base.BOT_FACTORIES[("shengsidu", level)](1, 5)
        assert b.level == level and isinstance(b, base.Bot)
    assert base.make_bot("shengsidu", "normal", 0, 1).level == "normal"


@pytest.mark.parametrize("level", BOT_LEVELS)
@pytest.mark.parametrize("n", [2, 3, 4])
def test_bots_play_only_legal_actions_over_whole_games(level, n):
    games = {"expert": 2, "normal": 3}.get(level, 5)
    for i in range(games):
        options = OPTION_SETS[(i + n) % len(OPTION_SETS)]
        g = ShengsiduGame(n, options, seed=100 * n + i)
        bots = [bot(level, s, i * 10 + s) for s in range(n)]
        seen = []

        def check(view, seen=seen):
            seen.append(view)

        # Game.apply raises on any illegal action
        out = play_out(g, bots, on_view=check)
        assert g.is_over and sum(out.scores) == 0 and g.abandoned is None
        for action in g.actions:
            assert action.kind in (ActionKind.PLAY, ActionKind.PASS)


def test_mixed_levels_play_legally():
    for n in (3, 4):
        for i in range(3):
            g = ShengsiduGame(n, OPTION_SETS[i], seed=77 + i)
            levels = ["random", "easy", "normal", "expert"][:n]
            play_out(g, [bot(levels[(s + i) % n], s, s) for s in range(n)])
            assert g.is_over


def test_bots_are_reproducible():
    for level in BOT_LEVELS:
        records = []
        for _ in range(2):
            g = ShengsiduGame(3, seed=5)
            play_out(g, [bot(level, s, 42 + s) for s in range(3)])
            records.append(g.record())
        assert records[0] == records[1], level


@pytest.mark.parametrize("level", BOT_LEVELS)
def test_bots_never_read_hidden_cards(level):
    """The same view over a different hidden deal gives the same decision."""
    rng = random.Random(level)
    checked = 0
    for seed in range(6):
        g = ShengsiduGame(rng.choice([2, 3, 4]), OPTION_SETS[seed % len(OPTION_SETS)], seed=seed)
        for _step in range(rng.randrange(0, 25)):
            if g.is_over:
                break
            step_randomly(g, rng)
        if g.is_over:
            continue
        seat = g.to_move
        other = scramble_hidden(g, seat, rng)
        assert other.hands != g.hands or other.undealt != g.undealt or g.num_players == 2
        view, view2 = g.view_for(seat), other.view_for(seat)
        assert view == view2
        a = bot(level, seat, 1234).decide(view)
        b = bot(level, seat, 1234).decide(view2)
        assert a == b
        # and the decision is legal in both deals
        for game in (g, other):
            game.apply(a)
        checked += 1
    assert checked >= 3


def test_search_settings():
    # the clock bounds every search, and the expert searches more than the normal bot
    assert NORMAL_SEARCH.budget is not None and EXPERT_SEARCH.budget is not None
    assert NORMAL_SEARCH.budget <= 0.02 and EXPERT_SEARCH.budget <= 0.25
    assert EXPERT_SEARCH.iterations > NORMAL_SEARCH.iterations
    assert EXPERT_SEARCH.candidates > NORMAL_SEARCH.candidates
    assert ShengsiduBot(0, "expert", 1).search == EXPERT_SEARCH
    assert ShengsiduBot(0, "normal", 1).search == NORMAL_SEARCH


def test_expert_remembers_passes_of_the_game():
    g = ShengsiduGame(3, seed=21)
    rng = random.Random(2)
    expert = bot("expert", 0, 3)
    facts = 0
    while not g.is_over:
        if g.to_move == 0:
            view = g.view_for(0)
            g.apply(expert.decide(view))
            facts = max(facts, len(expert.tracker.constraints(view)))
        else:
            step_randomly(g, rng)
    assert facts > 0


def test_a_bot_out_of_turn_refuses():
    g = ShengsiduGame(3, seed=1)
    other = (g.to_move + 1) % 3
    with pytest.raises(ValueError):
        bot("normal", other, 1).decide(g.view_for(other))


def test_bots_respect_must_play_and_report_single():
    """Passing is never chosen when 必出 forbids it, and under 报单必顶 a single is the
    highest card (the engine would refuse otherwise; this looks at the choices)."""
    for seed in range(8):
        g = ShengsiduGame(2, seed=seed)
        bots = [bot("normal", s, s) for s in range(2)]
        while not g.is_over:
            seat = g.to_move
            view = g.view_for(seat)
            action = bots[seat].decide(view)
            if action.kind == ActionKind.PASS:
                assert ActionKind.PASS in view.legal_kinds
            elif view.report_single and len(action.cards) == 1:
                assert action.cards[0].rank == max(c.rank for c in view.hand)
            g.apply(action)


def win_share(strong, weak, deals, n):
    """The strong level's share of wins over seat arrangements (one level in some seats,
    the other in the rest, and swapped): 0.5 means equal strength."""
    total = games = 0.0
    for d in range(deals):
        arrangements = [{0, 2}, {1, 3}] if n == 4 else [{0}, {1, 2}, {1}, {0, 2}, {2}, {0, 1}]
        for seats in arrangements:
            g = ShengsiduGame(n, seed=9000 + d)
            bots = [bot(strong if s in seats else weak, s, d * 7 + s) for s in range(n)]
            play_out(g, bots)
            total += g.winner in seats
            games += 1
    return total / games


def test_strength_smoke():
    assert win_share("easy", "random", 10, 3) > 0.6
    assert win_share("normal", "random", 8, 4) > 0.6


def test_decide_returns_the_hint_when_only_one_play():
    g = ShengsiduGame(2, seed=2)
    seat = g.to_move
    g.hands[seat] = g.hands[seat][:1]
    g._cache.clear()
    for level in BOT_LEVELS:
        action = bot(level, seat, 0).decide(g.view_for(seat))
        assert action == Action(seat, ActionKind.PLAY, tuple(g.hands[seat]), "single")
