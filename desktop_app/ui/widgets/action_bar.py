"""The bar beside the hand: the live reading of the selection, why it may not be played,
and the buttons for what the player may do now (from ``view.legal_kinds``)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
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

__all__ = ["ActionBar"]

_CORE_KINDS = {ActionKind.PLAY, ActionKind.PASS, ActionKind.ABANDON}


class ActionBar(QWidget):
    play_clicked = Signal()
    pass_clicked = Signal()
    hint_clicked = Signal()
    plan_toggled = Signal(bool)  # sort the hand by the planner's groups
    action_chosen = Signal(str, object)  # kind, value (cards come from the selection)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ActionBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._info = SelectionInfo()
        self._kinds: frozenset[str] = frozenset()
        self._view: View | None = None
        self._status = ""
        outer = QHBoxLayout(self)
        outer.setContentsMargins(10, 6, 10, 6)
        text_col = QVBoxLayout()
        self.status_label = QLabel()
        self.status_label.setObjectName("StatusLabel")
        self.reading_label = QLabel()
        self.reading_label.setObjectName("ReadingLabel")
        self.why_label = QLabel()
        self.why_label.setObjectName("WhyLabel")
        self.why_label.setWordWrap(True)
        for lab in (self.status_label, self.reading_label, self.why_label):
            lab.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            text_col.addWidget(lab)
        outer.addLayout(text_col, 1)
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

    # ---- state
    def set_status(self, text: str) -> None:
        self._status = text
        self.status_label.setText(text)

    def set_selection_info(self, info: SelectionInfo) -> None:
        self._info = info
        self.reading_label.setText(info.text)
        self.why_label.setText(info.why)
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
        """The countdown of a rule timer (the 红五 trump choice); empty hides it."""
        self.timer_label.setText(text)
        self.timer_label.setVisible(bool(text))

    def set_plan_checked(self, on: bool) -> None:
        self.plan_button.blockSignals(True)
        self.plan_button.setChecked(on)
        self.plan_button.blockSignals(False)

    def set_legal(self, kinds: frozenset[str], view: View | None) -> None:
        """Enable what the player may do now and build the phase's own controls."""
        self._kinds = frozenset(kinds)
        self._view = view
        self.play_button.setVisible(ActionKind.PLAY in kinds or not (kinds - _CORE_KINDS))
        self.play_button.setEnabled(ActionKind.PLAY in kinds)
        self.pass_button.setEnabled(ActionKind.PASS in kinds)
        self.hint_button.setEnabled(ActionKind.PLAY in kinds)
        self.plan_button.setEnabled(view is not None and view.seat is not None and bool(view.hand))
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
            spin = QSpinBox()
            spin.setObjectName("BidAmount")
            spin.setRange(int(lo), int(hi))
            spin.setSingleStep(5)
            spin.setValue(int(lo))
            spin.setMinimumHeight(34)
            self.extra.addWidget(spin)
            self._extra_widgets.append(spin)
            b = QPushButton(self.tr("Bid"))
            b.setObjectName("BidButton")
            b.setProperty("action_kind", ActionKind.BID)
            b.setMinimumHeight(34)
            b.clicked.connect(lambda: self.action_chosen.emit(ActionKind.BID, spin.value()))
            self.extra.addWidget(b)
            self._extra_widgets.append(b)
        if ActionKind.TRUMP in kinds:
            for letter in "shcd":
                b = self._button(texts.suit_symbol(letter) + " " + texts.suit_name(letter), ActionKind.TRUMP, letter)
                b.setStyleSheet("color: #c62828;" if letter in "hd" else "")
        if ActionKind.BURY in kinds:
            self._button(self.tr("Bury selected cards"), ActionKind.BURY, None)

    def retranslate(self) -> None:
        self.hint_button.setText(self.tr("Hint (H)"))
        self.plan_button.setText(self.tr("Plan"))
        self.plan_button.setToolTip(self.tr("Sort the hand by the planned groups of plays"))
        self.pass_button.setText(self.tr("Pass (P)"))
        self.play_button.setText(self.tr("Play (Enter)"))
        self.hint_button.setToolTip(self.tr("Suggest a play; press again for the next suggestion"))
        self._build_extra()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
