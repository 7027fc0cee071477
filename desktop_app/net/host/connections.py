"""The host's connections: accepting them (the limits before the hello), reading and
gating their frames, sending, closing, and the once-a-second housekeeping (time-outs,
pings, deleting closed sockets)."""

from __future__ import annotations

import collections
import logging
import socket
import time
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QTimer
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket

from .. import protocol as P
from ..safety import listen_address
from .limits import (
    ACCEPT_ADDRESSES_MAX,
    ACCEPT_FLOOD,
    ACCEPT_PAUSE_MS,
    FRAME_TIMEOUT_S,
    HANDSHAKE_TIMEOUT_S,
    MAX_BACKLOG,
    MAX_STRIKES,
    PING_INTERVAL_S,
    PRE_HELLO_BURST,
    PRE_HELLO_FRAME,
    PRE_HELLO_RATE_PER_S,
    RATE_BURST,
    RATE_PER_S,
    SILENCE_LIMIT_S,
)

log = logging.getLogger("desktop_app.net.host")


class _TokenBucket:
    """A token bucket: ``burst`` frames at once, then ``per_s`` a second."""

    __slots__ = ("at", "burst", "per_s", "tokens")

    def __init__(self, burst: float, per_s: float, now: float) -> None:
        self.burst, self.per_s = burst, per_s
        self.tokens, self.at = float(burst), now

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.per_s)
        self.at = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True

    def full(self, now: float) -> bool:
        """Would the bucket be full by ``now`` (nothing taken for long enough)?"""
        return self.tokens + (now - self.at) * self.per_s >= self.burst


