"""An exported dispute (issue 26): one file with the record up to the disputed move, the
claim, the explanation and the decision; it round-trips, opens as a replay and is checked
when read."""

from __future__ import annotations

import json

import pytest

from desktop_app.engine.disputes import Decision, Dispute
from desktop_app.store.dispute_file import read_dispute, save_dispute
from desktop_app.store.saves import SaveError, open_replay

from .test_history import real_game

T = "2026-12-03T12:00:00+00:00"


def _exported(tmp_path):
    record, _ = real_game("doudizhu", 8)
    d = Dispute(
        "q1", 5, "Li", "A bomb should beat that", T, seat=0,
        explanation={"text": "Refused: that does not beat the table", "rule": "Beating", "source": "doudizhu.md#beating"},
        decision=Decision("rejected", "A rocket beats a bomb", "Host", T),
    )  # fmt: skip
    other = Dispute("q2", 2, "Bo", "Other", T)
    full = record.with_disputes([other, d])
    path = save_dispute(tmp_path / "d.paiju-dispute", full, "q1", ["Li", "Bo", "Bot"])
    return path, full, d


def test_the_exported_dispute_round_trips(tmp_path):
    path, full, d = _exported(tmp_path)
    f = read_dispute(path)
    assert f.dispute == d and f.names == ("Li", "Bo", "Bot")
    assert f.record.actions == full.actions[:5] and f.record.disputes == (d,)  # the record up to the move
    assert f.dispute.explanation["rule"] == "Beating" and f.dispute.decision.reason == "A rocket beats a bomb"


def test_the_replay_viewer_opens_it(tmp_path):
    path, _full, d = _exported(tmp_path)
    snap = open_replay(path)
    assert snap.current is not None and len(snap.current.actions) == d.step and snap.current.disputes == (d,)


@pytest.mark.parametrize(
    "tamper",
    [
        lambda x: x["paiju_dispute"].update(id="nope"),
        lambda x: x.update(actions=x["actions"][:-1]),  # no longer ends at the move
        lambda x: x["disputes"][0].update(text=""),
        lambda x: x["paiju_dispute"].update(players=["one"]),
        lambda x: x.update(paiju_dispute=[]),
        lambda x: x["actions"][0].update(kind="bid", value=99),  # does not replay
    ],
)
def test_a_tampered_file_is_refused(tmp_path, tamper):
    path, _full, _d = _exported(tmp_path)
    doc = json.loads(path.read_text("utf-8"))
    tamper(doc)
    path.write_text(json.dumps(doc), "utf-8")
    with pytest.raises(SaveError) as e:
        read_dispute(path)
    assert e.value.reason == "bad_dispute"
