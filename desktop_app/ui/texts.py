"""Every engine code the player reads, as a translated sentence or name, in one place.

The engines speak in stable ids: game ids, combination type ids with label parameters,
refusal reason codes with params, event kinds with data, result ids, phases and rule
option names. This module turns them into the current language. The tables hold English
source strings marked with ``QT_TRANSLATE_NOOP`` (so ``pyside6-lupdate`` finds them) and are
translated when asked, so a language switch takes effect on the next call.

Unknown ids never raise: they fall back to a readable form of the id.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..engine.cards import Card, Rank, parse_cards
from ..engine.combo_names import COMBOS, COMBOS_COMMON

_CTX = "Texts"


def tr(text: str) -> str:
    """Translate an English source string of this module's context."""
    return QCoreApplication.translate(_CTX, text)


def _humanize(ident: str) -> str:
    return ident.replace("_", " ").strip().capitalize()


def _named(table: Mapping[str, str], key: str, fallback: Mapping[str, str] | None = None) -> str:
    """The translated name of ``key`` from ``table`` (then ``fallback``), or the id made readable."""
    text = table.get(key) or (fallback or {}).get(key)
    return tr(text) if text else _humanize(key)


# --------------------------------------------------------------------------- games

GAME_NAMES = {
    "tiandiren": QT_TRANSLATE_NOOP("Texts", "Heaven, Earth & Man"),
    "doudizhu": QT_TRANSLATE_NOOP("Texts", "Dou Dizhu (Wild)"),
    "hongwu": QT_TRANSLATE_NOOP("Texts", "Red Five"),
    "yuanzi": QT_TRANSLATE_NOOP("Texts", "Atom"),
    "shengsidu": QT_TRANSLATE_NOOP("Texts", "Life or Death"),
}
GAME_CHINESE = {
    "tiandiren": "天地人",
    "doudizhu": "癞子斗地主",
    "hongwu": "红五",
    "yuanzi": "原子",
    "shengsidu": "生死堵",
}
GAME_DESCRIPTIONS = {
    "tiandiren": QT_TRANSLATE_NOOP(
        "Texts", "2 to 8 players, one deck each: sky cards, then race to empty your hand with 2s as wild cards."
    ),
    "doudizhu": QT_TRANSLATE_NOOP(
        "Texts", "Three players: one landlord against two peasants, with a wild rank drawn each game."
    ),
    "hongwu": QT_TRANSLATE_NOOP(
        "Texts", "Four players, two decks: the dealer bids for points and plays alone against three."
    ),
    "yuanzi": QT_TRANSLATE_NOOP(
        "Texts", "Four players in two partnerships, three decks: knives, atoms and hydrogen bombs."
    ),
    "shengsidu": QT_TRANSLATE_NOOP("Texts", "2 to 4 players, 13 cards each: the first to go out wins, the rest pay."),
}


def game_name(game_id: str) -> str:
    """The game's name in the current language (Chinese names in both Chinese UIs)."""
    return _named(GAME_NAMES, game_id)


def has_chinese(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in text)


def game_title(game_id: str) -> str:
    """The name with the Chinese name beside it, once: "红五 Red Five" in English, "红五" in
    Chinese (where the translated name already is the Chinese name)."""
    name = game_name(game_id)
    if has_chinese(name):
        return name
    chinese = GAME_CHINESE.get(game_id, "")
    return f"{chinese} {name}" if chinese else name


def game_description(game_id: str) -> str:
    text = GAME_DESCRIPTIONS.get(game_id)
    return tr(text) if text else ""


# --------------------------------------------------------------------------- cards


_RANK_NAMES = {
    Rank.BLACK_JOKER: QT_TRANSLATE_NOOP("Texts", "Small Joker"),
    Rank.RED_JOKER: QT_TRANSLATE_NOOP("Texts", "Big Joker"),
}
_SUIT_NAMES = {
    "s": QT_TRANSLATE_NOOP("Texts", "Spades"),
    "h": QT_TRANSLATE_NOOP("Texts", "Hearts"),
    "c": QT_TRANSLATE_NOOP("Texts", "Clubs"),
    "d": QT_TRANSLATE_NOOP("Texts", "Diamonds"),
}


def rank_label(value: Any) -> str:
    """A rank as players say it: ``7``, ``10``, ``A``, the jokers by name."""
    rank: Rank | None = None
    if isinstance(value, Rank):
        rank = value
    elif isinstance(value, int) and not isinstance(value, bool):
        try:
            rank = Rank(value)
        except ValueError:
            return str(value)
    elif isinstance(value, str):
        try:
            rank = Rank.parse(value)
        except ValueError:
            try:
                return card_label(parse_cards(value)[0]) if len(value.split()) == 1 else value
            except (ValueError, IndexError):
                return value
    if rank is None:
        return str(value)
    if rank in _RANK_NAMES:
        return tr(_RANK_NAMES[rank])
    return "10" if rank is Rank.TEN else rank.text


def suit_name(letter: str) -> str:
    text = _SUIT_NAMES.get(str(letter).lower()[:1])
    return tr(text) if text else str(letter)


def suit_symbol(letter: str) -> str:
    return {"s": "♠", "h": "♥", "c": "♣", "d": "♦"}.get(str(letter).lower()[:1], str(letter))


def card_label(card: Card) -> str:
    """``♥10``, ``♠A``, a joker by name."""
    if card.is_joker:
        return rank_label(card.rank)
    assert card.suit is not None
    return card.suit.symbol + rank_label(card.rank)


