"""``paiju --server --rooms 3`` (and ``--table``) as a separate process on 127.0.0.1: a
core-only bot client plays at the default table while others pick their tables by id,
every game checked by its client's replay; the lobby lists the tables; SIGTERM saves each
table's game in progress; a bad table on the command line is refused."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from typing import Any

import pytest

from desktop_app.net import protocol as P

from .raw import RawClient
from .test_server_process import HERE, ROOT, Server, _env


@pytest.fixture(autouse=True)
def _no_server_left():
    yield
    while Server.started:
        server = Server.started.pop()
        if server.proc.poll() is None:
            server.proc.kill()
            server.proc.wait(timeout=10)


def _bot(port: int, name: str, seed: int, room: str | None = None) -> subprocess.Popen:
    args = [sys.executable, str(HERE / "bot_client.py"), "--port", str(port), "--name", name, "--seed", str(seed)]
    if room:
        args += ["--room", room]
    return subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT)


def _tables(port: int) -> dict[str, Any]:
    c = RawClient(port)
    assert c.wait_type("server") is not None
    c.send({"t": "lobby_hello", "protocol": P.PROTOCOL_VERSION, "app": "test", "name": "Look"})
    welcome = c.wait_type("lobby_welcome")
    c.close()
    assert welcome is not None
    return welcome


def test_a_server_of_three_tables_plays_each_table_to_its_end(tmp_path):
    server = Server(tmp_path, "--rooms", "3", "--game", "shengsidu", "--players", "2", "--seats", "open,bot:random",
                    "--games", "1", "--seed", "3", "--table", "doudizhu:3:open,bot:easy,bot:random")  # fmt: skip
    listed = _tables(server.port)
    assert [(t["id"], t["game"], t["name"]) for t in listed["tables"]] == [
        ("t1", "shengsidu", "Table 1"), ("t2", "shengsidu", "Table 2"), ("t3", "shengsidu", "Table 3"),
        ("t4", "doudizhu", "Table 4"),
    ]  # fmt: skip
    core = _bot(server.port, "Core", seed=1)  # the fixed core only: the default table
    time.sleep(0.5)
    others = [_bot(server.port, f"P{i}", seed=i, room=f"t{i}") for i in (2, 3, 4)]
    results = []
    for c in [core, *others]:
        out, err = c.communicate(timeout=180)
        assert c.returncode == 0, f"{out}\n{err[-3000:]}"
        results.append(json.loads(out.strip().splitlines()[-1]))
    assert all(len(r["outcomes"]) == 1 and not r["problems"] for r in results), results
    assert server.proc.wait(timeout=30) == 0  # --games 1: every table closed, the server stops
    err = server.stderr()
    assert "Traceback" not in err
    assert "[t1] game 1 over" in err and "[t4] game 1 over" in err


def test_sigterm_saves_every_table_in_progress(tmp_path):
    server = Server(tmp_path, "--rooms", "2", "--game", "doudizhu", "--seats", "open,bot:easy,bot:easy")
    a, b = RawClient(server.port), RawClient(server.port)
    assert a.hello("Ann")["room"] == "Table 1"
    assert b.hello("Bo", room="t2")["room"] == "Table 2"
    assert a.wait_type("update") is not None and b.wait_type("update") is not None
    assert server.stop(signal.SIGTERM) == 0
    assert len(list((tmp_path / "saves" / "server").glob("*-t[12].paiju"))) == 2
    assert a.wait_for(lambda: any(m.get("t") == "bye" for m in a.inbox), timeout=5)


@pytest.mark.parametrize(
    "args, message",
    [
        (["--rooms", "0", "--game", "hongwu"], "--rooms must be at least 1"),
        (["--rooms", "2"], "--rooms needs --game"),
        (["--table", "chess:2"], "unknown game"),
        (["--table", "hongwu:x"], "GAME:PLAYERS[:SEATS]"),
        (["--room-spec", "{}"], "JSON list of objects"),
        (["--room-spec", '[{"game": "hongwu", "players": 3}]'], "takes 4 to 4 players"),
        (["--rooms", "3", "--game", "hongwu", "--max-tables", "2"], "--max-tables"),
    ],
)
def test_a_bad_table_is_refused_with_its_reason(tmp_path, args, message):
    proc = subprocess.run(
        [sys.executable, "-m", "desktop_app", "--server", *args],
        capture_output=True, text=True, env=_env(tmp_path), cwd=ROOT, timeout=60,
    )  # fmt: skip
    assert proc.returncode == 2, proc.stderr[-2000:]
    assert message in proc.stderr
    assert "Traceback" not in proc.stderr


def test_the_tables_of_a_command_line():
    from desktop_app.net.lobby_server import is_lobby, table_configs
    from desktop_app.net.server import build_parser

    spec = json.dumps([
        {"game": "hongwu", "seats": ["open", "bot:easy", "bot", "open"], "name": "Red", "match": 3},
        {"game": "shengsidu", "players": 4, "options": {"scoring": "rank"}},
    ])  # fmt: skip
    args = build_parser().parse_args(
        ["--rooms", "2", "--game", "doudizhu", "--room", "Hall", "--password", "pw", "--table", "tiandiren:5",
         "--room-spec", spec]
    )  # fmt: skip
    assert is_lobby(args) and not is_lobby(build_parser().parse_args(["--game", "hongwu"]))
    tables = table_configs(args)
    assert [(t.room, t.game_id, t.num_players) for t in tables] == [
        ("Hall 1", "doudizhu", 3), ("Hall 2", "doudizhu", 3), ("Hall 3", "tiandiren", 5), ("Red", "hongwu", 4),
        ("Hall 5", "shengsidu", 4),
    ]  # fmt: skip
    assert [p.kind for p in tables[3].seats] == ["open", "bot", "bot", "open"] and tables[3].match_length == 3
    assert tables[4].options["scoring"] == "rank" and all(t.password == "pw" for t in tables)
