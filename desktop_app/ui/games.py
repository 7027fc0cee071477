"""Per-game adapters: what the generic table needs to know about one game.

The table is generic over ``core.View`` (it never holds a ``Game``: a table fed over the
network has none); an adapter answers the questions
that differ between games (role badges, centre markers, the pack for the card counter, the
reading of a selection, hints, card order). The base class reads well-known view fields
when a game has them (``banker``, ``landlord``, ``dealer``, ``trump``, ``laizi``, ``dao``,
``table_points``...) so a new game works before it gets an adapter of its own.
"""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import logging
import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..engine.cards import Card, Rank, Suit, make_pack
from ..engine.core import ActionKind, View
from . import texts

__all__ = ["GameAdapter", "SelectionInfo", "adapter_for", "register_adapter"]

log = logging.getLogger(__name__)

_SUIT_ORDER = {Suit.SPADES: 0, Suit.HEARTS: 1, Suit.CLUBS: 2, Suit.DIAMONDS: 3, None: 4}

BADGE_COLOURS = {
    "banker": "#c62828",
    "landlord": "#c62828",
    "dealer": "#c62828",
    "first_dealer": "#6d4c41",
    "peasant": "#2e7d32",
    "partner": "#1565c0",
    "team_a": "#1565c0",
    "team_b": "#6a1b9a",
    "shown": "#ef6c00",
    "out": "#546e7a",
    "abandoned": "#424242",
    "relay": "#00838f",
    "upstream": "#f9a825",
    "last_card": "#d84315",
}


@dataclass(frozen=True)
class SelectionInfo:
    """The live reading of the selected cards: ``text`` names the combination (or says it
    is none); ``playable`` is True/False when known; ``why`` explains a refusal.
    ``choices`` lists ``(type id, label)`` of each reading the cards may be played as now
    when there is more than one (the player picks; the type goes out as ``Action.value``),
    ``chosen`` the index of the one the engine would use."""

    text: str = ""
    playable: bool | None = None
    why: str = ""
    choices: tuple[tuple[str, str], ...] = ()
    chosen: int = 0
    #: the refusal behind ``why`` (a reason code and its params), for the Why? button (#26)
    reason: str = ""
    params: Mapping[str, Any] = field(default_factory=dict)


#: how often a game without a rules assistant is looked for again (they land while we run)
ASSISTANT_RETRY_S = 5.0


def _attr(view: View, *names: str) -> Any:
    for name in names:
        if hasattr(view, name):
            value = getattr(view, name)
            if value is not None:
                return value
    return None


