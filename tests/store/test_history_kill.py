"""kill -9 while the history is being written: a child process records games in a loop
(one at a time, and batches in one transaction, with frequent WAL checkpoints) and says
each game's number once its commit has returned; it is killed at a random moment, 20
times over. After every kill the database opens without a problem, passes SQLite's
integrity check, and holds every game the child had said was committed."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from desktop_app.store.history import HistoryStore

ROOT = Path(__file__).resolve().parents[2]
BASE = 1_700_000_000  # game number n finished at BASE + n

CHILD = r"""
import sys
from desktop_app.engine.core import GameRecord, Outcome, SeatResult
from desktop_app.store.history import HistoryStore, finished_game
from desktop_app.store.seats import SeatConfig

path, start, batch, base = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
store = HistoryStore(path)
assert store.problem is None, store.problem
seats = [SeatConfig.human("Li"), SeatConfig.bot("Bot", "easy")]
outcome = Outcome((SeatResult(0, "winner", 5), SeatResult(1, "loser", -5)))
n = start
print("ready", flush=True)
while True:
    games = [
        finished_game(GameRecord("shengsidu", 2, seed=k), seats, outcome, base + k, sky=None)
        for k in range(n, n + batch)
    ]
    store.add_games(games) if batch > 1 else store.add_game(games[0])
    store.conn.execute("PRAGMA wal_autocheckpoint = 20")  # checkpoints often: kills land in them too
    print(" ".join(str(k) for k in range(n, n + batch)), flush=True)
    n += batch
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="no kill -9 here")
def test_kill_9_at_random_moments_loses_no_committed_game(tmp_path):
    path = tmp_path / "history.sqlite3"
    rng = random.Random(1609)
    committed: set[int] = set()
    start = 0
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for kill in range(20):
        batch = 1 if kill % 3 else 25
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(path), str(start), str(batch), str(BASE)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=ROOT,
            env=env,
        )
        assert child.stdout is not None
        ready = child.stdout.readline()
        assert ready == b"ready\n", child.stderr.read() if child.stderr else ready
        time.sleep(rng.uniform(0.0, 0.12))
        child.send_signal(signal.SIGKILL)
        child.wait(30)
        out = child.stdout.read()
        child.stdout.close()
        assert child.stderr is not None
        child.stderr.close()
        said = [line for line in out.split(b"\n")[:-1]]  # a line cut by the kill has no end: left out
        committed.update(int(k) for line in said for k in line.split())

        store = HistoryStore(path)
        assert store.problem is None, store.problem
        assert store.conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        held = {t - BASE for (t,) in store.conn.execute("SELECT played_at FROM games")}
        store.close()
        assert committed <= held, sorted(committed - held)[:10]
        start = max(held, default=-1) + 1
    assert len(committed) > 20  # the child did write between the kills
    c = sqlite3.connect(path)
    assert (
        c.execute("SELECT count(*) FROM players").fetchone()[0]
        == 2 * c.execute("SELECT count(*) FROM games").fetchone()[0]
    )  # no game without its players: each went in whole
    c.close()
