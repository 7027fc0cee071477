"""Fixtures of the session tests (local to this folder; no global settings change here)."""

from __future__ import annotations

import pytest

from desktop_app import engine
from desktop_app.session import GameSession

from .toygame import RandomToyBot, ToyGame


@pytest.fixture
def paiju_home(tmp_path, monkeypatch):
    """Point every user file (autosave, settings) at a temporary folder."""
    monkeypatch.setenv("PAIJU_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def toy(monkeypatch):
    """Register the test-only toy game as ``"toy"``."""
    monkeypatch.setitem(engine._GAMES, "toy", f"{ToyGame.__module__}:ToyGame")
    return ToyGame


def toy_bots(game_id, level, seat, seed):
    return RandomToyBot(seat, level, seed)


@pytest.fixture
def make_session(qtbot, paiju_home, toy):
    """A factory of sessions with toy bots, no bot delay, cleaned up after the test."""
    made = []

    def make(**kw):
        kw.setdefault("bot_factory", toy_bots)
        kw.setdefault("bot_delay_ms", 0)
        s = GameSession(**kw)
        made.append(s)
        return s

    yield make
    for s in made:
        s.stop()
        w = s.autosave_writer
        if w is not None:
            w.close()
