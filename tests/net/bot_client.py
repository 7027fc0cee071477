"""A client in a process of its own, with no Qt: joins a room, lets a bot play its seat
from the views it receives, and checks on its own that it never desynced.

    python tests/net/bot_client.py --port P --name Ann [--games K] [--level random]

It speaks only the protocol core (no ``ready`` feature), as a program written from the
protocol documents would. At each game's end it replays the record the host sent and
checks that every view it received is the view of its seat at some point of that replay,
in order, and that the last one is the final position. It prints one JSON line: its seat,
the outcomes, the number of updates and any problem found; exit status 0 when clean.
"""

from __future__ import annotations

import argparse
import json
import random
import socket
import sys
import time
from pathlib import Path
from typing import Any

# the working tree under test, not whatever copy of Paiju the interpreter has installed
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--port", type=int, required=True)
    ap.add_argument("--name", default="Bot")
    ap.add_argument("--games", type=int, default=1)
    ap.add_argument("--level", default="random")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=120.0)
    ap.add_argument("--token", default=None, help="come back to the seat of this rejoin token")
    ap.add_argument("--room", default=None, help="the table of a server of many tables (else its default)")
    args = ap.parse_args()

    from desktop_app import engine
    from desktop_app.ai.base import make_bot
    from desktop_app.engine.core import Action
    from desktop_app.engine.wire import view_from_json
    from desktop_app.net import protocol as P

    sock = socket.create_connection(("127.0.0.1", args.port), timeout=10)
    sock.settimeout(1.0)
    dec = P.FrameDecoder(P.MAX_HOST_FRAME)
    rng = random.Random(args.seed)
    problems: list[str] = []
    outcomes: list[list[int]] = []
    views: list[Any] = []
    updates = 0
    seat: int | None = None
    bot: Any = None
    next_id = 0
    last_seq = 0
    waiting_for: int | None = None

    def send(msg: dict[str, Any]) -> None:
        sock.sendall(P.encode_frame(msg))

    end = time.monotonic() + args.timeout
    while time.monotonic() < end and len(outcomes) < args.games:
        try:
            data = sock.recv(1 << 16)
        except TimeoutError:
            continue
        if not data:
            problems.append("the host closed the connection")
            break
        for item in dec.feed(data):
            if isinstance(item, P.ProtocolError):
                problems.append(f"bad frame from the host: {item}")
                continue
            msg = P.parse_host_message(item, seat)
            if isinstance(msg, P.ServerHello):
                send(
                    {"t": "hello", "protocol": 1, "app": "bot_client", "name": args.name, "seat": None,
                     "spectate": False, "token": args.token, "proof": None,
                     **({"room": args.room} if args.room else {})}
                )  # fmt: skip
            elif isinstance(msg, P.Welcome):
                seat = msg.seat
                print(json.dumps({"welcome": {"seat": seat, "token": msg.token}}), flush=True)
            elif isinstance(msg, P.Refused):
                problems.append(f"refused: {msg.reason}")
                break
            elif isinstance(msg, P.Ping):
                send({"t": "pong", "id": msg.id})
            elif isinstance(msg, P.Update):
                updates += 1
                if msg.seq != last_seq + 1:
                    problems.append(f"seq {msg.seq} after {last_seq}")
                last_seq = msg.seq
                if msg.snapshot:
                    views = []
                views.append(msg.view)
                if msg.ack is not None and msg.ack == waiting_for:
                    waiting_for = None
                v = msg.view
                if v.to_move == seat and v.phase != "over" and waiting_for is None:
                    if bot is None:
                        bot = make_bot(v.game_id, args.level, seat, rng.randrange(1 << 30))
                    action = bot.decide(v)
                    next_id += 1
                    body = Action(seat, action.kind, action.cards, action.value).to_json()
                    body.pop("seat")
                    send({"t": "action", "id": next_id, "action": body})
                    waiting_for = next_id
            elif isinstance(msg, P.Rejected):
                problems.append(f"rejected: {msg.reason} {msg.message}")
                waiting_for = None
            elif isinstance(msg, P.GameOver):
                outcomes.append(msg.outcome.scores)
                problems.extend(_check_replay(engine, msg.record, seat, views, view_from_json))
                views = []
                waiting_for = None
                bot = None
            elif isinstance(msg, P.Bye):
                problems.append(f"bye: {msg.reason}")
                break
    try:
        send({"t": "bye", "reason": "done", "message": ""})
        sock.close()
    except OSError:
        pass
    print(json.dumps({"seat": seat, "outcomes": outcomes, "updates": updates, "problems": problems}), flush=True)
    return 0 if not problems and len(outcomes) >= args.games else 1


def _check_replay(engine: Any, record: Any, seat: int | None, views: list[Any], _decode: Any) -> list[str]:
    """Every received view is one of the seat's views along the replayed record, in order."""
    game = engine.game_class(record.game_id)(record.num_players, record.options, record.seed, record.carry, record.deal)
    positions = [game.view_for(seat)]
    for action in record.actions:
        game.apply(action)
        positions.append(game.view_for(seat))
    i = 0
    for k, v in enumerate(views):
        while i < len(positions) and positions[i] != v:
            i += 1
        if i == len(positions):
            return [f"view {k + 1} of {len(views)} is no position of the replayed game"]
    if views and views[-1] != positions[-1]:
        return ["the last view is not the final position"]
    return []


if __name__ == "__main__":
    sys.exit(main())
