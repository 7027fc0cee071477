"""The About box's text: the app, its version and the commit it was built from."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from ... import __version__
from ...buildinfo import UNKNOWN, commit

__all__ = ["about_html", "version_line"]


def version_line() -> str:
    """"Version 0.1.0 (commit abc1234)", in the interface language."""
    built_from = commit()
    if built_from == UNKNOWN:
        built_from = QCoreApplication.translate("About", "unknown")
    line = QCoreApplication.translate("About", "Version {version} (commit {commit})")
    return line.format(version=__version__, commit=built_from)


def about_html() -> str:
    """The About box's rich text: the name, the version line and what the app is."""
    blurb = QCoreApplication.translate(
        "MainWindow", "Five Chinese card games at one table: hot-seat, against bots or on a LAN."
    )
    return f"<h3>Paiju 牌局</h3><p>{escape(version_line())}</p><p>{escape(blurb)}</p>"
