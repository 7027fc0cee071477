"""The lobby of a LAN room: the waiting screens before its first game.

Both screens show, live, the seats (who sits where, ready marks, 托管, muted), the rule
options and the match length, the room options (grace period, turn timer, spectators'
delay, fair deal), and the room's chat beside them.

* :class:`HostWaitingDialog`: the host's. It shows the address or addresses and the port
  to tell the others (this PC's IPv4 addresses from ``QNetworkInterface``, for display
  only: nothing is ever sent to them; 127.0.0.1 under the loopback-only switch), and the
  host's tools: each seat's menu (right click, or "Seat" on the selected row) moves a
  person to an open seat, mutes them, removes (kicks) or bans them (by name, by their PC,
  by their address), makes a seat a bot or opens it again; "Bans…" lists the room's bans
  and lifts them; "Fill with bots" and "Open the bot seats" do so for every seat;
  "Change the rules…" changes the rule options and the match length (everyone sees the
  change and says Ready again). "Start now" starts once the people seated are ready (bots
  take the seats still open); the game also starts by itself when every seat is taken and
  everyone is ready.
* :class:`ClientWaitingDialog`: a joining player's. First the connection's progress
  with Cancel, then the room with a Ready toggle (none for a spectator) and Leave.

Both close when the game starts (the controller closes them); Esc or the window's close
button means Close room / Leave.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QPoint, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface
from PySide6.QtWidgets import (
    QDialog,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...net.host import SeatPlan
from ...net.safety import LOOPBACK, is_loopback, loopback_only
from .. import texts
from ..dialogs.new_game import BOT_KINDS
from .bans import BansDialog
from .chat import ChatPanel
from .texts import connection_badge, room_options_text, rules_text

__all__ = ["ClientWaitingDialog", "HostWaitingDialog", "SeatsTable", "this_pc_addresses"]

_GREEN = "#2e7d32"


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
    """The room's seats: number, name, what the seat is (person, bot, open, away, 托管)
    and the ready mark."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 4, parent)
        self.verticalHeader().setVisible(False)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.ResizeToContents)
        self._seats: list[Mapping[str, Any]] = []
        self._here: set[int] = set()
        self.game_id = ""  # the room's game: its default seat names
        self.retranslate()

    def show_seats(self, seats: Iterable[Mapping[str, Any] | Any], here: Iterable[int] = ()) -> None:
        """``seats``: the lobby's seats (``LanHost.lobby_seats()`` dicts or ``LobbySeat``
        values); ``here``: the seats of the people at this PC."""
        self._seats = [s if isinstance(s, Mapping) else dataclasses.asdict(s) for s in seats]
        self._here = set(here)
        self._fill()

    def seat(self, row: int) -> Mapping[str, Any] | None:
        return self._seats[row] if 0 <= row < len(self._seats) else None

    def status_of(self, seat: Mapping[str, Any]) -> str:
        kind = seat.get("kind")
        if kind == "open":
            return self.tr("Open: waiting for someone to join…")
        if kind == "bot":
            return self.tr("Bot ({level})").format(level=texts.level_name(str(seat.get("level") or "normal")))
        if seat.get("you"):
            status = self.tr("You")
        elif seat.get("seat") in self._here:
            status = self.tr("At this PC")
        elif seat.get("local"):  # a person at the host's PC, seen from a client's
            status = self.tr("Host")
        elif seat.get("away") and seat.get("waiting"):  # nobody plays the seat: the room waits
            status = self.tr("Waiting for {name} to come back").format(name=self.name_of(seat))
        elif seat.get("away"):
            badge = connection_badge("away")
            status = badge[0] if badge else ""
        else:
            status = self.tr("Joined") if seat.get("connected", True) else self.tr("Left")
        if seat.get("autoplay") and not seat.get("away"):
            badge = connection_badge("autoplay")
            status = f"{status} · {badge[0]}" if badge else status
        if seat.get("muted"):
            status = self.tr("{status} · chat muted").format(status=status)
        return status

    def ready_of(self, seat: Mapping[str, Any]) -> str:
        return self.tr("Ready") if seat.get("ready") and seat.get("kind") == "person" else ""

    def name_of(self, seat: Mapping[str, Any]) -> str:
        name = str(seat.get("name") or "")
        if not name and seat.get("kind") == "open":
            return "—"
        return texts.seat_display_name(name, int(seat.get("seat", 0)), self.game_id, len(self._seats))

    def rows(self) -> list[tuple[str, str, str, str]]:
        """The table as text (tests read it): seat, player, status, ready."""
        return [
            tuple(self.item(r, c).text().removeprefix("✓ ") for c in range(4))  # type: ignore[misc]
            for r in range(self.rowCount())
        ]

    def _fill(self) -> None:
        selected = self.currentRow()
        self.setRowCount(len(self._seats))
        for r, seat in enumerate(self._seats):
            cells = [str(int(seat.get("seat", r)) + 1), self.name_of(seat), self.status_of(seat), self.ready_of(seat)]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(("✓ " + text) if c == 3 and text else text)
                if seat.get("kind") == "open":
                    item.setForeground(Qt.GlobalColor.darkGray)
                elif c == 3:
                    item.setForeground(QColor(_GREEN))
                if seat.get("you") or seat.get("seat") in self._here:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.setItem(r, c, item)
        if 0 <= selected < self.rowCount() and self.selectionMode() != QTableWidget.SelectionMode.NoSelection:
            self.selectRow(selected)

    def retranslate(self) -> None:
        self.setHorizontalHeaderLabels([self.tr("Seat"), self.tr("Player"), self.tr("Status"), self.tr("Ready")])
        self._fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class _RoomDialog(QDialog):
    """A heading, a line of news, the seats, the rules, buttons at the bottom; the chat on
    the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumSize(880, 520)
        self.room: Any = None
        outer = QHBoxLayout(self)
        left = QVBoxLayout()
        outer.addLayout(left, 3)
        self.lay = left
        self.heading = QLabel()
        self.heading.setStyleSheet("font-size: 17px; font-weight: bold;")
        self.heading.setWordWrap(True)
        self.lay.addWidget(self.heading)
        self.body = QVBoxLayout()
        self.lay.addLayout(self.body)
        self.seats = SeatsTable()
        self.seats.setMinimumHeight(170)
        self.lay.addWidget(self.seats, 1)
        self.tools_row = QHBoxLayout()
        self.lay.addLayout(self.tools_row)
        self.rules_box = QGroupBox()
        rules = QVBoxLayout(self.rules_box)
        self.rules_label = QLabel()
        self.rules_label.setWordWrap(True)
        self.room_options_label = QLabel()
        self.room_options_label.setWordWrap(True)
        self.room_options_label.setStyleSheet("color: #555;")
        rules.addWidget(self.rules_label)
        rules.addWidget(self.room_options_label)
        self.rules_row = QHBoxLayout()
        rules.addLayout(self.rules_row)
        self.lay.addWidget(self.rules_box)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setStyleSheet("font-weight: bold;")
        self.lay.addWidget(self.status)
        self.button_row = QHBoxLayout()
        self.button_row.addStretch(1)
        self.lay.addLayout(self.button_row)
        self.chat_box = QGroupBox()
        chat_lay = QVBoxLayout(self.chat_box)
        self.chat = ChatPanel()
        chat_lay.addWidget(self.chat)
        self.chat_box.setMinimumWidth(290)
        outer.addWidget(self.chat_box, 2)

    def bind_room(self, room: Any) -> None:
        """Show ``room`` (a :class:`~.room.Room`): its rules, options and chat."""
        self.room = room
        self.chat.bind(room)
        room.changed.connect(self.refresh)
        self.refresh()

    def _button(self, row: QHBoxLayout | None = None) -> QPushButton:
        b = QPushButton()
        b.setAutoDefault(False)
        (row if row is not None else self.button_row).addWidget(b)
        return b

    def _show_rules(self, game_id: str, options: Mapping[str, Any], match_length: int, room_options: Any) -> None:
        self.rules_label.setText(rules_text(game_id, options, match_length))
        if self.seats.game_id != game_id:
            self.seats.game_id = game_id
            self.seats._fill()
        password = self.room.password if self.room is not None else None
        self.room_options_label.setText(room_options_text(room_options or {}, password))

    def refresh(self) -> None:
        """Show the room as it is now."""

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.rules_box.setTitle(self.tr("Rules"))
        self.chat_box.setTitle(self.tr("Chat"))


class HostWaitingDialog(_RoomDialog):
    """The host's waiting screen for ``host`` (a listening ``LanHost``). Signals:
    ``start_requested`` (Start now), ``close_requested`` (Close room, Esc),
    ``rules_requested`` (Change the rules…)."""

    start_requested = Signal()
    close_requested = Signal()
    rules_requested = Signal()

    def __init__(self, host: Any, parent: QWidget | None = None, room: Any = None) -> None:
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
        self.seats.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.seats.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.seats.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.seats.customContextMenuRequested.connect(self._context_menu)
        self.seat_button = self._button(self.tools_row)
        self.seat_button.clicked.connect(self._seat_button_menu)
        self.fill_button = self._button(self.tools_row)
        self.fill_button.clicked.connect(self.fill_with_bots)
        self.empty_button = self._button(self.tools_row)
        self.empty_button.clicked.connect(self.open_bot_seats)
        self.bans_button = self._button(self.tools_row)
        self.bans_button.clicked.connect(self.show_bans)
        self.bans_dialog: BansDialog | None = None
        host.bans_changed.connect(self._update_bans_button)
        self.tools_row.addStretch(1)
        self.tools_hint = QLabel()
        self.tools_hint.setWordWrap(True)
        self.tools_hint.setStyleSheet("color: #555;")
        self.lay.insertWidget(self.lay.indexOf(self.rules_box), self.tools_hint)
        self.rules_button = self._button(self.rules_row)
        self.rules_button.clicked.connect(self.rules_requested)
        self.rules_row.addStretch(1)
        self.start_button = self._button()
        self.close_button = self._button()
        self.start_button.clicked.connect(self.start_requested)
        self.close_button.clicked.connect(self.close_requested)
        self.seats.itemSelectionChanged.connect(self._update_tools)
        self.menu: QMenu | None = None
        if room is not None:
            self.bind_room(room)
        else:
            host.lobby_changed.connect(self.refresh)
        self.retranslate()

    def addresses(self) -> list[str]:
        return this_pc_addresses(self.host.address)

    # ------------------------------------------------------------------ the host's tools
    def _plans(self) -> Sequence[SeatPlan]:
        return tuple(self.host.config.seats)

    def seat_menu(self, seat: int) -> QMenu:
        """The host's menu for ``seat`` (what can be done with it now)."""
        host = self.host
        menu = QMenu(self)
        info = next((s for s in host.lobby_seats() if s.get("seat") == seat), {})
        plan = self._plans()[seat]
        remote = info.get("kind") == "person" and not info.get("local")
        if remote:
            name = str(info.get("name") or "")
            for target in host.open_seats():
                a = menu.addAction(self.tr("Move {name} to seat {n}").format(name=name, n=target + 1))
                a.triggered.connect(lambda _=False, t=target: self.move(seat, t))
            muted = bool(info.get("muted"))
            mute_text = self.tr("Let {name} chat again") if muted else self.tr("Mute {name}'s chat")
            a = menu.addAction(mute_text.format(name=name))
            a.triggered.connect(lambda _=False: self.mute(seat, not muted))
            menu.addSeparator()
            a = menu.addAction(self.tr("Remove {name} from the room").format(name=name))
            a.triggered.connect(lambda _=False: self.kick(seat))
            bans = menu.addMenu(self.tr("Remove and ban {name}").format(name=name))
            for text, kinds, usable in (
                (self.tr("By name: {name} may not join again"), "name", True),
                (self.tr("This PC: nobody at {name}'s PC may join again"), "device", host.can_ban_device(seat)),
                (self.tr("This address: nobody at {name}'s address may join again"), "address", True),
                (self.tr("The name and the address"), ("name", "address"), True),
            ):
                a = bans.addAction(text.format(name=name))
                a.setEnabled(usable and not host.started)
                a.triggered.connect(lambda _=False, k=kinds: self.kick(seat, ban=k))
        else:
            for level in BOT_KINDS:
                if plan.kind == "bot" and plan.level == level:
                    continue
                a = menu.addAction(self.tr("Make it a bot ({level})").format(level=texts.level_name(level)))
                a.triggered.connect(lambda _=False, lv=level: self.set_bot(seat, lv))
            if plan.kind != "open":
                a = menu.addAction(self.tr("Open it for a remote person"))
                a.triggered.connect(lambda _=False: self.open_seat(seat))
        for a in menu.actions():
            if a.menu() is None:
                a.setEnabled(not host.started)
        return menu

    def _context_menu(self, pos: QPoint) -> None:
        row = self.seats.rowAt(pos.y())
        if row < 0 or self.host.started:
            return
        self.seats.selectRow(row)
        self.menu = self.seat_menu(row)
        self.menu.popup(self.seats.viewport().mapToGlobal(pos))

    def _seat_button_menu(self) -> None:
        row = self.seats.currentRow()
        if row < 0:
            return
        self.menu = self.seat_menu(row)
        self.menu.popup(self.seat_button.mapToGlobal(QPoint(0, self.seat_button.height())))

    def move(self, source: int, target: int) -> bool:
        return bool(self.host.move_seat(source, target))

    def kick(self, seat: int, ban: Any = False) -> bool:
        """Remove the person at ``seat`` (``ban``: as ``LanHost.kick`` takes it)."""
        return bool(self.host.kick(seat, ban=ban))

    def show_bans(self) -> BansDialog:
        """The room's bans, to lift."""
        dlg = BansDialog(self.host, self)
        self.bans_dialog = dlg
        dlg.open()
        return dlg

    def _update_bans_button(self) -> None:
        n = len(self.host.bans())
        self.bans_button.setText(self.tr("Bans ({n})…").format(n=n) if n else self.tr("Bans…"))
        self.bans_button.setEnabled(n > 0)

    def mute(self, seat: int, on: bool) -> None:
        if self.room is not None:
            self.room.set_muted(seat, on)
        else:
            self.host.mute(seat, on)

    def set_bot(self, seat: int, level: str) -> bool:
        name = self._plans()[seat].name if self._plans()[seat].kind != "open" else ""
        return bool(self.host.set_seat_plan(seat, SeatPlan("bot", name, level)))

    def open_seat(self, seat: int) -> bool:
        return bool(self.host.set_seat_plan(seat, SeatPlan("open")))

    def fill_with_bots(self) -> int:
        """Every open seat nobody took becomes a bot (Normal); how many did."""
        return sum(self.set_bot(seat, "normal") for seat in self.host.open_seats())

    def open_bot_seats(self) -> int:
        """Every bot seat opens for a remote person; how many did."""
        return sum(self.open_seat(i) for i, p in enumerate(self._plans()) if p.kind == "bot")

    def _update_tools(self) -> None:
        started = self.host.started
        self.seat_button.setEnabled(not started and self.seats.currentRow() >= 0)
        self.fill_button.setEnabled(not started and bool(self.host.open_seats()))
        self.empty_button.setEnabled(not started and any(p.kind == "bot" for p in self._plans()))
        self.rules_button.setEnabled(not started)

    # ------------------------------------------------------------------ showing
    def refresh(self) -> None:
        host = self.host
        config = host.config
        here = {i for i, plan in enumerate(config.seats) if plan.kind == "local"}
        self.seats.show_seats(host.lobby_seats(), here)
        self._show_rules(config.game_id, config.options, config.match_length, config.room_options())
        left = len(host.open_seats())
        waiting = self.room.not_ready() if self.room is not None else []
        away = [str(s.get("name") or "") for s in host.lobby_seats() if s.get("away")]
        if host.started and away:  # a reopened room: the next game waits for its people
            self.status.setText(
                self.tr("The room is open again. Waiting for {names} to come back…").format(names=", ".join(away))
            )
        elif host.started:
            self.status.setText(self.tr("The game starts…"))
        elif left:
            self.status.setText(
                self.tr(
                    "Waiting for {n} more player(s). The game starts by itself once every seat is taken "
                    "and everyone is ready."
                ).format(n=left)
            )
        elif waiting:
            self.status.setText(self.tr("Waiting for {names} to say Ready.").format(names=", ".join(waiting)))
        else:
            self.status.setText(self.tr("Every seat is taken and everyone is ready: the game starts."))
        ready = host.all_ready()
        self.start_button.setEnabled(not host.started and ready)
        self.start_button.setToolTip("" if ready else self.tr("Everyone seated must say Ready first."))
        self._update_tools()

    def reject(self) -> None:
        """Esc, or the window's close button: close the room."""
        self.close_requested.emit()

    def retranslate(self) -> None:
        super().retranslate()
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
        self.seat_button.setText(self.tr("Seat…"))
        self.fill_button.setText(self.tr("Fill with bots"))
        self.empty_button.setText(self.tr("Open the bot seats"))
        self._update_bans_button()
        self.tools_hint.setText(
            self.tr("Right-click a seat (or pick it and press Seat…) to move, mute or remove its player.")
        )
        self.rules_button.setText(self.tr("Change the rules…"))
        self.start_button.setText(self.tr("Start now (bots take the open seats)"))
        self.close_button.setText(self.tr("Close room"))
        self.seats.retranslate()
        self.refresh()


