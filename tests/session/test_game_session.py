"""GameSession with the toy game: seats, hand-off, refusals, bots on a worker thread,
stale answers, fallbacks, pacing, phase timers, match totals and carry."""

from __future__ import annotations

import itertools
import random
import threading
import time

import pytest
from PySide6.QtCore import QTimer

from desktop_app.engine.cards import parse_cards
from desktop_app.engine.core import Action, ActionKind, EngineError
from desktop_app.session import GameSession, SeatConfig, rules
from desktop_app.session.info import GameInfo
from desktop_app.store.saves import load_autosave

from .toygame import RandomToyBot, humans_and_bots, random_toy_action


class Recorder:
    """Records every signal of a session in order."""

    NAMES = (
        "game_started",
        "event_applied",
        "turn_started",
        "handoff_requested",
        "viewer_changed",
        "action_refused",
        "bot_thinking",
        "game_finished",
        "match_finished",
        "timer_started",
        "timer_stopped",
    )

    def __init__(self, session: GameSession) -> None:
        self.log: list[tuple] = []
        for name in self.NAMES:
            getattr(session, name).connect(lambda *args, _n=name: self.log.append((_n, *args)))

    def of(self, name: str) -> list[tuple]:
        return [e[1:] for e in self.log if e[0] == name]

    def clear(self) -> None:
        self.log.clear()


def moved_on(session: GameSession, seat: int) -> bool:
    to_move = session.game.to_move
    return session.is_game_over or to_move != seat or session.seats[to_move].is_human


def play_humans(qtbot, session: GameSession, rng: random.Random, limit: int = 500) -> None:
    """Play random legal moves for the human seats (confirming hand-offs) to the end."""
    for _ in range(limit):
        if session.is_game_over:
            return
        if session.pending_handoff is not None:
            session.confirm_handoff()
            continue
        game = session.game
        seat = game.to_move
        if session.seats[seat].is_bot:
            qtbot.waitUntil(lambda s=seat: moved_on(session, s), timeout=5000)
            continue
        assert session.submit(seat, random_toy_action(session.game.view_for(seat), rng))
    raise AssertionError("the game did not end")


# ---------------------------------------------------------------------------- seats and viewer


def test_single_human_against_bots_sees_own_hand_and_game_ends(qtbot, make_session):
    s = make_session()
    rec = Recorder(s)
    game = s.start("toy", 3, humans_and_bots("hbb"), {"cards_per_player": 5}, seed=7)
    assert s.viewer == 0 and s.view().seat == 0 and s.view().hand == tuple(game.hands[0])
    assert rec.of("game_started") == [(GameInfo.of(game),)]  # the table gets the public facts, never the Game
    assert rec.of("viewer_changed") == [(0,)]
    assert [e[0].kind for e in rec.of("event_applied")][:3] == ["deal", "deal", "deal"]
    assert [e[0] for e in rec.log[:3]] == ["game_started", "viewer_changed", "event_applied"]
    assert not s.is_replaying
    with qtbot.waitSignal(s.game_finished, timeout=10000):
        play_humans(qtbot, s, random.Random(1))
    assert not rec.of("handoff_requested")  # one human: never a hand-off
    assert s.is_match_over and rec.of("match_finished") == [(s.totals,)]
    assert sum(s.totals) == 0 and s.viewer == 0


def test_every_event_is_emitted_in_order_unfiltered(qtbot, make_session):
    s = make_session()
    rec = Recorder(s)
    replaying = []
    s.event_applied.connect(lambda _e: replaying.append(s.is_replaying))
    s.start("toy", 3, humans_and_bots("hbb"), seed=3)
    assert replaying and not any(replaying)  # a new deal is not a replay: animate it
    with qtbot.waitSignal(s.game_finished, timeout=10000):
        play_humans(qtbot, s, random.Random(2))
    assert [e[0] for e in rec.of("event_applied")] == s.game.events
    assert any(e[0].visible_to is not None for e in rec.of("event_applied"))


