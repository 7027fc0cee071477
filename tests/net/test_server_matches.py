"""The headless server's matches one after another (one game a match by default), with a
client of the app (ClientSession) at the table: every match, not only the first, is a
match in progress for the client, and comes back by itself after SIGTERM and --resume."""

from __future__ import annotations

import signal

from desktop_app.net import client as client_mod

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
