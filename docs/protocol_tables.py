"""Regenerate the tables of ``docs/protocol.md`` that come straight from the code.

    python docs/protocol_tables.py          # rewrite the generated blocks of docs/protocol.md
    python docs/protocol_tables.py --check  # exit 1 when a block is out of date

The blocks sit between ``<!-- generated: NAME -->`` and ``<!-- end: NAME -->`` lines:

* ``limits``: the frame limits and the host's timers, from ``desktop_app/net``;
* ``discovery``: the LAN announcements' port, timing and size (``net/discovery.py``);
* ``view-<game>``: every field of the game's ``View`` (JSON name, JSON type from the
  field's type hint, seat dependence from ``engine/wire.py``), then every nested object
  type the view holds, each field with its meaning from :data:`MEANINGS` below;
* ``actions-<game>``: the game's ``ACTION_SPECS`` table (cards, value, refusal codes);
* ``server-options``: the options of ``paiju --server`` from its argument parser.

A view field without a meaning here stops the generator (and the doc test): a new field
must be described before the tables can be rebuilt.
"""

from __future__ import annotations

import os

os.environ["PAIJU_LOOPBACK_ONLY"] = "1"  # network safety: docs scripts send nothing beyond 127.0.0.1

import argparse
import dataclasses
import enum
import os
import pathlib
import re
import sys
import types
import typing
from collections.abc import Mapping, Sequence
from typing import Any

ROOT = pathlib.Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("PAIJU_LOOPBACK_ONLY", "1")  # the docs scripts run under the switch

DOC = ROOT / "docs" / "protocol.md"
GAMES = ("tiandiren", "doudizhu", "hongwu", "yuanzi", "shengsidu")

RANK_VALUES = "3..10 as themselves, J 11, Q 12, K 13, A 14, 2 15, BJ 16, RJ 17"

