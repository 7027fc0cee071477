"""Whole games of all five games between a host and clients on 127.0.0.1, some seats bots.

While they play, every frame the host sends is checked at the moment it leaves: an update
carries exactly ``view_for(that seat)`` and only events that seat may see, and no frame
names a card the seat may not see (tests/net/snoop.py). On the client side, every view
decoded from an update equals the host's view at the time it was sent, and the game ends
with the same outcome everywhere.
"""

from __future__ import annotations

import pytest

from desktop_app.engine.wire import view_from_json, view_to_json
from desktop_app.net.host import SeatPlan

from .conftest import PLAYERS, Tap, open_seats
from .snoop import leaks

GAMES = sorted(PLAYERS)


def _watch(host):
    """Check each update at send time; return the record of what was sent."""
    tap = Tap(host)
    sent: dict[int | None, list] = {}
    problems: list[str] = []

    def on_frame(seat, msg):
        game = host.session.game
        if msg.get("t") != "update" or game is None:
            return
        truth = game.view_for(seat)
        if msg["view"] != view_to_json(truth):
            problems.append(f"seat {seat}: update {msg['seq']} is not view_for(seat)")
        found = leaks(game, seat, msg)
        if found:
            problems.append(f"seat {seat}: update {msg['seq']} names secret cards {sorted(found)}")
        sent.setdefault(seat, []).append(truth)

    tap.on_frame = on_frame
    return tap, sent, problems


@pytest.mark.parametrize("game_id", GAMES)
def test_two_clients_and_bots_play_a_whole_game(qtbot, make_room, join, game_id):
    n = PLAYERS[game_id]
    host = make_room(game_id, open_seats(2, ["easy"] * (n - 2)), seed=11)
    _tap, sent, problems = _watch(host)
    a = join(host, "Alice", seed=1)
    b = join(host, "Bob", seed=2)
    assert {a.seat, b.seat} == {0, 1}
    qtbot.waitUntil(lambda: len(a.outcomes) == 1 and len(b.outcomes) == 1, timeout=60_000)
    game = host.session.game
    assert game.is_over
    assert a.outcomes[0] == b.outcomes[0] == game.outcome
    assert not problems, problems[:5]
    for c in (a, b):
        received = [view_from_json(u["view"]) for u in c.updates()]
        assert received == sent[c.seat], f"{c.name}: a decoded view differs from the host's"
        assert c.session.view() == game.view_for(c.seat)
        assert c.session.finished_record().dumps() == game.record().dumps()
        assert [u["seq"] for u in c.updates()] == list(range(1, len(c.updates()) + 1))
        assert c.updates()[0].get("snapshot") is True
        assert not any(u.get("snapshot") for u in c.updates()[1:])
    # every action a client sent was acknowledged in the update that followed it
    assert not a.session._pending and not b.session._pending


def test_a_sabotaged_host_is_caught_by_the_snooper(qtbot, make_room, join, monkeypatch):
    """The checks above can fail: a host that sends the next seat's view is caught."""
    from desktop_app.net import host as host_mod

    host = make_room("shengsidu", open_seats(1, ["easy", "easy"]), seed=3)
    real = host_mod._ViewCache.get

    def leaky(self, seat):
        if seat is None:
            return real(self, seat)
        return real(self, (seat + 1) % self.game.num_players)

    monkeypatch.setattr(host_mod._ViewCache, "get", leaky)
    _tap, _sent, problems = _watch(host)
    a = join(host, "Alice")
    a.auto = False
    qtbot.waitUntil(lambda: bool(problems), timeout=10_000)
    assert any("secret cards" in p for p in problems)
    assert any("is not view_for(seat)" in p for p in problems)


@pytest.mark.parametrize("game_id", ["hongwu", "tiandiren"])
def test_a_spectator_sees_public_information_only(qtbot, make_room, join, game_id):
    n = PLAYERS[game_id]
    host = make_room(game_id, [SeatPlan("open")] + [SeatPlan("bot", "", "easy")] * (n - 1), seed=5)
    _tap, _sent, problems = _watch(host)
    watcher = join(host, "Watcher", spectate=True)
    assert watcher.seat is None and watcher.conn.welcome.seat is None
    player = join(host, "Player", seed=3)
    qtbot.waitUntil(lambda: len(player.outcomes) == 1 and len(watcher.outcomes) == 1, timeout=60_000)
    assert not problems, problems[:5]
    views = [view_from_json(u["view"]) for u in watcher.updates()]
    assert views and all(v.seat is None and not v.hand for v in views)
    assert watcher.session.view() == host.session.game.view_for(None)
    assert all(not e.get("private") for u in watcher.updates() for e in u["events"])


def test_a_match_goes_on_when_every_client_is_ready(qtbot, make_room, join):
    host = make_room("shengsidu", open_seats(2, ["easy"]), match_length=2, seed=8)
    a = join(host, "Alice", seed=1)
    b = join(host, "Bob", seed=2)
    qtbot.waitUntil(lambda: len(a.outcomes) == 2 and len(b.outcomes) == 2, timeout=60_000)
    assert host.session.is_match_over and host.session.games_played == 2
    overs = [m for m in a.frames if m["t"] == "game_over"]
    assert [m["match"]["games_played"] for m in overs] == [1, 2]
    assert [m["match"]["over"] for m in overs] == [False, True]
    assert a.session.totals == host.session.totals == b.session.totals
    # the second game opened with a snapshot of its own
    snaps = [u for u in a.updates() if u.get("snapshot")]
    assert len(snaps) == 2
