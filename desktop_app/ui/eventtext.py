"""Game events in words, for the game log (translated when drawn, so the log follows a
language switch)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..engine.core import Event
from . import texts
from .table.state import DEAL_KINDS, PASS_KINDS, PLAY_KINDS, TRICK_END_KINDS, event_cards, event_reading

__all__ = ["event_text"]

_CTX = "EventText"


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CTX, text)


#: 原子's halves (上半局 / 下半局, the seed's word; not a match's 半场)
_HALF_EVENTS = {
    "half_over": QT_TRANSLATE_NOOP("Yuanzi", "The half is over."),
    "half_started": QT_TRANSLATE_NOOP("Yuanzi", "A half starts."),
}

_SIMPLE = {
    "lottery": QT_TRANSLATE_NOOP("EventText", "The lottery is drawn."),
    "redeal": QT_TRANSLATE_NOOP("EventText", "Nobody called: the cards are dealt again."),
    "game_over": QT_TRANSLATE_NOOP("EventText", "The game is over."),
    "game_end": QT_TRANSLATE_NOOP("EventText", "The game is over."),
    "settle": QT_TRANSLATE_NOOP("EventText", "The scores are settled."),
    "settlement": QT_TRANSLATE_NOOP("EventText", "The scores are settled."),
    "round_started": QT_TRANSLATE_NOOP("EventText", "A new round starts."),
    "bottom_dealt": QT_TRANSLATE_NOOP("EventText", "The bottom cards are put aside."),
    "game_start": QT_TRANSLATE_NOOP("EventText", "The game starts."),
    "game_started": QT_TRANSLATE_NOOP("EventText", "The game starts."),
    "trick_start": QT_TRANSLATE_NOOP("EventText", "A new trick starts."),
    "sky_settled": QT_TRANSLATE_NOOP("EventText", "The sky cards are settled."),
    "dealt": QT_TRANSLATE_NOOP("EventText", "The cards are dealt."),
    "reveal": QT_TRANSLATE_NOOP("EventText", "Every hand is shown face up."),  # the game's end: 亮牌
}
_SEAT = {
    "first_lead": QT_TRANSLATE_NOOP("EventText", "{name} leads first."),
    # not the engine's: a LAN client's own line when it is back after a drop
    "lan_rejoined": QT_TRANSLATE_NOOP("EventText", "{name} is back at the table (the lines above happened meanwhile)."),
    "report_single": QT_TRANSLATE_NOOP("EventText", "{name} has one card left!"),
    "player_out": QT_TRANSLATE_NOOP("EventText", "{name} is out of cards."),
    "escape": QT_TRANSLATE_NOOP("EventText", "{name} escapes from the game."),
    "opener_drawn": QT_TRANSLATE_NOOP("EventText", "{name} is drawn to open the bidding."),
    "bidding_started": QT_TRANSLATE_NOOP("EventText", "{name} opens the bidding."),
    "grab_window": QT_TRANSLATE_NOOP("EventText", "{name} may grab the earth with one more play."),
    "grab_declined": QT_TRANSLATE_NOOP("EventText", "{name} does not grab the earth."),
    "kitty_taken": QT_TRANSLATE_NOOP("EventText", "{name} takes the kitty."),
    "buried": QT_TRANSLATE_NOOP("EventText", "{name} buries 8 cards."),
    "bomb_beaten": QT_TRANSLATE_NOOP("EventText", "{name}'s bomb is beaten."),
    "abandon": QT_TRANSLATE_NOOP("EventText", "{name} abandons the game."),
    "abandoned": QT_TRANSLATE_NOOP("EventText", "{name} abandons the game."),
    "out": QT_TRANSLATE_NOOP("EventText", "{name} is out of cards."),
    "went_out": QT_TRANSLATE_NOOP("EventText", "{name} is out of cards."),
    "finished": QT_TRANSLATE_NOOP("EventText", "{name} is out of cards."),
    "landlord": QT_TRANSLATE_NOOP("EventText", "{name} is the landlord."),
    "dealer": QT_TRANSLATE_NOOP("EventText", "{name} is the dealer."),
    "banker": QT_TRANSLATE_NOOP("EventText", "{name} is the banker."),
    "to_lead": QT_TRANSLATE_NOOP("EventText", "{name} leads."),
    "lead": QT_TRANSLATE_NOOP("EventText", "{name} leads."),
    "sky": QT_TRANSLATE_NOOP("EventText", "{name} wins with sky cards!"),
    "earth": QT_TRANSLATE_NOOP("EventText", "{name} goes out at once: Earth!"),
    "grab_earth": QT_TRANSLATE_NOOP("EventText", "{name} grabs the earth!"),
    "man": QT_TRANSLATE_NOOP("EventText", "{name} empties their hand: Man!"),
}


def event_text(game_id: str, event: Event, name_of: Callable[[int], str], viewer: int | None = None) -> str:
    """One log line for ``event``; ``name_of(seat)`` gives a seat's display name."""
    data: Mapping[str, Any] = event.data if isinstance(event.data, Mapping) else {}
    kind = event.kind
    if kind.startswith("lan_dispute") or kind == "lan_void":  # disputes and the void game (ui/dispute.py)
        from .dispute import dispute_event_text

        said = dispute_event_text(event, name_of)
        if said is not None:
            return said
    name = name_of(event.seat) if event.seat is not None else ""
    if kind in PLAY_KINDS and event.seat is not None:
        cards = event_cards(event)
        if cards:
            label = texts.reading_label(game_id, event_reading(event), nested=True)
            line = QCoreApplication.translate("EventText", "{name} plays {cards}").format(
                name=name, cards=texts.cards_label(cards)
            )
            return f"{line} ({label})" if label else line
    if kind in PASS_KINDS and event.seat is not None:
        if texts.passes_are_bids(game_id):
            return QCoreApplication.translate("EventText", "{name} does not bid.").format(name=name)
        return QCoreApplication.translate("EventText", "{name} passes.").format(name=name)
    if kind in DEAL_KINDS:
        cards = event_cards(event)
        if event.seat is not None and event.seat == viewer and cards:
            return QCoreApplication.translate("EventText", "You receive {cards}.").format(
                cards=texts.card_count(len(cards))
            )
        if event.seat is not None:
            n = len(cards) or data.get("count") or data.get("n")
            if n:
                return QCoreApplication.translate("EventText", "{name} receives {cards}.").format(
                    name=name, cards=texts.card_count(int(n))
                )
        return QCoreApplication.translate("EventText", "The cards are dealt.")
    if kind in TRICK_END_KINDS:
        winner = data.get("winner", event.seat)
        who = name_of(winner) if isinstance(winner, int) else name
        points = data.get("points")
        if isinstance(points, int) and points:
            return QCoreApplication.translate("EventText", "{name} wins the trick and {points} points.").format(
                name=who, points=points
            )
        return QCoreApplication.translate("EventText", "{name} wins the trick.").format(name=who)
    if kind in ("bid",) and event.seat is not None:
        value = data.get("value", data.get("amount", data.get("bid")))
        if value in (None, 0, False):
            return QCoreApplication.translate("EventText", "{name} does not bid.").format(name=name)
        return QCoreApplication.translate("EventText", "{name} bids {value}.").format(name=name, value=value)
    if kind in ("call",) and event.seat is not None:
        if data.get("call", data.get("value", True)):
            return QCoreApplication.translate("EventText", "{name} calls the landlord.").format(name=name)
        return QCoreApplication.translate("EventText", "{name} does not call.").format(name=name)
    if kind in ("grab",) and event.seat is not None:
        if data.get("grab", data.get("value", True)):
            return QCoreApplication.translate("EventText", "{name} grabs the landlord.").format(name=name)
        return QCoreApplication.translate("EventText", "{name} does not grab.").format(name=name)
    if kind in ("show", "shown", "reveal") and event.seat is not None:
        if data.get("show", True) is False:  # 斗地主: the landlord declines to show (不明牌)
            return QCoreApplication.translate("EventText", "{name} keeps their cards hidden.").format(name=name)
        cards = event_cards(event)
        if cards:
            return QCoreApplication.translate("EventText", "{name} shows their cards: {cards}").format(
                name=name, cards=texts.cards_label(cards)
            )
        return QCoreApplication.translate("EventText", "{name} shows their cards.").format(name=name)
    if kind in ("trump", "trump_chosen"):
        suit = data.get("suit", data.get("value", data.get("trump")))
        return QCoreApplication.translate("EventText", "{name} chooses trumps: {suit}.").format(
            name=name, suit=texts.suit_symbol(str(suit)) + texts.suit_name(str(suit))
        )
    if kind in ("bury", "buried_cards"):
        cards = event_cards(event)
        if cards:
            return QCoreApplication.translate("EventText", "{name} buries {cards}.").format(
                name=name, cards=texts.cards_label(cards)
            )
        return QCoreApplication.translate("EventText", "{name} buries 8 cards.").format(name=name)
    if kind in ("laizi", "wild", "laizi_drawn"):
        rank = data.get("rank", data.get("laizi"))
        return QCoreApplication.translate("EventText", "The wild rank is {rank}.").format(rank=texts.rank_label(rank))
    if kind in ("dao", "dao_card", "knife"):
        rank = data.get("rank", data.get("dao"))
        return QCoreApplication.translate("EventText", "The knife rank is {rank}.").format(rank=texts.rank_label(rank))
    if kind in ("bottom", "kitty", "bottom_cards", "kitty_cards"):
        cards = event_cards(event)
        if cards:
            return QCoreApplication.translate("EventText", "The bottom cards: {cards}.").format(
                cards=texts.cards_label(cards)
            )
    special = _game_event_text(game_id, kind, data, event.seat, name_of)
    if special:
        return special
    if kind == "phase":
        phase = data.get("phase")
        return (
            QCoreApplication.translate("EventText", "Now: {phase}.").format(phase=texts.phase_name(str(phase)))
            if phase
            else ""
        )
    if kind == "lottery":
        parts = [QCoreApplication.translate("EventText", "The lottery is drawn.")]
        if isinstance(data.get("banker"), int):
            parts.append(
                QCoreApplication.translate("EventText", "Banker: {name}.").format(name=name_of(data["banker"]))
            )
        if isinstance(data.get("first_dealer"), int):
            parts.append(
                QCoreApplication.translate("EventText", "First dealer: {name}.").format(
                    name=name_of(data["first_dealer"])
                )
            )
        return texts.sentences(parts)
    if kind == "round_start":
        return QCoreApplication.translate("EventText", "Round {n}: {name} leads.").format(
            n=data.get("round", "?"), name=name
        )
    if kind == "lead_passed":
        return QCoreApplication.translate("EventText", "The lead passes to {name}.").format(name=name)
    if kind == "show_start":
        if data.get("show"):
            return QCoreApplication.translate("EventText", "{name} shows their cards before the deal.").format(
                name=name
            )
        return QCoreApplication.translate("EventText", "{name} keeps their cards hidden.").format(name=name)
    if kind == "dealer":
        return QCoreApplication.translate("EventText", "{name} is the dealer with a bid of {bid}.").format(
            name=name, bid=data.get("bid", "?")
        )
    if kind == "spring":
        return QCoreApplication.translate("EventText", "Spring! The stake doubles.")
    if kind == "redeal":
        return QCoreApplication.translate("EventText", "Nobody called: the cards are dealt again.")
    if kind == "settlement" and "dealer_points" in data:  # 红五: the points, before the game_over scores
        return QCoreApplication.translate(
            "EventText", "Count: the dealer's side took {d} points, the defenders {f} (bid {bid})."
        ).format(d=data["dealer_points"], f=data.get("defender_points", 0), bid=data.get("bid", "?"))
    if kind in ("half_over", "settlement", "game_over") and isinstance(data.get("scores"), list):
        scores = ", ".join(f"{name_of(i)} {v:+}" for i, v in enumerate(data["scores"]) if isinstance(v, int))
        return QCoreApplication.translate("EventText", "The game is over: {scores}.").format(scores=scores)
    if kind in _SEAT and event.seat is not None:
        return _tr(_SEAT[kind]).format(name=name)
    if kind in _SIMPLE:
        return _tr(_SIMPLE[kind])
    if kind in _HALF_EVENTS:
        return QCoreApplication.translate("Yuanzi", _HALF_EVENTS[kind])
    # unknown kinds stay readable
    words = kind.replace("_", " ")
    return (
        QCoreApplication.translate("EventText", "{name}: {what}").format(name=name, what=words)
        if name
        else words.capitalize()
    )


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _points(n: int) -> str:
    return f"{n:,}"


