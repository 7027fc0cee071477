"""天地人 (tiandiren) AI: the rules assistant (:mod:`.assist`, ``ASSISTANT``) and the bots
(:mod:`.bots`) at the levels random (the baseline), easy, normal and expert.

Importing the package only registers the bot factories; the modules load when a bot is
made or the assistant is asked for.

Modules: :mod:`.moves` (plays on rank counts, one per body), :mod:`.rules` (the engine's
checks on a view), :mod:`.planner` (hand planner), :mod:`.hints` (hint order),
:mod:`.assist` (the assistant), :mod:`.policy` (random, easy, normal), :mod:`.sim` (fast
simulator on rank counts), :mod:`.search` (the expert's determinized playouts),
:mod:`.bots`.
"""

from __future__ import annotations

from ..base import Bot, BotFactory, register_bot

GAME_ID = "tiandiren"


def _factory(level: str) -> BotFactory:
    def make(seat: int, seed: int | None) -> Bot:
        from .bots import make_bot

        return make_bot(level, seat, seed)

    return make


def _register() -> None:
    for level in ("random", "easy", "normal", "expert"):  # "random": the baseline
        register_bot(GAME_ID, level, _factory(level))


_register()
