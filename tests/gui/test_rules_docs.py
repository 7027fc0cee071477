"""The rules documents (``desktop_app/rules``): every game has its English, Simplified and
Traditional Chinese rules, the translations keep the English structure (level-2 headings,
tables and their shapes), name the game in Chinese, state every rule option with the
engine's default, render without stray Markdown, and the rules screen picks them."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from desktop_app.engine import GAME_IDS, game_class
from desktop_app.ui.dialogs.rules import rules_path, rules_text
from desktop_app.ui.texts import GAME_CHINESE

LANGS = ("zh_CN", "zh_TW")
#: The games' names in Traditional Chinese (GAME_CHINESE holds the Simplified ones).
GAME_CHINESE_TW = {
    "tiandiren": "天地人",
    "doudizhu": "癩子鬥地主",
    "hongwu": "紅五",
    "yuanzi": "原子",
    "shengsidu": "生死堵",
}
#: How a bool default is written in the option tables, per language.
BOOL_WORDS = {"en": ("off", "on"), "zh_CN": ("关", "开"), "zh_TW": ("關", "開")}
#: Characters that exist only in one script: a zh_TW document must not hold the first
#: line's, a zh_CN document not the second's.
SIMPLIFIED_ONLY = "们这个对说发张时为从与无后将庄赢闲轮顺弹规则选项"
TRADITIONAL_ONLY = "們這個對說發張時為從與無後將莊贏閒輪順彈規則選項"

_TABLE_RULE = re.compile(r"^\|(\s*:?-+:?\s*\|)+\s*$")


def _text(game: str, lang: str) -> str:
    path = rules_path(game, lang)
    assert path is not None, f"{game}: no rules document for {lang}"
    return path.read_text(encoding="utf-8")


def _h2(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith("## ")]


def _h3(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith("### ")]


def _tables(text: str) -> list[tuple[int, int]]:
    """(columns, body rows) of every Markdown table, in order."""
    lines = text.splitlines()
    out = []
    for i, line in enumerate(lines):
        if _TABLE_RULE.match(line):
            cols = line.count("|") - 1
            rows = 0
            for later in lines[i + 1 :]:
                if not later.startswith("|"):
                    break
                rows += 1
            out.append((cols, rows))
    return out


def _option_row_start(game: str, option: str, lang: str) -> str:
    """How an option's row begins: its id in English, in Chinese the new-game dialog's
    label of it (a player never reads the id)."""
    if lang == "en":
        return f"| `{option}`"
    from desktop_app.i18n import Translators
    from desktop_app.ui import texts

    t = Translators()
    t.set_language(lang)
    try:
        return f"| **{texts.option_label(game, option)}**"
    finally:
        t.set_language("en")


def _option_default_cell(text: str, start: str) -> str | None:
    """The second cell of the option table's row that begins with ``start``."""
    for line in text.splitlines():
        if line.startswith(start):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            return cells[1] if len(cells) > 1 else None
    return None


def _expected_default(value: object, lang: str, option: str = "") -> str:
    if isinstance(value, bool):
        return BOOL_WORDS[lang][int(value)]
    if isinstance(value, str) and lang != "en":  # a choice: the dialog's word for it, in bold
        from desktop_app.i18n import Translators
        from desktop_app.ui import texts

        t = Translators()
        t.set_language(lang)
        try:
            return f"**{texts.option_choice_label(option, value)}**".replace("`", "")
        finally:
            t.set_language("en")
    return str(value)


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_game_has_its_rules_in_three_languages(game):
    folder = rules_path(game).parent
    for name in (f"{game}.md", f"{game}.zh_CN.md", f"{game}.zh_TW.md"):
        assert (folder / name).is_file(), name


@pytest.mark.parametrize("game", GAME_IDS)
@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_screen_picks_the_chinese_document(game, lang):
    path = rules_path(game, lang)
    assert path is not None and path.name == f"{game}.{lang}.md"
    assert rules_path(game).name == f"{game}.md"
    assert rules_path(game, "en").name == f"{game}.md"
    assert rules_text(game, lang) == path.read_text(encoding="utf-8")


