"""The game history in the window: Game ▸ History (the page of every finished game and the
statistics), and what the history learns of each finished game.

The main window wires it in with one line in ``MainWindow.__init__``, once the menus and
the profiles are made::

    self.history = install_history(self)  # from .history import install as install_history

:func:`install` then

* adds **Game ▸ History…** (Ctrl+H) after Players and statistics, and shows the
  :class:`~.page.HistoryPage` in the window's page stack (Back returns to the table or the
  start page); a double-click there opens the game in the replay viewer through the
  window's own ``load_replay`` (leaving a LAN room first, as Open replay does);
* gives the window's ``ProfileStore`` a ``context`` (:func:`game_context`): the window
  already hands every finished game of a live match to ``profiles.record_game`` (which
  keeps it in the history); the context tells the history what the record does not: every
  seat (people here, people elsewhere, bots with their levels), the match (its identity,
  the game's number in it, its length, the totals after the game) and for LAN the room,
  the host and whether the deal was verified.
"""

from __future__ import annotations

import contextlib
import json
import logging
import shutil
import tempfile
import weakref
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMessageBox

from ...store.facts import record_identity
from ...store.history import GameRow, HistoryError, HistoryStore

__all__ = ["HistoryInstaller", "game_context", "install", "replay_file"]

log = logging.getLogger(__name__)


def install(window: Any) -> HistoryInstaller:
    """Give ``window`` (a MainWindow) its History page and action (see the module's text);
    a window that has them already keeps them."""
    for child in window.children():
        if isinstance(child, HistoryInstaller):
            return child
    return HistoryInstaller(window)


class _Matches:
    """The match each live session is playing, for sessions that cannot say (a LAN
    client joins a match and sees its games one by one)."""

    def __init__(self) -> None:
        self._seen: weakref.WeakKeyDictionary[Any, tuple[str, int]] = weakref.WeakKeyDictionary()

    def match_of(self, session: Any, record: Any, number: int) -> str:
        try:
            known = self._seen.get(session)
        except TypeError:  # not weakly referable
            known = None
        # the next game of the match seen (or the same one told again) keeps its name; a
        # first game, or the first this PC saw, names the match
        going_on = known is not None and number in (known[1], known[1] + 1) and number > 1
        match_id = known[0] if going_on and known is not None else record_identity(record)
        with contextlib.suppress(TypeError):
            self._seen[session] = (match_id, number)
        return match_id


def game_context(window: Any, matches: _Matches | None = None) -> dict[str, Any] | None:
    """What the window's live session knows of the game that has just finished, beyond
    its record (see ``ProfileStore.record_game``); None for no live game."""
    s = getattr(window, "session", None)
    if s is None or getattr(s, "read_only", False):
        return None
    finished = getattr(s, "finished_record", None)
    record = finished() if callable(finished) else None
    if record is None:
        return None
    ctx: dict[str, Any] = {"seats": list(getattr(s, "seats", ()))}
    totals = getattr(s, "totals", None)
    if totals:
        ctx["totals"] = [int(t) for t in totals]
    number = int(getattr(s, "games_played", 1) or 1)
    length = int(getattr(s, "match_length", 1) or 1)
    ctx["match_game"], ctx["match_length"] = number, length
    match_id = None
    snapshot = getattr(s, "snapshot", None)
    if callable(snapshot):
        try:
            snap = snapshot()
        except Exception:
            snap = None
        if snap is not None and snap.finished:
            match_id = record_identity(snap.finished[0])
    if match_id is None:
        match_id = (matches or _Matches()).match_of(s, record, number)
    ctx["match_id"] = match_id
    lan = getattr(window, "lan", None)
    host = getattr(lan, "host", None)
    if host is not None and getattr(host, "session", None) is s:
        ctx["source"] = "lan_host"
        ctx["lan_room"] = getattr(getattr(host, "config", None), "room", None)
    elif lan is not None and getattr(lan, "client", None) is s:
        ctx["source"] = "lan_client"
        ctx["lan_room"] = getattr(s, "room", None) or None
        conns = getattr(s, "connections", [])
        if conns:
            ctx["lan_host"] = f"{getattr(conns[0], 'address', '?')}:{getattr(conns[0], 'port', '?')}"
    else:
        ctx["source"] = "local"
    verified = getattr(s, "deal_verified", None)  # the LAN fair-deal check (LAN part 2)
    if callable(verified):
        verified = verified()
    if isinstance(verified, bool):
        ctx["deal_verified"] = verified
    return ctx


