"""The LAN protocol (pure Python, no Qt): frames, messages and their validation.

The contract is ``shared/spec/protocol.md`` (the stable core) and ``docs/protocol.md``
(everything on the wire). A frame is a 4-byte unsigned big-endian length ``N`` and ``N``
bytes of one UTF-8 JSON object with a string field ``"t"``. Client-to-host frames are at
most :data:`MAX_CLIENT_FRAME` bytes, host-to-client frames :data:`MAX_HOST_FRAME`.

Nothing received is used before it is validated into a typed value here:
:class:`FrameDecoder` cuts a byte stream into decoded JSON objects (or
:class:`ProtocolError` for a frame that breaks the rules), then
:func:`parse_client_message` / :func:`parse_host_message` turn each object into one of
the message dataclasses below or raise :class:`ProtocolError` (``reason`` ``bad_frame``).

>>> frame = encode_frame({"t": "ping", "id": 1})
>>> frame[:4], frame[4:]
(b'\\x00\\x00\\x00\\x13', b'{"t":"ping","id":1}')
>>> dec = FrameDecoder(MAX_CLIENT_FRAME)
>>> dec.feed(frame[:3]), dec.feed(frame[3:])
([], [{'t': 'ping', 'id': 1}])
>>> parse_client_message({"t": "ping", "id": 1})
Ping(id=1)
"""

from __future__ import annotations

import hashlib
import hmac
import json
import re
import secrets
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine.cards import Card, CardParseError, parse_cards
from ..engine.core import Action, Event, GameRecord, Outcome, RecordError, View
from ..engine.disputes import MAX_DISPUTE_TEXT, Dispute, DisputeError, VoidMark
from ..engine.wire import WireError, event_from_json, event_to_json, outcome_from_json, view_from_json, view_to_json

__all__ = [
    "CHAT_READ_MAX",
    "CLIENT_TYPES",
    "DEVICE_ID",
    "HOST_TYPES",
    "MAX_CLIENT_FRAME",
    "MAX_HOST_FRAME",
    "MAX_ID",
    "NAME_MAX",
    "NONCE_BYTES",
    "PROTOCOL_VERSION",
    "REFUSAL_CODES",
    "ActionRequest",
    "Bye",
    "DisputeMsg",
    "DisputeRequest",
    "ErrorMsg",
    "FrameDecoder",
    "GameOver",
    "Hello",
    "LobbyMove",
    "LobbyMsg",
    "LobbySeat",
    "Ping",
    "Pong",
    "ProtocolError",
    "Ready",
    "Refused",
    "Rejected",
    "ServerHello",
    "Update",
    "VoidRequest",
    "VoteMsg",
    "VoteRequest",
    "Welcome",
    "check_name",
    "decode_json",
    "encode_frame",
    "encode_json",
    "hello_error",
    "make_nonce",
    "parse_client_message",
    "parse_host_message",
    "password_proof",
    "proof_matches",
    "update_json",
]

PROTOCOL_VERSION = 1
MAX_CLIENT_FRAME = 65536
MAX_HOST_FRAME = 4 * 1024 * 1024
#: A person's name: 1..NAME_MAX characters.
NAME_MAX = 24
NONCE_BYTES = 16
#: Message ids and other integers must fit a double exactly (every JSON reader agrees).
MAX_ID = 2**53 - 1
MAX_TEXT = 256
MAX_CARDS_TEXT = 4096
#: The optional ``hello.device``: a PC's own id (the host can ban it without the address).
DEVICE_ID = re.compile(r"[A-Za-z0-9_-]{8,64}")
_HEADER = 4

#: Handshake refusal codes (``refused.reason``).
REFUSAL_CODES: tuple[str, ...] = (
    "protocol_mismatch",
    "bad_password",
    "room_full",
    "seat_taken",
    "bad_token",
    "bad_hello",
    "banned",
    "rate_limited",
)

#: Chat: the longest message, and the quick phrases (ids; each client says them in its
#: player's language).
CHAT_MAX = 200
CHAT_PHRASES: tuple[str, ...] = ("hello", "good_luck", "well_played", "good_game", "thanks", "sorry", "hurry", "oops")
#: A fair-deal nonce is 16..64 bytes.
DEAL_NONCE_BYTES = (16, 64)

#: Message types a client may send, and those a host sends.
CLIENT_TYPES = frozenset(
    {"hello", "action", "ping", "pong", "ready", "bye", "resync", "autoplay", "chat", "deal_nonce", "dispute",
     "vote", "void_request"}
)
HOST_TYPES = frozenset(
    {"server", "welcome", "refused", "update", "rejected", "game_over", "error", "lobby", "bye", "ping", "pong",
     "chat", "deal_commit", "dispute", "vote"}
)  # fmt: skip
#: The host feature (``welcome.features``) that says it takes ``dispute``, ``vote`` and
#: ``void_request`` (issue 26; a client never sends them to a host without it).
DISPUTES_FEATURE = "disputes"
#: What a vote round is about: voiding the game, or taking a disputed move back.
VOTE_KINDS: tuple[str, ...] = ("void", "take_back")