def cards_label(cards: Sequence[Card] | str) -> str:
    if isinstance(cards, str):
        try:
            cards = parse_cards(cards)
        except ValueError:
            return cards
    return " ".join(card_label(c) for c in cards)


# --------------------------------------------------------------------------- combinations

#: the names of the combination types: desktop_app.engine.combo_names (the explanations use them too)
_KICKERS = {
    "single": QT_TRANSLATE_NOOP("Texts", "{combo} with singles"),
    "singles": QT_TRANSLATE_NOOP("Texts", "{combo} with singles"),
    "pair": QT_TRANSLATE_NOOP("Texts", "{combo} with pairs"),
    "pairs": QT_TRANSLATE_NOOP("Texts", "{combo} with pairs"),
}
#: the same with one kicker
_KICKER = {
    "single": QT_TRANSLATE_NOOP("Texts", "{combo} with a single"),
    "singles": QT_TRANSLATE_NOOP("Texts", "{combo} with a single"),
    "pair": QT_TRANSLATE_NOOP("Texts", "{combo} with a pair"),
    "pairs": QT_TRANSLATE_NOOP("Texts", "{combo} with a pair"),
}
#: types that are one fixed set of cards: named without a rank (斗地主's rocket: both jokers)
_NO_RANK: dict[str, frozenset[str]] = {"doudizhu": frozenset({"rocket"})}


#: punctuation that ends a Chinese sentence: the next one follows without a space
_FULL_STOPS = frozenset("。！？；：）」』")


def sentences(parts: Sequence[str]) -> str:
    """Sentences one after the other: a space after an English one, none after a
    Chinese full stop ("上半局结束。上游：南").

    >>> sentences(["The half is over.", "South wins."])
    'The half is over. South wins.'
    >>> sentences(["上半局结束。", "上游：南。"])
    '上半局结束。上游：南。'
    """
    out = ""
    for part in (p.strip() for p in parts):
        if not part:
            continue
        out += part if not out or out[-1] in _FULL_STOPS else " " + part
    return out


def card_count(n: int) -> str:
    """ "1 card", "5 cards" / "1 张", "5 张"."""
    if n == 1:
        return QCoreApplication.translate("Texts", "1 card")
    return QCoreApplication.translate("Texts", "{n} cards").format(n=n)


#: types whose size is a card count of one rank (bombs): named "rank" or "rank×count"
_COUNTED = frozenset({"drone", "bomb", "soft_bomb", "hydrogen", "laizi_bomb"})
#: types named by their range only ("Straight 5–K"): the length is implied
_RANGED = frozenset({"straight", "pair_straight", "triple_straight"})
#: doudizhu's planes with kickers are named as a plane plus the kicker ("plane ×2 (8–9) with pairs")
_SPLIT_KICKER = {"plane_single": ("plane", "single"), "plane_pair": ("plane", "pair")}


def combo_type_name(game_id: str, type_id: str) -> str:
    """The name of a combination type (``"pair"`` -> "Pair" / "对子")."""
    return _named(COMBOS.get(game_id, {}), type_id, COMBOS_COMMON)


def _reading_fields(reading: Any) -> tuple[str | None, dict[str, Any]]:
    if reading is None:
        return None, {}
    if isinstance(reading, str):
        return reading, {}
    if isinstance(reading, Mapping):
        params = dict(reading)
        type_id = params.pop("type", None) or params.pop("type_id", None)
        if isinstance(params.get("params"), Mapping):
            params.update(params.pop("params"))
        params.pop("type", None)
        return (str(type_id) if type_id else None), params
    type_id = getattr(reading, "type", None) or getattr(reading, "type_id", None)
    params: dict[str, Any] = {}
    raw = getattr(reading, "params", None)  # ai.assist.ReadingInfo
    label = getattr(reading, "label_params", None)
    if isinstance(raw, Mapping):
        params = dict(raw)
    elif callable(label):
        try:
            got = label()
            if isinstance(got, Mapping):
                params = dict(got)
        except Exception:
            params = {}
    else:
        for name in ("rank", "length", "kicker", "size", "top", "suit", "low"):
            if hasattr(reading, name):
                params[name] = getattr(reading, name)
    params.pop("type", None)
    return (str(type_id) if type_id else None), params


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _top_label(value: Any) -> str:
    """A rank (``"7"``, ``"T"``) or a card (``"Ad"``, hongwu's ``top``) as players say it."""
    if isinstance(value, str) and len(value) >= 2 and value[-1] in "shcd" and value not in ("BJ", "RJ"):
        try:
            return card_label(parse_cards(value)[0])
        except (ValueError, IndexError):
            pass
    return rank_label(value)


_ASIDE = QT_TRANSLATE_NOOP("Texts", "{combo} ({cards})")
_ASIDE_NESTED = QT_TRANSLATE_NOOP("Texts", "{combo}, {cards}")  # inside the log's brackets
_SPAN = QT_TRANSLATE_NOOP("Texts", "{combo} ×{n} ({low}–{high})")
_SPAN_NESTED = QT_TRANSLATE_NOOP("Texts", "{combo} ×{n}, {low}–{high}")


