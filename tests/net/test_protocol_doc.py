"""docs/protocol.md keeps up with the code.

The doc must name every view field of every game, every event kind the engines emit
(with every data key seen in play), every phase and result id, every reason code a
refusal can carry, every message type, error reason, refusal code and bye reason of the
host, every option of ``paiju --server``; its generated tables must be current
(``docs/protocol_tables.py``) and its password test vectors must match
``password_proof``. Kinds, keys, phases and results are collected from random bot
play-throughs of every game (some ended by an abandon) and from a static scan of the
sources, so a new one fails here until the doc describes it.
"""

from __future__ import annotations

import ast
import contextlib
import dataclasses
import functools
import hashlib
import hmac
import importlib.util
import json
import pathlib
import random
import re
from collections import Counter, defaultdict
from typing import Any

import pytest

from desktop_app import engine
from desktop_app.ai.play import bots_for
from desktop_app.engine.core import Action, EngineError
from desktop_app.engine.wire import seat_fields, view_class
from desktop_app.net import protocol as P

ROOT = pathlib.Path(__file__).resolve().parents[2]
DOC_PATH = ROOT / "docs" / "protocol.md"
DOC = DOC_PATH.read_text(encoding="utf-8")
GAMES = ("tiandiren", "doudizhu", "hongwu", "yuanzi", "shengsidu")
PLAYERS = {"tiandiren": (2, 3, 4), "doudizhu": (3,), "hongwu": (4,), "yuanzi": (4,), "shengsidu": (2, 3, 4)}
OPTIONS: dict[str, list[dict[str, Any]]] = {
    "doudizhu": [{}, {"variant": "classic", "spring": True}],
    "hongwu": [{}, {"kitty_double": True, "red_five_penalty": 10, "follow_pattern": True}],
    "shengsidu": [{}, {"scoring": "rank", "winner_leads": True}],
}
DEALS = 8  # per game: every other one ends by an abandon at a random moment


# --------------------------------------------------------------------------- the doc


def _between(start: str, end: str) -> str:
    i = DOC.find(start)
    assert i >= 0, f"docs/protocol.md lacks {start!r}"
    j = DOC.find(end, i + len(start))
    assert j >= 0, f"docs/protocol.md lacks {end!r} after {start!r}"
    return DOC[i + len(start) : j]


def _section(heading_re: str) -> str:
    """The text from the heading matching ``heading_re`` to the next heading of the same
    or a higher level."""
    m = re.search(heading_re, DOC, re.M)
    assert m is not None, f"docs/protocol.md has no heading matching {heading_re!r}"
    level = len(m.group(0)) - len(m.group(0).lstrip("#"))
    rest = DOC[m.end() :]
    nxt = re.search(rf"^#{{1,{level}}} ", rest, re.M)
    return rest[: nxt.start()] if nxt else rest


def _game_section(game: str) -> str:
    return _section(rf"^### 9\.\d+ .*`{game}`")


def _rows(text: str) -> dict[str, str]:
    """Markdown table rows keyed by the code word of their first cell."""
    out = {}
    for line in text.splitlines():
        m = re.match(r"\|\s*`([^`]+)`\s*\|", line)
        if m:
            out[m.group(1)] = line
    return out


def _names(text: str) -> set[str]:
    """Every `code word` in ``text`` (a cell may list several: `a`, `b`)."""
    return set(re.findall(r"`([^`]+)`", text))


def _events_table(game: str) -> dict[str, str]:
    return _rows(_between(f"<!-- events: {game} -->", f"<!-- end events: {game} -->"))


# --------------------------------------------------------------------------- the code


def _ast(path: pathlib.Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), str(path))


def _call_name(node: ast.Call) -> str:
    f = node.func
    if isinstance(f, ast.Name):
        return f.id
    if isinstance(f, ast.Attribute):
        return f.attr
    return ""