class ProtocolError(ValueError):
    """A frame or message that breaks the protocol. ``reason`` is the error frame's code
    (``bad_frame``); ``fatal`` means the stream cannot go on (an oversized length header:
    the frame boundaries are lost)."""

    def __init__(self, message: str, reason: str = "bad_frame", fatal: bool = False, msg_id: int | None = None):
        super().__init__(message)
        self.reason = reason
        self.fatal = fatal
        self.msg_id = msg_id


# --------------------------------------------------------------------------- JSON and frames


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def decode_json(data: bytes) -> Any:
    """Strict JSON from UTF-8 bytes (no NaN/Infinity, no lone surrogates); ProtocolError."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise ProtocolError("the frame is not UTF-8") from None
    try:
        return json.loads(text, parse_constant=_no_constants)
    except RecursionError:
        raise ProtocolError("the frame is nested too deeply") from None
    except ValueError as e:
        raise ProtocolError(f"the frame is not JSON: {str(e)[:120]}") from None


def encode_json(obj: Mapping[str, Any]) -> bytes:
    """One message as compact UTF-8 JSON (strict: raises ValueError on NaN)."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode("utf-8")


def encode_frame(obj: Mapping[str, Any], limit: int | None = None) -> bytes:
    """Length header + JSON. ``limit``: refuse (ValueError) a frame longer than that."""
    body = encode_json(obj)
    if limit is not None and len(body) > limit:
        raise ValueError(f"a {obj.get('t')!r} frame of {len(body)} bytes is over the limit of {limit}")
    return len(body).to_bytes(_HEADER, "big") + body


class FrameDecoder:
    """Cuts a byte stream into frames and decodes each (incrementally: feed any chunks).

    :meth:`feed` returns, in order, a JSON object per complete frame, or a
    :class:`ProtocolError` for a frame that is not a JSON object with a string ``"t"``.
    A length over ``max_size`` gives a fatal error, after which the decoder refuses
    everything (the connection must close)."""

    def __init__(self, max_size: int) -> None:
        self.max_size = max_size
        self._buf = bytearray()
        self.broken = False
        self.frames = 0

    @property
    def pending(self) -> int:
        """Bytes received but not yet part of a complete frame."""
        return len(self._buf)

    def feed(self, data: bytes) -> list[dict[str, Any] | ProtocolError]:
        """Take ``data`` and return every frame it completes (see the class)."""
        self.push(data)
        out: list[dict[str, Any] | ProtocolError] = []
        while (item := self.pop()) is not None:
            out.append(item)
        return out

    def push(self, data: bytes) -> None:
        """Take ``data`` without decoding anything yet (then :meth:`pop` frame by frame)."""
        if not self.broken:
            self._buf += data

    def next_length(self) -> int | None:
        """The length header of the next frame once its 4 bytes are in (None: not yet),
        before its body is read or decoded."""
        if self.broken or len(self._buf) < _HEADER:
            return None
        return int.from_bytes(self._buf[:_HEADER], "big")

    def rest(self) -> bytes:
        """Take every byte received but not yet decoded (a connection handed on)."""
        out = bytes(self._buf)
        self._buf.clear()
        return out

    def refuse(self, message: str, reason: str = "bad_frame") -> ProtocolError:
        """Give up on the stream (a caller's own limit): the fatal error to answer with."""
        self.broken = True
        self._buf.clear()
        return ProtocolError(message, reason=reason, fatal=True)

    def pop(self) -> dict[str, Any] | ProtocolError | None:
        """The next complete frame decoded, a ProtocolError, or None (no complete frame)."""
        n = self.next_length()
        if n is None:
            return None
        if n > self.max_size:
            return self.refuse(f"a frame of {n} bytes is over the limit of {self.max_size}")
        if len(self._buf) < _HEADER + n:
            return None
        body = bytes(self._buf[_HEADER : _HEADER + n])
        del self._buf[: _HEADER + n]
        self.frames += 1
        return _frame_object(body)


def _frame_object(body: bytes) -> dict[str, Any] | ProtocolError:
    try:
        obj = decode_json(body)
    except ProtocolError as e:
        return e
    if not isinstance(obj, dict):
        return ProtocolError("a frame must hold a JSON object")
    if not isinstance(obj.get("t"), str):
        return ProtocolError('a frame must have a string field "t"')
    return obj


# --------------------------------------------------------------------------- field checks


