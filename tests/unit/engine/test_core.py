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


# --------------------------------------------------------------------------- engine input (issue 12)

import ast  # noqa: E402
import math  # noqa: E402
import pathlib  # noqa: E402
from collections.abc import Mapping  # noqa: E402
from typing import ClassVar  # noqa: E402

from desktop_app.ai.play import bots_for  # noqa: E402
from desktop_app.engine import GAME_IDS, game_class, new_game  # noqa: E402
from desktop_app.engine.cards import Card, Rank, Suit  # noqa: E402
from desktop_app.engine.core import (  # noqa: E402
    DEFAULT_ACTION_SPECS,
    MAX_ACTION_CARDS,
    MAX_ACTION_INT,
    MAX_SEAT,
    ActionSpec,
    BadActionError,
    EngineError,
    Game,
    GameOverError,
    IllegalActionError,
    Outcome,
    ValueSpec,
    View,
)

#: A table size each game of the app is played with in these tests.
PLAYERS = {"tiandiren": 3, "doudizhu": 3, "hongwu": 4, "shengsidu": 3, "yuanzi": 4}


def fresh(game_id: str, seed: int = 3) -> Game:
    return new_game(game_id, PLAYERS[game_id], seed=seed)


def state(g: Game) -> tuple:
    """Everything a refused action must leave as it was."""
    views = [g.view_for(s) for s in (None, *range(g.num_players))]
    return views, len(g.actions), len(g.events), g.phase, g.to_move, g.record().dumps(), g.rng.getstate()


def assert_refused(g: Game, action: object, reason: str | None = None) -> EngineError:
    before = state(g)
    with pytest.raises(EngineError) as info:
        g.apply(action)  # type: ignore[arg-type]
    assert state(g) == before, action
    if reason is not None:
        assert info.value.reason == reason, (action, info.value)
    json.dumps(info.value.params, allow_nan=False)  # params are strict JSON
    return info.value


def assert_round_trips(g: Game) -> None:
    """The record reads back to itself and replays to the same state."""
    text = g.record().dumps()
    again = GameRecord.loads(text)
    assert again.dumps() == text
    h = type(g).replay(again)
    assert [h.view_for(s) for s in (None, *range(g.num_players))] == [
        g.view_for(s) for s in (None, *range(g.num_players))
    ]
    assert h.record().dumps() == text


def some_card(g: Game) -> Card:
    """A card of the seat to move (the 3 of spades before the deal)."""
    hand = g.view_for(g.to_move).hand if g.to_move is not None else ()
    return hand[0] if hand else parse_cards("3s")[0]


def other_seat(g: Game) -> int:
    return 0 if g.to_move is None else (g.to_move + 1) % g.num_players


