"""The trick-play heuristics of the ``normal`` bot (and of the expert's playouts), on a
:class:`~.knowledge.Ctx`: what one seat knows, never another seat's hand.

Leading: cash what cannot be beaten (safe throws of boss parts, boss tractors, pairs and
singles, the ones with points first) while nobody who could ruff is likely void; as dealer
(庄家) draw trumps with boss trumps while the 闲家 may still hold some; otherwise lead a
cheap card (no points, not from a pair), short suits first. Following: when the partner's
play is winning and the opponents still to play are unlikely to beat it, smear points
(送分); when an opponent is winning, take the trick with the cheapest play that the
players still to come are unlikely to beat, if the points (or the last trick's kitty) are
worth the cards; else throw the cheapest cards (no points, keep trumps, pairs and bosses).
"""

from __future__ import annotations

from collections.abc import Callable

from .knowledge import Ctx
from .moves import follow_fill, hand_components, is_boss, winning_follows
from .tables import PAIR, POINTS, SINGLE, TRACTOR, TRUMP, Component

__all__ = ["cheap_key", "choose_follow", "choose_lead", "choose_play", "keep_value", "smear_key"]

#: Below this estimated chance that a later opponent beats a play, the play counts as safe.
SAFE_RISK = 0.3
#: Taking a trick: worth it when the points at stake reach WIN_GAIN, or the winning cards
#: are cheap (average keep value below CHEAP_SPEND), or both are moderate.
WIN_GAIN = 10.0
CHEAP_SPEND = 14.0
MID_GAIN = 5.0
MID_SPEND = 30.0
#: The dealer's bonus for drawing trumps with a boss trump while the 闲家 hold some.
DRAW_BONUS = 6.0


def keep_value(ctx: Ctx, i: int) -> float:
    """How much the seat wants to keep card ``i`` (points aside): trumps most, high trumps
    more; plain cards by height, bosses and pair members more."""
    memo = ctx.memo
    v = memo.get(i)
    if v is not None:
        return v
    t = ctx.t
    h = t.height[i]
    k = t.cls[i]
    if k == TRUMP:
        v = 20.0 + 2.0 * h
    else:
        v = float(h)
        if ctx.top_unseen(k) <= t.strength[i]:
            v += 10.0
    if ctx.hand[i] >= 2:
        v += 6.0
    memo[i] = v
    return v


def cheap_key(ctx: Ctx) -> Callable[[int], float]:
    """Order for cards given away to the other side: keep points, trumps, pairs, bosses."""
    cache: dict[int, float] = {}

    def key(i: int) -> float:
        v = cache.get(i)
        if v is None:
            v = keep_value(ctx, i) + 2.5 * POINTS[i]
            cache[i] = v
        return v

    return key


def smear_key(ctx: Ctx) -> Callable[[int], float]:
    """Order for cards given to a partner who wins the trick: points first (10s, 5s, then
    Ks), unless they are trumps worth keeping."""
    cache: dict[int, float] = {}

    def key(i: int) -> float:
        v = cache.get(i)
        if v is None:
            v = keep_value(ctx, i) - 3.0 * POINTS[i]
            cache[i] = v
        return v

    return key


