"""Chat between a host window and a client window: typed lines and translated quick
phrases both ways, the length limit, a flood refused by the host with a clear line (and
the words back in the box), the host's mute and a client's own mute; at the table the
chat is a tab of the side panel that counts the lines not read yet. Real sockets on
127.0.0.1 only."""

from __future__ import annotations

import pytest

from desktop_app.net import protocol as P

from .lan_helpers import (
    discovery_port,  # noqa: F401 - autouse: this test's own UDP port
    host_room,
    join_room,
    lan_window,
)

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

SEATS = [("human", "Hana"), ("open", ""), ("open", "")]
FLOOD = "Not sent: the room takes at most 5 lines in 10 seconds from each player. Wait a moment."


def _pair(make_window, qtbot, tmp_path):
    host_w, hd = lan_window(make_window, tmp_path, "host")
    client_w, cd = lan_window(make_window, tmp_path, "client")
    waiting = host_room(host_w, hd, "shengsidu", SEATS)
    kai = join_room(client_w, cd, host_w.lan.host.port, ["Kai"], ready=False)
    qtbot.waitUntil(lambda: kai.chat.edit.isEnabled() and waiting.seats.rows()[1][1] == "Kai", timeout=10_000)
    return host_w, waiting, client_w, kai


def test_chat_both_ways_with_phrases_and_a_refused_flood(make_window, qtbot, tmp_path, english):
    host_w, waiting, _client_w, kai = _pair(make_window, qtbot, tmp_path)
    assert kai.chat.type_and_send("Hi Hana!")
    qtbot.waitUntil(lambda: "Kai: Hi Hana!" in waiting.chat.lines(), timeout=10_000)
    qtbot.waitUntil(lambda: "Kai: Hi Hana!" in kai.chat.lines(), timeout=10_000)  # the line came back from the host
    assert waiting.chat.send_phrase("good_luck")
    qtbot.waitUntil(lambda: "Hana: Good luck!" in kai.chat.lines(), timeout=10_000)
    assert [a.text() for a in kai.chat.phrase_menu.actions()][:2] == ["Hello, everyone!", "Good luck!"]
    # at most CHAT_MAX characters; the count shows near the end
    kai.chat.edit.setText("x" * (P.CHAT_MAX - 10))
    assert kai.chat.count_label.text() == "10 characters left"
    # a paste of 2,000 characters is cut to the room's limit, and the box says so
    kai.chat.edit.clear()
    kai.chat.edit.insert("y" * 2000)
    assert kai.chat.edit.text() == "y" * P.CHAT_MAX
    cut = f"Your line was cut to {P.CHAT_MAX} characters, the room's limit: {2000 - P.CHAT_MAX} characters left out."
    assert kai.chat.lines()[-1] == cut and kai.chat.lines().count(cut) == 1  # said once
    assert kai.chat.count_label.text() == "0 characters left"
    kai.chat.edit.insert("z")  # a key more at the limit: nothing more is said
    assert kai.chat.edit.text() == "y" * P.CHAT_MAX and kai.chat.lines().count(cut) == 1
    kai.chat.edit.clear()
    # a flood: the host takes 5 lines in 10 s ("Hi Hana!" was one), the others are refused;
    # the host says a burst's refusal once, and the box would fold repeats into one line
    for i in range(50):
        assert kai.chat.type_and_send(f"line {i}")
    qtbot.waitUntil(lambda: "Kai: line 3" in waiting.chat.lines(), timeout=10_000)
    qtbot.waitUntil(lambda: any(line.startswith(FLOOD) for line in kai.chat.lines()), timeout=10_000)
    qtbot.wait(200)
    assert len([line for line in kai.chat.lines() if line.startswith("Not sent")]) == 1
    for refused in ("Kai: line 4", "Kai: line 49"):
        assert refused not in waiting.chat.lines() and refused not in kai.chat.lines()
    assert kai.chat.edit.text() == "line 49"  # the refused words are back in the box
    # the words come in the player's language, the notes too
    english.set_language("zh_CN")
    qtbot.waitUntil(lambda: "Hana: 祝好运！" in kai.chat.lines(), timeout=5000)
    assert len([line for line in kai.chat.lines() if line.startswith("未发送")]) == 1
    english.set_language("en")
    host_w.lan.shut()


