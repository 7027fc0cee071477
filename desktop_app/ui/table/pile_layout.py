"""Where the play piles go (no hands lying open): each on the line from the middle of
the table to its seat, as near its seat as is free, as wide as is free.

A pile's box is the most room a play can take (:func:`~.reveal_layout.pile_size`: the fan
and a reading of up to two lines). No box may overlap a seat panel, the centre box, the
viewer's hand, another pile's box, or leave the table. The piles are placed one after
another (the viewer's first), each on its ray from the nearest free place to its seat
inwards (or beside its panel, or a little aside from the ray, before it comes close to
the middle): first all of them with the same room (the largest that fits everyone, with
smaller cards on a crowded table), then each wider where it is free. Where nothing fits
(eight seats in a small window) the least overlapping places are taken. Pure geometry:
:class:`~desktop_app.ui.table.scene.TableScene` applies the result.

>>> from PySide6.QtCore import QPointF, QRectF
>>> req = PileRequest(
...     bounds=QRectF(0, 0, 1000, 600),
...     centre=QPointF(500, 300),
...     seats={0: QPointF(500, 560), 1: QPointF(500, 60)},
...     panels={0: QRectF(400, 520, 200, 80), 1: QRectF(400, 20, 200, 80)},
...     obstacles=(),
...     card_width=40,
...     widths={0: 300.0, 1: 300.0},
... )
>>> out = plan_piles(req)
>>> box = out.rects[1]
>>> box.top() > 100, box.center().x() == 500, box.width() >= 300, out.fits
(True, True, True, True)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF

from .reveal_layout import pile_size

__all__ = ["MIN_PILE_CARD", "MIN_PILE_WIDTH", "PileLayout", "PileRequest", "plan_piles"]

_MARGIN = 4.0  # free room kept round each box
_NEAREST = 0.8  # the farthest a pile goes towards its seat (of the way from the middle)
_NEAREST_VIEWER = 0.62  # the viewer's pile stays nearer the middle (above the hand)
_INNERMOST = 0.12
_BESIDE_AFTER = 0.35  # past this share of the ray a place beside the seat's panel is tried first
_STEPS = 34
_WIDTH_TRIES = (1.0, 0.8, 0.64, 0.5, 0.4)
MIN_PILE_WIDTH = 96.0  # the narrowest room a pile is given (a reading on two lines)
MIN_PILE_CARD = 28  # the smallest card of a pile

_Box = tuple[float, float, float, float]  # left, top, right, bottom


@dataclass(frozen=True)
class PileRequest:
    """What to fit. ``seats``: where each seat's panel centre is (the viewer's pile goes
    towards ``viewer_point`` instead when given); ``panels``: every panel's rectangle;
    ``obstacles``: other fixed rectangles (the centre box, the hand); ``widths``: the room
    each pile would like (fan and reading)."""

    bounds: QRectF
    centre: QPointF
    seats: Mapping[int, QPointF]
    panels: Mapping[int, QRectF]
    obstacles: Sequence[QRectF]
    card_width: int
    widths: Mapping[int, float]
    viewer: int | None = None
    viewer_point: QPointF | None = None


@dataclass
class PileLayout:
    """Each pile's centre and room (the width its fan and reading may take), the box it
    reserves, and whether everything fits without an overlap."""

    points: dict[int, QPointF] = field(default_factory=dict)
    rooms: dict[int, float] = field(default_factory=dict)
    rects: dict[int, QRectF] = field(default_factory=dict)
    fits: bool = True
    card_width: int = 0  # the piles' card width (smaller than asked when the table is crowded)
    trial: int = -1  # which of the sizes tried fitted (a hint for the next layout of the table)


def _rect(r: QRectF, grow: float = 0.0) -> _Box:
    return (r.left() - grow, r.top() - grow, r.right() + grow, r.bottom() + grow)


def _overlap(box: _Box, others: Sequence[_Box]) -> float:
    x1, y1, x2, y2 = box
    total = 0.0
    for a1, b1, a2, b2 in others:
        w = (x2 if x2 < a2 else a2) - (x1 if x1 > a1 else a1)
        if w > 0:
            h = (y2 if y2 < b2 else b2) - (y1 if y1 > b1 else b1)
            if h > 0:
                total += w * h
    return total


def _hits(box: _Box, others: Sequence[_Box]) -> bool:
    x1, y1, x2, y2 = box
    return any(x1 < a2 and a1 < x2 and y1 < b2 and b1 < y2 for a1, b1, a2, b2 in others)


class _Planner:
    """The state of one layout: the fixed rectangles, the seats' points, the sizes."""

    def __init__(self, req: PileRequest) -> None:
        self.req = req
        self.fixed = [_rect(r, _MARGIN) for r in (*req.panels.values(), *req.obstacles)]
        b = req.bounds
        self.inside = (b.left() + _MARGIN, b.top() + _MARGIN, b.right() - _MARGIN, b.bottom() - _MARGIN)
        self.centre = (req.centre.x(), req.centre.y())
        self.targets: dict[int, tuple[float, float]] = {}
        for seat in req.widths:
            t = req.viewer_point if seat == req.viewer and req.viewer_point is not None else req.seats.get(seat)
            if t is not None:
                self.targets[seat] = (t.x(), t.y())
        self.others = {
            seat: [(q.x(), q.y()) for s, q in req.seats.items() if s != seat and s != req.viewer]
            for seat in self.targets
        }

    def size(self, card_width: int, room: float) -> tuple[float, float]:
        sz = pile_size(card_width, room)
        return sz.width(), sz.height()

    def candidates(self, seat: int, room: float, card_width: int, aside: bool = True) -> list[tuple[float, float]]:
        """Where ``seat``'s pile may go, best first: on its ray from the seat's side
        inwards to about a third of the way, then beside its own panel (for a seat below
        the middle, on the side facing it), then the rest of the ray, then a little aside
        from the ray (with ``aside``)."""
        tx, ty = self.targets[seat]
        cx, cy = self.centre
        req = self.req
        nearest = _NEAREST_VIEWER if seat == req.viewer else _NEAREST
        dx, dy = tx - cx, ty - cy
        ray = [nearest - (nearest - _INNERMOST) * k / _STEPS for k in range(_STEPS + 1)]
        outer = [(cx + dx * f, cy + dy * f) for f in ray if f >= _BESIDE_AFTER]
        inner = [(cx + dx * f, cy + dy * f) for f in ray if f < _BESIDE_AFTER]
        beside: list[tuple[float, float]] = []
        panel = req.panels.get(seat)
        if panel is not None and seat != req.viewer:
            w, _h = self.size(card_width, room)
            pc = panel.center()
            gap = 2 * _MARGIN + 1
            if pc.y() > cy:
                x = panel.left() - gap - w / 2 if pc.x() > cx else panel.right() + gap + w / 2
                beside = [(x, pc.y())]
        if not aside:
            return [*outer, *beside, *inner]
        length = max(1.0, (dx * dx + dy * dy) ** 0.5)
        nx, ny = -dy / length, dx / length  # across the ray
        off = [(x + nx * k * room, y + ny * k * room) for x, y in outer[::3] for k in (0.3, -0.3, 0.6, -0.6)]
        return [*outer, *beside, *inner, *off]

    def badness(self, p: tuple[float, float], w: float, h: float, taken: Sequence[_Box]) -> tuple[float, _Box]:
        box = (p[0] - w / 2, p[1] - h / 2, p[0] + w / 2, p[1] + h / 2)
        bad = _overlap(box, self.fixed) + _overlap(box, taken)
        i1, j1, i2, j2 = self.inside
        if box[0] < i1 or box[1] < j1 or box[2] > i2 or box[3] > j2:
            bad += max(1.0, (box[2] - box[0]) * (box[3] - box[1]) - _overlap(box, [self.inside]))
        return bad, box

    def owner_cost(self, seat: int, p: tuple[float, float]) -> float:
        """How far a pile at ``p`` lies from its seat, more where another seat is nearer
        (a pile must be seen as its seat's)."""
        tx, ty = self.targets[seat]
        mine = ((p[0] - tx) ** 2 + (p[1] - ty) ** 2) ** 0.5
        near = min((((p[0] - x) ** 2 + (p[1] - y) ** 2) ** 0.5 for x, y in self.others[seat]), default=mine)
        return mine + 3.0 * max(0.0, mine - near)

    def place(
        self,
        seat: int,
        room: float,
        card_width: int,
        taken: Sequence[_Box],
        choose: bool,
        worst: bool = True,
        aside: bool = True,
    ) -> tuple[float, tuple[float, float], _Box] | None:
        """(overlap, centre, box) of ``seat``'s pile: the first free candidate, or with
        ``choose`` of the free ones the most plainly its seat's; else the least bad (with
        ``worst``; without, None)."""
        w, h = self.size(card_width, room)
        i1, j1, i2, j2 = self.inside
        free: list[tuple[float, tuple[float, float], _Box]] = []
        points = self.candidates(seat, room, card_width, aside)
        for p in points:
            box = (p[0] - w / 2, p[1] - h / 2, p[0] + w / 2, p[1] + h / 2)
            if box[0] < i1 or box[1] < j1 or box[2] > i2 or box[3] > j2:
                continue
            if _hits(box, self.fixed) or _hits(box, taken):
                continue
            if not choose:
                return 0.0, p, box
            free.append((self.owner_cost(seat, p), p, box))
        if free:
            _cost, p, box = min(free, key=lambda f: f[0])
            return 0.0, p, box
        if not worst:
            return None
        scored = [(*self.badness(p, w, h, taken), p) for p in points]
        bad, box, p = min(scored, key=lambda t: t[0])
        return bad, p, box


