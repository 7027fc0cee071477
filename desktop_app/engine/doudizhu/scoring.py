"""Settlement of 癞子斗地主 in coins (欢乐豆-style): X = base (1) x multiplier x room stake.

Coins never go negative: a seat pays at most what it holds and the receivers get only what
was paid, so every settlement is zero-sum.

>>> settle_game([1000, 1000, 1000], landlord=0, landlord_won=True, x=40, first_out=0)
[80, -40, -40]
>>> settle_game([1000, 30, 1000], landlord=0, landlord_won=True, x=40, first_out=0)
[70, -30, -40]
>>> settle_game([75, 1000, 1000], landlord=0, landlord_won=False, x=40, first_out=2)
[-75, 37, 38]
>>> settle_escape([1000, 1000, 1000], landlord=1, escaper=1, x=20)
[40, -80, 40]
>>> settle_escape([1000, 1000, 1000], landlord=1, escaper=2, x=20)
[0, 40, -40]
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["BASE_SCORE", "LANDLORD_ESCAPE_FACTOR", "PEASANT_ESCAPE_FACTOR", "settle_escape", "settle_game"]

#: 底分: calling the landlord is worth 1.
BASE_SCORE = 1
#: 地主逃跑 pays 4X, 农民逃跑 pays 2X.
LANDLORD_ESCAPE_FACTOR = 4
PEASANT_ESCAPE_FACTOR = 2


def _split(amount: int, a: int, b: int, odd_to: int) -> dict[int, int]:
    """Split ``amount`` between seats ``a`` and ``b``; the odd coin goes to ``odd_to``."""
    half = amount // 2
    out = {a: half, b: half}
    out[odd_to] += amount - 2 * half
    return out


def settle_game(coins: Sequence[int], landlord: int, landlord_won: bool, x: int, first_out: int) -> list[int]:
    """Coin changes after a played-out game. ``first_out`` is the seat whose hand emptied
    (it gets the odd coin when a short landlord's coins are split)."""
    n = len(coins)
    deltas = [0] * n
    peasants = [s for s in range(n) if s != landlord]
    if landlord_won:
        for p in peasants:
            paid = min(x, coins[p])
            deltas[p] -= paid
            deltas[landlord] += paid
    else:
        owed = x * len(peasants)
        if coins[landlord] >= owed:
            for p in peasants:
                deltas[p] += x
            deltas[landlord] -= owed
        else:
            paid = coins[landlord]
            odd = first_out if first_out in peasants else peasants[0]
            for p, amount in _split(paid, peasants[0], peasants[1], odd).items():
                deltas[p] += amount
            deltas[landlord] -= paid
    return deltas


def settle_escape(coins: Sequence[int], landlord: int | None, escaper: int, x: int) -> list[int]:
    """Coin changes when ``escaper`` quits: a landlord loses 4X split between the peasants,
    a peasant loses 2X to the landlord (the other peasant neither pays nor receives).
    Before a landlord is known the escaper loses 2X split between the other two. Odd coins
    go to the first seat after the escaper in play order."""
    n = len(coins)
    deltas = [0] * n
    others = [(escaper + k) % n for k in range(1, n)]
    if landlord is None or landlord == escaper:
        factor = LANDLORD_ESCAPE_FACTOR if landlord == escaper else PEASANT_ESCAPE_FACTOR
        paid = min(factor * x, coins[escaper])
        for s, amount in _split(paid, others[0], others[1], others[0]).items():
            deltas[s] += amount
    else:
        paid = min(PEASANT_ESCAPE_FACTOR * x, coins[escaper])
        deltas[landlord] += paid
    deltas[escaper] -= paid
    return deltas
