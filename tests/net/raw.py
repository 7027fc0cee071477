"""A raw protocol client on a plain socket (no Qt), for hostile tests and separate
processes: it sends exactly the bytes it is told to and reads frames back."""

from __future__ import annotations

import contextlib
import socket
import time
from collections.abc import Callable
from typing import Any

from desktop_app.net import protocol as P


class RawClient:
    def __init__(self, port: int, pump: Callable[[], None] | None = None) -> None:
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=5)
        self.sock.setblocking(False)
        self.decoder = P.FrameDecoder(P.MAX_HOST_FRAME)
        self.inbox: list[dict[str, Any]] = []
        self.closed = False
        self.answer_pings = True
        self.pump = pump or (lambda: time.sleep(0.01))

    # ---- sending
    def send_bytes(self, data: bytes) -> None:
        self.sock.setblocking(True)
        try:
            self.sock.sendall(data)
        finally:
            self.sock.setblocking(False)

    def send(self, msg: dict[str, Any]) -> None:
        self.send_bytes(P.encode_frame(msg))

    def send_body(self, body: bytes) -> None:
        self.send_bytes(len(body).to_bytes(4, "big") + body)

    # ---- receiving
    def poll(self) -> None:
        while not self.closed:
            try:
                data = self.sock.recv(65536)
            except BlockingIOError:
                return
            except OSError:
                self.closed = True
                return
            if not data:
                self.closed = True
                return
            for item in self.decoder.feed(data):
                if isinstance(item, dict):
                    self.inbox.append(item)
                    if item.get("t") == "ping" and self.answer_pings:
                        self.send({"t": "pong", "id": item.get("id")})

    def wait_for(self, pred: Callable[[], bool], timeout: float = 10.0) -> bool:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            self.pump()
            self.poll()
            if pred():
                return True
        return False

    def wait_type(self, t: str, timeout: float = 10.0, after: int = 0) -> dict[str, Any] | None:
        found: list[dict[str, Any]] = []

        def have() -> bool:
            found[:] = [m for m in self.inbox[after:] if m.get("t") == t]
            return bool(found)

        return found[0] if self.wait_for(have, timeout) else None

    def wait_closed(self, timeout: float = 10.0) -> bool:
        return self.wait_for(lambda: self.closed, timeout)

    def of_type(self, t: str) -> list[dict[str, Any]]:
        return [m for m in self.inbox if m.get("t") == t]

    # ---- the handshake
    def hello(self, name: str = "Raw", password: str | None = None, **fields: Any) -> dict[str, Any] | None:
        server = self.wait_type("server")
        assert server is not None, "no server message"
        proof = P.password_proof(password, server["nonce"]) if password is not None else None
        msg = {
            "t": "hello",
            "protocol": P.PROTOCOL_VERSION,
            "app": "raw-test",
            "name": name,
            "seat": None,
            "spectate": False,
            "token": None,
            "proof": proof,
        }
        msg.update(fields)
        self.send(msg)
        self.wait_for(lambda: bool(self.of_type("welcome") or self.of_type("refused")))
        answers = self.of_type("welcome") or self.of_type("refused")
        return answers[0] if answers else None

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.sock.close()
