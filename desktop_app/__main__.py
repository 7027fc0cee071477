"""Entry point: ``python -m desktop_app`` and the installed ``paiju`` command."""

from __future__ import annotations

import argparse
import sys


def main(argv: list[str] | None = None) -> int:
    args_in = list(argv if argv is not None else sys.argv[1:])
    if "--server" in args_in:  # the headless server: no window, no display (QCoreApplication)
        from .net.server import main as server_main

        return server_main(args_in)
    parser = argparse.ArgumentParser(prog="paiju", description="Paiju 牌局: Chinese card games")
    parser.add_argument("--version", action="store_true", help="print the version and the commit, then exit")
    parser.add_argument(
        "--smoke-test", action="store_true", help="start, draw the main window once and exit (for packaging checks)"
    )
    parser.add_argument(
        "--lang", choices=("system", "en", "zh_CN", "zh_TW"), default=None, help="the interface language for this run"
    )
    parser.add_argument(
        "--server", action="store_true", help="host a room with no window: paiju --server --help for its options"
    )
    parser.add_argument(
        "file", nargs="?", default=None, help="a replay (.paiju-replay) or a saved match (.paiju, .json) to open"
    )
    args, qt_args = parser.parse_known_args(args_in)
    if args.version:
        from .buildinfo import version_text

        print(version_text())
        return 0

    from .app import run

    return run([sys.argv[0], *qt_args], smoke_test=args.smoke_test, language=args.lang, path=args.file)


if __name__ == "__main__":
    sys.exit(main())
