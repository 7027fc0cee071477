"""The Qt adapters that drive the engines: :class:`GameSession` and the seats.

``SeatConfig`` and the rule hooks are plain Python; ``GameSession`` (Qt) loads on first
use, so ``desktop_app.store`` can use the seats without importing Qt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .seats import BOT, BOT_LEVELS, HUMAN, SeatConfig, SeatConfigError

if TYPE_CHECKING:
    from .session import GameSession, SessionError

__all__ = ["BOT", "BOT_LEVELS", "HUMAN", "GameSession", "SeatConfig", "SeatConfigError", "SessionError"]


def __getattr__(name: str) -> Any:
    if name in ("GameSession", "SessionError"):
        from . import session

        return getattr(session, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