def _const(node: ast.AST | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _dict_literals(tree: ast.AST) -> list[dict[str, ast.AST]]:
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            d = {}
            for k, v in zip(node.keys, node.values, strict=True):
                key = _const(k)
                if key is not None:
                    d[key] = v
            out.append(d)
    return out


def _engine_files(game: str | None = None) -> list[pathlib.Path]:
    base = ROOT / "desktop_app" / "engine"
    return sorted((base / game).rglob("*.py")) if game else sorted(base.rglob("*.py"))


@functools.cache
def _static_event_kinds(game: str) -> frozenset[str]:
    """Every ``Event("kind", ...)`` literal in the game's package."""
    kinds = set()
    for path in _engine_files(game):
        for node in ast.walk(_ast(path)):
            if isinstance(node, ast.Call) and _call_name(node) == "Event" and node.args:
                kind = _const(node.args[0])
                if kind is not None:
                    kinds.add(kind)
    return frozenset(kinds)


def _error_class_names(trees: list[ast.Module]) -> set[str]:
    """EngineError and every class that derives from it in these modules."""
    names = {"EngineError"}
    grew = True
    while grew:
        grew = False
        for tree in trees:
            for node in ast.walk(tree):
                if isinstance(node, ast.ClassDef) and node.name not in names:
                    bases = {b.id if isinstance(b, ast.Name) else getattr(b, "attr", "") for b in node.bases}
                    if bases & names:
                        names.add(node.name)
                        grew = True
    return names


def _reasons_in(trees: list[ast.Module], classes: set[str]) -> set[str]:
    """Reason codes these modules raise with: the second argument or ``reason=`` of an
    error class call, the reasons of ``ActionSpec(...)`` rows, ``default_reason``s."""
    found = set()
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                name = _call_name(node)
                if name in classes:
                    if len(node.args) >= 2 and _const(node.args[1]):
                        found.add(_const(node.args[1]))
                    found |= {_const(k.value) for k in node.keywords if k.arg == "reason" and _const(k.value)}
                elif name == "ActionSpec":
                    found |= {
                        _const(k.value)
                        for k in node.keywords
                        if k.arg in ("reason", "range_reason", "cards_reason") and _const(k.value)
                    }
            elif (
                isinstance(node, ast.Assign)
                and any(isinstance(t, ast.Name) and t.id == "default_reason" for t in node.targets)
                and _const(node.value)
            ):
                found.add(_const(node.value))  # type: ignore[arg-type]
    return {r for r in found if r}


@functools.cache
def _engine_reasons() -> frozenset[str]:
    trees = [_ast(p) for p in _engine_files()]
    return frozenset(_reasons_in(trees, _error_class_names(trees)))


@functools.cache
def _session_reasons() -> frozenset[str]:
    trees = [_ast(ROOT / "desktop_app" / "session" / "session.py")]
    return frozenset(_reasons_in(trees, {"SessionError", "NotYourTurnError", "EngineError"}))


#: The LAN host's modules (the ``desktop_app/net/host`` package), relative to ``desktop_app/net``.
HOST_FILES = tuple(sorted(f"host/{p.name}" for p in (ROOT / "desktop_app" / "net" / "host").glob("*.py")))


def _host_tree() -> ast.Module:
    """Every module of the host as one tree."""
    trees = [_ast(ROOT / "desktop_app" / "net" / path) for path in HOST_FILES]
    return ast.Module(body=[n for tree in trees for n in tree.body], type_ignores=[])


def _host_rejections() -> set[str]:
    """The host's own codes: ``reject("code", ...)`` in ``LanHost._on_action``."""
    return {
        _const(n.args[0])
        for n in ast.walk(_host_tree())
        if isinstance(n, ast.Call) and _call_name(n) == "reject" and n.args and _const(n.args[0])
    }  # type: ignore[misc]


def _host_message_types() -> set[str]:
    types = set()
    for path in (*HOST_FILES, "protocol.py"):
        for d in _dict_literals(_ast(ROOT / "desktop_app" / "net" / path)):
            t = _const(d.get("t"))
            if t:
                types.add(t)
    return types


def _host_error_reasons() -> set[str]:
    tree = _host_tree()
    found = {"bad_frame"}  # ProtocolError's reason (protocol.py)
    for d in _dict_literals(tree):
        if _const(d.get("t")) == "error" and _const(d.get("reason")):
            found.add(_const(d["reason"]))  # type: ignore[arg-type]
    for n in ast.walk(tree):
        if isinstance(n, ast.Call) and _call_name(n) == "_error" and len(n.args) >= 2 and _const(n.args[1]):
            found.add(_const(n.args[1]))  # type: ignore[arg-type]
    return found


def _host_refusals() -> set[str]:
    found = set(P.REFUSAL_CODES)
    for n in ast.walk(_host_tree()):
        if isinstance(n, ast.Call) and _call_name(n) == "_refuse" and len(n.args) >= 2 and _const(n.args[1]):
            found.add(_const(n.args[1]))  # type: ignore[arg-type]
    return found


def _bye_reasons() -> set[str]:
    tree = _host_tree()
    found = set()
    for d in _dict_literals(tree):
        if _const(d.get("t")) == "bye" and _const(d.get("reason")):
            found.add(_const(d["reason"]))  # type: ignore[arg-type]
    for n in ast.walk(tree):
        if isinstance(n, ast.FunctionDef) and n.name == "close":
            found |= {_const(x) for x in n.args.defaults if _const(x)}  # type: ignore[misc]
            for a in ast.walk(n):  # messages = {"host_quit": "...", ...}: the reasons close() words
                if isinstance(a, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "messages" for t in a.targets):
                    found |= set(_dict_literals(a.value)[0])
    server = _ast(ROOT / "desktop_app" / "net" / "server.py")
    for n in ast.walk(server):
        if isinstance(n, ast.Call) and _call_name(n) == "close" and n.args and _const(n.args[0]):
            found.add(_const(n.args[0]))  # type: ignore[arg-type]
    return found


@dataclasses.dataclass
class Seen:
    """What random play-throughs of one game showed."""

    events: dict[str, set[str]] = dataclasses.field(default_factory=lambda: defaultdict(set))
    private: set[str] = dataclasses.field(default_factory=set)
    phases: set[str] = dataclasses.field(default_factory=set)
    results: dict[str, set[str]] = dataclasses.field(default_factory=lambda: defaultdict(set))


@functools.cache
def _play(game: str) -> Seen:
    seen = Seen()
    cls = engine.game_class(game)
    for deal in range(DEALS):
        n = PLAYERS[game][deal % len(PLAYERS[game])]
        options = OPTIONS.get(game, [{}])
        g = cls(n, options[deal % len(options)], seed=1000 + deal)
        bots = bots_for(game, ["random"] * n, seed=deal)
        rng = random.Random(deal)
        quit_at = rng.randrange(40) if deal % 2 else None
        moves = 0
        while g.outcome is None:
            seen.phases.add(g.phase)
            if moves == quit_at:
                quit_at = None
                with contextlib.suppress(EngineError):  # a seat that has left (天地人) may not abandon
                    g.apply(Action(rng.randrange(n), "abandon"))
                continue
            seat = g.to_move
            assert seat is not None
            g.apply(bots[seat].decide(g.view_for(seat)))
            moves += 1
        seen.phases.add(g.phase)
        for e in g.events:
            seen.events[e.kind] |= set(e.data)
            if e.visible_to is not None:
                seen.private.add(e.kind)
        for r in g.outcome.results:
            seen.results[r.result] |= set(r.detail)
    return seen


def _tables() -> Any:
    spec = importlib.util.spec_from_file_location("protocol_tables", ROOT / "docs" / "protocol_tables.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


# --------------------------------------------------------------------------- tests


def test_the_generated_tables_are_up_to_date():
    assert _tables().render(DOC) == DOC, "run: python docs/protocol_tables.py"


@pytest.mark.parametrize("game", GAMES)
def test_every_view_field_is_documented(game):
    block = _between(f"<!-- generated: view-{game} -->", f"<!-- end: view-{game} -->")
    tables = _tables()
    missing = []
    nested: list[type] = []
    for name, hint, _f in tables._json_fields(view_class(game)):
        if f"| `{name}` |" not in block:
            missing.append(name)
        tables._nested(hint, nested)
    for sub in nested:
        part = block.split(f"`{sub.__name__}` (an object):", 1)
        rows = _rows(part[1].split("(an object):", 1)[0]) if len(part) == 2 else {}
        missing += [f"{sub.__name__}.{name}" for name, _h, _f in tables._json_fields(sub) if name not in rows]
    assert not missing, f"{game}: view fields missing from docs/protocol.md: {missing}"


def test_the_seat_dependent_fields_are_named():
    text = _section(r"^## 8\. ")
    for game in GAMES:
        for attr in seat_fields(game):
            name = {"game_id": "game", "num_players": "players"}.get(attr, attr)
            assert f"`{name}`" in text, f"section 8 does not name the seat-dependent field {name!r} ({game})"


@pytest.mark.parametrize("game", GAMES)
def test_every_event_kind_is_documented(game):
    rows = _events_table(game)
    emitted = set(_static_event_kinds(game)) | set(_play(game).events)
    assert emitted - set(rows) == set(), f"{game}: event kinds missing from the doc"
    assert set(rows) - set(_static_event_kinds(game)) == set(), f"{game}: the doc lists kinds the engine never emits"


@pytest.mark.parametrize("game", GAMES)
def test_every_event_data_key_and_privacy_is_documented(game):
    rows = _events_table(game)
    seen = _play(game)
    missing = {
        kind: sorted(keys - _names(rows[kind])) for kind, keys in seen.events.items() if keys - _names(rows[kind])
    }
    assert not missing, f"{game}: event data keys missing from the doc: {missing}"
    unmarked = [kind for kind in seen.private if "private" not in rows[kind]]
    assert not unmarked, f"{game}: private events not marked private in the doc: {unmarked}"


@pytest.mark.parametrize("game", GAMES)
def test_every_phase_and_result_is_documented(game):
    text = _game_section(game)
    names = _names(text)
    seen = _play(game)
    assert "over" in seen.phases
    assert seen.phases - names == set(), f"{game}: phases missing from section 9"
    assert set(seen.results) - names == set(), f"{game}: outcome result ids missing from section 9"
    details = set().union(*seen.results.values())
    assert details - names == set(), f"{game}: outcome detail keys missing from section 9"
    kinds = set(engine.game_class(game).ACTION_SPECS)
    assert kinds - names == set(), f"{game}: action kinds missing from section 9"


def test_every_reason_code_is_documented():
    text = _section(r"^## 10\. ")
    documented = _names(text)
    for source, codes in (
        ("the engine", _engine_reasons()),
        ("the session", _session_reasons()),
        ("the host", _host_rejections()),
    ):
        assert codes, f"the scan found no reason codes in {source}"
        missing = sorted(set(codes) - documented)
        assert not missing, f"reason codes of {source} missing from section 10: {missing}"


def test_every_message_type_is_documented():
    table = _section(r"^## 1\. ").split("Message types:", 1)[1].strip().split("\n\n", 1)[0]
    documented = _names(table)
    types = _host_message_types() | P.CLIENT_TYPES | P.HOST_TYPES
    assert {"server", "welcome", "update", "error"} <= types  # the scan works
    assert types - documented == set()
    for t in types:
        assert re.search(rf"^#### .*`{t}`|^### .*`{t}`", DOC, re.M), f"no heading describes {t!r}"


def test_every_error_refusal_and_bye_reason_is_documented():
    errors = _rows(_section(r"^## 2\. "))
    assert _host_error_reasons() - set(errors) == set(), "error reasons missing from section 2"
    refused = _rows(_section(r"^### `refused`"))
    assert _host_refusals() - set(refused) == set(), "refusal codes missing from the refused table"
    bye = _names(_section(r"^### `bye`"))
    reasons = _bye_reasons()
    assert {"host_quit", "server_stopping", "replaced"} <= reasons  # the scan works
    assert reasons - bye == set(), "bye reasons missing from the bye section"


def test_every_server_option_is_documented():
    from desktop_app.net.server import build_parser

    text = _section(r"^## 14\. ")
    for action in build_parser()._actions:
        if action.help == "==SUPPRESS==" or not action.option_strings or "-h" in action.option_strings:
            continue
        assert f"`{action.option_strings[-1]}`" in text, f"{action.option_strings[-1]} is not in section 14"


def test_the_password_test_vectors_match_password_proof():
    block = _between("<!-- password-vectors -->", "<!-- end password-vectors -->")
    rows = [line for line in block.splitlines() if line.startswith("| `")]
    assert len(rows) >= 2
    for line in rows:
        password, key_hex, nonce, proof = re.findall(r"`([^`]*)`", line)
        assert password.encode("utf-8").hex() == key_hex
        assert P.password_proof(password, nonce) == proof
        assert P.proof_matches(password, nonce, proof)
        assert P.proof_matches(password, nonce, proof.upper())
        assert not P.proof_matches(password + "x", nonce, proof)
    m = re.search(r"gives\s+`([0-9a-f]{64})`\s+for\s+`secret`", _section(r"^### The password proof"))
    assert m is not None, "the lenient form's example is missing"
    nonce = "00112233445566778899aabbccddeeff"
    assert m.group(1) == hmac.new(b"secret", nonce.encode("ascii"), hashlib.sha256).hexdigest()
    assert P.proof_matches("secret", nonce, m.group(1))


# --------------------------------------------------------------------------- LAN part 2


def _heading_sections(t: str) -> str:
    """The text under every heading that names message type ``t`` in backticks."""
    out = []
    for m in re.finditer(rf"^(#+) [^\n]*`{re.escape(t)}`[^\n]*$", DOC, re.M):
        level = len(m.group(1))
        rest = DOC[m.end() :]
        nxt = re.search(rf"^#{{1,{level}}} ", rest, re.M)
        out.append(rest[: nxt.start()] if nxt else rest)
    assert out, f"no heading describes {t!r}"
    return "\n".join(out)


_READERS = {"_int", "_bool", "_text", "_object"}


def _keys_read(fn: ast.AST, functions: dict[str, ast.FunctionDef], seen: set[str] | None = None) -> set[str]:
    """The message keys a parser function reads: ``_int(d, "key")`` and the like, and
    ``d.get("key")``; keys of a nested object as ``parent.key`` (the variable's name),
    following the ``_parse_*`` functions it calls."""
    seen = set() if seen is None else seen
    keys: set[str] = set()
    alias = {}  # a = d.get("action"): a's keys are action.<key>
    for n in ast.walk(fn):
        if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name):
            v = n.value
            if isinstance(v, ast.Call) and _call_name(v) == "get" and v.args and _const(v.args[0]):
                alias[n.targets[0].id] = _const(v.args[0])
    for n in ast.walk(fn):
        if not isinstance(n, ast.Call):
            continue
        name = _call_name(n)
        obj = None
        if name in _READERS and len(n.args) >= 2 and isinstance(n.args[0], ast.Name):
            obj, key = n.args[0].id, _const(n.args[1])
        elif name == "get" and isinstance(n.func, ast.Attribute) and isinstance(n.func.value, ast.Name) and n.args:
            obj, key = n.func.value.id, _const(n.args[0])
        elif name in functions and name not in seen:
            seen.add(name)
            keys |= _keys_read(functions[name], functions, seen)
            continue
        else:
            continue
        if key is None or key == "t":
            continue
        keys.add(key if obj == "d" else f"{alias.get(obj, obj)}.{key}")
    return keys


def _parsed_keys(dispatch: str) -> dict[str, set[str]]:
    """Per message type, the keys ``protocol.<dispatch>`` reads (its ``if t == ...``
    branches)."""
    tree = _ast(ROOT / "desktop_app" / "net" / "protocol.py")
    functions = {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef)}
    out: dict[str, set[str]] = defaultdict(set)
    for n in ast.walk(functions[dispatch]):
        if (
            isinstance(n, ast.If)
            and isinstance(n.test, ast.Compare)
            and isinstance(n.test.left, ast.Name)
            and n.test.left.id == "t"
            and _const(n.test.comparators[0])
        ):
            t = _const(n.test.comparators[0])
            for stmt in n.body:
                out[t] |= _keys_read(stmt, functions)  # type: ignore[index]
    return out


