"""Simplified Chinese of the table's feel (issue #28, branch i28feel): View ▸ Sound,
Reduce motion, the side panel."""

ZH_CN = {
    "S&ound": "声音(&O)",
    "&Mute sounds": "静音(&M)",
    "Volume {n} %": "音量 {n}%",
    "&Reduce motion (no celebrations)": "减少动效（不放庆祝动画）(&R)",
    "Side &panel (log and card counter)": "侧栏（牌局记录和记牌器）(&P)",
}
