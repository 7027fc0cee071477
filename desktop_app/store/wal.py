"""A damaged SQLite write-ahead log (``-wal``) found before SQLite reads it (pure Python).

SQLite reads a log's frames in order and stops at the first one whose salts or checksum
are wrong: by design, for that is what a write cut short by a crash leaves (a torn last
transaction), and everything from there on is dropped without a word. So a byte flipped
in the middle of a log (a bad disk, a bad copy) silently loses every transaction after
it. :func:`wal_damage` reads the log itself (the format: https://sqlite.org/fileformat2.html,
"The Write-Ahead Log") and tells the two apart:

* a bad frame after which no whole frame of the same log follows that ends a
  transaction (a *commit* frame) is a torn last transaction: not damage;
* a bad frame followed by commit frames of the same log (the right salts, each frame's
  checksum following on from the one before it) is damage: transactions were written
  after it, and SQLite would drop them.

The same holds for the log's header: a header whose checksum is wrong makes SQLite drop
the whole log, so one followed by commit frames that follow on from it is damage too.

The log is read twice and the damage counts only when both readings agree, so that a
log another process is writing while it is read (a frame half written) is not taken
for a damaged one.

Reading costs about 0.1 s for a log of 4 MB (SQLite's usual largest); there is a log to
read at start only after a crash, or while another Paiju has the file open.

The format, in short: a 32-byte header (magic ``0x377f0682``/``0x377f0683``, whose
lowest bit says the checksums' byte order; version 3007000; page size; checkpoint
number; salt-1, salt-2; a checksum of the first 24 bytes), then frames: a 24-byte
header (page number; for a commit frame the database's size in pages, else 0; salt-1,
salt-2; the checksum) and a page. Each frame's checksum goes on from the previous one's
(the header's for the first) over the frame header's first 8 bytes and the page.
"""

from __future__ import annotations

import struct
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

__all__ = ["Replay", "WalDamage", "replay", "wal_damage"]

MAGIC = (0x377F0682, 0x377F0683)
VERSION = 3007000
HEADER = 32
FRAME_HEADER = 24
_MASK = 0xFFFFFFFF


@dataclass(frozen=True)
class WalDamage:
    """Where a log is damaged: ``frame`` (from 1; 0: its header) is the first one SQLite
    drops, and ``commits`` the transactions written after it that SQLite would drop."""

    frame: int
    commits: int
    salts: tuple[int, int]

    def __str__(self) -> str:
        where = "its header" if self.frame == 0 else f"frame {self.frame}"
        return f"the log (-wal) is damaged at {where}: {self.commits} transaction(s) written after it would be lost"


def checksum(data: bytes, big_endian: bool, s0: int = 0, s1: int = 0) -> tuple[int, int]:
    """SQLite's WAL checksum of ``data`` (a multiple of 8 bytes) going on from ``(s0, s1)``."""
    words = struct.unpack(f"{'>' if big_endian else '<'}{len(data) // 4}I", data)
    pairs = iter(words)
    for a, b in zip(pairs, pairs, strict=True):
        s0 = (s0 + a + s1) & _MASK
        s1 = (s1 + b + s0) & _MASK
    return s0, s1


@dataclass(frozen=True)
class _Header:
    big_endian: bool
    page_size: int
    salts: tuple[int, int]
    stored: tuple[int, int]  # the checksum it holds
    computed: tuple[int, int]  # the checksum its bytes give

    @property
    def whole(self) -> bool:
        return self.stored == self.computed


def _header(raw: bytes) -> _Header | None:
    """The log's header; None when it is not one (too short, not the magic, a page size
    that is not one): then there are no frames to read either."""
    if len(raw) < HEADER:
        return None
    magic, version, page_size, _ckpt, salt1, salt2, c0, c1 = struct.unpack(">8I", raw[:HEADER])
    if magic not in MAGIC or version != VERSION:
        return None
    if page_size == 1:  # 65536 does not fit the 16-bit field of old writers
        page_size = 65536
    if not 512 <= page_size <= 65536 or page_size & (page_size - 1):
        return None
    big = bool(magic & 1)
    return _Header(big, page_size, (salt1, salt2), (c0, c1), checksum(raw[:24], big))


@dataclass(frozen=True)
class _Frame:
    commit: bool
    salts: tuple[int, int]
    stored: tuple[int, int]
    body: bytes  # the frame header's first 8 bytes and the page: what the checksum covers


