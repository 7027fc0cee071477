"""What the table shows, laid out (issue 14): play piles, their readings, seat panels and
the centre box never overlap at 3, 4 and 8 seats and two window sizes; readings and titles
are not cut; a closed trick is faded; a bidding's bubbles go with the bidding; the wild
cards are marked; announcements queue and stay up to be read, and the score waits for
them; the game log follows its end; the timer is drawn, not a missing glyph."""

from __future__ import annotations

import dataclasses
import itertools

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from desktop_app.engine.cards import Rank, make_pack, parse_cards, sort_cards
from desktop_app.engine.core import Event
from desktop_app.ui.table.items import SeatInfo, SeatItem
from desktop_app.ui.table.reveal_layout import centred_rect
from desktop_app.ui.table.scene import TableScene
from desktop_app.ui.table.state import TableState
from desktop_app.ui.table.view import TableView

from .fakes import FakeSeat, FakeSession

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

DDZ_MARKERS = ["Wild rank: 5", "Multiplier: ×32", "Bottom cards: ♦3 ♥9 ♦J"]


def _table(qtbot, size, n, hand=54, lines=DDZ_MARKERS):
    scene = TableScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    scene.animator.set_speed("instant")
    scene.setup(n, 0, "clockwise" if n != 3 else "counterclockwise")
    for seat in range(n):
        info = SeatInfo(name=f"Seat {seat + 1}", cards_label="17 cards", badges=[("Peasant", "#2e7d32")])
        scene.set_seat_info(seat, info)
    scene.set_center("Dou Dizhu (Wild) · Play", list(lines))
    scene.set_hand(sort_cards(make_pack(2)[:hand]))
    return view, scene


def _rects(scene):
    piles = {s: centred_rect(p.pos(), p.reserved_size()) for s, p in scene.piles.items()}
    panels = {s: it.mapRectToScene(it.panel_rect()) for s, it in scene.seats.items()}
    centre = scene.center.mapRectToScene(scene.center.boundingRect())
    hand = QRectF()
    for item in scene.hand_items:
        hand = hand.united(item.sceneBoundingRect())
    return piles, panels, centre, hand


@pytest.mark.parametrize(
    ("size", "n", "hand"),
    [
        ((1000, 730), 3, 20), ((780, 640), 3, 20), ((1000, 730), 4, 27), ((780, 640), 4, 33),
        ((1000, 730), 8, 54), ((1500, 990), 8, 54),
    ],
)  # fmt: skip
def test_piles_panels_and_the_centre_box_never_overlap(qtbot, size, n, hand):
    _view, scene = _table(qtbot, size, n, hand)
    piles, panels, centre, cards = _rects(scene)
    bounds = scene.sceneRect()
    for (a, p), (b, q) in itertools.combinations(piles.items(), 2):
        assert not p.intersects(q), (a, b)
    for s, p in piles.items():
        assert bounds.contains(p), s
        assert not p.intersects(centre), s
        assert not p.intersects(cards), s
        for t, panel in panels.items():
            assert not p.intersects(panel), (s, t)
    for s, panel in panels.items():
        assert not panel.intersects(centre), s  # the 斗地主 box covers no panel
        assert bounds.contains(panel)
    for (a, p), (b, q) in itertools.combinations(panels.items(), 2):
        assert not p.intersects(q), (a, b)
    # the box's last line is drawn whole inside it
    box = scene.center.boundingRect()
    assert box.height() >= 6 + scene.center._title_height() + scene.center.line_height() * len(DDZ_MARKERS)


def test_long_readings_wrap_rather_than_being_cut(qtbot):
    _view, scene = _table(qtbot, (1000, 730), 4, 27)
    text = "Lone boat Big Joker with single"
    scene.show_play(1, parse_cards("9s RJ"), text, False, animate=False)
    pile = scene.piles[1]
    shown = pile.label_lines()
    assert " ".join(shown) == text and not any("…" in line for line in shown)


