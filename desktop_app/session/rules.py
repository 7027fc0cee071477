"""Per-game hooks the session needs around the engines (pure Python, no Qt).

The engine stays the only source of truth: these hooks never decide what is legal, they
only *propose* actions (a timer's default, a fallback when a bot fails) that the engine
then accepts or refuses, and say what a match carries from one game to the next.

* Phase timeouts: ``register_phase_timeout(game_id, phase, ms, default_action)``. When a
  human seat is to act in that phase, the session runs a timer and, when it runs out,
  submits ``default_action(game, seat)`` (红五's trump choice: 30 s, spades).
* Carry-over: ``register_carry(game_id, hook)`` with ``hook(previous, totals, number)``
  giving the ``carry`` of each game of a match. Without a hook, the previous game's own
  ``next_carry()`` method is used when it has one, else nothing is carried.
* Fallback actions: :func:`fallback_candidates` lists safe actions to try, in order, when a
  bot raises or answers with an illegal action.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.cards import Suit
from ..engine.core import Action, ActionKind, Game

__all__ = [
    "CarryHook",
    "PhaseTimeout",
    "carry_for",
    "fallback_candidates",
    "phase_timeout",
    "register_carry",
    "register_fallback",
    "register_phase_timeout",
]

log = logging.getLogger(__name__)

DefaultAction = Callable[[Game, int], Action]
CarryHook = Callable[[Game | None, Sequence[int], int], Mapping[str, Any]]
FallbackHook = Callable[[Game, int], Iterator[Action]]


@dataclass(frozen=True)
class PhaseTimeout:
    """A timer for a phase: after ``ms`` milliseconds, ``default_action(game, seat)``."""

    ms: int
    default_action: DefaultAction


_PHASE_TIMEOUTS: dict[tuple[str, str], PhaseTimeout] = {}
_CARRY_HOOKS: dict[str, CarryHook] = {}
_FALLBACKS: dict[str, FallbackHook] = {}


def register_phase_timeout(game_id: str, phase: str, ms: int, default_action: DefaultAction) -> None:
    """Run a ``ms`` timer whenever a human is to act in ``phase`` of ``game_id``."""
    if ms <= 0:
        raise ValueError("a phase timeout must be positive")
    _PHASE_TIMEOUTS[(game_id, phase)] = PhaseTimeout(ms, default_action)


def phase_timeout(game: Game) -> PhaseTimeout | None:
    """The timer for the game's current phase, if its rules have one."""
    return _PHASE_TIMEOUTS.get((game.game_id, game.phase))


def register_carry(game_id: str, hook: CarryHook) -> None:
    """``hook(previous, totals, number)`` gives the ``carry`` of game ``number`` (1-based)
    of a match; ``previous`` is the finished game before it (None for the first game) and
    ``totals`` the match totals so far."""
    _CARRY_HOOKS[game_id] = hook


def carry_for(game_id: str, previous: Game | None, totals: Sequence[int], number: int) -> dict[str, Any]:
    """The ``carry`` of game ``number`` of a ``game_id`` match.

    A registered hook decides; otherwise the previous game's own ``next_carry()`` method
    (when it has one) does; otherwise nothing is carried.
    """
    hook = _CARRY_HOOKS.get(game_id)
    if hook is not None:
        return dict(hook(previous, totals, number))
    if previous is None:
        return {}
    own = getattr(previous, "next_carry", None)
    return dict(own()) if callable(own) else {}


def register_fallback(game_id: str, hook: FallbackHook) -> None:
    """Extra fallback candidates for ``game_id``, tried before the generic ones."""
    _FALLBACKS[game_id] = hook


