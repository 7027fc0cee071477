"""Simplified Chinese for the strings added by issue #24 (the installed app)."""

ZH_CN = {
    "Version {version} (commit {commit})": "版本 {version}（提交 {commit}）",
    "unknown": "未知",
    "Paiju games (*.paiju)": "牌局文件 (*.paiju)",
    "Paiju games (*.paiju *.json)": "牌局文件 (*.paiju *.json)",
}

ZH_TW_OVERRIDES = {
    "Paiju games (*.paiju)": "牌局檔案 (*.paiju)",
    "Paiju games (*.paiju *.json)": "牌局檔案 (*.paiju *.json)",
}

ZH_CN["Your settings were written by a newer version of Paiju ({path}). They are used as far as this version understands them and the file is left as it is: changes are not saved."] = (  # noqa: E501
    "你的设置是由更新版本的牌局写入的（{path}）。本版本只使用它能理解的部分，文件保持原样：现在的更改不会保存。"
)
ZH_CN["Your game history was written by a newer version of Paiju ({path}). It is left as it is: the games of this session are not added to it."] = (  # noqa: E501
    "你的对局历史是由更新版本的牌局写入的（{path}）。它保持原样：本次运行的对局不会加入其中。"
)
