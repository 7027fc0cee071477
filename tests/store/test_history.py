"""The history database: schema and migrations, the import of an old profiles.json, a
game of every kind kept once, filters and search on 10,000 games, damaged and foreign
files, exports and imports, the statistics queries."""

from __future__ import annotations

import dataclasses
import json
import sqlite3
from pathlib import Path

import pytest

from desktop_app.ai.play import bots_for, play_out
from desktop_app.engine import GAME_IDS, game_class, new_game
from desktop_app.engine.core import GameRecord, Outcome, SeatResult
from desktop_app.engine.tiandiren.scoring import sky_kinds
from desktop_app.store import history_schema as schema
from desktop_app.store.facts import name_key, record_identity, sky_bits
from desktop_app.store.history import (
    GameFilter,
    GameSort,
    HistoryError,
    HistoryStore,
    finished_game,
    unix_time,
    wilson_interval,
)
from desktop_app.store.profiles import IMPORTED_META, ProfileStore, history_beside
from desktop_app.store.saves import MatchSnapshot, save_match, save_replay
from desktop_app.store.seats import SeatConfig

from .test_history_sample import sample_games

H, B = SeatConfig.human, SeatConfig.bot
PLAYERS = {"tiandiren": 3, "doudizhu": 3, "hongwu": 4, "yuanzi": 4, "shengsidu": 2}


def db(tmp_path: Path) -> Path:
    return tmp_path / "history" / "history.sqlite3"


def real_game(game_id: str, seed: int, players: int | None = None):
    """A real game played to its end by random bots: (record, outcome)."""
    n = players or PLAYERS[game_id]
    game = new_game(game_id, n, seed=seed)
    outcome = play_out(game, bots_for(game_id, ["random"] * n, seed=seed))
    return game.record(), outcome


def seats_for(n: int) -> list[SeatConfig]:
    return [H("Li"), *(B(f"Bot {i}", "easy") for i in range(1, n))]


# --------------------------------------------------------------------------- schema


def test_a_new_history_has_the_schema_its_indexes_and_wal(tmp_path):
    path = db(tmp_path)
    store = HistoryStore(path)
    assert not path.exists()  # nothing is written before there is something to keep
    record, outcome = real_game("shengsidu", 1)
    assert store.add_game(finished_game(record, seats_for(2), outcome)) is not None
    assert path.is_file() and store.problem is None and store.persistent
    c = sqlite3.connect(path)
    assert c.execute("PRAGMA user_version").fetchone()[0] == schema.SCHEMA_VERSION
    assert c.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    names = {r[0] for r in c.execute("SELECT name FROM sqlite_master")}
    assert {"games", "players", "profiles", "profile_games", "profile_results", "counted", "meta"} <= names
    assert {"games_by_time", "games_by_game", "games_by_match", "players_by_name", "players_by_result"} <= names
    c.close()

    def plan(flt: GameFilter) -> str:
        where, args = flt.where_sql()
        sql = f"SELECT g.id FROM games g WHERE {where} ORDER BY g.played_at DESC, g.id DESC LIMIT 200"
        return " ".join(r[-1] for r in store.conn.execute(f"EXPLAIN QUERY PLAN {sql}", args))

    assert "games_by_time" in plan(GameFilter())  # newest first without sorting
    assert "games_by_game" in plan(GameFilter(game_id="hongwu"))
    assert "players_by_name" in plan(GameFilter(player="li"))
    names_plan = store.conn.execute(
        "EXPLAIN QUERY PLAN SELECT name_key, name, max(game) FROM players WHERE name_key <> '' GROUP BY name_key"
    ).fetchall()
    assert "COVERING INDEX players_by_name" in names_plan[0][-1]  # the filter's list from the index alone
    store.close()


# What a database of each version holds, written with that version's own SQL (not the
# current code's), so the migrations meet the data they will meet. Version 0 is a new,
# empty file; each later version adds its rows here when the schema changes again.
_V1_ROWS = [
    "INSERT INTO games(id, identity, game_id, num_players, played_at, moves, match_id, match_game, match_length, "
    "source, lan_host, lan_room, deal_verified, imported, record, outcome) VALUES (1, ?, 'shengsidu', 2, 1735787045, "
    "?, 'm1', 1, 3, 'lan_client', '10.0.0.2:47474', 'Room', 1, 0, ?, ?)",
    "INSERT INTO players(game, seat, name, name_key, kind, level, local, score, result, won, dup, total, coins, sky) "
    "VALUES (1, 0, 'Li', 'li', 'human', NULL, 1, ?, ?, ?, 0, ?, NULL, NULL)",
    "INSERT INTO players(game, seat, name, name_key, kind, level, local, score, result, won, dup, total, coins, sky) "
    "VALUES (1, 1, 'Bo', 'bo', 'bot', 'expert', 0, ?, ?, ?, 0, ?, NULL, NULL)",
    "INSERT INTO profiles(id, name, name_key, created) VALUES (1, 'Li', 'li', '2025-01-01T00:00:00+00:00')",
    "INSERT INTO profile_games VALUES (1, 'shengsidu', 1, 1, 7, 7, '2025-01-02T03:04:05+00:00')",
    "INSERT INTO profile_results(profile, game_id, played_at, score, won, game) "
    "VALUES (1, 'shengsidu', '2025-01-02T03:04:05+00:00', 7, 1, 1)",
    "INSERT INTO counted(key) VALUES ('shengsidu:2:1')",
    "INSERT INTO meta(key, value) VALUES ('profiles_json_imported', '{}')",
]


