"""Junk thrown at ``Game.apply`` in every game, in the phases random play-throughs reach.

Whatever is thrown (wrong types in every field, Action subclasses, objects that are not
actions, huge ints, NaN, bools for ints, card names as text, cards built directly,
legal-looking actions of the wrong seat or phase), ``apply`` either refuses it with an
:class:`EngineError` and leaves the game exactly as it was, or accepts it; and whatever
it accepted, the record reads back to itself and replays to the same state.
"""

from __future__ import annotations

import contextlib
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.ai.play import bots_for
from desktop_app.engine import GAME_IDS, game_class, new_game
from desktop_app.engine.cards import Card, Rank, Suit, full_deck
from desktop_app.engine.core import MAX_ACTION_CARDS, Action, EngineError, Game, GameRecord

GAMES = [("tiandiren", 3), ("tiandiren", 2), ("doudizhu", 3), ("hongwu", 4), ("shengsidu", 3), ("yuanzi", 4)]
assert {g for g, _n in GAMES} == set(GAME_IDS)

#: Every kind of every game, plus near misses.
KINDS = [*sorted({k for gid in GAME_IDS for k in game_class(gid).ACTION_SPECS}), "fly", "", "PLAY", "pass ", "bid\x00"]
DECK = full_deck()
#: Values some kind of some game takes (type ids, suits, bids), to make legal-looking actions.
PLAUSIBLE_VALUES: list[Any] = [
    None,
    True,
    False,
    0,
    1,
    60,
    65,
    200,
    205,
    "s",
    "S",
    "♠",
    "x",
    *sorted({t for gid in GAME_IDS for spec in game_class(gid).ACTION_SPECS.values() for t in spec.value.choices}),
]


class SubAction(Action):
    """An Action subclass: refused (it could override anything)."""

    __slots__ = ()


seats_junk = st.sampled_from(
    ["0", "1", 0.0, 1.0, float("nan"), float("inf"), None, True, False, 10**400, -(10**400), 2**63, -1, [0], b"0"]
)
values_junk = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.sampled_from([10**400, -(10**400), 2**53, -(2**53), 2**53 - 1, 10**5000]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=70),
    st.sampled_from(["\ud800", "x" * 65, "s\udfff", b"s", bytearray(b"1")]),
    st.sampled_from(PLAUSIBLE_VALUES),
    st.lists(st.integers(), max_size=3),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
    st.builds(object),
)
card_like = st.one_of(
    st.sampled_from(DECK),
    st.builds(Card, st.sampled_from(list(Rank)), st.sampled_from([*Suit, None])),  # built directly, maybe no such card
    st.builds(Card, st.sampled_from([3, "3", 3.0, None, Rank.ACE]), st.sampled_from([Suit.SPADES, "s", None, 0])),
    st.sampled_from(["3s", "RJ", "BJ", "10h", 3, None, Rank.THREE, Suit.SPADES, ("3", "s")]),
)
cards_junk = st.one_of(
    st.just(()),
    st.lists(card_like, max_size=5).map(tuple),
    st.lists(card_like, max_size=3),  # a list: stored as a tuple by Action
    st.sampled_from([None, "3s 4s", "3s", 3, b"3s", frozenset(DECK[:2]), (DECK[0],) * (MAX_ACTION_CARDS + 1)]),
)


# Junk is drawn as a recipe from fixed strategies (cheap for hypothesis), then built for
# the game's state: ("mod", i) is the seat i % N, ("hand", [i, ...]) cards from the hands.
_seat_recipe = st.one_of(
    st.integers(0, 7).map(lambda i: ("mod", i)),
    st.integers(-3, 11).map(lambda i: ("raw", i)),
    seats_junk.map(lambda x: ("raw", x)),
)
_kind_recipe = st.one_of(st.sampled_from(KINDS), st.text(max_size=8), st.sampled_from([None, 0, b"play", ("play",)]))
_hand_recipe = st.lists(st.integers(0, 10**4), max_size=6).map(lambda ix: ("hand", ix))
_cards_recipe = st.one_of(cards_junk.map(lambda c: ("raw", c)), _hand_recipe)
_value_recipe = st.one_of(values_junk, st.sampled_from(PLAUSIBLE_VALUES))
JUNK = st.one_of(
    st.tuples(
        st.just("action"),
        st.sampled_from([Action, SubAction]),
        _seat_recipe,
        _kind_recipe,
        _cards_recipe,
        _value_recipe,
    ),
    # legal-looking: a real seat, a kind of the game, cards from the hands, a plausible value
    st.tuples(
        st.just("game_kind"),
        st.integers(0, 7),
        st.integers(0, 99),
        _hand_recipe,
        st.sampled_from(PLAUSIBLE_VALUES),
    ),
    # the move a bot would make, by another seat, with another value or other cards, as a
    # subclass, with a list of cards or with cards built directly
    st.tuples(st.just("other_seat"), st.integers(1, 7)),
    st.tuples(st.just("other_value"), _value_recipe),
    st.tuples(st.just("other_cards"), _cards_recipe),
    st.sampled_from([("subclass",), ("list",), ("rebuilt",), ("names",)]),
    # not actions at all
    st.tuples(
        st.just("raw"),
        st.one_of(
            st.none(),
            st.integers(),
            st.text(max_size=10),
            st.sampled_from([{"seat": 0, "kind": "pass"}, "0 pass", (0, "pass"), Action, Card]),
            st.builds(object),
        ),
    ),
)