def _beat_risk(ctx: Ctx, pclass: int, strength: int, opponents: list[int]) -> float:
    """Chance that one of ``opponents`` (still to play) beats a play of class ``pclass``
    and ``strength`` in the current trick."""
    lead = ctx.lead
    assert lead is not None
    if not opponents:
        return 0.0
    k = lead.klass
    kind = lead.type
    survive = 1.0
    for o in opponents:
        pv = ctx.p_void(o, k)
        if kind == SINGLE:
            if pclass == k:
                r = (1.0 - pv) * ctx.p_holds(o, ctx.higher_unseen(k, strength))
                if k != TRUMP:
                    r += pv * (1.0 - ctx.p_void(o, TRUMP))
            else:
                r = pv * ctx.p_holds(o, ctx.higher_unseen(TRUMP, strength))
        elif kind in (PAIR, TRACTOR):
            scale = 1.0 if kind == PAIR else 0.3
            if pclass == k:
                r = (1.0 - pv) * ctx.p_pair(o, ctx.higher_unseen_pairs(k, strength)) * scale
                if k != TRUMP:
                    r += pv * ctx.p_pair(o, ctx.higher_unseen_pairs(TRUMP, -1)) * scale
            else:
                r = pv * ctx.p_pair(o, ctx.higher_unseen_pairs(TRUMP, strength)) * scale
        else:
            if pclass == k:
                r = pv * (1.0 - ctx.p_void(o, TRUMP)) * (0.8 if lead.pairs == 0 else 0.3)
            else:
                r = pv * ctx.p_holds(o, ctx.higher_unseen(TRUMP, strength)) * 0.5
        survive *= 1.0 - min(1.0, r)
    return 1.0 - survive


def _expected_kitty(ctx: Ctx) -> float:
    """Points the last trick carries from the kitty, as this seat can tell."""
    if ctx.me == ctx.dealer:
        pts = sum(POINTS[i] * ctx.kit[i] for i in range(54))
    else:
        total = ctx.unseen_total()
        unseen_pts = sum(POINTS[i] * ctx.unseen(i) for i in range(54))
        pts = int(unseen_pts * 8 / total) if total else 0
    return pts * (2 if ctx.kitty_double and ctx.me != ctx.dealer else 1) + 0.0


def choose_follow(ctx: Ctx) -> tuple[int, ...]:
    """The follow (see the module docstring)."""
    lead = ctx.lead
    assert lead is not None and ctx.best_seat is not None
    t = ctx.t
    me = ctx.me
    later = ctx.later_seats()
    opp_later = [o for o in later if not ctx.same_team(o, me)]
    partners_later = [o for o in later if o != me and ctx.same_team(o, me)]
    n = lead.size
    last_trick = ctx.hand_size() == n
    stake = float(ctx.trick_pts)
    if last_trick:
        stake += _expected_kitty(ctx)
    winners = winning_follows(ctx.hand, lead, t, ctx.best_str)
    if ctx.same_team(ctx.best_seat, me):
        best_play = next(p for s, p in ctx.trick if s == ctx.best_seat)
        bclass = t.cls[best_play[0]]
        uniform = all(t.cls[i] == bclass for i in best_play)
        risk = _beat_risk(ctx, bclass, ctx.best_str, opp_later) if uniform else 1.0
        if risk < SAFE_RISK:
            return follow_fill(ctx.hand, lead, t, ctx.fp, smear_key(ctx))
        # the partner may be beaten: take over safely if we can
        for w in winners:
            if _beat_risk(ctx, t.cls[w[0]], max(t.strength[i] for i in w), opp_later) < SAFE_RISK:
                return w
        return follow_fill(ctx.hand, lead, t, ctx.fp, cheap_key(ctx))
    if winners:
        best: tuple[int, ...] | None = None
        best_cost = 0.0
        for w in winners:
            wstr = max(t.strength[i] for i in w)
            risk = _beat_risk(ctx, t.cls[w[0]], wstr, opp_later)
            if risk >= SAFE_RISK:
                continue
            cost = sum(keep_value(ctx, i) for i in w) - 2.0 * sum(POINTS[i] for i in w)
            if best is None or cost < best_cost:
                best, best_cost = w, cost
        if best is not None:
            gain = stake + sum(POINTS[i] for i in best) + 4.0 * len(partners_later)
            spend = best_cost / max(1, len(best))
            # cheap plain winners are always worth it; trumps need points (or the kitty)
            if gain >= WIN_GAIN or spend < CHEAP_SPEND or (gain >= MID_GAIN and spend < MID_SPEND):
                return best
        elif not opp_later and stake >= 5:
            return winners[0]
    return follow_fill(ctx.hand, lead, t, ctx.fp, cheap_key(ctx))


