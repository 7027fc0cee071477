"""Seat configuration, re-exported from :mod:`desktop_app.store.seats` (where it lives so
the store can read and write seats without importing the session).

>>> from desktop_app.store import seats
>>> SeatConfig is seats.SeatConfig
True
"""

from __future__ import annotations

from ..store.seats import ANY_BOT_LEVEL, BOT, BOT_LEVELS, HUMAN, REMOTE, SeatConfig, SeatConfigError

__all__ = ["ANY_BOT_LEVEL", "BOT", "BOT_LEVELS", "HUMAN", "REMOTE", "SeatConfig", "SeatConfigError"]
