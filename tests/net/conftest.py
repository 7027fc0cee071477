"""Fixtures for LAN tests: rooms on 127.0.0.1 and clients that play by themselves.

Every socket here is on the loopback interface (the suite runs with PAIJU_LOOPBACK_ONLY=1,
so a host listens on 127.0.0.1 whatever it is asked and a client refuses other addresses).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

import pytest
from PySide6.QtCore import QTimer

from desktop_app.ai.base import make_bot
from desktop_app.engine.core import View
from desktop_app.net import protocol as P
from desktop_app.net.client import ClientSession, LanConnection
from desktop_app.net.host import LanHost, RoomConfig, SeatPlan
from desktop_app.session.session import GameSession

PLAYERS = {"tiandiren": 3, "doudizhu": 3, "hongwu": 4, "yuanzi": 4, "shengsidu": 3}


class Tap:
    """Every frame a host sent (decoded from the bytes written), with the seat it went to."""

    def __init__(self, host: LanHost) -> None:
        self.frames: list[tuple[int | None, dict[str, Any]]] = []
        self.on_frame: Callable[[int | None, dict[str, Any]], None] | None = None
        original = host._send

        def send(conn: Any, msg: dict[str, Any], frame: bytes | None = None) -> bool:
            ok = original(conn, msg, frame)
            if frame is not None:  # what goes on the wire, not what the host meant to send
                msg = P.decode_json(frame[4:])
            if ok:
                self.frames.append((conn.seat, msg))
                if self.on_frame is not None:
                    self.on_frame(conn.seat, msg)
            return ok

        host._send = send  # type: ignore[method-assign]

    def of_type(self, t: str) -> list[tuple[int | None, dict[str, Any]]]:
        return [(s, m) for s, m in self.frames if m.get("t") == t]


class PlayingClient:
    """A ClientSession joined through a LanConnection, whose seat a bot plays (on the
    client's own view: what a remote player or program would do)."""

    def __init__(self, port: int, name: str, *, level: str = "random", seed: int = 1, **hello: Any) -> None:
        self.name = name
        self.level = level
        self.rng = random.Random(seed)
        self.conn = LanConnection("127.0.0.1", port, name, **hello)
        nonces = random.Random(f"nonce {seed}")  # reproducible deals: the host's secret derives from its seed too
        self.conn.nonce_source = lambda: nonces.randbytes(16)
        self.session = ClientSession()
        self.failure: tuple[str, Any] | None = None
        self.frames: list[dict[str, Any]] = []
        self.views: list[View] = []
        self.refusals: list[Any] = []
        self.outcomes: list[Any] = []
        self.lost: list[str] = []
        self.auto = True
        self._bot: Any = None
        original = self.conn._decoder.feed

        def feed(data: bytes) -> list[Any]:
            items = original(data)
            self.frames.extend(i for i in items if isinstance(i, dict))
            return items

        self.conn._decoder.feed = feed  # type: ignore[method-assign]
        self.conn.welcomed.connect(self._on_welcome)
        self.conn.failed.connect(lambda code, params: setattr(self, "failure", (code, params)))
        s = self.session
        s.turn_started.connect(lambda _seat: QTimer.singleShot(0, self.act))
        s.game_started.connect(lambda _info: QTimer.singleShot(0, self.act))
        s.action_refused.connect(self._on_refused)
        s.game_finished.connect(self._on_finished)
        s.connection_lost.connect(lambda code, _p: self.lost.append(code))
        self.conn.open()

    @property
    def seat(self) -> int | None:
        return self.conn.seat

    @property
    def joined(self) -> bool:
        return self.conn.state == "joined"

    def _on_welcome(self, _w: Any) -> None:
        self.session.add_connection(self.conn)

    def _on_refused(self, _seat: int, e: Any) -> None:
        """A move decided on a view the host had moved past (a rejoin): think again."""
        self.refusals.append(e)
        if len(self.refusals) < 200:
            QTimer.singleShot(0, self.act)

    def _on_finished(self, outcome: Any) -> None:
        self.outcomes.append(outcome)
        if not self.session.is_match_over:
            QTimer.singleShot(0, self.session.next_game)

    def act(self, force: bool = False) -> None:
        """Move if it is this seat's turn (``force``: even when ``auto`` is off)."""
        s = self.session
        view = s.view()
        if not (self.auto or force) or view is None or s.is_game_over or view.seat is None:
            return
        if view.to_move != view.seat:
            return
        if view.phase == "over":
            return
        if self._bot is None or getattr(self._bot, "game_id", view.game_id) != view.game_id:
            self._bot = make_bot(view.game_id, self.level, view.seat, self.rng.randrange(1 << 30))
        s.submit(view.seat, self._bot.decide(view))

    def updates(self) -> list[dict[str, Any]]:
        return [f for f in self.frames if f.get("t") == "update"]


@pytest.fixture
def make_room(qtbot):
    """``make_room(game_id, seats, **config)`` -> a listening LanHost on 127.0.0.1."""
    rooms: list[LanHost] = []

    def make(
        game_id: str,
        seats: Sequence[SeatPlan],
        *,
        players: int | None = None,
        seed: int | None = 1,
        bot_delay_ms: int = 0,
        **config: Any,
    ) -> LanHost:
        n = players or len(seats)
        session = GameSession(autosave=False, bot_delay_ms=bot_delay_ms)
        config.setdefault("next_game_delay_ms", 0)
        host = LanHost(session, RoomConfig("Test room", game_id, n, tuple(seats), **config), seed=seed)
        assert host.listen("127.0.0.1", 0), host.error_string
        rooms.append(host)
        return host

    yield make
    for host in rooms:
        host.session.stop()
        host.close()


@pytest.fixture
def join(qtbot):
    """``join(host_or_port, name, **kw)`` -> a PlayingClient (waits for the welcome unless
    ``wait=False``)."""
    clients: list[PlayingClient] = []

    def make(target: Any, name: str, *, wait: bool = True, **kw: Any) -> PlayingClient:
        port = target if isinstance(target, int) else target.port
        c = PlayingClient(port, name, **kw)
        clients.append(c)
        if wait:
            qtbot.waitUntil(lambda: c.joined or c.failure is not None, timeout=10_000)
        return c

    yield make
    for c in clients:
        c.session.stop()


def open_seats(n_open: int, bots: Sequence[str]) -> list[SeatPlan]:
    return [SeatPlan("open")] * n_open + [SeatPlan("bot", "", level) for level in bots]


def frame_of(msg: dict[str, Any]) -> bytes:
    return P.encode_frame(msg)
