"""The rules engines: pure Python, no Qt (a test enforces it).

Importing this package is cheap: the games load lazily through :func:`game_class`.

>>> sorted(GAME_IDS)
['doudizhu', 'hongwu', 'shengsidu', 'tiandiren', 'yuanzi']
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .core import Game, GameRecord, Options

__all__ = ["GAME_IDS", "game_class", "new_game", "replay"]

#: game id -> "module:Class" of its Game subclass (loaded on first use).
_GAMES: dict[str, str] = {
    "tiandiren": "desktop_app.engine.tiandiren.game:TiandirenGame",
    "doudizhu": "desktop_app.engine.doudizhu.game:DoudizhuGame",
    "hongwu": "desktop_app.engine.hongwu.game:HongwuGame",
    "yuanzi": "desktop_app.engine.yuanzi.game:YuanziGame",
    "shengsidu": "desktop_app.engine.shengsidu.game:ShengsiduGame",
}
GAME_IDS: tuple[str, ...] = tuple(_GAMES)


def game_class(game_id: str) -> type[Game]:
    """The Game subclass for ``game_id`` (KeyError for an unknown id)."""
    module_name, _, class_name = _GAMES[game_id].partition(":")
    cls: type[Game] = getattr(importlib.import_module(module_name), class_name)
    return cls


def new_game(
    game_id: str,
    num_players: int,
    options: Mapping[str, Any] | Options | None = None,
    seed: int | None = None,
    carry: Mapping[str, Any] | None = None,
    deal: str = "mt",
) -> Game:
    """A new game; ``deal`` names its random source ("mt", or "fair" for a LAN fair deal)."""
    return game_class(game_id)(num_players, options, seed, carry, deal)


def replay(record: GameRecord) -> Game:
    """Rebuild any game from its record."""
    from .core import RecordError

    if record.game_id not in _GAMES:
        raise RecordError(f"unknown game {record.game_id!r}", "bad_record")
    return game_class(record.game_id).replay(record)
