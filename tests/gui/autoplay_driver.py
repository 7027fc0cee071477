"""A test-only driver: run the real app (offscreen) in a subprocess, start a game with one
human seat and real bots, play a few human moves through the table page, then wait at
the human's turn with the autosave flushed, printing ``READY`` and writing the game record
to ``argv[2]``. The test then kills this process with SIGKILL.

    python -m tests.gui.autoplay_driver GAME_ID RECORD_PATH [MOVES]
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main(argv: list[str]) -> int:
    from PySide6.QtCore import QTimer

    from desktop_app.app import create_application
    from desktop_app.engine.core import ActionKind
    from desktop_app.ui.dialogs.new_game import NewGameConfig, SeatChoice
    from desktop_app.ui.main_window import MainWindow

    game_id, record_path = argv[1], argv[2]
    moves = int(argv[3]) if len(argv) > 3 else 3
    app = create_application([argv[0]])
    w = MainWindow(persistent=False, language="en")
    w.set_speed("instant")
    w.show()
    seats = [SeatChoice("human", "Me"), SeatChoice("bot", "B", "easy"), SeatChoice("bot", "C", "easy")]
    w.start_game(NewGameConfig(game_id, 3, seats, {}, 2), seed=21)
    page, session = w.table_page, w.session
    done = {"moves": 0, "ready": False}

    def step() -> None:
        game = session.game
        if done["ready"] or game is None or game.is_over:
            return
        view = session.view()
        if game.to_move != 0 or view is None:
            return
        if done["moves"] >= moves and ActionKind.PLAY in view.legal_kinds:
            session.flush_autosave()
            with open(record_path, "w", encoding="utf-8") as f:
                f.write(game.record().dumps())
            done["ready"] = True
            print("READY", flush=True)
            return
        if ActionKind.PLAY in view.legal_kinds:
            page.next_hint()
            if page.scene.selected_cards():
                page.play_selected()
            else:
                page.pass_turn()
        elif ActionKind.PASS in view.legal_kinds:
            page.pass_turn()
        done["moves"] += 1

    timer = QTimer()
    timer.timeout.connect(step)
    timer.start(20)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
