"""A server of many tables (``net/lobby.py``) on 127.0.0.1: a core-only client plays at
the default table, lobby-aware clients pick their tables and play full games, each table
is snooped (nothing of table B reaches table A, spectators see nothing hidden), hostile
frames to the lobby and to a table leave the other tables alone, a table's fault is
isolated (the table reopens, the others play on), the lobby chat and tables created
from the lobby."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QTimer

from desktop_app.ai.base import make_bot
from desktop_app.engine.core import Action
from desktop_app.engine.wire import view_from_json
from desktop_app.net import protocol as P
from desktop_app.net.host import RoomConfig, SeatPlan
from desktop_app.net.lobby import LOBBY_FRAME, LobbyServer

from .conftest import PlayingClient, Tap
from .raw import RawClient
from .snoop import card_tokens, leaks


def _config(name: str, game: str, seats: list[str], **kw: Any) -> RoomConfig:
    plans = tuple(SeatPlan("bot", "", s.partition(":")[2]) if s.startswith("bot") else SeatPlan("open") for s in seats)
    kw.setdefault("next_game_delay_ms", 0)
    return RoomConfig(name, game, len(plans), plans, **kw)


THREE = [
    ("Table 1", "shengsidu", ["open", "bot:random"]),
    ("Table 2", "doudizhu", ["open", "bot:random", "bot:random"]),
    ("Table 3", "hongwu", ["open", "open", "bot:random", "bot:random"]),
]


@pytest.fixture
def lobby(qtbot):
    made: list[LobbyServer] = []

    def make(tables: Any = THREE, **kw: Any) -> LobbyServer:
        server = LobbyServer([_config(*t[:3], **(t[3] if len(t) > 3 else {})) for t in tables], seed=7, **kw)
        assert server.listen("127.0.0.1", 0), server.error_string
        made.append(server)
        return server

    yield make
    for server in made:
        server.close()


@pytest.fixture
def clients(qtbot):
    made: list[Any] = []

    def raw(port: int) -> RawClient:
        c = RawClient(port, pump=lambda: qtbot.wait(5))
        made.append(c)
        return c

    def playing(port: int, name: str, *, wait: bool = True, **kw: Any) -> PlayingClient:
        c = PlayingClient(port, name, **kw)
        made.append(c)
        if wait:
            qtbot.waitUntil(lambda: c.joined or c.failure is not None, timeout=10_000)
        return c

    yield raw, playing
    for c in made:
        if isinstance(c, RawClient):
            c.close()
        else:
            c.session.stop()
            c.conn.close()


def _lobby_hello(c: RawClient, name: str = "Looker") -> dict[str, Any]:
    assert c.wait_type("server") is not None
    c.send({"t": "lobby_hello", "protocol": P.PROTOCOL_VERSION, "app": "raw-test", "name": name})
    welcome = c.wait_type("lobby_welcome")
    assert welcome is not None, c.inbox
    return welcome


def _play_raw(c: RawClient, games: int = 1, timeout: float = 60.0) -> list[dict[str, Any]]:
    """Play ``c``'s seat with a bot from the core messages alone, until ``games`` end."""
    rng = random.Random(3)
    seat = c.of_type("welcome")[0]["seat"]
    done = {"n": 0, "seen": 0, "waiting": None, "bot": None, "id": 0}

    def step() -> bool:
        msgs = c.inbox[done["seen"] :]
        done["seen"] = len(c.inbox)
        for m in msgs:
            if m.get("t") == "game_over":
                done["n"] += 1
                done["bot"], done["waiting"] = None, None
            elif m.get("t") == "rejected":
                done["waiting"] = None
            elif m.get("t") == "update":
                if m.get("ack") is not None and m["ack"] == done["waiting"]:
                    done["waiting"] = None
                v = view_from_json(m["view"])
                if v.to_move == seat and v.phase != "over" and done["waiting"] is None:
                    if done["bot"] is None:
                        done["bot"] = make_bot(v.game_id, "random", seat, rng.randrange(1 << 30))
                    a = done["bot"].decide(v)
                    body = Action(seat, a.kind, a.cards, a.value).to_json()
                    body.pop("seat")
                    done["id"] += 1
                    c.send({"t": "action", "id": done["id"], "action": body})
                    done["waiting"] = done["id"]
        return done["n"] >= games

    assert c.wait_for(step, timeout), f"{done['n']} of {games} games over"
    return c.of_type("game_over")