def _side_names(side: int, name_of: Callable[[int], str]) -> str:
    """原子: the two partners of ``side`` (seats ``side`` and ``side + 2``)."""
    return QCoreApplication.translate("EventText", "{a} & {b}").format(a=name_of(side), b=name_of(side + 2))


def _names_and(names: Sequence[str]) -> str:
    """Names joined the way the language does: "North & South" / "北、南"."""
    text = names[0] if names else ""
    for name in names[1:]:
        text = QCoreApplication.translate("EventText", "{a} & {b}").format(a=text, b=name)
    return text


def _game_event_text(
    game_id: str, kind: str, data: Mapping[str, Any], seat: int | None, name_of: Callable[[int], str]
) -> str:
    """The events whose data a player wants spelled out (天牌, the lottery, a failed
    throw, a 原子 half); "" for the others."""
    name = name_of(seat) if seat is not None else ""
    if kind == "lottery" and isinstance(data.get("queue"), list):  # 天地人: 抽签
        queue = " → ".join(name_of(s) for s in data["queue"] if _int(s) is not None)
        return QCoreApplication.translate(
            "EventText", "Lottery: {banker} is the banker, {dealer} deals first; relay order (接风): {queue}."
        ).format(
            banker=name_of(data["banker"]) if _int(data.get("banker")) is not None else "?",
            dealer=name_of(data["first_dealer"]) if _int(data.get("first_dealer")) is not None else "?",
            queue=queue,
        )
    if kind == "sky" and seat is not None and isinstance(data.get("kinds"), list):  # 天牌
        line = QCoreApplication.translate("EventText", "{name} wins with sky cards: {kinds}, {klass}: {score} points!")
        text = line.format(
            name=name,
            kinds=texts.sky_kinds_text([str(k) for k in data["kinds"]]),
            klass=texts.sky_class_name(str(data.get("class", ""))),
            score=_points(_int(data.get("score")) or 0),
        )
        if data.get("triple"):
            triple = QCoreApplication.translate("EventText", "Three kinds of sky cards at one table: ×3.")
            text = texts.sentences([text, triple])
        return text
    if kind == "sky_settled" and isinstance(data.get("winners"), list) and not data["winners"]:
        return QCoreApplication.translate("EventText", "Nobody holds sky cards: the game is played out.")
    if kind in ("earth", "grab_earth", "man") and seat is not None and _int(data.get("score")) is not None:
        score = _points(data["score"])
        if kind == "earth":
            line = QT_TRANSLATE_NOOP("EventText", "{name} goes out with the first play: Earth (地牌), {score} points!")
        elif kind == "grab_earth":
            line = QT_TRANSLATE_NOOP("EventText", "{name} grabs the earth (抢地): {score} points!")
        elif data.get("walkover"):
            line = QT_TRANSLATE_NOOP(
                "EventText", "{name} is the last player left: Man (人牌) by walkover, {score} points."
            )
        else:
            line = QT_TRANSLATE_NOOP("EventText", "{name} empties their hand: Man (人牌), {score} points!")
        return _tr(line).format(name=name, score=score)
    if kind == "throw_failed" and seat is not None and _int(data.get("holder")) is not None:  # 红五: 甩牌失败
        return QCoreApplication.translate(
            "EventText", "{name}'s throw {attempted} fails: {holder} holds {cards}. {name} plays {forced} instead."
        ).format(
            name=name,
            attempted=texts.cards_label(str(data.get("attempted", ""))),
            holder=name_of(data["holder"]),
            cards=texts.cards_label(str(data.get("cards", data.get("card", "")))),
            forced=texts.cards_label(str(data.get("forced", ""))),
        )
    if game_id == "yuanzi":
        return _yuanzi_text(kind, data, seat, name_of)
    return ""


