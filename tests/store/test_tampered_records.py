"""Match and replay files whose rule options, carry-over, stored outcomes or player
counts were edited are refused (or, for what cannot be checked, opened with a warning),
while every file the session itself writes loads: the checks go through the engine and
the session's match rules (``rules.carry_for``)."""

from __future__ import annotations

import copy
import importlib.util
import json
import os
import time
from pathlib import Path

import pytest

from desktop_app import engine
from desktop_app.session.rules import carry_for
from desktop_app.store.saves import (
    SAVE_REASONS,
    SAVE_WARNINGS,
    SaveError,
    open_match,
    open_replay,
    parse_snapshot,
    save_replay,
    validate_snapshot,
)

_BOTS_PATH = Path(__file__).resolve().parents[1] / "session" / "engine_bots.py"
_spec = importlib.util.spec_from_file_location("store_engine_bots", _BOTS_PATH)
BOTS = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(BOTS)  # type: ignore[union-attr]

MATCHES = {  # game: (players, options) of a 3-game all-bot match
    "doudizhu": (3, {"room_stake": 20}),
    "tiandiren": (3, {}),
    "shengsidu": (3, {"winner_leads": True}),
    "hongwu": (4, {}),
}


def _needs(game_id: str):
    return pytest.mark.skipif(game_id not in BOTS.playable_games(), reason=f"{game_id} engine or test bots missing")


@pytest.fixture(scope="module")
def played(qapp, tmp_path_factory):
    """``played(game_id)``: the JSON of a finished 3-game match the real session wrote
    (made once per module)."""
    from desktop_app.session import GameSession, SeatConfig

    cache: dict[str, dict] = {}
    old_home = os.environ.get("PAIJU_HOME")
    os.environ["PAIJU_HOME"] = str(tmp_path_factory.mktemp("home"))

    def play(game_id: str) -> dict:
        if game_id not in cache:
            n, options = MATCHES[game_id]
            s = GameSession(bot_factory=BOTS.view_bot_factory, bot_delay_ms=0)
            done: list = []
            s.match_finished.connect(done.append)
            s.game_finished.connect(lambda _o: s.next_game())
            s.start(game_id, n, [SeatConfig.bot(f"B{i}", "normal") for i in range(n)], options, 3, seed=17)
            deadline = time.monotonic() + 120  # a hang guard, not a timing assertion
            while not done and time.monotonic() < deadline:
                qapp.processEvents()
            assert done, f"the {game_id} match did not finish"
            cache[game_id] = json.loads(s.snapshot().dumps())
            s.stop()
            writer = getattr(s, "autosave_writer", None)
            if writer is not None:
                writer.close()
        return copy.deepcopy(cache[game_id])

    yield play
    if old_home is None:
        os.environ.pop("PAIJU_HOME", None)
    else:
        os.environ["PAIJU_HOME"] = old_home


def _open(d: dict, tmp_path: Path, name: str = "match.json"):
    p = tmp_path / name
    p.write_text(json.dumps(d), encoding="utf-8")
    return open_match(p, carry_rule=carry_for)


def _refused(d: dict, tmp_path: Path) -> str:
    with pytest.raises(SaveError) as e:
        _open(d, tmp_path)
    assert e.value.reason in SAVE_REASONS
    return e.value.reason


