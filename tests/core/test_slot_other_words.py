"""Where one works or lives said in other everyday words ("I'm employed by Acme", "My home is in Leeds") is that
slot: said after "I work at Acme" / "I live in Leeds" it is the same memory said again, and a new value after it
supersedes it (rule extractor; the real MiniLM)."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I'm employed by Acme", ("works_at", "Acme")),
        ("I am currently employed at Globex Corp.", ("works_at", "Globex Corp")),
        ("My home is in Leeds", ("lives_in", "Leeds")),
        ("Our home is now in York", ("lives_in", "York")),
    ],
)
def test_a_workplace_or_home_in_other_words_is_its_slot(text: str, slot: tuple[str, str]) -> None:
    assert slot in slots(text)


@pytest.mark.parametrize(
    "text", ["My home is in a mess", "I'm self-employed", "I used to be employed by Acme"]
)
def test_no_slot_where_none_is_said(text: str) -> None:
    assert not [s for s in slots(text) if s[0] in ("works_at", "lives_in")]


@pytest.mark.parametrize(
    ("first", "again", "then"),
    [
        ("I work at Acme", "I'm employed by Acme", "I work at Globex now"),
        ("I live in Leeds", "My home is in Leeds", "I moved to York"),
    ],
)
def test_said_again_in_other_words_then_changed(real: Hindsight, first: str, again: str, then: str) -> None:
    tell(real, first, "m0", 0)
    tell(real, again, "m1", 3)
    (record,) = real.list_records(user_id="u", statuses=ALL_STATUSES)
    assert record.source_ids == ["m0", "m1"]
    tell(real, then, "m2", 30)
    said = by_source(real)
    assert said["m0"].superseded_by == said["m2"].id and said["m2"].valid_to is None