def _int(d: Mapping[str, Any], key: str, *, lo: int = -MAX_ID, hi: int = MAX_ID, optional: bool = False) -> Any:
    v = d.get(key)
    if v is None and optional:
        return None
    if not isinstance(v, int) or isinstance(v, bool) or not lo <= v <= hi:
        raise ProtocolError(f"{key!r} must be an integer in {lo}..{hi}")
    return v


def _bool(d: Mapping[str, Any], key: str, default: bool | None = None) -> bool:
    v = d.get(key)
    if v is None:
        v = default  # missing or null: the default
    if not isinstance(v, bool):
        raise ProtocolError(f"{key!r} must be true or false")
    return v


def _has_surrogate(s: str) -> bool:
    return any(0xD800 <= ord(ch) <= 0xDFFF for ch in s)


def _text(d: Mapping[str, Any], key: str, *, optional: bool = False, max_len: int = MAX_TEXT, default: str = "") -> Any:
    v = d.get(key)
    if v is None:
        if optional:
            return None
        v = default  # missing or null: the default
    if not isinstance(v, str) or len(v) > max_len or _has_surrogate(v):
        raise ProtocolError(f"{key!r} must be a string of at most {max_len} characters")
    return v


def _object(d: Mapping[str, Any], key: str, *, optional: bool = False) -> Any:
    v = d.get(key)
    if v is None and optional:
        return None
    if not isinstance(v, dict):
        raise ProtocolError(f"{key!r} must be an object")
    return v


def _is_hex(s: Any) -> bool:
    if not isinstance(s, str) or len(s) % 2:
        return False
    try:
        bytes.fromhex(s)
    except ValueError:
        return False
    return True


def check_name(name: Any) -> str | None:
    """The reason a player's name is refused, or None: 1..NAME_MAX characters, not only
    spaces, no control characters."""
    if not isinstance(name, str):
        return "the name must be a string"
    name = name.strip()
    if not name:
        return "the name is empty"
    if len(name) > NAME_MAX:
        return f"the name is longer than {NAME_MAX} characters"
    if _has_surrogate(name) or any(unicodedata.category(ch) in ("Cc", "Cf", "Cs") for ch in name):
        return "the name holds control characters"
    return None


# --------------------------------------------------------------------------- passwords


def make_nonce() -> str:
    return secrets.token_hex(NONCE_BYTES)


def password_proof(password: str, nonce: str) -> str:
    """``HMAC-SHA256(key = password as UTF-8, msg = the nonce's bytes)`` in lowercase hex,
    the nonce's bytes being the hex nonce decoded.

    >>> password_proof("secret", "00112233445566778899aabbccddeeff")[:16]
    '289eb82b1a1dabd9'
    """
    return hmac.new(password.encode("utf-8"), bytes.fromhex(nonce), hashlib.sha256).hexdigest()


def proof_matches(password: str, nonce: str, proof: Any) -> bool:
    """Does ``proof`` prove ``password`` for ``nonce``? Accepts the HMAC over the decoded
    nonce (the documented form) and, for lenient clients, over the nonce's hex text."""
    if not isinstance(proof, str) or not _is_hex(proof):
        return False
    got = proof.lower()
    key = password.encode("utf-8")
    want = password_proof(password, nonce)
    alt = hmac.new(key, nonce.encode("ascii"), hashlib.sha256).hexdigest()
    return hmac.compare_digest(got, want) | hmac.compare_digest(got, alt)


# --------------------------------------------------------------------------- client messages


@dataclass(frozen=True)
class Hello:
    protocol: int
    app: str
    name: str
    seat: int | None = None
    spectate: bool = False
    token: str | None = None
    proof: str | None = None
    features: frozenset[str] = frozenset()
    device: str | None = None


@dataclass(frozen=True)
class ActionRequest:
    """``action`` from a client: ``seat`` is what the client wrote (None when it left it
    out); the host acts for the connection's own seat and refuses another one."""

    id: int
    kind: str
    cards: tuple[Card, ...] = ()
    value: str | int | bool | None = None
    seat: int | None = None

    def action(self, seat: int) -> Action:
        return Action(seat, self.kind, self.cards, self.value)


@dataclass(frozen=True)
class Ping:
    id: int


@dataclass(frozen=True)
class Pong:
    id: int


@dataclass(frozen=True)
class Ready:
    """The client is ready (or, with ``ready`` false, no longer ready) for the next game
    of the match, or in the lobby for the first."""

    ready: bool = True


@dataclass(frozen=True)
class Resync:
    """The client asks for a snapshot (its view's hash did not match, or a seq gap)."""


@dataclass(frozen=True)
class Autoplay:
    """托管: let a bot play the seat (``on``), or take it back."""

    on: bool


@dataclass(frozen=True)
class ChatRequest:
    """A chat line: free ``text`` or a quick ``phrase`` id."""

    text: str = ""
    phrase: str | None = None
    cut: bool = False  # the text was longer than CHAT_MAX: this is its start