def test_hot_seat_handoff_hides_hands_until_confirmed(qtbot, make_session):
    s = make_session()
    rec = Recorder(s)
    game = s.start("toy", 3, humans_and_bots("hhb"), {"cards_per_player": 6}, seed=11)
    assert game.to_move == 0
    assert s.viewer is None and s.view().hand == ()  # nobody's hand shows yet
    assert rec.of("handoff_requested") == [(0,)] and s.pending_handoff == 0
    # No play before the hand-off is confirmed.
    card = game.hands[0][0]
    assert not s.submit(0, Action(0, ActionKind.PLAY, (card,)))
    assert rec.of("action_refused")[-1][1].reason == "handoff_pending"
    assert len(game.actions) == 0
    rec.clear()
    assert s.confirm_handoff()
    assert rec.of("viewer_changed") == [(0,)] and s.viewer == 0 and s.view().hand == tuple(game.hands[0])
    assert not s.confirm_handoff()  # nothing pending any more
    # Seat 0 plays; the turn passes to the other human: hand-off, hands hidden first.
    rec.clear()
    assert s.submit(0, Action(0, ActionKind.PLAY, (card,)))
    order = [e[0] for e in rec.log if e[0] in ("event_applied", "turn_started", "viewer_changed", "handoff_requested")]
    assert order == ["event_applied", "turn_started", "viewer_changed", "handoff_requested"]
    assert rec.of("viewer_changed") == [(None,)] and rec.of("handoff_requested") == [(1,)]
    assert s.viewer is None and s.view().hand == ()
    # Seat 0 cannot act for seat 1, and seat 1 cannot act before confirming.
    assert not s.submit(1, Action(1, ActionKind.PASS))
    assert s.confirm_handoff() and s.viewer == 1
    rec.clear()
    assert s.submit(1, Action(1, ActionKind.PASS))
    # Next is the bot: the viewer stays with seat 1 while it thinks, no hand-off.
    qtbot.waitUntil(lambda: s.game.to_move == 0 or s.is_game_over, timeout=5000)
    assert rec.of("bot_thinking")[:1] == [(2, True)]
    assert rec.of("handoff_requested") == [(0,)]  # back to seat 0 after the bot moved
    assert s.viewer is None


def test_hot_seat_with_three_humans_hands_off_each_turn(qtbot, make_session):
    s = make_session()
    rec = Recorder(s)
    s.start("toy", 3, humans_and_bots("hhh"), seed=5)
    seen = []
    rng = random.Random(3)
    for _ in range(6):
        if s.is_game_over:
            break
        seat = s.game.to_move
        assert s.pending_handoff == seat and s.viewer is None
        s.confirm_handoff()
        seen.append(seat)
        assert s.view().seat == seat
        s.submit(seat, random_toy_action(s.game.view_for(seat), rng))
    assert [h[0] for h in rec.of("handoff_requested")][: len(seen)] == seen


def test_demo_mode_spectator_and_chosen_seat(qtbot, make_session):
    s = make_session()
    rec = Recorder(s)
    s.set_bot_delay(0)
    s.start("toy", 4, humans_and_bots("bbbb"), seed=9)
    assert s.is_demo and s.viewer is None and s.view().seat is None
    assert s.set_viewer(2) and s.viewer == 2 and s.view().seat == 2
    with qtbot.waitSignal(s.match_finished, timeout=10000):
        pass
    assert not rec.of("handoff_requested")


def test_set_viewer_refused_when_humans_play(qtbot, make_session):
    s = make_session()
    s.start("toy", 2, humans_and_bots("hb"), seed=1)
    assert not s.set_viewer(1) and s.viewer == 0


# ---------------------------------------------------------------------------- refusals


