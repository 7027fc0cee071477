"""Seat configuration: who sits where (pure Python, importable without Qt).

It lives in the store (saves and profiles read and write seats); the session re-exports it
from :mod:`desktop_app.session.seats`.

>>> SeatConfig.bot("Bot 1", "expert").to_json()
{'kind': 'bot', 'name': 'Bot 1', 'level': 'expert'}
>>> SeatConfig.from_json({"kind": "human", "name": "Li"})
SeatConfig(kind='human', name='Li', level=None)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

__all__ = ["BOT", "BOT_LEVELS", "HUMAN", "SeatConfig", "SeatConfigError"]

HUMAN = "human"
BOT = "bot"
BOT_LEVELS: tuple[str, ...] = ("easy", "normal", "expert")
_MAX_NAME = 64


class SeatConfigError(ValueError):
    """A seat description that does not make sense."""


@dataclass(frozen=True, slots=True)
class SeatConfig:
    """One seat: a ``"human"`` at this PC or a ``"bot"`` with a ``level``
    (``"easy"``/``"normal"``/``"expert"``)."""

    kind: str = HUMAN
    name: str = ""
    level: str | None = None

    def __post_init__(self) -> None:
        if self.kind not in (HUMAN, BOT):
            raise SeatConfigError(f"seat kind must be 'human' or 'bot', not {self.kind!r}")
        if not isinstance(self.name, str) or len(self.name) > _MAX_NAME:
            raise SeatConfigError(f"bad seat name: {self.name!r}")
        if self.kind == BOT and self.level not in BOT_LEVELS:
            raise SeatConfigError(f"bot level must be one of {BOT_LEVELS}, not {self.level!r}")
        if self.kind == HUMAN and self.level is not None:
            raise SeatConfigError("a human seat has no bot level")

    @classmethod
    def human(cls, name: str = "") -> SeatConfig:
        return cls(HUMAN, name)

    @classmethod
    def bot(cls, name: str = "", level: str = "normal") -> SeatConfig:
        return cls(BOT, name, level)

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    @property
    def is_bot(self) -> bool:
        return self.kind == BOT

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.kind, "name": self.name}
        if self.level is not None:
            d["level"] = self.level
        return d

    @classmethod
    def from_json(cls, d: Any) -> SeatConfig:
        """Parse a seat; raises :class:`SeatConfigError` on anything malformed."""
        if not isinstance(d, Mapping):
            raise SeatConfigError("a seat must be an object")
        kind, name, level = d.get("kind"), d.get("name", ""), d.get("level")
        if not isinstance(kind, str) or not isinstance(name, str) or not (level is None or isinstance(level, str)):
            raise SeatConfigError(f"bad seat: {d!r}")
        return cls(kind, name, level)
