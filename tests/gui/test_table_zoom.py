"""The table with a 54-card hand: the hand's zoom (keys, wheel, limits), clicks and the
keyboard cursor landing on the right card at every zoom, crisp card art, seat titles, and
plays repainting only what they change."""

from __future__ import annotations

import dataclasses
import itertools

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QMouseEvent, QRegion, QWheelEvent
from PySide6.QtWidgets import QApplication

from desktop_app.engine.cards import full_deck, make_pack, parse_cards, sort_cards
from desktop_app.ui.dialogs.new_game import NewGameConfig, SeatChoice
from desktop_app.ui.table import cardart
from desktop_app.ui.table.items import SeatInfo, SeatItem, paint_to_pixmap
from desktop_app.ui.table.scene import HAND_MIN_STEP, ZOOM_LEVELS, TableScene
from desktop_app.ui.table.view import TableView

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

HAND = sort_cards(make_pack(2)[::2])  # 54 cards of two decks, some of them twice


@pytest.fixture
def table(qtbot):
    """A bare table view (1200x760) with 8 seats, the viewer's 54-card hand, no animations."""
    scene = TableScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1200, 760)
    with qtbot.waitExposed(view):
        view.show()
    scene.animator.set_speed("instant")
    scene.setup(8, 0, "clockwise")
    for seat in range(8):
        scene.set_seat_info(seat, SeatInfo(name=f"Seat {seat + 1}", cards_left=54, cards_label="54 cards"))
    scene.set_hand(HAND)
    assert len(scene.hand_items) == 54
    return view, scene


def flush(scene: TableScene) -> None:
    """Deliver the scene's pending item updates now (the view is told what to repaint)."""
    QCoreApplication.sendPostedEvents(scene, QEvent.Type.MetaCall.value)


def covered(rects: list[QRectF]) -> int:
    """The area (pixels) the union of ``rects`` covers."""
    region = QRegion()
    for r in rects:
        region += r.toAlignedRect()
    return sum(r.width() * r.height() for r in region)


def click(view: TableView, scene_point: QPointF) -> None:
    pos = view.mapFromScene(scene_point)
    vp = view.viewport()
    for kind in (QMouseEvent.Type.MouseButtonPress, QMouseEvent.Type.MouseButtonRelease):
        ev = QMouseEvent(
            kind, QPointF(pos), QPointF(vp.mapToGlobal(pos)), Qt.MouseButton.LeftButton,
            Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
        )  # fmt: skip
        QApplication.sendEvent(vp, ev)


def visible_strip(scene: TableScene, slot: int) -> tuple[QPointF, QPointF]:
    """The leftmost and rightmost points of the part of a hand card no other card covers
    (its index column), just below its top edge, from the layout alone."""
    item = scene.hand_items[slot]
    pos = item.pos()
    nxt = scene.hand_items[slot + 1] if slot + 1 < len(scene.hand_items) else None
    same_row = nxt is not None and nxt.pos().y() == pos.y()
    shown = (nxt.pos().x() - pos.x()) if same_row else item.width
    return QPointF(pos.x() + 2, pos.y() + 6), QPointF(pos.x() + min(shown, item.width) - 3, pos.y() + 6)


def test_zoom_steps_and_limits(table, qtbot):
    _view, scene = table
    widths = []
    for level in ZOOM_LEVELS:
        scene.set_hand_zoom(level)
        widths.append(scene.hand_width)
        rect = scene.sceneRect()
        for item in scene.hand_items:
            assert item.width == scene.hand_width  # every card drawn at the zoomed size
            assert rect.contains(item.sceneBoundingRect().adjusted(1, 1, -1, -1))
        # each card shows at least its index column beside the next one in its row
        for a, b in itertools.pairwise(scene.hand_items):
            if a.pos().y() == b.pos().y():
                assert b.pos().x() - a.pos().x() >= HAND_MIN_STEP * scene.hand_width - 1
        # the seats stay clear of the hand and of each other
        panels = [s.mapRectToScene(s.panel_rect()) for s in scene.seats.values()]
        hand = QRectF()
        for item in scene.hand_items:
            hand = hand.united(item.sceneBoundingRect())
        for p, q in itertools.combinations(panels, 2):
            assert not p.intersects(q)
        assert not any(p.intersects(hand) for s, p in zip(scene.seats, panels, strict=True) if s != scene.viewer)
    assert widths == sorted(widths) and widths[-1] > widths[ZOOM_LEVELS.index(1.0)] > widths[0]
    scene.set_hand_zoom(9.0)  # clamped
    assert scene.hand_zoom == ZOOM_LEVELS[-1]


