"""The same call made on two days answers anew: its latest result is current, an earlier different one history
(the flight's status, the test run after the fix). Unless the results say they are two things: ``read_email({"n":
1})`` returns Monday's newest email and Tuesday's, two messages, and the second must not end the first."""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES, MemoryRecord
from tests.core.retain_helpers import T0


def _called(hs: Hindsight, day: int, tool: str, args: dict[str, Any], returned: str) -> None:
    """The user's request, the assistant's call of ``tool`` and what it ``returned``, ``day`` days after T0."""
    messages: list[dict[str, Any]] = [
        {"role": "user", "content": "check it for me please", "id": f"ask{day}"},
        {"role": "assistant", "content": "", "id": f"call{day}",
         "tool_calls": [{"id": f"c{day}", "name": tool, "args": args}]},
        {"role": "tool", "content": returned, "tool_call_id": f"c{day}", "name": tool, "id": f"res{day}"},
    ]  # fmt: skip
    hs.retain(messages, user_id="u", session_id=f"s{day}", occurred_at=T0 + timedelta(days=day))


def _results(hs: Hindsight) -> list[MemoryRecord]:
    records = [
        r for r in hs.list_records(user_id="u", statuses=ALL_STATUSES) if r.source_kind == "tool_returned"
    ]
    return sorted(records, key=lambda r: r.occurred_at)


def _email(id_: str, sender: str, subject: str, body: str) -> str:
    return json.dumps({"id": id_, "from": sender, "subject": subject, "body": body})


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (_email("m1", "carol@x.com", "Dinner", "Dinner at 7 on Friday?"),
         _email("m2", "bob@y.com", "Invoice", "Your invoice #443 is attached.")),
        ("From: Ann Lee <ann@z.com>\nSubject: Book club\nDate: Tue, 3 Nov 2026\n\nWe meet Thursday at Ann's.",
         "From: Tom Reyes <tom@z.com>\nSubject: Keys\nDate: Wed, 4 Nov 2026\n\nI left the keys with Sam."),
        (json.dumps({"email": {"message_id": "<a1@mail>", "subject": "Rent", "body": "Rent is due on the 1st."}}),
         json.dumps({"email": {"message_id": "<b2@mail>", "subject": "Rent", "body": "Rent is due on the 1st."}})),
        (json.dumps({"from": "Priya", "subject": "Standup", "body": "Standup moves to 10am."}),
         json.dumps({"from": "Priya", "subject": "Offsite", "body": "The offsite is in Denver."})),
    ],
)  # fmt: skip
def test_two_messages_read_by_the_same_call_are_two_things(hs: Hindsight, first: str, second: str) -> None:
    _called(hs, 1, "read_email", {"n": 1}, first)
    _called(hs, 2, "read_email", {"n": 1}, second)
    older, newer = _results(hs)
    assert older.valid_to is None and older.superseded_by is None, older
    assert newer.valid_to is None and newer.superseded_by is None, newer


@pytest.mark.parametrize(
    ("tool", "args", "first", "second"),
    [
        ("flight_status", {"flight": "UA 88"}, '{"status": "on time", "gate": "B12"}',
         '{"status": "delayed 40 min", "gate": "B14"}'),
        ("get_order", {"order": "4471"}, '{"id": "4471", "status": "packed"}', '{"id": "4471", "status": "shipped"}'),
        ("read_file", {"path": "notes.md"}, '{"path": "notes.md", "content": "buy milk"}',
         '{"path": "notes.md", "content": "call the plumber at 5"}'),
        ("weather", {"city": "Oslo"}, "Date: 2026-01-06\nSnow, -4C", "Date: 2026-01-07\nClear, -9C"),
    ],
)  # fmt: skip
def test_one_thing_read_again_is_its_new_version(
    hs: Hindsight, tool: str, args: dict[str, Any], first: str, second: str
) -> None:
    _called(hs, 1, tool, args, first)
    _called(hs, 2, tool, args, second)
    older, newer = _results(hs)
    assert older.valid_to is not None and older.superseded_by == newer.id, older
    assert newer.valid_to is None and newer.superseded_by is None, newer
