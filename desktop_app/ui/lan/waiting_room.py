"""The waiting screens of a LAN room before its first game.

* :class:`HostWaitingDialog`: the host's. It shows, live (``LanHost.lobby_changed``),
  the address or addresses and the port to tell the others (this PC's IPv4 addresses from
  ``QNetworkInterface``, for display only: nothing is ever sent to them; 127.0.0.1 under
  the loopback-only switch), who has taken each seat, and the buttons "Start now (bots
  take the open seats)" and "Close room". The game starts by itself once every open seat
  is taken.
* :class:`ClientWaitingDialog`: a joining player's. First the connection's progress
  with Cancel, then the room's seats (``ClientSession.lobby``) until the first game
  starts, with Leave.

Both close when the game starts (the controller closes them); Esc or the window's close
button means Close room / Leave.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...net.safety import LOOPBACK, is_loopback, loopback_only
from .. import texts
from .texts import connection_badge

__all__ = ["ClientWaitingDialog", "HostWaitingDialog", "SeatsTable", "this_pc_addresses"]


def this_pc_addresses(listening: str = "0.0.0.0") -> list[str]:
    """The IPv4 addresses others can reach this PC at (for display only), or 127.0.0.1
    alone under the loopback-only switch or for a room that listens on loopback."""
    if loopback_only() or is_loopback(listening):
        return [LOOPBACK]
    out = []
    for address in QNetworkInterface.allAddresses():
        if address.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol or address.isLoopback():
            continue
        text = address.toString()
        if text not in out and not text.startswith("169.254."):  # link-local: rarely what people want
            out.append(text)
    return out


class SeatsTable(QTableWidget):
    """The room's seats: number, name and what the seat is (person, bot, open, away)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 3, parent)
        self.verticalHeader().setVisible(False)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self._seats: list[Mapping[str, Any]] = []
        self._here: set[int] = set()
        self.retranslate()

    def show_seats(self, seats: Iterable[Mapping[str, Any] | Any], here: Iterable[int] = ()) -> None:
        """``seats``: the lobby's seats (``LanHost.lobby_seats()`` dicts or ``LobbySeat``
        values); ``here``: the seats of the people at this PC."""
        self._seats = [s if isinstance(s, Mapping) else dataclasses.asdict(s) for s in seats]
        self._here = set(here)
        self._fill()

    def status_of(self, seat: Mapping[str, Any]) -> str:
        kind = seat.get("kind")
        if kind == "open":
            return self.tr("Open: waiting for someone to join…")
        if kind == "bot":
            return self.tr("Bot ({level})").format(level=texts.level_name(str(seat.get("level") or "normal")))
        if seat.get("you"):
            return self.tr("You")
        if seat.get("seat") in self._here:
            return self.tr("At this PC")
        if seat.get("away"):
            badge = connection_badge("away")
            return badge[0] if badge else ""
        return self.tr("Joined") if seat.get("connected", True) else self.tr("Left")

    def name_of(self, seat: Mapping[str, Any]) -> str:
        name = str(seat.get("name") or "")
        if name:
            return name
        return "—" if seat.get("kind") == "open" else texts.default_seat_name(int(seat.get("seat", 0)))

    def rows(self) -> list[tuple[str, str, str]]:
        """The table as text (tests read it)."""
        return [tuple(self.item(r, c).text() for c in range(3)) for r in range(self.rowCount())]  # type: ignore[misc]

    def _fill(self) -> None:
        self.setRowCount(len(self._seats))
        for r, seat in enumerate(self._seats):
            cells = [str(int(seat.get("seat", r)) + 1), self.name_of(seat), self.status_of(seat)]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if seat.get("kind") == "open":
                    item.setForeground(Qt.GlobalColor.darkGray)
                elif seat.get("you") or seat.get("seat") in self._here:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.setItem(r, c, item)

    def retranslate(self) -> None:
        self.setHorizontalHeaderLabels([self.tr("Seat"), self.tr("Player"), self.tr("Status")])
        self._fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class _RoomDialog(QDialog):
    """A heading, a line of news, the seats, and buttons at the bottom."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumWidth(520)
        self.lay = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setStyleSheet("font-size: 17px; font-weight: bold;")
        self.heading.setWordWrap(True)
        self.lay.addWidget(self.heading)
        self.body = QVBoxLayout()
        self.lay.addLayout(self.body)
        self.seats = SeatsTable()
        self.seats.setMinimumHeight(170)
        self.lay.addWidget(self.seats, 1)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.lay.addWidget(self.status)
        self.button_row = QHBoxLayout()
        self.button_row.addStretch(1)
        self.lay.addLayout(self.button_row)

    def _button(self) -> QPushButton:
        b = QPushButton()
        b.setAutoDefault(False)
        self.button_row.addWidget(b)
        return b

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        raise NotImplementedError


class HostWaitingDialog(_RoomDialog):
    """The host's waiting screen for ``host`` (a listening ``LanHost``). Signals:
    ``start_requested`` (Start now), ``close_requested`` (Close room, Esc)."""

    start_requested = Signal()
    close_requested = Signal()

    def __init__(self, host: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.setObjectName("HostWaitingDialog")
        self.tell_label = QLabel()
        self.tell_label.setWordWrap(True)
        self.address_label = QLabel()
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address_label.setStyleSheet("font-size: 20px; font-weight: bold; color: #1b5e20;")
        self.address_note = QLabel()
        self.address_note.setWordWrap(True)
        self.address_note.setStyleSheet("color: #555;")
        for w in (self.tell_label, self.address_label, self.address_note):
            self.body.addWidget(w)
        self.start_button = self._button()
        self.close_button = self._button()
        self.start_button.clicked.connect(self.start_requested)
        self.close_button.clicked.connect(self.close_requested)
        host.lobby_changed.connect(self.refresh)
        self.retranslate()

    def addresses(self) -> list[str]:
        return this_pc_addresses(self.host.address)

    def refresh(self) -> None:
        host = self.host
        config = host.config
        here = {i for i, plan in enumerate(config.seats) if plan.kind == "local"}
        self.seats.show_seats(host.lobby_seats(), here)
        left = len(host.open_seats())
        if left:
            self.status.setText(
                self.tr(
                    "Waiting for {n} more player(s). The game starts by itself when every open seat is taken."
                ).format(n=left)
            )
        else:
            self.status.setText(self.tr("Every seat is taken: the game starts."))
        self.start_button.setEnabled(not host.started)

    def reject(self) -> None:
        """Esc, or the window's close button: close the room."""
        self.close_requested.emit()

    def retranslate(self) -> None:
        config = self.host.config
        self.setWindowTitle(self.tr("Room {room}").format(room=config.room))
        self.heading.setText(
            self.tr("Room {room}: {game}, {n} players").format(
                room=config.room, game=texts.game_name(config.game_id), n=config.num_players
            )
        )
        found = self.addresses()
        port = self.host.port
        self.tell_label.setText(self.tr("Tell the others to join at this address and port:"))
        if found:
            lines = [self.tr("{address}  port {port}").format(address=a, port=port) for a in found]
            self.address_label.setText("\n".join(lines))
        else:
            self.address_label.setText(self.tr("port {port}").format(port=port))
        notes = []
        if loopback_only():
            notes.append(self.tr("Loopback-only mode: only programs on this PC can join (at 127.0.0.1)."))
        elif not found:
            notes.append(self.tr("This PC has no network address yet: connect it to the LAN first."))
        notes.append(self.tr("The room has a password.") if config.password else self.tr("The room has no password."))
        self.address_note.setText(" ".join(notes))
        self.start_button.setText(self.tr("Start now (bots take the open seats)"))
        self.close_button.setText(self.tr("Close room"))
        self.seats.retranslate()
        self.refresh()