def test_zoom_keys_and_ctrl_wheel(table, qtbot):
    view, scene = table
    view.setFocus()
    with qtbot.waitSignal(scene.hand_zoom_changed) as sig:
        qtbot.keyClick(view, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert sig.args == [ZOOM_LEVELS[ZOOM_LEVELS.index(1.0) + 1]]
    qtbot.keyClick(view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert scene.hand_zoom == ZOOM_LEVELS[ZOOM_LEVELS.index(1.0) - 1]
    qtbot.keyClick(view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert scene.hand_zoom == 1.0
    qtbot.keyClick(view, Qt.Key.Key_Minus)  # without Ctrl: not a zoom
    assert scene.hand_zoom == 1.0

    def wheel(dy: int, mods: Qt.KeyboardModifier) -> None:
        vp = view.viewport()
        pos = QPointF(vp.width() / 2, vp.height() / 2)
        ev = QWheelEvent(
            pos, QPointF(vp.mapToGlobal(pos.toPoint())), QPoint(0, 0), QPoint(0, dy), Qt.MouseButton.NoButton,
            mods, Qt.ScrollPhase.NoScrollPhase, False,
        )  # fmt: skip
        QApplication.sendEvent(vp, ev)

    wheel(120, Qt.KeyboardModifier.ControlModifier)
    assert scene.hand_zoom == ZOOM_LEVELS[ZOOM_LEVELS.index(1.0) + 1]
    wheel(-120, Qt.KeyboardModifier.ControlModifier)
    wheel(-60, Qt.KeyboardModifier.ControlModifier)  # half a notch: not yet
    assert scene.hand_zoom == 1.0
    wheel(-60, Qt.KeyboardModifier.ControlModifier)
    assert scene.hand_zoom == ZOOM_LEVELS[ZOOM_LEVELS.index(1.0) - 1]
    wheel(120, Qt.KeyboardModifier.NoModifier)  # a plain wheel does not zoom
    assert scene.hand_zoom == ZOOM_LEVELS[ZOOM_LEVELS.index(1.0) - 1]


@pytest.mark.parametrize("zoom", [ZOOM_LEVELS[0], 1.0, 1.5, ZOOM_LEVELS[-1]])
def test_clicks_toggle_the_card_under_the_mouse_at_every_zoom(table, zoom):
    view, scene = table
    scene.set_hand_zoom(zoom)
    rows = sorted({it.pos().y() for it in scene.hand_items})
    assert len(rows) >= 2  # 54 cards: more than one row
    per_row = [i for i, it in enumerate(scene.hand_items) if it.pos().y() == rows[0]]
    slots = sorted({0, 1, 17, per_row[-1], per_row[-1] + 1, 40, 52, 53})
    for slot in slots:
        for point in visible_strip(scene, slot):  # both edges of what shows of the card
            click(view, point)
            assert scene.selected_slots() == [slot], (zoom, slot, point)
            assert scene.cursor == slot
            left, _right = visible_strip(scene, slot)  # the card stood up: click it where it is now
            click(view, left)
            assert scene.selected_slots() == [], (zoom, slot)


def test_keyboard_cursor_selects_the_right_card_when_zoomed(table, qtbot):
    view, scene = table
    scene.set_hand_zoom(ZOOM_LEVELS[-1])
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Home)
    for _ in range(30):
        qtbot.keyClick(view, Qt.Key.Key_Right)
    y = scene.hand_items[30].pos().y()
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert scene.selected_slots() == [30]
    assert scene.hand_items[30].pos().y() < y  # it stands up
    qtbot.keyClick(view, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert scene.selected_slots() == [30] and scene.cursor == 30  # a zoom keeps both


@pytest.mark.parametrize("zoom", [1.0, 1.5])
def test_hand_cards_are_drawn_at_their_size_not_scaled(table, zoom):
    view, scene = table
    scene.set_hand_zoom(zoom)
    item = scene.hand_items[-1]  # the last card lies on top: all of it shows
    dpr = view.devicePixelRatioF()
    expected = cardart.card_pixmap(item.card, scene.hand_width, dpr).toImage()
    shot = view.viewport().grab().toImage()
    origin = view.mapFromScene(item.pos())
    inset = round(item.width * 0.1)  # the opaque face, away from the rounded corners
    for x in range(inset, item.width - inset, 3):
        for y in range(inset, item.height - inset, 3):
            got = shot.pixelColor(round((origin.x() + x) * dpr), round((origin.y() + y) * dpr))
            assert got == expected.pixelColor(round(x * dpr), round(y * dpr)), (x, y)


def _gold_pixels(info: SeatInfo) -> int:
    item = SeatItem(0)
    item.set_info(info)
    img = paint_to_pixmap(item.panel_rect(), 1.0, item._paint_panel).toImage()
    return sum(
        1
        for x in range(img.width())
        for y in range(24, 44)  # the line under the name
        if img.pixelColor(x, y).hue() in range(30, 50) and img.pixelColor(x, y).saturation() > 80
    )


def test_seat_title_is_drawn_under_the_name(qapp):
    plain = SeatInfo(name="Ann", cards_left=13, cards_label="13 cards")
    assert _gold_pixels(plain) == 0
    assert _gold_pixels(dataclasses.replace(plain, title="钟灵 Lv 1")) > 20
    item = SeatItem(0)
    assert item.set_info(plain) and not item.set_info(dataclasses.replace(plain))  # same: no repaint


def test_eight_seats_with_long_names_and_titles_do_not_overlap(make_window, qtbot):
    from desktop_app.session import GameSession

    w = make_window(session_factory=lambda parent: GameSession(parent, bot_delay_ms=60_000))
    w.resize(1280, 800)
    long = "Alexandra Konstantinopoulou-Smythe"
    seats = [SeatChoice("human", long)] + [SeatChoice("bot", f"{long} {i}", "easy") for i in range(1, 8)]
    assert w.start_game(NewGameConfig("tiandiren", 8, seats, {}, 1), seed=5)
    scene = w.table_page.scene
    qtbot.waitUntil(lambda: len(scene.hand_items) == 54)
    for seat, item in scene.seats.items():
        scene.set_seat_info(seat, dataclasses.replace(item.info, title="钟灵 Lv 12 · Grandmaster of 红五"))
    panels = {s: it.mapRectToScene(it.panel_rect()) for s, it in scene.seats.items()}
    for p, q in itertools.combinations(panels.values(), 2):
        assert not p.intersects(q)
    assert all(scene.sceneRect().contains(p) for p in panels.values())
    centre = scene.center.sceneBoundingRect()
    for zoom in (1.0, ZOOM_LEVELS[-1]):
        scene.set_hand_zoom(zoom)
        panels = {s: it.mapRectToScene(it.panel_rect()) for s, it in scene.seats.items()}
        hand = QRectF()
        for item in scene.hand_items:
            hand = hand.united(item.sceneBoundingRect())
        for s, p in panels.items():
            assert not p.intersects(centre), (zoom, s)
            assert s == scene.viewer or not p.intersects(hand), (zoom, s)


def test_a_play_repaints_only_what_it_changes(table):
    _view, scene = table
    rects: list[QRectF] = []
    scene.changed.connect(rects.extend)
    flush(scene)
    rects.clear()
    area = scene.sceneRect().width() * scene.sceneRect().height()
    scene.show_play(3, parse_cards("7h 7s"), "Pair", False)
    for seat in range(8):
        scene.set_seat_info(seat, dataclasses.replace(scene.seats[seat].info, to_move=seat == 4))
    flush(scene)
    assert rects and covered(rects) < 0.25 * area
    rects.clear()
    # the same picture again (a page refresh): nothing to repaint
    scene.show_play(3, parse_cards("7h 7s"), "Pair", False)
    scene.set_seat_info(4, dataclasses.replace(scene.seats[4].info))
    scene.set_center("", [])
    flush(scene)
    assert covered(rects) == 0
    # the viewer plays two cards: the hand and its seat change, not the whole table
    scene.set_hand(HAND[2:])
    flush(scene)
    assert len(scene.hand_items) == 52
    assert covered(rects) < 0.5 * area
    assert not any(r.contains(scene.sceneRect()) for r in rects)


def test_the_hand_reuses_its_items_as_it_shrinks_and_grows(table):
    # hands shrink and grow through the same items: the cards shown are the cards given
    _view, scene = table
    for cards in (HAND[:5], HAND, full_deck()[:13]):
        scene.set_hand(cards)
        assert [it.card for it in scene.hand_items] == list(cards)
        assert [it.slot for it in scene.hand_items] == list(range(len(cards)))
        assert all(it.isVisible() for it in scene.hand_items)
    shown = [it for it in scene.items() if it.isVisible() and getattr(it, "slot", None) is not None]
    assert len([it for it in shown if it.slot >= 0]) == 13


def test_the_settings_accept_exactly_the_scenes_zoom_range():
    from desktop_app.store.settings import HAND_ZOOM_RANGE

    assert (ZOOM_LEVELS[0], ZOOM_LEVELS[-1]) == HAND_ZOOM_RANGE


def _zoom_window(make_window, qtbot):
    """A window on the user's settings file (PAIJU_HOME), active, the table view focused,
    and the number of times each zoom action fired."""
    w = make_window(persistent=True)
    w.show_table()
    with qtbot.waitActive(w):  # shortcuts fire in the active window only
        w.activateWindow()
    fired = {"in": 0, "out": 0, "reset": 0}
    for name, action in (("in", w.zoom_in_action), ("out", w.zoom_out_action), ("reset", w.zoom_reset_action)):
        action.triggered.connect(lambda _=False, n=name: fired.__setitem__(n, fired[n] + 1))
    return w, fired


def test_view_menu_zoom_shortcuts_zoom_once_and_the_zoom_is_kept(make_window, qtbot):
    w, fired = _zoom_window(make_window, qtbot)
    scene, view = w.table_page.scene, w.table_page.view
    assert scene.hand_zoom == 1.0
    assert [a.shortcut().toString() for a in (w.zoom_in_action, w.zoom_out_action, w.zoom_reset_action)] == [
        "Ctrl+=",
        "Ctrl+-",
        "Ctrl+0",
    ]
    assert {w.zoom_in_action, w.zoom_out_action, w.zoom_reset_action} <= set(w.view_menu.actions())
    one_up = ZOOM_LEVELS[ZOOM_LEVELS.index(1.0) + 1]
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    # the action's shortcut took the key: the view's own Ctrl+= handling did not zoom again
    assert fired["in"] == 1 and scene.hand_zoom == one_up
    qtbot.keyClick(view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert fired["reset"] == 1 and scene.hand_zoom == 1.0
    w.table_page.log.setFocus()  # the shortcuts work wherever the focus is in the window
    qtbot.keyClick(w.table_page.log, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert fired["out"] == 1 and scene.hand_zoom == ZOOM_LEVELS[ZOOM_LEVELS.index(1.0) - 1]
    w.zoom_in_action.trigger()  # the menu item
    w.zoom_in_action.trigger()
    assert scene.hand_zoom == one_up
    assert w.settings.hand_zoom == one_up
    w.close()
    again = make_window(persistent=True)  # a new start on the same settings file
    assert again.settings.hand_zoom == one_up and again.table_page.scene.hand_zoom == one_up


@pytest.mark.parametrize("bad", ["huge", 7.5, 0.1, True, None, [1.3], float("nan")])
def test_a_malformed_hand_zoom_in_the_settings_file_gives_the_default(make_window, paiju_home, bad):
    import json

    from desktop_app import paths

    path = paths.settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"hand_zoom": bad, "deck_colours": 4}), encoding="utf-8")
    w = make_window(persistent=True)
    assert w.settings.hand_zoom == 1.0 and w.table_page.scene.hand_zoom == 1.0
    assert w.settings.deck_colours == 4  # the other settings are kept
