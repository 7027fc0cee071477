"""A damaged history found with a live write-ahead log: what is kept aside is what was on
disk, byte for byte (the connection that finds the damage writes nothing into it)."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from desktop_app.store.facts import record_identity
from desktop_app.store.history import HistoryStore, finished_game

from .test_history import _assert_recovered, _overwrite_page, _pages_of, _real_history, db, real_game, seats_for

SIDES = ("", "-wal")


def _files(path: Path) -> dict[str, bytes]:
    """The database and its log, by suffix (a missing one is absent)."""
    out = {}
    for suffix in SIDES:
        side = path.with_name(path.name + suffix)
        if side.exists():
            out[suffix] = side.read_bytes()
    return out


def _logged_pages(wal: bytes, page_size: int = 4096) -> set[int]:
    """The page numbers the frames of a write-ahead log hold."""
    frame = 24 + page_size
    return {int.from_bytes(wal[at : at + 4], "big") for at in range(32, len(wal) - frame + 1, frame)}


def _crashed(tmp_path: Path, damage: str) -> tuple[Path, dict]:
    """A history as a killed Paiju leaves it: 10 games in the file and 5 more in its live
    log, damaged as ``damage`` says; the copy's path and every game by its identity."""
    path, played = _real_history(tmp_path / "live", 10)
    leaves = [p for name in ("games_by_time", "profile_results_by_game", "counted") for p in _pages_of(path, name)]
    store = HistoryStore(path)
    store.conn.execute("PRAGMA wal_autocheckpoint = 0")  # what follows stays in the -wal
    more = []
    for i in range(5):
        record, outcome = real_game("doudizhu", 900 + i)
        played[record_identity(record)] = (record, outcome)
        more.append(finished_game(record, seats_for(3), outcome, 1_800_000_000 + i))
    store.add_games(more)
    if damage == "missing_table":
        store.conn.execute("DROP TABLE counted")  # a table of its version gone, in the log
    copy = db(tmp_path / "copy")
    copy.parent.mkdir(parents=True)
    for suffix in (*SIDES, "-shm"):
        side = path.with_name(path.name + suffix)
        if side.exists():
            shutil.copyfile(side, copy.with_name(copy.name + suffix))
    store.close()
    if damage == "page":  # an index page the log does not hold overwritten in the file itself
        logged = _logged_pages(copy.with_name(copy.name + "-wal").read_bytes())
        _overwrite_page(copy, next(p for p in leaves if p not in logged))
    return copy, played


@pytest.mark.parametrize("damage", ["missing_table", "page"])
def test_a_damaged_history_with_a_live_log_is_kept_aside_as_it_was(tmp_path, damage):
    path, played = _crashed(tmp_path, damage)
    before = _files(path)
    assert len(before["-wal"]) > 0  # the last games are in the log alone
    store = HistoryStore(path)
    problem = store.problem
    assert problem is not None and problem.reason == "damaged", problem
    assert _files(problem.backup) == before  # not checkpointed into, not truncated, not deleted
    assert _assert_recovered(store, played) == problem.recovered == len(played)  # no game row was damaged
    store.close()
    again = HistoryStore(path)
    assert again.problem is None and again.count() == problem.recovered
    again.close()


def test_a_whole_history_with_a_live_log_opens_with_every_game(tmp_path):
    path, played = _crashed(tmp_path, "none")
    store = HistoryStore(path)
    assert store.problem is None and _assert_recovered(store, played) == len(played) == 15
    store.close()
    c = sqlite3.connect(path)
    assert c.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    c.close()
