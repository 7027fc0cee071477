# ruff: noqa: E501
"""Why? for any moment of a game: the rule behind a refusal, an accepted play, a pass, a
score line, or any step of a record, as language-neutral parts (pure Python, no Qt).

An :class:`Explanation` holds a message id (the English source text with ``{placeholders}``,
translated by the UI with ``QCoreApplication.translate("Explain", message)`` and by the
referee through its pure catalogue), its ``params`` (JSON values: cards as notation, type
ids, ranks), the ``rule``: the anchor of the rules-page section it follows (the same anchor
in ``desktop_app/rules/<game>.md`` and its zh_CN / zh_TW pages), and ``source``:

* ``"seed"``: the game's original rule text says so;
* ``"option:<name>"``: a room option of the game (``Options`` field name) decides it;
* ``"decision:<id>"``: a product decision on an unclear seed sentence, one of
  :data:`DECISIONS` (the quoted sentence of ``shared/spec/<game>.md``).

``notes`` add the special rules a play relies on (a 癞子 standing in, the 红五 trump, a
刀 group...), each an Explanation of its own.

The entry points (``before``: the event log up to the move, as any seat saw it; ``options``:
the room's rule options, a dict or the game's Options)::

    explain_refusal(game_id, reason, params=None, options=None) -> Explanation
    explain_error(game_id, error, options=None) -> Explanation      # an EngineError
    explain_play(game_id, before, seat, action, events, options=None) -> Explanation
    explain_event(game_id, before, event, options=None) -> Explanation | None
    explain_score(game_id, result, options=None) -> Explanation      # one SeatResult (or its JSON)
    explain_outcome(game_id, outcome, options=None) -> Explanation   # every seat's line as notes
    explain_step(record, step) -> Explanation     # step -1: the deal, len(actions): the score
    render(explanation, translate, language="en") -> str             # translate(context, text)

``Explanation.to_json()`` / ``Explanation.from_json()`` store one (a dispute keeps the
explanation the app gave). Each game's tables are in ``desktop_app/engine/<game>/explain.py``
(``DEFAULT_OPTIONS``, ``REFUSALS``, ``does_not_beat``, ``play_parts``, ``other_play``,
``pass_rule``, ``KIND_RULES``, ``event_rule``, ``score_rule``). :func:`render` turns an
Explanation into text given a translate function (the UI passes Qt's, the referee its
catalogue), so both say the same.

>>> e = explain_refusal("tiandiren", "leader_cannot_pass")
>>> e.rule, e.source, e.valid
('play', 'seed', False)
>>> render(e, lambda ctx, text: text)
'The leader of a trick must play a combination: only the players who follow may pass. (Rules: Main play (实赛))'
"""

from __future__ import annotations

import importlib
import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import MappingProxyType, ModuleType
from typing import Any, NamedTuple

from .combo_names import combo_name
from .core import Action, ActionKind, EngineError, Event, GameRecord, Outcome, SeatResult

__all__ = [
    "CONTEXT",
    "DECISIONS",
    "LANGUAGES",
    "Explanation",
    "Rule",
    "explain_error",
    "explain_event",
    "explain_outcome",
    "explain_play",
    "explain_refusal",
    "explain_score",
    "explain_step",
    "render",
    "rule_anchors",
    "section_title",
]

