"""Disputes in the replay viewer (issue 26): the replay bar marks every disputed step of
the record with a flag on its slider, and at a disputed step a note (⚑) says the claim;
clicked, it shows the claim, what the app said of that move and the decision.

Installed by one hook line in :class:`~desktop_app.ui.widgets.replay_bar.ReplayBar`
(:func:`install_replay_disputes`); the bar calls :meth:`ReplayDisputes.show` whenever it
shows a position. Every string goes through ``QCoreApplication.translate("Dispute", ...)``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPolygonF
from PySide6.QtWidgets import QMessageBox, QSizePolicy, QSlider, QStyle, QStyleOptionSlider, QToolButton

from ..engine.disputes import Dispute
from .dispute import decision_text, dispute_claim_text

__all__ = ["FLAG_COLOR", "ReplayDisputes", "install_replay_disputes"]

#: The colour of a disputed step's flag on the slider.
FLAG_COLOR = QColor(200, 40, 40)


def note_text(disputes: list[Dispute]) -> str:
    """Everything kept of the disputes of one step: each claim, what the app said, the decision."""
    parts = []
    for d in disputes:
        lines = [dispute_claim_text(d)]
        said = (d.explanation or {}).get("text", "")
        if said:
            lines.append(QCoreApplication.translate("Dispute", "The app said: {text}").format(text=said))
        lines.append(decision_text(d))
        parts.append("\n\n".join(lines))
    return "\n\n―――\n\n".join(parts)


class ReplayDisputes(QObject):
    """The replay bar's disputes: the flags on its slider and the note of the step."""

    def __init__(self, bar: Any) -> None:
        super().__init__(bar)
        self.bar = bar
        self.note = QToolButton()
        self.note.setObjectName("ReplayDisputeNote")
        self.note.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.note.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.note.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.note.setStyleSheet("QToolButton { color: rgb(200, 40, 40); font-weight: bold; }")
        self.note.clicked.connect(self.open_note)
        self.note.hide()
        lay = bar.row_layout(bar.position_label)
        lay.insertWidget(lay.indexOf(bar.position_label) + 1, self.note)
        bar.slider.installEventFilter(self)
        self.last_box: QMessageBox | None = None
        self._step = 0

    # ---- what the record holds
    def disputes(self) -> tuple[Dispute, ...]:
        record = getattr(getattr(self.bar, "session", None), "record", None)
        return tuple(getattr(record, "disputes", ()))

    @property
    def steps(self) -> list[int]:
        """The disputed steps, in order (each once)."""
        return sorted({d.step for d in self.disputes()})

    def at(self, step: int) -> list[Dispute]:
        return [d for d in self.disputes() if d.step == step]

    # ---- showing
    def show(self, index: int) -> None:
        """The bar shows step ``index``: the note of its disputes (hidden when none), the
        slider's flags and its tooltip."""
        self._step = index
        here = self.at(index)
        if here:  # short in the bar (it is full already); the whole note as its tooltip and when clicked
            text = QCoreApplication.translate("Dispute", "⚑ Dispute")
            if len(here) > 1:
                text += f" ×{len(here)}"
            self.note.setText(text)
            self.note.setToolTip(note_text(here))
        self.note.setVisible(bool(here))
        steps = self.steps
        if steps:
            listed = ", ".join(str(s) for s in steps)
            flags = QCoreApplication.translate("Dispute", "⚑ disputed at move {moves}").format(moves=listed)
            base = QCoreApplication.translate("ReplayBar", "Drag to any move of the game")
            self.bar.slider.setToolTip(f"{base}\n{flags}")
        self.bar.slider.update()

    def open_note(self) -> QMessageBox | None:
        """The claim, what the app said and the decision of the step shown."""
        here = self.at(self._step)
        if not here:
            return None
        box = QMessageBox(
            QMessageBox.Icon.Information,
            QCoreApplication.translate("Dispute", "Dispute"),
            note_text(here),
            QMessageBox.StandardButton.Ok,
            self.bar,
        )
        box.setObjectName("ReplayDisputeShown")
        self.last_box = box
        window = self.bar.window()
        show = getattr(window, "_show_dialog", None)
        if callable(show):
            show(box)
        else:
            box.open()
        return box

    # ---- the flags on the slider
    def flag_x(self, step: int) -> float:
        """Where on the slider ``step``'s flag stands (the centre of the handle there)."""
        slider: QSlider = self.bar.slider
        opt = QStyleOptionSlider()
        slider.initStyleOption(opt)
        style = slider.style()
        cc = QStyle.ComplexControl.CC_Slider
        groove = style.subControlRect(cc, opt, QStyle.SubControl.SC_SliderGroove, slider)
        handle = style.subControlRect(cc, opt, QStyle.SubControl.SC_SliderHandle, slider)
        span = max(1, groove.width() - handle.width())
        pos = QStyle.sliderPositionFromValue(slider.minimum(), slider.maximum(), step, span, opt.upsideDown)
        return groove.x() + handle.width() / 2 + pos

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        slider: QSlider = self.bar.slider
        if watched is slider and isinstance(event, QPaintEvent) and self.steps:
            slider.paintEvent(event)  # the slider first, then its flags over it
            painter = QPainter(slider)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(FLAG_COLOR)
            top = 1.0
            for step in self.steps:
                x = self.flag_x(step)
                painter.drawPolygon(QPolygonF([QPointF(x - 4, top), QPointF(x + 4, top), QPointF(x, top + 6)]))
                painter.drawRect(int(x) - 1, int(slider.height()) - 5, 2, 4)
            painter.end()
            return True
        return False


def install_replay_disputes(bar: Any) -> ReplayDisputes:
    """The replay bar's disputes (its ``disputes`` attribute)."""
    found = ReplayDisputes(bar)
    bar.disputes = found
    return found
