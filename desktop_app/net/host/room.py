"""The room's seating: who sits where (joins by hello, leaves, drops and the grace period,
rejoin tokens), the lobby message, and the host's lobby tools (move, seat plans, options;
kicks and bans are :mod:`.bans`)."""

from __future__ import annotations

import dataclasses
import logging
import secrets
from typing import Any

from PySide6.QtCore import QTimer

from ... import engine
from .. import protocol as P
from .config import SeatPlan
from .connections import _Conn
from .limits import STAND_IN_LEVEL

log = logging.getLogger("desktop_app.net.host")


class RoomMixin:
    """:class:`~.core.LanHost`'s part that keeps the seats and the lobby."""

    @property
    def started(self) -> bool:
        """Has the first game of the room started?"""
        return self._started

    def seat_plan(self, seat: int) -> SeatPlan:
        return self.config.seats[seat]

    def open_seats(self) -> list[int]:
        """Open seats nobody has taken yet (before the first game)."""
        if self._started:
            return []
        return [i for i, p in enumerate(self.config.seats) if p.kind == "open" and i not in self._takers]

    def remote_name(self, seat: int) -> str | None:
        """The name of the person who took an open seat (None: nobody)."""
        return self._names.get(seat)

    def is_away(self, seat: int) -> bool:
        return seat in self._away

    def connections(self) -> int:
        return sum(1 for c in self._conns.values() if c.joined)

    def spectators(self) -> int:
        return sum(1 for c in self._conns.values() if c.joined and c.spectator)

    def spectator_names(self) -> list[str]:
        """The names of the spectators watching, in the order they came."""
        return [c.name for c in self._conns.values() if c.joined and c.spectator and not c.closing]

    def lobby_seats(self, viewer: _Conn | None = None) -> list[dict[str, Any]]:
        """The seats as the ``lobby`` message describes them."""
        out: list[dict[str, Any]] = []
        live = self.session.seats if self._started else ()
        for i, plan in enumerate(self.config.seats):
            d: dict[str, Any] = {"seat": i}
            if plan.kind == "local":
                d.update(kind="person", name=plan.name, connected=True, local=True)
            elif plan.kind == "bot":
                d.update(kind="bot", name=plan.name, level=plan.level or "normal")
            elif i in self._names:
                d.update(kind="person", name=self._names[i], connected=i in self._takers and i not in self._away)
                if i in self._away:
                    d["away"] = True
                    if not (self._started and self.session.game is not None and i in self.session.autoplay_seats):
                        d["waiting"] = True  # nobody plays the seat (a reopened room): the room waits for them
            elif self._started and i < len(live):
                d.update(kind="bot", name=live[i].name, level=live[i].level or self.config.fill_level)
            else:
                d.update(kind="open", name="")
            if viewer is not None and viewer.seat == i and not viewer.spectator:
                d["you"] = True
            if (i in self._lobby_ready and not self._started) or (self._waiting_next and self._seat_ready_for_next(i)):
                d["ready"] = True
            if self._started and i in self.session.autoplay_seats and i not in self._away:
                d["autoplay"] = True
            if i in self._muted:
                d["muted"] = True
            out.append(d)
        return out

    def _lobby_json(self, conn: _Conn | None) -> dict[str, Any]:
        s = self.session
        return {
            "t": "lobby",
            "room": self.config.room,
            "game": self.config.game_id,
            "players": self.config.num_players,
            "options": dict(self.config.options),
            "match_length": self.config.match_length,
            "seats": self.lobby_seats(conn),
            "started": self._started,
            "games_played": s.games_played if self._started else 0,
            "totals": list(s.totals) if self._started else [],
            "spectators": self.spectators(),
            "room_options": self.config.room_options(),
        }

    def _broadcast_lobby(self, **extra: Any) -> None:
        """Every joined connection gets the lobby (with ``extra`` fields: ``moved``)."""
        for conn in list(self._conns.values()):
            if conn.joined:
                self._send(conn, {**self._lobby_json(conn), **extra})
        self.lobby_changed.emit()

    def move_seat(self, source: int, target: int) -> bool:
        """Before the first game: move the person at ``source`` to the free open seat
        ``target`` (their token follows them). Everyone's next ``lobby`` says so once
        (``moved``), and :attr:`seat_moved` fires."""
        conn = self._takers.get(source)
        if self._started or conn is None or target not in self.open_seats():
            return False
        del self._takers[source]
        self._takers[target] = conn
        self._names[target] = self._names.pop(source, conn.name)
        self._tokens = {t: (target if s == source else s) for t, s in self._tokens.items()}
        if source in self._lobby_ready:
            self._lobby_ready.discard(source)
            self._lobby_ready.add(target)
        conn.seat = target
        self._send(conn, {"t": "welcome", "seat": target, "token": self._token_of(target), "name": conn.name,
                          "protocol": P.PROTOCOL_VERSION, "app": self.app_version, "room": self.config.room,
                          "game": self.config.game_id, "players": self.config.num_players,
                          "options": dict(self.config.options), "match_length": self.config.match_length,
                          "room_options": self.config.room_options(), "moved": True})  # fmt: skip
        self.message.emit(f"{conn.name} moved from seat {source + 1} to seat {target + 1}")
        self.seat_moved.emit(conn.name, source, target)
        self._broadcast_lobby(moved={"name": conn.name, "from": source, "to": target})  # one move, not a leave and a join
        return True

    def set_seat_plan(self, seat: int, plan: SeatPlan) -> bool:
        """Before the first game: make a seat open, a bot or a person here. A seat a
        remote person has taken changes only by :meth:`kick` first."""
        if self._started or not 0 <= seat < self.config.num_players or seat in self._takers:
            return False
        seats = list(self.config.seats)
        seats[seat] = plan
        self.config = dataclasses.replace(self.config, seats=tuple(seats))
        self._lobby_ready.clear()  # the table changed: everyone says ready again
        self._broadcast_lobby()
        if self.config.auto_start and not self.open_seats():
            QTimer.singleShot(0, self._auto_start)
        return True

    def set_options(self, options: dict[str, Any], match_length: int | None = None) -> None:
        """Before the first game: change the rule options (checked by the game; raises
        EngineError) and the match length; everyone sees the change."""
        if self._started:
            raise ValueError("the game has started")
        opts = engine.game_class(self.config.game_id).options_class.from_dict(options).to_dict()
        changes: dict[str, Any] = {"options": opts}
        if match_length is not None:
            if not isinstance(match_length, int) or match_length < 1:
                raise ValueError(f"bad match length: {match_length!r}")
            changes["match_length"] = match_length
        self.config = dataclasses.replace(self.config, **changes)
        self._lobby_ready.clear()  # the rules changed: everyone says ready again
        self._broadcast_lobby()

    def _token_of(self, seat: int) -> str:
        return next((t for t, s in self._tokens.items() if s == seat), "")

    def _on_hello(self, conn: _Conn, d: dict[str, Any]) -> None:
        problem = P.hello_error(d)
        if problem is not None:
            self._refuse(conn, *problem)
            return
        hello = P.parse_client_message(d)
        assert isinstance(hello, P.Hello)
        ip = conn.address.rpartition(":")[0]
        if self._churn(f"addr {ip}", self.hellos_per_address):  # wrong passwords count too
            self._refuse(conn, "rate_limited", "too many joins in a short time: wait a minute")
            return
        if self.config.password and not P.proof_matches(self.config.password, conn.nonce, hello.proof):
            self._refuse(conn, "bad_password", "wrong password")
            return
        if self._banned(conn, hello) is not None:
            self._refuse(conn, "banned", "the host has banned you from this room")
            return
        if hello.token is not None and self._churn(f"token {hello.token}", self.hellos_per_token):
            self._refuse(conn, "rate_limited", "too many joins in a short time: wait a minute")
            return
        seat: int | None
        if hello.spectate:
            seat = None
        elif hello.token is not None:
            seat = self._tokens.get(hello.token)
            if seat is None:
                self._refuse(conn, "bad_token", "unknown rejoin token")
                return
            old = self._takers.get(seat)
            if old is not None and old is not conn and not old.closing:  # (a dropped one is closed already)
                log.info("seat %d reclaimed by its token: the old connection is closed", seat)
                self._send(old, {"t": "bye", "reason": "replaced", "message": "the seat was taken back elsewhere"})
                old.joined = False  # the seat passes on: no drop-out
                self._drop(old)
        else:
            free = self.open_seats()
            if hello.seat is not None:
                if not 0 <= hello.seat < self.config.num_players:
                    self._refuse(conn, "bad_hello", f"there is no seat {hello.seat}")
                    return
                if hello.seat not in free:
                    self._refuse(conn, "seat_taken", f"seat {hello.seat} is not open")
                    return
                seat = hello.seat
            elif free:
                seat = free[0]
            else:
                self._refuse(conn, "room_full", "no seat is open")
                return
        conn.joined = True
        conn.features = hello.features
        conn.asked_name, conn.device = hello.name.strip(), hello.device
        conn.name = self._unique_name(hello.name.strip(), seat)
        token = ""
        if seat is None:
            conn.spectator = True
        else:
            conn.seat = seat
            self._takers[seat] = conn
            self._names[seat] = conn.name
            token = next((t for t, s in self._tokens.items() if s == seat), "") or secrets.token_hex(16)
            self._tokens[token] = seat
            if seat in self._away:
                self._away.discard(seat)
                self._stop_grace(seat)
                if self._pending_resume is None:
                    self.session.set_autoplay(seat, None)
                elif not self._away:  # everyone is back: deal the next game
                    QTimer.singleShot(0, self._resume_now)
                self.message.emit(f"{conn.name} is back")
            self._save_extra()
        log.info("%s joined as %r, seat %s", conn.address, conn.name, seat)
        self._send(
            conn,
            {
                "t": "welcome",
                "seat": seat,
                "token": token,
                "name": conn.name,
                "protocol": P.PROTOCOL_VERSION,
                "app": self.app_version,
                "room": self.config.room,
                "game": self.config.game_id,
                "players": self.config.num_players,
                "options": dict(self.config.options),
                "match_length": self.config.match_length,
                "room_options": self.config.room_options(),
                "features": [P.DISPUTES_FEATURE],
            },
        )
        if seat is not None:
            self.message.emit(f"{conn.name} joined")
        self._broadcast_lobby()
        if self._started and self.session.game is not None:
            self._flush_one(conn, force=True)
            if self.session.is_game_over and self._last_game_over is not None:
                self._send(conn, self._last_game_over)  # the game ended while they were away
        elif self.config.auto_start and not self.open_seats():
            QTimer.singleShot(0, self._auto_start)

    def all_ready(self) -> bool:
        """Before the first game: is every person seated ready (when the room waits for
        ready marks; programs that do not speak ``ready`` always are)?"""
        if not self.config.wait_ready:
            return True
        for seat, conn in self._takers.items():
            if "ready" in conn.features and seat not in self._lobby_ready:
                return False
        return True

    def _on_ready(self, conn: _Conn, ready: bool) -> None:
        if conn.seat is None or conn.spectator or not self._costly_ok(conn):
            return
        if not self._started:
            if ready:
                self._lobby_ready.add(conn.seat)
            else:
                self._lobby_ready.discard(conn.seat)
            self._broadcast_lobby()
            if self.config.auto_start and not self.open_seats():
                QTimer.singleShot(0, self._auto_start)
        elif ready:
            self.request_next_game(conn.key)
            self._broadcast_lobby()
        else:
            self._ready.discard(conn.key)
            self._broadcast_lobby()

    def _seat_ready_for_next(self, seat: int) -> bool:
        """Between games: has the person at ``seat`` said ready for the next one?"""
        if self.config.seats[seat].kind == "local":
            return "local" in self._ready
        conn = self._takers.get(seat)
        return conn is not None and ("ready" not in conn.features or conn.key in self._ready)

    def _auto_start(self) -> None:
        if self._started or self._closed or self.open_seats() or not self.all_ready():
            return
        try:
            self.start_now()
        except Exception:
            log.exception("the room's game cannot start")
            self.message.emit("the game cannot start")

    def _unique_name(self, name: str, seat: int | None) -> str:
        """``name``, or ``name (2)``, ``name (3)``... when someone in the room has it."""
        taken = {p.name for p in self.config.seats if p.kind != "open" and p.name}
        taken |= {n for s, n in self._names.items() if s != seat}
        taken |= {c.name for c in self._conns.values() if c.joined and c.spectator}
        if name not in taken:
            return name
        k = 2
        while True:
            suffix = f" ({k})"
            candidate = name[: P.NAME_MAX - len(suffix)] + suffix
            if candidate not in taken:
                return candidate
            k += 1

    def _forget(self, conn: _Conn, notify: bool = True) -> None:
        if self._conns.pop(conn.key, None) is None:
            return
        self._costly.pop(conn.key, None)
        deal = self._deal
        if deal is not None and conn.key in deal.waiting:  # it will not send its nonce now
            deal.waiting.discard(conn.key)
            if not deal.waiting:
                QTimer.singleShot(0, lambda d=deal: self._finish_deal(d))
        self._dead.append(conn.sock)  # deleted by the housekeeping, outside its own signals
        if not conn.joined or conn.seat is None or conn.spectator:
            if conn.joined and conn.spectator and notify:
                self._broadcast_lobby()
            return
        seat = conn.seat
        if self._takers.get(seat) is not conn:
            return
        if not self._started:
            del self._takers[seat]
            self._names.pop(seat, None)
            self._tokens = {t: s for t, s in self._tokens.items() if s != seat}
            self.message.emit(f"{conn.name} left")
        else:
            self._away.add(seat)
            if not self._closed:
                self.session.set_autoplay(seat, STAND_IN_LEVEL)
                self._start_grace(seat)
            self.message.emit(f"{conn.name} dropped out: a bot plays for them")
            log.info("seat %d (%s) dropped out: a bot plays", seat, conn.name)
        if notify and not self._closed:
            self._broadcast_lobby()
            self._maybe_next_game()
            self._settle_vote()  # a voter who left is no longer asked

    def _start_grace(self, seat: int) -> None:
        """The seat's person has ``grace_ms`` to come back; then the game's rule for
        leaving applies (弃权 / 逃跑: the engine's abandon)."""
        if seat in self._kicked or self.config.grace_ms <= 0 or seat in self._grace:
            return
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(lambda s=seat: self._grace_over(s))
        self._grace[seat] = timer
        timer.start(self.config.grace_ms)

    def _stop_grace(self, seat: int) -> None:
        timer = self._grace.pop(seat, None)
        if timer is not None:
            timer.stop()
            timer.deleteLater()

    def _grace_over(self, seat: int) -> None:
        self._stop_grace(seat)
        if self._pending_resume is not None:  # a reopened room between games: deal without them
            if not self._grace:
                self._resume_now()
            return
        if self._closed or seat not in self._away or self.session.is_game_over or self.session.game is None:
            return
        name = self._names.get(seat, "")
        log.info("seat %d (%s) did not come back in time: the game's rule for leaving applies", seat, name)
        error = self.session.abandon_for(seat)
        if error is not None:
            log.info("seat %d could not abandon: %s", seat, error)
            return
        self.message.emit(f"{name} did not come back in time: they abandon")
        self.session.set_autoplay(seat, STAND_IN_LEVEL)  # whatever the rules still ask of the seat