@dataclass(frozen=True)
class DealNonce:
    """A seat's contribution to game ``game``'s fair deal."""

    game: int
    nonce: bytes


@dataclass(frozen=True)
class DisputeRequest:
    """A seated person disputes the move of ``move`` (the number of moves made when it
    was made; 0: the deal; None: the last move made) with a short ``text`` and what their
    app said of it."""

    move: int | None
    text: str
    explanation: Mapping[str, str] | None = None


@dataclass(frozen=True)
class VoteRequest:
    """A seated person's answer to vote round ``round``."""

    round: int
    agree: bool


@dataclass(frozen=True)
class VoidRequest:
    """A seated person asks that the game be void (a vote round of every seated person)."""

    detail: str = ""


@dataclass(frozen=True)
class Bye:
    reason: str = ""
    message: str = ""


def hello_error(d: Mapping[str, Any]) -> tuple[str, str] | None:
    """Why a ``hello`` is refused, as ``(code, English message)``, or None when it is
    well formed. The protocol version is checked first."""
    version = d.get("protocol")
    if not isinstance(version, int) or isinstance(version, bool):
        return "bad_hello", "the hello has no protocol version"
    if version != PROTOCOL_VERSION:
        return (
            "protocol_mismatch",
            f"this host speaks protocol version {PROTOCOL_VERSION}; the client speaks version {version}",
        )
    try:
        _parse_hello(d)
    except ProtocolError as e:
        return "bad_hello", str(e)
    return None


def _parse_hello(d: Mapping[str, Any]) -> Hello:
    version = _int(d, "protocol", lo=0)
    app = _text(d, "app", max_len=64)
    name = d.get("name")
    why = check_name(name)
    if why is not None:
        raise ProtocolError(why)
    seat = _int(d, "seat", lo=0, hi=63, optional=True)
    spectate = _bool(d, "spectate", False)
    token = _text(d, "token", optional=True, max_len=128)
    proof = d.get("proof")
    if proof is not None and (not _is_hex(proof) or len(proof) > 128):
        raise ProtocolError("'proof' must be a hex string")
    feats = d.get("features") or []
    if not isinstance(feats, list) or len(feats) > 32 or not all(isinstance(f, str) and len(f) <= 32 for f in feats):
        raise ProtocolError("'features' must be a list of short strings")
    device = d.get("device")
    if device is not None and not (isinstance(device, str) and DEVICE_ID.fullmatch(device)):
        raise ProtocolError("'device' must be 8..64 letters, digits, '-' or '_'")
    return Hello(version, app, name, seat, spectate, token, proof, frozenset(feats), device)  # type: ignore[arg-type]


def _parse_action(d: Mapping[str, Any]) -> ActionRequest:
    msg_id = _int(d, "id")
    a = d.get("action")
    if not isinstance(a, dict):
        raise ProtocolError("'action' must be an object", msg_id=msg_id)
    try:
        kind = _text(a, "kind", max_len=32)
        if not kind:
            raise ProtocolError("'kind' must not be empty")
        cards_text = _text(a, "cards", max_len=MAX_CARDS_TEXT)
        try:
            cards = tuple(parse_cards(cards_text))
        except CardParseError as e:
            raise ProtocolError(f"'cards': {e}") from None
        value = a.get("value")
        if isinstance(value, float) or not (value is None or isinstance(value, (str, int, bool))):
            raise ProtocolError("'value' must be a string, an integer, true/false or null")
        if isinstance(value, str) and (len(value) > 64 or _has_surrogate(value)):
            raise ProtocolError("'value' is too long")
        if isinstance(value, int) and not isinstance(value, bool) and abs(value) > MAX_ID:
            raise ProtocolError("'value' is out of range")
        seat = _int(a, "seat", lo=0, hi=63, optional=True)
    except ProtocolError as e:
        raise ProtocolError(str(e), msg_id=msg_id) from None
    return ActionRequest(msg_id, kind, cards, value, seat)


ClientMessage = (
    Hello
    | ActionRequest
    | Ping
    | Pong
    | Ready
    | Bye
    | Resync
    | Autoplay
    | ChatRequest
    | DealNonce
    | DisputeRequest
    | VoteRequest
    | VoidRequest
)


#: The longest chat ``text`` the host reads (and cuts to CHAT_MAX); beyond, refused unread.
CHAT_READ_MAX = 4 * CHAT_MAX


def check_chat_text(text: Any, max_len: int = CHAT_MAX) -> str | None:
    """Why a chat line is refused, or None: 1..``max_len`` characters after stripping, no
    control characters."""
    if not isinstance(text, str):
        return "a chat line must be text"
    text = text.strip()
    if not text:
        return "the chat line is empty"
    if len(text) > max_len:
        return f"a chat line has at most {max_len} characters"
    if _has_surrogate(text) or any(unicodedata.category(ch) in ("Cc", "Cf", "Cs") for ch in text):
        return "the chat line holds control characters"
    return None


