"""Disputes and the void game at one PC (issue 26): a dispute raised on a move, decided
(rejected: play goes on; upheld: the game is void or the move taken back), kept in the
records of the match; a game voided by agreement or because every person left counts in
no total; 天地人 keeps its 弃权者 for one player who leaves."""

from __future__ import annotations

import random

import pytest

from desktop_app.session import GameSession, SeatConfig
from desktop_app.session.session import SessionError
from desktop_app.store.saves import load_autosave, validate_snapshot

from .engine_bots import view_bot_factory
from .test_game_session import play_humans
from .toygame import random_toy_action

H, B = SeatConfig.human, SeatConfig.bot


def _two_people(make_session, match_length=2, seed=5):
    s = make_session()
    s.start("toy", 2, [H("Li"), H("Bo")], match_length=match_length, seed=seed)
    return s


def _move(s: GameSession, rng: random.Random) -> None:
    if s.pending_handoff is not None:
        s.confirm_handoff()
    seat = s.game.to_move
    assert s.submit(seat, random_toy_action(s.game.view_for(seat), rng))


def test_a_dispute_is_raised_rejected_and_kept_in_the_record(qtbot, make_session):
    s = _two_people(make_session)
    rng = random.Random(1)
    _move(s, rng)
    _move(s, rng)
    seen = []
    s.dispute_changed.connect(seen.append)
    d = s.raise_dispute("  That card did not beat mine  ", seat=1, explanation={"text": "7 beats 5"})
    assert (d.step, d.name, d.text, d.decided) == (2, "Bo", "That card did not beat mine", False)
    first = s.raise_dispute("The deal", step=0, seat=0)
    with pytest.raises(SessionError):
        s.raise_dispute("", seat=0)  # no text
    with pytest.raises(SessionError):
        s.raise_dispute("x", step=99, seat=0)  # no such move
    decided = s.decide_dispute(d.id, "rejected", "A higher rank beats", "Li and Bo")
    assert decided.decision.verdict == "rejected" and not s.is_game_over  # play goes on
    with pytest.raises(SessionError):
        s.decide_dispute(d.id, "upheld", "", "x", "void")  # decided already
    assert [x.id for x in seen] == [d.id, first.id, d.id]
    assert s.current_record().disputes[0].decision.reason == "A higher rank beats"
    play_humans(qtbot, s, rng)
    record = s.finished_record()
    assert [x.id for x in record.disputes] == [d.id, first.id] and not record.is_void
    assert record.disputes[0].explanation == {"text": "7 beats 5"}


def test_an_upheld_dispute_voids_the_game_and_the_totals_do_not_move(qtbot, make_session):
    s = _two_people(make_session, match_length=3)
    rng = random.Random(2)
    play_humans(qtbot, s, rng)
    before = s.totals
    assert any(before)
    assert s.next_game()
    _move(s, rng)
    voided, finished = [], []
    s.game_voided.connect(voided.append)
    s.game_finished.connect(finished.append)
    d = s.raise_dispute("Unclear rule", seat=0)
    s.decide_dispute(d.id, "upheld", "The rule is unclear", "Li and Bo", "void")
    assert [v.reason for v in voided] == ["dispute"] and finished[0].is_void
    assert s.totals == before and s.is_game_over and s.outcomes[-1].is_void
    record = s.finished_record()
    assert record.is_void and record.disputes[0].decision.remedy == "void"
    # the next game carries over from the last game that counted (the toy's leader: its winner)
    assert s.next_game() and s.game.carry == {
        "leader": s.outcomes[0].results.index(max(s.outcomes[0].results, key=lambda r: r.score))
    }