def test_a_seat_title_is_not_cut(qapp):
    item = SeatItem(0)
    item.set_info(SeatInfo(name="Ann", cards_label="25 cards", title="Lv 1 · Zhong Ling"))
    assert item.title_shown() == "Lv 1 · Zhong Ling"


def test_badges_that_do_not_fit_are_skipped_not_the_ones_after(qapp):
    item = SeatItem(0)
    badges = [("AI plays (托管)", "#6d4c41"), ("A badge far too wide for any seat panel", "#000"), ("LAN", "#00695c")]
    item.set_info(SeatInfo(name="Ann", cards_label="17 cards", badges=badges))
    assert item.badges_shown() == ["AI plays (托管)", "LAN"]
    three = [("Peasant", "#2e7d32"), ("1000 coins", "#8d6e63"), ("LAN", "#00695c")]  # a remote 斗地主 seat
    item.set_info(SeatInfo(name="Ann", cards_label="17 cards", badges=three))
    assert item.badges_shown() == ["Peasant", "1000 coins", "LAN"]  # drawn tighter, all three


def test_a_closed_trick_is_faded_until_the_next_lead(make_window, qtbot):
    session = FakeSession()
    w = make_window(session_factory=lambda parent: session)
    w.ensure_session()
    w.show_table()
    for seed in range(1, 60):  # a deal where Ann holds the big joker
        session.start_fake([FakeSeat("human", "Ann"), FakeSeat("bot", "Bob", "normal")], seed=seed)
        if any(c.rank == Rank.RED_JOKER for c in session.game.hands[0]):
            break
    page = w.table_page
    top = max(page.scene.hand_cards, key=lambda c: c.rank)
    page.scene.select_cards([top])
    page.play_selected()  # nothing beats it: Bob passes, the trick closes, Ann leads again
    assert page.state.trick_closed and session.game.to_move == 0
    assert page.scene.piles[0].dimmed and page.scene.piles[1].dimmed
    assert not page.scene.piles[0].is_empty  # still there to look at, faded
    page.scene.select_cards([page.scene.hand_cards[-1]])
    page.play_selected()  # the next lead: the old trick goes, the new play is not faded
    assert not any(p.dimmed for p in page.scene.piles.values())


def test_a_bidding_leaves_the_table_with_its_phase():
    state = TableState(4)
    state.apply(Event("phase", None, {"phase": "bidding"}))
    state.apply(Event("pass", 1, {}))
    state.apply(Event("bid", 2, {"amount": 70}))
    assert state.plays[1].passed and state.plays[2].bid == 70
    state.apply(Event("dealer", 2, {"bid": 70}))
    state.apply(Event("phase", None, {"phase": "trump"}))
    assert state.plays == {}  # no bubble of the bidding lies on into the trump choice


def test_wild_cards_are_marked_in_the_hand(qtbot):
    _view, scene = _table(qtbot, (1000, 730), 3, 0)
    scene.set_wild_rank(Rank.FIVE)
    scene.set_hand(parse_cards("RJ 2s Ad 5h Kh 5d 4c"))
    assert [it.wild for it in scene.hand_items] == [c.rank == Rank.FIVE for c in scene.hand_cards]
    scene.set_wild_rank(None)
    assert not any(it.wild for it in scene.hand_items)


