"""Disputes (仲裁) and the void game (本局比赛无效) over the LAN (issue 26), with real sockets
on 127.0.0.1: a client's dispute reaches every connection (a spectator too) as a public
``dispute``; the host decides (rejected: play goes on; upheld: void, or take the move back
by a vote of every seated person); a ``void_request`` is a vote round; a game whose every
person left, or whose host is gone for good, is void; the records (and the history a
client keeps) hold the disputes and the mark; a headless host lets play go on."""

from __future__ import annotations

from desktop_app.net import client as client_module
from desktop_app.net import protocol as P
from desktop_app.store.history import HistoryStore
from desktop_app.store.profiles import ProfileStore

from .conftest import Tap, open_seats


def _room(make_room, join, *, spectator=False, **config):
    host = make_room("shengsidu", open_seats(2, ["easy"]), seed=21, bot_delay_ms=20, **config)
    a = join(host, "Alice", seed=1)
    b = join(host, "Bob", seed=2)
    watcher = join(host, "Eye", spectate=True) if spectator else None
    return host, a, b, watcher


def _started(qtbot, host, moves=2):
    qtbot.waitUntil(lambda: host.session.game is not None and len(host.session.game.actions) >= moves, timeout=20_000)


def _hold(*clients):
    for c in clients:
        c.auto = False


def _resume(qtbot, *clients):
    for c in clients:
        c.auto = True
        c.act()


def test_a_dispute_goes_to_everybody_and_the_host_decides_it(qtbot, make_room, join, tmp_path):
    host, a, b, watcher = _room(make_room, join, spectator=True)
    tap = Tap(host)
    _started(qtbot, host)
    _hold(a, b)
    raised = []
    host.dispute_raised.connect(raised.append)
    assert a.session.takes_disputes()
    assert a.session.send_dispute(None, "That single should not beat mine", {"text": "Bob plays 9"})
    qtbot.waitUntil(lambda: bool(raised), timeout=5000)
    d = raised[0]
    assert (d.seat, d.name, d.step, d.explanation) == (
        a.seat,
        "Alice",
        len(host.session.game.actions),
        {"text": "Bob plays 9"},
    )
    for c in (a, b, watcher):  # everybody hears it, the spectator too
        qtbot.waitUntil(lambda c=c: c.session.disputes == (d,), timeout=5000)
    assert {s for s, _m in tap.of_type("dispute")} >= {a.seat, b.seat, None}
    assert host.decide_dispute(d.id, "rejected", "A higher rank beats", "Host")
    qtbot.waitUntil(lambda: b.session.disputes and b.session.disputes[0].decided, timeout=5000)
    assert b.session.disputes[0].decision.reason == "A higher rank beats"
    _resume(qtbot, a, b)
    qtbot.waitUntil(lambda: len(a.outcomes) == 1, timeout=60_000)
    record = a.session.finished_record()
    assert record.disputes[0].id == d.id and record.disputes[0].decision.verdict == "rejected" and not record.is_void
    # the client's history finds it
    profiles = ProfileStore(tmp_path / "p.json", history=HistoryStore(tmp_path / "h" / "history.sqlite3"))
    profiles.record_game(record, list(a.session.seats), a.outcomes[0])
    [g] = profiles.history.page()
    assert g.disputes == 1 and g.open_disputes == 0 and profiles.history.record(g.id).disputes == record.disputes


def test_an_upheld_dispute_voids_the_game_for_everybody(qtbot, make_room, join, tmp_path):
    host, a, b, _ = _room(make_room, join)
    _started(qtbot, host)
    _hold(a, b)
    raised = []
    host.dispute_raised.connect(raised.append)
    b.session.send_dispute(1, "The first lead was wrong")
    qtbot.waitUntil(lambda: bool(raised), timeout=5000)
    assert raised[0].step == 1
    voided = []
    a.session.game_voided.connect(voided.append)
    assert host.decide_dispute(raised[0].id, "upheld", "Misapplied rule", "Host", "void")
    qtbot.waitUntil(lambda: len(a.outcomes) == 1 and len(b.outcomes) == 1, timeout=10_000)
    assert [v.reason for v in voided] == ["dispute"] and a.outcomes[0].is_void
    assert a.session.finished_record().void.reason == "dispute" and a.session.totals == [0, 0, 0]
    profiles = ProfileStore(tmp_path / "p.json", history=HistoryStore(tmp_path / "h" / "history.sqlite3"))
    profiles.record_game(a.session.finished_record(), list(a.session.seats), a.outcomes[0])
    assert profiles.history.page()[0].void == "dispute" and profiles.history.player_summary("Alice") == {}