def test_refused_actions_emit_and_change_nothing(qtbot, make_session):
    s = make_session()
    rec = Recorder(s)
    game = s.start("toy", 3, humans_and_bots("hbb"), {"cards_per_player": 5}, seed=21)
    before_record, before_views = game.record(), [game.view_for(i) for i in range(3)]
    not_mine = next(c for c in parse_cards("3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks As 2s") if c not in game.hands[0])
    attempts = [
        (0, Action(0, ActionKind.PLAY, (not_mine,)), "not_in_hand"),  # engine refusal
        (0, Action(0, ActionKind.PASS), "must_lead"),  # engine refusal
        (1, Action(1, ActionKind.PASS), "not_human_seat"),  # a bot's seat
        (0, Action(1, ActionKind.PASS), "seat_mismatch"),
        (0, "play 3s", "seat_mismatch"),
    ]
    for seat, action, reason in attempts:
        rec.clear()
        assert s.submit(seat, action) is False
        (refused,) = rec.of("action_refused")
        assert refused[0] == seat and isinstance(refused[1], EngineError) and refused[1].reason == reason
        assert [e for e in rec.log if e[0] != "action_refused"] == []
    assert game.record() == before_record and [game.view_for(i) for i in range(3)] == before_views


def test_not_your_turn_for_a_human_out_of_turn(qtbot, make_session):
    s = make_session()
    rec = Recorder(s)
    game = s.start("toy", 2, humans_and_bots("hh"), seed=4)
    s.confirm_handoff()
    other = 1 - game.to_move
    assert not s.submit(other, Action(other, ActionKind.PASS))
    assert rec.of("action_refused")[-1][1].reason == "not_your_turn"
    assert len(game.actions) == 0


def test_no_game_and_game_over_refusals(qtbot, make_session):
    s = make_session()
    rec = Recorder(s)
    assert not s.submit(0, Action(0, ActionKind.PASS))
    assert rec.of("action_refused")[-1][1].reason == "no_game"
    s.start("toy", 2, humans_and_bots("hb"), seed=4)
    assert s.abandon(0) and s.is_game_over
    assert not s.submit(0, Action(0, ActionKind.PASS))
    assert rec.of("action_refused")[-1][1].reason == "game_over"


def test_abandon_out_of_turn_is_allowed(qtbot, make_session):
    s = make_session()
    rec = Recorder(s)
    game = s.start("toy", 3, humans_and_bots("hhh"), seed=8)
    seat = game.to_move
    other = (seat + 1) % 3
    assert s.pending_handoff == seat
    assert s.abandon(other)  # out of turn and during a pending hand-off
    assert game.actions[-1] == Action(other, ActionKind.ABANDON)
    assert rec.of("event_applied")[-1][0].kind == "abandoned"


def test_pending_handoff_is_dropped_when_that_player_abandons(qtbot, make_session):
    s = make_session()
    rec = Recorder(s)
    game = s.start("toy", 3, humans_and_bots("hhb"), {"cards_per_player": 6}, seed=11)
    s.confirm_handoff()
    s.submit(0, Action(0, ActionKind.PLAY, (game.hands[0][0],)))
    assert s.pending_handoff == 1
    assert s.abandon(1)  # the player asked for gives up instead
    assert s.pending_handoff is None and s.thinking_seat == 2
    qtbot.waitUntil(lambda: s.pending_handoff == 0 or s.is_game_over, timeout=5000)
    assert rec.of("handoff_requested")[-1] == (0,) or s.is_game_over


# ---------------------------------------------------------------------------- bots on a worker thread


class GateBot:
    """A bot that blocks in ``decide`` until ``gate`` is set, recording its thread."""

    level = "normal"

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.gate = threading.Event()
        self.entered = threading.Event()
        self.threads: list[threading.Thread] = []
        self.calls = 0
        self.inner = RandomToyBot(seat, seed=seat)

    def decide(self, view):
        self.calls += 1
        self.threads.append(threading.current_thread())
        self.entered.set()
        assert self.gate.wait(20), "the test never opened the gate"
        return self.inner.decide(view)


def gate_factory(store):
    def factory(game_id, level, seat, seed):
        store[seat] = GateBot(seat)
        return store[seat]

    return factory


