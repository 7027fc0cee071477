"""The new-game dialog: the game, the players, each seat, every rule option, match length.

The choices themselves live in :class:`GameChoicesDialog`, which the LAN host dialog
(``ui/lan/host_dialog.py``) shares: it offers other kinds of seat (a person at this PC, a
seat open for a remote person, a bot) through the same code.

The last choices it is given (``last``, from the settings) are cleaned again here
(:func:`~desktop_app.store.settings.clean_last_new_game`) and every value is put in its
widget's range, so nothing it is given can stop it from opening.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine import GAME_IDS, game_class
from ...engine.core import EngineError
from ...store.settings import MATCH_LENGTH_RANGE, clean_last_new_game
from .. import texts

__all__ = ["BOT_KINDS", "OPTION_CHOICES", "GameChoicesDialog", "NewGameConfig", "NewGameDialog", "SeatChoice"]

#: The range of the spin boxes of integer and decimal rule options.
INT_OPTION_RANGE = (-1_000_000, 1_000_000)
FLOAT_OPTION_RANGE = (-1e9, 1e9)

#: str options offered as a list of choices: option name -> values
OPTION_CHOICES: dict[str, tuple[str, ...]] = {"scoring": ("cards", "rank"), "variant": ("laizi", "classic")}
#: the seat kinds that are a bot of that level
BOT_KINDS: tuple[str, ...] = ("easy", "normal", "expert")


@dataclass
class SeatChoice:
    kind: str = "human"  # "human" or "bot"
    name: str = ""
    level: str | None = None

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.kind, "name": self.name}
        if self.kind == "bot":
            d["level"] = self.level or "normal"
        return d


@dataclass
class NewGameConfig:
    game_id: str
    num_players: int
    seats: list[SeatChoice]
    options: dict[str, Any] = field(default_factory=dict)
    match_length: int = 1
    watch: int | None = None  # all-bot demo: the seat whose hand is shown (None: spectator)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game_id,
            "players": self.num_players,
            "seats": [s.to_json() for s in self.seats],
            "options": dict(self.options),
            "match_length": self.match_length,
        }


def _available_games() -> list[str]:
    out = []
    for gid in GAME_IDS:
        try:
            game_class(gid)
        except Exception:
            continue
        out.append(gid)
    return out


class GameChoicesDialog(QDialog):
    """The game, the players, each seat (a name and a kind), the rule options and the
    match length, with OK and Cancel. Subclasses say which seat kinds they offer
    (:attr:`SEAT_KINDS`, its bots named in :data:`BOT_KINDS`) and what the kinds are
    called, and may add rows before the game (:meth:`_build_head`) and after the seats
    (:meth:`_build_after_seats`). Open with ``open()``."""

    SEAT_KINDS: tuple[str, ...] = ("human", "easy", "normal", "expert")

    def __init__(
        self,
        parent: QWidget | None = None,
        last: Mapping[str, Any] | None = None,
        player_name: str = "",
        known_names: Sequence[str] = (),
    ) -> None:
        """``known_names``: the players' profile names, offered as each name is typed."""
        super().__init__(parent)
        self.setMinimumWidth(560)
        self._player_name = player_name
        self.name_completer = QCompleter(list(known_names), self)
        self.name_completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self._last = self._clean_last(last)
        self._option_widgets: dict[str, QWidget] = {}
        self._seat_rows: list[tuple[QLabel, QLineEdit, QComboBox]] = []
        self.games = _available_games()

        lay = QVBoxLayout(self)
        self._build_head(lay)
        top = QFormLayout()
        self.game_combo = QComboBox()
        for gid in self.games:
            self.game_combo.addItem("", gid)
        self.description = QLabel()
        self.description.setWordWrap(True)
        self.description.setStyleSheet("color: #555;")
        self.players_spin = QSpinBox()
        self.match_spin = QSpinBox()
        self.match_spin.setRange(*MATCH_LENGTH_RANGE)
        self.game_label = QLabel()
        self.players_label = QLabel()
        self.match_label = QLabel()
        top.addRow(self.game_label, self.game_combo)
        top.addRow("", self.description)
        top.addRow(self.players_label, self.players_spin)
        top.addRow(self.match_label, self.match_spin)
        lay.addLayout(top)
        self.seats_box = QGroupBox()
        self.seats_grid = QGridLayout(self.seats_box)
        lay.addWidget(self.seats_box)
        self._build_after_seats(lay)
        self.options_box = QGroupBox()
        self.options_form = QFormLayout(self.options_box)
        lay.addWidget(self.options_box)
        self.error_label = QLabel()
        self.error_label.setStyleSheet("color: #c62828;")
        self.error_label.setWordWrap(True)
        lay.addWidget(self.error_label)
        lay.addStretch(1)  # room the dialog has beyond its rows goes below them, never into them
        # buttons of our own: a standard button's text is reset by Qt on a language switch
        self.buttons = QDialogButtonBox()
        self.ok_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.ok_button.setDefault(True)
        self.buttons.accepted.connect(self._try_accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)

        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self.players_spin.valueChanged.connect(self._players_changed)
        start = self._last.get("game")
        if start in self.games:
            self.game_combo.setCurrentIndex(self.games.index(start))
        self.match_spin.setValue(self._last.get("match_length", 1))
        self._game_changed()
        self.retranslate()

    # ---- what subclasses change
    @staticmethod
    def _clean_last(last: Any) -> dict[str, Any]:
        """The last choices, checked (never raises)."""
        return clean_last_new_game(last)

    def _build_head(self, lay: QVBoxLayout) -> None:
        """Rows above the game's."""

    def _build_after_seats(self, lay: QVBoxLayout) -> None:
        """Rows between the seats and the rule options."""

    def _seats_changed(self) -> None:
        """A seat's kind changed, or the seats were built again."""

    def _default_seat_kind(self, seat: int) -> str:
        return "human" if seat == 0 else "normal"

    def _last_seat_kind(self, seat: Mapping[str, Any]) -> str:
        """The seat kind of a seat of the last choices (a ``SeatConfig`` as JSON)."""
        kind = seat.get("level") if seat.get("kind") == "bot" else "human"
        return kind if isinstance(kind, str) else "human"

    def _seat_kind_text(self, kind: str) -> str:
        if kind in BOT_KINDS:
            return self.tr("Bot ({level})").format(level=texts.level_name(kind))
        return self.tr("Human")

    # ---- building
    @property
    def game_id(self) -> str:
        return str(self.game_combo.currentData() or "")

    def _game_changed(self) -> None:
        gid = self.game_id
        if not gid:
            return
        cls = game_class(gid)
        self.players_spin.blockSignals(True)
        self.players_spin.setRange(cls.min_players, min(cls.max_players, 8))
        want = self._last.get("players") if self._last.get("game") == gid else None
        in_range = isinstance(want, int) and self.players_spin.minimum() <= want <= self.players_spin.maximum()
        self.players_spin.setValue(want if in_range else max(cls.min_players, min(4, cls.max_players)))
        self.players_spin.setEnabled(cls.min_players != min(cls.max_players, 8))
        self.players_spin.blockSignals(False)
        self._build_seats()
        self._build_options()
        self.retranslate()
        self._fit_height()

    def _players_changed(self) -> None:
        self._build_seats()
        self._fit_height()

    def _fit_height(self) -> None:
        """Fit the dialog's height to its rows after seats or options were built again, so
        every row keeps its own height (a box never squashed, no empty space left). Once
        the new rows are shown: Qt shows a widget added to a shown dialog a moment later,
        and a hidden row counts for nothing in the size hint."""
        QTimer.singleShot(0, self, self._fit_height_now)

    def _fit_height_now(self) -> None:
        lay = self.layout()
        if lay is None:
            return
        for sub in (self.seats_grid, self.options_form, lay):
            sub.invalidate()  # the rows just built: the cached hints are the old rows'
        lay.activate()
        height = self.sizeHint().height()
        self.setMinimumHeight(height)
        self.resize(self.width(), height)

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self._fit_height()

    def _kind_index(self, kind: str) -> int:
        return self.SEAT_KINDS.index(kind) if kind in self.SEAT_KINDS else 0

    def _build_seats(self) -> None:
        old = [(e.text(), c.currentIndex()) for _, e, c in self._seat_rows]
        for lab, edit, combo in self._seat_rows:
            for w in (lab, edit, combo):
                self.seats_grid.removeWidget(w)
                w.hide()  # gone from the dialog now, not when the event loop deletes it
                w.deleteLater()
        self._seat_rows = []
        last_seats = self._last.get("seats") if self._last.get("game") == self.game_id else None
        n = self.players_spin.value()
        for i in range(n):
            lab = QLabel()
            edit = QLineEdit()
            edit.setMaxLength(32)
            edit.setCompleter(self.name_completer)
            combo = QComboBox()
            for kind in self.SEAT_KINDS:
                combo.addItem("", kind)
            if i < len(old):
                edit.setText(self._seat_name_text(i, old[i][0]))
                combo.setCurrentIndex(old[i][1])
            elif isinstance(last_seats, list) and i < len(last_seats) and isinstance(last_seats[i], Mapping):
                s = last_seats[i]
                edit.setText(self._seat_name_text(i, str(s.get("name", ""))[:32]))
                combo.setCurrentIndex(self._kind_index(self._last_seat_kind(s)))
            else:
                edit.setText(self._player_name if i == 0 and self._player_name else self._seat_name_text(i, ""))
                combo.setCurrentIndex(self._kind_index(self._default_seat_kind(i)))
            self.seats_grid.addWidget(lab, i, 0)
            self.seats_grid.addWidget(edit, i, 1)
            self.seats_grid.addWidget(combo, i, 2)
            self._seat_rows.append((lab, edit, combo))
            combo.currentIndexChanged.connect(self._seats_changed)
        self._mark_available_bots()
        self._retranslate_seats()
        self._seats_changed()

    def _seat_name_text(self, seat: int, name: str) -> str:
        """``name`` as typed, or the seat's default name in this game and the current
        language when it is empty or a default name (of another game or language)."""
        return texts.seat_display_name(name, seat, self.game_id, self.players_spin.value())

    def _mark_available_bots(self) -> None:
        """Levels without a bot for this game yet are greyed out (and never chosen)."""
        from ...ai.base import has_bot

        gid = self.game_id
        for _lab, _edit, combo in self._seat_rows:
            model = combo.model()
            for j, kind in enumerate(self.SEAT_KINDS):
                if kind not in BOT_KINDS:
                    continue
                try:
                    ok = has_bot(gid, kind)
                except Exception:
                    ok = False
                item = model.item(j)  # type: ignore[attr-defined]
                if item is not None:
                    item.setEnabled(ok)
            if combo.currentData() in BOT_KINDS and not model.item(combo.currentIndex()).isEnabled():  # type: ignore[attr-defined]
                combo.setCurrentIndex(0)

    def all_bots(self) -> bool:
        return bool(self._seat_rows) and all(c.currentData() in BOT_KINDS for _l, _e, c in self._seat_rows)

    def _build_options(self) -> None:
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self._option_widgets = {}
        gid = self.game_id
        cls = game_class(gid).options_class
        defaults = cls()
        last = self._last.get("options") if self._last.get("game") == gid else None
        last = last if isinstance(last, dict) else {}
        for f in dataclasses.fields(cls):
            value = last.get(f.name, getattr(defaults, f.name))
            default = getattr(defaults, f.name)
            w: QWidget
            if isinstance(default, bool):
                w = QCheckBox()
                w.setChecked(bool(value))
            elif isinstance(default, int):
                w = QSpinBox()
                w.setRange(*INT_OPTION_RANGE)
                ok = isinstance(value, int) and INT_OPTION_RANGE[0] <= value <= INT_OPTION_RANGE[1]
                w.setValue(value if ok else default)
            elif isinstance(default, float):
                w = QDoubleSpinBox()
                w.setRange(*FLOAT_OPTION_RANGE)
                ok = (
                    isinstance(value, int | float)
                    and math.isfinite(value)
                    and FLOAT_OPTION_RANGE[0] <= value <= FLOAT_OPTION_RANGE[1]
                )
                w.setValue(float(value) if ok else default)
            elif isinstance(default, str) and f.name in OPTION_CHOICES:
                w = QComboBox()
                for choice in OPTION_CHOICES[f.name]:
                    w.addItem("", choice)
                idx = OPTION_CHOICES[f.name].index(value) if value in OPTION_CHOICES[f.name] else 0
                w.setCurrentIndex(idx)
            else:
                w = QLineEdit("" if value is None else str(value))
            w.setProperty("option_name", f.name)
            self._option_widgets[f.name] = w
            self.options_form.addRow(QLabel(), w)
        self.options_box.setVisible(bool(self._option_widgets))

    # ---- reading
    def options(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        cls = game_class(self.game_id).options_class
        defaults = cls()
        for name, w in self._option_widgets.items():
            default = getattr(defaults, name)
            if isinstance(w, QCheckBox):
                out[name] = w.isChecked()
            elif isinstance(w, (QSpinBox, QDoubleSpinBox)):
                out[name] = w.value()
            elif isinstance(w, QComboBox):
                out[name] = w.currentData()
            elif isinstance(w, QLineEdit):
                text = w.text().strip()
                if default is None and not text:
                    continue
                out[name] = text
        return out

    def seat_kinds(self) -> list[str]:
        """Each seat's kind, one of :attr:`SEAT_KINDS`."""
        return [str(c.currentData()) for _l, _e, c in self._seat_rows]

    def seat_names(self) -> list[str]:
        """Each seat's name as typed (stripped; a default name for an empty one)."""
        return [self._seat_name_text(i, e.text().strip()) for i, (_l, e, _c) in enumerate(self._seat_rows)]

    def set_seat(self, seat: int, kind: str, name: str | None = None) -> None:
        """Set one seat (tests and presets): ``kind`` one of :attr:`SEAT_KINDS`."""
        _, edit, combo = self._seat_rows[seat]
        combo.setCurrentIndex(self.SEAT_KINDS.index(kind))
        if name is not None:
            edit.setText(name)

    def select_game(self, game_id: str) -> None:
        self.game_combo.setCurrentIndex(self.games.index(game_id))

    def _problem(self) -> str:
        """Why the choices cannot be accepted as they are ("" when they can)."""
        try:
            game_class(self.game_id).options_class.from_dict(self.options())
        except EngineError as e:
            return texts.reason_text(e.reason, e.params, self.game_id) + " " + str(e)
        return ""

    def _try_accept(self) -> None:
        problem = self._problem()
        if problem:
            self.error_label.setText(problem)
            return
        self.error_label.clear()
        self.accept()

    # ---- language
    def _retranslate_seats(self) -> None:
        for i, (lab, edit, combo) in enumerate(self._seat_rows):
            lab.setText(self.tr("Seat {n}").format(n=i + 1))
            if edit.text() and texts.is_default_seat_name(edit.text(), i):
                edit.setText(self._seat_name_text(i, edit.text()))
            for j, kind in enumerate(self.SEAT_KINDS):
                combo.setItemText(j, self._seat_kind_text(kind))

    def retranslate(self) -> None:
        for i, gid in enumerate(self.games):
            self.game_combo.setItemText(i, texts.game_title(gid))
        self.description.setText(texts.game_description(self.game_id))
        self.game_label.setText(self.tr("Game"))
        self.players_label.setText(self.tr("Players"))
        self.match_label.setText(self.tr("Games in the match"))
        self.seats_box.setTitle(self.tr("Seats (in play order)"))
        self.options_box.setTitle(self.tr("Rule options"))
        self._retranslate_seats()
        for row, (name, w) in enumerate(self._option_widgets.items()):
            label = self.options_form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            if label is not None and label.widget() is not None:
                label.widget().setText(texts.option_label(self.game_id, name))  # type: ignore[attr-defined]
            if isinstance(w, QComboBox):
                for j in range(w.count()):
                    w.setItemText(j, texts.option_choice_label(name, str(w.itemData(j))))
        self.ok_button.setText(self.tr("Start"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.ok_button.setEnabled(bool(self.games))
        if not self.games:
            self.description.setText(self.tr("No game is available yet."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class NewGameDialog(GameChoicesDialog):
    """A game at this PC: each seat a human here or a bot; for an all-bot demo, whose
    hand to watch. Read :meth:`config` after ``accepted``."""

    def _build_after_seats(self, lay: QVBoxLayout) -> None:
        watch_row = QFormLayout()
        self.watch_label = QLabel()
        self.watch_combo = QComboBox()  # all-bot demo: whose hand to watch
        watch_row.addRow(self.watch_label, self.watch_combo)
        lay.addLayout(watch_row)

    def _seats_changed(self) -> None:
        self._update_watch()

    def _update_watch(self) -> None:
        """The 'watch from' choice: only for an all-bot demo game."""
        keep = self.watch_combo.currentData()
        self.watch_combo.blockSignals(True)
        self.watch_combo.clear()
        self.watch_combo.addItem(self.tr("Spectator (no hand shown)"), -1)
        for i, (_lab, edit, _c) in enumerate(self._seat_rows):
            self.watch_combo.addItem(self.tr("Seat {n}: {name}").format(n=i + 1, name=edit.text()), i)
        idx = self.watch_combo.findData(keep)
        self.watch_combo.setCurrentIndex(max(0, idx))
        self.watch_combo.blockSignals(False)
        on = self.all_bots()
        self.watch_combo.setVisible(on)
        self.watch_label.setVisible(on)

    def watch(self) -> int | None:
        value = self.watch_combo.currentData()
        return value if self.all_bots() and isinstance(value, int) and value >= 0 else None

    def seats(self) -> list[SeatChoice]:
        out = []
        for kind, name in zip(self.seat_kinds(), self.seat_names(), strict=True):
            out.append(SeatChoice("human", name) if kind == "human" else SeatChoice("bot", name, kind))
        return out

    def config(self) -> NewGameConfig:
        return NewGameConfig(
            self.game_id, self.players_spin.value(), self.seats(), self.options(), self.match_spin.value(), self.watch()
        )

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        super().retranslate()
        self.watch_label.setText(self.tr("Watch from"))
        self._update_watch()


_ = Qt  # keep the import for type checkers of older PySide versions