#: Meaning of every view field: ``(game, JSON name)``; game ``""`` for the fields every
#: view has. Nested object types are keyed ``(game, "Type.field")``.
MEANINGS: dict[tuple[str, str], str] = {
    # ------------------------------------------------------------------ every game
    ("", "game"): "the game id (`tiandiren`, `doudizhu`, `hongwu`, `yuanzi`, `shengsidu`): picks the view's type",
    ("", "seat"): "the seat this view is for; null in a spectator's view",
    ("", "players"): "the number of seats",
    ("", "phase"): "the game's phase (see the phases above); `over` once the game has ended",
    ("", "to_move"): "the seat expected to act next; null once the game is over",
    ("", "hand"): 'this seat\'s own hand (`""` for a spectator)',
    ("", "hand_sizes"): "cards in each seat's hand, in seat order",
    ("", "legal_kinds"): "the action kinds this seat may take now (sorted); out of turn only "
    "`abandon` where the game allows it; empty for a spectator and once the game is over",
    # ------------------------------------------------------------------ tiandiren
    ("tiandiren", "options"): 'the rule options: `{"strict_shape": bool}`',
    ("tiandiren", "strict_shape"): "the `strict_shape` rule option (a rocket or starship beats another only "
    "with the same number of groups and kicker kind)",
    ("tiandiren", "round"): "the 实赛 round: 1, 2 or 3 (0 when the game ended at the 天牌 stage)",
    ("tiandiren", "trick_number"): "the number of the current trick in this game (1-based; the last one once over)",
    ("tiandiren", "trick_leader"): "the seat that leads (or led) the current trick; null when no trick runs "
    "(the `grab_earth` window, or over)",
    ("tiandiren", "trick"): "the turns of the current trick in order, passes included",
    ("tiandiren", "top"): "the current top play of the trick; null while the leader has not played",
    ("tiandiren", "passed"): "the seats that passed since the top play",
    ("tiandiren", "last_trick"): "the turns of the trick closed before the current one (the final trick once over)",
    ("tiandiren", "banker"): "the banker (庄家) drawn by the lottery",
    ("tiandiren", "first_dealer"): "the first dealer (首发牌者): the deal starts at this seat",
    ("tiandiren", "opening_leader"): "the seat that led the opening trick of round 1 (null if play never started)",
    ("tiandiren", "queue"): "the 接风 queue: a permutation of all seats",
    ("tiandiren", "queue_pointer"): "the index in `queue` of the last seat taken from it (null: none yet)",
    ("tiandiren", "next_jiefeng"): "the live seat the queue would give next (null once over)",
    ("tiandiren", "status"): "per seat: `live`, `sky` (天牌), `earth` (地牌), `grab_earth` (抢地), `man` (人牌), "
    "`loser` (完败者, at the end) or `abandoned` (弃权)",
    ("tiandiren", "live"): "the seats still playing, ascending",
    ("tiandiren", "sky"): "the 天牌 wins, their cards shown",
    ("tiandiren", "sky_triple"): "the ×3 rule applied to the 天牌 scores (three kinds held by different players)",
    ("tiandiren", "grab_seat"): "in phase `grab_earth`: the seat offered 抢地; else null",
    ("tiandiren", "played"): "every card played in 实赛 so far, in order",
    ("tiandiren", "scores"): "points won so far this game, per seat (the outcome has the final ones)",
    ("tiandiren", "TrickEntry.seat"): "who played or passed",
    ("tiandiren", "TrickEntry.cards"): 'the cards played; `""` for a pass',
    ("tiandiren", "TrickEntry.reading"): "how the play was read; null for a pass",
    ("tiandiren", "Reading.type"): "the type id (`single`, `pair`, `straight`, `pair_straight`, `rocket`, "
    "`starship`, `lone_boat`, `drone`, `super_drone`, `spaceship`)",
    ("tiandiren", "Reading.rank"): f"the main rank as an integer ({RANK_VALUES}): the top of a chain or body, "
    "the joker of a lone boat; a spaceship is 32 (BJ BJ), 33 (RJ BJ) or 34 (RJ RJ)",
    ("tiandiren", "Reading.length"): "cards of a straight, pairs of a pair straight, groups of a rocket or "
    "starship, cards of a drone; else 1",
    ("tiandiren", "Reading.kicker"): "`none`, `single` or `pair` (rockets, starships, a lone boat's attachment)",
    ("tiandiren", "Reading.kickers"): "the kicker ranks as integers, high to low",
    ("tiandiren", "Reading.size"): "the number of cards",
    ("tiandiren", "SkyInfo.seat"): "the seat that won by 天牌",
    ("tiandiren", "SkyInfo.klass"): "`banker`, `non_banker` or `grab`",
    ("tiandiren", "SkyInfo.kinds"): "the 天牌 kinds held: `mars_carrier` (7 twos), `ufo` (2 RJ + 2 BJ), "
    "`starlink` (6 threes)",
    ("tiandiren", "SkyInfo.score"): "the points this win scored",
    ("tiandiren", "SkyInfo.cards"): "the cards shown (those of the kinds)",
    ("tiandiren", "SkyInfo.triple"): "the ×3 rule applied",
    # ------------------------------------------------------------------ doudizhu
    ("doudizhu", "variant"): "the `variant` option: `laizi` (癞子 and 明牌) or `classic` (neither)",
    ("doudizhu", "jokers_as_kickers"): "rule option: both jokers may be the two singles of 4+2 or plane wings",
    ("doudizhu", "spring"): "rule option: 春天 / 反春 double the multiplier",
    ("doudizhu", "room_stake"): "rule option: the room's stake per point",
    ("doudizhu", "coins"): "each seat's coin balance at the start of this game; once over, after the settlement",
    ("doudizhu", "opener"): "the seat drawn to open this deal round",
    ("doudizhu", "deal_round"): "the deal round (a redeal after three 不叫 starts the next)",
    ("doudizhu", "show_start_seats"): "the seats that chose 明牌开始, in order",
    ("doudizhu", "shown"): "per seat: its hand lies face up (明牌开始 or 明牌)",
    ("doudizhu", "shown_hands"): "per seat: its face-up hand, or null while hidden; every hand once over",
    ("doudizhu", "bids"): "every choice so far as `[seat, step, choice]`, step `show_start`, `call`, `grab` or `show`",
    ("doudizhu", "caller"): "the seat that called 叫地主 (null: nobody yet)",
    ("doudizhu", "landlord"): "the landlord (null until decided)",
    ("doudizhu", "grabs"): "how many times 抢地主 was taken",
    ("doudizhu", "multiplier"): "the current multiplier (明牌开始 ×4 each, 抢 ×2 each, 明牌 ×2, bomb ×2 each, 春天 ×2)",
    ("doudizhu", "bottom"): 'the 3 bottom cards once the landlord has taken them (public); `""` before',
    ("doudizhu", "laizi"): "the 癞子 rank (null before it is drawn, and in `classic`)",
    ("doudizhu", "leader"): "the seat that led the current trick (null before play)",
    ("doudizhu", "top_seat"): "the seat of the current top play (null: the next play leads)",
    ("doudizhu", "top_cards"): "the current top play's cards",
    ("doudizhu", "top_reading"): "how the top play was read",
    ("doudizhu", "trick_turns"): 'the turns of the current trick, `[seat, cards]`, `""` for a pass',
    ("doudizhu", "played"): "every card played this game, in order",
    ("doudizhu", "played_by"): "per seat, the cards it played",
    ("doudizhu", "plays_made"): "per seat, how many plays (not passes) it made",
    ("doudizhu", "bombs_played"): "bombs (rocket included) played so far",
    ("doudizhu", "winner"): "`landlord` or `peasants` once over (null before, and after an escape)",
    ("doudizhu", "escaped"): "the seat that escaped (逃跑), else null",
    ("doudizhu", "deltas"): "each seat's coin change once over (`[]` before)",
    ("doudizhu", "final_hands"): "every hand once over (`[]` before)",
    ("doudizhu", "Reading.type"): "the type id (see the referee contract)",
    ("doudizhu", "Reading.key"): "the deciding rank as an index into `3 4 5 6 7 8 9 T J Q K A 2 BJ RJ` "
    "(0 = 3 ... 12 = 2, 13 = BJ, 14 = RJ): the trio or four of `trio_*`/`four_two_*`, the top of a chain",
    ("doudizhu", "Reading.length"): "ranks in a chain (1 otherwise)",
    ("doudizhu", "Reading.size"): "the number of cards",
    ("doudizhu", "Reading.kickers"): "the kickers' rank indexes (a kicker pair appears twice)",
    ("doudizhu", "Reading.wilds"): "the rank indexes the 癞子 stand for in the body (empty: none used as another rank)",
    # ------------------------------------------------------------------ hongwu
    ("hongwu", "options"): "the rule options: `kitty_double`, `follow_pattern` (bools), `red_five_penalty`, "
    "`base_score` (ints)",
    ("hongwu", "opener"): "the seat that bids first",
    ("hongwu", "bids"): "every bid in order as `[seat, amount]`, amount null for a pass",
    ("hongwu", "passed"): "the seats out of the bidding",
    ("hongwu", "high_bid"): "the highest bid so far (null: none)",
    ("hongwu", "high_bidder"): "who made it",
    ("hongwu", "bid_range"): "`[lowest, highest]` legal bid for the seat to bid; null outside the bidding",
    ("hongwu", "dealer"): "the dealer (庄家), null during the bidding",
    ("hongwu", "bid"): "the contract (the dealer's bid), null during the bidding",
    ("hongwu", "trump"): "the trump suit letter, null until chosen",
    ("hongwu", "kitty_size"): "the kitty's size (8)",
    ("hongwu", "kitty"): 'the dealer\'s own: the 8 cards picked up (phase `bury`), then the 8 buried; `""` for '
    "every other seat",
    ("hongwu", "leader"): "the seat that leads (or led) the current trick (null before play)",
    ("hongwu", "trick"): "the current trick's plays so far, `[seat, cards]`",
    ("hongwu", "trick_lead"): "the lead's label params (see the `play` event), null while nobody has led",
    ("hongwu", "trick_best"): "the seat winning the current trick so far (null: empty trick)",
    ("hongwu", "trick_points"): "points (5, 10, K) in the current trick",
    ("hongwu", "trick_number"): "the current trick, 1-based (0 before play)",
    ("hongwu", "last_trick"): "the previous trick's plays, `[seat, cards]`",
    ("hongwu", "last_trick_winner"): "who won it",
    ("hongwu", "tricks_won"): "tricks won per seat",
    ("hongwu", "points_won"): "points won per seat",
    ("hongwu", "dealer_points"): "the dealer's points (with the kitty's once over)",
    ("hongwu", "defender_points"): "the 闲家' points (with the kitty's once over)",
    ("hongwu", "red_fives_captured"): "♥5s in tricks (and the kitty) the 闲家 took",
    ("hongwu", "played"): "per seat, every card it has played",
    ("hongwu", "voids"): "per seat, the suit classes (`s`, `h`, `c`, `d`, `trump`) it has shown it lacks",
    ("hongwu", "last_throw_failure"): "the last lead's failed throw: `{holder, card, cards, forced, attempted}` "
    "(as in the `throw_failed` event), null when the last lead was not a failed throw",
    ("hongwu", "kitty_revealed"): 'the buried cards, once over (`""` before)',
    ("hongwu", "settlement"): "once over: the `settlement` event's data; null before",
    # ------------------------------------------------------------------ yuanzi
    ("yuanzi", "half"): "the half being played: 1 or 2",
    ("yuanzi", "partner"): "this seat's partner (the seat opposite); null for a spectator",
    ("yuanzi", "dao_card"): "the card turned for this half's 刀",
    ("yuanzi", "dao_rank"): "the 刀 rank of this half",
    ("yuanzi", "dao_holder"): "the seat that received the turned card",
    ("yuanzi", "first_receiver"): "the seat dealt first this half",
    ("yuanzi", "leader"): "the seat that leads (or led) the current trick",
    ("yuanzi", "trick"): 'the current trick\'s turns, `[seat, cards]`, `""` for a pass',
    ("yuanzi", "top_seat"): "the seat of the current top play (null: the next play leads)",
    ("yuanzi", "top_cards"): "the top play's cards",
    ("yuanzi", "top_reading"): "how the top play was read",
    ("yuanzi", "table_points"): "points (5, 10, K) played in the current trick",
    ("yuanzi", "won_points"): "points each seat has taken this half",
    ("yuanzi", "finished"): "the seats out of cards this half, in order",
    ("yuanzi", "played"): "every card played this half, in order",
    ("yuanzi", "tricks_closed"): "tricks closed this half",
    ("yuanzi", "first_half_shangyou"): "the first half's 上游 (first out); null during the first half",
    ("yuanzi", "half_results"): "the settled halves",
    ("yuanzi", "revealed"): "every hand as it was when the last half ended (`[]` before)",
    ("yuanzi", "result"): "the game's result once over, else null",
    ("yuanzi", "Reading.type"): "the type id (`single`, `pair`, `triple`, `bomb`, `atom`, `hydrogen`)",
    ("yuanzi", "Reading.rank"): "the rank the group stands for: `3` for a group made only of jokers, `RJ`/`BJ` "
    "for 王原子",
    ("yuanzi", "Reading.size"): "the number of cards",
    ("yuanzi", "Reading.dao"): "a 刀 group",
    ("yuanzi", "Reading.suit"): "the suit of a normal or 刀 atom, else null",
    ("yuanzi", "Reading.jokers"): "how many jokers stand in",
    ("yuanzi", "HalfResult.half"): "1 or 2",
    ("yuanzi", "HalfResult.finish"): "the seats in the order they went out (three, or two partners)",
    ("yuanzi", "HalfResult.shangyou"): "上游: the first out",
    ("yuanzi", "HalfResult.xiayou"): "下游: the seat(s) left with cards",
    ("yuanzi", "HalfResult.won"): "points each seat took in tricks",
    ("yuanzi", "HalfResult.hand_points"): "points left in each hand",
    ("yuanzi", "HalfResult.side_points"): "`[side 0, side 1]` after the 下游 transfers (side 0 = seats 0 and 2)",
    ("yuanzi", "HalfResult.transfers"): "the points moved at the end of the half",
    ("yuanzi", "Transfer.from_seat"): "the 下游 seat the points come from",
    ("yuanzi", "Transfer.to_side"): "the side that gets them",
    ("yuanzi", "Transfer.to_seat"): "the third seat out that gets them (null: the 上游's side)",
    ("yuanzi", "Transfer.points"): "how many points",
    ("yuanzi", "Transfer.what"): "`won` (a 下游's won points) or `hand` (points left in its hand)",
    ("yuanzi", "GameResult.kind"): "`double_clip` (双夹 after the first half), `points`, `tie_break` (300:300) "
    "or `escape`",
    ("yuanzi", "GameResult.winner_side"): "the winning side (0: seats 0 and 2, 1: seats 1 and 3)",
    ("yuanzi", "GameResult.scores"): "the score change of each seat",
    ("yuanzi", "GameResult.totals"): "the sides' points over the halves played",
    ("yuanzi", "GameResult.escaper"): "the seat that escaped, else null",
    # ------------------------------------------------------------------ shengsidu
    ("shengsidu", "options"): "the rule options: `winner_leads`, `two_connects_three`, `loose_three_two`, "
    "`report_single`, `must_play` (bools), `scoring` (`cards` or `rank`), `bomb_bonus` (int)",
    ("shengsidu", "first_leader"): "the seat that led the game",
    ("shengsidu", "first_lead_reason"): "why: `diamond` (held the lowest diamond), `previous_winner` "
    "(`winner_leads`) or `random`",
    ("shengsidu", "leader"): "the seat that leads (or led) the current trick; null once over",
    ("shengsidu", "is_lead"): "the next play leads a new trick",
    ("shengsidu", "top_seat"): "the seat of the current top play (null: the next play leads)",
    ("shengsidu", "top_cards"): "the top play's cards",
    ("shengsidu", "top_reading"): "how the top play was read",
    ("shengsidu", "trick"): 'the current trick\'s turns, `[seat, cards]`, `""` for a pass',
    ("shengsidu", "last_trick"): "the turns of the trick closed before it",
    ("shengsidu", "played"): "per seat, every card it has played",
    ("shengsidu", "bombs"): "every bomb played, `[seat, rank, beaten]`",
    ("shengsidu", "undealt"): "cards of the deck nobody was dealt (52 − 13 × players)",
    ("shengsidu", "must_play"): "for the seat to move only: a pass would be refused under 必出 (else null)",
    ("shengsidu", "hint_available"): "for the seat to move only: it holds a legal play (else null)",
    ("shengsidu", "report_single"): "for the seat to move only: 报单必顶 applies now (the next seat holds one "
    "card) (else null)",
    ("shengsidu", "winner"): "the seat that went out first, once over (null otherwise)",
    ("shengsidu", "abandoned"): "the seat that abandoned, else null",
    ("shengsidu", "scores"): "each seat's score change once over, else null",
    ("shengsidu", "spring"): "春天 (set at the end)",
    ("shengsidu", "big_spring"): "大春天 (set at the end)",
    ("shengsidu", "revealed"): "every hand once over, else null",
    ("shengsidu", "Reading.type"): "the type id (see the referee contract)",
    ("shengsidu", "Reading.rank"): "the main rank (of the single, pair, triple or four; the top of a run)",
    ("shengsidu", "Reading.size"): "the number of cards",
    ("shengsidu", "Reading.length"): "the groups in a run (1 otherwise)",
    ("shengsidu", "Reading.low"): "the bottom of a run (null for other types)",
}