def _sent_keys(path: pathlib.Path) -> dict[str, set[str]]:
    """Per message type, the keys of every dict literal with a constant ``"t"`` in a
    module (a nested literal's keys as ``parent.key``)."""
    out: dict[str, set[str]] = defaultdict(set)
    for node in ast.walk(_ast(path)):
        if not isinstance(node, ast.Dict):
            continue
        d = {_const(k): v for k, v in zip(node.keys, node.values, strict=True) if _const(k)}
        t = _const(d.get("t"))
        if not t:
            continue
        for key, value in d.items():
            if key == "t":
                continue
            out[t].add(key)  # type: ignore[arg-type]
            if isinstance(value, ast.Dict):
                out[t] |= {f"{key}.{_const(k)}" for k in value.keys if _const(k)}
    return out


def _documented(key: str, text: str) -> bool:
    parent, _, leaf = key.rpartition(".")
    return any(
        form in text for form in (f"`{key}`", f"`{leaf}`", f'"{leaf}"', f"`{parent}.{leaf}`" if parent else f"`{key}`")
    )


def test_every_message_type_is_in_its_column():
    table = _section(r"^## 1\. ").split("Message types:", 1)[1].strip().split("\n\n", 1)[0]
    client_col, host_col = set(), set()
    for line in table.splitlines()[2:]:
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        client_col |= _names(cells[0])
        host_col |= _names(cells[2])
    assert P.CLIENT_TYPES - client_col == set(), "client message types missing from the client column"
    assert P.HOST_TYPES - host_col == set(), "host message types missing from the host column"
    assert client_col - P.CLIENT_TYPES == set() and host_col - P.HOST_TYPES == set(), "the table names unknown types"


