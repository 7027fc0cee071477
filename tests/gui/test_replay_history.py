"""Replays of the history's games as the history knows them: game N of a match shows the
match totals up to it in its score dialog, with a title saying which game of the match it
was and nothing that acts on a live table; a 天地人 game decided at the deal (天牌) shows
the deal, then the sky settlement as a step and its score dialog; an 8-player replay's
score dialog shows every seat."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from desktop_app.ai.play import bots_for, play_out
from desktop_app.engine import game_class, new_game
from desktop_app.session.rules import carry_for
from desktop_app.store.history import finished_game
from desktop_app.store.profiles import ProfileStore
from desktop_app.store.seats import SeatConfig
from desktop_app.ui import texts
from desktop_app.ui.dialogs.replay_score import ReplayScoreDialog
from desktop_app.ui.dialogs.score import ScoreDialog
from desktop_app.ui.history import install
from desktop_app.ui.replay import ReplaySession

from .conftest import save_shot

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _doudizhu_match(store: ProfileStore, length: int = 3) -> tuple[list[int], list[list[int]]]:
    """Two games of a 斗地主 match of ``length`` kept in the history; their rows and scores."""
    h = store.history
    seats = [SeatConfig.human("Li"), SeatConfig.bot("Bo", "normal"), SeatConfig.bot("Cy", "expert")]
    game1 = new_game("doudizhu", 3, seed=11)
    o1 = play_out(game1, bots_for("doudizhu", ["random"] * 3, seed=11))
    carry = carry_for("doudizhu", game_class("doudizhu").replay(game1.record()), o1.scores, 2)
    game2 = new_game("doudizhu", 3, seed=12, carry=carry)
    o2 = play_out(game2, bots_for("doudizhu", ["random"] * 3, seed=12))
    totals = [a + b for a, b in zip(o1.scores, o2.scores, strict=True)]
    rows = [
        h.add_game(
            finished_game(
                game1.record(),
                seats,
                o1,
                1_750_000_000,
                totals=o1.scores,
                match_id="M",
                match_game=1,
                match_length=length,
            )
        ),
        h.add_game(
            finished_game(
                game2.record(), seats, o2, 1_750_000_100, totals=totals, match_id="M", match_game=2, match_length=length
            )
        ),
    ]
    return rows, [list(o1.scores), list(o2.scores)]


def _finish_replay(w, qtbot, dialogs: list) -> ScoreDialog:
    """Step the replay on the window to its last move; the score dialog it shows."""
    session = w.session
    assert isinstance(session, ReplaySession)
    session.pause()
    session.seek(session.length - 1)
    assert session.step()
    qtbot.waitUntil(lambda: any(isinstance(d, ScoreDialog) for d in dialogs), timeout=10_000)
    return next(d for d in dialogs if isinstance(d, ScoreDialog))


def test_game_n_of_a_match_shows_the_match_totals_up_to_it(make_window, qtbot, tmp_path):
    store = ProfileStore(tmp_path / "p.json")
    rows, scores = _doudizhu_match(store)
    dialogs: list = []
    w = make_window(profile_store=store, dialog_hook=dialogs.append)
    inst = install(w)
    assert inst.open_replay(rows[1])
    dlg = _finish_replay(w, qtbot, dialogs)
    assert isinstance(dlg, ReplayScoreDialog)
    totals = [a + b for a, b in zip(*scores, strict=True)]
    assert [dlg.table.item(r, 2).text() for r in range(3)] == [f"{s:+,}" for s in scores[1]]
    assert [dlg.table.item(r, 3).text() for r in range(3)] == [f"{t:+,}" for t in totals]
    assert not dlg.table.isColumnHidden(3)
    assert dlg.heading.text() == "Replay: game 2 of 3 is over."
    assert dlg.windowTitle() == "Scores — Replay of game 2 of 3"
    assert dlg.next_button.isHidden() and dlg.close_button.isVisible()
    assert "New match" not in dlg.next_button.text() or dlg.next_button.isHidden()
    assert not [d for d in dialogs if isinstance(d, QMessageBox)]
    dlg.resize(max(dlg.width(), 560), dlg.height())
    save_shot(dlg, "replay_score_en.png")
    # the first game of the match: its own totals, game 1 of 3
    dlg.close()
    dialogs.clear()
    assert inst.open_replay(rows[0])
    first = _finish_replay(w, qtbot, dialogs)
    assert [first.table.item(r, 3).text() for r in range(3)] == [f"{s:+,}" for s in scores[0]]
    assert first.heading.text() == "Replay: game 1 of 3 is over."


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_the_replay_score_dialog_speaks_chinese(make_window, qtbot, tmp_path, language):
    store = ProfileStore(tmp_path / "p.json")
    rows, _scores = _doudizhu_match(store)
    dialogs: list = []
    w = make_window(profile_store=store, dialog_hook=dialogs.append)
    w.set_language(language)
    assert install(w).open_replay(rows[1])
    dlg = _finish_replay(w, qtbot, dialogs)
    assert "2" in dlg.heading.text() and "3" in dlg.heading.text()
    assert not any(ch.isascii() and ch.isalpha() for ch in dlg.heading.text())
    save_shot(dlg, f"replay_score_{language}.png")


def _sky_at_deal_in_history(store: ProfileStore) -> tuple[int, object]:
    """A 4-player 天地人 game every seat wins at the deal (天牌): no move in its record."""
    game = new_game("tiandiren", 4, seed=88)
    assert game.outcome is not None and not game.record().actions
    seats = [
        SeatConfig.human("Li"),
        SeatConfig.bot("Bo", "normal"),
        SeatConfig.bot("Cy", "easy"),
        SeatConfig.bot("Di", "expert"),
    ]
    row = store.history.add_game(finished_game(game.record(), seats, game.outcome, 1_750_000_000))
    return row, game


def test_a_game_decided_at_the_deal_shows_the_deal_then_the_settlement(make_window, qtbot, tmp_path):
    store = ProfileStore(tmp_path / "p.json")
    row, game = _sky_at_deal_in_history(store)
    dialogs: list = []
    w = make_window(profile_store=store, dialog_hook=dialogs.append)
    w.resize(1280, 820)
    assert install(w).open_replay(row)
    session = w.session
    session.pause()
    session.to_start()
    assert session.length == 1 and session.index == 0
    assert w.replay_bar.position_label.text() == "Move 0 of 1"
    view = w.table_page.current_view()
    assert view.phase == "deal" and view.status == ("live",) * 4 and not view.sky
    deal_kinds = [e.kind for e in session.event_log()]
    assert deal_kinds[-1] == "dealt" and "sky" not in deal_kinds
    badges = [t for s in range(4) for t, _c in w.table_page.adapter.badges(view, s)]
    assert texts.result_name("sky") not in badges, badges
    save_shot(w, "sky_deal_en.png")
    assert session.step()  # the settlement: the sky wins, the game over, its score dialog
    assert session.index == 1 and w.table_page.current_view().phase == "over"
    assert [e.kind for e in session.event_log()] == [e.kind for e in game.events]
    qtbot.waitUntil(lambda: any(isinstance(d, ScoreDialog) for d in dialogs), timeout=10_000)
    dlg = next(d for d in dialogs if isinstance(d, ScoreDialog))
    assert [dlg.table.item(r, 2).text() for r in range(4)] == [f"{s:+,}" for s in game.outcome.scores]
    save_shot(w, "sky_settled_en.png")
    session.seek(0)  # back to the deal, and on again by a jump
    assert w.table_page.current_view().phase == "deal"
    session.to_end()
    assert session.index == 1 and w.table_page.current_view().phase == "over"


def test_an_8_player_score_dialog_shows_every_seat(qtbot):
    game = new_game("tiandiren", 8, seed=3)
    outcome = play_out(game, bots_for("tiandiren", ["easy"] * 8, seed=3))
    dlg = ReplayScoreDialog(outcome, lambda s: f"Player {s + 1}", outcome.scores, 1, 1)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    table = dlg.table
    assert table.rowCount() == 8
    assert table.verticalScrollBar().maximum() == 0  # nothing to scroll to: all 8 rows in view
    last = table.visualItemRect(table.item(7, 0))
    assert last.bottom() <= table.viewport().height()
    save_shot(dlg, "score_8_players_en.png")
