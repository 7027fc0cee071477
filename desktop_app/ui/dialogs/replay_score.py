"""The score dialog of a replay: the game's scores and the match totals up to that game,
a title that says it is a replay of game N of M, and only Close (Next game and New match
act on a live table, which a replay is not)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtWidgets import QWidget

from .score import ScoreDialog

__all__ = ["ReplayScoreDialog"]


class ReplayScoreDialog(ScoreDialog):
    """:class:`ScoreDialog` for a replayed game, game ``games_played`` of a match of
    ``match_length`` games; ``totals`` are the match totals after it."""

    def __init__(
        self,
        outcome: Any,
        name_of: Callable[[int], str],
        totals: Sequence[int] | None = None,
        games_played: int = 1,
        match_length: int = 1,
        parent: QWidget | None = None,
        game_id: str = "",
        options: Any = None,
    ) -> None:
        super().__init__(outcome, name_of, totals, games_played, match_length, parent, game_id, options)
        self.next_button.hide()
        self.next_button.setEnabled(False)
        self.next_button.setDefault(False)
        self.close_button.setDefault(True)

    def _next(self) -> None:
        """Nothing to go on to: a replay has no next game."""

    def retranslate(self) -> None:
        super().retranslate()
        if self.match_length > 1:
            title = self.tr("Replay of game {n} of {m}").format(n=self.games_played, m=self.match_length)
            self.heading.setText(
                self.tr("Replay: game {n} of {m} is over.").format(n=self.games_played, m=self.match_length)
            )
        else:
            title = self.tr("Replay of the game")
            self.heading.setText(self.tr("Replay: the game is over."))
        self.setWindowTitle(self.tr("Scores — {what}").format(what=title))
        self.table.setColumnHidden(3, self.totals is None or self.match_length <= 1)