#: The translation context of every message id.
CONTEXT = "Explain"
LANGUAGES = ("en", "zh_CN", "zh_TW")
Translate = Callable[[str, str], str]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context`` (lupdate reads the call; no Qt here)."""
    return text


class Rule(NamedTuple):
    """One row of a rule table: the message id, the rules-page anchor, the source."""

    message: str
    rule: str
    source: str = "seed"


@dataclass(frozen=True)
class Explanation:
    """The rule applied at one moment, in language-neutral parts (see the module doc)."""

    game_id: str
    kind: str  # "refusal", "play", "pass", "action", "score", "start"
    message: str
    params: Mapping[str, Any] = field(default_factory=dict)
    rule: str = "play"
    source: str = "seed"
    reason: str | None = None
    valid: bool = True
    notes: tuple[Explanation, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "params", MappingProxyType(dict(self.params)))
        object.__setattr__(self, "notes", tuple(self.notes))

    def __hash__(self) -> int:
        return hash(json.dumps(self.to_json(), sort_keys=True, default=str))

    @property
    def parts(self) -> tuple[Explanation, ...]:
        """The message and its notes, in order."""
        return (self, *self.notes)

    @property
    def option(self) -> str | None:
        """The room option this explanation's main rule is, if any."""
        return self.source.partition(":")[2] if self.source.startswith("option:") else None

    def with_notes(self, notes: Sequence[Explanation]) -> Explanation:
        return Explanation(
            self.game_id, self.kind, self.message, self.params, self.rule, self.source, self.reason, self.valid,
            (*self.notes, *notes),
        )

    def to_json(self) -> dict[str, Any]:
        """The explanation as JSON (a dispute stores it as "the explanation the app gave")."""
        d: dict[str, Any] = {
            "game": self.game_id,
            "kind": self.kind,
            "message": self.message,
            "params": dict(self.params),
            "rule": self.rule,
            "source": self.source,
            "valid": self.valid,
        }
        if self.reason is not None:
            d["reason"] = self.reason
        if self.notes:
            d["notes"] = [n.to_json() for n in self.notes]
        return d

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Explanation:
        """Inverse of :meth:`to_json` (ValueError for what it did not write)."""
        if not isinstance(d, Mapping) or not isinstance(d.get("message"), str):
            raise ValueError("not an explanation")
        params = d.get("params", {})
        notes = d.get("notes", [])
        if not isinstance(params, Mapping) or not isinstance(notes, list):
            raise ValueError("not an explanation")
        return cls(
            str(d.get("game", "")),
            str(d.get("kind", "")),
            d["message"],
            dict(params),
            str(d.get("rule", "play")),
            str(d.get("source", "seed")),
            d.get("reason") if isinstance(d.get("reason"), str) else None,
            bool(d.get("valid", True)),
            tuple(cls.from_json(n) for n in notes),
        )


# --------------------------------------------------------------------------- decisions

#: Product decisions on unclear seed sentences, cited as ``decision:<id>``: id -> (the spec
#: file in ``shared/spec/``, the sentence it records, quoted; whitespace aside, verbatim).
DECISIONS: dict[str, tuple[str, str]] = {
    "tiandiren.readings": (
        "tiandiren.md",
        "When led, the default reading is the strongest one; the UI lets the player pick another reading when "
        "more than one exists. When following, any reading that beats the top play is accepted.",
    ),
    "tiandiren.groups_first": (
        "tiandiren.md",
        "compare the number of groups first (more groups wins, whatever the kickers), then the top body rank, "
        "then, with equal bodies, the kickers",
    ),
    "tiandiren.grab_window": (
        "tiandiren.md",
        "抢地 window: when the first trick closes, if its winner can empty their hand with exactly one more "
        "play, they get that one lead immediately; playing it is 抢地.",
    ),
    "tiandiren.no_must_play": ("tiandiren.md", "No must-play rule."),
    "tiandiren.sky_exactly": ("tiandiren.md", '"Exactly" is literal: 8 twos is not a 火星航母.'),
    "tiandiren.abandon": ("tiandiren.md", "the player becomes 弃权者 = 完败者 (0)"),
    "doudizhu.bomb_ladder": (
        "doudizhu.md",
        "`rocket` (both jokers) > `laizi_bomb` (the four 癞子 alone) > `bomb` (4 natural same rank) > "
        "`soft_bomb` (4 of a rank using 1..3 癞子) > every other type.",
    ),
    "doudizhu.laizi_own_rank": ("doudizhu.md", "a 癞子 counts as its own rank"),
    "doudizhu.readings": (
        "doudizhu.md",
        "A set that has several readings is led in its strongest reading unless the player picks another",
    ),
    "doudizhu.coin_floor": ("doudizhu.md", "Coins never go negative"),
    "doudizhu.escape": ("doudizhu.md", "X is computed counting every bomb in every hand, played or not"),
    "hongwu.bid_steps": (
        "hongwu.md",
        "every later bid 5..20 above the current bid and a multiple of 5",
    ),
    "hongwu.throw": (
        "hongwu.md",
        "If any other player holds a higher single, pair or tractor in that suit than a component of the same "
        "kind, the throw fails",
    ),
    "hongwu.pair_identical": ("hongwu.md", "`pair` = two identical cards (same suit and rank"),
    "hongwu.shape": ("hongwu.md", "A follow wins only if it has the same shape as the lead"),
    "hongwu.kitty": ("hongwu.md", "when the last trick is won by a 闲家, the points buried in the kitty go to the 闲家"),
    "yuanzi.dao_no_joker": ("yuanzi.md", "never together with 刀 cards and never in `atom` / `hydrogen`"),
    "yuanzi.dao_groups": (
        "yuanzi.md",
        "a 刀 single/pair/triple beats every other single/pair/triple and cannot be beaten by a normal bomb.",
    ),
    "yuanzi.ladder": ("yuanzi.md", "Bomb ladder, high to low"),
    "yuanzi.jiefeng": ("yuanzi.md", "If that player has gone out, the lead passes to their partner (接风)"),
    "yuanzi.escape": ("yuanzi.md", "Escape: in the first half the escaper -4"),
    "shengsidu.first_lead": ("shengsidu.md", "First lead: the holder of ♦3"),
    "shengsidu.triple_one": ("shengsidu.md", "legal only as a player's whole remaining hand (尾牌3带1)"),
    "shengsidu.same_size": ("shengsidu.md", "Same type and same number of cards to beat"),
    "shengsidu.cards_scoring": ("shengsidu.md", "each loser pays the winner their remaining card count"),
    "shengsidu.rank_scoring": ("shengsidu.md", "if no loser played a card (全统) each loser pays 4"),
}


