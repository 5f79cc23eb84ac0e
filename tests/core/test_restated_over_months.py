"""The same fact told again over months in the user's everyday variations is one memory (its occurrences, every
source, the last time it was said); facts that only look alike stay apart."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES

T0 = datetime(2026, 1, 5, 10, 0, tzinfo=UTC)


def told(hs: Hindsight, texts: list[str], *, every_days: int = 20) -> list:
    """Each text in a conversation of its own, ``every_days`` apart; the user's records after."""
    for i, text in enumerate(texts):
        hs.retain(
            [{"role": "user", "content": text, "id": f"m{i}"}],
            user_id="u",
            session_id=f"s{i}",
            occurred_at=T0 + timedelta(days=every_days * i),
        )
    return hs.list_records(user_id="u", statuses=ALL_STATUSES)


@pytest.mark.parametrize(
    "variants",
    [
        # a contraction said in full the next time ("i'm" was a content word of its own)
        ["I'm allergic to penicillin.", "I am allergic to penicillin!", "I'm allergic to penicillin"],
        ["We're vegetarian.", "We are vegetarian.", "we're vegetarian"],
    ],
)
def test_a_fact_said_again_in_other_everyday_forms_is_one_memory(
    real: Hindsight, variants: list[str]
) -> None:
    said = [variants[i % len(variants)] for i in range(10)]
    (record,) = told(real, said)
    assert record.occurrences == 10
    assert record.source_ids == [f"m{i}" for i in range(10)]
    assert record.restated_at is not None and record.occurred_at == T0 + timedelta(days=180)