def _in_progress(d: dict) -> dict:
    """The same match saved in the middle of its last game (two finished, one current)."""
    last = d["finished"].pop()
    last["actions"] = last["actions"][: len(last["actions"]) // 2]
    d["current"] = last
    d["outcomes"] = d["outcomes"][:2]
    d["totals"] = [sum(o["results"][i]["score"] for o in d["outcomes"]) for i in range(d["players"])]
    return d


@pytest.mark.parametrize("game_id", [pytest.param(g, marks=_needs(g)) for g in MATCHES])
def test_what_the_session_writes_loads_with_every_check(played, tmp_path, game_id):
    d = played(game_id)
    assert len(d["finished"]) == 3 and len(d["outcomes"]) == 3
    snap = _open(d, tmp_path)
    assert snap.validated and snap.warnings == () and list(snap.totals) == d["totals"]
    mid = _open(_in_progress(d), tmp_path)
    assert len(mid.finished) + (mid.current is not None) == 3  # a 天地人 game may be over at once


# --------------------------------------------------------------------------- options


@_needs("doudizhu")
def test_edited_rule_options_are_refused(played, tmp_path):
    d = played("doudizhu")
    one = copy.deepcopy(d)
    one["options"]["room_stake"] = 50  # the match's options only
    assert _refused(one, tmp_path) == "options_mismatch"
    rec = copy.deepcopy(d)
    rec["finished"][1]["options"]["room_stake"] = 50  # one game's options only
    assert _refused(rec, tmp_path) == "options_mismatch"
    every = copy.deepcopy(d)  # consistently everywhere: the games no longer give what was stored
    for r in [every, *every["finished"]]:
        r["options"]["room_stake"] = 50
    assert _refused(every, tmp_path) == "bad_outcome"
    del every["outcomes"]  # a file from before outcomes were stored: the coins carried or the totals catch it
    assert _refused(every, tmp_path) in ("bad_carry", "bad_totals")
    invalid = copy.deepcopy(d)
    for r in [invalid, *invalid["finished"]]:
        r["options"]["room_stake"] = 0
    assert _refused(invalid, tmp_path) == "bad_options"
    unknown = copy.deepcopy(d)
    unknown["options"]["house_edge"] = 3
    assert _refused(unknown, tmp_path) == "bad_options"


# --------------------------------------------------------------------------- carry-over


@_needs("doudizhu")
def test_edited_coins_carried_over_are_refused(played, tmp_path):
    d = played("doudizhu")
    coins = d["finished"][1]["carry"]["coins"]
    d["finished"][1]["carry"]["coins"] = [coins[0] + 500, coins[1], coins[2]]
    assert _refused(d, tmp_path) == "bad_carry"
    mid = _in_progress(played("doudizhu"))
    mid["current"]["carry"] = {}  # the current game "forgets" the balances it started with
    assert _refused(mid, tmp_path) == "bad_carry"
    first = played("doudizhu")
    first["finished"][0]["carry"] = {"coins": [5000, 5000, 5000]}  # a first game carries nothing in
    assert _refused(first, tmp_path) == "bad_carry"


@_needs("tiandiren")
def test_edited_match_totals_carried_into_a_game_are_refused(played, tmp_path):
    d = played("tiandiren")
    d["finished"][2]["carry"]["totals"][0] += 100
    assert _refused(d, tmp_path) == "bad_carry"


@_needs("shengsidu")
def test_an_edited_previous_winner_is_refused(played, tmp_path):
    d = played("shengsidu")
    carry = d["finished"][1]["carry"]
    carry["previous_winner"] = (carry["previous_winner"] + 1) % 3
    assert _refused(d, tmp_path) == "bad_carry"


# --------------------------------------------------------------------------- outcomes and players


@pytest.mark.parametrize("game_id", [pytest.param(g, marks=_needs(g)) for g in ("doudizhu", "hongwu")])
def test_edited_stored_outcomes_are_refused(played, tmp_path, game_id):
    d = played(game_id)
    score = copy.deepcopy(d)
    score["outcomes"][0]["results"][0]["score"] += 1
    assert _refused(score, tmp_path) == "bad_outcome"
    result = copy.deepcopy(d)
    result["outcomes"][1]["results"][0]["result"] = "sky"
    assert _refused(result, tmp_path) == "bad_outcome"
    short = copy.deepcopy(d)
    short["outcomes"].pop()
    assert _refused(short, tmp_path) == "bad_outcome"
    junk = copy.deepcopy(d)
    junk["outcomes"][2] = {"results": "all won"}
    assert _refused(junk, tmp_path) == "bad_outcome"


@_needs("doudizhu")
def test_edited_player_counts_are_refused(played, tmp_path):
    d = played("doudizhu")
    d["players"] = 4
    d["seats"].append({"kind": "human", "name": "D"})
    d["totals"].append(0)
    for r in d["finished"]:
        r["players"] = 4
    assert _refused(d, tmp_path) == "bad_players"
    one = played("doudizhu")
    one["finished"][0]["players"] = 2
    assert _refused(one, tmp_path) == "bad_record"


# --------------------------------------------------------------------------- single-game replays


def _replay_file(d: dict, index: int, tmp_path: Path) -> Path:
    """Save game ``index`` of the match as a replay, through the store."""
    snap = validate_snapshot(parse_snapshot(d))
    return save_replay(tmp_path / f"game{index}.paiju-replay", snap.finished[index])


def _open_replay_json(rd: dict, tmp_path: Path):
    p = tmp_path / "edited.paiju-replay"
    p.write_text(json.dumps(rd), encoding="utf-8")
    return open_replay(p, carry_rule=carry_for)


@_needs("doudizhu")
def test_a_replay_stores_its_outcome_and_edits_are_refused(played, tmp_path):
    d = played("doudizhu")
    path = _replay_file(d, 0, tmp_path)
    rd = json.loads(path.read_text(encoding="utf-8"))
    assert rd["outcome"] == d["outcomes"][0]
    snap = open_replay(path, carry_rule=carry_for)
    assert snap.warnings == () and len(snap.finished) == 1  # a first game: its carry is checked

    def refused(edit) -> str:
        x = copy.deepcopy(rd)
        edit(x)
        with pytest.raises(SaveError) as e:
            _open_replay_json(x, tmp_path)
        return e.value.reason

    assert refused(lambda x: x["outcome"]["results"][1].update(score=999)) == "bad_outcome"
    assert refused(lambda x: x["options"].update(room_stake=50)) == "bad_outcome"
    assert refused(lambda x: x["options"].update(room_stake=-5)) == "bad_options"
    assert refused(lambda x: x["options"].update(colour="red")) == "bad_options"
    assert refused(lambda x: x.update(players=9)) == "bad_players"
    assert refused(lambda x: x.update(players=10**12)) == "bad_players"
    assert refused(lambda x: x.update(outcome=[1, 2])) == "bad_outcome"
    assert refused(lambda x: x.update(version=99)) == "unsupported_version"

    def unfinished(x):  # an outcome stored for a game whose moves stop before its end
        x["actions"] = x["actions"][:3]

    assert refused(unfinished) == "bad_outcome"


@_needs("doudizhu")
def test_a_later_games_carry_cannot_be_checked_and_is_said(played, tmp_path):
    d = played("doudizhu")
    path = _replay_file(d, 1, tmp_path)
    snap = open_replay(path, carry_rule=carry_for)
    assert snap.warnings == ("carry_unchecked",) and set(snap.warnings) <= set(SAVE_WARNINGS)
    rd = json.loads(path.read_text(encoding="utf-8"))
    rd["carry"]["coins"] = [-1, 0, 0]  # the engine still refuses what no game can carry
    with pytest.raises(SaveError) as e:
        _open_replay_json(rd, tmp_path)
    assert e.value.reason == "bad_record"


def test_every_reason_has_words(qapp):
    from desktop_app.ui import texts

    for code in (*SAVE_REASONS, *SAVE_WARNINGS):
        assert "unexpected problem" not in texts.save_error_text(code), code


@pytest.mark.parametrize("game_id", sorted(engine.GAME_IDS))
def test_the_first_games_carry_of_each_game_is_what_its_session_starts_with(game_id):
    cls = engine.game_class(game_id)
    carry = carry_for(game_id, None, [0] * cls.min_players, 1)
    assert json.loads(json.dumps(carry)) == carry  # comparable with what a file holds


@pytest.mark.parametrize("game_id", sorted(engine.GAME_IDS))
def test_a_record_carrying_unknown_keys_is_refused(tmp_path, game_id):
    from desktop_app.engine.core import GameRecord, RecordError

    cls = engine.game_class(game_id)
    record = GameRecord(game_id, cls.min_players, 5, cls.options_class().to_dict(), {"zz": 1})
    with pytest.raises(RecordError) as e:
        cls.replay(record)  # the game ignored what it did not know
    assert e.value.reason == "bad_carry" and "zz" in str(e.value)
    path = tmp_path / "g.paiju-replay"
    path.write_text(json.dumps(record.to_json()), encoding="utf-8")
    with pytest.raises(SaveError) as opened:
        open_replay(path, carry_rule=carry_for)  # opened without a word
    assert opened.value.reason == "bad_carry"


def test_a_match_whose_game_carries_unknown_keys_is_refused(tmp_path):
    from desktop_app.engine.core import GameRecord
    from desktop_app.store.saves import MatchSnapshot, save_match
    from desktop_app.store.seats import SeatConfig

    opts = engine.game_class("shengsidu").options_class().to_dict()
    current = GameRecord("shengsidu", 2, 5, opts, {"previous_winner": 0, "zz": 1})
    snap = MatchSnapshot("shengsidu", 2, (SeatConfig.human("A"), SeatConfig.human("B")), opts, 2, current=current,
                         totals=(0, 0))  # fmt: skip
    path = save_match(tmp_path / "m.json", snap)
    with pytest.raises(SaveError) as opened:
        open_replay(path)  # without the match rules too
    assert opened.value.reason == "bad_carry"
