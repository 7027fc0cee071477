"""``paiju --server`` with many tables: ``--rooms N``, ``--table GAME:PLAYERS[:SEATS]``,
``--room-spec JSON`` and ``--allow-create`` (see :mod:`.lobby` and ``docs/protocol.md``,
sections 14 and 17).

The tables come from the command line in this order: ``--rooms N`` tables of ``--game``
(with ``--players``, ``--seats`` and ``--options``), then each ``--table``, then each
entry of ``--room-spec``. Every table keeps its game in progress in a save of its own
(in the saves folder, or in the folder ``--save-to`` names); SIGTERM or Ctrl+C saves
them all and exits 0. ``--games K``: each table closes after K games, and the server
stops once no table is left.
"""

from __future__ import annotations

import argparse
import copy
import dataclasses
import json
import logging
import os
import socket
import sys
from pathlib import Path
from typing import Any

__all__ = ["is_lobby", "run", "table_configs"]

log = logging.getLogger("paiju.server")


def is_lobby(args: argparse.Namespace) -> bool:
    """Does this command line ask for a server of many tables?"""
    return bool(args.rooms is not None or args.table or args.room_spec or args.allow_create)


def _spec_args(args: argparse.Namespace, game: Any, players: Any, seats: Any, options: Any) -> argparse.Namespace:
    from .server import UsageError

    one = copy.copy(args)
    if not isinstance(game, str):
        raise UsageError("a table needs a game")
    one.game = game
    if players is not None and (not isinstance(players, int) or isinstance(players, bool)):
        raise UsageError(f"a table's players must be a number, not {players!r}")
    one.players = players
    if isinstance(seats, list):
        seats = ",".join(str(s) for s in seats)
    if seats is not None and not isinstance(seats, str):
        raise UsageError("a table's seats are a list or a comma-separated text")
    one.seats = seats
    if options is not None and not isinstance(options, (dict, str)):
        raise UsageError("a table's options are a JSON object")
    one.options = json.dumps(options) if isinstance(options, dict) else options
    return one


def table_configs(args: argparse.Namespace) -> list[Any]:
    """The tables the command line asks for, as room configs (UsageError when wrong)."""
    from .server import UsageError, _config

    specs: list[tuple[argparse.Namespace, str]] = []
    if args.rooms is not None and args.rooms < 1:
        raise UsageError("--rooms must be at least 1")
    if args.rooms or (args.game and not args.table and not args.room_spec):
        if not args.game:
            raise UsageError("--rooms needs --game")
        specs += [(args, "")] * (args.rooms or 1)
    for text in args.table or []:
        game, _, rest = text.partition(":")
        players_text, _, seats = rest.partition(":")
        try:
            players = int(players_text) if players_text else None
        except ValueError:
            raise UsageError(f"--table is GAME:PLAYERS[:SEATS], not {text!r}") from None
        specs.append((_spec_args(args, game.strip(), players, seats or None, args.options), ""))
    if args.room_spec:
        try:
            entries = json.loads(args.room_spec)
        except ValueError as e:
            raise UsageError(f"bad --room-spec: {e}") from None
        if not isinstance(entries, list) or not all(isinstance(e, dict) for e in entries):
            raise UsageError("--room-spec is a JSON list of objects")
        for e in entries:
            one = _spec_args(args, e.get("game"), e.get("players"), e.get("seats"), e.get("options"))
            if "match" in e:
                one.match = e["match"]
            name = e.get("name", "")
            specs.append((one, name if isinstance(name, str) else ""))
    if not specs:
        raise UsageError("a server of tables needs --game (with --rooms) or --table or --room-spec")
    if len(specs) > 64:
        raise UsageError("at most 64 tables")
    base = args.room or "Table"
    out = []
    for i, (one, name) in enumerate(specs, start=1):
        config = _config(one)
        out.append(dataclasses.replace(config, room=(name or f"{base} {i}")[:64]))
    return out


