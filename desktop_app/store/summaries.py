"""A player's summaries from the history, per game: average score, win rate by role
(斗地主's 地主/农民, 红五's 庄家 side/闲家 side), the longest win and loss streaks, 春天 and
bombs in 斗地主, 天牌/地牌/人牌 in 天地人, and results by opponent and by bot level.

Every query counts the games of :func:`counted_games` only: the one place that says which
games of the history count (void games will be left out there, in one place). Queries
take a :class:`~.history.HistoryStore` and use its connection in the calling thread.
"""

from __future__ import annotations

import json
import sqlite3
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any


from .history import HistoryError, HistoryStore, player_is

__all__ = [
    "ROLE_OF_RESULT",
    "TIANDIREN_RESULTS",
    "GameFigures",
    "LevelFigures",
    "OpponentFigures",
    "RoleFigures",
    "counted_games",
    "doudizhu_specials",
    "game_figures",
    "results_by_level",
    "results_by_opponent",
    "role_figures",
    "tiandiren_results",
]

#: The role a result id tells (games whose results name the seat's side).
ROLE_OF_RESULT: dict[str, str] = {
    "landlord_win": "landlord",
    "landlord_loss": "landlord",
    "peasant_win": "peasant",
    "peasant_loss": "peasant",
    "dealer_win": "dealer",
    "dealer_loss": "dealer",
    "defender_win": "defender",
    "defender_loss": "defender",
}

#: 天地人's results in the order they are told: 天牌, 地牌, 抢地, 人牌, lost, escaped.
TIANDIREN_RESULTS = ("sky", "earth", "grab_earth", "man", "loser", "abandoned")


def counted_games(alias: str = "g") -> str:
    """The SQL condition on the ``games`` table (named ``alias``) of the games the
    summaries count: every query here goes through it, so a kind of game that must not
    count (a void game) is left out in this one place."""
    return f"{alias}.void IS NULL"


def _rows(store: HistoryStore, sql: str, args: Sequence[Any] = ()) -> list[Any]:
    try:
        return store.conn.execute(sql, tuple(args)).fetchall()
    except sqlite3.Error as e:
        raise HistoryError(f"cannot read the history: {e}") from e


def _mine(name: str, extra: str = "") -> tuple[str, list[str]]:
    """FROM and WHERE for ``name``'s seats (``p``) in the counted games (``g``), and the
    arguments of the player's condition (which come first)."""
    me, keys = player_is(name)
    where = f"{me} AND p.dup = 0 AND {counted_games('g')}"
    return f"FROM players p JOIN games g ON g.id = p.game WHERE {where}{' AND ' + extra if extra else ''}", keys


@dataclass(frozen=True)
class GameFigures:
    """A player's figures in one game: games, wins, the average score, the longest
    streaks of wins and of losses."""

    game_id: str
    games: int
    wins: int
    average: float
    best_streak: int
    worst_streak: int

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


def _streaks(wins: Sequence[bool]) -> tuple[int, int]:
    """The longest run of wins and of losses in ``wins`` (oldest first)."""
    best = worst = run = 0
    last: bool | None = None
    for won in wins:
        run = run + 1 if won == last else 1
        last = won
        if won:
            best = max(best, run)
        else:
            worst = max(worst, run)
    return best, worst


def game_figures(store: HistoryStore, name: str) -> list[GameFigures]:
    """The player's figures per game they played, most played first."""
    mine, keys = _mine(name)
    rows = _rows(store, f"SELECT g.game_id, p.won, p.score {mine} ORDER BY g.played_at, g.id", keys)
    by_game: dict[str, list[tuple[bool, int]]] = {}
    for game_id, won, score in rows:
        by_game.setdefault(game_id, []).append((bool(won), int(score)))
    out = []
    for game_id, games in by_game.items():
        best, worst = _streaks([w for w, _s in games])
        wins = sum(w for w, _s in games)
        out.append(GameFigures(game_id, len(games), wins, sum(s for _w, s in games) / len(games), best, worst))
    return sorted(out, key=lambda f: (-f.games, f.game_id))


@dataclass(frozen=True)
class RoleFigures:
    """A player's games and wins in one role of a game (``ROLE_OF_RESULT``)."""

    game_id: str
    role: str
    games: int
    wins: int
    average: float

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


def role_figures(store: HistoryStore, name: str) -> list[RoleFigures]:
    """The player's win rate by role, in the games whose results tell the role."""
    marks = ",".join("?" * len(ROLE_OF_RESULT))
    mine, keys = _mine(name, f"p.result IN ({marks})")
    rows = _rows(
        store,
        f"SELECT g.game_id, p.result, count(*), sum(p.won), sum(p.score) {mine} GROUP BY g.game_id, p.result",
        (*keys, *ROLE_OF_RESULT),
    )
    merged: dict[tuple[str, str], list[int]] = {}
    for game_id, result, n, wins, total in rows:
        figures = merged.setdefault((game_id, ROLE_OF_RESULT[result]), [0, 0, 0])
        figures[0] += n
        figures[1] += wins
        figures[2] += total
    return [RoleFigures(g, r, n, w, t / n) for (g, r), (n, w, t) in sorted(merged.items())]


