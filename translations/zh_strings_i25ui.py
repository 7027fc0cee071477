"""Simplified Chinese for the strings added by issue #25's client and LAN-window fixes
(branch i25ui)."""

ZH_CN = {
    "Away · waiting for them": "离开 · 等待回来",
    "Waiting for {name} to come back": "等待 {name} 回来",
    "Your line was cut to {n} characters, the room's limit: {k} characters left out.": (
        "你的发言已截断为房间上限 {n} 个字符：舍去了 {k} 个字符。"
    ),
    "{name} moved to seat {n}.": "{name} 换到了 {n} 号座位。",
    "The host removed {name} from the room.": "房主已将 {name} 移出房间。",
    "{name}'s seat was taken back from another window or PC.": (
        "{name} 的座位已被另一个窗口或另一台电脑上的连接接管。"
    ),
    "Not sent: the line is longer than the room takes.": "未发送：这句话超出了房间允许的长度。",
    "The name": "名字",
    "Their PC": "所用的电脑",
    "Everyone at the address": "该地址的所有人",
    "PC {id}…": "电脑 {id}…",
    "Nobody is banned from this room.": "这个房间没有禁止任何人。",
    "They may not join this room again while it is open. Lift a ban to let them in.": (
        "房间开着期间，他们不能再加入。解除禁止即可让他们进来。"
    ),
    "Bans": "禁止名单",
    "Banned for": "被禁止的人",
    "What is banned": "禁止的是",
    "Which": "具体",
    "Lift the ban": "解除禁止",
    "By name: {name} may not join again": "按名字：{name} 不能再加入",
    "This PC: nobody at {name}'s PC may join again": "这台电脑：{name} 所用电脑上的人都不能再加入",
    "This address: nobody at {name}'s address may join again": "这个地址：{name} 所在地址的人都不能再加入",
    "The name and the address": "名字和地址",
    "Bans ({n})…": "禁止名单（{n}）…",
    "Bans…": "禁止名单…",
    "Deal verified: every card you saw follows from the shuffle (Paiju was restarted during the game, so it "
    "could not check whether your own random number was part of it).": (
        "发牌已验证：你看到的每一张牌都与洗牌相符（本机牌局在这局中途重新启动过，所以无法核对洗牌中是否有你的随机数）。"
    ),
}