def build(g: Game, legal: Action | None, recipe: tuple[Any, ...]) -> Any:
    """The junk ``recipe`` names, for ``g`` in its state (``legal``: a bot's move now)."""
    n = g.num_players
    hands = [c for s in range(n) for c in g.view_for(s).hand]

    def seat(r: tuple[str, Any]) -> Any:
        return r[1] % n if r[0] == "mod" else r[1]

    def cards(r: tuple[str, Any]) -> Any:
        if r[0] == "hand":
            return tuple(hands[i % len(hands)] for i in r[1]) if hands else ()
        return r[1]

    tag = recipe[0]
    if tag == "action":
        _tag, cls, s, kind, c, value = recipe
        return cls(seat(s), kind, cards(c), value)
    if tag == "game_kind":
        kinds = sorted(set(type(g).ACTION_SPECS) - {"abandon"})
        return Action(recipe[1] % n, kinds[recipe[2] % len(kinds)], cards(recipe[3]), recipe[4])
    if tag == "raw":
        return recipe[1]
    if legal is None:
        return Action(0, "play", ("3s",))  # type: ignore[arg-type]
    if tag == "other_seat":
        return Action((legal.seat + recipe[1] % n or 1) % n, legal.kind, legal.cards, legal.value)
    if tag == "other_value":
        return Action(legal.seat, legal.kind, legal.cards, recipe[1])
    if tag == "other_cards":
        return Action(legal.seat, legal.kind, cards(recipe[1]), legal.value)
    if tag == "subclass":
        return SubAction(legal.seat, legal.kind, legal.cards, legal.value)
    if tag == "list":
        return Action(legal.seat, legal.kind, list(legal.cards), legal.value)  # type: ignore[arg-type]
    if tag == "rebuilt":
        return Action(legal.seat, legal.kind, tuple(Card(c.rank, c.suit) for c in legal.cards), legal.value)
    return Action(legal.seat, legal.kind, tuple(c.text for c in legal.cards), legal.value)  # type: ignore[arg-type]


def snapshot(g: Game) -> tuple[Any, ...]:
    views = [g.view_for(s) for s in (None, *range(g.num_players))]
    return views, len(g.actions), len(g.events), g.phase, g.to_move, g.outcome, g.record().dumps(), g.rng.getstate()


def check_record(g: Game) -> None:
    text = g.record().dumps()
    again = GameRecord.loads(text)
    assert again.dumps() == text
    assert again == g.record()


def check_replay(g: Game) -> None:
    check_record(g)
    h = type(g).replay(GameRecord.loads(g.record().dumps()))
    assert [h.view_for(s) for s in (None, *range(g.num_players))] == [
        g.view_for(s) for s in (None, *range(g.num_players))
    ]
    assert h.outcome == g.outcome and len(h.events) == len(g.events)


def check_kinds_known(g: Game) -> None:
    for s in range(g.num_players):
        assert g.legal_kinds(s) <= set(type(g).ACTION_SPECS), (g.game_id, g.phase, s)


def throw(g: Game, junk: Any) -> bool:
    """Apply ``junk``; True when it was accepted."""
    before = snapshot(g)
    try:
        g.apply(junk)
    except EngineError as e:
        assert snapshot(g) == before, junk
        assert isinstance(e.reason, str) and e.reason
        json.dumps(e.params, allow_nan=False)
        assert len(str(e)) < 1000
        return False
    # accepted: a well-formed action of the game, whose value fits the game's table
    last = g.actions[-1]
    assert type(last) is Action and type(last.seat) is int and type(last.cards) is tuple
    assert all(c is Card.of(c.rank, c.suit) for c in last.cards)
    assert type(g).ACTION_SPECS[last.kind].value.fault(last.value) is None, last
    check_record(g)
    return True


