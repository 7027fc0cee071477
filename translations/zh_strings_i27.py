# ruff: noqa: E501
"""Simplified Chinese for the strings of branch i27 (issue #27: damaged user files)."""

ZH_CN = {
    "This game cannot be opened: what the history keeps of it is damaged.": "无法打开这局对局：历史记录中保存的内容已损坏。",
}