@pytest.mark.parametrize("game", GAME_IDS)
@pytest.mark.parametrize("lang", LANGS)
def test_the_translation_keeps_the_english_structure(game, lang):
    en, zh = _text(game, "en"), _text(game, lang)
    assert len(_h2(zh)) == len(_h2(en)), f"level-2 headings: {_h2(zh)} vs {_h2(en)}"
    assert len(_h3(zh)) == len(_h3(en))
    assert len(_tables(zh)) == len(_tables(en)) > 0
    for (zh_cols, zh_rows), (en_cols, en_rows) in zip(_tables(zh), _tables(en), strict=True):
        # every row is kept; a combination table may drop the column that names the type a
        # second time (an id, or the Chinese name, which in Chinese is the name itself)
        assert zh_rows == en_rows and en_cols - 1 <= zh_cols <= en_cols, "every table keeps its columns and rows"
    assert zh.count("```") == en.count("```")


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_document_names_the_game_in_chinese(game):
    simplified, traditional = GAME_CHINESE[game], GAME_CHINESE_TW[game]
    assert simplified in _text(game, "en").splitlines()[0]
    assert _text(game, "zh_CN").splitlines()[0] == f"# {simplified}"
    assert _text(game, "zh_TW").splitlines()[0] == f"# {traditional}"


@pytest.mark.parametrize("game", GAME_IDS)
def test_each_chinese_document_is_in_its_own_script(game):
    cn, tw = _text(game, "zh_CN"), _text(game, "zh_TW")
    assert not set(TRADITIONAL_ONLY) & set(cn), set(TRADITIONAL_ONLY) & set(cn)
    assert not set(SIMPLIFIED_ONLY) & set(tw), set(SIMPLIFIED_ONLY) & set(tw)
    assert "“" not in tw and "”" not in tw, "Taiwan quotes are 「」"
    for text in (cn, tw):
        prose = re.sub(r"`[^`]*`", "", text)
        assert '"' not in prose, "Chinese quotes, not ASCII ones"


@pytest.mark.parametrize("game", GAME_IDS)
@pytest.mark.parametrize("lang", ("en", *LANGS))
def test_every_rule_option_is_documented_with_its_default(qapp, game, lang):
    options = game_class(game).options_class
    text = _text(game, lang)
    for field in dataclasses.fields(options):
        cell = _option_default_cell(text, _option_row_start(game, field.name, lang))
        assert cell is not None, f"{game} ({lang}): option {field.name} is not in the option table"
        shown = cell.replace("`", "").replace(",", "")
        assert shown == _expected_default(field.default, lang, field.name), f"{game} ({lang}) {field.name}: {cell}"


@pytest.mark.parametrize("game", GAME_IDS)
@pytest.mark.parametrize("lang", LANGS)
def test_the_chinese_documents_show_no_ids(game, lang):
    """Type ids (`single`, `triple_pair`) and option names (`winner_leads`) are the
    program's words: a Chinese reader gets the names the table and the dialog use."""
    text = _text(game, lang)
    assert not re.findall(r"`[a-z][a-z0-9]*(?:_[a-z0-9]+)*`", text)
    assert not re.findall(r"\b[a-z]+_[a-z_]+\b", text)


@pytest.mark.parametrize("game", GAME_IDS)
@pytest.mark.parametrize("lang", ("en", *LANGS))
def test_the_document_renders_without_stray_markdown(qapp, game, lang):
    """QTextBrowser's Markdown (md4c) leaves ``**`` as text when a CJK emphasis cannot
    open or close (punctuation inside the markers next to a letter outside)."""
    from PySide6.QtGui import QTextDocument

    doc = QTextDocument()
    doc.setMarkdown(_text(game, lang))
    plain = doc.toPlainText()
    assert "**" not in plain
    assert not re.search(r"(^|\s)\*\S", plain), "an emphasis marker was left as text"
    assert "|---" not in plain, "a table was left as text"
    # a line break inside a Chinese paragraph would show as a space between two characters
    if lang != "en":
        assert not re.search(r"[\u4e00-\u9fff] \n?[\u4e00-\u9fff]", plain)


def test_the_rules_folder_holds_only_the_fifteen_documents():
    folder: Path = rules_path(GAME_IDS[0]).parent
    names = {p.name for p in folder.glob("*.md")}
    expected = {f"{g}{suffix}.md" for g in GAME_IDS for suffix in ("", ".zh_CN", ".zh_TW")}
    assert names == expected


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW"])
def test_the_rules_screen_names_each_game_once_in_the_current_language(qapp, english, lang):
    from desktop_app.ui import texts
    from desktop_app.ui.dialogs.rules import RulesDialog

    english.set_language(lang)
    dlg = RulesDialog("hongwu", lang)
    labels = [dlg.combo.itemText(i) for i in range(dlg.combo.count())]
    dlg.close()
    assert labels == [texts.game_name(gid) for gid in GAME_IDS]
    assert all("  " not in label for label in labels)  # not "天地人  天地人"
    if lang == "zh_TW":
        assert not any(ch in label for label in labels for ch in "红癞斗")  # no simplified beside traditional
