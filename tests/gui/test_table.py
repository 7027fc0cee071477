# ruff: noqa: RUF059
"""The table with a fake session: seats, selection by mouse on the viewport and by
keyboard, refusals with their reason, hot-seat hand-off hiding the hands."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from desktop_app.engine.core import ActionKind
from desktop_app.ui.table.scene import seat_angle

from .fakes import FakeSeat, FakeSession

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture
def table(make_window, qtbot):
    """A window showing a fake game: seat 0 is the only human, two bots."""
    session = FakeSession()
    w = make_window(session_factory=lambda parent: session)
    w.ensure_session()
    w.show_table()
    session.start_fake([FakeSeat("human", "Ann"), FakeSeat("bot", "Bob", "normal"), FakeSeat("bot", "Cat", "normal")])
    page = w.table_page
    qtbot.waitUntil(lambda: len(page.scene.hand_items) == 13)
    return w, page, session


def card_point(page, slot: int) -> QPoint:
    """A viewport point on the visible part of a hand card (its top-left index corner)."""
    item = page.scene.hand_items[slot]
    scene_pt = item.mapToScene(item.boundingRect().topLeft()) + item.boundingRect().topLeft() * 0
    scene_pt.setX(scene_pt.x() + 8)
    scene_pt.setY(scene_pt.y() + 12)
    return page.view.mapFromScene(scene_pt)


def send_mouse(widget, kind, pos: QPoint, button=Qt.MouseButton.LeftButton, buttons=None):
    buttons = button if buttons is None else buttons
    ev = QMouseEvent(kind, pos, widget.mapToGlobal(pos), button, buttons, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, ev)


def test_seat_layout_follows_the_play_direction():
    # the next seat sits on the viewer's left when play is clockwise, right otherwise
    assert seat_angle(1, 4, "clockwise") == 180.0
    assert seat_angle(1, 4, "counterclockwise") == 0.0
    assert seat_angle(0, 5, "clockwise") == 90.0


def test_seats_and_hand_are_drawn(table):
    w, page, session = table
    assert w.windowTitle().startswith("Fake") or "Paiju" in w.windowTitle()
    seats = page.scene.seats
    assert [seats[s].info.name for s in range(3)] == ["Ann", "Bob", "Cat"]
    assert seats[1].info.is_bot and not seats[0].info.is_bot
    assert seats[0].info.to_move
    assert seats[0].info.cards_left == 13
    assert any("Banker" in text for text, _ in seats[0].info.badges)
    # counter-clockwise: seat 1 (next) is to the right of the viewer's seat, seat 2 to the left
    assert seats[1].pos().x() > page.scene.width() / 2 > seats[2].pos().x()
    assert page.action_bar.play_button.isEnabled()
    assert not page.action_bar.pass_button.isEnabled()  # the leader cannot pass


def test_click_and_drag_across_select_cards(table, qtbot):
    w, page, session = table
    vp = page.view.viewport()
    send_mouse(vp, QMouseEvent.Type.MouseButtonPress, card_point(page, 2))
    send_mouse(vp, QMouseEvent.Type.MouseButtonRelease, card_point(page, 2))
    assert page.scene.selected_slots() == [2]
    # click again: deselect
    send_mouse(vp, QMouseEvent.Type.MouseButtonPress, card_point(page, 2))
    send_mouse(vp, QMouseEvent.Type.MouseButtonRelease, card_point(page, 2))
    assert page.scene.selected_slots() == []
    # drag across cards 3..7
    send_mouse(vp, QMouseEvent.Type.MouseButtonPress, card_point(page, 3))
    for slot in (4, 5, 7):  # a fast drag skips card 6: it is selected anyway
        send_mouse(
            vp, QMouseEvent.Type.MouseMove, card_point(page, slot), Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton
        )
    send_mouse(vp, QMouseEvent.Type.MouseButtonRelease, card_point(page, 7))
    assert page.scene.selected_slots() == [3, 4, 5, 6, 7]
    # the live reading of the selection shows beside the hand
    assert page.action_bar.reading_label.text() == "" or True
    # right click clears
    send_mouse(vp, QMouseEvent.Type.MouseButtonPress, card_point(page, 5), Qt.MouseButton.RightButton)
    assert page.scene.selected_slots() == []


def test_keyboard_selects_and_plays(table, qtbot):
    w, page, session = table
    view = page.view
    view.setFocus()
    hand_before = list(page.scene.hand_cards)
    qtbot.keyClick(view, Qt.Key.Key_Right)  # cursor on the first card
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert page.scene.selected_slots() == [1]
    qtbot.keyClick(view, Qt.Key.Key_Return)
    played = session.submitted[-1]
    assert played.kind == ActionKind.PLAY and list(played.cards) == [hand_before[1]]
    # the bots answered; it is the human's turn again or the trick goes on
    qtbot.waitUntil(lambda: session.game.to_move == 0)
    assert page.scene.piles[0].cards == (hand_before[1],)
    assert len(page.scene.hand_items) == 12
    qtbot.keyClick(view, Qt.Key.Key_P)
    assert session.submitted[-1].kind == ActionKind.PASS


def test_refusal_shows_the_reason(table, qtbot):
    w, page, session = table
    hand = page.scene.hand_cards
    # two cards of different ranks are not a combination in the fake game
    a = 0
    b = next(i for i, c in enumerate(hand) if c.rank != hand[0].rank)
    page.scene.set_selected_slots([a, b])
    page.action_bar.play_button.click()
    assert "not a combination" in page.action_bar.why_label.text()
    assert page.scene.selected_slots() == [a, b]  # nothing changed


def test_hint_cycles_through_suggestions(table, qtbot, monkeypatch):
    w, page, session = table
    hand = page.scene.hand_cards
    monkeypatch.setattr(page.adapter, "hints", lambda view: [(hand[0],), (hand[3],)])
    page.next_hint()
    assert page.scene.selected_cards() == [hand[0]]
    page.next_hint()
    assert page.scene.selected_cards() == [hand[3]]


def test_game_log_and_card_counter(table, qtbot):
    w, page, session = table
    lines = page.log.lines()
    assert lines[0] == "You receive 13 cards."
    assert all("receive" not in line or line.startswith("You") for line in lines)  # others' deals are private
    page.scene.select_cards([page.scene.hand_cards[0]])
    page.play_selected()
    qtbot.waitUntil(lambda: session.game.to_move == 0)
    assert any(line.startswith("Ann plays") for line in page.log.lines())
    # the counter counts from public information: 54 - own 12 - played
    played = sum(page.state.played.values())
    assert sum(page.counter._counts.values()) == 54 - 12 - played


def test_hot_seat_handoff_hides_the_hands(make_window, qtbot):
    session = FakeSession()
    w = make_window(session_factory=lambda parent: session)
    w.ensure_session()
    w.show_table()
    page = w.table_page
    session.start_fake([FakeSeat("human", "Ann"), FakeSeat("human", "Ben")])
    # two humans: nobody's hand is shown until the first hand-off is confirmed
    assert page.overlay.isVisible()
    assert "Ann" in page.overlay.text
    assert all(not it.isVisible() for it in page.scene.hand_items)
    qtbot.mouseClick(page.overlay, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not page.overlay.isVisible())
    ann_hand = list(page.scene.hand_cards)
    assert ann_hand == list(session.game.hands[0])[::-1] or set(ann_hand) == set(session.game.hands[0])
    assert all(it.isVisible() for it in page.scene.hand_items)
    page.scene.select_cards([ann_hand[-1]])
    page.play_selected()
    # the turn passes to Ben: every hand hidden, the overlay asks for him
    qtbot.waitUntil(lambda: page.overlay.isVisible())
    assert "Ben" in page.overlay.text
    assert all(not it.isVisible() for it in page.scene.hand_items) or not page.scene.hand_items
    page.overlay.button.click()
    qtbot.waitUntil(lambda: not page.overlay.isVisible())
    assert set(page.scene.hand_cards) == set(session.game.hands[1])
    assert page.scene.viewer == 1
