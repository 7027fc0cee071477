"""The card table scene: seats round the table, the viewer's hand, play piles, the centre.

The scene only draws; :class:`~desktop_app.ui.table_page.TablePage` tells it what to show.
Layout follows the view's size (1 scene unit = 1 logical pixel), so card pixmaps are drawn
at their final size and device pixel ratio, never scaled. The hand's cards can be zoomed
(:attr:`TableScene.hand_zoom`): they are then drawn larger, in more rows, never scaled.

Speed: a play changes one pile, a seat or two and perhaps the viewer's hand; everything
else keeps its state, so only the changed items' rectangles are repainted. The hand reuses
its card items when it changes and the whole layout runs again only when the hand's rows
or card size change.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QObject, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from ...engine.cards import Card
from .animations import BANNER_FADE_MS, Animator
from .cardart import CARD_RATIO
from .items import (
    BannerItem,
    CardItem,
    CenterItem,
    HandLabelsItem,
    PileItem,
    SeatInfo,
    SeatItem,
    ShownHandItem,
)
from .paint import metrics
from .pile_layout import PileLayout, PileRequest, plan_piles
from .reveal_layout import RevealRequest, centred_rect
from .shown_hands import ShownHands

__all__ = [
    "HAND_MIN_STEP",
    "HAND_ROW_STEP",
    "ZOOM_LEVELS",
    "TableScene",
    "banner_hold_ms",
    "hand_rows",
    "seat_angle",
]

#: the hand's zoom levels (card size factors); Ctrl+wheel and Ctrl+=/- step through them
ZOOM_LEVELS: tuple[float, ...] = (0.8, 0.9, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0)
HAND_MIN_STEP = 0.3  # of a card's width: the least each hand card shows (its index column)
HAND_ROW_STEP = 0.46  # of a card's height: where the next row of the hand starts
HAND_MAX_ROWS = 4
HAND_MAX_SHARE = 0.45  # of the table's height: the most the hand may take when zoomed
ZOOM_VISIBLE = 0.07  # a zoom step changes the hand's card width by at least this share
GROUP_BAND = 17.0  # the strip above each row of a planned hand for its groups' names
_REVEAL_PILE_ROOM = 150.0  # the width of a pile (fan and reading) while hands lie open


def hand_rows(n: int, card_width: float, room: float) -> int:
    """The fewest rows (at most four) in which ``n`` cards of ``card_width`` fit in ``room``
    pixels with each showing at least :data:`HAND_MIN_STEP` of itself.

    >>> hand_rows(13, 80, 900), hand_rows(54, 80, 900), hand_rows(54, 160, 900)
    (1, 2, 4)
    """
    for rows in range(1, HAND_MAX_ROWS + 1):
        per_row = -(-n // rows)
        if per_row <= 1 or (room - card_width) / (per_row - 1) >= card_width * HAND_MIN_STEP:
            return rows
    return HAND_MAX_ROWS


def banner_hold_ms(text: str, factor: float) -> int:
    """How long an announcement stays up at the speed ``factor`` (1: normal): long enough
    to read it, longer for a longer text (0 when the table is instant).

    >>> banner_hold_ms("East is the landlord.", 1.0), banner_hold_ms("x" * 400, 1.0), banner_hold_ms("x", 0)
    (2245, 6000, 0)
    """
    if factor <= 0:
        return 0
    return int(min(6000, max(1800, 1300 + 45 * len(text))) * max(0.6, factor))


def _head(label: str) -> str:
    """A group's name's first word (its kind): "Pair" of "Pair ♥5".

    >>> _head("Pair ♥5"), _head("Single Big Joker"), _head("Rocket")
    ('Pair', 'Single', 'Rocket')
    """
    return label.split(" ", 1)[0]


def seat_angle(offset: int, num_players: int, direction: str) -> float:
    """Where a seat sits, in degrees on screen (90 = bottom, the viewer; y grows down).

    ``offset`` is (seat - viewer) mod N. Clockwise play puts the next seat on the viewer's
    left; counter-clockwise play (Chinese games) puts it on the right.

    >>> seat_angle(1, 4, "clockwise"), seat_angle(1, 4, "counterclockwise")
    (180.0, 0.0)
    """
    step = 360.0 * offset / num_players
    return (90.0 + step if direction == "clockwise" else 90.0 - step) % 360.0


class TableScene(QGraphicsScene):
    """The table. Signals carry what the player did; the page turns them into actions."""

    selection_changed = Signal(object)  # list[Card]
    play_requested = Signal()
    pass_requested = Signal()
    hint_requested = Signal()
    hand_zoom_changed = Signal(float)  # the player zoomed the hand (a setting to keep)
    announcements_done = Signal()  # the last queued announcement has been shown

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.animator = Animator(self)
        self.table_colour = QColor("#1f6b45")
        self.deck_style = "two"
        self.num_players = 0
        self.viewer: int | None = None
        self.direction = "clockwise"
        self.seats: dict[int, SeatItem] = {}
        self.piles: dict[int, PileItem] = {}
        self.shown = ShownHands(self)  # hands lying face up (明牌, a replay's every hand)
        self._centre_room = QRectF()  # the centre box's room kept free of shown hands
        self.hand_cards: list[Card] = []
        self.hand_items: list[CardItem] = []
        self._spare_cards: list[CardItem] = []  # hidden card items for the hand to reuse
        self.hand_hidden = False
        self.hand_groups: list[int] = []  # the planner's group of each hand card (sorted by plan)
        self.group_labels: list[str] = []  # the name of each planned group (its combination)
        self.wild_rank: object = None  # the rank whose cards are wild (癞子): marked in the hand
        self.card_width = 80  # the table's card size (piles); the hand's is hand_width
        self.hand_zoom = 1.0
        self.hand_width = 80
        self._hand_rows = 1
        self._size = (1200.0, 800.0)
        self._cursor = -1
        self._drag_target: bool | None = None
        self._drag_seen: set[int] = set()
        self._drag_last = -1
        self.center = CenterItem()
        self.addItem(self.center)
        self.banner = BannerItem()
        self.addItem(self.banner)
        self.group_captions = HandLabelsItem(row=0)  # every caption; it draws the first row's
        self.addItem(self.group_captions)
        self._row_captions: list[HandLabelsItem] = []  # the lower rows' (over the row above)
        #: (n, size) -> the name of n groups of ``size`` cards side by side ("3 singles", "2
        #: pairs": the page's words), None for none
        self.merged_caption: Callable[[int, int], str | None] | None = None
        self._centre_reserve = QRectF()  # the most room the centre box took this game
        self._pile_plan: tuple[object, PileLayout] | None = None  # (what it depends on, the layout)
        self._banner_queue: list[str] = []
        self._banner_busy = False
        self._banner_text = ""  # the announcement up now
        #: an announcement's text -> how to word it again (a live language switch)
        self._banner_words: dict[str, Callable[[], str]] = {}
        self.animator.banner_done.connect(self._next_banner)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)

    @property
    def revealed(self) -> dict[int, ShownHandItem]:
        """The hands lying face up, seat -> item."""
        return self.shown.items

    # ------------------------------------------------------------------ settings
    def set_table_colour(self, colour: QColor | str) -> None:
        self.table_colour = QColor(colour)
        for view in self.views():
            view.resetCachedContent()  # the cached background
        self.update()

    def prewarm(self, cards: Sequence[Card]) -> None:
        """Render the faces of ``cards`` at the pile sizes ahead of the first plays (the
        card art cache), so a play's frame only blits cached pixmaps."""
        from .cardart import card_pixmap

        dpr = max((v.devicePixelRatioF() for v in self.views()), default=1.0)
        widths = {pile.card_width for pile in self.piles.values()}
        for c in dict.fromkeys(cards):
            for w in widths:
                card_pixmap(c, w, dpr, self.deck_style)

    def set_deck_style(self, style: str) -> None:
        self.deck_style = style
        for item in [*self.hand_items, *self._spare_cards]:
            item.set_style(style)
        for pile in [*self.piles.values(), *self.revealed.values()]:
            pile.style = style
            pile.update()

    # ------------------------------------------------------------------ background
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        w, h = self._size
        grad = QRadialGradient(QPointF(w / 2, h * 0.42), max(w, h) * 0.75)
        grad.setColorAt(0, self.table_colour.lighter(125))
        grad.setColorAt(0.7, self.table_colour)
        grad.setColorAt(1, self.table_colour.darker(160))
        painter.fillRect(rect, QBrush(grad))

    # ------------------------------------------------------------------ seats
    def setup(self, num_players: int, viewer: int | None, direction: str) -> None:
        """Create the seats for a game (clears everything)."""
        self.animator.finish_all()
        self.animator.stop_all_pulses()
        for item in [
            *self.seats.values(),
            *self.piles.values(),
            *self.hand_items,
            *self._spare_cards,
        ]:
            self.removeItem(item)
        self._spare_cards.clear()
        self.seats.clear()
        self.piles.clear()
        self.shown.clear()
        self.hand_items = []
        self.hand_cards = []
        self.hand_groups, self.group_labels = [], []
        self._cursor = -1  # a new hand: no card under the keyboard cursor of the last one
        self._set_captions([], [])
        self._centre_reserve = QRectF()
        self.clear_announcements()
        self.num_players = num_players
        self.viewer = viewer
        self.direction = direction
        for s in range(num_players):
            seat = SeatItem(s)
            self.addItem(seat)
            self.seats[s] = seat
            pile = PileItem(s)
            pile.style = self.deck_style
            self.addItem(pile)
            self.piles[s] = pile
        self.relayout()

    def set_viewer(self, viewer: int | None) -> None:
        self.viewer = viewer
        self.relayout()

    def set_seat_info(self, seat: int, info: SeatInfo) -> None:
        item = self.seats.get(seat)
        if item is None or not item.set_info(info):
            return
        if info.to_move or info.thinking:
            self.animator.pulse(item)
        else:
            self.animator.stop_pulse(item)

    def seat_pos(self, seat: int) -> QPointF:
        item = self.seats.get(seat)
        return item.pos() if item is not None else QPointF(*self._centre())

    # ------------------------------------------------------------------ layout
    def _band(self) -> float:
        """The strip above each hand row for the planned groups' names (0 without)."""
        return GROUP_BAND if self.group_labels and self.hand_groups else 0.0

    def _hand_height(self, width: float | None = None, rows: int | None = None) -> float:
        cw = self.hand_width if width is None else width
        ch = cw * CARD_RATIO
        rows = self._hand_rows if rows is None else rows
        return ch + (rows - 1) * ch * HAND_ROW_STEP + cw * 0.3 + 18 + rows * self._band()

    def _centre(self, hand_height: float | None = None) -> tuple[float, float]:
        w, h = self._size
        if self.viewer is None:  # a spectator has no hand: the seats take the whole height
            return w / 2, h / 2
        return w / 2, (h - (self._hand_height() if hand_height is None else hand_height)) / 2 + 16

    def _ring_points(self, hand_height: float | None = None) -> dict[int, QPointF]:
        """Where each seat panel's centre would go on the ring: the viewer bottom left, the
        others round an ellipse above the hand in play order."""
        w, h = self._size
        cx, cy = self._centre(hand_height)
        rx = w / 2 - SeatItem.WIDTH / 2 - 18
        ry = max(60.0, cy - SeatItem.HEIGHT / 2 - 12)
        base = self.viewer if self.viewer is not None else 0  # a spectator: seat 0 at the bottom
        out = {}
        for seat in self.seats:
            if seat == self.viewer:
                out[seat] = QPointF(18 + SeatItem.WIDTH / 2, h - SeatItem.HEIGHT / 2 - 16)
            else:
                a = math.radians(seat_angle((seat - base) % self.num_players, self.num_players, self.direction))
                out[seat] = QPointF(cx + rx * math.cos(a), cy + ry * math.sin(a))
        return out

    def _centre_box(self) -> QRectF:
        """The room of the centre box (top left): the most it took this game, so that a
        line more or less does not move the seats and piles to and fro."""
        r = self.center.boundingRect()
        box = QRectF(14, 12, r.width(), r.height())
        self._centre_reserve = box if self._centre_reserve.isEmpty() else self._centre_reserve.united(box)
        return self._centre_reserve

    def _seat_points(self, hand_height: float | None = None) -> dict[int, QPointF]:
        """The ring's points, with a panel the centre box would cover moved just clear of
        it (below or to its right, where no other panel is)."""
        points = self._ring_points(hand_height)
        box = self._centre_box().adjusted(-8, -8, 8, 8)
        w, h = self._size
        hand_top = h - (self._hand_height() if hand_height is None else hand_height) if self.viewer is not None else h
        half = QPointF(SeatItem.WIDTH / 2, SeatItem.HEIGHT / 2)

        def panel(p: QPointF) -> QRectF:
            return QRectF(p - half, p + half)

        for seat, p in points.items():
            if seat == self.viewer or not panel(p).intersects(box):
                continue
            others = [panel(q) for s, q in points.items() if s != seat]
            down = QPointF(p.x(), box.bottom() + half.y())
            right = QPointF(box.right() + half.x(), p.y())
            tries = sorted((down, right), key=lambda q: abs(q.x() - p.x()) + abs(q.y() - p.y()))
            for q in (*tries, QPointF(right.x(), down.y())):
                r = panel(q)
                if r.right() <= w - 4 and r.bottom() <= hand_top and not any(r.intersects(o) for o in others):
                    points[seat] = q
                    break
        return points

    def _ring_clear(self, hand_height: float) -> bool:
        """Whether the seats clear the centre box (top left) above a hand this tall."""
        r = self.center.boundingRect()
        box = QRectF(14, 12, r.width(), r.height()).adjusted(-4, -4, 4, 4)
        panel = QRectF(-SeatItem.WIDTH / 2, -SeatItem.HEIGHT / 2, SeatItem.WIDTH, SeatItem.HEIGHT)
        return not any(box.intersects(panel.translated(p)) for p in self._ring_points(hand_height).values())

    def _hand_rect(self) -> QRectF:
        w, h = self._size
        left = SeatItem.WIDTH + 36 if self.viewer is not None else 20
        top = h - self._hand_height() + self.hand_width * 0.3 + self._band()
        return QRectF(left, top, w - left - 20, self._hand_height())

    def _fit_hand(self, zoom: float | None = None) -> tuple[int, int]:
        """(card width, rows) of the hand: the zoomed size, made smaller only as far as the
        hand must to stay within :data:`HAND_MAX_SHARE` of the table's height. At the
        natural size or below, a hand that would need one row more than at a slightly
        smaller size (down to 85 %) takes those smaller cards: one row where one fits."""
        h = self._size[1]
        room = self._hand_rect().width()
        n = len(self.hand_cards)
        floor = min(self.card_width, 36)
        zoom = self.hand_zoom if zoom is None else zoom
        cw = max(floor, round(self.card_width * zoom))
        while True:
            rows = self._rows_for(n, cw, room)
            height = self._hand_height(cw, rows)
            # zoomed in, the hand grows only while the seats still clear the centre box
            fits = height <= h * HAND_MAX_SHARE and cw <= room and (cw <= self.card_width or self._ring_clear(height))
            if cw <= floor or fits:
                break
            cw -= 1
        if zoom <= 1.0 and rows > 1:
            for smaller in range(cw - 1, max(floor, int(cw * 0.85)) - 1, -1):
                if self._rows_for(n, smaller, room) < rows:
                    return smaller, self._rows_for(n, smaller, room)
        return cw, rows

    def _rows_for(self, n: int, cw: int, room: float) -> int:
        """The rows the hand takes: :func:`hand_rows`, or more to keep planned groups
        whole on a row."""
        rows = hand_rows(n, cw, room)
        groups = self.hand_groups if len(self.hand_groups) == n else []
        if not groups or rows <= 1:
            return rows
        for more in range(rows, HAND_MAX_ROWS + 1):
            if self._group_rows(groups, cw, room, more) is not None:
                return more
        return rows

    @staticmethod
    def _group_rows(groups: Sequence[int], cw: float, room: float, rows: int) -> list[list[int]] | None:
        """The hand's slots in ``rows`` rows, every planned group whole on one row (None
        when they do not fit): each row filled with whole groups up to an even share."""
        n = len(groups)
        runs: list[list[int]] = []
        for i, g in enumerate(groups):
            if runs and groups[runs[-1][0]] == g:
                runs[-1].append(i)
            else:
                runs.append([i])
        cap = max(1, int((room - cw) / (cw * HAND_MIN_STEP * 1.15)) + 1)  # with room for the gaps
        share = -(-n // rows)
        out: list[list[int]] = [[]]
        for run in runs:
            if len(run) > cap:
                return None
            row = out[-1]
            if row and (len(row) + len(run) > cap or len(row) >= share):
                if len(out) == rows:
                    return None
                out.append([])
            out[-1].extend(run)
        return out

    def _hand_fit_changed(self) -> bool:
        return self._fit_hand() != (self.hand_width, self._hand_rows)

    def resize(self, width: float, height: float) -> None:
        self._size = (max(320.0, width), max(240.0, height))
        self.setSceneRect(0, 0, *self._size)
        self.relayout()

    def relayout(self) -> None:
        w, h = self._size
        self.card_width = int(max(44, min(112, h * 0.125, w * 0.085)))
        self.hand_width, self._hand_rows = self._fit_hand()
        cx, cy = self._centre()
        n = self.num_players
        ry = max(60.0, cy - SeatItem.HEIGHT / 2 - 12)
        r = self.center.boundingRect()
        self.center.setPos(14 - r.left(), 12 - r.top())
        for seat, point in self._seat_points().items():
            self.seats[seat].setPos(point)
        crowded = n >= 6
        pile_w = max(28, int(self.card_width * (0.5 if crowded else 0.62)))
        if self.revealed:
            for seat, pile in self.piles.items():
                share = 0.3 if seat == self.viewer else (0.17 if crowded else 0.2)
                pile.set_geometry(pile_w, max(120.0, w * share))
                if self.viewer is not None and seat == self.viewer:
                    pile.setPos(cx, cy + ry * 0.62)
                else:
                    sp = self.seats[seat].pos()
                    f = 0.58 if crowded else 0.45
                    pile.setPos(cx + (sp.x() - cx) * f, cy + (sp.y() - cy) * f)
            for seat, pile in self.piles.items():  # open hands crowd the table: readings wrap sooner
                pile.set_label_room(_REVEAL_PILE_ROOM if seat != self.viewer else 220.0)
            self._layout_revealed(QPointF(cx, cy))
        else:
            self._layout_piles(pile_w, QPointF(cx, cy), ry)
        self._place_banner()
        self._layout_hand(animate=False)

    def _layout_piles(self, pile_w: int, centre: QPointF, ry: float) -> None:
        """The piles between the seats (:mod:`.pile_layout`): none over a panel, the
        centre box, the hand or another pile."""
        w = self._size[0]
        crowded = self.num_players >= 6
        widths = {s: max(120.0, w * (0.3 if s == self.viewer else (0.17 if crowded else 0.22))) for s in self.piles}
        obstacles = [self._centre_box()]
        if self.viewer is not None:
            lift = self.hand_width * 0.3
            obstacles.append(self._hand_rect().adjusted(0, -lift - self._band(), 0, 0))
        req = PileRequest(
            bounds=self.sceneRect(),
            centre=centre,
            seats={s: item.pos() for s, item in self.seats.items()},
            panels={s: item.mapRectToScene(item.panel_rect()) for s, item in self.seats.items()},
            obstacles=tuple(obstacles),
            card_width=pile_w,
            widths=widths,
            viewer=self.viewer,
            viewer_point=QPointF(centre.x(), centre.y() + ry) if self.viewer is not None else None,
        )
        key = (
            tuple(round(v) for v in self._size),
            tuple((s, round(q.x()), round(q.y())) for s, q in req.seats.items()),
            tuple(tuple(round(v) for v in r.getCoords()) for r in req.obstacles),
            tuple(sorted((s, round(v)) for s, v in widths.items())),
            pile_w,
            self.viewer,
        )
        if self._pile_plan is None or self._pile_plan[0] != key:
            last = self._pile_plan[1].trial if self._pile_plan is not None else None
            self._pile_plan = (key, plan_piles(req, last))  # the same table again: the same places
        plan = self._pile_plan[1]
        for seat, pile in self.piles.items():
            room = plan.rooms.get(seat, widths[seat])
            pile.set_geometry(plan.card_width or pile_w, room)
            pile.set_label_room(room)
            pile.setPos(plan.points.get(seat, centre))

    # ------------------------------------------------------------------ hands lying open
    def _layout_revealed(self, centre: QPointF) -> None:
        """Shown hands beside their seats and the piles where they are free, the shown
        cards as large as fits (:mod:`.reveal_layout`); reused while nothing it depends on
        changes."""
        crowded_piles = {s: p for s, p in self.piles.items() if s != self.viewer}
        self._centre_room = self.center.mapRectToScene(self.center.boundingRect()).adjusted(-4, -4, 24, 44)
        fixed = [self._centre_room]
        if self.viewer is not None:
            viewer_pile = self.piles.get(self.viewer)
            if self.hand_items:
                fixed.append(self._hand_rect().adjusted(0, -self.hand_width * 0.3, 0, 0))
            if viewer_pile is not None:
                fixed.append(centred_rect(viewer_pile.pos(), viewer_pile.reserved_size()))
        req = RevealRequest(
            bounds=self.sceneRect().adjusted(4, 4, -4, -4),
            panels={s: item.mapRectToScene(item.boundingRect()) for s, item in self.seats.items()},
            centre=centre,
            obstacles=tuple(fixed),
            hands=dict(self.shown.capacity),
            piles={s: p.pos() for s, p in crowded_piles.items()},
            max_card_width=max(40, int(self.card_width * 0.55)),
            pile_card_width=next(iter(crowded_piles.values())).card_width if crowded_piles else 0,
            pile_room=_REVEAL_PILE_ROOM,
            max_block_width=max(220.0, self._size[0] * 0.3),
        )
        plan = self.shown.lay_out(req)
        for seat, point in plan.piles.items():
            pile = self.piles[seat]
            pile.set_geometry(plan.pile_card_width, _REVEAL_PILE_ROOM)
            pile.setPos(point)

    # ------------------------------------------------------------------ the hand
    def set_hand(
        self,
        cards: Sequence[Card],
        deal: bool = False,
        groups: Sequence[int] | None = None,
        labels: Sequence[str] | None = None,
    ) -> None:
        """Show the viewer's (already sorted) hand. ``groups`` gives each card's planned
        group (sort by plan): groups are drawn apart, whole on a row where they fit, each
        named by ``labels`` (one per group) above it.

        The selection is kept while every selected card is still in the hand (the hand was
        sorted again, or cards came in); once one of them has left it (played, buried), the
        selection means nothing any more and is dropped."""
        cards = list(cards)
        self.hand_groups = list(groups) if groups is not None and len(groups) == len(cards) else []
        n_groups = len(set(self.hand_groups))
        self.group_labels = list(labels) if labels is not None and self.hand_groups and len(labels) == n_groups else []
        keep = self.selected_cards()
        rest = list(cards)
        for c in keep:
            if c not in rest:
                keep = []
                break
            rest.remove(c)
        self.animator.finish_all()
        self.hand_cards = cards
        self._match_hand_items(len(self.hand_cards))
        for i, (item, c) in enumerate(zip(self.hand_items, self.hand_cards, strict=True)):
            item.set_card(c, i)
            item.set_wild(self.wild_rank is not None and c.rank == self.wild_rank)
            item.set_selected(c in keep)
            if c in keep:
                keep.remove(c)
        if self._cursor >= len(self.hand_items):
            self._cursor = len(self.hand_items) - 1
        self._update_cursor()
        if self._hand_fit_changed():
            self.relayout()
        else:
            self._layout_hand(animate=False)
        if deal:
            self.animator.deal(self.hand_items, QPointF(*self._centre()))
        self.selection_changed.emit(self.selected_cards())

    def set_wild_rank(self, rank: object) -> None:
        """Mark the hand's cards of ``rank`` as wild (癞子); None: no wild cards."""
        if rank == self.wild_rank:
            return
        self.wild_rank = rank
        for item in self.hand_items:
            item.set_wild(rank is not None and item.card is not None and item.card.rank == rank)

    def _match_hand_items(self, n: int) -> None:
        """Keep exactly ``n`` hand card items, reusing the ones there are. Cards played are
        hidden and kept for later, not removed: removing an item repaints the whole scene."""
        while len(self.hand_items) > n:
            item = self.hand_items.pop()
            item.setVisible(False)
            item.set_cursor(False)
            item.set_selected(False)
            item.slot = -1
            self._spare_cards.append(item)
        while len(self.hand_items) < n:
            if self._spare_cards:
                item = self._spare_cards.pop()
            else:
                item = CardItem(None, self.hand_width, self.deck_style)
                item.setVisible(False)
                self.addItem(item)
            item.slot = len(self.hand_items)
            item.setVisible(not self.hand_hidden)
            self.hand_items.append(item)

    def set_hand_hidden(self, hidden: bool) -> None:
        self.hand_hidden = hidden
        for item in self.hand_items:
            item.setVisible(not hidden)
        self.group_captions.setVisible(not hidden)
        for item in self._row_captions:
            item.setVisible(not hidden)

    def _hand_row_slots(self) -> list[list[int]]:
        """The hand's slots row by row."""
        n = len(self.hand_items)
        if not n:
            return []
        groups = self.hand_groups if len(self.hand_groups) == n else []
        if groups and self._hand_rows > 1:
            rows = self._group_rows(groups, self.hand_width, self._hand_rect().width(), self._hand_rows)
            if rows is not None:
                return rows
        per_row = -(-n // self._hand_rows)
        return [list(range(start, min(n, start + per_row))) for start in range(0, n, per_row)]

    def _hand_positions(self) -> list[tuple[QPointF, int]]:
        n = len(self.hand_items)
        if not n:
            return []
        rect = self._hand_rect()
        cw = self.hand_width
        ch = cw * CARD_RATIO
        out: list[tuple[QPointF, int]] = [(QPointF(), 0)] * n
        groups = self.hand_groups if len(self.hand_groups) == n else []
        band = self._band()
        for r, idx in enumerate(self._hand_row_slots()):
            m = len(idx)
            breaks = [j > 0 and bool(groups) and groups[idx[j]] != groups[idx[j - 1]] for j in range(m)]
            n_gaps = sum(breaks)
            gap = cw * 0.4 if n_gaps else 0.0
            if m > 1:
                step = min(cw * 0.62, (rect.width() - cw - gap * n_gaps) / (m - 1))
                if step < cw * 0.3 and n_gaps:  # tight: narrower gaps keep the indices readable
                    gap = max(cw * 0.12, (rect.width() - cw - cw * 0.3 * (m - 1)) / n_gaps)
                    step = min(cw * 0.62, (rect.width() - cw - gap * n_gaps) / (m - 1))
            else:
                step = 0
            total = cw + step * (m - 1) + gap * n_gaps
            x0 = rect.left() + (rect.width() - total) / 2
            y = rect.top() + r * (ch * HAND_ROW_STEP + band)
            x = x0
            for j, i in enumerate(idx):
                if j > 0:
                    x += step + (gap if breaks[j] else 0.0)
                out[i] = (QPointF(round(x), round(y)), r * 200 + j)
        return out

    def _layout_hand(self, animate: bool) -> None:
        """Place the hand's cards (whole pixels, so their pixmaps blit 1:1); selected cards
        stand up, those of a lower row less, so as not to hide the indices of the row above.
        Only cards whose place changes move."""
        lifts = (round(self.hand_width * 0.28), round(self.hand_width * CARD_RATIO * 0.1))
        positions = self._hand_positions()
        for item, (pos, z) in zip(self.hand_items, positions, strict=True):
            item.set_width(self.hand_width)
            lift = lifts[min(1, z // 200)] if item.selected else 0
            target = QPointF(pos.x(), pos.y() - lift)
            item.setZValue(10 + z)
            if animate:
                self.animator.move(item, target, 90)
            else:
                self.animator.stop_move(item)
                item.setPos(target)
        self._layout_captions(positions)

    def _layout_captions(self, positions: Sequence[tuple[QPointF, int]]) -> None:
        """The planned groups' names, each in the strip above its group's cards."""
        band = self._band()
        if not band or len(positions) != len(self.hand_groups):
            self._set_captions([], [])
            return
        order = list(dict.fromkeys(self.hand_groups))
        captions: list[tuple[QRectF, str]] = []
        rows: list[int] = []
        cw = self.hand_width
        for r, idx in enumerate(self._hand_row_slots()):
            runs: list[list[int]] = []
            for i in idx:
                if runs and self.hand_groups[runs[-1][0]] == self.hand_groups[i]:
                    runs[-1].append(i)
                else:
                    runs.append([i])
            row: list[tuple[QRectF, str, int]] = []
            for k, run in enumerate(runs):
                left = positions[run[0]][0].x()
                last = positions[run[-1]][0].x() + cw
                right = positions[runs[k + 1][0]][0].x() - 4 if k + 1 < len(runs) else last
                top = positions[run[0]][0].y() - band
                label = self.group_labels[order.index(self.hand_groups[run[0]])]
                row.append((QRectF(left, top, max(12.0, right - left), band - 1), label, len(run)))
            for rect, label in self._merge_singles(row):
                captions.append((rect, label))
                rows.append(r)
        self._set_captions(captions, rows)

    def _merge_singles(self, row: list[tuple[QRectF, str, int]]) -> list[tuple[QRectF, str]]:
        """A row's captions, where two or more groups of one size side by side whose names
        do not fit share one caption ("5 singles", "2 pairs": the cards show the rest)."""
        fm = metrics(HandLabelsItem.PX, True)

        def cut(k: int) -> bool:
            return fm.horizontalAdvance(row[k][1]) > row[k][0].width() - 6

        out: list[tuple[QRectF, str]] = []
        k = 0
        while k < len(row):
            j = k
            while j < len(row) and row[j][2] == row[k][2] and _head(row[j][1]) == _head(row[k][1]) and cut(j):
                j += 1
            name = self.merged_caption(j - k, row[k][2]) if self.merged_caption and j - k >= 2 else None
            if name:
                out.append((row[k][0].united(row[j - 1][0]), name))
                k = j
                continue
            out.append((row[k][0], row[k][1]))
            k += 1
        return out

    def _set_captions(self, captions: list[tuple[QRectF, str]], rows: list[int]) -> None:
        """Every caption to :attr:`group_captions` (which draws the first row's), the lower
        rows' to an item each, stacked over the row above's cards."""
        self.group_captions.set_captions(captions, rows)
        n_rows = max(rows, default=0) + 1
        while len(self._row_captions) < n_rows - 1:
            r = len(self._row_captions) + 1
            item = HandLabelsItem(row=r, z=10 + r * 200 - 0.5)  # row r's cards: z 10 + r * 200 + j
            item.setVisible(not self.hand_hidden)
            self.addItem(item)
            self._row_captions.append(item)
        for item in self._row_captions:
            item.set_captions(captions if item.row is not None and item.row < n_rows else [], rows)

    # ------------------------------------------------------------------ zoom
    def set_hand_zoom(self, zoom: float) -> None:
        """Zoom the hand's cards (clamped to :data:`ZOOM_LEVELS`'s range); the cards are
        drawn anew at their new size. Emits :attr:`hand_zoom_changed`."""
        zoom = min(ZOOM_LEVELS[-1], max(ZOOM_LEVELS[0], float(zoom)))
        if zoom == self.hand_zoom:
            return
        self.hand_zoom = zoom
        self.animator.finish_all()
        self.relayout()
        self.hand_zoom_changed.emit(zoom)

    def zoom_hand(self, steps: int) -> None:
        """Step the hand's zoom ``steps`` levels up (positive) or down (negative). A step
        always shows: levels at which the table leaves the cards (almost) the size they
        are (the hand cannot grow any more there) are skipped, and past the last level
        that shows nothing happens."""
        for _ in range(abs(steps)):
            if not self._zoom_once(1 if steps > 0 else -1):
                break

    def _zoom_once(self, sign: int) -> bool:
        now = self.hand_width
        if sign > 0:
            levels = [z for z in ZOOM_LEVELS if z > self.hand_zoom + 1e-6]
        else:
            levels = [z for z in reversed(ZOOM_LEVELS) if z < self.hand_zoom - 1e-6]
        for z in levels:
            width, _rows = self._fit_hand(z)
            if abs(width - now) >= max(3.0, now * ZOOM_VISIBLE) and (width - now) * sign > 0:
                self.set_hand_zoom(z)
                return True
        return False

    def hand_item_at(self, scene_pos: QPointF) -> CardItem | None:
        for item in self.items(scene_pos):
            if isinstance(item, CardItem) and item.slot >= 0 and item in self.hand_items and item.isVisible():
                return item
        return None

    def selected_cards(self) -> list[Card]:
        return [it.card for it in self.hand_items if it.selected and it.card is not None]

    def selected_slots(self) -> list[int]:
        return [it.slot for it in self.hand_items if it.selected]

    def set_selected_slots(self, slots: Sequence[int]) -> None:
        wanted = set(slots)
        for it in self.hand_items:
            it.set_selected(it.slot in wanted)
        self._layout_hand(animate=True)
        self.selection_changed.emit(self.selected_cards())

    def select_cards(self, cards: Sequence[Card]) -> None:
        """Select these cards (a multiset) in the hand, e.g. a hint."""
        want = list(cards)
        slots = []
        for it in self.hand_items:
            if it.card in want:
                want.remove(it.card)
                slots.append(it.slot)
        self.set_selected_slots(slots)

    def clear_selection(self) -> None:
        self.set_selected_slots([])

    def toggle_slot(self, slot: int) -> None:
        if 0 <= slot < len(self.hand_items):
            item = self.hand_items[slot]
            item.set_selected(not item.selected)
            self._layout_hand(animate=True)
            self.selection_changed.emit(self.selected_cards())

    # keyboard cursor
    def move_cursor(self, delta: int) -> None:
        n = len(self.hand_items)
        if not n:
            return
        self._cursor = 0 if self._cursor < 0 else max(0, min(n - 1, self._cursor + delta))
        self._update_cursor()

    def move_cursor_row(self, delta: int) -> None:
        """The cursor to the card above (``delta`` -1) or below (+1) it: in the next row,
        the card nearest the cursor's place. In a hand of one row it moves one card."""
        rows = self._hand_row_slots()
        if len(rows) <= 1 or self._cursor < 0:
            self.move_cursor(delta)
            return
        here = next(r for r, idx in enumerate(rows) if self._cursor in idx)
        target = here + delta
        if not 0 <= target < len(rows):
            return
        positions = self._hand_positions()
        x = positions[self._cursor][0].x()
        # the card whose visible part is nearest: a card shows from its left edge to the next card's
        self._cursor = min(rows[target], key=lambda i: abs(positions[i][0].x() - x))
        self._update_cursor()

    def toggle_cursor(self) -> None:
        if self._cursor < 0:
            self.move_cursor(0)
        self.toggle_slot(self._cursor)

    @property
    def cursor(self) -> int:
        return self._cursor

    def _update_cursor(self) -> None:
        for it in self.hand_items:
            it.set_cursor(it.slot == self._cursor)

    # mouse
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.hand_hidden:
            return
        if event.button() == Qt.MouseButton.RightButton:
            self.clear_selection()
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton:
            item = self.hand_item_at(event.scenePos())
            if item is not None:
                self._drag_target = not item.selected
                self._drag_seen = {item.slot}
                self._drag_last = item.slot
                item.set_selected(self._drag_target)
                self._cursor = item.slot
                self._update_cursor()
                self._layout_hand(animate=True)
                self.selection_changed.emit(self.selected_cards())
                event.accept()
                return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._drag_target is not None:
            item = self.hand_item_at(event.scenePos())
            if item is not None and item.slot != self._drag_last:
                # every card between the last one and this one (a fast drag skips some)
                lo, hi = sorted((item.slot, self._drag_last))
                for s in range(lo, hi + 1):
                    if s not in self._drag_seen:
                        self._drag_seen.add(s)
                        self.hand_items[s].set_selected(self._drag_target)
                self._drag_last = item.slot
                self._layout_hand(animate=True)
                self.selection_changed.emit(self.selected_cards())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._drag_target = None
        self._drag_seen = set()
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.mousePressEvent(event)

    # ------------------------------------------------------------------ plays
    def show_play(self, seat: int, cards: Sequence[Card], label: str, passed: bool, animate: bool = True) -> None:
        pile = self.piles.get(seat)
        if pile is None or not pile.set_play(cards, label, passed):
            return  # shown already: nothing to repaint
        for other in self.piles.values():
            other.set_highlight(False)
        if self._banner_busy:
            self._place_banner()  # the banner up makes way for the play
        if animate and not passed and cards:
            start = self.seat_pos(seat)
            if seat == self.viewer and self.hand_items:
                start = QPointF(self._hand_rect().center().x(), self._hand_rect().top())
            self.animator.fly_in(pile, start)

    def show_revealed(self, seat: int, cards: Sequence[Card]) -> None:
        """A hand shown face up to everyone (明牌), beside its seat (none: hidden again)."""
        hands: dict[int, Sequence[Card]] = {s: item.cards for s, item in self.revealed.items()}
        hands[seat] = cards
        self.show_revealed_hands(hands)

    def show_revealed_hands(self, hands: Mapping[int, Sequence[Card]]) -> None:
        """Every hand lying face up, seat -> cards (a seat not named, or with no cards,
        shows none); laid out again only when a hand appears, goes or grows (see
        :mod:`.shown_hands`)."""
        if self.shown.show(hands, self.deck_style):
            self.relayout()

    def clear_piles(self) -> None:
        for pile in self.piles.values():
            pile.clear()

    def highlight_winner(self, seat: int | None) -> None:
        for s, pile in self.piles.items():
            pile.set_highlight(s == seat)

    def dim_piles(self, on: bool) -> None:
        """Fade every pile (the trick is closed: its plays are not to be beaten)."""
        for pile in self.piles.values():
            pile.set_dimmed(on)

    def set_center(self, title: str, lines: list[str]) -> None:
        self.center.set_lines(title, lines)
        r = self.center.boundingRect()
        self.center.setPos(14 - r.left(), 12 - r.top())
        box = QRectF(14, 12, r.width(), r.height())
        if self.revealed and not self._centre_room.contains(self.center.mapRectToScene(r)):
            self.relayout()  # the box outgrew the room the shown hands left it
        elif not self._centre_reserve.isEmpty() and not self._centre_reserve.contains(box):
            self.relayout()  # the box outgrew its room: the seats and piles make way

    # ------------------------------------------------------------------ announcements
    def announce(self, text: str, words: Callable[[], str] | None = None) -> None:
        """Show ``text`` over the table after the announcements before it, each for as
        long as it takes to read (:func:`banner_hold_ms`, by the speed setting); ``words``
        words it again in the current language (:meth:`reword_announcements`)."""
        if not text:
            return
        if words is not None:
            self._banner_words[text] = words
        self._banner_queue.append(text)
        if not self._banner_busy:
            self._next_banner()

    @property
    def announcing(self) -> bool:
        """Whether an announcement is up or waiting."""
        return self._banner_busy or bool(self._banner_queue)

    def pending_announcement_ms(self) -> int:
        """How long the announcements up and waiting take still (0 when none)."""
        fade = 0 if self.animator.instant else BANNER_FADE_MS
        left = self.animator.banner_left_ms() + fade if self._banner_busy else 0
        return left + sum(banner_hold_ms(t, self.animator.factor) + fade for t in self._banner_queue)

    def keep_announcements(self, keep: Callable[[str], bool]) -> None:
        """Drop the announcements up or waiting but those ``keep`` says to keep (Finish
        quickly keeps the player's own 天牌 news)."""
        self._banner_queue = [t for t in self._banner_queue if keep(t)]
        if self._banner_busy and not keep(self._banner_text):
            self.animator.stop_banner()
            self.banner.setOpacity(0.0)
            self._next_banner()

    def reword_announcements(self) -> dict[str, str]:
        """Word the announcement up and those waiting again (the language changed): the
        one up keeps its place and its time. Returns old text -> new text."""
        changed: dict[str, str] = {}
        words: dict[str, Callable[[], str]] = {}
        for old, source in self._banner_words.items():
            new = source() or old
            changed[old] = new
            words[new] = source
        self._banner_words = words
        self._banner_queue = [changed.get(t, t) for t in self._banner_queue]
        was, self._banner_text = self._banner_text, changed.get(self._banner_text, self._banner_text)
        up = self._banner_busy or self.banner.opacity() > 0  # up, or fading, or shown a moment (instant)
        if up and self._banner_text != was:
            self.banner.set_text(self._banner_text, max(260.0, self._size[0] * 0.62))
            self._place_banner()
        return {old: new for old, new in changed.items() if old != new}

    def clear_announcements(self) -> None:
        self._banner_words.clear()
        self._banner_queue.clear()
        self._banner_busy = False
        self.animator.stop_banner()
        self.banner.setOpacity(0.0)

    def _next_banner(self) -> None:
        if not self._banner_queue:
            was = self._banner_busy
            self._banner_busy = False
            if was:
                self.announcements_done.emit()
            return
        text = self._banner_queue.pop(0)
        if self._banner_text not in (text, *self._banner_queue):
            self._banner_words.pop(self._banner_text, None)  # the last one is gone
        self._banner_busy = True
        self._banner_text = text
        self.banner.set_text(text, max(260.0, self._size[0] * 0.62))
        self._place_banner()
        hold = banner_hold_ms(text, self.animator.factor)
        self.animator.banner(self.banner, hold)

    def _place_banner(self) -> None:
        """The banner over the middle of the table, moved up or down off the plays lying
        there where it can be (it covers them only when the table has no free place)."""
        cx, cy = self._centre()
        r = self.banner.boundingRect()
        busy = [p.content_rect() for p in self.piles.values() if not p.is_empty]
        busy += [item.mapRectToScene(item.panel_rect()) for item in self.seats.values()]
        top_limit = 8.0
        bottom_limit = self._size[1] - (self._hand_height() if self.viewer is not None else 8.0)
        best: tuple[float, float] | None = None
        for k in range(0, 25):
            dy = (k + 1) // 2 * 14.0 * (1 if k % 2 else -1)
            y = cy + dy
            rect = r.translated(cx, y)
            if rect.top() < top_limit or rect.bottom() > bottom_limit:
                continue
            cover = sum((i.width() * i.height()) for b in busy if not (i := rect.intersected(b)).isEmpty())
            if best is None or cover < best[0]:
                best = (cover, y)
            if cover == 0:
                break
        self.banner.setPos(cx, best[1] if best is not None else cy)
