"""The seats this PC holds in a LAN game it joined: what the app needs to come back after
a crash or a restart (``saves/lan-join.json``).

A client keeps its seats' rejoin tokens in memory and comes back by itself after a drop.
When the app itself stops (killed, crashed, or closed mid-game), the tokens would be lost
with it; this file keeps them, so that Continue on the start page can rejoin the same
seats. It holds the host's address and port, the room and game, each seat's name and
token, whether the room has a password (never the password itself: the player types
it again), and the fair-deal commitment of the game being played with the nonce each seat
sent for it (so that, after a restart, the app still checks that the host mixed its own
random number into the deal it took part in). The app writes it when its people are
seated and removes it when they leave the room on purpose, when the match is over, and
when the host no longer knows them.

Reading validates every field; a damaged file is moved aside (``.bad``) and read as no
file, so a bad file never stops the app.

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "lan-join.json"
>>> ticket = RejoinTicket("127.0.0.1", 47100, "Friday", "doudizhu", ((1, "Kai", "ab" * 16),), True)
>>> save_ticket(ticket, path)
>>> load_ticket(path) == ticket
True
>>> _ = path.write_text('{"version": 1, "port": "x"}')
>>> load_ticket(path) is None, path.with_name("lan-join.json.bad").exists()
(True, True)
"""

from __future__ import annotations

import json
import logging
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .atomic import atomic_write_text, move_aside
from .reading import read_user_file

__all__ = ["TICKET_NAME", "RejoinTicket", "clear_ticket", "load_ticket", "save_ticket", "ticket_path"]

log = logging.getLogger(__name__)

TICKET_NAME = "lan-join.json"
TICKET_VERSION = 1
MAX_BYTES = 16 * 1024
MAX_SEATS = 16
MAX_TEXT = 255
MAX_NAME = 24
MAX_TOKEN = 128


@dataclass(frozen=True)
class RejoinTicket:
    """Where the room is and the seats held there: ``seats`` are (seat, name, token)."""

    address: str
    port: int
    room: str
    game_id: str
    seats: tuple[tuple[int, str, str], ...]
    password: bool = False
    saved_at: float = field(default=0.0, compare=False)  # the moment of writing is not part of it
    #: (seat, commitment, nonce in hex) of the game being played, for the seats that sent one
    deals: tuple[tuple[int, str, str], ...] = ()
    #: the table's id at a server of many tables (None: a single host)
    table: str | None = None

    def to_json(self) -> dict[str, Any]:
        extra = {"table": self.table} if self.table else {}
        return {
            **extra,
            "version": TICKET_VERSION,
            "address": self.address,
            "port": self.port,
            "room": self.room,
            "game": self.game_id,
            "seats": [{"seat": s, "name": n, "token": t} for s, n, t in self.seats],
            "password": self.password,
            "saved_at": self.saved_at,
            "deals": [{"seat": s, "commit": c, "nonce": n} for s, c, n in self.deals],
        }


def ticket_path() -> Path:
    from ..paths import saves_dir

    return saves_dir() / TICKET_NAME


def _text(d: dict[str, Any], key: str, limit: int, *, empty: bool = True) -> str:
    value = d.get(key)
    if not isinstance(value, str) or len(value) > limit or (not empty and not value.strip()):
        raise ValueError(f"bad {key}")
    if any(ord(c) < 32 for c in value):
        raise ValueError(f"control characters in {key}")
    return value


def _int(value: Any, low: int, high: int, key: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"bad {key}")
    return value


def _hex(value: Any, low: int, high: int, key: str) -> str:
    if not isinstance(value, str) or not low <= len(value) <= high or len(value) % 2:
        raise ValueError(f"bad {key}")
    try:
        bytes.fromhex(value)
    except ValueError:
        raise ValueError(f"bad {key}") from None
    return value.lower()


