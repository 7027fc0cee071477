"""A match of several 斗地主 games: coin balances carry from one game to the next.

>>> m = DoudizhuMatch({"variant": "classic"}, seed=1)
>>> g = m.next_game()
>>> g.coins
[1000, 1000, 1000]
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core import new_seed
from .game import DoudizhuGame, DoudizhuOptions

__all__ = ["DoudizhuMatch"]


class DoudizhuMatch:
    """Deals games one after another with the balances carried in ``carry["coins"]``.
    Each game's seed is drawn from the match seed, so a match replays from it."""

    def __init__(self, options: Mapping[str, Any] | DoudizhuOptions | None = None, seed: int | None = None) -> None:
        self.options = options if isinstance(options, DoudizhuOptions) else DoudizhuOptions.from_dict(options)
        self.seed = new_seed() if seed is None else seed
        self.coins = [self.options.starting_coins] * 3
        self.games_played = 0
        self.results: list[list[int]] = []

    def next_game(self) -> DoudizhuGame:
        """The next game, dealt with the current balances."""
        seed = (self.seed * 1_000_003 + self.games_played) % (1 << 64)
        return DoudizhuGame(3, self.options, seed, {"coins": list(self.coins)})

    def finish(self, game: DoudizhuGame) -> None:
        """Book a finished game's coin changes."""
        if game.outcome is None:
            raise ValueError("the game is not over")
        scores = game.outcome.scores
        self.coins = [c + d for c, d in zip(self.coins, scores, strict=True)]
        self.results.append(scores)
        self.games_played += 1

    @property
    def broke(self) -> list[int]:
        """Seats with no coins left (a room usually ends the match then)."""
        return [s for s, c in enumerate(self.coins) if c <= 0]