def _frames(f: BinaryIO, page_size: int) -> Iterator[_Frame]:
    size = FRAME_HEADER + page_size
    while True:
        raw = f.read(size)
        if len(raw) < size:  # a frame cut short: where the log ends
            return
        pgno, db_size, salt1, salt2, c0, c1 = struct.unpack(">6I", raw[:FRAME_HEADER])
        if pgno == 0:
            return
        yield _Frame(db_size != 0, (salt1, salt2), (c0, c1), raw[:8] + raw[FRAME_HEADER:])


def _walk(f: BinaryIO, header: _Header) -> Iterator[tuple[str, int, _Frame]]:
    """The log's frames, each with what it is: ``good`` (SQLite reads it), ``bad`` (the
    first one SQLite drops; none when the header is what is damaged) or ``after`` (a
    frame after the damage that follows on from the one before it). Stops at the end of
    the log: a frame of an earlier log, or one that does not follow on."""
    big, salts = header.big_endian, header.salts
    damaged = not header.whole
    # the checksums the next frame may go on from: after a bad frame (or header), both
    # the one it holds and the one its bytes give (its stored checksum may be what was hit)
    previous = {header.stored, header.computed}
    for number, frame in enumerate(_frames(f, header.page_size), 1):
        given = {checksum(frame.body, big, *p) for p in previous}
        if number == 1 and damaged and frame.stored in given:
            salts = frame.salts  # the header's salts may be what was hit
        follows = frame.salts == salts and frame.stored in given
        if follows:
            yield ("after" if damaged else "good"), number, frame
            previous = {frame.stored}
            continue
        if damaged or (frame.salts != salts and frame.stored not in given):
            return  # the end of the log after the damage, or a frame of an earlier log
        damaged = True
        yield "bad", number, frame
        previous = {frame.stored, *given}


def _scan(path: Path) -> WalDamage | None:
    """One reading of the log (see the module's text)."""
    with open(path, "rb") as f:
        header = _header(f.read(HEADER))
        if header is None:
            return None
        bad = None if header.whole else 0  # the first frame SQLite drops (0: the header)
        commits = 0
        for state, number, frame in _walk(f, header):
            if state == "bad":
                bad = number
            elif state == "after":
                commits += frame.commit
    if bad is None or commits == 0:
        return None  # whole, or a torn last transaction (nothing written after it)
    return WalDamage(bad, commits, header.salts)


@dataclass(frozen=True)
class Replay:
    """The pages a damaged log's transactions leave, damage and all left out: ``pages``
    (page number -> bytes) of every transaction up to the last commit frame, and the
    database's size in pages after it."""

    page_size: int
    db_pages: int
    pages: dict[int, bytes]

    def apply(self, db: Path) -> None:
        """Write the pages into the database file ``db`` (a copy: it is changed). A page
        past what the file and the log can hold is left out (the file never grows by
        more than the pages written), and the file is cut to the database's size."""
        with open(db, "r+b") as f:
            size = f.seek(0, 2)
            limit = -(-size // self.page_size) + len(self.pages)
            for number, page in sorted(self.pages.items()):
                if 1 <= number <= limit:
                    f.seek((number - 1) * self.page_size)
                    f.write(page)
            if 0 < self.db_pages <= limit:
                f.truncate(self.db_pages * self.page_size)


def replay(path: Path) -> Replay | None:
    """For a damaged log (:func:`wal_damage`), the pages of every transaction it holds,
    the damaged frame left out: what SQLite would have read had the damage not cut the
    log short (the page the damaged frame held is as the frames or the file before it had
    it). None when the log is not damaged or cannot be read."""
    if wal_damage(path) is None:
        return None
    try:
        with open(path, "rb") as f:
            header = _header(f.read(HEADER))
            if header is None:
                return None
            pages: dict[int, bytes] = {}
            pending: dict[int, bytes] = {}
            db_pages = 0
            for state, _number, frame in _walk(f, header):
                number, size = struct.unpack(">2I", frame.body[:8])
                if state != "bad":
                    pending[number] = frame.body[8:]
                if frame.commit:
                    pages.update(pending)
                    pending.clear()
                    if state != "bad":
                        db_pages = size
    except OSError:
        return None
    return Replay(header.page_size, db_pages, pages)


def wal_damage(path: Path) -> WalDamage | None:
    """The damage of the log at ``path`` (see the module's text); None when it is whole,
    ends in a torn transaction, is not a log, or cannot be read."""
    try:
        first = _scan(path)
        return first if first is not None and _scan(path) == first else None
    except OSError:
        return None
