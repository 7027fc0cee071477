"""Game-log wording of events that depend on a choice: 斗地主's 明牌 (show) or not, and the
hands shown at the end of a game."""

from __future__ import annotations

import pytest

from desktop_app.ai.play import bots_for, play_out
from desktop_app.engine import new_game
from desktop_app.engine.core import Action, ActionKind, Event
from desktop_app.ui.eventtext import event_text

NAMES = ("东", "南", "西")


def _name(seat: int) -> str:
    return NAMES[seat]


def _landlord_shows(show: bool) -> Event:
    """The real 斗地主 engine's event when the landlord, after taking the bottom cards,
    chooses to show their hand (明牌) or not: nobody shows at the start, the first seat
    asked calls, nobody grabs."""
    game = new_game("doudizhu", 3, seed=5)
    for _ in range(20):
        seat = game.to_move
        assert seat is not None
        if game.phase == "show":
            events = game.apply(Action(seat, ActionKind.SHOW, value=show))
            return next(e for e in events if e.kind == "show")
        kinds = game.legal_kinds(seat)
        kind = next(k for k in (ActionKind.SHOW, ActionKind.CALL, ActionKind.GRAB) if k in kinds)
        game.apply(Action(seat, kind, value=kind == ActionKind.CALL))
    raise AssertionError("the landlord was never asked to show")


def test_a_landlord_who_does_not_show_is_logged_as_keeping_the_cards_hidden(qapp, english):
    event = _landlord_shows(False)
    line = event_text("doudizhu", event, _name, viewer=0)
    assert line == f"{_name(event.seat)} keeps their cards hidden."


def test_a_landlord_who_shows_is_logged_with_the_cards(qapp, english):
    event = _landlord_shows(True)
    line = event_text("doudizhu", event, _name, viewer=0)
    assert line.startswith(f"{_name(event.seat)} shows their cards: ")
    assert len(line) > len(f"{_name(event.seat)} shows their cards: ")  # the cards follow


@pytest.mark.parametrize(("show", "expected"), [(False, "不明牌。"), (True, "明牌：")])
def test_the_show_choice_in_chinese(qapp, english, show, expected):
    english.set_language("zh_CN")
    event = _landlord_shows(show)
    assert event_text("doudizhu", event, _name, viewer=0).startswith(f"{_name(event.seat)} {expected}")


@pytest.mark.parametrize("game_id", ["doudizhu", "shengsidu"])
def test_the_hands_shown_at_the_end_are_logged_in_words(qapp, english, game_id):
    game = new_game(game_id, 3, seed=5)
    play_out(game, bots_for(game_id, ["random"] * 3, seed=5))
    reveal = next(e for e in game.events if e.kind == "reveal")
    assert event_text(game_id, reveal, _name, viewer=0) == "Every hand is shown face up."


@pytest.mark.parametrize("game_id", ["tiandiren", "doudizhu", "hongwu", "yuanzi", "shengsidu"])
def test_the_end_of_a_game_is_announced_once(qapp, english, game_id):
    n = 3 if game_id == "doudizhu" else 4
    names = ("东", "南", "西", "北")
    game = new_game(game_id, n, seed=7)
    play_out(game, bots_for(game_id, ["normal"] * n, seed=7))
    lines = [event_text(game_id, e, names.__getitem__, viewer=0) for e in game.events]
    over = [line for line in lines if line.startswith("The game is over")]
    assert len(over) == 1, over


def test_red_five_settlement_reports_the_points_counted(qapp, english):
    game = new_game("hongwu", 4, seed=7)
    play_out(game, bots_for("hongwu", ["normal"] * 4, seed=7))
    settlement = next(e for e in game.events if e.kind == "settlement")
    line = event_text("hongwu", settlement, str, viewer=0)
    d = settlement.data
    assert line == (
        f"Count: the dealer's side took {d['dealer_points']} points, the defenders {d['defender_points']} "
        f"(bid {d['bid']})."
    )


@pytest.mark.parametrize("game_id", ["tiandiren", "doudizhu", "hongwu", "yuanzi", "shengsidu"])
def test_chinese_sentences_follow_a_full_stop_without_a_space(qapp, english, game_id):
    n = 3 if game_id == "doudizhu" else 4
    game = new_game(game_id, n, seed=7)
    play_out(game, bots_for(game_id, ["normal"] * n, seed=7))
    english.set_language("zh_CN")
    lines = [event_text(game_id, e, ("东", "南", "西", "北").__getitem__, viewer=0) for e in game.events]
    spaced = [line for line in lines if "。 " in line or "！ " in line]
    assert not spaced, spaced[:3]
    english.set_language("en")
    lines = [event_text(game_id, e, ("E", "S", "W", "N").__getitem__, viewer=0) for e in game.events]
    assert not [line for line in lines if ".S" in line or ".T" in line]  # English keeps its spaces


def _drone_play() -> Event:
    """A 天地人 play of five jacks, as the engine logs it: a drone whose name already
    carries its card count in brackets."""
    params = {"type": "drone", "rank": "J", "low": "J", "length": 1, "size": 5, "bomb": True}
    return Event("play", 0, {"cards": "Js Jh Jd Jc Js", "type": "drone", "params": params})


@pytest.mark.parametrize("language", ["en", "zh_CN", "zh_TW"])
def test_a_play_whose_name_has_brackets_is_not_wrapped_in_a_second_pair(qapp, english, language):
    english.set_language(language)
    line = event_text("tiandiren", _drone_play(), _name, viewer=1)
    assert "))" not in line and "）)" not in line and "）)" not in line
    assert line.count("(") + line.count("（") == 1
    if language == "en":
        assert line.endswith("(Drone J, 5 cards)")


def test_a_spaceship_names_its_jokers_inside_the_one_bracket(qapp, english):
    params = {"type": "spaceship", "rank": "BJ", "jokers": ["BJ", "RJ"], "bomb": True}
    event = Event("play", 0, {"cards": "BJ RJ", "type": "spaceship", "params": params})
    line = event_text("tiandiren", event, _name, viewer=1)
    assert line.count("(") == 1 and line.count(")") == 1


@pytest.mark.parametrize(("language", "expected"), [("en", "东 does not bid."), ("zh_CN", "东 不叫。")])
def test_a_red_five_bid_pass_is_logged_as_no_bid(qapp, english, language, expected):
    english.set_language(language)
    game = new_game("hongwu", 4, seed=3)
    seat = game.to_move
    assert seat is not None and game.phase == "bidding"
    event = next(e for e in game.apply(Action(seat, ActionKind.PASS)) if e.kind == "pass")
    assert event_text("hongwu", event, lambda s: NAMES[s % 3] if s == seat else "x", viewer=1) == expected.replace(
        "东", NAMES[seat % 3]
    )


def test_the_bid_pass_bubble_says_no_bid(qapp, english):
    from desktop_app.ui import texts

    english.set_language("zh_CN")
    assert texts.passes_are_bids("hongwu") and not texts.passes_are_bids("doudizhu")
    assert texts.bid_pass_label() == "不叫"