# ---------------------------------------------------------------- the core client


def test_a_core_only_client_plays_at_the_default_table(qtbot, lobby, clients):
    raw, _playing = clients
    server = lobby()
    c = raw(server.port)
    hello = c.wait_type("server")
    assert hello["lobby"] is True and hello["table"] == "t1" and hello["game"] == "shengsidu"
    assert hello["players"] == 2 and len(hello["nonce"]) >= 32
    welcome = c.hello("Core")  # the fixed core's hello: no room, no features
    assert welcome["t"] == "welcome" and welcome["seat"] == 0 and welcome["room"] == "Table 1"
    overs = _play_raw(c)
    assert overs[0]["record"]["game"] == "shengsidu"
    assert {m.get("t") for m in c.inbox} <= P.HOST_TYPES  # nothing a core client does not know


def test_the_default_table_is_the_first_still_waiting(qtbot, lobby, clients):
    raw, _playing = clients
    server = lobby()
    first = raw(server.port)
    assert first.hello("One")["seat"] == 0  # table 1 (2 seats, 1 open) is now full and starts
    qtbot.waitUntil(lambda: server.table("t1").host.started, timeout=5000)
    second = raw(server.port)
    hello = second.wait_type("server")
    assert hello["table"] == "t2" and hello["game"] == "doudizhu"
    assert second.hello("Two")["room"] == "Table 2"


def test_a_password_proof_is_made_with_the_lobby_nonce(qtbot, lobby, clients):
    raw, _playing = clients
    server = lobby(
        [("Open", "shengsidu", ["open", "bot:random"]), ("Locked", "shengsidu", ["open"] * 2, {"password": "pw"})]
    )
    bad = raw(server.port)
    assert bad.hello("Eve", password="nope", room="t2")["reason"] == "bad_password"
    good = raw(server.port)
    assert good.hello("Ann", password="pw", room="t2")["t"] == "welcome"


# ---------------------------------------------------------------- lobby-aware clients


def test_lobby_clients_see_the_tables_and_play_at_the_tables_they_pick(qtbot, lobby, clients):
    raw, playing = clients
    server = lobby()
    taps = {t.id: Tap(t.host) for t in server.tables()}
    looker = raw(server.port)
    welcome = _lobby_hello(looker)
    assert [t["id"] for t in welcome["tables"]] == ["t1", "t2", "t3"]
    t3 = welcome["tables"][2]
    assert t3["game"] == "hongwu" and t3["status"] == "waiting" and t3["open"] == 2
    assert [s["kind"] for s in t3["seats"]] == ["open", "open", "bot", "bot"]
    assert t3["spectators"] == {"count": 0, "names": []}
    a = playing(server.port, "Ann", room="t2")
    b = playing(server.port, "Bo", room="t3")
    eye = playing(server.port, "Eye", room="t3", spectate=True)
    c = playing(server.port, "Cy", room="t3")
    assert a.seat == 0 and b.seat == 0 and c.seat == 1 and eye.seat is None

    def listed() -> bool:
        tables = looker.of_type("tables")
        if not tables:
            return False
        t = {x["id"]: x for x in tables[-1]["tables"]}
        return t["t3"]["spectators"]["names"] == ["Eye"] and [s["name"] for s in t["t3"]["seats"][:2]] == ["Bo", "Cy"]

    assert looker.wait_for(listed), looker.of_type("tables")[-1:]
    qtbot.waitUntil(lambda: all(x.outcomes for x in (a, b, c, eye)), timeout=120_000)
    # per-table snooping: each client's frames are of its own table only ...
    for client, table, game in ((a, "Table 2", "doudizhu"), (b, "Table 3", "hongwu"), (eye, "Table 3", "hongwu")):
        for f in client.frames:
            if f.get("t") in ("lobby", "welcome"):
                assert f["room"] == table
            if f.get("t") == "update":
                assert f["view"]["game"] == game
            if f.get("t") == "game_over":
                assert f["record"]["game"] == game
    # ... and what table 3 sent went to its own people only
    assert {m["room"] for _seat, m in taps["t3"].of_type("lobby")} == {"Table 3"}
    assert not taps["t1"].frames  # nobody sat at table 1
    # the looker in the lobby never got a card of any table
    assert not any(card_tokens(m) for m in looker.inbox if m.get("t") in ("tables", "lobby_welcome"))