def _deals(value: Any, seats: set[int]) -> tuple[tuple[int, str, str], ...]:
    """The ``deals`` list: one (seat, commitment, nonce) per seat of the ticket at most."""
    if not isinstance(value, list) or len(value) > MAX_SEATS:
        raise ValueError("bad deals")
    out = []
    for item in value:
        if not isinstance(item, dict):
            raise ValueError("bad deal")
        seat = _int(item.get("seat"), 0, MAX_SEATS - 1, "deal seat")
        if seat not in seats or any(s == seat for s, _c, _n in out):
            raise ValueError("bad deal seat")
        out.append((seat, _hex(item.get("commit"), 64, 64, "commit"), _hex(item.get("nonce"), 32, 128, "nonce")))
    return tuple(out)


def ticket_from_json(d: Any) -> RejoinTicket:
    """The ticket in ``d`` (parsed JSON); raises ``ValueError`` naming the bad field."""
    if not isinstance(d, dict) or d.get("version") != TICKET_VERSION:
        raise ValueError("not a rejoin ticket of this version")
    seats_in = d.get("seats")
    if not isinstance(seats_in, list) or not 1 <= len(seats_in) <= MAX_SEATS:
        raise ValueError("bad seats")
    seats = []
    for s in seats_in:
        if not isinstance(s, dict):
            raise ValueError("bad seat")
        seats.append(
            (
                _int(s.get("seat"), 0, MAX_SEATS - 1, "seat"),
                _text(s, "name", MAX_NAME, empty=False),
                _text(s, "token", MAX_TOKEN, empty=False),
            )
        )
    if len({seat for seat, _n, _t in seats}) != len(seats):
        raise ValueError("a seat twice")
    password = d.get("password", False)
    saved_at = d.get("saved_at", 0.0)
    if not isinstance(password, bool):
        raise ValueError("bad password flag")
    if isinstance(saved_at, bool) or not isinstance(saved_at, (int, float)) or not math.isfinite(saved_at):
        raise ValueError("bad saved_at")
    table = d.get("table")
    if table is not None and (not isinstance(table, str) or not 1 <= len(table) <= 32):
        raise ValueError("bad table")
    return RejoinTicket(
        table=table,
        deals=_deals(d.get("deals", []), {seat for seat, _n, _t in seats}),
        address=_text(d, "address", MAX_TEXT, empty=False).strip(),
        port=_int(d.get("port"), 1, 65535, "port"),
        room=_text(d, "room", MAX_TEXT),
        game_id=_text(d, "game", 32),
        seats=tuple(seats),
        password=password,
        saved_at=float(saved_at),
    )


def load_ticket(path: Path | None = None) -> RejoinTicket | None:
    """The ticket in ``path`` (the saves folder's by default), or None when there is none
    or it cannot be used (a damaged one is moved aside)."""
    path = ticket_path() if path is None else Path(path)
    try:
        data = read_user_file(path, MAX_BYTES)
    except FileNotFoundError:
        return None
    except OSError:
        log.warning("the LAN rejoin file %s cannot be read", path, exc_info=True)
        return None
    try:
        return ticket_from_json(json.loads(data.decode("utf-8")))
    except (ValueError, UnicodeDecodeError, RecursionError) as e:
        log.warning("the LAN rejoin file %s is damaged (%s): kept aside", path, e)
        try:
            move_aside(path)
        except OSError:
            log.warning("the damaged LAN rejoin file %s cannot be moved aside", path, exc_info=True)
        return None


def save_ticket(ticket: RejoinTicket, path: Path | None = None) -> None:
    """Write ``ticket`` atomically (a failure is logged: the game goes on without it)."""
    path = ticket_path() if path is None else Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(path, json.dumps(ticket.to_json(), ensure_ascii=False, indent=1), fsync=False)
    except OSError:
        log.warning("the LAN rejoin file %s cannot be written", path, exc_info=True)


def clear_ticket(path: Path | None = None) -> None:
    """Remove the ticket (nothing to come back to)."""
    path = ticket_path() if path is None else Path(path)
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError:
        log.warning("the LAN rejoin file %s cannot be removed", path, exc_info=True)
