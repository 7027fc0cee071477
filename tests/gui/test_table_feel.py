"""The table's feel (issue 28): sounds for the deal, plays, passes, bombs, the player's
turn, a timer's last seconds and the game's end, through a fake output (the suite plays
none); a board without QtMultimedia or an audio output stays silent; the volume, mute and
reduce-motion settings and menu entries; the celebrations never take input, lie under the
cards and are skipped at the instant speed, with reduce motion and by Finish quickly."""

from __future__ import annotations

import logging

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent

from desktop_app.engine.core import Event, Outcome, SeatResult
from desktop_app.store.settings import Settings, SettingsStore
from desktop_app.ui import sound as sound_module
from desktop_app.ui.sound import SoundBoard
from desktop_app.ui.table.celebrate import CELEBRATION_MS, MAX_WAITING

from .fakes import FakeSeat, FakeSession

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


class FakeEffect:
    """A QSoundEffect stand-in: remembers what it was told."""

    def __init__(self, path, log):
        self.path, self.log, self.volume = path, log, None

    def setVolume(self, v):
        self.volume = v

    def play(self):
        self.log.append((self.path.stem, self.volume))


@pytest.fixture
def table(make_window, qtbot):
    """A window with a fake game (Ann, the only person, and two bots) and a fake output."""
    session = FakeSession()
    w = make_window(session_factory=lambda parent: session)
    heard: list[tuple[str, float]] = []
    w.table_page.feel.sound.use_output(lambda path, parent: FakeEffect(path, heard))
    w.ensure_session()
    w.show_table()
    return w, session, heard


def _start(w, session, qtbot):
    session.start_fake([FakeSeat("human", "Ann"), FakeSeat("bot", "Bob", "normal"), FakeSeat("bot", "Cat", "normal")])
    qtbot.waitUntil(lambda: len(w.table_page.scene.hand_items) == 13)


def test_the_deal_plays_passes_and_the_turn_sound(table, qtbot):
    w, session, heard = table
    _start(w, session, qtbot)
    cues = [c for c, _v in heard]
    assert cues[0] == "deal" and "turn" in cues  # Ann leads: her turn chimes
    heard.clear()
    page = w.table_page
    page.view.setFocus()
    qtbot.keyClick(page.view, Qt.Key.Key_Right)  # the cursor on the first card
    qtbot.keyClick(page.view, Qt.Key.Key_Space)
    qtbot.keyClick(page.view, Qt.Key.Key_Return)
    cues = [c for c, _v in heard]
    assert cues[0] == "play" and set(cues) <= {"play", "pass", "turn"}
    assert all(v == pytest.approx(0.7) for _c, v in heard)  # the default volume


def test_bombs_and_special_hands_have_their_own_sound():
    board = SoundBoard()
    heard = []
    board.use_output(lambda path, parent: FakeEffect(path, heard))
    assert board.play_events([Event("pass", 1), Event("play", 2, {"reading": {"type": "soft_bomb"}})]) == "bomb"
    assert board.play_events([Event("sky", 0, {"kinds": ["ufo"]})]) == "special"
    assert board.play_events([Event("spring")]) == "spring"
    assert board.play_events([Event("trick_closed", 0)]) is None
    assert [c for c, _v in heard] == ["bomb", "special", "spring"]


def test_the_timer_ticks_its_last_seconds_on_the_players_turn(table, qtbot):
    w, session, heard = table
    _start(w, session, qtbot)
    heard.clear()
    page = w.table_page
    page._on_timer_started(1, 4000)  # a bot's timer: silent
    assert heard == []
    page._on_timer_started(0, 4000)
    page._show_timer()  # the same second again: one tick
    assert [c for c, _v in heard] == ["tick"]
    page._on_timer_stopped(0)


def test_win_and_lose_at_the_game_end(table, qtbot):
    w, _session, heard = table
    feel = w.table_page.feel
    o = Outcome((SeatResult(0, "win", 10), SeatResult(1, "loss", -3), SeatResult(2, "loss", -3)))
    feel.game_finished(o, 0)
    feel.game_finished(o, 1)
    feel.game_finished(o, None)  # a spectator: no verdict
    assert [c for c, _v in heard] == ["win", "lose"]


