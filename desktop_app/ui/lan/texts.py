"""The words of LAN play: connection states, refusals and failures, in the player's
language (translated when shown, so they follow a live language switch)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

__all__ = [
    "REFUSAL_TEXTS",
    "chat_cut_text",
    "chat_phrase_text",
    "chat_refusal_text",
    "connect_failure_text",
    "connection_badge",
    "create_refusal_text",
    "deal_check_text",
    "failure_text",
    "reconnect_failure_text",
    "refusal_text",
    "room_note_text",
    "room_options_text",
    "rules_text",
]

_CTX = "LanTexts"

#: seat connection state -> (badge text, colour)
_BADGES: dict[str, tuple[str, str]] = {
    "away": (QT_TRANSLATE_NOOP("LanTexts", "Away · AI plays"), "#757575"),
    "waiting": (QT_TRANSLATE_NOOP("LanTexts", "Away · waiting for them"), "#8d6e63"),
    "autoplay": (QT_TRANSLATE_NOOP("LanTexts", "AI plays (托管)"), "#6d4c41"),
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
    """The seat-panel badge of a connection state (``away``: the person dropped out and a
    bot plays; ``waiting``: the person has not come back yet and the game waits for them,
    nobody plays the seat; ``autoplay``: a bot plays at the person's wish or after time-outs, 托管;
    ``remote``: played from another PC), or None."""
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


# ---------------------------------------------------------------------- a table of one's own
#: the server's codes for a refused ``create_room`` (``error`` ``create_refused``'s ``refusal``)
CREATE_REFUSAL_TEXTS: dict[str, str] = {
    "not_allowed": QT_TRANSLATE_NOOP("LanTexts", "This server does not let players create tables."),
    "max_tables": QT_TRANSLATE_NOOP("LanTexts", "The server already holds as many tables as it takes."),
    "per_address": QT_TRANSLATE_NOOP(
        "LanTexts", "This PC's network address already has as many tables of its own as the server allows."
    ),
    "bad_game": QT_TRANSLATE_NOOP("LanTexts", "The server does not offer that game."),
    "bad_players": QT_TRANSLATE_NOOP("LanTexts", "The game cannot be played by that many players."),
    "bad_seats": QT_TRANSLATE_NOOP("LanTexts", "The seats are not right: each is open or a bot."),
    "no_open_seat": QT_TRANSLATE_NOOP("LanTexts", "A table needs at least one open seat."),
    "bad_options": QT_TRANSLATE_NOOP("LanTexts", "The server did not take the rule options."),
    "bad_match_length": QT_TRANSLATE_NOOP("LanTexts", "A match has 1 to 100 games."),
    "bad_name": QT_TRANSLATE_NOOP("LanTexts", "The table's name is not right: 1 to 64 characters."),
}


def create_refusal_text(code: str, english: str = "") -> str:
    """Why the server did not create the table: a sentence per ``code``, with the server's
    ``english`` words after it; an unknown code shows the server's words alone."""
    template = CREATE_REFUSAL_TEXTS.get(code)
    if template is None:
        return QCoreApplication.translate("LanTexts", "The server did not create the table: {message}").format(
            message=english or code or "?"
        )
    sentence = QCoreApplication.translate("LanTexts", "The server did not create the table. {why}").format(
        why=_tr(template)
    )
    if not english:
        return sentence
    return QCoreApplication.translate("LanTexts", "{sentence} (The server says: “{message}”)").format(
        sentence=sentence, message=english
    )


# ---------------------------------------------------------------------- chat
#: quick phrases (protocol.CHAT_PHRASES ids) -> words
CHAT_PHRASE_TEXTS: dict[str, str] = {
    "hello": QT_TRANSLATE_NOOP("LanTexts", "Hello, everyone!"),
    "good_luck": QT_TRANSLATE_NOOP("LanTexts", "Good luck!"),
    "well_played": QT_TRANSLATE_NOOP("LanTexts", "Well played!"),
    "good_game": QT_TRANSLATE_NOOP("LanTexts", "Good game!"),
    "thanks": QT_TRANSLATE_NOOP("LanTexts", "Thanks!"),
    "sorry": QT_TRANSLATE_NOOP("LanTexts", "Sorry!"),
    "hurry": QT_TRANSLATE_NOOP("LanTexts", "Hurry up, please!"),
    "oops": QT_TRANSLATE_NOOP("LanTexts", "Oops!"),
}

