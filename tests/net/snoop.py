"""A snooper: which cards a seat must not see at a moment, and whether a frame shows one.

The ground truth comes from the host's full game at the moment a frame is sent. A card is
*secret* for seat ``s`` when some copy lies in a place ``s`` may not look (another seat's
hand, the 斗地主 bottom, the 红五 kitty or the cards buried in it, the 生死堵 undealt
cards) and nothing ``s`` has seen legitimately shows that card: not its own hand, not any
public information of the game so far (the public view and every public event), not the
private events about ``s`` itself (its deal, its kitty). With several decks a card is only
secret when ``s`` holds no copy and no copy was ever shown: then the card's very name in
a frame to ``s`` gives away where a copy is.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from desktop_app.engine.cards import CardParseError, parse_cards
from desktop_app.engine.core import Event, Game
from desktop_app.engine.wire import event_to_json, view_to_json


def card_tokens(value: Any) -> set[str]:
    """Every card named in a JSON value (in strings that are card notation)."""
    out: set[str] = set()
    for s in _strings(value):
        if not s or len(s) > 4096:
            continue
        try:
            cards = parse_cards(s)
        except CardParseError:
            continue
        out.update(c.text for c in cards)
    return out


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _strings(v)


def _events_json(events: Iterable[Event]) -> list[dict[str, Any]]:
    return [event_to_json(e) for e in events]


def hidden_piles(game: Game) -> list[Any]:
    """Cards in no seat's hand that nobody sees until the rules show them."""
    piles = []
    for name in ("bottom", "kitty", "buried", "undealt"):
        pile = getattr(game, name, None)
        if pile:
            piles.append(list(pile))
    return piles


def secret_cards(game: Game, seat: int | None) -> set[str]:
    """The cards ``seat`` (None: a spectator) must not see named now."""
    hidden: set[str] = set()
    for t in range(game.num_players):
        if t != seat:
            hidden.update(c.text for c in game.view_for(t).hand)
    for pile in hidden_piles(game):
        hidden.update(c.text for c in pile)
    known: set[str] = set()
    if seat is not None:
        known.update(c.text for c in game.view_for(seat).hand)
    known |= card_tokens(view_to_json(game.view_for(None)))
    known |= card_tokens(_events_json(game.events_for(None)))
    if seat is not None:
        own = [e for e in game.events if e.visible_to is not None and seat in e.visible_to and e.seat == seat]
        known |= card_tokens(_events_json(own))
    return hidden - known


def leaks(game: Game, seat: int | None, frame: dict[str, Any]) -> set[str]:
    """The secret cards named in ``frame`` (sent to ``seat`` now)."""
    if frame.get("t") in ("game_over",):  # the game is over: the record shows everything
        return set()
    return card_tokens(frame) & secret_cards(game, seat)