@pytest.mark.parametrize("game_id, players", GAMES)
@settings(max_examples=max(10, settings.default.max_examples // 4))  # 15 in the default profile
@given(data=st.data())
def test_junk_is_refused_without_a_trace(game_id: str, players: int, data: st.DataObject) -> None:
    seed = data.draw(st.integers(0, 2**32), label="seed")
    g = new_game(game_id, players, seed=seed)
    bots = bots_for(game_id, ["random"] * players, seed=seed)
    for _stop in range(4):
        steps = data.draw(st.integers(0, 40), label="steps")
        for _ in range(steps):
            if g.is_over:
                break
            seat = g.to_move
            assert seat is not None
            g.apply(bots[seat].decide(g.view_for(seat)))
        check_kinds_known(g)
        legal = None
        if not g.is_over:
            seat = g.to_move
            assert seat is not None
            legal = bots[seat].decide(g.view_for(seat))
        for _ in range(3):
            if throw(g, build(g, legal, data.draw(JUNK, label="junk"))):
                legal = None  # the state moved on: the bot's move may no longer be legal
    check_replay(g)


@pytest.mark.parametrize("game_id, players", GAMES)
def test_a_fixed_battery_at_every_step_of_a_play_through(game_id: str, players: int) -> None:
    """Every phase of a whole game sees the same junk (cheaper and surer than hypothesis
    at covering each phase)."""
    g = new_game(game_id, players, seed=11)
    bots = bots_for(game_id, ["random"] * players, seed=11)
    n = players
    battery: list[Any] = [
        None,
        "0 pass",
        {"seat": 0, "kind": "pass"},
        Action("0", "pass"),  # type: ignore[arg-type]
        Action(0.0, "pass"),  # type: ignore[arg-type]
        Action(False, "pass"),  # type: ignore[arg-type]
        Action(n, "pass"),
        Action(0, "pass", None),  # type: ignore[arg-type]
        Action(0, "play", ("3s",)),  # type: ignore[arg-type]
        Action(0, None),  # type: ignore[arg-type]
        Action(0, "fly"),
    ]
    for kind in ("pass", "abandon"):
        for value in (1.5, [1, 2], {}, float("nan"), 10**400):
            battery += [Action(s, kind, (), value) for s in range(n)]  # type: ignore[arg-type]
    steps, phase = 0, None
    while not g.is_over:
        check_kinds_known(g)
        seat = g.to_move
        assert seat is not None
        legal = bots[seat].decide(g.view_for(seat))
        if steps % 8 == 0 or g.phase != phase:
            phase = g.phase
            extra = [
                SubAction(legal.seat, legal.kind, legal.cards, legal.value),
                Action((legal.seat + 1) % n, legal.kind, legal.cards, legal.value),
                Action(legal.seat, legal.kind, legal.cards, 1.5),
            ]
            if legal.cards:
                extra.append(Action(legal.seat, legal.kind, tuple(c.text for c in legal.cards), legal.value))  # type: ignore[arg-type]
            for junk in battery + extra:
                assert not throw(g, junk), junk
        g.apply(legal)
        steps += 1
    for junk in battery:
        assert not throw(g, junk), junk
    check_replay(g)


json_values = st.recursive(
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(),
        st.sampled_from([10**400, 2**53, -(2**53), 2**53 - 1, 0, 7, 63, 64]),
        st.floats(allow_nan=True, allow_infinity=True),
        st.text(max_size=20),
        st.sampled_from(["pass", "play", "bid", "3s 4h", "RJ", "10h,2S bj", "\ud800", "single", "s"]),
    ),
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(st.sampled_from(["seat", "kind", "cards", "value", "x"]), inner, max_size=5),
    ),
    max_leaves=12,
)


def same(a: Action, b: Action) -> bool:
    """Equal, with a value of the same type (``True == 1`` for ``==``)."""
    return a == b and type(a.value) is type(b.value)


@given(d=json_values)
def test_action_from_json_is_total(d: Any) -> None:
    """Any JSON value gives an Action that writes itself back, or a RecordError."""
    try:
        a = Action.from_json(d)
    except EngineError as e:
        assert e.reason == "bad_action"
        return
    assert type(a.seat) is int and type(a.kind) is str and type(a.cards) is tuple
    assert same(Action.from_json(json.loads(json.dumps(a.to_json(), allow_nan=False))), a)
    assert same(Action.parse(str(a)), a)


_action_texts = st.builds(
    lambda seat, kind, cards, value: f"{seat} {kind} {cards}{value}",
    st.sampled_from(["0", "7", "63", "64", "-1", "00", "²", "1.0", "", "x"]),
    st.sampled_from(["pass", "play", "bid", "Play", "", "a_b"]),
    st.sampled_from(["", "3s 4h", "10h,2S bj", "7x", "RJ RJ"]),
    st.sampled_from(["", " =1", "=true", '="s"', "=1.5", "=NaN", "=[", "=null", "=1e999", "=" + "9" * 17, "= "]),
)


@given(text=st.one_of(st.text(max_size=40), _action_texts))
def test_action_parse_is_total(text: str) -> None:
    try:
        a = Action.parse(text)
    except EngineError as e:
        assert e.reason == "bad_action"
        return
    assert same(Action.parse(str(a)), a)


@given(
    d=st.fixed_dictionaries(
        {"format": st.just("paiju-record"), "version": st.just(1)},
        optional={
            "game": json_values,
            "players": json_values,
            "seed": json_values,
            "options": json_values,
            "carry": json_values,
            "actions": st.lists(json_values, max_size=3),
        },
    )
)
def test_game_record_from_json_is_total(d: dict[str, Any]) -> None:
    with contextlib.suppress(EngineError):
        GameRecord.from_json(d)
