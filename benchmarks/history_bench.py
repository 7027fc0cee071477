"""Game history speed: recording a finished game, opening the History page, statistics.

    python benchmarks/history_bench.py [--games 10000] [--records 1000] [--json]

A history of ``--games`` real games (benchmarks/real_history.py: every game dealt and
played to its end by the bots, in matches of 1, 3 or 5 games with hot-seat names, cached
after the first run) is recorded in a temporary folder through the window's own path
(``ProfileStore.record_game`` with the context the window gives it); then printed:

* recording a finished game (``ProfileStore.record_game``, as the window does when a game
  ends: the game's description, its 天牌 deal for 天地人, one transaction with the profiles'
  figures, the WAL commit), median and p99 in ms, over ``--records`` further real games of
  every kind;
* every stored game read back and replayed to its stored scores (a count of those that do
  not: it must be 0), and the time it takes;
* opening the History page on that history (offscreen): the first time in the process
  (a new page: counting, the first page of 200 rows, the player names) and again
  (refresh), median of 5, in ms; fetching the next page as the view scrolls;
* statistics queries: a player's summary, the 天牌 deals, a search, in ms (median of 20).

Figures, not a test: CI machines are noisy. Recorded in docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ["PAIJU_LOOPBACK_ONLY"] = "1"  # network safety: loopback only (nothing here uses the network)
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

sys.path.insert(0, str(ROOT / "benchmarks"))

from real_history import real_games  # noqa: E402

from desktop_app.engine import replay  # noqa: E402
from desktop_app.store.history import GameFilter  # noqa: E402
from desktop_app.store.profiles import ProfileStore, history_beside  # noqa: E402


def _ms(seconds: list[float]) -> dict[str, float]:
    ms = sorted(s * 1000 for s in seconds)
    p99 = ms[min(len(ms) - 1, round(0.99 * (len(ms) - 1)))]
    return {"median": round(statistics.median(ms), 3), "p99": round(p99, 3), "max": round(ms[-1], 3), "n": len(ms)}


def _median_ms(fn, runs: int) -> float:
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return round(statistics.median(times) * 1000, 3)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=10_000, help="games in the history")
    ap.add_argument("--records", type=int, default=1000, help="games recorded for the timing")
    ap.add_argument("--seed", type=int, default=7, help="the seed of the real games' matches")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()

    folder = Path(tempfile.mkdtemp(prefix="paiju-history-bench-"))
    legacy = folder / "profiles.json"
    t = time.perf_counter()
    games = real_games(args.games + args.records, args.seed, log=lambda line: print(line, file=sys.stderr))
    generated = time.perf_counter() - t
    store = ProfileStore(legacy)
    t = time.perf_counter()
    for g in games[: args.games]:
        store.record_game(g.record, g.seats, g.outcome, g.played_at, context=g.context)
    filled = time.perf_counter() - t

    # ---- recording finished games (the last --records real games, each a new one)
    by_game: dict[str, list[float]] = {}
    times = []
    for g in games[args.games :]:
        t = time.perf_counter()
        store.record_game(g.record, g.seats, g.outcome, g.played_at, context=g.context)
        dt = time.perf_counter() - t
        times.append(dt)
        by_game.setdefault(g.record.game_id, []).append(dt)
    recording = _ms(times) if times else {"median": 0, "p99": 0, "max": 0, "n": 0}
    per_game = {g: _ms(v) for g, v in sorted(by_game.items())}
    size = history_beside(legacy).stat().st_size

    # ---- every stored game replays to its stored scores
    h = store.history
    t = time.perf_counter()
    rows = [r.id for r in h.page(GameFilter(), limit=h.count())]
    stored = len(rows)
    wrong = 0
    for row in rows:
        record, outcome = h.record(row), h.outcome(row)
        if record is None or outcome is None or replay(record).outcome != outcome:
            wrong += 1
    replayed = time.perf_counter() - t

    # ---- the History page
    t = time.perf_counter()
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    import pyqtgraph  # noqa: F401  (the charts' library: its first import is counted here)

    from desktop_app.ui.history.page import HistoryPage

    imports = time.perf_counter() - t
    t = time.perf_counter()
    page = HistoryPage(store.history, store)
    page.resize(1200, 800)
    page.show()
    app.processEvents()
    first_open = time.perf_counter() - t

    def reopen() -> None:
        page.refresh()
        app.processEvents()

    again = _median_ms(reopen, 5)

    def next_page() -> None:
        page.model.refresh()
        page.model.fetchMore()

    fetch = _median_ms(next_page, 5)
    page.close()

    # ---- statistics
    queries = {
        "player summary (Li, all games)": _median_ms(lambda: h.player_summary("Li"), 20),
        "score trend (Li, 生死堵)": _median_ms(lambda: h.score_trend("Li", "shengsidu"), 20),
        "天牌 deals per player count": _median_ms(lambda: h.sky_observations(), 20),
        "search 'li' (count + first page)": _median_ms(
            lambda: (h.count(GameFilter(search="li")), h.page(GameFilter(search="li"))), 20
        ),
        "player names (the filter list)": _median_ms(h.player_names, 20),
    }
    store.close()
    out = {
        "games": stored,
        "matches": len({g.context["match_id"] for g in games}),
        "database_mb": round(size / 1e6, 2),
        "play_or_load_s": round(generated, 2),
        "fill_s": round(filled, 2),
        "replayed_s": round(replayed, 2),
        "not_replaying": wrong,
        "record_ms": recording,
        "record_ms_by_game": per_game,
        "page_imports_ms": round(imports * 1000, 1),
        "page_first_open_ms": round(first_open * 1000, 1),
        "page_refresh_ms": again,
        "page_next_200_ms": fetch,
        "queries_ms": queries,
    }
    if args.json:
        print(json.dumps(out, ensure_ascii=False, indent=1))
        return 0
    print(
        f"history of {args.games:,} real games ({out['matches']:,} matches in all): {out['database_mb']} MB, "
        f"recorded in {out['fill_s']} s"
    )
    print(f"every stored game replayed: {stored:,} in {out['replayed_s']} s, {wrong} not to its stored scores")
    r = recording
    print(f"recording a finished game: median {r['median']} ms, p99 {r['p99']} ms, max {r['max']} ms ({r['n']} games)")
    for g, v in per_game.items():
        print(f"  {g}: median {v['median']} ms, p99 {v['p99']} ms")
    print(
        f"History page with {out['games']:,} games: first open {out['page_first_open_ms']} ms "
        f"(+ {out['page_imports_ms']} ms of first imports), again {again} ms, next 200 rows {fetch} ms"
    )
    for name, ms in queries.items():
        print(f"  {name}: {ms} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