def doudizhu_specials(store: HistoryStore, name: str) -> dict[str, int]:
    """The player's 斗地主 games: ``games``, ``springs`` (春天 in the player's favour or
    against them), ``springs_won``, ``anti_springs`` (反春), ``bombs`` played at their
    table and ``games_with_bombs``."""
    mine, keys = _mine(name, "g.game_id = ?")
    rows = _rows(store, f"SELECT g.outcome, p.seat, p.won {mine}", (*keys, "doudizhu"))
    out = dict.fromkeys(("games", "springs", "springs_won", "anti_springs", "bombs", "games_with_bombs"), 0)
    for blob, seat, won in rows:
        out["games"] += 1
        detail = _seat_detail(blob, seat)
        spring = detail.get("spring")
        if spring == "spring":
            out["springs"] += 1
            out["springs_won"] += int(bool(won))
        elif spring:
            out["anti_springs"] += 1
        bombs = detail.get("bombs")
        if isinstance(bombs, int) and not isinstance(bombs, bool) and bombs > 0:
            out["bombs"] += bombs
            out["games_with_bombs"] += 1
    return out


def _seat_detail(blob: Any, seat: int) -> dict[str, Any]:
    """The settlement detail of ``seat`` in a stored outcome ({} when it cannot be read)."""
    try:
        outcome = json.loads(zlib.decompress(blob).decode("utf-8"))
        for r in outcome.get("results", ()):
            if r.get("seat") == seat and isinstance(r.get("detail"), dict):
                return dict(r["detail"])
    except (zlib.error, TypeError, ValueError, AttributeError):
        pass
    return {}


def tiandiren_results(store: HistoryStore, name: str) -> dict[str, int]:
    """How the player's 天地人 games ended for them: a count per result of
    :data:`TIANDIREN_RESULTS` (天牌 ``sky``, 地牌 ``earth``, 抢地 ``grab_earth``, 人牌 ``man``...)."""
    mine, keys = _mine(name, "g.game_id = ?")
    rows = _rows(store, f"SELECT p.result, count(*) {mine} GROUP BY p.result", (*keys, "tiandiren"))
    out = dict.fromkeys(TIANDIREN_RESULTS, 0)
    for result, n in rows:
        out[result] = out.get(result, 0) + n
    return out


@dataclass(frozen=True)
class OpponentFigures:
    """The games a player played with ``name`` at the table, the player's wins and
    average score in them; ``kind`` and ``level`` of the last such seat."""

    name: str
    kind: str
    level: str | None
    games: int
    wins: int
    average: float

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


def results_by_opponent(store: HistoryStore, name: str, limit: int = 200) -> list[OpponentFigures]:
    """The player's results by the other players at their table, most games first."""
    me, keys = player_is(name)
    rows = _rows(
        store,
        "SELECT max(o.name), max(o.kind), max(o.level), count(*), sum(p.won), avg(p.score) "
        "FROM players p JOIN games g ON g.id = p.game JOIN players o ON o.game = p.game AND o.seat != p.seat "
        f"WHERE {me} AND p.dup = 0 AND o.name_key != p.name_key AND {counted_games('g')} "
        "GROUP BY o.name_key ORDER BY count(*) DESC, o.name_key LIMIT ?",
        (*keys, limit),
    )
    return [OpponentFigures(n, k, lv, c, int(w or 0), float(a or 0)) for n, k, lv, c, w, a in rows]


@dataclass(frozen=True)
class LevelFigures:
    """The games a player played against bots of ``level`` (a game counts once however
    many such bots sat there), the player's wins and average score in them."""

    level: str
    games: int
    wins: int
    average: float

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


def results_by_level(store: HistoryStore, name: str) -> list[LevelFigures]:
    """The player's results by the level of the bots at their table."""
    me, keys = player_is(name)
    rows = _rows(
        store,
        "SELECT level, count(*), sum(won), avg(score) FROM ("
        "SELECT DISTINCT g.id, o.level AS level, p.won AS won, p.score AS score "
        "FROM players p JOIN games g ON g.id = p.game JOIN players o ON o.game = p.game AND o.seat != p.seat "
        f"WHERE {me} AND p.dup = 0 AND o.kind = 'bot' AND o.level IS NOT NULL AND {counted_games('g')}"
        ") GROUP BY level",
        keys,
    )
    order = {"random": 0, "easy": 1, "normal": 2, "expert": 3}
    figures = [LevelFigures(lv, n, int(w or 0), float(a or 0)) for lv, n, w, a in rows]
    return sorted(figures, key=lambda f: (order.get(f.level, 9), f.level))