class _ClassInfo:
    """What the lead scoring needs about one suit class, computed once per decision."""

    __slots__ = ("dealer_void", "klass", "length", "partner_ruffs", "ruff")

    def __init__(self, ctx: Ctx, klass: int, length: int, opponents: list[int]) -> None:
        self.klass = klass
        self.length = length
        self.dealer_void = 0.0
        self.partner_ruffs = False
        if klass == TRUMP:
            self.ruff = 0.0
            return
        survive = 1.0
        for o in opponents:
            survive *= 1.0 - ctx.p_void(o, klass) * (1.0 - ctx.p_void(o, TRUMP))
        self.ruff = 1.0 - survive
        if ctx.me != ctx.dealer:
            d = ctx.dealer
            self.dealer_void = ctx.p_void(d, klass)
            self.partner_ruffs = any(ctx.p_void(p, klass) > 0.9 for p in range(4) if p not in (ctx.me, d))


def _lead_score(ctx: Ctx, info: _ClassInfo, cards: tuple[int, ...], boss: bool, pairs: int) -> float:
    """How good leading ``cards`` (one class; several components = a throw) is now."""
    pts = 0
    keep = 0.0
    for i in cards:
        pts += POINTS[i]
        keep += keep_value(ctx, i)
    dealer = ctx.me == ctx.dealer
    klass = info.klass
    if boss:
        p_win = 1.0 - info.ruff
        score = p_win * (pts + 6.0 + 3.0 * len(cards)) - (1.0 - p_win) * (pts + 10.0)
        if klass == TRUMP:
            outside = ctx.class_unseen(TRUMP)
            if dealer and outside > 0:
                score += DRAW_BONUS + min(10.0, 2.0 * (info.length - outside / 3.0))
            elif not dealer:
                score -= 4.0  # 闲家 rarely profit from drawing trumps
            score -= 0.15 * keep
        else:
            score -= 0.05 * keep
        return score
    # not a boss: likely lost to a higher card unless partners help
    score = -pts * 2.0 - 0.3 * keep - 2.0 * pairs
    if klass != TRUMP:
        if not dealer:
            if pts == 0 and info.dealer_void > 0.9:
                score += 3.0  # force the dealer to ruff
            if info.partner_ruffs and info.dealer_void < 0.5:
                score += 4.0  # a partner can ruff
        score += max(0.0, 4.0 - info.length)  # shorten a short suit
    else:
        score -= 6.0 if dealer else 8.0
    return score


def choose_lead(ctx: Ctx) -> tuple[int, ...]:
    """The lead (see the module docstring)."""
    t = ctx.t
    me = ctx.me
    opponents = [s for s in range(4) if not ctx.same_team(s, me)]
    best: tuple[int, ...] | None = None
    best_score = -1e9
    unseen = ctx.unseen
    for klass, comps in hand_components(ctx.hand, t):
        info = _ClassInfo(ctx, klass, sum(len(c.cards) for c in comps), opponents)
        bosses: list[Component] = []
        for comp in comps:
            boss = is_boss(comp, klass, unseen, t)
            if boss:
                bosses.append(comp)
            s = _lead_score(ctx, info, comp.cards, boss, comp.pairs)
            if s > best_score:
                best, best_score = comp.cards, s
        if klass != TRUMP and len(bosses) >= 2:
            cards = tuple(i for c in bosses for i in c.cards)
            s = _lead_score(ctx, info, cards, True, sum(c.pairs for c in bosses)) + 2.0 * len(bosses)
            if s > best_score:
                best, best_score = cards, s
    assert best is not None
    return best


def choose_play(ctx: Ctx) -> tuple[int, ...]:
    """The normal policy's play for ``ctx.me``."""
    if ctx.lead is None:
        return choose_lead(ctx)
    return choose_follow(ctx)
