"""斗地主 (doudizhu) rules assistant and bots.

Modules: :mod:`.assist` (``ASSISTANT``: readings, hints, plans), :mod:`.rules` (the
engine's checks mirrored on a view), :mod:`.hints`, :mod:`.planner` (the exact hand
planner: chain sets and their bound) with :mod:`.plan_build` (a chain set's rest split
into plays, kickers matched exactly), :mod:`.policy` and :mod:`.bidding` (the easy and
normal heuristics), :mod:`.sim` and :mod:`.search` (the expert's determinized playouts), :mod:`.bots`.
Importing this package only registers the bot factories; the bots load on first use.
"""

from __future__ import annotations

from ..base import Bot, BotFactory, register_bot

__all__ = ["GAME_ID", "make"]

GAME_ID = "doudizhu"


def make(level: str, seat: int, seed: int | None = None) -> Bot:
    """A 斗地主 bot of ``level`` ("random", "easy", "normal" or "expert") for ``seat``."""
    from .bots import make_bot

    return make_bot(level, seat, seed)


def _factory(level: str) -> BotFactory:
    def factory(seat: int, seed: int | None) -> Bot:
        return make(level, seat, seed)

    return factory


for _level in ("random", "easy", "normal", "expert"):
    register_bot(GAME_ID, _level, _factory(_level))
