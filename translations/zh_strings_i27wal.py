# ruff: noqa: E501
"""Simplified Chinese for the strings of branch i27wal (issue #27: a damaged history salvaged)."""

ZH_CN = {
    "The game history was damaged. It was kept as {backup}; 1 game was recovered into a new one.": "游戏历史记录已损坏。原文件已保留为 {backup}，其中 1 局对局已恢复到新的历史记录中。",
    "The game history was damaged. It was kept as {backup}; {n} games were recovered into a new one.": "游戏历史记录已损坏。原文件已保留为 {backup}，其中 {n} 局对局已恢复到新的历史记录中。",
}