_CHAT_REFUSALS: dict[str, str] = {
    "rate": QT_TRANSLATE_NOOP(
        "LanTexts", "Not sent: the room takes at most {n} lines in {s} seconds from each player. Wait a moment."
    ),
    "muted": QT_TRANSLATE_NOOP("LanTexts", "Not sent: the host has muted you."),
    "long": QT_TRANSLATE_NOOP("LanTexts", "Not sent: the line is longer than the room takes."),
    "other": QT_TRANSLATE_NOOP("LanTexts", "Not sent: the host refused the line ({detail})."),
    "offline": QT_TRANSLATE_NOOP("LanTexts", "Not sent: the connection to the host is down."),
}


def chat_phrase_text(phrase: str) -> str:
    """A quick phrase in the player's language (an unknown id as it is)."""
    text = CHAT_PHRASE_TEXTS.get(phrase)
    return _tr(text) if text else phrase


def chat_refusal_text(code: str, detail: str = "", n: int = 5, seconds: int = 10) -> str:
    """Why a chat line was not sent: ``rate`` (the rate limit: ``n`` lines in ``seconds``),
    ``muted`` (the host muted this player), ``long`` (longer than the host takes),
    ``offline``, or ``other`` (with the host's ``detail``)."""
    template = _CHAT_REFUSALS.get(code, _CHAT_REFUSALS["other"])
    return _tr(template).format(n=n, s=seconds, detail=detail or code)


#: what happens in the room, as notes among the chat lines
_ROOM_NOTES: dict[str, str] = {
    "joined": QT_TRANSLATE_NOOP("LanTexts", "{name} joined the room."),
    "left": QT_TRANSLATE_NOOP("LanTexts", "{name} left the room."),
    "moved": QT_TRANSLATE_NOOP("LanTexts", "{name} moved to seat {n}."),
    "removed": QT_TRANSLATE_NOOP("LanTexts", "The host removed {name} from the room."),
    "taken_back": QT_TRANSLATE_NOOP("LanTexts", "{name}'s seat was taken back from another window or PC."),
    "away": QT_TRANSLATE_NOOP("LanTexts", "{name} dropped out: a bot plays for them until they are back."),
    "back": QT_TRANSLATE_NOOP("LanTexts", "{name} is back."),
    "autoplay_on": QT_TRANSLATE_NOOP("LanTexts", "{name} lets the AI play for them (托管)."),
    "autoplay_off": QT_TRANSLATE_NOOP("LanTexts", "{name} plays again."),
    "rules_changed": QT_TRANSLATE_NOOP("LanTexts", "The host changed the rules: say Ready again."),
    "muted": QT_TRANSLATE_NOOP("LanTexts", "The host muted {name}."),
    "unmuted": QT_TRANSLATE_NOOP("LanTexts", "The host lets {name} chat again."),
}


def chat_cut_text(n: int, k: int) -> str:
    """The chat box cut a pasted line to the room's limit of ``n`` characters (``k`` left out)."""
    return QCoreApplication.translate(
        "LanTexts", "Your line was cut to {n} characters, the room's limit: {k} characters left out."
    ).format(n=n, k=k)


def room_note_text(code: str, name: str = "", seat: int | None = None) -> str:
    """A note of the room's life shown among the chat lines (``joined``, ``left``,
    ``moved`` to ``seat``...)."""
    template = _ROOM_NOTES.get(code)
    n = seat + 1 if isinstance(seat, int) else "?"
    return _tr(template).format(name=name, n=n) if template else code


# ---------------------------------------------------------------------- the fair deal
#: DealCheck codes (net/fair.py) -> words; the failures say plainly what they mean
_DEAL_TEXTS: dict[str, str] = {
    "verified": QT_TRANSLATE_NOOP(
        "LanTexts",
        "Deal verified: the shuffle came from everyone's random numbers, and every card you saw follows from it.",
    ),
    "verified_late": QT_TRANSLATE_NOOP(
        "LanTexts",
        "Deal verified: every card you saw follows from the shuffle (you came after the deal, so your own "
        "random number was not part of it).",
    ),
    "verified_rejoined": QT_TRANSLATE_NOOP(
        "LanTexts",
        "Deal verified: every card you saw follows from the shuffle (Paiju was restarted during the game, so it "
        "could not check whether your own random number was part of it).",
    ),
    "not_fair": QT_TRANSLATE_NOOP(
        "LanTexts", "This game was not dealt by the fair-deal exchange: its deal cannot be checked."
    ),
    "bad_commit": QT_TRANSLATE_NOOP(
        "LanTexts",
        "Warning: the deal is NOT verified. The host's secret does not match what it promised before the deal: "
        "the host may have cheated.",
    ),
    "bad_nonce": QT_TRANSLATE_NOOP(
        "LanTexts",
        "Warning: the deal is NOT verified. The host did not mix the players' random numbers in as promised: "
        "the host may have cheated.",
    ),
    "bad_seed": QT_TRANSLATE_NOOP(
        "LanTexts",
        "Warning: the deal is NOT verified. The cards were not dealt from the agreed seed: the host may have cheated.",
    ),
    "bad_replay": QT_TRANSLATE_NOOP(
        "LanTexts",
        "Warning: the deal is NOT verified. The cards you saw do not follow from the agreed seed: "
        "the host may have cheated.",
    ),
}
_DEAL_SHORT: dict[str, str] = {
    "verified": QT_TRANSLATE_NOOP("LanTexts", "Deal verified"),
    "verified_late": QT_TRANSLATE_NOOP("LanTexts", "Deal verified"),
    "verified_rejoined": QT_TRANSLATE_NOOP("LanTexts", "Deal verified"),
    "not_fair": QT_TRANSLATE_NOOP("LanTexts", "Deal not checkable"),
    "failed": QT_TRANSLATE_NOOP("LanTexts", "Deal NOT verified"),
}


