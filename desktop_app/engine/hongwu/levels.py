"""The 20 红五 career levels (级别) of the seed: a player profile's title, earned from the
accumulated 红五 settlement points and shown beside the player's name.

The seed's table gives each level an upgrade score (一级升级分): the accumulated points
at which a player leaves that level for the next one. So a player is at level 1 (钟灵)
below 15 points (negative totals included), at level 2 (木婉清) from 15 up to 44, and at
level 20 (王语嫣) from 7,864,305 on; the top level's own figure (15,728,640, as printed
in the seed) is kept as data but has no level above it.

>>> level_for(0).name_zh, level_for(15).name_zh, level_for(-40).number
('钟灵', '木婉清', 1)
>>> level_for(7864305).name_en, level_for(10**9).number
('Wang Yuyan', 20)
>>> progress(30)
(2, 15, 45)
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass

__all__ = ["LEVELS", "Level", "level_for", "progress"]


@dataclass(frozen=True, slots=True)
class Level:
    """One career level: ``number`` 1..20, names (简体, 繁體, English gloss) and the
    accumulated points at which the player moves up (``upgrade_points``)."""

    number: int
    name_zh: str
    name_zh_tw: str
    name_en: str
    upgrade_points: int

    def label_params(self) -> dict[str, object]:
        return {"level": self.number, "name_zh": self.name_zh, "name_zh_tw": self.name_zh_tw, "name_en": self.name_en}


#: The seed's table (characters of 天龙八部, Demi-Gods and Semi-Devils), as data.
LEVELS: tuple[Level, ...] = (
    Level(1, "钟灵", "鍾靈", "Zhong Ling", 15),
    Level(2, "木婉清", "木婉清", "Mu Wanqing", 45),
    Level(3, "南海鳄神", "南海鱷神", "Crocodile God of the South Sea", 105),
    Level(4, "阿朱", "阿朱", "A'Zhu", 225),
    Level(5, "黄眉僧", "黃眉僧", "Yellow-Browed Monk", 465),
    Level(6, "段延庆", "段延慶", "Duan Yanqing", 945),
    Level(7, "慕容复", "慕容復", "Murong Fu", 1905),
    Level(8, "鸠摩智", "鳩摩智", "Jiumozhi", 3825),
    Level(9, "丁春秋", "丁春秋", "Ding Chunqiu", 7665),
    Level(10, "游坦之", "游坦之", "You Tanzhi", 15345),
    Level(11, "慕容博", "慕容博", "Murong Bo", 30705),
    Level(12, "萧远山", "蕭遠山", "Xiao Yuanshan", 61425),
    Level(13, "天山童姥", "天山童姥", "Child Elder of Tianshan", 122865),
    Level(14, "李秋水", "李秋水", "Li Qiushui", 245745),
    Level(15, "玄慈方丈", "玄慈方丈", "Abbot Xuanci", 491505),
    Level(16, "段誉", "段譽", "Duan Yu", 983025),
    Level(17, "虚竹", "虛竹", "Xuzhu", 1966065),
    Level(18, "乔峰", "喬峰", "Qiao Feng", 3932145),
    Level(19, "扫地僧", "掃地僧", "The Sweeping Monk", 7864305),
    Level(20, "王语嫣", "王語嫣", "Wang Yuyan", 15728640),
)

_THRESHOLDS = [lv.upgrade_points for lv in LEVELS[:-1]]


def level_for(points: int) -> Level:
    """The level of a player with ``points`` accumulated 红五 settlement points."""
    return LEVELS[bisect_right(_THRESHOLDS, points)]


def progress(points: int) -> tuple[int, int, int | None]:
    """(level number, points where this level starts (0 for level 1), points of the next
    level or None at the top), for a progress bar."""
    i = bisect_right(_THRESHOLDS, points)
    start = 0 if i == 0 else _THRESHOLDS[i - 1]
    nxt = _THRESHOLDS[i] if i < len(_THRESHOLDS) else None
    return LEVELS[i].number, start, nxt