def test_every_field_of_every_message_is_documented():
    from desktop_app.net import host

    engine_view = engine.game_class("shengsidu")(2, {}, seed=1).view_for(0)
    sent: dict[str, set[str]] = defaultdict(set)
    for path in (*HOST_FILES, "client.py", "protocol.py"):
        for t, keys in _sent_keys(ROOT / "desktop_app" / "net" / path).items():
            sent[t] |= keys
    full = P.update_json(1, [], engine_view, snapshot=True, ack=1, timer=(0, 5), deal_commit="0" * 64)
    sent["update"] |= set(full) - {"t"}
    sent["update"] |= {f"timer.{k}" for k in full["timer"]}
    sent["game_over"] |= {f"fair.{k}" for k in host._Deal(1, b"s", "c").to_json(2)}
    read = _parsed_keys("parse_client_message")
    for t, keys in _parsed_keys("parse_host_message").items():
        read[t] |= keys
    assert {"token", "features", "action.kind", "on", "nonce"} <= set().union(*read.values())  # the scan works
    assert {"hash", "room_options", "moved", "fair.secret", "deal_commit"} <= set().union(*sent.values())
    missing = {}
    for t in sorted(P.CLIENT_TYPES | P.HOST_TYPES):
        text = _heading_sections(t)
        lacking = sorted(k for k in sent.get(t, set()) | read.get(t, set()) if not _documented(k, text))
        if lacking:
            missing[t] = lacking
    assert not missing, f"message fields missing from their sections: {missing}"


