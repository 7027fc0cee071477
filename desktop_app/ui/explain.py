"""Why? in the player's language: an :class:`~desktop_app.engine.explain.Explanation` as
text (``QCoreApplication.translate("Explain", message id)``; the rules section by its
heading in the player's rules page), the explanation dialog with a link that opens the
rules screen at that section, and the Why? controls the table, its log, the score dialog
and the replay bar get (each installed by one hook line there).
"""

from __future__ import annotations

import contextlib
import html
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMenu,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..engine.core import Action, EngineError, Event
from ..engine.explain import (
    CONTEXT,
    RULES_LINE,
    Explanation,
    explain_event,
    explain_outcome,
    explain_play,
    explain_refusal,
    explain_score,
    has_explanations,
    part_text,
    render,
    section_title,
    source_text,
)

__all__ = [
    "ExplanationDialog",
    "TableWhy",
    "WhyButton",
    "current_language",
    "explanation_text",
    "install_replay_why",
    "install_score_why",
    "install_table_why",
    "open_rules_at",
    "show_explanation",
]

#: kinds of log lines that can be asked Why?
_ASKABLE = frozenset({"play", "pass", "bid", "trump", "call", "grab", "show", "abandon", "bury", "buried", "throw_failed"})


def _translate(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def current_language() -> str:
    """The UI language now ("en", "zh_CN" or "zh_TW"), read from the loaded translation."""
    probe = _translate(CONTEXT, RULES_LINE)
    if "規則" in probe:
        return "zh_TW"
    if "规则" in probe:
        return "zh_CN"
    return "en"


def explanation_text(e: Explanation) -> str:
    """The whole explanation in the current language, as one paragraph."""
    return render(e, _translate, current_language())


def section_name(e: Explanation) -> str:
    """The heading of the rules section ``e`` follows, in the current language."""
    return section_title(e.game_id, e.rule, current_language()) or e.rule


def explanation_html(e: Explanation, name_of: Callable[[int], str] | None = None) -> str:
    """The explanation as rich text: the rule, the notes as a list, what the source adds,
    and a link to the rules section (``rules:<anchor>``)."""

    def line(part: Explanation) -> str:
        text = html.escape(part_text(part, _translate))
        seat = part.params.get("seat")
        if part.kind == "score" and isinstance(seat, int) and name_of is not None:
            text = f"<b>{html.escape(name_of(seat))}</b>: {text}"
        extra = source_text(part, _translate)
        return f"{text}<br><i>{html.escape(extra)}</i>" if extra else text

    out = [f"<p>{line(e)}</p>"]
    if e.notes:
        out.append("<ul>" + "".join(f"<li>{line(n)}</li>" for n in e.notes) + "</ul>")
    rules = _translate(CONTEXT, RULES_LINE).format(section=section_name(e))
    out.append(f'<p><a href="rules:{html.escape(e.rule)}">{html.escape(rules)}</a></p>')
    return "".join(out)


def open_rules_at(widget: QWidget | None, game_id: str, anchor: str) -> Any:
    """Open the rules screen at ``game_id``'s section ``anchor``: the main window's rules
    screen when there is one, else a rules dialog of its own. Returns the dialog."""
    from .dialogs.rules import RulesDialog

    win: Any = None
    w = widget
    while w is not None:  # the main window, also from a dialog it owns
        if hasattr(w, "show_rules"):
            win = w
            break
        w = w.parentWidget()
    if win is not None:
        win.show_rules(game_id)
        dlg = win.rules_dialog
    else:
        dlg = RulesDialog(game_id, current_language(), widget)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.show()
    dlg.show_section(game_id, anchor)
    return dlg


class ExplanationDialog(QDialog):
    """One explanation, re-worded on a language switch; its link opens the rules."""

    def __init__(
        self, explanation: Explanation, parent: QWidget | None = None, name_of: Callable[[int], str] | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("ExplanationDialog")
        self.explanation = explanation
        self.name_of = name_of
        self.setMinimumWidth(420)
        lay = QVBoxLayout(self)
        self.label = QLabel()
        self.label.setObjectName("ExplanationText")
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.label.linkActivated.connect(self._link)
        lay.addWidget(self.label)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.rules_button = QPushButton()
        self.rules_button.setObjectName("OpenRulesSection")
        self.buttons.addButton(self.rules_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.rules_button.clicked.connect(self.open_rules)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self.retranslate()

    def text(self) -> str:
        """The explanation as plain text (what the label shows)."""
        return explanation_text(self.explanation)

    def _link(self, href: str) -> None:
        if href.startswith("rules:"):
            self.open_rules()

    def open_rules(self) -> Any:
        return open_rules_at(self.parentWidget() or self, self.explanation.game_id, self.explanation.rule)

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Explain", "Why?"))
        self.label.setText(explanation_html(self.explanation, self.name_of))
        self.rules_button.setText(QCoreApplication.translate("Explain", "Open the rules at this section"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def show_explanation(
    parent: QWidget | None, explanation: Explanation, name_of: Callable[[int], str] | None = None
) -> ExplanationDialog:
    """Open a (non-modal) explanation dialog."""
    dlg = ExplanationDialog(explanation, parent, name_of)
    dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dlg.show()
    return dlg


class WhyButton(QToolButton):
    """"Why?": shown while it has an explanation to give (:meth:`set_explanation`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("WhyButton")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.explanation: Explanation | None = None
        self.name_of: Callable[[int], str] | None = None
        self.dialog: ExplanationDialog | None = None
        self.provider: Callable[[], Explanation | None] | None = None  # asked on click when set
        self.clicked.connect(self.explain)
        self.retranslate()
        self.hide()

    def set_explanation(self, explanation: Explanation | None) -> None:
        self.explanation = explanation
        self.setVisible(explanation is not None)

    def explain(self) -> ExplanationDialog | None:
        e = self.provider() if self.provider is not None else self.explanation
        if e is None:
            return None
        self.dialog = show_explanation(self.window(), e, self.name_of)
        return self.dialog

    def retranslate(self) -> None:
        self.setText(QCoreApplication.translate("Explain", "Why?"))
        self.setToolTip(QCoreApplication.translate("Explain", "Which rule applies here, and where the rules page says so"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


# --------------------------------------------------------------------------- the table


def _event_action(event: Event) -> Action | None:
    """The move behind a log line (what :func:`explain_play` needs of it)."""
    from ..engine.cards import parse_cards

    if event.seat is None:
        return None
    data = event.data if isinstance(event.data, dict) else dict(event.data or {})
    kind = {"buried": "bury", "throw_failed": "play"}.get(event.kind, event.kind)
    cards: tuple[Any, ...] = ()
    with contextlib.suppress(ValueError):
        cards = tuple(parse_cards(str(data.get("attempted", data.get("cards", "")))))
    value = data.get("amount", data.get("suit", data.get("value")))
    return Action(event.seat, kind, cards, value if isinstance(value, str | int | bool) else None)


def explain_log_line(game_id: str, events: Sequence[Event], index: int, options: Any = None) -> Explanation | None:
    """Why the move of log line ``index`` (an event of ``events``) was allowed, or why the
    rules made that line happen; None for a line no rule explains (a deal, a phase)."""
    if not 0 <= index < len(events) or not has_explanations(game_id):
        return None
    event = events[index]
    if event.kind not in _ASKABLE:
        return explain_event(game_id, events[:index], event, options)
    action = _event_action(event)
    if action is None:
        return None
    return explain_play(game_id, events[:index], event.seat or 0, action, [event], options)


class TableWhy(QObject):
    """The table's Why?: a button beside the refusal in the action bar, and "Why?" in
    the game log's context menu for every move line."""

    def __init__(self, page: Any) -> None:
        super().__init__(page)
        self.page = page
        self.button = WhyButton()
        self.button.name_of = page.seat_name
        bar_layout = page.action_bar.layout()
        bar_layout.insertWidget(1, self.button)
        log = page.log
        log.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        log.customContextMenuRequested.connect(self._log_menu)

    def _game(self) -> tuple[str, Any]:
        info = self.page.info
        if info is None or not has_explanations(info.game_id):
            return ("", None)  # no game, or one without rule tables: no Why? offered
        return (info.game_id, dict(info.options))

    def refused(self, error: EngineError | Any) -> Explanation | None:
        """A refusal is shown: offer its explanation (any object with a ``reason`` code and
        ``params``, as a LAN client's refusal is)."""
        game_id, options = self._game()
        if not game_id:
            return None
        reason = getattr(error, "reason", None)
        params = getattr(error, "params", None)
        e = explain_refusal(
            game_id, reason if isinstance(reason, str) else "error", params if isinstance(params, dict) else {}, options
        )
        self.button.set_explanation(e)
        return e

    def selection(self, info: Any) -> Explanation | None:
        """The live reading of the selection says it cannot be played: offer why."""
        game_id, options = self._game()
        reason = getattr(info, "reason", "")
        if not game_id or getattr(info, "playable", None) is not False or not reason:
            self.clear()
            return None
        e = explain_refusal(game_id, reason, getattr(info, "params", {}) or {}, options)
        self.button.set_explanation(e)
        return e

    def clear(self) -> None:
        self.button.set_explanation(None)

    def log_explanation(self, index: int) -> Explanation | None:
        game_id, options = self._game()
        events = list(getattr(self.page.log, "_events", ()))
        return explain_log_line(game_id, events, index, options) if game_id else None

    def _log_menu(self, pos: QPoint) -> None:
        log = self.page.log
        index = log.cursorForPosition(pos).blockNumber()
        menu = log.createStandardContextMenu()
        e = self.log_explanation(index)
        if e is not None:
            menu.addSeparator()
            act = menu.addAction(QCoreApplication.translate("Explain", "Why?"))
            act.triggered.connect(lambda: show_explanation(self.page.window(), e, self.page.seat_name))
        self.menu = menu
        menu.popup(log.viewport().mapToGlobal(pos))


def install_table_why(page: Any) -> TableWhy:
    """The Why? controls of a :class:`~desktop_app.ui.table_page.TablePage`."""
    return TableWhy(page)


# --------------------------------------------------------------------------- the score dialog


def install_score_why(dialog: Any, game_id: str, options: Any = None) -> WhyButton | None:
    """Why? for the score dialog's lines: a button explaining every seat's line, and the
    same for one line from the table's context menu."""
    if not game_id or not has_explanations(game_id):
        return None
    results = list(getattr(dialog.outcome, "results", ()))
    if not results:
        return None

    def all_lines() -> Explanation:
        return explain_outcome(game_id, results, options)

    button = WhyButton()
    button.name_of = dialog.name_of
    button.provider = all_lines
    button.set_explanation(all_lines())
    row = dialog.layout().itemAt(dialog.layout().count() - 1).layout()
    row.insertWidget(0, button)
    table = dialog.table
    table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)

    def menu(pos: QPoint) -> None:
        r = table.rowAt(pos.y())
        if not 0 <= r < len(results):
            return
        m = QMenu(table)
        act = m.addAction(QCoreApplication.translate("Explain", "Why?"))
        e = explain_score(game_id, results[r], options)
        act.triggered.connect(lambda: show_explanation(dialog, e, dialog.name_of))
        dialog._why_menu = m
        m.popup(table.viewport().mapToGlobal(pos))

    table.customContextMenuRequested.connect(menu)
    dialog.why_button = button
    return button


# --------------------------------------------------------------------------- the replay bar


def install_replay_why(bar: Any) -> WhyButton:
    """Why? for the replay's current step (the last move shown; the start before any)."""
    button = WhyButton()

    def current() -> Explanation | None:
        session = getattr(bar, "session", None)
        return session.explanation() if session is not None and hasattr(session, "explanation") else None

    button.provider = current
    button.name_of = lambda s: bar._name_of(s)
    button.set_explanation(None)
    button.show()
    lay = bar.row_layout(bar.close_button)
    lay.insertWidget(lay.indexOf(bar.close_button), button)
    bar.why_button = button
    return button