def test_bot_thinks_on_a_worker_thread_while_the_ui_thread_runs(qtbot, make_session):
    bots: dict[int, GateBot] = {}
    s = make_session(bot_factory=gate_factory(bots))
    rec = Recorder(s)
    s.start("toy", 2, humans_and_bots("bb"), seed=2)
    first = s.game.to_move
    bot = bots[first]
    assert rec.of("bot_thinking") == [(first, True)]
    ticks = []
    timer = QTimer()
    timer.setInterval(10)
    # The UI thread keeps running timers while the bot waits; after a few ticks the timer
    # opens the gate (so the bot could only finish because the UI thread was free).
    timer.timeout.connect(lambda: (ticks.append(1), len(ticks) >= 3 and bot.gate.set()))
    timer.start()
    with qtbot.waitSignal(s.event_applied, timeout=10000) as blocker:
        pass
    timer.stop()
    assert len(ticks) >= 3
    assert bot.threads and all(t is not threading.main_thread() for t in bot.threads)
    assert blocker.args[0].seat == first
    assert (first, False) in rec.of("bot_thinking")
    for b in bots.values():
        b.gate.set()


def spy_answers(monkeypatch):
    seen = []
    original = GameSession._on_bot_answer

    def spy(self, answer):
        seen.append(answer)
        original(self, answer)

    monkeypatch.setattr(GameSession, "_on_bot_answer", spy)
    return seen


def test_stale_answer_after_stop_is_dropped(qtbot, make_session, monkeypatch):
    answers = spy_answers(monkeypatch)
    bots: dict[int, GateBot] = {}
    s = make_session(bot_factory=gate_factory(bots))
    rec = Recorder(s)
    game = s.start("toy", 2, [SeatConfig.human("A"), SeatConfig.bot("B")], seed=3)
    if game.to_move == 0:  # let the human lead so the bot is to move
        s.submit(0, Action(0, ActionKind.PLAY, (game.hands[0][0],)))
    assert s.thinking_seat == 1
    assert bots[1].entered.wait(5)
    s.stop()
    n_actions = len(game.actions)
    rec.clear()
    bots[1].gate.set()
    qtbot.waitUntil(lambda: len(answers) == 1, timeout=5000)
    assert len(game.actions) == n_actions
    assert not rec.of("event_applied") and not rec.of("turn_started")


def test_stale_answer_after_restart_is_dropped(qtbot, make_session, monkeypatch):
    answers = spy_answers(monkeypatch)
    bots: dict[int, GateBot] = {}
    s = make_session(bot_factory=gate_factory(bots))
    s.start("toy", 2, humans_and_bots("bb"), seed=3)
    old_bot = bots[s.game.to_move]
    assert old_bot.entered.wait(5)
    # A new match starts while the old bot is still thinking.
    new_game = s.start("toy", 2, humans_and_bots("hh"), seed=4)
    old_bot.gate.set()
    qtbot.waitUntil(lambda: len(answers) == 1, timeout=5000)
    assert new_game.actions == []


def test_stale_answer_after_an_abandon_is_dropped(qtbot, make_session, monkeypatch):
    answers = spy_answers(monkeypatch)
    bots: dict[int, GateBot] = {}
    s = make_session(bot_factory=gate_factory(bots))
    rec = Recorder(s)
    game = s.start(
        "toy",
        4,
        [SeatConfig.human("A"), SeatConfig.bot("B"), SeatConfig.human("C"), SeatConfig.bot("D")],
        {"cards_per_player": 6},
        seed=12,
    )
    # Get to a bot's turn.
    while s.seats[game.to_move].is_human:
        s.confirm_handoff()
        seat = game.to_move
        s.submit(seat, random_toy_action(game.view_for(seat), random.Random(0)))
    thinking = s.thinking_seat
    assert thinking is not None and bots[thinking].entered.wait(5)
    # A human abandons out of turn: the game moved on, the pending answer is stale.
    n = len(game.actions)
    assert s.abandon(2 if thinking != 2 else 0)
    assert (thinking, False) in rec.of("bot_thinking")
    assert len(game.actions) == n + 1
    # The same bot is asked again (new token); the old answer arrives first and is dropped.
    bots[thinking].gate.set()
    qtbot.waitUntil(lambda: len(answers) >= 2 or s.is_game_over, timeout=5000)
    bot_actions = [a for a in game.actions[n + 1 :] if a.seat == thinking]
    assert len(bot_actions) <= 1  # only the fresh answer was applied
    for b in bots.values():
        b.gate.set()


