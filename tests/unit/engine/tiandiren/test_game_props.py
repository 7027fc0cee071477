"""Property play-throughs of 天地人 for N = 2..8: random legal play (with the odd
abandonment and refused action) from fixed seeds."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.engine.cards import make_pack, parse_cards
from desktop_app.engine.climbing import next_seat_in
from desktop_app.engine.core import Action, EngineError, GameRecord
from desktop_app.engine.tiandiren import scoring as S
from desktop_app.engine.tiandiren.game import RESULT_IDS, TiandirenGame

from .test_game_support import random_action, rigged_class

SEAT_FIELDS = ("seat", "hand", "legal_kinds")


def check_views(game: TiandirenGame) -> None:
    """Each seat sees its own hand and exactly the public information a spectator sees."""
    public = dataclasses.replace(game.view_for(None), seat=None)
    for seat in range(game.num_players):
        view = game.view_for(seat)
        assert Counter(view.hand) == Counter(game.hands[seat])
        assert view.legal_kinds == game.legal_kinds(seat)
        assert dataclasses.replace(view, seat=None, hand=(), legal_kinds=frozenset()) == public
    assert public.hand_sizes == tuple(len(h) for h in game.hands)


def check_cards(game: TiandirenGame, pack: Counter) -> None:
    held = Counter(c for h in game.hands for c in h)
    assert held + Counter(game.played) == pack


def try_refused(game: TiandirenGame, rng: random.Random) -> None:
    """A random illegal action is refused and changes nothing."""
    before = (game.record().dumps(), len(game.events), game.view_for(None), game.view_for(game.to_move))
    mover = game.to_move
    assert mover is not None
    others = [s for s in range(game.num_players) if s != mover]
    choice = rng.randrange(3)
    if choice == 0:
        action = Action(rng.choice(others), "pass")
    elif choice == 1:
        action = Action(mover, "play", (game.hands[mover][0],) * (len(game.hands[mover]) + 1))
    else:
        action = Action(mover, "bid", value=1)
    try:
        game.apply(action)
    except EngineError:
        pass
    else:  # pragma: no cover - a pass out of turn by an out seat etc. must be refused too
        raise AssertionError(f"{action} was accepted")
    assert (game.record().dumps(), len(game.events), game.view_for(None), game.view_for(game.to_move)) == before


def run(n: int, seed: int, strict: bool, abandon_rate: float) -> TiandirenGame:
    game = TiandirenGame(n, {"strict_shape": strict}, seed=seed)
    check_cards(game, Counter(make_pack(n)))
    return drive(game, random.Random(seed ^ 0x5A5A), abandon_rate)


def drive(game: TiandirenGame, rng: random.Random, abandon_rate: float) -> TiandirenGame:
    """Random legal play to the end, checking the invariants after every action."""
    n = game.num_players
    pack = Counter(c for h in game.hands for c in h)
    check_views(game)
    steps = 0
    while not game.is_over:
        steps += 1
        assert steps < 20000
        mover = game.to_move
        assert mover is not None and game.status[mover] == "live"
        live = [s for s in range(n) if game.status[s] == "live"]
        if rng.random() < 0.05:
            try_refused(game, rng)
        if rng.random() < abandon_rate:
            game.apply(Action(rng.choice(live), "abandon"))
        else:
            trick_before = game.trick_number
            phase_before = game.phase
            action = random_action(game, rng)
            game.apply(action)
            if (
                not game.is_over
                and phase_before == "play"
                and game.phase == "play"
                and game.trick_number == trick_before
            ):
                # the trick is still open: the turn went clockwise to the next live seat
                assert game.to_move == next_seat_in(mover, n, [s for s in range(n) if game.status[s] == "live"])
        check_cards(game, pack)
        if steps % 7 == 0 or game.is_over:
            check_views(game)
    return game


def check_outcome(game: TiandirenGame) -> None:
    outcome = game.outcome
    assert outcome is not None and game.phase == "over" and game.to_move is None
    dealt = [parse_cards(e.data["cards"]) for e in game.events if e.kind == "deal"]
    settled = S.settle_sky(dealt, game.banker)
    expected = {
        "earth": S.EARTH_SCORE,
        "grab_earth": S.GRAB_EARTH_SCORE,
        "man": S.MAN_SCORE,
        "loser": 0,
        "abandoned": 0,
    }
    results = [r.result for r in outcome.results]
    assert all(r in RESULT_IDS for r in results)
    assert results.count("man") <= 1 and results.count("earth") <= 1 and results.count("grab_earth") <= 1
    for r in outcome.results:
        if r.result == "sky":
            assert settled[r.seat]["score"] == r.score and settled[r.seat]["class"] == r.detail["class"]
        else:
            assert settled[r.seat]["class"] is None
            assert r.score == expected[r.result]
    real = [r for r in results if r != "sky"]
    if len(real) >= 2 and "man" not in results:
        # without 人牌 the game ended because fewer than 2 players were left in 实赛
        assert sum(1 for r in results if r == "loser") <= 1
    if "man" in results:
        assert "man" in [e.kind for e in game.events]
    # views never showed another seat's deal
    for seat in range(game.num_players):
        for e in game.events_for(seat):
            assert e.visible_to is None or seat in e.visible_to
            if e.kind == "deal":
                assert e.seat == seat


def check_replay(game: TiandirenGame) -> None:
    record = game.record()
    loaded = GameRecord.loads(record.dumps())
    assert loaded == record
    again = type(game).replay(loaded)
    assert again.events == game.events
    assert again.outcome == game.outcome


@settings(max_examples=40)
@given(n=st.integers(2, 8), seed=st.integers(0, 2**63), strict=st.booleans())
def test_random_play_throughs(n: int, seed: int, strict: bool) -> None:
    game = run(n, seed, strict, abandon_rate=0.0)
    check_outcome(game)
    check_replay(game)


@settings(max_examples=25)
@given(n=st.integers(2, 8), seed=st.integers(0, 2**63))
def test_random_play_throughs_with_abandonment(n: int, seed: int) -> None:
    game = run(n, seed, False, abandon_rate=0.02)
    check_outcome(game)
    check_replay(game)


def test_every_player_count_plays_through() -> None:
    for n in range(2, 9):
        for seed in range(3):
            game = run(n, 7919 * n + seed, seed == 1, abandon_rate=0.01 if seed == 2 else 0.0)
            check_outcome(game)
            check_replay(game)


@settings(max_examples=60)
@given(n=st.integers(2, 6), seed=st.integers(0, 2**63), abandon=st.booleans())
def test_random_small_deals(n: int, seed: int, abandon: bool) -> None:
    """Short hands (1..7 cards) make 地牌, 抢地 and early 人牌 frequent."""
    rng = random.Random(seed)
    pack = make_pack(n)
    rng.shuffle(pack)
    hands, pos = [], 0
    for _ in range(n):
        size = rng.randint(1, 7)
        hands.append(" ".join(c.text for c in pack[pos : pos + size]))
        pos += size
    queue = rng.sample(range(n), n)
    cls = rigged_class(hands, banker=rng.randrange(n), queue=queue)
    game = drive(cls(n, seed=seed), rng, 0.05 if abandon else 0.0)
    check_outcome(game)
    check_replay(game)
