"""Hostile clients: garbage, oversized and slow frames, half-open connections, wrong
versions and passwords, actions for other seats and out of turn, floods. The host never
crashes, the game is unchanged, the right error frames go out, and the others play on."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QTimer

from desktop_app.net import host as host_mod
from desktop_app.net import protocol as P
from desktop_app.net.host import SeatPlan

from .conftest import open_seats
from .raw import RawClient


@pytest.fixture
def raw(qtbot):
    made: list[RawClient] = []

    def make(host) -> RawClient:
        c = RawClient(host.port, pump=lambda: qtbot.wait(5))
        made.append(c)
        return c

    yield make
    for c in made:
        c.close()


def _state(host):
    game = host.session.game
    return None if game is None else game.record().dumps()


def test_the_handshake_timeout_is_ten_seconds():
    assert host_mod.HANDSHAKE_TIMEOUT_S == 10.0


def test_a_silent_connection_is_closed_after_the_handshake_timeout(qtbot, make_room, raw, monkeypatch):
    monkeypatch.setattr(host_mod.connections, "HANDSHAKE_TIMEOUT_S", 1.0)
    host = make_room("shengsidu", open_seats(1, ["easy", "easy"]))
    c = raw(host)
    assert c.wait_type("server") is not None
    assert c.wait_closed(timeout=6), "a half-open connection stays open"
    assert [m["reason"] for m in c.of_type("error")] == ["timeout"]
    assert host.connections() == 0


def test_a_slow_sender_one_byte_at_a_time_is_welcomed(qtbot, make_room, raw):
    host = make_room("shengsidu", open_seats(1, ["easy", "easy"]))
    c = raw(host)
    server = c.wait_type("server")
    hello = P.encode_frame(
        {"t": "hello", "protocol": 1, "app": "slow", "name": "Slow", "seat": None, "spectate": False,
         "token": None, "proof": None}
    )  # fmt: skip
    for i in range(len(hello)):
        c.send_bytes(hello[i : i + 1])
        qtbot.wait(3)
    assert server is not None and c.wait_type("welcome") is not None
    assert c.wait_type("update") is not None  # the only open seat is taken: the game starts


def test_an_oversized_length_header_is_refused_and_the_connection_closed(qtbot, make_room, raw):
    host = make_room("shengsidu", open_seats(1, ["easy", "easy"]))
    c = raw(host)
    c.wait_type("server")
    c.send_bytes((P.MAX_CLIENT_FRAME + 1).to_bytes(4, "big") + b"{}")
    assert c.wait_closed()
    errors = c.of_type("error")
    assert errors and errors[0]["reason"] == "bad_frame" and "limit" in errors[0]["message"]


def _ping_of(size: int) -> bytes:
    body = json.dumps({"t": "ping", "id": 7, "pad": ""}).encode()
    body = json.dumps({"t": "ping", "id": 7, "pad": "x" * (size - len(body))}).encode()
    assert len(body) == size
    return body


def test_a_frame_of_exactly_the_limit_is_read(qtbot, make_room, raw):
    host = make_room("shengsidu", open_seats(1, ["easy", "easy"]))
    c = raw(host)
    assert c.hello("Big", spectate=True)["t"] == "welcome"
    c.send_body(_ping_of(P.MAX_CLIENT_FRAME))
    pong = c.wait_type("pong")  # the whole frame was read
    assert pong is not None and pong["id"] == 7 and not c.closed


def test_before_the_welcome_a_frame_of_exactly_the_early_limit_is_read(qtbot, make_room, raw):
    host = make_room("shengsidu", open_seats(1, ["easy", "easy"]))
    c = raw(host)
    c.wait_type("server")
    c.send_body(_ping_of(host_mod.PRE_HELLO_FRAME))
    pong = c.wait_type("pong")  # a ping may come before the hello
    assert pong is not None and pong["id"] == 7 and not c.closed
    assert c.hello("Early")["t"] == "welcome"


def test_before_the_welcome_a_length_over_the_early_limit_closes_before_the_body_comes(qtbot, make_room, raw):
    host = make_room("shengsidu", open_seats(1, ["easy", "easy"]))
    c = raw(host)
    c.wait_type("server")
    assert host_mod.PRE_HELLO_FRAME < P.MAX_CLIENT_FRAME
    c.send_bytes((host_mod.PRE_HELLO_FRAME + 1).to_bytes(4, "big"))  # the header alone: no body sent
    assert c.wait_closed(), "the host waited for the body"
    (err,) = c.of_type("error")
    assert err["reason"] == "bad_frame" and f"limit of {host_mod.PRE_HELLO_FRAME}" in err["message"]
    assert host.connections() == 0 and not host._conns


def test_the_largest_legal_hello_fits_the_early_limit(qtbot, make_room, raw):
    """Every field at its longest, every character escaped (\\uXXXX pairs) in compact JSON."""
    host = make_room("shengsidu", open_seats(1, ["easy", "easy"]))
    wide = "\U0001f0a1"  # one character, twelve bytes escaped
    fields = {
        "protocol": P.PROTOCOL_VERSION, "app": wide * 64, "name": wide * P.NAME_MAX, "seat": 63, "spectate": False,
        "token": wide * 128, "proof": "f" * 128, "features": [wide * 32] * 32,
    }  # fmt: skip
    body = json.dumps({"t": "hello", **fields}, separators=(",", ":")).encode()
    assert len(body) <= host_mod.PRE_HELLO_FRAME
    c = raw(host)
    c.wait_type("server")
    c.send_body(body)
    assert c.wait_for(lambda: bool(c.of_type("refused"))), c.inbox
    assert c.of_type("refused")[0]["reason"] == "bad_token"  # read and well formed: only the token is unknown
    assert not c.of_type("error")


def test_before_the_welcome_frames_beyond_the_early_rate_close_the_connection(qtbot, make_room, raw, monkeypatch):
    decoded: list[bytes] = []
    original = P._frame_object
    monkeypatch.setattr(P, "_frame_object", lambda body: decoded.append(body) or original(body))
    host = make_room("shengsidu", open_seats(1, ["easy", "easy"]))
    c = raw(host)
    c.wait_type("server")
    burst = int(host_mod.PRE_HELLO_BURST)
    c.send_bytes(b"".join(P.encode_frame({"t": "ping", "id": i}) for i in range(burst + 20)))
    assert c.wait_closed()
    assert [m["id"] for m in c.of_type("pong")] == list(range(burst))[: len(c.of_type("pong"))]
    assert burst - 2 <= len(c.of_type("pong")) <= burst + 1  # (the bucket refills by time: at most one more)
    assert c.of_type("error")[-1]["reason"] == "rate_limited"
    pings = [b for b in decoded if b.startswith(b'{"t":"ping"')]  # (the raw client decodes the host's frames here too)
    assert len(pings) <= burst + 1  # the frames beyond the rate were never decoded
    assert not host._conns


def test_after_the_welcome_the_early_limits_no_longer_apply(qtbot, make_room, raw):
    host = make_room("shengsidu", open_seats(1, ["easy", "easy"]))
    c = raw(host)
    assert c.hello("Chatty", spectate=True)["t"] == "welcome"
    n = len(c.inbox)
    c.send_bytes(b"".join(P.encode_frame({"t": "ping", "id": i}) for i in range(3 * int(host_mod.PRE_HELLO_BURST))))
    assert c.wait_for(lambda: len([m for m in c.inbox[n:] if m["t"] == "pong"]) == 3 * int(host_mod.PRE_HELLO_BURST))
    assert not c.closed


def test_connections_waiting_for_their_hello_are_capped_per_address_and_in_all(qtbot, make_room, raw):
    host = make_room("shengsidu", open_seats(1, ["easy", "easy"]))
    host.pending_per_address = 3
    waiting = [raw(host) for _ in range(3)]
    for c in waiting:
        assert c.wait_type("server") is not None
    extra = raw(host)
    assert extra.wait_closed() and extra.inbox == []  # closed at once, not even a server frame
    assert len(host._conns) == 3
    joined = waiting.pop()
    assert joined.hello("Seated", spectate=True)["t"] == "welcome"  # a joined one no longer counts
    again = raw(host)
    assert again.wait_type("server") is not None and not again.closed
    host.pending_per_address, host.pending_max = 100, 3  # the cap in all
    over = raw(host)
    assert over.wait_closed() and over.inbox == []
    assert host.is_listening and host_mod.PENDING_PER_ADDRESS >= 8 and host_mod.PENDING_MAX >= 32


@pytest.mark.parametrize(
    "body, why",
    [
        (b"\xff\xfe not utf-8", "UTF-8"),
        (b"not json", "not JSON"),
        (b"[1, 2, 3]", "object"),
        (b'{"no_t": 1}', '"t"'),
        (b'{"t": 5}', '"t"'),
        (b'{"t": "ping", "id": NaN}', "not JSON"),
        (b"", "not JSON"),
        (b"[" * 5000 + b"]" * 5000, ""),
    ],
    ids=["not-utf8", "not-json", "array", "no-t", "t-not-string", "nan", "empty", "deep"],
)
def test_malformed_frames_get_a_bad_frame_error_before_and_after_the_hello(qtbot, make_room, raw, body, why):
    host = make_room("shengsidu", open_seats(2, ["easy"]))
    c = raw(host)
    c.wait_type("server")
    c.send_body(body)
    err = c.wait_type("error")
    assert err is not None and err["reason"] == "bad_frame" and why in err["message"]
    assert c.hello("Tough")["t"] == "welcome"
    n = len(c.inbox)
    c.send_body(body)
    err = c.wait_type("error", after=n)
    assert err is not None and err["reason"] == "bad_frame"
    assert not c.closed and host.connections() == 1


@pytest.mark.parametrize(
    "msg",
    [
        {"t": "action", "id": "1", "action": {"kind": "pass"}},
        {"t": "action", "id": 1, "action": "pass"},
        {"t": "action", "id": 1, "action": {"kind": 3}},
        {"t": "action", "id": 1, "action": {"kind": "play", "cards": "3x 9z"}},
        {"t": "action", "id": 1, "action": {"kind": "play", "cards": ["3s"]}},
        {"t": "action", "id": 1, "action": {"kind": "pass", "value": 1.5}},
        {"t": "action", "id": 1, "action": {"kind": "pass", "value": {"a": 1}}},
        {"t": "action", "id": 10**30, "action": {"kind": "pass"}},
        {"t": "ping"},
        {"t": "launch_missiles"},
    ],
)
def test_wrongly_typed_messages_are_bad_frames_and_change_nothing(qtbot, make_room, raw, msg):
    host = make_room("shengsidu", open_seats(1, ["easy", "easy"]), bot_delay_ms=0)
    c = raw(host)
    assert c.hello("Tough")["t"] == "welcome"
    c.wait_type("update")
    qtbot.waitUntil(lambda: host.session.game.to_move == c.inbox[1]["seat"] or host.session.is_game_over, timeout=5000)
    before = _state(host)
    n = len(c.inbox)
    c.send(msg)
    err = c.wait_type("error", after=n)
    assert err is not None and err["reason"] == "bad_frame", err
    assert _state(host) == before


def test_a_bad_frame_with_a_readable_id_names_it(qtbot, make_room, raw):
    host = make_room("shengsidu", open_seats(1, ["easy", "easy"]))
    c = raw(host)
    c.hello("Tough")
    c.send({"t": "action", "id": 42, "action": {"kind": "play", "cards": "nonsense"}})
    err = c.wait_type("error")
    assert err["id"] == 42


def _joined_at_its_turn(qtbot, host, c):
    welcome = c.hello("Tough")
    assert welcome["t"] == "welcome"
    seat = welcome["seat"]
    qtbot.waitUntil(lambda: host.session.game is not None and host.session.game.to_move == seat, timeout=10_000)
    return seat


def test_an_action_for_another_seat_is_rejected(qtbot, make_room, raw):
    host = make_room("shengsidu", open_seats(1, ["easy", "easy"]), bot_delay_ms=0)
    c = raw(host)
    seat = _joined_at_its_turn(qtbot, host, c)
    before = _state(host)
    c.send({"t": "action", "id": 5, "action": {"seat": (seat + 1) % 3, "kind": "pass"}})
    rej = c.wait_type("rejected")
    assert rej == {
        "t": "rejected",
        "id": 5,
        "reason": "not_your_seat",
        "params": {"seat": (seat + 1) % 3},
        "message": rej["message"],
    }
    assert _state(host) == before


def test_an_action_out_of_turn_is_rejected_with_the_engines_reason(qtbot, make_room, raw):
    host = make_room("shengsidu", open_seats(1, ["easy", "easy"]), bot_delay_ms=60_000)
    c = raw(host)
    welcome = c.hello("Tough")
    seat = welcome["seat"]
    qtbot.waitUntil(lambda: host.session.game is not None, timeout=5000)
    game = host.session.game
    if game.to_move == seat:  # make it somebody else's turn: play our lead
        view = game.view_for(seat)
        c.send({"t": "action", "id": 1, "action": {"kind": "play", "cards": view.hand[0].text}})
        c.wait_type("update", after=2)
        qtbot.waitUntil(lambda: game.to_move != seat, timeout=5000)
    before = _state(host)
    n = len(c.inbox)
    c.send({"t": "action", "id": 9, "action": {"kind": "pass"}})
    rej = c.wait_type("rejected", after=n)
    assert rej["id"] == 9 and rej["reason"] == "not_your_turn"
    assert _state(host) == before


def test_an_illegal_play_is_rejected_with_its_reason_and_params(qtbot, make_room, raw):
    host = make_room("shengsidu", open_seats(1, ["easy", "easy"]), bot_delay_ms=0)
    c = raw(host)
    seat = _joined_at_its_turn(qtbot, host, c)
    hand = host.session.game.view_for(seat).hand
    missing = next(t for t in ("3s", "4h", "5d", "6c", "7s", "8h") if t not in {x.text for x in hand})
    before = _state(host)
    c.send({"t": "action", "id": 3, "action": {"kind": "play", "cards": missing}})
    rej = c.wait_type("rejected")
    assert rej["id"] == 3 and rej["reason"] and rej["message"]
    assert isinstance(rej["params"], dict)
    assert _state(host) == before


def test_version_mismatch_names_both_versions(qtbot, make_room, raw):
    host = make_room("shengsidu", open_seats(1, ["easy", "easy"]))
    c = raw(host)
    answer = c.hello("Future", protocol=2)
    assert answer["t"] == "refused" and answer["reason"] == "protocol_mismatch"
    assert "1" in answer["message"] and "2" in answer["message"]
    assert c.wait_closed()


def test_a_wrong_password_proof_is_refused(qtbot, make_room, raw):
    host = make_room("shengsidu", open_seats(1, ["easy", "easy"]), password="sesame")
    c = raw(host)
    assert c.wait_type("server")["password"] is True
    answer = c.hello("Guess", password="open sesame")
    assert answer["t"] == "refused" and answer["reason"] == "bad_password"
    assert c.wait_closed()
    ok = raw(host)
    assert ok.hello("Ali", password="sesame")["t"] == "welcome"


def test_no_proof_at_all_is_a_bad_password(qtbot, make_room, raw):
    host = make_room("shengsidu", open_seats(1, ["easy", "easy"]), password="sesame")
    c = raw(host)
    assert c.hello("Guess")["reason"] == "bad_password"


@pytest.mark.parametrize(
    "fields, code",
    [
        ({"name": ""}, "bad_hello"),
        ({"name": "x" * 25}, "bad_hello"),
        ({"name": "bad\x07bell"}, "bad_hello"),
        ({"name": 7}, "bad_hello"),
        ({"seat": "one"}, "bad_hello"),
        ({"spectate": "no"}, "bad_hello"),
        ({"protocol": "1"}, "bad_hello"),
        ({"seat": 9}, "bad_hello"),
        ({"token": "not-a-token"}, "bad_token"),
    ],
)
def test_bad_hellos_are_refused(qtbot, make_room, raw, fields, code):
    host = make_room("shengsidu", open_seats(1, ["easy", "easy"]))
    c = raw(host)
    answer = c.hello(**fields)
    assert answer["t"] == "refused" and answer["reason"] == code, answer


def test_a_full_room_and_a_taken_seat_are_refused(qtbot, make_room, raw):
    host = make_room("shengsidu", [SeatPlan("open"), SeatPlan("open"), SeatPlan("bot", "", "easy")], auto_start=False)
    a = raw(host)
    assert a.hello("A", seat=1)["seat"] == 1
    b = raw(host)
    assert b.hello("B", seat=1)["reason"] == "seat_taken"
    c = raw(host)
    assert c.hello("C")["seat"] == 0
    d = raw(host)
    assert d.hello("D")["reason"] == "room_full"


def test_duplicate_names_get_a_number(qtbot, make_room, raw):
    host = make_room("shengsidu", open_seats(3, []), auto_start=False)
    names = [raw(host).hello("Li")["name"] for _ in range(3)]
    assert names == ["Li", "Li (2)", "Li (3)"]


def test_a_flood_is_cut_off_and_the_game_goes_on(qtbot, make_room, raw, join):
    host = make_room("shengsidu", open_seats(2, ["easy"]), seed=4)
    flood = raw(host)
    flood.hello("Flood")
    good = join(host, "Good", seed=2)
    for i in range(400):
        flood.send({"t": "ping", "id": i})
    assert flood.wait_closed(timeout=10)
    reasons = {m["reason"] for m in flood.of_type("error")}
    assert "rate_limited" in reasons
    qtbot.waitUntil(lambda: len(good.outcomes) == 1, timeout=60_000)  # a bot took the flooder's seat


def test_a_client_that_keeps_misbehaving_is_closed_and_replaced_by_a_bot(qtbot, make_room, raw, join):
    host = make_room("shengsidu", open_seats(2, ["easy"]), seed=6)
    bad = raw(host)
    bad_seat = bad.hello("Bad")["seat"]
    good = join(host, "Good", seed=3)
    for _ in range(host_mod.MAX_STRIKES + 2):
        bad.send_body(b"garbage")
    assert bad.wait_closed()
    assert any(m["reason"] == "too_many_errors" for m in bad.of_type("error"))
    qtbot.waitUntil(lambda: host.is_away(bad_seat), timeout=5000)
    qtbot.waitUntil(lambda: len(good.outcomes) == 1, timeout=60_000)
    assert good.session.seat_status(bad_seat) == "away"


_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
_messages = st.fixed_dictionaries(
    {"t": st.sampled_from(["action", "hello", "ping", "pong", "ready", "bye", "chat", "update"])},
    optional={
        "id": _json,
        "action": st.fixed_dictionaries({}, optional={"kind": _json, "cards": _json, "value": _json, "seat": _json})
        | _json,
        "name": _json,
        "protocol": _json,
    },
)


@settings(max_examples=40)
@given(body=st.binary(max_size=300) | st.text(max_size=200).map(str.encode), joined=st.booleans())
def test_hypothesis_garbage_bytes_never_hurt_the_host(qapp, room_once, body, joined):
    _garbage(qapp, room_once, body, joined)


@settings(max_examples=60)
@given(msg=_messages)
def test_hypothesis_garbage_messages_never_hurt_the_host(qapp, room_once, msg):
    _garbage(qapp, room_once, json.dumps(msg).encode(), True)


def _garbage(qapp, room_once, body: bytes, joined: bool) -> None:
    host, _sitter = room_once
    c = RawClient(host.port, pump=lambda: qapp.processEvents())
    try:
        if joined:
            assert c.hello("Garbage", spectate=True)["t"] == "welcome"
        else:
            c.wait_type("server")
        before = _state(host)
        n = len(c.inbox)
        c.send_body(body)
        if joined:
            c.send({"t": "ping", "id": 99})  # the host still answers afterwards
            c.wait_for(lambda: any(m.get("t") == "pong" for m in c.inbox[n:]) or c.closed, timeout=5)
        else:  # before the hello every frame but a hello gets an error
            c.wait_for(lambda: any(m.get("t") in ("error", "refused", "welcome") for m in c.inbox[n:]), timeout=5)
        replies = [m for m in c.inbox[n:] if m.get("t") not in ("update", "lobby", "ping")]
        assert all(m["t"] in ("error", "pong", "rejected", "refused", "chat") for m in replies), replies
        reasons = ("bad_frame", "rate_limited", "chat_refused")
        assert all(m["reason"] in reasons for m in replies if m["t"] == "error"), replies
        assert _state(host) == before
    finally:
        c.close()
    assert host.is_listening


@pytest.fixture(scope="module")
def room_once(qapp):
    """One room (a game waiting for a person's move) for many garbage examples."""
    from desktop_app.net.host import LanHost, RoomConfig
    from desktop_app.session.session import GameSession

    session = GameSession(autosave=False, bot_delay_ms=0)
    host = LanHost(session, RoomConfig("garbage", "shengsidu", 3, tuple(open_seats(1, ["easy", "easy"]))), seed=2)
    host.hellos_per_address = 10**6  # every example is a new connection from 127.0.0.1
    host.accept_burst = 10**6  # (and so beyond the accept-rate cap)
    assert host.listen("127.0.0.1", 0)
    sitter = RawClient(host.port, pump=lambda: qapp.processEvents())
    seat = sitter.hello("Sitter")["seat"]
    sitter.wait_type("update")
    assert sitter.wait_for(lambda: session.game is not None and session.game.to_move == seat)
    pump = QTimer()  # the sitter answers the host's pings while the examples run
    pump.timeout.connect(sitter.poll)
    pump.start(200)
    yield host, sitter
    pump.stop()
    sitter.close()
    session.stop()
    host.close()


def test_a_ping_before_the_hello_is_answered(qtbot, make_room, raw):
    host = make_room("shengsidu", open_seats(1, ["easy", "easy"]))
    c = raw(host)
    c.wait_type("server")
    c.send({"t": "ping", "id": 11})
    assert c.wait_type("pong")["id"] == 11
    assert c.hello("Early")["t"] == "welcome"


def test_nulls_stand_for_left_out_optional_fields(qtbot, make_room, raw):
    host = make_room("shengsidu", open_seats(1, ["easy", "easy"]))
    c = raw(host)
    assert c.hello("Nully", spectate=None, features=None, app=None)["t"] == "welcome"


def test_actions_for_other_seats_count_as_strikes_and_close_with_a_reason(qtbot, make_room, raw):
    host = make_room("shengsidu", open_seats(1, ["easy", "easy"]), bot_delay_ms=60_000)
    c = raw(host)
    seat = c.hello("Forger")["seat"]
    for i in range(host_mod.MAX_STRIKES):
        c.send({"t": "action", "id": i, "action": {"seat": (seat + 1) % 3, "kind": "pass"}})
    assert c.wait_closed()
    assert len(c.of_type("rejected")) == host_mod.MAX_STRIKES
    assert c.of_type("error")[-1]["reason"] == "too_many_errors"


def test_reconnect_churn_is_limited(qtbot, make_room, raw):
    host = make_room("shengsidu", open_seats(1, ["easy", "easy"]))
    host.hellos_per_address = 3
    answers = [raw(host).hello(f"C{i}", spectate=True)["t"] for i in range(4)]
    assert answers == ["welcome", "welcome", "welcome", "refused"]
    assert host.hellos_per_address == 3 and host_mod.HELLOS_PER_ADDRESS >= 20


@pytest.mark.parametrize("msg", [{"t": "pong"}, {"t": "pong", "id": "7"}, {"t": "ping"}, {"t": "ping", "id": True}])
def test_a_malformed_ping_or_pong_is_a_bad_frame_before_and_after_the_hello(qtbot, make_room, raw, msg):
    host = make_room("shengsidu", open_seats(2, ["easy"]))
    c = raw(host)
    c.wait_type("server")
    c.send(msg)
    err = c.wait_type("error", timeout=3)
    assert err is not None and err["reason"] == "bad_frame" and "'id'" in err["message"]
    assert c.hello("Tidy")["t"] == "welcome"
    n = len(c.inbox)
    c.send(msg)
    after = c.wait_type("error", after=n, timeout=3)
    assert after is not None and (after["reason"], after["message"]) == (err["reason"], err["message"])


def test_a_well_formed_pong_before_the_hello_gets_no_answer(qtbot, make_room, raw):
    host = make_room("shengsidu", open_seats(2, ["easy"]))
    c = raw(host)
    c.wait_type("server")
    c.send({"t": "pong", "id": 3})
    c.send({"t": "ping", "id": 4})  # answered after the pong: nothing came for the pong
    assert c.wait_type("pong")["id"] == 4
    assert [m["t"] for m in c.inbox] == ["server", "pong"]