class GameAdapter:
    """Generic adapter; subclass per game for the details."""

    decks_per_player = False
    decks = 1
    jokers = True

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        self._patterns: Any = None
        self._patterns_loaded = False
        self._assistant: Any = None
        self._assistant_tried = -1e9
        self._packs: dict[int, Mapping[Card, int]] = {}

    # ---- the rules assistant (desktop_app.ai.<game>.assist), polled until it lands
    @property
    def assistant(self) -> Any:
        """The game's rules assistant, or None while the game has none (looked for again
        every few seconds, so one that lands while the app runs is picked up)."""
        if self._assistant is None and time.monotonic() - self._assistant_tried >= ASSISTANT_RETRY_S:
            self._assistant_tried = time.monotonic()
            try:
                from ..ai.assist import assistant

                self._assistant = assistant(self.game_id)
            except (ImportError, AttributeError):
                self._assistant = None
            except Exception:
                log.warning("the %s rules assistant fails to load", self.game_id, exc_info=True)
                self._assistant = None
        return self._assistant

    # ---- the pack, for the card counter
    def pack(self, num_players: int) -> Mapping[Card, int]:
        """Every card of the game's pack and how many times it is in it (read-only: built
        once per number of players, the counter asks for it after every play)."""
        pack = self._packs.get(num_players)
        if pack is None:
            decks = num_players if self.decks_per_player else self.decks
            pack = self._packs[num_players] = MappingProxyType(Counter(make_pack(decks, self.jokers)))
        return pack

    # ---- engine helpers, loaded lazily
    @property
    def patterns(self) -> Any:
        if not self._patterns_loaded:
            self._patterns_loaded = True
            try:
                self._patterns = importlib.import_module(f"desktop_app.engine.{self.game_id}.patterns")
            except ImportError:
                self._patterns = None
        return self._patterns

    def pattern_context(self, view: View | None) -> dict[str, Any]:
        """Keyword arguments the game's pattern functions need (癞子, 刀, trump...)."""
        return {}

    def _call(self, fn: Callable[..., Any], *args: Any, ctx: dict[str, Any]) -> Any:
        try:
            params = inspect.signature(fn).parameters
            kwargs = {k: v for k, v in ctx.items() if k in params}
        except (TypeError, ValueError):
            kwargs = {}
        return fn(*args, **kwargs)

    def readings(self, view: View | None, cards: Sequence[Card]) -> list[Any]:
        p = self.patterns
        fn = getattr(p, "readings", None) if p is not None else None
        if fn is None or not cards:
            return []
        try:
            return list(self._call(fn, list(cards), ctx=self.pattern_context(view)))
        except Exception:
            return []

    # ---- the rules assistant hook
    def read_selection(self, view: View | None, cards: Sequence[Card]) -> SelectionInfo:
        """Name the selection (every reading) and say whether it may be played now, and why
        not, from the rules assistant working on the viewer's view (the pattern module's
        readings alone while a game has none)."""
        if not cards:
            return SelectionInfo()
        ai = self.assistant
        if ai is not None and view is not None and view.seat is not None:
            try:
                return self._assisted_reading(ai, view, cards)
            except Exception:
                log.warning("%s assistant: read_selection failed", self.game_id, exc_info=True)
        return self._pattern_reading(view, cards)

    def _assisted_reading(self, ai: Any, view: View, cards: Sequence[Card]) -> SelectionInfo:
        """The selection's readings and verdict. While the viewer may play, the readings it
        can be played as come first (the one the engine would use leading), and those it
        cannot be played as now follow, marked so (a 斗地主 selection read two ways, one of
        which does not beat the table)."""
        sr = ai.read_selection(view, list(cards))
        labels = [texts.reading_label(self.game_id, r) for r in sr.readings]
        text = " / ".join(dict.fromkeys(x for x in labels if x))
        if not text:
            text = QCoreApplication.translate("Texts", "Not a combination")
        may_act = ActionKind.PLAY in view.legal_kinds and view.to_move == view.seat
        if not may_act:
            return SelectionInfo(text, None, "")
        if not sr.playable:
            why = texts.reason_text(sr.reason or "illegal_play", sr.params, self.game_id)
            return SelectionInfo(text, False, why, reason=sr.reason or "illegal_play", params=dict(sr.params or {}))
        choices, used = self._playable_types(ai, view, cards, sr)
        chosen = 0
        if sr.chosen is not None and len(choices) > 1:
            want = _reading_value(sr.readings[sr.chosen])
            chosen = next((i for i, (t, _l) in enumerate(choices) if t == want), 0)
        playable = [label for _v, label in choices]
        if chosen and playable:
            playable.insert(0, playable.pop(chosen))
        others = [x for i, x in enumerate(labels) if x and i not in used and x not in playable]
        text = " / ".join(dict.fromkeys(playable)) or text
        if others:
            text = QCoreApplication.translate("Texts", "{readings} · not now: {others}").format(
                readings=text, others=" / ".join(dict.fromkeys(others))
            )
        return SelectionInfo(text, True, "", tuple(choices) if len(choices) > 1 else (), chosen)

    def _playable_types(
        self, ai: Any, view: View, cards: Sequence[Card], sr: Any
    ) -> tuple[list[tuple[str, str]], set[int]]:
        """The distinct readings ``cards`` may be played as now, with their labels, each
        named by the action ``value`` that plays it: the reading's own value where the game
        gives one (天地人: two readings of one type, a rocket x4 or a rocket x3 carrying
        5 5 5, are two choices), else its type (each checked by the assistant as the
        action's ``value``); and the indices in ``sr.readings`` of the readings they are
        played as (the others cannot be played now)."""
        out: list[tuple[str, str]] = []
        used: set[int] = set()
        values = list(dict.fromkeys(_reading_value(r) for r in sr.readings))
        if len(values) < 2:
            index = sr.chosen if sr.chosen is not None else 0
            if values and index < len(sr.readings):
                used.add(index)
                out.append((values[0], texts.reading_label(self.game_id, sr.readings[index])))
            return out, used
        labels: set[str] = set()
        for v in values:
            verdict = ai.read_selection(view, list(cards), value=v)
            if not verdict.playable:
                continue
            index = verdict.chosen
            if index is None or index >= len(sr.readings) or _reading_value(sr.readings[index]) != v:
                index = next(i for i, r in enumerate(sr.readings) if _reading_value(r) == v)
            label = texts.reading_label(self.game_id, sr.readings[index])
            used.add(index)
            if label in labels:
                continue
            labels.add(label)
            out.append((v, label))
        return out, used

    def _pattern_reading(self, view: View | None, cards: Sequence[Card]) -> SelectionInfo:
        """The readings alone (no verdict) for a game without a rules assistant."""
        readings = self.readings(view, cards)
        text = texts.reading_label(self.game_id, readings[0]) if readings else ""
        if len(readings) > 1:
            others = [texts.reading_label(self.game_id, r) for r in readings[1:3]]
            text = " / ".join([text, *others])
        if not text and self.patterns is not None and getattr(self.patterns, "readings", None) is not None:
            text = QCoreApplication.translate("Texts", "Not a combination")
        return SelectionInfo(text, None, "")

    # ---- the referee's uniform ops (hint, plan), see engine/judge.py
    @property
    def referee(self) -> Any:
        if not hasattr(self, "_referee"):
            try:
                self._referee: Any = importlib.import_module(f"desktop_app.referee.{self.game_id}")
            except ImportError:
                self._referee = None
        return self._referee

    def referee_ctx(self, view: View | None) -> dict[str, Any]:
        """The referee ``ctx`` of the game for this view (parsed values)."""
        return {}

    def lead_cards(self, view: View) -> tuple[Card, ...] | None:
        """The cards to beat on the table (None: the viewer leads)."""
        top = getattr(view, "top_cards", None)
        if top:
            return tuple(top)
        top = getattr(view, "top", None)
        cards = getattr(top, "cards", None)
        return tuple(cards) if cards else None

    def plan(self, view: View | None) -> list[tuple[Card, ...]]:
        """The planner's split of the viewer's hand into plays (empty when unknown), from
        the rules assistant's ``plan(view)`` (the referee's planner while there is none)."""
        if view is None or not view.hand:
            return []
        ctx = self.referee_ctx(view)
        key = (tuple(c.text for c in view.hand), repr(sorted(ctx.items())), view.phase)
        cached = getattr(self, "_plan_cache", None)
        if cached is not None and cached[0] == key:
            return list(cached[1])
        groups: list[tuple[Card, ...]] = []
        ai = self.assistant
        if ai is not None:
            try:
                groups = [tuple(s.cards) for s in ai.plan(view)]
            except Exception:
                log.warning("%s assistant: plan failed", self.game_id, exc_info=True)
                groups = []
        else:
            ref = self.referee
            if ref is not None and hasattr(ref, "plan"):
                try:
                    groups = [tuple(g) for g in ref.plan(list(view.hand), ctx)]
                except Exception:
                    groups = []
        self._plan_cache = (key, groups)
        return list(groups)

    def hints(self, view: View | None) -> list[tuple[Card, ...]]:
        """Suggested plays for the viewer, best first: the rules assistant's ``hints(view)``
        (while a game has none, the referee's or the pattern module's)."""
        if view is None or not view.hand:
            return []
        ai = self.assistant
        if ai is not None:
            try:
                return [tuple(s.cards) for s in ai.hints(view)]
            except Exception:
                log.warning("%s assistant: hints failed", self.game_id, exc_info=True)
        try:
            ai = importlib.import_module("desktop_app.ai.hints")
            fn = getattr(ai, "hints", None) or getattr(ai, "hint", None)
            if fn is not None:
                return [tuple(p) for p in fn(view)]
        except ImportError:
            pass
        ref = self.referee
        if ref is not None and hasattr(ref, "hint"):
            try:
                plays = ref.hint(list(view.hand), self.lead_cards(view), self.referee_ctx(view))
                return [tuple(p) for p in plays]
            except Exception:
                pass
        p = self.patterns
        gen = getattr(p, "plays_from", None) if p is not None else None
        if gen is None:
            return []
        top = self.top_reading(view)
        try:
            out: list[tuple[Card, ...]] = []
            seen: set[tuple[str, ...]] = set()
            for cards, _reading in self._call(gen, list(view.hand), top, ctx=self.pattern_context(view)):
                key = tuple(sorted(c.text for c in cards))
                if key in seen:
                    continue
                seen.add(key)
                out.append(tuple(cards))
                if len(out) >= 40:
                    break
            if top is None:
                out.sort(key=len, reverse=True)
            return out
        except Exception:
            return []

    def top_reading(self, view: View) -> Any:
        top = _attr(view, "top_reading", "top", "top_play")
        if top is not None and hasattr(top, "reading"):
            return top.reading
        return top

    # ---- card order in the hand
    def strength(self, view: View | None, card: Card) -> int:
        return int(card.rank)

    def plan_groups(self, view: View | None, cards: Sequence[Card]) -> list[list[Card]]:
        """The hand in the planner's groups, each sorted by rank, in the order to lead them
        (empty when there is no plan covering exactly ``cards``)."""
        if view is None or sorted(c.text for c in cards) != sorted(c.text for c in view.hand):
            return []
        groups = self.plan(view)
        if not groups or sorted(c.text for g in groups for c in g) != sorted(c.text for c in cards):
            return []
        return [self.sort_hand(view, g, "rank") for g in groups]

    def plan_bury(self, view: View | None) -> int:
        """How many cards the first planned group puts away rather than plays (红五's 扣底
        while the dealer buries; 0 otherwise)."""
        return 0

    def sort_hand(self, view: View | None, cards: Sequence[Card], mode: str) -> list[Card]:
        if mode == "plan":
            groups = self.plan_groups(view, cards)
            if groups:
                return [c for g in groups for c in g]
            mode = "rank"
        if mode == "suit":
            return sorted(cards, key=lambda c: (_SUIT_ORDER[c.suit], -self.strength(view, c)))
        return sorted(cards, key=lambda c: (-self.strength(view, c), _SUIT_ORDER[c.suit]))

    # ---- badges and markers
    def badges(self, view: View, seat: int) -> list[tuple[str, str]]:
        out: list[tuple[str, str]] = []
        for badge in ("landlord", "banker", "dealer", "first_dealer"):
            if _attr(view, badge) == seat:
                out.append((texts.badge_text(badge), BADGE_COLOURS[badge]))
        shown = _attr(view, "shown", "shown_seats", "revealed_seats")
        if _seq_has(shown, seat):
            out.append((texts.badge_text("shown"), BADGE_COLOURS["shown"]))
        live = _attr(view, "live", "live_seats")
        if isinstance(live, (set, frozenset, list, tuple)) and not _seq_has(live, seat):
            out.append((texts.badge_text("out"), BADGE_COLOURS["out"]))
        return out

    def markers(self, view: View) -> list[str]:
        out: list[str] = []
        trump = _attr(view, "trump")
        if isinstance(trump, (str, Suit)):
            letter = trump.value if isinstance(trump, Suit) else trump
            out.append(
                QCoreApplication.translate("Texts", "Trumps: {suit}").format(
                    suit=texts.suit_symbol(letter) + " " + texts.suit_name(letter)
                )
            )
        laizi = _attr(view, "laizi", "wild_rank")
        if laizi is not None:
            out.append(QCoreApplication.translate("Texts", "Wild rank: {rank}").format(rank=texts.rank_label(laizi)))
        knife = self.knife_marker(view)
        if knife:
            out.append(knife)
        points = _attr(view, "table_points", "points_on_table", "trick_points")
        if isinstance(points, int) and not isinstance(points, bool):
            out.append(QCoreApplication.translate("Texts", "Points on the table: {n}").format(n=points))
        mult = _attr(view, "multiplier")
        if isinstance(mult, int) and not isinstance(mult, bool) and mult >= 1:  # ×1 too: the stake so far
            out.append(QCoreApplication.translate("Texts", "Multiplier: ×{n}").format(n=mult))
        bid = _attr(view, "bid", "current_bid")
        if isinstance(bid, int) and not isinstance(bid, bool) and bid > 0:
            out.append(QCoreApplication.translate("Texts", "Bid: {n}").format(n=bid))
        return out

    def knife_marker(self, view: View) -> str:
        """The 刀 of the game, when it has one."""
        dao = _attr(view, "dao_rank", "dao")
        if dao is None:
            return ""
        return QCoreApplication.translate("Texts", "Knife rank: {rank}").format(rank=texts.rank_label(dao))

    def revealed_hands(self, view: View) -> dict[int, tuple[Card, ...]]:
        """Other seats' hands shown face up (明牌, or every hand at the end: 亮牌)."""
        shown = _attr(view, "shown_hands", "revealed_hands", "revealed")
        if isinstance(shown, dict):
            return {int(k): tuple(v) for k, v in shown.items() if v and int(k) != view.seat}
        if isinstance(shown, (list, tuple)):
            return {i: tuple(v) for i, v in enumerate(shown) if v and i != view.seat}
        return {}

    def rank_for_counter(self) -> list[Rank]:
        ranks = [Rank.RED_JOKER, Rank.BLACK_JOKER] if self.jokers else []
        return [
            *ranks,
            Rank.TWO,
            Rank.ACE,
            Rank.KING,
            Rank.QUEEN,
            Rank.JACK,
            Rank.TEN,
            Rank.NINE,
            Rank.EIGHT,
            Rank.SEVEN,
            Rank.SIX,
            Rank.FIVE,
            Rank.FOUR,
            Rank.THREE,
        ]


