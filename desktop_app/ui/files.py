"""The main window's file work: the autosave and Continue, saved matches, replays.

:class:`FileActions` is a part of :class:`~.main_window.MainWindow` (a mixin it inherits):
opening and saving files with the errors in words (``store.saves`` refuses damaged or
foreign files with a reason; nothing is lost on a failed write), and watching a replay
with its controls. Its texts are translated in the ``MainWindow`` context, where they
have always been (lupdate needs the context written at each call).

At start (:meth:`FileActions._start_files`): stale temporary files of killed writers are
removed from the app's folders; Continue is offered only for an autosave that loads (a
damaged one, or one from a newer Paiju, is moved aside by ``store.saves.check_autosave``
and Continue says why); and what went wrong with the settings, the profiles or the
autosave is said once, in one message, as soon as the window shows.
"""

from __future__ import annotations

import functools
import logging
import os
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QTimer
from PySide6.QtWidgets import QFileDialog, QWidget

from . import texts
from .widgets.file_dates import use_local_dates
from .widgets.live_dialog import live_words

__all__ = ["FileActions"]

log = logging.getLogger(__name__)


class FileActions:
    """Autosave, saved matches and replays for the main window (see the module text)."""

    # provided by MainWindow
    store: Any
    profiles: Any
    session: Any
    replay_bar: Any
    table_page: Any
    start_page: Any
    continue_action: Any
    ensure_session: Callable[[], Any]
    show_table: Callable[[], None]
    show_start: Callable[[], None]
    _show_dialog: Callable[[QWidget], None]
    _error: Callable[[str], None]
    _on_match_finished: Callable[[Any], None]

    # ------------------------------------------------------------------ file dialogs
    #: the folder of the last file chosen in a file dialog ("" until one is chosen)
    _last_file_folder: str = ""

    def _file_dialog(self, title: str, name_filter: str | None = None) -> QFileDialog:
        """A file dialog that opens in the last folder a file was chosen in, else in the
        saves folder (never the process's working folder), and remembers the folder.
        ``title`` and ``name_filter`` are source texts (context "MainWindow"): the dialog
        says them in the language of the moment, also after a live switch."""
        dlg = use_local_dates(QFileDialog(self))  # type: ignore[arg-type]
        live_words(dlg, "MainWindow", title, name_filter)
        dlg.setDirectory(self._file_folder())
        dlg.fileSelected.connect(self._remember_file_folder)
        return dlg

    def _file_folder(self) -> str:
        from ..paths import ensure_dir, saves_dir

        last = self._last_file_folder
        if last and os.path.isdir(last):
            return last
        try:
            return str(ensure_dir(saves_dir()))
        except OSError:
            return os.path.expanduser("~")

    def _remember_file_folder(self, path: str) -> None:
        folder = os.path.dirname(path)
        if folder:
            self._last_file_folder = folder

    # ------------------------------------------------------------------ start-up
    def _start_files(self) -> None:
        """At start: remove stale temporary files, check the autosave for Continue, and
        say once (when the window shows) what could not be used as it was."""
        self._clean_temp_files()
        self._refresh_continue()
        self._startup_problem = self._autosave_problem  # only what the start found
        QTimer.singleShot(0, self, self._show_startup_notices)  # type: ignore[arg-type]

    def _clean_temp_files(self) -> None:
        from ..store.atomic import clean_user_folders

        extra = [p.parent for p in (getattr(self.store, "path", None), getattr(self.profiles, "path", None)) if p]
        try:
            clean_user_folders(extra)
        except Exception:  # a clean-up must never stop the start
            log.warning("stale temporary files could not be removed", exc_info=True)

    def startup_notices(self) -> list[str]:
        """What the player is told at start: the settings, profiles or autosave that could
        not be used as they were (translated sentences; empty when all is well)."""
        out: list[str] = []
        settings = getattr(self.store, "error", None)  # a store.settings.SettingsProblem
        if settings is not None:
            out.append(texts.settings_problem_text(settings.reason, str(settings.path), _path_text(settings.backup)))
        profiles = getattr(self.profiles, "error", None)  # a store.profiles.ProfileStoreProblem
        if profiles is not None:
            out.append(_profiles_problem_text(profiles))
        history = getattr(getattr(self, "profiles", None), "history", None)  # a store.history.HistoryStore
        problem = getattr(history, "problem", None)
        if problem is not None and problem.reason == "newer":
            out.append(
                QCoreApplication.translate(
                    "SaveErrors",
                    "Your game history was written by a newer version of Paiju ({path}). It is left as it is: the games of this session are not added to it.",  # noqa: E501
                ).format(path=str(problem.path))
            )
        check = getattr(self, "_startup_problem", None)
        if check is not None and check.error is not None:
            out.append(self._autosave_problem_text(check))
        return out

    def _show_startup_notices(self) -> None:
        notices = self.startup_notices()
        if notices:
            self._error("\n\n".join(notices))

    # ------------------------------------------------------------------ Continue
    def _check_autosave(self) -> Any:
        """The autosave as Continue sees it (``store.saves.AutosaveCheck``), worked out
        again only when the file changed. A damaged or newer file is moved aside and
        remembered in ``_autosave_problem`` for Continue to explain."""
        from ..session.rules import carry_for
        from ..store.saves import AutosaveCheck, autosave_path, check_autosave

        try:
            path = autosave_path()
            try:
                st = os.stat(path)
            except FileNotFoundError:
                return AutosaveCheck()
            key = (str(path), st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns)
            cached = getattr(self, "_autosave_cache", None)
            if cached is not None and cached[0] == key:
                return cached[1]
            result = check_autosave(path, carry_rule=carry_for)
            self._autosave_cache = (key, result)
            if result.error is not None:
                self._autosave_problem = result
            return result
        except Exception:
            log.warning("cannot check the autosave", exc_info=True)
            return AutosaveCheck()

    _autosave_problem: Any = None  # the last AutosaveCheck that found a problem

    def _autosave_problem_text(self, check: Any) -> str:
        reason = texts.save_error_text(check.error.reason)
        if check.kept_as is None:
            return QCoreApplication.translate(
                "MainWindow", "The interrupted game cannot be continued: {reason}"
            ).format(reason=reason)
        return QCoreApplication.translate(
            "MainWindow", "The interrupted game cannot be continued: {reason} The file was kept as {path}."
        ).format(reason=reason, path=str(check.kept_as))

    def _lan_offers(self) -> list[str]:
        """What the start page can go on with, first Continue's: ``"local"`` (the
        interrupted game at this PC), ``"reopen"`` (the LAN room this PC hosted),
        ``"rejoin"`` (the seats this PC held in a LAN game); a LAN room open: none of LAN."""
        offers = ["local"] if self._check_autosave().snapshot is not None else []
        lan = getattr(self, "lan", None)
        if lan is not None and not lan.active:
            if lan.saved_room() is not None:
                offers.append("reopen")
            if lan.saved_seats() is not None:
                offers.append("rejoin")
        return offers

    def _refresh_continue(self) -> None:
        """Continue goes on with the interrupted game at this PC, else reopens the LAN room
        this PC hosted, else rejoins the seats it held in a LAN game; the next of those
        has its own button on the start page."""
        offers = self._lan_offers()
        can = bool(offers)
        if "local" in offers or self.session is not None:  # a good autosave, or a game since: old news
            self._autosave_problem = None
        problem = self._autosave_problem
        detail: Any = (lambda: self._autosave_problem_text(problem)) if problem else ""
        first = offers[0] if offers else ""
        if first in ("reopen", "rejoin"):
            detail = functools.partial(self._lan_offer_text, first)
        self.start_page.set_can_continue(can, detail)
        self.start_page.set_lan_offer(offers[1] if len(offers) > 1 else "")
        self.continue_action.setEnabled(can)

    def _lan_offer_text(self, kind: str) -> str:
        """What Continue does with a LAN offer, in the language of the moment."""
        if kind == "reopen":
            room = self.lan.saved_room()
            text = QCoreApplication.translate("MainWindow", "Continue opens the LAN room you hosted again: {room}.")
            return text.format(room=_room_name(room) if room is not None else "")
        ticket = self.lan.saved_seats()
        if ticket is None:
            return ""
        return QCoreApplication.translate(
            "MainWindow", "Continue takes you back to your seat in the LAN game {room} ({address}, port {port})."
        ).format(room=ticket.room, address=ticket.address, port=ticket.port)

    def lan_offer(self) -> bool:
        """The start page's LAN button: what it says (reopen or rejoin), if still there."""
        kind = self.start_page.lan_offer
        if kind not in self._lan_offers():
            self._refresh_continue()
            return False
        return self._go_on(kind)

    def _go_on(self, kind: str) -> bool:
        if kind == "reopen":
            return bool(self.lan.reopen_room())
        if kind == "rejoin":
            return bool(self.lan.rejoin())
        return False

    def continue_game(self) -> bool:
        check = self._check_autosave()
        offers = self._lan_offers()
        if check.snapshot is None and offers:
            return self._go_on(offers[0])
        if check.snapshot is None:
            problem = self._autosave_problem
            if problem is not None:
                self._error(self._autosave_problem_text(problem))
            else:
                self._error(QCoreApplication.translate("MainWindow", "There is no interrupted game to continue."))
            self._refresh_continue()
            return False
        return self._resume(check.snapshot)

    def _resume(self, snap: Any) -> bool:
        """Go on with the match ``snap`` at the table; a refusal is shown in words."""
        session = self.ensure_session()
        try:
            session.resume(snap)
        except Exception as e:
            log.warning("cannot resume", exc_info=True)
            self._error(
                QCoreApplication.translate("MainWindow", "The saved game cannot be continued: {reason}").format(
                    reason=str(e)
                )
            )
            return False
        self.show_table()
        return True

    def open_replay(self) -> None:
        dlg = self._file_dialog(
            str(QT_TRANSLATE_NOOP("MainWindow", "Open replay")),
            str(QT_TRANSLATE_NOOP("MainWindow", "Paiju replays and games (*.paiju-replay *.json *.paiju)")),
        )
        dlg.setFileMode(QFileDialog.FileMode.ExistingFile)
        dlg.fileSelected.connect(self.load_replay)
        self._show_dialog(dlg)

    def load_replay(self, path: str) -> bool:
        """Watch a saved game (a replay, or a match file's current or last game) at the
        table, with the replay controls under it."""
        from ..session.rules import carry_for
        from ..store.saves import open_replay
        from .replay import ALL_HANDS, ReplaySession
        from .replay_match import match_of
        from .widgets.replay_bar import ReplayBar

        snap = self._read_file(lambda p: open_replay(p, carry_rule=carry_for), path)
        if snap is None:
            return False
        record = snap.current if snap.current is not None else (snap.finished[-1] if snap.finished else None)
        if record is None:
            return False
        from .dispute import say_not_replayable

        if say_not_replayable(self, record, lambda s: snap.seats[s].name if s < len(snap.seats) else str(s + 1)):
            return False  # never an invented deal
        if self.session is not None:
            self.session.stop()
        self._drop_replay()
        replay = ReplaySession(record, snap.seats, self)
        replay.set_match(match_of(snap))  # its score dialog shows the match totals up to it
        replay.set_watch(ALL_HANDS if snap.current is None else None)  # a finished game hides nothing
        self.table_page.attach(replay)
        self.session = replay
        replay.match_finished.connect(self._on_match_finished)
        if self.replay_bar is None:
            self.replay_bar = ReplayBar()
            self.replay_bar.close_requested.connect(self.close_replay)
            self.table_page.add_bar(self.replay_bar)
        self.replay_bar.bind(replay, self.table_page.seat_name)
        self.replay_bar.show()
        self.table_page.action_bar.hide()  # nothing to play: the replay bar takes its place
        self.show_table()
        from .dispute import show_dispute_in_replay

        if not show_dispute_in_replay(self, replay, path):  # an exported dispute opens at its move
            replay.play()
        return True

    def close_replay(self) -> None:
        """Leave the replay for the start page (Continue there resumes an interrupted match)."""
        if self._drop_replay():
            self.show_start()

    def _drop_replay(self) -> bool:
        """Stop and forget the replay being watched, if any; hide its controls."""
        s = self.session
        if s is None or not getattr(s, "read_only", False):
            return False
        s.stop()
        self.table_page.detach()
        self.session = None
        if self.replay_bar is not None:
            self.replay_bar.unbind()
            self.replay_bar.hide()
        self.table_page.action_bar.show()
        s.deleteLater()
        return True

    # ------------------------------------------------------------------ saved matches
    def save_match_as(self) -> None:
        s = self.session
        if s is None or not hasattr(s, "snapshot") or s.snapshot() is None:
            self._error(QCoreApplication.translate("MainWindow", "There is no match to save."))
            return
        self._ask_save_path(
            str(QT_TRANSLATE_NOOP("MainWindow", "Save match as")),
            str(QT_TRANSLATE_NOOP("MainWindow", "Paiju games (*.paiju)")),
            "paiju",
            self.save_match_to,
        )

    def _ask_save_path(self, title: str, name_filter: str, suffix: str, then: Callable[[str], Any]) -> None:
        """A save-file dialog (``title`` and ``name_filter`` source texts, context
        "MainWindow"); ``then(path)`` runs with the chosen file."""
        dlg = self._file_dialog(title, name_filter)
        dlg.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dlg.setDefaultSuffix(suffix)
        dlg.fileSelected.connect(then)
        self._show_dialog(dlg)

    def save_match_to(self, path: str) -> bool:
        from ..store.saves import save_match

        snap = self.session.snapshot() if self.session is not None else None
        return self._write_file(
            save_match, path, snap, QCoreApplication.translate("MainWindow", "The match cannot be saved: {reason}")
        )

    def _write_file(self, write: Any, path: str, payload: Any, failure: str) -> bool:
        """``write(path, payload)`` (a save function of ``store.saves``); a refusal is shown
        as ``failure`` with the reason in words. False when nothing was written."""
        from ..store.saves import SaveError

        if payload is None:
            return False
        try:
            write(path, payload)
        except SaveError as e:
            self._error(failure.format(reason=texts.save_error_text(e.reason)))
            return False
        return True

    def _read_file(self, read: Any, path: str) -> Any:
        """``read(path)`` (an open function of ``store.saves``); a refusal is shown in words
        and gives None."""
        from ..store.saves import SaveError

        try:
            snap = read(path)
        except SaveError as e:
            self._error(
                QCoreApplication.translate("MainWindow", "The file cannot be opened: {reason}").format(
                    reason=texts.save_error_text(e.reason)
                )
            )
            return None
        warnings = getattr(snap, "warnings", ())
        if warnings:
            self._error(
                QCoreApplication.translate(
                    "MainWindow", "The file was opened, but not everything in it could be checked: {reason}"
                ).format(reason=" ".join(texts.save_error_text(w) for w in warnings))
            )
        return snap

    def save_replay_as(self) -> None:
        """Game ▸ Save replay: the current (or just finished) game, or the replay watched."""
        if self._record_to_save() is None:
            self._error(QCoreApplication.translate("MainWindow", "There is no game to save as a replay."))
            return
        self._ask_save_path(
            str(QT_TRANSLATE_NOOP("MainWindow", "Save replay")),
            str(QT_TRANSLATE_NOOP("MainWindow", "Paiju replays (*.paiju-replay)")),
            "paiju-replay",
            self.save_replay_to,
        )

    def save_replay_to(self, path: str) -> bool:
        from ..store.saves import save_replay

        record = self._record_to_save()
        seats = self._seats_to_save(record)
        return self._write_file(
            lambda p, r: save_replay(p, r, seats),
            path,
            record,
            QCoreApplication.translate("MainWindow", "The replay cannot be saved: {reason}"),
        )

    def _seats_to_save(self, record: Any) -> Any:
        """The seats a replay keeps (their names, kinds, bot levels), None when unknown."""
        from ..store.seats import SeatConfig, SeatConfigError

        seats = getattr(self.session, "seats", None)
        if record is None or not seats or len(seats) != record.num_players:
            return None
        out = []
        for s in seats:
            kind = str(getattr(s, "kind", "human") or "human")
            level = (getattr(s, "level", None) or "normal") if kind == "bot" else None
            try:
                out.append(SeatConfig(kind, str(getattr(s, "name", "") or ""), level))
            except SeatConfigError:
                return None
        return tuple(out)

    def _record_to_save(self) -> Any:
        """The record "Save replay" writes: a replay's whole record, else the game's so far."""
        s = self.session
        if getattr(s, "read_only", False):
            return s.record
        game = getattr(s, "game", None)
        return None if game is None else game.record()

    def open_saved_match(self) -> None:
        dlg = self._file_dialog(
            str(QT_TRANSLATE_NOOP("MainWindow", "Open saved match")),
            str(QT_TRANSLATE_NOOP("MainWindow", "Paiju games (*.paiju *.json)")),
        )
        dlg.setFileMode(QFileDialog.FileMode.ExistingFile)
        dlg.fileSelected.connect(self.open_match_from)
        self._show_dialog(dlg)

    def open_match_from(self, path: str) -> bool:
        """Go on with a saved match where it was saved."""
        from ..session.rules import carry_for
        from ..store.saves import open_match

        snap = self._read_file(lambda p: open_match(p, carry_rule=carry_for), path)
        if snap is None:
            return False
        if snap.is_match_over:
            return self.load_replay(path)
        return self._resume(snap)