# The inputs of the issue: each one raised TypeError/AttributeError, or was accepted and
# recorded so that the record no longer loaded.
SEAT_JUNK = ["0", 0.0, 1.0, float("nan"), None, False, True, 10**400, -1, [0], b"0"]
VALUE_JUNK = [1.5, [1, 2], {}, float("nan"), float("inf"), 10**400, -(10**400), 2**53, "x" * 65, "\ud800", b"s", ()]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_seat_that_is_not_an_int_seat_number_is_refused(game_id):
    g = fresh(game_id)
    for seat in [*SEAT_JUNK, g.num_players, MAX_SEAT]:
        for kind in ("pass", "abandon", "play"):
            e = assert_refused(g, Action(seat, kind), "bad_seat")
            assert isinstance(e, BadActionError)
    assert_round_trips(g)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_cards_that_are_not_a_tuple_of_cards_are_refused(game_id):
    g = fresh(game_id)
    seat = g.to_move
    assert seat is not None
    card = some_card(g)
    for cards in [None, ("3s",), "3s", ("3s", "4s"), (card, "3s"), (card, None), 3, {card}, iter([card])]:
        for kind in ("play", "pass", "abandon"):
            e = assert_refused(g, Action(seat, kind, cards), "bad_action")  # type: ignore[arg-type]
            assert isinstance(e, BadActionError)
    for bad_card in [
        Card(3, Suit.SPADES),
        Card(Rank.THREE, "s"),
        Card(Rank.BLACK_JOKER, Suit.SPADES),
        Card(Rank.TWO, None),
    ]:  # type: ignore[arg-type]
        assert_refused(g, Action(seat, "play", (bad_card,)), "bad_action")
    assert_refused(g, Action(seat, "play", (card,) * (MAX_ACTION_CARDS + 1)), "bad_action")
    assert_round_trips(g)


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("kind", ["pass", "abandon"])
def test_pass_and_abandon_take_no_value(game_id, kind):
    g = fresh(game_id)
    for seat in range(g.num_players):
        for value in [*VALUE_JUNK, 0, 1, True, False, "x", "single"]:
            assert_refused(g, Action(seat, kind, (), value))  # type: ignore[arg-type]
    assert_round_trips(g)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_junk_values_are_refused_for_every_kind(game_id):
    g = fresh(game_id)
    for seat in range(g.num_players):
        for kind in type(g).ACTION_SPECS:
            for value in VALUE_JUNK:
                assert_refused(g, Action(seat, kind, (), value))  # type: ignore[arg-type]
    assert_round_trips(g)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_non_actions_subclasses_and_unknown_kinds_are_refused(game_id):
    g = fresh(game_id)
    seat = g.to_move
    assert seat is not None

    class Sub(Action):
        pass

    for junk in [None, 0, "0 pass", {"seat": seat, "kind": "pass"}, (seat, "pass"), object(), Sub(seat, "abandon")]:
        e = assert_refused(g, junk, "bad_action")
        assert isinstance(e, BadActionError)
    for kind in [None, 3, b"pass", ("pass",)]:
        assert_refused(g, Action(seat, kind), "bad_action")  # type: ignore[arg-type]
    for kind in ["fly", "", "PASS", " pass", "pass\x00", "\ud800", "x" * 1000]:
        e = assert_refused(g, Action(seat, kind), "unknown_action")
        assert isinstance(e, type(g).unknown_action_error)
    assert_round_trips(g)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_cards_for_a_kind_that_takes_none_are_refused(game_id):
    g = fresh(game_id)
    seat = g.to_move
    assert seat is not None
    card = some_card(g)
    for kind, spec in type(g).ACTION_SPECS.items():
        if not spec.cards:
            e = assert_refused(g, Action(seat, kind, (card,)), spec.cards_reason)
            assert isinstance(e, spec.error)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_list_of_cards_and_cards_built_directly_are_recorded_as_interned_tuples(game_id):
    g = fresh(game_id)
    bots = bots_for(game_id, ["random"] * g.num_players, seed=1)
    for _ in range(60):
        if g.is_over:
            break
        seat = g.to_move
        assert seat is not None
        action = bots[seat].decide(g.view_for(seat))
        if action.cards:
            rebuilt = [Card(c.rank, c.suit) for c in action.cards]
            assert all(a is not b for a, b in zip(rebuilt, action.cards, strict=True))
            made = Action(action.seat, action.kind, rebuilt, action.value)  # type: ignore[arg-type]
            assert type(made.cards) is tuple and hash(made) == hash(action)
            g.apply(made)
            recorded = g.actions[-1]
            assert recorded == action and all(a is b for a, b in zip(recorded.cards, action.cards, strict=True))
        else:
            g.apply(action)
    assert_round_trips(g)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_legal_looking_actions_for_the_wrong_seat_or_phase_are_refused(game_id):
    g = fresh(game_id)
    bots = bots_for(game_id, ["random"] * g.num_players, seed=2)
    tried = 0
    for _ in range(40):
        if g.is_over:
            break
        seat = g.to_move
        assert seat is not None
        action = bots[seat].decide(g.view_for(seat))
        if action.kind != "abandon":
            wrong = Action(other_seat(g), action.kind, action.cards, action.value)
            if wrong.seat != seat:
                assert_refused(g, wrong)
                tried += 1
        for kind in type(g).ACTION_SPECS:
            if kind not in g.legal_kinds(seat) and kind != "abandon":
                assert_refused(g, Action(seat, kind, action.cards, action.value))
        g.apply(action)
    assert tried > 5
    assert_round_trips(g)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_after_the_end_every_action_is_refused_and_the_record_still_loads(game_id):
    g = fresh(game_id)
    g.apply(Action(0, "abandon"))
    while not g.is_over:
        g.apply(Action(g.to_move if g.to_move is not None else 0, "abandon"))
    for seat in range(g.num_players):
        e = assert_refused(g, Action(seat, "abandon"), "game_over")
        assert isinstance(e, GameOverError)
        assert_refused(g, Action(seat, "abandon", (), 1.5), "bad_value")  # the form is checked first
    assert_round_trips(g)


