"""The pure protocol layer: frames, the incremental decoder, message validation, the
password proof and the loopback-only switch."""

from __future__ import annotations

import hashlib
import hmac
import json
import os

import pytest
from hypothesis import given
from hypothesis import strategies as st

from desktop_app.net import protocol as P
from desktop_app.net import safety


def test_frames_round_trip_whatever_the_chunking():
    msgs = [{"t": "ping", "id": i, "text": "牌局" * i} for i in range(5)]
    stream = b"".join(P.encode_frame(m) for m in msgs)
    for size in (1, 2, 3, 7, 64, len(stream)):
        dec = P.FrameDecoder(P.MAX_CLIENT_FRAME)
        out = []
        for i in range(0, len(stream), size):
            out.extend(dec.feed(stream[i : i + size]))
        assert out == msgs and dec.pending == 0


@given(st.lists(st.binary(max_size=40), max_size=6), st.integers(1, 50))
def test_the_decoder_never_raises_on_any_bytes(chunks, step):
    dec = P.FrameDecoder(P.MAX_CLIENT_FRAME)
    data = b"".join(len(c).to_bytes(4, "big") + c for c in chunks)
    items = []
    for i in range(0, len(data), step):
        items.extend(dec.feed(data[i : i + step]))
    assert len(items) == len(chunks)
    for item in items:
        assert isinstance(item, (dict, P.ProtocolError))
        if isinstance(item, dict):
            assert isinstance(item["t"], str)


def test_an_oversized_header_breaks_the_stream_for_good():
    dec = P.FrameDecoder(100)
    (err,) = dec.feed((101).to_bytes(4, "big"))
    assert isinstance(err, P.ProtocolError) and err.fatal and err.reason == "bad_frame"
    assert dec.broken and dec.feed(P.encode_frame({"t": "ping", "id": 1})) == []


def test_the_limits_are_the_contracts():
    assert P.MAX_CLIENT_FRAME == 65536 and P.MAX_HOST_FRAME == 4194304 and P.PROTOCOL_VERSION == 1
    with pytest.raises(ValueError):
        P.encode_frame({"t": "x", "pad": "y" * P.MAX_CLIENT_FRAME}, P.MAX_CLIENT_FRAME)


@pytest.mark.parametrize(
    "body",
    [b"\xc3\x28", b"1", b'"t"', b"[]", b"{}", b'{"t": null}', b'{"t": "ping", "id": Infinity}', b"{" * 3000],
)
def test_frames_that_break_the_rules_are_errors_not_exceptions(body):
    (item,) = P.FrameDecoder(P.MAX_CLIENT_FRAME).feed(len(body).to_bytes(4, "big") + body)
    assert isinstance(item, P.ProtocolError) and item.reason == "bad_frame" and not item.fatal


def test_strict_json_out():
    with pytest.raises(ValueError):
        P.encode_json({"t": "x", "v": float("nan")})
    assert P.encode_json({"t": "名"}) == '{"t":"名"}'.encode()


def test_the_password_proof_is_hmac_sha256_over_the_nonce_bytes():
    nonce = "00112233445566778899aabbccddeeff"
    want = hmac.new(b"secret", bytes.fromhex(nonce), hashlib.sha256).hexdigest()
    assert P.password_proof("secret", nonce) == want
    assert P.proof_matches("secret", nonce, want) and P.proof_matches("secret", nonce, want.upper())
    lenient = hmac.new(b"secret", nonce.encode(), hashlib.sha256).hexdigest()
    assert P.proof_matches("secret", nonce, lenient)
    assert not P.proof_matches("Secret", nonce, want)
    assert not P.proof_matches("secret", nonce, None) and not P.proof_matches("secret", nonce, "zz")


def test_nonces_are_sixteen_random_bytes():
    a, b = P.make_nonce(), P.make_nonce()
    assert a != b and len(bytes.fromhex(a)) == 16


def _hello(**kw):
    d = {"t": "hello", "protocol": 1, "app": "t", "name": "Li", "seat": None, "spectate": False, "token": None,
         "proof": None}  # fmt: skip
    d.update(kw)
    return d


def test_hello_validation_checks_the_version_first():
    assert P.hello_error(_hello()) is None
    code, message = P.hello_error(_hello(protocol=3, name=""))
    assert code == "protocol_mismatch" and "1" in message and "3" in message
    assert P.hello_error(_hello(protocol=True))[0] == "bad_hello"


@pytest.mark.parametrize(
    "name, ok",
    [("Li", True), ("小明", True), (" a ", True), ("", False), ("   ", False), ("x" * 24, True), ("x" * 25, False),
     ("a\nb", False), ("a\u200bb", False), ("\ud800", False), (None, False)],
)  # fmt: skip
def test_names(name, ok):
    assert (P.check_name(name) is None) == ok