def _reading_value(reading: Any) -> str:
    """The action value that plays a selection as ``reading`` (an ``ai.assist.ReadingInfo``):
    its ``value`` parameter when the game names readings one by one, else its type."""
    params = getattr(reading, "params", None)
    value = params.get("value") if isinstance(params, Mapping) else None
    return value if isinstance(value, str) else str(reading.type)


def _seq_has(seq: Any, seat: int) -> bool:
    """``seat`` is marked in ``seq``: a collection of seats or a per-seat tuple of flags."""
    if isinstance(seq, (set, frozenset)):
        return seat in seq
    if isinstance(seq, (list, tuple)):
        if seq and all(isinstance(x, bool) for x in seq):
            return seat < len(seq) and bool(seq[seat])
        return seat in seq
    return False


class TiandirenAdapter(GameAdapter):
    decks_per_player = True

    def referee_ctx(self, view: View | None) -> dict[str, Any]:
        return {"strict_shape": bool(getattr(view, "strict_shape", False))}

    def pattern_context(self, view: View | None) -> dict[str, Any]:
        return {"strict_shape": bool(getattr(view, "strict_shape", False))}

    def badges(self, view: View, seat: int) -> list[tuple[str, str]]:
        out = super().badges(view, seat)
        status = getattr(view, "status", ())
        if seat < len(status) and status[seat] not in ("live", None):
            out = [b for b in out if b[0] != texts.badge_text("out")]
            out.append((texts.result_name(str(status[seat])), BADGE_COLOURS["upstream"]))
        queue = tuple(getattr(view, "queue", ()) or ())
        if seat in queue and (seat >= len(status) or status[seat] == "live"):
            colour = BADGE_COLOURS["relay"] if getattr(view, "next_jiefeng", None) != seat else "#ef6c00"
            out.append((texts.badge_text("relay", n=queue.index(seat) + 1), colour))
        return out

    def markers(self, view: View) -> list[str]:
        out = super().markers(view)
        rnd = getattr(view, "round", None)
        if isinstance(rnd, int) and view.phase != "over":
            out.insert(0, QCoreApplication.translate("Texts", "Round {n}").format(n=rnd))
        for entry in getattr(view, "sky", ()) or ():
            kinds = entry.get("kinds", []) if isinstance(entry, dict) else []
            seat = entry.get("seat") if isinstance(entry, dict) else None
            if kinds and isinstance(seat, int):
                names = "、".join(texts.sky_kind_name(k) for k in kinds)
                out.append(
                    QCoreApplication.translate("Texts", "Sky cards: seat {n}, {kinds}").format(n=seat + 1, kinds=names)
                )
        return out

    def top_reading(self, view: View) -> Any:
        top = getattr(view, "top", None)
        return getattr(top, "reading", top)


