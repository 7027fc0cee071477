"""The LAN host's speed work, checked for what it must not change:

* the move log (``desktop_app/store/movelog.py``): a host killed while its whole save is
  moves behind comes back with every move a client saw; a torn last line, a stale log and
  a damaged one (kept aside) are handled; a save without a log reads as before;
* the autosave writer's delay never delays a flush;
* the order of an update round: the acting connection first, the seat to move last;
* the views' canonical bytes put together from shared parts are ``canonical_json``'s;
* cards on the wire read by look-up read as the full parser reads them.
"""

from __future__ import annotations

import dataclasses
import json
import random
from pathlib import Path

import pytest

from desktop_app.ai.base import make_bot
from desktop_app.engine import new_game
from desktop_app.engine.core import Action
from desktop_app.engine.wire import view_to_json
from desktop_app.net import client as client_mod
from desktop_app.net import host as host_mod
from desktop_app.net import protocol as P
from desktop_app.net.host import LanHost, RoomConfig, _ViewCache
from desktop_app.session.session import GameSession
from desktop_app.store.movelog import MoveLog, moves_path
from desktop_app.store.saves import AutosaveWriter, MatchSnapshot, open_match, parse_snapshot, write_autosave

from .conftest import PlayingClient, Tap, open_seats

# ---------------------------------------------------------------- the host's move log


def _kill(host: LanHost) -> None:
    """The host process dies on the spot: its sockets torn down and its autosave writer
    thread gone with whatever it had not written yet."""
    writer = host.session.autosave_writer
    assert writer is not None
    with writer._cond:  # the thread is killed with the process: nothing more is written
        writer._pending = None
    host.session._save_due = False  # nor the snapshot the session would have taken next
    for conn in list(host._conns.values()):
        conn.sock.abort()
    host._server.close()
    host._closed = True
    host._tick.stop()
    host.session.stop()


