"""The record's optional ``disputes`` and ``void`` (issue 26): they round-trip, older
records load without them, malformed ones are refused at the boundary, and neither
changes the game's identity."""

from __future__ import annotations

import json

import pytest

from desktop_app.engine import new_game
from desktop_app.engine.core import GameRecord, RecordError, void_outcome
from desktop_app.engine.disputes import Decision, Dispute, VoidMark
from desktop_app.store.facts import record_identity

T = "2026-12-03T12:00:00+00:00"


def _record() -> GameRecord:
    game = new_game("shengsidu", 2, seed=11)
    return game.record()


def _disputed() -> GameRecord:
    r = _record()
    d = Dispute("d1", 0, "Li", "The deal looks wrong", T, seat=0, explanation={"text": "Dealt by the seed"})
    e = Dispute("d2", 0, "Bo", "Again", T, decision=Decision("upheld", "A fault", "Host", T, "void"))
    return r.with_disputes([d, e], VoidMark("dispute", "A fault"))


def test_disputes_and_the_void_mark_round_trip():
    r = _disputed()
    again = GameRecord.loads(r.dumps())
    assert again == r and again.is_void and again.disputes[1].decision.remedy == "void"
    assert again.disputes[0].explanation == {"text": "Dealt by the seed"}


def test_an_older_record_loads_without_them_and_writes_none():
    d = _record().to_json()
    assert "disputes" not in d and "void" not in d and d["version"] == 1  # older Paiju reads it as before
    r = GameRecord.from_json(d)
    assert r.disputes == () and r.void is None and not r.is_void


def test_an_older_paiju_reads_a_newer_record_the_version_stays():
    assert _disputed().to_json()["version"] == 1


def test_the_identity_ignores_disputes_and_void():
    assert record_identity(_disputed()) == record_identity(_record())


@pytest.mark.parametrize(
    "field, value",
    [
        ("disputes", "x"),
        ("disputes", [{"id": "a", "step": 0, "name": "", "text": "", "time": T}]),  # empty text
        ("disputes", [{"id": "a", "step": 0, "name": "", "text": "x" * 501, "time": T}]),
        ("disputes", [{"id": "a", "step": 99, "name": "", "text": "x", "time": T}]),  # past the moves
        ("disputes", [{"id": "a", "step": 0, "name": "", "text": "x", "time": "yesterday"}]),
        ("disputes", [{"id": "a b", "step": 0, "name": "", "text": "x", "time": T}]),
        ("disputes", [{"id": "a", "step": 0, "name": "", "text": "x", "time": T, "seat": 5}]),
        ("disputes", [{"id": "a", "step": True, "name": "", "text": "x", "time": T}]),
        ("disputes", [{"id": "a", "step": 0, "name": "", "text": "x", "time": T, "evil": 1}]),
        ("disputes", [{"id": "a", "step": 0, "name": "", "text": "x\x00", "time": T}]),
        ("disputes", [{"id": "a", "step": 0, "name": "", "text": "x", "time": T}] * 2),  # the same id
        ("disputes", [{"id": "a", "step": 0, "name": "", "text": "x", "time": T, "decision": {"verdict": "maybe"}}]),
        (
            "disputes",
            [
                {
                    "id": "a",
                    "step": 0,
                    "name": "",
                    "text": "x",
                    "time": T,
                    "decision": {"verdict": "rejected", "reason": "", "by": "", "time": T, "remedy": "void"},
                }
            ],
        ),
        ("disputes", [{"id": "a", "step": 0, "name": "", "text": "x", "time": T, "explanation": {"html": "<b>"}}]),
        ("void", {"reason": "bored"}),
        ("void", "host_lost"),
        ("void", {"reason": "agreed", "detail": 5}),
    ],
)
def test_malformed_fields_are_refused_with_a_clear_error(field, value):
    d = _record().to_json()
    d[field] = value
    with pytest.raises(RecordError) as e:
        GameRecord.from_json(json.loads(json.dumps(d)))
    assert e.value.reason == "bad_dispute" and "disput" in str(e.value)


def test_with_disputes_checks_the_steps():
    with pytest.raises(RecordError):
        _record().with_disputes([Dispute("a", 5, "", "x", T)])


def test_the_void_outcome_scores_nothing():
    o = void_outcome(3)
    assert o.scores == [0, 0, 0] and o.is_void and [r.result for r in o.results] == ["void"] * 3


@pytest.mark.parametrize(
    ("game_id", "n"),
    [("tiandiren", 4), ("tiandiren", 2), ("doudizhu", 3), ("hongwu", 4), ("yuanzi", 4), ("shengsidu", 3)],
)
def test_every_move_leaves_one_public_move_line_so_a_log_names_its_steps(game_id, n):
    """``move_events`` finds step k's line in any seat's (or a spectator's) log: what a LAN
    client, which holds no record, disputes an earlier move by."""
    from desktop_app.ai.play import bots_for
    from desktop_app.engine.core import Action
    from desktop_app.engine.disputes import move_events

    for seed in range(8):
        game = new_game(game_id, n, seed=seed)
        bots = bots_for(game_id, ["random"] * n, seed=seed)
        while not game.is_over:
            seat = game.to_move
            if len(game.actions) == 12 and seed == 7:  # a person leaves (弃权 / 逃跑) once
                game.apply(Action(seat, "abandon"))
            else:
                game.apply(bots[seat].decide(game.view_for(seat)))
        for viewer in [None, *range(n)]:
            log = [e for e in game.events if e.visible(viewer)]
            found = move_events(log)
            assert len(found) == len(game.actions), (seed, viewer)
        found = move_events(game.events)
        assert [game.events[i].seat for i in found] == [a.seat for a in game.actions]  # step k: its mover


def test_a_partial_record_keeps_its_disputes_on_the_steps_its_pc_saw():
    """A LAN client's record of a game whose host was lost: no moves, the events seen; its
    disputes name steps of those events (at most the moves seen)."""
    seen = ({"kind": "deal", "seat": 0, "visible_to": [0]}, {"kind": "play", "seat": 1}, {"kind": "pass", "seat": 0})
    mark = VoidMark("host_lost", "Friday", partial=True, seen=seen)
    r = GameRecord("shengsidu", 2, 5, void=mark)
    assert mark.moves_seen == 2 and not r.replayable and _record().replayable
    d = Dispute("d1", 2, "Li", "Was that pass forced?", T, seat=0)
    kept = r.with_disputes([d])
    assert GameRecord.loads(kept.dumps()) == kept
    with pytest.raises(RecordError):
        r.with_disputes([Dispute("d2", 3, "Li", "Beyond what was seen", T)])
    bad = json.loads(kept.dumps())
    bad["disputes"][0]["step"] = 3
    with pytest.raises(RecordError):
        GameRecord.from_json(bad)
    with pytest.raises(RecordError):  # only a partial mark keeps events
        GameRecord.from_json({**json.loads(r.dumps()), "void": {"reason": "agreed", "detail": "", "seen": list(seen)}})
