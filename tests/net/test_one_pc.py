"""Two people at one PC: one ClientSession with a connection each (the app's hot seat at a
LAN host). What the host does to one of them (a kick, a ban) leaves the other seated and
playing."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QTimer

from desktop_app.ai.base import make_bot
from desktop_app.net.client import ClientSession, LanConnection

from .conftest import open_seats


class OnePc:
    """A ClientSession whose people (one LanConnection each) a bot plays, hand-offs included."""

    def __init__(self, qtbot: Any, port: int, names: list[str]) -> None:
        self.session = ClientSession()
        self.lost: list[str] = []
        self.removed: list[tuple[int, str]] = []
        self.outcomes: list[Any] = []
        self.session.connection_lost.connect(lambda code, _p: self.lost.append(code))
        self.session.seat_removed.connect(lambda seat, reason: self.removed.append((seat, reason)))
        self.session.turn_started.connect(lambda _s: QTimer.singleShot(0, self.act))
        self.session.handoff_requested.connect(lambda _s: QTimer.singleShot(0, self.act))
        self.session.game_started.connect(lambda _i: QTimer.singleShot(0, self.act))
        self.session.game_finished.connect(self.outcomes.append)
        for name in names:
            conn = LanConnection("127.0.0.1", port, name)
            conn.welcomed.connect(lambda _w, c=conn: self.session.add_connection(c))
            conn.open()
            qtbot.waitUntil(lambda c=conn: c.state == "joined", timeout=10_000)

    def act(self) -> None:
        s = self.session
        if s.pending_handoff is not None:
            s.confirm_handoff()
        view = s.view()
        if view is None or s.is_game_over or view.seat is None or view.to_move != view.seat:
            return
        s.submit(view.seat, make_bot(view.game_id, "random", view.seat, 5).decide(view))


def test_kicking_one_of_two_people_at_one_pc_in_the_lobby_keeps_the_other(qtbot, make_room):
    host = make_room("tiandiren", open_seats(3, []), auto_start=False)
    pc = OnePc(qtbot, host.port, ["Ann", "Bo"])
    ann, bo = sorted(pc.session.local_seats)
    assert host.kick(bo)
    qtbot.waitUntil(lambda: pc.session.local_seats == [ann], timeout=5_000)
    assert pc.lost == [] and not pc.session.is_lost
    assert pc.removed == [(bo, "kicked")]
    assert host.remote_name(ann) == "Ann" and host.remote_name(bo) is None
    assert host.connections() == 1


def test_kicking_one_of_two_people_at_one_pc_mid_game_lets_the_other_play_on(qtbot, make_room):
    host = make_room("tiandiren", open_seats(2, ["easy"]), seed=4, bot_delay_ms=0)
    pc = OnePc(qtbot, host.port, ["Ann", "Bo"])
    qtbot.waitUntil(lambda: host.session.game is not None and len(host.session.game.actions) >= 2, timeout=20_000)
    ann, bo = sorted(pc.session.local_seats)
    assert host.kick(bo)
    qtbot.waitUntil(lambda: pc.session.local_seats == [ann], timeout=5_000)
    assert pc.lost == [] and not pc.session.is_lost and pc.removed == [(bo, "kicked")]
    assert pc.session.viewer == ann  # one person here now: Ann's hand is shown
    QTimer.singleShot(0, pc.act)
    qtbot.waitUntil(lambda: len(pc.outcomes) == 1, timeout=60_000)
    assert host.session.game.is_over and pc.session.view() == host.session.game.view_for(ann)
