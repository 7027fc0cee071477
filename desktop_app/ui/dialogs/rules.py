"""The rules screen: the project's rules document of a game, in the current language where
a translation exists, rendered from Markdown.

Each section of a rules document carries a stable anchor, a line ``<a id='combinations'></a>``
right before its heading (the same anchors in the three languages). Qt's Markdown drops such
HTML, so :func:`split_anchors` takes the lines out before rendering and the dialog names the
heading blocks after them: :meth:`RulesDialog.show_section` scrolls to one."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QEvent
from PySide6.QtGui import QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ...engine import GAME_IDS
from ...paths import resource_path
from .. import texts

__all__ = ["RulesDialog", "game_choice_label", "rules_anchors", "rules_path", "rules_text", "split_anchors"]

_ANCHOR_RE = re.compile(r"^<a id='([a-z0-9-]+)'></a>\s*$")


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


def split_anchors(text: str) -> tuple[str, dict[str, int]]:
    """The Markdown without its anchor lines, and each anchor's heading: its ordinal
    among the document's headings (``#`` lines, the title counting as 0)."""
    lines: list[str] = []
    anchors: dict[str, int] = {}
    pending: list[str] = []
    headings = 0
    fence = False
    for line in text.split("\n"):
        if line.startswith("```"):
            fence = not fence
        match = None if fence else _ANCHOR_RE.match(line)
        if match:
            pending.append(match.group(1))
            continue
        if not fence and re.match(r"^#{1,6} ", line):
            for name in pending:
                anchors[name] = headings
            pending = []
            headings += 1
        lines.append(line)
    return "\n".join(lines), anchors


def rules_anchors(game_id: str, language: str = "en") -> frozenset[str]:
    """The section anchors of a game's rules document in ``language``."""
    text = rules_text(game_id, language)
    return frozenset(split_anchors(text)[1]) if text else frozenset()


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
        self.anchors: dict[str, int] = {}
        if text is None:
            self.browser.setPlainText(self.tr("The rules of this game are not available."))
        else:
            markdown, anchors = split_anchors(text)
            self.browser.setMarkdown(markdown)
            self._name_headings(anchors)

    def _name_headings(self, anchors: dict[str, int]) -> None:
        """Give each anchored heading block its anchor name (for :meth:`show_section`)."""
        doc = self.browser.document()
        by_ordinal: dict[int, list[str]] = {}
        for name, n in anchors.items():
            by_ordinal.setdefault(n, []).append(name)
        block, n = doc.begin(), 0
        while block.isValid():
            if block.blockFormat().headingLevel() > 0:
                names = by_ordinal.get(n)
                if names:
                    cursor = QTextCursor(block)
                    cursor.select(QTextCursor.SelectionType.BlockUnderCursor)
                    fmt = QTextCharFormat()
                    fmt.setAnchor(True)
                    fmt.setAnchorNames(names)
                    cursor.mergeCharFormat(fmt)
                    for name in names:
                        self.anchors[name] = block.position()
                n += 1
            block = block.next()
        self.browser.document().setModified(False)

    def show_section(self, game_id: str, anchor: str) -> bool:
        """Show ``game_id``'s rules scrolled to the section ``anchor``; False when the
        document has no such section (it is shown from the top)."""
        if game_id in GAME_IDS and game_id != self.game_id:
            self.combo.setCurrentIndex(GAME_IDS.index(game_id))  # loads the document
        position = self.anchors.get(anchor)
        if position is None:
            return False
        self.browser.scrollToAnchor(anchor)
        cursor = QTextCursor(self.browser.document())
        cursor.setPosition(position)
        self.browser.setTextCursor(cursor)
        bar = self.browser.verticalScrollBar()
        rect = self.browser.cursorRect(cursor)
        bar.setValue(bar.value() + rect.top())
        return True

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules"))
        for i, gid in enumerate(GAME_IDS):
            self.combo.setItemText(i, game_choice_label(gid))
        self._load()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
