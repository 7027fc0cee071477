"""Paiju 牌局: five Chinese card games at one PC or over a LAN, with bots."""

__version__ = "0.1.0"
APP_NAME = "Paiju"
