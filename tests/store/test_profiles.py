"""Player profiles: round trip, recovery from bad files, each game counted once, what a win
is, rename/delete, 红五 career levels, and a property test that the figures add up."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from desktop_app.engine import GAME_IDS
from desktop_app.engine.core import GameRecord, Outcome, SeatResult
from desktop_app.session.seats import SeatConfig
from desktop_app.store import profiles as P
from desktop_app.store.profiles import ProfileNameError, ProfileStore, game_key, is_win, name_key

H, B = SeatConfig.human, SeatConfig.bot


def outcome(*results: tuple[str, int]) -> Outcome:
    return Outcome(tuple(SeatResult(i, rid, score) for i, (rid, score) in enumerate(results)))


def record(store: ProfileStore, game_id: str, seed: int, seats, *results, at: str | None = None) -> list[str]:
    return store.record_game(GameRecord(game_id, len(seats), seed), seats, outcome(*results), at)


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "profiles" / "profiles.json"


# --------------------------------------------------------------------------- round trip


def test_round_trip_keeps_every_figure(path):
    store = ProfileStore(path)
    seats = [H("Li"), B("Bot", "easy"), H("小明")]
    record(store, "shengsidu", 1, seats, ("winner", 12), ("loser", -6), ("loser", -6), at="2025-01-01T10:00:00+00:00")
    record(store, "shengsidu", 2, seats, ("loser", -4), ("winner", 8), ("loser", -4), at="2025-01-02T10:00:00+00:00")
    record(store, "hongwu", 3, [*seats, H("li")], ("dealer_win", 30), ("defender_loss", -10), ("defender_loss", -10),
           ("defender_loss", -10))  # fmt: skip
    # the profiles live in the history database beside it: the old JSON file is never written
    assert not path.exists() and not [x for x in path.parent.iterdir() if x.name.endswith(".tmp")]
    again = ProfileStore(path)
    assert again.error is None and again.to_json() == store.to_json()
    li = again.get("LI")
    assert li is not None and li.name == "Li"  # the key ignores case; the first spelling is shown
    s = li.stats("shengsidu")
    assert (s.played, s.wins, s.total_score, s.best_score, s.last_played) == (2, 1, 8, 12, "2025-01-02T10:00:00+00:00")
    assert [e.score for e in s.history] == [12, -4] and s.score_curve() == [0, 12, 8]
    assert li.stats("hongwu").played == 1 and li.career_points == 30 and li.games_played == 3
    assert again.names() == ["Li", "小明"]  # the bot has no profile
    assert again.get("小明").stats("hongwu").total_score == -10


def test_missing_file_is_an_empty_store_and_nothing_is_written(path):
    store = ProfileStore(path)
    assert len(store) == 0 and store.error is None and store.writable and not path.exists()


# --------------------------------------------------------------------------- bad files


def test_garbage_is_moved_aside_and_a_fresh_store_begins(path):
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\x00\xffnot json at all{")
    store = ProfileStore(path)
    assert store.error is not None and store.error.reason == "not_json"
    backup = store.error.backup
    assert backup == path.with_name("profiles.json.bad") and backup.read_bytes() == b"\x00\xffnot json at all{"
    assert len(store) == 0 and store.writable
    record(store, "shengsidu", 1, [H("Li"), H("Mei")], ("winner", 3), ("loser", -3))
    assert ProfileStore(path).get("li").stats("shengsidu").played == 1
    # a second bad file never overwrites the first copy
    path.write_text("[1, 2", encoding="utf-8")
    second = ProfileStore(path)
    assert second.error.backup == path.with_name("profiles.json.bad.2")
    assert backup.read_bytes() == b"\x00\xffnot json at all{" and second.error.backup.read_text() == "[1, 2"


def test_json_that_is_not_a_profiles_file_is_moved_aside(path):
    path.parent.mkdir(parents=True)
    path.write_text('{"format": "paiju-match"}', encoding="utf-8")
    store = ProfileStore(path)
    assert store.error.reason == "not_profiles" and not path.exists() and store.error.backup.exists()


def test_malformed_profiles_are_left_out_and_the_rest_kept(path, tmp_path):
    good = ProfileStore(tmp_path / "good" / "profiles.json")
    record(good, "doudizhu", 1, [H("Li"), H("Mei"), B("B", "easy")], ("landlord_win", 4), ("peasant_loss", -2),
           ("peasant_loss", -2))  # fmt: skip
    d = good.to_json()  # an old profiles.json
    d["profiles"][1]["games"]["doudizhu"]["wins"] = 5  # more wins than games
    d["profiles"].append({"name": ""})
    d["recorded"].append(17)
    original = json.dumps(d)
    path.parent.mkdir(parents=True)
    path.write_text(original, encoding="utf-8")
    store = ProfileStore(path)
    assert store.error.reason == "bad_entries" and store.names() == ["Li"]
    assert store.error.backup.read_text(encoding="utf-8") == original  # nothing lost
    assert store.is_recorded(GameRecord("doudizhu", 3, 1))
    assert store.writable and store.delete("nobody") is False
    record(store, "doudizhu", 2, [H("Mei"), H("Li"), B("B", "easy")], ("landlord_loss", -4), ("peasant_win", 2),
           ("peasant_win", 2))  # fmt: skip
    assert ProfileStore(path).error is None  # imported once: the file is not read again
    assert path.read_text(encoding="utf-8") == original  # and it is kept as it was


def test_a_newer_file_is_shown_but_never_overwritten(path):
    path.parent.mkdir(parents=True)
    text = json.dumps({"format": P.PROFILES_FORMAT, "version": P.PROFILES_VERSION + 1, "profiles": []})
    path.write_text(text, encoding="utf-8")
    store = ProfileStore(path)
    assert store.error.reason == "unsupported_version" and not store.writable
    record(store, "shengsidu", 1, [H("Li"), H("Mei")], ("winner", 3), ("loser", -3))
    assert path.read_text(encoding="utf-8") == text and store.get("li") is not None  # kept in memory only


def test_an_unreadable_file_is_reported_and_left_alone(path):
    path.mkdir(parents=True)  # a folder where the file should be: reading fails
    store = ProfileStore(path)
    assert store.error.reason == "unreadable" and not store.writable
    assert record(store, "shengsidu", 1, [H("Li"), H("Mei")], ("winner", 3), ("loser", -3)) == ["li", "mei"]
    assert path.is_dir()


def test_a_failed_save_is_reported_not_raised(tmp_path):
    store = ProfileStore(tmp_path / "profiles.json")
    record(store, "shengsidu", 0, [H("Li"), H("Mei")], ("winner", 3), ("loser", -3))
    store.history.conn.execute("PRAGMA query_only = ON")  # the database refuses every write
    record(store, "shengsidu", 1, [H("Li"), H("Mei")], ("winner", 3), ("loser", -3))
    assert store.save_error is not None and store.save_error.reason == "unwritable"
    assert store.get("li").stats("shengsidu").played == 2  # kept in memory
    assert ProfileStore(tmp_path / "profiles.json").get("li").stats("shengsidu").played == 1


# --------------------------------------------------------------------------- counting once


def test_a_game_is_counted_once_by_its_identity(path):
    store = ProfileStore(path)
    seats = [H("Li"), H("Mei")]
    assert record(store, "shengsidu", 5, seats, ("winner", 3), ("loser", -3)) == ["li", "mei"]
    # the same game finished again (continued after a crash), even with other last moves
    assert record(store, "shengsidu", 5, seats, ("loser", -2), ("winner", 2)) == []
    assert (
        ProfileStore(path).record_game(GameRecord("shengsidu", 2, 5), seats, outcome(("winner", 1), ("loser", -1)))
        == []
    )
    # the same seed in another game or player count is another game
    assert record(store, "tiandiren", 5, seats, ("sky", 3), ("loser", -3)) == ["li", "mei"]
    assert record(store, "shengsidu", 5, [*seats, H("Zed")], ("winner", 3), ("loser", -3), ("loser", 0)) != []
    assert store.get("li").stats("shengsidu").played == 2 and store.get("li").stats("shengsidu").total_score == 6
    assert game_key(GameRecord("shengsidu", 2, 5)) == "shengsidu:2:5" and store.is_recorded(
        GameRecord("shengsidu", 2, 5)
    )


def test_bots_and_nameless_seats_have_no_profile_and_a_name_seated_twice_counts_once(path):
    store = ProfileStore(path)
    seats = [B("Bot 1", "expert"), H("  "), H("Li"), H("LI ")]
    assert record(store, "yuanzi", 1, seats, ("win", 5), ("loss", -5), ("win", 5), ("loss", -5)) == ["li"]
    li = store.get("li")
    assert store.names() == ["Li"] and li.stats("yuanzi").played == 1 and li.stats("yuanzi").total_score == 5


def test_every_counted_game_is_remembered(path):
    store = ProfileStore(path)
    for seed in range(5):
        record(store, "shengsidu", seed, [H("Li"), H("Mei")], ("winner", 1), ("loser", -1))
    again = ProfileStore(path)
    assert all(again.is_recorded(GameRecord("shengsidu", 2, s)) for s in range(5))
    assert len(again.to_json()["recorded"]) == 5 and again.get("li").stats("shengsidu").played == 5


def test_history_is_trimmed_but_the_curve_ends_at_the_total(path, monkeypatch):
    monkeypatch.setattr(P, "MAX_HISTORY", 3)
    store = ProfileStore(path)
    for seed, score in enumerate([5, -2, 7, 1, -4]):
        record(store, "shengsidu", seed, [H("Li"), H("Mei")], ("winner" if score > 0 else "loser", score), ("x", 0))
    s = store.get("li").stats("shengsidu")
    assert s.played == 5 and s.total_score == 7 and len(s.history) == 3
    assert s.score_curve() == [3, 10, 11, 7] and s.best_score == 7 and s.wins == 3


# --------------------------------------------------------------------------- wins


@pytest.mark.parametrize(
    "result,score,won",
    [
        ("sky", 6000, True),  # 天地人
        ("earth", 1000, True),
        ("grab_earth", 1500, True),
        ("man", 2000, True),
        ("loser", -300, False),
        ("landlord_win", 8, True),  # 斗地主
        ("peasant_win", 4, True),
        ("landlord_loss", -8, False),
        ("escaped", -12, False),
        ("opponent_escaped", 6, True),
        ("dealer_win", 15, True),  # 红五
        ("defender_win", 0, True),  # the defenders win even when the dealer's loss rounds to 0
        ("defender_loss", -5, False),
        ("abandoned", -30, False),
        ("opponent_abandoned", 10, True),
        ("double_clip_win", 8, True),  # 原子
        ("loss", -4, False),
        ("draw", 0, False),
        ("winner", 9, True),  # 生死堵
        ("compensated", 0, False),
    ],
)
def test_what_counts_as_a_win(result, score, won):
    assert is_win(SeatResult(0, result, score)) is won


# --------------------------------------------------------------------------- editing


def test_rename_keeps_the_figures_and_refuses_clashes(path):
    store = ProfileStore(path)
    record(store, "shengsidu", 1, [H("Li"), H("Mei")], ("winner", 3), ("loser", -3))
    with pytest.raises(ProfileNameError) as e:
        store.rename("li", "MEI")
    assert e.value.reason == "taken"
    for bad, reason in (("  ", "empty"), ("x" * (P.MAX_NAME + 1), "too_long")):
        with pytest.raises(ProfileNameError) as e:
            store.rename("li", bad)
        assert e.value.reason == reason
    with pytest.raises(ProfileNameError):
        store.rename("nobody", "X")
    assert store.rename("li", "LI").name == "LI"  # a change of case is fine
    store.rename("LI", " Lee ")
    again = ProfileStore(path)
    assert again.names() == ["Lee", "Mei"] and again.get("lee").stats("shengsidu").total_score == 3
    assert again.get("li") is None
    assert again.delete("MEI") and ProfileStore(path).names() == ["Lee"]


# --------------------------------------------------------------------------- 红五 career


def test_career_level_follows_the_hongwu_points(path):
    store = ProfileStore(path)
    seats = [H("Li"), B("a", "easy"), B("b", "easy"), B("c", "easy")]
    rest = [("defender_loss", -10)] * 3
    record(store, "hongwu", 1, seats, ("dealer_win", 30), *rest)
    record(store, "shengsidu", 1, seats[:2], ("winner", 500), ("loser", -500))  # other games do not count
    li = store.get("li")
    assert li.career_points == 30 and li.career_level.number == 2 and li.career_progress() == (2, 15, 45)
    record(store, "hongwu", 2, seats, ("dealer_win", 100), *rest)
    assert store.career_level("LI").name_zh == "阿朱"  # 130 points: level 4 is 105..224
    record(store, "hongwu", 3, seats, ("dealer_loss", -200), *rest)
    assert store.get("li").career_level.number == 1  # negative totals are level 1
    assert store.career_title_level("hongwu", H("li")).number == 1
    assert store.career_title_level("hongwu", B("Li", "easy")) is None
    assert store.career_title_level("shengsidu", H("li")) is None
    assert store.career_title_level("hongwu", H("Stranger")) is None


def test_name_key_folds_case_and_spaces():
    assert name_key(" Li ") == name_key("LI") == "li"


# --------------------------------------------------------------------------- property

NAMES = ["Li", "LI", "li ", "Mei", "小明", ""]
RESULTS = ["winner", "loser", "sky", "landlord_win", "peasant_loss", "defender_win", "escaped", "compensated"]

seat_st = st.tuples(st.sampled_from(["human", "bot"]), st.sampled_from(NAMES))
game_st = st.tuples(
    st.sampled_from(GAME_IDS),
    st.integers(0, 6),  # few seeds: the same game comes back now and then
    st.lists(st.tuples(seat_st, st.sampled_from(RESULTS), st.integers(-100, 100)), min_size=2, max_size=4),
)


@given(games=st.lists(game_st, max_size=25))
def test_figures_add_up_over_random_outcomes(tmp_path_factory, games):
    path = tmp_path_factory.mktemp("prop") / "profiles.json"
    store = ProfileStore(path)
    expected: dict[tuple[str, str], list[tuple[int, bool]]] = {}
    seen: set[tuple[str, int, int]] = set()
    for gid, seed, rows in games:
        seats = [SeatConfig(kind, name, "easy" if kind == "bot" else None) for (kind, name), _r, _s in rows]
        oc = Outcome(tuple(SeatResult(i, rid, score) for i, (_seat, rid, score) in enumerate(rows)))
        changed = store.record_game(GameRecord(gid, len(rows), seed), seats, oc)
        if (gid, len(rows), seed) in seen:
            assert changed == []
            continue
        seen.add((gid, len(rows), seed))
        counted: set[str] = set()
        for seat, result in zip(seats, oc.results, strict=True):
            key = name_key(seat.name)
            if seat.is_human and key and key not in counted:
                counted.add(key)
                expected.setdefault((key, gid), []).append((result.score, is_win(result)))
        assert sorted(changed) == sorted(counted)
    for (key, gid), games_of in expected.items():
        s = store.get(key).stats(gid)
        scores = [sc for sc, _w in games_of]
        assert (s.played, s.total_score, s.best_score) == (len(games_of), sum(scores), max(scores))
        assert s.wins == sum(w for _sc, w in games_of) and s.score_curve()[-1] == s.total_score
    assert sorted(p.key for p in store.profiles()) == sorted({k for k, _g in expected})
    total = sum(p.stats(g).total_score for p in store.profiles() for g in p.games)
    assert total == sum(sc for v in expected.values() for sc, _w in v)
    again = ProfileStore(path) if games else store
    assert again.to_json() == store.to_json()


def _huge_profiles_json(field: str) -> dict:
    """An old profiles.json whose second profile holds 2**63 in ``field`` of its 斗地主 figures."""
    stats = {"played": 2, "wins": 1, "total_score": 6, "best_score": 4, "last_played": "2024-01-01T00:00:00+00:00",
             "history": [["2024-01-01T00:00:00+00:00", 4, True], ["2024-01-01T00:00:00+00:00", 2, False]]}  # fmt: skip
    huge = dict(stats)
    if field == "history":
        huge["history"] = [["2024-01-01T00:00:00+00:00", 2**63, True], stats["history"][1]]
    else:
        huge[field] = 2**63
    return {
        "format": P.PROFILES_FORMAT,
        "version": P.PROFILES_VERSION,
        "profiles": [{"name": "Li", "games": {"doudizhu": stats}}, {"name": "Mei", "games": {"doudizhu": huge}}],
        "recorded": [],
    }


@pytest.mark.parametrize("field", ["played", "wins", "total_score", "best_score", "history"])
def test_a_figure_too_large_for_the_database_is_a_malformed_entry_not_a_crash(path, field):
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(_huge_profiles_json(field)), encoding="utf-8")
    store = ProfileStore(path)  # raised OverflowError from the history import
    assert store.error.reason == "bad_entries" and "profile 1" in store.error.message
    assert store.names() == ["Li"] and store.get("li").stats("doudizhu").total_score == 6
    assert store.error.backup.exists() and store.writable
