"""Files from a newer Paiju (after the player went back to an older version): each is
refused or used read-only, said in words, and left byte for byte as it was, so that the
newer version finds it again. Settings, history, profiles, match saves, replays and the
autosave."""

from __future__ import annotations

import json
import os
import sqlite3

import pytest

from desktop_app import engine
from desktop_app.engine.core import RECORD_VERSION, GameRecord
from desktop_app.store import history_schema as schema
from desktop_app.store import profiles as P
from desktop_app.store.history import HistoryStore
from desktop_app.store.profiles import ProfileStore
from desktop_app.store.saves import (
    SAVE_VERSION,
    MatchSnapshot,
    SaveError,
    check_autosave,
    open_match,
    open_replay,
)
from desktop_app.store.seats import SeatConfig
from desktop_app.store.settings import SETTINGS_REASONS, SETTINGS_VERSION, SettingsStore


def _match_json(**changes) -> dict:
    opts = engine.game_class("shengsidu").options_class().to_dict()
    d = MatchSnapshot(
        "shengsidu", 2, (SeatConfig.human("Me"), SeatConfig.bot("B", "easy")), opts, 3,
        current=GameRecord("shengsidu", 2, 9, opts), totals=(0, 0),
    ).to_json()  # fmt: skip
    d.update(changes)
    return d


# ---------------------------------------------------------------- settings
def test_newer_settings_are_used_read_only_and_never_rewritten(tmp_path):
    path = tmp_path / "settings.json"
    text = json.dumps({"version": SETTINGS_VERSION + 1, "deck_colours": 4, "a_newer_setting": [1, 2]})
    path.write_text(text, encoding="utf-8")
    store = SettingsStore(path)
    assert "newer" in SETTINGS_REASONS
    assert store.error is not None and store.error.reason == "newer" and store.error.path == path
    assert not store.writable
    assert store.settings.deck_colours == 4  # what this version understands is used
    store.update(sort_mode="suit")  # works for this run...
    assert store.settings.sort_mode == "suit"
    assert path.read_text(encoding="utf-8") == text  # ...but the newer file is not touched
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]  # nothing renamed or kept aside


def test_settings_of_this_version_stay_writable(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"version": SETTINGS_VERSION, "deck_colours": 4}), encoding="utf-8")
    store = SettingsStore(path)
    assert store.error is None and store.writable


# ---------------------------------------------------------------- history and profiles
def test_a_newer_history_is_left_byte_for_byte(tmp_path):
    path = tmp_path / "history" / "history.sqlite3"
    path.parent.mkdir()
    c = sqlite3.connect(path)
    c.execute(f"PRAGMA user_version = {schema.SCHEMA_VERSION + 1}")
    c.execute("CREATE TABLE from_the_future(x)")
    c.commit()
    c.close()
    before = path.read_bytes()
    store = HistoryStore(path)
    assert store.problem is not None and store.problem.reason == "newer" and not store.persistent
    store.close()
    assert path.read_bytes() == before
    assert sorted(p.name for p in path.parent.iterdir()) == ["history.sqlite3"]


def test_newer_profiles_are_left_as_they_are(tmp_path):
    path = tmp_path / "profiles.json"
    text = json.dumps({"format": P.PROFILES_FORMAT, "version": P.PROFILES_VERSION + 1, "profiles": [], "new": 1})
    path.write_text(text, encoding="utf-8")
    store = ProfileStore(path)
    assert store.error.reason == "unsupported_version" and not store.writable
    assert path.read_text(encoding="utf-8") == text
    assert sorted(p.name for p in tmp_path.iterdir()) == ["profiles.json"]


# ---------------------------------------------------------------- saves and replays
def test_a_newer_match_save_is_refused_and_unchanged(tmp_path):
    path = tmp_path / "mine.paiju"
    data = json.dumps(_match_json(version=SAVE_VERSION + 1, a_newer_field={"x": 1})).encode()
    path.write_bytes(data)
    with pytest.raises(SaveError) as e:
        open_match(path)
    assert e.value.reason == "unsupported_version"
    with pytest.raises(SaveError) as e:
        open_replay(path)
    assert e.value.reason == "unsupported_version"
    assert path.read_bytes() == data and sorted(os.listdir(tmp_path)) == ["mine.paiju"]


def test_a_newer_replay_is_refused_and_unchanged(tmp_path):
    opts = engine.game_class("shengsidu").options_class().to_dict()
    d = GameRecord("shengsidu", 3, 5, opts).to_json()
    d["version"] = RECORD_VERSION + 1
    path = tmp_path / "game.paiju-replay"
    data = json.dumps(d).encode()
    path.write_bytes(data)
    with pytest.raises(SaveError) as e:
        open_replay(path)
    assert e.value.reason == "unsupported_version"
    assert path.read_bytes() == data and sorted(os.listdir(tmp_path)) == ["game.paiju-replay"]


# ---------------------------------------------------------------- the autosave
def test_a_newer_autosave_set_aside_comes_back_in_the_version_that_reads_it(tmp_path):
    """An older Paiju moves a newer autosave aside (``autosave.json.newer``) so that its
    own games do not overwrite it; the version that can read it puts it back for Continue."""
    path = tmp_path / "autosave.json"
    newer = json.dumps(_match_json(version=SAVE_VERSION + 1)).encode()
    path.write_bytes(newer)
    check = check_autosave(path)  # this version is the older one here
    assert check.error is not None and check.error.reason == "unsupported_version"
    assert check.kept_as == tmp_path / "autosave.json.newer" and check.kept_as.read_bytes() == newer
    assert not path.exists()
    again = check_autosave(path)  # still too new: it stays aside, untouched
    assert again.snapshot is None and again.error is None
    assert (tmp_path / "autosave.json.newer").read_bytes() == newer and not path.exists()

    # the same file as the version that wrote it sees it (a version it can read)
    readable = json.dumps(_match_json()).encode()
    (tmp_path / "autosave.json.newer").write_bytes(readable)
    back = check_autosave(path)
    assert back.error is None and back.snapshot is not None and back.snapshot.game_id == "shengsidu"
    assert path.read_bytes() == readable and not (tmp_path / "autosave.json.newer").exists()


def test_a_set_aside_autosave_never_replaces_a_current_one(tmp_path):
    """The older version's own newer game wins Continue; the file set aside stays aside."""
    path = tmp_path / "autosave.json"
    opts = engine.game_class("shengsidu").options_class().to_dict()
    current = json.dumps(_match_json(current=GameRecord("shengsidu", 2, 11, opts).to_json())).encode()
    path.write_bytes(current)
    aside = tmp_path / "autosave.json.newer"
    aside.write_bytes(json.dumps(_match_json()).encode())
    check = check_autosave(path)
    assert check.error is None and check.snapshot is not None
    assert path.read_bytes() == current and aside.exists()
