"""原子 (yuanzi): the rules assistant and the bots.

``assist`` holds the assistant (readings, hints, the hand plan); ``bots`` the bots at the
levels random (uniform over the legal actions, a baseline), easy, normal and expert,
registered here with :func:`desktop_app.ai.base.register_bot`. Importing this package is
cheap: the bot modules load when a bot is first made.
"""

from __future__ import annotations

from ..base import BOT_FACTORIES, Bot, BotFactory, register_bot

__all__ = ["GAME_ID", "make_yuanzi_bot"]

GAME_ID = "yuanzi"


def make_yuanzi_bot(level: str, seat: int, seed: int | None = None) -> Bot:
    """A yuanzi bot at ``level`` (random, easy, normal or expert)."""
    from .bots import make

    return make(level, seat, seed)


def _factory(level: str) -> BotFactory:
    def factory(seat: int, seed: int | None) -> Bot:
        return make_yuanzi_bot(level, seat, seed)

    return factory


for _level in ("easy", "normal", "expert", "random"):
    try:
        register_bot(GAME_ID, _level, _factory(_level))
    except ValueError:  # a registry that does not know the "random" level yet
        BOT_FACTORIES[(GAME_ID, _level)] = _factory(_level)
