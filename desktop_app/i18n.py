"""Languages: System / English / 简体中文 / 繁體中文, switched live.

The app's own translations are compiled ``.qm`` files shipped in the package
(``desktop_app/translations/desktop_app_<lang>.qm``, built by ``pyside6-lrelease`` from
``translations/*.ts``); Qt's own (``qtbase_<lang>.qm``) come from Qt's translations folder.
Installing a translator makes Qt post ``QEvent.LanguageChange`` to every widget, and each
widget re-sets its texts in ``changeEvent``.

>>> resolve_language("zh_TW"), resolve_language("en")
('zh_TW', 'en')
>>> language_for_locale_name("zh_Hant_HK"), language_for_locale_name("zh_SG"), language_for_locale_name("fr_FR")
('zh_TW', 'zh_CN', 'en')
"""

from __future__ import annotations

import sys
from pathlib import Path

__all__ = [
    "LANGUAGES",
    "LANGUAGE_NATIVE_NAMES",
    "Translators",
    "language_for_locale_name",
    "qm_dir",
    "qm_path",
    "resolve_language",
    "system_language",
]

#: the choices of the Language menu; "system" follows the operating system
LANGUAGES: tuple[str, ...] = ("system", "en", "zh_CN", "zh_TW")
#: each language's name in itself (never translated)
LANGUAGE_NATIVE_NAMES = {"en": "English", "zh_CN": "简体中文", "zh_TW": "繁體中文"}
DOMAIN = "desktop_app"


def qm_dir() -> Path:
    """The folder of the compiled translations (installed, source checkout or frozen)."""
    meipass = getattr(sys, "_MEIPASS", None)
    if meipass:
        return Path(meipass) / "desktop_app" / "translations"
    return Path(__file__).resolve().parent / "translations"


def qm_path(language: str) -> Path:
    return qm_dir() / f"{DOMAIN}_{language}.qm"


def language_for_locale_name(name: str) -> str:
    """Map a locale name (``zh_CN``, ``zh_Hant_TW``, ``en_US``...) to a UI language."""
    n = name.replace("-", "_")
    low = n.lower()
    if not low.startswith("zh"):
        return "en"
    if "hant" in low or any(low.endswith(t) for t in ("_tw", "_hk", "_mo")):
        return "zh_TW"
    return "zh_CN"


def system_language() -> str:
    """The UI language that matches the operating system's locale."""
    from PySide6.QtCore import QLocale

    loc = QLocale.system()
    if loc.language() != QLocale.Language.Chinese:
        for name in loc.uiLanguages():
            if name.lower().startswith("zh"):
                return language_for_locale_name(name)
        return "en"
    if loc.script() == QLocale.Script.TraditionalChineseScript:
        return "zh_TW"
    if loc.territory() in (QLocale.Country.Taiwan, QLocale.Country.HongKong, QLocale.Country.Macao):
        return "zh_TW"
    return "zh_CN"


def resolve_language(choice: str) -> str:
    """``"system"`` becomes the system's language; unknown choices become English."""
    if choice == "system":
        return system_language()
    return choice if choice in LANGUAGE_NATIVE_NAMES else "en"


def _qt_gaps() -> None:
    """Strings of Qt's own dialogs that Qt's catalogs (``qtbase_zh_*.qm``) leave out: the
    app's translations carry them in Qt's context, and Qt falls back to them (never
    called: ``pyside6-lupdate`` reads the marks)."""
    from PySide6.QtCore import QT_TRANSLATE_NOOP

    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:")
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:")
    QT_TRANSLATE_NOOP("QFileSystemModel", "%1 KB")
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder")


#: the translators this module installed (shared: the application has one set)
_INSTALLED: list[object] = []


class Translators:
    """The installed translators of the application (the app's and Qt's own)."""

    def __init__(self) -> None:
        self.language = "en"
        self.choice = "system"

    def set_language(self, choice: str) -> str:
        """Install the translations for ``choice`` (a LANGUAGES entry); returns the
        resolved language. Every widget then receives ``LanguageChange``."""
        from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

        app = QCoreApplication.instance()
        language = resolve_language(choice)
        for t in _INSTALLED:
            QCoreApplication.removeTranslator(t)  # type: ignore[arg-type]
        _INSTALLED.clear()
        if language != "en":
            own = QTranslator(app)
            if own.load(str(qm_path(language))):
                QCoreApplication.installTranslator(own)
                _INSTALLED.append(own)
            qt = QTranslator(app)
            qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            if qt.load(f"qtbase_{language}", qt_dir):
                QCoreApplication.installTranslator(qt)
                _INSTALLED.append(qt)
            QLocale.setDefault(QLocale(language))
        else:
            QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
        self.language = language
        self.choice = choice
        return language
