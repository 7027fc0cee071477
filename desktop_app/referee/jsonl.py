"""The referee's JSON Lines loop: :func:`main` reads requests on stdin and writes exactly
one reply line per request to stdout, in order, flushing after each.

Whatever a line holds, it gets one reply and the loop carries on:

* a line longer than :data:`MAX_LINE_BYTES` is refused unread (the rest of it skipped);
* a line that is not UTF-8 or not strict JSON gets an error reply with ``"id": null``.
  Strict: ``NaN``, ``Infinity`` and ``-Infinity`` are not JSON, and a number beyond the
  range of a double (``1e999``) has no JSON value a reader could compare; such a line is
  refused whole (an id written that way is echoed as null);
* blank lines are skipped (they are no request).

Replies are strict JSON (no ``NaN``) in ASCII: every character beyond ASCII is written as
a ``\\uXXXX`` escape, a lone surrogate in an echoed id too, so the bytes are the same
whatever the encoding of stdout (a Windows pipe's cp1252 included) and any reader decodes
them. They are written as bytes to the binary stdout.

>>> import io
>>> out = io.BytesIO()
>>> main(io.BytesIO(b'{"id": "\\\\ud800", "op": "x"}\\n{"id": NaN}\\n{"id": "\\xe4\\xb8\\xad", "op": "x"}\\n'), out)
0
>>> print(out.getvalue().decode("ascii"), end="")
{"id": "\\ud800", "error": "unknown op 'x'"}
{"id": null, "error": "not valid JSON: NaN is not JSON (use null, a number or a string)"}
{"id": "\\u4e2d", "error": "unknown op 'x'"}
"""

from __future__ import annotations

import contextlib
import io
import json
import math
import os
import sys
from collections.abc import Iterator
from typing import IO, Any

from .dispatch import handle

__all__ = ["MAX_LINE_BYTES", "decode_request", "encode_reply", "main"]

#: A request line longer than this is refused unread.
MAX_LINE_BYTES = 1 << 20


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON (use null, a number or a string)")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        shown = text if len(text) <= 40 else text[:37] + "..."
        raise ValueError(f"the number {shown} is beyond the range of a double")
    return value


def decode_request(raw: bytes) -> Any:
    """One line decoded as strict JSON (ValueError, UnicodeDecodeError or RecursionError
    when it is not)."""
    return json.loads(raw.decode("utf-8"), parse_constant=_no_constant, parse_float=_finite_float)


def encode_reply(reply: dict[str, Any]) -> bytes:
    """One reply as a line of strict, ASCII-only JSON. A reply that cannot be written
    (never from a decoded request) becomes an error reply with a null id."""
    try:
        text = json.dumps(reply, ensure_ascii=True, allow_nan=False)
    except (TypeError, ValueError, RecursionError):
        error = reply.get("error")
        if not isinstance(error, str):
            error = "the reply could not be written as JSON"
        text = json.dumps({"id": None, "error": error}, ensure_ascii=True)
    return text.encode("ascii") + b"\n"


def _read_lines(stream: IO[bytes]) -> Iterator[bytes | None]:
    """Yield each line (bytes) or None for a line over the size bound (which is skipped)."""
    while True:
        line = stream.readline(MAX_LINE_BYTES + 1)
        if not line:
            return
        if len(line) > MAX_LINE_BYTES and not line.endswith(b"\n"):
            while True:  # drain the rest of the oversized line
                more = stream.readline(MAX_LINE_BYTES)
                if not more or more.endswith(b"\n"):
                    break
            yield None
            continue
        yield line


def reply_to(raw: bytes | None) -> dict[str, Any] | None:
    """The reply to one raw line (None for a blank line, which is skipped)."""
    if raw is None:
        return {"id": None, "error": f"request line longer than {MAX_LINE_BYTES} bytes"}
    if not raw.strip():
        return None
    try:
        req = decode_request(raw)
    except UnicodeDecodeError as e:
        return {"id": None, "error": f"not valid JSON: the line is not UTF-8 (byte {e.start})"}
    except (ValueError, RecursionError) as e:
        return {"id": None, "error": f"not valid JSON: {str(e)[:200]}"}
    return handle(req)


def main(stdin: IO[bytes] | None = None, stdout: IO[bytes] | IO[str] | None = None) -> int:
    """Answer every line of ``stdin`` (default: the binary stdin) on ``stdout`` (default:
    the binary stdout; a text stream is given the same ASCII text). Returns 0 at the end
    of the input, 1 when stdout is closed by the reader."""
    src = stdin if stdin is not None else sys.stdin.buffer
    out: IO[Any] = stdout if stdout is not None else getattr(sys.stdout, "buffer", sys.stdout)
    text_out = isinstance(out, io.TextIOBase)
    try:
        for raw in _read_lines(src):
            reply = reply_to(raw)
            if reply is None:
                continue
            line = encode_reply(reply)
            out.write(line.decode("ascii") if text_out else line)
            out.flush()
    except BrokenPipeError:
        if stdout is None:  # the reader is gone: keep the interpreter's flush at exit quiet
            with contextlib.suppress(OSError, ValueError, AttributeError):
                os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return 0