class DoudizhuAdapter(GameAdapter):
    def referee_ctx(self, view: View | None) -> dict[str, Any]:
        return {"laizi": getattr(view, "laizi", None)}

    def pattern_context(self, view: View | None) -> dict[str, Any]:
        laizi = _attr(view, "laizi") if view is not None else None
        return {"laizi": laizi}

    def badges(self, view: View, seat: int) -> list[tuple[str, str]]:
        out = super().badges(view, seat)
        landlord = getattr(view, "landlord", None)
        if landlord is not None and landlord != seat:
            out.append((texts.badge_text("peasant"), BADGE_COLOURS["peasant"]))
        coins = getattr(view, "coins", ())
        if seat < len(coins):
            out.append((QCoreApplication.translate("Texts", "{n} coins").format(n=coins[seat]), "#8d6e63"))
        return out

    def markers(self, view: View) -> list[str]:
        out = super().markers(view)
        bottom = getattr(view, "bottom", ())
        if bottom:
            out.append(
                QCoreApplication.translate("Texts", "Bottom cards: {cards}").format(cards=texts.cards_label(bottom))
            )
        return out

    def strength(self, view: View | None, card: Card) -> int:
        laizi = getattr(view, "laizi", None)
        if laizi is not None and card.rank == laizi:
            return 100
        return int(card.rank)