class BrokenBot:
    level = "easy"

    def __init__(self, seat, mode):
        self.seat, self.mode = seat, mode

    def decide(self, view):
        if self.mode == "raise":
            raise RuntimeError("bot bug")
        if self.mode == "illegal":
            return Action(view.seat, ActionKind.PLAY, parse_cards("RJ"))
        if self.mode == "wrong_seat":
            return Action((view.seat + 1) % view.num_players, ActionKind.PASS)
        return "not an action"


@pytest.mark.parametrize("mode", ["raise", "illegal", "wrong_seat", "garbage"])
def test_broken_bot_falls_back_to_a_safe_action_and_the_game_ends(qtbot, make_session, mode, caplog):
    s = make_session(bot_factory=lambda g, lvl, seat, seed: BrokenBot(seat, mode))
    with qtbot.waitSignal(s.match_finished, timeout=10000):
        s.start("toy", 3, humans_and_bots("bbb"), seed=5)
    assert s.is_match_over
    assert any("bot at seat" in r.getMessage() for r in caplog.records)


def test_hung_bot_hits_the_watchdog(qtbot, make_session):
    bots: dict[int, GateBot] = {}
    s = make_session(bot_factory=gate_factory(bots), bot_timeout_ms=50)
    game = s.start("toy", 2, humans_and_bots("hb"), seed=3)
    if game.to_move == 0:
        s.submit(0, Action(0, ActionKind.PLAY, (game.hands[0][0],)))
    n = len(game.actions)
    qtbot.waitUntil(lambda: len(game.actions) > n, timeout=5000)
    assert game.actions[n].seat == 1  # the fallback move for the hung bot
    for b in bots.values():
        b.gate.set()


def test_bot_moves_are_paced_by_the_delay(qtbot, make_session):
    s = make_session(bot_delay_ms=150)
    game = s.start("toy", 2, humans_and_bots("hb"), seed=3)
    if game.to_move == 0:
        s.submit(0, Action(0, ActionKind.PLAY, (game.hands[0][0],)))
    start = time.monotonic()
    n = len(game.actions)
    with qtbot.waitSignal(s.event_applied, timeout=5000):
        pass
    assert time.monotonic() - start >= 0.12
    assert len(game.actions) == n + 1
    # Zero: the paced answer is shown at once.
    s.set_bot_delay(0)
    assert s.bot_delay == 0


# ---------------------------------------------------------------------------- phase timers


@pytest.fixture
def toy_timer():
    rules.register_phase_timeout("toy", "choose", 60, lambda game, seat: Action(seat, ActionKind.TRUMP, value="h"))
    yield
    rules._PHASE_TIMEOUTS.pop(("toy", "choose"), None)


def test_phase_timer_applies_the_default(qtbot, make_session, toy_timer):
    s = make_session()
    rec = Recorder(s)
    game = s.start("toy", 2, humans_and_bots("hb"), {"choose_phase": True}, seed=1)
    assert rec.of("timer_started") == [(0, 60)] and s.timer_remaining_ms() > 0
    with qtbot.waitSignal(s.timer_stopped, timeout=5000):
        pass
    qtbot.waitUntil(lambda: game.trump == "h", timeout=5000)
    assert game.actions[0] == Action(0, ActionKind.TRUMP, value="h")


