"""A generated history for the tests and the benchmark: games of every kind with names of
people (some alike but for case, some Chinese) and bots, spread over two years, with
ties in time, LAN games, matches, 天牌 deals and 斗地主 coins. The records are deals
without moves (the store never replays what it is given); tests that replay play real
games.

Other test modules load this file by its path (``load_sample()``)."""

from __future__ import annotations

import importlib.util
import itertools
import random
from pathlib import Path

from desktop_app.engine.core import GameRecord, Outcome, SeatResult
from desktop_app.store.facts import SKY_BITS
from desktop_app.store.history import FinishedGame, finished_game
from desktop_app.store.seats import SeatConfig

PEOPLE = ["Li", "Mei", "小明", "Zhang Wei", "Anna", "ANNA", "Bo", "Sun Li", "王芳", "Ölaf"]
BOTS = [("Bot 1", "easy"), ("Bot 2", "normal"), ("Bot 3", "expert"), ("Rando", "random")]
PLAYERS = {"tiandiren": (2, 8), "doudizhu": (3, 3), "hongwu": (4, 4), "yuanzi": (4, 4), "shengsidu": (2, 4)}
WIN_IDS = {
    "tiandiren": "man",
    "doudizhu": "landlord_win",
    "hongwu": "dealer_win",
    "yuanzi": "win",
    "shengsidu": "winner",
}
LOSS_IDS = {"tiandiren": "loser", "doudizhu": "peasant_loss", "hongwu": "defender_loss", "yuanzi": "loss"}
START = 1_704_067_200  # 2024-01-01 UTC
SPAN = 2 * 365 * 86_400


class _Seat:
    """A seat as a LAN client knows it (``local``: a person at this PC)."""

    def __init__(self, kind: str, name: str, level: str | None, local: bool) -> None:
        self.kind, self.name, self.level, self.local = kind, name, level, local


def sample_games(n: int, seed: int = 16) -> list[FinishedGame]:
    rng = random.Random(seed)
    out: list[FinishedGame] = []
    match: tuple[str, int, int, str, int, list] | None = None  # id, number, length, game, players, seats
    for i in range(n):
        if match is not None and match[1] < match[2]:
            mid, number, length, gid, players, seats = match
            match = (mid, number + 1, length, gid, players, seats)
        else:
            gid = rng.choice(list(PLAYERS))
            lo, hi = PLAYERS[gid]
            players = rng.randint(lo, hi)
            length = rng.choice([1, 1, 1, 3, 5])
            seats = []
            for _ in range(players):
                if rng.random() < 0.35:
                    name, level = rng.choice(BOTS)
                    seats.append(("bot", name, level))
                else:
                    seats.append(("human", rng.choice(PEOPLE), None))
            match = (f"m{i}", 1, length, gid, players, seats)
        mid, number, length, gid, players, seats = match
        source = rng.choices(["local", "lan_host", "lan_client"], [70, 15, 15])[0]
        seat_objs = []
        for s, (kind, name, level) in enumerate(seats):
            local = kind == "human" and (source == "local" or s == 0)
            seat_objs.append(_Seat(kind, name, level, local) if source != "local" else SeatConfig(kind, name, level))
        winners = {rng.randrange(players)}
        if rng.random() < 0.2:
            winners.add(rng.randrange(players))
        results = []
        for s in range(players):
            score = rng.randint(1, 60) if s in winners else -rng.randint(0, 60)
            rid = WIN_IDS[gid] if s in winners else LOSS_IDS.get(gid, "loser")
            if gid == "tiandiren" and s in winners and rng.random() < 0.1:
                rid = "sky"
            detail = {"coins_after": 1000 + score * 7} if gid == "doudizhu" else {}
            results.append(SeatResult(s, rid, score, detail))
        sky = None
        if gid == "tiandiren":
            sky = [sum(bit for bit in SKY_BITS.values() if rng.random() < 0.08) for _ in range(players)]
        record = GameRecord(gid, players, seed=1_000_000 + i)
        when = START + rng.randrange(SPAN)
        if rng.random() < 0.05 and out:
            when = out[-1].played_at  # a tie: the newer row comes first
        out.append(
            finished_game(
                record,
                seat_objs,
                Outcome(tuple(results)),
                when,
                match_id=mid if length > 1 else None,
                match_game=number if length > 1 else None,
                match_length=length if length > 1 else None,
                source=source,
                lan_host="192.168.1.20:47474" if source == "lan_client" else None,
                lan_room="Room" if source != "local" else None,
                sky=sky,
            )
        )
    return out


def load_sample():
    """This module, loaded by its path (for tests in other folders and the benchmark)."""
    spec = importlib.util.spec_from_file_location("history_sample", Path(__file__))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def test_the_sample_has_what_the_tests_need():
    games = sample_games(600)
    assert {g.record.game_id for g in games} == set(PLAYERS)
    assert len({g.identity for g in games}) == len(games)
    assert {g.source for g in games} == {"local", "lan_host", "lan_client"}
    assert any(p.dup for g in games for p in g.players)
    assert any(a.played_at == b.played_at for a, b in itertools.pairwise(games))
    assert any(p.sky for g in games for p in g.players) and any(p.coins for g in games for p in g.players)
    assert any(g.match_id for g in games) and any(
        p.kind == "bot" and p.level == "random" for g in games for p in g.players
    )
