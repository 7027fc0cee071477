"""The application starts, the main window and its menus work, the rules screen shows the
project's rules, hot-seat with the real session hides and shows the right hands."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest
from PySide6.QtWidgets import QMessageBox

from desktop_app.engine.core import ActionKind
from desktop_app.ui.dialogs.new_game import NewGameConfig, SeatChoice
from desktop_app.ui.dialogs.rules import RulesDialog, rules_path

from .conftest import load_engine_bots

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def test_main_window_shows_the_start_screen(make_window):
    w = make_window()
    assert w.isVisible()
    assert w.windowTitle() == "Paiju"
    assert w.stack.currentWidget() is w.start_page
    assert w.start_page.new_button.text() == "New game…"
    assert not w.start_page.continue_button.isEnabled()  # no autosave in a fresh home
    titles = [a.text() for a in w.menuBar().actions()]
    assert titles == ["&Game", "&View", "&Language", "&Help"]


def test_smoke_test_exits_cleanly_and_fast(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PAIJU_HOME=str(tmp_path))
    start = time.perf_counter()
    out = subprocess.run(
        [sys.executable, "-m", "desktop_app", "--smoke-test"], env=env, capture_output=True, timeout=60
    )
    elapsed = time.perf_counter() - start
    assert out.returncode == 0, out.stderr.decode(errors="replace")
    assert elapsed < 10  # a generous bound for CI; the target (<= 1.5 s) is a benchmark
    probe = (
        "import sys, desktop_app.ui.main_window; "
        "print(sorted(m for m in sys.modules if m.startswith('desktop_app.engine.')))"
    )
    mods = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True, timeout=60)
    # no game engine is imported just to show the window
    assert all(m.count(".") < 3 for m in eval(mods.stdout.strip() or "[]")), mods.stdout


def test_view_menu_settings_apply_to_the_table(make_window):
    w = make_window()
    w.set_deck_colours(4)
    assert w.table_page.scene.deck_style == "four"
    w.set_table_colour("#1c3f6e")
    assert w.table_page.scene.table_colour.name() == "#1c3f6e"
    w.set_speed("slow")
    assert w.table_page.scene.animator.factor > 1
    w.set_sort_mode("suit")
    assert w.table_page.sort_mode == "suit"
    assert w.settings.deck_colours == 4 and w.settings.sort_mode == "suit"


def test_rules_screen_shows_the_rules_markdown(make_window):
    dialogs = []
    w = make_window(dialog_hook=dialogs.append)
    w.show_rules("shengsidu")
    dlg = next(d for d in dialogs if isinstance(d, RulesDialog))
    assert dlg.isVisible()
    if rules_path("shengsidu") is None:
        assert "not available" in dlg.browser.toPlainText()
    else:
        text = dlg.browser.toPlainText()
        assert len(text) > 200 and "#" not in text.splitlines()[0]  # rendered, not raw Markdown
    dlg.close()


def test_about_box_opens_without_blocking(make_window):
    dialogs = []
    w = make_window(dialog_hook=dialogs.append)
    w.show_about()
    box = next(d for d in dialogs if isinstance(d, QMessageBox))
    assert "Paiju" in box.text()
    box.close()


BOTS = load_engine_bots()


@pytest.mark.skipif(BOTS is None or "shengsidu" not in BOTS.playable_games(), reason="needs shengsidu and test bots")
def test_hot_seat_with_the_real_session(make_window, qtbot):
    from desktop_app.session import GameSession

    w = make_window(session_factory=lambda p: GameSession(p, bot_factory=BOTS.view_bot_factory, bot_delay_ms=0))
    seats = [SeatChoice("human", "Ann"), SeatChoice("human", "Ben"), SeatChoice("bot", "Cy", "easy")]
    assert w.start_game(NewGameConfig("shengsidu", 3, seats, {"must_play": False}, 1), seed=3)
    page, session = w.table_page, w.session
    seen = set()
    for _ in range(6):
        qtbot.waitUntil(lambda: page.overlay.isVisible() or session.game.outcome is not None, timeout=20_000)
        if session.game.outcome is not None:
            break
        seat = session.pending_handoff
        assert page.seat_name(seat) in page.overlay.text
        assert not any(it.isVisible() for it in page.scene.hand_items)  # every hand hidden
        page.overlay.button.click()
        qtbot.waitUntil(lambda: not page.overlay.isVisible())
        assert page.viewer == seat
        assert sorted(c.text for c in page.scene.hand_cards) == sorted(c.text for c in session.game.view_for(seat).hand)
        seen.add(seat)
        # the human to move passes or plays a single
        view = session.view()
        if ActionKind.PASS in view.legal_kinds:
            page.pass_turn()
        else:
            for slot in range(len(page.scene.hand_items)):
                page.scene.set_selected_slots([slot])
                page.play_selected()
                if session.pending_handoff is not None or session.game.to_move != seat:
                    break
    assert seen == {0, 1}
