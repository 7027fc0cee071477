"""The panels beside the table: the game log follows the game only while the player is at
its end and repaints little per line; the card counter shows counts, greyed at 0."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from desktop_app.engine.cards import Rank
from desktop_app.engine.core import Event
from desktop_app.ui.games import adapter_for
from desktop_app.ui.widgets.card_counter import CardCounter
from desktop_app.ui.widgets.log_panel import GameLog

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _play(i: int) -> Event:
    return Event("play", i % 3, {"cards": "3s 3h 3d 4c 4s 4h", "reading": {"type": "plane"}})


class _PaintedArea(QObject):
    """Adds up the area of the paint events a widget receives."""

    def __init__(self) -> None:
        super().__init__()
        self.area = 0

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.area += sum(r.width() * r.height() for r in event.region())
        return False


@pytest.fixture
def log(qtbot, english):
    w = GameLog()
    qtbot.addWidget(w)
    w.resize(260, 300)
    w.show()
    w.configure("doudizhu", lambda s: ("东", "南", "西")[s], 0)
    w.set_events([_play(i) for i in range(60)], 0)  # far more than the log shows
    QApplication.processEvents()
    return w


def test_the_log_follows_the_game_while_the_player_is_at_its_end(log):
    bar = log.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum() and log.is_following()
    log.add_event(_play(60))
    assert log.count() == 61 and log.lines()[-1].startswith("东 plays")
    assert bar.value() == bar.maximum()  # the new line is in view


def test_the_log_stays_where_the_player_scrolled_to(log):
    bar = log.verticalScrollBar()
    bar.setValue(bar.maximum() // 2)
    kept = bar.value()
    for i in range(5):
        log.add_event(_play(60 + i))
    assert bar.value() == kept and not log.is_following()  # reading back: not yanked down
    bar.setValue(bar.maximum())
    log.add_event(_play(70))
    assert bar.value() == bar.maximum()


def test_a_new_line_repaints_a_strip_of_the_log_not_all_of_it(log):
    painted = _PaintedArea()
    log.viewport().installEventFilter(painted)
    log.viewport().repaint()  # the whole viewport, for scale
    QApplication.processEvents()
    whole, painted.area = painted.area, 0
    log.add_event(_play(60))
    QApplication.processEvents()
    assert 0 < painted.area < whole / 2


def test_a_language_switch_rewords_the_log_and_keeps_its_lines(log, english):
    english.set_language("zh_CN")
    QApplication.processEvents()
    assert log.count() == 60 and "出" in log.lines()[0]
    english.set_language("en")
    QApplication.processEvents()
    assert log.lines()[0].startswith("东 plays")


def _ink(counter: CardCounter, rank: Rank) -> str:
    """The text colour of the count cell of ``rank`` (as the style sheet sets it)."""
    cell = counter._labels[counter._ranks.index(rank)][1]
    return cell.palette().color(QPalette.ColorRole.WindowText).name()


def test_the_counter_shows_counts_and_greys_the_ranks_all_seen(qtbot, english):
    counter = CardCounter()
    qtbot.addWidget(counter)
    counter.show()
    adapter = adapter_for("doudizhu")
    counter.set_ranks(adapter.rank_for_counter())
    by_rank: Counter[Rank] = Counter()
    for card, n in adapter.pack(3).items():
        by_rank[card.rank] += n
    counter.set_counts(by_rank)
    assert counter.shown_count(Rank.THREE) == "4" and counter.shown_count(Rank.RED_JOKER) == "1"
    assert _ink(counter, Rank.THREE) == "#ffffff"
    by_rank[Rank.THREE] = 0
    by_rank[Rank.RED_JOKER] = 0
    counter.set_counts(by_rank)
    assert counter.shown_count(Rank.THREE) == "0" and counter.shown_count(Rank.FOUR) == "4"
    assert _ink(counter, Rank.THREE) == _ink(counter, Rank.RED_JOKER) == "#78909c"  # all seen: greyed
    assert _ink(counter, Rank.FOUR) == "#ffffff"
    by_rank[Rank.THREE] = 2  # the next game's pack: counted again, no longer grey
    counter.set_counts(by_rank)
    assert counter.shown_count(Rank.THREE) == "2" and _ink(counter, Rank.THREE) == "#ffffff"


def test_the_pack_is_built_once_per_game_and_player_count():
    adapter = adapter_for("tiandiren")
    pack = adapter.pack(8)
    assert adapter.pack(8) is pack and sum(pack.values()) == 8 * 54
    assert sum(adapter.pack(4).values()) == 4 * 54
    with pytest.raises(TypeError):
        pack[next(iter(pack))] = 0  # shared: read-only
