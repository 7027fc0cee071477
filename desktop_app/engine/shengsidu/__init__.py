"""生死堵 (shengsidu, "Life or Death"): a climbing game for 2..4 players with one
52-card deck (seed 004, decisions in ``../shared/spec/shengsidu.md``).

Modules: :mod:`.patterns` (combinations), :mod:`.game` (:class:`ShengsiduGame`),
:mod:`.scoring` (settlement), :mod:`.referee` (the judge ops). Names load lazily so that
importing this package stays cheap.
"""

from __future__ import annotations

from typing import Any

__all__ = ["Reading", "ShengsiduGame", "ShengsiduOptions", "ShengsiduView"]


def __getattr__(name: str) -> Any:
    if name in ("ShengsiduGame", "ShengsiduOptions", "ShengsiduView"):
        from . import game

        return getattr(game, name)
    if name == "Reading":
        from .patterns import Reading

        return Reading
    raise AttributeError(name)