def replay_file(store: HistoryStore, game_row: int, folder: Path) -> Path | None:
    """Write a game of the history where the replay viewer opens it with its players'
    names: a match file of the match's games up to this one (each game's carry-over is
    then checked), or of this game alone when it opens its match; otherwise (the games
    before it are not kept) its replay file, which opens with the carry-over unchecked."""
    from ...store.saves import MatchSnapshot, save_match
    from ...store.seats import SeatConfig
    from ..replay_match import MATCH_LENGTH_KEY

    g = store.game(game_row)
    if g is None:
        return None
    chain: list[GameRow] = [g]
    if g.match_id is not None and g.match_game is not None and g.match_game > 1:
        games = {x.match_game: x for x in store.match_games(g.match_id)}
        chain = [games[n] for n in range(1, g.match_game + 1) if n in games]
        if len(chain) != g.match_game or any(x.game_id != g.game_id or x.num_players != g.num_players for x in chain):
            chain = []
    if not chain:
        path = folder / "game.paiju-replay"
        path.write_text(json.dumps(store.export_document(game_row), ensure_ascii=False), encoding="utf-8")
        return path
    records = [store.record(x.id) for x in chain]
    if len(chain) == 1 and records[0] is not None and not _opens_a_match(records[0]):
        chain = []  # a game that carries over from games the history does not say
    if not chain:
        path = folder / "game.paiju-replay"
        path.write_text(json.dumps(store.export_document(game_row), ensure_ascii=False), encoding="utf-8")
        return path
    seats = []
    for p in g.players:
        if p.kind == "bot":
            level = p.level if p.level in ("easy", "normal", "expert", "random") else "normal"
            seats.append(SeatConfig.bot(p.name, level))
        else:
            seats.append(SeatConfig.human(p.name) if p.local else SeatConfig.remote(p.name))
    totals = [0] * g.num_players
    for x in chain:
        for p in x.players:
            if 0 <= p.seat < g.num_players:
                totals[p.seat] += p.score
    first = records[0]
    snap = MatchSnapshot(
        game_id=g.game_id,
        num_players=g.num_players,
        seats=tuple(seats),
        options=dict(first.options) if first is not None else {},
        match_length=len(chain),
        finished=tuple(r for r in records if r is not None),
        totals=tuple(totals),
        extra={MATCH_LENGTH_KEY: max(len(chain), int(g.match_length or 1))},
    )
    return save_match(folder / "game.json", snap)


def _opens_a_match(record: Any) -> bool:
    """Does ``record`` carry what the first game of a match is given?"""
    from ...session.rules import carry_for

    try:
        first = carry_for(record.game_id, None, [0] * record.num_players, 1)
    except Exception:
        return False
    return json.dumps(dict(record.carry), sort_keys=True) == json.dumps(dict(first), sort_keys=True)