def test_every_lobby_seat_field_and_room_option_is_documented():
    from desktop_app.net.host import RoomConfig, SeatPlan

    fn = next(n for n in ast.walk(_host_tree()) if isinstance(n, ast.FunctionDef) and n.name == "lobby_seats")
    keys = set()
    for n in ast.walk(fn):
        if isinstance(n, ast.Dict):
            keys |= {_const(k) for k in n.keys if _const(k)}
        elif isinstance(n, ast.Call) and _call_name(n) == "update":
            keys |= {k.arg for k in n.keywords if k.arg}
        elif isinstance(n, ast.Subscript) and isinstance(n.ctx, ast.Store) and _const(n.slice):
            keys.add(_const(n.slice))
    assert {"seat", "kind", "away", "ready", "autoplay", "muted"} <= keys  # the scan works
    seat_rows = _rows(_section(r"^### `lobby` \(host"))
    assert keys - set(seat_rows) == set(), "lobby seat fields missing from the seat table"
    room = RoomConfig("r", "shengsidu", 2, (SeatPlan("open"), SeatPlan("open"))).room_options()
    rows = _rows(_section(r"^### Room options"))
    assert set(room) == set(rows), "the room options table does not match RoomConfig.room_options()"
    for key, value in room.items():
        cells = [c.strip() for c in rows[key].strip().strip("|").split("|")]
        assert cells[2] == f"`{json.dumps(value)}`", f"room option {key}: the default is {json.dumps(value)}"


