"""The rules screen: the project's rules document of a game, in the current language where
a translation exists, rendered from Markdown."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ...engine import GAME_IDS
from ...paths import resource_path
from .. import texts

__all__ = ["RulesDialog", "rules_path", "rules_text"]


def rules_path(game_id: str, language: str = "en") -> Path | None:
    """The rules file for ``game_id`` shipped in the package (``desktop_app/rules``, also
    inside a frozen bundle): ``<game>.<language>.md`` when it exists, else ``<game>.md``."""
    names = [f"{game_id}.{language}.md", f"{game_id}.md"] if language and language != "en" else [f"{game_id}.md"]
    for name in names:
        p = resource_path("rules", name)
        if p.is_file():
            return p
    return None


def rules_text(game_id: str, language: str = "en") -> str | None:
    p = rules_path(game_id, language)
    if p is None:
        return None
    try:
        return p.read_text(encoding="utf-8")
    except OSError:
        return None


class RulesDialog(QDialog):
    def __init__(self, game_id: str = "", language: str = "en", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.language = language
        self.resize(760, 640)
        lay = QVBoxLayout(self)
        self.combo = QComboBox()
        for gid in GAME_IDS:
            self.combo.addItem("", gid)
        lay.addWidget(self.combo)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        lay.addWidget(self.browser, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        lay.addWidget(buttons)
        self.buttons = buttons
        if game_id in GAME_IDS:
            self.combo.setCurrentIndex(GAME_IDS.index(game_id))
        self.combo.currentIndexChanged.connect(self._load)
        self.retranslate()

    @property
    def game_id(self) -> str:
        return str(self.combo.currentData())

    def set_language(self, language: str) -> None:
        self.language = language
        self._load()

    def _load(self) -> None:
        text = rules_text(self.game_id, self.language)
        if text is None:
            self.browser.setPlainText(self.tr("The rules of this game are not available."))
        else:
            self.browser.setMarkdown(text)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules"))
        for i, gid in enumerate(GAME_IDS):
            self.combo.setItemText(i, f"{texts.GAME_CHINESE.get(gid, '')}  {texts.game_name(gid)}")
        self._load()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
