"""The loopback-only switch (pure Python): under ``PAIJU_LOOPBACK_ONLY=1`` no code path
sends a packet anywhere but 127.0.0.1 (or ::1).

The test configuration, the benchmarks and the documentation scripts set it; a test
checks that it is set during the suite. With the switch on, a host listens on 127.0.0.1
whatever address it was given, a client refuses every other destination before any
packet leaves, and LAN announcements go to 127.0.0.1 alone.

>>> import os
>>> os.environ[LOOPBACK_ENV] = "1"
>>> loopback_only(), destination_allowed("127.0.0.1"), destination_allowed("192.168.1.5")
(True, True, False)
>>> listen_address("0.0.0.0")
'127.0.0.1'
>>> del os.environ[LOOPBACK_ENV]
>>> loopback_only(), listen_address("0.0.0.0")
(False, '0.0.0.0')
"""

from __future__ import annotations

import ipaddress
import logging
import os

__all__ = [
    "LOOPBACK",
    "LOOPBACK_ENV",
    "connect_address",
    "destination_allowed",
    "is_loopback",
    "listen_address",
    "loopback_only",
]

log = logging.getLogger(__name__)

LOOPBACK_ENV = "PAIJU_LOOPBACK_ONLY"
LOOPBACK = "127.0.0.1"


def loopback_only() -> bool:
    """Is the loopback-only switch on?"""
    return os.environ.get(LOOPBACK_ENV, "").strip().lower() in ("1", "true", "yes", "on")


def is_loopback(address: str) -> bool:
    """Is ``address`` 127.0.0.1 (``localhost`` included, which the client connects to as
    127.0.0.1)? Nothing is looked up."""
    text = address.strip().lower()
    if text == "localhost":
        return True
    try:
        return ipaddress.ip_address(text) == ipaddress.ip_address(LOOPBACK)
    except ValueError:
        return False


def destination_allowed(address: str) -> bool:
    """May a packet be sent to ``address`` now? Under the switch, 127.0.0.1 only."""
    return not loopback_only() or is_loopback(address)


def connect_address(address: str) -> str:
    """The address a client connects to: under the switch ``localhost`` means 127.0.0.1
    (never ::1 or whatever a resolver says)."""
    if loopback_only() and address.strip().lower() == "localhost":
        return LOOPBACK
    return address.strip()


def listen_address(requested: str) -> str:
    """The address to listen on: ``requested``, or 127.0.0.1 under the switch."""
    if loopback_only() and not is_loopback(requested):
        if requested:
            log.info("loopback-only: listening on %s instead of %s", LOOPBACK, requested)
        return LOOPBACK
    return requested
