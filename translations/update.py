"""Refresh the translation sources and the compiled translations (a developer tool).

    python translations/update.py

1. ``pyside6-lupdate`` scans the package into ``desktop_app_zh_CN.ts`` and
   ``desktop_app_zh_TW.ts`` (no locations, obsolete messages dropped);
2. messages without a finished translation are filled from ``zh_strings.py``
   (Traditional Chinese through OpenCC ``s2twp`` when the ``opencc`` package is importable,
   then ``ZH_TW_OVERRIDES``); finished translations in the .ts files are never touched, so
   hand edits there stay;
3. ``pyside6-lrelease`` compiles them to ``desktop_app/translations/*.qm`` (package data).

A message left unfinished makes the test suite fail (tests/gui/test_i18n.py).
"""

from __future__ import annotations

import pathlib
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent
PACKAGE = ROOT / "desktop_app"
QM_DIR = PACKAGE / "translations"
LANGUAGES = ("zh_CN", "zh_TW")

sys.path.insert(0, str(HERE))
import zh_strings  # noqa: E402


def tool(name: str) -> str:
    """Qt's tool inside the PySide6 package, else the ``pyside6-*`` wrapper."""
    import PySide6.QtCore

    here = pathlib.Path(PySide6.QtCore.__file__).resolve().parent
    short = name.removeprefix("pyside6-")
    for exe in (here / short, here / f"{short}.exe"):
        if exe.is_file():
            return str(exe)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found (it comes with PySide6)")
    return found


def ts_path(lang: str) -> pathlib.Path:
    return HERE / f"desktop_app_{lang}.ts"


def lupdate(paths: list[pathlib.Path]) -> None:
    cmd = [tool("pyside6-lupdate"), "-extensions", "py", "-locations", "none", "-no-obsolete", str(PACKAGE), "-ts"]
    subprocess.run([*cmd, *map(str, paths)], check=True, cwd=ROOT)


def _converter():  # type: ignore[no-untyped-def]
    try:
        import opencc  # type: ignore[import-not-found]
    except ImportError:
        return None
    try:
        return opencc.OpenCC("s2twp")
    except Exception:
        return opencc.OpenCC("s2twp.json")


def zh_cn(context: str, source: str) -> str | None:
    return zh_strings.ZH_CN_BY_CONTEXT.get((context, source), zh_strings.ZH_CN.get(source))


def fill(lang: str) -> list[str]:
    """Fill unfinished messages; return the sources still missing a translation."""
    path = ts_path(lang)
    tree = ET.parse(path)
    root = tree.getroot()
    root.set("language", lang)
    conv = _converter() if lang == "zh_TW" else None
    missing = []
    for ctx in root.iter("context"):
        cname = ctx.findtext("name") or ""
        for msg in ctx.findall("message"):
            source = msg.findtext("source") or ""
            tr = msg.find("translation")
            if tr is None:
                tr = ET.SubElement(msg, "translation")
            if tr.get("type") not in ("unfinished", "vanished", "obsolete") and (tr.text or "").strip():
                continue
            text = zh_cn(cname, source)
            if lang == "zh_TW":
                override = zh_strings.ZH_TW_OVERRIDES.get(source)
                if override is not None:
                    text = override
                elif text is not None and conv is not None:
                    text = conv.convert(text)
                elif text is not None:
                    text = None  # no converter: leave it for a translator
            if text is None:
                missing.append(f"{cname}: {source}")
                continue
            tr.text = text
            tr.attrib.pop("type", None)
    body = ET.tostring(root, encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")
    return missing


def lrelease(lang: str) -> pathlib.Path:
    QM_DIR.mkdir(exist_ok=True)
    out = QM_DIR / f"desktop_app_{lang}.qm"
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts_path(lang)), "-qm", str(out)], check=True)
    return out


def main() -> int:
    lupdate([ts_path(lang) for lang in LANGUAGES])
    status = 0
    for lang in LANGUAGES:
        missing = fill(lang)
        # normalise the file through lupdate again so that it is stable
        lupdate([ts_path(lang)])
        for m in missing:
            print(f"{lang}: untranslated: {m}")
            status = 1
        print("wrote", lrelease(lang))
    return status


if __name__ == "__main__":
    raise SystemExit(main())
