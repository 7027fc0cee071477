"""Damaged user files through the real main window (offscreen): a hand-edited settings
file still lets New game open, unreadable settings are said once and never overwritten,
a damaged or newer autosave is kept aside and Continue says what is wrong, a damaged
profiles file is said once at start-up, and tampered match files are refused in words."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox, QSpinBox

from desktop_app import engine
from desktop_app.engine.cards import full_deck
from desktop_app.engine.core import Action, ActionKind, GameRecord
from desktop_app.store.profiles import ProfileStore
from desktop_app.store.saves import MatchSnapshot, save_match, save_replay
from desktop_app.store.seats import SeatConfig
from desktop_app.store.settings import SettingsStore
from desktop_app.ui import texts
from desktop_app.ui.dialogs.new_game import NewGameConfig, NewGameDialog, SeatChoice

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

NO_GAME = "There is no interrupted game to continue."


def boxes(dialogs: list) -> list[str]:
    return [d.text() for d in dialogs if isinstance(d, QMessageBox)]


def autosave_path(home: Path) -> Path:
    return home / "saves" / "autosave.json"


def _snapshot_json(**changes) -> dict:
    d = MatchSnapshot(
        "shengsidu",
        2,
        (SeatConfig.human("Me"), SeatConfig.bot("B", "easy")),
        {},
        3,
        current=GameRecord("shengsidu", 2, 99, engine.game_class("shengsidu").options_class().to_dict()),
        totals=(0, 0),
    ).to_json()
    d.update(changes)
    return d


def _illegal_action_json() -> dict:
    """A save whose current game holds a play of a card the seat does not have."""
    cls = engine.game_class("shengsidu")
    game = cls(2, None, 99)
    seat = game.to_move
    hand = set(game.view_for(seat).hand)
    foreign = next(c for c in full_deck() if c not in hand)
    record = game.record()
    d = _snapshot_json()
    d["current"] = {**record.to_json(), "actions": [Action(seat, ActionKind.PLAY, (foreign,)).to_json()]}
    return d


def _good_bytes() -> bytes:
    return json.dumps(_snapshot_json()).encode()


DAMAGED = {
    "empty": (lambda: b"", "not_json"),
    "truncated": (lambda: _good_bytes()[: len(_good_bytes()) // 2], "not_json"),
    "binary": (lambda: bytes(range(256)) * 4, "not_json"),
    "nul_filled": (lambda: b"\0" * 4096, "not_json"),
    "wrong_types": (lambda: json.dumps(_snapshot_json(players="2", totals="0")).encode(), "bad_save"),
    "illegal_action": (lambda: json.dumps(_illegal_action_json()).encode(), "bad_record"),
    "deeply_nested": (
        lambda: b'{"format": "paiju-match", "extra": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
        "not_json",
    ),
    "newer_version": (lambda: json.dumps(_snapshot_json(version=99)).encode(), "unsupported_version"),
}


@pytest.mark.parametrize("case", sorted(DAMAGED))
def test_a_damaged_autosave_is_kept_aside_and_continue_says_why(make_window, qtbot, paiju_home, case):
    make, reason = DAMAGED[case]
    data = make()
    path = autosave_path(paiju_home)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    dialogs: list = []
    w = make_window(dialog_hook=dialogs.append)
    qtbot.waitUntil(lambda: bool(boxes(dialogs)), timeout=5_000)
    kept = path.with_name("autosave.json.newer" if reason == "unsupported_version" else "autosave.json.bad")
    assert kept.read_bytes() == data and not path.exists()  # kept aside, whole
    words = texts.save_error_text(reason)
    [notice] = boxes(dialogs)  # said once, at start-up
    assert words in notice and str(kept) in notice
    assert not w.start_page.continue_button.isEnabled() and not w.continue_action.isEnabled()
    note = w.start_page.continue_note
    assert words in w.start_page.continue_button.toolTip() and words in note.text() and note.isVisible()
    assert not w.continue_game()  # the menu's Continue, if reached, explains too
    last = boxes(dialogs)[-1]
    assert words in last and NO_GAME not in last
    w.set_language("zh_CN")  # the note under Continue follows the language
    try:
        qtbot.waitUntil(lambda: texts.has_chinese(note.text()), timeout=5_000)
        assert str(kept) in note.text()
    finally:
        w.set_language("en")


def test_each_damaged_autosave_is_kept_under_a_new_name(make_window, qtbot, paiju_home):
    path = autosave_path(paiju_home)
    path.parent.mkdir(parents=True, exist_ok=True)
    for n, data in enumerate((b"first", b"second", b"third"), 1):
        path.write_bytes(data)
        dialogs: list = []
        make_window(dialog_hook=dialogs.append)
        qtbot.waitUntil(lambda: bool(boxes(dialogs)), timeout=5_000)  # noqa: B023 - waited for at once
        name = "autosave.json.bad" if n == 1 else f"autosave.json.bad.{n}"
        assert (path.parent / name).read_bytes() == data
    assert (path.parent / "autosave.json.bad").read_bytes() == b"first"


def test_a_newer_autosave_survives_the_next_game(make_window, qtbot, paiju_home):
    path = autosave_path(paiju_home)
    path.parent.mkdir(parents=True, exist_ok=True)
    newer = json.dumps(_snapshot_json(version=99, future_field=[1, 2, 3])).encode()
    path.write_bytes(newer)
    dialogs: list = []
    w = make_window(dialog_hook=dialogs.append)
    qtbot.waitUntil(lambda: bool(boxes(dialogs)), timeout=5_000)
    assert texts.save_error_text("unsupported_version") in boxes(dialogs)[0]
    seats = [SeatChoice("human", "Li"), SeatChoice("human", "Mei")]
    assert w.start_game(NewGameConfig("shengsidu", 2, seats, {}, 1), seed=5)
    assert w.session.flush_autosave()
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == 1  # the new game's own autosave
    assert (path.parent / "autosave.json.newer").read_bytes() == newer


def test_a_good_autosave_is_offered_without_a_word(make_window, qtbot, paiju_home):
    path = autosave_path(paiju_home)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(_good_bytes())
    dialogs: list = []
    w = make_window(dialog_hook=dialogs.append)
    qtbot.wait(50)
    assert w.start_page.continue_button.isEnabled() and boxes(dialogs) == []
    assert w.start_page.continue_button.toolTip() == "" and not w.start_page.continue_note.isVisible()
    assert path.is_file() and sorted(p.name for p in path.parent.iterdir()) == ["autosave.json"]


def test_stale_temporary_files_are_removed_at_start(make_window, paiju_home):
    folders = [paiju_home / "saves", paiju_home / "settings", paiju_home / "profiles"]
    for folder in folders:
        folder.mkdir(parents=True, exist_ok=True)
        (folder / ".autosave.json.ab12cd34.tmp").write_bytes(b"half a save")
        (folder / "mine.tmp").write_bytes(b"not ours")
    make_window()
    for folder in folders:
        assert sorted(p.name for p in folder.iterdir()) == ["mine.tmp"]


# --------------------------------------------------------------------------- profiles


def test_a_damaged_profiles_file_is_said_once_at_start(make_window, qtbot, tmp_path):
    path = tmp_path / "p.json"
    path.write_text("{ not json", encoding="utf-8")
    dialogs: list = []
    w = make_window(profile_store=ProfileStore(path), dialog_hook=dialogs.append)
    qtbot.waitUntil(lambda: bool(boxes(dialogs)), timeout=5_000)
    [notice] = boxes(dialogs)
    assert "The player profiles file was damaged" in notice and str(tmp_path / "p.json.bad") in notice
    w.show_start()
    w.show_start()
    qtbot.wait(20)
    assert len(boxes(dialogs)) == 1


def test_the_start_up_notice_is_translated(make_window, qtbot, tmp_path):
    path = tmp_path / "p.json"
    path.write_text("[]", encoding="utf-8")
    w = make_window(profile_store=ProfileStore(path))
    w.set_language("zh_CN")
    try:
        [line] = w.startup_notices()
        assert texts.has_chinese(line) and "p.json.bad" in line
    finally:
        w.set_language("en")


def test_a_profiles_file_with_a_figure_too_large_is_said_at_start(make_window, qtbot, paiju_home):
    d = {
        "format": "paiju-profiles",
        "version": 1,
        "profiles": [{"name": "Li", "games": {"doudizhu": {"played": 2**63, "wins": 0, "total_score": 0,
                                                           "best_score": 0}}}],  # fmt: skip
        "recorded": [],
    }
    (paiju_home / "profiles").mkdir(parents=True)
    (paiju_home / "profiles" / "profiles.json").write_text(json.dumps(d), encoding="utf-8")
    dialogs: list = []
    make_window(dialog_hook=dialogs.append)  # raised OverflowError while importing the profiles
    qtbot.waitUntil(lambda: bool(boxes(dialogs)), timeout=5_000)
    [notice] = boxes(dialogs)
    assert "Some player profiles were damaged and left out" in notice
    assert str(paiju_home / "profiles" / "profiles.json.bad") in notice


def _history_at_start(paiju_home: Path, damage: str) -> Path:
    """A history.sqlite3 of this Paiju with one game, then damaged as ``damage`` says."""
    import sqlite3

    from desktop_app.store.history import HistoryStore
    from tests.store.test_history_sample import sample_games

    path = paiju_home / "history" / "history.sqlite3"
    with HistoryStore(path) as store:
        store.add_games(sample_games(3))
        store.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    if damage == "negative_version":  # the header's user_version (bytes 60-63) is -1
        data = path.read_bytes()
        path.write_bytes(data[:60] + b"\xff\xff\xff\xff" + data[64:])
    else:
        c = sqlite3.connect(path)
        c.execute("DROP TABLE meta")
        c.commit()
        c.close()
    return path


@pytest.mark.parametrize("damage", ["negative_version", "missing_table"])
def test_a_damaged_history_is_kept_aside_and_said_at_start(make_window, qtbot, paiju_home, damage):
    path = _history_at_start(paiju_home, damage)
    dialogs: list = []
    make_window(dialog_hook=dialogs.append)  # KeyError: -1; or a notice naming a profiles.json that is not there
    qtbot.waitUntil(lambda: bool(boxes(dialogs)), timeout=5_000)
    [notice] = boxes(dialogs)
    backup = path.with_name("history.sqlite3.bad")
    assert "The game history was damaged" in notice and str(backup) in notice and backup.exists()
    assert "profiles.json" not in notice
    # every game of the damaged file could still be read: they are in the new history
    assert "3 games were recovered into a new one" in notice


def test_the_games_salvaged_from_a_damaged_history_are_counted_at_start(make_window, qtbot, paiju_home):
    import sqlite3

    from desktop_app.store.history import HistoryStore

    path = _history_at_start(paiju_home, "missing_table")
    c = sqlite3.connect(path)  # two of the three games unreadable: one is salvaged
    c.execute("UPDATE games SET record = x'00' WHERE id > 1")
    c.commit()
    c.close()
    dialogs: list = []
    w = make_window(dialog_hook=dialogs.append)
    qtbot.waitUntil(lambda: bool(boxes(dialogs)), timeout=5_000)
    [notice] = boxes(dialogs)
    backup = path.with_name("history.sqlite3.bad")
    assert notice == (
        f"The game history was damaged. It was kept as {backup}; 1 game was recovered into a new one."
    )
    w.set_language("zh_CN")
    try:
        [line] = w.startup_notices()
        assert texts.has_chinese(line) and str(backup) in line and "1 局" in line
    finally:
        w.set_language("en")
    with HistoryStore(path) as again:
        assert again.problem is None and again.count() == 1


# --------------------------------------------------------------------------- settings

LAST = {
    "game": "doudizhu",
    "players": 3,
    "seats": [{"kind": "human", "name": "Li"}, {"kind": "bot", "name": "Mao", "level": "easy"}],
    "options": {"room_stake": 20},
    "match_length": 4,
}


def _settings_file(tmp_path: Path, last: dict) -> Path:
    p = tmp_path / "settings.json"
    p.write_text(json.dumps({"language": "en", "animation_speed": "instant", "last_new_game": last}), encoding="utf-8")
    return p


def _open_new_game(make_window, store) -> NewGameDialog:
    dialogs: list = []
    w = make_window(settings_store=store, dialog_hook=dialogs.append)
    w.new_game()
    dlg = dialogs[-1]
    assert isinstance(dlg, NewGameDialog) and dlg.isVisible()
    return dlg


def _option_spin(dlg: NewGameDialog, name: str) -> QSpinBox:
    w = dlg._option_widgets[name]
    assert isinstance(w, QSpinBox)
    return w


@pytest.mark.parametrize(
    ("key", "bad"),
    [("match_length", "abc"), ("match_length", 10**12), ("match_length", [1]), ("players", 10**12)],
)
def test_new_game_opens_whatever_the_settings_file_holds(make_window, tmp_path, key, bad):
    store = SettingsStore(_settings_file(tmp_path, {**LAST, key: bad}))
    dlg = _open_new_game(make_window, store)
    assert dlg.game_id == "doudizhu" and dlg.players_spin.value() == 3
    assert dlg.match_spin.value() == (1 if key == "match_length" else 4)  # the bad field alone falls back
    assert [s.name for s in dlg.seats()][:2] == ["Li", "Mao"] and _option_spin(dlg, "room_stake").value() == 20


def test_new_game_opens_with_a_huge_room_stake(make_window, tmp_path):
    store = SettingsStore(_settings_file(tmp_path, {**LAST, "options": {"room_stake": 10**12, "spring": True}}))
    dlg = _open_new_game(make_window, store)
    assert _option_spin(dlg, "room_stake").value() == 10  # out of the widget's range: the default
    assert dlg.options()["spring"] is True and dlg.match_spin.value() == 4


@pytest.mark.parametrize(
    "last",
    [
        None,
        [],
        "doudizhu",
        {"game": ["doudizhu"]},
        {"game": "doudizhu", "players": 3.5, "seats": {"0": "x"}, "options": [], "match_length": -3},
        {"game": "tiandiren", "players": 10**12, "seats": [None, 5, {"kind": "bot"}], "options": {"x": 1}},
        {"game": "doudizhu", "options": {"room_stake": float("inf"), "starting_coins": -(10**30)}},
    ],
)
def test_the_dialog_never_raises_on_what_it_is_given(qtbot, english, last):
    dlg = NewGameDialog(None, last=last)
    qtbot.addWidget(dlg)
    dlg.open()
    assert dlg.isVisible() and dlg.match_spin.value() == 1
    assert isinstance(dlg.config(), NewGameConfig)
    dlg.reject()


def test_unreadable_settings_are_said_once_and_never_overwritten(make_window, qtbot, tmp_path):
    """A folder where settings.json should be: unreadable for every user, root included
    (chmod 000 does not stop root; tests/store has that case for other users)."""
    path = tmp_path / "settings.json"
    path.mkdir()
    (path / "inside.txt").write_text("mine", encoding="utf-8")
    store = SettingsStore(path)
    dialogs: list = []
    w = make_window(settings_store=store, dialog_hook=dialogs.append)
    qtbot.waitUntil(lambda: bool(boxes(dialogs)), timeout=5_000)
    [notice] = boxes(dialogs)
    assert "Your settings cannot be read" in notice and str(path) in notice
    w.set_speed("fast")
    w.set_deck_colours(4)
    assert w.settings.animation_speed == "fast"  # the change works for this run
    assert path.is_dir() and (path / "inside.txt").read_text(encoding="utf-8") == "mine"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]
    w.show_start()
    qtbot.wait(20)
    assert len(boxes(dialogs)) == 1


@pytest.mark.skipif(not hasattr(os, "getuid"), reason="POSIX permissions")
def test_settings_without_read_permission_are_never_overwritten(make_window, qtbot, tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"language": "en", "player_name": "Li"}), encoding="utf-8")
    before = path.read_bytes()
    path.chmod(0)
    try:
        if os.access(path, os.R_OK):
            pytest.skip("chmod does not stop this user (root): the folder case covers it")
        dialogs: list = []
        w = make_window(settings_store=SettingsStore(path), dialog_hook=dialogs.append)
        qtbot.waitUntil(lambda: bool(boxes(dialogs)), timeout=5_000)
        w.set_speed("slow")
    finally:
        path.chmod(0o644)
    assert path.read_bytes() == before


# --------------------------------------------------------------------------- records


def test_a_match_whose_carry_was_edited_is_refused_in_words(make_window, qtbot, tmp_path):
    opts = engine.game_class("doudizhu").options_class().to_dict()
    seats = tuple(SeatConfig.human(n) for n in ("A", "B", "C"))
    forged = GameRecord("doudizhu", 3, 5, opts, {"coins": [9000, 9000, 9000]})  # a first game carries nothing in
    path = save_match(
        tmp_path / "m.json", MatchSnapshot("doudizhu", 3, seats, opts, 2, current=forged, totals=(0,) * 3)
    )
    dialogs: list = []
    w = make_window(dialog_hook=dialogs.append)
    assert not w.open_match_from(str(path))
    assert texts.save_error_text("bad_carry") in boxes(dialogs)[-1]


def test_a_replay_whose_carry_cannot_be_checked_opens_with_a_warning(make_window, qtbot, tmp_path):
    opts = engine.game_class("doudizhu").options_class().to_dict()
    later = GameRecord("doudizhu", 3, 5, opts, {"coins": [900, 1100, 1000]})  # a later game of some match
    path = save_replay(tmp_path / "g.paiju-replay", later)
    dialogs: list = []
    w = make_window(dialog_hook=dialogs.append)
    assert w.load_replay(str(path))
    assert texts.save_error_text("carry_unchecked") in boxes(dialogs)[-1]
    w.close_replay()


def test_a_replay_carrying_unknown_keys_is_refused_in_words(make_window, qtbot, tmp_path):
    opts = engine.game_class("hongwu").options_class().to_dict()
    path = tmp_path / "g.paiju-replay"
    path.write_text(json.dumps(GameRecord("hongwu", 4, 5, opts, {"zz": 1}).to_json()), encoding="utf-8")
    dialogs: list = []
    w = make_window(dialog_hook=dialogs.append)
    assert not w.load_replay(str(path))  # opened without a word
    assert texts.save_error_text("bad_carry") in boxes(dialogs)[-1]
