"""Translations: complete in both Chinese .ts files, compiled .qm files up to date, and a
live language switch that puts real Chinese on screen."""

from __future__ import annotations

import pathlib
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtWidgets import QApplication

from desktop_app import i18n

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

ROOT = pathlib.Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "translations"
LANGS = ("zh_CN", "zh_TW")


def _messages(ts: pathlib.Path) -> dict[tuple[str, str, str], tuple[str, str | None]]:
    out = {}
    for ctx in ET.parse(ts).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.findall("message"):
            tr = msg.find("translation")
            key = (name, msg.findtext("source") or "", msg.findtext("comment") or "")
            out[key] = ((tr.text or "") if tr is not None else "", tr.get("type") if tr is not None else "missing")
    return out


def _tool(name: str) -> str:
    """Qt's lupdate/lrelease as shipped inside PySide6 (the ``pyside6-*`` wrappers are
    the fallback)."""
    import PySide6.QtCore

    here = pathlib.Path(PySide6.QtCore.__file__).resolve().parent
    short = name.removeprefix("pyside6-")
    for exe in (here / short, here / f"{short}.exe"):
        if exe.is_file():
            return str(exe)
    found = shutil.which(name)
    if found is None:
        pytest.skip(f"{name} is not installed")
    return found


def test_every_message_has_a_finished_chinese_translation(tmp_path):
    fresh = tmp_path / "scan.ts"
    subprocess.run(
        [
            _tool("pyside6-lupdate"),
            "-extensions",
            "py",
            "-locations",
            "none",
            str(ROOT / "desktop_app"),
            "-ts",
            str(fresh),
        ],
        check=True,
        capture_output=True,
    )
    wanted = set(_messages(fresh))
    assert len(wanted) > 200
    for lang in LANGS:
        committed = _messages(TS_DIR / f"desktop_app_{lang}.ts")
        problems = []
        for key in sorted(wanted):
            text, kind = committed.get(key, ("", "missing"))
            if kind is not None or not text.strip():
                problems.append(f"{key[0]}: {key[1]!r} ({kind or 'empty'})")
        assert not problems, f"{lang}: {len(problems)} messages lack a finished translation " + "; ".join(problems[:20])


def test_translations_are_real_chinese():
    for lang in LANGS:
        msgs = _messages(TS_DIR / f"desktop_app_{lang}.ts")
        han = sum(1 for text, _ in msgs.values() if any("\u4e00" <= ch <= "\u9fff" for ch in text))
        assert han > 0.9 * len(msgs)
    cn = _messages(TS_DIR / "desktop_app_zh_CN.ts")
    tw = _messages(TS_DIR / "desktop_app_zh_TW.ts")
    key = ("MainWindow", "&Language", "")
    assert cn[key][0].startswith("语言") and tw[key][0].startswith("語言")


def test_compiled_translations_are_up_to_date(tmp_path):
    for lang in LANGS:
        out = tmp_path / f"{lang}.qm"
        subprocess.run(
            [_tool("pyside6-lrelease"), "-silent", str(TS_DIR / f"desktop_app_{lang}.ts"), "-qm", str(out)],
            check=True,
            capture_output=True,
        )
        packaged = i18n.qm_path(lang)
        assert packaged.exists(), f"{packaged} is missing: run translations/update.py"
        assert out.read_bytes() == packaged.read_bytes(), f"{packaged} is stale: run translations/update.py"


def test_language_resolution():
    assert i18n.language_for_locale_name("zh_Hant_TW") == "zh_TW"
    assert i18n.language_for_locale_name("zh-HK") == "zh_TW"
    assert i18n.language_for_locale_name("zh_CN") == "zh_CN"
    assert i18n.language_for_locale_name("de_DE") == "en"
    assert i18n.system_language() == "en"  # the test configuration fixes LANG=C


def _menu_titles(w) -> list[str]:
    return [a.text() for a in w.menuBar().actions()]


