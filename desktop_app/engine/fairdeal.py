"""The fair deal (pure Python): a seed nobody chooses, and a random source another program
can reproduce from the protocol document alone.

On a LAN, each game's seed comes from a commit-reveal exchange (``docs/protocol.md``):
the host draws a 32-byte ``secret`` and sends ``commit = SHA-256(secret)`` before the
deal; every seated client that speaks the exchange answers with a random ``nonce``;
the seed is :func:`fair_seed` of the secret and the nonces in seat order. When the game
ends the host reveals the secret, and every client checks the commitment, the seed and,
by replaying the record, every card it saw.

Such a game draws all its randomness from :class:`DealRandom`, whose every method is
pinned here (SHA-256 in counter mode; Fisher-Yates for shuffles), so the deal does not
depend on CPython's ``random`` internals. Its record says ``"deal": "fair"``.

>>> secret = bytes(range(32))
>>> commit(secret)[:16]
'630dcd2966c43366'
>>> seed = fair_seed(secret, [b"", bytes.fromhex("aa" * 16), b""])
>>> r = DealRandom(seed)
>>> [r.randbelow(10) for _ in range(8)]
[7, 0, 0, 9, 6, 3, 5, 7]
>>> deck = list(range(10)); DealRandom(seed).shuffle(deck); deck
[6, 2, 5, 9, 4, 3, 1, 8, 0, 7]
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import MutableSequence, Sequence
from typing import Any, TypeVar

__all__ = ["DEAL_FAIR", "DEAL_KINDS", "DEAL_MT", "DealRandom", "commit", "fair_seed", "make_rng"]

T = TypeVar("T")

#: the random source of a game: CPython's Mersenne Twister (local play, older records)
DEAL_MT = "mt"
#: the pinned source of this module (LAN games dealt by the commit-reveal exchange)
DEAL_FAIR = "fair"
DEAL_KINDS = (DEAL_MT, DEAL_FAIR)

_SEED_TAG = b"paiju fair deal v1"
_STREAM_TAG = b"paiju deal stream v1"


def commit(secret: bytes) -> str:
    """The commitment sent before the deal: SHA-256 of the secret, lowercase hex."""
    return hashlib.sha256(secret).hexdigest()


def fair_seed(secret: bytes, nonces: Sequence[bytes]) -> int:
    """The game's seed: SHA-256 over the tag, the secret and each seat's nonce in seat
    order, each part preceded by its length as two big-endian bytes (a seat without a
    nonce adds an empty part), read as a 256-bit big-endian integer."""
    h = hashlib.sha256(_SEED_TAG)
    for part in (secret, *nonces):
        if len(part) > 0xFFFF:
            raise ValueError("a deal part is too long")
        h.update(len(part).to_bytes(2, "big"))
        h.update(part)
    return int.from_bytes(h.digest(), "big")


class DealRandom(random.Random):
    """A random source pinned by this docstring, for fair deals.

    The stream is the concatenation of blocks ``SHA-256(tag || key || i)`` for i = 0, 1,
    2, ... (``tag`` = ``b"paiju deal stream v1"``, ``key`` = the seed as 32 big-endian
    bytes, ``i`` as 8 big-endian bytes). ``getrandbits(k)`` takes the next ``ceil(k/8)``
    bytes of the stream as a big-endian integer and keeps its low ``k`` bits.
    ``randbelow(n)``: with ``k = n.bit_length()``, draw ``getrandbits(k)`` until it is
    below ``n``. ``shuffle(x)``: for i from len(x) - 1 down to 1, swap x[i] with
    x[randbelow(i + 1)]. ``sample(pop, k)``: copy pop; for i in 0..k-1 swap item i with
    item ``i + randbelow(n - i)``; return the first k. ``randrange(a, b)`` is
    ``a + randbelow(b - a)``; ``choice(seq)`` is ``seq[randbelow(len(seq))]``;
    ``random()`` is ``getrandbits(53) / 2**53``.
    """

    def __init__(self, seed: int = 0) -> None:
        self._key = b""
        self._counter = 0
        self._buffer = b""
        super().__init__(seed)

    def seed(self, a: Any = None, version: int = 2) -> None:
        if not isinstance(a, int) or isinstance(a, bool) or not 0 <= a < 1 << 256:
            raise ValueError("a fair deal's seed is an integer in 0..2**256-1")
        self._key = a.to_bytes(32, "big")
        self._counter = 0
        self._buffer = b""

    def getstate(self) -> tuple[Any, ...]:
        return (_STREAM_TAG, self._key, self._counter, self._buffer)

    def setstate(self, state: Any) -> None:
        _tag, self._key, self._counter, self._buffer = state

    def __reduce__(self) -> Any:
        return (_restore, (self.getstate(),))

    def _bytes(self, n: int) -> bytes:
        while len(self._buffer) < n:
            block = hashlib.sha256(_STREAM_TAG + self._key + self._counter.to_bytes(8, "big")).digest()
            self._counter += 1
            self._buffer += block
        out, self._buffer = self._buffer[:n], self._buffer[n:]
        return out

    def getrandbits(self, k: int) -> int:
        if k < 0:
            raise ValueError("number of bits must be non-negative")
        if k == 0:
            return 0
        value = int.from_bytes(self._bytes((k + 7) // 8), "big")
        return value & ((1 << k) - 1)

    def random(self) -> float:
        return self.getrandbits(53) / (1 << 53)

    def randbelow(self, n: int) -> int:
        if n <= 0:
            raise ValueError("randbelow needs a positive bound")
        k = n.bit_length()
        while True:
            r = self.getrandbits(k)
            if r < n:
                return r

    _randbelow = randbelow

    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int:
        if stop is None:
            start, stop = 0, start
        if step != 1:
            width = len(range(start, stop, step))
            return start + step * self.randbelow(width)
        return start + self.randbelow(stop - start)

    def randint(self, a: int, b: int) -> int:
        return self.randrange(a, b + 1)

    def choice(self, seq: Sequence[T]) -> T:  # type: ignore[override]
        if not seq:
            raise IndexError("cannot choose from an empty sequence")
        return seq[self.randbelow(len(seq))]

    def shuffle(self, x: MutableSequence[Any]) -> None:
        for i in range(len(x) - 1, 0, -1):
            j = self.randbelow(i + 1)
            x[i], x[j] = x[j], x[i]

    def sample(self, population: Sequence[T], k: int, *, counts: Any = None) -> list[T]:
        if counts is not None:
            raise TypeError("a fair deal draws samples without counts")
        pool = list(population)
        n = len(pool)
        if not 0 <= k <= n:
            raise ValueError("sample larger than population or negative")
        for i in range(k):
            j = i + self.randbelow(n - i)
            pool[i], pool[j] = pool[j], pool[i]
        return pool[:k]


def _restore(state: Any) -> DealRandom:
    r = DealRandom(0)
    r.setstate(state)
    return r


def make_rng(seed: int, deal: str = DEAL_MT) -> random.Random:
    """The random source of a game dealt the ``deal`` way from ``seed``."""
    if deal == DEAL_FAIR:
        return DealRandom(seed)
    if deal == DEAL_MT:
        return random.Random(seed)
    raise ValueError(f"unknown deal kind {deal!r}")
