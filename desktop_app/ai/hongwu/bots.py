"""The 红五 bots: ``random`` (the baseline), ``easy``, ``normal`` and ``expert``.

A bot decides from the :class:`~desktop_app.engine.hongwu.game.HongwuView` of its seat
only. Every decision draws from a generator seeded by the bot's seed and the view itself,
so the same seed and the same view always give the same action, whatever the bot decided
before (and whatever the hidden cards are).

>>> from desktop_app.engine.hongwu.game import HongwuGame
>>> g = HongwuGame(4, seed=3)
>>> bot = NormalBot(g.to_move, seed=1)
>>> bot.decide(g.view_for(g.to_move)).kind in ("bid", "pass")
True
"""

from __future__ import annotations

import random
import zlib

from ...engine.cards import Card, Suit, format_cards
from ...engine.core import Action, ActionKind, View
from ...engine.hongwu import patterns as P
from ...engine.hongwu.game import BIDDING, BURY, KITTY_SIZE, PLAY, TRUMP_PHASE, HongwuView
from .bidding import bid_ceiling, choose_bury, choose_trump, easy_bury, estimate_points, features
from .contract import (
    BID_MARGIN,
    SCREEN,
    Rules,
    bid_value,
    search_bury,
    search_trump,
    wants_bid,
)
from .knowledge import ctx_from_view, tables_for_view
from .moves import follow_fill, hand_components, winning_follows
from .policy import choose_play
from .tables import POINTS, TRUMP, cards_of, idx

__all__ = ["CONTRACT_BUDGET", "BaseBot", "EasyBot", "ExpertBot", "NormalBot", "RandomBot", "view_rng"]

#: Seconds the expert spends at most on a bid, trump or burial decision (by default).
CONTRACT_BUDGET = 0.15


def view_rng(seed: int, view: HongwuView) -> random.Random:
    """A generator determined by ``seed`` and what the view shows its seat."""
    key = "|".join(
        (
            str(seed),
            view.phase,
            str(view.seat),
            str(len(view.bids)),
            str(view.trick_number),
            str(len(view.trick)),
            format_cards(view.hand),
        )
    )
    return random.Random(zlib.crc32(key.encode()) ^ (seed << 32))


class BaseBot:
    """Common plumbing: the seat, the level, the seed and the phase dispatch."""

    level = "normal"

    def __init__(self, seat: int, seed: int | None = None) -> None:
        self.seat = seat
        self.seed = random.SystemRandom().randrange(2**31) if seed is None else seed

    def decide(self, view: View) -> Action:
        if not isinstance(view, HongwuView):
            raise TypeError("a 红五 bot needs a 红五 view")
        if view.seat is None or view.to_move != view.seat:
            raise ValueError(f"seat {view.seat} is not to move")
        rng = view_rng(self.seed, view)
        if view.phase == BIDDING:
            return self.bid(view, rng)
        if view.phase == TRUMP_PHASE:
            return Action(view.seat, ActionKind.TRUMP, value=self.trump(view, rng).value)
        if view.phase == BURY:
            return Action(view.seat, ActionKind.BURY, self.bury(view, rng))
        if view.phase == PLAY:
            return Action(view.seat, ActionKind.PLAY, self.play(view, rng))
        raise ValueError(f"nothing to decide in phase {view.phase!r}")

    # ---- decisions (normal by default)

    def bid(self, view: HongwuView, rng: random.Random) -> Action:
        assert view.seat is not None and view.bid_range is not None
        lo, _hi = view.bid_range
        if lo <= bid_ceiling(idx(view.hand)):
            return Action(view.seat, ActionKind.BID, value=lo)
        return Action(view.seat, ActionKind.PASS)

    def trump(self, view: HongwuView, rng: random.Random) -> Suit:
        return choose_trump(idx(view.hand))

    def bury(self, view: HongwuView, rng: random.Random) -> tuple[Card, ...]:
        suit = Suit.parse(view.trump or "s")
        return cards_of(choose_bury(idx(view.hand), suit, bool(view.options.get("kitty_double", False))))

    def play(self, view: HongwuView, rng: random.Random) -> tuple[Card, ...]:
        return cards_of(choose_play(ctx_from_view(view)))


class RandomBot(BaseBot):
    """Uniform over the legal actions (the baseline): bid or pass with even odds, then a
    uniform amount; a uniform trump; 8 uniform cards buried; a uniform lead among the
    distinct singles, pairs, tractors and whole-suit throws; a uniform legal follow. It
    never abandons."""

    level = "random"

    def bid(self, view: HongwuView, rng: random.Random) -> Action:
        assert view.seat is not None and view.bid_range is not None
        if rng.random() < 0.5:
            return Action(view.seat, ActionKind.PASS)
        lo, hi = view.bid_range
        return Action(view.seat, ActionKind.BID, value=rng.randrange(lo, hi + 1, 5))

    def trump(self, view: HongwuView, rng: random.Random) -> Suit:
        return rng.choice(list(Suit))

    def bury(self, view: HongwuView, rng: random.Random) -> tuple[Card, ...]:
        return tuple(rng.sample(list(view.hand), KITTY_SIZE))

    def play(self, view: HongwuView, rng: random.Random) -> tuple[Card, ...]:
        t = tables_for_view(view)
        hand = list(view.hand)
        if not view.trick:
            return rng.choice(P.legal_leads(hand, t.order))
        lead = P.read(list(view.trick[0][1]), t.order)
        assert lead is not None
        return P.random_follow(hand, lead, t.order, rng, bool(view.options.get("follow_pattern", False)))


