"""Generated requests for every game and op never reach the dispatcher's last-resort
``internal error``: each one is answered, or refused with a typed error (JudgeError,
EngineError, CardParseError) and a reason. Answers are checked too: hints come from the
hand and beat the lead, plans partition the hand into legal plays."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop_app.engine.cards import CardParseError, full_deck, make_pack, parse_cards
from desktop_app.engine.core import EngineError
from desktop_app.referee import handle
from desktop_app.referee.dispatch import JudgeError, answer

from ._fuzz import F

CASES = [(game, op) for game in sorted(F.GAMES) for op in F.GAME_OPS[game]]
PACKS = {game: make_pack(info["decks"], jokers=info["jokers"]) for game, info in F.GAMES.items()}
DISTINCT = {game: full_deck(jokers=info["jokers"]) for game, info in F.GAMES.items()}


def seeded(fn, *args):
    """A value of one of the generator's functions, from a drawn seed."""
    return st.integers(0, 2**32 - 1).map(lambda seed: fn(*args, random.Random(seed)))


@st.composite
def deal(draw, game: str, parts: int) -> list[list[str]]:
    """``parts`` disjoint card sets of one deal (within the pack; sizes up to a little over
    the largest hand, so that some are refused as too large)."""
    pack = PACKS[game]
    limit = F.GAMES[game]["max_hand"] + 2
    sizes: list[int] = []
    for i in range(parts):
        sizes.append(draw(st.integers(0 if i else 1, min(limit, len(pack) - sum(sizes)))))
    picks = draw(st.lists(st.integers(0, len(pack) - 1), unique=True, min_size=sum(sizes), max_size=sum(sizes)))
    out, at = [], 0
    for n in sizes:
        out.append([pack[i].text for i in picks[at : at + n]])
        at += n
    return out


def any_set(game: str):
    """Any multiset of the game's cards (may hold more copies than the pack)."""
    return st.lists(st.sampled_from(DISTINCT[game]), max_size=F.GAMES[game]["max_hand"] + 3).map(
        lambda cs: [c.text for c in cs]
    )


def text(cards: list[str]):
    """Card notation as a tool might write it (case, 10, suit symbols, separators)."""
    return st.integers(0, 2**32 - 1).map(lambda seed: F._join(cards, random.Random(seed)))


@st.composite
def native_request(draw, game: str, op: str) -> dict:
    req: dict = {"op": op, "game": game, "id": draw(st.integers() | st.text(max_size=4) | st.none())}
    hand, lead, play = draw(deal(game, 3) | st.tuples(any_set(game), any_set(game), any_set(game)))
    if draw(st.booleans()):  # a lead shaped like a combination (often legal)
        lead = draw(seeded(F._shape, game))
    if op in ("classify", "sky"):
        req["cards"] = draw(text(hand))
    elif op == "beats":
        req["lead"], req["play"] = draw(text(lead)), draw(text(play))
        if draw(st.integers(0, 3)) == 0:
            req["lead_type"] = draw(st.sampled_from(F.TYPE_IDS[game]))
    elif op in ("hint", "plan", "follow_ok"):
        req["hand"] = draw(text(hand))
        if op == "hint":
            req["lead"] = draw(st.none() | text(lead))
        if op == "follow_ok":
            req["lead"] = draw(text(lead))
            req["play"] = draw(text(hand[: draw(st.integers(0, len(hand)))]))
    elif op == "settle_sky":
        n = draw(st.integers(1, 9))
        cards = make_pack(n)
        random.Random(draw(st.integers(0, 2**32 - 1))).shuffle(cards)
        req["hands"] = [" ".join(c.text for c in cards[i * 54 : (i + 1) * 54]) for i in range(n)]
        if n and draw(st.booleans()):
            req["hands"][draw(st.integers(0, n - 1))] = " ".join(hand)
        req["banker"] = draw(st.integers(-1, n))
    if op not in ("sky", "settle_sky") or draw(st.integers(0, 9)) == 0:
        req["ctx"] = draw(seeded(F.ctx, game))
    return req


def requests(game: str, op: str):
    return native_request(game, op) | seeded(F.request, game, op)


def multiset(cards: str) -> Counter:
    return Counter(c.text for c in parse_cards(cards))


def check_answer(game: str, op: str, req: dict, got: dict) -> None:
    """What a successful reply must satisfy (the contract's reply fields)."""
    ctx = req.get("ctx")
    if op == "classify":
        assert set(got["types"]) <= set(F.TYPE_IDS[game]) and got["valid"] is bool(got["types"])
    elif op in ("beats", "follow_ok"):
        assert isinstance(got["beats" if op == "beats" else "ok"], bool)
    elif op == "hint":
        hand = multiset(req["hand"])
        seen = set()
        for p in got["plays"]:
            cards = multiset(p)
            assert cards and not cards - hand, (p, req)
            seen.add(frozenset(cards.items()))
        assert len(seen) == len(got["plays"]), "hint plays are distinct"
        lead = req.get("lead")
        for p in got["plays"][:3]:
            if lead:
                reply = handle({"op": "beats", "game": game, "lead": lead, "play": p, "ctx": ctx})
                assert reply.get("beats") is True, (reply, p, req)
            else:
                assert handle({"op": "classify", "game": game, "cards": p, "ctx": ctx})["valid"], (p, req)
    elif op == "plan":
        assert sum((multiset(p) for p in got["plays"]), Counter()) == multiset(req["hand"]), req
        for p in got["plays"]:
            assert handle({"op": "classify", "game": game, "cards": p, "ctx": ctx})["valid"], (p, req)
    elif op == "sky":
        assert set(got["sky"]) <= {"mars_carrier", "ufo", "starlink"}
    elif op == "settle_sky":
        assert len(got["seats"]) == len(req["hands"])


def judge_one(game: str, op: str, req: dict) -> None:
    try:
        got = answer(req)
    except (JudgeError, EngineError, CardParseError) as e:  # a refusal with a reason
        assert str(e)
    else:  # anything else raised is a bug and fails the test
        check_answer(game, op, req, got)
    reply = handle(req)
    assert not reply.get("error", "").startswith("internal error"), reply


@pytest.mark.parametrize(("game", "op"), CASES)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_generated_requests_are_answered_or_refused_with_a_reason(game, op, data):
    judge_one(game, op, data.draw(requests(game, op)))


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_generated_lines_of_any_game_and_op(seed):
    """Whole lines as the fuzz script sends them (junk and wrong games and ops included)."""
    from desktop_app.referee.jsonl import encode_reply, reply_to

    raw = F.request_line(random.Random(seed))
    reply = reply_to(raw)
    assert reply is not None
    assert not reply.get("error", "").startswith("internal error"), (reply, raw[:300])
    line = encode_reply(reply)
    _parsed, problem = F.check_reply(line)
    assert problem is None, (problem, raw[:300])


def test_the_last_resort_still_answers_a_bug_and_the_loop_goes_on(monkeypatch):
    """The generic fallback stays (a bug must not kill the referee), though nothing above
    reaches it."""
    import io

    from desktop_app import referee
    from desktop_app.engine.tiandiren import referee as rules

    def broken(cards, ctx=None):
        raise KeyError("boom")

    monkeypatch.setattr(rules, "classify", broken)
    out = io.BytesIO()
    referee.main(io.BytesIO(b'{"id": 1, "op": "classify", "game": "tiandiren", "cards": "3s"}\n{"id": 2}\n'), out)
    first, second = (F.strict_loads(line) for line in out.getvalue().splitlines())
    assert first == {"id": 1, "error": "internal error: KeyError: 'boom'"}
    assert second["id"] == 2