# --------------------------------------------------------------------------- rules pages

_RULES_DIR = Path(__file__).resolve().parent.parent / "rules"
_ANCHOR_RE = re.compile(r"^<a id='([a-z0-9-]+)'></a>\s*$")


@cache
def _sections(game_id: str, language: str) -> Mapping[str, str]:
    """anchor -> heading text of the game's rules page in ``language``."""
    name = f"{game_id}.md" if language == "en" else f"{game_id}.{language}.md"
    try:
        lines = (_RULES_DIR / name).read_text(encoding="utf-8").split("\n")
    except OSError:
        return {}
    out: dict[str, str] = {}
    for i, line in enumerate(lines):
        m = _ANCHOR_RE.match(line)
        if m:
            heading = next((x for x in lines[i + 1 :] if x.strip()), "")
            out[m.group(1)] = heading.lstrip("#").strip()
    return out


def rule_anchors(game_id: str, language: str = "en") -> frozenset[str]:
    """The section anchors of the game's rules page in ``language``."""
    return frozenset(_sections(game_id, language))


def section_title(game_id: str, anchor: str, language: str = "en") -> str:
    """The heading of section ``anchor`` in the rules page of ``language`` ("" if none)."""
    return _sections(game_id, language).get(anchor, "")


# --------------------------------------------------------------------------- shared rules

