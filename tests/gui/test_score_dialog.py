"""The score dialog explains each seat's score from the game's own settlement details."""

from __future__ import annotations

import pytest

from desktop_app.ai.play import bots_for, play_out
from desktop_app.engine import new_game
from desktop_app.engine.core import Outcome, SeatResult
from desktop_app.ui.dialogs.score import ScoreDialog, score_detail


def _outcome(game_id: str, n: int, seed: int = 3) -> Outcome:
    game = new_game(game_id, n, {}, seed=seed)
    return play_out(game, bots_for(game_id, ["easy"] * n, seed=seed))


@pytest.mark.parametrize(
    ("detail", "expected"),
    [
        ({"multiplier": 8, "bombs": 2, "spring": "anti_spring"}, "×8 = bombs: 2 ×4 · reverse spring ×2"),
        # every factor is told: the ×4 of 明牌开始 too
        (
            {"multiplier": 32, "bombs": 3, "show_factor": 4, "grabs": 0, "spring": None},
            "×32 = cards shown ×4 · bombs: 3 ×8",
        ),
        ({"multiplier": 4, "bombs": 0, "show_factor": 1, "grabs": 2, "spring": None}, "×4 = grabs: 2 ×4"),
        ({"multiplier": 2, "bombs": 0, "spring": None}, "×2"),
        (
            {"bid": 80, "dealer_points": 95, "defender_points": 105, "kitty_awarded": 20, "red_five_penalty": 0},
            "bid 80: dealer 95, defenders 105 · kitty 20",
        ),
        ({"side": 1, "totals": [120, 480]}, "points 480 : 120"),
        (
            {"side": 0, "kind": "points", "totals": [540, 60], "halves": [[260, 40], [280, 20]]},
            "first half 260 : 40, second half 280 : 20 · total 540 : 60",
        ),
        (
            {"side": 1, "kind": "double_clip", "totals": [50, 250], "halves": [[50, 250]]},
            "points 250 : 50 · double clip (双夹)",
        ),
        ({"class": "grab", "kinds": ["ufo"], "triple": False}, "UFO · grabbed sky (抢天), ×0.9"),
        (
            {"class": "banker", "kinds": ["ufo", "starlink"], "triple": True},
            "UFO + Starlink (double sky) · banker's sky (庄家天牌), ×1 · ×3",
        ),
        (
            {"cards_left": 7, "closed": True, "spring": True, "big_spring": True, "bombs": 1},
            "cards left: 7 · shut out · big spring · bombs: 1",
        ),
        ({}, ""),
    ],
)
def test_score_detail_words(detail, expected):
    assert score_detail(detail) == expected


@pytest.mark.parametrize(
    ("game_id", "n"), [("doudizhu", 3), ("hongwu", 4), ("yuanzi", 4), ("shengsidu", 4), ("tiandiren", 4)]
)
def test_dialog_shows_scores_totals_and_details(qtbot, game_id, n):
    outcome = _outcome(game_id, n)
    totals = [10 * s + r.score for s, r in enumerate(outcome.results)]
    dlg = ScoreDialog(outcome, lambda s: f"P{s}", totals, games_played=1, match_length=3)
    qtbot.addWidget(dlg)
    assert dlg.table.rowCount() == n
    for i, r in enumerate(outcome.results):
        assert dlg.table.item(i, 0).text() == f"P{r.seat}"
        assert dlg.table.item(i, 2).text() == f"{r.score:+,}"
        assert dlg.table.item(i, 3).text() == f"{totals[r.seat]:+,}"
        assert dlg.table.item(i, 4).text() == score_detail(r.detail)
        assert dlg.table.item(i, 2).font().bold() == (r.score > 0)
    # the "How" column shows only when some seat has a detail (天地人 has none)
    assert dlg.table.isColumnHidden(4) == (game_id == "tiandiren")
    assert dlg.next_button.text() == "Next game"


def test_single_game_without_totals_hides_the_match_column(qtbot):
    outcome = Outcome((SeatResult(0, "winner", 5), SeatResult(1, "loser", -5)))
    dlg = ScoreDialog(outcome, str, None)
    qtbot.addWidget(dlg)
    assert dlg.table.isColumnHidden(3)
    assert dlg.heading.text() == "The game is over."


def test_a_long_how_is_shown_whole(qtbot):
    long_how = {"multiplier": 256, "grabs": 2, "shown": True, "bombs": 4, "spring": True}
    outcome = Outcome(
        tuple(SeatResult(s, "landlord_win" if s == 0 else "peasant_loss", 10, long_how) for s in range(3))
    )
    dlg = ScoreDialog(outcome, lambda s: f"Player {s}", [1, 2, 3], games_played=1, match_length=2)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    how = dlg.table.item(0, 4)
    assert how.toolTip() == how.text() and len(how.text()) > 40
    header = dlg.table.horizontalHeader()
    needed = dlg.table.fontMetrics().horizontalAdvance(how.text())
    assert header.sectionSize(4) >= needed  # the column is as wide as its text, not cut
    assert dlg.table.viewport().width() >= sum(header.sectionSize(c) for c in range(5)) - 2


def test_what_a_lan_room_adds_gets_room_and_nothing_is_cut(qtbot):
    from PySide6.QtWidgets import QPlainTextEdit

    how = {"multiplier": 256, "grabs": 2, "shown": True, "bombs": 4}
    outcome = Outcome(tuple(SeatResult(s, "landlord_win" if s == 0 else "peasant_loss", 10, how) for s in range(3)))
    dlg = ScoreDialog(outcome, lambda s: f"Player {s}", [1, 2, 3], games_played=1, match_length=2)
    qtbot.addWidget(dlg)
    dlg.set_deal_line("✓ Deal verified: the shuffle came from everyone's random numbers.", True)
    chat = QPlainTextEdit("\n".join(f"line {i}" for i in range(5)))
    dlg.add_extra(chat)  # as the LAN room does, after the dialog is built
    dlg.show()
    qtbot.waitExposed(dlg)
    dlg.retranslate()  # the window retranslates its dialogs when the room changes
    table = dlg.table
    assert dlg.width() >= table.minimumWidth() and table.width() >= table.minimumWidth()
    assert table.viewport().width() >= sum(table.horizontalHeader().sectionSize(c) for c in range(5)) - 2
    rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
    assert table.viewport().height() >= rows  # every player's row shows, no scrolling
    assert chat.height() >= 3 * chat.fontMetrics().height()
    assert dlg.height() >= dlg.sizeHint().height()  # laid out round all it holds, not a size fixed before
