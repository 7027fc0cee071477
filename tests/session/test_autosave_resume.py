"""Autosave after every action, Continue (resume) restoring the exact state, and the
validation of saves that hold real records (toy game)."""

from __future__ import annotations

import json
import random

import pytest

from desktop_app.engine.core import Action, ActionKind
from desktop_app.session import GameSession
from desktop_app.store import saves
from desktop_app.store.saves import SaveError, load_autosave, open_match, open_replay, save_match, save_replay

from .toygame import humans_and_bots, random_toy_action


def drive(session: GameSession, rng: random.Random, steps: int) -> None:
    """Make ``steps`` human moves (confirming hand-offs)."""
    for _ in range(steps):
        if session.is_game_over:
            return
        if session.pending_handoff is not None:
            session.confirm_handoff()
        seat = session.game.to_move
        assert session.submit(seat, random_toy_action(session.game.view_for(seat), rng))


def wait_for_human(qtbot, session: GameSession) -> None:
    """Wait until the game is over or a human seat is to act."""

    def ready() -> bool:
        seat = session.game.to_move
        return session.is_game_over or seat is None or session.seats[seat].is_human

    qtbot.waitUntil(ready, timeout=5000)


def views(game):
    return [game.view_for(s) for s in [None, *range(game.num_players)]]


def test_autosave_after_every_action(qtbot, make_session, paiju_home):
    s = make_session()
    game = s.start("toy", 3, humans_and_bots("hhh"), {"cards_per_player": 5}, match_length=2, seed=5)
    assert s.flush_autosave()
    first = load_autosave()
    assert first is not None and first.current.actions == () and first.match_length == 2
    rng = random.Random(1)
    while not s.is_game_over:
        drive(s, rng, 1)
        assert s.flush_autosave()
        snap = load_autosave()
        if s.is_game_over:
            assert snap.current is None and len(snap.finished) == 1 and list(snap.totals) == s.totals
        else:
            assert snap.current.actions == tuple(game.actions)
    assert (paiju_home / "saves" / "autosave.json").is_file()


def test_a_coalesced_autosave_takes_one_snapshot_and_flushing_takes_the_due_one(qtbot, make_session, paiju_home):
    s = make_session()
    game = s.start("toy", 3, humans_and_bots("hhh"), {"cards_per_player": 5}, match_length=2, seed=5)
    assert s.flush_autosave()
    taken = []
    real = s.snapshot
    s.snapshot = lambda: taken.append(1) or real()  # count the snapshots
    s.coalesce_autosave(60_000)
    drive(s, random.Random(2), 3)
    assert taken == []  # none yet: the moves are due
    assert load_autosave().current.actions == ()
    assert s.flush_autosave()  # takes the due snapshot first
    assert taken == [1] and load_autosave().current.actions == tuple(game.actions)
    drive(s, random.Random(3), 1)
    s.coalesce_autosave(0)  # back to a snapshot at every change: the due one at once
    assert taken == [1, 1] and s.flush_autosave() and taken == [1, 1]
    assert load_autosave().current.actions == tuple(game.actions)


def test_a_coalesced_autosave_is_taken_by_its_timer_and_by_stop(qtbot, make_session, paiju_home):
    s = make_session()
    game = s.start("toy", 3, humans_and_bots("hhh"), {"cards_per_player": 5}, match_length=2, seed=5)
    s.coalesce_autosave(50)
    drive(s, random.Random(4), 2)
    w = s.autosave_writer

    def saved(n: int) -> bool:
        w.flush()
        snap = load_autosave()
        return snap is not None and snap.current is not None and len(snap.current.actions) == n

    qtbot.waitUntil(lambda: saved(len(game.actions)), timeout=5000)  # the timer took it
    s.coalesce_autosave(60_000)
    drive(s, random.Random(5), 1)
    s.stop()  # the match can be continued later: its last move is kept
    assert saved(len(game.actions))