def test_every_refusal_code_is_documented():
    refused = _rows(_section(r"^### `refused`"))
    assert set(P.REFUSAL_CODES) - set(refused) == set()
    assert "reserved" not in refused["banned"], "banned is sent now"


def test_every_chat_phrase_is_documented():
    block = _between("<!-- chat-phrases -->", "<!-- end chat-phrases -->")
    ids = [re.match(r"\|\s*`([^`]+)`", line).group(1) for line in block.splitlines() if line.startswith("| `")]  # type: ignore[union-attr]
    assert ids == list(P.CHAT_PHRASES)
    chat = _heading_sections("chat")
    assert f"{P.CHAT_MAX} characters" in chat
    for problem in ("x" * (P.CHAT_MAX + 1), "  ", "a\x07b"):  # what the doc says is refused
        assert P.check_chat_text(problem) is not None
    assert P.check_chat_text(" " + "x" * P.CHAT_MAX + " ") is None


def test_the_view_hash_vector():
    block = _between("<!-- view-hash-vector -->", "<!-- end view-hash-vector -->")
    rows = [line for line in block.splitlines() if line.startswith("| `")]
    assert rows
    for line in rows:
        source, canonical, digest = re.findall(r"`([^`]*)`", line)
        obj = json.loads(source)
        assert P.canonical_json(obj) == canonical.encode("utf-8")
        assert P.view_hash(obj) == digest and len(digest) == 16
        assert digest == hashlib.sha256(canonical.encode("utf-8")).hexdigest()[:16]


