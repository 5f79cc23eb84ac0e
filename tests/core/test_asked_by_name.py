"""A question about someone the user names ("where does Priya work?"): the person named is who the question asks
about, not what it asks of them, so a newer statement opening with their name ("Priya moved to Denver last week")
says nothing changed of what is asked, and the record answering it keeps its place."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def _first(hs: Hindsight, turns: list[tuple[str, str]], question: str) -> str:
    for day, (id_, content) in enumerate(turns):
        message = {"role": "user", "content": content, "id": id_}
        hs.retain([message], user_id="u", session_id=id_, occurred_at=T0 + timedelta(days=40 * day))
    return hs.recall(question, user_id="u", k=2, reinforce=False).hits[0].record.source_ids[0]


@pytest.mark.parametrize(
    ("old", "new", "question"),
    [
        ("Priya got a job at Moderna", "Priya moved to Denver last week", "where does Priya work?"),
        (
            "Elizabeth is a product manager at Shopify",
            "Elizabeth moved to Toronto",
            "what's Elizabeth's job?",
        ),
        (
            "Tomás teaches chemistry at Lincoln High",
            "Tomás moved to Oakland in the spring",
            "where does Tomás teach?",
        ),
    ],
)
def test_a_newer_statement_sharing_only_the_name_asked_about_keeps_below(
    real: Hindsight, old: str, new: str, question: str
) -> None:
    assert _first(real, [("old", old), ("new", new)], question) == "old"


@pytest.mark.parametrize(
    ("old", "new", "question"),
    [
        # the change says what is asked of them
        ("Priya works at Moderna", "Priya switched jobs, she's at Pfizer now", "where does Priya work now?"),
        ("my friend Ana lives in Porto", "Ana lives in Lisbon now", "where does Ana live?"),
        # a thing named, and what is asked of it said changed
        ("Atlas ships on March 3", "Atlas deadline moved to April 10", "when is the Atlas deadline?"),
    ],
)
def test_a_newer_statement_saying_changed_what_is_asked_of_the_name_ranks_first(
    real: Hindsight, old: str, new: str, question: str
) -> None:
    assert _first(real, [("old", old), ("new", new)], question) == "new"