class EasyBot(BaseBot):
    """Simple but sensible: bids 60 only with a long trump suit, picks the longest trump
    suit, buries its lowest plain cards, leads its biggest plain combination (aces first),
    follows with the smallest play that takes the trick from the other side, else its
    cheapest cards."""

    level = "easy"

    def bid(self, view: HongwuView, rng: random.Random) -> Action:
        assert view.seat is not None and view.bid_range is not None
        lo, _hi = view.bid_range
        if lo == 60 and bid_ceiling(idx(view.hand), margin=15.0) >= 60:
            return Action(view.seat, ActionKind.BID, value=lo)
        return Action(view.seat, ActionKind.PASS)

    def trump(self, view: HongwuView, rng: random.Random) -> Suit:
        hand = idx(view.hand)
        return max(Suit, key=lambda s: features(hand, s)[1])

    def bury(self, view: HongwuView, rng: random.Random) -> tuple[Card, ...]:
        return cards_of(easy_bury(idx(view.hand), Suit.parse(view.trump or "s")))

    def play(self, view: HongwuView, rng: random.Random) -> tuple[Card, ...]:
        ctx = ctx_from_view(view)
        t = ctx.t

        def cheap(i: int) -> float:
            return (t.cls[i] == TRUMP) * 100 + POINTS[i] * 3 + t.height[i]

        if ctx.lead is None:
            best: tuple[int, ...] | None = None
            best_key: tuple[int, int, int] | None = None
            for play in (comp.cards for _, comps in hand_components(ctx.hand, t) for comp in comps):
                key = (t.cls[play[0]] != TRUMP, len(play), t.strength[play[0]])
                if best_key is None or key > best_key:
                    best, best_key = play, key
            assert best is not None
            return cards_of(best)
        assert ctx.best_seat is not None
        if not ctx.same_team(ctx.best_seat, ctx.me):
            winners = winning_follows(ctx.hand, ctx.lead, t, ctx.best_str)
            if winners:
                return cards_of(winners[0])
        return cards_of(follow_fill(ctx.hand, ctx.lead, t, ctx.fp, cheap))


class NormalBot(BaseBot):
    """Planner-based heuristics (:mod:`.policy`, :mod:`.bidding`)."""

    level = "normal"


class ExpertBot(BaseBot):
    """Determinized search with an explicit time budget per decision (seconds; None: no
    clock) and deterministic caps: trick play by sampled playouts (:mod:`.search`, at most
    ``max_playouts``), the bid, the trump suit and the burial by rollouts of whole guessed
    deals (:mod:`.contract`, at most ``max_rollouts`` per decision, within
    ``contract_budget`` seconds)."""

    level = "expert"

    def __init__(
        self,
        seat: int,
        seed: int | None = None,
        time_budget: float | None = 0.2,
        max_playouts: int = 400,
        max_rollouts: int = 60,
        contract_budget: float = CONTRACT_BUDGET,
    ) -> None:
        super().__init__(seat, seed)
        self.time_budget = time_budget
        self.max_playouts = max_playouts
        self.max_rollouts = max_rollouts
        self.contract_budget = None if time_budget is None else min(time_budget, contract_budget)

    def _rules(self, view: HongwuView) -> Rules:
        opts = view.options
        return Rules(
            bool(opts.get("follow_pattern", False)),
            bool(opts.get("kitty_double", False)),
            int(opts.get("red_five_penalty", 0)),
        )

    def bid(self, view: HongwuView, rng: random.Random) -> Action:
        assert view.seat is not None and view.bid_range is not None
        lo, _hi = view.bid_range
        hand = idx(view.hand)
        points = max(estimate_points(hand, s) for s in Suit)
        if abs(points - lo - BID_MARGIN) <= SCREEN:
            points = bid_value(hand, view.seat, self._rules(view), rng, self.contract_budget, self.max_rollouts)
        if wants_bid(points, lo):
            return Action(view.seat, ActionKind.BID, value=lo)
        return Action(view.seat, ActionKind.PASS)

    def trump(self, view: HongwuView, rng: random.Random) -> Suit:
        assert view.seat is not None
        return search_trump(
            idx(view.hand), view.seat, view.bid or 0, self._rules(view), rng, self.contract_budget, self.max_rollouts
        )

    def bury(self, view: HongwuView, rng: random.Random) -> tuple[Card, ...]:
        assert view.seat is not None
        suit = Suit.parse(view.trump or "s")
        rules = self._rules(view)
        bury = search_bury(
            idx(view.hand), suit, view.seat, view.bid or 0, rules, rng, self.contract_budget, self.max_rollouts
        )
        return cards_of(bury)

    def play(self, view: HongwuView, rng: random.Random) -> tuple[Card, ...]:
        from .search import search_play

        ctx = ctx_from_view(view)
        play = search_play(
            ctx,
            rng,
            red_fives=view.red_fives_captured,
            penalty=int(view.options.get("red_five_penalty", 0)),
            time_budget=self.time_budget,
            max_playouts=self.max_playouts,
        )
        return cards_of(play)