def fallback_candidates(game: Game, seat: int) -> Iterator[Action]:
    """Safe actions to try, in order, for ``seat`` (the engine checks each one)."""
    hook = _FALLBACKS.get(game.game_id)
    if hook is not None:
        try:
            yield from hook(game, seat)
        except Exception:  # a broken hook must not stop the generic candidates
            log.exception("fallback hook of %s failed", game.game_id)
    kinds = game.legal_kinds(seat)
    if ActionKind.PASS in kinds:
        yield Action(seat, ActionKind.PASS)
    for kind in (ActionKind.CALL, ActionKind.GRAB, ActionKind.SHOW):
        if kind in kinds:
            yield Action(seat, kind, value=False)
    if ActionKind.TRUMP in kinds:
        for suit in Suit:
            yield Action(seat, ActionKind.TRUMP, value=suit.value)
    if ActionKind.PLAY in kinds:
        yield from _engine_suggestions(game, seat)
        hand = game.view_for(seat).hand
        seen = set()
        for card in sorted(hand, key=lambda c: (c.rank, c.suit.value if c.suit else "")):
            if card not in seen:
                seen.add(card)
                yield Action(seat, ActionKind.PLAY, (card,))


def _engine_suggestions(game: Game, seat: int) -> Iterator[Action]:
    """Plays the engine itself lists, when it offers ``hints(seat)`` or
    ``legal_plays(seat)`` (cards, or (cards, reading) pairs)."""
    for name in ("hints", "legal_plays"):
        method = getattr(game, name, None)
        if not callable(method):
            continue
        try:
            found = list(method(seat))
        except Exception:  # a suggestion helper must not stop the fallback
            log.exception("%s.%s(%d) failed", game.game_id, name, seat)
            continue
        for item in reversed(found):  # the cheapest last in "best first" lists
            cards = item[0] if item and isinstance(item[0], tuple) else item
            if isinstance(cards, tuple) and cards:
                yield Action(seat, ActionKind.PLAY, tuple(cards))
        return


# --------------------------------------------------------------------------- built-in hooks


def _hongwu_default_trump(game: Game, seat: int) -> Action:
    try:
        from ..engine.hongwu.game import DEFAULT_TRUMP
    except ImportError:  # the engine always exports it; keep the timer working regardless
        DEFAULT_TRUMP = "s"
    return Action(seat, ActionKind.TRUMP, value=DEFAULT_TRUMP)


def _hongwu_fallback(game: Game, seat: int) -> Iterator[Action]:
    """红五: bury the 8 weakest cards; lead a weak single; follow with a legal follow."""
    import random

    from ..engine.hongwu import patterns as hp

    view: Any = game.view_for(seat)
    order = getattr(game, "order", None)
    if view.phase == "bury" and len(view.hand) >= 8:
        yield Action(seat, ActionKind.BURY, tuple(view.hand[-8:]))
    if view.phase != "play" or order is None:
        return
    hand = list(view.hand)
    if not view.trick:
        for lead in reversed(hp.legal_leads(hand, order, throws=False)):
            yield Action(seat, ActionKind.PLAY, tuple(lead))
            return
    else:
        lead_reading = hp.read(view.trick[0][1], order)
        if lead_reading is not None:
            fp = bool(view.options.get("follow_pattern", False))
            yield Action(seat, ActionKind.PLAY, hp.random_follow(hand, lead_reading, order, random.Random(0), fp))


register_fallback("hongwu", _hongwu_fallback)


def _tiandiren_carry(previous: Game | None, totals: Sequence[int], number: int) -> dict[str, Any]:
    """天地人: the game's number in the match and the totals before it (as
    ``TiandirenMatch`` gives them; informative only)."""
    return {"match_game": number, "totals": list(totals)}


def _doudizhu_carry(previous: Game | None, totals: Sequence[int], number: int) -> Mapping[str, Any]:
    """癞子斗地主: coin balances carry from game to game (the first game starts with the
    room's ``starting_coins``)."""
    if previous is None:
        return {}
    from ..engine.doudizhu.game import next_carry

    return next_carry(previous)  # type: ignore[arg-type]


register_carry("tiandiren", _tiandiren_carry)
register_carry("doudizhu", _doudizhu_carry)

#: 红五: the dealer chooses trumps within 30 s; spades when the time runs out.
HONGWU_TRUMP_MS = 30_000
register_phase_timeout("hongwu", "trump", HONGWU_TRUMP_MS, _hongwu_default_trump)
