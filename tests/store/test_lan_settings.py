"""The LAN dialogs' last choices in the settings file: kept field by field, every bad field
dropped alone, never a password."""

from __future__ import annotations

import json

import pytest

from desktop_app.store.settings import SettingsStore, clean_last_host, clean_last_join

HOST = {
    "game": "shengsidu",
    "players": 3,
    "seats": [
        {"kind": "human", "name": "Li"},
        {"kind": "remote", "name": ""},
        {"kind": "bot", "name": "B", "level": "easy"},
    ],
    "options": {"must_play": False},
    "match_length": 2,
    "room": "Friday",
    "port": 47100,
}
JOIN = {"address": "192.168.1.20", "port": 47100, "names": ["Li", "Mei"]}


def _load(tmp_path, **fields):
    p = tmp_path / "settings.json"
    p.write_text(json.dumps({"language": "en", **fields}), encoding="utf-8")
    return SettingsStore(p).settings


def test_good_choices_survive_a_save_and_a_load(tmp_path):
    store = SettingsStore(tmp_path / "settings.json")
    store.update(last_host=HOST, last_join=JOIN)
    again = SettingsStore(store.path).settings
    assert dict(again.last_host) == HOST and dict(again.last_join) == JOIN


@pytest.mark.parametrize(
    ("key", "bad"),
    [
        ("room", 5),
        ("room", "x" * 41),
        ("room", "\ud800"),
        ("port", -1),
        ("port", 65536),
        ("port", "47100"),
        ("port", True),
        ("players", 9),
        ("seats", [{"kind": "alien"}]),
        ("match_length", 0),
    ],
)
def test_each_bad_host_field_falls_back_alone(tmp_path, key, bad):
    s = _load(tmp_path, last_host={**HOST, key: bad})
    assert dict(s.last_host) == {k: v for k, v in HOST.items() if k != key}


@pytest.mark.parametrize(
    ("key", "bad"),
    [
        ("address", 1),
        ("address", "a" * 256),
        ("port", 0),
        ("port", 70000),
        ("names", []),
        ("names", ["a", "b", "c", "d", "e"]),
        ("names", ["ok", 3]),
        ("names", "Li"),
        ("names", ["x" * 65]),
    ],
)
def test_each_bad_join_field_falls_back_alone(tmp_path, key, bad):
    s = _load(tmp_path, last_join={**JOIN, key: bad})
    assert dict(s.last_join) == {k: v for k, v in JOIN.items() if k != key}


@pytest.mark.parametrize("bad", [None, [], "host", 3])
def test_a_choice_that_is_not_an_object_gives_none(tmp_path, bad):
    s = _load(tmp_path, last_host=bad, last_join=bad, player_name="Li")
    assert dict(s.last_host) == {} and dict(s.last_join) == {} and s.player_name == "Li"


def test_an_unknown_game_keeps_the_room_and_the_port():
    assert clean_last_host({**HOST, "game": "chess"}) == {"room": "Friday", "port": 47100}


def test_a_password_is_never_kept(tmp_path):
    assert "password" not in clean_last_host({**HOST, "password": "sesame"})
    assert "password" not in clean_last_join({**JOIN, "password": "sesame"})
    store = SettingsStore(tmp_path / "settings.json")
    store.update(last_host={**HOST, "password": "sesame"}, last_join={**JOIN, "password": "sesame"})
    assert "sesame" not in store.path.read_text(encoding="utf-8")


def test_update_refuses_a_choice_that_is_not_an_object(tmp_path):
    store = SettingsStore(tmp_path / "settings.json")
    with pytest.raises(ValueError):
        store.update(last_join=["127.0.0.1"])
    assert dict(store.settings.last_join) == {}
