"""Disputes (仲裁) and the void game (本局比赛无效) in a LAN room (issue 26).

* A seated person's ``dispute`` is kept with the game (the session's record) and goes to
  every connection, spectators included, as a public ``dispute`` message; the host's own
  table hears it through ``dispute_raised``. The host decides (:meth:`DisputeMixin.decide_dispute`,
  from the host's UI); each decision goes out as ``dispute`` again. A headless server
  decides nothing: play goes on, and the record the clients keep holds the dispute
  undecided (decided later from a history).
* Taking a move back, or voiding the game without a dispute, needs every seated person:
  a ``vote`` round (:meth:`DisputeMixin.open_vote`). The voters are the people seated
  now: the connected remote people and, for the host's own people, the host (the host's
  UI speaks for them: asking is agreeing). The round closes ``agreed`` once all said yes,
  ``refused`` at the first no, or when the game ends; a voter who leaves is no longer
  asked.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

from ...engine.core import EngineError
from ...engine.disputes import Dispute
from .. import protocol as P
from .connections import _Conn

log = logging.getLogger(__name__)

#: The voter key of the host's own people (the host's UI answers for them).
HERE = "here"


@dataclass
class _Round:
    number: int
    kind: str  # "void" or "take_back"
    voters: set[Any]  # remote seats, and HERE
    votes: dict[Any, bool] = field(default_factory=dict)
    detail: str = ""
    dispute: str | None = None
    reason: str = ""
    by: str = ""
    result: str | None = None
    game_key: int = 0


class DisputeMixin:
    """:class:`~.core.LanHost`'s part for disputes, decisions and vote rounds."""

    # ---- disputes
    def _on_dispute(self, conn: _Conn, req: P.DisputeRequest) -> None:
        if conn.spectator or conn.seat is None:
            self._error(conn, "dispute_refused", "only a seated person can dispute a move", strike=False)
            return
        if not self._costly_ok(conn):
            return
        try:
            self.session.raise_dispute(
                req.text, req.move, seat=conn.seat, name=conn.name, explanation=req.explanation
            )  # the session's dispute_changed tells everybody
        except EngineError as e:
            self._error(conn, "dispute_refused", str(e), strike=False)

    def _on_session_dispute(self, dispute: Dispute) -> None:
        """A dispute raised or decided: every connection hears it; the host's UI too."""
        self._broadcast({"t": "dispute", "dispute": dispute.to_json()})
        if dispute.decided:
            self.dispute_decided.emit(dispute)
        else:
            self.dispute_raised.emit(dispute)
            self.message.emit(f"{dispute.name or 'someone'} disputes move {dispute.step}: {dispute.text}")

    def decide_dispute(self, dispute_id: str, verdict: str, reason: str, by: str, remedy: str | None = None) -> bool:
        """The host's decision. An upheld dispute whose move is to be taken back needs
        every seated person's agreement: a vote round is opened (True); the decision is
        kept once it closes (without the take-back when someone refuses)."""
        found = [d for d in self.session.disputes if d.id == dispute_id and not d.decided]
        if not found:
            return False
        if remedy == "take_back" and self._voters() - {HERE}:
            return self.open_vote("take_back", dispute=dispute_id, reason=reason, by=by) is not None
        try:
            self.session.decide_dispute(dispute_id, verdict, reason, by, remedy)
        except EngineError as e:
            log.info("the decision is refused: %s", e)
            return False
        return True

    # ---- vote rounds
    def _voters(self) -> set[Any]:
        """Every person seated now: connected remote people and the host's own."""
        voters: set[Any] = {HERE} if self.session.human_seats else set()
        for seat, conn in self._takers.items():
            if seat not in self._away and conn.joined and seat not in self.session_left():
                voters.add(seat)
        return voters

    def session_left(self) -> set[int]:
        return set(getattr(self.session, "_left", set()))

    def open_vote(
        self,
        kind: str,
        *,
        dispute: str | None = None,
        detail: str = "",
        reason: str = "",
        by: str = "",
        asker: Any = HERE,
    ) -> _Round | None:
        """Ask every seated person (``kind`` ``void`` or ``take_back`` of ``dispute``'s
        move); ``asker`` agrees by asking. None when no game runs or a round is open."""
        s = self.session
        if s.game is None or s.is_game_over or (self._vote is not None and self._vote.result is None):
            return None
        self._votes += 1
        r = _Round(self._votes, kind, self._voters(), detail=detail, dispute=dispute, reason=reason, by=by)
        r.game_key = self._game_key
        if asker in r.voters:
            r.votes[asker] = True
        self._vote = r
        self._settle_vote()
        return r

    def vote_here(self, agree: bool) -> bool:
        """The host's own people answer the open round."""
        return self._cast(HERE, agree)

    def _on_vote(self, conn: _Conn, req: P.VoteRequest) -> None:
        r = self._vote
        if r is None or r.number != req.round or r.result is not None or conn.seat not in r.voters:
            self._error(conn, "vote_refused", "no open vote of yours with that number", strike=False)
            return
        self._cast(conn.seat, req.agree)

    def _on_void_request(self, conn: _Conn, req: P.VoidRequest) -> None:
        if conn.spectator or conn.seat is None:
            self._error(conn, "vote_refused", "only a seated person can ask to void the game", strike=False)
            return
        if self.open_vote("void", detail=req.detail, asker=conn.seat, by=conn.name) is None:
            self._error(conn, "vote_refused", "no game to void, or a vote is open", strike=False)

    def _cast(self, voter: Any, agree: bool) -> bool:
        r = self._vote
        if r is None or r.result is not None or voter not in r.voters:
            return False
        r.votes[voter] = bool(agree)
        self._settle_vote()
        return True

    def _settle_vote(self) -> None:
        """Close the round when it is decided (anyone refused, or everyone agreed), else
        tell everybody where it stands."""
        r = self._vote
        if r is None or r.result is not None:
            return
        r.voters &= self._voters()  # a voter who left is no longer asked
        if self.session.is_game_over or r.game_key != self._game_key or any(v is False for v in r.votes.values()):
            r.result = "refused"
        elif r.voters and all(r.votes.get(v) for v in r.voters):
            r.result = "agreed"
        self._broadcast(self._vote_json(r))
        self.vote_changed.emit(r)
        if r.result is None:
            return
        if r.kind == "void" and r.result == "agreed":
            self.session.void_game("agreed", r.detail)
        elif r.kind == "take_back" and r.dispute is not None:
            remedy = "take_back" if r.result == "agreed" else None
            reason = r.reason if remedy else (r.reason + " (no agreement to take the move back)").strip()
            try:
                self.session.decide_dispute(r.dispute, "upheld", reason, r.by, remedy)
            except EngineError as e:
                log.info("the take-back decision is refused: %s", e)

    @staticmethod
    def _vote_json(r: _Round) -> dict[str, Any]:
        return {
            "t": "vote",
            "round": r.number,
            "kind": r.kind,
            "voters": sorted(v for v in r.voters if isinstance(v, int)),
            "votes": {str(v): a for v, a in r.votes.items() if isinstance(v, int)},
            "detail": r.detail,
            "dispute": r.dispute,
            "result": r.result,
        }

    def _broadcast(self, msg: dict[str, Any]) -> None:
        for conn in list(self._conns.values()):
            if conn.joined:
                self._send(conn, msg)
