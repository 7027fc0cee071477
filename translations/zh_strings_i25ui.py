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
}
