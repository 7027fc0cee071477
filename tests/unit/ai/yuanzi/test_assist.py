"""The 原子 rules assistant: readings agree with the engine, hints are complete and legal,
plans partition the hand into the fewest plays."""

from __future__ import annotations

import copy
import itertools
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.ai.assist import assistant
from desktop_app.ai.yuanzi.assist import ASSISTANT
from desktop_app.ai.yuanzi.hints import ordered_plays
from desktop_app.ai.yuanzi.legality import check_play
from desktop_app.ai.yuanzi.model import Counts, power_of_reading
from desktop_app.ai.yuanzi.normal import normal_cards
from desktop_app.engine.cards import Card, Rank, make_pack, parse_cards
from desktop_app.engine.core import Action, EngineError
from desktop_app.engine.yuanzi.game import YuanziGame, YuanziView
from desktop_app.engine.yuanzi.patterns import TYPE_IDS, Reading, beats, readings

from .states import random_states

DISTINCT = sorted(set(make_pack(1)), key=lambda c: c.index)
NATURAL_RANKS = [r for r in Rank if not r.is_joker]


def engine_verdict(g: YuanziGame, seat: int, cards: tuple[Card, ...], value: object = None):
    """(reading type, None, {}) if the engine accepts the play, else (None, reason, params)."""
    h = copy.deepcopy(g)
    try:
        events = h.apply(Action(seat, "play", cards, value))  # type: ignore[arg-type]
    except EngineError as e:
        return None, e.reason, e.params
    return events[0].data["type"], None, {}


def selections(g: YuanziGame, seat: int, rng: random.Random) -> list[tuple[Card, ...]]:
    hand = list(g.hands[seat])
    out: list[tuple[Card, ...]] = [()]
    pack = make_pack(1)
    out.append(tuple(rng.sample(pack, rng.randint(1, 3))))
    for _ in range(4):
        out.append(tuple(rng.sample(hand, min(len(hand), rng.randint(1, 4)))))
    by_rank: dict[Rank, list[Card]] = {}
    for c in hand:
        by_rank.setdefault(Rank.THREE if c.is_joker else c.rank, []).append(c)
    for _ in range(6 if hand else 0):
        group = by_rank[rng.choice(list(by_rank))]
        jokers = [c for c in hand if c.is_joker]
        pick = rng.sample(group, rng.randint(1, len(group)))
        if jokers and rng.random() < 0.3:
            pick += rng.sample(jokers, rng.randint(1, len(jokers)))
        out.append(tuple(pick))
    hints = ASSISTANT.hints(g.view_for(seat))
    out.extend(h.cards for h in rng.sample(hints, min(3, len(hints))))
    return out


def test_the_registry_finds_the_assistant():
    assert assistant("yuanzi") is ASSISTANT


def test_read_selection_agrees_with_apply_on_random_states():
    rng = random.Random(1)
    checked = Counter()
    for g in random_states(50, seed=1):
        for seat in range(4):
            if seat != g.to_move and rng.random() < 0.7:
                continue
            view = g.view_for(seat)
            for cards in selections(g, seat, rng):
                got = ASSISTANT.read_selection(view, cards)
                typ, reason, params = engine_verdict(g, seat, cards)
                assert got.playable is (typ is not None), (cards, got, reason)
                assert got.cards == cards
                assert [r.type for r in got.readings] == [r.type for r in readings(cards, g.dao)]
                if got.playable:
                    assert got.chosen is not None and got.readings[got.chosen].type == typ
                    assert got.reason is None
                else:
                    assert got.chosen is None
                    assert (got.reason, dict(got.params)) == (reason, params)
                checked[got.reason or "ok"] += 1
    # every refusal the engine has shows up
    assert {"ok", "not_your_turn", "no_cards", "cards_not_in_hand", "not_a_combination", "does_not_beat"} <= set(
        checked
    ), checked


def test_check_play_with_a_named_reading_agrees_with_apply():
    rng = random.Random(2)
    for g in random_states(25, seed=2):
        seat = g.to_move
        view = g.view_for(seat)
        for cards in selections(g, seat, rng):
            for value in (None, *TYPE_IDS, "rocket", 3):
                got = check_play(view, cards, value)
                typ, reason, params = engine_verdict(g, seat, cards, value)
                assert (None if got.reading is None else got.reading.type) == typ
                if typ is None:
                    assert (got.reason, got.params) == (reason, params)


