"""Session ids as applications name them: an e-mail address, a path, a tenant-prefixed key ("alice@acme.com/2",
"acme:s@1") are ids like any other. A record merged from several sessions remembers each of them, and the
guarantees that read those sessions back hold whatever characters the ids hold.

Run on the real bundled MiniLM (dedup decides the merge) and the rule extractor.
"""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import T0

SAID = [{"role": "user", "content": "My passport number is K1234567.", "id": "m1"}]


@pytest.mark.parametrize(("first", "second"), [("s1", "s2"), ("alice@acme.com/1", "alice@acme.com/2")])
def test_a_forgotten_statement_sent_again_in_a_merged_session_stays_forgotten(
    real: Hindsight, first: str, second: str
) -> None:
    """Said in two sessions (one record, merged), forgotten, then the second session's history sent again (a
    framework re-sending it whole): the same message in its own session, not the user saying it again."""
    real.retain(SAID, user_id="u", session_id=first, occurred_at=T0)
    real.retain(SAID, user_id="u", session_id=second, occurred_at=T0 + timedelta(days=1))
    [record] = real.list_records(user_id="u")
    assert record.occurrences == 2
    assert real.forget(query="passport number", user_id="u") == [record.id]
    real.retain(SAID, user_id="u", session_id=second, occurred_at=T0 + timedelta(days=1))
    assert [r.status for r in real.list_records(user_id="u", statuses=ALL_STATUSES)] == ["forgotten"]
    assert real.recall("what is my passport number?", user_id="u").hits == []


@pytest.mark.parametrize(("first", "second"), [("s1", "s2"), ("alice@acme.com/1", "alice@acme.com/2")])
def test_a_statement_said_again_in_another_session_is_found_in_both(
    real: Hindsight, first: str, second: str
) -> None:
    """Said in one session, then again in another: one record (an occurrence more, which induction counts),
    which a recall, a listing or a count scoped to either session finds, and one scoped to a third does not."""
    real.retain(SAID, user_id="u", session_id=first, occurred_at=T0)
    real.retain(SAID, user_id="u", session_id=second, occurred_at=T0 + timedelta(days=1))
    [record] = real.list_records(user_id="u")
    assert record.occurrences == 2
    for session in (first, second):
        assert [r.id for r in real.list_records(user_id="u", session_id=session)] == [record.id]
        hits = real.recall("what is my passport number?", user_id="u", session_id=session).hits
        assert [h.record.id for h in hits] == [record.id], session
    assert real.list_records(user_id="u", session_id="s3") == []
    assert real.recall("what is my passport number?", user_id="u", session_id="s3").hits == []
