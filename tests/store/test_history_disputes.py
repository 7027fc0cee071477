"""Disputes and void games in the history (issue 26): the schema keeps them, a void game
counts in no figure (player summary, score trend, coins, match totals, 天牌 counts,
profiles) but keeps its record, and a dispute can be decided later from the history."""

from __future__ import annotations

import dataclasses
import sqlite3

import pytest

from desktop_app.engine.core import void_outcome
from desktop_app.engine.disputes import Decision, Dispute, VoidMark
from desktop_app.store import history_schema as schema
from desktop_app.store.history import HistoryError, HistoryStore, finished_game
from desktop_app.store.profiles import ProfileStore

from .test_history import db, real_game, seats_for

T = "2026-12-03T12:00:00+00:00"


def _void(record, reason="agreed"):
    return record.with_disputes(record.disputes, VoidMark(reason, "test"))


def _store_with(tmp_path, game_id, void_reason, players=None):
    """A history holding two games of a match of ``game_id``: the first counts, the
    second is void (``void_reason``); the profiles recorded both as the app does."""
    store = HistoryStore(db(tmp_path))
    profiles = ProfileStore(tmp_path / "p.json", history=store)
    r1, o1 = real_game(game_id, 1, players)
    r2, _o2 = real_game(game_id, 2, players)
    n = r1.num_players
    r2 = _void(r2, void_reason)
    seats = seats_for(n)
    ctx = {"match_id": "m1", "match_length": 2}
    profiles.record_game(
        r1, seats, o1, "2026-12-01T10:00:00+00:00", context={**ctx, "match_game": 1, "totals": o1.scores}
    )
    profiles.record_game(
        r2, seats, void_outcome(n), "2026-12-01T11:00:00+00:00", context={**ctx, "match_game": 2, "totals": o1.scores}
    )
    return store, profiles, o1


def _figures(store, profiles, game_id):
    return (
        store.player_summary("Li"),
        store.score_trend("Li", game_id),
        store.coin_history("Li"),
        store.match_totals("m1")[1][-1][1],
        store.sky_observations(),
        store.sky_observations("Li"),
        profiles.get("li").stats(game_id).played,
        profiles.get("li").stats(game_id).total_score,
    )


@pytest.mark.parametrize(
    "game_id, reason",
    [("doudizhu", "host_lost"), ("tiandiren", "all_left"), ("hongwu", "dispute"), ("shengsidu", "agreed")],
)
def test_a_void_game_is_kept_marked_and_counts_in_no_figure(tmp_path, game_id, reason):
    store, profiles, o1 = _store_with(tmp_path, game_id, reason)
    rows = store.page()
    assert [g.void for g in rows] == [reason, None]  # newest first: the void game is kept and marked
    assert store.record(rows[0].id).is_void and store.record(rows[0].id).void.reason == reason
    summary = store.player_summary("Li")[game_id]
    assert summary["played"] == 1 and summary["total"] == o1.scores[0]
    assert len(store.score_trend("Li", game_id)) == 1
    assert len(store.coin_history("Li")) == (1 if game_id == "doudizhu" else 0)
    _names, totals = store.match_totals("m1")
    assert totals[-1] == (2, o1.scores) and totals[0][1] == o1.scores  # the void game adds nothing
    if game_id == "tiandiren":
        assert store.sky_observations()[3]["games"] == 1
    stats = profiles.get("li").stats(game_id)
    assert (stats.played, stats.total_score) == (1, o1.scores[0])
    again = ProfileStore(tmp_path / "p.json", history=store)  # the figures as read back
    assert again.get("li").stats(game_id).played == 1
    store.close()


def test_a_dispute_is_kept_and_decided_later_from_the_history(tmp_path):
    store = HistoryStore(db(tmp_path))
    profiles = ProfileStore(tmp_path / "p.json", history=store)
    r, o = real_game("shengsidu", 5)
    d = Dispute("x1", len(r.actions), "Li", "That single should not beat mine", T, seat=0)
    r = r.with_disputes([d])
    profiles.record_game(r, seats_for(2), o)
    [g] = store.page()
    assert (g.disputes, g.open_disputes, g.void) == (1, 1, None)
    assert store.disputes(g.id) == (d,)
    assert store.player_summary("Li")["shengsidu"]["played"] == 1
    with pytest.raises(HistoryError):
        store.decide_dispute(g.id, "x1", Decision("upheld", "", "Host", T, "take_back"))
    changed = store.decide_dispute(g.id, "x1", Decision("upheld", "The rule was misread", "Host", T, "void"))
    assert changed.is_void and changed.void.reason == "dispute" and changed.disputes[0].decision.by == "Host"
    [g] = store.page()
    assert (g.disputes, g.open_disputes, g.void) == (1, 0, "dispute")
    assert store.record(g.id) == changed  # the record keeps the claim, the decision and the mark
    assert store.player_summary("Li") == {}  # counted nowhere now
    profiles.refresh()
    assert profiles.get("li").stats("shengsidu").played == 0
    with pytest.raises(HistoryError):  # decided already
        store.decide_dispute(g.id, "x1", Decision("rejected", "", "Host", T))
    store.close()


def test_a_rejected_dispute_leaves_the_game_counted(tmp_path):
    store = HistoryStore(db(tmp_path))
    r, o = real_game("hongwu", 3)
    store.add_game(finished_game(r, seats_for(4), o))
    [g] = store.page()
    store.add_dispute(g.id, Dispute("y", 1, "Li", "Why?", T))
    store.decide_dispute(g.id, "y", Decision("rejected", "The rule is clear", "Host", T))
    [g] = store.page()
    assert (g.disputes, g.open_disputes, g.void) == (1, 0, None)
    assert store.player_summary("Li")["hongwu"]["played"] == 1
    store.close()


def test_a_version_2_database_opens_and_its_games_count(tmp_path):
    path = db(tmp_path)
    path.parent.mkdir(parents=True)
    conn = sqlite3.connect(path, isolation_level=None)
    schema.migrate(conn, target=2)
    conn.close()
    r, o = real_game("shengsidu", 4)
    store = HistoryStore(path)
    assert schema.user_version(store.conn) == 3 == schema.SCHEMA_VERSION
    cols = [row[1] for row in store.conn.execute("PRAGMA table_info(games)")]
    assert {"void", "disputes", "open_disputes"} <= set(cols)
    store.add_game(finished_game(r, seats_for(2), o))
    assert store.page()[0].void is None and store.player_summary("Li")["shengsidu"]["played"] == 1
    store.close()


def test_an_exported_void_game_imports_void(tmp_path):
    import json

    store = HistoryStore(db(tmp_path))
    r, _o = real_game("shengsidu", 6)
    r = dataclasses.replace(r, actions=r.actions[:3])
    store.add_game(finished_game(_void(r, "host_lost"), seats_for(2), void_outcome(2)))
    [g] = store.page()
    doc = store.export_document(g.id)
    path = tmp_path / "x.paiju-replay"
    path.write_text(json.dumps(doc), "utf-8")
    other = HistoryStore(tmp_path / "other" / "history.sqlite3")
    report = other.import_files([path])
    assert report.failed == [] and len(report.added) == 1
    assert other.page()[0].void == "host_lost" and other.player_summary("Li") == {}
    store.close()
    other.close()
