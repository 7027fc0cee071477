"""Where face-up hands and the play piles go while hands lie open on the table (a 明牌, or
every hand in the replay of a finished game): nothing may overlap a seat panel, another
hand, a pile, the centre box or the viewer's hand, and nothing may leave the table.

Each shown hand is a block beside its seat's panel, on the side facing the middle of the
table first; each pile goes on the line from its seat to the middle, as near its usual
place as is free. The shown cards are made smaller (in more rows) until everything fits.
Pure geometry: :class:`~desktop_app.ui.table.scene.TableScene` applies the result.

A block is sized for the most cards its hand has held (its *capacity*), so the layout
stays put while the hand is played out and only the hand's own rectangle repaints.

>>> from PySide6.QtCore import QPointF, QRectF
>>> req = RevealRequest(
...     bounds=QRectF(0, 0, 1000, 700),
...     panels={0: QRectF(400, 600, 200, 90), 1: QRectF(400, 10, 200, 90)},
...     centre=QPointF(500, 350),
...     obstacles=(),
...     hands={1: 54},
...     piles={0: QPointF(500, 480), 1: QPointF(500, 220)},
...     max_card_width=44,
... )
>>> out = plan_reveal(req)
>>> hand = out.hands[1].rect  # under its seat's panel, centred on it
>>> out.fits, hand.top() == 100 + 4, hand.center().x() == 500, out.hands[1].card_width
(True, True, True, 44)
>>> size = pile_size(out.pile_card_width, req.pile_room)  # the room a play takes at most
>>> QRectF(out.piles[1] - QPointF(size.width() / 2, size.height() / 2), size).intersects(hand)
False
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF

from .cardart import CARD_RATIO

__all__ = [
    "PILE_LABEL_LINE",
    "SHOWN_MAX_ROWS",
    "SHOWN_MIN_STEP",
    "SHOWN_ROW_STEP",
    "HandPlace",
    "RevealLayout",
    "RevealRequest",
    "centred_rect",
    "pile_label_line",
    "pile_label_px",
    "pile_size",
    "plan_reveal",
    "shown_hand_size",
]

SHOWN_MIN_STEP = 0.34  # of a card's width: the index column of each shown card stays visible
SHOWN_ROW_STEP = 0.52  # of a card's height: where the next row starts (the index and top pip show)
SHOWN_MAX_ROWS = 4
SHOWN_MARGIN = 6.0  # the frame round a shown hand
PILE_LABEL_LINE = 18  # the height of a line of a play's reading (15 for small piles: see pile_label_line)
MIN_CARD_WIDTH = 20  # the smallest shown card (its index still readable)
MIN_PILE_CARD_WIDTH = 28
PILE_TO_SHOWN = 1.25  # a pile's cards are this much larger than the shown hands' (to the most)
_GAP = 4.0  # between a seat panel and its hand
_VERTICAL_FIRST = 1.1  # the preference of the panel's bottom and top sides
#: the sides of a panel a hand may take: (dx, dy) of the side's direction
_SIDES = ((0, 1), (0, -1), (1, 0), (-1, 0))


def shown_hand_size(n: int, card_width: float, rows: int) -> QSizeF:
    """The outer size (frame included) of ``n`` face-up cards of ``card_width`` in ``rows``
    rows at the tightest readable overlap.

    >>> s = shown_hand_size(54, 30, 3)
    >>> round(s.width()), round(s.height())
    (215, 98)
    """
    per_row = max(1, -(-n // rows))
    ch = card_width * CARD_RATIO
    width = card_width + card_width * SHOWN_MIN_STEP * (per_row - 1)
    height = ch + ch * SHOWN_ROW_STEP * (rows - 1)
    return QSizeF(width + 2 * SHOWN_MARGIN, height + 2 * SHOWN_MARGIN)


def pile_label_line(card_width: float) -> int:
    """The height of a line of a pile's reading: a pile of small cards (a crowded table)
    has a smaller font."""
    return PILE_LABEL_LINE if card_width >= 48 else 15


def pile_label_px(card_width: float) -> int:
    """The font size of a pile's reading."""
    return 13 if card_width >= 48 else 11


def pile_size(card_width: float, room: float) -> QSizeF:
    """The most room a play pile takes: its fan and its reading's plate (two lines at
    most) are at most ``room`` wide (and at least wide enough to read "Pass")."""
    line = pile_label_line(card_width)
    return QSizeF(max(room + 16, 84.0) + 12, card_width * CARD_RATIO + 3 + 2 * line + 4 + 8)


@dataclass(frozen=True)
class HandPlace:
    """A shown hand's block: its outer rectangle in the scene, card width and rows, and
    the side of its panel it lies on, (dx, dy): (0, 1) below, (-1, 0) left..."""

    rect: QRectF
    card_width: int
    rows: int
    side: tuple[int, int] = (0, 1)


