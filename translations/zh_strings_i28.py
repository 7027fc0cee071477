"""Simplified Chinese for the strings added by issue #28 (playtest leftovers)."""

ZH_CN = {
    "{combo}, {cards}": "{combo}，{cards}",
    "{combo} ×{n}, {low}–{high}": "{combo}×{n}，{low}–{high}",
}
ZH_CN["No bid"] = "不叫"
