"""Where a replayed game stood in its match: its number, the match's length and the match
totals before it, so that the replay's score dialog shows the totals up to that game (not
the game's own score) and says which game of the match it was.

A match file opened as a replay (or the history's match of a game, see
``ui.history.replay_file``) holds the finished games before the one watched; the history
writes only the games up to the one watched, and tells the match's real length in the
file's ``extra`` under :data:`MATCH_LENGTH_KEY`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

__all__ = ["MATCH_LENGTH_KEY", "ReplayMatch", "match_of"]

#: The ``extra`` key of a match file that gives the length of the match its games come from.
MATCH_LENGTH_KEY: Final = "replay_match_length"


@dataclass(frozen=True)
class ReplayMatch:
    """Game ``number`` of a match of ``length`` games; ``before`` are the match totals
    after the games before it (one per seat)."""

    number: int = 1
    length: int = 1
    before: tuple[int, ...] = ()

    def totals_after(self, scores: Sequence[int]) -> list[int]:
        """The match totals once this game's ``scores`` are added."""
        before = list(self.before) + [0] * max(0, len(scores) - len(self.before))
        return [int(b) + int(s) for b, s in zip(before, scores, strict=False)]


def _sum_scores(outcomes: Sequence[Any], num_players: int) -> tuple[int, ...]:
    totals = [0] * num_players
    for outcome in outcomes:
        for seat, score in enumerate(getattr(outcome, "scores", ())):
            if seat < num_players:
                totals[seat] += int(score)
    return tuple(totals)


def match_of(snap: Any) -> ReplayMatch:
    """The place in its match of the game a replay of ``snap`` (a ``MatchSnapshot``)
    shows: its current game, else its last finished one."""
    n = int(snap.num_players)
    finished = len(snap.finished)
    outcomes = tuple(getattr(snap, "outcomes", ()) or ())
    if snap.current is not None:
        number, before = finished + 1, _sum_scores(outcomes[:finished], n)
    else:
        number, before = max(1, finished), _sum_scores(outcomes[: max(0, finished - 1)], n)
    told = (getattr(snap, "extra", None) or {}).get(MATCH_LENGTH_KEY)
    length = told if isinstance(told, int) and not isinstance(told, bool) else int(snap.match_length or 1)
    return ReplayMatch(number, max(number, length), before)
