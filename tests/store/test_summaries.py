"""A player's summaries from the history (store.summaries): streaks, averages, win rate
by role, 春天 and bombs, 天牌/地牌/人牌, by opponent and by bot level; every query counts
the games of ``counted_games`` only."""

from __future__ import annotations

import pytest

from desktop_app.engine import new_game
from desktop_app.engine.core import Outcome, SeatResult
from desktop_app.store import summaries as S
from desktop_app.store.history import HistoryStore, finished_game
from desktop_app.store.seats import SeatConfig

#: Li's 斗地主 games, oldest first: (Li's result, Li's score, spring, bombs)
DOUDIZHU = [
    ("landlord_win", 40, "spring", 2),
    ("peasant_win", 10, None, 0),
    ("peasant_loss", -10, None, 1),
    ("landlord_loss", -40, "anti_spring", 0),
    ("peasant_loss", -20, None, 3),
    ("peasant_win", 20, None, 0),
]


def _doudizhu_outcome(result: str, score: int, spring: str | None, bombs: int) -> Outcome:
    detail = {"spring": spring, "bombs": bombs, "multiplier": 2}
    won = result.endswith("win")
    other = (
        ("peasant_loss" if won else "peasant_win")
        if result.startswith("landlord")
        else ("landlord_loss" if won else "landlord_win")
    )
    mate = result if result.startswith("peasant") else other
    return Outcome(
        (
            SeatResult(0, result, score, detail),
            SeatResult(1, other, -score if result.startswith("landlord") else -2 * score, detail),
            SeatResult(2, mate, score // 2 if result.startswith("landlord") else score, detail),
        )
    )


@pytest.fixture
def store(tmp_path):
    h = HistoryStore(tmp_path / "h.sqlite3")
    seats = [SeatConfig.human("Li"), SeatConfig.bot("Bo", "easy"), SeatConfig.bot("Cy", "expert")]
    games = []
    for i, row in enumerate(DOUDIZHU):
        record = new_game("doudizhu", 3, seed=100 + i).record()
        games.append(finished_game(record, seats, _doudizhu_outcome(*row), 1_750_000_000 + 60 * i))
    sky_seats = [SeatConfig.human("Li"), SeatConfig.human("Mei"), SeatConfig.bot("Bo", "easy")]
    for i, result in enumerate(["sky", "man", "loser", "sky", "earth"]):
        record = new_game("tiandiren", 3, seed=200 + i).record()
        outcome = Outcome(
            (SeatResult(0, result, 500, {}), SeatResult(1, "loser", 0, {}), SeatResult(2, "man", 2000, {}))
        )
        games.append(finished_game(record, sky_seats, outcome, 1_750_100_000 + 60 * i, sky=[0, 0, 0]))
    h.add_games(games)
    yield h
    h.close()


def test_game_figures_average_and_streaks(store):
    by_game = {f.game_id: f for f in S.game_figures(store, "li")}
    d = by_game["doudizhu"]
    assert (d.games, d.wins, d.best_streak, d.worst_streak) == (6, 3, 2, 3)
    assert d.average == pytest.approx(sum(s for _r, s, _sp, _b in DOUDIZHU) / 6)
    t = by_game["tiandiren"]
    assert (t.games, t.average) == (5, 500)
    assert S._streaks([True, True, False, False, False, True]) == (2, 3)


def test_win_rate_by_role(store):
    roles = {(f.game_id, f.role): (f.games, f.wins) for f in S.role_figures(store, "Li")}
    assert roles == {("doudizhu", "landlord"): (2, 1), ("doudizhu", "peasant"): (4, 2)}


def test_doudizhu_springs_and_bombs(store):
    d = S.doudizhu_specials(store, "Li")
    assert d == {"games": 6, "springs": 1, "springs_won": 1, "anti_springs": 1, "bombs": 6, "games_with_bombs": 3}


def test_tiandiren_results(store):
    ends = S.tiandiren_results(store, "Li")
    assert (ends["sky"], ends["earth"], ends["man"], ends["loser"]) == (2, 1, 1, 1)


def test_results_by_opponent_and_by_bot_level(store):
    opponents = {o.name: (o.games, o.wins) for o in S.results_by_opponent(store, "Li")}
    assert opponents == {"Bo": (11, 3 + 4), "Cy": (6, 3), "Mei": (5, 4)}
    levels = {f.level: (f.games, f.wins) for f in S.results_by_level(store, "Li")}
    assert levels == {"easy": (11, 7), "expert": (6, 3)}  # a game counts once per level


def test_every_summary_counts_only_the_counted_games(store, monkeypatch):
    monkeypatch.setattr(S, "counted_games", lambda alias="g": f"{alias}.game_id != 'doudizhu'")
    assert [f.game_id for f in S.game_figures(store, "Li")] == ["tiandiren"]
    assert S.role_figures(store, "Li") == []
    assert S.doudizhu_specials(store, "Li")["games"] == 0
    assert {o.name: o.games for o in S.results_by_opponent(store, "Li")} == {"Bo": 5, "Mei": 5}
    assert {f.level: f.games for f in S.results_by_level(store, "Li")} == {"easy": 5}
    assert S.tiandiren_results(store, "Li")["sky"] == 2


def test_a_void_game_counts_in_no_summary(store):
    """A game voided later (an upheld dispute) leaves every summary (#26)."""
    from desktop_app.engine.disputes import VoidMark

    first = store.page()[-1]  # the oldest: Li's 斗地主 landlord win with a spring and 2 bombs
    assert first.game_id == "doudizhu"
    store.void_game(first.id, VoidMark("dispute", "upheld"))
    by_game = {f.game_id: f for f in S.game_figures(store, "Li")}
    assert (by_game["doudizhu"].games, by_game["doudizhu"].wins) == (5, 2)
    assert S.doudizhu_specials(store, "Li")["springs"] == 0
    roles = {(f.game_id, f.role): f.games for f in S.role_figures(store, "Li")}
    assert roles[("doudizhu", "landlord")] == 1
    assert {o.name: o.games for o in S.results_by_opponent(store, "Li")}["Cy"] == 5


def test_a_default_seat_name_stored_in_two_scripts_is_one_player(tmp_path):
    """兰 (a game played in zh_CN) and 蘭 (in zh_TW) are one player in every figure."""
    h = HistoryStore(tmp_path / "h.sqlite3")
    games = []
    for i, name in enumerate(["兰", "蘭", "Orchid"]):
        seats = [SeatConfig.human(name), SeatConfig.bot("Bo", "easy"), SeatConfig.bot("Cy", "expert")]
        record = new_game("doudizhu", 3, seed=300 + i).record()
        games.append(finished_game(record, seats, _doudizhu_outcome("landlord_win", 40, None, 1), 1_760_000_000 + i))
    h.add_games(games)
    for asked in ("兰", "蘭", "Orchid"):
        assert h.player_summary(asked)["doudizhu"]["played"] == 3
        assert len(h.score_trend(asked, "doudizhu")) == 3
        assert [f.games for f in S.game_figures(h, asked)] == [3]
        assert S.doudizhu_specials(h, asked)["bombs"] == 3
        assert {f.level: f.games for f in S.results_by_level(h, asked)} == {"easy": 3, "expert": 3}
    assert h.player_summary("兰花") == {}  # a name of one's own is only itself
    h.close()
