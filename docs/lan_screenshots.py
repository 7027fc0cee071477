"""Render LAN play in two app windows to PNG files under ``docs/screenshots/``.

    QT_QPA_PLATFORM=offscreen python docs/lan_screenshots.py [--out DIR] [--langs en,zh_CN] [--game doudizhu]

A host window opens a room on 127.0.0.1 (the loopback-only switch is set here: no packet
goes anywhere else, announcements included) through the Host dialog, a client window
finds it in the Join dialog's list and joins, the two chat in the lobby, the client says
Ready, and they play by the table's own hint until the middle of the game, the host's
person letting the AI play (托管) meanwhile; then the host's person abandons and the
game ends. Saved per language: the Host dialog (``lan_host_dialog_<lang>.png``), the
Join dialog listing the room (``lan_join_rooms_<lang>.png``), the host's lobby with one
person joined and ready, a seat still open and the chat (``lan_host_waiting_<lang>.png``),
the client's lobby (``lan_client_waiting_<lang>.png``), the client's table in the middle
of the game with the chat tab, the LAN bar and the 托管 badge
(``lan_client_table_<lang>.png``), and the client's score dialog saying the deal was
verified (``lan_client_score_<lang>.png``). The repository keeps six of them in
``docs/screenshots/``: ``lan_host_dialog_en``, ``lan_join_rooms_en``,
``lan_host_waiting_en``, ``lan_client_table_en``, ``lan_client_table_zh_CN`` and
``lan_client_score_en``.
"""

from __future__ import annotations

import argparse
import os
import pathlib
import sys
import tempfile
import time
from typing import Any

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["PAIJU_LOOPBACK_ONLY"] = "1"  # every socket of this script is on 127.0.0.1
os.environ["PAIJU_HOME"] = tempfile.mkdtemp(prefix="paiju-lan-shots-")
os.environ.setdefault("PAIJU_DISCOVERY_PORT", "47191")  # a port of its own: no other room is heard


def _pump(app: Any, until: Any, seconds: float = 20.0) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        if until():
            return True
        time.sleep(0.005)
    return False


def _hint_and_play(page: Any) -> None:
    """The viewer's move by the table's own hint (Pass when it has none)."""
    from desktop_app.engine.core import ActionKind

    view = page._last_view
    if view is None or page.viewer is None or view.to_move != page.viewer or page._handoff_pending:
        return
    if ActionKind.PLAY in view.legal_kinds:
        page.next_hint()
        if page.scene.selected_cards():
            page.play_selected()
            return
    if ActionKind.PASS in view.legal_kinds:
        page.pass_turn()
        return
    for kind in sorted(view.legal_kinds - {ActionKind.ABANDON, ActionKind.PLAY}):
        page.choose_action(kind, True if kind in ("call", "grab", "show") else None)
        return