def test_mute_and_volume_follow_the_menu_and_are_kept(make_window, qtbot):
    w = make_window()
    heard = []
    board = w.table_page.feel.sound
    board.use_output(lambda path, parent: FakeEffect(path, heard))
    menu = w.feel
    menu.volume_actions[0].trigger()  # 25 %
    assert w.settings.sound_volume == 25 and menu.volume_actions[0].isChecked()
    board.play("play")
    assert heard[-1] == ("play", 0.25)
    menu.mute_action.trigger()
    assert w.settings.sound_muted and not board.play("play") and len(heard) == 1
    menu.mute_action.trigger()
    assert not w.settings.sound_muted and board.play("pass")


def test_sound_settings_are_validated(tmp_path):
    store = SettingsStore(tmp_path / "s.json")
    for name, bad in (("sound_volume", 101), ("sound_volume", -1), ("sound_volume", True), ("sound_muted", 1),
                      ("reduce_motion", "yes"), ("sound_volume", 50.5)):  # fmt: skip
        with pytest.raises(ValueError):
            store.update(**{name: bad})
    assert store.settings == Settings()
    store.update(sound_volume=0, sound_muted=True, reduce_motion=True)
    again = SettingsStore(tmp_path / "s.json").settings
    assert (again.sound_volume, again.sound_muted, again.reduce_motion) == (0, True, True)


def test_the_suite_plays_no_sound():
    board = SoundBoard()  # PAIJU_NO_SOUND is set by the test configuration
    assert not board.audible and not board.play("play")


def test_no_multimedia_or_no_output_is_silent_and_said_once(monkeypatch, caplog):
    monkeypatch.delenv(sound_module.NO_SOUND_ENV)
    calls = []

    def missing():
        calls.append(1)
        logging.getLogger(sound_module.__name__).info("sound off: no audio output")
        return None

    monkeypatch.setattr(sound_module, "_qt_effect_factory", missing)
    board = SoundBoard()
    with caplog.at_level(logging.INFO, logger=sound_module.__name__):
        assert not board.play("play") and not board.play("win")
    assert calls == [1] and not board.audible
    assert [r.getMessage() for r in caplog.records] == ["sound off: no audio output"]


@pytest.mark.qt_log_ignore(".*")
def test_the_real_multimedia_never_fails_offscreen(monkeypatch, qtbot):
    """QtMultimedia as it is here (missing, or without an output offscreen): no exception."""
    monkeypatch.delenv(sound_module.NO_SOUND_ENV)
    board = SoundBoard()
    for cue in ("deal", "play", "bomb"):
        board.play(cue)  # heard or not, never an error
    board.play_events([Event("pass", 0)])


def _bomb(seat):
    return Event("play", seat, {"cards": "", "reading": {"type": "bomb"}})


def test_a_bomb_celebrates_under_the_cards_and_takes_no_input(table, qtbot):
    w, session, _heard = table
    _start(w, session, qtbot)
    page = w.table_page
    page.set_speed("normal")
    page.feel.events([_bomb(1)], 0)
    bursts = page.feel.celebrations.running()
    assert [b.kind for b in bursts] == ["bomb"]
    burst = bursts[0]
    assert burst.acceptedMouseButtons() == Qt.MouseButton.NoButton
    assert burst.zValue() < min(p.zValue() for p in page.scene.piles.values())
    assert burst.zValue() < min(c.zValue() for c in page.scene.hand_items)
    card = page.scene.hand_items[0]
    assert page.scene.itemAt(card.sceneBoundingRect().center(), page.view.transform()) is not burst
    qtbot.waitUntil(lambda: not page.feel.celebrations.running(), timeout=5000)
    assert burst.scene() is None  # it removed itself


def test_no_celebration_at_instant_speed_with_reduce_motion_or_finish_quickly(table, qtbot):
    w, session, _heard = table
    _start(w, session, qtbot)
    page, feel = w.table_page, w.table_page.feel
    feel.events([_bomb(1)], 0)  # the tests' instant speed
    assert not feel.celebrations.running()
    page.set_speed("normal")
    w.feel.motion_action.trigger()
    assert w.settings.reduce_motion
    feel.events([Event("spring")], 0)
    assert not feel.celebrations.running()
    w.feel.motion_action.trigger()
    feel.events([Event("spring"), Event("sky", 1, {})], 0)
    assert [b.kind for b in feel.celebrations.running()] == ["spring"]  # one after another
    assert feel.celebrations.waiting() == ["special"]
    page.finish_quickly()
    assert not feel.celebrations.running()
    feel.events([_bomb(2)], 0)
    assert not feel.celebrations.running()  # the rest of a rushed game goes by quietly


