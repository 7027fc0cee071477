"""A fuzz run of the referee: generated request lines through one ``python -m
desktop_app.engine.judge`` process, every reply checked.

    python benchmarks/judge_fuzz.py [--lines 100000] [--seed 12] [--json]

Each line gets exactly one reply, in order; each reply must be strict JSON (no ``NaN``,
no ``Infinity``: Python's parser with a ``parse_constant`` hook that refuses them), an
object with an ``id`` and either the op's reply fields or an ``error``, and never an
``internal error``. The run prints the lines sent, the replies, the errors by kind (the
first words of each error message) and the time taken; it exits 1 on any failure.

The generator (:func:`request_line`, :func:`lines`) is also what the tests use
(``tests/unit/referee``): per game and op it makes requests an outside tool would send,
most of them well formed (hands up to the game's largest, legal-looking leads, every
``ctx`` key), the rest broken on purpose (too many copies of a card for the pack, hands
larger than a game deals, bad tokens and notation variants, wrong field types, unknown
keys, ids of every JSON type including lone surrogates, ``NaN`` and ``1e999``, invalid
JSON, invalid UTF-8, deep nesting). Seeded: the same seed gives the same lines.
"""

from __future__ import annotations

import os

os.environ["PAIJU_LOOPBACK_ONLY"] = "1"  # network safety: benchmarks send nothing beyond 127.0.0.1

import argparse
import json
import random
import subprocess
import sys
import threading
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]

RANKS = "3456789TJQKA2"
SUITS = "shcd"
JOKERS = ("BJ", "RJ")

#: What each game's pack holds and the largest hand it deals (docs/referee.md).
GAMES: dict[str, dict[str, Any]] = {
    "tiandiren": {"decks": 8, "jokers": True, "max_hand": 54},
    "doudizhu": {"decks": 1, "jokers": True, "max_hand": 20},
    "hongwu": {"decks": 2, "jokers": True, "max_hand": 33},
    "yuanzi": {"decks": 3, "jokers": True, "max_hand": 41},
    "shengsidu": {"decks": 1, "jokers": False, "max_hand": 13},
}
OPS = ("classify", "beats", "hint", "plan", "sky", "settle_sky", "follow_ok")
#: The ops each game offers (the others get an error reply; they are sent too, rarely).
GAME_OPS: dict[str, tuple[str, ...]] = {
    "tiandiren": ("classify", "beats", "hint", "plan", "sky", "settle_sky"),
    "doudizhu": ("classify", "beats", "hint", "plan"),
    "hongwu": ("classify", "beats", "hint", "plan", "follow_ok"),
    "yuanzi": ("classify", "beats", "hint", "plan"),
    "shengsidu": ("classify", "beats", "hint", "plan"),
}
TYPE_IDS: dict[str, tuple[str, ...]] = {
    "tiandiren": (
        "single",
        "pair",
        "straight",
        "pair_straight",
        "rocket",
        "starship",
        "lone_boat",
        "drone",
        "super_drone",
        "spaceship",
    ),
    "doudizhu": (
        "single",
        "pair",
        "trio",
        "trio_single",
        "trio_pair",
        "straight",
        "pair_straight",
        "plane",
        "plane_single",
        "plane_pair",
        "four_two_single",
        "four_two_pair",
        "bomb",
        "soft_bomb",
        "laizi_bomb",
        "rocket",
    ),
    "hongwu": ("single", "pair", "tractor", "throw"),
    "yuanzi": ("single", "pair", "triple", "bomb", "atom", "hydrogen"),
    "shengsidu": (
        "single",
        "pair",
        "pair_straight",
        "triple",
        "triple_pair",
        "triple_two",
        "triple_straight",
        "four_one",
        "four_three",
        "straight",
        "bomb",
        "plane_triple_pair",
        "plane_four_one",
        "triple_one",
    ),
}

