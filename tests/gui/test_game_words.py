"""What each game tells at the table and in the dialogs (issue 14): seat names in the
language and the game, 红五 bidding and burying, 原子 badges and markers, hands shown at
the end, 斗地主 balances after the settlement, file dialogs' folder."""

from __future__ import annotations

import pytest

from desktop_app.ai.play import bots_for, play_out
from desktop_app.engine import new_game
from desktop_app.engine.core import Action, ActionKind
from desktop_app.ui import texts
from desktop_app.ui.games import adapter_for
from desktop_app.ui.table.items import SeatInfo, SeatItem

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _names(dlg):
    return [e.text() for _l, e, _c in dlg._seat_rows]


def test_default_seat_names_follow_the_language_and_the_game(qtbot, english):
    from desktop_app.ui.dialogs.new_game import NewGameDialog

    english.set_language("zh_CN")
    seats = [{"kind": "human", "name": n} for n in ("East", "South", "West", "North")]
    last = {"game": "shengsidu", "players": 4, "seats": seats}
    dlg = NewGameDialog(last=last)  # names saved by an English session
    qtbot.addWidget(dlg)
    assert _names(dlg) == ["东", "南", "西", "北"]
    dlg.select_game("yuanzi")  # the seed: 东 1, 南 2, 西 3, 北 0, and seat 0 is 北
    assert _names(dlg) == ["北", "东", "南", "西"]
    dlg.set_seat(1, "human", "小明")
    english.set_language("zh_TW")
    assert _names(dlg) == ["北", "小明", "南", "西"]  # a typed name stays as typed
    assert [s.name for s in dlg.seats()] == ["北", "小明", "南", "西"]
    assert texts.seat_display_name("East", 0, "yuanzi") == "北"
    assert texts.seat_display_name("Li", 0) == "Li"


def test_new_game_rows_keep_their_height(qtbot, english):
    from desktop_app.ui.dialogs.new_game import NewGameDialog

    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.select_game("shengsidu")
    dlg.show()
    heights = {}
    for n in (4, 2, 3, 4):
        dlg.players_spin.setValue(n)
        qtbot.waitUntil(
            lambda: all(e.isVisible() for _l, e, _c in dlg._seat_rows) and dlg.height() == dlg.sizeHint().height()
        )
        edits = [e.height() for _l, e, _c in dlg._seat_rows]
        assert len(set(edits)) == 1
        heights[n] = (dlg.height(), edits[0], dlg.options_box.height())
        assert dlg.options_box.height() >= dlg.options_box.minimumSizeHint().height()  # never squashed
    assert heights[2][0] < heights[4][0]  # 4 -> 2 leaves no empty space
    assert heights[2][1] == heights[3][1] == heights[4][1]


def _bidding_view():
    game = new_game("hongwu", 4, seed=3)
    seat = game.to_move
    game.apply(Action(seat, "bid", value=game.view_for(seat).bid_range[0]))
    return game, game.view_for(game.to_move)


def test_red_five_shows_the_high_bid_while_bidding(qapp, english):
    _game, view = _bidding_view()
    adapter = adapter_for("hongwu")
    markers = adapter.markers(view)
    assert f"High bid: {view.high_bid}" in markers
    low, high = view.bid_range
    assert f"Bids now: {low}–{high}" in markers
    assert any(b.startswith("High bid") for b, _c in adapter.badges(view, view.high_bidder))


def test_burying_counts_the_cards_not_a_combination(qapp, english):
    game = new_game("hongwu", 4, seed=3)
    play_out_to = bots_for("hongwu", ["normal"] * 4, seed=3)
    while ActionKind.BURY not in game.view_for(game.to_move).legal_kinds:
        game.apply(play_out_to[game.to_move].decide(game.view_for(game.to_move)))
    view = game.view_for(game.to_move)
    info = adapter_for("hongwu").read_selection(view, view.hand[:3])
    assert info.text == "3 of 8 cards chosen to bury" and info.playable is False
    assert info.why == "Bury exactly 8 cards (3 chosen)."
    assert adapter_for("hongwu").read_selection(view, view.hand[:8]).playable is True


