"""Driving the games: starting them, taking actions, sending each connection its update
(events and view), 托管, and the pause between games (ready marks, the next game)."""

from __future__ import annotations

import logging
import time
from typing import Any

from PySide6.QtCore import QTimer

from ... import engine
from ...session.seats import SeatConfig
from .. import protocol as P
from .connections import _Conn
from .limits import STAND_IN_LEVEL
from .views import _give_way, _json_params, _ViewCache

log = logging.getLogger("desktop_app.net.host")


class GameMixin:
    """:class:`~.core.LanHost`'s part that plays the games and sends the updates."""

    def start_now(self) -> bool:
        """Start the first game now: bots take the open seats nobody took. With the fair
        deal the game starts once the seats' nonces are in (at most a few seconds)."""
        if self._started or self._closed:
            return False
        c = self.config
        engine.game_class(c.game_id).options_class.from_dict(c.options)  # refuse bad options now
        seats: list[SeatConfig] = []
        for i, plan in enumerate(self.config.seats):
            if plan.kind == "local":
                seats.append(SeatConfig.human(plan.name))
            elif plan.kind == "bot":
                seats.append(SeatConfig.bot(plan.name, plan.level or "normal"))
            elif i in self._takers:
                seats.append(SeatConfig.remote(self._names.get(i, "")))
            else:
                seats.append(SeatConfig.bot("", self.config.fill_level))
        self._started = True
        self._lobby_ready.clear()
        self._broadcast_lobby()

        def deal(seed: int | None) -> None:
            self.game_starting.emit()
            if seed is None:
                self.session.start(c.game_id, c.num_players, seats, c.options, c.match_length, self._seed)
            else:
                match_seed = self._seed
                self.session.start(
                    c.game_id, c.num_players, seats, c.options, c.match_length, match_seed, game_seed=seed, deal="fair"
                )
            self._save_extra()
            self._broadcast_lobby()

        self._begin_deal(1, deal)
        return True

    def start_new_match(self) -> bool:
        """After a match, start another with the same seats (a person who dropped out
        stays played by a bot until they come back)."""
        if not self._started or self._closed or not self.session.is_match_over:
            return False
        c = self.config
        seats = list(self.session.seats)

        def deal(seed: int | None) -> None:
            self.game_starting.emit()
            if seed is None:
                self.session.start(c.game_id, c.num_players, seats, c.options, c.match_length, None)
            else:
                self.session.start(
                    c.game_id, c.num_players, seats, c.options, c.match_length, None, game_seed=seed, deal="fair"
                )
            for seat in sorted(self._away | self._kicked):
                self.session.set_autoplay(seat, STAND_IN_LEVEL)
            self._save_extra()
            self._broadcast_lobby()

        self._begin_deal(1, deal)
        return True

    def request_next_game(self, who: Any = "local") -> None:
        """``who`` (the people at the host's PC by default) is ready for the next game."""
        if not self._waiting_next:
            return
        self._ready.add(who)
        self._maybe_next_game()

    def _on_autoplay_changed(self, _seat: int, _on: bool) -> None:
        """托管 began or ended (at a request, after time-outs, when a person acts): the
        lobby's marks follow, once per turn of the event loop."""
        if not self._lobby_pending:
            self._lobby_pending = True

            def send() -> None:
                self._lobby_pending = False
                if not self._closed:
                    self._broadcast_lobby()

            QTimer.singleShot(0, send)

    def set_autoplay(self, seat: int, on: bool) -> bool:
        """托管 for a seat of the room (the host's window, for its own people; a connection's
        ``autoplay``): a bot plays it until it is taken back. Taking it back starts the
        count of time-outs in a row afresh. False when no game has started or there is no
        such seat."""
        if not self._started or not 0 <= seat < self.config.num_players:
            return False
        self.session.set_autoplay(seat, STAND_IN_LEVEL if on else None)
        if not on:
            self.session.clear_timeouts(seat)
        self._broadcast_lobby()
        return True

    def _on_autoplay(self, conn: _Conn, on: bool) -> None:
        """托管 at the player's wish: a bot plays the seat until they take it back."""
        if conn.seat is None or conn.spectator or not self._started or not self._costly_ok(conn):
            return
        self.message.emit(f"{conn.name}: {'a bot plays for them' if on else 'back at the table'}")
        self.set_autoplay(conn.seat, on)

    def _on_action(self, conn: _Conn, req: P.ActionRequest) -> None:
        def reject(reason: str, message: str, **params: Any) -> None:
            self._send(conn, {"t": "rejected", "id": req.id, "reason": reason, "params": params, "message": message})

        if conn.spectator or conn.seat is None:
            reject("spectator", "a spectator takes no actions")
            return
        seat = conn.seat
        if req.seat is not None and req.seat != seat:
            reject("not_your_seat", f"this connection plays seat {seat}, not seat {req.seat}", seat=req.seat)
            self._strike(conn)
            return
        if not self._started or self.session.game is None:
            reject("no_game", "no game is running")
            return
        conn.ack = req.id
        error = self.session.submit_remote(seat, req.action(seat))
        if error is not None:
            conn.ack = None
            reject(error.reason, str(error), **_json_params(error))
            return
        if conn.ack is not None:  # the update now, not after the event loop's next turn
            if self._flush_pending:
                self._deferred_flush()
            if conn.ack is not None:  # the session had nothing to flush: acknowledge anyway
                self._flush_one(conn, force=True)

    def _on_game_started(self, _info: Any) -> None:
        self._game_key += 1
        self._played_deal = self._deal if self.config.fair_deal else None
        self._waiting_next = False
        self._ready.clear()
        self._next_timer.stop()
        self._ready_timer.stop()

    def _on_event(self, _event: Any) -> None:
        if not self._flush_pending:
            self._flush_pending = True
            QTimer.singleShot(0, self._deferred_flush)

    def _deferred_flush(self) -> None:
        if self._flush_pending:  # not flushed meanwhile
            self._flush_pending = False
            self.flush()

    def _on_turn(self, _seat: int) -> None:
        # after the session's own work for the turn (a rule or turn timer starting): one update
        self._on_event(None)

    def _on_timer_started(self, seat: int, ms: int) -> None:
        self._timer = (seat, time.monotonic() + ms / 1000.0)

    def _on_timer_stopped(self, _seat: int) -> None:
        self._timer = None

    def flush(self) -> None:
        """Send every connection what changed since its last update. A durable host
        (:attr:`durable`) first puts every move on disk (:meth:`_make_durable`), so that
        no client ever sees a move a crash of the host would lose."""
        game = self.session.game
        if game is None:
            return
        self._make_durable()
        cache = _ViewCache(game, self._view_memo)
        to_move = game.to_move

        def order(conn: _Conn) -> int:
            # the connection whose action this acknowledges first (its round trip waits
            # for nothing else), the seat to move last (the host has done its work by the
            # time that seat answers); every connection still gets every update, in order
            if conn.ack is not None:
                return 0
            return 2 if conn.seat == to_move and not conn.spectator else 1

        for conn in sorted((c for c in self._conns.values() if c.joined and not c.closing), key=order):
            acknowledges = conn.ack is not None
            if self._flush_one(conn, cache=cache) and not conn.closing:
                conn.sock.flush()  # on its way now, in this order (not once every view is made)
                if acknowledges:
                    _give_way()

    def _flush_one(
        self, conn: _Conn, force: bool = False, cache: _ViewCache | None = None, snapshot: bool = False
    ) -> bool:
        """Send ``conn`` its update if it has one due; True when a frame was written."""
        game = self.session.game
        if game is None:
            return False
        events = game.events
        snapshot = snapshot or conn.game_key != self._game_key or (force and conn.seq == 0)
        start = 0 if snapshot else conn.sent
        if not snapshot and not force and start >= len(events) and conn.ack is None:
            return False
        seat = conn.seat
        cache = cache or _ViewCache(game, self._view_memo)
        if conn.spectator and self.config.spectator_delay and not game.is_over and not cache.trick_clear():
            conn.snapshot_due = conn.snapshot_due or snapshot
            return False  # a delayed spectator sees each trick once it is over
        snapshot = snapshot or conn.snapshot_due
        conn.snapshot_due = False
        self._make_durable()  # (nothing to do when flush() did it)
        start = 0 if snapshot else conn.sent
        mine = [e for e in events[start:] if e.visible(seat)]
        view, view_json, digest, view_bytes = cache.get(seat)
        timer = None
        if self._timer is not None:
            timer = (self._timer[0], int((self._timer[1] - time.monotonic()) * 1000))
        conn.seq += 1
        commit = self._played_deal.commit if snapshot and self._played_deal is not None else None
        msg = P.update_json(
            conn.seq,
            mine,
            view,
            snapshot=snapshot,
            ack=conn.ack,
            timer=timer,
            view_json=view_json,
            view_hash_text=digest,
            deal_commit=commit,
        )
        conn.ack = None
        conn.sent = len(events)
        conn.game_key = self._game_key
        return self._send(conn, msg, P.update_frame(msg, view_bytes))

    def _on_game_finished(self, outcome: Any) -> None:
        self.flush()
        s = self.session
        record = s.finished_record()
        match_over = s.is_match_over
        self._stop_log(remove=match_over)  # the save says the game is over (or is gone)
        self.games_finished += 1
        assert record is not None
        msg = {
            "t": "game_over",
            "outcome": outcome.to_json(),
            "record": record.to_json(),
            **({"void": record.void.to_json()} if record.void is not None else {}),
            "seed_text": str(record.seed),  # record.seed may be beyond 2**53: exact for every reader
            **(
                {"fair": self._played_deal.to_json(s.num_players)}
                if self._played_deal is not None and record.deal == "fair"
                else {}
            ),
            "match": {
                "games_played": s.games_played,
                "match_length": s.match_length,
                "totals": list(s.totals),
                "over": match_over,
            },
        }
        self._last_game_over = msg  # for whoever comes back before the next game
        for conn in list(self._conns.values()):
            if conn.joined:
                self._send(conn, msg)
        self._settle_vote()  # a vote open on the game is over with it
        if self.on_game_over is not None:
            self.on_game_over(outcome)
        if match_over or self._closed:
            return
        self._waiting_next = True
        self._ready.clear()
        self._ready_timer.start(self.config.ready_timeout_ms)
        self._maybe_next_game()

    def _waiting_for(self) -> set[Any]:
        """Who must still say ready: the people here, and connected people whose client
        speaks ``ready`` (other programs are ready at once)."""
        want: set[Any] = set()
        if self.session.human_seats:
            want.add("local")
        for conn in self._conns.values():
            if conn.joined and not conn.spectator and conn.seat is not None and "ready" in conn.features:
                want.add(conn.key)
        return want - self._ready

    def _maybe_next_game(self) -> None:
        if self._waiting_next and not self._waiting_for() and not self._next_timer.isActive():
            self._next_timer.start(max(0, self.config.next_game_delay_ms))

    def _on_ready_timeout(self) -> None:
        if self._waiting_next:
            log.info("not everyone said ready in time: the next game starts")
            self._start_next_game()

    def _start_next_game(self) -> None:
        if not self._waiting_next or self._closed:
            return
        self._waiting_next = False
        self._ready_timer.stop()
        self._next_timer.stop()

        def deal(seed: int | None) -> None:
            self.game_starting.emit()
            self.session.next_game(seed)
            self._save_extra()
            self._broadcast_lobby()

        self._begin_deal(self.session.games_played + 1, deal)

    def ready_pending(self) -> list[str]:
        """Names of the people the next game waits for."""
        out: list[str] = []
        for who in self._waiting_for():
            if who == "local":
                out.extend(self.session.seat_name(s) for s in self.session.human_seats)
            else:
                conn = self._conns.get(who)
                if conn is not None:
                    out.append(conn.name)
        return out