def test_read_selection_labels_name_every_reading():
    v = YuanziGame(4, seed=7).view_for(0)
    got = ASSISTANT.read_selection(v, tuple(parse_cards("7s 7s 7s")))
    assert [r.type for r in got.readings] == ["atom", "triple"]
    assert got.readings[0].params["suit"] == "s" and got.readings[0].params["rank"] == "7"


def test_hints_are_legal_through_the_engine_and_complete():
    for g in random_states(40, seed=3):
        seat = g.to_move
        view = g.view_for(seat)
        hints = ASSISTANT.hints(view)
        assert bool(hints) == bool(g.legal_plays(seat))
        bodies = set()
        for h in hints:
            typ, reason, _ = engine_verdict(g, seat, h.cards)
            assert typ == h.reading.type, (h, reason)
            params = dict(h.reading.params)
            params.pop("jokers")
            body = (h.reading.type, tuple(sorted(params.items(), key=str)))
            assert body not in bodies, "one entry per distinct body"
            bodies.add(body)
        # every distinct body the engine can play is among the hints
        engine_bodies = set()
        for _cards, r in g.legal_plays(seat):
            params = dict(r.label_params())
            params.pop("jokers")
            engine_bodies.add((r.type, tuple(sorted(params.items(), key=str))))
        assert engine_bodies == bodies
        for other in range(4):
            if other != seat:
                assert ASSISTANT.hints(g.view_for(other)) == []


def small_view(hand: list[Card], top_cards: list[Card] | None, dao: Rank) -> YuanziView:
    top: Reading | None = readings(top_cards, dao)[0] if top_cards else None
    return YuanziView(
        game_id="yuanzi",
        seat=0,
        num_players=4,
        phase="first_half",
        to_move=0,
        hand=tuple(hand),
        hand_sizes=(len(hand), 40, 40, 40),
        legal_kinds=frozenset({"play", "abandon"} | ({"pass"} if top else set())),
        dao_rank=dao,
        top_seat=None if top is None else 1,
        top_cards=tuple(top_cards or ()),
        top_reading=top,
    )


def brute_force_bodies(hand: list[Card], top: Reading | None, dao: Rank) -> set[tuple]:
    counts = Counter(hand)
    cards = list(counts)
    out = set()
    for ks in itertools.product(*(range(counts[c] + 1) for c in cards)):
        sel = [c for c, k in zip(cards, ks, strict=True) for _ in range(k)]
        if not sel:
            continue
        for r in readings(sel, dao):
            if top is None or beats(r, top):
                params = dict(r.label_params())
                params.pop("jokers")
                out.add((r.type, tuple(sorted(params.items(), key=str))))
                break
    return out


PACK3 = sorted(make_pack(3), key=lambda c: c.index)
TOPS = [None, "4h", "Ks", "9c", "2s 2d", "5h 5h", "6s 6h 6d", "7s 7h 7c 7d", "3s 3h 3c 3d 3s", "Qd Qd Qd", "RJ RJ RJ"]


@settings(max_examples=300, deadline=None)
@given(
    hand=st.lists(st.sampled_from(PACK3), min_size=1, max_size=8).filter(lambda h: max(Counter(h).values()) <= 3),
    top=st.sampled_from(TOPS),
    dao=st.sampled_from(NATURAL_RANKS),
)
def test_hints_match_brute_force_on_small_hands(hand, top, dao):
    top_cards = parse_cards(top) if top else None
    if top_cards is not None and not readings(top_cards, dao):
        return
    view = small_view(hand, top_cards, dao)
    hints = ASSISTANT.hints(view)
    want = brute_force_bodies(hand, view.top_reading, dao)
    got = set()
    for h in hints:
        params = dict(h.reading.params)
        params.pop("jokers")
        got.add((h.reading.type, tuple(sorted(params.items(), key=str))))
        assert not Counter(h.cards) - Counter(hand)
        chk = check_play(view, h.cards)
        assert chk.reading is not None and chk.reading.type == h.reading.type
    assert got == want
    assert bool(hints) == bool(want)  # empty exactly when the seat must pass


