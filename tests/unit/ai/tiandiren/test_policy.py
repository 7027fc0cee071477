"""The normal policy's habits and the planner's fast largest-play step."""

from __future__ import annotations

import random

import pytest

from desktop_app.ai.tiandiren import planner as PL
from desktop_app.ai.tiandiren.hints import plan_plays
from desktop_app.ai.tiandiren.moves import counts
from desktop_app.ai.tiandiren.policy import Table, _lead, lead_strength, normal_choose, pick_lead, unseen_counts
from desktop_app.ai.tiandiren.search import Power, _consistent, _determinize, _pick
from desktop_app.ai.tiandiren.sim import group_of
from desktop_app.engine.cards import make_pack
from desktop_app.engine.tiandiren import patterns as P

ACE, KING = 14, 13


def vec(ranks: list[int]) -> list[int]:
    v = [0] * 18
    for r in ranks:
        v[r] += 1
    return v


def table(ranks: list[int], rnd: int, top: P.Reading | None = None, top_seat: int | None = None) -> Table:
    """Seat 0 of a 4-player table in ``rnd``, holding ``ranks``; the others hold 30 cards."""
    h = vec(ranks)
    return Table(
        seat=0,
        n=4,
        h=h,
        sizes=(sum(h), 30, 30, 30),
        status=("live",) * 4,
        live=(0, 1, 2, 3),
        phase="play",
        round=rnd,
        top=top,
        top_seat=top_seat,
        strict=False,
        queue=(0, 1, 2, 3),
        pointer=0,
        next_jiefeng=1,
    )


def test_largest_move_is_the_planners_first_move():
    rng = random.Random(5)
    for _ in range(400):
        pack = make_pack(rng.choice([2, 4, 8]))
        rng.shuffle(pack)
        h = tuple(counts(pack[: rng.randint(1, 54)]))
        if any(h[3:]):
            assert PL.largest_move(h) == PL.plan_moves(h)[0]


#: a straight 3-Q and a rocket 8-9-10 (hard to beat), a single A (easy to beat)
STRAIGHT = list(range(3, 13))
ROCKET = [8, 8, 8, 9, 9, 9, 10, 10, 10]


def groups_of(*parts: list[int]) -> list:
    return plan_plays([tuple(vec(p)) for p in parts])


@pytest.mark.parametrize("rnd", [1, 2])
def test_rounds_1_and_2_lead_the_weakest_group(rnd):
    """No lead to keep before round 3: shed the group that would lose a lead later."""
    t = table(STRAIGHT + ROCKET + [ACE], rnd)
    groups = groups_of(STRAIGHT, ROCKET, [ACE])
    assert _lead(t, groups, unseen_counts(t)).reading == P.Reading(P.SINGLE, ACE, size=1)


def test_round_3_cashes_strong_groups_before_the_last_weak_one():
    t = table(STRAIGHT + ROCKET + [ACE], 3)
    groups = groups_of(STRAIGHT, ROCKET, [ACE])
    unseen = unseen_counts(t)
    led = _lead(t, groups, unseen)
    assert led.reading.type != P.SINGLE and lead_strength(led.reading, unseen) >= 0.9


def test_round_3_with_several_weak_groups_leads_the_weakest():
    t = table([*STRAIGHT, KING, ACE], 3)
    groups = groups_of(STRAIGHT, [KING], [ACE])
    assert _lead(t, groups, unseen_counts(t)).reading.rank == KING


def test_the_playout_leads_like_the_normal_policy():
    for rnd in (1, 3):
        t = table(STRAIGHT + ROCKET + [ACE], rnd)
        unseen = unseen_counts(t)
        plays = groups_of(STRAIGHT, ROCKET, [ACE])
        got = pick_lead(rnd, [group_of(p.vec) for p in plays], Power(unseen))
        assert got.vec == _lead(t, plays, unseen).vec


#: a drone of 5s, a rocket 8-9-10 with kickers to spare: two groups, one of them a bomb
BOMB_HAND = [5, 5, 5, 5, *range(7, 13), 8, 8, 9, 9, 10, 10, ACE, 3]


@pytest.mark.parametrize("rnd", [1, 2])
def test_bombs_are_kept_in_rounds_1_and_2(rnd):
    """A bomb there only sheds cards (the next 接风者 leads the next round)."""
    t = table(BOMB_HAND, rnd, P.Reading(P.SINGLE, KING, size=1), top_seat=1)
    assert normal_choose(t, random.Random(1)).kind == "pass"


def test_round_3_bomb_takes_the_lead_when_the_rest_is_strong():
    t = table(BOMB_HAND, 3, P.Reading(P.SINGLE, KING, size=1), top_seat=1)
    c = normal_choose(t, random.Random(1))
    assert c.kind == "play" and c.play is not None and c.play.reading.is_bomb


def test_the_expert_keeps_the_normal_choice_unless_clearly_beaten():
    """Candidate 0 is the normal policy's choice; paired playout scores per candidate."""
    assert _pick([[0.0] * 4, [2000.0] * 4], 0.5) == 1  # better on every deal
    assert _pick([[0.0, 2000.0, 0.0, 0.0], [2000.0, 0.0, 0.0, 0.0]], 0.5) == 0  # no better on the mean
    noisy = [[0.0] * 4, [2000.0, 0.0, 0.0, 0.0]]  # better by 500, one standard error
    assert _pick(noisy, 0.5) == 1
    assert _pick(noisy, 1.5) == 0
    assert _pick([[0.0], [2000.0]], 0.0) == 0  # one deal proves nothing


def test_determinizations_respect_the_passes_seen():
    """Seats 1 and 2 passed on a single A: the expert's deals give them no group that beats
    it (when some deal in the retries does)."""
    t = table(STRAIGHT + ROCKET, 3, P.Reading(P.SINGLE, ACE, size=1), top_seat=3)
    t.passed = frozenset({1, 2})
    rng = random.Random(3)
    plain = sum(_consistent(t, _determinize(t, rng, 0)[1]) for _ in range(20))
    assert plain < 20  # the test means something: a plain deal often contradicts the passes
    assert all(_consistent(t, _determinize(t, rng, 30)[1]) for _ in range(20))
