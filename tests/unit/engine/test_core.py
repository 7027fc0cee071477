import json
from dataclasses import dataclass

import pytest

from desktop_app.engine.cards import parse_cards
from desktop_app.engine.climbing import Trick, next_seat_in
from desktop_app.engine.core import (
    Action,
    Event,
    GameRecord,
    InvalidOptionError,
    Options,
    RecordError,
)


def test_action_text_and_json_round_trip():
    for a in [
        Action(0, "pass"),
        Action(3, "play", tuple(parse_cards("7s 7h 2d")), "rocket"),
        Action(1, "bid", value=75),
        Action(2, "trump", value="s"),
        Action(1, "show", value=True),
    ]:
        assert Action.parse(str(a)) == a
        assert Action.from_json(json.loads(json.dumps(a.to_json()))) == a


@pytest.mark.parametrize(
    "bad",
    [
        None,
        3,
        {"seat": "0", "kind": "pass"},
        {"seat": 0},
        {"seat": 0, "kind": "play", "cards": "7x"},
        {"seat": 0, "kind": "bid", "value": [1]},
        {"seat": True, "kind": "pass"},
    ],
)
def test_bad_action_json_is_a_record_error(bad):
    with pytest.raises(RecordError):
        Action.from_json(bad)


def test_event_visibility_and_json():
    private = Event("deal", 1, {"cards": "3s"}, frozenset({1}))
    public = Event("played", 0, {"cards": "4h"})
    assert private.visible(1) and not private.visible(0) and not private.visible(None)
    assert public.visible(None) and public.visible(2)
    for e in (private, public):
        assert Event.from_json(json.loads(json.dumps(e.to_json()))) == e


def test_record_round_trip_and_validation():
    rec = GameRecord("tiandiren", 3, 42, {"strict_shape": True}, {}, (Action(0, "pass"),))
    assert GameRecord.loads(rec.dumps()) == rec
    for bad in [
        "",
        "[]",
        "{}",
        '{"format": "paiju-record", "version": 99}',
        '{"format": "paiju-record", "version": 1, "game": 3}',
        "{" * 100000,
    ]:
        with pytest.raises(RecordError):
            GameRecord.loads(bad)


@dataclass(frozen=True)
class _Opts(Options):
    flag: bool = False
    stake: int = 10
    name: str = "x"

    def validate(self):
        if self.stake < 1:
            raise InvalidOptionError("stake must be positive")


def test_options_validation():
    assert _Opts.from_dict({"flag": True}).flag is True
    assert _Opts.from_dict(None) == _Opts()
    assert _Opts.from_dict({"stake": 5}).to_dict() == {"flag": False, "stake": 5, "name": "x"}
    for bad in [{"nope": 1}, {"flag": 1}, {"stake": True}, {"stake": "3"}, {"stake": 0}, [1]]:
        with pytest.raises(InvalidOptionError):
            _Opts.from_dict(bad)


def test_trick_closes_when_every_other_live_seat_passed():
    t = Trick(4, leader=1)
    live = {0, 1, 2, 3}
    assert t.is_lead and not t.is_closed(live)
    with pytest.raises(ValueError):
        t.record_pass(1)
    t.record_play(1, tuple(parse_cards("3s")), "single")
    t.record_pass(2)
    t.record_play(3, tuple(parse_cards("4s")), "single")  # a play resets the passes
    t.record_pass(0)
    t.record_pass(1)
    assert not t.is_closed(live)
    t.record_pass(2)
    assert t.is_closed(live) and t.winner == 3
    # the top player went out: the others passing still closes the trick
    assert t.is_closed({0, 1, 2})
    assert [p.seat for p in t.plays()] == [1, 3]


def test_next_seat_skips_seats_that_are_out():
    assert next_seat_in(3, 4, {0, 1, 2, 3}) == 0
    assert next_seat_in(0, 4, {0, 2}) == 2
    assert next_seat_in(2, 4, {2}) == 2
    assert next_seat_in(2, 4, set()) is None
