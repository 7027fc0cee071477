"""An exported dispute: ONE file a person who was not there can judge by replaying it.

The file is a game record (``paiju-record``, so Open replay reads it as a replay of an
unfinished game) holding the moves up to the disputed one and only that dispute, with
its claim, the explanation the app gave and the decision; beside the record, under
``paiju_dispute``, the dispute's ``id``, the ``players``' names and when it was exported.
:func:`read_dispute` checks all of it (the record, its moves through the engine, that the
dispute is the one named and its step the record's end); the replay viewer opens it at
the disputed move and shows the claim and the decision (:mod:`desktop_app.ui.dispute`).

>>> import tempfile, pathlib
>>> from desktop_app.engine import new_game
>>> from desktop_app.engine.disputes import Dispute
>>> game = new_game("shengsidu", 2, seed=3)
>>> d = Dispute("a1", 0, "Li", "Was the deal fair?", "2026-12-03T12:00:00+00:00")
>>> path = pathlib.Path(tempfile.mkdtemp()) / "x.paiju-dispute"
>>> _ = save_dispute(path, game.record().with_disputes([d]), "a1", ["Li", "Bo"])
>>> read_dispute(path).dispute == d
True
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine.core import RECORD_FORMAT, GameRecord, RecordError
from ..engine.disputes import Dispute, now_iso
from .saves import SaveError, _read_json, _write

__all__ = ["DISPUTE_KEY", "DISPUTE_SUFFIX", "DisputeFile", "dispute_document", "read_dispute", "save_dispute"]

#: The block an exported dispute carries beside the record.
DISPUTE_KEY = "paiju_dispute"
DISPUTE_SUFFIX = "paiju-dispute"


@dataclass(frozen=True)
class DisputeFile:
    """What an exported dispute holds: the record up to the disputed move (with only
    that dispute), the dispute, and the players' names (may be empty)."""

    record: GameRecord
    dispute: Dispute
    names: tuple[str, ...] = ()
    exported_at: str = ""


def dispute_document(record: GameRecord, dispute_id: str, names: Sequence[str] = ()) -> dict[str, Any]:
    """The JSON of an exported dispute (see the module's text); ``KeyError`` when the
    record has no such dispute."""
    found = [d for d in record.disputes if d.id == dispute_id]
    if not found:
        raise KeyError(dispute_id)
    dispute = found[0]
    upto = dataclasses.replace(record, actions=record.actions[: dispute.step], disputes=(dispute,))
    d = upto.to_json()
    d[DISPUTE_KEY] = {"id": dispute.id, "players": [str(n)[:64] for n in names], "exported_at": now_iso()}
    return d


def save_dispute(path: Path | str, record: GameRecord, dispute_id: str, names: Sequence[str] = ()) -> Path:
    """Write an exported dispute atomically; raises :class:`SaveError` (``unwritable``)."""
    path = Path(path)
    _write(path, json.dumps(dispute_document(record, dispute_id, names), ensure_ascii=False, indent=1))
    return path


def is_dispute_document(d: Any) -> bool:
    return isinstance(d, Mapping) and d.get("format") == RECORD_FORMAT and DISPUTE_KEY in d


def dispute_from_document(d: Any, path: Path | None = None) -> DisputeFile:
    """Check an exported dispute's JSON (see the module's text); raises :class:`SaveError`."""
    from .. import engine

    if not is_dispute_document(d):
        raise SaveError("not an exported Paiju dispute", "bad_dispute", path)
    block = d[DISPUTE_KEY]
    if not isinstance(block, Mapping):
        raise SaveError("the dispute block is not an object", "bad_dispute", path)
    try:
        record = GameRecord.from_json(d)
    except RecordError as e:
        raise SaveError(f"the dispute's record is malformed: {e}", "bad_dispute", path) from e
    names = block.get("players", [])
    if not isinstance(names, list) or not all(isinstance(n, str) and len(n) <= 64 for n in names):
        raise SaveError("the dispute's players are not a list of names", "bad_dispute", path)
    if names and len(names) != record.num_players:
        raise SaveError("the dispute names a player per seat or none", "bad_dispute", path)
    if len(record.disputes) != 1 or record.disputes[0].id != block.get("id"):
        raise SaveError("the file must hold exactly the dispute it names", "bad_dispute", path)
    dispute = record.disputes[0]
    if dispute.step != len(record.actions):
        raise SaveError("the record must end at the disputed move", "bad_dispute", path)
    try:
        engine.game_class(record.game_id).replay(record)
    except (LookupError, RecordError) as e:
        raise SaveError(f"the dispute's record does not replay: {e}", "bad_dispute", path) from e
    when = block.get("exported_at")
    return DisputeFile(record, dispute, tuple(names), when if isinstance(when, str) else "")


def read_dispute(path: Path | str) -> DisputeFile:
    """Open and check an exported dispute; raises :class:`SaveError`."""
    path = Path(path)
    return dispute_from_document(_read_json(path), path)
