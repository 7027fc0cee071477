"""生死堵 (shengsidu) AI: the rules assistant (:mod:`.assist`, ``ASSISTANT``) and the bots
(:mod:`.bots`) at the levels random (the baseline), easy, normal and expert.

Importing the package only registers the bot factories; the modules load when a bot is
made.

Modules: :mod:`.moves` (plays on rank counts), :mod:`.rules` (the table rules on a view),
:mod:`.planner` (hand planner), :mod:`.hints` (hint order), :mod:`.assist` (the
assistant), :mod:`.sim` (fast simulator), :mod:`.policy` (random, easy, normal),
:mod:`.rollout` (the searches' fast playout policy), :mod:`.infer` (what passes say),
:mod:`.search` (the normal and expert bots' determinized playouts), :mod:`.bots`.
"""

from __future__ import annotations

from ..base import Bot, BotFactory, register_bot

GAME_ID = "shengsidu"


def _factory(level: str) -> BotFactory:
    def make(seat: int, seed: int | None) -> Bot:
        from .bots import make_bot

        return make_bot(level, seat, seed)

    return make


def _register() -> None:
    for level in ("random", "easy", "normal", "expert"):
        register_bot(GAME_ID, level, _factory(level))


_register()
