"""Simplified Chinese of the History and replay work of issue #23 (branch i23hist): the
replay's score dialog, the statistics charts and summaries, export/import progress."""

ZH_CN = {
    # the replay's score dialog
    "Replay of game {n} of {m}": "第 {n} 局（共 {m} 局）回放",
    "Replay: game {n} of {m} is over.": "回放：第 {n} 局（共 {m} 局）结束。",
    "Replay of the game": "牌局回放",
    "Replay: the game is over.": "回放：本局结束。",
    "Scores — {what}": "得分 — {what}",
    # the statistics charts
    "Average of the last {n} games": "最近 {n} 局的平均值",
    "95 % interval (Wilson)": "95% 区间（Wilson）",
    "Bars: the share of hands dealt each kind in the history. Whiskers: its 95 % Wilson interval, where "
    "the true chance lies 19 times in 20. Diamonds: the exact chance.": "柱：历史中拿到每种天牌的手牌比例。"
    "误差线：其 95% Wilson 区间，真实概率有 95% 的把握落在其中。菱形：精确概率。",
    "{title}: the running score of each game, on its own scale.": "{title}：每种游戏的累计得分，各用自己的刻度。",
}
