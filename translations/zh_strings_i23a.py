"""Simplified Chinese of the History page's result filter (issue #23, branch i23a)."""

ZH_CN = {
    "{name} won": "{name} 胜",
    "{name} lost": "{name} 负",
    "Won at this PC": "本机玩家胜",
    "Lost at this PC": "本机玩家负",
    "{name}: {result}": "{name}：{result}",
    "{result} (any player)": "{result}（任一玩家）",
}
