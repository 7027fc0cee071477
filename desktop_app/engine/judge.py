"""The referee's command line as the contract names it: ``python -m desktop_app.engine.judge``.

Kept only for the contract's command line (``docs/referee.md``; outside tools run it by
this name): it launches :mod:`desktop_app.referee`, where the dispatcher, the JSON Lines
loop and the ``hint``/``plan`` ops live, with the same behaviour as
``python -m desktop_app.referee``. It is the one module of the engine allowed to import
``desktop_app.referee`` (tests/unit/test_purity.py); the rest of the engine never imports
it or ``desktop_app.ai``. The names below are re-exported for the callers of the old
module (the packaging probe).
"""

from __future__ import annotations

import sys

from ..referee import MAX_LINE_BYTES, JudgeError, handle, main

__all__ = ["MAX_LINE_BYTES", "JudgeError", "handle", "main"]

if __name__ == "__main__":
    sys.exit(main())
