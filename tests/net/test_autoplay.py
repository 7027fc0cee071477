"""托管 and the turn timer: taking the seat back starts the count of time-outs afresh (one
more time-out is one bot move, not 托管 again)."""

from __future__ import annotations

from desktop_app.session.session import TIMEOUTS_TO_AUTOPLAY

from .conftest import open_seats
from .raw import RawClient


def _sleepy(qtbot, host) -> tuple[RawClient, int]:
    """A seated connection that never acts, until its time-outs put the seat in 托管."""
    c = RawClient(host.port, pump=lambda: qtbot.wait(5))
    seat = c.hello("Sleepy")["seat"]
    s = host.session
    qtbot.waitUntil(lambda: s.timeouts_in_a_row(seat) >= TIMEOUTS_TO_AUTOPLAY or s.is_game_over, timeout=30_000)
    assert not s.is_game_over, "pick a seed whose game lasts three time-outs"
    assert seat in s.autoplay_seats
    return c, seat


def test_taking_the_seat_back_resets_the_time_out_count(qtbot, make_room):
    host = make_room("doudizhu", open_seats(1, ["easy", "easy"]), seed=6, turn_ms=150, bot_delay_ms=0)
    c, seat = _sleepy(qtbot, host)
    c.send({"t": "autoplay", "on": False})  # "Take my seat back"
    qtbot.waitUntil(lambda: seat not in host.session.autoplay_seats, timeout=5_000)
    assert host.session.timeouts_in_a_row(seat) == 0
    c.close()


def test_the_host_taking_its_own_seat_back_resets_the_count_too(qtbot, make_room):
    host = make_room("doudizhu", open_seats(1, ["easy", "easy"]), seed=6, turn_ms=150, bot_delay_ms=0)
    c, seat = _sleepy(qtbot, host)
    assert host.set_autoplay(seat, False)  # what the host's window does for a seat
    assert seat not in host.session.autoplay_seats and host.session.timeouts_in_a_row(seat) == 0
    assert host.set_autoplay(seat, True) and seat in host.session.autoplay_seats
    c.close()
