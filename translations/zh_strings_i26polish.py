"""Simplified Chinese of the #26 polish (branch i26polish): a game whose host was lost,
the log's dispute lines, the LAN host's refusals, disputes in the replay viewer."""

ZH_CN = {
    "The host was lost; this PC never had the whole deal, so this game cannot be replayed. "
    "It is kept void, with what this PC saw of it.": "主机已断开；本机从未拿到完整的发牌，因此本局无法回放。"
    "本局记为无效，并保留本机所见的内容。",
    "This PC never had the whole game, so it cannot be replayed.": "本机从未拿到完整的牌局，因此无法回放。",
    "Not replayable": "无法回放",
    "What this PC saw:": "本机所见：",
}
