"""癞子斗地主 (Dou Dizhu with a wild rank): rules engine, referee, hints and planner.

Modules: :mod:`.patterns` (readings, comparison, move generation on rank counts),
:mod:`.game` (:class:`DoudizhuGame`), :mod:`.scoring` (coin settlement),
:mod:`.advice` (hints and the hand planner), :mod:`.match` (coins across games) and
:mod:`.referee` (the referee ops).
"""

from __future__ import annotations

from .game import DoudizhuGame, DoudizhuOptions, DoudizhuView
from .patterns import Reading, moves, readings

__all__ = ["DoudizhuGame", "DoudizhuOptions", "DoudizhuView", "Reading", "moves", "readings"]
