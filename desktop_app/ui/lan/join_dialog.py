"""Game ▸ Join a game…: the host's address and port, your name, the room's password, and
optionally more people at this PC (each gets a connection and a seat of their own; the
hot-seat hand-off then works among them as at one PC).

The last choices come from the settings (``last_join``, cleaned by
:func:`~desktop_app.store.settings.clean_last_join`); the password is never kept.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...net import protocol as P
from ...store.settings import MAX_ADDRESS, MAX_JOIN_PEOPLE, clean_last_join
from .. import texts
from .host_dialog import DEFAULT_PORT
from .texts import failure_text

__all__ = ["JoinChoices", "JoinDialog"]


@dataclass(frozen=True)
class JoinChoices:
    """Where to connect, as whom (one name per person at this PC) and the password."""

    address: str
    port: int
    names: tuple[str, ...]
    password: str = ""

    def to_json(self) -> dict[str, Any]:
        """For the settings (``last_join``): no password."""
        return {"address": self.address, "port": self.port, "names": list(self.names)}


class JoinDialog(QDialog):
    """Open with ``open()``; read :meth:`choices` after ``accepted``."""

    def __init__(
        self, parent: QWidget | None = None, last: Mapping[str, Any] | None = None, player_name: str = ""
    ) -> None:
        super().__init__(parent)
        self.setMinimumWidth(460)
        last = clean_last_join(last)
        names = list(last.get("names", []))
        if player_name:
            names[:1] = [player_name]
        self._last_names = names

        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.address_label, self.port_label, self.name_label = QLabel(), QLabel(), QLabel()
        self.password_label, self.people_label = QLabel(), QLabel()
        self.address_edit = QLineEdit(str(last.get("address", "")))
        self.address_edit.setMaxLength(MAX_ADDRESS)
        self.port_spin = QSpinBox()
        self.port_spin.setRange(1, 65535)
        self.port_spin.setValue(int(last.get("port", DEFAULT_PORT)))
        self.name_edit = QLineEdit(names[0] if names else "")
        self.name_edit.setMaxLength(P.NAME_MAX)
        self.password_edit = QLineEdit()
        self.password_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.password_edit.setMaxLength(128)
        self.people_spin = QSpinBox()
        self.people_spin.setRange(1, MAX_JOIN_PEOPLE)
        self.people_spin.setValue(max(1, min(MAX_JOIN_PEOPLE, len(names))))
        form.addRow(self.address_label, self.address_edit)
        form.addRow(self.port_label, self.port_spin)
        form.addRow(self.name_label, self.name_edit)
        form.addRow(self.password_label, self.password_edit)
        form.addRow(self.people_label, self.people_spin)
        lay.addLayout(form)
        self.more_box = QGroupBox()
        self.more_grid = QGridLayout(self.more_box)
        self._more: list[tuple[QLabel, QLineEdit]] = []
        lay.addWidget(self.more_box)
        self.error_label = QLabel()
        self.error_label.setStyleSheet("color: #c62828;")
        self.error_label.setWordWrap(True)
        lay.addWidget(self.error_label)
        self.buttons = QDialogButtonBox()  # buttons of our own: Qt resets a standard one's text
        self.ok_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.ok_button.setDefault(True)
        self.buttons.accepted.connect(self._try_accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self.people_spin.valueChanged.connect(self._build_more)
        self._build_more()
        self.retranslate()

    def _build_more(self) -> None:
        """One name field for each more person at this PC."""
        want = self.people_spin.value() - 1
        while len(self._more) > want:
            lab, edit = self._more.pop()
            for w in (lab, edit):
                self.more_grid.removeWidget(w)
                w.hide()
                w.deleteLater()
        while len(self._more) < want:
            k = len(self._more) + 1
            lab, edit = QLabel(), QLineEdit()
            edit.setMaxLength(P.NAME_MAX)
            edit.setText(self._last_names[k] if k < len(self._last_names) else texts.default_seat_name(k))
            self.more_grid.addWidget(lab, k, 0)
            self.more_grid.addWidget(edit, k, 1)
            self._more.append((lab, edit))
        self.more_box.setVisible(bool(self._more))
        self._retranslate_more()

    def set_people(self, names: list[str]) -> None:
        """Type the names of the people at this PC (tests and presets)."""
        self.people_spin.setValue(len(names))
        self.name_edit.setText(names[0])
        for (_lab, edit), name in zip(self._more, names[1:], strict=True):
            edit.setText(name)

    # ---- reading
    def names(self) -> tuple[str, ...]:
        return (self.name_edit.text().strip(), *(e.text().strip() for _l, e in self._more))

    def choices(self) -> JoinChoices:
        return JoinChoices(
            self.address_edit.text().strip(), self.port_spin.value(), self.names(), self.password_edit.text()
        )

    def _problem(self) -> str:
        if not self.address_edit.text().strip():
            return failure_text("not_an_address")
        names = self.names()
        for name in names:
            if not name:
                return self.tr("Type a name for each person at this PC.")
            if P.check_name(name) is not None:
                return self.tr(
                    "{name} cannot be a name: a name has at most {n} characters and no control characters."
                ).format(name=name, n=P.NAME_MAX)
        if len({n.casefold() for n in names}) < len(names):
            return self.tr("Each person at this PC needs a name of their own.")
        return ""

    def _try_accept(self) -> None:
        problem = self._problem()
        self.error_label.setText(problem)
        if not problem:
            self.accept()

    # ---- language
    def _retranslate_more(self) -> None:
        for k, (lab, _edit) in enumerate(self._more, start=2):
            lab.setText(self.tr("Person {n}").format(n=k))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Join a game"))
        self.address_label.setText(self.tr("Host's address"))
        self.address_edit.setPlaceholderText(self.tr("for example 192.168.1.20"))
        self.port_label.setText(self.tr("Port"))
        self.name_label.setText(self.tr("Your name"))
        self.password_label.setText(self.tr("Password"))
        self.password_edit.setPlaceholderText(self.tr("if the room has one"))
        self.people_label.setText(self.tr("People at this PC"))
        self.more_box.setTitle(self.tr("More people at this PC (each gets a seat)"))
        self._retranslate_more()
        self.ok_button.setText(self.tr("Join"))
        self.cancel_button.setText(self.tr("Cancel"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