def _fill_v1(conn: sqlite3.Connection, record: GameRecord, outcome: Outcome) -> None:
    import zlib

    from desktop_app.store.facts import canonical_json

    def pack(v):
        return zlib.compress(canonical_json(v).encode("utf-8"))

    a, b = outcome.results
    conn.execute(
        _V1_ROWS[0], (record_identity(record), len(record.actions), pack(record.to_json()), pack(outcome.to_json()))
    )
    conn.execute(_V1_ROWS[1], (a.score, a.result, int(a.score > 0), a.score))
    conn.execute(_V1_ROWS[2], (b.score, b.result, int(b.score > 0), b.score))
    for sql in _V1_ROWS[3:]:
        conn.execute(sql)


FILL = {1: _fill_v1, 2: _fill_v1}  # version -> how a database of that version is filled (v2: new indexes only)


def test_every_version_has_its_data_for_the_migration_test():
    assert set(FILL) == set(range(1, schema.SCHEMA_VERSION))


def test_migrations_from_every_earlier_version(tmp_path):
    """A database of each earlier version (0: an empty file) reaches the current one with
    all its data; before an existing database is migrated a copy is kept."""
    record, outcome = real_game("shengsidu", 1, players=2)
    for version in range(schema.SCHEMA_VERSION):
        path = tmp_path / f"v{version}" / "history.sqlite3"
        path.parent.mkdir()
        conn = sqlite3.connect(path, isolation_level=None)
        schema.migrate(conn, target=version)
        if version >= 1:
            conn.execute("BEGIN")
            FILL[version](conn, record, outcome)
            conn.execute("COMMIT")
        assert schema.user_version(conn) == version
        conn.close()
        store = HistoryStore(path)
        assert store.problem is None and schema.user_version(store.conn) == schema.SCHEMA_VERSION
        assert store.conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        if version == 0:
            assert store.count() == 0
        else:
            copy = path.with_name(f"history.sqlite3.v{version}")
            kept = sqlite3.connect(copy)
            assert kept.execute("PRAGMA user_version").fetchone()[0] == version
            kept.close()
            [g] = store.page(GameFilter(player="li", result="won" if outcome.results[0].score > 0 else "lost"))
            assert (g.source, g.lan_host, g.deal_verified, g.match_game, g.match_length) == (
                "lan_client", "10.0.0.2:47474", True, 1, 3)  # fmt: skip
            assert [(p.name, p.kind, p.level, p.score) for p in g.players] == [
                ("Li", "human", None, outcome.results[0].score),
                ("Bo", "bot", "expert", outcome.results[1].score),
            ]
            assert store.record(g.id) == record and store.outcome(g.id) == outcome
            assert store.player_names() == ["Bo", "Li"] and outcome.results[0].result in store.result_ids()
            profiles = ProfileStore(tmp_path / f"v{version}" / "p.json", history=store)
            assert profiles.get("li").stats("shengsidu").total_score == 7 and profiles.is_recorded(
                GameRecord("shengsidu", 2, 1)
            )
        r2, o2 = real_game("shengsidu", 2, players=2)
        assert store.add_game(finished_game(r2, seats_for(2), o2)) is not None
        store.close()


def test_a_failed_migration_leaves_the_database_as_it_was(tmp_path, monkeypatch):
    path = db(tmp_path)
    store = HistoryStore(path)
    record, outcome = real_game("shengsidu", 3)
    store.add_game(finished_game(record, seats_for(2), outcome))
    store.close()

    def broken(conn):
        conn.execute("ALTER TABLE games ADD COLUMN half_done INTEGER")
        if conn.execute("PRAGMA database_list").fetchone()[2]:  # the file (the memory fallback works)
            raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(schema, "SCHEMA_VERSION", schema.SCHEMA_VERSION + 1)
    monkeypatch.setitem(schema.MIGRATIONS, schema.SCHEMA_VERSION - 1, broken)
    store = HistoryStore(path)
    assert store.problem.reason == "unreadable" and not store.persistent  # this session in memory
    store.close()
    monkeypatch.undo()
    c = sqlite3.connect(path)
    assert c.execute("PRAGMA user_version").fetchone()[0] == schema.SCHEMA_VERSION
    assert "half_done" not in [r[1] for r in c.execute("PRAGMA table_info(games)")]
    c.close()
    again = HistoryStore(path)
    assert again.problem is None and again.count() == 1
    again.close()


def test_a_newer_database_is_left_alone(tmp_path):
    path = db(tmp_path)
    path.parent.mkdir()
    c = sqlite3.connect(path)
    c.execute(f"PRAGMA user_version = {schema.SCHEMA_VERSION + 1}")
    c.execute("CREATE TABLE future(x)")
    c.commit()
    c.close()
    before = path.read_bytes()
    store = HistoryStore(path)
    assert store.problem.reason == "newer" and not store.persistent
    record, outcome = real_game("shengsidu", 4)
    assert store.add_game(finished_game(record, seats_for(2), outcome)) is not None  # kept for this run
    store.close()
    assert path.read_bytes() == before and not path.with_name("history.sqlite3.bad").exists()


# --------------------------------------------------------------------------- damaged files


