"""Kicks and bans: a kick sends one connection away (not the others from its PC); a ban
holds a name, a device id (the hello's optional ``device``) or an address, and the host
lists and lifts them."""

from __future__ import annotations

import pytest

from desktop_app.net import protocol as P
from desktop_app.net.client import LanConnection
from desktop_app.net.host import Ban

from .conftest import open_seats
from .raw import RawClient

PC_A = "a" * 32  # two PCs' device ids
PC_B = "b" * 32


@pytest.fixture
def raw(qtbot):
    made: list[RawClient] = []

    def make(host, name: str, **hello) -> tuple[RawClient, dict]:
        c = RawClient(host.port, pump=lambda: qtbot.wait(5))
        made.append(c)
        return c, c.hello(name, **hello)

    yield make
    for c in made:
        c.close()


def _room(make_room):
    return make_room("tiandiren", open_seats(3, []), auto_start=False)


def test_a_kick_sends_one_connection_away_and_leaves_the_other_at_the_same_pc(qtbot, make_room, raw):
    host = _room(make_room)
    ann, w1 = raw(host, "Ann", device=PC_A)
    bo, w2 = raw(host, "Bo", device=PC_A)
    assert host.kick(w2["seat"])
    assert bo.wait_closed() and bo.of_type("bye")[0]["reason"] == "kicked"
    ann.send({"t": "ping", "id": 5})
    assert ann.wait_for(lambda: bool(ann.of_type("pong")))
    assert not ann.closed and host.connections() == 1 and host.remote_name(w1["seat"]) == "Ann"
    assert host.bans() == []  # a kick is no ban
    _again, back = raw(host, "Bo", device=PC_A)
    assert back["t"] == "welcome"


def test_a_ban_by_name_keeps_the_name_out_but_not_the_others_at_that_address(qtbot, make_room, raw):
    host = _room(make_room)
    _ann, _w = raw(host, "Ann", device=PC_A)
    bo, w2 = raw(host, "Bo", device=PC_A)
    changes = []
    host.bans_changed.connect(lambda: changes.append(True))
    assert host.kick(w2["seat"], ban="name")
    assert bo.wait_closed()
    assert host.bans() == [Ban("name", "Bo", "Bo")] and changes
    _c, refused = raw(host, "Bo", device=PC_B)
    assert refused["t"] == "refused" and refused["reason"] == "banned"
    _c, welcome = raw(host, "Cy", device=PC_A)  # same address, same PC, another name
    assert welcome["t"] == "welcome"


def test_a_ban_by_device_keeps_that_pc_out_but_not_its_address(qtbot, make_room, raw):
    host = _room(make_room)
    bo, w = raw(host, "Bo", device=PC_A)
    assert host.can_ban_device(w["seat"])
    assert host.kick(w["seat"], ban="device")
    assert bo.wait_closed()
    assert host.bans() == [Ban("device", PC_A, "Bo")]
    _c, refused = raw(host, "Someone", device=PC_A)
    assert refused["reason"] == "banned"
    _c, welcome = raw(host, "Bo", device=PC_B)  # the same address from another PC
    assert welcome["t"] == "welcome"


def test_the_default_ban_holds_the_name_and_the_whole_address(qtbot, make_room, raw):
    host = _room(make_room)
    bo, w = raw(host, "Bo")
    assert not host.can_ban_device(w["seat"])  # no device in its hello
    assert host.kick(w["seat"], ban=True)
    assert bo.wait_closed()
    assert {(b.kind, b.value) for b in host.bans()} == {("name", "Bo"), ("address", "127.0.0.1")}
    _c, refused = raw(host, "Cy", device=PC_B)
    assert refused["reason"] == "banned"


def test_the_host_lists_and_lifts_bans(qtbot, make_room, raw):
    host = _room(make_room)
    assert host.ban("address", "127.0.0.1") and not host.ban("address", "127.0.0.1")
    assert host.ban("name", "Kai")
    assert [b.to_json() for b in host.bans()] == [
        {"kind": "address", "value": "127.0.0.1", "name": ""},
        {"kind": "name", "value": "Kai", "name": "Kai"},
    ]
    _c, refused = raw(host, "Bo")
    assert refused["reason"] == "banned"
    lines = []
    host.message.connect(lines.append)
    assert host.unban("address", "127.0.0.1") and not host.unban("address", "127.0.0.1")
    assert lines and "lifted" in lines[0]
    _c, welcome = raw(host, "Bo")
    assert welcome["t"] == "welcome"
    _c, refused = raw(host, "Kai")
    assert refused["reason"] == "banned"
    with pytest.raises(ValueError):
        host.ban("colour", "red")
    with pytest.raises(ValueError):
        host.kick(0, ban="colour")


def test_a_ban_by_name_holds_the_name_the_person_asked_for(qtbot, make_room, raw):
    host = _room(make_room)
    raw(host, "Bo")
    bo2, w = raw(host, "Bo")  # shown as "Bo (2)"
    assert w["name"] == "Bo (2)"
    assert host.kick(w["seat"], ban="name")
    assert [b.value for b in host.bans()] == ["Bo"]


@pytest.mark.parametrize("device", ["short", "x" * 65, "has space!", 12345])
def test_a_malformed_device_id_is_a_bad_hello(qtbot, make_room, raw, device):
    host = _room(make_room)
    _c, refused = raw(host, "Bo", device=device)
    assert refused["t"] == "refused" and refused["reason"] == "bad_hello" and "device" in refused["message"]
    assert P.hello_error({"t": "hello", "protocol": 1, "app": "x", "name": "Bo", "device": PC_A}) is None


def test_the_apps_connection_sends_its_device_id(qtbot, make_room):
    host = _room(make_room)
    conn = LanConnection("127.0.0.1", host.port, "Ann", device=PC_A)
    conn.open()
    qtbot.waitUntil(lambda: conn.state == "joined", timeout=10_000)
    assert host.can_ban_device(conn.seat) and host._takers[conn.seat].device == PC_A
    conn.close()
