"""Card art: every card in both deck styles at two device pixel ratios, crisp and cached."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from desktop_app.engine.cards import full_deck, parse_card
from desktop_app.ui.table import cardart

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.mark.parametrize("style", cardart.DECK_STYLES)
@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_every_card_renders(qapp, style, dpr):
    width = 72
    for card in full_deck():
        pm = cardart.card_pixmap(card, width, dpr, style)
        assert pm.devicePixelRatio() == dpr
        assert pm.width() == round(width * dpr)
        assert pm.height() == round(round(width * cardart.CARD_RATIO) * dpr)
        img = pm.toImage()
        centre = img.pixelColor(img.width() // 2, img.height() // 2)
        corner = img.pixelColor(0, 0)
        assert centre.alpha() == 255, card  # the face is opaque
        assert corner.alpha() < 255, card  # rounded corners stay transparent
        # something is drawn on the face: not a blank card
        colours = {img.pixelColor(x, y).name() for x in range(0, img.width(), 3) for y in range(0, img.height(), 3)}
        assert len(colours) > 8, card
    back = cardart.back_pixmap(width, dpr)
    assert back.devicePixelRatio() == dpr and not back.isNull()


def test_cache_reuses_pixmaps(qapp):
    cardart.clear_cache()
    a = cardart.card_pixmap(parse_card("7h"), 80, 2.0)
    b = cardart.card_pixmap(parse_card("7h"), 80, 2.0)
    assert a.cacheKey() == b.cacheKey()
    c = cardart.card_pixmap(parse_card("7h"), 80, 1.0)
    assert c.cacheKey() != a.cacheKey()


def _ink_colours(card_text: str, style: str) -> set[str]:
    img = cardart.card_pixmap(parse_card(card_text), 100, 1.0, style).toImage()
    out = set()
    for x in range(img.width()):
        for y in range(img.height()):
            c = img.pixelColor(x, y)
            if c.alpha() == 255 and c.saturation() > 150 and c.value() > 60:
                out.add((c.hue() // 30) * 30)
    return {str(h) for h in out}


def test_four_colour_deck_differs_for_clubs_and_diamonds(qapp):
    for card in ("5c", "9d"):
        assert _ink_colours(card, "two") != _ink_colours(card, "four")
    # hearts stay red, spades black in both styles
    assert cardart.suit_color(parse_card("5h").suit, "four") == cardart.suit_color(parse_card("5h").suit, "two")


def test_jokers_have_distinct_faces(qapp):
    big = cardart.card_pixmap(parse_card("RJ"), 90).toImage()
    small = cardart.card_pixmap(parse_card("BJ"), 90).toImage()
    assert big != small

    # the big joker is colourful, the small one is not
    def saturated(img):
        return sum(
            1
            for x in range(0, img.width(), 2)
            for y in range(0, img.height(), 2)
            if img.pixelColor(x, y).saturation() > 120 and img.pixelColor(x, y).alpha() == 255
        )

    assert saturated(big) > 5 * max(1, saturated(small))
    assert QColor(cardart.suit_color(None)).name() == "#1b1b1f"
