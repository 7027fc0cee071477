"""天地人 bots: random (the baseline), easy, normal and expert.

A bot sees only the view of its seat. Its choices are a pure function of its seed and the
view (each decision draws from a generator seeded by both), so a seeded bot replays
exactly; the expert also stops at its time budget, unless built with a
:class:`~.search.SearchConfig` whose ``budget`` is None (then only its sample cap bounds
it, and it is fully reproducible).

天地人 has no bidding, trump or kitty: the decisions are to play or pass and, in the 抢地
window, to grab (play the whole hand, 1,500) or decline (keep it and hope for 人牌). A bot
never abandons a game.

>>> from desktop_app.engine.tiandiren.game import TiandirenGame
>>> g = TiandirenGame(3, seed=3)
>>> bot = make_bot("normal", g.to_move, seed=1)
>>> action = bot.decide(g.view_for(g.to_move))
>>> _ = g.apply(action)
>>> action.kind
'play'
"""

from __future__ import annotations

import hashlib
import random
import secrets

from ...engine.cards import format_cards
from ...engine.core import Action, ActionKind, View
from .moves import materialize
from .policy import DECLINE, GRAB, Choice, Table, easy_choose, from_view, normal_choose, random_choose
from .search import SearchConfig, expert_choose

__all__ = ["BOT_LEVELS", "DEFAULT_SEARCH", "TiandirenBot", "make_bot"]

#: Every level, weakest first ("random" is the baseline).
BOT_LEVELS: tuple[str, ...] = ("random", "easy", "normal", "expert")

#: The expert's search: at most 48 determinizations within 0.15 s per decision (its
#: set-up included).
DEFAULT_SEARCH = SearchConfig()


def _digest(view: View) -> str:
    """A stable text of everything the view shows that matters to a decision."""
    parts = [
        str(view.seat),
        view.phase,
        format_cards(view.hand),
        ",".join(map(str, view.hand_sizes)),
        str(getattr(view, "round", "")),
        str(getattr(view, "trick_number", "")),
        "|".join(f"{e.seat}:{format_cards(e.cards)}" for e in getattr(view, "trick", ())),
        format_cards(getattr(view, "played", ())),
        ",".join(getattr(view, "status", ())),
        str(getattr(view, "queue_pointer", "")),
    ]
    return hashlib.sha256(";".join(parts).encode()).hexdigest()


class TiandirenBot:
    """A 天地人 bot for one seat at one level."""

    def __init__(self, seat: int, level: str, seed: int | None = None, search: SearchConfig | None = None) -> None:
        if level not in BOT_LEVELS:
            raise ValueError(f"unknown level {level!r}; expected one of {BOT_LEVELS}")
        self.seat = seat
        self.level = level
        self.seed = secrets.randbits(64) if seed is None else seed
        self.search = search or DEFAULT_SEARCH

    def rng_for(self, view: View) -> random.Random:
        """The generator of one decision: seeded by the bot's seed and the view."""
        return random.Random(f"{self.seed}:{_digest(view)}")

    def choose(self, t: Table, rng: random.Random) -> Choice:
        """The decision on the table the seat can see."""
        if self.level == "random":
            return random_choose(t, rng)
        if self.level == "easy":
            return easy_choose(t, rng)
        if self.level == "normal":
            return normal_choose(t, rng)
        return expert_choose(t, rng, self.search)

    def decide(self, view: View) -> Action:
        """Play, pass, grab or decline, from the view only (``view.seat`` must be the seat
        to move)."""
        seat = view.seat
        if seat is None or view.to_move != seat or view.phase not in ("play", "grab_earth"):
            raise ValueError(f"seat {seat} is not to move")
        t = from_view(view)
        c = self.choose(t, self.rng_for(view))
        if c.kind == GRAB:
            return Action(seat, ActionKind.PLAY, tuple(view.hand))
        if c.kind == DECLINE or c.play is None:
            return Action(seat, ActionKind.PASS)
        return Action(seat, ActionKind.PLAY, materialize(view.hand, c.play.vec))


def make_bot(level: str, seat: int, seed: int | None = None, search: SearchConfig | None = None) -> TiandirenBot:
    """A bot of ``level`` for ``seat``."""
    return TiandirenBot(seat, level, seed, search)