# --------------------------------------------------------------------------- types


def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _json_fields(cls: type) -> list[tuple[str, Any, dataclasses.Field[Any]]]:
    """(JSON name, hint, field) of each field, with the view renames."""
    from desktop_app.engine.core import View
    from desktop_app.engine.wire import _RENAMES

    hints = _hints(cls)
    is_view = issubclass(cls, View)
    out = []
    for f in dataclasses.fields(cls):
        if f.init:
            name = _RENAMES.get(f.name, f.name) if is_view else f.name
            out.append((name, hints[f.name], f))
    return out


def json_type(hint: Any) -> str:
    """A short description of the JSON a field of this hint holds."""
    from desktop_app.engine.cards import Card, Rank, Suit

    if hint is Any:
        return "any JSON"
    if hint is int:
        return "int"
    if hint is str:
        return "string"
    if hint is bool:
        return "bool"
    if hint is float:
        return "number"
    if hint is type(None):
        return "null"
    if hint is Card:
        return "card"
    if hint is Rank:
        return "rank"
    if hint is Suit:
        return "suit"
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return "string"
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return hint.__name__
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is typing.Union or origin is types.UnionType:
        parts = [json_type(a) for a in args if a is not type(None)]
        text = " or ".join(parts)
        return f"{text} or null" if type(None) in args else text
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            if args[0] is Card:
                return "cards"
            return f"[{json_type(args[0])}, ...]"
        return "[" + ", ".join(json_type(a) for a in args) + "]"
    if origin in (frozenset, set):
        return f"[{json_type(args[0])}, ...] sorted"
    if origin in (list, Sequence):
        return f"[{json_type(args[0])}, ...]"
    if origin in (dict, Mapping):
        return "object"
    return str(hint)


