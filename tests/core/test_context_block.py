"""The context block the model reads, as a user meets it after months of use: nothing a recalled memory says is
left out of it, nothing said twice."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import T0, tell


def memory_lines(context: str) -> list[str]:
    return [line for line in context.splitlines() if line.startswith("- ")]


@pytest.mark.parametrize(
    ("message", "question", "clause", "rest"),
    [
        ("My daughter is called Emma and my son is called Leo.", "What is my son called?", "Leo", "Emma"),
        ("我女儿叫小雨，我儿子叫小明。", "我孩子叫什么名字？", "小明", "小雨"),
    ],
)
def test_a_message_recalled_after_its_own_clause_still_shows_what_else_it_says(
    real: Hindsight, message: str, question: str, clause: str, rest: str
) -> None:
    """A message of two facts is kept whole and as the clause a slot reads ("my son is called Leo"): both are
    hits, the clause first. The block showed the clause and dropped the whole message as its copy, so the other
    child's name (Emma, 小雨), recalled, never reached the model."""
    real.retain([{"role": "user", "content": message, "id": "m1"}], user_id="u", session_id="s1")
    result = real.recall(question, user_id="u", k=5)
    assert any(rest in h.record.text for h in result.hits), "recall finds the whole message"
    lines = memory_lines(result.context)
    assert any(rest in line for line in lines), result.context
    assert sum(clause in line for line in lines) == 1, "the clause is not said twice"


@pytest.mark.parametrize(
    ("said", "question", "value"),
    [
        ("My favourite coffee is a flat white.", "What coffee do I like?", "flat white"),
        ("我最喜欢的咖啡是澳白。", "我喜欢什么咖啡？", "澳白"),
    ],
)
def test_a_fact_said_for_months_and_what_was_learned_from_it_are_one_line(
    real: Hindsight, said: str, question: str, value: str
) -> None:
    """Said in ten conversations over months, a fact is one record (occurrences 10, every source kept) and
    induction learns it ("The user's favorite coffee is flat white") from that record alone: the block showed
    both, the same knowledge twice in the model's context; it shows the user's own words once."""
    for week in range(10):
        tell(real, said, f"m{week}", 21 * week)
    (episode,) = real.list_records(user_id="u")
    assert episode.occurrences == 10 and episode.source_ids == [f"m{w}" for w in range(10)]
    real.maintain(user_id="u", now=T0 + timedelta(weeks=30))
    assert [r.kind for r in real.list_records(user_id="u")].count("semantic") == 1
    result = real.recall(question, user_id="u", k=5, now=T0 + timedelta(weeks=31))
    assert {h.record.kind for h in result.hits} == {"episodic", "semantic"}
    lines = [line for line in memory_lines(result.context) if value in line]
    assert len(lines) == 1 and said.rstrip(".。") in lines[0], result.context


def test_a_memory_cut_to_the_budget_keeps_whole_words() -> None:
    """A pasted note longer than the whole budget is cut to the passage that answers: the cut fell inside words
    ("procurement ap [... 576 more characters]", "The quarterly planning no … arrived late"), a word the model
    reads as another one. Every word shown is a word of the note, at every budget."""
    from hindsight_core.models import MemoryRecord, RecallHit, Scope
    from hindsight_core.recall.context import build_context

    note = (
        "The quarterly planning notes say that the infrastructure migration is delayed because procurement "
        "approvals arrived late. " * 8 + "The owner of the release is Priya Raman from platform engineering."
    )
    words = set(f"The user said: {note}".replace(".", " ").split())
    hit = RecallHit(record=MemoryRecord(text=f"The user said: {note}", scope=Scope(user_id="u")), score=2.0)
    for budget in range(90, 260, 3):
        for query in ("", "Who owns the release?"):
            line = memory_lines(build_context([hit], budget, query))[0]
            shown = line.split("] ", 1)[1].split(" [... ", 1)[0].replace("…", " ").replace(".", " ")
            assert set(shown.split()) <= words, (budget, query, line)


@pytest.mark.parametrize(
    ("short", "long", "question", "answer"),
    [
        ("I'm allergic to penicillin.", "just fyi I'm allergic to penicillin, it gives me hives",
         "What am I allergic to?", "penicillin"),
        ("我对青霉素过敏", "对了，我对青霉素过敏，打针会起疹子", "我对什么过敏？", "青霉素"),
    ],
)  # fmt: skip
def test_a_memory_said_again_whole_in_a_longer_message_is_one_line(
    hs: Hindsight, short: str, long: str, question: str, answer: str
) -> None:
    """Said in one chat and again, whole, in a longer message of another, the allergy took two lines of the block
    (both are memories of their own: the longer one says more); the block shows the longer one once."""
    tell(hs, short, "a", 0)
    tell(hs, long, "b", 20)
    result = hs.recall(question, user_id="u", k=5)
    assert {h.record.source_ids[0] for h in result.hits} >= {"a", "b"}, "both are recalled"
    lines = [line for line in memory_lines(result.context) if answer in line]
    assert len(lines) == 1 and long in lines[0], result.context


@pytest.mark.parametrize(
    ("short", "long"),
    [
        ("I'm allergic to penicillin.", "I don't think I'm allergic to penicillin, the test was clean"),
        ("I'm allergic to penicillin.", "my son said: I'm allergic to penicillin, like you dad"),
        ("My son is 5.", "My son is 5 months old, not 5 years, lol."),
    ],
)
def test_a_memory_said_inside_another_clause_keeps_its_line(hs: Hindsight, short: str, long: str) -> None:
    """Words said inside a clause that says something else of them (a doubt, someone else's words, a longer
    measure) are not the memory said again: both lines stay."""
    tell(hs, short, "a", 0)
    tell(hs, long, "b", 20)
    result = hs.recall(short, user_id="u", k=5)
    lines = memory_lines(result.context)
    assert any(line.split("] ", 1)[1].startswith(f"The user said: {short}") for line in lines), result.context
    assert any(long in line for line in lines), result.context


def test_a_hit_dropped_as_a_copy_is_not_read_for_what_of_it_was_replaced(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The block read each hit's "partly replaced" mark (every other hit looked at) before it knew the line was
    shown: a hit dropped as a copy of one shown was read for nothing. It is read for the lines shown only."""
    from datetime import UTC, datetime

    from hindsight_core.models import MemoryRecord, RecallHit, Scope
    from hindsight_core.recall import context

    scope, said = Scope(user_id="u"), datetime(2026, 1, 5, tzinfo=UTC)
    whole = "just fyi I'm allergic to penicillin, it gives me hives"
    first = MemoryRecord(text=whole, scope=scope, occurred_at=said, source_ids=["a"])
    copy = MemoryRecord(text="I'm allergic to penicillin", scope=scope, occurred_at=said, source_ids=["b"])
    other = MemoryRecord(text="my cat is called Miso", scope=scope, occurred_at=said, source_ids=["c"])
    read: list[str] = []
    marked = context._replaced_note

    def counted(record: MemoryRecord, shown: list[RecallHit], now: datetime | None) -> str:
        read.append(record.text)
        return marked(record, shown, now)

    monkeypatch.setattr(context, "_replaced_note", counted)
    hits = [RecallHit(record=r, score=1.0 - n / 10) for n, r in enumerate((first, copy, other))]
    block = context.build_context(hits, 500)
    assert sum("penicillin" in line for line in memory_lines(block)) == 1
    assert read == [whole, "my cat is called Miso"]