def test_live_language_switch_shows_chinese(make_window, qtbot):
    from .fakes import FakeSeat, FakeSession

    session = FakeSession()
    w = make_window(session_factory=lambda parent: session)
    assert w.windowTitle() == "Paiju"
    assert _menu_titles(w)[0] == "&Game"
    w.set_language("zh_CN")
    qtbot.waitUntil(lambda: w.windowTitle() == "牌局")
    assert _menu_titles(w) == ["游戏(&G)", "视图(&V)", "语言(&L)", "帮助(&H)"]
    assert w.start_page.new_button.text() == "新游戏…"
    # the table: buttons and texts set in code follow too
    w.ensure_session()
    w.show_table()
    session.start_fake([FakeSeat("human", "甲"), FakeSeat("bot", "乙", "easy"), FakeSeat("bot", "丙", "easy")])
    page = w.table_page
    qtbot.waitUntil(lambda: len(page.scene.hand_items) == 13)
    assert page.action_bar.play_button.text() == "出牌 (Enter)"
    assert page.action_bar.status_label.text() == "轮到你了。"
    assert page.side.tabText(1) == "记牌器"
    assert page.log.lines()[0] == "你拿到 13 张牌。"
    w.set_language("zh_TW")
    qtbot.waitUntil(lambda: page.side.tabText(1) == "記牌器")
    assert page.log.lines()[0] == "你拿到 13 張牌。"
    assert _menu_titles(w)[2] == "語言(&L)"
    w.set_language("en")
    qtbot.waitUntil(lambda: w.windowTitle().endswith("Paiju"))
    assert page.action_bar.play_button.text() == "Play (Enter)"
    assert page.log.lines()[0] == "You receive 13 cards."
    QApplication.processEvents()


#: An ASCII word a Chinese screen shows only when an id slipped past tr(): two lowercase
#: letters in a row, or an underscore (``single``, ``triple_pair``, ``throw failed``).
_ID_WORD = re.compile(r"[A-Za-z]*(?:[a-z]{2}|_)[A-Za-z_]*")


def _ids_in(text: str) -> list[str]:
    return _ID_WORD.findall(text)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    ("game_id", "n"), [("tiandiren", 3), ("doudizhu", 3), ("hongwu", 4), ("yuanzi", 4), ("shengsidu", 4)]
)
def test_no_id_reaches_a_chinese_screen(qapp, english, lang, game_id, n):
    """Every log line, announcement, seat badge, centre marker, reading, refusal, score
    note and rule option of whole games, drawn in Chinese, holds no program id: strings
    that reach the screen without tr() (event kinds, result ids, option names) fail here."""
    import random

    from desktop_app.ai.play import bots_for
    from desktop_app.engine import new_game
    from desktop_app.engine.core import ActionKind
    from desktop_app.ui import texts
    from desktop_app.ui.dialogs.score import score_detail
    from desktop_app.ui.eventtext import event_text
    from desktop_app.ui.games import adapter_for

    english.set_language(lang)
    names = ("东家", "南家", "西家", "北家")
    adapter = adapter_for(game_id)
    rng = random.Random(3)
    shown: list[str] = []
    for seed in (1, 2):
        game = new_game(game_id, n, seed=seed)
        bots = bots_for(game_id, ["random"] * n, seed=seed)
        for step in range(3000):
            if game.outcome is not None:
                break
            seat = game.to_move
            view = game.view_for(seat)
            if step % 7 == 0:
                for s in range(n):
                    shown += [b for b, _colour in adapter.badges(view, s)]
                shown += adapter.markers(view)
                if view.hand and (ActionKind.PLAY in view.legal_kinds or ActionKind.BURY in view.legal_kinds):
                    pick = rng.sample(list(view.hand), min(len(view.hand), rng.choice((1, 2, 3, 8))))
                    info = adapter.read_selection(view, pick)
                    shown += [info.text, info.why, *(label for _v, label in info.choices)]
            game.apply(bots[seat].decide(view))
        shown += [event_text(game_id, e, names.__getitem__, viewer=0) for e in game.events]
        end = game.view_for(0)
        shown += adapter.markers(end) + [b for s in range(n) for b, _c in adapter.badges(end, s)]
        for r in game.outcome.results:
            shown += [texts.result_name(r.result), score_detail(r.detail)]
    for name in type(game.options).__dataclass_fields__:
        shown.append(texts.option_label(game_id, name))
    for name, values in (("scoring", ("cards", "rank")), ("variant", ("laizi", "classic"))):
        shown += [texts.option_choice_label(name, v) for v in values]
    bad = sorted({f"{w!r} in {line!r}" for line in shown for w in _ids_in(line)})
    assert not bad, f"{len(bad)} ids on a {lang} screen: " + "; ".join(bad[:12])


def test_taiwan_menus_say_one_word_for_save_and_replay():
    tw = _messages(TS_DIR / "desktop_app_zh_TW.ts")
    texts = [text for text, _kind in tw.values()]
    assert not [t for t in texts if "錄像" in t], "錄影 in Taiwan (開啟錄影, 儲存錄影)"
    assert not [t for t in texts if "保存" in t and "錄" in t], "儲存錄影, as 儲存牌局"