def _parse_chat(d: Mapping[str, Any]) -> ChatRequest:
    phrase = d.get("phrase")
    if phrase is not None:
        if phrase not in CHAT_PHRASES:
            raise ProtocolError(f"unknown quick phrase {phrase!r}", reason="chat_refused")
        return ChatRequest("", phrase)
    text = d.get("text")
    if isinstance(text, str) and len(text) > CHAT_READ_MAX:
        raise ProtocolError("the chat line is too long", reason="chat_refused")
    why = check_chat_text(text, CHAT_READ_MAX)
    if why is not None:
        raise ProtocolError(why, reason="chat_refused")
    assert isinstance(text, str)
    text = text.strip()
    if len(text) <= CHAT_MAX:
        return ChatRequest(text)
    return ChatRequest(text[:CHAT_MAX].rstrip(), cut=True)  # passed on cut, and the sender told


def _parse_nonce(d: Mapping[str, Any]) -> DealNonce:
    game = _int(d, "game", lo=1)
    nonce = d.get("nonce")
    lo, hi = DEAL_NONCE_BYTES
    if not isinstance(nonce, str) or not _is_hex(nonce) or not 2 * lo <= len(nonce) <= 2 * hi:
        raise ProtocolError(f"'nonce' must be {lo}..{hi} bytes in hex")
    return DealNonce(game, bytes.fromhex(nonce))


def _explanation(d: Mapping[str, Any]) -> Mapping[str, str] | None:
    raw = d.get("explanation")
    if raw is None:
        return None
    if not isinstance(raw, dict) or not all(k in ("text", "rule", "source") for k in raw):
        raise ProtocolError("'explanation' must be an object of text, rule and source")
    out = {"text": _text(raw, "text", max_len=4000)}
    for key in ("rule", "source"):
        if key in raw:
            out[key] = _text(raw, key, max_len=200)
    return out


def _parse_dispute_request(d: Mapping[str, Any]) -> DisputeRequest:
    move = _int(d, "move", lo=0, hi=100_000, optional=True)
    text = d.get("text")
    if not isinstance(text, str) or not text.strip() or len(text) > MAX_DISPUTE_TEXT or _has_surrogate(text):
        raise ProtocolError(f"'text' must be 1..{MAX_DISPUTE_TEXT} characters", reason="dispute_refused")
    return DisputeRequest(move, text.strip(), _explanation(d))


def parse_client_message(d: Mapping[str, Any]) -> ClientMessage:
    """A decoded client frame as a typed message; raises :class:`ProtocolError`."""
    t = d.get("t")
    if t == "action":
        return _parse_action(d)
    if t == "ping":
        return Ping(_int(d, "id"))
    if t == "pong":
        return Pong(_int(d, "id"))
    if t == "hello":
        return _parse_hello(d)
    if t == "ready":
        return Ready(_bool(d, "ready", True))
    if t == "bye":
        return Bye(_text(d, "reason", max_len=64), _text(d, "message"))
    if t == "resync":
        return Resync()
    if t == "autoplay":
        return Autoplay(_bool(d, "on"))
    if t == "chat":
        return _parse_chat(d)
    if t == "deal_nonce":
        return _parse_nonce(d)
    if t == "dispute":
        return _parse_dispute_request(d)
    if t == "vote":
        return VoteRequest(_int(d, "round", lo=1), _bool(d, "agree"))
    if t == "void_request":
        return VoidRequest(_text(d, "detail", max_len=200))
    raise ProtocolError(f"unknown message type {t!r}" if isinstance(t, str) else "no message type")


# --------------------------------------------------------------------------- host messages


@dataclass(frozen=True)
class ServerHello:
    protocol: int
    app: str
    room: str
    game: str
    players: int
    password: bool
    nonce: str


@dataclass(frozen=True)
class LobbySeat:
    """One seat as the lobby shows it. ``kind``: ``open`` (nobody yet), ``person`` (a
    person at the host or a remote client), ``bot``; ``away`` while a bot plays for a
    person who dropped; ``you`` marks the receiving connection's own seat."""

    seat: int
    kind: str
    name: str = ""
    level: str | None = None
    connected: bool = False
    away: bool = False
    you: bool = False
    ready: bool = False
    autoplay: bool = False  # 托管: a bot plays the seat at its person's wish (or after time-outs)
    muted: bool = False
    local: bool = False  # a person at the host's own PC
    waiting: bool = False  # away, and no bot plays the seat: the room waits for its person


@dataclass(frozen=True)
class LobbyMsg:
    room: str
    game: str
    players: int
    options: Mapping[str, Any]
    match_length: int
    seats: tuple[LobbySeat, ...]
    started: bool
    games_played: int = 0
    totals: tuple[int, ...] = ()
    spectators: int = 0
    room_options: Mapping[str, Any] = field(default_factory=dict)  # grace, turn time, spectator delay
    moved: LobbyMove | None = None  # the change this lobby follows was one person moving