class HongwuAdapter(GameAdapter):
    decks = 2

    def referee_ctx(self, view: View | None) -> dict[str, Any]:
        trump = getattr(view, "trump", None)
        if isinstance(trump, str):
            trump = Suit.parse(trump)
        return {"trump": trump}

    def lead_cards(self, view: View) -> tuple[Card, ...] | None:
        trick = getattr(view, "trick", ())
        if trick:
            first = trick[0]
            cards = first[1] if isinstance(first, (tuple, list)) and len(first) > 1 else getattr(first, "cards", None)
            return tuple(cards) if cards else None
        return None

    def plan(self, view: View | None) -> list[tuple[Card, ...]]:
        """The planner's plays; while the dealer buries (扣底), the 8 cards to bury first,
        then the plays of the hand that is left."""
        if getattr(view, "trump", None) is None:
            return []
        if view is not None and self._burying(view):
            bury = self.bury_hints(view)
            if not bury:
                return []
            rest = list(view.hand)
            for c in bury[0]:
                rest.remove(c)
            after = dataclasses.replace(view, hand=tuple(rest))
            return [bury[0], *super().plan(after)]
        return super().plan(view)

    @staticmethod
    def _burying(view: View) -> bool:
        return ActionKind.BURY in view.legal_kinds and view.to_move == view.seat

    def plan_bury(self, view: View | None) -> int:
        if view is None or not self._burying(view):
            return 0
        bury = self.bury_hints(view)
        return len(bury[0]) if bury else 0

    def hints(self, view: View | None) -> list[tuple[Card, ...]]:
        """While the dealer buries (扣底), the 8 cards the assistant would bury; later the
        suggested plays."""
        if view is not None and ActionKind.BURY in view.legal_kinds and view.to_move == view.seat:
            return self.bury_hints(view)
        return super().hints(view) if getattr(view, "trump", None) is not None else []

    @staticmethod
    def bury_hints(view: View) -> list[tuple[Card, ...]]:
        """The cards to bury the normal bot would choose (one suggestion), [] if none."""
        from ..ai.hongwu.bidding import choose_bury
        from ..ai.hongwu.tables import cards_of, idx

        trump = getattr(view, "trump", None)
        if trump is None or not view.hand:
            return []
        suit = trump if isinstance(trump, Suit) else Suit.parse(str(trump))
        double = bool(getattr(view, "options", {}).get("kitty_double", False))
        try:
            return [tuple(cards_of(choose_bury(idx(view.hand), suit, double)))]
        except Exception:
            log.warning("hongwu: bury hint failed", exc_info=True)
            return []

    def pattern_context(self, view: View | None) -> dict[str, Any]:
        return {"trump": _attr(view, "trump") if view is not None else None}

    def read_selection(self, view: View | None, cards: Sequence[Card]) -> SelectionInfo:
        """While the dealer buries (扣底) the selection is a set of cards to put away, not a
        combination: it says how many of the 8 are chosen."""
        if view is not None and ActionKind.BURY in view.legal_kinds and view.to_move == view.seat:
            if not cards:
                return SelectionInfo()
            need = int(getattr(view, "kitty_size", 8) or 8)
            text = QCoreApplication.translate("Texts", "{n} of {count} cards chosen to bury").format(
                n=len(cards), count=need
            )
            if len(cards) == need:
                return SelectionInfo(text, True, "")
            params = {"count": need, "selected": len(cards)}
            why = texts.reason_text("bury_count", params, self.game_id)
            return SelectionInfo(text, False, why, reason="bury_count", params=params)
        return super().read_selection(view, cards)

    def badges(self, view: View, seat: int) -> list[tuple[str, str]]:
        out = super().badges(view, seat)
        if view.phase == "bidding" and getattr(view, "high_bidder", None) == seat and getattr(view, "high_bid", None):
            out.append(
                (
                    QCoreApplication.translate("Texts", "High bid {n}").format(n=getattr(view, "high_bid", 0)),
                    BADGE_COLOURS["dealer"],
                )
            )
        dealer = getattr(view, "dealer", None)
        if dealer is not None and dealer != seat:
            out.append((texts.result_name("defender"), BADGE_COLOURS["peasant"]))
        won = getattr(view, "points_won", ())
        if seat < len(won) and won[seat]:
            out.append((QCoreApplication.translate("Texts", "{n} points").format(n=won[seat]), "#8d6e63"))
        return out

    def markers(self, view: View) -> list[str]:
        out = super().markers(view)
        if view.phase == "bidding":  # 叫分: the bid to beat, and what may be bid now
            high = getattr(view, "high_bid", None)
            out.append(
                QCoreApplication.translate("Texts", "High bid: {n}").format(n=high)
                if high
                else QCoreApplication.translate("Texts", "No bid yet")
            )
            rng = getattr(view, "bid_range", None)
            if rng and rng[0] <= rng[1]:
                out.append(
                    QCoreApplication.translate("Texts", "Bids now: {low}–{high}").format(low=rng[0], high=rng[1])
                )
        if getattr(view, "dealer", None) is not None and view.phase not in ("bidding",):
            out.append(
                QCoreApplication.translate("Texts", "Dealer {d} : defenders {f}").format(
                    d=getattr(view, "dealer_points", 0), f=getattr(view, "defender_points", 0)
                )
            )
        return out

    def sort_hand(self, view: View | None, cards: Sequence[Card], mode: str) -> list[Card]:
        trump = getattr(view, "trump", None)
        if mode == "rank" and trump is not None:
            try:
                from ..engine.hongwu.cards_order import order_for

                order = order_for(trump if isinstance(trump, Suit) else Suit.parse(str(trump)))
                return sorted(cards, key=order.sort_key)
            except Exception:
                pass
        return super().sort_hand(view, cards, mode)


