"""Simplified Chinese of the History and replay work of issue #23 (branch i23hist): the
replay's score dialog, the statistics charts and summaries, export/import progress."""

ZH_CN = {
    # the replay's score dialog
    "Replay of game {n} of {m}": "第 {n} 局（共 {m} 局）回放",
    "Replay: game {n} of {m} is over.": "回放：第 {n} 局（共 {m} 局）结束。",
    "Replay of the game": "牌局回放",
    "Replay: the game is over.": "回放：本局结束。",
    "Scores — {what}": "得分 — {what}",
}
