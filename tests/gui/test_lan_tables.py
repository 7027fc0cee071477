"""The Join dialog and a server of many tables (on 127.0.0.1): Show the server's tables
lists them (game, who sits where, who watches, waiting or playing), the lobby chat, Sit
down and Watch pick the table; a single host is said to be one; the words follow the
language."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from desktop_app.net.client import LanConnection
from desktop_app.net.host import LanHost, RoomConfig, SeatPlan
from desktop_app.net.lobby import LobbyServer
from desktop_app.session.session import GameSession
from desktop_app.ui.lan.join_dialog import JoinDialog

from .lan_helpers import discovery_port  # noqa: F401 - autouse: this test's own UDP port

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _room(name: str, game: str, seats: list[str]) -> RoomConfig:
    plans = tuple(SeatPlan("bot", "", s.partition(":")[2]) if s.startswith("bot") else SeatPlan("open") for s in seats)
    return RoomConfig(name, game, len(plans), plans, next_game_delay_ms=0)


@pytest.fixture
def server(qtbot):
    made: list[Any] = []

    def make(**kw: Any) -> LobbyServer:
        s = LobbyServer(
            [
                _room("Table 1", "shengsidu", ["open", "bot:easy"]),
                _room("Table 2", "hongwu", ["open", "open", "bot:expert", "bot:easy"]),
                _room("Table 3", "doudizhu", ["open", "bot:easy", "bot:easy"]),
            ],
            seed=3,
            **kw,
        )
        assert s.listen("127.0.0.1", 0)
        made.append(s)
        return s

    yield make
    for s in made:
        s.close()


def _dialog(qtbot, port: int) -> JoinDialog:
    dlg = JoinDialog(None, last={"address": "127.0.0.1", "port": port, "names": ["Li"]}, listen=False)
    qtbot.addWidget(dlg)
    dlg.open()
    return dlg


def _sit(qtbot, port: int, room: str, name: str, spectate: bool = False) -> LanConnection:
    conn = LanConnection("127.0.0.1", port, name, room=room, spectate=spectate)
    conn.open()
    qtbot.waitUntil(lambda: conn.state == "joined", timeout=10_000)
    return conn


def test_the_join_dialog_lists_a_servers_tables_and_picks_one(qtbot, english, server):
    s = server()
    ann = _sit(qtbot, s.port, "t2", "Ann")
    eye = _sit(qtbot, s.port, "t2", "Eye", spectate=True)
    bo = _sit(qtbot, s.port, "t3", "Bo")  # table 3 starts: bots in the other seats
    dlg = _dialog(qtbot, s.port)
    assert dlg.look_up_tables()
    qtbot.waitUntil(lambda: len(dlg.lobby_view.rows()) == 3 and dlg.lobby_box.isVisible(), timeout=10_000)
    qtbot.waitUntil(lambda: dlg.lobby_view.rows()[2][4] == "playing", timeout=10_000)
    rows = dlg.lobby_view.rows()
    assert rows[0] == ("Table 1", "Life or Death", "(open) · (bot, Easy)", "—", "1 of 2 seats free")
    assert rows[1][:2] == ("Table 2", "Red Five")
    assert rows[1][2] == "Ann · (open) · (bot, Expert) · (bot, Easy)"
    assert rows[1][3] == "1: Eye" and rows[1][4] == "1 of 4 seats free"
    assert rows[2][2].startswith("Bo · ")
    assert "3 tables" in dlg.tables_note.text()
    # the lobby chat
    dlg.lobby_view.chat_edit.setText("anyone for hongwu?")
    dlg.lobby_view.chat_edit.setFocus()
    qtbot.keyClick(dlg.lobby_view.chat_edit, Qt.Key.Key_Return)  # says the line; it does not press Join
    qtbot.waitUntil(lambda: "Li: anyone for hongwu?" in dlg.lobby_view.chat_log.toPlainText(), timeout=5000)
    assert dlg.isVisible() and dlg.result() == 0 and not dlg.lobby_view.chat_edit.text()
    # a running table can only be watched; a waiting one has a seat
    assert dlg.lobby_view.select_table("t3")
    assert not dlg.lobby_view.sit_button.isEnabled() and dlg.lobby_view.watch_button.isEnabled()
    assert dlg.lobby_view.select_table("t2")
    assert dlg.lobby_view.sit_button.isEnabled()
    with qtbot.waitSignal(dlg.accepted, timeout=5000):
        dlg.lobby_view.sit_button.click()
    choices = dlg.choices()
    assert choices.table == "t2" and not choices.spectate and choices.names == ("Li",)
    joined = LanConnection(choices.address, choices.port, choices.names[0], room=choices.table)
    joined.open()
    qtbot.waitUntil(lambda: joined.state == "joined", timeout=10_000)
    assert joined.seat == 1 and joined.welcome.extra["room"] == "Table 2"
    for c in (ann, eye, bo, joined):
        c.close()


def test_watch_picks_a_table_to_watch(qtbot, english, server):
    s = server()
    dlg = _dialog(qtbot, s.port)
    dlg.look_up_tables()
    qtbot.waitUntil(lambda: len(dlg.lobby_view.rows()) == 3, timeout=10_000)
    dlg.lobby_view.select_table("t1")
    with qtbot.waitSignal(dlg.accepted, timeout=5000):
        dlg.lobby_view.watch_button.click()
    assert dlg.choices().table == "t1" and dlg.choices().spectate


def test_a_single_host_is_said_to_be_one(qtbot, english):
    host = LanHost(GameSession(autosave=False), _room("Solo room", "hongwu", ["open"] * 4))
    assert host.listen("127.0.0.1", 0)
    try:
        dlg = _dialog(qtbot, host.port)
        dlg.look_up_tables()
        qtbot.waitUntil(lambda: "single room" in dlg.tables_note.text(), timeout=10_000)
        assert "Solo room" in dlg.tables_note.text() and not dlg.lobby_box.isVisible()
        assert dlg.choices().table is None
        dlg.port_spin.setValue(1)  # nobody listens there
        dlg.look_up_tables()
        qtbot.waitUntil(lambda: "refused" in dlg.tables_note.text(), timeout=10_000)
    finally:
        host.session.stop()
        host.close()


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_the_tables_are_in_chinese_too(qtbot, english, server, language, tmp_path):
    s = server(allow_create=True)
    dlg = _dialog(qtbot, s.port)
    dlg.look_up_tables()
    qtbot.waitUntil(lambda: len(dlg.lobby_view.rows()) == 3, timeout=10_000)
    english.set_language(language)
    qtbot.waitUntil(lambda: dlg.lobby_view.sit_button.text() != "Sit down", timeout=5000)
    rows = dlg.lobby_view.rows()
    assert all(any("\u4e00" <= ch <= "\u9fff" for ch in cell) for cell in (rows[0][1], rows[0][2], rows[0][4]))
    assert dlg.tables_button.text() != "Show the server's tables"
    assert dlg.lobby_view.create_button.text() != "Create" and dlg.lobby_view.game_combo.currentText() == "天地人"
    qtbot.wait(20)
    dlg.grab().save(str(tmp_path / f"join-tables-{language}.png"))


def test_a_screenshot_in_english(qtbot, english, server, tmp_path):
    s = server()
    ann = _sit(qtbot, s.port, "t2", "Ann")
    dlg = _dialog(qtbot, s.port)
    dlg.look_up_tables()
    qtbot.waitUntil(lambda: len(dlg.lobby_view.rows()) == 3 and dlg.lobby_box.isVisible(), timeout=10_000)
    assert not dlg.rooms_box.isVisible()  # one server's tables take the place of the rooms heard
    qtbot.wait(20)
    v = dlg.lobby_view
    assert v.height() >= v.minimumSizeHint().height()  # nothing squeezed
    dlg.grab().save(str(tmp_path / "join-tables-en.png"))
    assert dlg.lobby_view.rows()[1][2].startswith("Ann · ")
    ann.close()


def test_a_table_of_ones_own(qtbot, english, server, tmp_path):
    s = server(allow_create=True, max_tables=4)
    dlg = _dialog(qtbot, s.port)
    dlg.look_up_tables()
    qtbot.waitUntil(lambda: len(dlg.lobby_view.rows()) == 3, timeout=10_000)
    view = dlg.lobby_view
    assert view.create_row.isVisible()
    view.game_combo.setCurrentIndex(view.game_combo.findData("shengsidu"))
    assert (view.players_spin.minimum(), view.players_spin.maximum()) == (2, 4)
    view.players_spin.setValue(2)
    assert view.create_table()
    qtbot.waitUntil(lambda: len(view.rows()) == 4 and view.selected() is not None, timeout=5000)
    assert view.selected().id == "t4" and view.rows()[3][:2] == ("Li's table", "Life or Death")
    dlg.grab().save(str(tmp_path / "join-create-en.png"))
    assert view.create_table()  # a fifth table: over the server's limit of 4
    qtbot.waitUntil(view.problem_label.isVisible, timeout=5000)
    assert "at most" in view.problem_label.text() or "most tables" in view.problem_label.text()
    with qtbot.waitSignal(dlg.accepted, timeout=5000):
        view.sit_button.click()
    assert dlg.choices().table == "t4"


def test_the_window_joins_the_table_picked_in_the_dialog(qtbot, english, server, make_window):
    """Game ▸ Join a game… ▸ Show the server's tables ▸ a table ▸ Join: the window's
    connection asks for that table (hello ``room``), not the one the server greets with."""
    from .lan_helpers import last

    s = server()
    dialogs: list = []
    w = make_window(dialog_hook=dialogs.append)
    w.lan.join_action.trigger()
    dlg = last(dialogs, JoinDialog)
    dlg.address_edit.setText("127.0.0.1")
    dlg.port_spin.setValue(s.port)
    dlg.set_people(["Li"])
    dlg.look_up_tables()
    qtbot.waitUntil(lambda: len(dlg.lobby_view.rows()) == 3, timeout=10_000)
    assert dlg.lobby_view.select_table("t3")
    dlg.lobby_view.sit_button.click()  # Sit down: the dialog closes with that table chosen
    assert not dlg.isVisible() and dlg.choices().table == "t3"
    third = next(t for t in s.tables() if t.id == "t3")
    qtbot.waitUntil(lambda: third.host.connections() == 1, timeout=10_000)
    assert all(t.host.connections() == 0 for t in s.tables() if t.id != "t3")
    from desktop_app.store.lan_ticket import load_ticket

    qtbot.waitUntil(lambda: load_ticket() is not None, timeout=10_000)  # Continue comes back to t3
    assert load_ticket().table == "t3"
    w.lan.shut()


@pytest.mark.parametrize(
    ("language", "words"), [("en", "already holds as many tables"), ("zh_CN", "开满"), ("zh_TW", "開滿")]
)
def test_a_refused_table_is_said_in_the_players_language(qtbot, english, server, language, words):
    s = server(allow_create=True, max_tables=3)
    english.set_language(language)
    dlg = _dialog(qtbot, s.port)
    dlg.look_up_tables()
    qtbot.waitUntil(lambda: len(dlg.lobby_view.rows()) == 3, timeout=10_000)
    view = dlg.lobby_view
    assert view.create_table()  # a fourth table: over the server's limit of 3
    qtbot.waitUntil(view.problem_label.isVisible, timeout=5000)
    text = view.problem_label.text()
    assert words in text and "the server holds its most tables (3)" in text  # the server's words, framed
    english.set_language("en" if language != "en" else "zh_CN")
    qtbot.waitUntil(lambda: view.problem_label.text() != text, timeout=5000)  # a language switch says it again


def test_an_unknown_refusal_shows_the_servers_words(qtbot, english):
    from desktop_app.ui.lan.lobby_view import LobbyView

    view = LobbyView()
    qtbot.addWidget(view)
    view._refused("create_refused", "tables_on_fire", "the tables are on fire")
    assert view.problem_label.text() == "The server did not create the table: the tables are on fire"
    view._refused("create_refused", "", "an older server's words")
    assert view.problem_label.text() == "The server did not create the table: an older server's words"


def _lobby_dialog(qtbot, port: int) -> JoinDialog:
    dlg = _dialog(qtbot, port)
    dlg.look_up_tables()
    qtbot.waitUntil(lambda: len(dlg.lobby_view.rows()) == 3, timeout=10_000)
    return dlg


def test_a_table_of_ones_own_with_bots_rules_and_a_match(qtbot, english, server):
    from PySide6.QtWidgets import QCheckBox

    s = server(allow_create=True)
    dlg = _lobby_dialog(qtbot, s.port)
    view = dlg.lobby_view
    view.game_combo.setCurrentIndex(view.game_combo.findData("hongwu"))
    assert view.more_button.isVisible()
    made = view.open_create_dialog()
    assert made is not None and made.game_id == "hongwu" and made.players_spin.value() == 4
    assert made.seat_specs() == ["open"] * 4  # every seat open to start with
    made.set_seat(1, "expert")
    made.set_seat(3, "easy")
    kitty = made._option_widgets["kitty_double"]
    assert isinstance(kitty, QCheckBox)
    kitty.setChecked(True)
    made.match_spin.setValue(3)
    assert made.request() == {
        "game": "hongwu", "players": 4, "seats": ["open", "bot:expert", "open", "bot:easy"],
        "options": {"kitty_double": True, "follow_pattern": False, "red_five_penalty": 0, "base_score": 1},
        "match_length": 3, "name": "Li's table",
    }  # fmt: skip
    made.ok_button.click()
    qtbot.waitUntil(lambda: len(view.rows()) == 4, timeout=5000)
    table = s.tables()[3]
    assert [p.kind for p in table.config.seats] == ["open", "bot", "open", "bot"]
    assert [p.level for p in table.config.seats if p.kind == "bot"] == ["expert", "easy"]
    assert table.config.options["kitty_double"] is True and table.config.match_length == 3
    row = view.rows()[3]
    assert "(bot, Expert)" in row[2] and row[2].count("(open)") == 2


def test_a_table_of_bots_alone_or_bad_rules_is_not_sent(qtbot, english, server):
    s = server(allow_create=True)
    dlg = _lobby_dialog(qtbot, s.port)
    view = dlg.lobby_view
    view.game_combo.setCurrentIndex(view.game_combo.findData("shengsidu"))
    view.players_spin.setValue(2)
    made = view.open_create_dialog()
    assert made is not None and made.players_spin.value() == 2
    sent: list[Any] = []
    view.browser.create_table = lambda *a, **kw: sent.append((a, kw)) or True  # type: ignore[method-assign]
    made.set_seat(0, "easy")
    made.set_seat(1, "normal")
    made.ok_button.click()
    assert made.isVisible() and "open" in made.error_label.text() and not sent
    made.set_seat(0, "open")
    made.name_edit.setText("   ")
    made.ok_button.click()
    assert made.isVisible() and made.error_label.text() and not sent
    made.name_edit.setText("Duel")
    made.ok_button.click()
    assert not made.isVisible() and sent[0][0] == ("shengsidu", 2) and sent[0][1]["seats"] == ["open", "bot:normal"]


def test_the_create_dialog_offers_only_the_servers_games(qtbot, english):
    from desktop_app.ui.lan.create_table import CreateTableDialog

    made = CreateTableDialog(None, games=["doudizhu", "hongwu"], game="hongwu", players=4, player_name="Li")
    qtbot.addWidget(made)
    assert made.games == ["doudizhu", "hongwu"] and made.game_id == "hongwu"
    assert [made.game_combo.itemData(i) for i in range(made.game_combo.count())] == ["doudizhu", "hongwu"]
    made.select_game("doudizhu")
    assert made.players_spin.value() == 3 and len(made.seat_specs()) == 3


@pytest.mark.parametrize("language", ["en", "zh_CN", "zh_TW"])
def test_a_screenshot_of_the_create_table_part(qtbot, english, server, language, tmp_path):
    s = server(allow_create=True)
    english.set_language(language)
    dlg = _lobby_dialog(qtbot, s.port)
    view = dlg.lobby_view
    view.game_combo.setCurrentIndex(view.game_combo.findData("doudizhu"))
    made = view.open_create_dialog()
    assert made is not None
    made.set_seat(1, "expert")
    made.set_seat(2, "easy")
    qtbot.wait(50)
    if language != "en":
        assert made.ok_button.text() != "Create the table" and view.more_button.text() != "Seats and rules…"
    view.grab().save(str(tmp_path / f"join-create-row-{language}.png"))
    made.grab().save(str(tmp_path / f"join-create-dialog-{language}.png"))
    made.reject()
