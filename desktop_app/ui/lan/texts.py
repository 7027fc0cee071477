"""The words of LAN play: connection states, refusals and failures, in the player's
language (translated when shown, so they follow a live language switch)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

__all__ = ["REFUSAL_TEXTS", "connect_failure_text", "connection_badge", "failure_text", "refusal_text"]

_CTX = "LanTexts"

#: seat connection state -> (badge text, colour)
_BADGES: dict[str, tuple[str, str]] = {
    "away": (QT_TRANSLATE_NOOP("LanTexts", "Away · AI plays"), "#757575"),
    "remote": (QT_TRANSLATE_NOOP("LanTexts", "LAN"), "#00695c"),
}

#: the host's refusal codes (protocol ``refused.reason``)
REFUSAL_TEXTS: dict[str, str] = {
    "protocol_mismatch": QT_TRANSLATE_NOOP(
        "LanTexts",
        "The host speaks protocol version {theirs}; this Paiju speaks version {ours}. Use the same Paiju version.",
    ),
    "bad_password": QT_TRANSLATE_NOOP("LanTexts", "The password is wrong."),
    "room_full": QT_TRANSLATE_NOOP("LanTexts", "The room is full: no seat is open."),
    "seat_taken": QT_TRANSLATE_NOOP("LanTexts", "That seat is taken."),
    "bad_token": QT_TRANSLATE_NOOP("LanTexts", "The host does not know this seat any more."),
    "bad_hello": QT_TRANSLATE_NOOP("LanTexts", "The host refused to let this Paiju in ({detail})."),
    "banned": QT_TRANSLATE_NOOP("LanTexts", "The host has banned you from this room."),
}

#: failures on our side of the connection
_FAILURES: dict[str, str] = {
    "connection_refused": QT_TRANSLATE_NOOP(
        "LanTexts", "Nobody is hosting a game at {address}, port {port} (the connection was refused)."
    ),
    "host_not_found": QT_TRANSLATE_NOOP("LanTexts", "The address {address} cannot be found."),
    "timeout": QT_TRANSLATE_NOOP("LanTexts", "The host at {address}, port {port} did not answer in time."),
    "host_gone": QT_TRANSLATE_NOOP("LanTexts", "The connection to the host was lost."),
    "host_quit": QT_TRANSLATE_NOOP("LanTexts", "The host has closed the room."),
    "replaced": QT_TRANSLATE_NOOP("LanTexts", "Your seat was taken over by a connection from another window or PC."),
    "kicked": QT_TRANSLATE_NOOP("LanTexts", "The host has removed you from the room."),
    "server_stopping": QT_TRANSLATE_NOOP("LanTexts", "The server is shutting down."),
    "protocol_error": QT_TRANSLATE_NOOP(
        "LanTexts", "The host sent something this Paiju does not understand ({detail})."
    ),
    "loopback_only": QT_TRANSLATE_NOOP(
        "LanTexts", "This Paiju runs in loopback-only mode: it connects to 127.0.0.1 only, not to {address}."
    ),
    "network": QT_TRANSLATE_NOOP("LanTexts", "The network failed: {detail}"),
    "not_an_address": QT_TRANSLATE_NOOP("LanTexts", "Type the host's address, for example 192.168.1.20."),
    "bad_port": QT_TRANSLATE_NOOP("LanTexts", "The port must be a number from 1 to 65535."),
    "listen_failed": QT_TRANSLATE_NOOP("LanTexts", "The game cannot be hosted on port {port}: {detail}"),
    "port_in_use": QT_TRANSLATE_NOOP(
        "LanTexts", "Port {port} is already in use on this PC: choose another port, or 0 for any free port."
    ),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CTX, text)


def connection_badge(status: str) -> tuple[str, str] | None:
    """The seat-panel badge of a connection state (``away``, ``remote``), or None."""
    entry = _BADGES.get(status)
    return None if entry is None else (_tr(entry[0]), entry[1])


def refusal_text(code: str, params: Mapping[str, Any] | None = None, english: str = "") -> str:
    """The host's refusal in words; an unknown code shows the host's English message."""
    template = REFUSAL_TEXTS.get(code)
    if template is None:
        return QCoreApplication.translate("LanTexts", "The host refused: {detail}").format(detail=english or code)
    values = {"theirs": "?", "ours": "?", "detail": english or code, **dict(params or {})}
    return _tr(template).format(**values)


def failure_text(code: str, **params: Any) -> str:
    """A failure of the connection in words."""
    template = _FAILURES.get(code)
    if template is None:
        detail = params.get("detail", code)
        return QCoreApplication.translate("LanTexts", "The connection failed: {detail}").format(detail=detail)
    values = {"address": "", "port": "", "detail": "", **params}
    return _tr(template).format(**values)


def connect_failure_text(code: str, params: Mapping[str, Any] | None = None) -> str:
    """What ``LanConnection.failed(code, params)`` or ``ClientSession.connection_lost``
    means, in words: the host's refusal, or a failure on the way."""
    values = dict(params or {})
    if code in REFUSAL_TEXTS:
        return refusal_text(code, values, str(values.get("detail") or ""))
    return failure_text(code, **values)
