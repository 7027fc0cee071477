"""The table page: the scene, the action bar, the log and the card counter, wired to a
:class:`~desktop_app.session.GameSession`.

The page draws only what the session's events and the viewer's ``View`` say; it never
holds the engine's ``Game``, so a local game, a replay and a game played over the network
take the same path. It reads the session through its public API: signals
``game_started(GameInfo)``, ``event_applied``, ``turn_started``, ``handoff_requested``,
``viewer_changed``, ``action_refused``, ``bot_thinking``, ``game_finished``; slots
``submit``, ``confirm_handoff``; properties ``viewer``, ``info``, methods ``view()`` and
``event_log(viewer)`` (the events so far, of which the page keeps those the viewer may
see) and (optionally) ``seats`` (configs with ``name``/``kind``) and ``seat_status(seat)``.
A game is over when its view's phase is ``"over"``.

Keys: the table view keeps the keyboard focus (arrows, Space, Enter, P, H) after every
hand-off, tab click and dialog; the hand-off screen holds it while it shows, an input
box (a bid) while the player types in it.

Announcements (:data:`ANNOUNCE_KINDS`) queue over the table, each up long enough to read
at the speed setting; a session that can (``hold_bots``) shows no bot move meanwhile, and
the page tells ``game_finished`` (the score dialog) only once the game's last
announcements have been shown. Once nobody at this table plays any more (every person
here is out), the bots keep a followable pace (``set_pace_floor``) and the player may let
them finish quickly (``finish_quickly``).
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QHBoxLayout,
    QLineEdit,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..engine.cards import Card
from ..engine.core import Action, ActionKind, EngineError, Event, View
from ..session.info import GameInfo
from . import texts
from .dispute import TableDisputes
from .eventtext import event_text
from .explain import install_table_why
from .feel import TableFeel
from .games import GameAdapter, SelectionInfo, adapter_for
from .table.items import SeatInfo
from .table.scene import TableScene
from .table.state import PASS_KINDS, PLAY_KINDS, TableState
from .table.view import TableView
from .widgets.action_bar import ActionBar
from .widgets.card_counter import CardCounter, unseen_by_rank
from .widgets.handoff import HandoffOverlay
from .widgets.log_panel import GameLog

__all__ = ["ANNOUNCE_KINDS", "WATCH_PACE_MS", "TablePage"]

#: event kinds worth a banner over the table
ANNOUNCE_KINDS = frozenset(
    {
        "lottery", "sky", "earth", "grab_earth", "man", "landlord", "dealer", "banker", "trump",
        "trump_chosen", "laizi", "laizi_drawn", "dao", "dao_card", "redeal", "game_over", "half_over",
        "half_started", "abandon", "abandoned", "escape", "throw_failed", "spring", "report_single",
    }
)  # fmt: skip
# the viewer's own events after which the selection means nothing any more
_OWN_ACTION_KINDS = PLAY_KINDS | PASS_KINDS | {"bury", "buried", "buried_cards", "throw_failed"}
# the kinds of a seat's move: the announcements of a game's start are the ones before the first
_FIRST_MOVE_KINDS = PLAY_KINDS | PASS_KINDS | {"bid", "call", "grab", "show", "show_start", "trump", "bury", "abandon"}
# the least time between two bot moves while nobody at this table plays any more
WATCH_PACE_MS = 700  # the normal speed's bot delay: "fast" does not rush a table nobody plays at


class _TableArea(QWidget):
    """The view with the hand-off overlay stacked on top of it."""

    def __init__(self, view: TableView, overlay: HandoffOverlay) -> None:
        super().__init__()
        self.view = view
        self.overlay = overlay
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(view)
        overlay.setParent(self)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.overlay.setGeometry(self.rect())


class TablePage(QWidget):
    game_finished = Signal(object)  # core.Outcome
    match_finished = Signal(object)
    sort_mode_changed = Signal(str)  # the player toggled Plan on the action bar

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session: Any = None
        self.info: GameInfo | None = None
        self.adapter: GameAdapter | None = None
        self.state = TableState(0)
        self.viewer: int | None = None
        self._sort_mode = "rank"
        self._seen = 0
        self._thinking: set[int] = set()
        self._hand_key: tuple[str, ...] | None = None
        self._hints: list[tuple[Card, ...]] = []
        self._hint_index = -1
        self._handoff_pending = False
        self._refused: tuple[int, EngineError] | None = None
        self._preselected: tuple[int, int] | None = None  # (game serial, action count) of a 抢地 preselection
        self.plan_on = False  # Plan pressed: the hand shows the planned groups (the sort preference stays)
        self._plan_key: tuple[str, ...] | None = None
        self._plan_cache: tuple[list[list[Card]], list[str]] = ([], [])
        self._finished_outcome: Any = None
        self._own_news: set[str] = set()  # announcements of the viewer's own doing (its 天牌)
        self._finish_token = 0
        self._watching = False  # nobody at this table plays any more
        self._last_view: View | None = None
        self._status_text = ""
        self.timer_text = ""
        self.profiles: Any = None  # the app's ProfileStore, for 红五 career titles beside names

        self._deadline: tuple[int, float] | None = None  # (seat, monotonic end) of a phase timer
        self._tick = QTimer(self)
        self._tick.setInterval(250)
        self._tick.timeout.connect(self._show_timer)
        self.scene = TableScene(self)
        self.view = TableView(self.scene)
        self.overlay = HandoffOverlay()
        self.area = _TableArea(self.view, self.overlay)
        self.feel = TableFeel(self.scene, self)  # sounds and celebrations (ui/feel.py)
        self.feel.level_of = self._career_level
        self.scene.merged_caption = self._merged_caption
        self.action_bar = ActionBar()
        self.log = GameLog()
        self.counter = CardCounter()
        self.side = QTabWidget()
        self.side.addTab(self.log, "")
        self.side.addTab(self.counter, "")
        self.side.setMinimumWidth(240)
        self.side.tabBar().setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a tab click leaves the keys to the table
        self.side.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log.key_target = self.view
        self.disputes = TableDisputes(self)  # disputes and void games in the log (ui/dispute.py)

        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.setSpacing(0)
        lv.addWidget(self.area, 1)
        lv.addWidget(self.action_bar)
        self._bars = lv  # add_bar() puts more bars (the replay controls) under the action bar
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(self.side)
        split.setStretchFactor(0, 4)
        split.setStretchFactor(1, 1)
        split.setSizes([1000, 280])
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(split)

        self.scene.selection_changed.connect(self._selection_changed)
        self.scene.play_requested.connect(self.play_selected)
        self.scene.pass_requested.connect(self.pass_turn)
        self.scene.hint_requested.connect(self.next_hint)
        self.action_bar.play_clicked.connect(self.play_selected)
        self.action_bar.pass_clicked.connect(self.pass_turn)
        self.action_bar.hint_clicked.connect(self.next_hint)
        self.action_bar.plan_toggled.connect(self.toggle_plan)
        self.action_bar.action_chosen.connect(self.choose_action)
        self.action_bar.finish_clicked.connect(self.finish_quickly)
        self.overlay.confirmed.connect(self.confirm_handoff)
        self.scene.announcements_done.connect(self._flush_finished)
        self.side.currentChanged.connect(lambda _i: self._focus_soon())
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._on_focus_changed)
        self._watched_window: QWidget | None = None
        self.why = install_table_why(self)  # Why? beside a refusal and in the log (#26)
        self.retranslate()

    # ------------------------------------------------------------------ settings
    def set_speed(self, name: str) -> None:
        self.scene.animator.set_speed(name)
        self.feel.set_speed(name)

    def set_deck_style(self, style: str) -> None:
        self.scene.set_deck_style(style)

    def set_table_colour(self, colour: str) -> None:
        self.scene.set_table_colour(QColor(colour))

    @property
    def sort_mode(self) -> str:
        """The sort preference (View ▸ Sort hand): "rank", "suit" or "plan"."""
        return self._sort_mode

    @sort_mode.setter
    def sort_mode(self, mode: str) -> None:
        self._sort_mode = mode
        if mode == "plan":
            self.plan_on = True  # the preference is the planned groups: Plan starts pressed
        elif hasattr(self, "action_bar"):
            self.plan_on = False
        if hasattr(self, "action_bar"):
            self.action_bar.set_plan_checked(self.plan_on)

    def set_sort_mode(self, mode: str) -> None:
        """The sort preference changed (the View menu): the hand follows it; choosing
        "rank" or "suit" lets go of Plan, choosing "plan" presses it."""
        self.sort_mode = mode
        self._hand_key = None
        self.refresh()

    def toggle_plan(self, on: bool) -> None:
        """Plan (the action bar's toggle): show the hand in the planner's groups, named,
        or back in the sort order of the preference, which Plan never changes, except
        that letting go of Plan while the preference is the planned groups makes it "rank",
        the order the hand shows then (View ▸ Sort hand follows)."""
        self.plan_on = bool(on)
        if not on and self._sort_mode == "plan":
            self._sort_mode = "rank"
            self.sort_mode_changed.emit("rank")
        self.action_bar.set_plan_checked(self.plan_on)
        self._hand_key = None
        self.refresh()

    def effective_sort(self) -> str:
        """The order the hand is shown in now: "plan" while Plan is pressed."""
        if self.plan_on:
            return "plan"
        return "rank" if self._sort_mode == "plan" else self._sort_mode

    # ------------------------------------------------------------------ session
    def attach(self, session: Any) -> None:
        """Follow ``session`` (detaching from any previous one)."""
        self.detach()
        self.session = session
        session.game_started.connect(self._on_game_started)
        session.event_applied.connect(self._on_event)
        session.turn_started.connect(self._on_turn)
        session.handoff_requested.connect(self._on_handoff)
        session.viewer_changed.connect(self._on_viewer_changed)
        session.action_refused.connect(self._on_refused)
        session.bot_thinking.connect(self._on_thinking)
        session.game_finished.connect(self._on_game_finished)
        if hasattr(session, "match_finished"):
            session.match_finished.connect(self.match_finished)
        if hasattr(session, "timer_started"):
            session.timer_started.connect(self._on_timer_started)
            session.timer_stopped.connect(self._on_timer_stopped)
        if hasattr(session, "game_reset"):
            session.game_reset.connect(self._on_game_reset)
        self.disputes.attach(session)
        info = getattr(session, "info", None)
        if info is not None:
            self._on_game_started(info)

    def detach(self) -> None:
        s = self.session
        if s is None:
            return
        for sig, slot in (
            (s.game_started, self._on_game_started),
            (s.event_applied, self._on_event),
            (s.turn_started, self._on_turn),
            (s.handoff_requested, self._on_handoff),
            (s.viewer_changed, self._on_viewer_changed),
            (s.action_refused, self._on_refused),
            (s.bot_thinking, self._on_thinking),
            (s.game_finished, self._on_game_finished),
        ):
            with contextlib.suppress(RuntimeError, TypeError):
                sig.disconnect(slot)
        if hasattr(s, "match_finished"):
            with contextlib.suppress(RuntimeError, TypeError):
                s.match_finished.disconnect(self.match_finished)
        if hasattr(s, "timer_started"):
            with contextlib.suppress(RuntimeError, TypeError):
                s.timer_started.disconnect(self._on_timer_started)
                s.timer_stopped.disconnect(self._on_timer_stopped)
        if hasattr(s, "game_reset"):
            with contextlib.suppress(RuntimeError, TypeError):
                s.game_reset.disconnect(self._on_game_reset)
        self.disputes.detach()
        self._on_timer_stopped(-1)
        self.session = None

    # ------------------------------------------------------------------ names
    def seat_name(self, seat: int) -> str:
        seats = getattr(self.session, "seats", None) if self.session is not None else None
        name = ""
        if seats is not None and 0 <= seat < len(seats):
            name = str(getattr(seats[seat], "name", "") or "")
        info = self.info
        return texts.seat_display_name(name, seat, info.game_id if info else "", info.num_players if info else 0)

    def seat_is_bot(self, seat: int) -> bool:
        seats = getattr(self.session, "seats", None) if self.session is not None else None
        if seats is not None and 0 <= seat < len(seats):
            return getattr(seats[seat], "kind", "human") == "bot"
        return False

    # ------------------------------------------------------------------ session signals
    def _on_game_started(self, info: GameInfo) -> None:
        self.info = info
        self.adapter = adapter_for(info.game_id)
        self.viewer = getattr(self.session, "viewer", None)
        self._thinking.clear()
        self._handoff_pending = False
        self._preselected = None
        self._finished_outcome = None
        self._own_news = set()
        self._refused = None
        self._finish_token += 1
        self._watching = False
        self.action_bar.set_finish_offered(False)
        self.overlay.hide()
        self.scene.setup(info.num_players, self.viewer, info.direction)
        self.scene.set_hand_hidden(False)
        self.counter.set_ranks(self.adapter.rank_for_counter())
        self.log.configure(info.game_id, self.seat_name, self.viewer)
        self._rebuild(deal=True)
        self._announce_start()
        self.feel.game_started(self._event_log(), self.viewer)
        pack = list(self.adapter.pack(info.num_players))
        QTimer.singleShot(0, lambda: self.scene.prewarm(pack))  # card art for the piles, off the first plays

    def _on_game_reset(self, info: GameInfo) -> None:
        """The session jumped to another point of the game (a replay's seek): redraw
        everything (hand, piles, seats, centre, log, counter) from its view and log."""
        self.info = info
        self._hints, self._refused = [], None
        self.scene.animator.finish_all()
        self.scene.highlight_winner(None)
        self.scene.clear_announcements()  # a jump: what was announced belongs elsewhere
        self.feel.reset()
        self._rebuild()

    def _event_log(self) -> Any:
        if self.session is None:
            return ()
        return self.session.event_log(self.viewer)

    def _rebuild(self, deal: bool = False) -> None:
        """Rebuild the public picture from the game's events as the viewer sees them."""
        info = self.info
        if info is None:
            return
        self.state = TableState(info.num_players)
        events = self._event_log()
        visible = [e for e in events if e.visible(self.viewer)]
        for e in visible:
            self.state.apply(e)
        self._seen = len(events)
        self.log.configure(info.game_id, self.seat_name, self.viewer)
        self.log.set_events(self.disputes.merged(visible), self.viewer)  # the disputes' lines stay
        self._hand_key = None
        self._show_piles(animate_seat=None)
        self.refresh(deal=deal)

    def _on_event(self, _event: Event) -> None:
        info = self.info
        if info is None:
            return
        events = self._event_log()
        new = events[self._seen :]
        self._seen = len(events)
        if new:
            self._hints = []
        played_seats: list[int] = []
        texts_up: list[tuple[str, Callable[[], str]]] = []
        own_action = False
        for e in new:
            if not e.visible(self.viewer):
                continue
            change = self.state.apply(e)
            self.log.add_event(e)
            if change == "play" and e.seat is not None:
                played_seats.append(e.seat)
            if e.seat is not None and e.seat == self.viewer and e.kind in _OWN_ACTION_KINDS:
                own_action = True
            if e.kind in ANNOUNCE_KINDS:
                texts_up.append((self._news(e), self._news_words(e)))
        if own_action:  # what was selected has been played (or handed back): it means nothing now
            self._refused = None
            self.scene.clear_selection()
        self._show_piles(animate_seat=played_seats[-1] if played_seats else None)
        self.refresh()
        self.feel.events(new, self.viewer)
        for text, words in texts_up:  # after the plays are down: the banner goes where they are not
            self._announce(text, words)
        if texts_up:
            self._hold_bots()

    def _announce_start(self) -> None:
        """The announcements of the game's start (the lottery, 天牌, a turned 刀...): the
        events before anybody's first move, which come with the game itself. A game taken
        up in its middle (Continue, a rejoin) has them in its log and announces nothing:
        "North leads" at the end of a half would be news of long ago."""
        if self.info is None:
            return
        start = []
        for e in self._event_log():
            if e.kind in _FIRST_MOVE_KINDS and e.seat is not None:
                return
            if e.kind in ANNOUNCE_KINDS and e.visible(self.viewer):
                start.append((self._news(e), self._news_words(e)))
        for text, words in start:
            self._announce(text, words)
        if start:
            self._hold_bots()

    def _news(self, e: Event) -> str:
        """An announcement's text; one of the viewer's own (its 天牌) is kept in mind."""
        assert self.info is not None
        text = event_text(self.info.game_id, e, self.seat_name, self.viewer)
        if e.seat is not None and e.seat == self.viewer:
            self._own_news.add(text)
        return text

    def _news_words(self, e: Event) -> Callable[[], str]:
        """How to word the announcement of ``e`` again (in the language of the moment)."""
        assert self.info is not None
        game_id, viewer = self.info.game_id, self.viewer
        return lambda: event_text(game_id, e, self.seat_name, viewer)

    def _announce(self, text: str, words: Callable[[], str] | None = None) -> None:
        """A banner over the table: queued in a game, the latest alone in a replay (whose
        own pace does not wait for them)."""
        if getattr(self.session, "read_only", False):
            self.scene.clear_announcements()
        self.scene.announce(text, words)

    def _hold_bots(self) -> None:
        """No bot move is shown while announcements are up (a session that can wait)."""
        hold = getattr(self.session, "hold_bots", None)
        ms = self.scene.pending_announcement_ms()
        if callable(hold) and ms > 0:
            hold(ms)

    def _show_piles(self, animate_seat: int | None) -> None:
        if self.info is None:
            return
        gid = self.info.game_id
        for seat in range(self.info.num_players):
            play = self.state.plays.get(seat)
            if play is None:
                self.scene.piles[seat].clear()
            elif play.passed:
                if play.bid is not None:
                    text = self.tr("Bid {n}").format(n=play.bid)
                else:
                    text = texts.bid_pass_label() if texts.passes_are_bids(gid) else self.tr("Pass")
                self.scene.show_play(seat, (), text, True, animate=False)
            else:
                label = texts.reading_label(gid, play.reading)
                self.scene.show_play(seat, play.cards, label, False, animate=seat == animate_seat)
        if self.state.trick_closed and self.state.last_trick_winner is not None:
            self.scene.highlight_winner(self.state.last_trick_winner)
        elif self.state.top_seat is not None:
            self.scene.highlight_winner(None)
        # a closed trick lies faded until the next lead: it is not to be beaten
        self.scene.dim_piles(self.state.trick_closed and bool(self.state.plays))

    def _on_turn(self, seat: int) -> None:
        self.refresh()
        self.feel.turn(seat == self.viewer and not self.seat_is_bot(seat) and not self._watching)

    def _on_handoff(self, seat: int) -> None:
        self._handoff_pending = True
        self.scene.set_hand_hidden(True)
        self.scene.clear_selection()
        self.overlay.show_for(self.seat_name(seat))
        self.refresh()
        self._focus_soon()

    def _on_viewer_changed(self, seat: int) -> None:
        self.viewer = seat
        self._handoff_pending = False
        self.overlay.hide()
        self.scene.set_hand_hidden(False)
        self.scene.set_viewer(seat)
        self._rebuild()
        self._focus_soon()

    # ------------------------------------------------------------------ keyboard focus
    def _keeps_focus(self, w: QWidget) -> bool:
        """Whether ``w`` (inside the page) may keep the keys: the table, the log (it hands
        the table's keys on), or a box the player types into."""
        if w is self.view or w is self.view.viewport() or w is self.log:
            return True
        if isinstance(w, (QAbstractSpinBox, QLineEdit)):
            return True
        return isinstance(w, QComboBox) and w.isEditable()

    def _focus_soon(self) -> None:
        QTimer.singleShot(0, self, self._ensure_focus)  # with the page as context: none once it is gone

    def _ensure_focus(self) -> None:
        """Give the keys back to the table (or to the hand-off screen while it shows) when
        nothing of the page that may keep them has them."""
        if not self.isVisible() or not self.window().isActiveWindow():
            return
        fw = QApplication.focusWidget()
        if self.overlay.isVisible():
            if fw is not self.overlay:
                self.overlay.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        if fw is None or (self.isAncestorOf(fw) and not self._keeps_focus(fw)):
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_focus_changed(self, _old: QWidget | None, _new: QWidget | None) -> None:
        with contextlib.suppress(RuntimeError):  # the application outlives a page deleted meanwhile
            if self.isVisible():
                self._focus_soon()

    def _back_from(self, dialog: QWidget) -> None:
        """A dialog of this window closed and left no window active (no window manager
        hands it back): the table's window becomes active again, the keys the table's."""
        if dialog.isVisible() or QApplication.activeWindow() is not None or not self.isVisible():
            return
        self.window().activateWindow()
        self._focus_soon()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        window = self.window()
        if window is not self._watched_window:
            if self._watched_window is not None:
                self._watched_window.removeEventFilter(self)
            window.installEventFilter(self)
            self._watched_window = window
            for child in window.findChildren(QWidget):
                if child.isWindow():
                    child.installEventFilter(self)
        self._focus_soon()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self._watched_window:
            if kind == QEvent.Type.WindowActivate:
                self._focus_soon()  # back from a dialog: the keys go to the table again
            elif kind == QEvent.Type.ChildAdded:
                child = event.child()  # type: ignore[attr-defined]
                if isinstance(child, QWidget):
                    child.installEventFilter(self)  # a dialog of the window: see when it goes
        elif kind == QEvent.Type.Hide and isinstance(watched, QWidget) and watched.isWindow():
            QTimer.singleShot(0, self, lambda w=watched: self._back_from(w))
        return False

    def confirm_handoff(self) -> None:
        if self.session is not None:
            self.session.confirm_handoff()

    def _on_refused(self, seat: int, error: EngineError) -> None:
        self._refused = (seat, error)
        text = self._refusal_text()
        self.action_bar.set_selection_info(SelectionInfo(self.action_bar.reading_text(), False, text))
        self.scene.clear_announcements()  # a refusal answers the player now, before any queue
        gid = self.info.game_id if self.info is not None else ""
        reason, params = getattr(error, "reason", "error"), getattr(error, "params", {})
        self.scene.announce(text, lambda: texts.reason_text(reason, params, gid))
        self.why.refused(error)

    def _refusal_text(self) -> str:
        """Why the last play was refused, in the current language ("" when none is up)."""
        if self._refused is None:
            return ""
        error = self._refused[1]
        gid = self.info.game_id if self.info is not None else ""
        return texts.reason_text(getattr(error, "reason", "error"), getattr(error, "params", {}), gid)

    def _on_thinking(self, seat: int, on: bool) -> None:
        if on:
            self._thinking.add(seat)
        else:
            self._thinking.discard(seat)
        self._refresh_seats(self._last_view)

    def _on_timer_started(self, seat: int, ms: int) -> None:
        """A rule timer runs (the 红五 trump choice): show the seconds left."""
        self._deadline = (seat, time.monotonic() + ms / 1000.0)
        self._tick.start()
        self._show_timer()

    def _on_timer_stopped(self, _seat: int) -> None:
        self._deadline = None
        self._tick.stop()
        self.timer_text = ""
        self.action_bar.set_timer("")

    def _show_timer(self) -> None:
        if self._deadline is None:
            return
        seat, end = self._deadline
        left = max(0, round(end - time.monotonic()))
        self.timer_text = self.tr("{name}: {n} s left").format(name=self.seat_name(seat), n=left)
        self.action_bar.set_timer(self.timer_text)
        self.feel.timer(seat == self.viewer and not self.seat_is_bot(seat), left)

    def _on_game_finished(self, outcome: Any) -> None:
        """The game is over: tell it (the score dialog) once the announcements of its end
        have been shown."""
        self.refresh()
        self.feel.game_finished(outcome, self.viewer)
        self._finished_outcome = outcome
        self._finish_token += 1
        wait = self.scene.pending_announcement_ms()
        if wait <= 0:
            self._flush_finished()
            return
        token = self._finish_token
        QTimer.singleShot(wait + 1500, self, lambda: self._flush_finished(token))  # if no banner says it is done

    def _flush_finished(self, token: int | None = None) -> None:
        if token is not None and token != self._finish_token:
            return
        outcome, self._finished_outcome = self._finished_outcome, None
        if outcome is not None:
            self.game_finished.emit(outcome)

    def finish_quickly(self) -> None:
        """Nobody here plays any more: the bots finish the game without pauses."""
        rush = getattr(self.session, "finish_quickly", None)
        if callable(rush):
            rush()
        self.feel.rush(self.viewer)
        self.scene.keep_announcements(lambda text: text in self._own_news)  # the player's own 天牌 stays
        self.action_bar.set_finish_offered(False)

    # ------------------------------------------------------------------ drawing
    def current_view(self) -> View | None:
        if self.session is None or self.info is None:
            return None
        try:
            view = self.session.view()
        except Exception:
            return None
        return view  # type: ignore[no-any-return]

    def refresh(self, deal: bool = False) -> None:
        view = self.current_view()
        self._last_view = view
        if view is None or self.info is None or self.adapter is None:
            self.action_bar.set_legal(frozenset(), None)
            return
        sort = self.effective_sort()
        self.scene.set_wild_rank(getattr(view, "laizi", None))
        if self.viewer is not None and not self._handoff_pending:
            groups: list[int] | None = None
            labels: list[str] | None = None
            if sort == "plan":
                planned, labels = self._planned(view)
                hand = [c for g in planned for c in g]
                groups = [i for i, g in enumerate(planned) for _c in g]
                if not planned:
                    hand, groups, labels = self.adapter.sort_hand(view, view.hand, "rank"), None, None
                bury = self.adapter.plan_bury(view) if planned else 0
                self.action_bar.set_plan_count(len(planned) - (1 if bury else 0) if planned else None, bury)
            else:
                hand = self.adapter.sort_hand(view, view.hand, sort)
                self.action_bar.set_plan_count(None)
            key = (*(c.text for c in hand), sort, *(str(g) for g in groups or ()), *(labels or ()))
            if key != self._hand_key:
                self._hand_key = key
                self._hints = []
                self.scene.set_hand(hand, deal=deal, groups=groups, labels=labels)
        elif self.viewer is None:
            self.scene.set_hand([])
        self._refresh_seats(view)
        shown = {**self.adapter.revealed_hands(view), **self._shown_hands()}
        other = "rank" if sort == "plan" else sort
        self.scene.show_revealed_hands(
            {seat: self.adapter.sort_hand(view, cards, other) for seat, cards in shown.items() if cards}
        )
        title = texts.game_name(self.info.game_id)
        phase = texts.phase_name(view.phase) if view.phase else ""
        self.scene.set_center(f"{title} · {phase}" if phase else title, self.adapter.markers(view))
        pack = self.adapter.pack(self.info.num_players)
        # with the hands hidden (a hot-seat hand-off) the counter must not count a hand either
        mine = view.hand if self.viewer is not None and not self._handoff_pending else ()
        self.counter.set_counts(unseen_by_rank(pack, self.state.played, mine))
        my_turn = self.viewer is not None and view.to_move == self.viewer and not self._handoff_pending
        my_turn = my_turn and not getattr(self.session, "read_only", False)  # a replay takes no moves
        legal = view.legal_kinds if my_turn else frozenset()
        self.action_bar.set_legal(frozenset(legal), view)
        if view.phase == "over":
            status = self.tr("The game is over.")
        elif my_turn:
            status = self.tr("Your turn.")
        elif view.to_move is not None:
            status = self.tr("Waiting for {name}…").format(name=self.seat_name(view.to_move))
        else:
            status = ""
        if my_turn and view.phase == "grab_earth":
            status = self.tr(
                "Grab the earth (抢地): play your whole hand in one go (scores 1,500), "
                "or pass and keep it, hoping for Man (人牌, 2,000) later."
            )
            self._preselect_whole_hand(view)
        self._status_text = status
        self.action_bar.set_status(status)
        self._update_selection_info()
        self._check_watching(view)

    def _planned(self, view: View) -> tuple[list[list[Card]], list[str]]:
        """The hand in the planner's groups and each group's name (its combination, as
        the rules assistant reads it), worked out once per hand."""
        assert self.adapter is not None and self.info is not None
        key = (*(c.text for c in view.hand), view.phase, str(getattr(view, "laizi", None)))
        if key == self._plan_key:
            return self._plan_cache
        groups = self.adapter.plan_groups(view, view.hand)
        labels = [self._group_label(view, g) for g in groups]
        if groups and self.adapter.plan_bury(view):  # 红五's 扣底: the cards to bury come first
            labels[0] = self.tr("To bury")
        self._plan_key, self._plan_cache = key, (groups, labels)
        return groups, labels

    def _merged_caption(self, n: int, size: int) -> str | None:
        """The name of ``n`` planned singles or pairs side by side whose own names are cut."""
        if size == 1:
            return self.tr("{n} singles").format(n=n)
        return self.tr("{n} pairs").format(n=n) if size == 2 else None

    def _group_label(self, view: View, cards: list[Card]) -> str:
        assert self.adapter is not None and self.info is not None
        gid = self.info.game_id
        ai = self.adapter.assistant
        readings: list[Any] = []
        if ai is not None and view.seat is not None:
            try:
                readings = list(ai.read_selection(view, list(cards)).readings)
            except Exception:
                readings = []
        if not readings:
            readings = self.adapter.readings(view, cards)
        return texts.reading_label(gid, readings[0]) if readings else texts.cards_label(cards)

    # ------------------------------------------------------------------ nobody here plays any more
    def _people_here(self) -> list[int]:
        """The seats of the people at this table (none: bots only, a demo)."""
        seats = getattr(self.session, "seats", None) or ()
        return [
            i
            for i, s in enumerate(seats)
            if getattr(s, "kind", "human") == "human" and getattr(s, "local", True) is not False
        ]

    def _seat_is_out(self, view: View, seat: int) -> bool:
        """Whether ``seat`` takes no more part in the game (out of cards, gone, won)."""
        if seat in self.state.gone:
            return True
        sizes = view.hand_sizes
        if seat < len(sizes) and sizes[seat] == 0 and seat in self.state.has_played:
            return True
        status = getattr(view, "status", None)
        if isinstance(status, (list, tuple)) and seat < len(status) and status[seat] not in ("live", None):
            return True
        finished = getattr(view, "finished", None)
        return isinstance(finished, (list, tuple)) and seat in finished

    def _check_watching(self, view: View) -> None:
        """Once every person here is out the players only watch: the bots keep a pace one
        can follow, and the bar offers to let them finish quickly."""
        people = self._people_here()
        live = view.phase != "over" and not getattr(self.session, "read_only", False)
        watching = live and bool(people) and view.to_move not in people
        watching = watching and all(self._seat_is_out(view, s) for s in people)
        if watching == self._watching:
            return
        self._watching = watching
        self.action_bar.set_finish_offered(watching)
        floor = getattr(self.session, "set_pace_floor", None)
        if callable(floor):
            floor(WATCH_PACE_MS if watching and not self.scene.animator.instant else 0)

    def _shown_hands(self) -> dict[int, tuple[Card, ...]]:
        """Hands the session shows face up besides the rules' (a replay showing every hand)."""
        shown = getattr(self.session, "shown_hands", None)
        return dict(shown()) if callable(shown) else {}

    def add_bar(self, bar: QWidget) -> None:
        """Put ``bar`` (e.g. the replay controls) under the action bar."""
        self._bars.addWidget(bar)

    def _preselect_whole_hand(self, view: View) -> None:
        """In the 抢地 window the only play is the whole hand: select it once."""
        key = (id(self.info), self._seen)
        if self._preselected == key:
            return
        self._preselected = key
        self.scene.select_cards(view.hand)

    def _refresh_seats(self, view: View | None) -> None:
        if view is None or self.info is None or self.adapter is None:
            return
        status_of = getattr(self.session, "seat_status", None)
        for seat in range(self.info.num_players):
            n = view.hand_sizes[seat] if seat < len(view.hand_sizes) else None
            info = SeatInfo(
                name=self.seat_name(seat),
                is_bot=self.seat_is_bot(seat),
                bot_label=self.tr("AI", "short mark of a bot seat"),
                human_label=self.tr("Me", "short mark of the viewer's seat") if seat == self.viewer else str(seat + 1),
                cards_left=n,
                cards_label=texts.card_count(n) if n is not None else "",
                badges=self._badges(view, seat, status_of),
                to_move=view.to_move == seat and view.phase != "over",
                thinking=seat in self._thinking,
                is_viewer=seat == self.viewer,
                title=self._seat_title(seat),
            )
            self.scene.set_seat_info(seat, info)

    def _badges(self, view: View, seat: int, status_of: Any) -> list[tuple[str, str]]:
        """The seat's role badges, and its connection state in a LAN game: away or 托管
        first (a panel short of room drops the badges at the end), the LAN mark last."""
        badges = list(self.adapter.badges(view, seat)) if self.adapter is not None else []
        status = status_of(seat) if callable(status_of) else None
        if status:
            from .lan.texts import connection_badge

            badge = connection_badge(status)
            if badge is not None:
                badges.insert(len(badges) if status == "remote" else 0, badge)
        return badges

    def _career_level(self, seat: int) -> int | None:
        """The 红五 career level number of a profiled human seat of a live game, else None."""
        seats = getattr(self.session, "seats", None) or ()
        if self.profiles is None or self.info is None or getattr(self.session, "read_only", False):
            return None
        level = self.profiles.career_title_level(self.info.game_id, seats[seat]) if seat < len(seats) else None
        return None if level is None else int(level.number)

    def _seat_title(self, seat: int) -> str:
        """The 红五 career title (级别) of a profiled human seat of a live game, else ""."""
        seats = getattr(self.session, "seats", None) or ()
        if self.profiles is None or self.info is None or getattr(self.session, "read_only", False):
            return ""
        level = self.profiles.career_title_level(self.info.game_id, seats[seat]) if seat < len(seats) else None
        return "" if level is None else texts.career_title(level)

    # ------------------------------------------------------------------ selection and actions
    def _selection_changed(self, _cards: list[Card]) -> None:
        self._refused = None  # a new selection: the refusal is answered
        self.why.clear()
        self._update_selection_info()

    def _update_selection_info(self) -> None:
        cards = self.scene.selected_cards()
        if self.adapter is None or not cards:
            refusal = self._refusal_text() if self.why.button.explanation is not None else ""
            # a refusal with no selection (a pass on a lead) keeps its line beside its Why?,
            # worded again (a language switch re-draws the table)
            self.action_bar.set_selection_info(SelectionInfo("", False, refusal) if refusal else SelectionInfo())
            return
        view = self._last_view
        info = self.adapter.read_selection(view, cards)
        self.action_bar.set_selection_info(info)
        self.why.selection(info)

    def _submit(self, action: Action) -> None:
        if self.session is None:
            return
        self.session.submit(action.seat, action)

    def play_selected(self) -> None:
        view = self._last_view
        if self.viewer is None or view is None or self._handoff_pending:
            return
        cards = tuple(self.scene.selected_cards())
        if ActionKind.PLAY not in view.legal_kinds and ActionKind.BURY in view.legal_kinds:
            self._submit(Action(self.viewer, ActionKind.BURY, cards))
            return
        if not cards:
            self.action_bar.set_selection_info(SelectionInfo("", False, texts.reason_text("no_cards")))
            return
        self._submit(Action(self.viewer, ActionKind.PLAY, cards, self.action_bar.chosen_reading()))

    def pass_turn(self) -> None:
        if self.viewer is None or self._handoff_pending:
            return
        self.scene.clear_selection()
        self._submit(Action(self.viewer, ActionKind.PASS))

    def choose_action(self, kind: str, value: object) -> None:
        if self.viewer is None or self._handoff_pending:
            return
        cards: tuple[Card, ...] = ()
        if kind == ActionKind.BURY:
            cards = tuple(self.scene.selected_cards())
            value = None
        self._submit(Action(self.viewer, kind, cards, value))  # type: ignore[arg-type]

    def next_hint(self) -> None:
        """Select the next suggested play (cycles)."""
        if self.adapter is None or self._handoff_pending:
            return
        if not self._hints:
            self._hints = self._plan_first(self.adapter.hints(self._last_view))
            self._hint_index = -1
        if not self._hints:
            self.action_bar.set_selection_info(SelectionInfo(self.tr("No play beats the table: pass."), None, ""))
            return
        self._hint_index = (self._hint_index + 1) % len(self._hints)
        self.scene.select_cards(self._hints[self._hint_index])

    def _plan_first(self, hints: list[tuple[Card, ...]]) -> list[tuple[Card, ...]]:
        """On a lead with the plan shown, the plan's first play is the first hint (the
        others follow): H agrees with the groups on the screen."""
        view = self._last_view
        if not self.plan_on or view is None or self.adapter is None or ActionKind.PLAY not in view.legal_kinds:
            return hints
        if self.adapter.lead_cards(view) is not None or self.adapter.plan_bury(view):
            return hints
        planned, _labels = self._planned(view)
        if not planned:
            return hints
        first = tuple(planned[0])
        key = sorted(c.text for c in first)
        return [first, *(h for h in hints if sorted(c.text for c in h) != key)]

    # ------------------------------------------------------------------ language
    def retranslate(self) -> None:
        self._plan_key = None  # the planned groups' names are worked out again, in the new language
        self.side.setTabText(0, self.tr("Game log"))
        self.side.setTabText(1, self.tr("Card counter"))
        self._show_piles(animate_seat=None)
        self.refresh()
        for old, new in self.scene.reword_announcements().items():  # the banner up, in the new language
            if old in self._own_news:
                self._own_news.add(new)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
