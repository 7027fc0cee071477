"""File dialogs that write dates in the app's language.

Qt's own file dialog (the one drawn by Qt where the platform has no native dialog, as on
most Linux desktops) writes the "Date Modified" column with the *system* locale: under a C
or English system locale a Chinese interface showed "1 12 2026 20:25". The delegate below
writes that column with the application's locale (``QLocale()``, which
``desktop_app.i18n`` sets with the language). A native dialog draws its own dates and does
not use the delegate."""

from __future__ import annotations

from PySide6.QtCore import QLocale, QModelIndex, QPersistentModelIndex
from PySide6.QtWidgets import (
    QFileDialog,
    QFileSystemModel,
    QHeaderView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeView,
    QWidget,
)

__all__ = ["DATE_COLUMN", "LocalDates", "modified_text", "use_local_dates"]

#: QFileSystemModel's "Date Modified" column
DATE_COLUMN = 3
#: QFileSystemModel's "Size" and "Type" columns
SIZE_COLUMN = 1
TYPE_COLUMN = 2
#: A file dialog is at least this large: its detail view's columns are not cut.
MIN_DIALOG_SIZE = (820, 480)


def modified_text(index: QModelIndex | QPersistentModelIndex) -> str | None:
    """The date ``index`` (of a file system model, directly or through proxies) was
    modified, in the app's language; None for another column or model."""
    model = index.model()
    while model is not None and not isinstance(model, QFileSystemModel):
        source = getattr(model, "sourceModel", None)
        if source is None:
            return None
        index = model.mapToSource(index)  # type: ignore[attr-defined]
        model = source()
    if model is None or index.column() != DATE_COLUMN:
        return None
    when = model.lastModified(index)
    return QLocale().toString(when, QLocale.FormatType.ShortFormat) if when.isValid() else ""


class LocalDates(QStyledItemDelegate):
    """Draws the dates of a file view in the app's language, the rest as usual."""

    def initStyleOption(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        text = modified_text(index)
        if text is not None:
            option.text = text  # type: ignore[attr-defined]


def use_local_dates(dlg: QFileDialog, parent: QWidget | None = None) -> QFileDialog:
    """Give ``dlg`` the delegate (owned by the dialog) and room for its columns: a size
    where the details fit, and the size, type and date columns as wide as what they
    show (the Chinese dates and types, and "bytes", were cut); returns ``dlg``."""
    dlg.setItemDelegate(LocalDates(parent or dlg))
    dlg.resize(max(dlg.width(), MIN_DIALOG_SIZE[0]), max(dlg.height(), MIN_DIALOG_SIZE[1]))
    tree = dlg.findChild(QTreeView, "treeView")
    if tree is not None:
        header = tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)  # the name takes the rest
        for column in (SIZE_COLUMN, TYPE_COLUMN, DATE_COLUMN):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    return dlg
