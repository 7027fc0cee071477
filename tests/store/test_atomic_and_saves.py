"""Atomic writes, the autosave writer and the tolerance of save loading (no game needed)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from desktop_app.engine.core import GameRecord
from desktop_app.session.seats import SeatConfig
from desktop_app.store import atomic, saves
from desktop_app.store.saves import (
    SAVE_REASONS,
    AutosaveWriter,
    MatchSnapshot,
    SaveError,
    clear_autosave,
    has_autosave,
    load_autosave,
    open_match,
    parse_snapshot,
    write_autosave,
)


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("PAIJU_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def leftovers(folder):
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def snapshot(**kw) -> MatchSnapshot:
    d = dict(
        game_id="tiandiren",
        num_players=2,
        seats=(SeatConfig.human("A"), SeatConfig.bot("B", "easy")),
        options={},
        match_length=3,
        current=GameRecord("tiandiren", 2, 1234),
        totals=(0, 0),
    )
    d.update(kw)
    return MatchSnapshot(**d)


def test_atomic_write_replaces(tmp_path):
    p = tmp_path / "a" / "f.json"
    atomic.atomic_write_text(p, "one")
    atomic.atomic_write_text(p, "two")
    assert p.read_text(encoding="utf-8") == "two" and leftovers(p.parent) == []


def test_crash_between_temp_write_and_replace_keeps_the_previous_save(home, monkeypatch):
    write_autosave(snapshot(totals=(0, 0)))
    path = saves.autosave_path()
    before = path.read_bytes()
    written = []

    def crash(src, dst):
        written.append(Path(src).read_bytes())  # the temporary file is complete at this point
        raise OSError("simulated crash before the rename")

    monkeypatch.setattr(atomic.os, "replace", crash)
    with pytest.raises(SaveError) as e:
        write_autosave(snapshot(match_length=5))
    assert e.value.reason == "unwritable"
    assert written and json.loads(written[0])["match_length"] == 5
    assert path.read_bytes() == before
    assert leftovers(path.parent) == []
    assert parse_snapshot(json.loads(before)).match_length == 3


def test_fsync_is_called_before_the_rename(tmp_path, monkeypatch):
    calls = []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(atomic.os, "fsync", lambda fd: (calls.append("fsync"), real_fsync(fd))[1])
    monkeypatch.setattr(atomic.os, "replace", lambda a, b: (calls.append("replace"), real_replace(a, b))[1])
    atomic.atomic_write_text(tmp_path / "x", "data")
    assert calls[:2] == ["fsync", "replace"]


def test_writer_failure_is_reported_not_raised(home, monkeypatch):
    w = AutosaveWriter()
    w.save(snapshot())
    assert w.flush()
    before = w.path.read_bytes()
    monkeypatch.setattr(atomic.os, "replace", lambda a, b: (_ for _ in ()).throw(OSError("disk full")))
    w.save(snapshot(match_length=9))
    assert w.flush()
    assert w.last_error is not None and w.last_error.reason == "unwritable"
    assert w.path.read_bytes() == before
    w.close()


def test_writer_latest_request_wins_and_clear(home):
    w = AutosaveWriter()
    for n in range(1, 30):
        w.save(snapshot(match_length=n))
    assert w.flush()
    assert json.loads(w.path.read_text(encoding="utf-8"))["match_length"] == 29
    assert 1 <= w.writes <= 29
    w.clear()
    assert w.flush() and not has_autosave()
    w.close()
    with pytest.raises(RuntimeError):
        w.save(snapshot())


GARBAGE = {
    "empty": b"",
    "binary": bytes(range(256)),
    "not_utf8": b"\xff\xfe\xfa",
    "half_json": b'{"format": "paiju-match", "vers',
    "number": b"42",
    "null": b"null",
    "record_not_match": GameRecord("tiandiren", 2, 1).dumps().encode(),
    "nested": b"[" * 50000 + b"]" * 50000,
}


@pytest.mark.parametrize("name", sorted(GARBAGE))
def test_garbage_autosave_returns_none(home, name, caplog):
    path = saves.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(GARBAGE[name])
    assert load_autosave() is None
    assert any("autosave ignored" in r.getMessage() for r in caplog.records)


@pytest.mark.parametrize(
    "change",
    [
        {"version": 0},
        {"version": "1"},
        {"players": "2"},
        {"players": 0},
        {"match_length": -1},
        {"seats": None},
        {"seats": [{"kind": "bot", "name": "x", "level": "godlike"}, {"kind": "human"}]},
        {"options": []},
        {"totals": [0]},
        {"totals": [0, True]},
        {"match_seed": 1.5},
        {"finished": {}},
        {"current": {"format": "paiju-record"}},
        {"current": {"format": "paiju-record", "version": 1, "game": "tiandiren", "players": 3, "seed": 1}},
        {"extra": []},
    ],
)
def test_malformed_fields_return_none(home, change):
    d = snapshot().to_json()
    d.update(change)
    path = saves.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(d), encoding="utf-8")
    assert load_autosave(replay=False) is None
    with pytest.raises(SaveError) as e:
        open_match(path)
    assert e.value.reason in SAVE_REASONS


def test_structure_roundtrip_without_replay(home):
    snap = snapshot(match_seed=77, extra={"demo_viewer": 1})
    write_autosave(snap)
    loaded = load_autosave(replay=False)
    assert loaded is not None
    assert loaded.seats == snap.seats and loaded.current == snap.current and loaded.match_seed == 77
    assert loaded.extra == {"demo_viewer": 1} and not loaded.validated


def test_a_directory_or_missing_file_is_not_an_autosave(home):
    assert load_autosave() is None  # nothing there
    saves.autosave_path().mkdir(parents=True)
    assert load_autosave() is None  # a folder where the file should be
    clear_autosave()  # and clearing does not raise


def test_open_errors_have_reason_codes(tmp_path):
    p = tmp_path / "big.paiju"
    with open(p, "wb") as f:
        f.truncate(saves.MAX_SAVE_BYTES + 1)
    with pytest.raises(SaveError) as e:
        open_match(p)
    assert e.value.reason == "too_large" and e.value.path == p
    p.write_text(json.dumps({"format": "paiju-match", "version": 999}), encoding="utf-8")
    with pytest.raises(SaveError) as e:
        open_match(p)
    assert e.value.reason == "unsupported_version"
    p.write_text(json.dumps({"hello": 1}), encoding="utf-8")
    with pytest.raises(SaveError) as e:
        open_match(p)
    assert e.value.reason == "not_a_save"
    d = snapshot(game_id="nope", current=GameRecord("nope", 2, 1)).to_json()
    p.write_text(json.dumps(d), encoding="utf-8")
    with pytest.raises(SaveError) as e:
        open_match(p)
    assert e.value.reason == "unknown_game"


def test_idle_writer_thread_retires_and_restarts(home, monkeypatch):
    monkeypatch.setattr(saves, "IDLE_SECONDS", 0.01)
    w = AutosaveWriter()
    w.save(snapshot(match_length=1))
    assert w.flush()
    first = w._thread
    if first is not None:
        first.join(5)
    assert w._thread is None
    w.save(snapshot(match_length=2))
    assert w.flush()
    assert json.loads(w.path.read_text(encoding="utf-8"))["match_length"] == 2
    w.close()
