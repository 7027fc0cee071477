"""User files survive whatever they are given: every settings field checked on load,
unreadable settings left alone, reads limited to regular files and to the bytes read,
file modes kept, stale temporary files removed, and no torn autosave under kill -9."""

from __future__ import annotations

import json
import os
import random
import stat
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from desktop_app.engine.core import GameRecord
from desktop_app.store import atomic, reading, saves
from desktop_app.store.atomic import clean_user_folders, remove_stale_temp_files
from desktop_app.store.saves import MatchSnapshot, SaveError, open_match, open_replay, save_match
from desktop_app.store.seats import SeatConfig
from desktop_app.store.settings import MATCH_LENGTH_RANGE, Settings, SettingsStore, clean_last_new_game

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("PAIJU_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def temps(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


# --------------------------------------------------------------------------- settings fields

GOOD = {
    "language": "zh_TW",
    "animation_speed": "fast",
    "deck_colours": 4,
    "table_colour": "#123456",
    "sort_mode": "suit",
    "bot_delay_ms": 250,
    "player_name": "阿明",
    "hand_zoom": 1.5,
    "last_new_game": {"game": "shengsidu", "players": 3, "match_length": 5},
}
BAD = [
    ("language", "klingon"),
    ("language", ["en"]),
    ("animation_speed", "warp"),
    ("deck_colours", 3),
    ("deck_colours", True),
    ("table_colour", "#12345g"),
    ("table_colour", 0x123456),
    ("sort_mode", None),
    ("bot_delay_ms", 10**12),
    ("bot_delay_ms", -1),
    ("bot_delay_ms", 2.5),
    ("player_name", "x" * 65),
    ("player_name", "\ud800"),  # a lone surrogate could never be written back as UTF-8
    ("player_name", 7),
    ("hand_zoom", 10**12),
    ("hand_zoom", "1.5"),
    ("last_new_game", []),
    ("last_new_game", "hongwu"),
]


def test_the_good_values_are_all_kept(tmp_path):
    p = tmp_path / "settings.json"
    p.write_text(json.dumps(GOOD), encoding="utf-8")
    s = SettingsStore(p).settings
    for name, value in GOOD.items():
        assert getattr(s, name) == value, name


@pytest.mark.parametrize(("name", "bad"), BAD, ids=[f"{n}={v!r}"[:40] for n, v in BAD])
def test_each_bad_field_falls_back_alone(tmp_path, name, bad):
    p = tmp_path / "settings.json"
    p.write_text(json.dumps({**GOOD, name: bad}), encoding="utf-8")
    store = SettingsStore(p)
    s = store.settings
    assert getattr(s, name) == getattr(Settings(), name)
    for other, value in GOOD.items():
        if other != name:
            assert getattr(s, other) == value, other
    assert store.error is None and store.writable
    store.update(sort_mode="plan")  # and the cleaned settings save
    assert json.loads(p.read_text(encoding="utf-8"))["sort_mode"] == "plan"


LAST = {
    "game": "doudizhu",
    "players": 3,
    "seats": [{"kind": "human", "name": "Li"}, {"kind": "bot", "name": "B", "level": "expert"}],
    "options": {"room_stake": 20, "spring": True},
    "match_length": 4,
}
BAD_LAST = [
    ("match_length", "abc"),
    ("match_length", 10**12),
    ("match_length", [1]),
    ("match_length", 0),
    ("match_length", MATCH_LENGTH_RANGE[1] + 1),
    ("match_length", True),
    ("players", 10**12),
    ("players", 2),  # 斗地主 is for three
    ("players", "3"),
    ("seats", "Li"),
    ("seats", [{"kind": "alien"}]),
    ("seats", [{"kind": "bot", "name": "B", "level": "godlike"}]),
    ("seats", [{"kind": "human", "name": "x" * 100}]),
    ("seats", [{"kind": "human", "name": "\udc00"}]),
    ("seats", [{"kind": "human"}] * 9),
    ("seats", [[]]),
]


@pytest.mark.parametrize(("key", "bad"), BAD_LAST, ids=[f"{k}={v!r}"[:40] for k, v in BAD_LAST])
def test_each_bad_last_new_game_field_falls_back_alone(tmp_path, key, bad):
    p = tmp_path / "settings.json"
    p.write_text(json.dumps({"language": "en", "last_new_game": {**LAST, key: bad}}), encoding="utf-8")
    s = SettingsStore(p).settings
    assert s.language == "en"
    assert dict(s.last_new_game) == {k: v for k, v in LAST.items() if k != key}


@pytest.mark.parametrize(
    ("options", "kept"),
    [
        ({"room_stake": 10**12}, {"room_stake": 10**12}),  # the game takes it; the dialog fits it to its widget
        ({"room_stake": 0, "spring": True}, {"spring": True}),  # below the game's minimum
        ({"room_stake": "20", "spring": True}, {"spring": True}),  # a wrong type
        ({"no_such_option": 1, "spring": True}, {"spring": True}),  # not an option of the game
        ({"variant": "chess"}, {}),
        ("room_stake=20", {}),
    ],
)
def test_rule_options_go_through_the_games_options_class(options, kept):
    assert clean_last_new_game({**LAST, "options": options})["options"] == kept


def test_an_unknown_game_drops_the_whole_last_new_game():
    for game in ("chess", None, 5, ["doudizhu"]):
        assert clean_last_new_game({**LAST, "game": game}) == {}
    assert clean_last_new_game({**LAST, "surprise": 1}) == LAST  # unknown keys are dropped


def test_update_cleans_last_new_game_too(tmp_path):
    store = SettingsStore(tmp_path / "s.json")
    store.update(last_new_game={**LAST, "match_length": 10**12})
    assert "match_length" not in store.settings.last_new_game


# --------------------------------------------------------------------------- unreadable settings


def _unreadable_by_permissions(p: Path) -> bool:
    p.chmod(0)
    return not os.access(p, os.R_OK)


def test_unreadable_settings_are_never_overwritten_chmod(tmp_path):
    p = tmp_path / "settings.json"
    p.write_text(json.dumps({"language": "zh_CN", "player_name": "Li"}), encoding="utf-8")
    before = p.read_bytes()
    try:
        if not _unreadable_by_permissions(p):
            pytest.skip("running as a user whom chmod does not stop (root): see the folder case")
        store = SettingsStore(p)
        assert store.error is not None and store.error.reason == "unreadable" and not store.writable
        assert store.update(language="en").language == "en"  # works for this run
        assert not store.save()
    finally:
        p.chmod(0o644)
    assert p.read_bytes() == before
    assert temps(tmp_path) == [] and sorted(x.name for x in tmp_path.iterdir()) == ["settings.json"]


@pytest.mark.parametrize("kind", ["folder", "fifo"])
def test_a_settings_path_that_cannot_be_read_is_left_alone(tmp_path, kind):
    """Runs as any user, root included: the read fails because the path is a folder (or
    a FIFO, which must not block the start either)."""
    p = tmp_path / "settings.json"
    if kind == "folder":
        p.mkdir()
        (p / "keep.txt").write_text("mine", encoding="utf-8")
    else:
        if not hasattr(os, "mkfifo"):
            pytest.skip("no FIFOs here")
        os.mkfifo(p)
    store = SettingsStore(p)
    assert store.settings == Settings()
    assert store.error is not None and store.error.reason == "unreadable" and store.error.path == p
    store.update(language="zh_CN", deck_colours=4)
    assert store.settings.language == "zh_CN"
    assert not store.save()
    if kind == "folder":
        assert p.is_dir() and (p / "keep.txt").read_text(encoding="utf-8") == "mine"
    else:
        assert stat.S_ISFIFO(os.stat(p).st_mode)
    assert temps(tmp_path) == []


@pytest.mark.parametrize("kind", ["folder", "fifo"])
def test_a_profiles_path_that_cannot_be_read_is_left_alone(tmp_path, kind):
    from desktop_app.engine.core import Outcome, SeatResult
    from desktop_app.store.profiles import ProfileStore

    p = tmp_path / "profiles.json"
    if kind == "folder":
        p.mkdir()
    else:
        if not hasattr(os, "mkfifo"):
            pytest.skip("no FIFOs here")
        os.mkfifo(p)
    store = ProfileStore(p)  # a FIFO must not block the start
    assert store.error is not None and store.error.reason == "unreadable" and not store.writable
    outcome = Outcome((SeatResult(0, "winner", 5), SeatResult(1, "loser", -5)))
    store.record_game(GameRecord("shengsidu", 2, 1), [SeatConfig.human("Li"), SeatConfig.human("Mei")], outcome)
    assert p.is_dir() if kind == "folder" else stat.S_ISFIFO(os.stat(p).st_mode)
    assert temps(tmp_path) == []


def test_garbage_settings_are_kept_aside_before_the_defaults_are_saved(tmp_path):
    p = tmp_path / "settings.json"
    for n, garbage in enumerate((b"{ not json", b"[1, 2]"), 1):
        p.write_bytes(garbage)
        store = SettingsStore(p)
        assert store.error is not None and store.error.reason == "not_json"
        kept = tmp_path / ("settings.json.bad" if n == 1 else "settings.json.bad.2")
        assert store.error.backup == kept and kept.read_bytes() == garbage
        store.update(language="en")
        assert json.loads(p.read_text(encoding="utf-8"))["language"] == "en"
    assert (tmp_path / "settings.json.bad").read_bytes() == b"{ not json"  # the first is never overwritten


# --------------------------------------------------------------------------- reading limits

_OPEN_IN_A_CHILD = textwrap.dedent(
    """
    import sys
    from desktop_app.store import saves
    try:
        getattr(saves, sys.argv[1])(sys.argv[2])
    except saves.SaveError as e:
        print(e.reason)
    else:
        print("opened")
    """
)


def _open_in_a_child(func: str, path: Path | str) -> str:
    """Open in a separate process, so a read that never ends (the bug) is killed by the
    time-out instead of hanging or filling the memory of the test run."""
    out = subprocess.run(
        [sys.executable, "-c", _OPEN_IN_A_CHILD, func, str(path)],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
    )
    return out.stdout.strip()


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
@pytest.mark.parametrize("func", ["open_match", "open_replay"])
def test_dev_zero_is_refused_unread(func):
    assert _open_in_a_child(func, "/dev/zero") == "not_a_file"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
@pytest.mark.parametrize("func", ["open_match", "open_replay"])
def test_a_fifo_is_refused_without_blocking(tmp_path, func):
    fifo = tmp_path / "match.paiju"
    os.mkfifo(fifo)
    assert _open_in_a_child(func, fifo) == "not_a_file"


def test_folders_are_refused_with_their_own_reason(tmp_path):
    for opener in (open_match, open_replay):
        with pytest.raises(SaveError) as e:
            opener(tmp_path)
        assert e.value.reason == "not_a_file"


def test_the_limit_counts_the_bytes_read_not_the_reported_size(tmp_path, monkeypatch):
    p = tmp_path / "grows.json"
    p.write_bytes(b"x" * 5000)
    real_stat = os.stat

    def lying_stat(path, *a, **kw):  # a file that says it is empty (as /proc files do)
        st = real_stat(path, *a, **kw)
        if Path(path) == p:
            return os.stat_result((st.st_mode, st.st_ino, st.st_dev, st.st_nlink, st.st_uid, st.st_gid, 0, 0, 0, 0))
        return st

    monkeypatch.setattr(reading.os, "stat", lying_stat)
    with pytest.raises(reading.FileTooLarge):
        reading.read_user_file(p, limit=4096)
    monkeypatch.setattr(saves, "MAX_SAVE_BYTES", 4096)
    with pytest.raises(SaveError) as e:
        open_match(p)
    assert e.value.reason == "too_large"
    assert reading.read_user_file(p, limit=5000) == b"x" * 5000


@pytest.mark.skipif(not os.path.exists("/proc/self/status"), reason="no /proc here")
def test_a_file_whose_size_says_zero_is_still_limited():
    assert os.stat("/proc/self/status").st_size == 0
    with pytest.raises(reading.FileTooLarge):
        reading.read_user_file("/proc/self/status", limit=16)
    assert b"Name:" in reading.read_user_file("/proc/self/status", limit=1 << 20)


# --------------------------------------------------------------------------- file modes


def _snapshot(seed: int = 1, **kw) -> MatchSnapshot:
    d = dict(
        game_id="tiandiren",
        num_players=2,
        seats=(SeatConfig.human("A"), SeatConfig.bot("B", "easy")),
        options={},
        match_length=3,
        current=GameRecord("tiandiren", 2, seed),
        totals=(0, 0),
    )
    d.update(kw)
    return MatchSnapshot(**d)


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_an_existing_file_keeps_its_mode(tmp_path):
    p = tmp_path / "mine.json"
    p.write_text("{}", encoding="utf-8")
    for mode in (0o640, 0o604, 0o666):
        p.chmod(mode)
        save_match(p, _snapshot())
        assert stat.S_IMODE(os.stat(p).st_mode) == mode
    atomic.atomic_write_text(p, "again")
    assert stat.S_IMODE(os.stat(p).st_mode) == 0o666


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
@pytest.mark.parametrize("umask", [0o022, 0o077, 0o002])
def test_a_new_file_gets_the_ordinary_default(tmp_path, umask):
    old = os.umask(umask)
    try:
        save_match(tmp_path / "new.json", _snapshot())
        atomic.atomic_write_text(tmp_path / "deep" / "settings.json", "{}")
    finally:
        os.umask(old)
    assert stat.S_IMODE(os.stat(tmp_path / "new.json").st_mode) == 0o666 & ~umask
    assert stat.S_IMODE(os.stat(tmp_path / "deep" / "settings.json").st_mode) == 0o666 & ~umask


# --------------------------------------------------------------------------- temporary files


def test_stale_temp_files_of_our_pattern_only_are_removed(home):
    saves_dir = home / "saves"
    saves_dir.mkdir(parents=True)
    stale = [".autosave.json.k3j_a9x0.tmp", ".autosave.json.0123abcd.tmp", ".match.json.zzzzzzzz.tmp"]
    others = ["autosave.json", ".autosave.json.tmp", "notes.0123abcd.tmp", ".x.json.short.tmp", "keep.tmp"]
    for name in stale + others:
        (saves_dir / name).write_text("x", encoding="utf-8")
    (saves_dir / ".folder.json.0123abcd.tmp").mkdir()  # not a file: left alone
    removed = clean_user_folders()
    assert sorted(p.name for p in removed) == sorted(stale)
    left = sorted(p.name for p in saves_dir.iterdir())
    assert left == sorted([*others, ".folder.json.0123abcd.tmp"])


@pytest.mark.skipif(atomic.fcntl is None, reason="no file locks here")
def test_a_temp_file_a_live_writer_holds_is_not_removed(tmp_path):
    import fcntl

    live = tmp_path / ".autosave.json.abcd1234.tmp"
    fd = os.open(live, os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        assert remove_stale_temp_files(tmp_path) == [] and live.exists()
    finally:
        os.close(fd)
    assert remove_stale_temp_files(tmp_path) == [live] and not live.exists()


@pytest.mark.skipif(atomic.fcntl is None, reason="no file locks here")
def test_a_write_survives_a_clean_up_that_takes_its_temp_file_before_it_is_locked(tmp_path, monkeypatch):
    """The one moment a live temporary file is unlocked (between its creation and its
    lock): the writer notices the clean-up removed it and takes a new one."""
    real_flock = atomic.fcntl.flock
    raced = []

    def flock_after_a_clean_up(fd, op):
        if op == atomic.fcntl.LOCK_EX and not raced:
            raced.extend(remove_stale_temp_files(tmp_path))
        return real_flock(fd, op)

    monkeypatch.setattr(atomic.fcntl, "flock", flock_after_a_clean_up)
    atomic.atomic_write_text(tmp_path / "autosave.json", "complete")
    assert len(raced) == 1  # the clean-up did take the first temporary file
    assert (tmp_path / "autosave.json").read_text(encoding="utf-8") == "complete" and temps(tmp_path) == []


_WRITER_CHILD = textwrap.dedent(
    """
    import sys
    from desktop_app.engine.core import GameRecord
    from desktop_app.store.saves import AutosaveWriter, MatchSnapshot
    from desktop_app.store.seats import SeatConfig

    first = int(sys.argv[1])
    pad = "x" * 3_000_000  # a write takes a while: kills land in the middle of some
    writer = AutosaveWriter()
    seats = (SeatConfig.human("A"), SeatConfig.bot("B", "easy"))
    for seed in range(first, first + 10_000_000):
        snap = MatchSnapshot("tiandiren", 2, seats, {}, 3, current=GameRecord("tiandiren", 2, seed),
                             totals=(0, 0), extra={"pad": pad})
        writer.save(snap)
        writer.flush()
        if seed == first:
            print("ready", flush=True)
    """
)


def _saved_seed(path: Path) -> int:
    """The seed of the game in the autosave, fully validated (a 天地人 game may be over
    at once: it is then a finished game of the match)."""
    snap = saves.read_snapshot_file(path)
    return (snap.current or snap.finished[-1]).seed


@pytest.mark.skipif(os.name != "posix", reason="kill -9 is POSIX")
def test_kill_9_during_autosave_never_tears_it_and_the_start_cleans_up(home):
    """A child autosaves continuously and is killed (SIGKILL) at random moments: the
    autosave always loads (it is the newest complete write, never a torn one), and the
    start-up clean-up leaves no temporary file behind."""
    rng = random.Random(12)
    path = home / "saves" / "autosave.json"
    env = {**os.environ, "PAIJU_HOME": str(home)}
    last_seed = -1
    leftovers_seen = 0
    kills = 24
    for k in range(kills):
        child = subprocess.Popen(
            [sys.executable, "-c", _WRITER_CHILD, str(k * 10_000_000)],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            text=True,
        )
        try:
            assert child.stdout.readline().strip() == "ready"
            time.sleep(rng.uniform(0.0, 0.08))
        finally:
            child.kill()
            child.wait(30)
            child.stdout.close()
        seed = _saved_seed(path)  # raises if torn
        assert seed > last_seed and seed // 10_000_000 == k  # the newest good write of this child
        last_seed = seed
        leftovers_seen += len(temps(path.parent))
    assert clean_user_folders() is not None
    assert temps(path.parent) == []
    assert _saved_seed(path) == last_seed
    print(f"{kills} kills, {leftovers_seen} temporary files seen before the clean-up")