#: Refusals of the shared machinery (:class:`~desktop_app.engine.core.Game`, the pack
#: limits): every game may give them; a game's own ``REFUSALS`` row wins.
COMMON_REFUSALS: dict[str, Rule] = {
    "error": Rule(QT_TRANSLATE_NOOP("Explain", "The move was refused."), "play"),
    "illegal_action": Rule(QT_TRANSLATE_NOOP("Explain", "That move breaks a rule of the game."), "play"),
    "illegal_play": Rule(QT_TRANSLATE_NOOP("Explain", "Those cards cannot be played at this moment."), "play"),
    "not_your_turn": Rule(QT_TRANSLATE_NOOP("Explain", "Players act in turn, and it is not this seat's turn."), "play"),
    "wrong_phase": Rule(QT_TRANSLATE_NOOP("Explain", "That kind of move belongs to another stage of the game."), "play"),
    "game_over": Rule(QT_TRANSLATE_NOOP("Explain", "The game is over: no more moves are taken."), "play"),
    "bad_action": Rule(QT_TRANSLATE_NOOP("Explain", "That move is not one this game takes at this moment."), "play"),
    "bad_seat": Rule(QT_TRANSLATE_NOOP("Explain", "There is no such seat at this table."), "play"),
    "unknown_action": Rule(QT_TRANSLATE_NOOP("Explain", "That kind of move is not part of this game."), "play"),
    "unexpected_cards": Rule(QT_TRANSLATE_NOOP("Explain", "This kind of move takes no cards."), "play"),
    "bad_value": Rule(QT_TRANSLATE_NOOP("Explain", "That choice is not one this move takes."), "play"),
    "invalid_option": Rule(QT_TRANSLATE_NOOP("Explain", "A room option has a value this game does not take."), "options"),
    "player_count": Rule(QT_TRANSLATE_NOOP("Explain", "This game is not played by {players} players."), "play"),
    "bad_deal": Rule(QT_TRANSLATE_NOOP("Explain", "The deal named is not one this game knows."), "play"),
    "bad_carry": Rule(QT_TRANSLATE_NOOP("Explain", "What the match carried into this game is not valid."), "play"),
    "bad_record": Rule(QT_TRANSLATE_NOOP("Explain", "The record does not replay under this game's rules."), "play"),
    "record_version": Rule(QT_TRANSLATE_NOOP("Explain", "The record was written by a newer version of the app."), "play"),
    "bad_ctx": Rule(QT_TRANSLATE_NOOP("Explain", "The state this check needs is missing."), "play"),
    "bad_wire_value": Rule(QT_TRANSLATE_NOOP("Explain", "The message from the other computer is not valid."), "play"),
    "not_in_pack": Rule(QT_TRANSLATE_NOOP("Explain", "That card is not in this game's pack."), "combinations"),
    "too_many_copies": Rule(QT_TRANSLATE_NOOP("Explain", "This game's pack does not hold that many copies of a card."), "combinations"),
    "hand_too_large": Rule(QT_TRANSLATE_NOOP("Explain", "No hand of this game holds that many cards."), "combinations"),
    # the table's own (the session's) refusals
    "no_game": Rule(QT_TRANSLATE_NOOP("Explain", "No game is running at this table."), "play"),
    "seat_mismatch": Rule(QT_TRANSLATE_NOOP("Explain", "Each player moves only for their own seat."), "play"),
    "not_human_seat": Rule(QT_TRANSLATE_NOOP("Explain", "That seat is not played at this computer."), "play"),
    "not_remote_seat": Rule(QT_TRANSLATE_NOOP("Explain", "That seat is not played from another computer."), "play"),
    "handoff_pending": Rule(
        QT_TRANSLATE_NOOP("Explain", "At a shared computer the next player takes the mouse before moving."), "play"
    ),
    "bad_dispute": Rule(
        QT_TRANSLATE_NOOP(
            "Explain", "A dispute names a move of this game (or the deal) and says in a few words what is wrong."
        ),
        "play",
    ),
    # the LAN host's own refusals (desktop_app/net/host: a ``rejected`` frame, or an
    # ``error`` frame answering an action)
    "spectator": Rule(
        QT_TRANSLATE_NOOP("Explain", "A spectator watches the game: only a seated player makes moves."), "play"
    ),
    "not_your_seat": Rule(
        QT_TRANSLATE_NOOP("Explain", "In a LAN room each computer moves only for the seat the host gave it."), "play"
    ),
    "rate_limited": Rule(
        QT_TRANSLATE_NOOP(
            "Explain", "The host takes only so many messages a second from one computer: wait a moment and try again."
        ),
        "play",
    ),
    "internal": Rule(
        QT_TRANSLATE_NOOP("Explain", "The host could not handle that move; the game goes on as before."), "play"
    ),
    "bad_frame": Rule(
        QT_TRANSLATE_NOOP("Explain", "The host could not read that move as this app's LAN protocol writes it."), "play"
    ),
    "no_cards": Rule(QT_TRANSLATE_NOOP("Explain", "A play needs at least one card; to let the turn go, pass."), "play"),
    "empty_play": Rule(QT_TRANSLATE_NOOP("Explain", "A play needs at least one card; to let the turn go, pass."), "play"),
    "not_in_hand": Rule(QT_TRANSLATE_NOOP("Explain", "Only cards in the player's hand can be played: {cards} are not there."), "play"),
    "cards_not_in_hand": Rule(
        QT_TRANSLATE_NOOP("Explain", "Only cards in the player's hand can be played: {cards} are not there."), "play"
    ),
    "not_a_combination": Rule(QT_TRANSLATE_NOOP("Explain", "{cards} is not one of this game's combinations."), "combinations"),
    "unknown_type": Rule(QT_TRANSLATE_NOOP("Explain", "This game has no combination called {type}."), "combinations"),
    "does_not_beat": Rule(QT_TRANSLATE_NOOP("Explain", "A play must beat the play on the table ({top}), and {cards} does not."), "comparison"),
}

#: The accepted-move explanations every game shares (its own ``KIND_RULES`` win).
COMMON_KINDS: dict[str, Rule] = {
    ActionKind.ABANDON: Rule(QT_TRANSLATE_NOOP("Explain", "Any player may abandon the game at any time; it ends their part in it."), "play"),
    ActionKind.PASS: Rule(QT_TRANSLATE_NOOP("Explain", "A player who does not beat the play on the table may pass."), "play"),
    "start": Rule(QT_TRANSLATE_NOOP("Explain", "The game starts: the cards are dealt as the rules say."), "play"),
    "other": Rule(QT_TRANSLATE_NOOP("Explain", "The move is taken as the rules of this stage allow."), "play"),
    "over": Rule(QT_TRANSLATE_NOOP("Explain", "The game is over; each player's line of the score says how it was counted."), "play"),
}
LEAD = Rule(QT_TRANSLATE_NOOP("Explain", "{cards} is a {type}: any combination may lead a new trick."), "combinations")
BEATS = Rule(QT_TRANSLATE_NOOP("Explain", "{cards} is a {type} and beats the {top_type} on the table ({top})."), "comparison")

