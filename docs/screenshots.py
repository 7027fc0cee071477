"""Render each game's table in each language to PNG files under ``docs/screenshots/``.

    QT_QPA_PLATFORM=offscreen python docs/screenshots.py [--out DIR] [--games g1,g2] [--langs en,zh_CN]
        [--moments] [--only-moments]

With ``--moments`` it also renders the moments a player must be able to read (issue 14):
a 天牌 win as it is announced (``moment_sky_<lang>.png``), the end of a 原子 first half
(``moment_yuanzi_half_<lang>.png``), a failed 红五 throw (``moment_hongwu_throw_<lang>.png``)
and a settled 斗地主 game with the coins on the seat panels and its score dialog
(``moment_doudizhu_coins_<lang>.png``, ``moment_doudizhu_coins_score_<lang>.png``).

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

os.environ["PAIJU_LOOPBACK_ONLY"] = "1"  # docs scripts send packets to 127.0.0.1 only
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
            and adapter.hints(view)
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


def moment_before(game_id: str, n: int, seed: int, kind: str, level0: str = "normal"):  # type: ignore[no-untyped-def]
    """(record, action): a game played by bots up to the action of seat 0 that causes an
    event of ``kind`` (seat 0 plays at ``level0``: a random bot tries failing throws)."""
    from desktop_app.ai.base import make_bot
    from desktop_app.engine import game_class, replay

    cls = game_class(game_id)
    for k in range(80):
        game = cls(n, None, seed + k)
        rng = random.Random(seed + k)
        bots = [make_bot(game_id, level0 if s == 0 else "normal", s, rng.randrange(1 << 30)) for s in range(n)]
        for _ in range(5000):
            if game.outcome is not None:
                break
            s = game.to_move
            action = bots[s].decide(game.view_for(s))
            if s == 0 and any(e.kind == kind for e in replay(game.record()).apply(action)):
                return game.record(), action
            game.apply(action)
    raise LookupError(f"no {kind} moment in {game_id}")


def _window(lang: str):  # type: ignore[no-untyped-def]
    from desktop_app.session import GameSession
    from desktop_app.ui.main_window import MainWindow

    w = MainWindow(persistent=False, language=lang, session_factory=lambda parent: GameSession(parent, autosave=False))
    w.table_page.set_speed("normal")
    w.resize(1440, 900)
    w.show()
    return w


def _settle(ms: int = 600) -> None:
    """Let the table draw and the announcement come up (real time: the pacing is part
    of what is shown)."""
    import time

    from PySide6.QtWidgets import QApplication

    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.02)


def _score_dialog(w, timeout_ms: int = 20_000):  # type: ignore[no-untyped-def]
    """The score dialog once it is up (it waits for the game's last announcements)."""
    import time

    end = time.monotonic() + timeout_ms / 1000
    while time.monotonic() < end:
        dlg = getattr(w, "score_dialog", None)
        if dlg is not None and dlg.isVisible():
            _settle(300)
            return dlg
        _settle(50)
    return None


def shoot_moment(game_id: str, lang: str, out: pathlib.Path, name: str, record, action) -> list[pathlib.Path]:  # type: ignore[no-untyped-def]
    """Resume ``record`` with seat 0 a person, let that person make ``action`` and save
    the window (and the score dialog when the game ended)."""
    from desktop_app.session import SeatConfig
    from desktop_app.store.saves import MatchSnapshot
    from desktop_app.ui import texts

    w = _window(lang)
    n = record.num_players
    seats = (
        SeatConfig.human(texts.default_seat_name(0, game_id)),
        *(SeatConfig.bot(texts.default_seat_name(i, game_id), "normal") for i in range(1, n)),
    )
    session = w.ensure_session()
    session.resume(MatchSnapshot(game_id, n, seats, record.options, 1, current=record, totals=(0,) * n))
    w.show_table()
    _settle(300)
    session.submit(0, action)
    _settle(900)  # the first announcement of the moment is up (the others wait their turn)
    out.mkdir(parents=True, exist_ok=True)
    paths = [out / f"moment_{name}_{lang}.png"]
    w.grab().save(str(paths[0]))
    dlg = _score_dialog(w) if session.is_game_over else None
    if dlg is not None:
        paths.append(out / f"moment_{name}_score_{lang}.png")
        dlg.grab().save(str(paths[-1]))
    session.stop()
    w.close()
    w.deleteLater()
    return paths


def shoot_sky(lang: str, out: pathlib.Path, seed: int) -> pathlib.Path:
    """A 4-player 天地人 game whose deal holds 天牌, started live: the announcement says
    the kind, the class and the score."""
    from desktop_app.engine import new_game
    from desktop_app.session import SeatConfig
    from desktop_app.ui import texts

    game_seed = next(
        k for k in range(seed, seed + 2000) if any(e.kind == "sky" for e in new_game("tiandiren", 4, seed=k).events)
    )
    w = _window(lang)
    seats = [
        SeatConfig.human(texts.default_seat_name(0)),
        *(SeatConfig.bot(texts.default_seat_name(i), "normal") for i in range(1, 4)),
    ]
    session = w.ensure_session()
    session.start("tiandiren", 4, seats, {}, 1, game_seed=game_seed)
    w.show_table()
    _settle(700)
    scene = w.table_page.scene
    for _ in range(200):  # the lottery first, then the 天牌
        if "sky" in scene.banner.text.lower() or "天牌" in scene.banner.text or not scene.announcing:
            break
        _settle(100)
    _settle(300)
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"moment_sky_{lang}.png"
    w.grab().save(str(path))
    session.stop()
    w.close()
    w.deleteLater()
    return path


def moments(langs: list[str], out: pathlib.Path, seed: int) -> None:
    shots = [
        ("yuanzi", "yuanzi_half", 4, "half_over", "normal"),
        ("hongwu", "hongwu_throw", 4, "throw_failed", "random"),
        ("doudizhu", "doudizhu_coins", 3, "game_over", "normal"),
    ]
    found = {name: moment_before(g, n, seed, kind, level) for g, name, n, kind, level in shots}
    for lang in langs:
        print(shoot_sky(lang, out, seed))
        for game_id, name, _n, _kind, _level in shots:
            for path in shoot_moment(game_id, lang, out, name, *found[name]):
                print(path)


def main(argv: list[str] | None = None) -> int:
    from desktop_app.app import create_application
    from desktop_app.engine import GAME_IDS

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--games", default=",".join(GAME_IDS))
    parser.add_argument("--langs", default="en,zh_CN,zh_TW")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--moments", action="store_true", help="also the moments of issue 14")
    parser.add_argument("--only-moments", action="store_true", help="the moments alone")
    args = parser.parse_args(argv)
    create_application([sys.argv[0]])
    out = pathlib.Path(args.out)
    if args.moments or args.only_moments:
        moments(args.langs.split(","), out, args.seed)
        if args.only_moments:
            return 0
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
