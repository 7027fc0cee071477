"""The fair deal (docs/protocol.md): the host commits to a secret, collects the seats'
nonces, mixes them into the game's seed and reveals the secret with ``game_over``."""

from __future__ import annotations

import hashlib
import logging
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QTimer

from ...engine.fairdeal import commit as deal_commit
from ...engine.fairdeal import fair_seed
from .. import protocol as P
from .connections import _Conn
from .limits import DEAL_NONCE_TIMEOUT_MS

log = logging.getLogger("desktop_app.net.host")


@dataclass
class _Deal:
    """The fair-deal exchange of one game: the secret, its commitment, the nonces."""

    number: int
    secret: bytes
    commit: str
    nonces: dict[int, bytes] = field(default_factory=dict)
    waiting: set[int] = field(default_factory=set)  # keys of connections whose nonce is due
    then: Callable[[int | None], None] | None = None

    def nonce_list(self, num_players: int) -> list[bytes]:
        return [self.nonces.get(s, b"") for s in range(num_players)]

    def to_json(self, num_players: int) -> dict[str, Any]:
        return {
            "commit": self.commit,
            "secret": self.secret.hex(),
            "nonces": [n.hex() for n in self.nonce_list(num_players)],
        }


class FairDealMixin:
    """:class:`~.core.LanHost`'s part that runs each game's commit-reveal exchange."""

    def _secret(self, number: int) -> bytes:
        if self._seed is None:
            return secrets.token_bytes(32)
        self._deals += 1  # reproducible rooms (tests): the secret derives from the seed
        return hashlib.sha256(f"paiju room {self._seed} deal {self._deals}".encode()).digest()

    def _begin_deal(self, number: int, then: Callable[[int | None], None]) -> None:
        """Deal game ``number`` through ``then(seed)``: with the fair deal, first commit to
        a secret and collect the seats' nonces (``then`` gets the mixed seed); without,
        ``then(None)`` at once."""
        if not self.config.fair_deal:
            self._deal = None
            then(None)
            return
        secret = self._secret(number)
        deal = self._deal = _Deal(number, secret, deal_commit(secret))
        deal.then = then
        for conn in self._conns.values():
            if conn.joined:
                self._send(conn, {"t": "deal_commit", "game": number, "commit": deal.commit})
                if conn.seat is not None and not conn.spectator and "fair_deal" in conn.features:
                    deal.waiting.add(conn.key)
        if not deal.waiting:
            self._finish_deal(deal)
            return
        QTimer.singleShot(DEAL_NONCE_TIMEOUT_MS, lambda d=deal: self._finish_deal(d))

    def _on_deal_nonce(self, conn: _Conn, msg: P.DealNonce) -> None:
        deal = self._deal
        if deal is None or deal.then is None or msg.game != deal.number or conn.key not in deal.waiting:
            return  # late, early, a spectator's or a second one: not part of this deal
        deal.waiting.discard(conn.key)
        if conn.seat is not None:
            deal.nonces[conn.seat] = msg.nonce
        if not deal.waiting:
            self._finish_deal(deal)

    def _finish_deal(self, deal: _Deal) -> None:
        then, deal.then = deal.then, None
        if then is None or self._closed or deal is not self._deal:
            return
        if deal.waiting:
            log.info("deal %d: %d nonce(s) did not come in time", deal.number, len(deal.waiting))
        deal.waiting.clear()
        self._save_extra(deal)  # the game's first autosave must hold the secret to reveal it after a restart
        then(fair_seed(deal.secret, deal.nonce_list(self.config.num_players)))
