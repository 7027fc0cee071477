"""What the store reads from a finished game (pure Python: the engine only, no Qt).

* :func:`record_identity`: the identity of one game in the history. A game is its deal:
  the game, the player count, the rule options (as the engine reads them, so a file
  that leaves out a default is the same game), the seed, the carry-over and the random
  source; not the moves. A game continued after a crash, finished again (even with
  other last moves), imported from its replay file or recorded by a LAN host and one of
  its clients at the same PC is one game.
* :func:`is_win` and :func:`name_key`: what counts as a win, and the key of a player name.
* :func:`dealt_sky` and :func:`coins_after`: the facts the statistics count (the 天牌
  kinds each 天地人 hand was dealt; a 斗地主 seat's coins after the game).

>>> from desktop_app.engine.core import GameRecord
>>> a = GameRecord("shengsidu", 2, seed=5)
>>> b = GameRecord("shengsidu", 2, seed=5, options={"bomb_bonus": 5})
>>> record_identity(a) == record_identity(b)  # the default spelt out: the same deal
True
>>> record_identity(a) == record_identity(GameRecord("shengsidu", 2, seed=6))
False
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import logging
from collections.abc import Mapping
from typing import Any, TypeGuard

from ..engine.core import GameRecord, Outcome, SeatResult

__all__ = [
    "SKY_BITS",
    "canonical_json",
    "canonical_record",
    "coins_after",
    "dealt_sky",
    "is_win",
    "name_key",
    "outcome_from_json",
    "outcome_to_json",
    "record_identity",
    "sky_bits",
    "sky_kinds_of",
]

log = logging.getLogger(__name__)

_WIN_IDS = frozenset({"win", "winner", "sky", "earth", "grab_earth", "man"})
_NOT_WIN_IDS = frozenset({"lose", "loss", "loser", "draw", "escaped", "abandoned"})

#: One bit per 天牌 kind, in the engine's order (``scoring.SKY_KINDS``).
SKY_BITS: Mapping[str, int] = {"mars_carrier": 1, "ufo": 2, "starlink": 4}


def is_win(result: SeatResult) -> bool:
    """Did this seat win its game? A result id that names a win in its game (``*_win``,
    ``win``, ``winner``; 天地人's ``sky``/``earth``/``grab_earth``/``man``) is one; an id that
    names a loss or a draw (``*_loss``, ``*_lose``, ``loser``, ``draw``, ``escaped``,
    ``abandoned``) is not; any other id (an opponent's escape, a compensation) counts as a
    win when the seat's score is positive.

    >>> is_win(SeatResult(0, "peasant_win", 2)), is_win(SeatResult(0, "dealer_loss", -3))
    (True, False)
    >>> is_win(SeatResult(0, "opponent_escaped", 4)), is_win(SeatResult(0, "compensated", 0))
    (True, False)
    """
    rid = result.result
    if rid in _WIN_IDS or rid.endswith("_win"):
        return True
    if rid in _NOT_WIN_IDS or rid.endswith(("_loss", "_lose")):
        return False
    return result.score > 0


def name_key(name: str) -> str:
    """The key of a player name: trimmed and case-folded.

    >>> name_key("  Li Lei "), name_key("STRASSE") == name_key("straße")
    ('li lei', True)
    """
    return name.strip().casefold()


def canonical_record(record: GameRecord) -> GameRecord:
    """``record`` with its rule options as the engine reads them (defaults spelt out); the
    record as it is when its game or options are unknown here."""
    from .. import engine

    try:
        cls = engine.game_class(record.game_id)
        options = cls.options_class.from_dict(record.options).to_dict()
    except Exception:  # an unknown game, or options this Paiju refuses: keep them as written
        return record
    return dataclasses.replace(record, options=options)


def canonical_json(value: Any) -> str:
    """JSON with sorted keys and no spaces: equal values give equal text."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def record_identity(record: GameRecord) -> str:
    """The game's identity: SHA-256 (hex) of the canonical JSON of its record without the
    moves (see the module's text); its disputes and void mark are not part of it."""
    d = canonical_record(record).to_json()
    for key in ("actions", "disputes", "void"):
        d.pop(key, None)
    return hashlib.sha256(canonical_json(d).encode("utf-8")).hexdigest()


def outcome_to_json(outcome: Outcome) -> dict[str, Any]:
    return outcome.to_json()


def outcome_from_json(d: Any) -> Outcome:
    """An outcome written by :func:`outcome_to_json`; raises ``ValueError``."""
    results = d.get("results") if isinstance(d, Mapping) else None
    if not isinstance(results, list):
        raise ValueError("an outcome holds a list of results")
    out = []
    for r in results:
        if not isinstance(r, Mapping):
            raise ValueError("a result must be an object")
        seat, rid, score, detail = r.get("seat"), r.get("result"), r.get("score"), r.get("detail", {})
        if not (_is_int(seat) and isinstance(rid, str) and _is_int(score) and isinstance(detail, Mapping)):
            raise ValueError(f"bad result: {r!r}")
        out.append(SeatResult(seat, rid, score, dict(detail)))
    return Outcome(tuple(out))


def _is_int(x: Any) -> TypeGuard[int]:
    return isinstance(x, int) and not isinstance(x, bool)


def sky_bits(kinds: Any) -> int:
    """The 天牌 kinds as bits (:data:`SKY_BITS`).

    >>> sky_bits(["ufo", "starlink"]), sky_bits([])
    (6, 0)
    """
    return sum(SKY_BITS.get(k, 0) for k in set(kinds))


def sky_kinds_of(bits: int) -> list[str]:
    """The kinds of :func:`sky_bits` ``bits``, in the engine's order.

    >>> sky_kinds_of(5)
    ['mars_carrier', 'starlink']
    """
    return [k for k, b in SKY_BITS.items() if bits & b]


def dealt_sky(record: GameRecord) -> list[int] | None:
    """For a 天地人 record, the 天牌 kinds each seat was dealt (as :func:`sky_bits`, in seat
    order), whatever the game did with them; None for another game or a record whose deal
    cannot be rebuilt. The deal is dealt again from the record (about a millisecond)."""
    if record.game_id != "tiandiren":
        return None
    try:
        from ..engine import game_class
        from ..engine.tiandiren.scoring import sky_kinds

        game: Any = game_class("tiandiren").replay(dataclasses.replace(record, actions=()))
        return [sky_bits(sky_kinds(hand)) for hand in game.hands]
    except Exception:  # a record this engine cannot deal: the statistics leave it out
        log.warning("the deal of a 天地人 record cannot be rebuilt", exc_info=True)
        return None


def coins_after(result: SeatResult) -> int | None:
    """A 斗地主 seat's coins after the game (from the settlement's detail), else None."""
    value = result.detail.get("coins_after") if isinstance(result.detail, Mapping) else None
    return value if _is_int(value) else None
