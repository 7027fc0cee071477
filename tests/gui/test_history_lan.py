"""A LAN game lands in the history of the host and of the client, each once, saying where
it was played: a host window and a client window in one process, real sockets on
127.0.0.1 (the suite runs loopback-only), the people's moves chosen by the test bots."""

from __future__ import annotations

import random

import pytest

from desktop_app.store.history import GameFilter
from desktop_app.ui.history import install

from .conftest import load_engine_bots
from .lan_helpers import host_room, join_room, lan_window

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

BOTS = load_engine_bots()


def _move(w, rng: random.Random) -> bool:
    """The person at ``w`` to move makes a legal move; False when nobody here is to move."""
    s = w.session
    for seat in s.human_seats:
        view = s.view_for(seat)
        if view is not None and view.to_move == seat and not s.is_game_over:
            return any(s.submit(seat, a) for a in BOTS.candidates(view, rng))
    return False


@pytest.mark.skipif(BOTS is None or "shengsidu" not in BOTS.playable_games(), reason="test bots missing")
def test_a_lan_game_is_kept_by_the_host_and_the_client(make_window, qtbot, tmp_path):
    host_w, host_dialogs = lan_window(make_window, tmp_path, "host")
    client_w, client_dialogs = lan_window(make_window, tmp_path, "client")
    install(host_w)
    install(client_w)
    host_w.lan.seed = 11
    host_room(host_w, host_dialogs, "shengsidu", [("human", "Hana"), ("open", ""), ("easy", "Robo")], room="Tea")
    port = host_w.lan.host.port
    join_room(client_w, client_dialogs, port, ["Kai"])
    qtbot.waitUntil(lambda: client_w.session is not None and client_w.session.info is not None, timeout=10_000)
    rng = random.Random(5)

    def over() -> bool:
        return bool(host_w.session.is_game_over and client_w.session.is_game_over)

    while not over():
        if not (_move(host_w, rng) or _move(client_w, rng)):
            qtbot.wait(5)
    qtbot.waitUntil(lambda: client_w.profiles.history.count() == 1, timeout=10_000)
    hosted = host_w.profiles.history.page()
    joined = client_w.profiles.history.page()
    assert len(hosted) == len(joined) == 1
    h, c = hosted[0], joined[0]
    assert h.identity == c.identity and h.game_id == "shengsidu"  # one game, seen from both sides
    assert (h.source, h.lan_room, h.lan_host) == ("lan_host", "Tea", None)
    assert (c.source, c.lan_room, c.lan_host) == ("lan_client", "Tea", f"127.0.0.1:{port}")
    assert [(p.name, p.kind, p.local) for p in h.players] == [
        ("Hana", "human", True),
        ("Kai", "human", False),
        ("Robo", "bot", False),
    ]
    assert [(p.name, p.kind, p.local) for p in c.players] == [
        ("Hana", "human", False),
        ("Kai", "human", True),
        ("Robo", "bot", False),
    ]
    assert [p.score for p in h.players] == [p.score for p in c.players]
    assert h.players[2].level == c.players[2].level == "easy"
    assert host_w.profiles.history.count(GameFilter(where="local")) == 0
    assert host_w.profiles.names() == ["Hana"] and client_w.profiles.names() == ["Kai"]
    # the client's game opens in its replay viewer with the names
    assert install(client_w).open_replay(c.id)
    assert [s.name for s in client_w.session.seats] == ["Hana", "Kai", "Robo"]