def test_the_issue_inputs_no_longer_lose_the_record():
    """``pass``/``abandon`` with these values used to be recorded; the record then did not
    load (``RecordError: bad action value: 1.5``)."""
    g = fresh("tiandiren")
    seat = g.to_move
    assert seat is not None
    for value in [1.5, [1, 2], {}, float("nan"), 10**400]:
        for kind in ("pass", "abandon"):
            assert_refused(g, Action(seat, kind, (), value), "bad_value")  # type: ignore[arg-type]
    for kind in ("pass", "abandon"):
        assert_refused(g, Action(False, kind), "bad_seat")  # type: ignore[arg-type]
    assert_refused(g, Action("0", "pass"), "bad_seat")  # type: ignore[arg-type]
    assert_refused(g, Action(float(seat), "play", g.view_for(seat).hand[:1]), "bad_seat")  # type: ignore[arg-type]
    assert_refused(g, Action(seat, "play", None), "bad_action")  # type: ignore[arg-type]
    assert_refused(g, Action(seat, "play", ("3s",)), "bad_action")  # type: ignore[arg-type]
    assert not g.actions
    assert_round_trips(g)


def test_game_specific_refusals_keep_their_error_class_and_reason():
    hw = fresh("hongwu")
    opener = hw.to_move
    assert opener is not None
    assert_refused(hw, Action(opener, "bid", value="70"), "bad_bid")
    assert_refused(hw, Action(opener, "bid", value=True), "bad_bid")
    e = assert_refused(hw, Action(opener, "bid", value=10**6), "bid_out_of_range")
    assert e.params["min"] == 60 and e.params["max"] == 200
    assert_refused(hw, Action(opener, "bid", value=2**70), "bid_out_of_range")
    assert_refused(hw, Action(opener, "bid", value=10**400), "bid_out_of_range")
    assert_refused(hw, Action(opener, "bid", value=65.0), "bad_bid")
    ss = fresh("shengsidu")
    e = assert_refused(ss, Action(0, "bid", value=3), "unknown_action")
    assert type(e).__name__ == "WrongPhaseError"
    td = fresh("tiandiren")
    card = td.view_for(0).hand[0]
    e = assert_refused(td, Action(0, "play", (card,), 1.5), "unknown_type")
    assert type(e).__name__ == "IllegalPlayError"
    dd = fresh("doudizhu")
    s = dd.to_move
    assert s is not None
    kind = next(iter(dd.legal_kinds(s) - {"abandon"}))
    assert_refused(dd, Action(s, kind, (), 1), "bad_value")
    assert_refused(dd, Action(s, kind, (), None), "bad_value")
    assert isinstance(assert_refused(dd, Action(s, kind, (), "yes"), "bad_value"), IllegalActionError)


# ---- the tables


def test_every_game_declares_its_kinds_and_the_values_they_take():
    for game_id in GAME_IDS:
        cls = game_class(game_id)
        assert cls.ACTION_SPECS is not DEFAULT_ACTION_SPECS, game_id
        assert "abandon" in cls.ACTION_SPECS and "play" in cls.ACTION_SPECS
        assert cls.ACTION_SPECS["abandon"] == ActionSpec()
        for kind, spec in cls.ACTION_SPECS.items():
            assert isinstance(spec, ActionSpec) and isinstance(spec.value, ValueSpec), (game_id, kind)
            assert issubclass(spec.error, EngineError)


def _reason_table() -> set[str]:
    """The reason codes desktop_app/ui/texts.py has a sentence for (read without Qt)."""
    path = pathlib.Path(__file__).parents[3] / "desktop_app" / "ui" / "texts.py"
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "_REASONS" for t in node.targets):
            assert isinstance(node.value, ast.Dict)
            return {k.value for k in node.value.keys if isinstance(k, ast.Constant)}
    raise AssertionError("no _REASONS table in texts.py")


