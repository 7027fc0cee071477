"""Why? at the table (#26): a refusal's Why? button explains it in English, Simplified and
Traditional Chinese, each naming its rules section, with a link that opens the rules screen
at that section; the log's moves, the score dialog's lines and the replay's current step
can be asked Why? too."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QApplication

from desktop_app.ai.play import bots_for, play_out
from desktop_app.engine import new_game
from desktop_app.engine.core import Action
from desktop_app.engine.explain import explain_step, section_title
from desktop_app.store.saves import save_replay
from desktop_app.ui.dialogs.new_game import NewGameConfig, SeatChoice
from desktop_app.ui.dialogs.score import ScoreDialog
from desktop_app.ui.explain import ExplanationDialog, explanation_text

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise", "grabbing the keyboard")
SHOTS = os.environ.get("PAIJU_SHOTS", "")  # a folder: save screenshots of the dialogs there


def _shot(widget, name: str) -> None:
    if SHOTS:
        widget.grab().save(os.path.join(SHOTS, name))


def _refused_table(make_window, qtbot):
    """A 生死堵 table where the human at seat 0 just had a play refused."""
    from desktop_app.session import GameSession

    w = make_window(session_factory=lambda parent: GameSession(parent, bot_delay_ms=0))
    seats = [SeatChoice("human", "Me"), SeatChoice("bot", "B1", "easy"), SeatChoice("bot", "B2", "easy")]
    assert w.start_game(NewGameConfig("shengsidu", 3, seats, {}, 1), seed=13)
    page, session = w.table_page, w.session
    qtbot.waitUntil(lambda: session.game.to_move == 0, timeout=30_000)
    hand = page.scene.hand_cards
    pick = next(
        (a, b) for a in hand for b in hand if a.rank != b.rank and abs(int(a.rank) - int(b.rank)) > 1
    )  # two cards that are no combination
    session.submit(0, Action(0, "play", tuple(pick)))
    return w, page


def test_a_refused_play_is_explained_in_three_languages(make_window, qtbot):
    w, page = _refused_table(make_window, qtbot)
    button = page.why.button
    assert button.isVisible() and button.text() == "Why?"
    e = button.explanation
    assert e is not None and e.reason == "not_a_combination" and e.rule == "combinations"
    dialog = button.explain()
    assert isinstance(dialog, ExplanationDialog)
    qtbot.addWidget(dialog)
    texts = {}
    for lang in ("en", "zh_CN", "zh_TW"):
        w.set_language(lang)
        QApplication.processEvents()
        texts[lang] = dialog.text()
        assert section_title("shengsidu", "combinations", lang) in texts[lang]
        assert section_title("shengsidu", "combinations", lang) in dialog.label.text()
        _shot(dialog, f"why_refusal_{lang}.png")
        _shot(w, f"why_table_{lang}.png")
    assert "(Rules: Combinations)" in texts["en"] and "is not a 生死堵 combination" in texts["en"]
    assert "（规则：牌型）" in texts["zh_CN"] and "不是生死堵的牌型" in texts["zh_CN"]
    assert "（規則：牌型）" in texts["zh_TW"]
    assert len(set(texts.values())) == 3
    w.set_language("en")


def test_the_refusal_line_stays_beside_its_why_through_a_language_switch(make_window, qtbot):
    w, page = _refused_table(make_window, qtbot)
    bar = page.action_bar
    assert not page.scene.selected_cards()  # refused with nothing selected: only the refusal explains
    english = bar.why_label.full_text()
    assert english and page.why.button.isVisible()
    page.set_speed("normal")
    page._on_refused(0, page._refused[1])  # its banner up for a while
    lines = {"en": english}
    for lang in ("zh_CN", "zh_TW", "en"):
        w.set_language(lang)
        QApplication.processEvents()
        assert page.why.button.isVisible()
        lines[lang] = bar.why_label.full_text()
        assert lines[lang], lang  # the line is still there
        assert page.scene.banner.text == lines[lang]  # and the banner says it in the same words
        _shot(w, f"why_line_{lang}.png")
    assert lines["en"] == english
    assert len({english, lines["zh_CN"], lines["zh_TW"]}) == 3  # worded in each language
    page._selection_changed([])  # a new selection: line and button go together
    page.refresh()
    assert not bar.why_label.full_text() and not page.why.button.isVisible()


def test_the_link_opens_the_rules_at_the_section(make_window, qtbot):
    w, page = _refused_table(make_window, qtbot)
    dialog = page.why.button.explain()
    qtbot.addWidget(dialog)
    rules = dialog.open_rules()
    assert rules is w.rules_dialog and rules.isVisible() and rules.game_id == "shengsidu"
    assert rules.browser.textCursor().position() == rules.anchors["combinations"]
    heading = rules.browser.document().findBlock(rules.anchors["combinations"])
    assert heading.text() == "Combinations" and heading.blockFormat().headingLevel() == 2
    assert "<a id=" not in rules.browser.toPlainText()
    dialog._link("rules:combinations")  # the link in the text does the same


def test_a_new_selection_takes_the_why_button_away(make_window, qtbot):
    _w, page = _refused_table(make_window, qtbot)
    assert page.why.button.isVisible()
    page._selection_changed([])
    assert not page.why.button.isVisible()


def test_the_log_explains_a_play(make_window, qtbot):
    _w, page = _refused_table(make_window, qtbot)
    events = page.log._events
    index = next(i for i, e in enumerate(events) if e.kind == "play")
    e = page.why.log_explanation(index)
    assert e is not None and e.kind == "play" and e.rule == "combinations"
    assert page.why.log_explanation(0) is None or page.why.log_explanation(0).kind != "play"
    block = page.log.document().findBlockByNumber(index)
    rect = page.log.cursorRect(QTextCursor(block))
    page.why._log_menu(QPoint(rect.left() + 2, rect.center().y()))
    assert "Why?" in [a.text() for a in page.why.menu.actions()]
    page.why.menu.close()


def test_the_score_dialog_explains_every_line(qapp, qtbot, english):
    game = new_game("shengsidu", 3, seed=5)
    play_out(game, bots_for("shengsidu", ["random"] * 3, seed=5))
    dlg = ScoreDialog(game.outcome, lambda s: f"P{s + 1}", game_id="shengsidu", options=game.options.to_dict())
    qtbot.addWidget(dlg)
    dlg.show()
    assert dlg.why_button is not None and dlg.why_button.isVisible()
    shown = dlg.why_button.explain()
    qtbot.addWidget(shown)
    assert len(shown.explanation.notes) == 3
    assert "P1" in shown.label.text() and "cards left" in shown.label.text()
    _shot(dlg, "why_score_dialog.png")
    assert ScoreDialog(game.outcome, str).why_button is None  # no game named: no Why?


def test_the_replay_explains_its_current_step(make_window, qtbot, tmp_path):
    game = new_game("doudizhu", 3, seed=5)
    play_out(game, bots_for("doudizhu", ["random"] * 3, seed=5))
    record = game.record()
    w = make_window()
    assert w.load_replay(str(save_replay(tmp_path / "g.paiju-replay", record)))
    session = w.session
    session.pause()
    bar = w.replay_bar
    assert bar.why_button.isVisible()
    first = session.explanation()
    assert first.kind == "start"
    for _ in range(8):
        session.step_forward()
    dialog = bar.why_button.explain()
    qtbot.addWidget(dialog)
    assert dialog.explanation == explain_step(record, 7)
    assert dialog.text() == explanation_text(explain_step(record, 7))
    _shot(w, "why_replay.png")
    for lang in ("en", "zh_CN", "zh_TW"):
        w.set_language(lang)
        QApplication.processEvents()
        assert section_title("doudizhu", dialog.explanation.rule, lang) in dialog.text()
        _shot(dialog, f"why_replay_step_{lang}.png")
    w.set_language("en")
    session.to_end()
    end = session.explanation()
    assert end.kind == "score" and len(end.notes) == 3


@pytest.mark.parametrize(
    "fields",
    [
        {"game": "tiandiren", "play": "7s 2h"},
        {"game": "doudizhu", "play": "9s 7h", "lead": "5s 5h", "ctx": {"laizi": "7"}},
        {"game": "hongwu", "play": "5h", "ctx": {"trump": "s"}},
        {"game": "yuanzi", "play": "9s RJ", "ctx": {"dao": "9"}},
        {"game": "shengsidu", "play": "4s 4h", "lead": "3s 3h 3c 3d"},
    ],
)
def test_the_referee_says_what_the_app_says_in_three_languages(english, fields):
    """The referee's pure catalogue and the app's .qm translations give the same text."""
    import importlib

    from desktop_app.engine.cards import parse_cards
    from desktop_app.referee import handle
    from desktop_app.referee.dispatch import _parse_ctx
    from desktop_app.referee.explain import explanation_for

    rules = importlib.import_module(f"desktop_app.engine.{fields['game']}.referee")
    ctx = _parse_ctx(rules, fields.get("ctx"))
    lead = parse_cards(fields["lead"]) if "lead" in fields else None
    e, _kind = explanation_for(fields["game"], parse_cards(fields["play"]), lead, ctx)
    for lang in ("en", "zh_CN", "zh_TW"):
        english.set_language(lang)
        assert handle({"op": "explain", "lang": lang, **fields})["text"] == explanation_text(e), lang


def test_a_selection_that_cannot_be_played_gets_why_before_play(make_window, qtbot):
    from desktop_app.session import GameSession

    w = make_window(session_factory=lambda parent: GameSession(parent, bot_delay_ms=0))
    seats = [SeatChoice("human", "Me"), SeatChoice("bot", "B1", "easy"), SeatChoice("bot", "B2", "easy")]
    assert w.start_game(NewGameConfig("shengsidu", 3, seats, {}, 1), seed=13)
    page, session = w.table_page, w.session
    qtbot.waitUntil(lambda: session.game.to_move == 0, timeout=30_000)
    hand = page.scene.hand_cards
    pick = next((a, b) for a in hand for b in hand if abs(int(a.rank) - int(b.rank)) > 1)
    page.scene.select_cards(list(pick))
    page._selection_changed(list(pick))
    assert page.action_bar.why_label.text()  # the live reason
    assert page.why.button.isVisible()
    e = page.why.button.explanation
    assert e is not None and not e.valid and e.rule in ("combinations", "comparison", "table-rules")
    page.scene.clear_selection()
    page._selection_changed([])
    assert not page.why.button.isVisible()