@dataclass(frozen=True)
class RevealRequest:
    """What the layout must fit. ``panels``: each seat panel's rectangle (glow included);
    ``obstacles``: other fixed rectangles (the centre box, the viewer's hand and pile);
    ``hands``: the capacity (most cards) of each shown hand; ``piles``: the usual centre
    of each pile to place; their cards are at most ``pile_card_width`` wide (smaller with
    smaller shown cards) and their fans and readings ``pile_room`` wide."""

    bounds: QRectF
    panels: Mapping[int, QRectF]
    centre: QPointF
    obstacles: tuple[QRectF, ...]
    hands: Mapping[int, int]
    piles: Mapping[int, QPointF]
    max_card_width: int
    pile_card_width: int = 52
    pile_room: float = 150.0
    max_block_width: float = 320.0  # a wider block only when no narrower one fits


@dataclass(frozen=True)
class RevealLayout:
    """The result: each shown hand's block and each pile's centre; ``fits`` is False when
    even the smallest cards could not avoid every overlap (the last try is returned)."""

    hands: dict[int, HandPlace]
    piles: dict[int, QPointF]
    fits: bool
    pile_card_width: int = 0


def plan_reveal(req: RevealRequest) -> RevealLayout:
    """The layout with the largest shown cards (at most ``max_card_width``) that fits:
    with every block no wider than ``max_block_width`` if any size allows, else with
    wider blocks; the smallest cards' layout when nothing fits. Then the piles' order
    that keeps them nearest their usual places."""
    for neat in (True, False):
        best = _largest(req, neat)
        if best is not None:
            return _with_best_piles(req, best, neat)
    return _try(req, MIN_CARD_WIDTH, neat=False)


def _largest(req: RevealRequest, neat: bool) -> RevealLayout | None:
    """Bisection on the card width (smaller cards leave more room): the largest that fits."""
    lo, hi = MIN_CARD_WIDTH, max(req.max_card_width, MIN_CARD_WIDTH)
    best = _try(req, lo, neat)
    if not best.fits:
        return None
    while lo < hi:
        mid = (lo + hi + 1) // 2
        layout = _try(req, mid, neat)
        if layout.fits:
            lo, best = mid, layout
        else:
            hi = mid - 1
    return best


def _with_best_piles(req: RevealRequest, layout: RevealLayout, neat: bool) -> RevealLayout:
    """The same hands with the piles placed in the seat order (each seat first in turn)
    that moves them least from their usual places."""
    seats = sorted(req.piles)
    best, best_cost = layout, _pile_cost(req, layout)
    cw = next(iter(layout.hands.values())).card_width if layout.hands else MIN_CARD_WIDTH
    for k in range(1, len(seats)):
        other = _try(req, cw, neat, seats[k:] + seats[:k])
        cost = _pile_cost(req, other)
        if other.fits and cost < best_cost:
            best, best_cost = other, cost
    return best


def _pile_cost(req: RevealRequest, layout: RevealLayout) -> float:
    return sum(math.hypot(p.x() - req.piles[s].x(), p.y() - req.piles[s].y()) for s, p in layout.piles.items())


def _try(req: RevealRequest, cw: int, neat: bool = False, pile_order: list[int] | None = None) -> RevealLayout:
    """Place every hand against its panel (each at its best place first, then the rest),
    then every pile in the free spot nearest its usual place, with shown cards ``cw``
    wide. ``neat``: no block wider than ``max_block_width``."""
    taken = [*req.panels.values(), *req.obstacles]
    fits = True
    hands: dict[int, HandPlace] = {}
    for first_choice in (True, False):
        for seat in sorted(set(req.hands) - set(hands)):
            place = _place_hand(req, seat, cw, taken, first_choice, neat)
            if place is not None:
                hands[seat] = place
                taken.append(place.rect)
    for seat in sorted(set(req.hands) - set(hands)):  # no room: under its panel anyway
        fits = False
        size = shown_hand_size(req.hands[seat], cw, SHOWN_MAX_ROWS)
        hands[seat] = HandPlace(_clamp(_beside(req.panels[seat], size, 0, 1, 0), req.bounds), cw, SHOWN_MAX_ROWS)
    pile_cw = min(req.pile_card_width, max(MIN_PILE_CARD_WIDTH, round(cw * PILE_TO_SHOWN)))
    size = pile_size(pile_cw, req.pile_room)
    piles: dict[int, QPointF] = {}
    for seat in pile_order or sorted(req.piles):
        usual = req.piles[seat]
        spot = _place_pile(usual, size, req.bounds, taken)
        if spot is None:
            fits, spot = False, usual
        piles[seat] = spot
        taken.append(centred_rect(spot, size))
    return RevealLayout(hands, piles, fits, pile_cw)