def test_agreed_void_and_a_match_saved_after_it_validates(qtbot, make_session, paiju_home):
    s = _two_people(make_session, match_length=2)
    rng = random.Random(3)
    _move(s, rng)
    assert s.void_game("agreed", "We stop here")
    assert s.finished_record().void.detail == "We stop here" and s.totals == [0, 0]
    snap = validate_snapshot(s.snapshot())
    assert snap.outcomes[0].is_void and snap.totals == (0, 0)
    s.flush_autosave()
    loaded = load_autosave()
    assert loaded is not None and loaded.finished[0].is_void
    other = make_session()
    other.resume(loaded)  # the next game after the void one
    assert other.games_played == 1 and not other.is_game_over


def test_a_dispute_survives_the_autosave(qtbot, make_session, paiju_home):
    s = _two_people(make_session)
    rng = random.Random(4)
    _move(s, rng)
    d = s.raise_dispute("Hmm", seat=0)
    s.flush_autosave()
    other = make_session()
    other.resume(load_autosave())
    assert other.disputes == (d,)


def test_take_back_by_agreement_goes_back_before_the_move(qtbot, make_session):
    s = _two_people(make_session)
    rng = random.Random(5)
    for _ in range(3):
        _move(s, rng)
    moves = list(s.game.actions)
    d = s.raise_dispute("Take my last play back", seat=0)
    s.decide_dispute(d.id, "upheld", "Misclick", "Li and Bo", "take_back")
    assert list(s.game.actions) == moves[:2] and not s.is_game_over
    assert s.disputes[0].step == 2 and s.disputes[0].decision.remedy == "take_back"
    play_humans(qtbot, s, rng)
    assert s.finished_record().disputes[0].decision.remedy == "take_back"


def test_a_game_whose_every_person_left_is_void(qtbot, make_session):
    s = make_session()
    s.start("toy", 4, [H("Li"), H("Bo"), B("Bot", "easy"), B("Bot 2", "easy")], seed=9)
    totals = s.totals
    s.abandon(0)
    assert not s.is_game_over  # the others play on
    s.abandon(1)
    assert s.is_game_over and s.finished_record().void.reason == "all_left" and s.totals == totals


def test_tiandiren_keeps_its_abandoner_and_voids_only_when_all_left(qtbot, paiju_home):
    """天地人: a player who leaves mid-game is a 弃权者 (result ``abandoned``, 0) and the
    game goes on; only when every person left is the game void."""
    for seed in range(1, 40):
        s = GameSession(bot_factory=view_bot_factory, bot_delay_ms=0)
        s.start("tiandiren", 4, [H("A"), H("B"), B("C", "normal"), B("D", "normal")], seed=seed)
        if s.is_game_over:  # 天牌 ended it at the deal
            s.stop()
            continue
        s.abandon(0)
        assert not s.is_game_over or not s.outcomes[-1].is_void
        if s.is_game_over:
            s.stop()
            continue
        assert s.game.status[0] == "abandoned"
        s.abandon(1)
        assert s.is_game_over and s.finished_record().void.reason == "all_left"
        s.stop()
        return
    pytest.fail("no seed gave a game that went on")


def test_a_lone_person_abandoning_in_tiandiren_is_a_loser_when_bots_finish(qtbot, paiju_home):
    """One person of two leaves: the game goes on, and the leaver ends ``abandoned`` (0)."""
    for seed in range(1, 40):
        s = GameSession(bot_factory=view_bot_factory, bot_delay_ms=0)
        s.start("tiandiren", 3, [H("A"), H("B"), B("C", "normal")], seed=seed)
        if s.is_game_over:
            s.stop()
            continue
        s.abandon(0)
        if s.is_game_over:
            s.stop()
            continue
        s.set_autoplay(1, "normal")  # B's seat goes on with a bot (B is still seated)
        qtbot.waitUntil(lambda s=s: s.is_game_over, timeout=30_000)
        outcome = s.outcomes[-1]
        assert not outcome.is_void and outcome.results[0].result == "abandoned" and outcome.results[0].score == 0
        s.stop()
        return
    pytest.fail("no seed gave a game that went on")