def reading_label(game_id: str, reading: Any, nested: bool = False) -> str:
    """A reading (an ``ai.assist.ReadingInfo``, an engine reading with ``label_params()``,
    an event's reading dict, or a type id) named the way a player says it, e.g.
    "Pair 7" / "对子 7", "Straight 5–K" / "顺子 5–K", "Soft bomb 9" / "软炸弹 9",
    "Rocket ×4 (3–6) with pairs" / "火箭×4（3–6）带对".

    ``nested``: the label goes inside the caller's own brackets (the log's "plays … (…)"),
    so its details follow a comma instead of a second pair: "Drone J, 5 cards"."""
    aside = _ASIDE_NESTED if nested else _ASIDE
    span = _SPAN_NESTED if nested else _SPAN
    type_id, params = _reading_fields(reading)
    if not type_id:
        return ""
    kicker = params.get("kicker", params.get("kicker_kind"))
    if type_id in _SPLIT_KICKER:
        type_id, kicker = _SPLIT_KICKER[type_id]
    name = combo_type_name(game_id, type_id)
    if params.get("dao") is True:
        name = QCoreApplication.translate("Texts", "Knife {combo}").format(combo=name)  # 刀
    rank = params.get("rank", params.get("top", params.get("high")))
    low = params.get("low")
    length = _int(params.get("length", params.get("pairs", params.get("groups"))))
    count = _int(params.get("size", params.get("count")))
    suit = params.get("suit")
    if game_id == "hongwu":
        text = name
        if type_id == "tractor" and length and length > 1:
            text = f"{name}×{length}"
        if type_id == "throw":
            cls = (
                QCoreApplication.translate("Texts", "Trumps")
                if suit == "trump"
                else (suit_symbol(str(suit)) if suit else "")
            )
            return QCoreApplication.translate("Texts", "{combo}: {suit}, {cards}").format(
                combo=name, suit=cls, cards=card_count(count or 0)
            )
        return f"{text} {_top_label(rank)}" if rank is not None else text
    if game_id == "yuanzi" and type_id == "atom" and isinstance(suit, str) and rank is not None:
        return f"{name} {suit_symbol(suit)}{rank_label(rank)}"
    jokers = params.get("jokers")
    if type_id in _NO_RANK.get(game_id, ()):
        text = name
    elif isinstance(jokers, list) and jokers:  # 天地人's spaceship: which two jokers
        text = QCoreApplication.translate("Texts", aside).format(
            combo=name, cards=" + ".join(rank_label(j) for j in jokers)
        )
    elif rank is None or isinstance(rank, bool):
        text = name
    elif type_id in _COUNTED:
        text = f"{name} {rank_label(rank)}"
        if count is not None and count > 4:  # "Drone 6 (6 cards)", not "6×6"
            text = QCoreApplication.translate("Texts", aside).format(combo=text, cards=card_count(count))
    elif type_id in _RANGED and low is not None and str(low) != str(rank):
        text = f"{name} {rank_label(low)}–{rank_label(rank)}"
    elif length is not None and length > 1 and low is not None and str(low) != str(rank):
        text = QCoreApplication.translate("Texts", span).format(
            combo=name, n=length, low=rank_label(low), high=rank_label(rank)
        )
    else:
        text = f"{name} {_top_label(rank)}"
    if isinstance(kicker, str) and kicker in _KICKERS and not type_id.startswith(("trio_", "four_")):
        kickers = params.get("kickers")
        one = isinstance(kickers, list) and len(kickers) == 1
        text = tr((_KICKER if one else _KICKERS)[kicker]).format(combo=text)
    return text


# --------------------------------------------------------------------------- refusals