class ClientWaitingDialog(_RoomDialog):
    """A joining player's screen: connecting (with Cancel), then the room's seats until
    the first game starts (with Leave). Signal ``leave_requested`` (Cancel, Leave, Esc)."""

    leave_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ClientWaitingDialog")
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)  # busy
        self.progress.setTextVisible(False)
        self.body.addWidget(self.progress)
        self.leave_button = self._button()
        self.leave_button.clicked.connect(self.leave_requested)
        self._connecting: tuple[str, str, int] | None = None  # (name, address, port)
        self._lobby: Any = None
        self._here: Sequence[int] = ()
        self._joined = False
        self.retranslate()

    @property
    def joined(self) -> bool:
        """Has someone at this PC got a seat (the screen shows the room)?"""
        return self._joined

    def set_connecting(self, name: str, address: str, port: int) -> None:
        """``name`` is connecting to ``address``:``port``."""
        self._connecting = (name, address, port)
        self.progress.show()
        self.retranslate()

    def set_lobby(self, lobby: Any, here: Sequence[int], connecting_done: bool) -> None:
        """The room as the host describes it (``ClientSession.lobby``, may be None while
        the first message is on its way); ``here``: the seats of the people at this PC."""
        self._joined = True
        self._lobby = lobby
        self._here = list(here)
        if connecting_done:
            self._connecting = None
            self.progress.hide()
        self.retranslate()

    def reject(self) -> None:
        """Esc, or the window's close button: leave (or stop connecting)."""
        self.leave_requested.emit()

    def retranslate(self) -> None:
        lobby = self._lobby
        if lobby is not None:
            title = self.tr("Room {room}").format(room=lobby.room)
            heading = self.tr("Room {room}: {game}, {n} players").format(
                room=lobby.room, game=texts.game_name(lobby.game), n=lobby.players
            )
            self.seats.show_seats(lobby.seats, self._here)
        else:
            title = heading = self.tr("Join a game")
            self.seats.show_seats([], ())
        self.setWindowTitle(title)
        self.heading.setText(heading)
        self.seats.setVisible(self._joined)
        if self._connecting is not None:
            name, address, port = self._connecting
            self.status.setText(
                self.tr("Connecting {name} to {address}, port {port}…").format(name=name, address=address, port=port)
            )
        elif lobby is not None and lobby.started:
            self.status.setText(self.tr("The game starts…"))
        else:
            self.status.setText(
                self.tr(
                    "Waiting for the game to start: it starts when every open seat is taken or when the host starts it."
                )
            )
        self.leave_button.setText(self.tr("Leave") if self._joined else self.tr("Cancel"))
        self.seats.retranslate()
