"""Game ▸ Host a game…: the new-game dialog's choices (game, players, rule options, match
length; the same code, :class:`~desktop_app.ui.dialogs.new_game.GameChoicesDialog`) with
other kinds of seat, and the room: its name, the port and an optional password.

Each seat is a person at this PC (the host's people play at the host's table, hot-seat
among themselves), a seat open for a remote person, or a bot. The last choices come
from the settings (``last_host``, cleaned by
:func:`~desktop_app.store.settings.clean_last_host`); the password is never kept.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QLineEdit, QSpinBox, QVBoxLayout

from ...net.host import RoomConfig, SeatPlan
from ...store.settings import MAX_ROOM_NAME, clean_last_host
from .. import texts
from ..dialogs.new_game import BOT_KINDS, GameChoicesDialog

__all__ = ["DEFAULT_PORT", "HostChoices", "HostDialog"]

#: The port a room listens on unless the host picks another (0: any free port).
DEFAULT_PORT = 47100

#: the seat kinds of a room: a person at this PC, a seat open for a remote person, bots
_LOCAL, _OPEN = "human", "open"


@dataclass(frozen=True)
class HostChoices:
    """What the host chose: the room (``LanHost``'s config) and the port to listen on."""

    config: RoomConfig
    port: int


class HostDialog(GameChoicesDialog):
    """Open with ``open()``; read :meth:`choices` (and :meth:`last_json` for the settings)
    after ``accepted``."""

    SEAT_KINDS = (_LOCAL, _OPEN, *BOT_KINDS)

    @staticmethod
    def _clean_last(last: Any) -> dict[str, Any]:
        return clean_last_host(last)

    def _build_head(self, lay: QVBoxLayout) -> None:
        self.room_box = QGroupBox()
        form = QFormLayout(self.room_box)
        self.room_label, self.port_label, self.password_label = QLabel(), QLabel(), QLabel()
        self.room_edit = QLineEdit()
        self.room_edit.setMaxLength(MAX_ROOM_NAME)
        self.port_spin = QSpinBox()
        self.port_spin.setRange(0, 65535)
        self.port_spin.setValue(int(self._last.get("port", DEFAULT_PORT)))
        self.password_edit = QLineEdit()
        self.password_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.password_edit.setMaxLength(128)
        self.password_note = QLabel()
        self.password_note.setWordWrap(True)
        self.password_note.setStyleSheet("color: #555;")
        form.addRow(self.room_label, self.room_edit)
        form.addRow(self.port_label, self.port_spin)
        form.addRow(self.password_label, self.password_edit)
        form.addRow("", self.password_note)
        lay.addWidget(self.room_box)
        room = self._last.get("room")
        if isinstance(room, str) and room.strip():
            self.room_edit.setText(room)
        else:
            who = self._player_name.strip()
            default = self.tr("{name}'s table").format(name=who) if who else self.tr("Paiju room")
            self.room_edit.setText(default[:MAX_ROOM_NAME])

    def _default_seat_kind(self, seat: int) -> str:
        return _LOCAL if seat == 0 else _OPEN

    def _last_seat_kind(self, seat: Mapping[str, Any]) -> str:
        kind = seat.get("kind")
        if kind == "remote":
            return _OPEN
        return super()._last_seat_kind(seat)

    def _seat_kind_text(self, kind: str) -> str:
        if kind == _LOCAL:
            return self.tr("A person at this PC")
        if kind == _OPEN:
            return self.tr("Open for a remote person")
        return super()._seat_kind_text(kind)

    def _seats_changed(self) -> None:
        """An open seat takes the name of whoever joins: its name field is empty and off."""
        for i, (_lab, edit, combo) in enumerate(self._seat_rows):
            is_open = combo.currentData() == _OPEN
            if is_open and edit.isEnabled():
                edit.setProperty("typed_name", edit.text())
                edit.clear()
            elif not is_open and not edit.isEnabled():
                edit.setText(str(edit.property("typed_name") or "") or texts.default_seat_name(i))
            edit.setEnabled(not is_open)
            edit.setPlaceholderText(self.tr("Whoever joins") if is_open else "")

    # ---- reading
    def seats(self) -> tuple[SeatPlan, ...]:
        out = []
        for kind, name in zip(self.seat_kinds(), self.seat_names(), strict=True):
            if kind == _LOCAL:
                out.append(SeatPlan("local", name))
            elif kind == _OPEN:
                out.append(SeatPlan("open"))
            else:
                out.append(SeatPlan("bot", name, kind))
        return tuple(out)

    def room_name(self) -> str:
        return self.room_edit.text().strip() or self.tr("Paiju room")

    def choices(self) -> HostChoices:
        config = RoomConfig(
            room=self.room_name(),
            game_id=self.game_id,
            num_players=self.players_spin.value(),
            seats=self.seats(),
            options=self.options(),
            match_length=self.match_spin.value(),
            password=self.password_edit.text(),
        )
        return HostChoices(config, self.port_spin.value())

    def last_json(self) -> dict[str, Any]:
        """The choices for the settings (``last_host``): seats as SeatConfig JSON, no password."""
        seats = []
        for plan in self.seats():
            if plan.kind == "local":
                seats.append({"kind": "human", "name": plan.name})
            elif plan.kind == "open":
                seats.append({"kind": "remote", "name": ""})
            else:
                seats.append({"kind": "bot", "name": plan.name, "level": plan.level})
        return {
            "game": self.game_id,
            "players": self.players_spin.value(),
            "seats": seats,
            "options": self.options(),
            "match_length": self.match_spin.value(),
            "room": self.room_name(),
            "port": self.port_spin.value(),
        }

    def _problem(self) -> str:
        if _OPEN not in self.seat_kinds():
            return self.tr("Open at least one seat for a remote person (with none, play at this PC: Game ▸ New game).")
        return super()._problem()

    # ---- language
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Host a game"))
        super().retranslate()
        self.room_box.setTitle(self.tr("Room"))
        self.room_label.setText(self.tr("Room name"))
        self.port_label.setText(self.tr("Port"))
        self.port_spin.setSpecialValueText(self.tr("any free port"))
        self.password_label.setText(self.tr("Password"))
        self.password_edit.setPlaceholderText(self.tr("none"))
        self.password_note.setText(self.tr("With a password, only people who type it can join."))
        self.ok_button.setText(self.tr("Open the room"))
        self._seats_changed()
