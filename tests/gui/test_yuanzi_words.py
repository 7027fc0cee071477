"""原子's Chinese wording: one word for a half (上半局 / 下半局, the seed's), and names
joined with a Chinese conjunction (北、南), never "北 & 南"."""

from __future__ import annotations

import pytest

from desktop_app.engine import new_game
from desktop_app.engine.core import Event
from desktop_app.ui import labels, texts
from desktop_app.ui.eventtext import event_text
from desktop_app.ui.games import adapter_for

NAMES = ("北", "东", "南", "西")


def _yuanzi_words(viewer_game) -> list[str]:
    view = viewer_game.view_for(0)
    return [
        texts.phase_name("first_half"),
        texts.phase_name("second_half"),
        texts.half_name(1),
        labels.option_label("yuanzi", "escape_penalty_first_half"),
        labels.option_label("yuanzi", "escape_penalty_second_half"),
        event_text("yuanzi", Event("half_started"), NAMES.__getitem__),
        event_text("yuanzi", Event("half_over"), NAMES.__getitem__),
        *adapter_for("yuanzi").markers(view),
    ]


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_a_half_is_always_called_ban_ju(qapp, english, language):
    english.set_language(language)
    words = _yuanzi_words(new_game("yuanzi", 4, seed=1))
    joined = " | ".join(words)
    assert "半场" not in joined and "半場" not in joined, joined
    assert not any(w.startswith("第 ") for w in words), joined  # not "第 1 半局"
    assert texts.phase_name("first_half") in ("上半局",)
    assert any(w.startswith("上半局 · ") for w in words), joined  # the table's marker


def test_the_last_out_are_joined_in_chinese(qapp, english):
    english.set_language("zh_CN")
    data = {"shangyou": 1, "xiayou": [0, 2], "side_points": [100, 100], "half": 1}
    line = event_text("yuanzi", Event("half_over", None, data), NAMES.__getitem__)
    assert "&" not in line, line
    assert "北、南" in line, line


def test_the_last_out_are_joined_in_english(qapp, english):
    data = {"shangyou": 1, "xiayou": [0, 2], "side_points": [100, 100], "half": 1}
    line = event_text("yuanzi", Event("half_over", None, data), NAMES.__getitem__)
    assert "北 & 南" in line, line
