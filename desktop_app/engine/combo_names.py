"""The names of the games' combination types (pure Python, no Qt): the source strings of
context ``Texts`` that the table, the hints and the explanations translate, in one place.
``COMBOS[game]`` names a game's own types and overrides ``COMBOS_COMMON`` (斗地主's
"Joker rocket" is both jokers; 天地人's rocket is three of a rank)."""

from __future__ import annotations

__all__ = ["COMBOS", "COMBOS_COMMON", "combo_name"]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context`` (lupdate reads the call; no Qt here)."""
    return text


COMBOS_COMMON: dict[str, str] = {
    "single": QT_TRANSLATE_NOOP("Texts", "Single"),
    "pair": QT_TRANSLATE_NOOP("Texts", "Pair"),
    "trio": QT_TRANSLATE_NOOP("Texts", "Trio"),
    "triple": QT_TRANSLATE_NOOP("Texts", "Triple"),
    "straight": QT_TRANSLATE_NOOP("Texts", "Straight"),
    "pair_straight": QT_TRANSLATE_NOOP("Texts", "Pair straight"),
    "bomb": QT_TRANSLATE_NOOP("Texts", "Bomb"),
    "rocket": QT_TRANSLATE_NOOP("Texts", "Rocket"),
}
COMBOS: dict[str, dict[str, str]] = {
    "tiandiren": {
        "rocket": QT_TRANSLATE_NOOP("Texts", "Rocket"),
        "starship": QT_TRANSLATE_NOOP("Texts", "Starship"),
        "lone_boat": QT_TRANSLATE_NOOP("Texts", "Lone boat"),
        "drone": QT_TRANSLATE_NOOP("Texts", "Drone"),
        "super_drone": QT_TRANSLATE_NOOP("Texts", "Super drone"),
        "spaceship": QT_TRANSLATE_NOOP("Texts", "Spaceship"),
    },
    "doudizhu": {
        "trio": QT_TRANSLATE_NOOP("Texts", "Trio"),
        "trio_single": QT_TRANSLATE_NOOP("Texts", "Trio with a single"),
        "trio_pair": QT_TRANSLATE_NOOP("Texts", "Trio with a pair"),
        "plane": QT_TRANSLATE_NOOP("Texts", "Plane"),
        "plane_single": QT_TRANSLATE_NOOP("Texts", "Plane with singles"),
        "plane_pair": QT_TRANSLATE_NOOP("Texts", "Plane with pairs"),
        "four_two_single": QT_TRANSLATE_NOOP("Texts", "Four with two singles"),
        "four_two_pair": QT_TRANSLATE_NOOP("Texts", "Four with two pairs"),
        "soft_bomb": QT_TRANSLATE_NOOP("Texts", "Soft bomb"),
        "laizi_bomb": QT_TRANSLATE_NOOP("Texts", "Wild bomb"),
        "rocket": QT_TRANSLATE_NOOP("Texts", "Joker rocket"),
    },
    "hongwu": {
        "tractor": QT_TRANSLATE_NOOP("Texts", "Tractor"),
        "throw": QT_TRANSLATE_NOOP("Texts", "Throw"),
        "discard": QT_TRANSLATE_NOOP("Texts", "Discard"),  # 垫牌: a follow that does not contest
    },
    "yuanzi": {
        "atom": QT_TRANSLATE_NOOP("Texts", "Atom"),
        "hydrogen": QT_TRANSLATE_NOOP("Texts", "Hydrogen bomb"),
    },
    "shengsidu": {
        "triple_pair": QT_TRANSLATE_NOOP("Texts", "Triple with a pair"),
        "triple_two": QT_TRANSLATE_NOOP("Texts", "Triple with two"),
        "triple_one": QT_TRANSLATE_NOOP("Texts", "Triple with one"),
        "triple_straight": QT_TRANSLATE_NOOP("Texts", "Triple straight"),
        "four_one": QT_TRANSLATE_NOOP("Texts", "Four with one"),
        "four_three": QT_TRANSLATE_NOOP("Texts", "Four with three"),
        "plane_triple_pair": QT_TRANSLATE_NOOP("Texts", "Plane of triples with pairs"),
        "plane_four_one": QT_TRANSLATE_NOOP("Texts", "Plane of fours with one"),
    },
}


def combo_name(game_id: str, type_id: str) -> str | None:
    """The source name of ``type_id`` in ``game_id`` (None: a type with no name)."""
    return COMBOS.get(game_id, {}).get(type_id) or COMBOS_COMMON.get(type_id)