def test_announcements_queue_and_stay_up_long_enough_to_read(qtbot):
    _view, scene = _table(qtbot, (1000, 730), 4, 27)
    scene.animator.set_speed("fast")
    scene.announce("Lottery: South is the banker, North deals first; relay order: North → South → East → West.")
    scene.announce("South wins with sky cards: UFO, banker: 10,000 points!")
    assert scene.banner.text.startswith("Lottery")  # the first is shown, the second waits
    assert scene.announcing and scene.pending_announcement_ms() >= 2 * 1000
    with qtbot.waitSignal(scene.animator.banner_done, timeout=10_000):
        pass
    assert scene.banner.text.startswith("South wins")
    with qtbot.waitSignal(scene.announcements_done, timeout=10_000):
        pass
    assert not scene.announcing
    # a long announcement is wrapped to the table, on a few lines
    scene.announce("word " * 60)
    assert len(scene.banner.lines) > 1 and scene.banner.boundingRect().width() <= scene.width() * 0.62 + 1
    # instant: nothing waits
    scene.clear_announcements()
    scene.animator.set_speed("instant")
    scene.announce("East is the landlord.")
    assert scene.pending_announcement_ms() == 0


def test_a_banner_does_not_cover_a_bubble(qtbot):
    _view, scene = _table(qtbot, (1000, 730), 4, 27)
    scene.show_play(1, (), "Pass", True, animate=False)
    scene.show_play(3, (), "Pass", True, animate=False)
    scene.show_play(2, parse_cards("7h 7s"), "Pair 7", False, animate=False)
    scene.announce("South is the dealer with a bid of 80.")
    banner = scene.banner.mapRectToScene(scene.banner.boundingRect())
    for seat, pile in scene.piles.items():
        assert not banner.intersects(pile.content_rect()), seat


def test_the_score_waits_for_the_last_announcements(make_window, qtbot):
    session = FakeSession()
    w = make_window(session_factory=lambda parent: session)
    w.ensure_session()
    w.show_table()
    page = w.table_page
    page.set_speed("fast")
    session.start_fake([FakeSeat("human", "Ann"), FakeSeat("bot", "Bob", "normal")])
    told: list[object] = []
    page.game_finished.connect(told.append)
    session.abandon(0)  # "Ann abandons" and "The game is over" are announced
    assert session.game.outcome is not None
    assert told == [] and page.scene.announcing  # the score is not up while they are
    qtbot.waitUntil(lambda: bool(told), timeout=15_000)
    assert not page.scene.announcing


