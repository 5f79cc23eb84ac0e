"""A letter a case-insensitive pattern matches as an ASCII one (the long s of "ſunday", the Kelvin sign "\u212a", the
Turkish dotted and dotless i) made the rule extractor raise a KeyError where a rule looked up the word it matched
("see you on ſunday", "laſt one around 5pm"): the message was never stored. Such a word is read as the letters it
matched as, and the message is stored with its date."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.dates import resolve_time_expressions
from hindsight_core.models import ALL_STATUSES

MONDAY = datetime(2026, 3, 2, 10, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        ("see you on \u017funday", "2026-03-08"),
        ("the dentist is next \u017faturday", "2026-03-14"),
        ("two wee\u212as ago", "2026-02-16/2026-02-22"),
        ("it was la\u017ft \u017funday", "2026-03-01"),
    ],
)
def test_a_folded_letter_is_read_as_the_letter_it_matched_as(text: str, iso: str) -> None:
    assert [m.iso() for m in resolve_time_expressions(text, MONDAY)] == [iso]


@pytest.mark.parametrize(
    "text",
    [
        "like 4 a day, la\u017ft one around 5pm",
        "see you on \u017funday at the Chri\u017ftma\u017f concert",
        "I'm di\u0131vorced now, my \u212aids live with me",
    ],
)
def test_a_message_with_folded_letters_is_stored(hs: Hindsight, text: str) -> None:
    hs.retain(
        [{"role": "user", "content": text, "id": "m0"}], user_id="u", session_id="s", occurred_at=MONDAY
    )
    assert [r.source_ids for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)] == [["m0"]]


def test_recall_reads_folded_letters_of_a_monthly_day(hs: Hindsight) -> None:
    # a weekday of each month said with a long s: read by the agenda when asked about a day, never a KeyError
    said = "book club is the la\u017ft \u017funday of every month"
    hs.retain(
        [{"role": "user", "content": said, "id": "m0"}], user_id="u", session_id="s", occurred_at=MONDAY
    )
    last_sunday = datetime(2026, 3, 29, 9, tzinfo=UTC)
    hits = hs.recall("What's on today?", user_id="u", k=3, now=last_sunday).hits
    assert [h.record.source_ids for h in hits][:1] == [["m0"]]