def _yuanzi_text(kind: str, data: Mapping[str, Any], seat: int | None, name_of: Callable[[int], str]) -> str:
    if kind == "half_started" and data.get("dao_card"):
        half = _int(data.get("half")) or 1
        first, holder = _int(data.get("first_receiver")), _int(data.get("dao_holder"))
        card = texts.cards_label(str(data["dao_card"]))
        rank = texts.rank_label(data.get("dao_rank"))
        if half == 1 and first is not None and holder is not None:
            return QCoreApplication.translate(
                "EventText",
                "First half. The knife card (刀) turned is {card}: the knife rank is {rank}. {first} receives the first"
                " card; {holder} gets the turned card and leads.",
            ).format(card=card, rank=rank, first=name_of(first), holder=name_of(holder))
        if first is not None:
            return QCoreApplication.translate(
                "EventText",
                "Second half. The knife card (刀) turned is {card}: the knife rank is {rank}. {first}, first out of"
                " the first half, receives the first card and leads.",
            ).format(card=card, rank=rank, first=name_of(first))
    if kind == "half_over" and _int(data.get("shangyou")) is not None:
        up = data["shangyou"]
        down = _names_and([name_of(s) for s in data.get("xiayou", ()) if _int(s) is not None])
        pts = data.get("side_points") or [0, 0]
        half = _int(data.get("half")) or 1
        head = (
            QCoreApplication.translate("EventText", "The first half is over.")
            if half == 1
            else QCoreApplication.translate("EventText", "The second half is over.")
        )
        parts = [
            head,
            QCoreApplication.translate("EventText", "First out (上游): {up}; last out (下游): {down}.").format(
                up=name_of(up), down=down or "—"
            ),
            QCoreApplication.translate("EventText", "Points this half: {a} {p}, {b} {q}.").format(
                a=_side_names(0, name_of), p=pts[0], b=_side_names(1, name_of), q=pts[1]
            ),
        ]
        if data.get("double_clip"):
            parts.append(
                QCoreApplication.translate("EventText", "Double clip (双夹)! {side} win the game.").format(
                    side=_side_names(up % 2, name_of)
                )
            )
        elif half == 1:
            parts.append(QCoreApplication.translate("EventText", "No double clip (双夹): the second half decides."))
        return texts.sentences(parts)
    if kind == "game_over" and "winner_side" in data:
        side = _int(data.get("winner_side"))
        totals = data.get("totals") or [0, 0]
        if data.get("kind") == "escape" or side is None:
            return ""
        if data.get("kind") == "double_clip":
            line = QT_TRANSLATE_NOOP("EventText", "{side} win by double clip (双夹).")
        elif data.get("kind") == "tie_break":
            line = QT_TRANSLATE_NOOP("EventText", "300 : 300: {side} win, their side went out first in the first half.")
        else:
            line = QT_TRANSLATE_NOOP("EventText", "{side} win on points, {p} : {q} over both halves.")
        detail = _tr(line).format(side=_side_names(side, name_of), p=totals[side], q=totals[1 - side])
        return texts.sentences([_tr(_SIMPLE["game_over"]), detail])
    if kind == "player_out" and seat is not None and _int(data.get("place")) == 1:
        return QCoreApplication.translate("EventText", "{name} goes out first: first out (上游)!").format(
            name=name_of(seat)
        )
    return ""