_REASONS = {
    "error": QT_TRANSLATE_NOOP("Texts", "That is not possible."),
    "illegal_action": QT_TRANSLATE_NOOP("Texts", "That move is not allowed."),
    "illegal_play": QT_TRANSLATE_NOOP("Texts", "Those cards cannot be played now."),
    "not_your_turn": QT_TRANSLATE_NOOP("Texts", "It is not your turn."),
    "wrong_phase": QT_TRANSLATE_NOOP("Texts", "That is not possible at this stage of the game."),
    "game_over": QT_TRANSLATE_NOOP("Texts", "The game is over."),
    "invalid_option": QT_TRANSLATE_NOOP("Texts", "A rule option has a value the game does not accept."),
    "bad_record": QT_TRANSLATE_NOOP("Texts", "The saved game cannot be read."),
    "record_version": QT_TRANSLATE_NOOP("Texts", "The saved game was written by a newer version of the app."),
    "bad_action": QT_TRANSLATE_NOOP("Texts", "That move is not understood."),
    "bad_seat": QT_TRANSLATE_NOOP("Texts", "There is no such seat."),
    "player_count": QT_TRANSLATE_NOOP("Texts", "This game cannot be played with {players} players."),
    "not_in_hand": QT_TRANSLATE_NOOP("Texts", "You do not hold those cards."),
    "cards_not_in_hand": QT_TRANSLATE_NOOP("Texts", "You do not hold those cards."),
    "no_cards": QT_TRANSLATE_NOOP("Texts", "Select the cards to play first."),
    "empty_play": QT_TRANSLATE_NOOP("Texts", "Select the cards to play first."),
    "not_a_combination": QT_TRANSLATE_NOOP("Texts", "These cards are not a combination."),
    "invalid_combination": QT_TRANSLATE_NOOP("Texts", "These cards are not a combination."),
    "does_not_beat": QT_TRANSLATE_NOOP("Texts", "This does not beat the play on the table."),
    "wrong_type": QT_TRANSLATE_NOOP("Texts", "You must play the same kind of combination."),
    "wrong_length": QT_TRANSLATE_NOOP("Texts", "You must play as many cards as the play on the table."),
    "wrong_size": QT_TRANSLATE_NOOP("Texts", "You must play as many cards as the play on the table."),
    "leader_cannot_pass": QT_TRANSLATE_NOOP("Texts", "You lead this trick: you cannot pass."),
    "cannot_pass": QT_TRANSLATE_NOOP("Texts", "You cannot pass now."),
    "must_play": QT_TRANSLATE_NOOP("Texts", "You can beat the play on the table, so you must play."),
    "must_beat": QT_TRANSLATE_NOOP("Texts", "You can beat the play on the table, so you must play."),
    "must_play_highest_single": QT_TRANSLATE_NOOP(
        "Texts", "The next player has one card left: play your highest single."
    ),
    "must_follow_suit": QT_TRANSLATE_NOOP("Texts", "You must follow the suit that was led."),
    "must_follow_pattern": QT_TRANSLATE_NOOP("Texts", "You must follow pairs with pairs while you can."),
    "wrong_count": QT_TRANSLATE_NOOP("Texts", "Play as many cards as were led."),
    "throw_failed": QT_TRANSLATE_NOOP("Texts", "The throw fails: another player holds a higher combination."),
    "throw_not_one_suit": QT_TRANSLATE_NOOP("Texts", "A throw must be of one plain suit."),
    "bid_too_low": QT_TRANSLATE_NOOP("Texts", "That bid is too low."),
    "bid_too_high": QT_TRANSLATE_NOOP("Texts", "That bid is too high."),
    "bad_bid": QT_TRANSLATE_NOOP("Texts", "That is not a valid bid."),
    "bad_suit": QT_TRANSLATE_NOOP("Texts", "That is not a suit."),
    "bury_count": QT_TRANSLATE_NOOP("Texts", "Bury exactly {count} cards ({selected} chosen)."),
    "wrong_bury_count": QT_TRANSLATE_NOOP("Texts", "Bury exactly {count} cards."),
    "dao_with_joker": QT_TRANSLATE_NOOP("Texts", "A joker cannot be played with knife (刀) cards."),
    "must_finish_hand": QT_TRANSLATE_NOOP("Texts", "Now only a play that empties your hand is allowed."),
    "already_out": QT_TRANSLATE_NOOP("Texts", "That player is already out of the game."),
    "not_live": QT_TRANSLATE_NOOP("Texts", "That player is already out of the game."),
    "reading_not_found": QT_TRANSLATE_NOOP("Texts", "The cards cannot be read that way."),
    "unknown_reading": QT_TRANSLATE_NOOP("Texts", "The cards cannot be read that way."),
    "handoff_pending": QT_TRANSLATE_NOOP("Texts", "Pass the mouse to the next player first."),
    "not_human": QT_TRANSLATE_NOOP("Texts", "That seat is played by a bot."),
    "not_human_seat": QT_TRANSLATE_NOOP("Texts", "That seat is not played at this computer."),
    "no_game": QT_TRANSLATE_NOOP("Texts", "No game is running."),
    "bad_dispute": QT_TRANSLATE_NOOP("Texts", "That dispute cannot be raised or decided as asked."),
    "no_dispute": QT_TRANSLATE_NOOP("Texts", "There is no open dispute of that number."),
    "decided": QT_TRANSLATE_NOOP("Texts", "That dispute has been decided already."),
    "seat_mismatch": QT_TRANSLATE_NOOP("Texts", "That move is for another seat."),
    "cannot_pass_lead": QT_TRANSLATE_NOOP("Texts", "You lead this trick: you cannot pass."),
    "bid_out_of_range": QT_TRANSLATE_NOOP("Texts", "That bid is not allowed now."),
    "bad_trump": QT_TRANSLATE_NOOP("Texts", "That is not a suit you can choose as trumps."),
    "bad_value": QT_TRANSLATE_NOOP("Texts", "That choice is not allowed."),
    "duplicate_cards": QT_TRANSLATE_NOOP("Texts", "The same card is named twice."),
    "mixed_suits": QT_TRANSLATE_NOOP("Texts", "A combination must be of one suit."),
    "not_that_combination": QT_TRANSLATE_NOOP("Texts", "The cards cannot be read that way."),
    "not_that_type": QT_TRANSLATE_NOOP("Texts", "The cards cannot be read that way."),
    "trump_throw": QT_TRANSLATE_NOOP("Texts", "Trumps cannot be thrown together."),
    "unexpected_cards": QT_TRANSLATE_NOOP("Texts", "This move takes no cards."),
    "unknown_action": QT_TRANSLATE_NOOP("Texts", "That move is not part of this game."),
    "unknown_type": QT_TRANSLATE_NOOP("Texts", "There is no such combination."),
    "not_available": QT_TRANSLATE_NOOP("Texts", "That is not available now."),
    "bid_not_multiple": QT_TRANSLATE_NOOP("Texts", "Bids go in steps of {step}: {amount} is not one."),
    "reading_not_available": QT_TRANSLATE_NOOP("Texts", "These cards cannot be played as that combination."),
    "seat_out": QT_TRANSLATE_NOOP("Texts", "That player is already out of the game."),
    "game_not_over": QT_TRANSLATE_NOOP("Texts", "The game is not over yet."),
    "bad_carry": QT_TRANSLATE_NOOP("Texts", "What this game carries over from the one before is not valid."),
    "bad_ctx": QT_TRANSLATE_NOOP("Texts", "The game's state needed for this check is missing."),
    "bad_deal": QT_TRANSLATE_NOOP("Texts", "That deal is not valid."),
    "bad_player_count": QT_TRANSLATE_NOOP("Texts", "This game cannot be played by that many players."),
    "bad_wire_value": QT_TRANSLATE_NOOP("Texts", "The message from the other computer is not valid."),
    "hand_too_large": QT_TRANSLATE_NOOP("Texts", "That hand holds more cards than this game deals."),
    "not_in_pack": QT_TRANSLATE_NOOP("Texts", "That card is not in this game's pack."),
    "too_many_copies": QT_TRANSLATE_NOOP("Texts", "This game's pack does not hold that many copies of a card."),
    "not_remote_seat": QT_TRANSLATE_NOOP("Texts", "That seat is not played from another computer."),
    "spectator": QT_TRANSLATE_NOOP("Texts", "A spectator cannot make moves."),
    "not_your_seat": QT_TRANSLATE_NOOP("Texts", "That seat is not yours in this room."),
    "rate_limited": QT_TRANSLATE_NOOP("Texts", "Too many messages at once: wait a moment."),
    "internal": QT_TRANSLATE_NOOP("Texts", "The host could not handle that move."),
    "bad_frame": QT_TRANSLATE_NOOP("Texts", "The host could not read that move."),
    "session": QT_TRANSLATE_NOOP("Texts", "That is not possible at this table now."),
    "must_play_whole_hand": QT_TRANSLATE_NOOP("Texts", "Now only a play that empties your hand is allowed."),
    "report_single_highest": QT_TRANSLATE_NOOP("Texts", "The next player has one card left: play your highest single."),
    "report_single_must_beat": QT_TRANSLATE_NOOP(
        "Texts", "The next player has one card left: you must beat the single."
    ),
    "must_follow_pairs": QT_TRANSLATE_NOOP("Texts", "You must follow pairs with pairs while you can."),
}