def _path_text(path: Any) -> str:
    return "" if path is None else str(path)


def _profiles_problem_text(problem: Any) -> str:
    """The players dialog's own sentence for a profiles file that could not be used as it
    was (the same texts, in its context), for the start-up notice."""
    sentences = {
        "unreadable": QCoreApplication.translate(
            "ProfilesDialog", "The player profiles cannot be read ({path}); nothing is saved until this is fixed."
        ),
        "not_json": QCoreApplication.translate(
            "ProfilesDialog", "The player profiles file was damaged. It was kept as {backup} and a new one begun."
        ),
        "not_profiles": QCoreApplication.translate(
            "ProfilesDialog",
            "The player profiles file was not a Paiju file. It was kept as {backup} and a new one begun.",
        ),
        "unsupported_version": QCoreApplication.translate(
            "ProfilesDialog", "The player profiles were saved by a newer Paiju; they are shown here but not changed."
        ),
        "bad_entries": QCoreApplication.translate(
            "ProfilesDialog", "Some player profiles were damaged and left out. The whole file was kept as {backup}."
        ),
        "unwritable": QCoreApplication.translate("ProfilesDialog", "The player profiles cannot be saved ({path})."),
        "history_damaged": QCoreApplication.translate(
            "ProfilesDialog", "The game history was damaged. It was kept as {backup} and a new one begun."
        ),
        "history_newer": QCoreApplication.translate(
            "ProfilesDialog",
            "The game history was saved by a newer Paiju. It is left as it is; the games played now are not kept.",
        ),
        "history_unreadable": QCoreApplication.translate(
            "ProfilesDialog",
            "The game history cannot be used ({path}). It is left as it is; the games played now are not kept.",
        ),
        "history_unwritable": QCoreApplication.translate(
            "ProfilesDialog", "The game history cannot be saved ({path}); the games played now are not kept."
        ),
    }
    recovered = getattr(problem, "recovered", None)
    if problem.reason == "history_damaged" and recovered:
        sentences["history_damaged"] = texts.history_recovered_text(recovered)
    text = sentences.get(
        problem.reason, QCoreApplication.translate("ProfilesDialog", "The player profiles have a problem ({path}).")
    )
    return text.format(path=str(problem.path), backup=_path_text(problem.backup), n=recovered)


def _room_name(snapshot: Any) -> str:
    """The room name in a LAN host's autosave (its ``extra.lan.room``), else ""."""
    room = snapshot.extra.get("lan", {}).get("room") if isinstance(getattr(snapshot, "extra", None), dict) else None
    name = room.get("room") if isinstance(room, dict) else None
    return name if isinstance(name, str) else ""
