"""The referee's worst answer times, per game and op, over generated inputs.

    python benchmarks/judge_bench.py [--quick] [--json] [--seed 7]

Every request goes through :func:`desktop_app.referee.handle` (the dispatcher behind
``python -m desktop_app.engine.judge``: field parsing, the pack checks, the op), timed
wall-clock and CPU. The inputs are the hard ones within what the referee accepts:

* hands of the largest size each game deals (and a few smaller), from four families:
  ``random`` deals from the pack, ``few`` (one to five ranks, every copy of them: with 8
  decks, 天地人's worst case for enumerating plays and suit variants), ``run`` (a block
  of consecutive ranks, every copy: chains, planes, tractors), ``jokers`` (every joker
  and 2 of the pack first), ``suits`` (one or two suits only: 红五's long plain suits,
  whose throw attempts and ruffs are the most to list);
* every ``ctx`` the game knows (each 癞子 and 刀 rank, each trump suit, each room option
  and ``strict_shape``), drawn per hand;
* leads taken from the plan and the hints of a second hand dealt from the rest of the
  pack (so that hand and lead fit in the pack together): the largest plays of a hand
  (long rockets, planes, throws) as well as small ones;
* ``beats`` and ``follow_ok`` on the hints found, ``classify`` on leads, plans and whole
  hands, ``sky`` on 54-card hands and ``settle_sky`` on whole deals of 2 to 8 hands;
* the refused: a 1 MB line of cards, and the generated lines of
  ``benchmarks/judge_fuzz.py`` (junk, wrong types, too many copies, oversized hands).

Prints per game and op: how many requests, the median, the worst wall time and the CPU
time of that worst request, and what the worst input was. Timings are this machine's,
not tests (CI machines are noisy). ``--quick``: fewer hands.
"""

from __future__ import annotations

import os as _os

_os.environ["PAIJU_LOOPBACK_ONLY"] = "1"  # network safety: benchmarks send nothing beyond 127.0.0.1

import argparse
import json
import random
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import judge_fuzz as F  # the generator beside this script

from desktop_app.engine.cards import Card, format_cards, make_pack
from desktop_app.referee import handle

RANK_TEXT = "3456789TJQKA2"
SUITS = "shcd"


def ctx_choices(game: str) -> list[dict[str, Any]]:
    """Every ctx the game knows (the options that change the answers)."""
    if game == "tiandiren":
        return [{}, {"strict_shape": True}]
    if game == "doudizhu":
        return [{"laizi": None}] + [{"laizi": r} for r in RANK_TEXT]
    if game == "hongwu":
        return [{"trump": s} for s in SUITS]
    if game == "yuanzi":
        return [{"dao": r} for r in RANK_TEXT]
    return [
        {"loose_three_two": a, "two_connects_three": b, "last_cards": c}
        for a in (False, True)
        for b in (False, True)
        for c in (False, True)
    ]


def family_hand(game: str, family: str, size: int, rng: random.Random) -> list[Card]:
    info = F.GAMES[game]
    pack = make_pack(info["decks"], jokers=info["jokers"])
    rng.shuffle(pack)
    if family == "few":
        ranks = set(rng.sample(sorted({c.rank for c in pack}), rng.randint(1, 5)))
        pool = [c for c in pack if c.rank in ranks]
    elif family == "run":
        low = rng.randint(3, 12)
        ranks = set(range(low, low + rng.randint(3, 8)))
        pool = [c for c in pack if c.rank in ranks]
    elif family == "jokers":
        pool = sorted(pack, key=lambda c: -int(c.rank))
    elif family == "suits":
        suits = set(rng.sample(SUITS, rng.randint(1, 2)))
        pool = [c for c in pack if c.suit is not None and c.suit.value in suits]
    else:
        pool = pack
    if len(pool) < size:  # not enough cards of those ranks: fill from the rest
        rest = [c for c in pack if c not in pool] if family != "random" else []
        pool = pool + rest
    return pool[:size]


def rest_of_pack(game: str, hand: list[Card], rng: random.Random) -> list[Card]:
    info = F.GAMES[game]
    pack = make_pack(info["decks"], jokers=info["jokers"])
    for c in hand:
        pack.remove(c)
    rng.shuffle(pack)
    return pack


class Timings:
    def __init__(self) -> None:
        self.times: dict[tuple[str, str], list[float]] = defaultdict(list)
        self.worst: dict[tuple[str, str], tuple[float, float, str]] = {}

    def ask(self, label: str, req: dict[str, Any], what: str) -> dict[str, Any]:
        game = req.get("game")
        key = (game if isinstance(game, str) and game in F.GAMES else "(other)", label)
        c0, t0 = time.process_time(), time.perf_counter()
        reply = handle(req)
        wall, cpu = time.perf_counter() - t0, time.process_time() - c0
        self.times[key].append(wall)
        if wall > self.worst.get(key, (-1.0, 0.0, ""))[0]:
            self.worst[key] = (wall, cpu, what)
        if reply.get("error", "").startswith("internal error"):
            raise SystemExit(f"internal error on {req}: {reply}")
        return reply


