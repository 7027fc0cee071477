"""The headless server: ``paiju --server --game GAME ...`` (no window, no display).

It runs the same host code as the app's Game ▸ Host a game, on a ``QCoreApplication``:
the rooms' seats are ``open`` (for a person or program who joins) or ``bot:LEVEL``. The
first line on stdout is ``listening on ADDR:PORT``. It logs to the user log directory and
to stderr, and on SIGTERM or Ctrl+C saves the game in progress (a match file in the saves
folder, opened by Game ▸ Open saved match) and exits 0. ``--games K`` stops after K games.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import logging
import logging.handlers
import os
import signal
import socket
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

__all__ = ["build_parser", "main", "parse_seats"]

log = logging.getLogger("paiju.server")

#: the number of players each game takes when --players is not given
DEFAULT_PLAYERS = {"tiandiren": 3, "doudizhu": 3, "hongwu": 4, "yuanzi": 4, "shengsidu": 3}
BOT_LEVELS = ("easy", "normal", "expert", "random")
#: server.log is rotated at this size, keeping this many older files (server.log.1 ...).
LOG_MAX_BYTES = 1024 * 1024
LOG_BACKUPS = 3


class UsageError(ValueError):
    """A command line the server cannot run."""


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="paiju --server", description="Host a Paiju room with no window.")
    p.add_argument("--server", action="store_true", help=argparse.SUPPRESS)
    p.add_argument(
        "--game", default=None, help="tiandiren, doudizhu, hongwu, yuanzi or shengsidu (required unless --resume)"
    )
    p.add_argument("--players", type=int, default=None, help="the number of players (the game's usual number)")
    p.add_argument("--seats", default=None, help="one entry per seat: open or bot:easy|normal|expert|random")
    p.add_argument("--port", type=int, default=0, help="the TCP port (0: the system chooses)")
    p.add_argument("--bind", default="0.0.0.0", help="the address to listen on")
    p.add_argument("--password", default="", help="the room's password (none by default)")
    p.add_argument("--room", default="", help="the room's name")
    p.add_argument("--options", default=None, help="rule options as a JSON object")
    p.add_argument("--games", type=int, default=None, help="stop after this many games")
    p.add_argument(
        "--match", type=int, default=None, help="games per match (default: --games, else 1); matches follow one another"
    )
    p.add_argument("--announce", action="store_true", help="announce the room on the LAN")
    p.add_argument("--grace", type=float, default=60.0, help="seconds a player who dropped out keeps the seat")
    p.add_argument("--turn-seconds", type=float, default=0.0, help="a person's time to act (0: no limit)")
    p.add_argument("--spectator-delay", action="store_true", help="spectators see each trick once it is over")
    p.add_argument(
        "--accept-rate",
        type=float,
        default=None,
        metavar="PER_S",
        help="new connections a second from one address, after a burst of 16 (default 4; 0: no cap)",
    )
    p.add_argument("--resume", default=None, metavar="FILE", help="reopen the room saved in FILE")
    p.add_argument("--seed", type=int, default=None, help=argparse.SUPPRESS)
    p.add_argument("--save-to", default=None, help="where the game in progress is kept (and saved on SIGTERM)")
    p.add_argument(
        "--language",
        default="en",
        choices=("en", "zh_CN", "zh_TW", "system"),
        help="the language of the room's default name",
    )
    p.add_argument("--log-level", default="INFO", choices=("DEBUG", "INFO", "WARNING", "ERROR"))
    # a server of many tables (net/lobby_server.py)
    p.add_argument("--rooms", type=int, default=None, help="hold this many tables of --game (a lobby lists them)")
    p.add_argument(
        "--table", action="append", default=None, metavar="GAME:PLAYERS[:SEATS]", help="one more table (repeatable)"
    )
    p.add_argument("--room-spec", default=None, metavar="JSON", help="more tables as a JSON list of objects")
    p.add_argument("--allow-create", action="store_true", help="people in the lobby may create tables")
    p.add_argument("--max-tables", type=int, default=16, help="the most tables at once (with those created)")
    return p


def parse_seats(text: str | None, players: int) -> list[tuple[str, str | None]]:
    """``open`` / ``bot:LEVEL`` entries (one per seat) as ``(kind, level)``."""
    if text is None:
        return [("open", None)] * players
    specs = [s.strip() for s in text.split(",")]
    if len(specs) != players:
        raise UsageError(f"--seats needs one entry per seat ({players}), not {len(specs)}")
    out: list[tuple[str, str | None]] = []
    for spec in specs:
        kind, _, level = spec.partition(":")
        kind, level = kind.strip().lower(), level.strip().lower()
        if kind == "open" and not level:
            out.append(("open", None))
        elif kind == "bot" and level in BOT_LEVELS:
            out.append(("bot", level))
        elif kind == "bot" and not level:
            out.append(("bot", "normal"))
        else:
            raise UsageError(f"a seat is 'open' or 'bot:easy|normal|expert|random', not {spec!r}")
    return out


def _setup_logging(level: str) -> Path | None:
    from ..paths import ensure_dir, logs_dir

    root = logging.getLogger()
    root.setLevel(level)
    fmt = logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s")
    err = logging.StreamHandler(sys.stderr)
    err.setFormatter(fmt)
    root.addHandler(err)
    try:
        path = ensure_dir(logs_dir()) / "server.log"
        fh = logging.handlers.RotatingFileHandler(
            path, maxBytes=LOG_MAX_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8"
        )  # (a server runs for weeks: its log must not fill the disk)
        fh.setFormatter(fmt)
        root.addHandler(fh)
        return path
    except OSError as e:
        log.warning("no log file (%s): logging to stderr only", e)
        return None


def _config(args: argparse.Namespace) -> Any:
    from .. import engine
    from ..engine.core import EngineError
    from .host import RoomConfig, SeatPlan

    if args.game not in engine.GAME_IDS:
        raise UsageError(f"unknown game {args.game!r} (one of {', '.join(engine.GAME_IDS)})")
    cls = engine.game_class(args.game)
    players = args.players if args.players is not None else DEFAULT_PLAYERS.get(args.game, cls.min_players)
    if not cls.min_players <= players <= cls.max_players:
        raise UsageError(f"{args.game} takes {cls.min_players} to {cls.max_players} players, not {players}")
    try:
        options = json.loads(args.options) if args.options else {}
        opts = cls.options_class.from_dict(options).to_dict()
    except ValueError as e:  # JSON or EngineError
        raise UsageError(f"bad --options: {e}") from None
    except EngineError as e:  # pragma: no cover - EngineError is a ValueError
        raise UsageError(f"bad --options: {e}") from None
    if args.games is not None and args.games < 1:
        raise UsageError("--games must be at least 1")
    if not 0 <= args.grace <= 3600 or not 0 <= args.turn_seconds <= 3600:
        raise UsageError("--grace and --turn-seconds must be 0..3600 seconds")
    if not 0 <= args.port <= 65535:
        raise UsageError("--port must be 0..65535")
    if args.accept_rate is not None and not 0 <= args.accept_rate <= 1e6:
        raise UsageError("--accept-rate must be 0..1000000 connections a second")
    match = args.match or args.games or 1
    if match < 1:
        raise UsageError("--match must be at least 1")
    seats = tuple(
        SeatPlan("bot", "", level) if kind == "bot" else SeatPlan("open")
        for kind, level in parse_seats(args.seats, players)
    )
    room = args.room or default_room_name(args.game)
    return RoomConfig(
        room=room[:64],
        game_id=args.game,
        num_players=players,
        seats=seats,
        options=opts,
        match_length=match,
        password=args.password,
        auto_start=True,
        next_game_delay_ms=1000,
        grace_ms=int(args.grace * 1000),
        turn_ms=int(args.turn_seconds * 1000),
        spectator_delay=args.spectator_delay,
    )


def default_room_name(game_id: str) -> str:
    """``<host name> · <the game's name>``, the name in the language installed (the app's
    own names of the games: ``ui.texts``, which needs no widgets)."""
    from ..ui.texts import game_name

    return f"{socket.gethostname()} · {game_name(game_id)}"


def _set_language(choice: str) -> str:
    """Install the translations of ``choice`` on the application (English: none)."""
    from ..i18n import Translators

    return Translators().set_language(choice)


def _log_games(session: Any, config: Any) -> None:
    """A line in the log when each game starts and when it ends (with its scores)."""

    def started(info: Any) -> None:
        names = ", ".join(session.seat_name(s) or f"seat {s}" for s in range(session.num_players))
        log.info("game %d of the match (%s) started: %s", info.number, config.game_id, names)

    def finished(outcome: Any) -> None:
        log.info(
            "game %d of %d over: scores %s, match totals %s%s", session.games_played, session.match_length,
            outcome.scores, list(session.totals), " (the match is over)" if session.is_match_over else "",
        )  # fmt: skip

    session.game_started.connect(started)
    session.game_finished.connect(finished)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the server until it is stopped (or has played ``--games`` games)."""
    parser = build_parser()
    args = parser.parse_args(list(argv) if argv is not None else None)
    _setup_logging(args.log_level)
    from .lobby_server import is_lobby

    if is_lobby(args):
        from .lobby_server import run

        return run(args, parser)
    snapshot = None
    if args.resume:
        from ..store.saves import SaveError, open_match

        try:
            snapshot = open_match(args.resume)
        except SaveError as e:
            parser.error(f"--resume: {e}")
        args.game = snapshot.game_id
    elif not args.game:
        parser.error("the following arguments are required: --game")
    from PySide6.QtCore import QCoreApplication, QTimer

    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    _set_language(args.language)  # (before the room's default name is made)
    try:
        config = _config(args)
    except UsageError as e:
        parser.error(str(e))  # exits 2

    from ..paths import ensure_dir, saves_dir
    from ..session.session import GameSession
    from .host import LanHost

    if args.save_to:
        save_path = Path(args.save_to)
    elif args.resume:
        save_path = Path(args.resume)
    else:
        save_path = ensure_dir(saves_dir() / "server") / _save_name(config)
    session = GameSession(autosave=True, autosave_path=save_path, bot_delay_ms=0)
    _log_games(session, config)
    if snapshot is not None:
        try:
            host = LanHost.resume(session, snapshot)
        except ValueError as e:
            parser.error(f"--resume: {e}")
        config = host.config
        port = args.port or host.saved_port
        log.info("reopening room %r from %s", config.room, args.resume)
        kept = [f"--{o}" for o in ("password", "room", "options", "seats", "players") if getattr(args, o)]
        if args.grace != 60.0 or args.turn_seconds or args.spectator_delay:
            kept.append("the room options")
        if kept:
            log.warning("--resume keeps the saved room: %s given here are not used", ", ".join(kept))
    else:
        host = LanHost(session, config, seed=args.seed)
        port = args.port
    if args.accept_rate is not None:  # a server many people reach through one address (NAT) may need more
        host.accept_per_s = args.accept_rate
        if args.accept_rate == 0:
            host.accept_burst = float("inf")
    if not host.listen(args.bind, port):
        print(f"cannot listen on {args.bind}:{port}: {host.error_string}", file=sys.stderr, flush=True)
        return 1
    if args.announce:
        from .discovery import Announcer

        Announcer(host).start()
        log.info("announcing the room on the LAN")
    print(f"listening on {host.address}:{host.port}", flush=True)
    log.info(
        "room %r: %s for %d, seats %s", config.room, config.game_id, config.num_players,
        ",".join(p.kind if p.kind != "bot" else f"bot:{p.level}" for p in config.seats),
    )  # fmt: skip
    host.message.connect(lambda text: log.info("%s", text))
    exit_code = [0]

    def save_in_progress() -> None:
        """The session autosaves after every move; make sure the last one is on disk."""
        if session.snapshot() is None or session.is_match_over:
            return  # nothing started, or nothing left to play
        if session.flush_autosave():
            log.info("the game in progress is saved in %s (paiju --server --resume %s)", save_path, save_path)
        else:
            log.error("the game in progress could not be saved in %s", save_path)

    def shutdown(reason: str) -> None:
        log.info("stopping (%s)", reason)
        save_in_progress()
        session.stop()
        host.close("server_stopping")
        QTimer.singleShot(200, app.quit)

    def on_game_over(_outcome: Any) -> None:
        if args.games is None or host.games_finished < args.games:
            if session.is_match_over:  # the next match, with the same seats
                QTimer.singleShot(config.next_game_delay_ms, host.start_new_match)
            return
        if host.games_finished >= args.games:
            log.info("%d games played: stopping once the tables show the score", host.games_finished)
            session.stop()
            host.room_closed.connect(lambda _reason: QTimer.singleShot(200, app.quit))
            host.close_after_game("server_stopping")  # the game_over first, the bye a few seconds later

    host.on_game_over = on_game_over

    run_until_stopped(app, shutdown)
    return exit_code[0]


