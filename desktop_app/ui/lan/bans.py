"""The host's list of the room's bans (Room ▸ Bans in the host's lobby): who is banned by
name, by device (their PC) or by address, and a button to lift a ban.

It shows :meth:`LanHost.bans` and follows ``bans_changed``; lifting calls
:meth:`LanHost.unban`. A ban is made from the lobby's seat menu (``kick(seat, ban=...)``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

__all__ = ["BansDialog", "ban_text"]


#: How each kind of ban reads in the list.
_TEXTS = {
    "name": QT_TRANSLATE_NOOP("BansDialog", "Name: {name}"),
    "device_of": QT_TRANSLATE_NOOP("BansDialog", "Device: the PC {name} used"),
    "device": QT_TRANSLATE_NOOP("BansDialog", "Device: {id}"),
    "address_of": QT_TRANSLATE_NOOP("BansDialog", "Address: {address} (everyone there; banned with {name})"),
    "address": QT_TRANSLATE_NOOP("BansDialog", "Address: {address} (everyone there)"),
}


def _tr(key: str) -> str:
    return QCoreApplication.translate("BansDialog", _TEXTS[key])


def ban_text(ban: Any) -> str:
    """One ban in words (``ban``: a :class:`~desktop_app.net.host.Ban`)."""
    if ban.kind == "name":
        return _tr("name").format(name=ban.value)
    if ban.kind == "device":
        return _tr("device_of").format(name=ban.name) if ban.name else _tr("device").format(id=ban.value[:8])
    if ban.name:
        return _tr("address_of").format(address=ban.value, name=ban.name)
    return _tr("address").format(address=ban.value)


class BansDialog(QDialog):
    """The room's bans, with Lift the ban for the one selected."""

    def __init__(self, host: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.list = QListWidget()
        self.empty = QLabel()
        self.lift_button = QPushButton()
        self.lift_button.clicked.connect(self.lift_selected)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self.buttons.addButton(self.lift_button, QDialogButtonBox.ButtonRole.ActionRole)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.list)
        layout.addWidget(self.empty)
        layout.addWidget(self.buttons)
        self.list.currentRowChanged.connect(lambda _row: self._sync_button())
        host.bans_changed.connect(self.refresh)
        self.resize(460, 300)
        self.retranslate()

    def refresh(self) -> None:
        """Show the host's bans as they are now."""
        row = self.list.currentRow()
        self.list.clear()
        for ban in self.host.bans():
            item = QListWidgetItem(ban_text(ban))
            item.setData(Qt.ItemDataRole.UserRole, (ban.kind, ban.value))
            self.list.addItem(item)
        if self.list.count():
            self.list.setCurrentRow(min(max(row, 0), self.list.count() - 1))
        self.empty.setVisible(self.list.count() == 0)
        self.list.setVisible(self.list.count() > 0)
        self._sync_button()

    def lift_selected(self) -> bool:
        """Lift the selected ban (False: none selected)."""
        item = self.list.currentItem()
        if item is None:
            return False
        kind, value = item.data(Qt.ItemDataRole.UserRole)
        return bool(self.host.unban(kind, value))

    def _sync_button(self) -> None:
        self.lift_button.setEnabled(self.list.currentItem() is not None)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Bans"))
        self.note.setText(
            self.tr(
                "A ban by name keeps that name out; by device, that PC, whatever name it uses; by address, "
                "everyone at that address. Bans last while the room is open."
            )
        )
        self.empty.setText(self.tr("Nobody is banned from this room."))
        self.lift_button.setText(self.tr("Lift the ban"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
