"""The room around a game: the lobby (ready marks, seat moves, kicks and bans, bot fill,
option changes), chat with its limits, 托管, turn timers, the grace period, delayed
spectators (snooped too) and self-healing resyncs."""

from __future__ import annotations

import pytest

from desktop_app.engine.core import ActionKind
from desktop_app.net import host as host_mod
from desktop_app.net import protocol as P
from desktop_app.net.host import SeatPlan

from .conftest import Tap, open_seats
from .raw import RawClient
from .snoop import leaks


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


def _lobby(c: RawClient) -> dict:
    return c.of_type("lobby")[-1]


# ---------------------------------------------------------------- the lobby


def test_ready_marks_hold_the_first_game_until_everyone_is_ready(qtbot, make_room, join):
    host = make_room("shengsidu", open_seats(2, ["easy"]), wait_ready=True)
    a = join(host, "Ann")
    b = join(host, "Bo")
    qtbot.wait(100)
    assert not host.started
    a.session.set_ready(True)
    qtbot.waitUntil(lambda: any(s.ready for s in b.session.lobby.seats), timeout=5000)
    assert not host.started and not host.all_ready()
    b.session.set_ready(True)
    qtbot.waitUntil(lambda: host.session.game is not None, timeout=10_000)


def test_the_host_moves_kicks_bans_and_fills_seats(qtbot, make_room, raw):
    host = make_room("shengsidu", [SeatPlan("open")] * 3, auto_start=False)
    a, b = raw(host), raw(host)
    assert a.hello("Ann")["seat"] == 0 and b.hello("Bo")["seat"] == 1
    assert host.move_seat(1, 2)
    moved = b.wait_type("welcome", after=2)
    assert moved["seat"] == 2 and moved.get("moved") is True
    assert b.wait_for(lambda: [s["name"] for s in _lobby(b)["seats"]] == ["Ann", "", "Bo"])
    assert not host.move_seat(0, 2)  # seat 2 is taken now
    assert host.set_seat_plan(1, SeatPlan("bot", "", "easy"))
    assert a.wait_for(lambda: _lobby(a)["seats"][1]["kind"] == "bot")
    assert host.set_seat_plan(1, SeatPlan("open"))  # empty it again
    assert not host.set_seat_plan(0, SeatPlan("bot", "", "easy"))  # Ann sits there
    host.kick(2, ban=True)
    assert b.wait_closed()
    assert any(m["t"] == "bye" and m["reason"] == "kicked" for m in b.inbox)
    assert a.wait_for(lambda: _lobby(a)["seats"][2]["kind"] == "open")
    again = raw(host)
    assert again.hello("Bo")["reason"] == "banned"


def test_option_changes_reach_everyone_and_reset_the_ready_marks(qtbot, make_room, join):
    host = make_room("shengsidu", open_seats(2, ["easy"]), wait_ready=True)
    a = join(host, "Ann")
    b = join(host, "Bo")
    a.session.set_ready(True)
    qtbot.waitUntil(lambda: 0 in host._lobby_ready, timeout=5000)
    host.set_options({"loose_three_two": True}, match_length=3)
    qtbot.waitUntil(lambda: b.session.options.get("loose_three_two") is True, timeout=5000)
    assert b.session.lobby.match_length == 3 and not host._lobby_ready
    with pytest.raises(ValueError):
        host.set_options({"no_such_option": 1})


# ---------------------------------------------------------------- chat


def test_chat_reaches_everyone_with_quick_phrases(qtbot, make_room, join):
    host = make_room("shengsidu", open_seats(2, ["easy"]), auto_start=False)
    a = join(host, "Ann")
    b = join(host, "Bo")
    heard = []
    b.session.chat_received.connect(heard.append)
    assert a.session.send_chat("你好 everyone")
    assert a.session.send_chat(phrase="good_luck")
    qtbot.waitUntil(lambda: len(heard) == 2, timeout=5000)
    assert heard[0] == {"seat": 0, "name": "Ann", "text": "你好 everyone", "phrase": None}
    assert heard[1]["phrase"] == "good_luck"
    assert not a.session.send_chat("   ")  # refused before it leaves (a long line is cut: test_chat.py)
    b.session.muted.add("Ann")
    a.session.send_chat("still there?")
    qtbot.wait(200)
    assert len(heard) == 2  # muted on Bo's PC


