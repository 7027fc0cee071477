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
from collections.abc import Mapping, Sequence

from PySide6.QtCore import QObject, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from ...engine.cards import Card
from .animations import Animator
from .cardart import CARD_RATIO
from .items import BannerItem, CardItem, CenterItem, PileItem, SeatInfo, SeatItem, ShownHandItem
from .reveal_layout import RevealRequest, centred_rect
from .shown_hands import ShownHands

__all__ = ["HAND_MIN_STEP", "HAND_ROW_STEP", "ZOOM_LEVELS", "TableScene", "hand_rows", "seat_angle"]

#: the hand's zoom levels (card size factors); Ctrl+wheel and Ctrl+=/- step through them
ZOOM_LEVELS: tuple[float, ...] = (0.8, 0.9, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0)
HAND_MIN_STEP = 0.3  # of a card's width: the least each hand card shows (its index column)
HAND_ROW_STEP = 0.46  # of a card's height: where the next row of the hand starts
HAND_MAX_ROWS = 4
HAND_MAX_SHARE = 0.45  # of the table's height: the most the hand may take when zoomed
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
    def _hand_height(self, width: float | None = None, rows: int | None = None) -> float:
        cw = self.hand_width if width is None else width
        ch = cw * CARD_RATIO
        rows = self._hand_rows if rows is None else rows
        return ch + (rows - 1) * ch * HAND_ROW_STEP + cw * 0.3 + 18

    def _centre(self, hand_height: float | None = None) -> tuple[float, float]:
        w, h = self._size
        if self.viewer is None:  # a spectator has no hand: the seats take the whole height
            return w / 2, h / 2
        return w / 2, (h - (self._hand_height() if hand_height is None else hand_height)) / 2 + 16

    def _seat_points(self, hand_height: float | None = None) -> dict[int, QPointF]:
        """Where each seat panel's centre goes: the viewer bottom left, the others round an
        ellipse above the hand in play order."""
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

    def _ring_clear(self, hand_height: float) -> bool:
        """Whether the seats clear the centre box (top left) above a hand this tall."""
        r = self.center.boundingRect()
        box = QRectF(14, 12, r.width(), r.height()).adjusted(-4, -4, 4, 4)
        panel = QRectF(-SeatItem.WIDTH / 2, -SeatItem.HEIGHT / 2, SeatItem.WIDTH, SeatItem.HEIGHT)
        return not any(box.intersects(panel.translated(p)) for p in self._seat_points(hand_height).values())

    def _hand_rect(self) -> QRectF:
        w, h = self._size
        left = SeatItem.WIDTH + 36 if self.viewer is not None else 20
        return QRectF(left, h - self._hand_height() + self.hand_width * 0.3, w - left - 20, self._hand_height())

    def _fit_hand(self) -> tuple[int, int]:
        """(card width, rows) of the hand: the zoomed size, made smaller only as far as the
        hand must to stay within :data:`HAND_MAX_SHARE` of the table's height."""
        h = self._size[1]
        room = self._hand_rect().width()
        n = len(self.hand_cards)
        floor = min(self.card_width, 36)
        cw = max(floor, round(self.card_width * self.hand_zoom))
        while True:
            rows = hand_rows(n, cw, room)
            height = self._hand_height(cw, rows)
            # zoomed in, the hand grows only while the seats still clear the centre box
            fits = height <= h * HAND_MAX_SHARE and cw <= room and (cw <= self.card_width or self._ring_clear(height))
            if cw <= floor or fits:
                return cw, rows
            cw -= 1

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
        for seat, point in self._seat_points().items():
            self.seats[seat].setPos(point)
        crowded = n >= 6
        pile_w = max(28, int(self.card_width * (0.5 if crowded else 0.62)))
        for seat, pile in self.piles.items():
            share = 0.3 if seat == self.viewer else (0.17 if crowded else 0.2)
            pile.set_geometry(pile_w, max(120.0, w * share))
            if self.viewer is not None and seat == self.viewer:
                pile.setPos(cx, cy + ry * 0.62)
            else:
                sp = self.seats[seat].pos()
                f = 0.58 if crowded else 0.45
                pile.setPos(cx + (sp.x() - cx) * f, cy + (sp.y() - cy) * f)
        for seat, pile in self.piles.items():  # open hands crowd the table: readings elide sooner
            pile.set_label_room(_REVEAL_PILE_ROOM if self.revealed and seat != self.viewer else 220.0)
        r = self.center.boundingRect()
        self.center.setPos(14 - r.left(), 12 - r.top())
        if self.revealed:
            self._layout_revealed(QPointF(cx, cy))
        self.banner.setPos(cx, cy)
        self._layout_hand(animate=False)

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
    def set_hand(self, cards: Sequence[Card], deal: bool = False, groups: Sequence[int] | None = None) -> None:
        """Show the viewer's (already sorted) hand; keep the selection of cards that stay.
        ``groups`` gives each card's planned group (sort by plan): groups are drawn apart."""
        self.hand_groups = list(groups) if groups is not None and len(groups) == len(cards) else []
        keep = self.selected_cards()
        self.animator.finish_all()
        self.hand_cards = list(cards)
        self._match_hand_items(len(self.hand_cards))
        for i, (item, c) in enumerate(zip(self.hand_items, self.hand_cards, strict=True)):
            item.set_card(c, i)
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

    def _match_hand_items(self, n: int) -> None:
        """Keep exactly ``n`` hand card items, reusing the ones there are. Cards played are
        hidden and kept for later, not removed: removing an item repaints the whole scene."""
        while len(self.hand_items) > n:
            item = self.hand_items.pop()
            item.setVisible(False)
            item.set_cursor(False)
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

    def _hand_positions(self) -> list[tuple[QPointF, int]]:
        n = len(self.hand_items)
        if not n:
            return []
        rect = self._hand_rect()
        cw = self.hand_width
        ch = cw * CARD_RATIO
        per_row = -(-n // self._hand_rows)
        rows = [list(range(start, min(n, start + per_row))) for start in range(0, n, per_row)]
        out: list[tuple[QPointF, int]] = [(QPointF(), 0)] * n
        groups = self.hand_groups if len(self.hand_groups) == n else []
        for r, idx in enumerate(rows):
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
            y = rect.top() + r * ch * HAND_ROW_STEP
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
        for item, (pos, z) in zip(self.hand_items, self._hand_positions(), strict=True):
            item.set_width(self.hand_width)
            lift = lifts[min(1, z // 200)] if item.selected else 0
            target = QPointF(pos.x(), pos.y() - lift)
            item.setZValue(10 + z)
            if animate:
                self.animator.move(item, target, 90)
            else:
                self.animator.stop_move(item)
                item.setPos(target)

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
        """Step the hand's zoom ``steps`` levels up (positive) or down (negative)."""
        if steps > 0:
            bigger = [z for z in ZOOM_LEVELS if z > self.hand_zoom + 1e-6]
            if bigger:
                self.set_hand_zoom(bigger[min(steps, len(bigger)) - 1])
        elif steps < 0:
            smaller = [z for z in ZOOM_LEVELS if z < self.hand_zoom - 1e-6]
            if smaller:
                self.set_hand_zoom(smaller[max(-len(smaller), steps)])

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

    def set_center(self, title: str, lines: list[str]) -> None:
        self.center.set_lines(title, lines)
        r = self.center.boundingRect()
        self.center.setPos(14 - r.left(), 12 - r.top())
        if self.revealed and not self._centre_room.contains(self.center.mapRectToScene(r)):
            self.relayout()  # the box outgrew the room the shown hands left it

    def announce(self, text: str) -> None:
        self.banner.set_text(text)
        self.animator.banner(self.banner)