#: Names of the room options an explanation cites (the new-game dialog's labels).
OPTION_NAMES: dict[str, str] = {
    "strict_shape": QT_TRANSLATE_NOOP("Texts", "Strict shapes (same number of groups and kickers to beat)"),
    "spring": QT_TRANSLATE_NOOP("Texts", "Spring doubles the stake"),
    "room_stake": QT_TRANSLATE_NOOP("Texts", "Room stake"),
    "variant": QT_TRANSLATE_NOOP("Texts", "Variant"),
    "jokers_as_kickers": QT_TRANSLATE_NOOP("Texts", "Jokers may be kickers"),
    "follow_pattern": QT_TRANSLATE_NOOP("Texts", "Pairs must follow pairs"),
    "kitty_double": QT_TRANSLATE_NOOP("Texts", "Kitty points doubled for the defenders"),
    "red_five_penalty": QT_TRANSLATE_NOOP("Texts", "Penalty per captured heart five"),
    "base_score": QT_TRANSLATE_NOOP("Texts", "Base score"),
    "loose_three_two": QT_TRANSLATE_NOOP("Texts", "Triple with any two cards"),
    "two_connects_three": QT_TRANSLATE_NOOP("Texts", "2 may start a sequence (2-3-4)"),
    "winner_leads": QT_TRANSLATE_NOOP("Texts", "The previous winner leads"),
    "must_play": QT_TRANSLATE_NOOP("Texts", "Must play when able to beat"),
    "report_single": QT_TRANSLATE_NOOP("Texts", "Highest single against a last card"),
    "scoring": QT_TRANSLATE_NOOP("Texts", "Scoring"),
    "bomb_bonus": QT_TRANSLATE_NOOP("Texts", "Bomb bonus"),
    "double_clip_threshold": QT_TRANSLATE_NOOP("Texts", "Double clip below this many points"),
    "win_stake": QT_TRANSLATE_NOOP("Texts", "Stake for a win"),
    "double_clip_stake": QT_TRANSLATE_NOOP("Texts", "Stake for a double clip"),
    "escape_bonus": QT_TRANSLATE_NOOP("Texts", "Escape bonus to each opponent"),
}
SKY_NAMES: dict[str, str] = {
    "mars_carrier": QT_TRANSLATE_NOOP("Texts", "Mars carrier"),
    "ufo": QT_TRANSLATE_NOOP("Texts", "UFO"),
    "starlink": QT_TRANSLATE_NOOP("Texts", "Starlink"),
    "banker": QT_TRANSLATE_NOOP("Texts", "banker's sky (庄家天牌), ×1"),
    "non_banker": QT_TRANSLATE_NOOP("Texts", "non-banker's sky (非庄家天牌), ×0.7"),
    "grab": QT_TRANSLATE_NOOP("Texts", "grabbed sky (抢天), ×0.9"),
}
_RANK_WORDS = {"BJ": QT_TRANSLATE_NOOP("Texts", "Small Joker"), "RJ": QT_TRANSLATE_NOOP("Texts", "Big Joker")}
_SUITS = {"s": "♠", "h": "♥", "c": "♣", "d": "♦"}
TRUMPS = QT_TRANSLATE_NOOP("Explain", "trumps")
#: Words the renderer puts around the parts.
RULES_LINE = QT_TRANSLATE_NOOP("Explain", "(Rules: {section})")
OPTION_LINE = QT_TRANSLATE_NOOP("Explain", "This is the room option “{option}”.")
DECISION_LINE = QT_TRANSLATE_NOOP(
    "Explain", "The original rules are unclear here: this is the app's decision, recorded in its rules page."
)


# --------------------------------------------------------------------------- game tables


def has_explanations(game_id: str) -> bool:
    """Has the game rule tables to explain it (every game of the app; a game added for a
    test, or by a newer version, may not)?"""
    from . import GAME_IDS

    return game_id in GAME_IDS


