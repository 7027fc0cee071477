"""``paiju-probe``: checks the frozen bundle from the inside (tests only, never shipped).

``--smoke-test`` proves that the frozen app starts and draws its start page. It cannot
tell whether the games (loaded by name with ``importlib``) made it into the bundle,
whether Qt finds its translations and the fonts draw Chinese, or whether the referee and
pyqtgraph work frozen. ``packaging/paiju.spec -- --probe`` builds this script into the
bundle folder as a second, console executable that shares the app's Qt, plugins and data;
the same script runs from a checkout, so a test can compare the two::

    paiju-probe report --out DIR      # JSON on stdout; screenshots in DIR
    paiju-probe judge  < requests     # the referee (desktop_app.engine.judge) on stdin
    paiju-probe grab-screen FILE      # the whole X screen (to look at a running Paiju)
    paiju-probe join --port P         # join a LAN room on 127.0.0.1 and play a game

``report`` starts every game in a main window (seat 0 human, the others bots where the
game has bots), waits until seat 0's hand is on the table, saves a screenshot per game and
language and answers, as JSON::

    {"frozen": ..., "platform": "offscreen", "qt": {...}, "translations": {...},
     "fonts": {...}, "rules": [...], "games": {"doudizhu": {"started": true, ...}},
     "pyqtgraph": {...}}
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import traceback
from pathlib import Path
from typing import Any

if not getattr(sys, "frozen", False):  # from a checkout: python packaging/probe.py ...
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

LANGS = ("en", "zh_CN", "zh_TW")
SAMPLE_HAN = "牌局"  # two different Han characters: tofu boxes would draw alike


def _pump(app: Any, until: Any, timeout: float) -> bool:
    """Process events until ``until()`` is true or ``timeout`` seconds passed."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        app.processEvents()
        if until():
            return True
        time.sleep(0.01)
    return bool(until())


