"""The table's sounds through QtMultimedia's QSoundEffect: which cue an event plays, and a
sound board that never fails.

The WAVs are the project's own (:mod:`.sound_synth`), written to a temporary folder the
first time a sound plays. Without QtMultimedia (a missing library: it needs libpulse on
Linux), without an audio output, or with ``PAIJU_NO_SOUND`` set (the test suite sets it)
the board stays silent and says why once in the log.
"""

from __future__ import annotations

import atexit
import logging
import os
import shutil
import tempfile
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QUrl

from ..engine.core import Event
from .sound_synth import CUES, write_cues
from .table.state import DEAL_KINDS, PASS_KINDS, PLAY_KINDS, event_reading

__all__ = ["NO_SOUND_ENV", "SoundBoard", "big_play", "event_cue", "outcome_cue"]

log = logging.getLogger(__name__)

#: Set (to anything but "" or "0") to keep every sound off: the tests do.
NO_SOUND_ENV = "PAIJU_NO_SOUND"

#: Reading types that are a bomb or a play as loud (rockets, planes, 原子's atoms).
_BIG_TYPES = ("bomb", "rocket", "plane", "atom", "spaceship", "ufo")
#: Events of a special hand or a special win (天牌, 人牌, 地牌, 抢地, 红五's level up).
SPECIAL_KINDS = frozenset({"sky", "man", "earth", "grab_earth", "level_up"})


def big_play(reading: Any) -> bool:
    """Is a play of ``reading`` a bomb, a rocket, a plane or an atom (a loud play)?

    >>> big_play({"type": "bomb"}), big_play({"type": "plane_single"}), big_play({"type": "pair"})
    (True, True, False)
    >>> big_play({"type": "rocket", "params": {"bomb": False}})  # 天地人's 火箭 is no bomb
    False
    """
    if not isinstance(reading, Mapping):
        return False
    params = reading.get("params")
    if isinstance(params, Mapping) and isinstance(params.get("bomb"), bool):
        return bool(params["bomb"])
    kind = str(reading.get("type") or "")
    return any(word in kind for word in _BIG_TYPES)


def event_cue(event: Event) -> str | None:
    """The cue an event at the table plays, or None (most events are silent).

    >>> event_cue(Event("play", 0, {"reading": {"type": "bomb"}})), event_cue(Event("pass", 1))
    ('bomb', 'pass')
    >>> event_cue(Event("spring")), event_cue(Event("trick_closed")) is None
    ('spring', True)
    """
    kind = event.kind
    if kind in PLAY_KINDS and event.seat is not None:
        return "bomb" if big_play(event_reading(event)) else "play"
    if kind in PASS_KINDS and event.seat is not None:
        return "pass"
    if kind == "spring":
        return "spring"
    if kind in SPECIAL_KINDS:
        return "special"
    if kind in DEAL_KINDS and kind in ("deal", "dealt"):
        return "deal"
    return None


def outcome_cue(outcome: Any, viewer: int | None) -> str | None:
    """ "win" when the viewer's score is the game's best, "lose" when it is not; None for a
    spectator or a game where everybody scores the same.

    >>> from desktop_app.engine.core import Outcome, SeatResult
    >>> o = Outcome((SeatResult(0, "win", 4), SeatResult(1, "lose", -2), SeatResult(2, "lose", -2)))
    >>> outcome_cue(o, 0), outcome_cue(o, 1), outcome_cue(o, None)
    ('win', 'lose', None)
    """
    results = getattr(outcome, "results", None)
    if viewer is None or not results:
        return None
    scores = {r.seat: r.score for r in results}
    if viewer not in scores or len(set(scores.values())) < 2:
        return None
    return "win" if scores[viewer] == max(scores.values()) else "lose"


def _no_sound_env() -> bool:
    return os.environ.get(NO_SOUND_ENV, "").strip() not in ("", "0")


_folder: Path | None = None