def test_every_reason_the_input_check_gives_has_a_sentence():
    reasons = {"bad_action", "bad_seat", "unknown_action", "game_over", *BadActionError.default_reason.split()}
    for game_id in GAME_IDS:
        for spec in game_class(game_id).ACTION_SPECS.values():
            reasons |= {spec.reason, spec.range_reason or spec.reason, spec.cards_reason}
    for spec in DEFAULT_ACTION_SPECS.values():
        reasons |= {spec.reason, spec.cards_reason}
    missing = reasons - _reason_table()
    assert not missing, missing


def test_value_specs():
    assert ValueSpec.none().fault(None) is None and ValueSpec.none().fault(0) == "type"
    flag = ValueSpec.flag()
    assert flag.fault(True) is None and flag.fault(False) is None
    assert flag.fault(1) == "type" and flag.fault(None) == "type"
    bid = ValueSpec.integer(60, 200)
    assert bid.fault(60) is None and bid.fault(200) is None
    assert bid.fault(205) == "range" and bid.fault(True) == "type" and bid.fault(60.0) == "type"
    assert ValueSpec.integer(0, 5, optional=True).fault(None) is None
    suit = ValueSpec.choice("shcd")
    assert suit.fault("s") is None and suit.fault("x") == "type" and suit.fault(None) == "type"
    typ = ValueSpec.choice(["single"], optional=True)
    assert typ.fault(None) is None and typ.fault("single") is None and typ.fault(3) == "type"
    text = ValueSpec.text()
    assert text.fault("x" * 64) is None and text.fault("x" * 65) == "type" and text.fault("\ud800") == "type"
    for bad in [
        lambda: ValueSpec("float"),
        lambda: ValueSpec.integer(0, MAX_ACTION_INT + 1),
        lambda: ValueSpec.integer(5, 1),
        lambda: ValueSpec.choice(["x" * 65]),
    ]:
        with pytest.raises(ValueError):
            bad()


def test_a_game_with_a_bad_table_is_refused_at_class_creation():
    with pytest.raises(TypeError):

        class _Bad(Game):
            ACTION_SPECS: ClassVar[Mapping[str, ActionSpec]] = {"Play Now": ActionSpec()}


class _Tiny(Game):
    """A game without its own table: the default one applies. Any seat's ``pass`` or
    ``bid`` counts; the first ``abandon`` ends it."""

    game_id = "tiny"

    def _setup(self):
        self.done = False
        return []

    def _apply(self, action):
        if action.kind == "abandon":
            self.done = True
        return [Event(action.kind, action.seat)]

    @property
    def phase(self):
        return "over" if self.done else "play"

    @property
    def to_move(self):
        return None if self.done else 0

    def legal_kinds(self, seat):
        return frozenset(DEFAULT_ACTION_SPECS)

    def view_for(self, seat):
        return View(game_id="tiny", seat=seat, num_players=self.num_players, phase=self.phase, to_move=self.to_move)

    @property
    def outcome(self):
        return Outcome(()) if self.done else None


def test_a_game_without_a_table_gets_the_shared_kinds_with_record_safe_values():
    g = _Tiny(2, seed=1)
    g.apply(Action(1, "bid", value=-MAX_ACTION_INT))
    g.apply(Action(0, "trump", value="♠"))
    g.apply(Action(0, "call", value=False))
    g.apply(Action(0, "play", tuple(parse_cards("3s 3s"))))
    for bad in [
        Action(0, "bid", value=MAX_ACTION_INT + 1),
        Action(0, "bid"),
        Action(0, "trump", value="\udfff"),
        Action(0, "trump", value=None),
        Action(0, "call", value=0),
        Action(0, "fly"),
        Action(2, "pass"),
    ]:
        assert_refused(g, bad)
    assert GameRecord.loads(g.record().dumps()) == g.record()
    assert _Tiny.replay(GameRecord.loads(g.record().dumps())).record().dumps() == g.record().dumps()


# ---- from_json and parse agree with apply


