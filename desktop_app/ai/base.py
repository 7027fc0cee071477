"""The bot protocol and the bot registry (pure Python, no Qt).

A bot sees only a :class:`~desktop_app.engine.core.View` (what its seat may know) and
answers with an :class:`~desktop_app.engine.core.Action`. The session runs
:meth:`Bot.decide` on a worker thread with a copy of the view, so a bot must not touch
shared mutable state other than its own.

Bots are registered per ``(game_id, level)`` by the AI package::

    register_bot("tiandiren", "normal", lambda seat, seed: MyBot(seat, "normal", seed))

:func:`make_bot` first imports the modules named in :data:`BOT_MODULES` (those that
exist) so that registrations placed there happen on demand.

>>> "easy" in LEVELS
True
>>> try:
...     make_bot("no_such_game", "easy", 0)
... except NoBotError as e:
...     print(e.reason, e.game_id)
no_bot no_such_game
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, runtime_checkable

from ..engine.core import Action, View

__all__ = [
    "BOT_FACTORIES",
    "LEVELS",
    "Bot",
    "BotFactory",
    "NoBotError",
    "has_bot",
    "make_bot",
    "register_bot",
]

#: The difficulty levels, weakest first.
LEVELS: tuple[str, ...] = ("easy", "normal", "expert")


@runtime_checkable
class Bot(Protocol):
    """A computer player for one seat."""

    #: One of :data:`LEVELS`.
    level: str

    def decide(self, view: View) -> Action:
        """The action to take, given only what the seat may see. The action's ``seat``
        must be ``view.seat``."""
        ...


#: ``factory(seat, seed)`` -> a bot for that seat; ``seed`` None means unseeded.
BotFactory = Callable[[int, int | None], Bot]

#: ``(game_id, level)`` -> factory. Filled by the AI package (:func:`register_bot`).
BOT_FACTORIES: dict[tuple[str, str], BotFactory] = {}


class NoBotError(LookupError):
    """No bot is registered for that game and level. ``reason`` is ``"no_bot"`` or
    ``"bad_level"`` (for the UI to translate)."""

    def __init__(self, message: str, reason: str, game_id: str, level: str) -> None:
        super().__init__(message)
        self.reason = reason
        self.game_id = game_id
        self.level = level

    def __reduce__(self) -> tuple[type[NoBotError], tuple[str, str, str, str]]:
        # picklable (a bot built in a worker process may fail there)
        return (type(self), (str(self.args[0]), self.reason, self.game_id, self.level))


def register_bot(game_id: str, level: str, factory: BotFactory) -> None:
    """Register (or replace) the bot factory for ``game_id`` at ``level``: one of
    :data:`LEVELS` for the bots players choose, or another id (e.g. ``"random"``) for
    self-play, benchmarks and tests."""
    if not isinstance(level, str) or not level.isidentifier():
        raise ValueError(f"bad bot level id {level!r}")
    BOT_FACTORIES[(game_id, level)] = factory


#: Modules that register bots when imported (tried in order, missing ones skipped).
BOT_MODULES: tuple[str, ...] = ("desktop_app.ai.bots", "desktop_app.ai.{game}", "desktop_app.ai.{game}.bots")


def _load_registered_bots(game_id: str) -> None:
    """Give the AI package a chance to register its bots for ``game_id``."""
    import importlib

    if not game_id.isidentifier():
        return
    for pattern in BOT_MODULES:
        name = pattern.format(game=game_id)
        try:
            importlib.import_module(name)
        except ModuleNotFoundError as e:
            if e.name is None or not name.startswith(e.name):  # a missing dependency inside it
                raise


def has_bot(game_id: str, level: str) -> bool:
    """Is a bot registered for ``game_id`` at ``level``?"""
    if (game_id, level) not in BOT_FACTORIES:
        _load_registered_bots(game_id)
    return (game_id, level) in BOT_FACTORIES


def make_bot(game_id: str, level: str, seat: int, seed: int | None = None) -> Bot:
    """A new bot for ``seat`` of a ``game_id`` game at ``level``.

    Raises :class:`NoBotError` (a ``LookupError``) when none is registered (reason
    ``bad_level`` for a level id nobody registers for any game, else ``no_bot``).
    """
    if not has_bot(game_id, level):
        if level not in LEVELS and not any(lv == level for _g, lv in BOT_FACTORIES):
            raise NoBotError(f"unknown bot level {level!r}", "bad_level", game_id, level)
        raise NoBotError(f"no {level} bot for {game_id!r} yet", "no_bot", game_id, level)
    return BOT_FACTORIES[(game_id, level)](seat, seed)