def _vector() -> dict[str, list[str]]:
    block = _between("<!-- fair-deal-vector -->", "<!-- end fair-deal-vector -->")
    out = {}
    for line in block.splitlines()[2:]:
        what, value = (c.strip() for c in line.strip().strip("|").split("|"))
        out[what] = re.findall(r"`([^`]*)`", value)
    return out


def _multiset(cards: Any) -> Counter[str]:
    return Counter(c.text for c in cards)


def _numbers(text: str) -> list[int]:
    return [int(x) for x in text.split(",")]


def test_the_fair_deal_vector():
    from desktop_app.engine.cards import parse_cards
    from desktop_app.engine.fairdeal import DealRandom, commit, fair_seed

    v = _vector()
    secret = bytes.fromhex(v["secret"][0])
    nonces = [bytes.fromhex("".join(v[f"nonce of seat {s}"])) for s in range(3)]  # seat 1: none
    assert nonces[1] == b"" and len(secret) == 32
    assert commit(secret) == v["commit"][0]
    data = bytes.fromhex(v["seed input (90 bytes)"][0])
    assert len(data) == 90 and data.startswith(b"paiju fair deal v1\x00\x20" + secret)
    seed = fair_seed(secret, nonces)
    assert int.from_bytes(hashlib.sha256(data).digest(), "big") == seed
    assert f"{seed:064x}" == v["seed (hex)"][0] and str(seed) == v["seed (decimal)"][0]
    key = seed.to_bytes(32, "big")
    for i in (0, 1):
        block = hashlib.sha256(b"paiju deal stream v1" + key + i.to_bytes(8, "big")).hexdigest()
        assert block == v[f"block {i}"][0]
    r = DealRandom(seed)
    assert [str(r.getrandbits(32)) for _ in range(2)] == v["`getrandbits(32)`, twice"]
    r = DealRandom(seed)
    assert [r.randbelow(10) for _ in range(8)] == _numbers(v["`randbelow(10)`, 8 times"][0])
    deck = list(range(10))
    DealRandom(seed).shuffle(deck)
    assert deck == _numbers(v["`shuffle(range(10))`"][0])
    assert DealRandom(seed).sample(range(10), 3) == _numbers(v["`sample(range(10), 3)`"][0])
    assert repr(DealRandom(seed).random()) == v["`random()`"][0]
    first, banker, queue = v["天地人, 3 players: first dealer, banker, queue"]
    g: Any = engine.game_class("tiandiren")(3, {}, seed, {}, "fair")
    assert (g.first_dealer, g.banker, list(g.queue)) == (int(first), int(banker), _numbers(queue))
    opener, kitty = v["红五: opener, kitty"]
    g = engine.game_class("hongwu")(4, {}, seed, {}, "fair")
    assert g.opener == int(opener) and _multiset(g.kitty) == _multiset(parse_cards(kitty))
    hand0, hand1, leader = v["生死堵, 2 players: seat 0, seat 1, first leader"]
    g = engine.game_class("shengsidu")(2, {}, seed, {}, "fair")
    assert [_multiset(h) for h in g.hands] == [_multiset(parse_cards(hand0)), _multiset(parse_cards(hand1))]
    assert g.first_leader == int(leader)
    worked = _section(r"^### Test vector")
    assert "`d6` → 6" in worked and v["block 0"][0].startswith("d6ff2bf0")


