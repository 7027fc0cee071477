"""The session over the real engines, parametrized over every game that has landed:
all-bot matches to the end with a view-only random bot, hot-seat play through the
session, autosave after each action and an exact resume."""

from __future__ import annotations

import logging
import random

import pytest

from desktop_app import engine
from desktop_app.session import GameSession, SeatConfig
from desktop_app.store.saves import load_autosave

from .engine_bots import candidates, playable_games, view_bot_factory

GAMES = playable_games()
PARAMS = GAMES or [pytest.param("none", marks=pytest.mark.skip(reason="no engine has landed yet"))]


def players_for(game_id: str) -> int:
    cls = engine.game_class(game_id)
    return max(cls.min_players, min(3, cls.max_players))


def drive_human(session: GameSession, rng: random.Random) -> None:
    """One move by the human to act: confirm the hand-off, then submit candidates from
    that seat's view until the session accepts one."""
    if session.pending_handoff is not None:
        assert session.confirm_handoff()
    seat = session.game.to_move
    view = session.game.view_for(seat)
    assert session.view() == view  # the table shows exactly that seat's view
    for action in candidates(view, rng):
        if session.submit(seat, action):
            return
    raise AssertionError(f"no candidate accepted in phase {view.phase}")


def all_views(game):
    return [game.view_for(s) for s in [None, *range(game.num_players)]]


@pytest.mark.parametrize("game_id", PARAMS)
def test_all_bot_match_to_the_end(qtbot, paiju_home, game_id, caplog):
    caplog.set_level(logging.WARNING, logger="desktop_app.session")
    s = GameSession(bot_factory=view_bot_factory, bot_delay_ms=0)
    n = players_for(game_id)
    finished = []
    s.game_finished.connect(finished.append)
    # A game may end at once (天地人: 天牌 winners leave): game_finished can fire inside
    # start(), so connect first; the handler starts the next game re-entrantly.
    s.game_finished.connect(lambda _o: s.next_game())
    with qtbot.waitSignal(s.match_finished, timeout=60_000) as blocker:
        s.start(game_id, n, [SeatConfig.bot(f"B{i}", "normal") for i in range(n)], match_length=2, seed=2024)
    assert len(finished) == 2 and blocker.args[0] == s.totals
    assert s.totals == [sum(o.scores[i] for o in finished) for i in range(n)]
    illegal = [r.getMessage() for r in caplog.records if "bot at seat" in r.getMessage()]
    assert not illegal, illegal[:3]
    s.stop()
    s.autosave_writer.close()


@pytest.mark.parametrize("game_id", PARAMS)
def test_hot_seat_play_autosave_and_exact_resume(qtbot, paiju_home, game_id):
    n = players_for(game_id)
    seats = [SeatConfig.human(f"H{i}") for i in range(n)]
    s = GameSession(bot_factory=view_bot_factory, bot_delay_ms=0)
    handoffs = []
    s.handoff_requested.connect(handoffs.append)
    rng = random.Random(5)
    for seed in range(77, 97):  # a deal that lasts more than a few moves (no 天牌 end)
        game = s.start(game_id, n, seats, match_length=2, seed=seed)
        for step in range(8):
            if s.is_game_over:
                break
            drive_human(s, rng)
            if step % 3 == 0:
                assert s.flush_autosave()
                snap = load_autosave()
                assert snap is not None and (snap.current is None or snap.current == game.record())
        if not s.is_game_over:
            break
    assert not s.is_game_over and len(game.actions) == 8
    assert handoffs  # the turn passed between humans
    s.stop()  # as if the app had been killed here
    snap = load_autosave()
    assert snap is not None
    other = GameSession(bot_factory=view_bot_factory, bot_delay_ms=0)
    resumed = other.resume(snap)
    assert resumed is not game and resumed.record() == game.record()
    assert all_views(resumed) == all_views(game)
    assert resumed.events == game.events
    assert other.viewer is None and other.pending_handoff == resumed.to_move
    # Play the resumed game to its end through the session.
    for _ in range(3000):
        if other.is_game_over:
            break
        drive_human(other, rng)
    assert other.is_game_over and other.games_played >= 1
    other.stop()
    for x in (s, other):
        x.autosave_writer.close()


@pytest.mark.skipif("hongwu" not in GAMES, reason="the 红五 engine has not landed yet")
def test_hongwu_trump_timer_defaults_to_spades(qtbot, paiju_home, monkeypatch):
    from desktop_app.engine.hongwu import game as hongwu_game
    from desktop_app.session import rules

    registered = rules._PHASE_TIMEOUTS[("hongwu", hongwu_game.TRUMP_PHASE)]
    assert registered.ms == 30_000
    monkeypatch.setitem(
        rules._PHASE_TIMEOUTS, ("hongwu", hongwu_game.TRUMP_PHASE), rules.PhaseTimeout(50, registered.default_action)
    )
    s = GameSession(bot_factory=view_bot_factory, bot_delay_ms=0)
    started = []
    s.timer_started.connect(lambda seat, ms: started.append((seat, ms)))
    game = s.start("hongwu", 4, [SeatConfig.human(f"H{i}") for i in range(4)], seed=3)
    rng = random.Random(1)
    while game.phase != hongwu_game.TRUMP_PHASE:
        drive_human(s, rng)
    dealer = game.to_move
    if s.pending_handoff is not None:
        assert s.pending_handoff == dealer and not started  # the timer waits for the dealer
        s.confirm_handoff()
    assert started == [(dealer, 50)]
    qtbot.waitUntil(lambda: game.phase != hongwu_game.TRUMP_PHASE, timeout=5000)
    assert game.actions[-1].kind == "trump" and game.actions[-1].value == hongwu_game.DEFAULT_TRUMP == "s"
    s.stop()
    s.autosave_writer.close()


def product_bot_games() -> list[str]:
    from desktop_app.ai.base import has_bot

    return [g for g in GAMES if has_bot(g, "easy")]


@pytest.mark.parametrize(
    "game_id", product_bot_games() or [pytest.param("none", marks=pytest.mark.skip(reason="no bots yet"))]
)
def test_product_bots_play_a_game_through_the_session(qtbot, paiju_home, game_id, caplog):
    """The default bot factory (``ai.base.make_bot``) with the bots the AI package registers."""
    caplog.set_level(logging.WARNING, logger="desktop_app.session")
    s = GameSession(bot_delay_ms=0)
    n = players_for(game_id)
    with qtbot.waitSignal(s.match_finished, timeout=120_000):
        s.start(game_id, n, [SeatConfig.bot(f"B{i}", "easy") for i in range(n)], seed=11)
    illegal = [r.getMessage() for r in caplog.records if "bot at seat" in r.getMessage()]
    assert not illegal, illegal[:3]
    s.stop()
    s.autosave_writer.close()
