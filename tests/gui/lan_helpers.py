"""Helpers of the LAN window tests: windows with their own in-memory settings and
profiles, the Host and Join dialogs answered as a person would, and a player who plays
the table by mouse (hint, then Play; Pass when nothing fits).

Every socket is on 127.0.0.1 (the suite runs with PAIJU_LOOPBACK_ONLY=1), and each test
announces its rooms on a UDP port of its own (:func:`discovery_port`, imported by the
test modules: an autouse fixture), so that tests never hear each other's rooms."""

from __future__ import annotations

import random
import socket
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from desktop_app.engine.core import ActionKind
from desktop_app.net import discovery
from desktop_app.store.profiles import ProfileStore
from desktop_app.ui.dialogs.score import ScoreDialog
from desktop_app.ui.lan.host_dialog import HostDialog
from desktop_app.ui.lan.join_dialog import JoinDialog
from desktop_app.ui.lan.waiting_room import ClientWaitingDialog, HostWaitingDialog


@pytest.fixture(autouse=True)
def discovery_port(monkeypatch) -> int:
    """A free UDP port for this test's room announcements (and rooms forgotten 3 s after
    they were last heard)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    monkeypatch.setenv(discovery.PORT_ENV, str(port))
    monkeypatch.setattr(discovery, "ROOM_TTL_S", 3.0)  # more than the announcements interval (1.5 s)
    return port


def lan_window(make_window, tmp_path, name: str) -> tuple[Any, list]:
    """A window with its own profiles file and a list of every dialog it opened."""
    dialogs: list = []
    w = make_window(dialog_hook=dialogs.append, profile_store=ProfileStore(tmp_path / f"{name}-profiles.json"))
    w.set_speed("instant")  # bots answer at once
    rng = random.Random(f"nonces of {name}")
    w.lan.nonce_source = lambda: rng.randbytes(16)  # a room of a given seed deals the same cards every run
    return w, dialogs


def alive(dialogs: list) -> list:
    """The dialogs not deleted yet (the waiting screens go when the game starts)."""
    return [d for d in dialogs if shiboken6.isValid(d)]


def last(dialogs: list, kind: type) -> Any:
    found = [d for d in alive(dialogs) if isinstance(d, kind)]
    assert found, f"no {kind.__name__} was opened"
    return found[-1]


def messages(dialogs: list) -> list[str]:
    """The texts of the warnings shown (not the questions)."""
    return [d.text() for d in alive(dialogs) if isinstance(d, QMessageBox) and d.icon() == QMessageBox.Icon.Warning]


def question(dialogs: list) -> QMessageBox:
    """The last question the room asked (leave? close?)."""
    return [d for d in alive(dialogs) if isinstance(d, QMessageBox) and d.objectName() == "LanConfirm"][-1]


def ok(dialog: Any) -> None:
    dialog.ok_button.click()


def host_room(
    w: Any,
    dialogs: list,
    game_id: str,
    seats: list[tuple[str, str]],
    *,
    room: str = "Friday",
    password: str = "",
    match_length: int = 1,
    announce: bool = True,
    turn_s: int = 0,
) -> HostWaitingDialog:
    """Game ▸ Host a game… answered: ``seats`` as (kind, name), kind one of the dialog's
    seat kinds (human = a person at this PC, open, easy/normal/expert). Port 0: any."""
    w.lan.host_action.trigger()
    dlg = last(dialogs, HostDialog)
    dlg.select_game(game_id)
    dlg.players_spin.setValue(len(seats))
    for i, (kind, name) in enumerate(seats):
        dlg.set_seat(i, kind, name if kind != "open" else None)
    dlg.match_spin.setValue(match_length)
    dlg.room_edit.setText(room)
    dlg.port_spin.setValue(0)
    dlg.password_edit.setText(password)
    dlg.announce_check.setChecked(announce)
    dlg.turn_combo.setCurrentIndex(dlg.turn_combo.findData(turn_s))
    ok(dlg)
    assert not dlg.isVisible(), dlg.error_label.text()
    return last(dialogs, HostWaitingDialog)


def join_room(
    w: Any,
    dialogs: list,
    port: int,
    names: list[str],
    *,
    password: str = "",
    address: str = "127.0.0.1",
    ready: bool = True,
    spectate: bool = False,
):
    """Game ▸ Join a game… answered; returns the client's waiting screen. ``ready``: press
    Ready (once) as soon as the room shows it."""
    w.lan.join_action.trigger()
    dlg = last(dialogs, JoinDialog)
    dlg.address_edit.setText(address)
    dlg.port_spin.setValue(port)
    dlg.set_people(names)
    dlg.password_edit.setText(password)
    dlg.spectate_check.setChecked(spectate)
    ok(dlg)
    assert not dlg.isVisible(), dlg.error_label.text()
    waiting = last(dialogs, ClientWaitingDialog)
    if ready and not spectate:
        press_ready_once(w, waiting)
    return waiting


def press_ready_once(w: Any, waiting: ClientWaitingDialog) -> None:
    """Click the lobby's Ready once, when the room first shows it."""
    client = w.lan.client
    if client is None:  # refused at once (an address the loopback-only switch forbids)
        return
    pressed = []

    def press() -> None:
        if pressed or not shiboken6.isValid(waiting):
            return
        button = waiting.ready_button
        if button.isVisible() and not button.isChecked():
            pressed.append(True)
            button.click()

    client.lobby_changed.connect(press)
    poll = QTimer(waiting)  # the last person here may come in after the last lobby message
    poll.timeout.connect(lambda: poll.stop() if pressed else press())
    poll.start(50)


