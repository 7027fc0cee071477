"""LAN announcements on loopback: a room appears in the browser and disappears when it
stops; the headless server announces with --announce; bad datagrams are ignored; under the
loopback-only switch announcements go to 127.0.0.1 alone."""

from __future__ import annotations

import socket

import pytest

from desktop_app.net import discovery as D
from desktop_app.net import protocol as P

from .conftest import open_seats
from .test_server_process import Server


def _free_udp_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def udp_port(monkeypatch):
    port = _free_udp_port()
    monkeypatch.setenv(D.PORT_ENV, str(port))
    monkeypatch.setattr(D, "ROOM_TTL_S", 1.0)
    return port


def test_only_loopback_is_announced_to_under_the_switch():
    assert D.broadcast_targets() == ["127.0.0.1"]


def test_a_room_appears_and_disappears(qtbot, make_room, udp_port):
    host = make_room("doudizhu", open_seats(2, ["easy"]), auto_start=False, password="pw")
    announcer = D.Announcer(host, interval_ms=100)
    browser = D.RoomBrowser()
    assert browser.start() and browser.port == udp_port
    announcer.start()
    qtbot.waitUntil(lambda: len(browser.rooms()) == 1, timeout=5000)
    (room,) = browser.rooms()
    assert (room.address, room.port, room.room, room.game) == ("127.0.0.1", host.port, "Test room", "doudizhu")
    assert room.seats_free == 2 and room.password and room.compatible and not room.started
    host.close()  # the announcer stops with the room
    qtbot.waitUntil(lambda: not browser.rooms(), timeout=5000)
    browser.stop()


def test_a_room_of_another_version_is_listed_as_incompatible(qtbot, udp_port):
    browser = D.RoomBrowser()
    assert browser.start()
    datagram = {"t": "room", "protocol": 9, "app": "9.0", "room": "Future", "game": "doudizhu", "players": 3,
                "seats_free": 3, "password": False, "started": False, "port": 5000, "id": "ab"}  # fmt: skip
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.sendto(P.encode_json(datagram), ("127.0.0.1", udp_port))
        for junk in (b"junk", b"{}", b'{"t":"room"}', b"\xff" * 3000, P.encode_json({**datagram, "port": "x"})):
            s.sendto(junk, ("127.0.0.1", udp_port))
    qtbot.waitUntil(lambda: len(browser.rooms()) == 1, timeout=5000)
    assert not browser.rooms()[0].compatible and browser.rooms()[0].room == "Future"
    browser.stop()


@pytest.mark.parametrize(
    "change",
    [{"port": 0}, {"players": 99}, {"password": "yes"}, {"room": "a\x00b"}, {"t": "game"}, {"seats_free": True}],
)
def test_malformed_announcements_are_ignored(change):
    good = {"t": "room", "protocol": 1, "app": "1", "room": "R", "game": "doudizhu", "players": 3, "seats_free": 1,
            "password": False, "started": False, "port": 5000, "id": "ab"}  # fmt: skip
    assert D.parse_announcement(P.encode_json(good), "127.0.0.1") is not None
    assert D.parse_announcement(P.encode_json({**good, **change}), "127.0.0.1") is None


def test_the_headless_server_announces_with_announce(qtbot, tmp_path, udp_port):
    browser = D.RoomBrowser()
    assert browser.start()
    server = Server(tmp_path, "--game", "hongwu", "--room", "Server room", "--announce")
    try:
        qtbot.waitUntil(lambda: any(r.port == server.port for r in browser.rooms()), timeout=10_000)
        room = next(r for r in browser.rooms() if r.port == server.port)
        assert room.room == "Server room" and room.players == 4 and room.seats_free == 4
    finally:
        server.stop()
        browser.stop()


def test_the_headless_server_is_silent_without_announce(qtbot, tmp_path, udp_port):
    browser = D.RoomBrowser()
    assert browser.start()
    server = Server(tmp_path, "--game", "hongwu")
    try:
        qtbot.wait(1500)
        assert not browser.rooms()
    finally:
        server.stop()
        browser.stop()
