"""生死堵 bots: random, easy, normal and expert (see :mod:`.policy` and :mod:`.search`).

A bot sees only the view of its seat. Its choices are a pure function of its seed and
the view (each decision draws from a generator seeded by both), so a seeded bot replays
exactly; the normal and expert bots also stop their search at a time budget, unless
built with ``budget=None`` (then only the iteration cap bounds it, and it is fully
reproducible). Both search the same way (:mod:`.search`); the expert weighs more
candidates on many more deals, and remembers every pass of the game.

生死堵 has no bidding, trump or kitty: the only decisions are to play or to pass, and a
bot never abandons a game.

>>> from desktop_app.engine.shengsidu.game import ShengsiduGame
>>> g = ShengsiduGame(3, seed=3)
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
from ...engine.shengsidu import patterns as P
from .infer import Tracker, constraints_from_trick
from .moves import Packed, unpack
from .policy import easy_choose, random_choose
from .search import SearchConfig, search
from .sim import State, from_view

__all__ = ["BOT_LEVELS", "EXPERT_SEARCH", "NORMAL_SEARCH", "ShengsiduBot", "make_bot"]

#: Every level, weakest first ("random" is the baseline).
BOT_LEVELS: tuple[str, ...] = ("random", "easy", "normal", "expert")

#: The normal bot's look-ahead: 3 candidates on 4 sampled deals, within about 12 ms.
NORMAL_SEARCH = SearchConfig(budget=0.012, iterations=4, candidates=3)

#: The expert's search: 6 candidates, up to 80 deals that agree with every pass it has
#: seen, 0.15 s per decision.
EXPERT_SEARCH = SearchConfig(budget=0.15, iterations=80, candidates=6)


def _digest(view: View) -> str:
    """A stable text of everything the view shows that matters to a decision."""
    parts = [
        str(view.seat),
        format_cards(view.hand),
        ",".join(map(str, view.hand_sizes)),
        "|".join(f"{s}:{format_cards(c)}" for s, c in getattr(view, "trick", ())),
        "|".join(format_cards(p) for p in getattr(view, "played", ())),
    ]
    return hashlib.sha256(";".join(parts).encode()).hexdigest()


class ShengsiduBot:
    """A 生死堵 bot for one seat at one level."""

    def __init__(self, seat: int, level: str, seed: int | None = None, search: SearchConfig | None = None) -> None:
        if level not in BOT_LEVELS:
            raise ValueError(f"unknown level {level!r}; expected one of {BOT_LEVELS}")
        self.seat = seat
        self.level = level
        self.seed = secrets.randbits(64) if seed is None else seed
        self.search = search or (EXPERT_SEARCH if level == "expert" else NORMAL_SEARCH)
        self.tracker = Tracker()

    def rng_for(self, view: View) -> random.Random:
        """The generator of one decision: seeded by the bot's seed and the view."""
        return random.Random(f"{self.seed}:{_digest(view)}")

    def choose(self, view: View, st: State, rng: random.Random) -> Packed | None:
        """The chosen play (None: pass) on the state the seat can see."""
        seat = st.to_move
        if self.level == "random":
            return random_choose(st, seat, rng)
        if self.level == "easy":
            return easy_choose(st, seat, rng)
        if self.level == "normal":
            return search(st, seat, rng, self.search, constraints_from_trick(view))
        self.tracker.observe(view)
        return search(st, seat, rng, self.search, self.tracker.constraints(view))

    def decide(self, view: View) -> Action:
        """Play or pass, from the view only (``view.seat`` must be the seat to move)."""
        seat = view.seat
        if seat is None or view.to_move != seat or view.phase == "over":
            raise ValueError(f"seat {seat} is not to move")
        st = from_view(view)
        mv = self.choose(view, st, self.rng_for(view))
        if mv is None:
            return Action(seat, ActionKind.PASS)
        cards = P.materialize(view.hand, unpack(mv[0]))
        return Action(seat, ActionKind.PLAY, cards, mv[1])


def make_bot(level: str, seat: int, seed: int | None = None, search: SearchConfig | None = None) -> ShengsiduBot:
    """A bot of ``level`` for ``seat``."""
    return ShengsiduBot(seat, level, seed, search)