def test_the_log_follows_its_end_unless_the_player_scrolled_up(make_window, qtbot):
    session = FakeSession()
    w = make_window(session_factory=lambda parent: session)
    w.ensure_session()
    w.show_table()
    session.start_fake([FakeSeat("human", "Ann"), FakeSeat("bot", "Bob", "normal")])
    page = w.table_page
    log = page.log
    page.side.setCurrentIndex(1)  # the card counter in front: the log lays out later
    for i in range(200):
        log.add_event(Event("banker", 0, {"n": i}))
    log.add_event(Event("the_longest_event_kind_of_all_" * 12, 0, {}))  # a line wrapped on several rows
    page.side.setCurrentIndex(0)
    QApplication.processEvents()
    bar = log.verticalScrollBar()
    assert bar.maximum() > 0 and log.at_end()
    last = log.document().lastBlock()
    shown = log.blockBoundingGeometry(last).translated(log.contentOffset())
    assert shown.height() > log.fontMetrics().lineSpacing() * 2  # wrapped
    assert shown.bottom() <= log.viewport().height()  # the last line whole in view, not cut
    bar.setValue(bar.maximum() // 2)  # the player scrolls up to read
    assert not log.is_following()
    log.add_event(Event("banker", 0, {}))
    QApplication.processEvents()
    assert bar.value() == bar.maximum() // 2 or not log.at_end()
    bar.setValue(bar.maximum())  # and back down: it follows again
    log.add_event(Event("banker", 0, {}))
    QApplication.processEvents()
    assert log.is_following() and log.at_end()


def test_the_timer_is_drawn_not_a_missing_glyph(qapp):
    from desktop_app.ui.widgets.action_bar import ActionBar

    bar = ActionBar()
    bar.set_timer("East: 30 s left")
    assert "⏱" not in bar.timer_label.text()
    assert not bar.timer_icon.pixmap().isNull() and not bar.timer_icon.isHidden()
    bar.set_timer("")
    assert bar.timer_icon.isHidden()


def test_eight_seats_in_a_window_keep_titles_and_labels_apart(qtbot):
    _view, scene = _table(qtbot, (1000, 730), 8, 54)
    for seat, item in scene.seats.items():
        scene.set_seat_info(seat, dataclasses.replace(item.info, title="Lv 1 · Zhong Ling"))
    for seat in range(1, 8):
        scene.show_play(seat, parse_cards("3s 3h 4s 4h 5s 5h"), "Pair straight 3–5", False, animate=False)
    shown = [p.content_rect() for s, p in scene.piles.items() if not p.is_empty]
    panels = [it.mapRectToScene(it.panel_rect()) for it in scene.seats.values()]
    for a, b in itertools.combinations(shown, 2):
        assert not a.intersects(b)
    for a in shown:
        assert not any(a.intersects(p) for p in panels)


def test_the_log_shows_its_last_line_whole_after_a_jump(qtbot):
    """A replay's jump writes the log anew: with wrapped lines in it, the end is in view
    whole (the edit's scroll range once counted each block not laid out as one line)."""
    from desktop_app.ui.widgets.log_panel import GameLog

    log = GameLog()
    qtbot.addWidget(log)
    log.resize(280, 700)
    log.show()
    kinds = [("the_longest_event_kind_" * 6) if i % 9 == 0 else "banker" for i in range(100)]
    log.set_events([Event(k, 0, {}) for k in kinds] + [Event("a_long_last_line_" * 12, 0, {})], None)
    QApplication.processEvents()
    shown = log.blockBoundingGeometry(log.document().lastBlock()).translated(log.contentOffset())
    assert shown.bottom() <= log.viewport().height()


def test_a_game_taken_up_in_its_middle_does_not_announce_its_start_again(make_window, qtbot):
    from desktop_app.ai.play import bots_for
    from desktop_app.session import SeatConfig

    w = make_window()
    session = w.ensure_session()
    page = w.table_page
    said: list[str] = []
    page.scene.announce = lambda text, words=None: said.append(text)  # what the table announces
    page.set_speed("instant")
    seats = [SeatConfig.human("Ann")] + [SeatConfig.bot(n, "easy") for n in ("Ben", "Cat", "Dan")]
    session.start("yuanzi", 4, seats, seed=5)
    w.show_table()
    knife = "The knife card (刀) turned is"
    assert any(knife in t for t in said)  # a fresh game says what was turned
    mine = bots_for("yuanzi", ["random"] * 4, seed=1)[0]
    game = session.game

    def moved() -> bool:  # Ann moves when it is her turn; the bots answer
        if game.to_move == 0 and not page._handoff_pending:
            session.submit(0, mine.decide(game.view_for(0)))
        return len(game.actions) >= 6

    qtbot.waitUntil(moved, timeout=20_000)
    snap = session.snapshot()
    said.clear()
    session.resume(snap)  # Continue: the same game, in its middle
    qtbot.waitUntil(lambda: page._last_view is not None and len(session.game.actions) >= 6, timeout=5000)
    assert not any(knife in t for t in said), said


def test_chinese_lines_never_start_with_closing_punctuation(qapp):
    from desktop_app.ui.table.paint import metrics, wrap_lines

    fm = metrics(18, True)
    text = "上半局。翻出的刀牌是 ♠A，刀为 A。东 第一个摸牌；北 摸到这张刀牌，先出牌。（完）"
    for cut in range(8, 30):  # every width from a few characters to most of the line
        width = fm.horizontalAdvance(text[:cut])
        lines = wrap_lines(fm, text, width, 20)
        assert "".join(lines).replace(" ", "") == text.replace(" ", "")  # nothing lost
        for line in lines[1:]:
            assert line[0] not in "。，；：！？）", (cut, lines)
        for line in lines[:-1]:
            assert line[-1] != "（", (cut, lines)