class YuanziAdapter(GameAdapter):
    decks = 3

    def referee_ctx(self, view: View | None) -> dict[str, Any]:
        return {"dao": getattr(view, "dao_rank", None)}

    def pattern_context(self, view: View | None) -> dict[str, Any]:
        return {"dao": _attr(view, "dao_rank", "dao") if view is not None else None}

    def badges(self, view: View, seat: int) -> list[tuple[str, str]]:
        out = super().badges(view, seat)
        if view.seat is not None:
            same = (seat - view.seat) % 2 == 0
            if seat != view.seat and same:
                out.append((texts.badge_text("partner"), BADGE_COLOURS["partner"]))
        team = "team_a" if seat % 2 == 0 else "team_b"
        out.append((texts.badge_text(team), BADGE_COLOURS[team]))
        finished = tuple(getattr(view, "finished", ()) or ())
        if seat in finished:
            place = finished.index(seat)
            label = QCoreApplication.translate("Texts", "Out {n}").format(n=place + 1)
            if place == 0:  # 上游
                label = QCoreApplication.translate("Texts", "{out} · first out").format(out=label)
            out.insert(0, (label, BADGE_COLOURS["upstream"]))  # first: a panel short of room drops the last
        if not getattr(view, "tricks_closed", 0) and view.phase == "first_half":  # the deal, until a trick closed
            if getattr(view, "first_receiver", None) == seat:
                out.append((QCoreApplication.translate("Texts", "First card"), BADGE_COLOURS["first_dealer"]))
            if getattr(view, "dao_holder", None) == seat and getattr(view, "dao_card", None) is not None:
                card = texts.card_label(view.dao_card)  # type: ignore[attr-defined]
                out.append((QCoreApplication.translate("Texts", "Knife card {card}").format(card=card), "#ef6c00"))
        won = self.seat_points(view)
        if seat < len(won) and won[seat]:
            out.append((QCoreApplication.translate("Texts", "{n} points").format(n=won[seat]), "#8d6e63"))
        return out

    @staticmethod
    def seat_points(view: View) -> tuple[int, ...]:
        """The points each seat holds now: those it took in tricks this half; once a half
        is settled, after the 下游 transfers (won points to the 上游, points left in hand
        to the third player out or the 上游's side)."""
        won = list(getattr(view, "won_points", ()) or ())
        results = tuple(getattr(view, "half_results", ()) or ())
        settled = results and (view.phase == "over" or len(results) >= getattr(view, "half", 1))
        if not settled or len(won) != 4:
            return tuple(won)
        last = results[-1]
        won = list(last.won)
        for t in last.transfers:
            to = t.to_seat if t.to_seat is not None else last.shangyou
            if t.what == "won":
                won[t.from_seat] -= t.points
            won[to] += t.points
        return tuple(won)

    def revealed_hands(self, view: View) -> dict[int, tuple[Card, ...]]:
        """The hands left at the end of the game (``revealed`` holds the last half's hands,
        which during the second half are not the hands being played)."""
        return super().revealed_hands(view) if view.phase == "over" else {}

    def knife_marker(self, view: View) -> str:
        """The turned 刀 card and the rank it gives (a joker, or a point card in the second
        half, gives 3)."""
        card = getattr(view, "dao_card", None)
        rank = getattr(view, "dao_rank", None)
        if card is None or rank is None:
            return super().knife_marker(view)
        return QCoreApplication.translate("Texts", "Knife card {card}: knife rank {rank}").format(
            card=texts.card_label(card), rank=texts.rank_label(rank)
        )

    def markers(self, view: View) -> list[str]:
        out = super().markers(view)
        pts = self.seat_points(view)
        if len(pts) == 4:
            out.append(
                QCoreApplication.translate("Texts", "{half} · Team A {a} : Team B {b}").format(
                    half=texts.half_name(int(getattr(view, "half", 1) or 1)), a=pts[0] + pts[2], b=pts[1] + pts[3]
                )
            )
        return out

    def sort_hand(self, view: View | None, cards: Sequence[Card], mode: str) -> list[Card]:
        if mode == "rank":
            dao = getattr(view, "dao_rank", None)
            try:
                from ..engine.yuanzi.patterns import sort_key

                return sorted(cards, key=lambda c: sort_key(c, dao), reverse=True)
            except Exception:
                pass
        return super().sort_hand(view, cards, mode)


