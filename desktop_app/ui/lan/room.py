"""One LAN room as the window shows it, the same for the host and for a client.

:class:`Room` reads the seats, the rules and the room options from a
:class:`~desktop_app.net.host.LanHost` (the host's window) or from the
:class:`~desktop_app.net.client.ClientSession`'s lobby (a client's), keeps the chat history
(every line heard, the host's refusals of our own lines, and notes of what happens in the
room: joins, drops, returns, 托管, a change of the rules), sends chat, and mutes: on the
host a mute is the room's (``LanHost.mute``: the host refuses that person's lines), on a
client it is this PC's (``ClientSession.muted``: their lines are not shown here).

Signals: ``changed()`` when the seating, ready marks or options change, ``chat_line(dict)``
for each new line or note.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ...net import protocol as P

__all__ = ["Room"]

#: the host's chat limit, as the refusal words say it
_RATE = (5, 10)


#: the host's words for its chat rate limit ("at most 5 lines in 10 s"), whatever comes around them
_RATE_WORDS = re.compile(r"at most (\d{1,4}) lines? (?:in|per|every) (\d{1,5}(?:\.\d+)?) ?s", re.IGNORECASE)


def _refusal(detail: str, me_muted: bool) -> dict[str, Any]:
    """A chat refusal of the host (its English ``detail``) as a line: ``muted``, ``rate``
    (with the host's own numbers when it says them), ``long``, or ``other``. Hosts word it
    differently from version to version: the words are read loosely."""
    low = detail.lower()
    if me_muted or "muted" in low:
        return {"refused": "muted", "detail": detail}
    found = _RATE_WORDS.search(detail)
    if found is not None:
        return {"refused": "rate", "detail": detail, "n": int(found[1]), "s": round(float(found[2]))}
    if "too fast" in low or "too many" in low or "slow down" in low:
        return {"refused": "rate", "detail": detail}
    if "characters" in low or "too long" in low:
        return {"refused": "long", "detail": detail}
    return {"refused": "other", "detail": detail}


def _same_refusal(a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
    """Do two chat lines say the same refusal (folded into one line with a count)?"""
    return a.get("refused") == b.get("refused") and a.get("detail", "") == b.get("detail", "")


def _seat_notes(seat: int, old: tuple[Any, ...] | None, new: tuple[Any, ...]) -> list[tuple[str, str, int]]:
    """What one seat's change says in the room's notes: (code, name, seat)."""
    kind, name, away, autoplay, muted, local = new
    if local:
        return []
    o_kind, o_name, o_away, o_autoplay, o_muted = (old or (None, None, False, False, False, False))[:5]
    if kind == "person" and (o_kind != "person" or o_name != name):
        left = [("left", str(o_name), seat)] if o_kind == "person" and o_name else []
        return [*left, ("joined", str(name), seat)]
    if o_kind == "person" and kind != "person":
        return [("left", str(o_name or ""), seat)]
    if kind != "person":
        return []
    out = []
    if away != o_away:
        out.append(("away" if away else "back", str(name), seat))
    elif autoplay != o_autoplay:
        out.append(("autoplay_on" if autoplay else "autoplay_off", str(name), seat))
    if muted != o_muted:
        out.append(("muted" if muted else "unmuted", str(name), seat))
    return out


def _fold_moves(notes: list[tuple[str, str, int]]) -> list[tuple[str, str, int]]:
    """A person who left one seat and joined another in the same change was moved by the
    host: one ``moved`` note (at the new seat) instead of "left" and "joined". A join at,
    or a leave from, a seat of this PC is said only as such a move (this PC knows whom it
    seated; its own lobby may come before or after the move's ``welcome``)."""
    left = {name: i for i, (code, name, _seat) in enumerate(notes) if code in ("left", "left_here") and name}
    out: list[tuple[str, str, int] | None] = list(notes)
    for i, (code, name, seat) in enumerate(notes):
        if code in ("joined", "joined_here") and name in left and out[left[name]] is not None:
            out[left.pop(name)] = None
            out[i] = ("moved", name, seat)
    return [n for n in out if n is not None and n[0] not in ("joined_here", "left_here")]


def _seat_dicts(seats: Any) -> list[dict[str, Any]]:
    return [dict(s) if isinstance(s, Mapping) else dataclasses.asdict(s) for s in seats]


class Room(QObject):
    """The room of ``host`` (this window hosts it) or of ``client`` (this window joined)."""

    changed = Signal()
    chat_line = Signal(object)

    def __init__(self, host: Any = None, client: Any = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        if (host is None) == (client is None):
            raise ValueError("a room is a host's or a client's")
        self.host = host
        self.client = client
        self.history: list[dict[str, Any]] = []
        self.host_chat_name = ""  # the host's lines when nobody plays at the host's PC
        self._before: dict[int, tuple[Any, ...]] | None = None
        self._rules_before: tuple[Any, ...] | None = None
        self._spectators_muted = False
        if host is not None:
            host.lobby_changed.connect(self._on_changed)
            host.chat_received.connect(self._on_chat)
        else:
            client.lobby_changed.connect(self._on_changed)
            client.chat_received.connect(self._on_chat)
            removed = getattr(client, "seat_removed", None)
            if removed is not None:
                removed.connect(self._on_seat_removed)
        self._gone: dict[int, str] = {}  # seats of this PC the host took away -> the person's name
        self._names_seen: dict[int, str] = {}  # the last person's name seen at each seat
        self._remember()

    # ------------------------------------------------------------------ facts
    @property
    def is_host(self) -> bool:
        return self.host is not None

    def seats(self) -> list[dict[str, Any]]:
        """The lobby's seats (``seat``, ``kind`` open/person/bot, ``name``, ``ready``,
        ``away``, ``autoplay``, ``muted``, ``local``, ``you``...)."""
        if self.host is not None:
            return list(self.host.lobby_seats())
        lobby = self.client.lobby
        return _seat_dicts(lobby.seats) if lobby is not None else []

    def here(self) -> set[int]:
        """The seats of the people at this PC."""
        if self.host is not None:
            return {i for i, p in enumerate(self.host.config.seats) if p.kind == "local"}
        return set(self.client.local_seats)

    @property
    def is_spectator(self) -> bool:
        return self.client is not None and self.client.is_spectator

    @property
    def name(self) -> str:
        if self.host is not None:
            return str(self.host.config.room)
        lobby = self.client.lobby
        return lobby.room if lobby is not None else ""

    @property
    def game_id(self) -> str:
        if self.host is not None:
            return str(self.host.config.game_id)
        lobby = self.client.lobby
        return lobby.game if lobby is not None else ""

    @property
    def players(self) -> int:
        if self.host is not None:
            return int(self.host.config.num_players)
        lobby = self.client.lobby
        return lobby.players if lobby is not None else 0

    @property
    def options(self) -> dict[str, Any]:
        if self.host is not None:
            return dict(self.host.config.options)
        lobby = self.client.lobby
        return dict(lobby.options) if lobby is not None else {}

    @property
    def match_length(self) -> int:
        if self.host is not None:
            return int(self.host.config.match_length)
        lobby = self.client.lobby
        return lobby.match_length if lobby is not None else 1

    @property
    def room_options(self) -> dict[str, Any]:
        if self.host is not None:
            return dict(self.host.config.room_options())
        lobby = self.client.lobby
        return dict(lobby.room_options) if lobby is not None else {}

    @property
    def password(self) -> bool | None:
        """Has the room a password (None: a client does not know)."""
        return bool(self.host.config.password) if self.host is not None else None

    @property
    def spectators(self) -> int:
        if self.host is not None:
            return int(self.host.spectators())
        lobby = self.client.lobby
        return lobby.spectators if lobby is not None else 0

    @property
    def started(self) -> bool:
        if self.host is not None:
            return bool(self.host.started)
        lobby = self.client.lobby
        return bool(lobby.started) if lobby is not None else False

    def not_ready(self, between_games: bool = False) -> list[str]:
        """Names of the people seated who have not said ready yet: before the first game
        the remote people (the host's own people start it), ``between_games`` everyone."""
        if self.host is not None and not between_games and self.host.all_ready():
            return []
        out = []
        for s in self.seats():
            local = bool(s.get("local")) and not between_games
            if s.get("kind") == "person" and not local and not s.get("ready") and s.get("connected", True):
                out.append(str(s.get("name") or ""))
        return out

    def my_seats_ready(self) -> bool:
        """A client: has every person here said ready (per the host's lobby, or the Ready
        the host is still answering seat by seat)?"""
        if self.client is not None:
            return bool(self.client.lobby_ready())
        here = self.here()
        marks = [bool(s.get("ready")) for s in self.seats() if s.get("seat") in here]
        return bool(marks) and all(marks)

    # ------------------------------------------------------------------ changes
    def _state(self) -> dict[int, tuple[Any, ...]]:
        return {
            int(s.get("seat", i)): (
                s.get("kind"),
                s.get("name"),
                bool(s.get("away")),
                bool(s.get("autoplay")),
                bool(s.get("muted")),
                bool(s.get("local")),
            )
            for i, s in enumerate(self.seats())
        }

    def _remember(self) -> None:
        self._before = self._state() if (self.host is not None or self.client.lobby is not None) else None
        for seat, state in (self._before or {}).items():
            if state[0] == "person":
                self._names_seen[seat] = str(state[1] or "")
        self._rules_before = (tuple(sorted(self.options.items())), self.match_length)

    def _on_changed(self) -> None:
        before, rules_before = self._before, self._rules_before
        self._remember()
        if before is not None:
            notes: list[tuple[str, str, int]] = []
            here = self.here()
            for seat, now in sorted((self._before or {}).items()):
                old = before.get(seat)
                if seat not in here:
                    notes += _seat_notes(seat, old, now)
                else:
                    if old is not None and old[4] != now[4]:  # the host muted (or let chat) someone here
                        notes.append(("muted" if now[4] else "unmuted", str(now[1] or ""), seat))
                    if now[0] == "person" and (old is None or old[:2] != now[:2]):
                        notes.append(("joined_here", str(now[1] or ""), seat))  # said only as a move
                    if old is not None and old[0] == "person" and old[:2] != now[:2]:
                        notes.append(("left_here", str(old[1] or ""), seat))  # (the seat's lobby came first)
            for code, name, seat in _fold_moves(notes):
                if self._gone.get(seat) == name and code in ("left", "away"):
                    continue  # said already: the host removed them
                self._note(code, name, seat)
            if not self.started and rules_before is not None and rules_before != self._rules_before:
                self._note("rules_changed")
        self.changed.emit()

    def _on_seat_removed(self, seat: int, reason: str) -> None:
        """One of the people at this PC is no longer in the room (the others are)."""
        name = self._names_seen.get(seat, "")  # (the lobby may show the seat open already)
        self._gone[seat] = name
        self._note("removed" if reason in ("kicked", "banned") else "taken_back", name, seat)

    def _note(self, code: str, name: str = "", seat: int | None = None) -> None:
        self._add({"system": code, "name": name, "seat": seat})

    # ------------------------------------------------------------------ chat
    def _add(self, line: dict[str, Any]) -> None:
        last = self.history[-1] if self.history else None
        if last is not None and line.get("refused") is not None and _same_refusal(last, line):
            last["count"] = int(last.get("count", 1)) + 1  # a flood's refusals: one line, counted
            self.chat_line.emit(last)
            return
        self.history.append(line)
        self.chat_line.emit(line)

    def note_cut(self, limit: int, cut: int) -> None:
        """The chat box cut a line to ``limit`` characters (``cut`` left out): said once,
        among the lines (on this PC only)."""
        self._add({"system": "cut", "n": limit, "k": cut})

    def chat_limit(self) -> int:
        """The longest chat line the room takes (the host's ``room_options.chat_max``
        when it says one, never more than this Paiju may send)."""
        limit = self.room_options.get("chat_max")
        if isinstance(limit, int) and not isinstance(limit, bool) and 1 <= limit <= P.CHAT_MAX:
            return limit
        return P.CHAT_MAX

    def _on_chat(self, msg: Mapping[str, Any]) -> None:
        if msg.get("refused") is not None:
            detail = str(msg.get("refused") or "")
            me_muted = any(s.get("muted") for s in self.seats() if s.get("seat") in self.here())
            self._add(_refusal(detail, me_muted))
            return
        self._add(
            {
                "seat": msg.get("seat"),
                "name": str(msg.get("name") or ""),
                "text": str(msg.get("text") or ""),
                "phrase": msg.get("phrase"),
            }
        )

    def visible_chat(self) -> list[dict[str, Any]]:
        """The lines to show: a client hides those of the names it muted."""
        if self.client is None or not self.client.muted:
            return list(self.history)
        muted = self.client.muted
        return [ln for ln in self.history if ln.get("system") is not None or ln.get("name") not in muted]

    def can_chat(self) -> bool:
        if self.host is not None:
            return bool(self.host.is_listening)
        c = self.client
        return bool(c.connections) and not c.is_lost

    def send_chat(self, text: str = "", phrase: str | None = None) -> bool:
        """Say ``text`` (or the quick phrase ``phrase``) to the room."""
        if phrase is None and (P.check_chat_text(text) is not None or len(text.strip()) > self.chat_limit()):
            return False
        if self.host is not None:
            here = sorted(self.here())
            seat = here[0] if here else None
            plans = self.host.config.seats
            name = plans[seat].name if seat is not None else self.host_chat_name
            return bool(self.host.send_chat(text, phrase, seat=seat, name=name))
        if not self.can_chat() or not self.client.send_chat(text, phrase):
            self._add({"refused": "offline"})
            return False
        return True

    def chat_people(self) -> list[tuple[Any, str, bool]]:
        """Whom this PC may mute: (key, name, muted) of every other person (the host
        also the spectators, as one)."""
        here = self.here()
        out: list[tuple[Any, str, bool]] = []
        for s in self.seats():
            if s.get("kind") != "person" or s.get("seat") in here or s.get("you"):
                continue
            name = str(s.get("name") or "")
            if self.host is not None:
                if not s.get("local"):
                    out.append((s.get("seat"), name, bool(s.get("muted"))))
            elif name:
                out.append((name, name, name in self.client.muted))
        if self.host is not None and self.spectators:
            out.append((None, QCoreApplication.translate("Room", "the spectators"), self._spectators_muted))
        return out

    def set_muted(self, key: Any, on: bool) -> None:
        """Mute (or hear again) ``key``: a seat on the host, a name on a client."""
        if self.host is not None:
            self.host.mute(key, on)
            if key is None:
                self._spectators_muted = on
        elif on:
            self.client.muted.add(key)
        else:
            self.client.muted.discard(key)
        self.changed.emit()

    @staticmethod
    def rate() -> tuple[int, int]:
        return _RATE
