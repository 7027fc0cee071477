"""A game decided at the deal (天地人's 天牌 when fewer than two players are left) has no
move in its record: replayed as it is, it would open at move 0 of 0, already over, and its
score dialog would never show. The replay gives it one step, the settlement: before it,
the table shows the deal (the lottery and the cards dealt, every seat still in play);
the step then shows the sky wins and ends the game.

Engine-free helpers for :class:`~.replay.ReplaySession`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

__all__ = ["DEAL_KINDS", "deal_cut", "deal_view", "decided_at_deal"]

#: The events of the deal itself (shown before the settlement step).
DEAL_KINDS = frozenset({"lottery", "deal", "dealt"})


def decided_at_deal(game: Any, actions: Sequence[Any]) -> bool:
    """Is ``game`` (fresh from its record's deal) already over, with no move to replay?"""
    return not actions and getattr(game, "outcome", None) is not None


def deal_cut(events: Sequence[Any]) -> int:
    """How many of ``events`` (a game's from its start) belong to the deal."""
    for i, event in enumerate(events):
        if getattr(event, "kind", None) not in DEAL_KINDS:
            return i
    return len(events)


def deal_view(view: Any) -> Any:
    """``view`` as it was once dealt, before the settlement: the deal phase, nobody to
    move, every seat still live, no sky win and no score yet (the fields a game has)."""
    if not dataclasses.is_dataclass(view) or isinstance(view, type):
        return view
    n = int(getattr(view, "num_players", 0))
    names = {f.name for f in dataclasses.fields(view)}
    changes: dict[str, Any] = {"phase": "deal", "to_move": None}
    for name, value in (
        ("status", ("live",) * n),
        ("live", tuple(range(n))),
        ("sky", ()),
        ("sky_triple", False),
        ("scores", (0,) * n),
    ):
        if name in names:
            changes[name] = value
    return dataclasses.replace(view, **{k: v for k, v in changes.items() if k in names})