def shoot(app: Any, lang: str, game_id: str, out: pathlib.Path) -> list[pathlib.Path]:
    from desktop_app.i18n import Translators
    from desktop_app.store.profiles import ProfileStore
    from desktop_app.ui.lan.host_dialog import HostDialog
    from desktop_app.ui.lan.join_dialog import JoinDialog
    from desktop_app.ui.lan.waiting_room import ClientWaitingDialog, HostWaitingDialog
    from desktop_app.ui.main_window import MainWindow

    home = pathlib.Path(os.environ["PAIJU_HOME"])
    translators = Translators()
    dialogs: list[Any] = []
    host_w = MainWindow(
        persistent=False,
        language=lang,
        translators=translators,
        dialog_hook=dialogs.append,
        profile_store=ProfileStore(home / f"host-{lang}.json"),
    )
    client_w = MainWindow(
        persistent=False,
        language=lang,
        translators=translators,
        dialog_hook=dialogs.append,
        profile_store=ProfileStore(home / f"client-{lang}.json"),
    )
    for w, x in ((host_w, 40), (client_w, 80)):
        w.resize(1280, 820)
        w.move(x, x)
        w.set_speed("instant")
        w.show()
    host_w.lan.seed = 17
    saved = []

    def save(widget: Any, name: str) -> None:
        path = out / f"{name}_{lang}.png"
        widget.grab().save(str(path))
        saved.append(path)

    host_w.lan.host_game()
    dlg = next(d for d in reversed(dialogs) if isinstance(d, HostDialog))
    dlg.select_game(game_id)
    dlg.set_seat(0, "human", "Hana")
    for i in range(1, dlg.players_spin.value()):
        dlg.set_seat(i, "open")
    dlg.room_edit.setText("Friday night" if lang == "en" else "周五牌局" if lang == "zh_CN" else "週五牌局")
    dlg.password_edit.setText("sesame")
    dlg.turn_combo.setCurrentIndex(dlg.turn_combo.findData(30))
    _pump(app, lambda: False, 0.2)
    save(dlg, "lan_host_dialog")
    dlg.accept()
    waiting = next(d for d in reversed(dialogs) if isinstance(d, HostWaitingDialog))

    client_w.lan.join_game()
    jd = next(d for d in reversed(dialogs) if isinstance(d, JoinDialog))
    _pump(app, lambda: bool(jd.rooms()))
    jd.set_people(["Kai"])
    jd.rooms_table.selectRow(0)  # the room heard: its address and port fill in
    jd.password_edit.setText("sesame")
    _pump(app, lambda: False, 0.2)
    save(jd, "lan_join_rooms")
    jd.accept()
    cw = next(d for d in reversed(dialogs) if isinstance(d, ClientWaitingDialog))
    _pump(app, lambda: any(r[1] == "Kai" for r in waiting.seats.rows()) and cw.ready_button.isVisible())
    waiting.chat.send_phrase("hello")
    _pump(app, lambda: len(cw.chat.lines()) >= 1)
    cw.chat.type_and_send("Hi Hana! One more friend is on the way." if lang == "en" else "大家好！还有一位朋友马上到。")
    cw.ready_button.click()
    _pump(app, lambda: any(r[3] for r in waiting.seats.rows()) and len(waiting.chat.lines()) >= 3)
    _pump(app, lambda: False, 0.3)
    save(waiting, "lan_host_waiting")
    save(cw, "lan_client_waiting")

    waiting.start_button.click()  # a bot takes the seat still open
    _pump(app, lambda: client_w.table_page._last_view is not None and host_w.table_page._last_view is not None)
    host_w.lan.at_table.chat.send_phrase("good_luck")
    host_w.lan.bar.autoplay_button.click()  # Hana lets the AI play (托管)
    plays = 0

    def midgame() -> bool:
        nonlocal plays
        page = client_w.table_page
        view, state = page._last_view, page.state
        on_table = any(not p.passed and s != page.viewer for s, p in state.plays.items())
        if plays >= 6 and view is not None and view.to_move == page.viewer and on_table:
            return not client_w.session._pending  # the client's last move is answered
        before = len(page._event_log())
        _hint_and_play(page)
        if len(page._event_log()) != before or getattr(client_w.session, "_pending", None):
            plays += 1
        return False

    _pump(app, midgame, 60)
    page = client_w.table_page
    client_w.lan.at_table.chat.type_and_send("Thanks, you too!" if lang == "en" else "谢谢，你也是！")
    client_w.lan.at_table.show_chat()
    page.scene.clear_selection()
    page._hints = []  # a fresh hint for the table as it is now
    page.next_hint()
    _pump(
        app,
        lambda: (
            "AI plays (托管)" in [b[0] for b in page._badges(page._last_view, 0, client_w.session.seat_status)] or False
        ),
        5,
    )
    _pump(app, lambda: False, 0.5)
    save(client_w, "lan_client_table")

    host_w.lan.bar.autoplay_button.click()  # Hana back at the table, and out of the game
    host_w.session.abandon(0)
    _pump(app, lambda: client_w.score_dialog is not None and client_w.score_dialog.isVisible(), 20)
    client_w.lan.room.send_chat(phrase="good_game")
    _pump(app, lambda: False, 0.5)
    save(client_w.score_dialog, "lan_client_score")
    host_w.lan.shut()
    client_w.lan.shut()
    _pump(app, lambda: False, 0.3)
    for w in (host_w, client_w):
        w.close()
        w.deleteLater()
    return saved


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--langs", default="en,zh_CN")
    parser.add_argument("--game", default="doudizhu")
    args = parser.parse_args(argv)
    from desktop_app.app import create_application

    app = create_application([sys.argv[0]])
    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for lang in args.langs.split(","):
        for path in shoot(app, lang.strip(), args.game, out):
            print("wrote", path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