#: Ids of every JSON type, and the ones that broke the referee (surrogates, non-ASCII text
#: on a non-UTF-8 stdout, NaN, Infinity, numbers beyond a double).
_RAW_IDS = (
    "NaN",
    "Infinity",
    "-Infinity",
    "1e999",
    "-1e999",
    '"\\ud800"',
    '"\\udfff\\ud800"',
    '"a\\u0000b"',
    "1" + "0" * 400,
    "-0",
    "0.1",
    "1e-999",
    "[[[[[[[[[[1]]]]]]]]]]",
    '{"nested": {"a": [1, null, true]}}',
)
_TEXT_IDS = ("中文", "é", "😀", "\u2028", "\ufeff", "", " ", "\\", '"', "\x7f", "ＡＢ", "id-1")


def _id(rng: random.Random) -> str | None:
    """A JSON text for the ``id`` member (None: no id)."""
    k = rng.random()
    if k < 0.15:
        return None
    if k < 0.45:
        return str(rng.randrange(-(10**6), 10**6))
    if k < 0.65:
        return json.dumps(rng.choice(_TEXT_IDS) + str(rng.randrange(100)), ensure_ascii=rng.random() < 0.5)
    if k < 0.85:
        return rng.choice(_RAW_IDS)
    return json.dumps(rng.choice([True, False, None, 1.5, -2.25e300, [1, "a"], {"k": "v"}, []]))


# --------------------------------------------------------------------------- cards


def _card_text(card: str, rng: random.Random, fancy: bool) -> str:
    if not fancy:
        return card
    k = rng.random()
    if card in JOKERS:
        return card.lower() if k < 0.3 else card
    rank, suit = card[0], card[1]
    if rank == "T" and k < 0.3:
        rank = "10"
    if k > 0.7:
        suit = {"s": "♠", "h": "♥", "c": "♣", "d": "♦"}[suit]
    text = rank + suit
    return text.upper() if rng.random() < 0.2 else text


def _join(cards: list[str], rng: random.Random) -> str:
    fancy = rng.random() < 0.15
    sep = rng.choice([" ", " ", " ", ",", ", ", "  ", "\t"]) if fancy else " "
    return sep.join(_card_text(c, rng, fancy) for c in cards)


def _pack(game: str, decks: int | None = None) -> list[str]:
    info = GAMES[game]
    n = info["decks"] if decks is None else decks
    one = [r + s for r in RANKS for s in SUITS] + (list(JOKERS) if info["jokers"] else [])
    return one * n


def _size(rng: random.Random, max_hand: int) -> int:
    k = rng.random()
    if k < 0.45:
        return rng.randint(1, min(8, max_hand))
    if k < 0.8:
        return rng.randint(1, max_hand)
    if k < 0.95:
        return max_hand - rng.randrange(3)
    return max_hand + rng.randint(1, 6)  # larger than the game deals: refused


def _shape(game: str, rng: random.Random) -> list[str]:
    """A set shaped like a combination: n of a rank, a run of singles / pairs / triples,
    perhaps with kickers or jokers; some are legal leads, some not."""
    decks = GAMES[game]["decks"]
    suits = [s for s in SUITS for _ in range(decks)]
    k = rng.random()
    if k < 0.4:  # n of a kind
        rank = rng.choice(RANKS)
        n = rng.randint(1, min(len(suits), 6 if decks > 1 else 4))
        out = [rank + s for s in rng.sample(suits, n)]
    else:  # a run
        width = rng.choice([1, 1, 2, 2, 3])
        length = rng.randint(2, 8)
        start = rng.randrange(len(RANKS))
        out = []
        for i in range(length):
            rank = RANKS[(start + i) % len(RANKS)]
            out += [rank + s for s in rng.sample(suits, min(width, len(suits)))]
    if rng.random() < 0.3:  # kickers
        for _ in range(rng.randint(1, 3)):
            out.append(rng.choice(RANKS) + rng.choice(SUITS))
    if GAMES[game]["jokers"] and rng.random() < 0.15:
        out += rng.sample(list(JOKERS) * decks, rng.randint(1, min(2 * decks, 4)))
    rng.shuffle(out)
    return out


