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

__all__ = [
    "ANY_BOT_LEVEL",
    "BOT",
    "BOT_LEVELS",
    "DEFAULT_NAME_FORMS",
    "HUMAN",
    "REMOTE",
    "SeatConfig",
    "SeatConfigError",
    "default_name_forms",
]

HUMAN = "human"
BOT = "bot"
REMOTE = "remote"  # a person or program playing from elsewhere (LAN)
#: the levels a player picks from (the new-game and host dialogs)
BOT_LEVELS: tuple[str, ...] = ("easy", "normal", "expert")
#: every level a bot seat may have ("random" plays any legal move: the server offers it)
ANY_BOT_LEVEL: tuple[str, ...] = (*BOT_LEVELS, "random")
_MAX_NAME = 64

#: The default seat names (东南西北, then 梅兰竹菊), each in every language the app speaks:
#: English, Simplified, Traditional. A game keeps them in the language it was played in,
#: so the history knows 兰, 蘭 and Orchid as one name (the UI shows them in its language).
DEFAULT_NAME_FORMS: tuple[tuple[str, str, str], ...] = (
    ("East", "东", "東"),
    ("South", "南", "南"),
    ("West", "西", "西"),
    ("North", "北", "北"),
    ("Plum", "梅", "梅"),
    ("Orchid", "兰", "蘭"),
    ("Bamboo", "竹", "竹"),
    ("Chrysanthemum", "菊", "菊"),
)


def default_name_forms(name: str) -> tuple[str, ...]:
    """Every form of ``name`` when it is a default seat name (any case, spaces around
    ignored), else ``()``.

    >>> default_name_forms(" 蘭 "), default_name_forms("orchid"), default_name_forms("Li")
    (('Orchid', '兰', '蘭'), ('Orchid', '兰', '蘭'), ())
    """
    key = name.strip().casefold()
    for forms in DEFAULT_NAME_FORMS:
        if any(key == f.casefold() for f in forms):
            return forms
    return ()


class SeatConfigError(ValueError):
    """A seat description that does not make sense."""


@dataclass(frozen=True, slots=True)
class SeatConfig:
    """One seat: a ``"human"`` at this PC, a ``"bot"`` with a ``level``
    (``"easy"``/``"normal"``/``"expert"``, or ``"random"``) or a ``"remote"`` player who
    acts from elsewhere (LAN)."""

    kind: str = HUMAN
    name: str = ""
    level: str | None = None

    def __post_init__(self) -> None:
        if self.kind not in (HUMAN, BOT, REMOTE):
            raise SeatConfigError(f"seat kind must be 'human', 'bot' or 'remote', not {self.kind!r}")
        if not isinstance(self.name, str) or len(self.name) > _MAX_NAME:
            raise SeatConfigError(f"bad seat name: {self.name!r}")
        if self.kind == BOT and self.level not in ANY_BOT_LEVEL:
            raise SeatConfigError(f"bot level must be one of {ANY_BOT_LEVEL}, not {self.level!r}")
        if self.kind != BOT and self.level is not None:
            raise SeatConfigError(f"a {self.kind} seat has no bot level")

    @classmethod
    def human(cls, name: str = "") -> SeatConfig:
        return cls(HUMAN, name)

    @classmethod
    def bot(cls, name: str = "", level: str = "normal") -> SeatConfig:
        return cls(BOT, name, level)

    @classmethod
    def remote(cls, name: str = "") -> SeatConfig:
        return cls(REMOTE, name)

    @property
    def is_remote(self) -> bool:
        return self.kind == REMOTE

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