def _nonblank(image: Any) -> int:
    """How many distinct colours a sample grid of ``image`` shows (1 = blank)."""
    colours = set()
    w, h = image.width(), image.height()
    for y in range(0, h, max(1, h // 60)):
        for x in range(0, w, max(1, w // 60)):
            colours.add(image.pixel(x, y))
    return len(colours)


def check_qt() -> dict[str, Any]:
    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import QLibraryInfo, QTranslator, qVersion

    tdir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    qtbase = {}
    for lang in LANGS[1:]:
        t = QTranslator()
        qtbase[lang] = bool(t.load(f"qtbase_{lang}", tdir)) and not t.isEmpty()
    files = sorted(p.name for p in Path(tdir).glob("*.qm")) if Path(tdir).is_dir() else []
    plugins = QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)
    return {
        "version": qVersion(),
        "pyside": pyside_version,
        "translations_path": tdir,
        "translation_files": files,
        "qtbase_loads": qtbase,
        "plugins_path": plugins,
    }


def check_translations(app: Any) -> dict[str, Any]:
    """The main window's menu titles in each language (live switching included), and
    Qt's own strings (standard buttons: qtbase_<lang>.qm)."""
    from PySide6.QtWidgets import QDialogButtonBox

    from desktop_app.ui.main_window import MainWindow

    out: dict[str, Any] = {}
    w = MainWindow(persistent=False, language="en")
    for lang in LANGS:
        w.set_language(lang)
        app.processEvents()  # LanguageChange is posted, not sent
        menus = [a.text() for a in w.menuBar().actions()]
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons = [b.text() for b in box.buttons()]
        box.deleteLater()
        out[lang] = {"title": w.windowTitle(), "menus": menus, "qt_buttons": buttons}
    w.set_language("en")
    w.close()
    w.deleteLater()
    return out


def check_fonts() -> dict[str, Any]:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFont, QFontDatabase, QFontInfo, QImage, QPainter

    sc = QFontDatabase.families(QFontDatabase.WritingSystem.SimplifiedChinese)
    tc = QFontDatabase.families(QFontDatabase.WritingSystem.TraditionalChinese)
    font = QFont()
    font.setPixelSize(40)

    def draw(ch: str) -> Any:
        img = QImage(48, 48, QImage.Format.Format_ARGB32)
        img.fill(Qt.GlobalColor.white)
        p = QPainter(img)
        p.setFont(font)
        p.drawText(img.rect(), Qt.AlignmentFlag.AlignCenter, ch)
        p.end()
        return img

    glyphs = [draw(ch) for ch in SAMPLE_HAN]
    return {
        "default_family": QFontInfo(font).family(),
        "simplified_families": sc[:8],
        "traditional_families": tc[:8],
        "han_drawn": _nonblank(glyphs[0]) > 1 and glyphs[0] != glyphs[1],
    }


def check_rules() -> list[str]:
    from desktop_app.paths import resource_path

    return sorted(p.name for p in resource_path("rules").glob("*.md"))


def _seats(game_id: str, n: int) -> list[Any]:
    from desktop_app.ai.base import has_bot
    from desktop_app.ui.dialogs.new_game import SeatChoice

    bots = has_bot(game_id, "normal")
    return [SeatChoice("human", "Ann")] + [
        SeatChoice("bot", f"Bot {i}", "normal") if bots else SeatChoice("human", f"P{i + 1}") for i in range(1, n)
    ]


def check_game(app: Any, game_id: str, lang: str, out: Path | None) -> dict[str, Any]:
    """Start ``game_id`` in a main window and wait for seat 0's hand on the table."""
    from desktop_app.engine import game_class
    from desktop_app.ui.dialogs.new_game import NewGameConfig
    from desktop_app.ui.main_window import MainWindow

    result: dict[str, Any] = {"started": False, "hand": 0, "error": None}
    dialogs: list[Any] = []
    w = MainWindow(persistent=False, language=lang, dialog_hook=dialogs.append)
    try:
        cls = game_class(game_id)
        n = {"tiandiren": 4}.get(game_id, cls.min_players)
        w.table_page.set_speed("instant")
        w.resize(1280, 820)
        w.show()
        cfg = NewGameConfig(game_id, n, _seats(game_id, n), {}, 1)
        if not w.start_game(cfg, seed=7):
            result["error"] = " | ".join(getattr(d, "text", lambda: "")() for d in dialogs) or "start_game refused"
            return result
        result["started"] = True
        page = w.table_page

        def hand_shown() -> bool:
            if getattr(page, "_handoff_pending", False):
                page.confirm_handoff()
            view = page.current_view()
            if not page.scene.hand_items and view is not None and "show" in view.legal_kinds:
                page.choose_action("show", False)  # 明牌开始 comes before the deal: decline
            return bool(page.scene.hand_items)

        _pump(app, hand_shown, 15.0)
        result["hand"] = len(page.scene.hand_items)
        _pump(app, lambda: False, 0.3)  # let the bots and the animations settle a little
        page.scene.banner.setOpacity(0.0)
        img = w.grab().toImage()
        result["colours"] = _nonblank(img)
        result["title"] = w.windowTitle()
        if out is not None:
            out.mkdir(parents=True, exist_ok=True)
            path = out / f"{game_id}_{lang}.png"
            img.save(str(path))
            result["screenshot"] = str(path)
    except Exception as e:  # the report says what failed; the test decides
        result["error"] = f"{type(e).__name__}: {e}"
        result["traceback"] = traceback.format_exc(limit=6)
    finally:
        session = w.session
        if session is not None:
            session.stop()
            writer = getattr(session, "autosave_writer", None)
            if writer is not None:
                writer.close()
        w.close()
        w.deleteLater()
        app.processEvents()
    return result


def check_pyqtgraph(app: Any) -> dict[str, Any]:
    try:
        import pyqtgraph as pg

        plot = pg.PlotWidget()
        plot.plot([0, 1, 2, 3, 4], [0, 3, 1, 4, 2], pen="r")
        plot.resize(320, 200)
        plot.show()
        app.processEvents()
        colours = _nonblank(plot.grab().toImage())
        plot.close()
        return {"ok": colours > 2, "version": pg.__version__, "colours": colours}
    except Exception as e:
        return {"ok": False, "error": f"{type(e).__name__}: {e}", "traceback": traceback.format_exc(limit=6)}


def report(out: Path | None, games: list[str] | None, langs: list[str]) -> dict[str, Any]:
    from PySide6.QtGui import QGuiApplication

    from desktop_app.app import create_application
    from desktop_app.engine import GAME_IDS

    app = create_application([sys.argv[0]])
    data: dict[str, Any] = {
        "frozen": bool(getattr(sys, "frozen", False)),
        "meipass": getattr(sys, "_MEIPASS", None),
        "platform": QGuiApplication.platformName(),
        "qt": check_qt(),
        "translations": check_translations(app),
        "fonts": check_fonts(),
        "rules": check_rules(),
        "games": {},
    }
    for game_id in games or list(GAME_IDS):
        for lang in langs:
            data["games"][f"{game_id}/{lang}"] = check_game(app, game_id, lang, out)
    data["pyqtgraph"] = check_pyqtgraph(app)
    return data


def grab_screen(path: Path, delay: float) -> int:
    """Save the whole primary screen (under X11: every window on it) to ``path``."""
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication([sys.argv[0]])
    _pump(app, lambda: False, delay)
    screen = app.primaryScreen()
    ok = screen.grabWindow(0).save(str(path))
    print(json.dumps({"saved": ok, "path": str(path), "platform": app.platformName()}))
    return 0 if ok else 1


def join(port: int, name: str, games: int, timeout: float) -> int:
    """Join the room at 127.0.0.1:``port`` with the app's LAN client and let a bot play
    the seat from the client's views until ``games`` games are over; print JSON."""
    os.environ["PAIJU_LOOPBACK_ONLY"] = "1"  # network safety: this check only ever talks to 127.0.0.1
    from PySide6.QtCore import QCoreApplication, QTimer

    from desktop_app.ai.base import make_bot
    from desktop_app.net.client import ClientSession, LanConnection

    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    conn = LanConnection("127.0.0.1", port, name)
    session = ClientSession()
    state: dict[str, Any] = {"failure": None, "outcomes": [], "refused": [], "lost": None, "bot": None}

    def act() -> None:
        view = session.view()
        if view is None or session.is_game_over or view.seat is None or view.to_move != view.seat:
            return
        if state["bot"] is None:
            state["bot"] = make_bot(view.game_id, "random", view.seat, 1)
        session.submit(view.seat, state["bot"].decide(view))

    def finished(outcome: Any) -> None:
        state["outcomes"].append(outcome.scores)
        state["bot"] = None
        if not session.is_match_over:
            QTimer.singleShot(0, session.next_game)

    conn.welcomed.connect(lambda _w: session.add_connection(conn))
    conn.failed.connect(lambda code, params: state.update(failure=code))
    session.turn_started.connect(lambda _s: QTimer.singleShot(0, act))
    session.game_started.connect(lambda _i: QTimer.singleShot(0, act))
    session.action_refused.connect(lambda _s, e: state["refused"].append(e.reason))
    session.game_finished.connect(finished)
    session.connection_lost.connect(lambda code, _p: state.update(lost=code))
    conn.open()
    _pump(app, lambda: state["failure"] or len(state["outcomes"]) >= games or state["lost"], timeout)
    seat = conn.seat
    view = session.view()
    session.stop()
    _pump(app, lambda: False, 0.2)
    ok = state["failure"] is None and len(state["outcomes"]) >= games
    print(json.dumps({"seat": seat, "outcomes": state["outcomes"], "failure": state["failure"],
                      "refused": state["refused"], "lost": state["lost"],
                      "final_phase": view.phase if view is not None else None}))  # fmt: skip
    return 0 if ok else 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="paiju-probe", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    rep = sub.add_parser("report", help="check the bundle and print a JSON report")
    rep.add_argument("--out", help="save screenshots to this folder")
    rep.add_argument("--games", help="comma-separated game ids (default: all)")
    rep.add_argument("--langs", default="zh_CN", help="languages of the game screenshots (default: zh_CN)")
    sub.add_parser("judge", help="run the referee on stdin/stdout")
    lan = sub.add_parser("join", help="join a LAN room on 127.0.0.1 and play (a bot decides)")
    lan.add_argument("--port", type=int, required=True)
    lan.add_argument("--name", default="Probe")
    lan.add_argument("--games", type=int, default=1)
    lan.add_argument("--timeout", type=float, default=120.0)
    grab = sub.add_parser("grab-screen", help="save a screenshot of the whole screen")
    grab.add_argument("path")
    grab.add_argument("--delay", type=float, default=0.5)
    args = parser.parse_args(argv)

    if args.command == "judge":
        from desktop_app.engine.judge import main as judge_main

        return judge_main()
    if args.command == "grab-screen":
        return grab_screen(Path(args.path), args.delay)
    if args.command == "join":
        return join(args.port, args.name, args.games, args.timeout)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    games = args.games.split(",") if args.games else None
    data = report(Path(args.out) if args.out else None, games, args.langs.split(","))
    print(json.dumps(data, ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
