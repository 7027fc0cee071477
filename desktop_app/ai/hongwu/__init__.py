"""红五 (hongwu) rules assistant and bots.

Modules: :mod:`.assist` (``ASSISTANT``: readings, hints, plans), :mod:`.bots` (the bots),
:mod:`.policy` and :mod:`.bidding` (the normal heuristics), :mod:`.search` (the expert's
determinized playouts in the trick play), :mod:`.contract` (the expert's bid, trump and
burial by rollouts of whole guessed deals), :mod:`.sim` (the playout simulator), :mod:`.tables`,
:mod:`.knowledge`, :mod:`.moves`, :mod:`.rules` and :mod:`.planner` (index-level rules,
the play check, the hand planner). Importing this package only registers the bot
factories (levels ``random``, ``easy``, ``normal``, ``expert``); the bots load on first use.

>>> from desktop_app.ai.base import make_bot
>>> make_bot("hongwu", "expert", 2, seed=5).level
'expert'
"""

from __future__ import annotations

from ..base import Bot, BotFactory, register_bot

__all__ = ["BOT_LEVELS", "GAME_ID", "make"]

GAME_ID = "hongwu"
#: The levels registered, weakest first ("random" is the baseline for self-play).
BOT_LEVELS = ("random", "easy", "normal", "expert")


def make(level: str, seat: int, seed: int | None = None) -> Bot:
    """A 红五 bot of ``level`` (one of :data:`BOT_LEVELS`) for ``seat``."""
    from . import bots

    classes: dict[str, type[bots.BaseBot]] = {
        "random": bots.RandomBot,
        "easy": bots.EasyBot,
        "normal": bots.NormalBot,
        "expert": bots.ExpertBot,
    }
    bot: Bot = classes[level](seat, seed)
    return bot


def _factory(level: str) -> BotFactory:
    def factory(seat: int, seed: int | None) -> Bot:
        return make(level, seat, seed)

    return factory


for _level in BOT_LEVELS:
    register_bot(GAME_ID, _level, _factory(_level))
