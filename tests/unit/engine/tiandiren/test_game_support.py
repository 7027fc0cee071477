"""Shared helpers for the 天地人 game tests (no tests here): rigged deals through the
documented ``_deal_override`` hook, and a cheap random player."""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import islice
from typing import Any

from desktop_app.engine.cards import parse_cards
from desktop_app.engine.core import Action
from desktop_app.engine.tiandiren import patterns as P
from desktop_app.engine.tiandiren.game import DealPreset, TiandirenGame


def rigged_class(
    hands: Sequence[str], banker: int = 0, queue: Sequence[int] | None = None, first_dealer: int = 0
) -> type[TiandirenGame]:
    """A TiandirenGame subclass whose lottery and deal are the given ones; hands may have
    any size."""
    preset = DealPreset(
        tuple(tuple(parse_cards(h)) for h in hands), banker, first_dealer, tuple(queue) if queue is not None else None
    )
    return type("RiggedTiandiren", (TiandirenGame,), {"_deal_override": preset})


def rigged(
    hands: Sequence[str],
    banker: int = 0,
    queue: Sequence[int] | None = None,
    first_dealer: int = 0,
    options: dict[str, Any] | None = None,
) -> TiandirenGame:
    return rigged_class(hands, banker, queue, first_dealer)(len(hands), options, seed=1)


def act(game: TiandirenGame, text: str) -> list[str]:
    """Apply an action written as ``"1 play 7s 7h"`` (``=json`` for a value); return the
    kinds of the events it caused."""
    return [e.kind for e in game.apply(Action.parse(text))]


def random_action(game: TiandirenGame, rng: random.Random) -> Action:
    """A random legal action for the seat to move, chosen cheaply: mostly singles and
    passes, sometimes a bigger play from the first wave of ``plays_from``."""
    seat = game.to_move
    assert seat is not None
    view = game.view_for(seat)
    hand = view.hand
    if view.phase == "grab_earth":
        return Action(seat, "play", hand) if rng.random() < 0.7 else Action(seat, "pass")
    if view.top is None:
        if rng.random() < 0.5:
            return Action(seat, "play", (rng.choice(hand),))
        plays = list(islice(P.plays_from(hand, None, view.strict_shape, complete=False), 200))
        cards, rd = rng.choice(plays)
        return Action(seat, "play", cards, rd.type if rng.random() < 0.3 else None)
    assert view.top.reading is not None
    if rng.random() < 0.4:
        return Action(seat, "pass")
    plays = list(islice(P.plays_from(hand, view.top.reading, view.strict_shape, complete=False), 40))
    if not plays:
        return Action(seat, "pass")
    cards, _ = rng.choice(plays)
    return Action(seat, "play", cards)


def play_out(game: TiandirenGame, rng: random.Random, limit: int = 20000) -> None:
    """Random legal play until the game ends."""
    for _ in range(limit):
        if game.is_over:
            return
        game.apply(random_action(game, rng))
    raise AssertionError("the game did not end")
