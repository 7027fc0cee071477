"""The fair deal's random source and records: pinned, reproducible, and kept apart from
the usual Mersenne Twister games."""

from __future__ import annotations

import hashlib
import pickle

import pytest

from desktop_app.ai.play import bots_for, play_out
from desktop_app.engine import GAME_IDS, new_game, replay
from desktop_app.engine.core import GameRecord, InvalidOptionError, RecordError
from desktop_app.engine.fairdeal import DealRandom, commit, fair_seed

PLAYERS = {"tiandiren": 3, "doudizhu": 3, "hongwu": 4, "yuanzi": 4, "shengsidu": 3}


def _stream(key: int, nbytes: int) -> bytes:
    """The stream as the docstring pins it, written out independently."""
    out = b""
    i = 0
    while len(out) < nbytes:
        out += hashlib.sha256(b"paiju deal stream v1" + key.to_bytes(32, "big") + i.to_bytes(8, "big")).digest()
        i += 1
    return out[:nbytes]


def test_the_stream_and_draws_follow_the_pinned_algorithm():
    seed = fair_seed(b"s" * 32, [b"", b"n" * 16])
    r = DealRandom(seed)
    raw = _stream(seed, 64)
    assert r.getrandbits(64) == int.from_bytes(raw[:8], "big")
    assert r.getrandbits(12) == int.from_bytes(raw[8:10], "big") & 0xFFF
    # randbelow: rejection sampling on bit_length bits, one byte per draw for n < 256
    r2, k, pos = DealRandom(seed), (52).bit_length(), 0
    want = None
    while want is None:
        v = raw[pos] & ((1 << k) - 1)
        pos += 1
        if v < 52:
            want = v
    assert r2.randbelow(52) == want


def test_the_seed_mixes_secret_and_nonces_in_seat_order():
    s = bytes(32)
    a, b = b"a" * 16, b"b" * 16
    assert fair_seed(s, [a, b]) != fair_seed(s, [b, a])
    assert fair_seed(s, [a, b""]) != fair_seed(s, [b"", a])  # length prefixes keep parts apart
    want = hashlib.sha256(b"paiju fair deal v1" + b"\x00\x20" + s + b"\x00\x10" + a + b"\x00\x00").digest()
    assert fair_seed(s, [a, b""]) == int.from_bytes(want, "big")
    assert commit(s) == hashlib.sha256(s).hexdigest()


def test_shuffle_and_sample_are_fisher_yates():
    seed = 12345
    deck = list(range(20))
    DealRandom(seed).shuffle(deck)
    r = DealRandom(seed)
    ref = list(range(20))
    for i in range(19, 0, -1):
        j = r.randbelow(i + 1)
        ref[i], ref[j] = ref[j], ref[i]
    assert deck == ref and sorted(deck) == list(range(20))
    r1, r2 = DealRandom(seed), DealRandom(seed)
    pool = list(range(10))
    for i in range(4):
        j = i + r2.randbelow(10 - i)
        pool[i], pool[j] = pool[j], pool[i]
    assert r1.sample(range(10), 4) == pool[:4]


def test_state_survives_copy_and_pickle():
    r = DealRandom(99)
    r.getrandbits(5)
    clone = pickle.loads(pickle.dumps(r))
    assert [clone.randbelow(1000) for _ in range(20)] == [r.randbelow(1000) for _ in range(20)]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_fair_games_replay_from_their_records(game_id):
    n = PLAYERS[game_id]
    seed = fair_seed(bytes(range(32)), [bytes([i]) * 16 for i in range(n)])
    game = new_game(game_id, n, seed=seed, deal="fair")
    play_out(game, bots_for(game_id, ["random"] * n, seed=3))
    record = game.record()
    text = record.dumps()
    back = GameRecord.loads(text)
    assert back.deal == "fair" and back.seed == seed and back.to_json()["version"] == 2
    again = replay(back)
    assert again.outcome == game.outcome and again.view_for(0) == game.view_for(0)
    mt = new_game(game_id, n, seed=seed % (1 << 64))
    assert mt.record().to_json()["version"] == 1 and "deal" not in mt.record().to_json()


def test_the_deal_kind_is_checked():
    with pytest.raises(InvalidOptionError):
        new_game("shengsidu", 3, seed=1, deal="dice")
    with pytest.raises(InvalidOptionError):
        new_game("shengsidu", 3, seed=1 << 256, deal="fair")
    d = new_game("shengsidu", 3, seed=5, deal="fair").record().to_json()
    with pytest.raises(RecordError):
        GameRecord.from_json({**d, "deal": "dice"})
    with pytest.raises(RecordError):
        GameRecord.from_json({**d, "version": 1})  # a fair deal needs version 2
