"""A damaged history found with a live write-ahead log: what is kept aside is what was on
disk, byte for byte (the connection that finds the damage writes nothing into it); and a
log damaged in the middle, which SQLite itself would cut short without a word, is found
(``store/wal.py``), while a torn last transaction is not damage."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from desktop_app.store.facts import record_identity
from desktop_app.store.history import HistoryStore, finished_game
from desktop_app.store.wal import FRAME_HEADER, HEADER, Replay, WalDamage, checksum, replay, wal_damage

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
    for game in more:  # a transaction each
        store.add_game(game)
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


# --------------------------------------------------------------------------- the log's own checks

PAGE = 4096
FRAME = FRAME_HEADER + PAGE


def _logged_db(tmp_path: Path, transactions: int = 6) -> tuple[Path, Path, list[int]]:
    """A database whose log holds ``transactions`` commits (kept as a crash leaves them):
    the copy, its log, and the number (from 1) of each commit frame."""
    live = tmp_path / "live.sqlite3"
    conn = sqlite3.connect(live, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA wal_autocheckpoint = 0")
    conn.execute("CREATE TABLE t(n INTEGER PRIMARY KEY, blob BLOB)")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    for i in range(transactions):
        conn.execute("INSERT INTO t VALUES (?, ?)", (i, bytes([i]) * 3000))
    copy = tmp_path / "copy.sqlite3"
    for suffix in SIDES:
        shutil.copyfile(f"{live}{suffix}", f"{copy}{suffix}")
    conn.close()
    wal = Path(f"{copy}-wal")
    data = wal.read_bytes()
    commits = [
        n + 1
        for n, at in enumerate(range(HEADER, len(data) - FRAME + 1, FRAME))
        if int.from_bytes(data[at + 4 : at + 8], "big")
    ]
    return copy, wal, commits


def _flip(path: Path, at: int) -> None:
    data = bytearray(path.read_bytes())
    data[at] ^= 0x10
    path.write_bytes(bytes(data))


def _frame_at(number: int) -> int:
    return HEADER + (number - 1) * FRAME


def _rows(copy: Path) -> int:
    conn = sqlite3.connect(f"file:{copy}?mode=ro", uri=True)
    try:
        return conn.execute("SELECT count(*) FROM t").fetchone()[0]
    finally:
        conn.close()


def test_the_checksum_is_sqlites():
    # the header of a log SQLite wrote holds the checksum of its first 24 bytes
    assert checksum(bytes(8), False) == (0, 0)
    assert checksum(struct_words(1, 2), False) == (1, 3)
    assert checksum(struct_words(1, 2, 3, 4), False, 1, 3) == (18, 32)


def struct_words(*words: int) -> bytes:
    import struct

    return struct.pack(f"<{len(words)}I", *words)


def test_a_whole_log_is_not_damaged(tmp_path):
    copy, wal, commits = _logged_db(tmp_path)
    assert len(commits) == 6 and wal_damage(wal) is None and _rows(copy) == 6
    header = wal.read_bytes()[:HEADER]
    big = bool(header[3] & 1)
    assert checksum(header[:24], big) == (int.from_bytes(header[24:28], "big"), int.from_bytes(header[28:32], "big"))


@pytest.mark.parametrize("where", ["page", "checksum", "salt", "page_number"])
def test_a_frame_damaged_in_the_middle_of_the_log_is_found(tmp_path, where):
    copy, wal, commits = _logged_db(tmp_path)
    number = commits[1]  # the commit frame of the second transaction
    at = _frame_at(number) + {"page": FRAME_HEADER + 1000, "checksum": 17, "salt": 9, "page_number": 3}[where]
    _flip(wal, at)
    assert _rows(copy) < 6  # what SQLite makes of it: the log cut short, without a word
    damage = wal_damage(wal)
    assert isinstance(damage, WalDamage) and damage.frame == number and damage.commits == len(commits) - 2
    assert f"frame {number}" in str(damage)


def test_a_damaged_log_header_is_found(tmp_path):
    copy, wal, commits = _logged_db(tmp_path)
    _flip(wal, 13)  # the checkpoint number: the header's checksum no longer holds
    assert _rows(copy) == 0  # SQLite drops the whole log
    assert wal_damage(wal) == WalDamage(0, len(commits), wal_damage(wal).salts)


@pytest.mark.parametrize("torn", ["cut_in_a_frame", "cut_after_a_frame", "commit_half_written", "zeros"])
def test_a_torn_last_transaction_is_not_damage(tmp_path, torn):
    copy, wal, commits = _logged_db(tmp_path)
    data = wal.read_bytes()
    last = _frame_at(commits[-2] + 1)  # the first frame of the last transaction
    if torn == "cut_in_a_frame":
        data = data[: last + 100]
    elif torn == "cut_after_a_frame":
        data = data[: _frame_at(commits[-1])]  # all but its commit frame
    elif torn == "commit_half_written":
        at = _frame_at(commits[-1]) + FRAME_HEADER + PAGE // 2
        data = data[:at] + bytes(range(256)) * (PAGE // 512) + data[at + PAGE // 2 :]
    else:  # the last transaction's frames never reached the disk
        data = data[:last] + bytes(len(data) - last)
    wal.write_bytes(data)
    assert _rows(copy) == 5
    assert wal_damage(wal) is None


def test_the_frames_of_an_earlier_log_after_the_end_are_not_damage(tmp_path):
    live = tmp_path / "live.sqlite3"
    conn = sqlite3.connect(live, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA wal_autocheckpoint = 0")
    conn.execute("CREATE TABLE t(n INTEGER PRIMARY KEY, blob BLOB)")
    for i in range(8):
        conn.execute("INSERT INTO t VALUES (?, ?)", (i, bytes([i]) * 3000))
    conn.execute("PRAGMA wal_checkpoint(RESTART)")  # the next write begins the log again
    conn.execute("INSERT INTO t VALUES (99, x'00')")
    shutil.copyfile(live, tmp_path / "copy.sqlite3")
    shutil.copyfile(f"{live}-wal", tmp_path / "copy.sqlite3-wal")
    conn.close()
    wal = tmp_path / "copy.sqlite3-wal"
    assert wal.stat().st_size > 4 * FRAME  # the earlier log's frames are still there
    assert wal_damage(wal) is None and _rows(tmp_path / "copy.sqlite3") == 9


def test_a_log_that_is_not_one_is_not_read(tmp_path):
    for data in (b"", b"short", bytes(HEADER + FRAME), b"\x37\x7f\x06\x82" + bytes(HEADER + FRAME)):
        (tmp_path / "x-wal").write_bytes(data)
        assert wal_damage(tmp_path / "x-wal") is None
    assert wal_damage(tmp_path / "none-wal") is None


@pytest.mark.parametrize("damaged", [1, 2, 3, 4])
def test_a_damaged_log_replayed_loses_only_the_damaged_page(tmp_path, damaged):
    copy, wal, commits = _logged_db(tmp_path)
    _flip(wal, _frame_at(commits[damaged]) + FRAME_HEADER + 1000)  # the page of row `damaged`
    assert _rows(copy) == damaged  # SQLite: the rows before the damage
    pages = replay(wal)
    assert pages is not None and pages.page_size == PAGE
    replayed = tmp_path / "replayed.sqlite3"
    shutil.copyfile(copy, replayed)
    pages.apply(replayed)
    conn = sqlite3.connect(replayed)
    readable = []
    for n in range(6):  # one row at a time, as the salvage reads
        try:
            if conn.execute("SELECT blob FROM t WHERE n = ?", (n,)).fetchone() == (bytes([n]) * 3000,):
                readable.append(n)
        except sqlite3.DatabaseError:
            pass
    conn.close()
    assert readable == [n for n in range(6) if n != damaged]


def test_a_replay_never_writes_past_what_the_file_and_log_can_hold(tmp_path):
    db_file = tmp_path / "x.sqlite3"
    db_file.write_bytes(bytes(2 * PAGE))
    replay_pages = Replay(PAGE, 2**31, {2**31: b"x" * PAGE, 3: b"y" * PAGE})
    replay_pages.apply(db_file)
    data = db_file.read_bytes()
    assert len(data) == 3 * PAGE and data[2 * PAGE :] == b"y" * PAGE  # the far page left out


def test_a_whole_or_torn_log_is_not_replayed(tmp_path):
    _copy, wal, commits = _logged_db(tmp_path)
    assert replay(wal) is None
    wal.write_bytes(wal.read_bytes()[: _frame_at(commits[-1]) + 100])
    assert replay(wal) is None


# --------------------------------------------------------------------------- the history


def test_a_history_whose_log_is_damaged_in_the_middle_is_kept_aside_and_salvaged(tmp_path):
    path, played = _crashed(tmp_path, "none")
    wal = path.with_name(path.name + "-wal")
    _flip(wal, _frame_at(1) + FRAME_HEADER + 2000)  # the first game's transaction
    before = _files(path)
    store = HistoryStore(path)
    problem = store.problem
    assert problem is not None and problem.reason == "damaged", problem  # was: no problem, 5 games gone
    assert "frame 1" in problem.message
    assert _files(problem.backup) == before
    # SQLite alone reads the 10 games before the damage; the log replayed past it gives the
    # 5 after it too (the damaged page was written again by the later transactions)
    assert _assert_recovered(store, played) == problem.recovered == store.count() == 15
    store.close()
    again = HistoryStore(path)
    assert again.problem is None and again.count() == 15
    again.close()


def test_a_history_whose_last_transaction_is_torn_opens_without_a_word(tmp_path):
    path, _played = _crashed(tmp_path, "none")
    wal = path.with_name(path.name + "-wal")
    data = wal.read_bytes()
    wal.write_bytes(data[: len(data) - PAGE // 2])  # the last frame half written
    store = HistoryStore(path)
    assert store.problem is None and store.count() == 14  # the last game was never committed
    store.close()
