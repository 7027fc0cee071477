"""The start screen: a new game, continue the interrupted one, or reopen the LAN room
this PC hosted and did not finish.

When the interrupted game cannot be continued, a line under Continue says why.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from ...engine import GAME_IDS
from .. import texts

__all__ = ["StartPage"]

#: the width of the line under Continue (it wraps)
NOTE_WIDTH = 560

_REOPEN_TIP = QT_TRANSLATE_NOOP(
    "StartPage", "The LAN match you hosted is not finished: open its room again, and everyone gets their seat back"
)


class StartPage(QWidget):
    new_game_requested = Signal()
    continue_requested = Signal()
    reopen_requested = Signal()
    rules_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StartPage")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(
            "#StartPage { background: qradialgradient(cx:0.5, cy:0.4, radius:0.9, fx:0.5, fy:0.4,"
            " stop:0 #2d8a5b, stop:0.7 #1f6b45, stop:1 #0f3b26); }"
            " QLabel { color: #fff8e1; } #StartTitle { font-size: 44px; font-weight: bold; }"
            " #StartGames { font-size: 17px; color: #c8e6c9; }"
            " #ContinueNote { font-size: 13px; color: #ffe0b2; }"
            " QPushButton { font-size: 18px; padding: 10px 30px; min-width: 240px; }"
        )
        lay = QVBoxLayout(self)
        lay.addStretch(2)
        self.title = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.title.setObjectName("StartTitle")
        self.games = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.games.setObjectName("StartGames")
        self.games.setWordWrap(True)
        self.new_button = QPushButton()
        self.continue_button = QPushButton()
        self.reopen_button = QPushButton()  # the LAN room this PC hosted (set_lan_offer)
        self.reopen_button.setObjectName("ReopenRoom")
        self.rules_button = QPushButton()
        self.continue_note = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.continue_note.setObjectName("ContinueNote")
        self.continue_note.setWordWrap(True)
        self.continue_note.setFixedWidth(NOTE_WIDTH)
        self._detail: str | Callable[[], str] = ""
        self.lan_offer = ""  # the LAN button's: "reopen", "rejoin" or "" (set_lan_offer)
        self.new_button.clicked.connect(self.new_game_requested)
        self.continue_button.clicked.connect(self.continue_requested)
        self.reopen_button.clicked.connect(self.reopen_requested)
        self.rules_button.clicked.connect(self.rules_requested)
        lay.addWidget(self.title)
        lay.addSpacing(8)
        lay.addWidget(self.games)
        lay.addSpacing(36)
        for b in (self.new_button, self.continue_button, self.continue_note, self.reopen_button, self.rules_button):
            lay.addWidget(b, 0, Qt.AlignmentFlag.AlignHCenter)
            lay.addSpacing(6)
        lay.addStretch(3)
        self.set_can_continue(False)
        self.set_lan_offer("")
        self.retranslate()

    def set_can_continue(self, can: bool, detail: str | Callable[[], str] = "") -> None:
        """Enable Continue or not; ``detail`` (a text, or a function giving it in the
        current language) is shown under the button and as its tooltip."""
        self.continue_button.setEnabled(can)
        self._detail = detail
        self._show_detail()

    def set_lan_offer(self, kind: str) -> None:
        """The LAN button beside Continue: ``"reopen"`` (a LAN match this PC hosted is
        not finished), ``"rejoin"`` (seats this PC held in a LAN game), or ``""`` (none)."""
        self.lan_offer = kind
        self.reopen_button.setVisible(bool(kind))
        self._word_lan_offer()

    def _word_lan_offer(self) -> None:
        if self.lan_offer == "rejoin":
            self.reopen_button.setText(self.tr("Rejoin the LAN game"))
            self.reopen_button.setToolTip(self.tr("Come back to your seats in the LAN game this PC was playing"))
        else:
            self.reopen_button.setText(self.tr("Reopen my LAN room"))
            self.reopen_button.setToolTip(self.tr(_REOPEN_TIP))

    def _show_detail(self) -> None:
        text = self._detail() if callable(self._detail) else self._detail
        self.continue_button.setToolTip(text)
        self.continue_note.setText(text)
        # a centred item gets its size hint, not its height for the width: ask for the lines
        self.continue_note.setFixedHeight(max(1, self.continue_note.heightForWidth(NOTE_WIDTH)))
        self.continue_note.setVisible(bool(text))

    def retranslate(self) -> None:
        name = self.tr("Paiju")
        self.title.setText(name if texts.has_chinese(name) else f"{name}  牌局")
        self.games.setText(" · ".join(texts.game_title(g) for g in GAME_IDS))
        self.new_button.setText(self.tr("New game…"))
        self.continue_button.setText(self.tr("Continue"))
        self._word_lan_offer()
        self.rules_button.setText(self.tr("Rules"))
        self._show_detail()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
