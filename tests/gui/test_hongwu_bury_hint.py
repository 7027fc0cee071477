"""红五's hint (H) while the dealer buries: cards to bury, not "no play beats the table"."""

from __future__ import annotations

from collections import Counter

from desktop_app.engine import new_game
from desktop_app.engine.core import Action, ActionKind
from desktop_app.ui.games import adapter_for


def _at_the_bury():
    """A real 红五 game at its bury phase: the first seat asked bids, the others pass, hearts are trumps."""
    game = new_game("hongwu", 4, seed=3)
    for _ in range(8):
        if game.phase == "bury":
            return game
        seat = game.to_move
        assert seat is not None
        if game.phase == "bidding":
            view = game.view_for(seat)
            if view.high_bid is None:  # the first seat asked bids the least, the others pass
                game.apply(Action(seat, ActionKind.BID, value=view.bid_range[0]))
            else:
                game.apply(Action(seat, ActionKind.PASS))
        elif game.phase == "trump":
            game.apply(Action(seat, ActionKind.TRUMP, value="h"))
    raise AssertionError(f"no bury phase, at {game.phase}")


def test_the_hint_during_the_bury_suggests_eight_cards_of_the_hand(qapp):
    game = _at_the_bury()
    seat = game.to_move
    assert seat is not None
    view = game.view_for(seat)
    hints = adapter_for("hongwu").hints(view)
    assert len(hints) == 1
    chosen = hints[0]
    assert len(chosen) == 8
    assert not Counter(chosen) - Counter(view.hand)  # cards the dealer holds
    game.apply(Action(seat, ActionKind.BURY, tuple(chosen)))  # and the engine takes them
    assert game.phase == "play"