class ClientWaitingDialog(_RoomDialog):
    """A joining player's screen: connecting (with Cancel), then the room's seats until
    the first game starts, with Ready and Leave. Signals ``leave_requested`` (Cancel,
    Leave, Esc) and ``ready_toggled(bool)``."""

    leave_requested = Signal()
    ready_toggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None, room: Any = None) -> None:
        super().__init__(parent)
        self.setObjectName("ClientWaitingDialog")
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)  # busy
        self.progress.setTextVisible(False)
        self.body.addWidget(self.progress)
        self.ready_button = self._button()
        self.ready_button.setCheckable(True)
        self.ready_button.clicked.connect(self._ready_clicked)
        self.ready_button.hide()
        self.leave_button = self._button()
        self.leave_button.clicked.connect(self.leave_requested)
        self._connecting: tuple[str, str, int] | None = None  # (name, address, port)
        self._lobby: Any = None
        self._here: Sequence[int] = ()
        self._joined = False
        if room is not None:
            self.bind_room(room)
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

    def refresh(self) -> None:
        if self.room is not None and self.room.client is not None and self._joined:
            self._lobby = self.room.client.lobby
            self._here = self.room.client.local_seats
            self.retranslate()

    def _ready_clicked(self) -> None:
        """The click means what the button said (Ready, or Cancel ready), whatever Qt's
        check state turned into: it says so at once, then the host's marks confirm it."""
        want = not (self.room is not None and self.room.my_seats_ready())
        self.ready_toggled.emit(want)
        self.retranslate()

    def reject(self) -> None:
        """Esc, or the window's close button: leave (or stop connecting)."""
        self.leave_requested.emit()

    def _status_text(self) -> str:
        lobby, room = self._lobby, self.room
        if self._connecting is not None:
            name, address, port = self._connecting
            return self.tr("Connecting {name} to {address}, port {port}…").format(name=name, address=address, port=port)
        if lobby is not None and lobby.started:
            return self.tr("The game starts…")
        if room is not None and room.is_spectator:
            return self.tr("You are watching as a spectator: you see the table but never a hand.")
        if lobby is None or room is None:
            return self.tr(
                "Waiting for the game to start: it starts when every open seat is taken or when the host starts it."
            )
        left = sum(1 for s in lobby.seats if s.kind == "open")
        others = [n for n in room.not_ready() if n not in {s.name for s in lobby.seats if s.seat in self._here}]
        if not room.my_seats_ready():
            return self.tr(
                "Press Ready when you are. The game starts once every seat is taken and everyone is ready, "
                "or when the host starts it."
            )
        if left:
            return self.tr("You are ready. Waiting for {n} more player(s)…").format(n=left)
        if others:
            return self.tr("You are ready. Waiting for {names}…").format(names=", ".join(others))
        return self.tr("You are ready. The game starts in a moment…")

    def retranslate(self) -> None:
        super().retranslate()
        lobby = self._lobby
        if lobby is not None:
            title = self.tr("Room {room}").format(room=lobby.room)
            heading = self.tr("Room {room}: {game}, {n} players").format(
                room=lobby.room, game=texts.game_name(lobby.game), n=lobby.players
            )
            self.seats.show_seats(lobby.seats, self._here)
            self._show_rules(lobby.game, lobby.options, lobby.match_length, lobby.room_options)
        else:
            title = heading = self.tr("Join a game")
            self.seats.show_seats([], ())
        self.setWindowTitle(title)
        self.heading.setText(heading)
        self.seats.setVisible(self._joined)
        self.rules_box.setVisible(lobby is not None)
        self.chat_box.setVisible(self._joined)
        self.status.setText(self._status_text())
        spectator = self.room is not None and self.room.is_spectator
        ready = self.room is not None and self.room.my_seats_ready()
        # Ready once everyone at this PC is in: it says so for each of them
        self.ready_button.setVisible(
            lobby is not None and not spectator and not lobby.started and self._connecting is None
        )
        self.ready_button.setChecked(ready)
        self.ready_button.setText(self.tr("Cancel ready") if ready else self.tr("Ready"))
        self.leave_button.setText(self.tr("Leave") if self._joined else self.tr("Cancel"))
        self.seats.retranslate()
