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
