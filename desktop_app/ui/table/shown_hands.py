"""The hands lying face up on the table (明牌; every hand in the replay of a finished game):
their items, the most cards each has held, and where :mod:`.reveal_layout` put them.

A hand's block is sized for the most cards it has held, so playing cards out of a shown
hand moves and repaints that hand alone; the table is laid out again only when a hand
appears, goes, or grows past its block.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsScene

from ...engine.cards import Card
from .items import ShownHandItem
from .reveal_layout import SHOWN_MARGIN, HandPlace, RevealLayout, RevealRequest, plan_reveal

__all__ = ["ShownHands"]


class ShownHands:
    """The shown hands of ``scene``, seat -> :class:`ShownHandItem` in :attr:`items`."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.items: dict[int, ShownHandItem] = {}
        self.capacity: dict[int, int] = {}  # the most cards each shown hand has held
        self._places: dict[int, HandPlace] = {}
        self._plan: tuple[object, RevealLayout] | None = None  # (request key, layout)

    def clear(self) -> None:
        for item in self.items.values():
            self.scene.removeItem(item)
        self.items.clear()
        self.capacity.clear()
        self._places.clear()

    def show(self, hands: Mapping[int, Sequence[Card]], style: str) -> bool:
        """Show these hands (seat -> cards; a seat not named, or with no cards, shows
        none) in deck ``style``. True when the table must be laid out again."""
        changed = False
        for seat in [s for s in self.items if not hands.get(s)]:
            self.scene.removeItem(self.items.pop(seat))
            del self.capacity[seat]
            self._places.pop(seat, None)
            changed = True
        for seat, cards in hands.items():
            if cards:
                changed |= self._show_one(seat, cards, style)
        return changed

    def _show_one(self, seat: int, cards: Sequence[Card], style: str) -> bool:
        """Show ``cards`` face up for ``seat``; True when its block must grow."""
        item = self.items.get(seat)
        if item is None:
            item = ShownHandItem(seat)
            item.style = style
            self.scene.addItem(item)
            self.items[seat] = item
        if tuple(cards) != item.cards:
            item.set_cards(cards)
            self._hug_panel(item)
        if len(cards) > self.capacity.get(seat, 0):
            self.capacity[seat] = len(cards)
            return True
        return False

    def lay_out(self, req: RevealRequest) -> RevealLayout:
        """Plan the layout (reused while ``req`` is the same) and place the hands; the
        caller places the piles."""
        key = _request_key(req)
        if self._plan is None or self._plan[0] != key:
            self._plan = (key, plan_reveal(req))
        plan = self._plan[1]
        self._places = dict(plan.hands)
        for seat, place in plan.hands.items():
            item = self.items[seat]
            item.set_layout(place.card_width, place.rect.width() - 2 * SHOWN_MARGIN, place.rows)
            self._hug_panel(item)
        return plan

    def _hug_panel(self, item: ShownHandItem) -> None:
        """Put a shown hand in its block against its panel's side (as it is played out it
        stays against the panel)."""
        place = self._places.get(item.seat)
        if place is None:
            return
        r, block = item.boundingRect(), place.rect
        dx, dy = place.side
        left = {1: block.left(), -1: block.right() - r.width()}.get(dx, block.center().x() - r.width() / 2)
        top = {1: block.top(), -1: block.bottom() - r.height()}.get(dy, block.center().y() - r.height() / 2)
        item.setPos(round(left - r.left()), round(top - r.top()))


def _request_key(req: RevealRequest) -> tuple[object, ...]:
    """A hashable summary of everything the reveal layout depends on."""

    def rect(r: QRectF) -> tuple[float, ...]:
        return (round(r.x(), 1), round(r.y(), 1), round(r.width(), 1), round(r.height(), 1))

    return (
        rect(req.bounds),
        tuple((s, rect(r)) for s, r in sorted(req.panels.items())),
        (round(req.centre.x(), 1), round(req.centre.y(), 1)),
        tuple(rect(r) for r in req.obstacles),
        tuple(sorted(req.hands.items())),
        tuple((s, round(p.x(), 1), round(p.y(), 1)) for s, p in sorted(req.piles.items())),
        req.max_card_width,
        req.pile_card_width,
        req.pile_room,
        req.max_block_width,
    )