def _grow(box: _Box) -> _Box:
    return (box[0] - _MARGIN, box[1] - _MARGIN, box[2] + _MARGIN, box[3] + _MARGIN)


def _meets(a: _Box, b: _Box) -> bool:
    return a[0] < b[2] + _MARGIN and b[0] < a[2] + _MARGIN and a[1] < b[3] + _MARGIN and b[1] < a[3] + _MARGIN


def _place_all(
    pl: _Planner, order: Sequence[int], rooms: Mapping[int, float], cw: int, aside: bool
) -> tuple[bool, dict[int, tuple[float, float]], dict[int, _Box]]:
    """Every pile at once: each starts at its best place clear of the panels and the
    other fixed rectangles; while two piles meet, the one moved less so far moves on to
    its next place. (fits, centres, boxes); where a pile runs out of places, it takes the
    place of its list that overlaps least."""
    i1, j1, i2, j2 = pl.inside
    options: dict[int, list[tuple[tuple[float, float], _Box]]] = {}
    for seat in order:
        w, h = pl.size(cw, rooms[seat])
        opts = []
        for p in pl.candidates(seat, rooms[seat], cw, aside):
            box = (p[0] - w / 2, p[1] - h / 2, p[0] + w / 2, p[1] + h / 2)
            if box[0] >= i1 and box[1] >= j1 and box[2] <= i2 and box[3] <= j2 and not _hits(box, pl.fixed):
                opts.append((p, box))
        if not opts:
            return False, {}, {}
        options[seat] = opts
    idx = dict.fromkeys(order, 0)
    for _ in range(sum(len(o) for o in options.values())):
        clash = next(
            (
                (a, b)
                for k, a in enumerate(order)
                for b in order[k + 1 :]
                if _meets(options[a][idx[a]][1], options[b][idx[b]][1])
            ),
            None,
        )
        if clash is None:
            return True, {s: options[s][idx[s]][0] for s in order}, {s: options[s][idx[s]][1] for s in order}
        a, b = clash
        movable = [s for s in (a, b) if idx[s] + 1 < len(options[s])]
        if not movable:
            break
        mover = min(movable, key=lambda s: (idx[s] / len(options[s]), s != b))
        idx[mover] += 1
    return False, {}, {}