def cheap_order(hand: list[Card], top: str | None, dao: Rank = Rank.NINE) -> list[tuple[Card, ...]]:
    top_cards = parse_cards(top) if top else None
    tp = None if top_cards is None else power_of_reading(readings(top_cards, dao)[0], dao)
    return [p.cards() for p in ordered_plays(Counts.from_cards(hand), dao, tp)]


def test_the_cheap_order_keeps_bombs_atoms_and_jokers():
    hand = parse_cards("4h 4d 6s 6s 6s 6c 8h 9c 9d 9h 9s Kd Kc Ks Kh RJ")
    # a lead: the lowest whole group without points first
    assert cheap_order(hand, None)[0] == tuple(parse_cards("4h 4d"))
    # a single: the whole single 6c / 8h before breaking the pair, the bomb or the atom
    single = cheap_order(hand, "5s")
    assert single[:2] == [tuple(parse_cards("6c")), tuple(parse_cards("8h"))]
    assert single.index(tuple(parse_cards("9s"))) < single.index(tuple(parse_cards("Ks")))
    assert single[-1] == tuple(parse_cards("6s 6s 6s"))  # the atom last
    # a pair of 5s: the K bomb and the atom are not broken while a joker completes the 6
    pair = cheap_order(hand, "5s 5h")
    assert pair[:2] == [tuple(parse_cards("6c RJ")), tuple(parse_cards("8h RJ"))]
    # a bomb: the K bomb before the 刀 bomb before the atom
    bomb = cheap_order(hand, "7s 7h 7c 7d")
    assert bomb.index(tuple(parse_cards("Ks Kh Kc Kd"))) < bomb.index(tuple(parse_cards("9s 9h 9c 9d")))
    assert bomb[-1] == tuple(parse_cards("6s 6s 6s"))


def test_the_first_hint_is_the_normal_bots_play_and_the_rest_are_cheap_first():
    seen = 0
    for g in random_states(25, seed=8):
        seat = g.to_move
        view = g.view_for(seat)
        hints = ASSISTANT.hints(view)
        advice = normal_cards(view)
        if advice is None:
            continue
        seen += 1
        rs = readings(advice, g.dao)
        top = view.top_reading
        chosen = rs[0] if top is None else next(r for r in rs if beats(r, top))
        assert hints[0].reading.type == chosen.type
        p0, p1 = dict(hints[0].reading.params), dict(chosen.label_params())
        p0.pop("jokers"), p1.pop("jokers")
        assert p0 == p1
        tp = None if top is None else power_of_reading(top, g.dao)
        cheap = [p.cards() for p in ordered_plays(Counts.from_cards(view.hand), g.dao, tp)]
        assert [h.cards for h in hints if h.cards != hints[0].cards] == [c for c in cheap if c != hints[0].cards]
    assert seen >= 10


def test_plans_partition_the_hand_into_the_fewest_legal_plays():
    for g in random_states(30, seed=4):
        for seat in range(4):
            view = g.view_for(seat)
            plan = ASSISTANT.plan(view)
            assert Counter(c for s in plan for c in s.cards) == Counter(view.hand)
            naturals = {c.rank for c in view.hand if not c.is_joker}
            jokers = any(c.is_joker for c in view.hand)
            extra = jokers and not (naturals - {g.dao})
            assert len(plan) == len(naturals) + int(extra)
            for s in plan:
                rs = readings(s.cards, g.dao)
                assert rs and rs[0].type == s.reading.type
                lead = small_view(list(view.hand), None, g.dao)
                assert check_play(lead, s.cards).ok


def test_variants_list_the_other_cards_for_a_body():
    hand = parse_cards("7s 7h 7d 7c RJ")
    view = small_view(hand, parse_cards("5s 5h"), Rank.NINE)
    pair = next(h for h in ASSISTANT.hints(view) if h.reading.type == "pair")
    others = ASSISTANT.variants(view, pair)
    assert pair.cards not in others and len(others) == 6 + 4 - 1