def test_every_frame_of_every_table_is_snooped(qtbot, lobby, clients):
    _raw, playing = clients
    server = lobby()
    problems: list[Any] = []
    for table in server.tables():
        tap = Tap(table.host)

        def snoop(seat: int | None, msg: dict[str, Any], host: Any = table.host, tid: str = table.id) -> None:
            game = host.session.game
            if msg.get("t") == "update" and game is not None:
                found = leaks(game, seat, msg)
                if found:
                    problems.append((tid, seat, found))

        tap.on_frame = snoop
    watchers = [playing(server.port, f"Eye{i}", room=f"t{i}", spectate=True) for i in (1, 2, 3)]
    players = [playing(server.port, "P1", room="t1"), playing(server.port, "P2", room="t2")]
    players += [playing(server.port, "P3", room="t3"), playing(server.port, "P4", room="t3")]
    qtbot.waitUntil(lambda: all(p.outcomes for p in players + watchers), timeout=120_000)
    assert not problems


# ---------------------------------------------------------------- hostile frames


def test_hostile_frames_to_the_lobby_and_to_a_table_leave_the_others_alone(qtbot, lobby, clients):
    raw, playing = clients
    server = lobby()
    a = playing(server.port, "Ann", room="t2")
    # the lobby: junk before any hello, lobby messages before lobby_hello, wrong fields
    junk = raw(server.port)
    junk.wait_type("server")
    junk.send_body(b"not json")
    junk.send_body(b"[1,2]")
    junk.send({"t": "lobby_chat", "text": "hi"})
    junk.send({"t": "create_room", "game": "hongwu"})
    junk.send({"t": "no such thing"})
    junk.send({"t": "ping", "id": "x"})
    assert junk.wait_for(lambda: len(junk.of_type("error")) >= 6)
    assert {e["reason"] for e in junk.of_type("error")} == {"bad_frame"}
    member = raw(server.port)
    _lobby_hello(member, "Mal")
    member.send({"t": "lobby_chat", "text": "x" * 5000})
    member.send({"t": "lobby_chat", "text": "\x00bad"})
    member.send({"t": "create_room", "game": "hongwu"})  # not allowed on this server
    member.send({"t": "lobby_hello", "protocol": 1, "app": "x", "name": "again"})
    assert member.wait_for(lambda: len(member.of_type("error")) >= 4)
    assert {"chat_refused", "create_refused", "bad_frame"} <= {e["reason"] for e in member.of_type("error")}
    big = raw(server.port)
    big.wait_type("server")
    big.send_bytes((LOBBY_FRAME + 1).to_bytes(4, "big"))
    assert big.wait_closed()
    unknown = raw(server.port)
    assert unknown.hello("Who", room="t99")["reason"] == "no_such_table"
    assert unknown.wait_closed()
    flood = raw(server.port)
    _lobby_hello(flood, "Flood")
    for i in range(60):
        flood.send({"t": "ping", "id": i})
    assert flood.wait_for(lambda: any(e["reason"] == "rate_limited" for e in flood.of_type("error")))
    # a table: junk after the hello, actions for other seats
    table_junk = raw(server.port)
    assert table_junk.hello("Junk", room="t3")["t"] == "welcome"
    table_junk.send_body(b"{bad")
    table_junk.send({"t": "action", "id": 1, "action": {"kind": "play", "cards": "zz"}})
    table_junk.send({"t": "action", "id": 2, "seat": 3, "action": {"kind": "pass"}})
    assert table_junk.wait_for(lambda: table_junk.of_type("error") and table_junk.of_type("rejected"))
    qtbot.waitUntil(lambda: bool(a.outcomes), timeout=60_000)  # table 2 played on
    assert not a.lost and a.failure is None
    assert len(server.tables()) == 3


# ---------------------------------------------------------------- faults