def test_the_winner_gets_confetti(table, qtbot):
    w, session, _heard = table
    _start(w, session, qtbot)
    page = w.table_page
    page.set_speed("normal")
    o = Outcome((SeatResult(0, "win", 10), SeatResult(1, "loss", -3), SeatResult(2, "loss", -3)))
    page.feel.game_finished(o, 0)
    assert [b.kind for b in page.feel.celebrations.running()] == ["win"]
    assert page.feel.celebrations.running()[0].pos() == page.scene.seat_pos(0)
    page.feel.game_finished(o, 1)
    assert len(page.feel.celebrations.running()) == 1  # a loser gets none
    assert isinstance(page.scene.seat_pos(0), QPointF)


def test_the_side_panel_folds_away_with_f9_and_is_remembered(table, qtbot):
    w, session, _heard = table
    _start(w, session, qtbot)
    page = w.table_page
    width = page.view.width()
    assert page.side.isVisible() and w.feel.panel_action.isChecked()
    qtbot.keyClick(page.view, Qt.Key.Key_F9)
    assert not page.side.isVisible() and not w.settings.side_panel
    qtbot.waitUntil(lambda: page.view.width() > width)
    assert page.view.width() >= w.width() - 4  # the table has the whole window
    assert not w.feel.panel_action.isChecked()
    w.feel.panel_action.trigger()  # View ▸ Side panel brings it back
    assert page.side.isVisible() and w.settings.side_panel


def test_a_folded_panel_stays_folded_in_the_next_window(make_window, qtbot):
    from desktop_app.ui.main_window import _MemorySettings

    store = _MemorySettings()
    store.update(side_panel=False)
    w = make_window(settings_store=store)
    assert w.table_page.side.isHidden() and not w.feel.panel_action.isChecked()


def test_a_red_five_career_level_up_is_celebrated(table, qtbot):
    w, session, heard = table
    _start(w, session, qtbot)
    page = w.table_page
    assert page.feel.level_of == page._career_level  # the page tells the levels
    page.set_speed("normal")
    levels = {0: 3, 1: None, 2: 5}
    page.feel.level_of = levels.get
    page.feel.game_started([], 0)  # the levels at the start
    levels.update({0: 4, 2: 4})  # Ann moves up, Cat down
    heard.clear()
    o = Outcome((SeatResult(0, "win", 10), SeatResult(1, "loss", -3), SeatResult(2, "loss", -3)))
    page.feel.game_finished(o, 0)
    cel = page.feel.celebrations
    assert [b.kind for b in cel.running()] == ["win"] and cel.waiting() == ["level_up"]  # after the confetti
    qtbot.waitUntil(lambda: [b.kind for b in cel.running()] == ["level_up"], timeout=5000)
    assert cel.running()[0].pos() == page.scene.seat_pos(0)
    assert [c for c, _v in heard] == ["win", "special"]


@pytest.mark.parametrize("kind", ["bomb", "special", "spring", "double_clip", "win", "level_up"])
def test_every_celebration_paints_at_every_stage(qapp, kind):
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    from desktop_app.ui.table.celebrate import Burst

    burst = Burst(kind, QPointF(200, 200), 120, QRectF(0, 0, 400, 400))
    img = QImage(400, 400, QImage.Format.Format_ARGB32)
    drawn = set()
    for p in (0.0, 0.2, 0.5, 0.8, 1.0):
        img.fill(QColor("#1f5f3a"))
        burst.progress = p
        painter = QPainter(img)
        painter.translate(200, 200)
        burst.paint(painter, None, None)
        painter.end()
        drawn.add(
            p if any(img.pixel(x, y) != img.pixel(0, 0) for x in range(0, 400, 4) for y in range(0, 400, 4)) else None
        )
    assert {0.2, 0.5} <= drawn  # something shows while it runs


