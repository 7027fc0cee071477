"""Running bots off the UI thread.

A :class:`BotJob` (a ``QRunnable``) calls ``bot.decide(view)`` on a worker thread of a
dedicated thread pool with a private copy of the view. Its answer travels back through
the long-lived :class:`BotRelay` (which lives on the UI thread) by a queued signal, and
the relay hands it to the session if that still exists. The session alone decides
whether the answer is still current (stale answers are dropped). Garbage is collected
on the UI thread only (:mod:`.collector`): bot code allocates, and the thread that
allocates is the one Python would collect on.
"""

from __future__ import annotations

import copy
import itertools
import logging
import threading
import time
import traceback
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThread, QThreadPool, Signal, Slot

from ..ai.base import Bot
from ..engine.core import View

__all__ = ["BotAnswer", "BotJob", "BotRelay", "bot_pool", "bot_relay"]

log = logging.getLogger(__name__)

#: Workers for bots; a hung bot occupies one, so keep a few.
MAX_BOT_THREADS = 4


@dataclass(frozen=True)
class BotAnswer:
    """What a bot job reports: the ``action`` it returned, or the ``error`` it raised."""

    token: Any
    seat: int
    action: Any = None
    error: str | None = None
    elapsed: float = 0.0
    thread_name: str = ""


class BotRelay(QObject):
    """Carries answers from worker threads to the UI thread (a queued connection)."""

    answered = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self._receivers: dict[int, weakref.ReferenceType[Any]] = {}
        self._keys = itertools.count(1)
        self.answered.connect(self._dispatch)

    def register(self, receiver: Any) -> int:
        """Register ``receiver`` (an object with ``_on_bot_answer(answer)``); return its key."""
        key = next(self._keys)
        self._receivers[key] = weakref.ref(receiver)
        return key

    def unregister(self, key: int) -> None:
        self._receivers.pop(key, None)

    @Slot(object)
    def _dispatch(self, payload: object) -> None:
        key: int
        answer: BotAnswer
        key, answer = payload  # type: ignore[misc]
        ref = self._receivers.get(key)
        receiver = ref() if ref is not None else None
        if receiver is None:
            log.debug("bot answer for a session that is gone: dropped")
            return
        try:
            import shiboken6

            if not shiboken6.isValid(receiver):
                return
        except ImportError:  # pragma: no cover
            pass
        receiver._on_bot_answer(answer)


_relay: BotRelay | None = None
_pool: QThreadPool | None = None


def bot_relay() -> BotRelay:
    """The relay (created on first use, which must be on the UI thread)."""
    global _relay
    if _relay is None:
        app = QCoreApplication.instance()
        if app is not None and QThread.currentThread() is not app.thread():
            raise RuntimeError("the bot relay must be created on the UI thread")
        _relay = BotRelay()
    return _relay


def bot_pool() -> QThreadPool:
    global _pool
    if _pool is None:
        _pool = QThreadPool()
        _pool.setMaxThreadCount(MAX_BOT_THREADS)
        _pool.setObjectName("paiju-bots")
    return _pool


class BotJob(QRunnable):
    """One call of ``bot.decide(view)`` on a worker thread.

    ``lock`` serialises calls on the same bot object (a stale job may still be running
    when the same bot is asked again).
    """

    def __init__(
        self,
        bot: Bot,
        view: View,
        seat: int,
        token: Any,
        receiver_key: int,
        lock: threading.Lock,
        on_start: Callable[[], None] | None = None,
    ) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._bot = bot
        self._view = copy.deepcopy(view)  # the worker owns its copy
        self._seat = seat
        self._token = token
        self._key = receiver_key
        self._lock = lock
        self._on_start = on_start

    def run(self) -> None:
        start = time.perf_counter()
        action: Any = None
        error: str | None = None
        try:
            with self._lock:
                if self._on_start is not None:
                    self._on_start()
                action = self._bot.decide(self._view)
        except BaseException as e:  # a bot must never take the worker down
            error = f"{type(e).__name__}: {e}\n{traceback.format_exc()}"
        answer = BotAnswer(
            self._token,
            self._seat,
            action,
            error,
            time.perf_counter() - start,
            threading.current_thread().name,
        )
        relay = _relay
        if relay is not None:
            relay.answered.emit((self._key, answer))
