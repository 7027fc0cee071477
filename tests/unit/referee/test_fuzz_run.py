"""A small fuzz run through one real referee process (the full 100,000-line run is
``python benchmarks/judge_fuzz.py``; its figures are in docs/benchmarks.md): every
generated line gets exactly one strict-JSON reply, in order, none an internal error, on a
cp1252 stdout, and the process ends cleanly."""

from __future__ import annotations

from ._fuzz import F


def test_generated_lines_through_one_process_get_one_strict_reply_each():
    tally = F.run(seed=2024, n=4000, timeout=120)
    assert tally["failures"] == []
    assert tally["replies"] == tally["lines"] == 4000
    assert tally["returncode"] == 0, tally["stderr"]
    assert "Traceback" not in tally["stderr"]
    # the run exercised both sides: answers and refusals of many kinds
    assert tally["results"] > 1000
    assert len(tally["error_kinds"]) >= 12


def test_the_checker_of_the_run_catches_bad_replies():
    assert F.check_reply(b'{"id": NaN, "error": "x"}\n')[1].startswith("not strict JSON")
    assert F.check_reply(b'{"id": 1, "error": "internal error: KeyError: 1"}\n')[1].startswith("internal error")
    assert F.check_reply(b'{"id": 1}\n')[1] == "neither a result nor an error"
    assert F.check_reply(b'{"id": 1, "valid": true}')[1] == "not one line"
    assert F.check_reply(b'{"id": 1, "valid": true}\n') == ({"id": 1, "valid": True}, None)
