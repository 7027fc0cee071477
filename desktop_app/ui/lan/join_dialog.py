"""Game ▸ Join a game…: the rooms heard on this network (``net.discovery.RoomBrowser``,
updated live: name, game, seats free, password or not; a room of another Paiju version is
listed as such and cannot be picked), the host's address and port (filled by picking a
room, or typed: a typed address always works), your name, the room's password, and
optionally more people at this PC (each gets a connection and a seat of their own; the
hot-seat hand-off then works among them as at one PC), or to watch as a spectator.

Tables: for a typed address, "Show the server's tables" looks in (a
:class:`~desktop_app.net.lobby_client.LobbyBrowser`); a server of many tables
(``paiju --server --rooms N``) then lists its tables, who sits where and who watches,
with its lobby chat (:class:`~.lobby_view.LobbyView`); Sit down or Watch picks the table
(:attr:`JoinChoices.table`). A single host says so, and is joined as always.

The last choices come from the settings (``last_join``, cleaned by
:func:`~desktop_app.store.settings.clean_last_join`); the password is never kept.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine import GAME_IDS
from ...net import protocol as P
from ...net.discovery import FoundRoom, RoomBrowser
from ...net.lobby_client import LobbyBrowser
from ...store.settings import MAX_ADDRESS, MAX_JOIN_PEOPLE, clean_last_join
from .. import texts
from .host_dialog import DEFAULT_PORT
from .lobby_view import LobbyView
from .texts import failure_text

__all__ = ["JoinChoices", "JoinDialog"]


@dataclass(frozen=True)
class JoinChoices:
    """Where to connect, as whom (one name per person at this PC) and the password."""

    address: str
    port: int
    names: tuple[str, ...]
    password: str = ""
    spectate: bool = False
    #: each name's rejoin token (coming back to seats held before the app stopped)
    tokens: tuple[str | None, ...] = ()
    #: the table of a server of many tables (None: the one the server greets with)
    table: str | None = None

    def token_for(self, index: int) -> str | None:
        return self.tokens[index] if 0 <= index < len(self.tokens) else None

    def to_json(self) -> dict[str, Any]:
        """For the settings (``last_join``): no password."""
        return {"address": self.address, "port": self.port, "names": list(self.names)}


class JoinDialog(QDialog):
    """Open with ``open()``; read :meth:`choices` after ``accepted``. ``browser``: the
    rooms heard (a started :class:`RoomBrowser` is made when None; ``listen=False``
    makes none)."""

    def __init__(
        self,
        parent: QWidget | None = None,
        last: Mapping[str, Any] | None = None,
        player_name: str = "",
        browser: RoomBrowser | None = None,
        listen: bool = True,
    ) -> None:
        super().__init__(parent)
        self.setMinimumWidth(640)
        last = clean_last_join(last)
        names = list(last.get("names", []))
        if player_name:
            names[:1] = [player_name]
        self._last_names = names

        lay = QVBoxLayout(self)
        self.rejoin_label = QLabel()  # coming back to seats held before (set_rejoin_note)
        self.rejoin_label.setObjectName("RejoinNote")
        self.rejoin_label.setWordWrap(True)
        self.rejoin_label.setStyleSheet("color: #2e7d32; font-weight: bold;")
        self.rejoin_label.hide()
        lay.addWidget(self.rejoin_label)
        self.rooms_box = QGroupBox()
        rooms_lay = QVBoxLayout(self.rooms_box)
        self.rooms_table = QTableWidget(0, 5)
        self.rooms_table.verticalHeader().setVisible(False)
        self.rooms_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.rooms_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.rooms_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.rooms_table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for c in range(1, 5):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        self.rooms_table.setMinimumHeight(130)
        self.rooms_table.itemSelectionChanged.connect(self._room_selected)
        self.rooms_table.cellDoubleClicked.connect(self._room_double_clicked)
        self.rooms_note = QLabel()
        self.rooms_note.setWordWrap(True)
        self.rooms_note.setStyleSheet("color: #555;")
        rooms_lay.addWidget(self.rooms_table)
        rooms_lay.addWidget(self.rooms_note)
        lay.addWidget(self.rooms_box)
        self._rooms: list[FoundRoom] = []
        self._picked: tuple[str, int] | None = None
        form = QFormLayout()
        self.address_label, self.port_label, self.name_label = QLabel(), QLabel(), QLabel()
        self.password_label, self.people_label = QLabel(), QLabel()
        self.address_edit = QLineEdit(str(last.get("address", "")))
        self.address_edit.setMaxLength(MAX_ADDRESS)
        self.port_spin = QSpinBox()
        self.port_spin.setRange(1, 65535)
        self.port_spin.setValue(int(last.get("port", DEFAULT_PORT)))
        self.name_edit = QLineEdit(names[0] if names else "")
        self.name_edit.setMaxLength(P.NAME_MAX)
        self.password_edit = QLineEdit()
        self.password_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.password_edit.setMaxLength(128)
        self.people_spin = QSpinBox()
        self.people_spin.setRange(1, MAX_JOIN_PEOPLE)
        self.people_spin.setValue(max(1, min(MAX_JOIN_PEOPLE, len(names))))
        form.addRow(self.address_label, self.address_edit)
        form.addRow(self.port_label, self.port_spin)
        form.addRow(self.name_label, self.name_edit)
        form.addRow(self.password_label, self.password_edit)
        form.addRow(self.people_label, self.people_spin)
        self.spectate_check = QCheckBox()
        self.spectate_check.toggled.connect(self._spectate_changed)
        form.addRow("", self.spectate_check)
        self.tables_button = QPushButton()
        self.tables_button.setAutoDefault(False)
        self.tables_button.clicked.connect(self.look_up_tables)
        self.tables_note = QLabel()
        self.tables_note.setWordWrap(True)
        self.tables_note.setStyleSheet("color: #555;")
        tables_row = QVBoxLayout()
        tables_row.addWidget(self.tables_button, 0, Qt.AlignmentFlag.AlignLeft)
        tables_row.addWidget(self.tables_note)
        form.addRow("", tables_row)
        lay.addLayout(form)
        self.lobby_box = QGroupBox()
        lobby_lay = QVBoxLayout(self.lobby_box)
        self.lobby_view = LobbyView()
        self.lobby_view.join_requested.connect(self._table_picked)
        lobby_lay.addWidget(self.lobby_view)
        self.lobby_box.hide()
        lay.addWidget(self.lobby_box)
        self.lobby: LobbyBrowser | None = None
        self._table: str | None = None
        self.more_box = QGroupBox()
        self.more_grid = QGridLayout(self.more_box)
        self._more: list[tuple[QLabel, QLineEdit]] = []
        lay.addWidget(self.more_box)
        self.error_label = QLabel()
        self.error_label.setStyleSheet("color: #c62828;")
        self.error_label.setWordWrap(True)
        lay.addWidget(self.error_label)
        self.buttons = QDialogButtonBox()  # buttons of our own: Qt resets a standard one's text
        self.ok_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.ok_button.setDefault(True)
        self.buttons.accepted.connect(self._try_accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self.people_spin.valueChanged.connect(self._build_more)
        self._build_more()
        self.browser: RoomBrowser | None = browser
        self._listening = browser is not None
        if browser is None and listen:
            self.browser = RoomBrowser(self)
            self._listening = self.browser.start()
        if self.browser is not None:
            self.browser.rooms_changed.connect(self._show_rooms)
        self.finished.connect(self._stop_listening)
        self.retranslate()
        self._show_rooms()

    # ---- the rooms heard
    def _stop_listening(self, _result: int = 0) -> None:
        if self.browser is not None and self.browser.parent() is self:
            self.browser.stop()
        self._close_lobby(keep_table=True)  # the table picked stays in the choices

    # ---- a server's tables
    def look_up_tables(self) -> bool:
        """Look into the server at the typed address: its tables, or that it is a
        single room. False when there is no address to look at."""
        address = self.address_edit.text().strip()
        if not address:
            self.tables_note.setText(failure_text("not_an_address"))
            return False
        self._close_lobby()
        name = self.name_edit.text().strip()
        if P.check_name(name) is not None:
            name = texts.default_seat_name(0)
        lobby = self.lobby = LobbyBrowser(address, self.port_spin.value(), name, self)
        lobby.joined.connect(self._lobby_joined)
        lobby.single.connect(self._lobby_single)
        lobby.failed.connect(self._lobby_failed)
        lobby.tables_changed.connect(self._lobby_tables)
        self.lobby_view.set_browser(lobby)
        self._lobby_state = "looking"
        self._show_lobby_note()
        lobby.open()
        return True

    def _close_lobby(self, keep_table: bool = False) -> None:
        lobby, self.lobby = self.lobby, None
        if lobby is not None:
            lobby.close()
            lobby.deleteLater()
        self.lobby_view.set_browser(None)
        self.lobby_box.hide()
        if getattr(self, "_rejoin_room", None) is None:
            self.rooms_box.show()  # the rooms heard, again
        if not keep_table:
            self._table = None

    def _lobby_joined(self) -> None:
        self._lobby_state = "lobby"
        self.rooms_box.hide()  # one server's tables now take the room of the rooms heard
        self.lobby_box.show()
        self._show_lobby_note()
        self.layout().activate()
        hint = self.sizeHint()  # (adjustSize would stop at the wrapped labels' smallest height)
        self.resize(max(self.width(), hint.width()), max(self.height(), hint.height() + 16))

    def _lobby_tables(self) -> None:
        self._show_lobby_note()

    def _lobby_single(self, hello: P.ServerHello) -> None:
        self._lobby_state = "single"
        self._single = hello
        self.lobby_box.hide()
        self._show_lobby_note()

    def _lobby_failed(self, code: str) -> None:
        self._lobby_state = "failed"
        self._lobby_failure = code
        self.lobby_box.hide()
        self._show_lobby_note()

    def _show_lobby_note(self) -> None:
        state = getattr(self, "_lobby_state", "")
        lobby = self.lobby
        if state == "looking":
            text = self.tr("Looking at the server…")
        elif state == "lobby" and lobby is not None:
            text = self.tr("This server holds {n} tables: pick one to sit down or to watch.").format(
                n=len(lobby.tables())
            )
        elif state == "single":
            hello = self._single
            game = texts.game_name(hello.game) if hello.game in GAME_IDS else hello.game
            text = self.tr("This address holds a single room ({room}, {game}): press Join.").format(
                room=hello.room, game=game
            )
        elif state == "failed":
            text = failure_text(
                self._lobby_failure, address=self.address_edit.text().strip(), port=self.port_spin.value()
            )
        else:
            text = ""
        self.tables_note.setText(text)

    def _table_picked(self, table_id: str, spectate: bool) -> None:
        """Sit down at (or watch) the table ``table_id``: the dialog is done."""
        self._table = table_id
        self.spectate_check.setChecked(spectate)
        self._try_accept()
        if self.result() != QDialog.DialogCode.Accepted:
            self._table = None

    def rooms(self) -> list[FoundRoom]:
        """The rooms listed, in their order."""
        return list(self._rooms)

    def room_rows(self) -> list[tuple[str, ...]]:
        """The list as text (tests read it)."""
        t = self.rooms_table
        return [tuple(t.item(r, c).text() for c in range(t.columnCount())) for r in range(t.rowCount())]

    def _show_rooms(self) -> None:
        self._rooms = self.browser.rooms() if self.browser is not None else []
        t = self.rooms_table
        t.blockSignals(True)
        t.setRowCount(len(self._rooms))
        keep = -1
        for r, room in enumerate(self._rooms):
            for c, text in enumerate(self._room_cells(room)):
                item = QTableWidgetItem(text)
                if not room.compatible:
                    item.setForeground(Qt.GlobalColor.darkGray)
                    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsSelectable)
                    item.setToolTip(self.tr("This room runs another version of Paiju: it cannot be joined from here."))
                t.setItem(r, c, item)
            if self._picked == (room.address, room.port):
                keep = r
        if keep >= 0:
            t.selectRow(keep)
        else:
            t.clearSelection()
        t.blockSignals(False)
        self._show_rooms_note()

    def _room_cells(self, room: FoundRoom) -> list[str]:
        game = texts.game_name(room.game) if room.game in GAME_IDS else room.game
        if not room.compatible:
            game = self.tr("{game} · another Paiju version ({app})").format(game=game, app=room.app)
        if room.started:
            seats = self.tr("playing ({n} players)").format(n=room.players)
        else:
            seats = self.tr("{free} of {n} free").format(free=room.seats_free, n=room.players)
        password = self.tr("yes") if room.password else self.tr("no")
        return [room.room, game, seats, password, f"{room.address}:{room.port}"]

    def _show_rooms_note(self) -> None:
        if self.browser is None:
            self.rooms_note.setText(self.tr("Type the host's address below."))
        elif not self._listening:
            self.rooms_note.setText(
                self.tr("Rooms on this network cannot be listed ({detail}): type the host's address below.").format(
                    detail=self.browser.error_string or "?"
                )
            )
        elif not self._rooms:
            self.rooms_note.setText(
                self.tr("Looking for rooms on this network… none heard yet. You can also type the address below.")
            )
        else:
            self.rooms_note.setText(self.tr("Pick a room to fill in its address, or type an address below."))

    def pick_room(self, row: int) -> bool:
        """Take the room listed at ``row``: its address and port fill the fields. False
        for a room of another Paiju version (it cannot be joined)."""
        if not 0 <= row < len(self._rooms):
            return False
        room = self._rooms[row]
        if not room.compatible:
            self.error_label.setText(
                self.tr("{room} runs another version of Paiju ({app}): it cannot be joined from here.").format(
                    room=room.room, app=room.app
                )
            )
            return False
        self._picked = (room.address, room.port)
        self.address_edit.setText(room.address)
        self.port_spin.setValue(room.port)
        if room.started or room.seats_free == 0:
            self.spectate_check.setChecked(True)
            self.error_label.setText(
                self.tr("No seat is free in {room}: you can watch as a spectator.").format(room=room.room)
            )
        else:
            self.error_label.clear()
            if self.people_spin.value() > room.seats_free:
                self.people_spin.setValue(max(1, room.seats_free))
        return True

    def _room_selected(self) -> None:
        rows = self.rooms_table.selectionModel().selectedRows()
        if rows:
            self.pick_room(rows[0].row())

    def _room_double_clicked(self, row: int, _column: int) -> None:
        if self.pick_room(row):
            self._try_accept()

    def _spectate_changed(self, on: bool) -> None:
        if on:
            self.people_spin.setValue(1)
        self.people_spin.setEnabled(not on)
        self.people_label.setEnabled(not on)

    def _build_more(self) -> None:
        """One name field for each more person at this PC."""
        want = self.people_spin.value() - 1
        while len(self._more) > want:
            lab, edit = self._more.pop()
            for w in (lab, edit):
                self.more_grid.removeWidget(w)
                w.hide()
                w.deleteLater()
        while len(self._more) < want:
            k = len(self._more) + 1
            lab, edit = QLabel(), QLineEdit()
            edit.setMaxLength(P.NAME_MAX)
            edit.setText(self._last_names[k] if k < len(self._last_names) else texts.default_seat_name(k))
            self.more_grid.addWidget(lab, k, 0)
            self.more_grid.addWidget(edit, k, 1)
            self._more.append((lab, edit))
        self.more_box.setVisible(bool(self._more))
        self._retranslate_more()

    def set_rejoin_note(self, room: str) -> None:
        """Coming back to seats held before the app stopped: only the password to type."""
        self._rejoin_room = room
        self.rooms_box.hide()
        self.rejoin_label.show()
        for w in (self.address_edit, self.port_spin, self.name_edit, self.people_spin, self.spectate_check):
            w.setEnabled(False)
        for _lab, edit in self._more:
            edit.setEnabled(False)
        self.password_edit.setFocus()
        self.retranslate()

    def set_people(self, names: list[str]) -> None:
        """Type the names of the people at this PC (tests and presets)."""
        self.people_spin.setValue(len(names))
        self.name_edit.setText(names[0])
        for (_lab, edit), name in zip(self._more, names[1:], strict=True):
            edit.setText(name)

    # ---- reading
    def names(self) -> tuple[str, ...]:
        return (self.name_edit.text().strip(), *(e.text().strip() for _l, e in self._more))

    def choices(self) -> JoinChoices:
        return JoinChoices(
            self.address_edit.text().strip(),
            self.port_spin.value(),
            self.names(),
            self.password_edit.text(),
            self.spectate_check.isChecked(),
            table=self._table,
        )

    def _problem(self) -> str:
        if not self.address_edit.text().strip():
            return failure_text("not_an_address")
        names = self.names()
        for name in names:
            if not name:
                return self.tr("Type a name for each person at this PC.")
            if P.check_name(name) is not None:
                return self.tr(
                    "{name} cannot be a name: a name has at most {n} characters and no control characters."
                ).format(name=name, n=P.NAME_MAX)
        if len({n.casefold() for n in names}) < len(names):
            return self.tr("Each person at this PC needs a name of their own.")
        return ""

    def _try_accept(self) -> None:
        problem = self._problem()
        self.error_label.setText(problem)
        if not problem:
            self.accept()

    # ---- language
    def _retranslate_more(self) -> None:
        for k, (lab, _edit) in enumerate(self._more, start=2):
            lab.setText(self.tr("Person {n}").format(n=k))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Join a game"))
        room = getattr(self, "_rejoin_room", None)
        if room is not None:
            self.setWindowTitle(self.tr("Rejoin the LAN game"))
            self.rejoin_label.setText(
                self.tr("Your seats in {room} are kept for you: type the room's password to come back.").format(
                    room=room or self.address_edit.text()
                )
            )
        self.rooms_box.setTitle(self.tr("Rooms on this network"))
        self.rooms_table.setHorizontalHeaderLabels(
            [self.tr("Room"), self.tr("Game"), self.tr("Seats"), self.tr("Password"), self.tr("Host")]
        )
        if self._rooms:
            self._show_rooms()
        else:
            self._show_rooms_note()
        self.spectate_check.setText(self.tr("Watch as a spectator (no seat: you see only what everyone sees)"))
        self.address_label.setText(self.tr("Host's address"))
        self.address_edit.setPlaceholderText(self.tr("for example 192.168.1.20"))
        self.port_label.setText(self.tr("Port"))
        self.name_label.setText(self.tr("Your name"))
        self.password_label.setText(self.tr("Password"))
        self.password_edit.setPlaceholderText(self.tr("if the room has one"))
        self.people_label.setText(self.tr("People at this PC"))
        self.tables_button.setText(self.tr("Show the server's tables"))
        self.lobby_box.setTitle(self.tr("Tables at this server"))
        self._show_lobby_note()
        self.more_box.setTitle(self.tr("More people at this PC (each gets a seat)"))
        self._retranslate_more()
        self.ok_button.setText(self.tr("Join"))
        self.cancel_button.setText(self.tr("Cancel"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
