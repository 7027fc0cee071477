"""Simplified Chinese for the strings added by branch i25host (the host's list of bans)."""

ZH_CN = {
    "Bans": "封禁名单",
    "Name: {name}": "名字：{name}",
    "Device: the PC {name} used": "设备：{name} 用过的电脑",
    "Device: {id}": "设备：{id}",
    "Address: {address} (everyone there; banned with {name})": "地址：{address}（该地址的所有人；随 {name} 一起封禁）",
    "Address: {address} (everyone there)": "地址：{address}（该地址的所有人）",
    "A ban by name keeps that name out; by device, that PC, whatever name it uses; by address, "
    "everyone at that address. Bans last while the room is open.": (
        "按名字封禁：这个名字不能再进；按设备封禁：那台电脑不能再进，无论用什么名字；按地址封禁："
        "该地址的所有人都不能再进。封禁在房间开着时一直有效。"
    ),
    "Nobody is banned from this room.": "这个房间没有封禁任何人。",
    "Lift the ban": "解除封禁",
}
