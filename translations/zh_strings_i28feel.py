"""Simplified Chinese of the table's feel (issue #28, branch i28feel): View ▸ Sound,
Reduce motion, the side panel."""

ZH_CN = {
    "S&ound": "声音(&O)",
    "&Mute sounds": "静音(&M)",
    "Volume {n} %": "音量 {n}%",
    "&Reduce motion (no celebrations)": "减少动效（不放庆祝动画）(&R)",
    "Side &panel (log and card counter)": "侧栏（牌局记录和记牌器）(&P)",
}
ZH_CN.update(
    {
        "To bury": "埋底",
        "{n} singles": "{n} 个单张",
        "{n} pairs": "{n} 个对子",
        "Plan: bury {k}, then {n} plays": "规划：埋 {k} 张，再出 {n} 手",
    }
)