def test_the_hosts_mute_and_a_clients_own_mute(make_window, qtbot, tmp_path):
    host_w, waiting, client_w, kai = _pair(make_window, qtbot, tmp_path)
    # the host mutes Kai: the room refuses Kai's lines, and Kai is told
    waiting.mute(1, True)
    qtbot.waitUntil(lambda: "The host muted Kai." in kai.chat.lines(), timeout=10_000)
    assert waiting.seats.rows()[1][2] == "Joined · chat muted"
    kai.chat.type_and_send("can you hear me?")
    qtbot.waitUntil(lambda: "Not sent: the host has muted you." in kai.chat.lines(), timeout=10_000)
    assert "Kai: can you hear me?" not in waiting.chat.lines()
    waiting.mute(1, False)
    qtbot.waitUntil(lambda: "The host lets Kai chat again." in kai.chat.lines(), timeout=10_000)
    assert kai.chat.type_and_send("and now?")
    qtbot.waitUntil(lambda: "Kai: and now?" in waiting.chat.lines(), timeout=10_000)
    # Kai mutes Hana on this PC: her lines are not shown here (the room still hears them)
    people = client_w.lan.room.chat_people()
    assert people == [("Hana", "Hana", False)]
    client_w.lan.room.set_muted("Hana", True)
    waiting.chat.send_phrase("hello")
    qtbot.waitUntil(lambda: "Hana: Hello, everyone!" in waiting.chat.lines(), timeout=10_000)
    kai.chat.type_and_send("still here")
    qtbot.waitUntil(lambda: "Kai: still here" in kai.chat.lines(), timeout=10_000)
    assert not any(line.startswith("Hana:") for line in kai.chat.lines())
    client_w.lan.room.set_muted("Hana", False)
    assert "Hana: Hello, everyone!" not in kai.chat.lines()  # what came while muted was never kept
    host_w.lan.shut()


def test_the_chat_is_a_tab_at_the_table_that_counts_unread_lines(make_window, qtbot, tmp_path):
    host_w, waiting, client_w, kai = _pair(make_window, qtbot, tmp_path)
    kai.chat.type_and_send("before the game")
    qtbot.waitUntil(lambda: "Kai: before the game" in waiting.chat.lines(), timeout=10_000)
    kai.ready_button.click()
    qtbot.waitUntil(lambda: waiting.start_button.isEnabled(), timeout=10_000)
    waiting.start_button.click()
    qtbot.waitUntil(lambda: client_w.table_page._last_view is not None, timeout=10_000)
    side = client_w.table_page.side
    at_table = client_w.lan.at_table
    assert side.count() == 3 and side.tabText(2) == "Chat" and side.widget(2) is at_table.chat
    assert "Kai: before the game" in at_table.chat.lines()  # the lobby's lines came along
    side.setCurrentIndex(0)  # the game log shows: new lines are counted on the tab
    host_w.lan.at_table.chat.type_and_send("good luck all")
    host_w.lan.at_table.chat.send_phrase("well_played")
    qtbot.waitUntil(lambda: side.tabText(2) == "Chat (2)", timeout=10_000)
    at_table.show_chat()
    assert side.tabText(2) == "Chat" and at_table.chat.lines()[-2:] == ["Hana: good luck all", "Hana: Well played!"]
    host_w.lan.shut()
    client_w.lan.shut()
    assert side.count() == 2  # the tab goes with the room


def test_refusals_of_old_and_new_hosts_are_read_loosely_and_folded(qtbot, english):
    from desktop_app.net.client import ClientSession
    from desktop_app.ui.lan.chat import ChatPanel
    from desktop_app.ui.lan.room import Room

    session = ClientSession()
    room = Room(client=session, parent=session)
    panel = ChatPanel()
    qtbot.addWidget(panel)
    panel.bind(room)

    def refuse(detail: str) -> None:
        session.chat_received.emit({"seat": None, "name": "", "text": "", "phrase": None, "refused": detail})

    for _ in range(3):
        refuse("at most 5 lines in 10 s")  # this version's host
    refuse("too fast: at most 3 lines per 20 s")  # another wording, other numbers
    refuse("a chat line has at most 200 characters")
    refuse("the host has muted you")
    refuse("the host has muted you")
    assert panel.lines() == [
        FLOOD + " ×3",
        "Not sent: the room takes at most 3 lines in 20 seconds from each player. Wait a moment.",
        "Not sent: the line is longer than the room takes.",
        "Not sent: the host has muted you. ×2",
    ]
    session.deleteLater()