def test_a_finished_match_leaves_no_autosave_even_with_a_snapshot_due(qtbot, make_session, paiju_home):
    s = make_session()
    s.start("toy", 3, humans_and_bots("hhh"), {"cards_per_player": 3}, match_length=1, seed=6)
    s.coalesce_autosave(100)
    drive(s, random.Random(6), 500)
    assert s.is_match_over
    qtbot.wait(300)  # past the coalescing time
    assert s.flush_autosave() and load_autosave() is None
    assert not (paiju_home / "saves" / "autosave.json").exists()


def test_autosave_of_a_refused_action_is_not_written(qtbot, make_session):
    s = make_session()
    s.start("toy", 2, humans_and_bots("hh"), seed=5)
    s.confirm_handoff()
    assert s.flush_autosave()
    writes = s.autosave_writer.writes
    s.submit(s.game.to_move, Action(s.game.to_move, ActionKind.PASS))  # must lead: refused
    assert s.flush_autosave() and s.autosave_writer.writes == writes


@pytest.mark.parametrize("kinds", ["hhh", "hbb", "hbh"])
def test_resume_restores_exactly(qtbot, make_session, kinds):
    s = make_session()
    game = s.start("toy", 3, humans_and_bots(kinds), {"cards_per_player": 6}, match_length=3, seed=23)
    rng = random.Random(4)
    for _ in range(5):
        if s.is_game_over:
            break
        if s.seats[game.to_move].is_bot:
            wait_for_human(qtbot, s)
            continue
        drive(s, rng, 1)
    if s.thinking_seat is not None:  # let a thinking bot finish so both sides agree
        qtbot.waitUntil(lambda: s.thinking_seat is None, timeout=5000)
    s.stop()  # "the app was killed": nothing more happens in the old session
    snap = load_autosave()
    assert snap is not None
    other = make_session()
    resumed = other.resume(snap)
    assert resumed.record() == game.record()
    assert views(resumed) == views(game)
    assert other.totals == s.totals and other.games_played == s.games_played
    if kinds == "hhh":  # hot-seat: the hands stay hidden until the player to act is at the screen
        assert other.viewer is None and other.pending_handoff == resumed.to_move
    elif kinds == "hbb":
        assert other.viewer == 0


def test_resume_replays_every_event_and_plays_on(qtbot, make_session):
    s = make_session()
    game = s.start("toy", 3, humans_and_bots("hbb"), seed=31)
    rng = random.Random(2)
    while len(game.actions) < 4 and not s.is_game_over:
        if s.seats[game.to_move].is_human:
            drive(s, rng, 1)
        else:
            wait_for_human(qtbot, s)
    s.stop()
    other = make_session()
    events, replaying = [], []
    other.event_applied.connect(lambda e: (events.append(e), replaying.append(other.is_replaying)))
    resumed = other.resume(load_autosave())
    assert events == resumed.events and all(replaying)
    if not other.is_game_over:
        with qtbot.waitSignal(other.game_finished, timeout=10000):
            while not other.is_game_over:
                if other.seats[resumed.to_move].is_human:
                    drive(other, rng, 1)
                else:
                    wait_for_human(qtbot, other)


def test_resume_between_games_starts_the_next_one_like_next_game(qtbot, make_session):
    s = make_session()
    with qtbot.waitSignal(s.game_finished, timeout=10000):
        s.start("toy", 3, humans_and_bots("bbb"), match_length=2, seed=41)
    assert s.flush_autosave()
    snap = load_autosave()
    assert snap.current is None and len(snap.finished) == 1
    s.next_game()
    expected = s.game
    s.stop()
    other = make_session()
    game = other.resume(snap)
    assert expected.actions == []  # bots answer through the event loop, not yet run
    assert game.record() == expected.record() and game.carry == expected.carry
    assert views(game) == views(expected)


def test_resume_refuses_a_bad_snapshot_without_changing_anything(qtbot, make_session):
    s = make_session()
    game = s.start("toy", 2, humans_and_bots("hb"), seed=3)
    assert s.flush_autosave()
    snap = load_autosave()
    bad = saves.MatchSnapshot(**{**snap.__dict__, "totals": (5, 5), "outcomes": (), "validated": False})
    with pytest.raises(SaveError):
        s.resume(bad)
    assert s.game is game