def test_a_table_that_fails_is_reopened_and_the_others_play_on(qtbot, lobby, clients):
    raw, playing = clients
    server = lobby()
    broken = server.table("t3")
    victim = playing(server.port, "Vic", room="t3")
    other = playing(server.port, "Vic2", room="t3")
    qtbot.waitUntil(lambda: broken.session.game is not None, timeout=10_000)

    def explode() -> None:
        raise RuntimeError("a bug in this table")

    broken.host.flush = explode  # the next update of table 3 raises (in a Qt slot)
    tries: list[int] = []
    for p in (victim, other):
        p.session.reconnecting.connect(lambda attempt, _ms: tries.append(attempt))
    looker = raw(server.port)
    _lobby_hello(looker)
    a = playing(server.port, "Ann", room="t2")
    victim.act(force=True)
    other.act(force=True)
    qtbot.waitUntil(lambda: server.table("t3") is not broken, timeout=10_000)
    qtbot.waitUntil(lambda: "room_fault" in victim.lost + other.lost, timeout=10_000)
    fresh = server.table("t3")
    assert fresh is not None and not fresh.host.started and fresh.config == broken.config
    qtbot.waitUntil(lambda: bool(a.outcomes), timeout=60_000)  # table 2 did not notice
    assert not a.lost
    assert not tries  # the table's seats and tokens are gone: no coming back by itself
    again = playing(server.port, "Vic", room="t3")
    assert again.seat == 0  # the reopened table takes people again
    assert looker.wait_for(lambda: any(
        {x["id"]: x for x in m["tables"]}["t3"]["seats"][0]["name"] == "Vic" for m in looker.of_type("tables")
    ))  # fmt: skip


def test_an_exception_escaping_a_table_on_the_event_loop_is_traced_to_it(qtbot, lobby, clients):
    _raw, playing = clients
    server = lobby()
    table = server.table("t2")
    a = playing(server.port, "Ann", room="t2")
    b = playing(server.port, "Bo", room="t3")
    qtbot.waitUntil(lambda: table.session.game is not None, timeout=10_000)

    def explode() -> None:
        raise RuntimeError("a bug in a slot of this table")

    table.host.flush = explode
    QTimer.singleShot(0, table.host._deferred_flush)  # as after a bot's move: a slot of the host
    table.host._flush_pending = True
    qtbot.waitUntil(lambda: "room_fault" in a.lost, timeout=10_000)
    assert server.table("t2") is not table and not server.table("t2").host.started
    # a slot of the closed table that was already queued raises again: known as the old
    # table's, logged, not a new fault (nor an error escaping to the event loop)
    fresh = server.table("t2")
    table.host._flush_pending = True
    QTimer.singleShot(0, table.host._deferred_flush)
    qtbot.wait(50)
    assert server.table("t2") is fresh
    c = playing(server.port, "Cy", room="t3")
    qtbot.waitUntil(lambda: bool(b.outcomes and c.outcomes), timeout=60_000)  # table 3 never noticed
    assert not b.lost


def test_an_exception_in_a_call_into_a_table_is_isolated(qtbot, lobby, clients):
    raw, _playing = clients
    server = lobby()
    table = server.table("t1")

    def explode(*_a: Any) -> Any:
        raise ValueError("summary bug")

    table.host.spectator_names = explode  # listing table 1 fails
    looker = raw(server.port)
    welcome = _lobby_hello(looker)
    assert "t2" in [t["id"] for t in welcome["tables"]]
    assert server.table("t1") is not table  # table 1 was closed and reopened


# ---------------------------------------------------------------- chat and new tables


def test_the_lobby_chat_reaches_everyone_in_the_lobby_only(qtbot, lobby, clients):
    raw, playing = clients
    server = lobby()
    a, b = raw(server.port), raw(server.port)
    _lobby_hello(a, "Ann")
    wb = _lobby_hello(b, "Ann")
    assert wb["name"] == "Ann (2)"
    player = playing(server.port, "Pat", room="t1")
    a.send({"t": "lobby_chat", "text": " hello all "})
    line = b.wait_type("lobby_chat")
    assert line["name"] == "Ann" and line["text"] == "hello all" and isinstance(line["time"], int)
    late = raw(server.port)
    assert _lobby_hello(late, "Late")["chat"][-1]["text"] == "hello all"
    for i in range(8):
        a.send({"t": "lobby_chat", "text": f"line {i}"})
    assert a.wait_for(lambda: any(e["reason"] == "chat_refused" for e in a.of_type("error")))
    qtbot.wait(300)
    assert not any(f.get("t") == "lobby_chat" for f in player.frames)