def _overflow(game: str, rng: random.Random) -> list[str]:
    """A set the pack cannot hold: too many copies of one card, or jokers without any."""
    info = GAMES[game]
    if not info["jokers"] and rng.random() < 0.5:
        return [*rng.sample(_pack(game), rng.randint(0, 5)), rng.choice(JOKERS)]
    card = rng.choice(_pack(game))
    extra = [card] * (info["decks"] + rng.randint(1, 3))
    return [*rng.sample(_pack(game), rng.randint(0, 4)), *extra]


def _bad_tokens(rng: random.Random) -> str:
    return rng.choice(
        ["3s 7x", "", "   ", "1s", "3", "s3", "BJJ", "10", "3s,,4s", "ＸＸ", "3s \ud800", "3s \\", "3s" * 50]
    )


def cards(game: str, rng: random.Random, size: int | None = None) -> list[str]:
    """A card set for ``game``: from its pack, a combination shape, or an impossible one."""
    k = rng.random()
    if size is None and k < 0.35:
        return _shape(game, rng)
    if size is None and k < 0.42:
        return _overflow(game, rng)
    pack = _pack(game)
    n = size if size is not None else _size(rng, GAMES[game]["max_hand"])
    if game == "tiandiren" and rng.random() < 0.3:  # few ranks, many copies (8 decks)
        ranks = rng.sample([*RANKS, "J"], rng.randint(1, 5))
        pool = [c for c in pack if c[0] in ranks or (c in JOKERS and "J" in ranks)]
        if len(pool) >= n:
            return rng.sample(pool, n)
    return rng.sample(pack, min(n, len(pack))) + ([] if n <= len(pack) else rng.choices(pack, k=n - len(pack)))


def _cards_value(game: str, rng: random.Random, within: list[str] | None = None) -> Any:
    """A JSON value for a card field: mostly a card string, sometimes a wrong type."""
    k = rng.random()
    if k < 0.03:
        return rng.choice([None, 5, ["3s"], {"c": "3s"}, True, 1.5])
    if k < 0.07:
        return _bad_tokens(rng)
    if within is not None and within and k < 0.6:
        return _join(rng.sample(within, rng.randint(1, len(within))), rng)
    return _join(cards(game, rng), rng)


# --------------------------------------------------------------------------- ctx


def _rank(rng: random.Random, jokers: bool = False) -> Any:
    k = rng.random()
    if k < 0.9:
        return rng.choice(RANKS if not jokers else [*RANKS, *JOKERS])
    return rng.choice([3, 10, 15, "10", "t", "Z", "", None, True, ["3"], "BJ", 2.5])


def ctx(game: str, rng: random.Random) -> Any:
    """A ``ctx`` value: mostly valid, sometimes missing, unknown keys or wrong types."""
    k = rng.random()
    if k < 0.03:
        return rng.choice([[], "x", 1, True])
    out: dict[str, Any]
    if game == "tiandiren":
        out = {} if rng.random() < 0.5 else {"strict_shape": rng.random() < 0.5}
    elif game == "doudizhu":
        out = {} if rng.random() < 0.3 else {"laizi": None if rng.random() < 0.3 else _rank(rng, True)}
    elif game == "hongwu":
        out = {"trump": rng.choice(SUITS) if rng.random() < 0.9 else rng.choice(["x", "", 1, None, "♥", "H"])}
    elif game == "yuanzi":
        out = {"dao": _rank(rng, jokers=True)}
    else:
        out = {
            key: rng.random() < 0.5
            for key in ("loose_three_two", "two_connects_three", "last_cards")
            if rng.random() < 0.6
        }
        if rng.random() < 0.03:
            out["last_cards"] = "yes"
    if rng.random() < 0.05 and out:  # a key left out (an error where it is required)
        del out[rng.choice(sorted(out))]
    if rng.random() < 0.03:
        out["bogus"] = 1
    return out


