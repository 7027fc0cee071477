# ruff: noqa: RUF059
"""The table's input as a player meets it (issue 14): the keys reach the table after a
hand-off, a tab click, a click into the log and a dialog, and Enter confirms a hand-off;
selecting never moves a card; selections that mean nothing any more are dropped; Up and
Down move between the rows of the hand; every zoom step shows; the 红五 bid box bids
exactly what is typed; Plan and the sort preference do not fight."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QDialog, QPushButton

from desktop_app.engine.cards import make_pack, sort_cards
from desktop_app.engine.core import ActionKind
from desktop_app.ui.dialogs.new_game import NewGameConfig, SeatChoice
from desktop_app.ui.games import SelectionInfo
from desktop_app.ui.table.items import SeatInfo
from desktop_app.ui.table.scene import TableScene
from desktop_app.ui.table.view import TableView
from desktop_app.ui.widgets.action_bar import ActionBar, BidBox

from .fakes import FakeSeat, FakeSession

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _active(w, qtbot):
    with qtbot.waitActive(w):
        w.activateWindow()


def _hot_seat_window(make_window, qtbot):
    """Two people at one PC (a fake game): the table waits for Ann's hand-off."""
    session = FakeSession()
    w = make_window(session_factory=lambda parent: session)
    w.ensure_session()
    w.show_table()
    _active(w, qtbot)
    session.start_fake([FakeSeat("human", "Ann"), FakeSeat("human", "Ben")])
    return w, w.table_page, session


def _focus() -> object:
    return QApplication.focusWidget()


def test_keys_reach_the_table_after_every_hand_off(make_window, qtbot):
    w, page, session = _hot_seat_window(make_window, qtbot)
    qtbot.waitUntil(lambda: page.overlay.isVisible() and _focus() is page.overlay)
    qtbot.keyClick(page.overlay, Qt.Key.Key_Return)  # Enter confirms the hand-off screen
    qtbot.waitUntil(lambda: not page.overlay.isVisible())
    assert session.viewer == 0
    qtbot.waitUntil(lambda: _focus() is page.view)
    # the keys play at once, with no click on the felt first
    qtbot.keyClick(_focus(), Qt.Key.Key_Right)
    qtbot.keyClick(_focus(), Qt.Key.Key_Space)
    assert len(page.scene.selected_slots()) == 1
    qtbot.keyClick(_focus(), Qt.Key.Key_Return)
    assert session.submitted[-1].kind == ActionKind.PLAY
    # Ben's turn: the screen comes back and holds the keys; the button confirms it too
    qtbot.waitUntil(lambda: page.overlay.isVisible() and _focus() is page.overlay)
    qtbot.mouseClick(page.overlay.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not page.overlay.isVisible() and _focus() is page.view)
    qtbot.keyClick(_focus(), Qt.Key.Key_P)
    assert session.submitted[-1].kind == ActionKind.PASS and session.submitted[-1].seat == 1


def test_keys_reach_the_table_after_a_tab_click_a_log_click_and_a_dialog(make_window, qtbot):
    session = FakeSession()
    w = make_window(session_factory=lambda parent: session)
    w.ensure_session()
    w.show_table()
    _active(w, qtbot)
    session.start_fake([FakeSeat("human", "Ann"), FakeSeat("bot", "Bob", "normal"), FakeSeat("bot", "Cat", "normal")])
    page = w.table_page
    qtbot.waitUntil(lambda: _focus() is page.view)
    bar = page.side.tabBar()
    for tab in (1, 0):  # the Card counter tab, then the Game log tab
        qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(tab).center())
        assert page.side.currentIndex() == tab
        qtbot.waitUntil(lambda: _focus() is page.view)
    # a click into the log (to copy a line) takes the focus; the table's keys still play
    qtbot.mouseClick(page.log.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(10, 10))
    page.log.setFocus()
    qtbot.keyClick(page.log, Qt.Key.Key_Right)
    qtbot.keyClick(_focus(), Qt.Key.Key_Space)
    assert len(page.scene.selected_slots()) == 1
    assert _focus() is page.view
    # a dialog comes and goes: the keys are the table's again
    dlg = QDialog(w)
    dlg.open()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dlg)
    dlg.accept()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    qtbot.waitUntil(lambda: _focus() is page.view)
    qtbot.keyClick(_focus(), Qt.Key.Key_Escape)
    assert page.scene.selected_slots() == []