def test_actions_are_validated_into_typed_requests():
    req = P.parse_client_message(
        {"t": "action", "id": 3, "action": {"kind": "play", "cards": "10h 10s", "value": "pair"}}
    )
    assert isinstance(req, P.ActionRequest) and req.id == 3 and [c.text for c in req.cards] == ["Th", "Ts"]
    assert req.action(2).seat == 2 and req.seat is None
    with pytest.raises(P.ProtocolError) as e:
        P.parse_client_message({"t": "action", "id": 4, "action": {"kind": "play", "cards": "11h"}})
    assert e.value.msg_id == 4


def test_unknown_message_types_are_bad_frames():
    with pytest.raises(P.ProtocolError):
        P.parse_client_message({"t": "teleport"})
    with pytest.raises(P.ProtocolError):
        P.parse_host_message({"t": "teleport"})


def test_host_messages_are_validated_too():
    with pytest.raises(P.ProtocolError):
        P.parse_host_message({"t": "server", "protocol": 1, "app": "x", "room": "r", "game": "doudizhu", "players": 3,
                              "password": False, "nonce": "ab"})  # fmt: skip
    with pytest.raises(P.ProtocolError):
        P.parse_host_message({"t": "update", "seq": 1, "events": [], "view": {"game": "doudizhu"}})
    bad_view = {"t": "update", "seq": 1, "events": [{"kind": "deal", "data": {"cards": "Zz"}}], "view": "x"}
    with pytest.raises(P.ProtocolError):
        P.parse_host_message(bad_view)


def test_a_json_bomb_of_nesting_is_refused(tmp_path):
    body = json.dumps({"t": "ping", "id": 1, "x": [[[[[[]]]]]]}).encode()
    (item,) = P.FrameDecoder(P.MAX_CLIENT_FRAME).feed(len(body).to_bytes(4, "big") + body)
    assert item["t"] == "ping"


# ---------------------------------------------------------------- the loopback-only switch


def test_the_suite_runs_with_the_loopback_only_switch_on():
    assert os.environ.get(safety.LOOPBACK_ENV) == "1"
    assert safety.loopback_only()


@pytest.mark.parametrize(
    "address, allowed",
    [("127.0.0.1", True), ("127.8.9.1", False), ("::1", False), ("localhost", True), ("LOCALHOST", True),
     ("192.168.1.2", False), ("10.0.0.1", False), ("example.com", False), ("255.255.255.255", False),
     ("0.0.0.0", False), ("224.0.0.1", False)],
)  # fmt: skip
def test_only_loopback_is_a_destination_while_the_switch_is_on(address, allowed):
    assert safety.destination_allowed(address) == allowed


def test_hosts_listen_on_loopback_while_the_switch_is_on():
    assert safety.listen_address("0.0.0.0") == "127.0.0.1"
    assert safety.listen_address("192.168.1.2") == "127.0.0.1"
    assert safety.listen_address("127.0.0.1") == "127.0.0.1"


def test_a_client_refuses_another_address_before_any_packet(qtbot):
    from desktop_app.net.client import LanConnection

    conn = LanConnection("192.168.77.77", 4000, "Li")
    with qtbot.waitSignal(conn.failed, timeout=1000) as blocker:
        conn.open()
    assert blocker.args[0] == "loopback_only"
    assert conn.state == "closed" or conn.state == "idle"


def test_every_benchmark_and_docs_script_sets_the_loopback_only_switch():
    """Network safety: scripts run by hand here must not send beyond 127.0.0.1 either."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    scripts = sorted([*root.glob("benchmarks/*.py"), *root.glob("docs/*.py")])
    assert scripts
    missing = [p.name for p in scripts if 'environ["PAIJU_LOOPBACK_ONLY"] = "1"' not in p.read_text("utf-8")]
    assert not missing, f"these scripts do not set PAIJU_LOOPBACK_ONLY=1: {missing}"


def test_a_lobby_seat_waiting_for_its_person_reads_as_waiting_not_ai_plays():
    """A reopened room's seat whose person is not back: ``away`` and ``waiting`` (no bot
    plays it), which a client shows as waiting, not as "Away · AI plays"."""
    seats = [
        {"seat": 0, "kind": "person", "name": "Host", "connected": True, "local": True},
        {"seat": 1, "kind": "person", "name": "Kai", "away": True, "waiting": True},
        {"seat": 2, "kind": "person", "name": "Mei", "away": True},
    ]
    msg = P.parse_host_message(
        {"t": "lobby", "room": "r", "game": "doudizhu", "players": 3, "match_length": 1, "seats": seats}
    )
    assert [(s.away, s.waiting) for s in msg.seats] == [(False, False), (True, True), (True, False)]
    from desktop_app.net.client import ClientSession

    client = ClientSession()
    client._lobby = msg
    assert [client.seat_status(i) for i in range(3)] == [None, "waiting", "away"]
