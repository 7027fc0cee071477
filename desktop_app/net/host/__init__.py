"""The authoritative LAN host (:class:`LanHost`), its room description (:class:`RoomConfig`,
:class:`SeatPlan`) and its limits. See :mod:`.core` for how the host is put together."""

from __future__ import annotations

from ...engine.fairdeal import fair_seed
from .bans import BAN_KINDS, Ban
from .config import RoomConfig, SeatPlan, seat_plans
from .connections import _Conn, _TokenBucket
from .core import LanHost
from .deal import _Deal
from .limits import (
    ACCEPT_ADDRESSES_MAX,
    ACCEPT_BURST,
    ACCEPT_FLOOD,
    ACCEPT_PAUSE_MS,
    ACCEPT_PER_S,
    CHAT_RATE,
    DEAL_NONCE_TIMEOUT_MS,
    FRAME_TIMEOUT_S,
    HANDSHAKE_TIMEOUT_S,
    HELLOS_PER_ADDRESS,
    HELLOS_PER_TOKEN,
    LOGGED_SAVE_DELAY_S,
    MAX_BACKLOG,
    MAX_STRIKES,
    PENDING_MAX,
    PENDING_PER_ADDRESS,
    PING_INTERVAL_S,
    PRE_HELLO_BURST,
    PRE_HELLO_FRAME,
    PRE_HELLO_RATE_PER_S,
    RATE_BURST,
    RATE_PER_S,
    SCORE_SHOWN_MS,
    SILENCE_LIMIT_S,
    STAND_IN_LEVEL,
)
from .views import _ViewCache

__all__ = [
    "ACCEPT_ADDRESSES_MAX",
    "ACCEPT_BURST",
    "ACCEPT_FLOOD",
    "ACCEPT_PAUSE_MS",
    "ACCEPT_PER_S",
    "BAN_KINDS",
    "CHAT_RATE",
    "DEAL_NONCE_TIMEOUT_MS",
    "FRAME_TIMEOUT_S",
    "HANDSHAKE_TIMEOUT_S",
    "HELLOS_PER_ADDRESS",
    "HELLOS_PER_TOKEN",
    "LOGGED_SAVE_DELAY_S",
    "MAX_BACKLOG",
    "MAX_STRIKES",
    "PENDING_MAX",
    "PENDING_PER_ADDRESS",
    "PING_INTERVAL_S",
    "PRE_HELLO_BURST",
    "PRE_HELLO_FRAME",
    "PRE_HELLO_RATE_PER_S",
    "RATE_BURST",
    "RATE_PER_S",
    "SCORE_SHOWN_MS",
    "SILENCE_LIMIT_S",
    "STAND_IN_LEVEL",
    "Ban",
    "LanHost",
    "RoomConfig",
    "SeatPlan",
    "_Conn",
    "_Deal",
    "_TokenBucket",
    "_ViewCache",
    "fair_seed",
    "seat_plans",
]