def _nested(hint: Any, seen: list[type]) -> None:
    """Collect the dataclasses (other than Card) a hint holds, depth first."""
    from desktop_app.engine.cards import Card

    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        if hint is not Card and hint not in seen:
            seen.append(hint)
            for _name, sub, _f in _json_fields(hint):
                _nested(sub, seen)
        return
    for a in typing.get_args(hint):
        _nested(a, seen)


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def _meaning(game: str, key: str) -> str:
    m = MEANINGS.get((game, key))
    if m is None:
        raise KeyError(f"docs/protocol_tables.py: no meaning for {game or 'every game'} field {key!r}")
    return m


def view_block(game: str) -> str:
    from desktop_app.engine.core import View
    from desktop_app.engine.wire import seat_fields, view_class

    cls = view_class(game)
    seat_dep = seat_fields(game)
    base = {f.name for f in dataclasses.fields(View)}
    lines = ["| field | JSON | seat-dependent | meaning |", "|---|---|---|---|"]
    nested: list[type] = []
    attr_of = {name: f.name for name, _h, f in _json_fields(cls)}
    for name, hint, _f in _json_fields(cls):
        attr = attr_of[name]
        owner = "" if attr in base else game
        dep = ""
        if attr in seat_dep:
            spectator = seat_dep[attr]
            shown = "null" if spectator is None else '`""`' if spectator == () else "`[]`"
            dep = f"yes (spectator: {shown})"
        lines.append(f"| `{name}` | {_cell(json_type(hint))} | {dep} | {_cell(_meaning(owner, name))} |")
        _nested(hint, nested)
    for sub in nested:
        lines += ["", f"`{sub.__name__}` (an object):", "", "| field | JSON | meaning |", "|---|---|---|"]
        for name, hint, _f in _json_fields(sub):
            lines.append(
                f"| `{name}` | {_cell(json_type(hint))} | {_cell(_meaning(game, sub.__name__ + '.' + name))} |"
            )
    return "\n".join(lines)