def test_a_chat_flood_and_oversized_lines_are_refused_and_the_game_goes_on(qtbot, make_room, raw, join):
    host = make_room("shengsidu", open_seats(2, ["easy"]), seed=3)
    flood = raw(host)
    flood.hello("Noisy")
    good = join(host, "Good", seed=4)
    flood.send({"t": "chat", "text": "y" * 5000})
    for i in range(12):
        flood.send({"t": "chat", "text": f"spam {i}"})
    assert flood.wait_for(lambda: len([m for m in flood.inbox if m["t"] == "chat"]) >= host_mod.CHAT_RATE[0])
    qtbot.wait(200)
    said = [m for m in flood.inbox if m["t"] == "chat" and m["name"] == "Noisy"]
    assert len(said) == host_mod.CHAT_RATE[0]
    refusals = [m["message"] for m in flood.inbox if m.get("reason") == "chat_refused"]
    assert refusals == ["the chat line is too long", "at most 5 lines in 10 s"]  # once each, not once a line
    assert not flood.closed  # refused lines are no strikes
    flood.answer_pings = True
    qtbot.waitUntil(lambda: len(good.outcomes) == 1 or host.session.is_game_over, timeout=60_000)


def test_the_host_mutes_a_player(qtbot, make_room, raw):
    host = make_room("shengsidu", open_seats(2, ["easy"]), auto_start=False)
    c = raw(host)
    seat = c.hello("Loud")["seat"]
    host.mute(seat)
    c.send({"t": "chat", "text": "hello?"})
    err = c.wait_type("error")
    assert err["reason"] == "chat_refused" and "muted" in err["message"]


# ---------------------------------------------------------------- 托管, timers, grace


def test_tuoguan_lets_the_bot_play_and_the_player_takes_it_back(qtbot, make_room, join):
    host = make_room("shengsidu", open_seats(1, ["easy", "easy"]), seed=5, bot_delay_ms=10)
    a = join(host, "Ann")
    a.auto = False
    qtbot.waitUntil(lambda: host.session.game is not None, timeout=5000)
    seat = a.seat
    a.session.set_autoplay(seat, True)
    qtbot.waitUntil(lambda: any(act.seat == seat for act in host.session.game.actions), timeout=10_000)
    qtbot.waitUntil(lambda: a.session.lobby.seats[seat].autoplay, timeout=5000)
    a.session.set_autoplay(seat, False)
    qtbot.waitUntil(lambda: seat not in host.session.autoplay_seats, timeout=5000)
    a.auto = True
    a.act()
    qtbot.waitUntil(lambda: len(a.outcomes) == 1, timeout=60_000)


def test_a_turn_timer_lets_the_bot_move_and_three_in_a_row_hand_the_seat_over(qtbot, make_room, raw):
    host = make_room("shengsidu", open_seats(1, ["easy", "easy"]), seed=6, turn_ms=150, bot_delay_ms=0)
    c = raw(host)
    seat = c.hello("Sleepy")["seat"]
    timers = []
    host.session.timer_started.connect(lambda s, ms: timers.append((s, ms)))
    qtbot.waitUntil(lambda: host.session.timeouts_in_a_row(seat) >= 3 or host.session.is_game_over, timeout=20_000)
    assert (seat, 150) in timers
    if not host.session.is_game_over:
        assert seat in host.session.autoplay_seats  # 托管 after three time-outs in a row
        assert c.wait_for(lambda: any(u.get("timer", {}).get("seat") == seat for u in c.of_type("update")))


def test_after_the_grace_period_the_games_rule_for_leaving_applies(qtbot, make_room, join):
    host = make_room("tiandiren", open_seats(2, ["easy"]), seed=8, grace_ms=300, bot_delay_ms=50)
    a = join(host, "Ann")
    b = join(host, "Bo")
    qtbot.waitUntil(lambda: host.session.game is not None and len(host.session.game.actions) >= 1, timeout=10_000)
    b.session.auto_reconnect = False
    b.auto = False
    seat = b.seat
    b.conn._sock.abort()
    qtbot.waitUntil(
        lambda: any(x.seat == seat and x.kind == ActionKind.ABANDON for x in host.session.game.actions), timeout=10_000
    )
    assert host.session.game.view_for(None).status[seat] == "abandoned"
    qtbot.waitUntil(lambda: len(a.outcomes) == 1, timeout=60_000)


def test_coming_back_within_the_grace_period_keeps_the_seat(qtbot, make_room, join):
    host = make_room("shengsidu", open_seats(2, ["easy"]), seed=9, grace_ms=5000, bot_delay_ms=50)
    a = join(host, "Ann")
    b = join(host, "Bo")
    qtbot.waitUntil(lambda: host.session.game is not None, timeout=10_000)
    b.conn._sock.abort()  # it comes back by itself at once
    qtbot.waitUntil(lambda: not b.session.is_lost and not host.is_away(b.seat), timeout=10_000)
    assert not host._grace
    qtbot.waitUntil(lambda: len(a.outcomes) == 1, timeout=60_000)
    assert not any(x.kind == ActionKind.ABANDON for x in host.session.game.actions)


# ---------------------------------------------------------------- spectators