class ShengsiduAdapter(GameAdapter):
    jokers = False

    def referee_ctx(self, view: View | None) -> dict[str, Any]:
        opts = getattr(view, "options", {}) or {}
        return {
            "loose_three_two": bool(opts.get("loose_three_two", False)),
            "two_connects_three": bool(opts.get("two_connects_three", False)),
        }

    def badges(self, view: View, seat: int) -> list[tuple[str, str]]:
        out = super().badges(view, seat)
        if seat < len(view.hand_sizes) and view.hand_sizes[seat] == 1:
            out.append((texts.badge_text("last_card"), BADGE_COLOURS["last_card"]))
        if getattr(view, "first_leader", None) == seat:
            out.append((QCoreApplication.translate("Texts", "First lead"), BADGE_COLOURS["first_dealer"]))
        return out


_ADAPTERS: dict[str, type[GameAdapter]] = {
    "tiandiren": TiandirenAdapter,
    "doudizhu": DoudizhuAdapter,
    "hongwu": HongwuAdapter,
    "yuanzi": YuanziAdapter,
    "shengsidu": ShengsiduAdapter,
}
_INSTANCES: dict[str, GameAdapter] = {}


def register_adapter(game_id: str, cls: type[GameAdapter]) -> None:
    _ADAPTERS[game_id] = cls
    _INSTANCES.pop(game_id, None)


def adapter_for(game_id: str) -> GameAdapter:
    if game_id not in _INSTANCES:
        _INSTANCES[game_id] = _ADAPTERS.get(game_id, GameAdapter)(game_id)
    return _INSTANCES[game_id]
