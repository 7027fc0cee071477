"""Every hand face up (the replay of a finished game in "All hands"): the shown hands, the
seat panels, the play piles and the centre box never overlap and stay on the table, with
4 and 8 seats, 54-card hands, at the window sizes people use; a shown hand sits against
its own seat's panel."""

from __future__ import annotations

import functools
import itertools

import pytest
from PySide6.QtCore import QRectF

from desktop_app.ai.play import bots_for, play_out
from desktop_app.engine import new_game
from desktop_app.engine.core import GameRecord
from desktop_app.store.saves import save_replay
from desktop_app.ui.replay import ALL_HANDS

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@functools.cache
def finished(game_id: str, players: int, seed: int = 5) -> GameRecord:
    game = new_game(game_id, players, seed=seed)
    play_out(game, bots_for(game_id, ["random"] * players, seed=seed))
    assert game.is_over
    return game.record()


def drawn_rects(scene) -> dict[str, QRectF]:
    """What is drawn on the table, by name, in scene coordinates (empty piles draw nothing)."""
    out = {f"seat {s}": item.mapRectToScene(item.boundingRect()) for s, item in scene.seats.items()}
    out |= {f"hand {s}": item.mapRectToScene(item.boundingRect()) for s, item in scene.revealed.items()}
    out |= {
        f"pile {s}": pile.mapRectToScene(pile.boundingRect())
        for s, pile in scene.piles.items()
        if pile.cards or pile.passed
    }
    out["centre"] = scene.center.mapRectToScene(scene.center.boundingRect())
    return out


def assert_laid_out(scene, where: str) -> None:
    rects = drawn_rects(scene)
    table = scene.sceneRect()
    for name, r in rects.items():
        assert table.contains(r), f"{where}: {name} {r} leaves the table {table}"
    for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
        assert not ra.intersects(rb), f"{where}: {a} {ra} overlaps {b} {rb}"
    for seat in scene.revealed:  # against its own panel: the nearest one
        hand = rects[f"hand {seat}"]
        gaps = {s: _gap(hand, rects[f"seat {s}"]) for s in scene.seats}
        assert gaps[seat] <= 8 and gaps[seat] == min(gaps.values()), f"{where}: hand {seat} is not at its seat"


def _gap(a: QRectF, b: QRectF) -> float:
    dx = max(b.left() - a.right(), a.left() - b.right(), 0.0)
    dy = max(b.top() - a.bottom(), a.top() - b.bottom(), 0.0)
    return (dx * dx + dy * dy) ** 0.5


@pytest.mark.parametrize("size", [(1280, 800), (1600, 1000)])
@pytest.mark.parametrize(
    ("game_id", "players"), [("hongwu", 4), ("yuanzi", 4), ("tiandiren", 4), ("tiandiren", 8), ("doudizhu", 3)]
)
def test_every_hand_face_up_fits_on_the_table(make_window, tmp_path, game_id, players, size):
    record = finished(game_id, players)
    path = save_replay(tmp_path / "r.paiju-replay", record)
    w = make_window()
    w.resize(*size)
    assert w.load_replay(str(path))
    session, scene = w.session, w.table_page.scene
    session.pause()
    assert session.watch == ALL_HANDS
    view = w.table_page.view.viewport()
    assert (scene.sceneRect().width(), scene.sceneRect().height()) == (view.width(), view.height())
    for k in sorted({0, session.length // 5, session.length // 3, session.length // 2, session.length - 1}):
        session.seek(k)
        assert len(scene.revealed) == sum(1 for n in session.view().hand_sizes if n), f"move {k}: every hand shown"
        assert_laid_out(scene, f"{game_id}/{players} at {size} move {k}")
    widths = {item.card_width for item in scene.revealed.values()}
    assert min(widths) >= 20  # smaller, but the indices stay readable