def run(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """Run the server of many tables until it is stopped (see the module)."""
    from .server import UsageError

    if args.resume:
        parser.error("--resume reopens one saved room: it does not go with --rooms, --table or --room-spec")
    try:
        configs = table_configs(args)
    except UsageError as e:
        parser.error(str(e))
    if args.max_tables < len(configs):
        parser.error(f"--max-tables ({args.max_tables}) is below the number of tables ({len(configs)})")
    from PySide6.QtCore import QCoreApplication, QTimer

    from ..paths import ensure_dir, saves_dir
    from ..session.session import GameSession
    from .lobby import LobbyServer, Table

    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    folder = ensure_dir(Path(args.save_to) if args.save_to else saves_dir() / "server")
    import datetime as dt

    stamp = f"{dt.datetime.now().strftime('%Y%m%d-%H%M%S')}-{os.getpid()}"

    def make_session(table_id: str, config: Any) -> GameSession:
        path = folder / f"server-{config.game_id}-{stamp}-{table_id}.paiju"
        k = 2
        while path.exists():  # a table reopened after a fault keeps the save of the one before
            path = folder / f"server-{config.game_id}-{stamp}-{table_id}-{k}.paiju"
            k += 1
        return GameSession(autosave=True, autosave_path=path, bot_delay_ms=0)

    lobby = LobbyServer(
        configs,
        allow_create=args.allow_create,
        max_tables=args.max_tables,
        make_session=make_session,
        seed=args.seed,
        server_name=args.room or socket.gethostname(),
    )
    games = args.games
    stopping = [False]

    def opened(table: Table) -> None:
        table.host.message.connect(lambda text, tid=table.id: log.info("[%s] %s", tid, text))
        log.info(
            "table %s %r: %s for %d, seats %s", table.id, table.config.room, table.config.game_id,
            table.config.num_players,
            ",".join(p.kind if p.kind != "bot" else f"bot:{p.level}" for p in table.config.seats),
        )  # fmt: skip

    def game_over(table: Table, _outcome: Any) -> None:
        host = table.host
        log.info("[%s] game %d over", table.id, host.games_finished)
        if games is not None and host.games_finished >= games:
            log.info("[%s] %d games played: the table closes", table.id, host.games_finished)
            table.session.stop()
            QTimer.singleShot(300, lambda: close_table(table.id))
        elif table.session.is_match_over:
            QTimer.singleShot(table.config.next_game_delay_ms, host.start_new_match)

    def close_table(table_id: str) -> None:
        lobby.close_table(table_id, "server_stopping")
        if not lobby.tables() and not stopping[0]:
            log.info("no table left: stopping")
            stopping[0] = True
            lobby.close()
            QTimer.singleShot(200, app.quit)

    lobby.on_table_opened = opened
    lobby.on_table_game_over = game_over
    for table in lobby.tables():
        opened(table)
    if not lobby.listen(args.bind, args.port):
        print(f"cannot listen on {args.bind}:{args.port}: {lobby.error_string}", file=sys.stderr, flush=True)
        return 1
    lobby.table_faulted.connect(lambda tid, text: log.error("[%s] the table failed (%s): reopened", tid, text))
    print(f"listening on {lobby.address}:{lobby.port}", flush=True)
    log.info("%d tables%s", len(configs), ", players may create more" if args.allow_create else "")

    def shutdown(reason: str) -> None:
        if stopping[0]:
            return
        stopping[0] = True
        log.info("stopping (%s)", reason)
        for table in lobby.tables():
            s = table.session
            if s.snapshot() is not None and not s.is_match_over:
                if s.flush_autosave():
                    path = s.autosave_writer.path if s.autosave_writer is not None else "?"
                    log.info("[%s] the game in progress is saved in %s", table.id, path)
                else:
                    log.error("[%s] the game in progress could not be saved", table.id)
        lobby.close("server_stopping")
        QTimer.singleShot(200, app.quit)

    from .server import run_until_stopped

    run_until_stopped(app, shutdown)
    return 0