def test_the_transcript_is_well_formed_and_its_deal_checks():
    from desktop_app.engine.cards import parse_cards
    from desktop_app.engine.core import GameRecord
    from desktop_app.engine.fairdeal import commit, fair_seed

    block = _between("<!-- transcript -->", "<!-- end transcript -->")
    frames = []
    for line in block.splitlines():
        line = line.strip()
        if line[:3] in ("-> ", "<- "):
            frames.append((line[:2], line[3:]))
    assert len(frames) > 10
    whole = {}
    for way, text in frames:
        if "..." in text:
            continue  # shortened for the doc
        obj = json.loads(text)
        if way == "->":
            P.parse_client_message(obj)
        else:
            P.parse_host_message(obj, 0)
        whole.setdefault(obj["t"], obj)
    assert {"server", "hello", "welcome", "deal_commit", "deal_nonce", "rejected", "bye"} <= set(whole)
    over_text = next(text for _w, text in frames if text.startswith('{"t":"game_over"'))
    over = json.loads('{"record":' + over_text.split(',"record":', 1)[1])  # the outcome is shortened
    record = GameRecord.from_json(over["record"])
    fair = over["fair"]
    secret, nonces = bytes.fromhex(fair["secret"]), [bytes.fromhex(n) for n in fair["nonces"]]
    assert commit(secret) == fair["commit"] == whole["deal_commit"]["commit"]
    assert nonces[0].hex() == whole["deal_nonce"]["nonce"] and nonces[1] == b""
    assert record.deal == "fair" and fair_seed(secret, nonces) == record.seed == int(over["seed_text"])
    snapshot = json.loads(next(text for _w, text in frames if '"seq":1,' in text).split(',"view":', 1)[0] + "}")
    dealt = next(e for e in snapshot["events"] if e["kind"] == "deal")
    game = engine.game_class(record.game_id)(record.num_players, record.options, record.seed, record.carry, record.deal)
    assert _multiset(game.hands[0]) == _multiset(parse_cards(dealt["data"]["cards"]))
    assert snapshot["deal_commit"] == fair["commit"]
    for action in record.actions:
        game.apply(action)
    assert game.outcome is not None


def test_the_announcement_datagram_is_documented():
    from desktop_app.net import discovery as D

    literal = _sent_keys(ROOT / "desktop_app" / "net" / "discovery.py")["room"] | {"t"}
    rows = _rows(_between("<!-- datagram-fields -->", "<!-- end datagram-fields -->"))
    assert set(rows) == literal, "the datagram table does not match Announcer.datagram"
    text = _section(r"^## 13\. ")
    example = json.loads(re.search(r'(\{"t":"room".*?\})\n', text.replace("\n     ", "")).group(1))  # type: ignore[union-attr]
    assert set(example) == literal
    room = D.parse_announcement(P.encode_json(example), "192.0.2.7", now=0.0)
    assert room is not None and room.compatible and (room.port, room.room) == (example["port"], example["room"])
    for key in literal - {"started"}:  # every field but started is required
        assert D.parse_announcement(P.encode_json({k: v for k, v in example.items() if k != key}), "x") is None
    assert D.parse_announcement(b"x" * (D.MAX_DATAGRAM + 1), "x") is None
    assert D.parse_announcement(P.encode_json({**example, "protocol": 2}), "x").compatible is False  # type: ignore[union-attr]
    assert f"| the UDP port | {D.DISCOVERY_PORT} |" in text and f"`{D.PORT_ENV}`" in text
    assert D.broadcast_targets() == ["127.0.0.1"]  # the suite runs under the loopback-only switch
    assert "**`127.0.0.1` alone**" in text
