"""The Join dialog's "Seats and rules…" for a table of one's own at a server of many
tables: the new-game dialog's choices (game, players, rule options, match length; the
same code, :class:`~desktop_app.ui.dialogs.new_game.GameChoicesDialog`), each seat open
for a person or a bot of a level, and the table's name. The games are the server's
(``create.games`` of its ``lobby_welcome``); the choices are checked as the server checks
them (at least one open seat, the rule options through the game's own ``Options``) before
:meth:`CreateTableDialog.request` is sent as a ``create_room`` (docs/protocol.md
section 17)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from ..dialogs.new_game import BOT_KINDS, GameChoicesDialog

__all__ = ["TABLE_NAME_MAX", "CreateTableDialog"]

#: the longest table name the server takes (``create_room``'s ``name``)
TABLE_NAME_MAX = 64

_OPEN = "open"


class CreateTableDialog(GameChoicesDialog):
    """Open with ``open()``; read :meth:`request` after ``accepted``. ``games``: the game
    ids the server lets a table have (None: every game of this Paiju); ``game`` and
    ``players``: the choices to start from; ``player_name``: the lobby name, for the
    table's default name."""

    SEAT_KINDS = (_OPEN, *BOT_KINDS)

    def __init__(
        self,
        parent: QWidget | None = None,
        games: Sequence[str] | None = None,
        game: str = "",
        players: int = 0,
        player_name: str = "",
    ) -> None:
        last: dict[str, Any] = {"game": game}
        if players:
            last["players"] = players
        self._allowed = None if games is None else list(games)
        super().__init__(parent, last=last, player_name=player_name)
        self.setObjectName("CreateTableDialog")
        self._keep_allowed_games(game)

    def _keep_allowed_games(self, game: str) -> None:
        """Leave only the server's games in the list (starting at ``game`` when it is one)."""
        if self._allowed is None:
            return
        self.game_combo.blockSignals(True)
        for i in reversed(range(self.game_combo.count())):
            if self.game_combo.itemData(i) not in self._allowed:
                self.game_combo.removeItem(i)
        self.games = [str(self.game_combo.itemData(i)) for i in range(self.game_combo.count())]
        if game in self.games:
            self.game_combo.setCurrentIndex(self.games.index(game))
        self.game_combo.blockSignals(False)
        if self.games:
            self._game_changed()
        else:
            self.retranslate()

    def _build_head(self, lay: QVBoxLayout) -> None:
        form = QFormLayout()
        self.name_label = QLabel()
        self.name_edit = QLineEdit()
        self.name_edit.setMaxLength(TABLE_NAME_MAX)
        self._name_typed = False
        self.name_edit.textEdited.connect(self._name_edited)
        form.addRow(self.name_label, self.name_edit)
        lay.addLayout(form)

    def _name_edited(self, _text: str) -> None:
        self._name_typed = True

    def _default_seat_kind(self, seat: int) -> str:
        return _OPEN

    def _seat_kind_text(self, kind: str) -> str:
        if kind == _OPEN:
            return self.tr("Open for a person")
        return super()._seat_kind_text(kind)

    def _seats_changed(self) -> None:
        """The server names the people who sit down and its bots: no name to type."""
        for _lab, edit, _combo in self._seat_rows:
            edit.hide()

    # ---- reading
    def seat_specs(self) -> list[str]:
        """Each seat as ``create_room`` says it: ``open`` or ``bot:LEVEL``."""
        return [kind if kind == _OPEN else f"bot:{kind}" for kind in self.seat_kinds()]

    def table_name(self) -> str:
        return self.name_edit.text().strip()[:TABLE_NAME_MAX]

    def request(self) -> dict[str, Any]:
        """The ``create_room`` fields (without ``t``) of the choices."""
        return {
            "game": self.game_id,
            "players": self.players_spin.value(),
            "seats": self.seat_specs(),
            "options": self.options(),
            "match_length": self.match_spin.value(),
            "name": self.table_name(),
        }

    def _problem(self) -> str:
        if not self.games:
            return self.tr("This server offers no game for a table of your own.")
        if _OPEN not in self.seat_kinds():
            return self.tr("Leave at least one seat open: a table of bots alone has nobody to sit down.")
        if not self.table_name():
            return self.tr("Give the table a name.")
        return super()._problem()

    # ---- language
    def retranslate(self) -> None:
        super().retranslate()
        self.setWindowTitle(self.tr("A table of your own"))
        self.seats_box.setTitle(self.tr("Seats (in play order): open for a person, or a bot"))
        self.name_label.setText(self.tr("Table name"))
        if not self._name_typed:
            who = self._player_name.strip()
            name = self.tr("{name}'s table").format(name=who) if who else self.tr("A table")
            self.name_edit.setText(name[:TABLE_NAME_MAX])
        self.ok_button.setText(self.tr("Create the table"))
        self.ok_button.setEnabled(bool(self.games))