@dataclass(frozen=True)
class LobbyMove:
    """A lobby's ``moved``: the person ``name`` went from seat ``source`` to ``target``."""

    name: str
    source: int
    target: int


@dataclass(frozen=True)
class Welcome:
    seat: int | None
    token: str
    name: str = ""
    extra: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Refused:
    reason: str
    message: str


@dataclass(frozen=True)
class Update:
    seq: int
    events: tuple[Event, ...]
    view: View
    snapshot: bool = False
    ack: int | None = None
    timer: tuple[int, int] | None = None  # (seat, milliseconds left) of a running rule timer
    hash: str | None = None  # view_hash of the view as the host encoded it
    deal_commit: str | None = None  # in a snapshot: the commitment of this game's fair deal


@dataclass(frozen=True)
class Rejected:
    id: int | None
    reason: str
    params: Mapping[str, Any]
    message: str


@dataclass(frozen=True)
class GameOver:
    outcome: Outcome
    record: GameRecord
    games_played: int = 1
    match_length: int = 1
    totals: tuple[int, ...] = ()
    match_over: bool = True
    fair: FairReveal | None = None
    #: set when the game is void (本局比赛无效): its outcome scores nothing
    void: VoidMark | None = None


@dataclass(frozen=True)
class FairReveal:
    """What the host reveals of a fair deal when the game ends."""

    commit: str
    secret: bytes
    nonces: tuple[bytes, ...]


@dataclass(frozen=True)
class DealCommit:
    """Before a game's deal: the host's commitment, ``SHA-256(secret)`` in hex."""

    game: int
    commit: str


@dataclass(frozen=True)
class ChatMsg:
    """A chat line from ``seat`` (None: a spectator) called ``name``."""

    seat: int | None
    name: str
    text: str = ""
    phrase: str | None = None
    cut: bool = False  # the host cut the line to CHAT_MAX (its sender's client says so)


@dataclass(frozen=True)
class DisputeMsg:
    """A dispute raised at the table, or its decision (``dispute.decision`` set): a public
    event every connection gets, spectators included."""

    dispute: Dispute


@dataclass(frozen=True)
class VoteMsg:
    """A vote round of every seated person: about ``kind`` (``void`` or ``take_back`` of
    dispute ``dispute``'s move), who is asked (``voters``) and who answered (``votes``);
    ``result`` ``agreed`` or ``refused`` once it is closed."""

    round: int
    kind: str
    voters: tuple[int, ...]
    votes: Mapping[int, bool]
    detail: str = ""
    dispute: str | None = None
    result: str | None = None


@dataclass(frozen=True)
class ErrorMsg:
    reason: str
    message: str
    id: int | None = None


HostMessage = (
    ServerHello
    | Welcome
    | Refused
    | Update
    | Rejected
    | GameOver
    | ErrorMsg
    | LobbyMsg
    | Bye
    | Ping
    | Pong
    | ChatMsg
    | DealCommit
    | DisputeMsg
    | VoteMsg
)


def _ints(v: Any, key: str, max_len: int = 64) -> tuple[int, ...]:
    if (
        not isinstance(v, list)
        or len(v) > max_len
        or not all(isinstance(x, int) and not isinstance(x, bool) for x in v)
    ):
        raise ProtocolError(f"{key!r} must be a list of integers")
    return tuple(v)


def _parse_lobby(d: Mapping[str, Any]) -> LobbyMsg:
    seats_json = d.get("seats")
    if not isinstance(seats_json, list) or len(seats_json) > 64:
        raise ProtocolError("'seats' must be a list")
    seats = []
    for s in seats_json:
        if not isinstance(s, dict):
            raise ProtocolError("a seat must be an object")
        seats.append(
            LobbySeat(
                _int(s, "seat", lo=0, hi=63),
                _text(s, "kind", max_len=16),
                _text(s, "name", max_len=64),
                _text(s, "level", optional=True, max_len=16),
                _bool(s, "connected", False),
                _bool(s, "away", False),
                _bool(s, "you", False),
                _bool(s, "ready", False),
                _bool(s, "autoplay", False),
                _bool(s, "muted", False),
                _bool(s, "local", False),
                _bool(s, "waiting", False),
            )
        )
    options = _object(d, "options", optional=True) or {}
    return LobbyMsg(
        _text(d, "room"),
        _text(d, "game", max_len=32),
        _int(d, "players", lo=1, hi=64),
        options,
        _int(d, "match_length", lo=1),
        tuple(seats),
        _bool(d, "started", False),
        _int(d, "games_played", lo=0, optional=True) or 0,
        _ints(d.get("totals", []), "totals"),
        _int(d, "spectators", lo=0, optional=True) or 0,
        _object(d, "room_options", optional=True) or {},
        _parse_move(d.get("moved")),
    )