def plan_piles(req: PileRequest, hint: int | None = None) -> PileLayout:
    """Place every pile (see the module's docstring): the largest room every pile can have
    at once (with smaller cards on a table too crowded for the card width asked), then
    each pile made wider where that is free. ``hint``: the :attr:`PileLayout.trial` of the
    last layout of this table, tried first."""
    pl = _Planner(req)
    order = sorted((s for s in req.widths if s in pl.targets), key=lambda s: (s != req.viewer, s))
    want = {s: max(MIN_PILE_WIDTH, req.widths[s]) for s in order}
    top = max(want.values(), default=MIN_PILE_WIDTH)
    sizes = list(dict.fromkeys(max(MIN_PILE_CARD, round(req.card_width * f)) for f in (1.0, 0.86, 0.74)))
    factors = list(dict.fromkeys(max(MIN_PILE_WIDTH / top, f) for f in (*_WIDTH_TRIES, 0.0)))
    fits = False
    points: dict[int, tuple[float, float]] = {}
    boxes: dict[int, _Box] = {}
    rooms: dict[int, float] = {}
    card_width = req.card_width
    # on the rays first, narrower and with smaller cards as need be; a little aside from them last
    trials = [(aside, cw, f) for aside in (False, True) for cw in sizes for f in factors]
    used_aside = False

    def attempt(k: int) -> tuple[bool, dict[int, tuple[float, float]], dict[int, _Box], dict[int, float]]:
        aside, cw, factor = trials[k]
        rooms = {s: min(want[s], max(MIN_PILE_WIDTH, top * factor)) for s in order}
        fits, points, boxes = _place_all(pl, order, rooms, cw, aside)
        return fits, points, boxes, rooms

    # the trial that fitted last time first (a table laid out again mostly fits as before), then
    # the ones before it while they fit too; else on down the list
    start = min(max(0, hint), len(trials) - 1) if hint is not None else 0
    found: int | None = None
    result = attempt(start)
    if result[0]:
        found = start
        for k in range(start - 1, -1, -1):
            wider = attempt(k)
            if not wider[0]:
                break
            found, result = k, wider
    else:
        for k in list(range(start + 1, len(trials))) + list(range(start)):
            result = attempt(k)
            if result[0]:
                found = k
                break
    fits, points, boxes, rooms = result
    if found is not None:
        _aside, card_width, _f = trials[found]
        used_aside = _aside
    if not fits:  # nothing fits everywhere: one after another, each where it overlaps least
        card_width = sizes[-1]
        rooms = dict.fromkeys(order, MIN_PILE_WIDTH)
        for seat in order:
            placed = pl.place(seat, rooms[seat], card_width, [_grow(b) for b in boxes.values()], False)
            assert placed is not None
            _bad, points[seat], boxes[seat] = placed
    else:  # each pile as wide as it likes where the others leave it room
        for seat in order:
            others = [_grow(b) for s, b in boxes.items() if s != seat]
            for factor in _WIDTH_TRIES:
                wider = max(MIN_PILE_WIDTH, want[seat] * factor)
                if wider <= rooms[seat]:
                    break
                placed = pl.place(seat, wider, card_width, others, False, worst=False, aside=used_aside)
                if placed is not None:
                    _bad, points[seat], boxes[seat] = placed
                    rooms[seat] = wider
                    break
    return PileLayout(
        points={s: QPointF(*p) for s, p in points.items()},
        rooms=rooms,
        rects={s: QRectF(b[0], b[1], b[2] - b[0], b[3] - b[1]) for s, b in boxes.items()},
        fits=fits,
        card_width=card_width,
        trial=found if found is not None else -1,
    )
