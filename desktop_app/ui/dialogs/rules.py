"""The rules screen: the project's rules document of a game, in the current language where
a translation exists, rendered from Markdown."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ...engine import GAME_IDS
from ...paths import resource_path
from .. import texts

__all__ = ["RulesDialog", "game_choice_label", "rules_path", "rules_text"]


def _has_chinese(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in text)


def game_choice_label(game_id: str) -> str:
    """A game's name in the rules screen's list: once, in the current language ("紅五" in
    Traditional Chinese, not "红五  紅五"); in English after its Chinese name ("红五  Red
    Five"), the name players know it by."""
    name = texts.game_name(game_id)
    chinese = texts.GAME_CHINESE.get(game_id, "")
    if not chinese or _has_chinese(name):
        return name
    return f"{chinese}  {name}"


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
            self.combo.setItemText(i, game_choice_label(gid))
        self._load()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
