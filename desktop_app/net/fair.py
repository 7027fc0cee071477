"""Checking a fair deal on the client (pure Python, no Qt).

When a game dealt by the commit-reveal exchange ends, the host reveals its secret and the
nonces. :func:`check_deal` then checks, in order, what a client can check on its own:

1. the secret hashes to the commitment the host sent before the deal;
2. the nonce the host used for this seat is the one this client sent, and no seat a client
   cannot sit at (a bot's, or a person's at the host's own PC) has a nonce: the host
   chose its secret before it saw the clients' nonces, and must not add any of its own
   afterwards (it could try many until the deal suits it);
3. the record's seed is :func:`~desktop_app.engine.fairdeal.fair_seed` of the secret and
   the nonces, and the record says it was dealt from that seed (``deal: fair``);
4. replaying the record, every view this seat received is the seat's view at some point
   of the replay, in order, and the last one is the final position: every card the seat
   saw (its hand, each play) follows from that seed.

The answer is a :class:`DealCheck` with a code the UI words: ``verified``,
``verified_late`` (this client joined after the deal: its own nonce is not checked;
``verified_rejoined`` when the app came back after a restart without the nonce it may
have sent: the same check, other words),
``not_fair`` (the game was not dealt by the exchange), or a failure: ``bad_commit``,
``bad_nonce``, ``bad_seed``, ``bad_replay``.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any

from .. import engine
from ..engine.core import EngineError, GameRecord, View
from ..engine.fairdeal import DEAL_FAIR, commit, fair_seed

__all__ = ["FAILURES", "DealCheck", "check_deal"]

FAILURES = frozenset({"bad_commit", "bad_nonce", "bad_seed", "bad_replay"})


@dataclass(frozen=True)
class DealCheck:
    code: str
    detail: str = ""

    @property
    def ok(self) -> bool:
        return self.code in ("verified", "verified_late", "verified_rejoined")

    @property
    def failed(self) -> bool:
        return self.code in FAILURES


def check_deal(
    record: GameRecord,
    reveal: Any,
    seat: int | None,
    commit_seen: str | None,
    nonce_sent: bytes | None,
    views: Sequence[View],
    client_seats: Collection[int] | None = None,
) -> DealCheck:
    """Check the deal of a finished game (see the module docstring). ``reveal`` has
    ``commit``, ``secret`` and ``nonces`` (protocol.FairReveal) or is None; ``views``
    are the views this seat received during the game, in order; ``client_seats`` the
    seats remote people hold (the lobby's persons not at the host's PC), when known."""
    if reveal is None or record.deal != DEAL_FAIR:
        return DealCheck("not_fair", "the host did not deal this game by the fair-deal exchange")
    secret, nonces = reveal.secret, list(reveal.nonces)
    if commit(secret) != reveal.commit or (commit_seen is not None and commit_seen != reveal.commit):
        return DealCheck("bad_commit", "the revealed secret does not match the commitment sent before the deal")
    late = commit_seen is None or not nonce_sent
    if nonce_sent and seat is not None and (seat >= len(nonces) or nonces[seat] != nonce_sent):
        return DealCheck("bad_nonce", "the host did not use this seat's nonce")
    if client_seats is not None:
        own = [s for s, n in enumerate(nonces) if n and s not in client_seats]
        if own:
            return DealCheck("bad_nonce", f"the host added a nonce of its own at seat {own[0]}")
    if len(nonces) != record.num_players or fair_seed(secret, nonces) != record.seed:
        return DealCheck("bad_seed", "the game was not dealt from the seed the exchange gives")
    problem = _replay_problem(record, seat, views)
    if problem:
        return DealCheck("bad_replay", problem)
    return DealCheck("verified_late" if late else "verified")


def _replay_problem(record: GameRecord, seat: int | None, views: Sequence[View]) -> str:
    try:
        cls = engine.game_class(record.game_id)
        game = cls(record.num_players, record.options, record.seed, record.carry, record.deal)
        positions = [game.view_for(seat)]
        for action in record.actions:
            game.apply(action)
            positions.append(game.view_for(seat))
    except (EngineError, KeyError) as e:
        return f"the record does not replay: {e}"
    i = 0
    for k, view in enumerate(views):
        while i < len(positions) and positions[i] != view:
            i += 1
        if i == len(positions):
            return f"view {k + 1} of {len(views)} is not what the seed deals"
    if views and views[-1] != positions[-1]:
        return "the last view is not the final position"
    return ""