def _doudizhu_at_play(make_window, qtbot, size):
    """A 斗地主 game at the table, the person (seat 0) to play with 17 or 20 cards."""
    from desktop_app.session import GameSession

    w = make_window(session_factory=lambda parent: GameSession(parent, bot_delay_ms=0))
    w.resize(*size)
    seats = [SeatChoice("human", "Ann"), SeatChoice("bot", "Bob", "normal"), SeatChoice("bot", "Cat", "normal")]
    assert w.start_game(NewGameConfig("doudizhu", 3, seats, {}, 1), seed=5)
    session, page = w.session, w.table_page
    session.set_autoplay(0, "normal")  # the bidding by a bot for the person
    qtbot.waitUntil(lambda: session.game.phase == "play", timeout=20_000)
    session.set_autoplay(0, None)
    qtbot.waitUntil(lambda: session.game.to_move == 0 or session.is_game_over, timeout=20_000)
    return w, page, session


def _click(page, slot: int) -> None:
    item = page.scene.hand_items[slot]
    p = item.mapToScene(item.boundingRect().topLeft())
    pos = page.view.mapFromScene(p.x() + 6, p.y() + 12)
    vp = page.view.viewport()
    for kind in (QMouseEvent.Type.MouseButtonPress, QMouseEvent.Type.MouseButtonRelease):
        ev = QMouseEvent(
            kind, QPointF(pos), QPointF(vp.mapToGlobal(pos)), Qt.MouseButton.LeftButton,
            Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
        )  # fmt: skip
        QApplication.sendEvent(vp, ev)


@pytest.mark.parametrize("size", [(1280, 820), (1024, 700)])
def test_selecting_never_moves_a_card_or_a_seat(make_window, qtbot, size):
    w, page, session = _doudizhu_at_play(make_window, qtbot, size)
    if session.is_game_over:
        pytest.skip("the bots ended the game")
    scene = page.scene
    assert len({it.pos().y() for it in scene.hand_items}) == 1  # 17 or 20 cards: one row where it fits
    xs = [it.pos().x() for it in scene.hand_items]
    seats = [it.pos() for it in scene.seats.values()]
    view_size = page.view.size()
    bar_height = page.action_bar.height()
    for slot in (0, 3, len(xs) - 1, 3):
        _click(page, slot)
        qtbot.wait(10)
        assert [it.pos().x() for it in scene.hand_items] == xs
        assert [it.pos() for it in scene.seats.values()] == seats
        assert page.view.size() == view_size
    # however long the bar's words, its height stays
    page.action_bar.set_selection_info(SelectionInfo("Plane " * 20, False, "does not beat the table " * 12))
    page.action_bar.set_status("Grab the earth: play your whole hand in one go " * 4)
    QApplication.processEvents()
    assert page.action_bar.height() == bar_height and page.view.size() == view_size
    assert [it.pos().x() for it in scene.hand_items] == xs


def _three_seat_scene(qtbot) -> TableScene:
    """A shown 3-seat table scene at instant speed."""
    scene = TableScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1000, 700)
    scene.animator.set_speed("instant")
    scene.setup(3, 0, "clockwise")
    return scene


def test_a_selection_that_means_nothing_any_more_is_dropped(qtbot):
    scene = _three_seat_scene(qtbot)
    hand = sort_cards(make_pack(1)[:17])
    scene.set_hand(hand)
    scene.select_cards([hand[2], hand[5]])
    scene.set_hand(list(reversed(hand)))  # sorted again: the same cards stay selected
    assert sorted(c.text for c in scene.selected_cards()) == sorted(c.text for c in (hand[2], hand[5]))
    scene.set_hand([c for c in hand if c != hand[2]])  # one of them left the hand (played)
    assert scene.selected_cards() == []
    assert not any(it.selected for it in scene.hand_items + scene._spare_cards)


def test_after_a_play_no_card_stays_selected(make_window, qtbot):
    session = FakeSession()
    w = make_window(session_factory=lambda parent: session)
    w.ensure_session()
    w.show_table()
    session.start_fake([FakeSeat("human", "Ann"), FakeSeat("bot", "Bob", "normal")])
    page = w.table_page
    first = page.scene.hand_cards[0]
    pair = [c for c in page.scene.hand_cards if c.rank == first.rank][:2]
    page.scene.select_cards(pair[:1])
    page.play_selected()
    qtbot.waitUntil(lambda: session.game.to_move == 0)
    assert page.scene.selected_cards() == []


