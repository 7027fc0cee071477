"""The referee writes one strict JSON line per request whatever the id holds and whatever
the encoding of its stdout: lone surrogates, non-ASCII text on a cp1252 pipe, NaN,
Infinity and numbers beyond a double never kill it or make it write invalid JSON."""

from __future__ import annotations

import io
import json
import math
import os
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app import referee
from desktop_app.engine import judge

from ._fuzz import F

ROOT = F.ROOT


def run(lines: list[bytes]) -> bytes:
    out = io.BytesIO()
    assert referee.main(io.BytesIO(b"".join(line + b"\n" for line in lines)), out) == 0
    return out.getvalue()


def replies(raw: bytes) -> list[dict]:
    assert raw.isascii(), raw
    return [F.strict_loads(line) for line in raw.decode("ascii").splitlines()]


def cli(lines: list[bytes], module: str = "desktop_app.engine.judge", **env: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", module],
        input=b"".join(line + b"\n" for line in lines),
        capture_output=True,
        cwd=ROOT,
        env={**os.environ, **env},
        timeout=120,
    )


def test_the_strict_parser_of_these_tests_refuses_what_is_not_json():
    for text in ('{"id": NaN}', '{"id": Infinity}', '{"id": -Infinity}', '{"id": 1e999}'):
        with pytest.raises(ValueError):
            F.strict_loads(text)
    assert F.strict_loads('{"id": "\\ud800"}') == {"id": "\ud800"}


def test_a_lone_surrogate_id_is_echoed_and_the_next_line_answered():
    out = cli([b'{"id": "\\ud800", "op": "x"}', b'{"id": "\\udfff\\ud800", "op": "x"}', b'{"id": 2, "op": "x"}'])
    assert out.returncode == 0, out.stderr
    got = replies(out.stdout)
    assert [r["id"] for r in got] == ["\ud800", "\udfff\ud800", 2]
    assert all("unknown op" in r["error"] for r in got)


@pytest.mark.parametrize("module", ["desktop_app.engine.judge", "desktop_app.referee"])
def test_non_ascii_ids_and_messages_on_a_cp1252_stdout(module):
    """A Windows pipe (cp1252) cannot encode Chinese: the replies are ASCII escapes."""
    lines = [
        json.dumps({"id": "中文", "op": "x"}, ensure_ascii=False).encode(),
        json.dumps({"id": "😀é", "op": "classify", "game": "tiandiren", "cards": "3s"}, ensure_ascii=False).encode(),
        b'{"id": 3, "op": "classify", "game": "doudizhu", "cards": "3s", "ctx": {"laizi": "BJ"}}',
        b'{"id": 4, "op": "beats", "game": "tiandiren", "lead": "3s 4h", "play": "5s"}',
        json.dumps({"id": "\u2028\x00\x7f", "op": "x"}).encode(),
    ]
    out = cli(lines, module, PYTHONIOENCODING="cp1252")
    assert out.returncode == 0, out.stderr
    assert out.stdout.isascii()
    got = replies(out.stdout)
    assert [r["id"] for r in got] == ["中文", "😀é", 3, 4, "\u2028\x00\x7f"]
    assert got[1]["valid"] is True
    assert "癞子" in got[2]["error"]  # a Chinese word of an error message survives, escaped


@pytest.mark.parametrize(
    "rid", ["NaN", "Infinity", "-Infinity", "1e999", "-1e999", "1E400", "[NaN]", '{"a": Infinity}']
)
def test_ids_that_are_no_json_number_get_a_strict_reply_with_a_null_id(rid):
    raw = run([b'{"id": ' + rid.encode() + b', "op": "classify", "game": "tiandiren", "cards": "3s"}', b'{"id": 2}'])
    first, second = replies(raw)
    assert first["id"] is None and "not valid JSON" in first["error"]
    assert second["id"] == 2


def test_nan_anywhere_in_a_request_is_refused_not_echoed():
    raw = run([b'{"id": 1, "op": "classify", "game": "tiandiren", "cards": "3s", "ctx": {"strict_shape": NaN}}'])
    (reply,) = replies(raw)
    assert reply["id"] is None and "NaN" in reply["error"]


def test_big_but_finite_numbers_are_echoed_as_json_numbers():
    raw = run([b'{"id": 1e308, "op": "x"}', b'{"id": -0.0, "op": "x"}', b'{"id": 1e-999, "op": "x"}'])
    assert [r["id"] for r in replies(raw)] == [1e308, 0.0, 0.0]
    big = b"1" + b"0" * 400  # an integer is exact in JSON, whatever its size
    assert replies(run([b'{"id": ' + big + b', "op": "x"}']))[0]["id"] == 10**400


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(st.characters(min_codepoint=0) | st.integers(0xD800, 0xDFFF).map(chr), max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3),
    max_leaves=8,
)


@settings(max_examples=150, deadline=None)
@given(json_values, st.booleans())
def test_any_json_id_is_echoed_exactly_in_ascii(rid, ascii_request):
    line = json.dumps({"id": rid, "op": "classify", "game": "shengsidu", "cards": "3s"}, ensure_ascii=ascii_request)
    raw = run([line.encode("utf-8", "surrogatepass")])
    (reply,) = replies(raw)
    if ascii_request or not any(0xD800 <= ord(ch) <= 0xDFFF for ch in line):
        sent = json.loads(line)["id"]  # what the request says (an escaped surrogate pair is one character)
        assert reply == {"id": sent, "valid": True, "types": ["single"]}
        assert not isinstance(reply["id"], float) or math.isfinite(reply["id"])
    else:  # a raw surrogate is no UTF-8: the line is refused, the reply still strict JSON
        assert reply["id"] is None and "UTF-8" in reply["error"]


def test_a_reply_that_cannot_be_written_becomes_an_error_reply():
    from desktop_app.referee.jsonl import encode_reply

    line = encode_reply({"id": float("nan"), "error": "x"})
    assert F.strict_loads(line) == {"id": None, "error": "x"}
    line = encode_reply({"id": object(), "valid": True})
    assert F.strict_loads(line)["id"] is None


def test_a_text_stdout_gets_the_same_ascii_text():
    out = io.StringIO()
    judge.main(io.BytesIO('{"id": "中", "op": "x"}\n'.encode()), out)
    assert out.getvalue() == '{"id": "\\u4e2d", "error": "unknown op \'x\'"}\n'


def test_a_reader_that_goes_away_ends_the_referee_quietly():
    p = subprocess.Popen(
        [sys.executable, "-m", "desktop_app.engine.judge"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
    )
    assert p.stdin is not None and p.stdout is not None and p.stderr is not None
    p.stdin.write(b'{"id": 1, "op": "x"}\n')
    p.stdin.flush()
    assert json.loads(p.stdout.readline())["id"] == 1
    p.stdout.close()  # the reader is gone
    try:
        p.stdin.write(b'{"id": 2, "op": "x"}\n' * 20000)
        p.stdin.close()
    except BrokenPipeError:
        pass
    assert p.wait(timeout=60) in (0, 1)
    assert b"Traceback" not in p.stderr.read()
