"""The rules assistant's common vocabulary: live readings, hints and plans (pure Python).

Seed 000 promises that "all pattern recognition, legality checking and optimal
play-sequence planning are done by the AI; players only confirm their plays". Each game
provides an :class:`Assistant` in ``desktop_app.ai.<game>.assist`` (module attribute
``ASSISTANT``); :func:`assistant` loads it lazily. An assistant works from a
:class:`~desktop_app.engine.core.View` only, so the same code serves hot-seat players,
LAN clients and bots.

Labels are not text: a :class:`ReadingInfo` carries the type id and the parameters the UI
needs to name the combination in the current language ("火箭 x2 带对", "soft bomb of 7s").
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..engine.cards import Card
from ..engine.core import View

__all__ = ["Assistant", "ReadingInfo", "SelectionReading", "Suggestion", "assistant"]


@dataclass(frozen=True, slots=True)
class ReadingInfo:
    """One reading of a card set: the type id (the referee's vocabulary) and the label
    parameters (JSON values: ranks in notation, lengths, kicker kind, ...)."""

    type: str
    params: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class SelectionReading:
    """What the selected cards are and whether they may be played now.

    ``readings`` lists every reading, strongest first; ``chosen`` is the index of the one
    the engine would use if the cards were played now (None when they may not be played).
    When ``playable`` is false, ``reason``/``params`` say why, with the engine's reason
    codes (``"not_a_combination"``, ``"does_not_beat"``, ``"must_follow_suit"``, ...).
    """

    cards: tuple[Card, ...]
    readings: tuple[ReadingInfo, ...]
    playable: bool
    chosen: int | None = None
    reason: str | None = None
    params: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Suggestion:
    """A play (a hint, or one group of a plan) with its reading."""

    cards: tuple[Card, ...]
    reading: ReadingInfo


class Assistant(Protocol):
    """The rules assistant of one game."""

    def read_selection(self, view: View, cards: Sequence[Card], value: str | None = None) -> SelectionReading:
        """Every reading of ``cards`` and whether ``view.seat`` may play them now (as the
        reading type ``value`` when given: the action's value)."""
        ...

    def hints(self, view: View) -> list[Suggestion]:
        """Every distinct legal play for ``view.seat`` now (beating the table, or any legal
        lead), best suggestion first; one entry per distinct body with the cheapest
        kickers. Empty exactly when the seat has no legal play (it must pass)."""
        ...

    def plan(self, view: View) -> list[Suggestion]:
        """The seat's whole hand split into as few legal plays as the planner finds."""
        ...


def assistant(game_id: str) -> Assistant:
    """The assistant of ``game_id`` (ImportError/AttributeError if it has none yet)."""
    module = importlib.import_module(f"desktop_app.ai.{game_id}.assist")
    result: Assistant = module.ASSISTANT
    return result