def _value_text(spec: Any) -> str:
    v = spec.value
    if v.type == "none":
        text = "none (leave it out)"
    elif v.type == "bool":
        text = "`true` or `false`"
    elif v.type == "int":
        text = f"an integer {v.lo}..{v.hi}"
    elif v.choices:
        text = "one of " + ", ".join(f"`{c}`" for c in sorted(v.choices))
    else:
        text = "text (at most 64 characters)"
    if v.optional and v.type != "none":
        text += ", or leave it out"
    if spec.game_checks_value:
        text += " (checked by the game after the cards)"
    return text


def actions_block(game: str) -> str:
    from desktop_app import engine

    cls = engine.game_class(game)
    lines = [
        "| kind | cards | value | refusal codes of the table |",
        "|---|---|---|---|",
    ]
    for kind, spec in cls.ACTION_SPECS.items():
        cards = "yes" if spec.cards else "no"
        codes = []
        if spec.value.type == "none" and not spec.game_checks_value:
            codes.append(f"a value given: `{spec.reason}`")
        else:
            codes.append(f"bad value: `{spec.reason}`")
        if spec.value.type == "int":
            codes.append(f"out of range: `{spec.range_reason or spec.reason}`")
        if not spec.cards:
            codes.append(f"cards given: `{spec.cards_reason}`")
        lines.append(f"| `{kind}` | {cards} | {_cell(_value_text(spec))} | {_cell('; '.join(codes) or '-')} |")
    lines.append("")
    lines.append("Any other kind is refused with `unknown_action` (params `kind`).")
    return "\n".join(lines)