def test_up_and_down_move_between_the_rows_of_the_hand(qtbot):
    scene = TableScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1000, 700)
    view.show()
    scene.animator.set_speed("instant")
    scene.setup(4, 0, "clockwise")
    scene.set_hand(sort_cards(make_pack(1)))  # 54 cards: two rows
    rows = scene._hand_row_slots()
    assert len(rows) == 2
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Home)
    for _ in range(5):
        qtbot.keyClick(view, Qt.Key.Key_Right)
    assert scene.cursor == rows[0][5]
    x = scene.hand_items[scene.cursor].pos().x()
    qtbot.keyClick(view, Qt.Key.Key_Down)
    below = scene.cursor
    assert below in rows[1]
    assert abs(scene.hand_items[below].pos().x() - x) == min(abs(scene.hand_items[i].pos().x() - x) for i in rows[1])
    qtbot.keyClick(view, Qt.Key.Key_Down)  # no row below the last: it stays
    assert scene.cursor == below
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert scene.cursor in rows[0]
    assert abs(scene.hand_items[scene.cursor].pos().x() - scene.hand_items[below].pos().x()) < scene.hand_width


@pytest.mark.parametrize(("size", "n"), [((1000, 730), 54), ((780, 640), 54), ((1000, 730), 20)])
def test_every_zoom_step_shows_both_ways(qtbot, size, n):
    scene = TableScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    scene.animator.set_speed("instant")
    scene.setup(8, 0, "clockwise")
    for seat in range(8):
        scene.set_seat_info(seat, SeatInfo(name=f"Seat {seat + 1}", cards_label="54 cards"))
    scene.set_hand(sort_cards(make_pack(2)[:n]))
    widths = [scene.hand_width]
    for _ in range(10):  # Ctrl+= until it grows no more: each step that is taken shows
        before = scene.hand_zoom
        scene.zoom_hand(1)
        if scene.hand_zoom == before:
            break
        assert scene.hand_width >= widths[-1] * 1.05, widths
        widths.append(scene.hand_width)
    assert len(widths) >= 2  # the first step up shows at the default size
    for _ in range(len(widths) - 1):  # and back: every Ctrl+- shows at once
        scene.zoom_hand(-1)
        assert scene.hand_width < widths[-1]
        widths.pop()
    assert scene.hand_width == widths[0]


def _bid_view(lo: int, hi: int):
    class V:
        phase = "bidding"
        bid_range = (lo, hi)
        seat = 0
        hand = ()

    return V()


def test_the_bid_box_bids_exactly_what_is_typed(qtbot):
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.show()
    bar.set_legal(frozenset({ActionKind.BID, ActionKind.PASS}), _bid_view(65, 90))
    box = bar.findChild(BidBox, "BidAmount")
    bid = bar.findChild(QPushButton, "BidButton")
    assert box.legal() == [65, 70, 75, 80, 85, 90]
    sent: list[object] = []
    bar.action_chosen.connect(lambda kind, value: sent.append((kind, value)))
    for typed in ("62", "100", ""):
        box.lineEdit().setText(typed)
        bid.click()
        assert sent == []  # nothing bid that was not asked for
        assert "65" in bar.why_label.text() and "90" in bar.why_label.text()  # the legal bids, in words
    box.lineEdit().setText("100")
    assert box.typed() == 100  # not clamped to 90, not turned into 75
    box.lineEdit().setText("62")
    box.stepBy(1)  # the arrows go through the legal bids
    assert box.typed() == 65
    box.stepBy(2)
    assert box.typed() == 75
    box.lineEdit().setText("80")
    bid.click()
    assert sent == [(ActionKind.BID, 80)]


