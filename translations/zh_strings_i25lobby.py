# ruff: noqa: E501
"""Simplified Chinese of a server's tables in the Join dialog (issue #25, branch i25lobby)."""

ZH_CN = {
    # the tables (LobbyView)
    "{name}: {text}": "{name}：{text}",
    "In the lobby: {names}": "大厅里：{names}",
    "{n}: {names}": "{n}人：{names}",
    "{free} of {n} seats free": "空位 {free}/{n}",
    "playing": "对局中",
    "between games": "局间休息",
    "(open)": "（空位）",
    "{name} (bot, {level})": "{name}（电脑，{level}）",
    "{name} (away)": "{name}（已离开）",
    "Table": "牌桌",
    "Watching": "观战",
    "Sit down": "入座",
    "Watch": "观战",
    "Say": "发送",
    "Say something to everyone in the lobby": "对大厅里的所有人说点什么",
    "The server says: {message}": "服务器回复：{message}",
    "A table of your own:": "自己开一桌：",
    "Create": "开桌",
    # the Join dialog
    "Looking at the server…": "正在查看服务器…",
    "This server holds {n} tables: pick one to sit down or to watch.": "这台服务器有 {n} 张牌桌：选一张入座或观战。",
    "This address holds a single room ({room}, {game}): press Join.": "这个地址只有一个房间（{room}，{game}）：请按“加入”。",
    "Show the server's tables": "查看服务器的牌桌",
    "Tables at this server": "这台服务器的牌桌",
}
