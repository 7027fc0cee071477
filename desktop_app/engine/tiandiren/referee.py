"""The 天地人 rule ops of the referee (``python -m desktop_app.engine.judge``; the
dispatcher and the ``hint``/``plan`` ops live in :mod:`desktop_app.referee`).

``ctx`` accepts one key, ``strict_shape`` (bool, default false): the rule variant in which a
rocket or starship beats another only with the same number of groups and the same kicker
kind. The pack is N decks of 54 for N players (the app deals to 2..8): a hand holds at most
54 cards, and a card set at most 8 copies of a card; the hands of ``settle_sky`` are one
deal, N hands from N decks.

>>> from desktop_app.engine.cards import parse_cards as p
>>> classify(p("7s 7h 7d 9s"), {})
['rocket']
>>> beats(p("7s 7h 7d 3s"), p("8s 8h 8d 8c"), {}, None)
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..cards import Card, format_cards
from ..core import EngineError, IllegalPlayError
from ..limits import PackError, PackLimits
from . import patterns as P

__all__ = [
    "CTX",
    "CTX_REQUIRED",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "PACK",
    "beats",
    "check_deal",
    "classify",
    "lead_reading",
    "settle_sky",
    "sky",
    "strict_of",
]

CTX: dict[str, tuple[str, Any]] = {"strict_shape": ("bool", False)}
CTX_REQUIRED: frozenset[str] = frozenset()

#: The players the app deals to (TiandirenGame.min_players / max_players, a test checks it).
MIN_PLAYERS, MAX_PLAYERS = 2, 8
#: The largest pack (8 decks); 54 cards a hand.
PACK = PackLimits("tiandiren", decks=MAX_PLAYERS, jokers=True, max_hand=54)


def strict_of(ctx: Mapping[str, Any] | None) -> bool:
    return bool((ctx or {}).get("strict_shape", False))


def classify(cards: Sequence[Card], ctx: Mapping[str, Any] | None = None) -> list[str]:
    """Every type id under which the set is a legal lead, strongest first (no repeats)."""
    types: list[str] = []
    for rd in P.readings(cards):
        if rd.type not in types:
            types.append(rd.type)
    return types


def lead_reading(lead: Sequence[Card], lead_type: str | None = None) -> P.Reading:
    """How a led set reads: its strongest reading, or its strongest reading of type
    ``lead_type``. Raises :class:`IllegalPlayError` otherwise: ``not_a_combination``
    (params ``cards``), ``unknown_type`` (``type``), ``reading_not_available`` (``cards``,
    ``type``, ``types``: the types the set does have)."""
    text = format_cards(lead)
    rds = P.readings(lead)
    if not rds:
        raise IllegalPlayError(f"the lead {text!r} is not a combination", "not_a_combination", cards=text)
    if lead_type is None:
        return rds[0]
    if lead_type not in P.TYPE_IDS:
        raise IllegalPlayError(f"unknown type id {lead_type!r}", "unknown_type", type=lead_type)
    for rd in rds:
        if rd.type == lead_type:
            return rd
    raise IllegalPlayError(
        f"the lead {text!r} cannot be read as {lead_type}",
        "reading_not_available",
        cards=text,
        type=lead_type,
        types=[rd.type for rd in rds],
    )


def beats(
    lead: Sequence[Card], play: Sequence[Card], ctx: Mapping[str, Any] | None, lead_type: str | None = None
) -> bool:
    """Some legal reading of ``play`` beats the lead (read as led, or as ``lead_type``)."""
    top = lead_reading(lead, lead_type)
    return P.beating_reading(play, top, strict_of(ctx)) is not None


# --------------------------------------------------------------------------- 天牌


def _scoring() -> Any:
    try:
        from . import scoring
    except ImportError as e:
        if e.name not in (f"{__package__}.scoring", __package__):
            raise
        raise EngineError("天牌 (sky) settlement is not available yet", "not_available") from None
    return scoring


def sky(cards: Sequence[Card]) -> list[str]:
    """天牌 kinds held in one dealt hand (``mars_carrier``, ``ufo``, ``starlink``)."""
    fn = getattr(_scoring(), "sky_kinds", None)
    if fn is None:
        raise EngineError("天牌 (sky) detection is not available yet", "not_available")
    return list(fn(cards))


def check_deal(hands: Sequence[Sequence[Card]]) -> None:
    """Refuse ``hands`` unless they can be one deal: 2..8 hands of at most 54 cards, all
    of them together from N decks for N hands."""
    if not MIN_PLAYERS <= len(hands) <= MAX_PLAYERS:
        raise PackError(
            f"hands: {len(hands)} hands, but tiandiren deals to {MIN_PLAYERS} to {MAX_PLAYERS} players",
            "bad_player_count",
            field="hands",
            count=len(hands),
        )
    pack = PackLimits("tiandiren", decks=len(hands), jokers=True, max_hand=PACK.max_hand)
    for seat, hand in enumerate(hands):
        pack.check(f"hands[{seat}]", hand)
    pack.check_together({f"the {len(hands)} hands": [c for hand in hands for c in hand]})


def settle_sky(hands: Sequence[Sequence[Card]], banker: int) -> list[dict[str, Any]]:
    """Per seat ``{"class", "kinds", "score"}`` of the 天牌 settlement."""
    fn = getattr(_scoring(), "settle_sky", None)
    if fn is None:
        raise EngineError("天牌 (sky) settlement is not available yet", "not_available")
    return list(fn(hands, banker))