# ---------------------------------------------------------------------------- validation of real saves


def valid_autosave_text(session: GameSession) -> str:
    session.flush_autosave()
    return session.autosave_writer.path.read_text(encoding="utf-8")


def test_truncated_and_tampered_autosaves_return_none(qtbot, make_session, caplog):
    s = make_session()
    game = s.start("toy", 3, humans_and_bots("hhh"), {"cards_per_player": 5}, seed=8)
    drive(s, random.Random(5), 3)
    text = valid_autosave_text(s)
    path = s.autosave_writer.path
    s.stop()
    assert load_autosave(path) is not None
    d = json.loads(text)

    def tampered(**changes):
        e = json.loads(text)
        for k, v in changes.items():
            e[k] = v
        return json.dumps(e)

    bad_action = json.loads(text)
    bad_action["current"]["actions"].append({"seat": 0, "kind": "play", "cards": "RJ"})
    wrong_turn = json.loads(text)
    other = (game.to_move + 1) % 3
    wrong_turn["current"]["actions"].append({"seat": other, "kind": "pass"})
    bad_seed = json.loads(text)
    bad_seed["current"]["seed"] = "x"
    cases = {
        "truncated": text[: len(text) // 2],
        "truncated_one": text[:-1],
        "empty": "",
        "garbage": "\x00\x01 not json at all {{{",
        "list": "[1, 2, 3]",
        "wrong_format": tampered(format="something-else"),
        "future_version": tampered(version=99),
        "bad_seats": tampered(seats=[{"kind": "alien"}] * 3),
        "few_seats": tampered(seats=d["seats"][:2]),
        "bad_totals": tampered(totals=[1, 2, 3]),
        "bad_match_length": tampered(match_length=0),
        "unknown_game": tampered(game="nope"),
        "illegal_action": json.dumps(bad_action),
        "out_of_turn": json.dumps(wrong_turn),
        "bad_seed": json.dumps(bad_seed),
        "deep": "[" * 100000,
    }
    for name, content in cases.items():
        path.write_text(content, encoding="utf-8")
        caplog.clear()
        assert load_autosave(path) is None, name
        assert any("autosave ignored" in r.getMessage() for r in caplog.records), name
    path.write_bytes(b"\xff\xfe\x00garbage")
    assert load_autosave(path) is None


def test_named_save_and_open_roundtrip(qtbot, make_session, tmp_path):
    s = make_session()
    game = s.start("toy", 3, humans_and_bots("hbb"), match_length=2, seed=8)
    drive(s, random.Random(6), 1)
    if s.thinking_seat is not None:
        wait_for_human(qtbot, s)
    snap = s.snapshot()
    path = save_match(tmp_path / "mine.paiju", snap)
    opened = open_match(path)
    assert opened.current == game.record() and opened.seats == s.seats and opened.match_length == 2
    # A broken named save raises with a reason code.
    path.write_text(path.read_text(encoding="utf-8")[:50], encoding="utf-8")
    with pytest.raises(SaveError) as e:
        open_match(path)
    assert e.value.reason == "not_json"
    with pytest.raises(SaveError) as e:
        open_match(tmp_path / "missing.paiju")
    assert e.value.reason == "not_found"


def test_replay_file_of_a_finished_game(qtbot, make_session, tmp_path):
    s = make_session()
    with qtbot.waitSignal(s.game_finished, timeout=10000):
        s.start("toy", 3, humans_and_bots("bbb"), seed=2)
    record = s.game.record()
    path = save_replay(tmp_path / "g.paiju-replay", record)
    snap = open_replay(path)
    assert snap.finished == (record,) and snap.current is None and len(snap.outcomes) == 1
    # A match file opens as a replay too.
    assert open_replay(save_match(tmp_path / "m.paiju", s.snapshot())).finished == (record,)
    bad = record.to_json()
    bad["actions"] = [*bad["actions"][:-1], {"seat": 0, "kind": "play", "cards": "RJ"}]
    path.write_text(json.dumps(bad), encoding="utf-8")
    with pytest.raises(SaveError) as e:
        open_replay(path)
    assert e.value.reason == "bad_record"
