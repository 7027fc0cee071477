"""The main window: menus, the start screen, the table page, the dialogs around a game."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox, QStackedWidget, QWidget

from ..i18n import LANGUAGE_NATIVE_NAMES, LANGUAGES, Translators
from . import texts
from .dialogs.about import about_html
from .dialogs.new_game import NewGameConfig, NewGameDialog
from .dialogs.replay_score import ReplayScoreDialog
from .dialogs.rules import RulesDialog
from .dialogs.score import ScoreDialog
from .dispute import DisputeMenu
from .feel import install as install_feel
from .files import FileActions
from .history import install as install_history
from .lan.controller import LanController, leaves_room
from .table_page import TablePage
from .widgets.start_page import StartPage

__all__ = ["SPEED_NAMES", "TABLE_COLOURS", "MainWindow"]

log = logging.getLogger(__name__)

TABLE_COLOURS = {
    "green": "#1f5f3a",
    "blue": "#1c3f6e",
    "red": "#6e1f24",
    "brown": "#5a3e22",
    "grey": "#37474f",
}
SPEED_NAMES = ("instant", "fast", "normal", "slow")
#: how long a bot's move is held back at each animation speed (ms), so people can follow
BOT_DELAY_BY_SPEED = {"instant": 0, "fast": 250, "normal": 700, "slow": 1400}


class _MemorySettings:
    """Settings kept in memory (when no settings file is wanted, e.g. in tests)."""

    def __init__(self) -> None:
        from ..store.settings import Settings

        self.settings = Settings()

    def update(self, **changes: Any) -> Any:
        import dataclasses

        self.settings = dataclasses.replace(self.settings, **changes)
        return self.settings


class MainWindow(FileActions, QMainWindow):
    """``settings_store``: an object with ``settings`` and ``update(**changes)`` (the
    store's ``SettingsStore``; in memory when None and ``persistent`` is False).
    ``session_factory(parent)`` builds the ``GameSession`` (tests inject fakes).
    ``dialog_hook(dialog)`` is called with every dialog opened (tests answer them).
    ``profile_store``: the players' ``store.profiles.ProfileStore`` (the user's file when None)."""

    def __init__(
        self,
        settings_store: Any = None,
        session_factory: Callable[[QWidget], Any] | None = None,
        language: str | None = None,
        persistent: bool = True,
        translators: Translators | None = None,
        dialog_hook: Callable[[QWidget], None] | None = None,
        profile_store: Any = None,
    ) -> None:
        super().__init__()
        self.setObjectName("MainWindow")
        self.resize(1280, 820)
        if settings_store is None:
            settings_store = self._default_settings(persistent)
        self.store = settings_store
        self.translators = translators or Translators()
        self._session_factory = session_factory
        self.dialog_hook = dialog_hook
        self.session: Any = None
        self.score_dialog: ScoreDialog | None = None
        self.rules_dialog: RulesDialog | None = None
        self.new_game_dialog: NewGameDialog | None = None
        self.replay_bar: Any = None  # the replay controls, made on the first replay

        self.stack = QStackedWidget()
        self.start_page = StartPage()
        self.table_page = TablePage()
        self.stack.addWidget(self.start_page)
        self.stack.addWidget(self.table_page)
        self.setCentralWidget(self.stack)
        self.start_page.new_game_requested.connect(self.new_game)
        self.start_page.continue_requested.connect(self.continue_game)
        self.start_page.rules_requested.connect(self.show_rules)
        self.table_page.game_finished.connect(self._on_game_finished)
        self.profiles = profile_store if profile_store is not None else self._default_profiles()
        self.table_page.profiles = self.profiles
        self.table_page.sort_mode_changed.connect(self._on_sort_mode_changed)
        self.lan = LanController(self)  # Game ▸ Host / Join a game, the rooms (ui/lan)
        self.start_page.reopen_requested.connect(self.lan_offer)

        self._build_menus()
        self.history = install_history(self)  # Game ▸ History…, and the match and LAN facts of finished games
        self.feel = install_feel(self)  # View ▸ Sound, Reduce motion (ui/feel.py)
        self._apply_settings()
        self.table_page.scene.hand_zoom_changed.connect(self._on_hand_zoom_changed)
        choice = language or self.settings.language
        self.translators.set_language(choice)
        self._check_language_action(choice)
        self._start_files()  # stale temp files removed, Continue checked, problems said once
        self.retranslate()

    # ------------------------------------------------------------------ settings
    @staticmethod
    def _default_settings(persistent: bool) -> Any:
        if persistent:
            try:
                from ..store.settings import SettingsStore

                return SettingsStore()
            except Exception:
                log.warning("settings unavailable: using defaults", exc_info=True)
        return _MemorySettings()

    @staticmethod
    def _default_profiles() -> Any:
        from ..store.profiles import ProfileStore

        return ProfileStore()  # never raises: a bad file is moved aside and reported

    @property
    def settings(self) -> Any:
        return self.store.settings

    def _set(self, **changes: Any) -> None:
        try:
            self.store.update(**changes)
        except ValueError:
            log.warning("setting refused: %r", changes)

    def _apply_settings(self) -> None:
        s = self.settings
        self.table_page.set_speed(s.animation_speed)
        self.table_page.set_deck_style("four" if s.deck_colours == 4 else "two")
        self.table_page.set_table_colour(s.table_colour)
        self.table_page.sort_mode = s.sort_mode
        self.table_page.scene.set_hand_zoom(s.hand_zoom)
        for a in self.speed_group.actions():
            a.setChecked(a.data() == s.animation_speed)
        for a in self.deck_group.actions():
            a.setChecked(a.data() == s.deck_colours)
        for a in self.colour_group.actions():
            a.setChecked(a.data() == s.table_colour)
        for a in self.sort_group.actions():
            a.setChecked(a.data() == s.sort_mode)

    # ------------------------------------------------------------------ menus
    def _group(self, menu: QMenu, values: list[Any], slot: Callable[[Any], None]) -> tuple[QActionGroup, list[QAction]]:
        group = QActionGroup(self)
        group.setExclusive(True)
        actions = []
        for v in values:
            a = QAction(self)
            a.setCheckable(True)
            a.setData(v)
            a.triggered.connect(lambda _=False, value=v: slot(value))
            group.addAction(a)
            menu.addAction(a)
            actions.append(a)
        return group, actions

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.new_action = QAction(self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.new_game)
        self.continue_action = QAction(self)
        self.continue_action.triggered.connect(self.continue_game)
        self.replay_action = QAction(self)
        self.replay_action.setShortcut(QKeySequence.StandardKey.Open)
        self.replay_action.triggered.connect(self.open_replay)
        self.save_as_action = QAction(self)
        self.save_as_action.setShortcut(QKeySequence.StandardKey.SaveAs)
        self.save_as_action.triggered.connect(self.save_match_as)
        self.save_replay_action = QAction(self)
        self.save_replay_action.triggered.connect(self.save_replay_as)
        self.open_match_action = QAction(self)
        self.open_match_action.triggered.connect(self.open_saved_match)
        self.stats_action = QAction(self)
        self.stats_action.triggered.connect(self.show_statistics)
        self.profiles_action = QAction(self)
        self.profiles_action.triggered.connect(self.show_profiles)
        self.abandon_action = QAction(self)
        self.abandon_action.triggered.connect(self.abandon_game)
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        for a in (self.new_action, self.continue_action, self.replay_action):
            self.game_menu.addAction(a)
        self.game_menu.addSeparator()
        self.lan.add_actions(self.game_menu)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.save_as_action)
        self.game_menu.addAction(self.save_replay_action)
        self.game_menu.addAction(self.open_match_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.profiles_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.abandon_action)
        self.dispute_menu = DisputeMenu(self, before=self.abandon_action)  # Dispute…, Void…, Export dispute…
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)

        self.view_menu = bar.addMenu("")
        self.sort_menu = self.view_menu.addMenu("")
        self.sort_group, self.sort_actions = self._group(self.sort_menu, ["rank", "suit", "plan"], self.set_sort_mode)
        self.deck_menu = self.view_menu.addMenu("")
        self.deck_group, self.deck_actions = self._group(self.deck_menu, [2, 4], self.set_deck_colours)
        self.colour_menu = self.view_menu.addMenu("")
        self.colour_group, self.colour_actions = self._group(
            self.colour_menu, list(TABLE_COLOURS.values()), self.set_table_colour
        )
        self.speed_menu = self.view_menu.addMenu("")
        self.speed_group, self.speed_actions = self._group(self.speed_menu, list(SPEED_NAMES), self.set_speed)
        self.watch_menu = self.view_menu.addMenu("")  # all-bot demo: whose hand to show
        self.watch_menu.aboutToShow.connect(self._fill_watch_menu)
        self.view_menu.addSeparator()
        self._build_zoom_actions()

        self.language_menu = bar.addMenu("")
        self.language_group, self.language_actions = self._group(self.language_menu, list(LANGUAGES), self.set_language)

        self.help_menu = bar.addMenu("")
        self.rules_action = QAction(self)
        self.rules_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.rules_action.triggered.connect(self.show_rules)
        self.about_action = QAction(self)
        self.about_action.triggered.connect(self.show_about)
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.stats_action)
        self.help_menu.addAction(self.about_action)

    def _build_zoom_actions(self) -> None:
        """View ▸ Zoom in / out / reset the hand, with the table view's own Ctrl+= / Ctrl+-
        / Ctrl+0 keys as shortcuts. A shortcut consumes its key press (the view never sees
        it), so each key zooms once whichever widget has the focus."""
        scene = self.table_page.scene
        self.zoom_in_action = self._view_action(["Ctrl+=", "Ctrl++"], lambda: scene.zoom_hand(1))
        self.zoom_out_action = self._view_action(["Ctrl+-"], lambda: scene.zoom_hand(-1))
        self.zoom_reset_action = self._view_action(["Ctrl+0"], lambda: scene.set_hand_zoom(1.0))

    def _view_action(self, keys: list[str], slot: Callable[[], None]) -> QAction:
        """An action of the View menu with ``keys`` as its shortcuts (the first one shown)."""
        action = QAction(self)
        action.setShortcuts([QKeySequence(k) for k in keys])
        action.triggered.connect(slot)
        self.view_menu.addAction(action)
        return action

    # ------------------------------------------------------------------ view settings
    def _on_hand_zoom_changed(self, zoom: float) -> None:
        """The player zoomed the hand (keys, menu, Ctrl+wheel): keep it for the next start."""
        if zoom != self.settings.hand_zoom:
            self._set(hand_zoom=zoom)

    def set_sort_mode(self, mode: str) -> None:
        self._set(sort_mode=mode)
        self.table_page.set_sort_mode(mode)

    def set_deck_colours(self, n: int) -> None:
        self._set(deck_colours=n)
        self.table_page.set_deck_style("four" if n == 4 else "two")

    def set_table_colour(self, colour: str) -> None:
        self._set(table_colour=colour)
        self.table_page.set_table_colour(colour)

    def set_speed(self, name: str) -> None:
        self._set(animation_speed=name)
        self.table_page.set_speed(name)
        self._apply_bot_delay()

    def bot_delay_ms(self) -> int:
        """Bot pacing follows the animation speed (instant: no wait)."""
        return BOT_DELAY_BY_SPEED.get(self.settings.animation_speed, self.settings.bot_delay_ms)

    def _apply_bot_delay(self) -> None:
        if self.session is not None and hasattr(self.session, "set_bot_delay"):
            self.session.set_bot_delay(self.bot_delay_ms())

    def _on_sort_mode_changed(self, mode: str) -> None:
        self._set(sort_mode=mode)
        for a in self.sort_group.actions():
            a.setChecked(a.data() == mode)

    def _fill_watch_menu(self) -> None:
        self.watch_menu.clear()
        s = self.session
        if s is None or not getattr(s, "is_demo", False) or getattr(s, "game", None) is None:
            a = self.watch_menu.addAction(self.tr("Only when every seat is a bot"))
            a.setEnabled(False)
            return
        choices: list[tuple[int | None, str]] = [(None, self.tr("Spectator (no hand shown)"))]
        choices += [(i, self.table_page.seat_name(i)) for i in range(s.num_players)]
        for seat, label in choices:
            a = self.watch_menu.addAction(label)
            a.setCheckable(True)
            a.setChecked(s.viewer == seat)
            a.triggered.connect(lambda _=False, v=seat: self.watch_from(v))

    def watch_from(self, seat: int | None) -> bool:
        """Demo mode: show ``seat``'s hand (None: watch as a spectator)."""
        s = self.session
        return bool(s is not None and hasattr(s, "set_viewer") and s.set_viewer(seat))

    def set_language(self, choice: str) -> None:
        """Switch the interface language live (every widget retranslates)."""
        self._set(language=choice)
        self.translators.set_language(choice)
        self._check_language_action(choice)
        if self.rules_dialog is not None:
            self.rules_dialog.set_language(self.translators.language)

    def _check_language_action(self, choice: str) -> None:
        for a in self.language_actions:
            a.setChecked(a.data() == choice)

    # ------------------------------------------------------------------ session
    def ensure_session(self) -> Any:
        if self.session is not None and not hasattr(self.session, "resume"):  # a replay: back to play
            self._drop_replay()
        if self.session is None:
            if self._session_factory is not None:
                self.install_session(self._session_factory(self))
            else:
                from ..session import GameSession

                self.install_session(GameSession(self, bot_delay_ms=self.bot_delay_ms()))
        return self.session

    def install_session(self, session: Any) -> None:
        """Play ``session`` at the table (a local one, or a LAN room's)."""
        self.session = session
        session.game_finished.connect(self._record_game)  # before the table redraws: fresh titles
        self.table_page.attach(session)
        session.match_finished.connect(self._on_match_finished)

    def drop_session(self) -> None:
        """Stop and let go of the session (its autosave stays); a new one is made when needed."""
        s, self.session = self.session, None
        if s is None:
            return
        with contextlib.suppress(Exception):
            s.stop()
        self.table_page.detach()
        if s.parent() is self:
            s.deleteLater()

    def _show_dialog(self, dialog: QWidget) -> None:
        dialog.open()  # type: ignore[attr-defined]
        if self.dialog_hook is not None:
            self.dialog_hook(dialog)

    @leaves_room
    def new_game(self) -> None:
        last = dict(self.settings.last_new_game) if self.settings.last_new_game else {}
        dlg = NewGameDialog(self, last=last, player_name=self.settings.player_name, known_names=self.profiles.names())
        self.new_game_dialog = dlg
        dlg.accepted.connect(lambda: self.start_game(dlg.config()))
        self._show_dialog(dlg)

    def start_game(self, config: NewGameConfig, seed: int | None = None) -> bool:
        from ..session import SeatConfig

        session = self.ensure_session()
        seats = [SeatConfig(s.kind, s.name, s.level if s.kind == "bot" else None) for s in config.seats]
        try:
            session.start(config.game_id, config.num_players, seats, config.options, config.match_length, seed)
        except Exception as e:
            log.warning("cannot start the game", exc_info=True)
            self._error(self.tr("The game cannot start: {reason}").format(reason=str(e)))
            return False
        if getattr(config, "watch", None) is not None and getattr(session, "is_demo", False):
            session.set_viewer(config.watch)
        self._set(last_new_game=config.to_json())
        self.show_table()
        return True

    def show_table(self) -> None:
        self.stack.setCurrentWidget(self.table_page)
        self.table_page.view.setFocus()
        self.retranslate()

    def show_start(self) -> None:
        self._refresh_continue()
        self.stack.setCurrentWidget(self.start_page)
        self.retranslate()

    def abandon_game(self) -> None:
        """Game ▸ Abandon: asks first; then the seat at the screen escapes (逃跑), or, with
        no hand shown (demo, hand-off), the match stops and the start page returns."""
        s = self.session
        if getattr(s, "read_only", False):  # a replay: abandoning it is closing it
            self.close_replay()
            return
        if s is None or getattr(s, "info", None) is None or getattr(s, "is_game_over", False):
            return
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Abandon this game"),
            self.tr("Abandon this game? Leaving counts as an escape and is scored as a loss."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setObjectName("AbandonConfirm")
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.finished.connect(
            lambda _r: self._abandon_answered(box.standardButton(box.clickedButton()) == QMessageBox.StandardButton.Yes)
        )
        self.abandon_box = box
        self._show_dialog(box)

    def _abandon_answered(self, yes: bool) -> None:
        s = self.session
        if not yes or s is None:
            return
        viewer = getattr(s, "viewer", None)
        humans = getattr(s, "human_seats", [])
        if viewer is None and len(humans) == 1:
            viewer = humans[0]
        if viewer is not None and hasattr(s, "abandon") and viewer in humans:
            s.abandon(viewer)
            self.lan.after_abandon()  # a LAN client leaves the room too
        elif self.lan.active:
            self.lan.shut()
            self.show_start()
        else:
            s.stop()
            self.show_start()

    def show_statistics(self) -> None:
        from .dialogs.statistics import StatisticsDialog

        dlg = StatisticsDialog(self)
        self.statistics_dialog = dlg
        self._show_dialog(dlg)

    def show_profiles(self) -> None:
        """Game ▸ Players and statistics: every profile's figures and 红五 career title."""
        from .dialogs.profiles import ProfilesDialog

        dlg = ProfilesDialog(self.profiles, self, dialog_hook=self.dialog_hook)
        dlg.sky_statistics_requested.connect(self.show_statistics)
        dlg.profiles_changed.connect(self.table_page.refresh)  # renamed or deleted: titles change
        self.profiles_dialog = dlg
        self._show_dialog(dlg)

    def _record_game(self, outcome: Any) -> None:
        """Count a finished game of a live match in the players' profiles (the store counts
        each game once; a replay is never counted). On a LAN client only the people at
        this PC are counted here."""
        from ..store.seats import SeatConfig

        s = self.session
        finished = getattr(s, "finished_record", None)
        record = finished() if callable(finished) and not getattr(s, "read_only", False) else None
        if record is None:
            return
        seats = [x if getattr(x, "local", True) else SeatConfig.remote(x.name) for x in getattr(s, "seats", ())]
        try:
            self.profiles.record_game(record, seats, outcome)
        except Exception:  # statistics must never break a game
            log.exception("the finished game could not be recorded in the profiles")

    def _on_game_finished(self, outcome: Any) -> None:
        s = self.session
        totals = getattr(s, "totals", None)
        dialog_class = ReplayScoreDialog if getattr(s, "read_only", False) else ScoreDialog
        dlg = dialog_class(
            outcome,
            self.table_page.seat_name,
            totals,
            getattr(s, "games_played", 1),
            getattr(s, "match_length", 1),
            self,
            game_id=getattr(getattr(s, "info", None), "game_id", ""),
            options=getattr(getattr(s, "info", None), "options", None),
        )
        dlg.next_game_requested.connect(self.next_game)
        dlg.new_match_requested.connect(self.new_game)
        self.lan.prepare_score_dialog(dlg)
        self.score_dialog = dlg
        self._show_dialog(dlg)

    def _on_match_finished(self, _totals: Any) -> None:
        self._refresh_continue()

    def next_game(self) -> None:
        if not self.lan.next_game() and self.session is not None:
            self.session.next_game()

    # ------------------------------------------------------------------ files (ui/files.py) around a room
    continue_game = leaves_room(FileActions.continue_game)
    open_replay = leaves_room(FileActions.open_replay)
    open_saved_match = leaves_room(FileActions.open_saved_match)

    def _record_to_save(self) -> Any:
        """A LAN client holds no game: its replay is the record of the game just finished."""
        record = super()._record_to_save()
        finished = getattr(self.session, "finished_record", None)
        return record if record is not None or not callable(finished) else finished()

    # ------------------------------------------------------------------ help
    def show_rules(self, game_id: str | None = None) -> None:
        info = getattr(self.session, "info", None)
        gid = game_id or (info.game_id if info is not None else "tiandiren")
        if self.rules_dialog is None:
            self.rules_dialog = RulesDialog(gid, self.translators.language, self)
        else:
            self.rules_dialog.set_language(self.translators.language)
        self._show_dialog(self.rules_dialog)

    def show_about(self) -> None:
        box = QMessageBox(self)
        box.setWindowTitle(self.tr("About Paiju"))
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setText(about_html())
        self._show_dialog(box)

    def _error(self, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Paiju"), text, QMessageBox.StandardButton.Ok, self)
        self._show_dialog(box)

    # ------------------------------------------------------------------ language
    def retranslate(self) -> None:
        title = self.tr("Paiju")
        info = getattr(self.session, "info", None) if self.session is not None else None
        if info is not None and self.stack.currentWidget() is self.table_page:
            title = f"{texts.game_name(info.game_id)} — {title}"
        room = self.lan.title()
        self.setWindowTitle(f"{room} · {title}" if room else title)
        self.lan.retranslate()
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New game…"))
        self.continue_action.setText(self.tr("&Continue"))
        self.replay_action.setText(self.tr("&Open replay…"))
        self.save_as_action.setText(self.tr("&Save match as…"))
        self.save_replay_action.setText(self.tr("Save &replay…"))
        self.open_match_action.setText(self.tr("Open saved &match…"))
        self.stats_action.setText(self.tr("Sky card &statistics"))
        self.profiles_action.setText(self.tr("&Players and statistics…"))
        self.watch_menu.setTitle(self.tr("&Watch from"))
        self.abandon_action.setText(self.tr("&Abandon this game"))
        self.quit_action.setText(self.tr("&Quit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.sort_menu.setTitle(self.tr("&Sort hand"))
        for a, text in zip(
            self.sort_actions, [self.tr("By rank"), self.tr("By suit"), self.tr("By planned groups")], strict=True
        ):
            a.setText(text)
        self.deck_menu.setTitle(self.tr("&Deck colours"))
        self.deck_actions[0].setText(self.tr("Two colours"))
        self.deck_actions[1].setText(self.tr("Four colours"))
        self.colour_menu.setTitle(self.tr("&Table colour"))
        names = [self.tr("Green"), self.tr("Blue"), self.tr("Red"), self.tr("Brown"), self.tr("Grey")]
        for a, text in zip(self.colour_actions, names, strict=True):
            a.setText(text)
        self.zoom_in_action.setText(self.tr("Zoom in hand"))
        self.zoom_out_action.setText(self.tr("Zoom out hand"))
        self.zoom_reset_action.setText(self.tr("Reset hand zoom"))
        self.speed_menu.setTitle(self.tr("&Animation speed"))
        speeds = [self.tr("Instant"), self.tr("Fast"), self.tr("Normal"), self.tr("Slow")]
        for a, text in zip(self.speed_actions, speeds, strict=True):
            a.setText(text)
        self.language_menu.setTitle(self.tr("&Language"))
        for a in self.language_actions:
            a.setText(self.tr("System") if a.data() == "system" else LANGUAGE_NATIVE_NAMES[a.data()])
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&Rules"))
        self.about_action.setText(self.tr("&About Paiju"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.lan.close_event(event):  # the host is asked first while a game of the room is on
            return
        if self.session is not None:
            with contextlib.suppress(Exception):
                self.session.stop()
        super().closeEvent(event)
