"""The table's sounds, synthesised by the project (no recorded or copied sound files; they
are the project's own work under its licence).

Every cue is a short mono 16-bit WAV made from sine tones and seeded noise with simple
envelopes, the same bytes on every run. No Qt here: ``python -m desktop_app.ui.sound_synth
FOLDER`` writes them all to a folder (to listen to them, or to ship them).

>>> sorted(CUES) == sorted(SYNTHS)
True
>>> wav = cue_wav("play")
>>> wav[:4], wav[8:12], 0 < len(wav) < 40_000
(b'RIFF', b'WAVE', True)
>>> cue_wav("play") == wav  # the same bytes every time
True
"""

from __future__ import annotations

import io
import math
import random
import sys
import wave
from array import array
from collections.abc import Callable
from pathlib import Path

__all__ = ["CUES", "RATE", "SYNTHS", "cue_wav", "write_cues"]

RATE = 22_050
#: The cues the table plays: a card played, a pass, a bomb (rocket, plane, 原子...), the
#: deal, the player's turn, a win, a loss, a spring (春天), a sky-card or other special
#: hand (天牌, 人牌, 地牌), a timer's last seconds.
CUES: tuple[str, ...] = ("play", "pass", "bomb", "deal", "turn", "win", "lose", "spring", "special", "tick")

Samples = list[float]


def _silence(seconds: float) -> Samples:
    return [0.0] * int(RATE * seconds)


def _tone(freq: float, seconds: float, attack: float = 0.005, decay: float = 6.0, harmonics: int = 2) -> Samples:
    """A plucked or struck tone: a sine with a few soft overtones and an exponential decay."""
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-decay * t)
        v = sum(math.sin(2 * math.pi * freq * (h + 1) * t) / (h + 1) ** 2 for h in range(harmonics))
        out.append(env * v)
    return out


def _noise(seconds: float, decay: float, seed: int, smooth: float = 0.0) -> Samples:
    """Seeded noise with a fast decay; ``smooth`` (0..1) low-passes it (a duller sound)."""
    rng = random.Random(seed)
    out, last = [], 0.0
    for i in range(int(RATE * seconds)):
        t = i / RATE
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        out.append(last * math.exp(-decay * t))
    return out


def _sweep(f0: float, f1: float, seconds: float, decay: float) -> Samples:
    """A sine gliding from ``f0`` to ``f1`` (a thump, a boom)."""
    out, phase = [], 0.0
    n = int(RATE * seconds)
    for i in range(n):
        f = f0 + (f1 - f0) * i / n
        phase += 2 * math.pi * f / RATE
        out.append(math.sin(phase) * math.exp(-decay * i / RATE))
    return out


def _mix(*parts: tuple[float, float, Samples]) -> Samples:
    """Parts as (start s, gain, samples) laid over each other."""
    length = max(int(start * RATE) + len(s) for start, _g, s in parts)
    out = [0.0] * length
    for start, gain, samples in parts:
        at = int(start * RATE)
        for i, v in enumerate(samples):
            out[at + i] += gain * v
    return out


def _notes(freqs: list[float], step: float, seconds: float, gain: float = 0.5) -> Samples:
    return _mix(*((k * step, gain, _tone(f, seconds, decay=5.0, harmonics=3)) for k, f in enumerate(freqs)))


def _play() -> Samples:  # a card put down: a short snap and a soft thump
    return _mix((0, 0.6, _noise(0.07, 70, 1, 0.3)), (0, 0.5, _sweep(220, 90, 0.08, 40)))


def _pass() -> Samples:  # a soft knock on the table, twice
    knock = _mix((0, 0.6, _sweep(180, 110, 0.07, 50)), (0, 0.15, _noise(0.03, 120, 2, 0.6)))
    return _mix((0, 0.7, knock), (0.11, 0.5, knock))


def _bomb() -> Samples:  # a low boom with a rumble
    return _mix((0, 0.8, _sweep(140, 38, 0.7, 5)), (0, 0.5, _noise(0.7, 6, 3, 0.93)), (0, 0.25, _noise(0.05, 60, 4)))


def _deal() -> Samples:  # cards riffled out
    return _mix(*((k * 0.045, 0.35, _noise(0.03, 110, 10 + k, 0.2)) for k in range(8)))


def _turn() -> Samples:  # a two-note chime, rising
    return _notes([659.3, 987.8], 0.11, 0.45, 0.4)


def _win() -> Samples:  # a major arpeggio and its chord
    arpeggio = _notes([523.3, 659.3, 784.0, 1046.5], 0.09, 0.5)
    chord = _mix(*((0, 0.22, _tone(f, 0.9, decay=3.0, harmonics=3)) for f in (523.3, 659.3, 784.0)))
    return _mix((0, 1.0, arpeggio), (0.36, 1.0, chord))


def _lose() -> Samples:  # a falling minor third, slow
    return _notes([392.0, 311.1, 261.6], 0.2, 0.6, 0.45)


def _spring() -> Samples:  # a sparkle running up
    return _notes([1046.5, 1318.5, 1568.0, 2093.0, 2637.0, 3136.0], 0.05, 0.35, 0.3)


def _special() -> Samples:  # a bright fanfare: a fifth, then the octave
    return _mix(
        (0, 1.0, _notes([587.3, 880.0], 0.12, 0.5, 0.45)), (0.26, 0.5, _tone(1174.7, 0.8, decay=3.5, harmonics=3))
    )


def _tick() -> Samples:  # a clock's tick
    return _mix((0, 0.5, _tone(1800, 0.03, attack=0.001, decay=120, harmonics=1)), (0, 0.0, _silence(0.05)))


SYNTHS: dict[str, Callable[[], Samples]] = {
    "play": _play, "pass": _pass, "bomb": _bomb, "deal": _deal, "turn": _turn,
    "win": _win, "lose": _lose, "spring": _spring, "special": _special, "tick": _tick,
}  # fmt: skip


def _to_wav(samples: Samples) -> bytes:
    """16-bit mono PCM, normalised to 80 % of full scale, with a 5 ms fade out."""
    peak = max((abs(v) for v in samples), default=0.0) or 1.0
    fade = int(RATE * 0.005)
    pcm = array("h")
    n = len(samples)
    for i, v in enumerate(samples):
        tail = min(1.0, (n - i) / fade)
        pcm.append(int(max(-1.0, min(1.0, v / peak * 0.8 * tail)) * 32767))
    if sys.byteorder == "big":
        pcm.byteswap()
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm.tobytes())
    return buf.getvalue()


def cue_wav(cue: str) -> bytes:
    """The WAV file of ``cue`` (one of :data:`CUES`)."""
    return _to_wav(SYNTHS[cue]())


def write_cues(folder: Path) -> dict[str, Path]:
    """Write every cue as ``<cue>.wav`` into ``folder`` (made if needed); their paths."""
    folder.mkdir(parents=True, exist_ok=True)
    out = {}
    for cue in CUES:
        path = folder / f"{cue}.wav"
        path.write_bytes(cue_wav(cue))
        out[cue] = path
    return out


if __name__ == "__main__":  # pragma: no cover - a tool
    for cue, path in write_cues(Path(sys.argv[1] if len(sys.argv) > 1 else "sounds")).items():
        print(cue, path)