def game_table(game_id: str) -> ModuleType:
    """The game's rule tables, ``desktop_app.engine.<game>.explain`` (KeyError if none)."""
    from . import GAME_IDS

    if game_id not in GAME_IDS:
        raise KeyError(game_id)
    return importlib.import_module(f"desktop_app.engine.{game_id}.explain")


def _clean(params: Mapping[str, Any] | None) -> dict[str, Any]:
    """The JSON scalar params (label dicts and lists left out, long text cut)."""
    out: dict[str, Any] = {}
    for k, v in (params or {}).items():
        if isinstance(k, str) and (v is None or isinstance(v, bool | int | float)):
            out[k] = v
        elif isinstance(k, str) and isinstance(v, str):
            out[k] = v[:400]
    return out


def _options_dict(options: Any) -> dict[str, Any]:
    if options is None:
        return {}
    if hasattr(options, "to_dict"):
        return dict(options.to_dict())
    return dict(options) if isinstance(options, Mapping) else {}


def _make(game_id: str, kind: str, rule: Rule, params: Mapping[str, Any], reason: str | None = None,
          valid: bool = True) -> Explanation:
    return Explanation(game_id, kind, rule.message, _clean(params), rule.rule, rule.source, reason, valid)


def explain_refusal(
    game_id: str, reason: str, params: Mapping[str, Any] | None = None, options: Any = None
) -> Explanation:
    """Why the engine refused a move with ``reason`` (an :class:`EngineError` reason code)
    and its ``params``; ``options`` are the room's rule options (a dict or Options)."""
    table = game_table(game_id)
    params = dict(params or {})
    opts = {**table.DEFAULT_OPTIONS, **_options_dict(options)}
    rule: Rule | None = None
    if reason == "does_not_beat":
        rule = table.does_not_beat(params, opts)
    if rule is None:
        rule = table.REFUSALS.get(reason) or COMMON_REFUSALS.get(reason) or COMMON_REFUSALS["error"]
    shown = dict(params)
    top = params.get("top_cards") or params.get("top")
    if isinstance(top, str):
        shown["top"] = top
    return _make(game_id, "refusal", rule, shown, reason, valid=False)


def explain_error(game_id: str, error: EngineError, options: Any = None) -> Explanation:
    """:func:`explain_refusal` of a raised error."""
    return explain_refusal(game_id, error.reason, error.params, options)


# --------------------------------------------------------------------------- plays


@dataclass
class PlayContext:
    """What the event log before a play tells about it: the play on the table (its event
    data and seat), the game's wild / trump / knife ranks, the room options."""

    options: dict[str, Any]
    top: Mapping[str, Any] | None = None
    top_seat: int | None = None
    laizi: str | None = None
    trump: str | None = None
    dao: str | None = None
    hand_left: int | None = None


_TRICK_ENDS = frozenset({"trick_closed", "trick", "trick_start", "round_start", "half_started", "lead_passed"})


def play_context(game_id: str, before: Sequence[Event], options: Any = None) -> PlayContext:
    """Read the event log before a move."""
    table = game_table(game_id)
    ctx = PlayContext({**table.DEFAULT_OPTIONS, **_options_dict(options)})
    for e in before:
        data = e.data if isinstance(e.data, Mapping) else {}
        if e.kind == "play":
            if data.get("lead"):
                ctx.top = None
            ctx.top, ctx.top_seat = data, e.seat
        elif e.kind in _TRICK_ENDS:
            ctx.top, ctx.top_seat = None, None
            if e.kind == "half_started" and isinstance(data.get("dao_rank"), str):
                ctx.dao = data["dao_rank"]
        elif e.kind == "laizi" and isinstance(data.get("rank"), str):
            ctx.laizi = data["rank"]
        elif e.kind == "trump" and isinstance(data.get("suit"), str):
            ctx.trump = data["suit"]
    return ctx


def explain_play(
    game_id: str,
    before: Sequence[Event],
    seat: int,
    action: Action,
    events: Sequence[Event],
    options: Any = None,
) -> Explanation:
    """Why an accepted move was legal: ``before`` is the event log up to it (what any seat
    saw: the public events are enough), ``events`` what it caused. A play names its
    combination and why it may lead or why it beats the play on the table, with the
    special rules it relies on as notes; a pass or another kind of move says which rule
    lets it."""
    table = game_table(game_id)
    ctx = play_context(game_id, before, options)
    out = _explain_move(game_id, table, ctx, seat, action, events)
    history = list(before)
    notes: list[Explanation] = []
    for event in events:
        if not (event.kind == "play" and event.seat == seat):
            note = explain_event(game_id, history, event, options)
            if note is not None:
                notes.append(note)
        history.append(event)
    return out.with_notes(notes) if notes else out


