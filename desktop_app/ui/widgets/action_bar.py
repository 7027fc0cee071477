"""The bar beside the hand: the live reading of the selection, why it may not be played,
and the buttons for what the player may do now (from ``view.legal_kinds``).

The bar keeps one height whatever it says (a status line, the reading, and up to two
lines of why not): the table above it is laid out by its height, and a selection must
never move the cards.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine.core import ActionKind, View
from .. import texts
from ..games import SelectionInfo
from ..table.paint import wrap_lines

__all__ = ["ActionBar", "BidBox", "timer_icon"]

_CORE_KINDS = {ActionKind.PLAY, ActionKind.PASS, ActionKind.ABANDON}
BID_STEP = 5  # 红五 bids go in fives unless the view says otherwise (``bid_step``)


def timer_icon(size: int, dpr: float = 1.0, colour: str = "#ffcc80") -> QPixmap:
    """A stopwatch, drawn (the ⏱ glyph is missing from the fonts the app uses)."""
    pm = QPixmap(max(1, round(size * dpr)), max(1, round(size * dpr)))
    pm.setDevicePixelRatio(dpr)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    ink = QColor(colour)
    pen = QPen(ink, max(1.5, size * 0.09))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.setPen(pen)
    r = size * 0.36
    c = QPointF(size / 2, size * 0.57)
    p.drawEllipse(c, r, r)
    p.drawLine(QPointF(c.x(), c.y() - r), QPointF(c.x(), c.y() - r - size * 0.1))  # the stem
    p.drawLine(QPointF(c.x() - size * 0.12, size * 0.06), QPointF(c.x() + size * 0.12, size * 0.06))  # the button
    p.drawLine(c, QPointF(c.x(), c.y() - r * 0.65))  # the hand
    p.drawLine(c, QPointF(c.x() + r * 0.5, c.y()))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ink)
    p.drawEllipse(QRectF(c.x() - 1.5, c.y() - 1.5, 3, 3))
    p.end()
    return pm


class LineLabel(QLabel):
    """A label of at most ``max_lines`` lines: wrapped and elided to its width (as it
    changes), the whole text in its tooltip and in :meth:`full_text`. Its height is fixed
    to those lines."""

    def __init__(self, max_lines: int = 1) -> None:
        super().__init__()
        self._full = ""
        self._laid_out = -1  # the width the text was wrapped for
        self.max_lines = max_lines
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

    def fix_height(self) -> None:
        self.setFixedHeight(int(self.fontMetrics().lineSpacing() * self.max_lines + 2))

    def set_line(self, text: str) -> None:
        if text == self._full and self._laid_out == self.width():
            return  # shown already
        self._full = text
        self._elide()

    def full_text(self) -> str:
        return self._full

    def text(self) -> str:  # type: ignore[override]
        """The whole text (what is drawn may be wrapped and elided: :meth:`shown_text`)."""
        return self._full

    def shown_text(self) -> str:
        return super().text()

    def _elide(self) -> None:
        self._laid_out = self.width()
        fm = QFontMetricsF(self.font())
        shown = "\n".join(wrap_lines(fm, self._full, max(60, self.width() - 2), self.max_lines))
        super().setText(shown)
        self.setToolTip(self._full if shown.replace("\n", " ") != self._full else "")

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.fix_height()
            self._elide()

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self._elide()


class BidBox(QSpinBox):
    """The amount of a bid: the arrows step through the legal bids only, and what is typed
    stays exactly as typed (nothing is clamped or rounded: the Bid button checks it)."""

    def __init__(self, low: int, high: int, step: int) -> None:
        super().__init__()
        self.low, self.high, self.step = low, high, max(1, step)
        self.setRange(0, 9999)
        self.setSingleStep(self.step)
        self.setValue(low)
        self.setCorrectionMode(QAbstractSpinBox.CorrectionMode.CorrectToPreviousValue)

    def legal(self) -> list[int]:
        """Every bid allowed now."""
        return list(range(self.low, self.high + 1, self.step)) if self.low <= self.high else []

    def typed(self) -> int | None:
        """The amount typed (None when the box holds no number)."""
        text = self.cleanText().strip()
        return int(text) if text.isdigit() else None

    def stepBy(self, steps: int) -> None:
        bids = self.legal()
        if not bids:
            return
        now = self.typed()
        if now is None or now < bids[0]:
            target = bids[0]
        elif now > bids[-1]:
            target = bids[-1]
        else:
            below = [b for b in bids if b <= now]
            i = bids.index(below[-1]) if below else 0
            if steps < 0 and below and below[-1] != now:
                i += 1  # between two bids: one step down is the lower one
            target = bids[max(0, min(len(bids) - 1, i + steps))]
        self.setValue(target)
        self.selectAll()

    def stepEnabled(self) -> QAbstractSpinBox.StepEnabledFlag:
        now = self.typed()
        bids = self.legal()
        flags = QAbstractSpinBox.StepEnabledFlag.StepNone
        if bids and (now is None or now > bids[0]):
            flags |= QAbstractSpinBox.StepEnabledFlag.StepDownEnabled
        if bids and (now is None or now < bids[-1]):
            flags |= QAbstractSpinBox.StepEnabledFlag.StepUpEnabled
        return flags


class ActionBar(QWidget):
    play_clicked = Signal()
    pass_clicked = Signal()
    hint_clicked = Signal()
    plan_toggled = Signal(bool)  # sort the hand by the planner's groups
    finish_clicked = Signal()  # nobody here plays any more: let the bots finish quickly
    action_chosen = Signal(str, object)  # kind, value (cards come from the selection)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ActionBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._info = SelectionInfo()
        self._kinds: frozenset[str] = frozenset()
        self._view: View | None = None
        self._status = ""
        self._plan_count: int | None = None
        self._plan_bury = 0  # cards the plan buries first (红五's 扣底)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(10, 6, 10, 6)
        text_col = QVBoxLayout()
        self.status_label = LineLabel(2)
        self.status_label.setObjectName("StatusLabel")
        self.reading_label = LineLabel(1)
        self.reading_label.setObjectName("ReadingLabel")
        self.why_label = LineLabel(2)
        self.why_label.setObjectName("WhyLabel")
        text_col.setSpacing(1)
        for lab in (self.status_label, self.reading_label, self.why_label):
            lab.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            lab.setMinimumWidth(60)
            text_col.addWidget(lab)
        text_col.addStretch(1)
        outer.addLayout(text_col, 1)
        self.timer_icon = QLabel()
        self.timer_icon.setObjectName("TimerIcon")
        self.timer_icon.hide()
        outer.addWidget(self.timer_icon)
        self.timer_label = QLabel()
        self.timer_label.setObjectName("TimerLabel")
        self.timer_label.hide()
        outer.addWidget(self.timer_label)
        self.reading_choice = QComboBox()  # several readings may be played: the player picks
        self.reading_choice.setObjectName("ReadingChoice")
        self.reading_choice.setMinimumHeight(34)
        self.reading_choice.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.reading_choice.hide()
        outer.addWidget(self.reading_choice)
        self.extra = QHBoxLayout()
        outer.addLayout(self.extra)
        self.finish_button = QPushButton()
        self.finish_button.setObjectName("FinishQuickly")
        self.finish_button.setMinimumHeight(34)
        self.finish_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.finish_button.clicked.connect(self.finish_clicked)
        self.finish_button.hide()
        outer.addWidget(self.finish_button)
        self.plan_button = QPushButton()
        self.plan_button.setCheckable(True)
        self.hint_button = QPushButton()
        self.pass_button = QPushButton()
        self.play_button = QPushButton()
        self.play_button.setDefault(True)
        self.play_button.setObjectName("PlayButton")
        for b in (self.plan_button, self.hint_button, self.pass_button, self.play_button):
            b.setMinimumWidth(88)
            b.setMinimumHeight(34)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            outer.addWidget(b)
        self.hint_button.clicked.connect(self.hint_clicked)
        self.plan_button.toggled.connect(self.plan_toggled)
        self.pass_button.clicked.connect(self.pass_clicked)
        self.play_button.clicked.connect(self.play_clicked)
        self._extra_widgets: list[QWidget] = []
        self.setStyleSheet(
            "#ActionBar { background: #14202a; } QLabel { color: #eceff1; }"
            " #ReadingLabel { font-weight: bold; font-size: 15px; color: #ffe082; }"
            " #WhyLabel { color: #ff8a80; } #StatusLabel { color: #b0bec5; }"
            " #TimerLabel { font-size: 22px; font-weight: bold; color: #ffcc80; padding: 0 10px; }"
            " QPushButton { font-size: 14px; padding: 4px 14px; }"
        )
        self.retranslate()
        self.set_legal(frozenset(), None)
        self._fix_height()

    def _fix_height(self) -> None:
        """One height for every content: two lines of status, the reading, two lines of
        why not, and the buttons."""
        labels = (self.status_label, self.reading_label, self.why_label)
        for lab in labels:
            lab.ensurePolished()
            lab.fix_height()
        m = self.layout().contentsMargins()
        text = sum(lab.height() for lab in labels) + 2 * 1
        self.setFixedHeight(max(text, 40) + m.top() + m.bottom())

    # ---- state
    def set_status(self, text: str) -> None:
        self._status = text
        self.status_label.set_line(text)

    def reading_text(self) -> str:
        """The reading line in full (the label may show it elided)."""
        return self.reading_label.full_text()

    def set_selection_info(self, info: SelectionInfo) -> None:
        self._info = info
        self.reading_label.set_line(info.text)
        self.why_label.set_line(info.why)
        self.reading_choice.blockSignals(True)
        self.reading_choice.clear()
        for type_id, label in info.choices:
            self.reading_choice.addItem(self.tr("Play as: {reading}").format(reading=label), type_id)
        if info.choices:
            self.reading_choice.setCurrentIndex(min(info.chosen, len(info.choices) - 1))
        self.reading_choice.blockSignals(False)
        self.reading_choice.setVisible(bool(info.choices))

    def chosen_reading(self) -> str | None:
        """The reading type the player picked (None: the engine's choice)."""
        if not self.reading_choice.isVisible() or self.reading_choice.count() < 2:
            return None
        value = self.reading_choice.currentData()
        return str(value) if value else None

    def set_timer(self, text: str) -> None:
        """The countdown of a rule timer (the 红五 trump choice) beside a drawn stopwatch;
        empty hides it."""
        self.timer_label.setText(text)
        self.timer_label.setVisible(bool(text))
        if text and self.timer_icon.pixmap().isNull():
            self.timer_icon.setPixmap(timer_icon(24, self.devicePixelRatioF()))
        self.timer_icon.setVisible(bool(text))

    def set_plan_checked(self, on: bool) -> None:
        self.plan_button.blockSignals(True)
        self.plan_button.setChecked(on)
        self.plan_button.blockSignals(False)
        self._plan_text()

    def set_plan_count(self, n: int | None, bury: int = 0) -> None:
        """How many plays the plan shown needs (None: no plan shown), after ``bury`` cards
        are buried (红五's 扣底)."""
        self._plan_count = n
        self._plan_bury = bury
        self._plan_text()

    def _plan_text(self) -> None:
        n = self._plan_count
        if self.plan_button.isChecked() and n and self._plan_bury:
            self.plan_button.setText(self.tr("Plan: bury {k}, then {n} plays").format(k=self._plan_bury, n=n))
        elif self.plan_button.isChecked() and n:
            self.plan_button.setText(self.tr("Plan: 1 play") if n == 1 else self.tr("Plan: {n} plays").format(n=n))
        else:
            self.plan_button.setText(self.tr("Plan"))

    def _pass_text(self) -> None:
        """Pass is declining to bid while a bid may be made (红五's 不叫), else a play passed."""
        bidding = ActionKind.BID in getattr(self, "_kinds", frozenset())
        self.pass_button.setText(self.tr("No bid (P)") if bidding else self.tr("Pass (P)"))

    def set_finish_offered(self, on: bool) -> None:
        """Offer to let the bots finish quickly (nobody here plays any more)."""
        self.finish_button.setVisible(on)

    def set_legal(self, kinds: frozenset[str], view: View | None) -> None:
        """Enable what the player may do now and build the phase's own controls."""
        self._kinds = frozenset(kinds)
        self._view = view
        own_controls = bool(kinds - _CORE_KINDS)  # the phase's own buttons (bid, trumps, bury...)
        self.play_button.setVisible(ActionKind.PLAY in kinds or not own_controls)
        self.play_button.setEnabled(ActionKind.PLAY in kinds)
        self.pass_button.setEnabled(ActionKind.PASS in kinds)
        self._pass_text()
        hints = ActionKind.PLAY in kinds or ActionKind.BURY in kinds  # 红五's H suggests the cards to bury
        self.hint_button.setEnabled(hints)
        # beside a phase's own buttons, Hint and Pass show only when they do something: the
        # bar then fits a 1024-pixel window (the 红五 trump choice's four suits)
        self.hint_button.setVisible(hints or not own_controls)
        self.pass_button.setVisible(ActionKind.PASS in kinds or not own_controls)
        self.plan_button.setEnabled(
            view is not None and view.seat is not None and bool(view.hand) and view.phase != "over"
        )
        self._build_extra()

    def _clear_extra(self) -> None:
        for w in self._extra_widgets:
            self.extra.removeWidget(w)
            w.hide()
            w.setParent(None)  # gone from findChild at once
            w.deleteLater()
        self._extra_widgets = []

    def _button(self, text: str, kind: str, value: Any) -> QPushButton:
        b = QPushButton(text)
        b.setMinimumHeight(34)
        b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        b.setProperty("action_kind", kind)
        b.setProperty("action_value", value)
        b.clicked.connect(lambda _=False, k=kind, v=value: self.action_chosen.emit(k, v))
        self.extra.addWidget(b)
        self._extra_widgets.append(b)
        return b

    def _build_extra(self, force: bool = False) -> None:
        kinds = self._kinds
        view = self._view
        key = (kinds, getattr(view, "phase", None), getattr(view, "bid_range", None))
        if not force and key == getattr(self, "_extra_key", None):
            return  # the same controls: keep them (and the player's half-typed bid)
        self._extra_key = key
        self._clear_extra()
        self._build_controls(kinds, view)
        for w in self._extra_widgets:
            w.show()

    def _build_controls(self, kinds: frozenset[str], view: View | None) -> None:
        if ActionKind.CALL in kinds:
            self._button(self.tr("Call landlord"), ActionKind.CALL, True)
            self._button(self.tr("Don't call"), ActionKind.CALL, False)
        if ActionKind.GRAB in kinds:
            self._button(self.tr("Grab landlord"), ActionKind.GRAB, True)
            self._button(self.tr("Don't grab"), ActionKind.GRAB, False)
        if ActionKind.SHOW in kinds and view is not None and view.phase == "show_start":
            # 明牌开始: show the hand before the deal ends (the stake ×4)
            self._button(self.tr("Start with cards shown (×4)"), ActionKind.SHOW, True)
            self._button(self.tr("Don't show"), ActionKind.SHOW, False)
        elif ActionKind.SHOW in kinds:
            self._button(self.tr("Show my cards"), ActionKind.SHOW, True)
            self._button(self.tr("Keep hidden"), ActionKind.SHOW, False)
        if ActionKind.BID in kinds:
            rng = getattr(view, "bid_range", None)
            lo, hi = rng if rng else (getattr(view, "min_bid", None) or 60, getattr(view, "max_bid", None) or 200)
            step = int(getattr(view, "bid_step", None) or BID_STEP)
            spin = BidBox(int(lo), int(hi), step)
            spin.setObjectName("BidAmount")
            spin.setMinimumHeight(34)
            spin.setToolTip(self._bid_rule(spin))
            self.extra.addWidget(spin)
            self._extra_widgets.append(spin)
            legal = QLabel(f"{spin.low}–{spin.high}")
            legal.setObjectName("BidRange")
            legal.setToolTip(self._bid_rule(spin))
            self.extra.addWidget(legal)
            self._extra_widgets.append(legal)
            b = QPushButton(self.tr("Bid"))
            b.setObjectName("BidButton")
            b.setProperty("action_kind", ActionKind.BID)
            b.setMinimumHeight(34)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.clicked.connect(lambda: self._bid(spin))
            spin.lineEdit().returnPressed.connect(lambda: self._bid(spin))
            self.extra.addWidget(b)
            self._extra_widgets.append(b)
        if ActionKind.TRUMP in kinds:
            for letter in "shcd":
                b = self._button(texts.suit_symbol(letter) + " " + texts.suit_name(letter), ActionKind.TRUMP, letter)
                b.setStyleSheet(("color: #c62828;" if letter in "hd" else "") + " padding: 4px 8px;")
        if ActionKind.BURY in kinds:
            self._button(self.tr("Bury selected cards"), ActionKind.BURY, None)

    def _bid_rule(self, box: BidBox) -> str:
        if box.low > box.high:
            return self.tr("No bid is possible now: pass.")
        if box.low == box.high:
            return self.tr("The only bid now is {low}.").format(low=box.low)
        return self.tr("Bids now: {low} to {high}, in steps of {step}.").format(
            low=box.low, high=box.high, step=box.step
        )

    def _bid(self, box: BidBox) -> None:
        """Bid exactly the amount typed, or say which bids there are (nothing is sent)."""
        amount = box.typed()
        if amount is not None and amount in box.legal():
            self.action_chosen.emit(ActionKind.BID, amount)
            return
        rule = self._bid_rule(box)
        if amount is None:
            why = self.tr("Type a bid. {rule}").format(rule=rule)
        else:
            why = self.tr("{amount} is not a bid. {rule}").format(amount=amount, rule=rule)
        self.why_label.set_line(why)

    def retranslate(self) -> None:
        self.hint_button.setText(self.tr("Hint (H)"))
        self._plan_text()
        self.plan_button.setToolTip(
            self.tr("Show the hand in the planned groups of plays (the sort order in the View menu stays)")
        )
        self.finish_button.setText(self.tr("Finish quickly"))
        self.finish_button.setToolTip(self.tr("Nobody at this table plays any more: let the bots finish at once"))
        self._pass_text()
        self.play_button.setText(self.tr("Play (Enter)"))
        self.hint_button.setToolTip(self.tr("Suggest a play; press again for the next suggestion"))
        self._rebuild_extra_keeping_bid()

    def _rebuild_extra_keeping_bid(self) -> None:
        """The phase's controls again, in the current language (Bid, 叫地主, the trump
        suits...), with the bid the player had half typed."""
        old = self.findChild(BidBox, "BidAmount")
        typed = old.lineEdit().text() if old is not None else None
        self._build_extra(force=True)
        new = self.findChild(BidBox, "BidAmount")
        if new is not None and typed is not None:
            new.lineEdit().setText(typed)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
