"""Settings and a history written by a newer Paiju: the player is told in words at start-up
(in the interface language) and the files are left byte for byte."""

from __future__ import annotations

import json
import sqlite3

import pytest
from PySide6.QtWidgets import QMessageBox

from desktop_app.store import history_schema as schema
from desktop_app.store.history import HistoryStore
from desktop_app.store.profiles import ProfileStore
from desktop_app.store.settings import SETTINGS_VERSION, SettingsStore
from desktop_app.ui import texts

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def boxes(dialogs: list) -> list[str]:
    return [d.text() for d in dialogs if isinstance(d, QMessageBox)]


def test_newer_settings_are_explained_and_kept(make_window, qtbot, tmp_path):
    path = tmp_path / "settings.json"
    text = json.dumps({"version": SETTINGS_VERSION + 1, "deck_colours": 4, "later": True})
    path.write_text(text, encoding="utf-8")
    dialogs: list = []
    w = make_window(settings_store=SettingsStore(path), dialog_hook=dialogs.append)
    qtbot.waitUntil(lambda: bool(boxes(dialogs)), timeout=5_000)
    notice = boxes(dialogs)[0]
    assert "newer version of Paiju" in notice and str(path) in notice
    assert texts.settings_problem_text("newer", str(path)) in notice
    w.set_speed("slow")  # a change this run: not written over the newer file
    assert path.read_text(encoding="utf-8") == text


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW"])
def test_the_newer_settings_notice_is_translated(english, lang):
    english.set_language(lang)
    try:
        text = texts.settings_problem_text("newer", "/x/settings.json")
        assert texts.has_chinese(text) and "/x/settings.json" in text
    finally:
        english.set_language("en")


def test_a_newer_history_is_explained_and_kept(make_window, qtbot, tmp_path):
    profiles = tmp_path / "profiles.json"
    history = tmp_path / "history.sqlite3"
    c = sqlite3.connect(history)
    c.execute(f"PRAGMA user_version = {schema.SCHEMA_VERSION + 1}")
    c.execute("CREATE TABLE from_the_future(x)")
    c.commit()
    c.close()
    before = history.read_bytes()
    dialogs: list = []
    store = ProfileStore(profiles, history=HistoryStore(history))
    make_window(profile_store=store, dialog_hook=dialogs.append)
    qtbot.waitUntil(lambda: bool(boxes(dialogs)), timeout=5_000)
    notice = boxes(dialogs)[0]
    assert "history was written by a newer version of Paiju" in notice and str(history) in notice
    store.history.close()
    assert history.read_bytes() == before
