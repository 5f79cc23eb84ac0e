"""Conflicts as the model reads them in the context block: a value the user changed is shown as a change (the
old one former, the new one current), not as a contradiction to resolve."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import tell
from tests.core.slot_helpers import own_slots, slots


def memory_lines(context: str) -> list[str]:
    return [line for line in context.splitlines() if line.startswith("- ")]


@pytest.mark.parametrize(
    ("before", "after", "question", "old", "new"),
    [
        ("I live in Leeds.", "I moved to Manchester last month.", "Where do I live?", "Leeds", "Manchester"),
        ("I work at Initech.", "I just started at Globex.", "Where do I work?", "Initech", "Globex"),
        ("我住在杭州", "我上个月搬到上海了", "我住在哪里？", "杭州", "上海"),
    ],
)
def test_a_changed_value_is_shown_as_former_and_current_not_as_a_conflict(
    hs: Hindsight, before: str, after: str, question: str, old: str, new: str
) -> None:
    """ "I live in Leeds", then "I moved to Manchester": the block flagged both "[CONFLICT: ...]" ("current value,
    contradicts an older memory"), so the model read a contradiction to resolve and asked the user where they
    live; the move is a clean change: the old value is shown as former, the new one as current."""
    tell(hs, before, "a", 0)
    tell(hs, after, "b", 30)
    result = hs.recall(question, user_id="u", k=5)
    assert {h.record.source_ids[0] for h in result.hits if h.conflict} == {"a", "b"}, "shown together"
    lines = memory_lines(result.context)
    (old_line,) = [line for line in lines if old in line and new not in line]
    (new_line,) = [line for line in lines if new in line]
    assert "CONFLICT" not in result.context
    assert old_line.endswith("[former value: superseded on 2026-02-04, kept for history]")
    assert new_line.endswith("[current value: replaces an older memory]")
    assert lines.index(new_line) < lines.index(old_line), "the current value first"


@pytest.mark.parametrize(
    ("first", "second", "question"),
    [
        ("I'm allergic to penicillin, found out the hard way as a kid.", "I have no drug allergies btw.",
         "Do I have any allergies?"),
        ("No known allergies, I take metformin for my sugar.", "Turns out I'm allergic to sulfa drugs.",
         "Can you suggest something for my sore throat? any allergies to watch?"),
        ("我对青霉素过敏，小时候打针差点出事", "我没有任何药物过敏", "我有什么过敏吗？"),
        ("我对什么都不过敏", "其实我对头孢过敏，上次输液起了疹子", "我对什么药过敏？"),
    ],
)  # fmt: skip
def test_an_allergy_and_a_statement_of_none_are_flagged_as_a_conflict(
    hs: Hindsight, first: str, second: str, question: str
) -> None:
    """ "I'm allergic to penicillin" in one conversation, "I have no drug allergies" in another: nothing linked
    them, so both came back as plain facts, the denial often first, and a model read "no drug allergies" and
    suggested penicillin. They cannot both hold and neither replaces the other: both stay current and come back
    together, flagged as an unresolved conflict (the allergy is never shown as ended)."""
    tell(hs, first, "a", 0)
    tell(hs, second, "b", 40)
    result = hs.recall(question, user_id="u", k=5)
    flagged = {h.record.source_ids[0] for h in result.hits if h.conflict}
    assert flagged == {"a", "b"}, result.context
    assert all(h.record.valid_to is None for h in result.hits if h.conflict), "neither is ended"
    lines = memory_lines(result.context)
    for said in (first, second):
        (line,) = [line for line in lines if said in line]
        assert line.endswith("[CONFLICT: contradicts another memory, unresolved]"), result.context


@pytest.mark.parametrize(
    ("allergy", "other"),
    [
        ("I'm allergic to penicillin.", "My son has no allergies, lucky kid."),
        ("I'm allergic to penicillin.", "I have no food allergies, I eat anything."),
        ("I'm allergic to peanuts.", "I don't have any drug allergies."),
        ("I'm allergic to penicillin.", "I'm not allergic to cats, I just don't like them."),
        ("我对青霉素过敏", "我儿子没有任何过敏"),
        ("我对花生过敏", "我没有药物过敏"),
    ],
)
def test_another_s_or_another_kind_of_allergy_denied_is_no_conflict(
    hs: Hindsight, allergy: str, other: str
) -> None:
    """Someone else's allergies ("My son has no allergies") and the other kind ("no food allergies" beside a
    penicillin allergy) contradict nothing the user said."""
    tell(hs, allergy, "a", 0)
    tell(hs, other, "b", 40)
    result = hs.recall("Do I have any allergies? 我有什么过敏", user_id="u", k=5)
    assert not any(h.conflict for h in result.hits), result.context
    assert "CONFLICT" not in result.context


@pytest.mark.parametrize(
    ("first", "second", "question"),
    [
        ("My birthday is March 3.", "My birthday is May 12, so don't forget!", "When is my birthday?"),
        ("我生日是3月3号", "我的生日是五月十二号哦", "我生日是哪天？"),
    ],
)
def test_a_birthday_said_as_two_dates_is_a_conflict_not_a_change(
    hs: Hindsight, first: str, second: str, question: str
) -> None:
    """A birthday does not move: said as another date later, neither said as a correction, the later one
    superseded the first as a move does, and the block showed the first as a former birthday. Both are kept
    current and flagged as an unresolved conflict."""
    tell(hs, first, "a", 0)
    tell(hs, second, "b", 60)
    result = hs.recall(question, user_id="u", k=5)
    assert {h.record.source_ids[0] for h in result.hits if h.conflict} == {"a", "b"}, result.context
    assert all(h.record.valid_to is None for h in result.hits), "neither is ended"
    lines = memory_lines(result.context)
    for said in (first, second):
        (line,) = [line for line in lines if said in line]
        assert line.endswith("[CONFLICT: contradicts another memory, unresolved]"), result.context


def test_a_birthday_corrected_is_a_change(hs: Hindsight) -> None:
    """Said as a correction (更正一下, "sorry, I meant"), the later date replaces the first, as before."""
    tell(hs, "我生日是3月3号", "a", 0)
    tell(hs, "更正一下，我生日其实是3月15号", "b", 5)
    result = hs.recall("我生日是哪天？", user_id="u", k=5)
    lines = memory_lines(result.context)
    assert "CONFLICT" not in result.context
    (old,) = [line for line in lines if "3月3号" in line]
    assert "[former value: superseded on" in old or "[superseded on" in old, result.context


def test_the_recall_tool_never_tells_the_model_to_take_the_newest_of_a_conflict(hs: Hindsight) -> None:
    """The recall tool told the agent's model "when two memories disagree, prefer the newest or ask", and each
    hit's ``conflict`` flag "prefer the newest": after "I'm allergic to penicillin", the newer "I have no drug
    allergies" was the one to believe. It says what the block marks: a change (current, former) and a CONFLICT
    neither replaces, to ask the user about."""
    from hindsight_core.capture.tool_schemas import MemoryHit
    from hindsight_core.capture.tools import RECALL_MEMORY

    flag = MemoryHit.model_fields["conflict"].description or ""
    for told in (RECALL_MEMORY.description, flag):
        assert "prefer the newest" not in told
        assert "CONFLICT" in told and "ask the user" in told and "former" in told
    tell(hs, "I'm allergic to penicillin.", "a", 0)
    tell(hs, "I have no drug allergies.", "b", 10)
    context = hs.recall("any allergies?", user_id="u", k=5).context
    assert context.count("[CONFLICT: contradicts another memory, unresolved]") == 2, context


def test_the_langchain_retriever_says_which_flagged_memory_still_holds(hs: Hindsight) -> None:
    """The retriever's documents said ``conflict`` of both the replaced home and the new one, and of an allergy and
    "no drug allergies", and nothing more: a chain stuffing them could not tell the former value from the current
    one, nor a change from a contradiction. Each says when it was replaced and by which (``valid_to``,
    ``superseded_by``), or which memories it contradicts (``contradicts``)."""
    from hindsight_langchain import HindsightRetriever

    tell(hs, "I live in Leeds.", "a", 0)
    tell(hs, "I moved to Manchester last month.", "b", 30)
    tell(hs, "I'm allergic to penicillin.", "c", 31)
    tell(hs, "I have no drug allergies.", "d", 40)
    retriever = HindsightRetriever(engine=hs, user_id="u", k=6)
    docs = {
        d.metadata["source_ids"][0]: d.metadata for d in retriever.invoke("where do I live? any allergies?")
    }
    assert all(docs[s]["conflict"] for s in "abcd")
    assert docs["a"]["superseded_by"] == docs["b"]["id"] and docs["a"]["valid_to"].startswith("2026-02-04")
    assert (
        docs["b"]["superseded_by"] is None
        and docs["b"]["valid_to"] is None
        and docs["b"]["contradicts"] == []
    )
    assert docs["c"]["contradicts"] == [docs["d"]["id"]] and docs["d"]["contradicts"] == [docs["c"]["id"]]
    assert docs["c"]["valid_to"] is None and docs["d"]["valid_to"] is None


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("my birthday's on May 12 just so you know", "May 12"),
        ("my bday is may 12", "may 12"),
        ("I was born on the 12th of May", "12th of May"),
        ("Hey, I was born on Jan 5 1985", "Jan 5 1985"),
    ],
)
def test_a_birthday_said_as_people_write_it_is_the_birthday_slot(text: str, day: str) -> None:
    """ "my birthday's on May 12", "my bday is ...", "I was born on ..." filled no slot, so a birthday said
    before and this other date were never seen as two birthdays."""
    assert ("birthday", day) in slots(text)


@pytest.mark.parametrize(
    "text",
    ["my birthday's coming up", "I was born on a farm", "my bday party is on May 12", "my sister was born on May 12",
     "My son's birthday's on May 12", "my birthday's on Saturday this year"],
)  # fmt: skip
def test_no_birthday_of_the_speaker_where_none_is_said(text: str) -> None:
    # (a sister's or a son's birthday is theirs: tests/core/test_relatives_birthdays.py)
    assert not [s for s in own_slots(text) if s[0] == "birthday"]


def test_a_birthday_said_with_s_then_another_date_is_flagged(hs: Hindsight) -> None:
    tell(hs, "My birthday is March 3.", "a", 0)
    tell(hs, "my birthday's on May 12 just so you know", "b", 60)
    result = hs.recall("When is my birthday?", user_id="u", k=5)
    assert {h.record.source_ids[0] for h in result.hits if h.conflict} == {"a", "b"}, result.context
    assert result.context.count("[CONFLICT: contradicts another memory, unresolved]") == 2


@pytest.mark.parametrize(
    ("allergy", "denial", "question"),
    [
        ("I'm allergic to penicillin.", "I have no drug allergies.", "Do I have any drug allergies?"),
        ("我对青霉素过敏", "我没有任何药物过敏", "我有没有药物过敏？"),
    ],
)
def test_the_cap_never_leaves_the_denial_without_the_allergy(
    hs: Hindsight, allergy: str, denial: str, question: str
) -> None:
    """Asked with room for one memory, the denial ("I have no drug allergies") ranked first and came alone: its
    partners fill only the room left, so the allergy it contradicts was cut. Short of room, the allergy comes
    (flagged): a cap must not hide the safety-relevant memory."""
    tell(hs, allergy, "a", 0)
    tell(hs, denial, "b", 30)
    assert [h.record.source_ids[0] for h in hs.recall(question, user_id="u", k=5).hits][:2] == ["b", "a"]
    (hit,) = hs.recall(question, user_id="u", k=1).hits
    assert hit.record.source_ids == ["a"] and hit.conflict


def test_a_tool_listing_no_allergies_and_the_user_s_allergy_are_flagged(hs: Hindsight) -> None:
    """A health record a tool returned ({"allergies": "none"}) and the user's "I'm allergic to penicillin" were two
    plain memories: the model could take the record's word. They are flagged as a conflict, the allergy current."""
    tell(hs, "I'm allergic to penicillin, I get hives.", "a", 0)
    hs.retain(
        [
            {"role": "user", "content": "Can you pull up my chart?", "id": "t1"},
            {"role": "assistant", "content": "", "id": "t2",
             "tool_calls": [{"id": "c1", "name": "get_chart", "args": {"patient": "me"}}]},
            {"role": "tool", "content": '{"name": "Sam Lee", "allergies": "none", "blood_pressure": "128/82"}',
             "id": "t3", "tool_call_id": "c1", "name": "get_chart"},
        ],
        user_id="u",
        session_id="chart",
    )  # fmt: skip
    result = hs.recall("Do I have any allergies?", user_id="u", k=5)
    flagged = [h.record for h in result.hits if h.conflict]
    assert {r.source_kind for r in flagged} == {"user_stated", "tool_returned"}, result.context
    assert all(r.valid_to is None for r in flagged)
    assert result.context.count("[CONFLICT: contradicts another memory, unresolved]") == 2, result.context


@pytest.mark.parametrize(
    ("allergy", "denial", "question"),
    [
        ("I'm allergic to penicillin.", "I have no drug allergies.", "What do you know about me?"),
        ("我对青霉素过敏", "我没有任何药物过敏", "你对我了解多少"),
    ],
)
def test_the_profile_flags_an_allergy_and_its_denial(
    hs: Hindsight, allergy: str, denial: str, question: str
) -> None:
    """The profile an agent reads first ("What do you know about me?", 你对我了解多少) showed the allergy and "no drug
    allergies" as two plain facts of the user: it flags both, as any recall does."""
    tell(hs, "I live in Leeds.", "home", 0)
    tell(hs, allergy, "a", 1)
    tell(hs, denial, "b", 30)
    result = hs.recall(question, user_id="u", k=6)
    flagged = {h.record.source_ids[0] for h in result.hits if h.conflict}
    assert flagged == {"a", "b"}, result.context
    assert result.context.count("[CONFLICT: contradicts another memory, unresolved]") == 2, result.context
