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
    # a table of one's own: seats and rules (CreateTableDialog, LobbyView)
    "Open for a person": "空位（留给玩家）",
    "This server offers no game for a table of your own.": "这台服务器没有可以自己开桌的游戏。",
    "Leave at least one seat open: a table of bots alone has nobody to sit down.": "请至少留一个空位：全是电脑的牌桌没有人能入座。",
    "Give the table a name.": "请给牌桌起个名字。",
    "A table of your own": "自己开一桌",
    "Seats (in play order): open for a person, or a bot": "座位（按出牌顺序）：空位留给玩家，或由电脑坐",
    "Table name": "牌桌名称",
    "A table": "牌桌",
    "Create the table": "开桌",
    "A table of the game picked, every seat open": "开一桌所选的游戏，所有座位都留空",
    "Seats and rules…": "座位和规则…",
    "Choose which seats are bots (and their level) and the rule options": "选择哪些座位由电脑坐（及其水平）和规则选项",
}
