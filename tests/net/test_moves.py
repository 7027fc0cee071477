"""The host moves a person to another seat: one ``moved`` note in the next lobby (and a
signal on either side), not a leave and a join."""

from __future__ import annotations

from .conftest import open_seats


def test_a_move_is_announced_once_as_a_move(qtbot, make_room, join):
    host = make_room("tiandiren", open_seats(3, []), auto_start=False)
    ann = join(host, "Ann")
    bo = join(host, "Bo")
    assert (ann.seat, bo.seat) == (0, 1)
    on_host, on_bo, on_ann = [], [], []
    host.seat_moved.connect(lambda *a: on_host.append(a))
    bo.session.seat_moved.connect(lambda *a: on_bo.append(a))
    ann.session.seat_moved.connect(lambda *a: on_ann.append(a))
    lobbies_before = len([f for f in bo.frames if f["t"] == "lobby"])
    assert host.move_seat(0, 2)
    qtbot.waitUntil(lambda: bool(on_bo) and bool(on_ann), timeout=5_000)
    assert on_host == [("Ann", 0, 2)] and on_bo == [("Ann", 0, 2)] and on_ann == [("Ann", 0, 2)]
    assert ann.seat == 2 and ann.session.local_seats == [2]
    lobbies = [f for f in bo.frames if f["t"] == "lobby"][lobbies_before:]
    assert [lb.get("moved") for lb in lobbies] == [{"name": "Ann", "from": 0, "to": 2}]
    host.set_options(dict(host.config.options))  # any later change: a lobby without the note
    qtbot.waitUntil(lambda: len([f for f in bo.frames if f["t"] == "lobby"]) > lobbies_before + 1, timeout=5_000)
    assert "moved" not in [f for f in bo.frames if f["t"] == "lobby"][-1]
    assert bo.session.lobby.moved is None and on_bo == [("Ann", 0, 2)]