#: Events that are a seat's result: explained by its score rule.
SCORE_EVENTS = frozenset({"sky", "earth", "grab_earth", "man"})


def explain_event(game_id: str, before: Sequence[Event], event: Event, options: Any = None) -> Explanation | None:
    """Why something the rules did happened (a trick won, the lead passed on, the lottery,
    a result...), for the log and as a note of the move that caused it; None for an event
    that needs no rule (a deal, a phase)."""
    table = game_table(game_id)
    ctx = play_context(game_id, before, options)
    data = dict(event.data) if isinstance(event.data, Mapping) else {}
    if event.kind in SCORE_EVENTS and event.seat is not None:
        result = {"seat": event.seat, "result": event.kind, "score": data.get("score", 0), "detail": data}
        return explain_score(game_id, result, ctx.options)
    results = data.get("results")
    if event.kind == "game_over" and isinstance(results, list) and results and all(isinstance(r, Mapping) for r in results):
        lines = [r for r in results if "result" in r]
        if lines:
            return explain_outcome(game_id, lines, ctx.options)
    got = table.event_rule(event.kind, data, ctx)
    if got is None:
        return None
    rule, params = got
    return _make(game_id, "event", rule, {**_clean(data), "seat": event.seat, **params})


def _explain_move(
    game_id: str, table: ModuleType, ctx: PlayContext, seat: int, action: Action, events: Sequence[Event]
) -> Explanation:
    """The move's own explanation (without what it caused)."""
    play = next((e for e in events if e.kind == "play" and e.seat == seat), None)
    if action.kind == ActionKind.PLAY and play is not None:
        data = dict(play.data) if isinstance(play.data, Mapping) else {}
        main, notes = table.play_parts(data, ctx)
        params = {"cards": data.get("cards", ""), "type": data.get("type", ""), **main[1]}
        if ctx.top is not None:
            params.setdefault("top", ctx.top.get("cards", ""))
            params.setdefault("top_type", ctx.top.get("type", ""))
        out = _make(game_id, "play", main[0], params)
        return out.with_notes([_make(game_id, "play", r, {**params, **p}) for r, p in notes])
    if action.kind == ActionKind.PLAY:  # a throw that failed, or a play the game turned into another
        rule, params = table.other_play(action, events, ctx)
        return _make(game_id, "play", rule, params)
    if action.kind == ActionKind.PASS:
        rule = table.pass_rule(ctx)
        return _make(game_id, "pass", rule, {"top": (ctx.top or {}).get("cards", "")})
    rule = table.KIND_RULES.get(action.kind) or COMMON_KINDS.get(action.kind) or COMMON_KINDS["other"]
    value = action.value if isinstance(action.value, str | int | bool) else None
    params: dict[str, Any] = {"value": value, "cards": " ".join(c.text for c in action.cards)}
    if action.kind == ActionKind.TRUMP and isinstance(value, str):
        params["suit"] = value
    return _make(game_id, "action", rule, params)


# --------------------------------------------------------------------------- scores


def explain_score(game_id: str, result: SeatResult | Mapping[str, Any], options: Any = None) -> Explanation:
    """Which rule and figures gave one seat's score line (a :class:`SeatResult` or its JSON)."""
    table = game_table(game_id)
    if isinstance(result, SeatResult):
        result = result.to_json()
    detail = result.get("detail") if isinstance(result.get("detail"), Mapping) else {}
    opts = {**table.DEFAULT_OPTIONS, **_options_dict(options)}
    rule, params = table.score_rule(str(result.get("result", "")), dict(detail or {}), opts)
    base = {"score": result.get("score", 0), "result": result.get("result", ""), "seat": result.get("seat")}
    return _make(game_id, "score", rule, {**base, **params})


def explain_outcome(
    game_id: str, outcome: Outcome | Sequence[SeatResult | Mapping[str, Any]], options: Any = None
) -> Explanation:
    """The end of a game: every seat's score line (:func:`explain_score`, in seat order)
    as the notes of "the game is over"."""
    results = outcome.results if isinstance(outcome, Outcome) else outcome
    lines = [explain_score(game_id, r, options) for r in results]
    return _make(game_id, "score", COMMON_KINDS["over"], {}).with_notes(lines)


# --------------------------------------------------------------------------- records