def test_people_create_tables_within_the_limits(qtbot, lobby, clients):
    raw, playing = clients
    server = lobby(allow_create=True, max_tables=5)
    maker = raw(server.port)
    assert _lobby_hello(maker, "Mia")["create"]["allowed"] is True
    maker.send({"t": "create_room", "game": "yuanzi", "players": 4, "seats": ["open", "bot", "bot:easy", "bot"]})
    created = maker.wait_type("room_created")
    assert created["room"] == "t4" and created["name"] == "Mia's table"
    assert maker.wait_for(lambda: any(
        len(m["tables"]) == 4 and m["tables"][3]["created_by"] == "Mia" for m in maker.of_type("tables")
    ))  # fmt: skip
    for bad in (
        {"game": "chess"},
        {"game": "hongwu", "players": 9},
        {"game": "hongwu", "seats": ["bot"] * 4},
        {"game": "hongwu", "options": {"red_five_penalty": "x"}},
        {"game": "hongwu", "name": "\x07"},
    ):
        maker.send({"t": "create_room", **bad})
    assert maker.wait_for(lambda: len(maker.of_type("error")) >= 5)
    assert {e["reason"] for e in maker.of_type("error")} == {"create_refused"}
    maker.send({"t": "create_room", "game": "shengsidu", "players": 2})
    assert maker.wait_for(lambda: len(maker.of_type("room_created")) == 2)
    maker.send({"t": "create_room", "game": "shengsidu", "players": 2})  # the 6th table: over the limit
    assert maker.wait_for(lambda: len(maker.of_type("error")) >= 6)
    codes = [e.get("refusal") for e in maker.of_type("error")]
    assert codes == ["bad_game", "bad_players", "no_open_seat", "bad_options", "bad_name", "max_tables"]
    assert all(e["message"] for e in maker.of_type("error"))  # the words stay, beside the code
    p = playing(server.port, "Ann", room="t4")
    qtbot.waitUntil(lambda: bool(p.outcomes), timeout=60_000)
    assert p.outcomes[0] is not None


def test_hostile_create_rooms_are_refused_each_with_its_code(qtbot, lobby, clients):
    raw, _playing = clients
    server = lobby(allow_create=True, max_tables=8)
    maker = raw(server.port)
    _lobby_hello(maker, "Hex")
    hostile: list[tuple[dict[str, Any], str]] = [
        ({"game": ["hongwu"]}, "bad_game"),
        ({"game": "hongwu", "players": True}, "bad_players"),
        ({"game": "hongwu", "players": 4.0}, "bad_players"),
        ({"game": "hongwu", "players": 4, "seats": "open"}, "bad_seats"),
        ({"game": "hongwu", "players": 4, "seats": ["open"] * 3}, "bad_seats"),
        ({"game": "hongwu", "players": 4, "seats": ["open", "human", "bot", "bot"]}, "bad_seats"),
        ({"game": "hongwu", "players": 4, "seats": ["open", "bot:godlike", "bot", "bot"]}, "bad_seats"),
        ({"game": "hongwu", "players": 4, "seats": ["open", 7, "bot", "bot"]}, "bad_seats"),
        ({"game": "hongwu", "options": ["x"]}, "bad_options"),
        ({"game": "hongwu", "options": {"no_such_rule": 1}}, "bad_options"),
        ({"game": "doudizhu", "options": {"variant": "chess"}}, "bad_options"),
        ({"game": "hongwu", "match_length": 0}, "bad_match_length"),
        ({"game": "hongwu", "match_length": "3"}, "bad_match_length"),
        ({"game": "hongwu", "name": "x" * 65}, "bad_name"),
        ({"game": "hongwu", "name": 5}, "bad_name"),
    ]
    for msg, _code in hostile:
        maker.send({"t": "create_room", **msg})
    assert maker.wait_for(lambda: len(maker.of_type("error")) >= len(hostile))
    errors = maker.of_type("error")
    assert [e["reason"] for e in errors] == ["create_refused"] * len(hostile)
    assert [e.get("refusal") for e in errors] == [code for _m, code in hostile]
    assert len(server.tables()) == 3 and not maker.closed  # nothing made, no strike, still in the lobby
    maker.send({"t": "create_room", "game": "hongwu", "players": 4, "seats": ["open", "bot:expert", "open", "bot"],
                "options": {}, "match_length": 3})  # fmt: skip
    assert maker.wait_type("room_created")["room"] == "t4"
    made = server.tables()[3]
    assert [p.kind for p in made.config.seats] == ["open", "bot", "open", "bot"] and made.config.match_length == 3