def bench_game(game: str, t: Timings, rng: random.Random, hands: int) -> None:
    info = F.GAMES[game]
    ctxs = ctx_choices(game)
    families = ("random", "few", "run", "jokers", "suits")
    for i in range(hands):
        family = families[i % len(families)]
        size = info["max_hand"] if i % 3 else rng.randint(info["max_hand"] // 2, info["max_hand"])
        hand = family_hand(game, family, size, rng)
        ctx = rng.choice(ctxs)
        text = format_cards(hand)
        what = f"{family} hand of {len(hand)}, ctx {json.dumps(ctx)}"
        base = {"game": game, "ctx": ctx}
        plan = t.ask("plan", {**base, "op": "plan", "hand": text}, what)
        t.ask("classify", {**base, "op": "classify", "cards": text}, what + " (the whole hand)")
        leads_of_hand = t.ask("hint", {**base, "op": "hint", "hand": text, "lead": None}, what + ", leading")
        for p in plan.get("plays", [])[:4] + leads_of_hand.get("plays", [])[:2]:
            t.ask("classify", {**base, "op": "classify", "cards": p}, f"a play of {len(p.split())} cards")
        # leads from a second hand of the rest of the pack: its plan (the largest plays) and hints
        rest = rest_of_pack(game, hand, rng)
        other_family = rng.choice(families)
        other = [c for c in family_hand(game, other_family, len(rest), rng) if c in rest]
        other = (other or rest)[: info["max_hand"]]
        other_text = format_cards(other)
        leads = t.ask("plan", {**base, "op": "plan", "hand": other_text}, f"{other_family} hand of {len(other)}")
        hints = t.ask("hint", {**base, "op": "hint", "hand": other_text, "lead": None}, f"{other_family} hand")
        pool = list(
            dict.fromkeys(
                leads.get("plays", []) + rng.sample(hints.get("plays", []), min(6, len(hints.get("plays", []))))
            )
        )
        for lead in pool[:10]:
            n = len(lead.split())
            reply = t.ask(
                "hint", {**base, "op": "hint", "hand": text, "lead": lead}, f"{what}, lead of {n} cards: {lead[:60]}"
            )
            for play in reply.get("plays", [])[:2] + reply.get("plays", [])[-1:]:
                t.ask(
                    "beats",
                    {**base, "op": "beats", "lead": lead, "play": play},
                    f"lead of {n}, play of {len(play.split())}",
                )
            if game == "hongwu":
                for play in [*reply.get("plays", [])[:2], " ".join(text.split()[:n])]:
                    t.ask(
                        "follow_ok",
                        {**base, "op": "follow_ok", "hand": text, "lead": lead, "play": play},
                        f"{what}, lead of {n}",
                    )
    if game == "tiandiren":
        for _ in range(hands):
            n = rng.randint(2, 8)
            pack = make_pack(n)
            rng.shuffle(pack)
            deal = [format_cards(pack[s * 54 : (s + 1) * 54]) for s in range(n)]
            t.ask("sky", {"game": game, "op": "sky", "cards": deal[0]}, "a 54-card hand")
            t.ask("settle_sky", {"game": game, "op": "settle_sky", "hands": deal, "banker": 0}, f"a deal of {n} hands")


def bench_refused(t: Timings, seed: int, lines: int) -> None:
    from desktop_app.referee.jsonl import reply_to

    huge = json.dumps({"op": "hint", "game": "tiandiren", "hand": "3s " * 349_000, "lead": None}).encode()
    for label, raw in (("refused: 1 MB of cards", huge),):
        c0, t0 = time.process_time(), time.perf_counter()
        reply_to(raw)
        wall, cpu = time.perf_counter() - t0, time.process_time() - c0
        t.times[("(any)", label)].append(wall)
        t.worst[("(any)", label)] = (wall, cpu, f"{len(raw)} bytes")
    for raw in F.lines(seed, lines):
        c0, t0 = time.process_time(), time.perf_counter()
        reply_to(raw)
        wall, cpu = time.perf_counter() - t0, time.process_time() - c0
        key = ("(any)", "fuzz lines")
        t.times[key].append(wall)
        if wall > t.worst.get(key, (-1.0, 0.0, ""))[0]:
            t.worst[key] = (wall, cpu, raw[:100].decode("utf-8", "replace"))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="fewer hands per game")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()
    hands = 8 if args.quick else 40
    rng = random.Random(args.seed)
    t = Timings()
    start = time.perf_counter()
    handle({"op": "plan", "game": "tiandiren", "hand": "3s"})  # warm the imports
    for game in F.GAMES:
        for warm in ("3s 4s 5s", "3s 3h"):
            handle({"op": "hint", "game": game, "hand": warm, "lead": None, "ctx": ctx_choices(game)[0]})
        bench_game(game, t, rng, hands)
    bench_refused(t, args.seed, 2000 if args.quick else 10000)
    rows = []
    for key in sorted(t.times):
        ts = t.times[key]
        wall, cpu, what = t.worst[key]
        rows.append(
            {
                "game": key[0],
                "op": key[1],
                "requests": len(ts),
                "median_ms": round(statistics.median(ts) * 1000, 2),
                "worst_ms": round(wall * 1000, 1),
                "worst_cpu_ms": round(cpu * 1000, 1),
                "worst_input": what,
            }
        )
    if args.json:
        print(json.dumps({"seconds": round(time.perf_counter() - start, 1), "rows": rows}, indent=1))
        return 0
    print(f"{'game':10} {'op':24} {'requests':>8} {'median ms':>10} {'worst ms':>9} {'cpu ms':>8}  worst input")
    for r in rows:
        print(
            f"{r['game']:10} {r['op']:24} {r['requests']:8d} {r['median_ms']:10.2f} {r['worst_ms']:9.1f}"
            f" {r['worst_cpu_ms']:8.1f}  {r['worst_input'][:90]}"
        )
    print(f"({round(time.perf_counter() - start, 1)} s in all)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
