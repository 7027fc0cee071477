"""Disputes (仲裁) and the void game (本局比赛无效) at the table, in the replay viewer and in
the history (issue 26; the record side is :mod:`desktop_app.engine.disputes`).

* :class:`DisputeDialog`: a short text and the move it concerns (the last one by default;
  any earlier one, or the deal, can be chosen), with what the app said of that move.
* :class:`DecisionDialog`: rejected (play goes on), or upheld: void the game, or take the
  move back when every seated person agrees; the reason is recorded.
* :class:`VoidDialog`: void the game when every seated person agrees.
* :class:`DisputeMenu`: Game ▸ Dispute…, Void this game…, Export dispute… for the main
  window; it works on a game played here (the people at the table decide at once), on a
  LAN room's session (see :mod:`desktop_app.net`) and on a replay (any step).
* :class:`TableDisputes`: the table's game log shows each dispute, decision and void game.
* :func:`install_history_disputes`: the History page's context menu (Disputes…, Decide…).

Every string goes through ``QCoreApplication.translate("Dispute", ...)``.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ..engine import game_class
from ..engine.core import EngineError, Event, GameRecord
from ..engine.disputes import MAX_DISPUTE_TEXT, MAX_EXPLANATION_TEXT, Dispute, VoidMark, clean_text
from ..engine.explain import Explanation, explain_step
from .eventtext import event_text
from .explain import explanation_text

__all__ = [
    "DecisionDialog",
    "DisputeDialog",
    "DisputeMenu",
    "TableDisputes",
    "VoidDialog",
    "decision_text",
    "dispute_event",
    "dispute_event_text",
    "disputes_text",
    "install_history_disputes",
    "move_lines",
    "void_reason_text",
]

log = logging.getLogger(__name__)

#: The log events the table adds for disputes (not the engine's).
DISPUTE_EVENT, DECISION_EVENT, VOID_EVENT = "lan_dispute", "lan_dispute_decision", "lan_void"


# --------------------------------------------------------------------------- words


def void_reason_text(reason: str) -> str:
    """Why a game is void, in words."""
    words = {
        "host_lost": QCoreApplication.translate(
            "Dispute", "the host's machine is gone and its game cannot be reopened"
        ),
        "all_left": QCoreApplication.translate("Dispute", "every person left the game"),
        "dispute": QCoreApplication.translate("Dispute", "an upheld dispute"),
        "agreed": QCoreApplication.translate("Dispute", "all seated people agreed"),
    }
    return words.get(reason, reason)


def void_marked(text: str, void: bool = True) -> str:
    """``text`` marked void (a match's game that counts in no total)."""
    if not void:
        return text
    return QCoreApplication.translate("Dispute", "{text} (void)").format(text=text)


def decision_text(dispute: Dispute) -> str:
    """A dispute's decision in words (undecided: says so)."""
    d = dispute.decision
    if d is None:
        return QCoreApplication.translate("Dispute", "Not decided yet.")
    if d.verdict == "rejected":
        head = QCoreApplication.translate("Dispute", "Rejected: play goes on.")
    elif d.remedy == "void":
        head = QCoreApplication.translate("Dispute", "Upheld: the game is void.")
    elif d.remedy == "take_back":
        head = QCoreApplication.translate("Dispute", "Upheld: the move is taken back.")
    else:
        head = QCoreApplication.translate("Dispute", "Upheld.")
    parts = [head]
    if d.reason:
        parts.append(QCoreApplication.translate("Dispute", "Reason: {reason}").format(reason=d.reason))
    if d.by:
        parts.append(QCoreApplication.translate("Dispute", "Decided by {name}.").format(name=d.by))
    return " ".join(parts)


def _step_text(step: int) -> str:
    return (
        QCoreApplication.translate("Dispute", "the deal")
        if step <= 0
        else QCoreApplication.translate("Dispute", "move {n}").format(n=step)
    )


def dispute_claim_text(dispute: Dispute) -> str:
    """Who disputes which step, and the claim."""
    who = dispute.name or QCoreApplication.translate("Dispute", "Someone")
    return QCoreApplication.translate("Dispute", "{name} disputes {step}: {text}").format(
        name=who, step=_step_text(dispute.step), text=dispute.text
    )


def dispute_event(dispute: Dispute, kind: str = DISPUTE_EVENT) -> Event:
    """The table's log line for a dispute raised (``kind`` ``DISPUTE_EVENT``) or decided
    (``DECISION_EVENT``): a public event that is not the engine's."""
    return Event(kind, dispute.seat, {"dispute": dispute.to_json()})


def void_event(mark: VoidMark) -> Event:
    return Event(VOID_EVENT, None, {"reason": mark.reason, "detail": mark.detail})


def dispute_event_text(event: Event, name_of: Callable[[int], str]) -> str | None:
    """The log line of a dispute, decision or void event (None: not one of those)."""
    data: Mapping[str, Any] = event.data if isinstance(event.data, Mapping) else {}
    if event.kind == VOID_EVENT:
        return QCoreApplication.translate("Dispute", "This game is void ({why}): it counts in no score.").format(
            why=void_reason_text(str(data.get("reason", "")))
        )
    if event.kind not in (DISPUTE_EVENT, DECISION_EVENT):
        return None
    try:
        d = Dispute.from_json(data.get("dispute"))
    except ValueError:
        return None
    who = d.name or (name_of(d.seat) if d.seat is not None else QCoreApplication.translate("Dispute", "Someone"))
    if event.kind == DISPUTE_EVENT:
        return QCoreApplication.translate("Dispute", "{name} disputes {step}: {text}").format(
            name=who, step=_step_text(d.step), text=d.text
        )
    return QCoreApplication.translate("Dispute", "Dispute on {step}: {decision}").format(
        step=_step_text(d.step), decision=decision_text(d)
    )


def disputes_text(record: GameRecord) -> str:
    """Every dispute of a record and its decision, and its void mark (the history's details)."""
    lines: list[str] = []
    if record.void is not None:
        lines.append(
            QCoreApplication.translate("Dispute", "Void: {why}.").format(why=void_reason_text(record.void.reason))
        )
    for d in record.disputes:
        who = d.name or QCoreApplication.translate("Dispute", "Someone")
        lines.append(
            QCoreApplication.translate("Dispute", "{name} disputes {step}: {text}").format(
                name=who, step=_step_text(d.step), text=d.text
            )
        )
        if d.explanation and d.explanation.get("text"):
            lines.append(
                "    "
                + QCoreApplication.translate("Dispute", "The app said: {text}").format(text=d.explanation["text"])
            )
        lines.append("    " + decision_text(d))
    return "\n".join(lines) if lines else QCoreApplication.translate("Dispute", "No disputes.")


def move_lines(record: GameRecord, name_of: Callable[[int], str], viewer: int | None = None) -> list[str]:
    """One line per step of ``record``: step 0 the deal, step k the k-th move as the log
    showed it to ``viewer`` (what the app said of that move)."""
    lines = [QCoreApplication.translate("Dispute", "The deal")]
    try:
        game = game_class(record.game_id)(
            record.num_players, dict(record.options), record.seed, dict(record.carry), record.deal
        )
    except (LookupError, EngineError):
        return lines + [
            QCoreApplication.translate("Dispute", "Move {n}").format(n=i + 1) for i in range(len(record.actions))
        ]
    for i, action in enumerate(record.actions, 1):
        try:
            events = game.apply(action)
        except EngineError:
            lines += [
                QCoreApplication.translate("Dispute", "Move {n}").format(n=k) for k in range(i, len(record.actions) + 1)
            ]
            break
        said = [event_text(record.game_id, e, name_of, viewer) for e in events if e.visible(viewer)]
        text = " ".join(s for s in said if s) or QCoreApplication.translate("Dispute", "{name} moves.").format(
            name=name_of(action.seat)
        )
        lines.append(QCoreApplication.translate("Dispute", "Move {n}: {text}").format(n=i, text=text))
    return lines


def _explained(e: Explanation, prefix: str = "") -> dict[str, str]:
    """An explanation as a dispute keeps it: the text in the current language (after
    ``prefix``, what the app said first), the rules section and the rule's source."""
    text = explanation_text(e)
    text = f"{prefix} {text}".strip() if prefix else text
    return {"text": text[:MAX_EXPLANATION_TEXT], "rule": e.rule, "source": e.source}


# --------------------------------------------------------------------------- dialogs


class DisputeDialog(QDialog):
    """Raise a dispute: ``lines`` (from :func:`move_lines`), the step chosen at first
    (``default_step``), and a refusal the app just gave (shown as what it said)."""

    def __init__(
        self,
        lines: Sequence[str],
        default_step: int,
        refusal: str = "",
        parent: QWidget | None = None,
        *,
        record: GameRecord | None = None,
        refusal_explanation: Explanation | None = None,
        explainer: Callable[[int], Explanation | None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("DisputeDialog")
        self._explainer = explainer  # a LAN client: the Why? of a step from its own log
        self.setWindowTitle(QCoreApplication.translate("Dispute", "Dispute a move"))
        self._lines = list(lines)
        self._refusal = refusal
        self._record = record
        self._refusal_explanation = refusal_explanation
        lay = QVBoxLayout(self)
        intro = QLabel(
            QCoreApplication.translate(
                "Dispute",
                "Ask for arbitration (仲裁) when a rule seems unclear or wrongly applied. "
                "The dispute is kept with the game's record.",
            )
        )
        intro.setWordWrap(True)
        lay.addWidget(intro)
        form = QFormLayout()
        self.move_combo = QComboBox()
        self.move_combo.addItems(self._lines)
        self.move_combo.setCurrentIndex(max(0, min(default_step, len(self._lines) - 1)))
        form.addRow(QCoreApplication.translate("Dispute", "The move:"), self.move_combo)
        self.said = QLabel()
        self.said.setWordWrap(True)
        self.said.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        form.addRow(QCoreApplication.translate("Dispute", "The app said:"), self.said)
        self.text_edit = QPlainTextEdit()
        self.text_edit.setPlaceholderText(QCoreApplication.translate("Dispute", "What is wrong, in a few words"))
        self.text_edit.setMaximumHeight(90)
        form.addRow(QCoreApplication.translate("Dispute", "Your claim:"), self.text_edit)
        self.count = QLabel()
        form.addRow("", self.count)
        lay.addLayout(form)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            QCoreApplication.translate("Dispute", "Raise the dispute")
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self.move_combo.currentIndexChanged.connect(self._sync)
        self.text_edit.textChanged.connect(self._sync)
        self.resize(520, 320)
        self._sync()

    @property
    def step(self) -> int:
        return max(0, self.move_combo.currentIndex())

    @property
    def text(self) -> str:
        return clean_text(self.text_edit.toPlainText())

    def explanation(self) -> dict[str, str]:
        """What the app says of the chosen move: for the refusal just given, that refusal
        and its Why?; for a move of the record, its Why? (:func:`explain_step`, which names
        the rules section and the rule's source); the move's log line when there is no
        record (a LAN client)."""
        last = len(self._lines) - 1
        if self._refusal and self.step == last:
            said = {"text": self._refusal}
            if self._refusal_explanation is not None:
                said = _explained(self._refusal_explanation, prefix=self._refusal)
            return said
        if self._record is not None:
            try:
                return _explained(explain_step(self._record, self.step - 1))
            except (EngineError, LookupError, ValueError):
                pass  # a record the engine refuses: its log line is all the app has
        if self._explainer is not None and self.step >= 1:
            try:
                why = self._explainer(self.step)
            except (EngineError, LookupError, ValueError):
                why = None
            if why is not None:
                return _explained(why)
        return {"text": self._lines[self.step] if self._lines else ""}

    def _sync(self, *_args: Any) -> None:
        raw = self.text_edit.toPlainText()
        if len(raw) > MAX_DISPUTE_TEXT:
            self.text_edit.setPlainText(raw[:MAX_DISPUTE_TEXT])
            return
        self.count.setText(
            QCoreApplication.translate("Dispute", "{n} of {max} characters").format(n=len(raw), max=MAX_DISPUTE_TEXT)
        )
        self.said.setText(self.explanation()["text"])
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(self.text))


class DecisionDialog(QDialog):
    """Decide a dispute. ``can_take_back``: the move can be taken back (a running game,
    not the deal); ``by``: who decides (filled in). A take-back needs the box "every
    seated person agrees" ticked."""

    def __init__(
        self,
        dispute: Dispute,
        move_line: str,
        *,
        can_take_back: bool = True,
        can_void: bool = True,
        by: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("DecisionDialog")
        self.setWindowTitle(QCoreApplication.translate("Dispute", "Decide the dispute"))
        self.dispute = dispute
        lay = QVBoxLayout(self)
        who = dispute.name or QCoreApplication.translate("Dispute", "Someone")
        claim = QLabel(
            QCoreApplication.translate("Dispute", "{name} disputes {step}: {text}").format(
                name=who, step=_step_text(dispute.step), text=dispute.text
            )
        )
        claim.setWordWrap(True)
        lay.addWidget(claim)
        said = QLabel(move_line)
        said.setWordWrap(True)
        lay.addWidget(said)
        self.rejected_radio = QRadioButton(
            QCoreApplication.translate("Dispute", "Rejected: the rule was applied right; play goes on")
        )
        self.void_radio = QRadioButton(
            QCoreApplication.translate("Dispute", "Upheld: the game is void (it counts in no score)")
        )
        self.take_back_radio = QRadioButton(
            QCoreApplication.translate("Dispute", "Upheld: take the move back and play on from before it")
        )
        self.upheld_radio = QRadioButton(QCoreApplication.translate("Dispute", "Upheld, nothing to undo"))
        self.group = QButtonGroup(self)
        for r in (self.rejected_radio, self.void_radio, self.take_back_radio, self.upheld_radio):
            self.group.addButton(r)
            lay.addWidget(r)
        self.void_radio.setEnabled(can_void)
        self.take_back_radio.setEnabled(can_take_back and dispute.step >= 1)
        self.rejected_radio.setChecked(True)
        self.agree = QCheckBox(
            QCoreApplication.translate("Dispute", "Every seated person agrees to take the move back")
        )
        lay.addWidget(self.agree)
        form = QFormLayout()
        self.reason_edit = QLineEdit()
        self.reason_edit.setMaxLength(MAX_DISPUTE_TEXT)
        self.reason_edit.setPlaceholderText(QCoreApplication.translate("Dispute", "Why (kept with the decision)"))
        form.addRow(QCoreApplication.translate("Dispute", "Reason:"), self.reason_edit)
        self.by_edit = QLineEdit(by)
        self.by_edit.setMaxLength(64)
        form.addRow(QCoreApplication.translate("Dispute", "Decided by:"), self.by_edit)
        lay.addLayout(form)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            QCoreApplication.translate("Dispute", "Record the decision")
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self.group.buttonToggled.connect(self._sync)
        self.agree.toggled.connect(self._sync)
        self.resize(540, 360)
        self._sync()

    @property
    def verdict(self) -> str:
        return "rejected" if self.rejected_radio.isChecked() else "upheld"

    @property
    def remedy(self) -> str | None:
        if self.void_radio.isChecked():
            return "void"
        if self.take_back_radio.isChecked():
            return "take_back"
        return None

    @property
    def reason(self) -> str:
        return clean_text(self.reason_edit.text())

    @property
    def by(self) -> str:
        return clean_text(self.by_edit.text(), 64)

    def _sync(self, *_args: Any) -> None:
        take_back = self.take_back_radio.isChecked()
        self.agree.setVisible(take_back)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not take_back or self.agree.isChecked())


class VoidDialog(QDialog):
    """Void the game: only when every seated person agrees (the box), with a few words."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("VoidDialog")
        self.setWindowTitle(QCoreApplication.translate("Dispute", "Void this game"))
        lay = QVBoxLayout(self)
        text = QLabel(
            QCoreApplication.translate(
                "Dispute",
                "A void game (本局比赛无效) keeps its record and replays, but counts in no score, "
                "total, coin balance or statistic.",
            )
        )
        text.setWordWrap(True)
        lay.addWidget(text)
        self.detail_edit = QLineEdit()
        self.detail_edit.setMaxLength(200)
        self.detail_edit.setPlaceholderText(QCoreApplication.translate("Dispute", "Why (optional)"))
        lay.addWidget(self.detail_edit)
        self.agree = QCheckBox(QCoreApplication.translate("Dispute", "Every seated person agrees to void this game"))
        lay.addWidget(self.agree)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            QCoreApplication.translate("Dispute", "Void the game")
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self.agree.toggled.connect(lambda on: self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(on))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)

    @property
    def detail(self) -> str:
        return clean_text(self.detail_edit.text(), 200)


# --------------------------------------------------------------------------- the table's log


class TableDisputes(QObject):
    """Shows a session's disputes, decisions and void games in the table's game log, and
    keeps them there when the log is redrawn (:meth:`merged`: another viewer, a rejoin,
    a take-back): each line sits after the public events that came before it."""

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.table = table
        self.session: Any = None
        self._kept: list[tuple[int, int, Event]] = []  # (game number, public events before it, the line's event)
        self._refusal: tuple[int, Any] | None = None  # (log length then, the error)
        self.last_question: QMessageBox | None = None
        self.last_refusal: QMessageBox | None = None  # the host's refusal of a dispute or vote
        self.host: Any = None  # a hosted room (attach_host)

    def attach(self, session: Any) -> None:
        self.detach()
        self.session = session
        if hasattr(session, "dispute_changed"):
            session.dispute_changed.connect(self._on_dispute)
        if hasattr(session, "game_voided"):
            session.game_voided.connect(self._on_void)
        if hasattr(session, "vote_changed"):
            session.vote_changed.connect(self._on_vote)
        if hasattr(session, "dispute_refused"):
            session.dispute_refused.connect(self._on_dispute_refused)
        session.action_refused.connect(self._on_refused)
        session.game_started.connect(self._on_game_started)
        self._refusal = None
        self._kept = []
        QTimer.singleShot(0, self._find_host)  # a hosted room's disputes and votes reach its host here

    def _log_length(self) -> int:
        log = getattr(self.session, "event_log", None)
        return len(log()) if callable(log) else 0

    def _on_refused(self, _seat: int, error: Any) -> None:
        self._refusal = (self._log_length(), error)

    def fresh_refusal(self) -> Any:
        """The refusal the table showed last, if nothing happened since (None: none)."""
        if self._refusal is None or self.session is None or self._refusal[0] != self._log_length():
            return None
        return self._refusal[1]

    def _find_host(self) -> None:
        menu = getattr(self.table.window(), "dispute_menu", None)
        if menu is not None:
            menu._watch_host()

    def attach_host(self, host: Any) -> None:
        """A hosted room's vote rounds (the host's people answer them here)."""
        self.host = host
        host.vote_changed.connect(self._on_host_vote)

    def _on_vote(self, msg: Any) -> None:
        """A LAN client: a vote round asks a seat of this PC: ask its people."""
        seats = getattr(self.session, "local_seats", [])
        if msg.result is not None or not any(s in msg.voters and s not in msg.votes for s in seats):
            return
        self._ask_vote(msg.kind, msg.detail, self.session.send_vote)

    def _on_host_vote(self, r: Any) -> None:
        from ..net.host.disputes import HERE

        if r.result is None and HERE in r.voters and HERE not in r.votes:
            self._ask_vote(r.kind, r.detail, self.host.vote_here)

    def _ask_vote(self, kind: str, detail: str, answer: Callable[[bool], Any]) -> QMessageBox:
        if kind == "void":
            text = QCoreApplication.translate("Dispute", "Void this game? Every seated person is asked.")
        else:
            text = QCoreApplication.translate("Dispute", "Take the disputed move back? Every seated person is asked.")
        if detail:
            text += "\n\n" + detail
        box = QMessageBox(
            QMessageBox.Icon.Question,
            QCoreApplication.translate("Dispute", "Vote"),
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self.table,
        )
        box.setObjectName("VoteQuestion")
        box.finished.connect(lambda _code: answer(box.clickedButton() is box.button(QMessageBox.StandardButton.Yes)))
        window = self.table.window()
        show = getattr(window, "_show_dialog", None)
        if callable(show):
            show(box)
        else:
            box.open()
        self.last_question = box
        return box

    def detach(self) -> None:
        s, self.session = self.session, None
        if s is None:
            return
        with contextlib.suppress(RuntimeError, TypeError):
            if hasattr(s, "dispute_changed"):
                s.dispute_changed.disconnect(self._on_dispute)
            if hasattr(s, "game_voided"):
                s.game_voided.disconnect(self._on_void)
            if hasattr(s, "vote_changed"):
                s.vote_changed.disconnect(self._on_vote)
            if hasattr(s, "dispute_refused"):
                s.dispute_refused.disconnect(self._on_dispute_refused)
            s.action_refused.disconnect(self._on_refused)
            s.game_started.disconnect(self._on_game_started)

    def _on_dispute_refused(self, message: str) -> QMessageBox:
        """A LAN client: the host did not keep this PC's dispute (or vote): say so."""
        text = QCoreApplication.translate(
            "Dispute", "The host did not keep the dispute or vote (a move it has not reached, or a vote not open)."
        )
        box = QMessageBox(
            QMessageBox.Icon.Warning, QCoreApplication.translate("Dispute", "Dispute"), text,
            QMessageBox.StandardButton.Ok, self.table,
        )  # fmt: skip
        box.setObjectName("DisputeRefused")
        box.setDetailedText(message)  # the host's words (English, as the protocol sends them)
        show = getattr(self.table.window(), "_show_dialog", None)
        if callable(show):
            show(box)
        else:
            box.open()
        self.last_refusal = box
        return box

    def _on_dispute(self, dispute: Dispute) -> None:
        self._add(dispute_event(dispute, DECISION_EVENT if dispute.decided else DISPUTE_EVENT))

    def _on_void(self, mark: VoidMark) -> None:
        self._add(void_event(mark))

    def _on_game_started(self, _info: Any) -> None:
        """A game without disputes starts (a new one: a take-back or a rejoin keeps its
        disputes): the lines kept of another game go."""
        if not getattr(self.session, "disputes", ()):
            self._kept = []

    def _game_number(self) -> int:
        info = getattr(self.table, "info", None)
        return int(getattr(info, "number", 1) or 1)

    def _public_count(self) -> int:
        log = getattr(self.session, "event_log", None)
        events = log(getattr(self.table, "viewer", None)) if callable(log) else ()
        return sum(1 for e in events if e.visible_to is None)

    def _add(self, event: Event) -> None:
        self._kept.append((self._game_number(), self._public_count(), event))
        self.table.log.add_event(event)

    def merged(self, visible: Sequence[Event]) -> list[Event]:
        """``visible`` (the game's events a redraw shows) with this game's dispute,
        decision and void lines in their places; a dispute of the session this table
        never showed (a game resumed from a save) comes at the end, with its decision."""
        s = self.session
        current = {d.id: d for d in getattr(s, "disputes", ())}
        number = self._game_number()
        over = bool(getattr(s, "is_game_over", False))
        kept: list[tuple[int, Event]] = []
        shown: set[str] = set()
        for game, at, event in self._kept:
            did = str(event.data.get("dispute", {}).get("id", "")) if event.kind != VOID_EVENT else ""
            if game != number or (event.kind == VOID_EVENT and not over) or (did and did not in current):
                continue
            kept.append((at, event))
            shown.add(did)
        for d in current.values():  # never shown here: at the end
            if d.id not in shown:
                kept.append((1 << 30, dispute_event(d)))
                if d.decided:
                    kept.append((1 << 30, dispute_event(d, DECISION_EVENT)))
        kept.sort(key=lambda t: t[0])  # stable: lines of one place keep their order
        out: list[Event] = []
        public, i = 0, 0
        for e in visible:
            while i < len(kept) and kept[i][0] <= public:
                out.append(kept[i][1])
                i += 1
            out.append(e)
            if e.visible_to is None:
                public += 1
        out.extend(event for _at, event in kept[i:])
        return out


# --------------------------------------------------------------------------- the Game menu


class DisputeMenu(QObject):
    """Game ▸ Dispute…, Void this game…, Export dispute… of ``window`` (the main window:
    ``session``, ``table_page``, ``game_menu``, ``_show_dialog``)."""

    dispute_raised = Signal(object)  # Dispute

    def __init__(self, window: Any, before: QAction | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.dispute_action = QAction(window)
        self.dispute_action.setObjectName("dispute_action")
        self.dispute_action.triggered.connect(self.ask_dispute)
        self.void_action = QAction(window)
        self.void_action.setObjectName("void_action")
        self.void_action.triggered.connect(self.ask_void)
        self.export_action = QAction(window)
        self.export_action.setObjectName("export_dispute_action")
        self.export_action.triggered.connect(self.ask_export)
        self.decide_action = QAction(window)
        self.decide_action.setObjectName("decide_dispute_action")
        self.decide_action.triggered.connect(self.ask_open_decision)
        menu = window.game_menu
        for a in (self.dispute_action, self.decide_action, self.void_action, self.export_action):
            if before is not None:
                menu.insertAction(before, a)
            else:
                menu.addAction(a)
        if before is not None:
            menu.insertSeparator(before)
        menu.aboutToShow.connect(self.sync)
        self.last_dialog: QWidget | None = None
        self._watched: Any = None
        window.installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        self.dispute_action.setText(QCoreApplication.translate("Dispute", "&Dispute…"))
        self.void_action.setText(QCoreApplication.translate("Dispute", "&Void this game…"))
        self.export_action.setText(QCoreApplication.translate("Dispute", "E&xport dispute…"))
        self.decide_action.setText(QCoreApplication.translate("Dispute", "De&cide the open dispute…"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    # ---- what the session can do
    @property
    def session(self) -> Any:
        return getattr(self.window, "session", None)

    def _record(self) -> GameRecord | None:
        s = self.session
        if s is None:
            return None
        if getattr(s, "read_only", False):  # a replay: its record
            record: GameRecord | None = getattr(s, "record", None)
            return record
        current = getattr(s, "current_record", None)
        finished = getattr(s, "finished_record", None)  # a LAN client: the record comes with game_over
        if callable(current):
            found: GameRecord | None = current()
        else:
            found = finished() if callable(finished) and getattr(s, "is_game_over", False) else None
        return found

    def _running(self) -> bool:
        s = self.session
        if s is None or getattr(s, "read_only", False) or getattr(s, "is_game_over", True):
            return False
        return (
            getattr(s, "game", None) is not None or getattr(s, "info", None) is not None
        )  # a LAN client holds no game

    def lan_host(self) -> Any:
        """The LAN room this PC hosts, if the table plays one (its session is the host's)."""
        host = getattr(getattr(self.window, "lan", None), "host", None)
        return host if host is not None and getattr(host, "session", None) is self.session else None

    def _watch_host(self) -> None:
        """A hosted room: the host decides each dispute raised at another PC (its dialog)."""
        host = self.lan_host()
        if host is None or host is self._watched:
            return
        self._watched = host
        host.dispute_raised.connect(self._on_host_dispute)
        self.window.table_page.disputes.attach_host(host)

    def _on_host_dispute(self, dispute: Dispute) -> None:
        here = getattr(self.session, "human_seats", [])
        if dispute.seat not in here and self.lan_host() is not None:  # raised here: asked already
            self.ask_decision(dispute)

    def sync(self) -> None:
        self._watch_host()
        s = self.session
        replay = s is not None and getattr(s, "read_only", False)
        seated = not getattr(s, "is_spectator", False)  # a LAN spectator watches: it raises nothing
        can_raise = replay or (
            self._running() and seated and (hasattr(s, "raise_dispute") or hasattr(s, "send_dispute"))
        )
        self.dispute_action.setEnabled(bool(can_raise))
        self.void_action.setEnabled(self._running() and seated and (hasattr(s, "void_game") or hasattr(s, "send_void")))
        record = self._record()
        self.export_action.setEnabled(record is not None and bool(record.disputes) and record.replayable)
        self.decide_action.setEnabled(self._open_dispute() is not None)

    def _open_dispute(self) -> Dispute | None:
        """The first undecided dispute of the game running here, when it is decided here."""
        s = self.session
        if not self._running() or not self._decides_here():
            return None
        return next((d for d in getattr(s, "disputes", ()) if not d.decided), None)

    def ask_open_decision(self) -> DecisionDialog | None:
        """Decide a dispute left undecided (its dialog was closed, or another PC raised it)."""
        dispute = self._open_dispute()
        return None if dispute is None else self.ask_decision(dispute)

    def _viewer(self) -> int | None:
        s = self.session
        v = getattr(s, "viewer", None)
        return v if isinstance(v, int) else None

    def _seat_here(self) -> int | None:
        """The seat of the person raising the dispute (the one shown; else the first here)."""
        s = self.session
        v = self._viewer()
        if v is not None:
            return v
        seats = getattr(s, "human_seats", None)
        return seats[0] if seats else None

    # ---- Dispute…
    def ask_dispute(self) -> DisputeDialog | None:
        record = self._record()
        s = self.session
        if s is not None and hasattr(s, "send_dispute") and self._running():
            return self._ask_client_dispute()
        if record is None or s is None:
            return None
        name_of = self.window.table_page.seat_name
        lines = move_lines(record, name_of, self._viewer())
        replay = getattr(s, "read_only", False)
        step = getattr(s, "index", len(record.actions)) if replay else len(record.actions)
        refusal = ""
        error = self.window.table_page.disputes.fresh_refusal()
        if error is not None and not replay:  # what the app just said: the refusal of a play
            from . import texts

            refusal = texts.reason_text(getattr(error, "reason", "error"), getattr(error, "params", {}), record.game_id)
        why = getattr(getattr(self.window.table_page, "why", None), "button", None)
        dlg = DisputeDialog(
            lines, step, refusal, self.window, record=record,
            refusal_explanation=getattr(why, "explanation", None) if refusal else None,
        )
        dlg.accepted.connect(lambda: self._raised(dlg))
        self._open(dlg)
        return dlg

    def _ask_client_dispute(self) -> DisputeDialog:
        """A LAN client: the host holds the game and this PC no record, but it holds the
        log it saw: the moves are its move lines (:func:`move_events`), the last by
        default, each with its Why? from that log; the host checks the step named."""
        from ..engine.disputes import move_events
        from .explain import explain_log_line

        s = self.session
        viewer = self._viewer()
        events = list(s.event_log(viewer))
        moves = move_events(events)
        name_of = self.window.table_page.seat_name
        game_id = s.game_id
        lines = [QCoreApplication.translate("Dispute", "The deal")] + [
            QCoreApplication.translate("Dispute", "Move {n}: {text}").format(
                n=k, text=event_text(game_id, events[i], name_of, viewer)
            )
            for k, i in enumerate(moves, 1)
        ]
        refusal, why = "", None
        error = self.window.table_page.disputes.fresh_refusal()
        if error is not None:  # what the app just said: the host's refusal of a play
            from . import texts

            refusal = texts.reason_text(getattr(error, "reason", "error"), getattr(error, "params", {}), game_id)
            why = getattr(getattr(getattr(self.window.table_page, "why", None), "button", None), "explanation", None)
        options = dict(getattr(s, "options", {}) or {})
        dlg = DisputeDialog(
            lines, len(moves), refusal, self.window, refusal_explanation=why,
            explainer=lambda step: explain_log_line(game_id, events, moves[step - 1], options),
        )  # fmt: skip
        dlg.accepted.connect(lambda: self._raised(dlg))
        self._open(dlg)
        return dlg

    def _raised(self, dlg: DisputeDialog) -> None:
        s = self.session
        seat = self._seat_here()
        try:
            if getattr(s, "read_only", False):
                dispute = self._raise_on_replay(dlg, seat)
            elif hasattr(s, "send_dispute"):  # a LAN client: the host checks the step, keeps it, tells everybody
                s.send_dispute(dlg.step, dlg.text, dlg.explanation())
                return
            else:
                dispute = s.raise_dispute(dlg.text, dlg.step, seat=seat, explanation=dlg.explanation())
        except EngineError as e:
            self._error(
                QCoreApplication.translate("Dispute", "The dispute cannot be kept: {reason}").format(reason=str(e))
            )
            return
        self.dispute_raised.emit(dispute)
        bar = getattr(getattr(self.window, "replay_bar", None), "disputes", None)
        if getattr(s, "read_only", False) and bar is not None:  # the replay bar flags the step now
            bar.show(getattr(s, "index", dispute.step))
        if not getattr(s, "read_only", False) and self._decides_here():
            self.ask_decision(dispute)

    def _raise_on_replay(self, dlg: DisputeDialog, seat: int | None) -> Dispute:
        """A dispute on a replayed game: kept with the replay's record (Export dispute…
        writes it; a game of the history keeps it there too)."""
        from ..engine.disputes import new_dispute_id, now_iso

        s = self.session
        record: GameRecord = s.record
        dispute = Dispute.from_json(
            {
                "id": new_dispute_id(),
                "step": dlg.step,
                "name": clean_text(self.window.table_page.seat_name(seat) if seat is not None else "", 64),
                "text": dlg.text,
                "time": now_iso(),
                "explanation": dlg.explanation(),
            }
        )
        s.record = record.with_disputes([*record.disputes, dispute])
        row = getattr(s, "history_row", None)
        history = getattr(getattr(self.window, "profiles", None), "history", None)
        if isinstance(row, int) and history is not None:
            history.add_dispute(row, dispute)
        return dispute

    def _decides_here(self) -> bool:
        """At one PC the people at the table decide at once; a LAN host decides too (its
        own dialog); a headless server records and lets play go on."""
        s = self.session
        return hasattr(s, "decide_dispute") and not getattr(s, "read_only", False)

    def ask_decision(self, dispute: Dispute) -> DecisionDialog | None:
        s = self.session
        record = self._record()
        if s is None or record is None:
            return None
        lines = move_lines(record, self.window.table_page.seat_name, self._viewer())
        line = lines[dispute.step] if dispute.step < len(lines) else ""
        by = ", ".join(s.seat_name(i) for i in getattr(s, "human_seats", [])) if hasattr(s, "seat_name") else ""
        dlg = DecisionDialog(dispute, line, can_take_back=self._running(), by=by, parent=self.window)
        dlg.accepted.connect(lambda: self._decided(dlg))
        self._open(dlg)
        return dlg

    def _decided(self, dlg: DecisionDialog) -> None:
        s = self.session
        host = self.lan_host()  # a room's take-back asks every seated person first (a vote)
        decide = host.decide_dispute if host is not None else getattr(s, "decide_dispute", None)
        if decide is None:
            return
        try:
            decide(dlg.dispute.id, dlg.verdict, dlg.reason, dlg.by, dlg.remedy)
        except EngineError as e:
            self._error(
                QCoreApplication.translate("Dispute", "The decision cannot be kept: {reason}").format(reason=str(e))
            )

    # ---- Void this game…
    def ask_void(self) -> VoidDialog | None:
        if not self._running():
            return None
        dlg = VoidDialog(self.window)
        dlg.accepted.connect(lambda: self._voided(dlg))
        self._open(dlg)
        return dlg

    def _voided(self, dlg: VoidDialog) -> None:
        s = self.session
        host = self.lan_host()
        if host is not None:  # every seated person is asked: a vote round
            host.open_vote("void", detail=dlg.detail, by=", ".join(s.seat_name(i) for i in s.human_seats))
        elif hasattr(s, "send_void"):
            s.send_void(dlg.detail)
        elif hasattr(s, "void_game"):
            s.void_game("agreed", dlg.detail)

    # ---- Export dispute…
    def ask_export(self) -> QFileDialog | None:
        record = self._record()
        if record is None or not record.disputes or not record.replayable:  # never an invented deal
            return None
        dlg = QFileDialog(self.window, QCoreApplication.translate("Dispute", "Export dispute"))
        dlg.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dlg.setNameFilter(QCoreApplication.translate("Dispute", "Paiju disputes (*.paiju-dispute)"))
        dlg.setDefaultSuffix("paiju-dispute")
        dlg.fileSelected.connect(lambda path: self.export_to(path, record, record.disputes[-1].id))
        self._open(dlg)
        return dlg

    def export_to(self, path: str, record: GameRecord, dispute_id: str) -> bool:
        from ..store.dispute_file import save_dispute
        from ..store.saves import SaveError

        names = [self.window.table_page.seat_name(i) for i in range(record.num_players)]
        try:
            save_dispute(path, record, dispute_id, names)
        except SaveError as e:
            self._error(
                QCoreApplication.translate("Dispute", "The dispute cannot be exported: {reason}").format(reason=str(e))
            )
            return False
        return True

    # ---- plumbing
    def _open(self, dlg: QWidget) -> None:
        self.last_dialog = dlg
        self.window._show_dialog(dlg)

    def _error(self, text: str) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            QCoreApplication.translate("Dispute", "Dispute"),
            text,
            QMessageBox.StandardButton.Ok,
            self.window,
        )
        self._open(box)


# --------------------------------------------------------------------------- the replay viewer


def seen_lines(record: GameRecord, name_of: Callable[[int], str]) -> list[str]:
    """The log lines of what this PC saw of a game it never held whole (a partial void
    mark's events; empty for a whole record)."""
    if record.void is None or not record.void.partial:
        return []
    lines = []
    for raw in record.void.seen:
        try:
            event = Event.from_json(raw)
        except (KeyError, TypeError, ValueError):
            continue
        line = event_text(record.game_id, event, name_of, None if event.visible_to is None else min(event.visible_to))
        if line:
            lines.append(line)
    return lines


def not_replayable_text(record: GameRecord) -> str:
    """Why ``record`` cannot be replayed, in words."""
    if record.void is not None and record.void.reason == "host_lost":
        return QCoreApplication.translate(
            "Dispute",
            "The host was lost; this PC never had the whole deal, so this game cannot be replayed. "
            "It is kept void, with what this PC saw of it.",
        )
    return QCoreApplication.translate("Dispute", "This PC never had the whole game, so it cannot be replayed.")


def say_not_replayable(window: Any, record: GameRecord, name_of: Callable[[int], str]) -> bool:
    """Watch on a record that is not the whole game: say why in words (what this PC saw
    in the details) and show no invented deal. False: ``record`` replays."""
    if record.replayable:
        return False
    box = QMessageBox(
        QMessageBox.Icon.Information,
        QCoreApplication.translate("Dispute", "Not replayable"),
        not_replayable_text(record),
        QMessageBox.StandardButton.Ok,
        window,
    )
    box.setObjectName("NotReplayable")
    lines = seen_lines(record, name_of)
    if lines:
        box.setInformativeText(QCoreApplication.translate("Dispute", "What this PC saw:"))
        box.setDetailedText("\n".join(lines))
    show = getattr(window, "_show_dialog", None)
    if callable(show):
        show(box)
    else:
        box.open()
    return True


def show_dispute_in_replay(window: Any, replay: Any, path: str) -> bool:
    """An exported dispute opened as a replay: go to the disputed move and show the claim
    and the decision. False when ``path`` is no (valid) exported dispute."""
    from ..store.dispute_file import read_dispute
    from ..store.saves import SaveError

    try:
        found = read_dispute(path)
    except SaveError:
        return False
    replay.pause()
    replay.seek(found.dispute.step)
    who = found.dispute.name or QCoreApplication.translate("Dispute", "Someone")
    text = "\n\n".join(
        [
            QCoreApplication.translate("Dispute", "{name} disputes {step}: {text}").format(
                name=who, step=_step_text(found.dispute.step), text=found.dispute.text
            ),
            QCoreApplication.translate("Dispute", "The app said: {text}").format(
                text=(found.dispute.explanation or {}).get("text", "")
            ),
            decision_text(found.dispute),
        ]
    )
    box = QMessageBox(
        QMessageBox.Icon.Information,
        QCoreApplication.translate("Dispute", "Dispute"),
        text,
        QMessageBox.StandardButton.Ok,
        window,
    )
    box.setObjectName("DisputeShown")
    window._show_dialog(box)
    return True


# --------------------------------------------------------------------------- the History page


def install_history_disputes(page: Any) -> None:
    """The History page's context menu: Disputes… (the text of each and its decision),
    Decide… (an undecided dispute, e.g. a headless server's) and Export dispute… (its
    latest dispute as one file)."""
    view = page.view
    view.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
    show = QAction(page)
    show.setObjectName("show_disputes_action")
    decide = QAction(page)
    decide.setObjectName("decide_dispute_action")
    export = QAction(page)
    export.setObjectName("export_dispute_action")
    view.addAction(show)
    view.addAction(decide)
    view.addAction(export)

    def retranslate() -> None:
        show.setText(QCoreApplication.translate("Dispute", "Disputes…"))
        decide.setText(QCoreApplication.translate("Dispute", "Decide…"))
        export.setText(QCoreApplication.translate("Dispute", "E&xport dispute…"))

    def export_to(path: str) -> bool:
        """Write the chosen game's latest dispute to ``path`` (False: none, or refused)."""
        from ..store.dispute_file import save_dispute
        from ..store.saves import SaveError

        g = chosen()
        record = page.store.record(g.id) if g is not None else None
        if record is None or not record.disputes:
            return False
        if not record.replayable:  # an exported dispute replays: this record cannot
            page._show(page._message(not_replayable_text(record), QMessageBox.Icon.Warning))
            return False
        names = [p.name for p in sorted(g.players, key=lambda p: p.seat)]
        try:
            save_dispute(path, record, record.disputes[-1].id, names if len(names) == record.num_players else [])
        except SaveError as e:
            page._show(page._message(str(e), QMessageBox.Icon.Warning))
            return False
        return True

    def on_export() -> QWidget | None:
        g = chosen()
        if g is None or not g.disputes:
            page._show(page._message(QCoreApplication.translate("Dispute", "No disputes.")))
            return None
        dlg = QFileDialog(page, QCoreApplication.translate("Dispute", "Export dispute"))
        dlg.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dlg.setNameFilter(QCoreApplication.translate("Dispute", "Paiju disputes (*.paiju-dispute)"))
        dlg.setDefaultSuffix("paiju-dispute")
        dlg.fileSelected.connect(export_to)
        page._show(dlg)
        return dlg

    def chosen() -> Any:
        games = page.selected_games()
        return games[0] if len(games) == 1 else None

    def on_show() -> QWidget | None:
        g = chosen()
        if g is None:
            return None
        record = page.store.record(g.id)
        if record is None:
            return None
        box = QMessageBox(
            QMessageBox.Icon.Information,
            QCoreApplication.translate("Dispute", "Disputes"),
            disputes_text(record),
            QMessageBox.StandardButton.Ok,
            page,
        )
        box.setObjectName("HistoryDisputes")
        page._show(box)
        return box

    def on_decide() -> QWidget | None:
        g = chosen()
        if g is None:
            return None
        record = page.store.record(g.id)
        open_ = [d for d in record.disputes if not d.decided] if record is not None else []
        if record is None or not open_:
            page._show(page._message(QCoreApplication.translate("Dispute", "This game has no undecided dispute.")))
            return None
        dispute = open_[0]
        names = {p.seat: p.name for p in g.players}
        lines = move_lines(record, lambda s: names.get(s, str(s + 1)))
        dlg = DecisionDialog(
            dispute, lines[dispute.step] if dispute.step < len(lines) else "", can_take_back=False,
            can_void=record.void is None, parent=page,
        )  # fmt: skip

        def done() -> None:
            from ..engine.disputes import Decision, now_iso
            from ..store.history import HistoryError

            try:
                page.store.decide_dispute(
                    g.id, dispute.id, Decision(dlg.verdict, dlg.reason, dlg.by, now_iso(), dlg.remedy)
                )
            except (HistoryError, ValueError) as e:
                page._show(page._message(str(e), QMessageBox.Icon.Warning))
                return
            refresh = getattr(page.profiles, "refresh", None)
            if callable(refresh):
                refresh()

        dlg.accepted.connect(done)
        page._show(dlg)
        return dlg

    show.triggered.connect(on_show)
    decide.triggered.connect(on_decide)
    export.triggered.connect(on_export)
    page.dispute_actions = (show, decide, export)
    page.show_disputes, page.decide_dispute, page.export_dispute_to = on_show, on_decide, export_to
    retranslate()

    class _Relabel(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.LanguageChange:
                retranslate()
            return False

    relabel = _Relabel(page)
    page.installEventFilter(relabel)
