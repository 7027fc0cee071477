"""Settings store, user-file locations and resource paths, and the bot registry."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from desktop_app import paths
from desktop_app.ai import base
from desktop_app.store.settings import Settings, SettingsStore


def test_defaults_when_there_is_no_file(tmp_path):
    store = SettingsStore(tmp_path / "s.json")
    assert store.settings == Settings()
    assert not (tmp_path / "s.json").exists()


def test_update_saves_atomically_and_reloads(tmp_path):
    p = tmp_path / "deep" / "s.json"
    store = SettingsStore(p)
    store.update(language="zh_TW", animation_speed="instant", deck_colours=4, table_colour="#123456")
    store.update(last_new_game={"game": "hongwu", "players": 4}, player_name="阿明", sort_mode="suit", bot_delay_ms=0)
    again = SettingsStore(p).settings
    assert again.language == "zh_TW" and again.animation_speed == "instant" and again.deck_colours == 4
    assert again.table_colour == "#123456" and again.player_name == "阿明" and again.sort_mode == "suit"
    assert dict(again.last_new_game) == {"game": "hongwu", "players": 4} and again.bot_delay_ms == 0
    assert [x.name for x in p.parent.iterdir()] == ["s.json"]


@pytest.mark.parametrize(
    "name,value",
    [
        ("language", "fr"),
        ("deck_colours", 3),
        ("deck_colours", True),
        ("table_colour", "green"),
        ("nope", 1),
        ("bot_delay_ms", -5),
        ("player_name", "x" * 100),
        ("last_new_game", []),
        ("hand_zoom", 2.5),
        ("hand_zoom", 0.5),
        ("hand_zoom", "1.3"),
        ("hand_zoom", True),
        ("hand_zoom", float("nan")),
    ],
)
def test_update_rejects_bad_values_and_keeps_the_old(tmp_path, name, value):
    store = SettingsStore(tmp_path / "s.json")
    with pytest.raises(ValueError):
        store.update(**{name: value})
    assert store.settings == Settings()


@pytest.mark.parametrize("content", [b"", b"garbage{", b"[]", b"\xff\xfe", b'{"language": 5}', b"[" * 10000])
def test_bad_files_give_defaults(tmp_path, content):
    p = tmp_path / "s.json"
    p.write_bytes(content)
    assert SettingsStore(p).settings == Settings()


def test_bad_fields_fall_back_one_by_one(tmp_path):
    p = tmp_path / "s.json"
    p.write_text(json.dumps({"language": "zh_CN", "deck_colours": 7, "table_colour": "#abcdef", "extra": 1}))
    s = SettingsStore(p).settings
    assert s.language == "zh_CN" and s.deck_colours == 2 and s.table_colour == "#abcdef"


def test_hand_zoom_round_trips_and_a_bad_one_falls_back(tmp_path):
    p = tmp_path / "s.json"
    store = SettingsStore(p)
    assert store.settings.hand_zoom == 1.0
    store.update(hand_zoom=1.3)
    assert SettingsStore(p).settings.hand_zoom == 1.3
    p.write_text(json.dumps({"hand_zoom": 2, "language": "en"}))  # an int within the range is kept
    assert SettingsStore(p).settings.hand_zoom == 2.0 and isinstance(SettingsStore(p).settings.hand_zoom, float)
    for bad in ("1.3", 9, -1, None, {"z": 1}, "NaN"):
        p.write_text(json.dumps({"hand_zoom": bad, "language": "en"}).replace('"NaN"', "NaN"))
        s = SettingsStore(p).settings
        assert s.hand_zoom == 1.0 and s.language == "en"


def test_paiju_home_overrides_every_location(tmp_path, monkeypatch):
    monkeypatch.setenv("PAIJU_HOME", str(tmp_path))
    assert paths.settings_file() == tmp_path / "settings" / "settings.json"
    assert paths.autosave_file() == tmp_path / "saves" / "autosave.json"
    assert paths.profiles_dir() == tmp_path / "profiles" and paths.logs_dir() == tmp_path / "logs"
    assert SettingsStore().path == paths.settings_file()


def test_platform_locations_without_override(monkeypatch):
    monkeypatch.delenv("PAIJU_HOME", raising=False)
    for d in (paths.settings_dir(), paths.saves_dir(), paths.profiles_dir(), paths.logs_dir()):
        assert d.is_absolute() and "Paiju" in d.parts


def test_resource_paths_in_a_checkout_and_frozen(tmp_path, monkeypatch):
    assert paths.resource_path("engine", "core.py").is_file()
    assert not paths.is_frozen()
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.is_frozen()
    assert paths.resource_path("i18n", "x.qm") == Path(tmp_path) / "desktop_app" / "i18n" / "x.qm"


def test_bot_registry(monkeypatch):
    monkeypatch.setattr(base, "BOT_FACTORIES", {})

    class Dummy:
        level = "easy"

        def __init__(self, seat, seed):
            self.seat, self.seed = seat, seed

        def decide(self, view):
            raise NotImplementedError

    with pytest.raises(LookupError) as e:
        base.make_bot("testgame", "easy", 0)
    assert e.value.reason == "no_bot" and "testgame" in str(e.value)
    base.register_bot("testgame", "easy", Dummy)
    bot = base.make_bot("testgame", "easy", 3, seed=9)
    assert isinstance(bot, base.Bot) and bot.seat == 3 and bot.seed == 9
    with pytest.raises(LookupError) as e:
        base.make_bot("testgame", "godlike", 0)
    assert e.value.reason == "bad_level"
    with pytest.raises(ValueError):
        base.register_bot("testgame", "not a level", Dummy)
    base.register_bot("testgame", "random", Dummy)  # extra ids for self-play and tests
    assert base.make_bot("testgame", "random", 1).seat == 1
    with pytest.raises(LookupError) as e:
        base.make_bot("othertestgame", "random", 0)
    assert e.value.reason == "no_bot"