def reason_text(reason: str, params: Mapping[str, Any] | None = None, game_id: str = "") -> str:
    """A refusal (``EngineError.reason`` + ``params``) as a sentence."""
    params = dict(params or {})
    text = _REASONS.get(reason)
    if text is None:
        return QCoreApplication.translate("Texts", "Not allowed: {reason}.").format(reason=_humanize(reason).lower())
    sentence = tr(text)
    safe = _SafeDict({k: _param_text(game_id, k, v) for k, v in params.items()})
    with contextlib.suppress(ValueError, IndexError):
        sentence = sentence.format_map(safe)
    if reason == "does_not_beat" and _other_kind(game_id, params):
        play, top_type = _type_of(params.get("play")) or str(params.get("type")), str(params.get("top_type"))
        sentence = QCoreApplication.translate("Texts", "A {play} cannot follow a {top}.").format(
            play=_lower(combo_type_name(game_id, play)), top=_lower(combo_type_name(game_id, top_type))
        )
    extra = []
    top = params.get("top") or params.get("top_reading")
    if reason == "does_not_beat" and top:
        extra.append(
            QCoreApplication.translate("Texts", "On the table: {play}.").format(play=_param_text(game_id, "top", top))
        )
    return sentences([sentence, *extra])


#: the types that beat other kinds (bombs) in each game: a refusal of one is "does not beat"
_BOMB_TYPES = frozenset({"bomb", "soft_bomb", "laizi_bomb", "drone", "super_drone", "spaceship", "atom", "hydrogen"})
_GAME_BOMBS = {"doudizhu": frozenset({"rocket"})}


def _type_of(value: Any) -> str | None:
    if isinstance(value, Mapping) and isinstance(value.get("type"), str):
        return str(value["type"])
    return None


def _other_kind(game_id: str, params: Mapping[str, Any]) -> bool:
    """A ``does_not_beat`` of a play of another kind than the one on the table (a single
    on a pair), which no bomb-like play is."""
    play = _type_of(params.get("play")) or params.get("type")
    top = params.get("top_type") or _type_of(params.get("top"))
    if not isinstance(play, str) or not isinstance(top, str) or play == top:
        return False
    played = params.get("play")
    if isinstance(played, Mapping) and played.get("bomb"):
        return False
    return play not in _BOMB_TYPES | _GAME_BOMBS.get(game_id, frozenset())


def _lower(name: str) -> str:
    """A combination name inside a sentence ("a single"), Chinese as it is."""
    return name if has_chinese(name) else name[:1].lower() + name[1:]


class _SafeDict(dict):  # type: ignore[type-arg]
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def _param_text(game_id: str, key: str, value: Any) -> str:
    if isinstance(value, Mapping):
        return reading_label(game_id, value) or str(value)
    if key in ("cards", "card", "lead", "play", "top_cards") and isinstance(value, str):
        return cards_label(value)
    if key in ("rank",):
        return rank_label(value)
    if key in ("suit", "trump"):
        return suit_name(str(value))
    if key in ("type", "top", "lead_type", "play_type", "top_type") and isinstance(value, str):
        if value in COMBOS.get(game_id, {}) or value in COMBOS_COMMON:
            return combo_type_name(game_id, value)
        try:
            return cards_label(parse_cards(value))
        except ValueError:
            return combo_type_name(game_id, value)
    return str(value)


# --------------------------------------------------------------------------- phases, kinds, results

