"""Render each game's table in each language to PNG files under ``docs/screenshots/``.

    QT_QPA_PLATFORM=offscreen python docs/screenshots.py [--out DIR] [--games g1,g2] [--langs en,zh_CN]

Each game is played by bots from a fixed seed until it is seat 0's turn in the middle of
the play, following a trick that others opened (cards on the table) with a play that
beats it. The match is then resumed in the app with seat 0 a person and the others bots,
the player presses Hint (H): the hinted cards stand selected and the action bar reads the
selection. The window is saved as ``<game>_<lang>.png``; 天地人 is also shot with eight
players (eight decks, 54-card hands) as ``tiandiren8_<lang>.png``. The bots are the app's
own (``desktop_app.ai``) where a game has them, else the random legal test bots of
``tests/session/engine_bots.py``.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import pathlib
import random
import sys
from typing import Any

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _bot_factory() -> Any:
    """``factory(game_id, seat, seed) -> bot`` with ``decide(view)``."""
    from desktop_app.ai.base import make_bot

    test_bots = None
    path = ROOT / "tests" / "session" / "engine_bots.py"
    if path.exists():
        spec = importlib.util.spec_from_file_location("screenshot_bots", path)
        assert spec is not None and spec.loader is not None
        test_bots = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(test_bots)

    def make(game_id: str, seat: int, seed: int):  # type: ignore[no-untyped-def]
        try:
            return make_bot(game_id, "normal", seat, seed)
        except LookupError:
            if test_bots is None:
                raise
            return test_bots.ViewRandomBot(seat, seed)

    return make


def _following_a_play(game, seat: int) -> bool:  # type: ignore[no-untyped-def]
    """Whether another seat's play lies on the table in the trick ``seat`` is to follow."""
    from desktop_app.ui.table.state import TableState

    state = TableState(game.num_players)
    state.apply_all(game.events_for(seat))
    return not state.trick_closed and any(not p.passed and s != seat for s, p in state.plays.items())


def play_to_midgame(game_id: str, seed: int, num_players: int | None = None, rounds: int = 2):  # type: ignore[no-untyped-def]
    """A record of a game played by bots until seat 0 is to follow a play, after at least
    ``rounds`` plays per player, with a hint to offer; None if the game ended first."""
    from desktop_app.engine import game_class
    from desktop_app.engine.core import ActionKind
    from desktop_app.ui.games import adapter_for

    cls = game_class(game_id)
    n = num_players or {"tiandiren": 4}.get(game_id, cls.min_players)
    rng = random.Random(seed)
    game = cls(n, None, seed)
    adapter = adapter_for(game_id)
    make = _bot_factory()
    bots = [make(game_id, s, rng.randrange(1 << 30)) for s in range(n)]
    plays = 0
    for _ in range(4000):
        if game.outcome is not None:
            break
        seat = game.to_move
        assert seat is not None  # the game is not over
        view = game.view_for(seat)
        if (
            seat == 0
            and plays >= rounds * n
            and ActionKind.PLAY in view.legal_kinds
            and len(view.hand) >= 5
            and _following_a_play(game, 0)
            and adapter.hints(game, view)
        ):
            return game.record()
        action = bots[seat].decide(view)
        events = game.apply(action)
        plays += sum(1 for e in events if e.kind == "play")
    return None


def shoot(game_id: str, lang: str, out: pathlib.Path, record, name: str) -> pathlib.Path:  # type: ignore[no-untyped-def]
    """Resume ``record`` with seat 0 a person, press Hint and save the window."""
    from PySide6.QtWidgets import QApplication

    from desktop_app.session import GameSession, SeatConfig
    from desktop_app.store.saves import MatchSnapshot
    from desktop_app.ui import texts
    from desktop_app.ui.main_window import MainWindow

    w = MainWindow(persistent=False, language=lang, session_factory=lambda parent: GameSession(parent, autosave=False))
    w.table_page.set_speed("instant")
    w.resize(1440, 900)
    w.show()
    n = record.num_players
    me = {"en": "Ann", "zh_CN": "小明", "zh_TW": "小明"}.get(lang, "Ann")
    seats = (SeatConfig.human(me), *(SeatConfig.bot(texts.default_seat_name(i), "normal") for i in range(1, n)))
    session = w.ensure_session()
    session.resume(MatchSnapshot(game_id, n, seats, record.options, 1, current=record, totals=(0,) * n))
    w.show_table()
    page = w.table_page
    page.next_hint()  # the player presses H: the hint stands selected, the bar reads it
    for _ in range(5):
        QApplication.processEvents()
    page.scene.banner.setOpacity(0.0)  # a passing announcement would hide the table
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{name}_{lang}.png"
    w.grab().save(str(path))
    session.stop()
    w.close()
    w.deleteLater()
    return path


def main(argv: list[str] | None = None) -> int:
    from desktop_app.app import create_application
    from desktop_app.engine import GAME_IDS

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--games", default=",".join(GAME_IDS))
    parser.add_argument("--langs", default="en,zh_CN,zh_TW")
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args(argv)
    create_application([sys.argv[0]])
    out = pathlib.Path(args.out)
    tables: list[tuple[str, str, int | None, int]] = [(g, g, None, 2) for g in args.games.split(",")]
    if "tiandiren" in args.games.split(","):
        tables.append(("tiandiren", "tiandiren8", 8, 0))  # early: 54-card hands, two rows
    for game_id, name, n, rounds in tables:
        try:  # the first deal from the seed on that reaches such a moment
            record = next(r for k in range(50) if (r := play_to_midgame(game_id, args.seed + k, n, rounds)) is not None)
        except Exception as e:
            print(f"{name}: skipped ({e!r})")
            continue
        for lang in args.langs.split(","):
            print(shoot(game_id, lang, out, record, name))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