def test_phase_timer_stops_when_the_human_acts(qtbot, make_session, toy_timer):
    s = make_session()
    rec = Recorder(s)
    game = s.start("toy", 2, humans_and_bots("hb"), {"choose_phase": True}, seed=1)
    assert s.submit(0, Action(0, ActionKind.TRUMP, value="c"))
    assert rec.of("timer_stopped") == [(0,)] and s.timer_remaining_ms() == 0
    assert game.trump == "c"


def test_phase_timer_waits_for_the_handoff_in_hot_seat(qtbot, make_session, toy_timer):
    s = make_session()
    rec = Recorder(s)
    s.start("toy", 2, humans_and_bots("hh"), {"choose_phase": True}, seed=1)
    assert not rec.of("timer_started") and s.pending_handoff == 0
    s.confirm_handoff()
    assert rec.of("timer_started") == [(0, 60)]


def test_phase_timers_can_be_switched_off(qtbot, make_session, toy_timer):
    s = make_session()
    s.set_timeouts_enabled(False)
    rec = Recorder(s)
    s.start("toy", 2, humans_and_bots("hb"), {"choose_phase": True}, seed=1)
    assert not rec.of("timer_started")


def test_hongwu_trump_timer_is_registered():
    from desktop_app.session.rules import _PHASE_TIMEOUTS

    pt = _PHASE_TIMEOUTS[("hongwu", "trump")]
    assert pt.ms == 30_000
    action = pt.default_action(None, 2)
    assert action.kind == ActionKind.TRUMP and action.value == "s" and action.seat == 2


# ---------------------------------------------------------------------------- match, carry, next game


def test_match_totals_and_carry_over_three_games(qtbot, make_session):
    s = make_session()
    rec = Recorder(s)
    games = []
    s.game_started.connect(lambda _info: games.append(s.game))
    with qtbot.waitSignal(s.game_finished, timeout=10000):
        s.start("toy", 3, humans_and_bots("bbb"), match_length=3, seed=17)
    assert not s.is_match_over and s.games_played == 1
    for n in (2, 3):
        with qtbot.waitSignal(s.game_finished, timeout=10000):
            assert s.next_game()
        assert s.games_played == n
    assert s.is_match_over
    assert not s.next_game()  # the match is over
    outcomes = [o[0] for o in rec.of("game_finished")]
    assert len(outcomes) == 3 and s.games_played == 3
    assert rec.of("match_finished") == [(s.totals,)]
    assert s.totals == [sum(o.scores[i] for o in outcomes) for i in range(3)]
    # carry: each next game starts with the previous winner leading.
    assert [g[0].number for g in rec.of("game_started")] == [1, 2, 3]
    for prev, nxt in itertools.pairwise(games):
        assert nxt.carry == {"leader": prev.winner}
    assert s.flush_autosave()
    assert load_autosave() is None  # cleared when the match ended


def test_next_game_refused_while_a_game_runs(qtbot, make_session):
    s = make_session()
    s.start("toy", 2, humans_and_bots("hb"), match_length=2, seed=1)
    assert not s.next_game()


def test_start_validates_before_changing_anything(qtbot, make_session):
    s = make_session()
    s.start("toy", 2, humans_and_bots("hb"), seed=1)
    game = s.game
    with pytest.raises(ValueError):
        s.start("toy", 3, humans_and_bots("hb"))
    with pytest.raises(EngineError):
        s.start("toy", 2, humans_and_bots("hb"), {"no_such_option": 1})
    with pytest.raises(LookupError):
        GameSession(autosave=False).start("toy", 2, humans_and_bots("hb"))  # no toy bot registered
    assert s.game is game and s.is_running


def test_same_seed_same_match(qtbot, make_session):
    a, b = make_session(autosave=False), make_session(autosave=False)
    ga = a.start("toy", 3, humans_and_bots("hhh"), seed=99)
    gb = b.start("toy", 3, humans_and_bots("hhh"), seed=99)
    assert ga.hands == gb.hands and ga.seed == gb.seed