def _filled(tmp_path: Path, games: int = 30) -> Path:
    path = db(tmp_path)
    with HistoryStore(path) as store:
        store.add_games(sample_games(games))
        store.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return path


@pytest.mark.parametrize("damage", ["garbage", "truncated", "page", "foreign", "negative_version", "missing_table"])
def test_a_damaged_database_is_kept_aside_and_a_fresh_one_begun(tmp_path, damage):
    path = _filled(tmp_path, 400)
    neighbours = {
        tmp_path / "profiles" / "profiles.json": b'{"format": "paiju-profiles"}',
        tmp_path / "history" / "notes.txt": b"mine",
    }
    for p, data in neighbours.items():
        p.parent.mkdir(exist_ok=True)
        p.write_bytes(data)
    data = path.read_bytes()
    if damage == "garbage":
        data = b"\x00\xffnot a database at all" * 100
    elif damage == "truncated":
        data = data[: len(data) // 3]
    elif damage == "page":  # a page in the middle overwritten
        page = 4096
        data = data[: 3 * page] + bytes(range(256)) * 16 + data[4 * page :]
    elif damage == "negative_version":  # the header's user_version (bytes 60-63) is -1
        data = data[:60] + b"\xff\xff\xff\xff" + data[64:]
    elif damage == "missing_table":  # a version-2 history without one of its tables
        c = sqlite3.connect(path)
        c.execute("DROP TABLE counted")
        c.commit()
        c.close()
        data = path.read_bytes()
    else:  # an SQLite database, but not a Paiju history
        path.unlink()
        c = sqlite3.connect(path)
        c.execute("CREATE TABLE notes(text)")
        c.commit()
        c.close()
        data = path.read_bytes()
    if damage not in ("foreign", "missing_table"):
        path.write_bytes(data)
    store = HistoryStore(path)
    assert store.problem is not None and store.problem.reason == "damaged", store.problem
    assert store.problem.backup == path.with_name("history.sqlite3.bad")
    assert store.problem.backup.read_bytes() == data  # nothing lost
    # what SQLite can still read is salvaged (all of it where no game row was damaged)
    recovered = store.problem.recovered
    expected = {"page": 400, "negative_version": 400, "missing_table": 400, "foreign": 0, "garbage": 0}
    assert recovered == expected.get(damage, recovered) and store.count() == recovered
    assert store.persistent
    record, outcome = real_game("shengsidu", 5)
    assert store.add_game(finished_game(record, seats_for(2), outcome)) is not None
    store.close()
    again = HistoryStore(path)
    assert again.problem is None and again.count() == recovered + 1
    again.close()
    for p, before in neighbours.items():
        assert p.read_bytes() == before  # the player's other files are untouched


def _real_history(tmp_path: Path, games: int = 40) -> tuple[Path, dict[str, tuple[GameRecord, Outcome]]]:
    """A history of real games played out (every kind in turn), all in the main file;
    and each game by its identity."""
    path = db(tmp_path)
    played = {}
    with HistoryStore(path) as store:
        batch = []
        for i in range(games):
            record, outcome = real_game(GAME_IDS[i % len(GAME_IDS)], 300 + i)
            played[record_identity(record)] = (record, outcome)
            batch.append(finished_game(record, seats_for(record.num_players), outcome, 1_700_000_000 + 60 * i))
        store.add_games(batch)
        store.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return path, played


def _pages_of(path: Path, name: str, kind: str = "leaf") -> list[int]:
    c = sqlite3.connect(path)
    try:
        rows = c.execute("SELECT pageno FROM dbstat WHERE name = ? AND pagetype = ? ORDER BY pageno", (name, kind))
        return [int(r[0]) for r in rows]
    finally:
        c.close()


def _overwrite_page(path: Path, pageno: int) -> bytes:
    """Page ``pageno`` (1-based) of the file overwritten with garbage; the file's bytes."""
    page = 4096
    data = path.read_bytes()
    data = data[: (pageno - 1) * page] + bytes(range(256)) * 16 + data[pageno * page :]
    path.write_bytes(data)
    return data


def _assert_recovered(store: HistoryStore, played: dict) -> int:
    """Every game of the new history is one played, whole: its record replays to its outcome."""
    rows = store.page(GameFilter(), limit=1000)
    for row in rows:
        record, outcome = played[row.identity]
        again = store.record(row.id)
        assert again == record and store.outcome(row.id) == outcome
        assert game_class(row.game_id).replay(again).outcome == outcome
        assert [p.name for p in row.players] == [s.name for s in seats_for(record.num_players)]
    return len(rows)


@pytest.mark.parametrize("where", ["index", "games"])
def test_a_damaged_history_is_salvaged_into_the_new_one(tmp_path, where):
    path, played = _real_history(tmp_path)
    name = "games_by_time" if where == "index" else "games"
    pages = _pages_of(path, name)
    data = _overwrite_page(path, pages[len(pages) // 2])
    store = HistoryStore(path)
    problem = store.problem
    assert problem is not None and problem.reason == "damaged", problem
    assert problem.backup == path.with_name("history.sqlite3.bad")
    assert problem.backup.read_bytes() == data  # never written
    assert not path.with_name("history.sqlite3.bad-shm").exists()
    recovered = _assert_recovered(store, played)
    assert recovered == problem.recovered == store.count()
    if where == "index":  # no game row was damaged: every game is back
        assert recovered == len(played)
    else:  # the games of the damaged page are lost, the others are back
        assert 0 < recovered < len(played)
    store.close()
    again = HistoryStore(path)  # the new history is whole
    assert again.problem is None and again.count() == recovered
    assert again.conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    again.close()


def test_the_games_only_in_the_log_of_a_damaged_history_are_salvaged_too(tmp_path):
    import shutil

    path, played = _real_history(tmp_path / "live", 10)
    store = HistoryStore(path)
    store.conn.execute("PRAGMA wal_autocheckpoint = 0")  # what follows stays in the -wal
    more = []
    for i in range(5):
        record, outcome = real_game("doudizhu", 900 + i)
        played[record_identity(record)] = (record, outcome)
        more.append(finished_game(record, seats_for(3), outcome, 1_800_000_000 + i))
    store.add_games(more)
    store.conn.execute("DROP TABLE counted")  # damaged: a table of its version is gone
    copy = db(tmp_path / "copy")
    copy.parent.mkdir(parents=True)
    for suffix in ("", "-wal"):  # as a crash leaves them: the last games in the log alone
        shutil.copyfile(path.with_name(path.name + suffix), copy.with_name(copy.name + suffix))
    store.close()
    assert copy.with_name("history.sqlite3-wal").stat().st_size > 0
    before = {p.name: p.read_bytes() for p in copy.parent.iterdir()}
    from desktop_app.store.history import salvaged_games

    assert {g.identity for g in salvaged_games(copy)} == set(played)  # the file and its log are read...
    assert {p.name: p.read_bytes() for p in copy.parent.iterdir()} == before  # ...never written
    salvaged = HistoryStore(copy)
    assert salvaged.problem.reason == "damaged" and "counted" in salvaged.problem.message
    assert _assert_recovered(salvaged, played) == salvaged.problem.recovered == 15
    salvaged.close()


def test_a_history_whose_players_cannot_be_read_keeps_its_games_without_names(tmp_path):
    path, played = _real_history(tmp_path, 20)
    _overwrite_page(path, _pages_of(path, "players")[0])
    store = HistoryStore(path)
    assert store.problem.recovered == len(played) == store.count()
    nameless = [g for g in store.page(GameFilter(), limit=1000) if not any(p.name for p in g.players)]
    assert nameless and all(len(g.players) == g.num_players for g in nameless)
    for g in nameless:
        record, outcome = played[g.identity]
        assert game_class(g.game_id).replay(store.record(g.id)).outcome == outcome
    store.close()


def test_a_second_damage_never_overwrites_the_first_copy(tmp_path):
    path = db(tmp_path)
    path.parent.mkdir()
    for n, garbage in enumerate((b"first" * 300, b"second" * 300), 1):
        path.write_bytes(garbage)
        store = HistoryStore(path)
        assert store.problem.backup.name == ("history.sqlite3.bad" if n == 1 else "history.sqlite3.bad.2")
        store.close()
        path.unlink(missing_ok=True)
    assert path.with_name("history.sqlite3.bad").read_bytes() == b"first" * 300


def test_a_folder_where_the_database_should_be_is_left_alone(tmp_path):
    path = db(tmp_path)
    path.mkdir(parents=True)
    (path / "inside").write_text("mine", encoding="utf-8")
    store = HistoryStore(path)
    assert store.problem.reason == "unreadable" and not store.persistent
    record, outcome = real_game("shengsidu", 6)
    assert store.add_game(finished_game(record, seats_for(2), outcome)) is not None
    assert store.count() == 1  # in memory for this run
    store.close()
    assert (path / "inside").read_text(encoding="utf-8") == "mine"


def test_a_damaged_history_brings_the_profiles_back_from_profiles_json(tmp_path):
    legacy = tmp_path / "profiles.json"
    legacy.write_text(json.dumps(OLD_FILE), encoding="utf-8")
    store = ProfileStore(legacy)
    assert store.get("li").stats("hongwu").total_score == 130
    store.close()
    history_beside(legacy).write_bytes(b"garbage" * 500)
    again = ProfileStore(legacy)
    assert again.error.reason == "history_damaged"
    assert again.get("li").stats("hongwu").total_score == 130  # the backup imported again
    again.close()


# --------------------------------------------------------------------------- profiles.json

OLD_FILE = {
    "format": "paiju-profiles",
    "version": 1,
    "profiles": [
        {
            "name": "Li",
            "created": "2025-01-01T10:00:00+00:00",
            "games": {
                "hongwu": {
                    "played": 5,
                    "wins": 3,
                    "total_score": 130,
                    "best_score": 60,
                    "last_played": "2025-02-01T10:00:00+00:00",
                    "history": [["2025-01-31T10:00:00+00:00", 60, True], ["2025-02-01T10:00:00+00:00", -5, False]],
                },
                "shengsidu": {
                    "played": 1,
                    "wins": 0,
                    "total_score": -4,
                    "best_score": -4,
                    "last_played": "2025-01-05T10:00:00+00:00",
                    "history": [["2025-01-05T10:00:00+00:00", -4, False]],
                },
            },
        },
        {"name": "小明", "created": "2025-01-03T10:00:00+00:00", "games": {}},
    ],
    "recorded": ["hongwu:4:11", "shengsidu:2:12"],
}


def test_an_old_profiles_file_is_imported_once_and_kept(tmp_path):
    legacy = tmp_path / "profiles" / "profiles.json"
    legacy.parent.mkdir()
    text = json.dumps(OLD_FILE, ensure_ascii=False)
    legacy.write_text(text, encoding="utf-8")
    store = ProfileStore(legacy)
    assert store.error is None and store.writable
    assert store.to_json() == {**OLD_FILE, "recorded": sorted(OLD_FILE["recorded"])}  # nothing lost
    li = store.get("li")
    assert li.career_points == 130 and li.career_level.number == 4
    assert li.stats("hongwu").score_curve() == [75, 135, 130]  # three older games live on in the total
    assert store.career_title_level("hongwu", H("LI")).number == 4
    assert legacy.read_text(encoding="utf-8") == text  # the file stays, untouched, as a backup
    note = json.loads(store.history.get_meta(IMPORTED_META))
    assert note["profiles"] == 2 and note["file"] == str(legacy)
    # a game the old file counted is not counted again (it still goes into the history)
    oc = Outcome((SeatResult(0, "winner", 3), SeatResult(1, "loser", -3)))
    assert store.record_game(GameRecord("shengsidu", 2, 12), [H("Li"), H("Mei")], oc) == []
    assert store.history.count() == 1
    assert store.record_game(GameRecord("shengsidu", 2, 13), [H("Li"), H("Mei")], oc) == ["li", "mei"]
    store.close()
    # the next start does not import it again, even when the file has changed since
    legacy.write_text(text.replace("130", "999"), encoding="utf-8")
    again = ProfileStore(legacy)
    assert again.error is None and again.get("li").career_points == 130
    assert again.get("li").stats("shengsidu").wins == 1 and again.get("mei").stats("shengsidu").played == 1
    assert again.results("li", "shengsidu")[1][-1].score == 3 and again.results("li", "hongwu")[0] == 75
    again.close()


def test_profile_changes_are_kept_in_the_history(tmp_path):
    legacy = tmp_path / "profiles.json"
    store = ProfileStore(legacy)
    oc = Outcome((SeatResult(0, "dealer_win", 30), *(SeatResult(i, "defender_loss", -10) for i in (1, 2, 3))))
    seats = [H("Li"), H("Mei"), B("B", "easy"), H("LI")]  # Li twice: counted once, first seat
    assert store.record_game(GameRecord("hongwu", 4, 1), seats, oc) == ["li", "mei"]
    store.rename("mei", "May")
    assert store.delete("li")
    store.close()
    again = ProfileStore(legacy)
    assert again.names() == ["May"] and again.get("may").stats("hongwu").total_score == -10
    h = again.history
    [game] = h.page()
    assert [(p.name, p.kind, p.level, p.local, p.dup) for p in game.players] == [
        ("Li", "human", None, True, False),
        ("Mei", "human", None, True, False),
        ("B", "bot", "easy", False, False),
        ("LI", "human", None, True, True),
    ]
    assert h.player_summary("li")["hongwu"]["played"] == 1  # the history keeps its games
    again.close()


# --------------------------------------------------------------------------- every game once


def test_a_game_of_every_kind_lands_in_the_history_once(tmp_path):
    store = ProfileStore(tmp_path / "profiles.json")
    h = store.history
    kept = {}
    for seed, gid in enumerate(GAME_IDS, 20):
        record, outcome = real_game(gid, seed)
        seats = seats_for(record.num_players)
        assert store.record_game(record, seats, outcome) == ["li"]
        # told twice, then continued after a crash and finished with other last moves
        assert store.record_game(record, seats, outcome) == []
        other = dataclasses.replace(record, actions=record.actions[:-1])
        assert store.record_game(other, seats, outcome) == []
        kept[record_identity(record)] = (record, outcome)
    assert h.count() == len(GAME_IDS)
    for g in h.page():
        record, outcome = kept[g.identity]
        assert h.record(g.id) == record and h.outcome(g.id) == outcome
        assert g.game_id == record.game_id and g.moves == len(record.actions) and g.source == "local"
        assert [p.score for p in g.players] == outcome.scores and g.players[0].name == "Li"
        assert game_class(g.game_id).replay(h.record(g.id)).outcome == outcome
    store.close()


def test_the_facts_the_statistics_count(tmp_path):
    store = HistoryStore(db(tmp_path))
    record, outcome = real_game("tiandiren", 40, players=5)
    store.add_game(finished_game(record, seats_for(5), outcome))
    dealt = game_class("tiandiren")(5, record.options, record.seed, record.carry)
    [g] = store.page()
    assert [p.sky for p in g.players] == [sky_bits(sky_kinds(hand)) for hand in dealt.hands]
    record, outcome = real_game("doudizhu", 41)
    store.add_game(finished_game(record, seats_for(3), outcome, totals=[7, 8, 9], match_id="m", match_game=2))
    g = store.page(GameFilter(game_id="doudizhu"))[0]
    assert [p.coins for p in g.players] == [r.detail["coins_after"] for r in outcome.results]
    assert [p.total for p in g.players] == [7, 8, 9] and (g.match_id, g.match_game) == ("m", 2)
    store.close()


# --------------------------------------------------------------------------- 10,000 games


@pytest.fixture(scope="module")
def big(tmp_path_factory):
    games = sample_games(10_000)
    path = tmp_path_factory.mktemp("big") / "history.sqlite3"
    store = HistoryStore(path)
    ids = store.add_games(games)
    assert None not in ids
    rows = dict(zip(ids, games, strict=True))
    yield store, rows
    store.close()


def _expected(rows, flt: GameFilter) -> list[int]:
    """The filter worked out in Python: the row ids, newest first."""

    def keep(g) -> bool:
        keys = [p.key for p in g.players]
        player = name_key(flt.player) if flt.player else ""
        if flt.game_id and g.record.game_id != flt.game_id:
            return False
        if player and player not in keys:
            return False
        if flt.search and not any(name_key(flt.search) in k for k in keys):
            return False
        if flt.since is not None and g.played_at < flt.since:
            return False
        if flt.until is not None and g.played_at >= flt.until:
            return False
        if flt.where and (g.source == "local") != (flt.where == "local"):
            return False
        if flt.result:
            subject = [p for p in g.players if (p.key == player if player else p.kind == "human" and p.local)]
            if flt.result in ("won", "lost"):
                return any(p.won == (flt.result == "won") for p in subject)
            among = [p for p in g.players if p.key == player] if player else g.players
            return any(p.result == flt.result for p in among)
        return True

    found = [(g.played_at, i) for i, g in rows.items() if keep(g)]
    return [i for _t, i in sorted(found, reverse=True)]


def _all_pages(store: HistoryStore, flt: GameFilter, size: int = 200) -> list[int]:
    out: list[int] = []
    after = None
    while True:
        page = store.page(flt, after, size)
        out.extend(g.id for g in page)
        if len(page) < size:
            return out
        after = (page[-1].played_at, page[-1].id)


FILTERS = [
    GameFilter(),
    GameFilter(game_id="tiandiren"),
    GameFilter(player="anna"),  # "Anna" and "ANNA" are one player
    GameFilter(player="小明", game_id="hongwu"),
    GameFilter(search="li"),  # Li, Sun Li
    GameFilter(search="OT "),  # the bots
    GameFilter(search="ölaf"),
    GameFilter(since=unix_time("2024-06-01T00:00:00"), until=unix_time("2024-07-01T00:00:00")),
    GameFilter(result="won"),
    GameFilter(result="lost", player="Mei"),
    GameFilter(result="sky"),
    GameFilter(result="man", player="Bot 2"),
    GameFilter(where="lan"),
    GameFilter(where="local", game_id="doudizhu", result="won", search="zhang"),
    GameFilter(player="nobody at all"),
]


@pytest.mark.parametrize("flt", FILTERS, ids=[str(i) for i in range(len(FILTERS))])
def test_filters_and_search_on_10000_games(big, flt):
    store, rows = big
    expected = _expected(rows, flt)
    assert store.count(flt) == len(expected)
    assert _all_pages(store, flt, 300 if flt == GameFilter() else 200) == expected
    if expected:
        first = store.page(flt, limit=5)
        assert [g.id for g in first] == expected[:5]
        g = first[0]
        assert [p.name for p in g.players] == [p.name for p in rows[g.id].players]


def test_names_results_and_statistics_on_10000_games(big):
    store, rows = big
    games = list(rows.values())
    keys = {name_key(n) for n in store.player_names()}
    assert keys == {p.key for g in games for p in g.players if p.key}
    mine = [
        (g.played_at, i, p)
        for i, g in rows.items()
        if g.record.game_id == "shengsidu"
        for p in g.players
        if p.key == "li" and not p.dup
    ]
    summary = store.player_summary("LI")["shengsidu"]
    assert summary["played"] == len(mine) and summary["wins"] == sum(p.won for _t, _i, p in mine)
    assert summary["total"] == sum(p.score for _t, _i, p in mine)
    trend = store.score_trend("li", "shengsidu")
    assert [s for _t, s, _w in trend] == [p.score for _t, _i, p in sorted(mine, key=lambda x: x[:2])]
    sky = store.sky_observations()
    for n, figures in sky.items():
        hands = [p for g in games if g.record.game_id == "tiandiren" and g.record.num_players == n for p in g.players]
        assert figures["hands"] == len(hands) and figures["ufo"] == sum(bool(p.sky & 2) for p in hands)
    coins = store.coin_history("Bo")
    assert coins and all(
        c == 1000 + 7 * s
        for (_t, c, _m, _g), s in zip(coins, [x[1] for x in store.score_trend("bo", "doudizhu")], strict=True)
    )


def test_match_totals_run_through_the_match(tmp_path):
    store = HistoryStore(db(tmp_path))
    totals = [0, 0]
    for number, seed in enumerate((50, 51, 52), 1):
        record, outcome = real_game("shengsidu", seed)
        totals = [t + s for t, s in zip(totals, outcome.scores, strict=True)]
        stored = totals if number != 2 else None  # an older row without stored totals
        store.add_game(
            finished_game(
                record, seats_for(2), outcome, totals=stored, match_id="mm", match_game=number, match_length=3
            )
        )
    names, runs = store.match_totals("mm")
    assert names == ["Li", "Bot 1"] and [n for n, _t in runs] == [1, 2, 3] and runs[-1][1] == totals
    store.close()


def test_wilson_interval():
    lo, hi = wilson_interval(27, 1000)
    assert lo < 0.027 < hi and round(lo, 4) == 0.0186 and round(hi, 4) == 0.039
    assert wilson_interval(0, 0) == (0.0, 1.0) and wilson_interval(5, 5)[1] == 1.0


# --------------------------------------------------------------------------- files


def test_export_and_import_with_duplicates_detected(tmp_path):
    source = HistoryStore(tmp_path / "a.sqlite3")
    made = []
    for seed, gid in enumerate(GAME_IDS, 60):
        record, outcome = real_game(gid, seed)
        seats = [H("Li"), *(B(f"Bot {i}", "expert") for i in range(1, record.num_players))]
        made.append(
            source.add_game(finished_game(record, seats, outcome, "2025-05-05T05:05:05+00:00", source="lan_host"))
        )
    files = []
    for row in made:
        path = tmp_path / f"{row}.paiju-replay"
        path.write_text(json.dumps(source.export_document(row)), encoding="utf-8")
        files.append(path)
    # a match file of two games, a plain replay (no names), an unfinished game and garbage
    r1, o1 = real_game("shengsidu", 70)
    from desktop_app.session.rules import carry_for

    g2 = new_game(
        "shengsidu", 2, seed=71, carry=carry_for("shengsidu", game_class("shengsidu").replay(r1), o1.scores, 2)
    )
    o2 = play_out(g2, bots_for("shengsidu", ["random"] * 2, seed=71))
    snap = MatchSnapshot("shengsidu", 2, (H("Ann"), B("Bo", "normal")), {}, 2, (r1, g2.record()), None, tuple(
        a + b for a, b in zip(o1.scores, o2.scores, strict=True)))  # fmt: skip
    files.append(save_match(tmp_path / "match.json", snap))
    r3, _o3 = real_game("hongwu", 72)
    files.append(save_replay(tmp_path / "plain.paiju-replay", r3))
    unfinished = new_game("doudizhu", 3, seed=73)
    files.append(save_replay(tmp_path / "half.paiju-replay", unfinished.record()))
    (tmp_path / "junk.paiju-replay").write_text("{ nope", encoding="utf-8")
    files.append(tmp_path / "junk.paiju-replay")

    target = HistoryStore(tmp_path / "b.sqlite3")
    report = target.import_files(files, carry_rule=carry_for)
    assert len(report.added) == len(GAME_IDS) + 3 and report.duplicates == 0 and report.unfinished == 1
    assert report.failed == [(tmp_path / "junk.paiju-replay", "not_json")]
    again = target.import_files(files, carry_rule=carry_for)
    assert again.added == [] and again.duplicates == len(GAME_IDS) + 3  # detected by game identity
    for row in made:
        g = source.game(row)
        twin = target.game(target.find(g.identity))
        assert twin.imported and twin.source == "lan_host" and twin.played_at == g.played_at
        assert [(p.name, p.kind, p.level, p.score, p.result) for p in twin.players] == [
            (p.name, p.kind, p.level, p.score, p.result) for p in g.players
        ]
        assert target.record(twin.id) == source.record(row)
    m = target.page(GameFilter(player="ann"))
    assert [g.match_game for g in m] == [2, 1] and m[0].match_id == m[1].match_id == record_identity(r1)
    assert target.match_totals(m[0].match_id)[1][-1][1] == list(snap.totals)
    assert target.delete_games([g.id for g in m]) == 2 and target.count() == len(GAME_IDS) + 1
    source.close()
    target.close()
    assert not list(tmp_path.glob("*.tmp"))


def test_layers_the_new_store_modules_import_nothing_above_them():
    import subprocess
    import sys

    code = (
        "import sys\nimport desktop_app.store.history, desktop_app.store.facts, desktop_app.store.history_schema\n"
        "import desktop_app.store.salvage\n"
        "print(','.join(sorted(m for m in sys.modules if m.startswith("
        "('desktop_app.session', 'desktop_app.ui', 'desktop_app.net', 'PySide6')))))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120)
    assert out.stdout.strip() == ""


def test_a_negative_schema_version_is_unknown_to_the_migrations():
    conn = sqlite3.connect(":memory:", isolation_level=None)
    conn.execute("PRAGMA user_version = -1")
    with pytest.raises(schema.UnknownSchema):
        schema.migrate(conn)  # raised KeyError: -1
    conn.close()


def test_profiles_the_history_cannot_read_name_the_history_not_profiles_json(tmp_path):
    history = HistoryStore(db(tmp_path))
    record, outcome = real_game("shengsidu", 6)
    history.add_game(finished_game(record, seats_for(2), outcome))
    history.conn.execute("DROP TABLE meta")  # lost while Paiju runs
    store = ProfileStore(tmp_path / "profiles" / "profiles.json", history=history)
    assert store.error.reason == "unwritable" and store.error.path == history.path
    assert not store.error.path.with_name("profiles.json").exists()
    history.close()


@pytest.mark.parametrize("blob", [b"not zlib at all", b"", 17, "text", b"x\x9c\x03\x00\x00\x00\x00\x01"])
@pytest.mark.parametrize("column", ["record", "outcome"])
def test_a_stored_game_that_cannot_be_unpacked_raises_history_error(tmp_path, column, blob):
    store = HistoryStore(db(tmp_path))
    record, outcome = real_game("shengsidu", 7)
    row = store.add_game(finished_game(record, seats_for(2), outcome))
    store.conn.execute(f"UPDATE games SET {column} = ? WHERE id = ?", (blob, row))  # zlib.error, TypeError...
    with pytest.raises(HistoryError, match="a stored game cannot be read"):
        store.record(row) if column == "record" else store.outcome(row)
    with pytest.raises(HistoryError):
        store.export_document(row)
    assert store.game(row) is not None  # its row still lists
    store.close()


def test_a_stored_record_that_is_json_but_no_record_raises_history_error(tmp_path):
    import zlib

    store = HistoryStore(db(tmp_path))
    record, outcome = real_game("shengsidu", 8)
    row = store.add_game(finished_game(record, seats_for(2), outcome))
    store.conn.execute("UPDATE games SET record = ?, outcome = ? WHERE id = ?",
                       (zlib.compress(b'{"game": 3}'), zlib.compress(b"[1]"), row))  # fmt: skip
    with pytest.raises(HistoryError):
        store.record(row)
    with pytest.raises(HistoryError):
        store.outcome(row)
    store.close()


def test_a_missing_index_is_made_again_and_nothing_moved_aside(tmp_path):
    path = _filled(tmp_path, 20)
    c = sqlite3.connect(path)
    c.execute("DROP INDEX players_by_result")
    c.commit()
    c.close()
    store = HistoryStore(path)
    assert store.problem is None and store.count() == 20
    names = {r[0] for r in store.conn.execute("SELECT name FROM sqlite_master WHERE type = 'index'")}
    assert "players_by_result" in names and not path.with_name("history.sqlite3.bad").exists()
    store.close()


# --------------------------------------------------------------------------- the History list's order (issue #23)


def test_pages_in_a_sorted_order_cover_the_whole_history_once(tmp_path):
    with HistoryStore(_filled(tmp_path, 450)) as store:
        for column in ("when", "game", "players", "result", "match", "where"):
            for descending in (False, True):
                order = GameSort(column, descending, tuple(sorted(GAME_IDS)))
                rows = []
                while len(rows) < 450:
                    more = store.page(None, None, 200, sort=order, offset=len(rows))
                    assert more, (column, descending)
                    rows.extend(more)
                assert sorted(g.id for g in rows) == sorted(g.id for g in store.page(limit=1000)), column
        by_players = store.page(None, None, 1000, sort=GameSort("players", descending=False))
        assert [g.num_players for g in by_players] == sorted(g.num_players for g in by_players)
        oldest = store.page(None, None, 1, sort=GameSort("when", descending=False))[0]
        assert oldest.played_at == min(g.played_at for g in by_players)
        by_game = [g.game_id for g in store.page(None, None, 1000, sort=GameSort("game", False, tuple(GAME_IDS)))]
        assert by_game == sorted(by_game, key=list(GAME_IDS).index)


def test_a_match_of_one_game_is_no_match(tmp_path):
    with HistoryStore(db(tmp_path)) as store:
        game = new_game("shengsidu", 2, seed=3)
        outcome = play_out(game, bots_for("shengsidu", ["random"] * 2, seed=3))
        seats = [SeatConfig.human("Li"), SeatConfig.bot("Bo", "easy")]
        when = 1_800_000_000
        store.add_game(finished_game(game.record(), seats, outcome, when, match_id="one", match_game=1, match_length=1))
        assert store.match("one") is None and store.matches() == []
        store.add_games(sample_games(60))
        some = store.matches()[-1]
        assert store.match(some[0]) == some


def _named_history(tmp_path: Path) -> tuple[HistoryStore, list[int]]:
    """Four games with the default name 兰 stored in each language it may have been played
    in (兰, 蘭, Orchid) and one without it."""
    store = HistoryStore(tmp_path / "named.sqlite")
    ids = []
    for k, orchid in enumerate(("兰", "蘭", "Orchid", "Li")):
        game = new_game("shengsidu", 3, seed=40 + k)
        outcome = play_out(game, bots_for("shengsidu", ["random"] * 3, seed=40 + k))
        seats = [
            SeatConfig.human("东" if k % 2 else "East"),
            SeatConfig.bot(orchid, "easy"),
            SeatConfig.bot("Bo", "easy"),
        ]
        ids.append(store.add_game(finished_game(game.record(), seats, outcome, 1_750_000_000 + k)))
    return store, ids


@pytest.mark.parametrize(
    ("flt", "games"),
    [
        (GameFilter(search="蘭"), [0, 1, 2]),  # the zh_TW search finds the zh_CN and English games
        (GameFilter(search="兰"), [0, 1, 2]),
        (GameFilter(search="orch"), [0, 1, 2]),
        (GameFilter(search="東"), [0, 1, 2, 3]),
        (GameFilter(search="l"), [3]),  # a piece of Li (and of Plum: nobody here is 梅)
        (GameFilter(player="蘭"), [0, 1, 2]),
        (GameFilter(player=" ORCHID "), [0, 1, 2]),
        (GameFilter(player="兰", result="lost"), None),
        (GameFilter(player="Li"), [3]),
        (GameFilter(search="蘭花"), []),  # a typed name holding 蘭 is not the default name
    ],
)
def test_a_default_name_is_found_in_every_stored_form(tmp_path, flt, games):
    store, ids = _named_history(tmp_path)
    found = sorted(ids.index(g.id) for g in store.page(flt))
    if games is None:  # the result of the seat 兰/蘭/Orchid, in every form
        expected = sorted(
            k for k, i in enumerate(ids[:3]) if not next(p for p in store.game(i).players if p.seat == 1).won
        )
        assert found == expected
    else:
        assert found == games and store.count(flt) == len(games)
