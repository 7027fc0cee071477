"""Every game's views on the wire: ``from_json(to_json(v)) == v`` exactly, for every seat
and spectators, on random states of every game; the public view derives from any seat's,
and ``seat_view`` makes each seat's from the public one;
decoding refuses wrong types with the path of the bad value."""

from __future__ import annotations

import dataclasses
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.ai.base import make_bot
from desktop_app.engine import new_game
from desktop_app.engine.core import Event, View
from desktop_app.engine.wire import (
    WireError,
    event_from_json,
    event_to_json,
    outcome_from_json,
    public_view,
    seat_fields,
    view_from_json,
    view_to_json,
)

from .conftest import PLAYERS

PLAYER_RANGE = {"tiandiren": (2, 8), "doudizhu": (3, 3), "hongwu": (4, 4), "yuanzi": (4, 4), "shengsidu": (2, 4)}


def _random_states(game_id: str, n: int, seed: int, level: str, stop_after: int):
    """The game after 0, 1, 2, ... actions of bots at ``level``, up to ``stop_after``."""
    game = new_game(game_id, n, seed=seed)
    bots = [make_bot(game_id, level, s, seed * 31 + s) for s in range(n)]
    yield game
    for _ in range(stop_after):
        if game.is_over:
            return
        seat = game.to_move
        game.apply(bots[seat].decide(game.view_for(seat)))
        yield game


def _wire(view: View) -> View:
    text = json.dumps(view_to_json(view), allow_nan=False)  # strict JSON, as sent
    return view_from_json(json.loads(text))


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
@settings(max_examples=8)
@given(data=st.data())
def test_views_round_trip_exactly_on_random_states(game_id, data):
    lo, hi = PLAYER_RANGE[game_id]
    n = data.draw(st.integers(lo, min(hi, 5)), "players")
    seed = data.draw(st.integers(0, 10_000), "seed")
    level = data.draw(st.sampled_from(["random", "easy"]), "level")
    every = data.draw(st.integers(1, 7), "every")
    for k, game in enumerate(_random_states(game_id, n, seed, level, 400)):
        if k % every and not game.is_over:
            continue
        public = game.view_for(None)
        assert _wire(public) == public
        for seat in range(n):
            view = game.view_for(seat)
            back = _wire(view)
            assert back == view, _first_difference(view, back)
            assert type(back) is type(view)
            assert public_view(view) == public, f"seat {seat}: the public part differs from view_for(None)"
            made = game.seat_view(public, seat)  # what the host sends: the seat's view from the public one
            assert made == view and type(made) is type(view), _first_difference(view, made)


def _first_difference(a: View, b: View) -> str:
    for f in dataclasses.fields(a):
        if getattr(a, f.name) != getattr(b, f.name):
            return f"{f.name}: {getattr(a, f.name)!r} != {getattr(b, f.name)!r}"
    return "?"


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_only_the_seat_fields_differ_between_seats(game_id):
    """What ``public_view`` resets is exactly what varies by seat (so a client can show a
    spectator's view while a hot-seat hand-off hides every hand)."""
    n = PLAYERS[game_id]
    varying: set[str] = set()
    for game in _random_states(game_id, n, 3, "random", 300):
        views = [game.view_for(s) for s in range(n)] + [game.view_for(None)]
        for f in dataclasses.fields(views[0]):
            if len({json.dumps(view_to_json(v)[_json_name(f.name)], sort_keys=True) for v in views}) > 1:
                varying.add(f.name)
    assert varying <= set(seat_fields(game_id)), varying - set(seat_fields(game_id))


def _json_name(name: str) -> str:
    return {"game_id": "game", "num_players": "players"}.get(name, name)


def test_the_protocol_names_of_the_core_fields():
    d = view_to_json(new_game("doudizhu", 3, seed=1).view_for(0))
    for key in ("game", "seat", "players", "phase", "to_move", "hand", "hand_sizes", "legal_kinds"):
        assert key in d
    assert isinstance(d["hand"], str) and isinstance(d["legal_kinds"], list)


@pytest.mark.parametrize(
    "change, path",
    [
        ({"to_move": "1"}, "view.to_move"),
        ({"hand": ["3s"]}, "view.hand"),
        ({"hand": "3s Zz"}, "view.hand"),
        ({"hand_sizes": [1, True]}, "view.hand_sizes[1]"),
        ({"legal_kinds": "play"}, "view.legal_kinds"),
        ({"game": "chess"}, "unknown game"),
    ],
)
def test_decoding_refuses_wrong_types_naming_the_path(change, path):
    d = view_to_json(new_game("shengsidu", 3, seed=1).view_for(0))
    d.update(change)
    with pytest.raises(WireError) as e:
        view_from_json(d)
    assert path in str(e.value)


def test_unknown_view_fields_are_ignored_and_missing_ones_refused():
    d = view_to_json(new_game("shengsidu", 3, seed=1).view_for(1))
    assert view_from_json({**d, "added_by_a_newer_host": [1, 2]}) == new_game("shengsidu", 3, seed=1).view_for(1)
    del d["phase"]
    with pytest.raises(WireError):
        view_from_json(d)


def test_events_on_the_wire_drop_visible_to_and_mark_private_ones():
    private = Event("deal", 2, {"cards": "3s 4s"}, frozenset({2}))
    d = event_to_json(private, private=True)
    assert "visible_to" not in d and d["private"] is True
    back = event_from_json(d, 2)
    assert back.visible(2) and not back.visible(None) and back.data == {"cards": "3s 4s"}
    assert event_from_json(event_to_json(Event("play", 1, {"cards": "5h"})), 0).visible(None)
    with pytest.raises(WireError):
        event_from_json({"kind": "x", "data": {"v": float("inf")}}, 0)


def test_outcomes_round_trip():
    game = new_game("shengsidu", 3, seed=2)
    bots = [make_bot("shengsidu", "random", s, s) for s in range(3)]
    while not game.is_over:
        game.apply(bots[game.to_move].decide(game.view_for(game.to_move)))
    assert outcome_from_json(json.loads(json.dumps(game.outcome.to_json()))) == game.outcome
