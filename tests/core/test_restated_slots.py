"""A single-valued fact said again in other words in a later chat ("I'm based in Leeds" after "I live in Leeds",
我在腾讯上班 after 我在腾讯工作) is one memory said twice, not a second one; a restatement that says more than the
slot ("I live in Leeds, near the station") or another value stays a memory of its own. Real MiniLM, rule
extractor."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import by_source, tell


def _live(hs: Hindsight) -> list[str]:
    return sorted(r.text for r in hs.list_records(user_id="u") if r.valid_to is None)


@pytest.mark.parametrize(
    ("first", "again"),
    [
        ("I live in Leeds", "I'm based in Leeds"),
        ("I work at Acme", "I'm working at Acme."),
        ("My phone number is 555-0199", "my number is 555 0199"),
        ("I live in Leeds with my wife", "I'm based in Leeds"),  # the first said more: it is kept whole
        ("I live in Leeds", "I'm based in Leeds, by the way."),  # an aside, no more said
        ("I'm based in Leeds", "Hi! As I said, I live in Leeds"),
        ("我在腾讯工作", "我在腾讯上班"),
        ("我住在上海", "对了，我在上海生活"),
        ("我的手机号是13812345678", "我手机号码是138-1234-5678"),
    ],
)
def test_a_slot_said_again_in_other_words_is_one_memory_said_twice(
    real: Hindsight, first: str, again: str
) -> None:
    tell(real, first, "m0", 0)
    tell(real, again, "m1", 3)
    records = real.list_records(user_id="u", statuses=ALL_STATUSES)
    assert len(records) == 1, [r.text for r in records]
    (record,) = records
    assert record.text.endswith(first) and record.occurrences == 2
    assert set(record.source_ids) == {"m0", "m1"}
    assert real.recall(first, user_id="u", reinforce=False).hits[0].record.id == record.id


@pytest.mark.parametrize(
    ("first", "clause", "again"),
    [
        ("我住在杭州，在阿里巴巴上班", "在阿里巴巴上班", "我在阿里巴巴工作"),
        ("I live in Leeds and work at Acme", "I live in Leeds", "I'm based in Leeds"),
    ],
)
def test_a_slot_said_again_after_its_clause_of_a_longer_message_is_that_clause_said_twice(
    real: Hindsight, first: str, clause: str, again: str
) -> None:
    """The clause's record of 在阿里巴巴上班 (its subject left out, as Chinese says it after 我住在杭州，) read no slot
    in its own words, so 我在阿里巴巴工作 later was a second memory of the employer."""
    tell(real, first, "m0", 0)
    tell(real, again, "m1", 3)
    records = real.list_records(user_id="u", statuses=ALL_STATUSES)
    (said,) = [r for r in records if "m1" in r.source_ids]
    assert said.text.endswith(clause) and set(said.source_ids) == {"m0", "m1"}, [r.text for r in records]
    assert len(records) == 2


@pytest.mark.parametrize(
    ("first", "more"),
    [
        ("I'm based in Leeds", "I live in Leeds, near the station"),
        ("I work at Acme", "I work at Acme part-time"),
        ("I live in Leeds", "I'm based in Leeds and it rains all the time"),
        ("我住在上海", "我住在上海，离公司很近"),
        ("我在腾讯工作", "我在腾讯工作三年了"),
    ],
)
def test_a_restatement_that_says_more_is_kept(real: Hindsight, first: str, more: str) -> None:
    tell(real, first, "m0", 0)
    tell(real, more, "m1", 3)
    records = real.list_records(user_id="u", statuses=ALL_STATUSES)
    (kept,) = [r for r in records if r.text.endswith(more)]
    (earlier,) = [r for r in records if r.text.endswith(first)]
    assert kept.source_ids == ["m1"] and kept.valid_to is None
    assert earlier.occurrences == 1 and earlier.valid_to is None


def test_a_move_after_a_restatement_supersedes_the_one_memory(real: Hindsight) -> None:
    tell(real, "I live in Leeds", "m0", 0)
    tell(real, "I'm based in Leeds", "m1", 3)
    tell(real, "I moved to York last week", "m2", 20)
    said = by_source(real)
    assert said["m0"].source_ids == ["m0", "m1"] and said["m0"].superseded_by == said["m2"].id
    assert _live(real) == ["The user said: I moved to York last week"]
    context = real.recall("where do I live?", user_id="u", reinforce=False).context
    assert "superseded" in context and context.index("York") < context.index("Leeds")


@pytest.mark.parametrize(
    ("first", "changed"),
    [
        ("I work full-time at Acme", "I work part-time at Acme"),
        ("I work at Acme", "I work remotely for Acme"),
    ],
)
def test_a_restatement_that_qualifies_the_slot_is_kept(real: Hindsight, first: str, changed: str) -> None:
    tell(real, first, "m0", 0)
    tell(real, changed, "m1", 3)
    said = by_source(real)
    assert said["m1"].id != said["m0"].id and said["m0"].occurrences == 1


def test_a_fact_said_again_in_another_language_keeps_its_words(real: Hindsight) -> None:
    """After 我是素食者, "I'm vegetarian now" is the same value, kept in both languages so that a question in
    either finds its words (the embedder reads no Chinese)."""
    tell(real, "我是素食者。", "m0", 0)
    tell(real, "I'm vegetarian now.", "m1", 7)
    said = by_source(real)
    assert said["m0"].id != said["m1"].id and said["m0"].valid_to is None and said["m1"].valid_to is None
