"""docs/protocol.md, section 17, keeps up with the lobby of many tables (``net/lobby.py``):
every lobby message type has a heading, every field the lobby sends or reads is named
under it, every error reason, refusal code and bye reason is named, and every field of a
listed table is in the table's table."""

from __future__ import annotations

import ast
import re

from desktop_app.net.lobby import CREATE_REFUSALS, LOBBY_CLIENT_TYPES, LOBBY_HOST_TYPES

from .test_protocol_doc import ROOT, _ast, _call_name, _const, _documented, _heading_sections, _rows, _section

LOBBY = ROOT / "desktop_app" / "net" / "lobby.py"


def _tree() -> ast.Module:
    return _ast(LOBBY)


def test_every_lobby_message_type_has_a_heading_and_its_fields():
    sent: dict[str, set[str]] = {}
    for node in ast.walk(_tree()):
        if isinstance(node, ast.Dict):
            d = {_const(k): v for k, v in zip(node.keys, node.values, strict=True) if _const(k)}
            t = _const(d.get("t"))
            if t:
                sent.setdefault(t, set()).update(k for k in d if k != "t")
    read: dict[str, set[str]] = {}
    for fn in ("_on_lobby_hello", "_on_chat", "_created_config", "_to_table"):
        node = next(n for n in ast.walk(_tree()) if isinstance(n, ast.FunctionDef) and n.name == fn)
        keys = {
            _const(c.args[0]) for c in ast.walk(node) if isinstance(c, ast.Call) and _call_name(c) == "get" and c.args
        }
        t = {"_on_lobby_hello": "lobby_hello", "_on_chat": "lobby_chat", "_created_config": "create_room",
             "_to_table": "hello"}[fn]  # fmt: skip
        read.setdefault(t, set()).update(k for k in keys if k)
    assert {"name", "create", "chat"} <= sent["lobby_welcome"]  # the scan works
    assert {"game", "players", "seats", "options", "match_length", "name"} <= read["create_room"]
    for t in sorted(LOBBY_CLIENT_TYPES | LOBBY_HOST_TYPES):
        text = _heading_sections(t)
        lacking = sorted(k for k in sent.get(t, set()) | read.get(t, set()) if not _documented(k, text))
        assert not lacking, f"{t}: fields missing from its section: {lacking}"
    server = _section(r"^### Connecting: the core still works")
    assert set(_rows(server)) >= sent["server"] - {"protocol", "app", "room", "game", "players", "password", "nonce",
                                                   "seats_open", "started"}  # fmt: skip
    assert "`room`" in _section(r"^### `hello` \(client")


def test_every_lobby_error_refusal_and_bye_reason_is_documented():
    text = _section(r"^## 17\. ")
    tree = _tree()
    reasons: set[str] = set()
    for n in ast.walk(tree):
        if isinstance(n, ast.Call) and _call_name(n) == "_error" and len(n.args) >= 2 and _const(n.args[1]):
            reasons.add(_const(n.args[1]))  # type: ignore[arg-type]
        if isinstance(n, ast.Dict):
            d = {_const(k): v for k, v in zip(n.keys, n.values, strict=True) if _const(k)}
            if _const(d.get("t")) in ("error", "refused", "bye") and _const(d.get("reason")):
                reasons.add(_const(d["reason"]))  # type: ignore[arg-type]
        closing = isinstance(n, ast.Call) and _call_name(n) in ("close_table", "_shut") and len(n.args) >= 2
        if closing and _const(n.args[1]):
            reasons.add(_const(n.args[1]))  # type: ignore[arg-type]
    assert {"bad_frame", "create_refused", "no_such_table", "room_fault", "room_empty"} <= reasons  # the scan works
    missing = sorted(r for r in reasons if f"`{r}`" not in text)
    assert not missing, f"lobby reasons missing from section 17: {missing}"
    assert "`no_such_table`" in _section(r"^### `refused`")
    assert {"`room_fault`", "`room_empty`"} <= set(re.findall(r"`[a-z_]+`", _section(r"^### `bye`")))


def test_every_field_of_a_listed_table_is_documented():
    fn = next(n for n in ast.walk(_tree()) if isinstance(n, ast.FunctionDef) and n.name == "summary")
    keys: set[str] = set()
    for n in ast.walk(fn):
        if isinstance(n, ast.Dict):
            keys |= {_const(k) for k in n.keys if _const(k)}  # type: ignore[misc]
        if isinstance(n, ast.Tuple):
            keys |= {_const(e) for e in n.elts if _const(e)}  # type: ignore[misc]
    rows = _rows(_section(r"^### `tables` \(server"))
    assert {"id", "seats", "spectators", "created_by"} <= keys  # the scan works
    cells = rows["seats"] + rows["spectators"]  # the fields of a seat, and of the spectators
    missing = sorted(k for k in keys if k not in rows and f"`{k}`" not in cells)
    assert not missing, f"table fields missing from the tables section: {missing}"


def test_every_create_refusal_code_is_documented_and_sent():
    rows = _rows(_section(r"^### `create_room` \(client"))
    assert "`refusal`" in _section(r"^### `create_room` \(client")
    missing = sorted(code for code in CREATE_REFUSALS if code not in rows)
    assert not missing, f"create_room refusal codes missing from its section: {missing}"
    sent = {
        _const(n.args[0])
        for n in ast.walk(_tree())
        if isinstance(n, ast.Call)
        and _call_name(n) in ("refuse", "CreateRefused")
        and len(n.args) == 2
        and _const(n.args[0])
    }
    assert sent == set(CREATE_REFUSALS), f"codes sent {sorted(sent)}"
