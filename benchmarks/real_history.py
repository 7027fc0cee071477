"""A history of real games for the benchmarks: every game dealt and played to its end by
the project's bots, match after match, as a window records them.

    python benchmarks/real_history.py [--games 10000] [--seed 7]   # makes (or checks) the cache

Each match is one game id, a player count the game allows, a length of 1, 3 or 5 games and
its seats: people at this PC (hot-seat names) and bots of every level; its games follow one
another with the carry-over the session gives them (``session.rules.carry_for``) and the
running totals. Seats marked as people are played by easy bots too: the history only keeps
who sat where.

Playing 10,000 games takes a few minutes, so the records are kept in a cache file (JSON
lines, one game each, in the system's temporary folder unless ``--cache`` names one). On
load every cached record is replayed by the engine, its outcome taken from the replay:
a cache that does not replay is played again, never trusted.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

os.environ["PAIJU_LOOPBACK_ONLY"] = "1"  # network safety: loopback only (nothing here uses the network)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from desktop_app.ai.play import bots_for, play_out  # noqa: E402
from desktop_app.engine import new_game, replay  # noqa: E402
from desktop_app.engine.core import GameRecord, Outcome, RecordError  # noqa: E402
from desktop_app.session.rules import carry_for  # noqa: E402
from desktop_app.store.facts import record_identity  # noqa: E402
from desktop_app.store.seats import SeatConfig  # noqa: E402

PLAYERS = {"tiandiren": (2, 8), "doudizhu": (3, 3), "hongwu": (4, 4), "yuanzi": (4, 4), "shengsidu": (2, 4)}
PEOPLE = ["Li", "Mei", "小明", "Zhang Wei", "Anna", "Bo", "Sun Li", "王芳"]
BOTS = [("Bot 1", "easy"), ("Bot 2", "normal"), ("Bot 3", "expert"), ("Rando", "random")]
MATCH_LENGTHS = [1, 1, 1, 3, 5]
CACHE_VERSION = 1


@dataclass(frozen=True)
class RealGame:
    """One finished game as the window hands it to ``ProfileStore.record_game``."""

    record: GameRecord
    seats: tuple[SeatConfig, ...]
    outcome: Outcome
    context: dict[str, Any]
    played_at: str


def _seats(rng: random.Random, players: int) -> tuple[SeatConfig, ...]:
    people = rng.sample(PEOPLE, k=min(len(PEOPLE), players))
    seats = []
    for s in range(players):
        if s > 0 and rng.random() < 0.4:
            name, level = rng.choice(BOTS)
            seats.append(SeatConfig.bot(f"{name} {s}", level))
        else:
            seats.append(SeatConfig.human(people[s]))
    return tuple(seats)


def _play(n: int, seed: int) -> Iterator[tuple[GameRecord, tuple[SeatConfig, ...], dict[str, Any]]]:
    """Records of ``n`` real games, in matches, with the context each was recorded with."""
    rng = random.Random(seed)
    made = 0
    while made < n:
        game_id = rng.choice(list(PLAYERS))
        players = rng.randint(*PLAYERS[game_id])
        length = rng.choice(MATCH_LENGTHS)
        seats = _seats(rng, players)
        totals = [0] * players
        previous = None
        match_id = None
        for number in range(1, length + 1):
            if made >= n:
                break
            game_seed = rng.randrange(2**31)
            game = new_game(game_id, players, seed=game_seed, carry=carry_for(game_id, previous, totals, number))
            outcome = play_out(game, bots_for(game_id, ["easy"] * players, seed=game_seed))
            record = game.record()
            totals = [t + s for t, s in zip(totals, outcome.scores, strict=True)]
            match_id = match_id or record_identity(record)
            context = {
                "seats": list(seats),
                "totals": list(totals),
                "match_game": number,
                "match_length": length,
                "match_id": match_id,
                "source": "local",
            }
            previous = game
            made += 1
            yield record, seats, context


def _seat_json(seat: SeatConfig) -> list[Any]:
    return [seat.kind, seat.name, seat.level]


def _seat_from(data: list[Any]) -> SeatConfig:
    kind, name, level = data
    return SeatConfig.bot(name, level) if kind == "bot" else SeatConfig.human(name)


def _replayed(record: GameRecord) -> Outcome:
    outcome = replay(record).outcome
    if outcome is None:
        raise RecordError("a cached record does not reach the end of its game", "bad_record")
    return outcome


def _load(path: Path, n: int, seed: int) -> list[RealGame] | None:
    try:
        lines = path.read_text("utf-8").splitlines()
        head = json.loads(lines[0])
        if head != {"version": CACHE_VERSION, "games": n, "seed": seed}:
            return None
        start = datetime(2025, 1, 1, tzinfo=UTC)
        out = []
        for i, line in enumerate(lines[1:]):
            d = json.loads(line)
            record = GameRecord.from_json(d["record"])
            context = dict(d["context"])
            seats = tuple(_seat_from(s) for s in d["seats"])
            context["seats"] = list(seats)
            when = (start + timedelta(minutes=7 * i)).isoformat(timespec="seconds")
            out.append(RealGame(record, seats, _replayed(record), context, when))
        return out if len(out) == n else None
    except (OSError, ValueError, KeyError, IndexError, TypeError, RecordError):
        return None


def real_games(n: int, seed: int = 7, cache: Path | None = None, log=print) -> list[RealGame]:  # type: ignore[no-untyped-def]
    """``n`` real games (from the cache when it holds exactly these and they replay)."""
    path = cache or Path(tempfile.gettempdir()) / f"paiju-real-history-{n}-{seed}.jsonl"
    t = time.perf_counter()
    games = _load(path, n, seed)
    if games is not None:
        log(f"{n:,} cached real games read and replayed in {time.perf_counter() - t:.1f} s ({path})")
        return games
    lines = [json.dumps({"version": CACHE_VERSION, "games": n, "seed": seed})]
    for i, (record, seats, context) in enumerate(_play(n, seed)):
        shown = {k: v for k, v in context.items() if k != "seats"}
        lines.append(
            json.dumps(
                {"record": record.to_json(), "seats": [_seat_json(s) for s in seats], "context": shown},
                ensure_ascii=False,
            )
        )
        if (i + 1) % 1000 == 0:
            log(f"  {i + 1:,} games played ({time.perf_counter() - t:.0f} s)")
    tmp = path.with_suffix(".tmp")
    tmp.write_text("\n".join(lines) + "\n", encoding="utf-8")
    os.replace(tmp, path)
    log(f"{n:,} real games played by bots in {time.perf_counter() - t:.1f} s, kept in {path}")
    games = _load(path, n, seed)
    if games is None:
        raise SystemExit("the real games just played do not replay: an engine defect")
    return games


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=10_000)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--cache", type=Path, default=None)
    args = ap.parse_args()
    games = real_games(args.games, args.seed, args.cache)
    by_game: dict[str, int] = {}
    for g in games:
        by_game[g.record.game_id] = by_game.get(g.record.game_id, 0) + 1
    matches = len({g.context["match_id"] for g in games})
    print(f"{len(games):,} games in {matches:,} matches: " + ", ".join(f"{k} {v:,}" for k, v in sorted(by_game.items())))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