def limits_block() -> str:
    from desktop_app.net import client, host
    from desktop_app.net import protocol as P
    from desktop_app.session.session import TIMEOUTS_TO_AUTOPLAY

    room = host.RoomConfig("", "shengsidu", 2, (host.SeatPlan("open"), host.SeatPlan("open")))
    backlog = f"{host.MAX_BACKLOG} ({host.MAX_BACKLOG // 2**20} MiB)"
    rows = [
        ("client-to-host frame body", f"at most {P.MAX_CLIENT_FRAME} bytes", "`protocol.MAX_CLIENT_FRAME`"),
        ("host-to-client frame body", f"at most {P.MAX_HOST_FRAME} bytes", "`protocol.MAX_HOST_FRAME`"),
        ("integers in client frames (`id`, `value`, ...)", f"within ±{P.MAX_ID} (2^53 − 1)", "`protocol.MAX_ID`"),
        ("a player's name", f"1..{P.NAME_MAX} characters", "`protocol.NAME_MAX`"),
        (
            "the handshake nonce (`server.nonce`)",
            f"at least {P.NONCE_BYTES} bytes ({2 * P.NONCE_BYTES} hex digits)",
            "`protocol.NONCE_BYTES`",
        ),
        ("`action.cards` text", f"at most {P.MAX_CARDS_TEXT} characters", "`protocol.MAX_CARDS_TEXT`"),
        ("handshake: `hello` due within", f"{host.HANDSHAKE_TIMEOUT_S:g} s of the connection", "`HANDSHAKE_TIMEOUT_S`"),
        ("a frame begun must be complete within", f"{host.FRAME_TIMEOUT_S:g} s", "`FRAME_TIMEOUT_S`"),
        ("the host pings a joined connection silent for", f"{host.PING_INTERVAL_S:g} s", "`PING_INTERVAL_S`"),
        ("a joined connection silent for this long is gone", f"{host.SILENCE_LIMIT_S:g} s", "`SILENCE_LIMIT_S`"),
        ("strikes before the host closes a connection", f"{host.MAX_STRIKES}", "`MAX_STRIKES`"),
        (
            "frames per second (average / burst)",
            f"{host.RATE_PER_S:g} / {host.RATE_BURST:g}",
            "`RATE_PER_S`, `RATE_BURST`",
        ),
        (
            "before the `welcome`: a frame / frames in a burst, then per second",
            f"at most {host.PRE_HELLO_FRAME} bytes / {host.PRE_HELLO_BURST:g}, then {host.PRE_HELLO_RATE_PER_S:g}",
            "`PRE_HELLO_FRAME`, `PRE_HELLO_BURST`, `PRE_HELLO_RATE_PER_S`",
        ),
        (
            "connections waiting for their `hello`: from one address / in all",
            f"{host.PENDING_PER_ADDRESS} / {host.PENDING_MAX}",
            "`PENDING_PER_ADDRESS`, `PENDING_MAX`",
        ),
        (
            "new connections from one address (accept-rate cap): a burst, then per second",
            f"{host.ACCEPT_BURST}, then {host.ACCEPT_PER_S:g}",
            "`ACCEPT_BURST`, `ACCEPT_PER_S`",
        ),
        (
            "a connection flood: refusals of the accept-rate cap (any address) that pause accepting / for",
            f"{host.ACCEPT_FLOOD} / {host.ACCEPT_PAUSE_MS} ms",
            "`ACCEPT_FLOOD`, `ACCEPT_PAUSE_MS`",
        ),
        ("unsent bytes before the host drops a connection", backlog, "`MAX_BACKLOG`"),
        ("the bot that plays for a person who dropped", f"`{host.STAND_IN_LEVEL}`", "`STAND_IN_LEVEL`"),
        ("the app's client pings every", f"{client.PING_INTERVAL_S:g} s", "`client.PING_INTERVAL_S`"),
        (
            "the app's client warns that the host is quiet / gives it up after",
            f"{client.HOST_QUIET_S:g} s / {client.SILENCE_LIMIT_S:g} s without a byte",
            "`client.HOST_QUIET_S`, `client.SILENCE_LIMIT_S`",
        ),
        (
            "the app's client comes back after a drop: waits between attempts",
            ", ".join(f"{ms / 1000:g}" for ms in client.RECONNECT_DELAYS_MS)
            + f" s (then {client.RECONNECT_DELAYS_MS[-1] / 1000:g} s each time), for at most "
            + f"{client.RECONNECT_FOR_S:g} s",
            "`client.RECONNECT_DELAYS_MS`, `client.RECONNECT_FOR_S`",
        ),
        (
            "`hello`s per minute (reconnect churn): from one address / with one token",
            f"{host.HELLOS_PER_ADDRESS} / {host.HELLOS_PER_TOKEN}",
            "`HELLOS_PER_ADDRESS`, `HELLOS_PER_TOKEN`",
        ),
        (
            "a chat line",
            f"1..{P.CHAT_MAX} characters after stripping spaces (up to {P.CHAT_READ_MAX} is passed on cut to "
            f"{P.CHAT_MAX}, with `cut`; a `text` over {P.CHAT_READ_MAX} is refused unread)",
            "`protocol.CHAT_MAX`, `protocol.CHAT_READ_MAX`",
        ),
        (
            "chat lines per connection",
            f"{host.CHAT_RATE[0]} in any {host.CHAT_RATE[1]:g} s",
            "`CHAT_RATE`",
        ),
        (
            "a fair-deal nonce (`deal_nonce.nonce`)",
            f"{P.DEAL_NONCE_BYTES[0]}..{P.DEAL_NONCE_BYTES[1]} bytes "
            f"({2 * P.DEAL_NONCE_BYTES[0]}..{2 * P.DEAL_NONCE_BYTES[1]} hex digits)",
            "`protocol.DEAL_NONCE_BYTES`",
        ),
        (
            "the host waits for the fair deal's nonces at most",
            f"{host.DEAL_NONCE_TIMEOUT_MS / 1000:g} s after its `deal_commit`",
            "`DEAL_NONCE_TIMEOUT_MS`",
        ),
        (
            "turns in a row out of time before the seat stays with the bot (托管)",
            f"{TIMEOUTS_TO_AUTOPLAY}",
            "`session.TIMEOUTS_TO_AUTOPLAY`",
        ),
        (
            "room options by default: grace period / turn time / ready wait between games",
            f"{room.grace_ms / 1000:g} s / {'none' if not room.turn_ms else f'{room.turn_ms / 1000:g} s'} / "
            f"{room.ready_timeout_ms / 1000:g} s",
            "`config.RoomConfig.grace_ms`, `.turn_ms`, `.ready_timeout_ms`",
        ),
    ]
    lines = ["| what | limit | in the code (`desktop_app/net/host/limits.py` unless named) |", "|---|---|---|"]
    lines += [f"| {a} | {b} | {c} |" for a, b, c in rows]
    return "\n".join(lines)