# --------------------------------------------------------------------------- requests


def request(game: str, op: str, rng: random.Random) -> dict[str, Any]:
    """One request object of ``op`` for ``game`` (perhaps broken on purpose)."""
    req: dict[str, Any] = {"op": op, "game": game}
    if op in ("classify", "sky"):
        size = 54 if op == "sky" and rng.random() < 0.7 else None
        req["cards"] = _cards_value(game, rng) if size is None else _join(cards(game, rng, size), rng)
    elif op == "beats":
        lead = _shape(game, rng) if rng.random() < 0.7 else cards(game, rng)
        req["lead"] = _join(lead, rng) if rng.random() > 0.03 else _cards_value(game, rng)
        req["play"] = _join(_shape(game, rng), rng) if rng.random() < 0.7 else _cards_value(game, rng)
        if rng.random() < 0.3:
            req["lead_type"] = rng.choice([*TYPE_IDS[game], "meteor", 5, None, rng.choice(TYPE_IDS["doudizhu"])])
    elif op in ("hint", "plan", "follow_ok"):
        hand = cards(game, rng)
        req["hand"] = _join(hand, rng) if rng.random() > 0.03 else _cards_value(game, rng)
        if op == "hint":
            k = rng.random()
            if k < 0.4:
                req["lead"] = None
            elif k < 0.85:
                req["lead"] = _join(_shape(game, rng), rng)
            elif k < 0.95:
                req["lead"] = _cards_value(game, rng)
            # else: no lead member at all (leading)
        if op == "follow_ok":
            req["lead"] = _join(_shape(game, rng), rng)
            req["play"] = _cards_value(game, rng, within=hand)
    elif op == "settle_sky":
        n = rng.choice([2, 2, 3, 4, 5, 8, 1, 9]) if rng.random() < 0.95 else 0
        pack = _pack(game, max(n, 1))
        rng.shuffle(pack)
        hands = [_join(pack[i * 54 : (i + 1) * 54], rng) for i in range(min(n, len(pack) // 54))]
        if rng.random() < 0.3 and hands:  # short hands, or a hand the pack cannot hold
            hands[rng.randrange(len(hands))] = _join(cards(game, rng), rng)
        req["hands"] = hands if rng.random() > 0.03 else rng.choice(["3s", [1, 2], None, {}])
        req["banker"] = rng.randrange(max(n, 1)) if rng.random() < 0.9 else rng.choice([-1, n, 1.0, "0", True, None])
    if rng.random() < 0.9:
        req["ctx"] = ctx(game, rng)
    if rng.random() < 0.02:
        req[rng.choice(["extra", "cards", "hand", "lead"])] = rng.choice([1, None, "3s", [], {"a": 1}])
    if rng.random() < 0.01:
        del req[rng.choice(sorted(req))]
    return req


def _junk_line(rng: random.Random) -> bytes:
    """A line that is not a request object: invalid JSON, invalid UTF-8, the wrong type."""
    return rng.choice(
        [
            b"not json",
            b"{",
            b'{"op": "classify", "game": "tiandiren", "cards": "3s"',
            b"[1, 2]",
            b'"string"',
            b"null",
            b"42",
            b"\xff\xfe\x00",
            b'{"id": "\xed\xa0\x80", "op": "x"}',  # a surrogate in raw (invalid) UTF-8
            b'{"id": NaN}',
            b'{"id": 1, "op": "classify", "game": "tiandiren", "cards": "3s", "ctx": {"strict_shape": NaN}}',
            b'{"id": 1, "op": 7, "game": []}',
            b'{"id": 1, "op": "classify", "game": "chess", "cards": "3s"}',
            b'{"id": 1, "op": "fly", "game": "tiandiren"}',
            b'{"id": 1}',
            b"[" * 3000 + b"]" * 3000,
            b'{"id": ' + b"[" * 5000 + b"]" * 5000 + b"}",
            b'{"a": ' * 2000 + b"1" + b"}" * 2000,
            b'{"id": 1, "id": 2, "op": "classify", "game": "doudizhu", "cards": "3s"}',
            b"\xef\xbb\xbf{}",  # a byte-order mark
            b'{"id": 1, "op": "classify", "game": "tiandiren", "cards": "' + b"3s " * 3000 + b'"}',
        ]
    )


def request_line(rng: random.Random) -> bytes:
    """One generated line (without its newline): a request of a random game and op, or
    (one in twelve) junk."""
    if rng.random() < 1 / 12:
        return _junk_line(rng)
    game = rng.choice(sorted(GAMES)) if rng.random() > 0.01 else rng.choice(["chess", "", 5, None])
    if isinstance(game, str) and game in GAMES:
        op = rng.choice(GAME_OPS[game]) if rng.random() > 0.05 else rng.choice([*OPS, "fly", 3])
        req = request(game, op if isinstance(op, str) and op in OPS else "classify", rng)
        req["op"] = op
    else:
        req = {"op": rng.choice(OPS), "game": game, "cards": "3s"}
    rid = _id(rng)
    body = json.dumps(req, ensure_ascii=rng.random() < 0.5)
    if rid is not None:  # the id goes first, as raw JSON text (NaN and 1e999 included)
        body = '{"id": ' + rid + ", " + body[1:] if body != "{}" else '{"id": ' + rid + "}"
    return body.encode("utf-8", "surrogatepass")


def lines(seed: int, n: int) -> Iterator[bytes]:
    """``n`` generated lines (no newlines inside), reproducible from ``seed``."""
    rng = random.Random(seed)
    for _ in range(n):
        yield request_line(rng)


# --------------------------------------------------------------------------- checking


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def strict_loads(text: str | bytes) -> Any:
    """Parse one reply the way a strict JSON parser would: ``NaN``, ``Infinity`` and
    numbers beyond a double are refused."""

    def number(s: str) -> float:
        f = float(s)
        if f in (float("inf"), float("-inf")):
            raise ValueError(f"{s} is out of a double's range")
        return f

    return json.loads(text, parse_constant=_no_constant, parse_float=number)


#: (words in the message, label) for the tally of error replies, first match wins.
_KINDS = (
    ("NaN is not JSON", "not JSON: NaN"),
    ("Infinity is not JSON", "not JSON: Infinity"),
    ("beyond the range of a double", "not JSON: a number beyond a double"),
    ("is not UTF-8", "not JSON: not UTF-8"),
    ("too deeply nested", "too deeply nested"),
    ("not valid JSON", "not JSON: other"),
    ("request line longer", "line too long"),
    ("must be a JSON object", "not a JSON object"),
    ("unknown op", "unknown op"),
    ("unknown game", "unknown game"),
    ("is not available for", "op not offered by the game"),
    ("together:", "pack: sets of one deal hold too many copies together"),
    ("copies of", "pack: too many copies of a card"),
    ("has no jokers", "pack: a joker in a pack without jokers"),
    ("hand holds at most", "pack: more cards than a hand holds"),
    ("deals to", "pack: a deal of too few or too many hands"),
    ("not a card", "a bad card token"),
    ("cannot be read as", "the lead cannot be read as lead_type"),
    ("ctx", "bad ctx"),
    ("lead_type", "bad lead_type"),
    ("type", "bad lead_type"),
    ("lead", "the lead is not a legal lead"),
    ("must be", "a field of the wrong type"),
)


def error_kind(message: str) -> str:
    """A short label of an error message for the tally."""
    for words, label in _KINDS:
        if words in message:
            return label
    return "other: " + " ".join(message.split()[:4])


def check_reply(raw: bytes) -> tuple[dict[str, Any] | None, str | None]:
    """The decoded reply and None, or None and what is wrong with it."""
    try:
        text = raw.decode("ascii")
    except UnicodeDecodeError:
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            return None, "not UTF-8"
    if not text.endswith("\n") or "\n" in text[:-1]:
        return None, "not one line"
    try:
        reply = strict_loads(text)
    except (ValueError, RecursionError) as e:
        return None, f"not strict JSON: {e}"
    if not isinstance(reply, dict) or "id" not in reply:
        return None, "not an object with an id"
    if "error" in reply:
        if not isinstance(reply["error"], str) or not reply["error"]:
            return None, "an empty or non-text error"
        if reply["error"].startswith("internal error"):
            return None, reply["error"]
        if len(reply) != 2:
            return None, "an error reply with other fields"
    elif not set(reply) - {"id"}:
        return None, "neither a result nor an error"
    return reply, None


def run(seed: int, n: int, timeout: float | None = None) -> dict[str, Any]:
    """Send ``n`` generated lines through one referee process; the tally of the replies."""
    env = dict(os.environ, PYTHONIOENCODING="cp1252")  # a non-UTF-8 stdout, as on Windows
    proc = subprocess.Popen(
        [sys.executable, "-m", "desktop_app.engine.judge"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
        env=env,
    )
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    sent = list(lines(seed, n))

    def feed() -> None:
        assert proc.stdin is not None
        try:
            for line in sent:
                proc.stdin.write(line + b"\n")
            proc.stdin.close()
        except BrokenPipeError:
            pass

    start = time.perf_counter()
    writer = threading.Thread(target=feed, daemon=True)
    writer.start()
    kinds: Counter[str] = Counter()
    failures: list[tuple[int, str, bytes]] = []
    replies = results = 0
    slowest = (0.0, -1)
    last = time.perf_counter()
    for i in range(n):
        raw = proc.stdout.readline()
        now = time.perf_counter()
        if now - last > slowest[0]:
            slowest = (now - last, i)
        last = now
        if not raw:
            failures.append((i, "no reply (the referee stopped)", sent[i]))
            break
        replies += 1
        reply, problem = check_reply(raw)
        if problem is not None:
            failures.append((i, problem, sent[i]))
        elif "error" in reply:
            kinds[error_kind(reply["error"])] += 1
        else:
            results += 1
    extra = proc.stdout.read()
    proc.wait(timeout=timeout)
    stderr = proc.stderr.read().decode("utf-8", "replace")
    elapsed = time.perf_counter() - start
    if extra.strip():
        failures.append((n, "more replies than lines", extra[:200]))
    return {
        "seed": seed,
        "lines": n,
        "replies": replies,
        "results": results,
        "errors": sum(kinds.values()),
        "error_kinds": dict(kinds.most_common()),
        "failures": [(i, why, line[:300].decode("utf-8", "replace")) for i, why, line in failures],
        "returncode": proc.returncode,
        "stderr": stderr[-2000:],
        "seconds": round(elapsed, 1),
        "slowest_reply": {"seconds": round(slowest[0], 3), "line": slowest[1]},
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--lines", type=int, default=100_000)
    ap.add_argument("--seed", type=int, default=12)
    ap.add_argument("--json", action="store_true", help="print the tally as JSON")
    args = ap.parse_args()
    tally = run(args.seed, args.lines)
    if args.json:
        print(json.dumps(tally, indent=1, ensure_ascii=False))
    else:
        print(f"seed {tally['seed']}: {tally['lines']} lines, {tally['replies']} replies in {tally['seconds']} s")
        print(f"  results: {tally['results']}, error replies: {tally['errors']}")
        for kind, count in tally["error_kinds"].items():
            print(f"    {count:7d}  {kind}")
        s = tally["slowest_reply"]
        print(f"  slowest reply: {s['seconds']} s (line {s['line']})")
        print(f"  exit code {tally['returncode']}, failures: {len(tally['failures'])}")
        for i, why, line in tally["failures"][:20]:
            print(f"    line {i}: {why}\n      {line}")
        if tally["stderr"].strip():
            print("  stderr:", tally["stderr"])
    ok = not tally["failures"] and tally["replies"] == tally["lines"] and tally["returncode"] == 0
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
