"""A server's lobby in the Join dialog: its tables (name, game, who sits where, who
watches, waiting or playing), Sit down / Watch for the table picked, the people in the
lobby and the lobby chat. It shows what a :class:`~desktop_app.net.lobby_client.LobbyBrowser`
hears and asks for nothing itself but chat lines and tables of one's own (Create: the game
and players picked, every seat open; Seats and rules…: bots and their level, rule options,
match length and name, :class:`~.create_table.CreateTableDialog`):
``join_requested(table id, spectate)`` says which table the person picked."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ... import engine
from ...engine import GAME_IDS
from ...net import protocol as P
from ...net.lobby_client import LobbyBrowser, TableInfo
from .. import texts
from ..labels import level_name
from . import texts as lan_texts
from .create_table import CreateTableDialog

__all__ = ["LobbyView"]


class LobbyView(QWidget):
    """The tables and chat of one lobby (:meth:`set_browser`)."""

    join_requested = Signal(str, bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.browser: LobbyBrowser | None = None
        self._tables: list[TableInfo] = []
        self._refusal: tuple[str, str, str] | None = None  # the server's last error: reason, code, words
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.table = QTableWidget(0, 5)
        self.table.setObjectName("LobbyTables")
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.table.horizontalHeader()
        for c in range(5):
            mode = QHeaderView.ResizeMode.Stretch if c == 2 else QHeaderView.ResizeMode.ResizeToContents
            header.setSectionResizeMode(c, mode)
        self.table.setMinimumHeight(120)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.table.cellDoubleClicked.connect(lambda _r, _c: self._request(False))
        lay.addWidget(self.table)
        buttons = QHBoxLayout()
        self.people_label = QLabel()
        self.people_label.setStyleSheet("color: #555;")
        self.sit_button, self.watch_button = QPushButton(), QPushButton()
        self.sit_button.clicked.connect(lambda: self._request(False))
        self.watch_button.clicked.connect(lambda: self._request(True))
        buttons.addWidget(self.people_label, 1)
        buttons.addWidget(self.sit_button)
        buttons.addWidget(self.watch_button)
        lay.addLayout(buttons)
        create = QHBoxLayout()  # a table of one's own, when the server allows it
        self.create_label = QLabel()
        self.game_combo = QComboBox()
        self.players_spin = QSpinBox()
        self.create_button = QPushButton()
        self.create_button.setAutoDefault(False)
        self.create_button.clicked.connect(self.create_table)
        self.more_button = QPushButton()  # the seats (bots and their level) and the rules
        self.more_button.setAutoDefault(False)
        self.more_button.clicked.connect(self.open_create_dialog)
        self.create_dialog: CreateTableDialog | None = None
        self.game_combo.currentIndexChanged.connect(self._game_changed)
        for w in (self.create_label, self.game_combo, self.players_spin, self.create_button, self.more_button):
            create.addWidget(w)
        create.addStretch(1)
        self.create_row = QWidget()
        self.create_row.setLayout(create)
        create.setContentsMargins(0, 0, 0, 0)
        self.create_row.hide()
        lay.addWidget(self.create_row)
        self.problem_label = QLabel()
        self.problem_label.setStyleSheet("color: #c62828;")
        self.problem_label.setWordWrap(True)
        self.problem_label.hide()
        lay.addWidget(self.problem_label)
        self.chat_log = QPlainTextEdit()
        self.chat_log.setObjectName("LobbyChat")
        self.chat_log.setReadOnly(True)
        self.chat_log.setMaximumBlockCount(200)
        self.chat_log.setFixedHeight(64)
        lay.addWidget(self.chat_log)
        say = QHBoxLayout()
        self.chat_edit = QLineEdit()
        self.chat_edit.setMaxLength(P.CHAT_MAX)
        self.chat_edit.returnPressed.connect(self.send_chat)
        self.say_button = QPushButton()
        self.say_button.clicked.connect(self.send_chat)
        say.addWidget(self.chat_edit, 1)
        say.addWidget(self.say_button)
        lay.addLayout(say)
        self.retranslate()
        self._update_buttons()

    # ---- the browser
    def set_browser(self, browser: LobbyBrowser | None) -> None:
        """Show what ``browser`` hears (None: nothing)."""
        self.browser = browser
        self.chat_log.clear()
        if browser is not None:
            browser.tables_changed.connect(self._show_tables)
            browser.chat_received.connect(self._add_chat)
            browser.joined.connect(self._show_history)
            browser.joined.connect(self._show_create)
            browser.created.connect(self._created)
            browser.refused.connect(self._refused)
        self._show_create()
        self._show_tables()

    def _show_history(self) -> None:
        self.chat_log.clear()
        for line in self.browser.chat_lines if self.browser is not None else []:
            self._add_chat(line)

    def _add_chat(self, line: dict) -> None:
        self.chat_log.appendPlainText(
            self.tr("{name}: {text}").format(name=line.get("name", ""), text=line.get("text", ""))
        )

    def send_chat(self) -> bool:
        text = self.chat_edit.text()
        if self.browser is None or not self.browser.send_chat(text):
            return False
        self.chat_edit.clear()
        return True

    # ---- a table of one's own
    def _show_create(self) -> None:
        info = self.browser.create_info if self.browser is not None else {}
        games = [g for g in info.get("games", []) if g in GAME_IDS] if info.get("allowed") else []
        self.game_combo.blockSignals(True)
        self.game_combo.clear()
        for g in games:
            self.game_combo.addItem(texts.game_name(g), g)
        self.game_combo.blockSignals(False)
        self._game_changed()
        self.create_row.setVisible(bool(games))

    def _game_changed(self, _index: int = 0) -> None:
        game = self.game_combo.currentData()
        if game is None:
            return
        cls = engine.game_class(game)
        self.players_spin.setRange(cls.min_players, cls.max_players)
        self.players_spin.setValue({"tiandiren": 3, "doudizhu": 3, "shengsidu": 3}.get(game, cls.min_players))

    def create_table(self) -> bool:
        """Ask the server for a table of the game and size picked (every seat open)."""
        game = self.game_combo.currentData()
        if self.browser is None or game is None:
            return False
        self.problem_label.hide()
        self._refusal = None
        name = self.tr("{name}'s table").format(name=self.browser.my_name)[:64]
        return self.browser.create_table(game, self.players_spin.value(), name=name)

    def _create_games(self) -> list[str]:
        return [str(self.game_combo.itemData(i)) for i in range(self.game_combo.count())]

    def open_create_dialog(self) -> CreateTableDialog | None:
        """ "Seats and rules…": the game, players, seats (open or a bot of a level), rule
        options, match length and name of a table of one's own; accepted, it is asked for."""
        if self.browser is None or not self._create_games():
            return None
        dlg = CreateTableDialog(
            self,
            games=self._create_games(),
            game=str(self.game_combo.currentData() or ""),
            players=self.players_spin.value(),
            player_name=self.browser.my_name,
        )
        dlg.accepted.connect(lambda: self._create_from(dlg))
        dlg.finished.connect(dlg.deleteLater)
        self.create_dialog = dlg
        dlg.open()
        return dlg

    def _create_from(self, dlg: CreateTableDialog) -> bool:
        """Ask the server for the table ``dlg`` describes."""
        if self.browser is None:
            return False
        self.problem_label.hide()
        self._refusal = None
        req = dlg.request()
        return self.browser.create_table(
            req["game"],
            req["players"],
            name=req["name"],
            seats=req["seats"],
            options=req["options"],
            match_length=req["match_length"],
        )

    def _created(self, table_id: str) -> None:
        self._select_when_listed = table_id
        self.select_table(table_id)

    def _refused(self, reason: str, refusal: str, message: str) -> None:
        """The server answered a request with an ``error``: a refused table in words (a
        sentence per refusal code), anything else with the server's own words."""
        self._refusal = (reason, refusal, message)
        self._show_refusal()

    def _show_refusal(self) -> None:
        refusal = self._refusal
        if refusal is None:
            return
        reason, code, message = refusal
        if reason == "create_refused":
            text = lan_texts.create_refusal_text(code, message)
        else:
            text = self.tr("The server says: {message}").format(message=message)
        self.problem_label.setText(text)
        self.problem_label.show()

    # ---- the tables
    def tables(self) -> list[TableInfo]:
        return list(self._tables)

    def rows(self) -> list[tuple[str, ...]]:
        """The list as text (tests read it)."""
        t = self.table
        return [tuple(t.item(r, c).text() for c in range(t.columnCount())) for r in range(t.rowCount())]

    def select_table(self, table_id: str) -> bool:
        for r, info in enumerate(self._tables):
            if info.id == table_id:
                self.table.selectRow(r)
                return True
        return False

    def selected(self) -> TableInfo | None:
        rows = self.table.selectionModel().selectedRows()
        return self._tables[rows[0].row()] if rows and rows[0].row() < len(self._tables) else None

    def _show_tables(self) -> None:
        keep = self.selected()
        self._tables = self.browser.tables() if self.browser is not None else []
        t = self.table
        t.blockSignals(True)
        t.setRowCount(len(self._tables))
        for r, info in enumerate(self._tables):
            for c, text in enumerate(self._cells(info)):
                item = QTableWidgetItem(text)
                if c == 2:
                    item.setToolTip(text)
                t.setItem(r, c, item)
        t.clearSelection()
        t.blockSignals(False)
        wanted = getattr(self, "_select_when_listed", None)
        if wanted is not None and self.select_table(wanted):
            self._select_when_listed = None
        elif keep is not None:
            self.select_table(keep.id)
        people = self.browser.people if self.browser is not None else []
        self.people_label.setText(self.tr("In the lobby: {names}").format(names=", ".join(people)) if people else "")
        self._update_buttons()

    def _cells(self, info: TableInfo) -> list[str]:
        game = texts.game_name(info.game) if info.game in GAME_IDS else info.game
        name = info.name + (" 🔒" if info.password else "")
        seats = " · ".join(self._seat_text(s.kind, s.name, s.level, s.away) for s in info.seats)
        if info.spectator_count:
            watching = self.tr("{n}: {names}").format(n=info.spectator_count, names=", ".join(info.spectators))
        else:
            watching = "—"
        status = {
            "waiting": self.tr("{free} of {n} seats free").format(free=info.open, n=info.players),
            "playing": self.tr("playing"),
            "between": self.tr("between games"),
        }.get(info.status, info.status)
        return [name, game, seats, watching, status]

    def _seat_text(self, kind: str, name: str, level: str | None, away: bool) -> str:
        if kind == "open":
            return self.tr("(open)")
        if kind == "bot":
            return self.tr("{name} (bot, {level})").format(name=name, level=level_name(level or "normal")).lstrip()
        return self.tr("{name} (away)").format(name=name) if away else name

    def _update_buttons(self) -> None:
        info = self.selected()
        self.sit_button.setEnabled(info is not None and info.status == "waiting" and info.open > 0)
        self.watch_button.setEnabled(info is not None)
        self.say_button.setEnabled(self.browser is not None)

    def _request(self, spectate: bool) -> None:
        info = self.selected()
        if info is None:
            return
        if not spectate and not (info.status == "waiting" and info.open > 0):
            spectate = True  # a full or running table: watch it
        self.join_requested.emit(info.id, spectate)

    # ---- language
    def retranslate(self) -> None:
        self.table.setHorizontalHeaderLabels(
            [self.tr("Table"), self.tr("Game"), self.tr("Seats"), self.tr("Watching"), self.tr("Status")]
        )
        self.sit_button.setText(self.tr("Sit down"))
        self.watch_button.setText(self.tr("Watch"))
        self.say_button.setText(self.tr("Say"))
        self.create_label.setText(self.tr("A table of your own:"))
        self.create_button.setText(self.tr("Create"))
        self.create_button.setToolTip(self.tr("A table of the game picked, every seat open"))
        self.more_button.setText(self.tr("Seats and rules…"))
        self.more_button.setToolTip(self.tr("Choose which seats are bots (and their level) and the rule options"))
        self.players_spin.setSuffix(self.tr(" players"))
        for i in range(self.game_combo.count()):
            self.game_combo.setItemText(i, texts.game_name(self.game_combo.itemData(i)))
        self.chat_edit.setPlaceholderText(self.tr("Say something to everyone in the lobby"))
        if self._tables:
            self._show_tables()
        self._show_refusal()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.chat_edit.hasFocus():
            event.accept()
            return  # Return in the chat line says it, it does not press the dialog's Join
        super().keyPressEvent(event)
