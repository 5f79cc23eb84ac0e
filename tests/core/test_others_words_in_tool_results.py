"""What a tool returns in someone else's first person (an email from a neighbour, a forum post a search found, a
message in a group chat) is its author's, never the user's: it ends none of the user's values and links none of
them as given up or contradicted. A tool's own record of the user (a chart listing no allergies) still may."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES, MemoryRecord
from tests.core.retain_helpers import T0, tell


def _read_by_tool(hs: Hindsight, asked: str, tool: str, returned: str, *, said: str = "") -> None:
    """The user's ``asked``, the assistant's call of ``tool`` and what it ``returned`` (then the assistant's
    ``said``), as an agent's trace is retained, a day after :data:`T0`."""
    messages: list[dict[str, Any]] = [
        {"role": "user", "content": asked, "id": "t-ask"},
        {"role": "assistant", "content": "", "id": "t-call",
         "tool_calls": [{"id": "c1", "name": tool, "args": {"n": 1}}]},
        {"role": "tool", "content": returned, "tool_call_id": "c1", "name": tool, "id": "t-result"},
    ]  # fmt: skip
    if said:
        messages.append({"role": "assistant", "content": said, "id": "t-said"})
    hs.retain(messages, user_id="u", session_id="agent", occurred_at=T0 + timedelta(days=1))


def _own(hs: Hindsight, said_id: str) -> MemoryRecord:
    (record,) = [r for r in hs.list_records(user_id="u", statuses=ALL_STATUSES) if r.source_ids == [said_id]]
    return record


@pytest.mark.parametrize(
    ("pet", "tool", "returned"),
    [
        ("I have a dog named Biscuit.", "read_email",
         "Hi Dana, sad news: our dog Biscuit passed away last week. Thanks for walking him. - Carol"),
        ("I have a dog named Biscuit.", "web_search",
         "My dog died last month after he stopped eating for a week. Please see a vet early."),
        ("We have a cat called Luna.", "slack_history", "amy: our cat Luna died this morning :("),
        ("我养了一只猫叫团子。", "read_message", "我的猫团子去年走了，我现在不养猫了。"),
        ("我家狗叫旺财", "web_search", "我家的狗上个月走了，很难过。"),
    ],
)  # fmt: skip
def test_a_pet_lost_in_a_tool_result_is_not_the_user_s(
    hs: Hindsight, pet: str, tool: str, returned: str
) -> None:
    tell(hs, pet, "pet", 0)
    _read_by_tool(hs, "read me the latest message", tool, returned, said="Sorry, sad news in there.")
    record = _own(hs, "pet")
    assert record.valid_to is None and record.superseded_by is None, record


@pytest.mark.parametrize(
    ("own", "tool", "returned"),
    [
        ("I write my weekly notes in Notion.", "web_search",
         "We stopped using Notion last year and moved our notes to Obsidian."),
        ("I live in Seattle.", "read_email", "I got divorced in January. I no longer live in Seattle."),
        ("我住在杭州。", "read_email", "我不在杭州了，现在在成都。"),
        ("我用语雀写周报。", "web_search", "语雀不用了，我们团队换成飞书文档了。"),
        ("I drive a Corolla.", "slack_history", "bob: I sold my Corolla last week, finally"),
    ],
)  # fmt: skip
def test_a_value_given_up_in_a_tool_result_displaces_none_of_the_user_s(
    hs: Hindsight, own: str, tool: str, returned: str
) -> None:
    tell(hs, own, "own", 0)
    _read_by_tool(hs, "what does it say?", tool, returned)
    record = _own(hs, "own")
    assert record.valid_to is None and not record.metadata.get("displaced_by"), record


@pytest.mark.parametrize(
    ("allergy", "tool", "returned"),
    [
        ("I'm allergic to penicillin.", "read_email",
         "Hello! I'm Josh, your son's counselor. I have no allergies and I love hiking."),
        ("I'm allergic to peanuts.", "web_search",
         "Honestly I don't have any food allergies, so take my review of this granola with a grain of salt."),
        ("我对青霉素过敏。", "web_search", "语雀不用了，我们团队换成飞书文档了。我没有任何过敏。"),
        ("我对青霉素过敏", "read_message", "我叫赵磊，我是一名医生，我没有药物过敏。"),
    ],
)  # fmt: skip
def test_an_allergy_denied_in_someone_s_words_contradicts_none_of_the_user_s(
    hs: Hindsight, allergy: str, tool: str, returned: str
) -> None:
    tell(hs, allergy, "own", 0)
    _read_by_tool(hs, "what does it say?", tool, returned)
    record = _own(hs, "own")
    assert record.valid_to is None and not record.conflicts_with, record


def test_the_user_s_own_words_in_an_agent_s_trace_still_end_and_flag(hs: Hindsight) -> None:
    """Beside a tool's call and result, what the user says is still theirs: their pet's loss ends it, a value they
    give up is linked, a denial of allergies is flagged."""
    tell(hs, "I have a dog named Biscuit.", "pet", 0)
    tell(hs, "I write my weekly notes in Notion.", "notes", 0)
    tell(hs, "I'm allergic to penicillin.", "allergy", 0)
    said = "Biscuit passed away last week. Also I stopped using Notion, and I have no drug allergies."
    _read_by_tool(hs, said, "web_search", "Grief counselors near you: Jane Roe, LMFT, Seattle.")
    assert _own(hs, "pet").valid_to is not None
    assert _own(hs, "notes").metadata.get("displaced_by")
    assert _own(hs, "allergy").conflicts_with
