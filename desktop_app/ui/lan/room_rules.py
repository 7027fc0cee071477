"""The host's "Change the rules…" in the lobby: the rule options and the match length of
the room's game (the new-game dialog's own widgets, :class:`GameChoicesDialog`), the
game, the players and the seats fixed. Everyone in the room sees the change, and says
Ready again."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QDoubleSpinBox, QLineEdit, QSpinBox, QWidget

from ..dialogs.new_game import GameChoicesDialog

__all__ = ["RoomRulesDialog"]


class RoomRulesDialog(GameChoicesDialog):
    """Open with ``open()``; read :meth:`options` and :meth:`match_length` after
    ``accepted``."""

    def __init__(
        self,
        game_id: str,
        players: int,
        options: Mapping[str, Any],
        match_length: int,
        parent: QWidget | None = None,
    ) -> None:
        last = {"game": game_id, "players": players, "options": dict(options), "match_length": match_length}
        super().__init__(parent, last=last)
        self.setObjectName("RoomRulesDialog")
        self.game_combo.setEnabled(False)
        self.players_spin.setEnabled(False)
        self.seats_box.hide()

    def match_length(self) -> int:
        return int(self.match_spin.value())

    def set_option(self, name: str, value: Any) -> None:
        """Set one option's widget (tests and presets)."""
        w = self._option_widgets[name]
        if isinstance(w, QCheckBox):
            w.setChecked(bool(value))
        elif isinstance(w, (QSpinBox, QDoubleSpinBox)):
            w.setValue(value)
        elif isinstance(w, QComboBox):
            w.setCurrentIndex(max(0, w.findData(value)))
        elif isinstance(w, QLineEdit):
            w.setText(str(value))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Change the rules"))
        super().retranslate()
        self.ok_button.setText(self.tr("Change the rules"))
