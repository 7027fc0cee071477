"""The 斗地主 bots: random, easy, normal and expert.

A bot sees only the :class:`~desktop_app.engine.doudizhu.game.DoudizhuView` of its seat.
Its randomness comes from its seed and the view alone (a fresh generator per decision,
seeded from the seed and a digest of the view), so the same view gives the same decision
whatever was decided before and whatever the hidden hands are. Bots never abandon.

>>> from desktop_app.engine.doudizhu.game import DoudizhuGame
>>> g = DoudizhuGame(3, {"variant": "classic"}, seed=3)
>>> bots = [make_bot(level, seat, 5) for seat, level in enumerate(["random", "easy", "normal"])]
>>> while not g.is_over:
...     _ = g.apply(bots[g.to_move].decide(g.view_for(g.to_move)))
>>> g.outcome is not None
True
"""

from __future__ import annotations

import random
import zlib

from ...engine.cards import full_deck, sort_cards
from ...engine.core import Action, ActionKind, View
from ...engine.doudizhu.game import DoudizhuView
from ...engine.doudizhu.patterns import Move, by_rank, cards_from_buckets, cards_text, counts_of, moves
from .bidding import call_decision, grab_decision, show_decision
from .policy import Ctx, easy_choice, normal_choice
from .rules import ddz_view, engine_reading, jokers_as_kickers, laizi_index

__all__ = ["BOT_LEVELS", "DoudizhuBot", "make_bot", "view_ctx", "view_digest"]

BOT_LEVELS = ("random", "easy", "normal", "expert")
_DECK = counts_of(full_deck())


def view_digest(view: DoudizhuView) -> int:
    """A stable digest of what a seat sees (the same across processes)."""
    text = "|".join(
        (
            str(view.seat),
            view.phase,
            str(view.to_move),
            str(view.deal_round),
            cards_text(view.hand),
            cards_text(view.played),
            str(view.hand_sizes),
            str(view.bids),
            str(view.landlord),
            ";".join(f"{s}:{cards_text(c)}" for s, c in view.trick_turns),
        )
    )
    return zlib.crc32(text.encode())


def unseen_counts(view: DoudizhuView) -> list[int]:
    """The cards this seat has not seen: the other two hands together (and, before the
    landlord takes them, the bottom cards)."""
    out = list(_DECK)
    for c in counts_of(view.hand), counts_of(view.played):
        for i, k in enumerate(c):
            out[i] -= k
    return out


def view_ctx(view: DoudizhuView) -> Ctx:
    """The play-decision context of a view (the play phase, the seat to move)."""
    assert view.seat is not None and view.landlord is not None
    return Ctx(
        counts_of(view.hand),
        unseen_counts(view),
        view.seat,
        view.landlord,
        view.hand_sizes,
        view.top_reading,
        view.top_seat,
        laizi_index(view),
        jokers_as_kickers(view),
    )


def play_action(view: DoudizhuView, move: Move | None) -> Action:
    """The action for a chosen move (None: pass), its cards picked from the hand."""
    assert view.seat is not None
    if move is None:
        return Action(view.seat, ActionKind.PASS)
    play, r = move
    cards = cards_from_buckets(by_rank(sort_cards(view.hand)), play)
    got = engine_reading(play, laizi_index(view), jokers_as_kickers(view), view.top_reading, r.type)
    return Action(view.seat, ActionKind.PLAY, tuple(cards), (got or r).type)


class DoudizhuBot:
    """A bot for one seat; ``level`` is one of :data:`BOT_LEVELS`. ``options`` pass to the
    expert search (``iterations``, ``time_budget``, ``samples``)."""

    def __init__(self, seat: int, level: str, seed: int | None = None, **options: float) -> None:
        if level not in BOT_LEVELS:
            raise ValueError(f"unknown doudizhu bot level {level!r}")
        self.seat = seat
        self.level = level
        self.seed = random.getrandbits(64) if seed is None else seed
        self.options = options

    def rng_for(self, view: DoudizhuView) -> random.Random:
        return random.Random((self.seed * 1_000_003) ^ view_digest(view))

    def decide(self, view: View) -> Action:
        v = ddz_view(view)
        seat = v.seat
        if seat is None or seat != v.to_move:
            raise ValueError("it is not this bot's turn")
        rng = self.rng_for(v)
        kinds = v.legal_kinds - {ActionKind.ABANDON}
        if self.level == "random":
            return self._random(v, rng)
        if ActionKind.SHOW in kinds:
            return Action(seat, ActionKind.SHOW, (), show_decision(v, self.level))
        if ActionKind.CALL in kinds:
            return Action(seat, ActionKind.CALL, (), call_decision(v, self.level))
        if ActionKind.GRAB in kinds:
            return Action(seat, ActionKind.GRAB, (), grab_decision(v, self.level))
        ctx = view_ctx(v)
        if self.level == "easy":
            return play_action(v, easy_choice(ctx))
        if self.level == "normal":
            return play_action(v, normal_choice(ctx))
        from .search import expert_choice

        return play_action(v, expert_choice(v, ctx, rng, self.options))

    def _random(self, v: DoudizhuView, rng: random.Random) -> Action:
        """Uniform over the legal actions (every kicker choice a separate action)."""
        assert v.seat is not None
        kinds = sorted(v.legal_kinds - {ActionKind.ABANDON})
        if ActionKind.PLAY not in kinds:
            return Action(v.seat, kinds[0], (), rng.random() < 0.5)
        found = moves(counts_of(v.hand), laizi_index(v), v.top_reading, jokers_as_kickers(v), all_kickers=True)
        options: list[Move | None] = list(found)
        if v.top_reading is not None:
            options.append(None)
        return play_action(v, rng.choice(options))


def make_bot(level: str, seat: int, seed: int | None = None, **options: float) -> DoudizhuBot:
    """A 斗地主 bot of ``level`` for ``seat``."""
    return DoudizhuBot(seat, level, seed, **options)
