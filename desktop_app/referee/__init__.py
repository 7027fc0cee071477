"""The referee: one JSON request in, one JSON reply out (the contract is in
``docs/referee.md``, a copy of the product spec).

Its command line is ``python -m desktop_app.engine.judge`` (the contract's spelling, kept as
a launcher of this package) or ``python -m desktop_app.referee``. Pure Python, no Qt.

* :mod:`.dispatch`: :func:`handle` answers one decoded request (never raises): the fields
  are parsed, every card set is checked against what the game's pack can hold
  (``desktop_app.engine.<game>.referee.PACK``), then the op runs;
* :mod:`.jsonl`: :func:`main`, the JSON Lines loop (line size bound, strict JSON in and
  out, the replies written as ASCII bytes whatever the stream's encoding);
* :mod:`.explain`: the ``explain`` op (Why?: the rule, its rules-page section and source,
  as text in three languages from the catalogue :mod:`.explain_texts`, generated from the
  app's translations);
* ``<game>.py``: the ``hint`` and ``plan`` ops, which use the rules assistant and planners
  of ``desktop_app.ai``. The rule-only ops (``classify``, ``beats``, ``follow_ok``,
  ``sky``, ``settle_sky``) and the pack limits live in the engine
  (``desktop_app.engine.<game>.referee``), which never imports the AI or this package.

Importing this package loads no game: the dispatcher imports a game's modules by name
when a request names it.

>>> handle({"op": "classify", "game": "chess", "cards": "3s", "id": 7})
{'id': 7, 'error': "unknown game 'chess'"}
"""

from __future__ import annotations

from .dispatch import JudgeError, handle
from .jsonl import MAX_LINE_BYTES, main

__all__ = ["MAX_LINE_BYTES", "JudgeError", "handle", "main"]