def run_until_stopped(app: Any, shutdown: Any) -> None:
    """Run ``app``'s event loop; SIGTERM or SIGINT calls ``shutdown("signal")``. Python
    runs signal handlers only between bytecodes, so a socket pair wakes the Qt event loop
    when a signal arrives."""
    from PySide6.QtCore import QSocketNotifier

    rsock, wsock = socket.socketpair()
    rsock.setblocking(False)
    wsock.setblocking(False)
    signal.set_wakeup_fd(wsock.fileno())
    received: list[int] = []

    def on_signal(signum: int, _frame: Any) -> None:
        received.append(signum)

    signal.signal(signal.SIGINT, on_signal)
    if hasattr(signal, "SIGTERM"):
        signal.signal(signal.SIGTERM, on_signal)
    notifier = QSocketNotifier(rsock.fileno(), QSocketNotifier.Type.Read)

    def wake() -> None:
        with contextlib.suppress(OSError):
            rsock.recv(64)
        if received:
            received.clear()
            shutdown("signal")

    notifier.activated.connect(wake)
    try:
        app.exec()
    finally:
        signal.set_wakeup_fd(-1)
        notifier.setEnabled(False)
        rsock.close()
        wsock.close()


def _save_name(config: Any) -> str:
    import datetime as dt

    stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    return f"server-{config.game_id}-{stamp}-{os.getpid()}.paiju"


if __name__ == "__main__":
    sys.exit(main())