def score_rows(dlg: ScoreDialog) -> list[tuple[str, str]]:
    return [(dlg.table.item(r, 0).text(), dlg.table.item(r, 2).text()) for r in range(dlg.table.rowCount())]


# ---------------------------------------------------------------------- the mouse
def card_point(page: Any, slot: int) -> QPoint:
    item = page.scene.hand_items[slot]
    p = item.mapToScene(item.boundingRect().topLeft())
    return page.view.mapFromScene(p.x() + 8, p.y() + 14)


def click_card(page: Any, slot: int) -> None:
    """A left click on the card at ``slot`` of the hand, on the view's viewport."""
    vp = page.view.viewport()
    pos = card_point(page, slot)
    for kind in (QMouseEvent.Type.MouseButtonPress, QMouseEvent.Type.MouseButtonRelease):
        ev = QMouseEvent(
            kind,
            pos,
            vp.mapToGlobal(pos),
            Qt.MouseButton.LeftButton,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(vp, ev)


def click(qtbot, button) -> None:
    assert button.isEnabled() and button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


class MousePlayer:
    """Plays the viewer's seat of a window's table by mouse whenever it is its turn:
    Hint, then Play; the next hint when a play is refused; Pass when no hint is left."""

    def __init__(self, qtbot, w: Any) -> None:
        self.qtbot = qtbot
        self.w = w
        self.page = w.table_page
        self.moves = 0
        self._key: Any = None
        self._tries = 0

    def my_turn(self) -> bool:
        page = self.page
        view = page._last_view
        if view is None or page.viewer is None or page._handoff_pending or view.phase == "over":
            return False
        return view.to_move == page.viewer and bool({ActionKind.PLAY, ActionKind.PASS} & view.legal_kinds)

    def step(self) -> None:
        if not self.my_turn():
            return
        page, bar = self.page, self.page.action_bar
        key = (len(page._event_log()), page._last_view.to_move)
        if key == self._key:
            self._tries += 1
            pending = getattr(page.session, "_pending", None)
            if pending:  # the host's answer is on its way
                return
        else:
            self._key, self._tries = key, 0
        if self._tries > 6 and bar.pass_button.isEnabled():
            click(self.qtbot, bar.pass_button)
            return
        if bar.hint_button.isEnabled():
            click(self.qtbot, bar.hint_button)
        if page.scene.selected_cards() and bar.play_button.isEnabled():
            click(self.qtbot, bar.play_button)
            self.moves += 1
        elif bar.pass_button.isEnabled():
            click(self.qtbot, bar.pass_button)
            self.moves += 1


#: the seats of a room for one host person, one client person and a bot
HOST_CLIENT_BOT = [("human", "Hana"), ("open", ""), ("easy", "Robo")]


def at_table(w: Any) -> bool:
    """The window shows the table with a view on it."""
    return w.stack.currentWidget() is w.table_page and w.table_page._last_view is not None


def seated_pair(
    make_window, qtbot, tmp_path, *, seed: int, seats: list[tuple[str, str]] = HOST_CLIENT_BOT, **room: Any
) -> tuple[Any, list, Any, list]:
    """A host window's 生死堵 room (``seed``, ``seats``, ``room``: host_room's options) and a
    client window whose Kai joined it, both at the table; returns (host, its dialogs,
    client, its dialogs)."""
    host_w, hd = lan_window(make_window, tmp_path, "host")
    client_w, cd = lan_window(make_window, tmp_path, "client")
    host_w.lan.seed = seed
    host_room(host_w, hd, "shengsidu", seats, **room)
    join_room(client_w, cd, host_w.lan.host.port, ["Kai"], password=room.get("password", ""))
    qtbot.waitUntil(lambda: at_table(host_w) and at_table(client_w), timeout=10_000)
    return host_w, hd, client_w, cd


def play_until(qtbot, windows: list[Any], done: Any, timeout: int = 30_000) -> None:
    """Every window's person plays by mouse until ``done()``."""
    players = [MousePlayer(qtbot, w) for w in windows]

    def step() -> bool:
        for p in players:
            p.step()
        return bool(done())

    qtbot.waitUntil(step, timeout=timeout)
