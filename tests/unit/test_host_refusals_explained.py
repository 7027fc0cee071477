"""Every reason the LAN host refuses a move with has its Why? (#26): the codes of the
``rejected`` frames in desktop_app/net/host (its own, and those of the session's
``submit_remote`` it passes on) and of the ``error`` frames that answer an action (they
name its id) are found by reading the sources, and each has an explanation of its own
(not "The move was refused.") and a short refusal, in English, Simplified and Traditional
Chinese."""

from __future__ import annotations

import inspect
import pathlib
import re

import pytest

from desktop_app.engine.explain import COMMON_REFUSALS, explain_refusal, render
from desktop_app.net import protocol as P
from desktop_app.referee.explain import translator
from desktop_app.session.session import GameSession

HOST = pathlib.Path(__file__).resolve().parents[2] / "desktop_app" / "net" / "host"
GAMES = ("tiandiren", "doudizhu", "hongwu", "yuanzi", "shengsidu")


def host_refusal_codes() -> set[str]:
    codes: set[str] = set()
    for path in HOST.glob("*.py"):
        src = path.read_text(encoding="utf-8")
        codes |= set(re.findall(r'\breject\("(\w+)"', src))  # the host's rejected frames
        codes |= set(re.findall(r'_error\(conn, "(\w+)"[^\n]*_action_id\(', src))  # errors naming an action
    codes |= set(re.findall(r'Error\("[^"]*", "(\w+)"', inspect.getsource(GameSession.submit_remote)))
    default = inspect.signature(P.ProtocolError).parameters["reason"].default  # a malformed action's code
    return codes | {default}


def test_the_scan_finds_the_host_s_codes():
    codes = host_refusal_codes()
    assert {"spectator", "not_your_seat", "no_game", "rate_limited", "internal", "bad_frame"} <= codes
    assert {"game_over", "not_remote_seat", "seat_mismatch", "not_your_turn"} <= codes


@pytest.mark.parametrize("code", sorted(host_refusal_codes()))
def test_each_host_refusal_has_a_why_in_three_languages(code):
    assert code in COMMON_REFUSALS
    fallback = COMMON_REFUSALS["error"].message
    for game in GAMES:
        e = explain_refusal(game, code)
        assert e.message != fallback and e.reason == code
    e = explain_refusal("shengsidu", code)
    texts = {lang: render(e, translator(lang), lang) for lang in ("en", "zh_CN", "zh_TW")}
    assert len(set(texts.values())) == 3 and all("{" not in t for t in texts.values()), texts
    assert "规则" in texts["zh_CN"] and "規則" in texts["zh_TW"]


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_each_host_refusal_has_a_short_sentence_in_three_languages(language):
    from PySide6.QtCore import QTranslator

    from desktop_app.i18n import qm_path
    from desktop_app.ui import texts

    qm = QTranslator()
    assert qm.load(str(qm_path(language)))
    for code in sorted(host_refusal_codes()):
        source = texts._REASONS.get(code)
        assert source, f"{code} has no refusal sentence"
        said = qm.translate("Texts", source)
        assert said and said != source, (code, language)