def discovery_block() -> str:
    from desktop_app.net import discovery as D

    rows = [
        ("the UDP port", f"{D.DISCOVERY_PORT}", "`DISCOVERY_PORT`"),
        ("the environment variable that overrides it (a port 1..65535)", f"`{D.PORT_ENV}`", "`PORT_ENV`"),
        ("a room announces itself every", f"{D.ANNOUNCE_INTERVAL_MS / 1000:g} s", "`ANNOUNCE_INTERVAL_MS`"),
        ("a room not heard for this long leaves the list", f"{D.ROOM_TTL_S:g} s", "`ROOM_TTL_S`"),
        ("a datagram", f"at most {D.MAX_DATAGRAM} bytes", "`MAX_DATAGRAM`"),
    ]
    lines = ["| what | value | in `desktop_app/net/discovery.py` |", "|---|---|---|"]
    lines += [f"| {a} | {b} | {c} |" for a, b, c in rows]
    return "\n".join(lines)


def server_options_block() -> str:
    from desktop_app.net.server import build_parser

    parser = build_parser()
    extra = {"--log-level": "the least severe log records written"}
    lines = ["| option | default | meaning |", "|---|---|---|"]
    for action in parser._actions:
        if action.help == argparse.SUPPRESS or not action.option_strings or "--help" in action.option_strings:
            continue
        name = action.option_strings[-1]
        if action.nargs == 0:
            default = "off"
        elif action.required:
            default = "(required)"
        elif action.default in (None, ""):
            default = "none"
        else:
            default = f"`{action.default}`"
        meaning = action.help or extra.get(name, "")
        if action.choices:
            meaning += " (one of " + ", ".join(f"`{c}`" for c in action.choices) + ")"
        lines.append(f"| `{name}` | {default} | {_cell(meaning)} |")
    return "\n".join(lines)


