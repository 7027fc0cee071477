"""The headless server (`paiju --server`) and its clients as separate processes, on
127.0.0.1: every game played to its end by bot clients that check the replay themselves;
the command line; SIGTERM saving the game in progress."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import ClassVar

import pytest

from desktop_app.store.saves import open_match

from .conftest import PLAYERS
from .raw import RawClient

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]


def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ, PAIJU_HOME=str(home), PAIJU_LOOPBACK_ONLY="1", QT_QPA_PLATFORM="offscreen")
    env.pop("DISPLAY", None)  # the server needs no display
    env.pop("WAYLAND_DISPLAY", None)
    return env


class Server:
    started: ClassVar[list[Server]] = []  # stopped after each test, whatever the test did

    def __init__(self, home: Path, *args: str) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "desktop_app", "--server", "--port", "0", *args],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=_env(home),
            cwd=ROOT,
        )
        Server.started.append(self)
        line = self.proc.stdout.readline().strip()
        assert line.startswith("listening on "), f"{line!r}: {self.proc.stderr.read() if self.proc.poll() else ''}"
        addr, _, port = line.removeprefix("listening on ").rpartition(":")
        self.address, self.port = addr, int(port)

    def stop(self, sig: int = signal.SIGTERM, timeout: float = 20) -> int:
        if self.proc.poll() is None:
            self.proc.send_signal(sig)
        try:
            return self.proc.wait(timeout=timeout)
        finally:
            if self.proc.poll() is None:
                self.proc.kill()

    def stderr(self) -> str:
        return self.proc.stderr.read() if self.proc.stderr else ""


@pytest.fixture(autouse=True)
def _no_server_left():
    """A failed test leaves no server process behind."""
    yield
    while Server.started:
        server = Server.started.pop()
        if server.proc.poll() is None:
            server.proc.kill()
            server.proc.wait(timeout=10)


def _bot_client(port: int, name: str, seed: int, games: int = 1) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, str(HERE / "bot_client.py"), "--port", str(port), "--name", name, "--seed", str(seed),
         "--games", str(games)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT, env=dict(os.environ),
    )  # fmt: skip


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_the_headless_server_and_client_processes_play_a_whole_game(tmp_path, game_id):
    n = PLAYERS[game_id]
    seats = ",".join(["open", "open"] + ["bot:easy"] * (n - 2))
    server = Server(tmp_path, "--game", game_id, "--seats", seats, "--games", "1", "--seed", "5")
    assert server.address == "127.0.0.1"  # the loopback-only switch: whatever --bind says
    clients = [_bot_client(server.port, f"P{i}", seed=i) for i in range(2)]
    results = []
    for c in clients:
        out, err = c.communicate(timeout=180)
        assert c.returncode == 0, f"{out}\n{err[-3000:]}"
        results.append(json.loads(out.strip().splitlines()[-1]))
    assert sorted(r["seat"] for r in results) == [0, 1]
    assert results[0]["outcomes"] == results[1]["outcomes"] and len(results[0]["outcomes"]) == 1
    assert all(not r["problems"] for r in results), results
    assert server.proc.wait(timeout=30) == 0  # --games 1: it stops by itself
    assert "Traceback" not in server.stderr()


def test_the_server_runs_a_match_of_several_games(tmp_path):
    server = Server(tmp_path, "--game", "shengsidu", "--seats", "open,bot:random,bot:easy", "--games", "3")
    c = _bot_client(server.port, "Solo", seed=3, games=3)
    out, err = c.communicate(timeout=180)
    assert c.returncode == 0, f"{out}\n{err[-3000:]}"
    result = json.loads(out.strip().splitlines()[-1])
    assert len(result["outcomes"]) == 3 and not result["problems"]
    assert server.proc.wait(timeout=30) == 0


def test_sigterm_saves_the_game_in_progress(tmp_path):
    server = Server(tmp_path, "--game", "doudizhu", "--seats", "open,bot:easy,bot:easy")
    c = RawClient(server.port)
    assert c.hello("Sleeper")["t"] == "welcome"
    assert c.wait_type("update") is not None
    assert server.stop(signal.SIGTERM) == 0
    err = server.stderr()
    assert "saved in" in err, err[-2000:]
    saved = list((tmp_path / "saves" / "server").glob("*.paiju"))
    assert len(saved) == 1
    snap = open_match(saved[0])
    assert snap.game_id == "doudizhu" and snap.current is not None
    assert [s.kind for s in snap.seats] == ["remote", "bot", "bot"]
    assert any(m.get("t") == "bye" and m.get("reason") == "server_stopping" for m in c.inbox) or c.wait_for(
        lambda: any(m.get("t") == "bye" for m in c.inbox), timeout=5
    )
    logged = (tmp_path / "logs" / "server.log").read_text("utf-8")  # the user log directory
    assert "Sleeper" in logged and "saved in" in logged


def test_ctrl_c_stops_the_server_cleanly(tmp_path):
    server = Server(tmp_path, "--game", "hongwu")
    time.sleep(0.3)
    assert server.stop(signal.SIGINT) == 0
    assert "Traceback" not in server.stderr()


@pytest.mark.parametrize(
    "args, message",
    [
        (["--game", "chess"], "unknown game"),
        (["--game", "doudizhu", "--players", "4"], "takes 3 to 3 players"),
        (["--game", "shengsidu", "--seats", "open,open"], "one entry per seat"),
        (["--game", "shengsidu", "--seats", "open,bot:genius,open"], "bot:easy|normal|expert|random"),
        (["--game", "doudizhu", "--options", "{not json"], "bad --options"),
        (["--game", "doudizhu", "--options", '{"room_stake": 0}'], "bad --options"),
        (["--game", "doudizhu", "--games", "0"], "--games"),
    ],
)
def test_a_bad_command_line_is_refused_with_its_reason(tmp_path, args, message):
    proc = subprocess.run(
        [sys.executable, "-m", "desktop_app", "--server", *args],
        capture_output=True, text=True, env=_env(tmp_path), cwd=ROOT, timeout=60,
    )  # fmt: skip
    assert proc.returncode == 2
    assert message in proc.stderr
    assert "Traceback" not in proc.stderr


def test_a_room_of_bots_starts_at_once_and_matches_follow_one_another(tmp_path):
    server = Server(tmp_path, "--game", "shengsidu", "--seats", "bot:random,bot:random,bot:random",
                    "--games", "3", "--match", "1")  # fmt: skip
    watcher = RawClient(server.port)
    assert watcher.hello("Watcher", spectate=True)["t"] == "welcome"
    # (the first game may be over before the watcher is in: bots play at once)
    assert watcher.wait_for(lambda: len(watcher.of_type("game_over")) >= 2 or watcher.closed, timeout=60)
    overs = watcher.of_type("game_over")
    assert len(overs) >= 2 and all(m["match"]["games_played"] == 1 for m in overs)
    assert all(m["match"]["over"] and m["seed_text"] == str(m["record"]["seed"]) for m in overs)
    assert sum(1 for u in watcher.of_type("update") if u.get("snapshot")) >= 2
    assert server.proc.wait(timeout=30) == 0


def test_the_server_log_is_rotated(tmp_path, monkeypatch):
    import logging

    from desktop_app.net import server as server_mod

    monkeypatch.setenv("PAIJU_HOME", str(tmp_path))
    monkeypatch.setattr(server_mod, "LOG_MAX_BYTES", 4096)
    assert server_mod.LOG_MAX_BYTES == 4096 and server_mod.LOG_BACKUPS == 3
    root = logging.getLogger()
    before, level = list(root.handlers), root.level
    try:
        path = server_mod._setup_logging("INFO")
        assert path == tmp_path / "logs" / "server.log"
        for i in range(2000):  # ~200 KB of lines: fifty times the limit
            server_mod.log.info("connection %d from 127.0.0.1:%d", i, 40000 + i)
    finally:
        for h in root.handlers[len(before) :]:
            root.removeHandler(h)
            h.close()
        root.setLevel(level)
    files = sorted(p.name for p in (tmp_path / "logs").iterdir())
    assert files == ["server.log", "server.log.1", "server.log.2", "server.log.3"]
    assert all((tmp_path / "logs" / f).stat().st_size <= 4096 for f in files)
    assert "connection 1999 " in (tmp_path / "logs" / "server.log").read_text("utf-8")  # the newest lines