_PHASES = {
    "lottery": QT_TRANSLATE_NOOP("Texts", "Lottery"),
    "deal": QT_TRANSLATE_NOOP("Texts", "Deal"),
    "show": QT_TRANSLATE_NOOP("Texts", "Show cards"),
    "call": QT_TRANSLATE_NOOP("Texts", "Calling the landlord"),
    "calling": QT_TRANSLATE_NOOP("Texts", "Calling the landlord"),
    "grab": QT_TRANSLATE_NOOP("Texts", "Grabbing the landlord"),
    "bid": QT_TRANSLATE_NOOP("Texts", "Bidding"),
    "bidding": QT_TRANSLATE_NOOP("Texts", "Bidding"),
    "trump": QT_TRANSLATE_NOOP("Texts", "Choosing trumps"),
    "bury": QT_TRANSLATE_NOOP("Texts", "Burying cards"),
    "play": QT_TRANSLATE_NOOP("Texts", "Play"),
    "show_start": QT_TRANSLATE_NOOP("Texts", "Show cards before the deal"),
    "grabbing": QT_TRANSLATE_NOOP("Texts", "Grabbing the landlord"),
    "grab_earth": QT_TRANSLATE_NOOP("Texts", "Grab the earth"),
    "over": QT_TRANSLATE_NOOP("Texts", "Game over"),
    "game_over": QT_TRANSLATE_NOOP("Texts", "Game over"),
}


#: 原子's halves: the seed's word is 上半局 / 下半局, never a match's 上半场
_HALVES = {
    "first_half": QT_TRANSLATE_NOOP("Yuanzi", "First half"),
    "second_half": QT_TRANSLATE_NOOP("Yuanzi", "Second half"),
}


def phase_name(phase: str) -> str:
    if phase in _HALVES:
        return QCoreApplication.translate("Yuanzi", _HALVES[phase])
    return _named(_PHASES, phase)


def half_name(half: int) -> str:
    """原子's half ``half`` (1 or 2): "First half" / "上半局"."""
    return phase_name("second_half" if half == 2 else "first_half")


_KINDS = {
    "play": QT_TRANSLATE_NOOP("Texts", "Play"),
    "pass": QT_TRANSLATE_NOOP("Texts", "Pass"),
    "bid": QT_TRANSLATE_NOOP("Texts", "Bid"),
    "call": QT_TRANSLATE_NOOP("Texts", "Call landlord"),
    "grab": QT_TRANSLATE_NOOP("Texts", "Grab landlord"),
    "show": QT_TRANSLATE_NOOP("Texts", "Show cards"),
    "trump": QT_TRANSLATE_NOOP("Texts", "Choose trumps"),
    "bury": QT_TRANSLATE_NOOP("Texts", "Bury"),
    "abandon": QT_TRANSLATE_NOOP("Texts", "Abandon"),
}


def action_kind_label(kind: str) -> str:
    return _named(_KINDS, kind)


#: games whose only pass is declining to bid (红五's 叫分: "不叫", not a play's "不出")
_BID_PASS_GAMES = frozenset({"hongwu"})


def passes_are_bids(game_id: str) -> bool:
    """Whether a pass in ``game_id`` is a bid declined rather than a play passed."""
    return game_id in _BID_PASS_GAMES


def bid_pass_label() -> str:
    """A seat's bubble after it declined to bid: "No bid" / "不叫"."""
    return QCoreApplication.translate("Texts", "No bid")


_RESULTS = {
    "win": QT_TRANSLATE_NOOP("Texts", "Won"),
    "winner": QT_TRANSLATE_NOOP("Texts", "Won"),
    "lose": QT_TRANSLATE_NOOP("Texts", "Lost"),
    "loser": QT_TRANSLATE_NOOP("Texts", "Lost"),
    "draw": QT_TRANSLATE_NOOP("Texts", "Draw"),
    "abandoned": QT_TRANSLATE_NOOP("Texts", "Abandoned"),
    "void": QT_TRANSLATE_NOOP("Texts", "Void"),  # 本局比赛无效: every seat of a void game
    "escaped": QT_TRANSLATE_NOOP("Texts", "Escaped"),
    "sky": QT_TRANSLATE_NOOP("Texts", "Sky cards"),
    "earth": QT_TRANSLATE_NOOP("Texts", "Earth"),
    "grab_earth": QT_TRANSLATE_NOOP("Texts", "Grabbed the earth"),
    "man": QT_TRANSLATE_NOOP("Texts", "Man"),
    "landlord_win": QT_TRANSLATE_NOOP("Texts", "Landlord won"),
    "landlord_lose": QT_TRANSLATE_NOOP("Texts", "Landlord lost"),
    "landlord_loss": QT_TRANSLATE_NOOP("Texts", "Landlord lost"),
    "peasant_loss": QT_TRANSLATE_NOOP("Texts", "Peasants lost"),
    "opponent_escaped": QT_TRANSLATE_NOOP("Texts", "Opponent escaped"),
    "partner_escaped": QT_TRANSLATE_NOOP("Texts", "Partner escaped"),
    "peasant_win": QT_TRANSLATE_NOOP("Texts", "Peasants won"),
    "peasant_lose": QT_TRANSLATE_NOOP("Texts", "Peasants lost"),
    "dealer": QT_TRANSLATE_NOOP("Texts", "Dealer"),
    "defender": QT_TRANSLATE_NOOP("Texts", "Defender"),
    "upstream": QT_TRANSLATE_NOOP("Texts", "First out"),
    "downstream": QT_TRANSLATE_NOOP("Texts", "Last out"),
    "loss": QT_TRANSLATE_NOOP("Texts", "Lost"),
    "landlord": QT_TRANSLATE_NOOP("Texts", "Landlord"),
    "peasant": QT_TRANSLATE_NOOP("Texts", "Peasant"),
    "dealer_win": QT_TRANSLATE_NOOP("Texts", "Dealer won"),
    "dealer_loss": QT_TRANSLATE_NOOP("Texts", "Dealer lost"),
    "defender_win": QT_TRANSLATE_NOOP("Texts", "Defenders won"),
    "defender_loss": QT_TRANSLATE_NOOP("Texts", "Defenders lost"),
    "double_clip": QT_TRANSLATE_NOOP("Texts", "Double clip"),
    "double_clip_win": QT_TRANSLATE_NOOP("Texts", "Won by double clip"),
    "double_clip_loss": QT_TRANSLATE_NOOP("Texts", "Lost by double clip"),
    "spring": QT_TRANSLATE_NOOP("Texts", "Spring"),
    "big_spring": QT_TRANSLATE_NOOP("Texts", "Big spring"),
    "walkover": QT_TRANSLATE_NOOP("Texts", "Won by walkover"),
    "compensated": QT_TRANSLATE_NOOP("Texts", "Compensated"),
}