def explain_step(record: GameRecord, step: int) -> Explanation:
    """Why step ``step`` of ``record`` (0 = its first action) was taken as it was: the
    game is replayed to that step and the action applied. A step at or past the end
    explains the result (every seat's score line as a note); a step the game refuses
    (a record edited by hand) explains the refusal."""
    from . import game_class

    game = game_class(record.game_id)(record.num_players, record.options, record.seed, record.carry, record.deal)
    actions = record.actions
    step = int(step)
    if step < 0:
        return _make(record.game_id, "start", COMMON_KINDS["start"], {})
    for action in actions[: min(step, len(actions))]:
        game.apply(action)
    if step >= len(actions):
        if game.outcome is None:
            return _make(record.game_id, "action", COMMON_KINDS["other"], {})
        return explain_outcome(record.game_id, game.outcome, game.options)
    action = actions[step]
    before = list(game.events)
    try:
        events = game.apply(action)
    except EngineError as e:
        return explain_error(record.game_id, e, game.options)
    return explain_play(record.game_id, before, action.seat, action, events, game.options)


# --------------------------------------------------------------------------- text

_FULL_STOPS = frozenset("。！？；：）」』")


def _join(parts: Sequence[str]) -> str:
    out = ""
    for p in parts:
        if not p:
            continue
        if out and out[-1] not in _FULL_STOPS:
            out += " "
        out += p
    return out


def _card(token: str, tl: Translate) -> str:
    if token in _RANK_WORDS:
        return tl("Texts", _RANK_WORDS[token])
    rank, suit = token[:-1], token[-1:]
    rank = "10" if rank == "T" else rank
    return f"{_SUITS.get(suit, suit)}{rank}"


def _rank(value: str, tl: Translate) -> str:
    if value in _RANK_WORDS:
        return tl("Texts", _RANK_WORDS[value])
    return "10" if value == "T" else value


def param_text(game_id: str, key: str, value: Any, tl: Translate) -> str:
    """One parameter in words: cards, combination names, ranks, suits, option names."""
    if isinstance(value, bool) or value is None:
        return str(value)
    if key in ("cards", "top", "top_cards", "attempted", "forced") and isinstance(value, str):
        return " ".join(_card(t, tl) for t in value.split())
    if key in ("type", "top_type") and isinstance(value, str):
        name = combo_name(game_id, value)
        return tl("Texts", name) if name else value.replace("_", " ")
    if key in ("rank", "top_rank", "laizi", "dao", "highest") and isinstance(value, str):
        return _rank(value, tl)
    if key == "ranks" and isinstance(value, str):
        return " ".join(_rank(r, tl) for r in value.split())
    if key in ("suit", "trump") and isinstance(value, str):
        return tl(CONTEXT, TRUMPS) if value == "trump" else _SUITS.get(value, value)
    if key in ("kinds", "klass") and isinstance(value, str):
        return ", ".join(tl("Texts", SKY_NAMES[k]) if k in SKY_NAMES else k for k in value.split(", ") if k)
    if key == "option" and isinstance(value, str):
        return tl("Texts", OPTION_NAMES[value]) if value in OPTION_NAMES else value
    if isinstance(value, int):
        return f"{value:,}" if abs(value) >= 10_000 else str(value)
    return str(value)


class _Safe(dict):  # type: ignore[type-arg]
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def part_text(e: Explanation, tl: Translate) -> str:
    """One part's sentence in the language of ``tr`` (no section, no source)."""
    params = _Safe({k: param_text(e.game_id, k, v, tl) for k, v in e.params.items()})
    try:
        return tl(CONTEXT, e.message).format_map(params)
    except (ValueError, IndexError, KeyError):
        return tl(CONTEXT, e.message)


def source_text(e: Explanation, tl: Translate) -> str:
    """What the source adds: the room option's name, or that it is a product decision."""
    if e.option:
        name = param_text(e.game_id, "option", e.option, tl)
        return tl(CONTEXT, OPTION_LINE).format(option=name)
    if e.source.startswith("decision:"):
        return tl(CONTEXT, DECISION_LINE)
    return ""


def render(e: Explanation, tl: Translate, language: str = "en") -> str:
    """The whole explanation as one text: every part's sentence with what its source adds,
    then the rules section it follows (its heading in ``language``)."""
    texts: list[str] = []
    for part in e.parts:
        texts.append(part_text(part, tl))
        extra = source_text(part, tl)
        if extra and extra not in texts:
            texts.append(extra)
    section = section_title(e.game_id, e.rule, language) or e.rule
    texts.append(tl(CONTEXT, RULES_LINE).format(section=section))
    return _join(texts)
