"""The host's list of the room's bans, each of which it may lift (``LanHost.bans`` /
``unban``): a banned name, a banned PC (the device id its ``hello`` sent) or a banned
address (everyone there). It follows the host's ``bans_changed`` while open."""

from __future__ import annotations

import contextlib
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

__all__ = ["BansDialog", "ban_kind_text"]


def ban_kind_text(kind: str) -> str:
    """What a ban holds, in words: a name, a PC, an address."""
    from PySide6.QtCore import QCoreApplication

    words = {
        "name": QCoreApplication.translate("BansDialog", "The name"),
        "device": QCoreApplication.translate("BansDialog", "Their PC"),
        "address": QCoreApplication.translate("BansDialog", "Everyone at the address"),
    }
    return words.get(kind, kind)


class BansDialog(QDialog):
    """The bans of ``host`` (a ``LanHost``), with "Lift the ban" for the selected one."""

    def __init__(self, host: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("BansDialog")
        self.setMinimumSize(520, 300)
        self.host = host
        lay = QVBoxLayout(self)
        self.note = QLabel()
        self.note.setWordWrap(True)
        lay.addWidget(self.note)
        self.table = QTableWidget(0, 3)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        lay.addWidget(self.table, 1)
        row = QHBoxLayout()
        self.lift_button = QPushButton()
        self.lift_button.setAutoDefault(False)
        self.lift_button.clicked.connect(self.lift_selected)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.accept)
        row.addWidget(self.lift_button)
        row.addStretch(1)
        row.addWidget(self.close_button)
        lay.addLayout(row)
        host.bans_changed.connect(self.refresh)
        self.retranslate()

    def done(self, result: int) -> None:
        with contextlib.suppress(RuntimeError, TypeError):
            self.host.bans_changed.disconnect(self.refresh)
        super().done(result)

    def rows(self) -> list[tuple[str, str, str]]:
        """The list as text (tests read it): who, what is banned, its value."""
        return [
            tuple(self.table.item(r, c).text() for c in range(3))  # type: ignore[misc]
            for r in range(self.table.rowCount())
        ]

    def lift(self, row: int) -> bool:
        """Lift the ban of ``row``."""
        bans = self.host.bans()
        if not 0 <= row < len(bans):
            return False
        return bool(self.host.unban(bans[row].kind, bans[row].value))

    def lift_selected(self) -> bool:
        return self.lift(self.table.currentRow())

    def refresh(self) -> None:
        bans = self.host.bans()
        self.table.setRowCount(len(bans))
        for r, ban in enumerate(bans):
            value = ban.value if ban.kind != "device" else self.tr("PC {id}…").format(id=ban.value[:8])
            for c, text in enumerate((ban.name or "—", ban_kind_text(ban.kind), value)):
                item = QTableWidgetItem(text)
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                self.table.setItem(r, c, item)
        if bans and self.table.currentRow() < 0:
            self.table.selectRow(0)
        self.note.setText(
            self.tr("Nobody is banned from this room.")
            if not bans
            else self.tr("They may not join this room again while it is open. Lift a ban to let them in.")
        )
        self._update_buttons()

    def _update_buttons(self) -> None:
        self.lift_button.setEnabled(0 <= self.table.currentRow() < self.table.rowCount())

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Bans"))
        self.table.setHorizontalHeaderLabels([self.tr("Banned for"), self.tr("What is banned"), self.tr("Which")])
        self.lift_button.setText(self.tr("Lift the ban"))
        self.close_button.setText(self.tr("Close"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
