"""The fair deal over the wire: the host commits before the deal, every seated client adds
a nonce, the seed mixes them, the host reveals the secret at the end, and every client
checks the commitment, its nonce, the seed and (by replaying the record) every view it
saw. A host that deals from another seed, reveals another secret or drops a nonce is
caught."""

from __future__ import annotations

import pytest

from desktop_app.engine.fairdeal import commit, fair_seed
from desktop_app.net import host as host_mod

from .conftest import PLAYERS, open_seats


def _play(qtbot, make_room, join, game_id="shengsidu", seed=21, **room):
    n = PLAYERS[game_id]
    host = make_room(game_id, open_seats(2, ["easy"] * (n - 2)), seed=seed, **room)
    checks = {}
    a = join(host, "Ann", seed=1)
    b = join(host, "Bo", seed=2)
    for c in (a, b):
        c.session.deal_checked.connect(lambda r, c=c: checks.setdefault(c.name, r))
    qtbot.waitUntil(lambda: len(checks) == 2, timeout=60_000)
    return host, a, b, checks


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_every_client_verifies_the_deal(qtbot, make_room, join, game_id):
    host, a, b, checks = _play(qtbot, make_room, join, game_id)
    assert {r.code for r in checks.values()} == {"verified"}, checks
    record = host.session.finished_record()
    assert record.deal == "fair"
    over = next(m for m in a.frames if m["t"] == "game_over")
    fair = over["fair"]
    assert commit(bytes.fromhex(fair["secret"])) == fair["commit"]
    commits = [m for m in a.frames if m["t"] == "deal_commit"]
    assert commits and commits[0]["commit"] == fair["commit"] and commits[0]["game"] == 1
    # the commitment came before the first card: before any update of the game
    first_update = next(i for i, m in enumerate(a.frames) if m["t"] == "update")
    assert a.frames.index(commits[0]) < first_update
    nonces = [bytes.fromhex(x) for x in fair["nonces"]]
    assert all(nonces[s] for s in (a.seat, b.seat)) and not any(nonces[s] for s in range(2, len(nonces)))
    assert fair_seed(bytes.fromhex(fair["secret"]), nonces) == record.seed


def test_a_host_that_deals_from_another_seed_is_caught(qtbot, make_room, join, monkeypatch):
    real = host_mod.fair_seed
    monkeypatch.setattr(host_mod.deal, "fair_seed", lambda secret, nonces: real(secret, nonces) ^ 1)
    _host, _a, _b, checks = _play(qtbot, make_room, join)
    assert {r.code for r in checks.values()} == {"bad_seed"}
    assert all(r.failed and not r.ok for r in checks.values())


def test_a_host_that_reveals_another_secret_is_caught(qtbot, make_room, join, monkeypatch):
    real = host_mod._Deal.to_json

    def lying(self, n):
        d = real(self, n)
        d["secret"] = "00" * 32
        d["commit"] = commit(bytes(32))
        return d

    monkeypatch.setattr(host_mod._Deal, "to_json", lying)
    _host, _a, _b, checks = _play(qtbot, make_room, join)
    assert {r.code for r in checks.values()} == {"bad_commit"}


def test_a_host_that_ignores_a_nonce_is_caught(qtbot, make_room, join, monkeypatch):
    real = host_mod.LanHost._on_deal_nonce

    def drop_seat_1(self, conn, msg):
        if conn.seat == 1:
            msg = type(msg)(msg.game, b"\x00" * 16)  # the host puts in a nonce of its own
        return real(self, conn, msg)

    monkeypatch.setattr(host_mod.LanHost, "_on_deal_nonce", drop_seat_1)
    _host, a, b, checks = _play(qtbot, make_room, join)
    by_seat = {c.seat: checks[c.name].code for c in (a, b)}
    assert by_seat == {0: "verified", 1: "bad_nonce"}


def test_a_host_that_cheats_the_replay_is_caught(qtbot, make_room, join, monkeypatch):
    """The seed and secret are right, but the record sent at the end is of another game."""
    real = host_mod.LanHost._on_game_finished

    def tamper(self, outcome):
        record = self.session.finished_record()
        other = type(record)(
            record.game_id, record.num_players, record.seed, record.options, record.carry, record.actions[:-3],
            deal=record.deal,
        )  # fmt: skip
        self.session._finished[-1] = other
        return real(self, outcome)

    monkeypatch.setattr(host_mod.LanHost, "_on_game_finished", tamper)
    _host, _a, _b, checks = _play(qtbot, make_room, join)
    assert {r.code for r in checks.values()} == {"bad_replay"}


def test_without_the_exchange_the_check_says_so(qtbot, make_room, join):
    _host, _a, _b, checks = _play(qtbot, make_room, join, fair_deal=False)
    assert {r.code for r in checks.values()} == {"not_fair"}


def test_the_next_game_of_a_match_has_its_own_exchange(qtbot, make_room, join):
    host = make_room("shengsidu", open_seats(2, ["easy"]), seed=4, match_length=2)
    a = join(host, "Ann", seed=1)
    b = join(host, "Bo", seed=2)
    results = []
    a.session.deal_checked.connect(results.append)
    qtbot.waitUntil(lambda: len(results) == 2 and len(b.outcomes) == 2, timeout=60_000)
    assert [r.code for r in results] == ["verified", "verified"]
    commits = [m["commit"] for m in a.frames if m["t"] == "deal_commit"]
    assert len(commits) == 2 and commits[0] != commits[1]


def test_a_host_that_adds_a_nonce_for_a_bot_seat_is_caught(qtbot, make_room, join, monkeypatch):
    """It could try many nonces for a seat nobody else can check, until the deal suits it."""
    real = host_mod._Deal.nonce_list

    def grind(self, n):
        nonces = real(self, n)
        nonces[2] = b"\x07" * 16  # seat 2 is a bot
        return nonces

    monkeypatch.setattr(host_mod._Deal, "nonce_list", grind)
    _host, _a, _b, checks = _play(qtbot, make_room, join)
    assert {r.code for r in checks.values()} == {"bad_nonce"}
    assert all("seat 2" in r.detail for r in checks.values())
