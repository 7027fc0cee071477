"""The LAN rejoin file (store/lan_ticket.py): it round-trips, and whatever a damaged or
hostile file holds, reading it gives a valid ticket or None (the file kept aside), never
an exception."""

from __future__ import annotations

import dataclasses
import json

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.store.lan_ticket import RejoinTicket, clear_ticket, load_ticket, save_ticket

GOOD = RejoinTicket("127.0.0.1", 47100, "Friday", "hongwu", ((1, "Kai", "a" * 32), (3, "Mei", "b" * 32)), True)

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=5),
    max_leaves=20,
)


def test_a_ticket_round_trips_and_is_removed(tmp_path):
    path = tmp_path / "lan-join.json"
    save_ticket(GOOD, path)
    assert load_ticket(path) == GOOD
    clear_ticket(path)
    assert load_ticket(path) is None and not path.exists()
    clear_ticket(path)  # nothing to remove: no error


def test_the_deal_nonces_round_trip_and_a_file_without_them_reads(tmp_path):
    path = tmp_path / "lan-join.json"
    with_deal = dataclasses.replace(GOOD, deals=((3, "ab" * 32, "cd" * 16),))
    save_ticket(with_deal, path)
    assert load_ticket(path) == with_deal and load_ticket(path).deals == ((3, "ab" * 32, "cd" * 16),)
    data = with_deal.to_json()
    del data["deals"]  # a file of the version before
    path.write_text(json.dumps(data), encoding="utf-8")
    assert load_ticket(path) == GOOD
    for bad in ([{"seat": 2, "commit": "ab" * 32, "nonce": "cd" * 16}], [{"seat": 3, "commit": "xy", "nonce": "cd"}]):
        path.write_text(json.dumps({**data, "deals": bad}), encoding="utf-8")
        assert load_ticket(path) is None  # a seat not held here, or not hex: kept aside


def test_the_table_of_a_server_of_many_tables_round_trips(tmp_path):
    """The table id (a server of many tables) comes back with the seats; a ticket
    without one (a single host, or an older file) reads as before."""
    path = tmp_path / "lan-join.json"
    at_table = dataclasses.replace(GOOD, table="t3")
    save_ticket(at_table, path)
    assert load_ticket(path) == at_table and load_ticket(path).table == "t3"
    assert "table" not in GOOD.to_json()
    for bad in (7, "", "x" * 33):
        path.write_text(json.dumps({**GOOD.to_json(), "table": bad}), encoding="utf-8")
        assert load_ticket(path) is None


@settings(max_examples=150, deadline=None)
@given(
    value=json_values,
    field=st.sampled_from(["address", "port", "room", "game", "seats", "password", "version", "deals"]),
)
def test_a_changed_field_gives_a_valid_ticket_or_none(tmp_path_factory, value, field):
    path = tmp_path_factory.mktemp("t") / "lan-join.json"
    data = GOOD.to_json()
    data[field] = value
    path.write_text(json.dumps(data), encoding="utf-8")
    ticket = load_ticket(path)
    if ticket is None:
        assert not path.exists() and (path.parent / "lan-join.json.bad").exists()
    else:
        assert 1 <= ticket.port <= 65535 and ticket.seats and all(t and n for _s, n, t in ticket.seats)


@settings(max_examples=60, deadline=None)
@given(data=st.binary(max_size=200))
def test_garbage_bytes_give_none(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("t") / "lan-join.json"
    path.write_bytes(data)
    assert load_ticket(path) is None  # never an exception


def test_a_huge_or_special_file_is_refused(tmp_path):
    path = tmp_path / "lan-join.json"
    path.write_bytes(b"{" * 100_000)
    assert load_ticket(path) is None
    folder = tmp_path / "dir" / "lan-join.json"
    folder.mkdir(parents=True)
    assert load_ticket(folder) is None and folder.is_dir()  # not a file: left alone
