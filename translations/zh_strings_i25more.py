# ruff: noqa: E501
"""Simplified Chinese of a refused table, a table of one's own with seats and rules, and the
history's name search (issue #25 and #23, branch i25more)."""

ZH_CN = {
    # a refused create_room (LanTexts)
    "This server does not let players create tables.": "这台服务器不允许玩家自己开桌。",
    "The server already holds as many tables as it takes.": "服务器的牌桌已经开满了。",
    "This PC's network address already has as many tables of its own as the server allows.": "这台电脑的网络地址开的牌桌已达服务器允许的上限。",
    "The server does not offer that game.": "服务器不提供这个游戏。",
    "The game cannot be played by that many players.": "这个游戏不能由这么多人玩。",
    "The seats are not right: each is open or a bot.": "座位设置不对：每个座位只能是空位或电脑。",
    "A table needs at least one open seat.": "一张牌桌至少要留一个空位。",
    "The server did not take the rule options.": "服务器不接受这些规则选项。",
    "A match has 1 to 100 games.": "一场比赛有 1 到 100 局。",
    "The table's name is not right: 1 to 64 characters.": "牌桌名称不对：须为 1 到 64 个字符。",
    "The server did not create the table: {message}": "服务器没有开桌：{message}",
    "The server did not create the table. {why}": "服务器没有开桌。{why}",
    "{sentence} (The server says: “{message}”)": "{sentence}（服务器原话：“{message}”）",
}
