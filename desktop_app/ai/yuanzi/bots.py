"""The 原子 (yuanzi) bots: random, easy, normal and expert.

A bot sees only the :class:`~desktop_app.engine.yuanzi.game.YuanziView` of its seat. Its
randomness comes from its seed and the view alone (a fresh generator per decision, seeded
from the seed and a digest of the view), so the same view gives the same decision
whatever was decided before and whatever the hidden hands are. Bots never abandon.

>>> from desktop_app.engine.yuanzi.game import YuanziGame
>>> g = YuanziGame(4, seed=3)
>>> bots = [make(level, seat, 5) for seat, level in enumerate(["random", "easy", "normal", "easy"])]
>>> for _ in range(40):
...     _ = g.apply(bots[g.to_move].decide(g.view_for(g.to_move)))
>>> g.is_over or len(g.actions) == 40
True
"""

from __future__ import annotations

import random
import zlib
from typing import Any

from ...engine.cards import Card, format_cards
from ...engine.core import Action, ActionKind, View
from .assist import ASSISTANT
from .legality import yuanzi_view
from .normal import normal_cards
from .policy import easy_decide
from .situation import from_view

__all__ = ["LEVELS", "YuanziBot", "make"]

LEVELS = ("random", "easy", "normal", "expert")


def view_digest(view: View) -> int:
    """A stable digest of what a seat sees (the same across processes)."""
    v = yuanzi_view(view)
    text = "|".join(
        (
            str(v.seat),
            str(v.half),
            format_cards(v.hand),
            str(len(v.played)),
            str(v.tricks_closed),
            ";".join(f"{s}:{format_cards(c)}" for s, c in v.trick),
        )
    )
    return zlib.crc32(text.encode())


class YuanziBot:
    """A bot for one seat; ``level`` is one of :data:`LEVELS`."""

    def __init__(self, seat: int, level: str, seed: int | None = None, **options: Any) -> None:
        """``options`` go to the expert's search (``samples``, ``budget`` in seconds or
        None, ``width``, ``z``): tests run it with a small deterministic cap."""
        if level not in LEVELS:
            raise ValueError(f"unknown yuanzi bot level {level!r}")
        self.seat = seat
        self.level = level
        self.seed = random.randrange(2**32) if seed is None else seed
        self.options: dict[str, Any] = options

    def rng_for(self, view: View) -> random.Random:
        return random.Random(self.seed * 1_000_003 + view_digest(view))

    def decide(self, view: View) -> Action:
        v = yuanzi_view(view)
        seat = v.seat
        if seat is None or v.to_move != seat or v.result is not None:
            raise ValueError("the bot was asked to act out of turn")
        if self.level == "random":
            return self._random(v)
        cards: tuple[Card, ...] | None
        if self.level == "easy":
            play = easy_decide(from_view(v))
            cards = None if play is None else play.cards()
        elif self.level == "normal":
            cards = normal_cards(v)
        else:
            from .expert import expert_decide

            cards = expert_decide(v, self.rng_for(v), **self.options)
        if cards is None:
            if v.top_reading is None:  # pragma: no cover - a leader always has a play
                raise AssertionError("a policy passed on a lead")
            return Action(seat, ActionKind.PASS)
        return Action(seat, ActionKind.PLAY, cards)

    def _random(self, v: View) -> Action:
        assert v.seat is not None
        options: list[Action] = [Action(v.seat, ActionKind.PLAY, s.cards) for s in ASSISTANT.hints(v)]
        if ActionKind.PASS in v.legal_kinds:
            options.append(Action(v.seat, ActionKind.PASS))
        return self.rng_for(v).choice(options)


def make(level: str, seat: int, seed: int | None = None) -> YuanziBot:
    """A new bot (the factory the registry calls)."""
    return YuanziBot(seat, level, seed)
