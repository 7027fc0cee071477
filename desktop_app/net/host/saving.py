"""What keeps a room through a crash of its host: the room in the session's saves, the
move log written before every update (durability), and reopening a saved room."""

from __future__ import annotations

import logging
import secrets
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer

from ... import __version__
from ...session.session import GameSession
from ...store.movelog import EXTRA_KEY as MOVES_LOG_KEY
from ...store.movelog import MoveLog
from .config import RoomConfig
from .deal import _Deal
from .limits import LOGGED_SAVE_DELAY_S, STAND_IN_LEVEL

if TYPE_CHECKING:
    from .core import LanHost

log = logging.getLogger("desktop_app.net.host")


class SavingMixin:
    """:class:`~.core.LanHost`'s part that saves the room and reopens it."""

    @classmethod
    def resume(
        cls, session: GameSession, snapshot: Any, parent: QObject | None = None, *, app_version: str = __version__
    ) -> LanHost:
        """Reopen the room of a match a LAN host saved (its ``lan`` extra): the same game,
        the same seats and tokens. Its people have the grace period to come back (the game
        waits for them meanwhile); :attr:`saved_port` is the port they will try. Raises
        ValueError when the save holds no room."""
        lan = snapshot.extra.get("lan") if isinstance(getattr(snapshot, "extra", None), dict) else None
        if not isinstance(lan, dict):
            raise ValueError("this save holds no LAN room")
        host = cls(session, RoomConfig.from_json(lan.get("room")), parent, app_version=app_version)
        host._restore(snapshot, lan)
        return host

    def _restore(self, snapshot: Any, lan: dict[str, Any]) -> None:
        tokens, names = lan.get("tokens", {}), lan.get("names", {})
        if not isinstance(tokens, dict) or not isinstance(names, dict):
            raise ValueError("the room's tokens or names are malformed")
        n = self.config.num_players
        self._tokens = {t: s for t, s in tokens.items() if isinstance(t, str) and isinstance(s, int) and 0 <= s < n}
        self._names = {int(k): v for k, v in names.items() if k.isdigit() and int(k) < n and isinstance(v, str)}
        self._kicked = {s for s in lan.get("kicked", []) if isinstance(s, int) and 0 <= s < n}
        port = lan.get("port")
        self.saved_port = port if isinstance(port, int) and 0 <= port < 65536 else 0
        deal = lan.get("deal")
        if isinstance(deal, dict):
            try:
                nonces = [bytes.fromhex(x) for x in deal.get("nonces", [])]
                self._deal = _Deal(
                    int(deal["number"]),
                    bytes.fromhex(deal["secret"]),
                    str(deal["commit"]),
                    {i: x for i, x in enumerate(nonces) if x},
                )
            except (KeyError, TypeError, ValueError):
                log.warning("the saved fair deal is malformed: the game ends without its proof")
        self._started = True
        remote = [i for i, s in enumerate(snapshot.seats) if getattr(s, "kind", "") == "remote"]
        if snapshot.current is None:
            # saved between two games: the next one is dealt (fairly) once its people are back
            self._pending_resume = snapshot
            self._played_deal = None
        else:
            self.session.resume(snapshot, remote_level=None)
        for seat in remote:
            if seat in self._kicked or self.config.grace_ms <= 0:
                if snapshot.current is not None:
                    self.session.set_autoplay(seat, STAND_IN_LEVEL)
                else:
                    self._away.add(seat)
            else:  # the game waits for its people to come back, up to the grace period
                self._away.add(seat)
                self._start_grace(seat)
        if snapshot.current is None and (not self._away or self.config.grace_ms <= 0):
            QTimer.singleShot(0, self._resume_now)
        else:
            self._save_extra()

    def _resume_now(self) -> None:
        """Deal the next game of a match that was saved between two games."""
        snapshot, self._pending_resume = self._pending_resume, None
        if snapshot is None or self._closed:
            return
        for seat in list(self._grace):
            self._stop_grace(seat)

        def deal(seed: int | None) -> None:
            self.game_starting.emit()
            if seed is None:
                self.session.resume(snapshot, remote_level=None)
            else:
                self.session.resume(snapshot, remote_level=None, game_seed=seed, deal="fair")
            for seat in sorted(self._away | self._kicked):
                self.session.set_autoplay(seat, STAND_IN_LEVEL)
                if seat in self._away:
                    self._start_grace(seat)
            self._save_extra()
            self._broadcast_lobby()

        self._begin_deal(len(snapshot.finished) + 1, deal)

    def _save_extra(self, deal: _Deal | None = None) -> None:
        """What a restarted host needs to reopen the room: kept in the session's saves
        (``deal``: the exchange of the game about to be dealt; else the one played)."""
        deal = deal or (None if self.session.is_game_over else self._played_deal)
        self.session.snapshot_extra = {
            "lan": {
                "room": self.config.to_json(),
                "port": self.port,
                "tokens": dict(self._tokens),
                "names": {str(s): n for s, n in self._names.items()},
                "kicked": sorted(self._kicked),
                "deal": None if deal is None else {"number": deal.number, **deal.to_json(self.config.num_players)},
            },
            **({MOVES_LOG_KEY: self._log_id} if self._log_id else {}),
        }

    def _make_durable(self) -> None:
        """Before an update goes out: every move of the game so far on disk. The first
        time in a game the whole autosave is written and waited for, and a move log
        (:mod:`..store.movelog`) started from there; after that each update appends the
        moves since the last one to the log (a few dozen bytes, no waiting for the whole
        save, which its writer thread keeps writing in the background). Without a log
        (``log_moves`` off, or the disk refused it) the whole autosave is waited for."""
        writer = self.session.autosave_writer
        game = self.session.game
        if not self.durable or writer is None or game is None:
            return
        ml = self._log
        if self._log_key != self._game_key:
            self._start_log()
            ml = self._log
            if ml is not None:
                return  # the whole save holds every move so far
        elif ml is not None:
            try:
                ml.append(game.actions)
                return
            except OSError as e:
                log.warning("the move log %s cannot be written (%s): the whole save is written instead", ml.path, e)
                self._stop_log()
        self.session.flush_autosave(2.0)

    def _start_log(self) -> None:
        """Write the whole autosave now and start a move log for the game on the table."""
        self._stop_log()
        self._log_key = self._game_key  # tried once per game
        writer = self.session.autosave_writer
        if writer is None or not self.log_moves:
            return
        log_id = secrets.token_hex(8)
        self._log_id = log_id  # named in the save from now on (see _save_extra)
        self.session.snapshot_extra = {**self.session.snapshot_extra, MOVES_LOG_KEY: log_id}
        snap = self.session.snapshot()
        if snap is None or snap.current is None:
            return
        writes = writer.writes
        writer.save(snap)
        if not writer.flush(5.0) or writer.writes == writes:
            log.warning("the autosave could not be written: no move log for this game")
            return
        ml = MoveLog(writer.path)
        try:
            ml.start(log_id, len(snap.finished) + 1, snap.current.seed, len(snap.current.actions))
        except OSError as e:
            log.warning("no move log for this game (%s): the whole save is written before every update", e)
            ml.close()
            return
        self._log = ml
        writer.set_delay(LOGGED_SAVE_DELAY_S)  # the log holds the moves meanwhile
        self.session.coalesce_autosave(int(LOGGED_SAVE_DELAY_S * 1000))  # and a snapshot at most as often

    def _stop_log(self, remove: bool = False) -> None:
        ml, self._log = self._log, None
        if ml is not None:
            writer = self.session.autosave_writer
            if writer is not None:
                writer.set_delay(0.0)
            self.session.coalesce_autosave(0)
            if remove:
                ml.remove()
            else:
                ml.close()