def _cue_files() -> dict[str, Path]:
    """The cues' WAV files, written once per run to a temporary folder removed at exit."""
    global _folder
    if _folder is None:
        _folder = Path(tempfile.mkdtemp(prefix="paiju-sounds-"))
        atexit.register(shutil.rmtree, _folder, True)
        write_cues(_folder)
    return {cue: _folder / f"{cue}.wav" for cue in CUES}


def _qt_effect_factory() -> Callable[[Path, QObject], Any] | None:
    """QSoundEffect's maker, or None (logged) when QtMultimedia or an audio output is missing."""
    try:
        from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
    except Exception as e:  # ImportError, or OSError for a missing shared library
        log.info("sound off: QtMultimedia cannot load (%s)", e)
        return None
    try:
        if not QMediaDevices.audioOutputs():
            log.info("sound off: no audio output")
            return None
    except Exception as e:
        log.info("sound off: no audio outputs known (%s)", e)
        return None

    def make(path: Path, parent: QObject) -> Any:
        effect = QSoundEffect(parent)
        effect.setSource(QUrl.fromLocalFile(str(path)))
        return effect

    return make


class SoundBoard(QObject):
    """Plays the table's cues at the chosen volume, unless muted.

    ``factory(path, parent)`` makes an effect with ``setVolume(float)`` and ``play()`` (a
    QSoundEffect by default; the tests give a fake). Whatever goes wrong (no QtMultimedia,
    no output, an effect that raises) turns the board silent for the rest of the run and
    is logged once."""

    def __init__(self, parent: QObject | None = None, factory: Callable[[Path, QObject], Any] | None = None) -> None:
        super().__init__(parent)
        self.volume = 70  # per cent
        self.muted = False
        self._factory = factory
        self._effects: dict[str, Any] = {}
        self._silent = factory is None and _no_sound_env()  # the tests: QtMultimedia never loaded
        self.played: list[str] = []  # the cues played (the last few, for the tests)

    def use_output(self, factory: Callable[[Path, QObject], Any]) -> None:
        """Play through ``factory``'s effects from now on (a test's fake output)."""
        self._factory = factory
        self._effects.clear()
        self._silent = False

    @property
    def audible(self) -> bool:
        """Would a cue be heard now (not muted, some volume, sound working)?"""
        return not self.muted and self.volume > 0 and not self._silent

    def set_volume(self, volume: int) -> None:
        self.volume = max(0, min(100, int(volume)))

    def set_muted(self, muted: bool) -> None:
        self.muted = bool(muted)

    def play(self, cue: str | None) -> bool:
        """Play ``cue`` (None: nothing); True when it was sent to the output."""
        if cue is None or cue not in CUES or not self.audible:
            return False
        effect = self._effect(cue)
        if effect is None:
            return False
        try:
            effect.setVolume(self.volume / 100)
            effect.play()
        except Exception:
            log.warning("sound off: an effect failed", exc_info=True)
            self._silent = True
            return False
        self.played = [*self.played[-31:], cue]
        return True

    def prepare(self) -> None:
        """Load QtMultimedia and every cue now (the window calls it once it is shown), so
        the first deal does not wait for them; nothing when the board is silent."""
        if self.audible:
            for cue in CUES:
                if self._effect(cue) is None:
                    return

    def play_events(self, events: Iterable[Event]) -> str | None:
        """The loudest cue of events shown together (a bomb over a pass); it is played."""
        cues = [c for c in (event_cue(e) for e in events) if c is not None]
        if not cues:
            return None
        order = ("spring", "special", "bomb", "deal", "play", "pass")
        cue = min(cues, key=lambda c: order.index(c) if c in order else len(order))
        self.play(cue)
        return cue

    def _effect(self, cue: str) -> Any:
        if cue in self._effects:
            return self._effects[cue]
        if self._factory is None:
            self._factory = _qt_effect_factory()
            if self._factory is None:
                self._silent = True
                return None
        try:
            effect = self._factory(_cue_files()[cue], self)
        except Exception:
            log.warning("sound off: the sounds cannot be made", exc_info=True)
            self._silent = True
            return None
        self._effects[cue] = effect
        return effect