class _Listener(QTcpServer):
    """A ``QTcpServer`` that asks ``admit(descriptor)`` before a new connection becomes a
    socket (a refused one is closed by ``admit``, and costs the host nothing more)."""

    def __init__(self, admit: Callable[[int], bool], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._admit = admit

    def incomingConnection(self, handle: int) -> None:
        if self._admit(handle):
            super().incomingConnection(handle)


class _Conn:
    """One client connection and what the host knows of it."""

    def __init__(self, sock: QTcpSocket, key: int) -> None:
        self.sock = sock
        self.key = key
        self.decoder = P.FrameDecoder(P.MAX_CLIENT_FRAME)
        self.nonce = P.make_nonce()
        self.ip = sock.peerAddress().toString()
        self.address = f"{self.ip}:{sock.peerPort()}"
        self.opened = time.monotonic()
        self.last_rx = self.opened
        self.frame_started: float | None = None
        self.joined = False
        self.closing = False
        self.seat: int | None = None
        self.spectator = False
        self.name = ""
        self.asked_name = ""  # the name as its hello gave it (before " (2)")
        self.device: str | None = None  # the hello's device id, if any
        self.features: frozenset[str] = frozenset()
        self.seq = 0
        self.game_key = -1
        self.sent = 0
        self.ack: int | None = None
        self.strikes = 0
        self.bucket = _TokenBucket(RATE_BURST, RATE_PER_S, self.opened)
        self.early_bucket = _TokenBucket(PRE_HELLO_BURST, PRE_HELLO_RATE_PER_S, self.opened)  # before the welcome
        self.gated = -1  # the decoder's frame count when the next frame's header was let through
        self.ping_id = 0
        self.last_ping = 0.0
        self.chat_times: collections.deque[float] = collections.deque()
        self.chat_notice: tuple[str, float] | None = None  # the last chat refusal sent, and when
        self.resyncs = 0
        self.snapshot_due = False

    def take_token(self) -> bool:
        return self.bucket.take()

    def take_early_token(self) -> bool:
        """A frame before the welcome: its own, smaller bucket (checked before decoding)."""
        return self.early_bucket.take()


class ConnectionsMixin:
    """:class:`~.core.LanHost`'s part that listens, accepts, reads, sends and closes."""

    def listen(self, address: str = "0.0.0.0", port: int = 0) -> bool:
        """Start listening (on 127.0.0.1 under the loopback-only switch). False, with
        :attr:`error_string`, when the port cannot be used."""
        addr = listen_address(address or "0.0.0.0")
        host = QHostAddress(addr)
        if host.isNull():
            self.error_string = f"not an address: {addr}"
            return False
        ok = self._server.listen(host, port)
        self.error_string = "" if ok else self._server.errorString()
        if ok:
            self._tick.start()
            if self.config.auto_start and not self.open_seats():  # bots only: nobody to wait for
                QTimer.singleShot(0, self._auto_start)
            log.info("room %r (%s) listening on %s:%d", self.config.room, self.config.game_id, addr, self.port)
        return bool(ok)

    def serve(self) -> None:
        """Run the room with no listening socket of its own: a lobby of many tables
        (:mod:`..lobby`) greets the connections and hands them over with :meth:`adopt`."""
        if self._tick.isActive() or self._closed:
            return
        self._tick.start()
        if self.config.auto_start and not self.open_seats():  # bots only: nobody to wait for
            QTimer.singleShot(0, self._auto_start)

    def adopt(self, sock: QTcpSocket, nonce: str, received: bytes = b"") -> None:
        """Take a connection someone else greeted: its ``server`` frame (with ``nonce``)
        is sent already; ``received`` is what came since, read but not handled (the
        ``hello`` first). From here on it is a connection of this room like any other."""
        if self._closed:
            self._discard(sock)
            return
        sock.setParent(self._server)  # it lives and dies with this room, as its own do
        self._keys += 1
        conn = _Conn(sock, self._keys)
        conn.nonce = nonce
        self._conns[conn.key] = conn
        sock.readyRead.connect(lambda c=conn: self._on_ready_read(c))
        sock.disconnected.connect(lambda c=conn: self._on_disconnected(c))
        sock.errorOccurred.connect(lambda _e, c=conn: self._on_socket_error(c))
        log.info("connection from %s handed over", conn.address)
        self._on_ready_read(conn, received)

    @property
    def port(self) -> int:
        return int(self._server.serverPort())

    @property
    def address(self) -> str:
        return str(self._server.serverAddress().toString())

    @property
    def is_listening(self) -> bool:
        return bool(self._server.isListening())

    def _on_new_connection(self) -> None:
        while self._server.hasPendingConnections():
            sock = self._server.nextPendingConnection()
            if sock is None:
                break
            if self._closed or not self._pending_ok(sock):
                self._discard(sock)
                continue
            self._keys += 1
            conn = _Conn(sock, self._keys)
            self._conns[conn.key] = conn
            sock.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
            sock.readyRead.connect(lambda c=conn: self._on_ready_read(c))
            sock.disconnected.connect(lambda c=conn: self._on_disconnected(c))
            sock.errorOccurred.connect(lambda _e, c=conn: self._on_socket_error(c))
            log.info("connection from %s", conn.address)
            self._send(
                conn,
                {
                    "t": "server",
                    "protocol": P.PROTOCOL_VERSION,
                    "app": self.app_version,
                    "room": self.config.room,
                    "game": self.config.game_id,
                    "players": self.config.num_players,
                    "password": bool(self.config.password),
                    "nonce": conn.nonce,
                    "seats_open": len(self.open_seats()),
                    "started": self._started,
                },
            )

    def _pending_ok(self, sock: QTcpSocket) -> bool:
        """May one more connection wait for its hello (per address and in all)?"""
        ip = sock.peerAddress().toString()
        waiting = [c for c in self._conns.values() if not c.joined and not c.closing]
        if len(waiting) >= self.pending_max:
            log.warning("%d connections wait for their hello: %s closed at once", len(waiting), ip)
            return False
        if sum(1 for c in waiting if c.ip == ip) >= self.pending_per_address:
            log.warning("%s has %d connections waiting for their hello: one more closed at once", ip,
                        self.pending_per_address)  # fmt: skip
            return False
        return True

    def _admit(self, handle: int) -> bool:
        """The accept-rate cap: may the connection on descriptor ``handle`` go on? Each
        address has a token bucket (:attr:`accept_burst`, then :attr:`accept_per_s`); a
        connection beyond it is closed here at once, before any frame, socket object or
        log line (the refusals are logged once a second by the housekeeping)."""
        try:
            raw = socket.socket(fileno=handle)
        except OSError:
            return True  # not a socket Python can look at: Qt decides
        try:
            ip = str(raw.getpeername()[0]).removeprefix("::ffff:")
        except OSError:  # already reset by its peer
            raw.close()
            return False
        now = time.monotonic()
        bucket = self._accepts.get(ip)
        if bucket is None:
            if len(self._accepts) >= ACCEPT_ADDRESSES_MAX:
                self._forget_idle_accepts(now)
                if len(self._accepts) >= ACCEPT_ADDRESSES_MAX:
                    self._accepts.clear()  # too many senders at once: everyone starts afresh
            bucket = self._accepts[ip] = _TokenBucket(self.accept_burst, self.accept_per_s, now)
        if not self._closed and bucket.take():
            raw.detach()  # the descriptor stays open: Qt makes the socket
            return True
        self._accept_refused[ip] = self._accept_refused.get(ip, 0) + 1
        raw.close()
        self._flood_count += 1
        if self._flood_count >= ACCEPT_FLOOD and self._server.isListening() and not self._accept_paused:
            self._pause_accepting()
        return False

    def _pause_accepting(self) -> None:
        """A connection flood (ACCEPT_FLOOD refusals within a pause): take no connection
        for ACCEPT_PAUSE_MS, so that the flood waits in the system's queue instead of
        costing CPU to refuse."""
        self._accept_paused = True
        self.accept_pauses += 1
        self._server.pauseAccepting()
        QTimer.singleShot(ACCEPT_PAUSE_MS, self, self._resume_accepting)  # type: ignore[call-overload]

    def _resume_accepting(self) -> None:
        self._accept_paused = False
        self._flood_count = 0
        if not self._closed and shiboken6.isValid(self._server):
            self._server.resumeAccepting()

    def _forget_idle_accepts(self, now: float) -> None:
        """Drop the accept buckets that are full again (their address has been quiet)."""
        for ip in [ip for ip, b in self._accepts.items() if b.full(now)]:
            del self._accepts[ip]

    @staticmethod
    def _discard(sock: QTcpSocket) -> None:
        """Close a socket the host does not take (no frame), and let it go entirely."""
        sock.abort()
        sock.setParent(None)  # else the server's Python wrapper keeps this one's for good
        sock.deleteLater()

    def _send(self, conn: _Conn, msg: dict[str, Any], frame: bytes | None = None) -> bool:
        """Send ``msg`` (``frame``: its frame, already encoded)."""
        if conn.closing and msg.get("t") not in ("bye", "refused", "error"):
            return False
        if not shiboken6.isValid(conn.sock):  # a closed connection whose socket is deleted already
            return False
        try:
            if frame is None:
                frame = P.encode_frame(msg, P.MAX_HOST_FRAME)
            elif len(frame) - 4 > P.MAX_HOST_FRAME:
                raise ValueError("the update is over the frame limit")
        except ValueError:
            log.exception("a %r frame could not be encoded", msg.get("t"))
            return False
        if conn.sock.state() != QAbstractSocket.SocketState.ConnectedState:
            return False
        conn.sock.write(frame)
        if conn.sock.bytesToWrite() > MAX_BACKLOG:
            log.warning("%s does not read its frames: dropped", conn.address)
            self._drop(conn)
            return False
        return True

    def _error(self, conn: _Conn, reason: str, message: str, msg_id: int | None = None, strike: bool = True) -> None:
        d: dict[str, Any] = {"t": "error", "reason": reason, "message": message}
        if msg_id is not None:
            d["id"] = msg_id
        self._send(conn, d)
        if strike:
            self._strike(conn)

    @staticmethod
    def _action_id(frame: Any) -> int | None:
        """An action frame's id, so that its sender knows which move an error refuses."""
        if not isinstance(frame, dict) or frame.get("t") != "action":
            return None
        msg_id = frame.get("id")
        return msg_id if type(msg_id) is int else None

    def _strike(self, conn: _Conn) -> None:
        """One more misdeed of ``conn``; the last one closes it."""
        conn.strikes += 1
        if conn.strikes >= MAX_STRIKES and not conn.closing:
            self._send(conn, {"t": "error", "reason": "too_many_errors", "message": "too many bad frames"})
            log.warning("%s keeps misbehaving: closed", conn.address)
            self._drop(conn)

    def _refuse(self, conn: _Conn, code: str, message: str) -> None:
        self._send(conn, {"t": "refused", "reason": code, "message": message})
        log.info("%s refused: %s (%s)", conn.address, code, message)
        self._drop(conn)

    def _drop(self, conn: _Conn, notify: bool = True) -> None:
        """Close ``conn`` (after what was written to it is sent)."""
        if conn.closing:
            return
        conn.closing = True
        sock = conn.sock
        if not shiboken6.isValid(sock):
            self._forget(conn, notify)
            return
        if sock.state() == QAbstractSocket.SocketState.ConnectedState:
            sock.disconnectFromHost()  # after what is written goes out; then disconnected -> deleteLater
        else:
            sock.abort()
        self._forget(conn, notify)

    def _on_disconnected(self, conn: _Conn) -> None:
        if not shiboken6.isValid(self):
            return
        conn.closing = True
        self._forget(conn)

    def _on_socket_error(self, conn: _Conn) -> None:
        if not shiboken6.isValid(self) or not shiboken6.isValid(conn.sock):
            return
        if conn.sock.state() != QAbstractSocket.SocketState.ConnectedState:
            conn.closing = True
            self._forget(conn)

    def _housekeeping(self) -> None:
        now = time.monotonic()
        self._forget_idle_accepts(now)
        for ip, n in self._accept_refused.items():
            log.warning("%s: %d connection(s) over the accept rate closed at once", ip, n)
        self._accept_refused.clear()
        for key in [k for k, times in self._hellos.items() if not times or now - times[-1] > 60.0]:
            del self._hellos[key]
        keep = []
        for sock in self._dead:
            if not shiboken6.isValid(sock):
                continue
            if sock.state() == QAbstractSocket.SocketState.UnconnectedState:
                sock.blockSignals(True)
                sock.setParent(None)  # else the server's Python wrapper keeps this one's for good
                sock.deleteLater()
            else:
                keep.append(sock)
        self._dead = keep
        for conn in list(self._conns.values()):
            if conn.closing:
                continue
            if not conn.joined and now - conn.opened > HANDSHAKE_TIMEOUT_S:
                self._send(conn, {"t": "error", "reason": "timeout", "message": "no hello within 10 s"})
                log.info("%s: no handshake in time: closed", conn.address)
                self._drop(conn)
                continue
            if conn.frame_started is not None and now - conn.frame_started > FRAME_TIMEOUT_S:
                self._send(conn, {"t": "error", "reason": "timeout", "message": "a frame took too long"})
                self._drop(conn)
                continue
            if conn.joined and now - conn.last_rx > SILENCE_LIMIT_S:
                log.info("%s: silent for %.0f s: gone", conn.address, now - conn.last_rx)
                self._drop(conn)
                continue
            if conn.joined and now - max(conn.last_rx, conn.last_ping) > PING_INTERVAL_S:
                conn.ping_id += 1
                conn.last_ping = now
                self._send(conn, {"t": "ping", "id": conn.ping_id})

    def _on_ready_read(self, conn: _Conn, received: bytes = b"") -> None:
        if conn.closing:
            conn.sock.readAll()
            return
        data = received + bytes(conn.sock.readAll().data())
        if not data:
            return
        conn.last_rx = time.monotonic()
        frames_before = conn.decoder.frames
        conn.decoder.push(data)
        while not conn.closing:
            item = self._next_frame(conn)
            if item is None:
                break
            if isinstance(item, P.ProtocolError):
                self._error(conn, item.reason, str(item))
                if item.fatal:
                    self._drop(conn)
                    return
                continue
            if not conn.take_token():
                self._error(conn, "rate_limited", "too many frames: slow down", self._action_id(item))
                continue
            try:
                self._handle(conn, item)
            except Exception as e:  # a bug of ours must not take the room down
                log.exception("frame from %s could not be handled", conn.address)
                self._error(conn, "internal", "the host could not handle that frame", self._action_id(item), False)
                if self.on_fault is not None:  # a lobby of many tables reopens the table
                    self.on_fault(e)
                    return
        if conn.closing:
            return
        if not conn.decoder.pending:
            conn.frame_started = None
        elif conn.frame_started is None or conn.decoder.frames != frames_before:
            conn.frame_started = conn.last_rx  # a new frame began in this read

    def _next_frame(self, conn: _Conn) -> dict[str, Any] | P.ProtocolError | None:
        """The connection's next frame (None: none complete yet). Before the welcome its
        length header must be within :data:`PRE_HELLO_FRAME` and the early rate, both
        checked before its body is read or decoded: else a fatal error (the host closes)."""
        dec = conn.decoder
        if not conn.joined and conn.gated != dec.frames:
            n = dec.next_length()
            if n is None:
                return None
            if n > PRE_HELLO_FRAME:
                return dec.refuse(f"a frame of {n} bytes is over the limit of {PRE_HELLO_FRAME} before the welcome")
            if not conn.take_early_token():
                return dec.refuse("too many frames before the welcome", reason="rate_limited")
            conn.gated = dec.frames  # this frame is let through, whenever its body is complete
        return dec.pop()

    def _handle(self, conn: _Conn, d: dict[str, Any]) -> None:
        if not conn.joined:
            self._handle_before_hello(conn, d)
            return
        try:
            msg = P.parse_client_message(d)
        except P.ProtocolError as e:
            if e.reason == "chat_refused":  # no misdeed: people type too much now and then
                self._chat_refused(conn, str(e))
            else:
                self._error(conn, e.reason, str(e), e.msg_id)
            return
        if isinstance(msg, P.ActionRequest):
            self._on_action(conn, msg)
        elif isinstance(msg, P.Ping):
            self._send(conn, {"t": "pong", "id": msg.id})
        elif isinstance(msg, P.Ready):
            self._on_ready(conn, msg.ready)
        elif isinstance(msg, P.ChatRequest):
            self._on_chat(conn, msg)
        elif isinstance(msg, P.DealNonce):
            self._on_deal_nonce(conn, msg)
        elif isinstance(msg, P.Autoplay):
            self._on_autoplay(conn, msg.on)
        elif isinstance(msg, P.Resync):
            if not self._costly_ok(conn):
                return
            conn.resyncs += 1
            self.resyncs += 1
            log.info("%s asks for a snapshot (resync %d)", conn.address, conn.resyncs)
            self._flush_one(conn, force=True, snapshot=True)
        elif isinstance(msg, P.DisputeRequest):
            self._on_dispute(conn, msg)
        elif isinstance(msg, P.VoteRequest):
            self._on_vote(conn, msg)
        elif isinstance(msg, P.VoidRequest):
            self._on_void_request(conn, msg)
        elif isinstance(msg, P.Bye):
            log.info("%s says goodbye", conn.address)
            self._drop(conn)
        elif isinstance(msg, P.Hello):
            self._error(conn, "bad_frame", "already welcomed")

    def _handle_before_hello(self, conn: _Conn, d: dict[str, Any]) -> None:
        """Before the welcome: a ``hello``, or a ``ping``/``pong`` checked as after it (a
        malformed one is a ``bad_frame`` either way); anything else is a ``bad_frame``."""
        t = d.get("t")
        if t == "hello":
            self._on_hello(conn, d)
            return
        if t not in ("ping", "pong"):
            self._error(conn, "bad_frame", "the first message must be hello")
            return
        try:
            msg = P.parse_client_message(d)
        except P.ProtocolError as e:
            self._error(conn, e.reason, str(e), e.msg_id)
            return
        if isinstance(msg, P.Ping):
            self._send(conn, {"t": "pong", "id": msg.id})  # either side may ping, at any time

    def _costly_ok(self, conn: _Conn) -> bool:
        """Requests that make the host work for everyone (a snapshot, a lobby for every
        connection): at most 4 in 5 s per connection; more are refused as rate_limited."""
        now = time.monotonic()
        times = self._costly.setdefault(conn.key, collections.deque())
        while times and now - times[0] > 5.0:
            times.popleft()
        if len(times) >= 4:
            self._error(conn, "rate_limited", "too many requests of this kind: wait a little")
            return False
        times.append(now)
        return True

    def _churn(self, key: str, limit: int) -> bool:
        """Record a hello under ``key``; True when there were ``limit`` in the last minute."""
        now = time.monotonic()
        times = self._hellos.setdefault(key, collections.deque())
        while times and now - times[0] > 60.0:
            times.popleft()
        if len(times) >= limit:
            return True
        times.append(now)
        return False
