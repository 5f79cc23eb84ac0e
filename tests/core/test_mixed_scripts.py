"""Users who mix scripts: Traditional and Simplified Chinese, full-width forms, English with Chinese names in it."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import tell


@pytest.mark.e2e
@pytest.mark.parametrize(
    ("first", "again", "query", "asked"),
    [
        ("我對花生過敏", "我对花生过敏", "花生", "我對什麼過敏"),
        ("我在台积电上班", "我在台積電上班", "台積電", "我在哪家公司上班"),  # a name: the entity is one too
    ],
)
def test_a_statement_said_again_in_the_other_script_is_one_memory_and_one_forget_takes_it(
    real: Hindsight, first: str, again: str, query: str, asked: str
) -> None:
    """A Taiwanese user says 我對花生過敏, later types it on a phone set to Simplified: one statement, one memory.
    Kept as two, ``forget(query="花生")`` took one copy and the other kept the allergy in recall."""
    tell(real, first, "m1", 0)
    tell(real, again, "m2", 3)
    live = real.list_records(user_id="u")
    assert len(live) == 1 and live[0].occurrences == 2
    real.forget(query=query, user_id="u")
    assert not [r.text for r in real.list_records(user_id="u")]
    assert not real.recall(asked, user_id="u", k=3).hits
    assert {r.status for r in real.list_records(user_id="u", statuses=ALL_STATUSES)} == {"forgotten"}
