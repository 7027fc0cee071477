"""Emitting many signals from Python must not corrupt reference counts (PySide6 6.12.0
aborted the interpreter with "bool_dealloc" after a few hundred emits on Python 3.11)."""

import subprocess
import sys

SCRIPT = r"""
from PySide6.QtCore import QCoreApplication, QObject, Signal

class Emitter(QObject):
    happened = Signal(object)
    counted = Signal(int, bool)

app = QCoreApplication([])
e = Emitter()
seen = []
e.happened.connect(seen.append)
e.counted.connect(lambda n, flag: None)
for i in range(20000):
    e.happened.emit(i)
    e.counted.emit(i, True)
print(len(seen))
"""


def test_twenty_thousand_emits_do_not_crash_the_interpreter():
    p = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr[-500:]
    assert p.stdout.strip() == "20000"
