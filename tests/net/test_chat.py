"""Chat limits that speak once: a line over CHAT_MAX is passed on cut, with ``cut`` for
its sender's client to say so; a flood gets one refusal per burst, not one per line."""

from __future__ import annotations

from desktop_app.net import host as host_mod
from desktop_app.net import protocol as P

from .conftest import open_seats
from .raw import RawClient


def _raw(qtbot, host, name: str) -> RawClient:
    c = RawClient(host.port, pump=lambda: qtbot.wait(5))
    assert c.hello(name)["t"] == "welcome"
    return c


def _chats(c: RawClient) -> list[dict]:
    return c.of_type("chat")


def test_a_long_paste_is_passed_on_cut_and_the_sender_is_told(qtbot, make_room, join):
    host = make_room("shengsidu", open_seats(3, []), auto_start=False)
    ann = join(host, "Ann")
    bo = join(host, "Bo")
    heard_ann, heard_bo = [], []
    ann.session.chat_received.connect(heard_ann.append)
    bo.session.chat_received.connect(heard_bo.append)
    assert ann.session.send_chat("0123456789" * 200)  # a 2,000-character paste
    qtbot.waitUntil(lambda: bool(heard_ann) and bool(heard_bo), timeout=5_000)
    qtbot.wait(100)
    assert len(heard_ann) == 1 and len(heard_bo) == 1  # one line, no refusal
    line = heard_ann[0]
    assert line["cut"] is True and line["text"] == ("0123456789" * 20) and line["name"] == "Ann"
    assert heard_bo[0]["text"] == line["text"]


def test_a_line_over_the_limit_but_within_what_the_host_reads_is_cut(qtbot, make_room):
    host = make_room("shengsidu", open_seats(3, []), auto_start=False)
    c = _raw(qtbot, host, "Ann")
    c.send({"t": "chat", "text": "  " + "é" * (P.CHAT_MAX + 50) + "  "})
    assert c.wait_for(lambda: bool(_chats(c)))
    msg = _chats(c)[0]
    assert msg["cut"] is True and msg["text"] == "é" * P.CHAT_MAX
    c.send({"t": "chat", "text": "short"})
    assert c.wait_for(lambda: len(_chats(c)) == 2)
    assert "cut" not in _chats(c)[1]
    c.send({"t": "chat", "text": "z" * (P.CHAT_READ_MAX + 1)})  # beyond what the host reads
    err = c.wait_type("error")
    assert err["reason"] == "chat_refused" and "too long" in err["message"]
    c.close()


def test_the_hosts_own_long_line_is_cut_too(qtbot, make_room):
    host = make_room("shengsidu", open_seats(3, []), auto_start=False)
    lines = []
    host.chat_received.connect(lines.append)
    assert host.send_chat("w" * 300, name="Host")
    assert lines[0]["cut"] is True and len(lines[0]["text"]) == P.CHAT_MAX


def test_a_flood_gets_one_refusal_per_burst(qtbot, make_room):
    host = make_room("shengsidu", open_seats(3, []), auto_start=False)
    c = _raw(qtbot, host, "Noisy")
    for i in range(50):
        c.send({"t": "chat", "text": f"line {i}"})
    c.send({"t": "ping", "id": 900})  # after every line: its pong says the host has seen them all
    assert c.wait_for(lambda: any(m.get("id") == 900 for m in c.of_type("pong")))
    assert len(_chats(c)) == host_mod.CHAT_RATE[0]
    assert [m["message"] for m in c.of_type("error")] == ["at most 5 lines in 10 s"]
    assert not c.closed
    c.close()


def test_after_a_line_passes_a_new_burst_is_told_again(qtbot, make_room, monkeypatch):
    monkeypatch.setattr(host_mod.chat, "CHAT_RATE", (2, 0.3))
    host = make_room("shengsidu", open_seats(3, []), auto_start=False)
    c = _raw(qtbot, host, "Noisy")
    for burst in range(2):
        for i in range(6):
            c.send({"t": "chat", "text": f"burst {burst} line {i}"})
        c.send({"t": "ping", "id": 100 + burst})
        assert c.wait_for(lambda b=burst: any(m.get("id") == 100 + b for m in c.of_type("pong")))
        qtbot.wait(400)  # the window passes
    assert len(_chats(c)) == 4
    assert len(c.of_type("error")) == 2  # one per burst
    c.close()


def test_muted_lines_get_one_refusal_too(qtbot, make_room):
    host = make_room("shengsidu", open_seats(3, []), auto_start=False)
    c = _raw(qtbot, host, "Loud")
    host.mute(0)
    for i in range(10):
        c.send({"t": "chat", "text": f"hello? {i}"})
    c.send({"t": "ping", "id": 7})
    assert c.wait_for(lambda: any(m.get("id") == 7 for m in c.of_type("pong")))
    assert [m["message"] for m in c.of_type("error")] == ["the host has muted you"]
    c.close()