def test_the_sounds_are_made_before_the_first_deal_needs_them():
    made = []
    board = SoundBoard()
    board.use_output(lambda path, parent: made.append(path.stem) or FakeEffect(path, []))
    board.prepare()
    from desktop_app.ui.sound_synth import CUES

    assert sorted(made) == sorted(CUES)
    board.play("play")
    assert sorted(made) == sorted(CUES)  # made once
    silent = SoundBoard()  # the tests' silent board makes nothing
    silent.prepare()
    assert not silent.audible


def test_a_click_skips_the_celebrations_and_still_selects(table, qtbot):
    from .test_table import card_point, send_mouse

    w, session, _heard = table
    _start(w, session, qtbot)
    page = w.table_page
    page.set_speed("normal")
    page.feel.events([Event("spring"), _bomb(1)], 0)
    assert len(page.feel.celebrations.running()) == 1 and page.feel.celebrations.waiting() == ["bomb"]
    vp = page.view.viewport()
    pos = card_point(page, 2)
    send_mouse(vp, QMouseEvent.Type.MouseButtonPress, pos)
    send_mouse(vp, QMouseEvent.Type.MouseButtonRelease, pos, buttons=Qt.MouseButton.NoButton)
    assert not page.feel.celebrations.running() and not page.feel.celebrations.waiting()  # all skipped
    assert page.scene.selected_slots() == [2]


def test_celebrations_come_one_after_another_each_for_its_own_time(table, qtbot):
    w, session, _heard = table
    _start(w, session, qtbot)
    page, cel = w.table_page, w.table_page.feel.celebrations
    page.set_speed("fast")
    page.feel.events([Event("spring"), _bomb(1)], 0)
    first = cel.running()
    assert [b.kind for b in first] == ["spring"] and cel.waiting() == ["bomb"]
    assert cel.pending_ms() > CELEBRATION_MS["bomb"] * 0.5  # the bomb's own time still to come
    qtbot.waitUntil(lambda: [b.kind for b in cel.running()] == ["bomb"], timeout=5000)
    assert first[0].scene() is None  # the spring was over before the bomb began
    assert page.action_bar.isEnabled() and page.view.isEnabled()  # the table answers meanwhile
    qtbot.waitUntil(lambda: not cel.running(), timeout=5000)
    assert cel.pending_ms() == 0
    page.feel.events([_bomb(1)] * (MAX_WAITING + 3), 0)
    assert len(cel.waiting()) == MAX_WAITING  # a long run of bombs does not pile up behind the play
    page.set_speed("instant")  # instant: nothing shows and nothing waits
    assert not cel.running() and not cel.waiting()


def test_finish_quickly_keeps_only_the_players_own_special_hand_celebration(table, qtbot):
    w, session, _heard = table
    _start(w, session, qtbot)
    page, cel = w.table_page, w.table_page.feel.celebrations
    page.set_speed("normal")
    page.feel.events([_bomb(1), Event("sky", 1, {}), Event("sky", 0, {})], 0)
    assert cel.waiting() == ["special", "special"]
    page.finish_quickly()
    assert [b.kind for b in cel.running()] == ["special"] and not cel.waiting()
    assert cel.running()[0].pos() == page.scene.seat_pos(0)  # Ann's own 天牌, as its banner stays


def _chinese(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in text)


def test_a_banner_up_and_those_waiting_are_worded_again_on_a_language_switch(table, qtbot):
    from PySide6.QtWidgets import QApplication

    from desktop_app.ui import texts

    w, session, _heard = table
    page = w.table_page
    page.set_speed("normal")
    _start(w, session, qtbot)
    scene = page.scene
    assert scene._banner_busy and scene.banner.text == "Ann is the banker."
    refusal = lambda: texts.reason_text("not_a_combination", {}, "")  # noqa: E731
    scene.announce(refusal(), refusal)  # waiting behind it
    w.set_language("zh_CN")
    QApplication.processEvents()
    assert scene._banner_busy and _chinese(scene.banner.text) and "Ann" in scene.banner.text
    assert list(scene._banner_queue) == [refusal()] and _chinese(refusal())
    simplified = scene.banner.text
    w.set_language("zh_TW")
    QApplication.processEvents()
    assert scene._banner_busy and scene.banner.text != simplified and "Ann" in scene.banner.text  # 繁體 now
    w.set_language("en")
    QApplication.processEvents()
    assert scene.banner.text == "Ann is the banker." and scene._banner_queue == [refusal()]
