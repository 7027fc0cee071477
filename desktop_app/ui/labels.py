"""Labels of the new-game dialog: rule options and their choices, bot levels, default
seat names (translation context "Texts", like :mod:`.texts`, which re-exports them)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..store.seats import DEFAULT_NAME_FORMS


def tr(text: str) -> str:
    return QCoreApplication.translate("Texts", text)


def _humanize(ident: str) -> str:
    return ident.replace("_", " ").strip().capitalize()


# --------------------------------------------------------------------------- rule options

_OPTIONS: dict[str, str] = {
    "strict_shape": QT_TRANSLATE_NOOP("Texts", "Strict shapes (same number of groups and kickers to beat)"),
    "classic": QT_TRANSLATE_NOOP("Texts", "Classic game (no wild cards, no showing)"),
    "spring": QT_TRANSLATE_NOOP("Texts", "Spring doubles the stake"),
    "stake": QT_TRANSLATE_NOOP("Texts", "Room stake"),
    "room_stake": QT_TRANSLATE_NOOP("Texts", "Room stake"),
    "start_coins": QT_TRANSLATE_NOOP("Texts", "Starting coins"),
    "starting_coins": QT_TRANSLATE_NOOP("Texts", "Starting coins"),
    "coins": QT_TRANSLATE_NOOP("Texts", "Starting coins"),
    "allow_show": QT_TRANSLATE_NOOP("Texts", "Allow showing cards"),
    "laizi": QT_TRANSLATE_NOOP("Texts", "Wild cards"),
    "follow_pattern": QT_TRANSLATE_NOOP("Texts", "Pairs must follow pairs"),
    "kitty_double": QT_TRANSLATE_NOOP("Texts", "Kitty points doubled for the defenders"),
    "red_five_penalty": QT_TRANSLATE_NOOP("Texts", "Penalty per captured heart five"),
    "base": QT_TRANSLATE_NOOP("Texts", "Base score"),
    "base_score": QT_TRANSLATE_NOOP("Texts", "Base score"),
    "trump_timeout": QT_TRANSLATE_NOOP("Texts", "Seconds to choose trumps"),
    "trump_seconds": QT_TRANSLATE_NOOP("Texts", "Seconds to choose trumps"),
    "loose_three_two": QT_TRANSLATE_NOOP("Texts", "Triple with any two cards"),
    "two_connects_three": QT_TRANSLATE_NOOP("Texts", "2 may start a sequence (2-3-4)"),
    "winner_leads": QT_TRANSLATE_NOOP("Texts", "The previous winner leads"),
    "must_beat": QT_TRANSLATE_NOOP("Texts", "Must play when able to beat"),
    "must_play": QT_TRANSLATE_NOOP("Texts", "Must play when able to beat"),
    "report_single": QT_TRANSLATE_NOOP("Texts", "Highest single against a last card"),
    "last_card_highest": QT_TRANSLATE_NOOP("Texts", "Highest single against a last card"),
    "hint_only_when_playable": QT_TRANSLATE_NOOP("Texts", "Hint only when a beating play exists"),
    "scoring": QT_TRANSLATE_NOOP("Texts", "Scoring"),
    "bomb_bonus": QT_TRANSLATE_NOOP("Texts", "Bomb bonus"),
    "double_clip_threshold": QT_TRANSLATE_NOOP("Texts", "Double clip below this many points"),
    "win_stake": QT_TRANSLATE_NOOP("Texts", "Stake for a win"),
    "double_clip_stake": QT_TRANSLATE_NOOP("Texts", "Stake for a double clip"),
    "escape_bonus": QT_TRANSLATE_NOOP("Texts", "Escape bonus to each opponent"),
    "escape_bonus_min_tricks": QT_TRANSLATE_NOOP("Texts", "Tricks before the escape bonus is paid"),
    "start_coins_each": QT_TRANSLATE_NOOP("Texts", "Starting coins"),
    "variant": QT_TRANSLATE_NOOP("Texts", "Variant"),
    "jokers_as_kickers": QT_TRANSLATE_NOOP("Texts", "Jokers may be kickers"),
}
_CHOICES: dict[str, str] = {
    "cards": QT_TRANSLATE_NOOP("Texts", "By cards left"),
    "rank": QT_TRANSLATE_NOOP("Texts", "By finishing rank"),
    "laizi": QT_TRANSLATE_NOOP("Texts", "Wild cards and showing"),
    "classic": QT_TRANSLATE_NOOP("Texts", "Classic (no wild cards)"),
}


#: 原子's options that name a half (上半局 / 下半局, the seed's word)
_HALF_OPTIONS = {
    "escape_penalty_first_half": QT_TRANSLATE_NOOP("Yuanzi", "Escape penalty in the first half"),
    "escape_penalty_second_half": QT_TRANSLATE_NOOP("Yuanzi", "Escape penalty in the second half"),
}


def option_label(game_id: str, name: str) -> str:
    if name in _HALF_OPTIONS:
        return QCoreApplication.translate("Yuanzi", _HALF_OPTIONS[name])
    text = _OPTIONS.get(name)
    return tr(text) if text else _humanize(name)


def option_choice_label(name: str, value: str) -> str:
    text = _CHOICES.get(value)
    return tr(text) if text else _humanize(str(value))


# --------------------------------------------------------------------------- bot levels

LEVELS = ("easy", "normal", "expert")
_LEVELS = {
    "easy": QT_TRANSLATE_NOOP("Texts", "Easy"),
    "normal": QT_TRANSLATE_NOOP("Texts", "Normal"),
    "expert": QT_TRANSLATE_NOOP("Texts", "Expert"),
}


def level_name(level: str) -> str:
    text = _LEVELS.get(level)
    return tr(text) if text else _humanize(level)


DEFAULT_SEAT_NAMES = (
    QT_TRANSLATE_NOOP("Texts", "East"),
    QT_TRANSLATE_NOOP("Texts", "South"),
    QT_TRANSLATE_NOOP("Texts", "West"),
    QT_TRANSLATE_NOOP("Texts", "North"),
    QT_TRANSLATE_NOOP("Texts", "Plum"),
    QT_TRANSLATE_NOOP("Texts", "Orchid"),
    QT_TRANSLATE_NOOP("Texts", "Bamboo"),
    QT_TRANSLATE_NOOP("Texts", "Chrysanthemum"),
)


#: Games whose rules name the seats otherwise: for each seat, its index in
#: DEFAULT_SEAT_NAMES. 原子's seed numbers the places 东 1, 南 2, 西 3, 北 0 and the engine
#: seats each player at the place of its number (seat 0 = 北 North, 1 = 东 East, ...).
SEAT_NAME_ORDER: dict[str, tuple[int, ...]] = {"yuanzi": (3, 0, 1, 2)}

#: Games that play clockwise but name their places like a mahjong table: 东 at the
#: bottom, then 南, 西, 北 (then 梅, 兰, 竹, 菊) counter-clockwise round the table, so 南
#: sits at 东's right. Play (clockwise, the seed's 顺时针) then goes 东, 北, 西, 南.
POSITIONAL_SEAT_NAMES = frozenset({"tiandiren"})

#: The default names in the languages the app speaks (an earlier game's names, saved in
#: another language, are still known as defaults): the store's table, which the history's
#: name search uses too.
_DEFAULT_NAME_FORMS = DEFAULT_NAME_FORMS


def positional_name_index(seat: int, num_players: int) -> int:
    """The mahjong-table name of a seat of a clockwise game (:data:`POSITIONAL_SEAT_NAMES`):
    the names run counter-clockwise from seat 0, so seat k has name (N - k) mod N.

    >>> [positional_name_index(k, 4) for k in range(4)], [positional_name_index(k, 3) for k in range(3)]
    ([0, 3, 2, 1], [0, 2, 1])
    """
    return (num_players - seat) % num_players


def _name_index(seat: int, game_id: str, num_players: int = 0) -> int | None:
    if game_id in POSITIONAL_SEAT_NAMES and 2 <= num_players <= len(DEFAULT_SEAT_NAMES) and 0 <= seat < num_players:
        return positional_name_index(seat, num_players)
    order = SEAT_NAME_ORDER.get(game_id)
    if order is not None:
        return order[seat] if 0 <= seat < len(order) else None
    return seat if 0 <= seat < len(DEFAULT_SEAT_NAMES) else None


def default_seat_name(seat: int, game_id: str = "", num_players: int = 0) -> str:
    """The name a seat has until a player names it: 东/南/西/北, then 梅/兰/竹/菊 (原子 by
    the seed's numbering, :data:`SEAT_NAME_ORDER`; 天地人 by the seat's place at a table of
    ``num_players``, :data:`POSITIONAL_SEAT_NAMES`), in the current language."""
    index = _name_index(seat, game_id, num_players)
    if index is not None:
        return tr(DEFAULT_SEAT_NAMES[index])
    return QCoreApplication.translate("Texts", "Seat {n}").format(n=seat + 1)


def _default_indexes(seat: int) -> set[int]:
    """Every default name index ``seat`` has in some game at some table size."""
    found = {_name_index(seat, game_id) for game_id in ("", *SEAT_NAME_ORDER)}
    for game_id in POSITIONAL_SEAT_NAMES:
        found.update(_name_index(seat, game_id, n) for n in range(2, len(DEFAULT_SEAT_NAMES) + 1))
    return {i for i in found if i is not None}


def is_default_seat_name(name: str, seat: int) -> bool:
    """``name`` is a default name this seat has in some game (at some table size), in any
    language (so it is named again in the current language and game rather than kept as
    typed)."""
    name = name.strip()
    if not name:
        return True
    for index in _default_indexes(seat):
        if name == tr(DEFAULT_SEAT_NAMES[index]) or name in _DEFAULT_NAME_FORMS[index]:
            return True
    return name == QCoreApplication.translate("Texts", "Seat {n}").format(n=seat + 1)


def seat_display_name(name: str, seat: int, game_id: str = "", num_players: int = 0) -> str:
    """A seat's name at the table: the player's own, or the seat's default name in the
    current language, game and table size (also for a default name saved in another
    language)."""
    return default_seat_name(seat, game_id, num_players) if is_default_seat_name(name, seat) else name


def display_name(name: str) -> str:
    """A stored name as shown in lists: a default seat name (东/東/East, 兰/蘭/Orchid...,
    stored in whatever language the game was played) in the current language; any other
    name as it is."""
    stripped = name.strip()
    for index, forms in enumerate(_DEFAULT_NAME_FORMS):
        if stripped in forms:
            return tr(DEFAULT_SEAT_NAMES[index])
    return name