def _free(rect: QRectF, bounds: QRectF, taken: list[QRectF]) -> bool:
    """Inside ``bounds`` and a pixel clear of everything taken (items sit on whole pixels)."""
    if not bounds.contains(rect):
        return False
    room = rect.adjusted(-1, -1, 1, 1)
    return not any(room.intersects(t) for t in taken)


def _place_hand(
    req: RevealRequest, seat: int, cw: int, taken: list[QRectF], first_choice: bool = False, neat: bool = False
) -> HandPlace | None:
    """The first free block against the seat's panel, so that it plainly belongs to it:
    below or above the panel (the side facing the middle first) and centred on it if it
    can be, in the fewest rows that keep it no wider than ``max_block_width``; then wider
    blocks (unless ``neat``); then beside the panel. ``first_choice``: only the first side,
    centred."""
    panel = req.panels[seat]
    n = req.hands[seat]
    sizes = [(rows, shown_hand_size(n, cw, rows)) for rows in range(1, SHOWN_MAX_ROWS + 1)]
    narrow = [(r, s) for r, s in sizes if s.width() <= req.max_block_width] or sizes[-1:]
    sides = _sides_towards(panel.center(), req.centre)
    for choices in (narrow,) if first_choice or neat else (narrow, sizes):
        for dx, dy in sides[:1] if first_choice else sides:
            for align in (0,) if first_choice else (0, -1, 1):
                for rows, size in choices if dy else choices[::-1]:
                    rect = _clamp(_beside(panel, size, dx, dy, align), req.bounds)
                    if _free(rect, req.bounds, taken):
                        return HandPlace(rect, cw, rows, (dx, dy))
    return None


def _sides_towards(origin: QPointF, target: QPointF) -> list[tuple[int, int]]:
    """The panel's sides, the ones facing ``target`` first; below or above before left or
    right (a hand beside a panel would reach into the middle, where the piles go)."""
    vx, vy = target.x() - origin.x(), target.y() - origin.y()
    norm = math.hypot(vx, vy) or 1.0
    return sorted(_SIDES, key=lambda d: -round((d[0] * vx + d[1] * vy) / norm + (_VERTICAL_FIRST if d[1] else 0.0), 3))


def _beside(panel: QRectF, size: QSizeF, dx: int, dy: int, align: int) -> QRectF:
    """A ``size`` block against the panel's side (dx, dy); ``align`` 0 centres it along
    that side, -1 / 1 lines it up with the side's start / end."""
    w, h = size.width(), size.height()
    if dy:
        top = panel.bottom() + _GAP if dy > 0 else panel.top() - _GAP - h
        left = {0: panel.center().x() - w / 2, -1: panel.left(), 1: panel.right() - w}[align]
    else:
        left = panel.right() + _GAP if dx > 0 else panel.left() - _GAP - w
        top = {0: panel.center().y() - h / 2, -1: panel.top(), 1: panel.bottom() - h}[align]
    return QRectF(left, top, w, h)


def _clamp(rect: QRectF, bounds: QRectF) -> QRectF:
    """``rect`` moved (not resized) as little as puts it inside ``bounds`` where it can."""
    x = min(max(rect.left(), bounds.left()), bounds.right() - rect.width())
    y = min(max(rect.top(), bounds.top()), bounds.bottom() - rect.height())
    return QRectF(x, y, rect.width(), rect.height())


def centred_rect(point: QPointF, size: QSizeF) -> QRectF:
    """The ``size`` rectangle centred on ``point``."""
    return QRectF(point.x() - size.width() / 2, point.y() - size.height() / 2, size.width(), size.height())


def _place_pile(usual: QPointF, size: QSizeF, bounds: QRectF, taken: list[QRectF]) -> QPointF | None:
    """The free spot for a pile nearest its usual place: the usual place itself, or a spot
    against the side of something already placed."""
    spots = sorted(_pile_spots(usual, size, taken), key=lambda p: math.hypot(p.x() - usual.x(), p.y() - usual.y()))
    for point in [usual, *spots]:
        if _free(centred_rect(point, size), bounds, taken):
            return point
    return None


def _pile_spots(usual: QPointF, size: QSizeF, taken: list[QRectF]) -> Iterator[QPointF]:
    """Centres of a ``size`` box touching a side of each taken rectangle, level with the
    usual place or lined up with the rectangle's ends."""
    hw, hh = size.width() / 2 + 1, size.height() / 2 + 1
    for t in taken:
        for y in (usual.y(), t.top() + hh - 1, t.bottom() - hh + 1):
            yield QPointF(t.left() - hw, y)
            yield QPointF(t.right() + hw, y)
        for x in (usual.x(), t.left() + hw - 1, t.right() - hw + 1):
            yield QPointF(x, t.top() - hh)
            yield QPointF(x, t.bottom() + hh)
