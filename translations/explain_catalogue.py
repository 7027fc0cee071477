"""Write the referee's pure-Python catalogue of the Why? texts (a developer tool).

    python translations/explain_catalogue.py

The referee has no Qt, so the Chinese of the explanations (context "Explain", and the
"Texts" names they use: combinations, options, sky cards, jokers) is copied from the .ts
files into ``desktop_app/referee/explain_texts.py``. Run it after ``update.py`` whenever an
explanation changes; tests/unit/referee/test_explain_op.py fails when the two disagree.
"""

from __future__ import annotations

import pathlib
import sys
import xml.etree.ElementTree as ET

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent
OUT = ROOT / "desktop_app" / "referee" / "explain_texts.py"
LANGUAGES = ("zh_CN", "zh_TW")


def wanted() -> set[tuple[str, str]]:
    """The (context, source) pairs the explanations use: every "Explain" message, and the
    "Texts" names :mod:`desktop_app.engine.explain` cites."""
    sys.path.insert(0, str(ROOT))
    from desktop_app.engine import combo_names, explain

    texts = {*combo_names.COMBOS_COMMON.values(), *explain.OPTION_NAMES.values(), *explain.SKY_NAMES.values()}
    texts |= set(explain._RANK_WORDS.values())
    for names in combo_names.COMBOS.values():
        texts |= set(names.values())
    return {("Texts", t) for t in texts}


def read_ts(lang: str) -> dict[tuple[str, str], str]:
    """(context, source) -> the finished translation, from ``desktop_app_<lang>.ts``."""
    root = ET.parse(HERE / f"desktop_app_{lang}.ts").getroot()
    out: dict[tuple[str, str], str] = {}
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.findall("message"):
            tr = msg.find("translation")
            if tr is not None and tr.get("type") is None and tr.text:
                out[(name, msg.findtext("source") or "")] = tr.text
    return out


def catalogue() -> dict[str, dict[str, dict[str, str]]]:
    """lang -> context -> source -> translation."""
    keys = wanted()
    out: dict[str, dict[str, dict[str, str]]] = {}
    for lang in LANGUAGES:
        ts = read_ts(lang)
        table: dict[str, dict[str, str]] = {}
        for (ctx, source), text in sorted(ts.items()):
            if ctx == "Explain" or (ctx, source) in keys:
                table.setdefault(ctx, {})[source] = text
        out[lang] = table
    return out


def module_text(cat: dict[str, dict[str, dict[str, str]]]) -> str:
    lines = [
        "# ruff: noqa: E501",
        '"""The Why? texts in Chinese for the referee (no Qt): GENERATED from the .ts files by',
        "``translations/explain_catalogue.py``; do not edit. lang -> context -> English source ->",
        'translation."""',
        "",
        "CATALOGUE: dict[str, dict[str, dict[str, str]]] = {",
    ]
    for lang, table in cat.items():
        lines.append(f"    {lang!r}: {{")
        for ctx, messages in table.items():
            lines.append(f"        {ctx!r}: {{")
            for source, text in messages.items():
                lines.append(f"            {source!r}: {text!r},")
            lines.append("        },")
        lines.append("    },")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main() -> int:
    OUT.write_text(module_text(catalogue()), encoding="utf-8")
    print("wrote", OUT)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
