"""Running whole games between bots, without Qt: self-play, benchmarks, strength tests.

>>> from desktop_app.engine import new_game
>>> game = new_game("shengsidu", 3, seed=1)
>>> outcome = play_out(game, bots_for("shengsidu", ["random"] * 3, seed=1))
>>> game.is_over and sum(outcome.scores) == 0
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from ..engine.core import Game, Outcome, View
from .base import Bot, make_bot

__all__ = ["MAX_ACTIONS", "bots_for", "iter_views", "play_out"]

#: A safety bound: no game of ours takes this many actions.
MAX_ACTIONS = 20000


def bots_for(game_id: str, levels: Sequence[str], seed: int | None = None) -> list[Bot]:
    """One bot per seat at the given levels, seeded from ``seed`` (seat-dependent)."""
    return [
        make_bot(game_id, level, seat, None if seed is None else seed * 1009 + seat)
        for seat, level in enumerate(levels)
    ]


def play_out(game: Game, bots: Sequence[Bot], on_view: Callable[[View], None] | None = None) -> Outcome:
    """Let the bots play ``game`` to its end; return the outcome. ``on_view`` sees every
    view a bot decides on."""
    for _ in range(MAX_ACTIONS):
        outcome = game.outcome
        if outcome is not None:
            return outcome
        seat = game.to_move
        if seat is None:
            raise RuntimeError(f"{game.game_id}: nobody to move but the game is not over")
        view = game.view_for(seat)
        if on_view is not None:
            on_view(view)
        game.apply(bots[seat].decide(view))
    raise RuntimeError(f"{game.game_id}: no end after {MAX_ACTIONS} actions")


def iter_views(game: Game, bots: Sequence[Bot]) -> Iterator[View]:
    """Yield the view of each seat to move while the bots play ``game`` out."""
    for _ in range(MAX_ACTIONS):
        if game.is_over:
            return
        seat = game.to_move
        assert seat is not None
        view = game.view_for(seat)
        yield view
        game.apply(bots[seat].decide(view))
