"""``remember`` (what store_memory tools and MCP clients call) reads what its text states: a slot, so a changed
value supersedes the old one and is flagged, and the dates the text names."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES

MAY_8 = datetime(2024, 5, 8, 10, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("Alice lives in Lyon.", "Alice lives in Paris."),
        ("The user works at Acme Corp.", "The user now works at Globex."),
        ("I prefer PostgreSQL", "I prefer MySQL"),
        ("Dev's phone number is 206-555-0148", "Dev's phone number is 206-555-0193"),
        ("张三住在上海", "张三住在深圳"),
    ],
)
def test_a_changed_value_supersedes_the_stored_one(hs: Hindsight, before: str, after: str) -> None:
    old = hs.remember(before, user_id="u", occurred_at=MAY_8.replace(day=1))
    new = hs.remember(after, user_id="u", occurred_at=MAY_8)
    old = hs.get_record(old.id)
    assert old is not None and old.superseded_by == new.id
    hits = hs.recall(after, user_id="u", k=5).hits
    flagged = {h.record.id: h.conflict for h in hits}
    assert flagged.get(new.id) is True and flagged.get(old.id) is True
    assert "[current value: replaces an older memory]" in hs.recall(after, user_id="u", k=5).context


def test_slots_of_different_people_do_not_conflict(hs: Hindsight) -> None:
    hs.remember("Alice lives in Lyon.", user_id="u")
    hs.remember("Bob lives in Paris.", user_id="u")
    records = hs.list_records(user_id="u", statuses=ALL_STATUSES)
    assert [r.superseded_by for r in records] == [None, None]
    assert all(not r.conflicts_with for r in records)


def test_given_attributes_win_and_a_plain_statement_gets_no_slot(hs: Hindsight) -> None:
    given = hs.remember(
        "Alice lives in Lyon.", user_id="u", attributes={"attribute": "home", "value": "Lyon"}
    )
    plain = hs.remember("The weather was lovely on the walk", user_id="u")
    assert given.attributes == {"attribute": "home", "value": "Lyon"}
    assert "attribute" not in plain.attributes


def test_the_dates_a_memory_names_are_resolved_and_shown(hs: Hindsight) -> None:
    record = hs.remember("Alice went hiking yesterday", user_id="u", occurred_at=MAY_8)
    assert record.attributes["mentioned_dates"] == "2024-05-07"
    line = hs.recall("hiking", user_id="u", k=1).context.splitlines()[1]
    assert line.startswith("- [2024-05-08] Alice went hiking yesterday") and "about 2024-05-07" in line
    chinese = hs.remember("艾琳上周三去了医院", user_id="u", occurred_at=MAY_8)
    assert chinese.attributes["mentioned_dates"] == "2024-05-01"


def test_a_time_to_live_asked_for_is_honoured_by_recall_before_maintain(hs: Hindsight) -> None:
    """An MCP host never runs maintain: a memory stored with ttl_days is not recalled once it has expired.
    An event type's default TTL stays maintain's business (a replayed 2023 conversation keeps its plans)."""
    hs.remember("The door code this week is 4411", user_id="u", ttl_days=1, occurred_at=MAY_8)
    hs.remember("The door code for visitors is 9000", user_id="u", ttl_days=36500)
    hs.remember("I plan to visit Lisbon next month", user_id="u", event_type="plan", occurred_at=MAY_8)
    texts = [h.record.text for h in hs.recall("door code", user_id="u", k=5).hits]
    assert "The door code for visitors is 9000" in texts and "The door code this week is 4411" not in texts
    assert hs.recall("Lisbon plan", user_id="u", k=5).hits  # default TTL: archived by maintain, not here
    assert hs.maintain(user_id="u")["archived"] >= 1


def test_an_identifier_named_by_the_query_finds_its_record_over_near_identical_ones(real: Hindsight) -> None:
    """ "ZX215Q" must find the record holding ZX215Q (here in a Chinese sentence the English embedder cannot
    read), not only the English records with ZX214Q, ZX216Q... that its vector resembles."""
    for n in range(20):
        for w in range(3):
            code = f"ZX{w}{n:02d}Q"
            text = (
                f"我的项目代号是 {code}，来自 worker{w} 第{n}条"
                if n % 2
                else f"worker{w} item{n}: my project code is {code}"
            )
            real.remember(text, user_id="u")
    top = [h.record.text for h in real.recall("ZX215Q", user_id="u", k=5).hits[:3]]
    assert any("ZX215Q" in t for t in top), top
    number = [h.record.text for h in real.recall("order 88231", user_id="u", k=3).hits]
    assert not any("88231" in t for t in number)  # nothing holds it: the boost invents nothing


@pytest.mark.parametrize(
    "text",
    ["Dana's project probably uses Python 3.8, I think (not verified)", "Dana 的项目可能用的是 Python 3.8"],
)
def test_a_guess_stored_by_an_agent_is_unconfirmed(hs: Hindsight, text: str) -> None:
    """An agent's hedged store_memory was a user_stated fact at confidence 1.0, recalled as certain (the
    same guess in a trace is pending)."""
    guess = hs.remember(text, user_id="dana")
    assert guess.status == "pending" and guess.confidence == 0.5
    assert hs.recall("which Python version does Dana's project use?", user_id="dana").hits == []
    assert hs.remember("Dana's project uses Python 3.12", user_id="dana").status == "active"


def test_a_confidence_the_caller_gives_is_kept_even_for_a_guess(hs: Hindsight) -> None:
    """The hedge cap is for a fact stored without a confidence: one given explicitly (the caller weighed the
    guess) was cut to 0.5 anyway."""
    stated = hs.remember("Dana's project probably uses Python 3.8", user_id="dana", confidence=0.9)
    assert stated.confidence == 0.9 and stated.status == "active"
    low = hs.remember("Dana's laptop is a ThinkPad", user_id="dana", confidence=0.3)
    assert low.confidence == 0.3
