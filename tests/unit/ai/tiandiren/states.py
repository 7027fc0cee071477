"""Random 天地人 states for the AI tests: games played part-way by random legal moves, and
games dealt from chosen (small) hands."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

from desktop_app.ai.tiandiren.assist import ASSISTANT
from desktop_app.engine.cards import Card, Rank, Suit, make_pack
from desktop_app.engine.core import Action, ActionKind
from desktop_app.engine.tiandiren.game import DealPreset, TiandirenGame

SUITS = list(Suit)


def to_cards(ranks: Sequence[int]) -> list[Card]:
    """Cards of these rank values (suits cycling ♠ ♥ ♣ ♦; 16/17 are the jokers)."""
    return [Card.of(Rank(r)) if r >= 16 else Card.of(Rank(r), SUITS[i % 4]) for i, r in enumerate(ranks)]


def preset_game(
    hands: Sequence[Sequence[Card]], banker: int = 0, options: dict[str, object] | None = None, seed: int = 0
) -> TiandirenGame:
    """A game dealt ``hands`` (seat order), ``banker`` leading, the 接风 queue in seat order."""
    preset = DealPreset(tuple(tuple(h) for h in hands), banker=banker, first_dealer=banker)
    cls = type("PresetGame", (TiandirenGame,), {"_deal_override": preset})
    game: TiandirenGame = cls(len(hands), options or {}, seed)
    return game


def step_randomly(g: TiandirenGame, rng: random.Random, pass_rate: float = 0.35) -> None:
    """One random legal action: a pass (when allowed) or one of the first hints."""
    s = g.to_move
    assert s is not None
    v = g.view_for(s)
    hints = ASSISTANT.hints(v)
    can_pass = ActionKind.PASS in v.legal_kinds
    if can_pass and (not hints or rng.random() < pass_rate):
        g.apply(Action(s, ActionKind.PASS))
    else:
        g.apply(Action(s, ActionKind.PLAY, rng.choice(hints[:8]).cards))


def random_states(seed: int, n: int | None = None, options: dict[str, object] | None = None) -> Iterator[TiandirenGame]:
    """Every state (before each action) of one game played by random legal moves."""
    rng = random.Random(seed)
    n = n or rng.choice([2, 3, 4, 5])
    opts = options if options is not None else {"strict_shape": rng.random() < 0.3}
    g = TiandirenGame(n, opts, seed=seed)
    while not g.is_over:
        yield g
        step_randomly(g, rng)


def small_follow_game(seed: int, size: int = 8, decks: int = 2) -> TiandirenGame:
    """Two small random hands; seat 0 has led a random play, seat 1 is to follow."""
    rng = random.Random(seed)
    while True:
        pack = make_pack(decks)
        rng.shuffle(pack)
        a, b = pack[: rng.randint(2, 10)], pack[20 : 20 + rng.randint(1, size)]
        g = preset_game([a, b], options={"strict_shape": rng.random() < 0.3}, seed=seed)
        if g.is_over or g.to_move != 0:
            continue
        hints = ASSISTANT.hints(g.view_for(0))
        lead = rng.choice(hints)
        if len(lead.cards) == len(a):
            continue
        g.apply(Action(0, ActionKind.PLAY, lead.cards))
        if g.to_move == 1:
            return g
