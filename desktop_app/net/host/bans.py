"""Sending people away: kicks, and bans by name, by device (the optional ``device`` id of
the ``hello``: one PC) or by address (everyone at that address), which the host can list
and lift."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .. import protocol as P
from .connections import _Conn

#: What a ban can hold: a name, a device id, an address.
BAN_KINDS = ("name", "device", "address")


@dataclass(frozen=True)
class Ban:
    """One ban of the room: ``kind`` (``name``, ``device`` or ``address``), the banned
    ``value``, and ``name``, the person it was made for (for the host's list)."""

    kind: str
    value: str
    name: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "value": self.value, "name": self.name}


def ban_kinds(ban: bool | str | Sequence[str]) -> tuple[str, ...]:
    """``kick``'s ``ban`` as kinds: True is the name and the address (the default ban)."""
    if ban is True:
        return ("name", "address")
    if not ban:
        return ()
    kinds = (ban,) if isinstance(ban, str) else tuple(ban)
    for kind in kinds:
        if kind not in BAN_KINDS:
            raise ValueError(f"a ban is by {', '.join(BAN_KINDS)}, not {kind!r}")
    return kinds


class BansMixin:
    """:class:`~.core.LanHost`'s part that kicks and bans."""

    def kick(self, seat: int, ban: bool | str | Sequence[str] = False) -> bool:
        """Send the person at ``seat`` away; only their connection goes (others at the same
        PC stay). ``ban``: False, none; True, their name and their address (so everyone at
        that address); or ``"name"``, ``"device"`` (their PC, when their hello gave a device
        id), ``"address"``, or a list of those. Bans last while the room is open
        (:meth:`bans`, :meth:`unban`). Before the first game the seat opens again; during a
        game a bot plays it to the end."""
        kinds = ban_kinds(ban)
        conn = self._takers.get(seat)
        if conn is None:
            return False
        made = [self._ban_conn(conn, kind) for kind in kinds]
        self._send(conn, {"t": "bye", "reason": "kicked", "message": "the host has removed you from the room"})
        self._tokens = {t: s for t, s in self._tokens.items() if s != seat}  # no way back by token
        if self._started:
            self._kicked.add(seat)
        self.message.emit(f"{conn.name} was {'banned' if any(made) else 'removed'} by the host")
        self._drop(conn)
        return True

    def can_ban_device(self, seat: int) -> bool:
        """Did the person at ``seat`` join with a device id (so that a ban by device works)?"""
        conn = self._takers.get(seat)
        return conn is not None and conn.device is not None

    def _ban_conn(self, conn: _Conn, kind: str) -> bool:
        value = {"name": conn.asked_name, "device": conn.device or "", "address": conn.ip}[kind]
        return bool(value) and self.ban(kind, value, conn.name)

    def ban(self, kind: str, value: str, name: str = "") -> bool:
        """Ban a name, a device id or an address (False: already banned, or nothing to ban).
        Who is here already stays: :meth:`kick` sends them away."""
        if kind not in BAN_KINDS:
            raise ValueError(f"a ban is by {', '.join(BAN_KINDS)}, not {kind!r}")
        value = value.strip()
        if not value or (kind, value) in self._bans:
            return False
        self._bans[(kind, value)] = Ban(kind, value, name or (value if kind == "name" else ""))
        self.bans_changed.emit()
        return True

    def bans(self) -> list[Ban]:
        """The room's bans, oldest first."""
        return list(self._bans.values())

    def unban(self, kind: str, value: str) -> bool:
        """Lift a ban (False: there was none)."""
        found = self._bans.pop((kind, value.strip()), None)
        if found is None:
            return False
        self.message.emit(f"the ban on {found.name or found.value} ({kind}) was lifted")
        self.bans_changed.emit()
        return True

    def _banned(self, conn: _Conn, hello: P.Hello) -> Ban | None:
        """The ban that keeps this hello out, if any."""
        for key in (("name", hello.name.strip()), ("device", hello.device or ""), ("address", conn.ip)):
            if key[1] and key in self._bans:
                return self._bans[key]
        return None