def result_name(result_id: str) -> str:
    return _named(_RESULTS, result_id)


_SKY = {
    "mars_carrier": QT_TRANSLATE_NOOP("Texts", "Mars carrier"),
    "ufo": QT_TRANSLATE_NOOP("Texts", "UFO"),
    "starlink": QT_TRANSLATE_NOOP("Texts", "Starlink"),
}


def sky_kind_name(kind: str) -> str:
    return _named(_SKY, kind)


#: 天牌 classes (engine.tiandiren.scoring.SKY_CLASSES) and their multipliers
_SKY_CLASSES = {
    "banker": QT_TRANSLATE_NOOP("Texts", "banker's sky (庄家天牌), ×1"),
    "non_banker": QT_TRANSLATE_NOOP("Texts", "non-banker's sky (非庄家天牌), ×0.7"),
    "grab": QT_TRANSLATE_NOOP("Texts", "grabbed sky (抢天), ×0.9"),
}


def sky_class_name(klass: str) -> str:
    """A 天牌 class with its multiplier: "grabbed sky (抢天), ×0.9" / "抢天 ×0.9"."""
    return _named(_SKY_CLASSES, klass)


def sky_kinds_text(kinds: Sequence[str]) -> str:
    """The kinds of one 天牌 holding: "UFO", "UFO + Starlink (double sky)"."""
    names = " + ".join(sky_kind_name(k) for k in kinds)
    if len(kinds) > 1:
        return QCoreApplication.translate("Texts", "{kinds} (double sky)").format(kinds=names)
    return names


# --------------------------------------------------------------------------- numbers


def grouped(n: int, signed: bool = False) -> str:
    """A whole number with thousands separators, ``+`` before a positive one when
    ``signed`` (the score dialog's and the statistics' figures): 12,345 / +1,200."""
    return f"{int(n):+,}" if signed else f"{int(n):,}"


# --------------------------------------------------------------------------- 红五 career levels


def career_level_name(level: Any) -> str:
    """A 红五 career level's name (级别, a ``engine.hongwu.levels.Level``) in the current
    language: 简体 in Simplified Chinese, 繁體 in Traditional Chinese, else the English gloss."""
    from PySide6.QtCore import QLocale

    loc = QLocale()
    if loc.language() != QLocale.Language.Chinese:
        return str(level.name_en)
    traditional = loc.script() == QLocale.Script.TraditionalChineseScript or loc.territory() in (
        QLocale.Country.Taiwan,
        QLocale.Country.HongKong,
        QLocale.Country.Macao,
    )
    return str(level.name_zh_tw if traditional else level.name_zh)


def career_title(level: Any) -> str:
    """The title shown beside a 红五 player's name, e.g. "Lv 4 · A'Zhu" / "4级 · 阿朱"."""
    return QCoreApplication.translate("Texts", "Lv {n} · {name}").format(n=level.number, name=career_level_name(level))


# --------------------------------------------------------------------------- badges

_BADGES = {
    "banker": QT_TRANSLATE_NOOP("Texts", "Banker"),
    "first_dealer": QT_TRANSLATE_NOOP("Texts", "First dealer"),
    "landlord": QT_TRANSLATE_NOOP("Texts", "Landlord"),
    "peasant": QT_TRANSLATE_NOOP("Texts", "Peasant"),
    "dealer": QT_TRANSLATE_NOOP("Texts", "Dealer"),
    "partner": QT_TRANSLATE_NOOP("Texts", "Partner"),
    "shown": QT_TRANSLATE_NOOP("Texts", "Cards shown"),
    "out": QT_TRANSLATE_NOOP("Texts", "Out"),
    "abandoned": QT_TRANSLATE_NOOP("Texts", "Abandoned"),
    "upstream": QT_TRANSLATE_NOOP("Texts", "First out"),
    "team_a": QT_TRANSLATE_NOOP("Texts", "Team A"),
    "team_b": QT_TRANSLATE_NOOP("Texts", "Team B"),
    "relay": QT_TRANSLATE_NOOP("Texts", "Relay {n}"),
    "last_card": QT_TRANSLATE_NOOP("Texts", "Last card!"),
}


