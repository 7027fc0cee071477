"""The referee's contract for bad input: every line gets exactly one reply, in order;
``desktop_app.engine.judge`` is the contract's command line, a launcher of
``desktop_app.referee``."""

import io
import json
import pathlib
import subprocess
import sys

from desktop_app import referee
from desktop_app.engine import judge

SAMPLES = pathlib.Path(__file__).parents[2] / "data" / "samples.jsonl"


def run(lines: bytes) -> list[dict]:
    out = io.StringIO()
    judge.main(io.BytesIO(lines), out)
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_garbage_gets_error_replies_in_order():
    reqs = [
        b"not json",
        b"[1, 2]",
        b'"string"',
        b'{"id": 1}',
        b'{"id": 2, "op": "classify"}',
        b'{"id": 3, "op": "classify", "game": "chess", "cards": "3s"}',
        b'{"id": 4, "op": "classify", "game": "tiandiren", "cards": 5}',
        b'{"id": 5, "op": "classify", "game": "tiandiren", "cards": "3s 7x"}',
        b'{"id": 6, "op": "fly", "game": "tiandiren"}',
        b"\xff\xfe",
        b'{"id": 7, "op": "classify", "game": "tiandiren", "cards": "3s", "ctx": {"bogus": 1}}',
        b'{"id": 8, "op": "classify", "game": "tiandiren", "cards": "3s", "ctx": []}',
        b"[" * 50000 + b"]" * 50000,
    ]
    replies = run(b"\n".join(reqs) + b"\n")
    assert len(replies) == len(reqs)
    assert all("error" in r for r in replies)
    assert [r["id"] for r in replies[3:9]] == [1, 2, 3, 4, 5, 6]
    assert "7x" in replies[7]["error"]
    assert "bogus" in replies[10]["error"]


def test_huge_line_is_refused_and_the_next_answered():
    huge = b'{"id": 1, "op": "classify", "game": "tiandiren", "cards": "' + b"3s " * 600000 + b'"}\n'
    replies = run(huge + b'{"id": 2, "op": "nope"}\n')
    assert len(replies) == 2
    assert "longer" in replies[0]["error"]
    assert replies[1]["id"] == 2 and "error" in replies[1]


def test_blank_lines_are_skipped_and_ids_of_any_json_type_echo():
    replies = run(b'\n\n{"id": [1, "a"], "op": "nope"}\n')
    assert replies == [{"id": [1, "a"], "error": "unknown op 'nope'"}]


def test_cli_runs_as_a_module():
    p = subprocess.run(
        [sys.executable, "-m", "desktop_app.engine.judge"],
        input='{"id": 9, "op": "x"}\n',
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert p.returncode == 0
    assert json.loads(p.stdout) == {"id": 9, "error": "unknown op 'x'"}


def test_a_lead_that_is_no_combination_or_not_of_lead_type_is_an_error():
    replies = run(
        b'{"id": 1, "op": "beats", "game": "shengsidu", "lead": "3s 9h", "play": "4s 4h"}\n'
        b'{"id": 2, "op": "beats", "game": "shengsidu", "lead": "3s 3h", "play": "4s 4h", "lead_type": "bomb"}\n'
        b'{"id": 3, "op": "beats", "game": "shengsidu", "lead": "3s 3h", "play": "4s 4h", "lead_type": "pair"}\n'
        b'{"id": 4, "op": "hint", "game": "shengsidu", "hand": "4s 4h", "lead": "3s 9h"}\n'
        b'{"id": 5, "op": "beats", "game": "shengsidu", "lead": "3s 3h", "play": "4s 9h"}\n'
    )
    assert "error" in replies[0] and "error" in replies[1] and "error" in replies[3]
    assert replies[2]["beats"] is True
    assert replies[4]["beats"] is False  # an invalid play simply does not beat


def test_the_launcher_runs_the_referee_package():
    assert judge.main is referee.main and judge.handle is referee.handle
    assert judge.MAX_LINE_BYTES == referee.MAX_LINE_BYTES


def test_both_command_lines_answer_alike():
    """``python -m desktop_app.engine.judge`` (the contract) and ``python -m
    desktop_app.referee`` give the same bytes for the samples and for bad lines."""
    lines = [json.dumps(json.loads(line)["req"]) for line in SAMPLES.read_text(encoding="utf-8").splitlines() if line]
    lines += ["not json", '{"id": NaN}', '{"id": "中", "op": "plan", "game": "doudizhu", "hand": "3s 3s"}']
    stdin = ("\n".join(lines) + "\n").encode()
    out = [
        subprocess.run([sys.executable, "-m", module], input=stdin, capture_output=True, timeout=120)
        for module in ("desktop_app.engine.judge", "desktop_app.referee")
    ]
    assert out[0].returncode == out[1].returncode == 0, out[0].stderr + out[1].stderr
    assert out[0].stdout == out[1].stdout
    assert len(out[0].stdout.splitlines()) == len(lines)