def blocks() -> dict[str, str]:
    out = {"limits": limits_block(), "discovery": discovery_block(), "server-options": server_options_block()}
    for game in GAMES:
        out[f"view-{game}"] = view_block(game)
        out[f"actions-{game}"] = actions_block(game)
    return out


_BLOCK = re.compile(r"(<!-- generated: (?P<name>[a-z0-9-]+) -->\n)(?P<body>.*?)(<!-- end: (?P=name) -->)", re.S)


def render(text: str) -> str:
    """``text`` (the doc) with every generated block rebuilt; KeyError for a block the
    doc lacks or names that this script does not know."""
    made = blocks()
    found = set()

    def sub(m: re.Match[str]) -> str:
        name = m.group("name")
        if name not in made:
            raise KeyError(f"docs/protocol.md names an unknown generated block {name!r}")
        found.add(name)
        return m.group(1) + made[name] + "\n" + m.group(4)

    new = _BLOCK.sub(sub, text)
    missing = set(made) - found
    if missing:
        raise KeyError(f"docs/protocol.md lacks the generated blocks {sorted(missing)}")
    return new


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="exit 1 when docs/protocol.md is out of date")
    args = ap.parse_args(argv)
    text = DOC.read_text(encoding="utf-8")
    new = render(text)
    if args.check:
        if new != text:
            print("docs/protocol.md: the generated tables are out of date; run python docs/protocol_tables.py")
            return 1
        return 0
    if new != text:
        DOC.write_text(new, encoding="utf-8")
        print("docs/protocol.md updated")
    return 0


if __name__ == "__main__":
    sys.exit(main())
