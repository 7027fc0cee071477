"""The host's list of bans (desktop_app/ui/lan/bans.py): it shows the room's bans by name,
device and address, follows new ones, and lifts the one selected."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from desktop_app.net.host import LanHost, RoomConfig, SeatPlan
from desktop_app.session.session import GameSession
from desktop_app.ui.lan.bans import BansDialog


@pytest.fixture
def host(qtbot):
    session = GameSession(autosave=False, bot_delay_ms=0)
    h = LanHost(session, RoomConfig("Room", "shengsidu", 3, (SeatPlan("open"),) * 3, auto_start=False))
    yield h
    session.stop()
    h.close()


def test_the_list_shows_the_bans_and_lifts_the_selected_one(qtbot, host, english, tmp_path):
    shots = Path(os.environ.get("PAIJU_SHOTS") or tmp_path)  # to look at them: PAIJU_SHOTS=<folder>
    dlg = BansDialog(host)
    qtbot.addWidget(dlg)
    assert dlg.list.count() == 0 and not dlg.lift_button.isEnabled()
    assert dlg.empty.text() == "Nobody is banned from this room."
    host.ban("name", "Kai")
    host.ban("device", "d" * 32, "Mei")
    host.ban("address", "192.168.1.5", "Bo")
    rows = [dlg.list.item(i).text() for i in range(dlg.list.count())]
    assert rows == [
        "Name: Kai",
        "Device: the PC Mei used",
        "Address: 192.168.1.5 (everyone there; banned with Bo)",
    ]
    dlg.show()
    dlg.grab().save(str(shots / "bans-en.png"))
    dlg.list.setCurrentRow(1)
    assert dlg.lift_button.isEnabled() and dlg.lift_selected()
    assert [(b.kind, b.value) for b in host.bans()] == [("name", "Kai"), ("address", "192.168.1.5")]
    assert dlg.list.count() == 2
    titles = {}
    for language in ("zh_CN", "zh_TW"):
        before = dlg.windowTitle()
        english.set_language(language)
        qtbot.waitUntil(lambda b=before: dlg.windowTitle() != b, timeout=5_000)  # (the LanguageChange event)
        assert dlg.list.item(0).text() != "Name: Kai"
        titles[language] = dlg.windowTitle()
        dlg.grab().save(str(shots / f"bans-{language}.png"))
    assert titles == {"zh_CN": "封禁名单", "zh_TW": "封禁名單"}
    english.set_language("en")
    qtbot.waitUntil(lambda: dlg.list.item(0).text() == "Name: Kai", timeout=5_000)
