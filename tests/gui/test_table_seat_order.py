"""天地人's seats sit like a mahjong table's (issue 28): 东 at the bottom, 南 at its right,
西 across, 北 at its left, the names running counter-clockwise round the table while play
goes clockwise (the seed's 顺时针), at every table size the game offers."""

from __future__ import annotations

import math

import pytest

from desktop_app.ui import texts
from desktop_app.ui.dialogs.new_game import NewGameConfig, NewGameDialog, SeatChoice
from desktop_app.ui.table.scene import seat_angle

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

#: The names counter-clockwise from the bottom seat, as at a mahjong table.
MAHJONG = ["东", "南", "西", "北", "梅", "兰", "竹", "菊"]


def _counter_clockwise(names: list[str], direction: str) -> list[str]:
    """The names seen going counter-clockwise (on screen: bottom, right, top, left) from
    seat 0 at the bottom."""
    n = len(names)

    def ccw(seat: int) -> float:  # screen angles grow clockwise (y down): turn them round
        return (90.0 - seat_angle(seat, n, direction)) % 360.0

    return [names[s] for s in sorted(range(n), key=ccw)]


@pytest.mark.parametrize("n", range(2, 9))
def test_tiandiren_default_names_run_like_a_mahjong_table(qtbot, english, n):
    english.set_language("zh_CN")
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.select_game("tiandiren")
    dlg.players_spin.setValue(n)
    names = [e.text() for _l, e, _c in dlg._seat_rows]
    assert _counter_clockwise(names, "clockwise") == MAHJONG[:n]
    assert names[0] == "东"


def test_other_games_keep_their_names(qtbot, english):
    assert [texts.default_seat_name(s, "doudizhu", 3) for s in range(3)] == ["East", "South", "West"]
    assert [texts.default_seat_name(s, "yuanzi", 4) for s in range(4)] == ["North", "East", "South", "West"]
    # a 天地人 name saved at another table size is still a default name, named again
    assert texts.seat_display_name("North", 1, "tiandiren", 5) == texts.default_seat_name(1, "tiandiren", 5)
    assert texts.seat_display_name("Li", 1, "tiandiren", 4) == "Li"


def _seat_at(scene, angle: float) -> int:
    """The seat whose panel is nearest the screen ``angle`` round the table's centre."""
    cx, cy = scene._centre()
    best, far = -1, 1e9
    for seat, item in scene.seats.items():
        a = math.degrees(math.atan2(item.pos().y() - cy, item.pos().x() - cx)) % 360
        d = min(abs(a - angle), 360 - abs(a - angle))
        if d < far:
            best, far = seat, d
    return best


def test_the_table_shows_south_at_east_s_right(make_window, qtbot, english):
    from desktop_app.session import GameSession

    w = make_window(session_factory=lambda parent: GameSession(parent, bot_delay_ms=10**6))
    english.set_language("zh_CN")
    seats = [SeatChoice("human", "")] + [SeatChoice("bot", "", "easy") for _ in range(3)]
    assert w.start_game(NewGameConfig("tiandiren", 4, seats, {}, 1), seed=5)
    page = w.table_page
    qtbot.waitUntil(lambda: len(page.scene.seats) == 4)
    scene = page.scene
    names = {s: page.seat_name(s) for s in range(4)}
    assert names[0] == "东"
    assert _seat_at(scene, 90.0) == 0  # the viewer at the bottom
    assert names[_seat_at(scene, 0.0)] == "南"  # at the viewer's right
    assert names[_seat_at(scene, 270.0)] == "西"  # across
    assert names[_seat_at(scene, 180.0)] == "北"  # at the viewer's left
    assert page.session.game.direction == "clockwise"  # play still goes clockwise