def _parse_move(m: Any) -> LobbyMove | None:
    """A lobby's ``moved`` (None when absent or not well formed: it only words a change)."""
    if not isinstance(m, dict):
        return None
    try:
        return LobbyMove(_text(m, "name", max_len=64), _int(m, "from", lo=0, hi=63), _int(m, "to", lo=0, hi=63))
    except ProtocolError:
        return None


def _parse_update(d: Mapping[str, Any], seat: int | None) -> Update:
    seq = _int(d, "seq", lo=1)
    events_json = d.get("events")
    if not isinstance(events_json, list):
        raise ProtocolError("'events' must be a list")
    try:
        events = tuple(event_from_json(e, seat, f"events[{i}]") for i, e in enumerate(events_json))
        view = view_from_json(d.get("view"))
    except WireError as e:
        raise ProtocolError(str(e)) from None
    timer = d.get("timer")
    timer_v: tuple[int, int] | None = None
    if timer is not None:
        if not isinstance(timer, dict):
            raise ProtocolError("'timer' must be an object")
        timer_v = (_int(timer, "seat", lo=0, hi=63), _int(timer, "ms", lo=0))
    view_hash_text = _text(d, "hash", optional=True, max_len=64)
    commit = _text(d, "deal_commit", optional=True, max_len=64)
    return Update(
        seq, events, view, _bool(d, "snapshot", False), _int(d, "ack", optional=True), timer_v, view_hash_text, commit
    )


def _parse_game_over(d: Mapping[str, Any]) -> GameOver:
    try:
        outcome = outcome_from_json(d.get("outcome"))
        record = GameRecord.from_json(d.get("record"))
    except (WireError, RecordError) as e:
        raise ProtocolError(str(e)) from None
    match = d.get("match") or {}
    if not isinstance(match, dict):
        raise ProtocolError("'match' must be an object")
    fair = d.get("fair")
    reveal = None
    if fair is not None:
        if not isinstance(fair, dict):
            raise ProtocolError("'fair' must be an object")
        secret, nonces = fair.get("secret"), fair.get("nonces")
        if not isinstance(secret, str) or not _is_hex(secret) or not isinstance(nonces, list):
            raise ProtocolError("'fair' needs a hex secret and hex nonces")
        if not all(isinstance(n, str) and _is_hex(n) for n in nonces):
            raise ProtocolError("'fair' needs a hex secret and hex nonces")
        reveal = FairReveal(
            _text(fair, "commit", max_len=64), bytes.fromhex(secret), tuple(bytes.fromhex(n) for n in nonces)
        )
    void = None
    if d.get("void") is not None:
        try:
            void = VoidMark.from_json(d.get("void"))
        except DisputeError as e:
            raise ProtocolError(f"bad 'void': {e}") from None
    return GameOver(
        outcome,
        record,
        _int(match, "games_played", lo=0, optional=True) or 1,
        _int(match, "match_length", lo=1, optional=True) or 1,
        _ints(match.get("totals", []), "totals"),
        _bool(match, "over", True),
        reveal,
        void or record.void,
    )


def _parse_vote(d: Mapping[str, Any]) -> VoteMsg:
    kind = d.get("kind")
    if kind not in VOTE_KINDS:
        raise ProtocolError(f"'kind' must be one of {VOTE_KINDS}")
    votes_json = d.get("votes") or {}
    if not isinstance(votes_json, dict) or len(votes_json) > 64:
        raise ProtocolError("'votes' must be an object of seat numbers")
    votes: dict[int, bool] = {}
    for key, value in votes_json.items():
        if not (isinstance(key, str) and key.isdigit() and len(key) <= 2) or not isinstance(value, bool):
            raise ProtocolError("'votes' must map seat numbers to true or false")
        votes[int(key)] = value
    result = d.get("result")
    if result not in (None, "agreed", "refused"):
        raise ProtocolError("'result' must be agreed, refused or null")
    return VoteMsg(
        _int(d, "round", lo=1),
        str(kind),
        _ints(d.get("voters", []), "voters"),
        votes,
        _text(d, "detail", max_len=200),
        _text(d, "dispute", optional=True, max_len=32),
        result,
    )


