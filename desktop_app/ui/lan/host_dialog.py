"""Game ▸ Host a game…: the new-game dialog's choices (game, players, rule options, match
length; the same code, :class:`~desktop_app.ui.dialogs.new_game.GameChoicesDialog`) with
other kinds of seat, and the room: its name, the port, an optional password, and the room
options: the grace period a player who drops out keeps the seat (60 s by default), the
turn timer (off by default), whether spectators see each trick only once it is over, and
whether the room is announced on the LAN (others find it in Join; on by default).

Each seat is a person at this PC (the host's people play at the host's table, hot-seat
among themselves), a seat open for a remote person, or a bot. The last choices come
from the settings (``last_host``, cleaned by
:func:`~desktop_app.store.settings.clean_last_host`); the password is never kept.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
)

from ...net.host import RoomConfig, SeatPlan
from ...store.settings import GRACE_CHOICES_S, MAX_ROOM_NAME, TURN_CHOICES_S, clean_last_host
from .. import texts
from ..dialogs.new_game import BOT_KINDS, GameChoicesDialog

__all__ = ["DEFAULT_PORT", "HostChoices", "HostDialog"]

#: The port a room listens on unless the host picks another (0: any free port).
DEFAULT_PORT = 47100

#: the seat kinds of a room: a person at this PC, a seat open for a remote person, bots
_LOCAL, _OPEN = "human", "open"


#: the grace period a room offers unless the host picks another (s)
DEFAULT_GRACE_S = 60


@dataclass(frozen=True)
class HostChoices:
    """What the host chose: the room (``LanHost``'s config), the port to listen on, and
    whether to announce the room on the LAN."""

    config: RoomConfig
    port: int
    announce: bool = True


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
        password_row = QHBoxLayout()
        password_row.addWidget(self.password_edit, 1)
        password_row.addWidget(self.password_note, 2)
        form.addRow(self.password_label, password_row)
        self.options_room_box = QGroupBox()
        options = QFormLayout(self.options_room_box)
        self.grace_label, self.turn_label = QLabel(), QLabel()
        self.grace_combo = QComboBox()
        for seconds in GRACE_CHOICES_S:
            self.grace_combo.addItem("", seconds)
        self.grace_combo.setCurrentIndex(max(0, self.grace_combo.findData(self._last.get("grace_s", DEFAULT_GRACE_S))))
        self.turn_combo = QComboBox()
        for seconds in TURN_CHOICES_S:
            self.turn_combo.addItem("", seconds)
        self.turn_combo.setCurrentIndex(max(0, self.turn_combo.findData(self._last.get("turn_s", 0))))
        self.spectator_delay_check = QCheckBox()
        self.spectator_delay_check.setChecked(bool(self._last.get("spectator_delay", False)))
        self.announce_check = QCheckBox()
        self.announce_check.setChecked(bool(self._last.get("announce", True)))
        options.addRow(self.grace_label, self.grace_combo)
        options.addRow(self.turn_label, self.turn_combo)
        options.addRow(self.spectator_delay_check)
        options.addRow(self.announce_check)
        lay.addWidget(self.room_box)
        lay.addWidget(self.options_room_box)
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
                edit.setText(
                    str(edit.property("typed_name") or "")
                    or texts.default_seat_name(i, self.game_id, self.players_spin.value())
                )
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
            grace_ms=int(self.grace_combo.currentData()) * 1000,
            turn_ms=int(self.turn_combo.currentData()) * 1000,
            spectator_delay=self.spectator_delay_check.isChecked(),
            wait_ready=True,  # people say Ready in the lobby before the first game
        )
        return HostChoices(config, self.port_spin.value(), self.announce_check.isChecked())

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
            "grace_s": int(self.grace_combo.currentData()),
            "turn_s": int(self.turn_combo.currentData()),
            "spectator_delay": self.spectator_delay_check.isChecked(),
            "announce": self.announce_check.isChecked(),
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
        self.options_room_box.setTitle(self.tr("Room options"))
        self.room_label.setText(self.tr("Room name"))
        self.port_label.setText(self.tr("Port"))
        self.port_spin.setSpecialValueText(self.tr("any free port"))
        self.password_label.setText(self.tr("Password"))
        self.password_edit.setPlaceholderText(self.tr("none"))
        self.password_note.setText(self.tr("With a password, only people who type it can join."))
        self.grace_label.setText(self.tr("A player who drops out keeps the seat"))
        self.grace_label.setWordWrap(True)
        for i in range(self.grace_combo.count()):
            seconds = int(self.grace_combo.itemData(i))
            self.grace_combo.setItemText(i, _seconds_text(seconds) if seconds else self.tr("to the end of the game"))
        self.grace_combo.setToolTip(
            self.tr("Meanwhile a bot plays for them; after that the game's own rule for leaving applies.")
        )
        self.turn_label.setText(self.tr("Turn timer"))
        for i in range(self.turn_combo.count()):
            seconds = int(self.turn_combo.itemData(i))
            self.turn_combo.setItemText(
                i, self.tr("{n} s per turn").format(n=seconds) if seconds else self.tr("off (no time limit)")
            )
        self.turn_combo.setToolTip(
            self.tr("When a person's time runs out a bot moves for them; after three in a row it plays on (托管).")
        )
        self.spectator_delay_check.setText(self.tr("Spectators see each trick only once it is over"))
        self.announce_check.setText(self.tr("Show the room to others on this network (in their Join dialog)"))
        self.ok_button.setText(self.tr("Open the room"))
        self._seats_changed()


def _seconds_text(seconds: int) -> str:
    if seconds % 60 == 0 and seconds >= 120:
        return QCoreApplication.translate("HostDialog", "for {n} minutes").format(n=seconds // 60)
    return QCoreApplication.translate("HostDialog", "for {n} s").format(n=seconds)
