"""Simplified Chinese for the strings added by issue #28 (playtest leftovers)."""

ZH_CN = {
    "{combo}, {cards}": "{combo}，{cards}",
    "{combo} ×{n}, {low}–{high}": "{combo}×{n}，{low}–{high}",
}
ZH_CN["No bid"] = "不叫"

#: 原子's halves: 上半局 / 下半局, the seed's word (not a match's 上半场)
ZH_CN_BY_CONTEXT = {
    ("Yuanzi", "First half"): "上半局",
    ("Yuanzi", "Second half"): "下半局",
    ("Yuanzi", "The half is over."): "半局结束。",
    ("Yuanzi", "A half starts."): "半局开始。",
    ("Yuanzi", "Escape penalty in the first half"): "上半局逃跑罚分",
    ("Yuanzi", "Escape penalty in the second half"): "下半局逃跑罚分",
}
ZH_CN["{half} · Team A {a} : Team B {b}"] = "{half} · 甲队 {a} : 乙队 {b}"
ZH_CN["No bid (P)"] = "不叫 (P)"
