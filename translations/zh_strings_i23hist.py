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
    # export and import with progress
    "Exporting games": "正在导出对局",
    "Importing games": "正在导入对局",
    "Cancel": "取消",
    "Stopping after the games being done…": "正在完成手头的对局，随后停止……",
    "Exporting games: {done} of {total}": "正在导出对局：{done} / {total}",
    "Importing files: {done} of {total}": "正在导入文件：{done} / {total}",
    "Export cancelled: {n} of {total} games were written to {folder}.": "导出已取消：{total} 局中有 {n} 局已写入 {folder}。",
    "Games exported to {folder}: {n}.": "已导出到 {folder} 的对局：{n} 局。",
    "Games that could not be written: {n}.": "未能写入的对局：{n} 局。",
    "Import cancelled after {done} of {total} files; the games added so far stay.": "导入已在 {total} 个文件中的第 {done} 个之后取消；已添加的对局会保留。",
    # a player's summaries
    "A player's summary": "玩家概览",
    "Choose a player to see their summaries.": "选择一位玩家查看其概览。",
    "Each game": "各游戏",
    "By role": "按角色",
    "{game}: spring and bombs": "{game}：春天与炸弹",
    "{game}: how the games ended": "{game}：各局结果",
    "By opponent": "按对手",
    "Against bots, by level": "对电脑，按级别",
    "Average score": "平均得分",
    "Longest win streak": "最长连胜",
    "Longest losing streak": "最长连败",
    "Role": "角色",
    "Springs (春天)": "春天",
    "Springs won": "打出春天并获胜",
    "Reverse springs (反春)": "反春",
    "Bombs played": "打出的炸弹",
    "Games with a bomb": "有炸弹的局",
    "What": "项目",
    "Count": "次数",
    "Share": "占比",
    "Opponent": "对手",
    "Played together": "同桌局数",
    "Your wins": "你的胜局",
    "Bot level": "电脑级别",
    "Random": "随机",
}