def test_plan_is_a_toggle_that_leaves_the_sort_preference(make_window, qtbot):
    from desktop_app.session import GameSession

    w = make_window(session_factory=lambda parent: GameSession(parent, bot_delay_ms=0))

    def menu(mode: str) -> None:  # View ▸ Sort hand
        next(a for a in w.sort_group.actions() if a.data() == mode).trigger()

    menu("suit")
    seats = [SeatChoice("human", "Ann"), SeatChoice("bot", "Bob", "normal"), SeatChoice("bot", "Cat", "normal")]
    assert w.start_game(NewGameConfig("shengsidu", 3, seats, {}, 2), seed=3)
    page, bar = w.table_page, w.table_page.action_bar
    qtbot.waitUntil(lambda: len(page.scene.hand_items) > 0)
    bar.plan_button.click()
    assert bar.plan_button.isChecked() and page.effective_sort() == "plan"
    assert page.sort_mode == "suit" and w.settings.sort_mode == "suit"  # the preference stays
    assert [a.data() for a in w.sort_group.actions() if a.isChecked()] == ["suit"]
    groups = page.scene.hand_groups
    assert groups, "the planner splits the hand"
    n = len(set(groups))
    assert str(n) in bar.plan_button.text() and "Plan:" in bar.plan_button.text()  # how many plays it needs
    names = [t for _r, t in page.scene.group_captions.captions]
    assert len(set(names)) >= 1 and len(names) >= n  # every group named (by its combination)
    assert all(names) and not any(t.startswith("Group") for t in names)
    # the next game: Plan still pressed, and it says so
    w.session.abandon(0)
    qtbot.waitUntil(lambda: w.session.is_game_over)
    w.session.next_game()
    qtbot.waitUntil(lambda: w.session.games_played == 1 and not w.session.is_game_over)
    assert bar.plan_button.isChecked() and page.effective_sort() == "plan"
    bar.plan_button.click()
    assert page.effective_sort() == "suit" and not bar.plan_button.isChecked()
    # choosing "planned groups" in the View menu presses Plan; "by rank" lets go of it
    menu("plan")
    assert bar.plan_button.isChecked()
    menu("rank")
    assert not bar.plan_button.isChecked() and page.effective_sort() == "rank"


def test_grouped_hand_rows_keep_each_group_whole(qtbot):
    scene = TableScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(900, 700)
    view.show()
    scene.animator.set_speed("instant")
    scene.setup(4, 0, "clockwise")
    cards = sort_cards(make_pack(1))[:44]
    sizes = [5, 3, 2, 6, 1, 4, 3, 8, 2, 5, 5]
    groups = [g for g, k in enumerate(sizes) for _ in range(k)]
    labels = [f"Group {g}" for g in range(len(sizes))]
    scene.set_hand(cards, groups=groups, labels=labels)
    assert scene._hand_rows >= 2
    for g in range(len(sizes)):
        ys = {it.pos().y() for it, k in zip(scene.hand_items, groups, strict=True) if k == g}
        assert len(ys) == 1, g  # a group on one row
    captions = scene.group_captions.captions
    assert [t for _r, t in captions] == labels  # every group named, once
    # each name lies over its own group, in the strip above the cards
    for (rect, _t), g in zip(captions, range(len(sizes)), strict=True):
        first = next(it for it, k in zip(scene.hand_items, groups, strict=True) if k == g)
        assert rect.left() == first.pos().x() and rect.bottom() <= first.pos().y()
    for (a, _s), (b, _t) in itertools.pairwise(captions):
        assert not a.intersects(b)


def test_the_reading_line_puts_what_can_be_played_first(qapp):
    """A selection read two ways while following, one of which does not beat the table:
    the playable reading leads, the other is marked as not playable now."""
    from desktop_app.ai.assist import ReadingInfo, SelectionReading
    from desktop_app.ui import texts
    from desktop_app.ui.games import adapter_for

    low = ReadingInfo("pair", {"rank": "5"})
    high = ReadingInfo("bomb", {"rank": "K"})

    class Assistant:
        def read_selection(self, view, cards, value=None):
            readings = (low, high)
            if value is None or value == "bomb":
                return SelectionReading(tuple(cards), readings, True, 1)
            return SelectionReading(tuple(cards), readings, False, None, "does_not_beat")

    class View:
        seat = 0
        to_move = 0
        legal_kinds = frozenset({ActionKind.PLAY, ActionKind.PASS})

    adapter = adapter_for("doudizhu")
    info = adapter._assisted_reading(Assistant(), View(), make_pack(1)[:4])
    first, second = texts.reading_label("doudizhu", high), texts.reading_label("doudizhu", low)
    assert info.playable is True
    assert info.text.startswith(first)
    assert second in info.text.split(first, 1)[1] and "not now" in info.text
    assert info.choices == ()  # one reading only may be played: nothing to choose


def test_a_new_hand_starts_without_the_last_games_keyboard_cursor(qtbot):
    scene = _three_seat_scene(qtbot)
    scene.set_hand(sort_cards(make_pack(1)[:17]))
    scene.move_cursor(0)
    scene.move_cursor(4)
    assert scene.cursor == 4
    scene.setup(3, 0, "clockwise")  # the next game
    scene.set_hand(sort_cards(make_pack(1)[17:34]))
    assert scene.cursor == -1
    assert not any(it._cursor for it in scene.hand_items)  # no card drawn under it