class HistoryInstaller(QObject):
    """The History action and page of a window (see :func:`install`)."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.w = window
        self.page: Any = None
        self._back_to: Any = None
        self._matches = _Matches()
        profiles = getattr(window, "profiles", None)
        self.store: HistoryStore | None = getattr(profiles, "history", None)
        if profiles is not None and hasattr(profiles, "context"):
            profiles.context = lambda: game_context(window, self._matches)
        self.action = QAction(window)
        self.action.setObjectName("HistoryAction")
        self.action.setShortcut(QKeySequence("Ctrl+H"))
        self.action.triggered.connect(self.show_history)
        self.action.setEnabled(self.store is not None)
        menu = getattr(window, "game_menu", None)
        if menu is not None:
            after = getattr(window, "profiles_action", None)
            actions = list(menu.actions())
            if after in actions and actions.index(after) + 1 < len(actions):
                menu.insertAction(actions[actions.index(after) + 1], self.action)
            else:
                menu.addAction(self.action)
        window.installEventFilter(self)
        self.retranslate()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.w and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def retranslate(self) -> None:
        self.action.setText(self.tr("&History…"))

    # ------------------------------------------------------------------ the page
    def ensure_page(self) -> Any:
        if self.page is None and self.store is not None:
            from ...session.rules import carry_for
            from .page import HistoryPage

            self.page = HistoryPage(
                self.store,
                getattr(self.w, "profiles", None),
                dialog_hook=getattr(self.w, "dialog_hook", None),
                carry_rule=carry_for,
            )
            self.page.back_requested.connect(self.go_back)
            self.page.replay_requested.connect(self.open_replay)
            self.w.stack.addWidget(self.page)
        return self.page

    def show_history(self) -> Any:
        """Game ▸ History: the page, with the newest games."""
        made = self.page is not None
        page = self.ensure_page()
        if page is None:
            return None
        current = self.w.stack.currentWidget()
        if current is not page:
            self._back_to = current
        if made:
            page.refresh()  # a new page has just read the history
        self.w.stack.setCurrentWidget(page)
        page.view.setFocus()
        return page

    def go_back(self) -> None:
        """Back: to the table when a game (or replay) is on it, else the start page."""
        table = getattr(self.w, "table_page", None)
        if self._back_to is table and getattr(self.w, "session", None) is not None:
            self.w.show_table()
        else:
            self.w.show_start()

    def open_replay(self, game_row: int) -> bool:
        """Watch a game of the history in the replay viewer (the window's Open replay
        path). A LAN room is left first (asked when a game of it is on)."""
        lan = getattr(self.w, "lan", None)
        leave = getattr(lan, "leave_first", None)
        if callable(leave) and leave(lambda: self._load(game_row)):
            return False  # asked: the replay opens after a Yes
        return self._load(game_row)

    def _say_unreadable(self) -> None:
        """Tell the player the game chosen cannot be watched (its stored record is damaged)."""
        text = QCoreApplication.translate(
            "HistoryPage", "This game cannot be opened: what the history keeps of it is damaged."
        )
        page = self.page
        if page is not None and hasattr(page, "_message"):
            page._message(text, QMessageBox.Icon.Warning)
        elif hasattr(self.w, "_error"):
            self.w._error(text)

    def _not_replayable(self, game_row: int) -> bool:
        """A game this PC never held whole (a LAN client's, whose host was lost): say why
        it cannot be replayed (ui/dispute.py), never show an invented deal."""
        from ..dispute import say_not_replayable

        try:
            record, g = self.store.record(game_row), self.store.game(game_row)
        except HistoryError:
            return False  # _load says it is damaged
        names = {p.seat: p.name for p in g.players} if g is not None else {}
        return record is not None and say_not_replayable(self.w, record, lambda s: names.get(s, str(s + 1)))

    def _load(self, game_row: int) -> bool:
        if self.store is None:
            return False
        if self._not_replayable(game_row):
            return False
        folder = Path(tempfile.mkdtemp(prefix="paiju-replay-"))
        try:
            path = replay_file(self.store, game_row, folder)
            opened = bool(path is not None and self.w.load_replay(str(path)))
            if opened:  # a dispute raised in the replay is kept with this game (ui/dispute.py)
                self.w.session.history_row = game_row
            return opened
        except HistoryError as e:  # its stored record or outcome is damaged: say so
            log.warning("game %s of the history cannot be read: %s", game_row, e)
            self._say_unreadable()
            return False
        except Exception:
            log.exception("the game cannot be opened as a replay")
            return False
        finally:
            shutil.rmtree(folder, ignore_errors=True)