def test_a_server_that_takes_no_tables_says_so_with_a_code(qtbot, lobby, clients):
    raw, _playing = clients
    server = lobby()
    maker = raw(server.port)
    _lobby_hello(maker, "Hex")
    maker.send({"t": "create_room", "game": "hongwu"})
    assert maker.wait_for(lambda: bool(maker.of_type("error")))
    assert maker.of_type("error")[0]["refusal"] == "not_allowed"


def test_the_app_browser_lists_chats_and_creates_tables(qtbot, lobby):
    from desktop_app.net.lobby_client import LobbyBrowser

    server = lobby(allow_create=True)
    browser = LobbyBrowser("127.0.0.1", server.port, "Ann")
    with qtbot.waitSignal(browser.joined, timeout=10_000):
        browser.open()
    assert [t.id for t in browser.tables()] == ["t1", "t2", "t3"] and browser.my_name == "Ann"
    t3 = browser.tables()[2]
    assert t3.game == "hongwu" and [s.kind for s in t3.seats] == ["open", "open", "bot", "bot"] and t3.open == 2
    assert browser.create_info["allowed"] is True
    with qtbot.waitSignal(browser.chat_received, timeout=5000) as said:
        assert browser.send_chat("hi")
    assert said.args[0] == {"name": "Ann", "text": "hi"}
    with qtbot.waitSignal(browser.created, timeout=5000) as made:
        browser.create_table("shengsidu", 3, name="Ann's", seats=["open", "bot:easy", "open"])
    assert made.args[0] == "t4"
    qtbot.waitUntil(lambda: len(browser.tables()) == 4, timeout=5000)
    assert browser.tables()[3].name == "Ann's" and browser.tables()[3].created_by == "Ann"
    with qtbot.waitSignal(browser.refused, timeout=5000) as no:
        browser.create_table("chess", 2)
    assert no.args[:2] == ["create_refused", "bad_game"] and "chess" in no.args[2]
    with qtbot.waitSignal(browser.failed, timeout=5000) as gone:
        server.close()
    assert gone.args[0] == "server_stopping"
    browser.close()


def test_the_app_browser_says_when_an_address_is_a_single_host(qtbot, make_room):
    from desktop_app.net.lobby_client import LobbyBrowser

    host = make_room("shengsidu", [SeatPlan("open"), SeatPlan("open")])
    browser = LobbyBrowser("127.0.0.1", host.port, "Ann")
    with qtbot.waitSignal(browser.single, timeout=10_000) as single:
        browser.open()
    assert single.args[0].room == "Test room" and browser.state == "single"


def test_connections_that_never_say_hello_are_bounded_per_address(qtbot, lobby, clients):
    raw, playing = clients
    server = lobby()
    a = playing(server.port, "Ann", room="t2")  # seated before: the flood does not reach a table
    idle = [raw(server.port) for _ in range(32)]
    for c in idle:
        assert c.wait_type("server") is not None
    extra = raw(server.port)
    assert extra.wait_closed() and not extra.of_type("server")  # the 33rd: closed before any frame
    for c in idle:
        c.close()
    qtbot.waitUntil(lambda: not server._conns, timeout=5000)
    late = raw(server.port)
    assert late.hello("Late", room="t1")["t"] == "welcome"
    qtbot.waitUntil(lambda: bool(a.outcomes), timeout=60_000)
    assert not a.lost