def badge_text(badge_id: str, **params: Any) -> str:
    text = _BADGES.get(badge_id)
    if text is None:
        return _humanize(badge_id)
    return tr(text).format(**params) if params else tr(text)


_SAVE_ERRORS = {
    "not_found": QT_TRANSLATE_NOOP("SaveErrors", "the file does not exist."),
    "unreadable": QT_TRANSLATE_NOOP("SaveErrors", "the file could not be read."),
    "unwritable": QT_TRANSLATE_NOOP("SaveErrors", "the file could not be written."),
    "too_large": QT_TRANSLATE_NOOP("SaveErrors", "the file is too large to be a Paiju game."),
    "not_json": QT_TRANSLATE_NOOP("SaveErrors", "the file is damaged or is not a Paiju game."),
    "not_a_save": QT_TRANSLATE_NOOP("SaveErrors", "this is not a Paiju game file."),
    "unsupported_version": QT_TRANSLATE_NOOP("SaveErrors", "the file was written by a newer version of Paiju."),
    "bad_save": QT_TRANSLATE_NOOP("SaveErrors", "the file is damaged: some of its fields are missing or wrong."),
    "unknown_game": QT_TRANSLATE_NOOP("SaveErrors", "the file is for a game this version of Paiju does not have."),
    "bad_record": QT_TRANSLATE_NOOP("SaveErrors", "the game record is damaged: its moves do not replay."),
    "bad_totals": QT_TRANSLATE_NOOP("SaveErrors", "the match scores in the file do not add up."),
    "not_a_file": QT_TRANSLATE_NOOP("SaveErrors", "this is not an ordinary file (it is a folder, a pipe or a device)."),
    "bad_options": QT_TRANSLATE_NOOP("SaveErrors", "the rule options in the file are not valid for this game."),
    "options_mismatch": QT_TRANSLATE_NOOP(
        "SaveErrors", "a game in the file was played with other rule options than its match."
    ),
    "bad_players": QT_TRANSLATE_NOOP("SaveErrors", "the number of players in the file does not fit the game."),
    "bad_carry": QT_TRANSLATE_NOOP(
        "SaveErrors", "what a game carried over from the games before it is not what the rules give."
    ),
    "bad_outcome": QT_TRANSLATE_NOOP("SaveErrors", "a result stored in the file is not what the recorded moves give."),
    # warnings (store.saves.SAVE_WARNINGS): the file opens, but this could not be checked
    "carry_unchecked": QT_TRANSLATE_NOOP(
        "SaveErrors", "this game continues a match, and what it carried over from the earlier games cannot be checked."
    ),
}

_SETTINGS_PROBLEMS = {
    "unreadable": QT_TRANSLATE_NOOP(
        "SaveErrors",
        "Your settings cannot be read ({path}). Paiju uses its defaults for now and leaves the file as it is.",
    ),
    "not_json": QT_TRANSLATE_NOOP(
        "SaveErrors", "Your settings file was damaged. It was kept as {backup} and the defaults are used."
    ),
    "unwritable": QT_TRANSLATE_NOOP("SaveErrors", "Your settings cannot be saved ({path})."),
    "newer": QT_TRANSLATE_NOOP(
        "SaveErrors",
        "Your settings were written by a newer version of Paiju ({path}). They are used as far as this version understands them and the file is left as it is: changes are not saved.",  # noqa: E501
    ),
}


def save_error_text(reason: str) -> str:
    """A :class:`~desktop_app.store.saves.SaveError` reason code as a translated clause
    (unknown codes are named, never raised on)."""
    text = _SAVE_ERRORS.get(reason)
    if text is None:
        return QCoreApplication.translate("SaveErrors", "unexpected problem ({reason}).").format(reason=reason)
    return QCoreApplication.translate("SaveErrors", str(text))


def settings_problem_text(reason: str, path: str, backup: str = "") -> str:
    """A :class:`~desktop_app.store.settings.SettingsProblem` reason as a translated
    sentence about the settings file at ``path`` (kept as ``backup``)."""
    text = _SETTINGS_PROBLEMS.get(reason)
    if text is None:
        text = QT_TRANSLATE_NOOP("SaveErrors", "Your settings have a problem ({path}).")
    return QCoreApplication.translate("SaveErrors", str(text)).format(path=path, backup=backup)


from .labels import (  # noqa: E402 - re-exported: one place to look for every text
    DEFAULT_SEAT_NAMES,
    LEVELS,
    default_seat_name,
    is_default_seat_name,
    level_name,
    option_choice_label,
    option_label,
    seat_display_name,
)

__all__ = [
    "DEFAULT_SEAT_NAMES",
    "LEVELS",
    "default_seat_name",
    "history_recovered_text",
    "is_default_seat_name",
    "level_name",
    "option_choice_label",
    "option_label",
    "seat_display_name",
]


def history_recovered_text(recovered: int) -> str:
    """The sentence for a damaged history kept aside from which ``recovered`` (1 or more)
    games were read back into the new one (``{backup}`` and ``{n}`` left to fill in)."""
    if recovered == 1:
        return QCoreApplication.translate(
            "ProfilesDialog", "The game history was damaged. It was kept as {backup}; 1 game was recovered into a new one."
        )
    return QCoreApplication.translate(
        "ProfilesDialog",
        "The game history was damaged. It was kept as {backup}; {n} games were recovered into a new one.",
    )