def test_a_void_request_is_a_vote_of_every_seated_person(qtbot, make_room, join):
    host, a, b, _ = _room(make_room, join)
    _started(qtbot, host)
    _hold(a, b)
    assert a.session.send_void("The power is going off")
    qtbot.waitUntil(lambda: b.session.vote is not None, timeout=5000)
    r = b.session.vote
    assert r.kind == "void" and set(r.voters) == {a.seat, b.seat} and r.votes == {a.seat: True} and r.result is None
    assert b.session.send_vote(False)  # Bob does not agree: play goes on
    qtbot.waitUntil(lambda: a.session.vote is not None and a.session.vote.result == "refused", timeout=5000)
    assert not host.session.is_game_over
    assert b.session.send_void("Now I agree")
    qtbot.waitUntil(lambda: a.session.vote is not None and a.session.vote.round == 2, timeout=5000)
    assert a.session.send_vote(True)
    qtbot.waitUntil(lambda: len(a.outcomes) == 1, timeout=10_000)
    assert a.session.finished_record().void.reason == "agreed" and a.outcomes[0].is_void


def test_take_back_by_agreement_of_every_seated_person(qtbot, make_room, join):
    host, a, b, _ = _room(make_room, join)
    _started(qtbot, host, moves=3)
    _hold(a, b)
    qtbot.wait(100)
    moves = list(host.session.game.actions)
    raised = []
    host.dispute_raised.connect(raised.append)
    a.session.send_dispute(None, "Take it back, please")
    qtbot.waitUntil(lambda: bool(raised), timeout=5000)
    step = raised[0].step
    moves = list(host.session.game.actions)
    assert host.decide_dispute(raised[0].id, "upheld", "A misclick", "Host", "take_back")
    qtbot.waitUntil(lambda: a.session.vote is not None and b.session.vote is not None, timeout=5000)
    assert a.session.vote.kind == "take_back" and a.session.vote.dispute == raised[0].id
    a.session.send_vote(True)
    b.session.send_vote(True)
    qtbot.waitUntil(lambda: host.session.disputes[0].decided, timeout=5000)
    assert host.session.disputes[0].decision.remedy == "take_back"
    assert (
        list(host.session.game.actions[: step - 1]) == moves[: step - 1] and len(host.session.game.actions) >= step - 1
    )
    _resume(qtbot, a, b)
    qtbot.waitUntil(lambda: len(a.outcomes) == 1, timeout=60_000)
    assert a.session.finished_record().disputes[0].decision.remedy == "take_back"


def test_a_headless_host_records_the_dispute_and_play_goes_on(qtbot, make_room, join):
    host, a, _b, _ = _room(make_room, join)  # nobody at the host decides
    _started(qtbot, host)
    a.session.send_dispute(None, "Unclear rule")
    qtbot.waitUntil(lambda: len(a.outcomes) == 1, timeout=60_000)
    record = a.session.finished_record()
    assert len(record.disputes) == 1 and not record.disputes[0].decided and not record.is_void
    assert not a.outcomes[0].is_void


def test_a_game_whose_every_person_left_is_void(qtbot, make_room, join):
    """天地人: the first to leave is a 弃权者 (the game goes on); when the last person has
    left too, the game is void. (In 升级 the first to leave ends the game by its rule.)"""
    host = make_room("tiandiren", open_seats(2, ["easy", "easy"]), seed=23, bot_delay_ms=20, grace_ms=200)
    a = join(host, "Alice", seed=1)
    b = join(host, "Bob", seed=2)
    qtbot.waitUntil(lambda: host.session.game is not None, timeout=20_000)
    assert not host.session.is_game_over  # (this seed deals no 天牌)
    for c in (a, b):
        c.auto = False
        c.session.auto_reconnect = False
        c.conn._sock.abort()
    qtbot.waitUntil(lambda: host.session.is_game_over, timeout=20_000)
    record = host.session.finished_record()
    assert record.void is not None and record.void.reason == "all_left"
    assert [a.kind for a in record.actions].count("abandon") == 2  # each was a 弃权者 first
    assert host.session.totals == [0, 0, 0, 0] and host.session.outcomes[-1].is_void


