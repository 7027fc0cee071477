"""What every seat knows about a game from its start (pure Python, importable without Qt).

The table draws from views and events only; ``game_started`` hands it a :class:`GameInfo`
rather than the engine's ``Game``, so a table fed over the network (which never holds a
``Game``) and a local one take the same path.

>>> GameInfo.of_game_id("tiandiren", 3).direction
'clockwise'
>>> GameInfo.of_game_id("doudizhu", 3).direction
'counterclockwise'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .. import engine

__all__ = ["GameInfo"]


@dataclass(frozen=True)
class GameInfo:
    """The public facts of one game of a match: which game, how many players, which way
    round the seats go, the rule options and the game's number in its match (1-based)."""

    game_id: str
    num_players: int
    direction: str = "clockwise"
    options: Mapping[str, Any] = field(default_factory=dict)
    number: int = 1

    @classmethod
    def of_game_id(
        cls, game_id: str, num_players: int, options: Mapping[str, Any] | None = None, number: int = 1
    ) -> GameInfo:
        """The info of a game by its id (the direction comes from the game's class)."""
        try:
            direction = engine.game_class(game_id).direction
        except KeyError:
            direction = "clockwise"
        return cls(game_id, num_players, direction, dict(options or {}), number)

    @classmethod
    def of(cls, game: Any, number: int = 1) -> GameInfo:
        """The info of an engine ``Game``."""
        return cls(
            game.game_id,
            game.num_players,
            getattr(game, "direction", "clockwise"),
            game.options.to_dict() if hasattr(game.options, "to_dict") else {},
            number,
        )
