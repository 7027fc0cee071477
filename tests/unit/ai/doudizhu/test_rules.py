"""The assistant's legality check agrees with the engine (reason codes included)."""

from __future__ import annotations

import copy
import random
from typing import Any

from desktop_app.ai.doudizhu.assist import ASSISTANT
from desktop_app.ai.doudizhu.rules import check_play
from desktop_app.engine.cards import Card, full_deck
from desktop_app.engine.core import Action, EngineError
from desktop_app.engine.doudizhu.game import DoudizhuGame

from .states import random_states, view_of


def engine_verdict(
    g: DoudizhuGame, seat: int, cards: tuple[Card, ...]
) -> tuple[bool, str | None, dict[str, Any], dict[str, Any]]:
    """(accepted, reason, params, the play event's data) of the engine on a copy."""
    h = copy.deepcopy(g)
    try:
        events = h.apply(Action(seat, "play", cards))
    except EngineError as e:
        return False, e.reason, e.params, {}
    play = next(e for e in events if e.kind == "play")
    return True, None, {}, dict(play.data)


def selections(g: DoudizhuGame, seat: int, rng: random.Random) -> list[tuple[Card, ...]]:
    hand = list(g.hands[seat])
    out: list[tuple[Card, ...]] = [()]
    for _ in range(6 if hand else 0):
        out.append(tuple(rng.sample(hand, rng.randint(1, min(8, len(hand))))))
    hints = ASSISTANT.hints(view_of(g, seat))
    for s in rng.sample(hints, min(4, len(hints))):
        out.append(s.cards)
    others = [c for c in full_deck() if c not in hand]
    out.append((rng.choice(others),))
    if hand:
        out.append((hand[0], hand[0]))  # the same card twice
    return out


def test_check_play_agrees_with_apply() -> None:
    rng = random.Random(5)
    checked = playable = 0
    for g in random_states(70, seed=11, play_only=False):
        for seat in range(3):
            view = view_of(g, seat)
            for cards in selections(g, seat, rng):
                ok, reason, params, data = engine_verdict(g, seat, cards)
                got = check_play(view, cards)
                assert (got.reading is not None) == ok, (g.record().dumps(), seat, cards, got, reason)
                if ok:
                    playable += 1
                    assert got.reading is not None
                    assert got.reading.label_params().items() <= data.items()
                else:
                    assert got.reason == reason and got.params == params, (cards, got, reason, params)
                sel = ASSISTANT.read_selection(view, cards)
                assert sel.playable == ok and sel.reason == reason
                assert [r.type for r in sel.readings] == [r.type for r in got.readings]
                if ok:
                    assert sel.chosen is not None and sel.readings[sel.chosen].params == got.reading.label_params()
                checked += 1
    assert checked > 1000 and playable > 80


def test_read_selection_labels() -> None:
    g = DoudizhuGame(3, {"variant": "classic"}, seed=3)
    view = g.view_for(0)
    sel = ASSISTANT.read_selection(view, view.hand[:1])
    assert not sel.playable and sel.reason in ("wrong_phase", "not_your_turn")
    assert sel.readings and sel.readings[0].type == "single"
