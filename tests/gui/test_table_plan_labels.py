"""Plan labels that can be read (issue 28): a lower row's names are drawn over the row above
(not hidden under it); narrow singles or pairs side by side share one name; while the 红五
dealer buries, the plan puts the 8 cards to bury first and counts the plays after them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from desktop_app.engine.cards import make_pack, sort_cards
from desktop_app.ui.table.items import CardItem, HandLabelsItem
from desktop_app.ui.table.scene import TableScene
from desktop_app.ui.table.view import TableView

from .test_hongwu_bury_hint import _at_the_bury

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _scene(qtbot, sizes, width=900, merged=None):
    scene = TableScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(width, 700)
    view.show()
    scene.animator.set_speed("instant")
    scene.setup(4, 0, "clockwise")
    scene.merged_caption = merged
    cards = sort_cards(make_pack(1))[: sum(sizes)]
    groups = [g for g, k in enumerate(sizes) for _ in range(k)]
    scene.set_hand(cards, groups=groups, labels=[f"Group {g}" for g in range(len(sizes))])
    return scene


def _top_item(scene, point: QPointF):
    """The item drawn on top at ``point`` (the captions and cards only)."""
    items = [it for it in scene.items(point) if isinstance(it, (CardItem, HandLabelsItem)) and it.isVisible()]
    return items[0] if items else None


def test_the_second_rows_names_are_not_under_the_first_row(qtbot):
    scene = _scene(qtbot, [5, 3, 2, 6, 1, 4, 3, 8, 2, 5, 5])
    assert scene._hand_rows >= 2
    rows = scene.group_captions.rows
    lower = [(r, t) for (r, t), row in zip(scene.group_captions.captions, rows, strict=True) if row >= 1]
    assert lower, "names on the second row"
    for rect, text in lower:
        top = _top_item(scene, rect.center())
        assert isinstance(top, HandLabelsItem), text  # drawn over the first row's cards
    for rect, text in [(r, t) for (r, t), row in zip(scene.group_captions.captions, rows, strict=True) if row == 0]:
        assert isinstance(_top_item(scene, rect.center()), HandLabelsItem), text
    scene.set_hand_hidden(True)
    assert not any(it.isVisible() for it in scene.items() if isinstance(it, HandLabelsItem))


def test_narrow_singles_side_by_side_share_one_name(qtbot):
    sizes = [6] + [1] * 24
    names = {1: "{n} singles", 2: "{n} pairs"}
    scene = _scene(qtbot, sizes, width=700, merged=lambda n, size: names[size].format(n=n))
    texts = scene.group_captions.texts()
    assert not any(t == "…" for t in texts)
    assert any(t.endswith("singles") for t in texts)
    # a group's name that fits stays its own
    assert "Group 0" in texts


def test_the_red_five_bury_plan_buries_first(make_window, qtbot, english):
    from desktop_app.session import GameSession, SeatConfig
    from desktop_app.store.saves import MatchSnapshot

    game = _at_the_bury()
    dealer = game.to_move
    seats = tuple(SeatConfig.human("Me") if i == dealer else SeatConfig.bot(f"B{i}", "easy") for i in range(4))
    snap = MatchSnapshot("hongwu", 4, seats, {}, 1, (), game.record(), (0, 0, 0, 0))
    w = make_window(session_factory=lambda parent: GameSession(parent, bot_delay_ms=10**6))
    session = w.ensure_session()
    session.resume(snap)
    w.show_table()
    page = w.table_page
    if page.overlay.isVisible():
        page.confirm_handoff()
    qtbot.waitUntil(lambda: len(page.scene.hand_items) == 33)
    page.action_bar.plan_button.click()
    captions = page.scene.group_captions
    assert captions.captions[0][1] == "To bury"
    assert sum(1 for g in page.scene.hand_groups if g == 0) == 8  # the cards to bury, together
    assert page.action_bar.plan_button.text().startswith("Plan: bury 8, then ")
    assert sum(t == "…" or (t.endswith("…") and len(t) <= 3) for t in captions.texts()) == 0  # no name cut to nothing


def test_eight_players_long_readings_are_not_cut(qtbot):
    from desktop_app.engine.cards import parse_cards
    from desktop_app.ui.table.items import SeatInfo

    scene = TableScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1000, 730)
    view.show()
    scene.animator.set_speed("instant")
    scene.setup(8, 0, "clockwise")
    for s in range(8):
        scene.set_seat_info(s, SeatInfo(name=f"Seat {s + 1}", cards_label="54 cards"))
    scene.set_hand(sort_cards(make_pack(2)[:54]))
    text = "Rocket ×8 (5–Q) with pairs"
    cards = parse_cards(
        "5s 5h 5d 6s 6h 6d 7s 7h 7d 8s 8h 8d 9s 9h 9d Ts Th Td Js Jh Jd Qs Qh Qd 3s 3h 4s 4h 3c 3d 4c 4d"
    )
    for s in range(8):
        scene.show_play(s, cards, text, False, animate=False)
    for s, pile in scene.piles.items():
        lines = pile.label_lines()
        assert " ".join(lines) == text, (s, lines)  # whole, in a font a little smaller if need be
        assert pile.label_px >= 10


def test_the_red_five_trump_choice_fits_a_1024_pixel_window(make_window, qtbot):
    from desktop_app.engine import new_game
    from desktop_app.engine.core import Action, ActionKind
    from desktop_app.session import GameSession, SeatConfig
    from desktop_app.store.saves import MatchSnapshot

    game = new_game("hongwu", 4, seed=3)
    while game.phase != "trump":
        seat = game.to_move
        view = game.view_for(seat)
        if view.high_bid is None:
            game.apply(Action(seat, ActionKind.BID, value=view.bid_range[0]))
        else:
            game.apply(Action(seat, ActionKind.PASS))
    dealer = game.to_move
    seats = tuple(SeatConfig.human("Me") if i == dealer else SeatConfig.bot(f"B{i}", "easy") for i in range(4))
    w = make_window(session_factory=lambda parent: GameSession(parent, bot_delay_ms=10**6))
    session = w.ensure_session()
    session.resume(MatchSnapshot("hongwu", 4, seats, {}, 1, (), game.record(), (0, 0, 0, 0)))
    w.show_table()
    page = w.table_page
    bar = page.action_bar
    qtbot.waitUntil(lambda: any(b.property("action_kind") == ActionKind.TRUMP for b in bar._extra_widgets))
    assert w.minimumSizeHint().width() <= 1024
    assert not bar.hint_button.isVisible() and not bar.pass_button.isVisible()  # nothing they could do
    assert bar.plan_button.isVisible()


def test_hint_is_offered_while_the_red_five_dealer_buries(qapp):
    from desktop_app.ui.widgets.action_bar import ActionBar

    game = _at_the_bury()
    bar = ActionBar()
    bar.set_legal(game.view_for(game.to_move).legal_kinds, game.view_for(game.to_move))
    assert bar.hint_button.isEnabled() and not bar.hint_button.isHidden()
