"""The store sits below the session: it never imports the session, the UI, the network
layer or Qt (checked in a fresh interpreter, so nothing imported earlier hides it)."""

from __future__ import annotations

import subprocess
import sys

STORE_MODULES = ("atomic", "profiles", "saves", "seats", "settings")


def test_the_store_imports_nothing_above_it():
    code = (
        "import sys\n"
        + "".join(f"import desktop_app.store.{m}\n" for m in STORE_MODULES)
        + "bad = sorted(m for m in sys.modules if m.startswith("
        "('desktop_app.session', 'desktop_app.ui', 'desktop_app.net', 'PySide6')))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120)
    assert out.stdout.strip() == ""


def test_the_session_still_offers_seat_config():
    from desktop_app.session import SeatConfig as from_package
    from desktop_app.session.seats import BOT_LEVELS, SeatConfig, SeatConfigError
    from desktop_app.store import seats

    assert SeatConfig is seats.SeatConfig is from_package
    assert SeatConfigError is seats.SeatConfigError and BOT_LEVELS == seats.BOT_LEVELS