def test_when_the_host_is_gone_for_good_the_client_records_the_game_void(qtbot, make_room, join, monkeypatch, tmp_path):
    monkeypatch.setattr(client_module, "RECONNECT_FOR_S", 0.3)
    monkeypatch.setattr(client_module, "RECONNECT_DELAYS_MS", (100,))
    host, a, b, _ = _room(make_room, join)
    _started(qtbot, host)
    _hold(a, b)
    voided, gave_up = [], []
    a.session.game_voided.connect(voided.append)
    a.session.reconnect_failed.connect(gave_up.append)
    assert a.session.send_dispute(1, "The first lead was wrong")
    qtbot.waitUntil(lambda: bool(a.session.disputes), timeout=5000)
    host.session.stop()
    host.close()  # the machine is gone: nobody listens on its port any more
    qtbot.waitUntil(lambda: bool(voided), timeout=10_000)
    assert gave_up == ["gave_up"] and voided[0].reason == "host_lost"
    record = a.session.finished_record()
    assert record.void.reason == "host_lost" and a.session.is_game_over and a.outcomes[-1].is_void
    # the record is honest: no moves, not replayable, and what Alice's PC saw of the game
    assert record.void.partial and not record.replayable and record.actions == ()
    seen = [e.to_json() for e in a.session.event_log(a.seat) if not e.kind.startswith("lan_")]
    assert list(record.void.seen) == seen and any(e.get("visible_to") == [a.seat] for e in seen)
    assert type(record).loads(record.dumps()) == record
    assert record.disputes == a.session.disputes and record.disputes[0].step == 1  # what it knew of them too
    profiles = ProfileStore(tmp_path / "p.json", history=HistoryStore(tmp_path / "h" / "history.sqlite3"))
    profiles.record_game(record, list(a.session.seats), a.outcomes[-1])
    assert profiles.history.page()[0].void == "host_lost" and profiles.history.player_summary("Alice") == {}
    assert profiles.history.record(profiles.history.page()[0].id) == record


def test_the_new_messages_are_checked():
    assert P.parse_client_message({"t": "dispute", "text": "x"}).move is None
    for bad in (
        {"t": "dispute", "text": ""},
        {"t": "dispute", "text": "x" * 501},
        {"t": "dispute", "text": "x", "move": -1},
        {"t": "dispute", "text": "x", "explanation": {"html": "<b>"}},
        {"t": "vote", "round": 0, "agree": True},
        {"t": "vote", "round": 1},
    ):
        try:
            P.parse_client_message(bad)
        except P.ProtocolError:
            continue
        raise AssertionError(f"accepted {bad}")
    for bad in (
        {"t": "vote", "round": 1, "kind": "maybe", "voters": []},
        {"t": "vote", "round": 1, "kind": "void", "voters": [], "votes": {"x": True}},
        {"t": "dispute", "dispute": {"id": "a"}},
    ):
        try:
            P.parse_host_message(bad)
        except P.ProtocolError:
            continue
        raise AssertionError(f"accepted {bad}")


def test_a_headless_server_process_keeps_a_dispute_and_play_goes_on(qtbot, tmp_path, join):
    """Two processes on 127.0.0.1: ``paiju --server`` (nobody there decides) and this one."""
    from .test_server_process import Server

    server = Server(tmp_path, "--game", "shengsidu", "--seats", "open,bot:easy,bot:easy")
    a = join(server.port, "Ann", seed=4)
    qtbot.waitUntil(lambda: a.session.view() is not None, timeout=10_000)
    assert a.session.takes_disputes()
    assert a.session.send_dispute(0, "Was the deal fair?")
    qtbot.waitUntil(lambda: bool(a.session.disputes), timeout=10_000)
    assert a.session.disputes[0].name == "Ann" and a.session.disputes[0].step == 0
    qtbot.waitUntil(lambda: len(a.outcomes) == 1, timeout=60_000)
    record = a.session.finished_record()
    assert [d.text for d in record.disputes] == ["Was the deal fair?"] and not record.disputes[0].decided
    assert not record.is_void and not a.outcomes[0].is_void
    server.stop()


def test_a_move_the_host_turns_away_as_rate_limited_is_refused_at_the_client(qtbot, make_room, join, monkeypatch):
    """An action frame over the host's rate is answered with its id: the client hears the
    refusal (``rate_limited``, which has its Why?) and its seat is not left waiting."""
    from desktop_app.engine.explain import explain_refusal
    from desktop_app.net.host.connections import _Conn

    host, a, b, _ = _room(make_room, join)
    _started(qtbot, host, moves=0)
    _hold(a, b)
    qtbot.waitUntil(
        lambda: any(x.session.view() and x.session.view().to_move == x.seat for x in (a, b)), timeout=20_000
    )
    c = next(x for x in (a, b) if x.session.view().to_move == x.seat)
    monkeypatch.setattr(_Conn, "take_token", lambda self: False)
    before = len(c.refusals)
    c.act(force=True)
    qtbot.waitUntil(lambda: len(c.refusals) > before, timeout=5000)
    assert c.refusals[-1].reason == "rate_limited"
    assert explain_refusal("shengsidu", "rate_limited").message.startswith("The host takes only so many")
    monkeypatch.undo()
    moves = len(host.session.game.actions)
    c.refusals.clear()
    c.act(force=True)  # not stuck: the next try reaches the host
    qtbot.waitUntil(lambda: len(host.session.game.actions) > moves or bool(c.refusals), timeout=5000)
    assert len(host.session.game.actions) > moves
