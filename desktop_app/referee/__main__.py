"""``python -m desktop_app.referee``: the referee on stdin/stdout (see :mod:`desktop_app.referee`)."""

import sys

from .jsonl import main

if __name__ == "__main__":
    sys.exit(main())