def parse_host_message(d: Mapping[str, Any], seat: int | None = None) -> HostMessage:
    """A decoded host frame as a typed message (views and events decoded for ``seat``,
    the receiving connection's seat); raises :class:`ProtocolError`."""
    t = d.get("t")
    try:
        if t == "update":
            return _parse_update(d, seat)
        if t == "server":
            nonce = d.get("nonce")
            if not isinstance(nonce, str) or not _is_hex(nonce) or not 2 * NONCE_BYTES <= len(nonce) <= 256:
                raise ProtocolError("'nonce' must be at least 16 bytes in hex")
            return ServerHello(
                _int(d, "protocol"),
                _text(d, "app", max_len=64),
                _text(d, "room"),
                _text(d, "game", max_len=32),
                _int(d, "players", lo=1, hi=64),
                _bool(d, "password"),
                nonce,
            )
        if t == "welcome":
            token = _text(d, "token", max_len=128)
            known = {"t", "seat", "token", "name"}
            return Welcome(
                _int(d, "seat", lo=0, hi=63, optional=True),
                token,
                _text(d, "name", max_len=64),
                {k: v for k, v in d.items() if k not in known},
            )
        if t == "refused":
            return Refused(_text(d, "reason", max_len=64), _text(d, "message", max_len=1024))
        if t == "rejected":
            params = _object(d, "params", optional=True) or {}
            return Rejected(
                _int(d, "id", optional=True),
                _text(d, "reason", max_len=64),
                params,
                _text(d, "message", max_len=1024),
            )
        if t == "game_over":
            return _parse_game_over(d)
        if t == "error":
            return ErrorMsg(
                _text(d, "reason", max_len=64), _text(d, "message", max_len=1024), _int(d, "id", optional=True)
            )
        if t == "lobby":
            return _parse_lobby(d)
        if t == "bye":
            return Bye(_text(d, "reason", max_len=64), _text(d, "message", max_len=1024))
        if t == "ping":
            return Ping(_int(d, "id"))
        if t == "pong":
            return Pong(_int(d, "id"))
        if t == "chat":
            return ChatMsg(
                _int(d, "seat", lo=0, hi=63, optional=True),
                _text(d, "name", max_len=64),
                _text(d, "text", max_len=4 * CHAT_MAX),
                _text(d, "phrase", optional=True, max_len=32),
                _bool(d, "cut", False),
            )
        if t == "dispute":
            try:
                return DisputeMsg(Dispute.from_json(d.get("dispute")))
            except DisputeError as e:
                raise ProtocolError(f"bad dispute: {e}") from None
        if t == "vote":
            return _parse_vote(d)
        if t == "deal_commit":
            commit = _text(d, "commit", max_len=64)
            if not _is_hex(commit) or len(commit) != 64:
                raise ProtocolError("'commit' must be a SHA-256 in hex")
            return DealCommit(_int(d, "game", lo=1), commit)
    except RecursionError:
        raise ProtocolError("the message is nested too deeply") from None
    raise ProtocolError(f"unknown message type {t!r}")


# --------------------------------------------------------------------------- building host messages


def canonical_json(obj: Any) -> bytes:
    """The canonical bytes of a JSON value: keys sorted, no spaces, UTF-8."""
    return json.dumps(obj, ensure_ascii=False, sort_keys=True, separators=(",", ":"), allow_nan=False).encode("utf-8")


def view_hash(view_json: Any) -> str:
    """The short hash every update carries: the first 16 hex digits of SHA-256 over the
    view's canonical JSON. A client that decodes a view into something that hashes
    otherwise (or sees a gap in ``seq``) asks for a snapshot (``resync``)."""
    return hash_bytes(canonical_json(view_json))


def hash_bytes(canonical: bytes) -> str:
    """:func:`view_hash` of a view's canonical bytes."""
    return hashlib.sha256(canonical).hexdigest()[:16]


def update_frame(msg: Mapping[str, Any], view_bytes: bytes) -> bytes:
    """The frame of an ``update`` whose view is given as canonical bytes (the host
    encodes each view once: for its hash and for the frame)."""
    rest = {k: v for k, v in msg.items() if k != "view"}
    body = encode_json(rest)[:-1] + b',"view":' + view_bytes + b"}"
    return len(body).to_bytes(_HEADER, "big") + body


def update_json(
    seq: int,
    events: Sequence[Event],
    view: View,
    *,
    snapshot: bool = False,
    ack: int | None = None,
    timer: tuple[int, int] | None = None,
    view_json: dict[str, Any] | None = None,
    view_hash_text: str | None = None,
    deal_commit: str | None = None,
) -> dict[str, Any]:
    """The ``update`` message for one connection: its events (private ones marked), its
    whole view (``view_json``: the view's JSON when the caller has it already) and the
    view's hash (``view_hash_text`` when known)."""
    vj = view_json if view_json is not None else view_to_json(view)
    d: dict[str, Any] = {
        "t": "update",
        "seq": seq,
        "events": [event_to_json(e, e.visible_to is not None) for e in events],
        "view": vj,
        "hash": view_hash_text if view_hash_text is not None else view_hash(vj),
    }
    if deal_commit is not None:
        d["deal_commit"] = deal_commit
    if snapshot:
        d["snapshot"] = True
    if ack is not None:
        d["ack"] = ack
    if timer is not None:
        d["timer"] = {"seat": timer[0], "ms": max(0, int(timer[1]))}
    return d
