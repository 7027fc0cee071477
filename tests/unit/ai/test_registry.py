"""The bot registry: lookups, and the error it raises for a level nobody registers."""

from __future__ import annotations

import pickle

import pytest

from desktop_app.ai.base import NoBotError, has_bot, make_bot


def test_every_game_has_the_three_player_levels() -> None:
    for game_id in ("tiandiren", "doudizhu", "hongwu", "yuanzi", "shengsidu"):
        for level in ("easy", "normal", "expert"):
            assert has_bot(game_id, level), (game_id, level)
            assert make_bot(game_id, level, 0, seed=1) is not None


def test_unknown_level_names_its_reason() -> None:
    with pytest.raises(NoBotError) as info:
        make_bot("shengsidu", "grandmaster", 0)
    assert info.value.reason == "bad_level"
    assert (info.value.game_id, info.value.level) == ("shengsidu", "grandmaster")


def test_no_bot_error_survives_a_process_boundary() -> None:
    # process pools pickle a worker's exception; a lost reason would hide the real error
    err = NoBotError("no expert bot for 'x' yet", "no_bot", "x", "expert")
    back = pickle.loads(pickle.dumps(err))
    assert isinstance(back, NoBotError)
    assert (str(back), back.reason, back.game_id, back.level) == (str(err), "no_bot", "x", "expert")