def deal_check_text(code: str, short: bool = False) -> str:
    """What a fair-deal check (``DealCheck.code``) means, in a sentence or (``short``) a
    few words for the table's bar."""
    if short:
        key = code if code in ("verified", "verified_late", "verified_rejoined", "not_fair") else "failed"
        return _tr(_DEAL_SHORT[key])
    return _tr(_DEAL_TEXTS.get(code, _DEAL_TEXTS["bad_replay"]))


# ---------------------------------------------------------------------- coming back
_RECONNECT_FAILURES: dict[str, str] = {
    "gave_up": QT_TRANSLATE_NOOP("LanTexts", "The host has not come back for a long time."),
    "seat_changed": QT_TRANSLATE_NOOP("LanTexts", "The host gave your seat to someone else."),
}


def reconnect_failure_text(code: str) -> str:
    """Why coming back to the room failed (``ClientSession.reconnect_failed``), in a
    whole sentence the player can act on."""
    template = _RECONNECT_FAILURES.get(code)
    reason = _tr(template) if template else connect_failure_text(code, {})
    return QCoreApplication.translate(
        "LanTexts", "Paiju could not get back to the room: {reason} Leave the room and join again."
    ).format(reason=reason)


# ---------------------------------------------------------------------- the room's rules
def _value_text(value: Any, name: str) -> str:
    from .. import texts

    if isinstance(value, bool):
        return _tr(QT_TRANSLATE_NOOP("LanTexts", "yes")) if value else _tr(QT_TRANSLATE_NOOP("LanTexts", "no"))
    if isinstance(value, str):
        return texts.option_choice_label(name, value)
    return str(value)


def rules_text(game_id: str, options: Mapping[str, Any], match_length: int) -> str:
    """The rule options and the match length in one line ("Spring: yes · ... · 3 games")."""
    from ... import engine
    from .. import texts

    try:
        cls = engine.game_class(game_id).options_class
        full = cls.from_dict(dict(options)).to_dict()
    except Exception:  # another version's options: shown as they came
        full = dict(options)
    parts = [f"{texts.option_label(game_id, k)}: {_value_text(v, k)}" for k, v in full.items()]
    if match_length > 1:
        parts.append(QCoreApplication.translate("LanTexts", "a match of {n} games").format(n=match_length))
    else:
        parts.append(_tr(QT_TRANSLATE_NOOP("LanTexts", "one game")))
    return " · ".join(parts)


def room_options_text(room_options: Mapping[str, Any], password: bool | None = None) -> str:
    """The room options (the lobby's ``room_options``) in one line."""
    parts: list[str] = []
    grace = room_options.get("grace_s")
    if isinstance(grace, int | float) and grace > 0:
        parts.append(
            QCoreApplication.translate("LanTexts", "a player who drops out keeps the seat for {n} s").format(
                n=round(grace)
            )
        )
    elif grace is not None:
        parts.append(_tr(QT_TRANSLATE_NOOP("LanTexts", "a player who drops out keeps the seat to the end of the game")))
    turn = room_options.get("turn_s")
    if isinstance(turn, int | float) and turn > 0:
        parts.append(QCoreApplication.translate("LanTexts", "{n} s per turn").format(n=round(turn)))
    else:
        parts.append(_tr(QT_TRANSLATE_NOOP("LanTexts", "no turn timer")))
    if room_options.get("spectator_delay"):
        parts.append(_tr(QT_TRANSLATE_NOOP("LanTexts", "spectators see each trick once it is over")))
    if room_options.get("fair_deal", True):
        parts.append(_tr(QT_TRANSLATE_NOOP("LanTexts", "fair deal")))
    if password is not None:
        parts.append(
            _tr(QT_TRANSLATE_NOOP("LanTexts", "password"))
            if password
            else _tr(QT_TRANSLATE_NOOP("LanTexts", "no password"))
        )
    return " · ".join(parts)