def test_life_or_death_shows_every_hand_at_the_end(qapp):
    game = new_game("shengsidu", 3, seed=5)
    play_out(game, bots_for("shengsidu", ["random"] * 3, seed=5))
    end = game.view_for(0)
    shown = adapter_for("shengsidu").revealed_hands(end)
    left = {s: tuple(h) for s, h in enumerate(game.view_for(None).revealed) if h and s != 0}
    assert shown == left and shown  # the losers still hold cards


def test_dou_dizhu_seat_panels_show_the_balance_after_the_game(qapp, english):
    game = new_game("doudizhu", 3, {"variant": "classic"}, seed=4)
    play_out(game, bots_for("doudizhu", ["random"] * 3, seed=4))
    end = game.view_for(0)
    for s in range(3):
        coins = 1000 + game.outcome.scores[s]
        assert (f"{coins} coins", "#8d6e63") in adapter_for("doudizhu").badges(end, s)
    assert any(game.outcome.scores)


def test_atom_badges_and_markers(qapp, english):
    game = new_game("yuanzi", 4, seed=2)
    adapter = adapter_for("yuanzi")
    start = game.view_for(0)
    markers = adapter.markers(start)
    card = texts.card_label(start.dao_card)
    assert any(m.startswith(f"Knife card {card}: knife rank") for m in markers)
    assert ("First card", "#6d4c41") in adapter.badges(start, start.first_receiver)
    assert any(b.startswith("Knife card") for b, _c in adapter.badges(start, start.dao_holder))
    play_out(game, bots_for("yuanzi", ["random"] * 4, seed=2))
    end = game.view_for(0)
    last = end.half_results[-1]
    first_out = last.finish[0]
    assert ("Out 1 · first out", "#f9a825") in adapter.badges(end, first_out)
    panel = SeatItem(first_out)
    panel.set_info(SeatInfo(name="Ann", cards_label="0 cards", badges=adapter.badges(end, first_out)))
    assert "Out 1 · first out" in panel.badges_shown()  # drawn, not dropped for want of room
    points = adapter.seat_points(end)
    assert sum(points) == sum(last.side_points)  # after the 下游 transfers
    assert points[0] + points[2] == last.side_points[0]
    for x in last.xiayou:
        if x % 2 != first_out % 2:
            assert points[x] == 0  # its points went to the 上游's side


def test_file_dialogs_open_in_the_saves_folder_then_the_last_one(make_window, tmp_path):
    from desktop_app.paths import saves_dir

    w = make_window()
    dlg = w._file_dialog("x")
    assert dlg.directory().absolutePath() == str(saves_dir())
    w._remember_file_folder(str(tmp_path / "game.json"))
    assert w._file_dialog("y").directory().absolutePath() == str(tmp_path)


def test_every_reason_the_engine_or_the_session_gives_has_its_own_sentence(qapp, english):
    from tests.net.test_protocol_doc import _engine_reasons, _session_reasons

    codes = _engine_reasons() | _session_reasons()
    assert {"does_not_beat", "bid_not_multiple", "not_your_turn"} <= codes  # the scan works
    fallback = texts.reason_text("no_such_code_at_all").split(":")[0]
    generic = sorted(c for c in codes if texts.reason_text(c).startswith(fallback + ":"))
    assert not generic, f"refusals shown only as their code: {generic}"
    assert texts.reason_text("bid_not_multiple", {"amount": 62, "step": 5}) == "Bids go in steps of 5: 62 is not one."


def test_the_doudizhu_info_box_shows_the_multiplier_at_one_too(qapp, english):
    from desktop_app.engine import new_game
    from desktop_app.ui.games import adapter_for

    view = new_game("doudizhu", 3, seed=1).view_for(0)
    assert view.multiplier == 1
    assert "Multiplier: ×1" in adapter_for("doudizhu").markers(view)
