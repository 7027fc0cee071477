"""The replay controls shown under the table while a saved game plays back: jump to the
start, step back, play/pause, step forward, jump to the end, a position slider with
"move k of n", the speed, whose cards are shown, and a button to close the replay.

The bar is one row where the table is wide enough for it, else two: the moves and the
slider above, the speed, whose cards are shown, Why? and Close under them, right-aligned
(a window 1024 px wide shows every word whole, in every language).

Keys (active while the bar is shown): Space plays or pauses, Left/Right step, Home/End
jump. Every control takes no keyboard focus, so the keys always reach the replay.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence, QMouseEvent, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSlider,
    QStyle,
    QStyleOptionSlider,
    QToolButton,
    QWidget,
)

from ..explain import install_replay_why
from ..replay import ALL_HANDS, SPEEDS, ReplaySession
from ..replay_disputes import install_replay_disputes

__all__ = ["ReplayBar", "SeekSlider"]

_SP = QStyle.StandardPixmap


class SeekSlider(QSlider):
    """A position slider on which a click jumps to the place clicked (a plain slider
    moves a page towards it), and the handle then follows the drag."""

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.maximum() > self.minimum():
            opt = QStyleOptionSlider()
            self.initStyleOption(opt)
            style = self.style()
            cc = QStyle.ComplexControl.CC_Slider
            handle = style.subControlRect(cc, opt, QStyle.SubControl.SC_SliderHandle, self)
            if not handle.contains(event.position().toPoint()):
                groove = style.subControlRect(cc, opt, QStyle.SubControl.SC_SliderGroove, self)
                span = max(1, groove.width() - handle.width())
                x = round(event.position().x() - groove.x() - handle.width() / 2)
                value = QStyle.sliderValueFromPosition(self.minimum(), self.maximum(), x, span, opt.upsideDown)
                self.setValue(value)
                self.initStyleOption(opt)
                if not style.subControlRect(cc, opt, QStyle.SubControl.SC_SliderHandle, self).contains(
                    event.position().toPoint()
                ):
                    event.accept()  # not under the handle even now: no page step after the jump
                    return
        super().mousePressEvent(event)


class ReplayBar(QWidget):
    """Drives one :class:`~desktop_app.ui.replay.ReplaySession` at a time (:meth:`bind`)."""

    close_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ReplayBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.session: ReplaySession | None = None
        self._name_of: Callable[[int], str] = lambda s: str(s + 1)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(10, 4, 10, 6)
        self._grid.setVerticalSpacing(0)
        self.moves_row = QWidget()  # the buttons, the slider, "move k of n" (and a dispute's note)
        lay = QHBoxLayout(self.moves_row)
        lay.setContentsMargins(0, 0, 0, 0)
        self.options_row = QWidget()  # the speed, whose cards are shown, Why? and Close
        opts = QHBoxLayout(self.options_row)
        opts.setContentsMargins(0, 0, 0, 0)
        self.two_rows: bool | None = None  # None: not placed yet
        self.start_button = self._tool(_SP.SP_MediaSkipBackward, "to_start")
        self.back_button = self._tool(_SP.SP_MediaSeekBackward, "step_back")
        self.play_button = self._tool(_SP.SP_MediaPlay, "toggle_play")
        self.forward_button = self._tool(_SP.SP_MediaSeekForward, "step_forward")
        self.end_button = self._tool(_SP.SP_MediaSkipForward, "to_end")
        for b in (self.start_button, self.back_button, self.play_button, self.forward_button, self.end_button):
            lay.addWidget(b)
        self.slider = SeekSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("ReplaySlider")
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.setMinimumWidth(160)
        self.slider.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.slider.valueChanged.connect(self._slider_moved)
        lay.addWidget(self.slider, 1)
        self.position_label = QLabel()
        self.position_label.setObjectName("ReplayPosition")
        self.position_label.setMinimumWidth(110)
        lay.addWidget(self.position_label)
        self.speed_label = QLabel()
        self.speed_box = self._combo()
        for s in SPEEDS:
            self.speed_box.addItem(f"{s:g}×", s)
        self.speed_box.setCurrentIndex(SPEEDS.index(1.0))
        self.speed_box.currentIndexChanged.connect(self._speed_chosen)
        self.watch_label = QLabel()
        self.watch_box = self._combo()
        self.watch_box.currentIndexChanged.connect(self._watch_chosen)
        for w in (self.speed_label, self.speed_box, self.watch_label, self.watch_box):
            opts.addWidget(w)
        self.close_button = QPushButton()
        self.close_button.setObjectName("CloseReplay")
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.close_button.clicked.connect(self.close_requested)
        opts.addWidget(self.close_button)
        self._arrange()
        install_replay_why(self)  # Why? for the current step (#26)
        install_replay_disputes(self)  # the disputed steps flagged, the step's dispute noted (#26)
        self.shortcuts = {
            key: QShortcut(QKeySequence(key), self, self._drive(method))
            for key, method in (
                (Qt.Key.Key_Space, "toggle_play"),
                (Qt.Key.Key_Left, "step_back"),
                (Qt.Key.Key_Right, "step_forward"),
                (Qt.Key.Key_Home, "to_start"),
                (Qt.Key.Key_End, "to_end"),
            )
        }
        self.retranslate()

    # ------------------------------------------------------------------ one row or two
    def row_layout(self, widget: QWidget) -> QHBoxLayout:
        """The row's layout that holds ``widget`` (for the controls other modules add)."""
        row = self.moves_row if self.moves_row.isAncestorOf(widget) else self.options_row
        lay = row.layout()
        assert isinstance(lay, QHBoxLayout)
        return lay

    def one_row_width(self) -> int:
        """How wide the bar must be to show everything whole in one row."""
        m = self._grid.contentsMargins()
        gap = max(0, self._grid.horizontalSpacing())
        return self.moves_row.sizeHint().width() + gap + self.options_row.sizeHint().width() + m.left() + m.right()

    def _arrange(self) -> None:
        """One row when the bar is wide enough for it, else two; the bar may be as narrow
        as its wider row (so a narrow window fits it)."""
        m = self._grid.contentsMargins()
        rows = max(self.moves_row.minimumSizeHint().width(), self.options_row.sizeHint().width())
        if self.minimumWidth() != rows + m.left() + m.right():
            self.setMinimumWidth(rows + m.left() + m.right())
        two = self.width() < self.one_row_width()
        if two == self.two_rows:
            return
        self.two_rows = two
        for w in (self.moves_row, self.options_row):
            self._grid.removeWidget(w)
        self._grid.addWidget(self.moves_row, 0, 0)
        if two:
            self._grid.addWidget(self.options_row, 1, 0, Qt.AlignmentFlag.AlignRight)
        else:
            self._grid.addWidget(self.options_row, 0, 1)
        self._grid.setColumnStretch(0, 1)
        self._grid.setColumnStretch(1, 0)

    def event(self, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.LayoutRequest, QEvent.Type.Resize):
            self._arrange()  # a word, a note or the width changed: one row or two
        return super().event(event)

    def _tool(self, icon: QStyle.StandardPixmap, method: str) -> QToolButton:
        """A button that calls the session's ``method``."""
        b = QToolButton()
        b.setIcon(self.style().standardIcon(icon))
        b.setAutoRaise(True)
        b.setMinimumSize(34, 34)
        b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        b.clicked.connect(self._drive(method))
        return b

    def _drive(self, method: str) -> Callable[[], None]:
        """A slot calling ``method`` (to_start, step_back, toggle_play, ...) of the bound session."""

        def call() -> None:
            if self.session is not None:
                getattr(self.session, method)()

        return call

    @staticmethod
    def _combo() -> QComboBox:
        box = QComboBox()
        box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        return box

    # ------------------------------------------------------------------ the session
    def bind(self, session: ReplaySession, name_of: Callable[[int], str]) -> None:
        """Drive ``session`` (forgetting any previous one); ``name_of(seat)`` names seats."""
        self.unbind()
        self.session = session
        self._name_of = name_of
        session.position_changed.connect(self._show_position)
        session.playing_changed.connect(self._show_playing)
        session.watch_changed.connect(self._show_watch)
        self._fill_watch_box()
        self._speed_chosen(self.speed_box.currentIndex())
        self._show_position(session.index, session.length)
        self._show_playing(session.is_playing)

    def unbind(self) -> None:
        s, self.session = self.session, None
        if s is None:
            return
        for sig, slot in (
            (s.position_changed, self._show_position),
            (s.playing_changed, self._show_playing),
            (s.watch_changed, self._show_watch),
        ):
            with contextlib.suppress(RuntimeError, TypeError):  # already gone with the session
                sig.disconnect(slot)

    def _slider_moved(self, value: int) -> None:
        if self.session is not None and value != self.session.index:
            self.session.seek(value)

    def _speed_chosen(self, i: int) -> None:
        speed = self.speed_box.itemData(i)
        if self.session is not None and speed:
            self.session.set_speed(float(speed))

    def _watch_chosen(self, i: int) -> None:
        if self.session is not None and i >= 0 and self.watch_box.itemData(i) != self.session.watch:
            self.session.set_watch(self.watch_box.itemData(i))

    # ------------------------------------------------------------------ showing the session
    def _show_position(self, index: int, length: int) -> None:
        self.slider.blockSignals(True)
        self.slider.setRange(0, length)
        self.slider.setValue(index)
        self.slider.blockSignals(False)
        self.position_label.setText(self.tr("Move {k} of {n}").format(k=index, n=length))
        self.start_button.setEnabled(index > 0)
        self.back_button.setEnabled(index > 0)
        self.forward_button.setEnabled(index < length)
        self.end_button.setEnabled(index < length)
        self.disputes.show(index)

    def _show_playing(self, playing: bool) -> None:
        self.play_button.setIcon(self.style().standardIcon(_SP.SP_MediaPause if playing else _SP.SP_MediaPlay))
        self.play_button.setToolTip(self.tr("Pause (Space)") if playing else self.tr("Play (Space)"))

    def _show_watch(self, choice: Any) -> None:
        i = self.watch_box.findData(choice)
        if i >= 0 and i != self.watch_box.currentIndex():
            self.watch_box.blockSignals(True)
            self.watch_box.setCurrentIndex(i)
            self.watch_box.blockSignals(False)

    def _fill_watch_box(self) -> None:
        box = self.watch_box
        box.blockSignals(True)
        box.clear()
        box.addItem(self.tr("All hands"), ALL_HANDS)
        box.addItem(self.tr("Spectator"), None)
        if self.session is not None:
            for seat in range(self.session.num_players):
                box.addItem(self._name_of(seat), seat)
        box.blockSignals(False)
        if self.session is not None:
            self._show_watch(self.session.watch)

    # ------------------------------------------------------------------ language
    def retranslate(self) -> None:
        self.start_button.setToolTip(self.tr("Jump to the start (Home)"))
        self.back_button.setToolTip(self.tr("Step back (Left)"))
        self.forward_button.setToolTip(self.tr("Step forward (Right)"))
        self.end_button.setToolTip(self.tr("Jump to the end (End)"))
        self.slider.setToolTip(self.tr("Drag to any move of the game"))
        self.speed_label.setText(self.tr("Speed"))
        self.watch_label.setText(self.tr("Cards shown"))
        self.watch_box.setToolTip(self.tr("Every hand, only public information, or one player's view"))
        self.close_button.setText(self.tr("Close replay"))
        s = self.session
        self._show_playing(s is not None and s.is_playing)
        self._show_position(s.index if s is not None else 0, s.length if s is not None else 0)
        self._fill_watch_box()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