@pytest.mark.parametrize(
    "bad",
    [
        [],
        "0 pass",
        {"seat": 0, "kind": "pass", "extra": 1},
        {"seat": -1, "kind": "pass"},
        {"seat": MAX_SEAT + 1, "kind": "pass"},
        {"seat": 10**400, "kind": "pass"},
        {"seat": 0.0, "kind": "pass"},
        {"seat": False, "kind": "pass"},
        {"seat": 0, "kind": ""},
        {"seat": 0, "kind": "Pass"},
        {"seat": 0, "kind": "pass now"},
        {"seat": 0, "kind": "x" * 33},
        {"seat": 0, "kind": "\ud800"},
        {"seat": 0, "kind": 3},
        {"seat": 0, "kind": "pass", "value": 1.5},
        {"seat": 0, "kind": "pass", "value": float("nan")},
        {"seat": 0, "kind": "pass", "value": float("inf")},
        {"seat": 0, "kind": "pass", "value": 10**400},
        {"seat": 0, "kind": "pass", "value": 2**53},
        {"seat": 0, "kind": "pass", "value": -(2**53)},
        {"seat": 0, "kind": "pass", "value": "x" * 65},
        {"seat": 0, "kind": "pass", "value": "\ud800"},
        {"seat": 0, "kind": "pass", "value": {}},
        {"seat": 0, "kind": "pass", "value": [1, 2]},
        {"seat": 0, "kind": "play", "cards": ["3s"]},
        {"seat": 0, "kind": "play", "cards": None},
        {"seat": 0, "kind": "play", "cards": "3s " * (MAX_ACTION_CARDS + 1)},
        {"seat": 0, "kind": "play", "cards": "3s\ud800"},
    ],
)
def test_action_json_is_strict(bad):
    with pytest.raises(RecordError) as e:
        Action.from_json(bad)
    assert e.value.reason == "bad_action"


def test_action_json_accepts_what_to_json_writes_at_the_limits():
    for a in [
        Action(MAX_SEAT, "bid", value=MAX_ACTION_INT),
        Action(0, "bid", value=-MAX_ACTION_INT),
        Action(0, "show", value=False),
        Action(0, "trump", value="♠" * 64),
        Action(0, "play", tuple(parse_cards("3s")) * MAX_ACTION_CARDS),
        Action(0, "a" + "b" * 31),
    ]:
        assert Action.from_json(json.loads(json.dumps(a.to_json()))) == a
        assert Action.parse(str(a)) == a
    assert Action.from_json({"seat": 1, "kind": "pass", "value": None, "cards": ""}) == Action(1, "pass")


@pytest.mark.parametrize(
    "bad",
    [
        "",
        "pass",
        "² pass",
        "٣ pass",
        "-1 pass",
        "0" * 5000 + " pass",
        "0 pass =",
        "0 pass = ",
        "0 pass =nan",
        "0 pass =NaN",
        "0 pass =Infinity",
        "0 pass =1e999",
        "0 pass =1.5",
        "0 pass =[1",
        "0 pass =" + "[" * 100000,
        "0 pass =" + "9" * 5000,
        "0 play 7x",
        "0 Play 7s",
        '0 pass ="\\ud800"',
    ],
)
def test_action_text_is_strict(bad):
    with pytest.raises(RecordError) as e:
        Action.parse(bad)
    assert e.value.reason == "bad_action"


def test_action_parse_refuses_non_text():
    for bad in [None, 0, b"0 pass", ["0", "pass"]]:
        with pytest.raises(RecordError):
            Action.parse(bad)  # type: ignore[arg-type]


def test_a_list_of_cards_is_stored_as_a_tuple():
    cards = parse_cards("7s 7h")
    a = Action(2, "play", cards)  # type: ignore[arg-type]
    assert a.cards == tuple(cards) and type(a.cards) is tuple
    assert hash(a) == hash(Action(2, "play", tuple(cards)))


def test_error_text_and_params_never_carry_a_huge_or_broken_object():
    g = fresh("tiandiren")
    for junk in [10**5000, "\ud800" * 10000, b"x" * 100000, float("nan"), object()]:
        for action in (Action(junk, "pass"), Action(0, junk), Action(0, "pass", (), junk)):  # type: ignore[arg-type]
            e = assert_refused(g, action)
            assert len(str(e)) < 300
            text = json.dumps(e.params, allow_nan=False, ensure_ascii=False)
            text.encode("utf-8")
            assert len(text) < 300
    assert math.isnan(float("nan"))  # the params above hold "nan" as text, never NaN
