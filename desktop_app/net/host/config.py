"""What a LAN room offers: its seats (:class:`SeatPlan`) and its rules (:class:`RoomConfig`)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class SeatPlan:
    """One seat of a room: ``local`` (a person at the host's PC), ``open`` (for a person
    or program who joins) or ``bot`` (with a ``level``)."""

    kind: str
    name: str = ""
    level: str | None = None

    def __post_init__(self) -> None:
        if self.kind not in ("local", "open", "bot"):
            raise ValueError(f"a seat is local, open or bot, not {self.kind!r}")


@dataclass(frozen=True)
class RoomConfig:
    """What a host offers: the game and its rules, the seats, the room's name and
    password (empty: none). ``auto_start``: start once every open seat is taken.
    ``fill_level``: the bots that take open seats when the host starts early.
    ``next_game_delay_ms``: the pause between a game's end and the next once everyone
    is ready; ``ready_timeout_ms``: the longest wait for people to be ready.

    Room options: ``grace_ms``, how long a player who dropped out keeps the seat (a bot
    plays meanwhile) before the game's own rule for leaving applies; ``turn_ms``, a
    person's time to act (0: no limit); ``spectator_delay``, spectators see each trick
    only once it is over; ``wait_ready``, the first game starts only once the people
    seated say they are ready; ``fair_deal``, each game's seed comes from the
    commit-reveal exchange."""

    room: str
    game_id: str
    num_players: int
    seats: tuple[SeatPlan, ...]
    options: dict[str, Any] = field(default_factory=dict)
    match_length: int = 1
    password: str = ""
    auto_start: bool = True
    fill_level: str = "normal"
    next_game_delay_ms: int = 1500
    ready_timeout_ms: int = 60_000
    grace_ms: int = 60_000
    turn_ms: int = 0
    spectator_delay: bool = False
    wait_ready: bool = False
    fair_deal: bool = True

    def room_options(self) -> dict[str, Any]:
        """The room options as the lobby message shows them."""
        return {
            "grace_s": self.grace_ms / 1000,
            "turn_s": self.turn_ms / 1000,
            "spectator_delay": self.spectator_delay,
            "wait_ready": self.wait_ready,
            "fair_deal": self.fair_deal,
        }

    def to_json(self) -> dict[str, Any]:
        d = dataclasses.asdict(self)
        d["seats"] = [dataclasses.asdict(p) for p in self.seats]
        return d

    @classmethod
    def from_json(cls, d: Any) -> RoomConfig:
        """The inverse of :meth:`to_json` (ValueError on anything malformed)."""
        if not isinstance(d, dict) or not isinstance(d.get("seats"), list):
            raise ValueError("a room must be an object with seats")
        names = {f.name for f in dataclasses.fields(cls)}
        kwargs = {k: v for k, v in d.items() if k in names}
        kwargs["seats"] = tuple(SeatPlan(**p) for p in d["seats"] if isinstance(p, dict))
        try:
            return cls(**kwargs)
        except TypeError as e:
            raise ValueError(str(e)) from None


def seat_plans(specs: Sequence[str]) -> tuple[SeatPlan, ...]:
    """``open`` / ``bot:LEVEL`` / ``local`` entries as seat plans (the server's --seats)."""
    out = []
    for spec in specs:
        kind, _, level = spec.strip().partition(":")
        if kind == "bot":
            out.append(SeatPlan("bot", "", level or "normal"))
        else:
            out.append(SeatPlan(kind))
    return tuple(out)

