"""Render each game's table in each language to PNG files under ``docs/screenshots/``.

    QT_QPA_PLATFORM=offscreen python docs/screenshots.py [--out DIR] [--games g1,g2] [--langs en,zh_CN]

Each game is played by bots from a fixed seed until it is seat 0's turn in the middle of
the play, then the table is drawn from seat 0's point of view (its hand, the other seats,
the plays on the table, the log) and saved as ``<game>_<lang>.png``. The bots are the app's
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

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _bot_factory():  # type: ignore[no-untyped-def]
    """``factory(game_id, seat, seed) -> bot`` with ``decide(view)``."""
    from desktop_app.ai.base import make_bot

    test_bots = None
    path = ROOT / "tests" / "session" / "engine_bots.py"
    if path.exists():
        spec = importlib.util.spec_from_file_location("screenshot_bots", path)
        test_bots = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(test_bots)  # type: ignore[union-attr]

    def make(game_id: str, seat: int, seed: int):  # type: ignore[no-untyped-def]
        try:
            return make_bot(game_id, "normal", seat, seed)
        except LookupError:
            if test_bots is None:
                raise
            return test_bots.ViewRandomBot(seat, seed)

    return make


def play_to_midgame(game_id: str, seed: int):  # type: ignore[no-untyped-def]
    """A record of a game played by bots until seat 0 is to play mid-trick."""
    from desktop_app.engine import game_class
    from desktop_app.engine.core import ActionKind

    cls = game_class(game_id)
    n = {"tiandiren": 4}.get(game_id, cls.min_players)
    rng = random.Random(seed)
    game = cls(n, None, seed)
    make = _bot_factory()
    bots = [make(game_id, s, rng.randrange(1 << 30)) for s in range(n)]
    plays = 0
    for _ in range(2000):
        if game.outcome is not None:
            break
        seat = game.to_move
        view = game.view_for(seat)
        if seat == 0 and plays >= 2 * n and ActionKind.PLAY in view.legal_kinds and view.hand:
            break
        action = bots[seat].decide(view)
        events = game.apply(action)
        plays += sum(1 for e in events if e.kind == "play")
    return game.record()


def shoot(game_id: str, lang: str, out: pathlib.Path, record) -> pathlib.Path:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QApplication

    from desktop_app.session import SeatConfig
    from desktop_app.ui import texts
    from desktop_app.ui.main_window import MainWindow
    from desktop_app.ui.replay import ReplaySession

    w = MainWindow(persistent=False, language=lang)
    w.table_page.set_speed("instant")
    w.resize(1440, 900)
    w.show()
    names = [texts.default_seat_name(i) for i in range(record.num_players)]
    names[0] = {"en": "Ann", "zh_CN": "小明", "zh_TW": "小明"}.get(lang, "Ann")
    replay = ReplaySession(record, [SeatConfig.human(n) for n in names], w)
    replay.set_viewer(0)
    w.table_page.attach(replay)
    w.session = replay
    w.show_table()
    replay.start()
    while replay.step():
        pass
    page = w.table_page
    # show a selection and its live reading
    hints = page.adapter.hints(replay.game, page.current_view()) if page.adapter else []
    if hints:
        page.scene.select_cards(hints[0])
    elif page.scene.hand_items:
        page.scene.toggle_slot(0)
    for _ in range(5):
        QApplication.processEvents()
    page.scene.banner.setOpacity(0.0)  # a passing announcement would hide the table
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{game_id}_{lang}.png"
    w.grab().save(str(path))
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
    for game_id in args.games.split(","):
        try:
            record = play_to_midgame(game_id, args.seed)
        except Exception as e:
            print(f"{game_id}: skipped ({e})")
            continue
        for lang in args.langs.split(","):
            print(shoot(game_id, lang, out, record))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
