"""What a game's pack can hold and how large a hand it deals: the checks every entry point
that takes card sets from outside (the referee, later the network) runs before any game
code sees them.

A set is refused when it holds a card the pack lacks (jokers in a pack without them),
more copies of a card than the pack has, or more cards than a hand of the game ever
holds. Sets that are parts of one deal (a hand and the lead on the table, a lead and a
play, every hand of a deal) are also checked together: between them they cannot hold
more copies than the pack.

>>> from desktop_app.engine.cards import parse_cards
>>> DOUDIZHU = PackLimits("doudizhu", decks=1, jokers=True, max_hand=20)
>>> DOUDIZHU.check("hand", parse_cards("3s 4s 3s"))
Traceback (most recent call last):
...
desktop_app.engine.limits.PackError: hand: 2 copies of 3s, but the doudizhu pack (1 deck) holds 1
>>> DOUDIZHU.check_together({"hand": parse_cards("3s 4s"), "lead": parse_cards("4s")})
Traceback (most recent call last):
...
desktop_app.engine.limits.PackError: hand and lead together: 2 copies of 4s, but the doudizhu pack (1 deck) holds 1
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from .cards import Card
from .core import EngineError

__all__ = ["PackError", "PackLimits"]


class PackError(EngineError):
    """A card set the game's pack cannot hold, or a hand larger than the game deals.
    ``reason``: ``not_in_pack`` (params ``field``, ``card``), ``too_many_copies``
    (``field``, ``card``, ``count``, ``limit``), ``hand_too_large`` (``field``, ``count``,
    ``limit``)."""

    default_reason = "not_in_pack"


@dataclass(frozen=True, slots=True)
class PackLimits:
    """The pack of a game (``decks`` full decks, with or without jokers) and the most
    cards one hand of it holds (``max_hand``: a dealt hand, with the kitty or bottom cards
    its owner picks up)."""

    game: str
    decks: int
    jokers: bool
    max_hand: int

    def _pack(self) -> str:
        deck = "deck" if self.decks == 1 else "decks"
        jokers = "" if self.jokers else ", no jokers"
        return f"the {self.game} pack ({self.decks} {deck}{jokers})"

    def _copies(self, field: str, cards: Iterable[Card]) -> None:
        counts = Counter(cards)
        for card, n in sorted(counts.items(), key=lambda kv: kv[0].index):
            if card.is_joker and not self.jokers:
                raise PackError(f"{field}: {card.text}, but {self._pack()} has no jokers", field=field, card=card.text)
            if n > self.decks:
                raise PackError(
                    f"{field}: {n} copies of {card.text}, but {self._pack()} holds {self.decks}",
                    "too_many_copies",
                    field=field,
                    card=card.text,
                    count=n,
                    limit=self.decks,
                )

    def check(self, field: str, cards: Sequence[Card], max_cards: int | None = None) -> None:
        """Refuse ``cards`` (the request field ``field``) unless one hand of the game can
        hold them: at most ``max_cards`` (default :attr:`max_hand`) cards, each of them in
        the pack, no card more often than the pack has it."""
        limit = self.max_hand if max_cards is None else max_cards
        if len(cards) > limit:
            raise PackError(
                f"{field}: {len(cards)} cards, but a {self.game} hand holds at most {limit}",
                "hand_too_large",
                field=field,
                count=len(cards),
                limit=limit,
            )
        self._copies(field, cards)

    def check_together(self, sets: Mapping[str, Sequence[Card]]) -> None:
        """Refuse sets from one deal (each already checked alone) that together hold more
        copies of a card than the pack (one set: the set itself, of any size)."""
        names = list(sets)
        label = "".join(names) if len(names) < 2 else ", ".join(names[:-1]) + " and " + names[-1] + " together"
        self._copies(label, (c for cards in sets.values() for c in cards))
