"""The headless server's matches one after another (one game a match by default), with a
client of the app (ClientSession) at the table: every match, not only the first, is a
match in progress for the client, and comes back by itself after SIGTERM and --resume;
after its last game the server says goodbye only once the tables have shown the score."""

from __future__ import annotations

import signal
import time

from desktop_app.net import client as client_mod
from desktop_app.net.host import SeatPlan

from .conftest import PlayingClient
from .test_server_process import Server


def test_the_second_match_comes_back_by_itself_after_sigterm_and_resume(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(client_mod, "RECONNECT_DELAYS_MS", (200, 400, 800))
    save = tmp_path / "room.paiju"
    server = Server(
        tmp_path, "--game", "shengsidu", "--players", "2", "--seats", "open,bot:easy", "--save-to", str(save)
    )
    port = server.port
    c = PlayingClient(port, "Ann", seed=3)
    qtbot.waitUntil(lambda: len(c.outcomes) == 1, timeout=60_000)
    assert c.session.is_match_over  # the first match: one game
    seen: list[tuple[bool, int]] = []

    def second_match(_info: object) -> None:
        if not seen:
            c.auto = False  # Ann waits: the game stays in progress
            seen.append((c.session.is_match_over, c.session.games_played))

    c.session.game_started.connect(second_match)
    qtbot.waitUntil(lambda: bool(seen), timeout=20_000)
    assert seen[0] == (False, 0)  # a match in progress again, none of its games played
    assert c.session.info.number == 1
    qtbot.waitUntil(lambda: save.exists() and save.stat().st_size > 0, timeout=10_000)
    assert server.stop(signal.SIGTERM) == 0
    qtbot.waitUntil(lambda: bool(c.lost), timeout=10_000)
    assert not c.session.is_match_over  # so the app tries to come back
    again = Server(tmp_path, "--resume", str(save), "--port", str(port))
    c.auto = True
    qtbot.waitUntil(lambda: not c.session.is_lost, timeout=15_000)
    c.act()
    qtbot.waitUntil(lambda: len(c.outcomes) == 2, timeout=60_000)
    assert c.session.is_match_over
    c.session.stop()
    assert again.stop(signal.SIGTERM) == 0
    assert "Traceback" not in again.stderr()


def test_with_games_1_the_score_comes_well_before_the_shutdown_notice(qtbot, tmp_path):
    from desktop_app.net import host as host_mod

    server = Server(tmp_path, "--game", "shengsidu", "--players", "2", "--seats", "open,bot:easy", "--games", "1")
    c = PlayingClient(server.port, "Ann", seed=3)
    seen: list[tuple[str, float]] = []
    c.session.game_finished.connect(lambda _o: seen.append(("score", time.monotonic())))
    c.session.connection_lost.connect(lambda code, _p: seen.append((code, time.monotonic())))
    qtbot.waitUntil(lambda: len(seen) == 2, timeout=60_000)
    assert [what for what, _t in seen] == ["score", "server_stopping"]
    # the server waits SCORE_SHOWN_MS after sending the game_over (a lower bound, with room to spare)
    assert seen[1][1] - seen[0][1] >= host_mod.SCORE_SHOWN_MS / 1000 / 2
    assert server.proc.wait(timeout=30) == 0
    assert "Traceback" not in server.stderr()


def test_a_room_closing_after_its_game_waits_then_closes_sooner_once_everyone_left(qtbot, make_room):
    from .raw import RawClient

    host = make_room("shengsidu", [SeatPlan("open"), SeatPlan("bot", "", "easy"), SeatPlan("bot", "", "easy")],
                     auto_start=False)  # fmt: skip
    closed: list[str] = []
    host.room_closed.connect(closed.append)
    c = RawClient(host.port, pump=lambda: qtbot.wait(5))
    assert c.hello("Ann")["t"] == "welcome"
    host.close_after_game("server_stopping", delay_ms=600_000)
    qtbot.wait(300)
    c.poll()
    assert not closed and not c.of_type("bye")  # the tables still show the score
    c.close()
    qtbot.waitUntil(lambda: closed == ["server_stopping"], timeout=10_000)


def test_the_default_room_name_holds_the_games_name_in_the_servers_language(tmp_path):
    from .raw import RawClient

    names = {}
    for language in ("en", "zh_CN", "zh_TW"):
        server = Server(tmp_path, "--game", "shengsidu", "--language", language)
        c = RawClient(server.port)
        names[language] = c.wait_type("server")["room"]
        c.close()
        assert server.stop() == 0
    assert names["en"].endswith(" · Life or Death")
    assert names["zh_CN"].endswith(" · 生死堵") and names["zh_TW"].endswith(" · 生死堵")
    assert all("shengsidu" not in n for n in names.values())
    server = Server(tmp_path, "--game", "tiandiren")  # English by default
    c = RawClient(server.port)
    assert c.wait_type("server")["room"].endswith(" · Heaven, Earth & Man")
    c.close()
    assert server.stop() == 0


def test_the_server_log_has_a_line_for_each_games_start_and_end(tmp_path):
    server = Server(tmp_path, "--game", "shengsidu", "--seats", "bot:random,bot:random,bot:random", "--games", "2")
    assert server.proc.wait(timeout=60) == 0
    logged = (tmp_path / "logs" / "server.log").read_text("utf-8")
    assert logged.count("of the match (shengsidu) started") == 2
    assert "game 1 of 2 over: scores [" in logged and "game 2 of 2 over: scores [" in logged
    assert "(the match is over)" in logged