@pytest.mark.parametrize("game_id", ["shengsidu", "hongwu"])
def test_a_delayed_spectator_sees_each_trick_once_it_is_over(qtbot, make_room, join, game_id):
    n = 3 if game_id == "shengsidu" else 4
    host = make_room(game_id, open_seats(1, ["easy"] * (n - 1)), seed=2, spectator_delay=True, bot_delay_ms=0)
    tap = Tap(host)
    problems = []

    def snoop(seat, msg):
        game = host.session.game
        if msg.get("t") == "update" and game is not None:
            found = leaks(game, seat, msg)
            if found:
                problems.append(found)

    tap.on_frame = snoop
    watcher = join(host, "Eye", spectate=True)
    player = join(host, "Ann")
    qtbot.waitUntil(lambda: len(player.outcomes) == 1 and len(watcher.outcomes) == 1, timeout=60_000)
    assert not problems
    views = [u["view"] for u in watcher.updates()]
    mid = [v for v in views if v["phase"] not in ("over",)]
    assert mid and all(not v.get("trick") for v in mid)  # never a trick in progress
    assert len(watcher.updates()) < len(player.updates())


# ---------------------------------------------------------------- self-healing


def test_a_view_that_hashes_otherwise_is_resynced_silently(qtbot, make_room, join, monkeypatch):
    host = make_room("shengsidu", open_seats(1, ["easy", "easy"]), seed=10, bot_delay_ms=0)
    real = P.update_json
    sent = {"n": 0}

    def corrupt(seq, events, view, **kw):
        d = real(seq, events, view, **kw)
        sent["n"] += 1
        if sent["n"] == 3:
            d["hash"] = "0" * 16  # a host bug, or a bit flipped on the way
        return d

    monkeypatch.setattr(P, "update_json", corrupt)
    a = join(host, "Ann")
    qtbot.waitUntil(lambda: a.session.resyncs >= 1, timeout=10_000)
    qtbot.waitUntil(lambda: host.resyncs >= 1, timeout=5000)
    qtbot.waitUntil(lambda: len(a.outcomes) == 1, timeout=60_000)
    assert a.session.view() == host.session.game.view_for(a.seat)
    assert a.session.resyncs == 1 and host.resyncs == 1


def test_a_gap_in_seq_is_resynced(qtbot, make_room, join, monkeypatch):
    host = make_room("shengsidu", open_seats(1, ["easy", "easy"]), seed=11, bot_delay_ms=0)
    a = join(host, "Ann")
    qtbot.waitUntil(lambda: len(a.updates()) >= 2, timeout=10_000)
    conn = next(iter(host._conns.values()))
    conn.seq += 1  # the next update skips a number
    qtbot.waitUntil(lambda: a.session.resyncs >= 1, timeout=10_000)
    qtbot.waitUntil(lambda: len(a.outcomes) == 1, timeout=60_000)
    assert a.session.view() == host.session.game.view_for(a.seat)


def test_a_correct_host_needs_no_resync(qtbot, make_room, join):
    host = make_room("tiandiren", open_seats(2, ["easy"]), seed=12)
    a = join(host, "Ann")
    b = join(host, "Bo")
    qtbot.waitUntil(lambda: len(a.outcomes) == 1 and len(b.outcomes) == 1, timeout=60_000)
    assert a.session.resyncs == b.session.resyncs == host.resyncs == 0


def test_a_moved_client_plays_its_new_seat(qtbot, make_room, join):
    host = make_room("shengsidu", [SeatPlan("open")] * 3, auto_start=False, seed=13)
    a = join(host, "Ann")
    b = join(host, "Bo")
    assert (a.seat, b.seat) == (0, 1)
    assert host.move_seat(1, 2)
    qtbot.waitUntil(lambda: b.seat == 2 and 2 in {c.seat for c in b.session.connections}, timeout=5000)
    assert b.session.local_seats == [2]
    assert host.set_seat_plan(1, SeatPlan("bot", "", "easy"))
    host.start_now()
    qtbot.waitUntil(lambda: len(a.outcomes) == 1 and len(b.outcomes) == 1, timeout=60_000)
    assert b.session.view() == host.session.game.view_for(2)


def test_the_lobby_follows_tuoguan_after_time_outs(qtbot, make_room, join):
    host = make_room("shengsidu", open_seats(2, ["easy"]), seed=6, turn_ms=100, bot_delay_ms=0)
    a = join(host, "Ann")
    b = join(host, "Bo")
    b.auto = False  # Bo never moves: after three time-outs the bot keeps his seat
    qtbot.waitUntil(lambda: host.session.timeouts_in_a_row(b.seat) >= 3 or host.session.is_game_over, timeout=20_000)
    if not host.session.is_game_over:
        qtbot.waitUntil(lambda: a.session.lobby.seats[b.seat].autoplay, timeout=5000)
