"""Painting helpers shared by the table's items: fonts built once, and pictures drawn
once into device-pixel-ratio pixmaps."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPixmap
from PySide6.QtWidgets import QWidget

__all__ = ["device_ratio", "metrics", "paint_to_pixmap", "ui_font", "wrap_lines"]


def ui_font(px: float, bold: bool = False, italic: bool = False) -> QFont:
    """The table's UI font at ``px`` pixels (built once per size and style; do not mutate)."""
    return _ui_font(max(1, round(px)), bold, italic)


@cache
def _ui_font(px: int, bold: bool, italic: bool) -> QFont:
    f = QFont()
    f.setPixelSize(px)
    f.setBold(bold)
    f.setItalic(italic)
    return f


@cache
def metrics(px: int, bold: bool = False, italic: bool = False) -> QFontMetricsF:
    """The metrics of :func:`ui_font` (built once per size and style)."""
    return QFontMetricsF(_ui_font(px, bold, italic))


def device_ratio(widget: QWidget | None) -> float:
    """The device pixel ratio a paint for ``widget`` renders at (1 without a widget)."""
    return widget.devicePixelRatioF() if widget is not None else 1.0


def paint_to_pixmap(rect: QRectF, dpr: float, draw: Callable[[QPainter], None]) -> QPixmap:
    """``draw`` (in item coordinates covering ``rect``) rendered once into a transparent
    pixmap of ``rect`` at device pixel ratio ``dpr``; draw it back at ``rect.topLeft()``."""
    pm = QPixmap(max(1, round(rect.width() * dpr)), max(1, round(rect.height() * dpr)))
    pm.setDevicePixelRatio(dpr)  # the painter works in logical pixels, the pixmap holds device ones
    pm.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pm)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    painter.translate(-rect.topLeft())
    draw(painter)
    painter.end()
    return pm


_TOKEN = re.compile(r"[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+|\s+")


#: Chinese punctuation that never starts a line (it goes with the character before) and
#: that never ends one (it goes with the character after)
_NO_LINE_START = frozenset("。，、；：！？）」』】》〉…’”·")
_NO_LINE_END = frozenset("（「『【《〈‘“")


def _glue_punctuation(tokens: list[str]) -> list[str]:
    """Tokens with closing punctuation joined to the token before it and opening
    punctuation to the token after it, so that a line never starts with "。" or ends
    with "（" (the rule of Chinese typesetting, 避头尾)."""
    out: list[str] = []
    carry = ""  # opening punctuation waiting for the token after it
    for tok in tokens:
        if not carry and tok[0] in _NO_LINE_START and out and not out[-1].isspace():
            out[-1] += tok
        elif tok[-1] in _NO_LINE_END and not tok.isspace():
            carry += tok
        elif tok.isspace():
            out += [carry, tok] if carry else [tok]
            carry = ""
        else:
            out.append(carry + tok)
            carry = ""
    if carry:
        out.append(carry)
    return out


def wrap_lines(fm: QFontMetricsF, text: str, width: float, max_lines: int = 2) -> list[str]:
    """``text`` broken into at most ``max_lines`` lines of at most ``width`` pixels: at
    spaces, between Chinese characters, inside a word only when it is wider than a line;
    what does not fit ends the last line with "…"."""
    if fm.horizontalAdvance(text) <= width or max_lines <= 1:
        return [fm.elidedText(text, Qt.TextElideMode.ElideRight, width)] if text else []
    tokens: list[str] = []
    for tok in _glue_punctuation(_TOKEN.findall(text)):
        if not tok.isspace() and fm.horizontalAdvance(tok) > width:
            tokens.extend(tok)  # a word wider than a line breaks anywhere
        else:
            tokens.append(tok)
    lines: list[str] = []
    line = ""
    for i, tok in enumerate(tokens):
        trial = line + tok
        if not line or fm.horizontalAdvance(trial.rstrip()) <= width:
            line = trial
            continue
        lines.append(line.rstrip())
        if len(lines) == max_lines - 1:
            rest = "".join(tokens[i:]).lstrip()
            lines.append(fm.elidedText(rest, Qt.TextElideMode.ElideRight, width))
            return lines
        line = tok.lstrip()
    if line.strip():
        lines.append(line.rstrip())
    return lines
