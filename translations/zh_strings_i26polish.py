"""Simplified Chinese of the #26 polish (branch i26polish): a game whose host was lost,
the log's dispute lines, the LAN host's refusals, disputes in the replay viewer."""

ZH_CN = {
    "The host was lost; this PC never had the whole deal, so this game cannot be replayed. "
    "It is kept void, with what this PC saw of it.": "主机已断开；本机从未拿到完整的发牌，因此本局无法回放。"
    "本局记为无效，并保留本机所见的内容。",
    "This PC never had the whole game, so it cannot be replayed.": "本机从未拿到完整的牌局，因此无法回放。",
    "Not replayable": "无法回放",
    "What this PC saw:": "本机所见：",
    # the LAN host's refusals (Explain and Texts)
    "A spectator watches the game: only a seated player makes moves.": "旁观者只观看牌局：只有在座的玩家才能出牌。",
    "In a LAN room each computer moves only for the seat the host gave it.":
        "局域网房间里，每台电脑只能为主机分配给它的座位行动。",
    "The host takes only so many messages a second from one computer: wait a moment and try again.":
        "主机每秒只接收一台电脑的有限条消息：请稍等片刻再试。",
    "The host could not handle that move; the game goes on as before.": "主机无法处理这一步；牌局照常进行。",
    "The host could not read that move as this app's LAN protocol writes it.":
        "主机无法按本程序的局域网协议读取这一步。",
    "A spectator cannot make moves.": "旁观者不能出牌。",
    "That seat is not yours in this room.": "这个座位在本房间里不属于你。",
    "Too many messages at once: wait a moment.": "消息太多：请稍等片刻。",
    "The host could not handle that move.": "主机无法处理这一步。",
    "The host could not read that move.": "主机无法读取这一步。",
    "A dispute names a move of this game (or the deal) and says in a few words what is wrong.":
        "仲裁须指明本局的一手牌（或发牌），并用几句话说明哪里不对。",
    "That dispute cannot be kept.": "这项仲裁无法记录。",
    # the replay viewer's disputes
    "⚑ Dispute": "⚑ 仲裁",
    "⚑ disputed at move {moves}": "⚑ 有仲裁的手数：{moves}",
    "The host did not keep the dispute or vote (a move it has not reached, or a vote not open).":
        "主机没有记录这项仲裁或投票（牌局尚未到那一手，或投票未开启）。",
}
