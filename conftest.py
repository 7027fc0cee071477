"""Test configuration shared by every layer: offscreen Qt, a fixed language, hypothesis
profiles."""

from __future__ import annotations

import os
import sys
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["LANG"] = "C.UTF-8"
os.environ["LANGUAGE"] = "en"
# Settings, saves and autosaves of the whole run go to a throw-away folder, never to the
# user's real data directory.
os.environ["PAIJU_HOME"] = tempfile.mkdtemp(prefix="paiju-tests-")
# Network safety: nothing the suite runs sends a packet anywhere but 127.0.0.1 (hosts listen
# there, clients refuse other addresses, no broadcast); tests/net/test_safety.py checks it.
os.environ["PAIJU_LOOPBACK_ONLY"] = "1"
# No sound: QtMultimedia is never loaded (desktop_app/ui/sound.py; its tests give a fake output).
os.environ["PAIJU_NO_SOUND"] = "1"

import pytest
from hypothesis import HealthCheck, settings

# Property tests draw from fixed seeds (derandomize) so that CI is reproducible.
settings.register_profile(
    "default",
    derandomize=True,
    deadline=None,
    max_examples=60,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.register_profile("long", parent=settings.get_profile("default"), max_examples=1000)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


@pytest.fixture(autouse=True)
def _collect_on_the_main_thread():
    """Once a session has switched automatic collection off (desktop_app.session.collector),
    what a test left in reference cycles is collected here, on the main thread, before the
    next test (which may not turn the event loop whose timer would collect it)."""
    yield
    collector = sys.modules.get("desktop_app.session.collector")
    if collector is not None and collector.installed() is not None:
        collector.collect_due()