def test_a_killed_host_whose_save_is_behind_loses_no_move_a_client_saw(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(host_mod.saving, "LOGGED_SAVE_DELAY_S", 3600.0)  # the whole save never catches up
    monkeypatch.setattr(client_mod, "RECONNECT_DELAYS_MS", (100, 200, 400))
    save = tmp_path / "room.paiju"
    session = GameSession(autosave=True, autosave_path=save, bot_delay_ms=0)
    host = LanHost(session, RoomConfig("Log", "shengsidu", 2, tuple(open_seats(2, [])), next_game_delay_ms=0), seed=3)
    assert host.listen("127.0.0.1", 0)
    port = host.port
    live = [PlayingClient(port, name, seed=20 + i) for i, name in enumerate(("Ann", "Bo"))]
    for c in live:
        c.auto = False
    qtbot.waitUntil(
        lambda: session.game is not None and all(c.session.view() is not None for c in live), timeout=10_000
    )
    for _ in range(6):  # six moves, each seen by both clients
        before = len(session.game.actions)
        qtbot.waitUntil(lambda: all(c.session.view() == session.game.view_for(c.seat) for c in live), timeout=5000)
        for c in live:
            c.act(force=True)
        qtbot.waitUntil(lambda b=before: len(session.game.actions) > b, timeout=5000)
    qtbot.waitUntil(lambda: all(c.session.view() == session.game.view_for(c.seat) for c in live), timeout=5000)
    seen = list(session.game.actions)
    _kill(host)

    whole = parse_snapshot(json.loads(save.read_text(encoding="utf-8")), save)
    assert len(whole.current.actions) < len(seen)  # the whole save is behind: the log has the rest
    assert moves_path(save).is_file()
    snapshot = open_match(save)
    assert list(snapshot.current.actions) == seen

    session2 = GameSession(autosave=True, autosave_path=save, bot_delay_ms=0)
    host2 = LanHost.resume(session2, snapshot)
    assert host2.listen("127.0.0.1", port)
    qtbot.waitUntil(lambda: all(not host2.is_away(c.seat) for c in live), timeout=15_000)
    assert list(session2.game.actions) == seen
    for c in live:
        c.auto = True
        c.act()
    qtbot.waitUntil(lambda: all(len(c.outcomes) == 1 for c in live), timeout=60_000)
    assert live[0].outcomes[0] == session2.game.outcome
    assert not moves_path(save).exists()  # the match is over: no log is left
    for c in live:
        c.session.stop()
    host2.close()


def _played(moves: int, seed: int = 4) -> tuple[MatchSnapshot, list[Action]]:
    """A shengsidu match one game in, saved after two moves, and the moves played after."""
    from desktop_app.store.seats import SeatConfig

    game = new_game("shengsidu", 2, seed=seed)
    bots = [make_bot("shengsidu", "random", s, s) for s in range(2)]
    while len(game.actions) < 2 + moves:
        s = game.to_move
        game.apply(bots[s].decide(game.view_for(s)))
    record = game.record()
    saved = dataclasses.replace(record, actions=record.actions[:2])
    snap = MatchSnapshot(
        "shengsidu", 2, (SeatConfig.remote("A"), SeatConfig.remote("B")), current=saved, totals=(0, 0),
        extra={"moves_log": "abc123"},
    )  # fmt: skip
    return snap, list(record.actions)


def _write(save: Path, snap: MatchSnapshot, actions: list[Action], **kw: object) -> Path:
    write_autosave(snap, save)
    ml = MoveLog(save)
    ml.start(str(kw.get("log_id", "abc123")), 1, snap.current.seed, 2)
    ml.append(actions)
    ml.close()
    return moves_path(save)


def test_the_log_adds_the_moves_the_save_lacks(tmp_path):
    snap, actions = _played(5)
    save = tmp_path / "m.paiju"
    _write(save, snap, actions)
    assert open_match(save).current.actions == tuple(actions)
    # a save without a log (older Paiju, or a log removed) reads as it is
    moves_path(save).unlink()
    assert open_match(save).current.actions == tuple(actions[:2])


def test_a_move_not_fully_written_is_left_out(tmp_path):
    snap, actions = _played(5)
    save = tmp_path / "m.paiju"
    path = _write(save, snap, actions)
    data = path.read_bytes()
    path.write_bytes(data[: data.rstrip(b"\n").rfind(b"\n") + 9])  # the last line cut short
    assert open_match(save).current.actions == tuple(actions[:-1])
    assert path.exists()  # not damaged: a kill mid-write


def test_another_saves_log_is_ignored(tmp_path):
    snap, actions = _played(5)
    save = tmp_path / "m.paiju"
    path = _write(save, snap, actions, log_id="not-this-one")
    assert open_match(save).current.actions == tuple(actions[:2])
    assert path.exists()


@pytest.mark.parametrize("damage", ["garbage", "illegal", "gap"])
def test_a_damaged_log_gives_the_moves_before_the_damage_and_is_kept_aside(tmp_path, caplog, damage):
    snap, actions = _played(5)
    save = tmp_path / "m.paiju"
    path = _write(save, snap, actions)
    lines = path.read_bytes().split(b"\n")  # header, moves 2..6, ""
    if damage == "garbage":
        lines[2] = b"\x00not json"
    elif damage == "illegal":
        lines[2] = json.dumps({"n": 3, "action": actions[2].to_json()}).encode()  # move 2 again
    else:
        del lines[2]
    path.write_bytes(b"\n".join(lines))
    snapshot = open_match(save)
    assert snapshot.current.actions == tuple(actions[:3])  # the save's two and the first logged one
    assert not path.exists() and path.with_name(path.name + ".bad").is_file()
    assert "is damaged" in caplog.text
    assert open_match(save).current.actions == tuple(actions[:2])  # not read again


def test_a_log_that_holds_the_last_move_gives_the_finished_game(tmp_path):
    game = new_game("shengsidu", 2, seed=8)
    bots = [make_bot("shengsidu", "random", s, s) for s in range(2)]
    while not game.is_over:
        s = game.to_move
        game.apply(bots[s].decide(game.view_for(s)))
    snap, _ = _played(0, seed=8)
    save = tmp_path / "m.paiju"
    _write(save, snap, list(game.record().actions))
    snapshot = open_match(save)
    assert snapshot.current is None and len(snapshot.finished) == 1
    assert list(snapshot.totals) == list(game.outcome.scores[:2])


# ---------------------------------------------------------------- the autosave writer's delay


def test_the_writers_delay_joins_saves_and_never_delays_a_flush(tmp_path):
    path = tmp_path / "a.json"
    w = AutosaveWriter(path)
    w.set_delay(3600.0)
    snap, _ = _played(0)
    for n in range(5):
        w.save(dataclasses.replace(snap, extra={"n": n}))
    assert w.writes == 0
    assert w.flush(10.0)
    assert w.writes == 1 and json.loads(path.read_text())["extra"] == {"n": 4}
    w.set_delay(0.0)
    w.close()


# ---------------------------------------------------------------- the order of an update round


def test_the_actor_hears_first_and_the_seat_to_move_last(qtbot, make_room, join):
    host = make_room("tiandiren", open_seats(4, []), seed=6)
    tap = Tap(host)
    clients = [join(host, f"P{i}", seed=i) for i in range(4)]
    for c in clients:
        c.auto = False
    qtbot.waitUntil(lambda: all(c.session.view() is not None for c in clients), timeout=10_000)
    for _ in range(5):
        game = host.session.game
        actor = next(c for c in clients if c.seat == game.to_move)
        start = len(tap.frames)
        actor.act(force=True)
        qtbot.waitUntil(lambda s=start: _round(tap, s, 4) is not None, timeout=5000)
        updates = _round(tap, start, 4)
        assert updates[0] == (actor.seat, True)  # the acknowledgement goes out first
        assert updates[-1][0] == game.to_move != actor.seat  # then everyone else, the next to act last
        assert sorted(s for s, _ in updates) == [0, 1, 2, 3]


def _round(tap: Tap, start: int, n: int) -> list[tuple[int | None, bool]] | None:
    ups = [(s, "ack" in m) for s, m in tap.frames[start:] if m.get("t") == "update"]
    return ups[:n] if len(ups) >= n else None


# ---------------------------------------------------------------- canonical bytes from shared parts


@pytest.mark.parametrize(
    ("game_id", "players"), [("tiandiren", 8), ("doudizhu", 3), ("hongwu", 4), ("yuanzi", 4), ("shengsidu", 3)]
)
def test_the_views_bytes_are_their_canonical_json(game_id, players):
    game = new_game(game_id, players, seed=11)
    bots = [make_bot(game_id, "random", s, s) for s in range(players)]
    rng = random.Random(2)
    checked = 0
    memo: dict = {}  # kept from one moment to the next, as the host keeps it
    while not game.is_over and checked < 40:
        cache = _ViewCache(game, memo)
        for seat in [None, *range(players)]:
            _view, vj, digest, data = cache.get(seat)
            want = P.canonical_json(view_to_json(game.view_for(seat)))
            assert data == want and vj == P.decode_json(want) and digest == P.hash_bytes(want)
        checked += 1
        for _ in range(rng.randrange(1, 4)):
            if game.is_over:
                break
            s = game.to_move
            game.apply(bots[s].decide(game.view_for(s)))


def test_one_memo_serves_every_game_in_turn():
    """The host keeps its memo from game to game and from moment to moment: every view's
    bytes are still its own canonical JSON (a field reused only while its value stands)."""
    memo: dict = {}
    for game_id, players in [("tiandiren", 4), ("doudizhu", 3), ("hongwu", 4), ("yuanzi", 4), ("shengsidu", 3)] * 2:
        game = new_game(game_id, players, seed=5)
        bots = [make_bot(game_id, "random", s, s) for s in range(players)]
        for _ in range(6):
            cache = _ViewCache(game, memo)
            for seat in [None, *range(players)]:
                assert cache.get(seat)[3] == P.canonical_json(view_to_json(game.view_for(seat)))
            if game.is_over:
                break
            s = game.to_move
            game.apply(bots[s].decide(game.view_for(s)))


def test_cards_on_the_wire_read_the_same_in_any_spelling():
    from desktop_app.engine.cards import parse_cards
    from desktop_app.engine.wire import WireError, _dec_cards

    for text in ("3c 4c 5d", "3C,4c  5d", "10h Th", " rj BJ ", "", "Th"):
        assert _dec_cards(text, "x") == tuple(parse_cards(text))
    with pytest.raises(WireError):
        _dec_cards("3c 1x", "x")
